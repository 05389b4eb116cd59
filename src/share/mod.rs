//! The page side of permalinks ([`crate::model::permalink`] is the
//! format): the Share button and the embed code, the message for a link that
//! cannot be opened, and following the fragment while the page is open.
//!
//! - Opening a permalink shows its state. The saved draft is untouched until
//!   the person changes something; then the fragment is dropped from the
//!   address bar (so a reload shows their edits, which are the draft now).
//! - A fragment that cannot be opened (malformed, cut short, too big, from a
//!   newer version) shows a message; the page shows the saved draft, which
//!   is not overwritten.
//! - Pasting another permalink into the address bar of an open page
//!   (`hashchange`) reloads the page, which opens it the same way.

use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;
use web_sys::{HtmlInputElement, HtmlTextAreaElement};

use crate::i18n::tr;
use crate::model::permalink;
use crate::platform::{self, part};
use crate::state::checking::ask_render;
use crate::state::checking::part_of;
use crate::state::links::Links;
use crate::state::use_state;
use crate::wire::answer::Answer;
use crate::wire::render::{notice_numbers, Render};

pub mod embed;

/// The element the link notices are built in.
const NOTICE_SLOT: &str = "link-notices";
/// The element Share's status is built in.
const STATUS: &str = "share-status";

/// The message for a fragment that could not be opened, and for what an
/// opened link held beyond the page's limits: worded by the checking
/// worker (`wire::render`), each with its Dismiss button.
#[component]
pub fn LinkNotice() -> impl IntoView {
    let links = expect_context::<Links>();
    let generation = StoredValue::new(0_u32);
    platform::effect(move || {
        let (error, cut) = (links.error.get(), links.cut.get());
        let gen = generation.get_value().wrapping_add(1);
        generation.set_value(gen);
        if error.is_none() && cut.is_none() {
            part::fill(NOTICE_SLOT, None);
            return;
        }
        let numbers = notice_numbers(links.embed, error.as_ref(), cut.as_ref());
        let done = move |answer: Option<Answer>| {
            if generation.try_get_value() == Some(gen) {
                part::fill(NOTICE_SLOT, part_of(answer).as_ref());
            }
        };
        ask_render(Render::Notices, &numbers, &[], Box::new(done));
    });
    // A notice's Dismiss button: the notice goes at once.
    let on_click = move |ev: web_sys::MouseEvent| {
        let Some(button) = platform::closest(&ev, "button[data-dismiss]") else {
            return;
        };
        if let Ok(Some(notice)) = button.closest(".link-error") {
            notice.remove();
        }
        if button.get_attribute("data-dismiss").as_deref() == Some("cut") {
            links.cut.set(None);
        } else {
            links.error.set(None);
        }
    };
    view! { <div class="notice-slot" id=NOTICE_SLOT role="alert" on:click=on_click></div> }
}

/// The Share button: copies a link to the whole state and shows it, with
/// the embed builder (the link made and worded by the checking worker,
/// `wire::render`).
#[component]
pub fn ShareButton() -> impl IntoView {
    let state = use_state();
    let share = move |_| {
        let href = platform::location::href();
        let payload = permalink::to_payload(&state.snapshot());
        let compare = state.doc.options.with_untracked(|o| o.before.is_some());
        let done = move |answer: Option<Answer>| {
            platform::spawn(async move {
                let Some(Answer::Share {
                    link,
                    copied,
                    not_copied,
                }) = answer
                else {
                    return;
                };
                let shown = if link.is_empty() || platform::clipboard::copy_text(&link).await {
                    copied
                } else {
                    not_copied
                };
                part::fill(STATUS, Some(&shown));
            });
        };
        // The worker compresses the state (by the browser's own zlib) and
        // makes the link.
        ask_render(
            Render::Share,
            &[u32::from(compare)],
            &[href.as_bytes(), &payload],
            Box::new(done),
        );
    };
    view! {
        <div class="share">
            <button type="button" data-testid="share" on:click=share>
                {tr!("share-button")}
            </button>
            <div
                class="share-status"
                id=STATUS
                role="status"
                data-testid="share-status"
                on:change=on_change
                on:focusin=on_focus
            ></div>
        </div>
    }
}

/// The link's box selects its text when focused.
fn on_focus(ev: web_sys::FocusEvent) {
    if let Some(input) = ev
        .target()
        .and_then(|t| t.dyn_into::<HtmlInputElement>().ok())
        .filter(|i| i.class_name() == "share-url")
    {
        input.select();
    }
}

/// A panel of the embed builder chosen or not: the code shows the panels
/// checked, in the documented order (the boxes'), between the code's
/// head and tail (`data-head`, `data-tail`).
fn on_change(ev: web_sys::Event) {
    let Some(builder) = platform::closest(&ev, ".embed-builder") else {
        return;
    };
    let (Ok(Some(fieldset)), Ok(Some(area))) = (
        builder.query_selector("fieldset"),
        builder.query_selector("textarea"),
    ) else {
        return;
    };
    let mut names = Vec::new();
    let mut label = fieldset.first_element_child();
    while let Some(l) = label {
        let checked = l
            .first_element_child()
            .and_then(|i| i.dyn_into::<HtmlInputElement>().ok())
            .filter(HtmlInputElement::checked);
        if let Some(input) = checked {
            names.push(input.value());
        }
        label = l.next_element_sibling();
    }
    let attr = |name| area.get_attribute(name).unwrap_or_default();
    let code = format!(
        "{}{}{}",
        attr("data-head"),
        names.join(","),
        attr("data-tail")
    );
    if let Ok(area) = area.dyn_into::<HtmlTextAreaElement>() {
        area.set_value(&code);
    }
}
