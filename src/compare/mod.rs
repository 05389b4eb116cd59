//! Compare mode's views: the toggle, the "before" editor with the line diff,
//! and the side-by-side explanation in the trace.

use crate::platform::dynamic;
use std::sync::Arc;

use leptos::prelude::*;
use robots::compare::Change;

use crate::i18n::tr;
use crate::i18n::{self, MARK};
use crate::model::compare::{cause, change_words, flips, HunkKind};
use crate::model::{self, verdict_words, Explained};
use crate::state::use_state;
use crate::widgets::textarea::PlainText;

/// Turns compare mode on (the "before" file starts as a copy of the current
/// one, so the diff starts empty) or off (the edited file stays).
#[component]
pub fn CompareToggle() -> impl IntoView {
    let state = use_state();
    let on = Memo::new(move |_| state.doc.options.with(|o| o.before.is_some()));
    let toggle = move |_| {
        let before = if on.get_untracked() {
            None
        } else {
            Some(state.doc.robots.get_untracked())
        };
        state.doc.options.update(|o| o.before = before);
        if !on.get_untracked() {
            state.view.changed_only.set(false);
        }
    };
    view! {
        <button
            type="button"
            class="compare-toggle"
            data-testid="compare-toggle"
            aria-pressed=move || if on.get() { "true" } else { "false" }
            on:click=toggle
        >
            {dynamic(move || if on.get() { tr!("compare-leave") } else { tr!("compare-start") })}
        </button>
    }
}

/// The "before" file and the line diff of the two.
#[component]
pub fn BeforePanel() -> impl IntoView {
    let state = use_state();
    let readonly = crate::state::use_mode().readonly;
    let on = Memo::new(move |_| state.doc.options.with(|o| o.before.is_some()));
    dynamic(move || {
        on.get().then(|| {
            view! {
                <section class="panel before-panel" aria-labelledby="before-label" data-testid="before-panel">
                    <div class="panel-head">
                        <label id="before-label" for="before-input" class="panel-title">
                            {tr!("compare-before-label")}
                        </label>
                        <p class="status">
                            {dynamic(move || {
                                state
                                    .before_parsed
                                    .with(|p| p.as_ref().map(|p| tr!("compare-before-lines", count = p.editor_lines)))
                            })}
                        </p>
                    </div>
                    <p class="hint" id="before-hint">
                        {tr!("compare-before-hint")}
                    </p>
                    {PlainText {
                        id: "before-input",
                        testid: "before-input",
                        rows: "8",
                        describedby: "before-hint",
                        readonly,
                        value: Arc::new(move || {
                            state.view.loaded.track();
                            state.doc.options.with_untracked(|o| o.before.clone().unwrap_or_default())
                        }),
                        on_input: Box::new(move |text| {
                            let text = model::normalise_line_ends(&text);
                            state.doc.options.update(|o| o.before = Some(text));
                        }),
                        invalid: None,
                        long_paste: None,
                        on_file: None,
                    }
                    .view()}
                    <LineDiff />
                </section>
            }
        })
    })
}

/// The changed lines of the two files, each with the number of tested
/// verdicts it flips.
#[component]
fn LineDiff() -> impl IntoView {
    let state = use_state();
    let counts = Memo::new(move |_| {
        state.results.with(|a| {
            state.results_before.with(|b| {
                b.as_ref()
                    .filter(|b| b.rows() == a.rows() && b.cols == a.cols)
                    .map(|b| state.hunks.with(|h| flips(h, b, a)))
            })
        })
    });
    let line_of = |text: &str, n: u32| {
        text.split('\n')
            .nth(n as usize - 1)
            .unwrap_or_default()
            .to_string()
    };
    view! {
        <h3 class="diff-title">{tr!("diff-title")}</h3>
        <ol class="line-diff" data-testid="line-diff">
            {dynamic(move || {
                let before = state.doc.options.with(|o| o.before.clone().unwrap_or_default());
                let after = state.doc.robots.get();
                let counts = counts.get();
                let hunks = state.hunks.get();
                let changed: Vec<_> = hunks
                    .iter()
                    .enumerate()
                    .filter(|(_, h)| h.kind != HunkKind::Same)
                    .collect();
                if changed.is_empty() {
                    return view! { <li class="hint">{tr!("diff-none")}</li> }.into_any();
                }
                changed
                    .into_iter()
                    .map(|(i, h)| {
                        let flipped = counts.as_ref().map(|(c, _)| c[i]);
                        let removed: Vec<String> = h.before.clone().map(|n| line_of(&before, n)).collect();
                        let added: Vec<String> = h.after.clone().map(|n| line_of(&after, n)).collect();
                        let kind = match h.kind {
                            HunkKind::Added => "added",
                            HunkKind::Removed => "removed",
                            _ => "changed",
                        };
                        view! {
                            <li class="hunk" data-testid="diff-hunk" data-kind=kind data-flips=flipped>
                                <p class="hunk-head">
                                    {h.describe()}
                                    " · "
                                    <strong>
                                        {match flipped {
                                            Some(n) => tr!("diff-flips", count = n),
                                            None => tr!("diff-checking"),
                                        }}
                                    </strong>
                                </p>
                                {h.before
                                    .clone()
                                    .zip(removed)
                                    .map(|(n, l)| view! { <pre class="del"><span class="mark" aria-label=tr!("diff-removed-mark")>"− "</span>{format!("{n}: ")}{l}</pre> })
                                    .collect_view()}
                                {h.after
                                    .clone()
                                    .zip(added)
                                    .map(|(n, l)| view! { <pre class="ins"><span class="mark" aria-label=tr!("diff-added-mark")>"+ "</span>{format!("{n}: ")}{l}</pre> })
                                    .collect_view()}
                            </li>
                        }
                    })
                    .collect_view()
                    .into_any()
            })}
        </ol>
        {dynamic(move || {
            counts
                .get()
                .filter(|(_, other)| *other > 0)
                .map(|(_, other)| {
                    view! {
                        <p class="hint">
                            {tr!("diff-unexplained", count = other)}
                        </p>
                    }
                })
        })}
    }
}

/// One side of the side-by-side explanation.
fn side(title: String, e: &Explained, other_parsers: usize, testid: &'static str) -> impl IntoView {
    let Some(v) = &e.verdict else {
        return view! { <div class="side" data-testid=testid><h3>{title}</h3><p>{tr!("compare-untestable")}</p></div> }.into_any();
    };
    let allowed = e.allowed().unwrap_or(v.allowed);
    let (icon, word) = verdict_words(allowed);
    let rule = match (&e.status, &v.decisive) {
        (Some(st), _) => tr!("compare-rule-status", status = st.label),
        (None, Some(d)) => tr!("compare-rule-line", line = d.line, rule = &d.display()),
        (None, None) => tr!("compare-rule-none"),
    };
    let reason = e.status.map_or_else(
        || crate::widgets::code::with_code(&robots::message::reason(v)),
        |st| vec![st.sentence.to_string().into_any()],
    );
    let group = tr!(
        "compare-group",
        explanation = &crate::model::group_explanation(&e.agent.token, &v.groups)
    );
    let (rule_before, rule_after) = i18n::around(tr!("compare-rule", rule = MARK));
    view! {
        <div class="side" data-testid=testid data-verdict=if allowed { "allowed" } else { "disallowed" } data-line=v.line>
            <h3>{title}</h3>
            <p class="verdict-small" class:allowed=allowed class:blocked=!allowed>
                <span aria-hidden="true">{icon} " "</span>
                {word}
            </p>
            <p>{group}</p>
            <p>{rule_before} <code>{rule}</code> {rule_after}</p>
            <p class="reason-small">{reason}</p>
            {side_other_parsers(other_parsers)}
        </div>
    }
    .into_any()
}

/// Which other parsers disagree with Google on one side (`mask`: see
/// `model::other_parsers::KNOWN`; nothing while not known).
fn side_other_parsers(mask: usize) -> Option<impl IntoView> {
    if mask == 0 {
        return None;
    }
    let mask = mask as u8;
    let text = if mask == 0 {
        tr!("compare-readers-none")
    } else {
        tr!(
            "compare-readers",
            names = &model::other_parsers::mark_names(mask)
        )
    };
    Some(view! {
        <p class="reason-small" data-testid="side-readers" data-readers-differ=model::other_parsers::names(mask)>
            {text}
        </p>
    })
}

/// The two decisions of the selected cell, before and after the edit, and
/// the edit that made them differ.
#[component]
pub fn CompareTrace() -> impl IntoView {
    let state = use_state();
    let before = Memo::new(move |_| {
        let cell = state.active.get();
        let s = state.status();
        state.before_parsed.with(|b| {
            b.as_ref().and_then(|p| {
                state.url_rows.with(|r| {
                    state
                        .crawler_cols
                        .with(|c| model::explain(p, r, c, cell, s))
                })
            })
        })
    });
    dynamic(move || {
        let b = before.get()?;
        let a = state.explained.get()?;
        let masks = state.other_parser_masks.get().unwrap_or_default();
        let bl = b.verdict.as_ref().map_or(0, |v| v.line);
        let al = a.verdict.as_ref().map_or(0, |v| v.line);
        let ch = match (b.verdict.as_ref(), a.verdict.as_ref()) {
            (Some(x), Some(y)) => Some(Change::of(
                (b.allowed().unwrap_or(x.allowed), x.line),
                (a.allowed().unwrap_or(y.allowed), y.line),
            )),
            _ => None,
        };
        let summary = ch.map(|ch| {
            let (icon, words) = change_words(ch);
            let why = if ch == Change::Unchanged {
                tr!("compare-same")
            } else {
                state.hunks.with(|h| match cause(h, bl, al) {
                    Some(h) => tr!("compare-caused-by", edit = &h.describe()),
                    None => tr!("compare-no-cause"),
                })
            };
            view! {
                <p class="change-summary" data-testid="trace-change" data-change=ch.code()>
                    <span aria-hidden="true">{icon} " "</span>
                    <strong>{words}</strong>
                    " — "
                    {why}
                </p>
            }
        });
        Some(view! {
            <div class="compare-trace" data-testid="compare-trace">
                <h3>{tr!("compare-trace-title")}</h3>
                {summary}
                <div class="sides">
                    {side(tr!("compare-before"), &b, masks.1, "trace-before")}
                    {side(tr!("compare-after"), &a, masks.0, "trace-after")}
                </div>
            </div>
        })
    })
}
