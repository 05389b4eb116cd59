//! sitemaps.org's bounds and the `<loc>` reader, in one place for
//! `robots site` (`crates/robots-cli/src/sitemap.rs`, which adds gzip, the
//! plain-text format and the bounds) and the page's URL list import
//! (`model::import`, in the checking worker).
//!
//! XML is read as a stream without resolving namespaces (a resolver's cost
//! grows with the declarations in scope, which a hostile file makes many):
//! a `<loc>` counts when it has no prefix, or a prefix declared for the
//! sitemaps namespace (at most [`MAX_PREFIXES`] of them are remembered), so
//! an extension's `<image:loc>` is no page.

use std::io::BufRead;

use quick_xml::events::{BytesStart, Event};

/// sitemaps.org: at most 50,000 URLs per sitemap (and sitemaps per index).
pub const MAX_URLS: usize = 50_000;
/// sitemaps.org: at most 50 MB (52,428,800 bytes) uncompressed.
pub const MAX_BYTES: u64 = 52_428_800;
/// The prefixes bound to the sitemaps namespace that are remembered.
pub const MAX_PREFIXES: usize = 8;
/// The longest `<loc>` (or text line) kept: sitemaps.org allows 2,048
/// characters; anything longer is passed on cut, and is no URL a crawler
/// fetches.
pub const MAX_LOC: usize = 8_192;

/// The sitemaps namespace.
pub const SITEMAP_NS: &[u8] = b"http://www.sitemaps.org/schemas/sitemap/0.9";

/// What a sitemap turned out to be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// `<urlset>`: its `<loc>` values are pages.
    Urlset,
    /// `<sitemapindex>`: its `<loc>` values are sitemaps.
    Index,
    /// Plain text, one URL per line.
    Text,
}

/// Why a sitemap could not be read (to the end).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// Reading failed: the connection, or a broken gzip stream.
    Io(String),
    /// Not well-formed XML, with the parser's words and the byte offset.
    Xml(String),
    /// Well-formed, but the root element is neither `urlset` nor
    /// `sitemapindex`.
    Root(String),
}

/// What reading an XML sitemap told: its kind (by its root element) and,
/// if it stopped before the end, why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Xml {
    pub kind: Option<Kind>,
    pub problem: Option<Problem>,
}

/// The `<loc>` values of a `<urlset>` or `<sitemapindex>` (with no prefix
/// or a prefix bound to the sitemaps namespace: an extension's
/// `<image:loc>` is no page), each handed to `each` (trimmed, entities
/// resolved, at most [`MAX_LOC`] bytes) until it returns `false`.
pub fn read_xml(r: impl BufRead, mut each: impl FnMut(Kind, &str) -> bool) -> Xml {
    let mut summary = Xml {
        kind: None,
        problem: None,
    };
    let mut reader = quick_xml::Reader::from_reader(r);
    let mut buf = Vec::new();
    let mut depth = 0usize;
    let mut loc: Option<String> = None;
    // Prefixes declared for the sitemaps namespace (`xmlns:sm="…"`).
    let mut ours: Vec<Vec<u8>> = Vec::new();
    loop {
        buf.clear();
        let event = match reader.read_event_into(&mut buf) {
            Ok(e) => e,
            Err(e) => {
                summary.problem = Some(Problem::Xml(format!(
                    "{e} at byte {}",
                    reader.error_position()
                )));
                return summary;
            }
        };
        match event {
            Event::Start(e) => {
                depth += 1;
                learn_prefixes(&e, &mut ours);
                let name = e.local_name();
                if depth == 1 {
                    if !root(&mut summary, name.as_ref()) {
                        return summary;
                    }
                } else if name.as_ref() == b"loc" {
                    let counts = match e.name().prefix() {
                        None => true,
                        Some(p) => ours.iter().any(|o| o.as_slice() == p.as_ref()),
                    };
                    loc = counts.then(String::new);
                }
            }
            // `<urlset/>`: an empty sitemap (its kind said by `root`).
            Event::Empty(e) if depth == 0 && !root(&mut summary, e.local_name().as_ref()) => {
                return summary
            }
            Event::End(e) => {
                depth = depth.saturating_sub(1);
                if e.local_name().as_ref() == b"loc" {
                    if let (Some(text), Some(kind)) = (loc.take(), summary.kind) {
                        let text = text.trim();
                        if !text.is_empty() && !each(kind, text) {
                            return summary;
                        }
                    }
                }
            }
            Event::Text(t) => {
                if let Some(text) = loc.as_mut() {
                    if text.len() < MAX_LOC {
                        // An unknown entity (`&nbsp;`) stays as written.
                        match t.unescape() {
                            Ok(s) => push_bounded(text, &s),
                            Err(_) => push_bounded(text, &String::from_utf8_lossy(&t)),
                        }
                    }
                }
            }
            Event::CData(t) => {
                if let Some(text) = loc.as_mut() {
                    push_bounded(text, &String::from_utf8_lossy(&t));
                }
            }
            Event::Eof => {
                if depth > 0 {
                    summary.problem = Some(Problem::Xml(format!(
                        "the document ends inside an element at byte {}",
                        reader.buffer_position()
                    )));
                } else if summary.kind.is_none() {
                    summary.problem = Some(Problem::Xml("no root element".to_string()));
                }
                return summary;
            }
            _ => {}
        }
    }
}

/// Remembers the prefixes `e` declares for the sitemaps namespace (up to
/// [`MAX_PREFIXES`]); attributes are read once each, without the
/// duplicate check (whose cost grows with the square of their number).
fn learn_prefixes(e: &BytesStart, ours: &mut Vec<Vec<u8>>) {
    for attribute in e.attributes().with_checks(false).flatten() {
        let key = attribute.key.as_ref();
        if let Some(prefix) = key.strip_prefix(b"xmlns:") {
            if attribute.value.as_ref() == SITEMAP_NS
                && ours.len() < MAX_PREFIXES
                && !ours.iter().any(|o| o.as_slice() == prefix)
            {
                ours.push(prefix.to_vec());
            }
        }
    }
}

/// The sitemap's kind, by its root element's name: `false` (and the
/// problem said) for a root that is neither `urlset` nor `sitemapindex`.
fn root(summary: &mut Xml, name: &[u8]) -> bool {
    summary.kind = match name {
        b"urlset" => Some(Kind::Urlset),
        b"sitemapindex" => Some(Kind::Index),
        other => {
            summary.problem = Some(Problem::Root(String::from_utf8_lossy(other).into_owned()));
            return false;
        }
    };
    true
}

/// Appends up to [`MAX_LOC`] bytes in all (at a character boundary).
fn push_bounded(text: &mut String, more: &str) {
    let room = MAX_LOC.saturating_sub(text.len());
    if more.len() <= room {
        text.push_str(more);
    } else {
        let mut end = room;
        while !more.is_char_boundary(end) {
            end -= 1;
        }
        text.push_str(&more[..end]);
    }
}

/// Every `<loc>` of an XML sitemap (or sitemap index) as [`read_xml`]
/// reads them, whatever their number; those before any damage when the
/// XML is malformed (the page's URL list import).
pub fn locs(xml: &str) -> Vec<String> {
    let mut out = Vec::new();
    read_xml(xml.as_bytes(), |_, loc| {
        out.push(loc.to_string());
        true
    });
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locs_are_the_sitemap_namespaces_with_entities_resolved() {
        // The sitemaps namespace under a prefix; an extension's <loc> is not
        // a page; a comment is not a <loc>; an unknown entity stays as written.
        let xml = r#"<?xml version="1.0"?>
<sm:urlset xmlns:sm="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:video="http://www.google.com/schemas/sitemap-video/1.1">
  <!-- <sm:loc>https://e.com/commented</sm:loc> -->
  <sm:url><sm:loc>https://e.com/a</sm:loc><video:video><video:loc>https://e.com/v.mp4</video:loc></video:video></sm:url>
  <sm:url><sm:loc>https://e.com/b&nbsp;&amp;c</sm:loc></sm:url>
  <sm:url><sm:loc><![CDATA[https://e.com/c?a=<b>]]></sm:loc></sm:url>
  <sm:url><sm:loc> https://e.com/&#x444;?a=1&amp;b=2 </sm:loc></sm:url>
</sm:urlset>"#;
        assert_eq!(
            locs(xml),
            [
                "https://e.com/a",
                "https://e.com/b&nbsp;&amp;c",
                "https://e.com/c?a=<b>",
                "https://e.com/ф?a=1&b=2"
            ]
        );
        // Cut off: what came before the damage, and the damage said.
        let cut = "<urlset><url><loc>/a</loc></url><url><loc>/b</lo";
        assert_eq!(locs(cut), ["/a"]);
        let mut n = 0;
        let x = read_xml(cut.as_bytes(), |kind, _| {
            assert_eq!(kind, Kind::Urlset);
            n += 1;
            true
        });
        assert_eq!(n, 1);
        assert!(matches!(x.problem, Some(Problem::Xml(_))), "{x:?}");
        // An index's entries are sitemaps; another root is no sitemap.
        let x = read_xml(
            &b"<sitemapindex><sitemap><loc>/s.xml</loc></sitemap></sitemapindex>"[..],
            |k, l| {
                assert_eq!((k, l), (Kind::Index, "/s.xml"));
                true
            },
        );
        assert_eq!(
            x,
            Xml {
                kind: Some(Kind::Index),
                problem: None
            }
        );
        let x = read_xml(&b"<rss><loc>/a</loc></rss>"[..], |_, _| panic!("no entry"));
        assert_eq!(x.problem, Some(Problem::Root("rss".into())));
        // A <loc> longer than MAX_LOC is handed on cut there.
        let long = format!(
            "<urlset><url><loc>/{}</loc></url></urlset>",
            "é".repeat(MAX_LOC)
        );
        let got = locs(&long);
        assert!(
            got[0].len() <= MAX_LOC && got[0].len() > MAX_LOC - 2,
            "{}",
            got[0].len()
        );
    }
}
