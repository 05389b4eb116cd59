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
                words.message(&crate::lang::cli::lint_nothing())
            ));
            if let Some(log) = log {
                sarif::write(io.stdout, &log.finish()).map_err(Failure::write)?;
            }
            return Ok(exit::OK);
        }
    };
    if args.fix_preview {
        let fixes = ::robots::inherit::fixes(file, &robots.body);
        let fixed = ::robots::inherit::apply(&robots.body, &fixes);
        io.stdout
            .write_all(&unified_diff(&args.robots, &robots.body, &fixed))
            .map_err(Failure::write)?;
        return Ok(if fixes.is_empty() {
            exit::OK
        } else {
            exit::FOUND
        });
    }
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
                log.rule(
                    d.code(),
                    level,
                    crate::lang::cli::diagnostic_rule(d),
                    &words,
                );
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
                log.rule(
                    code,
                    Level::Note,
                    crate::lang::cli::lighthouse_rule(),
                    &words,
                );
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
            let said = words.message(&crate::lang::cli::lint_reader(
                library,
                message::why(&d.why),
                &d.agent,
                &d.url,
                d.reading.word(),
                google,
            ));
            if let Some(log) = &mut log {
                let rule = crate::lang::cli::reader_rule(library, message::why(&d.why));
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

/// How many unchanged lines a hunk shows around a change.
const CONTEXT: usize = 3;

/// The lines of a file, each with its line ending (`\r\n`, `\r` or `\n`,
/// as robots.txt lines end; the last one may have none).
fn lines_of(body: &[u8]) -> Vec<&[u8]> {
    let mut out = Vec::new();
    let mut start = 0;
    let mut i = 0;
    while i < body.len() {
        let end = match body[i] {
            b'\r' if body.get(i + 1) == Some(&b'\n') => i + 2,
            b'\r' | b'\n' => i + 1,
            _ => {
                i += 1;
                continue;
            }
        };
        out.push(&body[start..end]);
        start = end;
        i = end;
    }
    if start < body.len() {
        out.push(&body[start..]);
    }
    out
}

/// `before` and `after` as a unified diff (`--- NAME`, `+++ NAME`, hunks
/// with three lines of context; `\ No newline at end of file` after a
/// last line with no ending), empty when they are the same. The lines
/// keep their own endings. Linear: the common prefix and suffix of the
/// two files are matched first, then the rest line by line, an
/// insertion where `after` has a line `before` lacks next (a fix only
/// inserts lines).
pub fn unified_diff(name: &str, before: &[u8], after: &[u8]) -> Vec<u8> {
    if before == after {
        return Vec::new();
    }
    let (old, new) = (lines_of(before), lines_of(after));
    // ' ', '-' or '+', with the line.
    let mut ops: Vec<(u8, &[u8])> = Vec::new();
    let (mut i, mut j) = (0, 0);
    while i < old.len() || j < new.len() {
        match (old.get(i), new.get(j)) {
            (Some(a), Some(b)) if a == b => {
                ops.push((b' ', a));
                i += 1;
                j += 1;
            }
            // `after` goes on with more lines than `before` has left, or
            // with a line that is not `before`'s next: inserted. A line
            // that only gained its ending at the end of the file is
            // replaced.
            (Some(a), Some(b)) if i + 1 == old.len() && b.starts_with(a) && !ends_line(a) => {
                ops.push((b'-', a));
                ops.push((b'+', b));
                i += 1;
                j += 1;
            }
            (_, Some(b)) if new.len() - j > old.len() - i => {
                ops.push((b'+', b));
                j += 1;
            }
            (Some(a), _) => {
                ops.push((b'-', a));
                i += 1;
            }
            (None, Some(b)) => {
                ops.push((b'+', b));
                j += 1;
            }
            (None, None) => break,
        }
    }
    // How many lines of each file come before each op (and after the last).
    let mut before_op: Vec<(usize, usize)> = Vec::with_capacity(ops.len() + 1);
    let (mut o, mut n) = (0, 0);
    for (tag, _) in &ops {
        before_op.push((o, n));
        o += usize::from(*tag != b'+');
        n += usize::from(*tag != b'-');
    }
    before_op.push((o, n));
    let mut out = format!("--- {name}\n+++ {name}\n").into_bytes();
    let changed: Vec<usize> = (0..ops.len()).filter(|&k| ops[k].0 != b' ').collect();
    let mut k = 0;
    while k < changed.len() {
        // One hunk: changes closer than twice the context share it.
        let first = changed[k];
        let mut last = first;
        while k + 1 < changed.len() && changed[k + 1] - last <= 2 * CONTEXT {
            k += 1;
            last = changed[k];
        }
        k += 1;
        let from = first.saturating_sub(CONTEXT);
        let to = (last + CONTEXT + 1).min(ops.len());
        // The hunk's first line in each file (1-based).
        let (old_before, new_before) = before_op[from];
        let (old_count, new_count) = (before_op[to].0 - old_before, before_op[to].1 - new_before);
        let start = |before: usize, count: usize| if count == 0 { before } else { before + 1 };
        out.extend(
            format!(
                "@@ -{},{} +{},{} @@\n",
                start(old_before, old_count),
                old_count,
                start(new_before, new_count),
                new_count
            )
            .bytes(),
        );
        for (tag, line) in &ops[from..to] {
            out.push(*tag);
            out.extend_from_slice(line);
            if !ends_line(line) {
                out.extend_from_slice(b"\n\\ No newline at end of file\n");
            }
        }
    }
    out
}

fn ends_line(line: &[u8]) -> bool {
    line.ends_with(b"\n") || line.ends_with(b"\r")
}
