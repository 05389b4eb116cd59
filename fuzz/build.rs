//! The English messages the page's model words its text with, as the root
//! crate's build script writes them (`../build.rs`): `en.ftl` (the page's)
//! and `en-worker.ftl` (keys starting `reader-`), comments and blank lines
//! dropped. The `inputs` target compiles `src/i18n` in, which includes them.
use std::{env, fs, path::Path};

fn main() {
    println!("cargo:rerun-if-changed=../i18n/en.ftl");
    let text = fs::read_to_string("../i18n/en.ftl").expect("../i18n/en.ftl");
    let (mut page, mut worker) = (String::new(), String::new());
    let mut to_worker = false;
    for line in text.lines() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        if !line.starts_with([' ', '\t']) {
            to_worker = line.starts_with("reader-");
        }
        let out = if to_worker { &mut worker } else { &mut page };
        out.push_str(line);
        out.push('\n');
    }
    let dir = env::var("OUT_DIR").expect("OUT_DIR");
    fs::write(Path::new(&dir).join("en.ftl"), page).expect("write en.ftl");
    fs::write(Path::new(&dir).join("en-worker.ftl"), worker).expect("write en-worker.ftl");
}
