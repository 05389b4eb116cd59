//! `robots lint --fix-preview`: the fix of `signal_not_inherited` (the `*`
//! group's AI lines copied into each group that loses them), printed as a
//! unified diff; the file is not changed.

mod common;

use common::run;

const FILE: &str = "\
User-agent: *
Content-Signal: search=yes, ai-train=no
Content-Usage: train-ai=n
Allow: /

User-agent: GPTBot
Disallow: /private/

User-agent: CCBot
Disallow: /

User-agent: ClaudeBot
User-agent: PerplexityBot
Disallow: /a
Disallow: /b
Disallow: /c
Disallow: /d
Disallow: /e
Disallow: /f
Disallow: /g
Disallow: /h
";

#[test]
fn the_fix_is_printed_as_a_unified_diff() {
    let r = run(&["lint", "--fix-preview", "-"], FILE);
    assert_eq!(r.code, 1, "{}", r.stderr);
    // CCBot's group keeps it out of the whole site: no fix there. Two
    // hunks: GPTBot's group, then ClaudeBot's and PerplexityBot's.
    assert_eq!(
        r.stdout,
        "\
--- -
+++ -
@@ -4,6 +4,8 @@
 Allow: /
 
 User-agent: GPTBot
+Content-Signal: search=yes, ai-train=no
+Content-Usage: train-ai=n
 Disallow: /private/
 
 User-agent: CCBot
@@ -11,6 +13,8 @@
 
 User-agent: ClaudeBot
 User-agent: PerplexityBot
+Content-Signal: search=yes, ai-train=no
+Content-Usage: train-ai=n
 Disallow: /a
 Disallow: /b
 Disallow: /c
"
    );
    // The lints the diff fixes, in the text format.
    let lint = run(&["lint", "-"], FILE);
    let codes: Vec<&str> = lint
        .stdout
        .lines()
        .filter(|l| l.contains("\tsignal_not_inherited\t"))
        .collect();
    assert_eq!(
        codes,
        [
            "6\twarning\tsignal_not_inherited\tgroups do not inherit: GPTBot reads this group instead of the * group, so it loses its Content-Signal: search=yes, ai-train=no; Content-Usage: train-ai=n",
            "12\twarning\tsignal_not_inherited\tgroups do not inherit: ClaudeBot, PerplexityBot read this group instead of the * group, so they lose its Content-Signal: search=yes, ai-train=no; Content-Usage: train-ai=n",
        ]
    );
}

#[test]
fn the_fixed_file_has_no_lint_left() {
    let robots = robots::RobotsTxt::parse(FILE.as_bytes());
    let fixed = robots::inherit::apply(
        FILE.as_bytes(),
        &robots::inherit::fixes(&robots, FILE.as_bytes()),
    );
    let fixed = String::from_utf8(fixed).unwrap();
    let r = run(&["lint", "--fix-preview", "-"], &fixed);
    assert_eq!((r.code, r.stdout.as_str()), (0, ""));
    assert!(!run(&["lint", "-"], &fixed)
        .stdout
        .contains("signal_not_inherited"));
}

#[test]
fn nothing_to_fix_prints_nothing() {
    for file in [
        "User-agent: *\nDisallow: /x\n\nUser-agent: GPTBot\nDisallow: /y\n",
        "User-agent: *\nContent-Signal: ai-train=no\nAllow: /\n\nUser-agent: GPTBot\nDisallow: /\n",
        "",
    ] {
        let r = run(&["lint", "--fix-preview", "-"], file);
        assert_eq!(
            (r.code, r.stdout.as_str()),
            (0, ""),
            "{file:?}: {}",
            r.stderr
        );
    }
}

#[test]
fn line_endings_and_a_missing_last_one_are_kept() {
    let crlf = "User-agent: *\r\nContent-Signal: ai-train=no\r\nAllow: /\r\n\r\nUser-agent: GPTBot\r\nDisallow: /x\r\n";
    let r = run(&["lint", "--fix-preview", "-"], crlf);
    // The file's line ending goes into the inserted line; as in all of the
    // command's text output, a carriage return is shown escaped.
    assert_eq!(
        r.stdout,
        "--- -\n+++ -\n@@ -3,4 +3,5 @@\n Allow: /\\x0d\n \\x0d\n User-agent: GPTBot\\x0d\n+Content-Signal: ai-train=no\\x0d\n Disallow: /x\\x0d\n"
    );
    let open_end = "User-agent: *\nContent-Signal: ai-train=no\nAllow: /\n\nUser-agent: GPTBot";
    let r = run(&["lint", "--fix-preview", "-"], open_end);
    assert_eq!(
        r.stdout,
        "--- -\n+++ -\n@@ -2,4 +2,5 @@\n Content-Signal: ai-train=no\n Allow: /\n \n-User-agent: GPTBot\n\\ No newline at end of file\n+User-agent: GPTBot\n+Content-Signal: ai-train=no\n\\ No newline at end of file\n"
    );
}

#[test]
fn the_file_is_named_as_given_and_left_unchanged() {
    let dir = std::env::temp_dir().join(format!("robots-fix-preview-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("robots.txt");
    std::fs::write(&path, FILE).unwrap();
    let name = path.to_str().unwrap();
    let r = run(&["lint", "--fix-preview", name], "");
    assert!(
        r.stdout
            .starts_with(&format!("--- {name}\n+++ {name}\n@@ ")),
        "{}",
        r.stdout
    );
    assert_eq!(std::fs::read_to_string(&path).unwrap(), FILE);
    std::fs::remove_dir_all(&dir).unwrap();
    // Not with the other outputs.
    assert_eq!(
        run(&["lint", "--fix-preview", "--readers", "-"], FILE).code,
        2
    );
    assert_eq!(
        run(&["lint", "--fix-preview", "--format", "sarif", "-"], FILE).code,
        2
    );
}

#[test]
fn the_preview_grows_linearly() {
    // Many groups, each losing the `*` group's lines: a hunk each.
    robots_growth::assert_linear(
        "lint --fix-preview, many groups",
        1000,
        |n| {
            let mut b = String::from("User-agent: *\nContent-Signal: ai-train=no\nAllow: /\n");
            for i in 0..n {
                let token: String = (0..4)
                    .map(|d| (b'a' + (i / 26usize.pow(d) % 26) as u8) as char)
                    .collect();
                b.push_str(&format!("\nUser-agent: bot{token}\nDisallow: /p{i}\n"));
            }
            b
        },
        |file| {
            let r = run(&["lint", "--fix-preview", "-"], file);
            assert_eq!(r.code, 1);
        },
    );
}
