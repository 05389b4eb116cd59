//! The seam between the page and its checking worker: what crosses it and
//! how it is encoded. The page (its client, `state::client`) and the
//! worker (`worker::Session`) see typed values only; the numbers and flag
//! bits that carry them are private to the codecs here.
//!
//! - [`request`]: the requests, as typed values ([`request::Request`]);
//! - [`protocol`]: how a request crosses (its codec, and the list of what
//!   each carries);
//! - [`reply`]: the replies ([`reply::Reply`]) and their codec;
//! - [`answer`]: the answers to requests with an id, typed
//!   ([`answer::Answer`]), in one framing (numbers and length-prefixed
//!   texts), decoded once, with the reply, by the page's worker client;
//! - [`render`]: what the worker renders for the page
//!   ([`render::Render`]) and what a request carries for each;
//! - [`part`]: the parts ([`part::Part`]) the worker's renderer writes and
//!   the page builds.
//!
//! It reads the model's data types and nothing above them; the model never
//! imports it (`tests/architecture.rs`).

pub mod answer;
pub mod part;
pub mod protocol;
pub mod render;
pub mod reply;
pub mod request;
