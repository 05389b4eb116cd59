//! `--lang`: explanations in one of the page's languages, worded by its
//! Fluent catalogues (`i18n/*.ftl`, compiled in) from the engine's message
//! ids ([`robots::message`]). English, the default, is the engine's own
//! English, unchanged.

use clap::ValueEnum;
use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use robots::message::{Arg, Message};
use robots::{Diagnostic, Verdict};

/// The page's languages.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum Lang {
    /// English (the default)
    #[default]
    En,
    /// Hindi
    Hi,
    /// Dutch
    Nl,
    /// Korean
    Ko,
}

impl Lang {
    /// The BCP 47 code, as the page's files are named.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Hi => "hi",
            Lang::Nl => "nl",
            Lang::Ko => "ko",
        }
    }

    /// The language's catalogue.
    fn catalogue(self) -> &'static str {
        match self {
            Lang::En => include_str!("../../../i18n/en.ftl"),
            Lang::Hi => include_str!("../../../i18n/hi.ftl"),
            Lang::Nl => include_str!("../../../i18n/nl.ftl"),
            Lang::Ko => include_str!("../../../i18n/ko.ftl"),
        }
    }
}

/// Whole numbers written the language's way (`512.000` in Dutch), as the
/// page writes them; other values as Fluent writes them.
fn number(lang: &'static str, v: &FluentValue) -> Option<String> {
    match v {
        FluentValue::Number(n) if n.value.fract() == 0.0 && n.value.abs() < 9e15 => {
            Some(robots::message::number(lang, n.value as i64))
        }
        _ => None,
    }
}

/// A language's catalogue, ready to format.
fn bundle(lang: Lang) -> FluentBundle<FluentResource> {
    let id = lang.code().parse().expect("a valid language code");
    let mut bundle = FluentBundle::new(vec![id]);
    bundle.set_use_isolating(false);
    bundle.set_formatter(Some(match lang {
        Lang::Hi => |v, _| number("hi", v),
        Lang::Nl => |v, _| number("nl", v),
        Lang::En | Lang::Ko => |v, _| number("en", v),
    }));
    let resource = FluentResource::try_new(lang.catalogue().to_string())
        .unwrap_or_else(|(resource, _)| resource);
    // A message the file repeats keeps its first wording.
    let _ = bundle.add_resource(resource);
    bundle
}

/// The words of one language: its catalogue, or the engine's English.
pub struct Words {
    lang: Lang,
    bundle: Option<FluentBundle<FluentResource>>,
}

impl Words {
    pub fn new(lang: Lang) -> Words {
        Words {
            lang,
            bundle: (lang != Lang::En).then(|| bundle(lang)),
        }
    }

    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// A message of the engine in this language (English: `None`, the
    /// engine's own sentence is used).
    fn message(&self, m: &Message) -> Option<String> {
        let bundle = self.bundle.as_ref()?;
        Some(format(bundle, m))
    }

    /// Why the verdict is what it is ([`Verdict::sentence`] in English).
    pub fn reason(&self, v: &Verdict) -> String {
        self.message(&robots::message::reason(v))
            .unwrap_or_else(|| v.sentence())
    }

    /// A diagnostic in one sentence (its `Display` in English).
    pub fn diagnostic(&self, d: &Diagnostic) -> String {
        self.message(&robots::message::diagnostic(d))
            .unwrap_or_else(|| d.to_string())
    }
}

fn format(bundle: &FluentBundle<FluentResource>, m: &Message) -> String {
    let Some(pattern) = bundle.get_message(m.id).and_then(|msg| msg.value()) else {
        // Every id the engine uses is in every catalogue (the page's tests
        // check it); the id itself rather than nothing otherwise.
        return m.id.to_string();
    };
    let mut args = FluentArgs::new();
    for (name, value) in &m.args {
        let value = match value {
            Arg::Str(s) => FluentValue::from(s.as_str()),
            Arg::Num(n) => FluentValue::from(*n),
            Arg::Message(inner) => FluentValue::from(format(bundle, inner)),
        };
        args.set(*name, value);
    }
    let mut errors = Vec::new();
    bundle
        .format_pattern(pattern, Some(&args), &mut errors)
        .into_owned()
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
        assert_eq!(Words::new(Lang::En).reason(&v), v.sentence());
        let d = Diagnostic::PastSizeLimit {
            limit: 512_000,
            total: 600_000,
        };
        assert_eq!(Words::new(Lang::En).diagnostic(&d), d.to_string());
    }

    #[test]
    fn the_english_catalogue_says_what_the_engine_says() {
        // The catalogue's English, through fluent-bundle, is the engine's.
        let words = Words {
            lang: Lang::En,
            bundle: Some(bundle(Lang::En)),
        };
        for (body, path) in [
            (
                "User-agent: *\nDisallow: /*.htm\nAllow: /page\n",
                "/page.htm",
            ),
            ("User-agent: *\nDisallow: /x\n", "/x/y"),
            ("User-agent: *\nAllow: /p\nDisallow: /p\n", "/p"),
            (
                "User-agent: *\nAllow: /dir/index.html\nDisallow: /dir/\n",
                "/dir/",
            ),
            ("User-agent: *\nDisallow:\n", "/a"),
            (
                "User-agent: Googlebot\n\nUser-agent: *\nDisallow: /\n",
                "/a",
            ),
            ("User-agent: Googlebot\nDisallow: /b\n", "/a"),
            ("User-agent: *\nDisallow: /b\n", "/a"),
            ("User-agent: bing\nDisallow: /\n", "/a"),
            (
                "User-agent: *\nDisallow: /a\nDisallow: /a*\nDisallow: /*a\n",
                "/a",
            ),
        ] {
            let v = verdict(body, path);
            assert_eq!(words.reason(&v), v.sentence(), "{body:?} {path}");
        }
    }

    #[test]
    fn dutch_words_a_verdict_and_numbers_as_the_page_does() {
        let nl = Words::new(Lang::Nl);
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
        for lang in [Lang::Hi, Lang::Ko] {
            assert_ne!(Words::new(lang).reason(&v), v.sentence());
        }
    }
}
