//! Reading a URL list from a file a person opens: a plain list (one URL per
//! line), a CSV or TSV crawl export (the column headed `url`, `address` or
//! `loc`, else the first column), or a sitemap XML (its `<loc>` values).
//!
//! Run in the checking worker (whose wasm is not part of the first render),
//! with the `csv` crate and `robots-sitemap`'s `<loc>` reader.

use crate::i18n::tr;

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

/// The most a gzip list file (a `.xml.gz` sitemap) may inflate to:
/// sitemaps.org's 50 MB (52,428,800 bytes) uncompressed.
pub const GUNZIP_LIMIT: usize = robots_sitemap::MAX_BYTES as usize;

/// Whether a list read from the file `name` is a sitemap, whose summary
/// the page shows: an XML sitemap (or index), or a plain list whose name
/// says it is one (sitemaps.org's text format).
pub fn is_sitemap(format: &Format, name: &str) -> bool {
    match format {
        Format::Sitemap => true,
        Format::Plain => name.to_ascii_lowercase().contains("sitemap"),
        Format::Table { .. } => false,
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
/// (`wire::answer` carries it): the list as the URLs textarea holds it, how many URLs
/// and from what kind of file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImportedText {
    pub text: String,
    pub count: usize,
    pub format: Format,
}

impl ImportedText {
    /// The list as the URLs textarea holds it, with its count and format.
    pub fn of(list: &Imported) -> ImportedText {
        ImportedText {
            text: list.text(),
            count: list.urls.len(),
            format: list.format.clone(),
        }
    }
}

/// The list read from a file's bytes (read as UTF-8 with replacement):
/// what the checking worker answers (`wire::answer::import_reply` encodes
/// it).
pub fn import_file(name: &str, bytes: &[u8]) -> ImportedText {
    ImportedText::of(&read_list(name, &String::from_utf8_lossy(bytes)))
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
/// records end at LF, CR or CRLF; blank lines are no records; rows may have
/// any number of fields.
pub fn records(text: &str, sep: u8) -> Vec<Vec<String>> {
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .delimiter(sep)
        .from_reader(text.as_bytes());
    // The text is UTF-8, so every record is: an error is the input's end.
    reader
        .records()
        .map_while(Result::ok)
        .map(|r| r.iter().map(String::from).collect())
        .collect()
}

/// The text of every `<loc>` element of a sitemap (or sitemap index), as
/// `robots site` reads them: [`robots_sitemap::locs`].
pub use robots_sitemap::locs as sitemap_locs;

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

    #[test]
    fn csv_records_follow_rfc_4180() {
        assert_eq!(
            records(
                "a,\"b,c\",d\r\n\"x\"\"y\",,\n\n\"multi\nline\",2\rlast",
                b','
            ),
            [
                vec!["a", "b,c", "d"],
                vec!["x\"y", "", ""],
                vec!["multi\nline", "2"],
                vec!["last"],
            ]
        );
        assert_eq!(
            records("a\tb\n\"c\td\"\te\n", b'\t'),
            [["a", "b"], ["c\td", "e"]]
        );
    }

    #[test]
    fn a_sitemap_is_told_by_its_format_or_its_name() {
        assert!(is_sitemap(&Format::Sitemap, "urls.xml"));
        assert!(is_sitemap(&Format::Plain, "Sitemap-2.txt"));
        assert!(!is_sitemap(&Format::Plain, "urls.txt"));
        let table = Format::Table {
            separator: b',',
            column: "url".into(),
        };
        assert!(!is_sitemap(&table, "sitemap.csv"));
    }

    #[test]
    fn sitemap_locs_are_the_sitemap_namespace_s() {
        // The sitemaps namespace under a prefix; an extension's <loc> is not
        // a page; a comment is not a <loc>.
        let xml = r#"<?xml version="1.0"?>
<sm:urlset xmlns:sm="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:video="http://www.google.com/schemas/sitemap-video/1.1">
  <!-- <sm:loc>https://e.com/commented</sm:loc> -->
  <sm:url><sm:loc>https://e.com/a</sm:loc><video:video><video:loc>https://e.com/v.mp4</video:loc></video:video></sm:url>
  <sm:url><sm:loc>https://e.com/b&nbsp;&amp;c</sm:loc></sm:url>
</sm:urlset>"#;
        assert_eq!(
            sitemap_locs(xml),
            ["https://e.com/a", "https://e.com/b&nbsp;&amp;c"]
        );
        // Escaped query separators and a numeric reference are read as the
        // characters they stand for.
        assert_eq!(
            sitemap_locs(
                "<urlset><url><loc>https://e.com/?a=1&amp;b=2&#38;c=&lt;3&gt;</loc></url></urlset>"
            ),
            ["https://e.com/?a=1&b=2&c=<3>"]
        );
        // Cut off: what came before the damage.
        assert_eq!(
            sitemap_locs("<urlset><url><loc>/a</loc></url><url><loc>/b</lo"),
            ["/a"]
        );
    }
}
