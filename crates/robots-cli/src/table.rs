//! The text tables of `robots policy` and `robots audit`: a header, then a
//! row per crawler; columns padded to their widest cell (left-aligned, or
//! right-aligned where `right` says so), two spaces apart, no trailing
//! space; the first column (the purpose) said once for a run of rows that
//! share it.

use std::io::{self, Write};

pub fn write<const N: usize>(
    out: &mut dyn Write,
    header: [&str; N],
    rows: &[[String; N]],
    right: impl Fn(usize) -> bool,
) -> io::Result<()> {
    let mut widths = header.map(|h| h.chars().count());
    for row in rows {
        for (w, cell) in widths.iter_mut().zip(row) {
            *w = (*w).max(cell.chars().count());
        }
    }
    let line = |out: &mut dyn Write, row: [&str; N]| -> io::Result<()> {
        let mut text = String::new();
        for (i, (cell, w)) in row.iter().zip(widths).enumerate() {
            if right(i) {
                text.push_str(&format!("{cell:>w$}  "));
            } else {
                text.push_str(&format!("{cell:<w$}  "));
            }
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
