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
pub mod i18n;
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

thread_local! {
    /// What the page started from, and the owner of the mounted page: a
    /// new language re-renders the page from its state.
    static MOUNTED: std::cell::RefCell<Option<(share::Start, Owner)>> =
        const { std::cell::RefCell::new(None) };
}

/// Starts the page: picks its language (see [`i18n::page`]), loads that
/// language's messages if it is not English, and mounts the page.
#[cfg(target_arch = "wasm32")]
pub fn start() {
    let start = share::Start::read();
    let lang = i18n::page::initial(start.mode.lang);
    if lang == i18n::Lang::En {
        mount(start);
        return;
    }
    // Not `leptos::task::spawn_local`: Leptos sets up its executor when it
    // first mounts, and spawning before that panics.
    wasm_bindgen_futures::spawn_local(async move {
        // A language whose file cannot be fetched falls back to English.
        if !i18n::page::load(lang).await {
            i18n::set(i18n::Lang::En, None);
        }
        mount(start);
    });
}

/// Mounts the page for `start`, replacing the page mounted before.
pub fn mount(start: share::Start) {
    if !cfg!(target_arch = "wasm32") {
        return;
    }
    i18n::page::apply_document();
    // The old page goes first: its effects, listeners and timers (its owner
    // cleaned up), then its elements. (Cleaning up an owner, rather than
    // unmounting the view, keeps the views' unmount code out of the wasm.)
    if let Some((_, old)) = MOUNTED.with(|m| m.borrow_mut().take()) {
        old.cleanup();
        if let Ok(Some(el)) = document().query_selector("body > .app") {
            el.remove();
        }
    }
    let kept = start.clone();
    let owner = Owner::new();
    owner.with(|| {
        leptos::mount::mount_to_body(move || {
            view! { <Tester snapshot=start.snapshot.clone() start=start /> }
        })
    });
    MOUNTED.with(|m| *m.borrow_mut() = Some((kept, owner)));
}

/// Renders the page again (in a newly chosen language) from `snapshot`, the
/// state it had, with the link error it showed.
pub fn remount(snapshot: Snapshot, error: Option<permalink::LinkError>) {
    let start = MOUNTED.with(|m| m.borrow().as_ref().map(|m| m.0.clone()));
    if let Some(start) = start {
        mount(share::Start {
            snapshot,
            error,
            ..start
        });
    }
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
                    <h1>{tr!("page-title")}</h1>
                    <p class="tagline">{tr!("tagline")}</p>
                    <expectations::panel::FailingCount />
                </div>
                <share::ShareButton />
                <i18n::page::LanguageMenu />
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
                <p>{tr!("footer", checked = presets::CHECKED)}</p>
            </footer>
        </div>
    }
}
