//! The checking worker: the second wasm trunk builds (index.html's
//! `data-type="worker"` link), run in a Web Worker that the page starts
//! when it first needs it (`platform::worker`). It checks whole lists and
//! answers the other parsers' rows for a cell, off the page's main thread;
//! the protocol is `robots_tester::wire::protocol` and what the worker
//! does `robots_tester::worker` (a `Session`), tested natively. This file
//! is the worker's browser edge: it reads each message once and hands it
//! to the session, paces the check, and does what needs the browser: it
//! streams the Traffic view's log files (`platform::stream`) into the
//! audit, fetches the address lists deployed with the page (`ranges/`),
//! and compresses Share's state with the browser's zlib
//! (`platform::compress`). Its imports are checked with the app's layers
//! (`tests/architecture.rs`: bin over worker, wire and platform).

#[cfg(target_arch = "wasm32")]
mod worker {
    use std::cell::RefCell;
    use std::rc::Rc;

    use js_sys::{Array, Uint32Array, Uint8Array};
    use wasm_bindgen::{closure::Closure, JsCast};
    use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

    use robots_tester::platform::compress::zlib_or_stored;
    use robots_tester::platform::stream::Chunks;
    use robots_tester::wire::answer::Answer;
    use robots_tester::wire::protocol::{Reply, Request};
    use robots_tester::wire::render::Render;
    use robots_tester::worker::Session;

    /// How long the worker checks before it posts its progress and looks
    /// for newer requests, in ms.
    const SLICE_MS: f64 = 20.0;

    /// Rows checked between looks at the clock.
    const ROWS_PER_STEP: usize = 250;

    /// Files by name: (name, bytes).
    type NamedFiles = Vec<(String, Vec<u8>)>;

    #[derive(Default)]
    struct Worker {
        session: Session,
        /// Whether the checking loop is running.
        running: bool,
        /// The latest audit of logs (a newer one replaces it), and whether
        /// the person stopped it.
        traffic: (u32, bool),
        /// The address lists deployed with the page (`ranges/`), fetched
        /// for the first audit (the person opened the Traffic view).
        deployed: Option<Rc<NamedFiles>>,
    }

    #[wasm_bindgen::prelude::wasm_bindgen]
    extern "C" {
        /// The worker's own `fetch`.
        #[wasm_bindgen(js_name = fetch)]
        fn fetch_url(url: &str) -> js_sys::Promise;
    }

    /// The bytes at `url` (beside the page), if it answers 200.
    async fn fetch_bytes(url: &str) -> Option<Vec<u8>> {
        use wasm_bindgen_futures::JsFuture;
        let response: web_sys::Response =
            JsFuture::from(fetch_url(url)).await.ok()?.dyn_into().ok()?;
        if !response.ok() {
            return None;
        }
        let buffer = JsFuture::from(response.array_buffer().ok()?).await.ok()?;
        Some(Uint8Array::new(&buffer).to_vec())
    }

    /// The lists deployed with the page: `ranges/index.txt` names them (the
    /// Pages workflow writes it after `robots ranges update`).
    async fn deployed_lists(state: &Rc<RefCell<Worker>>) -> Rc<NamedFiles> {
        if let Some(d) = state.borrow().deployed.clone() {
            return d;
        }
        let mut lists = Vec::new();
        if let Some(index) = fetch_bytes("ranges/index.txt").await {
            let index = String::from_utf8_lossy(&index).into_owned();
            let known: Vec<&str> = robots_audit::ranges::Lists::names().collect();
            for name in index.lines().map(str::trim).filter(|n| known.contains(n)) {
                if let Some(bytes) = fetch_bytes(&format!("ranges/{name}")).await {
                    lists.push((name.to_string(), bytes));
                }
            }
        }
        let lists = Rc::new(lists);
        state.borrow_mut().deployed = Some(lists.clone());
        lists
    }

    /// How often an audit posts its progress, in ms.
    const PROGRESS_MS: f64 = 100.0;

    /// Audits the log files `logs` against the edit's files: streams each,
    /// posting progress, and answers with the counts (so far, when the
    /// person stops it; nothing when a newer audit replaced it).
    async fn traffic(
        state: Rc<RefCell<Worker>>,
        id: u32,
        logs: Vec<web_sys::File>,
        sent: NamedFiles,
    ) {
        use robots_tester::worker::traffic;
        let deployed = deployed_lists(&state).await;
        let sent: Vec<(&str, &[u8])> = sent.iter().map(|(n, b)| (n.as_str(), &b[..])).collect();
        let lists = traffic::lists(deployed.iter().map(|(n, b)| (n.as_str(), &b[..])), &sent);
        let versions = state.borrow().session.files().map(traffic::versions);
        let Some((now, before)) = versions else {
            post_reply(Reply::Refused {
                kind: Some(robots_tester::wire::protocol::RequestKind::Traffic),
                id,
            });
            return;
        };
        let keys = traffic::directories(&sent);
        let mut audit =
            traffic::Audit::new(&now, before.as_deref(), &lists).with_directories(&keys);
        let total: u64 = logs.iter().map(|f| f.size() as u64).sum();
        let (mut done, mut last) = (0u64, js_sys::Date::now());
        let mut failed = None;
        let current = |s: &Rc<RefCell<Worker>>| s.borrow().traffic;
        'files: for file in &logs {
            let Some(mut chunks) = Chunks::open(file).await else {
                failed = Some(file.name());
                break;
            };
            audit.start(&file.name());
            loop {
                let (latest, stop) = current(&state);
                if latest != id {
                    chunks.cancel();
                    return replaced(id);
                }
                if stop {
                    chunks.cancel();
                    break 'files;
                }
                match chunks.next().await {
                    Ok(Some(bytes)) => audit.push(&bytes),
                    Ok(None) => break,
                    Err(()) => {
                        failed = Some(file.name());
                        break 'files;
                    }
                }
                if js_sys::Date::now() - last >= PROGRESS_MS {
                    last = js_sys::Date::now();
                    post_reply(Reply::TrafficProgress {
                        id,
                        read: done + chunks.read(),
                        total,
                    });
                }
            }
            audit.finish();
            done += file.size() as u64;
        }
        let (latest, stopped) = current(&state);
        if latest != id {
            return replaced(id);
        }
        let today = (js_sys::Date::now() / 1000.0) as i64;
        let report = audit.report(today, stopped, failed);
        let part = robots_tester::worker::render::traffic::traffic_part(&report);
        post_reply(Reply::Answer {
            id,
            answer: Some(Answer::Part(part)),
        });
    }

    /// Answers an audit a newer one replaced with nothing: the page, which
    /// shows only the newer one's answer, forgets the request.
    fn replaced(id: u32) {
        post_reply(Reply::Answer {
            id,
            answer: Some(Answer::Nothing),
        });
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
        let data = e.data();
        // A request with files beside it is an array: the request, then the files.
        let (data, files) = if Array::is_array(&data) {
            let all = Array::from(&data);
            let files: Vec<web_sys::File> = all
                .iter()
                .skip(1)
                .filter_map(|f| f.dyn_into().ok())
                .collect();
            (all.get(0), files)
        } else {
            (data, Vec::new())
        };
        let bytes = data
            .dyn_into::<Uint8Array>()
            .map(|r| r.to_vec())
            .unwrap_or_default();
        // Read once; what cannot be read is answered refused.
        let request = match Request::read(&bytes) {
            Ok(request) => request,
            Err(refused) => return post_reply(*refused),
        };
        match request {
            Request::Traffic { id, logs, lists } if logs as usize == files.len() => {
                let lists = lists
                    .iter()
                    .map(|(n, b)| (n.to_string(), b.to_vec()))
                    .collect();
                state.borrow_mut().traffic = (id, false);
                wasm_bindgen_futures::spawn_local(traffic(state.clone(), id, files, lists));
            }
            Request::TrafficStop { id } => {
                let mut s = state.borrow_mut();
                if s.traffic.0 == id {
                    s.traffic.1 = true;
                }
            }
            // Share's state is compressed first, by the browser's own zlib
            // (asynchronously); the session then makes and words the link.
            Request::Render {
                id,
                what: Render::Share,
                numbers,
                parts,
            } if parts.len() == 2 => {
                let (page, payload) = (parts[0].to_vec(), parts[1].to_vec());
                let state = state.clone();
                wasm_bindgen_futures::spawn_local(async move {
                    let packed = zlib_or_stored(&payload).await;
                    let request = Request::Render {
                        id,
                        what: Render::Share,
                        numbers,
                        parts: vec![&page, &packed],
                    };
                    if let Some(reply) = state.borrow_mut().session.handle(request) {
                        post_reply(reply);
                    }
                });
            }
            request => {
                let mut s = state.borrow_mut();
                if let Some(reply) = s.session.handle(request) {
                    post_reply(reply);
                }
                if s.session.checker.running().is_some() && !s.running {
                    s.running = true;
                    wasm_bindgen_futures::spawn_local(run(state.clone()));
                }
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
