//! Allow/disallow patterns: normalisation, priority and matching.
//!
//! # Invariants of the matcher
//!
//! A pattern is split at every `*` into literal segments `S0 * S1 * … * Sk`,
//! with an optional end anchor (a `$` that is the pattern's **last** byte;
//! any other `$` is literal). Matching is anchored at the first byte of the
//! path:
//!
//! * `S0` must be a prefix of the path;
//! * `S1 … Sk` are then searched left to right, each taking the leftmost
//!   occurrence after the previous one. With only `*` as a wildcard the
//!   leftmost choice is always safe: any later match of a segment leaves a
//!   subset of the positions the leftmost one leaves;
//! * with an end anchor, `Sk` must instead be a suffix of the path, and the
//!   middle segments must fit in front of it.
//!
//! Each segment is searched once, never retried, so one match costs at most
//! O(|path| × |pattern|) byte comparisons (in practice linear, via `memchr`),
//! with **no backtracking and no allocation**. This accepts exactly the
//! language of Google's position-set matcher (`RobotsMatchStrategy::Matches`);
//! `tests/properties.rs` checks that against a naive transcription of it.

use memchr::memmem;

/// Normalises an allow/disallow value the way Google's `MaybeEscapePattern`
/// does: `%xx` escapes get uppercase hex digits, every byte ≥ 0x80 becomes
/// `%XX`, and nothing else changes (no decoding, no other encoding).
///
/// ```
/// use robots::pattern::escape_pattern;
/// assert_eq!(escape_pattern(b"/a%2fb"), b"/a%2Fb");
/// assert_eq!(escape_pattern("/ä".as_bytes()), b"/%C3%A4");
/// assert_eq!(escape_pattern(b"/a b%zz"), b"/a b%zz");
/// ```
pub fn escape_pattern(value: &[u8]) -> Vec<u8> {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    let mut out = Vec::with_capacity(value.len());
    let mut i = 0;
    while i < value.len() {
        let b = value[i];
        if b == b'%'
            && i + 2 < value.len()
            && value[i + 1].is_ascii_hexdigit()
            && value[i + 2].is_ascii_hexdigit()
        {
            out.push(b'%');
            out.push(value[i + 1].to_ascii_uppercase());
            out.push(value[i + 2].to_ascii_uppercase());
            i += 3;
        } else if b >= 0x80 {
            out.push(b'%');
            out.push(HEX[(b >> 4) as usize]);
            out.push(HEX[(b & 0xf) as usize]);
            i += 1;
        } else {
            out.push(b);
            i += 1;
        }
    }
    out
}

/// A normalised pattern, compiled for matching.
///
/// Its priority is its length in bytes, `*` and `$` included
/// (Google-specific: RFC 9309 speaks of "the most octets" matched; Google
/// counts the pattern's bytes).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pattern {
    bytes: Box<[u8]>,
    /// Length of the literal prefix (the bytes before the first `*`, or
    /// before the anchor).
    prefix_len: u32,
    anchored: bool,
}

impl Pattern {
    /// Compiles an already normalised pattern (see [`escape_pattern`]).
    pub fn new(normalised: Vec<u8>) -> Pattern {
        let anchored = normalised.last() == Some(&b'$');
        let body_len = normalised.len() - usize::from(anchored);
        let prefix_len = memchr::memchr(b'*', &normalised[..body_len]).unwrap_or(body_len);
        Pattern {
            bytes: normalised.into_boxed_slice(),
            prefix_len: prefix_len as u32,
            anchored,
        }
    }

    /// The normalised bytes, as stored (all ASCII after normalisation).
    pub fn as_bytes(&self) -> &[u8] {
        &self.bytes
    }

    /// Priority of a match: the byte length of the normalised pattern.
    pub fn priority(&self) -> u32 {
        self.bytes.len() as u32
    }

    /// Whether the pattern ends in the `$` anchor.
    pub fn is_anchored(&self) -> bool {
        self.anchored
    }

    /// The literal bytes before the first `*` (or before the anchor). Every
    /// path this pattern matches starts with them.
    pub fn literal_prefix(&self) -> &[u8] {
        &self.bytes[..self.prefix_len as usize]
    }

    /// The literal segments after the first `*` (possibly empty ones).
    pub fn floating_segments(&self) -> impl Iterator<Item = &[u8]> {
        let body = &self.bytes[..self.bytes.len() - usize::from(self.anchored)];
        let rest = body.get(self.prefix_len as usize + 1..).unwrap_or(&[]);
        let has_star = (self.prefix_len as usize) < body.len();
        rest.split(|&b| b == b'*').filter(move |_| has_star)
    }

    /// Whether the pattern matches `path` (anchored at the path's first byte).
    pub fn matches(&self, path: &[u8]) -> bool {
        let body = &self.bytes[..self.bytes.len() - usize::from(self.anchored)];
        let first = &body[..self.prefix_len as usize];
        if !path.starts_with(first) {
            return false;
        }
        if first.len() == body.len() {
            return !self.anchored || path.len() == first.len();
        }
        // There is at least one `*`.
        let last_star = memchr::memrchr(b'*', body).unwrap_or(first.len());
        let mut pos = first.len();
        let (end, middle) = if self.anchored {
            let tail = &body[last_star + 1..];
            if path.len() < pos + tail.len() || !path.ends_with(tail) {
                return false;
            }
            let middle = body.get(first.len() + 1..last_star).unwrap_or(&[]);
            (path.len() - tail.len(), middle)
        } else {
            (path.len(), &body[first.len() + 1..])
        };
        for seg in middle.split(|&b| b == b'*') {
            if seg.is_empty() {
                continue;
            }
            match find(&path[pos..end], seg) {
                Some(at) => pos += at + seg.len(),
                None => return false,
            }
        }
        true
    }

    /// Google-specific (`HandleAllow`): the pattern an Allow is retried with
    /// when it does not match and its last `/`-segment starts with
    /// `/index.htm` — everything up to and including that `/`, then `$`.
    pub fn index_html_rewrite(&self) -> Option<Pattern> {
        let slash = memchr::memrchr(b'/', &self.bytes)?;
        if !self.bytes[slash..].starts_with(b"/index.htm") {
            return None;
        }
        let mut rewritten = self.bytes[..=slash].to_vec();
        rewritten.push(b'$');
        Some(Pattern::new(rewritten))
    }
}

#[inline]
fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    // Wildcard runs such as `*a*a*a` usually find their next byte at once.
    if haystack.starts_with(needle) {
        return Some(0);
    }
    if needle.len() == 1 {
        memchr::memchr(needle[0], haystack)
    } else {
        memmem::find(haystack, needle)
    }
}

/// Google's position-set matcher, transcribed as directly as possible. It is
/// the reference the fast matcher is tested against; nothing else uses it.
#[doc(hidden)]
pub fn reference_matches(path: &[u8], pattern: &[u8]) -> bool {
    let pathlen = path.len();
    let mut pos = vec![0usize; pathlen + 1];
    let mut numpos = 1;
    for (i, &p) in pattern.iter().enumerate() {
        if p == b'$' && i + 1 == pattern.len() {
            return pos[numpos - 1] == pathlen;
        }
        if p == b'*' {
            numpos = pathlen - pos[0] + 1;
            for j in 1..numpos {
                pos[j] = pos[j - 1] + 1;
            }
        } else {
            let mut newnumpos = 0;
            for j in 0..numpos {
                if pos[j] < pathlen && path[pos[j]] == p {
                    pos[newnumpos] = pos[j] + 1;
                    newnumpos += 1;
                }
            }
            numpos = newnumpos;
            if numpos == 0 {
                return false;
            }
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    fn m(pattern: &str, path: &str) -> bool {
        let p = Pattern::new(escape_pattern(pattern.as_bytes()));
        let fast = p.matches(path.as_bytes());
        assert_eq!(
            fast,
            reference_matches(path.as_bytes(), p.as_bytes()),
            "{pattern} vs {path}"
        );
        fast
    }

    #[test]
    fn google_documentation_examples() {
        for path in [
            "/fish",
            "/fish.html",
            "/fish/salmon.html",
            "/fishheads",
            "/fish.php?id=anything",
        ] {
            assert!(m("/fish", path), "{path}");
            assert!(m("/fish*", path), "{path}");
        }
        for path in ["/Fish.asp", "/catfish", "/?id=fish", "/desert/fish"] {
            assert!(!m("/fish", path), "{path}");
        }
        assert!(m("/fish/", "/fish/?id=x"));
        assert!(!m("/fish/", "/fish.html"));
        for path in ["/index.php", "/folder/any.php.file.html", "/filename.php/"] {
            assert!(m("/*.php", path), "{path}");
        }
        assert!(!m("/*.php", "/windows.PHP"));
        assert!(m("/*.php$", "/filename.php"));
        for path in [
            "/filename.php?parameters",
            "/filename.php/",
            "/filename.php5",
        ] {
            assert!(!m("/*.php$", path), "{path}");
        }
        assert!(m("/fish*.php", "/fishheads/catfish.php?parameters"));
        assert!(!m("/fish*.php", "/Fish.PHP"));
    }

    #[test]
    fn dollar_is_special_only_at_the_end() {
        assert!(m("/a$b", "/a$bc"));
        assert!(!m("/a$b", "/ab"));
        assert!(m("/a$$", "/a$"));
        assert!(!m("/a$$", "/a$x"));
        assert!(!m("$", "/"));
        assert!(m("/*$", "/anything"));
        assert!(m("*", "/"));
        assert!(m("", "/x"));
        assert!(m("*.gif$", "/a/b.gif"));
        assert!(!m("a", "/a"));
        assert!(m("/a*b*c$", "/abc"));
        assert!(!m("/a*bc*c$", "/abc"));
        assert!(m("/*a*a*b", "/aab"));
        assert!(!m("/*aa*a$", "/aa"));
    }

    #[test]
    fn index_html_rewrite() {
        let p = |s: &str| Pattern::new(s.as_bytes().to_vec());
        assert_eq!(
            p("/d/index.html").index_html_rewrite().unwrap().as_bytes(),
            b"/d/$"
        );
        assert_eq!(
            p("/*/index.htmlfoo")
                .index_html_rewrite()
                .unwrap()
                .as_bytes(),
            b"/*/$"
        );
        assert!(p("/d/index.php").index_html_rewrite().is_none());
        assert!(p("/d/INDEX.HTML").index_html_rewrite().is_none());
        assert!(p("/d/index.html?x=/y").index_html_rewrite().is_none());
    }
}
