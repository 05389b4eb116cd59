//! Crawlers that sign: Web Bot Auth, HTTP Message Signatures (RFC 9421)
//! with the `web-bot-auth` profile, judged offline from what a log kept of
//! a request, at the request's own time.
//!
//! A signed request names its signature agent (`Signature-Agent:
//! "https://chatgpt.com"`), covers at least `@authority` and
//! `signature-agent` in a signature tagged `web-bot-auth`, and names its key
//! by the key's JWK thumbprint (RFC 7638). The agent publishes its keys at
//! `ORIGIN/.well-known/http-message-signatures-directory`; `robots ranges
//! update` saves them and [`Directories::add`] reads them. A signature
//! proves who sent a request, not that the sender obeyed robots.txt.
//!
//! The signature base and the Ed25519 check are Cloudflare's
//! `web-bot-auth` crate; this module gives it the request's components
//! and decides the status.

use std::collections::HashMap;

use web_bot_auth::components::{
    CoveredComponent, DerivedComponent, HTTPField, HTTPFieldParameters,
};
use web_bot_auth::keyring::{JSONWebKeySet, KeyRing};
use web_bot_auth::message_signatures::{MessageVerifier, SignedMessage};
use web_bot_auth::{ImplementationError, WebBotAuthVerifier};

/// Header fields kept of one request for its signature base.
pub const MAX_HEADERS: usize = 64;
/// Bytes of one header field value kept (a longer one is dropped, and a
/// signature covering it cannot verify).
pub const MAX_HEADER_BYTES: usize = 8 * 1024;
/// Bytes of one key directory read.
pub const MAX_DIRECTORY_BYTES: usize = 256 * 1024;
/// Keys of one directory read.
pub const MAX_KEYS: usize = 64;
/// Origins whose directories are kept.
pub const MAX_DIRECTORIES: usize = 256;

/// What a signed request's signature says of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Status {
    /// A `web-bot-auth` signature over at least `@authority` and
    /// `signature-agent`, valid under a key of the claimed origin's
    /// directory, and `created ≤ time ≤ expires`.
    Verified,
    /// A signature that does not verify, does not follow the profile, or
    /// whose window does not hold the request's time.
    Invalid,
    /// A key id not in the origin's directory, or no directory for it.
    UnknownKey,
    /// A `Signature-Agent` claim with no signature.
    Unsigned,
}

impl Status {
    pub const ALL: [Status; 4] = [
        Status::Verified,
        Status::Invalid,
        Status::UnknownKey,
        Status::Unsigned,
    ];

    /// The machine token (`--json`, the page's data attributes).
    pub fn code(self) -> &'static str {
        match self {
            Status::Verified => "verified",
            Status::Invalid => "invalid",
            Status::UnknownKey => "unknown_key",
            Status::Unsigned => "unsigned",
        }
    }
}

/// What a log kept of one request, as far as its signature goes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Signed {
    /// The host (and port, when not the scheme's default) asked for.
    pub authority: String,
    /// `GET`, `HEAD`, … (empty: not logged).
    pub method: String,
    /// The path and query asked for.
    pub target: String,
    /// `https` unless the log says otherwise.
    pub scheme: String,
    /// Header fields, names in lower case, values as logged.
    pub headers: Vec<(String, String)>,
}

impl Signed {
    /// Adds a header field (its name lower-cased), within [`MAX_HEADERS`]
    /// and [`MAX_HEADER_BYTES`].
    pub fn push_header(&mut self, name: &str, value: &str) {
        if self.headers.len() < MAX_HEADERS && value.len() <= MAX_HEADER_BYTES {
            self.headers
                .push((name.to_ascii_lowercase(), value.to_owned()));
        }
    }

    /// The values of a header field, in order.
    pub fn header<'a>(&'a self, name: &'a str) -> impl Iterator<Item = &'a str> + 'a {
        self.headers
            .iter()
            .filter(move |(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    /// Whether the request claims a signature agent or carries a signature:
    /// only such requests are judged.
    pub fn is_claim(&self) -> bool {
        ["signature-agent", "signature-input", "signature"]
            .iter()
            .any(|h| self.header(h).next().is_some())
    }

    fn path(&self) -> &str {
        let t = self.target.as_str();
        let t = t.split('?').next().unwrap_or("");
        if t.is_empty() {
            "/"
        } else {
            t
        }
    }

    fn query(&self) -> String {
        match self.target.split_once('?') {
            Some((_, q)) => format!("?{q}"),
            None => "?".to_owned(),
        }
    }

    fn scheme(&self) -> &str {
        if self.scheme.is_empty() {
            "https"
        } else {
            &self.scheme
        }
    }
}

/// A header field's value as a component: its values trimmed and joined
/// (RFC 9421 §2.1), or one dictionary member's (`;key=`), or strictly
/// re-serialized (`;sf`).
fn field_value(values: &[&str], params: &[HTTPFieldParameters]) -> Option<String> {
    let joined = values
        .iter()
        .map(|v| v.trim_matches([' ', '\t']))
        .collect::<Vec<_>>()
        .join(", ");
    // The first parameter decides (`;key` and `;sf` do not combine).
    if let Some(p) = params.first() {
        match p {
            HTTPFieldParameters::Key(key) => {
                let dict = sfv::Parser::new(&joined).parse_dictionary().ok()?;
                let (_, entry) = dict.into_iter().find(|(k, _)| k.as_str() == key)?;
                return match entry {
                    sfv::ListEntry::Item(item) => Some(sfv::SerializeValue::serialize_value(&item)),
                    inner @ sfv::ListEntry::InnerList(_) => {
                        sfv::SerializeValue::serialize_value(&vec![inner])
                    }
                };
            }
            HTTPFieldParameters::Sf => {
                if let Ok(d) = sfv::Parser::new(&joined).parse_dictionary() {
                    return sfv::SerializeValue::serialize_value(&d);
                }
                if let Ok(l) = sfv::Parser::new(&joined).parse_list() {
                    return sfv::SerializeValue::serialize_value(&l);
                }
                return sfv::Parser::new(&joined)
                    .parse_item()
                    .ok()
                    .map(|i| sfv::SerializeValue::serialize_value(&i));
            }
            // Trailers, binary wrapping and a response's request fields
            // are not what a log of requests holds.
            HTTPFieldParameters::Bs | HTTPFieldParameters::Tr | HTTPFieldParameters::Req => {
                return None
            }
        }
    }
    Some(joined)
}

impl SignedMessage for Signed {
    fn lookup_component(&self, name: &CoveredComponent) -> Vec<String> {
        match name {
            CoveredComponent::HTTP(HTTPField { name, parameters }) => {
                let values: Vec<&str> = self.header(name).collect();
                let plain = parameters.0.is_empty();
                // The signature fields themselves are read raw, value by value.
                if plain && matches!(name.as_str(), "signature" | "signature-input") {
                    return values.into_iter().map(str::to_owned).collect();
                }
                if values.is_empty() {
                    return vec![];
                }
                field_value(&values, &parameters.0).into_iter().collect()
            }
            CoveredComponent::Derived(d) => {
                let v = match d {
                    DerivedComponent::Authority { req: false } => {
                        self.authority.to_ascii_lowercase()
                    }
                    DerivedComponent::Method { req: false } if !self.method.is_empty() => {
                        self.method.clone()
                    }
                    DerivedComponent::Path { req: false } => self.path().to_owned(),
                    DerivedComponent::Query { req: false } => self.query(),
                    DerivedComponent::Scheme { req: false } => self.scheme().to_owned(),
                    DerivedComponent::RequestTarget { req: false } => self.target.clone(),
                    DerivedComponent::TargetUri { req: false } => format!(
                        "{}://{}{}",
                        self.scheme(),
                        self.authority.to_ascii_lowercase(),
                        self.target
                    ),
                    _ => return vec![],
                };
                vec![v]
            }
        }
    }
}

/// Why a key directory was not read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DirectoryError {
    /// Over [`MAX_DIRECTORY_BYTES`].
    TooLarge,
    /// Not a JSON Web Key Set.
    NotJwks,
    /// A set without one Ed25519 key.
    NoKeys,
    /// Over [`MAX_DIRECTORIES`] origins.
    TooMany,
}

/// The signature agents' key directories, by origin.
#[derive(Default)]
pub struct Directories {
    by_origin: HashMap<String, KeyRing>,
    keys: HashMap<String, usize>,
}

/// An origin as compared: lower case, no final `/`.
pub fn normalize_origin(origin: &str) -> String {
    origin.trim().trim_end_matches('/').to_ascii_lowercase()
}

impl Directories {
    /// Reads an origin's key directory (a JWKS as published). Returns the
    /// number of Ed25519 keys taken; keys of other kinds are skipped. A
    /// second directory for the same origin adds its keys (a rotation kept
    /// in two files).
    pub fn add(&mut self, origin: &str, jwks: &[u8]) -> Result<usize, DirectoryError> {
        if jwks.len() > MAX_DIRECTORY_BYTES {
            return Err(DirectoryError::TooLarge);
        }
        let origin = normalize_origin(origin);
        if !self.by_origin.contains_key(&origin) && self.by_origin.len() >= MAX_DIRECTORIES {
            return Err(DirectoryError::TooMany);
        }
        // Keys the profile cannot use (other key types, extra members) are
        // skipped one by one, not the whole set.
        let value: serde_json::Value =
            serde_json::from_slice(jwks).map_err(|_| DirectoryError::NotJwks)?;
        let keys = value
            .get("keys")
            .and_then(serde_json::Value::as_array)
            .ok_or(DirectoryError::NotJwks)?;
        let set = JSONWebKeySet {
            keys: keys
                .iter()
                .take(MAX_KEYS)
                .filter_map(|k| serde_json::from_value(k.clone()).ok())
                .collect(),
        };
        let ring = self.by_origin.entry(origin.clone()).or_default();
        let taken = ring
            .import_jwks(set)
            .into_iter()
            .filter(Option::is_none)
            .count();
        let total = self.keys.entry(origin.clone()).or_default();
        *total += taken;
        if *total == 0 {
            self.by_origin.remove(&origin);
            self.keys.remove(&origin);
            return Err(DirectoryError::NoKeys);
        }
        Ok(taken)
    }

    /// The origins with a directory.
    pub fn origins(&self) -> impl Iterator<Item = &str> {
        self.by_origin.keys().map(String::as_str)
    }

    pub fn is_empty(&self) -> bool {
        self.by_origin.is_empty()
    }
}

/// The origin a request's `Signature-Agent` names: an sf-string item, or
/// the first string member of a dictionary (the draft's newer form). Only
/// `https://` and `http://` origins count.
pub fn claimed_origin(signed: &Signed) -> Option<String> {
    let values: Vec<&str> = signed.header("signature-agent").collect();
    if values.is_empty() {
        return None;
    }
    let joined = values.join(", ");
    let link = match sfv::Parser::new(&joined).parse_item() {
        Ok(item) => item.bare_item.as_string().map(|s| s.as_str().to_owned()),
        Err(_) => sfv::Parser::new(&joined)
            .parse_dictionary()
            .ok()?
            .into_iter()
            .find_map(|(_, e)| match e {
                sfv::ListEntry::Item(i) => i.bare_item.as_string().map(|s| s.as_str().to_owned()),
                sfv::ListEntry::InnerList(_) => None,
            }),
    }?;
    let lower = link.to_ascii_lowercase();
    let rest = lower
        .strip_prefix("https://")
        .or_else(|| lower.strip_prefix("http://"))?;
    // The origin only: a path, if any, is dropped.
    let host = rest.split('/').next().unwrap_or("");
    if host.is_empty() {
        return None;
    }
    let scheme = if lower.starts_with("https://") {
        "https"
    } else {
        "http"
    };
    Some(format!("{scheme}://{host}"))
}

/// A signed request judged: the origin it claims and what its signature
/// says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Judged {
    pub origin: String,
    pub status: Status,
}

/// Judges one request at its own `time` (seconds since 1970; without a
/// time the window cannot be checked, and the signature is `invalid`).
/// `None` when the request claims no signature agent.
pub fn judge(signed: &Signed, time: Option<i64>, dirs: &Directories) -> Option<Judged> {
    let origin = claimed_origin(signed)?;
    let status = status(signed, time, &origin, dirs);
    Some(Judged { origin, status })
}

fn status(signed: &Signed, time: Option<i64>, origin: &str, dirs: &Directories) -> Status {
    let has_sig = signed.header("signature").next().is_some();
    let has_input = signed.header("signature-input").next().is_some();
    if !has_sig && !has_input {
        return Status::Unsigned;
    }
    let Ok(verifier) = WebBotAuthVerifier::parse(signed) else {
        // A signature that does not follow the profile (no tag, no window,
        // `@authority` or `signature-agent` not covered) proves nothing.
        return Status::Invalid;
    };
    let base = &verifier.get_parsed_label().base;
    let covers = |wanted: &dyn Fn(&CoveredComponent) -> bool| base.components.keys().any(wanted);
    let authority = covers(&|c| {
        matches!(
            c,
            CoveredComponent::Derived(DerivedComponent::Authority { req: false })
        )
    });
    let agent = covers(&|c| matches!(c, CoveredComponent::HTTP(f) if f.name == "signature-agent"));
    if !authority || !agent {
        return Status::Invalid;
    }
    let details = &base.parameters.details;
    let (created, expires) = (details.created, details.expires);
    let Some(keyid) = details.keyid.clone() else {
        return Status::Invalid;
    };
    let Some(ring) = dirs.by_origin.get(origin) else {
        return Status::UnknownKey;
    };
    if ring.get(&keyid).is_none() {
        return Status::UnknownKey;
    }
    match verifier.verify(ring, Some(keyid)) {
        Ok(_) => {}
        Err(ImplementationError::NoSuchKey) => return Status::UnknownKey,
        Err(_) => return Status::Invalid,
    }
    let in_window = match (time, created, expires) {
        (Some(t), Some(c), Some(e)) => c <= t && t <= e,
        _ => false,
    };
    if in_window {
        Status::Verified
    } else {
        Status::Invalid
    }
}

/// Verifies a plain RFC 9421 signature (any tag, any components) of
/// `signed` under `key_id` of `ring`: the RFC's own examples are checked
/// with it.
pub fn verify_rfc9421(signed: &Signed, ring: &KeyRing, key_id: &str) -> bool {
    MessageVerifier::parse(signed, |_| true)
        .and_then(|v| v.verify(ring, Some(key_id.to_owned())))
        .is_ok()
}
