//! The AI-crawler side of the engine, in one binary: the first byte
//! chooses what the rest is handed to; the rest is split at the first two
//! 0xFF bytes into (robots.txt, agent, path).
//!
//! * 0 — policy: every crawler of the registry read for the path (one row
//!   each, deciding lines in order and capped).
//! * 1 — signals: the `Content-Signal` values for the agent's groups (each
//!   key once, in first-written order, the last value kept), against a
//!   plain reading of the same lines.
//! * 2 — usage: the `Content-Usage` preferences for the path, against the
//!   plain reading the drafts describe (every rule of the groups, the
//!   longest matching path, tied rules combined).
//! * 3 — the AI lints (`ai_diagnostics`) and their sentences.
//! * 4 — damaged wire bytes: the parse's handover to another thread, with
//!   bytes of the rest XORed in and cut short; a handover that still reads
//!   must answer checks, usage and lints without a panic.
//!
//! Any panic, hang or disagreement is a bug.
#![no_main]

use libfuzzer_sys::fuzz_target;
use robots::aipref::{Pref, Usage, USAGE_LINES};
use robots::{registry, tester, RobotsTxt};

fuzz_target!(|data: &[u8]| {
    let Some((&which, rest)) = data.split_first() else {
        return;
    };
    let mut parts = rest.splitn(3, |&b| b == 0xFF);
    let body = parts.next().unwrap_or_default();
    let agent = String::from_utf8_lossy(parts.next().unwrap_or_default()).into_owned();
    let path = parts.next().unwrap_or_default();
    match which % 5 {
        0 => policy(body, path),
        1 => signals(body, &agent),
        2 => usage(body, &agent, path),
        3 => lints(body),
        _ => wire(body, &agent, path, rest),
    }
});

fn policy(body: &[u8], path: &[u8]) {
    let robots = tester::parse(body);
    let rows = registry::policy(&robots, path);
    assert_eq!(rows.len(), registry::CRAWLERS.len());
    for row in &rows {
        if let Some(u) = &row.usage {
            assert!(u.lines.len() <= USAGE_LINES && u.lines.is_sorted());
        }
    }
}

fn signals(body: &[u8], agent: &str) {
    let robots = RobotsTxt::parse(body);
    let choice = robots.choose_groups(&[agent]);
    let got = robots.signals(&choice);
    // The plain reading: each line's pairs in line order, a later key
    // replacing an earlier one's value where it stands.
    let mut lines: Vec<u32> = choice
        .groups
        .iter()
        .flat_map(|&g| robots.groups()[g as usize].signals.iter().copied())
        .collect();
    lines.sort_unstable();
    let want = (!lines.is_empty()).then(|| {
        let mut out: Vec<(String, String)> = Vec::new();
        for n in lines {
            robots::aipref::parse_signals(&robots.line(n).unwrap().value, &mut out);
        }
        out
    });
    assert_eq!(got, want);
}

/// The preferences as the drafts describe them, by a walk of every rule.
fn plain_usage(robots: &RobotsTxt, groups: &[u32], path: &[u8]) -> Usage {
    let mut best: Option<u32> = None;
    let mut deciding = Vec::new();
    for &g in groups {
        for &r in &robots.groups()[g as usize].usage {
            let rule = &robots.usage_rules()[r as usize];
            if !rule.matches(path) {
                continue;
            }
            match best {
                Some(b) if rule.priority() < b => continue,
                Some(b) if rule.priority() == b => {}
                _ => {
                    best = Some(rule.priority());
                    deciding.clear();
                }
            }
            deciding.push(rule);
        }
    }
    let mut prefs = [Pref::Unknown; 2];
    for rule in &deciding {
        for (p, q) in prefs.iter_mut().zip(rule.prefs()) {
            *p = match (*p, q) {
                (Pref::Disallow, _) | (_, Pref::Disallow) => Pref::Disallow,
                (Pref::Allow, _) | (_, Pref::Allow) => Pref::Allow,
                _ => Pref::Unknown,
            };
        }
    }
    let mut lines: Vec<u32> = deciding.iter().map(|r| r.line).collect();
    lines.sort_unstable();
    let more_lines = lines.len().saturating_sub(USAGE_LINES);
    lines.truncate(USAGE_LINES);
    Usage {
        prefs,
        lines,
        more_lines,
    }
}

fn usage(body: &[u8], agent: &str, path: &[u8]) {
    let robots = RobotsTxt::parse(body);
    let view = robots.agent_raw(&[agent]);
    let (allowed, _) = view.allowed(path);
    let got = robots.usage(view.choice(), path, allowed);
    let want = allowed.then(|| plain_usage(&robots, &view.choice().groups, path));
    assert_eq!(got, want, "the indexed lookup is not the plain reading");
    // Twice: the second lookup reads the index the first one built.
    assert_eq!(robots.usage(view.choice(), path, allowed), got);
}

fn lints(body: &[u8]) {
    let robots = tester::parse(body);
    let found = robots.ai_diagnostics();
    assert!(found.windows(2).all(|w| w[0].0 <= w[1].0), "in line order");
    for (line, d) in &found {
        assert!(robots.line(*line).is_some());
        let _ = d.to_string();
    }
}

fn wire(body: &[u8], agent: &str, path: &[u8], noise: &[u8]) {
    let robots = tester::parse(body);
    let mut bytes = robots.to_wire();
    if bytes.is_empty() {
        return;
    }
    for (i, b) in noise.iter().enumerate().take(64) {
        let at = (i * 7919 + usize::from(*b)) % bytes.len();
        bytes[at] ^= b.rotate_left(i as u32 % 8) | 1;
    }
    let cut = noise.first().map_or(bytes.len(), |&b| {
        bytes.len() - (usize::from(b) % bytes.len().max(1)).min(bytes.len())
    });
    for wire in [&bytes[..], &bytes[..cut]] {
        let Some(back) = RobotsTxt::from_wire(wire, body) else {
            continue;
        };
        let view = tester::view(&back, agent);
        let (allowed, _) = view.allowed(path);
        let _ = view.verdict(path).sentence();
        let _ = back.usage(view.choice(), path, allowed);
        let _ = back.signals(view.choice());
        let _ = back.ai_diagnostics();
        let _ = registry::policy(&back, path);
    }
}
