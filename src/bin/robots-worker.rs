//! The checking worker: the second wasm trunk builds (index.html's
//! `data-type="worker"` link), run in a Web Worker that the page starts
//! when it first needs it (`platform::worker`). It checks whole lists and
//! answers the other readers' rows for a cell, off the page's main thread;
//! the protocol is `robots_tester::model::protocol` and what the worker
//! does `robots_tester::worker` (a `Session`), tested natively. This file
//! only moves messages in and out and paces the check.

#[cfg(target_arch = "wasm32")]
mod worker {
    use std::cell::RefCell;
    use std::rc::Rc;

    use js_sys::{Array, Uint32Array, Uint8Array};
    use wasm_bindgen::{closure::Closure, JsCast};
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    use robots_tester::model::protocol::{Reply, Request};
    use robots_tester::model::worded::SHARE;
    use robots_tester::platform::compress::zlib_or_stored;
    use robots_tester::worker::Session;

    /// How long the worker checks before it posts its progress and looks
    /// for newer requests, in ms.
    const SLICE_MS: f64 = 20.0;

    /// Rows checked between looks at the clock.
    const ROWS_PER_STEP: usize = 250;

    #[derive(Default)]
    struct Worker {
        session: Session,
        /// Whether the checking loop is running.
        running: bool,
    }

    fn scope() -> DedicatedWorkerGlobalScope {
        js_sys::global().unchecked_into()
    }

    fn post_reply(reply: Reply) {
        let words = Uint32Array::from(&reply.encode()[..]);
        let transfer = Array::of1(&words.buffer());
        // A reply that cannot be posted is lost; the page's next change
        // asks again.
        let _ = scope().post_message_with_transfer(&words, &transfer);
    }

    /// Checks in slices of [`SLICE_MS`], posting progress after each and
    /// yielding to the event loop, where newer requests replace the check.
    async fn run(state: Rc<RefCell<Worker>>) {
        loop {
            let start = js_sys::Date::now();
            let reply = loop {
                let reply = state.borrow_mut().session.checker.step(ROWS_PER_STEP);
                match reply {
                    Some(Reply::Progress { .. }) if js_sys::Date::now() - start < SLICE_MS => {}
                    other => break other,
                }
            };
            let Some(reply) = reply else {
                state.borrow_mut().running = false;
                return;
            };
            post_reply(reply);
            gloo_timers::future::TimeoutFuture::new(0).await;
        }
    }

    fn on_message(state: &Rc<RefCell<Worker>>, e: MessageEvent) {
        let bytes = e
            .data()
            .dyn_into::<Uint8Array>()
            .map(|r| r.to_vec())
            .unwrap_or_default();
        // Share's state is compressed first, by the browser's own zlib
        // (asynchronously); the session then makes and words the link.
        if let Some(Request::Words {
            id,
            which: SHARE,
            numbers,
            lang,
            messages,
            parts,
        }) = Request::decode(&bytes)
        {
            if let [page, payload] = parts[..] {
                let (lang, messages) = (lang.to_owned(), messages.to_owned());
                let (page, payload) = (page.to_vec(), payload.to_vec());
                let state = state.clone();
                wasm_bindgen_futures::spawn_local(async move {
                    let packed = zlib_or_stored(&payload).await;
                    let request = Request::Words {
                        id,
                        which: SHARE,
                        numbers,
                        lang: &lang,
                        messages: &messages,
                        parts: vec![&page, &packed],
                    };
                    if let Some(reply) = state.borrow_mut().session.handle(&request.encode()) {
                        post_reply(reply);
                    }
                });
                return;
            }
        }
        let mut s = state.borrow_mut();
        if let Some(reply) = s.session.handle(&bytes) {
            post_reply(reply);
        }
        if s.session.checker.running().is_some() && !s.running {
            s.running = true;
            wasm_bindgen_futures::spawn_local(run(state.clone()));
        }
    }

    pub fn start() {
        let state = Rc::new(RefCell::new(Worker::default()));
        let handler =
            Closure::<dyn Fn(MessageEvent)>::new(move |e: MessageEvent| on_message(&state, e));
        scope().set_onmessage(Some(handler.as_ref().unchecked_ref()));
        handler.forget();
    }
}

#[cfg(target_arch = "wasm32")]
fn main() {
    console_error_panic_hook::set_once();
    worker::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("robots-worker is the page's checking worker: trunk builds it for the browser.");
}
