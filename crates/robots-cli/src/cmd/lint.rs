//! `robots lint`: the file's per-line diagnostics.

use robots::message;
use robots::readers::{line_differences, Readers};
use robots::Severity;

use crate::args::LintArgs;
use crate::lang::Words;
use crate::sarif::{self, At, Level};
use crate::source::{self, Rules};
use crate::{exit, Failure, Io};

pub fn run(args: &LintArgs, io: &mut Io) -> Result<u8, Failure> {
    let words = Words::new(args.lang.lang);
    let robots = source::load(
        &args.robots,
        args.mode.mode(),
        &args.net,
        args.lang.lang.0,
        io,
    )?;
    let mut log = args.format.sarif().then(sarif::Builder::default);
    let file = match &robots.rules {
        Rules::File(file) => file,
        Rules::Replaced { .. } => {
            io.note(format_args!(
                "{}",
                words.message(&message::cli::lint_nothing())
            ));
            if let Some(log) = log {
                sarif::write(io.stdout, &log.finish()).map_err(Failure::write)?;
            }
            return Ok(exit::OK);
        }
    };
    let mut errors = 0;
    // The diagnostics that parsing does not compute (the AI-use lints,
    // managed blocks), by line.
    let usage = file.lints(&robots.body);
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
            if let Some(log) = &mut log {
                let level = Level::from(d.severity());
                log.rule(d.code(), level, message::cli::diagnostic_rule(d), &words);
                let at = At {
                    file: &args.robots,
                    line: line.number,
                };
                log.result(d.code(), level, words.diagnostic(d), at, Vec::new());
            } else {
                writeln!(
                    io.stdout,
                    "{}\t{severity}\t{}\t{}",
                    line.number,
                    d.code(),
                    words.diagnostic(d)
                )
                .map_err(Failure::write)?;
            }
        }
    }
    if args.readers {
        // Lighthouse's robots.txt audit: a note on each line it rejects.
        for e in robots::readers::lighthouse_errors(&robots.body) {
            let said = words.message(&message::lighthouse_invalid(e.reason));
            if let Some(log) = &mut log {
                let code = "lighthouse_invalid";
                log.rule(code, Level::Note, message::cli::lighthouse_rule(), &words);
                let at = At {
                    file: &args.robots,
                    line: e.line,
                };
                log.result(code, Level::Note, said, at, Vec::new());
            } else {
                writeln!(io.stdout, "{}\tinfo\tlighthouse_invalid\t{said}", e.line)
                    .map_err(Failure::write)?;
            }
        }
        let readers = Readers::parse(&robots.body);
        for d in line_differences(file, &readers) {
            let google = if d.google_allowed {
                "ALLOWED"
            } else {
                "DISALLOWED"
            };
            let code = format!("{}:{}", d.reader.name(), d.code);
            let library = d.reader.library();
            let said = words.message(&message::cli::lint_reader(
                library,
                message::why(&d.why),
                &d.agent,
                &d.url,
                d.reading.word(),
                google,
            ));
            if let Some(log) = &mut log {
                let rule = message::cli::reader_rule(library, message::why(&d.why));
                log.rule(&code, Level::Note, rule, &words);
                let at = At {
                    file: &args.robots,
                    line: d.line,
                };
                log.result(&code, Level::Note, said, at, Vec::new());
            } else {
                writeln!(io.stdout, "{}\tinfo\t{code}\t{said}", d.line).map_err(Failure::write)?;
            }
        }
    }
    if let Some(log) = log {
        sarif::write(io.stdout, &log.finish()).map_err(Failure::write)?;
    }
    Ok(if errors > 0 { exit::FOUND } else { exit::OK })
}
