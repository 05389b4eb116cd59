//! WebAssembly bindings over the `robots` engine, for the npm package
//! `robotstxt-wasm`.
//!
//! The JavaScript side (`js/api.mjs`) wraps [`Robots`] in the package's
//! public class. Explanations cross the boundary as JSON text whose codes,
//! sentences and field names are the engine's own ([`robots::Verdict`],
//! [`robots::Reason::code`], [`robots::GroupChoice::code`],
//! [`robots::Diagnostic::code`]), the same ones `robots check --json` prints.
//!
//! Two modes, as in the engine:
//!
//! * **tester** (the default): a user-agent string is reduced to its product
//!   token, a URL is normalised as a browser requests it, only the first
//!   500 KiB of the file count, and crawler families apply;
//! * **raw**: agent and URL go to the matcher exactly as Google's library
//!   takes them, with no size limit.

use std::cell::{OnceCell, RefCell};

use robots::agent::TokenSource;
use robots::message::{self, Lang};
use robots::tester::InputError;
use robots::url::normalise_typed;
use robots::{
    AgentView, Diagnostic, GroupChoice, GroupKind, RobotsTxt, Severity, GOOGLE_SIZE_LIMIT,
};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// The file as parsed for each mode: tester mode reads the first 500 KiB
/// (as Google's crawler does); a longer file is kept and parsed in full the
/// first time raw mode needs it.
struct Parsed {
    tester: RobotsTxt,
    long_body: Option<Box<[u8]>>,
    raw: OnceCell<RobotsTxt>,
}

impl Parsed {
    fn get(&self, raw: bool) -> &RobotsTxt {
        match (raw, &self.long_body) {
            (true, Some(body)) => self.raw.get_or_init(|| RobotsTxt::parse(body)),
            _ => &self.tester,
        }
    }
}

/// The crawler(s) chosen by [`Robots::select`]: their groups, ready for many
/// checks.
struct Selection<'a> {
    view: Option<AgentView<'a>>,
    /// The tokens the groups were chosen for.
    tokens: Vec<String>,
    raw: bool,
}

self_cell::self_cell!(
    /// The parsed file and the selection that borrows it, kept together so
    /// that repeated checks for one crawler reuse its group choice.
    struct Cell {
        owner: Parsed,
        #[covariant]
        dependent: Selection,
    }
);

/// A parsed robots.txt.
#[wasm_bindgen]
pub struct Robots {
    cell: Cell,
    /// The language of the sentences (reasons, diagnostics).
    lang: Lang,
}

thread_local! {
    /// Where JavaScript writes the URL of a fast-path check
    /// ([`input_buffer`], [`Robots::allowed_input`]): one buffer for the
    /// module's lifetime, so a check passes only the URL's length and
    /// allocates nothing (the module is single-threaded).
    static INPUT: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
}

/// Makes the input buffer hold at least `len` bytes; returns its address in
/// the module's memory (which may have grown: views of it must be renewed).
#[wasm_bindgen(js_name = inputBuffer)]
pub fn input_buffer(len: usize) -> u32 {
    INPUT.with_borrow_mut(|input| {
        input.resize(len.max(input.len()), 0);
        input.as_mut_ptr() as usize as u32
    })
}

/// The module's memory, where JavaScript writes the input buffer.
#[wasm_bindgen(js_name = wasmMemory)]
pub fn wasm_memory() -> JsValue {
    wasm_bindgen::memory()
}

/// [`Robots::allowed_input`]'s answer when no crawler is selected.
const NO_SELECTION: f64 = -1.0;
/// [`Robots::allowed_input`]'s answer when tester mode cannot read the URL
/// (JavaScript then asks [`Robots::allowed`], which words the error).
const UNREADABLE: f64 = -2.0;

/// Why a check could not run (tester mode's agent and URL errors), as a
/// JavaScript `Error` whose message is the engine's, in `lang`.
fn input_error(e: InputError, lang: Lang) -> JsError {
    JsError::new(&message::input_error(&e).render(lang))
}

#[wasm_bindgen]
impl Robots {
    /// Parses `body`. Never fails: every byte sequence is a robots.txt.
    #[wasm_bindgen(constructor)]
    pub fn new(body: &[u8]) -> Robots {
        let parsed = Parsed {
            tester: robots::tester::parse(body),
            long_body: (body.len() > GOOGLE_SIZE_LIMIT).then(|| body.into()),
            raw: OnceCell::new(),
        };
        Robots {
            cell: Cell::new(parsed, |_| Selection {
                view: None,
                tokens: Vec::new(),
                raw: false,
            }),
            lang: Lang::En,
        }
    }

    /// Words the sentences (reasons, diagnostics) in `code`'s language:
    /// `en` (the default), `hi`, `nl` or `ko`, from the project's
    /// catalogues ([`robots::message`]).
    #[wasm_bindgen(js_name = setLang)]
    pub fn set_lang(&mut self, code: &str) -> Result<(), JsError> {
        self.lang = Lang::from_code(code)
            .ok_or_else(|| JsError::new(&format!("lang: one of en, hi, nl, ko, not '{code}'")))?;
        Ok(())
    }

    fn parsed(&self, raw: bool) -> &RobotsTxt {
        self.cell.borrow_owner().get(raw)
    }

    /// Chooses the groups for `agents` once, for the checks that follow. No
    /// agent at all names no crawler: only the `*` group applies.
    pub fn select(&mut self, agents: Vec<String>, raw: bool) -> Result<(), JsError> {
        let tokens = if raw {
            agents
        } else {
            agents
                .iter()
                .map(|a| robots::tester::agent(a).map(|a| a.token))
                .collect::<Result<Vec<_>, _>>()
                .map_err(|e| input_error(InputError::Agent(e), self.lang))?
        };
        self.cell.with_dependent_mut(|parsed, selection| {
            let robots = parsed.get(raw);
            let refs: Vec<&str> = tokens.iter().map(String::as_str).collect();
            let choice = if raw {
                robots.choose_groups(&refs)
            } else {
                tester_choice(robots, &refs)
            };
            *selection = Selection {
                view: Some(robots.view(tokens.clone(), choice)),
                tokens,
                raw,
            };
        });
        Ok(())
    }

    /// The path the selected mode tests for `url`.
    fn path(&self, raw: bool, url: &str) -> Result<String, JsError> {
        if raw {
            Ok(robots::url::path_params_query(url))
        } else {
            normalise_typed(url)
                .map(|u| u.path)
                .map_err(|e| input_error(InputError::Url(e), self.lang))
        }
    }

    fn view(&self) -> Result<(&AgentView<'_>, bool), JsError> {
        let selection = self.cell.borrow_dependent();
        match &selection.view {
            Some(view) => Ok((view, selection.raw)),
            None => Err(JsError::new("agent: no crawler selected")),
        }
    }

    /// The fast path for the selected crawler: `line * 2 + allowed`, where
    /// `line` is Google's `matching_line()` (0 = none).
    pub fn allowed(&self, url: &str) -> Result<f64, JsError> {
        let (view, raw) = self.view()?;
        let (allowed, line) = if raw {
            view.allowed_url(url)
        } else {
            view.allowed(self.path(false, url)?.as_bytes())
        };
        Ok(f64::from(line) * 2.0 + f64::from(u8::from(allowed)))
    }

    /// [`Robots::allowed`] for the URL written (as UTF-8) in the first `len`
    /// bytes of the input buffer ([`input_buffer`]): `line * 2 + allowed`,
    /// or a negative number when there is no answer (no crawler selected,
    /// or a URL tester mode cannot read). A number in, a number out: the
    /// crossing copies no string and allocates nothing.
    #[wasm_bindgen(js_name = allowedInput)]
    pub fn allowed_input(&self, len: usize) -> f64 {
        let Some(view) = &self.cell.borrow_dependent().view else {
            return NO_SELECTION;
        };
        let raw = self.cell.borrow_dependent().raw;
        INPUT.with_borrow(|input| {
            let Some(url) = input.get(..len) else {
                return UNREADABLE;
            };
            let (allowed, line) = if raw {
                view.allowed(&robots::url::path_params_query_bytes(url))
            } else {
                let Ok(url) = std::str::from_utf8(url) else {
                    return UNREADABLE;
                };
                match robots::url::normalise_typed(url) {
                    Ok(u) => view.allowed(u.path.as_bytes()),
                    Err(_) => return UNREADABLE,
                }
            };
            f64::from(line) * 2.0 + f64::from(u8::from(allowed))
        })
    }

    /// [`Robots::allowed`] for a path already in the form the crawler
    /// requests it (no URL parsing or normalisation); `u32::MAX` when no
    /// crawler is selected. A plain number: the hot path of the
    /// robots-parser drop-in.
    #[wasm_bindgen(js_name = allowedPath)]
    pub fn allowed_path(&self, path: &str) -> u32 {
        match &self.cell.borrow_dependent().view {
            Some(view) => {
                let (allowed, line) = view.allowed(path.as_bytes());
                line.saturating_mul(2) | u32::from(allowed)
            }
            None => u32::MAX,
        }
    }

    /// [`Robots::allowed_path`] for the path written in the first `len`
    /// bytes of the input buffer ([`input_buffer`]).
    #[wasm_bindgen(js_name = allowedPathInput)]
    pub fn allowed_path_input(&self, len: usize) -> u32 {
        match &self.cell.borrow_dependent().view {
            Some(view) => INPUT.with_borrow(|input| {
                let (allowed, line) = view.allowed(input.get(..len).unwrap_or_default());
                line.saturating_mul(2) | u32::from(allowed)
            }),
            None => u32::MAX,
        }
    }

    /// The full explanation for the selected crawler, as JSON.
    pub fn check(&self, url: &str) -> Result<String, JsError> {
        let (view, raw) = self.view()?;
        let path = self.path(raw, url)?;
        let v = view.verdict(path.as_bytes());
        let usage = view.robots().usage(&v.groups, path.as_bytes(), v.allowed);
        Ok(json(&robots::json::Verdict::new(
            &v,
            url,
            raw,
            self.lang,
            usage.as_ref(),
        )))
    }

    /// The crawler registry (`robots::registry`), as JSON.
    pub fn crawlers() -> String {
        let all: Vec<CrawlerJson> = robots::registry::CRAWLERS
            .iter()
            .map(|c| CrawlerJson {
                token: c.token,
                owner: c.owner,
                purpose: c.purpose.code(),
                blocking: c.blocking().render(message::Lang::En),
                docs: c.docs,
                checked: c.checked,
                falls_back_to: c.falls_back_to,
                ignores_global: c.ignores_global,
            })
            .collect();
        json(&all)
    }

    /// The selected crawler's group choice, as JSON.
    pub fn groups(&self) -> Result<String, JsError> {
        let view = self.view()?.0;
        let tokens = &self.cell.borrow_dependent().tokens;
        Ok(json(&robots::json::Groups::new(view.choice(), tokens)))
    }

    /// Every line with its kind, group and diagnostics, as JSON.
    pub fn lines(&self, raw: bool) -> String {
        let lines: Vec<LineJson> = self
            .parsed(raw)
            .lines()
            .iter()
            .map(|l| LineJson::new(l, self.lang))
            .collect();
        json(&lines)
    }

    /// The sitemap lines, as JSON.
    pub fn sitemaps(&self, raw: bool) -> String {
        let sitemaps: Vec<SitemapJson> = self
            .parsed(raw)
            .sitemaps()
            .iter()
            .map(|s| SitemapJson {
                line: s.line,
                url: &s.url,
            })
            .collect();
        json(&sitemaps)
    }

    /// Where the 500 KiB limit cut the file (tester mode), as JSON or `null`.
    pub fn truncation(&self) -> String {
        json(&self.parsed(false).truncation().map(|t| TruncationJson {
            limit: t.limit,
            total: t.total,
            line: t.line,
        }))
    }

    /// Derives the product token from a user-agent string, as tester mode
    /// does, as JSON `{ input, token, source }`.
    #[wasm_bindgen(js_name = deriveToken)]
    pub fn derive_token(input: &str) -> Result<String, JsError> {
        let a = robots::tester::agent(input)
            .map_err(|e| input_error(InputError::Agent(e), Lang::En))?;
        Ok(json(&AgentJson {
            input: &a.input,
            token: &a.token,
            source: token_source(a.source),
        }))
    }

    /// Normalises a typed URL as tester mode does, as JSON `{ path, origin }`.
    #[wasm_bindgen(js_name = normaliseUrl)]
    pub fn normalise_url(input: &str) -> Result<String, JsError> {
        let u = normalise_typed(input).map_err(|e| input_error(InputError::Url(e), Lang::En))?;
        Ok(json(&UrlJson {
            path: &u.path,
            origin: u.origin.map(|o| o.to_string()),
        }))
    }
}

/// Tester-mode group choice for one or more tokens: one token gets its
/// crawler family ([`robots::tester::view`]); several are matched together
/// as Google's library does, and when no group names any of them the first
/// token's family decides.
fn tester_choice(robots: &RobotsTxt, tokens: &[&str]) -> GroupChoice {
    match tokens {
        [] => robots.choose_groups(tokens),
        [one] => robots.choose_groups_with_family(one),
        [first, ..] => {
            let direct = robots.choose_groups(tokens);
            if direct.kind == GroupKind::Specific {
                direct
            } else {
                robots.choose_groups_with_family(first)
            }
        }
    }
}

fn json(value: &impl Serialize) -> String {
    // Serialising these plain structs cannot fail.
    serde_json::to_string(value).unwrap_or_else(|_| "null".to_string())
}

fn token_source(s: TokenSource) -> &'static str {
    match s {
        TokenSource::AsTyped => "as_typed",
        TokenSource::KnownCrawler => "known_crawler",
        TokenSource::CompatibleProduct => "compatible_product",
        TokenSource::FirstProduct => "first_product",
        TokenSource::Truncated => "truncated",
    }
}

/// One crawler of the registry.
#[derive(Serialize)]
struct CrawlerJson {
    token: &'static str,
    owner: &'static str,
    purpose: &'static str,
    blocking: String,
    docs: &'static str,
    checked: &'static str,
    falls_back_to: &'static [&'static str],
    ignores_global: bool,
}

#[derive(Serialize)]
struct DiagnosticJson {
    code: &'static str,
    /// `info`, `warning` or `error`.
    severity: &'static str,
    message: String,
}

impl DiagnosticJson {
    fn new(d: &Diagnostic, lang: Lang) -> Self {
        DiagnosticJson {
            code: d.code(),
            severity: match d.severity() {
                Severity::Info => "info",
                Severity::Warning => "warning",
                Severity::Error => "error",
            },
            message: message::diagnostic(d).render(lang),
        }
    }
}

#[derive(Serialize)]
struct LineJson<'a> {
    number: u32,
    start: usize,
    end: usize,
    kind: &'static str,
    group: Option<u32>,
    key: &'a str,
    value: &'a str,
    diagnostics: Vec<DiagnosticJson>,
}

impl<'a> LineJson<'a> {
    fn new(l: &'a robots::Line, lang: Lang) -> Self {
        LineJson {
            number: l.number,
            start: l.start,
            end: l.end,
            kind: l.kind.code(),
            group: l.group,
            key: &l.key,
            value: &l.value,
            diagnostics: l
                .diagnostics
                .iter()
                .map(|d| DiagnosticJson::new(d, lang))
                .collect(),
        }
    }
}

#[derive(Serialize)]
struct SitemapJson<'a> {
    line: u32,
    url: &'a str,
}

#[derive(Serialize)]
struct TruncationJson {
    limit: usize,
    total: usize,
    line: u32,
}

#[derive(Serialize)]
struct AgentJson<'a> {
    input: &'a str,
    token: &'a str,
    source: &'static str,
}

#[derive(Serialize)]
struct UrlJson<'a> {
    path: &'a str,
    origin: Option<String>,
}
