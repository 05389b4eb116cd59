//! The views the page asks the worker to word and lay out
//! (`crate::wire::render`'s [`Render::Share`], [`Render::Notices`], [`Render::Presets`],
//! [`Render::ExpectationsFile`], [`Render::ChipTitles`]), as parts (`crate::wire::part`).
//! What the parts hold that the page acts on:
//!
//! - the embed builder's checkboxes (`data-testid="embed-panel"`, their
//!   `value` a panel's name, in the documented order) and the snippet's
//!   `<textarea>`, whose `data-head` and `data-tail` are the code before
//!   and after the panels' names (`model::links::embed_snippet_parts`):
//!   the page writes `head + checked names joined by "," + tail` when a
//!   box changes, at once, as it did when it made the snippet itself;
//! - a notice's button (`data-dismiss="error"` or `"cut"`) dismisses it;
//! - a preset's buttons add its crawlers (`data-tokens`, separated by
//!   spaces) or one crawler (`data-token`);
//! - the crawler chips' titles ([`Render::ChipTitles`]) are set on the chips
//!   with the same `data-agent`.

use crate::i18n::tr;
use crate::i18n::{around, MARK};
use crate::model::links::{cut_message, embed_snippet_parts, reason, with_lang};
use crate::model::page_mode::Panel;
use crate::model::permalink::{self, Cut, LinkError};
use crate::wire::answer::Answer;
use crate::wire::part::{Part, PartWriter};
use crate::wire::render::*;
use robots::registry::{by_purpose as registry_presets, CHECKED};

/// The answer for `what` ([`Render::Share`], [`Render::Notices`], [`Render::Presets`])
/// from the page's numbers and parts, worded in the current language;
/// [`Answer::Nothing`] for a request that does not fit.
pub fn render(what: Render, numbers: &[u32], parts: &[&[u8]]) -> Answer {
    crate::i18n::with_worker_messages();
    match (what, numbers, parts) {
        (Render::Share, &[compare], [page, packed]) => match std::str::from_utf8(page) {
            Ok(page) => share(page, packed, compare == 1),
            Err(_) => Answer::Nothing,
        },
        (Render::Notices, &[embed, e, v, dup, crawlers, expectations, urls, tokens], []) => {
            Answer::Part(notices(
                embed == 1,
                error_of(e, v),
                &Cut {
                    duplicate_crawlers: dup as usize,
                    crawlers: crawlers as usize,
                    expectations: expectations as usize,
                    urls: urls as usize,
                    tokens: tokens as usize,
                },
            ))
        }
        (Render::Presets, [], []) => Answer::Part(presets()),
        (Render::ChipTitles, [], inputs) => Answer::Titles(
            inputs
                .iter()
                .map(|input| chip_title(&String::from_utf8_lossy(input)))
                .collect(),
        ),
        (Render::ExpectationsFile, [], [list]) => match read_expectations(list) {
            Some(list) => Answer::Text(crate::model::expectations::to_file(&list)),
            None => Answer::Nothing,
        },
        (Render::SignalFix, &[line], [text]) => Answer::Text(signal_fix(text, line)),
        _ => Answer::Nothing,
    }
}

/// The editor's `text` with the fix of the `signal_not_inherited` lint on
/// `line` made (read as the page reads the editor: tester mode), empty when
/// there is none there (or the text is not UTF-8, which the editor's never
/// is).
fn signal_fix(text: &[u8], line: u32) -> String {
    let parsed = robots::tester::parse(text);
    match robots::inherit::fix_at(&parsed, text, line) {
        Some(fix) => String::from_utf8(robots::inherit::apply(text, &[fix])).unwrap_or_default(),
        None => String::new(),
    }
}

/// What a crawler chip's title says for the crawler `input` (as typed):
/// who runs it and what for, if it is one of the presets.
fn chip_title(input: &str) -> String {
    crate::model::inputs::crawler_col(input)
        .ok()
        .and_then(|c| robots::registry::crawler_for(&c.derived))
        .map(|c| {
            format!(
                "{}: {}",
                c.owner,
                crate::model::wording::words(&c.blocking())
            )
        })
        .unwrap_or_default()
}

/// Share: the link to `page` with the state `packed`, in the page's
/// language, and what to show when it was copied and when it was not.
fn share(page: &str, packed: &[u8], compare: bool) -> Answer {
    match permalink::share_url_packed(page, packed) {
        Ok(link) => {
            let link = with_lang(&link, crate::i18n::lang());
            let copied = share_status(&tr!("share-copied"), &link, compare);
            let not_copied = share_status(&tr!("share-copy-this"), &link, compare);
            Answer::Share {
                link,
                copied,
                not_copied,
            }
        }
        Err(e) => {
            let mut w = PartWriter::new(0, 0);
            w.open("p")
                .text(&tr!("share-too-big", reason = &reason(&e)))
                .close();
            let said = w.finish();
            Answer::Share {
                link: String::new(),
                copied: said.clone(),
                not_copied: said,
            }
        }
    }
}

/// Share's status: what happened (`said`), the link, and the embed builder.
fn share_status(said: &str, link: &str, compare: bool) -> Part {
    let mut w = PartWriter::new(0, 0);
    w.open("p").text(said).close();
    w.open("input")
        .attr("type", "text")
        .attr("readonly", "")
        .attr("class", "share-url")
        .attr("data-testid", "share-url")
        .attr("aria-label", &tr!("share-url-label"))
        .attr("value", link)
        .close();
    // The embed builder: which panels, and the code to paste; by default
    // what an example needs, as a default embed shows it.
    let chosen = Panel::example(compare);
    w.open("details").attr("class", "embed-builder");
    w.open("summary").text(&tr!("embed-summary")).close();
    w.open("fieldset");
    w.open("legend").text(&tr!("embed-panels")).close();
    for p in Panel::EVERY {
        w.open("label").open("input");
        w.attr("type", "checkbox")
            .attr("data-testid", "embed-panel")
            .attr("value", p.name());
        if chosen.contains(&p) {
            w.attr("checked", "");
        }
        w.close().text(&p.label()).close();
    }
    w.close();
    let (head, tail) = embed_snippet_parts(link);
    let names: Vec<&str> = chosen.iter().map(|p| p.name()).collect();
    w.open("textarea")
        .attr("readonly", "")
        .attr("rows", "4")
        .attr("class", "plain")
        .attr("data-testid", "embed-snippet")
        .attr("aria-label", &tr!("embed-code-label"))
        .attr("data-head", &head)
        .attr("data-tail", &tail)
        .text(&format!("{head}{}{tail}", names.join(",")))
        .close();
    w.open("p")
        .attr("class", "hint")
        .text(&tr!("embed-hint"))
        .close();
    w.close();
    w.finish()
}

/// The crawler presets, the registry's crawlers by purpose: each purpose
/// with a button that adds all of its crawlers (`data-tokens`: their
/// tokens, separated by spaces), each crawler with a button that adds it
/// (`data-token`), who runs it and what blocking it does.
fn presets() -> Part {
    let mut w = PartWriter::new(0, 0);
    let (checked_before, checked_after) = around(tr!("agent-presets-hint", date = MARK));
    w.open("p").attr("class", "hint").text(&checked_before);
    w.open("time")
        .attr("datetime", CHECKED)
        .text(CHECKED)
        .close();
    w.text(&checked_after).close();
    for (purpose, crawlers) in registry_presets() {
        w.open("div")
            .attr("class", "preset")
            .attr("data-purpose", purpose.code());
        w.open("div").attr("class", "preset-head");
        w.open("h3")
            .text(&crate::model::policy::purpose_words(purpose))
            .close();
        let tokens: Vec<&str> = crawlers.iter().map(|c| c.token).collect();
        w.open("button")
            .attr("type", "button")
            .attr("data-testid", "preset-add-all")
            .attr("data-tokens", &tokens.join(" "))
            .text(&tr!("agent-add-all", count = crawlers.len()))
            .close();
        w.close();
        w.open("ul").attr("class", "preset-list");
        for c in crawlers {
            w.open("li");
            w.open("button")
                .attr("type", "button")
                .attr("class", "preset-token")
                .attr("aria-label", &tr!("agent-add-one", token = c.token))
                .attr("data-token", c.token)
                .text(c.token)
                .close();
            w.open("span")
                .attr("class", "preset-owner")
                .text(c.owner)
                .close();
            w.text(" — ");
            w.open("span")
                .attr("class", "preset-purpose")
                .text(&crate::model::wording::words(&c.blocking()))
                .close();
            w.close();
        }
        w.close().close();
    }
    w.finish()
}

/// The notices for a link that could not be opened and for what an opened
/// one held beyond the page's limits, each with its Dismiss button.
fn notices(embed: bool, error: Option<LinkError>, cut: &Cut) -> Part {
    let mut w = PartWriter::new(0, 0);
    let mut notice = |said: &str, testid: &str, dismiss: &str| {
        w.open("div")
            .attr("class", "notice notice-error link-error")
            .attr("data-testid", testid);
        w.open("p").text(said).close();
        w.open("button")
            .attr("type", "button")
            .attr("data-dismiss", dismiss)
            .text(&tr!("link-dismiss"))
            .close();
        w.close();
    };
    if let Some(e) = error {
        let instead = if embed {
            tr!("link-instead-example")
        } else {
            tr!("link-instead-draft")
        };
        let said = tr!("link-error", reason = &reason(&e));
        notice(&format!("{said} {instead}"), "link-error", "error");
    }
    if let Some(said) = cut_message(cut) {
        notice(&said, "link-cut", "cut");
    }
    w.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::expectations::Expectation;
    use crate::wire::part::Op;

    /// The part of an answer that is one, which the page builds.
    fn part_of(answer: Answer) -> Part {
        let Answer::Part(part) = answer else {
            panic!("not a part: {answer:?}");
        };
        assert!(part.well_formed());
        part
    }

    /// Share's answer.
    fn share_of(answer: Answer) -> (String, Part, Part) {
        let Answer::Share {
            link,
            copied,
            not_copied,
        } = answer
        else {
            panic!("not Share's answer: {answer:?}");
        };
        assert!(copied.well_formed() && not_copied.well_formed());
        (link, copied, not_copied)
    }

    /// A text answer.
    fn text_of(answer: Answer) -> String {
        let Answer::Text(text) = answer else {
            panic!("not a text: {answer:?}");
        };
        text
    }

    fn texts(part: &Part) -> Vec<String> {
        part.ops()
            .iter()
            .filter_map(|op| match op {
                Op::Text(t) => Some(t.to_string()),
                _ => None,
            })
            .collect()
    }

    fn attr<'a>(part: &'a Part, name: &str) -> Vec<&'a str> {
        part.ops()
            .into_iter()
            .filter_map(|op| match op {
                Op::Attr(n, v) if n == name => Some(v),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn numbers_carry_every_link_error() {
        let valued = [
            LinkError::TooLong { chars: 123_456 },
            LinkError::FutureFormat { format: 7 },
        ];
        for e in LinkError::KINDS.into_iter().chain(valued) {
            let [c, v] = error_numbers(Some(&e));
            assert_eq!(error_of(c, v), Some(e));
        }
        assert_eq!(error_numbers(None), [0, 0]);
        assert_eq!(error_of(0, 0), None);
        // Each kind its own code; a code from a newer build is none.
        let codes: Vec<u32> = LinkError::KINDS.iter().map(|k| k.code().0).collect();
        assert_eq!(codes, (1..=8).collect::<Vec<u32>>());
        assert_eq!(error_of(9, 0), None);
    }

    #[test]
    fn share_makes_the_link_and_shows_it_with_the_embed_builder() {
        let page = "https://t.example/app/?embed=1#old";
        let packed = permalink::stored_zlib(b"state");
        let answer = render(Render::Share, &[0], &[page.as_bytes(), &packed]);
        let (link, part, not_copied) = share_of(answer);
        assert_eq!(link, permalink::share_url_packed(page, &packed).unwrap());
        assert!(link.starts_with("https://t.example/app/#s=1."));
        let said = texts(&part);
        assert_eq!(said[0], tr!("share-copied"));
        assert_eq!(texts(&not_copied)[0], tr!("share-copy-this"));
        assert!(attr(&part, "value").contains(&link.as_str()));
        assert_eq!(
            attr(&part, "data-testid"),
            [
                "share-url",
                "embed-panel",
                "embed-panel",
                "embed-panel",
                "embed-panel",
                "embed-panel",
                "embed-panel",
                "embed-panel",
                "embed-panel",
                "embed-snippet"
            ]
        );
        // The snippet is what `embed_snippet` makes for the default panels,
        // and its head and tail make it again around the names.
        let chosen = Panel::example(false);
        let snippet = crate::model::links::embed_snippet(&link, &chosen);
        assert!(said.contains(&snippet));
        let names: Vec<&str> = chosen.iter().map(|p| p.name()).collect();
        let head = attr(&part, "data-head")[0];
        let tail = attr(&part, "data-tail")[0];
        assert_eq!(format!("{head}{}{tail}", names.join(",")), snippet);
        // As many boxes checked as the default shows.
        assert_eq!(attr(&part, "checked").len(), chosen.len());

        let (_, part, _) = share_of(render(Render::Share, &[1], &[page.as_bytes(), &packed]));
        assert_eq!(attr(&part, "checked").len(), Panel::example(true).len());

        // Too big for a link: no link, and why.
        let huge: Vec<u8> = (0..permalink::MAX_FRAGMENT_CHARS)
            .map(|i| i as u8)
            .collect();
        let answer = render(Render::Share, &[0], &[page.as_bytes(), &huge]);
        let (link, copied, not_copied) = share_of(answer);
        assert_eq!(link, "");
        assert_eq!(copied, not_copied);
        assert!(texts(&copied)[0].starts_with(&tr!("share-too-big", reason = "")[..20]));
    }

    #[test]
    fn the_expectations_file_is_the_one_the_page_made() {
        let list = vec![
            Expectation::new("Googlebot", "/products/", true),
            Expectation::new("GPTBot \u{1e}", "https://x.test/\u{1f}", false),
        ];
        let answer = render(Render::ExpectationsFile, &[], &[&expectations_part(&list)]);
        assert_eq!(text_of(answer), crate::model::expectations::to_file(&list));
        assert_eq!(read_expectations(&expectations_part(&list)), Some(list));
        assert_eq!(read_expectations(&[]), Some(Vec::new()));
        assert_eq!(read_expectations(&[1, 0, 0, 0, 1]), None);
    }

    #[test]
    fn presets_offer_every_crawler() {
        let part = part_of(render(Render::Presets, &[], &[]));
        let tokens = attr(&part, "data-token");
        let all: Vec<&str> = registry_presets()
            .iter()
            .flat_map(|(_, list)| list.iter().map(|c| c.token))
            .collect();
        assert_eq!(tokens, all);
        assert_eq!(tokens.len(), robots::registry::CRAWLERS.len());
        let families: Vec<String> = registry_presets()
            .iter()
            .map(|(_, list)| {
                let t: Vec<&str> = list.iter().map(|c| c.token).collect();
                t.join(" ")
            })
            .collect();
        assert_eq!(attr(&part, "data-tokens"), families);
        // Each crawler says what blocking it does, from the catalogue.
        let said = texts(&part);
        let duck = robots::registry::crawler_for("DuckAssistBot").unwrap();
        assert!(said.contains(&crate::model::wording::words(&duck.blocking())));
        assert!(said.contains(&CHECKED.to_string()));
    }

    #[test]
    fn chips_are_titled_with_who_runs_them_and_what_for() {
        let inputs: Vec<&[u8]> = ["GPTBot", "Mozilla/5.0 (compatible; bingbot/2.0)", "MyBot"]
            .iter()
            .map(|i| i.as_bytes())
            .collect();
        let Answer::Titles(titles) = render(Render::ChipTitles, &[], &inputs) else {
            panic!("titles");
        };
        let gptbot = robots::registry::crawler_for("GPTBot").expect("a preset");
        assert_eq!(
            titles[0],
            format!(
                "{}: {}",
                gptbot.owner,
                crate::model::wording::words(&gptbot.blocking())
            )
        );
        assert!(titles[1].starts_with("Microsoft: "));
        assert_eq!(titles[2], "");
        assert_eq!(titles.len(), 3);
    }

    #[test]
    fn notices_say_why_and_what_was_cut() {
        let cut = Cut {
            crawlers: 3,
            tokens: 2,
            ..Cut::default()
        };
        let part = part_of(render(
            Render::Notices,
            &notice_numbers(false, Some(&LinkError::NotBase64), Some(&cut)),
            &[],
        ));
        let said = texts(&part);
        assert_eq!(
            said[0],
            format!(
                "{} {}",
                tr!("link-error", reason = &reason(&LinkError::NotBase64)),
                tr!("link-instead-draft")
            )
        );
        assert_eq!(said[2], cut_message(&cut).expect("a message"));
        assert_eq!(attr(&part, "data-testid"), ["link-error", "link-cut"]);
        assert_eq!(attr(&part, "data-dismiss"), ["error", "cut"]);
        let part = part_of(render(
            Render::Notices,
            &notice_numbers(true, Some(&LinkError::Damaged), None),
            &[],
        ));
        assert!(texts(&part)[0].ends_with(&tr!("link-instead-example")));
        // Nothing to say: an empty part.
        let part = part_of(render(
            Render::Notices,
            &notice_numbers(false, None, None),
            &[],
        ));
        assert!(part.ops().is_empty());
        // A request that does not fit: nothing.
        assert_eq!(render(Render::Notices, &[1], &[]), Answer::Nothing);
        assert_eq!(render(Render::Share, &[0], &[]), Answer::Nothing);
    }

    #[test]
    fn a_group_that_loses_the_star_groups_ai_lines_is_linted_and_fixed() {
        let text = "User-agent: *\nContent-Signal: ai-train=no\nAllow: /\n\nUser-agent: GPTBot\nDisallow: /private/\n";
        // The lint comes to the page with its code, worded with the
        // worker's messages.
        crate::i18n::with_worker_messages();
        let parsed = crate::model::Parsed::new(text);
        let Answer::Lints(lints) = crate::worker::tasks::lint_reply(&parsed) else {
            panic!("the lints");
        };
        let lint = lints
            .iter()
            .find(|e| e.code == "signal_not_inherited")
            .expect("the lint crosses the wire");
        assert_eq!(lint.line, 5);
        assert_eq!(lint.severity, robots::Severity::Warning);
        assert!(lint.message.contains("GPTBot"), "{}", lint.message);
        // Its fix: the new text, the line copied after the User-agent line.
        let fixed = render(Render::SignalFix, &[5], &[text.as_bytes()]);
        assert_eq!(
            text_of(fixed),
            "User-agent: *\nContent-Signal: ai-train=no\nAllow: /\n\nUser-agent: GPTBot\nContent-Signal: ai-train=no\nDisallow: /private/\n"
        );
        // Nothing to fix on another line, or in a fixed file.
        assert_eq!(
            text_of(render(Render::SignalFix, &[6], &[text.as_bytes()])),
            ""
        );
        let fixed = render(Render::SignalFix, &[5], &[b"User-agent: *\nAllow: /\n"]);
        assert_eq!(text_of(fixed), "");
        assert_eq!(
            render(Render::SignalFix, &[], &[text.as_bytes()]),
            Answer::Nothing
        );
    }
}
