//! Pure, owned data derived from the app state: what the panels render.
//! Nothing here touches the DOM or signals, so all of it is tested natively.
//! [`crate::state`] wires these functions into `Memo`s.

use std::sync::Arc;

use robots::status::{outcome, Effect, Fetch};
use robots::tester::{self, Agent};
use robots::url::{Origin, Scope, TypedUrl};
use robots::{Diagnostic, RobotsTxt, Severity, Truncation, Verdict};

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
                Err(e) => (Err(e.to_string()), None),
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
    pub how: &'static str,
    /// The user set the token (SPEC §4.3: the user may override it).
    pub overridden: bool,
}

/// How a token was derived, for the chip and the trace.
pub fn token_source_words(agent: &Agent) -> &'static str {
    use robots::agent::TokenSource;
    match agent.source {
        TokenSource::AsTyped => "used as typed",
        TokenSource::KnownCrawler => "a known crawler token found in the string",
        TokenSource::CompatibleProduct => "the product named after \"compatible;\"",
        TokenSource::FirstProduct => "the first product that is not a browser name",
        TokenSource::Truncated => "cut at the first character outside A–Z, a–z, '-', '_'",
    }
}

/// Checks an agent input: the column it makes, or the error to show.
pub fn agent_col(input: &str) -> Result<AgentCol, String> {
    let agent = tester::agent(input).map_err(|e| e.to_string())?;
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
        Err("a token is only letters, '-' and '_' (e.g. Googlebot)".to_string())
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
    pub label: &'static str,
    pub fetch: Fetch,
}

const fn status(code: u16, redirects: u8) -> Fetch {
    Fetch::Status { code, redirects }
}

/// The fetch results a person can simulate, the default first.
pub const FETCH_CHOICES: &[FetchChoice] = &[
    FetchChoice {
        key: "",
        label: "200 OK: the rules apply",
        fetch: status(200, 0),
    },
    FetchChoice {
        key: "3xx",
        label: "3xx redirect, followed to the file",
        fetch: status(200, 1),
    },
    FetchChoice {
        key: "redirects",
        label: "More than 5 redirects",
        fetch: status(301, 6),
    },
    FetchChoice {
        key: "401",
        label: "401 Unauthorized",
        fetch: status(401, 0),
    },
    FetchChoice {
        key: "403",
        label: "403 Forbidden",
        fetch: status(403, 0),
    },
    FetchChoice {
        key: "404",
        label: "404 Not Found",
        fetch: status(404, 0),
    },
    FetchChoice {
        key: "410",
        label: "410 Gone",
        fetch: status(410, 0),
    },
    FetchChoice {
        key: "429",
        label: "429 Too Many Requests",
        fetch: status(429, 0),
    },
    FetchChoice {
        key: "500",
        label: "500 Internal Server Error",
        fetch: status(500, 0),
    },
    FetchChoice {
        key: "503",
        label: "503 Service Unavailable",
        fetch: status(503, 0),
    },
    FetchChoice {
        key: "network",
        label: "Network error (DNS, timeout)",
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
    /// The outcome in one sentence ([`robots::status::outcome`]).
    pub sentence: &'static str,
    /// The fetch result, as the select shows it.
    pub label: &'static str,
    /// The short form for a grid cell ("404", "redirects", …).
    pub key: &'static str,
}

/// What the simulated fetch result `key` does: `None` when the file's rules
/// apply (2xx, a followed redirect, or a key this build does not know).
pub fn status_rule(key: &str) -> Option<StatusRule> {
    status_rule_at(fetch_index(key))
}

/// [`status_rule`] for an index into [`FETCH_CHOICES`].
pub fn status_rule_at(index: usize) -> Option<StatusRule> {
    let choice = FETCH_CHOICES.get(index)?;
    let (effect, sentence) = outcome(choice.fetch);
    let allowed = match effect {
        Effect::UseRules => return None,
        Effect::AllowAll => true,
        Effect::DisallowAll => false,
    };
    Some(StatusRule {
        allowed,
        sentence,
        label: choice.label,
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
    let typed = robots::url::normalise_typed(input).map_err(|e| e.to_string())?;
    let Some(origin) = typed.origin else {
        return Err("enter the site's address, such as https://example.com".to_string());
    };
    let path = typed.path.split('?').next().unwrap_or("/");
    let note = match path {
        "/" | "/robots.txt" => None,
        p if p.ends_with("/robots.txt") => Some(format!(
            "A robots.txt in a subdirectory ({p}) is never used: crawlers only read {origin}/robots.txt, so that is the file assumed here."
        )),
        _ => Some(format!(
            "Only the site counts, not the page: this is taken as {origin}/robots.txt."
        )),
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
    let what = if robots.scheme != url.scheme {
        "another scheme"
    } else if robots.host != url.host {
        "another host"
    } else {
        "another port"
    };
    Some(format!(
        "{robots}/robots.txt does not apply to {url} ({what}): its rules are shown anyway."
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
    /// The user-agent lines of the chosen groups.
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
    candidates.sort_unstable();
    candidates.dedup();
    Highlights {
        decisive,
        candidates,
        agent_lines: v.groups.agent_lines.clone(),
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
        message: d.to_string(),
    }
}

/// The word and icon for a severity (never colour alone).
pub fn severity_label(s: Severity) -> (&'static str, &'static str) {
    match s {
        Severity::Error => ("✖", "Error"),
        Severity::Warning => ("⚠", "Warning"),
        Severity::Info => ("ℹ", "Info"),
    }
}

/// "1 URL", "2 URLs", "10,000 URLs".
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

/// Thousands separators: 512000 → "512,000".
pub fn group_digits(n: usize) -> String {
    let s = n.to_string();
    let mut out = String::with_capacity(s.len() + s.len() / 3);
    for (i, ch) in s.chars().enumerate() {
        if i > 0 && (s.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(ch);
    }
    out
}

/// "312 bytes", "4.2 KiB", "10.0 MiB".
pub fn human_size(bytes: usize) -> String {
    if bytes < 1024 {
        plural(bytes, "byte", "bytes")
    } else if bytes < 1024 * 1024 {
        one_decimal(bytes, 1024, "KiB")
    } else {
        one_decimal(bytes, 1024 * 1024, "MiB")
    }
}

/// `n / unit` rounded to one decimal, in integers (float formatting would
/// add some 11 KB to the wasm).
fn one_decimal(n: usize, unit: usize, name: &str) -> String {
    let tenths = (n as u64 * 10 + unit as u64 / 2) / unit as u64;
    format!("{}.{} {name}", tenths / 10, tenths % 10)
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
