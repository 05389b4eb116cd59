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

/// The classes of fetch results Google tells apart: the one table of them
/// (the CLI's fetch, the web page's status simulation and the packages
/// read it). Each class says one thing in the catalogues
/// ([`crate::message::status`]; its `Display` is the English).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Class {
    /// DNS, timeout, reset: counts as a server error.
    NetworkError,
    /// More than [`MAX_REDIRECTS`] redirects: treated as 404.
    TooManyRedirects,
    /// 2xx: the body's rules apply.
    Success,
    /// 3xx that does not end in a file within the hops Google follows.
    Redirect,
    /// 429: treated as a server error.
    TooManyRequests,
    /// 4xx but 429 (401 and 403 included): no valid robots.txt.
    ClientError,
    /// 5xx: everything disallowed while Google retries.
    ServerError,
    /// A code outside 200–599: treated as a server error.
    Invalid,
}

impl Class {
    /// What the crawler does with the site after a fetch of this class.
    pub fn effect(self) -> Effect {
        match self {
            Class::Success => Effect::UseRules,
            Class::TooManyRedirects | Class::Redirect | Class::ClientError => Effect::AllowAll,
            Class::NetworkError | Class::TooManyRequests | Class::ServerError | Class::Invalid => {
                Effect::DisallowAll
            }
        }
    }
}

/// The class of a fetch result.
///
/// ```
/// use robots::status::{class, Class, Fetch};
/// assert_eq!(class(Fetch::Status { code: 404, redirects: 0 }), Class::ClientError);
/// assert_eq!(class(Fetch::Status { code: 429, redirects: 0 }), Class::TooManyRequests);
/// assert_eq!(class(Fetch::Status { code: 200, redirects: 6 }), Class::TooManyRedirects);
/// ```
pub fn class(fetch: Fetch) -> Class {
    match fetch {
        Fetch::NetworkError => Class::NetworkError,
        Fetch::Status { redirects, .. } if redirects > MAX_REDIRECTS => Class::TooManyRedirects,
        Fetch::Status { code, .. } => match code {
            200..=299 => Class::Success,
            300..=399 => Class::Redirect,
            429 => Class::TooManyRequests,
            400..=499 => Class::ClientError,
            500..=599 => Class::ServerError,
            _ => Class::Invalid,
        },
    }
}

/// The effect of a fetch result, with its class (what explains it: its
/// `Display`, or [`crate::message::status`] in any language).
///
/// ```
/// use robots::status::{outcome, Effect, Fetch};
/// assert_eq!(outcome(Fetch::Status { code: 200, redirects: 0 }).0, Effect::UseRules);
/// assert_eq!(outcome(Fetch::Status { code: 403, redirects: 0 }).0, Effect::AllowAll);
/// assert_eq!(outcome(Fetch::Status { code: 503, redirects: 0 }).0, Effect::DisallowAll);
/// assert_eq!(outcome(Fetch::Status { code: 200, redirects: 6 }).0, Effect::AllowAll);
/// assert_eq!(
///     outcome(Fetch::Status { code: 404, redirects: 0 }).1.to_string(),
///     "4xx (including 401 and 403): there is no valid robots.txt, so everything is allowed"
/// );
/// ```
pub fn outcome(fetch: Fetch) -> (Effect, Class) {
    let class = class(fetch);
    (class.effect(), class)
}
