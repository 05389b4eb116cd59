//! docs/ARCHITECTURE.md is a map of the whole repository: every crate and
//! every layer of the page is named there with its one invariant. This test
//! fails when a crate or a layer is added without its place in the map.

use std::fs;
use std::path::Path;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The folders directly under `dir`, by name.
fn folders(dir: &str) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(root().join(dir))
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| e.path().is_dir())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// The blocks of the map: each heading with its text, and each top-level
/// bullet (`- …` up to the next one) on its own.
fn blocks(doc: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for line in doc.lines() {
        if line.starts_with('#') || line.starts_with("- ") || out.is_empty() {
            out.push(String::new());
        }
        let last = out.last_mut().unwrap();
        last.push_str(line);
        last.push('\n');
    }
    out
}

/// What the map lacks: each name must stand in a block (a heading's
/// section or a bullet) that states its invariant.
fn missing(doc: &str, names: &[String]) -> Vec<String> {
    let blocks = blocks(doc);
    names
        .iter()
        .filter(|name| {
            !blocks
                .iter()
                .any(|b| b.contains(name.as_str()) && b.contains("Invariant:"))
        })
        .cloned()
        .collect()
}

fn architecture() -> String {
    fs::read_to_string(root().join("docs/ARCHITECTURE.md")).unwrap()
}

/// Fails with the names the map lacks.
fn assert_mapped(names: Vec<String>, at_least: usize) {
    assert!(names.len() >= at_least, "{names:?}");
    let lacking = missing(&architecture(), &names);
    assert!(
        lacking.is_empty(),
        "docs/ARCHITECTURE.md does not map {lacking:?}"
    );
}

#[test]
fn every_crate_has_its_place_and_invariant_in_the_map() {
    let crates = folders("crates").into_iter().map(|c| format!("crates/{c}"));
    assert_mapped(crates.collect(), 6);
}

#[test]
fn every_layer_of_the_page_has_its_place_and_invariant_in_the_map() {
    let layers = folders("src").into_iter().map(|l| format!("`{l}/`"));
    assert_mapped(layers.collect(), 10);
}

#[test]
fn the_map_check_can_fail() {
    let doc = "## Code map\n\n### `crates/a` — one\n\n**Invariant:** holds.\n\n\
               ### `crates/b` — two\n\nNo rule stated.\n\n\
               - **`x/`** owns this. **Invariant:** one way.\n- **`y/`** owns that.\n";
    let names = |list: &[&str]| list.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    assert_eq!(
        missing(doc, &names(&["crates/a", "crates/b"])),
        ["crates/b"]
    );
    assert_eq!(
        missing(doc, &names(&["`x/`", "`y/`", "`z/`"])),
        ["`y/`", "`z/`"]
    );
}
