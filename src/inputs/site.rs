//! Where the file lives and how fetching it went: the site the robots.txt
//! is for (SPEC §7, scope warnings) and a simulated fetch result (SPEC §8).

use leptos::prelude::*;

use crate::i18n::tr;
use crate::model::FETCH_CHOICES;
use crate::state::use_state;

#[component]
pub fn SiteOptions() -> impl IntoView {
    let state = use_state();
    let readonly = crate::state::use_mode().readonly;
    let site_feedback = move || match state.site() {
        Err(e) => view! {
            <span class="error" data-testid="site-error">
                <span aria-hidden="true">"✖ "</span>
                {e}
            </span>
        }
        .into_any(),
        Ok(Some(site)) => {
            let note = site.note.map(|n| {
                view! {
                    <span class="warning" data-testid="site-note">
                        <span aria-hidden="true">"⚠ "</span>
                        {n}
                    </span>
                    " "
                }
            });
            view! {
                {note}
                <span data-testid="site-origin">
                    {tr!("site-applies", origin = &site.origin.to_string())}
                </span>
            }
            .into_any()
        }
        Ok(None) => ().into_any(),
    };
    let status_effect = move || match state.status() {
        Some(s) => view! {
            <span class="warning" data-testid="status-effect">
                <span aria-hidden="true">"⚠ "</span>
                {tr!("site-status-effect", sentence = s.sentence)}
            </span>
        }
        .into_any(),
        None => view! { <span>{tr!("site-rules-apply")}</span> }.into_any(),
    };
    let current = move || state.fetch.get();
    view! {
        <section class="panel site-panel" aria-labelledby="site-heading">
            <h2 id="site-heading" class="panel-title">
                {tr!("site-heading")}
            </h2>
            <div class="field">
                <label for="site-input">{tr!("site-input-label")}</label>
                <input
                    id="site-input"
                    data-testid="site-input"
                    type="text"
                    inputmode="url"
                    autocomplete="off"
                    spellcheck="false"
                    autocapitalize="off"
                    placeholder="https://example.com/robots.txt"
                    aria-describedby="site-hint site-feedback"
                    aria-invalid=move || { if state.site().is_err() { "true" } else { "false" } }
                    readonly=readonly
                    prop:value=move || {
                        state.view.loaded.track();
                        state.doc.options.with_untracked(|o| o.site.clone())
                    }
                    on:input:target=move |ev| {
                        let v = ev.target().value();
                        state.doc.options.update(|o| o.site = v);
                    }
                />
                <p class="hint" id="site-hint">
                    {tr!("site-hint")}
                </p>
                <p id="site-feedback" class="feedback" aria-live="polite">
                    {site_feedback}
                </p>
            </div>
            <div class="field">
                <label for="status-select">{tr!("site-status-label")}</label>
                <select
                    id="status-select"
                    data-testid="status-select"
                    aria-describedby="status-feedback"
                    disabled=readonly
                    on:change:target=move |ev| {
                        let v = ev.target().value();
                        state.doc.options.update(|o| o.status = v);
                    }
                >
                    {FETCH_CHOICES
                        .iter()
                        .enumerate()
                        .map(|(i, c)| {
                            view! {
                                <option value=c.key prop:selected=move || current() == i>
                                    {c.label()}
                                </option>
                            }
                        })
                        .collect_view()}
                </select>
                <p id="status-feedback" class="feedback" aria-live="polite">
                    {status_effect}
                </p>
            </div>
        </section>
    }
}
