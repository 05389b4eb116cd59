//! The robots.txt tester's web app: a Leptos 0.8 client-side app that trunk
//! compiles to WebAssembly. The engine lives in `crates/robots`; this crate
//! holds the state ([`state`]), derives what to show ([`model`]) and renders
//! it, one module per panel.

use leptos::prelude::*;

pub mod agents;
pub mod diagnostics;
pub mod editor;
pub mod grid;
pub mod model;
pub mod presets;
pub mod state;
pub mod storage;
pub mod theme;
pub mod trace;
pub mod urls;

use state::{AppState, Snapshot};

/// The whole page, starting from the saved draft (or the worked example on
/// a first visit).
#[component]
pub fn App() -> impl IntoView {
    let snapshot = storage::load_draft().unwrap_or_else(Snapshot::example);
    view! { <Tester snapshot=snapshot /> }
}

/// The page for a given starting state.
#[component]
pub fn Tester(snapshot: Snapshot) -> impl IntoView {
    let state = AppState::new(snapshot);
    provide_context(state);
    storage::save_drafts(state);
    theme::follow_theme(state);

    view! {
        <div class="app">
            <header class="top">
                <div>
                    <h1>"robots.txt tester"</h1>
                    <p class="tagline">
                        "Checks URLs the way Google's crawlers read robots.txt. Runs in your browser: nothing is uploaded."
                    </p>
                </div>
                <theme::ThemeToggle />
            </header>
            <main class="layout">
                <editor::Editor />
                <div class="inputs">
                    <urls::Urls />
                    <agents::Agents />
                </div>
                <grid::Grid />
                <trace::Trace />
                <diagnostics::DiagnosticsPanel />
            </main>
            <footer class="bottom">
                <p>
                    "Matching follows Google's open-source robots.txt parser (RFC 9309 plus Google's leniencies); only the first 500 KiB of a file count. Crawler presets checked "
                    {presets::CHECKED} "."
                </p>
            </footer>
        </div>
    }
}
