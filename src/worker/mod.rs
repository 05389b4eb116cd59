//! The checking worker's side: what only the worker runs (the page never
//! imports it; `src/bin/robots-worker.rs` moves the messages in and out).
//! Plain data, tested natively.
//!
//! A [`Session`] reads each request ([`crate::wire::protocol`]) and keeps,
//! between requests, the files of the latest edit ([`Files`]): each side
//! parsed once by Google's reading, and once by the other parsers when
//! something first asks for them. The check of the whole list
//! ([`check::Checker`]), the other parsers' part of a cell, its usage
//! preferences and the file's AI-use lints all read those parses: one edit,
//! one parse a side and a reader.
//!
//! - [`session`]: the requests read and answered, the files kept;
//! - [`files`]: the files of an edit and their parses;
//! - [`check`]: the whole list, in slices (Google's verdicts, then the
//!   other parsers' marks);
//! - [`tasks`]: the answers to the other requests (a cell's readers,
//!   export, import, the policy view, an intent, the lints);
//! - [`traffic`]: the Traffic view's audit of access logs (`robots_audit`,
//!   which `robots audit` shares), fed the logs' bytes as the worker
//!   streams them;
//! - [`render`]: the one renderer: the views the worker lays out as parts
//!   (the other parsers' rows, the policy view and usage preferences,
//!   Share, the notices, the presets).

pub mod check;
pub mod files;
pub mod render;
pub mod session;
pub mod tasks;
pub mod traffic;

#[cfg(test)]
mod tests;

pub use check::Checker;
pub use files::{Files, Side};
pub use session::Session;
