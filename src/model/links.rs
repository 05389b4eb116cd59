//! What the page starts from (a link, the draft or the example), and the
//! links and embed code Share makes, in the page's words.

use super::document::{KeptDraft, Snapshot};
use super::page_mode::{PageMode, Panel};
use super::permalink::{self, LinkError};
use crate::i18n;
use crate::i18n::tr;

/// What the page starts from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Start {
    pub mode: PageMode,
    pub snapshot: Snapshot,
    /// The snapshot came from the fragment.
    pub from_link: bool,
    /// The fragment was meant as a permalink but could not be opened.
    pub error: Option<LinkError>,
    /// What the link held beyond the page's limits, left out.
    pub cut: permalink::Cut,
    /// The saved draft could not be read, so it was not shown (and must not
    /// be written over).
    pub kept: Option<KeptDraft>,
}

impl Start {
    /// Decides the starting state from the page mode, what the fragment
    /// held, and the saved draft. An embed never shows the person's draft:
    /// without a fragment it shows the example.
    pub fn resolve(
        mode: PageMode,
        link: Result<Option<Snapshot>, LinkError>,
        draft: impl FnOnce() -> Result<Option<Snapshot>, KeptDraft>,
    ) -> Start {
        // The draft, else the example (and why the draft was not read).
        let fallback = move || {
            if mode.embed {
                return (Snapshot::example(), None);
            }
            match draft() {
                Ok(draft) => (draft.unwrap_or_else(Snapshot::example), None),
                Err(why) => (Snapshot::example(), Some(why)),
            }
        };
        let ((snapshot, kept), from_link, error) = match link {
            Ok(Some(snapshot)) => ((snapshot, None), true, None),
            Ok(None) => (fallback(), false, None),
            Err(e) => (fallback(), false, Some(e)),
        };
        Start {
            mode,
            snapshot,
            from_link,
            error,
            cut: permalink::Cut::default(),
            kept,
        }
    }
}

/// A normal page that did not come from a link.
impl Default for Start {
    fn default() -> Start {
        Start::resolve(PageMode::default(), Ok(None), || Ok(None))
    }
}

/// Why a link cannot be opened (or a state cannot be shared), in the page's
/// language: a clause that follows "This link could not be opened:".
/// (`LinkError`'s `Display` is the English one, for tests and logs.)
pub fn reason(e: &LinkError) -> String {
    match *e {
        LinkError::TooLong { chars } => tr!(
            "link-reason-too-long",
            chars = chars,
            limit = permalink::MAX_FRAGMENT_CHARS
        ),
        LinkError::NoVersion => tr!("link-reason-no-version"),
        LinkError::FutureFormat { format } => tr!(
            "link-reason-future-format",
            format = format,
            current = permalink::FORMAT
        ),
        LinkError::NotBase64 => tr!("link-reason-not-base64"),
        LinkError::Damaged => tr!("link-reason-damaged"),
        LinkError::TooLarge => {
            let mib = i18n::number(permalink::MAX_DECODED_BYTES / (1024 * 1024));
            let size = tr!("size-mib", size = &mib);
            tr!("link-reason-too-large", size = &size)
        }
        LinkError::NotAState => tr!("link-reason-not-a-state"),
        LinkError::NewerState => tr!("link-reason-newer-state"),
    }
}

/// What an opened link held beyond the page's limits, in the page's
/// language: one sentence naming each thing left out; `None` if nothing was.
pub fn cut_message(cut: &permalink::Cut) -> Option<String> {
    let mut what = Vec::new();
    if cut.duplicate_crawlers > 0 {
        what.push(tr!("link-cut-duplicates", count = cut.duplicate_crawlers));
    }
    if cut.crawlers > 0 {
        what.push(tr!(
            "link-cut-crawlers",
            count = cut.crawlers,
            max = permalink::MAX_CRAWLERS
        ));
    }
    if cut.expectations > 0 {
        what.push(tr!(
            "link-cut-expectations",
            count = cut.expectations,
            max = permalink::MAX_EXPECTATIONS
        ));
    }
    if cut.urls > 0 {
        what.push(tr!(
            "link-cut-urls",
            count = cut.urls,
            max = super::inputs::MAX_URLS
        ));
    }
    if cut.tokens > 0 {
        what.push(tr!(
            "link-cut-tokens",
            count = cut.tokens,
            max = permalink::MAX_TOKENS
        ));
    }
    (!what.is_empty()).then(|| tr!("link-cut", what = &what.join("; ")))
}

/// `url` with `lang=` set to `lang` in its query (replacing one there), so
/// that a shared link or an embed opens in the language it was made in;
/// English, the default, adds nothing.
pub fn with_lang(url: &str, lang: i18n::Lang) -> String {
    let (rest, hash) = match url.split_once('#') {
        Some((r, h)) => (r, format!("#{h}")),
        None => (url, String::new()),
    };
    let (page, query) = rest.split_once('?').unwrap_or((rest, ""));
    let mut pairs: Vec<String> = query
        .split('&')
        .filter(|p| !p.is_empty() && !p.starts_with("lang="))
        .map(str::to_string)
        .collect();
    if lang != i18n::Lang::En {
        pairs.push(format!("lang={}", lang.code()));
    }
    if pairs.is_empty() {
        format!("{page}{hash}")
    } else {
        format!("{page}?{}{hash}", pairs.join("&"))
    }
}

/// The `<iframe>` code for an embed of `link` showing `panels`, read-only,
/// in the page's language; the frame's title is the page's name in it.
pub fn embed_snippet(link: &str, panels: &[Panel]) -> String {
    let (head, tail) = embed_snippet_parts(link);
    let names: Vec<&str> = panels.iter().map(|p| p.name()).collect();
    format!("{head}{}{tail}", names.join(","))
}

/// [`embed_snippet`]'s code before and after the panels' names (which go
/// between them joined by commas): Share's embed builder writes the code
/// from them as the panels are chosen.
pub fn embed_snippet_parts(link: &str) -> (String, String) {
    let (page, hash) = link.split_once('#').unwrap_or((link, ""));
    let page = page.split('?').next().unwrap_or(page);
    let title = attribute_text(&tr!("page-title"));
    let lang = match i18n::lang() {
        i18n::Lang::En => String::new(),
        l => format!("&amp;lang={}", l.code()),
    };
    (
        format!("<iframe title=\"{title}\" loading=\"lazy\" src=\"{page}?embed=1&amp;readonly=1&amp;panels="),
        format!("{lang}#{hash}\" style=\"width: 100%; height: 640px; border: 0\"></iframe>"),
    )
}

/// `text` as the value of a double-quoted HTML attribute.
fn attribute_text(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('"', "&quot;")
        .replace('<', "&lt;")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn draft() -> Snapshot {
        Snapshot {
            robots: "User-agent: *\nDisallow: /draft\n".into(),
            ..Snapshot::default()
        }
    }

    fn linked() -> Snapshot {
        Snapshot {
            robots: "User-agent: *\nDisallow: /linked\n".into(),
            ..Snapshot::default()
        }
    }

    #[test]
    fn a_link_wins_over_the_draft() {
        let s = Start::resolve(PageMode::default(), Ok(Some(linked())), || {
            Ok(Some(draft()))
        });
        assert_eq!((s.snapshot, s.from_link, s.error), (linked(), true, None));
    }

    #[test]
    fn a_bad_link_shows_the_draft_and_the_error() {
        let s = Start::resolve(PageMode::default(), Err(LinkError::Damaged), || {
            Ok(Some(draft()))
        });
        assert_eq!(
            (s.snapshot, s.from_link, s.error),
            (draft(), false, Some(LinkError::Damaged))
        );
    }

    #[test]
    fn no_link_shows_the_draft_or_the_example() {
        let s = Start::resolve(PageMode::default(), Ok(None), || Ok(Some(draft())));
        assert_eq!((s.snapshot, s.from_link, s.error), (draft(), false, None));
        let s = Start::resolve(PageMode::default(), Ok(None), || Ok(None));
        assert_eq!(s.snapshot, Snapshot::example());
        // A draft this version cannot read: the example, and why.
        let s = Start::resolve(PageMode::default(), Ok(None), || Err(KeptDraft::Newer));
        assert_eq!(
            (s.snapshot, s.kept),
            (Snapshot::example(), Some(KeptDraft::Newer))
        );
    }

    #[test]
    fn shared_links_carry_a_language_other_than_english() {
        use i18n::Lang;
        assert_eq!(
            with_lang("https://x.test/t/#s=1.abc", Lang::Ko),
            "https://x.test/t/?lang=ko#s=1.abc"
        );
        assert_eq!(
            with_lang("https://x.test/?embed=1&lang=hi#s=1.a", Lang::Nl),
            "https://x.test/?embed=1&lang=nl#s=1.a"
        );
        assert_eq!(
            with_lang("https://x.test/?lang=hi#s=1.a", Lang::En),
            "https://x.test/#s=1.a"
        );
        assert_eq!(with_lang("https://x.test/", Lang::En), "https://x.test/");
    }

    #[test]
    fn the_embed_snippet_keeps_the_state_and_names_the_panels() {
        let s = embed_snippet(
            "https://t.example/app/?x=1#s=1.abc",
            &[Panel::Robots, Panel::Results],
        );
        assert_eq!(
            s,
            "<iframe title=\"robots.txt tester\" loading=\"lazy\" src=\"https://t.example/app/?embed=1&amp;readonly=1&amp;panels=robots,results#s=1.abc\" style=\"width: 100%; height: 640px; border: 0\"></iframe>"
        );
    }

    #[test]
    fn an_embed_never_reads_the_draft() {
        let embed = PageMode {
            embed: true,
            ..PageMode::default()
        };
        let s = Start::resolve(embed, Ok(None), || panic!("the draft was read"));
        assert_eq!(s.snapshot, Snapshot::example());
        let s = Start::resolve(embed, Err(LinkError::NotBase64), || {
            panic!("the draft was read")
        });
        assert_eq!(
            (s.snapshot, s.error),
            (Snapshot::example(), Some(LinkError::NotBase64))
        );
        let s = Start::resolve(embed, Ok(Some(linked())), || panic!("the draft was read"));
        assert_eq!(s.snapshot, linked());
    }
}
