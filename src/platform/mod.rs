//! The browser edge: the only code that talks to the browser's APIs
//! (local storage, files, downloads, compression streams, the clipboard,
//! the address bar, timers, messages to a host page). Each function has a
//! native twin that does nothing (or says there is no browser), so callers
//! never see a `cfg`. It uses nothing of `state` or the features.

pub mod adopt;
pub mod clipboard;
pub mod compress;
pub mod download;
pub mod editing;
pub mod embed;
pub mod files;
pub mod language;
pub mod location;
pub mod part;
pub mod storage;
pub mod stream;
pub mod theme;
pub mod time;
pub mod worker;

// The allocator of both wasm binaries (the page and the checking worker):
// talc, where the standard library would bring dlmalloc (the size rule,
// docs/ARCHITECTURE.md; figures in docs/performance.md).
#[cfg(all(target_arch = "wasm32", not(target_feature = "atomics")))]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

/// Whether the page runs in a browser (false in native tests).
pub const IN_BROWSER: bool = cfg!(target_arch = "wasm32");

/// The element an event happened in or under that matches `selector`
/// (the nearest, the target itself included), if any: one listener on a
/// container serves all its buttons.
pub fn closest(ev: &web_sys::Event, selector: &str) -> Option<web_sys::Element> {
    use leptos::wasm_bindgen::JsCast;
    ev.target()?
        .dyn_into::<web_sys::Element>()
        .ok()?
        .closest(selector)
        .ok()
        .flatten()
}

// Outside the reactive graph: which page is mounted, for the tasks it
// started (see [`spawn`]).
thread_local! {
    /// Counts the pages mounted: a new language mounts a new page.
    static PAGE: std::cell::Cell<u32> = const { std::cell::Cell::new(0) };
}

/// A new page is mounted (a new language): the tasks the page before
/// started are dropped before they next run ([`spawn`]).
pub fn new_page() {
    PAGE.with(|p| p.set(p.get().wrapping_add(1)));
}

/// Runs `task` on the page's executor ([`leptos::task::spawn_local`]),
/// boxed: one future type reaches the executor, so its task code is in the
/// wasm once, not once per caller. The task belongs to the page mounted
/// now: once another page replaces it, the task is dropped instead of
/// resumed (what it would read and write went with the page before, and
/// reading a disposed signal panics).
pub fn spawn(task: impl std::future::Future<Output = ()> + 'static) {
    spawn_boxed(Box::pin(task));
}

#[inline(never)]
fn spawn_boxed(task: std::pin::Pin<Box<dyn std::future::Future<Output = ()>>>) {
    // Boxed again: the executor's code for a boxed future is there already.
    let task: std::pin::Pin<Box<dyn std::future::Future<Output = ()>>> = Box::pin(OfPage {
        page: PAGE.with(std::cell::Cell::get),
        task,
    });
    leptos::task::spawn_local(task);
}

/// A task of one page (see [`spawn`]).
struct OfPage {
    page: u32,
    task: std::pin::Pin<Box<dyn std::future::Future<Output = ()>>>,
}

impl std::future::Future for OfPage {
    type Output = ();
    fn poll(
        mut self: std::pin::Pin<&mut Self>,
        cx: &mut std::task::Context<'_>,
    ) -> std::task::Poll<()> {
        if PAGE.with(std::cell::Cell::get) != self.page {
            return std::task::Poll::Ready(());
        }
        self.task.as_mut().poll(cx)
    }
}

/// Runs `f` after the current render and again whenever a signal it read
/// changes, until the current owner is cleaned up: `Effect::new` with one
/// closure type for every effect of the app (the size rule,
/// docs/ARCHITECTURE.md).
pub fn effect(f: impl FnMut() + 'static) {
    effect_boxed(Box::new(f));
}

#[inline(never)]
fn effect_boxed(mut f: Box<dyn FnMut()>) {
    leptos::prelude::Effect::new(move |_| f());
}

/// A part of a view that follows signals (`{dynamic(move || …)}`): the
/// closure boxed and its view erased to [`AnyView`](leptos::prelude::AnyView),
/// so every such part of the page shares one render-effect type (the size
/// rule, docs/ARCHITECTURE.md).
pub fn dynamic<V: leptos::prelude::IntoView + 'static>(
    mut f: impl FnMut() -> V + Send + 'static,
) -> Dynamic {
    Box::new(move || leptos::prelude::IntoAny::into_any(f()))
}

/// What [`dynamic`] returns.
pub type Dynamic = Box<dyn FnMut() -> leptos::prelude::AnyView + Send>;

/// A keyed list (leptos' `For`) whose items are their own keys: `each`
/// lists them (following the signals it reads), `row` makes an item's view,
/// kept while the item stays in the list. Every list of the page has the
/// one item type [`Key`] (a number and up to two texts), its closures boxed
/// and its rows' views erased: one keyed list for the page (the size rule,
/// docs/ARCHITECTURE.md).
pub fn keyed(
    each: impl Fn() -> Vec<Key> + Send + 'static,
    row: impl Fn(Key) -> leptos::prelude::AnyView + Send + Sync + 'static,
) -> leptos::prelude::AnyView {
    keyed_boxed(Box::new(each), std::sync::Arc::new(row))
}

/// The item (and key) of a [`keyed`] list: a number (a line, a row, a
/// column, a position) and the texts that tell items apart beside it.
pub type Key = (u32, String, String);

/// Items of a [`keyed`] list that are numbers alone.
pub fn numbered(numbers: impl IntoIterator<Item = u32>) -> Vec<Key> {
    numbers
        .into_iter()
        .map(|n| (n, String::new(), String::new()))
        .collect()
}

#[inline(never)]
fn keyed_boxed(
    each: Box<dyn Fn() -> Vec<Key> + Send>,
    row: std::sync::Arc<dyn Fn(Key) -> leptos::prelude::AnyView + Send + Sync>,
) -> leptos::prelude::AnyView {
    use leptos::prelude::{For, ForProps, IntoAny};
    For(ForProps {
        each: move || each(),
        key: Key::clone,
        children: move |k| row(k),
    })
    .into_any()
}

/// The query that names the page's build (`?build=<hash>`, from the
/// `<meta name="robots-tester-build">` the build writes into index.html),
/// for the files the page loads later: the service worker answers them
/// from that build's files, so a tab never mixes two builds (`public/sw.js`).
/// Empty where there is none (outside a browser, or a build without it).
pub fn build_query() -> String {
    if !IN_BROWSER {
        return String::new();
    }
    let build = leptos::prelude::document()
        .query_selector("meta[name=robots-tester-build]")
        .ok()
        .flatten()
        .and_then(|m| m.get_attribute("content"))
        .filter(|b| !b.is_empty() && b.bytes().all(|c| c.is_ascii_alphanumeric() || c == b'-'));
    build.map_or_else(String::new, |b| format!("?build={b}"))
}
