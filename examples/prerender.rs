//! Renders the page's first screen for the worked example to HTML, natively,
//! from the same components the browser runs (Leptos's `RenderHtml`, with
//! tachys' `ssr` feature, which only the native build enables). The build
//! puts it into `index.html` (`scripts/prerender.mjs`, a trunk post_build
//! hook), so the first paint needs no WebAssembly; the app replaces it when
//! it starts (`robots_tester::mount`). The markup rules are
//! `robots_tester::model::first_paint`.
//!
//!   cargo run --example prerender -- OUT_DIR
//!
//! writes to OUT_DIR:
//! - `page.html`: the page (no query, no fragment, no draft);
//! - `embed.html`: `?embed=1&readonly=1` of the example;
//! - `first-paint.css`: the copies' styles;
//! - `draft.txt`: the example's saved draft's length and FNV-1a hash, as
//!   `boot.js` computes them (it tells the example's draft from another).

use leptos::prelude::*;
use leptos::tachys::view::RenderHtml;
use robots_tester::model::links::Start;
use robots_tester::model::page_mode::PageMode;
use robots_tester::model::Snapshot;
use robots_tester::Tester;

/// Drops every task: effects do not run here (they do in the browser); the
/// markup is the page's first state.
struct NoTasks;

impl any_spawner::CustomExecutor for NoTasks {
    fn spawn(&self, _: any_spawner::PinnedFuture<()>) {}
    fn spawn_local(&self, _: any_spawner::PinnedLocalFuture<()>) {}
    fn poll_local(&self) {}
}

/// The page `query` (e.g. `embed=1&readonly=1`) starts as, for the worked
/// example, as HTML (before `lean`).
pub fn render(query: &str) -> String {
    // Fails only if an executor is set already, which is as good.
    let _ = any_spawner::Executor::init_custom_executor(NoTasks);
    let start = Start::resolve(PageMode::from_query(query), Ok(None), || Ok(None));
    let snapshot = start.snapshot.clone();
    let owner = Owner::new();
    let html = owner.with(|| {
        let snapshot = snapshot.clone();
        view! { <Tester snapshot=snapshot start=start /> }.to_html()
    });
    owner.cleanup();
    let html = fill_textarea(&html, "robots-input", &snapshot.robots);
    fill_textarea(&html, "urls-input", &snapshot.urls)
}

/// FNV-1a over the draft's chars (each a byte), with its length: what
/// `boot.js` computes of a saved draft.
fn fingerprint(draft: &str) -> String {
    let hash = draft.chars().fold(0x811c_9dc5_u32, |h, c| {
        (h ^ c as u32).wrapping_mul(0x0100_0193)
    });
    format!("{}.{hash}", draft.chars().count())
}

fn main() {
    let out = std::env::args().nth(1).expect("usage: prerender OUT_DIR");
    let out = std::path::Path::new(&out);
    std::fs::create_dir_all(out).expect("create OUT_DIR");
    let mut styles = Vec::new();
    for (file, query, variant) in [
        ("page.html", "", "page"),
        ("embed.html", "embed=1&readonly=1", "embed"),
    ] {
        let html = lean(&render(query), variant, &mut styles);
        std::fs::write(out.join(file), html).expect("write the markup");
    }
    std::fs::write(out.join("first-paint.css"), style_sheet(&styles)).expect("write the styles");
    let draft = fingerprint(&Snapshot::example().to_draft());
    std::fs::write(out.join("draft.txt"), draft).expect("write the draft's hash");
}

// ---------------------------------------------------------- the markup --
//
// The rules that turn the page rendered natively to HTML into the markup
// `index.html` carries (run at build time only; tested here, and through
// `tests/prerender.rs`, which includes this file).

/// `html` with `text` (escaped) as the content of the textarea `id`: a
/// textarea's value is a property in the browser, which Leptos does not
/// render to HTML.
pub fn fill_textarea(html: &str, id: &str, text: &str) -> String {
    let at = html
        .find(&format!("id=\"{id}\""))
        .and_then(|i| html[i..].find("</textarea>").map(|j| i + j));
    let Some(at) = at else {
        return html.to_string();
    };
    let escaped = text
        .replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;");
    format!("{}{escaped}{}", &html[..at], &html[at..])
}

/// The rendered page as `index.html` carries it, marked as the copy of
/// `variant` (`data-prerendered`, which the app replaces): Leptos's
/// hydration comments left out (the copy is replaced, not hydrated), the
/// editor without its `robots-input` hook (which marks the running app, and
/// which tests wait for), each inline style (the CSP forbids them in
/// markup) as a class `fpN`, its declarations added to `styles`, and the
/// language menu without the names in other scripts than Latin
/// ([`latin_options_only`]).
pub fn lean(html: &str, variant: &str, styles: &mut Vec<String>) -> String {
    let html = latin_options_only(html);
    let html = html.as_str();
    let mut out = String::with_capacity(html.len());
    let mut rest = html;
    let mut marked = false;
    while let Some(open) = rest.find('<') {
        out.push_str(&rest[..open]);
        rest = &rest[open..];
        let end = if rest.starts_with("<!--") {
            rest.find("-->").map(|e| e + 3)
        } else {
            rest.find('>').map(|e| e + 1)
        };
        let Some(end) = end else { break };
        let tag = &rest[..end];
        rest = &rest[end..];
        if tag.starts_with("<!") && !tag.starts_with("<!doctype") {
            continue;
        }
        let mut tag = tag.replace(" data-testid=\"robots-input\"", "");
        if let Some(s) = tag.find(" style=\"") {
            let len = tag[s + 8..].find('"').unwrap_or(0);
            let decl = tag[s + 8..s + 8 + len].to_string();
            tag.replace_range(s..s + 9 + len, "");
            let n = styles.iter().position(|d| *d == decl).unwrap_or_else(|| {
                styles.push(decl);
                styles.len() - 1
            });
            tag = match tag.find(" class=\"") {
                Some(c) => format!("{} class=\"fp{n} {}", &tag[..c], &tag[c + 8..]),
                None => format!("{} class=\"fp{n}\">", tag.trim_end_matches('>')),
            };
        }
        if !marked && tag.starts_with("<div") && tag.contains(" class=\"app\"") {
            marked = true;
            tag = format!(
                "{} data-prerendered=\"{variant}\">",
                tag.trim_end_matches('>')
            );
        }
        out.push_str(&tag);
    }
    out.push_str(rest);
    out
}

/// `html` without the `<option>`s (not the selected one) whose text is not
/// ASCII: in the copy, the language menu names only the page's language and
/// those in Latin script (the widest, so the menu has its width). A name in
/// Devanagari or Hangul makes the browser search the system's fonts for one
/// that has it, about 40 ms of the first paint under 4× CPU throttling; the
/// running app, which replaces the copy, lists every language.
pub fn latin_options_only(html: &str) -> String {
    let mut out = String::with_capacity(html.len());
    let mut rest = html;
    while let Some(open) = rest.find("<option") {
        out.push_str(&rest[..open]);
        rest = &rest[open..];
        let Some(close) = rest.find("</option>").map(|c| c + "</option>".len()) else {
            break;
        };
        let option = &rest[..close];
        let tag_end = option.find('>').unwrap_or(0);
        let text = &option[tag_end + 1..option.len() - "</option>".len()];
        if text.is_ascii() || option[..tag_end].contains(" selected") {
            out.push_str(option);
        }
        rest = &rest[close..];
    }
    out.push_str(rest);
    out
}

/// The style sheet of the copies: the classes `lean` made of their inline
/// styles, then which copy shows (the loader, `boot.js`, marks `<html>`
/// with `fp-page`, `fp-embed` or `fp-shell` before the first paint), the
/// pieces of the copy not painted yet (`data-fp-piece`, which `boot.js`
/// removes one frame at a time: scripts/prerender.mjs) and the running
/// app's hidden host while it mounts (laid out, so its panels
/// measure themselves, but neither painted nor taking room; contained, so
/// what mounts into it lays out the host alone, never the copy beside it).
pub fn style_sheet(styles: &[String]) -> String {
    let mut css: String = styles
        .iter()
        .enumerate()
        .map(|(n, decl)| format!(".fp{n}{{{decl}}}"))
        .collect();
    css.push_str(
        "html.fp-shell [data-prerendered],html.fp-embed [data-prerendered=page]{display:none}\
         html.fp-page [data-fp-piece],html.fp-embed [data-fp-piece]{display:none}\
         body>[data-starting]{position:absolute;top:0;left:0;right:0;height:0;overflow:hidden;\
         visibility:hidden;contain:strict}\n",
    );
    css
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_textarea_gets_its_text_escaped() {
        let html = r#"<p id="x"></p><textarea id="robots-input" rows="2"></textarea>"#;
        assert_eq!(
            fill_textarea(html, "robots-input", "a < b & </textarea>"),
            r#"<p id="x"></p><textarea id="robots-input" rows="2">a &lt; b &amp; &lt;/textarea&gt;</textarea>"#
        );
        assert_eq!(fill_textarea(html, "nope", "a"), html);
    }

    #[test]
    fn styles_become_classes_and_comments_go() {
        let mut styles = Vec::new();
        let html = r#"<div class="app"><!><div class="ln" style="top:8px;">1</div><!--<() />--><i style="top:8px;"></i><b style="height:0px;"></b><textarea id="robots-input" data-testid="robots-input"></textarea></div>"#;
        assert_eq!(
            lean(html, "page", &mut styles),
            r#"<div class="app" data-prerendered="page"><div class="fp0 ln">1</div><i class="fp0"></i><b class="fp1"></b><textarea id="robots-input"></textarea></div>"#
        );
        assert_eq!(styles, ["top:8px;", "height:0px;"]);
        let css = style_sheet(&styles);
        assert!(css.starts_with(".fp0{top:8px;}.fp1{height:0px;}"), "{css}");
        assert!(css.contains("html.fp-shell [data-prerendered]"));
        // The running app's hidden host lays out apart from the copy.
        assert!(css.contains("visibility:hidden;contain:strict}"), "{css}");
        // The pieces not yet shown are hidden only where the loader ran.
        assert!(css
            .contains("html.fp-page [data-fp-piece],html.fp-embed [data-fp-piece]{display:none}"));
    }

    #[test]
    fn the_copy_names_languages_in_latin_script_only() {
        let html = r#"<select><option value="en" lang="en" selected>English</option><option value="hi" lang="hi">हिन्दी</option><option value="nl" lang="nl">Nederlands</option><option value="ko" lang="ko">한국어</option></select>"#;
        assert_eq!(
            latin_options_only(html),
            r#"<select><option value="en" lang="en" selected>English</option><option value="nl" lang="nl">Nederlands</option></select>"#
        );
        // The page's own language stays, whatever its script.
        let ko =
            r#"<option value="en">English</option><option value="ko" selected>한국어</option>"#;
        assert_eq!(latin_options_only(ko), ko);
    }

    #[test]
    fn only_the_first_app_is_marked_and_text_stays() {
        let mut styles = Vec::new();
        let html = r#"<div class="app">a > b<div class="app"></div></div>"#;
        assert_eq!(
            lean(html, "embed", &mut styles),
            r#"<div class="app" data-prerendered="embed">a > b<div class="app"></div></div>"#
        );
    }
}
