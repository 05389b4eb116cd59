//! The page's language in the browser: which one to start in, loading its
//! messages, the menu in the header, and `<html lang>`, the title, the
//! description and the web app manifest that follow it.
//!
//! The language is, in order: `lang=` in the page URL (embeds and shared
//! links), the one chosen in the menu before (localStorage), the first of
//! the browser's preferred languages that the page has, else English.

use leptos::prelude::*;

use super::Lang;
use crate::tr;

/// Where the menu's choice is kept.
pub const LANG_KEY: &str = "robots-tester.lang";

/// The language to start in (see the module docs).
pub fn initial(url_lang: Option<Lang>) -> Lang {
    if let Some(l) = url_lang {
        return l;
    }
    if !cfg!(target_arch = "wasm32") {
        return Lang::En;
    }
    let saved = window()
        .local_storage()
        .ok()
        .flatten()
        .and_then(|s| s.get_item(LANG_KEY).ok().flatten())
        .and_then(|c| Lang::from_code(&c));
    saved.or_else(browser_preference).unwrap_or_default()
}

#[cfg(target_arch = "wasm32")]
fn browser_preference() -> Option<Lang> {
    let nav = window().navigator();
    let list: Vec<String> = nav
        .languages()
        .iter()
        .filter_map(|v| v.as_string())
        .chain(nav.language())
        .collect();
    Lang::preferred(list.iter().map(String::as_str))
}

#[cfg(not(target_arch = "wasm32"))]
fn browser_preference() -> Option<Lang> {
    None
}

/// Makes `lang` the page's language, fetching its message file first
/// (`i18n/<code>.ftl`, beside the page; the service worker keeps a copy).
/// Returns whether it could.
#[cfg(target_arch = "wasm32")]
pub async fn load(lang: Lang) -> bool {
    use leptos::wasm_bindgen::JsCast;
    use std::cell::RefCell;
    use wasm_bindgen_futures::JsFuture;

    thread_local! {
        // Files fetched already (leaked once: they live as long as the page).
        static LOADED: RefCell<Vec<(Lang, &'static str)>> = const { RefCell::new(Vec::new()) };
    }
    if lang == Lang::En {
        super::set(lang, None);
        return true;
    }
    if let Some(text) = LOADED.with(|l| l.borrow().iter().find(|e| e.0 == lang).map(|e| e.1)) {
        super::set(lang, Some(text));
        return true;
    }
    let url = format!("i18n/{}.ftl", lang.code());
    let text = async {
        let resp: web_sys::Response = JsFuture::from(window().fetch_with_str(&url))
            .await
            .ok()?
            .dyn_into()
            .ok()?;
        if !resp.ok() {
            return None;
        }
        JsFuture::from(resp.text().ok()?).await.ok()?.as_string()
    }
    .await;
    let Some(text) = text else {
        return false;
    };
    let text: &'static str = Box::leak(text.into_boxed_str());
    LOADED.with(|l| l.borrow_mut().push((lang, text)));
    super::set(lang, Some(text));
    true
}

/// Sets what follows the language outside the app's own elements:
/// `<html lang>`, the title and the description.
pub fn apply_document() {
    if !cfg!(target_arch = "wasm32") {
        return;
    }
    let doc = document();
    if let Some(root) = doc.document_element() {
        let _ = root.set_attribute("lang", super::lang().code());
    }
    doc.set_title(&tr!("page-title"));
    if let Ok(Some(meta)) = doc.query_selector("meta[name=description]") {
        let _ = meta.set_attribute("content", &tr!("page-description"));
    }
    // The installed app's name and description (scripts/manifests.mjs).
    if let Ok(Some(link)) = doc.query_selector("link[rel=manifest]") {
        let href = match super::lang() {
            Lang::En => "manifest.webmanifest".to_string(),
            l => format!("manifest.{}.webmanifest", l.code()),
        };
        let _ = link.set_attribute("href", &href);
    }
}

/// Remembers the choice, keeps `lang=` in the address bar in step (when it
/// has one), and re-renders the page in `lang`.
fn choose(lang: Lang, state: crate::state::AppState, links: Option<crate::share::Links>) {
    if !cfg!(target_arch = "wasm32") {
        return;
    }
    if let Some(s) = window().local_storage().ok().flatten() {
        let _ = s.set_item(LANG_KEY, lang.code());
    }
    let loc = window().location();
    let search = loc.search().unwrap_or_default();
    if search.contains("lang=") {
        let query: Vec<String> = search
            .trim_start_matches('?')
            .split('&')
            .map(|p| match p.split_once('=') {
                Some(("lang", _)) => format!("lang={}", lang.code()),
                _ => p.to_string(),
            })
            .collect();
        let url = format!("?{}{}", query.join("&"), loc.hash().unwrap_or_default());
        if let Ok(h) = window().history() {
            let _ = h.replace_state_with_url(&leptos::wasm_bindgen::JsValue::NULL, "", Some(&url));
        }
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = (state, links);
    #[cfg(target_arch = "wasm32")]
    {
        let snapshot = state.snapshot();
        let error = links.and_then(|l| l.error.get_untracked());
        // Not leptos's spawn_local: the task must not belong to the page it
        // replaces.
        wasm_bindgen_futures::spawn_local(async move {
            if load(lang).await {
                crate::remount(snapshot, error);
            }
        });
    }
}

/// The language menu: each language named in itself.
#[component]
pub fn LanguageMenu() -> impl IntoView {
    let current = super::lang();
    let state = crate::state::use_state();
    let links = use_context::<crate::share::Links>();
    view! {
        <label class="lang-menu">
            <span class="visually-hidden">{tr!("lang-menu-label")}</span>
            <select
                data-testid="lang-select"
                on:change=move |ev| {
                    if let Some(l) = Lang::from_code(&event_target_value(&ev)) {
                        if l != current {
                            choose(l, state, links);
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
