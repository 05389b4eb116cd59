//! The explanation of one cell: the full verdict, the lines to highlight,
//! and the sentences the trace and compare mode say it in.

use robots::tester;
use robots::{FamilyUse, GroupChoice, Reason, RuleMatch, Verdict};

use super::fetch::StatusRule;
use super::inputs::{CrawlerCol, UrlRow};
use super::parsed::Parsed;
use super::wording::{group_digits, verdict_key};
use crate::i18n::tr;

/// The full explanation of one cell (slow path, only for the active cell).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Explained {
    /// The cell, as [`explain`] was given it: (row, column).
    pub cell: (usize, usize),
    pub url: UrlRow,
    pub agent: CrawlerCol,
    /// `None` when the URL cannot be tested.
    pub verdict: Option<Verdict>,
    /// Set when a simulated fetch result replaces the rules: it decides.
    pub status: Option<StatusRule>,
}

impl Explained {
    /// The verdict shown: the fetch result's when it replaces the rules.
    pub fn allowed(&self) -> Option<bool> {
        let v = self.verdict.as_ref()?;
        Some(self.status.map_or(v.allowed, |s| s.allowed))
    }
}

pub fn explain(
    parsed: &Parsed,
    rows: &[UrlRow],
    cols: &[CrawlerCol],
    cell: Option<(usize, usize)>,
    status: Option<StatusRule>,
) -> Option<Explained> {
    let cell = cell?;
    let url = rows.get(cell.0)?.clone();
    let agent = cols.get(cell.1)?.clone();
    let verdict = url
        .path
        .as_ref()
        .ok()
        .map(|p| tester::view(&parsed.robots, &agent.token).verdict(p.as_bytes()));
    Some(Explained {
        cell,
        url,
        agent,
        verdict,
        status,
    })
}

/// What the editor highlights for the explained cell.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Highlights {
    /// The line that decided (strong).
    pub decisive: Option<u32>,
    /// The other matching rules of the chosen groups (faint).
    pub candidates: Vec<u32>,
    /// The user-agent lines of the chosen groups, sorted.
    pub agent_lines: Vec<u32>,
}

/// Nothing is highlighted when a fetch result replaces the rules.
pub fn highlights(explained: Option<&Explained>) -> Highlights {
    let explained = explained.filter(|e| e.status.is_none());
    let Some(v) = explained.and_then(|e| e.verdict.as_ref()) else {
        return Highlights::default();
    };
    let decisive = v.decisive.as_ref().map(|d| d.line).filter(|&l| l > 0);
    let mut candidates: Vec<u32> = v
        .candidates
        .iter()
        .map(|c| c.line)
        .filter(|&l| Some(l) != decisive)
        .collect();
    // (robots::heapsort: the standard sort would add its code for u32.)
    robots::heapsort(&mut candidates, |a, b| a < b);
    candidates.dedup();
    // Sorted, so the editor finds the ones in view by bisection.
    let mut agent_lines = v.groups.agent_lines.clone();
    robots::heapsort(&mut agent_lines, |a, b| a < b);
    agent_lines.dedup();
    Highlights {
        decisive,
        candidates,
        agent_lines,
    }
}

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

/// What the grid's polite live region says about the explained cell: its
/// verdict, and the line or fetch result that decided it.
pub fn announcement(e: Option<&Explained>) -> String {
    {
        let Some(e) = e else {
            return String::new();
        };
        // Cut, as the row shows it (super::text::SHOWN_CHARS).
        let url = &super::text::cut(&e.url.input, super::text::SHOWN_CHARS);
        let agent = &e.agent.token;
        match (&e.verdict, e.allowed()) {
            (Some(v), Some(allowed)) => {
                let verdict = verdict_key(allowed);
                if let Some(st) = e.status {
                    tr!(
                        "grid-announce-status",
                        verdict = verdict,
                        url = url,
                        agent = agent,
                        status = st.label,
                    )
                } else if v.line > 0 {
                    tr!(
                        "grid-announce-line",
                        verdict = verdict,
                        url = url,
                        agent = agent,
                        line = v.line,
                    )
                } else {
                    tr!(
                        "grid-announce-no-rule",
                        verdict = verdict,
                        url = url,
                        agent = agent
                    )
                }
            }
            _ => tr!("grid-announce-untestable", url = url),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{crawler_cols, explain, url_rows, Parsed};

    fn verdict(robots: &str, agent: &str, url: &str) -> Verdict {
        let p = Parsed::new(robots);
        explain(
            &p,
            &url_rows(url),
            &crawler_cols(&[agent.into()], &[]),
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
}
