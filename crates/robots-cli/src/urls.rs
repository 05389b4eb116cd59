//! The URLs to check: `--url` values, or a `--urls` file (or standard
//! input) read one line at a time, so a list of any length takes constant
//! memory.

use std::io::{BufRead, BufReader, Write};

use crate::args::{ChecksArgs, UrlArgs};
use crate::checker;
use crate::lang::say;
use crate::{Failure, Io};

/// Calls `f` with each URL in order. Blank lines are skipped; a line's
/// trailing CR is dropped; bytes that are not UTF-8 are replaced.
pub fn for_each(
    args: &UrlArgs,
    stdin: &mut dyn BufRead,
    mut f: impl FnMut(&str) -> Result<(), Failure>,
) -> Result<(), Failure> {
    let Some(name) = &args.urls else {
        return args.url.iter().try_for_each(|u| f(u));
    };
    let unreadable = |e: std::io::Error| Failure::unreadable(name, &e);
    let mut file;
    let reader: &mut dyn BufRead = if name == "-" {
        stdin
    } else {
        file = BufReader::new(std::fs::File::open(name).map_err(unreadable)?);
        &mut file
    };
    let mut line = Vec::new();
    loop {
        line.clear();
        if reader.read_until(b'\n', &mut line).map_err(unreadable)? == 0 {
            return Ok(());
        }
        let text = String::from_utf8_lossy(&line);
        let url = text.trim_end_matches(['\n', '\r']);
        if !url.trim().is_empty() {
            f(url)?;
        }
    }
}

/// [`for_each`] of the checks' URLs with each URL's path, as their mode
/// checks it: `f` gets standard output, the URL and its path; a URL that
/// cannot be checked is reported on standard error (in their language)
/// and skipped. Returns whether some URL was skipped.
pub fn for_each_path(
    checks: &ChecksArgs,
    io: &mut Io,
    mut f: impl FnMut(&mut dyn Write, &str, &str) -> Result<(), Failure>,
) -> Result<bool, Failure> {
    let Io {
        stdin,
        stdout,
        stderr,
    } = io;
    let (mode, lang) = (checks.mode.mode(), checks.lang.lang.0);
    let mut skipped = false;
    for_each(&checks.urls, *stdin, |url| match checker::path(url, mode) {
        Ok(path) => f(*stdout, url, &path),
        Err(msg) => {
            let _ = writeln!(stderr, "robots: {}", say(lang, &msg));
            skipped = true;
            Ok(())
        }
    })?;
    Ok(skipped)
}
