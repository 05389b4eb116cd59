//! The checking worker's protocol and its job, as plain data.
//!
//! Long lists are checked off the main thread, in a Web Worker built from
//! `src/bin/robots-worker.rs`; the page's side is `platform::worker`
//! (creating it, posting, receiving) and `state::checking` (what to send,
//! applying the replies). What crosses is numbers and bytes only, so that
//! neither side needs a serialisation library:
//!
//! **A request** (page → worker) is one `Uint8Array` ([`encode_request`]):
//! the number of head words, the head (`u32`s, little-endian), then each
//! part as its length (`u32`) and its bytes.
//!
//! - check the whole list: `head = [CHECK, generation, fetch, flags]`, where
//!   `fetch` is the simulated fetch result (an index into
//!   [`super::FETCH_CHOICES`]) and `flags` has [`HAS_BEFORE`] (compare mode)
//!   and [`HAS_URLS`] (the list is sent; without it the worker keeps the
//!   list of the previous check, so typing in the editor never re-sends a
//!   long list); `parts = [robots, before, urls, crawlers]`: the bytes parsed
//!   (the editor's text as UTF-8, or an opened file's bytes), the "before"
//!   file (empty without [`HAS_BEFORE`]), the URLs text (empty without
//!   [`HAS_URLS`]) and the crawlers as typed with their product tokens
//!   ([`crawlers_part`]: the other readers are handed the crawler as typed).
//!   The worker answers with the results (Google's verdicts) as soon as
//!   they are complete, then checks the other readers over the list and
//!   answers with the same results again, now with their marks;
//! - the other readers' reading of one cell: `head = [READERS, id, fetch,
//!   flags]`, `parts = [robots, before, url, crawler, lang, messages]` (the
//!   "before" file, empty without [`HAS_BEFORE`], the URL line as typed,
//!   the crawler as in [`crawlers_part`], the page's language code and its
//!   message file, empty for English: the worker words the rows);
//!   answered by the trace's part, worded
//!   ([`super::reader_words::part`]), or no bytes if the URL cannot be
//!   tested;
//! - export the rows shown: `head = [EXPORT, id, kind, fetch]` (`kind` 0
//!   CSV, 1 JSON), `parts = [robots, urls, crawlers, shown]`: the crawlers
//!   as typed with their tokens ([`crawlers_part`]) and the rows shown, in
//!   order (`u32`s, little-endian); answered by the file's bytes;
//! - read a URL list from a file: `head = [IMPORT, id]`, `parts = [name,
//!   bytes]`; answered by the list ([`super::import::ImportedText`]);
//! - the "Crawlers by purpose" view: `head = [POLICY, id, choice]`
//!   (`choice`: the index of the chosen URL row, [`ROOT`] for the site
//!   root), `parts = [robots, urls, lang, messages]` (the URL list's first
//!   lines); answered by the view's part ([`super::policy::policy_part`]);
//! - a one-click intent: `head = [INTENT, id, intent]`, `parts = [text]`
//!   (the editor's text); answered by [`intent_reply`]: the crawlers it
//!   blocks, then the new text.
//! - the file's AI-use lints (the diagnostics parsing does not compute:
//!   `group_replaces_star`, `usage_no_effect`, `usage_unparsed`):
//!   `head = [LINT, id]`, `parts = [robots, lang, messages]`; answered by
//!   [`lint_reply`], worded in the page's language.
//!
//! - a view the worker words for the page (Share's status, the link
//!   notices, the crawler presets): `head = [WORDS, id, which,
//!   numbers…]`, `parts = [lang, messages, the view's parts…]`; answered
//!   by [`super::worded::worded`].
//!
//! The answer to READERS is [`cell_reply`]: the other readers' part and
//! the usage preferences' part ([`super::policy::usage_part`]) together.
//!
//! **A reply** (worker → page) is one `Uint32Array` ([`Reply::encode`]):
//! the body, then the head, then the number of head words (last, so that
//! the page takes the head off without moving the body):
//!
//! - progress: `head = [PROGRESS, generation, rows done, rows]` (compare
//!   mode counts the list twice), no body;
//! - the results: `head = [RESULTS, generation, rows, cols, has before]`,
//!   the body `rows × cols` cells ([`super::results::pack`]: present bit,
//!   allowed bit, the readers that differ, the line), and as many again for
//!   the "before" file when `has before` is 1;
//! - bytes (the answer to a request with an `id`): `head = [BYTES, id,
//!   length]`, the body the bytes, four a word, little-endian;
//! - refused: `head = [REFUSED, kind, id]`, no body: the answer to a
//!   request the worker cannot read (a page and a worker of different
//!   builds, or a damaged message), with its first two head words as far
//!   as they could be read (0 where not), so that the page stops waiting
//!   for it, says so, and checks on its own thread. Every request is
//!   answered: none is dropped unread.
//!
//! **Generations**: the page numbers its requests; the worker drops a check
//! as soon as a newer request has arrived (it looks between slices), and the
//! page ignores replies older than its latest request. So a newer edit
//! always wins, as on the main thread.

use std::sync::Arc;

use super::export::{write_rows, Kind, Source};
use super::fetch::status_rule_at;
use super::import::{read_list, ImportedText};
use super::inputs::{url_rows, CrawlerCol, UrlRow};
use super::parsed::Parsed;
use super::policy::{apply_intent, policy_part, usage_part, Intent};
use super::reader_words::worded;
use super::readers::{cell_rows, MarkJob, ReaderLine};
use super::results::{CheckJob, Results};
use crate::i18n::Lang;
use robots::readers::Readers;

/// Request: check the whole list.
pub const CHECK: u32 = 1;
/// Request: the other readers' rows for one cell.
pub const READERS: u32 = 2;
/// Request: export the rows shown.
pub const EXPORT: u32 = 6;
/// Request: read a URL list from a file.
pub const IMPORT: u32 = 7;
/// Request: the "Crawlers by purpose" view.
pub const POLICY: u32 = 8;
/// Request: apply a one-click intent to the file.
pub const INTENT: u32 = 9;
/// Request kind: the file's AI-use lints ([`lint_reply`]).
pub const LINT: u32 = 10;
/// Request kind: a view the worker words for the page
/// ([`super::worded::worded`]).
pub const WORDS: u32 = 11;
/// Reply: how far a check is.
pub const PROGRESS: u32 = 3;
/// Reply: the whole list checked.
pub const RESULTS: u32 = 4;
/// Reply: the bytes asked for by a request with an id.
pub const BYTES: u32 = 5;
/// Reply: a request the worker cannot read.
pub const REFUSED: u32 = 8;

/// Check flag: compare mode, the "before" file is sent too.
pub const HAS_BEFORE: u32 = 1;
/// Check flag: the URL list is sent (else the previous one still holds).
pub const HAS_URLS: u32 = 2;

/// The head of a check request.
pub fn check_head(generation: u32, fetch: usize, has_before: bool, has_urls: bool) -> [u32; 4] {
    let flags = if has_before { HAS_BEFORE } else { 0 } | if has_urls { HAS_URLS } else { 0 };
    [CHECK, generation, fetch as u32, flags]
}

/// A request, as the worker reads it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Request {
    Check(CheckRequest),
    Readers {
        id: u32,
        fetch: usize,
        robots: Vec<u8>,
        /// The "before" file (compare mode).
        before: Option<Vec<u8>>,
        /// The URL line as typed.
        url: String,
        /// The crawler as typed, and its product token.
        crawler: (String, String),
        /// The page's language (its code) and its messages (empty for
        /// English).
        lang: String,
        messages: String,
    },
    Export(ExportRequest),
    Import {
        id: u32,
        name: String,
        bytes: Vec<u8>,
    },
    Policy {
        id: u32,
        /// The chosen URL row, `None` for the site root.
        choice: Option<usize>,
        robots: Vec<u8>,
        urls: String,
        lang: String,
        messages: String,
    },
    Intent {
        id: u32,
        intent: Intent,
        text: String,
    },
    Lint {
        id: u32,
        robots: Vec<u8>,
        lang: String,
        messages: String,
    },
    /// A view worded by the worker: which, its numbers and parts.
    Words {
        id: u32,
        which: u32,
        numbers: Vec<u32>,
        lang: String,
        messages: String,
        parts: Vec<Vec<u8>>,
    },
}

/// [`Request::Policy`]'s choice of the site root.
pub const ROOT: u32 = u32::MAX;

/// A request to export the rows shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExportRequest {
    pub id: u32,
    pub kind: Kind,
    pub fetch: usize,
    pub robots: Vec<u8>,
    pub urls: String,
    /// (as typed, product token) per crawler.
    pub crawlers: Vec<(String, String)>,
    pub shown: Vec<u32>,
}

/// The head of an export request.
pub fn export_head(id: u32, kind: Kind, fetch: usize) -> [u32; 4] {
    [EXPORT, id, u32::from(kind == Kind::Json), fetch as u32]
}

/// The crawlers part of a check or export request: each crawler as typed and its
/// token, separated by U+001F, crawlers by U+001E.
pub fn crawlers_part(cols: &[CrawlerCol]) -> String {
    let mut out = String::new();
    for (i, c) in cols.iter().enumerate() {
        if i > 0 {
            out.push('\u{1e}');
        }
        out.push_str(&c.input);
        out.push('\u{1f}');
        out.push_str(&c.token);
    }
    out
}

/// The crawlers of [`crawlers_part`]; `None` when malformed.
fn read_crawlers(text: &str) -> Option<Vec<(String, String)>> {
    text.split('\u{1e}')
        .filter(|c| !c.is_empty())
        .map(|c| {
            let (input, token) = c.split_once('\u{1f}')?;
            Some((input.to_string(), token.to_string()))
        })
        .collect()
}

/// The columns for crawlers as typed with their tokens.
fn crawler_cols_of(crawlers: &[(String, String)]) -> Vec<CrawlerCol> {
    crawlers
        .iter()
        .map(|(input, token)| CrawlerCol {
            input: input.clone(),
            ..token_col(token)
        })
        .collect()
}

/// `u32`s as a request part (little-endian).
pub fn words_part(words: &[u32]) -> Vec<u8> {
    words.iter().flat_map(|w| w.to_le_bytes()).collect()
}

/// A request to check the whole list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckRequest {
    pub generation: u32,
    pub fetch: usize,
    pub robots: Vec<u8>,
    pub before: Option<Vec<u8>>,
    /// `None`: the list of the previous check.
    pub urls: Option<String>,
    /// Each crawler as typed, and its product token.
    pub crawlers: Vec<(String, String)>,
}

/// A request as one buffer (see the module doc).
pub fn encode_request(head: &[u32], parts: &[&[u8]]) -> Vec<u8> {
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
fn word(bytes: &mut &[u8]) -> Option<u32> {
    let (w, rest) = bytes.split_first_chunk::<4>()?;
    *bytes = rest;
    Some(u32::from_le_bytes(*w))
}

/// The head and the parts of a request buffer.
fn split_request(mut bytes: &[u8]) -> Option<(Vec<u32>, Vec<&[u8]>)> {
    let n = word(&mut bytes)? as usize;
    let head = (0..n.min(16))
        .map(|_| word(&mut bytes))
        .collect::<Option<Vec<u32>>>()?;
    let mut parts = Vec::new();
    while !bytes.is_empty() {
        let len = word(&mut bytes)? as usize;
        if len > bytes.len() {
            return None;
        }
        let (part, rest) = bytes.split_at(len);
        parts.push(part);
        bytes = rest;
    }
    (head.len() == n).then_some((head, parts))
}

impl Request {
    /// The first two head words of a request buffer (its kind and its id
    /// or generation), 0 where they cannot be read: for [`Reply::Refused`].
    pub fn kind_and_id(bytes: &[u8]) -> (u32, u32) {
        let mut rest = bytes;
        let n = word(&mut rest).unwrap_or(0);
        let kind = if n >= 1 {
            word(&mut rest).unwrap_or(0)
        } else {
            0
        };
        let id = if n >= 2 {
            word(&mut rest).unwrap_or(0)
        } else {
            0
        };
        (kind, id)
    }

    /// Reads a request; `None` for anything malformed.
    pub fn decode(bytes: &[u8]) -> Option<Request> {
        let (head, parts) = split_request(bytes)?;
        let text = |p: &[u8]| String::from_utf8(p.to_vec()).ok();
        match (&head[..], &parts[..]) {
            (&[CHECK, generation, fetch, flags], &[robots, before, urls, crawlers]) => {
                Some(Request::Check(CheckRequest {
                    generation,
                    fetch: fetch as usize,
                    robots: robots.to_vec(),
                    before: (flags & HAS_BEFORE != 0).then(|| before.to_vec()),
                    urls: if flags & HAS_URLS != 0 {
                        Some(text(urls)?)
                    } else {
                        None
                    },
                    crawlers: read_crawlers(&text(crawlers)?)?,
                }))
            }
            (&[READERS, id, fetch, flags], &[robots, before, url, crawler, lang, messages]) => {
                Some(Request::Readers {
                    id,
                    fetch: fetch as usize,
                    robots: robots.to_vec(),
                    before: (flags & HAS_BEFORE != 0).then(|| before.to_vec()),
                    url: text(url)?,
                    crawler: read_crawlers(&text(crawler)?)?.pop()?,
                    lang: text(lang)?,
                    messages: text(messages)?,
                })
            }
            (&[POLICY, id, choice], &[robots, urls, lang, messages]) => Some(Request::Policy {
                id,
                choice: (choice != ROOT).then_some(choice as usize),
                robots: robots.to_vec(),
                urls: text(urls)?,
                lang: text(lang)?,
                messages: text(messages)?,
            }),
            (&[LINT, id], &[robots, lang, messages]) => Some(Request::Lint {
                id,
                robots: robots.to_vec(),
                lang: text(lang)?,
                messages: text(messages)?,
            }),
            (&[WORDS, id, which, ref numbers @ ..], &[lang, messages, ref rest @ ..]) => {
                Some(Request::Words {
                    id,
                    which,
                    numbers: numbers.to_vec(),
                    lang: text(lang)?,
                    messages: text(messages)?,
                    parts: rest.iter().map(|p| p.to_vec()).collect(),
                })
            }
            (&[INTENT, id, intent], &[t]) => Some(Request::Intent {
                id,
                intent: Intent::from_code(intent)?,
                text: text(t)?,
            }),
            (&[IMPORT, id], &[name, bytes]) => Some(Request::Import {
                id,
                name: text(name)?,
                bytes: bytes.to_vec(),
            }),
            (&[EXPORT, id, kind, fetch], &[robots, urls, crawlers, shown]) => {
                let crawlers = read_crawlers(&text(crawlers)?)?;
                if shown.len() % 4 != 0 {
                    return None;
                }
                Some(Request::Export(ExportRequest {
                    id,
                    kind: if kind == 1 { Kind::Json } else { Kind::Csv },
                    fetch: fetch as usize,
                    robots: robots.to_vec(),
                    urls: text(urls)?,
                    crawlers,
                    shown: shown
                        .chunks(4)
                        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                        .collect(),
                }))
            }
            _ => None,
        }
    }
}

/// A reply, as the page reads it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reply {
    Progress {
        generation: u32,
        done: usize,
        total: usize,
    },
    Results {
        generation: u32,
        results: Results,
        before: Option<Results>,
    },
    /// The answer to a request with an id.
    Bytes { id: u32, bytes: Vec<u8> },
    /// The answer to a request the worker cannot read: its kind and its id
    /// (or generation), as far as they could be read.
    Refused { kind: u32, id: u32 },
}

impl Reply {
    /// The reply as one buffer (see the module doc).
    pub fn encode(self) -> Vec<u32> {
        let (mut out, head) = match self {
            Reply::Progress {
                generation,
                done,
                total,
            } => (
                vec![],
                vec![PROGRESS, generation, done as u32, total as u32],
            ),
            Reply::Results {
                generation,
                results,
                before,
            } => {
                let head = vec![
                    RESULTS,
                    generation,
                    results.rows() as u32,
                    results.cols as u32,
                    u32::from(before.is_some()),
                ];
                let mut cells = results.cells;
                if let Some(b) = before {
                    cells.extend_from_slice(&b.cells);
                }
                (cells, head)
            }
            Reply::Bytes { id, bytes } => {
                let words = bytes
                    .chunks(4)
                    .map(|c| {
                        let mut w = [0; 4];
                        w[..c.len()].copy_from_slice(c);
                        u32::from_le_bytes(w)
                    })
                    .collect();
                (words, vec![BYTES, id, bytes.len() as u32])
            }
            Reply::Refused { kind, id } => (vec![], vec![REFUSED, kind, id]),
        };
        let n = head.len() as u32;
        out.extend(head);
        out.push(n);
        out
    }

    /// Reads a reply; `None` for anything malformed.
    pub fn decode(mut words: Vec<u32>) -> Option<Reply> {
        let n = words.pop()? as usize;
        let at = words.len().checked_sub(n)?;
        let head = words.split_off(at);
        match head[..] {
            [PROGRESS, generation, done, total] if words.is_empty() => Some(Reply::Progress {
                generation,
                done: done as usize,
                total: total as usize,
            }),
            [RESULTS, generation, rows, cols, has_before] => {
                let n = (rows as usize).checked_mul(cols as usize)?;
                let want = if has_before == 1 { 2 * n } else { n };
                if words.len() != want || (cols == 0 && rows != 0) {
                    return None;
                }
                let before = (has_before == 1).then(|| Results {
                    cols: cols as usize,
                    cells: words.split_off(n),
                });
                Some(Reply::Results {
                    generation,
                    results: Results {
                        cols: cols as usize,
                        cells: words,
                    },
                    before,
                })
            }
            [BYTES, id, len] => {
                let mut bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).collect();
                if bytes.len() < len as usize || bytes.len() >= len as usize + 4 {
                    return None;
                }
                bytes.truncate(len as usize);
                Some(Reply::Bytes { id, bytes })
            }
            [REFUSED, kind, id] if words.is_empty() => Some(Reply::Refused { kind, id }),
            _ => None,
        }
    }
}

/// The job the worker runs: the list of the latest check (kept between
/// requests), and the check under way.
#[derive(Debug, Default)]
pub struct Checker {
    rows: Vec<UrlRow>,
    run: Option<Run>,
}

#[derive(Debug)]
struct Run {
    generation: u32,
    fetch: usize,
    parsed: Parsed,
    before: Option<Parsed>,
    cols: Vec<CrawlerCol>,
    job: CheckJob,
    /// The edited file's results, while the "before" file is checked.
    first: Option<Results>,
    /// Once the verdicts are sent: the other readers' marks, file by file.
    marks: Option<Marks>,
}

/// The second pass of a check: the other readers' marks over the results
/// already sent.
#[derive(Debug)]
struct Marks {
    job: MarkJob,
    after: Results,
    before: Option<Results>,
    /// The "before" file's turn (compare mode).
    on_before: bool,
}

/// A column for a product token (the only field a check reads).
fn token_col(token: &str) -> CrawlerCol {
    CrawlerCol {
        input: token.to_string(),
        token: token.to_string(),
        derived: token.to_string(),
        how: String::new(),
        overridden: false,
    }
}

fn parse(bytes: Vec<u8>) -> Parsed {
    let bytes: Arc<[u8]> = bytes.into();
    Parsed::from_bytes(bytes, "")
}

impl Checker {
    /// Starts a check, abandoning the one under way.
    pub fn start(&mut self, req: CheckRequest) {
        if let Some(urls) = &req.urls {
            self.rows = url_rows(urls);
        }
        let cols = crawler_cols_of(&req.crawlers);
        self.run = Some(Run {
            generation: req.generation,
            fetch: req.fetch,
            parsed: parse(req.robots),
            before: req.before.map(parse),
            job: CheckJob::new(self.rows.len(), cols.len()),
            cols,
            first: None,
            marks: None,
        });
    }

    /// Drops the check under way (a newer request came).
    pub fn cancel(&mut self) {
        self.run = None;
    }

    /// The generation of the check under way.
    pub fn running(&self) -> Option<u32> {
        self.run.as_ref().map(|r| r.generation)
    }

    /// Checks up to `max_rows` more rows: the results when Google's
    /// verdicts are complete (and again, with the other readers' marks, when
    /// those are), else its progress; `None` when no check is under way.
    pub fn step(&mut self, max_rows: usize) -> Option<Reply> {
        let run = self.run.as_mut()?;
        let rows = self.rows.len();
        let status = status_rule_at(run.fetch);
        let total = if run.before.is_some() { 2 * rows } else { rows };
        if let Some(m) = &mut run.marks {
            let (parsed, results) = if m.on_before {
                (run.before.as_ref()?, m.before.as_mut()?)
            } else {
                (&run.parsed, &mut m.after)
            };
            if !m
                .job
                .step(parsed, &self.rows, &run.cols, status, results, max_rows)
            {
                let done = m.job.done() + if m.on_before { rows } else { 0 };
                return Some(Reply::Progress {
                    generation: run.generation,
                    done,
                    total,
                });
            }
            if m.before.is_some() && !m.on_before {
                m.on_before = true;
                m.job = MarkJob::new(rows);
                return self.step(0);
            }
            let run = self.run.take()?;
            let m = run.marks?;
            return Some(Reply::Results {
                generation: run.generation,
                results: m.after,
                before: m.before,
            });
        }
        let parsed = if run.first.is_some() {
            run.before.as_ref()?
        } else {
            &run.parsed
        };
        if !run
            .job
            .step(parsed, &self.rows, &run.cols, status, max_rows)
        {
            let done = run.job.done() + if run.first.is_some() { rows } else { 0 };
            return Some(Reply::Progress {
                generation: run.generation,
                done,
                total,
            });
        }
        let fresh = CheckJob::new(rows, run.cols.len());
        let results = std::mem::replace(&mut run.job, fresh).into_results();
        if run.before.is_some() && run.first.is_none() {
            // The edited file is done; now the "before" one.
            run.first = Some(results);
            return self.step(0);
        }
        let (after, before) = match run.first.take() {
            Some(after) => (after, Some(results)),
            None => (results, None),
        };
        // The verdicts now; the marks next.
        run.marks = Some(Marks {
            job: MarkJob::new(rows),
            after: after.clone(),
            before: before.clone(),
            on_before: false,
        });
        Some(Reply::Results {
            generation: run.generation,
            results: after,
            before,
        })
    }
}

/// The export file of an export request (run in the worker: the writers
/// stay out of the page's first wasm).
pub fn export(req: ExportRequest) -> Vec<u8> {
    let parsed = parse(req.robots);
    let rows = url_rows(&req.urls);
    let cols: Vec<CrawlerCol> = req
        .crawlers
        .iter()
        .map(|(input, token)| CrawlerCol {
            input: input.clone(),
            ..token_col(token)
        })
        .collect();
    let source = Source {
        parsed: &parsed,
        rows: &rows,
        cols: &cols,
        status: status_rule_at(req.fetch),
    };
    let mut out = req.kind.head().to_string();
    write_rows(req.kind, source, &req.shown, true, &mut out);
    out.push_str(req.kind.tail());
    out.into_bytes()
}

/// The list read from a file of an import request (run in the worker: the
/// CSV and sitemap readers stay out of the page's first wasm), as
/// [`ImportedText::encode`] writes it. The file is read as UTF-8 with
/// replacement.
pub fn import(name: &str, bytes: &[u8]) -> Vec<u8> {
    ImportedText::encode(&read_list(name, &String::from_utf8_lossy(bytes)))
}

/// The other readers' rows for one cell (run in the worker: the readers'
/// code stays out of the page's first wasm): the cell of the URL line
/// `url` and the crawler (as typed, with its token) against the file's
/// bytes, with the simulated fetch result `fetch`; `None` when the URL
/// cannot be tested. Worded in the language set with [`set_language`]
/// (`super::reader_words::worded`).
pub fn reader_rows(
    robots: Vec<u8>,
    url: &str,
    crawler: &(String, String),
    fetch: usize,
) -> Option<Vec<ReaderLine>> {
    let parsed = parse(robots);
    let rows = url_rows(url);
    let cols = crawler_cols_of(std::slice::from_ref(crawler));
    let e = super::explain(&parsed, &rows, &cols, Some((0, 0)), status_rule_at(fetch))?;
    let rows = cell_rows(&Readers::parse(&parsed.body), &e)?;
    Some(rows.iter().map(worded).collect())
}

/// The trace's "Read by other parsers" part for one cell
/// ([`super::reader_words::part`]), against `robots` and, in compare mode,
/// with the rows against `before` too; no bytes when the URL cannot be
/// tested.
pub fn reader_part(
    robots: Vec<u8>,
    before: Option<Vec<u8>>,
    url: &str,
    crawler: &(String, String),
    fetch: usize,
) -> Vec<u8> {
    let Some(now) = reader_rows(robots, url, crawler, fetch) else {
        return Vec::new();
    };
    let before = before.and_then(|b| reader_rows(b, url, crawler, fetch));
    super::reader_words::part(&now, before.as_deref())
}

/// The answer to a READERS request: the other readers' part
/// ([`reader_part`]) and the usage preferences' part for the edited file
/// ([`usage_part`]), as the first one's length (`u32`, little-endian) and
/// the two; [`split_cell_reply`] reads it.
pub fn cell_reply(
    robots: Vec<u8>,
    before: Option<Vec<u8>>,
    url: &str,
    crawler: &(String, String),
    fetch: usize,
) -> Vec<u8> {
    let usage = usage_part(&parse(robots.clone()).robots, url, &crawler.1, fetch);
    let readers = reader_part(robots, before, url, crawler, fetch);
    let mut out = (readers.len() as u32).to_le_bytes().to_vec();
    out.extend(readers);
    out.extend(usage);
    out
}

/// The two parts of a [`cell_reply`]: the readers', the usage
/// preferences'; `None` when malformed.
pub fn split_cell_reply(mut bytes: &[u8]) -> Option<(&[u8], &[u8])> {
    let n = word(&mut bytes)? as usize;
    bytes.split_at_checked(n)
}

/// The "Crawlers by purpose" view for a [`Request::Policy`].
pub fn policy(robots: Vec<u8>, urls: &str, choice: Option<usize>) -> Vec<u8> {
    policy_part(&parse(robots).robots, urls, choice)
}

/// The answer to an INTENT request: the tokens of the crawlers it blocks,
/// separated by U+001F, then U+001E and the new text.
pub fn intent_reply(text: &str, intent: Intent) -> Vec<u8> {
    let applied = apply_intent(text, intent);
    let mut out = applied.targets.join("\u{1f}");
    out.push('\u{1e}');
    out.push_str(&applied.text);
    out.into_bytes()
}

/// The codes of the lints a [`Request::Lint`] answers, as the engine
/// names them.
const LINT_CODES: [&str; 3] = ["group_replaces_star", "usage_no_effect", "usage_unparsed"];

/// The answer to a LINT request: the AI-use diagnostics of the file
/// ([`robots::RobotsTxt::ai_diagnostics`], whose code and `sfv` stay out of
/// the page's wasm), each its line (`u32`), severity (one byte: 0 info,
/// 1 warning, 2 error), code (one byte, its index in the engine's list)
/// and message (its length as a `u32`, then UTF-8), in line order.
pub fn lint_reply(robots: Vec<u8>) -> Vec<u8> {
    let parsed = parse(robots);
    let mut out = Vec::new();
    for e in super::parsed::ai_entries(&parsed.robots) {
        let Some(code) = LINT_CODES.iter().position(|c| *c == e.code) else {
            continue;
        };
        let message = e.message;
        out.extend(e.line.to_le_bytes());
        out.push(match e.severity {
            robots::Severity::Info => 0,
            robots::Severity::Warning => 1,
            robots::Severity::Error => 2,
        });
        out.push(code as u8);
        out.extend((message.len() as u32).to_le_bytes());
        out.extend(message.as_bytes());
    }
    out
}

/// The diagnostics of a [`lint_reply`]; `None` when malformed.
pub fn read_lint_reply(mut bytes: &[u8]) -> Option<Vec<super::parsed::DiagEntry>> {
    let mut out = Vec::new();
    while !bytes.is_empty() {
        let line = word(&mut bytes)?;
        let (&[severity, code], rest) = bytes.split_first_chunk::<2>()?;
        bytes = rest;
        let len = word(&mut bytes)? as usize;
        let (message, rest) = bytes.split_at_checked(len)?;
        bytes = rest;
        out.push(super::parsed::DiagEntry {
            line,
            severity: match severity {
                0 => robots::Severity::Info,
                1 => robots::Severity::Warning,
                2 => robots::Severity::Error,
                _ => return None,
            },
            code: LINT_CODES.get(code as usize)?,
            message: String::from_utf8(message.to_vec()).ok()?,
        });
    }
    Some(out)
}

/// The crawlers and the text of an [`intent_reply`].
pub fn read_intent_reply(bytes: &[u8]) -> Option<(Vec<&str>, &str)> {
    let (targets, text) = std::str::from_utf8(bytes).ok()?.split_once('\u{1e}')?;
    let targets = targets.split('\u{1f}').filter(|t| !t.is_empty()).collect();
    Some((targets, text))
}

/// Makes the page's language (`code`, with its `messages`; empty for
/// English) the worker's, for [`reader_rows`]; a language already set is
/// kept (its messages are read once).
pub fn set_language(code: &str, messages: String) {
    let lang = Lang::from_code(code).unwrap_or(Lang::En);
    if lang == crate::i18n::lang() {
        return;
    }
    if lang == Lang::En || messages.is_empty() {
        crate::i18n::set(Lang::En, None);
    } else {
        // Leaked: one message file per language the page switches to.
        crate::i18n::set(lang, Some(Box::leak(messages.into_boxed_str())));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::readers::KNOWN;
    use crate::model::{check_all, crawler_cols, status_rule_at, url_rows, FETCH_CHOICES};

    const ROBOTS: &str =
        "User-agent: Googlebot\nDisallow: /private\n\nUser-agent: *\nDisallow: /\nAllow: /public\n";

    fn urls(n: usize) -> String {
        (0..n)
            .map(|i| match i % 4 {
                0 => format!("/private/{i}"),
                1 => format!("/public/{i}"),
                2 => format!("https://e.com/other/{i}"),
                _ => "mailto:x@y.z".to_string(),
            })
            .collect::<Vec<_>>()
            .join("\n")
    }

    fn parts(robots: &str, before: Option<&str>, urls: Option<&str>, tokens: &str) -> Vec<Vec<u8>> {
        vec![
            robots.as_bytes().to_vec(),
            before.unwrap_or_default().as_bytes().to_vec(),
            urls.unwrap_or_default().as_bytes().to_vec(),
            tokens.as_bytes().to_vec(),
        ]
    }

    /// Runs the checker to the end, as the worker does, over the wire.
    /// A request over the wire: encoded as the page does, decoded as the
    /// worker does.
    fn wire(head: &[u32], parts: &[Vec<u8>]) -> Option<Request> {
        let parts: Vec<&[u8]> = parts.iter().map(Vec::as_slice).collect();
        Request::decode(&encode_request(head, &parts))
    }

    /// Returns the progress before the verdicts, and the last reply: the
    /// results with the other readers' marks. The results sent first (the
    /// verdicts) must be those, without the marks.
    fn run(checker: &mut Checker, head: &[u32], parts: Vec<Vec<u8>>) -> (Vec<Reply>, Reply) {
        let Some(Request::Check(req)) = wire(head, &parts) else {
            panic!("a check request");
        };
        checker.start(req);
        let mut progress = Vec::new();
        let mut replies = Vec::new();
        while let Some(reply) = checker.step(300) {
            let reply = Reply::decode(reply.encode()).expect("a well-formed reply");
            match reply {
                Reply::Progress { .. } if replies.is_empty() => progress.push(reply),
                Reply::Progress { .. } => {}
                _ => replies.push(reply),
            }
        }
        let [first, last] = <[Reply; 2]>::try_from(replies).expect("verdicts, then marks");
        assert_eq!(unmarked_reply(&first), unmarked_reply(&last));
        assert_eq!(first, unmarked_reply(&first));
        (progress, last)
    }

    /// The reply with every mark cleared.
    fn unmarked_reply(r: &Reply) -> Reply {
        match r {
            Reply::Results {
                generation,
                results,
                before,
            } => {
                let clear = |r: &Results| Results {
                    cols: r.cols,
                    cells: r.cells.iter().map(|c| c & !0xfc).collect(),
                };
                Reply::Results {
                    generation: *generation,
                    results: clear(results),
                    before: before.as_ref().map(clear),
                }
            }
            other => other.clone(),
        }
    }

    #[test]
    fn a_check_over_the_wire_equals_checking_on_the_main_thread() {
        let list = urls(1000);
        let cols = crawler_cols(&["Googlebot".into(), "Bingbot/2.0".into()], &[]);
        let tokens = crawlers_part(&cols);
        assert_eq!(
            tokens,
            "Googlebot\u{1f}Googlebot\u{1e}Bingbot/2.0\u{1f}Bingbot"
        );
        let rows = url_rows(&list);
        for fetch in 0..FETCH_CHOICES.len() {
            let mut checker = Checker::default();
            let head = check_head(7, fetch, false, true);
            let (progress, done) = run(
                &mut checker,
                &head,
                parts(ROBOTS, None, Some(&list), &tokens),
            );
            let want = check_all(&Parsed::new(ROBOTS), &rows, &cols, status_rule_at(fetch));
            assert_eq!(
                done,
                Reply::Results {
                    generation: 7,
                    results: want,
                    before: None
                }
            );
            assert_eq!(progress.len(), 1000 / 300);
            assert_eq!(
                progress[0],
                Reply::Progress {
                    generation: 7,
                    done: 300,
                    total: 1000
                }
            );
            assert_eq!(checker.step(300), None);
        }
    }

    #[test]
    fn compare_mode_checks_both_files_and_the_list_is_kept_between_checks() {
        let list = urls(10);
        let cols = crawler_cols(&["Googlebot".into()], &[]);
        let mut checker = Checker::default();
        let before = "User-agent: *\nDisallow:\n";
        let head = check_head(1, 0, true, true);
        let (progress, done) = run(
            &mut checker,
            &head,
            parts(ROBOTS, Some(before), Some(&list), &crawlers_part(&cols)),
        );
        // Halfway: the edited file checked, the "before" one next.
        assert_eq!(
            progress,
            [Reply::Progress {
                generation: 1,
                done: 10,
                total: 20
            }]
        );
        let rows = url_rows(&list);
        let after = check_all(&Parsed::new(ROBOTS), &rows, &cols, None);
        let was = check_all(&Parsed::new(before), &rows, &cols, None);
        assert_ne!(after, was);
        assert_eq!(
            done,
            Reply::Results {
                generation: 1,
                results: after,
                before: Some(was.clone())
            }
        );
        // The next edit: no list sent, the previous one holds.
        let head = check_head(2, 0, false, false);
        let (_, done) = run(
            &mut checker,
            &head,
            parts(before, None, None, &crawlers_part(&cols)),
        );
        let Reply::Results { results, .. } = done else {
            panic!("results");
        };
        assert_eq!(results, was);
        assert_eq!(results.rows(), 10);
    }

    #[test]
    fn a_request_that_cannot_be_read_is_answered_refused() {
        // Another build's request (an unknown kind), a damaged one, garbage:
        // the worker answers each with what it could read of the head.
        let unknown = encode_request(&[99, 7, 0], &[b"x"]);
        assert_eq!(Request::decode(&unknown), None);
        assert_eq!(Request::kind_and_id(&unknown), (99, 7));
        let mut cut = encode_request(&[READERS, 12, 0, 0], &[b"robots", b"", b"/a"]);
        cut.truncate(cut.len() - 1);
        assert_eq!(Request::decode(&cut), None);
        assert_eq!(Request::kind_and_id(&cut), (READERS, 12));
        for garbage in [&b""[..], &[1, 0], &[0, 0, 0, 0]] {
            assert_eq!(Request::kind_and_id(garbage), (0, 0), "{garbage:?}");
        }
        for reply in [
            Reply::Refused { kind: 99, id: 7 },
            Reply::Refused { kind: 0, id: 0 },
        ] {
            assert_eq!(Reply::decode(reply.clone().encode()), Some(reply));
        }
        // With a body it is not a refusal.
        assert_eq!(Reply::decode(vec![1, REFUSED, 99, 7, 3]), None);
    }

    #[test]
    fn a_newer_request_abandons_the_check() {
        let list = urls(1000);
        let mut checker = Checker::default();
        let Some(Request::Check(req)) = wire(
            &check_head(1, 0, false, true),
            &parts(ROBOTS, None, Some(&list), "a\u{1f}a"),
        ) else {
            panic!("a check");
        };
        checker.start(req);
        assert!(matches!(
            checker.step(10),
            Some(Reply::Progress { generation: 1, .. })
        ));
        assert_eq!(checker.running(), Some(1));
        checker.cancel();
        assert_eq!(checker.step(10), None);
    }

    #[test]
    fn malformed_messages_are_refused() {
        assert_eq!(Request::decode(&[]), None);
        assert_eq!(wire(&[9, 1], &[]), None);
        // A part longer than the buffer; a head longer than the buffer.
        let mut cut = encode_request(&check_head(1, 0, false, true), &[&b"abc"[..]; 4]);
        cut.truncate(cut.len() - 1);
        assert_eq!(Request::decode(&cut), None);
        assert_eq!(Request::decode(&[4, 0, 0, 0, 1, 0, 0, 0]), None);
        assert_eq!(wire(&check_head(1, 0, false, true), &[vec![]]), None);
        let bad_utf8 = vec![vec![], vec![], vec![0xff], vec![]];
        assert_eq!(wire(&check_head(1, 0, false, true), &bad_utf8), None);
        // Without the list flag, its part is not read.
        assert!(wire(&check_head(1, 0, false, false), &bad_utf8).is_some());
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
        assert_eq!(Reply::decode(vec![0, BYTES, 1, 9, 3]), None);
        assert!(crate::model::readers::Part::read(b"a\x1fb").is_none());
    }

    #[test]
    fn reader_rows_round_trip_and_show_urllib_first_match() {
        let robots = b"User-agent: *\nDisallow: /a\nAllow: /a/b\n";
        let cols = crawler_cols(&["Googlebot".into()], &[]);
        let req = wire(
            &[READERS, 4, 0, 0],
            &[
                robots.to_vec(),
                Vec::new(),
                b"https://e.com/a/b".to_vec(),
                crawlers_part(&cols).into_bytes(),
                b"en".to_vec(),
                Vec::new(),
            ],
        );
        let Some(Request::Readers {
            id,
            fetch,
            robots,
            before,
            url,
            crawler,
            lang,
            messages,
        }) = req
        else {
            panic!("a readers request");
        };
        assert_eq!(before, None);
        assert_eq!(
            (id, fetch, lang.as_str(), messages.as_str()),
            (4, 0, "en", "")
        );
        assert_eq!(crawler, ("Googlebot".to_string(), "Googlebot".to_string()));
        set_language(&lang, messages);
        let rows = reader_rows(robots.clone(), &url, &crawler, 0).unwrap();
        let names: Vec<&str> = rows.iter().map(|r| r.reader.name()).collect();
        assert_eq!(
            names,
            ["urllib", "protego", "robots-parser", "urllib-rfc9309"]
        );
        // urllib reads the first matching rule: line 2 blocks.
        let first = &rows[0];
        assert_eq!(
            (
                first.verdict,
                first.line,
                first.differs,
                first.code.as_str()
            ),
            (Some(false), 2, true, "first_match")
        );
        assert_eq!(
            first.reason,
            "reads the first matching rule: line 2 `Disallow: /a` comes before the longer `Allow: /a/b` (line 3)"
        );
        assert!(!rows[1].differs);
        // The same rows as the page computes for the explained cell.
        let parsed = Parsed::new(std::str::from_utf8(&robots).unwrap());
        let e = crate::model::explain(&parsed, &url_rows(&url), &cols, Some((0, 0)), None).unwrap();
        let want: Vec<ReaderLine> = cell_rows(&Readers::parse(robots.as_slice()), &e)
            .unwrap()
            .iter()
            .map(worded)
            .collect();
        assert_eq!(rows, want);
        let bytes = reader_part(robots.clone(), None, &url, &crawler, 0);
        assert_eq!(bytes, super::super::reader_words::part(&rows, None));
        // Every length modulo 4 survives the packing into words.
        for cut in 0..4 {
            let reply = Reply::Bytes {
                id: 4,
                bytes: bytes[..bytes.len() - cut].to_vec(),
            };
            assert_eq!(Reply::decode(reply.clone().encode()), Some(reply));
        }
        let part = crate::model::readers::Part::read(&bytes).expect("a part");
        assert_eq!((part.now, part.before), (KNOWN | 1, 0));
        assert!(part
            .ops
            .contains(&crate::model::readers::Op::Text(&rows[0].reason)));
        // In compare mode, against a "before" file that urllib reads as
        // Google does: its row is marked as changed by the edit.
        let was = b"User-agent: *\nAllow: /a/b\nDisallow: /a\n".to_vec();
        let both = reader_part(robots.clone(), Some(was), &url, &crawler, 0);
        let part = crate::model::readers::Part::read(&both).expect("a part");
        assert_eq!((part.now, part.before), (KNOWN | 1, KNOWN));
        assert!(part
            .ops
            .contains(&crate::model::readers::Op::Attr("data-changed", "true")));
        // A URL that cannot be tested: no part.
        assert!(reader_part(robots.clone(), None, "not a url at all", &crawler, 0).is_empty());
        // A fetch result that replaces the rules decides for every reader.
        let s503 = (0..FETCH_CHOICES.len())
            .find(|&i| status_rule_at(i).is_some_and(|s| !s.allowed))
            .unwrap_or(0);
        assert_ne!(s503, 0);
        let rows = reader_rows(robots, &url, &crawler, s503).unwrap();
        assert!(rows.iter().all(|r| r.code == "status" && !r.differs));
    }

    #[test]
    fn an_export_over_the_wire_equals_writing_it_on_the_main_thread() {
        let list = urls(50);
        let cols = crawler_cols(
            &[
                "Googlebot".into(),
                "Mozilla/5.0 (compatible; Bingbot/2.0)".into(),
            ],
            &[],
        );
        let rows = url_rows(&list);
        let shown = [3, 1, 2, 40, 0];
        for kind in [Kind::Csv, Kind::Json] {
            for fetch in [0, 3] {
                let head = export_head(9, kind, fetch);
                let parts = [
                    ROBOTS.as_bytes().to_vec(),
                    list.as_bytes().to_vec(),
                    crawlers_part(&cols).into_bytes(),
                    words_part(&shown),
                ];
                let Some(Request::Export(req)) = wire(&head, &parts) else {
                    panic!("an export request");
                };
                assert_eq!((req.id, req.kind, &req.shown[..]), (9, kind, &shown[..]));
                let got = String::from_utf8(export(req)).unwrap();
                let parsed = Parsed::new(ROBOTS);
                let source = Source {
                    parsed: &parsed,
                    rows: &rows,
                    cols: &cols,
                    status: status_rule_at(fetch),
                };
                let mut want = kind.head().to_string();
                write_rows(kind, source, &shown, true, &mut want);
                want.push_str(kind.tail());
                assert_eq!(got, want);
                // Five rows × two crawlers, the crawler as typed.
                assert_eq!(
                    got.matches("Mozilla/5.0 (compatible; Bingbot/2.0)").count(),
                    5
                );
            }
        }
    }

    #[test]
    fn an_import_over_the_wire_equals_reading_it_on_the_main_thread() {
        let files: [(&str, &[u8]); 4] = [
            ("urls.txt", b"/a\n\n/b\r\n"),
            (
                "crawl.csv",
                b"Address,Status\nhttps://e.com/x,200\n\"https://e.com/y,z\",404\n",
            ),
            (
                "sitemap.xml",
                b"<urlset><url><loc>https://e.com/s</loc></url></urlset>",
            ),
            ("odd.tsv", b"\xff\tcol\n/q\t1\n"),
        ];
        for (name, bytes) in files {
            let Some(Request::Import {
                id,
                name: got,
                bytes: b,
            }) = wire(&[IMPORT, 3], &[name.as_bytes().to_vec(), bytes.to_vec()])
            else {
                panic!("an import request");
            };
            assert_eq!((id, got.as_str()), (3, name));
            let list = ImportedText::decode(&import(name, &b)).expect("a list");
            let want = read_list(name, &String::from_utf8_lossy(bytes));
            assert_eq!(list.text, want.text());
            assert_eq!(list.count, want.urls.len());
            assert_eq!(list.format, want.format);
            assert_eq!(
                crate::model::import::describe(&list.format, list.count, name),
                want.describe(name)
            );
        }
        assert_eq!(ImportedText::decode(b"\x01"), None);
        assert_eq!(ImportedText::decode(&[9, 0, 1, 0, 0, 0, 0, 0, 0, 0]), None);
        assert_eq!(
            ImportedText::decode(&[1, 0, 1, 0, 0, 0, 9, 0, 0, 0, b'x']),
            None
        );
    }

    #[test]
    fn policy_and_intent_requests_round_trip() {
        let robots = b"User-agent: GPTBot\nDisallow: /\n".to_vec();
        let Some(Request::Policy {
            id,
            choice,
            robots: r,
            urls,
            lang,
            messages,
        }) = wire(
            &[POLICY, 5, ROOT],
            &[
                robots.clone(),
                b"/a\n/b".to_vec(),
                b"en".to_vec(),
                Vec::new(),
            ],
        )
        else {
            panic!("a policy request");
        };
        assert_eq!(
            (id, choice, &urls[..], &lang[..]),
            (5, None, "/a\n/b", "en")
        );
        assert!(messages.is_empty());
        let bytes = policy(r, &urls, choice);
        assert!(crate::model::readers::Part::read(&bytes).is_some());
        assert!(matches!(
            wire(
                &[POLICY, 5, 1],
                &[
                    robots.clone(),
                    b"/a\n/b".to_vec(),
                    b"en".to_vec(),
                    Vec::new()
                ]
            ),
            Some(Request::Policy {
                choice: Some(1),
                ..
            })
        ));
        let Some(Request::Intent { id, intent, text }) =
            wire(&[INTENT, 6, 2], &[b"User-agent: *\nAllow: /\n".to_vec()])
        else {
            panic!("an intent request");
        };
        assert_eq!((id, intent), (6, Intent::BlockAi));
        let reply = intent_reply(&text, intent);
        let (targets, new) = read_intent_reply(&reply).unwrap();
        assert!(targets.contains(&"GPTBot") && targets.contains(&"ChatGPT-User"));
        assert!(new.starts_with("User-agent: *\nAllow: /\n\n# Every AI crawler"));
        assert_eq!(wire(&[INTENT, 6, 7], &[Vec::new()]), None);
        // The readers' answer carries the usage preferences' part too.
        let cols = crawler_cols(&["ExampleBot".into()], &[]);
        let crawler = (cols[0].input.clone(), cols[0].token.clone());
        let file = b"User-agent: *\nContent-Usage: train-ai=n\n".to_vec();
        let both = cell_reply(file.clone(), None, "/x", &crawler, 0);
        let (readers, usage) = split_cell_reply(&both).unwrap();
        assert_eq!(readers, reader_part(file.clone(), None, "/x", &crawler, 0));
        let usage = crate::model::readers::Part::read(usage).unwrap();
        assert!(usage
            .ops
            .contains(&crate::model::readers::Op::Attr("data-pref", "disallow")));
        assert_eq!(split_cell_reply(&[9, 0, 0, 0, 1]), None);
    }

    #[test]
    fn cells_pack_into_one_word() {
        use crate::model::{pack, unpack, CellResult};
        for allowed in [false, true] {
            for readers in 0..8 {
                for line in [0, 1, 255, 256, 70_000, (1 << 24) - 1] {
                    let c = CellResult {
                        allowed,
                        line,
                        readers,
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
            readers: 0,
        };
        assert_eq!(unpack(pack(Some(far))).map(|c| c.line), Some((1 << 24) - 1));
    }

    #[test]
    fn the_ai_lints_go_to_the_page_and_back() {
        let robots = b"User-agent: *\nDisallow: /cart\nDisallow: /account\n\nUser-agent: GPTBot\nAllow: /\nContent-Usage: train-ai=maybe\n";
        let parts = [robots.to_vec(), b"en".to_vec(), Vec::new()];
        let Some(Request::Lint { id, robots, .. }) = wire(&[LINT, 7], &parts) else {
            panic!("a lint request");
        };
        assert_eq!(id, 7);
        let lints = read_lint_reply(&lint_reply(robots)).expect("a reply the page reads");
        let seen: Vec<(u32, &str)> = lints.iter().map(|e| (e.line, e.code)).collect();
        assert_eq!(seen, [(5, "group_replaces_star"), (7, "usage_unparsed")]);
        assert!(lints[0].message.contains("/cart"), "{}", lints[0].message);
        assert!(
            lints[1].message.contains("train-ai"),
            "{}",
            lints[1].message
        );
        // Merged into the page's diagnostics, after each line's own.
        let parsed = Parsed::new(std::str::from_utf8(&robots_bytes()).unwrap());
        let d = super::super::parsed::diagnostics(&parsed.robots, None, &lints);
        let codes: Vec<(u32, &str)> = d.shown.iter().map(|e| (e.line, e.code)).collect();
        assert!(
            codes.contains(&(5, "group_replaces_star")) && codes.contains(&(7, "usage_unparsed")),
            "{codes:?}"
        );
        assert_eq!(d.mark(5), Some(robots::Severity::Warning));
        // Malformed replies are refused.
        assert_eq!(read_lint_reply(&[1, 0, 0]), None);
        let mut bad = lint_reply(robots_bytes());
        bad[5] = 9; // a code the page does not know
        assert_eq!(read_lint_reply(&bad), None);
    }

    fn robots_bytes() -> Vec<u8> {
        b"User-agent: *\nDisallow: /cart\nDisallow: /account\n\nUser-agent: GPTBot\nAllow: /\nContent-Usage: train-ai=maybe\n".to_vec()
    }
}
