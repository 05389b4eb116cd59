//! From a URL to the path a rule is matched against.
//!
//! * [`path_params_query`] is Google's `GetPathParamsQuery`: it keeps path,
//!   params and query exactly as given (raw mode).
//! * [`normalise_typed`] turns what a person types into what a browser (and
//!   so a crawler) would request, following the WHATWG URL standard's
//!   serialisation, before the same extraction (tester mode).

/// Google's `GetPathParamsQuery`: path + params + query of `url`, always
/// starting with `/`, with scheme, authority and fragment removed and nothing
/// else changed (no percent-encoding or decoding, no dot-segment removal).
///
/// ```
/// use robots::url::path_params_query;
/// assert_eq!(path_params_query("http://example.com/a/b?c=d#frag"), "/a/b?c=d");
/// assert_eq!(path_params_query("example.com?a"), "/?a");
/// assert_eq!(path_params_query("a/b"), "/b"); // the first segment is the host
/// assert_eq!(path_params_query(""), "/");
/// ```
pub fn path_params_query(url: &str) -> String {
    String::from_utf8_lossy(&path_params_query_bytes(url.as_bytes())).into_owned()
}

/// [`path_params_query`] over bytes, borrowing when no `/` must be added.
pub fn path_params_query_bytes(url: &[u8]) -> std::borrow::Cow<'_, [u8]> {
    use std::borrow::Cow;
    let search_start = if url.starts_with(b"//") { 2 } else { 0 };
    let find_any =
        |from: usize| memchr::memchr3(b'/', b'?', b';', url.get(from..)?).map(|i| i + from);
    let early_path = find_any(search_start);
    let protocol_end = find_scheme_end(url, search_start);
    let authority_start = match (protocol_end, early_path) {
        (Some(p), Some(e)) if e < p => search_start,
        (Some(p), _) => p + 3,
        (None, _) => search_start,
    };
    let Some(path_start) = find_any(authority_start) else {
        return Cow::Borrowed(b"/");
    };
    let hash = memchr::memchr(b'#', &url[search_start..]).map(|i| i + search_start);
    if matches!(hash, Some(h) if h < path_start) {
        return Cow::Borrowed(b"/");
    }
    let path = &url[path_start..hash.unwrap_or(url.len())];
    if path[0] == b'/' {
        Cow::Borrowed(path)
    } else {
        let mut owned = Vec::with_capacity(path.len() + 1);
        owned.push(b'/');
        owned.extend_from_slice(path);
        Cow::Owned(owned)
    }
}

/// The position of the first `://` at or after `from`.
fn find_scheme_end(url: &[u8], from: usize) -> Option<usize> {
    let mut at = from;
    while let Some(i) = memchr::memchr(b':', url.get(at..)?) {
        let colon = at + i;
        if url[colon + 1..].starts_with(b"//") {
            return Some(colon);
        }
        at = colon + 1;
    }
    None
}

/// Scheme, host and port of a URL: what a robots.txt's scope is made of.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Origin {
    /// Lower-cased scheme (`http`, `https`, `ftp`).
    pub scheme: String,
    /// Lower-cased host (an IDN host is shown as typed, lower-cased).
    pub host: String,
    /// The port, `None` when it is the scheme's default.
    pub port: Option<u16>,
}

impl std::fmt::Display for Origin {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}://{}", self.scheme, self.host)?;
        if let Some(port) = self.port {
            write!(f, ":{port}")?;
        }
        Ok(())
    }
}

/// A URL as a person typed it, normalised as a browser would request it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TypedUrl {
    /// Path and query, percent-encoded, dot segments resolved: what is tested.
    pub path: String,
    /// The origin, when the input had one (a bare `/path` has none).
    pub origin: Option<Origin>,
}

/// Why typed input is not a URL that can be tested.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum UrlError {
    Empty,
    UnsupportedScheme(String),
    BadPort(String),
    MissingHost,
    /// The host holds a code point the WHATWG URL standard forbids in a
    /// domain (after percent-decoding): space, `|`, `^`, `%`, a control…
    BadHost(String),
    /// The host is longer than DNS allows: [`MAX_HOST_BYTES`] in all, or a
    /// label longer than [`MAX_LABEL_BYTES`], counted in its ASCII (`xn--`)
    /// form. Holds the host's first characters (see [`host_preview`]).
    HostTooLong(String),
}

/// The longest host name DNS allows, in bytes of its ASCII form, a trailing
/// dot aside (RFC 1035 §2.3.4).
pub const MAX_HOST_BYTES: usize = 253;
/// The longest label (the part between two dots) DNS allows, in bytes.
pub const MAX_LABEL_BYTES: usize = 63;

/// At most the first 40 characters of a host, with `…` when cut: how a host
/// too long to be one is named in [`UrlError::HostTooLong`].
pub fn host_preview(host: &str) -> String {
    const SHOWN: usize = 40;
    match host.char_indices().nth(SHOWN) {
        Some((end, _)) => format!("{}…", &host[..end]),
        None => host.to_string(),
    }
}

fn default_port(scheme: &str) -> Option<u16> {
    match scheme {
        "http" => Some(80),
        "https" => Some(443),
        "ftp" => Some(21),
        _ => None,
    }
}

/// Normalises a URL or path typed by a person the way a browser would request
/// it (WHATWG URL serialisation): tabs and newlines removed, `\` read as `/`,
/// `.`/`..` segments resolved, the path and query percent-encoded with their
/// encode sets (non-ASCII as UTF-8, space as `%20`), existing `%xx` escapes
/// kept as they are, and the fragment dropped. A scheme-less `example.com/a`
/// is read as `http://example.com/a`; a bare `/a/b?c` is a path.
///
/// ```
/// use robots::url::normalise_typed;
/// let u = normalise_typed("https://Example.com:443/a b/./c/../ü?q=ä b#frag").unwrap();
/// assert_eq!(u.path, "/a%20b/%C3%BC?q=%C3%A4%20b");
/// assert_eq!(u.origin.unwrap().to_string(), "https://example.com");
/// assert_eq!(normalise_typed("/x/%7euser").unwrap().path, "/x/%7euser");
/// ```
pub fn normalise_typed(input: &str) -> Result<TypedUrl, UrlError> {
    // Copied only when there is a tab or line break to drop (the audit
    // normalises every distinct request target of a log).
    let trimmed = input.trim_matches(|c: char| c <= ' ');
    let cleaned: std::borrow::Cow<'_, str> = if trimmed.contains(['\t', '\n', '\r']) {
        trimmed
            .chars()
            .filter(|&c| c != '\t' && c != '\n' && c != '\r')
            .collect::<String>()
            .into()
    } else {
        trimmed.into()
    };
    if cleaned.is_empty() {
        return Err(UrlError::Empty);
    }
    let (origin, rest) = if cleaned.starts_with('/') && !cleaned.starts_with("//") {
        (None, &cleaned[..])
    } else {
        let (scheme, after) = match split_scheme(&cleaned) {
            Some((scheme, after)) => (scheme, after),
            None => ("http".to_string(), &cleaned[..]),
        };
        if default_port(&scheme).is_none() {
            return Err(UrlError::UnsupportedScheme(scheme));
        }
        let after = after.trim_start_matches(['/', '\\']);
        let end = after.find(['/', '\\', '?', '#']).unwrap_or(after.len());
        let authority = &after[..end];
        let host_port = authority.rsplit_once('@').map_or(authority, |(_, hp)| hp);
        let (host, port) = split_port(host_port)?;
        if host.is_empty() {
            return Err(UrlError::MissingHost);
        }
        let port = port.filter(|p| Some(*p) != default_port(&scheme));
        let host = host_to_ascii(&valid_host(host)?)?;
        (Some(Origin { scheme, host, port }), &after[end..])
    };
    let rest = rest.split('#').next().unwrap_or("");
    let (path, query) = match rest.find('?') {
        Some(q) => (&rest[..q], Some(&rest[q + 1..])),
        None => (rest, None),
    };
    let mut out = if path.contains('\\') {
        normalise_path(&path.replace('\\', "/"))
    } else {
        normalise_path(path)
    };
    if let Some(query) = query {
        out.push('?');
        encode_into(&mut out, query, |b| {
            !(0x21..=0x7e).contains(&b) || matches!(b, b'"' | b'#' | b'<' | b'>' | b'\'')
        });
    }
    Ok(TypedUrl { path: out, origin })
}

/// Lower-cases a host and turns each non-ASCII label into its punycode
/// (`xn--`) form, so that `münchen.de` and `xn--mnchen-3ya.de` compare equal.
///
/// A host longer than DNS allows ([`MAX_HOST_BYTES`], [`MAX_LABEL_BYTES`] per
/// label, in the ASCII form) is refused, and refused before any punycode is
/// computed when its length in code points alone exceeds the limits (each
/// code point takes at least one byte of the ASCII form): the work done is
/// bounded whatever the input's length.
///
/// ```
/// use robots::url::{host_to_ascii, UrlError};
/// assert_eq!(host_to_ascii("München.de").unwrap(), "xn--mnchen-3ya.de");
/// let long = "ü".repeat(64);
/// assert!(matches!(host_to_ascii(&long), Err(UrlError::HostTooLong(_))));
/// ```
pub fn host_to_ascii(host: &str) -> Result<String, UrlError> {
    let too_long = || UrlError::HostTooLong(host_preview(host));
    let name = host.strip_suffix('.').unwrap_or(host);
    // A byte of UTF-8 is at most one code point: a quick refusal first.
    if name.len() > 4 * MAX_HOST_BYTES || name.chars().count() > MAX_HOST_BYTES {
        return Err(too_long());
    }
    let mut out = String::with_capacity(host.len());
    for (i, label) in host.split('.').enumerate() {
        if label.chars().count() > MAX_LABEL_BYTES {
            return Err(too_long());
        }
        if i > 0 {
            out.push('.');
        }
        let lower: String = label.chars().map(fold_case).collect();
        let start = out.len();
        if lower.is_ascii() {
            out.push_str(&lower);
        } else {
            out.push_str("xn--");
            punycode_into(&lower, &mut out);
        }
        if out.len() - start > MAX_LABEL_BYTES {
            return Err(too_long());
        }
    }
    if out.strip_suffix('.').unwrap_or(&out).len() > MAX_HOST_BYTES {
        return Err(too_long());
    }
    Ok(out)
}

/// Lower-cases the capitals of ASCII, Latin-1, Greek and Cyrillic, the
/// scripts of nearly all IDN hosts in use. (Full Unicode case folding and
/// IDNA's normalisation are left out: their tables would double the engine's
/// size in the page.)
fn fold_case(c: char) -> char {
    let u = c as u32;
    let lower = match u {
        0x41..=0x5A => u + 0x20,
        0xC0..=0xDE if u != 0xD7 => u + 0x20,
        0x391..=0x3A9 if u != 0x3A2 => u + 0x20,
        0x400..=0x40F => u + 0x50,
        0x410..=0x42F => u + 0x20,
        _ => u,
    };
    char::from_u32(lower).unwrap_or(c)
}

/// RFC 3492 punycode encoding of one label, appended to `out`.
///
/// The code points above ASCII are sorted once, and each distinct one costs
/// a pass over the label: at most [`MAX_LABEL_BYTES`] passes of
/// [`MAX_LABEL_BYTES`] steps, as [`host_to_ascii`] refuses longer labels.
fn punycode_into(input: &str, out: &mut String) {
    const BASE: u32 = 36;
    const T_MIN: u32 = 1;
    const T_MAX: u32 = 26;
    fn adapt(mut delta: u32, points: u32, first: bool) -> u32 {
        delta /= if first { 700 } else { 2 };
        delta += delta / points;
        let mut k = 0;
        while delta > ((BASE - T_MIN) * T_MAX) / 2 {
            delta /= BASE - T_MIN;
            k += BASE;
        }
        k + (BASE - T_MIN + 1) * delta / (delta + 38)
    }
    fn digit(d: u32) -> char {
        (if d < 26 {
            b'a' + d as u8
        } else {
            b'0' + (d - 26) as u8
        }) as char
    }
    let chars: Vec<u32> = input.chars().map(|c| c as u32).collect();
    let mut todo: Vec<u32> = chars.iter().copied().filter(|&c| c >= 128).collect();
    // The engine's small heapsort: the standard library's sort costs the
    // page several kilobytes of wasm.
    crate::heapsort(&mut todo, |a, b| a < b);
    todo.dedup();
    out.extend(input.chars().filter(char::is_ascii));
    let basic = chars.iter().filter(|&&c| c < 128).count() as u32;
    let mut handled = basic;
    if basic > 0 {
        out.push('-');
    }
    let (mut n, mut delta, mut bias) = (128u32, 0u32, 72u32);
    for m in todo {
        delta = delta.saturating_add((m - n).saturating_mul(handled + 1));
        n = m;
        for &c in &chars {
            if c < n {
                delta = delta.saturating_add(1);
            }
            if c == n {
                let mut q = delta;
                let mut k = BASE;
                loop {
                    let t = if k <= bias {
                        T_MIN
                    } else if k >= bias + T_MAX {
                        T_MAX
                    } else {
                        k - bias
                    };
                    if q < t {
                        break;
                    }
                    out.push(digit(t + (q - t) % (BASE - t)));
                    q = (q - t) / (BASE - t);
                    k += BASE;
                }
                out.push(digit(q));
                bias = adapt(delta, handled + 1, handled == basic);
                delta = 0;
                handled += 1;
            }
        }
        delta = delta.saturating_add(1);
        n += 1;
    }
}

/// WHATWG host parsing for the special schemes: an IPv6 literal keeps its
/// brackets; a domain is percent-decoded and must then be UTF-8 without a
/// forbidden domain code point (C0 controls, space, `# % / : < > ? @ [ \ ] ^ |`,
/// DEL). `//a b/x`, `//|/x`, `//%zz/x` and `//%00/x` are rejected, as a
/// browser rejects them; `//%41/x` is the host `a`.
fn valid_host(host: &str) -> Result<String, UrlError> {
    let bad = || UrlError::BadHost(host.to_string());
    if let Some(inner) = host.strip_prefix('[') {
        let inner = inner.strip_suffix(']').ok_or_else(bad)?;
        let ok = !inner.is_empty()
            && inner
                .bytes()
                .all(|b| b.is_ascii_hexdigit() || matches!(b, b':' | b'.'));
        return if ok { Ok(host.to_string()) } else { Err(bad()) };
    }
    let mut bytes = Vec::with_capacity(host.len());
    let raw = host.as_bytes();
    let mut i = 0;
    while i < raw.len() {
        let hex = |b: u8| (b as char).to_digit(16);
        match raw[i] {
            b'%' if i + 2 < raw.len() => match (hex(raw[i + 1]), hex(raw[i + 2])) {
                (Some(h), Some(l)) => {
                    bytes.push((h * 16 + l) as u8);
                    i += 3;
                    continue;
                }
                _ => bytes.push(b'%'),
            },
            b => bytes.push(b),
        }
        i += 1;
    }
    let decoded = String::from_utf8(bytes).map_err(|_| bad())?;
    let forbidden = |c: char| {
        c <= ' '
            || c == '\u{7f}'
            || matches!(
                c,
                '#' | '%' | '/' | ':' | '<' | '>' | '?' | '@' | '[' | '\\' | ']' | '^' | '|'
            )
    };
    if decoded.is_empty() || decoded.contains(forbidden) {
        return Err(bad());
    }
    Ok(decoded)
}

fn split_scheme(s: &str) -> Option<(String, &str)> {
    let colon = s.find(':')?;
    let scheme = &s[..colon];
    let valid = scheme.starts_with(|c: char| c.is_ascii_alphabetic())
        && scheme
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '.'));
    let after = &s[colon + 1..];
    // `example.com:8080/x` is a host and port, not a scheme.
    let looks_like_port = after.starts_with(|c: char| c.is_ascii_digit());
    if !valid || looks_like_port {
        return None;
    }
    Some((scheme.to_ascii_lowercase(), after))
}

fn split_port(host_port: &str) -> Result<(&str, Option<u16>), UrlError> {
    let port_sep = if host_port.starts_with('[') {
        host_port
            .find(']')
            .and_then(|i| host_port[i..].find(':').map(|j| i + j))
    } else {
        host_port.rfind(':')
    };
    match port_sep {
        None => Ok((host_port, None)),
        Some(i) => {
            let port = &host_port[i + 1..];
            if port.is_empty() {
                return Ok((&host_port[..i], None));
            }
            port.parse::<u16>()
                .map(|p| (&host_port[..i], Some(p)))
                .map_err(|_| UrlError::BadPort(port.to_string()))
        }
    }
}

fn is_dot(seg: &str) -> bool {
    seg == "." || seg.eq_ignore_ascii_case("%2e")
}

fn is_dot_dot(seg: &str) -> bool {
    matches!(
        seg.to_ascii_lowercase().as_str(),
        ".." | ".%2e" | "%2e." | "%2e%2e"
    )
}

fn normalise_path(path: &str) -> String {
    let mut segments: Vec<&str> = Vec::new();
    let raw: Vec<&str> = path.split('/').skip(1).collect();
    for (i, seg) in raw.iter().enumerate() {
        let last = i + 1 == raw.len();
        if is_dot_dot(seg) {
            segments.pop();
            if last {
                segments.push("");
            }
        } else if is_dot(seg) {
            if last {
                segments.push("");
            }
        } else {
            segments.push(seg);
        }
    }
    let mut out = String::with_capacity(path.len() + 1);
    if segments.is_empty() {
        out.push('/');
    }
    for seg in segments {
        out.push('/');
        encode_into(&mut out, seg, |b| {
            !(0x21..=0x7e).contains(&b)
                || matches!(b, b'"' | b'#' | b'<' | b'>' | b'?' | b'`' | b'{' | b'}')
        });
    }
    out
}

fn encode_into(out: &mut String, s: &str, needs: impl Fn(u8) -> bool) {
    for &b in s.as_bytes() {
        if needs(b) {
            out.push_str(&format!("%{b:02X}"));
        } else {
            out.push(b as char);
        }
    }
}

/// Where a robots.txt applies: only to URLs of the same scheme, host and
/// port (default ports are the same as none).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Scope {
    InScope,
    /// The URL has no origin (a bare path): it is taken to be on the site.
    AssumedSameSite,
    OutOfScope {
        robots: Origin,
        url: Origin,
    },
}

/// Whether a robots.txt at `robots` governs a URL with origin `url`.
pub fn scope(robots: &Origin, url: Option<&Origin>) -> Scope {
    match url {
        None => Scope::AssumedSameSite,
        Some(u) if u == robots => Scope::InScope,
        Some(u) => Scope::OutOfScope {
            robots: robots.clone(),
            url: u.clone(),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typed_urls_are_normalised_like_a_browser() {
        for (typed, path) in [
            ("example.com", "/"),
            ("example.com/a b", "/a%20b"),
            ("http://a.com/../x/./y", "/x/y"),
            ("http://a.com/a/..", "/"),
            ("http://a.com/a/%2e%2E/b", "/b"),
            ("http://a.com/ツ", "/%E3%83%84"),
            ("http://a.com/a%2fb", "/a%2fb"),
            ("http://a.com/a\\b", "/a/b"),
            ("http://a.com/p?q='x y'#f", "/p?q=%27x%20y%27"),
            ("localhost:8080/x", "/x"),
            ("/a/<b>", "/a/%3Cb%3E"),
            ("http://a.com?x", "/?x"),
            ("//a.com/b", "/b"),
        ] {
            assert_eq!(normalise_typed(typed).unwrap().path, path, "{typed}");
        }
    }

    #[test]
    fn origins_and_errors() {
        let o = |s: &str| normalise_typed(s).unwrap().origin.unwrap().to_string();
        assert_eq!(o("HTTP://WWW.Example.COM:80/x"), "http://www.example.com");
        assert_eq!(o("https://example.com:8443/"), "https://example.com:8443");
        assert_eq!(o("http://user:pw@host:8080/p"), "http://host:8080");
        assert_eq!(o("http://[::1]:80/x"), "http://[::1]");
        assert!(matches!(
            normalise_typed("mailto:x@y.z"),
            Err(UrlError::UnsupportedScheme(_))
        ));
        assert!(matches!(
            normalise_typed("http://h:99999/"),
            Err(UrlError::BadPort(_))
        ));
        assert_eq!(normalise_typed("   "), Err(UrlError::Empty));
        assert_eq!(normalise_typed("http://"), Err(UrlError::MissingHost));
        assert_eq!(
            normalise_typed("http:///x").unwrap().origin.unwrap().host,
            "x"
        );
    }

    #[test]
    fn forbidden_host_code_points_are_rejected_as_browsers_do() {
        for bad in [
            "//a b/x",
            "//|/x",
            "//^/x",
            "//%zz/x",
            "//%00/x",
            "//a%20b/x",
            "http://a<b/",
            "https://%/x",
            "//[::1/x",
            "//[zz]/x",
        ] {
            assert!(
                matches!(normalise_typed(bad), Err(UrlError::BadHost(_))),
                "{bad}: {:?}",
                normalise_typed(bad)
            );
        }
        let host = |s: &str| normalise_typed(s).unwrap().origin.unwrap().host;
        assert_eq!(host("//%41.com/x"), "a.com");
        assert_eq!(host("//a-b_c.example/x"), "a-b_c.example");
        assert_eq!(host("http://[::1]/"), "[::1]");
        assert_eq!(normalise_typed("//%41.com/x").unwrap().path, "/x");
        let e = normalise_typed("//a b/x").unwrap_err().to_string();
        assert!(e.contains("'a b' is not a valid host"), "{e}");
    }

    #[test]
    fn hosts_longer_than_dns_allows_are_refused_with_the_reason() {
        // 50,000 distinct non-ASCII code points in one label: refused before
        // any punycode is computed (it used to take seconds).
        let huge: String = (0..50_000u32)
            .filter_map(|i| char::from_u32(0x4E00 + i))
            .collect();
        let e = normalise_typed(&format!("http://{huge}/x")).unwrap_err();
        assert!(matches!(e, UrlError::HostTooLong(_)), "{e:?}");
        let msg = e.to_string();
        assert!(
            msg.contains("is longer than DNS allows (253 bytes, 63 per label"),
            "{msg}"
        );
        assert!(
            msg.chars().count() < 200,
            "the host is shown shortened: {msg}"
        );
        let host = |s: &str| normalise_typed(s).map(|u| u.origin.unwrap().host);
        let label63 = "a".repeat(63);
        // 253 bytes, with or without the root's trailing dot; 254 is too many.
        let name253 = format!("{0}.{0}.{0}.{1}", label63, "b".repeat(61));
        assert_eq!(name253.len(), 253);
        // Counted in the xn-- form: 20 code points, but 64 bytes of punycode.
        let spread = |n: u32| -> String {
            (0..n)
                .filter_map(|i| char::from_u32(0x4E00 + i * 997))
                .collect()
        };
        let mut ascii = String::new();
        punycode_into(&spread(20), &mut ascii);
        assert_eq!(ascii.len() + 4, MAX_LABEL_BYTES + 1, "{ascii}");
        for (typed, want) in [
            (format!("//{label63}.com/"), format!("{label63}.com")),
            (format!("//{name253}/"), name253.clone()),
            (format!("//{name253}./"), format!("{name253}.")),
        ] {
            assert_eq!(host(&typed).unwrap(), want);
        }
        assert!(host(&format!("//{}/", spread(12))).is_ok());
        for typed in [
            // Many short labels, too long in all.
            format!("https://{}com/", "ab.".repeat(20_000)),
            format!("//a{label63}.com/"),
            format!("//b{name253}/"),
            format!("//{}/", spread(20)),
        ] {
            assert!(
                matches!(host(&typed), Err(UrlError::HostTooLong(_))),
                "{}",
                typed.len()
            );
        }
    }

    #[test]
    fn scope_needs_same_scheme_host_and_port() {
        let origin = |s: &str| normalise_typed(s).unwrap().origin.unwrap();
        let robots = origin("https://example.com/robots.txt");
        assert_eq!(
            scope(&robots, Some(&origin("https://example.com:443/a"))),
            Scope::InScope
        );
        assert!(matches!(
            scope(&robots, Some(&origin("http://example.com/a"))),
            Scope::OutOfScope { .. }
        ));
        assert!(matches!(
            scope(&robots, Some(&origin("https://www.example.com/a"))),
            Scope::OutOfScope { .. }
        ));
        assert!(matches!(
            scope(&robots, Some(&origin("https://example.com:8443/a"))),
            Scope::OutOfScope { .. }
        ));
        assert_eq!(scope(&robots, None), Scope::AssumedSameSite);
    }
}
