//! `explain`'s trace: how a verdict was reached, as the page's "Why" panel
//! tells it, one sentence per step, worded from the catalogues in any of
//! their languages (the page's `trace-…`, `group-…` and `reason-…`
//! messages).

use robots::message::{self, Message};
use robots::{Reason, RuleMatch, Verdict};
use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::checker::Agent;
use crate::lang::{say, tr};

/// How many user-agent lines and matching rules a trace lists before it
/// folds the rest into a count (as the page does).
pub const SHOWN: usize = 50;

/// One step of the trace.
#[derive(Clone, Debug, Serialize, Deserialize, JsonSchema, PartialEq, Eq)]
pub struct Step {
    /// token, path, group, rule, rules_folded, decision (or fetch, when the
    /// fetch result replaces the rules).
    pub step: String,
    /// The robots.txt line the step is about (null: none).
    pub line: Option<u32>,
    /// The step in one sentence.
    pub text: String,
}

fn step(kind: &str, line: Option<u32>, lang: message::Lang, m: &Message) -> Step {
    Step {
        step: kind.to_string(),
        line,
        text: say(lang, m),
    }
}

/// "line 3", "lines 3 and 7", "lines 1, 4 and 9"; past [`SHOWN`] lines,
/// "lines 1, 4, … and 5,639 more".
fn lines(lines: &[u32]) -> Message {
    let join = |l: &[u32]| l.iter().map(u32::to_string).collect::<Vec<_>>().join(", ");
    if lines.len() > SHOWN {
        return tr!(
            "trace-lines-folded",
            list = join(&lines[..SHOWN]),
            more = lines.len() - SHOWN
        );
    }
    let (last, init) = lines.split_last().map_or((0, &[][..]), |(l, i)| (*l, i));
    tr!("trace-lines", count = lines.len(), list = join(init), last)
}

/// Where a crawler family's behaviour is documented (the engine's
/// `robots::agent::FAMILIES` sources), in words.
fn source(source: &str) -> Message {
    if source.starts_with("Apple") {
        tr!("group-source-applebot")
    } else if source.contains("special-case") {
        tr!("group-source-special-case")
    } else {
        tr!("group-source-common")
    }
}

/// Which groups apply and why.
fn group(token: &str, v: &Verdict) -> Message {
    let g = &v.groups;
    let at = lines(&g.agent_lines);
    match g.code() {
        "family_fallback" => {
            let (to, from) = g.fell_back_to().unwrap_or(("", ""));
            tr!(
                "group-family-fallback",
                token,
                fallback = to,
                lines = at,
                source = source(from)
            )
        }
        "specific_without_rules" => tr!("group-specific-without-rules", lines = at, token),
        "specific_merged" => tr!(
            "group-specific-merged",
            count = g.groups.len(),
            token,
            lines = at
        ),
        "specific" => tr!("group-specific", lines = at, token),
        "global_merged" => tr!(
            "group-global-merged",
            token,
            count = g.groups.len(),
            lines = at
        ),
        "global_fallback" => tr!("group-global-fallback", token, lines = at),
        "ignores_global" => {
            let from = g.ignores_global().unwrap_or("");
            tr!("group-ignores-global", token, source = source(from))
        }
        _ => tr!("group-none", token),
    }
}

/// A matching rule's fate beside the deciding one.
fn role(c: &RuleMatch, v: &Verdict) -> Message {
    let Some(d) = &v.decisive else {
        return tr!("trace-role-empty");
    };
    if c.line == d.line && c.kind == d.kind && c.via_index_html == d.via_index_html {
        return tr!("trace-role-decides");
    }
    match &v.reason {
        Reason::TieAllowWins { disallow } if disallow.line == c.line => tr!("trace-role-tie"),
        _ if c.priority == 0 => tr!("trace-role-empty"),
        _ if c.priority < d.priority => tr!("trace-role-shorter"),
        _ => tr!("trace-role-later"),
    }
}

/// The trace of `v`, the verdict for `agent` at `url`.
pub fn steps(v: &Verdict, agent: &Agent, url: &str, lang: message::Lang) -> Vec<Step> {
    let token = agent.token.as_str();
    let mut out = Vec::new();
    let said = if agent.input == agent.token {
        tr!("mcp-trace-token", token)
    } else {
        tr!("mcp-trace-token-from", token, input = agent.input.as_str())
    };
    out.push(step("token", None, lang, &said));
    let said = tr!("mcp-trace-path", path = v.path.as_str(), url);
    out.push(step("path", None, lang, &said));
    let first = v.groups.agent_lines.first().copied();
    out.push(step("group", first, lang, &group(token, v)));
    if v.candidates.is_empty() {
        out.push(step("rule", None, lang, &tr!("trace-no-candidates")));
    }
    for c in v.candidates.iter().take(SHOWN) {
        let (line, written, bytes) = (c.line, c.display(), c.priority);
        let rule = if c.via_index_html {
            tr!("trace-decisive-index-html", line, rule = written, bytes)
        } else {
            tr!("trace-decisive", line, rule = written, bytes)
        };
        let said = tr!("mcp-trace-rule", rule, role = role(c, v));
        out.push(step("rule", Some(c.line), lang, &said));
    }
    if v.candidates.len() > SHOWN {
        let said = tr!(
            "trace-candidates-folded",
            count = v.candidates.len(),
            shown = SHOWN
        );
        out.push(step("rules_folded", None, lang, &said));
    }
    let line = (v.line > 0).then_some(v.line);
    out.push(step("decision", line, lang, &message::reason(v)));
    out
}
