//! Time: a clock for time slices, and waiting between frames.

/// Milliseconds since the epoch (0 outside a browser).
pub fn now_ms() -> f64 {
    #[cfg(target_arch = "wasm32")]
    return js_sys::Date::now();
    #[cfg(not(target_arch = "wasm32"))]
    0.0
}

/// Waits `ms` milliseconds (at once outside a browser, which has no timers).
pub async fn sleep(ms: u32) {
    #[cfg(target_arch = "wasm32")]
    gloo_timers::future::TimeoutFuture::new(ms).await;
    #[cfg(not(target_arch = "wasm32"))]
    let _ = ms;
}

// Outside the reactive graph: a count the scheduling of mounts reads, not
// anything shown.
thread_local! {
    /// How many views of [`next_task`] are still to mount.
    static WAITING: std::cell::Cell<u32> = const { std::cell::Cell::new(0) };
}

/// `view`, mounted in a task of its own after the current one (at once
/// outside a browser): a long mount split in two, so that neither task is
/// long. Boxed: one closure type for every caller, so its code is in the
/// wasm once.
pub fn next_task(
    view: impl Fn() -> leptos::prelude::AnyView + Send + 'static,
) -> leptos::prelude::AnyView {
    next_task_boxed(Box::new(view))
}

#[inline(never)]
fn next_task_boxed(
    view: Box<dyn Fn() -> leptos::prelude::AnyView + Send>,
) -> leptos::prelude::AnyView {
    use leptos::prelude::*;
    let shown = RwSignal::new(!crate::platform::IN_BROWSER);
    if crate::platform::IN_BROWSER {
        WAITING.with(|w| w.set(w.get() + 1));
        set_timeout(
            move || {
                WAITING.with(|w| w.set(w.get() - 1));
                // The page may have been replaced (a new language) meanwhile.
                let _ = shown.try_set(true);
            },
            std::time::Duration::ZERO,
        );
    }
    crate::platform::dynamic(move || shown.get().then(&view)).into_any()
}

/// Whether a view of [`next_task`] is still to mount.
pub fn tasks_waiting() -> bool {
    WAITING.with(|w| w.get() > 0)
}
