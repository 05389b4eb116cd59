//! The answers: what the worker answers a request with an id
//! ([`super::reply::Reply::Answer`]), as a typed [`Answer`], in one
//! framing: its kind (a number), then its fields, each a number (`u32`,
//! little-endian) or a text (its length as a `u32`, then its bytes); a part
//! ([`Part`]) is its masks, its count of ops, then each op as its kind and
//! its texts. The worker encodes ([`Answer::encode`]), the page's worker
//! client decodes, once ([`super::reply::Reply::decode`]): no other file
//! reads an answer's bytes (`tests/architecture.rs`).

use super::part::{may_open, may_set, Op, Part, PartWriter};
use crate::model::import::{Format, ImportedText};
use crate::model::parsed::DiagEntry;

/// An answer, as the page's features receive it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// Nothing to show: a sitemap summary with no crawler to tally, an
    /// audit a newer one replaced.
    Nothing,
    /// A view laid out by the worker (the policy view, the Traffic report,
    /// the sitemap summary, the presets, the link notices).
    Part(Part),
    /// The other readers' part of a cell (`None` when the URL cannot be
    /// tested) and its usage preferences (`None` when there are none).
    Cell {
        readers: Option<Part>,
        usage: Option<Part>,
    },
    /// The AI-use lints, in line order. A code crosses as the engine names
    /// it: every lint the engine computes reaches the page, with no list
    /// of codes to keep in step.
    Lints(Vec<DiagEntry>),
    /// A one-click intent: the crawlers it blocks, then the new text.
    Intent { targets: Vec<String>, text: String },
    /// A URL list read from a file.
    Import(ImportedText),
    /// A text: an export file, the expectations file, a lint's fix (empty
    /// when there is nothing to fix).
    Text(String),
    /// The crawler chips' titles, one for each crawler asked about (empty
    /// for one that is not a preset).
    Titles(Vec<String>),
    /// Share: the link (empty when the state is too big for one), and what
    /// to show when it was copied and when it was not.
    Share {
        link: String,
        copied: Part,
        not_copied: Part,
    },
}

/// Writes an answer's fields.
#[derive(Default)]
struct Fields(Vec<u8>);

impl Fields {
    fn n(&mut self, n: u32) -> &mut Self {
        self.0.extend_from_slice(&n.to_le_bytes());
        self
    }
    fn text(&mut self, t: &str) -> &mut Self {
        self.n(t.len() as u32);
        self.0.extend_from_slice(t.as_bytes());
        self
    }
    fn part(&mut self, p: &Part) -> &mut Self {
        let ops = p.ops();
        self.n(p.now as u32).n(p.before as u32).n(ops.len() as u32);
        for op in ops {
            match op {
                Op::Open(tag) => self.n(0).text(tag),
                Op::Attr(name, value) => self.n(1).text(name).text(value),
                Op::Text(text) => self.n(2).text(text),
                Op::Close => self.n(3),
            };
        }
        self
    }
    fn maybe_part(&mut self, p: Option<&Part>) -> &mut Self {
        match p {
            Some(p) => self.n(1).part(p),
            None => self.n(0),
        }
    }
    fn texts(&mut self, list: &[String]) -> &mut Self {
        self.n(list.len() as u32);
        for t in list {
            self.text(t);
        }
        self
    }
}

/// Reads an answer's fields; each `None` when the answer is cut short,
/// not UTF-8 where a text is, or holds a part that is not well formed.
struct Read<'a>(&'a [u8]);

impl<'a> Read<'a> {
    fn n(&mut self) -> Option<u32> {
        let (w, rest) = self.0.split_first_chunk::<4>()?;
        self.0 = rest;
        Some(u32::from_le_bytes(*w))
    }
    fn text(&mut self) -> Option<&'a str> {
        let len = self.n()? as usize;
        let (b, rest) = self.0.split_at_checked(len)?;
        self.0 = rest;
        std::str::from_utf8(b).ok()
    }
    /// A count of items of at least four bytes each: never more than the
    /// answer holds, so that no count allocates more than it.
    fn count(&mut self) -> Option<usize> {
        let n = self.n()? as usize;
        (n <= self.0.len() / 4).then_some(n)
    }
    /// A part, refused unless the page may build it (checked as it is
    /// read: [`Part::well_formed`]).
    fn part(&mut self) -> Option<Part> {
        let mut w = PartWriter::new(self.n()? as usize, self.n()? as usize);
        let mut depth = 0usize;
        for _ in 0..self.count()? {
            match self.n()? {
                0 => {
                    let tag = self.text()?;
                    if !may_open(tag) {
                        return None;
                    }
                    depth += 1;
                    w.open(tag)
                }
                1 => {
                    let name = self.text()?;
                    if depth == 0 || !may_set(name) {
                        return None;
                    }
                    w.attr(name, self.text()?)
                }
                2 => w.text(self.text()?),
                3 => {
                    depth = depth.checked_sub(1)?;
                    w.close()
                }
                _ => return None,
            };
        }
        (depth == 0).then(|| w.finish())
    }
    fn maybe_part(&mut self) -> Option<Option<Part>> {
        match self.n()? {
            0 => Some(None),
            1 => Some(Some(self.part()?)),
            _ => None,
        }
    }
    fn texts(&mut self) -> Option<Vec<String>> {
        (0..self.count()?)
            .map(|_| Some(self.text()?.to_string()))
            .collect()
    }
    fn done(&self) -> bool {
        self.0.is_empty()
    }
}

impl Answer {
    /// The answer's bytes, as [`Answer::decode`] reads them.
    pub fn encode(&self) -> Vec<u8> {
        let mut f = Fields::default();
        match self {
            Answer::Nothing => {
                f.n(0);
            }
            Answer::Part(p) => {
                f.n(1).part(p);
            }
            Answer::Cell { readers, usage } => {
                f.n(2)
                    .maybe_part(readers.as_ref())
                    .maybe_part(usage.as_ref());
            }
            Answer::Lints(lints) => {
                f.n(3).n(lints.len() as u32);
                for e in lints {
                    let severity = match e.severity {
                        robots::Severity::Info => 0,
                        robots::Severity::Warning => 1,
                        robots::Severity::Error => 2,
                    };
                    f.n(e.line).n(severity).text(&e.code).text(&e.message);
                }
            }
            Answer::Intent { targets, text } => {
                f.n(4).texts(targets).text(text);
            }
            Answer::Import(list) => {
                let (kind, sep, column) = match &list.format {
                    Format::Plain => (0, 0, ""),
                    Format::Table { separator, column } => (1, *separator, column.as_str()),
                    Format::Sitemap => (2, 0, ""),
                };
                f.n(5)
                    .n(kind)
                    .n(u32::from(sep))
                    .n(list.count as u32)
                    .text(column)
                    .text(&list.text);
            }
            Answer::Text(t) => {
                f.n(6).text(t);
            }
            Answer::Titles(titles) => {
                f.n(7).texts(titles);
            }
            Answer::Share {
                link,
                copied,
                not_copied,
            } => {
                f.n(8).text(link).part(copied).part(not_copied);
            }
        }
        f.0
    }

    /// Reads an answer; `None` for anything malformed. Only the page's
    /// worker client calls it (through `Reply::decode`).
    pub(super) fn decode(bytes: &[u8]) -> Option<Answer> {
        let mut r = Read(bytes);
        let answer = match r.n()? {
            0 => Answer::Nothing,
            1 => Answer::Part(r.part()?),
            2 => Answer::Cell {
                readers: r.maybe_part()?,
                usage: r.maybe_part()?,
            },
            3 => {
                let mut lints = Vec::new();
                for _ in 0..r.count()? {
                    lints.push(DiagEntry {
                        line: r.n()?,
                        severity: match r.n()? {
                            0 => robots::Severity::Info,
                            1 => robots::Severity::Warning,
                            2 => robots::Severity::Error,
                            _ => return None,
                        },
                        code: r.text()?.to_string().into(),
                        message: r.text()?.to_string(),
                    });
                }
                Answer::Lints(lints)
            }
            4 => Answer::Intent {
                targets: r.texts()?,
                text: r.text()?.to_string(),
            },
            5 => {
                let (kind, sep, count) = (r.n()?, r.n()?, r.n()? as usize);
                let column = r.text()?.to_string();
                let text = r.text()?.to_string();
                let format = match kind {
                    0 => Format::Plain,
                    1 => Format::Table {
                        separator: u8::try_from(sep).ok()?,
                        column,
                    },
                    2 => Format::Sitemap,
                    _ => return None,
                };
                Answer::Import(ImportedText {
                    text,
                    count,
                    format,
                })
            }
            6 => Answer::Text(r.text()?.to_string()),
            7 => Answer::Titles(r.texts()?),
            8 => Answer::Share {
                link: r.text()?.to_string(),
                copied: r.part()?,
                not_copied: r.part()?,
            },
            _ => return None,
        };
        r.done().then_some(answer)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn part(now: usize, text: &str) -> Part {
        let mut w = PartWriter::new(now, 0);
        w.open("p").attr("class", "hint").text(text).close();
        w.finish()
    }

    /// One answer of every kind (and of every shape of the kinds with
    /// options).
    fn every_answer() -> Vec<Answer> {
        let lint = |line, severity, code: &str, message: &str| DiagEntry {
            line,
            severity,
            code: code.to_string().into(),
            message: message.into(),
        };
        let import = |format| {
            Answer::Import(ImportedText {
                text: "https://a.example/\nhttps://b.example/x".into(),
                count: 2,
                format,
            })
        };
        vec![
            Answer::Nothing,
            Answer::Part(part(0, "Geen effect")),
            Answer::Part(PartWriter::new(0x103, 0x100).finish()),
            Answer::Cell {
                readers: Some(part(0x101, "urllib")),
                usage: Some(part(0, "train-ai=n")),
            },
            Answer::Cell {
                readers: None,
                usage: None,
            },
            Answer::Cell {
                readers: Some(part(0x100, "")),
                usage: None,
            },
            Answer::Lints(vec![
                lint(
                    3,
                    robots::Severity::Warning,
                    "usage_no_effect",
                    "Geen effect",
                ),
                lint(9, robots::Severity::Error, "token_retired", ""),
                lint(1, robots::Severity::Info, "managed_block", "m"),
                // A lint of a code the page has never seen crosses as it is.
                lint(2, robots::Severity::Info, "a_lint_of_next_year", "?"),
            ]),
            Answer::Lints(vec![]),
            Answer::Intent {
                targets: vec!["GPTBot".into(), "CCBot".into()],
                text: "User-agent: *\n".into(),
            },
            Answer::Intent {
                targets: vec![],
                text: String::new(),
            },
            import(Format::Plain),
            import(Format::Sitemap),
            import(Format::Table {
                separator: b'\t',
                column: "url".into(),
            }),
            Answer::Text("url,Googlebot\n/a,allowed\n".into()),
            Answer::Text(String::new()),
            Answer::Titles(vec!["Google: search".into(), String::new()]),
            Answer::Share {
                link: "https://e.com/#v2.x".into(),
                copied: part(0, "Copied"),
                not_copied: part(0, "Copy this"),
            },
        ]
    }

    #[test]
    fn every_answer_round_trips_through_the_one_codec() {
        let answers = every_answer();
        // Every kind is in the list.
        let kinds: std::collections::BTreeSet<u32> = answers
            .iter()
            .map(|a| u32::from_le_bytes(a.encode()[..4].try_into().unwrap()))
            .collect();
        assert_eq!(kinds, (0..=8).collect());
        for a in answers {
            assert_eq!(Answer::decode(&a.encode()), Some(a.clone()), "{a:?}");
        }
    }

    #[test]
    fn a_damaged_answer_is_refused_and_never_panics() {
        for a in every_answer() {
            let bytes = a.encode();
            // Cut short anywhere: refused.
            for cut in 0..bytes.len() {
                assert_eq!(Answer::decode(&bytes[..cut]), None, "cut at {cut} of {a:?}");
            }
            // A byte more: refused.
            let mut longer = bytes.clone();
            longer.push(0);
            assert_eq!(Answer::decode(&longer), None);
            for at in 0..bytes.len() {
                let mut flipped = bytes.clone();
                flipped[at] ^= 0xff;
                let _ = Answer::decode(&flipped);
            }
        }
        // An unknown kind; a count larger than the answer allocates nothing.
        assert_eq!(Answer::decode(&9u32.to_le_bytes()), None);
        let mut huge = 7u32.to_le_bytes().to_vec();
        huge.extend_from_slice(&u32::MAX.to_le_bytes());
        assert_eq!(Answer::decode(&huge), None);
    }

    #[test]
    fn a_part_the_page_would_not_build_is_refused() {
        let mut bad = PartWriter::new(0, 0);
        bad.open("script").text("alert(1)").close();
        let mut handler = PartWriter::new(0, 0);
        handler.open("p").attr("onclick", "x").close();
        let mut open = PartWriter::new(0, 0);
        open.open("p");
        for p in [bad, handler, open] {
            let p = p.finish();
            assert!(!p.well_formed());
            assert_eq!(Answer::decode(&Answer::Part(p.clone()).encode()), None);
            let share = Answer::Share {
                link: String::new(),
                copied: part(0, "ok"),
                not_copied: p,
            };
            assert_eq!(Answer::decode(&share.encode()), None);
        }
    }
}
