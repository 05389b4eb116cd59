//! Reading an `llms.txt` (llmstxt.org: Markdown whose link lists point an
//! AI crawler at a site's pages) as a stream: every link target handed to
//! a callback as soon as it is read: `[text](target "title")` and
//! `<https://…>` autolinks. Memory stays bounded by one line (cut at
//! [`MAX_LINE`]); reading stops at [`crate::sitemap::MAX_BYTES`] and
//! [`crate::sitemap::MAX_URLS`] links, as a sitemap's does, and says so.

use std::io::{BufReader, Read};

use crate::sitemap::{next_line, Cut, Flow, MAX_BYTES, MAX_LOC, MAX_URLS};

/// The longest line read; the rest of a longer one is skipped unread
/// into memory.
pub const MAX_LINE: usize = 64 * 1024;

/// How reading went: links handed on, where it stopped, why it failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Summary {
    pub links: usize,
    pub cut: Option<Cut>,
    pub error: Option<String>,
}

/// The link targets of one Markdown line, in order (each trimmed, at
/// most [`MAX_LOC`] bytes; an empty one skipped).
pub fn links(line: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut rest = line;
    loop {
        let inline = rest.find("](");
        let auto = rest.find("<http");
        let (start, close) = match (inline, auto) {
            (Some(i), Some(a)) if a < i => (a + 1, '>'),
            (Some(i), _) => (i + 2, ')'),
            (None, Some(a)) => (a + 1, '>'),
            (None, None) => return out,
        };
        let after = &rest[start..];
        let Some(end) = after.find(close) else {
            return out;
        };
        // `(url "title")`: the target ends at white space.
        let target = after[..end].split_whitespace().next().unwrap_or("");
        let target = target.trim_start_matches('<').trim_end_matches('>');
        if !target.is_empty() && target.len() <= MAX_LOC {
            out.push(target);
        }
        rest = &after[end + 1..];
    }
}

/// Reads `input`, calling `each` with every link target.
pub fn read(input: impl Read, mut each: impl FnMut(&str) -> Flow) -> Summary {
    let mut r = BufReader::with_capacity(64 * 1024, input.take(MAX_BYTES + 1));
    let mut summary = Summary {
        links: 0,
        cut: None,
        error: None,
    };
    let mut read = 0u64;
    let mut line = Vec::with_capacity(256);
    loop {
        let ended = match next_line(&mut r, &mut line, MAX_LINE) {
            Ok((bytes, ended)) => {
                read += bytes;
                ended
            }
            Err(e) => {
                summary.error = Some(e.to_string());
                return summary;
            }
        };
        if read > MAX_BYTES {
            summary.cut = Some(Cut::Bytes);
            return summary;
        }
        let text = String::from_utf8_lossy(&line);
        for link in links(&text) {
            if summary.links >= MAX_URLS {
                summary.cut = Some(Cut::Urls);
                return summary;
            }
            summary.links += 1;
            if each(link) == Flow::Stop {
                summary.cut = Some(Cut::Stopped);
                return summary;
            }
        }
        if ended {
            return summary;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markdown_links_and_autolinks_are_read() {
        assert_eq!(
            links("- [Docs](https://e.com/docs \"The docs\"): all of it, [API](/api.md)"),
            ["https://e.com/docs", "/api.md"]
        );
        assert_eq!(
            links("See <https://e.com/a> and [b](<https://e.com/b c>)"),
            ["https://e.com/a", "https://e.com/b"]
        );
        assert!(links("# Title").is_empty());
        assert!(links("[broken](https://e.com").is_empty());
        let text = "# Site\n\n> About.\n\n## Docs\n\n- [A](https://e.com/a)\n- [B](https://e.com/b): more\n";
        let mut got = Vec::new();
        let s = read(text.as_bytes(), |l| {
            got.push(l.to_string());
            Flow::Go
        });
        assert_eq!((s.links, s.cut, s.error), (2, None, None));
        assert_eq!(got, ["https://e.com/a", "https://e.com/b"]);
    }
}
