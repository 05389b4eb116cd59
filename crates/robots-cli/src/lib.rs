//! The `robots` command, as a library: every subcommand runs against an
//! [`Io`] (standard input, output and error as plain readers and writers),
//! so tests can run hundreds of cases in-process; `main.rs` only wires it to
//! the real streams.
//!
//! ```text
//! robots check ROBOTS_FILE --agent A [--agent B …] (--url U … | --urls FILE) [--raw] [--json]
//! robots lint ROBOTS_FILE [--raw] [--readers] [--format sarif]
//! robots diff BEFORE AFTER --agent A [--agent B …] (--url U … | --urls FILE) [--raw] [--json] [--all]
//! robots test ROBOTS_FILE EXPECTATIONS_FILE [--raw] [--json | --format sarif]
//! robots fetch URL [-o FILE]
//! robots policy ROBOTS_FILE [--url U …] [--json]
//! robots audit LOG… --robots ROBOTS_FILE[@TIME]… [--ranges DIR] [--host HOST] [--json | --csv]
//! robots ranges update [--dir DIR]
//! robots lsp
//! robots mcp [--ranges DIR]
//! robots site URL [--agent A …] [--purpose P …] [--max-urls N] [--json]
//! robots drift SOURCE URL [--agent A …] [--purpose P …] [--url U …] [--json] [--allow-private]
//! robots completions SHELL
//! ```
//!
//! ROBOTS_FILE is a path, `-` (standard input) or an http(s):// URL fetched
//! as Google fetches robots.txt ([`fetch`]).

use std::ffi::OsString;
use std::io::{BufRead, Write};

use clap::{CommandFactory, Parser};
use robots::message::{Lang, Message};

pub mod args;
pub mod audit;
pub mod checker;
mod cmd;
pub mod crawl;
pub mod escape;
pub mod lang;
pub mod llms;
pub mod lsp;
#[cfg(feature = "mcp")]
pub mod mcp;
pub mod mode;
pub mod record;
pub mod sarif;
pub mod sitemap;
pub mod source;
pub mod table;
pub mod urls;

pub use args::Cli;
use lang::tr;
/// Fetching as Google does, under the address policy: the fetcher's crate.
pub use robots_fetch as fetch;

/// Exit statuses, as documented in docs/cli.md and `robots --help`.
pub mod exit {
    pub const OK: u8 = 0;
    /// `lint` found errors; `diff`: some verdict changed; `test`: some
    /// expectation failed.
    pub const FOUND: u8 = 1;
    /// Bad arguments (clap's usage errors exit with this too); `test`: an
    /// unreadable expectation line.
    pub const USAGE: u8 = 2;
    /// A file could not be read (or the output could not be written).
    pub const UNREADABLE: u8 = 3;
    /// Some URL (or expectation) could not be checked; the others were.
    pub const UNCHECKED: u8 = 4;
    /// `fetch`: the fetch result replaces the rules (allow or disallow all).
    pub const REPLACED: u8 = 5;
}

/// The streams a command reads and writes.
pub struct Io<'a> {
    pub stdin: &'a mut dyn BufRead,
    pub stdout: &'a mut dyn Write,
    pub stderr: &'a mut dyn Write,
}

impl Io<'_> {
    /// A one-line note on stderr, prefixed with `robots: `. Notes are best
    /// effort: a closed stderr does not stop the command.
    pub fn note(&mut self, message: std::fmt::Arguments) {
        let _ = writeln!(self.stderr, "robots: {message}");
    }
}

/// Why a command stopped early: a message of the catalogues, worded in
/// the command's `--lang` when it is said.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Failure {
    /// Bad arguments: exit 2.
    Usage(Message),
    /// A file could not be read, or the output could not be written: exit 3.
    Unreadable(Message),
}

impl Failure {
    pub fn code(&self) -> u8 {
        match self {
            Failure::Usage(_) => exit::USAGE,
            Failure::Unreadable(_) => exit::UNREADABLE,
        }
    }

    pub(crate) fn write(e: std::io::Error) -> Failure {
        Failure::Unreadable(tr!("cli-cannot-write-output", error = io_error(&e)))
    }

    /// The file `spec` (a path, or `-`) could not be read.
    pub(crate) fn unreadable(spec: &str, e: &std::io::Error) -> Failure {
        Failure::Unreadable(tr!(
            "cli-cannot-read",
            name = source::input_name(spec),
            error = io_error(e)
        ))
    }
}

/// What went wrong reading or writing a file: the other languages word
/// the common kinds (not found, permission denied, a directory) from the
/// catalogue; English, and every rarer kind, keep the system's own words.
pub(crate) fn io_error(e: &std::io::Error) -> Message {
    use std::io::ErrorKind as K;
    let kind = match e.kind() {
        K::NotFound => "not-found",
        K::PermissionDenied => "permission-denied",
        K::IsADirectory => "is-a-directory",
        _ => "other",
    };
    tr!("cli-io-error", kind, error = e.to_string())
}

/// The language a command words its sentences in (`--lang`).
fn lang(command: &args::Command) -> Lang {
    use args::Command as C;
    match command {
        C::Check(a) => a.checks.lang.lang.0,
        C::Lint(a) => a.lang.lang.0,
        C::Diff(a) => a.checks.lang.lang.0,
        C::Test(a) => a.lang.lang.0,
        C::Fetch(a) => a.lang.lang.0,
        C::Policy(a) => a.lang.lang.0,
        C::Audit(a) => a.lang.lang.0,
        C::Ranges(args::RangesCommand::Update(a)) => a.lang.lang.0,
        C::Site(a) => a.lang.lang.0,
        C::Drift(a) => a.lang.lang.0,
        C::Completions { .. } | C::Lsp(_) => Lang::En,
        #[cfg(feature = "mcp")]
        C::Mcp(_) => Lang::En,
    }
}

/// Whether the command's standard output is for people, and so has its
/// control characters escaped ([`escape`]): not a machine format (JSON,
/// SARIF: serde_json escapes their strings as JSON wants; a terminal
/// escape inside them would make them invalid), not `fetch`'s body
/// (printed as received), not a completion script.
fn human_stdout(command: &args::Command) -> bool {
    use args::Command as C;
    match command {
        C::Check(a) => !a.json,
        C::Diff(a) => !a.json,
        C::Test(a) => !a.json && !a.format.sarif(),
        C::Lint(a) => !a.format.sarif(),
        C::Policy(a) => !a.json,
        C::Audit(a) => !a.json && !a.csv,
        C::Ranges(_) => true,
        C::Site(a) => !a.json,
        C::Drift(a) => !a.json,
        C::Fetch(_) | C::Completions { .. } | C::Lsp(_) => false,
        #[cfg(feature = "mcp")]
        C::Mcp(_) => false,
    }
}

/// Runs a parsed command line; returns the exit status. Control characters
/// from the files, URLs and servers read are escaped in what people read
/// (standard error, and standard output but for JSON and raw bodies):
/// this is the one place where that is done.
pub fn run(cli: Cli, io: &mut Io) -> u8 {
    let mut stdout = escape::Escaped::new(&mut *io.stdout, human_stdout(&cli.command));
    let mut stderr = escape::Escaped::new(&mut *io.stderr, true);
    let mut io = Io {
        stdin: &mut *io.stdin,
        stdout: &mut stdout,
        stderr: &mut stderr,
    };
    run_unescaped(cli, &mut io)
}

fn run_unescaped(cli: Cli, io: &mut Io) -> u8 {
    let result = match &cli.command {
        args::Command::Check(a) => cmd::check::run(a, io),
        args::Command::Lint(a) => cmd::lint::run(a, io),
        args::Command::Diff(a) => cmd::diff::run(a, io),
        args::Command::Test(a) => cmd::test::run(a, io),
        args::Command::Fetch(a) => cmd::fetch::run(a, io),
        args::Command::Policy(a) => cmd::policy::run(a, io),
        args::Command::Audit(a) => audit::run(a, io),
        args::Command::Ranges(args::RangesCommand::Update(a)) => audit::update::run(a, io),
        args::Command::Lsp(_) => Ok(lsp::serve_stdio()),
        #[cfg(feature = "mcp")]
        args::Command::Mcp(a) => Ok(mcp::serve_stdio(a.ranges.clone())),
        args::Command::Site(a) => cmd::site::run(a, io),
        args::Command::Drift(a) => cmd::drift::run(a, io),
        args::Command::Completions { shell } => {
            clap_complete::generate(*shell, &mut Cli::command(), "robots", io.stdout);
            Ok(exit::OK)
        }
    };
    let code = result.unwrap_or_else(|failure| {
        let say = |m: &Message| lang::say(lang(&cli.command), m);
        match &failure {
            Failure::Usage(m) => io.note(format_args!(
                "{}\n{}",
                say(m),
                say(&tr!("cli-usage-see-help"))
            )),
            Failure::Unreadable(m) => io.note(format_args!("{}", say(m))),
        }
        failure.code()
    });
    let _ = io.stdout.flush();
    code
}

/// Parses `args` (without the program name) and runs them, writing clap's
/// help or usage error where the real command would: for in-process tests.
pub fn run_args<I, T>(args: I, io: &mut Io) -> u8
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    let argv = std::iter::once(OsString::from("robots")).chain(args.into_iter().map(Into::into));
    match Cli::try_parse_from(argv) {
        Ok(cli) => run(cli, io),
        Err(e) => {
            let text = e.render().to_string();
            let out: &mut dyn Write = if e.use_stderr() { io.stderr } else { io.stdout };
            let _ = out.write_all(text.as_bytes());
            u8::try_from(e.exit_code()).unwrap_or(exit::USAGE)
        }
    }
}
