//! The English messages the page's model words its text with, written as
//! the root crate's build script writes them (`src/i18n/english.rs`): the
//! `inputs` target compiles `src/i18n` in, which includes them.

include!("../src/i18n/english.rs");

fn main() {
    write_english(std::path::Path::new(".."));
}
