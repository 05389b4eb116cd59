//! Exporting the results as CSV or JSON, made in the page and saved as a
//! download: nothing is sent anywhere.
//!
//! One record per (URL, crawler) of the rows shown (filter, search and sort
//! apply), with the columns `url, crawler, token, verdict, line, rule,
//! reason`: `crawler` is the crawler as typed, `token` the product token
//! tested, `verdict` `allowed`, `disallowed` or `invalid` (a URL that cannot
//! be tested), `line` the deciding line (0 = none), `rule` that line's rule
//! as written, `reason` the reason code (`longest_match`, `tie_allow_wins`,
//! …, `status` when a simulated fetch result decides, `invalid_url`). JSON
//! records also carry `path` (what was tested) and, for an invalid URL,
//! `error`.
//!
//! The CSV and JSON writers are a few lines each (no `csv` or `serde_json`
//! in the page); the tests check them against those crates.

use super::fetch::StatusRule;
use super::inputs::{CrawlerCol, UrlRow};
use super::parsed::Parsed;
use super::wording::verdict_word;
use robots::tester;

/// CSV or JSON.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Csv,
    Json,
}

impl Kind {
    pub fn file_name(self) -> &'static str {
        match self {
            Kind::Csv => "robots-results.csv",
            Kind::Json => "robots-results.json",
        }
    }

    pub fn mime(self) -> &'static str {
        match self {
            Kind::Csv => "text/csv;charset=utf-8",
            Kind::Json => "application/json",
        }
    }

    /// What comes before the first record.
    pub fn head(self) -> &'static str {
        match self {
            Kind::Csv => "url,crawler,token,verdict,line,rule,reason\r\n",
            Kind::Json => "[",
        }
    }

    /// What comes after the last record.
    pub fn tail(self) -> &'static str {
        match self {
            Kind::Csv => "",
            Kind::Json => "\n]\n",
        }
    }
}

/// One exported record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record<'a> {
    pub url: &'a str,
    pub crawler: &'a str,
    pub token: &'a str,
    pub path: Option<&'a str>,
    pub verdict: &'static str,
    pub line: u32,
    pub rule: String,
    pub reason: &'static str,
    pub error: Option<&'a str>,
}

/// A CSV field, quoted when it holds a comma, a quote or a line break.
pub fn csv_field(out: &mut String, s: &str) {
    if s.contains([',', '"', '\n', '\r']) {
        out.push('"');
        out.push_str(&s.replace('"', "\"\""));
        out.push('"');
    } else {
        out.push_str(s);
    }
}

/// A JSON string literal.
pub fn json_string(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => {
                const HEX: &[u8; 16] = b"0123456789abcdef";
                out.push_str("\\u00");
                out.push(HEX[(c as usize) >> 4] as char);
                out.push(HEX[(c as usize) & 15] as char);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

impl Record<'_> {
    /// Appends the record; `first` is whether it is the file's first.
    pub fn write(&self, kind: Kind, first: bool, out: &mut String) {
        match kind {
            Kind::Csv => {
                for (i, field) in [self.url, self.crawler, self.token, self.verdict]
                    .into_iter()
                    .enumerate()
                {
                    if i > 0 {
                        out.push(',');
                    }
                    csv_field(out, field);
                }
                out.push(',');
                out.push_str(&self.line.to_string());
                out.push(',');
                csv_field(out, &self.rule);
                out.push(',');
                csv_field(out, self.reason);
                out.push_str("\r\n");
            }
            Kind::Json => {
                out.push_str(if first { "\n{" } else { ",\n{" });
                let fields: [(&str, Option<&str>); 5] = [
                    ("url", Some(self.url)),
                    ("crawler", Some(self.crawler)),
                    ("token", Some(self.token)),
                    ("path", self.path),
                    ("verdict", Some(self.verdict)),
                ];
                for (i, (key, value)) in fields.into_iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    json_string(out, key);
                    out.push(':');
                    match value {
                        Some(v) => json_string(out, v),
                        None => out.push_str("null"),
                    }
                }
                out.push_str(",\"line\":");
                out.push_str(&self.line.to_string());
                out.push_str(",\"rule\":");
                json_string(out, &self.rule);
                out.push_str(",\"reason\":");
                json_string(out, self.reason);
                if let Some(e) = self.error {
                    out.push_str(",\"error\":");
                    json_string(out, e);
                }
                out.push('}');
            }
        }
    }
}

/// What is exported: the parsed file, the URL rows and the crawlers.
#[derive(Clone, Copy)]
pub struct Source<'a> {
    pub parsed: &'a Parsed,
    pub rows: &'a [UrlRow],
    pub cols: &'a [CrawlerCol],
    /// A simulated fetch result that replaces the rules.
    pub status: Option<StatusRule>,
}

/// Appends the records of `shown` rows (indices into the source's rows) ×
/// every crawler; `first` is whether nothing was written before. Full
/// verdicts (the slow path) are computed here: export is a one-off.
pub fn write_rows(kind: Kind, source: Source<'_>, shown: &[u32], first: bool, out: &mut String) {
    let Source {
        parsed,
        rows,
        cols,
        status,
    } = source;
    let views: Vec<_> = cols
        .iter()
        .map(|c| tester::view(&parsed.robots, &c.token))
        .collect();
    let mut first = first;
    for &r in shown {
        let Some(url) = rows.get(r as usize) else {
            continue;
        };
        for (col, view) in cols.iter().zip(&views) {
            let mut record = Record {
                url: &url.input,
                crawler: &col.input,
                token: &col.token,
                path: url.path.as_deref().ok(),
                verdict: "invalid",
                line: 0,
                rule: String::new(),
                reason: "invalid_url",
                error: url.path.as_ref().err().map(String::as_str),
            };
            if let Ok(path) = &url.path {
                match status {
                    Some(s) => {
                        record.verdict = verdict_word(s.allowed);
                        record.reason = "status";
                    }
                    None => {
                        let v = view.verdict(path.as_bytes());
                        record.verdict = verdict_word(v.allowed);
                        record.line = v.line;
                        record.rule = v.decisive.as_ref().map(|d| d.display()).unwrap_or_default();
                        record.reason = v.reason.code();
                    }
                }
            }
            record.write(kind, first, out);
            first = false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{crawler_cols, status_rule, url_rows};

    fn export(kind: Kind, urls: &str, status: Option<StatusRule>) -> String {
        let parsed = Parsed::new("User-agent: *\nDisallow: /private\nAllow: /private/ok\n");
        let rows = url_rows(urls);
        let cols = crawler_cols(
            &[
                "Googlebot".into(),
                "Mozilla/5.0 (compatible; Bingbot/2.0)".into(),
            ],
            &[],
        );
        let shown: Vec<u32> = (0..rows.len() as u32).collect();
        let source = Source {
            parsed: &parsed,
            rows: &rows,
            cols: &cols,
            status,
        };
        let mut out = kind.head().to_string();
        let (a, b) = shown.split_at(shown.len() / 2);
        write_rows(kind, source, a, true, &mut out);
        write_rows(kind, source, b, a.is_empty(), &mut out);
        out.push_str(kind.tail());
        out
    }

    #[test]
    fn csv_has_one_record_per_url_and_crawler() {
        let csv = export(
            Kind::Csv,
            "/private/x\n/private/ok,\"q\"\nhttp://a b/",
            None,
        );
        assert_eq!(
            csv,
            "url,crawler,token,verdict,line,rule,reason\r\n\
             /private/x,Googlebot,Googlebot,disallowed,2,Disallow: /private,longest_match\r\n\
             /private/x,Mozilla/5.0 (compatible; Bingbot/2.0),Bingbot,disallowed,2,Disallow: /private,longest_match\r\n\
             \"/private/ok,\"\"q\"\"\",Googlebot,Googlebot,allowed,3,Allow: /private/ok,longest_match\r\n\
             \"/private/ok,\"\"q\"\"\",Mozilla/5.0 (compatible; Bingbot/2.0),Bingbot,allowed,3,Allow: /private/ok,longest_match\r\n\
             http://a b/,Googlebot,Googlebot,invalid,0,,invalid_url\r\n\
             http://a b/,Mozilla/5.0 (compatible; Bingbot/2.0),Bingbot,invalid,0,,invalid_url\r\n"
        );
        // Read back by the csv crate: the same fields.
        let mut reader = csv::Reader::from_reader(csv.as_bytes());
        let rows: Vec<csv::StringRecord> = reader.records().map(Result::unwrap).collect();
        assert_eq!(rows.len(), 6);
        assert_eq!(&rows[2][0], "/private/ok,\"q\"");
        assert_eq!(&rows[1][1], "Mozilla/5.0 (compatible; Bingbot/2.0)");
    }

    #[test]
    fn json_is_what_serde_json_reads() {
        let json = export(Kind::Json, "/private/x\n/a\"\\\u{1}\tb\nmailto:x@y.z", None);
        let v: serde_json::Value = serde_json::from_str(&json).unwrap();
        let records = v.as_array().unwrap();
        assert_eq!(records.len(), 6);
        assert_eq!(records[0]["verdict"], "disallowed");
        assert_eq!(records[0]["line"], 2);
        assert_eq!(records[0]["rule"], "Disallow: /private");
        assert_eq!(records[1]["token"], "Bingbot");
        assert_eq!(records[2]["url"], "/a\"\\\u{1}\tb");
        assert_eq!(records[2]["reason"], "no_matching_rule");
        assert_eq!(records[4]["path"], serde_json::Value::Null);
        assert!(records[4]["error"].as_str().unwrap().contains("mailto"));
        let empty = export(Kind::Json, "", None);
        assert_eq!(
            serde_json::from_str::<serde_json::Value>(&empty).unwrap(),
            serde_json::json!([])
        );
    }

    #[test]
    fn a_simulated_fetch_result_decides_the_export() {
        let csv = export(Kind::Csv, "/private/ok", status_rule("503"));
        assert_eq!(
            csv,
            "url,crawler,token,verdict,line,rule,reason\r\n\
             /private/ok,Googlebot,Googlebot,disallowed,0,,status\r\n\
             /private/ok,Mozilla/5.0 (compatible; Bingbot/2.0),Bingbot,disallowed,0,,status\r\n"
        );
    }

    #[test]
    fn string_writers_escape_like_the_reference_crates() {
        for s in [
            "plain",
            "a,b",
            "q\"q",
            "line\nbreak",
            "cr\r",
            "ü€😀",
            "\u{0}\u{1f}",
            "back\\slash",
        ] {
            let mut j = String::new();
            json_string(&mut j, s);
            assert_eq!(serde_json::from_str::<String>(&j).unwrap(), s);
            let mut c = String::new();
            csv_field(&mut c, s);
            c.push_str(",end\n");
            let mut reader = csv::ReaderBuilder::new()
                .has_headers(false)
                .from_reader(c.as_bytes());
            let rec = reader.records().next().unwrap().unwrap();
            assert_eq!((&rec[0], &rec[1]), (s, "end"), "{c:?}");
        }
    }
}
