//! The text tables of `robots policy` and `robots audit`: a header, then a
//! row per crawler; columns padded to their widest cell (left-aligned, or
//! right-aligned where `right` says so), two spaces apart, no trailing
//! space; the first column (the purpose) said once for a run of rows that
//! share it.
//!
//! A column is at most [`MAX_CELL`] characters wide: a longer cell (a
//! robots.txt can name a crawler or a Content-Signal key of any length) is
//! cut and ends in `…`, so a row stays readable and no width comes from the
//! input (`--json` keeps every value whole).

use std::borrow::Cow;
use std::io::{self, Write};

/// The widest a column gets, in characters.
pub const MAX_CELL: usize = 60;

/// `cell` as the table shows it: whole when it fits in [`MAX_CELL`]
/// characters, else its first `MAX_CELL - 1` characters and `…`.
pub fn fit(cell: &str) -> Cow<'_, str> {
    match cell.char_indices().nth(MAX_CELL) {
        None => Cow::Borrowed(cell),
        Some(_) => {
            let cut = cell.char_indices().nth(MAX_CELL - 1).map_or(0, |(i, _)| i);
            Cow::Owned(format!("{}…", &cell[..cut]))
        }
    }
}

pub fn write<const N: usize>(
    out: &mut dyn Write,
    header: [&str; N],
    rows: &[[String; N]],
    right: impl Fn(usize) -> bool,
) -> io::Result<()> {
    let mut widths = header.map(|h| fit(h).chars().count());
    for row in rows {
        for (w, cell) in widths.iter_mut().zip(row) {
            *w = (*w).max(fit(cell).chars().count());
        }
    }
    let line = |out: &mut dyn Write, row: [&str; N]| -> io::Result<()> {
        let mut text = String::new();
        for (i, (cell, w)) in row.iter().zip(widths).enumerate() {
            let cell = fit(cell);
            let pad = w.saturating_sub(cell.chars().count());
            if right(i) {
                text.extend(std::iter::repeat_n(' ', pad));
                text.push_str(&cell);
            } else {
                text.push_str(&cell);
                text.extend(std::iter::repeat_n(' ', pad));
            }
            text.push_str("  ");
        }
        writeln!(out, "{}", text.trim_end())
    };
    line(out, header)?;
    let mut last: Option<&str> = None;
    for row in rows {
        let mut cells = row.each_ref().map(String::as_str);
        if last == Some(cells[0]) {
            cells[0] = "";
        } else {
            last = Some(cells[0]);
        }
        line(out, cells)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(rows: &[[String; 3]]) -> String {
        let mut out = Vec::new();
        write(&mut out, ["A", "B", "N"], rows, |c| c == 2).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn pads_to_the_widest_cell_and_right_aligns_counts() {
        let rows = [
            ["x".to_string(), "long cell".to_string(), "7".to_string()],
            ["x".to_string(), "b".to_string(), "1234".to_string()],
        ];
        assert_eq!(
            table(&rows),
            "A  B             N\nx  long cell     7\n   b          1234\n"
        );
    }

    #[test]
    fn a_cell_longer_than_the_cap_is_cut_with_an_ellipsis() {
        let long = "é".repeat(100_000);
        let rows = [
            [long.clone(), long.clone(), "1".to_string()],
            ["p".to_string(), "short".to_string(), "22".to_string()],
        ];
        let text = table(&rows);
        let lines: Vec<&str> = text.lines().collect();
        let cut = format!("{}…", "é".repeat(MAX_CELL - 1));
        assert_eq!(lines[1], format!("{cut}  {cut}   1"));
        assert_eq!(
            lines[2],
            format!(
                "p{}  short{}  22",
                " ".repeat(MAX_CELL - 1),
                " ".repeat(MAX_CELL - 5)
            )
        );
        assert!(lines.iter().all(|l| l.chars().count() <= 3 * MAX_CELL + 4));
    }

    #[test]
    fn fit_keeps_a_cell_of_exactly_the_cap() {
        let exact = "a".repeat(MAX_CELL);
        assert_eq!(fit(&exact), exact.as_str());
        assert_eq!(fit(&"a".repeat(MAX_CELL + 1)).chars().count(), MAX_CELL);
        assert_eq!(fit(""), "");
    }
}
