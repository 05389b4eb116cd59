//! The "Sitemap URLs" summary: after a sitemap is opened, per crawler, how
//! many of its URLs the file blocks and by which lines. Read from the whole
//! grid's results (which the checking worker computes), one pass over them.

use super::results::Results;

/// One crawler's tally.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CrawlerSummary {
    /// The crawler's column.
    pub col: usize,
    /// URLs that could be tested.
    pub checked: usize,
    pub blocked: usize,
    /// (deciding line, URLs it blocks), most first, then by line.
    pub lines: Vec<(u32, usize)>,
}

/// Every column's tally from `results` (`cols` columns).
pub fn summary(results: &Results, cols: usize) -> Vec<CrawlerSummary> {
    let rows = results.rows();
    (0..cols.min(results.cols))
        .map(|col| {
            let mut lines: Vec<(u32, usize)> = Vec::new();
            let (mut checked, mut blocked) = (0, 0);
            for row in 0..rows {
                let Some(cell) = results.get(row, col) else {
                    continue;
                };
                checked += 1;
                if !cell.allowed {
                    blocked += 1;
                    match lines.iter_mut().find(|(l, _)| *l == cell.line) {
                        Some((_, n)) => *n += 1,
                        None => lines.push((cell.line, 1)),
                    }
                }
            }
            lines.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
            CrawlerSummary {
                col,
                checked,
                blocked,
                lines,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
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
        // Three rows × two crawlers; the last row cannot be tested.
        let results = Results {
            cols: 2,
            cells: vec![
                cell(false, 2),
                cell(false, 7),
                cell(true, 0),
                cell(false, 7),
                cell(false, 3),
                cell(false, 7),
                cell(false, 2),
                cell(false, 7),
                pack(None),
                pack(None),
            ],
        };
        let s = summary(&results, 2);
        assert_eq!(
            s[0],
            CrawlerSummary {
                col: 0,
                checked: 4,
                blocked: 3,
                lines: vec![(2, 2), (3, 1)]
            }
        );
        assert_eq!(
            (s[1].checked, s[1].blocked, s[1].lines.clone()),
            (4, 4, vec![(7, 4)])
        );
    }
}
