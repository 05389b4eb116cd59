//! The AI-use lints of the edited file (`model::ai_entries`: a named
//! group that replaces `*`, a preference with no effect or that does not
//! parse), which the checking worker computes for the page
//! (`checking::follow_lints`; the size rule, docs/ARCHITECTURE.md). Kept
//! here, with the file they are for; `AppState::ai_lints`, a signal of the
//! same type as `checking`, says when they change.

use std::cell::{Cell, RefCell};
use std::sync::Arc;

use crate::model::{DiagEntry, Parsed};
use crate::platform;

// Outside the reactive graph: the lints are read by the `diagnostics`
// memo, which `AppState::ai_lints` (a signal of the same type as
// `checking`) tells when they change; a signal of them would add a new
// signal type to the page's wasm.
thread_local! {
    /// The lints the worker found last, and the file they are for ([`key`]).
    static LINTS: RefCell<(usize, Vec<DiagEntry>)> = const { RefCell::new((0, Vec::new())) };
    /// The latest edit's number: a reply for an older one is dropped.
    pub static GENERATION: Cell<u32> = const { Cell::new(0) };
}

/// Which file lints are for: the parsed body's address (each parse makes
/// a new one).
pub fn key(parsed: &Parsed) -> usize {
    Arc::as_ptr(&parsed.body) as *const u8 as usize
}

/// Keeps the worker's lints for the file `key`; false when they change
/// nothing shown (none before, none now).
pub fn store(key: usize, list: Vec<DiagEntry>) -> bool {
    LINTS.with(|l| {
        let mut l = l.borrow_mut();
        let changed = !(l.1.is_empty() && list.is_empty());
        *l = (key, list);
        changed
    })
}

/// The AI-use lints of `parsed`: in the page, those the checking worker
/// found for this very file, else none (yet); natively (tests, the
/// build's prerender) worked out here.
pub fn of(parsed: &Parsed) -> Vec<DiagEntry> {
    if !platform::IN_BROWSER {
        return crate::model::ai_entries(&parsed.robots, &parsed.body);
    }
    LINTS.with(|l| {
        let l = l.borrow();
        if l.0 == key(parsed) {
            l.1.clone()
        } else {
            Vec::new()
        }
    })
}
