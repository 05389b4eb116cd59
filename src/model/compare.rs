//! Compare mode: what a robots.txt change does, URL by URL.
//!
//! A second file, "before" (typically the live one), sits beside the edited
//! one ("after"). Every URL × crawler is checked against both; each cell says
//! how its verdict changed ([`robots::compare::Change`]), the totals count
//! the flips per crawler, the trace explains both decisions side by side, and
//! a line diff of the two files ([`diff`], Myers) says
//! how many tested verdicts each changed rule flips ([`flips`]).
//!
//! Pure data, tested natively; the views are in [`crate::compare`].

use std::ops::Range;

use robots::compare::Change;

use super::results::{CellResult, Results};
use crate::i18n::tr;

/// The change of one cell (`None` when the URL cannot be tested).
pub fn change(before: Option<CellResult>, after: Option<CellResult>) -> Option<Change> {
    let (b, a) = (before?, after?);
    Some(Change::of((b.allowed, b.line), (a.allowed, a.line)))
}

/// Whether any cell of `row` changed (verdict or reported line).
pub fn row_changed(before: &Results, after: &Results, row: usize) -> bool {
    (0..after.cols).any(|c| {
        change(before.get(row, c), after.get(row, c)).is_some_and(|ch| ch != Change::Unchanged)
    })
}

/// (newly blocked, newly allowed) in column `col` over the whole list.
pub fn flip_totals(before: &Results, after: &Results, col: usize) -> (usize, usize) {
    let mut t = (0, 0);
    for row in 0..after.rows().min(before.rows()) {
        match change(before.get(row, col), after.get(row, col)) {
            Some(Change::NewlyBlocked) => t.0 += 1,
            Some(Change::NewlyAllowed) => t.1 += 1,
            _ => {}
        }
    }
    t
}

/// What a stretch of the line diff did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HunkKind {
    Same,
    Added,
    Removed,
    Changed,
}

/// A stretch of lines of the two files: `before` and `after` are 1-based
/// line ranges (end exclusive).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hunk {
    pub kind: HunkKind,
    pub before: Range<u32>,
    pub after: Range<u32>,
}

impl Hunk {
    /// "line 4 added after the edit", "lines 2–3 of the before file
    /// removed", … in words.
    pub fn describe(&self) -> String {
        // (line count, first line, last line) of a side; an empty side
        // reads as its one line, as "line N".
        let span = |r: &Range<u32>| {
            let count = r.end.saturating_sub(r.start).max(1);
            (count, r.start, r.start + count - 1)
        };
        let (bc, bf, bl) = span(&self.before);
        let (ac, af, al) = span(&self.after);
        match self.kind {
            HunkKind::Same => tr!("diff-same", count = ac, first = af, last = al),
            HunkKind::Added => tr!("diff-added", count = ac, first = af, last = al),
            HunkKind::Removed => tr!("diff-removed", count = bc, first = bf, last = bl),
            HunkKind::Changed => tr!(
                "diff-changed",
                before_count = bc,
                before_first = bf,
                before_last = bl,
                after_count = ac,
                after_first = af,
                after_last = al
            ),
        }
    }
}

/// Beyond this many differing lines (after the common start and end are
/// set aside), the middle is one changed stretch rather than a minimal diff.
const MAX_EDITS: usize = 2_000;

/// The line diff of `before` and `after`: Myers' algorithm (a minimal edit
/// script, as `similar` computes; the tests compare the two), in
/// O((N + M) × D) time and O(D²) memory for D differing lines.
///
/// Written here rather than taken from `similar` (the size rule,
/// docs/ARCHITECTURE.md, says what it saved); the tests compare the two.
pub fn diff(before: &str, after: &str) -> Vec<Hunk> {
    let a: Vec<&str> = lines(before);
    let b: Vec<&str> = lines(after);
    let prefix = a.iter().zip(&b).take_while(|(x, y)| x == y).count();
    let suffix = a[prefix..]
        .iter()
        .rev()
        .zip(b[prefix..].iter().rev())
        .take_while(|(x, y)| x == y)
        .count();
    let (am, bm) = (&a[prefix..a.len() - suffix], &b[prefix..b.len() - suffix]);
    // true: the line is kept (equal in both), per line of each side.
    let (keep_a, keep_b) =
        myers(am, bm).unwrap_or_else(|| (vec![false; am.len()], vec![false; bm.len()]));
    let mut ka = vec![true; prefix];
    ka.extend(keep_a);
    ka.extend(std::iter::repeat_n(true, suffix));
    let mut kb = vec![true; prefix];
    kb.extend(keep_b);
    kb.extend(std::iter::repeat_n(true, suffix));
    hunks(&ka, &kb)
}

/// A text's lines as the editor numbers them; no lines for an empty text.
fn lines(text: &str) -> Vec<&str> {
    if text.is_empty() {
        Vec::new()
    } else {
        text.strip_suffix('\n')
            .unwrap_or(text)
            .split('\n')
            .collect()
    }
}

/// Which lines of `a` and `b` a shortest edit script keeps; `None` past
/// [`MAX_EDITS`].
fn myers(a: &[&str], b: &[&str]) -> Option<(Vec<bool>, Vec<bool>)> {
    let (n, m) = (a.len() as isize, b.len() as isize);
    let max = (a.len() + b.len()).min(MAX_EDITS) as isize;
    // trace[d][k + d + 1]: the furthest x on diagonal k after d edits.
    let mut trace: Vec<Vec<isize>> = Vec::new();
    let mut prev = vec![0_isize; 3];
    let mut end = None;
    'search: for d in 0..=max {
        let mut v = vec![0_isize; 2 * d as usize + 3];
        let at = |row: &Vec<isize>, dd: isize, k: isize| row[(k + dd + 1) as usize];
        let mut k = -d;
        while k <= d {
            let pd = (d - 1).max(0);
            let mut x = if d == 0 {
                0
            } else if k == -d || (k != d && at(&prev, pd, k - 1) < at(&prev, pd, k + 1)) {
                at(&prev, pd, k + 1)
            } else {
                at(&prev, pd, k - 1) + 1
            };
            let mut y = x - k;
            while x < n && y < m && a[x as usize] == b[y as usize] {
                x += 1;
                y += 1;
            }
            v[(k + d + 1) as usize] = x;
            if x >= n && y >= m {
                trace.push(v);
                end = Some(d);
                break 'search;
            }
            k += 2;
        }
        trace.push(v.clone());
        prev = v;
    }
    let depth = end?;
    let (mut keep_a, mut keep_b) = (vec![false; a.len()], vec![false; b.len()]);
    let (mut x, mut y) = (n, m);
    for d in (1..=depth).rev() {
        let row = &trace[(d - 1) as usize];
        let at = |k: isize| row[(k + (d - 1) + 1) as usize];
        let k = x - y;
        let prev_k = if k == -d || (k != d && at(k - 1) < at(k + 1)) {
            k + 1
        } else {
            k - 1
        };
        let prev_x = at(prev_k);
        let prev_y = prev_x - prev_k;
        while x > prev_x && y > prev_y {
            keep_a[(x - 1) as usize] = true;
            keep_b[(y - 1) as usize] = true;
            x -= 1;
            y -= 1;
        }
        x = prev_x;
        y = prev_y;
    }
    while x > 0 && y > 0 {
        keep_a[(x - 1) as usize] = true;
        keep_b[(y - 1) as usize] = true;
        x -= 1;
        y -= 1;
    }
    Some((keep_a, keep_b))
}

/// Groups kept and changed lines into hunks (kept lines pair up in order).
fn hunks(keep_a: &[bool], keep_b: &[bool]) -> Vec<Hunk> {
    let mut out: Vec<Hunk> = Vec::new();
    let (mut i, mut j) = (0, 0);
    let line = |i: usize| i as u32 + 1;
    while i < keep_a.len() || j < keep_b.len() {
        let (si, sj) = (i, j);
        if i < keep_a.len() && j < keep_b.len() && keep_a[i] && keep_b[j] {
            while i < keep_a.len() && j < keep_b.len() && keep_a[i] && keep_b[j] {
                i += 1;
                j += 1;
            }
            out.push(Hunk {
                kind: HunkKind::Same,
                before: line(si)..line(i),
                after: line(sj)..line(j),
            });
            continue;
        }
        while i < keep_a.len() && !keep_a[i] {
            i += 1;
        }
        while j < keep_b.len() && !keep_b[j] {
            j += 1;
        }
        let kind = match (i > si, j > sj) {
            (true, true) => HunkKind::Changed,
            (true, false) => HunkKind::Removed,
            _ => HunkKind::Added,
        };
        out.push(Hunk {
            kind,
            before: line(si)..line(i),
            after: line(sj)..line(j),
        });
    }
    out
}

/// The edit that made a decision differ: the changed hunk holding the
/// decisive line after the edit, else the one holding it before.
pub fn cause(hunks: &[Hunk], before_line: u32, after_line: u32) -> Option<&Hunk> {
    let changed = |h: &&Hunk| h.kind != HunkKind::Same;
    hunks
        .iter()
        .filter(changed)
        .find(|h| after_line > 0 && h.after.contains(&after_line))
        .or_else(|| {
            hunks
                .iter()
                .filter(changed)
                .find(|h| before_line > 0 && h.before.contains(&before_line))
        })
}

/// How many tested verdicts each hunk flips (same order as `hunks`): a flip
/// counts for the hunk that [`cause`] names; flips no hunk explains (a
/// rule removed from a group the crawler no longer uses, say) are the last
/// value.
pub fn flips(hunks: &[Hunk], before: &Results, after: &Results) -> (Vec<usize>, usize) {
    let mut counts = vec![0; hunks.len()];
    let mut other = 0;
    for row in 0..after.rows().min(before.rows()) {
        for col in 0..after.cols {
            let (b, a) = (before.get(row, col), after.get(row, col));
            let Some(ch) = change(b, a) else { continue };
            if !ch.verdict_changed() {
                continue;
            }
            let (bl, al) = (b.map_or(0, |c| c.line), a.map_or(0, |c| c.line));
            match cause(hunks, bl, al) {
                Some(h) => {
                    let i = hunks.iter().position(|x| std::ptr::eq(x, h)).unwrap_or(0);
                    counts[i] += 1;
                }
                None => other += 1,
            }
        }
    }
    (counts, other)
}

/// The words and icon for a change (never colour alone).
pub fn change_words(change: Change) -> (&'static str, String) {
    match change {
        Change::NewlyBlocked => ("▲", tr!("compare-newly-blocked")),
        Change::NewlyAllowed => ("▼", tr!("compare-newly-allowed")),
        Change::LineChanged => ("↔", tr!("compare-line-changed")),
        Change::Unchanged => ("=", tr!("compare-unchanged")),
    }
}

/// "▲ 2 newly blocked · ▼ 1 newly allowed" for a crawler's totals.
pub fn flips_text(newly_blocked: usize, newly_allowed: usize) -> String {
    tr!(
        "compare-flips",
        blocked = newly_blocked,
        allowed = newly_allowed
    )
}

/// Keeps the rows of `shown` whose verdicts (or deciding lines) the edit
/// changes; none while either file's results are not checked (nothing is
/// known to have changed yet).
pub fn keep_changed(shown: &mut Vec<u32>, before: Option<&Results>, after: Option<&Results>) {
    match (before, after) {
        (Some(b), Some(a)) => shown.retain(|&i| row_changed(b, a, i as usize)),
        _ => shown.clear(),
    }
}

/// How many of the `rows` rows the edit changes (0 while either file's
/// results are not checked).
pub fn changed_count(rows: usize, before: Option<&Results>, after: Option<&Results>) -> usize {
    match (before, after) {
        (Some(b), Some(a)) => (0..rows).filter(|&i| row_changed(b, a, i)).count(),
        _ => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::check_all;
    use crate::model::{crawler_cols, url_rows, Parsed};

    #[test]
    fn the_diff_names_added_removed_and_changed_lines() {
        let before = "User-agent: *\nDisallow: /a\nDisallow: /b\nAllow: /c\n";
        let after = "User-agent: *\nDisallow: /a\nDisallow: /B\nAllow: /c\nDisallow: /d\n";
        let h = diff(before, after);
        let kinds: Vec<_> = h.iter().map(|h| h.kind).collect();
        assert_eq!(
            kinds,
            [
                HunkKind::Same,
                HunkKind::Changed,
                HunkKind::Same,
                HunkKind::Added
            ]
        );
        assert_eq!((h[1].before.clone(), h[1].after.clone()), (3..4, 3..4));
        assert_eq!(h[3].after, 5..6);
        assert_eq!(h[3].describe(), "line 5 added after the edit");
        assert_eq!(
            h[1].describe(),
            "line 3 of the before file changed into line 3"
        );
        assert_eq!(diff("a\n", "a\n").len(), 1);
        assert!(diff("", "").is_empty());
        assert_eq!(diff("", "a\nb\n")[0].kind, HunkKind::Added);
        assert_eq!(diff("a\nb", "")[0].before, 1..3);
    }

    /// A small deterministic generator: the same cases on every run.
    fn lines_from(seed: &mut u64, n: usize) -> String {
        let mut out = String::new();
        for _ in 0..n {
            *seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            out.push_str(
                [
                    "Disallow: /a",
                    "Allow: /b",
                    "",
                    "User-agent: *",
                    "Disallow: /c",
                ][(*seed >> 33) as usize % 5],
            );
            out.push('\n');
        }
        out
    }

    /// Against the `similar` crate: the same number of kept lines (both
    /// are minimal), and hunks that rebuild both files.
    #[test]
    fn the_diff_is_as_short_as_similars() {
        let mut seed = 7;
        for case in 0..300 {
            let a = lines_from(&mut seed, case % 23);
            let b = lines_from(&mut seed, (case * 7) % 19);
            let ours = diff(&a, &b);
            let kept: u32 = ours
                .iter()
                .filter(|h| h.kind == HunkKind::Same)
                .map(|h| h.after.end - h.after.start)
                .sum();
            let theirs = similar::TextDiff::from_lines(&a, &b);
            let want: usize = theirs
                .ops()
                .iter()
                .filter(|op| op.tag() == similar::DiffTag::Equal)
                .map(|op| op.new_range().len())
                .sum();
            assert_eq!(kept as usize, want, "{a:?} → {b:?}");
            // Hunks cover both files, in order, without gaps.
            let (mut na, mut nb) = (1, 1);
            for h in &ours {
                assert_eq!((h.before.start, h.after.start), (na, nb));
                na = h.before.end;
                nb = h.after.end;
            }
            assert_eq!(
                (na - 1, nb - 1),
                (a.lines().count() as u32, b.lines().count() as u32)
            );
        }
    }

    #[test]
    fn flips_are_counted_per_crawler_and_per_edit() {
        let before = "User-agent: *\nDisallow: /private\n\nUser-agent: GPTBot\nDisallow: /\n";
        // Lines 3-5 (GPTBot's group) become "Disallow: /public".
        let after = "User-agent: *\nDisallow: /private\nDisallow: /public\n";
        let rows = url_rows("/public/a\n/x\n/private/y");
        let cols = crawler_cols(&["Googlebot".into(), "GPTBot".into()], &[]);
        let b = check_all(&Parsed::new(before), &rows, &cols, None);
        let a = check_all(&Parsed::new(after), &rows, &cols, None);
        // Googlebot: /public/a newly blocked. GPTBot: /x newly allowed (its
        // group is gone), /public/a and /private/y still blocked by another
        // line.
        assert_eq!(flip_totals(&b, &a, 0), (1, 0));
        assert_eq!(flip_totals(&b, &a, 1), (0, 1));
        assert!(row_changed(&b, &a, 0));
        assert!(row_changed(&b, &a, 1));
        assert_eq!(change(b.get(0, 1), a.get(0, 1)), Some(Change::LineChanged));
        assert_eq!(change(b.get(2, 1), a.get(2, 1)), Some(Change::LineChanged));
        assert_eq!(change(b.get(2, 0), a.get(2, 0)), Some(Change::Unchanged));
        let hunks = diff(before, after);
        let changed = hunks
            .iter()
            .position(|h| h.kind == HunkKind::Changed)
            .unwrap();
        assert_eq!(
            (hunks[changed].before.clone(), hunks[changed].after.clone()),
            (3..6, 3..4)
        );
        let (per_hunk, other) = flips(&hunks, &b, &a);
        assert_eq!((per_hunk[changed], other), (2, 0));
        assert_eq!(per_hunk.iter().sum::<usize>(), 2);
    }
}
