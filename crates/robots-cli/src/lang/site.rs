//! `robots site`'s sentences (ids `site-cli-…`): the sitemaps read or
//! not, what was cut, each crawler's blocked URLs by the deciding line,
//! the progress bar. Numbers are grouped the language's way, in English
//! too (`1,204 sitemap URLs`: [`super::say_grouped`]).

use robots::message::{tr, Message};

// `tr!`: the catalogue's macro (`super`), in scope here.

/// A line number as the sentences write it: digits only, in every language.
fn n(line: u32) -> String {
    line.to_string()
}

/// One thing `robots site` says about a run: a sitemap read or not, what
/// was cut, a crawler's blocked URLs grouped by the deciding line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SiteSay<'a> {
    /// A urlset (or plain-text sitemap) read: `count` URLs.
    Sitemap { url: &'a str, count: usize },
    /// A sitemap index read: it names `count` sitemaps.
    Index { url: &'a str, count: usize },
    /// A sitemap not read, or not all of it: `why` is one of the others.
    NotRead { url: &'a str, why: Box<SiteSay<'a>> },
    /// The request failed (DNS, connection, timeout, TLS, too many redirects).
    Network { error: &'a str },
    /// The server answered something other than 2xx.
    Status { status: u16 },
    /// Not well-formed XML.
    Xml { error: &'a str },
    /// Well-formed XML but neither `<urlset>` nor `<sitemapindex>`.
    Root { name: &'a str },
    /// A sitemap index named by a sitemap index.
    Nested,
    /// Not an absolute http(s) URL.
    NotHttp,
    /// The run's sitemap count was reached.
    SitemapLimit { limit: usize },
    /// The run's `--max-urls` was reached.
    UrlLimit { limit: usize },
    /// Cut after sitemaps.org's 50,000 URLs.
    CutUrls { limit: usize },
    /// Cut after sitemaps.org's 50 MB uncompressed.
    CutBytes { limit: usize },
    /// Cut when the run's `--max-urls` was reached.
    CutMaxUrls { limit: usize },
    /// Sitemaps an index names that the run did not read, and why.
    CutChildren { count: usize, why: Box<SiteSay<'a>> },
    /// The address policy refused `url` (the sitemap or a redirect of it):
    /// `address` is `kind` (`loopback`, `private`, `link-local`,
    /// `reserved`), and only `given` may be.
    Refused {
        url: &'a str,
        address: &'a str,
        kind: &'a str,
        given: &'a str,
    },
    /// Not read: the run's `--deadline` (`limit` seconds) came first.
    Deadline { limit: u64 },
    /// Cut by the run's `--deadline`.
    CutDeadline { limit: u64 },
    /// Cut after `limit` gzip members.
    CutMembers { limit: usize },
    /// `count` more blocked URLs of a line, not listed.
    More { count: usize },
    /// The run stopped at its `--deadline` of `limit` seconds.
    DeadlineReached { limit: u64 },
    /// `--llms`: an llms.txt read, `count` links.
    LlmsFile { url: &'a str, count: usize },
    /// `--llms`: an llms.txt not read, or not all of it: `why` as for a sitemap.
    LlmsNotRead { url: &'a str, why: Box<SiteSay<'a>> },
    /// `--llms`: a crawler's tally of llms.txt links.
    LlmsAgent {
        agent: &'a str,
        blocked: usize,
        checked: usize,
    },
    /// `--llms`: one deciding line and the llms.txt links it blocks.
    LlmsLine {
        line: u32,
        rule: &'a str,
        count: usize,
    },
    /// A crawler's tally.
    Agent {
        agent: &'a str,
        blocked: usize,
        checked: usize,
    },
    /// One deciding line and how many sitemap URLs it blocks.
    Line {
        line: u32,
        rule: &'a str,
        count: usize,
    },
    /// A blocked URL and the sitemap it came from.
    From { url: &'a str, sitemap: &'a str },
    /// URLs on another host than the robots.txt's.
    OtherHost { count: usize },
    /// Sitemap entries that are not URLs.
    Unreadable { count: usize },
    /// The robots.txt names no sitemap.
    NoSitemaps,
    /// The robots.txt could not be used: the fetch result replaces it.
    RobotsFailed,
    /// The progress bar: sitemaps and URLs read so far, the sitemap being read.
    Progress {
        sitemaps: usize,
        urls: usize,
        current: &'a str,
    },
}

/// The message for one thing `robots site` says.
pub fn message(s: &SiteSay) -> Message {
    match *s {
        SiteSay::Sitemap { url, count } => tr!("site-cli-sitemap", url, count),
        SiteSay::Index { url, count } => tr!("site-cli-index", url, count),
        SiteSay::NotRead { url, ref why } => tr!("site-cli-not-read", url, why = message(why)),
        SiteSay::Network { error } => tr!("site-cli-why-network", error),
        SiteSay::Status { status } => tr!("site-cli-why-status", status = u32::from(status)),
        SiteSay::Xml { error } => tr!("site-cli-why-xml", error),
        SiteSay::Root { name } => tr!("site-cli-why-root", name),
        SiteSay::Nested => tr!("site-cli-why-nested"),
        SiteSay::NotHttp => tr!("site-cli-why-not-http"),
        SiteSay::SitemapLimit { limit } => tr!("site-cli-why-sitemap-limit", limit),
        SiteSay::UrlLimit { limit } => tr!("site-cli-why-url-limit", limit),
        SiteSay::CutUrls { limit } => tr!("site-cli-cut-urls", limit),
        SiteSay::CutBytes { limit } => tr!("site-cli-cut-bytes", limit),
        SiteSay::CutMaxUrls { limit } => tr!("site-cli-cut-max-urls", limit),
        SiteSay::CutChildren { count, ref why } => {
            tr!("site-cli-cut-children", count, why = message(why))
        }
        SiteSay::Agent {
            agent,
            blocked,
            checked,
        } => tr!("site-cli-agent", agent, blocked, checked),
        SiteSay::Line { line, rule, count } => tr!("site-cli-line", line = n(line), rule, count),
        SiteSay::From { url, sitemap } => tr!("site-cli-from", url, sitemap),
        SiteSay::OtherHost { count } => tr!("site-cli-other-host", count),
        SiteSay::Refused {
            url,
            address,
            kind,
            given,
        } => tr!("site-cli-why-refused", url, address, kind, given),
        SiteSay::Deadline { limit } => tr!("site-cli-why-deadline", limit),
        SiteSay::CutDeadline { limit } => tr!("site-cli-cut-deadline", limit),
        SiteSay::CutMembers { limit } => tr!("site-cli-cut-members", limit),
        SiteSay::More { count } => tr!("site-cli-more", count),
        SiteSay::DeadlineReached { limit } => tr!("site-cli-deadline", limit),
        SiteSay::LlmsFile { url, count } => tr!("site-cli-llms", url, count),
        SiteSay::LlmsNotRead { url, ref why } => {
            tr!("site-cli-llms-not-read", url, why = message(why))
        }
        SiteSay::LlmsAgent {
            agent,
            blocked,
            checked,
        } => tr!("site-cli-llms-agent", agent, blocked, checked),
        SiteSay::LlmsLine { line, rule, count } => {
            tr!("site-cli-llms-line", line = n(line), rule, count)
        }
        SiteSay::Unreadable { count } => tr!("site-cli-unreadable", count),
        SiteSay::NoSitemaps => tr!("site-cli-no-sitemaps"),
        SiteSay::RobotsFailed => tr!("site-cli-robots-failed"),
        SiteSay::Progress {
            sitemaps,
            urls,
            current,
        } => tr!("site-cli-progress", sitemaps, urls, current),
    }
}
