//! Spec tables for the helpers that mirror google/robotstxt's static
//! functions: `MaybeEscapePattern` (GOOGLE_BEHAVIOUR.md §4, upstream
//! `TestMaybeEscapePattern`), `ExtractUserAgent` (§5.2) and
//! `IsValidUserAgentToObey` (§5.4, upstream `ID_VerifyValidUserAgentsToObey`).

use robots::agent::{extract_token, is_valid_token};
use robots::pattern::escape_pattern;

fn show(bytes: &[u8]) -> String {
    bytes.escape_ascii().to_string()
}

/// `function; name: input => expected;` (byte strings): a test per row
/// for a helper from bytes to bytes (`escape_pattern`, `extract_token`).
macro_rules! byte_table {
    ($f:ident; $( $name:ident : $input:expr => $want:expr; )*) => {
        $(
            #[test]
            fn $name() {
                let input: &[u8] = $input;
                let want: &[u8] = $want;
                let got = $f(input);
                assert_eq!(
                    &got[..],
                    want,
                    "{}(b\"{}\") = b\"{}\", want b\"{}\"",
                    stringify!($f),
                    show(input),
                    show(&got[..]),
                    show(want)
                );
            }
        )*
    };
}

byte_table! {
    escape_pattern;
    // Upstream TestMaybeEscapePattern.
    escape_ascii_url_unchanged: b"http://www.example.com" => b"http://www.example.com";
    escape_ascii_path_unchanged: b"/a/b/c" => b"/a/b/c";
    escape_utf8_a_acute: b"\xC3\xA1" => b"%C3%A1";
    escape_pct_lower_uppercased: b"%aa" => b"%AA";

    // GOOGLE_BEHAVIOUR.md §4.
    escape_pct_2f_uppercased: b"/a%2fb" => b"/a%2Fb";
    escape_pct_utf8_lower_uppercased: b"%e3%83%84" => b"%E3%83%84";
    escape_pct_mixed_case_uppercased: b"%aA%Ab" => b"%AA%AB";
    escape_pct_upper_unchanged: b"/foo/bar/%E3%83%84" => b"/foo/bar/%E3%83%84";
    escape_pct_never_decoded: b"/foo/bar/%62%61%7A" => b"/foo/bar/%62%61%7A";
    escape_pct_7e_lower: b"/%7euser" => b"/%7Euser";
    escape_utf8_tsu: b"/foo/bar/\xE3\x83\x84" => b"/foo/bar/%E3%83%84";
    escape_u_umlaut: b"/\xC3\xBC" => b"/%C3%BC";
    escape_latin1_byte: b"/\xFC" => b"/%FC";
    escape_lone_continuation_byte: b"\x80" => b"%80";
    escape_byte_ff: b"\xFF" => b"%FF";
    escape_invalid_utf8_mixed: b"/a\xC3(\xFF" => b"/a%C3(%FF";
    escape_space_kept: b"/a b" => b"/a b";
    escape_unsafe_ascii_kept: b"\"<>^`{|}" => b"\"<>^`{|}";
    escape_control_bytes_kept: b"\x01\x09\x1F\x7F" => b"\x01\x09\x1F\x7F";
    escape_star_dollar_kept: b"/*.php$" => b"/*.php$";
    escape_pct_2a_24_kept: b"/%2A%24" => b"/%2A%24";
    escape_broken_pct_alone: b"%" => b"%";
    escape_broken_pct_one_digit: b"%a" => b"%a";
    escape_broken_pct_one_digit_then_slash: b"%a/" => b"%a/";
    escape_broken_pct_non_hex: b"%zz" => b"%zz";
    escape_broken_pct_half_hex: b"%ag" => b"%ag";
    escape_broken_pct_then_valid: b"%%aa" => b"%%AA";
    escape_pct_then_non_ascii: b"%a\xC3\xA9" => b"%a%C3%A9";
    escape_empty: b"" => b"";
    escape_hex_digits_only_after_pct: b"/abcdef" => b"/abcdef";
    escape_query_unchanged: b"/foo/bar?qux=taz&baz=http://foo.bar?tar&par" => b"/foo/bar?qux=taz&baz=http://foo.bar?tar&par";
}

byte_table! {
    extract_token;
    // GOOGLE_BEHAVIOUR.md §5.2.
    extract_version_suffix: b"Googlebot/2.1" => b"Googlebot";
    extract_space_suffix: b"Googlebot Images" => b"Googlebot";
    extract_star_suffix: b"googlebot*" => b"googlebot";
    extract_digit_cuts: b"Googlebot2" => b"Googlebot";
    extract_hyphen_kept: b"Googlebot-Image" => b"Googlebot-Image";
    extract_underscore_kept: b"Foo_Bar" => b"Foo_Bar";
    extract_mozilla_string: b"Mozilla/5.0 (compatible; Googlebot/2.1)" => b"Mozilla";
    extract_non_ascii_letter_cuts: b"B\xC3\xB6tbot" => b"B";
    extract_digit_start_empty: b"007bot" => b"";
    extract_slash_start_empty: b"/x" => b"";
    extract_empty: b"" => b"";
    extract_star_glued_empty: b"*foo" => b"";
    extract_star_star_empty: b"**" => b"";
    extract_star_alone_empty: b"*" => b"";
    extract_dot_cuts: b"Googlebot.com" => b"Googlebot";
    extract_formfeed_cuts: b"a\x0cDisallow: /x" => b"a";
    extract_tab_cuts: b"Foo\tBar" => b"Foo";
    extract_case_kept: b"FoO bAr" => b"FoO";
    extract_hyphen_underscore_only: b"-_-" => b"-_-";
    extract_leading_space_empty: b" Foobot" => b"";
    // SPEC.md §4.2.
    extract_spec_version: b"googlebot/1.2" => b"googlebot";
    extract_spec_news: b"Googlebot-News" => b"Googlebot-News";
}

/// `name: token => bool;` for `is_valid_token`.
macro_rules! valid_tokens {
    ($( $name:ident : $input:expr => $want:expr; )*) => {
        $(
            #[test]
            fn $name() {
                let input: &str = $input;
                assert_eq!(is_valid_token(input), $want, "is_valid_token({input:?})");
            }
        )*
    };
}

valid_tokens! {
    // Upstream ID_VerifyValidUserAgentsToObey.
    valid_foobot: "Foobot" => true;
    valid_foobot_bar_hyphen: "Foobot-Bar" => true;
    valid_foo_bar_underscore: "Foo_Bar" => true;
    invalid_empty: "" => false;
    invalid_tsu: "\u{30C4}" => false;
    invalid_star_suffix: "Foobot*" => false;
    invalid_surrounding_spaces: " Foobot " => false;
    invalid_version: "Foobot/2.1" => false;
    invalid_inner_space: "Foobot Bar" => false;
    // GOOGLE_BEHAVIOUR.md §5.4: digits are not allowed.
    invalid_digit: "Bot2" => false;
    invalid_star: "*" => false;
    invalid_non_ascii_letter: "B\u{f6}tbot" => false;
    invalid_trailing_newline: "Foobot\n" => false;
    valid_single_letter: "a" => true;
    valid_only_hyphen: "-" => true;
    valid_only_underscore: "_" => true;
    valid_mixed_case: "GoOgLeBoT" => true;
    // SPEC.md §4.2 / §4.4 tokens.
    valid_googlebot_news: "Googlebot-News" => true;
    valid_adsbot_google_mobile: "AdsBot-Google-Mobile" => true;
    invalid_mozilla_string: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" => false;
}

/// `is_valid_token(t)` is exactly "non-empty and extract_token(t) == t".
#[test]
fn valid_token_is_non_empty_fixed_point_of_extract() {
    for t in [
        "Foobot",
        "Foobot-Bar",
        "Foo_Bar",
        "",
        "\u{30C4}",
        "Foobot*",
        " Foobot ",
        "Foobot/2.1",
        "Foobot Bar",
        "Bot2",
        "-",
        "*",
        "a1",
        "x_y-z",
    ] {
        let fixed = !t.is_empty() && extract_token(t.as_bytes()) == t.as_bytes();
        assert_eq!(is_valid_token(t), fixed, "token {t:?}");
    }
}
