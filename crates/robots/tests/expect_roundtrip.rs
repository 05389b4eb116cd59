//! `robots::expect`: whatever `format` writes, `parse` reads back.

use proptest::prelude::*;
use robots::expect::{self, Expectation};

/// Characters that stress the format: separators, quotes, escapes, comment
/// marks, other whitespace and non-ASCII.
fn text() -> impl Strategy<Value = String> {
    proptest::collection::vec(
        prop_oneof![
            4 => proptest::char::range('a', 'z'),
            1 => Just(' '),
            1 => Just('\t'),
            1 => Just('"'),
            1 => Just('\\'),
            1 => Just('#'),
            1 => Just('/'),
            1 => Just('\u{a0}'),
            1 => Just('é'),
            1 => Just('\u{b}'),
        ],
        1..16,
    )
    .prop_map(|chars| chars.into_iter().collect())
}

fn expectations() -> impl Strategy<Value = Vec<Expectation>> {
    proptest::collection::vec((any::<bool>(), text(), text()), 0..8).prop_map(|rows| {
        rows.into_iter()
            .enumerate()
            .map(|(i, (allowed, agent, url))| Expectation {
                line: i as u32 + 1,
                allowed,
                agent,
                url,
            })
            .collect()
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn format_then_parse_is_identity(list in expectations()) {
        let text = expect::format(&list);
        prop_assert_eq!(expect::parse(&text), Ok(list), "{}", text);
    }

    /// Comments and blank lines around the written lines change nothing but
    /// the line numbers.
    #[test]
    fn comments_and_blank_lines_are_ignored(list in expectations()) {
        let mut text = String::from("# exported\n\n");
        for line in expect::format(&list).lines() {
            text.push_str(line);
            text.push_str("   # note \"x\n\t\n");
        }
        let got = expect::parse(&text).unwrap();
        let want: Vec<Expectation> = list
            .into_iter()
            .enumerate()
            .map(|(i, e)| Expectation { line: 3 + 2 * i as u32, ..e })
            .collect();
        prop_assert_eq!(got, want);
    }

    /// Any text either parses or reports lines that exist, never panics.
    #[test]
    fn arbitrary_text_never_panics(text in "[a-z\"#\\\\ \t\r\n/]{0,80}") {
        let lines = text.split(['\n', '\r']).count() as u32;
        if let Err(errors) = expect::parse(&text) {
            prop_assert!(!errors.is_empty());
            prop_assert!(errors.iter().all(|e| e.line >= 1 && e.line <= lines));
        }
    }
}
