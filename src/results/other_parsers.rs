//! "Read by other parsers": how urllib.robotparser, Protego and
//! robots-parser read the active cell, a part of the trace; and the
//! cell's AI-use preferences (`Content-Usage`). The checking worker writes
//! their bodies, worded, as small trees (`worker::render::other_parsers::part`: a row
//! per reader, its verdict, why, a button to the deciding line;
//! `worker::render::policy::usage_part`: a row per label of the vocabulary, the
//! deciding lines); the page builds them with plain DOM calls
//! (`platform::part`), every text as a text, whenever `state.other_parser_masks`
//! says that what is shown changed. Their wording and layout stay out of
//! the page's wasm.

use leptos::prelude::*;

use crate::i18n::tr;
use crate::platform::{self, part};
use crate::state::other_parsers::with_shown;
use crate::state::AppState;

/// The two parts, empty until the first rows come; hidden while the active
/// cell cannot be tested (the usage preferences: while there are none).
pub fn other_parsers_section(state: AppState) -> impl IntoView {
    crate::platform::effect(move || {
        let _ = state.other_parser_masks.get();
        fill();
    });
    // A button to a line (`data-line`) shows it in the editor.
    let on_click = move |ev: web_sys::MouseEvent| {
        let line = platform::closest(&ev, "button[data-line]")
            .and_then(|b| b.get_attribute("data-line"))
            .and_then(|l| l.parse().ok());
        if let Some(line) = line {
            state.reveal_line(line);
        }
    };
    view! {
        <section class="trace-readers" id="trace-usage" data-testid="usage" aria-labelledby="trace-usage-heading" hidden>
            <h3 id="trace-usage-heading">{tr!("trace-usage-heading")}</h3>
            <div id="trace-usage-body" on:click=on_click></div>
        </section>
        <section class="trace-readers" id="trace-readers" data-testid="trace-readers" aria-labelledby="trace-readers-heading" hidden>
            <h3 id="trace-readers-heading">{tr!("trace-readers-heading")}</h3>
            <p class="hint">{tr!("trace-readers-hint")}</p>
            <div id="trace-readers-body" on:click=on_click></div>
        </section>
    }
}

/// Writes what is shown into the parts (if they are on the page).
fn fill() {
    let doc = document();
    with_shown(|s| {
        let usage = s.usage.as_ref();
        for (id, shown) in [
            ("trace-readers", s.testable),
            ("trace-usage", s.testable && usage.is_some()),
        ] {
            if let Some(section) = doc.get_element_by_id(id) {
                let _ = section.toggle_attribute_with_force("hidden", !shown);
            }
        }
        part::fill("trace-usage-body", usage);
        const BODY: &str = "trace-readers-body";
        match &s.part {
            None => part::note(BODY, "readers-pending", &tr!("trace-readers-pending")),
            Some(None) => part::note(
                BODY,
                "readers-unavailable",
                &tr!("trace-readers-unavailable"),
            ),
            Some(Some(p)) => {
                part::fill(BODY, Some(p));
            }
        }
    });
}
