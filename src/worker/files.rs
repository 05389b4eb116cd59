//! The files of an edit as the worker keeps them: each side as the page
//! parsed it by Google's reading (read back, not parsed again), and parsed
//! once by the other parsers when first asked; and the URL list, read once
//! ([`List`]).

use std::cell::OnceCell;
use std::rc::Rc;
use std::sync::Arc;

use crate::model::inputs::{url_rows, CrawlerCol, UrlRow};
use crate::model::other_parsers::parse_others;
use crate::model::parsed::Parsed;
use crate::wire::protocol::SentFile;
use robots::readers::Readers;
use robots::RobotsTxt;

/// One file of an edit: Google's parse (the page's), and the other
/// readers' (parsed when first asked, then shared by whoever asks: the
/// check's marks, the cell's rows).
#[derive(Clone, Debug)]
pub struct Side {
    pub parsed: Parsed,
    other_parsers: Rc<OnceCell<Readers>>,
}

impl Side {
    /// The file the page sent, with the page's parse of it read back. Bytes
    /// that are not a parse of this file (a damaged message) are parsed
    /// here instead, so that every answer still holds.
    pub fn new(sent: SentFile<'_>) -> Side {
        let body: Arc<[u8]> = Arc::from(sent.body);
        let parsed = match RobotsTxt::from_wire(sent.parse, sent.body) {
            Some(robots) => Parsed::received(robots, body),
            None => Parsed::from_bytes(body, ""),
        };
        Side {
            parsed,
            other_parsers: Rc::default(),
        }
    }

    /// The other parsers' parse of the file (parsed on the first call).
    pub fn other_parsers(&self) -> &Readers {
        self.other_parsers
            .get_or_init(|| parse_others(&self.parsed.body))
    }
}

/// The files of the latest edit: the edited one and, in compare mode, the
/// "before" one.
#[derive(Clone, Debug)]
pub struct Files {
    pub now: Side,
    pub before: Option<Side>,
}

/// A column for a product token (the only field a check reads).
fn token_col(token: &str) -> CrawlerCol {
    CrawlerCol {
        input: token.to_string(),
        token: token.to_string(),
        derived: token.to_string(),
        how: String::new(),
        overridden: false,
    }
}

/// The columns for crawlers as typed with their tokens.
pub fn crawler_cols_of(crawlers: &[(&str, &str)]) -> Vec<CrawlerCol> {
    crawlers
        .iter()
        .map(|(input, token)| CrawlerCol {
            input: input.to_string(),
            ..token_col(token)
        })
        .collect()
}

/// The URL list of the latest request that sent one, parsed once: a check,
/// an export and a "Sitemap URLs" summary of the same list share its rows
/// (a list of 100,000 lines takes tens of milliseconds to read).
#[derive(Debug, Default)]
pub struct List {
    text: Option<String>,
    rows: Rc<Vec<UrlRow>>,
    /// How many lists were read (the tests count them).
    pub reads: u32,
}

impl List {
    /// The rows of `text`: the ones kept when it is the list read last.
    pub fn rows(&mut self, text: &str) -> Rc<Vec<UrlRow>> {
        if self.text.as_deref() != Some(text) {
            self.rows = Rc::new(url_rows(text));
            self.text = Some(text.to_string());
            self.reads += 1;
        }
        self.rows.clone()
    }
}
