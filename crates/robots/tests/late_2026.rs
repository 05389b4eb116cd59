//! What robots.txt files say at the end of 2026: RSL `License` lines, the
//! lints `token_retired`, `license_not_absolute`, `path_not_encoded` and
//! the note `signal_outside_group`, and the registry's new crawlers.

use robots::message::Lang;
use robots::{LineKind, RobotsTxt};

fn codes(robots: &RobotsTxt) -> Vec<(u32, &'static str, String)> {
    robots
        .ai_diagnostics()
        .into_iter()
        .filter(|(_, d)| {
            matches!(
                d.code(),
                "token_retired"
                    | "license_not_absolute"
                    | "path_not_encoded"
                    | "signal_outside_group"
            )
        })
        .map(|(n, d)| (n, d.code(), d.to_string()))
        .collect()
}

#[test]
fn license_lines_are_global_repeatable_and_change_no_verdict() {
    let with = b"User-agent: *\nLicense: https://example.com/license.xml\nDisallow: /private\nlicense:   https://other.example/rsl.xml   # a comment\n";
    let without = b"User-agent: *\nDisallow: /private\n";
    let robots = RobotsTxt::parse(with);
    assert_eq!(
        robots.licenses(),
        [
            "https://example.com/license.xml",
            "https://other.example/rsl.xml"
        ]
    );
    let line = robots.line(2).unwrap();
    assert_eq!(line.kind, LineKind::License);
    assert_eq!(line.kind.code(), "license");
    // Not an unknown or unsupported key, and in no group: it does not end
    // the group (the disallow after it still belongs to `*`).
    assert!(line.diagnostics.is_empty(), "{:?}", line.diagnostics);
    assert_eq!(line.group, None);
    let plain = RobotsTxt::parse(without);
    for (agent, path) in [("Googlebot", "/private/x"), ("GPTBot", "/open")] {
        assert_eq!(
            robots.check_raw(&[agent], path).allowed,
            plain.check_raw(&[agent], path).allowed
        );
    }
    assert!(!robots.check_raw(&["GPTBot"], "/private/x").allowed);
    assert!(RobotsTxt::parse(without).licenses().is_empty());
    // Invalid UTF-8 in the value is kept, lossily, never an error.
    let odd = RobotsTxt::parse(b"License: https://ex\xffample.com/l\n");
    assert_eq!(odd.licenses(), ["https://ex\u{fffd}ample.com/l"]);
}

#[test]
fn the_lints_of_late_2026_name_what_to_write() {
    let robots = RobotsTxt::parse(
        "Content-Signal: search=yes, use=reference\n\
         User-agent: Claude-Web\n\
         User-agent: ClaudeBot\n\
         Disallow: /menü du jour\n\
         Allow: /ok%c3%a9 x\n\
         Disallow: /plain/\n\
         License: license.xml\n\
         License: HTTPS://example.com/l.xml\n\
         License: https:///nohost\n"
            .as_bytes(),
    );
    assert_eq!(
        codes(&robots),
        [
            (
                1,
                "signal_outside_group",
                "Content-Signal before any user-agent line: Google's parser puts it in no group; read as Cloudflare's files place it, it goes with the group that follows, for Claude-Web, ClaudeBot".to_string()
            ),
            (
                2,
                "token_retired",
                "'Claude-Web' is retired: Anthropic's crawlers no longer read this group; ClaudeBot does".to_string()
            ),
            (
                4,
                "path_not_encoded",
                "the path has spaces or non-ASCII characters: Google recommends percent-encoding them; write /men%C3%BC%20du%20jour".to_string()
            ),
            (
                5,
                "path_not_encoded",
                "the path has spaces or non-ASCII characters: Google recommends percent-encoding them; write /ok%C3%A9%20x".to_string()
            ),
            (7, "license_not_absolute", "License should be an absolute URL (https://…) of the site's license document (Really Simple Licensing)".to_string()),
            (9, "license_not_absolute", "License should be an absolute URL (https://…) of the site's license document (Really Simple Licensing)".to_string()),
        ]
    );
    // Why: a crawler requests the space percent-encoded, so the rule as
    // written never matches; written as the lint says, it does.
    let url = "/men%C3%BC%20du%20jour";
    assert!(robots.check_raw(&["ClaudeBot"], url).allowed);
    let fixed = RobotsTxt::parse(b"User-agent: ClaudeBot\nDisallow: /men%C3%BC%20du%20jour\n");
    assert!(!fixed.check_raw(&["ClaudeBot"], url).allowed);
    // A Content-Usage line above every group keeps its warning; a
    // Content-Signal line there is a note, not a warning.
    let usage = RobotsTxt::parse(b"Content-Usage: train-ai=n\nContent-Signal: ai-train=no\n");
    assert_eq!(
        usage
            .line(1)
            .unwrap()
            .diagnostics
            .iter()
            .filter(|d| d.code() == "usage_outside_group")
            .count(),
        1
    );
    assert!(usage
        .line(2)
        .unwrap()
        .diagnostics
        .iter()
        .all(|d| d.code() != "usage_outside_group"));
    let note = codes(&usage);
    assert_eq!(note.len(), 1);
    assert_eq!(
        note[0].2,
        "Content-Signal before any user-agent line, and no group follows it: no crawler reads it"
    );
    let d = usage.ai_diagnostics();
    let signal = d
        .iter()
        .find(|(_, d)| d.code() == "signal_outside_group")
        .unwrap();
    assert_eq!(signal.1.severity(), robots::Severity::Info);
    // Every new sentence is in the four languages.
    for (_, d) in robots.ai_diagnostics().iter().chain(&d) {
        for lang in [Lang::Hi, Lang::Nl, Lang::Ko] {
            let said = robots::message::diagnostic(d).render(lang);
            assert_ne!(said, d.to_string(), "{} in {lang:?}", d.code());
            assert!(!said.starts_with("diag-"), "{} in {lang:?}", d.code());
        }
    }
}

#[test]
fn the_registry_sentences_render_in_every_language() {
    for c in robots::registry::CRAWLERS {
        let en = c.blocking().render(Lang::En);
        for lang in Lang::ALL {
            let said = c.blocking().render(lang);
            assert!(
                !said.is_empty() && !said.starts_with("crawler-"),
                "{} {lang:?}",
                c.token
            );
            assert_eq!(lang == Lang::En, said == en, "{} {lang:?}", c.token);
        }
    }
}

/// The new lines' work grows linearly: the worst case for each check at n
/// and 8n lines, best of three, in one run.
#[test]
fn the_new_lints_and_licenses_grow_linearly() {
    fn file(n: usize) -> Vec<u8> {
        let mut s = String::new();
        // Content-Signal lines all waiting for one group of many agents,
        // retired tokens, paths to encode and License lines.
        for _ in 0..n {
            s.push_str("Content-Signal: use=full\n");
        }
        for _ in 0..n {
            s.push_str("User-agent: anthropic-ai\n");
        }
        for i in 0..n {
            s.push_str(&format!("Disallow: /é {i}\nLicense: x{i}\n"));
        }
        s.into_bytes()
    }
    fn best(bytes: &[u8]) -> std::time::Duration {
        (0..3)
            .map(|_| {
                let t = std::time::Instant::now();
                let robots = RobotsTxt::parse(bytes);
                let d = robots.ai_diagnostics();
                let l = robots.licenses();
                std::hint::black_box((d.len(), l.len()));
                t.elapsed()
            })
            .min()
            .unwrap()
    }
    let n = 2_000;
    let (small, large) = (best(&file(n)), best(&file(8 * n)));
    let ratio = large.as_secs_f64() / small.as_secs_f64().max(1e-9);
    assert!(ratio < 16.0, "8x the lines took {ratio:.1}x the time");
}
