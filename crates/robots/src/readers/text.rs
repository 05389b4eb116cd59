//! Text handling the readers share: JavaScript's `trim` and split into
//! lines (robots-parser and Lighthouse's audit), percent escapes, and the
//! first steps of reading a URL.

/// JavaScript's white space and line terminators, which its `trim`
/// removes: Unicode's space separators, the ASCII ones, U+2028, U+2029
/// and the BOM.
pub(super) fn js_space(c: char) -> bool {
    matches!(
        c,
        '\t' | '\n' | '\u{b}' | '\u{c}' | '\r' | ' ' | '\u{a0}' | '\u{1680}' | '\u{2000}'
            ..='\u{200a}'
                | '\u{2028}'
                | '\u{2029}'
                | '\u{202f}'
                | '\u{205f}'
                | '\u{3000}'
                | '\u{feff}'
    )
}

/// `String.prototype.trim`.
pub(super) fn js_trim(s: &str) -> &str {
    s.trim_matches(js_space)
}

/// A line cut at its first `#`, as `(key, value)` at its first `:`: the
/// key trimmed and lower-cased, the value trimmed. `None` without a `:`.
pub(super) fn key_value(line: &str) -> Option<(String, &str)> {
    let (key, value) = line.split('#').next().unwrap_or("").split_once(':')?;
    Some((js_trim(key).to_lowercase(), js_trim(value)))
}

/// Lines split at CRLF, CR and LF (a last empty line included).
pub(super) fn split_lines(text: &str) -> impl Iterator<Item = &str> {
    let mut rest = Some(text);
    std::iter::from_fn(move || {
        let s = rest?;
        match s.find(['\r', '\n']) {
            None => {
                rest = None;
                Some(s)
            }
            Some(i) => {
                let skip = if s[i..].starts_with("\r\n") { 2 } else { 1 };
                rest = Some(&s[i + skip..]);
                Some(&s[..i])
            }
        }
    })
}

/// The byte a valid `%XX` at `b[i]` stands for.
pub(super) fn escape_at(b: &[u8], i: usize) -> Option<u8> {
    let hex = |c: u8| (c as char).to_digit(16).map(|d| d as u8);
    if b[i] == b'%' && i + 2 < b.len() {
        Some(hex(b[i + 1])? * 16 + hex(b[i + 2])?)
    } else {
        None
    }
}

/// `s` with every valid `%XX` decoded into its byte (others kept).
pub(super) fn percent_decode(s: &[u8]) -> Vec<u8> {
    percent_decode_keeping(s, &[])
}

/// [`percent_decode`], but the escapes of the bytes in `keep` stay escapes
/// (upper-cased).
pub(super) fn percent_decode_keeping(s: &[u8], keep: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(s.len());
    let mut i = 0;
    while i < s.len() {
        match escape_at(s, i) {
            Some(byte) if keep.contains(&byte) => {
                out.push(b'%');
                out.extend(format!("{byte:02X}").bytes());
                i += 3;
            }
            Some(byte) => {
                out.push(byte);
                i += 3;
            }
            None => {
                out.push(s[i]);
                i += 1;
            }
        }
    }
    out
}

/// `s` without ASCII tabs and newlines, which the URL standard (and
/// Python's `urlsplit`) remove from a URL.
pub(super) fn drop_tabs_and_newlines(s: &str) -> String {
    s.chars()
        .filter(|&c| !matches!(c, '\t' | '\n' | '\r'))
        .collect()
}

/// Whether `s` is a URL scheme: an ASCII letter, then ASCII letters,
/// digits, `+`, `-` and `.`.
pub(super) fn is_scheme(s: &str) -> bool {
    s.as_bytes().first().is_some_and(u8::is_ascii_alphabetic)
        && s.bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'+' | b'-' | b'.'))
}
