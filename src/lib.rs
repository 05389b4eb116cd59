//! The robots.txt tester's web app: a Leptos 0.8 client-side app that trunk
//! compiles to WebAssembly. The engine lives in `crates/robots`; this crate
//! only holds state and renders it.
//!
//! This is the minimal app shell: a labelled robots.txt editor and a live
//! line count. The real UI replaces it.

use leptos::prelude::*;

/// Lines in `text` as an editor numbers them: a final line terminator does not
/// start a new line, and `\r\n` counts once.
pub fn line_count(text: &str) -> usize {
    text.lines().count()
}

/// What the page shows for `n` lines: "0 lines", "1 line", "2 lines".
pub fn line_count_label(n: usize) -> String {
    match n {
        1 => "1 line".to_owned(),
        n => format!("{n} lines"),
    }
}

/// The whole page.
#[component]
pub fn App() -> impl IntoView {
    let (text, set_text) = signal(String::new());
    let count = Memo::new(move |_| line_count_label(line_count(&text.read())));

    view! {
        <main class="shell">
            <h1>"robots.txt tester"</h1>
            <label for="robots-input">"robots.txt"</label>
            <textarea
                id="robots-input"
                data-testid="robots-input"
                rows="12"
                spellcheck="false"
                autocomplete="off"
                placeholder="User-agent: *\nDisallow: /private/"
                prop:value=text
                on:input:target=move |ev| set_text.set(ev.target().value())
            ></textarea>
            <p class="line-count" data-testid="line-count" aria-live="polite">
                {count}
            </p>
        </main>
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;

    #[test]
    fn counts_lines_like_an_editor() {
        assert_eq!(line_count(""), 0);
        assert_eq!(line_count("User-agent: *"), 1);
        assert_eq!(line_count("User-agent: *\n"), 1);
        assert_eq!(line_count("User-agent: *\r\nDisallow: /\r\n"), 2);
        assert_eq!(line_count("a\n\nb"), 3);
    }

    #[test]
    fn label_is_singular_only_for_one() {
        assert_eq!(line_count_label(0), "0 lines");
        assert_eq!(line_count_label(1), "1 line");
        assert_eq!(line_count_label(2), "2 lines");
    }

    #[test]
    fn count_follows_the_text_signal() {
        // Reactive code runs natively under an Owner.
        let owner = Owner::new();
        owner.set();
        let (text, set_text) = signal(String::new());
        let count = Memo::new(move |_| line_count(&text.read()));
        assert_eq!(count.get(), 0);
        set_text.set("User-agent: *\nDisallow: /".to_owned());
        assert_eq!(count.get(), 2);
    }
}
