//! The robots.txt tester's web app: a Leptos 0.8 client-side app that trunk
//! compiles to WebAssembly. The engine lives in `crates/robots`; this crate
//! holds the state ([`state`]), derives what to show ([`model`]) and renders
//! it, one module per panel.

use leptos::prelude::*;

pub mod agents;
pub mod bulk;
pub mod diagnostics;
pub mod editor;
pub mod embed;
pub mod expectations;
pub mod files;
pub mod grid;
pub mod model;
pub mod permalink;
pub mod presets;
pub mod share;
pub mod site;
pub mod state;
pub mod storage;
pub mod sw_update;
pub mod theme;
pub mod trace;
pub mod urls;

use state::{AppState, Snapshot};

/// The whole page, starting from a permalink in the fragment, else the
/// saved draft (or the worked example on a first visit); `?embed=1` and
/// friends select the embed mode (see [`share::Start`], [`embed`]).
#[component]
pub fn App() -> impl IntoView {
    let start = share::Start::read();
    view! { <Tester snapshot=start.snapshot.clone() start=start /> }
}

/// The page for a given starting state. `start` says where it came from
/// (default: a normal page, no permalink).
#[component]
pub fn Tester(snapshot: Snapshot, #[prop(optional)] start: Option<share::Start>) -> impl IntoView {
    let start = start.unwrap_or_default();
    let mode = start.mode;
    let state = AppState::new(snapshot);
    provide_context(state);
    provide_context(mode);
    // An embed shows the host's state: it neither reads nor saves the draft.
    if !mode.embed {
        storage::save_drafts(state);
    }
    theme::follow_theme(state);
    embed::apply(mode, state);
    share::follow_links(state, &start);

    view! {
        <div class="app">
            <header class="top">
                <div>
                    <h1>"robots.txt tester"</h1>
                    <p class="tagline">
                        "Checks URLs the way Google's crawlers read robots.txt. Runs in your browser: nothing is uploaded."
                    </p>
                    <expectations::panel::FailingCount />
                </div>
                <share::ShareButton />
                <theme::ThemeToggle />
            </header>
            <sw_update::UpdateBanner />
            <share::LinkNotice />
            <main class="layout">
                <editor::Editor />
                <div class="inputs">
                    <urls::Urls />
                    <agents::Agents />
                    <site::SiteOptions />
                </div>
                <grid::Grid />
                <trace::Trace />
                <diagnostics::DiagnosticsPanel />
                <expectations::panel::ExpectationsPanel />
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
