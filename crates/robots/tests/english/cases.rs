//! Every message the engine says, one case of each (its value, its
//! message and the English the engine said before its sentences moved to
//! the catalogue): `english.rs` checks them against `golden.txt`, and the
//! page's catalogue test (`tests/i18n.rs`) that the page words each the
//! same way.

use robots::compare::Tally;
use robots::expect::{LineError, Problem};
use robots::message::{self, Lang, Message};
use robots::readers::Why;
use robots::tester::InputError;
use robots::url::UrlError;
use robots::{agent::AgentError, Diagnostic};

/// The reason alone of an input error, in English.
fn e_reason(e: &InputError) -> String {
    match e {
        InputError::Agent(a) => a.to_string(),
        InputError::Url(u) => u.to_string(),
    }
}

/// (label, message, English) for every case.
pub fn cases() -> Vec<(String, Message, String)> {
    let mut out: Vec<(String, Message, String)> = Vec::new();
    let mut add = |label: &str, m: Message, text: String| {
        // The engine's English of a value is its message's, in English.
        assert_eq!(m.render(Lang::En), text, "{label}");
        out.push((label.to_string(), m, text));
    };

    for (body, agent, path) in [
        (
            "User-agent: *\nDisallow: /*.htm\nAllow: /page\n",
            "Googlebot",
            "/page.htm",
        ),
        ("User-agent: *\nDisallow: /x\n", "Googlebot", "/x/y"),
        ("User-agent: *\nDisallow: /\n", "Googlebot", "/x"),
        (
            "User-agent: *\nAllow: /p\nDisallow: /p\n",
            "Googlebot",
            "/p",
        ),
        (
            "User-agent: *\nAllow: /dir/index.html\nDisallow: /dir/\n",
            "Googlebot",
            "/dir/",
        ),
        (
            "User-agent: *\nAllow: /dir/index.html\n",
            "Googlebot",
            "/dir/",
        ),
        ("User-agent: *\nDisallow:\n", "Googlebot", "/a"),
        (
            "User-agent: Googlebot\n\nUser-agent: *\nDisallow: /\n",
            "Googlebot",
            "/a",
        ),
        ("User-agent: Googlebot\nDisallow: /b\n", "Googlebot", "/a"),
        ("User-agent: *\nDisallow: /b\n", "Googlebot", "/a"),
        ("User-agent: bing\nDisallow: /\n", "Googlebot", "/a"),
        ("User-agent: bing\nDisallow: /\n", "AdsBot-Google", "/a"),
        (
            "User-agent: *\nDisallow: /a\nDisallow: /a*\nDisallow: /*a\n",
            "Googlebot",
            "/a",
        ),
        (
            "User-agent: *\nAllow: /a\nAllow: /a*\n",
            "Googlebot",
            "/abc",
        ),
        ("", "Googlebot", "/a"),
        (
            "User-agent: *\nDisallow: /\n\nUser-agent: Googlebot\n",
            "Googlebot",
            "/a",
        ),
    ] {
        let robots = robots::RobotsTxt::parse(body.as_bytes());
        let v = if agent == "AdsBot-Google" {
            robots::tester::check(&robots, agent, path).unwrap()
        } else {
            robots.check_raw(&[agent], path)
        };
        add(
            &format!("verdict {body:?} {agent} {path}"),
            message::reason(&v),
            v.sentence(),
        );
    }
    // A rule longer than a thousand bytes: its size as the engine writes it.
    let long = format!("/{}", "a".repeat(1200));
    let body = format!("User-agent: *\nDisallow: {long}\nAllow: /a\n");
    let v = robots::RobotsTxt::parse(body.as_bytes()).check_raw(&["Googlebot"], &long);
    add("verdict long rule", message::reason(&v), v.sentence());
    // A rule's reason without its rule (no check gives one): plain "Allowed".
    let mut v = robots::RobotsTxt::parse(b"User-agent: *\nDisallow: /x\n").check_raw(&["a"], "/x");
    v.decisive = None;
    add(
        "verdict without its rule",
        message::reason(&v),
        v.sentence(),
    );

    let diagnostics = diagnostics();
    for d in &diagnostics {
        add(
            &format!("diagnostic {}", d.code()),
            message::diagnostic(d),
            d.to_string(),
        );
    }
    // Each unsupported key, as the parser reports it.
    for key in [
        "Crawl-delay",
        "Host",
        "Clean-param",
        "Noindex",
        "Nofollow",
        "Request-rate",
    ] {
        let body = format!("User-agent: *\n{key}: 1\n");
        let robots = robots::RobotsTxt::parse(body.as_bytes());
        for d in robots.lines().iter().flat_map(|l| &l.diagnostics) {
            add(
                &format!("diagnostic {key}"),
                message::diagnostic(d),
                d.to_string(),
            );
        }
    }

    for e in [
        UrlError::Empty,
        UrlError::UnsupportedScheme("mailto".into()),
        UrlError::BadPort("99999".into()),
        UrlError::MissingHost,
        UrlError::BadHost("a b".into()),
        UrlError::HostTooLong("aaaa…".into()),
    ] {
        add(
            &format!("url error {e:?}"),
            message::url_error(&e),
            e.to_string(),
        );
    }
    for e in [AgentError::Empty, AgentError::NoToken] {
        add(
            &format!("agent error {e:?}"),
            message::agent_error(&e),
            e.to_string(),
        );
    }
    for (line, problem) in [
        (1, Problem::UnknownVerdict("maybe".into())),
        (2, Problem::MissingAgent),
        (3, Problem::MissingUrl),
        (4, Problem::EmptyAgent),
        (5, Problem::EmptyUrl),
        (6, Problem::UnterminatedQuote),
        (7, Problem::TextAfterQuote),
        (
            8,
            Problem::ExtraFields {
                first: "x".into(),
                count: 1,
            },
        ),
        (
            1234,
            Problem::ExtraFields {
                first: "Bot".into(),
                count: 2,
            },
        ),
    ] {
        let e = LineError { line, problem };
        add(
            &format!("expectations {:?}", e.problem),
            message::line_error(&e),
            e.to_string(),
        );
        // Alone, a problem says what follows its line.
        let alone = e.to_string();
        assert_eq!(
            format!("line {}: {}", e.line, e.problem),
            alone,
            "{:?}",
            e.problem
        );
    }

    let r = || "Disallow: /x".to_string();
    let whys = [
        Why::SameAsGoogle,
        Why::SameNoRule,
        Why::SameOtherLine { line: 3, rule: r() },
        Why::FileError {
            line: 2,
            text: "Disallow: [".into(),
        },
        Why::UrlError,
        Why::DirectiveEndsGroup {
            line: 4,
            text: "Crawl-delay: 1".into(),
        },
        Why::ByteOrderMark,
        Why::FirstGroupOnlyLater {
            group_line: 1,
            google_line: 7,
            google_rule: r(),
        },
        Why::FirstGroupOnly { group_line: 1 },
        Why::BlankLineEndsGroup {
            blank: 3,
            group_line: 1,
        },
        Why::BlankLineNoGroup {
            blank: 3,
            google_line: 4,
            google_rule: r(),
        },
        Why::AgentSubstring {
            name: "googlebot".into(),
            group_agent: "google".into(),
            group_line: 1,
        },
        Why::NoWildcards { line: 2, rule: r() },
        Why::FirstMatch {
            line: 2,
            rule: r(),
            longer: Some((3, "Allow: /x/y".into())),
        },
        Why::FirstMatch {
            line: 2,
            rule: r(),
            longer: None,
        },
        Why::UrllibQuoting {
            path: "/a%20b".into(),
        },
        Why::Other,
        Why::RobotsTxtAllowed,
        Why::AbsoluteUrlRule {
            line: 2,
            rule: "Disallow: http://x".into(),
        },
        Why::LongestAgent {
            group_line: 4,
            name: "googlebot".into(),
            agent: "Googlebot-News".into(),
        },
        Why::KeySpelling {
            agent: "Googlebot".into(),
            lines: vec![1, 5],
        },
        Why::IndexHtml {
            rule: "Allow: /d/index.html".into(),
            here: true,
        },
        Why::IndexHtml {
            rule: "Allow: /d/index.html".into(),
            here: false,
        },
        Why::DollarLiteral { line: 2, rule: r() },
        Why::LongestMatchLength {
            line: 2,
            rule: r(),
            path: "/%7Ex".into(),
        },
        Why::ProtegoQuoting {
            path: "/a%20b".into(),
        },
        Why::OutOfOrigin {
            url: "https://other.example/x".into(),
            robots: Some("https://example.com".into()),
        },
        Why::OutOfOrigin {
            url: "https://other.example/x".into(),
            robots: None,
        },
        Why::AgentWithoutRules {
            name: "bot".into(),
            line: 1,
        },
        Why::ExactAgent {
            name: "googlebot".into(),
            line: 1,
        },
        Why::ExactAgentOnlyHere {
            name: "bot".into(),
            group_line: 1,
        },
        Why::RobotsParserQuoting {
            path: "/a%20b".into(),
        },
        Why::MalformedUrlNoRule,
        Why::AgentSubstringOf {
            agent: "google".into(),
            line: 1,
            name: "googlebot".into(),
        },
        Why::AgentWhole {
            agent: "googlebot".into(),
            line: 1,
            name: "Googlebot/2.1".into(),
        },
        Why::DollarInside { line: 2, rule: r() },
        Why::RuleKeySpelling { line: 2, rule: r() },
        Why::WildcardMatchLength {
            line: 2,
            rule: r(),
            length: 1500,
        },
        Why::DecodedRule {
            line: 12345,
            rule: r(),
            pattern: "/x".into(),
        },
    ];
    for w in &whys {
        add(
            &format!("reader {}", w.code()),
            message::why(w),
            w.english(),
        );
    }
    // Lighthouse's robots.txt audit: each reason it gives.
    for (body, reason) in [
        ("nonsense\n", "Syntax not understood"),
        ("License: /l\n", "Unknown directive"),
        ("Sitemap: /s.xml\n", "Invalid sitemap URL"),
        ("Sitemap: mailto:a@b.c\n", "Invalid sitemap URL protocol"),
        ("User-agent:\n", "No user-agent specified"),
        (
            "User-agent: *\nDisallow: a\n",
            "Pattern should either be empty, start with \"/\" or \"*\"",
        ),
        (
            "User-agent: *\nDisallow: /a$b\n",
            "\"$\" should only be used at the end of the pattern",
        ),
    ] {
        let e = robots::readers::lighthouse_errors(body.as_bytes())[0];
        assert_eq!(e.reason.text(), reason);
        add(
            &format!("lighthouse {reason}"),
            message::lighthouse_invalid(e.reason),
            format!("Lighthouse 13.5.0 rejects this line (\"{reason}\"), so its robots.txt audit fails (\"robots.txt is not valid\")"),
        );
    }
    // A typed input that cannot be tested, saying which; `robots diff`'s
    // summary of one crawler.
    for e in [
        InputError::Agent(AgentError::Empty),
        InputError::Url(UrlError::MissingHost),
    ] {
        let which = if matches!(e, InputError::Agent(_)) {
            "agent"
        } else {
            "url"
        };
        add(
            &format!("input {which}"),
            message::input_error(&e),
            e.to_string(),
        );
        // The Python package names what was typed, quoted as Rust quotes it.
        let (input, given) = if which == "agent" {
            ("\"   \"", format!("agent \"   \": {}", e_reason(&e)))
        } else {
            ("\"http://\"", format!("URL \"http://\": {}", e_reason(&e)))
        };
        add(
            &format!("input {which} given"),
            message::input_error_given(&e, input),
            given,
        );
    }
    let tally = Tally {
        newly_blocked: 1,
        newly_allowed: 2,
        line_changed: 3,
        unchanged: 4,
    };
    add("diff tally", message::tally(&tally), tally.to_string());

    // The lines of late 2026 and the crawler registry's sentences (new
    // with the registry of late 2026: no engine said them before).
    for d in [
        Diagnostic::SignalOutsideGroup {
            agents: vec!["*".into()],
        },
        Diagnostic::SignalOutsideGroup { agents: vec![] },
        Diagnostic::TokenRetired {
            token: "anthropic-ai".into(),
            owner: "Anthropic",
            replaced_by: "ClaudeBot",
        },
        Diagnostic::LicenseNotAbsolute,
        Diagnostic::PathNotEncoded {
            encoded: "/caf%C3%A9%20menu".into(),
        },
        Diagnostic::ManagedBlock {
            vendor: robots::managed::Vendor::Cloudflare,
            first: 1,
            last: 42,
        },
    ] {
        add(
            &format!("diagnostic {}", d.code()),
            message::diagnostic(&d),
            d.to_string(),
        );
    }
    // signal_not_inherited (December 2026): a named group that loses the
    // `*` group's AI lines.
    for d in [
        Diagnostic::SignalNotInherited {
            agents: vec!["GPTBot".into()],
            more_agents: 0,
            lines: vec!["Content-Signal: ai-train=no".into()],
            more_lines: 0,
        },
        Diagnostic::SignalNotInherited {
            agents: vec!["GPTBot".into()],
            more_agents: 3,
            lines: vec!["Content-Usage: train-ai=n".into()],
            more_lines: 2,
        },
    ] {
        add(
            &format!("diagnostic {}", d.code()),
            message::diagnostic(&d),
            d.to_string(),
        );
    }
    for c in robots::registry::CRAWLERS {
        let m = c.blocking();
        let text = m.render(Lang::En);
        add(&format!("crawler {}", c.token), m, text);
    }
    for p in robots::registry::Purpose::ALL {
        let m = p.message();
        let text = m.render(Lang::En);
        add(&format!("purpose {}", p.code()), m, text);
    }

    // What Google does after each class of fetch result (the engine's
    // status notes, moved to the catalogue with the same English).
    {
        use robots::status::{class, Fetch};
        for (label, fetch) in [
            ("network", Fetch::NetworkError),
            (
                "redirects",
                Fetch::Status {
                    code: 301,
                    redirects: 6,
                },
            ),
            (
                "200",
                Fetch::Status {
                    code: 200,
                    redirects: 0,
                },
            ),
            (
                "302",
                Fetch::Status {
                    code: 302,
                    redirects: 1,
                },
            ),
            (
                "429",
                Fetch::Status {
                    code: 429,
                    redirects: 0,
                },
            ),
            (
                "404",
                Fetch::Status {
                    code: 404,
                    redirects: 0,
                },
            ),
            (
                "503",
                Fetch::Status {
                    code: 503,
                    redirects: 0,
                },
            ),
            (
                "999",
                Fetch::Status {
                    code: 999,
                    redirects: 0,
                },
            ),
        ] {
            let c = class(fetch);
            add(
                &format!("status {label}"),
                message::status(c),
                c.to_string(),
            );
        }
    }

    out
}

/// One diagnostic of each kind and wording (the unsupported keys' and the
/// late lints' aside): the command's SARIF rules test takes them too.
pub fn diagnostics() -> Vec<Diagnostic> {
    vec![
        Diagnostic::AcceptedTypo {
            written: "dissallow".into(),
            meant: "disallow",
        },
        Diagnostic::KeyByPrefix {
            written: "Disallowed".into(),
            meant: "disallow",
        },
        Diagnostic::MissingColon,
        Diagnostic::LineTooLong { length: 20_000 },
        Diagnostic::NulByte,
        Diagnostic::RuleOutsideGroup,
        Diagnostic::UnknownKey { key: "foo".into() },
        Diagnostic::NoLeadingSlash,
        Diagnostic::EmptyRule,
        Diagnostic::UserAgentCut {
            token: "Googlebot".into(),
        },
        Diagnostic::UserAgentNoToken,
        Diagnostic::SitemapNotAbsolute,
        Diagnostic::NotADirective,
        Diagnostic::NonUtf8,
        Diagnostic::BomSkipped,
        Diagnostic::StrayBom,
        Diagnostic::PastSizeLimit {
            limit: 512_000,
            total: 600_000,
        },
        Diagnostic::PreferenceLine {
            key: "Content-Signal",
        },
        Diagnostic::PreferenceLine {
            key: "Content-Usage",
        },
        Diagnostic::UsageOutsideGroup {
            key: "Content-Usage",
        },
        Diagnostic::UsageSplitsGroup {
            key: "Content-Usage",
        },
        Diagnostic::UsageNoEffect { path: "/x".into() },
        Diagnostic::UsageUnparsed {
            value: String::new(),
            label: None,
        },
        Diagnostic::UsageUnparsed {
            value: "Train-AI=n".into(),
            label: None,
        },
        Diagnostic::UsageUnparsed {
            value: "maybe".into(),
            label: Some("train-ai"),
        },
        Diagnostic::GroupReplacesStar {
            token: "GPTBot".into(),
            paths: vec!["/a".into(), "/b".into()],
            more: 0,
        },
        Diagnostic::GroupReplacesStar {
            token: "GPTBot".into(),
            paths: vec!["/a".into(), "/b".into()],
            more: 3,
        },
    ]
}
