//! The catalogue tests' common steps (the engine's, the fetcher's and the
//! command's English tests include this file by path).

use robots::message::Message;

/// A case: its label, its message, and that message's English.
pub type Case = (String, Message, String);

/// Checks the cases' English against `golden` (as [`check`] does).
pub fn check_cases(cases: Vec<Case>, golden: &str) {
    let said: Vec<(String, String)> = cases.into_iter().map(|(l, _, t)| (l, t)).collect();
    check(&said, golden);
}

/// The ids of the `tr!` calls in `sources`, more than `least` of them;
/// asserts that a case of `cases` says each one but those of `inside`
/// (said only inside other messages).
pub fn ids_said_by(sources: &[&str], least: usize, inside: &[&str], cases: &[Case]) -> Vec<String> {
    let ids = ids(&sources.concat());
    assert!(ids.len() > least, "{ids:?}");
    for id in ids.iter().filter(|id| !inside.contains(&id.as_str())) {
        assert!(cases.iter().any(|c| c.1.id == id), "no case says {id}");
    }
    ids
}

/// Checks `cases`' English (label, text) against `golden`'s lines, one
/// `label\ttext` a line; prints them with `ROBOTS_PRINT_ENGLISH` set.
pub fn check(cases: &[(String, String)], golden: &str) {
    let got: String = cases
        .iter()
        .map(|(label, text)| format!("{label}\t{text}\n"))
        .collect();
    if std::env::var_os("ROBOTS_PRINT_ENGLISH").is_some() {
        print!("{got}");
    }
    for (i, (want, have)) in golden.lines().zip(got.lines()).enumerate() {
        assert_eq!(have, want, "case {}", i + 1);
    }
    assert_eq!(got.lines().count(), golden.lines().count());
}

/// The ids of the `tr!("id", …)` calls in `src`.
pub fn ids(src: &str) -> Vec<String> {
    src.match_indices("tr!(")
        .filter_map(|(at, m)| {
            let rest = src[at + m.len()..].trim_start().strip_prefix('"')?;
            let id = &rest[..rest.find('"')?];
            // Not the macro's own documentation (`tr!("id", …)`).
            id.contains('-').then(|| id.to_string())
        })
        .collect()
}
