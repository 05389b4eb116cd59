//! The fetcher's English, case by case: every message id its code says
//! (`robots fetch`'s note and its parts, a URL that cannot be fetched, a
//! request the address policy refuses) worded from `i18n/en.ftl`, against
//! `english/golden.txt`, byte for byte; and every id in every language.

use robots::message::{Arg, Lang, Message};
use robots_fetch::words::{fetch_note, FetchOutcome as O, Hops as H, Response as R};
use robots_fetch::{say, say_grouped, validate, LocalKind, Refusal};

#[path = "../../robots/tests/english/golden.rs"]
mod golden;
/// (label, message, English) for every case.
fn cases() -> Vec<(String, Message, String)> {
    let mut out: Vec<(String, Message, String)> = Vec::new();
    let mut add = |label: &str, m: Message| {
        let text = say(Lang::En, &m);
        out.push((label.to_string(), m, text));
    };
    let url = "https://www.example.com/robots.txt";
    let rules = |bytes, cut| O::Rules { bytes, cut };
    let moved = || R::Status("301 Moved Permanently");
    for (label, response, hops, outcome) in [
        ("rules", R::Status("200 OK"), H::After(2), rules(33, false)),
        ("one", R::Status("200 OK"), H::After(1), rules(1, false)),
        ("cut", R::Status("200 OK"), H::None, rules(999, true)),
        ("too many", moved(), H::TooMany { max: 5 }, O::AllowedAs404),
        ("loop", R::Status("302 Found"), H::Loop(2), O::AllowedAs404),
        ("no location", moved(), H::NoLocation, O::AllowedAs404),
        ("404", R::Status("404 Not Found"), H::None, O::Allowed),
        (
            "network",
            R::Network("connection refused"),
            H::None,
            O::Disallowed,
        ),
        ("none", R::None, H::None, O::Disallowed),
    ] {
        let m = fetch_note(url, response, hops, outcome);
        // (Numbers under 1,000: the note is grouped in English too.)
        assert_eq!(say_grouped(Lang::En, &m), say(Lang::En, &m));
        // The note's parts are messages too.
        for (_, arg) in &m.args {
            if let Arg::Message(inner) = arg {
                add(&format!("cli fetch part {}", inner.id), (**inner).clone());
            }
        }
        add(&format!("cli fetch note {label}"), m);
    }
    for (label, url) in [
        ("fetch url unparsed", "https://exa mple.com/robots.txt"),
        ("fetch url not http", "ftp://example.com/robots.txt"),
        ("fetch url not robots.txt", "https://example.com/robots"),
    ] {
        let m = match validate(url) {
            Ok(Some(warning)) => warning,
            Err(error) => error,
            Ok(None) => panic!("{url} passed"),
        };
        add(label, m);
    }
    // A request the address policy refuses, from the given origin.
    let refusal = |from: Option<&str>, to: &str, address: &str, kind| Refusal {
        from: from.map(Into::into),
        to: to.into(),
        given: "https://example.com".into(),
        address: address.parse().unwrap(),
        kind,
    };
    let redirect = refusal(
        Some("https://example.com/robots.txt"),
        "http://10.0.0.1/robots.txt",
        "10.0.0.1",
        LocalKind::Private,
    );
    add("fetch redirect refused", redirect.message());
    let direct = refusal(
        None,
        "http://192.0.2.1/sitemap.xml",
        "192.0.2.1",
        LocalKind::Reserved,
    );
    add("fetch refused", direct.message());
    out
}

#[test]
fn the_english_is_the_golden_files() {
    golden::check_cases(cases(), include_str!("english/golden.txt"));
}

#[test]
fn every_message_id_of_the_fetcher_has_a_case_in_every_language() {
    let cases = cases();
    // Every id the fetcher's code says (its `tr!` calls); `size-bytes` is
    // said inside the note's size.
    let sources = [
        include_str!("../src/lib.rs"),
        include_str!("../src/words.rs"),
    ];
    golden::ids_said_by(&sources, 15, &["size-bytes"], &cases);
    // Each case is worded in each language, and not as its id.
    for lang in Lang::ALL {
        for (label, m, _) in &cases {
            let said = say(lang, m);
            assert!(
                !said.contains(m.id) && !said.is_empty() || m.id == "cli-fetch-hops-none",
                "{}: {label}",
                lang.code()
            );
        }
    }
    let note = &cases
        .iter()
        .find(|c| c.0 == "cli fetch note rules")
        .unwrap()
        .1;
    assert!(
        say(Lang::Nl, note).contains("na 2 omleidingen"),
        "{}",
        say(Lang::Nl, note)
    );
}
