// Writes the English messages the wasm compiles in (`mod.rs`) without the
// translators' comments and blank lines: the same messages, some 9 KB less
// to download. Included by the build scripts (`build.rs`, and
// `fuzz/build.rs`, whose target compiles `src/i18n` in); not a module of
// the app. They go in two files: `en.ftl`, the page's, and
// `en-worker.ftl`, the messages only the checking worker words
// ([`WORKER_KEYS`]), which stay out of the page's wasm; the messages only
// the engine words ([`ENGINE_KEYS`]) are in neither.

include!("worker_keys.rs");

/// Reads `<root>/i18n/en.ftl` and writes `en.ftl` and `en-worker.ftl` into
/// the build's `OUT_DIR`.
fn write_english(root: &std::path::Path) {
    use std::{env, fs, path::Path};
    let source = root.join("i18n/en.ftl");
    println!("cargo:rerun-if-changed={}", source.display());
    println!(
        "cargo:rerun-if-changed={}",
        root.join("src/i18n/english.rs").display()
    );
    println!(
        "cargo:rerun-if-changed={}",
        root.join("src/i18n/worker_keys.rs").display()
    );
    let text = fs::read_to_string(&source).expect("i18n/en.ftl");
    let (mut page, mut worker) = (String::new(), String::new());
    let (mut to_worker, mut engine_only) = (false, false);
    for line in text.lines() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        // A message's first line (its identifier first) decides; its
        // continuation lines follow it, a selector's closing `}` too.
        if line.starts_with(|c: char| c.is_ascii_alphabetic() || c == '-') {
            to_worker = WORKER_KEYS.iter().any(|p| line.starts_with(p));
            engine_only = ENGINE_KEYS.iter().any(|p| line.starts_with(p));
        }
        if engine_only {
            continue;
        }
        let out = if to_worker { &mut worker } else { &mut page };
        out.push_str(line);
        out.push('\n');
    }
    let dir = env::var("OUT_DIR").expect("OUT_DIR");
    fs::write(Path::new(&dir).join("en.ftl"), page).expect("write en.ftl");
    fs::write(Path::new(&dir).join("en-worker.ftl"), worker).expect("write en-worker.ftl");
}
