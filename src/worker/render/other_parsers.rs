//! The other parsers' rows in the page's language: a reader's name, its
//! verdict, and why it differs from Google, worded from the engine's data
//! (`robots::readers::Why`), never from its English sentence. The English
//! messages say exactly what the engine's `Why::english` says (the CLI's
//! words); the tests check it. Only the checking worker words them: the
//! `reader-` messages are in its wasm, not the page's
//! ([`crate::i18n::EN_WORKER`]).

use robots::readers::{Reader, ReaderSet, Readers, Why};
use robots::Verdict;

use crate::i18n::tr;
use crate::model::explain::Explained;
use crate::model::fetch::StatusRule;
use crate::model::other_parsers::{other_parser_label, other_parser_url, KNOWN};
use crate::model::wording::verdict_words;
use crate::wire::part::{Part, PartWriter};

/// A reader's verdict in words (its icon is the page's): Allowed, Blocked,
/// or no answer.
pub fn other_parser_verdict(verdict: Option<bool>) -> String {
    crate::i18n::with_worker_messages();
    match verdict {
        Some(allowed) => verdict_words(allowed).1.to_string(),
        None => tr!("reader-no-answer"),
    }
}

/// The row worded in the page's language, as the page shows it (the
/// checking worker words it: see [`ReaderLine`]).
pub fn row_line(row: &OtherParserRow) -> OtherParserLine {
    OtherParserLine {
        reader: row.reader,
        verdict: row.verdict,
        line: row.line,
        rule: row.rule.clone(),
        differs: row.differs,
        code: row.code().to_string(),
        label: other_parser_label(row.reader),
        word: other_parser_verdict(row.verdict),
        reason: other_parser_reason(row),
    }
}

/// The trace's "Read by other parsers" body for the rows `now` (and, in
/// compare mode, the rows against the "before" file): a table with a row
/// per reader (`reader-row`, `data-reader`), its verdict (`reader-verdict`)
/// with a mark when it differs from Google and when the edit changed it
/// (`reader-changed`), and why (`reader-reason`) after a button to the
/// deciding line (`reader-line`). See [`PartWriter`].
pub fn part(now: &[OtherParserLine], before: Option<&[OtherParserLine]>) -> Part {
    crate::i18n::with_worker_messages();
    let mut w = PartWriter::new(known_mask(now), before.map_or(0, known_mask));
    w.open("table").attr("class", "candidates readers");
    w.open("caption")
        .attr("class", "visually-hidden")
        .text(&tr!("reader-caption"))
        .close();
    w.open("thead").open("tr");
    for label in [
        tr!("reader-col-parser"),
        tr!("reader-col-verdict"),
        tr!("reader-col-why"),
    ] {
        w.open("th").attr("scope", "col").text(&label).close();
    }
    w.close().close().open("tbody");
    for r in now {
        let changed = before.is_some_and(|b| {
            b.iter()
                .any(|x| x.reader == r.reader && x.verdict != r.verdict)
        });
        let line = r.line.to_string();
        w.open("tr")
            .attr("data-testid", "reader-row")
            .attr("data-reader", r.reader.name())
            .attr(
                "data-verdict",
                match r.verdict {
                    Some(true) => "allowed",
                    Some(false) => "disallowed",
                    None => "unanswered",
                },
            )
            .attr("data-line", &line)
            .attr("data-code", &r.code)
            .attr("data-differs", if r.differs { "true" } else { "false" });
        if changed {
            w.attr("data-changed", "true");
        }
        w.open("th").attr("scope", "row").text(&r.label).close();
        let icon = r.verdict.map_or("?", |a| verdict_words(a).0);
        w.open("td").attr("data-testid", "reader-verdict");
        w.open("span")
            .attr("aria-hidden", "true")
            .text(&format!("{icon} "))
            .close();
        w.text(&r.word);
        if r.differs {
            let differs = tr!("reader-differs");
            w.open("span")
                .attr("class", "readers-mark")
                .attr("title", &differs);
            w.open("span")
                .attr("aria-hidden", "true")
                .text(" ≠")
                .close();
            w.open("span")
                .attr("class", "visually-hidden")
                .text(&format!(" {differs}"))
                .close();
            w.close();
        }
        if changed {
            w.open("span")
                .attr("class", "sub")
                .attr("data-testid", "reader-changed")
                .text(&format!(" {}", tr!("reader-changed")))
                .close();
        }
        w.close().open("td").attr("data-testid", "reader-reason");
        if r.line > 0 {
            w.open("button")
                .attr("type", "button")
                .attr("class", "link")
                .attr("data-testid", "reader-line")
                .attr("data-line", &line)
                .text(&tr!("reader-line", line = r.line))
                .close();
            w.text(" ").open("code").text(&r.rule).close().text(" — ");
        }
        w.text(&r.reason).close().close();
    }
    w.close().close();
    w.finish()
}

/// Why a reader reads the row as it does, in one sentence.
pub fn other_parser_reason(row: &OtherParserRow) -> String {
    crate::i18n::with_worker_messages();
    match &row.why {
        Some(why) => why_words(why),
        None => tr!("reader-status"),
    }
}

/// [`Why`] in the page's language ([`robots::message::why`]; English:
/// [`Why::english`]).
pub fn why_words(why: &Why) -> String {
    crate::i18n::with_worker_messages();
    crate::model::wording::words(&robots::message::why(why))
}

/// One reader's reading of the selected cell, as data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OtherParserRow {
    pub reader: Reader,
    /// `Some(allowed)`, or `None` when the library answers nothing.
    pub verdict: Option<bool>,
    /// The line of the rule that decided (0: none did).
    pub line: u32,
    /// That line as the library read it (`Disallow: /a`), or empty.
    pub rule: String,
    /// The verdict is not Google's.
    pub differs: bool,
    /// Why, as data (`None`: a simulated fetch result decides instead of
    /// the rules, for every reader).
    pub why: Option<Why>,
    /// The line the difference is about (`robots::readers::Compared::at`;
    /// 0: none).
    pub at: u32,
}

impl OtherParserRow {
    /// The stable code (`robots::readers::DIFFERENCE_CODES`), or `status`
    /// when the fetch result decides.
    pub fn code(&self) -> &'static str {
        self.why.as_ref().map_or("status", Why::code)
    }
}

/// Each reader's reading of (agent, URL) beside Google's `google` verdict;
/// with a fetch result that replaces the rules, its verdict for every one.
pub fn other_parser_rows(
    other_parsers: &Readers,
    agent: &str,
    url: &str,
    google: &Verdict,
    status: Option<StatusRule>,
) -> Vec<OtherParserRow> {
    Reader::OTHERS
        .into_iter()
        .map(|reader| match status {
            Some(st) => OtherParserRow {
                reader,
                verdict: Some(st.allowed),
                line: 0,
                rule: String::new(),
                differs: false,
                why: None,
                at: 0,
            },
            None => {
                let c = other_parsers.explain(reader, google, agent, url, None);
                OtherParserRow {
                    reader,
                    verdict: c.reading.allowed(),
                    line: c.reading.line,
                    rule: c.reading.rule,
                    differs: c.differs,
                    why: Some(c.why),
                    at: c.at,
                }
            }
        })
        .collect()
}

/// The rows for the explained cell (`None` when its URL cannot be tested).
pub fn cell_rows(other_parsers: &Readers, e: &Explained) -> Option<Vec<OtherParserRow>> {
    let google = e.verdict.as_ref()?;
    let url = other_parser_url(&e.url)?;
    Some(other_parser_rows(
        other_parsers,
        &e.agent.input,
        &url,
        google,
        e.status,
    ))
}

/// A reader's row as the page shows it: [`ReaderRow`] worded in the
/// page's language ([`row_line`], in the checking worker,
/// so that the wording of every difference stays out of the page's wasm).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OtherParserLine {
    pub reader: Reader,
    /// `Some(allowed)`, or `None` when the library answers nothing.
    pub verdict: Option<bool>,
    /// The line of the rule that decided (0: none did).
    pub line: u32,
    /// That line as the library read it, or empty.
    pub rule: String,
    /// The verdict is not Google's.
    pub differs: bool,
    /// The stable code of why ([`ReaderRow::code`]).
    pub code: String,
    /// The library's name, in the page's language.
    pub label: String,
    /// The verdict in words (Allowed, Blocked, No answer).
    pub word: String,
    /// Why, in one sentence, in the page's language.
    pub reason: String,
}

/// The mask of the rows that differ from Google, with [`KNOWN`].
pub fn known_mask(rows: &[OtherParserLine]) -> usize {
    let set = rows
        .iter()
        .filter(|r| r.differs)
        .fold(ReaderSet::EMPTY, |set, r| set.with(r.reader));
    KNOWN | usize::from(set.bits())
}

/// One of every [`Why`], with made-up fields: the tests' list (here and in
/// `render::other_parsers`).
#[cfg(test)]
pub(crate) fn every_why() -> Vec<Why> {
    let s = |x: &str| x.to_string();
    vec![
        Why::SameAsGoogle,
        Why::SameNoRule,
        Why::SameOtherLine {
            line: 3,
            rule: s("Allow: /"),
        },
        Why::FileError {
            line: 2,
            text: s("Crawl-delay: \u{b2}"),
        },
        Why::UrlError,
        Why::DirectiveEndsGroup {
            line: 2,
            text: s("Crawl-delay: 5"),
        },
        Why::ByteOrderMark,
        Why::FirstGroupOnlyLater {
            group_line: 1,
            google_line: 7,
            google_rule: s("Disallow: /y"),
        },
        Why::FirstGroupOnly { group_line: 4 },
        Why::BlankLineEndsGroup {
            blank: 2,
            group_line: 1,
        },
        Why::BlankLineNoGroup {
            blank: 3,
            google_line: 4,
            google_rule: s("Disallow: /b"),
        },
        Why::AgentSubstring {
            name: s("mybot"),
            group_agent: s("bot"),
            group_line: 1,
        },
        Why::NoWildcards {
            line: 2,
            rule: s("Disallow: /*.pdf"),
        },
        Why::FirstMatch {
            line: 2,
            rule: s("Disallow: /a"),
            longer: Some((3, s("Allow: /a/b"))),
        },
        Why::FirstMatch {
            line: 2,
            rule: s("Disallow: /a"),
            longer: None,
        },
        Why::UrllibQuoting { path: s("/a%20b") },
        Why::Other,
        Why::RobotsTxtAllowed,
        Why::AbsoluteUrlRule {
            line: 2,
            rule: s("Disallow: https://e.com/"),
        },
        Why::LongestAgent {
            group_line: 1,
            name: s("bot"),
            agent: s("my bot"),
        },
        Why::KeySpelling {
            agent: s("bot"),
            lines: vec![1, 3],
        },
        Why::KeySpelling {
            agent: s(""),
            lines: vec![],
        },
        Why::IndexHtml {
            rule: s("Allow: /a/index.html"),
            here: true,
        },
        Why::IndexHtml {
            rule: s("Allow: /a/index.html"),
            here: false,
        },
        Why::DollarLiteral {
            line: 2,
            rule: s("Disallow: /a$"),
        },
        Why::LongestMatchLength {
            line: 2,
            rule: s("Allow: /ä"),
            path: s("/%C3%A4"),
        },
        Why::ProtegoQuoting { path: s("/a") },
        Why::OutOfOrigin {
            url: s("https://b.com/"),
            robots: Some(s("https://a.com/robots.txt")),
        },
        Why::OutOfOrigin {
            url: s("x"),
            robots: None,
        },
        Why::AgentWithoutRules {
            name: s("bot"),
            line: 1,
        },
        Why::ExactAgent {
            name: s("googlebot news"),
            line: 1,
        },
        Why::ExactAgentOnlyHere {
            name: s("bot"),
            group_line: 3,
        },
        Why::RobotsParserQuoting { path: s("/a") },
        Why::MalformedUrlNoRule,
        Why::AgentSubstringOf {
            agent: s("bot"),
            line: 1,
            name: s("MyBot/1.0"),
        },
        Why::AgentWhole {
            agent: s("Googlebot/2.1"),
            line: 1,
            name: s("Googlebot"),
        },
        Why::DollarInside {
            line: 2,
            rule: s("Disallow: /a$b"),
        },
        Why::RuleKeySpelling {
            line: 2,
            rule: s("Disallow: /a"),
        },
        Why::WildcardMatchLength {
            line: 3,
            rule: s("Disallow: /grid/*"),
            length: 6,
        },
        Why::DecodedRule {
            line: 2,
            rule: s("Disallow: /a%2Fb"),
            pattern: s("/a/b"),
        },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use robots::readers::{Reader, Readers, DIFFERENCE_CODES};
    use robots::RobotsTxt;

    /// One case per wording of the engine: (file, agent, URL, reader, code).
    /// Every one is reached through the engine (not built by hand), so the
    /// check is on what a person can see.
    const CASES: &[(&str, &str, &str, Reader, &str)] = &[
        (
            "User-agent: *\nDisallow: /a\nAllow: /a/b\n",
            "Googlebot",
            "https://example.com/a/b",
            Reader::Urllib,
            "first_match",
        ),
        (
            "User-agent: *\nDisallow: /*.pdf\n",
            "Googlebot",
            "https://example.com/x.pdf",
            Reader::Urllib,
            "no_wildcards",
        ),
        (
            "User-agent: Googlebot\n\nDisallow: /\n",
            "Googlebot",
            "https://example.com/x",
            Reader::Urllib,
            "blank_line_ends_group",
        ),
        (
            "User-agent: a\nCrawl-delay: 5\nUser-agent: badbot\nDisallow: /\n",
            "a",
            "https://example.com/x",
            Reader::RobotsParser,
            "directive_ends_group",
        ),
        (
            "User-agent: a\nCrawl-delay: 5\nUser-agent: badbot\nDisallow: /\n",
            "a",
            "https://example.com/x",
            Reader::Urllib,
            "directive_ends_group",
        ),
        (
            "User-agent: *\nDisallow: /\n",
            "x",
            "https://example.com/robots.txt",
            Reader::Protego,
            "robots_txt_allowed",
        ),
        (
            "User-agent: *\nCrawl-delay: \u{b2}\nDisallow: /\n",
            "x",
            "https://example.com/a",
            Reader::Urllib,
            "library_error",
        ),
        (
            "User-agent: *\nDisallow: /\n",
            "x",
            "http://[x/a",
            Reader::Urllib,
            "library_error",
        ),
        (
            "\u{feff}User-agent: *\nDisallow: /\n",
            "x",
            "https://example.com/a",
            Reader::Urllib,
            "byte_order_mark",
        ),
        (
            "User-agent: bot\nDisallow: /a\n\nUser-agent: *\nDisallow: /b\n",
            "mybot",
            "https://example.com/a",
            Reader::Urllib,
            "agent_substring",
        ),
        (
            "User-agent: bot\nDisallow: /b\n\nUser-agent: *\nDisallow: /a\n",
            "my bot",
            "https://example.com/a",
            Reader::Protego,
            "longest_agent",
        ),
        (
            "User-agent: *\nDisallow: https://example.com/a\n",
            "x",
            "https://example.com/https://example.com/a",
            Reader::Protego,
            "absolute_url_rule",
        ),
        (
            "User-agent: x\nUser-agent: *\nDisallow: /\n",
            "x",
            "https://example.com/a",
            Reader::RobotsParser,
            "same_verdict",
        ),
        (
            "User-agent: googlebot\nDisallow: /\n",
            "Googlebot News",
            "https://example.com/a",
            Reader::RobotsParser,
            "agent_without_rules",
        ),
        (
            "User-agent: a\nDisallow: /x\n\nUser-agent: a\nDisallow: /y\n",
            "a",
            "https://example.com/y",
            Reader::Urllib,
            "first_group_only",
        ),
        (
            "User-agent: *\nDisallow: /a\n\nDisallow: /b\n",
            "x",
            "https://example.com/b",
            Reader::Urllib,
            "blank_line_ends_group",
        ),
        (
            "User-agent: *\nDisallow: /a$\n",
            "x",
            "https://example.com/a$",
            Reader::Protego,
            "dollar_literal",
        ),
        (
            "User-agent: *\nDisallow: /a\n",
            "x",
            "https://example.com/b",
            Reader::Urllib,
            "same_verdict",
        ),
        (
            "User-agent: *\nDisallow: /a\nDisallow: /a/b\n",
            "x",
            "https://example.com/a/b",
            Reader::Urllib,
            "same_verdict",
        ),
        (
            "User-agent: *\nAllow: /a/index.html\nDisallow: /a/\n",
            "x",
            "https://example.com/a/",
            Reader::RobotsParser,
            "index_html",
        ),
        (
            "User-agent: bot\nDisallow: /a\n\nUser-agent: *\nAllow: /\n",
            "MyBot/1.0",
            "https://example.com/a",
            Reader::UrllibRfc9309,
            "agent_substring",
        ),
        (
            "User-agent: *\nDisallow: /a%2Fb\n",
            "x",
            "https://example.com/a/b",
            Reader::UrllibRfc9309,
            "url_quoting",
        ),
        (
            "User-agent: *\nDisallow: /a$b\n",
            "x",
            "https://example.com/a$b",
            Reader::UrllibRfc9309,
            "dollar_inside",
        ),
        (
            "User-agent: *\nAllow: /grid/\nDisallow: /grid/*\n",
            "x",
            "https://example.com/grid/",
            Reader::UrllibRfc9309,
            "longest_match_length",
        ),
        (
            "User-agent: *\nDissallow: /a\n",
            "x",
            "https://example.com/a",
            Reader::UrllibRfc9309,
            "key_spelling",
        ),
        (
            "User-agent: Googlebot/2.1\nDisallow: /\n",
            "Googlebot",
            "https://example.com/x",
            Reader::UrllibRfc9309,
            "exact_agent",
        ),
        (
            "User-agent: *\nDisallow: /\n",
            "x",
            "http://[x/a",
            Reader::UrllibRfc9309,
            "library_error",
        ),
    ];

    /// The English page says exactly what the engine (the CLI) says, for
    /// every wording these cases reach.
    #[test]
    fn english_reasons_equal_the_engines_sentences() {
        let mut codes = Vec::new();
        for (body, agent, url, reader, code) in CASES {
            let google = RobotsTxt::parse(body.as_bytes());
            let other_parsers = Readers::parse(body.as_bytes());
            // Google's raw check with the agent's product token, as the CLI.
            let token = robots::agent::extract_token(agent.as_bytes());
            let verdict = google.check_raw(&[&String::from_utf8_lossy(token)], url);
            let c = other_parsers.explain(*reader, &verdict, agent, url, None);
            assert_eq!(c.code, *code, "{body:?} {url}: {}", c.sentence);
            assert_eq!(why_words(&c.why), c.sentence, "{body:?} {url}");
            codes.push(c.code);
        }
        assert!(codes.iter().all(|c| DIFFERENCE_CODES.contains(c)));
    }

    /// What `robots lint --readers` finds in files aimed at where the
    /// parsers part ways: every line difference, worded by the page, is
    /// the engine's sentence.
    #[test]
    fn english_reasons_of_every_line_difference_equal_the_engines() {
        let mut seen = std::collections::BTreeSet::new();
        for (body, ..) in CASES {
            let google = RobotsTxt::parse(body.as_bytes());
            let other_parsers = Readers::parse(body.as_bytes());
            for d in robots::readers::line_differences(&google, &other_parsers) {
                assert_eq!(why_words(&d.why), d.sentence, "{body:?}");
                assert_eq!(d.why.code(), d.code);
                seen.insert(d.code);
            }
        }
        assert!(seen.len() >= 10, "{seen:?}");
    }

    /// Wordings no small file reaches, each against the engine's English.
    #[test]
    fn every_other_wording_equals_the_engines_too() {
        let s = |x: &str| x.to_string();
        let extra = [
            Why::SameOtherLine {
                line: 12_345,
                rule: s("Allow: /"),
            },
            Why::IndexHtml {
                rule: s("Allow: /a/index.html"),
                here: true,
            },
        ];
        for why in every_why().into_iter().chain(extra) {
            assert_eq!(why_words(&why), why.english(), "{why:?}");
        }
    }

    #[test]
    fn names_and_verdicts_in_words() {
        assert_eq!(
            crate::model::other_parsers::mark_names(1 | 4),
            "Python urllib.robotparser (3.8–3.12), robots-parser (npm)"
        );
        assert_eq!(other_parser_verdict(None), "No answer");
        assert_eq!(other_parser_verdict(Some(false)), "Blocked");
    }

    mod rows {
        use super::super::*;
        use crate::model::{crawler_cols, explain, status_rule, url_rows, Parsed};
        use crate::wire::part::Op;
        use robots::readers::Readers;

        const BODY: &str = "User-agent: *\nDisallow: /a\nAllow: /a/b\n";

        /// The other parsers' rows for Googlebot on URL line `row` of
        /// `urls`, against `body` with the simulated fetch `status`.
        fn cell(
            body: &str,
            urls: &str,
            row: usize,
            status: Option<StatusRule>,
        ) -> Option<Vec<OtherParserRow>> {
            let p = Parsed::new(body);
            let cols = crawler_cols(&["Googlebot".into()], &[]);
            let e = explain(&p, &url_rows(urls), &cols, Some((row, 0)), status).unwrap();
            cell_rows(&Readers::parse(&p.body), &e)
        }

        #[test]
        fn first_match_is_a_row_with_the_lines_and_the_rules() {
            let urls = "https://example.com/a/b\n/a/c";
            let other_parsers = Readers::parse(BODY.as_bytes());
            let got = cell(BODY, urls, 0, None).unwrap();
            assert_eq!(
                got.iter()
                    .map(|r| (r.reader.name(), r.verdict, r.line, r.differs))
                    .collect::<Vec<_>>(),
                [
                    ("urllib", Some(false), 2, true),
                    ("protego", Some(true), 3, false),
                    ("robots-parser", Some(true), 3, false),
                    ("urllib-rfc9309", Some(true), 3, false)
                ]
            );
            assert_eq!(got[0].code(), "first_match");
            assert_eq!(
                got[0].why,
                Some(Why::FirstMatch {
                    line: 2,
                    rule: "Disallow: /a".into(),
                    longer: Some((3, "Allow: /a/b".into()))
                })
            );
            assert_eq!(got[0].rule, "Disallow: /a");
            assert_eq!(got[1].code(), "same_verdict");
            assert_eq!(
                other_parsers
                    .differing(true, "Googlebot", "https://example.com/a/b", None)
                    .bits(),
                1
            );
            // The second row agrees everywhere.
            assert!(cell(BODY, urls, 1, None)
                .unwrap()
                .iter()
                .all(|r| !r.differs));
            assert_eq!(
                other_parsers
                    .differing(false, "Googlebot", "https://example.com/a/c", None)
                    .bits(),
                0
            );
        }

        #[test]
        fn a_fetch_result_decides_for_every_reader() {
            let got = cell(BODY, "/a/b", 0, status_rule("503")).unwrap();
            assert!(got
                .iter()
                .all(|r| r.verdict == Some(false) && !r.differs && r.code() == "status"));
            assert_eq!(cell(BODY, "mailto:x", 0, None), None);
        }

        #[test]
        fn rows_pass_between_threads_unchanged() {
            let whys = every_why();
            let mut rows: Vec<OtherParserRow> = whys
                .into_iter()
                .enumerate()
                .map(|(i, why)| OtherParserRow {
                    reader: Reader::OTHERS[i % 4],
                    verdict: [Some(true), Some(false), None][i % 3],
                    line: i as u32,
                    // Text of the file passes as it is, separators and all.
                    rule: format!("Disallow: /{i}:3:\u{1e}\u{1f}é"),
                    differs: i % 2 == 0,
                    why: Some(why),
                    at: 7,
                })
                .collect();
            rows[0].why = None;
            let lines: Vec<OtherParserLine> = rows.iter().map(row_line).collect();
            for (line, row) in lines.iter().zip(&rows) {
                assert_eq!(line.code, row.code());
                assert_eq!(line.reason, other_parser_reason(row));
                assert!(!line.reason.is_empty());
            }
            // The part the page builds: a row per line, every text as it is
            // (separators, colons and all), the masks in front.
            let mut before = lines[..1].to_vec();
            before[0].verdict = before[0].verdict.map(|a| !a);
            let part = part(&lines, Some(&before));
            assert!(part.well_formed());
            assert_eq!(part.now, known_mask(&lines));
            assert_eq!(part.before, known_mask(&before));
            assert_ne!(part.now & 7, 0);
            let rows = part.hooks("reader-row");
            assert_eq!(rows, lines.len());
            let texts = part.texts();
            for line in &lines {
                assert!(texts.contains(&line.reason.as_str()), "{}", line.reason);
                assert!(texts.contains(&line.rule.as_str()) || line.line == 0);
                assert!(texts.contains(&line.label.as_str()));
            }
            // Rows whose verdict the edit changed are marked.
            assert!(part.ops().contains(&Op::Attr("data-changed", "true")));
        }
    }
}
