//! `--lang`: explanations in one of the page's languages, worded by the
//! engine from the project's catalogues (`i18n/*.ftl`, see
//! [`robots::message`]). English, the default, is the engine's English:
//! `en.ftl`, numbers as plain digits, as always. The CLI's own sentences
//! (usage errors, unreadable files, `robots lsp`'s; the reports' of
//! [`audit`], [`site`] and [`cli`]) are messages of the same catalogues,
//! made with [`tr!`] and worded by [`say`].

use std::sync::OnceLock;

use clap::builder::PossibleValue;
use clap::ValueEnum;
use robots::message::{self, Catalog, Message, Numbers};
use robots::{Diagnostic, Verdict};

/// `tr!("id", name = value, …)`: a [`Message`] of the catalogues.
pub(crate) use robots::message::tr;

pub mod audit;
pub mod cli;
pub mod site;

/// A whole catalogue file (the engine compiles in only the messages it
/// words itself).
fn catalogue(lang: message::Lang) -> &'static Catalog {
    use message::Lang as L;
    static ALL: [OnceLock<Catalog>; 4] = [const { OnceLock::new() }; 4];
    let (i, text): (usize, &'static str) = match lang {
        L::En => (0, include_str!("../../../../i18n/en.ftl")),
        L::Hi => (1, include_str!("../../../../i18n/hi.ftl")),
        L::Nl => (2, include_str!("../../../../i18n/nl.ftl")),
        L::Ko => (3, include_str!("../../../../i18n/ko.ftl")),
    };
    ALL[i].get_or_init(|| Catalog::parse(text))
}

/// A message in `lang` (English where the catalogue lacks it), the
/// engine's messages and the CLI's alike; numbers as the engine writes
/// them ([`Message::render`]: plain digits in English, grouped otherwise).
pub fn say(lang: message::Lang, m: &Message) -> String {
    let numbers = match lang {
        message::Lang::En => Numbers::Plain,
        _ => Numbers::Grouped,
    };
    worded(lang, numbers, m)
}

/// As [`say`], with numbers grouped the language's way in English too
/// (`1,204 sitemap URLs`): `robots site`'s sentences.
pub fn say_grouped(lang: message::Lang, m: &Message) -> String {
    worded(lang, Numbers::Grouped, m)
}

fn worded(lang: message::Lang, numbers: Numbers, m: &Message) -> String {
    m.format_with(lang, numbers, &|id| {
        catalogue(lang)
            .get(id)
            .or_else(|| catalogue(message::Lang::En).get(id))
    })
}

/// `--lang`'s value: a language of the catalogues ([`message::Lang`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Lang(pub message::Lang);

impl Lang {
    pub const EN: Lang = Lang(message::Lang::En);
}

impl ValueEnum for Lang {
    fn value_variants<'a>() -> &'a [Self] {
        const ALL: [Lang; 4] = [
            Lang(message::Lang::ALL[0]),
            Lang(message::Lang::ALL[1]),
            Lang(message::Lang::ALL[2]),
            Lang(message::Lang::ALL[3]),
        ];
        &ALL
    }

    fn to_possible_value(&self) -> Option<PossibleValue> {
        let help = match self.0 {
            message::Lang::En => "English (the default)",
            message::Lang::Hi => "Hindi",
            message::Lang::Nl => "Dutch",
            message::Lang::Ko => "Korean",
        };
        Some(PossibleValue::new(self.0.code()).help(help))
    }
}

/// The words of one language.
pub struct Words {
    lang: message::Lang,
}

impl Words {
    pub fn new(lang: Lang) -> Words {
        Words { lang: lang.0 }
    }

    /// The language.
    pub fn lang(&self) -> message::Lang {
        self.lang
    }

    /// Any message of the catalogues.
    pub fn message(&self, m: &Message) -> String {
        say(self.lang, m)
    }

    /// Why the verdict is what it is.
    pub fn reason(&self, v: &Verdict) -> String {
        message::reason(v).render(self.lang)
    }

    /// A diagnostic in one sentence.
    pub fn diagnostic(&self, d: &Diagnostic) -> String {
        message::diagnostic(d).render(self.lang)
    }

    /// Why another reader reads a check as it does (beside Google).
    pub fn why(&self, w: &robots::readers::Why) -> String {
        message::why(w).render(self.lang)
    }

    /// What comparing two versions did to one crawler's checks.
    pub fn tally(&self, t: &robots::compare::Tally) -> String {
        message::tally(t).render(self.lang)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn verdict(body: &str, path: &str) -> Verdict {
        robots::RobotsTxt::parse(body.as_bytes()).check_raw(&["Googlebot"], path)
    }

    #[test]
    fn english_is_the_engines_own() {
        let v = verdict(
            "User-agent: *\nDisallow: /*.htm\nAllow: /page\n",
            "/page.htm",
        );
        assert_eq!(Words::new(Lang::EN).reason(&v), v.sentence());
        let d = Diagnostic::PastSizeLimit {
            limit: 512_000,
            total: 600_000,
        };
        assert_eq!(Words::new(Lang::EN).diagnostic(&d), d.to_string());
    }

    #[test]
    fn dutch_words_a_verdict_and_numbers_as_the_page_does() {
        let nl = Words::new(Lang(message::Lang::Nl));
        let v = verdict(
            "User-agent: *\nDisallow: /*.htm\nAllow: /page\n",
            "/page.htm",
        );
        let sentence = nl.reason(&v);
        assert_ne!(sentence, v.sentence());
        assert!(
            sentence.contains("`Disallow: /*.htm`") && sentence.contains("`Allow: /page`"),
            "{sentence}"
        );
        let d = Diagnostic::PastSizeLimit {
            limit: 512_000,
            total: 600_000,
        };
        let said = nl.diagnostic(&d);
        assert!(
            said.contains("512.000") && said.contains("600.000"),
            "{said}"
        );
        for lang in [message::Lang::Hi, message::Lang::Ko] {
            assert_ne!(Words::new(Lang(lang)).reason(&v), v.sentence());
        }
    }
}
