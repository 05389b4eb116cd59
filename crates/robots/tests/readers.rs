//! Each reader's documented behaviours as spec rows: (file, agent, URL) →
//! the verdict and deciding line the real library gives (each row was run
//! against the library itself: CPython 3.11, Protego 0.7.0, robots-parser
//! 3.0.1), and the reason when it differs from Google.

use robots::readers::{line_differences, Reader, Readers, Verdict3};
use robots::RobotsTxt;

use Verdict3::{Allowed as A, Disallowed as D, Unanswered as U};

const ROBOTS_URL: &str = "https://example.com/robots.txt";

fn reading(reader: Reader, body: &str, agent: &str, url: &str) -> (Verdict3, u32) {
    let r = Readers::parse(body.as_bytes()).check(reader, agent, url, Some(ROBOTS_URL));
    (r.verdict, r.line)
}

fn rows(reader: Reader, rows: &[(&str, &str, &str, Verdict3, u32)]) {
    for (body, agent, url, verdict, line) in rows {
        assert_eq!(
            reading(reader, body, agent, url),
            (*verdict, *line),
            "{} on {body:?} for {agent} {url}",
            reader.name()
        );
    }
}

#[test]
fn urllib_rows() {
    rows(
        Reader::Urllib,
        &[
            // The first matching rule decides, not the longest.
            (
                "User-agent: *\nDisallow: /a\nAllow: /a/b\n",
                "Googlebot",
                "https://example.com/a/b",
                D,
                2,
            ),
            (
                "User-agent: *\nAllow: /a/b\nDisallow: /a\n",
                "Googlebot",
                "https://example.com/a/b",
                A,
                2,
            ),
            // No wildcards: `*` and `$` are plain characters.
            (
                "User-agent: *\nDisallow: /*.pdf\n",
                "Googlebot",
                "https://example.com/x.pdf",
                A,
                0,
            ),
            (
                "User-agent: *\nDisallow: /a$\n",
                "Googlebot",
                "https://example.com/a",
                A,
                0,
            ),
            // A blank line ends the group; user-agent lines without rules are dropped.
            (
                "User-agent: Googlebot\n\nDisallow: /\n",
                "Googlebot",
                "https://example.com/x",
                A,
                0,
            ),
            (
                "User-agent: a\n\nUser-agent: Googlebot\nDisallow: /x\n",
                "Googlebot",
                "https://example.com/x",
                D,
                4,
            ),
            // The agent as a substring of the caller's name, cut at `/`.
            (
                "User-agent: google\nDisallow: /\n",
                "Googlebot/2.1",
                "https://example.com/x",
                D,
                2,
            ),
            (
                "User-agent: bot\nDisallow: /\n",
                "Mozilla/5.0 (compatible; bot)",
                "https://example.com/x",
                A,
                0,
            ),
            // The first `*` group only.
            (
                "User-agent: *\nDisallow: /a\n\nUser-agent: *\nDisallow: /b\n",
                "x",
                "https://example.com/b",
                A,
                0,
            ),
            // Percent-decoding then quoting, both sides.
            (
                "User-agent: *\nDisallow: /%7Ea\n",
                "x",
                "https://example.com/~a",
                D,
                2,
            ),
            (
                "User-agent: *\nDisallow: /a?b\n",
                "x",
                "https://example.com/a%3Fb",
                D,
                2,
            ),
            // Rules before any user-agent line are ignored; empty Disallow allows.
            (
                "Disallow: /\nUser-agent: *\nDisallow:\n",
                "x",
                "https://example.com/",
                A,
                3,
            ),
            // Crawl-delay whose digits int() cannot read: the library raises.
            (
                "User-agent: *\nCrawl-delay: ²\nDisallow: /\n",
                "x",
                "https://example.com/",
                U,
                2,
            ),
        ],
    );
}

#[test]
fn protego_rows() {
    rows(
        Reader::Protego,
        &[
            // The longest pattern after percent-encoding wins; Allow on a tie.
            (
                "User-agent: *\nDisallow: /ü\nAllow: /*b*\n",
                "x",
                "https://example.com/üb",
                D,
                2,
            ),
            (
                "User-agent: *\nDisallow: /ab\nAllow: /a*\n",
                "x",
                "https://example.com/ab",
                A,
                3,
            ),
            // A final `$` anchors, and also matches a literal `$`.
            (
                "User-agent: *\nDisallow: /x/abc$\n",
                "x",
                "https://example.com/x/abc%24",
                D,
                2,
            ),
            (
                "User-agent: *\nAllow: /x/ab*\nDisallow: /x/abc$\n",
                "x",
                "https://example.com/x/abc",
                D,
                3,
            ),
            // index.html allows its directory.
            (
                "User-agent: *\nDisallow: /\nAllow: /d/index.html\n",
                "x",
                "https://example.com/d/",
                A,
                3,
            ),
            // /robots.txt is always allowed.
            (
                "User-agent: *\nDisallow: /\n",
                "x",
                "https://example.com/robots.txt",
                A,
                0,
            ),
            // The longest agent name found at a token boundary.
            (
                "User-agent: google\nDisallow: /a\nUser-agent: googlebot\nDisallow: /b\n",
                "Googlebot",
                "https://example.com/a",
                A,
                0,
            ),
            (
                "User-agent: bot\nDisallow: /\n",
                "mybot",
                "https://example.com/x",
                A,
                0,
            ),
            (
                "User-agent: bot\nDisallow: /\n",
                "Mozilla/5.0 (compatible; bot/1.0)",
                "https://example.com/x",
                D,
                2,
            ),
            // Misspelt and colon-less keys are salvaged.
            (
                "User agent: bot\nDissallow /x\n",
                "bot",
                "https://example.com/x",
                D,
                2,
            ),
            // An unknown key ends a run of user-agent lines.
            (
                "User-agent: a\nNoindex: /x\nUser-agent: b\nDisallow: /x\n",
                "a",
                "https://example.com/x",
                A,
                0,
            ),
        ],
    );
}

#[test]
fn robots_parser_rows() {
    rows(
        Reader::RobotsParser,
        &[
            // Longest match, Allow on a tie, `*` and a final `$` as Google.
            (
                "User-agent: *\nDisallow: /a\nAllow: /a/b\n",
                "Googlebot",
                "https://example.com/a/b",
                A,
                3,
            ),
            (
                "User-agent: *\nDisallow: /*.pdf$\n",
                "x",
                "https://example.com/b.pdf",
                D,
                2,
            ),
            // Crawl-delay ends the user-agent lines: badbot starts a new group.
            (
                "User-agent: a\nCrawl-delay: 5\nUser-agent: badbot\nDisallow: /\n",
                "a",
                "https://example.com/x",
                A,
                0,
            ),
            // The agent looked up exactly, cut at `/`.
            (
                "User-agent: googlebot\nDisallow: /\n",
                "Googlebot/2.1",
                "https://example.com/x",
                D,
                2,
            ),
            (
                "User-agent: googlebot\nDisallow: /\n",
                "Mozilla/5.0 (compatible; Googlebot/2.1)",
                "https://example.com/x",
                A,
                0,
            ),
            // A group with no rule line falls back to `*`.
            (
                "User-agent: *\nDisallow: /\nUser-agent: bot\n",
                "bot",
                "https://example.com/x",
                D,
                2,
            ),
            // Out of the robots.txt's origin: no answer.
            (
                "User-agent: *\nDisallow: /\n",
                "x",
                "https://other.example/x",
                U,
                0,
            ),
            (
                "User-agent: *\nDisallow: /\n",
                "x",
                "http://example.com/x",
                U,
                0,
            ),
            // Google's index.html rule is not applied.
            (
                "User-agent: *\nDisallow: /\nAllow: /d/index.html\n",
                "x",
                "https://example.com/d/",
                D,
                2,
            ),
        ],
    );
}

#[test]
fn reasons_say_why_a_reader_differs() {
    let cases: &[(&str, &str, &str, Reader, &str, &str)] = &[
        (
            "User-agent: *\nDisallow: /a\nAllow: /a/b\n",
            "Googlebot",
            "https://example.com/a/b",
            Reader::Urllib,
            "first_match",
            "reads the first matching rule: line 2 `Disallow: /a` comes before the longer `Allow: /a/b` (line 3)",
        ),
        (
            "User-agent: *\nDisallow: /*.pdf\n",
            "Googlebot",
            "https://example.com/x.pdf",
            Reader::Urllib,
            "no_wildcards",
            "reads `*` and `$` as plain characters, so line 2 `Disallow: /*.pdf` does not match",
        ),
        (
            "User-agent: Googlebot\n\nDisallow: /\n",
            "Googlebot",
            "https://example.com/x",
            Reader::Urllib,
            "blank_line_ends_group",
            "takes the blank line 2 as the end of the group of line 1, so its rules do not apply",
        ),
        (
            "User-agent: a\nCrawl-delay: 5\nUser-agent: badbot\nDisallow: /\n",
            "a",
            "https://example.com/x",
            Reader::RobotsParser,
            "directive_ends_group",
            "takes `Crawl-delay: 5` (line 2) as the end of the group, so the next `User-agent` line starts a new one",
        ),
        (
            "User-agent: *\nDisallow: /\n",
            "x",
            "https://example.com/robots.txt",
            Reader::Protego,
            "robots_txt_allowed",
            "always allows /robots.txt itself, whatever the rules say",
        ),
    ];
    for (body, agent, url, reader, code, sentence) in cases {
        let google = RobotsTxt::parse(body.as_bytes());
        let readers = Readers::parse(body.as_bytes());
        let verdict = google.check_raw(&[agent], url);
        let c = readers.explain(*reader, &verdict, agent, url, None);
        assert!(c.differs, "{body:?}");
        assert_eq!(
            (c.code, c.sentence.as_str()),
            (*code, *sentence),
            "{body:?}"
        );
        assert!(robots::readers::DIFFERENCE_CODES.contains(&c.code));
    }
}

#[test]
fn every_reader_agrees_with_google_on_a_plain_file() {
    let body = "User-agent: *\nDisallow: /private/\n";
    let google = RobotsTxt::parse(body.as_bytes());
    let readers = Readers::parse(body.as_bytes());
    for url in [
        "https://example.com/private/x",
        "https://example.com/public",
    ] {
        for c in readers.compare(&google, "Googlebot", url, None) {
            assert!(!c.differs, "{} {url}", c.reader.name());
            assert_eq!(c.code, "same_verdict");
        }
    }
    assert!(line_differences(&google, &readers).is_empty());
    let verdict = google.check_raw(&["Googlebot"], "https://example.com/private/x");
    assert!(readers
        .differing(
            verdict.allowed,
            "Googlebot",
            "https://example.com/private/x",
            None
        )
        .is_empty());
}

#[test]
fn the_readers_that_differ_are_a_set_in_the_readers_order() {
    use robots::readers::{Reader, ReaderSet};
    let body = "User-agent: *\nDisallow: /a\nAllow: /a/b\n";
    let google = RobotsTxt::parse(body.as_bytes());
    let readers = Readers::parse(body.as_bytes());
    let url = "https://example.com/a/b";
    let verdict = google.check_raw(&["Googlebot"], url);
    let set = readers.differing(verdict.allowed, "Googlebot", url, None);
    // urllib reads the first matching rule; the others the longest.
    assert_eq!(set.iter().collect::<Vec<_>>(), [Reader::Urllib]);
    assert_eq!(set.bits(), 1);
    let compared: Vec<Reader> = readers
        .compare(&google, "Googlebot", url, None)
        .into_iter()
        .filter(|c| c.differs)
        .map(|c| c.reader)
        .collect();
    assert_eq!(set.iter().collect::<Vec<_>>(), compared);
    assert!(!set.is_empty());
    let every = Reader::OTHERS
        .into_iter()
        .fold(ReaderSet::EMPTY, ReaderSet::with);
    assert_eq!(every.bits(), 0b1111);
    assert_eq!(ReaderSet::from_bits(0xff), every);
    assert_eq!(every.with(Reader::Google), every);
    assert!(!every.contains(Reader::Google));
    assert_eq!(
        ReaderSet::from_bits(0b1010).iter().collect::<Vec<_>>(),
        [Reader::Protego, Reader::UrllibRfc9309]
    );
}

#[test]
fn line_differences_name_the_line_and_the_reader() {
    let body = "User-agent: *\nDisallow: /a\nAllow: /a/b\n";
    let google = RobotsTxt::parse(body.as_bytes());
    let readers = Readers::parse(body.as_bytes());
    let diffs = line_differences(&google, &readers);
    assert_eq!(diffs.len(), 1, "{diffs:?}");
    assert_eq!(
        (diffs[0].line, diffs[0].reader, diffs[0].code),
        (3, Reader::Urllib, "first_match")
    );
}

#[test]
fn bad_input_never_panics() {
    let mut seed = 11u64;
    let alphabet: &[u8] = b"Uuser-agent:Disallow*$/%?#;= \r\n\t\xff\xc3\xbcab[]\\";
    for _ in 0..300 {
        let body: Vec<u8> = (0..80)
            .map(|_| {
                seed = seed
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                alphabet[(seed >> 33) as usize % alphabet.len()]
            })
            .collect();
        let text = String::from_utf8_lossy(&body).into_owned();
        let readers = Readers::parse(&body);
        let google = RobotsTxt::parse(&body);
        for url in ["https://example.com/a", &text, "//[x", "http://[::1]/a", ""] {
            for agent in ["Googlebot", &text, ""] {
                for c in readers.compare(&google, agent, url, Some(&text)) {
                    assert!(robots::readers::DIFFERENCE_CODES.contains(&c.code));
                }
            }
        }
    }
}

/// CPython's RFC 9309 `urllib.robotparser`: each row run against the module
/// itself (its main-branch Lib/urllib/robotparser.py on CPython 3.11), with
/// the reason where it differs from Google.
#[test]
fn urllib_rfc9309_rows_and_reasons() {
    let cases: &[(&str, &str, &str, Verdict3, u32, &str, &str)] = &[
        (
            "User-agent: bot\nDisallow: /a\n\nUser-agent: *\nAllow: /\n",
            "MyBot/1.0",
            "https://example.com/a",
            D,
            2,
            "agent_substring",
            "matches `User-agent: bot` (line 1) as a substring of `MyBot/1.0`",
        ),
        (
            "User-agent: *\nDisallow: /a%2Fb\n",
            "x",
            "https://example.com/a/b",
            D,
            2,
            "url_quoting",
            "reads line 2 `Disallow: /a%2Fb` as `/a/b`: it decodes percent-escapes and encodes them again",
        ),
        (
            "User-agent: *\nDisallow: /a$b\n",
            "x",
            "https://example.com/a$b",
            A,
            0,
            "dollar_inside",
            "drops line 2 `Disallow: /a$b`: a `$` before the end of a rule makes it invalid",
        ),
        (
            "User-agent: *\nAllow: /grid/\nDisallow: /grid/*\n",
            "x",
            "https://example.com/grid/",
            A,
            2,
            "longest_match_length",
            "ranks line 3 `Disallow: /grid/*` by the URL text it matched (6 characters), not by the rule's own length",
        ),
        (
            "User-agent: *\nDisallow: /\n",
            "x",
            "https://example.com/robots.txt",
            A,
            0,
            "robots_txt_allowed",
            "always allows /robots.txt itself, whatever the rules say",
        ),
        (
            "User-agent: *\nDissallow: /a\n",
            "x",
            "https://example.com/a",
            A,
            0,
            "key_spelling",
            "does not read line 2 (`Disallow: /a` for Google) as a rule: only `Allow` and `Disallow`, spelt exactly, are rules",
        ),
        (
            "User-agent: *\nDisallow: /a/\nAllow: /a/index.html\n",
            "x",
            "https://example.com/a/",
            D,
            2,
            "index_html",
            "does not read `Allow: /a/index.html` as allowing its directory",
        ),
        (
            "User-agent: *\nDisallow: /\n",
            "x",
            "http://[x/a",
            A,
            0,
            "library_error",
            "cannot split this URL (a malformed [IPv6] host), so no rule matches it",
        ),
        (
            "User-agent: Googlebot/2.1\nDisallow: /\n",
            "Googlebot",
            "https://example.com/x",
            A,
            0,
            "exact_agent",
            "does not match `User-agent: Googlebot/2.1` (line 1) to `Googlebot`: it looks for the whole value, not its product token",
        ),
        (
            "User-agent: a\nCrawl-delay: 5\nUser-agent: badbot\nDisallow: /\n",
            "a",
            "https://example.com/x",
            A,
            0,
            "directive_ends_group",
            "takes `Crawl-delay: 5` (line 2) as the end of the group, so the next `User-agent` line starts a new one",
        ),
        // As Google: a blank line does not end a group, groups of one agent
        // merge (whatever the case), the longest match wins, Allow on a tie.
        (
            "User-agent: Googlebot\n\nDisallow: /\n",
            "Googlebot",
            "https://example.com/x",
            D,
            3,
            "same_verdict",
            "reads it as Google does",
        ),
        (
            "User-agent: a\nDisallow: /x\n\nUser-agent: b\nDisallow: /\n\nUser-agent: A\nAllow: /x/y\n",
            "a",
            "https://example.com/x/y",
            A,
            8,
            "same_verdict",
            "reads it as Google does",
        ),
        (
            "User-agent: *\nDisallow: /a\nAllow: /a*\n",
            "x",
            "https://example.com/a",
            A,
            3,
            "same_verdict",
            "reads it as Google does",
        ),
    ];
    for (body, agent, url, verdict, line, code, sentence) in cases {
        let google = RobotsTxt::parse(body.as_bytes());
        let token = robots::agent::extract_token(agent.as_bytes());
        let g = google.check_raw(&[&String::from_utf8_lossy(token)], url);
        let c =
            Readers::parse(body.as_bytes()).explain(Reader::UrllibRfc9309, &g, agent, url, None);
        assert_eq!(
            (c.reading.verdict, c.reading.line),
            (*verdict, *line),
            "{body:?} {agent} {url}"
        );
        assert_eq!(
            (c.code, c.sentence.as_str()),
            (*code, *sentence),
            "{body:?} {agent} {url}"
        );
    }
}

/// Protego 0.7.0 ranks a rule with a final `$` by its own length when it
/// matches the end of the path (`Disallow: /$` ties with the directory
/// allowed by `Allow: /index.html`, and Allow wins), by the length of its
/// literal `%24` form when it matches a literal `$`.
#[test]
fn protego_ranks_a_final_dollar_by_the_form_that_matched() {
    rows(
        Reader::Protego,
        &[
            (
                "User-agent: *\nDisallow: /$\nallow: /index.html\n",
                "bot",
                "https://example.com/",
                A,
                3,
            ),
            (
                "User-agent: *\nDissallow: /$\nallow: /index.html\n",
                "bot",
                "https://example.com/",
                A,
                3,
            ),
            (
                "User-agent: *\nDisallow: /$\nAllow: /*\n",
                "bot",
                "https://example.com/",
                A,
                3,
            ),
            (
                "User-agent: *\nDisallow: /$\nAllow: /**\n",
                "bot",
                "https://example.com/$",
                D,
                2,
            ),
            (
                "User-agent: *\nDisallow: /$\nAllow: /***\n",
                "bot",
                "https://example.com/$",
                A,
                3,
            ),
            (
                "User-agent: *\nDisallow: /*$\nallow: /index.html\n",
                "bot",
                "https://example.com/",
                D,
                2,
            ),
        ],
    );
}
