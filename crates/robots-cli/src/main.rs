//! `robots`: check URLs against a robots.txt exactly as Google reads it.
//! Everything is in the library (`lib.rs`); this wires it to the process's
//! streams and exit status. Usage errors are clap's (exit status 2).

use std::io::{self, BufWriter};
use std::process::ExitCode;

use clap::Parser;

fn main() -> ExitCode {
    let cli = robots_cli::Cli::parse();
    if let robots_cli::args::Command::Lsp(_) = cli.command {
        // The server reads and writes the streams from its own threads.
        return ExitCode::from(robots_cli::lsp::serve_stdio());
    }
    #[cfg(feature = "mcp")]
    if let robots_cli::args::Command::Mcp(args) = &cli.command {
        // The protocol owns the streams: nothing else may write to stdout.
        return ExitCode::from(robots_cli::mcp::serve_stdio(args.ranges.clone()));
    }
    let stdin = io::stdin();
    let mut stdin = stdin.lock();
    let mut stdout = BufWriter::new(io::stdout().lock());
    let mut stderr = io::stderr();
    let mut io = robots_cli::Io {
        stdin: &mut stdin,
        stdout: &mut stdout,
        stderr: &mut stderr,
    };
    ExitCode::from(robots_cli::run(cli, &mut io))
}
