//! Widgets several features show: the file-open button and the drop of a
//! file, the plain textarea, the labelled choice (the grid's counted filter
//! and its sort order).
//!
//! Widgets are plain functions (or a struct of props and its `view`), not
//! `#[component]`s: in the page's build every component's view is erased
//! to an `AnyView` of its own (the `erase_components` cfg), code that a
//! widget would add to the wasm once more.
//!
//! A layer between the features and `state`: features import widgets, and
//! widgets import nothing of the features or of `state`. They know nothing
//! of the document: what they show comes in as props and functions to read
//! it, what a person does goes out through a function. Those are boxed
//! (`Box`, `Rc` or `Arc` of `dyn Fn`), not generic, so that each widget is
//! in the wasm once however many features use it.

pub mod choice;
pub mod file;
pub mod textarea;
