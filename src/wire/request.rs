//! The requests the page sends its checking worker, as typed values (the
//! layout of each on the wire is [`super::protocol`]'s).

use crate::model::export::Kind;
use crate::model::inputs::CrawlerCol;
use crate::model::policy::Intent;

use super::render::Render;

/// What a request asks for ([`Request`]'s variants, as the refusal of one
/// that could not be read names it). Its number on the wire (the first
/// number of a request's head, from 1 in this order) is the codec's own:
/// nothing outside this module casts it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RequestKind {
    /// Check the whole list.
    Check = 1,
    /// The other parsers' rows for one cell.
    OtherParsers,
    /// Export the rows shown.
    Export,
    /// Read a URL list from a file.
    Import,
    /// The "Crawlers by purpose" view.
    Policy,
    /// Apply a one-click intent to the file.
    Intent,
    /// The file's AI-use lints ([`read_lint_reply`]).
    Lint,
    /// The files of an edit, for the requests after it.
    Files,
    /// What the worker renders for the page ([`Render`]).
    Render,
    /// Audit access logs (the Traffic view).
    Traffic,
    /// Stop an audit of access logs.
    TrafficStop,
    /// The page's language, for the answers after it.
    Language,
    /// The "Sitemap URLs" summary.
    Sitemap,
}

impl RequestKind {
    /// Every kind, in the order of their numbers.
    pub(super) const ALL: [RequestKind; 13] = [
        RequestKind::Check,
        RequestKind::OtherParsers,
        RequestKind::Export,
        RequestKind::Import,
        RequestKind::Policy,
        RequestKind::Intent,
        RequestKind::Lint,
        RequestKind::Files,
        RequestKind::Render,
        RequestKind::Traffic,
        RequestKind::TrafficStop,
        RequestKind::Language,
        RequestKind::Sitemap,
    ];

    /// Its number, the first number of a request's head.
    pub(super) const fn number(self) -> u32 {
        self as u32
    }

    /// The kind numbered `n`.
    pub(super) fn of(n: u32) -> Option<RequestKind> {
        RequestKind::ALL.get((n as usize).wrapping_sub(1)).copied()
    }
}

/// A request: built by the page, read by the worker. It borrows what it
/// carries (from the page's signals; from the message, in the worker).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Request<'a> {
    Files {
        /// The edited file: its bytes, and the page's parse of them.
        robots: FileSide<'a>,
        /// The "before" file (compare mode).
        before: Option<FileSide<'a>>,
    },
    Check(CheckRequest<'a>),
    /// The other parsers' reading of one cell.
    OtherParsers {
        id: u32,
        fetch: usize,
        /// The URL line as typed.
        url: &'a str,
        /// The crawler as typed, and its product token.
        crawler: (&'a str, &'a str),
    },
    Export(ExportRequest<'a>),
    Sitemap(SitemapRequest<'a>),
    Import {
        id: u32,
        name: &'a str,
        bytes: &'a [u8],
    },
    Policy {
        id: u32,
        /// The chosen URL row, `None` for the site root.
        choice: Option<usize>,
        urls: &'a str,
    },
    Intent {
        id: u32,
        intent: Intent,
        text: &'a str,
    },
    Lint {
        id: u32,
    },
    /// What the worker renders for the page
    /// (`worker::render::views::render`): which, its numbers and its parts.
    Render {
        id: u32,
        what: Render,
        numbers: Vec<u32>,
        parts: Vec<&'a [u8]>,
    },
    /// Audit the log files posted beside the request, with these address
    /// lists (file name, bytes) over the ones the worker has; the report
    /// is worded in the page's language (the last [`Request::Language`]).
    Traffic {
        id: u32,
        logs: u32,
        lists: Vec<(&'a str, &'a [u8])>,
    },
    /// Stop the audit `id`.
    TrafficStop {
        id: u32,
    },
    /// The page's language (its code) and its messages (empty for
    /// English): the worker words every later answer in it.
    Language {
        lang: &'a str,
        messages: &'a str,
    },
}

/// One file of an edit as the page sends it: its bytes, and the page's
/// parse of them by Google's reading (`robots::RobotsTxt::to_wire`), which
/// the worker reads back instead of parsing the bytes again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SentFile<'a> {
    pub body: &'a [u8],
    pub parse: &'a [u8],
}

/// A file of [`Request::Files`]: sent, or the one the worker holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileSide<'a> {
    Sent(SentFile<'a>),
    /// The same file as in the last [`Request::Files`], at the same place.
    Kept,
}

/// A request to check the whole list, against the files of the last
/// [`Request::Files`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckRequest<'a> {
    pub generation: u32,
    pub fetch: usize,
    /// `None`: the list of the previous check.
    pub urls: Option<&'a str>,
    /// Each crawler as typed, and its product token.
    pub crawlers: Vec<(&'a str, &'a str)>,
    /// The page checked Google's verdicts itself (a small grid): the
    /// worker answers only with results that carry other parsers' marks
    /// (the page shows no progress for it).
    pub quiet: bool,
}

/// A request to export the rows shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExportRequest<'a> {
    pub id: u32,
    pub kind: Kind,
    pub fetch: usize,
    pub urls: &'a str,
    /// (as typed, product token) per crawler.
    pub crawlers: Vec<(&'a str, &'a str)>,
    pub shown: Vec<u32>,
}

/// A request for the "Sitemap URLs" summary of the list (read from the
/// sitemap file `name`) against the edited file: the worker checks it,
/// counts the URLs of the site (`site`, the "Site or robots.txt URL" input,
/// else found as `model::sitemap::site_origin` says) and lays it out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SitemapRequest<'a> {
    pub id: u32,
    pub fetch: usize,
    pub urls: &'a str,
    /// (as typed, product token) per crawler.
    pub crawlers: Vec<(&'a str, &'a str)>,
    pub site: &'a str,
    pub name: &'a str,
}

/// The crawlers as a request carries them: each as typed, and its product
/// token (what the page's columns hold).
pub fn crawlers_of(cols: &[CrawlerCol]) -> Vec<(&str, &str)> {
    cols.iter()
        .map(|c| (c.input.as_str(), c.token.as_str()))
        .collect()
}
