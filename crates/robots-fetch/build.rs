//! The fetcher's messages in each language (its `tr!` calls in `src/`),
//! from the project's catalogues, as the engine's build script writes its
//! own: compiled in by `words::catalogue`.

use std::{fs, path::Path};

#[path = "../robots/build_catalogue.rs"]
mod catalogue;

fn main() {
    let mut code = String::new();
    for file in ["src/lib.rs", "src/words.rs"] {
        println!("cargo:rerun-if-changed={file}");
        code.push_str(&fs::read_to_string(file).expect("the fetcher's sources"));
    }
    catalogue::write(Path::new("../../i18n"), &catalogue::ids(&code));
}
