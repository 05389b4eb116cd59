//! Tester mode: what a person types, read the way a crawler would see it.
//!
//! * the agent may be a token or a full user-agent string: the product token
//!   is derived ([`agent::derive_token`]);
//! * a typed URL is normalised as a browser would request it
//!   ([`url::normalise_typed`]);
//! * only the first 500 KiB of the file count ([`GOOGLE_SIZE_LIMIT`]);
//! * crawler families apply ([`agent::FAMILIES`]).
//!
//! Raw mode ([`RobotsTxt::parse`], [`RobotsTxt::check_raw`]) does none of
//! this and behaves exactly like Google's library.

use crate::agent::{self, AgentError, TokenSource};
use crate::parse::{RobotsTxt, GOOGLE_SIZE_LIMIT};
use crate::url::{self, TypedUrl, UrlError};
use crate::verdict::Verdict;

/// Parses as Google's crawler does: only the first 500 KiB count.
pub fn parse(body: &[u8]) -> RobotsTxt {
    RobotsTxt::parse_limited(body, GOOGLE_SIZE_LIMIT)
}

/// A crawler as the user entered it, with the token derived from it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Agent {
    pub input: String,
    pub token: String,
    pub source: TokenSource,
}

/// Derives the product token from what the user typed.
pub fn agent(input: &str) -> Result<Agent, AgentError> {
    let (token, source) = agent::derive_token(input)?;
    Ok(Agent {
        input: input.trim().to_string(),
        token,
        source,
    })
}

/// Why a tester-mode check could not run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InputError {
    Agent(AgentError),
    Url(UrlError),
}

impl std::error::Error for InputError {}

/// A tester-mode check of one typed URL for one typed agent.
///
/// ```
/// let robots = robots::tester::parse(b"User-agent: Googlebot\nDisallow: /a%20b\n");
/// let ua = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
/// let v = robots::tester::check(&robots, ua, "https://example.com/a b").unwrap();
/// assert!(!v.allowed);
/// assert_eq!((v.line, v.path.as_str(), v.tokens[0].as_str()), (2, "/a%20b", "Googlebot"));
/// ```
pub fn check(
    robots: &RobotsTxt,
    agent_input: &str,
    url_input: &str,
) -> Result<Verdict, InputError> {
    let agent = agent(agent_input).map_err(InputError::Agent)?;
    let url = url::normalise_typed(url_input).map_err(InputError::Url)?;
    Ok(check_parsed(robots, &agent.token, &url))
}

/// [`check`] with the agent and URL already resolved.
pub fn check_parsed(robots: &RobotsTxt, token: &str, url: &TypedUrl) -> Verdict {
    view(robots, token).verdict(url.path.as_bytes())
}

/// A tester-mode view for one token (families applied), for many checks.
pub fn view<'a>(robots: &'a RobotsTxt, token: &str) -> crate::AgentView<'a> {
    robots.view(
        vec![token.to_string()],
        robots.choose_groups_with_family(token),
    )
}
