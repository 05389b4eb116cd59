//! The seam between the page and its checking worker: what crosses it and
//! how it is encoded. [`part`]: the parts the worker's renderer writes and
//! the page builds.

pub mod part;
pub mod protocol;
pub mod views;
