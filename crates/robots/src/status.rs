//! What Google does with the HTTP result of fetching robots.txt (tester
//! feature: status simulation). From Google Search Central's documentation
//! of how Google interprets robots.txt; not part of Google's library.

/// How a robots.txt fetch ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fetch {
    /// An HTTP status code, after following `redirects` redirects.
    Status { code: u16, redirects: u8 },
    /// DNS failure, timeout, reset connection, bad chunking, …
    NetworkError,
}

/// What the crawler does with the site as a result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Effect {
    /// The body is parsed and its rules apply.
    UseRules,
    /// No valid robots.txt: everything may be crawled.
    AllowAll,
    /// The whole site is treated as disallowed for now (retried later).
    DisallowAll,
}

/// Google follows at most this many redirects for robots.txt.
pub const MAX_REDIRECTS: u8 = 5;

/// The effect of a fetch result, with a one-sentence explanation.
///
/// ```
/// use robots::status::{outcome, Effect, Fetch};
/// assert_eq!(outcome(Fetch::Status { code: 200, redirects: 0 }).0, Effect::UseRules);
/// assert_eq!(outcome(Fetch::Status { code: 403, redirects: 0 }).0, Effect::AllowAll);
/// assert_eq!(outcome(Fetch::Status { code: 503, redirects: 0 }).0, Effect::DisallowAll);
/// assert_eq!(outcome(Fetch::Status { code: 200, redirects: 6 }).0, Effect::AllowAll);
/// ```
pub fn outcome(fetch: Fetch) -> (Effect, &'static str) {
    match fetch {
        Fetch::NetworkError => (
            Effect::DisallowAll,
            "network errors (DNS, timeout, reset) count as server errors: the site is treated as fully disallowed while Google retries; after 30 days it uses the last cached copy, or allows everything if there is none",
        ),
        Fetch::Status { redirects, .. } if redirects > MAX_REDIRECTS => (
            Effect::AllowAll,
            "more than 5 redirects: Google stops following and treats robots.txt as not found (404), so everything is allowed",
        ),
        Fetch::Status { code, .. } => match code {
            200..=299 => (Effect::UseRules, "2xx: the file is parsed and its rules apply"),
            300..=399 => (
                Effect::AllowAll,
                "a redirect that does not end in a file within 5 hops is treated as not found (404): everything is allowed",
            ),
            429 => (
                Effect::DisallowAll,
                "429 Too Many Requests is treated as a server error: the site is treated as fully disallowed while Google retries",
            ),
            400..=499 => (
                Effect::AllowAll,
                "4xx (including 401 and 403): there is no valid robots.txt, so everything is allowed",
            ),
            500..=599 => (
                Effect::DisallowAll,
                "5xx: the site is treated as fully disallowed while Google retries; after 30 days it uses the last cached copy, or allows everything if there is none",
            ),
            _ => (
                Effect::DisallowAll,
                "an invalid status code is treated like a server error",
            ),
        },
    }
}
