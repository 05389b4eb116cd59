//! The robots.txt tester's web app: a Leptos 0.8 client-side app that trunk
//! compiles to WebAssembly. The engine lives in `crates/robots`.
//!
//! Layers, from the top (see docs/ARCHITECTURE.md; `tests/architecture.rs`
//! keeps them): this file boots the page and composes the features
//! ([`editor`], [`inputs`], [`results`], [`compare`], [`expectations`],
//! [`share`], [`shell`]; the Traffic view is in [`results`]), which never import each other; they share the
//! [`widgets`], render from [`state`] (signals, memos, commands) and call
//! its commands; [`model`] is pure data and rules; [`i18n`] holds the
//! messages; [`platform`] is the only code that talks to the browser.

// Natively (tests, the prerender) views are not erased to `AnyView` by the
// `erase_components` cfg, and the page's nested view types need more room.
#![recursion_limit = "256"]

use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;

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
pub mod widgets;
pub mod wire;
pub mod worker;

use i18n::tr;
use model::first_paint::Stage;
use model::links::Start;
use model::page_mode::Panel;
use model::permalink::LinkError;
use model::Snapshot;
use state::AppState;

thread_local! {
    /// What the page started from, and the owner of the mounted page: a
    /// new language re-renders the page from its state.
    static MOUNTED: std::cell::RefCell<Option<(Start, Owner)>> =
        const { std::cell::RefCell::new(None) };
    /// Whether the page being mounted may have scrolled its editor or grid
    /// (see [`show_page`]): not the example's first mount.
    static MAY_SCROLL: std::cell::Cell<bool> = const { std::cell::Cell::new(true) };
}

/// Boots the page: picks its language (see [`platform::language`]), loads
/// that language's messages if it is not English, and mounts the page.
pub fn boot() {
    state::links::read_start(start_in_language);
}

/// Mounts the page for `start` in its language, once that language's
/// messages are loaded.
fn start_in_language(start: Start) {
    let lang = platform::language::initial(start.mode.lang);
    if lang == i18n::Lang::En {
        // In a task of its own: the one that instantiated the wasm (and
        // finished compiling it) is long enough.
        platform::language::spawn_detached(async move {
            platform::time::sleep(0).await;
            mount(start);
        });
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
    // The old page goes first: its effects, listeners and timers (its owner
    // cleaned up), then its elements. (Cleaning up an owner, rather than
    // unmounting the view, keeps the views' unmount code out of the wasm.)
    let old = MOUNTED.with(|m| m.borrow_mut().take());
    MAY_SCROLL.with(|m| m.set(old.is_some() || start.snapshot != Snapshot::example()));
    if let Some((_, old)) = old {
        // Its tasks are dropped before they next run (`platform::spawn`).
        platform::new_page();
        old.cleanup();
        // Its elements stay until the new page's first screen replaces them,
        // inert: their handlers went with its state, so nothing can be
        // typed or clicked in them meanwhile.
        if let Ok(Some(el)) = document().query_selector("body > .app:not([data-prerendered])") {
            let _ = el.set_attribute("data-prerendered", "");
            let _ = el.set_attribute("inert", "");
        }
    }
    // Into a hidden host (first-paint.css), in pieces: see `Stage`, `show_page`.
    let doc = document();
    let (Ok(host), Some(body)) = (doc.create_element("div"), doc.body()) else {
        return;
    };
    let _ = host.set_attribute("data-starting", "");
    let _ = body.append_child(&host);
    let kept = start.clone();
    let owner = Owner::new();
    owner.with(|| {
        leptos::mount::mount_to(host.unchecked_into(), move || {
            view! { <Tester snapshot=start.snapshot.clone() start=start /> }
        })
        .forget()
    });
    MOUNTED.with(|m| *m.borrow_mut() = Some((kept, owner)));
}

/// `view` while `on` holds: one function (not generic) for every panel that
/// mounts in its own stage, so each adds no new code to the wasm.
fn gated(on: Memo<bool>, view: fn() -> AnyView) -> impl IntoView {
    crate::platform::dynamic(move || on.get().then(view))
}

/// Moves `stage` on by one in a new task, and so on to the end; when the
/// first screen is complete, shows it in place of what the page showed.
fn advance(stage: RwSignal<u8>) {
    set_timeout(
        move || {
            // The page may have been replaced (a new language) meanwhile.
            let Some(next) = stage.try_get_untracked().map(|s| s + 1) else {
                return;
            };
            // A part of the stage before still to mount in a task of its
            // own (`platform::time::next_task`) comes first.
            if platform::time::tasks_waiting() {
                advance(stage);
                return;
            }
            stage.set(next);
            if next == Stage::FIRST_SCREEN {
                show_page();
                request_animation_frame(move || advance(stage));
            } else if next < Stage::EVERYTHING {
                advance(stage);
            }
        },
        std::time::Duration::ZERO,
    );
}

/// Moves the page out of its hidden host into view, in place of what the
/// page showed (the build's prerendered copy, or the page in the language
/// before), in one task: no frame shows both, half a page or nothing, and
/// nothing moves (a moved element is new to the layout, not shifted).
fn show_page() {
    let doc = document();
    let (Ok(Some(host)), Some(body)) = (doc.query_selector("body > [data-starting]"), doc.body())
    else {
        return;
    };
    // Moving an element resets its scroll position: keep the editor's and
    // the grid's (restored before the next frame). Reading it lays out the
    // hidden page: only when they may have scrolled (not the example's
    // first mount, whose first lines and rows are what shows).
    let may_scroll = MAY_SCROLL.with(std::cell::Cell::get);
    let scrolled: Vec<(web_sys::Element, i32)> = ["#robots-input", ".grid-scroll"]
        .into_iter()
        .filter(|_| may_scroll)
        .filter_map(|s| host.query_selector(s).ok().flatten())
        .map(|el| {
            let top = el.scroll_top();
            (el, top)
        })
        .filter(|(_, top)| *top > 0)
        .collect();
    // The copy's editor goes into the page before the copy goes.
    platform::adopt::adopt_now();
    if let Some(app) = host.first_element_child() {
        let _ = body.insert_before(&app, Some(&host));
    }
    host.remove();
    while let Ok(Some(el)) = doc.query_selector("body > [data-prerendered]") {
        el.remove();
    }
    // The document's language and title with the page that shows them: a
    // new language's until its page replaces the old one.
    platform::language::apply_document();
    if !scrolled.is_empty() {
        request_animation_frame(move || {
            for (el, top) in scrolled {
                el.set_scroll_top(top);
            }
        });
    }
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
    if let Some(why) = start.kept {
        // Not shown, and not to be written over: the page says so.
        state.draft.set(model::DraftStatus::Kept(why));
    }
    provide_context(state);
    provide_context(mode);
    // What keeps the page's surroundings in step with its state (the draft,
    // the theme, the embed's host page), then the whole-list check, then
    // the other parsers (the checking worker's start): in the page, each in
    // a task after this one, which is long enough.
    let follows: [Box<dyn Fn()>; 3] = [
        Box::new(move || {
            // An embed shows the host's state: it neither reads nor saves
            // the draft.
            if !mode.embed {
                state::draft::save_drafts(state);
            }
            state::prefs::follow_theme(state);
            share::embed::apply(mode, state);
        }),
        Box::new(move || state::checking::follow(state)),
        Box::new(move || state::other_parsers::follow(state)),
    ];
    if platform::IN_BROWSER {
        let owner = Owner::current();
        platform::spawn(async move {
            let Some(owner) = owner else { return };
            for follow in follows {
                platform::time::sleep(0).await;
                owner.with(follow);
            }
        });
    } else {
        follows.iter().for_each(|follow| follow());
        // Natively (the build's prerender) effects do not run: check now.
        state.check_now();
    }
    state::links::follow_links(state, &start);
    // Which panels the page shows (an embed may choose, see `Panel`).
    let shown = move |p: Panel| mode.shows(p).unwrap_or(true);
    let inputs = [Panel::Urls, Panel::Crawlers].into_iter().any(shown);
    // The page mounts in pieces, one task each (see `Stage`): natively (the
    // build's prerender) the first screen at once.
    let stage = RwSignal::new(if platform::IN_BROWSER {
        Stage::STATE
    } else {
        Stage::FIRST_SCREEN
    });
    if platform::IN_BROWSER {
        advance(stage);
    }
    // Whether a panel is mounted: the page shows it and its stage came.
    let at = move |at: u8, shows: bool| Memo::new(move |_| shows && stage.get() >= at);
    let later = at(Stage::EVERYTHING, true);
    let body = at(Stage::HEADER, true);
    let diagnostics = Memo::new(move |_| {
        later.get()
            && match mode.shows(Panel::Diagnostics) {
                Some(on) => on,
                None => state.diagnostics.with(|d| d.total > 0),
            }
    });

    view! {
        <div class="app">
            <header class="top">
                {gated(
                    at(Stage::HEADER, true),
                    || {
                        view! {
                            <div>
                                <h1>{tr!("page-title")}</h1>
                                <p class="tagline">{tr!("tagline")}</p>
                                <expectations::FailingCount />
                            </div>
                        }
                            .into_any()
                    },
                )}
                {gated(
                    at(Stage::TOOLS, true),
                    || {
                        view! {
                            <share::ShareButton />
                            <shell::language::LanguageMenu remount=remount as fn(_, _) />
                            <shell::theme::ThemeToggle />
                        }
                            .into_any()
                    },
                )}
            </header>
            // The page's frame below the header in a stage of its own (its
            // first build is long enough); the footer in the next.
            {platform::dynamic(move || {
                body.get()
                    .then(|| {
                        view! {
                            {gated(later, || view! { <shell::update::UpdateBanner /> }.into_any())}
                            <share::LinkNotice />
                            <main class="layout">
                                <div class="editors">
                                    {gated(
                                        at(Stage::EDITOR, shown(Panel::Robots)),
                                        || {
                                            view! {
                                                <editor::Editor compare_toggle=|| view! { <compare::CompareToggle /> } />
                                            }
                                                .into_any()
                                        },
                                    )}
                                    {gated(
                                        at(Stage::EDITOR, shown(Panel::Before)),
                                        || view! { <compare::BeforePanel /> }.into_any(),
                                    )}
                                </div>
                                // From 1024 px wide (style/main.css, "workspace"): the editor's
                                // column beside these, in this order; narrower, the trace after
                                // the grid as before (CSS `order`).
                                {inputs
                                    .then(|| {
                                        view! {
                                            <div class="inputs">
                                                {gated(
                                                    at(Stage::URLS, shown(Panel::Urls)),
                                                    || view! { <inputs::urls::Urls /> }.into_any(),
                                                )}
                                                {gated(
                                                    at(Stage::CRAWLERS, shown(Panel::Crawlers)),
                                                    || view! { <inputs::crawlers::Crawlers /> }.into_any(),
                                                )}
                                                // Opens the strip to the full inputs (the style
                                                // sheet's `:has(:checked)`: no code).
                                                <label class="inputs-toggle">
                                                    <input type="checkbox" />
                                                    " "
                                                    {tr!("layout-inputs-more")}
                                                </label>
                                            </div>
                                        }
                                    })}
                                // The selected cell's answer with the grid it explains: in the
                                // workspace a box of its own, so that the answer stays in view
                                // (sticky) only while the grid does, never over the views below
                                // (style/main.css, "workspace"); elsewhere no box (`display:
                                // contents`).
                                <div class="answer">
                                    {gated(
                                        at(Stage::FIRST_SCREEN, shown(Panel::Trace) && shown(Panel::Results)),
                                        || view! { <results::trace::VerdictStrip /> }.into_any(),
                                    )}
                                    {gated(
                                        at(Stage::FIRST_SCREEN, shown(Panel::Trace)),
                                        || {
                                            view! {
                                                <results::trace::Trace
                                                    pin_bar=view! { <expectations::PinBar /> }
                                                    compare=view! { <compare::CompareTrace /> }
                                                />
                                            }
                                                .into_any()
                                        },
                                    )}
                                    {gated(
                                        at(Stage::RESULTS, shown(Panel::Results)),
                                        || view! { <results::sitemap::SitemapSummary /> <results::grid::Grid /> }.into_any(),
                                    )}
                                </div>
                                // The secondary views, below the grid: a section each, which
                                // a person can fold (an embed shows them as panels). A new
                                // view is one more entry: when it mounts, and what it shows.
                                <div class="views">
                                    {[
                                        (at(Stage::SITE, shown(Panel::Site)), site_view as fn() -> AnyView),
                                        (at(Stage::POLICY, !mode.embed), policy_view),
                                        (diagnostics, diagnostics_view),
                                        (at(Stage::EXPECTATIONS, true), expectations_view),
                                        (at(Stage::EVERYTHING, !mode.embed), traffic_view),
                                    ]
                                        .map(|(on, view)| gated(on, view))}
                                </div>
                            </main>
                        }
                            .into_any()
                    })
            })}
            {gated(at(Stage::TOOLS, true), footer_view)}
        </div>
    }
}

/// A secondary view: folded by a person, or (in an embed) a panel as is.
fn section(title: String, body: AnyView) -> AnyView {
    if use_context::<model::page_mode::PageMode>().is_some_and(|m| m.embed) {
        return body;
    }
    view! {
        <details class="view" open>
            <summary class="view-title">{title}</summary>
            {body}
        </details>
    }
    .into_any()
}

fn site_view() -> AnyView {
    section(
        tr!("site-heading"),
        view! { <inputs::site::SiteOptions /> }.into_any(),
    )
}

fn policy_view() -> AnyView {
    section(
        tr!("purpose-view-heading"),
        view! { <results::policy::PolicyPanel /> }.into_any(),
    )
}

fn diagnostics_view() -> AnyView {
    section(
        tr!("diag-heading"),
        view! { <editor::diagnostics::DiagnosticsPanel /> }.into_any(),
    )
}

/// Folded until opened: its code and the lists it reads wait for a person
/// to ask for them.
fn traffic_view() -> AnyView {
    view! { <results::traffic::TrafficPanel /> }.into_any()
}

fn footer_view() -> AnyView {
    view! {
        <footer class="bottom">
            <p>{tr!("footer", checked = robots::registry::CHECKED)}</p>
            <p class="keys-hint">{tr!("layout-keys")}</p>
        </footer>
    }
    .into_any()
}

fn expectations_view() -> AnyView {
    section(
        tr!("expect-heading"),
        view! { <expectations::ExpectationsPanel /> }.into_any(),
    )
}
