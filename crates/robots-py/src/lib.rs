//! Python bindings for the `robots` engine: the module `robotstxt_rs._engine`,
//! re-exported by the `robotstxt_rs` package (`python/robotstxt_rs`).
//!
//! Two modes, as everywhere in the project:
//!
//! * **tester** (the default): an agent may be a full user-agent string (its
//!   product token is derived), a URL is normalised as a browser requests it,
//!   only the first 500 KiB of the file count, and crawler families apply;
//! * **raw** (`raw=True`): agent and URL go to the matcher exactly as Google's
//!   library takes them, with no size limit.

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex, OnceLock};
use std::time::Duration;

use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::pybacked::PyBackedStr;
use pyo3::types::{PyBytes, PyString};

use robots::message::{self, Lang};
use robots::tester::InputError;
use robots::{AgentView, GroupKind, GOOGLE_SIZE_LIMIT};

/// A parsed robots.txt: parse once, check many times. Immutable, so one
/// object can be shared between threads.
#[pyclass(frozen, module = "robotstxt_rs._engine")]
struct RobotsTxt {
    cell: Cell,
    /// The language of the sentences (reasons, diagnostics).
    lang: Lang,
}

/// The file as parsed for each mode: Google's crawler's reading (the
/// first 500 KiB) at once; Google's library's reading of a longer file (all
/// of it) the first time raw mode needs it, so that a long body checked in
/// the default mode is parsed only as far as the crawler reads it.
struct Files {
    body: Vec<u8>,
    /// Google's crawler's reading; also the library's when the file is no
    /// longer than 500 KiB (both read all of it).
    tester: robots::RobotsTxt,
    /// Google's library's reading of a file longer than 500 KiB.
    raw: OnceLock<robots::RobotsTxt>,
}

/// The groups chosen for the last agents checked one URL at a time, so that
/// the next check for the same agents skips the choice (and, in tester
/// mode, the token derivation).
struct Selection<'a> {
    raw: bool,
    /// The agents as given.
    agents: Vec<String>,
    /// The str they were given as, if one was.
    agent: Option<Py<PyString>>,
    /// Shared with the verdicts of this selection (no copy per check).
    tokens: Arc<Vec<String>>,
    view: AgentView<'a>,
}

impl Selection<'_> {
    /// Whether `agent` names this selection's agents; a str is compared
    /// with the one the selection was made for without copying it (the
    /// common case: the same crawler for every check).
    fn is_for(&self, agent: &Bound<'_, PyAny>) -> bool {
        match (&self.agent, agent.cast::<PyString>()) {
            (Some(mine), Ok(s)) => {
                s.is(mine) || s.as_any().eq(mine.bind(agent.py())).unwrap_or(false)
            }
            (None, Err(_)) => agents(agent).is_ok_and(|a| a == self.agents),
            _ => false,
        }
    }
}

type LastSelection<'a> = Mutex<Option<Selection<'a>>>;

self_cell::self_cell!(
    /// The parsed file and the last selection, which borrows it.
    struct Cell {
        owner: Files,
        #[not_covariant]
        dependent: LastSelection,
    }
);

/// The verdict for one check, with its explanation. `allowed`, `line` and
/// `tokens` come with the check (the engine's fast path), and in tester
/// mode the path; the rest of the explanation is worked out when one of its
/// fields is first read, by the engine again for the same tokens, path and
/// mode, and kept. A freelist keeps the objects of a loop of checks for
/// reuse, without a new allocation each.
#[pyclass(frozen, freelist = 64, module = "robotstxt_rs._engine")]
struct Verdict {
    /// Whether the crawler may fetch the URL.
    #[pyo3(get)]
    allowed: bool,
    /// The deciding line: Google's `matching_line()` (0 when no rule decided).
    #[pyo3(get)]
    line: u32,
    /// The product tokens the groups were matched against (the
    /// `tokens` getter).
    tokens: Arc<Vec<String>>,
    /// The path tested, as the crawler requests it (the `path` getter):
    /// tester mode's check works it out; raw mode's reads it from the URL
    /// without a copy, so it is extracted again when first asked for.
    path: OnceLock<String>,
    /// The URL given (raw mode), for its path.
    url: Option<Py<PyString>>,
    /// The parsed file the check read, for the explanation.
    robots: Py<RobotsTxt>,
    raw: bool,
    explained: OnceLock<Box<Explained>>,
}

/// The part of a verdict worked out on demand.
struct Explained {
    reason: &'static str,
    sentence: String,
    rule: Option<String>,
    group: &'static str,
    groups: Vec<u32>,
    agent_lines: Vec<u32>,
    usage: Option<BTreeMap<&'static str, &'static str>>,
    usage_lines: Vec<u32>,
}

impl Verdict {
    /// The path tested (raw mode: Google's extraction from the URL, which
    /// cannot fail).
    fn tested(&self, py: Python<'_>) -> &str {
        self.path.get_or_init(|| {
            let url = self.url.as_ref().map(|u| u.bind(py).to_cow());
            match url {
                Some(Ok(url)) => robots::url::path_params_query(&url),
                // Not reached: a verdict without its path keeps its URL,
                // which was read as UTF-8 for the check.
                _ => "/".to_string(),
            }
        })
    }

    fn explained(&self, py: Python<'_>) -> &Explained {
        self.explained.get_or_init(|| {
            let path = self.tested(py).as_bytes();
            let view = self.robots.get().view(&self.tokens, self.raw);
            let v = view.verdict(path);
            let usage = view.robots().usage(&v.groups, path, v.allowed);
            Box::new(Explained {
                usage: usage
                    .as_ref()
                    .map(|u| u.labels().map(|(l, p)| (l, p.code())).collect()),
                usage_lines: usage.map(|u| u.lines).unwrap_or_default(),
                reason: v.reason.code(),
                sentence: message::reason(&v).render(self.robots.get().lang),
                rule: v.decisive.as_ref().map(|d| d.display()),
                group: v.groups.code(),
                groups: v.groups.groups,
                agent_lines: v.groups.agent_lines,
            })
        })
    }
}

#[pymethods]
impl Verdict {
    /// Why, as a stable code: `longest_match`, `tie_allow_wins`,
    /// `index_html_directory`, `empty_rule`, `no_matching_rule`, `no_group`.
    #[getter]
    fn reason(&self, py: Python<'_>) -> &'static str {
        self.explained(py).reason
    }

    /// Why, as one plain sentence, in the file's `lang` (English by
    /// default).
    #[getter]
    fn sentence(&self, py: Python<'_>) -> &str {
        &self.explained(py).sentence
    }

    /// The deciding rule as written (`Disallow: /x`), or None.
    #[getter]
    fn rule(&self, py: Python<'_>) -> Option<&str> {
        self.explained(py).rule.as_deref()
    }

    /// Why these groups applied, as a stable code (`specific`,
    /// `global_fallback`, `family_fallback`, `no_group`, ...).
    #[getter]
    fn group(&self, py: Python<'_>) -> &'static str {
        self.explained(py).group
    }

    /// The chosen groups (0-based, in file order).
    #[getter]
    fn groups(&self, py: Python<'_>) -> Vec<u32> {
        self.explained(py).groups.clone()
    }

    /// The user-agent lines that selected them.
    #[getter]
    fn agent_lines(&self, py: Python<'_>) -> Vec<u32> {
        self.explained(py).agent_lines.clone()
    }

    /// The product tokens the groups were matched against.
    #[getter]
    fn tokens(&self) -> Vec<String> {
        self.tokens.to_vec()
    }

    /// The path tested, as the crawler requests it.
    #[getter]
    fn path(&self, py: Python<'_>) -> &str {
        self.tested(py)
    }

    /// The AI-use preferences of the file's `Content-Usage` lines, one key
    /// per label of the vocabulary (`train-ai`, `search`), each `allow`,
    /// `disallow` or `unknown`; None when the URL may not be crawled.
    #[getter]
    fn usage(&self, py: Python<'_>) -> Option<BTreeMap<&'static str, &'static str>> {
        self.explained(py).usage.clone()
    }

    /// The deciding `Content-Usage` lines (empty when none matched).
    #[getter]
    fn usage_lines(&self, py: Python<'_>) -> Vec<u32> {
        self.explained(py).usage_lines.clone()
    }

    fn __bool__(&self) -> bool {
        self.allowed
    }

    fn __repr__(&self, py: Python<'_>) -> String {
        let e = self.explained(py);
        format!(
            "Verdict(allowed={}, line={}, reason={:?}, rule={})",
            if self.allowed { "True" } else { "False" },
            self.line,
            e.reason,
            match &e.rule {
                Some(r) => format!("{r:?}"),
                None => "None".to_string(),
            }
        )
    }
}

/// One line of the file, as Google reads it.
#[pyclass(frozen, module = "robotstxt_rs._engine")]
struct Line {
    /// 1-based line number.
    #[pyo3(get)]
    number: u32,
    /// `user_agent`, `allow`, `disallow`, `sitemap`, `unsupported`,
    /// `unknown`, `comment`, `empty` or `invalid`.
    #[pyo3(get)]
    kind: &'static str,
    /// The key as written, for directives.
    #[pyo3(get)]
    key: String,
    /// The value as Google uses it (allow/disallow: normalised pattern).
    #[pyo3(get)]
    value: String,
    /// The group of a user-agent or rule line (0-based), else None.
    #[pyo3(get)]
    group: Option<u32>,
    /// Codes of what is worth telling about the line (`accepted_typo`,
    /// `missing_colon`, `rule_outside_group`, ...).
    #[pyo3(get)]
    diagnostics: Vec<&'static str>,
    /// The same diagnostics, each in one sentence, in the file's `lang`
    /// (English by default).
    #[pyo3(get)]
    messages: Vec<String>,
    /// The line's text (invalid UTF-8 replaced).
    #[pyo3(get)]
    text: String,
}

#[pymethods]
impl Line {
    fn __repr__(&self) -> String {
        format!(
            "Line(number={}, kind={:?}, text={:?})",
            self.number, self.kind, self.text
        )
    }
}

/// A `sitemap` line.
#[pyclass(frozen, module = "robotstxt_rs._engine")]
struct Sitemap {
    #[pyo3(get)]
    line: u32,
    #[pyo3(get)]
    url: String,
}

impl From<&robots::Sitemap> for Sitemap {
    fn from(s: &robots::Sitemap) -> Sitemap {
        Sitemap {
            line: s.line,
            url: s.url.clone(),
        }
    }
}

#[pymethods]
impl Sitemap {
    fn __repr__(&self) -> String {
        format!("Sitemap(line={}, url={:?})", self.line, self.url)
    }
}

/// The agent argument: one string, or a list of them.
fn agents(agent: &Bound<'_, PyAny>) -> PyResult<Vec<String>> {
    let list = if let Ok(s) = agent.cast::<PyString>() {
        vec![s.to_cow()?.into_owned()]
    } else {
        agent
            .extract::<Vec<String>>()
            .map_err(|_| PyTypeError::new_err("agent must be a str or a sequence of str"))?
    };
    Ok(list)
}

/// The product tokens for the agents (tester mode derives them). Raw mode
/// takes an empty list as Google's library does (only `*` groups apply).
fn tokens(agents: &[String], raw: bool, lang: Lang) -> PyResult<Vec<String>> {
    if raw {
        return Ok(agents.to_vec());
    }
    if agents.is_empty() {
        return Err(PyValueError::new_err("no agent given"));
    }
    agents
        .iter()
        .map(|a| {
            robots::tester::agent(a)
                .map(|a| a.token)
                .map_err(|e| PyValueError::new_err(given(InputError::Agent(e), a, lang)))
        })
        .collect()
}

/// Why `input` cannot be tested, naming it (`agent "x": …`), in `lang`.
fn given(e: InputError, input: &str, lang: Lang) -> String {
    message::input_error_given(&e, &format!("{input:?}")).render(lang)
}

/// The path a crawler requests for `url`.
fn path(url: &str, raw: bool, lang: Lang) -> Result<String, String> {
    if raw {
        Ok(robots::url::path_params_query(url))
    } else {
        robots::url::normalise_typed(url)
            .map(|u| u.path)
            .map_err(|e| given(InputError::Url(e), url, lang))
    }
}

impl Files {
    fn parsed(&self, raw: bool) -> &robots::RobotsTxt {
        if raw && self.long() {
            self.raw
                .get_or_init(|| robots::RobotsTxt::parse(&self.body))
        } else {
            &self.tester
        }
    }

    /// Longer than the 500 KiB Google's crawler reads.
    fn long(&self) -> bool {
        self.body.len() > GOOGLE_SIZE_LIMIT
    }

    /// The view for `tokens`. Raw mode: Google's library's choice (every
    /// group naming any token is merged). Tester mode: one token with its
    /// crawler family; several tokens: the groups naming any of them, and
    /// when none does, the first token's family choice.
    fn view<'a>(&'a self, tokens: &[String], raw: bool) -> AgentView<'a> {
        let robots = self.parsed(raw);
        let refs: Vec<&str> = tokens.iter().map(String::as_str).collect();
        if raw {
            return robots.agent_raw(&refs);
        }
        if tokens.len() == 1 {
            return robots::tester::view(robots, &tokens[0]);
        }
        let choice = robots.choose_groups(&refs);
        let choice = if choice.kind == GroupKind::Specific {
            choice
        } else {
            robots.choose_groups_with_family(&tokens[0])
        };
        robots.view(tokens.to_vec(), choice)
    }
}

/// What the fast path answers: allowed, line, the tokens, and in tester
/// mode the path (raw mode reads it from the URL without a copy).
type Fast = (bool, u32, Arc<Vec<String>>, Option<String>);

impl RobotsTxt {
    fn files(&self) -> &Files {
        self.cell.borrow_owner()
    }

    fn parsed(&self, raw: bool) -> &robots::RobotsTxt {
        self.files().parsed(raw)
    }

    fn view(&self, tokens: &[String], raw: bool) -> AgentView<'_> {
        self.files().view(tokens, raw)
    }

    /// The fast path for one URL: `(allowed, line, tokens, path)`, reusing the
    /// last selection when the agents and mode are the same (and choosing
    /// afresh, without keeping it, while another thread holds it).
    fn fast(&self, agent: &Bound<'_, PyAny>, url: &str, raw: bool) -> PyResult<Fast> {
        let check = |view: &AgentView<'_>| -> PyResult<(bool, u32, Option<String>)> {
            if raw {
                let (allowed, line) = view.allowed_url(url);
                return Ok((allowed, line, None));
            }
            let path = path(url, false, self.lang).map_err(PyValueError::new_err)?;
            let (allowed, line) = view.allowed(path.as_bytes());
            Ok((allowed, line, Some(path)))
        };
        self.cell.with_dependent(|files, last| {
            let Ok(mut last) = last.try_lock() else {
                let tokens = tokens(&agents(agent)?, raw, self.lang)?;
                let (allowed, line, path) = check(&files.view(&tokens, raw))?;
                return Ok((allowed, line, Arc::new(tokens), path));
            };
            // The same agents as last time (the common case): their groups
            // are used in place.
            let selection = match &mut *last {
                Some(s) if s.raw == raw && s.is_for(agent) => s,
                slot => {
                    let agents = agents(agent)?;
                    let tokens = tokens(&agents, raw, self.lang)?;
                    slot.insert(Selection {
                        raw,
                        view: files.view(&tokens, raw),
                        agents,
                        agent: agent.cast::<PyString>().ok().map(|s| s.clone().unbind()),
                        tokens: Arc::new(tokens),
                    })
                }
            };
            let (allowed, line, path) = check(&selection.view)?;
            Ok((allowed, line, Arc::clone(&selection.tokens), path))
        })
    }
}

#[pymethods]
impl RobotsTxt {
    /// Parses a robots.txt body (bytes, or str encoded as UTF-8). Never
    /// fails: every input is a valid robots.txt for Google. `lang` (`"en"`,
    /// the default, `"hi"`, `"nl"` or `"ko"`) words its sentences: the
    /// verdicts' `sentence` and the lines' `messages`.
    #[new]
    #[pyo3(signature = (body, lang = "en"))]
    fn new(body: &Bound<'_, PyAny>, lang: &str) -> PyResult<Self> {
        let lang = Lang::from_code(lang).ok_or_else(|| {
            PyValueError::new_err(format!("lang: one of en, hi, nl, ko, not {lang:?}"))
        })?;
        let body: Vec<u8> = if let Ok(b) = body.cast::<PyBytes>() {
            b.as_bytes().to_vec()
        } else if let Ok(s) = body.cast::<PyString>() {
            s.to_cow()?.as_bytes().to_vec()
        } else {
            body.extract::<Vec<u8>>()
                .map_err(|_| PyTypeError::new_err("body must be bytes or str"))?
        };
        let tester = robots::tester::parse(&body);
        let files = Files {
            body,
            tester,
            raw: OnceLock::new(),
        };
        Ok(RobotsTxt {
            cell: Cell::new(files, |_| Mutex::new(None)),
            lang,
        })
    }

    /// Checks one URL for an agent (a str, or a list of str). Tester mode by
    /// default; `raw=True` for exactly Google's library's reading.
    /// `allowed` and `line` cost what `allowed()` costs; the explanation is
    /// worked out when first read.
    #[pyo3(signature = (agent, url, raw = false))]
    fn check(
        slf: &Bound<'_, Self>,
        agent: &Bound<'_, PyAny>,
        url: &Bound<'_, PyString>,
        raw: bool,
    ) -> PyResult<Verdict> {
        let (allowed, line, tokens, path) = slf.get().fast(agent, url.to_str()?, raw)?;
        let (path, url) = match path {
            Some(path) => (OnceLock::from(path), None),
            None => (OnceLock::new(), Some(url.clone().unbind())),
        };
        Ok(Verdict {
            allowed,
            line,
            tokens,
            path,
            url,
            robots: slf.clone().unbind(),
            raw,
            explained: OnceLock::new(),
        })
    }

    /// Whether the agent may fetch the URL: `check(...).allowed` without the
    /// explanation (the fast path `check_many` uses).
    #[pyo3(signature = (agent, url, raw = false))]
    fn allowed(&self, agent: &Bound<'_, PyAny>, url: &str, raw: bool) -> PyResult<bool> {
        Ok(self.fast(agent, url, raw)?.0)
    }

    /// Checks many URLs (a list or any iterable of str) for one agent: a
    /// list of `(allowed, line)` tuples in input order. The checks run
    /// without the GIL. A URL tester mode cannot read raises ValueError,
    /// or gives None with `strict=False`.
    #[pyo3(signature = (agent, urls, raw = false, strict = true))]
    fn check_many(
        &self,
        py: Python<'_>,
        agent: &Bound<'_, PyAny>,
        urls: &Bound<'_, PyAny>,
        raw: bool,
        strict: bool,
    ) -> PyResult<Vec<Option<(bool, u32)>>> {
        let tokens = tokens(&agents(agent)?, raw, self.lang)?;
        let urls: Vec<PyBackedStr> = urls
            .try_iter()?
            .map(|u| u.and_then(|u| u.extract::<PyBackedStr>()))
            .collect::<PyResult<_>>()?;
        let results = py.detach(|| {
            let view = self.view(&tokens, raw);
            let mut out = Vec::with_capacity(urls.len());
            for url in &urls {
                let url: &str = url;
                if raw {
                    out.push(Some(view.allowed_url(url)));
                    continue;
                }
                match path(url, false, self.lang) {
                    Ok(p) => out.push(Some(view.allowed(p.as_bytes()))),
                    Err(e) if strict => return Err(e),
                    Err(_) => out.push(None),
                }
            }
            Ok(out)
        });
        results.map_err(PyValueError::new_err)
    }

    /// Every line of the file, in order (Google's crawler's reading: past
    /// 500 KiB nothing counts).
    #[pyo3(signature = (raw = false))]
    fn lines(&self, raw: bool) -> Vec<Line> {
        self.parsed(raw)
            .lines()
            .iter()
            .map(|l| Line {
                number: l.number,
                kind: l.kind.code(),
                key: l.key.clone(),
                value: l.value.clone(),
                group: l.group,
                diagnostics: l.diagnostics.iter().map(|d| d.code()).collect(),
                messages: l
                    .diagnostics
                    .iter()
                    .map(|d| message::diagnostic(d).render(self.lang))
                    .collect(),
                text: String::from_utf8_lossy(&self.files().body[l.start..l.end]).into_owned(),
            })
            .collect()
    }

    /// The sitemap lines.
    #[pyo3(signature = (raw = false))]
    fn sitemaps(&self, raw: bool) -> Vec<Sitemap> {
        self.parsed(raw).sitemaps().iter().map(Sitemap::from).collect()
    }

    /// Whether the file is longer than the 500 KiB Google's crawler reads.
    #[getter]
    fn truncated(&self) -> bool {
        self.files().long()
    }

    /// The body as given.
    #[getter]
    fn body<'py>(&self, py: Python<'py>) -> Bound<'py, PyBytes> {
        PyBytes::new(py, &self.files().body)
    }

    fn __repr__(&self) -> String {
        let r = self.parsed(false);
        format!(
            "RobotsTxt({} bytes, {} lines, {} groups, {} rules)",
            self.files().body.len(),
            r.lines().len(),
            r.groups().len(),
            r.rules().len()
        )
    }
}

/// How a fetch of robots.txt ended.
#[pyclass(frozen, module = "robotstxt_rs._engine")]
struct FetchResult {
    /// `rules` (the body applies), `allow_all` or `disallow_all`.
    #[pyo3(get)]
    outcome: &'static str,
    /// The last HTTP status received; None after a network error.
    #[pyo3(get)]
    status: Option<u16>,
    #[pyo3(get)]
    redirects: u8,
    #[pyo3(get)]
    final_url: String,
    /// The body went on past 500 KiB and was cut there.
    #[pyo3(get)]
    truncated: bool,
    /// The network error, if that is how it ended.
    #[pyo3(get)]
    error: Option<String>,
    /// One line: what happened and what Google does with it.
    #[pyo3(get)]
    note: String,
    body: Vec<u8>,
}

#[pymethods]
impl FetchResult {
    /// The body read (empty unless the status was 2xx).
    #[getter]
    fn body<'py>(&self, py: Python<'py>) -> Bound<'py, PyBytes> {
        PyBytes::new(py, &self.body)
    }

    fn __repr__(&self) -> String {
        format!("FetchResult({:?})", self.note)
    }
}

/// Fetches a robots.txt URL as Google does: redirects followed (at most 5),
/// 2xx bodies read up to 500 KiB, 4xx (but 429) allow everything, 429, 5xx
/// and network errors disallow everything. A redirect from a public host
/// to a loopback, private or link-local address is not followed: a failed
/// fetch, as a network error is, whose `error` says why. `timeout`
/// (seconds) bounds the whole fetch. Runs without the GIL.
#[pyfunction]
#[pyo3(signature = (url, timeout = 30.0))]
fn fetch(py: Python<'_>, url: &str, timeout: f64) -> PyResult<FetchResult> {
    use robots_fetch::{self as fetch, Limits, Outcome};
    if !(timeout.is_finite() && timeout > 0.0) {
        return Err(PyValueError::new_err("timeout must be a positive number"));
    }
    // The command line's sentence, in English as the package raises it.
    fetch::validate(url).map_err(|m| PyValueError::new_err(fetch::say(Lang::En, &m)))?;
    let total = Duration::from_secs_f64(timeout.min(1e6));
    let limits = Limits {
        connect: total,
        total,
    };
    let url = url.to_string();
    // A redirect to a loopback, private or link-local address of another
    // origin than the URL given is not followed (the command line's
    // address policy): a failed fetch, whose error says why.
    let fetched = py.detach(move || {
        fetch::fetch(&url, limits).unwrap_or_else(|refused| refused.into_failed_fetch(&url))
    });
    let r = fetched.report;
    Ok(FetchResult {
        outcome: match r.outcome {
            Outcome::Rules => "rules",
            Outcome::AllowAll => "allow_all",
            Outcome::DisallowAll => "disallow_all",
        },
        status: r.status,
        redirects: r.redirects,
        final_url: r.final_url.clone(),
        truncated: r.truncated,
        error: r.error.clone(),
        note: r.note(message::Lang::En),
        body: fetched.body,
    })
}

/// Derives the product token from a user-agent string, as Google's
/// crawlers would be matched (`Mozilla/5.0 (compatible; Googlebot/2.1;
/// ...)` → `Googlebot`). Raises ValueError when there is none.
#[pyfunction]
fn product_token(agent: &str) -> PyResult<String> {
    robots::tester::agent(agent)
        .map(|a| a.token)
        .map_err(|e| PyValueError::new_err(given(InputError::Agent(e), agent, Lang::En)))
}

/// The request path Google matches for a URL (tester mode: as a browser
/// requests it; raw: Google's library's extraction).
#[pyfunction]
#[pyo3(name = "path", signature = (url, raw = false))]
fn request_path(url: &str, raw: bool) -> PyResult<String> {
    path(url, raw, Lang::En).map_err(PyValueError::new_err)
}

/// The site a URL (or a bare `host[:port]`) belongs to, as one string for
/// matching robots.txt files to URLs: the host as the engine normalises it
/// (lower case, internationalised labels in their `xn--` form), without a
/// trailing dot, and `:port` when the port is neither 80 nor 443. `None`
/// when there is no usable host (a bad host, one longer than DNS allows, an
/// unsupported scheme).
#[pyfunction]
fn site(url: &str) -> Option<String> {
    let input = if url.contains("://") {
        url.to_string()
    } else {
        format!("//{}/", url.trim())
    };
    let origin = robots::url::normalise_typed(&input).ok()?.origin?;
    let host = origin.host.strip_suffix('.').unwrap_or(&origin.host);
    if host.is_empty() {
        return None;
    }
    Some(match origin.port {
        Some(port) if port != 80 && port != 443 => format!("{host}:{port}"),
        _ => host.to_string(),
    })
}

/// What Google does with a robots.txt fetch that ended with `status` after
/// `redirects` redirects (`None`: a network error): `rules`, `allow_all` or
/// `disallow_all`, and why.
#[pyfunction]
#[pyo3(signature = (status, redirects = 0))]
fn status_effect(status: Option<i64>, redirects: i64) -> (&'static str, String) {
    use robots::status::{outcome, Effect, Fetch};
    let fetch = match status {
        // A number that is no status code reads as an invalid one (0).
        Some(code) => Fetch::Status {
            code: u16::try_from(code).unwrap_or(0),
            redirects: u8::try_from(redirects.max(0)).unwrap_or(u8::MAX),
        },
        None => Fetch::NetworkError,
    };
    let (effect, class) = outcome(fetch);
    let word = match effect {
        Effect::UseRules => "rules",
        Effect::AllowAll => "allow_all",
        Effect::DisallowAll => "disallow_all",
    };
    (word, class.to_string())
}

/// robots.txt read exactly as Google reads it.
/// The crawler registry: one dict per crawler (`token`, `owner`,
/// `purpose`, `blocking`, `docs`, `checked`, `falls_back_to`,
/// `ignores_global`), with how its requests are verified
/// (`robots::verify`): `lists` (the file names of the address lists its
/// owner publishes for it), `rdns` (documented reverse-DNS domains) and
/// `ignores_robots` (its owner says it may ignore robots.txt).
#[pyfunction]
fn crawlers(py: Python<'_>) -> PyResult<Vec<Bound<'_, pyo3::types::PyDict>>> {
    robots::registry::CRAWLERS
        .iter()
        .map(|c| {
            let d = pyo3::types::PyDict::new(py);
            d.set_item("token", c.token)?;
            d.set_item("owner", c.owner)?;
            d.set_item("purpose", c.purpose.code())?;
            d.set_item("blocking", c.blocking().render(message::Lang::En))?;
            d.set_item("docs", c.docs)?;
            d.set_item("checked", c.checked)?;
            d.set_item("falls_back_to", c.falls_back_to.to_vec())?;
            d.set_item("ignores_global", c.ignores_global)?;
            let verify = robots::verify::for_crawler(c);
            let lists: Vec<&str> = verify
                .map(|v| {
                    v.lists
                        .iter()
                        .map(|u| robots::verify::file_name(u))
                        .collect()
                })
                .unwrap_or_default();
            d.set_item("lists", lists)?;
            d.set_item("rdns", verify.map(|v| v.rdns.to_vec()).unwrap_or_default())?;
            d.set_item("ignores_robots", verify.is_some_and(|v| v.ignores_robots))?;
            Ok(d)
        })
        .collect()
}

#[pymodule]
fn _engine(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<RobotsTxt>()?;
    m.add_class::<Verdict>()?;
    m.add_class::<Line>()?;
    m.add_class::<Sitemap>()?;
    m.add_class::<FetchResult>()?;
    m.add_function(wrap_pyfunction!(fetch, m)?)?;
    m.add_function(wrap_pyfunction!(crawlers, m)?)?;
    m.add_function(wrap_pyfunction!(product_token, m)?)?;
    m.add_function(wrap_pyfunction!(request_path, m)?)?;
    m.add_function(wrap_pyfunction!(site, m)?)?;
    m.add_function(wrap_pyfunction!(status_effect, m)?)?;
    m.add("GOOGLE_SIZE_LIMIT", GOOGLE_SIZE_LIMIT)?;
    Ok(())
}
