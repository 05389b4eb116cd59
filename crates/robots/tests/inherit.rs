//! `signal_not_inherited`: a named group whose crawlers read none of the
//! `*` group's `Content-Signal` or `Content-Usage` lines, and the one fix
//! (the `*` group's AI lines copied into the group).

use robots::inherit::{apply, fix_at, fixes};
use robots::{Diagnostic, RobotsTxt, Severity};

/// The file's `signal_not_inherited` lints: line and English message.
fn lints(body: &str) -> Vec<(u32, String)> {
    RobotsTxt::parse(body.as_bytes())
        .ai_diagnostics()
        .into_iter()
        .filter(|(_, d)| d.code() == "signal_not_inherited")
        .map(|(line, d)| (line, d.to_string()))
        .collect()
}

/// Asserts that a lint's sentence says `part`.
fn says(said: &str, part: &str) {
    assert!(said.contains(part), "{part:?} not in: {said}");
}

/// The lines of the lints only.
fn lint_lines(body: &str) -> Vec<u32> {
    lints(body).into_iter().map(|(l, _)| l).collect()
}

/// The file with every fix applied.
fn fixed(body: &str) -> String {
    let robots = RobotsTxt::parse(body.as_bytes());
    String::from_utf8(apply(body.as_bytes(), &fixes(&robots, body.as_bytes()))).unwrap()
}

/// Seven lines, `line(0)` to `line(6)`: more than the five a lint names.
fn seven(line: impl Fn(usize) -> String) -> String {
    (0..7).map(line).collect()
}

/// A distinct product token part for `i` (`aaaa`, `aaab`, …): tokens
/// end at the first digit.
fn name(i: usize) -> String {
    (0..4)
        .rev()
        .map(|d| (b'a' + (i / 26usize.pow(d) % 26) as u8) as char)
        .collect()
}

const STAR: &str = "User-agent: *\nContent-Signal: search=yes, ai-train=no\nAllow: /\n\n";

#[test]
fn a_named_group_loses_the_star_groups_signal() {
    let body = format!("{STAR}User-agent: GPTBot\nDisallow: /private/\n");
    assert_eq!(
        lints(&body),
        [(
            5,
            "groups do not inherit: GPTBot reads this group instead of the * group, so it loses its Content-Signal: search=yes, ai-train=no"
                .to_string()
        )]
    );
    let d = RobotsTxt::parse(body.as_bytes()).ai_diagnostics();
    let (_, d) = d
        .iter()
        .find(|(_, d)| d.code() == "signal_not_inherited")
        .unwrap();
    assert_eq!(d.severity(), Severity::Warning);
    // Fixed: the line goes into the group, and the lint goes away.
    let after = fixed(&body);
    assert_eq!(
        after,
        format!("{STAR}User-agent: GPTBot\nContent-Signal: search=yes, ai-train=no\nDisallow: /private/\n")
    );
    assert_eq!(lint_lines(&after), Vec::<u32>::new());
    let robots = RobotsTxt::parse(after.as_bytes());
    assert_eq!(robots.groups()[1].signals, [6]);
    // The fix changes no verdict.
    for (file, path) in [
        (&body, "/private/x"),
        (&after, "/private/x"),
        (&after, "/x"),
    ] {
        let want = path == "/x";
        assert_eq!(
            RobotsTxt::parse(file.as_bytes())
                .check_raw(&["GPTBot"], path)
                .allowed,
            want
        );
    }
}

#[test]
fn no_lint_without_star_lines_or_with_the_groups_own() {
    // `*` says nothing about AI use.
    assert!(lints("User-agent: *\nDisallow: /x\n\nUser-agent: GPTBot\nDisallow: /y\n").is_empty());
    // The group has its own signal (a choice, not a trap).
    let own =
        format!("{STAR}User-agent: GPTBot\nContent-Signal: ai-train=yes\nDisallow: /private/\n");
    assert!(lints(&own).is_empty());
    // A Content-Signal line above every group is in no group for Google.
    let above = "Content-Signal: ai-train=no\nUser-agent: *\nAllow: /\n\nUser-agent: GPTBot\nDisallow: /x\n";
    assert!(lints(above).is_empty());
}

#[test]
fn each_kind_is_read_on_its_own() {
    let star =
        "User-agent: *\nContent-Signal: ai-train=no\nContent-Usage: train-ai=n\nAllow: /\n\n";
    // Its own Content-Signal, no Content-Usage: it loses the usage line only.
    let body = format!("{star}User-agent: GPTBot\nContent-Signal: search=yes\nDisallow: /x\n");
    assert_eq!(
        lints(&body),
        [(
            6,
            "groups do not inherit: GPTBot reads this group instead of the * group, so it loses its Content-Usage: train-ai=n"
                .to_string()
        )]
    );
    assert_eq!(
        fixed(&body),
        format!("{star}User-agent: GPTBot\nContent-Usage: train-ai=n\nContent-Signal: search=yes\nDisallow: /x\n")
    );
    // Neither: both lines, in file order.
    let body = format!("{star}User-agent: GPTBot\nDisallow: /x\n");
    assert!(lints(&body)[0]
        .1
        .ends_with("it loses its Content-Signal: ai-train=no; Content-Usage: train-ai=n"));
    let after = fixed(&body);
    assert!(after.ends_with("User-agent: GPTBot\nContent-Signal: ai-train=no\nContent-Usage: train-ai=n\nDisallow: /x\n"));
    assert!(lints(&after).is_empty());
}

#[test]
fn a_group_of_several_user_agent_lines_names_each_crawler_once() {
    let body =
        format!("{STAR}User-agent: GPTBot\nUser-agent: ClaudeBot/1.0\nDisallow: /private/\n");
    let got = lints(&body);
    assert_eq!(got.len(), 1);
    assert_eq!(got[0].0, 5);
    says(&got[0].1, ": GPTBot, ClaudeBot read this group");
    // The lines go after the last User-agent line, not between them.
    let after = fixed(&body);
    assert!(after
        .contains("User-agent: ClaudeBot/1.0\nContent-Signal: search=yes, ai-train=no\nDisallow"));
    assert!(lints(&after).is_empty());
    // More than five crawlers: the first five, then "…".
    let many = seven(|i| format!("User-agent: bot{}\n", name(i)));
    let body = format!("{STAR}{many}Disallow: /x\n");
    let got = lints(&body);
    says(
        &got[0].1,
        ": botaaaa, botaaab, botaaac, botaaad, botaaae, … read this group",
    );
}

#[test]
fn groups_are_read_as_google_merges_them() {
    // GPTBot's second group says Content-Signal: Google merges both, so
    // GPTBot reads it.
    let merged = format!(
        "{STAR}User-agent: GPTBot\nDisallow: /a\n\nUser-agent: GPTBot\nContent-Signal: ai-train=no\nDisallow: /b\n"
    );
    assert!(lints(&merged).is_empty());
    // Neither says it: reported once, on the first group naming GPTBot.
    let twice =
        format!("{STAR}User-agent: GPTBot\nDisallow: /a\n\nUser-agent: gptbot\nDisallow: /b\n");
    assert_eq!(lint_lines(&twice), [5]);
    assert!(lints(&fixed(&twice)).is_empty());
    // A group whose only crawler was reported already has no lint; one
    // with a new crawler names that crawler only.
    let partly = format!(
        "{STAR}User-agent: GPTBot\nDisallow: /a\n\nUser-agent: GPTBot\nUser-agent: CCBot\nDisallow: /b\n"
    );
    let got = lints(&partly);
    assert_eq!(got.iter().map(|g| g.0).collect::<Vec<_>>(), [5, 8]);
    says(&got[1].1, ": CCBot reads this group");
    // A group naming `*` and GPTBot: GPTBot reads it, with its lines.
    let shared = "User-agent: *\nUser-agent: GPTBot\nContent-Signal: ai-train=no\nDisallow: /x\n";
    assert!(lints(shared).is_empty());
}

#[test]
fn a_group_that_blocks_the_whole_site_is_skipped() {
    let lint = |rules: &str| !lints(&format!("{STAR}User-agent: GPTBot\n{rules}")).is_empty();
    // Blocks everything, as Google reads it: nothing to signal about.
    for rules in [
        "Disallow: /\n",
        "Disallow: /*\n",
        "Disallow: *\n",
        "Disallow: /*$\n",
        // An empty Allow lets nothing back.
        "Disallow: /\nAllow:\n",
        // `/*` is longer than `/`: the allow loses everywhere.
        "Disallow: /*\nAllow: /\n",
        // An allow that matches no path.
        "Disallow: /\nAllow: public\n",
    ] {
        assert!(!lint(rules), "{rules:?} blocks the whole site");
    }
    // Lets something back, or does not cover every path.
    for rules in [
        "Disallow: /\nAllow: /public/\n",
        // The home page.
        "Disallow: /\nAllow: /$\n",
        "Disallow: /\nAllow: /*.html$\n",
        // Ties go to Allow.
        "Disallow: /\nAllow: /\n",
        // Only the home page is disallowed.
        "Disallow: /$\n",
        "Disallow: /private/\n",
        "Allow: /\n",
    ] {
        assert!(lint(rules), "{rules:?} leaves paths open");
    }
    // Merged groups: one blocks everything, the other lets /public/ back.
    let merged =
        format!("{STAR}User-agent: GPTBot\nDisallow: /\n\nUser-agent: GPTBot\nAllow: /public/\n");
    assert_eq!(lint_lines(&merged), [5]);
    // A crawler kept out, beside one that is not: only the second is named.
    let two = format!(
        "{STAR}User-agent: CCBot\nUser-agent: GPTBot\nDisallow: /private/\n\nUser-agent: CCBot\nDisallow: /\n"
    );
    let got = lints(&two);
    assert_eq!(got.len(), 1);
    says(&got[0].1, ": GPTBot reads this group");
}

#[test]
fn many_lines_are_counted_past_the_first_five() {
    let star = seven(|i| format!("Content-Usage: /p{i}/ train-ai=n\n"));
    let body = format!("User-agent: *\n{star}Allow: /\n\nUser-agent: GPTBot\nDisallow: /x\n");
    let got = lints(&body);
    let said = &got[0].1;
    assert!(
        said.ends_with("Content-Usage: /p4/ train-ai=n and 2 more lines"),
        "{said}"
    );
    let d = RobotsTxt::parse(body.as_bytes()).ai_diagnostics();
    let Some((
        _,
        Diagnostic::SignalNotInherited {
            lines, more_lines, ..
        },
    )) = d.iter().find(|(_, d)| d.code() == "signal_not_inherited")
    else {
        panic!("no lint");
    };
    assert_eq!((lines.len(), *more_lines), (5, 2));
    // The fix copies all seven.
    let after = fixed(&body);
    assert_eq!(after.matches("Content-Usage: /p6/ train-ai=n").count(), 2);
    assert!(lints(&after).is_empty());
}

#[test]
fn the_fix_keeps_the_files_line_endings() {
    let crlf = "User-agent: *\r\nContent-Signal: ai-train=no\r\nAllow: /\r\n\r\nUser-agent: GPTBot\r\nDisallow: /x\r\n";
    assert_eq!(
        fixed(crlf),
        "User-agent: *\r\nContent-Signal: ai-train=no\r\nAllow: /\r\n\r\nUser-agent: GPTBot\r\nContent-Signal: ai-train=no\r\nDisallow: /x\r\n"
    );
    let cr = "User-agent: *\rContent-Signal: ai-train=no\rAllow: /\r\rUser-agent: GPTBot\rDisallow: /x\r";
    assert_eq!(
        fixed(cr),
        "User-agent: *\rContent-Signal: ai-train=no\rAllow: /\r\rUser-agent: GPTBot\rContent-Signal: ai-train=no\rDisallow: /x\r"
    );
    // The group's User-agent line ends the file, with no line ending.
    let end =
        "User-agent: *\nContent-Signal: ai-train=no # the policy\nAllow: /\n\nUser-agent: GPTBot";
    assert_eq!(
        fixed(end),
        "User-agent: *\nContent-Signal: ai-train=no # the policy\nAllow: /\n\nUser-agent: GPTBot\nContent-Signal: ai-train=no"
    );
    assert!(lints(&fixed(end)).is_empty());
}

#[test]
fn each_lint_has_its_own_fix() {
    let body =
        format!("{STAR}User-agent: GPTBot\nDisallow: /a\n\nUser-agent: CCBot\nDisallow: /b\n");
    assert_eq!(lint_lines(&body), [5, 8]);
    let robots = RobotsTxt::parse(body.as_bytes());
    let one = fix_at(&robots, body.as_bytes(), 8).unwrap();
    assert_eq!(one.line, 8);
    let after = String::from_utf8(apply(body.as_bytes(), &[one])).unwrap();
    assert_eq!(lint_lines(&after), [5]);
    assert!(fix_at(&robots, body.as_bytes(), 6).is_none());
    // Both at once.
    assert_eq!(fixes(&robots, body.as_bytes()).len(), 2);
    assert!(lints(&fixed(&body)).is_empty());
}

#[test]
fn lint_and_fix_grow_linearly() {
    type Make = fn(usize) -> Vec<u8>;
    let shapes: [(&str, Make); 4] = [
        // Many named groups, each losing the `*` group's lines.
        ("many groups", |n| {
            let mut b = STAR.as_bytes().to_vec();
            for i in 0..n {
                b.extend(format!("User-agent: bot{}\nDisallow: /p{i}\n\n", name(i)).bytes());
            }
            b
        }),
        // One group of many crawlers and many rules, keeping them out of
        // everything but the allows' paths, each beaten by a longer rule.
        ("many agents and rules in one group", |n| {
            let mut b = STAR.as_bytes().to_vec();
            for i in 0..n {
                b.extend(format!("User-agent: bot{}\n", name(i)).bytes());
            }
            b.extend(b"Disallow: /*\n");
            for i in 0..n {
                b.extend(format!("Allow: /p{i}\nDisallow: /p{i}*\n").bytes());
            }
            b
        }),
        // One crawler in many groups, each blocking everything.
        ("one crawler in many groups", |n| {
            let mut b = STAR.as_bytes().to_vec();
            for i in 0..n {
                b.extend(
                    format!("User-agent: GPTBot\nDisallow: /\nAllow: /p{i}\nDisallow: /p{i}$\n\n")
                        .bytes(),
                );
            }
            b
        }),
        // Many AI lines under `*`, copied into many groups.
        ("many star lines", |n| {
            let mut b = b"User-agent: *\n".to_vec();
            for i in 0..n {
                b.extend(format!("Content-Usage: /p{i}/ train-ai=n\n").bytes());
            }
            b.extend(b"Allow: /\n");
            for i in 0..n {
                b.extend(format!("\nUser-agent: bot{}\nDisallow: /x\n", name(i)).bytes());
            }
            b
        }),
    ];
    for (shape, make) in shapes {
        robots_growth::assert_linear(
            &format!("signal_not_inherited, {shape}"),
            400,
            |n| {
                let body = make(n);
                (RobotsTxt::parse(&body), body)
            },
            |(robots, body)| {
                let lints = robots.ai_diagnostics();
                std::hint::black_box(apply(body, &fixes(robots, body)));
                // One lint's fix, as the page's button and the language
                // server ask for it: the last group's.
                let last = lints
                    .iter()
                    .rev()
                    .find(|(_, d)| d.code() == "signal_not_inherited");
                if let Some((line, _)) = last {
                    std::hint::black_box(fix_at(robots, body, *line));
                }
            },
        );
    }
}
