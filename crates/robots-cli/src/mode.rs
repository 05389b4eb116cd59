//! Tester or raw mode: how every subcommand reads agents, URLs and files.
//! Its own module, below the argument parser, the file loader and the
//! checker, which all need it.

/// How agents and URLs are read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// A full user-agent string is reduced to its product token, a URL is
    /// normalised as a browser requests it, only the first 500 KiB count, and
    /// crawler families apply.
    Tester,
    /// Exactly as Google's library takes them.
    Raw,
}
