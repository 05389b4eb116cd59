//! Permalinks: the whole document state in a URL fragment.
//!
//! A permalink is the app's URL with a fragment `#s=<format>.<payload>`:
//!
//! - `<format>` is the permalink format version, a decimal number. This build
//!   writes and reads [`FORMAT`] (1); a larger number is a link made by a
//!   newer build and is refused with a message that says so.
//! - `<payload>` (format 1) is the [`Snapshot`] as JSON — the same
//!   serialisation as the saved draft, so every part of the state (robots
//!   text, URLs, agents, selection, options) is carried, including options
//!   added later — compressed with zlib (deflate plus an Adler-32 checksum,
//!   `miniz_oxide`) and encoded as URL-safe base64 without padding.
//!
//! The fragment is never sent to a server: browsers strip it from requests
//! and from the `Referer` header, and the page itself makes no requests with
//! it.
//!
//! Decoding is total and bounded: a fragment longer than
//! [`MAX_FRAGMENT_CHARS`], a payload that inflates past [`MAX_DECODED_BYTES`]
//! (a "zip bomb"), bad base64, a failed checksum (a link cut short when it
//! was copied) or JSON that is not a snapshot each give a [`LinkError`]; the
//! caller shows its message and keeps the saved draft.
//!
//! This module is pure (no DOM) and tested natively; [`crate::share`] wires
//! it to the page.
//!
//! ```
//! use robots_tester::permalink::{decode, encode};
//! use robots_tester::state::Snapshot;
//!
//! let state = Snapshot::example();
//! let fragment = encode(&state).unwrap();
//! assert!(fragment.starts_with("s=1."));
//! assert_eq!(decode(&fragment), Ok(Some(state)));
//! assert_eq!(decode("top"), Ok(None)); // not a permalink: ignored
//! ```

use std::fmt;

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;

use crate::state::Snapshot;

/// What starts a permalink fragment (after the `#`).
pub const PREFIX: &str = "s=";
/// The permalink format this build writes and reads.
pub const FORMAT: u32 = 1;
/// The longest fragment accepted or produced, in characters. Chromium keeps
/// URLs up to 2 MiB; staying well below leaves room for the rest of the URL
/// and for the places links get pasted into.
pub const MAX_FRAGMENT_CHARS: usize = 1024 * 1024;
/// The most bytes a payload may inflate to. Four times Google's 500 KiB
/// robots.txt limit, plus room for URLs and agents.
pub const MAX_DECODED_BYTES: usize = 2 * 1024 * 1024;
/// zlib level: 9 (best) costs little at these sizes and makes links shorter.
const LEVEL: u8 = 9;

/// Why a fragment could not be opened (or a state could not be shared).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError {
    /// The fragment (or the link being made) is longer than
    /// [`MAX_FRAGMENT_CHARS`].
    TooLong { chars: usize },
    /// `s=` without a `<format>.` version prefix.
    NoVersion,
    /// A link from a newer build, in a format this build cannot read.
    FutureFormat { format: u32 },
    /// Characters outside URL-safe base64, or an impossible length.
    NotBase64,
    /// The compressed data is cut short or damaged (checksum mismatch).
    Damaged,
    /// The payload would inflate past [`MAX_DECODED_BYTES`].
    TooLarge,
    /// Inflated, but not a state this build understands.
    NotAState,
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinkError::TooLong { chars } => write!(
                f,
                "the link is too long ({chars} characters in its fragment; the limit is {MAX_FRAGMENT_CHARS})"
            ),
            LinkError::NoVersion => f.write_str("the link has no format version, so it is not a tester link or it was damaged"),
            LinkError::FutureFormat { format } => write!(
                f,
                "the link was made by a newer version of the tester (link format {format}; this version reads format {FORMAT}). Reload to get the newest version"
            ),
            LinkError::NotBase64 => f.write_str("the link contains characters that a tester link never has, so it was damaged"),
            LinkError::Damaged => f.write_str("the link is incomplete or damaged (it may have been cut off when it was copied)"),
            LinkError::TooLarge => write!(
                f,
                "the link holds more than {} MiB of data, more than the tester opens",
                MAX_DECODED_BYTES / (1024 * 1024)
            ),
            LinkError::NotAState => f.write_str("the link does not hold a tester state this version understands"),
        }
    }
}

impl std::error::Error for LinkError {}

/// The fragment (without `#`) that holds `snapshot`, or
/// [`LinkError::TooLong`] when the state is too big for a link.
pub fn encode(snapshot: &Snapshot) -> Result<String, LinkError> {
    let json = snapshot.to_json();
    let packed = miniz_oxide::deflate::compress_to_vec_zlib(json.as_bytes(), LEVEL);
    let mut out = format!("{PREFIX}{FORMAT}.");
    URL_SAFE_NO_PAD.encode_string(&packed, &mut out);
    if out.len() > MAX_FRAGMENT_CHARS {
        return Err(LinkError::TooLong { chars: out.len() });
    }
    Ok(out)
}

/// Reads a fragment (with or without its leading `#`).
///
/// `Ok(None)`: the fragment is not a permalink (empty, or an ordinary anchor)
/// and should be ignored. `Ok(Some(_))`: the state it holds. `Err(_)`: it is
/// meant as a permalink but cannot be opened.
pub fn decode(fragment: &str) -> Result<Option<Snapshot>, LinkError> {
    let fragment = fragment.strip_prefix('#').unwrap_or(fragment);
    let Some(rest) = fragment.strip_prefix(PREFIX) else {
        return Ok(None);
    };
    if fragment.len() > MAX_FRAGMENT_CHARS {
        return Err(LinkError::TooLong {
            chars: fragment.len(),
        });
    }
    let (format, payload) = rest.split_once('.').ok_or(LinkError::NoVersion)?;
    let format = parse_format(format)?;
    if format > FORMAT {
        return Err(LinkError::FutureFormat { format });
    }
    // FORMAT is 1: the only format there is.
    let packed = URL_SAFE_NO_PAD
        .decode(payload)
        .map_err(|_| LinkError::NotBase64)?;
    let json = miniz_oxide::inflate::decompress_to_vec_zlib_with_limit(&packed, MAX_DECODED_BYTES)
        .map_err(|e| match e.status {
            miniz_oxide::inflate::TINFLStatus::HasMoreOutput => LinkError::TooLarge,
            _ => LinkError::Damaged,
        })?;
    let json = std::str::from_utf8(&json).map_err(|_| LinkError::NotAState)?;
    let snapshot = parse_snapshot(json)?;
    Ok(Some(snapshot))
}

/// A decimal version without sign or leading zeros, 1 or more.
fn parse_format(s: &str) -> Result<u32, LinkError> {
    let digits_only = !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()) && !s.starts_with('0');
    if !digits_only {
        return Err(LinkError::NoVersion);
    }
    // Too many digits to be a u32: certainly not a version we know.
    Ok(s.parse().unwrap_or(u32::MAX))
}

/// The snapshot in a payload. Unlike reading a draft, a snapshot from a
/// newer build is reported as such rather than dropped, and a payload
/// without a version is refused.
fn parse_snapshot(json: &str) -> Result<Snapshot, LinkError> {
    /// Just the version (the other fields are skipped unparsed).
    #[derive(serde::Deserialize)]
    struct Head {
        version: Option<u64>,
    }
    let head: Head = serde_json::from_str(json).map_err(|_| LinkError::NotAState)?;
    match head.version {
        None => return Err(LinkError::NotAState),
        Some(v) if v > u64::from(Snapshot::VERSION) => {
            return Err(LinkError::FutureFormat {
                format: u32::try_from(v).unwrap_or(u32::MAX),
            })
        }
        Some(_) => {}
    }
    serde_json::from_str(json).map_err(|_| LinkError::NotAState)
}

/// The address to share: `page` (the current address) without its query
/// and fragment, plus the fragment for `snapshot`. The query is dropped so
/// that a link made inside an embed opens the full tester.
pub fn share_url(page: &str, snapshot: &Snapshot) -> Result<String, LinkError> {
    let end = page.find(['?', '#']).unwrap_or(page.len());
    Ok(format!("{}#{}", &page[..end], encode(snapshot)?))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn state() -> Snapshot {
        Snapshot {
            robots: "User-agent: *\nDisallow: /private/\nAllow: /private/ok ünïcödé €\n".into(),
            urls: "https://example.com/private/x\n/private/ok\n\n/<script>alert(1)</script>".into(),
            agents: vec![
                "Googlebot".into(),
                "Mozilla/5.0 (compatible; bingbot/2.0)".into(),
            ],
            selected: Some((1, 1)),
            ..Snapshot::default()
        }
    }

    #[test]
    fn round_trip_restores_every_field() {
        for s in [state(), Snapshot::example(), Snapshot::default()] {
            let f = encode(&s).unwrap();
            assert!(f.starts_with("s=1."), "{f}");
            assert!(
                f[4..]
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'),
                "URL-safe without padding: {f}"
            );
            assert_eq!(decode(&f), Ok(Some(s.clone())));
            assert_eq!(decode(&format!("#{f}")), Ok(Some(s)));
        }
    }

    #[test]
    fn no_selection_round_trips_as_none() {
        let s = Snapshot {
            selected: None,
            ..state()
        };
        assert_eq!(
            decode(&encode(&s).unwrap()).unwrap().unwrap().selected,
            None
        );
    }

    #[test]
    fn other_fragments_are_not_permalinks() {
        for f in ["", "#", "#main", "top", "#S=1.abc", "#state"] {
            assert_eq!(decode(f), Ok(None), "{f:?}");
        }
    }

    #[test]
    fn garbage_is_refused() {
        assert_eq!(decode("#s=garbage"), Err(LinkError::NoVersion));
        assert_eq!(decode("#s="), Err(LinkError::NoVersion));
        assert_eq!(decode("#s=.abc"), Err(LinkError::NoVersion));
        assert_eq!(decode("#s=01.abc"), Err(LinkError::NoVersion));
        assert_eq!(decode("#s=-1.abc"), Err(LinkError::NoVersion));
        assert_eq!(decode("#s=0.abc"), Err(LinkError::NoVersion));
        assert_eq!(decode("#s=1.<script>"), Err(LinkError::NotBase64));
        assert_eq!(decode("#s=1.abc=="), Err(LinkError::NotBase64));
        assert_eq!(decode("#s=1.a"), Err(LinkError::NotBase64));
        assert_eq!(decode("#s=1.aGVsbG8gd29ybGQ"), Err(LinkError::Damaged));
        assert_eq!(decode("#s=1."), Err(LinkError::Damaged));
    }

    #[test]
    fn truncated_links_are_refused_at_every_length() {
        let f = encode(&state()).unwrap();
        for end in PREFIX.len()..f.len() {
            let cut = &f[..end];
            let r = decode(cut);
            assert!(r.is_err(), "{cut:?} gave {r:?}");
        }
    }

    #[test]
    fn a_flipped_character_is_refused() {
        let f = encode(&state()).unwrap();
        let mut bytes = f.into_bytes();
        let i = bytes.len() - 3;
        bytes[i] = if bytes[i] == b'A' { b'B' } else { b'A' };
        let f = String::from_utf8(bytes).unwrap();
        assert!(decode(&f).is_err());
    }

    #[test]
    fn future_formats_are_named() {
        let f = encode(&state()).unwrap();
        let newer = f.replacen("s=1.", "s=2.", 1);
        assert_eq!(decode(&newer), Err(LinkError::FutureFormat { format: 2 }));
        assert_eq!(
            decode("#s=99999999999.x"),
            Err(LinkError::FutureFormat { format: u32::MAX })
        );
        let msg = LinkError::FutureFormat { format: 2 }.to_string();
        assert!(msg.contains("newer version"), "{msg}");
    }

    #[test]
    fn a_snapshot_from_a_newer_build_is_named_too() {
        let json = br#"{"version":7,"robots":"","urls":"","agents":[]}"#;
        let packed = miniz_oxide::deflate::compress_to_vec_zlib(json, 6);
        let f = format!("s=1.{}", URL_SAFE_NO_PAD.encode(packed));
        assert_eq!(decode(&f), Err(LinkError::FutureFormat { format: 7 }));
    }

    #[test]
    fn payloads_that_are_not_states_are_refused() {
        for json in [
            &b"not json"[..],
            b"[1,2,3]",
            b"{}",
            br#"{"robots":"","urls":"","agents":[]}"#,
            br#"{"version":1,"robots":5,"urls":"","agents":[]}"#,
            b"\xff\xfe",
        ] {
            let packed = miniz_oxide::deflate::compress_to_vec_zlib(json, 6);
            let f = format!("s=1.{}", URL_SAFE_NO_PAD.encode(packed));
            assert_eq!(
                decode(&f),
                Err(LinkError::NotAState),
                "{:?}",
                String::from_utf8_lossy(json)
            );
        }
    }

    #[test]
    fn oversized_fragments_and_zip_bombs_are_refused() {
        let long = format!("s=1.{}", "A".repeat(MAX_FRAGMENT_CHARS));
        assert_eq!(decode(&long), Err(LinkError::TooLong { chars: long.len() }));

        // 3 MiB of one byte compresses to a few KiB: within the fragment
        // limit, but it must not be inflated past MAX_DECODED_BYTES.
        let bomb = vec![b' '; 3 * 1024 * 1024];
        let packed = miniz_oxide::deflate::compress_to_vec_zlib(&bomb, 9);
        let f = format!("s=1.{}", URL_SAFE_NO_PAD.encode(packed));
        assert!(f.len() < 20_000, "{}", f.len());
        assert_eq!(decode(&f), Err(LinkError::TooLarge));
    }

    #[test]
    fn a_state_too_big_for_a_link_is_refused_when_sharing() {
        // Incompressible text: about 1.4 MiB of base64 once encoded.
        let mut x: u32 = 1;
        let robots: String = (0..1_000_000)
            .map(|_| {
                x ^= x << 13;
                x ^= x >> 17;
                x ^= x << 5;
                char::from(b'!' + (x % 90) as u8)
            })
            .collect();
        let s = Snapshot {
            robots,
            ..Snapshot::default()
        };
        assert!(matches!(encode(&s), Err(LinkError::TooLong { .. })));
    }

    #[test]
    fn google_sized_files_fit() {
        // A 500 KiB file of typical rules compresses far below the limit.
        let robots: String = (0..20_000)
            .map(|i| format!("Disallow: /section-{i}/page\n"))
            .collect();
        assert!(robots.len() > 500_000);
        let s = Snapshot {
            robots,
            ..Snapshot::example()
        };
        let f = encode(&s).unwrap();
        assert!(f.len() < MAX_FRAGMENT_CHARS / 4, "{}", f.len());
        assert_eq!(decode(&f), Ok(Some(s)));
    }

    #[test]
    fn share_url_replaces_query_and_fragment() {
        let s = state();
        let f = encode(&s).unwrap();
        assert_eq!(
            share_url("https://x.test/sub/?embed=1&theme=dark#s=1.old", &s).unwrap(),
            format!("https://x.test/sub/#{f}")
        );
        assert_eq!(
            share_url("http://127.0.0.1:8080/", &s).unwrap(),
            format!("http://127.0.0.1:8080/#{f}")
        );
    }
}
