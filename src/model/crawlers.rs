//! Crawler presets: who they are, who runs them and what for.
//!
//! A data table a maintainer updates by hand. Tokens and purposes follow the
//! owners' published crawler documentation, listed per owner in `docs`.
//! The list was compiled on [`CHECKED`] from those pages as known on that
//! day (the machine it was written on could not fetch them), so re-check the
//! pages and bump the date when editing.
//!
//! The page shows each family's name and each crawler's purpose in its
//! language: they are messages (`preset-family-…`, `preset-purpose-…` in
//! `i18n/*.ftl`), so a new crawler needs its message in every file. Tokens,
//! owners and documentation links are the same in every language.

use crate::tr;

/// When the table below was last checked against the owners' documentation.
pub const CHECKED: &str = "2026-11-21";

/// One crawler a preset adds.
#[derive(Clone, Copy, Debug)]
pub struct Crawler {
    /// The product token robots.txt groups name.
    pub token: &'static str,
    pub owner: &'static str,
    /// What it is for (see [`Crawler::purpose`]).
    purpose: fn() -> String,
    /// The owner's documentation page.
    pub docs: &'static str,
}

impl Crawler {
    /// What the crawler is for, in the page's language (worded by the
    /// checking worker, whose messages have `preset-purpose-…`:
    /// `model::worded`).
    pub fn purpose(&self) -> String {
        (self.purpose)()
    }
}

/// A named set of crawlers.
#[derive(Clone, Copy, Debug)]
pub struct Preset {
    /// The family's name (see [`Preset::name`]).
    name: fn() -> String,
    pub crawlers: &'static [Crawler],
}

impl Preset {
    /// The family's name, in the page's language (worded by the checking
    /// worker, whose messages have `preset-family-…`: `model::worded`).
    pub fn name(&self) -> String {
        (self.name)()
    }
}

// The owners' documentation pages, as the engine's registry names them.
use robots::registry::{
    AMAZON, ANTHROPIC, APPLE, BING, BYTEDANCE, CCBOT, GOOGLE_COMMON, GOOGLE_SPECIAL, META, OPENAI,
    PERPLEXITY,
};

pub const PRESETS: &[Preset] = &[
    Preset {
        name: || tr!("preset-family-google"),
        crawlers: &[
            Crawler {
                token: "Googlebot",
                owner: "Google",
                purpose: || tr!("preset-purpose-googlebot"),
                docs: GOOGLE_COMMON,
            },
            Crawler {
                token: "Googlebot-Image",
                owner: "Google",
                purpose: || tr!("preset-purpose-googlebot-image"),
                docs: GOOGLE_COMMON,
            },
            Crawler {
                token: "Googlebot-News",
                owner: "Google",
                purpose: || tr!("preset-purpose-googlebot-news"),
                docs: GOOGLE_COMMON,
            },
            Crawler {
                token: "Googlebot-Video",
                owner: "Google",
                purpose: || tr!("preset-purpose-googlebot-video"),
                docs: GOOGLE_COMMON,
            },
            Crawler {
                token: "Storebot-Google",
                owner: "Google",
                purpose: || tr!("preset-purpose-storebot-google"),
                docs: GOOGLE_COMMON,
            },
            Crawler {
                token: "Google-InspectionTool",
                owner: "Google",
                purpose: || tr!("preset-purpose-google-inspectiontool"),
                docs: GOOGLE_COMMON,
            },
            Crawler {
                token: "GoogleOther",
                owner: "Google",
                purpose: || tr!("preset-purpose-googleother"),
                docs: GOOGLE_COMMON,
            },
            Crawler {
                token: "AdsBot-Google",
                owner: "Google",
                purpose: || tr!("preset-purpose-adsbot-google"),
                docs: GOOGLE_SPECIAL,
            },
            Crawler {
                token: "Google-Extended",
                owner: "Google",
                purpose: || tr!("preset-purpose-google-extended"),
                docs: GOOGLE_COMMON,
            },
        ],
    },
    Preset {
        name: || tr!("preset-family-bing"),
        crawlers: &[Crawler {
            token: "Bingbot",
            owner: "Microsoft",
            purpose: || tr!("preset-purpose-bingbot"),
            docs: BING,
        }],
    },
    Preset {
        name: || tr!("preset-family-ai"),
        crawlers: &[
            Crawler {
                token: "GPTBot",
                owner: "OpenAI",
                purpose: || tr!("preset-purpose-gptbot"),
                docs: OPENAI,
            },
            Crawler {
                token: "OAI-SearchBot",
                owner: "OpenAI",
                purpose: || tr!("preset-purpose-oai-searchbot"),
                docs: OPENAI,
            },
            Crawler {
                token: "ChatGPT-User",
                owner: "OpenAI",
                purpose: || tr!("preset-purpose-chatgpt-user"),
                docs: OPENAI,
            },
            Crawler {
                token: "ClaudeBot",
                owner: "Anthropic",
                purpose: || tr!("preset-purpose-claudebot"),
                docs: ANTHROPIC,
            },
            Crawler {
                token: "Claude-SearchBot",
                owner: "Anthropic",
                purpose: || tr!("preset-purpose-claude-searchbot"),
                docs: ANTHROPIC,
            },
            Crawler {
                token: "PerplexityBot",
                owner: "Perplexity",
                purpose: || tr!("preset-purpose-perplexitybot"),
                docs: PERPLEXITY,
            },
            Crawler {
                token: "CCBot",
                owner: "Common Crawl",
                purpose: || tr!("preset-purpose-ccbot"),
                docs: CCBOT,
            },
            Crawler {
                token: "Applebot",
                owner: "Apple",
                purpose: || tr!("preset-purpose-applebot"),
                docs: APPLE,
            },
            Crawler {
                token: "Applebot-Extended",
                owner: "Apple",
                purpose: || tr!("preset-purpose-applebot-extended"),
                docs: APPLE,
            },
            Crawler {
                token: "meta-externalagent",
                owner: "Meta",
                purpose: || tr!("preset-purpose-meta-externalagent"),
                docs: META,
            },
            Crawler {
                token: "Amazonbot",
                owner: "Amazon",
                purpose: || tr!("preset-purpose-amazonbot"),
                docs: AMAZON,
            },
            Crawler {
                token: "Bytespider",
                owner: "ByteDance",
                purpose: || tr!("preset-purpose-bytespider"),
                docs: BYTEDANCE,
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
        // The presets are worded by the checking worker (`model::worded`),
        // which has the worker's messages.
        crate::i18n::with_worker_messages();
        for c in PRESETS.iter().flat_map(|p| p.crawlers) {
            let agent = robots::tester::agent(c.token).unwrap();
            assert_eq!(agent.token, c.token, "{}", c.token);
            assert!(c.docs.starts_with("https://"), "{}", c.token);
            // Its message exists (a missing one reads as its key).
            assert!(!c.owner.is_empty(), "{}", c.token);
            assert!(!c.purpose().is_empty(), "{}", c.token);
            assert!(!c.purpose().starts_with("preset-"), "{}", c.token);
        }
        for p in PRESETS {
            assert!(!p.name().is_empty() && !p.name().starts_with("preset-"));
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

    /// The presets are the engine's registry's crawlers (`robots::registry`,
    /// which the CLI and the packages read): the same tokens, owners and
    /// documentation pages. The page keeps its own copy so that the
    /// registry's other fields stay out of the first render.
    #[test]
    fn presets_are_the_registrys_crawlers() {
        let mut wrong = Vec::new();
        for c in PRESETS.iter().flat_map(|p| p.crawlers) {
            match robots::registry::CRAWLERS
                .iter()
                .find(|r| r.token == c.token)
            {
                None => wrong.push(format!("{}: not in the registry", c.token)),
                Some(r) if (r.owner, r.docs) != (c.owner, c.docs) => wrong.push(format!(
                    "{}: {} {} here, {} {} in the registry",
                    c.token, c.owner, c.docs, r.owner, r.docs
                )),
                Some(_) => {}
            }
        }
        assert!(wrong.is_empty(), "{wrong:#?}");
    }
}
