//! The "Sitemap URLs" summary: after a sitemap is opened, per crawler, how
//! many of its URLs the file blocks and by which lines. Only the URLs of
//! the file's own site count (a robots.txt governs its own scheme, host
//! and port): the others are counted apart, as `robots site` does. The
//! site is the one given, else the origin of the file's own `Sitemap:`
//! lines, else the one most of the sitemap's URLs are on.
//!
//! One pass over the grid's verdicts, the deciding lines counted in a map
//! (the checking worker computes it: `worker::tasks::sitemap`).

use std::collections::HashMap;

use robots::url::Origin;

use super::inputs::{site, UrlRow};
use super::results::Results;

/// One crawler's tally.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CrawlerSummary {
    /// The crawler's column.
    pub col: usize,
    /// URLs of the site that could be tested.
    pub checked: usize,
    pub blocked: usize,
    /// (deciding line, URLs it blocks), most first, then by line.
    pub lines: Vec<(u32, usize)>,
}

/// Where the site the URLs are counted on came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OriginFrom {
    /// The site given ("Site or robots.txt URL").
    Site,
    /// The file's own `Sitemap:` lines.
    SitemapLine,
    /// The host most of the sitemap's URLs are on.
    Urls,
}

impl OriginFrom {
    /// Its key in the messages (`sitemap-origin`'s `$from`).
    pub fn key(self) -> &'static str {
        match self {
            OriginFrom::Site => "site",
            OriginFrom::SitemapLine => "sitemap",
            OriginFrom::Urls => "urls",
        }
    }
}

/// The summary of a sitemap's URLs against the file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Summary {
    /// The site the URLs are counted on, and where it came from (`None`:
    /// no URL names a host, all count).
    pub origin: Option<(Origin, OriginFrom)>,
    /// Every column's tally.
    pub crawlers: Vec<CrawlerSummary>,
    /// The rows of URLs on another host (not counted), in list order.
    pub other_host: Vec<usize>,
}

/// The origin of an absolute URL, as the tester reads it.
fn origin_of(url: &str) -> Option<Origin> {
    robots::url::normalise_typed(url).ok()?.origin
}

/// The site the sitemap's URLs are counted on: the one given in
/// `site_input`, else the origin of the first of the file's `Sitemap:`
/// URLs that has one, else the one most of `rows` are on (the first seen
/// of the most common).
pub fn site_origin<'a>(
    site_input: &str,
    sitemap_lines: impl IntoIterator<Item = &'a str>,
    rows: &[UrlRow],
) -> Option<(Origin, OriginFrom)> {
    if let Ok(Some(s)) = site(site_input) {
        return Some((s.origin, OriginFrom::Site));
    }
    if let Some(o) = sitemap_lines.into_iter().find_map(origin_of) {
        return Some((o, OriginFrom::SitemapLine));
    }
    // Each origin's count and first row, by its text.
    let mut seen: HashMap<String, (usize, usize)> = HashMap::new();
    for (i, row) in rows.iter().enumerate() {
        if let Some(o) = &row.origin {
            seen.entry(o.to_string()).or_insert((0, i)).0 += 1;
        }
    }
    let (_, first) = seen
        .into_values()
        .max_by(|a, b| a.0.cmp(&b.0).then(b.1.cmp(&a.1)))?;
    Some((rows[first].origin.clone()?, OriginFrom::Urls))
}

/// Every column's tally from `results` (`cols` columns) over `rows`, the
/// URLs on another host than `origin` counted apart (a bare path is taken
/// to be on the site).
pub fn summary(
    results: &Results,
    rows: &[UrlRow],
    cols: usize,
    origin: Option<(Origin, OriginFrom)>,
) -> Summary {
    let n = results.rows().min(rows.len());
    let own: Vec<bool> = rows[..n]
        .iter()
        .map(|r| match (&origin, &r.origin) {
            (Some((site, _)), Some(o)) => site == o,
            _ => true,
        })
        .collect();
    let other_host = (0..n).filter(|&r| !own[r]).collect();
    let crawlers = (0..cols.min(results.cols))
        .map(|col| {
            let mut by_line: HashMap<u32, usize> = HashMap::new();
            let (mut checked, mut blocked) = (0, 0);
            for (row, _) in own.iter().enumerate().filter(|(_, own)| **own) {
                let Some(cell) = results.get(row, col) else {
                    continue;
                };
                checked += 1;
                if !cell.allowed {
                    blocked += 1;
                    *by_line.entry(cell.line).or_insert(0) += 1;
                }
            }
            let mut lines: Vec<(u32, usize)> = by_line.into_iter().collect();
            lines.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
            CrawlerSummary {
                col,
                checked,
                blocked,
                lines,
            }
        })
        .collect();
    Summary {
        origin,
        crawlers,
        other_host,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::inputs::url_rows;
    use crate::model::results::{pack, CellResult};

    fn cell(allowed: bool, line: u32) -> u32 {
        pack(Some(CellResult {
            allowed,
            line,
            other_parsers: 0,
        }))
    }

    #[test]
    fn blocked_urls_are_counted_by_deciding_line() {
        // Five rows × two crawlers; the fourth row cannot be tested, the
        // last is on another host.
        let rows = url_rows("https://e.com/a\n/b\nhttps://e.com/c\nhttp://\nhttps://other.com/d\n");
        let results = Results {
            cols: 2,
            cells: vec![
                cell(false, 2),
                cell(false, 7),
                cell(true, 0),
                cell(false, 7),
                cell(false, 3),
                cell(false, 7),
                pack(None),
                pack(None),
                cell(false, 2),
                cell(false, 7),
            ],
        };
        let origin = site_origin("", [], &rows);
        assert_eq!(
            origin.as_ref().map(|(o, from)| (o.to_string(), *from)),
            Some(("https://e.com".to_string(), OriginFrom::Urls))
        );
        let s = summary(&results, &rows, 2, origin);
        assert_eq!(
            s.crawlers[0],
            CrawlerSummary {
                col: 0,
                checked: 3,
                blocked: 2,
                lines: vec![(2, 1), (3, 1)]
            }
        );
        assert_eq!(
            (
                s.crawlers[1].checked,
                s.crawlers[1].blocked,
                s.crawlers[1].lines.clone()
            ),
            (3, 3, vec![(7, 3)])
        );
        assert_eq!(s.other_host, [4]);
    }

    #[test]
    fn the_site_is_the_one_given_else_the_files_sitemap_lines_else_the_urls() {
        let rows = url_rows("https://b.com/1\nhttps://a.com/2\nhttps://a.com/3\nhttps://b.com/4\n");
        let text = |o: Option<(Origin, OriginFrom)>| o.map(|(o, f)| (o.to_string(), f));
        assert_eq!(
            text(site_origin(
                "https://site.com/robots.txt",
                ["https://s.com/sm.xml"],
                &rows
            )),
            Some(("https://site.com".into(), OriginFrom::Site))
        );
        assert_eq!(
            text(site_origin(
                "",
                ["not a url", "http://s.com:8080/sm.xml"],
                &rows
            )),
            Some(("http://s.com:8080".into(), OriginFrom::SitemapLine))
        );
        // A tie: the first seen.
        assert_eq!(
            text(site_origin("", [], &rows)),
            Some(("https://b.com".into(), OriginFrom::Urls))
        );
        assert_eq!(text(site_origin("", [], &url_rows("/a\n/b\n"))), None);
        // No site: every URL counts.
        let results = Results {
            cols: 1,
            cells: vec![cell(false, 1); 4],
        };
        let s = summary(&results, &rows, 1, None);
        assert_eq!((s.crawlers[0].checked, s.other_host.len()), (4, 0));
    }
}
