//! A sentence of the catalogues with its code shown as code: the catalogues
//! put a rule, a path or a key between backticks (`` `{ $rule }` ``), and
//! the page shows each as a `<code>` element, never the backticks.

use leptos::prelude::*;
use robots::message::Message;

use crate::model::wording::words;

/// A message in the page's language, as texts and `<code>` elements (set
/// as text, never as markup): each text its catalogue puts between
/// backticks is code. A sentence with an odd number of backticks (a value
/// may hold one) is one text, as it is.
pub fn with_code(m: &Message) -> Vec<AnyView> {
    let text = words(m);
    if text.matches('`').count() % 2 == 1 {
        return vec![text.into_any()];
    }
    text.split('`')
        .enumerate()
        .filter(|(_, part)| !part.is_empty())
        .map(|(i, part)| {
            let part = part.to_string();
            if i % 2 == 1 {
                view! { <code>{part}</code> }.into_any()
            } else {
                part.into_any()
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use leptos::tachys::view::RenderHtml;
    use robots::message::Arg;

    fn msg(id: &'static str, args: Vec<(&'static str, Arg)>) -> Message {
        Message { id, args }
    }

    /// The views as HTML.
    fn html(m: &Message) -> String {
        with_code(m).into_iter().map(|v| v.to_html()).collect()
    }

    #[test]
    fn the_rule_is_code_and_the_backticks_are_gone() {
        let m = msg(
            "reason-only-rule",
            vec![
                ("rule", Arg::from("Disallow: /nogooglebot/")),
                (
                    "bytes",
                    Arg::Message(Box::new(msg("size-bytes", vec![("count", Arg::Num(13))]))),
                ),
            ],
        );
        assert_eq!(
            html(&m),
            "<code>Disallow: /nogooglebot/</code> (13 bytes) is the only rule that matches"
        );
        // A value is text, never markup.
        let tie = msg(
            "reason-tie",
            vec![
                ("length", Arg::Num(5)),
                ("rule", Arg::from("Allow: /<b>x</b>")),
                ("other", Arg::from("Disallow: /page")),
            ],
        );
        let tie = html(&tie);
        assert!(
            tie.contains(
                "<code>Allow: /&lt;b&gt;x&lt;/b&gt;</code> and <code>Disallow: /page</code>"
            ),
            "{tie}"
        );
    }

    #[test]
    fn an_odd_backtick_in_a_value_leaves_the_sentence_one_text() {
        let m = msg(
            "reason-tie",
            vec![
                ("length", Arg::Num(5)),
                ("rule", Arg::from("Allow: /a`b")),
                ("other", Arg::from("Disallow: /a")),
            ],
        );
        let out = html(&m);
        assert!(!out.contains("<code>"), "{out}");
        assert!(out.contains("`Allow: /a`b` and `Disallow: /a`"), "{out}");
    }

    #[test]
    fn a_sentence_without_code_is_one_text() {
        let m = msg("reason-no-match-global", vec![("path", Arg::from("/a"))]);
        assert_eq!(
            html(&m),
            "No rule in the * group matches /a, so it is allowed"
        );
    }
}
