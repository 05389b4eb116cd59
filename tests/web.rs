//! Browser tests: mount the app into a real DOM in headless Chromium.
//! Run with `CHROMEDRIVER=/usr/bin/chromedriver cargo test -p robots-tester --target wasm32-unknown-unknown`.
#![cfg(target_arch = "wasm32")]

use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, Event, EventInit, HtmlElement, HtmlTextAreaElement};

wasm_bindgen_test_configure!(run_in_browser);

/// Mounts the app into a fresh element of the test page; it stays mounted while the handle lives.
fn mount_app() -> (HtmlElement, impl Sized) {
    let document = web_sys::window().unwrap().document().unwrap();
    let host: HtmlElement = document.create_element("div").unwrap().unchecked_into();
    document.body().unwrap().append_child(&host).unwrap();
    let handle = leptos::mount::mount_to(host.clone(), robots_tester::App);
    (host, handle)
}

fn find(host: &HtmlElement, selector: &str) -> Element {
    host.query_selector(selector)
        .unwrap()
        .unwrap_or_else(|| panic!("nothing matches {selector}"))
}

/// Types `text` into the textarea the way a browser reports it: new value, then a bubbling `input` event.
fn type_into(textarea: &HtmlTextAreaElement, text: &str) {
    textarea.set_value(text);
    let init = EventInit::new();
    init.set_bubbles(true);
    let event = Event::new_with_event_init_dict("input", &init).unwrap();
    textarea.dispatch_event(&event).unwrap();
}

/// Lets queued reactive effects run.
async fn settle() {
    gloo_timers::future::TimeoutFuture::new(0).await;
}

#[wasm_bindgen_test]
async fn textarea_is_labelled_and_line_count_follows_typing() {
    let (host, _mounted) = mount_app();

    assert_eq!(
        find(&host, "h1").text_content().unwrap(),
        "robots.txt tester"
    );
    let textarea: HtmlTextAreaElement = find(&host, "[data-testid=robots-input]").unchecked_into();
    let label = find(&host, "label[for=robots-input]");
    assert_eq!(textarea.id(), "robots-input");
    assert_eq!(label.text_content().unwrap(), "robots.txt");

    let count = find(&host, "[data-testid=line-count]");
    assert_eq!(count.text_content().unwrap(), "0 lines");

    type_into(&textarea, "User-agent: *\nDisallow: /private/\n");
    settle().await;
    assert_eq!(count.text_content().unwrap(), "2 lines");

    type_into(&textarea, "User-agent: *");
    settle().await;
    assert_eq!(count.text_content().unwrap(), "1 line");
}
