//! The engine's English, case by case: every message id the engine says
//! (verdicts' reasons, diagnostics, URL and agent errors, expectation-file
//! problems, the other readers' differences) rendered from `i18n/en.ftl`,
//! against `english/golden.txt`: what the engine printed before its
//! sentences moved to the catalogue, byte for byte.

use robots::message::{self, Lang};
use robots::Diagnostic;

#[path = "english/cases.rs"]
mod cases;
#[path = "english/golden.rs"]
mod golden;
use cases::cases;

#[test]
fn the_english_is_what_the_engine_said_before() {
    golden::check_cases(cases(), include_str!("english/golden.txt"));
}

/// Every id the engine's messages use (its `tr!` calls), each said by a
/// case but `size-bytes`, said inside the reasons that give a rule's size.
fn engine_ids() -> Vec<String> {
    let src = include_str!("../src/message.rs");
    golden::ids_said_by(&[src], 80, &["size-bytes"], &cases())
}

#[test]
fn every_message_id_of_the_engine_has_a_case() {
    engine_ids();
}

#[test]
fn every_id_is_in_every_languages_catalogue_and_worded_there() {
    let robots = robots::RobotsTxt::parse(b"User-agent: *\nDisallow: /*.htm\nAllow: /page\n");
    let v = robots.check_raw(&["Googlebot"], "/page.htm");
    for lang in Lang::ALL {
        for id in engine_ids() {
            assert!(lang.catalogue().get(&id).is_some(), "{}: {id}", lang.code());
        }
        if lang != Lang::En {
            assert_ne!(v.sentence_in(lang), v.sentence(), "{}", lang.code());
        }
    }
    // Numbers: the language's way in Dutch, plain digits in the engine's English.
    let d = Diagnostic::PastSizeLimit {
        limit: 512_000,
        total: 600_000,
    };
    let nl = message::diagnostic(&d).render(Lang::Nl);
    assert!(nl.contains("512.000") && nl.contains("600.000"), "{nl}");
    assert!(d.to_string().contains("first 512000 bytes"));
}
