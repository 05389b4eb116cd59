//! Managed blocks: the lines an edge network adds to a site's robots.txt
//! before the site's own file (Cloudflare's "managed robots.txt", on by
//! default for new zones since mid-2026). A block runs from a comment line
//! `# BEGIN Cloudflare Managed content` to one `# END Cloudflare Managed
//! Content`, the markers read ASCII case-insensitively. The repository's
//! file never holds these lines; the file crawlers get does.
//!
//! Comment lines are not kept by a parse, so the finder reads the bytes,
//! counting lines as Google's parser does (LF, CR and CRLF end a line; a
//! byte-order mark at the start is skipped), so that its line numbers are
//! the parse's.

/// Who wrote a managed block.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Vendor {
    Cloudflare,
}

impl Vendor {
    /// A stable code: `cloudflare`.
    pub fn code(self) -> &'static str {
        match self {
            Vendor::Cloudflare => "cloudflare",
        }
    }

    /// The vendor's name, as people write it.
    pub fn name(self) -> &'static str {
        match self {
            Vendor::Cloudflare => "Cloudflare",
        }
    }
}

/// One managed block: the lines from its BEGIN marker to its END marker,
/// both included. A BEGIN with no END runs to the file's last line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ManagedBlock {
    pub vendor: Vendor,
    pub first_line: u32,
    pub last_line: u32,
}

impl ManagedBlock {
    /// Whether line `n` lies inside the block.
    pub fn holds(&self, n: u32) -> bool {
        (self.first_line..=self.last_line).contains(&n)
    }
}

/// The markers, lower-cased, after the comment's `#` and blanks.
const BEGIN: &[u8] = b"begin cloudflare managed content";
const END: &[u8] = b"end cloudflare managed content";

/// Whether a line is a comment whose text starts with `marker` (ASCII
/// case-insensitively, blanks around the `#` allowed).
fn is_marker(line: &[u8], marker: &[u8]) -> bool {
    let blank = |b: &u8| matches!(b, b' ' | b'\t');
    let start = line.iter().position(|b| !blank(b)).unwrap_or(line.len());
    let Some(rest) = line[start..].strip_prefix(b"#") else {
        return false;
    };
    let text = rest.iter().position(|b| !blank(b)).unwrap_or(rest.len());
    let text = &rest[text..];
    text.len() >= marker.len() && text[..marker.len()].eq_ignore_ascii_case(marker)
}

/// The managed blocks of a robots.txt body, in file order. Linear in the
/// body's length.
///
/// ```
/// let body = b"# BEGIN Cloudflare Managed content\nUser-agent: GPTBot\nDisallow: /\n# END Cloudflare Managed Content\n\nUser-agent: *\nAllow: /\n";
/// let blocks = robots::managed::blocks(body);
/// assert_eq!((blocks[0].vendor.code(), blocks[0].first_line, blocks[0].last_line), ("cloudflare", 1, 4));
/// ```
pub fn blocks(body: &[u8]) -> Vec<ManagedBlock> {
    let mut found = Vec::new();
    let mut open: Option<u32> = None;
    let mut number: u32 = 0;
    for (start, end) in crate::lines::line_spans(body, crate::lines::bom_len(body)) {
        number = number.saturating_add(1);
        let line = &body[start..end];
        match open {
            None if is_marker(line, BEGIN) => open = Some(number),
            Some(first) if is_marker(line, END) => {
                found.push(ManagedBlock {
                    vendor: Vendor::Cloudflare,
                    first_line: first,
                    last_line: number,
                });
                open = None;
            }
            _ => {}
        }
    }
    if let Some(first) = open {
        found.push(ManagedBlock {
            vendor: Vendor::Cloudflare,
            first_line: first,
            last_line: number,
        });
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spans(body: &[u8]) -> Vec<(u32, u32)> {
        blocks(body)
            .iter()
            .map(|b| (b.first_line, b.last_line))
            .collect()
    }

    #[test]
    fn markers_are_read_case_insensitively_with_any_line_ending() {
        assert_eq!(
            spans(b"#begin CLOUDFLARE managed CONTENT\r\nUser-agent: x\rDisallow: /\r\n  #  End Cloudflare Managed Content  \nUser-agent: *\n"),
            [(1, 4)]
        );
        // A byte-order mark is skipped, as Google's parser skips it.
        assert_eq!(
            spans(b"\xEF\xBB\xBF# BEGIN Cloudflare Managed content\n# END Cloudflare Managed Content\n"),
            [(1, 2)]
        );
    }

    #[test]
    fn an_unclosed_block_runs_to_the_end_and_other_comments_are_not_markers() {
        assert_eq!(
            spans(b"User-agent: *\n# BEGIN Cloudflare Managed content\nDisallow: /x"),
            [(2, 3)]
        );
        assert_eq!(
            spans(b"User-agent: * # BEGIN Cloudflare Managed content\n# BEGIN Cloudflare\n# END Cloudflare Managed Content\n"),
            []
        );
        // Two blocks; a second BEGIN inside the first is part of it.
        assert_eq!(
            spans(b"# BEGIN Cloudflare Managed content\n# BEGIN Cloudflare Managed content\n# END Cloudflare Managed Content\nx\n# BEGIN Cloudflare Managed content\n# END Cloudflare Managed Content"),
            [(1, 3), (5, 6)]
        );
    }
}
