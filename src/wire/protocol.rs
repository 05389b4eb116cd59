//! The checking worker's protocol, as plain data: what the page and the
//! worker (`crate::worker`, built as `src/bin/robots-worker.rs`) say to each
//! other. Both sides encode and decode the same types: the page builds a
//! [`Request`] and [`Request::encode`]s it, the worker
//! [`Request::decode`]s it; the worker [`Reply::encode`]s its answers and
//! the page [`Reply::decode`]s them. What crosses is numbers and bytes only,
//! so that neither side needs a serialisation library. The rest of the app
//! sees only the typed values: the kinds' numbers ([`RequestKind`], the
//! private `ReplyKind`; below in capitals) and the flag bits are this
//! module's own.
//!
//! **A request** (page → worker) is one `Uint8Array`: the length of the
//! head, the head (`u32`s, little-endian), then each part as its length
//! (`u32`) and its bytes.
//!
//! - the files of an edit: `head = [FILES, 0, flags]`, `parts = [robots,
//!   parse, before, before's parse]`: the bytes parsed (the editor's text
//!   as UTF-8, or an opened file's bytes), the page's own parse of them by
//!   Google's reading (`robots::RobotsTxt::to_wire`) and, with
//!   [`HAS_BEFORE`] (compare mode), the "before" file and its parse. A
//!   side the worker already holds is not sent again: [`KEEP_NOW`] or
//!   [`KEEP_BEFORE`] says to keep it, with its parses (an edit of one file
//!   in compare mode sends that file only). Sent once per edit, before the first request that needs them (CHECK,
//!   OTHER_PARSERS, LINT, POLICY, EXPORT), which then carry no file. Google's
//!   reading runs once a side, on the page's thread: the worker reads the
//!   page's parse back (`robots::RobotsTxt::from_wire`) and parses each
//!   side only by the other parsers, when first asked; every request of
//!   that edit is answered from those. Not answered;
//! - check the whole list: `head = [CHECK, generation, fetch, flags]`,
//!   where `fetch` is the simulated fetch result (an index into
//!   [`crate::model::FETCH_CHOICES`]) and `flags` has [`HAS_URLS`] (the list is
//!   sent; without it the worker keeps the list of the previous check, so
//!   typing in the editor never re-sends a long list) and [`QUIET`] (the
//!   page checked Google's verdicts itself: a small grid);
//!   `parts = [urls, crawlers]`: the URLs text (empty without
//!   [`HAS_URLS`]) and the crawlers as typed with their product tokens
//!   ([`crawlers_part`]: the other parsers are handed the crawler as typed).
//!   Unless [`QUIET`], the worker answers with the results (Google's
//!   verdicts) as soon as they are complete; then it reads the other
//!   parsers over the list and answers with the results again, now with
//!   their marks, only when some reader differs (then the page sets them);
//! - the page's language: `head = [LANGUAGE]`, `parts = [lang, messages]`
//!   (its code and its message file, empty for English), sent once, before
//!   the first request after the language changed (and before the first
//!   one of all); the worker keeps it and words every later answer in it.
//!   Not answered;
//! - the other parsers' reading of one cell: `head = [OTHER_PARSERS, id,
//!   fetch]`,
//!   `parts = [url, crawler]` (the URL line as typed, the crawler as in
//!   [`crawlers_part`]), against the files of the last FILES; answered by
//!   `Answer::Cell`: the trace's part, worded (none if the URL cannot be
//!   tested), and the usage preferences' part;
//! - export the rows shown: `head = [EXPORT, id, kind, fetch]` (`kind` 0
//!   CSV, 1 JSON), `parts = [urls, crawlers, shown]`, against the edited
//!   file of the last FILES: the crawlers
//!   as typed with their tokens ([`crawlers_part`]) and the rows shown, in
//!   order (`u32`s, little-endian); answered by the file's text
//!   (`Answer::Text`);
//! - read a URL list from a file: `head = [IMPORT, id]`, `parts = [name,
//!   bytes]`; answered by the list (`Answer::Import`);
//! - the "Crawlers by purpose" view: `head = [POLICY, id, choice]`
//!   (`choice`: the index of the chosen URL row, [`ROOT`] for the site
//!   root), `parts = [urls]` (the URL list's first lines), against the
//!   edited file of the last FILES; answered by the view's part
//!   (`Answer::Part`);
//! - what the worker renders for the page: `head = [RENDER, id, what,
//!   numbers…]` (which, [`Render`], then what it needs), `parts` as it
//!   view says ([`super::render`]); answered as the view says;
//! - a one-click intent: `head = [INTENT, id, intent]`, `parts = [text]`
//!   (the editor's text); answered by the crawlers it blocks, then the new
//!   text (`Answer::Intent`);
//! - the file's AI-use lints (the diagnostics parsing does not compute:
//!   `group_replaces_star`, `usage_no_effect`, `usage_unparsed`, and the
//!   lints of late 2026, `token_retired`, `license_not_absolute`,
//!   `path_not_encoded`, `signal_outside_group`, `signal_not_inherited`,
//!   and the note on an edge's managed block, `managed_block`):
//!   `head = [LINT, id]`, no parts, against the edited file of the last
//!   FILES; answered by the lints, worded in the page's language
//!   (`Answer::Lints`).
//!
//! - the Traffic view's audit of access logs: `head = [TRAFFIC, id,
//!   logs]`, `parts = [name, bytes, name, bytes, …]` (the address lists
//!   the person opened, each its file name and bytes), against the files of
//!   the last FILES; the `logs` log files are not in the buffer but posted
//!   beside it as `Blob`s (the message is then an array: the buffer, then
//!   the files), which the worker streams and never holds whole. Answered
//!   by progress ([`Reply::TrafficProgress`]) and then the report: the
//!   counts laid out and worded by the worker as a part
//!   (`worker::render::traffic`; `Answer::Nothing` for an audit a newer
//!   one replaced). With no logs, the answer is the lists
//!   alone (the view shows their dates). `head = [TRAFFIC_STOP, id]` stops
//!   the audit `id` (its counts so far come back, marked stopped).
//!
//! **Generations**: the page numbers its requests; the worker drops a check
//! as soon as a newer request has arrived (it looks between slices), and the
//! page ignores replies older than its latest request. So a newer edit
//! always wins, as on the main thread.

use crate::model::export::Kind;
use crate::model::policy::{intent_from_number, intent_number};

use super::render::Render;
pub use super::reply::Reply;
pub use super::request::{
    crawlers_of, CheckRequest, ExportRequest, FileSide, Request, RequestKind, SentFile,
    SitemapRequest,
};

/// Files flag: compare mode, the "before" file is sent too.
const HAS_BEFORE: u32 = 1;
/// Files flag: the edited file is the one of the last FILES (not sent).
const KEEP_NOW: u32 = 8;
/// Files flag: the "before" file is the one of the last FILES (not sent).
const KEEP_BEFORE: u32 = 16;
/// Check flag: the URL list is sent (else the previous one still holds).
const HAS_URLS: u32 = 2;
/// Check flag: the page has the verdicts (a small grid): only results
/// with marks are answered.
const QUIET: u32 = 4;

/// [`Request::Policy`]'s choice of the site root.
const ROOT: u32 = u32::MAX;

/// The crawlers part of a request: each crawler as typed and its token,
/// separated by U+001F, crawlers by U+001E.
fn crawlers_part(crawlers: &[(&str, &str)]) -> String {
    let mut out = String::new();
    for (i, (input, token)) in crawlers.iter().enumerate() {
        if i > 0 {
            out.push('\u{1e}');
        }
        out.push_str(input);
        out.push('\u{1f}');
        out.push_str(token);
    }
    out
}

/// The crawlers of [`crawlers_part`]; `None` when malformed.
fn read_crawlers(text: &str) -> Option<Vec<(&str, &str)>> {
    text.split('\u{1e}')
        .filter(|c| !c.is_empty())
        .map(|c| c.split_once('\u{1f}'))
        .collect()
}

/// `u32`s as a request part (little-endian).
fn u32s_part(numbers: &[u32]) -> Vec<u8> {
    let mut out = Vec::with_capacity(4 * numbers.len());
    for w in numbers {
        out.extend_from_slice(&w.to_le_bytes());
    }
    out
}

/// The `u32`s of [`u32s_part`]; `None` when its length is not a multiple
/// of four.
fn read_u32s(bytes: &[u8]) -> Option<Vec<u32>> {
    bytes.len().is_multiple_of(4).then(|| {
        bytes
            .chunks(4)
            .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect()
    })
}

/// A request as one buffer (see the module doc): the head starts with its
/// kind's number.
fn pack_request(head: &[u32], parts: &[&[u8]]) -> Vec<u8> {
    let len = 4 * (1 + head.len() + parts.len()) + parts.iter().map(|p| p.len()).sum::<usize>();
    let mut out = Vec::with_capacity(len);
    out.extend_from_slice(&(head.len() as u32).to_le_bytes());
    for w in head {
        out.extend_from_slice(&w.to_le_bytes());
    }
    for p in parts {
        out.extend_from_slice(&(p.len() as u32).to_le_bytes());
        out.extend_from_slice(p);
    }
    out
}

/// Reads a `u32` at the start of `bytes` and moves past it.
fn take_u32(bytes: &mut &[u8]) -> Option<u32> {
    let (w, rest) = bytes.split_first_chunk::<4>()?;
    *bytes = rest;
    Some(u32::from_le_bytes(*w))
}

/// The head and the parts of a request buffer.
fn split_request(mut bytes: &[u8]) -> Option<(Vec<u32>, Vec<&[u8]>)> {
    let n = take_u32(&mut bytes)? as usize;
    let head = (0..n.min(16))
        .map(|_| take_u32(&mut bytes))
        .collect::<Option<Vec<u32>>>()?;
    let mut parts = Vec::new();
    while !bytes.is_empty() {
        let len = take_u32(&mut bytes)? as usize;
        if len > bytes.len() {
            return None;
        }
        let (part, rest) = bytes.split_at(len);
        parts.push(part);
        bytes = rest;
    }
    (head.len() == n).then_some((head, parts))
}

impl<'a> Request<'a> {
    /// The request as one buffer, as [`Request::decode`] reads it.
    pub fn encode(&self) -> Vec<u8> {
        let b = str::as_bytes;
        match *self {
            Request::Files { robots, before } => {
                let none = SentFile {
                    body: &[],
                    parse: &[],
                };
                let sent = |side: Option<FileSide<'a>>, keep: u32| match side {
                    Some(FileSide::Sent(f)) => (f, 0),
                    Some(FileSide::Kept) => (none, keep),
                    None => (none, 0),
                };
                let (now, keep_now) = sent(Some(robots), KEEP_NOW);
                let (b, keep_before) = sent(before, KEEP_BEFORE);
                let has_before = if before.is_some() { HAS_BEFORE } else { 0 };
                pack_request(
                    &[
                        RequestKind::Files.number(),
                        0,
                        has_before | keep_now | keep_before,
                    ],
                    &[now.body, now.parse, b.body, b.parse],
                )
            }
            Request::Check(ref c) => {
                let flags =
                    if c.urls.is_some() { HAS_URLS } else { 0 } | if c.quiet { QUIET } else { 0 };
                pack_request(
                    &[
                        RequestKind::Check.number(),
                        c.generation,
                        c.fetch as u32,
                        flags,
                    ],
                    &[
                        b(c.urls.unwrap_or_default()),
                        b(&crawlers_part(&c.crawlers)),
                    ],
                )
            }
            Request::OtherParsers {
                id,
                fetch,
                url,
                crawler,
            } => pack_request(
                &[RequestKind::OtherParsers.number(), id, fetch as u32],
                &[b(url), b(&crawlers_part(&[crawler]))],
            ),
            Request::Export(ref e) => pack_request(
                &[
                    RequestKind::Export.number(),
                    e.id,
                    u32::from(e.kind == Kind::Json),
                    e.fetch as u32,
                ],
                &[
                    b(e.urls),
                    b(&crawlers_part(&e.crawlers)),
                    &u32s_part(&e.shown),
                ],
            ),
            Request::Sitemap(ref m) => pack_request(
                &[RequestKind::Sitemap.number(), m.id, m.fetch as u32],
                &[
                    b(m.urls),
                    b(&crawlers_part(&m.crawlers)),
                    b(m.site),
                    b(m.name),
                ],
            ),
            Request::Import { id, name, bytes } => {
                pack_request(&[RequestKind::Import.number(), id], &[b(name), bytes])
            }
            Request::Policy { id, choice, urls } => pack_request(
                &[
                    RequestKind::Policy.number(),
                    id,
                    choice.map_or(ROOT, |c| c as u32),
                ],
                &[b(urls)],
            ),
            Request::Intent { id, intent, text } => pack_request(
                &[RequestKind::Intent.number(), id, intent_number(intent)],
                &[b(text)],
            ),
            Request::Lint { id } => pack_request(&[RequestKind::Lint.number(), id], &[]),
            Request::Language { lang, messages } => {
                pack_request(&[RequestKind::Language.number()], &[b(lang), b(messages)])
            }
            Request::Render {
                id,
                what,
                ref numbers,
                ref parts,
            } => {
                let head: Vec<u32> = [RequestKind::Render.number(), id, what.number()]
                    .into_iter()
                    .chain(numbers.iter().copied())
                    .collect();
                pack_request(&head, parts)
            }
            Request::Traffic {
                id,
                logs,
                ref lists,
            } => {
                let parts: Vec<&[u8]> = lists.iter().flat_map(|(n, b)| [n.as_bytes(), b]).collect();
                pack_request(&[RequestKind::Traffic.number(), id, logs], &parts)
            }
            Request::TrafficStop { id } => {
                pack_request(&[RequestKind::TrafficStop.number(), id], &[])
            }
        }
    }

    /// Reads a request once, for the worker: the request, or the refusal
    /// to answer with when it cannot be read (never dropped unread: the
    /// page would wait for its answer), boxed: a reply can hold an answer.
    pub fn read(bytes: &'a [u8]) -> Result<Request<'a>, Box<Reply>> {
        Request::decode(bytes).ok_or_else(|| {
            let (kind, id) = Request::kind_and_id(bytes);
            Box::new(Reply::Refused { kind, id })
        })
    }

    /// The refusal of this request (its kind and id, or generation): the
    /// answer to one the worker cannot serve (no files to read it
    /// against).
    pub fn refused(&self) -> Reply {
        use RequestKind as K;
        let (kind, id) = match self {
            Request::Files { .. } => (K::Files, 0),
            Request::Check(c) => (K::Check, c.generation),
            Request::OtherParsers { id, .. } => (K::OtherParsers, *id),
            Request::Export(e) => (K::Export, e.id),
            Request::Sitemap(m) => (K::Sitemap, m.id),
            Request::Import { id, .. } => (K::Import, *id),
            Request::Policy { id, .. } => (K::Policy, *id),
            Request::Intent { id, .. } => (K::Intent, *id),
            Request::Lint { id } => (K::Lint, *id),
            Request::Render { id, .. } => (K::Render, *id),
            Request::Traffic { id, .. } => (K::Traffic, *id),
            Request::TrafficStop { id } => (K::TrafficStop, *id),
            Request::Language { .. } => (K::Language, 0),
        };
        Reply::Refused {
            kind: Some(kind),
            id,
        }
    }

    /// The kind and the id (or generation) of a request buffer, as far as
    /// they can be read (`None`, 0 where not): for [`Reply::Refused`].
    pub fn kind_and_id(bytes: &[u8]) -> (Option<RequestKind>, u32) {
        let mut rest = bytes;
        let n = take_u32(&mut rest).unwrap_or(0);
        let kind = if n >= 1 { take_u32(&mut rest) } else { None };
        let id = if n >= 2 {
            take_u32(&mut rest).unwrap_or(0)
        } else {
            0
        };
        (kind.and_then(RequestKind::of), id)
    }

    /// Reads a request; `None` for anything malformed.
    pub fn decode(bytes: &'a [u8]) -> Option<Request<'a>> {
        let (head, parts) = split_request(bytes)?;
        let (&kind, head) = head.split_first()?;
        let text = |p: &'a [u8]| std::str::from_utf8(p).ok();
        use RequestKind as K;
        match (RequestKind::of(kind)?, head, &parts[..]) {
            (K::Files, &[0, flags], &[body, parse, before, before_parse]) => {
                let side = |keep: u32, body, parse| {
                    if flags & keep != 0 {
                        FileSide::Kept
                    } else {
                        FileSide::Sent(SentFile { body, parse })
                    }
                };
                Some(Request::Files {
                    robots: side(KEEP_NOW, body, parse),
                    before: (flags & HAS_BEFORE != 0)
                        .then(|| side(KEEP_BEFORE, before, before_parse)),
                })
            }
            (K::Check, &[generation, fetch, flags], &[urls, crawlers]) => {
                Some(Request::Check(CheckRequest {
                    generation,
                    fetch: fetch as usize,
                    urls: if flags & HAS_URLS != 0 {
                        Some(text(urls)?)
                    } else {
                        None
                    },
                    crawlers: read_crawlers(text(crawlers)?)?,
                    quiet: flags & QUIET != 0,
                }))
            }
            (K::OtherParsers, &[id, fetch], &[url, crawler]) => Some(Request::OtherParsers {
                id,
                fetch: fetch as usize,
                url: text(url)?,
                crawler: read_crawlers(text(crawler)?)?.pop()?,
            }),
            (K::Policy, &[id, choice], &[urls]) => Some(Request::Policy {
                id,
                choice: (choice != ROOT).then_some(choice as usize),
                urls: text(urls)?,
            }),
            (K::Lint, &[id], &[]) => Some(Request::Lint { id }),
            (K::Language, &[], &[lang, messages]) => Some(Request::Language {
                lang: text(lang)?,
                messages: text(messages)?,
            }),
            (K::Render, &[id, what, ref numbers @ ..], parts) => Some(Request::Render {
                id,
                what: Render::of(what)?,
                numbers: numbers.to_vec(),
                parts: parts.to_vec(),
            }),
            (K::Intent, &[id, intent], &[t]) => Some(Request::Intent {
                id,
                intent: intent_from_number(intent)?,
                text: text(t)?,
            }),
            (K::Import, &[id], &[name, bytes]) => Some(Request::Import {
                id,
                name: text(name)?,
                bytes,
            }),
            (K::Traffic, &[id, logs], parts) if parts.len() % 2 == 0 => Some(Request::Traffic {
                id,
                logs,
                lists: parts
                    .chunks(2)
                    .map(|p| Some((text(p[0])?, p[1])))
                    .collect::<Option<_>>()?,
            }),
            (K::TrafficStop, &[id], &[]) => Some(Request::TrafficStop { id }),
            (K::Sitemap, &[id, fetch], &[urls, crawlers, site, name]) => {
                Some(Request::Sitemap(SitemapRequest {
                    id,
                    fetch: fetch as usize,
                    urls: text(urls)?,
                    crawlers: read_crawlers(text(crawlers)?)?,
                    site: text(site)?,
                    name: text(name)?,
                }))
            }
            (K::Export, &[id, kind, fetch], &[urls, crawlers, shown]) => {
                Some(Request::Export(ExportRequest {
                    id,
                    kind: if kind == 1 { Kind::Json } else { Kind::Csv },
                    fetch: fetch as usize,
                    urls: text(urls)?,
                    crawlers: read_crawlers(text(crawlers)?)?,
                    shown: read_u32s(shown)?,
                }))
            }
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::reply::ReplyKind;
    use super::super::reply::{ANSWER, PROGRESS, REFUSED, RESULTS};
    use super::*;
    use crate::model::policy::Intent;
    use crate::model::results::Results;

    const CHECK: u32 = RequestKind::Check.number();
    const OTHER_PARSERS: u32 = RequestKind::OtherParsers.number();

    fn check(urls: Option<&str>, quiet: bool) -> Request<'_> {
        Request::Check(CheckRequest {
            generation: 1,
            fetch: 0,
            urls,
            crawlers: vec![("Googlebot/2.1", "Googlebot")],
            quiet,
        })
    }

    #[test]
    fn traffic_requests_and_replies_round_trip() {
        let lists = vec![("gptbot.json", &b"{}"[..]), ("bots.json", &b"[]"[..])];
        for r in [
            Request::Traffic {
                id: 7,
                logs: 2,
                lists,
            },
            Request::TrafficStop { id: 7 },
        ] {
            assert_eq!(Request::decode(&r.encode()), Some(r));
        }
        let p = Reply::TrafficProgress {
            id: 3,
            read: 5_000_000_000,
            total: 6_000_000_001,
        };
        assert_eq!(Reply::decode(p.clone().encode()), Some(p));
    }

    #[test]
    fn every_request_round_trips() {
        let s = |x| x;
        let requests = [
            Request::Files {
                robots: FileSide::Sent(SentFile {
                    body: b"User-agent: *\n\xff",
                    parse: b"\x01\x00",
                }),
                before: None,
            },
            Request::Files {
                robots: FileSide::Sent(SentFile {
                    body: b"",
                    parse: b"",
                }),
                before: Some(FileSide::Sent(SentFile {
                    body: b"Disallow: /",
                    parse: b"p",
                })),
            },
            Request::Files {
                robots: FileSide::Kept,
                before: Some(FileSide::Sent(SentFile {
                    body: b"x",
                    parse: b"y",
                })),
            },
            Request::Files {
                robots: FileSide::Sent(SentFile {
                    body: b"x",
                    parse: b"y",
                }),
                before: Some(FileSide::Kept),
            },
            check(Some("/a\n/b"), false),
            check(None, true),
            Request::OtherParsers {
                id: 4,
                fetch: 2,
                url: s("https://e.com/a b"),
                crawler: (s("Mozilla/5.0 (compatible; Bingbot/2.0)"), s("Bingbot")),
            },
            Request::Language {
                lang: s("nl"),
                messages: s("a = b\n"),
            },
            Request::Language {
                lang: s("en"),
                messages: "",
            },
            Request::Export(ExportRequest {
                id: 9,
                kind: Kind::Json,
                fetch: 3,
                urls: s("/a"),
                crawlers: vec![("a", "a"), ("b", "b")],
                shown: vec![3, 1, 2],
            }),
            Request::Sitemap(SitemapRequest {
                id: 12,
                fetch: 1,
                urls: s("https://e.com/a\nhttps://o.com/b"),
                crawlers: vec![("Googlebot", "Googlebot")],
                site: s(""),
                name: s("sitemap.xml.gz"),
            }),
            Request::Import {
                id: 3,
                name: s("urls.csv"),
                bytes: b"\xff,x",
            },
            Request::Policy {
                id: 5,
                choice: None,
                urls: s("/a"),
            },
            Request::Policy {
                id: 5,
                choice: Some(1),
                urls: "",
            },
            Request::Intent {
                id: 6,
                intent: Intent::BlockAi,
                text: s("User-agent: *\n"),
            },
            Request::Lint { id: 7 },
            Request::Render {
                id: 8,
                what: Render::Share,
                numbers: vec![0, 3],
                parts: vec![b"https://e.com/", b"\x00\xff"],
            },
        ];
        for r in requests {
            assert_eq!(Request::decode(&r.encode()), Some(r.clone()), "{r:?}");
        }
    }

    #[test]
    fn a_request_that_cannot_be_read_is_answered_refused() {
        // Another build's request (an unknown kind), a damaged one, garbage:
        // the worker answers each with what it could read of the head.
        let unknown = pack_request(&[99, 7, 0], &[b"x"]);
        assert_eq!(Request::decode(&unknown), None);
        assert_eq!(Request::kind_and_id(&unknown), (None, 7));
        let mut cut = pack_request(&[OTHER_PARSERS, 12, 0], &[b"robots", b"", b"/a"]);
        cut.truncate(cut.len() - 1);
        assert_eq!(Request::decode(&cut), None);
        assert_eq!(
            Request::kind_and_id(&cut),
            (Some(RequestKind::OtherParsers), 12)
        );
        for garbage in [&b""[..], &[1, 0], &[0, 0, 0, 0]] {
            assert_eq!(Request::kind_and_id(garbage), (None, 0), "{garbage:?}");
        }
        for reply in [
            Reply::Refused {
                kind: Some(RequestKind::Traffic),
                id: 7,
            },
            Reply::Refused { kind: None, id: 0 },
        ] {
            assert_eq!(Reply::decode(reply.clone().encode()), Some(reply));
        }
        // With a body it is not a refusal.
        assert_eq!(Reply::decode(vec![1, REFUSED, 99, 7, 3]), None);
    }

    #[test]
    fn malformed_messages_are_refused() {
        let head = [CHECK, 1, 0, HAS_URLS];
        assert_eq!(Request::decode(&[]), None);
        assert_eq!(Request::decode(&pack_request(&[9, 1], &[])), None);
        // A part longer than the buffer; a head longer than the buffer.
        let mut cut = pack_request(&head, &[&b"abc"[..]; 2]);
        cut.truncate(cut.len() - 1);
        assert_eq!(Request::decode(&cut), None);
        assert_eq!(Request::decode(&[4, 0, 0, 0, 1, 0, 0, 0]), None);
        assert_eq!(Request::decode(&pack_request(&head, &[b""])), None);
        let bad_utf8: [&[u8]; 2] = [&[0xff], b""];
        assert_eq!(Request::decode(&pack_request(&head, &bad_utf8)), None);
        // Without the list flag, its part is not read.
        let no_list = [CHECK, 1, 0, 0];
        assert!(Request::decode(&pack_request(&no_list, &bad_utf8)).is_some());
        // A part too many.
        let three: [&[u8]; 3] = [b"", b"", b""];
        assert_eq!(
            Request::decode(&pack_request(&[CHECK, 1, 0, QUIET], &three)),
            None
        );
        // Too few cells; no columns; a size that overflows; a short head.
        assert_eq!(Reply::decode(vec![1, 2, 3, RESULTS, 1, 2, 2, 0, 5]), None);
        assert_eq!(Reply::decode(vec![RESULTS, 1, 2, 0, 0, 5]), None);
        assert_eq!(
            Reply::decode(vec![RESULTS, 1, u32::MAX, u32::MAX, 0, 5]),
            None
        );
        assert_eq!(Reply::decode(vec![PROGRESS, 1, 2]), None);
        assert_eq!(Reply::decode(vec![7]), None);
        assert_eq!(Reply::decode(vec![]), None);
        assert_eq!(Reply::decode(vec![0, ANSWER, 1, 9, 3]), None);
    }

    #[test]
    fn every_kind_has_its_own_number() {
        let requests: Vec<u32> = RequestKind::ALL.iter().map(|k| k.number()).collect();
        let replies: Vec<u32> = ReplyKind::ALL.iter().map(|k| *k as u32).collect();
        let mut all = [&requests[..], &replies[..]].concat();
        all.sort_unstable();
        all.dedup();
        assert_eq!(all.len(), requests.len() + replies.len(), "{all:?}");
        assert!(!all.contains(&0), "0 is a kind that could not be read");
        for k in RequestKind::ALL {
            assert_eq!(RequestKind::of(k.number()), Some(k));
        }
        for n in &replies {
            assert_eq!(RequestKind::of(*n), None, "a reply's number is no request");
        }
        assert_eq!(RequestKind::of(0), None);
        assert_eq!(RequestKind::of(requests.len() as u32 + 1), None);
    }

    #[test]
    fn a_damaged_message_is_refused_and_never_panics() {
        // (A traffic request cut after a whole part can be another whole
        // request, with fewer lists: only a check is always refused.)
        let requests = [
            (true, check(Some("/a\n/b"), true)),
            (
                false,
                Request::Traffic {
                    id: 2,
                    logs: 1,
                    lists: vec![("x.json", b"{}")],
                },
            ),
        ];
        for (always, r) in requests {
            let bytes = r.encode();
            for cut in 0..bytes.len() {
                let read = Request::decode(&bytes[..cut]);
                assert!(!always || read.is_none(), "cut at {cut}");
                let _ = Request::kind_and_id(&bytes[..cut]);
            }
            for at in 0..bytes.len() {
                let mut flipped = bytes.clone();
                flipped[at] ^= 0xff;
                let _ = Request::decode(&flipped);
            }
        }
        let reply = Reply::Results {
            generation: 1,
            results: Results {
                cols: 2,
                cells: vec![1, 2, 3, 4],
            },
            before: None,
        }
        .encode();
        for cut in 0..reply.len() {
            assert_eq!(Reply::decode(reply[..cut].to_vec()), None, "cut at {cut}");
        }
        for at in 0..reply.len() {
            let mut flipped = reply.clone();
            flipped[at] ^= u32::MAX;
            let _ = Reply::decode(flipped);
        }
    }

    #[test]
    fn answers_of_every_length_survive_the_packing_into_u32s() {
        use super::super::answer::Answer;
        for n in 0..9 {
            let reply = Reply::Answer {
                id: 4,
                answer: Some(Answer::Text("x".repeat(n))),
            };
            assert_eq!(Reply::decode(reply.clone().encode()), Some(reply));
        }
        // An answer the page cannot read still answers its request.
        let unreadable = Reply::Answer {
            id: 5,
            answer: None,
        };
        assert_eq!(Reply::decode(unreadable.clone().encode()), Some(unreadable));
        assert_eq!(
            Reply::decode(vec![9, ANSWER, 6, 4, 3]),
            Some(Reply::Answer {
                id: 6,
                answer: None
            })
        );
    }

    #[test]
    fn cells_pack_into_one_u32() {
        use crate::model::{pack, unpack, CellResult};
        for allowed in [false, true] {
            for other_parsers in 0..8 {
                for line in [0, 1, 255, 256, 70_000, (1 << 24) - 1] {
                    let c = CellResult {
                        allowed,
                        line,
                        other_parsers,
                    };
                    assert_eq!(unpack(pack(Some(c))), Some(c));
                }
            }
        }
        assert_eq!(unpack(pack(None)), None);
        assert_eq!(pack(None), 0);
        let far = CellResult {
            allowed: true,
            line: u32::MAX,
            other_parsers: 0,
        };
        assert_eq!(unpack(pack(Some(far))).map(|c| c.line), Some((1 << 24) - 1));
    }
}
