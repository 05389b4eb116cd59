//! The crawler registry: who runs each crawler, what it is for, what
//! blocking it does, and whose rules it follows when no group names it.
//!
//! One list, reviewed like code, that the web page's crawler views, the
//! `robots policy` command and the packages all read. Every entry comes
//! from its owner's own documentation page ([`Crawler::docs`]), read on
//! [`Crawler::checked`]. When a vendor changes its page, change the entry
//! and its date in the same commit.
//!
//! [`Crawler::falls_back_to`] and [`Crawler::ignores_global`] are the same
//! facts as [`crate::agent::FAMILIES`] (which tester mode applies); a test
//! keeps the two in step.

use crate::aipref::{Signals, Usage};
use crate::message::Message;
use crate::parse::RobotsTxt;
use crate::verdict::GroupKind;

/// What a crawler fetches for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Purpose {
    /// Builds a search engine's index.
    Search,
    /// Collects content to train AI models.
    AiTraining,
    /// Builds an AI product's search index (the pages it cites).
    AiSearch,
    /// Fetches a page when a person asks an AI assistant to.
    AiUser,
    /// A token that fetches nothing: only its rules count, as a signal to
    /// the owner's other crawlers.
    AiControl,
    /// Anything else (previews, ads checks, shopping, tools).
    Other,
}

impl Purpose {
    /// Every purpose, in the order tables list them.
    pub const ALL: [Purpose; 6] = [
        Purpose::Search,
        Purpose::AiSearch,
        Purpose::AiUser,
        Purpose::AiTraining,
        Purpose::AiControl,
        Purpose::Other,
    ];

    /// A stable code: `search`, `ai-training`, `ai-search`, `ai-user`,
    /// `ai-control`, `other`.
    pub fn code(self) -> &'static str {
        match self {
            Purpose::Search => "search",
            Purpose::AiTraining => "ai-training",
            Purpose::AiSearch => "ai-search",
            Purpose::AiUser => "ai-user",
            Purpose::AiControl => "ai-control",
            Purpose::Other => "other",
        }
    }

    /// The purpose's name, as the page's "Crawlers by purpose" view heads
    /// it and the language server's hover names it.
    pub fn message(self) -> Message {
        crate::message::purpose(self.code())
    }

    /// The purpose with this code.
    pub fn from_code(code: &str) -> Option<Purpose> {
        Purpose::ALL.into_iter().find(|p| p.code() == code)
    }
}

/// One crawler of the registry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Crawler {
    /// The product token robots.txt groups name.
    pub token: &'static str,
    pub owner: &'static str,
    pub purpose: Purpose,
    /// The owner's documentation page.
    pub docs: &'static str,
    /// When that page was last read for this entry (`YYYY-MM-DD`).
    pub checked: &'static str,
    /// Tokens whose group it obeys, in order, when no group names it (then
    /// `*`, unless [`Crawler::ignores_global`]).
    pub falls_back_to: &'static [&'static str],
    /// It ignores the `*` group: only a group naming it applies.
    pub ignores_global: bool,
}

impl Crawler {
    /// What blocking it does, in one sentence after its owner's page: a
    /// message of the catalogues (`crawler-blocking-…`), worded in any of
    /// their languages with [`Message::render`].
    ///
    /// ```
    /// use robots::message::Lang;
    /// let gptbot = robots::registry::crawler_for("GPTBot").unwrap();
    /// assert!(gptbot.blocking().render(Lang::En).contains("OpenAI"));
    /// ```
    pub fn blocking(&self) -> Message {
        // Every entry has its message:
        // `tests::every_entry_has_its_sentences_in_every_language`.
        crate::message::crawler_blocking(self.token).expect("a crawler-blocking message")
    }
}

/// A token the owner no longer documents: groups naming it are read by
/// none of the owner's crawlers. Kept so that a `User-agent` line naming
/// one is linted (`token_retired`) with the token that replaced it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Retired {
    pub token: &'static str,
    pub owner: &'static str,
    /// The token the owner's crawler reads instead.
    pub replaced_by: &'static str,
    /// The owner's page that no longer names it.
    pub docs: &'static str,
    /// When that page was read (`YYYY-MM-DD`).
    pub checked: &'static str,
}

/// The retired tokens.
pub const RETIRED: &[Retired] = &[
    Retired {
        token: "anthropic-ai",
        owner: "Anthropic",
        replaced_by: "ClaudeBot",
        docs: ANTHROPIC,
        checked: "2026-11-27",
    },
    Retired {
        token: "Claude-Web",
        owner: "Anthropic",
        replaced_by: "ClaudeBot",
        docs: ANTHROPIC,
        checked: "2026-11-27",
    },
];

/// The retired entry for a token (ASCII case-insensitive).
pub fn retired(token: &str) -> Option<&'static Retired> {
    RETIRED.iter().find(|r| r.token.eq_ignore_ascii_case(token))
}

/// A signature agent of Web Bot Auth: the origin a crawler names in its
/// `Signature-Agent` header. Its key directory
/// (`ORIGIN/.well-known/http-message-signatures-directory`) holds the
/// public keys its signatures verify under.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SignatureAgent {
    /// The origin, as the header names it (`https://host`, no path).
    pub origin: &'static str,
    /// The registry's crawler whose requests it signs: its robots.txt
    /// group judges them.
    pub token: &'static str,
    /// The owner's page that says so.
    pub docs: &'static str,
    /// When that page was read (`YYYY-MM-DD`).
    pub checked: &'static str,
}

/// The signature agents the registry knows.
pub const SIGNATURE_AGENTS: &[SignatureAgent] = &[
    SignatureAgent {
        origin: "https://chatgpt.com",
        token: "ChatGPT-User",
        docs: OPENAI,
        checked: "2026-12-07",
    },
    SignatureAgent {
        origin: "https://agent.bot.goog",
        token: "Google-Agent",
        docs: GOOGLE_USER_TRIGGERED,
        checked: "2026-12-07",
    },
];

/// The signature agent of an origin (scheme and host ASCII
/// case-insensitive; a final `/` ignored).
pub fn signature_agent(origin: &str) -> Option<&'static SignatureAgent> {
    let origin = origin.strip_suffix('/').unwrap_or(origin);
    SIGNATURE_AGENTS
        .iter()
        .find(|a| a.origin.eq_ignore_ascii_case(origin))
}

/// The owners' documentation pages (the page's presets link to them too).
pub const GOOGLE_COMMON: &str =
    "https://developers.google.com/crawling/docs/crawlers-fetchers/google-common-crawlers";
pub const GOOGLE_SPECIAL: &str =
    "https://developers.google.com/crawling/docs/crawlers-fetchers/google-special-case-crawlers";
pub const BING: &str = "https://www.bing.com/webmasters/help/which-crawlers-does-bing-use-8c184ec0";
pub const APPLE: &str = "https://support.apple.com/en-us/119829";
pub const OPENAI: &str = "https://developers.openai.com/api/docs/bots";
pub const ANTHROPIC: &str = "https://support.claude.com/en/articles/8896518-does-anthropic-crawl-data-from-the-web-and-how-can-site-owners-block-the-crawler";
pub const PERPLEXITY: &str = "https://docs.perplexity.ai/docs/resources/perplexity-crawlers";
pub const META: &str = "https://developers.facebook.com/docs/sharing/webmasters/web-crawlers";
pub const CCBOT: &str = "https://commoncrawl.org/ccbot";
pub const BYTEDANCE: &str = "https://www.bytedance.com/";
pub const AMAZON: &str = "https://developer.amazon.com/amazonbot";
pub const GOOGLE_USER_TRIGGERED: &str =
    "https://developers.google.com/crawling/docs/crawlers-fetchers/google-user-triggered-fetchers";
pub const MISTRAL: &str = "https://docs.mistral.ai/robots";
pub const DUCKDUCKBOT: &str = "https://duckduckgo.com/duckduckgo-help-pages/results/duckduckbot";
pub const DUCKASSISTBOT: &str =
    "https://duckduckgo.com/duckduckgo-help-pages/results/duckassistbot";
pub const EXA: &str = "https://crawler.exa.ai/";

/// The newest [`Crawler::checked`] of the registry: the date the page's
/// footer and presets show (a test keeps it the newest).
pub const CHECKED: &str = "2026-12-07";

/// The first reading, for the entries read on that day.
const READ_1: &str = "2026-11-26";
/// The second reading: the end-of-2026 crawlers and the retired tokens.
const READ_2: &str = "2026-11-27";
/// The registry as of December 2026: Google's special-case crawlers page
/// of 2026-09-17 (Mediapartners-Google serves ad products beyond AdSense)
/// and Exa's search crawler (listed by ai.robots.txt#266).
const READ_3: &str = "2026-12-07";

const fn crawler(
    token: &'static str,
    owner: &'static str,
    purpose: Purpose,
    docs: &'static str,
    checked: &'static str,
) -> Crawler {
    Crawler {
        token,
        owner,
        purpose,
        docs,
        checked,
        falls_back_to: &[],
        ignores_global: false,
    }
}

const fn follows(mut c: Crawler, tokens: &'static [&'static str]) -> Crawler {
    c.falls_back_to = tokens;
    c
}

const fn ignores_global(mut c: Crawler) -> Crawler {
    c.ignores_global = true;
    c
}

/// The registry, grouped by owner.
pub const CRAWLERS: &[Crawler] = &[
    // Google
    crawler(
        "Googlebot",
        "Google",
        Purpose::Search,
        GOOGLE_COMMON,
        READ_1,
    ),
    follows(
        crawler(
            "Googlebot-Image",
            "Google",
            Purpose::Search,
            GOOGLE_COMMON,
            READ_1,
        ),
        &["Googlebot"],
    ),
    follows(
        crawler(
            "Googlebot-News",
            "Google",
            Purpose::Search,
            GOOGLE_COMMON,
            READ_1,
        ),
        &["Googlebot"],
    ),
    follows(
        crawler(
            "Googlebot-Video",
            "Google",
            Purpose::Search,
            GOOGLE_COMMON,
            READ_1,
        ),
        &["Googlebot"],
    ),
    crawler(
        "Storebot-Google",
        "Google",
        Purpose::Other,
        GOOGLE_COMMON,
        READ_1,
    ),
    crawler(
        "Google-InspectionTool",
        "Google",
        Purpose::Other,
        GOOGLE_COMMON,
        READ_1,
    ),
    crawler(
        "GoogleOther",
        "Google",
        Purpose::Other,
        GOOGLE_COMMON,
        READ_1,
    ),
    crawler(
        "Google-Extended",
        "Google",
        Purpose::AiControl,
        GOOGLE_COMMON,
        READ_1,
    ),
    ignores_global(crawler(
        "AdsBot-Google",
        "Google",
        Purpose::Other,
        GOOGLE_SPECIAL,
        READ_1,
    )),
    ignores_global(crawler(
        "AdsBot-Google-Mobile",
        "Google",
        Purpose::Other,
        GOOGLE_SPECIAL,
        READ_1,
    )),
    ignores_global(crawler(
        "APIs-Google",
        "Google",
        Purpose::Other,
        GOOGLE_SPECIAL,
        READ_1,
    )),
    follows(
        crawler(
            "GoogleOther-Image",
            "Google",
            Purpose::Other,
            GOOGLE_COMMON,
            READ_2,
        ),
        &["GoogleOther"],
    ),
    follows(
        crawler(
            "GoogleOther-Video",
            "Google",
            Purpose::Other,
            GOOGLE_COMMON,
            READ_2,
        ),
        &["GoogleOther"],
    ),
    crawler(
        "Google-CloudVertexBot",
        "Google",
        Purpose::Other,
        GOOGLE_COMMON,
        READ_2,
    ),
    crawler(
        "Mediapartners-Google",
        "Google",
        Purpose::Other,
        GOOGLE_SPECIAL,
        READ_3,
    ),
    crawler(
        "Google-Agent",
        "Google",
        Purpose::AiUser,
        GOOGLE_USER_TRIGGERED,
        READ_2,
    ),
    crawler(
        "Google-GeminiNotebook",
        "Google",
        Purpose::AiUser,
        GOOGLE_USER_TRIGGERED,
        READ_2,
    ),
    // Microsoft
    crawler("Bingbot", "Microsoft", Purpose::Search, BING, READ_1),
    // Apple
    follows(
        crawler("Applebot", "Apple", Purpose::Search, APPLE, READ_1),
        &["Googlebot"],
    ),
    crawler(
        "Applebot-Extended",
        "Apple",
        Purpose::AiControl,
        APPLE,
        READ_1,
    ),
    // OpenAI
    crawler("GPTBot", "OpenAI", Purpose::AiTraining, OPENAI, READ_1),
    crawler("OAI-SearchBot", "OpenAI", Purpose::AiSearch, OPENAI, READ_1),
    crawler("ChatGPT-User", "OpenAI", Purpose::AiUser, OPENAI, READ_1),
    crawler("OAI-AdsBot", "OpenAI", Purpose::Other, OPENAI, READ_2),
    // Anthropic
    crawler(
        "ClaudeBot",
        "Anthropic",
        Purpose::AiTraining,
        ANTHROPIC,
        READ_1,
    ),
    crawler(
        "Claude-SearchBot",
        "Anthropic",
        Purpose::AiSearch,
        ANTHROPIC,
        READ_1,
    ),
    crawler(
        "Claude-User",
        "Anthropic",
        Purpose::AiUser,
        ANTHROPIC,
        READ_1,
    ),
    // Perplexity
    crawler(
        "PerplexityBot",
        "Perplexity",
        Purpose::AiSearch,
        PERPLEXITY,
        READ_1,
    ),
    crawler(
        "Perplexity-User",
        "Perplexity",
        Purpose::AiUser,
        PERPLEXITY,
        READ_1,
    ),
    // Common Crawl
    crawler("CCBot", "Common Crawl", Purpose::AiTraining, CCBOT, READ_1),
    // ByteDance
    crawler(
        "Bytespider",
        "ByteDance",
        Purpose::AiTraining,
        BYTEDANCE,
        READ_1,
    ),
    // Meta
    crawler(
        "meta-externalagent",
        "Meta",
        Purpose::AiTraining,
        META,
        READ_1,
    ),
    crawler(
        "meta-externalfetcher",
        "Meta",
        Purpose::AiUser,
        META,
        READ_1,
    ),
    crawler("meta-webindexer", "Meta", Purpose::AiSearch, META, READ_2),
    crawler("facebookexternalhit", "Meta", Purpose::Other, META, READ_2),
    // Amazon
    crawler("Amazonbot", "Amazon", Purpose::AiTraining, AMAZON, READ_1),
    crawler(
        "Amzn-SearchBot",
        "Amazon",
        Purpose::AiSearch,
        AMAZON,
        READ_2,
    ),
    crawler("Amzn-User", "Amazon", Purpose::AiUser, AMAZON, READ_2),
    // Mistral AI
    crawler(
        "MistralAI-User",
        "Mistral AI",
        Purpose::AiUser,
        MISTRAL,
        READ_2,
    ),
    crawler(
        "MistralAI-Index",
        "Mistral AI",
        Purpose::AiSearch,
        MISTRAL,
        READ_2,
    ),
    crawler(
        "MistralAI-Training",
        "Mistral AI",
        Purpose::AiTraining,
        MISTRAL,
        READ_2,
    ),
    // DuckDuckGo
    crawler(
        "DuckDuckBot",
        "DuckDuckGo",
        Purpose::Search,
        DUCKDUCKBOT,
        READ_2,
    ),
    crawler(
        "DuckAssistBot",
        "DuckDuckGo",
        Purpose::AiSearch,
        DUCKASSISTBOT,
        READ_2,
    ),
    // Exa
    crawler("ExaSearchBot", "Exa", Purpose::AiSearch, EXA, READ_3),
];

/// The registry entry for a token (ASCII case-insensitive).
pub fn crawler_for(token: &str) -> Option<&'static Crawler> {
    CRAWLERS
        .iter()
        .find(|c| c.token.eq_ignore_ascii_case(token))
}

/// The registry by purpose: each purpose with its crawlers, in
/// [`Purpose::ALL`] order and the registry's order within a purpose;
/// purposes without crawlers are left out (the page's presets, `robots
/// policy`'s tables).
///
/// ```
/// let groups = robots::registry::by_purpose();
/// let count: usize = groups.iter().map(|(_, list)| list.len()).sum();
/// assert_eq!(count, robots::registry::CRAWLERS.len());
/// ```
pub fn by_purpose() -> Vec<(Purpose, Vec<&'static Crawler>)> {
    Purpose::ALL
        .into_iter()
        .map(|p| (p, CRAWLERS.iter().filter(|c| c.purpose == p).collect()))
        .filter(|(_, list): &(Purpose, Vec<&Crawler>)| !list.is_empty())
        .collect()
}

/// How one crawler of the registry reads the file for one path.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PolicyRow {
    pub crawler: &'static Crawler,
    pub allowed: bool,
    /// Google's `matching_line()` (0 = none).
    pub line: u32,
    /// The agent named by the group that applied: the crawler's own token,
    /// a family's token (`Googlebot`), or `*`; `None` when no group applies.
    pub follows: Option<String>,
    /// The usage preferences (`None` when the path may not be crawled).
    pub usage: Option<Usage>,
    /// The applying groups' `Content-Signal` values, as written (`None`
    /// when they have no `Content-Signal` line): shared by the rows of the
    /// crawlers with the same groups, not copied for each (a hostile file's
    /// 99,097 keys were copied for each of some 40 crawlers).
    pub signals: Option<std::sync::Arc<Signals>>,
}

/// The file read for every crawler of the registry, for one path (as the
/// crawler requests it, e.g. `/`), in tester mode (families applied).
///
/// ```
/// let robots = robots::RobotsTxt::parse(b"User-agent: Googlebot\nDisallow: /\n");
/// let rows = robots::registry::policy(&robots, b"/");
/// let apple = rows.iter().find(|r| r.crawler.token == "Applebot").unwrap();
/// assert_eq!((apple.allowed, apple.follows.as_deref()), (false, Some("Googlebot")));
/// ```
pub fn policy(robots: &RobotsTxt, path: &[u8]) -> Vec<PolicyRow> {
    // Most crawlers share a choice of groups (often `*`): their signals are
    // read once per distinct choice.
    let mut signals: Vec<(Vec<u32>, Option<std::sync::Arc<Signals>>)> = Vec::new();
    // One pass over the groups for every crawler, not one each.
    let groups = crate::check::AgentGroups::new(robots);
    CRAWLERS
        .iter()
        .map(|c| {
            let view = groups.tester_view(robots, c.token);
            let (allowed, line) = view.allowed(path);
            let choice = view.choice();
            let follows = match choice.kind {
                GroupKind::None => None,
                _ => choice.matched_token.clone(),
            };
            PolicyRow {
                crawler: c,
                allowed,
                line,
                follows,
                usage: robots.usage(choice, path, allowed),
                signals: match signals.iter().find(|(g, _)| *g == choice.groups) {
                    Some((_, s)) => s.clone(),
                    None => {
                        let s = robots.signals(choice).map(std::sync::Arc::new);
                        signals.push((choice.groups.clone(), s.clone()));
                        s
                    }
                },
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::agent;

    #[test]
    fn tokens_are_unique_valid_and_known() {
        for (i, c) in CRAWLERS.iter().enumerate() {
            assert!(agent::is_valid_token(c.token), "{}", c.token);
            assert!(
                CRAWLERS[..i]
                    .iter()
                    .all(|o| !o.token.eq_ignore_ascii_case(c.token)),
                "{} twice",
                c.token
            );
            assert!(
                agent::KNOWN_TOKENS
                    .iter()
                    .any(|k| k.eq_ignore_ascii_case(c.token)),
                "{} is not in agent::KNOWN_TOKENS",
                c.token
            );
            assert!(c.docs.starts_with("https://"), "{}", c.token);
            assert!(day_number(c.checked).is_some(), "{}", c.token);
        }
    }

    /// `YYYY-MM-DD` as a day count (proleptic Gregorian), to compare dates.
    fn day_number(date: &str) -> Option<i64> {
        let b = date.as_bytes();
        if b.len() != 10 || b[4] != b'-' || b[7] != b'-' {
            return None;
        }
        let y: i64 = date[..4].parse().ok()?;
        let m: i64 = date[5..7].parse().ok()?;
        let d: i64 = date[8..].parse().ok()?;
        if !(1..=12).contains(&m) || !(1..=31).contains(&d) {
            return None;
        }
        // Days from civil (H. Hinnant's algorithm).
        let y = if m <= 2 { y - 1 } else { y };
        let era = y.div_euclid(400);
        let yoe = y - era * 400;
        let mp = (m + 9) % 12;
        let doy = (153 * mp + 2) / 5 + d - 1;
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        Some(era * 146_097 + doe)
    }

    /// The entries whose `checked` date is more than a year older than the
    /// newest entry of the same owner: a vendor page re-read for one
    /// crawler is re-read for all of them.
    fn stale(entries: &[(&str, &str, &str)]) -> Vec<String> {
        let mut out = Vec::new();
        for (token, owner, checked) in entries {
            let newest = entries
                .iter()
                .filter(|(_, o, _)| o == owner)
                .filter_map(|(_, _, c)| day_number(c))
                .max()
                .unwrap_or_default();
            if newest - day_number(checked).unwrap_or_default() > 365 {
                out.push(format!("{token} ({owner}) read {checked}"));
            }
        }
        out
    }

    #[test]
    fn no_entry_is_a_year_older_than_its_owners_newest() {
        let mut entries: Vec<(&str, &str, &str)> = CRAWLERS
            .iter()
            .map(|c| (c.token, c.owner, c.checked))
            .collect();
        entries.extend(RETIRED.iter().map(|r| (r.token, r.owner, r.checked)));
        assert_eq!(stale(&entries), Vec::<String>::new());
        // The check itself: a year and a day behind its owner's newest fails.
        let old = [
            ("A", "Owner", "2025-11-26"),
            ("B", "Owner", "2026-11-27"),
            ("C", "Other", "2020-01-01"),
        ];
        assert_eq!(stale(&old), ["A (Owner) read 2025-11-26"]);
        assert!(stale(&old[1..]).is_empty());
        assert_eq!(
            day_number("2024-03-01").unwrap() - day_number("2024-02-28").unwrap(),
            2
        );
    }

    #[test]
    fn checked_is_the_newest_entrys_date() {
        let newest = CRAWLERS
            .iter()
            .map(|c| c.checked)
            .chain(RETIRED.iter().map(|r| r.checked))
            .max()
            .unwrap();
        assert_eq!(CHECKED, newest);
    }

    #[test]
    fn every_entry_has_its_sentences_in_every_language() {
        use crate::message::Lang;
        for c in CRAWLERS {
            for lang in Lang::ALL {
                let said = c.blocking().render(lang);
                assert!(!said.starts_with("crawler-"), "{} in {lang:?}", c.token);
                assert!(
                    said.ends_with(['.', '।']),
                    "{} in {lang:?}: {said}",
                    c.token
                );
                if lang != Lang::En {
                    assert_ne!(
                        said,
                        c.blocking().render(Lang::En),
                        "{} in {lang:?}",
                        c.token
                    );
                }
            }
        }
    }

    #[test]
    fn retired_tokens_name_their_replacement() {
        for r in RETIRED {
            assert!(
                crawler_for(r.token).is_none(),
                "{} is also current",
                r.token
            );
            let now = crawler_for(r.replaced_by).expect("a current crawler");
            assert_eq!(now.owner, r.owner);
            assert!(r.docs.starts_with("https://"));
        }
        assert_eq!(
            retired("ANTHROPIC-AI").map(|r| r.replaced_by),
            Some("ClaudeBot")
        );
        assert!(retired("ClaudeBot").is_none());
    }

    #[test]
    fn the_issue_list_is_covered() {
        // Beside the crawlers verified by their owners' address lists.
        let more = [
            "Googlebot-Image",
            "Googlebot-News",
            "Googlebot-Video",
            "Applebot-Extended",
            "Google-Extended",
            "Bytespider",
            "meta-externalagent",
            "meta-externalfetcher",
            "Amazonbot",
            // The end of 2026.
            "OAI-AdsBot",
            "Google-CloudVertexBot",
            "GoogleOther-Image",
            "GoogleOther-Video",
            "Google-Agent",
            "Google-GeminiNotebook",
            "Mediapartners-Google",
            "Amzn-SearchBot",
            "Amzn-User",
            "meta-webindexer",
            "facebookexternalhit",
            "MistralAI-User",
            "MistralAI-Index",
            "MistralAI-Training",
            // December 2026.
            "ExaSearchBot",
        ];
        for t in crate::verify::ISSUE_OWNERS.iter().chain(&more) {
            assert!(crawler_for(t).is_some(), "{t} missing");
        }
    }

    #[test]
    fn follows_the_same_families_as_tester_mode() {
        for c in CRAWLERS {
            match agent::family(c.token) {
                Some(f) => {
                    assert_eq!(f.falls_back_to, c.falls_back_to, "{}", c.token);
                    assert_eq!(f.ignores_global, c.ignores_global, "{}", c.token);
                }
                None => {
                    assert!(
                        c.falls_back_to.is_empty() && !c.ignores_global,
                        "{}",
                        c.token
                    )
                }
            }
        }
        for f in agent::FAMILIES {
            assert!(
                crawler_for(f.token).is_some(),
                "{} not in the registry",
                f.token
            );
        }
    }

    #[test]
    fn purpose_codes_round_trip() {
        for p in Purpose::ALL {
            assert_eq!(Purpose::from_code(p.code()), Some(p));
        }
        assert_eq!(Purpose::from_code("training"), None);
    }
}
