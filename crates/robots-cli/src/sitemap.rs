//! Reading one sitemap as a stream (sitemaps.org's protocol): an XML
//! `<urlset>`, an XML `<sitemapindex>`, or a plain-text list of URLs, each
//! possibly gzip-compressed (told by its first bytes, not by its name).
//! Every `<loc>` is handed to a callback as soon as it is read, so memory
//! stays bounded by one entry whatever the sitemap's size; the reader stops
//! at sitemaps.org's bounds, 50,000 URLs and 50 MB uncompressed, at 50 MB
//! read from the wire, and at 100 gzip members, and says so.
//!
//! XML is read without resolving namespaces (a resolver's cost grows with
//! the declarations in scope, which a hostile file makes many): a `<loc>`
//! counts when it has no prefix, or a prefix declared for the sitemaps
//! namespace (at most [`MAX_PREFIXES`] of them are remembered), so an
//! extension's `<image:loc>` is no page.

use std::cell::Cell;
use std::io::{self, BufRead, BufReader, Read};
use std::rc::Rc;

use flate2::bufread::GzDecoder;
/// sitemaps.org's bounds, the kinds of sitemap and the `<loc>` reader,
/// which the page's URL list import shares.
pub use robots_sitemap::{Kind, Problem, MAX_BYTES, MAX_LOC, MAX_PREFIXES, MAX_URLS};

/// The most gzip members read from one sitemap: a file has one, a few
/// files joined with `cat` a handful; an endless stream of empty members
/// (which inflate to nothing, so no byte bound stops them) stops here.
pub const MAX_MEMBERS: usize = 100;
/// Where reading stopped before the end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cut {
    /// More than [`MAX_URLS`] entries.
    Urls,
    /// More than [`MAX_BYTES`] uncompressed, or read from the wire.
    Bytes,
    /// More than [`MAX_MEMBERS`] gzip members.
    Members,
    /// The callback asked to stop (the run's own bound).
    Stopped,
}

/// How reading one sitemap went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Summary {
    /// `None` when nothing told (an empty body).
    pub kind: Option<Kind>,
    /// Entries handed to the callback.
    pub entries: usize,
    pub cut: Option<Cut>,
    pub problem: Option<Problem>,
}

/// What the callback wants next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flow {
    Go,
    Stop,
}

/// A reader that ends after `limit` bytes and records that it got there.
struct Bounded<R> {
    inner: R,
    left: u64,
    hit: Rc<Cell<bool>>,
}

impl<R> Bounded<R> {
    /// `inner` read up to `left` bytes, and the flag set when it had more.
    fn new(inner: R, left: u64) -> (Bounded<R>, Rc<Cell<bool>>) {
        let hit = Rc::new(Cell::new(false));
        let bounded = Bounded {
            inner,
            left,
            hit: hit.clone(),
        };
        (bounded, hit)
    }
}

impl<R: Read> Read for Bounded<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if self.left == 0 {
            // One byte more tells whether the body goes on.
            let mut probe = [0u8; 1];
            if self.inner.read(&mut probe)? > 0 {
                self.hit.set(true);
            }
            return Ok(0);
        }
        let want = buf.len().min(self.left.min(usize::MAX as u64) as usize);
        let n = self.inner.read(&mut buf[..want])?;
        self.left -= n as u64;
        Ok(n)
    }
}

/// gzip members one after the other (RFC 1952 allows several in a file),
/// at most `max`: past it, the stream ends and `over` is set.
struct Members<R: BufRead> {
    decoder: Option<GzDecoder<R>>,
    left: usize,
    over: Rc<Cell<bool>>,
}

impl<R: BufRead> Read for Members<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        loop {
            let Some(decoder) = self.decoder.as_mut() else {
                return Ok(0);
            };
            let n = decoder.read(buf)?;
            if n > 0 || buf.is_empty() {
                return Ok(n);
            }
            // This member ended: another follows if there are more bytes.
            let Some(decoder) = self.decoder.take() else {
                return Ok(0);
            };
            let mut rest = decoder.into_inner();
            if rest.fill_buf()?.is_empty() {
                return Ok(0);
            }
            if self.left == 0 {
                self.over.set(true);
                return Ok(0);
            }
            self.left -= 1;
            self.decoder = Some(GzDecoder::new(rest));
        }
    }
}

/// Reads one sitemap from `input`, calling `each` with every entry's text
/// (trimmed, entities resolved) and the kind of sitemap it is in.
pub fn read(input: impl Read, each: impl FnMut(Kind, &str) -> Flow) -> Summary {
    read_bounded(input, MAX_URLS, MAX_BYTES, each)
}

/// [`read`] with other bounds (for tests).
pub fn read_bounded(
    input: impl Read,
    max_urls: usize,
    max_bytes: u64,
    mut each: impl FnMut(Kind, &str) -> Flow,
) -> Summary {
    // The wire's bytes are bounded too: gzip members that inflate to little
    // would otherwise be read for as long as the server sends them.
    let (wire, wire_hit) = Bounded::new(input, max_bytes);
    let mut raw = BufReader::with_capacity(64 * 1024, wire);
    let gzip = match raw.fill_buf() {
        Ok(head) => head.starts_with(&[0x1f, 0x8b]),
        Err(e) => {
            return Summary {
                kind: None,
                entries: 0,
                cut: None,
                problem: Some(Problem::Io(e.to_string())),
            }
        }
    };
    let members_over = Rc::new(Cell::new(false));
    let decoded: Box<dyn Read> = if gzip {
        Box::new(Members {
            decoder: Some(GzDecoder::new(raw)),
            left: MAX_MEMBERS - 1,
            over: members_over.clone(),
        })
    } else {
        Box::new(raw)
    };
    let (bounded, hit) = Bounded::new(decoded, max_bytes);
    let mut text = BufReader::with_capacity(64 * 1024, bounded);
    let mut summary = Summary {
        kind: None,
        entries: 0,
        cut: None,
        problem: None,
    };
    // Up to 50,000 entries; the 50,001st is the cut.
    let mut give = |summary: &mut Summary, kind: Kind, loc: &str| -> bool {
        if summary.entries >= max_urls {
            summary.cut = Some(Cut::Urls);
            return false;
        }
        summary.entries += 1;
        if each(kind, loc) == Flow::Stop {
            summary.cut = Some(Cut::Stopped);
            return false;
        }
        true
    };
    match skip_blank(&mut text) {
        Err(e) => summary.problem = Some(Problem::Io(e.to_string())),
        Ok(None) => {}
        Ok(Some(b'<')) => {
            let xml = robots_sitemap::read_xml(text, |kind, loc| give(&mut summary, kind, loc));
            summary.kind = xml.kind;
            summary.problem = xml.problem;
        }
        Ok(Some(_)) => {
            summary.kind = Some(Kind::Text);
            read_text(text, &mut summary, &mut give);
        }
    }
    let cut = if hit.get() || wire_hit.get() {
        Some(Cut::Bytes)
    } else if members_over.get() {
        Some(Cut::Members)
    } else {
        None
    };
    if cut.is_some() && summary.cut.is_none() {
        // What went wrong at the cut (an XML element left open) is the cut.
        summary.cut = cut;
        summary.problem = None;
    }
    summary
}

/// Skips a byte-order mark and white space; the first other byte, if any.
fn skip_blank(r: &mut impl BufRead) -> io::Result<Option<u8>> {
    let mut first = true;
    loop {
        let buf = r.fill_buf()?;
        if buf.is_empty() {
            return Ok(None);
        }
        if first && buf.starts_with(b"\xEF\xBB\xBF") {
            r.consume(3);
            first = false;
            continue;
        }
        first = false;
        let blank = buf.iter().take_while(|b| b.is_ascii_whitespace()).count();
        if blank < buf.len() {
            let b = buf[blank];
            r.consume(blank);
            return Ok(Some(b));
        }
        let n = buf.len();
        r.consume(n);
    }
}

type Give<'a> = dyn FnMut(&mut Summary, Kind, &str) -> bool + 'a;

/// One URL per line; blank lines skipped; a line longer than [`MAX_LOC`]
/// is passed on cut there (the rest of it is skipped, never held).
fn read_text(mut r: impl BufRead, summary: &mut Summary, give: &mut Give) {
    let mut line = Vec::with_capacity(256);
    loop {
        let ended = match next_line(&mut r, &mut line, MAX_LOC) {
            Ok((_, ended)) => ended,
            Err(e) => {
                summary.problem = Some(Problem::Io(e.to_string()));
                return;
            }
        };
        let text = String::from_utf8_lossy(&line);
        let url = text.trim();
        if !url.is_empty() && !give(summary, Kind::Text, url) {
            return;
        }
        if ended {
            return;
        }
    }
}

/// Reads the next line of `r` (up to a `\n`, which is not kept) into
/// `line`, cleared first: at most `max` bytes of it are kept, the rest is
/// read past, never held. The bytes read (the newline included) and
/// whether the input ended.
pub fn next_line(r: &mut impl BufRead, line: &mut Vec<u8>, max: usize) -> io::Result<(u64, bool)> {
    line.clear();
    let mut read = 0u64;
    loop {
        let buf = r.fill_buf()?;
        if buf.is_empty() {
            return Ok((read, true));
        }
        let (take, newline) = match memchr(b'\n', buf) {
            Some(i) => (i, true),
            None => (buf.len(), false),
        };
        let room = max.saturating_sub(line.len());
        line.extend_from_slice(&buf[..take.min(room)]);
        let used = take + usize::from(newline);
        r.consume(used);
        read += used as u64;
        if newline {
            return Ok((read, false));
        }
    }
}

fn memchr(needle: u8, hay: &[u8]) -> Option<usize> {
    hay.iter().position(|&b| b == needle)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Write;

    fn all(input: &[u8]) -> (Summary, Vec<(Kind, String)>) {
        let mut got = Vec::new();
        let s = read(input, |k, u| {
            got.push((k, u.to_string()));
            Flow::Go
        });
        (s, got)
    }

    fn gzip(data: &[u8]) -> Vec<u8> {
        let mut e = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::fast());
        e.write_all(data).unwrap();
        e.finish().unwrap()
    }

    const URLSET: &str = r#"<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"
        xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">
  <url><loc> https://e.com/a?x=1&amp;y=2 </loc><image:image><image:loc>https://e.com/i.png</image:loc></image:image></url>
  <url><loc><![CDATA[https://e.com/b]]></loc><lastmod>2024-01-01</lastmod></url>
</urlset>"#;

    #[test]
    fn a_urlset_gives_its_page_locs() {
        let (s, got) = all(URLSET.as_bytes());
        assert_eq!(s.kind, Some(Kind::Urlset));
        assert_eq!((s.entries, s.cut, s.problem), (2, None, None));
        assert_eq!(
            got,
            [
                (Kind::Urlset, "https://e.com/a?x=1&y=2".to_string()),
                (Kind::Urlset, "https://e.com/b".to_string())
            ]
        );
        // Compressed, with a BOM: the same.
        let mut bom = b"\xEF\xBB\xBF".to_vec();
        bom.extend_from_slice(URLSET.as_bytes());
        assert_eq!(all(&gzip(&bom)).1, got);
    }

    #[test]
    fn an_index_text_and_broken_input() {
        let index = "<sitemapindex><sitemap><loc>https://e.com/s1.xml</loc></sitemap>\
                     <sitemap><loc>https://e.com/s2.xml.gz</loc></sitemap></sitemapindex>";
        let (s, got) = all(index.as_bytes());
        assert_eq!((s.kind, s.entries), (Some(Kind::Index), 2));
        assert_eq!(got[1], (Kind::Index, "https://e.com/s2.xml.gz".to_string()));
        let (s, got) = all(b"\n https://e.com/a \r\n\nhttps://e.com/b");
        assert_eq!((s.kind, s.entries, s.problem), (Some(Kind::Text), 2, None));
        assert_eq!(got[0].1, "https://e.com/a");
        // Mismatched tags: the URLs before the fault, and the fault.
        let (s, got) =
            all(b"<urlset><url><loc>https://e.com/a</loc></url><url><loc>x</lo></urlset>");
        assert_eq!(got.len(), 1);
        assert!(matches!(s.problem, Some(Problem::Xml(_))), "{s:?}");
        // An element left open at the end.
        let (s, _) = all(b"<urlset><url><loc>https://e.com/a</loc>");
        assert!(matches!(s.problem, Some(Problem::Xml(_))), "{s:?}");
        // Another root.
        let (s, _) = all(b"<html><body>Not found</body></html>");
        assert_eq!(s.problem, Some(Problem::Root("html".to_string())));
        // An empty root element: an empty sitemap, or another root.
        let (s, got) = all(b"<?xml version=\"1.0\"?><urlset/>");
        assert_eq!(
            (s.kind, s.problem, got.len()),
            (Some(Kind::Urlset), None, 0)
        );
        let (s, _) = all(b"<html/>");
        assert_eq!(s.problem, Some(Problem::Root("html".to_string())));
        // Not gzip after all: a broken stream.
        let (s, _) = all(b"\x1f\x8b\x08\x00garbage");
        assert!(matches!(s.problem, Some(Problem::Io(_))), "{s:?}");
        // Empty.
        let (s, got) = all(b"");
        assert_eq!((s.kind, s.problem, got.len()), (None, None, 0));
        // Invalid UTF-8 and NUL bytes in a text sitemap are read, lossily.
        let (s, got) = all(b"https://e.com/\xff\x00\n");
        assert_eq!(
            (s.entries, got[0].1.as_str()),
            (1, "https://e.com/\u{fffd}\u{0}")
        );
    }

    #[test]
    fn bounds_cut_and_say_so() {
        let urls: String = (0..10)
            .map(|i| format!("<url><loc>https://e.com/{i}</loc></url>"))
            .collect();
        let xml = format!("<urlset>{urls}</urlset>");
        let mut n = 0;
        let s = read_bounded(xml.as_bytes(), 4, MAX_BYTES, |_, _| {
            n += 1;
            Flow::Go
        });
        assert_eq!((s.entries, s.cut, n), (4, Some(Cut::Urls), 4));
        // Exactly at the bound: no cut.
        let s = read_bounded(xml.as_bytes(), 10, MAX_BYTES, |_, _| Flow::Go);
        assert_eq!((s.entries, s.cut), (10, None));
        // Bytes: cut inside the document, the cut is what is said.
        let s = read_bounded(xml.as_bytes(), 100, 100, |_, _| Flow::Go);
        assert_eq!((s.cut, s.problem), (Some(Cut::Bytes), None));
        assert!(s.entries < 10);
        // A gzip bomb stops at the bound uncompressed.
        let bomb = gzip(&vec![b'a'; 5_000_000]);
        let s = read_bounded(&bomb[..], 100, 1_000_000, |_, _| Flow::Go);
        assert_eq!((s.cut, s.entries), (Some(Cut::Bytes), 1));
        // The callback stops it.
        let s = read(xml.as_bytes(), |_, _| Flow::Stop);
        assert_eq!((s.entries, s.cut), (1, Some(Cut::Stopped)));
        // A huge loc is kept to MAX_LOC bytes.
        let long = format!(
            "<urlset><url><loc>https://e.com/{}</loc></url></urlset>",
            "a".repeat(100_000)
        );
        let (_, got) = all(long.as_bytes());
        assert_eq!(got[0].1.len(), MAX_LOC);
        let (_, got) =
            all(format!("https://e.com/{}\nhttps://e.com/b\n", "a".repeat(100_000)).as_bytes());
        assert_eq!(
            (got[0].1.len(), got[1].1.as_str()),
            (MAX_LOC, "https://e.com/b")
        );
    }

    /// `count` copies of `unit` after `head`, made as they are read
    /// (never held whole).
    struct Repeat {
        head: Vec<u8>,
        unit: Vec<u8>,
        left: usize,
        at: usize,
    }

    impl Read for Repeat {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            if !self.head.is_empty() {
                let n = buf.len().min(self.head.len());
                buf[..n].copy_from_slice(&self.head[..n]);
                self.head.drain(..n);
                return Ok(n);
            }
            let mut n = 0;
            while n < buf.len() && self.left > 0 {
                buf[n] = self.unit[self.at];
                n += 1;
                self.at += 1;
                if self.at == self.unit.len() {
                    self.at = 0;
                    self.left -= 1;
                }
            }
            Ok(n)
        }
    }

    #[test]
    fn empty_gzip_members_stop_after_the_hundredth() {
        // A URL, then two million empty members (40 MB that inflate to
        // nothing): read to the 100th member only.
        let input = Repeat {
            head: gzip(b"https://e.com/a\n"),
            unit: gzip(b""),
            left: 2_000_000,
            at: 0,
        };
        let (mut n, start) = (0, std::time::Instant::now());
        let s = read(input, |_, _| {
            n += 1;
            Flow::Go
        });
        assert_eq!((s.cut, s.problem, n), (Some(Cut::Members), None, 1));
        assert!(start.elapsed().as_secs() < 5, "{:?}", start.elapsed());
        // A hundred members are read.
        let mut joined = Vec::new();
        for i in 0..MAX_MEMBERS {
            joined.extend(gzip(format!("https://e.com/{i}\n").as_bytes()));
        }
        let (s, got) = all(&joined);
        assert_eq!((s.cut, got.len()), (None, MAX_MEMBERS));
    }

    #[test]
    fn the_wire_is_bounded_too() {
        // One gzip member of empty stored deflate blocks (5 bytes each,
        // inflating to nothing): cut at the byte bound on the wire.
        let mut head = vec![0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff];
        head.extend_from_slice(&[0, 0, 0, 0xff, 0xff]);
        let input = Repeat {
            head,
            unit: vec![0, 0, 0, 0xff, 0xff],
            left: 1_000_000,
            at: 0,
        };
        let s = read_bounded(input, 100, 1_000_000, |_, _| Flow::Go);
        assert_eq!((s.cut, s.problem, s.entries), (Some(Cut::Bytes), None, 0));
    }
}
