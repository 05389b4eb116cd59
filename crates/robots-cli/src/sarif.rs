//! SARIF 2.1.0 output (`lint --format sarif`, `test --format sarif`), as
//! plain serde types: the few objects of the OASIS format that code
//! scanning reads (a run of one tool, its rules, results with a location).

use serde::Serialize;

use crate::lang::Words;

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
    /// Adds a rule for `code` unless it is there already: its title and
    /// help (the catalogue's messages) worded in `words`' language.
    pub fn rule(
        &mut self,
        code: &str,
        level: Level,
        (short, help): (robots::message::Message, robots::message::Message),
        words: &Words,
    ) {
        if self.rules.iter().any(|r| r.id == code) {
            return;
        }
        self.rules.push(Rule {
            id: code.to_string(),
            short_description: Message {
                text: words.message(&short),
            },
            help: Message {
                text: words.message(&help),
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn uri_keeps_urls_and_encodes_what_a_path_cannot_hold() {
        for (path, want) in [
            ("robots.txt", "robots.txt"),
            ("site/public/robots.txt", "site/public/robots.txt"),
            ("my site/robots #1.txt", "my%20site/robots%20%231.txt"),
            ("a:b/robots.txt", "a%3Ab/robots.txt"),
            ("x/a:b", "x/a:b"),
            ("état/robots.txt", "%C3%A9tat/robots.txt"),
            (
                "https://www.example.com/robots.txt",
                "https://www.example.com/robots.txt",
            ),
        ] {
            assert_eq!(uri(path), want, "{path}");
        }
    }
}
