//! One request at a time: read, answered, and the files of the latest edit
//! kept for the requests after them.

use crate::wire::answer::Answer;
use crate::wire::protocol::{FileSide, Reply, Request};

use super::check::Checker;
use super::files::{Files, List, Side};
use super::tasks;

/// What the worker keeps between requests: the files of the latest edit
/// and the check under way.
#[derive(Debug, Default)]
pub struct Session {
    files: Option<Files>,
    /// The URL list last sent, read once for whatever asks.
    pub list: List,
    pub checker: Checker,
}

impl Session {
    /// The files of the latest edit, if the page sent them.
    pub fn files(&self) -> Option<&Files> {
        self.files.as_ref()
    }

    /// Answers one request, read once by the caller (`Request::read`,
    /// which answers what cannot be read with a refusal): `Some` reply to
    /// post now, `None` for the files, the language and a stop (kept, not
    /// answered) and for a check (started: the caller runs
    /// [`Checker::step`] until it answers `None`).
    pub fn handle(&mut self, request: Request) -> Option<Reply> {
        let answer = |id, answer: Answer| {
            Some(Reply::Answer {
                id,
                answer: Some(answer),
            })
        };
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
            Request::Render {
                id,
                what,
                numbers,
                parts,
            } => answer(id, super::render::views::render(what, &numbers, &parts)),
            Request::Intent { id, intent, text } => answer(id, tasks::intent_reply(text, intent)),
            Request::Import { id, name, bytes } => answer(id, tasks::import(name, bytes)),
            // Streamed by the worker's loop (`super::traffic`) when the
            // files came beside it; here, without them, refused.
            Request::Traffic { .. } => Some(request.refused()),
            Request::TrafficStop { .. } => None,
            // The rest are answered against the files of the edit.
            request => {
                let Some(files) = &self.files else {
                    return Some(request.refused());
                };
                let now = &files.now.parsed;
                match request {
                    Request::Check(check) => {
                        self.checker.start(check, files, &mut self.list);
                        None
                    }
                    Request::OtherParsers {
                        id,
                        fetch,
                        url,
                        crawler,
                    } => answer(id, tasks::cell_reply(files, url, crawler, fetch)),
                    Request::Lint { id } => answer(id, tasks::lint_reply(now)),
                    Request::Policy { id, choice, urls } => {
                        answer(id, tasks::policy(now, urls, choice))
                    }
                    Request::Export(req) => {
                        let rows = self.list.rows(req.urls);
                        answer(req.id, tasks::export(now, &rows, req))
                    }
                    Request::Sitemap(req) => {
                        let rows = self.list.rows(req.urls);
                        answer(req.id, tasks::sitemap(now, &rows, req))
                    }
                    // Answered above.
                    other => Some(other.refused()),
                }
            }
        }
    }
}
