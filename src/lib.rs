//! The robots.txt tester's web app: a Leptos 0.8 client-side app that trunk
//! compiles to WebAssembly. The engine lives in `crates/robots`.
//!
//! Layers, from the top (see docs/ARCHITECTURE.md; `tests/architecture.rs`
//! keeps them): this file boots the page and composes the features
//! ([`editor`], [`inputs`], [`results`], [`compare`], [`expectations`],
//! [`share`], [`shell`]), which never import each other; they render from
//! [`state`] (signals, memos, commands) and call its commands; [`model`] is
//! pure data and rules; [`i18n`] holds the messages; [`platform`] is the
//! only code that talks to the browser.

use leptos::prelude::*;

pub mod compare;
pub mod editor;
pub mod expectations;
pub mod i18n;
pub mod inputs;
pub mod model;
pub mod platform;
pub mod results;
pub mod share;
pub mod shell;
pub mod state;

use model::links::Start;
use model::page_mode::Panel;
use model::permalink::LinkError;
use model::Snapshot;
use state::AppState;

/// The whole page, starting from a permalink in the fragment, else the
/// saved draft (or the worked example on a first visit); `?embed=1` and
/// friends select the embed mode (see [`model::links::Start`],
/// [`model::page_mode`]).
#[component]
pub fn App() -> impl IntoView {
    let start = state::links::read_start();
    view! { <Tester snapshot=start.snapshot.clone() start=start /> }
}

thread_local! {
    /// What the page started from, and the owner of the mounted page: a
    /// new language re-renders the page from its state.
    static MOUNTED: std::cell::RefCell<Option<(Start, Owner)>> =
        const { std::cell::RefCell::new(None) };
}

/// Boots the page: picks its language (see [`platform::language`]), loads
/// that language's messages if it is not English, and mounts the page.
pub fn boot() {
    let start = state::links::read_start();
    let lang = platform::language::initial(start.mode.lang);
    if lang == i18n::Lang::En {
        mount(start);
        return;
    }
    platform::language::spawn_detached(async move {
        // A language whose file cannot be fetched falls back to English.
        if !platform::language::load(lang).await {
            i18n::set(i18n::Lang::En, None);
        }
        mount(start);
    });
}

/// Mounts the page for `start`, replacing the page mounted before.
pub fn mount(start: Start) {
    if !platform::IN_BROWSER {
        return;
    }
    platform::language::apply_document();
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
pub fn remount(snapshot: Snapshot, error: Option<LinkError>) {
    let start = MOUNTED.with(|m| m.borrow().as_ref().map(|m| m.0.clone()));
    if let Some(start) = start {
        mount(Start {
            snapshot,
            error,
            ..start
        });
    }
}

/// The page for a given starting state. `start` says where it came from
/// (default: a normal page, no permalink).
#[component]
pub fn Tester(snapshot: Snapshot, #[prop(optional)] start: Option<Start>) -> impl IntoView {
    let start = start.unwrap_or_default();
    let mode = start.mode;
    let state = AppState::new(snapshot);
    provide_context(state);
    provide_context(mode);
    // An embed shows the host's state: it neither reads nor saves the draft.
    if !mode.embed {
        state::draft::save_drafts(state);
    }
    state::checking::follow(state);
    state::readers::follow(state);
    state::prefs::follow_theme(state);
    share::embed::apply(mode, state);
    state::links::follow_links(state, &start);
    // Which panels the page shows (an embed may choose, see `Panel`).
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
                    <expectations::FailingCount />
                </div>
                <share::ShareButton />
                <shell::language::LanguageMenu remount=remount as fn(_, _) />
                <shell::theme::ThemeToggle />
            </header>
            <shell::update::UpdateBanner />
            <share::LinkNotice />
            <main class="layout">
                <div class="editors">
                    {shown(Panel::Robots)
                        .then(|| {
                            view! {
                                <editor::Editor compare_toggle=|| view! { <compare::CompareToggle /> } />
                            }
                        })}
                    {shown(Panel::Before).then(|| view! { <compare::BeforePanel /> })}
                </div>
                {inputs.then(|| {
                    view! {
                        <div class="inputs">
                            {shown(Panel::Urls).then(|| view! { <inputs::urls::Urls /> })}
                            {shown(Panel::Crawlers).then(|| view! { <inputs::crawlers::Crawlers /> })}
                            {shown(Panel::Site).then(|| view! { <inputs::site::SiteOptions /> })}
                        </div>
                    }
                })}
                {shown(Panel::Results).then(|| view! { <results::grid::Grid /> })}
                {shown(Panel::Trace)
                    .then(|| {
                        view! {
                            <results::trace::Trace
                                pin_bar=view! { <expectations::PinBar /> }
                                compare=view! { <compare::CompareTrace /> }
                            />
                        }
                    })}
                {move || diagnostics().then(|| view! { <editor::diagnostics::DiagnosticsPanel /> })}
                <expectations::ExpectationsPanel />
            </main>
            <footer class="bottom">
                <p>{tr!("footer", checked = model::crawlers::CHECKED)}</p>
            </footer>
        </div>
    }
}
