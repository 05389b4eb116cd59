//! Crawler presets: the engine's crawler registry ([`robots::registry`],
//! which the CLI and the packages read too), by purpose.
//!
//! There is no second list here: the presets, their chips' titles and the
//! "Crawlers by purpose" view all read the registry, in the checking worker
//! (`model::worded`, `model::policy`), so that its entries and sentences
//! stay out of the page's first render. Each crawler's "what blocking it
//! does" sentence is a message of the catalogues (`crawler-blocking-…`,
//! shown in the page's language); tokens, owners and documentation links
//! are the same in every language. To add a crawler, add it to the
//! registry (with its owner's page and the date read) and its sentence to
//! every `i18n/*.ftl`.

use robots::registry::{Crawler, Purpose, CRAWLERS};

/// When the registry was last checked against the owners' documentation:
/// its newest entry's date (the footer shows it; a plain `&str`, so the
/// first render carries nothing of the registry else).
pub const CHECKED: &str = robots::registry::CHECKED;

/// The presets: each purpose with its crawlers, in [`Purpose::ALL`] order
/// and the registry's order within a purpose; purposes without crawlers
/// are left out.
pub fn presets() -> Vec<(Purpose, Vec<&'static Crawler>)> {
    Purpose::ALL
        .into_iter()
        .map(|p| (p, CRAWLERS.iter().filter(|c| c.purpose == p).collect()))
        .filter(|(_, list): &(Purpose, Vec<&Crawler>)| !list.is_empty())
        .collect()
}

/// The registry's entry for a token, if any (case-insensitive).
pub fn crawler(token: &str) -> Option<&'static Crawler> {
    robots::registry::crawler_for(token)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_are_every_crawler_of_the_registry_once() {
        let all: Vec<&str> = presets()
            .iter()
            .flat_map(|(_, list)| list.iter().map(|c| c.token))
            .collect();
        assert_eq!(all.len(), CRAWLERS.len());
        for c in CRAWLERS {
            assert!(all.contains(&c.token), "{}", c.token);
            assert_eq!(crawler(&c.token.to_ascii_lowercase()), Some(c));
        }
        for (p, list) in presets() {
            assert!(list.iter().all(|c| c.purpose == p));
        }
        // The end-of-2026 crawlers are offered.
        for t in ["DuckAssistBot", "MistralAI-Training", "OAI-AdsBot"] {
            assert!(all.contains(&t), "{t}");
        }
        assert_eq!(CHECKED, robots::registry::CHECKED);
    }
}
