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

use crate::model::links::{cut_message, embed_snippet, reason, with_lang};
use crate::model::page_mode::Panel;
use crate::model::permalink::{self, LinkError};
use crate::platform;
use crate::state::links::Links;
use crate::state::use_state;
use crate::tr;

pub mod embed;

/// The message for a fragment that could not be opened.
#[component]
pub fn LinkNotice() -> impl IntoView {
    let links = expect_context::<Links>();
    let instead = if links.embed {
        tr!("link-instead-example")
    } else {
        tr!("link-instead-draft")
    };
    let dismiss = tr!("link-dismiss");
    view! {
        <div class="notice-slot" role="alert">
            {move || {
                links
                    .error
                    .get()
                    .map(|e| {
                        view! {
                            <div class="notice notice-error link-error" data-testid="link-error">
                                <p>{tr!("link-error", reason = &reason(&e))} " " {instead.clone()}</p>
                                <button type="button" on:click=move |_| links.error.set(None)>
                                    {dismiss.clone()}
                                </button>
                            </div>
                        }
                    })
            }}
            {move || {
                links
                    .cut
                    .get()
                    .and_then(|cut| cut_message(&cut))
                    .map(|said| {
                        view! {
                            <div class="notice notice-error link-error" data-testid="link-cut">
                                <p>{said}</p>
                                <button type="button" on:click=move |_| links.cut.set(None)>
                                    {tr!("link-dismiss")}
                                </button>
                            </div>
                        }
                    })
            }}
        </div>
    }
}

/// What the last click on Share did.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Shared {
    Copied(String),
    /// The clipboard refused (e.g. an iframe without `clipboard-write`).
    NotCopied(String),
    TooBig(LinkError),
}

/// The Share button: copies a link to the whole state and shows it.
#[component]
pub fn ShareButton() -> impl IntoView {
    let state = use_state();
    let (shared, set_shared) = signal(None::<Shared>);
    let share = move |_| {
        let href = platform::location::href();
        let payload = permalink::to_payload(&state.snapshot());
        crate::platform::spawn(async move {
            // Compressed by the browser's own zlib; where it has none, the
            // payload goes into zlib's uncompressed ("stored") blocks: a
            // longer link, the same format.
            let packed = match platform::compress::zlib(&payload).await {
                Some(packed) => packed,
                None => permalink::stored_zlib(&payload),
            };
            let made = permalink::share_url_packed(&href, &packed);
            match made {
                Ok(url) => {
                    let url = with_lang(&url, crate::i18n::lang());
                    let copied = platform::clipboard::copy_text(&url).await;
                    set_shared.set(Some(if copied {
                        Shared::Copied(url)
                    } else {
                        Shared::NotCopied(url)
                    }));
                }
                Err(e) => set_shared.set(Some(Shared::TooBig(e))),
            }
        });
    };
    let status = move || {
        shared.get().map(|s| {
            let (said, url) = match s {
                Shared::Copied(url) => (tr!("share-copied"), url),
                Shared::NotCopied(url) => (tr!("share-copy-this"), url),
                Shared::TooBig(e) => {
                    return view! { <p>{tr!("share-too-big", reason = &reason(&e))}</p> }.into_any()
                }
            };
            let link = url.clone();
            view! {
                <p>{said}</p>
                <input
                    type="text"
                    readonly
                    class="share-url"
                    data-testid="share-url"
                    aria-label=tr!("share-url-label")
                    prop:value=url
                    on:focus=|ev| {
                        use leptos::wasm_bindgen::JsCast;
                        if let Some(input) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) {
                            input.select();
                        }
                    }
                />
                <EmbedSnippet link=link />
            }
            .into_any()
        })
    };
    view! {
        <div class="share">
            <button type="button" data-testid="share" on:click=share>
                {tr!("share-button")}
            </button>
            <div class="share-status" role="status" data-testid="share-status">
                {status}
            </div>
        </div>
    }
}

/// Share's embed builder: which panels, and the code to paste.
#[component]
fn EmbedSnippet(link: String) -> impl IntoView {
    let state = use_state();
    let compare = state.doc.options.with_untracked(|o| o.before.is_some());
    // What an example needs, as a default embed shows it.
    let chosen = RwSignal::new(Panel::example(compare));
    let snippet = move || chosen.with(|c| embed_snippet(&link, c));
    view! {
        <details class="embed-builder">
            <summary>{tr!("embed-summary")}</summary>
            <fieldset>
                <legend>{tr!("embed-panels")}</legend>
                {Panel::EVERY
                    .into_iter()
                    .map(|p| {
                        view! {
                            <label>
                                <input
                                    type="checkbox"
                                    data-testid="embed-panel"
                                    value=p.name()
                                    prop:checked=move || chosen.with(|c| c.contains(&p))
                                    on:change:target=move |ev| {
                                        let on = ev.target().checked();
                                        chosen.update(|c| {
                                            // In the documented order.
                                            *c = Panel::EVERY
                                                .into_iter()
                                                .filter(|&x| if x == p { on } else { c.contains(&x) })
                                                .collect();
                                        });
                                    }
                                />
                                {p.label()}
                            </label>
                        }
                    })
                    .collect_view()}
            </fieldset>
            <textarea readonly rows="4" class="plain" data-testid="embed-snippet" aria-label=tr!("embed-code-label") prop:value=snippet></textarea>
            <p class="hint">{tr!("embed-hint")}</p>
        </details>
    }
}
