//! User-agent handling: product tokens in the file, the crawler's token,
//! deriving a token from a pasted user-agent string, and crawler families.

fn is_token_byte(b: u8) -> bool {
    b.is_ascii_alphabetic() || b == b'-' || b == b'_'
}

/// Google's `ExtractUserAgent`: the longest prefix of a `user-agent` value
/// made of ASCII letters, `-` and `_` (Google-specific: RFC 9309 expects the
/// value to be a bare token; Google cuts at the first other byte, so
/// `Googlebot/2.1`, `Googlebot Images` and `Googlebot2` all name `Googlebot`).
///
/// ```
/// use robots::agent::extract_token;
/// assert_eq!(extract_token(b"Googlebot/2.1"), b"Googlebot");
/// assert_eq!(extract_token(b"Googlebot-News"), b"Googlebot-News");
/// assert_eq!(extract_token(b"007bot"), b"");
/// ```
pub fn extract_token(value: &[u8]) -> &[u8] {
    let end = value
        .iter()
        .position(|&b| !is_token_byte(b))
        .unwrap_or(value.len());
    &value[..end]
}

/// Google's `IsValidUserAgentToObey`: non-empty and only `[A-Za-z_-]`.
pub fn is_valid_token(token: &str) -> bool {
    !token.is_empty() && token.bytes().all(is_token_byte)
}

/// Google-specific: a `user-agent` value is the global group when it is `*`
/// or `*` followed by whitespace and anything (`* foo`).
pub fn is_global(value: &[u8]) -> bool {
    match value {
        [b'*'] => true,
        [b'*', next, ..] => matches!(next, b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r'),
        _ => false,
    }
}

/// How a crawler behaves when no group names it. Not part of Google's
/// library: these come from the crawlers' owners' documentation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Family {
    /// The crawler's product token.
    pub token: &'static str,
    /// Tokens whose group it obeys, in order, when no group names it.
    pub falls_back_to: &'static [&'static str],
    /// Whether it ignores the `*` group entirely.
    pub ignores_global: bool,
    /// Where this behaviour is documented.
    pub source: &'static str,
}

/// Crawler families, a table a maintainer can extend. Only the most specific
/// group that exists is used: the chain falls back, it never merges.
pub const FAMILIES: &[Family] = &[
    Family {
        token: "Googlebot-Image",
        falls_back_to: &["Googlebot"],
        ignores_global: false,
        source: "Google Search Central: Google's common crawlers",
    },
    Family {
        token: "Googlebot-Video",
        falls_back_to: &["Googlebot"],
        ignores_global: false,
        source: "Google Search Central: Google's common crawlers",
    },
    Family {
        token: "Googlebot-News",
        falls_back_to: &["Googlebot"],
        ignores_global: false,
        source: "Google Search Central: Google's common crawlers",
    },
    Family {
        token: "GoogleOther-Image",
        falls_back_to: &["GoogleOther"],
        ignores_global: false,
        source: "Google Search Central: Google's common crawlers (robots.txt tokens GoogleOther-Image, GoogleOther)",
    },
    Family {
        token: "GoogleOther-Video",
        falls_back_to: &["GoogleOther"],
        ignores_global: false,
        source: "Google Search Central: Google's common crawlers (robots.txt tokens GoogleOther-Video, GoogleOther)",
    },
    Family {
        token: "Applebot",
        falls_back_to: &["Googlebot"],
        ignores_global: false,
        source: "Apple: About Applebot (follows Googlebot's rules when none name Applebot)",
    },
    Family {
        token: "AdsBot-Google",
        falls_back_to: &[],
        ignores_global: true,
        source: "Google Search Central: special-case crawlers ignore the global user agent (*)",
    },
    Family {
        token: "AdsBot-Google-Mobile",
        falls_back_to: &[],
        ignores_global: true,
        source: "Google Search Central: special-case crawlers ignore the global user agent (*)",
    },
    Family {
        token: "APIs-Google",
        falls_back_to: &[],
        ignores_global: true,
        source: "Google Search Central: special-case crawlers ignore the global user agent (*)",
    },
];

/// The family entry for a token, if any (case-insensitive).
pub fn family(token: &str) -> Option<&'static Family> {
    FAMILIES
        .iter()
        .find(|f| f.token.eq_ignore_ascii_case(token))
}

/// Well-known crawler tokens, used to find the crawler in a pasted
/// user-agent string.
pub const KNOWN_TOKENS: &[&str] = &[
    "Googlebot",
    "Googlebot-Image",
    "Googlebot-News",
    "Googlebot-Video",
    "Storebot-Google",
    "Google-InspectionTool",
    "GoogleOther",
    "GoogleOther-Image",
    "GoogleOther-Video",
    "Google-Extended",
    "Google-CloudVertexBot",
    "AdsBot-Google",
    "AdsBot-Google-Mobile",
    "Mediapartners-Google",
    "APIs-Google",
    "FeedFetcher-Google",
    "Google-Read-Aloud",
    "Google-Agent",
    "Google-GeminiNotebook",
    "Bingbot",
    "AdIdxBot",
    "BingPreview",
    "MSNBot",
    "GPTBot",
    "OAI-SearchBot",
    "ChatGPT-User",
    "OAI-AdsBot",
    "ClaudeBot",
    "Claude-User",
    "Claude-SearchBot",
    "anthropic-ai",
    "Claude-Web",
    "PerplexityBot",
    "Perplexity-User",
    "CCBot",
    "Applebot",
    "Applebot-Extended",
    "meta-externalagent",
    "meta-externalfetcher",
    "FacebookBot",
    "facebookexternalhit",
    "Amazonbot",
    "Amzn-SearchBot",
    "Amzn-User",
    "meta-webindexer",
    "MistralAI-User",
    "MistralAI-Index",
    "MistralAI-Training",
    "DuckAssistBot",
    "ExaSearchBot",
    "Bytespider",
    "YandexBot",
    "Baiduspider",
    "DuckDuckBot",
    "Slurp",
    "Twitterbot",
    "LinkedInBot",
    "AhrefsBot",
    "SemrushBot",
    "MJ12bot",
    "DotBot",
    "PetalBot",
    "Sogou",
];

const BROWSER_PRODUCTS: &[&str] = &[
    "Mozilla",
    "AppleWebKit",
    "Chrome",
    "Chromium",
    "Safari",
    "Gecko",
    "Firefox",
    "Version",
    "Mobile",
    "Edg",
    "OPR",
    "KHTML",
    "like",
];

/// Why a typed agent could not be turned into a product token.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AgentError {
    Empty,
    /// Nothing in the input starts with an ASCII letter, `-` or `_`.
    NoToken,
}

/// How a token was derived from what the user typed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TokenSource {
    /// The input was a valid token and is used as is.
    AsTyped,
    /// A known crawler token was found in a longer string.
    KnownCrawler,
    /// The product before `/` in the `compatible;` comment.
    CompatibleProduct,
    /// The first product that is not a browser engine name.
    FirstProduct,
    /// The input was cut at its first byte outside `[A-Za-z_-]`.
    Truncated,
}

/// Derives the product token from what a person pasted: a token, a
/// `Name/version`, or a full user-agent string from server logs.
///
/// ```
/// use robots::agent::derive_token;
/// let ua = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
/// assert_eq!(derive_token(ua).unwrap().0, "Googlebot");
/// assert_eq!(derive_token("Googlebot-Image/1.0").unwrap().0, "Googlebot-Image");
/// assert_eq!(derive_token("FooBot/3").unwrap().0, "FooBot");
/// assert!(derive_token("1234").is_err());
/// ```
pub fn derive_token(input: &str) -> Result<(String, TokenSource), AgentError> {
    let input = input.trim();
    if input.is_empty() {
        return Err(AgentError::Empty);
    }
    if is_valid_token(input) {
        return Ok((input.to_string(), TokenSource::AsTyped));
    }
    // A known crawler token, the longest one found as a whole word.
    let lower = input.to_ascii_lowercase();
    let known = KNOWN_TOKENS
        .iter()
        .filter(|t| contains_word(&lower, &t.to_ascii_lowercase()))
        .max_by_key(|t| t.len());
    if let Some(t) = known {
        return Ok((t.to_string(), TokenSource::KnownCrawler));
    }
    // The product inside "(compatible; Name/1.0; ...)".
    if let Some(start) = lower.find("compatible;") {
        let rest = &input[start + "compatible;".len()..];
        for part in rest.split([';', ')']) {
            let part = part.trim();
            if part.contains('/') {
                let tok = extract_token(part.as_bytes());
                if !tok.is_empty() {
                    let tok = String::from_utf8_lossy(tok).into_owned();
                    return Ok((tok, TokenSource::CompatibleProduct));
                }
            }
        }
    }
    // The first product that is not a browser engine name.
    let products: Vec<&str> = input
        .split(|c: char| c.is_whitespace() || c == '(' || c == ')' || c == ';')
        .filter(|p| !p.is_empty())
        .collect();
    if products.len() > 1 || input.contains('/') {
        for p in &products {
            let tok = String::from_utf8_lossy(extract_token(p.as_bytes())).into_owned();
            if !tok.is_empty()
                && !BROWSER_PRODUCTS
                    .iter()
                    .any(|b| b.eq_ignore_ascii_case(&tok))
            {
                return Ok((tok, TokenSource::FirstProduct));
            }
        }
    }
    let tok = extract_token(input.as_bytes());
    if tok.is_empty() {
        Err(AgentError::NoToken)
    } else {
        Ok((
            String::from_utf8_lossy(tok).into_owned(),
            TokenSource::Truncated,
        ))
    }
}

fn contains_word(hay: &str, word: &str) -> bool {
    let apart = |b: u8| !is_token_byte(b);
    occurs_between(hay.as_bytes(), word.as_bytes(), apart, apart)
}

/// Whether `word` occurs in `hay` where the byte before it, if any,
/// passes `before` and the byte after it, if any, passes `after`.
///
/// ```
/// use robots::agent::occurs_between;
/// let apart = |b: u8| !b.is_ascii_alphanumeric();
/// assert!(occurs_between(b"mozilla gptbot/1.0", b"gptbot", apart, apart));
/// assert!(!occurs_between(b"notgptbot", b"gptbot", apart, apart));
/// ```
pub fn occurs_between(
    hay: &[u8],
    word: &[u8],
    before: impl Fn(u8) -> bool,
    after: impl Fn(u8) -> bool,
) -> bool {
    let mut from = 0;
    while let Some(i) = hay
        .get(from..)
        .and_then(|rest| memchr::memmem::find(rest, word))
    {
        let start = from + i;
        let end = start + word.len();
        if (start == 0 || before(hay[start - 1])) && hay.get(end).is_none_or(|&b| after(b)) {
            return true;
        }
        from = start + 1;
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn derives_tokens_from_real_user_agent_strings() {
        let cases = [
            ("Googlebot", "Googlebot"),
            ("Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)", "Googlebot"),
            ("Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/41.0.2272.96 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)", "Googlebot"),
            ("Googlebot-Image/1.0", "Googlebot-Image"),
            ("Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)", "GPTBot"),
            ("Mozilla/5.0 (compatible; FooCrawler/1.0)", "FooCrawler"),
            ("Mozilla/5.0 AppleWebKit/537.36 BarSpider/2.0", "BarSpider"),
            ("MyBot2", "MyBot"),
        ];
        for (input, token) in cases {
            assert_eq!(derive_token(input).unwrap().0, token, "{input}");
        }
        assert_eq!(derive_token("  ").unwrap_err(), AgentError::Empty);
        assert_eq!(derive_token("42/1.0").unwrap_err(), AgentError::NoToken);
    }

    #[test]
    fn global_detection() {
        assert!(is_global(b"*"));
        assert!(is_global(b"* foo"));
        assert!(is_global(b"*\tfoo"));
        assert!(!is_global(b"*foo"));
        assert!(!is_global(b"**"));
        assert!(!is_global(b""));
    }
}
