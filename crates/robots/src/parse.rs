//! Bytes → [`RobotsTxt`]: total (never fails), every line kept with its
//! span, kind, group and diagnostics.

use crate::agent;
use crate::index::RuleIndex;
use crate::key::{self, KeyKind};
use crate::pattern::{escape_pattern, Pattern};
use crate::rule::{Rule, RuleKind, UsageRule};

/// Google-specific: lines are cut to `2083 * 8 - 1` bytes (Google's line
/// buffer holds 16664 bytes including the terminating NUL).
pub const MAX_LINE_BYTES: usize = 2083 * 8 - 1;

/// Google-specific: Google's crawler reads only the first 500 KiB of a
/// robots.txt (RFC 9309 §2.5: at least 500 KiB must be parsed).
pub const GOOGLE_SIZE_LIMIT: usize = 500 * 1024;

/// What a line is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LineKind {
    UserAgent,
    Allow,
    Disallow,
    Sitemap,
    /// A key Google knows but ignores (`crawl-delay`, `noindex`, …).
    Unsupported,
    /// A `Content-Usage` line (AI-use preferences, IETF aipref drafts).
    /// Google ignores it; see the `aipref` module.
    ContentUsage,
    /// A `Content-Signal` line (Cloudflare's Content Signals Policy).
    /// Google ignores it; see the `aipref` module.
    ContentSignal,
    /// Any other `key: value` line. Ignored.
    Unknown,
    /// A `License` line (Really Simple Licensing 1.0): a global line that
    /// points to the site's license document. Google's parser ignores it;
    /// see [`RobotsTxt::licenses`].
    License,
    Comment,
    Empty,
    /// Not a `key: value` record (prose, HTML, a key alone). Ignored.
    Invalid,
}

impl LineKind {
    /// A stable snake_case name.
    pub fn code(self) -> &'static str {
        match self {
            LineKind::UserAgent => "user_agent",
            LineKind::Allow => "allow",
            LineKind::Disallow => "disallow",
            LineKind::Sitemap => "sitemap",
            LineKind::Unsupported => "unsupported",
            LineKind::ContentUsage => "content_usage",
            LineKind::ContentSignal => "content_signal",
            LineKind::Unknown => "unknown",
            LineKind::License => "license",
            LineKind::Comment => "comment",
            LineKind::Empty => "empty",
            LineKind::Invalid => "invalid",
        }
    }
}

/// How serious a diagnostic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Severity {
    Info,
    Warning,
    Error,
}

/// Something worth telling about a line. Google's parse never fails; these
/// say where it was lenient or where a line does not do what it seems to.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Diagnostic {
    /// A misspelt key Google accepts anyway (`useragent`, `dissallow`, …).
    AcceptedTypo {
        written: String,
        meant: &'static str,
    },
    /// A key longer than the directive it is read as (`Disallowed:`).
    KeyByPrefix {
        written: String,
        meant: &'static str,
    },
    /// Google-specific: whitespace stood in for the `:`.
    MissingColon,
    /// Google-specific: the line was cut to 16,663 bytes.
    LineTooLong { length: usize },
    /// A NUL byte ends the line for Google; the rest is ignored.
    NulByte,
    /// An allow/disallow line before any user-agent line: ignored.
    RuleOutsideGroup,
    /// A key Google knows and ignores.
    UnsupportedKey {
        key: String,
        note: crate::key::Unsupported,
    },
    /// A key Google does not know: ignored.
    UnknownKey { key: String },
    /// A pattern that starts with neither `/` nor `*` never matches.
    NoLeadingSlash,
    /// An empty allow/disallow: matches everything with priority 0, so it
    /// never decides, but it does end the user-agent lines above it.
    EmptyRule,
    /// The user-agent value is read only up to its first byte outside
    /// `[A-Za-z_-]`.
    UserAgentCut { token: String },
    /// The user-agent value has no `[A-Za-z_-]` prefix: it names no crawler.
    UserAgentNoToken,
    /// A sitemap value that is not an absolute http(s) URL.
    SitemapNotAbsolute,
    /// Not a `key: value` line; Google ignores it.
    NotADirective,
    /// The line holds bytes that are not valid UTF-8 (they are still used).
    NonUtf8,
    /// A byte-order mark (or part of one) at the start was skipped.
    BomSkipped,
    /// A byte-order mark that is not at the start of the file: it becomes
    /// part of the key, so the line is not recognised.
    StrayBom,
    /// Google-specific: Google reads only the first 500 KiB; the content from
    /// this line's `offset` on is ignored.
    PastSizeLimit { limit: usize, total: usize },
    /// A `Content-Usage` or `Content-Signal` line: which readers honour it.
    PreferenceLine { key: &'static str },
    /// A `Content-Usage` line before any user-agent line (the drafts
    /// define it per group).
    UsageOutsideGroup { key: &'static str },
    /// A `Content-Signal` line before any user-agent line: a note saying
    /// which group Cloudflare's reading attaches it to, the group that
    /// follows it (`agents`: its user-agent values; empty when no group
    /// follows). Reported by [`RobotsTxt::ai_diagnostics`].
    SignalOutsideGroup { agents: Vec<String> },
    /// A `User-agent` line naming a token its owner retired
    /// ([`crate::registry::RETIRED`]). Reported by
    /// [`RobotsTxt::ai_diagnostics`].
    TokenRetired {
        token: String,
        owner: &'static str,
        replaced_by: &'static str,
    },
    /// A `License` value that is not an absolute http(s) URL. Reported by
    /// [`RobotsTxt::ai_diagnostics`].
    LicenseNotAbsolute,
    /// An allow/disallow path with spaces or non-ASCII characters: Google
    /// recommends percent-encoding them; `encoded` is the path Google
    /// matches. Reported by [`RobotsTxt::ai_diagnostics`].
    PathNotEncoded { encoded: String },
    /// A `Content-Usage` or `Content-Signal` line between user-agent lines
    /// that Google reads as one group: a reader that knows the line would
    /// end the group there.
    UsageSplitsGroup { key: &'static str },
    /// A `Content-Usage` path the group may not crawl: preferences apply
    /// only to URLs that may be crawled. Reported by
    /// [`RobotsTxt::ai_diagnostics`], not while parsing.
    UsageNoEffect { path: String },
    /// A statement of preference that is not a Structured Field Dictionary
    /// (`label` = `None`), or a vocabulary label whose value is not `y`/`n`
    /// (`value` describes it). Reported by [`RobotsTxt::ai_diagnostics`],
    /// not while parsing.
    UsageUnparsed {
        value: String,
        label: Option<&'static str>,
    },
    /// On a named group's first user-agent line: the `*` group disallows
    /// paths that this group does not, and the named group replaces `*`
    /// entirely for the crawler. `paths`: the first few, as written;
    /// `more`: how many others. Reported by [`RobotsTxt::ai_diagnostics`],
    /// not while parsing.
    GroupReplacesStar {
        token: String,
        paths: Vec<String>,
        more: usize,
    },
    /// On the BEGIN line of a managed block (lines an edge network adds
    /// before the site's own file, [`crate::managed`]): the block's lines.
    /// A note. Reported by [`RobotsTxt::lints`], which reads the comment
    /// lines a parse does not keep.
    ManagedBlock {
        vendor: crate::managed::Vendor,
        first: u32,
        last: u32,
    },
    /// On a named group's first user-agent line: its crawlers read none of
    /// the `*` group's `Content-Signal` (or `Content-Usage`) lines, since
    /// groups do not inherit ([`crate::inherit`]). `agents`: the first few
    /// crawlers that lose them, `more_agents` how many others; `lines`:
    /// the first few lines they lose (`key: value`), `more_lines` how many
    /// others. Reported by [`RobotsTxt::ai_diagnostics`].
    SignalNotInherited {
        agents: Vec<String>,
        more_agents: usize,
        lines: Vec<String>,
        more_lines: usize,
    },
}

impl Diagnostic {
    /// A stable snake_case code.
    pub fn code(&self) -> &'static str {
        match self {
            Diagnostic::AcceptedTypo { .. } => "accepted_typo",
            Diagnostic::KeyByPrefix { .. } => "key_by_prefix",
            Diagnostic::MissingColon => "missing_colon",
            Diagnostic::LineTooLong { .. } => "line_too_long",
            Diagnostic::NulByte => "nul_byte",
            Diagnostic::RuleOutsideGroup => "rule_outside_group",
            Diagnostic::UnsupportedKey { .. } => "unsupported_key",
            Diagnostic::UnknownKey { .. } => "unknown_key",
            Diagnostic::NoLeadingSlash => "no_leading_slash",
            Diagnostic::EmptyRule => "empty_rule",
            Diagnostic::UserAgentCut { .. } => "user_agent_cut",
            Diagnostic::UserAgentNoToken => "user_agent_no_token",
            Diagnostic::SitemapNotAbsolute => "sitemap_not_absolute",
            Diagnostic::NotADirective => "not_a_directive",
            Diagnostic::NonUtf8 => "non_utf8",
            Diagnostic::BomSkipped => "bom_skipped",
            Diagnostic::StrayBom => "stray_bom",
            Diagnostic::PastSizeLimit { .. } => "past_size_limit",
            Diagnostic::PreferenceLine { .. } => "preference_line",
            Diagnostic::UsageOutsideGroup { .. } => "usage_outside_group",
            Diagnostic::UsageSplitsGroup { .. } => "usage_splits_group",
            Diagnostic::UsageNoEffect { .. } => "usage_no_effect",
            Diagnostic::UsageUnparsed { .. } => "usage_unparsed",
            Diagnostic::GroupReplacesStar { .. } => "group_replaces_star",
            Diagnostic::SignalOutsideGroup { .. } => "signal_outside_group",
            Diagnostic::TokenRetired { .. } => "token_retired",
            Diagnostic::LicenseNotAbsolute => "license_not_absolute",
            Diagnostic::PathNotEncoded { .. } => "path_not_encoded",
            Diagnostic::ManagedBlock { .. } => "managed_block",
            Diagnostic::SignalNotInherited { .. } => "signal_not_inherited",
        }
    }

    /// How serious it is.
    pub fn severity(&self) -> Severity {
        match self {
            Diagnostic::RuleOutsideGroup
            | Diagnostic::NoLeadingSlash
            | Diagnostic::UserAgentNoToken
            | Diagnostic::StrayBom
            | Diagnostic::PastSizeLimit { .. }
            | Diagnostic::LineTooLong { .. }
            | Diagnostic::NulByte => Severity::Error,
            Diagnostic::AcceptedTypo { .. }
            | Diagnostic::MissingColon
            | Diagnostic::UnsupportedKey { .. }
            | Diagnostic::UnknownKey { .. }
            | Diagnostic::UserAgentCut { .. }
            | Diagnostic::SitemapNotAbsolute
            | Diagnostic::NotADirective
            | Diagnostic::NonUtf8
            | Diagnostic::UsageOutsideGroup { .. }
            | Diagnostic::UsageSplitsGroup { .. }
            | Diagnostic::UsageNoEffect { .. }
            | Diagnostic::UsageUnparsed { .. }
            | Diagnostic::GroupReplacesStar { .. }
            | Diagnostic::TokenRetired { .. }
            | Diagnostic::LicenseNotAbsolute
            | Diagnostic::PathNotEncoded { .. }
            | Diagnostic::SignalNotInherited { .. } => Severity::Warning,
            Diagnostic::SignalOutsideGroup { .. }
            | Diagnostic::ManagedBlock { .. }
            | Diagnostic::KeyByPrefix { .. }
            | Diagnostic::EmptyRule
            | Diagnostic::BomSkipped
            | Diagnostic::PreferenceLine { .. } => Severity::Info,
        }
    }
}

/// One line of the file as Google's parser saw it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// 1-based line number, as Google counts them (CR, LF and CRLF end lines).
    pub number: u32,
    /// Byte offset of the line's first byte in the input.
    pub start: usize,
    /// Byte offset one past the line's last byte (line ending excluded).
    pub end: usize,
    pub kind: LineKind,
    /// The group the line belongs to (user-agent and rule lines).
    pub group: Option<u32>,
    /// The key as written (lossy UTF-8), for directives.
    pub key: String,
    /// The value as Google uses it: trimmed, comment removed, and for
    /// allow/disallow normalised (percent-encoded).
    pub value: String,
    pub diagnostics: Vec<Diagnostic>,
}

/// One `user-agent` line of a group.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GroupAgent {
    pub line: u32,
    /// The value as written (lossy UTF-8).
    pub value: String,
    /// `*` (or `* anything`).
    pub global: bool,
    /// The product token Google extracts (empty for the global group).
    pub token: String,
}

/// A run of user-agent lines and the rules that follow them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Group {
    pub agents: Vec<GroupAgent>,
    /// Indices into [`RobotsTxt::rules`], in file order.
    pub rules: Vec<u32>,
    /// Indices into [`RobotsTxt::usage_rules`] (its `Content-Usage` lines,
    /// grouped as Google groups), in file order.
    pub usage: Vec<u32>,
    /// Line numbers of its `Content-Signal` lines, in file order.
    pub signals: Vec<u32>,
}

impl Group {
    /// Whether this group is (also) the global `*` group.
    pub fn is_global(&self) -> bool {
        self.agents.iter().any(|a| a.global)
    }

    /// Whether a user-agent line of this group names `token` (ASCII
    /// case-insensitive equality with the extracted token).
    pub fn names(&self, token: &str) -> bool {
        self.agents
            .iter()
            .any(|a| !a.global && a.token.eq_ignore_ascii_case(token))
    }
}

/// A `sitemap` line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sitemap {
    pub line: u32,
    pub url: String,
}

/// Where the input was cut by a size limit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Truncation {
    pub limit: usize,
    pub total: usize,
    /// The line that holds the cut.
    pub line: u32,
}

/// A parsed robots.txt: parse once, check many times.
#[derive(Clone, Debug)]
pub struct RobotsTxt {
    pub(crate) lines: Vec<Line>,
    pub(crate) groups: Vec<Group>,
    pub(crate) rules: Vec<Rule>,
    pub(crate) sitemaps: Vec<Sitemap>,
    pub(crate) truncation: Option<Truncation>,
    pub(crate) index: RuleIndex,
    pub(crate) usage_rules: Vec<UsageRule>,
    /// The `Content-Usage` rules made ready for lookups, at the first one:
    /// the `aipref` module's index, held without naming its type so that
    /// the parser does not import the module that reads its output.
    pub(crate) usage_index: std::sync::OnceLock<UsageCache>,
}

/// A lookup structure built from a parsed file at its first use, by a later
/// stage (the `aipref` module's usage index).
pub(crate) type UsageCache = std::sync::Arc<dyn std::any::Any + Send + Sync>;

impl RobotsTxt {
    /// Parses a robots.txt body exactly as Google's library does, with no
    /// size limit. Never fails: every byte sequence is a valid input.
    pub fn parse(body: &[u8]) -> RobotsTxt {
        Parser::default().run(body, None)
    }

    /// Parses like Google's crawler: only the first `limit` bytes count
    /// (see [`GOOGLE_SIZE_LIMIT`]); the cut is reported on the line it falls
    /// in and in [`RobotsTxt::truncation`].
    pub fn parse_limited(body: &[u8], limit: usize) -> RobotsTxt {
        Parser::default().run(body, Some(limit))
    }

    /// Every line, in order, including empty and comment lines (and, as in
    /// Google's parser, a final empty line after a trailing line ending).
    pub fn lines(&self) -> &[Line] {
        &self.lines
    }

    /// The groups, in file order.
    pub fn groups(&self) -> &[Group] {
        &self.groups
    }

    /// All allow/disallow rules that belong to a group, in file order.
    pub fn rules(&self) -> &[Rule] {
        &self.rules
    }

    /// The sitemap lines.
    pub fn sitemaps(&self) -> &[Sitemap] {
        &self.sitemaps
    }

    /// The file's `License` URLs (Really Simple Licensing 1.0), as written,
    /// in file order: global lines that may repeat and may name another
    /// host. Google's parser ignores them, and so does every verdict.
    ///
    /// ```
    /// let robots = robots::RobotsTxt::parse(
    ///     b"License: https://example.com/license.xml\nUser-agent: *\nDisallow: /x\nLICENSE: https://cdn.example.net/rsl.xml\n",
    /// );
    /// assert_eq!(
    ///     robots.licenses(),
    ///     ["https://example.com/license.xml", "https://cdn.example.net/rsl.xml"]
    /// );
    /// assert!(!robots.check_raw(&["GPTBot"], "/x").allowed);
    /// ```
    pub fn licenses(&self) -> Vec<&str> {
        self.lines
            .iter()
            .filter(|l| l.kind == LineKind::License)
            .map(|l| l.value.as_str())
            .collect()
    }

    /// Set when [`RobotsTxt::parse_limited`] cut the input.
    pub fn truncation(&self) -> Option<Truncation> {
        self.truncation
    }

    /// The line with number `n` (1-based).
    pub fn line(&self, n: u32) -> Option<&Line> {
        self.lines.get((n as usize).checked_sub(1)?)
    }
}

#[derive(Default)]
struct Parser {
    lines: Vec<Line>,
    groups: Vec<Group>,
    rules: Vec<Rule>,
    sitemaps: Vec<Sitemap>,
    usage_rules: Vec<UsageRule>,
    /// Indices into `lines` of the `Content-Usage`/`Content-Signal` lines
    /// read since the current group's last user-agent line, before any rule.
    pending_usage: Vec<usize>,
    /// The group user-agent lines currently add to.
    current: Option<u32>,
    /// Google's `seen_separator_`: the current group already has a rule, so
    /// the next user-agent line starts a new group.
    seen_rule: bool,
}

fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r')
}

fn trim(mut s: &[u8]) -> &[u8] {
    while let [first, rest @ ..] = s {
        if is_space(*first) {
            s = rest;
        } else {
            break;
        }
    }
    while let [rest @ .., last] = s {
        if is_space(*last) {
            s = rest;
        } else {
            break;
        }
    }
    s
}

fn lossy(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// The key/value split of one line (Google's `GetKeyAndValueFrom`).
enum Split<'a> {
    Empty,
    Comment,
    Invalid,
    Directive {
        key: &'a [u8],
        value: &'a [u8],
        missing_colon: bool,
    },
}

fn split_line(content: &[u8]) -> Split<'_> {
    let (line, has_comment) = match memchr::memchr(b'#', content) {
        Some(i) => (&content[..i], true),
        None => (content, false),
    };
    let line = trim(line);
    if line.is_empty() {
        return if has_comment {
            Split::Comment
        } else {
            Split::Empty
        };
    }
    let (key, value, missing_colon) = match memchr::memchr(b':', line) {
        Some(i) => (&line[..i], &line[i + 1..], false),
        None => {
            // Google-specific: whitespace may stand in for the colon, but only
            // when the line has exactly two runs of non-blank bytes.
            let Some(sep) = line.iter().position(|&b| b == b' ' || b == b'\t') else {
                return Split::Invalid;
            };
            let rest = &line[sep..];
            let val_start = rest
                .iter()
                .position(|&b| b != b' ' && b != b'\t')
                .unwrap_or(rest.len());
            let val = &rest[val_start..];
            if val.iter().any(|&b| b == b' ' || b == b'\t') {
                return Split::Invalid;
            }
            (&line[..sep], &line[sep + 1..], true)
        }
    };
    let key = trim(key);
    if key.is_empty() {
        return Split::Invalid;
    }
    Split::Directive {
        key,
        value: trim(value),
        missing_colon,
    }
}

impl Parser {
    fn run(mut self, input: &[u8], limit: Option<usize>) -> RobotsTxt {
        let body = match limit {
            Some(limit) if input.len() > limit => &input[..limit],
            _ => input,
        };
        let bom = crate::lines::bom_len(body);
        for (start, end) in crate::lines::line_spans(body, bom) {
            self.line(body, start, end);
        }
        if bom > 0 {
            self.lines[0].start = 0;
            self.lines[0].diagnostics.insert(0, Diagnostic::BomSkipped);
        }
        let truncation = match limit {
            Some(limit) if input.len() > limit => {
                let last = self.lines.last_mut().expect("at least one line");
                last.diagnostics.push(Diagnostic::PastSizeLimit {
                    limit,
                    total: input.len(),
                });
                Some(Truncation {
                    limit,
                    total: input.len(),
                    line: last.number,
                })
            }
            _ => None,
        };
        let index = RuleIndex::build(&self.rules);
        RobotsTxt {
            lines: self.lines,
            groups: self.groups,
            rules: self.rules,
            sitemaps: self.sitemaps,
            truncation,
            index,
            usage_rules: self.usage_rules,
            usage_index: Default::default(),
        }
    }

    fn line(&mut self, body: &[u8], start: usize, end: usize) {
        let number = self.lines.len() as u32 + 1;
        let raw = &body[start..end];
        let mut diagnostics = Vec::new();
        let mut content = raw;
        if content.len() > MAX_LINE_BYTES {
            diagnostics.push(Diagnostic::LineTooLong { length: raw.len() });
            content = &content[..MAX_LINE_BYTES];
        }
        if let Some(nul) = memchr::memchr(0, content) {
            diagnostics.push(Diagnostic::NulByte);
            content = &content[..nul];
        }
        if std::str::from_utf8(raw).is_err() {
            diagnostics.push(Diagnostic::NonUtf8);
        }
        if number > 1 && raw.starts_with(&[0xEF, 0xBB, 0xBF]) {
            diagnostics.push(Diagnostic::StrayBom);
        }
        let mut line = Line {
            number,
            start,
            end,
            kind: LineKind::Empty,
            group: None,
            key: String::new(),
            value: String::new(),
            diagnostics,
        };
        match split_line(content) {
            Split::Empty => line.kind = LineKind::Empty,
            Split::Comment => line.kind = LineKind::Comment,
            Split::Invalid => {
                line.kind = LineKind::Invalid;
                line.diagnostics.push(Diagnostic::NotADirective);
            }
            Split::Directive {
                key,
                value,
                missing_colon,
            } => {
                if missing_colon {
                    line.diagnostics.push(Diagnostic::MissingColon);
                }
                line.key = lossy(key);
                self.directive(&mut line, key, value);
            }
        }
        self.lines.push(line);
    }

    fn directive(&mut self, line: &mut Line, key: &[u8], value: &[u8]) {
        let (kind, typo) = key::recognise(key);
        let meant = match kind {
            KeyKind::UserAgent => "user-agent",
            KeyKind::Allow => "allow",
            KeyKind::Disallow => "disallow",
            KeyKind::Sitemap => "sitemap",
            KeyKind::Unknown => "",
        };
        if let Some(_typo) = typo {
            line.diagnostics.push(Diagnostic::AcceptedTypo {
                written: line.key.clone(),
                meant,
            });
        } else if kind != KeyKind::Unknown && key.len() > meant.len() {
            line.diagnostics.push(Diagnostic::KeyByPrefix {
                written: line.key.clone(),
                meant,
            });
        }
        match kind {
            KeyKind::UserAgent => self.user_agent(line, value),
            KeyKind::Allow | KeyKind::Disallow => {
                let rule_kind = if kind == KeyKind::Allow {
                    RuleKind::Allow
                } else {
                    RuleKind::Disallow
                };
                self.rule(line, rule_kind, value)
            }
            KeyKind::Sitemap => {
                line.kind = LineKind::Sitemap;
                line.value = lossy(value);
                let lower = line.value.to_ascii_lowercase();
                if !(lower.starts_with("http://") || lower.starts_with("https://")) {
                    line.diagnostics.push(Diagnostic::SitemapNotAbsolute);
                }
                self.sitemaps.push(Sitemap {
                    line: line.number,
                    url: line.value.clone(),
                });
            }
            KeyKind::Unknown if preference_key(key).is_some() => {
                self.preference_line(line, key, value)
            }
            // Really Simple Licensing 1.0: global, may repeat; no group
            // holds it and it ends none.
            KeyKind::Unknown if key.eq_ignore_ascii_case(b"license") => {
                line.kind = LineKind::License;
                line.value = lossy(value);
            }
            KeyKind::Unknown => {
                line.value = lossy(&escape_pattern(value));
                match key::unsupported_note(key) {
                    Some(note) => {
                        line.kind = LineKind::Unsupported;
                        line.diagnostics.push(Diagnostic::UnsupportedKey {
                            key: line.key.clone(),
                            note,
                        });
                    }
                    None => {
                        line.kind = LineKind::Unknown;
                        line.diagnostics.push(Diagnostic::UnknownKey {
                            key: line.key.clone(),
                        });
                    }
                }
            }
        }
    }

    fn user_agent(&mut self, line: &mut Line, value: &[u8]) {
        line.kind = LineKind::UserAgent;
        line.value = lossy(value);
        let group = match self.current {
            Some(g) if !self.seen_rule => g,
            _ => {
                self.groups.push(Group {
                    agents: Vec::new(),
                    rules: Vec::new(),
                    usage: Vec::new(),
                    signals: Vec::new(),
                });
                self.pending_usage.clear();
                self.seen_rule = false;
                let g = self.groups.len() as u32 - 1;
                self.current = Some(g);
                g
            }
        };
        line.group = Some(group);
        // Google's parser reads on through a Content-Usage line here; a
        // reader that knows the line would have ended the group at it.
        for i in self.pending_usage.drain(..) {
            let key = preference_key(self.lines[i].key.as_bytes()).unwrap_or(CONTENT_USAGE);
            self.lines[i]
                .diagnostics
                .push(Diagnostic::UsageSplitsGroup { key });
        }
        let global = agent::is_global(value);
        let token = if global {
            String::new()
        } else {
            lossy(agent::extract_token(value))
        };
        if !global {
            if token.is_empty() {
                line.diagnostics.push(Diagnostic::UserAgentNoToken);
            } else if token.len() < value.len() {
                line.diagnostics.push(Diagnostic::UserAgentCut {
                    token: token.clone(),
                });
            }
        }
        self.groups[group as usize].agents.push(GroupAgent {
            line: line.number,
            value: line.value.clone(),
            global,
            token,
        });
    }

    fn rule(&mut self, line: &mut Line, kind: RuleKind, value: &[u8]) {
        line.kind = match kind {
            RuleKind::Allow => LineKind::Allow,
            RuleKind::Disallow => LineKind::Disallow,
        };
        let pattern = Pattern::new(escape_pattern(value));
        line.value = lossy(pattern.as_bytes());
        if value.is_empty() {
            line.diagnostics.push(Diagnostic::EmptyRule);
        } else if !matches!(value[0], b'/' | b'*') {
            line.diagnostics.push(Diagnostic::NoLeadingSlash);
        }
        let Some(group) = self.current else {
            line.diagnostics.push(Diagnostic::RuleOutsideGroup);
            return;
        };
        self.seen_rule = true;
        self.pending_usage.clear();
        line.group = Some(group);
        let index_rewrite = match kind {
            RuleKind::Allow => pattern.index_html_rewrite(),
            RuleKind::Disallow => None,
        };
        self.groups[group as usize]
            .rules
            .push(self.rules.len() as u32);
        self.rules.push(Rule {
            line: line.number,
            kind,
            group,
            written: lossy(value),
            pattern,
            index_rewrite,
        });
    }
}

pub(crate) const CONTENT_USAGE: &str = "Content-Usage";
pub(crate) const CONTENT_SIGNAL: &str = "Content-Signal";

/// `Content-Usage` or `Content-Signal`, when `key` is one (ASCII
/// case-insensitive, whole key: Google's parser never reads these keys).
fn preference_key(key: &[u8]) -> Option<&'static str> {
    [CONTENT_USAGE, CONTENT_SIGNAL]
        .into_iter()
        .find(|k| key.eq_ignore_ascii_case(k.as_bytes()))
}

impl Parser {
    /// A `Content-Usage` or `Content-Signal` line: Google ignores it (it
    /// neither starts nor ends a group); it belongs to the group Google's
    /// parser is in.
    fn preference_line(&mut self, line: &mut Line, key: &[u8], value: &[u8]) {
        let name = preference_key(key).unwrap_or(CONTENT_USAGE);
        line.kind = if name == CONTENT_USAGE {
            LineKind::ContentUsage
        } else {
            LineKind::ContentSignal
        };
        line.value = lossy(value);
        line.diagnostics
            .push(Diagnostic::PreferenceLine { key: name });
        let Some(group) = self.current else {
            // A Content-Signal line above every group is common on purpose:
            // `ai_diagnostics` says which group it goes with.
            if name == CONTENT_USAGE {
                line.diagnostics
                    .push(Diagnostic::UsageOutsideGroup { key: name });
            }
            return;
        };
        line.group = Some(group);
        if !self.seen_rule {
            self.pending_usage.push(self.lines.len());
        }
        let g = &mut self.groups[group as usize];
        if line.kind == LineKind::ContentUsage {
            g.usage.push(self.usage_rules.len() as u32);
            self.usage_rules
                .push(UsageRule::new(line.number, group, value));
        } else {
            g.signals.push(line.number);
        }
    }
}
