//! `robots audit`: access logs read against robots.txt and the crawlers'
//! published address lists (see docs/audit.md), and `robots ranges
//! update` ([`update`]), which downloads those lists. Reading the logs,
//! telling the crawlers apart, judging and verifying are `robots_audit`'s,
//! which the page's Traffic view shares; this file reads the files (gzip
//! through `flate2`), shows the progress bar and prints the report.

mod keys;
pub mod rdns;
mod report;
pub mod update;

use std::io::{BufRead, BufReader, IsTerminal, Read};
use std::path::Path;
use std::time::Duration;

use flate2::read::MultiGzDecoder;

use crate::lang::audit as msg;
use robots::status::Effect;

use crate::args::{AuditArgs, NetArgs};
use crate::lang::{say, tr, Lang};
use crate::mode::Mode;
use crate::source::{self, Rules};
use crate::{exit, io_error, Failure, Io};

use robots_audit::logs::{self, Format};
use robots_audit::ranges::{Lists, MAX_LIST_BYTES};
use robots_audit::tally::{self, Tally, Version};
use robots_audit::Reader;

pub use keys::{load_directories, Keys, SIGNATURE_AGENTS_DIR};

pub use update::default_dir;

/// Reads every published list (`robots::verify::PUBLISHED`) that `dir`
/// holds; a directory that does not exist holds none. Why a list cannot be
/// read is said in `lang`.
pub fn load_lists(dir: &Path, lang: robots::message::Lang) -> Lists {
    let mut lists = Lists::default();
    for name in Lists::names() {
        let path = dir.join(name);
        let Ok(meta) = std::fs::metadata(&path) else {
            continue;
        };
        if meta.len() > MAX_LIST_BYTES {
            let said = say(lang, &update::too_large());
            lists.unreadable.push((name.to_string(), said));
            continue;
        }
        match std::fs::read(&path) {
            Ok(bytes) => {
                lists.add(name, &bytes);
            }
            Err(e) => {
                let said = say(lang, &io_error(&e));
                lists.unreadable.push((name.to_string(), said));
            }
        }
    }
    lists
}

/// Counts the bytes read from a file (before decompression), for the
/// progress bar.
struct Counting<'a, R> {
    inner: R,
    count: &'a std::cell::Cell<u64>,
}

impl<R: Read> Read for Counting<'_, R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.inner.read(buf)?;
        self.count.set(self.count.get() + n as u64);
        Ok(n)
    }
}

/// A log's bytes, gunzipped when they start with gzip's magic number.
fn open<'a>(
    raw: Box<dyn Read + 'a>,
    count: &'a std::cell::Cell<u64>,
) -> std::io::Result<Box<dyn BufRead + 'a>> {
    let mut counted = BufReader::with_capacity(256 * 1024, Counting { inner: raw, count });
    let gz = {
        let head = counted.fill_buf()?;
        head.len() >= 2 && head[0] == 0x1f && head[1] == 0x8b
    };
    Ok(if gz {
        Box::new(BufReader::with_capacity(
            256 * 1024,
            MultiGzDecoder::new(counted),
        ))
    } else {
        Box::new(counted)
    })
}

/// `FILE@TIME` → (FILE, TIME); a `@` whose tail is not an instant is part
/// of the name (`robots@2x.txt`). A tail that looks like a mistyped date
/// is an error, unless a file has the whole name.
fn split_version(spec: &str) -> Result<(&str, Option<i64>), Failure> {
    if let Some((file, time)) = spec.rsplit_once('@') {
        if let Some(t) = logs::parse_instant(time) {
            return Ok((file, Some(t)));
        }
        let dated = time.len() >= 8
            && time.starts_with(|c: char| c.is_ascii_digit())
            && time.bytes().filter(|b| *b == b'-').count() >= 2;
        if dated && !file.is_empty() && !Path::new(spec).exists() {
            return Err(Failure::Usage(tr!("cli-audit-not-an-instant", spec, time)));
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
        allow_private: false,
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
        return Err(Failure::Usage(tr!("cli-audit-versions-undated")));
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
    let dir = args.ranges.clone().or_else(default_dir);
    let lang = args.lang.lang.0;
    let lists = dir
        .as_deref()
        .map(|d| load_lists(d, lang))
        .unwrap_or_default();
    let lookups = std::rc::Rc::new(std::cell::RefCell::new(rdns::Bounded::new(
        std::sync::Arc::new(rdns::System),
        rdns::Limits::DEFAULT,
    )));
    let rdns: Option<Box<tally::Rdns>> = args.rdns.then(|| {
        let lookups = std::rc::Rc::clone(&lookups);
        Box::new(move |ip, suffixes: &[&str]| lookups.borrow_mut().check(ip, suffixes))
            as Box<tally::Rdns>
    });
    let keys = dir
        .as_deref()
        .map(|d| load_directories(d, lang))
        .unwrap_or_default();
    let mut tally = Tally::new(&versions, &lists, args.host.as_deref(), rdns)
        .with_directories(&keys.directories);
    let mut reader = Reader::new(forced);

    // The progress bar: on a terminal only, over the bytes of every file.
    let read = std::cell::Cell::new(0u64);
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
    for log in &args.logs {
        let name = source::display_name(log, args.lang.lang.0);
        let unreadable = |e: std::io::Error| Failure::unreadable(log, &e);
        let raw: Box<dyn Read + '_> = if log == "-" {
            Box::new(&mut *io.stdin)
        } else {
            Box::new(std::fs::File::open(log).map_err(unreadable)?)
        };
        let mut bytes = open(raw, &read).map_err(unreadable)?;
        reader.start(&name);
        loop {
            let chunk = match bytes.fill_buf() {
                Ok(c) => c,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(unreadable(e)),
            };
            if chunk.is_empty() {
                break;
            }
            let n = chunk.len();
            reader.push(chunk, &mut tally);
            bytes.consume(n);
            if let Some(bar) = &bar {
                bar.set_position(read.get());
                let secs = started.elapsed().as_secs_f64().max(1e-3);
                bar.set_message(format!("{:.0} lines/s", tally.lines as f64 / secs));
            }
        }
        reader.finish(&mut tally);
    }
    if let Some(bar) = bar {
        bar.finish_and_clear();
    }
    let (unreadable, unreadable_count) = (&reader.unreadable, reader.unreadable_count);

    let lang = Lang(args.lang.lang.0);
    for u in unreadable {
        let m = msg::unparsed(&u.file, u.line, u.format.name());
        io.note(format_args!("{}", say(lang.0, &m)));
    }
    if unreadable_count > unreadable.len() as u64 {
        let m = msg::unparsed_more(unreadable_count - unreadable.len() as u64);
        io.note(format_args!("{}", say(lang.0, &m)));
    }
    let cut_short = lookups.borrow().cut_short;
    if cut_short > 0 {
        let l = lookups.borrow();
        let m = msg::rdns_cut_short(l.asked, tally.rdns_unchecked, l.limits.budget.as_secs());
        io.note(format_args!("{}", say(lang.0, &m)));
    }
    let now = chrono::Utc::now().timestamp();
    let audit = report::Audit {
        tally: &tally,
        lists: &lists,
        keys: &keys,
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
