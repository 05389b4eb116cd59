//! Tests of the model's inputs, results, explanation and diagnostics.

use robots::status::outcome;
use robots::tester;
use robots::{Diagnostic, Severity};

use super::*;
use crate::i18n::tr;

const SAMPLE: &str = "User-agent: Googlebot\nDisallow: /nogooglebot/\n\nUser-agent: *\nAllow: /\n";

#[test]
fn url_rows_skip_blank_lines_and_keep_line_numbers() {
    let rows = url_rows("https://e.com/a b\n\n  /x?y  \nmailto:me@e.com\n");
    assert_eq!(rows.len(), 3);
    assert_eq!((rows[0].line, rows[0].path.as_deref()), (1, Ok("/a%20b")));
    assert_eq!((rows[1].line, rows[1].input.as_str()), (3, "/x?y"));
    assert_eq!(rows[2].line, 4);
    assert!(rows[2].path.as_ref().unwrap_err().contains("mailto"));
}

#[test]
fn agent_columns_derive_tokens_and_drop_invalid_ones() {
    let cols = crawler_cols(
        &[
            "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)".into(),
            "42".into(),
            "GPTBot".into(),
        ],
        &[],
    );
    assert_eq!(cols.len(), 2);
    assert_eq!(cols[0].token, "Googlebot");
    assert_eq!(cols[1].how, "used as typed");
    assert!(crawler_col("1234").is_err());
}

#[test]
fn results_use_the_fast_path_and_agree_with_the_explanation() {
    let parsed = Parsed::new(SAMPLE);
    let rows = url_rows("https://www.example.com/nogooglebot/x\n/\nmailto:me@example.com\n");
    let cols = crawler_cols(
        &[
            "Googlebot".into(),
            "Bingbot".into(),
            "Googlebot-Image".into(),
        ],
        &[],
    );
    let r = check_all(&parsed, &rows, &cols, None);
    assert_eq!(r.rows(), 3);
    assert_eq!(
        r.get(0, 0),
        Some(CellResult {
            allowed: false,
            line: 2,
            other_parsers: 0,
        })
    );
    assert_eq!(
        r.get(0, 1),
        Some(CellResult {
            allowed: true,
            line: 5,
            other_parsers: 0,
        })
    );
    // Googlebot-Image falls back to Googlebot's group; robots-parser looks
    // `googlebot-image` up exactly, finds no group and allows it.
    assert_eq!(
        r.get(0, 2),
        Some(CellResult {
            allowed: false,
            line: 2,
            other_parsers: 4,
        })
    );
    assert_eq!(r.totals(0), (1, 1));
    for row in 0..2 {
        for col in 0..3 {
            let e = explain(&parsed, &rows, &cols, Some((row, col)), None).unwrap();
            let v = e.verdict.unwrap();
            assert_eq!(
                Some((v.allowed, v.line)),
                r.get(row, col).map(|c| (c.allowed, c.line))
            );
        }
    }
}

#[test]
fn active_cell_stays_inside_the_grid() {
    assert_eq!(active_cell(None, 3, 2), Some((0, 0)));
    assert_eq!(active_cell(Some((5, 5)), 3, 2), Some((2, 1)));
    assert_eq!(active_cell(Some((1, 1)), 0, 2), None);
}

#[test]
fn highlights_mark_decisive_candidates_and_agent_lines() {
    let parsed =
        Parsed::new("User-agent: a\nUser-agent: b\nDisallow: /p\nAllow: /page\nDisallow: /x\n");
    let rows = url_rows("/page");
    let cols = crawler_cols(&["b".into()], &[]);
    let e = explain(&parsed, &rows, &cols, Some((0, 0)), None);
    let h = highlights(e.as_ref());
    assert_eq!(h.decisive, Some(4));
    assert_eq!(h.candidates, vec![3]);
    assert_eq!(h.agent_lines, vec![2]);
    // Merged groups: every user-agent line, in order.
    let parsed = Parsed::new(&"User-agent: *\nDisallow: /p\n".repeat(300));
    let e = explain(&parsed, &rows, &cols, Some((0, 0)), None);
    let h = highlights(e.as_ref());
    assert_eq!(h.agent_lines.len(), 300);
    assert!(h.agent_lines.windows(2).all(|w| w[0] < w[1]));
    assert_eq!(h.candidates.len(), 299);
}

#[test]
fn diagnostics_are_listed_and_marked_per_line() {
    let parsed = Parsed::new("Disallow: /a\nUser-agent: *\nCrawl-delay: 5\nDissallow: /b\n");
    let d = diagnostics(&parsed.robots, None, &[]);
    assert_eq!(d.total, 3);
    assert_eq!(d.shown[0].line, 1);
    assert_eq!(d.shown[0].code, "rule_outside_group");
    assert_eq!(d.mark(1), Some(Severity::Error));
    assert_eq!(d.mark(2), None);
    assert_eq!(d.mark(4), Some(Severity::Warning));
    assert!(
        d.shown[1].message.contains("crawl-delay") || d.shown[1].message.contains("Crawl-delay")
    );
}

#[test]
fn diagnostics_read_as_the_engine_writes_them_in_english() {
    let text = "\u{feff}Disallow: /a\nuseragent: x\nUser-agent: Googlebot/2.1\nuser-agent: 1\nDisallowed: /b\nDisallow /c\nDisallow: c\nAllow:\nCrawl-delay: 5\nclean-param: x\ncontent-usage: x\nnoindex: /x\nnofollow: /y\ndomain: x\nfoo: bar\nprose\nSitemap: /s.xml\n\u{feff}Allow: /x\nAllow: /\0x\n";
    let parsed = Parsed::new(text);
    let mut codes = std::collections::BTreeSet::new();
    for line in parsed.robots.lines() {
        for d in &line.diagnostics {
            codes.insert(d.code());
            assert_eq!(diagnostic_message(d), d.to_string());
        }
    }
    // All but line_too_long, non_utf8, past_size_limit and the AI-use lints
    // (their own test below).
    assert_eq!(codes.len(), 16, "{codes:?}");
    let d = Diagnostic::LineTooLong { length: 20_000 };
    assert_eq!(
            diagnostic_message(&d),
            "line is 20,000 bytes; Google reads only the first 16,663 bytes of a line and drops the rest"
        );
    let d = Diagnostic::PastSizeLimit {
        limit: 512_000,
        total: 600_000,
    };
    assert_eq!(
            diagnostic_message(&d),
            "Google reads only the first 512,000 bytes (500 KiB) of robots.txt; this file has 600,000 bytes, and everything from here on is ignored"
        );
    assert_eq!(severity_label(Severity::Warning).1, "Warning");
    assert_eq!(severity_class(Severity::Warning), "warning");
}

#[test]
fn ai_use_diagnostics_read_as_the_engine_writes_them_in_english() {
    let mut text = String::from(
        "Content-Usage: train-ai=n\nContent-Signal: search=yes\nUser-agent: *\nDisallow: /never/\n",
    );
    for i in 0..7 {
        text.push_str(&format!("Disallow: /p{i}\n"));
    }
    text.push_str(
        "Content-Usage: /never/x train-ai=y\nContent-Usage: /x\nContent-Usage: Train-AI=n\nContent-Usage: train-ai=yes\n\nUser-agent: A\nContent-Usage: search=y\nUser-agent: B\nDisallow: /p0\n\nUser-agent: C\nAllow: /\n",
    );
    let parsed = Parsed::new(&text);
    let robots = &parsed.robots;
    let mut codes = std::collections::BTreeSet::new();
    // The lints the checking worker computes are worded with its messages.
    crate::i18n::with_worker_messages();
    let usage = robots.ai_diagnostics();
    let all = robots
        .lines()
        .iter()
        .flat_map(|l| &l.diagnostics)
        .chain(usage.iter().map(|(_, d)| d));
    for d in all {
        codes.insert(d.code());
        assert_eq!(diagnostic_message(d), d.to_string());
    }
    assert_eq!(
        codes.into_iter().collect::<Vec<_>>(),
        [
            "group_replaces_star",
            "preference_line",
            "signal_not_inherited",
            "signal_outside_group",
            "usage_no_effect",
            "usage_outside_group",
            "usage_splits_group",
            "usage_unparsed"
        ]
    );
    // And the Content-Signal line above every group's note, and C's group,
    // which reads none of the * group's Content-Usage lines.
    assert_eq!(usage.len(), 8);
}

#[test]
fn errors_read_as_the_engine_writes_them_in_english() {
    let long = format!("http://{}/", "ab.".repeat(100));
    for input in [
        "",
        "mailto:x",
        "http://a:99999/",
        "http://",
        "http://a b/",
        &long,
    ] {
        if let Err(e) = robots::url::normalise_typed(input) {
            assert_eq!(url_error(&e), e.to_string(), "{input}");
        }
    }
    for input in ["", "1234"] {
        let e = tester::agent(input).unwrap_err();
        assert_eq!(agent_error(&e), e.to_string());
    }
}

#[test]
fn diagnostics_list_is_capped() {
    let text = "a line of prose\n".repeat(1000);
    let d = diagnostics(&Parsed::new(&text).robots, None, &[]);
    assert_eq!(d.shown.len(), Diagnostics::SHOWN);
    assert_eq!(d.total, 1000);
    assert_eq!(d.marks.len(), 1000);
}

#[test]
fn size_limit_is_reported() {
    let text = "Disallow: /x\n".repeat(50_000);
    let p = Parsed::new(&text);
    let t = p.truncation().unwrap();
    assert_eq!((t.limit, t.total), (512_000, text.len()));
    assert_eq!(p.editor_lines, 50_001);
    assert!(t.line < 50_000);
}

#[test]
fn offsets_and_ranges() {
    let text = "ab\nü€\n\nlast";
    assert_eq!(line_range(text, 1), Some((0, 2)));
    assert_eq!(line_range(text, 2), Some((3, 8)));
    assert_eq!(line_range(text, 3), Some((9, 9)));
    assert_eq!(line_range(text, 4), Some((10, 14)));
    assert_eq!(line_range(text, 5), None);
    assert_eq!(utf16_offset(text, 8), 5);
    assert_eq!(utf16_offset(text, 4), 3); // inside 'ü': floored
    assert_eq!(editor_line_count(text), 4);
    assert_eq!(normalise_line_ends("a\r\nb\rc"), "a\nb\nc");
}

#[test]
fn numbers_read_well() {
    assert_eq!(group_digits(512000), "512,000");
    assert_eq!(group_digits(999), "999");
    assert_eq!(group_digits(1_048_576), "1,048,576");
    assert_eq!(human_size(1), "1 byte");
    assert_eq!(human_size(2048), "2.0 KiB");
    assert_eq!(human_size(512_000), "500.0 KiB");
    assert_eq!(human_size(511_898), "499.9 KiB");
    assert_eq!(human_size(10 * 1024 * 1024 + 1), "10.0 MiB");
    assert_eq!(tr!("url-count", count = 10_000usize), "10,000 URLs");
    assert_eq!(tr!("url-count", count = 1usize), "1 URL");
}

#[test]
fn scope_warns_for_other_origins_only() {
    let site = site("https://example.com/robots.txt").unwrap().unwrap();
    assert_eq!(site.note, None);
    let mut rows = url_rows(
            "https://example.com/a\n/bare?x\nhttps://www.example.com/\nhttp://example.com/\nhttps://example.com:8443/\nhttps://EXAMPLE.com:443/b\nmailto:x@example.com\n",
        );
    let w: Vec<_> = rows.iter().map(|r| scope_warning(&site, r)).collect();
    let flagged: Vec<bool> = w.iter().map(Option::is_some).collect();
    assert_eq!(flagged, [false, false, true, true, true, false, false]);
    let www = w[2].as_deref().unwrap();
    assert!(
        www.contains("does not apply to https://www.example.com"),
        "{www}"
    );
    assert!(
        www.contains("another host") && www.contains("shown anyway"),
        "{www}"
    );
    assert!(w[3].as_deref().unwrap().contains("another scheme"));
    assert!(w[4].as_deref().unwrap().contains("another port"));
    mark_scope(&mut rows, "");
    assert!(rows.iter().all(|r| r.scope.is_none()));
    mark_scope(&mut rows, "https://example.com/robots.txt");
    assert_eq!(rows.iter().map(|r| r.scope.clone()).collect::<Vec<_>>(), w);
}

#[test]
fn site_input_is_read_and_explained() {
    assert_eq!(site("  "), Ok(None));
    assert!(site("/robots.txt").is_err());
    assert!(site("mailto:x@y.z").is_err());
    let s = site("https://example.com").unwrap().unwrap();
    assert_eq!(
        (s.origin.to_string(), s.note),
        ("https://example.com".into(), None)
    );
    let s = site("https://example.com/folder/robots.txt")
        .unwrap()
        .unwrap();
    assert_eq!(s.origin.to_string(), "https://example.com");
    assert!(s
        .note
        .unwrap()
        .contains("subdirectory (/folder/robots.txt) is never used"));
    let s = site("münchen.de/page").unwrap().unwrap();
    assert_eq!(s.origin.to_string(), "http://xn--mnchen-3ya.de");
    assert!(s.note.is_some());
    let rows = url_rows("http://xn--mnchen-3ya.de/x\nhttp://MÜNCHEN.de/y");
    assert!(rows.iter().all(|r| scope_warning(&s, r).is_none()));
}

#[test]
fn fetch_results_replace_the_rules() {
    assert_eq!(status_rule(""), None);
    assert_eq!(status_rule("3xx"), None);
    assert_eq!(status_rule("unknown"), None);
    for key in ["401", "403", "404", "410", "redirects"] {
        assert!(status_rule(key).unwrap().allowed, "{key}");
    }
    for key in ["429", "500", "503", "network"] {
        assert!(!status_rule(key).unwrap().allowed, "{key}");
    }
    assert!(status_rule("404").unwrap().sentence.starts_with("4xx"));
    // The page's English is the engine's, choice by choice.
    for c in FETCH_CHOICES {
        assert_eq!(
            status_sentence(c.fetch),
            outcome(c.fetch).1.to_string(),
            "{}",
            c.key
        );
    }
    assert_eq!(
        status_rule("redirects").unwrap().label,
        "More than 5 redirects"
    );
    assert_eq!(FETCH_CHOICES[0].label(), "200 OK: the rules apply");
    let keys: std::collections::HashSet<_> = FETCH_CHOICES.iter().map(|c| c.key).collect();
    assert_eq!(keys.len(), FETCH_CHOICES.len());

    let parsed = Parsed::new(SAMPLE);
    let rows = url_rows("/nogooglebot/x\nmailto:x@y.z\n/");
    let cols = crawler_cols(&["Googlebot".into(), "Bingbot".into()], &[]);
    let s503 = status_rule("503");
    let r = check_all(&parsed, &rows, &cols, s503);
    assert_eq!(r.totals(0), (0, 2));
    assert_eq!(r.totals(1), (0, 2));
    assert_eq!(r.get(1, 0), None);
    let r = check_all(&parsed, &rows, &cols, status_rule("404"));
    assert_eq!(
        r.get(0, 0),
        Some(CellResult {
            allowed: true,
            line: 0,
            other_parsers: 0,
        })
    );
    let e = explain(&parsed, &rows, &cols, Some((0, 0)), s503).unwrap();
    assert_eq!(e.allowed(), Some(false));
    assert_eq!(highlights(Some(&e)), Highlights::default());
    let e = explain(&parsed, &rows, &cols, Some((2, 0)), status_rule("404")).unwrap();
    assert_eq!(e.allowed(), Some(true));
}

#[test]
fn tokens_set_by_the_user_replace_the_derived_ones() {
    let parsed = Parsed::new(SAMPLE);
    let rows = url_rows("/nogooglebot/x");
    let agents = ["Googlebot-Image".to_string(), "Bingbot".to_string()];
    let tokens = [
        ("Googlebot-Image".to_string(), "Bingbot".to_string()),
        ("Bingbot".to_string(), "not valid!".to_string()),
    ];
    let cols = crawler_cols(&agents, &tokens);
    assert_eq!(
        (cols[0].token.as_str(), cols[0].derived.as_str()),
        ("Bingbot", "Googlebot-Image")
    );
    assert!(cols[0].overridden);
    assert!(!cols[1].overridden);
    assert_eq!(
        check_all(&parsed, &rows, &cols, None)
            .get(0, 0)
            .map(|c| c.allowed),
        Some(true)
    );
    assert_eq!(check_token(" Googlebot "), Ok("Googlebot"));
    assert!(check_token("Googlebot/2.1").is_err());
    assert!(check_token("").is_err());
}
