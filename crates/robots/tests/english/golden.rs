//! The catalogue tests' common steps (the engine's, the fetcher's and the
//! command's English tests include this file by path).

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
