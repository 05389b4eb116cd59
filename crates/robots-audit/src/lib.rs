//! Access logs read against robots.txt and the crawlers' published address
//! lists (see docs/audit.md): the one implementation that `robots audit`
//! (the CLI) and the page's Traffic view (its checking worker) share.
//! Nothing here reads a file or the network: bytes come in chunks
//! ([`Reader::push`]), gunzipped by the caller (the CLI with `flate2`, the
//! page with the browser's `DecompressionStream`), so the crate compiles to
//! WebAssembly.
//!
//! - [`logs`]: the formats, and lines split from chunks of any size;
//! - [`tally`]: which crawler, judged by the robots.txt version in force,
//!   real or forged;
//! - [`ranges`]: the published address lists.

pub mod heavy;
pub mod logs;
pub mod ranges;
pub mod signature;
pub mod tally;

use logs::{Format, Line, Parsed, Parser, Request, Splitter};
use tally::{Stats, Tally};

/// What the requests read are counted into: a [`Tally`], or two (the
/// page's compare mode judges each request by both files).
pub trait Sink {
    fn add(&mut self, r: &Request<'_>);
    /// A line that is not a request.
    fn skip(&mut self);
}

impl Sink for Tally<'_> {
    fn add(&mut self, r: &Request<'_>) {
        Tally::add(self, r)
    }
    fn skip(&mut self) {
        Tally::skip(self)
    }
}

impl<A: Sink, B: Sink> Sink for (A, B) {
    fn add(&mut self, r: &Request<'_>) {
        self.0.add(r);
        self.1.add(r);
    }
    fn skip(&mut self) {
        self.0.skip();
        self.1.skip();
    }
}

impl<S: Sink + ?Sized> Sink for &mut S {
    fn add(&mut self, r: &Request<'_>) {
        (**self).add(r)
    }
    fn skip(&mut self) {
        (**self).skip()
    }
}

/// Unreadable lines listed (the others are only counted).
pub const LISTED_UNREADABLE: usize = 10;
/// Disallowed paths shown per crawler.
pub const TOP: usize = 10;

/// A line that could not be read: (log, line number, format).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unreadable {
    pub file: String,
    pub line: u64,
    pub format: Format,
}

/// Reads logs, one after another, into a [`Tally`]: each log's format is
/// detected from its first line (unless forced), its lines numbered, and
/// the first [`LISTED_UNREADABLE`] unreadable lines kept.
pub struct Reader {
    forced: Option<Format>,
    splitter: Splitter,
    parser: Option<Parser>,
    file: String,
    number: u64,
    pub unreadable: Vec<Unreadable>,
    pub unreadable_count: u64,
}

impl Reader {
    pub fn new(forced: Option<Format>) -> Self {
        Reader {
            forced,
            splitter: Splitter::default(),
            parser: None,
            file: String::new(),
            number: 0,
            unreadable: Vec::new(),
            unreadable_count: 0,
        }
    }

    /// Starts a log (named `name` in the unreadable lines' list).
    pub fn start(&mut self, name: &str) {
        self.splitter = Splitter::default();
        self.parser = self.forced.map(Parser::new);
        self.file = name.to_string();
        self.number = 0;
    }

    /// Reads the lines `chunk` completes (the log's bytes, in order).
    pub fn push(&mut self, chunk: &[u8], tally: &mut impl Sink) {
        self.feed(Some(chunk), tally);
    }

    /// Ends the log (its last line may lack a newline).
    pub fn finish(&mut self, tally: &mut impl Sink) {
        self.feed(None, tally);
    }

    /// Reads the lines a chunk completes, or (`None`) the log's last one.
    fn feed(&mut self, chunk: Option<&[u8]>, tally: &mut impl Sink) {
        let Reader {
            splitter,
            parser,
            file,
            number,
            unreadable,
            unreadable_count,
            ..
        } = self;
        let each = |line: Line<'_>| {
            one(
                line,
                parser,
                file,
                number,
                unreadable,
                unreadable_count,
                tally,
            )
        };
        match chunk {
            Some(chunk) => splitter.push(chunk, each),
            None => splitter.finish(each),
        }
    }
}

fn one(
    line: Line<'_>,
    parser: &mut Option<Parser>,
    file: &str,
    number: &mut u64,
    unreadable: &mut Vec<Unreadable>,
    unreadable_count: &mut u64,
    tally: &mut impl Sink,
) {
    *number += 1;
    let parsed = match line {
        Line::TooLong => Parsed::Unreadable,
        Line::Read(buf) => parser
            .get_or_insert_with(|| Parser::new(Format::detect(buf)))
            .parse(buf),
    };
    match parsed {
        Parsed::Request(r) => tally.add(&r),
        Parsed::Nothing => {}
        Parsed::Unreadable => {
            tally.skip();
            *unreadable_count += 1;
            if unreadable.len() < LISTED_UNREADABLE {
                unreadable.push(Unreadable {
                    file: file.to_string(),
                    line: *number,
                    format: parser.as_ref().map_or(Format::Combined, |p| p.format),
                });
            }
        }
    }
}

/// One of a crawler's most disallowed targets.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TopPath<'a> {
    /// The target (its first `heavy::Heavy::MAX_KEY` bytes).
    pub path: &'a [u8],
    /// Its requests (verified and not), as the summaries count them: exact
    /// while a crawler's distinct paths fit in them, else at most
    /// [`TopPath::error`] under the true count.
    pub count: u64,
    /// Of those, from the owner's own addresses.
    pub verified: u64,
    /// The deciding line (of the last request counted).
    pub line: u32,
    pub error: u64,
}

/// A crawler's most disallowed targets, at most [`TOP`]: those its verified
/// requests fetched first (most requested first), then the others (most
/// requested first), each by target on a tie. Forged requests cannot push
/// a path the real crawler fetched off the list.
pub fn top(stats: &Stats) -> Vec<TopPath<'_>> {
    let (verified, other) = (&stats.paths.verified, &stats.paths.other);
    let error = verified.error() + other.error();
    let mut by: std::collections::HashMap<&[u8], TopPath<'_>> = std::collections::HashMap::new();
    for (path, n, line) in verified.iter() {
        by.insert(
            path,
            TopPath {
                path,
                count: n,
                verified: n,
                line,
                error,
            },
        );
    }
    for (path, n, line) in other.iter() {
        by.entry(path)
            .and_modify(|t| t.count += n)
            .or_insert(TopPath {
                path,
                count: n,
                verified: 0,
                line,
                error,
            });
    }
    let mut v: Vec<TopPath<'_>> = by.into_values().collect();
    v.sort_by(|a, b| {
        b.verified
            .cmp(&a.verified)
            .then_with(|| b.count.cmp(&a.count))
            .then_with(|| a.path.cmp(b.path))
    });
    v.truncate(TOP);
    v
}

/// The crawlers seen, grouped by purpose (registry order within).
pub fn seen<'a>(tally: &'a Tally<'_>) -> Vec<(usize, &'a Stats)> {
    use robots::registry::{Purpose, CRAWLERS};
    let rank = |p: Purpose| {
        Purpose::ALL
            .iter()
            .position(|x| *x == p)
            .unwrap_or(usize::MAX)
    };
    let mut v: Vec<(usize, &Stats)> = tally
        .stats
        .iter()
        .enumerate()
        .filter(|(_, s)| s.requests > 0)
        .collect();
    v.sort_by_key(|(i, _)| rank(CRAWLERS[*i].purpose));
    v
}

#[cfg(test)]
mod tests;
