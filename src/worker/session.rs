//! One request at a time: read, answered, and the files of the latest edit
//! kept for the requests after them.

use crate::wire::protocol::{FileSide, Reply, Request, RequestKind};

use super::check::Checker;
use super::files::{Files, Side};
use super::tasks;

/// What the worker keeps between requests: the files of the latest edit
/// and the check under way.
#[derive(Debug, Default)]
pub struct Session {
    files: Option<Files>,
    pub checker: Checker,
}

impl Session {
    /// The files of the latest edit, if the page sent them.
    pub fn files(&self) -> Option<&Files> {
        self.files.as_ref()
    }

    /// Reads one request and answers it: `Some` reply to post now, `None`
    /// for the files and the language (kept, not answered) and for a check (started: the
    /// caller runs [`Checker::step`] until it answers `None`).
    pub fn handle(&mut self, bytes: &[u8]) -> Option<Reply> {
        let refused = || {
            let (kind, id) = Request::kind_and_id(bytes);
            Some(Reply::Refused { kind, id })
        };
        let Some(request) = Request::decode(bytes) else {
            // Never dropped unread: the page would wait for an answer.
            return refused();
        };
        let bytes_of = |id, bytes| Some(Reply::Bytes { id, bytes });
        match request {
            Request::Files { robots, before } => {
                // A side kept is the one held at the same place; without
                // one (a page out of step) the files are dropped, and the
                // requests that need them are refused.
                let held = self.files.take();
                let side = |side, kept: Option<Side>| match side {
                    FileSide::Sent(file) => Some(Side::new(file)),
                    FileSide::Kept => kept,
                };
                let (held_now, held_before) = match held {
                    Some(f) => (Some(f.now), f.before),
                    None => (None, None),
                };
                let now = side(robots, held_now)?;
                let before = match before {
                    Some(b) => Some(side(b, held_before)?),
                    None => None,
                };
                self.files = Some(Files { now, before });
                None
            }
            Request::Language { lang, messages } => {
                tasks::set_language(lang, messages);
                None
            }
            Request::View {
                id,
                view,
                numbers,
                parts,
            } => bytes_of(id, super::render::views::render(view, &numbers, &parts)),
            Request::Intent { id, intent, text } => bytes_of(id, tasks::intent_reply(text, intent)),
            Request::Import { id, name, bytes } => bytes_of(id, tasks::import(name, bytes)),
            // Streamed by the worker's loop (`super::traffic`) when the
            // files came beside it; here, without them, refused.
            Request::Traffic { id, .. } => Some(Reply::Refused {
                kind: Some(RequestKind::Traffic),
                id,
            }),
            Request::TrafficStop { .. } => None,
            // The rest are answered against the files of the edit.
            request => {
                let Some(files) = &self.files else {
                    return refused();
                };
                let now = &files.now.parsed;
                match request {
                    Request::Check(check) => {
                        self.checker.start(check, files);
                        None
                    }
                    Request::OtherParsers {
                        id,
                        fetch,
                        url,
                        crawler,
                    } => bytes_of(id, tasks::cell_reply(files, url, crawler, fetch)),
                    Request::Lint { id } => bytes_of(id, tasks::lint_reply(now)),
                    Request::Policy { id, choice, urls } => {
                        bytes_of(id, tasks::policy(now, urls, choice))
                    }
                    Request::Export(req) => bytes_of(req.id, tasks::export(now, req)),
                    Request::Sitemap(req) => bytes_of(req.id, tasks::sitemap(now, req)),
                    // Answered above.
                    _ => refused(),
                }
            }
        }
    }
}
