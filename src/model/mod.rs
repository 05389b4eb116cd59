//! The model: pure, owned data and rules, with no leptos, web-sys,
//! wasm-bindgen or js-sys, all of it tested natively. [`crate::state`] holds
//! it in signals and memos; the features render it.
//!
//! - the document ([`document`]: what a draft and a link carry, an opened
//!   file's bytes), its text ([`text`]) and its link format ([`permalink`]);
//! - what is tested ([`inputs`]: URL rows, crawler columns, the site;
//!   [`fetch`]: the simulated fetch result; the crawler presets are the
//!   engine's registry, `robots::registry::by_purpose`);
//! - what the engine says ([`parsed`], [`results`], [`explain`],
//!   [`compare`], [`expectations`]) and how other parsers read the same
//!   checks ([`other_parsers`]);
//! - import and export formats ([`import`], [`export`]), how the page is
//!   asked to present itself ([`page_mode`], [`links`]) and its first paint
//!   ([`first_paint`]) and shared wording ([`wording`]). What the page
//!   and the checking worker say to each other, and how it is encoded, is
//!   `crate::wire` (which reads this module's types; this module never
//!   reads it); what only the worker runs is `crate::worker`.
//!
//! Siblings import each other by their module path; the rest of the app
//! may use the flat names re-exported here.

pub mod compare;
pub mod document;
pub mod expectations;
pub mod explain;
pub mod export;
pub mod fetch;
pub mod first_paint;
pub mod import;
pub mod inputs;
pub mod links;
pub mod other_parsers;
pub mod page_mode;
pub mod parsed;
pub mod permalink;
pub mod policy;
pub mod results;
pub mod sitemap;
pub mod text;
pub mod theme;
pub mod view;
pub mod wording;

#[cfg(test)]
mod tests;

pub use document::*;
pub use explain::*;
pub use fetch::*;
pub use inputs::*;
pub use other_parsers::check_all;
pub use parsed::*;
pub use results::*;
pub use text::*;
pub use theme::*;
pub use wording::*;
