//! Fetching a live robots.txt the way Google does (SPEC §8, Google Search
//! Central's "How Google interprets the robots.txt specification"):
//!
//! * one GET per hop, redirects followed by hand (the client's own
//!   following is off), at most 5 ([`robots::status::MAX_REDIRECTS`]); a
//!   6th redirect, a redirect loop or a redirect without a usable `Location`
//!   is treated as 404: everything allowed;
//! * 2xx: the body's rules apply; only the first 500 KiB (512,000 bytes)
//!   are read, the rest is never downloaded;
//! * 4xx except 429 (401 and 403 included): everything allowed;
//! * 429, 5xx, and network errors (DNS, refused or reset connections,
//!   timeouts, TLS failures, bad chunking): everything disallowed;
//! * what each outcome means comes from [`robots::status::outcome`], the
//!   function the web page's status simulation uses.
//!
//! One rule is the tester's own, not Google's: a redirect from a public
//! host to a loopback, private or link-local address (IPv4 or IPv6, an
//! IPv4 address written as IPv6, or a name that resolves to one) is not
//! followed, so that a server on the internet cannot make the command
//! request addresses inside the network it runs in ([`redirect_policy`]).
//! The fetch stops there with a [`Refusal`], which says why. When the URL
//! given is itself local (a development server), redirects go anywhere.

use std::io::Read;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, ToSocketAddrs};
use std::time::{Duration, Instant};

use crate::lang::tr;
use robots::message::cli::{FetchOutcome, Hops, Response};
use robots::message::{self, Lang, Message};
use robots::status::{self, Class, Effect, Fetch, MAX_REDIRECTS};
use serde::Serialize;
use url::Url;

/// Sent with every request.
pub const USER_AGENT: &str = concat!(
    "robots-tester-cli/",
    env!("CARGO_PKG_VERSION"),
    " (robots.txt tester)"
);

/// Google reads this many bytes of a robots.txt and no more.
pub const BODY_LIMIT: usize = robots::GOOGLE_SIZE_LIMIT;

/// Time limits for one fetch.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// For each connection (TCP and TLS handshake).
    pub connect: Duration,
    /// For the whole fetch: every hop and the body.
    pub total: Duration,
}

/// What Google does with the site as a result of the fetch.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Outcome {
    /// The body's rules apply.
    Rules,
    /// No valid robots.txt: everything may be crawled.
    AllowAll,
    /// Everything disallowed while Google retries.
    DisallowAll,
}

impl From<Effect> for Outcome {
    fn from(e: Effect) -> Outcome {
        match e {
            Effect::UseRules => Outcome::Rules,
            Effect::AllowAll => Outcome::AllowAll,
            Effect::DisallowAll => Outcome::DisallowAll,
        }
    }
}

/// Why following redirects stopped without reaching a file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum RedirectProblem {
    /// A 6th redirect.
    TooMany,
    /// A redirect back to a URL already requested.
    Loop,
    /// No `Location`, or one that is not an http(s) URL.
    NoLocation,
}

/// How a fetch went: the `fetch` object of `--json` output.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct FetchReport {
    /// The URL asked for.
    pub url: String,
    /// The last HTTP status received; `None` after a network error.
    pub status: Option<u16>,
    /// Redirect responses received.
    pub redirects: u8,
    /// The last URL requested.
    pub final_url: String,
    /// Body bytes read (only a 2xx body is read).
    pub bytes: usize,
    /// The body went on past [`BODY_LIMIT`] and was cut there.
    pub truncated: bool,
    pub outcome: Outcome,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub redirect_problem: Option<RedirectProblem>,
    /// The network error, if that is how it ended.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
    /// What Google does with this result, in one sentence (English unless
    /// the caller words [`FetchReport::class`] in another language).
    pub explanation: String,
    /// The class of the result, which the explanation words.
    #[serde(skip)]
    pub class: Class,
}

/// A fetch result and the body read (empty unless the status was 2xx).
#[derive(Clone, Debug)]
pub struct Fetched {
    pub report: FetchReport,
    pub body: Vec<u8>,
}

/// Where an address that is not on the public internet is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LocalKind {
    /// This machine: 127.0.0.0/8, ::1, and the unspecified 0.0.0.0/8 and
    /// `::` (which reach this machine).
    Loopback,
    /// A private network: 10/8, 172.16/12, 192.168/16, the shared
    /// 100.64/10, and IPv6's unique local fc00::/7.
    Private,
    /// A link: 169.254/16 (cloud metadata services live there) and fe80::/10.
    LinkLocal,
}

impl LocalKind {
    /// The catalogue's select key.
    pub fn key(self) -> &'static str {
        match self {
            LocalKind::Loopback => "loopback",
            LocalKind::Private => "private",
            LocalKind::LinkLocal => "link-local",
        }
    }
}

/// Whether `ip` is a loopback, private or link-local address, and which.
/// IPv6 addresses that carry an IPv4 address (IPv4-mapped `::ffff:a.b.c.d`,
/// the old IPv4-compatible `::a.b.c.d`, NAT64's `64:ff9b::a.b.c.d`) are
/// judged by that IPv4 address.
pub fn local_kind(ip: IpAddr) -> Option<LocalKind> {
    match ip {
        IpAddr::V4(v4) => local_kind_v4(v4),
        IpAddr::V6(v6) => local_kind_v6(v6),
    }
}

fn local_kind_v4(ip: Ipv4Addr) -> Option<LocalKind> {
    let [a, b, ..] = ip.octets();
    if ip.is_loopback() || a == 0 {
        Some(LocalKind::Loopback)
    } else if ip.is_private() || (a == 100 && (64..128).contains(&b)) {
        Some(LocalKind::Private)
    } else if ip.is_link_local() {
        Some(LocalKind::LinkLocal)
    } else {
        None
    }
}

fn local_kind_v6(ip: Ipv6Addr) -> Option<LocalKind> {
    if ip.is_loopback() || ip.is_unspecified() {
        return Some(LocalKind::Loopback);
    }
    if let Some(v4) = ip.to_ipv4_mapped() {
        return local_kind_v4(v4);
    }
    let s = ip.segments();
    // IPv4-compatible (::a.b.c.d) and NAT64 (64:ff9b::a.b.c.d).
    if s[..6] == [0; 6] || s[..6] == [0x64, 0xff9b, 0, 0, 0, 0] {
        let [.., a, b, c, d] = ip.octets();
        return local_kind_v4(Ipv4Addr::new(a, b, c, d));
    }
    if s[0] & 0xfe00 == 0xfc00 {
        Some(LocalKind::Private)
    } else if s[0] & 0xffc0 == 0xfe80 {
        Some(LocalKind::LinkLocal)
    } else {
        None
    }
}

/// The first local address among `addresses`, with its kind.
fn first_local(addresses: &[IpAddr]) -> Option<(IpAddr, LocalKind)> {
    addresses
        .iter()
        .find_map(|&ip| local_kind(ip).map(|kind| (ip, kind)))
}

/// The redirect policy: `start` are the addresses of the URL given,
/// `target` those of a redirect's destination. A URL given that is local
/// may be redirected anywhere; from a public one, a redirect to a local
/// address is refused: `Err` names the address and its kind.
pub fn redirect_policy(start: &[IpAddr], target: &[IpAddr]) -> Result<(), (IpAddr, LocalKind)> {
    if first_local(start).is_some() {
        return Ok(());
    }
    match first_local(target) {
        Some(found) => Err(found),
        None => Ok(()),
    }
}

/// The addresses a URL's host stands for: itself when it is an address,
/// what the resolver answers for a name (nothing when it cannot answer:
/// the request then fails as a network error).
pub fn addresses(url: &Url) -> Vec<IpAddr> {
    match url.host() {
        Some(url::Host::Ipv4(ip)) => vec![IpAddr::V4(ip)],
        Some(url::Host::Ipv6(ip)) => vec![IpAddr::V6(ip)],
        Some(url::Host::Domain(name)) => {
            let port = url.port_or_known_default().unwrap_or(80);
            (name, port)
                .to_socket_addrs()
                .map(|found| found.map(|a| a.ip()).collect())
                .unwrap_or_default()
        }
        None => Vec::new(),
    }
}

/// A redirect not followed ([`redirect_policy`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    /// The URL that answered with the redirect.
    pub from: String,
    /// Where it pointed.
    pub to: String,
    /// The local address `to` is (or resolves to).
    pub address: IpAddr,
    pub kind: LocalKind,
}

impl Refusal {
    /// The refusal as a fetch that failed (as a network error does:
    /// everything disallowed), for callers that report every fetch as an
    /// outcome (the Python package): the error is [`Refusal::message`].
    pub fn into_failed_fetch(self, url: &str) -> Fetched {
        let report = FetchReport::unanswered(url, self.from.clone());
        network_error(report, self.message().to_string())
    }

    /// Why, from the message catalogue.
    pub fn message(&self) -> robots::message::Message {
        robots::message::redirect_refused(
            &self.from,
            &self.to,
            &self.address.to_string(),
            self.kind.key(),
        )
    }
}

/// Whether a ROBOTS_FILE argument names a URL to fetch.
pub fn is_url(spec: &str) -> bool {
    let lower = spec.get(..8).unwrap_or(spec).to_ascii_lowercase();
    lower.starts_with("http://") || lower.starts_with("https://")
}

/// Checks a URL before fetching it: an error when it is not an http(s)
/// URL; a warning when it is not a site's `/robots.txt` (it is fetched as
/// given all the same).
pub fn validate(url: &str) -> Result<Option<Message>, Message> {
    let parsed =
        Url::parse(url).map_err(|e| tr!("cli-url-unparsed", url = url, error = e.to_string()))?;
    if !matches!(parsed.scheme(), "http" | "https") || parsed.host().is_none() {
        return Err(tr!("cli-url-not-http", url = url));
    }
    if parsed.path() != "/robots.txt" || parsed.query().is_some() {
        return Ok(Some(tr!("cli-url-not-robots-txt", url = url)));
    }
    Ok(None)
}

/// Fetches `url` as Google does. Every way a fetch can end is an outcome,
/// but for a redirect from a public host to a local address, which is
/// refused ([`redirect_policy`]). `url` must have passed [`validate`].
pub fn fetch(url: &str, limits: Limits) -> Result<Fetched, Refusal> {
    fetch_with(url, limits, addresses)
}

/// [`fetch`], with the addresses of each host the redirect policy judges
/// (the request itself connects as usual) found by `resolve`: for tests,
/// which can only serve on this machine.
pub fn fetch_with(
    url: &str,
    limits: Limits,
    resolve: impl Fn(&Url) -> Vec<IpAddr>,
) -> Result<Fetched, Refusal> {
    let start = Instant::now();
    let agent: ureq::Agent = ureq::Agent::config_builder()
        .max_redirects(0)
        .http_status_as_error(false)
        .user_agent(USER_AGENT)
        .timeout_connect(Some(limits.connect))
        .build()
        .into();
    let mut report = FetchReport::unanswered(url, url.to_string());
    let Ok(mut current) = Url::parse(url) else {
        return Ok(network_error(report, "not a URL".to_string()));
    };
    let mut seen = vec![current.clone()];
    // The addresses of the URL given, found on the first redirect.
    let mut given: Option<Vec<IpAddr>> = None;
    loop {
        report.final_url = current.to_string();
        let remaining = limits.total.saturating_sub(start.elapsed());
        if remaining.is_zero() {
            return Ok(network_error(report, "timeout: global".to_string()));
        }
        let response = agent
            .get(current.as_str())
            .config()
            .timeout_global(Some(remaining))
            .build()
            .call();
        let mut response = match response {
            Ok(r) => r,
            Err(e) => return Ok(network_error(report, e.to_string())),
        };
        let code = response.status().as_u16();
        report.status = Some(code);
        if (300..400).contains(&code) {
            report.redirects = report.redirects.saturating_add(1);
            if report.redirects > MAX_REDIRECTS {
                return Ok(stop_redirects(report, RedirectProblem::TooMany));
            }
            let next = response
                .headers()
                .get("location")
                .and_then(|v| v.to_str().ok())
                .and_then(|location| current.join(location.trim()).ok())
                .filter(|u| matches!(u.scheme(), "http" | "https"));
            let Some(mut next) = next else {
                return Ok(stop_redirects(report, RedirectProblem::NoLocation));
            };
            next.set_fragment(None);
            if seen.contains(&next) {
                return Ok(stop_redirects(report, RedirectProblem::Loop));
            }
            let given = given.get_or_insert_with(|| resolve(&seen[0]));
            if let Err((address, kind)) = redirect_policy(given, &resolve(&next)) {
                return Err(Refusal {
                    from: current.to_string(),
                    to: next.to_string(),
                    address,
                    kind,
                });
            }
            seen.push(next.clone());
            current = next;
            continue;
        }
        let fetch = Fetch::Status {
            code,
            redirects: report.redirects,
        };
        let (effect, class) = status::outcome(fetch);
        report.outcome = effect.into();
        report.explanation = class.to_string();
        report.class = class;
        let mut body = Vec::new();
        if effect == Effect::UseRules {
            // One byte more than the limit tells whether the body goes on.
            let reader = response.body_mut().as_reader();
            if let Err(e) = reader.take(BODY_LIMIT as u64 + 1).read_to_end(&mut body) {
                return Ok(network_error(report, e.to_string()));
            }
            if body.len() > BODY_LIMIT {
                body.truncate(BODY_LIMIT);
                report.truncated = true;
            }
            report.bytes = body.len();
        }
        return Ok(Fetched { report, body });
    }
}

fn network_error(mut report: FetchReport, error: String) -> Fetched {
    let (effect, class) = status::outcome(Fetch::NetworkError);
    report.status = None;
    report.outcome = effect.into();
    report.explanation = class.to_string();
    report.class = class;
    report.error = Some(error);
    report.bytes = 0;
    Fetched {
        report,
        body: Vec::new(),
    }
}

fn stop_redirects(mut report: FetchReport, problem: RedirectProblem) -> Fetched {
    let fetch = Fetch::Status {
        code: report.status.unwrap_or(301),
        redirects: report.redirects,
    };
    let (effect, class) = status::outcome(fetch);
    report.outcome = effect.into();
    report.explanation = class.to_string();
    report.class = class;
    report.redirect_problem = Some(problem);
    Fetched {
        report,
        body: Vec::new(),
    }
}

impl FetchReport {
    /// A fetch of `url`, at `final_url`, that no response has answered
    /// (yet): as a network error, everything disallowed.
    fn unanswered(url: &str, final_url: String) -> FetchReport {
        FetchReport {
            url: url.to_string(),
            status: None,
            redirects: 0,
            final_url,
            bytes: 0,
            truncated: false,
            outcome: Outcome::DisallowAll,
            redirect_problem: None,
            error: None,
            explanation: String::new(),
            class: Class::NetworkError,
        }
    }

    /// The one-line note printed on stderr, in `lang` (numbers grouped
    /// the language's way, counted by its plural rules), e.g.
    /// `https://example.com/robots.txt → 200 OK after 2 redirects (1,234 bytes): rules apply`.
    pub fn note(&self, lang: Lang) -> String {
        let status_line;
        let response = match (self.status, &self.error) {
            (_, Some(e)) => Response::Network(e),
            (Some(code), None) => {
                // The code and its reason phrase, as the protocol writes them.
                status_line = match ureq::http::StatusCode::from_u16(code)
                    .ok()
                    .and_then(|c| c.canonical_reason())
                {
                    Some(reason) => format!("{code} {reason}"),
                    None => code.to_string(),
                };
                Response::Status(&status_line)
            }
            (None, None) => Response::None,
        };
        let redirects = u32::from(self.redirects);
        let hops = match self.redirect_problem {
            Some(RedirectProblem::TooMany) => Hops::TooMany {
                max: u32::from(MAX_REDIRECTS),
            },
            Some(RedirectProblem::Loop) => Hops::Loop(redirects),
            Some(RedirectProblem::NoLocation) => Hops::NoLocation,
            None if redirects > 0 => Hops::After(redirects),
            None => Hops::None,
        };
        let outcome = match self.outcome {
            Outcome::Rules => FetchOutcome::Rules {
                bytes: self.bytes,
                cut: self.truncated,
            },
            Outcome::AllowAll if self.redirect_problem.is_some() => FetchOutcome::AllowedAs404,
            Outcome::AllowAll => FetchOutcome::Allowed,
            Outcome::DisallowAll => FetchOutcome::Disallowed,
        };
        message::cli::fetch_note(&self.final_url, response, hops, outcome).render_grouped(lang)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn urls_are_recognised_and_checked() {
        assert!(is_url("https://e.com/robots.txt"));
        assert!(is_url("HTTP://e.com/robots.txt"));
        assert!(!is_url("robots.txt"));
        assert!(!is_url("ftp://e.com/robots.txt"));
        assert_eq!(validate("https://e.com/robots.txt"), Ok(None));
        assert!(validate("https://e.com/a/robots.txt").unwrap().is_some());
        assert!(validate("https://e.com/robots.txt?x").unwrap().is_some());
        assert!(validate("http://").is_err());
    }

    #[test]
    fn redirects_from_public_hosts_to_local_addresses_are_refused() {
        use LocalKind::*;
        let ip = |s: &str| s.parse::<IpAddr>().unwrap();
        let public = [ip("203.0.113.10")];
        // One address each, by what the policy says of it.
        let single: [(Option<LocalKind>, &[&str]); 4] = [
            (
                Some(Loopback),
                &[
                    "127.0.0.1",
                    "127.255.255.254",
                    "0.0.0.0",
                    "::1",
                    "::",
                    "::ffff:127.0.0.1",
                    "::127.0.0.1",
                ],
            ),
            (
                Some(Private),
                &[
                    "10.1.2.3",
                    "172.16.0.1",
                    "172.31.255.255",
                    "192.168.1.1",
                    "100.64.0.1",
                    "fd00::1",
                    "fc00::1",
                    "::ffff:10.0.0.1",
                    "64:ff9b::a00:1",
                ],
            ),
            (
                Some(LinkLocal),
                &["169.254.169.254", "fe80::1", "::ffff:169.254.169.254"],
            ),
            (
                None,
                &["172.32.0.1", "8.8.8.8", "::ffff:8.8.8.8", "2606:4700::1111"],
            ),
        ];
        let single = single
            .iter()
            .flat_map(|(want, all)| all.iter().map(move |a| (vec![*a], *want)));
        // (target addresses, what the policy says)
        let table = single.chain([
            // A name with several addresses: one local one is enough.
            (vec!["8.8.8.8", "10.0.0.1"], Some(Private)),
            (vec!["2606:4700::1111", "::ffff:192.168.0.1"], Some(Private)),
            // A name that does not resolve: the request fails on its own.
            (vec![], None),
        ]);
        for (target, want) in table {
            let target: Vec<IpAddr> = target.iter().map(|s| ip(s)).collect();
            let got = redirect_policy(&public, &target);
            match want {
                None => assert_eq!(got, Ok(()), "{target:?}"),
                Some(kind) => {
                    let (address, got_kind) = got.expect_err(&format!("{target:?}"));
                    assert_eq!(got_kind, kind, "{target:?}");
                    assert!(target.contains(&address));
                }
            }
            // From a local URL given (a development server), anywhere.
            for start in ["127.0.0.1", "192.168.1.5", "::1", "fe80::2"] {
                assert_eq!(redirect_policy(&[ip(start)], &target), Ok(()), "{start}");
            }
        }
    }

    #[test]
    fn hosts_written_as_addresses_are_judged_as_the_addresses() {
        use LocalKind::*;
        for (url, want) in [
            ("http://[::ffff:127.0.0.1]/robots.txt", Some(Loopback)),
            ("http://[::ffff:a9fe:a9fe]/", Some(LinkLocal)),
            // The URL standard reads these as 127.0.0.1 and 10.0.0.1.
            ("http://2130706433/robots.txt", Some(Loopback)),
            ("http://0x7f.1/robots.txt", Some(Loopback)),
            ("http://%31%30.0.0.1/robots.txt", Some(Private)),
            ("https://203.0.113.7/robots.txt", None),
            // A name that resolves to this machine.
            ("http://localhost:8080/robots.txt", Some(Loopback)),
        ] {
            let got = first_local(&addresses(&Url::parse(url).unwrap())).map(|(_, k)| k);
            assert_eq!(got, want, "{url}");
        }
    }

    #[test]
    fn a_refusal_says_why_from_the_catalogue() {
        let refusal = Refusal {
            from: "https://example.com/robots.txt".into(),
            to: "http://169.254.169.254/latest/".into(),
            address: "169.254.169.254".parse().unwrap(),
            kind: LocalKind::LinkLocal,
        };
        let m = refusal.message();
        assert_eq!(m.id, "fetch-redirect-refused");
        assert_eq!(
            m.to_string(),
            "refused to follow the redirect from https://example.com/robots.txt to \
             http://169.254.169.254/latest/: 169.254.169.254 is a link-local address, \
             and a public host may not send the tester there"
        );
        let nl = m.render(robots::message::Lang::Nl);
        assert!(
            nl.contains("link-local-adres") && nl.contains("169.254.169.254"),
            "{nl}"
        );
    }

    /// A 200 fetch of http://e.com/robots.txt that ended at `final_url`.
    fn fetched(final_url: &str, redirects: u8, bytes: usize) -> FetchReport {
        FetchReport {
            url: "http://e.com/robots.txt".into(),
            status: Some(200),
            redirects,
            final_url: final_url.into(),
            bytes,
            truncated: false,
            outcome: Outcome::Rules,
            redirect_problem: None,
            error: None,
            explanation: String::new(),
            class: Class::Success,
        }
    }

    #[test]
    fn notes_count_by_each_languages_plural_rules() {
        let report = |bytes, redirects| fetched("https://e.com/robots.txt", redirects, bytes);
        for (lang, bytes, redirects, end) in [
            (Lang::En, 1, 1, " after 1 redirect (1 byte): rules apply"),
            (Lang::En, 0, 0, "200 OK (0 bytes): rules apply"),
            (
                Lang::En,
                1_234_567,
                3,
                " after 3 redirects (1,234,567 bytes): rules apply",
            ),
            (
                Lang::Nl,
                512_000,
                1,
                " na 1 omleiding (512.000 bytes): de regels zijn van toepassing",
            ),
            (
                Lang::Nl,
                1,
                2,
                " na 2 omleidingen (1 byte): de regels zijn van toepassing",
            ),
            // Hindi and Korean count without English plurals.
            (
                Lang::Hi,
                100_000,
                0,
                "200 OK (1,00,000 बाइट): नियम लागू होते हैं",
            ),
        ] {
            let note = report(bytes, redirects).note(lang);
            assert!(note.ends_with(end), "{note}");
        }
        let ko = report(2, 2).note(Lang::Ko);
        assert!(
            ko.contains("리디렉션 2회") && ko.contains("2바이트"),
            "{ko}"
        );
    }

    #[test]
    fn notes_name_the_outcome_and_the_final_url() {
        let report = fetched("https://www.e.com/robots.txt", 2, 1234);
        // The same fetch ending otherwise, with no body read.
        let ended = |status, redirects, outcome, redirect_problem| FetchReport {
            status: Some(status),
            redirects,
            outcome,
            redirect_problem,
            bytes: 0,
            ..report.clone()
        };
        for (report, want) in [
            (
                report.clone(),
                "https://www.e.com/robots.txt → 200 OK after 2 redirects (1,234 bytes): rules apply",
            ),
            (
                ended(503, 0, Outcome::DisallowAll, None),
                "https://www.e.com/robots.txt → 503 Service Unavailable: everything disallowed (Google retries later)",
            ),
            (
                ended(301, 6, Outcome::AllowAll, Some(RedirectProblem::TooMany)),
                "https://www.e.com/robots.txt → 301 Moved Permanently, a redirect past the 5 Google follows: everything allowed (treated as 404)",
            ),
        ] {
            assert_eq!(report.note(Lang::En), want);
        }
    }
}
