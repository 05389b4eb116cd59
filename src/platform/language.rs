//! The page's language in the browser: which one to start in, loading its
//! messages, and `<html lang>`, the title, the
//! description and the web app manifest that follow it.
//!
//! The language is, in order: `lang=` in the page URL (embeds and shared
//! links), the one chosen in the menu before (localStorage), the first of
//! the browser's preferred languages that the page has, else English.

use leptos::prelude::*;

use crate::i18n::tr;
use crate::i18n::{self, Lang};

/// The language to start in (see the module docs).
pub fn initial(url_lang: Option<Lang>) -> Lang {
    if let Some(l) = url_lang {
        return l;
    }
    if !super::IN_BROWSER {
        return Lang::En;
    }
    let saved = super::storage::load_lang().and_then(|c| Lang::from_code(&c));
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
        i18n::set(lang, None);
        return true;
    }
    if let Some(text) = LOADED.with(|l| l.borrow().iter().find(|e| e.0 == lang).map(|e| e.1)) {
        i18n::set(lang, Some(text));
        return true;
    }
    let url = format!("i18n/{}.ftl{}", lang.code(), super::build_query());
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
    i18n::set(lang, Some(text));
    true
}

/// Outside a browser there are no message files to fetch.
#[cfg(not(target_arch = "wasm32"))]
pub async fn load(_lang: Lang) -> bool {
    false
}

/// Sets what follows the language outside the app's own elements:
/// `<html lang>`, the title and the description.
pub fn apply_document() {
    if !cfg!(target_arch = "wasm32") {
        return;
    }
    let doc = document();
    if let Some(root) = doc.document_element() {
        let _ = root.set_attribute("lang", i18n::lang().code());
    }
    doc.set_title(&tr!("page-title"));
    if let Ok(Some(meta)) = doc.query_selector("meta[name=description]") {
        let _ = meta.set_attribute("content", &tr!("page-description"));
    }
    // The installed app's name and description (scripts/manifests.mjs).
    if let Ok(Some(link)) = doc.query_selector("link[rel=manifest]") {
        let href = match i18n::lang() {
            Lang::En => "manifest.webmanifest".to_string(),
            l => format!("manifest.{}.webmanifest", l.code()),
        };
        let _ = link.set_attribute("href", &href);
    }
}

/// Spawns `task` outside any page's owner (Leptos's `spawn_local` needs
/// its executor, which starts with the first mount; a task that replaces
/// the page must not belong to it).
pub fn spawn_detached(task: impl std::future::Future<Output = ()> + 'static) {
    #[cfg(target_arch = "wasm32")]
    wasm_bindgen_futures::spawn_local(
        Box::pin(task) as std::pin::Pin<Box<dyn std::future::Future<Output = ()>>>
    );
    #[cfg(not(target_arch = "wasm32"))]
    drop(task);
}
