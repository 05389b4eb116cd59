//! The decision trace of the active cell: token → groups → path →
//! candidates → decisive rule, and the reason in one sentence.

use leptos::prelude::*;
use robots::{FamilyUse, GroupChoice, GroupKind, Reason, RuleMatch, Verdict};

use crate::expectations::panel::PinBar;
use crate::grid::{verdict_words, ScopeWarning};
use crate::model::{plural, Explained};
use crate::state::use_state;

/// "line 3", "lines 3 and 7", "lines 1, 4 and 9".
pub fn lines_phrase(lines: &[u32]) -> String {
    match lines {
        [] => "no line".to_string(),
        [one] => format!("line {one}"),
        [init @ .., last] => format!(
            "lines {} and {last}",
            init.iter()
                .map(u32::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        ),
    }
}

/// Which groups apply and why, in words (with their user-agent lines).
pub fn group_explanation(token: &str, g: &GroupChoice) -> String {
    let at = lines_phrase(&g.agent_lines);
    match g.code() {
        "family_fallback" => {
            let (to, source) = match &g.family {
                Some(FamilyUse::FellBackTo { token, source }) => (token.as_str(), *source),
                _ => ("another crawler", ""),
            };
            format!(
                "No group names {token}, so it follows the group for {to} ({at}), as its owner documents ({source}). The * group is not used."
            )
        }
        "specific_without_rules" => format!(
            "The group at {at} names {token} but has no rules, so nothing is blocked for it; the * group is not used once a group names the crawler."
        ),
        "specific_merged" => format!(
            "{} name {token} ({at}); Google merges their rules into one set. The * group is not used.",
            plural(g.groups.len(), "group", "groups")
        ),
        "specific" => format!(
            "The group at {at} names {token}, so only its rules apply; the * group is not used."
        ),
        "global_merged" => format!(
            "No group names {token}, so the {} * groups ({at}) apply, merged into one set.",
            g.groups.len()
        ),
        "global_fallback" => format!("No group names {token}, so the * group ({at}) applies."),
        "ignores_global" => {
            let source = match &g.family {
                Some(FamilyUse::IgnoresGlobal { source }) => *source,
                _ => "",
            };
            format!("No group names {token}, and {token} ignores the * group ({source}): no rules apply.")
        }
        _ => format!("No group names {token} and there is no * group: no rules apply."),
    }
}

/// What each candidate's fate was, relative to the decisive rule.
pub fn candidate_role(c: &RuleMatch, v: &Verdict) -> &'static str {
    let Some(d) = &v.decisive else {
        return "";
    };
    if c.line == d.line && c.kind == d.kind && c.via_index_html == d.via_index_html {
        return "decides";
    }
    match &v.reason {
        Reason::TieAllowWins { disallow } if disallow.line == c.line => "ties; allow wins",
        _ if c.priority == 0 => "empty: never decides",
        _ if c.priority < d.priority => "shorter: loses",
        _ => "same length, later in the file",
    }
}

#[component]
pub fn Trace() -> impl IntoView {
    let state = use_state();
    view! {
        <section class="panel trace-panel" data-testid="trace" aria-labelledby="trace-heading">
            <h2 id="trace-heading" class="panel-title">
                "Why"
            </h2>
            <PinBar />
            {move || state.explained.with(|e| match e {
                None => view! {
                    <p class="hint">"Add a URL and a crawler, then select a result to see how it was decided."</p>
                }
                    .into_any(),
                Some(e) => explained_view(e).into_any(),
            })}
            <crate::compare::view::CompareTrace />
        </section>
    }
}

fn explained_view(e: &Explained) -> impl IntoView {
    let scope = e
        .url
        .scope
        .clone()
        .map(|w| view! { <p class="scope"><ScopeWarning text=w /></p> });
    let Some(v) = &e.verdict else {
        let msg = match &e.url.path {
            Err(err) => format!(
                "“{}” (URLs line {}) can't be tested: {err}",
                e.url.input, e.url.line
            ),
            Ok(_) => String::new(),
        };
        return view! { <p class="error" data-testid="reason">{msg}</p> }.into_any();
    };
    let token_how = if e.agent.overridden {
        format!(
            "set by you for “{}” (derived: {})",
            e.agent.input, e.agent.derived
        )
    } else if e.agent.input == e.agent.token {
        "as typed".to_string()
    } else {
        format!("from “{}”: {}", e.agent.input, e.agent.how)
    };
    // A simulated fetch result that replaces the rules (SPEC §8) decides
    // instead of them: its verdict and sentence, and no rule steps.
    let status = e.status;
    let allowed = status.map_or(v.allowed, |st| st.allowed);
    let (icon, word) = verdict_words(allowed);
    let (reason, code) = match status {
        Some(st) => (st.sentence.to_string(), "status"),
        None => (v.sentence(), v.reason.code()),
    };
    let status_note = status.map(|st| {
        view! {
            <p class="status-banner" data-testid="status-note">
                <span aria-hidden="true">"⚠ "</span>
                {format!(
                    "Simulated fetch result: {}. The file's rules are not in effect, so no line of it decides; choose “200 OK” under “robots.txt fetch result” to test them.",
                    st.label
                )}
            </p>
        }
    });
    let path_from = if v.path == e.url.input {
        String::new()
    } else {
        format!(" (from “{}”)", e.url.input)
    };
    let group = status.is_none().then(|| {
        let groups_line = group_explanation(&e.agent.token, &v.groups);
        view! {
            <li>
                <h3>"Group"</h3>
                <p data-testid="trace-group" data-code=v.groups.code()>{groups_line}</p>
            </li>
        }
    });
    let rules = status.is_none().then(|| rule_steps(v));
    view! {
        <p class="verdict" class:allowed=allowed class:blocked=!allowed data-testid="trace-verdict">
            <span class="icon" aria-hidden="true">{icon}</span>
            <strong>{word}</strong>
            " — " <span class="url">{e.url.input.clone()}</span> " for " <code>{e.agent.token.clone()}</code>
        </p>
        <p class="reason" data-testid="reason" data-code=code>{reason}</p>
        {status_note}
        {scope}
        <ol class="steps">
            <li>
                <h3>"Crawler token"</h3>
                <p><code data-testid="trace-token">{e.agent.token.clone()}</code> " " {token_how}</p>
            </li>
            {group}
            <li>
                <h3>"Path tested"</h3>
                <p><code data-testid="trace-path">{v.path.clone()}</code> {path_from}</p>
            </li>
            {rules}
        </ol>
    }
        .into_any()
}

/// The matching rules and the decision (when the rules are in effect).
fn rule_steps(v: &Verdict) -> impl IntoView {
    let decisive = match &v.decisive {
        Some(d) => view! {
            <p>
                "Line " {d.line} ": " <code>{d.display()}</code>
                {format!(" ({}){}", plural(d.priority as usize, "byte", "bytes"), if d.via_index_html { ", read as its directory" } else { "" })}
            </p>
        }
            .into_any(),
        None => view! {
            <p>{match v.reason {
                Reason::NoGroup => "No rules apply to this crawler, so it is allowed.",
                _ => "No rule matches this path, so it is allowed.",
            }}</p>
        }
            .into_any(),
    };
    let candidates = if v.candidates.is_empty() {
        view! { <p>"None: no rule of the chosen groups matches this path."</p> }.into_any()
    } else {
        let rows = v
            .candidates
            .iter()
            .map(|c| {
                let role = candidate_role(c, v);
                let pattern = if c.pattern != c.written {
                    Some(view! { <span class="sub">" matched as " <code>{c.pattern.clone()}</code></span> })
                } else {
                    None
                };
                view! {
                    <tr class:decides=role == "decides" data-testid="candidate" data-line=c.line>
                        <td>{c.line}</td>
                        <td><code>{c.display()}</code>{pattern}</td>
                        <td>{c.priority}</td>
                        <td>{role}</td>
                    </tr>
                }
            })
            .collect_view();
        view! {
            <table class="candidates">
                <caption class="visually-hidden">"Matching rules, longest first"</caption>
                <thead>
                    <tr>
                        <th scope="col">"Line"</th>
                        <th scope="col">"Rule"</th>
                        <th scope="col">"Bytes"</th>
                        <th scope="col">"Outcome"</th>
                    </tr>
                </thead>
                <tbody>{rows}</tbody>
            </table>
        }
        .into_any()
    };
    let no_group = v.groups.kind == GroupKind::None;
    view! {
        <li class:muted=no_group>
            <h3>"Matching rules"</h3>
            {candidates}
        </li>
        <li>
            <h3>"Decision"</h3>
            {decisive}
        </li>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{agent_cols, explain, url_rows, Parsed};

    fn verdict(robots: &str, agent: &str, url: &str) -> Verdict {
        let p = Parsed::new(robots);
        explain(
            &p,
            &url_rows(url),
            &agent_cols(&[agent.into()], &[]),
            Some((0, 0)),
            None,
        )
        .unwrap()
        .verdict
        .unwrap()
    }

    #[test]
    fn lines_read_as_a_list() {
        assert_eq!(lines_phrase(&[3]), "line 3");
        assert_eq!(lines_phrase(&[3, 7]), "lines 3 and 7");
        assert_eq!(lines_phrase(&[1, 4, 9]), "lines 1, 4 and 9");
    }

    #[test]
    fn group_choices_are_explained_with_their_lines() {
        let v = verdict(
            "User-agent: Googlebot\nDisallow: /x\n",
            "Googlebot-Image",
            "/x",
        );
        let s = group_explanation("Googlebot-Image", &v.groups);
        assert!(
            s.contains("follows the group for Googlebot (line 1)"),
            "{s}"
        );
        let v = verdict(
            "User-agent: a\nDisallow: /\nUser-agent: *\nAllow: /\nUser-agent: *\nDisallow: /x\n",
            "b",
            "/x",
        );
        assert_eq!(v.groups.code(), "global_merged");
        let s = group_explanation("b", &v.groups);
        assert!(s.contains("lines 3 and 5"), "{s}");
        let v = verdict(
            "User-agent: *\nDisallow: /\nUser-agent: Googlebot\n",
            "Googlebot",
            "/x",
        );
        assert!(group_explanation("Googlebot", &v.groups).contains("has no rules"));
        let v = verdict("User-agent: *\nDisallow: /\n", "AdsBot-Google", "/x");
        assert!(group_explanation("AdsBot-Google", &v.groups).contains("ignores the * group"));
    }

    #[test]
    fn candidates_say_why_they_lost() {
        let v = verdict(
            "User-agent: *\nAllow: /page\nDisallow: /*.htm\n",
            "x",
            "/page.htm",
        );
        let roles: Vec<_> = v
            .candidates
            .iter()
            .map(|c| (c.line, candidate_role(c, &v)))
            .collect();
        assert_eq!(roles, vec![(3, "decides"), (2, "shorter: loses")]);
        let v = verdict(
            "User-agent: *\nDisallow: /folder\nAllow: /folder\n",
            "x",
            "/folder/page",
        );
        let roles: Vec<_> = v
            .candidates
            .iter()
            .map(|c| (c.line, candidate_role(c, &v)))
            .collect();
        assert_eq!(roles, vec![(3, "decides"), (2, "ties; allow wins")]);
    }
}
