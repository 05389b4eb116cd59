//! The npm package `robots-parser` 3.0.1 (used by Lighthouse's SEO audit):
//! `robotsParser(robotsUrl, contents)` then `isAllowed(url, ua)` and
//! `getMatchingLineNumber(url, ua)`.
//!
//! Written from its README, its published tests and its observable
//! behaviour: rules are kept per user-agent name (the value lower-cased,
//! cut at its first `/`), and looked up by the caller's name cut the same
//! way, exactly, else `*`; any line other than `User-agent` ends a run of
//! user-agent lines (so `Crawl-delay` between two of them starts a new
//! group); the longest matching pattern decides, Allow on a tie, with `*`
//! and a final `$` as Google reads them; patterns are encoded as
//! `encodeURI` does (`%` kept), the URL as the WHATWG URL parser does; a
//! URL of another origin than the robots.txt gets no answer.

use super::reading::{Reading, Why};
use super::runs::Runs;
use super::text::{drop_tabs_and_newlines, escape_at, is_scheme, js_trim, key_value, split_lines};
use crate::pattern::Pattern;
use crate::url::normalise_typed;

/// The placeholder host robots-parser resolves relative URLs against.
const RELATIVE_HOST: &str = "robots-relative.samclarke.com";

#[derive(Clone, Debug)]
struct Rule {
    pattern: Pattern,
    allow: bool,
    line: u32,
    text: String,
}

/// A file as robots-parser reads it.
#[derive(Clone, Debug, Default)]
pub struct RobotsParser {
    /// The groups, by agent name, and the rules after each run of
    /// user-agent lines.
    rules: Runs<Rule>,
    /// Lines other than user-agent lines that ended a run of user-agent
    /// lines which another user-agent line then followed.
    pub(super) splits: Vec<(u32, String)>,
}

/// The user-agent name robots-parser keys rules by: lower-cased, cut at
/// the first `/`, trimmed.
pub(crate) fn format_agent(ua: &str) -> String {
    let lower = ua.to_lowercase();
    js_trim(lower.split('/').next().unwrap_or("")).to_string()
}

/// `encodeURI`, then `%25` back to `%`, then `%xx` upper-cased.
pub(crate) fn normalise_encoding(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        let keep = c.is_ascii_alphanumeric() || ";,/?:@&=+$-_.!~*'()#%".contains(c);
        if keep {
            out.push(c);
        } else {
            let mut buf = [0u8; 4];
            for b in c.encode_utf8(&mut buf).bytes() {
                out.push_str(&format!("%{b:02X}"));
            }
        }
    }
    upper_escapes(&out)
}

/// `%xx` → `%XX`.
fn upper_escapes(s: &str) -> String {
    let mut b = s.as_bytes().to_vec();
    let mut i = 0;
    while i < b.len() {
        if escape_at(&b, i).is_some() {
            b[i + 1].make_ascii_uppercase();
            b[i + 2].make_ascii_uppercase();
            i += 3;
        } else {
            i += 1;
        }
    }
    String::from_utf8(b).expect("only ASCII hex digits were changed")
}

/// A URL as robots-parser sees it (`new URL(url, base)`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct JsUrl {
    pub scheme: String,
    pub host: String,
    /// The port, the scheme's default filled in as robots-parser does
    /// (443 for https, 80 otherwise).
    pub port: u16,
    /// `pathname + search`.
    pub path: String,
}

fn special(scheme: &str) -> bool {
    matches!(scheme, "http" | "https" | "ftp" | "ws" | "wss" | "file")
}

/// `new URL(input, 'http://robots-relative.samclarke.com/')`, or `None`
/// when it throws.
pub(crate) fn parse_url(input: &str) -> Option<JsUrl> {
    let cleaned = drop_tabs_and_newlines(input.trim_matches(|c: char| c <= ' '));
    let scheme_end = cleaned.find(':').filter(|&i| is_scheme(&cleaned[..i]));
    let relative = |path_input: String| -> Option<JsUrl> {
        let t = normalise_typed(&path_input).ok()?;
        Some(JsUrl {
            scheme: "http".into(),
            host: RELATIVE_HOST.into(),
            port: 80,
            path: drop_empty_query(t.path),
        })
    };
    let absolute = |url: &str| -> Option<JsUrl> {
        let t = normalise_typed(url).ok()?;
        let origin = t.origin?;
        let port = origin
            .port
            .unwrap_or(if origin.scheme == "https" { 443 } else { 80 });
        Some(JsUrl {
            scheme: origin.scheme,
            host: origin.host,
            port,
            path: drop_empty_query(t.path),
        })
    };
    let slash = |c: char| c == '/' || c == '\\';
    if let Some(i) = scheme_end {
        let scheme = cleaned[..i].to_ascii_lowercase();
        let rest = &cleaned[i + 1..];
        if !special(&scheme) || matches!(scheme.as_str(), "ws" | "wss" | "file") {
            return Some(JsUrl {
                scheme,
                host: String::new(),
                port: 0,
                path: String::new(),
            });
        }
        let two_slashes = rest.chars().take(2).filter(|&c| slash(c)).count() == 2;
        if scheme == "http"
            && !(rest.starts_with('/') && rest[1..].starts_with('/'))
            && !two_slashes
        {
            // Same scheme as the base: a relative reference.
            return relative_ref(rest, &relative);
        }
        return absolute(&format!("{scheme}://{}", rest.trim_start_matches(slash)));
    }
    let mut chars = cleaned.chars();
    if chars.next().is_some_and(slash) && chars.next().is_some_and(slash) {
        return absolute(&format!("http://{}", cleaned.trim_start_matches(slash)));
    }
    relative_ref(&cleaned, &relative)
}

fn relative_ref(rest: &str, relative: &dyn Fn(String) -> Option<JsUrl>) -> Option<JsUrl> {
    if rest.is_empty() || rest.starts_with('#') {
        return relative("/".into());
    }
    if let Some(after) = rest.strip_prefix(['/', '\\']) {
        return relative(format!("/{after}"));
    }
    relative(format!("/{rest}"))
}

/// WHATWG's `search` is empty for an empty query: `/a?` is `/a`.
fn drop_empty_query(mut path: String) -> String {
    if path.ends_with('?') && path.find('?') == Some(path.len() - 1) {
        path.pop();
    }
    path
}

impl RobotsParser {
    /// `robotsParser(url, text)`, `text` being the body decoded as UTF-8
    /// with replacement (`body.toString('utf8')`).
    pub fn parse(text: &str) -> RobotsParser {
        let mut p = RobotsParser::default();
        // The names of the current user-agent run, with their lines.
        let mut current: Vec<(String, u32)> = Vec::new();
        let mut none_agent_state = true;
        let mut pending_split: Option<(u32, String)> = None;
        // The run of the current user-agent lines (made at its first rule
        // or crawl-delay line).
        let mut run: Option<usize> = None;
        for (number, raw) in (1u32..).zip(split_lines(text)) {
            let line = raw.split('#').next().unwrap_or("");
            if let Some((key, value)) = key_value(line) {
                if !key.is_empty() {
                    let is_agent = key == "user-agent";
                    match key.as_str() {
                        "user-agent" => {
                            run = None;
                            if none_agent_state {
                                current.clear();
                                if let Some(split) = pending_split.take() {
                                    p.splits.push(split);
                                }
                            }
                            if !value.is_empty() {
                                current.push((format_agent(value), number));
                            }
                        }
                        "allow" | "disallow" | "crawl-delay" => {
                            // A group exists once a rule or crawl-delay line (even an
                            // empty one) follows its user-agent line.
                            let r = *run.get_or_insert_with(|| {
                                let members: Vec<usize> = current
                                    .iter()
                                    .map(|(name, line)| p.rules.group(name, *line))
                                    .collect();
                                p.rules.new_run(members)
                            });
                            if key == "crawl-delay" {
                                if !none_agent_state {
                                    pending_split = Some((number, js_trim(line).to_string()));
                                }
                            } else {
                                pending_split = None;
                                if !value.is_empty() {
                                    let pattern = normalise_encoding(value);
                                    p.rules.runs[r].push(Rule {
                                        pattern: Pattern::new(pattern.into_bytes()),
                                        allow: key == "allow",
                                        line: number,
                                        text: js_trim(line).to_string(),
                                    });
                                }
                            }
                        }
                        _ => {
                            if !none_agent_state {
                                pending_split = Some((number, js_trim(line).to_string()));
                            }
                        }
                    }
                    none_agent_state = !is_agent;
                }
            }
        }
        p
    }

    /// `isAllowed(url, ua)` with `getMatchingLineNumber(url, ua)`.
    /// `robots_url`: where the file is served; `None` takes it to be at the
    /// checked URL's own origin.
    pub fn check(&self, robots_url: Option<&str>, url: &str, ua: &str) -> Reading {
        let Some(parsed) = parse_url(url) else {
            return Reading::unanswered(0, "out_of_origin");
        };
        if let Some(robots) = robots_url {
            let Some(base) = parse_url(robots) else {
                return Reading::unanswered(0, "out_of_origin");
            };
            if (&base.scheme, &base.host, base.port) != (&parsed.scheme, &parsed.host, parsed.port)
            {
                return Reading::unanswered(0, "out_of_origin");
            }
        }
        let name = format_agent(if ua.is_empty() { "*" } else { ua });
        let groups = &self.rules.groups;
        let group = groups
            .iter()
            .find(|g| g.agent == name)
            .or_else(|| groups.iter().find(|g| g.agent == "*"));
        let path = upper_escapes(&parsed.path);
        let Some(group) = group else {
            return Reading::decided(true, 0, 0, "", path);
        };
        let mut best: Option<&Rule> = None;
        for r in self.rules.rules(group) {
            if !r.pattern.matches(path.as_bytes()) {
                continue;
            }
            let (len, best_len) = (
                r.pattern.priority(),
                best.map_or(0, |b| b.pattern.priority()),
            );
            if best.is_none()
                || len > best_len
                || (len == best_len && r.allow && !best.is_some_and(|b| b.allow))
            {
                best = Some(r);
            }
        }
        match best {
            Some(r) => Reading::decided(r.allow, r.line, group.agent_line, &r.text, path),
            None => Reading::decided(true, 0, group.agent_line, "", path),
        }
    }

    pub(super) fn why(
        &self,
        google: &crate::Verdict,
        r: &Reading,
        agent: &str,
        url: &str,
        robots_url: Option<&str>,
    ) -> Why {
        if r.verdict == super::reading::Verdict3::Unanswered {
            return Why::OutOfOrigin {
                url: url.to_string(),
                robots: robots_url.map(str::to_string),
            };
        }
        if let Some(split) = super::reading::split_inside(&self.splits, google) {
            return split;
        }
        let lines = &google.groups.agent_lines;
        let name = format_agent(if agent.is_empty() { "*" } else { agent });
        if google.groups.kind == crate::GroupKind::Specific
            && !self.rules.groups.iter().any(|g| g.agent == name)
            && r.group_line != lines[0]
        {
            return Why::AgentWithoutRules {
                name,
                line: lines[0],
            };
        }
        if !lines.is_empty() && !lines.contains(&r.group_line) {
            return Why::ExactAgent {
                name,
                line: lines[0],
            };
        }
        if let Some(d) = &google.decisive {
            if d.via_index_html {
                return Why::IndexHtml {
                    rule: d.display(),
                    here: false,
                };
            }
        }
        if r.group_line != 0 && lines.is_empty() {
            return Why::ExactAgentOnlyHere {
                name,
                group_line: r.group_line,
            };
        }
        Why::RobotsParserQuoting {
            path: r.path.clone(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn urls_as_the_whatwg_parser_gives_them() {
        let u = parse_url("https://Example.com/a b?c d#f").unwrap();
        assert_eq!(
            (u.host.as_str(), u.port, u.path.as_str()),
            ("example.com", 443, "/a%20b?c%20d")
        );
        assert_eq!(parse_url("/x/../y?").unwrap().path, "/y");
        assert_eq!(parse_url("x").unwrap().host, RELATIVE_HOST);
        assert_eq!(parse_url("http:/x").unwrap().host, RELATIVE_HOST);
        assert_eq!(parse_url("//h/x").unwrap().host, "h");
        assert_eq!(parse_url("mailto:x").unwrap().scheme, "mailto");
    }

    #[test]
    fn patterns_encoded_as_encode_uri() {
        assert_eq!(normalise_encoding("/ü %2f%zz*$"), "/%C3%BC%20%2F%zz*$");
    }
}
