/// The English messages only the checking worker words, by the start of
/// their keys: how the other parsers read a check (`reader-`), the
/// "Crawlers by purpose" view, the trace's usage preferences and the
/// one-click intents (`policy-`, `usage-`, `intent-`), and the AI-use lints
/// the worker computes; Share's status with its embed builder and the
/// link notices (`share-copied`, `share-copy-this`, `share-url-label`,
/// `share-too-big`, `embed-`, `link-`) and the crawler presets
/// (`agent-presets-hint`, `agent-add-all`, `agent-add-one`, with the
/// crawler chips' titles: `wire::render`), the registry's sentences (`crawler-`) and the lints
/// of late 2026 (`diag-token-retired`, `diag-license-not-absolute`,
/// `diag-path-not-encoded`, `diag-signal-outside-group`), the note on a
/// managed block (`diag-managed-block`), the lint of named groups that
/// lose the `*` group's AI lines (`diag-signal-not-inherited`; its
/// button's label is the page's), and the Traffic
/// view's report and hint (`traffic-col-`, `traffic-list…`, `traffic-summary`, `traffic-hint`,
/// `traffic-none`, `traffic-stopped`, `traffic-chart`, `traffic-top`, and
/// the signed agents' table and key directories: `traffic-signed…`,
/// `traffic-directory`; `worker::render::traffic`), and the "Sitemap URLs" summary (`sitemap-`:
/// `worker::render::sitemap`). `build.rs` puts them in
/// `en-worker.ftl`, out of the page's wasm (this file is included there
/// too).
pub const WORKER_KEYS: [&str; 34] = [
    "reader-",
    "policy-",
    "usage-",
    "intent-",
    "diag-group-replaces-star",
    "diag-usage-no-effect",
    "diag-usage-unparsed",
    "share-copied",
    "share-copy-this",
    "share-url-label",
    "share-too-big",
    "embed-",
    "link-",
    "agent-presets-hint",
    "agent-add-all",
    "agent-add-one",
    "crawler-",
    "diag-token-retired",
    "diag-license-not-absolute",
    "diag-path-not-encoded",
    "diag-signal-outside-group",
    "diag-managed-block",
    "diag-signal-not-inherited",
    "traffic-col-",
    "traffic-list",
    "traffic-summary",
    "traffic-none",
    "traffic-stopped",
    "traffic-chart",
    "traffic-top",
    "traffic-signed",
    "traffic-directory",
    "traffic-hint",
    "sitemap-",
];

/// The English messages only the engine words, for the CLI and the
/// packages (`robots diff`'s summary, a typed input's error, `robots
/// audit`'s and `robots site`'s sentences), and the language server's
/// (`robots lsp`, `lsp-`), `robots fetch`'s refused redirect, and `robots mcp`'s
/// tools (`mcp-`): neither the page's nor the worker's wasm compiles them in.
pub const ENGINE_KEYS: [&str; 8] = [
    "diff-tally",
    "input-error-",
    "audit-",
    "lsp-",
    "site-cli-",
    "cli-",
    "fetch-redirect-refused",
    "mcp-",
];
