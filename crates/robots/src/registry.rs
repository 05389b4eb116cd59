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
    /// What blocking it does, in one sentence (after its owner's page).
    pub blocking: &'static str,
    /// The owner's documentation page.
    pub docs: &'static str,
    /// When that page was last read (`YYYY-MM-DD`).
    pub checked: &'static str,
    /// Tokens whose group it obeys, in order, when no group names it (then
    /// `*`, unless [`Crawler::ignores_global`]).
    pub falls_back_to: &'static [&'static str],
    /// It ignores the `*` group: only a group naming it applies.
    pub ignores_global: bool,
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
const CHECKED: &str = "2026-11-26";

const fn crawler(
    token: &'static str,
    owner: &'static str,
    purpose: Purpose,
    blocking: &'static str,
    docs: &'static str,
) -> Crawler {
    Crawler {
        token,
        owner,
        purpose,
        blocking,
        docs,
        checked: CHECKED,
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
        "Pages are not crawled for Google Search (a blocked URL can still be indexed from links, without its content), nor for the AI features of Search.",
        GOOGLE_COMMON,
    ),
    follows(
        crawler(
            "Googlebot-Image",
            "Google",
            Purpose::Search,
            "Images are not crawled for Google Images and the image features of Search.",
            GOOGLE_COMMON,
        ),
        &["Googlebot"],
    ),
    follows(
        crawler(
            "Googlebot-News",
            "Google",
            Purpose::Search,
            "Pages are not crawled for Google News.",
            GOOGLE_COMMON,
        ),
        &["Googlebot"],
    ),
    follows(
        crawler(
            "Googlebot-Video",
            "Google",
            Purpose::Search,
            "Videos are not crawled for the video features of Search.",
            GOOGLE_COMMON,
        ),
        &["Googlebot"],
    ),
    crawler(
        "Storebot-Google",
        "Google",
        Purpose::Other,
        "Product pages are not crawled for Google's shopping surfaces.",
        GOOGLE_COMMON,
    ),
    crawler(
        "Google-InspectionTool",
        "Google",
        Purpose::Other,
        "Search testing tools such as the URL Inspection and Rich Results tests cannot fetch the page.",
        GOOGLE_COMMON,
    ),
    crawler(
        "GoogleOther",
        "Google",
        Purpose::Other,
        "Google's product teams cannot fetch the pages for their own research and development.",
        GOOGLE_COMMON,
    ),
    crawler(
        "Google-Extended",
        "Google",
        Purpose::AiControl,
        "Content Google crawls is not used to train Gemini models or to ground Gemini's answers; Search is not affected. The token fetches nothing.",
        GOOGLE_COMMON,
    ),
    ignores_global(crawler(
        "AdsBot-Google",
        "Google",
        Purpose::Other,
        "Google Ads cannot check the quality of ad landing pages; it ignores the * group, so only a group naming it blocks it.",
        GOOGLE_SPECIAL,
    )),
    ignores_global(crawler(
        "AdsBot-Google-Mobile",
        "Google",
        Purpose::Other,
        "Google Ads cannot check the quality of mobile ad landing pages; it ignores the * group, so only a group naming it blocks it.",
        GOOGLE_SPECIAL,
    )),
    ignores_global(crawler(
        "APIs-Google",
        "Google",
        Purpose::Other,
        "Google APIs cannot deliver push notifications to the site; it ignores the * group, so only a group naming it blocks it.",
        GOOGLE_SPECIAL,
    )),
    // Microsoft
    crawler(
        "Bingbot",
        "Microsoft",
        Purpose::Search,
        "Pages are not crawled for Bing, nor for the search features built on Bing's index.",
        BING,
    ),
    // Apple
    follows(
        crawler(
            "Applebot",
            "Apple",
            Purpose::Search,
            "Pages are not crawled for Spotlight, Siri and Safari search; when no group names Applebot it follows the group for Googlebot.",
            APPLE,
        ),
        &["Googlebot"],
    ),
    crawler(
        "Applebot-Extended",
        "Apple",
        Purpose::AiControl,
        "Pages Applebot crawls are not used to train Apple's generative models; search is not affected. The token fetches nothing.",
        APPLE,
    ),
    // OpenAI
    crawler(
        "GPTBot",
        "OpenAI",
        Purpose::AiTraining,
        "Pages are not crawled for training OpenAI's generative AI models.",
        OPENAI,
    ),
    crawler(
        "OAI-SearchBot",
        "OpenAI",
        Purpose::AiSearch,
        "Pages are not shown as cited results in ChatGPT search (they can still appear as navigational links).",
        OPENAI,
    ),
    crawler(
        "ChatGPT-User",
        "OpenAI",
        Purpose::AiUser,
        "ChatGPT does not fetch the page when a user asks; OpenAI says robots.txt rules may not apply to these user-initiated visits.",
        OPENAI,
    ),
    // Anthropic
    crawler(
        "ClaudeBot",
        "Anthropic",
        Purpose::AiTraining,
        "The site's future content is excluded from Anthropic's model training data.",
        ANTHROPIC,
    ),
    crawler(
        "Claude-SearchBot",
        "Anthropic",
        Purpose::AiSearch,
        "Pages are not indexed for Claude's search, which may lower the site's visibility in its answers.",
        ANTHROPIC,
    ),
    crawler(
        "Claude-User",
        "Anthropic",
        Purpose::AiUser,
        "Claude does not fetch the page when a user asks for it.",
        ANTHROPIC,
    ),
    // Perplexity
    crawler(
        "PerplexityBot",
        "Perplexity",
        Purpose::AiSearch,
        "Pages are not indexed for Perplexity's search results (Perplexity says it does not crawl to train foundation models).",
        PERPLEXITY,
    ),
    crawler(
        "Perplexity-User",
        "Perplexity",
        Purpose::AiUser,
        "Perplexity's user-initiated fetches generally ignore robots.txt, Perplexity says: a rule here is at most a request.",
        PERPLEXITY,
    ),
    // Common Crawl
    crawler(
        "CCBot",
        "Common Crawl",
        Purpose::AiTraining,
        "Pages stay out of Common Crawl's open archive, a source of many AI training sets.",
        CCBOT,
    ),
    // ByteDance
    crawler(
        "Bytespider",
        "ByteDance",
        Purpose::AiTraining,
        "Pages are not crawled for ByteDance's AI models; ByteDance publishes no crawler page, only its user-agent string.",
        BYTEDANCE,
    ),
    // Meta
    crawler(
        "meta-externalagent",
        "Meta",
        Purpose::AiTraining,
        "Pages are not crawled for training Meta's AI models or for indexing in its AI products.",
        META,
    ),
    crawler(
        "meta-externalfetcher",
        "Meta",
        Purpose::AiUser,
        "Meta's AI assistants do not fetch the page when a user asks; Meta says these user-initiated fetches may not follow robots.txt.",
        META,
    ),
    // Amazon
    crawler(
        "Amazonbot",
        "Amazon",
        Purpose::AiTraining,
        "Pages are not crawled to improve Amazon's products and services, which may include training Amazon's AI models.",
        AMAZON,
    ),
];

/// The registry entry for a token (ASCII case-insensitive).
pub fn crawler_for(token: &str) -> Option<&'static Crawler> {
    CRAWLERS
        .iter()
        .find(|c| c.token.eq_ignore_ascii_case(token))
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
    /// when they have no `Content-Signal` line).
    pub signals: Option<Signals>,
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
    let mut signals: Vec<(Vec<u32>, Option<Signals>)> = Vec::new();
    CRAWLERS
        .iter()
        .map(|c| {
            let view = crate::tester::view(robots, c.token);
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
                        let s = robots.signals(choice);
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
            let b = c.checked.as_bytes();
            assert!(b.len() == 10 && b[4] == b'-' && b[7] == b'-', "{}", c.token);
            assert!(c.blocking.ends_with('.'), "{}", c.token);
        }
    }

    #[test]
    fn the_issue_list_is_covered() {
        for t in [
            "Googlebot",
            "Googlebot-Image",
            "Googlebot-News",
            "Googlebot-Video",
            "Bingbot",
            "Applebot",
            "Applebot-Extended",
            "Google-Extended",
            "GPTBot",
            "OAI-SearchBot",
            "ChatGPT-User",
            "ClaudeBot",
            "Claude-SearchBot",
            "Claude-User",
            "PerplexityBot",
            "Perplexity-User",
            "CCBot",
            "Bytespider",
            "meta-externalagent",
            "meta-externalfetcher",
            "Amazonbot",
        ] {
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
