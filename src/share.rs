//! The page side of permalinks ([`crate::permalink`] is the format): what
//! the page starts from, the Share button, the message for a link that
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

use crate::embed::{PageMode, Panel};
use crate::permalink::{self, LinkError};
use crate::state::{use_state, AppState, Snapshot};
use crate::storage;
use crate::tr;

/// What the page starts from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Start {
    pub mode: PageMode,
    pub snapshot: Snapshot,
    /// The snapshot came from the fragment.
    pub from_link: bool,
    /// The fragment was meant as a permalink but could not be opened.
    pub error: Option<LinkError>,
}

impl Start {
    /// Decides the starting state from the page mode, what the fragment
    /// held, and the saved draft. An embed never shows the person's draft:
    /// without a fragment it shows the example.
    pub fn resolve(
        mode: PageMode,
        link: Result<Option<Snapshot>, LinkError>,
        draft: impl FnOnce() -> Option<Snapshot>,
    ) -> Start {
        let fallback = move || {
            if mode.embed {
                Snapshot::example()
            } else {
                draft().unwrap_or_else(Snapshot::example)
            }
        };
        let (snapshot, from_link, error) = match link {
            Ok(Some(snapshot)) => (snapshot, true, None),
            Ok(None) => (fallback(), false, None),
            Err(e) => (fallback(), false, Some(e)),
        };
        Start {
            mode,
            snapshot,
            from_link,
            error,
        }
    }

    /// The start of the current page: its query, fragment and saved draft.
    pub fn read() -> Start {
        let mode = PageMode::from_location();
        Start::resolve(
            mode,
            permalink::decode(&location_hash()),
            storage::load_draft,
        )
    }
}

/// A normal page that did not come from a link.
impl Default for Start {
    fn default() -> Start {
        Start::resolve(PageMode::default(), Ok(None), || None)
    }
}

fn location_hash() -> String {
    if !cfg!(target_arch = "wasm32") {
        return String::new();
    }
    window().location().hash().unwrap_or_default()
}

/// The link state shared through context.
#[derive(Clone, Copy)]
pub struct Links {
    /// The last fragment that could not be opened, until dismissed.
    pub error: RwSignal<Option<LinkError>>,
    /// Whether the page is in embed mode (the message then does not
    /// mention the draft).
    embed: bool,
}

/// Provides [`Links`] and keeps the fragment and the state in step (see the
/// module docs). `start` is what the page started from.
pub fn follow_links(state: AppState, start: &Start) {
    let links = Links {
        error: RwSignal::new(start.error.clone()),
        embed: start.mode.embed,
    };
    provide_context(links);
    if !cfg!(target_arch = "wasm32") {
        return;
    }
    // The state as loaded from the fragment, while it is unchanged.
    let linked = StoredValue::new(start.from_link.then(|| state.snapshot()));

    // Another permalink pasted into the address bar (or Back to the page
    // without one) reloads the page, which then starts as described above:
    // so the draft is never overwritten by a state nobody edited. Pending
    // edits are saved on `pagehide` first.
    let on_hash = window_event_listener_untyped("hashchange", move |_| {
        match permalink::decode(&location_hash()) {
            Ok(Some(_)) => reload(),
            Ok(None) if linked.with_value(Option::is_some) => reload(),
            Ok(None) => {}
            Err(e) => links.error.set(Some(e)),
        }
    });
    on_cleanup(move || on_hash.remove());

    if start.mode.embed {
        // The host chose the fragment; it stays.
        return;
    }
    Effect::new(move |_| {
        state.track_snapshot();
        let changed = linked.with_value(|l| l.as_ref().is_some_and(|l| *l != state.snapshot()));
        if changed {
            linked.set_value(None);
            drop_fragment();
        }
    });
}

fn reload() {
    let _ = window().location().reload();
}

/// Removes the fragment from the address bar without reloading or adding a
/// history entry.
fn drop_fragment() {
    let location = window().location();
    let (Ok(path), Ok(query)) = (location.pathname(), location.search()) else {
        return;
    };
    if let Ok(history) = window().history() {
        let _ = history.replace_state_with_url(
            &leptos::wasm_bindgen::JsValue::NULL,
            "",
            Some(&format!("{path}{query}")),
        );
    }
}

/// Why a link cannot be opened (or a state cannot be shared), in the page's
/// language: a clause that follows "This link could not be opened:".
/// (`LinkError`'s `Display` is the English one, for tests and logs.)
pub fn reason(e: &LinkError) -> String {
    match *e {
        LinkError::TooLong { chars } => tr!(
            "link-reason-too-long",
            chars = chars,
            limit = permalink::MAX_FRAGMENT_CHARS
        ),
        LinkError::NoVersion => tr!("link-reason-no-version"),
        LinkError::FutureFormat { format } => tr!(
            "link-reason-future-format",
            format = format,
            current = permalink::FORMAT
        ),
        LinkError::NotBase64 => tr!("link-reason-not-base64"),
        LinkError::Damaged => tr!("link-reason-damaged"),
        LinkError::TooLarge => {
            let mib = crate::i18n::number(permalink::MAX_DECODED_BYTES / (1024 * 1024));
            let size = tr!("size-mib", size = &mib);
            tr!("link-reason-too-large", size = &size)
        }
        LinkError::NotAState => tr!("link-reason-not-a-state"),
        LinkError::NewerState => tr!("link-reason-newer-state"),
    }
}

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
        let href = window().location().href().unwrap_or_default();
        let snapshot = state.snapshot();
        leptos::task::spawn_local(async move {
            #[cfg(target_arch = "wasm32")]
            let made = permalink::share_url_in_browser(&href, &snapshot).await;
            #[cfg(not(target_arch = "wasm32"))]
            let made = permalink::share_url(&href, &snapshot);
            match made {
                Ok(url) => {
                    let url = with_lang(&url, crate::i18n::lang());
                    let copied = copy_text(&url).await;
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

/// `url` with `lang=` set to `lang` in its query (replacing one there), so
/// that a shared link or an embed opens in the language it was made in;
/// English, the default, adds nothing.
pub fn with_lang(url: &str, lang: crate::i18n::Lang) -> String {
    let (rest, hash) = match url.split_once('#') {
        Some((r, h)) => (r, format!("#{h}")),
        None => (url, String::new()),
    };
    let (page, query) = rest.split_once('?').unwrap_or((rest, ""));
    let mut pairs: Vec<String> = query
        .split('&')
        .filter(|p| !p.is_empty() && !p.starts_with("lang="))
        .map(str::to_string)
        .collect();
    if lang != crate::i18n::Lang::En {
        pairs.push(format!("lang={}", lang.code()));
    }
    if pairs.is_empty() {
        format!("{page}{hash}")
    } else {
        format!("{page}?{}{hash}", pairs.join("&"))
    }
}

/// The `<iframe>` code for an embed of `link` showing `panels`, read-only,
/// in the page's language; the frame's title is the page's name in it.
pub fn embed_snippet(link: &str, panels: &[Panel]) -> String {
    let (page, hash) = link.split_once('#').unwrap_or((link, ""));
    let page = page.split('?').next().unwrap_or(page);
    let names: Vec<&str> = panels.iter().map(|p| p.name()).collect();
    let title = attribute_text(&tr!("page-title"));
    let lang = match crate::i18n::lang() {
        crate::i18n::Lang::En => String::new(),
        l => format!("&amp;lang={}", l.code()),
    };
    format!(
        "<iframe title=\"{title}\" loading=\"lazy\" src=\"{page}?embed=1&amp;readonly=1&amp;panels={}{lang}#{hash}\" style=\"width: 100%; height: 640px; border: 0\"></iframe>",
        names.join(",")
    )
}

/// `text` as the value of a double-quoted HTML attribute.
fn attribute_text(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('"', "&quot;")
        .replace('<', "&lt;")
}

/// Share's embed builder: which panels, and the code to paste.
#[component]
fn EmbedSnippet(link: String) -> impl IntoView {
    let state = use_state();
    let compare = state.options.with_untracked(|o| o.before.is_some());
    // What an example needs, as a default embed shows it.
    let chosen = RwSignal::new(
        Panel::EVERY
            .into_iter()
            .filter(|&p| match p {
                Panel::Before => compare,
                p => {
                    PageMode {
                        embed: true,
                        ..PageMode::default()
                    }
                    .shows(p)
                        == Some(true)
                }
            })
            .collect::<Vec<_>>(),
    );
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

/// Writes `text` to the clipboard; false when the browser refuses.
#[cfg(target_arch = "wasm32")]
async fn copy_text(text: &str) -> bool {
    let promise = window().navigator().clipboard().write_text(text);
    wasm_bindgen_futures::JsFuture::from(promise).await.is_ok()
}

#[cfg(not(target_arch = "wasm32"))]
async fn copy_text(_text: &str) -> bool {
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    fn draft() -> Snapshot {
        Snapshot {
            robots: "User-agent: *\nDisallow: /draft\n".into(),
            ..Snapshot::default()
        }
    }

    fn linked() -> Snapshot {
        Snapshot {
            robots: "User-agent: *\nDisallow: /linked\n".into(),
            ..Snapshot::default()
        }
    }

    #[test]
    fn a_link_wins_over_the_draft() {
        let s = Start::resolve(PageMode::default(), Ok(Some(linked())), || Some(draft()));
        assert_eq!((s.snapshot, s.from_link, s.error), (linked(), true, None));
    }

    #[test]
    fn a_bad_link_shows_the_draft_and_the_error() {
        let s = Start::resolve(PageMode::default(), Err(LinkError::Damaged), || {
            Some(draft())
        });
        assert_eq!(
            (s.snapshot, s.from_link, s.error),
            (draft(), false, Some(LinkError::Damaged))
        );
    }

    #[test]
    fn no_link_shows_the_draft_or_the_example() {
        let s = Start::resolve(PageMode::default(), Ok(None), || Some(draft()));
        assert_eq!((s.snapshot, s.from_link, s.error), (draft(), false, None));
        let s = Start::resolve(PageMode::default(), Ok(None), || None);
        assert_eq!(s.snapshot, Snapshot::example());
    }

    #[test]
    fn shared_links_carry_a_language_other_than_english() {
        use crate::i18n::Lang;
        assert_eq!(
            with_lang("https://x.test/t/#s=1.abc", Lang::Ko),
            "https://x.test/t/?lang=ko#s=1.abc"
        );
        assert_eq!(
            with_lang("https://x.test/?embed=1&lang=hi#s=1.a", Lang::Nl),
            "https://x.test/?embed=1&lang=nl#s=1.a"
        );
        assert_eq!(
            with_lang("https://x.test/?lang=hi#s=1.a", Lang::En),
            "https://x.test/#s=1.a"
        );
        assert_eq!(with_lang("https://x.test/", Lang::En), "https://x.test/");
    }

    #[test]
    fn the_embed_snippet_keeps_the_state_and_names_the_panels() {
        let s = embed_snippet(
            "https://t.example/app/?x=1#s=1.abc",
            &[Panel::Robots, Panel::Results],
        );
        assert_eq!(
            s,
            "<iframe title=\"robots.txt tester\" loading=\"lazy\" src=\"https://t.example/app/?embed=1&amp;readonly=1&amp;panels=robots,results#s=1.abc\" style=\"width: 100%; height: 640px; border: 0\"></iframe>"
        );
    }

    #[test]
    fn an_embed_never_reads_the_draft() {
        let embed = PageMode {
            embed: true,
            ..PageMode::default()
        };
        let s = Start::resolve(embed, Ok(None), || panic!("the draft was read"));
        assert_eq!(s.snapshot, Snapshot::example());
        let s = Start::resolve(embed, Err(LinkError::NotBase64), || {
            panic!("the draft was read")
        });
        assert_eq!(
            (s.snapshot, s.error),
            (Snapshot::example(), Some(LinkError::NotBase64))
        );
        let s = Start::resolve(embed, Ok(Some(linked())), || panic!("the draft was read"));
        assert_eq!(s.snapshot, linked());
    }
}
