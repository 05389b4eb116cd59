//! "Read by other parsers": how urllib.robotparser, Protego and
//! robots-parser read the active cell, a part of the trace. The checking
//! worker writes its body, worded, as a small tree
//! (`model::reader_words::part`: a row per reader, its verdict, why, a
//! button to the deciding line); the page builds it with plain DOM calls,
//! every text as a text, whenever `state.reader_masks` says that what is
//! shown changed. Its wording and layout stay out of the page's wasm.

use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;
use web_sys::Element;

use crate::model::readers::{Op, Part};
use crate::state::readers::with_shown;
use crate::state::AppState;
use crate::tr;

/// The part, empty until the first rows come; hidden while the active
/// cell cannot be tested.
pub fn readers_part(state: AppState) -> impl IntoView {
    crate::platform::effect(move || {
        let _ = state.reader_masks.get();
        fill();
    });
    let on_click = move |ev: web_sys::MouseEvent| {
        let line = ev
            .target()
            .and_then(|t| t.dyn_into::<Element>().ok())
            .and_then(|t| t.closest("[data-testid=reader-line]").ok().flatten())
            .and_then(|b| b.get_attribute("data-line"))
            .and_then(|l| l.parse().ok());
        if let Some(line) = line {
            state.reveal_line(line);
        }
    };
    view! {
        <section class="trace-readers" id="trace-readers" data-testid="trace-readers" aria-labelledby="trace-readers-heading" hidden>
            <h3 id="trace-readers-heading">{tr!("trace-readers-heading")}</h3>
            <p class="hint">{tr!("trace-readers-hint")}</p>
            <div id="trace-readers-body" on:click=on_click></div>
        </section>
    }
}

/// Writes what is shown into the part (if it is on the page): the worker's
/// tree ([`Part`]) built with plain DOM calls, every text as a text.
fn fill() {
    let doc = document();
    let (Some(section), Some(body)) = (
        doc.get_element_by_id("trace-readers"),
        doc.get_element_by_id("trace-readers-body"),
    ) else {
        return;
    };
    with_shown(|s| {
        let _ = section.toggle_attribute_with_force("hidden", !s.testable);
        body.set_text_content(None);
        let note = |key: &str, text: String| {
            if let Ok(p) = doc.create_element("p") {
                p.set_class_name("hint");
                let _ = p.set_attribute("data-testid", key);
                p.set_text_content(Some(&text));
                let _ = body.append_child(&p);
            }
        };
        let Some(bytes) = &s.part else {
            note("readers-pending", tr!("trace-readers-pending"));
            return;
        };
        let Some(part) = Part::read(bytes) else {
            note("readers-unavailable", tr!("trace-readers-unavailable"));
            return;
        };
        let mut open: Vec<Element> = vec![body.clone()];
        for op in part.ops {
            let Some(current) = open.last() else { return };
            match op {
                Op::Open(tag) => {
                    if let Ok(el) = doc.create_element(tag) {
                        let _ = current.append_child(&el);
                        open.push(el);
                    }
                }
                Op::Attr(name, value) => {
                    let _ = current.set_attribute(name, value);
                }
                Op::Text(text) => {
                    let _ = current.append_with_str_1(text);
                }
                Op::Close => {
                    open.pop();
                }
            }
        }
    });
}
