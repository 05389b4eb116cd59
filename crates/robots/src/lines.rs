//! How a robots.txt body splits into lines, as Google splits it: the
//! one line splitter of the parser and the managed-block reader.

/// How many bytes of a UTF-8 BOM start `body`. Google-specific: a full
/// or partial BOM is skipped, only at the very start of the file.
pub(crate) fn bom_len(body: &[u8]) -> usize {
    body.iter()
        .zip([0xEFu8, 0xBB, 0xBF])
        .take_while(|(a, b)| *a == b)
        .count()
}

/// The (start, end) byte offsets of the lines of `body` from `from`, as
/// Google splits them: at LF, CR and CRLF, the last line included even
/// when empty.
pub(crate) fn line_spans(body: &[u8], from: usize) -> impl Iterator<Item = (usize, usize)> + '_ {
    let mut next = Some(from);
    std::iter::from_fn(move || {
        let start = next?;
        let end = memchr::memchr2(b'\n', b'\r', &body[start..]).map(|i| start + i);
        next = end.map(|e| {
            if body[e] == b'\r' && body.get(e + 1) == Some(&b'\n') {
                e + 2
            } else {
                e + 1
            }
        });
        Some((start, end.unwrap_or(body.len())))
    })
}
