//! The command's English, case by case: every message id of its reports
//! (`robots audit`'s, `robots site`'s, `robots test`'s and `robots
//! lint`'s, the SARIF rules': `lang::{audit, site, cli}`) worded from
//! `i18n/en.ftl`, against `english/golden.txt`, byte for byte: what the
//! command said when these sentences were the engine's.

use robots::message::{self, Lang, Message};
use robots::readers::Why;
use robots::Diagnostic;
use robots_cli::lang::say;

/// The engine's cases, for their diagnostics (one of each kind).
#[path = "../../robots/tests/english/cases.rs"]
#[allow(dead_code)]
mod engine_cases;

/// A message in the command's English (numbers as plain digits).
fn say_en(m: &Message) -> String {
    say(Lang::En, m)
}

#[path = "../../robots/tests/english/golden.rs"]
mod golden;
/// (label, message, English) for every case.
fn cases() -> Vec<(String, Message, String)> {
    let mut out: Vec<(String, Message, String)> = Vec::new();
    let mut add = |label: &str, m: Message, text: String| {
        assert_eq!(say_en(&m), text, "{label}");
        out.push((label.to_string(), m, text));
    };
    // `robots audit`'s sentences, as the command prints them.
    use robots_cli::lang::audit as a;
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
    ] {
        add(label, m, text.to_string());
    }

    // `robots site`'s sentences, one of each (new with the command).
    {
        use robots_cli::lang::site::{message as site, SiteSay as S};
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
            let m = site(&say);
            let text = say_en(&m);
            add(label, m, text);
        }
    }

    // The command's own sentences (`robots test`'s, `robots lint`'s, SARIF's).
    {
        use robots_cli::lang::cli;
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
            let text = say_en(&m);
            add(label, m, text);
        }
        // Each diagnostic's SARIF rule: the ones above, each unsupported
        // key's, and the lints of late 2026.
        let body = "Crawl-delay: 1\nUser-agent: *\nDisallow: /a b\nLicense: /l\n\
                    User-agent: anthropic-ai\nDisallow: /\n\
                    # BEGIN Cloudflare Managed content\n# END Cloudflare Managed Content\n";
        let robots = robots::RobotsTxt::parse(body.as_bytes());
        let mut all: Vec<Diagnostic> = engine_cases::diagnostics();
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
            let (t, h) = (say_en(&title), say_en(&help));
            add(&format!("sarif {} title", d.code()), title, t);
            add(&format!("sarif {} help", d.code()), help, h);
        }
        assert_eq!(seen.len(), 30, "every diagnostic code: {seen:?}");
    }
    out
}

#[test]
fn the_english_is_what_the_command_said_before() {
    golden::check_cases(cases(), include_str!("english/golden.txt"));
}

#[test]
fn every_id_of_the_reports_has_a_case_worded_in_every_language() {
    let cases = cases();
    // Every id the reports' sentences use (the `tr!` calls of `lang/`'s
    // `audit.rs`, `site.rs` and `cli.rs`).
    let sources = [
        include_str!("../src/lang/audit.rs"),
        include_str!("../src/lang/site.rs"),
        include_str!("../src/lang/cli.rs"),
    ];
    golden::ids_said_by(&sources, 100, &[], &cases);
    for lang in Lang::ALL {
        let mut same = 0;
        for (label, m, english) in &cases {
            let said = say(lang, m);
            assert!(
                !said.is_empty() && !said.contains(m.id),
                "{}: {label}",
                lang.code()
            );
            same += usize::from(&said == english);
        }
        // A few sentences read the same in Dutch ("12 links").
        if lang != Lang::En {
            assert!(same * 20 < cases.len(), "{}: {same} the same", lang.code());
        }
    }
}
