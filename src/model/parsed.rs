//! The parsed robots.txt and its per-line diagnostics, in the page's words.

use std::sync::Arc;

use robots::{Diagnostic, RobotsTxt, Severity, Truncation};

use robots::tester;

use super::text::editor_line_count;
use crate::i18n::tr;

/// The parsed robots.txt, shared by every memo that reads it.
///
/// Parsed once per change of the text (tester mode: only the first 500 KiB
/// count). Two `Parsed` are equal only if they are the same parse, so a memo
/// holding one notifies its readers exactly once per parse.
#[derive(Clone, Debug)]
pub struct Parsed {
    pub robots: Arc<RobotsTxt>,
    /// Size of the whole text in bytes (the parse may have read less).
    pub bytes: usize,
    /// Lines in the editor (at least 1; counts every LF-separated line, also
    /// the ones past the size limit).
    pub editor_lines: usize,
    /// The bytes parsed, when they are an opened file's rather than the
    /// editor's text (see [`super::document::RobotsFile`]).
    pub source: Option<Arc<[u8]>>,
    /// The whole file as bytes (the editor's text, or the opened file's
    /// bytes): what the other parsers parse (`super::other_parsers`), which read
    /// past Google's size limit.
    pub body: Arc<[u8]>,
}

impl PartialEq for Parsed {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.robots, &other.robots)
    }
}

/// How many times each reading parsed a file on this thread: what the
/// tests count to see that one edit is parsed once (`count::take`). Counts
/// nothing outside tests.
pub mod count {
    #[cfg(test)]
    thread_local! {
        static PARSES: std::cell::Cell<(usize, usize)> = const { std::cell::Cell::new((0, 0)) };
    }

    /// Google's reading parsed a file.
    pub fn google_parse() {
        #[cfg(test)]
        PARSES.with(|p| p.set((p.get().0 + 1, p.get().1)));
    }

    /// The other parsers parsed a file.
    pub fn other_parse() {
        #[cfg(test)]
        PARSES.with(|p| p.set((p.get().0, p.get().1 + 1)));
    }

    /// (Google's parses, the other parsers' parses) since the last call.
    #[cfg(test)]
    pub fn take() -> (usize, usize) {
        PARSES.with(|p| p.replace((0, 0)))
    }
}

impl Parsed {
    pub fn new(text: &str) -> Parsed {
        count::google_parse();
        let bytes = text.as_bytes();
        Parsed {
            robots: Arc::new(tester::parse(bytes)),
            bytes: bytes.len(),
            editor_lines: editor_line_count(text),
            source: None,
            body: Arc::from(bytes),
        }
    }

    /// Parses an opened file's bytes; `text` is what the editor shows of
    /// them (same lines, see [`super::document::text_of`]).
    pub fn from_bytes(bytes: Arc<[u8]>, text: &str) -> Parsed {
        count::google_parse();
        Parsed {
            robots: Arc::new(tester::parse(&bytes)),
            bytes: bytes.len(),
            editor_lines: editor_line_count(text),
            body: bytes.clone(),
            source: Some(bytes),
        }
    }

    /// Another thread's parse of `body` (`robots::RobotsTxt::from_wire`):
    /// the checking worker's copy of the page's parse.
    pub fn received(robots: RobotsTxt, body: Arc<[u8]>) -> Parsed {
        Parsed {
            robots: Arc::new(robots),
            bytes: body.len(),
            editor_lines: 1,
            source: Some(body.clone()),
            body,
        }
    }

    /// Set when the text is longer than Google reads.
    pub fn truncation(&self) -> Option<Truncation> {
        self.robots.truncation()
    }
}

/// One diagnostic, ready to show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DiagEntry {
    pub line: u32,
    pub severity: Severity,
    /// The engine's code (`Diagnostic::code`); owned when it came from
    /// the worker.
    pub code: std::borrow::Cow<'static, str>,
    pub message: String,
}

/// The diagnostics panel's content and the editor's gutter marks.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Diagnostics {
    /// The first [`Diagnostics::SHOWN`] entries, in line order.
    pub shown: Vec<DiagEntry>,
    /// All entries.
    pub total: usize,
    /// (line, most serious severity) for every flagged line, sorted by line.
    pub marks: Vec<(u32, Severity)>,
    pub errors: usize,
    pub warnings: usize,
}

impl Diagnostics {
    /// Entries listed in the panel; a 500 KiB file of prose would otherwise
    /// list tens of thousands.
    pub const SHOWN: usize = 200;

    /// The most serious severity on `line`, if it has diagnostics.
    pub fn mark(&self, line: u32) -> Option<Severity> {
        self.marks
            .binary_search_by_key(&line, |m| m.0)
            .ok()
            .map(|i| self.marks[i].1)
    }
}

/// Every diagnostic of the file. `source`: the bytes parsed, when they are
/// an opened file's (a line that is not UTF-8 then says which bytes).
/// `later`: the AI-use lints ([`ai_entries`], in line order), which the
/// checking worker computes for the page; each goes after its line's own.
pub fn diagnostics(robots: &RobotsTxt, source: Option<&[u8]>, later: &[DiagEntry]) -> Diagnostics {
    let mut out = Diagnostics::default();
    let mut later = later.iter().peekable();
    let add = |out: &mut Diagnostics, severity: Severity, e: &dyn Fn() -> DiagEntry| {
        out.total += 1;
        match severity {
            Severity::Error => out.errors += 1,
            Severity::Warning => out.warnings += 1,
            Severity::Info => {}
        }
        if out.shown.len() < Diagnostics::SHOWN {
            out.shown.push(e());
        }
    };
    for line in robots.lines() {
        let mut worst: Option<Severity> = None;
        for d in &line.diagnostics {
            let severity = d.severity();
            worst = worst.max(Some(severity));
            add(&mut out, severity, &|| {
                let mut e = entry(line.number, d);
                if let (Diagnostic::NonUtf8, Some(bytes)) = (d, source) {
                    let raw = bytes.get(line.start..line.end).unwrap_or_default();
                    e.message = non_utf8_message(raw);
                }
                e
            });
        }
        while let Some(e) = later.next_if(|e| e.line <= line.number) {
            if e.line == line.number {
                worst = worst.max(Some(e.severity));
                add(&mut out, e.severity, &|| e.clone());
            }
        }
        if let Some(w) = worst {
            out.marks.push((line.number, w));
        }
    }
    out
}

/// The AI-use lints that parsing does not compute (a named group that
/// replaces `*`, a preference with no effect or that does not parse:
/// [`RobotsTxt::ai_diagnostics`]), and the note on a managed block
/// ([`RobotsTxt::lints`], which reads `body`, the bytes parsed), worded. The checking worker computes
/// them for the page, so that their code and `sfv` stay out of its wasm.
pub fn ai_entries(robots: &RobotsTxt, body: &[u8]) -> Vec<DiagEntry> {
    // Their messages are the worker's (build.rs).
    crate::i18n::with_worker_messages();
    robots
        .lints(body)
        .iter()
        .map(|(line, d)| entry(*line, d))
        .collect()
}

fn entry(line: u32, d: &Diagnostic) -> DiagEntry {
    DiagEntry {
        line,
        severity: d.severity(),
        code: d.code().into(),
        message: diagnostic_message(d),
    }
}

/// A diagnostic in one sentence: the engine's message
/// ([`robots::message::diagnostic`], the one its `Display` says in English)
/// in the page's language.
pub fn diagnostic_message(d: &Diagnostic) -> String {
    super::wording::words(&robots::message::diagnostic(d))
}

/// The icon and word for a severity (never colour alone).
pub fn severity_label(s: Severity) -> (&'static str, String) {
    match s {
        Severity::Error => ("✖", tr!("severity-error")),
        Severity::Warning => ("⚠", tr!("severity-warning")),
        Severity::Info => ("ℹ", tr!("severity-info")),
    }
}

/// The CSS class suffix of a severity (`sev-error`, …).
pub fn severity_class(s: Severity) -> &'static str {
    match s {
        Severity::Error => "error",
        Severity::Warning => "warning",
        Severity::Info => "info",
    }
}

/// How many invalid bytes a diagnostic lists before "…".
const BYTES_LISTED: usize = 8;

/// The diagnostic for a line of a file with bytes that are not UTF-8,
/// saying which bytes: "bytes 0xFF 0xFE are not UTF-8; shown as �".
pub fn non_utf8_message(line: &[u8]) -> String {
    let bad: Vec<u8> = line
        .utf8_chunks()
        .flat_map(|c| c.invalid().iter().copied())
        .collect();
    let (mut list, mut encoded) = (String::new(), String::new());
    for (i, b) in bad.iter().take(BYTES_LISTED).enumerate() {
        if i > 0 {
            list.push(' ');
        }
        list.push_str(&format!("0x{b:02X}"));
        encoded.push_str(&format!("%{b:02X}"));
    }
    if bad.len() > BYTES_LISTED {
        list.push_str(" …");
        encoded.push('…');
    }
    tr!(
        "file-not-utf8",
        count = bad.len(),
        bytes = &list,
        encoded = &encoded
    )
}
