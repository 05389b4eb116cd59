//! The parts of Python's string and `urllib.parse` behaviour that CPython's
//! `urllib.robotparser` and Protego rely on, written from the Python
//! documentation and checked against CPython 3.11 by the differential test
//! (`scripts/test-readers`).

use super::text::{drop_tabs_and_newlines, is_scheme, percent_decode};

/// What CPython's `RobotFileParser.parse` keeps while it reads, in both
/// of its versions: its state (0 before any user-agent line, 1 after
/// user-agent lines, 2 after a rule or other group line), the entry being
/// read, and the crawl-delay or request-rate line that ended a run of
/// user-agent lines (a split, once another user-agent line follows).
#[derive(Default)]
pub struct ParseState<E> {
    pub state: u8,
    pub entry: E,
    pending_split: Option<(u32, String)>,
}

impl<E: Default> ParseState<E> {
    /// A user-agent line: the entry it ends, when a rule line came after
    /// the entry's user-agent lines, with the split inside it, if any.
    pub fn agent_line(&mut self) -> Option<(E, Option<(u32, String)>)> {
        let ended =
            (self.state == 2).then(|| (std::mem::take(&mut self.entry), self.pending_split.take()));
        self.state = 1;
        ended
    }

    /// An Allow or Disallow line of the entry.
    pub fn rule_line(&mut self) {
        self.pending_split = None;
        self.state = 2;
    }

    /// A crawl-delay or request-rate line of the entry, `line` numbered
    /// `number`.
    pub fn other_line(&mut self, number: u32, line: &str) {
        if self.state == 1 {
            self.pending_split = Some((number, line.to_string()));
        }
        self.state = 2;
    }
}

/// `str.isspace()`: Unicode White_Space plus the ASCII separators
/// U+001C–U+001F, which Python also counts as whitespace.
pub fn is_space(c: char) -> bool {
    c.is_whitespace() || ('\u{1c}'..='\u{1f}').contains(&c)
}

/// `str.strip()` with no argument.
pub fn strip(s: &str) -> &str {
    s.trim_matches(is_space)
}

/// A line boundary of `str.splitlines()`.
fn is_line_break(c: char) -> bool {
    matches!(
        c,
        '\n' | '\r'
            | '\u{b}'
            | '\u{c}'
            | '\u{1c}'
            | '\u{1d}'
            | '\u{1e}'
            | '\u{85}'
            | '\u{2028}'
            | '\u{2029}'
    )
}

/// `str.splitlines()`, each line with the number of the line of the file
/// (as Google and an editor count lines: CR, LF and CRLF end them) that it
/// starts on.
pub fn splitlines(text: &str) -> Vec<(u32, &str)> {
    let mut out = Vec::new();
    let mut file_line = 1u32;
    let mut start = 0;
    let mut iter = text.char_indices().peekable();
    while let Some((i, c)) = iter.next() {
        if !is_line_break(c) {
            continue;
        }
        out.push((file_line, &text[start..i]));
        let mut end = i + c.len_utf8();
        if c == '\r' {
            if let Some(&(_, '\n')) = iter.peek() {
                iter.next();
                end += 1;
            }
            file_line += 1;
        } else if c == '\n' {
            file_line += 1;
        }
        start = end;
    }
    if start < text.len() {
        out.push((file_line, &text[start..]));
    }
    out
}

/// Whether `b` is left alone by `urllib.parse.quote` whatever `safe` is.
fn always_safe(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'-' | b'~')
}

/// `urllib.parse.quote(s, safe)`: UTF-8, then `%XX` (upper case) for every
/// byte that is neither always safe nor in `safe`.
pub fn quote(s: &str, safe: &[u8]) -> String {
    quote_bytes(s.as_bytes(), safe)
}

/// [`quote`] of bytes.
pub fn quote_bytes(s: &[u8], safe: &[u8]) -> String {
    let mut out = String::with_capacity(s.len());
    for &b in s {
        if always_safe(b) || safe.contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// `urllib.parse.unquote(s)` (UTF-8, errors replaced): each run of ASCII
/// characters is percent-decoded and decoded on its own; other characters
/// are kept.
pub fn unquote(s: &str) -> String {
    if !s.contains('%') {
        return s.to_string();
    }
    let mut out = String::with_capacity(s.len());
    let mut rest = s;
    while !rest.is_empty() {
        let ascii_len = rest.find(|c: char| !c.is_ascii()).unwrap_or(rest.len());
        if ascii_len > 0 {
            let bytes = percent_decode(&rest.as_bytes()[..ascii_len]);
            out.push_str(&String::from_utf8_lossy(&bytes));
            rest = &rest[ascii_len..];
        }
        let other_len = rest.find(|c: char| c.is_ascii()).unwrap_or(rest.len());
        out.push_str(&rest[..other_len]);
        rest = &rest[other_len..];
    }
    out
}

/// What `urllib.parse.urlsplit` returns, or the `ValueError` it raises.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Split {
    pub scheme: String,
    pub netloc: String,
    pub path: String,
    pub query: String,
    pub fragment: String,
    /// Whether a `?` (possibly with an empty query) was present.
    pub has_query: bool,
    /// Whether a `#` (possibly with an empty fragment) was present.
    pub has_fragment: bool,
}

/// Python raised `ValueError` (an IPv6 literal that is not one).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ValueError;

/// `urllib.parse.urlsplit(url)` as in CPython 3.11.4 and later: leading C0
/// controls and spaces stripped, tabs and newlines removed, the scheme read
/// only when it is made of scheme characters and starts with a letter.
pub fn urlsplit(url: &str) -> Result<Split, ValueError> {
    let cleaned = drop_tabs_and_newlines(url.trim_start_matches(|c: char| c <= ' '));
    let mut rest = cleaned.as_str();
    let mut out = Split::default();
    if let Some(i) = rest.find(':') {
        let candidate = &rest[..i];
        if is_scheme(candidate) {
            out.scheme = candidate.to_ascii_lowercase();
            rest = &rest[i + 1..];
        }
    }
    if let Some(after) = rest.strip_prefix("//") {
        let end = after.find(['/', '?', '#']).unwrap_or(after.len());
        out.netloc = after[..end].to_string();
        rest = &after[end..];
        let (open, close) = (out.netloc.contains('['), out.netloc.contains(']'));
        if open != close {
            return Err(ValueError);
        }
        if open && !bracketed_host_ok(&out.netloc) {
            return Err(ValueError);
        }
    }
    if let Some(i) = rest.find('#') {
        out.fragment = rest[i + 1..].to_string();
        out.has_fragment = true;
        rest = &rest[..i];
    }
    if let Some(i) = rest.find('?') {
        out.query = rest[i + 1..].to_string();
        out.has_query = true;
        rest = &rest[..i];
    }
    out.path = rest.to_string();
    Ok(out)
}

/// CPython checks the text between `[` and `]` of a netloc: an IPv6
/// address or an `v…` IPvFuture.
fn bracketed_host_ok(netloc: &str) -> bool {
    let host_port = netloc.rsplit_once('@').map_or(netloc, |(_, hp)| hp);
    let Some((_, after)) = host_port.split_once('[') else {
        return true;
    };
    let inner = after.split_once(']').map_or(after, |(h, _)| h);
    if let Some(future) = inner.strip_prefix(['v', 'V']) {
        let Some((version, rest)) = future.split_once('.') else {
            return false;
        };
        return !version.is_empty()
            && version.bytes().all(|b| b.is_ascii_hexdigit())
            && !rest.is_empty()
            && rest
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b"._~!$&'()*+,;=:-".contains(&b));
    }
    let addr = inner.split_once('%').map_or(inner, |(a, _)| a);
    addr.parse::<std::net::Ipv6Addr>().is_ok()
}

/// The schemes for which `urlparse` splits `;params` off the path.
const USES_PARAMS: &[&str] = &[
    "", "ftp", "hdl", "prospero", "http", "imap", "https", "shttp", "rtsp", "rtspu", "sip", "sips",
    "mms", "sftp", "tel",
];

/// The schemes `urlunsplit` writes a `//` for.
const USES_NETLOC: &[&str] = &[
    "", "ftp", "http", "gopher", "nntp", "telnet", "imap", "wais", "file", "mms", "https", "shttp",
    "snews", "prospero", "rtsp", "rtspu", "rsync", "svn", "svn+ssh", "sftp", "nfs", "git",
    "git+ssh", "ws", "wss",
];

/// `urllib.parse.urlparse(url)`: [`urlsplit`] plus `;params`.
pub struct Parsed {
    pub split: Split,
    pub params: String,
}

pub fn urlparse(url: &str) -> Result<Parsed, ValueError> {
    let mut split = urlsplit(url)?;
    let mut params = String::new();
    if USES_PARAMS.contains(&split.scheme.as_str()) && split.path.contains(';') {
        let path = split.path.clone();
        let cut = match path.rfind('/') {
            Some(slash) => path[slash..].find(';').map(|i| slash + i),
            None => path.find(';'),
        };
        if let Some(i) = cut {
            params = path[i + 1..].to_string();
            split.path = path[..i].to_string();
        }
    }
    Ok(Parsed { split, params })
}

/// `urllib.parse.urlunparse(...)` of a [`urlparse`] result (empty query,
/// params and fragment are dropped, as Python drops them).
pub fn urlunparse(
    scheme: &str,
    netloc: &str,
    path: &str,
    params: &str,
    query: &str,
    fragment: &str,
) -> String {
    let mut url = path.to_string();
    if !params.is_empty() {
        url = format!("{url};{params}");
    }
    if !netloc.is_empty()
        || (!scheme.is_empty() && USES_NETLOC.contains(&scheme) && !url.starts_with("//"))
    {
        if !url.is_empty() && !url.starts_with('/') {
            url.insert(0, '/');
        }
        url = format!("//{netloc}{url}");
    }
    if !scheme.is_empty() {
        url = format!("{scheme}:{url}");
    }
    if !query.is_empty() {
        url.push('?');
        url.push_str(query);
    }
    if !fragment.is_empty() {
        url.push('#');
        url.push_str(fragment);
    }
    url
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quote_and_unquote_as_python() {
        assert_eq!(quote("/a b?c=ü~*", b"/"), "/a%20b%3Fc%3D%C3%BC~%2A");
        assert_eq!(unquote("/a%20b%zz%C3%BC%e9é"), "/a b%zzü\u{fffd}é");
        assert_eq!(unquote("%C3é"), "\u{fffd}é");
    }

    #[test]
    fn splitlines_as_python_with_file_lines() {
        let lines = splitlines("a\r\nb\u{b}c\rd\n\ne");
        assert_eq!(
            lines,
            vec![(1, "a"), (2, "b"), (2, "c"), (3, "d"), (4, ""), (5, "e")]
        );
        assert_eq!(splitlines("a\n"), vec![(1, "a")]);
    }

    #[test]
    fn urlsplit_as_python() {
        let s = urlsplit(" http://u@h:1/p;q?r#s").unwrap();
        assert_eq!(
            (s.scheme.as_str(), s.netloc.as_str(), s.path.as_str()),
            ("http", "u@h:1", "/p;q")
        );
        assert_eq!((s.query.as_str(), s.fragment.as_str()), ("r", "s"));
        assert_eq!(urlsplit("a:b/c").unwrap().path, "b/c");
        assert_eq!(urlsplit("1a:b").unwrap().path, "1a:b");
        assert!(urlsplit("//[x/").is_err());
        assert!(urlsplit("//[::1]/").is_ok());
        let p = urlparse("/a;x/b;c;d").unwrap();
        assert_eq!(
            (p.split.path.as_str(), p.params.as_str()),
            ("/a;x/b", "c;d")
        );
        assert_eq!(urlunparse("", "", "/a", "", "", ""), "/a");
        assert_eq!(urlunparse("http", "", "a", "", "q", ""), "http:///a?q");
    }
}
