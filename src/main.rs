//! Entry point: trunk builds this binary for wasm32 and mounts the app.

#[cfg(target_arch = "wasm32")]
fn main() {
    console_error_panic_hook::set_once();
    robots_tester::boot();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("robots-tester is a web app: build and serve it with `bash scripts/serve`.");
}
