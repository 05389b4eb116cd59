//! Permalinks: the whole document state in a URL fragment.
//!
//! A permalink is the app's URL with a fragment `#s=<format>.<payload>`:
//!
//! - `<format>` is the permalink format version, a decimal number. This build
//!   writes and reads [`FORMAT`] (1); a larger number is a link made by a
//!   newer build and is refused with a message that says so.
//! - `<payload>` is the state in the compact binary layout below, compressed
//!   with zlib (deflate plus an Adler-32 checksum, `miniz_oxide`) and encoded
//!   as URL-safe base64 without padding (`base64`, `URL_SAFE_NO_PAD`).
//!
//! Format 1 layout. `uint` is an unsigned LEB128 varint (7 bits a byte, low
//! first, at most 10 bytes); `text` is a `uint` byte length then that many
//! bytes of UTF-8:
//!
//! ```text
//! text          robots.txt
//! text          URLs, one per line
//! uint n, n × text   agents, as typed
//! uint          selected cell: 0 = none, else row + 1, followed by uint column
//! uint n, n × (uint key, text value)   options, see below
//! ```
//!
//! Nothing may follow. The layout is written out here rather than derived
//! from [`Snapshot`]'s fields, because links live on in documents and chats:
//! renaming a field must not break them. An option this build does not
//! know means the link came from a newer build, and is reported as such.
//!
//! Options (only those that differ from the default are written, so a state
//! without them has the same payload as before they existed; any order; a
//! later key 1 or 2 replaces an earlier one, a later key 4 for the same agent
//! and URL an earlier one):
//!
//! | key | value |
//! |---|---|
//! | 1 | the "Site or robots.txt URL" input, as typed |
//! | 2 | the simulated fetch result, a key of [`super::fetch::FETCH_CHOICES`] (never empty); one this build does not know means a newer build |
//! | 3 | a product token set by the user: the token (`[A-Za-z_-]+`), one space, then the agent as typed; one entry per agent |
//! | 4 | an expectation (a pinned result), written as one line of an expectations file ([`robots::expect`]: `allowed` or `disallowed`, the agent as typed, the URL as typed, quoted where needed); one entry per expectation, in the list's order |
//! | 5 | compare mode: the "before" robots.txt (may be empty); at most once |
//! | 6 | an opened file, unedited: its name; at most once, and only with 7 |
//! | 7 | an opened file, unedited: its exact bytes, each byte written as the character of the same number (U+0000 to U+00FF, so the value stays UTF-8); at most once, only with 6; the robots.txt text field is then empty (the page derives the text from the bytes) |
//!
//! Options 6 and 7 keep a file's bytes (a byte-order mark, CR line ends,
//! bytes that are not UTF-8) until its first edit, so that the link reads
//! the file exactly as the page did. A build from before them reports such
//! a link as made by a newer build; every link without them is laid out as
//! before they existed.
//!
//! The fragment is never sent to a server: browsers strip it from requests
//! and from the `Referer` header, and the page itself makes no requests with
//! it.
//!
//! Decoding is total and bounded, in bytes and in work: a fragment longer than
//! [`MAX_FRAGMENT_CHARS`], a payload that inflates past [`MAX_DECODED_BYTES`]
//! (a "zip bomb"), bad base64, a failed checksum (a link cut short when it
//! was copied) or a payload that does not follow the layout each give a
//! [`LinkError`]; the caller shows its message and keeps the saved draft.
//! A state within those bytes is kept within the page's own limits: each
//! crawler once and at most [`MAX_CRAWLERS`] of them, at most
//! [`MAX_EXPECTATIONS`] expectations (pinned through a heap sort, not a search
//! of the list), [`super::inputs::MAX_URLS`] URLs, and product tokens only
//! for the crawlers and expectations kept ([`MAX_TOKENS`]); what was cut is a
//! [`Cut`], which the page names in a message. Each step is linear in the
//! payload (or n log n), so a 2 KiB link that names a crawler 900,000
//! times opens as fast as any other. A saved draft (the page's own) is read
//! with the same layout but never trimmed to these limits.
//!
//! This module is pure and tested natively; [`crate::share`] wires it to
//! the page, and [`crate::platform::compress`] is the browser's zlib.
//!
//! ```
//! use robots_tester::model::permalink::{decode, encode};
//! use robots_tester::model::Snapshot;
//!
//! let state = Snapshot::example();
//! let fragment = encode(&state).unwrap();
//! assert!(fragment.starts_with("s=1."));
//! assert_eq!(decode(&fragment), Ok(Some(state)));
//! assert_eq!(decode("top"), Ok(None)); // not a permalink: ignored
//! ```

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;

use super::document::{FileBytes, Options, Snapshot};
use super::expectations;

/// What starts a permalink fragment (after the `#`).
pub const PREFIX: &str = "s=";

/// The permalink format this build writes and reads.
pub const FORMAT: u32 = 1;

/// The longest fragment accepted or produced, in characters. Chromium keeps
/// URLs up to 2 MiB; staying well below leaves room for the rest of the URL
/// and for the places links get pasted into.
pub const MAX_FRAGMENT_CHARS: usize = 1024 * 1024;

/// The most bytes a payload may inflate to. Four times Google's 500 KiB
/// robots.txt limit, plus room for URLs and agents.
pub const MAX_DECODED_BYTES: usize = 2 * 1024 * 1024;

/// zlib level: 9 (best) costs little at these sizes and makes links shorter.
const LEVEL: u8 = 9;

/// Why a fragment could not be opened (or a state could not be shared).
/// The page says it in its language, one message per variant
/// ([`crate::model::links::reason`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError {
    /// The fragment (or the link being made) is longer than
    /// [`MAX_FRAGMENT_CHARS`].
    TooLong { chars: usize },
    /// `s=` without a `<format>.` version prefix.
    NoVersion,
    /// A link from a newer build, in a format this build cannot read.
    FutureFormat { format: u32 },
    /// Characters outside URL-safe base64.
    NotBase64,
    /// Cut short or damaged: an impossible base64 length, compressed data
    /// that ends early, or a checksum mismatch.
    Damaged,
    /// The payload would inflate past [`MAX_DECODED_BYTES`].
    TooLarge,
    /// Inflated, but not laid out as a state.
    NotAState,
    /// A state with an option this build does not know: made by a newer
    /// build.
    NewerState,
}

impl LinkError {
    /// Every kind, in the order of their codes (1, 2, …): the one list of
    /// them that [`LinkError::code`] and [`LinkError::from_code`] read (the
    /// page says each in its language: [`crate::model::links::reason`]).
    pub const KINDS: [LinkError; 8] = [
        LinkError::TooLong { chars: 0 },
        LinkError::NoVersion,
        LinkError::FutureFormat { format: 0 },
        LinkError::NotBase64,
        LinkError::Damaged,
        LinkError::TooLarge,
        LinkError::NotAState,
        LinkError::NewerState,
    ];

    /// Its code (1 and up, its place in [`LinkError::KINDS`]) and value
    /// (the characters of `TooLong`, the format of `FutureFormat`, else 0).
    pub fn code(&self) -> (u32, u32) {
        let value = match *self {
            LinkError::TooLong { chars } => u32::try_from(chars).unwrap_or(u32::MAX),
            LinkError::FutureFormat { format } => format,
            _ => 0,
        };
        let kind = std::mem::discriminant(self);
        let place = LinkError::KINDS
            .iter()
            .position(|k| std::mem::discriminant(k) == kind)
            .unwrap_or_default();
        (place as u32 + 1, value)
    }

    /// The error of [`LinkError::code`]'s numbers; `None` for none (0) or a
    /// code this build does not know.
    pub fn from_code(code: u32, value: u32) -> Option<LinkError> {
        let kind = LinkError::KINDS.get((code as usize).checked_sub(1)?)?;
        Some(match kind {
            LinkError::TooLong { .. } => LinkError::TooLong {
                chars: value as usize,
            },
            LinkError::FutureFormat { .. } => LinkError::FutureFormat { format: value },
            other => other.clone(),
        })
    }
}

/// The fragment (without `#`) that holds `snapshot`, or
/// [`LinkError::TooLong`] when the state is too big for a link. (In the
/// page, Share compresses with the browser's own zlib instead, see
/// [`share_url_in_browser`]: the same format.)
pub fn encode(snapshot: &Snapshot) -> Result<String, LinkError> {
    fragment(&compress(&to_payload(snapshot)))
}

/// A payload zlib-compressed by `miniz_oxide` (natively; the page uses the
/// browser's own zlib).
fn compress(payload: &[u8]) -> Vec<u8> {
    miniz_oxide::deflate::compress_to_vec_zlib(payload, LEVEL)
}

/// The fragment for zlib-compressed payload bytes.
fn fragment(packed: &[u8]) -> Result<String, LinkError> {
    let mut out = format!("{PREFIX}{FORMAT}.");
    URL_SAFE_NO_PAD.encode_string(packed, &mut out);
    if out.len() > MAX_FRAGMENT_CHARS {
        return Err(LinkError::TooLong { chars: out.len() });
    }
    Ok(out)
}

/// Reads a fragment (with or without its leading `#`).
///
/// `Ok(None)`: the fragment is not a permalink (empty, or an ordinary anchor)
/// and should be ignored. `Ok(Some(_))`: the state it holds. `Err(_)`: it is
/// meant as a permalink but cannot be opened.
///
/// The page does the same in two steps around the browser's own inflater
/// (`state::links`): [`unpack`], then [`unpacked`].
pub fn decode(fragment: &str) -> Result<Option<Snapshot>, LinkError> {
    let Some(packed) = unpack(fragment)? else {
        return Ok(None);
    };
    let payload =
        miniz_oxide::inflate::decompress_to_vec_zlib_with_limit(&packed, MAX_DECODED_BYTES)
            .map_err(|e| match e.status {
                miniz_oxide::inflate::TINFLStatus::HasMoreOutput => LinkError::TooLarge,
                _ => LinkError::Damaged,
            })?;
    from_payload(&payload).map(Some)
}

/// A fragment's zlib bytes, not inflated yet: `Ok(None)` and `Err(_)` as
/// for [`decode`].
pub fn unpack(fragment: &str) -> Result<Option<Vec<u8>>, LinkError> {
    let fragment = fragment.strip_prefix('#').unwrap_or(fragment);
    let Some(rest) = fragment.strip_prefix(PREFIX) else {
        return Ok(None);
    };
    if fragment.len() > MAX_FRAGMENT_CHARS {
        return Err(LinkError::TooLong {
            chars: fragment.len(),
        });
    }
    let (format, payload) = rest.split_once('.').ok_or(LinkError::NoVersion)?;
    let format = parse_format(format)?;
    if format > FORMAT {
        return Err(LinkError::FutureFormat { format });
    }
    // FORMAT is 1: the only format there is.
    if !payload
        .bytes()
        .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
    {
        return Err(LinkError::NotBase64);
    }
    // Only the alphabet, yet not base64: an impossible length or last
    // character, as when a link is cut short.
    URL_SAFE_NO_PAD
        .decode(payload)
        .map(Some)
        .map_err(|_| LinkError::Damaged)
}

/// The state from [`unpack`]'s bytes once inflated by another inflater:
/// `None` if they were not zlib; more than [`MAX_DECODED_BYTES`] bytes
/// (the inflater may stop just past it) is too large.
/// What was cut to keep the state within the page's limits comes with it.
pub fn unpacked(inflated: Option<Vec<u8>>) -> Result<(Snapshot, Cut), LinkError> {
    let payload = inflated.ok_or(LinkError::Damaged)?;
    if payload.len() > MAX_DECODED_BYTES {
        return Err(LinkError::TooLarge);
    }
    opened(&payload)
}

/// A decimal version without sign or leading zeros, 1 or more.
fn parse_format(s: &str) -> Result<u32, LinkError> {
    let digits_only = !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()) && !s.starts_with('0');
    if !digits_only {
        return Err(LinkError::NoVersion);
    }
    // Too many digits to be a u32: certainly not a version we know.
    Ok(s.parse().unwrap_or(u32::MAX))
}

/// Format 1's payload (before compression) for `snapshot`.
pub fn to_payload(snapshot: &Snapshot) -> Vec<u8> {
    let mut out = Vec::with_capacity(snapshot.robots.len() + snapshot.urls.len() + 64);
    // An unedited file's text comes from its bytes (option 7).
    put_text(
        &mut out,
        if snapshot.file.is_some() {
            ""
        } else {
            &snapshot.robots
        },
    );
    put_text(&mut out, &snapshot.urls);
    put_uint(&mut out, snapshot.agents.len() as u64);
    for agent in &snapshot.agents {
        put_text(&mut out, agent);
    }
    match snapshot.selected {
        None => put_uint(&mut out, 0),
        Some((row, col)) => {
            put_uint(&mut out, row as u64 + 1);
            put_uint(&mut out, col as u64);
        }
    }
    let o = &snapshot.options;
    let mut options: Vec<(u64, String)> = Vec::new();
    if !o.site.is_empty() {
        options.push((OPT_SITE, o.site.clone()));
    }
    if !o.status.is_empty() {
        options.push((OPT_STATUS, o.status.clone()));
    }
    for (agent, token) in &o.tokens {
        options.push((OPT_TOKEN, format!("{token} {agent}")));
    }
    if let Some(before) = &o.before {
        options.push((OPT_BEFORE, before.clone()));
    }
    // One whose fields cannot be a line of the file (empty, or holding a
    // line break: never made by the page) is left out.
    for e in &snapshot.expectations {
        if expectations::fits_a_line(e) {
            options.push((OPT_EXPECT, expectations::to_line(e)));
        }
    }
    if let Some(file) = &snapshot.file {
        options.push((OPT_FILE_NAME, file.name.clone()));
        options.push((
            OPT_FILE_BYTES,
            file.bytes.iter().map(|&b| char::from(b)).collect(),
        ));
    }
    put_uint(&mut out, options.len() as u64);
    for (key, value) in &options {
        put_uint(&mut out, *key);
        put_text(&mut out, value);
    }
    out
}

/// Option keys of format 1 (see the module documentation).
const OPT_SITE: u64 = 1;

const OPT_STATUS: u64 = 2;

const OPT_TOKEN: u64 = 3;

const OPT_EXPECT: u64 = 4;

/// Compare mode's "before" file.
const OPT_BEFORE: u64 = 5;

/// An opened file's name and bytes, while it is unedited.
const OPT_FILE_NAME: u64 = 6;

const OPT_FILE_BYTES: u64 = 7;

/// The snapshot in format 1's payload, within the page's limits (what
/// [`opened`] says was cut is dropped).
pub fn from_payload(bytes: &[u8]) -> Result<Snapshot, LinkError> {
    opened(bytes).map(|(snapshot, _)| snapshot)
}

/// The most crawlers a link opens with; later ones are cut and
/// the page says so ([`Cut`]). Every crawler is a column of the grid, checked
/// against every URL: the presets hold a few dozen, and a hundred columns
/// are already more than a screen shows.
pub const MAX_CRAWLERS: usize = 100;

/// The most expectations a link opens with; later ones are cut and the
/// page says so ([`Cut`]).
pub use super::expectations::MAX_EXPECTATIONS;

/// The most product tokens set by the user a link opens with: one for each
/// crawler and each expectation's crawler it can keep. A token for a
/// crawler that is neither (nothing would show it or use it) is cut too,
/// and the page says so ([`Cut`]).
pub const MAX_TOKENS: usize = MAX_CRAWLERS + MAX_EXPECTATIONS;

/// What a link held beyond the page's limits, left out when it was opened,
/// so that a short link cannot make the page build a million columns: its
/// decoding does work in proportion to its bytes, and the state it opens
/// is never larger than one the page lets a person make.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Cut {
    /// Crawlers given more than once (the same text, trimmed): the first
    /// is kept.
    pub duplicate_crawlers: usize,
    /// Crawlers past [`MAX_CRAWLERS`].
    pub crawlers: usize,
    /// Expectations past [`MAX_EXPECTATIONS`].
    pub expectations: usize,
    /// URLs (non-blank lines) past [`super::inputs::MAX_URLS`]: the list
    /// ends before the first of them.
    pub urls: usize,
    /// Product tokens for a crawler that is neither one of the crawlers
    /// kept nor an expectation's, or past [`MAX_TOKENS`].
    pub tokens: usize,
}

impl Cut {
    /// Whether nothing was cut.
    pub fn is_empty(&self) -> bool {
        *self == Cut::default()
    }
}

/// The snapshot in format 1's payload, and what was cut to keep it within
/// the page's limits ([`Cut`]).
pub fn opened(bytes: &[u8]) -> Result<(Snapshot, Cut), LinkError> {
    read_payload(bytes, true)
}

/// The snapshot in format 1's payload; with `limits`, kept within the
/// page's limits (a link), else as it was saved (a draft: the page's own,
/// which may hold more than a link opens, and is never trimmed).
fn read_payload(bytes: &[u8], limits: bool) -> Result<(Snapshot, Cut), LinkError> {
    let mut cut = Cut::default();
    let mut r = Reader { bytes, pos: 0 };
    let robots = r.text()?;
    let mut urls = r.text()?;
    if limits {
        cut.urls = cap_urls(&mut urls);
    }
    let count = r.uint()?;
    // Each agent takes at least one byte: a larger count is a lie.
    if count > r.remaining() as u64 {
        return Err(LinkError::NotAState);
    }
    // Kept: each crawler once (the same text, trimmed), at most
    // MAX_CRAWLERS; `seen` holds the kept ones, trimmed: a search of at
    // most MAX_CRAWLERS for each one given.
    let agents_at = r.pos;
    let mut agents: Vec<String> = Vec::new();
    let mut seen: Vec<&str> = Vec::new();
    for _ in 0..count {
        let agent = r.str()?;
        if !limits {
            agents.push(agent.to_owned());
        } else if seen.contains(&agent.trim()) {
            cut.duplicate_crawlers += 1;
        } else if agents.len() >= MAX_CRAWLERS {
            cut.crawlers += 1;
        } else {
            seen.push(agent.trim());
            agents.push(agent.to_owned());
        }
    }
    let selected = match r.uint()? {
        0 => None,
        row => Some((to_usize(row - 1)?, to_usize(r.uint()?)?)),
    };
    // The selected column: where its crawler is now (none if it was cut;
    // a column past the list stays as it was: the page clamps it).
    let selected = match selected {
        Some((row, col)) if limits && (col as u64) < count => {
            let mut again = Reader {
                bytes,
                pos: agents_at,
            };
            let mut agent = "";
            for _ in 0..=col {
                agent = again.str()?;
            }
            seen.iter()
                .position(|&a| a == agent.trim())
                .map(|col| (row, col))
        }
        other => other,
    };
    let count = r.uint()?;
    // Each option takes at least one byte: a larger count is a lie.
    if count > r.remaining() as u64 {
        return Err(LinkError::NotAState);
    }
    let mut options = Options::default();
    let mut expectations =
        expectations::Pinned::new(if limits { MAX_EXPECTATIONS } else { usize::MAX });

    let (mut file_name, mut file_bytes) = (None, None);
    // The tokens as given (crawler, token), borrowed until kept.
    let mut given: Vec<(&str, &str)> = Vec::new();
    // An unknown option is only reported once the whole payload is read,
    // so that garbage is still told apart from a newer build's state.
    let mut newer = false;
    for _ in 0..count {
        let key = r.uint()?;
        let value = r.str()?;
        match key {
            OPT_SITE => options.site = value.into(),
            OPT_STATUS if value.is_empty() => return Err(LinkError::NotAState),
            OPT_STATUS => {
                newer |= super::fetch::fetch_choice(value).is_none();
                options.status = value.into();
            }
            OPT_TOKEN => {
                let (token, agent) = value.split_once(' ').ok_or(LinkError::NotAState)?;
                if !robots::agent::is_valid_token(token) {
                    return Err(LinkError::NotAState);
                }
                given.push((agent, token));
            }
            OPT_BEFORE if options.before.is_some() => return Err(LinkError::NotAState),
            OPT_BEFORE => options.before = Some(value.into()),
            OPT_EXPECT => {
                let e = expectations::from_line(value).ok_or(LinkError::NotAState)?;
                expectations.pin(e);
            }
            OPT_FILE_NAME if file_name.is_some() => return Err(LinkError::NotAState),
            OPT_FILE_NAME => file_name = Some(value.to_owned()),
            OPT_FILE_BYTES if file_bytes.is_some() => return Err(LinkError::NotAState),
            OPT_FILE_BYTES => {
                let bytes: Option<Vec<u8>> = value.chars().map(|c| u8::try_from(c).ok()).collect();
                file_bytes = Some(bytes.ok_or(LinkError::NotAState)?);
            }
            _ => newer = true,
        }
    }
    if r.remaining() > 0 {
        return Err(LinkError::NotAState);
    }
    if newer {
        return Err(LinkError::NewerState);
    }
    let (robots, file) = match (file_name, file_bytes) {
        (None, None) => (robots, None),
        (Some(name), Some(bytes)) if robots.is_empty() => {
            let text = super::document::text_of(&bytes).0;
            let bytes = bytes.into();
            (text, Some(FileBytes { name, bytes }))
        }
        _ => return Err(LinkError::NotAState),
    };
    let (expectations, cut_expectations) = expectations.finish();
    cut.expectations = cut_expectations;
    // A token for the same crawler replaces the earlier one, in its place.
    let mut tokens = Vec::new();
    if limits {
        // Only those a kept crawler or expectation uses, at most MAX_TOKENS:
        // each looked up in the sorted list of the crawlers used (at most
        // MAX_TOKENS of them), so n log MAX_TOKENS in all; only the kept
        // ones are copied.
        let mut used: Vec<&str> = agents
            .iter()
            .chain(expectations.iter().map(|e| &e.agent))
            .map(|a| a.trim())
            .collect();
        robots::heapsort(&mut used, |a, b| a < b);
        // For each crawler used (its place in `used`): its first and last token.
        let mut ends: Vec<Option<(usize, usize)>> = vec![None; used.len()];
        for (i, &(agent, _)) in given.iter().enumerate() {
            match used.binary_search(&agent.trim()) {
                Ok(at) => ends[at] = Some(ends[at].map_or((i, i), |(first, _)| (first, i))),
                Err(_) => cut.tokens += 1,
            }
        }
        // In the order of their first tokens.
        for (i, &(agent, _)) in given.iter().enumerate() {
            let Ok(at) = used.binary_search(&agent.trim()) else {
                continue;
            };
            match ends[at] {
                Some((first, last)) if first == i && tokens.len() < MAX_TOKENS => {
                    let (agent, token) = given[last];
                    tokens.push((agent.to_owned(), token.to_owned()));
                }
                Some((first, _)) if first == i => cut.tokens += 1,
                _ => {}
            }
        }
    } else {
        let agents_of: Vec<&str> = given.iter().map(|t| t.0).collect();
        tokens = expectations::first_and_last(&agents_of)
            .iter()
            .map(|&(_, last)| (given[last].0.to_owned(), given[last].1.to_owned()))
            .collect();
    }
    options.tokens = tokens;
    let snapshot = Snapshot {
        robots,
        file,
        urls,
        agents,
        selected,
        options,
        expectations,
        ..Snapshot::default()
    };
    Ok((snapshot, cut))
}

/// Ends `urls` before its first non-blank line past
/// [`super::inputs::MAX_URLS`]; how many non-blank lines that cut.
fn cap_urls(urls: &mut String) -> usize {
    let mut kept = 0;
    let mut end = None;
    let mut cut = 0;
    let mut at = 0;
    for line in urls.split_inclusive('\n') {
        if !line.trim().is_empty() {
            if kept < super::inputs::MAX_URLS {
                kept += 1;
            } else {
                end.get_or_insert(at);
                cut += 1;
            }
        }
        at += line.len();
    }
    if let Some(end) = end {
        urls.truncate(end);
    }
    cut
}

impl Snapshot {
    /// The draft as stored in localStorage: the permalink payload (see
    /// [`crate::model::permalink`]), one character per byte, so that the draft and
    /// links share one layout, with no JSON library (the size rule,
    /// docs/ARCHITECTURE.md).
    pub fn to_draft(&self) -> String {
        to_payload(self).into_iter().map(char::from).collect()
    }

    /// Reads a saved draft; `None` if it is not one (or from a newer build
    /// this one does not understand).
    pub fn from_draft(draft: &str) -> Option<Snapshot> {
        Snapshot::read_draft(draft).ok()
    }

    /// Reads a saved draft, or says why it cannot: a newer build's, or not
    /// a draft at all.
    pub fn read_draft(draft: &str) -> Result<Snapshot, super::document::KeptDraft> {
        use super::document::KeptDraft;
        let bytes: Option<Vec<u8>> = draft.chars().map(|c| u8::try_from(c).ok()).collect();
        // Read as saved: a draft is the page's own, never trimmed to a
        // link's limits.
        match read_payload(&bytes.ok_or(KeptDraft::Unreadable)?, false) {
            Ok((snapshot, _)) => Ok(snapshot),
            Err(LinkError::NewerState) => Err(KeptDraft::Newer),
            Err(_) => Err(KeptDraft::Unreadable),
        }
    }
}

fn put_uint(out: &mut Vec<u8>, mut n: u64) {
    while n >= 0x80 {
        out.push((n as u8) | 0x80);
        n >>= 7;
    }
    out.push(n as u8);
}

fn put_text(out: &mut Vec<u8>, s: &str) {
    put_uint(out, s.len() as u64);
    out.extend_from_slice(s.as_bytes());
}

fn to_usize(n: u64) -> Result<usize, LinkError> {
    usize::try_from(n).map_err(|_| LinkError::NotAState)
}

/// Reads format 1's fields; every error is [`LinkError::NotAState`].
struct Reader<'a> {
    bytes: &'a [u8],
    pos: usize,
}

impl<'a> Reader<'a> {
    fn remaining(&self) -> usize {
        self.bytes.len() - self.pos
    }

    fn uint(&mut self) -> Result<u64, LinkError> {
        let mut n: u64 = 0;
        for i in 0..10 {
            let b = *self.bytes.get(self.pos).ok_or(LinkError::NotAState)?;
            self.pos += 1;
            let bits = u64::from(b & 0x7f);
            // The tenth byte may only hold the top bit of a u64.
            if i == 9 && bits > 1 {
                return Err(LinkError::NotAState);
            }
            n |= bits << (7 * i);
            if b & 0x80 == 0 {
                return Ok(n);
            }
        }
        Err(LinkError::NotAState)
    }

    fn text(&mut self) -> Result<String, LinkError> {
        self.str().map(str::to_owned)
    }

    /// [`Reader::text`] without a copy.
    fn str(&mut self) -> Result<&'a str, LinkError> {
        let len = self.uint()?;
        if len > self.remaining() as u64 {
            return Err(LinkError::NotAState);
        }
        let end = self.pos + len as usize;
        let s =
            std::str::from_utf8(&self.bytes[self.pos..end]).map_err(|_| LinkError::NotAState)?;
        self.pos = end;
        Ok(s)
    }
}

/// The address to share: `page` (the current address) without its query
/// and fragment, plus the fragment for `snapshot`. The query is dropped so
/// that a link made inside an embed opens the full tester.
pub fn share_url(page: &str, snapshot: &Snapshot) -> Result<String, LinkError> {
    share_url_packed(page, &compress(&to_payload(snapshot)))
}

/// [`share_url`] for a payload compressed already (the page uses the
/// browser's own zlib, which keeps a deflate encoder out of the wasm: see
/// [`crate::platform::compress`]).
pub fn share_url_packed(page: &str, packed: &[u8]) -> Result<String, LinkError> {
    let end = page.find(['?', '#']).unwrap_or(page.len());
    Ok(format!("{}#{}", &page[..end], fragment(packed)?))
}

/// `data` as a zlib stream of stored (uncompressed) deflate blocks.
pub fn stored_zlib(data: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(data.len() + data.len() / 65535 * 5 + 11);
    out.extend_from_slice(&[0x78, 0x01]);
    let mut chunks = data.chunks(65535).peekable();
    if chunks.peek().is_none() {
        out.extend_from_slice(&[1, 0, 0, 0xFF, 0xFF]);
    }
    while let Some(chunk) = chunks.next() {
        let last = chunks.peek().is_none();
        let len = chunk.len() as u16;
        out.push(u8::from(last));
        out.extend_from_slice(&len.to_le_bytes());
        out.extend_from_slice(&(!len).to_le_bytes());
        out.extend_from_slice(chunk);
    }
    // Adler-32 of the data, big-endian.
    let (mut a, mut b) = (1u32, 0u32);
    for &byte in data {
        a = (a + u32::from(byte)) % 65521;
        b = (b + a) % 65521;
    }
    out.extend_from_slice(&((b << 16) | a).to_be_bytes());
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stored_zlib_is_what_zlib_reads() {
        for data in [
            Vec::new(),
            b"robots".to_vec(),
            (0..200_000u32).map(|i| (i * 7 % 251) as u8).collect(),
        ] {
            let z = stored_zlib(&data);
            assert_eq!(
                miniz_oxide::inflate::decompress_to_vec_zlib(&z).unwrap(),
                data
            );
        }
        // A whole state through the stored form opens like a compressed one.
        let s = state();
        let link = fragment(&stored_zlib(&to_payload(&s))).unwrap();
        assert_eq!(decode(&link).unwrap(), Some(s));
    }

    fn state() -> Snapshot {
        Snapshot {
            robots: "User-agent: *\nDisallow: /private/\nAllow: /private/ok ünïcödé €\n".into(),
            urls: "https://example.com/private/x\n/private/ok\n\n/<script>alert(1)</script>".into(),
            agents: vec![
                "Googlebot".into(),
                "Mozilla/5.0 (compatible; bingbot/2.0)".into(),
            ],
            selected: Some((1, 1)),
            ..Snapshot::default()
        }
    }

    #[test]
    fn round_trip_restores_every_field() {
        for s in [state(), Snapshot::example(), Snapshot::default()] {
            let f = encode(&s).unwrap();
            assert!(f.starts_with("s=1."), "{f}");
            assert!(
                f[4..]
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'),
                "URL-safe without padding: {f}"
            );
            assert_eq!(decode(&f), Ok(Some(s.clone())));
            assert_eq!(decode(&format!("#{f}")), Ok(Some(s)));
        }
    }

    #[test]
    fn no_selection_round_trips_as_none() {
        let s = Snapshot {
            selected: None,
            ..state()
        };
        assert_eq!(
            decode(&encode(&s).unwrap()).unwrap().unwrap().selected,
            None
        );
    }

    #[test]
    fn other_fragments_are_not_permalinks() {
        for f in ["", "#", "#main", "top", "#S=1.abc", "#state"] {
            assert_eq!(decode(f), Ok(None), "{f:?}");
        }
    }

    #[test]
    fn garbage_is_refused() {
        assert_eq!(decode("#s=garbage"), Err(LinkError::NoVersion));
        assert_eq!(decode("#s="), Err(LinkError::NoVersion));
        assert_eq!(decode("#s=.abc"), Err(LinkError::NoVersion));
        assert_eq!(decode("#s=01.abc"), Err(LinkError::NoVersion));
        assert_eq!(decode("#s=-1.abc"), Err(LinkError::NoVersion));
        assert_eq!(decode("#s=0.abc"), Err(LinkError::NoVersion));
        assert_eq!(decode("#s=1.<script>"), Err(LinkError::NotBase64));
        assert_eq!(decode("#s=1.abc=="), Err(LinkError::NotBase64));
        assert_eq!(decode("#s=1.a"), Err(LinkError::Damaged));
        assert_eq!(decode("#s=1.aGVsbG8gd29ybGQ"), Err(LinkError::Damaged));
        assert_eq!(decode("#s=1."), Err(LinkError::Damaged));
    }

    #[test]
    fn truncated_links_are_refused_at_every_length() {
        let f = encode(&state()).unwrap();
        for end in PREFIX.len()..f.len() {
            let cut = &f[..end];
            let r = decode(cut);
            assert!(r.is_err(), "{cut:?} gave {r:?}");
        }
    }

    #[test]
    fn a_flipped_character_is_refused() {
        let f = encode(&state()).unwrap();
        let mut bytes = f.into_bytes();
        let i = bytes.len() - 3;
        bytes[i] = if bytes[i] == b'A' { b'B' } else { b'A' };
        let f = String::from_utf8(bytes).unwrap();
        assert!(decode(&f).is_err());
    }

    #[test]
    fn future_formats_are_named() {
        let f = encode(&state()).unwrap();
        let newer = f.replacen("s=1.", "s=2.", 1);
        assert_eq!(decode(&newer), Err(LinkError::FutureFormat { format: 2 }));
        assert_eq!(
            decode("#s=99999999999.x"),
            Err(LinkError::FutureFormat { format: u32::MAX })
        );
        crate::i18n::with_worker_messages();
        let msg = crate::model::links::reason(&LinkError::FutureFormat { format: 2 });
        assert!(msg.contains("newer version"), "{msg}");
    }

    fn link_for(payload: &[u8]) -> String {
        let packed = miniz_oxide::deflate::compress_to_vec_zlib(payload, 6);
        format!("s=1.{}", URL_SAFE_NO_PAD.encode(packed))
    }

    #[test]
    fn the_layout_is_as_documented() {
        let s = Snapshot {
            robots: "User-agent: *\n".into(),
            urls: "/é".into(),
            agents: vec!["Googlebot".into(), String::new()],
            selected: Some((1, 130)),
            ..Snapshot::default()
        };
        let mut want = vec![14];
        want.extend_from_slice(b"User-agent: *\n");
        want.extend_from_slice(&[3, b'/', 0xc3, 0xa9]);
        want.extend_from_slice(&[2, 9]);
        want.extend_from_slice(b"Googlebot");
        want.extend_from_slice(&[0]); // the empty agent
        want.extend_from_slice(&[2, 0x82, 0x01]); // row 1 (+1), column 130
        want.extend_from_slice(&[0]); // no options
        assert_eq!(to_payload(&s), want);
        assert_eq!(from_payload(&want), Ok(s));
        assert_eq!(
            decode(&link_for(&want)).unwrap().unwrap().selected,
            Some((1, 130))
        );
    }

    #[test]
    fn an_unknown_option_means_a_newer_build() {
        let mut payload = to_payload(&state());
        payload.pop();
        payload.extend_from_slice(&[1, 9, 4]);
        payload.extend_from_slice(b"fast");
        assert_eq!(decode(&link_for(&payload)), Err(LinkError::NewerState));
        crate::i18n::with_worker_messages();
        assert!(crate::model::links::reason(&LinkError::NewerState).contains("newer version"));
    }

    fn with_file(bytes: &[u8]) -> Snapshot {
        Snapshot {
            robots: crate::model::document::text_of(bytes).0,
            file: Some(FileBytes {
                name: "robots.txt".into(),
                bytes: bytes.into(),
            }),
            ..state()
        }
    }

    #[test]
    fn an_opened_file_keeps_its_bytes_as_options_6_and_7() {
        let bytes = b"\xEF\xBB\xBFUser-agent: *\r\nDisallow: /caf\xE9\rAllow: /\0\n";
        let s = with_file(bytes);
        assert_eq!(
            s.robots,
            "User-agent: *\nDisallow: /caf\u{FFFD}\nAllow: /\0\n"
        );
        let f = encode(&s).unwrap();
        assert!(f.starts_with("s=1."), "{f}");
        assert_eq!(decode(&f), Ok(Some(s.clone())));
        assert_eq!(Snapshot::from_draft(&s.to_draft()), Some(s.clone()));
        // The text field is empty; the options end with the name and the
        // bytes, one character per byte.
        let payload = to_payload(&s);
        assert_eq!(payload[0], 0);
        let mut tail = vec![6, 10];
        tail.extend_from_slice(b"robots.txt");
        let latin1: String = bytes.iter().map(|&b| char::from(b)).collect();
        tail.extend_from_slice(&[7, latin1.len() as u8]);
        tail.extend_from_slice(latin1.as_bytes());
        assert!(payload.ends_with(&tail), "{payload:?}");
        // Without a file: the text in its field, and no options.
        let plain = to_payload(&Snapshot { file: None, ..s });
        let written = "User-agent: *\nDisallow: /caf\u{FFFD}\nAllow: /\0\n";
        let mut text = vec![written.len() as u8];
        text.extend_from_slice(written.as_bytes());
        assert!(plain.starts_with(&text), "{plain:?}");
        assert_eq!(plain.last(), Some(&0));
    }

    #[test]
    fn file_options_are_checked() {
        let base = {
            let mut p = to_payload(&Snapshot {
                robots: String::new(),
                ..state()
            });
            p.pop();
            p
        };
        let with = |opts: &[(u8, &[u8])]| {
            let mut p = base.clone();
            p.push(opts.len() as u8);
            for (key, value) in opts {
                p.extend_from_slice(&[*key, value.len() as u8]);
                p.extend_from_slice(value);
            }
            from_payload(&p)
        };
        let ok = with(&[(6, b"a.txt"), (7, "\u{FF}x".as_bytes())]).unwrap();
        assert_eq!(ok.file.map(|f| f.bytes.to_vec()), Some(vec![0xFF, b'x']));
        assert_eq!(ok.robots, "\u{FFFD}x");
        for bad in [
            &[(6, &b"a.txt"[..])][..],
            &[(7, &b"x"[..])][..],
            &[(6, &b"a"[..]), (7, &b"x"[..]), (7, &b"y"[..])][..],
            &[(6, &b"a"[..]), (6, &b"b"[..]), (7, &b"x"[..])][..],
            // A character above U+00FF is not a byte.
            &[(6, &b"a"[..]), (7, "\u{100}".as_bytes())][..],
        ] {
            assert_eq!(with(bad), Err(LinkError::NotAState), "{bad:?}");
        }
        // The text field must be empty when the bytes are there.
        let mut p = to_payload(&with_file(b"x"));
        p[0] = 1;
        p.insert(1, b'y');
        assert_eq!(from_payload(&p), Err(LinkError::NotAState));
    }

    #[test]
    fn an_older_build_reads_a_link_with_a_file_as_a_newer_builds() {
        // Such a build knows options 1 to 5 only: 6 and 7 are unknown keys,
        // read as text (so the bytes must stay UTF-8) and reported as a
        // newer build's state, not as a damaged link.
        let payload = to_payload(&with_file(b"\xFF\xFE\r\n"));
        assert!(std::str::from_utf8(&payload).is_ok());
        let mut r = Reader {
            bytes: &payload,
            pos: position_of_options(&payload),
        };
        let mut keys = Vec::new();
        for _ in 0..r.uint().unwrap() {
            keys.push(r.uint().unwrap());
            r.text().expect("every value is UTF-8 text");
        }
        assert_eq!(keys, [6, 7]);
        assert_eq!(r.remaining(), 0);
    }

    fn with_options() -> Snapshot {
        Snapshot {
            options: Options {
                site: "https://example.com/robots.txt".into(),
                status: "503".into(),
                tokens: vec![
                    ("Googlebot-Image".into(), "Googlebot".into()),
                    (
                        "Mozilla/5.0 (compatible; bingbot/2.0)".into(),
                        "Bingbot".into(),
                    ),
                ],
                before: None,
            },
            // Tokens are kept for the link's crawlers (and expectations').
            agents: vec![
                "Googlebot".into(),
                "Googlebot-Image".into(),
                "Mozilla/5.0 (compatible; bingbot/2.0)".into(),
            ],
            ..state()
        }
    }

    #[test]
    fn options_round_trip_and_are_laid_out_as_documented() {
        let s = with_options();
        assert_eq!(decode(&encode(&s).unwrap()), Ok(Some(s.clone())));
        let payload = to_payload(&s);
        let mut tail = vec![4, 1, 30];
        tail.extend_from_slice(b"https://example.com/robots.txt");
        tail.extend_from_slice(&[2, 3]);
        tail.extend_from_slice(b"503");
        tail.extend_from_slice(&[3, 25]);
        tail.extend_from_slice(b"Googlebot Googlebot-Image");
        tail.extend_from_slice(&[3, 45]);
        tail.extend_from_slice(b"Bingbot Mozilla/5.0 (compatible; bingbot/2.0)");
        assert!(payload.ends_with(&tail), "{payload:?}");
        // Without options, the payload is what it was before they existed.
        let plain = to_payload(&Snapshot {
            options: Options::default(),
            ..with_options()
        });
        assert_eq!(plain.last(), Some(&0));
        assert_eq!(
            &payload[..plain.len() - 1],
            &plain[..plain.len() - 1],
            "the same prefix"
        );
    }

    fn with_expectations() -> Snapshot {
        use crate::model::expectations::Expectation;
        Snapshot {
            expectations: vec![
                Expectation::new("Googlebot", "https://example.com/private/x", false),
                Expectation::new("Mozilla/5.0 (compatible; bingbot/2.0)", "/a b#top", true),
                Expectation::new("GPTBot", "/", false),
            ],
            ..with_options()
        }
    }

    #[test]
    fn expectations_round_trip_as_option_4() {
        let s = with_expectations();
        assert_eq!(decode(&encode(&s).unwrap()), Ok(Some(s.clone())));
        assert_eq!(Snapshot::from_draft(&s.to_draft()), Some(s.clone()));
        // After the other options, one entry each, as lines of the file.
        let plain = to_payload(&with_options());
        let at = position_of_options(&plain);
        assert_eq!(plain[at], 4);
        let mut want = plain[..at].to_vec();
        want.push(4 + 3);
        want.extend_from_slice(&plain[at + 1..]);
        for line in [
            "disallowed  Googlebot  https://example.com/private/x",
            "allowed     \"Mozilla/5.0 (compatible; bingbot/2.0)\"  \"/a b#top\"",
            "disallowed  GPTBot  /",
        ] {
            want.extend_from_slice(&[4, line.len() as u8]);
            want.extend_from_slice(line.as_bytes());
        }
        assert_eq!(to_payload(&s), want);
        // Without expectations, the payload is what it was before them.
        let none = Snapshot {
            expectations: Vec::new(),
            ..s
        };
        assert_eq!(to_payload(&none), plain);
    }

    /// Where the option count starts in a payload of [`state`]'s fields.
    fn position_of_options(payload: &[u8]) -> usize {
        let mut r = Reader {
            bytes: payload,
            pos: 0,
        };
        r.text().unwrap();
        r.text().unwrap();
        for _ in 0..r.uint().unwrap() {
            r.text().unwrap();
        }
        if r.uint().unwrap() > 0 {
            r.uint().unwrap();
        }
        r.pos
    }

    /// [`state`]'s payload with `opts` (the option count and the options)
    /// in place of its own.
    fn with_options_bytes(opts: &[u8]) -> Vec<u8> {
        let mut p = to_payload(&state());
        p.pop();
        p.extend_from_slice(opts);
        p
    }

    #[test]
    fn expectation_options_are_checked() {
        let with = |opts: &[u8]| decode(&link_for(&with_options_bytes(opts)));
        let one = |value: &str| {
            let mut o = vec![1, 4, value.len() as u8];
            o.extend_from_slice(value.as_bytes());
            with(&o)
        };
        let s = one("allowed Googlebot /x").unwrap().unwrap();
        assert_eq!(
            s.expectations,
            vec![crate::model::expectations::Expectation::new(
                "Googlebot",
                "/x",
                true
            )]
        );
        for bad in [
            "",
            "allowed Googlebot",
            "maybe Googlebot /x",
            "# a comment",
            "allowed a /x\nallowed b /y",
            "allowed \"a /x",
        ] {
            assert_eq!(one(bad), Err(LinkError::NotAState), "{bad:?}");
        }
        // A later entry for the same agent and URL replaces the earlier one.
        let mut o = vec![2];
        for v in ["allowed a /x", "disallowed a /x"] {
            o.extend_from_slice(&[4, v.len() as u8]);
            o.extend_from_slice(v.as_bytes());
        }
        let s = with(&o).unwrap().unwrap();
        assert_eq!(
            s.expectations,
            vec![crate::model::expectations::Expectation::new(
                "a", "/x", false
            )]
        );
        // An expectation the page cannot have made is left out of links.
        let odd = Snapshot {
            expectations: vec![crate::model::expectations::Expectation {
                agent: "a\nb".into(),
                url: "/x".into(),
                allowed: true,
            }],
            ..state()
        };
        assert_eq!(to_payload(&odd), to_payload(&state()));
    }

    #[test]
    fn compare_mode_carries_the_before_file() {
        let s = Snapshot {
            options: Options {
                before: Some("User-agent: *\nDisallow: /old\n".into()),
                ..Options::default()
            },
            ..state()
        };
        assert_eq!(decode(&encode(&s).unwrap()), Ok(Some(s.clone())));
        let mut tail = vec![1, 5, 29];
        tail.extend_from_slice(b"User-agent: *\nDisallow: /old\n");
        assert!(to_payload(&s).ends_with(&tail));
        // An empty "before" file is still compare mode.
        let empty = Snapshot {
            options: Options {
                before: Some(String::new()),
                ..Options::default()
            },
            ..state()
        };
        assert_eq!(decode(&encode(&empty).unwrap()), Ok(Some(empty.clone())));
        // Twice is not a state this build writes.
        let mut twice = to_payload(&state());
        twice.pop();
        twice.extend_from_slice(&[2, 5, 1, b'a', 5, 1, b'b']);
        assert_eq!(decode(&link_for(&twice)), Err(LinkError::NotAState));
    }

    #[test]
    fn links_from_before_the_options_still_open() {
        // A format 1 link made before any option existed (the documented
        // layout test's payload): every option is at its default.
        let mut old = vec![2, b'/', b'a', 0, 1, 1, b'x', 0, 0];
        let s = decode(&link_for(&old)).unwrap().unwrap();
        assert_eq!(s.options, Options::default());
        assert_eq!(s.agents, vec!["x".to_string()]);
        // The same with an option added later.
        old.pop();
        old.extend_from_slice(&[1, 2, 3, b'4', b'0', b'4']);
        let s = decode(&link_for(&old)).unwrap().unwrap();
        assert_eq!(s.options.status, "404");
    }

    #[test]
    fn bad_options_are_refused() {
        let with = |opts: &[u8]| decode(&link_for(&with_options_bytes(opts)));
        // A fetch result this build does not know: a newer build's.
        assert_eq!(
            with(&[1, 2, 3, b'6', b'0', b'9']),
            Err(LinkError::NewerState)
        );
        assert_eq!(with(&[1, 2, 0]), Err(LinkError::NotAState));
        // A token override without a space, or with an invalid token.
        assert_eq!(
            with(&[1, 3, 3, b'a', b'b', b'c']),
            Err(LinkError::NotAState)
        );
        assert_eq!(
            with(&[1, 3, 3, b'4', b' ', b'c']),
            Err(LinkError::NotAState)
        );
        // More options than bytes.
        assert_eq!(with(&[9, 1, 0]), Err(LinkError::NotAState));
        // An unknown key before garbage is still garbage.
        assert_eq!(with(&[2, 9, 0, 1]), Err(LinkError::NotAState));
    }

    #[test]
    fn payloads_that_are_not_states_are_refused() {
        let good = to_payload(&state());
        let mut trailing = good.clone();
        trailing.push(0);
        let mut bad_utf8 = vec![2, 0xff, 0xfe];
        bad_utf8.extend_from_slice(&good[good[0] as usize + 1..]);
        for payload in [
            &b""[..],
            b"{\"version\":1,\"robots\":\"\"}",
            &good[..good.len() - 1],
            &trailing,
            &bad_utf8,
            &[5, b'a'],                            // text longer than the rest
            &[0, 0, 0xff, 0xff, 0xff, 0xff, 0x0f], // 2^32 agents in 0 bytes
            &[
                0, 0, 0, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x7f,
            ], // varint overflow
            &[
                0, 0, 0, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x01,
            ], // 11 bytes
        ] {
            assert_eq!(
                decode(&link_for(payload)),
                Err(LinkError::NotAState),
                "{payload:?}"
            );
        }
    }

    /// A payload with `agents` and `options` (key, value), nothing else.
    fn payload_of(
        urls: &str,
        agents: &[&str],
        selected: Option<(u64, u64)>,
        options: &[(u64, String)],
    ) -> Vec<u8> {
        let mut p = Vec::new();
        put_text(&mut p, "");
        put_text(&mut p, urls);
        put_uint(&mut p, agents.len() as u64);
        for a in agents {
            put_text(&mut p, a);
        }
        match selected {
            None => put_uint(&mut p, 0),
            Some((row, col)) => {
                put_uint(&mut p, row + 1);
                put_uint(&mut p, col);
            }
        }
        put_uint(&mut p, options.len() as u64);
        for (k, v) in options {
            put_uint(&mut p, *k);
            put_text(&mut p, v);
        }
        p
    }

    #[test]
    fn a_short_link_naming_a_crawler_900_000_times_opens_one_column() {
        let agents = vec!["a"; 900_000];
        let packed = miniz_oxide::deflate::compress_to_vec_zlib(
            &payload_of("/a", &agents, Some((0, 899_999)), &[]),
            9,
        );
        let link = fragment(&packed).unwrap();
        assert!(link.len() < 2_500, "{}", link.len());
        let packed = unpack(&link).unwrap().unwrap();
        let inflated = miniz_oxide::inflate::decompress_to_vec_zlib(&packed).unwrap();
        let (s, cut) = unpacked(Some(inflated)).unwrap();
        assert_eq!(s.agents, vec!["a".to_string()]);
        assert_eq!(
            cut,
            Cut {
                duplicate_crawlers: 899_999,
                ..Cut::default()
            }
        );
        // The selected column was a repeat of the first: it is the first now.
        assert_eq!(s.selected, Some((0, 0)));
        // Blank and padded repeats count as the same crawler.
        let (s, cut) =
            opened(&payload_of("", &["", " ", "GPTBot", " GPTBot "], None, &[])).unwrap();
        assert_eq!(s.agents, vec![String::new(), "GPTBot".into()]);
        assert_eq!(cut.duplicate_crawlers, 2);
    }

    #[test]
    fn crawlers_past_the_limit_are_cut_and_counted() {
        let names: Vec<String> = (0..MAX_CRAWLERS + 50).map(|i| format!("Bot{i}")).collect();
        let mut agents: Vec<&str> = names.iter().map(String::as_str).collect();
        agents.push("Bot0");
        let (s, cut) = opened(&payload_of("", &agents, Some((3, 120)), &[])).unwrap();
        assert_eq!(s.agents.len(), MAX_CRAWLERS);
        assert_eq!(s.agents[..], names[..MAX_CRAWLERS]);
        assert_eq!(
            cut,
            Cut {
                duplicate_crawlers: 1,
                crawlers: 50,
                ..Cut::default()
            }
        );
        // The selected crawler was cut: nothing is selected.
        assert_eq!(s.selected, None);
        let (s, _) = opened(&payload_of("", &agents, Some((3, 7)), &[])).unwrap();
        assert_eq!(s.selected, Some((3, 7)));
        // Within the limit, nothing is cut, and nothing changes.
        let (s, cut) = opened(&to_payload(&with_expectations())).unwrap();
        assert!(cut.is_empty());
        assert_eq!(s, with_expectations());
    }

    #[test]
    fn expectations_past_the_limit_are_cut_and_repeats_replace() {
        let line = |i: usize, allowed: bool| {
            let verdict = if allowed { "allowed" } else { "disallowed" };
            (OPT_EXPECT, format!("{verdict} Googlebot /p{i}"))
        };
        // 110,000 different ones, then a repeat of the first that replaces it.
        let mut options: Vec<(u64, String)> = (0..110_000).map(|i| line(i, true)).collect();
        options.push(line(0, false));
        let (s, cut) = opened(&payload_of("", &[], None, &options)).unwrap();
        assert_eq!(s.expectations.len(), MAX_EXPECTATIONS);
        assert_eq!(cut.expectations, 110_000 - MAX_EXPECTATIONS);
        assert_eq!(
            s.expectations[0],
            crate::model::expectations::Expectation::new("Googlebot", "/p0", false)
        );
        assert_eq!(
            s.expectations[MAX_EXPECTATIONS - 1].url,
            format!("/p{}", MAX_EXPECTATIONS - 1)
        );
    }

    #[test]
    fn pinning_many_replaces_in_place_like_pinning_one_by_one() {
        use crate::model::expectations::{pin, Expectation, Pinned};
        let given: Vec<Expectation> = (0..3_000)
            .map(|i| {
                Expectation::new(
                    &format!("Bot{}", i % 7),
                    &format!("/p{}", i % 500),
                    i % 3 == 0,
                )
            })
            .collect();
        let mut one_by_one = Vec::new();
        let mut many = Pinned::new(usize::MAX);
        for e in &given {
            pin(&mut one_by_one, e.clone());
            many.pin(e.clone());
        }
        assert_eq!(many.finish(), (one_by_one, 0));
    }

    #[test]
    fn urls_past_the_limit_are_cut_and_counted() {
        use crate::model::inputs::MAX_URLS;
        let urls: String = (0..MAX_URLS + 25).map(|i| format!("/p{i}\n\n")).collect();
        let (s, cut) = opened(&payload_of(&urls, &["Googlebot"], None, &[])).unwrap();
        assert_eq!(cut.urls, 25);
        assert!(
            s.urls.ends_with(&format!("/p{}\n\n", MAX_URLS - 1)),
            "{}",
            &s.urls[s.urls.len() - 20..]
        );
        assert_eq!(crate::model::inputs::entry_count(&s.urls), MAX_URLS);
        // Exactly at the limit: nothing is cut.
        let at: String = (0..MAX_URLS).map(|i| format!("/p{i}\n")).collect();
        let (s, cut) = opened(&payload_of(&at, &[], None, &[])).unwrap();
        assert!(cut.is_empty());
        assert_eq!(s.urls, at);
    }

    #[test]
    fn repeated_tokens_for_one_crawler_keep_the_last() {
        let options: Vec<(u64, String)> = (0..50_000)
            .map(|i| {
                (
                    OPT_TOKEN,
                    format!("{} Mozilla/5.0", if i % 2 == 0 { "Even" } else { "Odd" }),
                )
            })
            .chain([(OPT_TOKEN, "Other X".to_string())])
            .collect();
        let (s, cut) = opened(&payload_of("", &["Mozilla/5.0"], None, &options)).unwrap();
        // The last one for the crawler shown; X is not a crawler of the link.
        assert_eq!(
            s.options.tokens,
            vec![("Mozilla/5.0".to_string(), "Odd".to_string())]
        );
        assert_eq!(cut.tokens, 1);
    }

    #[test]
    fn a_link_keeps_only_the_tokens_its_crawlers_and_expectations_use() {
        // 250,000 tokens, each for a different crawler, and 1,000
        // expectations: only the tokens of the link's crawlers and of its
        // expectations' crawlers are kept, and the rest are counted.
        let mut options: Vec<(u64, String)> = (0..250_000)
            .map(|i| (OPT_TOKEN, format!("Tok Bot{i}")))
            .collect();
        options.extend((0..1_000).map(|i| (OPT_EXPECT, format!("allowed Exp{} /p{i}", i % 10))));
        options.push((OPT_TOKEN, "Mine Exp3".to_string()));
        options.push((OPT_TOKEN, "Other Exp42".to_string()));
        let (s, cut) = opened(&payload_of(
            "/a",
            &["Bot7", " Bot9 ", "Bot250000"],
            None,
            &options,
        ))
        .unwrap();
        assert_eq!(
            s.options.tokens,
            vec![
                ("Bot7".to_string(), "Tok".to_string()),
                ("Bot9".to_string(), "Tok".to_string()),
                ("Exp3".to_string(), "Mine".to_string()),
            ]
        );
        assert_eq!(
            cut,
            Cut {
                tokens: 250_000 - 2 + 1,
                ..Cut::default()
            }
        );
        assert_eq!(s.expectations.len(), 1_000);
        // What is kept is what a draft saves: it reads back the same.
        let again = Snapshot::read_draft(&s.to_draft()).unwrap();
        assert_eq!(again.options.tokens, s.options.tokens);
        // A link of more crawlers with tokens than the page keeps: at most
        // MAX_TOKENS of them.
        let many: Vec<String> = (0..MAX_TOKENS + 30).map(|i| format!("E{i}")).collect();
        let options: Vec<(u64, String)> = many
            .iter()
            .map(|a| (OPT_TOKEN, format!("T {a}")))
            .chain(many.iter().map(|a| (OPT_EXPECT, format!("allowed {a} /"))))
            .collect();
        let (s, cut) = opened(&payload_of("", &[], None, &options)).unwrap();
        assert_eq!(s.expectations.len(), MAX_EXPECTATIONS);
        // Only the first MAX_EXPECTATIONS expectations are kept, so only
        // their crawlers' tokens are.
        assert_eq!(s.options.tokens.len(), MAX_EXPECTATIONS);
        assert_eq!(cut.tokens, MAX_TOKENS + 30 - MAX_EXPECTATIONS);
    }

    #[test]
    fn a_draft_is_read_back_as_saved_never_trimmed_to_a_link_s_limits() {
        use crate::model::expectations::Expectation;
        use crate::model::inputs::MAX_URLS;
        // More than a link opens of everything: the page lets a person
        // type it, so its draft keeps it.
        let draft = Snapshot {
            urls: (0..MAX_URLS + 5).map(|i| format!("/p{i}\n")).collect(),
            agents: (0..MAX_CRAWLERS + 20).map(|i| format!("Bot{i}")).collect(),
            selected: Some((2, MAX_CRAWLERS + 10)),
            expectations: (0..MAX_EXPECTATIONS + 7)
                .map(|i| Expectation::new("Googlebot", &format!("/e{i}"), true))
                .collect(),
            options: Options {
                tokens: vec![("Gone".to_string(), "Kept".to_string())],
                ..Options::default()
            },
            ..Snapshot::example()
        };
        assert_eq!(Snapshot::read_draft(&draft.to_draft()), Ok(draft.clone()));
        // The same state as a link is opened within the limits.
        let (linked, cut) = opened(&to_payload(&draft)).unwrap();
        assert_eq!(linked.agents.len(), MAX_CRAWLERS);
        assert_eq!(
            (cut.urls, cut.crawlers, cut.expectations, cut.tokens),
            (5, 20, 7, 1)
        );
    }

    #[test]
    fn varints_round_trip_at_their_edges() {
        for n in [
            0,
            1,
            127,
            128,
            16_383,
            16_384,
            u64::from(u32::MAX),
            u64::MAX,
        ] {
            let mut out = Vec::new();
            put_uint(&mut out, n);
            let mut r = Reader {
                bytes: &out,
                pos: 0,
            };
            assert_eq!(r.uint(), Ok(n));
            assert_eq!(r.remaining(), 0);
        }
    }

    #[test]
    fn oversized_fragments_and_zip_bombs_are_refused() {
        let long = format!("s=1.{}", "A".repeat(MAX_FRAGMENT_CHARS));
        assert_eq!(decode(&long), Err(LinkError::TooLong { chars: long.len() }));

        // 3 MiB of one byte compresses to a few KiB: within the fragment
        // limit, but it must not be inflated past MAX_DECODED_BYTES.
        let bomb = vec![b' '; 3 * 1024 * 1024];
        let packed = miniz_oxide::deflate::compress_to_vec_zlib(&bomb, 9);
        let f = format!("s=1.{}", URL_SAFE_NO_PAD.encode(packed));
        assert!(f.len() < 20_000, "{}", f.len());
        assert_eq!(decode(&f), Err(LinkError::TooLarge));
    }

    #[test]
    fn a_state_too_big_for_a_link_is_refused_when_sharing() {
        // Incompressible text: about 1.4 MiB of base64 once encoded.
        let mut x: u32 = 1;
        let robots: String = (0..1_000_000)
            .map(|_| {
                x ^= x << 13;
                x ^= x >> 17;
                x ^= x << 5;
                char::from(b'!' + (x % 90) as u8)
            })
            .collect();
        let s = Snapshot {
            robots,
            ..Snapshot::default()
        };
        assert!(matches!(encode(&s), Err(LinkError::TooLong { .. })));
    }

    #[test]
    fn google_sized_files_fit() {
        // A 500 KiB file of typical rules compresses far below the limit.
        let robots: String = (0..20_000)
            .map(|i| format!("Disallow: /section-{i}/page\n"))
            .collect();
        assert!(robots.len() > 500_000);
        let s = Snapshot {
            robots,
            ..Snapshot::example()
        };
        let f = encode(&s).unwrap();
        assert!(f.len() < MAX_FRAGMENT_CHARS / 4, "{}", f.len());
        assert_eq!(decode(&f), Ok(Some(s)));
    }

    #[test]
    fn share_url_replaces_query_and_fragment() {
        let s = state();
        let f = encode(&s).unwrap();
        assert_eq!(
            share_url("https://x.test/sub/?embed=1&theme=dark#s=1.old", &s).unwrap(),
            format!("https://x.test/sub/#{f}")
        );
        assert_eq!(
            share_url("http://127.0.0.1:8080/", &s).unwrap(),
            format!("http://127.0.0.1:8080/#{f}")
        );
    }
}
