//! What the server answers about one version of a document: diagnostics,
//! hover, completion, quick fixes and `robots.checkUrl`, from the engine's
//! reading of its bytes (tester mode: Google's 500 KiB limit applies, as
//! `robots lint` reads a file).

use std::collections::HashMap;

use lsp_types::{
    CodeAction, CodeActionKind, CodeActionOrCommand, CompletionItem, CompletionItemKind,
    Diagnostic as LspDiagnostic, DiagnosticSeverity, Hover, HoverContents, MarkupContent,
    MarkupKind, NumberOrString, Position, Range, TextEdit, Uri, WorkspaceEdit,
};
use robots::aipref::{self, LabelValue};
use robots::key::{self, KeyKind};
use robots::message::{self, Message};
use robots::readers::{line_differences, Readers};
use robots::registry::{self, Crawler};
use robots::{Diagnostic, Line, LineKind, RobotsTxt, Rule, Severity};

use super::text::LineIndex;
use super::words::{tr, Words};

/// The engine's reading of one version of a document.
pub struct Analysis {
    pub bytes: Vec<u8>,
    pub robots: RobotsTxt,
    index: LineIndex,
    /// [`RobotsTxt::lints`] (the AI-use lints, managed blocks), by line.
    ai: Vec<(u32, Diagnostic)>,
}

/// The keys completion offers, as Google's documentation spells them.
const KEYS: [&str; 6] = [
    "User-agent",
    "Allow",
    "Disallow",
    "Sitemap",
    "Content-Usage",
    "Content-Signal",
];

/// The keys of Cloudflare's Content Signals Policy.
const SIGNALS: [&str; 3] = ["search", "ai-input", "ai-train"];

impl Analysis {
    pub fn new(bytes: Vec<u8>) -> Analysis {
        let robots = robots::tester::parse(&bytes);
        let index = LineIndex::new(&bytes);
        let ai = robots.lints(&bytes);
        Analysis {
            bytes,
            robots,
            index,
            ai,
        }
    }

    fn range(&self, line: &Line) -> Range {
        self.index.range(&self.bytes, line.start, line.end)
    }

    /// The engine's line at a position (none past Google's 500 KiB).
    fn line_at(&self, pos: Position) -> Option<&Line> {
        let offset = self.index.offset(&self.bytes, pos);
        let lines = self.robots.lines();
        let i = lines
            .partition_point(|l| l.start <= offset)
            .checked_sub(1)?;
        let line = &lines[i];
        (offset <= line.end).then_some(line)
    }

    /// A line's diagnostics: the parser's, then the AI lints'.
    fn diagnostics_of<'a>(&'a self, line: &'a Line) -> impl Iterator<Item = &'a Diagnostic> {
        let from = self.ai.partition_point(|(n, _)| *n < line.number);
        line.diagnostics.iter().chain(
            self.ai[from..]
                .iter()
                .take_while(move |(n, _)| *n == line.number)
                .map(|(_, d)| d),
        )
    }

    fn lsp_diagnostic(&self, words: Words, line: &Line, d: &Diagnostic) -> LspDiagnostic {
        let severity = match d.severity() {
            Severity::Error => DiagnosticSeverity::ERROR,
            Severity::Warning => DiagnosticSeverity::WARNING,
            Severity::Info => DiagnosticSeverity::INFORMATION,
        };
        LspDiagnostic {
            range: self.range(line),
            severity: Some(severity),
            code: Some(NumberOrString::String(d.code().to_string())),
            source: Some("robots".to_string()),
            message: words.say(&message::diagnostic(d)),
            ..LspDiagnostic::default()
        }
    }

    /// Every diagnostic of `robots lint` (AI lints included), and with
    /// `readers` the lines other parsers read differently and the lines
    /// Lighthouse's robots.txt audit rejects, as hints.
    pub fn diagnostics(&self, words: Words, readers: bool) -> Vec<LspDiagnostic> {
        let mut out = Vec::new();
        for line in self.robots.lines() {
            for d in self.diagnostics_of(line) {
                out.push(self.lsp_diagnostic(words, line, d));
            }
        }
        if readers {
            // Lighthouse's robots.txt audit: each line it rejects.
            for e in robots::readers::lighthouse_errors(&self.bytes) {
                let Some(line) = self.robots.line(e.line) else {
                    continue;
                };
                out.push(LspDiagnostic {
                    range: self.range(line),
                    severity: Some(DiagnosticSeverity::HINT),
                    code: Some(NumberOrString::String("lighthouse_invalid".to_string())),
                    source: Some("robots".to_string()),
                    message: words.say(&message::lighthouse_invalid(e.reason)),
                    ..LspDiagnostic::default()
                });
            }
            let others = Readers::parse(&self.bytes);
            for d in line_differences(&self.robots, &others) {
                let Some(line) = self.robots.line(d.line) else {
                    continue;
                };
                let m = tr!(
                    "lsp-reader-hint",
                    library = d.reader.library(),
                    why = message::why(&d.why)
                );
                out.push(LspDiagnostic {
                    range: self.range(line),
                    severity: Some(DiagnosticSeverity::HINT),
                    code: Some(NumberOrString::String(format!(
                        "{}:{}",
                        d.reader.name(),
                        d.code
                    ))),
                    source: Some("robots".to_string()),
                    message: words.say(&m),
                    ..LspDiagnostic::default()
                });
            }
        }
        out
    }

    /// What the line under the cursor means, then what its diagnostics say.
    pub fn hover(&self, words: Words, pos: Position) -> Option<Hover> {
        let line = self.line_at(pos)?;
        let mut text: Vec<String> = match line.kind {
            LineKind::UserAgent => self.hover_agent(line),
            LineKind::Allow | LineKind::Disallow => self.hover_rule(line),
            LineKind::ContentUsage => self.hover_usage(line),
            LineKind::ContentSignal => hover_signal(line),
            _ => Vec::new(),
        }
        .iter()
        .map(|m| words.say(m))
        .collect();
        for d in self.diagnostics_of(line) {
            text.push(words.say(&message::diagnostic(d)));
        }
        if text.is_empty() {
            return None;
        }
        Some(Hover {
            contents: HoverContents::Markup(MarkupContent {
                kind: MarkupKind::PlainText,
                value: text.join("\n"),
            }),
            range: Some(self.range(line)),
        })
    }

    /// The registry's crawlers whose rules this line's group gives: those
    /// it names, and those that fall back to it.
    fn hover_agent(&self, line: &Line) -> Vec<Message> {
        let Some(group) = line.group else {
            return Vec::new();
        };
        let mut governs = Vec::new();
        let mut falls_back = Vec::new();
        for c in registry::CRAWLERS {
            let view = robots::tester::view(&self.robots, c.token);
            let choice = view.choice();
            if !choice.groups.contains(&group) {
                continue;
            }
            let own = choice
                .matched_token
                .as_deref()
                .is_some_and(|t| t.eq_ignore_ascii_case(c.token));
            if own {
                governs.push(crawler(c));
            } else {
                falls_back.push(crawler(c));
            }
        }
        let mut out = Vec::new();
        if governs.is_empty() && falls_back.is_empty() {
            out.push(tr!("lsp-hover-no-crawler"));
        }
        if !governs.is_empty() {
            out.push(tr!("lsp-hover-governs"));
            out.extend(governs);
        }
        if !falls_back.is_empty() {
            out.push(tr!("lsp-hover-falls-back"));
            out.extend(falls_back);
        }
        out
    }

    /// What the rule matches, and the longer rules that override it.
    fn hover_rule(&self, line: &Line) -> Vec<Message> {
        let Some(rule) = self.robots.rules().iter().find(|r| r.line == line.number) else {
            return Vec::new();
        };
        let p = rule.pattern.as_bytes();
        if p.is_empty() {
            return Vec::new(); // The line's empty_rule diagnostic says it.
        }
        let shown = String::from_utf8_lossy(p).into_owned();
        let anchored = rule.pattern.is_anchored();
        let wildcard = p.contains(&b'*');
        let mut out = vec![match (wildcard, anchored) {
            (false, false) => tr!("lsp-rule-prefix", prefix = shown),
            (false, true) => tr!("lsp-rule-exact", path = shown.trim_end_matches('$')),
            (true, false) => tr!("lsp-rule-wildcard", pattern = shown),
            (true, true) => tr!("lsp-rule-wildcard-end", pattern = shown),
        }];
        let length = tr!("size-bytes", count = rule.pattern.priority());
        out.push(match rule.kind {
            robots::RuleKind::Allow => tr!("lsp-rule-allows", bytes = length),
            robots::RuleKind::Disallow => tr!("lsp-rule-blocks", bytes = length),
        });
        let longer = self.overriding(rule);
        if longer.is_empty() {
            out.push(tr!("lsp-rule-not-overridden"));
        }
        for other in longer.into_iter().take(3) {
            out.push(tr!(
                "lsp-rule-overridden",
                rule = format!("{}: {}", other.kind.as_str(), other.written),
                line = other.line
            ));
        }
        out
    }

    /// The rules of the opposite kind, for the same crawlers (groups
    /// naming an agent of this rule's group, which Google merges), that
    /// are longer and match paths this rule matches.
    fn overriding(&self, rule: &Rule) -> Vec<&Rule> {
        let groups = self.robots.groups();
        let mine = &groups[rule.group as usize];
        let same_crawlers = |g: u32| {
            let other = &groups[g as usize];
            g == rule.group
                || (mine.is_global() && other.is_global())
                || mine.agents.iter().any(|a| {
                    !a.token.is_empty()
                        && other
                            .agents
                            .iter()
                            .any(|b| b.token.eq_ignore_ascii_case(&a.token))
                })
        };
        self.robots
            .rules()
            .iter()
            .filter(|r| {
                r.kind != rule.kind
                    && r.pattern.priority() > rule.pattern.priority()
                    && same_crawlers(r.group)
                    && rule.pattern.matches(
                        r.pattern
                            .as_bytes()
                            .strip_suffix(b"$")
                            .unwrap_or(r.pattern.as_bytes()),
                    )
            })
            .collect()
    }

    /// A `Content-Usage` line's preferences in words.
    fn hover_usage(&self, line: &Line) -> Vec<Message> {
        let Some(rule) = self
            .robots
            .usage_rules()
            .iter()
            .find(|u| u.line == line.number)
        else {
            return Vec::new(); // Outside a group: its diagnostic says so.
        };
        let Some(values) = aipref::parse_preference(rule.pref.as_bytes()) else {
            return Vec::new(); // Its usage_unparsed diagnostic says why.
        };
        let mut out = vec![match &rule.path {
            Some(p) => tr!(
                "lsp-usage-path",
                path = String::from_utf8_lossy(p.as_bytes()).into_owned()
            ),
            None => tr!("lsp-usage-all"),
        }];
        for (label, value) in aipref::LABELS.iter().zip(values.iter()) {
            let pref = match value {
                LabelValue::Yes => tr!("usage-pref-allow"),
                LabelValue::No => tr!("usage-pref-disallow"),
                _ => tr!("usage-pref-unknown"),
            };
            out.push(tr!("lsp-usage-pref", label = usage_label(label), pref));
        }
        out
    }

    /// The completions at a position: keys at a line's start, registry
    /// tokens after `User-agent:`, labels after `Content-Usage:` and
    /// signals after `Content-Signal:`.
    pub fn completion(&self, words: Words, pos: Position) -> Vec<CompletionItem> {
        let offset = self.index.offset(&self.bytes, pos);
        let start = self.index.offset(&self.bytes, Position::new(pos.line, 0));
        let before = String::from_utf8_lossy(&self.bytes[start..offset]).into_owned();
        let before = before.trim_start_matches('\u{feff}').trim_start();
        let Some((key, _)) = before.split_once(':') else {
            if before.contains([' ', '\t']) {
                return Vec::new();
            }
            return KEYS
                .iter()
                .map(|k| CompletionItem {
                    label: k.to_string(),
                    kind: Some(CompletionItemKind::KEYWORD),
                    insert_text: Some(format!("{k}: ")),
                    ..CompletionItem::default()
                })
                .collect();
        };
        let key = key.trim();
        let item = |label: &str, detail: Message| CompletionItem {
            label: label.to_string(),
            kind: Some(CompletionItemKind::VALUE),
            detail: Some(words.say(&detail)),
            ..CompletionItem::default()
        };
        if key::recognise(key.as_bytes()).0 == KeyKind::UserAgent {
            registry::CRAWLERS
                .iter()
                .map(|c| item(c.token, crawler(c)))
                .collect()
        } else if key.eq_ignore_ascii_case("content-usage") {
            aipref::LABELS
                .iter()
                .map(|l| item(l, usage_label(l)))
                .collect()
        } else if key.eq_ignore_ascii_case("content-signal") {
            SIGNALS.iter().map(|s| item(s, signal_label(s))).collect()
        } else {
            Vec::new()
        }
    }

    /// Quick fixes for the lines a range touches, as workspace edits: a
    /// typo Google accepts written as Google spells the key, a missing
    /// colon added, a path percent-encoded as Google matches it, the `*`
    /// group's AI lines copied into a group that loses them.
    pub fn actions(&self, words: Words, uri: &Uri, range: Range) -> Vec<CodeActionOrCommand> {
        let from = self.index.offset(&self.bytes, range.start);
        let to = self.index.offset(&self.bytes, range.end);
        let lines = self.robots.lines();
        let first = lines.partition_point(|l| l.end < from);
        let mut out = Vec::new();
        for line in lines[first..].iter().take_while(|l| l.start <= to) {
            self.inherit_action(words, uri, line, &mut out);
            let Some((key_start, key_end)) = self.key_span(line) else {
                continue;
            };
            for d in &line.diagnostics {
                let (title, edit) = match d {
                    Diagnostic::AcceptedTypo { meant, .. }
                    | Diagnostic::KeyByPrefix { meant, .. } => {
                        let Some(name) = KEYS.iter().find(|k| k.eq_ignore_ascii_case(meant)) else {
                            continue;
                        };
                        (
                            tr!("lsp-fix-typo", meant = *name),
                            self.edit(key_start, key_end, name),
                        )
                    }
                    Diagnostic::MissingColon => (
                        tr!("lsp-fix-colon", key = line.key.as_str()),
                        self.edit(key_end, key_end, ":"),
                    ),
                    _ => continue,
                };
                out.push(self.action(
                    words,
                    uri,
                    title,
                    edit,
                    Some(self.lsp_diagnostic(words, line, d)),
                ));
            }
            if matches!(line.kind, LineKind::Allow | LineKind::Disallow) {
                if let Some((start, end)) = self.value_span(line, key_end) {
                    let written = &self.bytes[start..end];
                    let encoded = robots::pattern::escape_pattern(written);
                    if encoded != written {
                        let encoded = String::from_utf8_lossy(&encoded).into_owned();
                        let title = tr!("lsp-fix-encode", encoded = encoded.as_str());
                        let edit = self.edit(start, end, &encoded);
                        out.push(self.action(words, uri, title, edit, None));
                    }
                }
            }
        }
        out
    }

    /// `signal_not_inherited`'s fix, on the group's first line: the `*`
    /// group's AI lines inserted after the group's last `User-agent` line
    /// (the edit of `robots lint --fix-preview` and the page's button).
    fn inherit_action(
        &self,
        words: Words,
        uri: &Uri,
        line: &Line,
        out: &mut Vec<CodeActionOrCommand>,
    ) {
        let from = self.ai.partition_point(|(n, _)| *n < line.number);
        let lint = self.ai[from..]
            .iter()
            .take_while(|(n, _)| *n == line.number)
            .map(|(_, d)| d)
            .find(|d| matches!(d, Diagnostic::SignalNotInherited { .. }));
        let Some(d) = lint else {
            return;
        };
        if let Some(fix) = robots::inherit::fix_at(&self.robots, &self.bytes, line.number) {
            out.push(self.action(
                words,
                uri,
                tr!("lsp-fix-signal-not-inherited"),
                self.edit(fix.offset, fix.offset, &fix.text),
                Some(self.lsp_diagnostic(words, line, d)),
            ));
        }
    }

    fn edit(&self, start: usize, end: usize, text: &str) -> TextEdit {
        TextEdit {
            range: self.index.range(&self.bytes, start, end),
            new_text: text.to_string(),
        }
    }

    fn action(
        &self,
        words: Words,
        uri: &Uri,
        title: Message,
        edit: TextEdit,
        diagnostic: Option<LspDiagnostic>,
    ) -> CodeActionOrCommand {
        CodeActionOrCommand::CodeAction(CodeAction {
            title: words.say(&title),
            kind: Some(CodeActionKind::QUICKFIX),
            diagnostics: diagnostic.map(|d| vec![d]),
            edit: Some(WorkspaceEdit {
                changes: Some(HashMap::from([(uri.clone(), vec![edit])])),
                ..WorkspaceEdit::default()
            }),
            is_preferred: Some(true),
            ..CodeAction::default()
        })
    }

    /// The bytes of a directive's key as written (after a byte-order mark
    /// and blanks), when they are the key the engine read.
    fn key_span(&self, line: &Line) -> Option<(usize, usize)> {
        if line.key.is_empty() {
            return None;
        }
        let mut at = line.start;
        if line.number == 1 {
            for b in [0xEF, 0xBB, 0xBF] {
                if self.bytes.get(at) == Some(&b) {
                    at += 1;
                }
            }
        }
        while at < line.end && matches!(self.bytes[at], b' ' | b'\t') {
            at += 1;
        }
        let end = at + line.key.len();
        (end <= line.end && self.bytes[at..end] == *line.key.as_bytes()).then_some((at, end))
    }

    /// The bytes of a value as written: after the key, the blanks and the
    /// colon, up to a comment, without trailing blanks.
    fn value_span(&self, line: &Line, key_end: usize) -> Option<(usize, usize)> {
        let blank = |b: u8| matches!(b, b' ' | b'\t');
        let mut at = key_end;
        while at < line.end && blank(self.bytes[at]) {
            at += 1;
        }
        if self.bytes.get(at) == Some(&b':') && at < line.end {
            at += 1;
        }
        while at < line.end && blank(self.bytes[at]) {
            at += 1;
        }
        let rest = &self.bytes[at..line.end];
        let mut end = at + rest.iter().position(|&b| b == b'#').unwrap_or(rest.len());
        while end > at && blank(self.bytes[end - 1]) {
            end -= 1;
        }
        (end > at).then_some((at, end))
    }
}

/// "may AGENT fetch URL": the verdict in tester mode and its sentence, or
/// why the agent or URL cannot be checked.
pub fn check_url(
    robots: &RobotsTxt,
    words: Words,
    agent: &str,
    url: &str,
) -> Result<serde_json::Value, String> {
    let v = robots::tester::check(robots, agent, url)
        .map_err(|e| words.say(&message::input_error(&e)))?;
    let reason = message::reason(&v);
    let m = match (v.allowed, v.line) {
        (true, 0) => tr!("lsp-check-allowed", agent, url, reason),
        (false, 0) => tr!("lsp-check-disallowed", agent, url, reason),
        (true, line) => tr!("lsp-check-allowed-line", agent, url, line, reason),
        (false, line) => tr!("lsp-check-disallowed-line", agent, url, line, reason),
    };
    Ok(serde_json::json!({
        "allowed": v.allowed,
        "line": v.line,
        "message": words.say(&m),
    }))
}

/// A registry crawler in one line: token, owner, purpose.
fn crawler(c: &Crawler) -> Message {
    let purpose = c.purpose.message();
    tr!(
        "lsp-hover-crawler",
        token = c.token,
        owner = c.owner,
        purpose
    )
}

fn usage_label(label: &str) -> Message {
    match label {
        "train-ai" => tr!("usage-label-train-ai"),
        _ => tr!("usage-label-search"),
    }
}

fn signal_label(key: &str) -> Message {
    match key {
        "search" => tr!("lsp-signal-search"),
        "ai-input" => tr!("lsp-signal-ai-input"),
        _ => tr!("lsp-signal-ai-train"),
    }
}

/// A `Content-Signal` line's signals in words.
fn hover_signal(line: &Line) -> Vec<Message> {
    let mut signals = Vec::new();
    aipref::parse_signals(&line.value, &mut signals);
    let mut out = vec![tr!("lsp-signal-heading")];
    for (key, value) in &signals {
        let value_words = match value.to_ascii_lowercase().as_str() {
            "yes" => tr!("lsp-signal-yes"),
            "no" => tr!("lsp-signal-no"),
            _ => tr!("lsp-signal-other", value = value.as_str()),
        };
        let known = SIGNALS.iter().any(|s| s.eq_ignore_ascii_case(key));
        out.push(if known {
            tr!(
                "lsp-signal-pref",
                label = signal_label(&key.to_ascii_lowercase()),
                pref = value_words
            )
        } else {
            tr!("lsp-signal-unknown-key", key = key.as_str())
        });
    }
    out
}
