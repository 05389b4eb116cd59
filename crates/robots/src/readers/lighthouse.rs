//! Lighthouse 13.5.0's `robots-txt` audit ("robots.txt is not valid"):
//! the lines it rejects, and its reason for each, as it words them. One
//! rejected line fails the audit and costs the page its SEO points, though
//! Google may read the line well.
//!
//! Written from the audit's behaviour, observed by running the npm
//! package `lighthouse@13.5.0` on many files (`scripts/lighthouse-robots.mjs`
//! writes its answers for a corpus of real files, which
//! `crates/robots-cli/tests/lighthouse.rs` compares with this reading):
//!
//! * the text is split at CRLF, CR and LF; a line is cut at its first `#`
//!   and trimmed as JavaScript trims (Unicode white space and the BOM); an
//!   empty line is skipped;
//! * a line without `:` is "Syntax not understood"; the key (before the
//!   first `:`, trimmed, lower-cased) must be one of `user-agent`,
//!   `disallow`, `allow`, `sitemap`, `crawl-delay`, `clean-param`, `host`,
//!   `request-rate`, `visit-time`, `noindex`, `content-signal`, else
//!   "Unknown directive" (`License`, `Content-Usage`, `Agentmap`…);
//! * a `Sitemap` value must parse as an absolute URL by the WHATWG URL
//!   standard ("Invalid sitemap URL") of scheme http, https or ftp
//!   ("Invalid sitemap URL protocol");
//! * an empty `User-agent` is "No user-agent specified";
//! * an `Allow` or `Disallow` value must be empty or start with `/` or `*`
//!   ("Pattern should either be empty, start with "/" or "*""), with `$`
//!   only as its last character; and, before the first valid `User-agent`
//!   line of the file, it is "No user-agent specified" (an errored
//!   `User-agent` line does not start a group).
//!
//! One reason per line, the first that applies in the order above.

use super::text::{
    drop_tabs_and_newlines, is_scheme, js_space, js_trim, key_value, percent_decode, split_lines,
};

/// The version of Lighthouse this reading follows.
pub const LIGHTHOUSE_VERSION: &str = "13.5.0";

/// Why Lighthouse's audit rejects a line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LighthouseReason {
    SyntaxNotUnderstood,
    UnknownDirective,
    InvalidSitemapUrl,
    InvalidSitemapProtocol,
    NoUserAgent,
    PatternStart,
    DollarNotAtEnd,
}

impl LighthouseReason {
    /// Lighthouse's own words (its reports are in English here; a quote,
    /// never translated).
    pub fn text(self) -> &'static str {
        match self {
            LighthouseReason::SyntaxNotUnderstood => "Syntax not understood",
            LighthouseReason::UnknownDirective => "Unknown directive",
            LighthouseReason::InvalidSitemapUrl => "Invalid sitemap URL",
            LighthouseReason::InvalidSitemapProtocol => "Invalid sitemap URL protocol",
            LighthouseReason::NoUserAgent => "No user-agent specified",
            LighthouseReason::PatternStart => {
                "Pattern should either be empty, start with \"/\" or \"*\""
            }
            LighthouseReason::DollarNotAtEnd => {
                "\"$\" should only be used at the end of the pattern"
            }
        }
    }
}

/// A line the audit rejects: its number (from 1, lines counted as the
/// engine counts them) and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LighthouseError {
    pub line: u32,
    pub reason: LighthouseReason,
}

/// The keys the audit accepts, lower-cased.
const KEYS: [&str; 11] = [
    "user-agent",
    "disallow",
    "allow",
    "sitemap",
    "crawl-delay",
    "clean-param",
    "host",
    "request-rate",
    "visit-time",
    "noindex",
    "content-signal",
];

/// Every line of `body` the audit rejects, in order. The bytes are read
/// as UTF-8, an invalid sequence as U+FFFD (as a browser decodes them).
/// Linear in the body.
pub fn lighthouse_errors(body: &[u8]) -> Vec<LighthouseError> {
    let text = String::from_utf8_lossy(body);
    let mut out = Vec::new();
    let mut agent_seen = false;
    let mut number: u32 = 0;
    for line in split_lines(&text) {
        number = number.saturating_add(1);
        let line = line.split('#').next().unwrap_or("");
        let line = js_trim(line);
        if line.is_empty() {
            continue;
        }
        let reason = match check(line, agent_seen) {
            Ok(started_group) => {
                agent_seen |= started_group;
                continue;
            }
            Err(r) => r,
        };
        out.push(LighthouseError {
            line: number,
            reason,
        });
    }
    out
}

/// `Ok(true)` for a valid `User-agent` line.
fn check(line: &str, agent_seen: bool) -> Result<bool, LighthouseReason> {
    let Some((key, value)) = key_value(line) else {
        return Err(LighthouseReason::SyntaxNotUnderstood);
    };
    if !KEYS.contains(&key.as_str()) {
        return Err(LighthouseReason::UnknownDirective);
    }
    match key.as_str() {
        "sitemap" => match url_scheme(value) {
            None => Err(LighthouseReason::InvalidSitemapUrl),
            Some(s) if matches!(s.as_str(), "http" | "https" | "ftp") => Ok(false),
            Some(_) => Err(LighthouseReason::InvalidSitemapProtocol),
        },
        "user-agent" if value.is_empty() => Err(LighthouseReason::NoUserAgent),
        "user-agent" => Ok(true),
        "allow" | "disallow" => {
            if !value.is_empty() && !value.starts_with(['/', '*']) {
                Err(LighthouseReason::PatternStart)
            } else if value.find('$').is_some_and(|i| i != value.len() - 1) {
                Err(LighthouseReason::DollarNotAtEnd)
            } else if !agent_seen {
                Err(LighthouseReason::NoUserAgent)
            } else {
                Ok(false)
            }
        }
        _ => Ok(false),
    }
}

/// The lower-cased scheme of `input` when it parses as an absolute URL by
/// the WHATWG URL standard (what `new URL(input)` accepts), else `None`.
/// Hosts are checked as the standard does for the special schemes (port,
/// IPv4 and IPv6 forms, forbidden code points, Punycode labels); the
/// Unicode mapping of international names is approximated by the few
/// mappings real files need (full-width forms, ideographic full stops,
/// ignored characters).
fn url_scheme(input: &str) -> Option<String> {
    let input = drop_tabs_and_newlines(input.trim_matches(|c: char| c <= ' '));
    let colon = input.find(':')?;
    let scheme = &input[..colon];
    if !is_scheme(scheme) {
        return None;
    }
    let scheme = scheme.to_ascii_lowercase();
    let rest = &input[colon + 1..];
    let ok = match scheme.as_str() {
        "http" | "https" | "ftp" | "ws" | "wss" => special_authority(rest),
        "file" => true,
        _ => match rest.strip_prefix("//") {
            Some(after) => opaque_authority(after),
            None => true,
        },
    };
    ok.then_some(scheme)
}

/// After `scheme:` of a special scheme: slashes and backslashes, then
/// userinfo, host and port up to `/`, `\`, `?` or `#`.
fn special_authority(rest: &str) -> bool {
    authority_ok(
        rest.trim_start_matches(['/', '\\']),
        &['/', '\\', '?', '#'],
        |host| !host.is_empty() && domain_ok(host),
    )
}

/// A non-special scheme's `//authority`: an opaque host, checked for the
/// code points the standard forbids there.
fn opaque_authority(rest: &str) -> bool {
    authority_ok(rest, &['/', '?', '#'], |host| {
        !host.chars().any(forbidden_host)
    })
}

/// The authority at the start of `rest`, up to the first of `ends`: after
/// any userinfo, a valid port and either an IPv6 address in brackets or a
/// host `name_ok` accepts.
fn authority_ok(rest: &str, ends: &[char], name_ok: impl Fn(&str) -> bool) -> bool {
    let end = rest.find(ends).unwrap_or(rest.len());
    let authority = &rest[..end];
    let host_port = authority
        .rfind('@')
        .map_or(authority, |i| &authority[i + 1..]);
    let Some((host, port)) = split_port(host_port) else {
        return false;
    };
    if !port_ok(port) {
        return false;
    }
    match host.strip_prefix('[') {
        Some(inner) => inner.strip_suffix(']').is_some_and(ipv6_ok),
        None => name_ok(host),
    }
}

/// The URL standard's forbidden host code points.
fn forbidden_host(c: char) -> bool {
    matches!(
        c,
        '\0' | '\t'
            | '\n'
            | '\r'
            | ' '
            | '#'
            | '/'
            | ':'
            | '<'
            | '>'
            | '?'
            | '@'
            | '['
            | '\\'
            | ']'
            | '^'
            | '|'
    )
}

/// (host, port) at the first `:` outside brackets; `None` when a bracket
/// is left open.
fn split_port(s: &str) -> Option<(&str, &str)> {
    let mut inside = false;
    for (i, c) in s.char_indices() {
        match c {
            '[' => inside = true,
            ']' => inside = false,
            ':' if !inside => return Some((&s[..i], &s[i + 1..])),
            _ => {}
        }
    }
    (!inside).then_some((s, ""))
}

fn port_ok(port: &str) -> bool {
    port.bytes().all(|b| b.is_ascii_digit())
        && port
            .trim_start_matches('0')
            .parse::<u32>()
            .map_or(port.trim_start_matches('0').is_empty(), |n| n <= 65_535)
}

/// A special scheme's host: percent-decoded, mapped as far as real names
/// need, Punycode labels checked, then no forbidden code point, and an
/// IPv4 address when it ends in a number.
fn domain_ok(host: &str) -> bool {
    let decoded = String::from_utf8_lossy(&percent_decode(host.as_bytes())).into_owned();
    let mut mapped = String::with_capacity(decoded.len());
    for c in decoded.chars() {
        match c {
            // Ignored by the mapping.
            '\u{ad}'
            | '\u{200b}'
            | '\u{2060}'
            | '\u{feff}'
            | '\u{34f}'
            | '\u{180b}'..='\u{180d}'
            | '\u{fe00}'..='\u{fe0f}' => {}
            '\u{3002}' | '\u{ff0e}' | '\u{ff61}' => mapped.push('.'),
            '\u{ff01}'..='\u{ff5e}' => {
                let ascii = char::from_u32(c as u32 - 0xff01 + 0x21).unwrap_or(c);
                mapped.push(ascii.to_ascii_lowercase());
            }
            // Spaces map to U+0020; the replacement character, controls
            // and joiners are disallowed.
            c if js_space(c) => mapped.push(' '),
            '\u{fffd}' | '\u{80}'..='\u{9f}' | '\u{200c}' | '\u{200d}' => return false,
            c => mapped.extend(c.to_lowercase()),
        }
    }
    if mapped.is_empty() {
        return false;
    }
    // The forbidden domain code points: the host's, C0 controls, `%`, DEL.
    if mapped
        .chars()
        .any(|c| forbidden_host(c) || c <= ' ' || matches!(c, '%' | '\u{7f}'))
    {
        return false;
    }
    if !mapped
        .split('.')
        .all(|label| label.strip_prefix("xn--").is_none_or(punycode_ok))
    {
        return false;
    }
    if ends_in_number(&mapped) {
        return ipv4_ok(&mapped);
    }
    true
}

/// RFC 3492's decoding of a label's Punycode (after `xn--`) succeeds and
/// gives code points a name may hold.
fn punycode_ok(label: &str) -> bool {
    if !label.is_ascii() || label.is_empty() {
        return false;
    }
    let (basic, digits) = match label.rfind('-') {
        Some(i) => (&label[..i], &label[i + 1..]),
        None => ("", label),
    };
    let mut len = basic.chars().count() as u64;
    let (mut n, mut i, mut bias): (u64, u64, u64) = (128, 0, 72);
    let mut decoded_any = false;
    let mut it = digits.bytes().peekable();
    while it.peek().is_some() {
        let old = i;
        let mut w: u64 = 1;
        let mut k: u64 = 36;
        loop {
            let Some(b) = it.next() else {
                return false;
            };
            let d = match b {
                b'a'..=b'z' => b - b'a',
                b'A'..=b'Z' => b - b'A',
                b'0'..=b'9' => b - b'0' + 26,
                _ => return false,
            } as u64;
            i = match i.checked_add(d * w) {
                Some(v) if v < 1 << 32 => v,
                _ => return false,
            };
            let t = if k <= bias {
                1
            } else if k >= bias + 26 {
                26
            } else {
                k - bias
            };
            if d < t {
                break;
            }
            w = match w.checked_mul(36 - t) {
                Some(v) if v < 1 << 32 => v,
                _ => return false,
            };
            k += 36;
        }
        len += 1;
        // Bias adaptation (RFC 3492, section 6.1).
        let mut delta = if old == 0 {
            (i - old) / 700
        } else {
            (i - old) / 2
        };
        delta += delta / len;
        let mut k = 0;
        while delta > ((36 - 1) * 26) / 2 {
            delta /= 36 - 1;
            k += 36;
        }
        bias = k + (36 * delta) / (delta + 38);
        n += i / len;
        i %= len;
        // A code point the mapping would change or disallows makes the
        // label invalid: controls, non-characters, capitals.
        let Some(c) = u32::try_from(n).ok().and_then(char::from_u32) else {
            return false;
        };
        if c.is_control()
            || matches!(c, '\u{fffd}' | '\u{fffe}' | '\u{ffff}')
            || c.to_lowercase().ne([c])
        {
            return false;
        }
        decoded_any = true;
        i += 1;
    }
    decoded_any
}

/// The standard's "ends in a number": the last label (a trailing empty one
/// dropped) is digits, or `0x` and hexadecimal digits.
fn ends_in_number(host: &str) -> bool {
    let mut labels: Vec<&str> = host.split('.').collect();
    if labels.len() > 1 && labels.last() == Some(&"") {
        labels.pop();
    }
    let last = labels.last().copied().unwrap_or("");
    if !last.is_empty() && last.bytes().all(|b| b.is_ascii_digit()) {
        return true;
    }
    last.strip_prefix("0x")
        .or_else(|| last.strip_prefix("0X"))
        .is_some_and(|h| h.bytes().all(|b| b.is_ascii_hexdigit()))
}

fn ipv4_ok(host: &str) -> bool {
    let mut parts: Vec<&str> = host.split('.').collect();
    if parts.len() > 1 && parts.last() == Some(&"") {
        parts.pop();
    }
    if parts.len() > 4 {
        return false;
    }
    let mut numbers = Vec::with_capacity(4);
    for p in &parts {
        if p.is_empty() {
            return false;
        }
        let (digits, radix) = if let Some(h) = p.strip_prefix("0x").or_else(|| p.strip_prefix("0X"))
        {
            (h, 16)
        } else if p.len() > 1 && p.starts_with('0') {
            (&p[1..], 8)
        } else {
            (*p, 10)
        };
        if digits.is_empty() {
            numbers.push(0u128);
            continue;
        }
        if !digits.chars().all(|c| c.is_digit(radix)) {
            return false;
        }
        // Long runs of digits are too large whatever they say.
        let n = if digits.trim_start_matches('0').len() > 30 {
            u128::MAX
        } else {
            u128::from_str_radix(digits, radix).unwrap_or(u128::MAX)
        };
        numbers.push(n);
    }
    let (last, first) = numbers.split_last().unwrap_or((&0, &[]));
    first.iter().all(|&n| n <= 255) && *last < 256u128.pow(5 - numbers.len() as u32)
}

/// An IPv6 address as the standard parses it: at most eight pieces of up
/// to four hexadecimal digits, one `::`, an IPv4 address as the last two.
fn ipv6_ok(s: &str) -> bool {
    let (head, tail) = match s.find("::") {
        Some(i) => (&s[..i], Some(&s[i + 2..])),
        None => (s, None),
    };
    if tail.is_some_and(|t| t.contains("::")) {
        return false;
    }
    let pieces = |part: &str, last: bool| -> Option<usize> {
        if part.is_empty() {
            return Some(0);
        }
        let items: Vec<&str> = part.split(':').collect();
        let mut count = 0;
        for (k, item) in items.iter().enumerate() {
            if last && k == items.len() - 1 && item.contains('.') {
                let octets: Vec<&str> = item.split('.').collect();
                let good = octets.len() == 4
                    && octets.iter().all(|o| {
                        !o.is_empty()
                            && o.bytes().all(|b| b.is_ascii_digit())
                            && !(o.len() > 1 && o.starts_with('0'))
                            && o.parse::<u16>().is_ok_and(|n| n <= 255)
                    });
                if !good {
                    return None;
                }
                count += 2;
            } else if item.is_empty()
                || item.len() > 4
                || !item.bytes().all(|b| b.is_ascii_hexdigit())
            {
                return None;
            } else {
                count += 1;
            }
        }
        Some(count)
    };
    match tail {
        None => pieces(head, true) == Some(8),
        Some(tail) => match (pieces(head, false), pieces(tail, true)) {
            (Some(a), Some(b)) => a + b <= 7,
            _ => false,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn errors(body: &str) -> Vec<(u32, &'static str)> {
        lighthouse_errors(body.as_bytes())
            .into_iter()
            .map(|e| (e.line, e.reason.text()))
            .collect()
    }

    #[test]
    fn the_issues_cases() {
        use LighthouseReason as R;
        let body = "Disallow: /early\nUser-agent: *\nContent-Signal: ai-train=no\nLicense: https://e.com/l\nContent-Usage: train-ai=n\nAgentmap: /agents.json\nDisallow: private\nDisallow: /a$b\nAllow: /a$\nSitemap: /sitemap.xml\nSitemap: mailto:x@e.com\nSitemap: https://e.com/s.xml\nUser-agent:\nnonsense\n";
        let want = [
            (1, R::NoUserAgent),
            (4, R::UnknownDirective),
            (5, R::UnknownDirective),
            (6, R::UnknownDirective),
            (7, R::PatternStart),
            (8, R::DollarNotAtEnd),
            (10, R::InvalidSitemapUrl),
            (11, R::InvalidSitemapProtocol),
            (13, R::NoUserAgent),
            (14, R::SyntaxNotUnderstood),
        ];
        let want: Vec<(u32, &str)> = want.iter().map(|(l, r)| (*l, r.text())).collect();
        assert_eq!(errors(body), want);
    }

    #[test]
    fn an_errored_user_agent_starts_no_group() {
        assert_eq!(
            errors("User-agent:\nDisallow: /\n"),
            [
                (1, "No user-agent specified"),
                (2, "No user-agent specified")
            ]
        );
        assert_eq!(
            errors("User-agent: a\nUser-agent:\nAllow: /\n"),
            [(2, "No user-agent specified")]
        );
        // A comment cuts the value; a BOM and NBSP are trimmed; CR ends a line.
        assert_eq!(
            errors("\u{feff}User-agent: #x\r\nDisallow: /\rAllow:\u{a0}/a\n"),
            [
                (1, "No user-agent specified"),
                (2, "No user-agent specified"),
                (3, "No user-agent specified")
            ]
        );
    }

    #[test]
    fn sitemap_urls_as_the_url_standard_parses_them() {
        for good in [
            "http://a",
            "ftp://a/b",
            "http:foo",
            "HTTPS://A.COM/",
            "https://[::1]/",
            "http://0x7f.1/",
            "http://exämple.com/",
            "http://@a.com/",
            "http:\\\\a.com",
            "https://a..com/",
            "https://a.com:/",
            "https://a.com:65535/",
            "https:///a.com",
            "http://1.2.3/",
            "http://1.a/",
            "http://a\u{ad}b.com/",
            "http://ａ.com/",
            "http://[::ffff:1.2.3.4]/",
            "http://%41.com/",
            "https://a.com/ s.xml",
            "http://a\tb/",
        ] {
            assert!(url_scheme(good).is_some(), "{good}");
        }
        for bad in [
            "/s.xml",
            "",
            "https://",
            "https:/",
            "https://exa mple.com/",
            "https://a:99999/",
            "https://[x]/",
            "http://a.com:80x/",
            "http://1.2.3.256/",
            "http://a%20b.com/",
            "http://a.com@/",
            "https://xn--a.com/",
            "foo://exa mple/",
            "//a.com/s",
            "http://999999999999/",
            "http://1.2.3.4.5/",
            "http://a.1/",
            "http://09.1.1.1/",
            "http://a<b.com/",
            "http://a|b.com/",
            "http://a^b.com/",
            "http://a%b.com/",
            "h ttp://a.com/",
            "1http://a.com/",
            "http://[1::2::3]/",
            "#x",
        ] {
            assert_eq!(url_scheme(bad), None, "{bad}");
        }
        assert_eq!(url_scheme("mailto:x").as_deref(), Some("mailto"));
        assert_eq!(url_scheme("http+x://a").as_deref(), Some("http+x"));
        assert_eq!(
            url_scheme("https://xn--exmple-cua.com/").as_deref(),
            Some("https")
        );
    }
}
