//! The server's sentences: the engine's messages (diagnostics, verdicts,
//! other readers) and the editor's own (hover, quick fixes,
//! `robots.checkUrl`), all from the project's catalogues (`i18n/*.ftl`,
//! the block headed "Editors"), in the language the client asked for.

use robots::message::{Lang, Message};

pub(crate) use crate::lang::tr;

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
        crate::lang::say(self.lang, m)
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
