//! SARIF 2.1.0 output (`lint --format sarif`, `test --format sarif`), as
//! plain serde types: the few objects of the OASIS format that code
//! scanning reads (a run of one tool, its rules, results with a location).

use serde::Serialize;

use robots::Diagnostic;

/// The schema a SARIF 2.1.0 log names.
pub const SCHEMA: &str =
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/os/schemas/sarif-schema-2.1.0.json";

/// A SARIF log: one run of the `robots` command.
#[derive(Debug, Serialize)]
pub struct Log {
    #[serde(rename = "$schema")]
    schema: &'static str,
    version: &'static str,
    runs: [Run; 1],
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
struct Run {
    tool: Tool,
    results: Vec<Finding>,
    column_kind: &'static str,
}

#[derive(Debug, Serialize)]
struct Tool {
    driver: Driver,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
struct Driver {
    name: &'static str,
    version: &'static str,
    semantic_version: &'static str,
    rules: Vec<Rule>,
}

/// A `reportingDescriptor`: one per code found.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
struct Rule {
    id: String,
    short_description: Message,
    help: Message,
    default_configuration: Configuration,
}

#[derive(Debug, Serialize)]
struct Configuration {
    level: Level,
}

#[derive(Debug, Serialize)]
struct Message {
    text: String,
}

/// A `result`.
#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
struct Finding {
    rule_id: String,
    level: Level,
    message: Message,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    locations: Vec<Location>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    related_locations: Vec<Location>,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
struct Location {
    #[serde(skip_serializing_if = "Option::is_none")]
    id: Option<u32>,
    physical_location: PhysicalLocation,
    #[serde(skip_serializing_if = "Option::is_none")]
    message: Option<Message>,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
struct PhysicalLocation {
    artifact_location: ArtifactLocation,
    region: Region,
}

#[derive(Debug, Serialize)]
struct ArtifactLocation {
    uri: String,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
struct Region {
    start_line: u32,
}

/// A result's `level`: the severity of a diagnostic.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    Error,
    Warning,
    Note,
}

impl From<robots::Severity> for Level {
    fn from(s: robots::Severity) -> Level {
        match s {
            robots::Severity::Error => Level::Error,
            robots::Severity::Warning => Level::Warning,
            robots::Severity::Info => Level::Note,
        }
    }
}

/// A log under construction: results are added in output order, and the
/// first result of each code adds its rule.
#[derive(Debug, Default)]
pub struct Builder {
    rules: Vec<Rule>,
    results: Vec<Finding>,
}

/// Where a result is: a file as given on the command line and a line.
pub struct At<'a> {
    pub file: &'a str,
    pub line: u32,
}

impl Builder {
    /// Adds a rule for `code` unless it is there already.
    pub fn rule(&mut self, code: &str, level: Level, short: &str, help: &str) {
        if self.rules.iter().any(|r| r.id == code) {
            return;
        }
        self.rules.push(Rule {
            id: code.to_string(),
            short_description: Message {
                text: short.to_string(),
            },
            help: Message {
                text: help.to_string(),
            },
            default_configuration: Configuration { level },
        });
    }

    /// Adds a result of `code` at `at`, with `related` locations (each with
    /// its message). A location in standard input (`-`) or at line 0 is left
    /// out: SARIF has no name for the one and no line for the other.
    pub fn result(
        &mut self,
        code: &str,
        level: Level,
        message: String,
        at: At,
        related: Vec<(At, String)>,
    ) {
        let related_locations = related
            .into_iter()
            .filter_map(|(at, text)| location(&at, Some(text)))
            .enumerate()
            .map(|(i, mut l)| {
                l.id = Some(i as u32);
                l
            })
            .collect();
        self.results.push(Finding {
            rule_id: code.to_string(),
            level,
            message: Message { text: message },
            locations: location(&at, None).into_iter().collect(),
            related_locations,
        });
    }

    pub fn finish(self) -> Log {
        Log {
            schema: SCHEMA,
            version: "2.1.0",
            runs: [Run {
                tool: Tool {
                    driver: Driver {
                        name: "robots",
                        version: env!("CARGO_PKG_VERSION"),
                        semantic_version: env!("CARGO_PKG_VERSION"),
                        rules: self.rules,
                    },
                },
                results: self.results,
                column_kind: "unicodeCodePoints",
            }],
        }
    }
}

/// Writes the log as one JSON document and a newline.
pub fn write(out: &mut dyn std::io::Write, log: &Log) -> std::io::Result<()> {
    serde_json::to_writer_pretty(&mut *out, log)?;
    writeln!(out)
}

fn location(at: &At, message: Option<String>) -> Option<Location> {
    if at.file == "-" || at.line == 0 {
        return None;
    }
    Some(Location {
        id: None,
        physical_location: PhysicalLocation {
            artifact_location: ArtifactLocation { uri: uri(at.file) },
            region: Region {
                start_line: at.line,
            },
        },
        message: message.map(|text| Message { text }),
    })
}

/// The file as given, as a URI reference: an http(s):// URL as is, a path
/// with `/` separators and the bytes a URI path cannot hold percent-encoded.
pub fn uri(file: &str) -> String {
    if file.starts_with("http://") || file.starts_with("https://") {
        return file.to_string();
    }
    let path = if cfg!(windows) {
        file.replace('\\', "/")
    } else {
        file.to_string()
    };
    let mut out = String::with_capacity(path.len());
    for (i, b) in path.bytes().enumerate() {
        let keep = b.is_ascii_alphanumeric()
            || b"-._~/!$&'()*+,;=@".contains(&b)
            // A `:` before the first `/` would read as a scheme.
            || (b == b':' && path[..i].contains('/'));
        if keep {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// A lint code's rule: a short description and the help text.
pub fn diagnostic_rule(d: &Diagnostic) -> (&'static str, &'static str) {
    match d {
        Diagnostic::AcceptedTypo { .. } => (
            "A misspelt key that Google accepts",
            "Google reads some misspellings (useragent, dissallow, …) as the directive they \
resemble; other parsers ignore the line. Spell the key as the standard does.",
        ),
        Diagnostic::KeyByPrefix { .. } => (
            "A key read by its prefix",
            "Google matches keys by prefix, so a longer key (Disallowed:) is read as the \
directive it starts with. Write the directive's exact name.",
        ),
        Diagnostic::MissingColon => (
            "Whitespace instead of ':' after the key",
            "Google accepts whitespace in place of the ':'; other parsers may ignore the line. \
Write `key: value`.",
        ),
        Diagnostic::LineTooLong { .. } => (
            "A line longer than Google reads",
            "Google reads only the first 16,663 bytes of a line; the rest is dropped. Shorten \
the line or split the pattern.",
        ),
        Diagnostic::NulByte => (
            "A NUL byte inside a line",
            "A NUL byte ends the line for Google and the rest of it is ignored. Remove the byte.",
        ),
        Diagnostic::RuleOutsideGroup => (
            "A rule before any user-agent line",
            "Allow and disallow lines apply to the user-agent lines above them; one before any \
user-agent line belongs to no group and is ignored. Add a user-agent line above it.",
        ),
        Diagnostic::UnsupportedKey { .. } => (
            "A key Google does not support",
            "Google knows this key but ignores it (crawl-delay, noindex, …). Remove the line or \
use what Google supports instead.",
        ),
        Diagnostic::UnknownKey { .. } => (
            "An unknown key",
            "Google ignores lines whose key it does not know; a misspelt user-agent, allow or \
disallow is silently lost. Check the spelling.",
        ),
        Diagnostic::NoLeadingSlash => (
            "A pattern that never matches",
            "A path pattern must start with '/' or '*'; one that does not never matches any URL. \
Start it with '/'.",
        ),
        Diagnostic::EmptyRule => (
            "An empty allow or disallow",
            "An empty rule never decides (an empty disallow allows everything), but it ends the \
user-agent lines above it, so a user-agent line after it starts a new group.",
        ),
        Diagnostic::UserAgentCut { .. } => (
            "A user-agent read only in part",
            "Google reads a user-agent value up to its first character outside A–Z, a–z, '-' and \
'_': the group is for that product token only. Write the crawler's product token.",
        ),
        Diagnostic::UserAgentNoToken => (
            "A user-agent that names no crawler",
            "A user-agent value must start with a letter, '-' or '_'; otherwise its group \
applies to no crawler. Write the crawler's product token or '*'.",
        ),
        Diagnostic::SitemapNotAbsolute => (
            "A sitemap that is not an absolute URL",
            "Sitemap lines take an absolute URL (https://…); a relative one is not fetched.",
        ),
        Diagnostic::NotADirective => (
            "A line that is not `key: value`",
            "Google ignores lines that are not `key: value` records (prose, HTML). Remove it or \
make it a comment with '#'.",
        ),
        Diagnostic::NonUtf8 => (
            "Bytes that are not UTF-8",
            "The line holds bytes that are not valid UTF-8; in patterns they are percent-encoded \
byte by byte. Save the file as UTF-8.",
        ),
        Diagnostic::BomSkipped => (
            "A byte-order mark at the start",
            "A byte-order mark at the start of the file is skipped by Google; some other parsers \
do not skip it.",
        ),
        Diagnostic::StrayBom => (
            "A byte-order mark inside the file",
            "A byte-order mark that is not at the start becomes part of the key, so the line is \
not recognised. Remove it.",
        ),
        Diagnostic::PastSizeLimit { .. } => (
            "Content past Google's 500 KiB",
            "Google reads only the first 500 KiB of a robots.txt; the rules after that are \
ignored. Shorten the file.",
        ),
        Diagnostic::PreferenceLine { .. } => (
            "An AI-use preference line",
            "Content-Usage (IETF AI preferences) and Content-Signal lines are not rules: Google's \
crawlers ignore them and only the crawlers that read them honour them. Block a crawler with \
Disallow when it must not fetch.",
        ),
        Diagnostic::UsageOutsideGroup { .. } => (
            "A Content-Usage line before any user-agent line",
            "A Content-Usage line applies to the group it is in (the AI preferences drafts define \
it per group); one before any user-agent line belongs to no group. Move it into a group \
(User-agent: * for every crawler).",
        ),
        Diagnostic::SignalOutsideGroup { .. } => (
            "A Content-Signal line above every group",
            "Google's parser puts a Content-Signal line before any user-agent line in no group; \
read as Cloudflare's managed files place the line, it goes with the group that follows it. The \
note names that group.",
        ),
        Diagnostic::TokenRetired { .. } => (
            "A user-agent token its owner retired",
            "The owner's documentation no longer names this token, and none of its crawlers reads \
the group. Name the token that replaced it.",
        ),
        Diagnostic::LicenseNotAbsolute => (
            "A License line that is not an absolute URL",
            "A License line (Really Simple Licensing 1.0) points to the site's license document \
with an absolute http(s) URL, which may be on another host. Write the whole URL.",
        ),
        Diagnostic::PathNotEncoded { .. } => (
            "A rule path with spaces or non-ASCII characters",
            "Google recommends percent-encoding rule paths; crawlers request spaces and non-ASCII \
characters percent-encoded. Write the encoded path the message gives.",
        ),
        Diagnostic::UsageSplitsGroup { .. } => (
            "A preference line between user-agent lines",
            "Between user-agent lines, a preference line ends the group's agents for some \
readers and not for others. Put it after the group's user-agent lines.",
        ),
        Diagnostic::UsageNoEffect { .. } => (
            "A preference for a path the group may not crawl",
            "Preferences apply only to what a crawler may fetch; under a disallowed path a \
Content-Usage line says nothing. Remove it or allow the path.",
        ),
        Diagnostic::UsageUnparsed { .. } => (
            "A Content-Usage value that does not parse",
            "The value is not a list of vocabulary labels (train-ai, search) set to y or n; \
readers ignore what they cannot parse. Write e.g. `train-ai=n`.",
        ),
        Diagnostic::GroupReplacesStar { .. } => (
            "A crawler's own group replaces the * group",
            "A crawler that finds a group naming it obeys only that group; the rules of \
User-agent: * no longer apply to it. Repeat the * rules it must keep in its own group.",
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn uri_keeps_urls_and_encodes_what_a_path_cannot_hold() {
        assert_eq!(uri("robots.txt"), "robots.txt");
        assert_eq!(uri("site/public/robots.txt"), "site/public/robots.txt");
        assert_eq!(uri("my site/robots #1.txt"), "my%20site/robots%20%231.txt");
        assert_eq!(uri("a:b/robots.txt"), "a%3Ab/robots.txt");
        assert_eq!(uri("x/a:b"), "x/a:b");
        assert_eq!(uri("état/robots.txt"), "%C3%A9tat/robots.txt");
        assert_eq!(
            uri("https://www.example.com/robots.txt"),
            "https://www.example.com/robots.txt"
        );
    }
}
