//! Browser tests: mount the app into a real DOM in headless Chromium.
//! Run with `CHROMEDRIVER=/usr/bin/chromedriver cargo test -p robots-tester --target wasm32-unknown-unknown`.
#![cfg(target_arch = "wasm32")]

use robots_tester::model::Snapshot;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, Event, EventInit, HtmlElement, HtmlTextAreaElement};

wasm_bindgen_test_configure!(run_in_browser);

/// Mounts the tester with `snapshot` into a fresh element of the test page;
/// it stays mounted while the handle lives.
fn mount_app(snapshot: Snapshot) -> (HtmlElement, impl Sized) {
    let document = web_sys::window().unwrap().document().unwrap();
    let host: HtmlElement = document.create_element("div").unwrap().unchecked_into();
    document.body().unwrap().append_child(&host).unwrap();
    let handle = leptos::mount::mount_to(host.clone(), move || {
        leptos::view! { <robots_tester::Tester snapshot=snapshot /> }
    });
    (host, handle)
}

/// Waits until the page has mounted every stage of its first screen (the
/// app mounts in pieces, one task each: see `model::first_paint::Stage`),
/// that is until `selector` is there; gives up after a few seconds.
async fn mounted(host: &HtmlElement, selector: &str) {
    for _ in 0..500 {
        if host.query_selector(selector).ok().flatten().is_some() {
            return;
        }
        gloo_timers::future::TimeoutFuture::new(10).await;
    }
    panic!("the page never showed {selector}");
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

fn cell(host: &HtmlElement, url: &str, agent: &str) -> Element {
    find(
        host,
        &format!("[data-testid=result-cell][data-url=\"{url}\"][data-agent=\"{agent}\"]"),
    )
}

#[wasm_bindgen_test]
async fn textarea_is_labelled_and_line_count_follows_typing() {
    let (host, _mounted) = mount_app(Snapshot::default());
    mounted(&host, "[data-testid=trace]").await;

    assert_eq!(
        find(&host, "h1").text_content().unwrap(),
        "robots.txt tester"
    );
    let textarea: HtmlTextAreaElement = find(&host, "[data-testid=robots-input]").unchecked_into();
    let label = find(&host, "label[for=robots-input]");
    assert_eq!(textarea.id(), "robots-input");
    assert_eq!(label.text_content().unwrap(), "robots.txt");

    let count = find(&host, "[data-testid=line-count]");
    assert_eq!(count.text_content().unwrap(), "1 line · 0 bytes");

    type_into(&textarea, "User-agent: *\nDisallow: /private/\n");
    settle().await;
    assert_eq!(count.text_content().unwrap(), "3 lines · 34 bytes");

    type_into(&textarea, "User-agent: *");
    settle().await;
    assert_eq!(count.text_content().unwrap(), "1 line · 13 bytes");
}

#[wasm_bindgen_test]
async fn typing_a_rule_re_checks_the_grid_and_the_trace() {
    let snapshot = Snapshot {
        robots: "User-agent: *\nAllow: /\n".into(),
        urls: "https://example.com/private/x".into(),
        agents: vec!["Googlebot".into()],
        ..Snapshot::default()
    };
    let (host, _mounted) = mount_app(snapshot);
    mounted(&host, "[data-testid=trace]").await;
    let url = "https://example.com/private/x";
    assert_eq!(
        cell(&host, url, "Googlebot")
            .get_attribute("data-verdict")
            .as_deref(),
        Some("allowed")
    );

    let textarea: HtmlTextAreaElement = find(&host, "[data-testid=robots-input]").unchecked_into();
    type_into(&textarea, "User-agent: *\nAllow: /\nDisallow: /private\n");
    settle().await;

    let c = cell(&host, url, "Googlebot");
    assert_eq!(
        c.get_attribute("data-verdict").as_deref(),
        Some("disallowed")
    );
    assert_eq!(
        find(&host, "[data-testid=decisive-line]")
            .get_attribute("data-line")
            .as_deref(),
        Some("3")
    );
    // The rules as code, without the catalogue's backticks.
    let reason = find(&host, "[data-testid=reason]");
    assert_eq!(
        reason.text_content().unwrap(),
        "Disallow: /private (8 bytes) is longer than Allow: / (1 byte): the longest match wins"
    );
    let code: Vec<String> = ["code:first-of-type", "code:last-of-type"]
        .iter()
        .filter_map(|s| reason.query_selector(s).ok().flatten()?.text_content())
        .collect();
    assert_eq!(code, ["Disallow: /private", "Allow: /"]);
}
