//! The checking worker: the second wasm trunk builds (index.html's
//! `data-type="worker"` link), run in a Web Worker that the page starts
//! when it first needs it (`platform::worker`). It checks whole lists and
//! answers the other readers' rows for a cell, off the page's main thread;
//! the protocol and the job are `robots_tester::model::worker`, tested
//! natively. This file only moves messages in and out and paces the job.

#[cfg(target_arch = "wasm32")]
mod worker {
    use std::cell::RefCell;
    use std::rc::Rc;

    use js_sys::{Array, Uint32Array, Uint8Array};
    use wasm_bindgen::{closure::Closure, JsCast};
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    use robots_tester::model::worker::{
        cell_reply, export, import, intent_reply, lint_reply, policy, set_language, Checker, Reply,
        Request,
    };

    /// How long the worker checks before it posts its progress and looks
    /// for newer requests, in ms.
    const SLICE_MS: f64 = 20.0;

    /// Rows checked between looks at the clock.
    const ROWS_PER_STEP: usize = 250;

    #[derive(Default)]
    struct Worker {
        checker: Checker,
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
                let reply = state.borrow_mut().checker.step(ROWS_PER_STEP);
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
        match Request::decode(&bytes) {
            Some(Request::Check(check)) => {
                let mut s = state.borrow_mut();
                s.checker.start(check);
                if !s.running {
                    s.running = true;
                    wasm_bindgen_futures::spawn_local(run(state.clone()));
                }
            }
            Some(Request::Readers {
                id,
                fetch,
                robots,
                before,
                url,
                crawler,
                lang,
                messages,
            }) => {
                set_language(&lang, messages);
                post_reply(Reply::Bytes {
                    id,
                    bytes: cell_reply(robots, before, &url, &crawler, fetch),
                })
            }
            Some(Request::Policy {
                id,
                choice,
                robots,
                urls,
                lang,
                messages,
            }) => {
                set_language(&lang, messages);
                post_reply(Reply::Bytes {
                    id,
                    bytes: policy(robots, &urls, choice),
                })
            }
            Some(Request::Intent { id, intent, text }) => post_reply(Reply::Bytes {
                id,
                bytes: intent_reply(&text, intent),
            }),
            Some(Request::Lint {
                id,
                robots,
                lang,
                messages,
            }) => {
                set_language(&lang, messages);
                post_reply(Reply::Bytes {
                    id,
                    bytes: lint_reply(robots),
                })
            }
            Some(Request::Words {
                id,
                which,
                numbers,
                lang,
                messages,
                parts,
            }) => {
                set_language(&lang, messages);
                let mut parts = parts;
                wasm_bindgen_futures::spawn_local(async move {
                    use robots_tester::model::worded::{worded, SHARE};
                    // Share's state is compressed here, by the browser.
                    if let (SHARE, Some(payload)) = (which, parts.get_mut(1)) {
                        *payload = robots_tester::platform::compress::zlib_or_stored(payload).await;
                    }
                    post_reply(Reply::Bytes {
                        id,
                        bytes: worded(which, &numbers, &parts),
                    })
                });
            }
            Some(Request::Import { id, name, bytes }) => post_reply(Reply::Bytes {
                id,
                bytes: import(&name, &bytes),
            }),
            Some(Request::Export(req)) => post_reply(Reply::Bytes {
                id: req.id,
                bytes: export(req),
            }),
            // Never dropped unread: the page would wait for an answer.
            None => {
                let (kind, id) = Request::kind_and_id(&bytes);
                post_reply(Reply::Refused { kind, id });
            }
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
