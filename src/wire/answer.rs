//! The answers' bodies: what the worker answers a request with an id
//! (`protocol::Reply::Bytes`), in one framing: a sequence of fields, each
//! a number (`u32`, little-endian) or a text (its length as a `u32`, then
//! its bytes). The worker writes them (`crate::worker`), the page's worker
//! client reads them (`crate::state::checking`); no other file decodes an
//! answer's bytes.

use crate::model::import::{Format, ImportedText};
use crate::model::parsed::DiagEntry;

/// Writes an answer's fields.
#[derive(Default)]
struct Fields(Vec<u8>);

impl Fields {
    fn n(&mut self, n: u32) -> &mut Self {
        self.0.extend_from_slice(&n.to_le_bytes());
        self
    }
    fn bytes(&mut self, b: &[u8]) -> &mut Self {
        self.n(b.len() as u32);
        self.0.extend_from_slice(b);
        self
    }
    fn text(&mut self, t: &str) -> &mut Self {
        self.bytes(t.as_bytes())
    }
}

/// Reads an answer's fields; each `None` when the answer is cut short or
/// not UTF-8 where a text is.
struct Read<'a>(&'a [u8]);

impl<'a> Read<'a> {
    fn n(&mut self) -> Option<u32> {
        let (w, rest) = self.0.split_first_chunk::<4>()?;
        self.0 = rest;
        Some(u32::from_le_bytes(*w))
    }
    fn bytes(&mut self) -> Option<&'a [u8]> {
        let len = self.n()? as usize;
        let (b, rest) = self.0.split_at_checked(len)?;
        self.0 = rest;
        Some(b)
    }
    fn text(&mut self) -> Option<&'a str> {
        std::str::from_utf8(self.bytes()?).ok()
    }
    fn done(&self) -> bool {
        self.0.is_empty()
    }
}

/// The answer to an OTHER_PARSERS request: the other parsers' part, then
/// the usage preferences' part ([`split_cell_reply`] reads it).
pub fn cell_reply(other_parsers: &[u8], usage: &[u8]) -> Vec<u8> {
    let mut f = Fields::default();
    f.bytes(other_parsers).bytes(usage);
    f.0
}

/// The two parts of [`cell_reply`]; `None` when malformed.
pub fn split_cell_reply(bytes: &[u8]) -> Option<(&[u8], &[u8])> {
    let mut r = Read(bytes);
    let both = (r.bytes()?, r.bytes()?);
    r.done().then_some(both)
}

/// The answer to a LINT request: each lint as its line, severity (0 info,
/// 1 warning, 2 error), code and message, in the order given. The code
/// crosses as the engine names it: every lint the engine computes reaches
/// the page, with no list of codes to keep in step.
pub fn lint_reply(lints: &[DiagEntry]) -> Vec<u8> {
    let mut f = Fields::default();
    for e in lints {
        let severity = match e.severity {
            robots::Severity::Info => 0,
            robots::Severity::Warning => 1,
            robots::Severity::Error => 2,
        };
        f.n(e.line).n(severity).text(&e.code).text(&e.message);
    }
    f.0
}

/// The lints of [`lint_reply`]; `None` when malformed.
pub fn read_lint_reply(bytes: &[u8]) -> Option<Vec<DiagEntry>> {
    let mut r = Read(bytes);
    let mut out = Vec::new();
    while !r.done() {
        out.push(DiagEntry {
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
    Some(out)
}

/// The answer to an INTENT request: how many crawlers it blocks, their
/// tokens, then the new text ([`read_intent_reply`] reads it).
pub fn intent_reply(targets: &[&str], text: &str) -> Vec<u8> {
    let mut f = Fields::default();
    f.n(targets.len() as u32);
    for t in targets {
        f.text(t);
    }
    f.text(text);
    f.0
}

/// The crawlers and the text of [`intent_reply`]; `None` when malformed.
pub fn read_intent_reply(bytes: &[u8]) -> Option<(Vec<&str>, &str)> {
    let mut r = Read(bytes);
    let n = r.n()? as usize;
    // Each target takes at least four bytes: no count allocates more than
    // the answer holds.
    let mut targets = Vec::with_capacity(n.min(bytes.len() / 4));
    for _ in 0..n {
        targets.push(r.text()?);
    }
    let text = r.text()?;
    r.done().then_some((targets, text))
}

/// The answer to an IMPORT request: the format (0 plain, 1 table, 2
/// sitemap), the table's separator, the count, the table's column, then
/// the text ([`read_import_reply`] reads it).
pub fn import_reply(list: &ImportedText) -> Vec<u8> {
    let (kind, sep, column) = match &list.format {
        Format::Plain => (0, 0, ""),
        Format::Table { separator, column } => (1, *separator, column.as_str()),
        Format::Sitemap => (2, 0, ""),
    };
    let mut f = Fields::default();
    f.n(kind)
        .n(u32::from(sep))
        .n(list.count as u32)
        .text(column)
        .text(&list.text);
    f.0
}

/// The list of [`import_reply`]; `None` when malformed.
pub fn read_import_reply(bytes: &[u8]) -> Option<ImportedText> {
    let mut r = Read(bytes);
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
    r.done().then_some(ImportedText {
        text,
        count,
        format,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_answers_read_back() {
        let (other_parsers, usage) = (&b"rows"[..], &b"usage"[..]);
        assert_eq!(
            split_cell_reply(&cell_reply(other_parsers, usage)),
            Some((other_parsers, usage))
        );
        let lints = vec![
            DiagEntry {
                line: 3,
                severity: robots::Severity::Warning,
                code: "usage_no_effect".into(),
                message: "Geen effect".into(),
            },
            DiagEntry {
                line: 9,
                severity: robots::Severity::Error,
                code: "token_retired".into(),
                message: String::new(),
            },
        ];
        assert_eq!(read_lint_reply(&lint_reply(&lints)), Some(lints.clone()));
        // A lint of a code the page has never seen crosses as it is.
        let new = DiagEntry {
            code: "a_lint_of_next_year".into(),
            ..lints[0].clone()
        };
        assert_eq!(
            read_lint_reply(&lint_reply(std::slice::from_ref(&new))),
            Some(vec![new])
        );
        let bytes = intent_reply(&["GPTBot", "CCBot"], "User-agent: *\n");
        assert_eq!(
            read_intent_reply(&bytes),
            Some((vec!["GPTBot", "CCBot"], "User-agent: *\n"))
        );
        assert_eq!(
            read_intent_reply(&intent_reply(&[], "")),
            Some((vec![], ""))
        );
        for format in [
            Format::Plain,
            Format::Sitemap,
            Format::Table {
                separator: b'\t',
                column: "url".into(),
            },
        ] {
            let list = ImportedText {
                text: "https://a.example/\nhttps://b.example/x".into(),
                count: 2,
                format,
            };
            assert_eq!(read_import_reply(&import_reply(&list)), Some(list));
        }
    }

    #[test]
    fn a_damaged_answer_is_refused_and_never_panics() {
        let list = ImportedText {
            text: "https://a.example/".into(),
            count: 1,
            format: Format::Plain,
        };
        let lint = DiagEntry {
            line: 1,
            severity: robots::Severity::Info,
            code: "managed_block".into(),
            message: "m".into(),
        };
        type Reads = fn(&[u8]) -> bool;
        let answers: [(Vec<u8>, Reads); 4] = [
            (cell_reply(b"a", b"b"), |b| split_cell_reply(b).is_some()),
            (lint_reply(&[lint]), |b| read_lint_reply(b).is_some()),
            (intent_reply(&["GPTBot"], "x"), |b| {
                read_intent_reply(b).is_some()
            }),
            (import_reply(&list), |b| read_import_reply(b).is_some()),
        ];
        for (bytes, reads) in &answers {
            assert!(reads(bytes));
            // Cut short anywhere: refused.
            for cut in 1..bytes.len() {
                assert!(!reads(&bytes[..cut]), "cut at {cut} of {bytes:?}");
            }
            for at in 0..bytes.len() {
                let mut flipped = bytes.clone();
                flipped[at] ^= 0xff;
                let _ = reads(&flipped);
            }
        }
        // A count larger than the answer allocates nothing.
        assert_eq!(read_intent_reply(&u32::MAX.to_le_bytes()), None);
    }
}
