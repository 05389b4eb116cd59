//! What a person tests: the URL rows, the crawler columns and the site the
//! robots.txt belongs to.

use robots::agent::AgentError;
use robots::tester::{self, Agent};
use robots::url::{Origin, Scope, TypedUrl, UrlError};

use crate::i18n::tr;

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
/// most [`MAX_URLS`] rows (the page says when lines were left).
pub fn url_rows(text: &str) -> Vec<UrlRow> {
    let mut reader = UrlReader::default();
    reader.step(text, usize::MAX);
    reader.into_rows()
}

/// Lists longer than this (bytes) are read in slices between frames
/// ([`UrlReader`]), so that reading 100,000 URLs never stalls the page.
pub const LONG_LIST: usize = 1 << 20;

/// Reads the URLs input a slice at a time: [`UrlReader::step`] until it
/// says it is done, then [`UrlReader::into_rows`] (the same rows as
/// [`url_rows`]). The text must not change in between.
#[derive(Debug, Default)]
pub struct UrlReader {
    /// The byte where the next line starts.
    next: usize,
    /// Lines read so far.
    line: usize,
    rows: Vec<UrlRow>,
}

impl UrlReader {
    /// Reads up to `max_lines` more lines; returns whether it is done.
    pub fn step(&mut self, text: &str, max_lines: usize) -> bool {
        let rest = text.get(self.next..).unwrap_or_default();
        for l in rest.split_inclusive('\n').take(max_lines) {
            if self.rows.len() >= MAX_URLS {
                break;
            }
            self.next += l.len();
            self.line += 1;
            // As `str::lines`: LF or CR LF ends a line.
            let l = match l.strip_suffix('\n') {
                Some(l) => l.strip_suffix('\r').unwrap_or(l),
                None => l,
            };
            if !l.trim().is_empty() {
                self.rows.push(url_row(self.line, l));
            }
        }
        self.next >= text.len() || self.rows.len() >= MAX_URLS
    }

    pub fn into_rows(self) -> Vec<UrlRow> {
        self.rows
    }
}

/// The row of line `line` (1-based), `l` as typed.
fn url_row(line: usize, l: &str) -> UrlRow {
    let input = l.trim().to_string();
    let (path, origin) = match robots::url::normalise_typed(&input) {
        Ok(TypedUrl { path, origin }) => (Ok(path), origin),
        Err(e) => (Err(url_error(&e)), None),
    };
    UrlRow {
        line,
        input,
        path,
        origin,
        scope: None,
    }
}

/// Why a typed URL cannot be tested, in the page's language.
pub fn url_error(e: &UrlError) -> String {
    super::wording::words(&robots::message::url_error(e))
}

/// Why a typed crawler yields no product token, in the page's language.
pub fn agent_error(e: &AgentError) -> String {
    super::wording::words(&robots::message::agent_error(e))
}

/// One crawler column.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CrawlerCol {
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
pub fn crawler_col(input: &str) -> Result<CrawlerCol, String> {
    let agent = tester::agent(input).map_err(|e| agent_error(&e))?;
    Ok(CrawlerCol {
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
pub fn crawler_cols(agents: &[String], tokens: &[(String, String)]) -> Vec<CrawlerCol> {
    agents
        .iter()
        .filter_map(|a| crawler_col(a).ok())
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

/// The most URLs a list may hold; later non-blank lines are kept in the
/// textarea but not tested, and the page says so.
pub const MAX_URLS: usize = 100_000;

/// Non-blank lines in a URL list (what would become rows, uncapped).
pub fn entry_count(text: &str) -> usize {
    text.lines().filter(|l| !l.trim().is_empty()).count()
}

/// The 1-based line of the last URL tested when a list is over
/// [`MAX_URLS`]: lines after it are not tested.
pub fn last_kept_line(rows: &[UrlRow]) -> usize {
    rows.last().map_or(0, |r| r.line)
}

/// What adding a crawler did (`AppState::add_crawler`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AddOutcome {
    Added,
    AlreadyThere,
}

/// The tokens set by the user once `token` is set for the crawler typed as
/// `input` (SPEC §4.3): an empty token, or the derived one, goes back to
/// deriving it. The error is the one to show for an invalid token.
pub fn with_token(
    tokens: &[(String, String)],
    input: &str,
    token: &str,
) -> Result<Vec<(String, String)>, String> {
    let derived = crawler_col(input).ok().map(|c| c.derived);
    let token = if token.trim().is_empty() {
        None
    } else {
        Some(check_token(token)?.to_string())
    };
    let input = input.trim();
    let token = token.filter(|t| Some(t) != derived.as_ref());
    let mut tokens = tokens.to_vec();
    tokens.retain(|(i, _)| i != input);
    if let Some(t) = token {
        tokens.push((input.to_string(), t));
    }
    Ok(tokens)
}

/// The selected cell once the crawler in column `col` is removed and `len`
/// remain: on a column that still exists.
pub fn selection_after_removal(
    selected: Option<(usize, usize)>,
    col: usize,
    len: usize,
) -> Option<(usize, usize)> {
    match selected {
        Some(_) if len == 0 => None,
        Some((r, c)) if c > col => Some((r, c - 1)),
        Some((r, c)) => Some((r, c.min(len - 1))),
        None => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What `url_rows` was before it read in slices.
    fn url_rows_by_lines(text: &str) -> Vec<UrlRow> {
        text.lines()
            .enumerate()
            .filter(|(_, l)| !l.trim().is_empty())
            .take(MAX_URLS)
            .map(|(i, l)| url_row(i + 1, l))
            .collect()
    }

    #[test]
    fn reading_in_slices_equals_reading_at_once() {
        let texts = [
            String::new(),
            "\n".into(),
            "/a\r\n\r\n  /b  \n\nhttp://x y/\r".into(),
            "/a\n/b\n".into(),
            "/a\r".into(),
            "\u{feff}/ü\r\r\n/c".into(),
            (0..(MAX_URLS + 10)).map(|i| format!("/p{i}\n\n")).collect(),
        ];
        for text in &texts {
            let want = url_rows_by_lines(text);
            assert_eq!(url_rows(text), want);
            for slice in [1, 3, 1000] {
                if slice < 1000 && text.len() > 1000 {
                    continue;
                }
                let mut r = UrlReader::default();
                let mut steps = 1;
                while !r.step(text, slice) {
                    steps += 1;
                }
                assert!(steps * slice >= text.lines().count().min(2 * MAX_URLS));
                assert_eq!(r.into_rows(), want, "{slice}");
            }
        }
        assert_eq!(url_rows(&texts[6]).len(), MAX_URLS);
    }
}
