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
//! One rule is the tester's own, not Google's, and holds for every request
//! the command line makes (a robots.txt and its redirects here, sitemaps,
//! `ranges update`'s lists, through [`Client`]): the address policy
//! ([`Policy`], [`judge`]). Each host is resolved once; if one of its
//! addresses is loopback, private, link-local or otherwise not public
//! ([`local_kind`]: IPv4 or IPv6, an IPv4 address written as IPv6, or a
//! name that resolves to one) the request is refused, unless it goes to
//! the origin the person typed (same scheme, host and port: a development
//! server) or `--allow-private` is given; otherwise the connection goes to
//! exactly the addresses judged (no second lookup a hostile name server
//! could answer differently), directly (no proxy). A fetch stopped there
//! ends with a [`Refusal`], which says why.
//!
//! The `robots` command (`fetch`, every ROBOTS_FILE that is a URL,
//! `drift`, `site`, `ranges update`) and the Python package
//! (`RobotFileParser.read`) share this crate, and so its rules.

use std::io::{self, Read};
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr, ToSocketAddrs};
use std::sync::{mpsc, Arc, Mutex};
use std::time::{Duration, Instant};

use robots::message::{Lang, Message};
use robots::status::{self, Class, Effect, Fetch, MAX_REDIRECTS};
use serde::Serialize;
use url::Url;

pub mod words;
use words::{fetch_note, tr, FetchOutcome, Hops, Response};
pub use words::{say, say_grouped};

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
    /// 100.64/10, IPv6's unique local fc00::/7 and old site-local fec0::/10.
    Private,
    /// A link: 169.254/16 (cloud metadata services live there) and fe80::/10.
    LinkLocal,
    /// Not a public unicast address for another reason: multicast,
    /// broadcast, the documentation and benchmarking ranges, IANA's
    /// special-purpose and reserved blocks, and IPv6 outside 2000::/3.
    Reserved,
}

impl LocalKind {
    /// The catalogue's select key.
    pub fn key(self) -> &'static str {
        match self {
            LocalKind::Loopback => "loopback",
            LocalKind::Private => "private",
            LocalKind::LinkLocal => "link-local",
            LocalKind::Reserved => "reserved",
        }
    }
}

/// Whether `ip` is not a public unicast address, and why. IPv6 addresses
/// that carry an IPv4 address (IPv4-mapped `::ffff:a.b.c.d`, the old
/// IPv4-compatible `::a.b.c.d`, NAT64's `64:ff9b::a.b.c.d`, 6to4's
/// `2002:AABB:CCDD::`) are judged by that IPv4 address.
pub fn local_kind(ip: IpAddr) -> Option<LocalKind> {
    match ip {
        IpAddr::V4(v4) => local_kind_v4(v4),
        IpAddr::V6(v6) => local_kind_v6(v6),
    }
}

fn local_kind_v4(ip: Ipv4Addr) -> Option<LocalKind> {
    let [a, b, c, _] = ip.octets();
    if ip.is_loopback() || a == 0 {
        Some(LocalKind::Loopback)
    } else if ip.is_private() || (a == 100 && (64..128).contains(&b)) {
        Some(LocalKind::Private)
    } else if ip.is_link_local() {
        Some(LocalKind::LinkLocal)
    } else if a >= 224 // multicast 224/4, reserved 240/4, broadcast
        || (a, b, c) == (192, 0, 0) // IETF protocol assignments
        || (a, b, c) == (192, 0, 2) // documentation
        || (a, b, c) == (198, 51, 100)
        || (a, b, c) == (203, 0, 113)
        || (a, b, c) == (192, 88, 99) // the retired 6to4 relay anycast
        || (a == 198 && (b == 18 || b == 19))
    // benchmarking 198.18/15
    {
        Some(LocalKind::Reserved)
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
    let [.., a, b, c, d] = ip.octets();
    // IPv4-compatible (::a.b.c.d) and NAT64 (64:ff9b::a.b.c.d).
    if s[..6] == [0; 6] || s[..6] == [0x64, 0xff9b, 0, 0, 0, 0] {
        return local_kind_v4(Ipv4Addr::new(a, b, c, d));
    }
    if s[0] == 0x2002 {
        // 6to4: the IPv4 address is in the next 32 bits.
        let [hi, lo] = [s[1].to_be_bytes(), s[2].to_be_bytes()];
        return local_kind_v4(Ipv4Addr::new(hi[0], hi[1], lo[0], lo[1]));
    }
    if s[0] & 0xfe00 == 0xfc00 || s[0] & 0xffc0 == 0xfec0 || s[..3] == [0x64, 0xff9b, 1] {
        // Unique local, site-local, NAT64 for local use (64:ff9b:1::/48).
        Some(LocalKind::Private)
    } else if s[0] & 0xffc0 == 0xfe80 {
        Some(LocalKind::LinkLocal)
    } else if s[0] & 0xe000 != 0x2000 // not global unicast 2000::/3
        || s[..2] == [0x2001, 0x0db8] // documentation
        || s[0] & 0xfff0 == 0x3ff0 // documentation 3fff::/20
        || s[..2] == [0x2001, 0] // Teredo
        || (s[0] == 0x2001 && s[1] < 0x0200)
    // IETF protocol assignments 2001::/23
    {
        Some(LocalKind::Reserved)
    } else {
        None
    }
}

/// What the address policy says of a URL whose host has `addresses`:
/// `Err` names the first address refused and its kind. Refused: an address
/// that is not public ([`local_kind`]), unless `allow_private` (the
/// `--allow-private` switch) or the URL is on `given`, the origin the
/// person typed (same scheme, host and port), which may be a development
/// server on this machine. One such address among a name's is enough to
/// refuse it.
pub fn judge(
    given: &url::Origin,
    allow_private: bool,
    url: &Url,
    addresses: &[IpAddr],
) -> Result<(), (IpAddr, LocalKind)> {
    if allow_private || url.origin() == *given {
        return Ok(());
    }
    match addresses
        .iter()
        .find_map(|&ip| local_kind(ip).map(|kind| (ip, kind)))
    {
        Some(found) => Err(found),
        None => Ok(()),
    }
}

/// How a policy finds a host's addresses: `(name, port)`.
pub type Resolve = Arc<dyn Fn(&str, u16) -> io::Result<Vec<IpAddr>> + Send + Sync>;

/// The address policy of every fetch the command line makes (robots.txt,
/// its redirects, sitemaps, address lists): each host is resolved once,
/// every address judged ([`judge`]), and the connection goes to those
/// same addresses, never to a second answer of the resolver (which a
/// hostile name server could change in between).
#[derive(Clone)]
pub struct Policy {
    given: url::Origin,
    allow_private: bool,
    resolve: Resolve,
}

impl std::fmt::Debug for Policy {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Policy")
            .field("given", &self.given)
            .field("allow_private", &self.allow_private)
            .finish()
    }
}

/// Why a URL is not requested.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Denied {
    /// The policy refuses this address.
    Refused(IpAddr, LocalKind),
    /// The name has no address (or none in time): a network error.
    Unresolved(String),
}

impl Policy {
    /// The policy for a fetch the person asked for at `given` (whose
    /// origin may be local), with `--allow-private` or not; names are
    /// resolved by the system's resolver.
    pub fn new(given: &Url, allow_private: bool) -> Policy {
        Policy {
            given: given.origin(),
            allow_private,
            resolve: Arc::new(|name, port| {
                Ok((name, port).to_socket_addrs()?.map(|a| a.ip()).collect())
            }),
        }
    }

    /// The same policy with names resolved by `resolve` (for tests, which
    /// can only serve on this machine and must not ask a name server).
    pub fn resolving_with(
        mut self,
        resolve: impl Fn(&str, u16) -> io::Result<Vec<IpAddr>> + Send + Sync + 'static,
    ) -> Policy {
        self.resolve = Arc::new(resolve);
        self
    }

    /// The origin given.
    pub fn given(&self) -> &url::Origin {
        &self.given
    }

    /// The addresses to connect to for `url`: its host's, resolved once
    /// (within `timeout`) and judged.
    pub fn addresses(&self, url: &Url, timeout: Duration) -> Result<Vec<SocketAddr>, Denied> {
        let port = url.port_or_known_default().unwrap_or(80);
        let ips = match url.host() {
            Some(url::Host::Ipv4(ip)) => vec![IpAddr::V4(ip)],
            Some(url::Host::Ipv6(ip)) => vec![IpAddr::V6(ip)],
            Some(url::Host::Domain(name)) => self.lookup(name, port, timeout)?,
            None => return Err(Denied::Unresolved("no host".to_string())),
        };
        if ips.is_empty() {
            return Err(Denied::Unresolved(format!("{}: no address", host_key(url))));
        }
        judge(&self.given, self.allow_private, url, &ips)
            .map_err(|(ip, kind)| Denied::Refused(ip, kind))?;
        Ok(ips
            .into_iter()
            .map(|ip| SocketAddr::new(ip, port))
            .collect())
    }

    /// The resolver's answer for `name`, in a thread that is given up on
    /// after `timeout` (the system's resolver has no timeout of its own).
    fn lookup(&self, name: &str, port: u16, timeout: Duration) -> Result<Vec<IpAddr>, Denied> {
        let (tx, rx) = mpsc::sync_channel(1);
        let resolve = self.resolve.clone();
        let owned = name.to_string();
        std::thread::spawn(move || {
            let _ = tx.send(resolve(&owned, port));
        });
        match rx.recv_timeout(timeout) {
            Ok(Ok(ips)) => Ok(ips),
            Ok(Err(e)) => Err(Denied::Unresolved(format!("{name}: {e}"))),
            Err(_) => Err(Denied::Unresolved(format!("{name}: timeout: resolve"))),
        }
    }
}

/// A URL's host and port as the pinned addresses are keyed (an IPv6
/// address without its brackets, names in lower case).
fn host_key(url: &Url) -> String {
    let host = url.host_str().unwrap_or("");
    host.trim_start_matches('[')
        .trim_end_matches(']')
        .to_ascii_lowercase()
}

/// The addresses the next request may connect to, set by [`Client::get`]
/// from the policy's one resolution: ureq asks this resolver, which
/// answers only for the host and port checked, and never resolves.
#[derive(Clone, Debug, Default)]
struct Pinned(Arc<Mutex<Option<Pin>>>);

/// A host (as [`host_key`] writes it), a port, and its addresses judged.
type Pin = (String, u16, Vec<SocketAddr>);

impl ureq::unversioned::resolver::Resolver for Pinned {
    fn resolve(
        &self,
        uri: &ureq::http::Uri,
        _config: &ureq::config::Config,
        _timeout: ureq::unversioned::transport::NextTimeout,
    ) -> Result<ureq::unversioned::resolver::ResolvedSocketAddrs, ureq::Error> {
        let host = uri
            .host()
            .unwrap_or("")
            .trim_start_matches('[')
            .trim_end_matches(']')
            .to_ascii_lowercase();
        let port = uri
            .port_u16()
            .unwrap_or(if uri.scheme_str() == Some("https") {
                443
            } else {
                80
            });
        let pinned = self.0.lock().unwrap_or_else(|e| e.into_inner());
        let Some((h, p, addresses)) = pinned.as_ref() else {
            return Err(ureq::Error::HostNotFound);
        };
        if *h != host || *p != port {
            return Err(ureq::Error::HostNotFound);
        }
        let mut out = self.empty();
        for a in addresses {
            if out.try_push(*a).is_err() {
                break;
            }
        }
        Ok(out)
    }
}

/// Why a request was not answered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HopError {
    /// The address policy refused the URL.
    Refused(Refusal),
    /// DNS, connection, TLS, timeout…: the HTTP library's words.
    Network(String),
}

/// An HTTP client under the address policy: one GET at a time, no
/// redirect followed on its own, no proxy (the connection must go to the
/// address checked), every connection to an address the policy judged.
pub struct Client {
    agent: ureq::Agent,
    pinned: Pinned,
    policy: Policy,
}

impl Client {
    /// A client whose connections wait `connect` at most.
    pub fn new(policy: Policy, connect: Duration) -> Client {
        let config = ureq::Agent::config_builder()
            .max_redirects(0)
            .http_status_as_error(false)
            .user_agent(USER_AGENT)
            .proxy(None)
            .timeout_connect(Some(connect))
            .build();
        let pinned = Pinned::default();
        let agent = ureq::Agent::with_parts(
            config,
            ureq::unversioned::transport::DefaultConnector::new(),
            pinned.clone(),
        );
        Client {
            agent,
            pinned,
            policy,
        }
    }

    pub fn policy(&self) -> &Policy {
        &self.policy
    }

    /// One GET of `url` (redirected to from `from`, if so), answered within
    /// `timeout` (body included): refused when the policy refuses its
    /// host's addresses, else sent to those addresses only.
    pub fn get(
        &self,
        url: &Url,
        from: Option<&Url>,
        timeout: Duration,
    ) -> Result<ureq::http::Response<ureq::Body>, HopError> {
        let start = Instant::now();
        let addresses = match self.policy.addresses(url, timeout) {
            Ok(a) => a,
            Err(Denied::Unresolved(e)) => return Err(HopError::Network(e)),
            Err(Denied::Refused(address, kind)) => {
                return Err(HopError::Refused(Refusal {
                    from: from.map(Url::to_string),
                    to: url.to_string(),
                    given: self.policy.given.ascii_serialization(),
                    address,
                    kind,
                }))
            }
        };
        let port = url.port_or_known_default().unwrap_or(80);
        *self.pinned.0.lock().unwrap_or_else(|e| e.into_inner()) =
            Some((host_key(url), port, addresses));
        let remaining = timeout.saturating_sub(start.elapsed());
        if remaining.is_zero() {
            return Err(HopError::Network("timeout: global".to_string()));
        }
        self.agent
            .get(url.as_str())
            .config()
            .timeout_global(Some(remaining))
            .build()
            .call()
            .map_err(|e| HopError::Network(e.to_string()))
    }

    /// A GET that follows up to [`MAX_REDIRECTS`] redirects, each under the
    /// policy, all within `timeout`: the last URL and its response (a
    /// redirect's own when there are more, or it has no usable Location).
    pub fn follow(
        &self,
        url: &Url,
        timeout: Duration,
    ) -> Result<(Url, ureq::http::Response<ureq::Body>), HopError> {
        let start = Instant::now();
        let mut current = url.clone();
        let mut from: Option<Url> = None;
        let mut redirects = 0u8;
        loop {
            let left = timeout.saturating_sub(start.elapsed());
            if left.is_zero() {
                return Err(HopError::Network("timeout: global".to_string()));
            }
            let response = self.get(&current, from.as_ref(), left)?;
            let code = response.status().as_u16();
            if !(300..400).contains(&code) || redirects >= MAX_REDIRECTS {
                return Ok((current, response));
            }
            let Some(next) = location(&current, &response) else {
                return Ok((current, response));
            };
            redirects += 1;
            from = Some(std::mem::replace(&mut current, next));
        }
    }
}

/// Where a redirect points: its `Location` read against `base`, when that
/// is an http(s) URL (without its fragment).
fn location(base: &Url, response: &ureq::http::Response<ureq::Body>) -> Option<Url> {
    let mut next = response
        .headers()
        .get("location")
        .and_then(|v| v.to_str().ok())
        .and_then(|location| base.join(location.trim()).ok())
        .filter(|u| matches!(u.scheme(), "http" | "https"))?;
    next.set_fragment(None);
    Some(next)
}

/// A URL not requested: the address policy refused it ([`judge`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    /// The URL that answered with a redirect to it, if one did.
    pub from: Option<String>,
    /// The URL refused.
    pub to: String,
    /// The origin given, which alone may be local.
    pub given: String,
    /// The address refused (`to`'s host, or one it resolves to).
    pub address: IpAddr,
    pub kind: LocalKind,
}

impl Refusal {
    /// The refusal as a fetch that failed (as a network error does:
    /// everything disallowed), for callers that report every fetch as an
    /// outcome (the Python package): the error is [`Refusal::message`].
    pub fn into_failed_fetch(self, url: &str) -> Fetched {
        let last = self.from.clone().unwrap_or_else(|| self.to.clone());
        let report = FetchReport::unanswered(url, last);
        network_error(report, say(Lang::En, &self.message()))
    }

    /// Why, from the message catalogue.
    pub fn message(&self) -> Message {
        let address = self.address.to_string();
        let kind = self.kind.key();
        match &self.from {
            Some(from) => tr!(
                "cli-address-redirect-refused",
                from = from.as_str(),
                to = self.to.as_str(),
                address,
                kind,
                given = self.given.as_str()
            ),
            None => tr!(
                "cli-address-refused",
                url = self.to.as_str(),
                address,
                kind,
                given = self.given.as_str()
            ),
        }
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
        Url::parse(url).map_err(|e| tr!("cli-url-unparsed", url, error = e.to_string()))?;
    if !matches!(parsed.scheme(), "http" | "https") || parsed.host().is_none() {
        return Err(tr!("cli-url-not-http", url));
    }
    if parsed.path() != "/robots.txt" || parsed.query().is_some() {
        return Ok(Some(tr!("cli-url-not-robots-txt", url)));
    }
    Ok(None)
}

/// Fetches `url` as Google does, under the address policy with `url` as
/// the origin given ([`Policy::new`]). Every way a fetch can end is an
/// outcome, but for a redirect the policy refuses ([`Refusal`]). `url` must
/// have passed [`validate`].
pub fn fetch(url: &str, limits: Limits) -> Result<Fetched, Refusal> {
    let Ok(parsed) = Url::parse(url) else {
        let report = FetchReport::unanswered(url, url.to_string());
        return Ok(network_error(report, "not a URL".to_string()));
    };
    fetch_with(url, limits, &Policy::new(&parsed, false))
}

/// [`fetch`] under `policy` (the entry point of every command that fetches
/// a robots.txt: `--allow-private`, or another origin given).
pub fn fetch_with(url: &str, limits: Limits, policy: &Policy) -> Result<Fetched, Refusal> {
    let start = Instant::now();
    let client = Client::new(policy.clone(), limits.connect);
    let mut report = FetchReport::unanswered(url, url.to_string());
    let Ok(mut current) = Url::parse(url) else {
        return Ok(network_error(report, "not a URL".to_string()));
    };
    let mut seen = vec![current.clone()];
    let mut from: Option<Url> = None;
    loop {
        report.final_url = current.to_string();
        let remaining = limits.total.saturating_sub(start.elapsed());
        if remaining.is_zero() {
            return Ok(network_error(report, "timeout: global".to_string()));
        }
        let mut response = match client.get(&current, from.as_ref(), remaining) {
            Ok(r) => r,
            Err(HopError::Network(e)) => return Ok(network_error(report, e)),
            Err(HopError::Refused(refusal)) => return Err(refusal),
        };
        let code = response.status().as_u16();
        report.status = Some(code);
        if (300..400).contains(&code) {
            report.redirects = report.redirects.saturating_add(1);
            if report.redirects > MAX_REDIRECTS {
                return Ok(stop_redirects(report, RedirectProblem::TooMany));
            }
            let Some(next) = location(&current, &response) else {
                return Ok(stop_redirects(report, RedirectProblem::NoLocation));
            };
            if seen.contains(&next) {
                return Ok(stop_redirects(report, RedirectProblem::Loop));
            }
            seen.push(next.clone());
            from = Some(std::mem::replace(&mut current, next));
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
        say_grouped(lang, &fetch_note(&self.final_url, response, hops, outcome))
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

    fn ip(s: &str) -> IpAddr {
        s.parse().unwrap()
    }

    #[test]
    fn addresses_are_classified_without_connecting() {
        use LocalKind::*;
        let table: [(Option<LocalKind>, &[&str]); 5] = [
            (
                Some(Loopback),
                &[
                    "127.0.0.1",
                    "127.255.255.254",
                    "0.0.0.0",
                    "0.1.2.3",
                    "::1",
                    "::",
                    "::ffff:127.0.0.1",
                    "::127.0.0.1",
                    "64:ff9b::7f00:1",
                    "2002:7f00:1::1",
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
                    "100.127.255.254",
                    "fd00::1",
                    "fc00::1",
                    "fec0::1",
                    "64:ff9b:1::a00:1",
                    "::ffff:10.0.0.1",
                    "64:ff9b::a00:1",
                    "2002:c0a8:101::1",
                ],
            ),
            (
                Some(LinkLocal),
                &[
                    "169.254.169.254",
                    "fe80::1",
                    "febf::1",
                    "::ffff:169.254.169.254",
                ],
            ),
            (
                Some(Reserved),
                &[
                    "192.0.2.1",
                    "198.51.100.7",
                    "203.0.113.10",
                    "198.18.0.1",
                    "198.19.255.255",
                    "192.0.0.8",
                    "224.0.0.1",
                    "239.255.255.250",
                    "240.0.0.1",
                    "255.255.255.255",
                    "ff02::1",
                    "2001:db8::1",
                    "3fff::1",
                    "2001::1",
                    "100::1",
                    "4000::1",
                ],
            ),
            (
                None,
                &[
                    "8.8.8.8",
                    "172.32.0.1",
                    "100.63.255.255",
                    "100.128.0.1",
                    "169.253.0.1",
                    "198.20.0.1",
                    "223.255.255.255",
                    "::ffff:8.8.8.8",
                    "2606:4700::1111",
                    "2a00:1450::1",
                    "2002:808:808::1",
                ],
            ),
        ];
        for (want, all) in table {
            for a in all {
                assert_eq!(local_kind(ip(a)), want, "{a}");
            }
        }
    }

    #[test]
    fn only_the_origin_given_may_be_local() {
        use LocalKind::*;
        let url = |s: &str| Url::parse(s).unwrap();
        let given = url("http://127.0.0.1:8080/robots.txt").origin();
        let public = url("https://example.com/robots.txt").origin();
        let local = [ip("127.0.0.1")];
        // The origin given: its own addresses, whatever they are.
        let same = url("http://127.0.0.1:8080/sitemap.xml");
        assert_eq!(judge(&given, false, &same, &local), Ok(()));
        // Another port, scheme or host on this machine: refused.
        for other in [
            "http://127.0.0.1:8081/sitemap.xml",
            "https://127.0.0.1:8080/sitemap.xml",
            "http://localhost:8080/sitemap.xml",
        ] {
            assert_eq!(
                judge(&given, false, &url(other), &local),
                Err((local[0], Loopback)),
                "{other}"
            );
            // Unless --allow-private.
            assert_eq!(judge(&given, true, &url(other), &local), Ok(()));
        }
        // From a public site, a name with one local address among public
        // ones is refused; a name without one is not.
        let target = url("https://cdn.example/s.xml");
        let mixed = [ip("8.8.8.8"), ip("10.0.0.1")];
        assert_eq!(
            judge(&public, false, &target, &mixed),
            Err((ip("10.0.0.1"), Private))
        );
        assert_eq!(
            judge(&public, false, &target, &[ip("2606:4700::1111")]),
            Ok(())
        );
        // A public origin given does not make another local one allowed.
        let metadata = url("http://169.254.169.254/latest/");
        assert_eq!(
            judge(&public, false, &metadata, &[ip("169.254.169.254")]),
            Err((ip("169.254.169.254"), LinkLocal))
        );
    }

    #[test]
    fn hosts_written_as_addresses_are_judged_as_the_addresses() {
        use LocalKind::*;
        let policy = Policy::new(&Url::parse("https://example.com/").unwrap(), false)
            .resolving_with(|name, _| match name {
                // A name that resolves to this machine (no name server asked).
                "localhost" => Ok(vec!["127.0.0.1".parse().unwrap()]),
                _ => Err(io::Error::other("unknown")),
            });
        for (url, want) in [
            ("http://[::ffff:127.0.0.1]/robots.txt", Some(Loopback)),
            ("http://[::ffff:a9fe:a9fe]/", Some(LinkLocal)),
            // The URL standard reads these as 127.0.0.1 and 10.0.0.1.
            ("http://2130706433/robots.txt", Some(Loopback)),
            ("http://0x7f.1/robots.txt", Some(Loopback)),
            ("http://%31%30.0.0.1/robots.txt", Some(Private)),
            ("https://93.184.215.14/robots.txt", None),
            ("http://localhost:8080/robots.txt", Some(Loopback)),
        ] {
            let got = match policy.addresses(&Url::parse(url).unwrap(), Duration::from_secs(5)) {
                Ok(_) => None,
                Err(Denied::Refused(_, kind)) => Some(kind),
                Err(e) => panic!("{url}: {e:?}"),
            };
            assert_eq!(got, want, "{url}");
        }
        // A name the resolver does not know: a network error, not a refusal.
        assert!(matches!(
            policy.addresses(
                &Url::parse("http://nowhere.example/").unwrap(),
                Duration::from_secs(5)
            ),
            Err(Denied::Unresolved(_))
        ));
    }

    #[test]
    fn a_refusal_says_why_from_the_catalogue() {
        let refusal = Refusal {
            from: Some("https://example.com/robots.txt".into()),
            to: "http://169.254.169.254/latest/".into(),
            given: "https://example.com".into(),
            address: "169.254.169.254".parse().unwrap(),
            kind: LocalKind::LinkLocal,
        };
        let m = refusal.message();
        assert_eq!(m.id, "cli-address-redirect-refused");
        assert_eq!(
            say(Lang::En, &m),
            "refused to follow the redirect from https://example.com/robots.txt to \
             http://169.254.169.254/latest/: 169.254.169.254 is a link-local address, \
             and only https://example.com, the address given, may be one \
             (--allow-private lifts this)"
        );
        let nl = say(Lang::Nl, &m);
        assert!(
            nl.contains("link-local-adres") && nl.contains("169.254.169.254"),
            "{nl}"
        );
        let direct = Refusal {
            from: None,
            to: "http://10.0.0.1/sitemap.xml".into(),
            kind: LocalKind::Private,
            address: "10.0.0.1".parse().unwrap(),
            ..refusal
        };
        assert_eq!(
            say(Lang::En, &direct.message()),
            "refused to fetch http://10.0.0.1/sitemap.xml: 10.0.0.1 is a private network \
             address, and only https://example.com, the address given, may be one \
             (--allow-private lifts this)"
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
