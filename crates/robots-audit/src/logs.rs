//! Reading access logs as a stream of requests: Common and Combined Log
//! Format (with a leading virtual host and extra fields after the user
//! agent), W3C extended logs (`#Fields:`), and JSON lines (plain fields,
//! Cloudflare Logpush, Caddy). The bytes come in chunks of any size (the
//! CLI reads a file, gunzipped by `flate2`; the page's worker a `Blob`'s
//! stream, gunzipped by the browser's `DecompressionStream`) and are split
//! into lines by a [`Splitter`]. Each line costs work in proportion to its
//! length, and a line is never longer than [`MAX_LINE`] in memory: longer
//! ones are skipped whole.

use std::borrow::Cow;

use chrono::{DateTime, NaiveDate, NaiveDateTime};
use serde_json::{Map, Value};

use crate::signature::Signed;

/// The longest line read (longer ones are counted as unreadable).
pub const MAX_LINE: usize = 64 * 1024;

/// A log's format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// Common or Combined Log Format, possibly with a leading `%v` or
    /// `%v:%p` and extra fields after the user agent.
    Combined,
    /// Common Log Format, as asked for (read as Combined: a line without
    /// a user agent is a request with none).
    Common,
    /// W3C extended (IIS, CloudFront): the `#Fields:` header names the columns.
    W3c,
    /// One JSON object per line.
    Json,
}

impl Format {
    pub fn name(self) -> &'static str {
        match self {
            Format::Combined => "combined",
            Format::Common => "common",
            Format::W3c => "w3c",
            Format::Json => "json",
        }
    }

    /// `--log-format`'s value (`auto` is `None`).
    pub fn parse(s: &str) -> Option<Option<Format>> {
        Some(match s {
            "auto" => None,
            "combined" => Some(Format::Combined),
            "common" => Some(Format::Common),
            "w3c" => Some(Format::W3c),
            "json" => Some(Format::Json),
            _ => return None,
        })
    }

    /// The format of a log from its first line.
    pub fn detect(first: &[u8]) -> Format {
        let t = trim(first);
        if t.starts_with(b"{") {
            Format::Json
        } else if t.starts_with(b"#") {
            Format::W3c
        } else {
            Format::Combined
        }
    }
}

/// One request of a log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Request<'a> {
    /// The site asked for (virtual host, `Host` header), without a port.
    pub host: Option<Cow<'a, [u8]>>,
    /// The client's address, as written.
    pub ip: Cow<'a, [u8]>,
    /// Seconds since 1970 (UTC), when the log gives the time.
    pub time: Option<i64>,
    /// Path and query, as requested.
    pub target: Cow<'a, [u8]>,
    /// The User-Agent header (empty: none).
    pub agent: Cow<'a, [u8]>,
    /// The HTTP status the server (or the edge in front of it) answered,
    /// when the log gives one.
    pub status: Option<u16>,
    /// What the log kept for a Web Bot Auth check: only when the line
    /// carries a `Signature-Agent`, `Signature-Input` or `Signature` header
    /// (JSON lines); `None` costs nothing.
    pub signed: Option<Box<Signed>>,
}

/// One line of a log, as a [`Splitter`] gives it.
pub enum Line<'a> {
    /// The line (without its newline or a final carriage return).
    Read(&'a [u8]),
    /// The line was longer than [`MAX_LINE`]: skipped.
    TooLong,
}

/// Splits chunks of bytes into lines of at most [`MAX_LINE`] bytes: a line
/// within one chunk is handed over where it lies; only a line across
/// chunks is copied, into a buffer that never grows past [`MAX_LINE`].
#[derive(Default)]
pub struct Splitter {
    buf: Vec<u8>,
    too_long: bool,
    /// Whether a line has started and not ended.
    open: bool,
}

impl Splitter {
    /// Hands `each` every line that `chunk` completes.
    pub fn push(&mut self, mut chunk: &[u8], mut each: impl FnMut(Line<'_>)) {
        while !chunk.is_empty() {
            let (take, done) = match memchr(b'\n', chunk) {
                Some(i) => (i, true),
                None => (chunk.len(), false),
            };
            if done && !self.open {
                // The whole line is in this chunk.
                let line = &chunk[..take];
                if line.len() > MAX_LINE {
                    each(Line::TooLong);
                } else {
                    each(Line::Read(strip_cr(line)));
                }
            } else {
                self.open = true;
                if !self.too_long {
                    if self.buf.len() + take > MAX_LINE {
                        self.too_long = true;
                        self.buf.clear();
                    } else {
                        self.buf.extend_from_slice(&chunk[..take]);
                    }
                }
                if done {
                    self.emit(&mut each);
                }
            }
            chunk = if done { &chunk[take + 1..] } else { &[] };
        }
    }

    /// Hands `each` the last line, when the bytes did not end with a newline.
    pub fn finish(&mut self, mut each: impl FnMut(Line<'_>)) {
        if self.open {
            self.emit(&mut each);
        }
    }

    fn emit(&mut self, each: &mut impl FnMut(Line<'_>)) {
        if self.too_long {
            each(Line::TooLong);
        } else {
            each(Line::Read(strip_cr(&self.buf)));
        }
        self.buf.clear();
        self.too_long = false;
        self.open = false;
    }
}

fn strip_cr(line: &[u8]) -> &[u8] {
    line.strip_suffix(b"\r").unwrap_or(line)
}

fn memchr(b: u8, s: &[u8]) -> Option<usize> {
    memchr::memchr(b, s)
}

fn trim(s: &[u8]) -> &[u8] {
    let start = s
        .iter()
        .position(|c| !c.is_ascii_whitespace())
        .unwrap_or(s.len());
    let end = s
        .iter()
        .rposition(|c| !c.is_ascii_whitespace())
        .map_or(start, |i| i + 1);
    &s[start..end]
}

/// What one line of a log is.
pub enum Parsed<'a> {
    Request(Request<'a>),
    /// A blank line or a directive (`#Fields:` …): not a log line.
    Nothing,
    Unreadable,
}

/// A parser of one log: its format and, for W3C, the columns.
pub struct Parser {
    pub format: Format,
    w3c: Option<W3cFields>,
    /// The last time text parsed and its value (log times repeat).
    last_time: (Vec<u8>, Option<i64>),
}

#[derive(Default)]
struct W3cFields {
    date: Option<usize>,
    time: Option<usize>,
    ip: Option<usize>,
    stem: Option<usize>,
    query: Option<usize>,
    uri: Option<usize>,
    agent: Option<usize>,
    host: Option<usize>,
    status: Option<usize>,
}

impl Parser {
    pub fn new(format: Format) -> Self {
        Parser {
            format,
            w3c: None,
            last_time: (Vec::new(), None),
        }
    }

    pub fn parse<'a>(&mut self, line: &'a [u8]) -> Parsed<'a> {
        if trim(line).is_empty() {
            return Parsed::Nothing;
        }
        match self.format {
            Format::Combined | Format::Common => match self.clf(line) {
                Some(r) => Parsed::Request(r),
                None => Parsed::Unreadable,
            },
            Format::W3c => self.w3c_line(line),
            Format::Json => match self.json(line) {
                Some(r) => Parsed::Request(r),
                None => Parsed::Unreadable,
            },
        }
    }

    fn clf_time(&mut self, text: &[u8]) -> Option<i64> {
        if self.last_time.0 != text {
            let parsed = std::str::from_utf8(text)
                .ok()
                .and_then(|s| DateTime::parse_from_str(s, "%d/%b/%Y:%H:%M:%S %z").ok())
                .map(|t| t.timestamp());
            self.last_time = (text.to_vec(), parsed);
        }
        self.last_time.1
    }

    /// `[vhost[:port] ]ip ident user [time] "request" status bytes ["referer" "agent" …]`
    /// (the address may be an IPv6 literal in brackets, `[2001:db8::1]`).
    fn clf<'a>(&mut self, line: &'a [u8]) -> Option<Request<'a>> {
        let open = time_bracket(line)?;
        let mut head = line[..open].split(|&c| c == b' ').filter(|f| !f.is_empty());
        let fields: [Option<&[u8]>; 5] = [
            head.next(),
            head.next(),
            head.next(),
            head.next(),
            head.next(),
        ];
        let (host, ip) = match fields {
            [Some(ip), Some(_), Some(_), None, None] => (None, ip),
            [Some(v), Some(ip), Some(_), Some(_), None] => (Some(strip_port(v)), ip),
            _ => return None,
        };
        let close = open + memchr(b']', &line[open..])?;
        let time = self.clf_time(&line[open + 1..close])?;
        let rest = &line[close + 1..];
        let rest = rest.strip_prefix(b" ")?.strip_prefix(b"\"")?;
        let (request, rest) = quoted(rest)?;
        // status and bytes
        let rest = trim_start(rest);
        let sp = memchr(b' ', rest).unwrap_or(rest.len());
        let status = &rest[..sp];
        if status.is_empty() || !status.iter().all(u8::is_ascii_digit) {
            return None;
        }
        let status = status_of(status);
        let rest = trim_start(&rest[sp..]);
        let sp = memchr(b' ', rest).unwrap_or(rest.len());
        let rest = trim_start(&rest[sp..]);
        let agent: &[u8] = if let Some(r) = rest.strip_prefix(b"\"") {
            let (_referer, r) = quoted(r)?;
            match trim_start(r).strip_prefix(b"\"") {
                Some(r) => quoted(r)?.0,
                None => b"",
            }
        } else {
            b""
        };
        let (target, url_host) = target_of(request)?;
        let host = host.or(url_host).map(Cow::Borrowed);
        Some(Request {
            host,
            ip: Cow::Borrowed(ip),
            time: Some(time),
            target: Cow::Borrowed(target),
            agent: Cow::Borrowed(if agent == b"-" { b"" } else { agent }),
            status,
            signed: None,
        })
    }

    fn w3c_line<'a>(&mut self, line: &'a [u8]) -> Parsed<'a> {
        if let Some(directive) = line.strip_prefix(b"#") {
            if let Some(fields) = directive.strip_prefix(b"Fields:") {
                let mut f = W3cFields::default();
                for (i, name) in fields
                    .split(|c| c.is_ascii_whitespace())
                    .filter(|n| !n.is_empty())
                    .enumerate()
                {
                    let slot = match name.to_ascii_lowercase().as_slice() {
                        b"date" => &mut f.date,
                        b"time" => &mut f.time,
                        b"c-ip" => &mut f.ip,
                        b"cs-uri-stem" => &mut f.stem,
                        b"cs-uri-query" => &mut f.query,
                        b"cs-uri" => &mut f.uri,
                        b"cs(user-agent)" => &mut f.agent,
                        b"sc-status" => &mut f.status,
                        b"x-host-header" => &mut f.host,
                        b"cs-host" | b"cs(host)" => {
                            if f.host.is_none() {
                                f.host = Some(i);
                            }
                            continue;
                        }
                        _ => continue,
                    };
                    *slot = Some(i);
                }
                self.w3c = Some(f);
            }
            return Parsed::Nothing;
        }
        match self.w3c_request(line) {
            Some(r) => Parsed::Request(r),
            None => Parsed::Unreadable,
        }
    }

    fn w3c_request<'a>(&mut self, line: &'a [u8]) -> Option<Request<'a>> {
        let f = self.w3c.as_ref()?;
        let sep = if memchr(b'\t', line).is_some() {
            b'\t'
        } else {
            b' '
        };
        // At most 64 columns are looked at.
        let mut cols: [&[u8]; 64] = [b""; 64];
        let mut n = 0;
        for c in line.split(|&b| b == sep) {
            if n == cols.len() {
                break;
            }
            cols[n] = c;
            n += 1;
        }
        let get = |i: Option<usize>| i.filter(|&i| i < n).map(|i| cols[i]);
        let dash = |v: &'a [u8]| if v == b"-" { None } else { Some(v) };
        let ip = get(f.ip)?;
        let (stem, query) = match (get(f.stem), get(f.uri)) {
            (Some(s), _) => (s, get(f.query).and_then(dash)),
            (None, Some(u)) => (u, None),
            _ => return None,
        };
        if !stem.starts_with(b"/") {
            return None;
        }
        let target: Cow<[u8]> = match query {
            Some(q) => {
                let mut t = stem.to_vec();
                t.push(b'?');
                t.extend_from_slice(q);
                Cow::Owned(t)
            }
            None => Cow::Borrowed(stem),
        };
        let time = match (get(f.date), get(f.time)) {
            (Some(d), Some(t)) => {
                let mut text = d.to_vec();
                text.push(b' ');
                text.extend_from_slice(t);
                if self.last_time.0 != text {
                    let parsed = std::str::from_utf8(&text).ok().and_then(|s| {
                        NaiveDateTime::parse_from_str(s, "%Y-%m-%d %H:%M:%S%.f")
                            .ok()
                            .map(|t| t.and_utc().timestamp())
                    });
                    self.last_time = (text, parsed);
                }
                Some(self.last_time.1?)
            }
            _ => None,
        };
        let agent = get(f.agent)
            .and_then(dash)
            .map_or(Cow::Borrowed(&b""[..]), decode_w3c);
        Some(Request {
            host: get(f.host)
                .and_then(dash)
                .map(|h| Cow::Borrowed(strip_port(h))),
            ip: Cow::Borrowed(ip),
            time,
            target,
            agent,
            status: get(f.status).and_then(status_of),
            signed: None,
        })
    }

    fn json<'a>(&mut self, line: &'a [u8]) -> Option<Request<'a>> {
        let v: Value = serde_json::from_slice(line).ok()?;
        let obj = v.as_object()?;
        let req = obj.get("request").and_then(Value::as_object);
        let field = |names: &[&str]| -> Option<&Value> {
            names
                .iter()
                .find_map(|n| obj.get(*n))
                .filter(|v| !v.is_null())
        };
        let text = |v: Option<&Value>| v.and_then(Value::as_str).map(str::to_owned);
        let ip = text(field(&[
            "ip",
            "ClientIP",
            "client_ip",
            "remote_addr",
            "remote_ip",
        ]))
        .or_else(|| {
            let r = req?;
            text(r.get("client_ip").or(r.get("remote_ip")))
        })?;
        let host = text(field(&["host", "ClientRequestHost"])).or_else(|| text(req?.get("host")));
        let target =
            text(field(&["path", "ClientRequestURI", "uri"])).or_else(|| text(req?.get("uri")))?;
        let agent = text(field(&[
            "user_agent",
            "ClientRequestUserAgent",
            "http_user_agent",
        ]))
        .or_else(|| {
            let h = req?.get("headers")?.as_object()?;
            let ua = h
                .iter()
                .find(|(k, _)| k.eq_ignore_ascii_case("user-agent"))?
                .1;
            match ua {
                Value::Array(a) => a.first().and_then(Value::as_str).map(str::to_owned),
                Value::String(s) => Some(s.clone()),
                _ => None,
            }
        })
        .unwrap_or_default();
        let time = match field(&["time", "EdgeStartTimestamp", "ts", "timestamp"]) {
            None => None,
            Some(t) => Some(json_time(t)?),
        };
        let status = field(&["status", "EdgeResponseStatus"]).and_then(|v| match v {
            Value::Number(n) => n
                .as_u64()
                .filter(|n| (100..1000).contains(n))
                .map(|n| n as u16),
            Value::String(s) => status_of(s.as_bytes()),
            _ => None,
        });
        let (target, url_host) = match target_of_url(target.as_bytes()) {
            Some((t, h)) => (t.to_vec(), h.map(<[u8]>::to_vec)),
            None => return None,
        };
        let signed = signed_of(obj, req, host.as_deref(), &target);
        Some(Request {
            host: host
                .map(|h| strip_port(h.as_bytes()).to_vec())
                .or(url_host)
                .map(Cow::Owned),
            ip: Cow::Owned(ip.into_bytes()),
            time,
            target: Cow::Owned(target),
            agent: Cow::Owned(agent.into_bytes()),
            status,
            signed,
        })
    }
}

/// The request header objects a JSON line may hold: a plain `headers`
/// object, Caddy's `request.headers` (each value an array of strings) and
/// Cloudflare Logpush's custom fields (`RequestHeaders`, names in lower
/// case).
fn header_objects<'v>(
    obj: &'v Map<String, Value>,
    req: Option<&'v Map<String, Value>>,
) -> impl Iterator<Item = &'v Map<String, Value>> {
    [
        obj.get("headers"),
        obj.get("RequestHeaders"),
        obj.get("request_headers"),
        req.and_then(|r| r.get("headers")),
    ]
    .into_iter()
    .flatten()
    .filter_map(Value::as_object)
}

/// The names of the fields a signature is judged by.
const SIGNATURE_FIELDS: [&str; 3] = ["signature-agent", "signature-input", "signature"];

/// What a JSON line kept of a request for its signature: `None` (and
/// nothing allocated) unless one of its header objects has a
/// `Signature-Agent`, `Signature-Input` or `Signature` field. The headers
/// kept are bounded (`signature::MAX_HEADERS` of at most
/// `signature::MAX_HEADER_BYTES` each).
fn signed_of(
    obj: &Map<String, Value>,
    req: Option<&Map<String, Value>>,
    host: Option<&str>,
    target: &[u8],
) -> Option<Box<Signed>> {
    let claims = header_objects(obj, req).any(|h| {
        h.keys()
            .any(|k| SIGNATURE_FIELDS.iter().any(|f| k.eq_ignore_ascii_case(f)))
    });
    if !claims {
        return None;
    }
    fn text(v: Option<&Value>) -> Option<&str> {
        v.and_then(Value::as_str).filter(|s| !s.is_empty())
    }
    let mut signed = Signed::default();
    for headers in header_objects(obj, req) {
        for (name, value) in headers {
            match value {
                Value::String(s) => signed.push_header(name, s),
                Value::Array(values) => {
                    for s in values.iter().filter_map(Value::as_str) {
                        signed.push_header(name, s);
                    }
                }
                _ => {}
            }
        }
    }
    let method = text(obj.get("method"))
        .or_else(|| text(obj.get("ClientRequestMethod")))
        .or_else(|| text(req?.get("method")));
    signed.method = method.unwrap_or("").chars().take(32).collect();
    let scheme = text(obj.get("scheme"))
        .or_else(|| text(obj.get("ClientRequestScheme")))
        .map(str::to_ascii_lowercase)
        .or_else(|| {
            // Caddy logs a `tls` object for requests over TLS.
            let r = req?;
            Some(if r.get("tls").is_some_and(|t| !t.is_null()) {
                "https".to_owned()
            } else {
                "http".to_owned()
            })
        })
        .unwrap_or_default();
    let host = host
        .map(str::to_owned)
        .or_else(|| signed.header("host").next().map(str::to_owned))
        .unwrap_or_default();
    // The scheme's default port is not part of `@authority`.
    let default_port = if scheme == "http" { ":80" } else { ":443" };
    let authority = host.strip_suffix(default_port).unwrap_or(&host);
    signed.authority = authority.chars().take(1024).collect();
    signed.scheme = scheme;
    signed.target = String::from_utf8_lossy(target).into_owned();
    Some(Box::new(signed))
}

/// A JSON time: RFC 3339 text, or a number of seconds (or milli-, micro-
/// or nanoseconds, told apart by size) since 1970.
fn json_time(v: &Value) -> Option<i64> {
    match v {
        Value::String(s) => parse_instant(s),
        Value::Number(n) => {
            let f = n.as_f64()?;
            let secs = if f > 1e17 {
                f / 1e9
            } else if f > 1e14 {
                f / 1e6
            } else if f > 1e11 {
                f / 1e3
            } else {
                f
            };
            secs.is_finite().then_some(secs.floor() as i64)
        }
        _ => None,
    }
}

/// An instant as RFC 3339 (`2026-11-01T00:00:00Z`), or a date and time
/// without a zone (read as UTC), or a date.
pub fn parse_instant(s: &str) -> Option<i64> {
    if let Ok(t) = DateTime::parse_from_rfc3339(s) {
        return Some(t.timestamp());
    }
    for f in ["%Y-%m-%dT%H:%M:%S%.f", "%Y-%m-%d %H:%M:%S%.f"] {
        if let Ok(t) = NaiveDateTime::parse_from_str(s, f) {
            return Some(t.and_utc().timestamp());
        }
    }
    NaiveDate::parse_from_str(s, "%Y-%m-%d")
        .ok()
        .and_then(|d| d.and_hms_opt(0, 0, 0))
        .map(|t| t.and_utc().timestamp())
}

/// An HTTP status: three digits (anything else is no status).
fn status_of(s: &[u8]) -> Option<u16> {
    match s {
        [a, b, c] if s.iter().all(u8::is_ascii_digit) => {
            Some(u16::from(a - b'0') * 100 + u16::from(b - b'0') * 10 + u16::from(c - b'0'))
        }
        _ => None,
    }
}

/// Where a Common/Combined line's `[time]` opens: the first `[` that
/// begins a field after at least three others (address, identity, user),
/// so that an address written `[2001:db8::1]` is not taken for it.
fn time_bracket(line: &[u8]) -> Option<usize> {
    let mut fields = 0;
    let mut at = 0;
    while at < line.len() {
        while line.get(at) == Some(&b' ') {
            at += 1;
        }
        if at >= line.len() {
            return None;
        }
        if line[at] == b'[' && fields >= 3 {
            return Some(at);
        }
        fields += 1;
        if fields > 4 {
            return None;
        }
        at += memchr(b' ', &line[at..]).unwrap_or(line.len() - at);
    }
    None
}

/// A client address as logged: without the brackets of `[2001:db8::1]`
/// (or `[2001:db8::1]:443`), trimmed.
pub fn bare_address(ip: &[u8]) -> &[u8] {
    let ip = trim(ip);
    match ip.strip_prefix(b"[") {
        Some(rest) => match memchr(b']', rest) {
            Some(end) => &rest[..end],
            None => ip,
        },
        None => ip,
    }
}

fn trim_start(s: &[u8]) -> &[u8] {
    let i = s.iter().position(|&c| c != b' ').unwrap_or(s.len());
    &s[i..]
}

/// `host:port` → `host` (an IPv6 literal in brackets keeps its brackets).
fn strip_port(h: &[u8]) -> &[u8] {
    if h.starts_with(b"[") {
        return match memchr(b']', h) {
            Some(i) => &h[..=i],
            None => h,
        };
    }
    match h.iter().rposition(|&c| c == b':') {
        Some(i)
            if h[i + 1..].iter().all(u8::is_ascii_digit) && h[..i].iter().all(|&c| c != b':') =>
        {
            &h[..i]
        }
        _ => h,
    }
}

/// The text of a quoted field (after its opening quote) and what follows
/// the closing quote; `\"` and `\\` are escapes inside.
fn quoted(s: &[u8]) -> Option<(&[u8], &[u8])> {
    let mut i = 0;
    while let Some(j) = memchr::memchr2(b'"', b'\\', s.get(i..)?) {
        let at = i + j;
        if s[at] == b'"' {
            return Some((&s[..at], &s[at + 1..]));
        }
        i = at + 2;
    }
    None
}

/// The target of `METHOD TARGET PROTOCOL` (the protocol may be missing),
/// and the host when the target is an absolute URL.
fn target_of(request: &[u8]) -> Option<(&[u8], Option<&[u8]>)> {
    let sp = memchr(b' ', request)?;
    let method = &request[..sp];
    if method.is_empty() || !method.iter().all(u8::is_ascii_alphabetic) {
        return None;
    }
    let rest = &request[sp + 1..];
    let target = match rest.iter().rposition(|&c| c == b' ') {
        Some(i) if rest[i + 1..].starts_with(b"HTTP/") => &rest[..i],
        _ => rest,
    };
    target_of_url(target)
}

/// A request target: a path (kept), or an absolute URL (its path and host).
fn target_of_url(target: &[u8]) -> Option<(&[u8], Option<&[u8]>)> {
    if target.starts_with(b"/") {
        return Some((target, None));
    }
    let lower = target.get(..8).map(<[u8]>::to_ascii_lowercase)?;
    let after = if lower.starts_with(b"http://") {
        7
    } else if lower.starts_with(b"https://") {
        8
    } else {
        return None;
    };
    let rest = &target[after..];
    let end = rest
        .iter()
        .position(|&c| c == b'/' || c == b'?' || c == b'#')
        .unwrap_or(rest.len());
    let host = strip_port(&rest[..end]);
    let path: &[u8] = if end == rest.len() || rest[end] != b'/' {
        b"/"
    } else {
        &rest[end..]
    };
    Some((path, Some(host)))
}

/// A W3C user agent: `+` for spaces (IIS) and percent-escapes (CloudFront,
/// sometimes twice).
fn decode_w3c(v: &[u8]) -> Cow<'_, [u8]> {
    if !v.iter().any(|&c| c == b'+' || c == b'%') {
        return Cow::Borrowed(v);
    }
    let mut out = percent_decode(v, true);
    if out.windows(3).any(|w| w == b"%20") {
        out = percent_decode(&out, false);
    }
    Cow::Owned(out)
}

fn percent_decode(v: &[u8], plus: bool) -> Vec<u8> {
    let hex = |c: u8| (c as char).to_digit(16).map(|d| d as u8);
    let mut out = Vec::with_capacity(v.len());
    let mut i = 0;
    while i < v.len() {
        match v[i] {
            b'+' if plus => out.push(b' '),
            b'%' if i + 2 < v.len() => match (hex(v[i + 1]), hex(v[i + 2])) {
                (Some(a), Some(b)) => {
                    out.push(a * 16 + b);
                    i += 3;
                    continue;
                }
                _ => out.push(b'%'),
            },
            c => out.push(c),
        }
        i += 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn one(format: Format, lines: &[&str]) -> Vec<Option<Request<'static>>> {
        let mut p = Parser::new(format);
        let mut out = Vec::new();
        for l in lines {
            let l: &'static [u8] = Box::leak(l.as_bytes().to_vec().into_boxed_slice());
            match p.parse(l) {
                Parsed::Request(r) => out.push(Some(r)),
                Parsed::Unreadable => out.push(None),
                Parsed::Nothing => {}
            }
        }
        out
    }

    #[test]
    fn combined_with_vhost_and_extras() {
        let r = one(
            Format::Combined,
            &[
                r#"example.com:443 192.0.2.1 - - [01/Nov/2026:10:00:00 +0100] "GET /a?b=1 HTTP/1.1" 200 5 "-" "Mozilla/5.0 (compatible; Googlebot/2.1)" 0.002 "x""#,
                r#"2001:db8::1 - frank [01/Nov/2026:10:00:00 +0000] "GET http://Example.org:8080/x HTTP/1.0" 404 -"#,
                r#"192.0.2.1 - - [bad] "GET / HTTP/1.1" 200 5"#,
                r#"198.51.100.7 - - [01/Nov/2026:09:00:00 +0000] "GET /q\"x HTTP/1.1" 200 5 "-" "a \"b\" c""#,
            ],
        );
        let a = r[0].as_ref().unwrap();
        assert_eq!(a.host.as_deref(), Some(&b"example.com"[..]));
        assert_eq!(&*a.ip, b"192.0.2.1");
        assert_eq!(&*a.target, b"/a?b=1");
        assert_eq!(a.time, Some(1_793_523_600));
        assert_eq!(&*a.agent, b"Mozilla/5.0 (compatible; Googlebot/2.1)");
        let b = r[1].as_ref().unwrap();
        assert_eq!((&*b.ip, &*b.target), (&b"2001:db8::1"[..], &b"/x"[..]));
        assert_eq!(b.host.as_deref(), Some(&b"Example.org"[..]));
        assert!(b.agent.is_empty());
        assert!(r[2].is_none());
        assert_eq!(&*r[3].as_ref().unwrap().agent, br#"a \"b\" c"#);
    }

    #[test]
    fn w3c_iis_and_cloudfront() {
        let r = one(
            Format::W3c,
            &[
                "192.0.2.1 - not before the header",
                "#Software: Microsoft Internet Information Services 10.0",
                "#Fields: date time s-ip cs-method cs-uri-stem cs-uri-query s-port cs-username c-ip cs(User-Agent) sc-status",
                "2026-11-01 10:00:00 10.0.0.1 GET /a x=1 80 - 192.0.2.9 Mozilla/5.0+(compatible;+bingbot/2.0) 200",
                "#Fields: date\ttime\tc-ip\tcs-uri-stem\tcs-uri-query\tcs(User-Agent)\tx-host-header",
                "2026-11-01\t10:00:01\t2001:db8::2\t/b\t-\tMozilla/5.0%2520(compatible;%2520GPTBot/1.2)\texample.com",
            ],
        );
        assert!(r[0].is_none());
        let a = r[1].as_ref().unwrap();
        assert_eq!(
            (&*a.target, &*a.agent),
            (
                &b"/a?x=1"[..],
                &b"Mozilla/5.0 (compatible; bingbot/2.0)"[..]
            )
        );
        assert_eq!(a.time, Some(1_793_527_200));
        let b = r[2].as_ref().unwrap();
        assert_eq!(&*b.agent, b"Mozilla/5.0 (compatible; GPTBot/1.2)");
        assert_eq!(b.host.as_deref(), Some(&b"example.com"[..]));
    }

    #[test]
    fn json_plain_cloudflare_and_caddy() {
        let r = one(
            Format::Json,
            &[
                r#"{"ip":"192.0.2.1","host":"example.com","path":"/a","user_agent":"GPTBot/1.0","time":"2026-11-01T10:00:00Z","status":200}"#,
                r#"{"ClientIP":"198.51.100.1","ClientRequestHost":"example.com","ClientRequestURI":"/b?c","ClientRequestUserAgent":"ClaudeBot/1.0","EdgeStartTimestamp":1793527200000000000}"#,
                r#"{"ts":1793527200.25,"request":{"remote_ip":"203.0.113.5","host":"example.com:443","uri":"/c","headers":{"User-Agent":["CCBot/2.0"]}},"status":200}"#,
                r#"{"ip":"192.0.2.1"}"#,
                "not json",
            ],
        );
        assert_eq!(&*r[0].as_ref().unwrap().agent, b"GPTBot/1.0");
        let b = r[1].as_ref().unwrap();
        assert_eq!((b.time, &*b.target), (Some(1_793_527_200), &b"/b?c"[..]));
        let c = r[2].as_ref().unwrap();
        assert_eq!(c.host.as_deref(), Some(&b"example.com"[..]));
        assert_eq!(
            (&*c.ip, &*c.agent),
            (&b"203.0.113.5"[..], &b"CCBot/2.0"[..])
        );
        assert!(r[3].is_none() && r[4].is_none());
    }

    fn split(text: &[u8], size: usize) -> Vec<Option<Vec<u8>>> {
        let mut out = Vec::new();
        let mut s = Splitter::default();
        let mut each = |l: Line<'_>| {
            out.push(match l {
                Line::Read(b) => Some(b.to_vec()),
                Line::TooLong => None,
            })
        };
        for chunk in text.chunks(size) {
            s.push(chunk, &mut each);
        }
        s.finish(&mut each);
        out
    }

    #[test]
    fn long_lines_are_skipped_whole_in_chunks_of_any_size() {
        let mut text = vec![b'a'; MAX_LINE + 10];
        text.extend_from_slice(b"\nshort\r\n\nlast");
        for size in [1, 7, MAX_LINE, text.len()] {
            assert_eq!(
                split(&text, size),
                vec![
                    None,
                    Some(b"short".to_vec()),
                    Some(vec![]),
                    Some(b"last".to_vec())
                ],
                "chunks of {size}"
            );
        }
        assert_eq!(
            split(b"a\nb\n", 3),
            vec![Some(b"a".to_vec()), Some(b"b".to_vec())]
        );
    }
}
