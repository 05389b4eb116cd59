//! The page's client of the checking worker: typed requests posted
//! (`wire::protocol::Request`, encoded here), the worker's replies decoded
//! (`wire::protocol::Reply`, with the answers to requests with an id as
//! typed `wire::answer::Answer`s: the page's one place that reads what the
//! worker sends) and handed to the page mounted now. What to
//! send when, and what a reply changes, is the scheduler's
//! (`state::checking`); the worker itself is created and posted to by
//! `platform::worker`.

use std::cell::Cell;

use leptos::prelude::on_cleanup;

use super::AppState;
use crate::platform;
use crate::wire::protocol::{Reply, Request};

/// What the page hears from the worker.
pub enum Heard {
    /// A reply it can read.
    Reply(Reply),
    /// The worker cannot read this page's requests (another build's).
    Refused,
    /// The worker failed (it could not load, or it crashed): nothing more
    /// will come.
    Failed,
}

/// Who hears the worker: the page mounted when a reply comes (`None`
/// between two pages) and what it heard.
pub type OnHeard = fn(Option<AppState>, Heard);

thread_local! {
    /// Outside the reactive graph: the state of the page mounted now. The
    /// worker's one message handler outlives a page replaced by another (a
    /// new language), so its replies go to whichever page is mounted,
    /// never to a disposed one.
    static PAGE: Cell<Option<AppState>> = const { Cell::new(None) };
}

/// Makes `state` the page the worker's replies go to, until it is
/// disposed.
pub fn mount(state: AppState) {
    PAGE.with(|p| p.set(Some(state)));
    on_cleanup(|| PAGE.with(|p| p.set(None)));
}

/// Sends a request to the worker (created on the first one), with files
/// beside it (the Traffic view's logs, which the worker streams); what it
/// answers, and the replies to every later request, go to `on_heard` (the
/// first request's: the worker has one message handler). False when there
/// is no worker (outside a browser, or the browser refused it).
pub fn post(request: &Request, files: &[web_sys::File], on_heard: OnHeard) -> bool {
    platform::worker::post_files(&request.encode(), files, move |numbers| {
        let heard = if numbers.is_empty() {
            Heard::Failed
        } else {
            match Reply::decode(numbers) {
                Some(Reply::Refused { .. }) => Heard::Refused,
                Some(reply) => Heard::Reply(reply),
                // Not a reply of this build: nothing to hand on.
                None => return,
            }
        };
        on_heard(PAGE.with(Cell::get), heard);
    })
}
