//! Writes the English messages the wasm compiles in (`src/i18n/mod.rs`)
//! without the translators' comments and blank lines: the same messages,
//! some 9 KB less to download. They go in two files: `en.ftl`, the page's,
//! and `en-worker.ftl`, the messages only the checking worker words (keys
//! starting `reader-`: how the other parsers read a check; `policy-`,
//! `usage-` and `intent-`: the "Crawlers by purpose" view, the trace's
//! usage preferences and the one-click intents; the AI-use lints that the
//! worker computes, `diag-group-replaces-star…`, `diag-usage-no-effect`,
//! `diag-usage-unparsed…`), which stay out of the page's wasm.
use std::{env, fs, path::Path};

fn main() {
    println!("cargo:rerun-if-changed=i18n/en.ftl");
    let text = fs::read_to_string("i18n/en.ftl").expect("i18n/en.ftl");
    let (mut page, mut worker) = (String::new(), String::new());
    let mut to_worker = false;
    for line in text.lines() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        // A message's first line decides; its continuation lines follow it.
        if !line.starts_with([' ', '\t']) {
            to_worker = [
                "reader-",
                "policy-",
                "usage-",
                "intent-",
                "diag-group-replaces-star",
                "diag-usage-no-effect",
                "diag-usage-unparsed",
            ]
            .iter()
            .any(|p| line.starts_with(p));
        }
        let out = if to_worker { &mut worker } else { &mut page };
        out.push_str(line);
        out.push('\n');
    }
    let dir = env::var("OUT_DIR").expect("OUT_DIR");
    fs::write(Path::new(&dir).join("en.ftl"), page).expect("write en.ftl");
    fs::write(Path::new(&dir).join("en-worker.ftl"), worker).expect("write en-worker.ftl");
}
