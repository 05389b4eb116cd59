//! Entry point: trunk builds this binary for wasm32 and mounts the app.

// No panic hook (`console_error_panic_hook`): its message formatting cost
// 0.7 KB brotli of the first render; a panic still stops the page with an
// error in the console ("unreachable"), without the message.
#[cfg(target_arch = "wasm32")]
fn main() {
    robots_tester::boot();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("robots-tester is a web app: build and serve it with `bash scripts/serve`.");
}
