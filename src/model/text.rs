//! The editor's text: line ends, line counts and offsets.

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
