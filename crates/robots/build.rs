//! The engine's messages in each language: the messages of the project's
//! catalogues (`i18n/<lang>.ftl`, the page's) whose ids the engine's code
//! uses (the `tr!` calls of `src/message.rs`), without the translators'
//! comments, written to `OUT_DIR/<lang>.ftl` and compiled in by
//! `message::Lang::catalogue`.

use std::{env, fs, path::Path};

/// The ids of the `tr!("id", …)` calls in `source`.
fn ids(source: &str) -> Vec<&str> {
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

fn main() {
    let code = "src/message.rs";
    println!("cargo:rerun-if-changed={code}");
    let code = fs::read_to_string(code).expect("src/message.rs");
    let ids = ids(&code);
    let dir = env::var("OUT_DIR").expect("OUT_DIR");
    for lang in ["en", "hi", "nl", "ko"] {
        let source = Path::new("../../i18n").join(format!("{lang}.ftl"));
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
