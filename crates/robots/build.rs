//! The engine's messages in each language: the messages of the project's
//! catalogues (`i18n/<lang>.ftl`, the page's) whose ids the engine's code
//! uses (the `tr!` calls of `src/message.rs`), without the translators'
//! comments, written to `OUT_DIR/<lang>.ftl` and compiled in by
//! `message::Lang::catalogue`.

use std::{fs, path::Path};

#[path = "build_catalogue.rs"]
mod catalogue;

fn main() {
    let code = "src/message.rs";
    println!("cargo:rerun-if-changed={code}");
    let code = fs::read_to_string(code).expect("src/message.rs");
    catalogue::write(Path::new("../../i18n"), &catalogue::ids(&code));
}
