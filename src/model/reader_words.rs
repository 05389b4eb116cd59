//! The other readers' rows in the page's language: a reader's name, its
//! verdict, and why it differs from Google, worded from the engine's data
//! (`robots::readers::Why`), never from its English sentence. The English
//! messages say exactly what the engine's `Why::english` says (the CLI's
//! words); the tests check it. Only the checking worker words them: the
//! `reader-` messages are in its wasm, not the page's
//! ([`crate::i18n::EN_WORKER`]).

use robots::readers::Why;

use super::readers::{known_mask, reader_label, PartWriter, ReaderLine, ReaderRow};
use super::wording::verdict_words;
use crate::tr;

/// A reader's verdict in words (its icon is the page's): Allowed, Blocked,
/// or no answer.
pub fn reader_verdict_word(verdict: Option<bool>) -> String {
    crate::i18n::with_worker_messages();
    match verdict {
        Some(allowed) => verdict_words(allowed).1.to_string(),
        None => tr!("reader-no-answer"),
    }
}

/// The row worded in the page's language, as the page shows it (the
/// checking worker words it: see `super::readers::ReaderLine`).
pub fn worded(row: &ReaderRow) -> ReaderLine {
    ReaderLine {
        reader: row.reader,
        verdict: row.verdict,
        line: row.line,
        rule: row.rule.clone(),
        differs: row.differs,
        code: row.code().to_string(),
        label: reader_label(row.reader),
        word: reader_verdict_word(row.verdict),
        reason: reader_reason(row),
    }
}

/// The trace's "Read by other parsers" body for the rows `now` (and, in
/// compare mode, the rows against the "before" file): a table with a row
/// per reader (`reader-row`, `data-reader`), its verdict (`reader-verdict`)
/// with a mark when it differs from Google and when the edit changed it
/// (`reader-changed`), and why (`reader-reason`) after a button to the
/// deciding line (`reader-line`). See [`PartWriter`].
pub fn part(now: &[ReaderLine], before: Option<&[ReaderLine]>) -> Vec<u8> {
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
    w.into_bytes()
}

/// Why a reader reads the row as it does, in one sentence.
pub fn reader_reason(row: &ReaderRow) -> String {
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
    super::wording::words(&robots::message::why(why))
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
            let readers = Readers::parse(body.as_bytes());
            // Google's raw check with the agent's product token, as the CLI.
            let token = robots::agent::extract_token(agent.as_bytes());
            let verdict = google.check_raw(&[&String::from_utf8_lossy(token)], url);
            let c = readers.explain(*reader, &verdict, agent, url, None);
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
            let readers = Readers::parse(body.as_bytes());
            for d in robots::readers::line_differences(&google, &readers) {
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
        for why in crate::model::readers::every_why().into_iter().chain(extra) {
            assert_eq!(why_words(&why), why.english(), "{why:?}");
        }
    }

    #[test]
    fn names_and_verdicts_in_words() {
        assert_eq!(
            crate::model::readers::mark_names(1 | 4),
            "Python urllib.robotparser (3.8–3.12), robots-parser (npm)"
        );
        assert_eq!(reader_verdict_word(None), "No answer");
        assert_eq!(reader_verdict_word(Some(false)), "Blocked");
    }
}
