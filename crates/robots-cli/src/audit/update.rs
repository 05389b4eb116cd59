//! `robots ranges update`: downloads every address list the crawlers'
//! owners publish (`robots::verify::PUBLISHED`) into a directory, each
//! under its URL's last path segment, as published. A download that fails,
//! or that is not a list, leaves the saved copy as it was.
//!
//! `ROBOTS_RANGES_BASE` (for tests) replaces each URL's directory: the lists
//! are then fetched from `$ROBOTS_RANGES_BASE/<file name>`.

use std::io::Read;
use std::path::{Path, PathBuf};

use robots::message::audit as msg;

use crate::args::RangesUpdateArgs;
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

/// The URL a list is downloaded from.
fn source_url(url: &str) -> String {
    match std::env::var(BASE_VAR) {
        Ok(base) if !base.is_empty() => format!(
            "{}/{}",
            base.trim_end_matches('/'),
            robots::verify::file_name(url)
        ),
        _ => url.to_string(),
    }
}

/// A list's bytes, or why not (in `lang`; a network error as the HTTP
/// library says it).
fn download(agent: &ureq::Agent, url: &str, lang: Lang) -> Result<Vec<u8>, String> {
    let mut response = agent.get(url).call().map_err(|e| e.to_string())?;
    let code = response.status().as_u16();
    if code != 200 {
        let status = tr!("cli-ranges-http-status", code = u32::from(code));
        return Err(say(lang, &status));
    }
    let mut body = Vec::new();
    response
        .body_mut()
        .as_reader()
        .take(MAX_LIST_BYTES + 1)
        .read_to_end(&mut body)
        .map_err(|e| e.to_string())?;
    if body.len() as u64 > MAX_LIST_BYTES {
        return Err(say(lang, &too_large()));
    }
    Ok(body)
}

/// A list longer than a list may be.
pub(crate) fn too_large() -> Message {
    tr!("cli-list-too-large", limit = MAX_LIST_BYTES as usize)
}

fn save(dir: &Path, name: &str, body: &[u8]) -> std::io::Result<()> {
    let tmp = dir.join(format!(".{name}.part"));
    std::fs::write(&tmp, body)?;
    std::fs::rename(&tmp, dir.join(name))
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
    let agent: ureq::Agent = ureq::Agent::config_builder()
        .http_status_as_error(false)
        .user_agent(crate::fetch::USER_AGENT)
        .timeout_connect(Some(args.net.connect_timeout))
        .timeout_global(Some(args.net.timeout))
        .build()
        .into();
    let total = robots::verify::PUBLISHED.len() as u64;
    let mut saved = 0u64;
    for url in robots::verify::PUBLISHED {
        let name = robots::verify::file_name(url);
        let from = source_url(url);
        let result = download(&agent, &from, lang).and_then(|body| {
            let list = List::parse(name, &body)?;
            save(&dir, name, &body).map_err(|e| {
                let path = dir.join(name).display().to_string();
                say(
                    lang,
                    &tr!("cli-cannot-write", name = path, error = io_error(&e)),
                )
            })?;
            Ok(list)
        });
        match result {
            Ok(list) => {
                saved += 1;
                let date = list.created_text.as_deref().unwrap_or("-");
                let m = msg::ranges_saved(name, list.prefixes as u64, date);
                io.note(format_args!("{}", m.render(lang)));
            }
            Err(e) => {
                io.note(format_args!(
                    "{}",
                    msg::ranges_failed(&from, &e).render(lang)
                ));
            }
        }
    }
    let m = msg::ranges_done(saved, total, &dir.display().to_string());
    io.note(format_args!("{}", m.render(lang)));
    Ok(if saved == total {
        exit::OK
    } else {
        exit::UNCHECKED
    })
}

/// `name` is `suffix` or a name under it.
pub fn under(name: &str, suffix: &str) -> bool {
    name == suffix
        || name
            .strip_suffix(suffix)
            .is_some_and(|rest| rest.ends_with('.'))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_is_under_a_suffix_by_whole_labels() {
        for (name, want) in [
            ("crawl-66-249-66-1.googlebot.com", true),
            ("googlebot.com", true),
            ("evilgooglebot.com", false),
            ("googlebot.com.evil.example", false),
        ] {
            assert_eq!(under(name, "googlebot.com"), want, "{name}");
        }
    }
}
