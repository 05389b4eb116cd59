//! The robots.txt tester's web app: a Leptos 0.8 client-side app that trunk
//! compiles to WebAssembly. The engine lives in `crates/robots`; this crate
//! holds the state ([`state`]), derives what to show ([`model`]) and renders
//! it, one module per panel.

use leptos::prelude::*;

pub mod agents;
pub mod bulk;
pub mod compare;
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

use embed::Panel;
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
    // Which panels the page shows (an embed may choose, see `embed::Panel`).
    let shown = move |p: Panel| mode.shows(p).unwrap_or(true);
    let inputs = [Panel::Urls, Panel::Crawlers, Panel::Site]
        .into_iter()
        .any(shown);
    let diagnostics = move || match mode.shows(Panel::Diagnostics) {
        Some(on) => on,
        None => state.diagnostics.with(|d| d.total > 0),
    };

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
                <div class="editors">
                    {shown(Panel::Robots).then(|| view! { <editor::Editor /> })}
                    {shown(Panel::Before).then(|| view! { <compare::view::BeforePanel /> })}
                </div>
                {inputs.then(|| {
                    view! {
                        <div class="inputs">
                            {shown(Panel::Urls).then(|| view! { <urls::Urls /> })}
                            {shown(Panel::Crawlers).then(|| view! { <agents::Agents /> })}
                            {shown(Panel::Site).then(|| view! { <site::SiteOptions /> })}
                        </div>
                    }
                })}
                {shown(Panel::Results).then(|| view! { <grid::Grid /> })}
                {shown(Panel::Trace).then(|| view! { <trace::Trace /> })}
                {move || diagnostics().then(|| view! { <diagnostics::DiagnosticsPanel /> })}
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
