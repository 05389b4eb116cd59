//! The checking worker from the page's side: created on the first request
//! (never before the first paint: the page's first long list comes after
//! it), posted to, and heard from. What crosses is one typed array each way,
//! whose format is `wire::protocol`'s; this file only moves them.
//!
//! The worker is the second wasm that trunk builds (`src/bin/robots-worker.rs`,
//! index.html's `data-type="worker"` link): `robots-worker.js` and
//! `robots-worker_bg.wasm`, beside the page, started by
//! `public/checking-worker.js` (which keeps the messages that come before
//! the wasm is ready).

#[cfg(target_arch = "wasm32")]
mod web {
    use std::cell::RefCell;

    use js_sys::{Array, Uint32Array, Uint8Array};
    use leptos::wasm_bindgen::{closure::Closure, JsCast};
    use web_sys::{MessageEvent, Worker};

    /// The worker's script, beside the page.
    const SCRIPT: &str = "checking-worker.js";

    // Outside the reactive graph: the one Web Worker of the page, created
    // on the first request and kept for the page's life; nothing shown
    // depends on it, and its message handler runs outside any owner.
    thread_local! {
        static WORKER: RefCell<Option<Worker>> = const { RefCell::new(None) };
    }

    pub fn post(
        request: &[u8],
        files: &[web_sys::File],
        on_reply: impl Fn(Vec<u32>) + 'static,
    ) -> bool {
        let worker = WORKER.with(|w| {
            let mut w = w.borrow_mut();
            if w.is_none() {
                let worker =
                    Worker::new(&format!("{SCRIPT}{}", crate::platform::build_query())).ok()?;
                // One handler for both: an error event has no `data`, which
                // reads as an empty array.
                let message = Closure::<dyn Fn(MessageEvent)>::new(move |e: MessageEvent| {
                    on_reply(Uint32Array::new(&e.data()).to_vec());
                });
                worker.set_onmessage(Some(message.as_ref().unchecked_ref()));
                worker.set_onerror(Some(message.as_ref().unchecked_ref()));
                message.forget();
                *w = Some(worker);
            }
            w.clone()
        });
        let Some(worker) = worker else {
            return false;
        };
        let bytes = Uint8Array::from(request);
        let transfer = Array::of1(&bytes.buffer());
        if files.is_empty() {
            return worker.post_message_with_transfer(&bytes, &transfer).is_ok();
        }
        // Files go beside the request (the worker streams them).
        let message = Array::of1(&bytes);
        for f in files {
            message.push(f);
        }
        worker
            .post_message_with_transfer(&message, &transfer)
            .is_ok()
    }
}

/// Sends a request (`wire::protocol::Request::encode`) to the worker,
/// creating it on the first call with `on_reply`, which then gets every
/// reply (a `wire::protocol::Reply`, which the worker's client,
/// `state::client`, decodes), or an empty one when the
/// worker failed (it could not load, or it crashed): nothing more will come.
/// Later calls' `on_reply` is not used. Returns false when there is no
/// worker (outside a browser, or the browser refused it).
pub fn post(request: &[u8], on_reply: impl Fn(Vec<u32>) + 'static) -> bool {
    post_files(request, &[], on_reply)
}

/// [`post`], with files posted beside the request (the Traffic view's
/// logs, which the worker streams: never copied into the page's memory).
pub fn post_files(
    request: &[u8],
    files: &[web_sys::File],
    on_reply: impl Fn(Vec<u32>) + 'static,
) -> bool {
    #[cfg(target_arch = "wasm32")]
    return web::post(request, files, on_reply);
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = (request, files, on_reply);
        false
    }
}
