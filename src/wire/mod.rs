//! The seam between the page and its checking worker: what crosses it and
//! how it is encoded. The page (its client, `state::client`) and the
//! worker (`worker::Session`) see typed values only; the numbers and flag
//! bits that carry them are private to the codecs here.
//!
//! - [`protocol`]: the requests and replies ([`protocol::Request`],
//!   [`protocol::Reply`]) and their codecs, and the answers' bytes;
//! - [`views`]: the views the worker lays out for the page
//!   ([`views::View`]), what a request carries for each and how their
//!   answers read;
//! - [`part`]: the parts the worker's renderer writes and the page builds.
//!
//! It reads the model's data types and nothing above them; the model never
//! imports it (`tests/architecture.rs`).

pub mod part;
pub mod protocol;
pub mod views;
