//! The seam for the other parsers of the selected cell (urllib, Protego,
//! robots-parser): one effect that keeps [`Shown`] — the trace's part, as
//! the checking worker wrote it for the edited file and, in compare mode,
//! the "before" one — whenever the explained cell, a file or the fetch
//! result changes, and sets `state.other_parser_masks` each time, which is how
//! the trace and compare mode learn that it changed. Features only read
//! [`with_shown`] and that signal.
//!
//! The worker answers with the usage preferences of the cell
//! (`Content-Usage`) too, kept in [`Shown::usage`].
//!
//! The readers' code and wording are only in the worker
//! ([`super::checking::ask_other_parsers`]). A new cell is asked for at once;
//! after an edit of a file, once edits pause for [`QUIET_MS`] (the readers
//! parse the whole file), what was shown staying until then.

use std::cell::RefCell;

use leptos::prelude::*;

use super::AppState;
use crate::model::Parsed;
use crate::platform;
use crate::wire::part::Part;

/// How long edits of a file must pause before the readers read it again,
/// in ms (as the checking scheduler waits before re-checking a large list).
const QUIET_MS: u32 = 100;

/// What the page shows of the other parsers for the active cell.
#[derive(Default)]
pub struct Shown {
    /// The active cell can be tested (else nothing is shown).
    pub testable: bool,
    /// The part ([`Part`]): `None` until it comes; `Some(None)` when the
    /// other readers are not available.
    pub part: Option<Option<Part>>,
    /// The usage preferences' part for the edited file
    /// (`worker::render::policy::usage_part`), which comes with it; `None`
    /// when there is none.
    pub usage: Option<Part>,
}

thread_local! {
    /// Outside the reactive graph: the part is read once, by the DOM calls
    /// that build it (`results/other_parsers.rs`), when
    /// `state.other_parser_masks` says it changed; a signal of them would add a
    /// new signal type to the page's wasm for no reader that tracks them.
    static SHOWN: RefCell<Shown> = RefCell::new(Shown::default());
}

/// Reads what is shown.
pub fn with_shown<R>(f: impl FnOnce(&Shown) -> R) -> R {
    SHOWN.with(|s| f(&s.borrow()))
}

/// Shows `shown` and tells the page, with the masks of its part.
fn show(state: AppState, shown: Shown) {
    let masks = shown
        .part
        .as_ref()
        .and_then(Option::as_ref)
        .map_or((0, 0), |p| (p.now, p.before));
    SHOWN.with(|s| *s.borrow_mut() = shown);
    let _ = state.other_parser_masks.0.try_set(Some(masks));
}

/// A parse's identity (its `Arc`'s address; 1 for none).
fn id(p: Option<&Parsed>) -> usize {
    p.map_or(1, |p| std::sync::Arc::as_ptr(&p.robots) as usize)
}

/// Asks the worker for the part of the active cell, for the files as they
/// are now; `asked` keeps which files that was. Shown when it comes, unless
/// a newer generation (`generation` past `gen`) asked meanwhile.
#[inline(never)]
fn read(
    state: AppState,
    asked: StoredValue<(usize, usize)>,
    generation: StoredValue<u64>,
    gen: u64,
) {
    let parsed = state.parsed.get_untracked();
    let before = state.before_parsed.get_untracked();
    let explained = state.explained.get_untracked();
    asked.set_value((id(Some(&parsed)), id(before.as_ref())));
    let Some(e) = explained.filter(|e| e.verdict.is_some()) else {
        show(state, Shown::default());
        return;
    };
    SHOWN.with(|s| s.borrow_mut().testable = true);
    super::checking::ask_other_parsers(
        &parsed,
        before.as_ref(),
        &e.url.input,
        &e.agent,
        state.fetch.get_untracked(),
        move |reply| {
            if generation.try_get_value() == Some(gen) {
                // No worker: no part (the trace says so).
                let (part, usage) = reply.unwrap_or_default();
                show(
                    state,
                    Shown {
                        testable: true,
                        part: Some(part),
                        usage,
                    },
                );
            }
        },
    );
}

/// Keeps [`Shown`] for the active cell.
pub fn follow(state: AppState) {
    // The files whose part was last asked for (edited, "before"), by the
    // identity of their parse (see `Parsed`'s `PartialEq`); 0: none yet.
    let asked = StoredValue::new((0_usize, 0_usize));
    let generation = StoredValue::new(0_u64);
    crate::platform::effect(move || {
        // What it reads (through `get`: the code the page has for them).
        let _ = (
            state.explained.get(),
            state.before_parsed.get(),
            state.parsed.get(),
            state.fetch.get(),
        );
        let gen = generation.get_value() + 1;
        generation.set_value(gen);
        // The first reading (the page is starting: the worker starts with
        // it, so the page's load includes it), or the same files (the cell
        // or the fetch result changed): at once.
        let (a, b) = asked.get_value();
        let same = a == 0
            || a == state.parsed.with_untracked(|p| id(Some(p)))
                && b == state.before_parsed.with_untracked(|p| id(p.as_ref()));
        if same {
            read(state, asked, generation, gen);
            return;
        }
        platform::spawn(async move {
            platform::time::sleep(QUIET_MS).await;
            if generation.try_get_value() == Some(gen) {
                read(state, asked, generation, gen);
            }
        });
    });
}
