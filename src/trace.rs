//! The decision trace of the active cell: token → groups → path →
//! candidates → decisive rule, and the reason in one sentence.

use leptos::prelude::*;
use robots::{FamilyUse, GroupChoice, GroupKind, Reason, RuleMatch, Verdict};

use crate::expectations::panel::PinBar;
use crate::grid::{verdict_words, ScopeWarning};
use crate::i18n::{around, MARK};
use crate::model::{group_digits, Explained};
use crate::state::use_state;
use crate::tr;

/// How many lines, groups or rules the trace lists before it folds the rest
/// into a count (a file of 5,000 merged groups lists 50 of them).
pub const SHOWN: usize = 50;

/// "line 3", "lines 3 and 7", "lines 1, 4 and 9"; past [`SHOWN`] lines,
/// "lines 1, 4, … 148 and 5,639 more".
pub fn lines_phrase(lines: &[u32]) -> String {
    if lines.len() > SHOWN {
        let list = lines[..SHOWN]
            .iter()
            .map(|n| group_digits(*n as usize))
            .collect::<Vec<_>>()
            .join(", ");
        return tr!(
            "trace-lines-folded",
            list = &list,
            more = lines.len() - SHOWN
        );
    }
    let (last, init) = match lines.split_last() {
        Some((last, init)) => (*last, init),
        None => (0, &[][..]),
    };
    let list = init
        .iter()
        .map(|n| group_digits(*n as usize))
        .collect::<Vec<_>>()
        .join(", ");
    tr!(
        "trace-lines",
        count = lines.len(),
        list = &list,
        last = last
    )
}

/// Where a crawler family's behaviour is documented, in words (the
/// engine's `robots::agent::FAMILIES` sources).
fn source_words(source: &str) -> String {
    if source.starts_with("Apple") {
        tr!("group-source-applebot")
    } else if source.contains("special-case") {
        tr!("group-source-special-case")
    } else if source.contains("common crawlers") {
        tr!("group-source-common")
    } else {
        source.to_string()
    }
}

/// Which groups apply and why, in words (with their user-agent lines).
pub fn group_explanation(token: &str, g: &GroupChoice) -> String {
    let at = lines_phrase(&g.agent_lines);
    let lines = at.as_str();
    match g.code() {
        "family_fallback" => {
            let (to, source) = match &g.family {
                Some(FamilyUse::FellBackTo { token, source }) => (token.as_str(), *source),
                _ => ("", ""),
            };
            tr!(
                "group-family-fallback",
                token = token,
                fallback = to,
                lines = lines,
                source = &source_words(source)
            )
        }
        "specific_without_rules" => {
            tr!("group-specific-without-rules", lines = lines, token = token)
        }
        "specific_merged" => tr!(
            "group-specific-merged",
            count = g.groups.len(),
            token = token,
            lines = lines
        ),
        "specific" => tr!("group-specific", lines = lines, token = token),
        "global_merged" => tr!(
            "group-global-merged",
            token = token,
            count = g.groups.len(),
            lines = lines
        ),
        "global_fallback" => tr!("group-global-fallback", token = token, lines = lines),
        "ignores_global" => {
            let source = match &g.family {
                Some(FamilyUse::IgnoresGlobal { source }) => *source,
                _ => "",
            };
            tr!(
                "group-ignores-global",
                token = token,
                source = &source_words(source)
            )
        }
        _ => tr!("group-none", token = token),
    }
}

/// A rule's length: "1 byte", "8 bytes".
fn bytes(n: u32) -> String {
    tr!("size-bytes", count = n)
}

/// Why the verdict is what it is, in one sentence: the page's words for
/// [`Verdict::sentence`] (which stays English for the CLI).
pub fn reason_sentence(v: &Verdict) -> String {
    let token = v.tokens.first().map(String::as_str).unwrap_or("");
    match (&v.reason, &v.decisive) {
        (Reason::LongestMatch { runner_up: Some(r) }, Some(d)) => tr!(
            "reason-longest-match",
            rule = &d.display(),
            bytes = &bytes(d.priority),
            other = &r.display(),
            other_bytes = &bytes(r.priority)
        ),
        (Reason::LongestMatch { runner_up: None }, Some(d)) => {
            if v.candidates.len() <= 1 {
                tr!(
                    "reason-only-rule",
                    rule = &d.display(),
                    bytes = &bytes(d.priority)
                )
            } else {
                tr!(
                    "reason-longest-of",
                    rule = &d.display(),
                    bytes = &bytes(d.priority),
                    count = v.candidates.len(),
                    kind = d.kind.as_str()
                )
            }
        }
        (Reason::TieAllowWins { disallow }, Some(d)) => tr!(
            "reason-tie",
            length = d.priority,
            rule = &d.display(),
            other = &disallow.display()
        ),
        (Reason::IndexHtmlDirectory { runner_up }, Some(d)) => match runner_up {
            Some(r) => tr!(
                "reason-index-html-beats",
                rule = &d.display(),
                pattern = &d.pattern,
                bytes = &bytes(d.priority),
                other = &r.display(),
                other_bytes = &bytes(r.priority)
            ),
            None => tr!(
                "reason-index-html",
                rule = &d.display(),
                pattern = &d.pattern,
                bytes = &bytes(d.priority)
            ),
        },
        (Reason::EmptyRule, Some(d)) => {
            tr!("reason-empty-rule", rule = d.display().trim_end())
        }
        (Reason::NoMatchingRule, _) if v.groups.rule_count == 0 => {
            tr!("reason-group-without-rules", token = token)
        }
        (Reason::NoMatchingRule, _) => match v.groups.kind {
            GroupKind::Specific => {
                tr!("reason-no-match-specific", token = token, path = &v.path)
            }
            _ => tr!("reason-no-match-global", path = &v.path),
        },
        (Reason::NoGroup, _) => match &v.groups.family {
            Some(FamilyUse::IgnoresGlobal { .. }) => tr!("reason-ignores-global", token = token),
            _ => tr!("reason-no-group", token = token),
        },
        (_, None) => tr!("reason-allowed"),
    }
}

/// What each candidate's fate was, relative to the decisive rule: a code
/// (`decides`, `tie`, `empty`, `shorter`, `later`; empty when nothing
/// decides), worded by [`role_words`].
pub fn candidate_role(c: &RuleMatch, v: &Verdict) -> &'static str {
    let Some(d) = &v.decisive else {
        return "";
    };
    if c.line == d.line && c.kind == d.kind && c.via_index_html == d.via_index_html {
        return "decides";
    }
    match &v.reason {
        Reason::TieAllowWins { disallow } if disallow.line == c.line => "tie",
        _ if c.priority == 0 => "empty",
        _ if c.priority < d.priority => "shorter",
        _ => "later",
    }
}

/// A [`candidate_role`] in words.
pub fn role_words(role: &str) -> String {
    match role {
        "decides" => tr!("trace-role-decides"),
        "tie" => tr!("trace-role-tie"),
        "empty" => tr!("trace-role-empty"),
        "shorter" => tr!("trace-role-shorter"),
        "later" => tr!("trace-role-later"),
        _ => String::new(),
    }
}

#[component]
pub fn Trace() -> impl IntoView {
    let state = use_state();
    view! {
        <section class="panel trace-panel" data-testid="trace" aria-labelledby="trace-heading">
            <h2 id="trace-heading" class="panel-title">
                {tr!("trace-heading")}
            </h2>
            <PinBar />
            {move || state.explained.with(|e| match e {
                None => view! {
                    <p class="hint">{tr!("trace-empty")}</p>
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
            Err(err) => tr!(
                "trace-untestable",
                input = &e.url.input,
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
        Some(st) => (st.sentence.to_string(), "status"),
        None => (reason_sentence(v), v.reason.code()),
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
            view! { <span class="url">{url.to_string()}</span> }.into_any()
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
        assert_eq!(lines_phrase(&[]), "no line");
        let many: Vec<u32> = (1..=5_689).collect();
        let first: Vec<String> = (1..=SHOWN).map(|n| n.to_string()).collect();
        assert_eq!(
            lines_phrase(&many),
            format!("lines {} and 5,639 more", first.join(", "))
        );
    }

    #[test]
    fn thousands_of_merged_groups_are_folded_into_a_count() {
        let robots = "User-agent: *\nDisallow: /x\n# note\n".repeat(5_689);
        let v = verdict(&robots, "Googlebot", "/x/page");
        assert_eq!(v.groups.groups.len(), 5_689);
        assert_eq!(v.candidates.len(), 5_689);
        let s = group_explanation("Googlebot", &v.groups);
        assert!(
            s.starts_with("No group names Googlebot, so the 5,689 * groups (lines 1, 4, 7,"),
            "{s}"
        );
        assert!(
            s.ends_with(", 148 and 5,639 more) apply, merged into one set."),
            "{s}"
        );
        assert_eq!(
            tr!(
                "trace-groups-folded",
                count = 5_689usize,
                token = "*",
                shown = SHOWN,
                lines = 5_689usize
            ),
            "5,689 groups for * merged; showing the first 50 of their 5,689 user-agent lines."
        );
        assert_eq!(
            tr!("trace-candidates-folded", count = 5_689usize, shown = SHOWN),
            "5,689 rules match; showing the first 50, longest first."
        );
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
        assert_eq!(roles, vec![(3, "decides"), (2, "shorter")]);
        assert_eq!(role_words("shorter"), "shorter: loses");
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
        assert_eq!(roles, vec![(3, "decides"), (2, "tie")]);
        assert_eq!(role_words("tie"), "ties; allow wins");
        assert_eq!(role_words("later"), "same length, later in the file");
    }

    #[test]
    fn reasons_read_as_the_engine_writes_them_in_english() {
        let cases = [
            ("User-agent: *\nAllow: /p\nDisallow: /\n", "x", "/page"),
            (
                "User-agent: *\nDisallow: /folder\nAllow: /folder\n",
                "x",
                "/folder/a",
            ),
            ("User-agent: *\nDisallow: /\n", "x", "/a"),
            ("User-agent: *\nDisallow: /a\nDisallow: /\n", "x", "/a"),
            (
                "User-agent: *\nDisallow: /\nAllow: /d/index.html\n",
                "x",
                "/d/",
            ),
            ("User-agent: *\nAllow: /d/index.html\n", "x", "/d/"),
            ("User-agent: *\nDisallow:\n", "x", "/d/"),
            ("User-agent: x\n\nUser-agent: *\nDisallow: /\n", "x", "/a"),
            ("User-agent: x\nDisallow: /b\n", "x", "/a"),
            ("User-agent: *\nDisallow: /b\n", "x", "/a"),
            ("User-agent: *\nDisallow: /\n", "AdsBot-Google", "/a"),
            ("User-agent: y\nDisallow: /\n", "x", "/a"),
            // (Compare mode shows the same sentences.)
            (
                "User-agent: *\nDisallow: /a\nAllow: /ab\n",
                "Googlebot",
                "/abc",
            ),
            ("User-agent: *\nDisallow: /a\n", "Googlebot", "/abc"),
            (
                "User-agent: *\nDisallow: /a\nDisallow: /ab\n",
                "Googlebot",
                "/abc",
            ),
            (
                "User-agent: *\nDisallow: /a\nAllow: /a\n",
                "Googlebot",
                "/a",
            ),
            (
                "User-agent: *\nAllow: /d/index.html\nDisallow: /d\n",
                "Googlebot",
                "/d/",
            ),
            (
                "User-agent: Googlebot\n\nUser-agent: *\nDisallow: /\n",
                "Googlebot",
                "/x",
            ),
            ("User-agent: Bingbot\nDisallow: /\n", "Googlebot", "/x"),
        ];
        let mut codes = std::collections::BTreeSet::new();
        for (robots, agent, url) in cases {
            let v = verdict(robots, agent, url);
            codes.insert(v.reason.code());
            assert_eq!(reason_sentence(&v), v.sentence(), "{robots:?}");
        }
        assert_eq!(codes.len(), 6, "{codes:?}");
    }
}
