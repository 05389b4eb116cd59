//! The crawlers to test: typed tokens or pasted user-agent strings, shown as
//! chips with the token derived from them, plus presets.

use crate::platform::time::next_task;
use crate::platform::{dynamic, keyed};
use leptos::html;
use leptos::prelude::*;

use leptos::wasm_bindgen::JsCast;

use crate::i18n::tr;
use crate::model::AddOutcome;
use crate::model::{crawler_col, CrawlerCol};
use crate::platform::part;
use crate::state::checking::{ask_render, part_of};
use crate::state::{use_state, AppState};
use crate::wire::answer::Answer;
use crate::wire::render::Render;

/// The element the presets' list is built in.
const PRESET_LIST: &str = "preset-list";
/// The list of the crawler chips.
const CHIPS: &str = "agent-chips";

/// Sets the chips' titles, who runs each crawler and what for, unless they
/// are set already (`titled`): asked of the checking worker, which has the
/// presets (`wire::render`), and set on the chips with the same
/// `data-agent`.
fn title_chips(state: AppState, titled: StoredValue<bool>) {
    if titled.get_value() {
        return;
    }
    titled.set_value(true);
    let inputs: Vec<String> = state
        .crawler_cols
        .with_untracked(|c| c.iter().map(|c| c.input.clone()).collect());
    let parts: Vec<Vec<u8>> = inputs.iter().map(|i| i.as_bytes().to_vec()).collect();
    let done = move |answer: Option<Answer>| {
        let Some(Answer::Titles(titles)) = answer else {
            return;
        };
        let Some(list) = document().get_element_by_id(CHIPS) else {
            return;
        };
        let mut chip = list.first_element_child();
        while let Some(c) = chip {
            let agent = c.get_attribute("data-agent").unwrap_or_default();
            let title = inputs
                .iter()
                .zip(&titles)
                .find(|(i, _)| **i == agent)
                .map(|(_, t)| t)
                .filter(|t| !t.is_empty());
            if let Some(title) = title {
                let _ = c.set_attribute("title", title);
            }
            chip = c.next_element_sibling();
        }
    };
    let parts: Vec<&[u8]> = parts.iter().map(Vec::as_slice).collect();
    ask_render(Render::ChipTitles, &[], &parts, Box::new(done));
}

#[component]
pub fn Crawlers() -> impl IntoView {
    let state = use_state();
    let draft = RwSignal::new(String::new());
    let error = RwSignal::new(None::<String>);
    let note = RwSignal::new(None::<String>);

    // What the typed text would add, while typing.
    let preview = move || {
        draft.with(|d| {
            if d.trim().is_empty() {
                return None;
            }
            crawler_col(d).ok().map(|c| {
                if c.input == c.token {
                    tr!("agent-preview", token = &c.token)
                } else {
                    tr!("agent-preview-how", token = &c.token, how = &c.how)
                }
            })
        })
    };

    let add = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let input = draft.get_untracked();
        match state.add_crawler(&input) {
            Ok(outcome) => {
                error.set(None);
                draft.set(String::new());
                note.set(Some(match outcome {
                    AddOutcome::Added => tr!("agent-added", agent = input.trim()),
                    AddOutcome::AlreadyThere => {
                        tr!("agent-already-there", agent = input.trim())
                    }
                }));
            }
            Err(e) => {
                note.set(None);
                error.set(Some(e));
            }
        }
    };

    // The chips' titles (who runs a crawler and what for) are set when the
    // pointer or the focus first comes to them after a change.
    let titled = StoredValue::new(false);
    crate::platform::effect(move || {
        state.crawler_cols.track();
        titled.set_value(false);
    });

    view! {
        <section class="panel agents-panel" aria-labelledby="agents-heading">
            <div class="panel-head">
                <h2 id="agents-heading" class="panel-title">
                    {tr!("agent-heading")}
                </h2>
                <p class="status" data-testid="agent-count">
                    {dynamic(move || tr!("agent-count", count = state.crawler_cols.with(Vec::len)))}
                </p>
            </div>
            <form class="agent-form" on:submit=add>
                <label for="agent-input">{tr!("agent-input-label")}</label>
                <div class="row">
                    <input
                        id="agent-input"
                        data-testid="agent-input"
                        type="text"
                        autocomplete="off"
                        spellcheck="false"
                        autocapitalize="off"
                        placeholder=tr!("agent-input-placeholder")
                        aria-describedby="agent-feedback"
                        aria-invalid=move || { if error.with(Option::is_some) { "true" } else { "false" } }
                        prop:value=draft
                        on:input:target=move |ev| {
                            draft.set(ev.target().value());
                            error.set(None);
                            note.set(None);
                        }
                    />
                    <button type="submit">{tr!("agent-add")}</button>
                </div>
                <p id="agent-feedback" class="feedback" aria-live="polite">
                    {dynamic(move || match (error.get(), note.get(), preview()) {
                        (Some(e), _, _) => {
                            view! {
                                <span class="error" data-testid="agent-error">
                                    <span aria-hidden="true">"✖ "</span>
                                    {e}
                                </span>
                            }
                                .into_any()
                        }
                        (None, Some(n), _) => view! { <span>{n}</span> }.into_any(),
                        (None, None, Some(p)) => view! { <span data-testid="agent-preview">{p}</span> }.into_any(),
                        (None, None, None) => ().into_any(),
                    })}
                </p>
            </form>
            <ul
                class="chips"
                id=CHIPS
                aria-label=tr!("agent-chips-label")
                on:pointerover=move |_| title_chips(state, titled)
                on:focusin=move |_| title_chips(state, titled)
            >
                {keyed(
                    move || {
                        state.crawler_cols.with(|cols| {
                            cols.iter().enumerate().map(|(i, c)| (i as u32, c.input.clone(), String::new())).collect()
                        })
                    },
                    |(index, input, _)| view! { <Chip index=index as usize input=input /> }.into_any(),
                )}
            </ul>
            // In a task of its own: with the chips, one long task.
            {next_task(move || view! { <Presets state=state /> }.into_any())}
        </section>
    }
}

/// One crawler: the token in use, what it came from, a way to set the
/// token by hand (SPEC §4.3) and a remove button.
#[component]
fn Chip(index: usize, input: String) -> impl IntoView {
    let state = use_state();
    let readonly = crate::state::use_mode().readonly;
    // Read straight from the columns: a memo of its own type would cost wasm.
    let col = move |f: fn(&CrawlerCol) -> String| {
        state
            .crawler_cols
            .with(|c| c.get(index).map(f).unwrap_or_default())
    };
    let token = move || col(|c| c.token.clone());
    let label = tr!("agent-remove", agent = &input);
    let from = {
        let input = input.clone();
        move || {
            (input != token()).then(|| {
                view! {
                    <span class="chip-from" title=input.clone()>
                        {tr!("agent-from", agent = &input)}
                    </span>
                }
            })
        }
    };
    let overridden = move || {
        state
            .crawler_cols
            .with(|c| c.get(index).is_some_and(|c| c.overridden))
    };

    let editing = RwSignal::new(false);
    let draft = RwSignal::new(String::new());
    let error = RwSignal::new(None::<String>);
    let field = NodeRef::<html::Input>::new();
    let edit_button = NodeRef::<html::Button>::new();
    let field_id = format!("token-{index}");
    let form_id = format!("token-form-{index}");
    let feedback_id = format!("token-feedback-{index}");
    let close = move || {
        editing.set(false);
        error.set(None);
        if let Some(b) = edit_button.get_untracked() {
            let _ = b.focus();
        }
    };
    crate::platform::effect(move || {
        if editing.get() {
            if let Some(f) = field.get() {
                let _ = f.focus();
            }
        }
    });
    let apply = {
        let input = input.clone();
        move |ev: leptos::ev::SubmitEvent| {
            ev.prevent_default();
            match state.set_token(&input, &draft.get_untracked()) {
                Ok(()) => close(),
                Err(e) => error.set(Some(e)),
            }
        }
    };
    let derived = move || col(|c| c.derived.clone());
    let edit = (!readonly).then(|| {
        view! {
            <button
                type="button"
                class="chip-edit"
                data-testid="token-edit"
                aria-label=tr!("agent-edit-token", agent = &input)
                aria-expanded=move || if editing.get() { "true" } else { "false" }
                aria-controls=form_id.clone()
                node_ref=edit_button
                on:click=move |_| {
                    if editing.get_untracked() {
                        close();
                    } else {
                        draft.set(token());
                        error.set(None);
                        editing.set(true);
                    }
                }
            >
                {tr!("agent-token-button")}
            </button>
        }
    });
    let field_label = tr!("agent-token-label", agent = &input);
    let form = move || {
        editing.get().then(|| {
            view! {
                <form class="token-form" id=form_id.clone() on:submit=apply.clone()>
                    <label for=field_id.clone()>{field_label.clone()}</label>
                    <div class="row">
                        <input
                            id=field_id.clone()
                            data-testid="token-input"
                            type="text"
                            autocomplete="off"
                            spellcheck="false"
                            autocapitalize="off"
                            aria-describedby=feedback_id.clone()
                            aria-invalid=move || { if error.with(Option::is_some) { "true" } else { "false" } }
                            node_ref=field
                            prop:value=draft
                            on:input:target=move |ev| {
                                draft.set(ev.target().value());
                                error.set(None);
                            }
                            on:keydown=move |ev| {
                                if ev.key() == "Escape" {
                                    ev.prevent_default();
                                    close();
                                }
                            }
                        />
                        <button type="submit">{tr!("agent-use")}</button>
                    </div>
                    <p id=feedback_id.clone() class="feedback" aria-live="polite">
                        {dynamic(move || match error.get() {
                            Some(e) => view! {
                                <span class="error" data-testid="token-error">
                                    <span aria-hidden="true">"✖ "</span>
                                    {e}
                                </span>
                            }
                            .into_any(),
                            None => view! {
                                <span>
                                    {tr!("agent-token-hint", token = &derived())}
                                </span>
                            }
                            .into_any(),
                        })}
                    </p>
                </form>
            }
        })
    };
    view! {
        <li
            class="chip"
            class:editing=move || editing.get()
            data-testid="agent-chip"
            data-agent=input.clone()
            data-token=token
        >
            <span class="chip-token" data-testid="chip-token">{token}</span>
            {from}
            {dynamic(move || overridden().then(|| view! { <span class="chip-set" data-testid="chip-set">{tr!("agent-set-by-you")}</span> }))}
            {edit}
            <button
                type="button"
                class="chip-remove"
                aria-label=label
                on:click=move |_| state.remove_crawler(index)
            >
                <span aria-hidden="true">"×"</span>
            </button>
            {form}
        </li>
    }
}

/// Presets: add a family of crawlers, or one crawler, with who runs it and why.
#[component]
fn Presets(state: AppState) -> impl IntoView {
    // The list is made when it is first opened, by the checking worker
    // (`wire::render`: its wording and layout stay out of the page's
    // wasm): it is not on the first screen, and it is most of the panel's
    // elements and messages.
    let opened = StoredValue::new(false);
    let open = move |_| {
        if opened.get_value() {
            return;
        }
        opened.set_value(true);
        let done = move |answer: Option<Answer>| match part_of(answer) {
            Some(p) => {
                part::fill(PRESET_LIST, Some(&p));
            }
            None => opened.set_value(false),
        };
        ask_render(Render::Presets, &[], &[], Box::new(done));
    };
    // A preset's "Add all" (`data-tokens`) or one crawler's button
    // (`data-token`).
    let on_click = move |ev: web_sys::MouseEvent| {
        let Some(button) = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|t| t.closest("button").ok().flatten())
        else {
            return;
        };
        if let Some(tokens) = button.get_attribute("data-tokens") {
            for token in tokens.split(' ') {
                let _ = state.add_crawler(token);
            }
        } else if let Some(token) = button.get_attribute("data-token") {
            let _ = state.add_crawler(&token);
        }
    };
    view! {
        <details class="presets" on:toggle=open>
            <summary>{tr!("agent-presets-summary")}</summary>
            <div id=PRESET_LIST on:click=on_click></div>
        </details>
    }
}
