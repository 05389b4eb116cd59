//! `robots audit`: access logs read against robots.txt and the crawlers'
//! published address lists (see docs/audit.md), and `robots ranges
//! update` ([`update`]), which downloads those lists.

pub mod logs;
pub mod ranges;
mod report;
pub mod tally;
pub mod update;

use std::io::{IsTerminal, Read};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Duration;

use robots::message::audit as msg;
use robots::status::Effect;

use crate::args::{AuditArgs, NetArgs};
use crate::lang::Lang;
use crate::mode::Mode;
use crate::source::{self, Rules};
use crate::{exit, Failure, Io};

use logs::{Format, Line, Lines, Parsed, Parser};
use tally::{Tally, Version};

/// Unreadable lines listed (the others are only counted).
pub const LISTED_UNREADABLE: usize = 10;

/// A line that could not be read: (log, line number, format).
pub struct Unreadable {
    pub file: String,
    pub line: u64,
    pub format: Format,
}

/// `FILE@TIME` → (FILE, TIME); a `@` whose tail is not an instant is part
/// of the name.
fn split_version(spec: &str) -> Result<(&str, Option<i64>), Failure> {
    if let Some((file, time)) = spec.rsplit_once('@') {
        if let Some(t) = logs::parse_instant(time) {
            return Ok((file, Some(t)));
        }
        if time.starts_with(|c: char| c.is_ascii_digit()) && !file.is_empty() {
            return Err(Failure::Usage(format!(
                "--robots '{spec}': '{time}' is not an instant (write it as 2026-11-01T00:00:00Z)"
            )));
        }
    }
    Ok((spec, None))
}

fn load_versions(
    specs: &[String],
    lang: robots::message::Lang,
    io: &mut Io,
) -> Result<Vec<Version>, Failure> {
    let net = NetArgs {
        connect_timeout: Duration::from_secs(10),
        timeout: Duration::from_secs(30),
    };
    let mut versions = Vec::new();
    for spec in specs {
        let (file, from) = split_version(spec)?;
        let loaded = source::load(file, Mode::Tester, &net, lang, io)?;
        let robots = match loaded.rules {
            Rules::File(r) => *r,
            Rules::Replaced { effect, .. } => robots::tester::parse(match effect {
                Effect::AllowAll => b"",
                _ => b"User-agent: *\nDisallow: /\n",
            }),
        };
        versions.push(Version { robots, from });
    }
    if versions.iter().filter(|v| v.from.is_none()).count() > 1 {
        return Err(Failure::Usage(
            "--robots: give each version but the first the instant it took effect (FILE@2026-11-01T00:00:00Z)"
                .to_string(),
        ));
    }
    versions.sort_by_key(|v| v.from.unwrap_or(i64::MIN));
    Ok(versions)
}

pub fn run(args: &AuditArgs, io: &mut Io) -> Result<u8, Failure> {
    source::stdin_once(
        args.logs
            .iter()
            .map(|l| Some(l.as_str()))
            .chain(args.robots.iter().map(|r| Some(r.as_str()))),
    )?;
    let forced = Format::parse(&args.log_format).flatten();
    let versions = load_versions(&args.robots, args.lang.lang.0, io)?;
    let dir = args.ranges.clone().or_else(ranges::default_dir);
    let lists = dir.as_deref().map(ranges::Lists::load).unwrap_or_default();
    let rdns: Option<Box<tally::Rdns>> = args
        .rdns
        .then(|| Box::new(update::rdns) as Box<tally::Rdns>);
    let mut tally = Tally::new(&versions, &lists, args.host.as_deref(), rdns);
    let mut unreadable: Vec<Unreadable> = Vec::new();
    let mut unreadable_count = 0u64;

    // The progress bar: on a terminal only, over the bytes of every file.
    let read = Arc::new(AtomicU64::new(0));
    let total: u64 = args
        .logs
        .iter()
        .filter(|l| *l != "-")
        .filter_map(|l| std::fs::metadata(l).ok())
        .map(|m| m.len())
        .sum();
    let bar = std::io::stderr().is_terminal().then(|| {
        // Standard input alone has no known size: a spinner with the bytes read.
        let (bar, template) = if total == 0 {
            (
                indicatif::ProgressBar::new_spinner(),
                "{spinner} {bytes} {binary_bytes_per_sec} {msg}",
            )
        } else {
            (
                indicatif::ProgressBar::new(total),
                "{bar:40} {bytes}/{total_bytes} {binary_bytes_per_sec} {msg}",
            )
        };
        bar.set_style(
            indicatif::ProgressStyle::with_template(template)
                .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
        );
        bar
    });

    let started = std::time::Instant::now();
    let mut buf = Vec::new();
    for log in &args.logs {
        let name = source::display_name(log);
        let raw: Box<dyn Read + '_> = if log == "-" {
            Box::new(&mut *io.stdin)
        } else {
            Box::new(
                std::fs::File::open(log)
                    .map_err(|e| Failure::Unreadable(format!("cannot read '{name}': {e}")))?,
            )
        };
        let reader = logs::open(raw, read.clone())
            .map_err(|e| Failure::Unreadable(format!("cannot read '{name}': {e}")))?;
        let mut lines = Lines::new(reader);
        let mut parser: Option<Parser> = forced.map(Parser::new);
        let mut number = 0u64;
        let mut since_tick = 0u32;
        loop {
            let got = lines
                .next(&mut buf)
                .map_err(|e| Failure::Unreadable(format!("cannot read '{name}': {e}")))?;
            number += 1;
            let parsed = match got {
                Line::End => break,
                Line::TooLong => Parsed::Unreadable,
                Line::Read => {
                    let p = parser.get_or_insert_with(|| Parser::new(Format::detect(&buf)));
                    p.parse(&buf)
                }
            };
            match parsed {
                Parsed::Request(r) => tally.add(&r),
                Parsed::Nothing => {}
                Parsed::Unreadable => {
                    tally.skip();
                    unreadable_count += 1;
                    if unreadable.len() < LISTED_UNREADABLE {
                        unreadable.push(Unreadable {
                            file: name.clone(),
                            line: number,
                            format: parser.as_ref().map_or(Format::Combined, |p| p.format),
                        });
                    }
                }
            }
            since_tick += 1;
            if since_tick == 1 << 16 {
                since_tick = 0;
                if let Some(bar) = &bar {
                    bar.set_position(read.load(Ordering::Relaxed));
                    let secs = started.elapsed().as_secs_f64().max(1e-3);
                    bar.set_message(format!("{:.0} lines/s", tally.lines as f64 / secs));
                }
            }
        }
    }
    if let Some(bar) = bar {
        bar.finish_and_clear();
    }

    let lang = Lang(args.lang.lang.0);
    for u in &unreadable {
        let m = msg::unparsed(&u.file, u.line, u.format.name());
        io.note(format_args!("{}", m.render(lang.0)));
    }
    if unreadable_count > unreadable.len() as u64 {
        let m = msg::unparsed_more(unreadable_count - unreadable.len() as u64);
        io.note(format_args!("{}", m.render(lang.0)));
    }
    let now = chrono::Utc::now().timestamp();
    let audit = report::Audit {
        tally: &tally,
        lists: &lists,
        dir: dir.as_deref(),
        now,
    };
    audit.notes(io, lang);
    if args.json {
        audit.json(io.stdout).map_err(Failure::write)?;
    } else if args.csv {
        audit.csv(io.stdout).map_err(Failure::write)?;
    } else {
        audit.text(io.stdout, lang).map_err(Failure::write)?;
    }
    Ok(if tally.stats.iter().any(|s| s.disallowed_verified > 0) {
        exit::FOUND
    } else {
        exit::OK
    })
}
