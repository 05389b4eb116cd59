//! The robots.txt editor: a plain textarea (so typing, undo, selection and
//! paste are the browser's own and stay fast on a 10 MB paste) over a
//! scroll-synced overlay.
//!
//! Nothing is rendered per line of the file: the gutter renders only the
//! line numbers in view, and highlights are a few absolutely positioned bars
//! at `(line - 1) × LINE_HEIGHT`. That is why the textarea does not wrap and
//! its line height is fixed in pixels (see `style/main.css`, `.code`).

use crate::platform::{dynamic, keyed, numbered};
use leptos::html;
use leptos::prelude::*;

use crate::model::view::Reveal;
use crate::model::view::{
    in_view, px, scroll_target, top_px, visible_lines, FIT_LINES, LINE_HEIGHT,
};
use crate::model::{self, human_size, severity_label, DraftStatus};
use crate::platform::time::next_task;
use crate::state::use_state;

pub mod diagnostics;
pub mod file;

#[component]
pub fn Editor<F, V>(
    /// Compare mode's switch, in the editor's header (not in read-only pages).
    compare_toggle: F,
) -> impl IntoView
where
    F: FnOnce() -> V + 'static,
    V: IntoView + 'static,
{
    let state = use_state();
    let readonly = crate::state::use_mode().readonly;
    let textarea = NodeRef::<html::Textarea>::new();
    let scroll_top = RwSignal::new(0.0_f64);
    // Until measured: the tallest the editor is (the workspace's full-height
    // column on a tall screen), so that every line in view has its number.
    let viewport = RwSignal::new(1200.0_f64);
    // Whether the textarea was measured: until then (no scroll, focus or
    // mouseup on it) it is as it mounted, unscrolled at its first size.
    let measured = StoredValue::new(false);

    let measure = move || {
        if let Some(el) = textarea.get_untracked() {
            measured.set_value(true);
            scroll_top.set(f64::from(el.scroll_top()));
            viewport.set(f64::from(el.client_height()));
        }
    };
    let visible = Memo::new(move |_| {
        let total = state.parsed.with(|p| p.editor_lines);
        visible_lines(scroll_top.get(), viewport.get(), total)
    });
    let layer_shift = move || format!("translateY({}px)", -(scroll_top.get().round() as i64));
    let cut_line = Memo::new(move |_| state.parsed.with(|p| p.truncation().map(|t| t.line)));

    // A diagnostic was clicked: select that line and bring it into view.
    crate::platform::effect(move || {
        let Some(Reveal { line, .. }) = state.view.reveal.get() else {
            return;
        };
        let Some(el) = textarea.get_untracked() else {
            return;
        };
        let range = state.doc.robots.with_untracked(|t| {
            model::line_range(t, line)
                .map(|(s, e)| (model::utf16_offset(t, s), model::utf16_offset(t, e)))
        });
        if let Some((start, end)) = range {
            let _ = el.focus();
            let _ = el.set_selection_range(start, end);
            scroll_to_line(&el, line, true);
            measure();
        }
    });

    // A new cell was selected: make its decisive line visible.
    crate::platform::effect(move || {
        state.active.track();
        let Some(line) = state.highlights.with_untracked(|h| h.decisive) else {
            return;
        };
        // As mounted, the textarea shows its first lines (at least
        // FIT_LINES): a line among them needs no reading of its layout,
        // which would force one of the page (while it mounts, all of it).
        let fits = FIT_LINES as f64 * LINE_HEIGHT;
        if !measured.get_value() && scroll_target(line, 0.0, fits, false).is_none() {
            return;
        }
        if let Some(el) = textarea.get_untracked() {
            scroll_to_line(&el, line, false);
            measure();
        }
    });

    let status = dynamic(move || {
        state.parsed.with(|p| {
            crate::i18n::tr!(
                "editor-status",
                lines = p.editor_lines,
                size = &human_size(p.bytes)
            )
        })
    });
    let limit_warning = move || {
        state.parsed.with(|p| {
            p.truncation().map(|t| {
                view! {
                    <p class="notice notice-error" id="robots-limit" data-testid="size-limit" role="status">
                        <span aria-hidden="true">"✖ "</span>
                        <strong>{crate::i18n::tr!("editor-limit-title")}</strong>
                        " "
                        {crate::i18n::tr!(
                            "editor-limit",
                            total = t.total,
                            limit = t.limit,
                            line = t.line
                        )}
                    </p>
                }
            })
        })
    };

    let draft_failed = Memo::new(move |_| {
        state.draft.with(|d| {
            let hook = if matches!(d, DraftStatus::Kept(_)) {
                "draft-kept"
            } else {
                "draft-not-saved"
            };
            d.warning().map(|w| (hook, w))
        })
    });
    let draft_warning = move || {
        draft_failed.get().map(|(hook, warning)| {
            view! {
                <p class="notice notice-error" data-testid=hook role="status">
                    <span aria-hidden="true">"✖ "</span>
                    {warning}
                </p>
            }
        })
    };

    // A draft replaced (kept one step back), or saved by another tab.
    let drafts = state.drafts;
    let draft_notice = move || {
        let (hook, said, act, action): (_, _, _, fn(crate::state::AppState)) =
            match drafts.notice.get() {
                model::DraftNotice::None => return None,
                model::DraftNotice::Undo => (
                    "draft-replaced",
                    crate::i18n::tr!("draft-replaced"),
                    crate::i18n::tr!("draft-undo"),
                    crate::state::draft::restore_previous,
                ),
                model::DraftNotice::OtherTab => (
                    "draft-other-tab",
                    crate::i18n::tr!("draft-other-tab"),
                    crate::i18n::tr!("draft-other-tab-show"),
                    crate::state::draft::show_other_tabs,
                ),
            };
        Some(view! {
            <div class="notice file-notice" data-testid=hook role="status">
                <p>{said}</p>
                <button type="button" data-testid="draft-action" on:click=move |_| action(state)>
                    {act}
                </button>
                <button
                    type="button"
                    data-testid="draft-dismiss"
                    on:click=move |_| drafts.notice.set(model::DraftNotice::None)
                >
                    {crate::i18n::tr!("draft-dismiss")}
                </button>
            </div>
        })
    };

    // A file dropped on the editor is opened (text dropped is the
    // textarea's own business).
    let file_error = RwSignal::new(None::<String>);

    // The textarea's attributes, listeners and reactive parts, as a list
    // that can go on the app's own textarea or on the copy's (adopted).
    let attrs = move || {
        view! {
            <{..}
                attr:id="robots-input"
                attr:data-testid="robots-input"
                attr:rows="18"
                class:fit=move || state.parsed.with(|p| p.editor_lines <= FIT_LINES)
                attr:wrap="off"
                attr:spellcheck="false"
                attr:autocomplete="off"
                attr:autocapitalize="off"
                attr:readonly=readonly
                attr:aria-describedby=move || {
                    if cut_line.get().is_some() {
                        "robots-status robots-legend robots-limit"
                    } else {
                        "robots-status robots-legend"
                    }
                }
                prop:value=move || {
                    state.view.loaded.track();
                    state.doc.robots.get_untracked()
                }
                on:input=move |ev| {
                    let ta: web_sys::HtmlTextAreaElement = event_target(&ev);
                    state.doc.robots.set(ta.value());
                    state.edited();
                }
                on:dragover=crate::widgets::file::on_dragover(readonly)
                on:drop=crate::widgets::file::on_drop(readonly, file::opener(state, file_error))
                on:scroll=move |_| measure()
                on:focus=move |_| measure()
                on:mouseup=move |_| measure()
            />
        }
    };
    // The build's copy of the first screen shows the same text: its textarea
    // is adopted when the first screen shows (`platform::adopt`), not
    // painted again.
    let code = NodeRef::<html::Div>::new();
    let copy =
        crate::platform::adopt::copy_textarea("robots-input", &state.doc.robots.get_untracked());
    let inline_input = match copy {
        Some(el) => {
            crate::platform::adopt::adopt_later(el, code, move |el| {
                use leptos::tachys::html::attribute::Attribute;
                use leptos::tachys::html::node_ref::NodeRefContainer;
                textarea.load(el);
                // Its effects and listeners live as long as the page.
                StoredValue::new_local(attrs().build(el));
            });
            None
        }
        None => Some(view! { <textarea node_ref={textarea} {..attrs()}></textarea> }),
    };

    view! {
        <section class="panel editor-panel" aria-label=crate::i18n::tr!("editor-label")>
            <div class="panel-head">
                <label id="robots-label" for="robots-input" class="panel-title">
                    "robots.txt"
                </label>
                <p
                    class="status"
                    data-testid="line-count"
                    id="robots-status"
                    data-bytes=move || state.parsed.with(|p| p.bytes)
                >
                    {status}
                </p>
                {(!readonly).then(compare_toggle)}
            </div>
            <div class="editor">
                // The line numbers, the highlights, the file's tools and notes
                // each mount in a task of their own (the editor's mount was
                // one long task).
                {next_task(move || {
                    view! {
                        <div class="gutter" aria-hidden="true">
                            <div class="layer" style:transform=layer_shift>
                                {keyed(
                                    move || {
                                        let (a, b) = visible.get();
                                        numbered(a as u32..=b as u32)
                                    },
                                    move |(n, ..)| view! { <GutterLine n=n cut_line=cut_line /> }.into_any(),
                                )}
                            </div>
                        </div>
                    }
                        .into_any()
                })}
                <div class="code" node_ref=code>
                    {next_task(move || {
                        view! {
                            <div class="overlay" aria-hidden="true">
                                <div class="layer" style:transform=layer_shift>
                                    {dynamic(move || {
                                        cut_line
                                            .get()
                                            .map(|line| {
                                                let lines = state.parsed.with(|p| p.editor_lines);
                                                let rows = lines.saturating_sub(line as usize) + 1;
                                                view! {
                                                    <div
                                                        class="hl hl-ignored"
                                                        data-testid="ignored-lines"
                                                        data-line=line
                                                        style:top=top_px(line)
                                                        style:height=px(rows as f64 * LINE_HEIGHT)
                                                    ></div>
                                                }
                                            })
                                    })}
                                    {keyed(
                                        move || state.highlights.with(|h| numbered(in_view(&h.agent_lines, visible.get()))),
                                        |(n, ..)| view! { <div class="hl hl-agent" data-line=n style:top=top_px(n)></div> }.into_any(),
                                    )}
                                    {keyed(
                                        move || state.highlights.with(|h| numbered(in_view(&h.candidates, visible.get()))),
                                        |(n, ..)| {
                                            view! {
                                                <div
                                                    class="hl hl-candidate"
                                                    data-testid="candidate-line"
                                                    data-line=n
                                                    style:top=top_px(n)
                                                ></div>
                                            }
                                                .into_any()
                                        },
                                    )}
                                    {dynamic(move || {
                                        state
                                            .highlights
                                            .with(|h| h.decisive)
                                            .map(|n| {
                                                view! {
                                                    <div
                                                        class="hl hl-decisive"
                                                        data-testid="decisive-line"
                                                        data-line=n
                                                        style:top=top_px(n)
                                                    ></div>
                                                }
                                            })
                                    })}
                                </div>
                            </div>
                        }
                            .into_any()
                    })}
                    {inline_input}
                </div>
            </div>
            {next_task(move || {
                view! {
                    {(!readonly).then(|| view! { <file::FileBar error=file_error /> })}
                    <p class="legend" id="robots-legend">
                        <span class="key key-decisive" aria-hidden="true">"▶"</span>
                        " " {crate::i18n::tr!("editor-legend-decisive")} " · "
                        <span class="key key-candidate" aria-hidden="true">"◇"</span>
                        " " {crate::i18n::tr!("editor-legend-candidate")} " · "
                        <span class="key key-agent" aria-hidden="true">"»"</span>
                        " " {crate::i18n::tr!("editor-legend-agent")} " · "
                        <span class="key" aria-hidden="true">"⚠"</span>
                        " " {crate::i18n::tr!("editor-legend-diagnostic")}
                    </p>
                    <file::EditedNotice />
                    {dynamic(limit_warning)}
                    {dynamic(draft_warning)}
                    {dynamic(draft_notice)}
                }
                    .into_any()
            })}
        </section>
    }
}

/// One visible line number, with its marks.
#[component]
fn GutterLine(n: u32, cut_line: Memo<Option<u32>>) -> impl IntoView {
    let state = use_state();
    let diag = move || {
        state
            .diagnostics
            .with(|d| d.mark(n))
            .map_or("", |s| severity_label(s).0)
    };
    let role = move || {
        state.highlights.with(|h| {
            if h.decisive == Some(n) {
                "▶"
            } else if h.candidates.binary_search(&n).is_ok() {
                "◇"
            } else if h.agent_lines.binary_search(&n).is_ok() {
                "»"
            } else {
                ""
            }
        })
    };
    let ignored = move || cut_line.get().is_some_and(|c| n > c);
    view! {
        <div class="ln" class:ln-ignored=ignored style:top=top_px(n)>
            <span class="ln-diag">{diag}</span>
            <span class="ln-num">{n}</span>
            <span class="ln-role">{role}</span>
        </div>
    }
}

/// Scrolls the textarea so that `line` is in view (centred when `center`,
/// else only if it is outside the view).
fn scroll_to_line(el: &web_sys::HtmlTextAreaElement, line: u32, center: bool) {
    let (view_top, height) = (f64::from(el.scroll_top()), f64::from(el.client_height()));
    if let Some(target) = scroll_target(line, view_top, height, center) {
        el.set_scroll_top(target as i32);
    }
}
