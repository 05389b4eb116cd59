//! `robots lint`: the file's per-line diagnostics.

use robots::readers::{line_differences, Readers};
use robots::Severity;

use crate::args::LintArgs;
use crate::source::{self, Rules};
use crate::{exit, Failure, Io};

pub fn run(args: &LintArgs, io: &mut Io) -> Result<u8, Failure> {
    let robots = source::load(&args.robots, args.mode.mode(), &args.net, io)?;
    let file = match &robots.rules {
        Rules::File(file) => file,
        Rules::Replaced { .. } => {
            io.note(format_args!(
                "nothing to lint: the fetch result replaces the rules, Google uses no file"
            ));
            return Ok(exit::OK);
        }
    };
    let mut errors = 0;
    // The AI-use diagnostics that parsing does not compute, by line.
    let usage = file.ai_diagnostics();
    let mut usage = usage.iter().peekable();
    for line in file.lines() {
        let mut extra = Vec::new();
        while let Some((_, d)) = usage.next_if(|(n, _)| *n == line.number) {
            extra.push(d);
        }
        for d in line.diagnostics.iter().chain(extra) {
            let severity = match d.severity() {
                Severity::Error => {
                    errors += 1;
                    "error"
                }
                Severity::Warning => "warning",
                Severity::Info => "info",
            };
            writeln!(io.stdout, "{}\t{severity}\t{}\t{d}", line.number, d.code())
                .map_err(Failure::write)?;
        }
    }
    if args.readers {
        let readers = Readers::parse(&robots.body);
        for d in line_differences(file, &readers) {
            let google = if d.google_allowed {
                "ALLOWED"
            } else {
                "DISALLOWED"
            };
            writeln!(
                io.stdout,
                "{}\tinfo\t{}:{}\t{} {}; e.g. {} {}: {} where Google says {google}",
                d.line,
                d.reader.name(),
                d.code,
                d.reader.library(),
                d.sentence,
                d.agent,
                d.url,
                d.reading.word(),
            )
            .map_err(Failure::write)?;
        }
    }
    Ok(if errors > 0 { exit::FOUND } else { exit::OK })
}
