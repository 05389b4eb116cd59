//! The worker's answers to the requests other than a check: the other
//! readers' part of a cell, export, import, the "Crawlers by purpose" view,
//! a one-click intent, the AI-use lints. Their code (the readers, the
//! writers, the registry, the preferences' parser) stays out of the page's
//! wasm.

use super::render::policy::{policy_part, usage_part};
use super::render::sitemap::sitemap_part;
use crate::i18n::Lang;
use crate::model::explain::explain;
use crate::model::export::{write_file, Source};
use crate::model::fetch::status_rule_at;
use crate::model::import::import_file;
use crate::model::inputs::{url_rows, UrlRow};
use crate::model::parsed::{ai_entries, Parsed};
use crate::model::policy::Intent;
use crate::model::results::check_verdicts;
use crate::model::sitemap::{site_origin, summary};
use crate::wire::answer::Answer;
use crate::wire::part::Part;
use crate::wire::protocol::{ExportRequest, SitemapRequest};

use super::files::{crawler_cols_of, Files, Side};
use super::render::other_parsers::{cell_rows, row_line, OtherParserLine};

/// The export file of an export request (its list read as `rows`) against the edited file's parse
/// (run in the worker: the writers stay out of the page's first wasm).
pub fn export(parsed: &Parsed, rows: &[UrlRow], req: ExportRequest<'_>) -> Answer {
    let cols = crawler_cols_of(&req.crawlers);
    let source = Source {
        parsed,
        rows,
        cols: &cols,
        status: status_rule_at(req.fetch),
    };
    Answer::Text(write_file(req.kind, source, &req.shown))
}

/// The "Sitemap URLs" summary of a sitemap request against the edited
/// file's parse, as a part (nothing when there is nothing to tally): the
/// list checked for each crawler, the URLs of the file's site counted by
/// deciding line, those on another host apart (`model::sitemap`).
pub fn sitemap(parsed: &Parsed, rows: &[UrlRow], req: SitemapRequest<'_>) -> Answer {
    let cols = crawler_cols_of(&req.crawlers);
    let results = check_verdicts(parsed, rows, &cols, status_rule_at(req.fetch));
    let lines = parsed.robots.sitemaps().iter().map(|s| s.url.as_str());
    let origin = site_origin(req.site, lines, rows);
    let summary = summary(&results, rows, cols.len(), origin);
    sitemap_part(&summary, req.name, &cols, parsed, rows).map_or(Answer::Nothing, Answer::Part)
}

/// The list read from a file of an import request (run in the worker: the
/// CSV and sitemap readers stay out of the page's first wasm). The file is
/// read as UTF-8 with replacement.
pub fn import(name: &str, bytes: &[u8]) -> Answer {
    Answer::Import(import_file(name, bytes))
}

/// The other parsers' rows for one cell (run in the worker: the readers'
/// code stays out of the page's first wasm): the cell of the URL line
/// `url` and the crawler (as typed, with its token) against `side`'s
/// parses, with the simulated fetch result `fetch`; `None` when the URL
/// cannot be tested. Worded in the language set with [`set_language`]
/// ([`row_line`]).
pub fn cell_lines(
    side: &Side,
    url: &str,
    crawler: (&str, &str),
    fetch: usize,
) -> Option<Vec<OtherParserLine>> {
    let rows = url_rows(url);
    let cols = crawler_cols_of(&[crawler]);
    let e = explain(
        &side.parsed,
        &rows,
        &cols,
        Some((0, 0)),
        status_rule_at(fetch),
    )?;
    let rows = cell_rows(side.other_parsers(), &e)?;
    Some(rows.iter().map(row_line).collect())
}

/// The trace's "Read by other parsers" part for one cell
/// ([`super::render::other_parsers::part`]), against the edited file and, in
/// compare mode, with the rows against the "before" one too; `None` when
/// the URL cannot be tested.
pub fn other_parsers_part(
    files: &Files,
    url: &str,
    crawler: (&str, &str),
    fetch: usize,
) -> Option<Part> {
    let now = cell_lines(&files.now, url, crawler, fetch)?;
    let before = files
        .before
        .as_ref()
        .and_then(|b| cell_lines(b, url, crawler, fetch));
    Some(super::render::other_parsers::part(&now, before.as_deref()))
}

/// The answer to a READERS request: the other parsers' part
/// ([`other_parsers_part`]) and the usage preferences' part for the edited file
/// ([`usage_part`]).
pub fn cell_reply(files: &Files, url: &str, crawler: (&str, &str), fetch: usize) -> Answer {
    Answer::Cell {
        usage: usage_part(&files.now.parsed.robots, url, crawler.1, fetch),
        readers: other_parsers_part(files, url, crawler, fetch),
    }
}

/// The "Crawlers by purpose" view for a `wire::protocol::Request::Policy`, against the
/// edited file's parse.
pub fn policy(parsed: &Parsed, urls: &str, choice: Option<usize>) -> Answer {
    Answer::Part(policy_part(&parsed.robots, urls, choice))
}

/// The answer to an INTENT request: the crawlers it blocks and the new
/// text.
pub fn intent_reply(text: &str, intent: Intent) -> Answer {
    let applied = robots::intent::apply(text, intent);
    Answer::Intent {
        targets: applied.targets.iter().map(|t| t.to_string()).collect(),
        text: applied.text,
    }
}

/// The answer to a LINT request: the AI-use diagnostics of the file
/// ([`robots::RobotsTxt::ai_diagnostics`], whose code and `sfv` stay out of
/// the page's wasm), in line order.
pub fn lint_reply(parsed: &Parsed) -> Answer {
    Answer::Lints(ai_entries(&parsed.robots, &parsed.body))
}

/// Makes the page's language (`code`, with its `messages`; empty for
/// English) the worker's, for [`cell_lines`]; a language already set is
/// kept (its messages are read once).
pub fn set_language(code: &str, messages: &str) {
    let lang = Lang::from_code(code).unwrap_or(Lang::En);
    if lang == crate::i18n::lang() {
        return;
    }
    if lang == Lang::En || messages.is_empty() {
        crate::i18n::set(Lang::En, None);
    } else {
        // Leaked: one message file per language the page switches to.
        crate::i18n::set(lang, Some(Box::leak(messages.to_string().into_boxed_str())));
    }
}
