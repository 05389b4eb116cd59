//! The Expectations panel, the pin buttons of the trace ("Why") and the
//! count in the page header. The model is in [`crate::model::expectations`].
//!
//! Written to the size rule (docs/ARCHITECTURE.md): the table is a plain function of the checked list, re-run
//! when `expect_results` changes (it only notifies when a result does); the
//! pin buttons are static and read the selection when clicked; the only
//! new reactive types are the list and its results (in [`crate::state`]).
//! So the trace does not show a cell's expectation (the grid's flag and
//! this panel do), and import takes pasted text, not a file (+1.4 KB).

use crate::platform::dynamic;
use leptos::html;
use leptos::prelude::*;

use crate::i18n::tr;
use crate::i18n::{self, MARK};
use crate::model::expectations::{self, failing, summary, Actual, Checked, FILE_NAME};
use crate::model::{pass_icon, pass_word, verdict_token, verdict_words};
use crate::platform;
use crate::state::checking::ask_render;
use crate::state::{use_state, AppState};
use crate::wire::answer::Answer;
use crate::wire::render::{expectations_part, Render};

/// The header's count: shown when there are expectations.
#[component]
pub fn FailingCount() -> impl IntoView {
    let state = use_state();
    dynamic(move || {
        state.expect_results.with(|c| {
            let failing = failing(c);
            summary(c.len(), failing).map(|text| {
                view! {
                    <p
                        class="expect-count"
                        class:failing={failing > 0}
                        data-testid="expectations-failing"
                        data-count=failing
                    >
                        <span aria-hidden="true">{pass_icon(failing == 0)} " "</span>
                        {text}
                    </p>
                }
            })
        })
    })
}

/// "Must be allowed" and "Must be blocked" in the trace, above the
/// verdict: they pin the selected result (when it can be tested). Apart
/// from the explanation, which is re-rendered on every keystroke, and
/// static: a click reads the selection.
#[component]
pub fn PinBar() -> impl IntoView {
    let state = use_state();
    let readonly = crate::state::use_mode().readonly;
    dynamic(move || {
        (!readonly && state.selected_cell().is_some()).then(|| {
            view! {
                <div class="expect-pin" role="group" aria-label=tr!("expect-pin-label")>
                    {pin_button(state, true)}
                    {pin_button(state, false)}
                </div>
            }
        })
    })
}

fn pin_button(state: AppState, allowed: bool) -> impl IntoView {
    let (icon, _) = verdict_words(allowed);
    view! {
        <button
            type="button"
            data-testid=if allowed { "expect-allowed" } else { "expect-blocked" }
            on:click=move |_| state.pin_selected(allowed)
        >
            <span aria-hidden="true">{icon} " "</span>
            {if allowed { tr!("expect-must-allow") } else { tr!("expect-must-block") }}
        </button>
    }
}

/// Saves the list as `robots-expectations.txt`, written by the checking
/// worker (`wire::render`: the file's writer stays out of the page's
/// wasm); `done` gets why it could not be.
fn export(state: AppState, done: impl FnOnce(Option<String>) + 'static) {
    let list = state
        .doc
        .expectations
        .with_untracked(|l| expectations_part(l));
    let saved = move |answer: Option<Answer>| {
        done(match answer {
            Some(Answer::Text(text)) => {
                platform::download::download(FILE_NAME, "text/plain;charset=utf-8", &[text]).err()
            }
            _ => Some(tr!("export-refused", error = "Web Worker")),
        });
    };
    ask_render(Render::ExpectationsFile, &[], &[&list], Box::new(saved));
}

/// Moves the focus to the panel's heading (after a removal, whose button is
/// gone).
fn focus_heading() {
    use leptos::wasm_bindgen::JsCast;
    if let Some(h) = document()
        .get_element_by_id("expectations-heading")
        .and_then(|h| h.dyn_into::<web_sys::HtmlElement>().ok())
    {
        let _ = h.focus();
    }
}

#[component]
pub fn ExpectationsPanel() -> impl IntoView {
    let state = use_state();
    let readonly = crate::state::use_mode().readonly;
    let export_error = RwSignal::new(None::<String>);
    let summary_text = dynamic(move || {
        state
            .expect_results
            .with(|c| summary(c.len(), failing(c)))
            .unwrap_or_else(|| tr!("expect-none-yet"))
    });
    let table = dynamic(move || {
        state.expect_results.with(|list| {
            (!list.is_empty()).then(|| {
                let rows = list.iter().map(|c| row(state, c, readonly)).collect_view();
                view! {
                    <div class="expect-scroll">
                        <table class="expectations">
                            <caption class="visually-hidden">{tr!("expect-caption")}</caption>
                            <thead>
                                <tr>
                                    <th scope="col">{tr!("expect-col-result")}</th>
                                    <th scope="col">{tr!("expect-col-crawler")}</th>
                                    <th scope="col">{tr!("expect-col-url")}</th>
                                    <th scope="col">{tr!("expect-col-expected")}</th>
                                    <th scope="col">{tr!("expect-col-actual")}</th>
                                    <th scope="col">{tr!("expect-col-decided-by")}</th>
                                    {(!readonly).then(|| view! { <th scope="col"><span class="visually-hidden">{tr!("expect-remove")}</span></th> })}
                                </tr>
                            </thead>
                            <tbody>{rows}</tbody>
                        </table>
                    </div>
                }
            })
        })
    });
    let (hint_before, hint_after) = i18n::around(tr!("expect-hint", command = MARK));
    view! {
        <section
            class="panel expectations-panel"
            data-testid="expectations"
            aria-labelledby="expectations-heading"
        >
            <div class="panel-head">
                <h2 id="expectations-heading" class="panel-title" tabindex="-1">
                    {tr!("expect-heading")}
                </h2>
                <p class="status" data-testid="expectations-summary">
                    {summary_text}
                </p>
            </div>
            <p class="hint">
                {hint_before}
                <code>"robots test"</code>
                {hint_after}
            </p>
            {table}
            <div class="row-actions">
                <button
                    type="button"
                    data-testid="expect-export"
                    disabled=move || state.expect_results.with(Vec::is_empty)
                    on:click=move |_| export(state, move |e| export_error.set(e))
                >
                    {tr!("expect-export", file = FILE_NAME)}
                </button>
            </div>
            {dynamic(move || export_error.get().map(|e| view! { <p class="error" role="alert">{e}</p> }))}
            {(!readonly).then(|| import(state))}
        </section>
    }
}

/// One expectation of the table: the result in words and an icon.
fn row(state: AppState, c: &Checked, readonly: bool) -> impl IntoView {
    let e = &c.expectation;
    let pass = c.pass();
    let (line, rule, said) = match &c.actual {
        Actual::Rules {
            line,
            rule: Some(rule),
            ..
        } => (Some(*line), Some(rule.clone()), None),
        _ => (None, None, Some(c.decided_by())),
    };
    let actual = c.allowed().map_or_else(
        || tr!("expect-not-testable"),
        |a| verdict_words(a).1.to_string(),
    );
    // The token, when it is not the crawler as typed.
    let token = c.token.clone().filter(|t| *t != e.agent);
    let remove = (!readonly).then(|| {
        let label = tr!("expect-remove-label", agent = &e.agent, url = &e.url);
        let (a, u) = (e.agent.clone(), e.url.clone());
        view! {
            <td>
                <button
                    type="button"
                    data-testid="expectation-remove"
                    aria-label=label
                    on:click=move |_| {
                        state.unpin(&a, &u);
                        focus_heading();
                    }
                >
                    {tr!("expect-remove")}
                </button>
            </td>
        }
    });
    view! {
        <tr
            data-testid="expectation"
            data-agent=e.agent.clone()
            data-url=e.url.clone()
            data-expected=verdict_token(e.allowed)
            data-status=pass_word(pass)
            class:fail=!pass
        >
            <td class="expect-result">
                <span aria-hidden="true">{pass_icon(pass)} " "</span>
                {if pass { tr!("expect-pass") } else { tr!("expect-fail") }}
            </td>
            <td>
                {e.agent.clone()}
                {token.map(|t| {
                    let (before, after) = i18n::around(tr!("expect-token", token = MARK));
                    view! { <span class="sub">{before} <code>{t}</code> {after}</span> }
                })}
            </td>
            <td>{e.url.clone()}</td>
            <td>{verdict_words(e.allowed).1}</td>
            <td data-testid="expect-actual">{actual}</td>
            <td>
                {line
                    .map(|line| {
                        view! {
                            <button type="button" class="link" data-testid="expect-line" on:click=move |_| state.reveal_line(line)>
                                {tr!("expect-line", line = line)}
                            </button>
                            ": "
                        }
                    })}
                {rule.map(|r| view! { <code>{r}</code> })}
                {said}
            </td>
            {remove}
        </tr>
    }
}

/// Paste an expectations file.
fn import(state: AppState) -> impl IntoView {
    let textarea = NodeRef::<html::Textarea>::new();
    // Ok: what was imported; Err: the lines that could not be, one a line.
    let outcome = RwSignal::new(None::<Result<String, String>>);
    let run = move || {
        let Some(text) = textarea.get_untracked().map(|t| t.value()) else {
            return;
        };
        outcome.set(Some(match expectations::from_file(&text) {
            Ok((list, cut)) => {
                let mut said = tr!("expect-imported", count = list.len());
                if cut > 0 {
                    said.push(' ');
                    said.push_str(&tr!("expect-imported-cut", count = cut, max = list.len()));
                }
                state.doc.expectations.set(list);
                Ok(said)
            }
            Err(errors) => Err(errors.join("\n")),
        }));
    };
    let done = dynamic(move || {
        outcome.get().and_then(Result::ok).map(
            |text| view! { <p class="hint" role="status" data-testid="expect-imported">{text}</p> },
        )
    });
    let errors = dynamic(move || {
        outcome.get().and_then(Result::err).map(|lines| {
            view! {
                <div role="alert">
                    <p class="error">{tr!("expect-import-failed")}</p>
                    <ul class="errors">
                        {lines
                            .lines()
                            .map(|l| {
                                view! {
                                    <li class="error" data-testid="expect-import-error">
                                        <span aria-hidden="true">"✖ "</span>
                                        {l.to_string()}
                                    </li>
                                }
                            })
                            .collect_view()}
                    </ul>
                </div>
            }
        })
    });
    view! {
        <details class="expect-import">
            <summary>{tr!("expect-import-summary")}</summary>
            <label for="expect-import-text">
                {tr!("expect-import-label")}
            </label>
            <textarea
                id="expect-import-text"
                data-testid="expect-import-text"
                class="plain"
                rows="4"
                wrap="off"
                spellcheck="false"
                autocomplete="off"
                autocapitalize="off"
                aria-describedby="expect-import-hint"
                placeholder="allowed     Googlebot  https://www.example.com/products/\ndisallowed  GPTBot     /"
                node_ref=textarea
            ></textarea>
            <p class="hint" id="expect-import-hint">
                {tr!("expect-import-hint")}
            </p>
            <div class="row-actions">
                <button type="button" data-testid="expect-import" on:click=move |_| run()>
                    {tr!("expect-import")}
                </button>
            </div>
            {done}
            {errors}
        </details>
    }
}
