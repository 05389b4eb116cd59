//! A document's text as the engine reads it (bytes) and as LSP addresses it
//! (lines and UTF-16 code units).
//!
//! Lines end at CR, LF or CRLF, as both Google's parser and LSP count them.
//! A column counts UTF-16 code units; bytes that are not UTF-8 count as the
//! replacement character an editor shows for them (one unit per maximal
//! invalid sequence, as `String::from_utf8_lossy` decodes), so a byte offset
//! of the engine and a position of the editor name the same place.

use lsp_types::{Position, Range, TextDocumentContentChangeEvent};
use ropey::Rope;

/// Where each line starts, for one text.
pub struct LineIndex {
    /// Byte offset of each line's first byte; `starts[0] == 0`.
    starts: Vec<usize>,
    len: usize,
}

impl LineIndex {
    pub fn new(bytes: &[u8]) -> LineIndex {
        let mut starts = vec![0];
        let mut i = 0;
        while i < bytes.len() {
            match bytes[i] {
                b'\r' if bytes.get(i + 1) == Some(&b'\n') => {
                    starts.push(i + 2);
                    i += 2;
                    continue;
                }
                b'\r' | b'\n' => starts.push(i + 1),
                _ => {}
            }
            i += 1;
        }
        LineIndex {
            starts,
            len: bytes.len(),
        }
    }

    /// The byte range of line `line` (0-based) without its line break.
    fn content(&self, bytes: &[u8], line: usize) -> (usize, usize) {
        let start = self.starts[line];
        let mut end = self.starts.get(line + 1).copied().unwrap_or(self.len);
        while end > start && matches!(bytes[end - 1], b'\r' | b'\n') {
            end -= 1;
        }
        (start, end)
    }

    /// The position of byte `offset` (clamped to the text; an offset inside
    /// a character or a line break is taken as its start).
    pub fn position(&self, bytes: &[u8], offset: usize) -> Position {
        let offset = offset.min(self.len);
        let line = self.starts.partition_point(|&s| s <= offset) - 1;
        let (start, end) = self.content(bytes, line);
        let col = utf16_len(&bytes[start..offset.min(end)]);
        Position::new(line as u32, col as u32)
    }

    pub fn range(&self, bytes: &[u8], start: usize, end: usize) -> Range {
        Range::new(self.position(bytes, start), self.position(bytes, end))
    }

    /// The byte offset of a position: a line past the end is the end of
    /// the text, a column past the line's end is the line's end, and a
    /// column inside a character (between its surrogates) is its start.
    pub fn offset(&self, bytes: &[u8], pos: Position) -> usize {
        let line = pos.line as usize;
        if line >= self.starts.len() {
            return self.len;
        }
        let (start, end) = self.content(bytes, line);
        let want = pos.character as usize;
        let mut units = 0;
        let mut at = start;
        for chunk in bytes[start..end].utf8_chunks() {
            for c in chunk.valid().chars() {
                if units + c.len_utf16() > want {
                    return at;
                }
                units += c.len_utf16();
                at += c.len_utf8();
            }
            if !chunk.invalid().is_empty() {
                if units + 1 > want {
                    return at;
                }
                units += 1;
                at += chunk.invalid().len();
            }
        }
        at
    }
}

/// How many UTF-16 code units `bytes` take once decoded (lossily).
pub fn utf16_len(bytes: &[u8]) -> usize {
    bytes
        .utf8_chunks()
        .map(|c| {
            c.valid().chars().map(char::len_utf16).sum::<usize>()
                + usize::from(!c.invalid().is_empty())
        })
        .sum()
}

/// An open document's text as the editor has it, edited change by change
/// (a rope: each change costs O(log n) plus its own length, however many
/// one notification carries).
pub struct Text {
    rope: Rope,
}

impl Text {
    pub fn new(text: &str) -> Text {
        Text {
            rope: Rope::from_str(text),
        }
    }

    /// Applies one `didChange` event: the whole text, or a range replaced
    /// (positions clamped as [`LineIndex::offset`] clamps them).
    pub fn apply(&mut self, change: TextDocumentContentChangeEvent) {
        match change.range {
            None => self.rope = Rope::from_str(&change.text),
            Some(range) => {
                let start = self.char_at(range.start);
                let end = self.char_at(range.end).max(start);
                self.rope.remove(start..end);
                self.rope.insert(start, &change.text);
            }
        }
    }

    /// The char index of a position: a line past the end is the end of the
    /// text, a column past the line's end is the line's end (before its
    /// line break), a column between surrogates is the character's start.
    fn char_at(&self, pos: Position) -> usize {
        let rope = &self.rope;
        let line = pos.line as usize;
        if line >= rope.len_lines() {
            return rope.len_chars();
        }
        let start = rope.line_to_char(line);
        let mut end = if line + 1 < rope.len_lines() {
            rope.line_to_char(line + 1)
        } else {
            rope.len_chars()
        };
        while end > start && matches!(rope.char(end - 1), '\r' | '\n') {
            end -= 1;
        }
        let want = rope.char_to_utf16_cu(start) + pos.character as usize;
        if want >= rope.char_to_utf16_cu(end) {
            end
        } else {
            rope.utf16_cu_to_char(want)
        }
    }
}

impl std::fmt::Display for Text {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for chunk in self.rope.chunks() {
            f.write_str(chunk)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(line: u32, character: u32) -> Position {
        Position::new(line, character)
    }

    /// `text`'s line index: each byte offset at its position, and each
    /// position at its byte offset.
    fn check_index(text: &[u8], positions: &[(usize, Position)], offsets: &[(Position, usize)]) {
        let index = LineIndex::new(text);
        for &(offset, want) in positions {
            assert_eq!(index.position(text, offset), want, "offset {offset}");
        }
        for &(position, want) in offsets {
            assert_eq!(index.offset(text, position), want, "{position:?}");
        }
    }

    #[test]
    fn lines_end_at_cr_lf_and_crlf() {
        let text = b"a\r\nbc\rd\ne";
        check_index(
            text,
            &[
                (0, pos(0, 0)),
                (1, pos(0, 1)),
                // Inside a line break: the end of its line.
                (2, pos(0, 1)),
                (3, pos(1, 0)),
                (6, pos(2, 0)),
                (8, pos(3, 0)),
                (99, pos(3, 1)),
            ],
            &[
                (pos(1, 2), 5),
                (pos(1, 9), 5),
                (pos(3, 0), 8),
                (pos(9, 0), text.len()),
            ],
        );
    }

    #[test]
    fn columns_count_utf16_units() {
        // é: 2 bytes, 1 unit; 😀: 4 bytes, 2 units; BOM: 3 bytes, 1 unit.
        check_index(
            "\u{feff}é😀x\n".as_bytes(),
            &[(3, pos(0, 1)), (5, pos(0, 2)), (9, pos(0, 4))],
            &[
                (pos(0, 4), 9),
                // Between the surrogates of 😀: the character's start.
                (pos(0, 3), 5),
                (pos(0, 5), 10),
            ],
        );
    }

    #[test]
    fn invalid_bytes_count_as_one_replacement_character() {
        // \xff\xfe: two invalid sequences (two U+FFFD); \xe2\x82: one.
        let text = b"D\xff\xfe/\xe2\x82x";
        assert_eq!(
            String::from_utf8_lossy(text).encode_utf16().count(),
            utf16_len(text)
        );
        check_index(
            text,
            &[(3, pos(0, 3)), (6, pos(0, 5))],
            &[(pos(0, 2), 2), (pos(0, 5), 6)],
        );
    }

    #[test]
    fn changes_apply_by_utf16_ranges() {
        let mut text = Text::new("User-agent: *\r\nDissallow: /é😀x\n");
        // (from, to, the new text, the whole text after it when checked)
        let edits = [
            (
                pos(1, 0),
                pos(1, 9),
                "Disallow",
                Some("User-agent: *\r\nDisallow: /é😀x\n"),
            ),
            (
                pos(1, 12),
                pos(1, 14),
                "y",
                Some("User-agent: *\r\nDisallow: /éyx\n"),
            ),
            // Past the line's end: before its line break; past the last
            // line: the end.
            (pos(0, 99), pos(0, 99), " # all", None),
            (
                pos(9, 0),
                pos(9, 0),
                "Allow: /",
                Some("User-agent: * # all\r\nDisallow: /éyx\nAllow: /"),
            ),
        ];
        for (from, to, new, after) in edits {
            text.apply(TextDocumentContentChangeEvent {
                range: Some(Range::new(from, to)),
                range_length: None,
                text: new.into(),
            });
            if let Some(after) = after {
                assert_eq!(text.to_string(), after, "{new:?}");
            }
        }
        text.apply(TextDocumentContentChangeEvent {
            range: None,
            range_length: None,
            text: "new".into(),
        });
        assert_eq!(text.to_string(), "new");
    }
}
