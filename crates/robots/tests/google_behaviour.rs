//! Spec tables for the engine's Google-library mode (`RobotsTxt::check_raw`).
//!
//! Every `[id]` example of `GOOGLE_BEHAVIOUR.md`, the project's byte-exact
//! reference (checked against the real google/robotstxt library), has one row here, named after the id
//! with `-` turned into `_`. Where the reference gives only the verdict, the
//! expected `matching_line()` was derived from its §10 rules:
//!
//! * if some group names the agent, the line is that of the higher-priority
//!   *specific* slot (allow vs disallow), the allow's on a tie, 0 when neither
//!   slot matched (the `*` rules are then never reported);
//! * otherwise the same on the global slots;
//! * within one kind, the earliest line wins among equal priorities;
//! * a priority-0 (empty-pattern) rule can be the reported line.
//!
//! After the id rows come rows for SPEC.md §3–§6 (the §5.5 precedence table,
//! the §5.8 `/fish` example set, index.html §5.7), rows mirroring the verdicts
//! of upstream `robots_test.cc`, and a table check of every URL → path row of
//! GOOGLE_BEHAVIOUR.md §9.
//!
//! Every row asserts the verdict, the reported line and the reason code, and
//! that the fast path `allowed_raw` agrees with the full verdict.
#![allow(non_snake_case)]

use robots::RobotsTxt;

const ALLOWED: bool = true;
const DISALLOWED: bool = false;

/// Short, printable form of a (possibly huge, possibly binary) body.
fn show(body: &[u8]) -> String {
    let shown: String = body
        .iter()
        .take(160)
        .copied()
        .map(|b| b.escape_ascii().to_string())
        .collect();
    if body.len() > 160 {
        format!("{shown}… ({} bytes)", body.len())
    } else {
        shown
    }
}

fn show_url(url: &str) -> String {
    if url.len() > 120 {
        format!("{}… ({} bytes)", &url[..100], url.len())
    } else {
        url.to_string()
    }
}

/// With `ROBOTS_EXPORT_CASES=FILE` in the environment, every row run also
/// appends itself to FILE as one JSON line (`name`, `body` as an array of
/// bytes, `agents`, `url`, `allowed`, `line`, `reason`), so that the language
/// bindings (`crates/robots-js`, `crates/robots-py`) replay exactly these
/// rows through their own APIs.
fn export(body: &[u8], agents: &[&str], url: &str, allowed: bool, line: u32, reason: &str) {
    use std::io::Write;
    static LOCK: std::sync::Mutex<()> = std::sync::Mutex::new(());
    let Some(path) = std::env::var_os("ROBOTS_EXPORT_CASES") else {
        return;
    };
    let name = std::thread::current()
        .name()
        .unwrap_or("unnamed")
        .to_string();
    let row = serde_json::json!({
        "name": name,
        "body": body,
        "agents": agents,
        "url": url,
        "allowed": allowed,
        "line": line,
        "reason": reason,
    });
    let _guard = LOCK.lock().unwrap_or_else(|e| e.into_inner());
    let mut file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)
        .expect("ROBOTS_EXPORT_CASES names a writable file");
    writeln!(file, "{row}").expect("write an exported row");
}

#[track_caller]
fn check(body: &[u8], agents: &[&str], url: &str, allowed: bool, line: u32, reason: &str) {
    export(body, agents, url, allowed, line, reason);
    let robots = RobotsTxt::parse(body);
    let v = robots.check_raw(agents, url);
    let got = (v.allowed, v.line, v.reason.code());
    let want = (allowed, line, reason);
    assert_eq!(
        got,
        want,
        "\n  body:   b\"{}\"\n  agents: {:?}\n  url:    {:?}\n  (allowed, line, reason) got {:?}, want {:?}",
        show(body),
        agents,
        show_url(url),
        got,
        want
    );
    let fast = robots.allowed_raw(agents, url);
    assert_eq!(
        fast,
        (v.allowed, v.line),
        "\n  fast path allowed_raw disagrees with check_raw\n  body:   b\"{}\"\n  agents: {:?}\n  url:    {:?}",
        show(body),
        agents,
        show_url(url)
    );
}

/// `name: body, [agents], url => VERDICT, line N, "reason";`
macro_rules! spec {
    ($(
        $(#[$meta:meta])*
        $name:ident : $body:expr, [$($agent:expr),* $(,)?], $url:expr
            => $verdict:ident, line $line:expr, $reason:literal;
    )*) => {
        $(
            $(#[$meta])*
            #[test]
            fn $name() {
                check($body, &[$($agent),*], $url, $verdict, $line, $reason);
            }
        )*
    };
}

// ---------------------------------------------------------------------------
// Bodies built programmatically (GOOGLE_BEHAVIOUR.md §1.3).

/// `"User-agent: x\nDisallow: /" + "a"*n + "$\n"`; the Disallow line is
/// `10 + 1 + n + 1` bytes long.
fn long_dollar_body(n: usize) -> Vec<u8> {
    let mut body = b"User-agent: x\nDisallow: /".to_vec();
    body.extend(std::iter::repeat_n(b'a', n));
    body.extend_from_slice(b"$\n");
    body
}

fn long_url(n: usize, tail: &str) -> String {
    format!("http://h/{}{}", "a".repeat(n), tail)
}

// ===========================================================================
// GOOGLE_BEHAVIOUR.md ids, in document order.
// ===========================================================================

// §1.1 Line endings
spec! {
    eol_lf: b"User-agent: a\nDisallow: /x\n", ["a"], "http://h/x" => DISALLOWED, line 2, "longest_match";
    eol_crlf: b"User-agent: a\r\nDisallow: /x\r\n", ["a"], "http://h/x" => DISALLOWED, line 2, "longest_match";
    eol_cr: b"User-agent: a\rDisallow: /x\r", ["a"], "http://h/x" => DISALLOWED, line 2, "longest_match";
    eol_cr_cr_lf: b"User-agent: a\r\r\nDisallow: /x\n", ["a"], "http://h/x" => DISALLOWED, line 3, "longest_match";
    eol_lf_cr: b"User-agent: a\n\rDisallow: /x\n", ["a"], "http://h/x" => DISALLOWED, line 3, "longest_match";
    eol_mixed: b"User-agent: a\n\r\nDisallow: /x\r", ["a"], "http://h/x" => DISALLOWED, line 3, "longest_match";
    eol_none_at_end: b"User-agent: a\nDisallow: /x", ["a"], "http://h/x" => DISALLOWED, line 2, "longest_match";
    // "\r\n\r\n" is two line ends (CRLF, CRLF).
    eol_crlf_crlf_is_two: b"User-agent: a\r\n\r\nDisallow: /x\r\n", ["a"], "http://h/x" => DISALLOWED, line 3, "longest_match";
    // The value is "a\fDisallow: /x", which extracts to "a": group a, no rules.
    formfeed_is_not_eol: b"User-agent: a\x0cDisallow: /x\n", ["a"], "http://h/x" => ALLOWED, line 0, "no_matching_rule";
    // Other control bytes do not end lines either.
    vt_is_not_eol: b"User-agent: a\x0bDisallow: /x\n", ["a"], "http://h/x" => ALLOWED, line 0, "no_matching_rule";
}

// §1.2 UTF-8 BOM
spec! {
    bom_full: b"\xEF\xBB\xBFUser-agent: a\nDisallow: /x\n", ["a"], "http://h/x" => DISALLOWED, line 2, "longest_match";
    bom_partial_2: b"\xEF\xBBUser-agent: a\nDisallow: /x\n", ["a"], "http://h/x" => DISALLOWED, line 2, "longest_match";
    bom_partial_1: b"\xEFUser-agent: a\nDisallow: /x\n", ["a"], "http://h/x" => DISALLOWED, line 2, "longest_match";
    // "\x11\xBFUser-agent" is an unknown key: the group never starts, the
    // Disallow stands before any user-agent line.
    bom_broken: b"\xEF\x11\xBFUser-agent: a\nDisallow: /x\n", ["a"], "http://h/x" => ALLOWED, line 0, "no_group";
    parse_bom_broken: b"\xEF\x11\xBFUser-agent: *\nDisallow: /\n", ["FooBot"], "http://h/x" => ALLOWED, line 0, "no_group";
    // EF BF: EF skipped, BF kept.
    bom_ef_bf_keeps_bf: b"\xEF\xBFUser-agent: a\nDisallow: /x\n", ["a"], "http://h/x" => ALLOWED, line 0, "no_group";
    bom_missing_first_byte: b"\xBB\xBFUser-agent: a\nDisallow: /x\n", ["a"], "http://h/x" => ALLOWED, line 0, "no_group";
    bom_twice: b"\xEF\xBB\xBF\xEF\xBB\xBFUser-agent: a\nDisallow: /x\n", ["a"], "http://h/x" => ALLOWED, line 0, "no_group";
    // The BOM on line 2 makes "\xEF\xBB\xBFDisallow" an unknown key.
    bom_mid_file: b"User-agent: a\n\xEF\xBB\xBFDisallow: /x\n", ["a"], "http://h/x" => ALLOWED, line 0, "no_matching_rule";
    bom_mid_file_on_user_agent: b"User-agent: *\nDisallow: /y\n\xEF\xBB\xBFUser-agent: a\nDisallow: /x\n", ["a"], "http://h/x" => DISALLOWED, line 4, "longest_match";
}

// §1.3 Maximum line length: 16663 bytes kept.
spec! {
    // "Disallow: /" + 16651 a + "$" = 16663 bytes: the `$` is kept.
    LL_line_16663_bytes_dollar_kept: &long_dollar_body(16651), ["x"], &long_url(16651, "b")
        => ALLOWED, line 0, "no_matching_rule";
    LL_line_16663_bytes_dollar_kept_exact_url: &long_dollar_body(16651), ["x"], &long_url(16651, "")
        => DISALLOWED, line 2, "longest_match";
    // One more `a` (16664 bytes): the `$` is dropped, the pattern is a prefix.
    LL_line_16664_bytes_dollar_dropped: &long_dollar_body(16652), ["x"], &long_url(16652, "b")
        => DISALLOWED, line 2, "longest_match";
}

// §1.4 NUL bytes
spec! {
    nul_truncates_line: b"User-agent: a\nDisallow: /e\0f\n", ["a"], "http://h/exyz" => DISALLOWED, line 2, "longest_match";
    // The pattern is "/e" (priority 2), so "Allow: /ex" (3) beats it.
    nul_truncates_line_priority: b"User-agent: a\nDisallow: /e\0fghij\nAllow: /ex\n", ["a"], "http://h/exyz" => ALLOWED, line 3, "longest_match";
    // Line numbers are unaffected by the NUL.
    nul_line_numbers_unaffected: b"User-agent: a\0zzz\nDisallow: /x\n", ["a"], "http://h/x" => DISALLOWED, line 2, "longest_match";
}

// §2 From a line to key and value
spec! {
    comment_cuts_pattern: b"User-agent: a\nDisallow: /foo#bar\n", ["a"], "http://h/foobaz" => DISALLOWED, line 2, "longest_match";
    comment_only_value: b"User-agent: a\nDisallow: #/x\n", ["a"], "http://h/x" => ALLOWED, line 2, "empty_rule";
    comment_line: b"User-agent: a\n# Disallow: /\n", ["a"], "http://h/x" => ALLOWED, line 0, "no_matching_rule";
    comment_trailing: b"User-agent: a # c\nDisallow: /x\n", ["a"], "http://h/x" => DISALLOWED, line 2, "longest_match";
    no_space_after_colon: b"User-agent:a\nDisallow:/x\n", ["a"], "http://h/x" => DISALLOWED, line 2, "longest_match";
    space_before_colon: b"User-agent : a\nDisallow   :   /x   \n", ["a"], "http://h/x" => DISALLOWED, line 2, "longest_match";
    leading_whitespace: b"  \tUser-agent: a\n\t  Disallow: /x\n", ["a"], "http://h/x" => DISALLOWED, line 2, "longest_match";
    vt_ff_stripped: b"\x0bUser-agent:\x0b a\x0c\nDisallow:\x0c/x\x0b\n", ["a"], "http://h/x" => DISALLOWED, line 2, "longest_match";
    // Key "Disallow /a", value "b": a pattern that never matches.
    parse_first_colon: b"User-agent: a\nDisallow /a:b\n", ["a"], "http://h/a:b" => ALLOWED, line 0, "no_matching_rule";
    // Key "Disallow /x", value "/y".
    key_colon_in_value_wins: b"User-agent: a\nDisallow /x:/y\n", ["a"], "http://h/y" => DISALLOWED, line 2, "longest_match";
    key_colon_in_value_wins_2: b"User-agent: a\nDisallow /x:/y\n", ["a"], "http://h/x" => ALLOWED, line 0, "no_matching_rule";
    inner_space_kept: b"User-agent: a\nDisallow: /a b\n", ["a"], "http://h/a b" => DISALLOWED, line 2, "longest_match";
    inner_space_not_encoded: b"User-agent: a\nDisallow: /a b\n", ["a"], "http://h/a%20b" => ALLOWED, line 0, "no_matching_rule";
    parse_empty_key: b"User-agent: a\n: /foo\n", ["a"], "http://h/foo" => ALLOWED, line 0, "no_matching_rule";
    key_missing_colon: b"user-agent a\ndisallow /x\n", ["a"], "http://h/x" => DISALLOWED, line 2, "longest_match";
    key_missing_colon_tab: b"user-agent\ta\ndisallow\t/x\n", ["a"], "http://h/x" => DISALLOWED, line 2, "longest_match";
    key_missing_colon_3_tokens: b"user-agent: a\ndisallow /x /y\n", ["a"], "http://h/x" => ALLOWED, line 0, "no_matching_rule";
    parse_key_only: b"User-agent: a\nDisallow\n", ["a"], "http://h/x" => ALLOWED, line 0, "no_matching_rule";
    // "foo bar" is the unknown directive foo=bar: ignored, does not split.
    parse_missing_colon_kv: b"User-agent: a\nfoo bar\nDisallow: /x\n", ["a"], "http://h/x" => DISALLOWED, line 3, "longest_match";
    // The empty-value directive "Disallow:" is still a rule (priority 0).
    empty_value_is_directive: b"User-agent: a\nDisallow:\n", ["a"], "http://h/x" => ALLOWED, line 2, "empty_rule";
}

// §3 Key recognition
spec! {
    key_case_upper: b"USER-AGENT: a\nDISALLOW: /x\n", ["a"], "http://h/x" => DISALLOWED, line 2, "longest_match";
    key_case_camel: b"uSeR-aGeNt: a\ndIsAlLoW: /x\n", ["a"], "http://h/x" => DISALLOWED, line 2, "longest_match";
    typo_useragent: b"useragent: a\nDisallow: /x\n", ["a"], "http://h/x" => DISALLOWED, line 2, "longest_match";
    typo_user_space_agent: b"user agent: a\nDisallow: /x\n", ["a"], "http://h/x" => DISALLOWED, line 2, "longest_match";
    typo_dissallow: b"User-agent: a\nDissallow: /x\n", ["a"], "http://h/x" => DISALLOWED, line 2, "longest_match";
    typo_dissalow: b"User-agent: a\nDissalow: /x\n", ["a"], "http://h/x" => DISALLOWED, line 2, "longest_match";
    typo_disalow: b"User-agent: a\nDisalow: /x\n", ["a"], "http://h/x" => DISALLOWED, line 2, "longest_match";
    typo_diasllow: b"User-agent: a\nDiasllow: /x\n", ["a"], "http://h/x" => DISALLOWED, line 2, "longest_match";
    typo_disallaw: b"User-agent: a\nDisallaw: /x\n", ["a"], "http://h/x" => DISALLOWED, line 2, "longest_match";
    typo_user_agent_not_accepted: b"user_agent: a\nDisallow: /x\n", ["a"], "http://h/x" => ALLOWED, line 0, "no_group";
    typo_user_two_spaces_agent_not_accepted: b"user  agent: a\nDisallow: /x\n", ["a"], "http://h/x" => ALLOWED, line 0, "no_group";
    typo_user_agnet_not_accepted: b"user-agnet: a\nDisallow: /x\n", ["a"], "http://h/x" => ALLOWED, line 0, "no_group";
    typo_dis_allow_not_accepted: b"User-agent: a\nDis-allow: /x\n", ["a"], "http://h/x" => ALLOWED, line 0, "no_matching_rule";
    typo_alow_not_accepted: b"User-agent: a\nDisallow: /\nAlow: /x\n", ["a"], "http://h/x" => DISALLOWED, line 2, "longest_match";
    typo_user_space_agent_nocolon: b"user agent a\nDisallow: /x\n", ["a"], "http://h/x" => ALLOWED, line 0, "no_group";
    prefix_disallowed: b"User-agent: a\nDisallowed: /x\ndisallows: /y\n", ["a"], "http://h/x" => DISALLOWED, line 2, "longest_match";
    prefix_disallowed_2: b"User-agent: a\nDisallowed: /x\ndisallows: /y\n", ["a"], "http://h/y" => DISALLOWED, line 3, "longest_match";
    prefix_allowance: b"User-agent: a\nDisallow: /\nAllowance: /x\nallow-this: /y\n", ["a"], "http://h/x" => ALLOWED, line 3, "longest_match";
    prefix_allowance_2: b"User-agent: a\nDisallow: /\nAllowance: /x\nallow-this: /y\n", ["a"], "http://h/y" => ALLOWED, line 4, "longest_match";
    prefix_user_agents: b"User-agents: a\nDisallow: /x\n", ["a"], "http://h/x" => DISALLOWED, line 2, "longest_match";
    prefix_user_agentx: b"user-agentx: a\nDisallow: /x\n", ["a"], "http://h/x" => DISALLOWED, line 2, "longest_match";
    // Sitemaps: is a sitemap line: never a rule, never splits a group.
    prefix_sitemaps: b"User-agent: a\nSitemaps: /x\nUser-agent: b\nDisallow: /y\n", ["a"], "http://h/x" => ALLOWED, line 0, "no_matching_rule";
    unknown_key_ignored: b"User-agent: a\nCrawl-delay: 10\nNoindex: /x\nHost: h\nfoo: /x\n", ["a"], "http://h/x" => ALLOWED, line 0, "no_matching_rule";
    group_unknown_does_not_split: b"User-agent: a\nCrawl-delay: 5\nUser-agent: b\nDisallow: /x\n", ["a"], "http://h/x" => DISALLOWED, line 4, "longest_match";
}

// §4 Value processing
spec! {
    // The user-agent value is not escaped; "ab\xC3\xA9" extracts to "ab".
    parse_ua_not_escaped: b"User-agent: ab\xC3\xA9\nDisallow: /x\n", ["ab"], "http://h/x" => DISALLOWED, line 2, "longest_match";
    parse_sitemap_not_escaped: b"User-agent: a\nSitemap: http://h/\xC3\xA9.xml\nDisallow: /x\n", ["a"], "http://h/x" => DISALLOWED, line 3, "longest_match";
    parse_unknown_value_escaped: b"User-agent: a\nFoo: /\xC3\xA9\nDisallow: /x\n", ["a"], "http://h/x" => DISALLOWED, line 3, "longest_match";
    latin1_byte_encoded: b"User-agent: a\nDisallow: /\xFC\n", ["a"], "http://h/%FC" => DISALLOWED, line 2, "longest_match";
    utf8_pattern_encoded: b"User-agent: a\nDisallow: /\xE3\x83\x84\n", ["a"], "http://h/%E3%83%84" => DISALLOWED, line 2, "longest_match";
    utf8_pattern_vs_raw_url: b"User-agent: a\nDisallow: /\xE3\x83\x84\n", ["a"], "http://h/\u{30C4}" => ALLOWED, line 0, "no_matching_rule";
    utf8_pattern_vs_lowercase_url: b"User-agent: a\nDisallow: /\xE3\x83\x84\n", ["a"], "http://h/%e3%83%84" => ALLOWED, line 0, "no_matching_rule";
    pct_lowercase_in_pattern_uppercased: b"User-agent: a\nDisallow: /a%2fb\n", ["a"], "http://h/a%2Fb" => DISALLOWED, line 2, "longest_match";
    pct_lowercase_both_sides_no_match: b"User-agent: a\nDisallow: /a%2fb\n", ["a"], "http://h/a%2fb" => ALLOWED, line 0, "no_matching_rule";
    pct_unreserved_not_decoded: b"User-agent: a\nDisallow: /foo/bar/%62%61%7A\n", ["a"], "http://h/foo/bar/baz" => ALLOWED, line 0, "no_matching_rule";
    pct_unreserved_not_decoded_2: b"User-agent: a\nDisallow: /~user\n", ["a"], "http://h/%7Euser/x" => ALLOWED, line 0, "no_matching_rule";
    pct_2A_is_not_literal_star: b"User-agent: a\nDisallow: /a%2Ab\n", ["a"], "http://h/a*b" => ALLOWED, line 0, "no_matching_rule";
    pct_24_is_not_literal_dollar: b"User-agent: a\nDisallow: /a%24\n", ["a"], "http://h/a$" => ALLOWED, line 0, "no_matching_rule";
    query_url_unencoded_ok: b"User-agent: FooBot\nDisallow: /\nAllow: /foo/bar?qux=taz&baz=http://foo.bar?tar&par\n", ["FooBot"],
        "http://foo.bar/foo/bar?qux=taz&baz=http://foo.bar?tar&par" => ALLOWED, line 3, "longest_match";
}

// §5.1 Global (`*`) detection
spec! {
    star_global: b"User-agent: *\nDisallow: /x\n", ["FooBot"], "http://h/x" => DISALLOWED, line 2, "longest_match";
    star_space_text_global: b"User-agent: * foo\nDisallow: /x\n", ["FooBot"], "http://h/x" => DISALLOWED, line 2, "longest_match";
    star_tab_text_global: b"User-agent: *\tfoo\nDisallow: /x\n", ["FooBot"], "http://h/x" => DISALLOWED, line 2, "longest_match";
    star_comment_global: b"User-agent: * # comment\nDisallow: /x\n", ["FooBot"], "http://h/x" => DISALLOWED, line 2, "longest_match";
    // "* Googlebot" is global only: both groups are global and tie on /x.
    // If it named Googlebot, line 2 would be a specific disallow.
    star_text_does_not_name_agent: b"User-agent: * Googlebot\nDisallow: /x\n\nUser-agent: *\nAllow: /x\n", ["Googlebot"], "http://h/x"
        => ALLOWED, line 5, "tie_allow_wins";
    star_glued_not_global: b"User-agent: *foo\nDisallow: /x\n", ["FooBot"], "http://h/x" => ALLOWED, line 0, "no_group";
    star_star_not_global: b"User-agent: **\nDisallow: /x\n", ["FooBot"], "http://h/x" => ALLOWED, line 0, "no_group";
    // "**" extracts to the empty token, which names the empty crawler token.
    star_star_names_empty_agent: b"User-agent: **\nDisallow: /x\n", [""], "http://h/x" => DISALLOWED, line 2, "longest_match";
}

// §5.2 Token extraction from the robots.txt value
spec! {
    ua_version_suffix: b"User-agent: Googlebot/2.1\nDisallow: /x\n", ["Googlebot"], "http://h/x" => DISALLOWED, line 2, "longest_match";
    ua_space_suffix: b"User-agent: Googlebot Images\nDisallow: /x\n", ["Googlebot"], "http://h/x" => DISALLOWED, line 2, "longest_match";
    ua_star_suffix: b"User-agent: googlebot*\nDisallow: /x\n", ["Googlebot"], "http://h/x" => DISALLOWED, line 2, "longest_match";
    ua_digit_cuts: b"User-agent: Googlebot2\nDisallow: /x\n", ["Googlebot"], "http://h/x" => DISALLOWED, line 2, "longest_match";
    ua_hyphen_kept: b"User-agent: Googlebot-Image\nDisallow: /x\n", ["Googlebot"], "http://h/x" => ALLOWED, line 0, "no_group";
    ua_hyphen_kept_2: b"User-agent: Googlebot-Image\nDisallow: /x\n", ["Googlebot-Image"], "http://h/x" => DISALLOWED, line 2, "longest_match";
    ua_underscore_kept: b"User-agent: Foo_Bar\nDisallow: /x\n", ["Foo_Bar"], "http://h/x" => DISALLOWED, line 2, "longest_match";
    ua_underscore_kept_2: b"User-agent: Foo_Bar\nDisallow: /x\n", ["Foo"], "http://h/x" => ALLOWED, line 0, "no_group";
    ua_mozilla_string: b"User-agent: Mozilla/5.0 (compatible; Googlebot/2.1)\nDisallow: /x\n", ["Googlebot"], "http://h/x" => ALLOWED, line 0, "no_group";
    ua_mozilla_string_2: b"User-agent: Mozilla/5.0 (compatible; Googlebot/2.1)\nDisallow: /x\n", ["Mozilla"], "http://h/x" => DISALLOWED, line 2, "longest_match";
    ua_non_ascii_letter_cuts: b"User-agent: B\xC3\xB6tbot\nDisallow: /x\n", ["B"], "http://h/x" => DISALLOWED, line 2, "longest_match";
    ua_non_ascii_letter_cuts_2: b"User-agent: B\xC3\xB6tbot\nDisallow: /x\n", ["B\u{f6}tbot"], "http://h/x" => ALLOWED, line 0, "no_group";
    ua_no_substring_match: b"User-agent: Googlebot\nDisallow: /x\n", ["Google"], "http://h/x" => ALLOWED, line 0, "no_group";
    ua_value_case_insensitive: b"User-agent: FOOBOT\nDisallow: /x\n", ["foobot"], "http://h/x" => DISALLOWED, line 2, "longest_match";
    ua_empty_value_matches_empty_agent: b"User-agent:\nDisallow: /\n", [""], "http://h/a" => DISALLOWED, line 2, "longest_match";
    ua_digit_start_matches_empty_agent: b"User-agent: 007bot\nDisallow: /\n", [""], "http://h/a" => DISALLOWED, line 2, "longest_match";
}

// §5.3 The crawler's own token(s)
spec! {
    agent_with_version_never_matches: b"User-agent: Googlebot\nDisallow: /x\n", ["Googlebot/2.1"], "http://h/x" => ALLOWED, line 0, "no_group";
    // Upstream GoogleOnly_AcceptUserAgentUpToFirstSpace: "Foo Bar" gets `*`.
    agent_with_space_never_matches: b"User-Agent: *\nDisallow: /\nUser-Agent: Foo Bar\nAllow: /x/\nDisallow: /\n", ["Foo Bar"], "http://foo.bar/x/y"
        => DISALLOWED, line 2, "longest_match";
    agent_with_space_never_matches_foo: b"User-Agent: *\nDisallow: /\nUser-Agent: Foo Bar\nAllow: /x/\nDisallow: /\n", ["Foo"], "http://foo.bar/x/y"
        => ALLOWED, line 4, "longest_match";
    agent_with_digit_never_matches: b"User-agent: Bot2\nDisallow: /x\n", ["Bot2"], "http://h/x" => ALLOWED, line 0, "no_group";
    agent_star_gets_global_only: b"User-agent: *\nDisallow: /x\nUser-agent: FooBot\nAllow: /x\n", ["*"], "http://h/x" => DISALLOWED, line 2, "longest_match";
    empty_agent: b"user-agent: FooBot\ndisallow: /\n", [""], "http://x/a" => ALLOWED, line 0, "no_group";
}

// §6 Groups
spec! {
    group_consecutive_ua: b"User-agent: a\nUser-agent: b\nDisallow: /x\n", ["a"], "http://h/x" => DISALLOWED, line 3, "longest_match";
    group_consecutive_ua_2: b"User-agent: a\nUser-agent: b\nDisallow: /x\n", ["b"], "http://h/x" => DISALLOWED, line 3, "longest_match";
    rules_without_useragent: b"Disallow: /\n", ["FooBot"], "http://x/a" => ALLOWED, line 0, "no_group";
    // Group 1 names both `*` and FooBot: for FooBot its rule is specific, so
    // the `*` Allow of line 6 is never consulted.
    star_and_specific_same_group: b"User-agent: *\nUser-agent: FooBot\nDisallow: /x\n\nUser-agent: *\nAllow: /x\n", ["FooBot"], "http://h/x"
        => DISALLOWED, line 3, "longest_match";
    // For another crawler both groups are global: Disallow /x ties Allow /x.
    star_and_specific_same_group_other: b"User-agent: *\nUser-agent: FooBot\nDisallow: /x\n\nUser-agent: *\nAllow: /x\n", ["BarBot"], "http://h/x"
        => ALLOWED, line 6, "tie_allow_wins";
    group_blank_line_does_not_split: b"User-agent: a\n\nUser-agent: b\nDisallow: /x\n", ["a"], "http://h/x" => DISALLOWED, line 4, "longest_match";
    group_blank_line_inside_rules: b"User-agent: a\nDisallow: /x\n\n\nAllow: /x/y\n", ["a"], "http://h/x/y" => ALLOWED, line 5, "longest_match";
    group_sitemap_does_not_split: b"User-agent: a\nSitemap: http://h/s.xml\nUser-agent: b\nDisallow: /\n", ["a"], "http://h/x" => DISALLOWED, line 4, "longest_match";
    group_comment_does_not_split: b"User-agent: a\n# note\nUser-agent: b\nDisallow: /\n", ["a"], "http://h/x" => DISALLOWED, line 4, "longest_match";
    group_unparseable_does_not_split: b"User-agent: a\n<html> junk here\nUser-agent: b\nDisallow: /\n", ["a"], "http://h/x" => DISALLOWED, line 4, "longest_match";
    group_empty_disallow_closes: b"User-agent: a\nDisallow:\nUser-agent: b\nDisallow: /x\n", ["a"], "http://h/x" => ALLOWED, line 2, "empty_rule";
    group_merge_same_agent: b"User-agent: a\nDisallow: /x\n\nUser-agent: b\nDisallow: /y\n\nUser-agent: a\nDisallow: /z\n", ["a"], "http://h/z"
        => DISALLOWED, line 8, "longest_match";
    group_merge_same_agent_2: b"User-agent: a\nDisallow: /x\n\nUser-agent: b\nDisallow: /y\n\nUser-agent: a\nDisallow: /z\n", ["a"], "http://h/y"
        => ALLOWED, line 0, "no_matching_rule";
    group_merge_longest_across: b"User-agent: a\nDisallow: /x\n\nUser-agent: a\nAllow: /x/y\n", ["a"], "http://h/x/y/z" => ALLOWED, line 5, "longest_match";
    group_merge_longest_across_2: b"User-agent: a\nDisallow: /x/y\n\nUser-agent: a\nAllow: /x\n", ["a"], "http://h/x/y/z" => DISALLOWED, line 2, "longest_match";
    global_merge_all_star_groups: b"User-agent: *\nDisallow: /a\n\nUser-agent: *\nDisallow: /b\n", ["FooBot"], "http://h/b" => DISALLOWED, line 5, "longest_match";
    global_merge_all_star_groups_2: b"User-agent: *\nDisallow: /a\n\nUser-agent: *\nDisallow: /b\n", ["FooBot"], "http://h/a" => DISALLOWED, line 2, "longest_match";
}

// §7 The decision
spec! {
    specific_group_no_rules_at_eof: b"User-agent: *\nDisallow: /\nUser-agent: FooBot\n", ["FooBot"], "http://h/x" => ALLOWED, line 0, "no_matching_rule";
    specific_group_only_empty_disallow: b"User-agent: FooBot\nDisallow:\n\nUser-agent: *\nDisallow: /\n", ["FooBot"], "http://h/x" => ALLOWED, line 2, "empty_rule";
    specific_group_no_rule_matches: b"User-agent: FooBot\nDisallow: /x\n\nUser-agent: *\nDisallow: /\n", ["FooBot"], "http://h/y" => ALLOWED, line 0, "no_matching_rule";
    // Upstream ID_LongestMatch, last block: the `*` Disallow /x/ is never reported.
    specific_beats_global: b"User-agent: *\nDisallow: /x/\nUser-agent: FooBot\nDisallow: /y/\n", ["FooBot"], "http://foo.bar/x/page"
        => ALLOWED, line 0, "no_matching_rule";
    specific_beats_global_2: b"User-agent: *\nDisallow: /x/\nUser-agent: FooBot\nDisallow: /y/\n", ["FooBot"], "http://foo.bar/y/page"
        => DISALLOWED, line 4, "longest_match";
    empty_robots: b"", ["FooBot"], "http://x/a" => ALLOWED, line 0, "no_group";
    empty_robots_empty_agent_url: b"", [""], "" => ALLOWED, line 0, "no_group";
    empty_url_is_root: b"user-agent: FooBot\ndisallow: /\n", ["FooBot"], "" => DISALLOWED, line 2, "longest_match";
    no_group_for_agent_no_star: b"User-agent: BarBot\nDisallow: /\n", ["FooBot"], "http://x/a" => ALLOWED, line 0, "no_group";
    empty_disallow_global: b"User-agent: *\nDisallow:\n", ["FooBot"], "http://x/a" => ALLOWED, line 2, "empty_rule";
    empty_allow_vs_disallow_root: b"User-agent: a\nAllow:\nDisallow: /\n", ["a"], "http://h/x" => DISALLOWED, line 3, "longest_match";
    empty_both: b"user-agent: FooBot\ndisallow: \nallow: \n", ["FooBot"], "http://foo.bar/x/page.html" => ALLOWED, line 3, "empty_rule";
    robots_txt_not_implicitly_allowed: b"User-agent: *\nDisallow: /\n", ["FooBot"], "http://x/robots.txt" => DISALLOWED, line 2, "longest_match";
}

// §8.1 Matches(path, pattern)
spec! {
    prefix_match: b"User-agent: a\nDisallow: /fish\n", ["a"], "http://h/fishheads" => DISALLOWED, line 2, "longest_match";
    case_sensitive_path: b"User-agent: a\nDisallow: /X/\n", ["a"], "http://h/x/y" => ALLOWED, line 0, "no_matching_rule";
    star_matches_empty: b"User-agent: a\nDisallow: /a*b\n", ["a"], "http://h/ab" => DISALLOWED, line 2, "longest_match";
    star_matches_slashes: b"User-agent: a\nDisallow: /a*b\n", ["a"], "http://h/a/x/y/b" => DISALLOWED, line 2, "longest_match";
    star_in_query: b"User-agent: a\nDisallow: /search*q=\n", ["a"], "http://h/search?a=b&q=1" => DISALLOWED, line 2, "longest_match";
    dollar_end: b"User-agent: a\nDisallow: /*.php$\n", ["a"], "http://h/a.php" => DISALLOWED, line 2, "longest_match";
    dollar_end_query_breaks: b"User-agent: a\nDisallow: /*.php$\n", ["a"], "http://h/a.php?x" => ALLOWED, line 0, "no_matching_rule";
    dollar_end_fragment_ignored: b"User-agent: a\nDisallow: /a$\n", ["a"], "http://h/a#frag" => DISALLOWED, line 2, "longest_match";
    dollar_mid_literal: b"User-agent: a\nDisallow: /a$b\n", ["a"], "http://h/a$bc" => DISALLOWED, line 2, "longest_match";
    dollar_mid_literal_2: b"User-agent: a\nDisallow: /a$b\n", ["a"], "http://h/ab" => ALLOWED, line 0, "no_matching_rule";
    dollar_double: b"User-agent: a\nDisallow: /a$$\n", ["a"], "http://h/a$" => DISALLOWED, line 2, "longest_match";
    dollar_double_2: b"User-agent: a\nDisallow: /a$$\n", ["a"], "http://h/a$x" => ALLOWED, line 0, "no_matching_rule";
    dollar_double_3: b"User-agent: a\nDisallow: /a$$\n", ["a"], "http://h/a" => ALLOWED, line 0, "no_matching_rule";
    pattern_no_leading_slash_never: b"User-agent: a\nDisallow: a\n", ["a"], "http://h/a" => ALLOWED, line 0, "no_matching_rule";
    pattern_star_only: b"User-agent: a\nDisallow: *\n", ["a"], "http://h/anything" => DISALLOWED, line 2, "longest_match";
    pattern_star_gif: b"User-agent: a\nDisallow: *.gif$\n", ["a"], "http://h/img/x.gif" => DISALLOWED, line 2, "longest_match";
    pattern_star_gif_2: b"User-agent: a\nDisallow: *.gif$\n", ["a"], "http://h/img/x.gif?v=1" => ALLOWED, line 0, "no_matching_rule";
    dollar_alone_never: b"User-agent: a\nDisallow: $\n", ["a"], "http://h/" => ALLOWED, line 0, "no_matching_rule";
    star_dollar_all: b"User-agent: a\nDisallow: /*$\n", ["a"], "http://h/x?y" => DISALLOWED, line 2, "longest_match";
}

// §8.2 Priority
spec! {
    star_counts_in_priority: b"User-agent: a\nAllow: /fish\nDisallow: /fish*\n", ["a"], "http://h/fish" => DISALLOWED, line 3, "longest_match";
    star_allow_beats_root: b"User-agent: a\nDisallow: /\nAllow: /*\n", ["a"], "http://h/x" => ALLOWED, line 3, "longest_match";
    wildcard_shorter_loses: b"user-agent: FooBot\nallow: /x/page.\ndisallow: /*.html\n", ["FooBot"], "http://foo.bar/x/page.html"
        => ALLOWED, line 2, "longest_match";
    // Allow: /ü is stored as /%C3%BC (7 bytes) and beats /*ber (5).
    priority_counts_escaped_bytes: b"User-agent: a\nAllow: /\xC3\xBC\nDisallow: /*ber\n", ["a"], "http://h/%C3%BCber" => ALLOWED, line 2, "longest_match";
    longest_wins_disallow: b"User-agent: a\nAllow: /a\nDisallow: /a/b\n", ["a"], "http://h/a/b/c" => DISALLOWED, line 3, "longest_match";
    longest_wins_allow: b"User-agent: a\nDisallow: /a\nAllow: /a/b\n", ["a"], "http://h/a/b/c" => ALLOWED, line 3, "longest_match";
    tie_allow_wins: b"User-agent: a\nDisallow: /x\nAllow: /x\n", ["a"], "http://h/x" => ALLOWED, line 3, "tie_allow_wins";
    tie_allow_wins_global: b"User-agent: *\nAllow: /x\nDisallow: /x\n", ["FooBot"], "http://h/x" => ALLOWED, line 2, "tie_allow_wins";
    tie_allow_wins_wildcard: b"User-agent: a\nDisallow: /page\nAllow: /pa*e\n", ["a"], "http://h/page" => ALLOWED, line 3, "tie_allow_wins";
    same_type_tie_first_line: b"User-agent: a\nDisallow: /a\nDisallow: /a\nDisallow: /*\n", ["a"], "http://h/a" => DISALLOWED, line 2, "longest_match";
    same_type_tie_first_line_allow: b"User-agent: a\nDisallow: /\nAllow: /*\nAllow: /a\n", ["a"], "http://h/a" => ALLOWED, line 3, "longest_match";
}

// §8.3 Allow: /$
spec! {
    allow_root_dollar: b"user-agent: a\nallow: /$\ndisallow: /\n", ["a"], "http://h/" => ALLOWED, line 2, "longest_match";
    allow_root_dollar_nopath: b"user-agent: a\nallow: /$\ndisallow: /\n", ["a"], "http://h" => ALLOWED, line 2, "longest_match";
    allow_root_dollar_page: b"user-agent: a\nallow: /$\ndisallow: /\n", ["a"], "http://h/page.html" => DISALLOWED, line 3, "longest_match";
    allow_root_dollar_query: b"user-agent: a\nallow: /$\ndisallow: /\n", ["a"], "http://h/?q=1" => DISALLOWED, line 3, "longest_match";
}

// §8.4 The index.htm / index.html rule
spec! {
    index_html_dir: b"User-agent: a\nAllow: /allowed-slash/index.html\nDisallow: /\n", ["a"], "http://h/allowed-slash/"
        => ALLOWED, line 2, "index_html_directory";
    index_html_exact: b"User-agent: a\nAllow: /allowed-slash/index.html\nDisallow: /\n", ["a"], "http://h/allowed-slash/index.html"
        => ALLOWED, line 2, "longest_match";
    index_html_vs_htm_url: b"User-agent: a\nAllow: /allowed-slash/index.html\nDisallow: /\n", ["a"], "http://h/allowed-slash/index.htm"
        => DISALLOWED, line 3, "longest_match";
    index_html_dir_query: b"User-agent: a\nAllow: /d/index.html\nDisallow: /\n", ["a"], "http://h/d/?q" => DISALLOWED, line 3, "longest_match";
    index_htm_also: b"User-agent: a\nAllow: /d/index.htm\nDisallow: /\n", ["a"], "http://h/d/" => ALLOWED, line 2, "index_html_directory";
    index_htmlfoo_also: b"User-agent: a\nAllow: /d/index.htmlfoo\nDisallow: /\n", ["a"], "http://h/d/" => ALLOWED, line 2, "index_html_directory";
    index_php_not: b"User-agent: a\nAllow: /d/index.php\nDisallow: /\n", ["a"], "http://h/d/" => DISALLOWED, line 3, "longest_match";
    index_uppercase_not: b"User-agent: a\nAllow: /d/INDEX.HTML\nDisallow: /\n", ["a"], "http://h/d/" => DISALLOWED, line 3, "longest_match";
    // Allow: /index.html -> /$ (2 bytes) beats Disallow: / (1).
    index_root: b"User-agent: a\nAllow: /index.html\nDisallow: /\n", ["a"], "http://h/" => ALLOWED, line 2, "index_html_directory";
    // Wildcards carry over: /*/index.html -> /*/$.
    index_wildcard_carries_over: b"User-agent: a\nAllow: /*/index.html\nDisallow: /\n", ["a"], "http://h/x/y/" => ALLOWED, line 2, "index_html_directory";
    // A `/` in the query moves the "last slash": no rewrite.
    index_slash_in_query_no_rewrite: b"User-agent: a\nAllow: /d/index.html?x=/y\nDisallow: /\n", ["a"], "http://h/d/" => DISALLOWED, line 3, "longest_match";
    // /d/$ (4) ties Disallow: /d/$ (4): allow wins, on the Allow's line.
    index_priority_tie: b"User-agent: a\nAllow: /d/index.html\nDisallow: /d/$\n", ["a"], "http://h/d/" => ALLOWED, line 2, "tie_allow_wins";
    index_priority_loses: b"User-agent: a\nAllow: /d/index.html\nDisallow: /d/*$\n", ["a"], "http://h/d/" => DISALLOWED, line 3, "longest_match";
    index_disallow_no_rewrite: b"User-agent: a\nDisallow: /d/index.html\n", ["a"], "http://h/d/" => ALLOWED, line 0, "no_matching_rule";
    // In the `*` group too.
    index_html_dir_global: b"User-Agent: *\nAllow: /allowed-slash/index.html\nDisallow: /\n", ["foobot"], "http://foo.com/allowed-slash/"
        => ALLOWED, line 2, "index_html_directory";
}

// §9 URL -> path, verdict examples
spec! {
    url_no_scheme: b"User-agent: a\nDisallow: /a\n", ["a"], "example.com/a" => DISALLOWED, line 2, "longest_match";
    url_path_only: b"User-agent: a\nDisallow: /a\n", ["a"], "/a" => DISALLOWED, line 2, "longest_match";
    url_relative_first_seg_is_host: b"User-agent: a\nDisallow: /a\n", ["a"], "a/b" => ALLOWED, line 0, "no_matching_rule";
    url_fragment_before_path: b"User-agent: a\nDisallow: /$\n", ["a"], "http://h#/x" => DISALLOWED, line 2, "longest_match";
    url_fragment_before_path_2: b"User-agent: a\nDisallow: /x\n", ["a"], "http://h#/x" => ALLOWED, line 0, "no_matching_rule";
    url_params: b"User-agent: a\nDisallow: /;p\n", ["a"], "http://h;p" => DISALLOWED, line 2, "longest_match";
    url_query_no_path: b"User-agent: a\nDisallow: /?q\n", ["a"], "http://h?q" => DISALLOWED, line 2, "longest_match";
    url_host_case_irrelevant: b"User-agent: a\nDisallow: /x\n", ["a"], "HTTP://EXAMPLE.COM/x" => DISALLOWED, line 2, "longest_match";
    url_not_normalised_dotdot: b"User-agent: a\nDisallow: /x\n", ["a"], "http://a.com/../x/./y" => ALLOWED, line 0, "no_matching_rule";
    url_not_normalised_dotdot_2: b"User-agent: a\nDisallow: /../x\n", ["a"], "http://a.com/../x/./y" => DISALLOWED, line 2, "longest_match";
}

// §12 Several crawler tokens
spec! {
    agents_vector_merge: b"User-agent: FooBot\nDisallow: /abc\nUser-agent: BarBot\nAllow: /a\n", ["FooBot", "BarBot"], "http://h/abc"
        => DISALLOWED, line 2, "longest_match";
    agents_vector_merge_barbot_alone: b"User-agent: FooBot\nDisallow: /abc\nUser-agent: BarBot\nAllow: /a\n", ["BarBot"], "http://h/abc"
        => ALLOWED, line 4, "longest_match";
    agents_vector_merge_foobot_alone: b"User-agent: FooBot\nDisallow: /abc\nUser-agent: BarBot\nAllow: /a\n", ["FooBot"], "http://h/abc"
        => DISALLOWED, line 2, "longest_match";
    // One token naming no group does not stop the other from being specific.
    agents_vector_one_unknown: b"User-agent: *\nDisallow: /\nUser-agent: BarBot\nAllow: /a\n", ["QuxBot", "BarBot"], "http://h/b"
        => ALLOWED, line 0, "no_matching_rule";
}

// ===========================================================================
// SPEC.md examples (product behaviour); ids `spec_<section>_…`.
// ===========================================================================
mod spec_md {
    use super::*;

    // §1 The file
    spec! {
        spec_1_3_cr_cr_is_three_lines: b"User-agent: a\r\rDisallow: /x", ["a"], "http://h/x" => DISALLOWED, line 3, "longest_match";
        spec_1_3_crlf_is_two_lines: b"User-agent: a\r\nDisallow: /x", ["a"], "http://h/x" => DISALLOWED, line 2, "longest_match";
        spec_1_3_empty_and_comment_lines_count: b"# c\n\nUser-agent: a\n# c\nDisallow: /x\n", ["a"], "http://h/x" => DISALLOWED, line 5, "longest_match";
    }

    // §3 Groups
    spec! {
        spec_3_1_group: b"user-agent: a\nallow: /x\ndisallow: /\n", ["a"], "http://h/y" => DISALLOWED, line 3, "longest_match";
        spec_3_2_ua_after_rule_starts_group: b"user-agent: a\ndisallow: /x\nuser-agent: b\ndisallow: /y\n", ["a"], "http://h/y"
            => ALLOWED, line 0, "no_matching_rule";
        spec_3_2_sitemap_one_group_a: b"user-agent: a\nsitemap: http://example.com/sitemap.xml\nuser-agent: b\ndisallow: /\n", ["a"], "http://h/x"
            => DISALLOWED, line 4, "longest_match";
        spec_3_2_sitemap_one_group_b: b"user-agent: a\nsitemap: http://example.com/sitemap.xml\nuser-agent: b\ndisallow: /\n", ["b"], "http://h/x"
            => DISALLOWED, line 4, "longest_match";
        spec_3_2_crawl_delay_one_group: b"user-agent: a\ncrawl-delay: 10\nuser-agent: b\ndisallow: /\n", ["a"], "http://h/x"
            => DISALLOWED, line 4, "longest_match";
        spec_3_2_empty_and_comment_one_group: b"user-agent: a\n\n# c\nuser-agent: b\ndisallow: /\n", ["a"], "http://h/x"
            => DISALLOWED, line 5, "longest_match";
        spec_3_3_rules_before_first_ua_ignored: b"disallow: /x\nuser-agent: a\ndisallow: /y\n", ["a"], "http://h/x"
            => ALLOWED, line 0, "no_matching_rule";
        spec_3_4_sitemap_is_never_a_rule: b"user-agent: a\nsitemap: /x\n", ["a"], "http://h/x" => ALLOWED, line 0, "no_matching_rule";
        spec_3_5_merge_specific: b"user-agent: a\ndisallow: /x\nuser-agent: b\ndisallow: /y\nuser-agent: a\nallow: /x/y\n", ["a"], "http://h/x/y"
            => ALLOWED, line 6, "longest_match";
        spec_3_5_merge_specific_2: b"user-agent: a\ndisallow: /x\nuser-agent: b\ndisallow: /y\nuser-agent: a\nallow: /x/y\n", ["a"], "http://h/x/z"
            => DISALLOWED, line 2, "longest_match";
        spec_3_5_merge_global: b"user-agent: *\ndisallow: /x\nuser-agent: b\ndisallow: /\nuser-agent: *\nallow: /x/\n", ["FooBot"], "http://h/x/1"
            => ALLOWED, line 6, "longest_match";
        spec_3_6_star_only_without_specific: b"user-agent: *\ndisallow: /x\nuser-agent: a\ndisallow: /y\n", ["a"], "http://h/x"
            => ALLOWED, line 0, "no_matching_rule";
        spec_3_6_star_for_others: b"user-agent: *\ndisallow: /x\nuser-agent: a\ndisallow: /y\n", ["b"], "http://h/x"
            => DISALLOWED, line 2, "longest_match";
        spec_3_7_specific_group_without_rules: b"user-agent: *\ndisallow: /\nuser-agent: Googlebot\n", ["Googlebot"], "http://h/x"
            => ALLOWED, line 0, "no_matching_rule";
        spec_3_7_specific_group_only_empty_rules: b"user-agent: Googlebot\ndisallow:\nuser-agent: *\ndisallow: /\n", ["Googlebot"], "http://h/x"
            => ALLOWED, line 2, "empty_rule";
        spec_3_7_specific_group_no_rule_matches: b"user-agent: Googlebot\ndisallow: /private\nuser-agent: *\ndisallow: /\n", ["Googlebot"], "http://h/public"
            => ALLOWED, line 0, "no_matching_rule";
        spec_3_7_googlebot_and_star_one_group: b"user-agent: Googlebot\nuser-agent: *\ndisallow: /\n", ["Googlebot"], "http://h/x"
            => DISALLOWED, line 3, "longest_match";
        spec_3_7_googlebot_and_star_one_group_other: b"user-agent: Googlebot\nuser-agent: *\ndisallow: /\n", ["Bingbot"], "http://h/x"
            => DISALLOWED, line 3, "longest_match";
    }

    // §4.1–4.2 Matching the user-agent
    spec! {
        spec_4_1_star: b"user-agent: *\ndisallow: /\n", ["Googlebot"], "http://h/x" => DISALLOWED, line 2, "longest_match";
        spec_4_1_star_space_foo: b"user-agent: * foo\ndisallow: /\n", ["Googlebot"], "http://h/x" => DISALLOWED, line 2, "longest_match";
        spec_4_2_version_cut: b"user-agent: googlebot/1.2\ndisallow: /\n", ["Googlebot"], "http://h/x" => DISALLOWED, line 2, "longest_match";
        spec_4_2_space_cut: b"user-agent: Googlebot Images\ndisallow: /\n", ["Googlebot"], "http://h/x" => DISALLOWED, line 2, "longest_match";
        spec_4_2_star_cut: b"user-agent: googlebot*\ndisallow: /\n", ["Googlebot"], "http://h/x" => DISALLOWED, line 2, "longest_match";
        spec_4_2_hyphen_stays: b"user-agent: Googlebot-News\ndisallow: /\n", ["Googlebot-News"], "http://h/x" => DISALLOWED, line 2, "longest_match";
        spec_4_2_googlebot_does_not_match_news: b"user-agent: googlebot\ndisallow: /\n", ["Googlebot-News"], "http://h/x" => ALLOWED, line 0, "no_group";
        spec_4_2_news_does_not_match_googlebot: b"user-agent: Googlebot-News\ndisallow: /\n", ["googlebot"], "http://h/x" => ALLOWED, line 0, "no_group";
        spec_4_2_case_insensitive: b"user-agent: GOOGLEBOT\ndisallow: /\n", ["googlebot"], "http://h/x" => DISALLOWED, line 2, "longest_match";
        // §4.3: the library uses the crawler token as given; an invalid one never matches.
        spec_4_3_invalid_token_never_matches: b"user-agent: Googlebot\ndisallow: /\n", ["Googlebot/2.1"], "http://h/x" => ALLOWED, line 0, "no_group";
    }

    // §5 Rules and patterns
    spec! {
        spec_5_1_empty_disallow_allows_all: b"user-agent: a\ndisallow:\n", ["a"], "http://h/x" => ALLOWED, line 2, "empty_rule";
        spec_5_1_empty_disallow_closes_run: b"user-agent: a\ndisallow:\nuser-agent: b\ndisallow: /\n", ["a"], "http://h/x" => ALLOWED, line 2, "empty_rule";
        spec_5_1_empty_disallow_closes_run_b: b"user-agent: a\ndisallow:\nuser-agent: b\ndisallow: /\n", ["b"], "http://h/x" => DISALLOWED, line 4, "longest_match";
        spec_5_2_values_case_sensitive: b"user-agent: a\ndisallow: /Fish\n", ["a"], "http://h/fish" => ALLOWED, line 0, "no_matching_rule";
        spec_5_2_prefix_match: b"user-agent: a\ndisallow: /fish\n", ["a"], "http://h/fish/x" => DISALLOWED, line 2, "longest_match";
        spec_5_3_star_any_sequence: b"user-agent: a\ndisallow: /a*z\n", ["a"], "http://h/a/b/c/z" => DISALLOWED, line 2, "longest_match";
        spec_5_3_dollar_anchors: b"user-agent: a\ndisallow: /a$\n", ["a"], "http://h/ab" => ALLOWED, line 0, "no_matching_rule";
        spec_5_3_dollar_elsewhere_literal: b"user-agent: a\ndisallow: /a$b\n", ["a"], "http://h/a$b" => DISALLOWED, line 2, "longest_match";
        spec_5_3_trailing_star_changes_priority_only: b"user-agent: a\ndisallow: /fish*\nallow: /fish\n", ["a"], "http://h/fish" => DISALLOWED, line 2, "longest_match";
        spec_5_4_pct20_vs_space: b"user-agent: a\ndisallow: /a%20b\n", ["a"], "http://h/a b" => ALLOWED, line 0, "no_matching_rule";
        spec_5_4_pct20_vs_pct20: b"user-agent: a\ndisallow: /a%20b\n", ["a"], "http://h/a%20b" => DISALLOWED, line 2, "longest_match";
        spec_5_4_non_ascii_encoded: b"user-agent: a\ndisallow: /\xC3\xA9\n", ["a"], "http://h/%C3%A9t%C3%A9" => DISALLOWED, line 2, "longest_match";
        spec_5_4_escape_uppercased: b"user-agent: a\ndisallow: /a%2fb\n", ["a"], "http://h/a%2Fb" => DISALLOWED, line 2, "longest_match";

        // §5.5 precedence table
        spec_5_5_p_vs_root: b"user-agent: Googlebot\nallow: /p\ndisallow: /\n", ["Googlebot"], "http://example.com/page"
            => ALLOWED, line 2, "longest_match";
        spec_5_5_folder_tie: b"user-agent: Googlebot\nallow: /folder\ndisallow: /folder\n", ["Googlebot"], "http://example.com/folder/page"
            => ALLOWED, line 2, "tie_allow_wins";
        spec_5_5_folder_tie_disallow_first: b"user-agent: Googlebot\ndisallow: /folder\nallow: /folder\n", ["Googlebot"], "http://example.com/folder/page"
            => ALLOWED, line 3, "tie_allow_wins";
        spec_5_5_page_vs_star_htm: b"user-agent: Googlebot\nallow: /page\ndisallow: /*.htm\n", ["Googlebot"], "http://example.com/page.htm"
            => DISALLOWED, line 3, "longest_match";
        spec_5_5_page_vs_star_ph_tie: b"user-agent: Googlebot\nallow: /page\ndisallow: /*.ph\n", ["Googlebot"], "http://example.com/page.php5"
            => ALLOWED, line 2, "tie_allow_wins";
        spec_5_5_root_dollar_root: b"user-agent: Googlebot\nallow: /$\ndisallow: /\n", ["Googlebot"], "http://example.com/"
            => ALLOWED, line 2, "longest_match";
        spec_5_5_root_dollar_page: b"user-agent: Googlebot\nallow: /$\ndisallow: /\n", ["Googlebot"], "http://example.com/page.htm"
            => DISALLOWED, line 3, "longest_match";
        spec_5_5_example_vs_example_star: b"user-agent: Googlebot\nallow: /example\ndisallow: /example*\n", ["Googlebot"], "http://example.com/example.htm"
            => DISALLOWED, line 3, "longest_match";
        spec_5_5_exam_star_vs_examp_star: b"user-agent: Googlebot\nallow: /exam*\ndisallow: /examp*\n", ["Googlebot"], "http://example.com/example.htm"
            => DISALLOWED, line 3, "longest_match";
        spec_5_5_examp_star_tie: b"user-agent: Googlebot\nallow: /examp*\ndisallow: /examp*\n", ["Googlebot"], "http://example.com/example.htm"
            => ALLOWED, line 2, "tie_allow_wins";
        spec_5_5_same_type_first_in_file: b"user-agent: Googlebot\ndisallow: /ab\ndisallow: /a*\n", ["Googlebot"], "http://example.com/abc"
            => DISALLOWED, line 2, "longest_match";

        // §5.6
        spec_5_6_no_matching_rule: b"user-agent: a\ndisallow: /x\n", ["a"], "http://h/y" => ALLOWED, line 0, "no_matching_rule";
        spec_5_6_no_matching_rule_global: b"user-agent: *\ndisallow: /x\n", ["a"], "http://h/y" => ALLOWED, line 0, "no_matching_rule";
        spec_5_6_no_group_no_star: b"user-agent: b\ndisallow: /\n", ["a"], "http://h/y" => ALLOWED, line 0, "no_group";
        spec_5_6_robots_txt_not_special: b"user-agent: *\ndisallow: /\n", ["Googlebot"], "https://example.com/robots.txt" => DISALLOWED, line 2, "longest_match";

        // §5.7 index.html is a directory
        spec_5_7_index_html_dir: b"user-agent: *\nallow: /allowed-slash/index.html\ndisallow: /\n", ["Googlebot"], "http://h/allowed-slash/"
            => ALLOWED, line 2, "index_html_directory";
        spec_5_7_dir_index_html: b"user-agent: *\nallow: /dir/index.html\ndisallow: /\n", ["Googlebot"], "http://h/dir/"
            => ALLOWED, line 2, "index_html_directory";
        spec_5_7_dir_other_file: b"user-agent: *\nallow: /dir/index.html\ndisallow: /\n", ["Googlebot"], "http://h/dir/other.html"
            => DISALLOWED, line 3, "longest_match";
    }

    // §5.8 example set (Google's documentation). One body per pattern.
    const FISH: &[u8] = b"user-agent: a\ndisallow: /fish\n";
    const FISH_STAR: &[u8] = b"user-agent: a\ndisallow: /fish*\n";
    const FISH_SLASH: &[u8] = b"user-agent: a\ndisallow: /fish/\n";
    const STAR_PHP: &[u8] = b"user-agent: a\ndisallow: /*.php\n";
    const STAR_PHP_DOLLAR: &[u8] = b"user-agent: a\ndisallow: /*.php$\n";
    const FISH_STAR_PHP: &[u8] = b"user-agent: a\ndisallow: /fish*.php\n";

    spec! {
        spec_5_8_fish_matches_fish: FISH, ["a"], "http://h/fish" => DISALLOWED, line 2, "longest_match";
        spec_5_8_fish_matches_fish_html: FISH, ["a"], "http://h/fish.html" => DISALLOWED, line 2, "longest_match";
        spec_5_8_fish_matches_fish_salmon_html: FISH, ["a"], "http://h/fish/salmon.html" => DISALLOWED, line 2, "longest_match";
        spec_5_8_fish_matches_fishheads: FISH, ["a"], "http://h/fishheads" => DISALLOWED, line 2, "longest_match";
        spec_5_8_fish_matches_fishheads_yummy: FISH, ["a"], "http://h/fishheads/yummy.html" => DISALLOWED, line 2, "longest_match";
        spec_5_8_fish_matches_fish_php_query: FISH, ["a"], "http://h/fish.php?id=anything" => DISALLOWED, line 2, "longest_match";
        spec_5_8_fish_not_Fish_asp: FISH, ["a"], "http://h/Fish.asp" => ALLOWED, line 0, "no_matching_rule";
        spec_5_8_fish_not_catfish: FISH, ["a"], "http://h/catfish" => ALLOWED, line 0, "no_matching_rule";
        spec_5_8_fish_not_query_fish: FISH, ["a"], "http://h/?id=fish" => ALLOWED, line 0, "no_matching_rule";
        spec_5_8_fish_not_desert_fish: FISH, ["a"], "http://h/desert/fish" => ALLOWED, line 0, "no_matching_rule";

        spec_5_8_fish_star_matches_fish: FISH_STAR, ["a"], "http://h/fish" => DISALLOWED, line 2, "longest_match";
        spec_5_8_fish_star_matches_fish_html: FISH_STAR, ["a"], "http://h/fish.html" => DISALLOWED, line 2, "longest_match";
        spec_5_8_fish_star_matches_fish_salmon_html: FISH_STAR, ["a"], "http://h/fish/salmon.html" => DISALLOWED, line 2, "longest_match";
        spec_5_8_fish_star_matches_fishheads: FISH_STAR, ["a"], "http://h/fishheads" => DISALLOWED, line 2, "longest_match";
        spec_5_8_fish_star_matches_fish_php_query: FISH_STAR, ["a"], "http://h/fish.php?id=anything" => DISALLOWED, line 2, "longest_match";
        spec_5_8_fish_star_not_Fish_asp: FISH_STAR, ["a"], "http://h/Fish.asp" => ALLOWED, line 0, "no_matching_rule";
        spec_5_8_fish_star_not_catfish: FISH_STAR, ["a"], "http://h/catfish" => ALLOWED, line 0, "no_matching_rule";
        spec_5_8_fish_star_not_query_fish: FISH_STAR, ["a"], "http://h/?id=fish" => ALLOWED, line 0, "no_matching_rule";
        spec_5_8_fish_star_not_desert_fish: FISH_STAR, ["a"], "http://h/desert/fish" => ALLOWED, line 0, "no_matching_rule";

        spec_5_8_fish_slash_matches_fish_slash: FISH_SLASH, ["a"], "http://h/fish/" => DISALLOWED, line 2, "longest_match";
        spec_5_8_fish_slash_matches_query: FISH_SLASH, ["a"], "http://h/fish/?id=x" => DISALLOWED, line 2, "longest_match";
        spec_5_8_fish_slash_matches_salmon: FISH_SLASH, ["a"], "http://h/fish/salmon.htm" => DISALLOWED, line 2, "longest_match";
        spec_5_8_fish_slash_not_fish: FISH_SLASH, ["a"], "http://h/fish" => ALLOWED, line 0, "no_matching_rule";
        spec_5_8_fish_slash_not_fish_html: FISH_SLASH, ["a"], "http://h/fish.html" => ALLOWED, line 0, "no_matching_rule";
        spec_5_8_fish_slash_not_Fish_Salmon: FISH_SLASH, ["a"], "http://h/Fish/Salmon.asp" => ALLOWED, line 0, "no_matching_rule";

        spec_5_8_star_php_matches_index_php: STAR_PHP, ["a"], "http://h/index.php" => DISALLOWED, line 2, "longest_match";
        spec_5_8_star_php_matches_filename_php: STAR_PHP, ["a"], "http://h/filename.php" => DISALLOWED, line 2, "longest_match";
        spec_5_8_star_php_matches_folder_any_php_file_html: STAR_PHP, ["a"], "http://h/folder/any.php.file.html" => DISALLOWED, line 2, "longest_match";
        spec_5_8_star_php_matches_filename_php_slash: STAR_PHP, ["a"], "http://h/filename.php/" => DISALLOWED, line 2, "longest_match";
        spec_5_8_star_php_not_root: STAR_PHP, ["a"], "http://h/" => ALLOWED, line 0, "no_matching_rule";
        spec_5_8_star_php_not_windows_PHP: STAR_PHP, ["a"], "http://h/windows.PHP" => ALLOWED, line 0, "no_matching_rule";

        spec_5_8_star_php_dollar_matches_filename_php: STAR_PHP_DOLLAR, ["a"], "http://h/filename.php" => DISALLOWED, line 2, "longest_match";
        spec_5_8_star_php_dollar_matches_folder_filename_php: STAR_PHP_DOLLAR, ["a"], "http://h/folder/filename.php" => DISALLOWED, line 2, "longest_match";
        spec_5_8_star_php_dollar_not_parameters: STAR_PHP_DOLLAR, ["a"], "http://h/filename.php?parameters" => ALLOWED, line 0, "no_matching_rule";
        spec_5_8_star_php_dollar_not_slash: STAR_PHP_DOLLAR, ["a"], "http://h/filename.php/" => ALLOWED, line 0, "no_matching_rule";
        spec_5_8_star_php_dollar_not_php5: STAR_PHP_DOLLAR, ["a"], "http://h/filename.php5" => ALLOWED, line 0, "no_matching_rule";

        spec_5_8_fish_star_php_matches_fish_php: FISH_STAR_PHP, ["a"], "http://h/fish.php" => DISALLOWED, line 2, "longest_match";
        spec_5_8_fish_star_php_matches_catfish_params: FISH_STAR_PHP, ["a"], "http://h/fishheads/catfish.php?parameters" => DISALLOWED, line 2, "longest_match";
        spec_5_8_fish_star_php_not_Fish_PHP: FISH_STAR_PHP, ["a"], "http://h/Fish.PHP" => ALLOWED, line 0, "no_matching_rule";
    }

    // §6 From URL to path
    spec! {
        spec_6_1_scheme_authority_port_dropped: b"user-agent: a\ndisallow: /x$\n", ["a"], "https://example.com:8080/x" => DISALLOWED, line 2, "longest_match";
        spec_6_1_leading_double_slash_is_authority: b"user-agent: a\ndisallow: /x$\n", ["a"], "//example.com/x" => DISALLOWED, line 2, "longest_match";
        spec_6_1_no_path_is_root: b"user-agent: a\ndisallow: /$\n", ["a"], "https://example.com:8080" => DISALLOWED, line 2, "longest_match";
        spec_6_2_fragment_dropped: b"user-agent: a\ndisallow: /x$\n", ["a"], "https://example.com/x#top" => DISALLOWED, line 2, "longest_match";
        spec_6_3_query_gets_slash: b"user-agent: a\ndisallow: /?a\n", ["a"], "http://e.com?a" => DISALLOWED, line 2, "longest_match";
        spec_6_3_params_get_slash: b"user-agent: a\ndisallow: /;a\n", ["a"], "http://e.com;a" => DISALLOWED, line 2, "longest_match";
        spec_6_4_raw_mode_no_percent_encoding: b"user-agent: a\ndisallow: /a%20b\n", ["a"], "http://e.com/a b" => ALLOWED, line 0, "no_matching_rule";
        spec_6_4_bare_path: b"user-agent: a\ndisallow: /a/b?c\n", ["a"], "/a/b?c" => DISALLOWED, line 2, "longest_match";
    }
}

// ===========================================================================
// Verdicts of upstream robots_test.cc (google/robotstxt), with the line and
// reason derived from §10 of GOOGLE_BEHAVIOUR.md.
// ===========================================================================
mod upstream {
    use super::*;

    const GROUPS: &[u8] = b"allow: /foo/bar/\n\nuser-agent: FooBot\ndisallow: /\nallow: /x/\nuser-agent: BarBot\ndisallow: /\nallow: /y/\n\n\nallow: /w/\nuser-agent: BazBot\n\nuser-agent: FooBot\nallow: /z/\ndisallow: /\n";
    const GROUPS_OTHER: &[u8] =
        b"User-agent: BarBot\nSitemap: https://foo.bar/sitemap\nUser-agent: *\nDisallow: /\n";
    const GROUPS_OTHER_2: &[u8] =
        b"User-agent: FooBot\nInvalid-Unknown-Line: unknown\nUser-agent: *\nDisallow: /\n";
    const GLOBAL: &[u8] = b"user-agent: *\nallow: /\nuser-agent: FooBot\ndisallow: /\n";
    const ONLY_SPECIFIC: &[u8] = b"user-agent: FooBot\nallow: /\nuser-agent: BarBot\ndisallow: /\nuser-agent: BazBot\ndisallow: /\n";
    const UA_UPPER: &[u8] = b"User-Agent: FOO BAR\nAllow: /x/\nDisallow: /\n";
    const UA_CAMEL: &[u8] = b"User-Agent: FoO bAr\nAllow: /x/\nDisallow: /\n";
    const SPECIAL_1: &[u8] = b"User-agent: FooBot\nDisallow: /foo/bar/quz\nAllow: /foo/*/qux\n";
    const SPECIAL_2: &[u8] = b"User-agent: FooBot\nDisallow: /foo/bar$\nAllow: /foo/bar/qux\n";
    const SPECIAL_3: &[u8] =
        b"User-agent: FooBot\n# Disallow: /\nDisallow: /foo/quz#qux\nAllow: /\n";

    spec! {
        system_empty_robots: b"", ["FooBot"], "" => ALLOWED, line 0, "no_group";
        system_empty_agent: b"user-agent: FooBot\ndisallow: /\n", [""], "" => ALLOWED, line 0, "no_group";

        line_syntax_correct: b"user-agent: FooBot\ndisallow: /\n", ["FooBot"], "http://foo.bar/x/y" => DISALLOWED, line 2, "longest_match";
        line_syntax_incorrect: b"foo: FooBot\nbar: /\n", ["FooBot"], "http://foo.bar/x/y" => ALLOWED, line 0, "no_group";
        line_syntax_incorrect_accepted: b"user-agent FooBot\ndisallow /\n", ["FooBot"], "http://foo.bar/x/y" => DISALLOWED, line 2, "longest_match";

        groups_foobot_x: GROUPS, ["FooBot"], "http://foo.bar/x/b" => ALLOWED, line 5, "longest_match";
        groups_foobot_z: GROUPS, ["FooBot"], "http://foo.bar/z/d" => ALLOWED, line 15, "longest_match";
        groups_foobot_y: GROUPS, ["FooBot"], "http://foo.bar/y/c" => DISALLOWED, line 4, "longest_match";
        groups_barbot_y: GROUPS, ["BarBot"], "http://foo.bar/y/c" => ALLOWED, line 8, "longest_match";
        groups_barbot_w: GROUPS, ["BarBot"], "http://foo.bar/w/a" => ALLOWED, line 11, "longest_match";
        groups_barbot_z: GROUPS, ["BarBot"], "http://foo.bar/z/d" => DISALLOWED, line 7, "longest_match";
        groups_bazbot_z: GROUPS, ["BazBot"], "http://foo.bar/z/d" => ALLOWED, line 15, "longest_match";
        groups_foobot_foo: GROUPS, ["FooBot"], "http://foo.bar/foo/bar/" => DISALLOWED, line 4, "longest_match";
        groups_barbot_foo: GROUPS, ["BarBot"], "http://foo.bar/foo/bar/" => DISALLOWED, line 7, "longest_match";
        groups_bazbot_foo: GROUPS, ["BazBot"], "http://foo.bar/foo/bar/" => DISALLOWED, line 16, "longest_match";

        groups_other_rules_sitemap: GROUPS_OTHER, ["FooBot"], "http://foo.bar/" => DISALLOWED, line 4, "longest_match";
        groups_other_rules_sitemap_barbot: GROUPS_OTHER, ["BarBot"], "http://foo.bar/" => DISALLOWED, line 4, "longest_match";
        groups_other_rules_unknown: GROUPS_OTHER_2, ["FooBot"], "http://foo.bar/" => DISALLOWED, line 4, "longest_match";
        groups_other_rules_unknown_barbot: GROUPS_OTHER_2, ["BarBot"], "http://foo.bar/" => DISALLOWED, line 4, "longest_match";

        names_case_upper_allowed: b"USER-AGENT: FooBot\nALLOW: /x/\nDISALLOW: /\n", ["FooBot"], "http://foo.bar/x/y" => ALLOWED, line 2, "longest_match";
        names_case_camel_allowed: b"uSeR-aGeNt: FooBot\nAlLoW: /x/\ndIsAlLoW: /\n", ["FooBot"], "http://foo.bar/x/y" => ALLOWED, line 2, "longest_match";
        names_case_camel_disallowed: b"uSeR-aGeNt: FooBot\nAlLoW: /x/\ndIsAlLoW: /\n", ["FooBot"], "http://foo.bar/a/b" => DISALLOWED, line 3, "longest_match";

        ua_value_upper_Foo: UA_UPPER, ["Foo"], "http://foo.bar/x/y" => ALLOWED, line 2, "longest_match";
        ua_value_upper_foo_disallowed: UA_UPPER, ["foo"], "http://foo.bar/a/b" => DISALLOWED, line 3, "longest_match";
        ua_value_camel_foo: UA_CAMEL, ["foo"], "http://foo.bar/x/y" => ALLOWED, line 2, "longest_match";
        ua_value_camel_Foo_disallowed: UA_CAMEL, ["Foo"], "http://foo.bar/a/b" => DISALLOWED, line 3, "longest_match";

        global_groups_empty: b"", ["FooBot"], "http://foo.bar/x/y" => ALLOWED, line 0, "no_group";
        global_groups_specific: GLOBAL, ["FooBot"], "http://foo.bar/x/y" => DISALLOWED, line 4, "longest_match";
        global_groups_global: GLOBAL, ["BarBot"], "http://foo.bar/x/y" => ALLOWED, line 2, "longest_match";
        global_groups_only_specific: ONLY_SPECIFIC, ["QuxBot"], "http://foo.bar/x/y" => ALLOWED, line 0, "no_group";

        value_case_sensitive_lower: b"user-agent: FooBot\ndisallow: /x/\n", ["FooBot"], "http://foo.bar/x/y" => DISALLOWED, line 2, "longest_match";
        value_case_sensitive_upper: b"user-agent: FooBot\ndisallow: /X/\n", ["FooBot"], "http://foo.bar/x/y" => ALLOWED, line 0, "no_matching_rule";

        longest_1: b"user-agent: FooBot\ndisallow: /x/page.html\nallow: /x/\n", ["FooBot"], "http://foo.bar/x/page.html" => DISALLOWED, line 2, "longest_match";
        longest_2: b"user-agent: FooBot\nallow: /x/page.html\ndisallow: /x/\n", ["FooBot"], "http://foo.bar/x/page.html" => ALLOWED, line 2, "longest_match";
        longest_2b: b"user-agent: FooBot\nallow: /x/page.html\ndisallow: /x/\n", ["FooBot"], "http://foo.bar/x/" => DISALLOWED, line 3, "longest_match";
        longest_3_empty_tie: b"user-agent: FooBot\ndisallow: \nallow: \n", ["FooBot"], "http://foo.bar/x/page.html" => ALLOWED, line 3, "empty_rule";
        longest_4_root_tie: b"user-agent: FooBot\ndisallow: /\nallow: /\n", ["FooBot"], "http://foo.bar/x/page.html" => ALLOWED, line 3, "tie_allow_wins";
        longest_5a: b"user-agent: FooBot\ndisallow: /x\nallow: /x/\n", ["FooBot"], "http://foo.bar/x" => DISALLOWED, line 2, "longest_match";
        longest_5b: b"user-agent: FooBot\ndisallow: /x\nallow: /x/\n", ["FooBot"], "http://foo.bar/x/" => ALLOWED, line 3, "longest_match";
        longest_6_tie: b"user-agent: FooBot\ndisallow: /x/page.html\nallow: /x/page.html\n", ["FooBot"], "http://foo.bar/x/page.html" => ALLOWED, line 3, "tie_allow_wins";
        longest_7a: b"user-agent: FooBot\nallow: /page\ndisallow: /*.html\n", ["FooBot"], "http://foo.bar/page.html" => DISALLOWED, line 3, "longest_match";
        longest_7b: b"user-agent: FooBot\nallow: /page\ndisallow: /*.html\n", ["FooBot"], "http://foo.bar/page" => ALLOWED, line 2, "longest_match";
        longest_8a: b"user-agent: FooBot\nallow: /x/page.\ndisallow: /*.html\n", ["FooBot"], "http://foo.bar/x/page.html" => ALLOWED, line 2, "longest_match";
        longest_8b: b"user-agent: FooBot\nallow: /x/page.\ndisallow: /*.html\n", ["FooBot"], "http://foo.bar/x/y.html" => DISALLOWED, line 3, "longest_match";

        encoding_query: b"User-agent: FooBot\nDisallow: /\nAllow: /foo/bar?qux=taz&baz=http://foo.bar?tar&par\n", ["FooBot"],
            "http://foo.bar/foo/bar?qux=taz&baz=http://foo.bar?tar&par" => ALLOWED, line 3, "longest_match";
        encoding_utf8_encoded_url: b"User-agent: FooBot\nDisallow: /\nAllow: /foo/bar/\xE3\x83\x84\n", ["FooBot"], "http://foo.bar/foo/bar/%E3%83%84"
            => ALLOWED, line 3, "longest_match";
        encoding_utf8_raw_url: b"User-agent: FooBot\nDisallow: /\nAllow: /foo/bar/\xE3\x83\x84\n", ["FooBot"], "http://foo.bar/foo/bar/\u{30C4}"
            => DISALLOWED, line 2, "longest_match";
        encoding_pct_encoded_url: b"User-agent: FooBot\nDisallow: /\nAllow: /foo/bar/%E3%83%84\n", ["FooBot"], "http://foo.bar/foo/bar/%E3%83%84"
            => ALLOWED, line 3, "longest_match";
        encoding_pct_raw_url: b"User-agent: FooBot\nDisallow: /\nAllow: /foo/bar/%E3%83%84\n", ["FooBot"], "http://foo.bar/foo/bar/\u{30C4}"
            => DISALLOWED, line 2, "longest_match";
        encoding_unreserved_not_decoded: b"User-agent: FooBot\nDisallow: /\nAllow: /foo/bar/%62%61%7A\n", ["FooBot"], "http://foo.bar/foo/bar/baz"
            => DISALLOWED, line 2, "longest_match";
        encoding_unreserved_same_text: b"User-agent: FooBot\nDisallow: /\nAllow: /foo/bar/%62%61%7A\n", ["FooBot"], "http://foo.bar/foo/bar/%62%61%7A"
            => ALLOWED, line 3, "longest_match";

        special_1a: SPECIAL_1, ["FooBot"], "http://foo.bar/foo/bar/quz" => DISALLOWED, line 2, "longest_match";
        special_1b: SPECIAL_1, ["FooBot"], "http://foo.bar/foo/quz" => ALLOWED, line 0, "no_matching_rule";
        special_1c: SPECIAL_1, ["FooBot"], "http://foo.bar/foo//quz" => ALLOWED, line 0, "no_matching_rule";
        special_1d: SPECIAL_1, ["FooBot"], "http://foo.bar/foo/bax/quz" => ALLOWED, line 0, "no_matching_rule";
        special_2a: SPECIAL_2, ["FooBot"], "http://foo.bar/foo/bar" => DISALLOWED, line 2, "longest_match";
        special_2b: SPECIAL_2, ["FooBot"], "http://foo.bar/foo/bar/qux" => ALLOWED, line 3, "longest_match";
        special_2c: SPECIAL_2, ["FooBot"], "http://foo.bar/foo/bar/" => ALLOWED, line 0, "no_matching_rule";
        special_2d: SPECIAL_2, ["FooBot"], "http://foo.bar/foo/bar/baz" => ALLOWED, line 0, "no_matching_rule";
        special_3a: SPECIAL_3, ["FooBot"], "http://foo.bar/foo/bar" => ALLOWED, line 4, "longest_match";
        special_3b: SPECIAL_3, ["FooBot"], "http://foo.bar/foo/quz" => DISALLOWED, line 3, "longest_match";

        index_html_anyother: b"User-Agent: *\nAllow: /allowed-slash/index.html\nDisallow: /\n", ["foobot"], "http://foo.com/anyother-url"
            => DISALLOWED, line 3, "longest_match";
    }

    // GoogleOnly_LineTooLong, built as upstream builds it.
    const MAX_LINE_LEN: usize = 2083 * 8;

    fn too_long_disallow() -> (Vec<u8>, String) {
        let mut longline = String::from("/x/");
        let max_length = MAX_LINE_LEN - longline.len() - "disallow: ".len() + 1;
        while longline.len() < max_length {
            longline.push('a');
        }
        let body = format!("user-agent: FooBot\ndisallow: {longline}/qux\n");
        (body.into_bytes(), longline)
    }

    fn too_long_allow() -> (Vec<u8>, String, String) {
        let mut a = String::from("/x/");
        let mut b = String::from("/x/");
        let max_length = MAX_LINE_LEN - a.len() - "allow: ".len() + 1;
        while a.len() < max_length {
            a.push('a');
            b.push('b');
        }
        let body = format!("user-agent: FooBot\ndisallow: /\nallow: {a}/qux\nallow: {b}/qux\n");
        (body.into_bytes(), a, b)
    }

    #[test]
    fn line_too_long_disallow_matches_nothing() {
        let (body, _) = too_long_disallow();
        check(
            &body,
            &["FooBot"],
            "http://foo.bar/fux",
            ALLOWED,
            0,
            "no_matching_rule",
        );
    }

    #[test]
    fn line_too_long_disallow_cut_matches() {
        let (body, longline) = too_long_disallow();
        check(
            &body,
            &["FooBot"],
            &format!("http://foo.bar{longline}/fux"),
            DISALLOWED,
            2,
            "longest_match",
        );
    }

    #[test]
    fn line_too_long_allow_root_disallowed() {
        let (body, _, _) = too_long_allow();
        check(
            &body,
            &["FooBot"],
            "http://foo.bar/",
            DISALLOWED,
            2,
            "longest_match",
        );
    }

    #[test]
    fn line_too_long_allow_exact() {
        let (body, a, _) = too_long_allow();
        check(
            &body,
            &["FooBot"],
            &format!("http://foo.bar{a}/qux"),
            ALLOWED,
            3,
            "longest_match",
        );
    }

    #[test]
    fn line_too_long_allow_cut_matches() {
        let (body, _, b) = too_long_allow();
        check(
            &body,
            &["FooBot"],
            &format!("http://foo.bar{b}/fux"),
            ALLOWED,
            4,
            "longest_match",
        );
    }

    // GoogleOnly_DocumentationChecks: "disallow: /" + "allow: <pattern>".
    const DOC_FISH: &[u8] = b"user-agent: FooBot\ndisallow: /\nallow: /fish\n";
    const DOC_FISH_STAR: &[u8] = b"user-agent: FooBot\ndisallow: /\nallow: /fish*\n";
    const DOC_FISH_SLASH: &[u8] = b"user-agent: FooBot\ndisallow: /\nallow: /fish/\n";
    const DOC_PHP: &[u8] = b"user-agent: FooBot\ndisallow: /\nallow: /*.php\n";
    const DOC_PHP_DOLLAR: &[u8] = b"user-agent: FooBot\ndisallow: /\nallow: /*.php$\n";
    const DOC_FISH_PHP: &[u8] = b"user-agent: FooBot\ndisallow: /\nallow: /fish*.php\n";

    spec! {
        doc_fish_bar: DOC_FISH, ["FooBot"], "http://foo.bar/bar" => DISALLOWED, line 2, "longest_match";
        doc_fish_fish: DOC_FISH, ["FooBot"], "http://foo.bar/fish" => ALLOWED, line 3, "longest_match";
        doc_fish_fish_html: DOC_FISH, ["FooBot"], "http://foo.bar/fish.html" => ALLOWED, line 3, "longest_match";
        doc_fish_salmon: DOC_FISH, ["FooBot"], "http://foo.bar/fish/salmon.html" => ALLOWED, line 3, "longest_match";
        doc_fish_fishheads: DOC_FISH, ["FooBot"], "http://foo.bar/fishheads" => ALLOWED, line 3, "longest_match";
        doc_fish_yummy: DOC_FISH, ["FooBot"], "http://foo.bar/fishheads/yummy.html" => ALLOWED, line 3, "longest_match";
        doc_fish_query: DOC_FISH, ["FooBot"], "http://foo.bar/fish.html?id=anything" => ALLOWED, line 3, "longest_match";
        doc_fish_Fish_asp: DOC_FISH, ["FooBot"], "http://foo.bar/Fish.asp" => DISALLOWED, line 2, "longest_match";
        doc_fish_catfish: DOC_FISH, ["FooBot"], "http://foo.bar/catfish" => DISALLOWED, line 2, "longest_match";
        doc_fish_query_fish: DOC_FISH, ["FooBot"], "http://foo.bar/?id=fish" => DISALLOWED, line 2, "longest_match";

        doc_fish_star_bar: DOC_FISH_STAR, ["FooBot"], "http://foo.bar/bar" => DISALLOWED, line 2, "longest_match";
        doc_fish_star_fish: DOC_FISH_STAR, ["FooBot"], "http://foo.bar/fish" => ALLOWED, line 3, "longest_match";
        doc_fish_star_yummy: DOC_FISH_STAR, ["FooBot"], "http://foo.bar/fishheads/yummy.html" => ALLOWED, line 3, "longest_match";
        doc_fish_star_Fish_bar: DOC_FISH_STAR, ["FooBot"], "http://foo.bar/Fish.bar" => DISALLOWED, line 2, "longest_match";
        doc_fish_star_catfish: DOC_FISH_STAR, ["FooBot"], "http://foo.bar/catfish" => DISALLOWED, line 2, "longest_match";

        doc_fish_slash_fish_slash: DOC_FISH_SLASH, ["FooBot"], "http://foo.bar/fish/" => ALLOWED, line 3, "longest_match";
        doc_fish_slash_salmon: DOC_FISH_SLASH, ["FooBot"], "http://foo.bar/fish/salmon" => ALLOWED, line 3, "longest_match";
        doc_fish_slash_q_salmon: DOC_FISH_SLASH, ["FooBot"], "http://foo.bar/fish/?salmon" => ALLOWED, line 3, "longest_match";
        doc_fish_slash_fish: DOC_FISH_SLASH, ["FooBot"], "http://foo.bar/fish" => DISALLOWED, line 2, "longest_match";
        doc_fish_slash_fish_html: DOC_FISH_SLASH, ["FooBot"], "http://foo.bar/fish.html" => DISALLOWED, line 2, "longest_match";
        doc_fish_slash_Fish_Salmon: DOC_FISH_SLASH, ["FooBot"], "http://foo.bar/Fish/Salmon.html" => DISALLOWED, line 2, "longest_match";

        doc_php_filename: DOC_PHP, ["FooBot"], "http://foo.bar/filename.php" => ALLOWED, line 3, "longest_match";
        doc_php_folder_params: DOC_PHP, ["FooBot"], "http://foo.bar/folder/filename.php?parameters" => ALLOWED, line 3, "longest_match";
        doc_php_any_php_file: DOC_PHP, ["FooBot"], "http://foo.bar//folder/any.php.file.html" => ALLOWED, line 3, "longest_match";
        doc_php_filename_slash: DOC_PHP, ["FooBot"], "http://foo.bar/filename.php/" => ALLOWED, line 3, "longest_match";
        doc_php_in_query: DOC_PHP, ["FooBot"], "http://foo.bar/index?f=filename.php/" => ALLOWED, line 3, "longest_match";
        doc_php_php_dir: DOC_PHP, ["FooBot"], "http://foo.bar/php/" => DISALLOWED, line 2, "longest_match";
        doc_php_index_q_php: DOC_PHP, ["FooBot"], "http://foo.bar/index?php" => DISALLOWED, line 2, "longest_match";
        doc_php_windows_PHP: DOC_PHP, ["FooBot"], "http://foo.bar/windows.PHP" => DISALLOWED, line 2, "longest_match";

        doc_php_dollar_filename: DOC_PHP_DOLLAR, ["FooBot"], "http://foo.bar/filename.php" => ALLOWED, line 3, "longest_match";
        doc_php_dollar_folder: DOC_PHP_DOLLAR, ["FooBot"], "http://foo.bar/folder/filename.php" => ALLOWED, line 3, "longest_match";
        doc_php_dollar_params: DOC_PHP_DOLLAR, ["FooBot"], "http://foo.bar/filename.php?parameters" => DISALLOWED, line 2, "longest_match";
        doc_php_dollar_slash: DOC_PHP_DOLLAR, ["FooBot"], "http://foo.bar/filename.php/" => DISALLOWED, line 2, "longest_match";
        doc_php_dollar_php5: DOC_PHP_DOLLAR, ["FooBot"], "http://foo.bar/filename.php5" => DISALLOWED, line 2, "longest_match";
        doc_php_dollar_filename_q_php: DOC_PHP_DOLLAR, ["FooBot"], "http://foo.bar/filename?php" => DISALLOWED, line 2, "longest_match";
        doc_php_dollar_aaaphpaaa: DOC_PHP_DOLLAR, ["FooBot"], "http://foo.bar/aaaphpaaa" => DISALLOWED, line 2, "longest_match";
        doc_php_dollar_windows_PHP: DOC_PHP_DOLLAR, ["FooBot"], "http://foo.bar//windows.PHP" => DISALLOWED, line 2, "longest_match";

        doc_fish_php_fish_php: DOC_FISH_PHP, ["FooBot"], "http://foo.bar/fish.php" => ALLOWED, line 3, "longest_match";
        doc_fish_php_catfish: DOC_FISH_PHP, ["FooBot"], "http://foo.bar/fishheads/catfish.php?parameters" => ALLOWED, line 3, "longest_match";
        doc_fish_php_Fish_PHP: DOC_FISH_PHP, ["FooBot"], "http://foo.bar/Fish.PHP" => DISALLOWED, line 2, "longest_match";
    }
}

// ===========================================================================
// GOOGLE_BEHAVIOUR.md §9: every URL -> path row (35 from its table plus the
// 6 upstream TestGetPathParamsQuery cases the table leaves out = 41).
// ===========================================================================
#[test]
fn url_to_path_table() {
    const ROWS: &[(&str, &str)] = &[
        // The table of §9.
        ("", "/"),
        ("http://www.example.com", "/"),
        (
            "http://www.example.com/a/b?c=http://d.e/",
            "/a/b?c=http://d.e/",
        ),
        (
            "http://www.example.com/a/b?c=d&e=f#fragment",
            "/a/b?c=d&e=f",
        ),
        ("example.com", "/"),
        ("example.com/a", "/a"),
        ("example.com?a", "/?a"),
        ("example.com/a;b#c", "/a;b"),
        ("a", "/"),
        ("a/", "/"),
        ("/a", "/a"),
        ("a/b", "/b"),
        ("//a/b/c", "/b/c"),
        ("///x", "/x"),
        ("//", "/"),
        ("http://example.com#frag/x", "/"),
        ("http://example.com/a#b#c", "/a"),
        ("HTTP://EXAMPLE.COM/A/B", "/A/B"),
        ("http://a.com;x", "/;x"),
        ("a;b", "/;b"),
        ("?x", "/?x"),
        ("#x", "/"),
        ("http://user:pw@host:8080/p?q", "/p?q"),
        ("http://host:80", "/"),
        ("foo://bar://baz/x", "//baz/x"),
        ("http:/a/b", "/a/b"),
        ("http:a/b", "/b"),
        ("http:///p", "/p"),
        ("mailto:x@y.z", "/"),
        ("example.com/a?b=http://c/d", "/a?b=http://c/d"),
        ("http://a.com/%7euser/", "/%7euser/"),
        ("http://a.com/../x/./y", "/../x/./y"),
        ("http://a.com/a b", "/a b"),
        (" http://a/b", "/b"),
        ("https://[::1]:80/x", "/x"),
        // Upstream TestGetPathParamsQuery cases not repeated in the table.
        ("http://www.example.com/", "/"),
        ("http://www.example.com/a", "/a"),
        ("http://www.example.com/a/", "/a/"),
        ("example.com/", "/"),
        ("example.com/a/", "/a/"),
        ("example.com/a/b?c=d&e=f#fragment", "/a/b?c=d&e=f"),
    ];
    assert_eq!(ROWS.len(), 41);
    let failures: Vec<String> = ROWS
        .iter()
        .filter_map(|&(url, want)| {
            let got = robots::url::path_params_query(url);
            (got != want).then(|| format!("  {url:?}: got {got:?}, want {want:?}"))
        })
        .collect();
    assert!(
        failures.is_empty(),
        "URL -> path mismatches:\n{}",
        failures.join("\n")
    );
}

/// SPEC.md §6 examples of URL -> path.
#[test]
fn spec_6_url_to_path() {
    const ROWS: &[(&str, &str)] = &[
        ("https://example.com:8080", "/"),
        ("https://example.com:8080/a/b?c", "/a/b?c"),
        ("//example.com/a", "/a"),
        ("https://example.com/a#frag", "/a"),
        ("http://e.com?a", "/?a"),
        ("http://e.com;a", "/;a"),
        ("/a/b?c", "/a/b?c"),
    ];
    for &(url, want) in ROWS {
        assert_eq!(robots::url::path_params_query(url), want, "url {url:?}");
    }
}

// ===========================================================================
// Edge cases derived from the rules of GOOGLE_BEHAVIOUR.md (no id of their
// own); each comment names the rule that fixes the expectation.
// ===========================================================================
mod derived {
    use super::*;

    fn long_then_next_line() -> Vec<u8> {
        // Line 2 is 16663 + 3 + 50 bytes; everything past byte 16663 is
        // dropped, and line 3 is still line 3.
        let mut body = b"User-agent: x\nDisallow: /".to_vec();
        body.extend(std::iter::repeat_n(b'a', 16700));
        body.extend_from_slice(b"zzz\nAllow: /b\n");
        body
    }

    fn long_cut_inside_utf8() -> Vec<u8> {
        // "Disallow: /" (11) + 16651 'a' + C3 = 16663 bytes: the A9 of "é" is
        // cut off, the lone C3 is then escaped to %C3.
        let mut body = b"User-agent: x\nDisallow: /".to_vec();
        body.extend(std::iter::repeat_n(b'a', 16651));
        body.extend_from_slice(b"\xC3\xA9$\n");
        body
    }

    fn bom_long_ua_line() -> Vec<u8> {
        let mut body = b"\xEF\xBB\xBFUser-agent: ".to_vec();
        body.extend(std::iter::repeat_n(b'a', 16660));
        body.extend_from_slice(b"\nDisallow: /x\n");
        body
    }

    spec! {
        // §1.3: the rest of an overlong line is dropped, later lines count normally.
        long_line_next_line_counts: &long_then_next_line(), ["x"], "http://h/b" => ALLOWED, line 3, "longest_match";
        long_line_cut_is_prefix: &long_then_next_line(), ["x"], &long_url(16652, "q") => DISALLOWED, line 2, "longest_match";
        // §1.2 + §1.3: the BOM does not count toward the 16663 bytes; the cut
        // also applies to a user-agent line ("User-agent: " is 12 bytes).
        long_ua_line_after_bom: &bom_long_ua_line(), [&"a".repeat(16651)], "http://h/x" => DISALLOWED, line 2, "longest_match";
        long_ua_line_after_bom_full_token_gone: &bom_long_ua_line(), [&"a".repeat(16660)], "http://h/x" => ALLOWED, line 0, "no_group";
        long_ua_line_after_bom_shorter_token: &bom_long_ua_line(), [&"a".repeat(16648)], "http://h/x" => ALLOWED, line 0, "no_group";
        // §1.3 + §4: the cut happens before percent-encoding, even mid-character.
        long_line_cut_inside_utf8: &long_cut_inside_utf8(), ["x"], &long_url(16651, "%C3%B6") => DISALLOWED, line 2, "longest_match";
        long_line_cut_inside_utf8_2: &long_cut_inside_utf8(), ["x"], &long_url(16651, "%C4") => ALLOWED, line 0, "no_matching_rule";

        // §1.2: BOM bytes are skipped, then a line end is an ordinary line end.
        bom_partial_then_eol: b"\xEF\xBB\rUser-agent: a\nDisallow: /x", ["a"], "http://h/x" => DISALLOWED, line 3, "longest_match";
        bom_only: b"\xEF\xBB\xBF", ["a"], "http://h/x" => ALLOWED, line 0, "no_group";

        // §1.4: a NUL inside the key leaves "Disa": one token, no colon, ignored.
        nul_inside_key: b"User-agent: a\nDisa\0llow: /x\n", ["a"], "http://h/x" => ALLOWED, line 0, "no_matching_rule";
        nul_at_line_start: b"User-agent: a\n\0Disallow: /x\nDisallow: /y\n", ["a"], "http://h/y" => DISALLOWED, line 3, "longest_match";

        // §2.2: only ASCII whitespace is trimmed; 0xA0 stays and is escaped.
        nbsp_not_trimmed: b"User-agent: a\nDisallow: /x\xA0\n", ["a"], "http://h/x" => ALLOWED, line 0, "no_matching_rule";
        nbsp_not_trimmed_2: b"User-agent: a\nDisallow: /x\xA0\n", ["a"], "http://h/x%A0" => DISALLOWED, line 2, "longest_match";
        comment_then_trailing_space: b"User-agent: a\nDisallow: /a #b\n", ["a"], "http://h/a" => DISALLOWED, line 2, "longest_match";

        // §2.4: only space and tab stand in for a missing colon.
        key_missing_colon_vt_not_separator: b"user-agent: a\ndisallow\x0b/x\n", ["a"], "http://h/x" => ALLOWED, line 0, "no_matching_rule";
        key_missing_colon_multi_space: b"user-agent: a\ndisallow   /x\n", ["a"], "http://h/x" => DISALLOWED, line 2, "longest_match";
        key_missing_colon_vt_inside_value: b"user-agent: a\ndisallow /x\x0b/y\n", ["a"], "http://h/x\x0b/y" => DISALLOWED, line 2, "longest_match";
        key_missing_colon_after_comment: b"user-agent: a\ndisallow /x # note\n", ["a"], "http://h/x" => DISALLOWED, line 2, "longest_match";
        ua_key_only_is_not_a_ua_line: b"User-agent\nDisallow: /\n", [""], "http://h/x" => ALLOWED, line 0, "no_group";

        // §3: "user agent" typo needs exactly one space.
        typo_user_tab_agent_not_accepted: b"user\tagent: a\nDisallow: /x\n", ["a"], "http://h/x" => ALLOWED, line 0, "no_group";
        typo_useragent_prefix: b"UserAgents: a\nDisallow: /x\n", ["a"], "http://h/x" => DISALLOWED, line 2, "longest_match";
        typo_site_map_does_not_split: b"User-agent: a\nSite-map: /s\nUser-agent: b\nDisallow: /x\n", ["a"], "http://h/x" => DISALLOWED, line 4, "longest_match";

        // §5.1: isspace() includes VT and FF.
        star_vt_text_global: b"User-agent: *\x0bfoo\nDisallow: /x\n", ["FooBot"], "http://h/x" => DISALLOWED, line 2, "longest_match";
        // §5.2: "*foo" extracts to "", which names the empty crawler token.
        star_glued_names_empty_agent: b"User-agent: *foo\nDisallow: /x\n", [""], "http://h/x" => DISALLOWED, line 2, "longest_match";
        ua_colon_in_value: b"User-agent: a:b\nDisallow: /x\n", ["a"], "http://h/x" => DISALLOWED, line 2, "longest_match";

        // §6/§7: a `*` group without rules still exists.
        star_group_without_rules: b"User-agent: *\n", ["FooBot"], "http://h/x" => ALLOWED, line 0, "no_matching_rule";
        star_group_without_rules_after_orphans: b"Disallow: /x\nUser-agent: *\n", ["FooBot"], "http://h/x" => ALLOWED, line 0, "no_matching_rule";
        // §10: with a specific group, a matching empty `*` rule is not reported.
        global_empty_rule_not_reported_with_specific: b"User-agent: *\nDisallow:\nUser-agent: a\nDisallow: /x\n", ["a"], "http://h/y"
            => ALLOWED, line 0, "no_matching_rule";
        specific_empty_allow_reported: b"User-agent: FooBot\nAllow:\nUser-agent: *\nDisallow: /\n", ["FooBot"], "http://h/x"
            => ALLOWED, line 2, "empty_rule";
        empty_both_allow_first: b"user-agent: FooBot\nallow: \ndisallow: \n", ["FooBot"], "http://h/x" => ALLOWED, line 2, "empty_rule";
        global_empty_both: b"User-agent: *\nAllow:\nDisallow:\n", ["FooBot"], "http://h/x" => ALLOWED, line 2, "empty_rule";
        global_two_empty_disallows_first_line: b"User-agent: *\nDisallow:\nDisallow:\n", ["FooBot"], "http://h/x" => ALLOWED, line 2, "empty_rule";
        empty_disallow_and_matching_allow: b"User-agent: a\nDisallow:\nAllow: /x\n", ["a"], "http://h/x" => ALLOWED, line 3, "longest_match";
        // §12: with no crawler token at all, only `*` applies.
        agents_empty_list_gets_global: b"User-agent: *\nDisallow: /\nUser-agent: a\nAllow: /\n", [], "http://h/x" => DISALLOWED, line 2, "longest_match";
        agents_duplicate_tokens: b"User-agent: a\nDisallow: /x\n", ["a", "A"], "http://h/x" => DISALLOWED, line 2, "longest_match";

        // §8.1 matching.
        star_then_dollar_matches_all: b"User-agent: a\nDisallow: *$\n", ["a"], "http://h/x" => DISALLOWED, line 2, "longest_match";
        star_only_ties_root_allow: b"User-agent: a\nDisallow: *\nAllow: /\n", ["a"], "http://h/x" => ALLOWED, line 3, "tie_allow_wins";
        question_mark_is_literal: b"User-agent: a\nDisallow: /a?b\n", ["a"], "http://h/ab" => ALLOWED, line 0, "no_matching_rule";
        question_mark_is_literal_2: b"User-agent: a\nDisallow: /a?b\n", ["a"], "http://h/a?bc" => DISALLOWED, line 2, "longest_match";
        double_star: b"User-agent: a\nDisallow: /a**b\n", ["a"], "http://h/a/x/b" => DISALLOWED, line 2, "longest_match";
        double_dollar_alone_never: b"User-agent: a\nDisallow: $$\n", ["a"], "http://h/$" => ALLOWED, line 0, "no_matching_rule";
        star_dollar_literal_mid: b"User-agent: a\nDisallow: /*$x\n", ["a"], "http://h/a$x" => DISALLOWED, line 2, "longest_match";

        // §8.4 index.html rewrite bookkeeping.
        // The rewrite of line 3 (/d/$, 4) beats the direct Allow /d/ (3).
        index_rewrite_beats_direct_allow: b"User-agent: a\nAllow: /d/\nAllow: /d/index.html\nDisallow: /\n", ["a"], "http://h/d/"
            => ALLOWED, line 3, "index_html_directory";
        // Equal priority (4): the earlier line keeps the slot.
        index_direct_allow_first_keeps_slot: b"User-agent: a\nAllow: /d/*\nAllow: /d/index.html\nDisallow: /\n", ["a"], "http://h/d/"
            => ALLOWED, line 2, "longest_match";
        index_rewrite_first_keeps_slot: b"User-agent: a\nAllow: /d/index.html\nAllow: /d/*\nDisallow: /\n", ["a"], "http://h/d/"
            => ALLOWED, line 2, "index_html_directory";
        // The rewrite's priority counts escaped bytes: /%C3%A9/$ = 9 ties /%C3%A9/* = 9.
        index_rewrite_priority_escaped: b"User-agent: a\nAllow: /\xC3\xA9/index.html\nDisallow: /\xC3\xA9/*\n", ["a"], "http://h/%C3%A9/"
            => ALLOWED, line 2, "tie_allow_wins";
        index_rewrite_priority_escaped_loses: b"User-agent: a\nAllow: /\xC3\xA9/index.html\nDisallow: /\xC3\xA9/**\n", ["a"], "http://h/%C3%A9/"
            => DISALLOWED, line 3, "longest_match";
        index_with_dollar: b"User-agent: a\nAllow: /d/index.html$\nDisallow: /\n", ["a"], "http://h/d/" => ALLOWED, line 2, "index_html_directory";
        index_star_prefix: b"User-agent: a\nAllow: */index.html\nDisallow: /\n", ["a"], "http://h/d/" => ALLOWED, line 2, "index_html_directory";
        index_no_slash_no_rewrite: b"User-agent: a\nAllow: index.html\nDisallow: /\n", ["a"], "http://h/" => DISALLOWED, line 3, "longest_match";
        index_slash_after_no_rewrite: b"User-agent: a\nAllow: /a/index.html/b\nDisallow: /\n", ["a"], "http://h/a/" => DISALLOWED, line 3, "longest_match";
        index_rewrite_global: b"User-agent: *\nAllow: /d/index.htm\nDisallow: /d/\n", ["FooBot"], "http://h/d/" => ALLOWED, line 2, "index_html_directory";
        // The rewrite is an Allow of the specific group only when the line is in it.
        index_rewrite_ignored_with_specific: b"User-agent: *\nAllow: /d/index.html\nUser-agent: a\nDisallow: /d/\n", ["a"], "http://h/d/"
            => DISALLOWED, line 4, "longest_match";
    }

    /// §9 algorithm applied to URLs outside the table.
    #[test]
    fn url_to_path_derived() {
        const ROWS: &[(&str, &str)] = &[
            ("http://a.com?x#y", "/?x"),
            ("//a?b", "/?b"),
            ("///", "/"),
            ("http://", "/"),
            ("/a://b/c", "/a://b/c"),
            ("http://h/a#", "/a"),
            ("#", "/"),
            ("?#", "/?"),
            (";", "/;"),
            ("//#/x", "/"),
            ("http://a.com:80?q", "/?q"),
            ("file:///etc/passwd", "/etc/passwd"),
            ("http://a/b://c", "/b://c"),
            ("http:/", "/"),
            ("http://h/\u{30C4}", "/\u{30C4}"),
        ];
        let failures: Vec<String> = ROWS
            .iter()
            .filter_map(|&(url, want)| {
                let got = robots::url::path_params_query(url);
                (got != want).then(|| format!("  {url:?}: got {got:?}, want {want:?}"))
            })
            .collect();
        assert!(
            failures.is_empty(),
            "URL -> path mismatches:\n{}",
            failures.join("\n")
        );
    }
}
