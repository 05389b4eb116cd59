//! One-click intents: lines written into a robots.txt so that it says one
//! thing about AI crawlers (block those that train models, block every AI
//! crawler, or allow everything with `Content-Usage: train-ai=n`), keeping
//! every line the file had. The crawlers come from the registry
//! ([`crate::registry`]); the web page's buttons, the CLI and the packages
//! apply the same rewrite.
//!
//! ```
//! use robots::intent::{apply, Intent};
//! let applied = apply("User-agent: *\nDisallow: /private/\n", Intent::BlockTraining);
//! assert!(applied.text.starts_with("User-agent: *\nDisallow: /private/\n\n# AI training"));
//! assert!(applied.targets.contains(&"GPTBot"));
//! let robots = robots::RobotsTxt::parse(applied.text.as_bytes());
//! let gptbot = robots::tester::view(&robots, "GPTBot");
//! assert!(!gptbot.allowed(b"/").0);
//! ```

use crate::registry::{Crawler, Purpose, CRAWLERS};
use crate::{LineKind, RobotsTxt};

/// A one-click intent: lines written into the file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Intent {
    /// Block the crawlers that train AI models and the AI control tokens;
    /// search and AI search crawlers are not named.
    BlockTraining,
    /// Block every crawler whose purpose is an AI one.
    BlockAi,
    /// Allow everything, with `Content-Usage: train-ai=n`.
    NoTrain,
}

impl Intent {
    pub const ALL: [Intent; 3] = [Intent::BlockTraining, Intent::BlockAi, Intent::NoTrain];

    /// A stable code: `block-training`, `block-ai`, `no-train`.
    pub fn code(self) -> &'static str {
        match self {
            Intent::BlockTraining => "block-training",
            Intent::BlockAi => "block-ai",
            Intent::NoTrain => "no-train",
        }
    }

    /// The intent with this code.
    pub fn from_code(code: &str) -> Option<Intent> {
        Intent::ALL.into_iter().find(|i| i.code() == code)
    }

    /// The crawlers it blocks (none for [`Intent::NoTrain`]): those that
    /// fetch first (the page shows the first in the grid), then the
    /// control tokens.
    pub fn targets(self) -> Vec<&'static Crawler> {
        let control = |c: &&Crawler| c.purpose == Purpose::AiControl;
        let all: Vec<&'static Crawler> = CRAWLERS
            .iter()
            .filter(|c| match self {
                Intent::BlockTraining => {
                    matches!(c.purpose, Purpose::AiTraining | Purpose::AiControl)
                }
                Intent::BlockAi => c.purpose.code().starts_with("ai-"),
                Intent::NoTrain => false,
            })
            .collect();
        let (control, fetching): (Vec<_>, Vec<_>) = all.into_iter().partition(control);
        fetching.into_iter().chain(control).collect()
    }
}

/// The `Content-Usage` line [`Intent::NoTrain`] writes.
pub const NO_TRAIN_LINE: &str = "Content-Usage: train-ai=n";

/// What an intent does to the file: the new text, and the crawlers it
/// blocks (the page shows one of them in the grid).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Applied {
    pub text: String,
    pub targets: Vec<&'static str>,
}

/// Applies `intent` to the editor's text (lines end in LF), keeping every
/// line of it:
///
/// - to block crawlers, a group naming them all with `Disallow: /` is
///   appended; where a group of the file already names one of them (Google
///   would merge the two, and an `Allow` there would still let it in), that
///   `User-agent` line becomes a comment, or, when the group names only
///   crawlers being blocked, each of the group's lines does;
/// - for `train-ai=n`, [`NO_TRAIN_LINE`] is added at the end of every group
///   that lacks it (a named group does not inherit the `*` group's
///   preferences), and a `User-agent: *` group with `Allow: /` and the line
///   is appended when the file has none.
pub fn apply(text: &str, intent: Intent) -> Applied {
    let robots = RobotsTxt::parse(text.as_bytes());
    let mut lines: Vec<String> = text.split('\n').map(str::to_string).collect();
    // A final line ending leaves an empty last piece: added lines go
    // before it.
    if lines.last().is_some_and(String::is_empty) {
        lines.pop();
    }
    let targets = intent.targets();
    let tokens: Vec<&'static str> = targets.iter().map(|c| c.token).collect();
    let groups = robots.groups();
    // Where each group's lines end: up to the next group's first line.
    let first_line = |g: usize| groups[g].agents.first().map_or(0, |a| a.line);
    let span = |g: usize| {
        let start = first_line(g);
        let end = if g + 1 < groups.len() {
            first_line(g + 1).saturating_sub(1)
        } else {
            robots.lines().len() as u32
        };
        (start, end)
    };
    // Lines that are part of a group (not blank, a comment or a sitemap).
    let member = |n: u32| {
        robots.line(n).is_some_and(|l| {
            !matches!(
                l.kind,
                LineKind::Empty | LineKind::Comment | LineKind::Sitemap
            )
        })
    };
    match intent {
        Intent::BlockTraining | Intent::BlockAi => {
            let names = |token: &str| tokens.iter().any(|t| t.eq_ignore_ascii_case(token));
            let mut comment = Vec::new();
            for (g, group) in groups.iter().enumerate() {
                let named: Vec<u32> = group
                    .agents
                    .iter()
                    .filter(|a| !a.global && names(&a.token))
                    .map(|a| a.line)
                    .collect();
                if named.is_empty() {
                    continue;
                }
                if named.len() == group.agents.len() {
                    let (start, end) = span(g);
                    comment.extend((start..=end).filter(|&n| member(n)));
                } else {
                    comment.extend(named);
                }
            }
            for n in comment {
                if let Some(line) = lines.get_mut(n as usize - 1) {
                    line.insert_str(0, "# ");
                }
            }
            if lines.last().is_some_and(|l| !l.trim().is_empty()) {
                lines.push(String::new());
            }
            lines.push(match intent {
                Intent::BlockTraining => {
                    "# AI training: blocked (search and AI search are not named)".to_string()
                }
                _ => "# Every AI crawler: blocked".to_string(),
            });
            lines.extend(tokens.iter().map(|t| format!("User-agent: {t}")));
            lines.push("Disallow: /".to_string());
        }
        Intent::NoTrain => {
            let mut after = Vec::new();
            for g in 0..groups.len() {
                let (start, end) = span(g);
                let has = (start..=end).any(|n| {
                    robots.line(n).is_some_and(|l| {
                        l.kind == LineKind::ContentUsage
                            && l.value.split_whitespace().collect::<String>() == "train-ai=n"
                    })
                });
                if has {
                    continue;
                }
                if let Some(last) = (start..=end).rev().find(|&n| member(n)) {
                    after.push(last);
                }
            }
            for n in after.into_iter().rev() {
                let at = (n as usize).min(lines.len());
                lines.insert(at, NO_TRAIN_LINE.to_string());
            }
            if !groups.iter().any(|g| g.is_global()) {
                if lines.last().is_some_and(|l| !l.trim().is_empty()) {
                    lines.push(String::new());
                }
                lines.push("User-agent: *".to_string());
                lines.push("Allow: /".to_string());
                lines.push(NO_TRAIN_LINE.to_string());
            }
        }
    }
    let mut text = lines.join("\n");
    text.push('\n');
    Applied {
        text,
        targets: tokens,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::aipref::Pref;
    use crate::registry::{self, PolicyRow};

    const FILE: &str = "User-agent: *\nDisallow: /checkout/\n\nUser-agent: GPTBot\nAllow: /\n\nUser-agent: Googlebot\nDisallow: /private/\n";

    fn row<'a>(rows: &'a [PolicyRow], token: &str) -> &'a PolicyRow {
        rows.iter().find(|r| r.crawler.token == token).unwrap()
    }

    #[test]
    fn codes_name_each_intent_once() {
        for i in Intent::ALL {
            assert_eq!(Intent::from_code(i.code()), Some(i));
        }
        assert_eq!(Intent::from_code("block"), None);
    }

    fn policy_of(text: &str, path: &str) -> Vec<PolicyRow> {
        registry::policy(&RobotsTxt::parse(text.as_bytes()), path.as_bytes())
    }

    #[test]
    fn blocking_training_blocks_training_and_control_and_keeps_search() {
        let Applied { text, targets } = apply(FILE, Intent::BlockTraining);
        // The user's lines are all still there (GPTBot's group as comments).
        assert!(text.starts_with("User-agent: *\nDisallow: /checkout/\n\n# User-agent: GPTBot\n# Allow: /\n\nUser-agent: Googlebot\nDisallow: /private/\n"));
        assert!(targets.contains(&"GPTBot") && targets.contains(&"Google-Extended"));
        assert_eq!(targets[0], "GPTBot");
        for r in policy_of(&text, "/") {
            let blocked = matches!(r.crawler.purpose, Purpose::AiTraining | Purpose::AiControl);
            assert_eq!(!r.allowed, blocked, "{}", r.crawler.token);
        }
        // Search as before: Googlebot still kept out of /private/ only.
        let g = policy_of(&text, "/private/");
        assert!(!row(&g, "Googlebot").allowed && !row(&g, "Applebot").allowed);
        // Twice: the same effect, nothing lost.
        let again = apply(&text, Intent::BlockTraining).text;
        assert!(again.contains("# User-agent: GPTBot\n# Allow: /\n"));
        for r in policy_of(&again, "/") {
            let blocked = matches!(r.crawler.purpose, Purpose::AiTraining | Purpose::AiControl);
            assert_eq!(!r.allowed, blocked, "{}", r.crawler.token);
        }
    }

    #[test]
    fn blocking_every_ai_crawler_splits_a_shared_group() {
        let file = "User-agent: Googlebot\nUser-agent: PerplexityBot\nAllow: /\nDisallow: /tmp/\n";
        let text = apply(file, Intent::BlockAi).text;
        assert!(text.starts_with(
            "User-agent: Googlebot\n# User-agent: PerplexityBot\nAllow: /\nDisallow: /tmp/\n"
        ));
        for r in policy_of(&text, "/") {
            let ai = r.crawler.purpose.code().starts_with("ai-");
            assert_eq!(!r.allowed, ai, "{}", r.crawler.token);
        }
        assert!(!row(&policy_of(&text, "/tmp/a"), "Googlebot").allowed);
        // An empty file gets the group alone.
        let empty = apply("", Intent::BlockAi).text;
        assert!(empty.starts_with("# Every AI crawler: blocked\nUser-agent: "));
        assert!(empty.ends_with("Disallow: /\n"));
    }

    #[test]
    fn no_train_sets_the_preference_for_every_group() {
        // No `*` group: one is appended; GPTBot's group gets the line too.
        let file = "User-agent: GPTBot\nDisallow: /private/\n# end\n";
        let text = apply(file, Intent::NoTrain).text;
        assert_eq!(
            text,
            "User-agent: GPTBot\nDisallow: /private/\nContent-Usage: train-ai=n\n# end\n\nUser-agent: *\nAllow: /\nContent-Usage: train-ai=n\n"
        );
        for r in policy_of(&text, "/") {
            assert!(r.allowed, "{}", r.crawler.token);
            let u = r.usage.as_ref().unwrap();
            // AdsBot-Google and its kind ignore `*`: no group names them.
            let want = if r.crawler.ignores_global {
                Pref::Unknown
            } else {
                Pref::Disallow
            };
            assert_eq!(u.get("train-ai"), Some(want), "{}", r.crawler.token);
        }
        // A `*` group: the line is added to it, once.
        let text = apply(FILE, Intent::NoTrain).text;
        assert_eq!(text.matches(NO_TRAIN_LINE).count(), 3);
        assert!(
            text.starts_with("User-agent: *\nDisallow: /checkout/\nContent-Usage: train-ai=n\n\n")
        );
        assert_eq!(apply(&text, Intent::NoTrain).text, text);
        let rows = policy_of(&text, "/");
        assert_eq!(
            row(&rows, "ClaudeBot")
                .usage
                .as_ref()
                .unwrap()
                .get("train-ai"),
            Some(Pref::Disallow)
        );
    }
}
