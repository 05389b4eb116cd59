//! Embed mode: the tester inside an `<iframe>` in someone's documentation.
//!
//! The page's query selects it (the fragment still carries the state, see
//! [`crate::model::permalink`]):
//!
//! | parameter | effect |
//! |---|---|
//! | `embed=1` | compact layout without the page's header and footer; the draft is neither read nor saved |
//! | `theme=light` / `theme=dark` | fixed theme (otherwise the system's) |
//! | `readonly=1` | the robots.txt, URLs and agents cannot be edited; cells can still be selected and explained |
//! | `panels=robots,results,…` | the panels shown (see [`Panel`]) |
//! | `lang=en`, `hi`, `nl` or `ko` | the page's language (otherwise the reader's choice or the browser's, see [`crate::platform::language`]) |
//!
//! In embed mode the page tells its parent how tall its content is, so the
//! host can size the iframe, with `window.parent.postMessage(message, "*")`:
//!
//! ```json
//! { "type": "robots-tester:height", "height": 612 }
//! ```
//!
//! `height` is in CSS pixels, an integer (rounded up). It is posted once
//! the app has rendered and again whenever the content's height changes
//! (a `ResizeObserver` on `<body>`), never twice in a row with the same
//! value. The target origin is `"*"` because the page cannot know its
//! host's origin and the message carries nothing but a number: the state
//! itself came from the host (it chose the fragment), and nothing a person
//! types is ever posted. The page listens to no messages.

use super::theme::Theme;
use crate::i18n::tr;

/// An embed leaves out the list's tools (filter, sort, search, export) for
/// a list of at most this many URLs: it fits in the grid without scrolling
/// (`.short-list` in the style sheet).
pub const SHORT_LIST: usize = 10;

/// The `type` of the height message.
pub const HEIGHT_MESSAGE: &str = "robots-tester:height";

/// How the page was asked to present itself.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PageMode {
    /// `embed=1`: compact, no page chrome, no draft.
    pub embed: bool,
    /// `readonly=1`: inputs cannot be edited.
    pub readonly: bool,
    /// `theme=light|dark`: a fixed theme.
    pub theme: Option<Theme>,
    /// `panels=robots,results,…`: the panels an embed shows (see
    /// [`Panel`]); `None` is the default: everything on a normal page, and
    /// in an embed what an example needs (the file, the "before" file in
    /// compare mode, the results and the trace, diagnostics when there are
    /// some).
    pub panels: Option<u16>,
    /// `lang=en|hi|nl|ko`: the page's language (see [`crate::i18n`]).
    pub lang: Option<crate::i18n::Lang>,
}

/// A panel an embed can show (`panels=` takes their names).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Panel {
    Robots,
    Before,
    Urls,
    Crawlers,
    Site,
    Results,
    Trace,
    Diagnostics,
}

impl Panel {
    pub const EVERY: [Panel; 8] = [
        Panel::Robots,
        Panel::Before,
        Panel::Urls,
        Panel::Crawlers,
        Panel::Site,
        Panel::Results,
        Panel::Trace,
        Panel::Diagnostics,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Panel::Robots => "robots",
            Panel::Before => "before",
            Panel::Urls => "urls",
            Panel::Crawlers => "crawlers",
            Panel::Site => "site",
            Panel::Results => "results",
            Panel::Trace => "trace",
            Panel::Diagnostics => "diagnostics",
        }
    }

    /// The panel's name for people, in the page's language (its heading in
    /// the page); [`Panel::name`] is what `panels=` takes.
    pub fn label(self) -> String {
        tr!("embed-panel-label", panel = self.name())
    }

    fn bit(self) -> u16 {
        1 << (self as u16)
    }

    /// The bits for a `panels=` value (unknown names are ignored).
    pub fn parse_list(value: &str) -> u16 {
        value
            .split(',')
            .filter_map(|n| Panel::EVERY.into_iter().find(|p| p.name() == n.trim()))
            .fold(0, |bits, p| bits | p.bit())
    }
}

/// Whether the panel is shown: `Some(true)` / `Some(false)`, or `None` when
/// it depends on the content (diagnostics in a default embed: only when
/// there are some).
impl PageMode {
    pub fn shows(&self, panel: Panel) -> Option<bool> {
        match (self.panels, self.embed) {
            (Some(bits), _) => Some(bits & panel.bit() != 0),
            (None, false) => Some(true),
            (None, true) => match panel {
                Panel::Robots | Panel::Before | Panel::Results | Panel::Trace => Some(true),
                Panel::Diagnostics => None,
                _ => Some(false),
            },
        }
    }
}

impl PageMode {
    /// Reads the query (`location.search`, with or without its `?`).
    /// Unknown parameters and values are ignored; a flag is on only for
    /// `1` or `true`.
    pub fn from_query(search: &str) -> PageMode {
        let search = search.strip_prefix('?').unwrap_or(search);
        let mut mode = PageMode::default();
        for pair in search.split('&') {
            let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
            let on = matches!(value, "1" | "true");
            match key {
                "embed" => mode.embed = on,
                "readonly" => mode.readonly = on,
                "lang" => mode.lang = crate::i18n::Lang::from_code(value),
                "panels" => mode.panels = Some(Panel::parse_list(&percent_commas(value))),
                "theme" => {
                    mode.theme = match value {
                        "light" => Some(Theme::Light),
                        "dark" => Some(Theme::Dark),
                        _ => None,
                    }
                }
                _ => {}
            }
        }
        mode
    }
}

/// `%2C` (an encoded comma) as `,`.
fn percent_commas(value: &str) -> String {
    value.replace("%2C", ",").replace("%2c", ",")
}

impl Panel {
    /// The panels a default embed shows for an example, in the documented
    /// order: the file (and the "before" file in compare mode), the results
    /// and the trace.
    pub fn example(compare: bool) -> Vec<Panel> {
        let embed = PageMode {
            embed: true,
            ..PageMode::default()
        };
        Panel::EVERY
            .into_iter()
            .filter(|&p| match p {
                Panel::Before => compare,
                p => embed.shows(p) == Some(true),
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn query_selects_the_mode() {
        assert_eq!(PageMode::from_query(""), PageMode::default());
        assert_eq!(
            PageMode::from_query("?lang=ko-KR").lang,
            Some(crate::i18n::Lang::Ko)
        );
        assert_eq!(PageMode::from_query("?embed=1&lang=xx").lang, None);
        assert_eq!(
            PageMode::from_query("?embed=1&theme=dark&readonly=1"),
            PageMode {
                embed: true,
                readonly: true,
                theme: Some(Theme::Dark),
                panels: None,
                lang: None,
            }
        );
        assert_eq!(
            PageMode::from_query("embed=true&theme=light"),
            PageMode {
                embed: true,
                readonly: false,
                theme: Some(Theme::Light),
                panels: None,
                lang: None,
            }
        );
    }

    #[test]
    fn panels_choose_what_an_embed_shows() {
        let m = PageMode::from_query("?embed=1&panels=robots,results%2Ctrace,nonsense");
        let shown: Vec<_> = Panel::EVERY
            .into_iter()
            .filter(|&p| m.shows(p) == Some(true))
            .map(Panel::name)
            .collect();
        assert_eq!(shown, ["robots", "results", "trace"]);
        // The default embed: what an example needs; diagnostics when any.
        let m = PageMode::from_query("?embed=1");
        assert_eq!(m.shows(Panel::Urls), Some(false));
        assert_eq!(m.shows(Panel::Before), Some(true));
        assert_eq!(m.shows(Panel::Diagnostics), None);
        // A normal page shows everything unless told otherwise.
        assert_eq!(PageMode::default().shows(Panel::Site), Some(true));
        // Each panel has its own heading (the catalogue's variant for its name).
        crate::i18n::with_worker_messages();
        let labels: Vec<String> = Panel::EVERY.map(Panel::label).to_vec();
        assert_eq!(labels[0], "robots.txt");
        assert_eq!(labels[2], "URLs to test");
        let mut distinct = labels.clone();
        distinct.sort();
        distinct.dedup();
        assert_eq!(distinct.len(), Panel::EVERY.len(), "{labels:?}");
    }

    #[test]
    fn an_example_embed_shows_the_file_the_results_and_the_trace() {
        use Panel::*;
        assert_eq!(Panel::example(false), [Robots, Results, Trace]);
        assert_eq!(Panel::example(true), [Robots, Before, Results, Trace]);
    }

    #[test]
    fn anything_else_leaves_the_defaults() {
        for q in [
            "?embed=0",
            "?embed",
            "?embed=yes",
            "?theme=blue",
            "?theme=",
            "?readonly=",
            "?x=1&y",
            "?&&",
        ] {
            assert_eq!(PageMode::from_query(q), PageMode::default(), "{q}");
        }
    }
}
