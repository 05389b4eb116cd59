//! Hosts in tester mode: the ASCII (`xn--`) form of an internationalised
//! host is byte for byte what the WHATWG URL parser (the `url` crate, as a
//! browser) gives, and hosts longer than DNS allows are refused.

use proptest::prelude::*;
use robots::url::{normalise_typed, UrlError, MAX_HOST_BYTES, MAX_LABEL_BYTES};

/// The host the `url` crate serialises for `http://HOST/`.
fn whatwg_host(host: &str) -> Option<String> {
    let u = url::Url::parse(&format!("http://{host}/")).ok()?;
    u.host_str().map(str::to_string)
}

fn engine_host(host: &str) -> Result<String, UrlError> {
    normalise_typed(&format!("http://{host}/")).map(|u| u.origin.expect("an origin").host)
}

/// Code points that need no IDNA mapping beyond the case folding the engine
/// does: ASCII letters and digits, Latin-1, Greek and Cyrillic letters in
/// both cases, CJK ideographs and Hangul syllables.
fn code_point() -> impl Strategy<Value = char> {
    let ranges = [
        ('a', 'z'),
        ('A', 'Z'),
        ('0', '9'),
        ('\u{e0}', '\u{f6}'),
        ('\u{f8}', '\u{fe}'),
        ('\u{c0}', '\u{d6}'),
        ('\u{3b1}', '\u{3c1}'),
        ('\u{391}', '\u{3a1}'),
        ('\u{430}', '\u{44f}'),
        ('\u{410}', '\u{42f}'),
        ('\u{4e00}', '\u{9fa5}'),
        ('\u{ac00}', '\u{d7a3}'),
    ];
    proptest::strategy::Union::new(ranges.map(|(from, to)| prop::char::range(from, to)))
}

/// A label starting with a letter (an all-digit last label would be read
/// as an IPv4 address).
fn label() -> impl Strategy<Value = String> {
    (
        prop::char::range('\u{e0}', '\u{f6}'),
        prop::collection::vec(code_point(), 0..24),
    )
        .prop_map(|(first, rest)| std::iter::once(first).chain(rest).collect())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    fn punycode_is_the_whatwg_parsers(
        labels in prop::collection::vec(prop_oneof![label(), "[a-z][a-z0-9]{0,10}"], 1..5),
        trailing_dot in any::<bool>(),
    ) {
        let mut host = labels.join(".");
        if trailing_dot {
            host.push('.');
        }
        let whatwg = whatwg_host(&host).expect("the url crate reads it");
        match engine_host(&host) {
            Ok(ours) => prop_assert_eq!(ours, whatwg),
            Err(UrlError::HostTooLong(_)) => {
                let name = whatwg.strip_suffix('.').unwrap_or(&whatwg);
                prop_assert!(
                    name.len() > MAX_HOST_BYTES
                        || name.split('.').any(|l| l.len() > MAX_LABEL_BYTES),
                    "refused but within DNS's limits: {}", whatwg
                );
            }
            Err(e) => prop_assert!(false, "{}: {:?}", host, e),
        }
    }
}

#[test]
fn known_hosts_match_the_whatwg_parser() {
    for host in [
        "münchen.de",
        "MÜNCHEN.DE",
        "bücher.example",
        "παράδειγμα.δοκιμή",
        "ΠΑΡΑΔΕΙΓΜΑ.gr",
        "пример.рф",
        "ПРИМЕР.РФ",
        "例え.テスト",
        "한국.kr",
        "xn--mnchen-3ya.de",
        "ab--c.example",
        "straße.de",
    ] {
        assert_eq!(
            engine_host(host).unwrap(),
            whatwg_host(host).unwrap(),
            "{host}"
        );
    }
}

#[test]
fn the_longest_label_dns_allows_is_kept_in_both() {
    // 59 bytes of punycode after `xn--`: 63 in all, kept by both; one
    // more `ü` and it is refused.
    let label = format!("a{}", "ü".repeat(55));
    let ours = engine_host(&label).unwrap();
    assert_eq!(ours, whatwg_host(&label).unwrap());
    assert_eq!(ours.len(), MAX_LABEL_BYTES, "{ours}");
    let longer = format!("{label}ü");
    assert!(whatwg_host(&longer).unwrap().len() > MAX_LABEL_BYTES);
    assert!(matches!(
        engine_host(&longer),
        Err(UrlError::HostTooLong(_))
    ));
}
