//! The decision trace of the active cell: token → groups → path →
//! candidates → decisive rule, and the reason in one sentence.

use crate::platform::dynamic;
use leptos::prelude::*;
use robots::compare::Change;
use robots::{GroupKind, Reason, Verdict};

use super::grid::ScopeWarning;
use crate::i18n::tr;
use crate::i18n::{around, MARK};
use crate::model::compare::change_words;
use crate::model::{
    candidate_role, cell_line_words, group_explanation, role_words, verdict_words, Explained, SHOWN,
};
use crate::state::use_state;
use crate::widgets::code::with_code;

#[component]
pub fn Trace<P, C>(
    /// The pin buttons ("Must be allowed" / "Must be blocked").
    pin_bar: P,
    /// Compare mode's two decisions, side by side.
    compare: C,
) -> impl IntoView
where
    P: IntoView + 'static,
    C: IntoView + 'static,
{
    let state = use_state();
    let mut change = edit_change(state);
    view! {
        <section
            class="panel trace-panel"
            id="trace"
            tabindex="-1"
            data-testid="trace"
            aria-labelledby="trace-heading"
        >
            <div class="trace-head">
                <h2 id="trace-heading" class="panel-title">
                    {tr!("trace-heading")}
                </h2>
                // Rendered whole when the selected cell's answer changes (one
                // shared closure type, `dynamic`, rather than a memo and
                // three reactive parts).
                {dynamic(move || {
                    let ch = change();
                    view! {
                        <p
                            class="change-note"
                            data-testid=ch.map(|_| "trace-change")
                            data-change=ch.map(|ch| ch.code())
                        >
                            {ch.map(|ch| {
                                let (icon, words) = change_words(ch);
                                format!("{icon} {words}")
                            })}
                        </p>
                    }
                })}
            </div>
            {pin_bar}
            {dynamic(move || state.explained.with(|e| match e {
                None => view! {
                    <p class="hint">{tr!("trace-empty")}</p>
                }
                    .into_any(),
                Some(e) => explained_view(e).into_any(),
            }))}
            {super::other_parsers::other_parsers_section(state)}
            {compare}
            // Shown while some of the answer is below the fold of its box
            // (style/main.css: no code): the rest is never cut off unseen.
            <p class="trace-more" data-testid="trace-more" aria-hidden="true">
                {tr!("trace-more")}
            </p>
        </section>
    }
}

/// What the selected cell's answer is: its cell (the URL as typed, the
/// token) and its verdict and deciding line.
type Answer = (String, String, bool, u32);

fn answer(e: &Explained) -> Option<Answer> {
    let v = e.verdict.as_ref()?;
    Some((
        e.url.input.clone(),
        e.agent.token.clone(),
        e.allowed()?,
        v.line,
    ))
}

/// How the last edit that changed the selected cell's answer changed it,
/// while that cell stays selected (outside compare mode, whose trace says
/// it against the "before" file): a closure to call where the answer is
/// followed (it keeps the answer before, and the change it last said).
fn edit_change(state: crate::state::AppState) -> impl FnMut() -> Option<Change> + Send {
    let (mut last, mut said) = (None::<Answer>, None::<Change>);
    move || {
        let now = state.explained.with(|e| e.as_ref().and_then(answer));
        let before = std::mem::replace(&mut last, now.clone());
        said = if state.before_parsed.with(Option::is_some) {
            None
        } else {
            match (before, now) {
                (Some(b), Some(a)) if b.0 == a.0 && b.1 == a.1 => {
                    match Change::of((b.2, b.3), (a.2, a.3)) {
                        Change::Unchanged => said,
                        ch => Some(ch),
                    }
                }
                _ => None,
            }
        };
        said
    }
}

/// The selected cell's answer in one line (its verdict, crawler and
/// deciding line): on a narrow screen it stays at the bottom of the view
/// until the grid comes (style/main.css, `.verdict-strip`).
#[component]
pub fn VerdictStrip() -> impl IntoView {
    let state = use_state();
    // One text, its tone a class, rendered whole when the answer changes
    // (one shared closure type, `dynamic`): the least code.
    dynamic(move || {
        let seen = state.explained.with(|e| {
            let e = e.as_ref()?;
            let allowed = e.allowed()?;
            let line = e.verdict.as_ref().map_or(0, |v| v.line);
            let (icon, word) = verdict_words(allowed);
            let line = cell_line_words(state.status(), line);
            Some((
                allowed,
                format!("{icon} {word} · {} · {line}", e.agent.token),
            ))
        });
        let class = match seen {
            Some((true, _)) => "verdict-strip allowed",
            Some(_) => "verdict-strip blocked",
            None => "verdict-strip",
        };
        view! {
            <p class=class data-testid="verdict-strip">
                {seen.map(|s| s.1)}
            </p>
        }
    })
}

fn explained_view(e: &Explained) -> impl IntoView {
    let scope = e
        .url
        .scope
        .clone()
        .map(|w| view! { <p class="scope"><ScopeWarning text=w /></p> });
    let Some(v) = &e.verdict else {
        let msg = match &e.url.path {
            Err(err) => tr!(
                "trace-untestable",
                input = &crate::model::cut(&e.url.input, crate::model::SHOWN_CHARS),
                line = e.url.line,
                error = err
            ),
            Ok(_) => String::new(),
        };
        return view! { <p class="error" data-testid="reason">{msg}</p> }.into_any();
    };
    let token_how = if e.agent.overridden {
        tr!(
            "trace-token-set",
            input = &e.agent.input,
            derived = &e.agent.derived
        )
    } else if e.agent.input == e.agent.token {
        tr!("trace-token-as-typed")
    } else {
        tr!(
            "trace-token-from",
            input = &e.agent.input,
            how = &e.agent.how
        )
    };
    // A simulated fetch result that replaces the rules (SPEC §8) decides
    // instead of them: its verdict and sentence, and no rule steps.
    let status = e.status;
    let allowed = status.map_or(v.allowed, |st| st.allowed);
    let (icon, word) = verdict_words(allowed);
    let (reason, code) = match status {
        Some(st) => (vec![st.sentence.to_string().into_any()], "status"),
        None => (with_code(&robots::message::reason(v)), v.reason.code()),
    };
    let status_note = status.map(|st| {
        view! {
            <p class="status-banner" data-testid="status-note">
                <span aria-hidden="true">"⚠ "</span>
                {tr!("trace-status-note", label = st.label)}
            </p>
        }
    });
    let path_from = if v.path == e.url.input {
        String::new()
    } else {
        format!(" {}", tr!("trace-path-from", input = &e.url.input))
    };
    let group = status.is_none().then(|| {
        let groups_line = group_explanation(&e.agent.token, &v.groups);
        let folded = (v.groups.agent_lines.len() > SHOWN).then(|| {
            let token = v.groups.matched_token.as_deref().unwrap_or(&e.agent.token);
            view! {
                <p
                    class="hint"
                    data-testid="trace-groups-folded"
                    data-count=v.groups.groups.len()
                >
                    {tr!(
                        "trace-groups-folded",
                        count = v.groups.groups.len(),
                        token = token,
                        shown = SHOWN,
                        lines = v.groups.agent_lines.len()
                    )}
                </p>
            }
        });
        view! {
            <li>
                <h3>{tr!("trace-group-heading")}</h3>
                <p data-testid="trace-group" data-code=v.groups.code()>{groups_line}</p>
                {folded}
            </li>
        }
    });
    let rules = status.is_none().then(|| rule_steps(v));
    view! {
        <p class="verdict" class:allowed=allowed class:blocked=!allowed data-testid="trace-verdict">
            <span class="icon" aria-hidden="true">{icon}</span>
            <strong>{word}</strong>
            " — " {verdict_for(&e.url.input, &e.agent.token)}
        </p>
        <p class="reason" data-testid="reason" data-code=code>{reason}</p>
        {status_note}
        {scope}
        <ol class="steps">
            <li>
                <h3>{tr!("trace-token-heading")}</h3>
                <p><code data-testid="trace-token">{e.agent.token.clone()}</code> " " {token_how}</p>
            </li>
            {group}
            <li>
                <h3>{tr!("trace-path-heading")}</h3>
                <p><code data-testid="trace-path">{v.path.clone()}</code> {path_from}</p>
            </li>
            {rules}
        </ol>
    }
        .into_any()
}

/// Marks the URL in the verdict line's sentence ([`MARK`] marks the token).
const URL_MARK: &str = "\u{E001}";

/// "{url} for {token}" after the verdict word, with the URL and the token
/// as elements, in the language's order.
fn verdict_for(url: &str, token: &str) -> Vec<AnyView> {
    let msg = tr!("trace-verdict-for", url = URL_MARK, token = MARK);
    let mut out = Vec::new();
    let mut text = String::new();
    for ch in msg.chars() {
        let element = if URL_MARK.starts_with(ch) {
            view! { <span class="url">{crate::model::cut(url, crate::model::SHOWN_CHARS)}</span> }
                .into_any()
        } else if MARK.starts_with(ch) {
            view! { <code>{token.to_string()}</code> }.into_any()
        } else {
            text.push(ch);
            continue;
        };
        out.push(std::mem::take(&mut text).into_any());
        out.push(element);
    }
    out.push(text.into_any());
    out
}

/// The matching rules and the decision (when the rules are in effect).
fn rule_steps(v: &Verdict) -> impl IntoView {
    let decisive = match &v.decisive {
        Some(d) => {
            let (before, after) = around(if d.via_index_html {
                tr!(
                    "trace-decisive-index-html",
                    bytes = d.priority,
                    line = d.line,
                    rule = MARK
                )
            } else {
                tr!(
                    "trace-decisive",
                    bytes = d.priority,
                    line = d.line,
                    rule = MARK
                )
            });
            view! {
                <p>
                    {before} <code>{d.display()}</code> {after}
                </p>
            }
            .into_any()
        }
        None => view! {
            <p>{match v.reason {
                Reason::NoGroup => tr!("trace-no-rules-apply"),
                _ => tr!("trace-no-rule-matches"),
            }}</p>
        }
        .into_any(),
    };
    let candidates = if v.candidates.is_empty() {
        view! { <p>{tr!("trace-no-candidates")}</p> }.into_any()
    } else {
        // Best first: the decisive rule and its runner-up are among the
        // first; past SHOWN the rest is a count.
        let folded = (v.candidates.len() > SHOWN).then(|| {
            view! {
                <p class="hint" data-testid="candidates-folded" data-count=v.candidates.len()>
                    {tr!(
                        "trace-candidates-folded",
                        count = v.candidates.len(),
                        shown = SHOWN
                    )}
                </p>
            }
        });
        let rows = v
            .candidates
            .iter()
            .take(SHOWN)
            .map(|c| {
                let role = candidate_role(c, v);
                let pattern = if c.pattern != c.written {
                    let (before, after) = around(tr!("trace-matched-as", pattern = MARK));
                    Some(view! { <span class="sub">" " {before} <code>{c.pattern.clone()}</code> {after}</span> })
                } else {
                    None
                };
                view! {
                    <tr class:decides=role == "decides" data-testid="candidate" data-line=c.line>
                        <td>{c.line}</td>
                        <td><code>{c.display()}</code>{pattern}</td>
                        <td>{c.priority}</td>
                        <td>{role_words(role)}</td>
                    </tr>
                }
            })
            .collect_view();
        view! {
            <table class="candidates">
                <caption class="visually-hidden">{tr!("trace-candidates-caption")}</caption>
                <thead>
                    <tr>
                        <th scope="col">{tr!("trace-col-line")}</th>
                        <th scope="col">{tr!("trace-col-rule")}</th>
                        <th scope="col">{tr!("trace-col-bytes")}</th>
                        <th scope="col">{tr!("trace-col-outcome")}</th>
                    </tr>
                </thead>
                <tbody>{rows}</tbody>
            </table>
            {folded}
        }
        .into_any()
    };
    let no_group = v.groups.kind == GroupKind::None;
    view! {
        <li class:muted=no_group>
            <h3>{tr!("trace-rules-heading")}</h3>
            {candidates}
        </li>
        <li>
            <h3>{tr!("trace-decision-heading")}</h3>
            {decisive}
        </li>
    }
}
