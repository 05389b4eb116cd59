//! The server's sentences: the engine's messages (diagnostics, verdicts,
//! other readers) and the editor's own (hover, quick fixes,
//! `robots.checkUrl`), all from the project's catalogues (`i18n/*.ftl`,
//! the block headed "Editors"), in the language the client asked for.

use std::sync::OnceLock;

use robots::message::{Catalog, Lang, Message, Numbers};

/// `tr!("id", name = value, …)`: a [`Message`] of the catalogues (the
/// catalogue test reads these calls to check ids and variables).
macro_rules! tr {
    ($id:literal) => {
        robots::message::Message { id: $id, args: Vec::new() }
    };
    ($id:literal, $($name:ident = $value:expr),+ $(,)?) => {
        robots::message::Message {
            id: $id,
            args: vec![$((stringify!($name), robots::message::Arg::from($value))),+],
        }
    };
}
pub(crate) use tr;

/// A whole catalogue file (the engine compiles in only the messages it
/// words itself).
fn catalogue(lang: Lang) -> &'static Catalog {
    static ALL: [OnceLock<Catalog>; 4] = [const { OnceLock::new() }; 4];
    let (i, text): (usize, &'static str) = match lang {
        Lang::En => (0, include_str!("../../../../i18n/en.ftl")),
        Lang::Hi => (1, include_str!("../../../../i18n/hi.ftl")),
        Lang::Nl => (2, include_str!("../../../../i18n/nl.ftl")),
        Lang::Ko => (3, include_str!("../../../../i18n/ko.ftl")),
    };
    ALL[i].get_or_init(|| Catalog::parse(text))
}

/// Words messages in one language.
#[derive(Clone, Copy, Debug)]
pub struct Words {
    pub lang: Lang,
}

impl Words {
    /// The language of `initialize.locale` (`nl-BE`, `ko`, …); English
    /// when the client names none of the catalogues'.
    pub fn for_locale(locale: Option<&str>) -> Words {
        Words {
            lang: locale.and_then(Lang::from_code).unwrap_or(Lang::En),
        }
    }

    /// A message in this language (English where the catalogue lacks it);
    /// numbers as the engine writes them ([`Message::render`]).
    pub fn say(&self, m: &Message) -> String {
        let numbers = match self.lang {
            Lang::En => Numbers::Plain,
            _ => Numbers::Grouped,
        };
        let lang = self.lang;
        m.format_with(lang, numbers, &|id| {
            catalogue(lang)
                .get(id)
                .or_else(|| catalogue(Lang::En).get(id))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_words_the_editors_messages() {
        let m = tr!("lsp-fix-colon", key = "Disallow");
        let en = Words { lang: Lang::En }.say(&m);
        assert!(en.contains("Disallow") && !en.contains("lsp-"), "{en}");
        for lang in [Lang::Hi, Lang::Nl, Lang::Ko] {
            let said = Words { lang }.say(&m);
            assert!(said.contains("Disallow") && said != en, "{said}");
        }
        assert_eq!(Words::for_locale(Some("nl-BE")).lang, Lang::Nl);
        assert_eq!(Words::for_locale(Some("de")).lang, Lang::En);
        assert_eq!(Words::for_locale(None).lang, Lang::En);
    }
}
