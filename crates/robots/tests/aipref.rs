//! `Content-Usage` and `Content-Signal` beside Google's rules: the drafts'
//! own example, each rule of the drafts (draft-ietf-aipref-attach and
//! draft-ietf-aipref-vocab at commit 7ca0afc), the lints, and Google's
//! verdicts unchanged by the new lines.

use robots::aipref::{parse_preference, LabelValue};
use robots::{LineKind, RobotsTxt};

/// `usage` for (agent, path) in tester mode, as `train-ai`/`search` codes,
/// `None` when the path may not be crawled; plus the deciding lines.
fn usage(robots: &RobotsTxt, agent: &str, path: &str) -> Option<(String, String, Vec<u32>)> {
    let view = robots::tester::view(robots, agent);
    let (allowed, _) = view.allowed(path.as_bytes());
    robots
        .usage(view.choice(), path.as_bytes(), allowed)
        .map(|u| {
            (
                u.get("train-ai").unwrap().code().to_string(),
                u.get("search").unwrap().code().to_string(),
                u.lines,
            )
        })
}

fn train(robots: &RobotsTxt, agent: &str, path: &str) -> Option<String> {
    usage(robots, agent, path).map(|u| u.0)
}

/// [`usage`] for each (path, train-ai, search, deciding lines) of `cases`.
fn assert_usages(robots: &RobotsTxt, agent: &str, cases: &[(&str, &str, &str, &[u32])]) {
    for &(path, train, search, lines) in cases {
        assert_eq!(
            usage(robots, agent, path),
            Some((train.to_string(), search.to_string(), lines.to_vec())),
            "{agent} {path}"
        );
    }
}

/// The file `User-agent: *` then `Content-Usage: {pref}`: Bot's usage at
/// `/` is (train-ai, search) of `want`, decided by line 2, and the file has
/// one AI diagnostic, returned.
fn only_diagnostic(pref: &str, want: (&str, &str)) -> robots::Diagnostic {
    let r = RobotsTxt::parse(format!("User-agent: *\nContent-Usage: {pref}\n").as_bytes());
    assert_eq!(
        usage(&r, "Bot", "/"),
        Some((want.0.into(), want.1.into(), vec![2])),
        "{pref}"
    );
    let mut d = r.ai_diagnostics();
    assert_eq!(d.len(), 1, "{pref}: {d:?}");
    d.remove(0).1
}

/// The diagnostics of a line: the parser's, then `ai_diagnostics`'.
fn diagnostics(robots: &RobotsTxt, line: u32) -> Vec<robots::Diagnostic> {
    let mut all = robots.line(line).unwrap().diagnostics.clone();
    all.extend(
        robots
            .ai_diagnostics()
            .into_iter()
            .filter(|(n, _)| *n == line)
            .map(|(_, d)| d),
    );
    all
}

fn codes(robots: &RobotsTxt, line: u32) -> Vec<&'static str> {
    diagnostics(robots, line).iter().map(|d| d.code()).collect()
}

const DRAFT_EXAMPLE: &str = "User-Agent: *\n\
Allow: /\n\
Disallow: /never/\n\
Content-Usage: train-ai=n\n\
Content-Usage: /ai-ok/ train-ai=y\n\
\n\
User-Agent: ExampleBot\n\
Allow: /\n\
Content-Usage: train-ai=y\n";

#[test]
fn the_attach_drafts_example_table() {
    let r = RobotsTxt::parse(DRAFT_EXAMPLE.as_bytes());
    // | /test | yes | train-ai=n |
    assert_eq!(
        usage(&r, "OtherBot", "/test"),
        Some(("disallow".into(), "unknown".into(), vec![4]))
    );
    // | /never/test | no | N/A |
    assert_eq!(usage(&r, "OtherBot", "/never/test"), None);
    // | /ai-ok/test | yes | train-ai=y |
    assert_eq!(
        usage(&r, "OtherBot", "/ai-ok/test"),
        Some(("allow".into(), "unknown".into(), vec![5]))
    );
    // ExampleBot uses its own group: everything may be crawled, train-ai=y.
    assert_eq!(
        train(&r, "ExampleBot", "/never/test").as_deref(),
        Some("allow")
    );
    assert_eq!(train(&r, "ExampleBot", "/test").as_deref(), Some("allow"));
}

#[test]
fn the_longest_matching_path_wins() {
    let r = RobotsTxt::parse(
        b"User-agent: *\nContent-Usage: /a train-ai=n\nContent-Usage: /a/b/c train-ai=y\nContent-Usage: /a/b train-ai=n, search=y\n",
    );
    assert_usages(
        &r,
        "Bot",
        &[
            ("/a/b/c/d", "allow", "unknown", &[3]),
            ("/a/b/x", "disallow", "allow", &[4]),
            ("/a", "disallow", "unknown", &[2]),
            // No rule matches: every label unknown, no deciding line.
            ("/z", "unknown", "unknown", &[]),
        ],
    );
}

#[test]
fn a_path_beats_no_path_and_no_path_matches_everything() {
    let r = RobotsTxt::parse(
        b"User-agent: *\nContent-Usage: train-ai=y\nContent-Usage: / train-ai=n\n",
    );
    // "/" is 1 byte long, longer than no path (0).
    assert_eq!(train(&r, "Bot", "/x").as_deref(), Some("disallow"));
    let r = RobotsTxt::parse(b"User-agent: *\nContent-Usage: train-ai=y\n");
    assert_eq!(train(&r, "Bot", "/anything?q=1").as_deref(), Some("allow"));
}

#[test]
fn identical_paths_combine_most_restrictive_first() {
    let r = RobotsTxt::parse(
        b"User-agent: *\nContent-Usage: /p train-ai=y, search=y\nContent-Usage: /p train-ai=n\nContent-Usage: /p search=y\n",
    );
    assert_eq!(
        usage(&r, "Bot", "/p/1"),
        Some(("disallow".into(), "allow".into(), vec![2, 3, 4]))
    );
    // Unknown and allow combine to allow.
    let r =
        RobotsTxt::parse(b"User-agent: *\nContent-Usage: train-ai=y\nContent-Usage: search=n\n");
    assert_eq!(
        usage(&r, "Bot", "/"),
        Some(("allow".into(), "disallow".into(), vec![2, 3]))
    );
}

#[test]
fn wildcards_and_end_anchors_match_as_in_allow_and_disallow() {
    let r = RobotsTxt::parse(
        b"User-agent: *\nContent-Usage: train-ai=y\nContent-Usage: /*.pdf$ train-ai=n\nContent-Usage: /docs/*/draft train-ai=n\n",
    );
    assert_eq!(
        train(&r, "Bot", "/files/a.pdf").as_deref(),
        Some("disallow")
    );
    assert_eq!(train(&r, "Bot", "/files/a.pdf?x").as_deref(), Some("allow"));
    assert_eq!(
        train(&r, "Bot", "/docs/v1/draft/3").as_deref(),
        Some("disallow")
    );
    assert_eq!(train(&r, "Bot", "/docs/draft").as_deref(), Some("allow"));
}

#[test]
fn percent_escapes_are_normalised_as_in_allow_and_disallow() {
    // Lowercase hex in the file matches uppercase in the path; a non-ASCII
    // byte is compared percent-encoded.
    let r = RobotsTxt::parse(
        "User-agent: *\nContent-Usage: /a%2fb train-ai=n\nContent-Usage: /ä train-ai=n\n"
            .as_bytes(),
    );
    assert_eq!(train(&r, "Bot", "/a%2Fb/c").as_deref(), Some("disallow"));
    assert_eq!(train(&r, "Bot", "/%C3%A4/x").as_deref(), Some("disallow"));
    assert_eq!(train(&r, "Bot", "/a/b").as_deref(), Some("unknown"));
    // Priority counts the encoded bytes: "/%C3%A4" is 7 bytes, beating a
    // 6-byte path.
    let r = RobotsTxt::parse(
        "User-agent: *\nContent-Usage: /ä train-ai=n\nContent-Usage: /%C3%A train-ai=y\n"
            .as_bytes(),
    );
    assert_eq!(train(&r, "Bot", "/%C3%A4").as_deref(), Some("disallow"));
}

#[test]
fn an_htab_separates_path_and_preference_and_comments_are_dropped() {
    let r = RobotsTxt::parse(
        b"User-agent: *\nContent-Usage: /tab\t\ttrain-ai=n   # no training here\n  content-usage :  /sp   search=n#x\n",
    );
    assert_usages(
        &r,
        "Bot",
        &[
            ("/tab/1", "disallow", "unknown", &[2]),
            ("/sp", "unknown", "disallow", &[3]),
        ],
    );
    assert_eq!(r.line(2).unwrap().kind, LineKind::ContentUsage);
    assert_eq!(r.line(2).unwrap().value, "/tab\t\ttrain-ai=n");
    let d = r.ai_diagnostics();
    assert!(d.is_empty(), "{d:?}");
}

#[test]
fn duplicate_keys_keep_the_last_value() {
    let r = RobotsTxt::parse(b"User-agent: *\nContent-Usage: train-ai=y, search=n, train-ai=n\n");
    assert_eq!(
        usage(&r, "Bot", "/"),
        Some(("disallow".into(), "disallow".into(), vec![2]))
    );
    // The vocab draft's own example: the last values are not tokens.
    assert_eq!(
        parse_preference(b"train-ai=y, train-ai, search=n, search=\"n\"").map(|v| v
            .iter()
            .map(|l| matches!(l, LabelValue::Yes | LabelValue::No))
            .collect::<Vec<_>>()),
        Some(vec![false, false])
    );
    // Parameters carry nothing; only the last entry's value counts.
    let r = RobotsTxt::parse(b"User-agent: *\nContent-Usage: train-ai;allow=n, train-ai=y\n");
    assert_eq!(train(&r, "Bot", "/").as_deref(), Some("allow"));
}

#[test]
fn values_that_are_not_the_tokens_y_or_n_are_unknown() {
    for pref in [
        "train-ai=yes",
        "train-ai=\"n\"",
        "train-ai=?0",
        "train-ai",
        "train-ai=1",
        "train-ai=(n)",
        "train-ai=N",
    ] {
        let d = only_diagnostic(&format!("search=n, {pref}"), ("unknown", "disallow"));
        assert_eq!(d.code(), "usage_unparsed");
        assert!(d.to_string().starts_with("'train-ai' takes y or n"), "{d}");
    }
    // An unknown label is ignored, whatever its value.
    let r = RobotsTxt::parse(b"User-agent: *\nContent-Usage: ai-input=maybe, train-ai=n\n");
    assert_eq!(train(&r, "Bot", "/").as_deref(), Some("disallow"));
    assert!(r.ai_diagnostics().is_empty());
}

#[test]
fn uppercase_keys_and_other_non_dictionaries_make_every_label_unknown() {
    for pref in [
        "Train-AI=n, search=n",
        "train-ai=n search=n",
        "train-ai=n,,",
        "train-ai=é",
        "=n",
    ] {
        let d = only_diagnostic(pref, ("unknown", "unknown"));
        assert!(
            d.to_string().contains("not a Structured Field Dictionary"),
            "{d}"
        );
    }
    // A path with no preference after it.
    let r = RobotsTxt::parse(b"User-agent: *\nContent-Usage: /x\n");
    assert_eq!(r.ai_diagnostics()[0].1.code(), "usage_unparsed");
}

#[test]
fn merged_groups_pool_their_preferences() {
    let r = RobotsTxt::parse(
        b"User-agent: GPTBot\nDisallow: /private\nContent-Usage: train-ai=n\n\nUser-agent: Other\nAllow: /\n\nUser-agent: GPTBot\nContent-Usage: /blog search=y\n",
    );
    assert_usages(
        &r,
        "GPTBot",
        &[
            ("/blog/1", "unknown", "allow", &[9]),
            ("/about", "disallow", "unknown", &[3]),
        ],
    );
    assert_eq!(usage(&r, "GPTBot", "/private/x"), None);
}

#[test]
fn a_named_group_does_not_inherit_the_star_groups_preferences() {
    let r = RobotsTxt::parse(
        b"User-agent: *\nDisallow: /checkout\nContent-Usage: train-ai=n\n\nUser-agent: GPTBot\nAllow: /\n",
    );
    assert_eq!(train(&r, "Bot", "/a").as_deref(), Some("disallow"));
    assert_eq!(
        usage(&r, "GPTBot", "/a"),
        Some(("unknown".into(), "unknown".into(), vec![]))
    );
    // ... nor its disallows
    assert_eq!(usage(&r, "GPTBot", "/checkout").map(|u| u.2), Some(vec![]));
    // ... and the lints name both on the named group.
    assert_eq!(
        codes(&r, 5),
        ["group_replaces_star", "signal_not_inherited"]
    );
    let d = &diagnostics(&r, 5)[0];
    assert_eq!(
        d.to_string(),
        "this group replaces the * group for GPTBot: it is not kept out of /checkout, which * disallows"
    );
    assert_eq!(
        diagnostics(&r, 5)[1].to_string(),
        "groups do not inherit: GPTBot reads this group instead of the * group, so it loses its Content-Usage: train-ai=n"
    );
}

#[test]
fn families_follow_the_group_they_fall_back_to() {
    // Applebot follows Googlebot's group, preferences included.
    let r = RobotsTxt::parse(b"User-agent: Googlebot\nAllow: /\nContent-Usage: train-ai=n\n\nUser-agent: *\nAllow: /\nContent-Usage: train-ai=y\n");
    assert_eq!(train(&r, "Applebot", "/").as_deref(), Some("disallow"));
    assert_eq!(train(&r, "Bingbot", "/").as_deref(), Some("allow"));
    // Without a rule in Googlebot's group, Google reads both user-agent
    // lines as one group: the trap the lint names.
    let r = RobotsTxt::parse(b"User-agent: Googlebot\nContent-Usage: train-ai=n\n\nUser-agent: *\nContent-Usage: train-ai=y\n");
    assert_eq!(train(&r, "Bingbot", "/").as_deref(), Some("disallow"));
    assert_eq!(codes(&r, 2), ["preference_line", "usage_splits_group"]);
}

#[test]
fn a_usage_line_between_user_agent_lines_stays_in_googles_group() {
    let text = b"User-agent: A\nContent-Usage: train-ai=n\nUser-agent: B\nDisallow: /x\n";
    let r = RobotsTxt::parse(text);
    // Google reads A and B as one group: both are kept out of /x ...
    assert!(!r.check_raw(&["A"], "https://e.com/x").allowed);
    assert!(!r.check_raw(&["B"], "https://e.com/x").allowed);
    assert_eq!(r.groups().len(), 1);
    // ... and the line is read inside that group, for both.
    assert_eq!(train(&r, "A", "/y").as_deref(), Some("disallow"));
    assert_eq!(train(&r, "B", "/y").as_deref(), Some("disallow"));
    assert_eq!(codes(&r, 2), ["preference_line", "usage_splits_group"]);
    // After the rules it splits nothing.
    let r = RobotsTxt::parse(
        b"User-agent: A\nUser-agent: B\nDisallow: /x\nContent-Usage: train-ai=n\nUser-agent: C\n",
    );
    assert_eq!(codes(&r, 4), ["preference_line"]);
    // Nor right before the rules.
    let r = RobotsTxt::parse(
        b"User-agent: A\nContent-Usage: train-ai=n\nDisallow: /x\nUser-agent: C\nAllow: /\n",
    );
    assert_eq!(codes(&r, 2), ["preference_line"]);
}

#[test]
fn lines_outside_a_group_and_paths_without_effect_are_flagged() {
    let r = RobotsTxt::parse(
        b"Content-Usage: train-ai=n\nContent-Signal: ai-train=no\nUser-agent: *\nDisallow: /never/\nContent-Usage: /never/x train-ai=y\nContent-Usage: /ok train-ai=y\n",
    );
    assert_eq!(codes(&r, 1), ["preference_line", "usage_outside_group"]);
    // Content-Signal above every group is common on purpose: a note saying
    // which group it goes with, not a warning.
    assert_eq!(codes(&r, 2), ["preference_line", "signal_outside_group"]);
    assert_eq!(codes(&r, 5), ["preference_line", "usage_no_effect"]);
    assert_eq!(codes(&r, 6), ["preference_line"]);
    assert_eq!(r.usage_rules().len(), 2);
    // Content-Usage and Content-Signal are no longer "unsupported keys".
    let d = &r.line(1).unwrap().diagnostics[0];
    assert!(d.to_string().contains("IETF aipref drafts"), "{d}");
    assert!(d.to_string().contains("Google's parser"), "{d}");
    let d = &r.line(2).unwrap().diagnostics[0];
    assert!(d.to_string().contains("Content Signals Policy"), "{d}");
}

#[test]
fn content_signal_values_come_out_as_written() {
    let r = RobotsTxt::parse(
        b"User-Agent: *\nContent-signal: search=yes,ai-train=no\nAllow: /\n\nUser-agent: GPTBot\nContent-Signal: search=yes, ai-input=no\nContent-Signal: ai-input=Yes , ai-train=no\nDisallow: /\n",
    );
    let star = r.choose_groups(&["Bot"]);
    assert_eq!(
        r.signals(&star),
        Some(vec![
            ("search".to_string(), "yes".to_string()),
            ("ai-train".to_string(), "no".to_string())
        ])
    );
    let gpt = r.choose_groups(&["GPTBot"]);
    assert_eq!(
        r.signals(&gpt),
        Some(vec![
            ("search".to_string(), "yes".to_string()),
            ("ai-input".to_string(), "Yes".to_string()),
            ("ai-train".to_string(), "no".to_string())
        ])
    );
    let none = RobotsTxt::parse(b"User-agent: *\nAllow: /\n");
    assert_eq!(none.signals(&none.choose_groups(&["Bot"])), None);
    assert_eq!(r.line(2).unwrap().kind, LineKind::ContentSignal);
}

#[test]
fn the_new_lines_change_no_google_verdict() {
    // The same file with and without the AI-use lines: same verdicts and,
    // line numbers aside, the same deciding rules.
    let with = "User-agent: A\nContent-Usage: train-ai=n\nUser-agent: B\nDisallow: /x\nContent-Signal: search=yes\nAllow: /x/y\n\nUser-agent: *\nContent-Usage: /p train-ai=n\nDisallow: /p\n";
    let without: String = with
        .lines()
        .map(|l| {
            if l.starts_with("Content-") {
                "# removed"
            } else {
                l
            }
        })
        .collect::<Vec<_>>()
        .join("\n");
    let (a, b) = (
        RobotsTxt::parse(with.as_bytes()),
        RobotsTxt::parse(without.as_bytes()),
    );
    for agent in ["A", "B", "C", "Googlebot"] {
        for path in ["/", "/x", "/x/y", "/p", "/q"] {
            let url = format!("https://e.com{path}");
            assert_eq!(
                a.allowed_raw(&[agent], &url),
                b.allowed_raw(&[agent], &url),
                "{agent} {path}"
            );
        }
    }
}

#[test]
fn group_replaces_star_names_only_what_the_group_leaves_open() {
    let r = RobotsTxt::parse(
        b"User-agent: *\nDisallow: /checkout\nDisallow: /account$\nDisallow: /tmp\nDisallow:\n\nUser-agent: GPTBot\nDisallow: /tmp\n\nUser-agent: CCBot\nDisallow: /\n\nUser-agent: GPTBot\nAllow: /x\n",
    );
    let d = diagnostics(&r, 7);
    assert_eq!(d.len(), 1);
    assert_eq!(
        d[0].to_string(),
        "this group replaces the * group for GPTBot: it is not kept out of /checkout, /account$, which * disallows"
    );
    // A group that blocks everything loses nothing; a second group for the
    // same token is not flagged twice.
    assert!(codes(&r, 10).is_empty());
    assert!(codes(&r, 13).is_empty());
    // Without * disallows there is nothing to replace.
    let r = RobotsTxt::parse(b"User-agent: *\nAllow: /\n\nUser-agent: GPTBot\nAllow: /\n");
    assert!(codes(&r, 4).is_empty());
}

#[test]
fn many_paths_are_counted_not_listed() {
    let mut text = String::from("User-agent: *\n");
    for i in 0..8 {
        text.push_str(&format!("Disallow: /p{i}\n"));
    }
    text.push_str("User-agent: Bot\nAllow: /\n");
    let r = RobotsTxt::parse(text.as_bytes());
    let d = diagnostics(&r, 10)[0].to_string();
    assert!(
        d.ends_with("/p0, /p1, /p2, /p3, /p4 and 3 more, which * disallows"),
        "{d}"
    );
}

#[test]
fn the_documentation_lists_every_crawler_of_the_registry_with_its_source() {
    let doc = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../docs/ai-crawlers.md"
    ))
    .expect("docs/ai-crawlers.md");
    for c in robots::registry::CRAWLERS {
        let row = doc
            .lines()
            .find(|l| l.starts_with(&format!("| `{}` |", c.token)))
            .unwrap_or_else(|| panic!("{} has no row in docs/ai-crawlers.md", c.token));
        assert!(row.contains(c.docs), "{}: {}", c.token, c.docs);
        assert!(
            row.contains(&c.blocking().render(robots::message::Lang::En)),
            "{}",
            c.token
        );
        assert!(
            row.contains(&format!("`{}`", c.purpose.code())),
            "{}",
            c.token
        );
    }
    assert!(doc.contains(&format!("(read {})", robots::registry::CRAWLERS[0].checked)));
    assert!(doc.contains("7ca0afc"));
}
