//! Widgets several features show: the file-open button and the drop of a
//! file, the plain textarea, the labelled choice (the grid's counted filter
//! and its sort order), a sentence with its code as code.
//!
//! Widgets are plain functions (or a struct of props and its `view`), not
//! `#[component]`s, and what they are given is boxed, not generic (the size
//! rule, docs/ARCHITECTURE.md).
//!
//! A layer between the features and `state`: features import widgets, and
//! widgets import nothing of the features or of `state`. They know nothing
//! of the document: what they show comes in as props and functions to read
//! it, what a person does goes out through a function.

pub mod choice;
pub mod code;
pub mod file;
pub mod textarea;
