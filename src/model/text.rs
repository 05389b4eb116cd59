//! The editor's text: line ends, line counts and offsets; a long text cut
//! for a line of the page.

/// Lines as the editor (a textarea, whose value only holds LF line ends)
/// shows them: one more than the number of LFs.
pub fn editor_line_count(text: &str) -> usize {
    memchr::memchr_iter(b'\n', text.as_bytes()).count() + 1
}

/// Replaces CRLF and lone CR with LF, as a textarea does with its value, so
/// that byte offsets, line numbers and the textarea agree.
pub fn normalise_line_ends(text: &str) -> String {
    if !text.contains('\r') {
        return text.to_string();
    }
    text.replace("\r\n", "\n").replace('\r', "\n")
}

/// Byte offset → UTF-16 offset (what a textarea's selection uses), flooring
/// an offset that falls inside a character.
pub fn utf16_offset(text: &str, byte: usize) -> u32 {
    let mut b = byte.min(text.len());
    while !text.is_char_boundary(b) {
        b -= 1;
    }
    text[..b].encode_utf16().count() as u32
}

/// Byte range (start, end) of the 1-based editor line `n` in `text`.
pub fn line_range(text: &str, n: u32) -> Option<(usize, usize)> {
    let n = n as usize;
    if n == 0 {
        return None;
    }
    let bytes = text.as_bytes();
    let start = if n == 1 {
        0
    } else {
        memchr::memchr_iter(b'\n', bytes).nth(n - 2)? + 1
    };
    let end = memchr::memchr(b'\n', &bytes[start..]).map_or(bytes.len(), |i| start + i);
    Some((start, end))
}

/// How many characters of a URL the grid's row, the trace and the grid's
/// announcement show: a URL typed in the list may be 50,000 characters (a
/// hostile link), and the browser lays out (shapes) a text in full however
/// little of it shows, seconds for 50,000 distinct characters each time the
/// page shows it. The URL list holds it whole.
pub const SHOWN_CHARS: usize = 200;

/// `text`'s first `max` characters and an ellipsis when it has more;
/// `text` as it is otherwise.
pub fn cut(text: &str, max: usize) -> String {
    match text.char_indices().nth(max) {
        Some((at, _)) => format!("{}…", &text[..at]),
        None => text.to_string(),
    }
}

#[cfg(test)]
mod cut_tests {
    use super::*;

    #[test]
    fn a_long_text_is_cut_after_max_characters_and_a_short_one_kept() {
        assert_eq!(
            cut("https://example.com/a", SHOWN_CHARS),
            "https://example.com/a"
        );
        let exact = "a".repeat(SHOWN_CHARS);
        assert_eq!(cut(&exact, SHOWN_CHARS), exact);
        // Characters, not bytes: a host of distinct CJK characters.
        let host: String = (0..50_000u32)
            .filter_map(|i| char::from_u32(0x4e00 + i))
            .collect();
        let url = format!("https://{host}/a");
        let shown = cut(&url, SHOWN_CHARS);
        assert_eq!(shown.chars().count(), SHOWN_CHARS + 1);
        assert!(shown.ends_with('…'));
        assert!(url.starts_with(shown.trim_end_matches('…')));
    }
}
