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

use std::io::Read;
use std::time::{Duration, Instant};

use robots::status::{self, Effect, Fetch, MAX_REDIRECTS};
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
    /// What Google does with this result, in one sentence.
    pub explanation: &'static str,
}

/// A fetch result and the body read (empty unless the status was 2xx).
#[derive(Clone, Debug)]
pub struct Fetched {
    pub report: FetchReport,
    pub body: Vec<u8>,
}

/// Whether a ROBOTS_FILE argument names a URL to fetch.
pub fn is_url(spec: &str) -> bool {
    let lower = spec.get(..8).unwrap_or(spec).to_ascii_lowercase();
    lower.starts_with("http://") || lower.starts_with("https://")
}

/// Checks a URL before fetching it: an error when it is not an http(s)
/// URL; a warning when it is not a site's `/robots.txt` (it is fetched as
/// given all the same).
pub fn validate(url: &str) -> Result<Option<String>, String> {
    let parsed = Url::parse(url).map_err(|e| format!("'{url}' is not a URL: {e}"))?;
    if !matches!(parsed.scheme(), "http" | "https") || parsed.host().is_none() {
        return Err(format!("'{url}' is not an http:// or https:// URL"));
    }
    if parsed.path() != "/robots.txt" || parsed.query().is_some() {
        return Ok(Some(format!(
            "warning: {url} is not /robots.txt at the root of its host: crawlers only ever read that one (fetched as given)"
        )));
    }
    Ok(None)
}

/// Fetches `url` as Google does. Never fails: every way a fetch can end is
/// an outcome. `url` must have passed [`validate`].
pub fn fetch(url: &str, limits: Limits) -> Fetched {
    let start = Instant::now();
    let agent: ureq::Agent = ureq::Agent::config_builder()
        .max_redirects(0)
        .http_status_as_error(false)
        .user_agent(USER_AGENT)
        .timeout_connect(Some(limits.connect))
        .build()
        .into();
    let mut report = FetchReport {
        url: url.to_string(),
        status: None,
        redirects: 0,
        final_url: url.to_string(),
        bytes: 0,
        truncated: false,
        outcome: Outcome::DisallowAll,
        redirect_problem: None,
        error: None,
        explanation: "",
    };
    let Ok(mut current) = Url::parse(url) else {
        return network_error(report, "not a URL".to_string());
    };
    let mut seen = vec![current.clone()];
    loop {
        report.final_url = current.to_string();
        let remaining = limits.total.saturating_sub(start.elapsed());
        if remaining.is_zero() {
            return network_error(report, "timeout: global".to_string());
        }
        let response = agent
            .get(current.as_str())
            .config()
            .timeout_global(Some(remaining))
            .build()
            .call();
        let mut response = match response {
            Ok(r) => r,
            Err(e) => return network_error(report, e.to_string()),
        };
        let code = response.status().as_u16();
        report.status = Some(code);
        if (300..400).contains(&code) {
            report.redirects = report.redirects.saturating_add(1);
            if report.redirects > MAX_REDIRECTS {
                return stop_redirects(report, RedirectProblem::TooMany);
            }
            let next = response
                .headers()
                .get("location")
                .and_then(|v| v.to_str().ok())
                .and_then(|location| current.join(location.trim()).ok())
                .filter(|u| matches!(u.scheme(), "http" | "https"));
            let Some(mut next) = next else {
                return stop_redirects(report, RedirectProblem::NoLocation);
            };
            next.set_fragment(None);
            if seen.contains(&next) {
                return stop_redirects(report, RedirectProblem::Loop);
            }
            seen.push(next.clone());
            current = next;
            continue;
        }
        let fetch = Fetch::Status {
            code,
            redirects: report.redirects,
        };
        let (effect, explanation) = status::outcome(fetch);
        report.outcome = effect.into();
        report.explanation = explanation;
        let mut body = Vec::new();
        if effect == Effect::UseRules {
            // One byte more than the limit tells whether the body goes on.
            let reader = response.body_mut().as_reader();
            if let Err(e) = reader.take(BODY_LIMIT as u64 + 1).read_to_end(&mut body) {
                return network_error(report, e.to_string());
            }
            if body.len() > BODY_LIMIT {
                body.truncate(BODY_LIMIT);
                report.truncated = true;
            }
            report.bytes = body.len();
        }
        return Fetched { report, body };
    }
}

fn network_error(mut report: FetchReport, error: String) -> Fetched {
    let (effect, explanation) = status::outcome(Fetch::NetworkError);
    report.status = None;
    report.outcome = effect.into();
    report.explanation = explanation;
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
    let (effect, explanation) = status::outcome(fetch);
    report.outcome = effect.into();
    report.explanation = explanation;
    report.redirect_problem = Some(problem);
    Fetched {
        report,
        body: Vec::new(),
    }
}

impl FetchReport {
    /// The one-line note printed on stderr, e.g.
    /// `https://example.com/robots.txt → 200 OK after 2 redirects (1,234 bytes): rules apply`.
    pub fn note(&self) -> String {
        let mut s = format!("{} → ", self.final_url);
        match (self.status, &self.error) {
            (_, Some(e)) => s.push_str(&format!("network error ({e})")),
            (Some(code), None) => {
                s.push_str(&code.to_string());
                if let Some(reason) = ureq::http::StatusCode::from_u16(code)
                    .ok()
                    .and_then(|c| c.canonical_reason())
                {
                    s.push(' ');
                    s.push_str(reason);
                }
            }
            (None, None) => s.push_str("no response"),
        }
        match self.redirect_problem {
            Some(RedirectProblem::TooMany) => s.push_str(&format!(
                ", a redirect past the {MAX_REDIRECTS} Google follows"
            )),
            Some(RedirectProblem::Loop) => s.push_str(&format!(
                ", a redirect loop after {}",
                plural(self.redirects.into(), "redirect")
            )),
            Some(RedirectProblem::NoLocation) => s.push_str(" without a usable Location header"),
            None if self.redirects > 0 => {
                s.push_str(&format!(
                    " after {}",
                    plural(self.redirects.into(), "redirect")
                ));
            }
            None => {}
        }
        match self.outcome {
            Outcome::Rules => {
                let cut = if self.truncated {
                    ", cut at Google's 500 KiB limit"
                } else {
                    ""
                };
                s.push_str(&format!(
                    " ({}{cut}): rules apply",
                    plural(self.bytes, "byte")
                ));
            }
            Outcome::AllowAll if self.redirect_problem.is_some() => {
                s.push_str(": everything allowed (treated as 404)")
            }
            Outcome::AllowAll => s.push_str(": everything allowed (no valid robots.txt)"),
            Outcome::DisallowAll => s.push_str(": everything disallowed (Google retries later)"),
        }
        s
    }
}

/// `1 byte`, `1,234 bytes`.
pub fn plural(n: usize, unit: &str) -> String {
    let digits = n.to_string();
    let mut grouped = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            grouped.push(',');
        }
        grouped.push(c);
    }
    if n == 1 {
        format!("{grouped} {unit}")
    } else {
        format!("{grouped} {unit}s")
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
    fn counts_are_grouped() {
        assert_eq!(plural(0, "byte"), "0 bytes");
        assert_eq!(plural(1, "byte"), "1 byte");
        assert_eq!(plural(999, "byte"), "999 bytes");
        assert_eq!(plural(1234, "byte"), "1,234 bytes");
        assert_eq!(plural(512_000, "byte"), "512,000 bytes");
        assert_eq!(plural(1_234_567, "redirect"), "1,234,567 redirects");
    }

    #[test]
    fn notes_name_the_outcome_and_the_final_url() {
        let report = FetchReport {
            url: "http://e.com/robots.txt".into(),
            status: Some(200),
            redirects: 2,
            final_url: "https://www.e.com/robots.txt".into(),
            bytes: 1234,
            truncated: false,
            outcome: Outcome::Rules,
            redirect_problem: None,
            error: None,
            explanation: "",
        };
        assert_eq!(
            report.note(),
            "https://www.e.com/robots.txt → 200 OK after 2 redirects (1,234 bytes): rules apply"
        );
        let busy = FetchReport {
            status: Some(503),
            redirects: 0,
            outcome: Outcome::DisallowAll,
            bytes: 0,
            ..report.clone()
        };
        assert_eq!(
            busy.note(),
            "https://www.e.com/robots.txt → 503 Service Unavailable: everything disallowed (Google retries later)"
        );
        let many = FetchReport {
            status: Some(301),
            redirects: 6,
            outcome: Outcome::AllowAll,
            redirect_problem: Some(RedirectProblem::TooMany),
            ..busy.clone()
        };
        assert_eq!(
            many.note(),
            "https://www.e.com/robots.txt → 301 Moved Permanently, a redirect past the 5 Google follows: everything allowed (treated as 404)"
        );
    }
}
