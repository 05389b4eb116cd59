//! Renders the page's first screen for the worked example to HTML, natively,
//! from the same components the browser runs (Leptos's `RenderHtml`, with
//! tachys' `ssr` feature, which only the native build enables). The build
//! puts it into `index.html` (`scripts/prerender.mjs`, a trunk post_build
//! hook), so the first paint needs no WebAssembly; the app replaces it when
//! it starts (`robots_tester::mount`). The markup rules are
//! `robots_tester::model::first_paint`.
//!
//!   cargo run --example prerender -- OUT_DIR
//!
//! writes to OUT_DIR:
//! - `page.html`: the page (no query, no fragment, no draft);
//! - `embed.html`: `?embed=1&readonly=1` of the example;
//! - `first-paint.css`: the copies' styles;
//! - `draft.txt`: the example's saved draft's length and FNV-1a hash, as
//!   `boot.js` computes them (it tells the example's draft from another).

use leptos::prelude::*;
use leptos::tachys::view::RenderHtml;
use robots_tester::model::first_paint::{fill_textarea, lean, style_sheet};
use robots_tester::model::links::Start;
use robots_tester::model::page_mode::PageMode;
use robots_tester::model::Snapshot;
use robots_tester::Tester;

/// Drops every task: effects do not run here (they do in the browser); the
/// markup is the page's first state.
struct NoTasks;

impl any_spawner::CustomExecutor for NoTasks {
    fn spawn(&self, _: any_spawner::PinnedFuture<()>) {}
    fn spawn_local(&self, _: any_spawner::PinnedLocalFuture<()>) {}
    fn poll_local(&self) {}
}

/// The page `query` (e.g. `embed=1&readonly=1`) starts as, for the worked
/// example, as HTML (before `lean`).
pub fn render(query: &str) -> String {
    // Fails only if an executor is set already, which is as good.
    let _ = any_spawner::Executor::init_custom_executor(NoTasks);
    let start = Start::resolve(PageMode::from_query(query), Ok(None), || Ok(None));
    let snapshot = start.snapshot.clone();
    let owner = Owner::new();
    let html = owner.with(|| {
        let snapshot = snapshot.clone();
        view! { <Tester snapshot=snapshot start=start /> }.to_html()
    });
    owner.cleanup();
    let html = fill_textarea(&html, "robots-input", &snapshot.robots);
    fill_textarea(&html, "urls-input", &snapshot.urls)
}

/// FNV-1a over the draft's chars (each a byte), with its length: what
/// `boot.js` computes of a saved draft.
fn fingerprint(draft: &str) -> String {
    let hash = draft.chars().fold(0x811c_9dc5_u32, |h, c| {
        (h ^ c as u32).wrapping_mul(0x0100_0193)
    });
    format!("{}.{hash}", draft.chars().count())
}

fn main() {
    let out = std::env::args().nth(1).expect("usage: prerender OUT_DIR");
    let out = std::path::Path::new(&out);
    std::fs::create_dir_all(out).expect("create OUT_DIR");
    let mut styles = Vec::new();
    for (file, query, variant) in [
        ("page.html", "", "page"),
        ("embed.html", "embed=1&readonly=1", "embed"),
    ] {
        let html = lean(&render(query), variant, &mut styles);
        std::fs::write(out.join(file), html).expect("write the markup");
    }
    std::fs::write(out.join("first-paint.css"), style_sheet(&styles)).expect("write the styles");
    let draft = fingerprint(&Snapshot::example().to_draft());
    std::fs::write(out.join("draft.txt"), draft).expect("write the draft's hash");
}
