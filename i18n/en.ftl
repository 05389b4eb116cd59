# ==== INSTRUCTIONS FOR YOUR TASK (from the lead; delete this comment block before your first commit) ====
# You are working on a robots.txt tester: a Rust engine (`crates/robots`) compiled to WebAssembly behind a Leptos 0.8 CSR single-page app (`src/`), built with trunk; e2e tests drive Debian's headless chromium with playwright-core (`e2e/*.test.mjs`). We are making the whole page translatable into English, Hindi, Dutch and Korean. The infrastructure exists already — read `src/i18n/mod.rs` (message files in a Fluent subset, the `tr!` macro, `Arg`, `MARK`/`around`, `number`), `src/i18n/page.rs`, `i18n/en.ftl` (the English message file: the source for the translations) and `tests/i18n.rs` (the test that keys used by the code = keys in the files, that each `tr!` call passes exactly the message's variables, and that every message formats as `fluent-bundle` does). Translations into hi/nl/ko will be written LATER by others from `i18n/en.ftl`: your job is only the English extraction.
#
# ## Your job: move every string a person reads, in YOUR files (listed below), into `i18n/en.ftl`, looked up with `tr!`
# - Replace each user-visible English string (text nodes, labels, hints, buttons, `placeholder`, `title`, `aria-label`, `alt`, live-region/`role=status` announcements, error and notice messages, sentences built with `format!`) with `tr!("key")` or `tr!("key", name = value, …)` (`use crate::tr;`). The key must be a string literal (the test scans the source for `tr!("…"`). Put the message in `i18n/en.ftl` inside YOUR section (given below; add lines just before your section's `# (end of …)` line, and create your section if it is not there — other people append to other sections at the same time, so never reorder or edit other sections).
# - Keep the English text the page shows byte-identical to today wherever you can (existing native and e2e tests assert it). Where the current code builds one sentence from fragments (`"Line " {n} ": " ...`, `format!("{} {}", plural(..), "...")`), make ONE message for the whole sentence with placeables, because word order differs between languages. Where a sentence contains markup (a `<code>` or a `<strong>` in the middle), pass `i18n::MARK` as that variable's value and split with `i18n::around(…)` to place the element (see the docs in src/i18n/mod.rs).
# - Numbers: pass them as numbers (usize/u32/u16/i64 — `Arg::from` converts), never as pre-formatted strings, so the language's digit grouping and plural rules apply. Plurals are select expressions in the message: `{ $count -> [one] { $count } URL *[other] { $count } URLs }` — each variant on its own line, as in the existing `size-bytes` message. `model::plural(n, one, many)` and hand-made plurals are English-only: replace every use in your files with such messages (`model::group_digits` already formats per language and `model::human_size` is already translated).
# - Strings from the engine: the engine (`crates/robots`) keeps giving structured data and its `Display`/`sentence()`/`to_string()` texts stay English for the CLI. The page must NOT show those English texts any more: build the sentence in the page from the structured data (match on the enum's variants and fields, one message per variant) — e.g. `Diagnostic` (crates/robots/src/parse.rs), `Reason`/`Verdict::sentence` (verdict.rs), `status::outcome` sentences (status.rs), `AgentError` (agent.rs), `UrlError` (url.rs), `InputError` (tester.rs), `expect::Problem`/`LineError` (expect.rs), `compare::Tally` (compare.rs) — whichever your files display. Do not change the engine or the CLI.
# - Keys: kebab-case, prefixed by your area (given below), e.g. `trace-rule-line`, `diag-nul-byte`. Variables: snake_case (`$line`, `$count`, `$agent`). Messages are one line each (a select's variants one per line). A message may contain only text, `{ $var }`, `{ "literal" }` and select expressions on a variable (no message references, no terms, no attributes, no functions). Literal `{` in text must be written `{ "{" }`.
# - Do NOT translate: `data-testid` and other `data-*` values, CSS classes, ids, URL parameters, robots.txt directive names and tokens (`User-agent`, `Allow`, `Disallow`, `Sitemap`, `Googlebot`, `*`) — they stay as written, inside the messages too —, machine-readable exports (CSV/JSON column names, file names of downloads), the language names in the language menu, and `console` logging. Keep `data-testid`s and all other hooks exactly as they are.
# - Add a `# comment` line above a message when a translator needs context (what a placeholder holds, where it appears).
# - Size matters (the first render has a strict budget): prefer `tr!` over new helper types, don't add crates.
#
# ## Checking
# Run in your worktree: `source scripts/setup.sh >/dev/null; export CARGO_TARGET_DIR=$HOME/.cache/robots-tester/target-i18n` (shared by the people doing the other sections: if cargo says it is waiting for a lock, that is them — wait), then `cargo test -p robots-tester --lib` and `cargo test -p robots-tester --test i18n` (the test `all_four_languages_have_message_files` fails until translations exist: ignore only that one), and `cargo clippy -p robots-tester --all-targets -- -D warnings` if time allows. Also `cargo check -p robots-tester --target wasm32-unknown-unknown` (the browser-only code is behind `cfg(target_arch = "wasm32")`). Don't run the e2e suite or trunk builds (the machine has 2 cores shared by several people); instead, be careful that English text stays identical: grep `e2e/*.mjs` and the Rust tests for strings you touch and make sure the English message gives exactly the same text.
#
# Commit on your branch in small honest commits (messages speak of the project only; no machine paths). Do NOT merge into main. Finish within 45 minutes of wall time; if time runs short, commit what is complete and consistent (the i18n test green apart from the four-files one) and report what is left. Reply with: files converted, number of messages added, anything you could not convert and why, and your commits.
# ==== END OF INSTRUCTIONS ====

# The robots.txt tester's messages in English: the source for the other
# languages (hi.ftl, nl.ftl, ko.ftl), which must have exactly these keys and,
# in each message, the same { $variables }.
#
# Format: a subset of Fluent (https://projectfluent.org/), see src/i18n/mod.rs.
#   key = text with a { $variable }
#   key = { $count ->
#       [one] one thing
#      *[other] { $count } things
#   }
# Directive names and tokens (User-agent, Allow, Disallow, Sitemap,
# Googlebot, *) stay as written in robots.txt. Numbers are formatted for the
# language by the page. Keep each variant on one line.

## Document and header

page-title = robots.txt tester
page-description = Test URLs against a robots.txt file, in your browser.
lang-menu-label = Language
tagline = Checks URLs the way Google's crawlers read robots.txt. Runs in your browser: nothing is uploaded.
footer = Matching follows Google's open-source robots.txt parser (RFC 9309 plus Google's leniencies); only the first 500 KiB of a file count. Crawler presets checked { $checked }.

# (end of document and header)

## Numbers and sizes

size-bytes = { $count ->
    [one] { $count } byte
   *[other] { $count } bytes
}
size-kib = { $size } KiB
size-mib = { $size } MiB

# (end of numbers and sizes)

## Page, sharing and links

# The dark-mode switch in the header (a toggle button: pressed = dark).
theme-dark-mode = Dark mode

# The banner shown when a new version of the page has been installed.
update-available = A new version is available.
update-reload = Reload

# Under the editor when the browser refuses to keep the draft. { $size } is a
# size such as "1.2 MiB" (see size-mib).
draft-not-saved = This draft ({ $size }) is too large for the browser's local storage, so it is not saved: it will be lost on reload.

# The Share button and what it says after a click.
share-button = Share
share-copied = Link copied. It holds the whole state, so it can be long.
share-copy-this = Copy this link:
share-url-label = Link to this state
# { $reason } is one of the link-reason-* messages below.
share-too-big = This state cannot be shared as a link: { $reason }.

# Share's embed builder. The README is in English: keep the section's name
# “Embedding it in documentation” as it is.
embed-summary = Embed in a page…
embed-panels = Panels to show
embed-code-label = Embed code
embed-hint = The frame can follow its content's height: see “Embedding it in documentation” in the README.
# The panels an embed can show (each one's heading in the page).
embed-panel-robots = robots.txt
embed-panel-before = Before
embed-panel-urls = URLs to test
embed-panel-crawlers = Crawlers
embed-panel-site = Site and fetch
embed-panel-results = Results
embed-panel-trace = Why
embed-panel-diagnostics = Diagnostics

# A link (a permalink) that cannot be opened. { $reason } is one of the
# link-reason-* messages below, each a clause that fits after the colon.
link-error = This link could not be opened: { $reason }.
link-instead-draft = Your saved draft is shown instead; it has not been changed.
link-instead-example = The example is shown instead.
link-dismiss = Dismiss
link-reason-too-long = the link is too long ({ $chars } characters in its fragment; the limit is { $limit })
link-reason-no-version = the link has no format version, so it is not a tester link or it was damaged
# { $format } and { $current } are numbers: link formats, not page versions.
link-reason-future-format = the link was made by a newer version of the tester (link format { $format }; this version reads format { $current }). Reload to get the newest version
link-reason-not-base64 = the link contains characters that a tester link never has, so it was damaged
link-reason-damaged = the link is incomplete or damaged (it may have been cut off when it was copied)
# { $size } is a size such as "2.0 MiB" (see size-mib).
link-reason-too-large = the link holds more than { $size } of data, more than the tester opens
link-reason-not-a-state = the link does not hold a tester state, so it was damaged
link-reason-newer-state = the link was made by a newer version of the tester (it uses settings this version does not know). Reload to get the newest version

# Crawler presets: the families' names, then what each crawler is for.
# Product tokens (Googlebot, AdsBot-Google…), the * group, company and
# product names (Google Search, Gemini, ChatGPT, Claude, Siri, Alexa…) stay
# as written.
preset-family-google = Google crawlers
preset-family-bing = Bing
preset-family-ai = AI crawlers
preset-purpose-googlebot = Google Search (smartphone and desktop crawling)
preset-purpose-googlebot-image = Google Images and image results; falls back to Googlebot's group
preset-purpose-googlebot-news = Google News; falls back to Googlebot's group
preset-purpose-googlebot-video = Video results in Google Search; falls back to Googlebot's group
preset-purpose-storebot-google = Google Shopping surfaces (product, cart and checkout pages)
preset-purpose-google-inspectiontool = Search Console testing tools (URL Inspection, Rich Results Test)
preset-purpose-googleother = Generic crawler for Google product teams' one-off crawls and research
preset-purpose-adsbot-google = Google Ads landing-page quality checks; ignores the * group
preset-purpose-google-extended = Not a crawler: a token controlling use of content for Gemini training and grounding
preset-purpose-bingbot = Bing search (also feeds Copilot and other Microsoft search features)
preset-purpose-gptbot = Collects content that may be used to train OpenAI's models
preset-purpose-oai-searchbot = Search results in ChatGPT (not used for training)
preset-purpose-chatgpt-user = Fetches pages when a ChatGPT user asks it to (user-initiated)
preset-purpose-claudebot = Collects content that may be used to train Anthropic's models
preset-purpose-claude-searchbot = Indexes content to improve search results in Claude
preset-purpose-perplexitybot = Indexes sites for Perplexity's search answers (not for training)
preset-purpose-ccbot = Open web archive, widely used as AI training data
preset-purpose-applebot = Siri and Spotlight search; falls back to Googlebot's group
preset-purpose-applebot-extended = Not a crawler: a token controlling use of content to train Apple's models
preset-purpose-meta-externalagent = Collects content for training AI models and for Meta AI products
preset-purpose-amazonbot = Improves Amazon products and services, e.g. Alexa answers
preset-purpose-bytespider = ByteDance's crawler, reported to gather AI training data (no public documentation)

# (end of page, sharing and links)
