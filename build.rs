//! The English messages the wasm compiles in: see `src/i18n/english.rs`.

include!("src/i18n/english.rs");

fn main() {
    write_english(std::path::Path::new("."));
}
