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
//! A CSV field that a spreadsheet would read as a formula (starting with
//! `=`, `+`, `-`, `@`, a tab or a carriage return: a URL, a crawler or a rule
//! is whatever the user or a shared link put there) is written with a `'`
//! before it and in quotes, as OWASP advises against CSV injection; the
//! JSON export keeps every value as it is.
//!
//! Written in the checking worker (whose wasm is not part of the first
//! render), CSV by RFC 4180's rules and JSON with `serde_json`.

use super::fetch::StatusRule;
use super::inputs::{CrawlerCol, UrlRow};
use super::parsed::Parsed;
use super::wording::verdict_token;
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

/// One exported record: a CSV row, or a JSON object with these keys in this
/// order (`error` only for a URL that cannot be tested).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Record<'a> {
    pub url: &'a str,
    pub crawler: &'a str,
    pub token: &'a str,
    pub path: Option<&'a str>,
    pub verdict: &'static str,
    pub line: u32,
    pub rule: String,
    pub reason: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<&'a str>,
}

/// Whether a spreadsheet would read a CSV field starting so as a formula.
fn formula_like(field: &str) -> bool {
    field.starts_with(['=', '+', '-', '@', '\t', '\r'])
}

/// Appends one CSV field: quoted when it holds a comma, a quote or a line
/// break (quotes doubled), and neutralised (`'` first, quoted) when it
/// starts like a formula.
fn csv_field(out: &mut Vec<u8>, field: &str) {
    let formula = formula_like(field);
    if formula || field.contains([',', '"', '\r', '\n']) {
        out.push(b'"');
        if formula {
            out.push(b'\'');
        }
        out.extend_from_slice(field.replace('"', "\"\"").as_bytes());
        out.push(b'"');
    } else {
        out.extend_from_slice(field.as_bytes());
    }
}

/// Writes records of one kind into a file's bytes.
enum Writer {
    Csv(Vec<u8>),
    /// The bytes, and whether a record was written.
    Json(Vec<u8>, bool),
}

impl Writer {
    fn new(kind: Kind, first: bool) -> Writer {
        match kind {
            Kind::Csv => Writer::Csv(Vec::new()),
            Kind::Json => Writer::Json(Vec::new(), !first),
        }
    }

    fn write(&mut self, r: &Record<'_>) {
        // Writing to memory cannot fail.
        match self {
            Writer::Csv(out) => {
                let line = r.line.to_string();
                let fields = [
                    r.url, r.crawler, r.token, r.verdict, &line, &r.rule, r.reason,
                ];
                for (i, field) in fields.into_iter().enumerate() {
                    if i > 0 {
                        out.push(b',');
                    }
                    csv_field(out, field);
                }
                out.extend_from_slice(b"\r\n");
            }
            Writer::Json(out, written) => {
                out.extend_from_slice(if *written { b",\n" } else { b"\n" });
                *written = true;
                let _ = serde_json::to_writer(&mut *out, r);
            }
        }
    }

    fn finish(self, out: &mut String) {
        let bytes = match self {
            Writer::Csv(bytes) | Writer::Json(bytes, _) => bytes,
        };
        // Both write UTF-8 from UTF-8.
        out.push_str(&String::from_utf8_lossy(&bytes));
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

/// The whole export file of the rows `shown` (head, rows, tail).
pub fn write_file(kind: Kind, source: Source<'_>, shown: &[u32]) -> String {
    let mut out = kind.head().to_string();
    write_rows(kind, source, shown, true, &mut out);
    out.push_str(kind.tail());
    out
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
    let mut writer = Writer::new(kind, first);
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
                        record.verdict = verdict_token(s.allowed);
                        record.reason = "status";
                    }
                    None => {
                        let v = view.verdict(path.as_bytes());
                        record.verdict = verdict_token(v.allowed);
                        record.line = v.line;
                        record.rule = v.decisive.as_ref().map(|d| d.display()).unwrap_or_default();
                        record.reason = v.reason.code();
                    }
                }
            }
            writer.write(&record);
        }
    }
    writer.finish(out);
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
    fn tricky_urls_survive_both_formats() {
        let tricky = [
            "/a,b",
            "/q\"q",
            "/ü€😀",
            "/\u{1}\u{1f}",
            "/back\\slash",
            "/tab\tx",
        ];
        let csv = export(Kind::Csv, &tricky.join("\n"), None);
        let mut reader = csv::Reader::from_reader(csv.as_bytes());
        let urls: Vec<String> = reader
            .records()
            .map(|r| r.unwrap()[0].to_string())
            .step_by(2)
            .collect();
        assert_eq!(urls, tricky);
        let json = export(Kind::Json, &tricky.join("\n"), None);
        let v: serde_json::Value = serde_json::from_str(&json).unwrap();
        let urls: Vec<&str> = v
            .as_array()
            .unwrap()
            .iter()
            .step_by(2)
            .map(|r| r["url"].as_str().unwrap())
            .collect();
        assert_eq!(urls, tricky);
    }

    #[test]
    fn csv_fields_a_spreadsheet_would_run_are_neutralised() {
        let hostile = [
            "=HYPERLINK(\"http://evil.example\",\"x\")",
            "+1+1",
            "-2+3",
            "@SUM(A1)",
            "\t=1",
            "\r=1",
        ];
        let parsed = Parsed::new("User-agent: *\nDisallow: /private\n");
        let rows = url_rows(&hostile.join("\n"));
        let cols = crawler_cols(&["=cmd|' /C calc'!A0".into()], &[]);
        let source = Source {
            parsed: &parsed,
            rows: &rows,
            cols: &cols,
            status: None,
        };
        let shown: Vec<u32> = (0..rows.len() as u32).collect();
        let mut csv = Kind::Csv.head().to_string();
        write_rows(Kind::Csv, source, &shown, true, &mut csv);
        let mut reader = csv::Reader::from_reader(csv.as_bytes());
        let records: Vec<csv::StringRecord> = reader.records().map(Result::unwrap).collect();
        // The URLs as typed (the URLs box trims the tab and the carriage
        // return, see below for those), each with a `'` first.
        let urls: Vec<String> = records.iter().map(|r| r[0].to_string()).collect();
        let want: Vec<String> = rows.iter().map(|r| format!("'{}", r.input)).collect();
        assert_eq!(urls, want);
        for r in &records {
            assert_eq!(&r[1], "'=cmd|' /C calc'!A0");
        }
        // Each neutralised field is quoted in the file, so no cell starts
        // with a formula character even where a reader drops the quotes.
        assert!(csv.contains("\"'=HYPERLINK(\"\"http://evil.example\"\",\"\"x\"\")\","));
        assert!(csv.contains(",\"'=cmd|' /C calc'!A0\","));
        for line in csv.split("\r\n").skip(1).filter(|l| !l.is_empty()) {
            assert!(line.starts_with("\"'"), "{line:?}");
        }
        for (field, written) in [
            ("\tx", "\"'\tx\""),
            ("\r=1", "\"'\r=1\""),
            ("-", "\"'-\""),
            ("/a-b=c", "/a-b=c"),
            ("Disallow: /=x", "Disallow: /=x"),
        ] {
            let mut out = Vec::new();
            csv_field(&mut out, field);
            assert_eq!(String::from_utf8(out).unwrap(), written, "{field:?}");
        }
        // JSON keeps the values as they are.
        let mut json = Kind::Json.head().to_string();
        write_rows(Kind::Json, source, &shown, true, &mut json);
        json.push_str(Kind::Json.tail());
        let v: serde_json::Value = serde_json::from_str(&json).unwrap();
        assert_eq!(v[0]["url"], hostile[0]);
        assert_eq!(v[0]["crawler"], "=cmd|' /C calc'!A0");
    }
}
