//! A crate's messages in each language, for its build script: the messages
//! of the project's catalogues (`i18n/<lang>.ftl`, the page's) whose ids
//! the crate's code uses (its `tr!("id", …)` calls), without the
//! translators' comments, written to `OUT_DIR/<lang>.ftl`. The engine's
//! `build.rs` and the fetcher's (`crates/robots-fetch`) include this file.

use std::{env, fs, path::Path};

/// The ids of the `tr!("id", …)` calls in `source`.
pub fn ids(source: &str) -> Vec<&str> {
    source
        .match_indices("tr!(")
        .filter_map(|(at, call)| {
            let rest = source[at + call.len()..].trim_start().strip_prefix('"')?;
            let id = &rest[..rest.find('"')?];
            // Not the macro's own documentation (`tr!("id", …)`).
            id.contains('-').then_some(id)
        })
        .collect()
}

/// Writes `OUT_DIR/<lang>.ftl` for each language: the messages of
/// `i18n` (the catalogues' folder) whose ids are `ids`.
pub fn write(i18n: &Path, ids: &[&str]) {
    let dir = env::var("OUT_DIR").expect("OUT_DIR");
    for lang in ["en", "hi", "nl", "ko"] {
        let source = i18n.join(format!("{lang}.ftl"));
        println!("cargo:rerun-if-changed={}", source.display());
        let text = fs::read_to_string(&source).expect("the catalogue of i18n/");
        let mut out = String::new();
        let mut keep = false;
        for line in text.lines() {
            if line.starts_with('#') || line.trim().is_empty() {
                continue;
            }
            // A message's first line decides; its continuation lines follow it.
            if !line.starts_with([' ', '\t']) {
                let key = line.split('=').next().unwrap_or("").trim();
                keep = ids.contains(&key);
            }
            if keep {
                out.push_str(line);
                out.push('\n');
            }
        }
        fs::write(Path::new(&dir).join(format!("{lang}.ftl")), out).expect("write the catalogue");
    }
}
