//! The language menu in the header: each language named in itself.

use leptos::prelude::*;

use crate::i18n::tr;
use crate::i18n::{self, Lang};
use crate::model::permalink::LinkError;
use crate::model::Snapshot;
use crate::platform;
use crate::state::links::Links;
use crate::state::use_state;

/// Remembers the choice, keeps `lang=` in the address bar in step (when it
/// has one), and re-renders the page in `lang` with `remount`.
fn choose(
    lang: Lang,
    snapshot: Snapshot,
    error: Option<LinkError>,
    remount: fn(Snapshot, Option<LinkError>),
) {
    if !platform::IN_BROWSER {
        return;
    }
    platform::storage::save_lang(lang.code());
    platform::location::replace_lang(lang.code());
    platform::language::spawn_detached(async move {
        if platform::language::load(lang).await {
            remount(snapshot, error);
        }
    });
}

/// The language menu: each language named in itself.
#[component]
pub fn LanguageMenu(
    /// Renders the page again in the chosen language from the state it has.
    remount: fn(Snapshot, Option<LinkError>),
) -> impl IntoView {
    let current = i18n::lang();
    let state = use_state();
    let links = use_context::<Links>();
    view! {
        <label class="lang-menu">
            <span class="visually-hidden">{tr!("lang-menu-label")}</span>
            <select
                data-testid="lang-select"
                on:change=move |ev| {
                    if let Some(l) = Lang::from_code(&event_target_value(&ev)) {
                        if l != current {
                            let error = links.and_then(|l| l.error.get_untracked());
                            choose(l, state.snapshot(), error, remount);
                        }
                    }
                }
            >
                {Lang::ALL
                    .into_iter()
                    .map(|l| {
                        view! {
                            <option value=l.code() lang=l.code() selected=l == current>
                                {l.name()}
                            </option>
                        }
                    })
                    .collect_view()}
            </select>
        </label>
    }
}
