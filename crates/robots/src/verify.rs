//! How to tell a registry crawler's real requests from forged ones: the IP
//! address lists its owner publishes and the reverse-DNS names it
//! documents, keyed by product token, apart from the registry
//! ([`crate::registry`]) and looked up from an entry with [`for_crawler`].
//!
//! Every list is published as JSON: `{"creationTime": "…", "prefixes":
//! [{"ipv4Prefix": "a.b.c.d/n"} | {"ipv6Prefix": "…/n"}]}`; `robots ranges
//! update` saves each under its URL's last path segment ([`file_name`]).
//! An owner's list lags behind the addresses it starts using, so an address
//! missing from it is "not in the list as published", no more.
//!
//! ```
//! let googlebot = robots::registry::crawler_for("googlebot").unwrap();
//! let v = robots::verify::for_crawler(googlebot).unwrap();
//! assert_eq!(robots::verify::file_name(v.lists[0]), "common-crawlers.json");
//! assert!(v.rdns.contains(&"googlebot.com"));
//! ```

use crate::registry::Crawler;

/// How one crawler's requests can be verified.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Verify {
    /// The product token (as the registry spells it).
    pub token: &'static str,
    /// The URLs of the address lists its owner publishes for it (empty:
    /// none published, its requests cannot be verified by address).
    pub lists: &'static [&'static str],
    /// Documented reverse-DNS suffixes: a forward-confirmed name under one
    /// of them is the owner's.
    pub rdns: &'static [&'static str],
    /// The owner says it may ignore robots.txt (fetches a person asked
    /// for).
    pub ignores_robots: bool,
    /// The owner's page that documents the lists (or their absence).
    pub source: &'static str,
    /// When the lists' locations were last read (`YYYY-MM-DD`).
    pub checked: &'static str,
}

const CHECKED: &str = "2026-11-27";

const G_COMMON: &str =
    "https://developers.google.com/static/crawling/ipranges/common-crawlers.json";
const G_SPECIAL: &str =
    "https://developers.google.com/static/crawling/ipranges/special-crawlers.json";
const G_USER: &str =
    "https://developers.google.com/static/crawling/ipranges/user-triggered-fetchers.json";
const G_USER_GOOGLE: &str =
    "https://developers.google.com/static/crawling/ipranges/user-triggered-fetchers-google.json";
const G_AGENTS: &str =
    "https://developers.google.com/static/crawling/ipranges/user-triggered-agents.json";
const BING: &str = "https://www.bing.com/toolbox/bingbot.json";
const APPLE: &str = "https://search.developer.apple.com/applebot.json";
const GPTBOT: &str = "https://openai.com/gptbot.json";
const SEARCHBOT: &str = "https://openai.com/searchbot.json";
const CHATGPT_USER: &str = "https://openai.com/chatgpt-user.json";
const ADSBOT: &str = "https://openai.com/adsbot.json";
const ANTHROPIC: &str = "https://claude.com/crawling/bots.json";
const PERPLEXITYBOT: &str = "https://www.perplexity.com/perplexitybot.json";
const PERPLEXITY_USER: &str = "https://www.perplexity.com/perplexity-user.json";
const DUCKDUCKBOT: &str = "https://duckduckgo.com/duckduckbot.json";
const DUCKASSISTBOT: &str = "https://duckduckgo.com/duckassistbot.json";
const MISTRAL_INDEX: &str = "https://mistral.ai/mistralai-index-ips.json";
const MISTRAL_USER: &str = "https://mistral.ai/mistralai-user-ips.json";
const CCBOT: &str = "https://index.commoncrawl.org/ccbot.json";

/// Every list `robots ranges update` downloads, by owner: the lists the
/// rows of [`VERIFY`] name.
pub const PUBLISHED: &[&str] = &[
    G_COMMON,
    G_SPECIAL,
    G_USER,
    G_USER_GOOGLE,
    G_AGENTS,
    BING,
    APPLE,
    GPTBOT,
    SEARCHBOT,
    CHATGPT_USER,
    ADSBOT,
    ANTHROPIC,
    PERPLEXITYBOT,
    PERPLEXITY_USER,
    DUCKDUCKBOT,
    DUCKASSISTBOT,
    MISTRAL_INDEX,
    MISTRAL_USER,
    CCBOT,
];

const GOOGLE_DOCS: &str =
    "https://developers.google.com/crawling/docs/crawlers-fetchers/verify-google-requests";
const GOOGLE_RDNS: &[&str] = &["googlebot.com", "google.com", "googleusercontent.com"];
const BING_DOCS: &str = "https://www.bing.com/webmasters/help/how-to-verify-bingbot-3905dc26";
const APPLE_DOCS: &str = "https://support.apple.com/en-us/119829";
const OPENAI_DOCS: &str = "https://developers.openai.com/api/docs/bots";
const ANTHROPIC_DOCS: &str = "https://support.claude.com/en/articles/8896518-does-anthropic-crawl-data-from-the-web-and-how-can-site-owners-block-the-crawler";
const PERPLEXITY_DOCS: &str = "https://docs.perplexity.ai/docs/resources/perplexity-crawlers";
const DUCKDUCKGO_DOCS: &str = "https://duckduckgo.com/duckduckgo-help-pages/results/duckduckbot";
const MISTRAL_DOCS: &str = "https://docs.mistral.ai/robots";
const CCBOT_DOCS: &str = "https://commoncrawl.org/ccbot";
const AMAZON_DOCS: &str = "https://developer.amazon.com/amazonbot";
const META_DOCS: &str = "https://developers.facebook.com/docs/sharing/webmasters/web-crawlers";
const BYTEDANCE_DOCS: &str = "https://www.bytedance.com/";
const EXA_DOCS: &str = "https://crawler.exa.ai/";

const fn row(
    token: &'static str,
    lists: &'static [&'static str],
    rdns: &'static [&'static str],
    source: &'static str,
) -> Verify {
    Verify {
        token,
        lists,
        rdns,
        ignores_robots: false,
        source,
        checked: CHECKED,
    }
}

/// A Google crawler's row: its lists, Google's reverse DNS names and
/// documentation.
const fn google(token: &'static str, lists: &'static [&'static str]) -> Verify {
    row(token, lists, GOOGLE_RDNS, GOOGLE_DOCS)
}

const fn user_triggered(mut v: Verify) -> Verify {
    v.ignores_robots = true;
    v
}

/// The table, by owner. Tokens the registry does not (yet) list are kept
/// too: a registry entry added later finds its row.
pub const VERIFY: &[Verify] = &[
    // Google: the common crawlers, the special-case crawlers (AdsBot,
    // APIs-Google), and the fetchers a person triggers, which "generally
    // ignore robots.txt rules".
    google("Googlebot", &[G_COMMON]),
    google("Googlebot-Image", &[G_COMMON]),
    google("Googlebot-News", &[G_COMMON]),
    google("Googlebot-Video", &[G_COMMON]),
    google("Storebot-Google", &[G_COMMON]),
    google("Google-InspectionTool", &[G_COMMON]),
    google("GoogleOther", &[G_COMMON]),
    google("GoogleOther-Image", &[G_COMMON]),
    google("GoogleOther-Video", &[G_COMMON]),
    google("Google-CloudVertexBot", &[G_COMMON]),
    // AdSense's crawler is one of Google's special-case crawlers.
    google("Mediapartners-Google", &[G_SPECIAL]),
    google("AdsBot-Google", &[G_SPECIAL]),
    google("AdsBot-Google-Mobile", &[G_SPECIAL]),
    google("APIs-Google", &[G_SPECIAL]),
    user_triggered(google("FeedFetcher-Google", &[G_USER, G_USER_GOOGLE])),
    user_triggered(google("Google-Read-Aloud", &[G_USER, G_USER_GOOGLE])),
    // Google's agents acting for a person have a list of their own.
    user_triggered(google("Google-Agent", &[G_AGENTS])),
    user_triggered(google("Google-GeminiNotebook", &[G_USER, G_USER_GOOGLE])),
    // Microsoft
    row("Bingbot", &[BING], &["search.msn.com"], BING_DOCS),
    // Apple: Applebot-Extended is a token only (it fetches nothing).
    row("Applebot", &[APPLE], &["applebot.apple.com"], APPLE_DOCS),
    // OpenAI: ChatGPT-User acts for a person, "robots.txt rules may not apply".
    row("GPTBot", &[GPTBOT], &[], OPENAI_DOCS),
    row("OAI-SearchBot", &[SEARCHBOT], &[], OPENAI_DOCS),
    user_triggered(row("ChatGPT-User", &[CHATGPT_USER], &[], OPENAI_DOCS)),
    row("OAI-AdsBot", &[ADSBOT], &[], OPENAI_DOCS),
    // Anthropic: one list for its three crawlers.
    row("ClaudeBot", &[ANTHROPIC], &[], ANTHROPIC_DOCS),
    row("Claude-SearchBot", &[ANTHROPIC], &[], ANTHROPIC_DOCS),
    row("Claude-User", &[ANTHROPIC], &[], ANTHROPIC_DOCS),
    // Perplexity: Perplexity-User "generally ignores robots.txt rules".
    row("PerplexityBot", &[PERPLEXITYBOT], &[], PERPLEXITY_DOCS),
    user_triggered(row(
        "Perplexity-User",
        &[PERPLEXITY_USER],
        &[],
        PERPLEXITY_DOCS,
    )),
    // DuckDuckGo
    row("DuckDuckBot", &[DUCKDUCKBOT], &[], DUCKDUCKGO_DOCS),
    row("DuckAssistBot", &[DUCKASSISTBOT], &[], DUCKDUCKGO_DOCS),
    // Mistral: its index crawler and its fetcher for a person's request.
    row("MistralAI-Index", &[MISTRAL_INDEX], &[], MISTRAL_DOCS),
    user_triggered(row("MistralAI-User", &[MISTRAL_USER], &[], MISTRAL_DOCS)),
    // Mistral publishes no list for its training crawler.
    row("MistralAI-Training", &[], &[], MISTRAL_DOCS),
    // Common Crawl
    row("CCBot", &[CCBOT], &["crawl.commoncrawl.org"], CCBOT_DOCS),
    // Amazon publishes its addresses inside HTML pages, not as a list in
    // this format: reverse DNS only.
    row("Amazonbot", &[], &["crawl.amazonbot.amazon"], AMAZON_DOCS),
    row(
        "Amzn-SearchBot",
        &[],
        &["crawl.amazonbot.amazon"],
        AMAZON_DOCS,
    ),
    user_triggered(row(
        "Amzn-User",
        &[],
        &["crawl.amazonbot.amazon"],
        AMAZON_DOCS,
    )),
    // Meta and ByteDance publish neither.
    row("meta-externalagent", &[], &[], META_DOCS),
    user_triggered(row("meta-externalfetcher", &[], &[], META_DOCS)),
    row("meta-webindexer", &[], &[], META_DOCS),
    // Link previews "may bypass robots.txt" (Meta's crawler page).
    user_triggered(row("facebookexternalhit", &[], &[], META_DOCS)),
    row("Bytespider", &[], &[], BYTEDANCE_DOCS),
    // Exa's crawler page names its user agent and publishes neither a
    // list nor a reverse-DNS name.
    Verify {
        checked: "2026-12-07",
        ..row("ExaSearchBot", &[], &[], EXA_DOCS)
    },
];

/// The row for a registry entry (tokens compared ASCII case-insensitively).
pub fn for_crawler(c: &Crawler) -> Option<&'static Verify> {
    for_token(c.token)
}

/// The row for a product token (ASCII case-insensitive).
pub fn for_token(token: &str) -> Option<&'static Verify> {
    VERIFY.iter().find(|v| v.token.eq_ignore_ascii_case(token))
}

/// The name a list is saved under: its URL's last path segment.
pub fn file_name(url: &str) -> &str {
    url.rsplit('/').next().unwrap_or(url)
}

/// The crawlers whose owners' address lists the issue asked for (the
/// registry's test checks them too).
#[cfg(test)]
pub(crate) const ISSUE_OWNERS: &[&str] = &[
    "Googlebot",
    "Bingbot",
    "Applebot",
    "GPTBot",
    "OAI-SearchBot",
    "ChatGPT-User",
    "ClaudeBot",
    "Claude-SearchBot",
    "Claude-User",
    "PerplexityBot",
    "Perplexity-User",
    "DuckDuckBot",
    "DuckAssistBot",
    "CCBot",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_list_is_published_and_named_uniquely() {
        for v in VERIFY {
            for l in v.lists {
                assert!(PUBLISHED.contains(l), "{}: {l}", v.token);
            }
            assert!(v.source.starts_with("https://"), "{}", v.token);
            assert!(crate::agent::is_valid_token(v.token), "{}", v.token);
        }
        let mut names: Vec<&str> = PUBLISHED.iter().map(|u| file_name(u)).collect();
        names.sort_unstable();
        let n = names.len();
        names.dedup();
        assert_eq!(names.len(), n, "two lists would be saved under one name");
        assert!(PUBLISHED.iter().all(|u| u.ends_with(".json")));
    }

    #[test]
    fn the_issues_owners_are_covered() {
        for token in ISSUE_OWNERS {
            let v = for_token(token).unwrap();
            assert!(!v.lists.is_empty(), "{token}");
        }
        // Every crawler of the registry that fetches has a row.
        for c in crate::registry::CRAWLERS {
            let fetches_nothing = ["Google-Extended", "Applebot-Extended"].contains(&c.token);
            assert!(
                fetches_nothing || for_crawler(c).is_some(),
                "{} has no row",
                c.token
            );
        }
    }
}
