//! The build's copy of the first screen shows until the app's own replaces
//! it (`show_page` in src/lib.rs). The copy's editor is the page's largest
//! paint (its text is Lighthouse's LCP element): rather than paint that
//! text again in a textarea of its own, the app adopts the copy's textarea,
//! the very element, when it shows its first screen. The app's attributes,
//! listeners and reactive parts are built on that element (the list the
//! app's own textarea would have), and its text, the same, is left as it
//! is (setting a textarea's value to the value it has changes nothing).

use leptos::html::Div;
use leptos::prelude::*;

thread_local! {
    /// The adoption waiting for the first screen to show.
    static PENDING: std::cell::RefCell<Option<Box<dyn FnOnce()>>> =
        const { std::cell::RefCell::new(None) };
}

/// The copy's textarea `id` (the build's copy of the page or of the
/// read-only embed, while it shows), if its text is `text`: what a person
/// typed into the copy before the app came is not taken for the file.
pub fn copy_textarea(id: &str, text: &str) -> Option<web_sys::HtmlTextAreaElement> {
    use leptos::wasm_bindgen::JsCast;
    if !super::IN_BROWSER {
        return None;
    }
    let el = document()
        .query_selector(&format!(
            "body>[data-prerendered=page] #{id},body>[data-prerendered=embed] #{id}"
        ))
        .ok()??
        .dyn_into::<web_sys::HtmlTextAreaElement>()
        .ok()?;
    (el.value() == text).then_some(el)
}

/// Puts the copy's element `el` at the end of `parent` (which holds it in
/// the app) when the first screen shows ([`adopt_now`]), then gives it to
/// `adopt` (which puts the app's attributes and listeners on it), under the
/// current owner: cleaned up with it.
pub fn adopt_later(
    el: web_sys::HtmlTextAreaElement,
    parent: NodeRef<Div>,
    adopt: impl FnOnce(&web_sys::Element) + 'static,
) {
    let owner = Owner::current();
    let adopt = move || {
        // The page may have been replaced (a new language) before it showed.
        let (Some(owner), Some(Some(parent))) = (owner, parent.try_get_untracked()) else {
            return;
        };
        let _ = parent.append_child(&el);
        owner.with(|| adopt(&el));
    };
    PENDING.with(|p| *p.borrow_mut() = Some(Box::new(adopt)));
}

/// Adopts the element [`adopt_later`] named, if any: in the task that
/// shows the first screen, before the copy goes.
pub fn adopt_now() {
    if let Some(adopt) = PENDING.with(|p| p.borrow_mut().take()) {
        adopt();
    }
}
