//! Reading a URL list from a file a person opens: a plain list (one URL per
//! line), a CSV or TSV crawl export (the column headed `url`, `address` or
//! `loc`, else the first column), or a sitemap XML (its `<loc>` values).
//!
//! Written by hand rather than with the `csv` and `quick-xml` crates, which
//! would ship in the page's wasm for two small readers; the tests check both
//! against those crates on the same inputs.

use crate::tr;

/// What kind of file a list came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Format {
    Plain,
    /// A CSV (`,`) or TSV (`\t`) file; `column` is the header of the column
    /// taken (empty when the file had no header row).
    Table {
        separator: u8,
        column: String,
    },
    Sitemap,
}

/// A list read from a file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Imported {
    pub urls: Vec<String>,
    pub format: Format,
}

impl Imported {
    /// What the page says after opening the file.
    pub fn describe(&self, name: &str) -> String {
        describe(&self.format, self.urls.len(), name)
    }

    /// The list as the URLs textarea holds it.
    pub fn text(&self) -> String {
        self.urls.join("\n")
    }
}

/// What the page says after opening `name`: `count` URLs read as `format`.
pub fn describe(format: &Format, count: usize, name: &str) -> String {
    match format {
        Format::Plain => tr!("import-plain", count = count, name = name),
        Format::Sitemap => tr!("import-sitemap", count = count, name = name),
        Format::Table { separator, column } => {
            let kind = if *separator == b'\t' { "TSV" } else { "CSV" };
            if column.is_empty() {
                tr!(
                    "import-table-first",
                    count = count,
                    kind = kind,
                    name = name
                )
            } else {
                tr!(
                    "import-table-column",
                    count = count,
                    column = column,
                    kind = kind,
                    name = name
                )
            }
        }
    }
}

/// A list read by [`read_list`] as the checking worker hands it to the page
/// (`super::worker`): the list as the URLs textarea holds it, how many URLs
/// and from what kind of file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImportedText {
    pub text: String,
    pub count: usize,
    pub format: Format,
}

impl ImportedText {
    /// As bytes: the kind (0 plain, 1 table, 2 sitemap), the separator, the
    /// count and the column's length (`u32`s, little-endian), the column,
    /// then the text.
    pub fn encode(list: &Imported) -> Vec<u8> {
        let (kind, sep, column) = match &list.format {
            Format::Plain => (0, 0, ""),
            Format::Table { separator, column } => (1, *separator, column.as_str()),
            Format::Sitemap => (2, 0, ""),
        };
        let mut out = vec![kind, sep];
        out.extend_from_slice(&(list.urls.len() as u32).to_le_bytes());
        out.extend_from_slice(&(column.len() as u32).to_le_bytes());
        out.extend_from_slice(column.as_bytes());
        out.extend_from_slice(list.text().as_bytes());
        out
    }

    /// The list encoded by [`ImportedText::encode`]; `None` if malformed.
    pub fn decode(bytes: &[u8]) -> Option<ImportedText> {
        let (head, rest) = bytes.split_first_chunk::<2>()?;
        let [kind, sep] = *head;
        let (count, rest) = rest.split_first_chunk::<4>()?;
        let (len, rest) = rest.split_first_chunk::<4>()?;
        let len = u32::from_le_bytes(*len) as usize;
        if len > rest.len() {
            return None;
        }
        let (column, text) = rest.split_at(len);
        let column = String::from_utf8(column.to_vec()).ok()?;
        Some(ImportedText {
            text: String::from_utf8(text.to_vec()).ok()?,
            count: u32::from_le_bytes(*count) as usize,
            format: match kind {
                0 => Format::Plain,
                1 => Format::Table {
                    separator: sep,
                    column,
                },
                2 => Format::Sitemap,
                _ => return None,
            },
        })
    }
}

/// Reads a list from a file's text; `name` (the file name) decides between
/// CSV and TSV when its extension says, otherwise the content does.
pub fn read_list(name: &str, text: &str) -> Imported {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let lower = name.to_ascii_lowercase();
    let head = text.trim_start();
    if lower.ends_with(".xml")
        || head.starts_with("<?xml")
        || head.starts_with("<urlset")
        || head.starts_with("<sitemapindex")
    {
        return Imported {
            urls: sitemap_locs(text),
            format: Format::Sitemap,
        };
    }
    let first = text.lines().next().unwrap_or("");
    let separator = if lower.ends_with(".tsv") || lower.ends_with(".tab") {
        Some(b'\t')
    } else if lower.ends_with(".csv") {
        Some(b',')
    } else if first.contains('\t') {
        Some(b'\t')
    } else if first.contains(',') && header_column(&split_record(first, b',')).is_some() {
        Some(b',')
    } else {
        None
    };
    match separator {
        Some(sep) => table(text, sep),
        None => Imported {
            urls: text
                .lines()
                .map(str::trim)
                .filter(|l| !l.is_empty())
                .map(String::from)
                .collect(),
            format: Format::Plain,
        },
    }
}

/// The index of the column headed `url`, `address` or `loc`.
fn header_column(header: &[String]) -> Option<usize> {
    ["url", "address", "loc"].iter().find_map(|want| {
        header
            .iter()
            .position(|h| h.trim().eq_ignore_ascii_case(want))
    })
}

fn looks_like_url(s: &str) -> bool {
    let s = s.trim().to_ascii_lowercase();
    s.starts_with("http://") || s.starts_with("https://") || s.starts_with('/')
}

fn table(text: &str, sep: u8) -> Imported {
    let records = records(text, sep);
    let mut iter = records
        .into_iter()
        .filter(|r| r.iter().any(|f| !f.trim().is_empty()));
    let Some(first) = iter.next() else {
        return Imported {
            urls: Vec::new(),
            format: Format::Table {
                separator: sep,
                column: String::new(),
            },
        };
    };
    // A first row whose first field is a URL is data, not a header.
    let (column, header, first_data) = match header_column(&first) {
        Some(i) => (i, first[i].trim().to_string(), None),
        None if looks_like_url(&first[0]) => (0, String::new(), Some(first)),
        None => (0, first[0].trim().to_string(), None),
    };
    let urls = first_data
        .into_iter()
        .chain(iter)
        .filter_map(|mut r| (column < r.len()).then(|| std::mem::take(&mut r[column])))
        .map(|f| f.trim().to_string())
        .filter(|f| !f.is_empty())
        .collect();
    Imported {
        urls,
        format: Format::Table {
            separator: sep,
            column: header,
        },
    }
}

/// One line as a record (no quoted line breaks), for sniffing a header.
fn split_record(line: &str, sep: u8) -> Vec<String> {
    records(line, sep).into_iter().next().unwrap_or_default()
}

/// RFC 4180 records: fields separated by `sep`, optionally in double quotes
/// (a quoted field may hold separators, line breaks and `""` for a quote);
/// records end at LF or CRLF.
pub fn records(text: &str, sep: u8) -> Vec<Vec<String>> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut record = Vec::new();
    let mut field = Vec::new();
    let mut i = 0;
    let mut quoted = false;
    // Whether the current record has any content yet (a blank line is no
    // record).
    let mut started = false;
    while i < bytes.len() {
        let b = bytes[i];
        if quoted {
            if b == b'"' {
                if bytes.get(i + 1) == Some(&b'"') {
                    field.push(b'"');
                    i += 1;
                } else {
                    quoted = false;
                }
            } else {
                field.push(b);
            }
        } else if b == b'"' && field.is_empty() {
            quoted = true;
            started = true;
        } else if b == sep {
            record.push(String::from_utf8_lossy(&field).into_owned());
            field.clear();
            started = true;
        } else if b == b'\n' || b == b'\r' {
            if b == b'\r' && bytes.get(i + 1) == Some(&b'\n') {
                i += 1;
            }
            if started || !field.is_empty() {
                record.push(String::from_utf8_lossy(&field).into_owned());
                out.push(std::mem::take(&mut record));
            }
            field.clear();
            started = false;
        } else {
            field.push(b);
            started = true;
        }
        i += 1;
    }
    if started || !field.is_empty() {
        record.push(String::from_utf8_lossy(&field).into_owned());
        out.push(record);
    }
    out
}

/// The text of every `<loc>` element of a sitemap (or sitemap index), with
/// CDATA sections and XML character references resolved.
pub fn sitemap_locs(xml: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = xml;
    while let Some(start) = rest.find("<loc>") {
        let after = &rest[start + 5..];
        let Some(end) = after.find("</loc>") else {
            break;
        };
        let value = unescape(&after[..end]);
        let value = value.trim();
        if !value.is_empty() {
            out.push(value.to_string());
        }
        rest = &after[end + 6..];
    }
    out
}

/// Resolves `<![CDATA[…]]>` and the character references of XML.
fn unescape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut rest = s;
    while !rest.is_empty() {
        if let Some(after) = rest.strip_prefix("<![CDATA[") {
            let end = after.find("]]>").unwrap_or(after.len());
            out.push_str(&after[..end]);
            rest = after.get(end + 3..).unwrap_or("");
            continue;
        }
        let mut chars = rest.chars();
        let c = chars.next().unwrap_or_default();
        if c == '&' {
            if let Some(semi) = rest[1..].find(';').filter(|&n| n <= 10) {
                let entity = &rest[1..1 + semi];
                let ch = match entity {
                    "amp" => Some('&'),
                    "lt" => Some('<'),
                    "gt" => Some('>'),
                    "quot" => Some('"'),
                    "apos" => Some('\''),
                    _ => entity
                        .strip_prefix("#x")
                        .or_else(|| entity.strip_prefix("#X"))
                        .map(|h| u32::from_str_radix(h, 16))
                        .or_else(|| entity.strip_prefix('#').map(str::parse::<u32>))
                        .and_then(Result::ok)
                        .and_then(char::from_u32),
                };
                if let Some(ch) = ch {
                    out.push(ch);
                    rest = &rest[semi + 2..];
                    continue;
                }
            }
        }
        out.push(c);
        rest = chars.as_str();
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_lists_keep_every_non_blank_line() {
        let l = read_list("urls.txt", "\u{feff}https://e.com/a?x=1,2\n\n  /b  \r\n/c");
        assert_eq!(l.format, Format::Plain);
        assert_eq!(l.urls, ["https://e.com/a?x=1,2", "/b", "/c"]);
        assert_eq!(l.describe("urls.txt"), "3 URLs from urls.txt.");
    }

    #[test]
    fn crawl_exports_take_the_url_column() {
        let csv = "Status,Address,Title\n200,https://e.com/a,\"Hello, world\"\n301,\"https://e.com/b?q=\"\"x\"\"\",B\n\n";
        let l = read_list("crawl.csv", csv);
        assert_eq!(l.urls, ["https://e.com/a", "https://e.com/b?q=\"x\""]);
        assert_eq!(
            l.format,
            Format::Table {
                separator: b',',
                column: "Address".into()
            }
        );
        assert_eq!(
            l.describe("crawl.csv"),
            "2 URLs from the “Address” column of the CSV file crawl.csv."
        );
        let tsv = "loc\tlastmod\n/a\t2024\n/b\t2025\n";
        assert_eq!(read_list("x.tsv", tsv).urls, ["/a", "/b"]);
        // Sniffed from the content: a tab in the first line.
        assert_eq!(read_list("export", tsv).urls, ["/a", "/b"]);
        // A header the reader does not know: the first column, header skipped.
        assert_eq!(
            read_list("x.csv", "Page,Hits\n/a,3\n/b,4\n").urls,
            ["/a", "/b"]
        );
        // No header at all: the first row is data.
        assert_eq!(read_list("x.csv", "/a,3\n/b,4\n").urls, ["/a", "/b"]);
        // A plain list whose URLs hold commas is not taken for CSV.
        assert_eq!(read_list("list", "/a?x=1,2\n/b").urls, ["/a?x=1,2", "/b"]);
        // Short rows are skipped, not an error.
        assert_eq!(read_list("x.csv", "a,url\n1\n2,/b\n").urls, ["/b"]);
    }

    #[test]
    fn sitemaps_give_their_loc_values() {
        let xml = r#"<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"
        xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">
  <url><loc>https://e.com/a?x=1&amp;y=2</loc><lastmod>2024-01-01</lastmod></url>
  <url><loc> https://e.com/b </loc>
    <image:image><image:loc>https://e.com/i.png</image:loc></image:image></url>
  <url><loc><![CDATA[https://e.com/c?a=<b>]]></loc></url>
  <url><loc>https://e.com/&#x444;&#1092;</loc></url>
</urlset>"#;
        let l = read_list("sitemap.xml", xml);
        assert_eq!(l.format, Format::Sitemap);
        assert_eq!(
            l.urls,
            [
                "https://e.com/a?x=1&y=2",
                "https://e.com/b",
                "https://e.com/c?a=<b>",
                "https://e.com/фф"
            ]
        );
        assert_eq!(
            read_list(
                "idx",
                "<sitemapindex><sitemap><loc>https://e.com/s1.xml</loc></sitemap></sitemapindex>"
            )
            .urls,
            ["https://e.com/s1.xml"]
        );
        assert_eq!(
            l.describe("sitemap.xml"),
            "4 URLs from the <loc> entries of the sitemap sitemap.xml."
        );
        let one = read_list("list.tsv", "/a\n");
        assert_eq!(
            one.describe("list.tsv"),
            "1 URL from the first column of the TSV file list.tsv."
        );
        assert!(read_list("broken.xml", "<urlset><loc>https://e.com/a")
            .urls
            .is_empty());
    }

    /// The hand-written CSV reader against the `csv` crate.
    #[test]
    fn records_agree_with_the_csv_crate() {
        let inputs = [
            "a,b,c\n1,2,3\n",
            "a,\"b,c\",d\r\n\"x\"\"y\",,\n",
            "\"multi\nline\",2\nlast,row",
            "single",
            "a\tb\n\"c\td\"\te\n",
            ",,\n,\n",
            "héllo,wörld\n\"ü\",ß\n",
        ];
        for input in inputs {
            let sep = if input.contains('\t') { b'\t' } else { b',' };
            let mut reader = csv::ReaderBuilder::new()
                .has_headers(false)
                .flexible(true)
                .delimiter(sep)
                .from_reader(input.as_bytes());
            let want: Vec<Vec<String>> = reader
                .records()
                .map(|r| r.unwrap().iter().map(String::from).collect())
                .collect();
            assert_eq!(records(input, sep), want, "{input:?}");
        }
    }

    /// The hand-written `<loc>` reader against `quick-xml`.
    #[test]
    fn sitemap_locs_agree_with_quick_xml() {
        let xml = r#"<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<url><loc>https://e.com/?a=1&amp;b=&lt;2&gt;&quot;&apos;</loc></url>
<url><loc><![CDATA[https://e.com/x?&y]]></loc><priority>0.5</priority></url>
<url><loc>https://e.com/&#233;&#xE9;</loc></url></urlset>"#;
        let mut reader = quick_xml::Reader::from_str(xml);
        let mut want = Vec::new();
        let mut in_loc = false;
        let mut text = String::new();
        loop {
            match reader.read_event().unwrap() {
                quick_xml::events::Event::Start(e) if e.name().as_ref() == b"loc" => {
                    in_loc = true;
                    text.clear();
                }
                quick_xml::events::Event::End(e) if e.name().as_ref() == b"loc" => {
                    in_loc = false;
                    want.push(text.trim().to_string());
                }
                quick_xml::events::Event::Text(t) if in_loc => {
                    text.push_str(&t.unescape().unwrap());
                }
                quick_xml::events::Event::CData(t) if in_loc => {
                    text.push_str(std::str::from_utf8(&t.into_inner()).unwrap());
                }
                quick_xml::events::Event::Eof => break,
                _ => {}
            }
        }
        assert_eq!(want.len(), 3);
        assert_eq!(sitemap_locs(xml), want);
    }
}
