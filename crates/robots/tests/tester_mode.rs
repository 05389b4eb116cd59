//! SPEC.md's tester-mode behaviours: agents pasted as user-agent strings,
//! crawler families, typed URLs, the 500 KiB limit, scope and status codes.

use robots::status::{outcome, Effect, Fetch};
use robots::tester;
use robots::url::{normalise_typed, scope, Scope};
use robots::{Diagnostic, FamilyUse, GroupKind, RobotsTxt};

fn check(body: &str, agent: &str, url: &str) -> robots::Verdict {
    tester::check(&tester::parse(body.as_bytes()), agent, url).expect("valid input")
}

// SPEC §4.3: tokens derived from what people paste.
#[test]
fn full_user_agent_strings_use_their_product_token() {
    let body = "User-agent: Googlebot\nDisallow: /g\n\nUser-agent: Googlebot-Image\nDisallow: /i\n\nUser-agent: *\nDisallow: /\n";
    let ua = "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/120.0 Safari/537.36";
    let v = check(body, ua, "https://e.com/g/x");
    assert_eq!(
        (v.allowed, v.line, v.tokens[0].as_str()),
        (false, 2, "Googlebot")
    );
    // The longest known token wins: Googlebot-Image, not Googlebot.
    let v = check(body, "Googlebot-Image/1.0", "/i/x");
    assert_eq!(
        (v.allowed, v.line, v.tokens[0].as_str()),
        (false, 5, "Googlebot-Image")
    );
    // An unknown crawler: the product in the compatible; list.
    let v = check(
        body,
        "Mozilla/5.0 (compatible; FooCrawler/3.1; +https://foo.example)",
        "/z",
    );
    assert_eq!(
        (v.allowed, v.line, v.tokens[0].as_str()),
        (false, 8, "FooCrawler")
    );
    assert_eq!(v.groups.kind, GroupKind::Global);
}

#[test]
fn an_input_without_a_token_is_an_error_not_a_silent_mismatch() {
    let robots = tester::parse(b"User-agent: *\nDisallow: /\n");
    for bad in ["", "   ", "2.1", "/x", "ツ"] {
        let err = tester::check(&robots, bad, "/").unwrap_err();
        assert!(matches!(err, tester::InputError::Agent(_)), "{bad:?}");
        assert!(!err.to_string().is_empty());
    }
    // Raw mode takes the token as given: an invalid one silently never matches.
    let raw = RobotsTxt::parse(b"User-agent: Googlebot\nDisallow: /\n");
    assert_eq!(raw.allowed_raw(&["Googlebot/2.1"], "/x"), (true, 0));
    assert_eq!(
        tester::check(
            &tester::parse(b"User-agent: Googlebot\nDisallow: /\n"),
            "Googlebot/2.1",
            "/x"
        )
        .unwrap()
        .line,
        2
    );
}

// SPEC §4.4: crawler families fall back, never merge.
#[test]
fn googlebot_image_falls_back_to_googlebot_then_star() {
    let with_googlebot = "User-agent: Googlebot\nDisallow: /photos\n\nUser-agent: *\nDisallow: /\n";
    let v = check(with_googlebot, "Googlebot-Image", "/photos/a.jpg");
    assert_eq!((v.allowed, v.line), (false, 2));
    assert!(
        matches!(&v.groups.family, Some(FamilyUse::FellBackTo { token, .. }) if token == "Googlebot")
    );
    assert_eq!(v.groups.code(), "family_fallback");
    let (token, source) = v.groups.fell_back_to().expect("a fallback");
    assert_eq!(token, "Googlebot");
    assert!(source.starts_with("Google Search Central"), "{source}");
    assert_eq!(v.groups.ignores_global(), None);
    // Only Googlebot's group: the * group is not merged in.
    let v = check(with_googlebot, "Googlebot-Image", "/other");
    assert_eq!(
        (v.allowed, v.line, v.reason.code()),
        (true, 0, "no_matching_rule")
    );
    // No Googlebot group: the * group.
    let v = check("User-agent: *\nDisallow: /\n", "Googlebot-News", "/a");
    assert_eq!((v.allowed, v.line), (false, 2));
    assert_eq!(v.groups.kind, GroupKind::Global);
    // A group naming the crawler itself always wins.
    let own = "User-agent: Googlebot\nDisallow: /\n\nUser-agent: Googlebot-Video\nAllow: /\n";
    let v = check(own, "Googlebot-Video", "/v");
    assert_eq!(
        (v.allowed, v.line, v.groups.family.clone()),
        (true, 5, None)
    );
    // Raw mode has no families: Google's library uses the * group.
    let raw = RobotsTxt::parse(with_googlebot.as_bytes());
    assert_eq!(raw.allowed_raw(&["Googlebot-Image"], "/other"), (false, 5));
}

#[test]
fn applebot_follows_googlebot_and_adsbot_ignores_star() {
    let body = "User-agent: Googlebot\nDisallow: /nogoogle\n\nUser-agent: *\nDisallow: /\n";
    let v = check(body, "Applebot", "/nogoogle/x");
    assert_eq!((v.allowed, v.line), (false, 2));
    let v = check(body, "Applebot", "/fine");
    assert!(v.allowed);
    let v = check(body, "AdsBot-Google", "/anything");
    assert_eq!((v.allowed, v.line, v.reason.code()), (true, 0, "no_group"));
    assert!(matches!(
        v.groups.family,
        Some(FamilyUse::IgnoresGlobal { .. })
    ));
    let source = v.groups.ignores_global().expect("the * group ignored");
    assert!(source.starts_with("Google Search Central"), "{source}");
    assert_eq!(v.groups.fell_back_to(), None);
    assert!(
        v.sentence().contains("ignores the * group"),
        "{}",
        v.sentence()
    );
    let named = "User-agent: AdsBot-Google\nDisallow: /ads\n\nUser-agent: *\nDisallow: /\n";
    assert_eq!(check(named, "AdsBot-Google", "/ads/1").line, 2);
}

// SPEC §6.4: typed URLs are requested as a browser would.
#[test]
fn typed_urls_are_tested_as_a_browser_requests_them() {
    let body = "User-agent: *\nDisallow: /a%20b\nDisallow: /caf%C3%A9\nDisallow: /x/y$\n";
    let v = check(body, "Googlebot", "https://e.com/a b");
    assert_eq!((v.allowed, v.line, v.path.as_str()), (false, 2, "/a%20b"));
    let v = check(body, "Googlebot", "https://e.com/café");
    assert_eq!(
        (v.allowed, v.line, v.path.as_str()),
        (false, 3, "/caf%C3%A9")
    );
    let v = check(body, "Googlebot", "https://e.com/x/z/../y#top");
    assert_eq!((v.allowed, v.line, v.path.as_str()), (false, 4, "/x/y"));
    // Raw mode: the URL is used as given.
    let raw = RobotsTxt::parse(body.as_bytes());
    assert_eq!(raw.check_raw(&["Googlebot"], "https://e.com/a b").line, 0);
    assert_eq!(
        raw.check_raw(&["Googlebot"], "https://e.com/x/z/../y").line,
        0
    );
    assert_eq!(normalise_typed("e.com/%7euser").unwrap().path, "/%7euser");
}

// SPEC §1.5: only the first 500 KiB count in tester mode.
#[test]
fn content_past_500_kib_is_ignored_and_reported() {
    let mut body = String::from("User-agent: *\n");
    while body.len() < 512_000 {
        body.push_str("# padding padding padding padding padding padding\n");
    }
    body.push_str("Disallow: /late\n");
    let tested = tester::parse(body.as_bytes());
    let v = tester::check(&tested, "Googlebot", "/late").unwrap();
    assert_eq!((v.allowed, v.line), (true, 0));
    let cut = tested.truncation().expect("cut reported");
    assert_eq!((cut.limit, cut.total), (512_000, body.len()));
    let line = tested.line(cut.line).unwrap();
    assert!(line
        .diagnostics
        .iter()
        .any(|d| matches!(d, Diagnostic::PastSizeLimit { .. })));
    // Raw mode parses everything.
    let raw = RobotsTxt::parse(body.as_bytes());
    assert!(!raw.allowed_raw(&["Googlebot"], "/late").0);
    assert!(raw.truncation().is_none());
}

// SPEC §7: scope.
#[test]
fn a_robots_txt_governs_only_its_own_scheme_host_and_port() {
    let origin = |s: &str| normalise_typed(s).unwrap().origin.unwrap();
    let robots = origin("http://example.com/robots.txt");
    let in_scope = [
        "http://example.com/x",
        "http://EXAMPLE.com:80/x",
        "HTTP://example.com",
    ];
    for u in in_scope {
        assert_eq!(scope(&robots, Some(&origin(u))), Scope::InScope, "{u}");
    }
    for u in [
        "https://example.com/x",
        "http://www.example.com/x",
        "http://shop.www.example.com/",
        "http://example.com:8080/x",
        "http://93.184.216.34/x",
    ] {
        assert!(
            matches!(scope(&robots, Some(&origin(u))), Scope::OutOfScope { .. }),
            "{u}"
        );
    }
    let ftp = origin("ftp://example.com/robots.txt");
    assert_eq!(
        scope(&ftp, Some(&origin("ftp://example.com:21/f"))),
        Scope::InScope
    );
    let idn = origin("https://münchen.de/robots.txt");
    assert_eq!(idn.host, "xn--mnchen-3ya.de");
    assert_eq!(
        scope(&idn, Some(&origin("https://xn--mnchen-3ya.de/a"))),
        Scope::InScope
    );
    let ip = origin("http://93.184.216.34/robots.txt");
    assert_eq!(
        scope(&ip, Some(&origin("http://93.184.216.34/x"))),
        Scope::InScope
    );
}

// SPEC §8: status codes.
#[test]
fn status_codes_decide_before_any_rule() {
    let status = |code| outcome(Fetch::Status { code, redirects: 0 }).0;
    assert_eq!(status(200), Effect::UseRules);
    assert_eq!(status(204), Effect::UseRules);
    for code in [400, 401, 403, 404, 410] {
        assert_eq!(status(code), Effect::AllowAll, "{code}");
    }
    for code in [429, 500, 502, 503] {
        assert_eq!(status(code), Effect::DisallowAll, "{code}");
    }
    assert_eq!(outcome(Fetch::NetworkError).0, Effect::DisallowAll);
    assert_eq!(
        outcome(Fetch::Status {
            code: 200,
            redirects: 5
        })
        .0,
        Effect::UseRules
    );
    assert_eq!(
        outcome(Fetch::Status {
            code: 200,
            redirects: 6
        })
        .0,
        Effect::AllowAll
    );
}

// SPEC §9: every verdict explains itself.
#[test]
fn verdicts_explain_groups_candidates_and_tie_breaks() {
    let body = "User-agent: Googlebot\nAllow: /page\nDisallow: /*.htm\n\nUser-agent: Googlebot\nDisallow: /folder\nAllow: /folder\n";
    let v = check(body, "Googlebot", "/page.htm");
    assert_eq!(v.groups.agent_lines, vec![1, 5]);
    assert_eq!(v.groups.code(), "specific_merged");
    assert_eq!(v.candidates.len(), 2);
    assert_eq!(
        v.sentence(),
        "`Disallow: /*.htm` (6 bytes) is longer than `Allow: /page` (5 bytes): the longest match wins"
    );
    let v = check(body, "Googlebot", "/folder/x");
    assert_eq!(
        (v.allowed, v.line, v.reason.code()),
        (true, 7, "tie_allow_wins")
    );
    assert!(
        v.sentence().starts_with("Equal length (7):"),
        "{}",
        v.sentence()
    );
    let v = check(
        "User-agent: *\nDisallow: /\nAllow: /d/index.html\n",
        "x",
        "/d/",
    );
    assert_eq!(
        (v.allowed, v.line, v.reason.code()),
        (true, 3, "index_html_directory")
    );
    assert_eq!(v.decisive.unwrap().pattern, "/d/$");
}
