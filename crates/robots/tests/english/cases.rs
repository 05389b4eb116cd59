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

    let diagnostics = [
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
    ];
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
    // `robots audit`'s sentences, as the command prints them.
    use message::audit as a;
    for (label, m, text) in [
        ("audit unparsed", a::unparsed("access.log", 12, "w3c"), "access.log, line 12: not a w3c log line (counted as skipped)"),
        ("audit unparsed more", a::unparsed_more(3), "3 more unreadable lines were not listed."),
        ("audit summary", a::summary(24, 11, 8, 13), "Log lines: 24. Requests: 11, of which 8 by known crawlers. Skipped lines: 13."),
        ("audit period", a::period("2026-11-01T00:00:00Z", "2026-11-02T00:00:00Z"), "From 2026-11-01T00:00:00Z to 2026-11-02T00:00:00Z."),
        ("audit no crawler", a::no_crawler(), "No request came from a crawler of the registry."),
        ("audit list", a::list("gptbot.json", "2026-11-20"), "Address list gptbot.json: created 2026-11-20."),
        ("audit list stale", a::list_stale("gptbot.json", "2026-01-01", 330), "Address list gptbot.json: created 2026-01-01, 330 days ago; older than 30 days, so run `robots ranges update`."),
        ("audit list undated", a::list_undated("bots.json"), "Address list bots.json: it gives no creation time."),
        ("audit list unreadable", a::list_unreadable("bots.json", "EOF"), "Address list bots.json cannot be read: EOF"),
        ("audit no lists", a::no_lists("ranges"), "No crawler address lists in ranges: every request is counted as unverified. Run `robots ranges update` to download them."),
        ("audit forged note", a::forged_note(), "\"Forged\" means the address is not in the owner's list as published on its creation date: owners start using new addresses before they list them."),
        ("audit verified disallowed one", a::verified_disallowed("GPTBot", 1), "One request by GPTBot from its owner's own addresses fetched a URL that the file in force disallows."),
        ("audit verified disallowed", a::verified_disallowed("GPTBot", 2), "2 requests by GPTBot from its owner's own addresses fetched URLs that the file in force disallows."),
        ("audit ignores robots", a::ignores_robots("ChatGPT-User"), "ChatGPT-User: its owner says it may ignore robots.txt when a person asks it to fetch a page."),
        ("audit top", a::top("GPTBot"), "GPTBot: the disallowed paths it requested most"),
        ("audit unknown", a::unknown(), "Other bots, not in the registry (by product token):"),
        ("audit ranges saved", a::ranges_saved("gptbot.json", 2, "2026-11-20"), "Saved gptbot.json: 2 address prefixes, created 2026-11-20."),
        ("audit ranges failed", a::ranges_failed("https://openai.com/gptbot.json", "HTTP status 404"), "https://openai.com/gptbot.json was not saved: HTTP status 404"),
        ("audit ranges done", a::ranges_done(18, 19, "ranges"), "18 of 19 address lists saved in ranges."),
        ("audit edge refused verified", a::edge_refused_verified("GPTBot", 1204, "1,204", "403", "OpenAI"), "GPTBot: 1,204 requests your robots.txt allows were answered 403 — from OpenAI's own addresses."),
        ("audit edge refused verified one", a::edge_refused_verified("GPTBot", 1, "1", "402", "OpenAI"), "GPTBot: one request your robots.txt allows was answered 402 — from OpenAI's own addresses."),
        ("audit edge refused forged", a::edge_refused_forged("Googlebot", 35, "35", "403, 429", "Google"), "Googlebot: 35 requests your robots.txt allows were answered 403, 429 — from addresses that are not Google's (forged)."),
        ("audit edge refused unverified", a::edge_refused_unverified("Bytespider", 2, "2", "451"), "Bytespider: 2 requests your robots.txt allows were answered 451 — from addresses nothing could check."),
        ("audit rdns cut short", a::rdns_cut_short(412, 9031, 60), "--rdns stopped after 412 lookups (its budget is 60 seconds and a few lookups at a time): 9031 requests could not be checked by reverse DNS and count as unverified."),
        ("audit signed", a::signed(), "Signed agents (Web Bot Auth), by the origin their Signature-Agent header names:"),
        ("audit signed note", a::signed_note(), "A verified signature proves who sent a request, not that it obeyed robots.txt: the DISALLOWED column says what it fetched against the file."),
        ("audit directory", a::directory("https://chatgpt.com", 2), "Key directory of https://chatgpt.com: 2 keys."),
        ("audit directory one", a::directory("https://agent.bot.goog", 1), "Key directory of https://agent.bot.goog: one key."),
        ("audit directory unreadable", a::directory_unreadable("chatgpt.com.json", "permission denied"), "Key directory chatgpt.com.json cannot be read: permission denied"),
        ("audit directory invalid", a::directory_invalid(), "not a key directory (a JSON Web Key Set with an Ed25519 key, of at most 256 KiB)"),
        ("audit directory saved", a::directory_saved("https://chatgpt.com", 2, "signature-agents/chatgpt.com.json"), "Saved the key directory of https://chatgpt.com as signature-agents/chatgpt.com.json: 2 keys."),
        ("audit directories done", a::directories_done(1, 2, "ranges/signature-agents"), "1 of 2 key directories saved in ranges/signature-agents."),
        ("fetch redirect refused", message::redirect_refused("https://example.com/robots.txt", "http://10.0.0.1/robots.txt", "10.0.0.1", "private"), "refused to follow the redirect from https://example.com/robots.txt to http://10.0.0.1/robots.txt: 10.0.0.1 is a private network address, and a public host may not send the tester there"),
    ] {
        add(label, m, text.to_string());
    }

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

    // `robots site`'s sentences, one of each (new with the command).
    {
        use message::SiteSay as S;
        let status = Box::new(S::Status { status: 404 });
        for (label, say) in [
            (
                "site sitemap",
                S::Sitemap {
                    url: "https://example.com/s.xml",
                    count: 3,
                },
            ),
            (
                "site index",
                S::Index {
                    url: "https://example.com/i.xml",
                    count: 2,
                },
            ),
            (
                "site not read",
                S::NotRead {
                    url: "https://example.com/s.xml",
                    why: status.clone(),
                },
            ),
            ("site network", S::Network { error: "timed out" }),
            ("site status", S::Status { status: 503 }),
            (
                "site xml",
                S::Xml {
                    error: "unclosed tag",
                },
            ),
            ("site root", S::Root { name: "html" }),
            ("site nested", S::Nested),
            ("site not http", S::NotHttp),
            ("site sitemap limit", S::SitemapLimit { limit: 1000 }),
            ("site url limit", S::UrlLimit { limit: 1_000_000 }),
            ("site cut urls", S::CutUrls { limit: 50_000 }),
            ("site cut bytes", S::CutBytes { limit: 52_428_800 }),
            ("site cut max urls", S::CutMaxUrls { limit: 10 }),
            (
                "site cut children",
                S::CutChildren {
                    count: 4,
                    why: Box::new(S::SitemapLimit { limit: 1000 }),
                },
            ),
            (
                "site agent",
                S::Agent {
                    agent: "Googlebot",
                    blocked: 2,
                    checked: 7,
                },
            ),
            (
                "site line",
                S::Line {
                    line: 14,
                    rule: "Disallow: /search",
                    count: 1204,
                },
            ),
            (
                "site from",
                S::From {
                    url: "https://example.com/search?q=a",
                    sitemap: "https://example.com/s.xml",
                },
            ),
            ("site other host", S::OtherHost { count: 1 }),
            ("site unreadable", S::Unreadable { count: 2 }),
            ("site no sitemaps", S::NoSitemaps),
            ("site robots failed", S::RobotsFailed),
            (
                "site progress",
                S::Progress {
                    sitemaps: 3,
                    urls: 120,
                    current: "https://example.com/s.xml",
                },
            ),
            (
                "site refused",
                S::Refused {
                    url: "http://10.0.0.1/admin.xml",
                    address: "10.0.0.1",
                    kind: "private",
                    given: "https://example.com",
                },
            ),
            ("site deadline", S::Deadline { limit: 600 }),
            ("site cut deadline", S::CutDeadline { limit: 600 }),
            ("site cut members", S::CutMembers { limit: 100 }),
            ("site more", S::More { count: 1194 }),
            ("site deadline reached", S::DeadlineReached { limit: 600 }),
            (
                "site llms",
                S::LlmsFile {
                    url: "https://example.com/llms.txt",
                    count: 12,
                },
            ),
            (
                "site llms not read",
                S::LlmsNotRead {
                    url: "https://example.com/llms.txt",
                    why: status.clone(),
                },
            ),
            (
                "site llms agent",
                S::LlmsAgent {
                    agent: "OAI-SearchBot",
                    blocked: 2,
                    checked: 5,
                },
            ),
            (
                "site llms line",
                S::LlmsLine {
                    line: 5,
                    rule: "Disallow: /docs/",
                    count: 1,
                },
            ),
        ] {
            let m = message::site(&say);
            let text = m.render(Lang::En);
            add(label, m, text);
        }
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

    // The CLI's own sentences (moved to the catalogue with the same English).
    {
        use message::cli::{self, FetchOutcome as O, Hops as H, Response as R};
        let url = "https://www.example.com/robots.txt";
        for (label, response, hops, outcome) in [
            (
                "rules",
                R::Status("200 OK"),
                H::After(2),
                O::Rules {
                    bytes: 33,
                    cut: false,
                },
            ),
            (
                "one",
                R::Status("200 OK"),
                H::After(1),
                O::Rules {
                    bytes: 1,
                    cut: false,
                },
            ),
            (
                "cut",
                R::Status("200 OK"),
                H::None,
                O::Rules {
                    bytes: 999,
                    cut: true,
                },
            ),
            (
                "too many",
                R::Status("301 Moved Permanently"),
                H::TooMany { max: 5 },
                O::AllowedAs404,
            ),
            ("loop", R::Status("302 Found"), H::Loop(2), O::AllowedAs404),
            (
                "no location",
                R::Status("301 Moved Permanently"),
                H::NoLocation,
                O::AllowedAs404,
            ),
            ("404", R::Status("404 Not Found"), H::None, O::Allowed),
            (
                "network",
                R::Network("connection refused"),
                H::None,
                O::Disallowed,
            ),
            ("none", R::None, H::None, O::Disallowed),
        ] {
            let m = cli::fetch_note(url, response, hops, outcome);
            // (Numbers under 1,000: the note is grouped in English too.)
            let text = m.render(Lang::En);
            assert_eq!(m.render_grouped(Lang::En), text);
            // The note's parts are messages too.
            for (_, arg) in &m.args {
                if let message::Arg::Message(inner) = arg {
                    let inner = (**inner).clone();
                    let t = inner.render(Lang::En);
                    add(&format!("cli fetch part {}", inner.id), inner, t);
                }
            }
            add(&format!("cli fetch note {label}"), m, text);
        }
        let status = message::status(robots::status::Class::ServerError);
        let said = [
            (
                "cli truncated",
                cli::truncated("robots.txt", 600_000, 512_000, 9001),
            ),
            ("cli replaced", cli::replaced(status.clone())),
            ("cli lint nothing", cli::lint_nothing()),
            (
                "cli lint reader",
                cli::lint_reader(
                    "Protego 0.7.0",
                    message::why(&Why::ByteOrderMark),
                    "Googlebot",
                    "https://example.com/",
                    "ALLOWED",
                    "DISALLOWED",
                ),
            ),
            (
                "cli reader title",
                cli::reader_rule("Protego 0.7.0", message::why(&Why::UrlError)).0,
            ),
            (
                "cli reader help",
                cli::reader_rule("Protego 0.7.0", message::why(&Why::UrlError)).1,
            ),
            ("cli lighthouse title", cli::lighthouse_rule().0),
            ("cli lighthouse help", cli::lighthouse_rule().1),
            ("cli unreadable title", cli::unreadable_rule().0),
            ("cli unreadable help", cli::unreadable_rule().1),
            ("cli failed title", cli::failed_rule().0),
            ("cli failed help", cli::failed_rule().1),
            ("cli decided", cli::decided("Disallow: /checkout")),
            (
                "cli rule line",
                cli::rule_line("robots.txt", 7, "Disallow: /checkout"),
            ),
            ("cli no rule", cli::no_rule("robots.txt")),
        ];
        for (label, m) in said {
            let text = m.render(Lang::En);
            add(label, m, text);
        }
        // Each diagnostic's SARIF rule: the ones above, each unsupported
        // key's, and the lints of late 2026.
        let body = "Crawl-delay: 1\nUser-agent: *\nDisallow: /a b\nLicense: /l\n\
                    User-agent: anthropic-ai\nDisallow: /\n\
                    # BEGIN Cloudflare Managed content\n# END Cloudflare Managed Content\n";
        let robots = robots::RobotsTxt::parse(body.as_bytes());
        let mut all: Vec<Diagnostic> = diagnostics.to_vec();
        all.extend(robots.lines().iter().flat_map(|l| l.diagnostics.clone()));
        all.extend(robots.lints(body.as_bytes()).into_iter().map(|(_, d)| d));
        all.push(Diagnostic::SignalOutsideGroup { agents: vec![] });
        all.push(Diagnostic::SignalNotInherited {
            agents: vec![],
            more_agents: 0,
            lines: vec![],
            more_lines: 0,
        });
        let mut seen = Vec::new();
        for d in &all {
            if seen.contains(&d.code()) {
                continue;
            }
            seen.push(d.code());
            let (title, help) = cli::diagnostic_rule(d);
            let (t, h) = (title.render(Lang::En), help.render(Lang::En));
            add(&format!("sarif {} title", d.code()), title, t);
            add(&format!("sarif {} help", d.code()), help, h);
        }
        assert_eq!(seen.len(), 30, "every diagnostic code: {seen:?}");
    }
    out
}
