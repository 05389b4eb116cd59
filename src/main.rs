//! Entry point: trunk builds this binary for wasm32 and mounts the app.

#[cfg(target_arch = "wasm32")]
fn main() {
    // A panic is logged with its message (a release wasm's stack names no
    // function, so it is left out: smaller than `console_error_panic_hook`).
    std::panic::set_hook(Box::new(|p| leptos::logging::error!("{p}")));
    robots_tester::boot();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("robots-tester is a web app: build and serve it with `bash scripts/serve`.");
}
