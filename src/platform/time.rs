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
