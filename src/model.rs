//! Pure, owned data derived from the app state: what the panels render.
//! Nothing here touches the DOM or signals, so all of it is tested natively.
//! [`crate::state`] wires these functions into `Memo`s.

use std::sync::Arc;

use robots::agent::AgentError;
use robots::status::{outcome, Effect, Fetch, MAX_REDIRECTS};
use robots::tester::{self, Agent};
use robots::url::{Origin, Scope, TypedUrl, UrlError};
use robots::{Diagnostic, RobotsTxt, Severity, Truncation, Verdict};

use crate::tr;

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
    /// editor's text (see [`crate::files::RobotsFile`]).
    pub source: Option<Arc<[u8]>>,
}

impl PartialEq for Parsed {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.robots, &other.robots)
    }
}

impl Parsed {
    pub fn new(text: &str) -> Parsed {
        let bytes = text.as_bytes();
        Parsed {
            robots: Arc::new(tester::parse(bytes)),
            bytes: bytes.len(),
            editor_lines: editor_line_count(text),
            source: None,
        }
    }

    /// Parses an opened file's bytes; `text` is what the editor shows of
    /// them (same lines, see [`crate::files::text_of`]).
    pub fn from_bytes(bytes: Arc<[u8]>, text: &str) -> Parsed {
        Parsed {
            robots: Arc::new(tester::parse(&bytes)),
            bytes: bytes.len(),
            editor_lines: editor_line_count(text),
            source: Some(bytes),
        }
    }

    /// Set when the text is longer than Google reads.
    pub fn truncation(&self) -> Option<Truncation> {
        self.robots.truncation()
    }
}

/// Lines as the editor (a textarea, whose value only holds LF line ends)
/// shows them: one more than the number of LFs.
pub fn editor_line_count(text: &str) -> usize {
    memchr::memchr_iter(b'\n', text.as_bytes()).count() + 1
}

/// Replaces CRLF and lone CR with LF, as a textarea does with its value, so
/// that byte offsets, line numbers and the textarea agree.
pub fn normalise_line_ends(text: &str) -> String {
    if !text.contains('\r') {
        return text.to_string();
    }
    text.replace("\r\n", "\n").replace('\r', "\n")
}

/// One non-blank line of the URLs input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UrlRow {
    /// 1-based line in the URLs textarea.
    pub line: usize,
    /// The URL as typed (trimmed).
    pub input: String,
    /// The normalised path tested, or why it cannot be tested.
    pub path: Result<String, String>,
    /// Scheme, host and port, when the input had them (a bare path has none).
    pub origin: Option<Origin>,
    /// The warning when the URL is outside the given site ([`mark_scope`]).
    pub scope: Option<String>,
}

/// Reads the URLs input: one URL or path per line, blank lines skipped, at
/// most [`crate::bulk::MAX_URLS`] rows (the page says when lines were left).
pub fn url_rows(text: &str) -> Vec<UrlRow> {
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
        .take(crate::bulk::MAX_URLS)
        .map(|(i, l)| {
            let input = l.trim().to_string();
            let (path, origin) = match robots::url::normalise_typed(&input) {
                Ok(TypedUrl { path, origin }) => (Ok(path), origin),
                Err(e) => (Err(url_error(&e)), None),
            };
            UrlRow {
                line: i + 1,
                input,
                path,
                origin,
                scope: None,
            }
        })
        .collect()
}

/// Why a typed URL cannot be tested, in the page's language.
pub fn url_error(e: &UrlError) -> String {
    match e {
        UrlError::Empty => tr!("url-error-empty"),
        UrlError::UnsupportedScheme(s) => tr!("url-error-scheme", scheme = s),
        UrlError::BadPort(p) => tr!("url-error-port", port = p),
        UrlError::MissingHost => tr!("url-error-no-host"),
        UrlError::BadHost(h) => tr!("url-error-host", host = h),
    }
}

/// Why a typed crawler yields no product token, in the page's language.
pub fn agent_error(e: &AgentError) -> String {
    match e {
        AgentError::Empty => tr!("agent-error-empty"),
        AgentError::NoToken => tr!("agent-error-no-token"),
    }
}

/// One crawler column.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AgentCol {
    /// What the user typed (trimmed).
    pub input: String,
    /// The product token used: the one set by the user, else `derived`.
    pub token: String,
    /// The product token derived from the input.
    pub derived: String,
    /// How the token was derived, in words.
    pub how: String,
    /// The user set the token (SPEC §4.3: the user may override it).
    pub overridden: bool,
}

/// How a token was derived, for the chip and the trace.
pub fn token_source_words(agent: &Agent) -> String {
    use robots::agent::TokenSource;
    match agent.source {
        TokenSource::AsTyped => tr!("agent-how-as-typed"),
        TokenSource::KnownCrawler => tr!("agent-how-known"),
        TokenSource::CompatibleProduct => tr!("agent-how-compatible"),
        TokenSource::FirstProduct => tr!("agent-how-first-product"),
        TokenSource::Truncated => tr!("agent-how-truncated"),
    }
}

/// Checks an agent input: the column it makes, or the error to show.
pub fn agent_col(input: &str) -> Result<AgentCol, String> {
    let agent = tester::agent(input).map_err(|e| agent_error(&e))?;
    Ok(AgentCol {
        how: token_source_words(&agent),
        input: agent.input,
        derived: agent.token.clone(),
        token: agent.token,
        overridden: false,
    })
}

/// Checks a token typed to override the derived one: trimmed, and only
/// `[A-Za-z_-]` (SPEC §4.3).
pub fn check_token(token: &str) -> Result<&str, String> {
    let token = token.trim();
    if robots::agent::is_valid_token(token) {
        Ok(token)
    } else {
        Err(tr!("agent-token-invalid"))
    }
}

/// The columns for the agents list; inputs that yield no token are dropped
/// (they cannot be added through the UI; a restored draft might hold one).
/// `tokens` holds the tokens set by the user: (agent as typed, token);
/// an invalid one is ignored.
pub fn agent_cols(agents: &[String], tokens: &[(String, String)]) -> Vec<AgentCol> {
    agents
        .iter()
        .filter_map(|a| agent_col(a).ok())
        .map(|mut c| {
            let set = tokens.iter().rev().find(|(input, _)| *input == c.input);
            if let Some((_, t)) = set.filter(|(_, t)| check_token(t).is_ok()) {
                c.token = t.trim().to_string();
                c.overridden = true;
            }
            c
        })
        .collect()
}

/// One choice of the "robots.txt fetch result" select (SPEC §8).
pub struct FetchChoice {
    /// What [`crate::state::Options::status`] holds; empty for 200 OK.
    pub key: &'static str,
    pub fetch: Fetch,
}

impl FetchChoice {
    /// The choice as the select shows it, in the page's language.
    pub fn label(&self) -> String {
        fetch_label(self.key)
    }
}

/// The label of the fetch result saved as `key` (see [`FETCH_CHOICES`]).
fn fetch_label(key: &str) -> String {
    match key {
        "" => tr!("status-label-200"),
        "3xx" => tr!("status-label-3xx"),
        "redirects" => tr!("status-label-redirects", max = MAX_REDIRECTS),
        "401" => tr!("status-label-401"),
        "403" => tr!("status-label-403"),
        "404" => tr!("status-label-404"),
        "410" => tr!("status-label-410"),
        "429" => tr!("status-label-429"),
        "500" => tr!("status-label-500"),
        "503" => tr!("status-label-503"),
        _ => tr!("status-label-network"),
    }
}

/// What Google does after a fetch result, in one sentence: the page's
/// words for [`robots::status::outcome`]'s sentence, branch by branch.
pub fn status_sentence(fetch: Fetch) -> String {
    match fetch {
        Fetch::NetworkError => tr!("status-network"),
        Fetch::Status { redirects, .. } if redirects > MAX_REDIRECTS => {
            tr!("status-too-many-redirects", max = MAX_REDIRECTS)
        }
        Fetch::Status { code, .. } => match code {
            200..=299 => tr!("status-2xx"),
            300..=399 => tr!("status-3xx", max = MAX_REDIRECTS),
            429 => tr!("status-429"),
            400..=499 => tr!("status-4xx"),
            500..=599 => tr!("status-5xx"),
            _ => tr!("status-invalid"),
        },
    }
}

const fn status(code: u16, redirects: u8) -> Fetch {
    Fetch::Status { code, redirects }
}

/// The fetch results a person can simulate, the default first.
pub const FETCH_CHOICES: &[FetchChoice] = &[
    FetchChoice {
        key: "",
        fetch: status(200, 0),
    },
    FetchChoice {
        key: "3xx",
        fetch: status(200, 1),
    },
    FetchChoice {
        key: "redirects",
        fetch: status(301, 6),
    },
    FetchChoice {
        key: "401",
        fetch: status(401, 0),
    },
    FetchChoice {
        key: "403",
        fetch: status(403, 0),
    },
    FetchChoice {
        key: "404",
        fetch: status(404, 0),
    },
    FetchChoice {
        key: "410",
        fetch: status(410, 0),
    },
    FetchChoice {
        key: "429",
        fetch: status(429, 0),
    },
    FetchChoice {
        key: "500",
        fetch: status(500, 0),
    },
    FetchChoice {
        key: "503",
        fetch: status(503, 0),
    },
    FetchChoice {
        key: "network",
        fetch: Fetch::NetworkError,
    },
];

/// The choice for a saved key (`None`: a key this build does not know).
pub fn fetch_choice(key: &str) -> Option<&'static FetchChoice> {
    FETCH_CHOICES.iter().find(|c| c.key == key)
}

/// The index of a saved key in [`FETCH_CHOICES`]; 0 (200 OK) when unknown.
pub fn fetch_index(key: &str) -> usize {
    FETCH_CHOICES.iter().position(|c| c.key == key).unwrap_or(0)
}

/// A simulated fetch result that replaces the file's rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StatusRule {
    pub allowed: bool,
    /// The outcome in one sentence ([`status_sentence`]), in the page's
    /// language.
    pub sentence: &'static str,
    /// The fetch result, as the select shows it, in the page's language.
    pub label: &'static str,
    /// The short form for a grid cell ("404", "redirects", …).
    pub key: &'static str,
}

/// The label and sentence of [`FETCH_CHOICES`]`[index]` in the page's
/// language, as `&'static str` so that a [`StatusRule`] stays `Copy`: made
/// once per language and kept for the page's life (at most 4 × 11 pairs).
fn status_words(index: usize) -> (&'static str, &'static str) {
    use std::cell::RefCell;
    type Words = Vec<(crate::i18n::Lang, usize, &'static str, &'static str)>;
    thread_local! {
        static WORDS: RefCell<Words> = const { RefCell::new(Vec::new()) };
    }
    let lang = crate::i18n::lang();
    WORDS.with(|w| {
        if let Some(e) = w.borrow().iter().find(|e| e.0 == lang && e.1 == index) {
            return (e.2, e.3);
        }
        let choice = &FETCH_CHOICES[index];
        let label: &'static str = Box::leak(choice.label().into_boxed_str());
        let sentence: &'static str = Box::leak(status_sentence(choice.fetch).into_boxed_str());
        w.borrow_mut().push((lang, index, label, sentence));
        (label, sentence)
    })
}

/// What the simulated fetch result `key` does: `None` when the file's rules
/// apply (2xx, a followed redirect, or a key this build does not know).
pub fn status_rule(key: &str) -> Option<StatusRule> {
    status_rule_at(fetch_index(key))
}

/// [`status_rule`] for an index into [`FETCH_CHOICES`].
pub fn status_rule_at(index: usize) -> Option<StatusRule> {
    let choice = FETCH_CHOICES.get(index)?;
    let (effect, _) = outcome(choice.fetch);
    let allowed = match effect {
        Effect::UseRules => return None,
        Effect::AllowAll => true,
        Effect::DisallowAll => false,
    };
    let (label, sentence) = status_words(index);
    Some(StatusRule {
        allowed,
        sentence,
        label,
        key: choice.key,
    })
}

/// The site the robots.txt belongs to (SPEC §7).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Site {
    pub origin: Origin,
    /// Said about the input (a robots.txt in a subdirectory, a page URL).
    pub note: Option<String>,
}

/// Reads the "Site or robots.txt URL" input: `Ok(None)` when empty.
pub fn site(input: &str) -> Result<Option<Site>, String> {
    let input = input.trim();
    if input.is_empty() {
        return Ok(None);
    }
    let typed = robots::url::normalise_typed(input).map_err(|e| url_error(&e))?;
    let Some(origin) = typed.origin else {
        return Err(tr!("site-no-origin"));
    };
    let path = typed.path.split('?').next().unwrap_or("/");
    let note = match path {
        "/" | "/robots.txt" => None,
        p if p.ends_with("/robots.txt") => Some(tr!(
            "site-note-subdirectory",
            path = p,
            origin = &origin.to_string()
        )),
        _ => Some(tr!("site-note-page", origin = &origin.to_string())),
    };
    Ok(Some(Site { origin, note }))
}

/// The warning for a tested URL outside the site's scope (SPEC §7), or
/// `None` when it is on the site (a bare path is taken to be).
pub fn scope_warning(site: &Site, row: &UrlRow) -> Option<String> {
    if row.path.is_err() {
        return None;
    }
    let Scope::OutOfScope { robots, url } = robots::url::scope(&site.origin, row.origin.as_ref())
    else {
        return None;
    };
    let differs = if robots.scheme != url.scheme {
        "scheme"
    } else if robots.host != url.host {
        "host"
    } else {
        "port"
    };
    Some(tr!(
        "scope-warning",
        differs = differs,
        robots = &robots.to_string(),
        url = &url.to_string()
    ))
}

/// Sets each row's [`UrlRow::scope`] for the site typed as `site_input`
/// (no warnings when it is empty or not a site).
pub fn mark_scope(rows: &mut [UrlRow], site_input: &str) {
    if let Ok(Some(site)) = site(site_input) {
        for row in rows {
            row.scope = scope_warning(&site, row);
        }
    }
}

/// The fast-path result of one cell: verdict and reported line (0 = none).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CellResult {
    pub allowed: bool,
    pub line: u32,
}

/// Every cell of the grid, rows (URLs) × columns (agents). A row whose URL
/// is invalid has `None` cells.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Results {
    pub cols: usize,
    pub cells: Vec<Option<CellResult>>,
}

impl Results {
    pub fn get(&self, row: usize, col: usize) -> Option<CellResult> {
        if col >= self.cols {
            return None;
        }
        self.cells.get(row * self.cols + col).copied().flatten()
    }

    pub fn rows(&self) -> usize {
        self.cells.len().checked_div(self.cols).unwrap_or(0)
    }

    /// (allowed, blocked) counts in column `col`.
    pub fn totals(&self, col: usize) -> (usize, usize) {
        let mut t = (0, 0);
        for row in 0..self.rows() {
            match self.get(row, col) {
                Some(CellResult { allowed: true, .. }) => t.0 += 1,
                Some(CellResult { allowed: false, .. }) => t.1 += 1,
                None => {}
            }
        }
        t
    }
}

/// The grid, with the fast path: one view per agent, `allowed` per cell.
/// A simulated fetch result that replaces the rules (`status`) decides every
/// testable cell, with no line. (The page checks large grids in slices:
/// [`crate::bulk::CheckJob`].)
pub fn results(
    parsed: &Parsed,
    rows: &[UrlRow],
    cols: &[AgentCol],
    status: Option<StatusRule>,
) -> Results {
    crate::bulk::check_all(parsed, rows, cols, status)
}

/// The cell whose decision is explained: the selection, kept inside the
/// grid; the first cell when nothing is selected.
pub fn active_cell(
    selected: Option<(usize, usize)>,
    rows: usize,
    cols: usize,
) -> Option<(usize, usize)> {
    if rows == 0 || cols == 0 {
        return None;
    }
    let (r, c) = selected.unwrap_or((0, 0));
    Some((r.min(rows - 1), c.min(cols - 1)))
}

/// The full explanation of one cell (slow path, only for the active cell).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Explained {
    pub row: usize,
    pub col: usize,
    pub url: UrlRow,
    pub agent: AgentCol,
    /// `None` when the URL cannot be tested.
    pub verdict: Option<Verdict>,
    /// Set when a simulated fetch result replaces the rules: it decides.
    pub status: Option<StatusRule>,
}

impl Explained {
    /// The verdict shown: the fetch result's when it replaces the rules.
    pub fn allowed(&self) -> Option<bool> {
        let v = self.verdict.as_ref()?;
        Some(self.status.map_or(v.allowed, |s| s.allowed))
    }
}

pub fn explain(
    parsed: &Parsed,
    rows: &[UrlRow],
    cols: &[AgentCol],
    cell: Option<(usize, usize)>,
    status: Option<StatusRule>,
) -> Option<Explained> {
    let (row, col) = cell?;
    let url = rows.get(row)?.clone();
    let agent = cols.get(col)?.clone();
    let verdict = url
        .path
        .as_ref()
        .ok()
        .map(|p| tester::view(&parsed.robots, &agent.token).verdict(p.as_bytes()));
    Some(Explained {
        row,
        col,
        url,
        agent,
        verdict,
        status,
    })
}

/// What the editor highlights for the explained cell.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Highlights {
    /// The line that decided (strong).
    pub decisive: Option<u32>,
    /// The other matching rules of the chosen groups (faint).
    pub candidates: Vec<u32>,
    /// The user-agent lines of the chosen groups, sorted.
    pub agent_lines: Vec<u32>,
}

/// Nothing is highlighted when a fetch result replaces the rules.
pub fn highlights(explained: Option<&Explained>) -> Highlights {
    let explained = explained.filter(|e| e.status.is_none());
    let Some(v) = explained.and_then(|e| e.verdict.as_ref()) else {
        return Highlights::default();
    };
    let decisive = v.decisive.as_ref().map(|d| d.line).filter(|&l| l > 0);
    let mut candidates: Vec<u32> = v
        .candidates
        .iter()
        .map(|c| c.line)
        .filter(|&l| Some(l) != decisive)
        .collect();
    // (robots::heapsort: the standard sort would add its code for u32.)
    robots::heapsort(&mut candidates, |a, b| a < b);
    candidates.dedup();
    // Sorted, so the editor finds the ones in view by bisection.
    let mut agent_lines = v.groups.agent_lines.clone();
    robots::heapsort(&mut agent_lines, |a, b| a < b);
    agent_lines.dedup();
    Highlights {
        decisive,
        candidates,
        agent_lines,
    }
}

/// One diagnostic, ready to show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DiagEntry {
    pub line: u32,
    pub severity: Severity,
    pub code: &'static str,
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
pub fn diagnostics(robots: &RobotsTxt, source: Option<&[u8]>) -> Diagnostics {
    let mut out = Diagnostics::default();
    for line in robots.lines() {
        let mut worst: Option<Severity> = None;
        for d in &line.diagnostics {
            let severity = d.severity();
            worst = worst.max(Some(severity));
            out.total += 1;
            match severity {
                Severity::Error => out.errors += 1,
                Severity::Warning => out.warnings += 1,
                Severity::Info => {}
            }
            if out.shown.len() < Diagnostics::SHOWN {
                let mut e = entry(line.number, d);
                if let (Diagnostic::NonUtf8, Some(bytes)) = (d, source) {
                    let raw = bytes.get(line.start..line.end).unwrap_or_default();
                    e.message = crate::files::non_utf8_message(raw);
                }
                out.shown.push(e);
            }
        }
        if let Some(w) = worst {
            out.marks.push((line.number, w));
        }
    }
    out
}

fn entry(line: u32, d: &Diagnostic) -> DiagEntry {
    DiagEntry {
        line,
        severity: d.severity(),
        code: d.code(),
        message: diagnostic_message(d),
    }
}

/// A diagnostic in one sentence, in the page's language (the engine's
/// `Display` stays English for the CLI).
pub fn diagnostic_message(d: &Diagnostic) -> String {
    match d {
        Diagnostic::AcceptedTypo { written, meant } => {
            tr!("diag-accepted-typo", written = written, meant = *meant)
        }
        Diagnostic::KeyByPrefix { written, meant } => {
            tr!("diag-key-by-prefix", written = written, meant = *meant)
        }
        Diagnostic::MissingColon => tr!("diag-missing-colon"),
        Diagnostic::LineTooLong { length } => {
            tr!("diag-line-too-long", length = *length, max = 16_663usize)
        }
        Diagnostic::NulByte => tr!("diag-nul-byte"),
        Diagnostic::RuleOutsideGroup => tr!("diag-rule-outside-group"),
        Diagnostic::UnsupportedKey { key, note } => unsupported_key(key, note),
        Diagnostic::UnknownKey { key } => tr!("diag-unknown-key", key = key),
        Diagnostic::NoLeadingSlash => tr!("diag-no-leading-slash"),
        Diagnostic::EmptyRule => tr!("diag-empty-rule"),
        Diagnostic::UserAgentCut { token } => tr!("diag-user-agent-cut", token = token),
        Diagnostic::UserAgentNoToken => tr!("diag-user-agent-no-token"),
        Diagnostic::SitemapNotAbsolute => tr!("diag-sitemap-not-absolute"),
        Diagnostic::NotADirective => tr!("diag-not-a-directive"),
        Diagnostic::NonUtf8 => tr!("diag-non-utf8"),
        Diagnostic::BomSkipped => tr!("diag-bom-skipped"),
        Diagnostic::StrayBom => tr!("diag-stray-bom"),
        Diagnostic::PastSizeLimit { limit, total } => {
            tr!("diag-past-size-limit", limit = *limit, total = *total)
        }
    }
}

/// A known but unsupported key, by what Google does with it (the notes of
/// `robots::key::UNSUPPORTED`).
fn unsupported_key(key: &str, note: &str) -> String {
    if note.contains("Yandex") {
        tr!("diag-unsupported-yandex", key = key)
    } else if note.contains("parser") {
        tr!("diag-unsupported-not-read", key = key)
    } else if note.contains("crawl rate") {
        tr!("diag-unsupported-crawl-delay", key = key)
    } else if note.contains("2019") {
        tr!("diag-unsupported-noindex", key = key)
    } else if note.contains("meta tag") {
        tr!("diag-unsupported-meta-tag", key = key)
    } else {
        tr!("diag-unsupported-ignored", key = key)
    }
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

/// "1 URL", "2 URLs", "10,000 URLs". English only: use a message with a
/// plural select instead (kept while other panels still call it).
pub fn plural(n: usize, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{} {many}", group_digits(n))
    }
}

/// Byte offset → UTF-16 offset (what a textarea's selection uses), flooring
/// an offset that falls inside a character.
pub fn utf16_offset(text: &str, byte: usize) -> u32 {
    let mut b = byte.min(text.len());
    while !text.is_char_boundary(b) {
        b -= 1;
    }
    text[..b].encode_utf16().count() as u32
}

/// Byte range (start, end) of the 1-based editor line `n` in `text`.
pub fn line_range(text: &str, n: u32) -> Option<(usize, usize)> {
    let n = n as usize;
    if n == 0 {
        return None;
    }
    let bytes = text.as_bytes();
    let start = if n == 1 {
        0
    } else {
        memchr::memchr_iter(b'\n', bytes).nth(n - 2)? + 1
    };
    let end = memchr::memchr(b'\n', &bytes[start..]).map_or(bytes.len(), |i| start + i);
    Some((start, end))
}

/// A count as the page's language writes it: 512000 → "512,000" in
/// English, "512.000" in Dutch, "5,12,000" in Hindi.
pub fn group_digits(n: usize) -> String {
    crate::i18n::number(n)
}

/// "312 bytes", "4.2 KiB", "10.0 MiB" (in the page's language).
pub fn human_size(bytes: usize) -> String {
    if bytes < 1024 {
        crate::tr!("size-bytes", count = bytes)
    } else if bytes < 1024 * 1024 {
        crate::tr!("size-kib", size = one_decimal(bytes, 1024).as_str())
    } else {
        crate::tr!("size-mib", size = one_decimal(bytes, 1024 * 1024).as_str())
    }
}

/// `n / unit` rounded to one decimal, in integers (float formatting would
/// add some 11 KB to the wasm), with the language's decimal separator.
fn one_decimal(n: usize, unit: usize) -> String {
    let tenths = (n as u64 * 10 + unit as u64 / 2) / unit as u64;
    let sep = if crate::i18n::lang() == crate::i18n::Lang::Nl {
        ','
    } else {
        '.'
    };
    format!(
        "{}{sep}{}",
        group_digits((tenths / 10) as usize),
        tenths % 10
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str =
        "User-agent: Googlebot\nDisallow: /nogooglebot/\n\nUser-agent: *\nAllow: /\n";

    #[test]
    fn url_rows_skip_blank_lines_and_keep_line_numbers() {
        let rows = url_rows("https://e.com/a b\n\n  /x?y  \nmailto:me@e.com\n");
        assert_eq!(rows.len(), 3);
        assert_eq!((rows[0].line, rows[0].path.as_deref()), (1, Ok("/a%20b")));
        assert_eq!((rows[1].line, rows[1].input.as_str()), (3, "/x?y"));
        assert_eq!(rows[2].line, 4);
        assert!(rows[2].path.as_ref().unwrap_err().contains("mailto"));
    }

    #[test]
    fn agent_columns_derive_tokens_and_drop_invalid_ones() {
        let cols = agent_cols(
            &[
                "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)".into(),
                "42".into(),
                "GPTBot".into(),
            ],
            &[],
        );
        assert_eq!(cols.len(), 2);
        assert_eq!(cols[0].token, "Googlebot");
        assert_eq!(cols[1].how, "used as typed");
        assert!(agent_col("1234").is_err());
    }

    #[test]
    fn results_use_the_fast_path_and_agree_with_the_explanation() {
        let parsed = Parsed::new(SAMPLE);
        let rows = url_rows("https://www.example.com/nogooglebot/x\n/\nmailto:me@example.com\n");
        let cols = agent_cols(
            &[
                "Googlebot".into(),
                "Bingbot".into(),
                "Googlebot-Image".into(),
            ],
            &[],
        );
        let r = results(&parsed, &rows, &cols, None);
        assert_eq!(r.rows(), 3);
        assert_eq!(
            r.get(0, 0),
            Some(CellResult {
                allowed: false,
                line: 2
            })
        );
        assert_eq!(
            r.get(0, 1),
            Some(CellResult {
                allowed: true,
                line: 5
            })
        );
        // Googlebot-Image falls back to Googlebot's group.
        assert_eq!(
            r.get(0, 2),
            Some(CellResult {
                allowed: false,
                line: 2
            })
        );
        assert_eq!(r.totals(0), (1, 1));
        for row in 0..2 {
            for col in 0..3 {
                let e = explain(&parsed, &rows, &cols, Some((row, col)), None).unwrap();
                let v = e.verdict.unwrap();
                assert_eq!(
                    Some(CellResult {
                        allowed: v.allowed,
                        line: v.line
                    }),
                    r.get(row, col)
                );
            }
        }
    }

    #[test]
    fn active_cell_stays_inside_the_grid() {
        assert_eq!(active_cell(None, 3, 2), Some((0, 0)));
        assert_eq!(active_cell(Some((5, 5)), 3, 2), Some((2, 1)));
        assert_eq!(active_cell(Some((1, 1)), 0, 2), None);
    }

    #[test]
    fn highlights_mark_decisive_candidates_and_agent_lines() {
        let parsed =
            Parsed::new("User-agent: a\nUser-agent: b\nDisallow: /p\nAllow: /page\nDisallow: /x\n");
        let rows = url_rows("/page");
        let cols = agent_cols(&["b".into()], &[]);
        let e = explain(&parsed, &rows, &cols, Some((0, 0)), None);
        let h = highlights(e.as_ref());
        assert_eq!(h.decisive, Some(4));
        assert_eq!(h.candidates, vec![3]);
        assert_eq!(h.agent_lines, vec![2]);
        // Merged groups: every user-agent line, in order.
        let parsed = Parsed::new(&"User-agent: *\nDisallow: /p\n".repeat(300));
        let e = explain(&parsed, &rows, &cols, Some((0, 0)), None);
        let h = highlights(e.as_ref());
        assert_eq!(h.agent_lines.len(), 300);
        assert!(h.agent_lines.windows(2).all(|w| w[0] < w[1]));
        assert_eq!(h.candidates.len(), 299);
    }

    #[test]
    fn diagnostics_are_listed_and_marked_per_line() {
        let parsed = Parsed::new("Disallow: /a\nUser-agent: *\nCrawl-delay: 5\nDissallow: /b\n");
        let d = diagnostics(&parsed.robots, None);
        assert_eq!(d.total, 3);
        assert_eq!(d.shown[0].line, 1);
        assert_eq!(d.shown[0].code, "rule_outside_group");
        assert_eq!(d.mark(1), Some(Severity::Error));
        assert_eq!(d.mark(2), None);
        assert_eq!(d.mark(4), Some(Severity::Warning));
        assert!(
            d.shown[1].message.contains("crawl-delay")
                || d.shown[1].message.contains("Crawl-delay")
        );
    }

    #[test]
    fn diagnostics_read_as_the_engine_writes_them_in_english() {
        let text = "\u{feff}Disallow: /a\nuseragent: x\nUser-agent: Googlebot/2.1\nuser-agent: 1\nDisallowed: /b\nDisallow /c\nDisallow: c\nAllow:\nCrawl-delay: 5\nclean-param: x\ncontent-usage: x\nnoindex: /x\nnofollow: /y\ndomain: x\nfoo: bar\nprose\nSitemap: /s.xml\n\u{feff}Allow: /x\nAllow: /\0x\n";
        let parsed = Parsed::new(text);
        let mut codes = std::collections::BTreeSet::new();
        for line in parsed.robots.lines() {
            for d in &line.diagnostics {
                codes.insert(d.code());
                assert_eq!(diagnostic_message(d), d.to_string());
            }
        }
        assert_eq!(codes.len(), 15, "{codes:?}"); // all but line_too_long, non_utf8, past_size_limit
        let d = Diagnostic::LineTooLong { length: 20_000 };
        assert_eq!(
            diagnostic_message(&d),
            "line is 20,000 bytes; Google reads only the first 16,663 bytes of a line and drops the rest"
        );
        let d = Diagnostic::PastSizeLimit {
            limit: 512_000,
            total: 600_000,
        };
        assert_eq!(
            diagnostic_message(&d),
            "Google reads only the first 512,000 bytes (500 KiB) of robots.txt; this file has 600,000 bytes, and everything from here on is ignored"
        );
        assert_eq!(severity_label(Severity::Warning).1, "Warning");
        assert_eq!(severity_class(Severity::Warning), "warning");
    }

    #[test]
    fn errors_read_as_the_engine_writes_them_in_english() {
        for input in ["", "mailto:x", "http://a:99999/", "http://", "http://a b/"] {
            if let Err(e) = robots::url::normalise_typed(input) {
                assert_eq!(url_error(&e), e.to_string(), "{input}");
            }
        }
        for input in ["", "1234"] {
            let e = tester::agent(input).unwrap_err();
            assert_eq!(agent_error(&e), e.to_string());
        }
    }

    #[test]
    fn diagnostics_list_is_capped() {
        let text = "a line of prose\n".repeat(1000);
        let d = diagnostics(&Parsed::new(&text).robots, None);
        assert_eq!(d.shown.len(), Diagnostics::SHOWN);
        assert_eq!(d.total, 1000);
        assert_eq!(d.marks.len(), 1000);
    }

    #[test]
    fn size_limit_is_reported() {
        let text = "Disallow: /x\n".repeat(50_000);
        let p = Parsed::new(&text);
        let t = p.truncation().unwrap();
        assert_eq!((t.limit, t.total), (512_000, text.len()));
        assert_eq!(p.editor_lines, 50_001);
        assert!(t.line < 50_000);
    }

    #[test]
    fn offsets_and_ranges() {
        let text = "ab\nü€\n\nlast";
        assert_eq!(line_range(text, 1), Some((0, 2)));
        assert_eq!(line_range(text, 2), Some((3, 8)));
        assert_eq!(line_range(text, 3), Some((9, 9)));
        assert_eq!(line_range(text, 4), Some((10, 14)));
        assert_eq!(line_range(text, 5), None);
        assert_eq!(utf16_offset(text, 8), 5);
        assert_eq!(utf16_offset(text, 4), 3); // inside 'ü': floored
        assert_eq!(editor_line_count(text), 4);
        assert_eq!(normalise_line_ends("a\r\nb\rc"), "a\nb\nc");
    }

    #[test]
    fn numbers_read_well() {
        assert_eq!(group_digits(512000), "512,000");
        assert_eq!(group_digits(999), "999");
        assert_eq!(group_digits(1_048_576), "1,048,576");
        assert_eq!(human_size(1), "1 byte");
        assert_eq!(human_size(2048), "2.0 KiB");
        assert_eq!(human_size(512_000), "500.0 KiB");
        assert_eq!(human_size(511_898), "499.9 KiB");
        assert_eq!(human_size(10 * 1024 * 1024 + 1), "10.0 MiB");
        assert_eq!(plural(2, "URL", "URLs"), "2 URLs");
        assert_eq!(plural(10_000, "URL", "URLs"), "10,000 URLs");
        assert_eq!(tr!("url-count", count = 10_000usize), "10,000 URLs");
        assert_eq!(tr!("url-count", count = 1usize), "1 URL");
    }

    #[test]
    fn scope_warns_for_other_origins_only() {
        let site = site("https://example.com/robots.txt").unwrap().unwrap();
        assert_eq!(site.note, None);
        let mut rows = url_rows(
            "https://example.com/a\n/bare?x\nhttps://www.example.com/\nhttp://example.com/\nhttps://example.com:8443/\nhttps://EXAMPLE.com:443/b\nmailto:x@example.com\n",
        );
        let w: Vec<_> = rows.iter().map(|r| scope_warning(&site, r)).collect();
        let flagged: Vec<bool> = w.iter().map(Option::is_some).collect();
        assert_eq!(flagged, [false, false, true, true, true, false, false]);
        let www = w[2].as_deref().unwrap();
        assert!(
            www.contains("does not apply to https://www.example.com"),
            "{www}"
        );
        assert!(
            www.contains("another host") && www.contains("shown anyway"),
            "{www}"
        );
        assert!(w[3].as_deref().unwrap().contains("another scheme"));
        assert!(w[4].as_deref().unwrap().contains("another port"));
        mark_scope(&mut rows, "");
        assert!(rows.iter().all(|r| r.scope.is_none()));
        mark_scope(&mut rows, "https://example.com/robots.txt");
        assert_eq!(rows.iter().map(|r| r.scope.clone()).collect::<Vec<_>>(), w);
    }

    #[test]
    fn site_input_is_read_and_explained() {
        assert_eq!(site("  "), Ok(None));
        assert!(site("/robots.txt").is_err());
        assert!(site("mailto:x@y.z").is_err());
        let s = site("https://example.com").unwrap().unwrap();
        assert_eq!(
            (s.origin.to_string(), s.note),
            ("https://example.com".into(), None)
        );
        let s = site("https://example.com/folder/robots.txt")
            .unwrap()
            .unwrap();
        assert_eq!(s.origin.to_string(), "https://example.com");
        assert!(s
            .note
            .unwrap()
            .contains("subdirectory (/folder/robots.txt) is never used"));
        let s = site("münchen.de/page").unwrap().unwrap();
        assert_eq!(s.origin.to_string(), "http://xn--mnchen-3ya.de");
        assert!(s.note.is_some());
        let rows = url_rows("http://xn--mnchen-3ya.de/x\nhttp://MÜNCHEN.de/y");
        assert!(rows.iter().all(|r| scope_warning(&s, r).is_none()));
    }

    #[test]
    fn fetch_results_replace_the_rules() {
        assert_eq!(status_rule(""), None);
        assert_eq!(status_rule("3xx"), None);
        assert_eq!(status_rule("unknown"), None);
        for key in ["401", "403", "404", "410", "redirects"] {
            assert!(status_rule(key).unwrap().allowed, "{key}");
        }
        for key in ["429", "500", "503", "network"] {
            assert!(!status_rule(key).unwrap().allowed, "{key}");
        }
        assert!(status_rule("404").unwrap().sentence.starts_with("4xx"));
        // The page's English is the engine's, choice by choice.
        for c in FETCH_CHOICES {
            assert_eq!(status_sentence(c.fetch), outcome(c.fetch).1, "{}", c.key);
        }
        assert_eq!(
            status_rule("redirects").unwrap().label,
            "More than 5 redirects"
        );
        assert_eq!(FETCH_CHOICES[0].label(), "200 OK: the rules apply");
        let keys: std::collections::HashSet<_> = FETCH_CHOICES.iter().map(|c| c.key).collect();
        assert_eq!(keys.len(), FETCH_CHOICES.len());

        let parsed = Parsed::new(SAMPLE);
        let rows = url_rows("/nogooglebot/x\nmailto:x@y.z\n/");
        let cols = agent_cols(&["Googlebot".into(), "Bingbot".into()], &[]);
        let s503 = status_rule("503");
        let r = results(&parsed, &rows, &cols, s503);
        assert_eq!(r.totals(0), (0, 2));
        assert_eq!(r.totals(1), (0, 2));
        assert_eq!(r.get(1, 0), None);
        let r = results(&parsed, &rows, &cols, status_rule("404"));
        assert_eq!(
            r.get(0, 0),
            Some(CellResult {
                allowed: true,
                line: 0
            })
        );
        let e = explain(&parsed, &rows, &cols, Some((0, 0)), s503).unwrap();
        assert_eq!(e.allowed(), Some(false));
        assert_eq!(highlights(Some(&e)), Highlights::default());
        let e = explain(&parsed, &rows, &cols, Some((2, 0)), status_rule("404")).unwrap();
        assert_eq!(e.allowed(), Some(true));
    }

    #[test]
    fn tokens_set_by_the_user_replace_the_derived_ones() {
        let parsed = Parsed::new(SAMPLE);
        let rows = url_rows("/nogooglebot/x");
        let agents = ["Googlebot-Image".to_string(), "Bingbot".to_string()];
        let tokens = [
            ("Googlebot-Image".to_string(), "Bingbot".to_string()),
            ("Bingbot".to_string(), "not valid!".to_string()),
        ];
        let cols = agent_cols(&agents, &tokens);
        assert_eq!(
            (cols[0].token.as_str(), cols[0].derived.as_str()),
            ("Bingbot", "Googlebot-Image")
        );
        assert!(cols[0].overridden);
        assert!(!cols[1].overridden);
        assert_eq!(
            results(&parsed, &rows, &cols, None)
                .get(0, 0)
                .map(|c| c.allowed),
            Some(true)
        );
        assert_eq!(check_token(" Googlebot "), Ok("Googlebot"));
        assert!(check_token("Googlebot/2.1").is_err());
        assert!(check_token("").is_err());
    }
}
