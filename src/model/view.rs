//! Where things are on screen: which grid rows and editor lines are in
//! view (only those are rendered), where a key moves the grid's active
//! cell, and where the editor scrolls to show a line. Pure arithmetic over
//! the sizes the style sheet fixes.

/// Height of a grid body row in px: must equal `.grid tbody tr` in the CSS.
pub const ROW_H: i32 = 56;

/// Rows rendered beyond the visible ones, above and below.
const ROW_OVERSCAN: usize = 6;

/// The positions (in the shown order) of the rows to render, `first..last`,
/// for a scroll position and viewport height of the scrolling box.
pub fn window_range(scroll_top: i32, viewport: i32, total: usize) -> (usize, usize) {
    let first = (scroll_top.max(0) / ROW_H) as usize;
    let count = (viewport.max(ROW_H) / ROW_H) as usize + 1;
    let first = first.saturating_sub(ROW_OVERSCAN).min(total);
    let last = (first + count + 2 * ROW_OVERSCAN).min(total);
    (first, last)
}

/// Where a navigation key moves the active cell, in a `rows` × `cols` grid
/// (rows as shown: positions, not list indices).
pub fn navigate(
    key: &str,
    ctrl: bool,
    (r, c): (usize, usize),
    rows: usize,
    cols: usize,
) -> Option<(usize, usize)> {
    if rows == 0 || cols == 0 {
        return None;
    }
    const PAGE: usize = 10;
    let next = match key {
        "ArrowUp" => (r.saturating_sub(1), c),
        "ArrowDown" => ((r + 1).min(rows - 1), c),
        "ArrowLeft" => (r, c.saturating_sub(1)),
        "ArrowRight" => (r, (c + 1).min(cols - 1)),
        "Home" if ctrl => (0, 0),
        "End" if ctrl => (rows - 1, cols - 1),
        "Home" => (r, 0),
        "End" => (r, cols - 1),
        "PageUp" => (r.saturating_sub(PAGE), c),
        "PageDown" => ((r + PAGE).min(rows - 1), c),
        _ => return None,
    };
    Some(next)
}

/// Must equal the CSS line height of `.code textarea`, in px.
pub const LINE_HEIGHT: f64 = 20.0;

/// Up to this many lines the editor is as tall as the file (`.code
/// textarea.fit` in the style sheet); beyond, its fixed height (as many
/// lines) and it scrolls. Only short files, so that a keystroke in a long
/// one never has to re-measure the page.
pub const FIT_LINES: usize = 20;

/// Must equal the CSS top padding of `.code textarea`, in px.
pub const PAD_TOP: f64 = 8.0;

/// Lines rendered beyond the visible ones, above and below.
const LINE_OVERSCAN: usize = 4;

/// Whole pixels, formatted as integers (no float formatting: the size rule,
/// docs/ARCHITECTURE.md).
pub fn px(v: f64) -> String {
    format!("{}px", v.round() as i64)
}

pub fn top_px(line: u32) -> String {
    px(PAD_TOP + (f64::from(line) - 1.0) * LINE_HEIGHT)
}

/// The first and last editor line (1-based) to render for a scroll position.
pub fn visible_lines(scroll_top: f64, viewport: f64, total: usize) -> (usize, usize) {
    let first = ((scroll_top - PAD_TOP) / LINE_HEIGHT).floor().max(0.0) as usize + 1;
    let count = (viewport / LINE_HEIGHT).ceil() as usize + 1;
    let first = first.saturating_sub(LINE_OVERSCAN).max(1);
    let last = (first + count + 2 * LINE_OVERSCAN).min(total.max(1));
    (first.min(last), last)
}

/// The lines of `lines` (sorted) that fall in `view` (first and last line,
/// 1-based): the highlights to render, so a file whose 5,000 merged groups
/// each mark a line renders the few on screen, not all of them.
pub fn in_view(lines: &[u32], (first, last): (usize, usize)) -> Vec<u32> {
    let from = lines.partition_point(|&n| (n as usize) < first);
    let to = lines.partition_point(|&n| (n as usize) <= last);
    lines[from..to.max(from)].to_vec()
}

/// Where the editor scrolls (its new `scrollTop`) to show `line`, given its
/// scroll position and height: centred when `center`, else only when the
/// line is not wholly in view (`None`: stay).
pub fn scroll_target(line: u32, view_top: f64, height: f64, center: bool) -> Option<f64> {
    let top = PAD_TOP + (f64::from(line) - 1.0) * LINE_HEIGHT;
    let inside = top >= view_top && top + LINE_HEIGHT <= view_top + height;
    (center || !inside).then(|| (top - height / 2.0 + LINE_HEIGHT / 2.0).max(0.0))
}

/// A request to show a line in the editor (select it and scroll to it).
/// `seq` makes a second request for the same line a new value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reveal {
    pub line: u32,
    pub seq: u64,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arrow_keys_move_within_the_grid() {
        assert_eq!(navigate("ArrowRight", false, (0, 0), 3, 2), Some((0, 1)));
        assert_eq!(navigate("ArrowRight", false, (0, 1), 3, 2), Some((0, 1)));
        assert_eq!(navigate("ArrowDown", false, (2, 0), 3, 2), Some((2, 0)));
        assert_eq!(navigate("ArrowUp", false, (0, 0), 3, 2), Some((0, 0)));
        assert_eq!(navigate("End", false, (1, 0), 3, 2), Some((1, 1)));
        assert_eq!(navigate("End", true, (0, 0), 3, 2), Some((2, 1)));
        assert_eq!(navigate("Home", true, (2, 1), 3, 2), Some((0, 0)));
        assert_eq!(navigate("PageDown", false, (0, 0), 30, 2), Some((10, 0)));
        assert_eq!(navigate("a", false, (0, 0), 3, 2), None);
        assert_eq!(navigate("ArrowDown", false, (0, 0), 0, 2), None);
    }

    #[test]
    fn only_the_rows_in_view_are_rendered() {
        // 640 px of 56 px rows: 11 rows and a part, plus overscan.
        assert_eq!(window_range(0, 640, 10_000), (0, 11 + 1 + 2 * ROW_OVERSCAN));
        // Scrolled to row 5,000: it and a few either side.
        let (a, b) = window_range(5_000 * ROW_H, 640, 10_000);
        assert_eq!(a, 5_000 - ROW_OVERSCAN);
        assert!(b - a <= 14 + 2 * ROW_OVERSCAN);
        // Short lists: everything; past the end: nothing out of range.
        assert_eq!(window_range(0, 640, 4), (0, 4));
        assert_eq!(window_range(1_000_000, 640, 4), (4, 4));
        assert_eq!(window_range(0, 0, 100).1, 1 + 1 + 2 * ROW_OVERSCAN);
    }

    #[test]
    fn only_the_lines_in_view_are_rendered() {
        // 480 px of 20 px lines at the top: 24 lines, plus some overscan.
        assert_eq!(visible_lines(0.0, 480.0, 20_000), (1, 34));
        // Scrolled to line 10,001.
        let (a, b) = visible_lines(PAD_TOP + 10_000.0 * LINE_HEIGHT, 480.0, 20_000);
        assert_eq!(a, 10_001 - LINE_OVERSCAN);
        assert!(b - a < 40);
        // Never past the end, never empty.
        assert_eq!(visible_lines(0.0, 480.0, 3), (1, 3));
        assert_eq!(visible_lines(1e9, 480.0, 3), (3, 3));
    }

    #[test]
    fn only_the_highlights_in_view_are_rendered() {
        // 5,000 merged groups: a user-agent line every third line.
        let lines: Vec<u32> = (0..5_000).map(|i| 1 + 3 * i).collect();
        assert_eq!(in_view(&lines, (1, 10)), vec![1, 4, 7, 10]);
        assert_eq!(
            in_view(&lines, (9_000, 9_010)),
            vec![9_001, 9_004, 9_007, 9_010]
        );
        assert_eq!(in_view(&lines, (2, 3)), Vec::<u32>::new());
        assert_eq!(in_view(&lines, (20_000, 20_040)), Vec::<u32>::new());
        assert_eq!(in_view(&[], (1, 34)), Vec::<u32>::new());
        let view = visible_lines(PAD_TOP + 6_000.0 * LINE_HEIGHT, 480.0, 15_000);
        assert!(in_view(&lines, view).len() < 20);
    }

    #[test]
    fn a_line_out_of_view_is_scrolled_to() {
        // 480 px tall, at the top: line 5 is in view, line 100 is not.
        assert_eq!(scroll_target(5, 0.0, 480.0, false), None);
        let to = scroll_target(100, 0.0, 480.0, false).unwrap();
        assert_eq!(to, PAD_TOP + 99.0 * LINE_HEIGHT - 240.0 + LINE_HEIGHT / 2.0);
        // Centred on request, never above the top.
        assert_eq!(scroll_target(1, 0.0, 480.0, true), Some(0.0));
    }
}
