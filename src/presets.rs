//! Crawler presets: who they are, who runs them and what for.
//!
//! A data table a maintainer updates by hand. Tokens and purposes follow the
//! owners' published crawler documentation, listed per owner in `docs`.
//! The list was compiled on [`CHECKED`] from those pages as known on that
//! day (the machine it was written on could not fetch them), so re-check the
//! pages and bump the date when editing.

/// When the table below was last checked against the owners' documentation.
pub const CHECKED: &str = "2026-11-21";

/// One crawler a preset adds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Crawler {
    /// The product token robots.txt groups name.
    pub token: &'static str,
    pub owner: &'static str,
    pub purpose: &'static str,
    /// The owner's documentation page.
    pub docs: &'static str,
}

/// A named set of crawlers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Preset {
    pub name: &'static str,
    pub crawlers: &'static [Crawler],
}

const GOOGLE_DOCS: &str =
    "https://developers.google.com/search/docs/crawling-indexing/overview-google-crawlers";

pub const PRESETS: &[Preset] = &[
    Preset {
        name: "Google crawlers",
        crawlers: &[
            Crawler {
                token: "Googlebot",
                owner: "Google",
                purpose: "Google Search (smartphone and desktop crawling)",
                docs: GOOGLE_DOCS,
            },
            Crawler {
                token: "Googlebot-Image",
                owner: "Google",
                purpose: "Google Images and image results; falls back to Googlebot's group",
                docs: GOOGLE_DOCS,
            },
            Crawler {
                token: "Googlebot-News",
                owner: "Google",
                purpose: "Google News; falls back to Googlebot's group",
                docs: GOOGLE_DOCS,
            },
            Crawler {
                token: "Googlebot-Video",
                owner: "Google",
                purpose: "Video results in Google Search; falls back to Googlebot's group",
                docs: GOOGLE_DOCS,
            },
            Crawler {
                token: "Storebot-Google",
                owner: "Google",
                purpose: "Google Shopping surfaces (product, cart and checkout pages)",
                docs: GOOGLE_DOCS,
            },
            Crawler {
                token: "Google-InspectionTool",
                owner: "Google",
                purpose: "Search Console testing tools (URL Inspection, Rich Results Test)",
                docs: GOOGLE_DOCS,
            },
            Crawler {
                token: "GoogleOther",
                owner: "Google",
                purpose: "Generic crawler for Google product teams' one-off crawls and research",
                docs: GOOGLE_DOCS,
            },
            Crawler {
                token: "AdsBot-Google",
                owner: "Google",
                purpose: "Google Ads landing-page quality checks; ignores the * group",
                docs: GOOGLE_DOCS,
            },
            Crawler {
                token: "Google-Extended",
                owner: "Google",
                purpose: "Not a crawler: a token controlling use of content for Gemini training and grounding",
                docs: GOOGLE_DOCS,
            },
        ],
    },
    Preset {
        name: "Bing",
        crawlers: &[Crawler {
            token: "Bingbot",
            owner: "Microsoft",
            purpose: "Bing search (also feeds Copilot and other Microsoft search features)",
            docs: "https://www.bing.com/webmasters/help/which-crawlers-does-bing-use-8c184ec0",
        }],
    },
    Preset {
        name: "AI crawlers",
        crawlers: &[
            Crawler {
                token: "GPTBot",
                owner: "OpenAI",
                purpose: "Collects content that may be used to train OpenAI's models",
                docs: "https://platform.openai.com/docs/bots",
            },
            Crawler {
                token: "OAI-SearchBot",
                owner: "OpenAI",
                purpose: "Search results in ChatGPT (not used for training)",
                docs: "https://platform.openai.com/docs/bots",
            },
            Crawler {
                token: "ChatGPT-User",
                owner: "OpenAI",
                purpose: "Fetches pages when a ChatGPT user asks it to (user-initiated)",
                docs: "https://platform.openai.com/docs/bots",
            },
            Crawler {
                token: "ClaudeBot",
                owner: "Anthropic",
                purpose: "Collects content that may be used to train Anthropic's models",
                docs: "https://support.anthropic.com/en/articles/8896518",
            },
            Crawler {
                token: "Claude-SearchBot",
                owner: "Anthropic",
                purpose: "Indexes content to improve search results in Claude",
                docs: "https://support.anthropic.com/en/articles/8896518",
            },
            Crawler {
                token: "PerplexityBot",
                owner: "Perplexity",
                purpose: "Indexes sites for Perplexity's search answers (not for training)",
                docs: "https://docs.perplexity.ai/guides/bots",
            },
            Crawler {
                token: "CCBot",
                owner: "Common Crawl",
                purpose: "Open web archive, widely used as AI training data",
                docs: "https://commoncrawl.org/ccbot",
            },
            Crawler {
                token: "Applebot",
                owner: "Apple",
                purpose: "Siri and Spotlight search; falls back to Googlebot's group",
                docs: "https://support.apple.com/en-us/119829",
            },
            Crawler {
                token: "Applebot-Extended",
                owner: "Apple",
                purpose: "Not a crawler: a token controlling use of content to train Apple's models",
                docs: "https://support.apple.com/en-us/119829",
            },
            Crawler {
                token: "meta-externalagent",
                owner: "Meta",
                purpose: "Collects content for training AI models and for Meta AI products",
                docs: "https://developers.facebook.com/docs/sharing/webmasters/web-crawlers",
            },
            Crawler {
                token: "Amazonbot",
                owner: "Amazon",
                purpose: "Improves Amazon products and services, e.g. Alexa answers",
                docs: "https://developer.amazon.com/amazonbot",
            },
            Crawler {
                token: "Bytespider",
                owner: "ByteDance",
                purpose: "ByteDance's crawler, reported to gather AI training data (no public documentation)",
                docs: "https://www.bytedance.com/",
            },
        ],
    },
];

/// The preset entry for a token, if any (case-insensitive).
pub fn crawler(token: &str) -> Option<&'static Crawler> {
    PRESETS
        .iter()
        .flat_map(|p| p.crawlers)
        .find(|c| c.token.eq_ignore_ascii_case(token))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_preset_token_is_a_valid_product_token_used_as_typed() {
        for c in PRESETS.iter().flat_map(|p| p.crawlers) {
            let agent = robots::tester::agent(c.token).unwrap();
            assert_eq!(agent.token, c.token, "{}", c.token);
            assert!(c.docs.starts_with("https://"), "{}", c.token);
            assert!(!c.owner.is_empty() && !c.purpose.is_empty());
        }
    }

    #[test]
    fn tokens_are_unique_and_the_issue_list_is_covered() {
        let all: Vec<&str> = PRESETS
            .iter()
            .flat_map(|p| p.crawlers)
            .map(|c| c.token)
            .collect();
        let mut dedup = all.clone();
        dedup.sort_unstable();
        dedup.dedup();
        assert_eq!(dedup.len(), all.len());
        for t in [
            "Googlebot",
            "Googlebot-Image",
            "Googlebot-News",
            "Googlebot-Video",
            "Storebot-Google",
            "Google-InspectionTool",
            "GoogleOther",
            "AdsBot-Google",
            "Google-Extended",
            "Bingbot",
            "GPTBot",
            "OAI-SearchBot",
            "ChatGPT-User",
            "ClaudeBot",
            "Claude-SearchBot",
            "PerplexityBot",
            "CCBot",
            "Applebot",
            "Applebot-Extended",
            "meta-externalagent",
            "Amazonbot",
            "Bytespider",
        ] {
            assert!(crawler(t).is_some(), "{t} missing");
        }
    }

    #[test]
    fn checked_is_an_iso_date() {
        let b = CHECKED.as_bytes();
        assert_eq!(b.len(), 10);
        assert_eq!((b[4], b[7]), (b'-', b'-'));
    }
}
