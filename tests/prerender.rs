//! The build's prerender of the first screen (`examples/prerender.rs`): the
//! worked example's verdicts, its deciding line and its text are in the
//! HTML, rendered natively from the same components as the page.
#![cfg(not(target_arch = "wasm32"))]

#[path = "../examples/prerender.rs"]
#[allow(dead_code)]
mod example;

use example::lean;
use robots_tester::model::Snapshot;

/// The markup `index.html` carries for `query`.
fn prerender(query: &str) -> String {
    lean(&example::render(query), "page", &mut Vec::new())
}

fn count(html: &str, needle: &str) -> usize {
    html.matches(needle).count()
}

#[test]
fn the_page_holds_the_examples_first_screen() {
    let html = prerender("");
    let example = Snapshot::example();
    let urls = example.urls.lines().count();
    let cells = urls * example.agents.len();
    assert_eq!(count(&html, "class=\"app\""), 1, "one page");
    assert_eq!(
        count(&html, "data-testid=\"result-cell\""),
        cells,
        "every cell of the grid"
    );
    assert_eq!(
        count(&html, "data-verdict=\"allowed\"") + count(&html, "data-verdict=\"disallowed\""),
        cells,
        "every cell has its verdict"
    );
    assert!(count(&html, "data-verdict=\"disallowed\"") > 0);
    assert_eq!(
        count(&html, "data-testid=\"decisive-line\""),
        1,
        "the deciding line"
    );
    assert!(html.contains("data-testid=\"trace\""), "the trace");
    // The editor and the URL box hold their text (escaped).
    let first = example.robots.lines().find(|l| !l.is_empty()).unwrap();
    assert!(html.contains(first), "the file's first line: {first}");
    assert!(html.contains("https://www.example.com/nogooglebot/page.html</"));
    assert!(
        !html.contains(" style="),
        "no inline styles (the CSP forbids them)"
    );
    assert!(!html.contains("<!"), "no hydration comments");
    assert!(
        !html.contains("data-testid=\"robots-input\""),
        "no hook of the running app"
    );
}

#[test]
fn the_read_only_embed_leaves_out_what_it_cannot_use() {
    let page = prerender("");
    let embed = prerender("embed=1&readonly=1");
    assert!(embed.contains("data-testid=\"result-cell\""));
    assert!(embed.contains("readonly"), "the editor is read-only");
    assert!(embed.len() < page.len(), "smaller than the page");
}
