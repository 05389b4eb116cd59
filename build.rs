//! Writes the English messages the wasm compiles in (`src/i18n/mod.rs`,
//! `EN`) without the translators' comments and blank lines: the same
//! messages, some 9 KB less to download.
use std::{env, fs, path::Path};

fn main() {
    println!("cargo:rerun-if-changed=i18n/en.ftl");
    let text = fs::read_to_string("i18n/en.ftl").expect("i18n/en.ftl");
    let mut out = String::with_capacity(text.len());
    for line in text.lines() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        out.push_str(line);
        out.push('\n');
    }
    let dest = Path::new(&env::var("OUT_DIR").expect("OUT_DIR")).join("en.ftl");
    fs::write(dest, out).expect("write en.ftl");
}
