//! Long URL lists (over [`model::LONG_LIST`] bytes) read in slices between
//! frames: `state.url_rows` keeps the previous rows until the new ones land,
//! so that pasting 100,000 URLs never stalls the page on reading them.

use std::cell::{Cell, RefCell};

use leptos::prelude::*;

use crate::model::{self, UrlRow};
use crate::platform;

// Outside the reactive graph: the slices are read in tasks between
// frames, and the rows (up to 100,000) are handed to the memo once, when
// the reading ends; a signal of them would notify on every slice.
thread_local! {
    /// A long list's rows, read in slices, until the memo takes them.
    static READ: RefCell<Option<Vec<UrlRow>>> = const { RefCell::new(None) };
    /// The latest reading of a long list: an older one stops.
    static READING: Cell<u32> = const { Cell::new(0) };
}

/// The rows of a long list read by [`read_long_lists`], once (`state.url_rows`
/// takes them when they land).
pub(super) fn take_read_rows() -> Option<Vec<UrlRow>> {
    READ.with(|r| r.borrow_mut().take())
}

/// Reads a long URL list (over [`model::LONG_LIST`] bytes) in slices of
/// [`READ_SLICE_MS`] between frames after every change, then hands the rows
/// to `state.url_rows` (`landed`); a newer change abandons the reading.
pub(super) fn read_long_lists(urls: RwSignal<String>, landed: Trigger) {
    crate::platform::effect(move || {
        let long = urls.with(String::len) > model::LONG_LIST;
        let gen = READING.with(|g| {
            g.set(g.get().wrapping_add(1));
            g.get()
        });
        if !long {
            return;
        }
        crate::platform::spawn(async move {
            let mut reader = model::UrlReader::default();
            loop {
                if READING.with(Cell::get) != gen {
                    return;
                }
                let start = platform::time::now_ms();
                let done = loop {
                    let done = urls.with_untracked(|t| reader.step(t, 1_000));
                    if done || platform::time::now_ms() - start > READ_SLICE_MS {
                        break done;
                    }
                };
                if done {
                    READ.with(|r| *r.borrow_mut() = Some(reader.into_rows()));
                    landed.notify();
                    return;
                }
                platform::time::sleep(0).await;
            }
        });
    });
}

/// How long one slice of reading a long list may take, in ms.
const READ_SLICE_MS: f64 = 8.0;
