//! The first paint: the stages the page mounts in. The rules that turn the
//! page rendered natively to HTML into the markup `index.html` carries are
//! the build's prerender's own (`examples/prerender.rs`): markup stays out
//! of the model.

/// How far the page has mounted. Mounting everything at once was one task
/// of about a second under 4× CPU throttling, most of it compiling the wasm
/// functions on their first call; in pieces, one task each, the page stays
/// responsive. The first screen mounts hidden while the build's copy of it
/// (or the page it replaces) shows; the task that completes it shows it
/// instead. What is not on the first screen follows after a frame, a view
/// per task (each view's first mount compiles its code: two in one task
/// made one long task). A panel
/// whose mount alone is long mounts parts of itself in the task after its
/// own (`platform::time::next_task`); the next stage waits for them.
pub struct Stage;

impl Stage {
    /// The page's state and its header's frame.
    pub const STATE: u8 = 0;
    /// The header's title, and the page's frame below it (its first build
    /// compiles much of the view code: in the mount's task it made one
    /// long task).
    pub const HEADER: u8 = 1;
    /// The header's buttons: share, language, theme; the footer.
    pub const TOOLS: u8 = 2;
    /// The editor.
    pub const EDITOR: u8 = 3;
    /// The URLs.
    pub const URLS: u8 = 4;
    /// The crawlers.
    pub const CRAWLERS: u8 = 5;
    /// The grid.
    pub const RESULTS: u8 = 6;
    /// The trace: the first screen is complete, and shown.
    pub const FIRST_SCREEN: u8 = 7;
    /// The site's options, after the first screen.
    pub const SITE: u8 = 8;
    /// The expectations.
    pub const EXPECTATIONS: u8 = 9;
    /// The crawlers by purpose (not in an embed).
    pub const POLICY: u8 = 10;
    /// The diagnostics, the Traffic view, the update banner.
    pub const EVERYTHING: u8 = 11;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_stages_come_in_order() {
        let order = [
            Stage::STATE,
            Stage::HEADER,
            Stage::TOOLS,
            Stage::EDITOR,
            Stage::URLS,
            Stage::CRAWLERS,
            Stage::RESULTS,
            Stage::FIRST_SCREEN,
            Stage::SITE,
            Stage::EXPECTATIONS,
            Stage::POLICY,
            Stage::EVERYTHING,
        ];
        assert!(order.windows(2).all(|w| w[1] == w[0] + 1));
    }
}
