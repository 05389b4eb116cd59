//! `robots ranges update`: downloads every address list the crawlers'
//! owners publish (`robots::verify::PUBLISHED`) into a directory, each
//! under its URL's last path segment, as published. A download that fails,
//! or that is not a list, leaves the saved copy as it was.
//!
//! `ROBOTS_RANGES_BASE` (for tests) replaces each URL's directory: the lists
//! are then fetched from `$ROBOTS_RANGES_BASE/<file name>`.
//!
//! Each download is under the address policy of every fetch
//! ([`crate::fetch::Client`]), its URL the origin given: redirects are
//! followed (up to 5) only to public addresses, or to that same origin.
//! A list is written to a new temporary file of a random name in the
//! target directory, created exclusively (never through a link planted
//! there), then renamed over the old copy.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};

use crate::lang::audit as msg;

use crate::args::{NetArgs, RangesUpdateArgs};
use crate::fetch::{Client, HopError, Policy};
use crate::lang::{say, tr};
use crate::{exit, io_error, Failure, Io};
use robots::message::{Lang, Message};
use robots_audit::ranges::{List, MAX_LIST_BYTES};

/// Where `robots ranges update` saves the lists by default (and `robots
/// audit` reads them): the user's cache directory.
pub fn default_dir() -> Option<PathBuf> {
    dirs::cache_dir().map(|d| d.join("robots-tester").join("ranges"))
}

/// The environment variable that replaces the lists' location.
pub const BASE_VAR: &str = "ROBOTS_RANGES_BASE";

/// `$ROBOTS_RANGES_BASE/<path>`, when [`BASE_VAR`] is set.
fn under_base(path: &str) -> Option<String> {
    match std::env::var(BASE_VAR) {
        Ok(base) if !base.is_empty() => Some(format!("{}/{path}", base.trim_end_matches('/'))),
        _ => None,
    }
}

/// The URL a list is downloaded from.
fn source_url(url: &str) -> String {
    under_base(robots::verify::file_name(url)).unwrap_or_else(|| url.to_string())
}

/// A list's bytes, or why not (in `lang`; a network error as the HTTP
/// library says it).
fn download(url: &str, net: &NetArgs, lang: Lang) -> Result<Vec<u8>, String> {
    download_within(url, net, lang, MAX_LIST_BYTES, too_large)
}

/// A download's bytes, at most `limit` (more: `too_large`'s words).
fn download_within(
    url: &str,
    net: &NetArgs,
    lang: Lang,
    limit: u64,
    too_large: fn() -> Message,
) -> Result<Vec<u8>, String> {
    let parsed = url::Url::parse(url).map_err(|e| e.to_string())?;
    let client = Client::new(Policy::new(&parsed, net.allow_private), net.connect_timeout);
    let (_, mut response) = client.follow(&parsed, net.timeout).map_err(|e| match e {
        HopError::Refused(refusal) => say(lang, &refusal.message()),
        HopError::Network(e) => e,
    })?;
    let code = response.status().as_u16();
    if code != 200 {
        let status = tr!("cli-ranges-http-status", code = u32::from(code));
        return Err(say(lang, &status));
    }
    let mut body = Vec::new();
    response
        .body_mut()
        .as_reader()
        .take(limit + 1)
        .read_to_end(&mut body)
        .map_err(|e| e.to_string())?;
    if body.len() as u64 > limit {
        return Err(say(lang, &too_large()));
    }
    Ok(body)
}

/// A list longer than a list may be.
pub(crate) fn too_large() -> Message {
    tr!("cli-list-too-large", limit = MAX_LIST_BYTES as usize)
}

/// Writes `body` to `dir/name`: into a new file of a random name beside
/// it, created exclusively and without following a link, then renamed
/// over the old copy (the rename replaces a link at `name`, never writes
/// through it).
/// [`save`], or why not in `lang`.
fn save_or_say(dir: &Path, name: &str, body: &[u8], lang: Lang) -> Result<(), String> {
    save(dir, name, body).map_err(|e| {
        let path = dir.join(name).display().to_string();
        say(
            lang,
            &tr!("cli-cannot-write", name = path, error = io_error(&e)),
        )
    })
}

fn save(dir: &Path, name: &str, body: &[u8]) -> std::io::Result<()> {
    let mut tries = 0;
    let (tmp, mut file) = loop {
        let tmp = dir.join(format!(".{name}.{:016x}.part", random()));
        let mut options = std::fs::OpenOptions::new();
        options.write(true).create_new(true);
        // O_CREAT | O_EXCL: POSIX fails on any existing name, a symbolic
        // link (even a dangling one) included, and never follows it.
        match options.open(&tmp) {
            Ok(file) => break (tmp, file),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists && tries < 16 => tries += 1,
            Err(e) => return Err(e),
        }
    };
    let written = file
        .write_all(body)
        .and_then(|()| file.sync_all())
        .and_then(|()| std::fs::rename(&tmp, dir.join(name)));
    if written.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    written
}

/// 64 bits that differ from run to run and call to call (the name of a
/// temporary file: std's hasher keys are random per process).
fn random() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    use std::sync::atomic::{AtomicU64, Ordering};
    static CALLS: AtomicU64 = AtomicU64::new(0);
    let mut h = std::collections::hash_map::RandomState::new().build_hasher();
    h.write_u64(CALLS.fetch_add(1, Ordering::Relaxed));
    h.write_u32(std::process::id());
    if let Ok(t) = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH) {
        h.write_u128(t.as_nanos());
    }
    h.finish()
}

pub fn run(args: &RangesUpdateArgs, io: &mut Io) -> Result<u8, Failure> {
    let lang = args.lang.lang.0;
    let dir = match args.dir.clone().or_else(default_dir) {
        Some(d) => d,
        None => return Err(Failure::Usage(tr!("cli-ranges-no-dir"))),
    };
    std::fs::create_dir_all(&dir).map_err(|e| {
        let dir = dir.display().to_string();
        Failure::Unreadable(tr!("cli-cannot-create", name = dir, error = io_error(&e)))
    })?;
    let total = robots::verify::PUBLISHED.len() as u64;
    let mut saved = 0u64;
    for url in robots::verify::PUBLISHED {
        let name = robots::verify::file_name(url);
        let from = source_url(url);
        let result = download(&from, &args.net, lang).and_then(|body| {
            let list = List::parse(name, &body)?;
            save_or_say(&dir, name, &body, lang)?;
            Ok(list)
        });
        match result {
            Ok(list) => {
                saved += 1;
                let date = list.created_text.as_deref().unwrap_or("-");
                let m = msg::ranges_saved(name, list.prefixes as u64, date);
                io.note(format_args!("{}", say(lang, &m)));
            }
            Err(e) => {
                io.note(format_args!(
                    "{}",
                    say(lang, &msg::ranges_failed(&from, &e))
                ));
            }
        }
    }
    let m = msg::ranges_done(saved, total, &dir.display().to_string());
    io.note(format_args!("{}", say(lang, &m)));
    let (keys_saved, keys_total) = update_directories(&dir, &args.net, lang, io);
    Ok(if saved == total && keys_saved == keys_total {
        exit::OK
    } else {
        exit::UNCHECKED
    })
}

/// Where a signature agent's key directory is published.
pub const DIRECTORY_PATH: &str = "/.well-known/http-message-signatures-directory";

/// The URL a signature agent's key directory is downloaded from (under
/// [`BASE_VAR`]: `$ROBOTS_RANGES_BASE/<host>/.well-known/…`).
fn directory_url(origin: &str) -> String {
    under_base(&format!("{}{DIRECTORY_PATH}", host_of(origin)))
        .unwrap_or_else(|| format!("{}{DIRECTORY_PATH}", origin.trim_end_matches('/')))
}

/// `https://host` → `host`.
fn host_of(origin: &str) -> &str {
    let rest = origin.split_once("://").map_or(origin, |(_, r)| r);
    rest.trim_end_matches('/')
}

/// Downloads each signature agent's key directory
/// (`robots::registry::SIGNATURE_AGENTS`) as published, under the same
/// address policy, download rules and temporary-file writing as the lists,
/// into `DIR/signature-agents/<host>.json` when it is a key directory
/// (`robots_audit::signature::Directories::add` takes a key of it).
/// Returns (saved, total).
fn update_directories(dir: &Path, net: &NetArgs, lang: Lang, io: &mut Io) -> (u64, u64) {
    use robots_audit::signature::{Directories, MAX_DIRECTORY_BYTES};
    let agents = robots::registry::SIGNATURE_AGENTS;
    let total = agents.len() as u64;
    let sub = dir.join(super::keys::SIGNATURE_AGENTS_DIR);
    if let Err(e) = std::fs::create_dir_all(&sub) {
        let path = sub.display().to_string();
        let m = tr!("cli-cannot-write", name = path, error = io_error(&e));
        io.note(format_args!("{}", say(lang, &m)));
        return (0, total);
    }
    let mut saved = 0;
    for agent in agents {
        let from = directory_url(agent.origin);
        let name = format!("{}.json", host_of(agent.origin));
        let result = download_within(
            &from,
            net,
            lang,
            MAX_DIRECTORY_BYTES as u64,
            msg::directory_invalid,
        )
        .and_then(|body| {
            let keys = Directories::default()
                .add(agent.origin, &body)
                .map_err(|_| say(lang, &msg::directory_invalid()))?;
            save_or_say(&sub, &name, &body, lang)?;
            Ok(keys)
        });
        match result {
            Ok(keys) => {
                saved += 1;
                let shown = format!("{}/{name}", super::keys::SIGNATURE_AGENTS_DIR);
                let m = msg::directory_saved(agent.origin, keys as u64, &shown);
                io.note(format_args!("{}", say(lang, &m)));
            }
            Err(e) => {
                let m = msg::ranges_failed(&from, &e);
                io.note(format_args!("{}", say(lang, &m)));
            }
        }
    }
    let m = msg::directories_done(saved, total, &sub.display().to_string());
    io.note(format_args!("{}", say(lang, &m)));
    (saved, total)
}
