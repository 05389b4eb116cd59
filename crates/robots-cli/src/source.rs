//! Reading the inputs every subcommand shares: a ROBOTS_FILE (a path, `-`
//! for standard input, or an http(s):// URL fetched as Google does) and
//! other files given by path or `-`.

use std::io::BufRead;

use robots::message::{self, Arg, Lang};
use robots::status::{Class, Effect};
use robots::RobotsTxt;

use crate::args::NetArgs;
use crate::fetch::{self, FetchReport, Limits};
use crate::lang::{say, tr};
use crate::mode::Mode;
use crate::{Failure, Io};

/// What a robots.txt says, or what replaces it.
pub enum Rules {
    /// The file (or the fetched body) is parsed and its rules apply.
    File(Box<RobotsTxt>),
    /// The fetch result replaces the rules: everything allowed (4xx, too
    /// many redirects) or disallowed (429, 5xx, network errors).
    Replaced { effect: Effect, class: Class },
}

/// A loaded ROBOTS_FILE.
pub struct Robots {
    /// As given on the command line (`-` shown as `standard input`).
    pub name: String,
    pub rules: Rules,
    /// How the fetch went, when ROBOTS_FILE was a URL.
    pub fetch: Option<FetchReport>,
    /// The bytes read (empty when the fetch result replaced the rules), for
    /// the other readers (`check --reader`).
    pub body: Vec<u8>,
}

/// `standard input` (the catalogue's words) for `-`, the argument
/// otherwise: a message's variable.
pub fn input_name(spec: &str) -> Arg {
    if spec == "-" {
        Arg::from(tr!("cli-standard-input"))
    } else {
        Arg::from(spec)
    }
}

/// [`input_name`] worded in `lang`.
pub fn display_name(spec: &str, lang: Lang) -> String {
    match input_name(spec) {
        Arg::Message(m) => say(lang, &m),
        _ => spec.to_string(),
    }
}

/// Standard input can be read once: at most one of `specs` may be `-`.
pub fn stdin_once<'a>(specs: impl IntoIterator<Item = Option<&'a str>>) -> Result<(), Failure> {
    if specs.into_iter().flatten().filter(|s| *s == "-").count() > 1 {
        return Err(Failure::Usage(tr!("cli-stdin-once")));
    }
    Ok(())
}

/// The bytes of a file given by path, or of standard input for `-`.
pub fn read_input(spec: &str, stdin: &mut dyn BufRead) -> Result<Vec<u8>, Failure> {
    let result = if spec == "-" {
        let mut body = Vec::new();
        stdin.read_to_end(&mut body).map(|_| body)
    } else {
        std::fs::read(spec)
    };
    result.map_err(|e| Failure::unreadable(spec, &e))
}

/// Fetches a URL as Google does, printing the notes on stderr in `lang`.
pub fn fetch_url(
    url: &str,
    net: &NetArgs,
    lang: Lang,
    io: &mut Io,
) -> Result<fetch::Fetched, Failure> {
    if let Some(warning) = fetch::validate(url).map_err(Failure::Usage)? {
        io.note(format_args!("{}", say(lang, &warning)));
    }
    let limits = Limits {
        connect: net.connect_timeout,
        total: net.timeout,
    };
    let given = url::Url::parse(url)
        .map_err(|e| Failure::Usage(tr!("cli-url-unparsed", url, error = e.to_string())))?;
    let policy = fetch::Policy::new(&given, net.allow_private);
    let mut fetched = fetch::fetch_with(url, limits, &policy)
        .map_err(|refused| Failure::Unreadable(refused.message()))?;
    fetched.report.explanation = message::status(fetched.report.class).render(lang);
    io.note(format_args!("{}", fetched.report.note(lang)));
    Ok(fetched)
}

/// Loads a ROBOTS_FILE in `mode` (tester mode reads only the first
/// 500 KiB and says so on stderr, in `lang`, when a file is longer).
pub fn load(
    spec: &str,
    mode: Mode,
    net: &NetArgs,
    lang: Lang,
    io: &mut Io,
) -> Result<Robots, Failure> {
    let name = display_name(spec, lang);
    if fetch::is_url(spec) {
        let fetched = fetch_url(spec, net, lang, io)?;
        let report = fetched.report;
        let body = match report.outcome {
            fetch::Outcome::Rules => fetched.body,
            _ => Vec::new(),
        };
        let rules = match report.outcome {
            fetch::Outcome::Rules => Rules::File(Box::new(parse(&body, mode))),
            fetch::Outcome::AllowAll => Rules::Replaced {
                effect: Effect::AllowAll,
                class: report.class,
            },
            fetch::Outcome::DisallowAll => Rules::Replaced {
                effect: Effect::DisallowAll,
                class: report.class,
            },
        };
        return Ok(Robots {
            name,
            rules,
            fetch: Some(report),
            body,
        });
    }
    let body = read_input(spec, io.stdin)?;
    let robots = parse(&body, mode);
    if let Some(t) = robots.truncation() {
        let note = crate::lang::cli::truncated(&name, t.total, t.limit, t.line);
        io.note(format_args!("{}", say(lang, &note)));
    }
    Ok(Robots {
        name,
        rules: Rules::File(Box::new(robots)),
        fetch: None,
        body,
    })
}

fn parse(body: &[u8], mode: Mode) -> RobotsTxt {
    match mode {
        Mode::Tester => robots::tester::parse(body),
        Mode::Raw => RobotsTxt::parse(body),
    }
}
