//! The language menu in the header: each language named in itself.

use leptos::prelude::*;

use crate::i18n::{self, Lang};
use crate::model::permalink::LinkError;
use crate::model::Snapshot;
use crate::platform;
use crate::state::links::Links;
use crate::state::use_state;
use crate::tr;

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
///
/// In the build's copy of the page (painted before the app runs, and
/// replaced by it) the menu lists only the page's language and the names in
/// Latin script, the widest, so the menu has its width: a name in another
/// script (Devanagari, Hangul) makes the browser search the system's fonts
/// for one that has it, about 40 ms of the first paint under 4× CPU
/// throttling. The running app lists every language.
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
                        let listed = platform::IN_BROWSER || l == current || l.name().is_ascii();
                        listed
                            .then(|| {
                                view! {
                                    <option value=l.code() lang=l.code() selected=l == current>
                                        {l.name()}
                                    </option>
                                }
                            })
                    })
                    .collect_view()}
            </select>
        </label>
    }
}
