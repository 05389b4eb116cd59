//! Every relative link in README.md and `docs/**/*.md` leads somewhere.
//!
//! Reads each file, finds its links — markdown links and images, reference
//! definitions, and `href`/`src` attributes of HTML tags — outside code
//! blocks, code spans and HTML comments, and fails naming file, line and
//! target for every one that does not resolve:
//!
//! - a path (relative to the file, or to the repository root when it starts
//!   with `/`, as GitHub reads it) must exist inside the repository;
//! - `file.md#anchor` must name a heading of that file (by GitHub's slug
//!   rules) or an `id`/`name` of an HTML tag in it; `#anchor` alone, one of
//!   the same file.
//!
//! Links with a scheme (`https:`, `mailto:`, …) or starting with `//` are
//! not checked; neither are anchors into files other than markdown (GitHub's
//! `#L12` line anchors, for instance).

use std::collections::{HashMap, HashSet};
use std::fmt;
use std::fs;
use std::path::{Component, Path, PathBuf};

#[test]
fn relative_links_in_readme_and_docs_resolve() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = vec![root.join("README.md")];
    markdown_files(&root.join("docs"), &mut files);
    assert!(
        files.len() > 1,
        "no markdown files found under docs/ (looked in {})",
        root.join("docs").display()
    );
    let (checked, problems) = check(root, &files);
    // The docs link to each other: finding none means links went unseen.
    assert!(
        checked >= 20,
        "only {checked} relative links found in {} files",
        files.len()
    );
    assert!(
        problems.is_empty(),
        "{} broken link(s):\n{}",
        problems.len(),
        problems
            .iter()
            .map(|p| format!("  {p}\n"))
            .collect::<String>()
    );
}

/// One link that does not resolve.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Problem {
    /// The file holding the link, relative to the repository root.
    file: String,
    /// 1-based.
    line: usize,
    target: String,
    why: String,
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}: `{}` {}",
            self.file, self.line, self.target, self.why
        )
    }
}

/// Every `*.md` file under `dir`, recursively, in name order.
fn markdown_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    let mut paths: Vec<PathBuf> = entries.filter_map(|e| e.ok()).map(|e| e.path()).collect();
    paths.sort();
    for path in paths {
        if path.is_dir() {
            markdown_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "md") {
            out.push(path);
        }
    }
}

/// How many relative links `files` (which live under `root`) hold, and the
/// problems of those that do not resolve.
fn check(root: &Path, files: &[PathBuf]) -> (usize, Vec<Problem>) {
    let mut checked = 0;
    let mut anchors: HashMap<PathBuf, HashSet<String>> = HashMap::new();
    let mut problems = Vec::new();
    for file in files {
        let text = fs::read_to_string(file)
            .unwrap_or_else(|e| panic!("cannot read {}: {e}", file.display()));
        let name = file
            .strip_prefix(root)
            .unwrap_or(file)
            .to_string_lossy()
            .into_owned();
        for link in links(&text) {
            if !has_scheme(&link.target) && !link.target.starts_with("//") {
                checked += 1;
            }
            if let Err(why) = resolve(root, file, &link.target, &mut anchors) {
                problems.push(Problem {
                    file: name.clone(),
                    line: link.line,
                    target: link.target,
                    why,
                });
            }
        }
    }
    (checked, problems)
}

/// Checks one link target found in `file`.
fn resolve(
    root: &Path,
    file: &Path,
    target: &str,
    anchors: &mut HashMap<PathBuf, HashSet<String>>,
) -> Result<(), String> {
    if target.is_empty() {
        return Err("is an empty link".into());
    }
    if has_scheme(target) || target.starts_with("//") {
        return Ok(());
    }
    let (path, fragment) = match target.split_once('#') {
        Some((path, fragment)) => (path, Some(fragment)),
        None => (target, None),
    };
    let path = path.split_once('?').map_or(path, |(path, _query)| path);
    let resolved = if path.is_empty() {
        file.to_path_buf()
    } else {
        let decoded = percent_decode(path);
        let base = match decoded.strip_prefix('/') {
            Some(from_root) => root.join(from_root),
            None => file.parent().unwrap_or(root).join(&decoded),
        };
        let normal = normalise(&base).ok_or("leads outside the repository")?;
        if !normal.starts_with(root) {
            return Err("leads outside the repository".into());
        }
        if !normal.exists() {
            return Err(format!(
                "does not exist (looked for {})",
                normal.strip_prefix(root).unwrap_or(&normal).display()
            ));
        }
        normal
    };
    let Some(fragment) = fragment else {
        return Ok(());
    };
    let is_markdown = resolved.is_file()
        && resolved
            .extension()
            .is_some_and(|e| e == "md" || e == "markdown");
    if !is_markdown {
        return Ok(());
    }
    let fragment = percent_decode(fragment);
    let known = anchors.entry(resolved.clone()).or_insert_with(|| {
        let text = fs::read_to_string(&resolved).unwrap_or_default();
        anchors_of(&text)
    });
    if fragment.is_empty() || known.contains(&fragment) {
        Ok(())
    } else {
        Err(format!(
            "has no heading or anchor `#{fragment}` in {}",
            resolved.strip_prefix(root).unwrap_or(&resolved).display()
        ))
    }
}

/// `scheme:` as RFC 3986 spells it (a letter, then letters, digits, `+-.`).
fn has_scheme(target: &str) -> bool {
    let Some((scheme, _)) = target.split_once(':') else {
        return false;
    };
    let mut chars = scheme.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic())
        && chars.all(|c| c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '.'))
}

/// `..` and `.` applied lexically; `None` when `..` climbs past the root of
/// the file system.
fn normalise(path: &Path) -> Option<PathBuf> {
    let mut out = PathBuf::new();
    for part in path.components() {
        match part {
            Component::CurDir => {}
            Component::ParentDir => {
                if !out.pop() {
                    return None;
                }
            }
            other => out.push(other),
        }
    }
    Some(out)
}

/// `%XX` escapes decoded; a malformed escape, or bytes that do not decode to
/// UTF-8, leave the text as it was.
fn percent_decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |b: u8| (b as char).to_digit(16);
        if bytes[i] == b'%' && i + 2 < bytes.len() {
            if let (Some(h), Some(l)) = (hex(bytes[i + 1]), hex(bytes[i + 2])) {
                out.push((h * 16 + l) as u8);
                i += 3;
                continue;
            }
        }
        out.push(bytes[i]);
        i += 1;
    }
    String::from_utf8(out).unwrap_or_else(|_| text.to_string())
}

// ---------------------------------------------------------------------------
// Reading markdown

/// A link target and the 1-based line it is on.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Link {
    line: usize,
    target: String,
}

/// `text` with fenced code blocks and HTML comments blanked out (every byte
/// but `\n` turned into a space), so offsets and line numbers stay.
fn without_blocks(text: &str) -> Vec<u8> {
    let mut out = text.as_bytes().to_vec();
    // Fenced code blocks: ``` or ~~~ (three or more), closed by a run of the
    // same character at least as long, or by the end of the file.
    let mut fence: Option<(u8, usize)> = None;
    let mut start = 0;
    for line in text.split_inclusive('\n') {
        let end = start + line.len();
        let trimmed = line.trim();
        let run = |c: u8| trimmed.bytes().take_while(|&b| b == c).count();
        let inside = match fence {
            Some((c, n)) => {
                if run(c) >= n && trimmed.bytes().all(|b| b == c) {
                    fence = None;
                }
                true
            }
            None => {
                for c in [b'`', b'~'] {
                    if run(c) >= 3 {
                        fence = Some((c, run(c)));
                    }
                }
                fence.is_some()
            }
        };
        if inside {
            blank(&mut out[start..end]);
        }
        start = end;
    }
    // HTML comments.
    let mut from = 0;
    while let Some(open) = find(&out, b"<!--", from) {
        let close = find(&out, b"-->", open + 4).map_or(out.len(), |c| c + 3);
        blank(&mut out[open..close]);
        from = close;
    }
    out
}

/// `text` as [`without_blocks`] leaves it, with code spans blanked out too.
fn prose(text: &str) -> Vec<u8> {
    let mut out = without_blocks(text);
    let mut i = 0;
    while i < out.len() {
        if out[i] == b'\\' {
            i += 2;
            continue;
        }
        if out[i] != b'`' {
            i += 1;
            continue;
        }
        let n = out[i..].iter().take_while(|&&b| b == b'`').count();
        match closing_backticks(&out, i + n, n) {
            Some(close) => {
                blank(&mut out[i..close + n]);
                i = close + n;
            }
            None => i += n,
        }
    }
    out
}

/// The start of the next run of exactly `n` backticks from `from`, before
/// the paragraph ends (a blank line).
fn closing_backticks(text: &[u8], from: usize, n: usize) -> Option<usize> {
    let mut j = from;
    while j < text.len() {
        if text[j] == b'\n' && blank_line_follows(text, j) {
            return None;
        }
        if text[j] == b'`' {
            let run = text[j..].iter().take_while(|&&b| b == b'`').count();
            if run == n {
                return Some(j);
            }
            j += run;
        } else {
            j += 1;
        }
    }
    None
}

/// Whether the line after the `\n` at `at` holds only spaces and tabs.
fn blank_line_follows(text: &[u8], at: usize) -> bool {
    text[at + 1..]
        .iter()
        .take_while(|&&b| b != b'\n')
        .all(|&b| b == b' ' || b == b'\t')
}

fn blank(bytes: &mut [u8]) {
    for b in bytes {
        if *b != b'\n' {
            *b = b' ';
        }
    }
}

fn find(haystack: &[u8], needle: &[u8], from: usize) -> Option<usize> {
    haystack
        .get(from..)?
        .windows(needle.len())
        .position(|w| w == needle)
        .map(|p| p + from)
}

fn line_of(text: &[u8], at: usize) -> usize {
    text[..at].iter().filter(|&&b| b == b'\n').count() + 1
}

/// Every link target of a markdown text, in order.
fn links(text: &str) -> Vec<Link> {
    let masked = prose(text);
    // Blanking only ever replaces whole characters with spaces, so offsets
    // into `masked` are offsets into `text`.
    let mut found = Vec::new();
    // Inline links and images: `[text](target "title")`.
    let mut from = 0;
    while let Some(at) = find(&masked, b"](", from) {
        from = at + 2;
        if escaped(&masked, at) || opening_bracket(&masked, at).is_none() {
            continue;
        }
        if let Some((start, end)) = destination(&masked, at + 2) {
            found.push(Link {
                line: line_of(&masked, at),
                target: text[start..end].to_string(),
            });
        }
    }
    // Reference definitions: `[label]: target`, at the start of a line.
    let mut start = 0;
    for line in text.split_inclusive('\n') {
        let end = start + line.len();
        let shown = String::from_utf8_lossy(&masked[start..end]).into_owned();
        let trimmed = shown.trim_start();
        let indent = shown.len() - trimmed.len();
        if indent <= 3 && trimmed.starts_with('[') && !trimmed.starts_with("[^") {
            if let Some(rest) = trimmed
                .find(']')
                .and_then(|close| trimmed[close + 1..].strip_prefix(':'))
            {
                let target = rest.split_whitespace().next().unwrap_or("");
                let target = target
                    .strip_prefix('<')
                    .and_then(|t| t.strip_suffix('>'))
                    .unwrap_or(target);
                found.push(Link {
                    line: line_of(&masked, start),
                    target: target.to_string(),
                });
            }
        }
        start = end;
    }
    // `href="…"` and `src="…"` inside HTML tags.
    for (at, value) in html_attributes(&masked, text, &["href", "src"]) {
        found.push(Link {
            line: line_of(&masked, at),
            target: value,
        });
    }
    found.sort_by_key(|l| l.line);
    found
}

/// Whether the byte at `at` is escaped by an odd number of backslashes.
fn escaped(text: &[u8], at: usize) -> bool {
    text[..at].iter().rev().take_while(|&&b| b == b'\\').count() % 2 == 1
}

/// The unescaped `[` that the `]` at `close` closes, within its paragraph.
fn opening_bracket(text: &[u8], close: usize) -> Option<usize> {
    let mut depth = 0usize;
    let mut j = close;
    while j > 0 {
        j -= 1;
        match text[j] {
            b'\n' if blank_line_follows(text, j) && j + 1 < close => return None,
            b']' if !escaped(text, j) => depth += 1,
            b'[' if !escaped(text, j) => {
                if depth == 0 {
                    return Some(j);
                }
                depth -= 1;
            }
            _ => {}
        }
    }
    None
}

/// The byte range of a link destination starting at `from` (just after the
/// `(`), if what follows is a well-formed `destination "title")`.
fn destination(text: &[u8], from: usize) -> Option<(usize, usize)> {
    let skip_space = |mut i: usize| {
        while i < text.len() && matches!(text[i], b' ' | b'\t' | b'\n') {
            i += 1;
        }
        i
    };
    let start = skip_space(from);
    let (dest, mut i) = if text.get(start) == Some(&b'<') {
        let close = text[start + 1..]
            .iter()
            .position(|&b| b == b'>' || b == b'\n')?
            + start
            + 1;
        if text[close] != b'>' {
            return None;
        }
        ((start + 1, close), close + 1)
    } else {
        let mut depth = 0usize;
        let mut i = start;
        while i < text.len() {
            match text[i] {
                b'\\' => i += 1,
                b'(' => depth += 1,
                b')' if depth == 0 => break,
                b')' => depth -= 1,
                b if b.is_ascii_whitespace() || b.is_ascii_control() => break,
                _ => {}
            }
            i += 1;
        }
        ((start, i.min(text.len())), i)
    };
    i = skip_space(i);
    if let Some(&quote) = text.get(i) {
        if matches!(quote, b'"' | b'\'' | b'(') {
            let closer = if quote == b'(' { b')' } else { quote };
            let mut j = i + 1;
            while j < text.len() && (text[j] != closer || escaped(text, j)) {
                j += 1;
            }
            i = skip_space(j + 1);
        }
    }
    (text.get(i) == Some(&b')')).then_some(dest)
}

/// `(offset, value)` of each `NAME="value"` (or single-quoted) attribute of
/// the HTML tags in `masked`, for the given attribute names.
fn html_attributes(masked: &[u8], text: &str, names: &[&str]) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    let mut i = 0;
    while let Some(open) = find(masked, b"<", i) {
        i = open + 1;
        if !masked
            .get(open + 1)
            .is_some_and(|b| b.is_ascii_alphabetic())
        {
            continue;
        }
        let Some(close) = find(masked, b">", open) else {
            break;
        };
        let tag = &text[open..close];
        let lower = tag.to_ascii_lowercase();
        for name in names {
            let mut from = 0;
            while let Some(p) = lower[from..].find(&format!("{name}=")) {
                let p = p + from;
                from = p + name.len() + 1;
                let before = lower[..p].chars().next_back();
                if !before.is_some_and(char::is_whitespace) {
                    continue;
                }
                let rest = &tag[p + name.len() + 1..];
                let Some(quote) = rest.chars().next().filter(|c| matches!(c, '"' | '\'')) else {
                    continue;
                };
                if let Some(end) = rest[1..].find(quote) {
                    out.push((open + p, decode_entities(&rest[1..1 + end])));
                }
            }
        }
        i = close + 1;
    }
    out
}

/// The common HTML character references (`&amp;` in an `href`, say).
fn decode_entities(text: &str) -> String {
    text.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&amp;", "&")
}

// ---------------------------------------------------------------------------
// Anchors

/// The anchors a markdown file offers: its headings' slugs (numbered as
/// GitHub numbers repeats) and the `id`/`name` attributes of its HTML tags.
fn anchors_of(text: &str) -> HashSet<String> {
    let mut slugs = Slugger::default();
    let mut out = HashSet::new();
    for heading in headings(text) {
        out.insert(slugs.slug(&heading_text(&heading)));
    }
    let masked = without_blocks(text);
    for (_, value) in html_attributes(&masked, text, &["id", "name"]) {
        out.insert(value);
    }
    out
}

/// The raw text of each heading, ATX (`## Title`) or setext (a title
/// underlined with `===` or `---`), outside code blocks and comments.
fn headings(text: &str) -> Vec<String> {
    let masked = without_blocks(text);
    let masked = String::from_utf8_lossy(&masked);
    let lines: Vec<&str> = masked.lines().collect();
    let mut out = Vec::new();
    let mut paragraph: Vec<&str> = Vec::new();
    for line in &lines {
        let indent = line.len() - line.trim_start_matches(' ').len();
        let trimmed = line.trim();
        if indent <= 3 {
            if let Some(title) = atx_heading(trimmed) {
                out.push(title.to_string());
                paragraph.clear();
                continue;
            }
            let underline = !trimmed.is_empty()
                && (trimmed.bytes().all(|b| b == b'=') || trimmed.bytes().all(|b| b == b'-'));
            if underline && !paragraph.is_empty() {
                out.push(paragraph.join(" "));
                paragraph.clear();
                continue;
            }
        }
        let starts_block = trimmed.is_empty()
            || trimmed.starts_with(['-', '*', '+', '>', '|', '<'])
            || trimmed.split_once(['.', ')']).is_some_and(|(n, _)| {
                !n.is_empty() && n.len() <= 9 && n.bytes().all(|b| b.is_ascii_digit())
            });
        if starts_block || indent > 3 && paragraph.is_empty() {
            paragraph.clear();
        } else {
            paragraph.push(trimmed);
        }
    }
    out
}

/// The title of an ATX heading line (already trimmed), without its closing
/// `#`s.
fn atx_heading(line: &str) -> Option<&str> {
    let hashes = line.bytes().take_while(|&b| b == b'#').count();
    if !(1..=6).contains(&hashes) {
        return None;
    }
    let rest = &line[hashes..];
    if !(rest.is_empty() || rest.starts_with([' ', '\t'])) {
        return None;
    }
    let rest = rest.trim();
    // An optional closing sequence: `#`s preceded by a space (or alone).
    let without = rest.trim_end_matches('#');
    if without.is_empty() {
        return Some("");
    }
    if without.len() < rest.len() && without.ends_with([' ', '\t']) {
        return Some(without.trim_end());
    }
    Some(rest)
}

/// The text a heading renders as: code spans' contents, links' texts,
/// without images, HTML tags, emphasis delimiters and backslash escapes;
/// character references decoded.
fn heading_text(raw: &str) -> String {
    let chars: Vec<char> = raw.chars().collect();
    let mut out = String::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        match c {
            '\\' if chars.get(i + 1).is_some_and(|n| n.is_ascii_punctuation()) => {
                out.push(chars[i + 1]);
                i += 2;
            }
            '`' => {
                let n = chars[i..].iter().take_while(|&&c| c == '`').count();
                let body_start = i + n;
                let close = (body_start..chars.len()).find(|&j| {
                    chars[j..].iter().take_while(|&&c| c == '`').count() == n
                        && (j == 0 || chars[j - 1] != '`')
                });
                match close {
                    Some(close) => {
                        let body: String = chars[body_start..close].iter().collect();
                        let body = if body.starts_with(' ')
                            && body.ends_with(' ')
                            && !body.trim().is_empty()
                        {
                            body[1..body.len() - 1].to_string()
                        } else {
                            body
                        };
                        out.push_str(&body);
                        i = close + n;
                    }
                    None => {
                        out.extend(&chars[i..body_start]);
                        i = body_start;
                    }
                }
            }
            '!' if chars.get(i + 1) == Some(&'[') => {
                // An image: its alt text is not part of the heading's text.
                match bracketed_link_end(&chars, i + 1) {
                    Some((_, end)) => i = end,
                    None => {
                        out.push(c);
                        i += 1;
                    }
                }
            }
            '[' => match bracketed_link_end(&chars, i) {
                Some((text_end, end)) => {
                    out.push_str(&heading_text(
                        &chars[i + 1..text_end].iter().collect::<String>(),
                    ));
                    i = end;
                }
                None => {
                    out.push(c);
                    i += 1;
                }
            },
            '<' if chars
                .get(i + 1)
                .is_some_and(|n| n.is_ascii_alphabetic() || *n == '/') =>
            {
                match chars[i..].iter().position(|&c| c == '>') {
                    Some(p) => i += p + 1,
                    None => {
                        out.push(c);
                        i += 1;
                    }
                }
            }
            '&' => {
                let end = chars[i..].iter().take(12).position(|&c| c == ';');
                match end.and_then(|p| entity(&chars[i + 1..i + p].iter().collect::<String>())) {
                    Some(decoded) => {
                        out.push_str(&decoded);
                        i += end.unwrap() + 1;
                    }
                    None => {
                        out.push(c);
                        i += 1;
                    }
                }
            }
            '*' => i += 1,
            '_' => {
                // A run of underscores is emphasis unless it is inside a
                // word (`snake_case`).
                let n = chars[i..].iter().take_while(|&&c| c == '_').count();
                let before = i.checked_sub(1).map(|p| chars[p]);
                let after = chars.get(i + n).copied();
                let word = |c: Option<char>| c.is_some_and(char::is_alphanumeric);
                if word(before) && word(after) {
                    out.extend(&chars[i..i + n]);
                }
                i += n;
            }
            _ => {
                out.push(c);
                i += 1;
            }
        }
    }
    out.trim().to_string()
}

/// For a `[` at `open` that starts `[text](…)` or `[text][…]`: the index of
/// the `]` and the index just past the whole link.
fn bracketed_link_end(chars: &[char], open: usize) -> Option<(usize, usize)> {
    let mut depth = 0usize;
    let mut j = open;
    let text_end = loop {
        j += 1;
        match chars.get(j)? {
            '\\' => j += 1,
            '[' => depth += 1,
            ']' if depth == 0 => break j,
            ']' => depth -= 1,
            _ => {}
        }
    };
    let (opener, closer) = match chars.get(text_end + 1) {
        Some('(') => ('(', ')'),
        Some('[') => ('[', ']'),
        _ => return None,
    };
    let mut depth = 0usize;
    let mut k = text_end + 1;
    loop {
        k += 1;
        let c = *chars.get(k)?;
        if c == opener {
            depth += 1;
        } else if c == closer {
            if depth == 0 {
                return Some((text_end, k + 1));
            }
            depth -= 1;
        }
    }
}

/// A character reference's text (`amp`, `#39`, `#x2014`).
fn entity(name: &str) -> Option<String> {
    let named = match name {
        "amp" => "&",
        "lt" => "<",
        "gt" => ">",
        "quot" => "\"",
        "apos" => "'",
        "nbsp" => "\u{a0}",
        "mdash" => "—",
        "ndash" => "–",
        "hellip" => "…",
        "copy" => "©",
        _ => {
            let num = name.strip_prefix('#')?;
            let code = match num.strip_prefix(['x', 'X']) {
                Some(hex) => u32::from_str_radix(hex, 16).ok()?,
                None => num.parse().ok()?,
            };
            return char::from_u32(code).map(String::from);
        }
    };
    Some(named.to_string())
}

/// GitHub's heading slugs: the same text twice gets `-1`, `-2`, … appended.
#[derive(Default)]
struct Slugger {
    seen: HashSet<String>,
    counts: HashMap<String, usize>,
}

impl Slugger {
    fn slug(&mut self, text: &str) -> String {
        let base = slug(text);
        let mut candidate = base.clone();
        while self.seen.contains(&candidate) {
            let n = self.counts.entry(base.clone()).or_insert(0);
            *n += 1;
            candidate = format!("{base}-{n}");
        }
        self.seen.insert(candidate.clone());
        candidate
    }
}

/// GitHub's slug of a heading's text: lower-cased; letters, marks, decimal
/// and letter numbers, connector punctuation (`_`), `-` and spaces kept and
/// everything else dropped; then each space becomes `-`.
///
/// std has no general categories, so outside ASCII this reads "letter" as
/// `char::is_alphabetic` (which includes most combining vowel signs), adds
/// the combining-mark ranges listed in [`is_mark`], and drops the numbers
/// that are not decimal digits or letters (superscripts, fractions, circled
/// numbers) that [`is_other_number`] lists.
fn slug(text: &str) -> String {
    let mut out = String::new();
    for c in text.chars().flat_map(char::to_lowercase) {
        let keep = if c.is_ascii() {
            c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | ' ')
        } else {
            c.is_alphabetic()
                || is_mark(c)
                || is_connector(c)
                || (c.is_numeric() && !is_other_number(c))
        };
        if keep {
            out.push(if c == ' ' { '-' } else { c });
        }
    }
    out
}

/// Combining marks that are not `Alphabetic` (viramas, accents, variation
/// selectors …), by block.
fn is_mark(c: char) -> bool {
    matches!(c as u32,
        0x0300..=0x036F   // combining diacritical marks
        | 0x0483..=0x0489 // Cyrillic
        | 0x0591..=0x05BD | 0x05BF | 0x05C1..=0x05C2 | 0x05C4..=0x05C5 | 0x05C7 // Hebrew
        | 0x0610..=0x061A | 0x064B..=0x065F | 0x0670 | 0x06D6..=0x06DC | 0x06DF..=0x06E4
        | 0x06E7..=0x06E8 | 0x06EA..=0x06ED // Arabic
        | 0x0900..=0x0903 | 0x093A..=0x094F | 0x0951..=0x0957 | 0x0962..=0x0963 // Devanagari
        | 0x0981..=0x0983 | 0x09BC | 0x09BE..=0x09CD | 0x0A01..=0x0A03 | 0x0A3C..=0x0A51
        | 0x0A81..=0x0A83 | 0x0ABC..=0x0ACD | 0x0B01..=0x0B03 | 0x0B3C..=0x0B57
        | 0x0B82 | 0x0BBE..=0x0BCD | 0x0C00..=0x0C04 | 0x0C3C..=0x0C56 | 0x0C81..=0x0C83
        | 0x0CBC..=0x0CD6 | 0x0D00..=0x0D03 | 0x0D3B..=0x0D4D | 0x0D81..=0x0D83
        | 0x0DCA..=0x0DDF // other Indic scripts
        | 0x0E31 | 0x0E34..=0x0E3A | 0x0E47..=0x0E4E // Thai
        | 0x1AB0..=0x1AFF | 0x1DC0..=0x1DFF | 0x20D0..=0x20FF // combining marks, symbols
        | 0x302A..=0x302F | 0x3099..=0x309A // CJK, kana
        | 0xFE00..=0xFE0F | 0xFE20..=0xFE2F // variation selectors, half marks
    )
}

/// Connector punctuation other than `_`.
fn is_connector(c: char) -> bool {
    matches!(
        c,
        '\u{203F}' | '\u{2040}' | '\u{2054}' | '\u{FE33}' | '\u{FE34}' | '\u{FE4D}'
            ..='\u{FE4F}' | '\u{FF3F}'
    )
}

/// Numbers that are neither decimal digits nor letters (category No).
fn is_other_number(c: char) -> bool {
    matches!(c as u32,
        0x00B2..=0x00B3 | 0x00B9 | 0x00BC..=0x00BE // superscripts, fractions
        | 0x09F4..=0x09F9 | 0x0BF0..=0x0BF2 | 0x0F2A..=0x0F33 | 0x1369..=0x137C
        | 0x2070..=0x2079 | 0x2080..=0x2089 // super- and subscripts
        | 0x2150..=0x215F | 0x2189 // fractions
        | 0x2460..=0x249B | 0x24EA..=0x24FF | 0x2776..=0x2793 // circled, parenthesised
        | 0x2CFD | 0x3192..=0x3195 | 0x3220..=0x3229 | 0x3248..=0x324F | 0x3251..=0x325F
        | 0x3280..=0x3289 | 0x32B1..=0x32BF | 0x1F100..=0x1F10C
    )
}

// ---------------------------------------------------------------------------
// Tests of the checker itself

#[test]
fn slugs_follow_github() {
    for (heading, want) in [
        // Headings of this project's docs, as GitHub links them.
        (
            "The robots command (crates/robots-cli)",
            "the-robots-command-cratesrobots-cli",
        ),
        (
            "Compare: what a change does, before it ships",
            "compare-what-a-change-does-before-it-ships",
        ),
        (
            "Real robots.txt files in the page",
            "real-robotstxt-files-in-the-page",
        ),
        (
            "Offline, installable, shareable",
            "offline-installable-shareable",
        ),
        // Spaces are not collapsed; `_` and `-` stay; other punctuation goes.
        ("a  b", "a--b"),
        ("snake_case & kebab-case!", "snake_case--kebab-case"),
        ("5 × 3 → 15 — done", "5--3--15--done"),
        // Letters and marks of any script stay (github-slugger's own examples).
        ("Привет non-latin 你好", "привет-non-latin-你好"),
        ("😄 emoji", "-emoji"),
        ("हिन्दी और 한국어", "हिन्दी-और-한국어"),
        ("x² ½", "x-"),
    ] {
        assert_eq!(slug(heading), want, "{heading}");
    }
}

#[test]
fn heading_text_is_what_the_heading_renders() {
    assert_eq!(
        heading_text("The `robots` command (`crates/robots-cli`)"),
        "The robots command (crates/robots-cli)"
    );
    assert_eq!(
        heading_text("[Links](a.md) and *emphasis* and __strong__"),
        "Links and emphasis and strong"
    );
    assert_eq!(
        heading_text("snake_case stays ![logo](x.png)"),
        "snake_case stays"
    );
    assert_eq!(heading_text("A &amp; B <em>c</em> \\#1"), "A & B c #1");
    assert_eq!(atx_heading("## Title ##"), Some("Title"));
    assert_eq!(atx_heading("## C#"), Some("C#"));
    assert_eq!(atx_heading("#hashtag"), None);
    let mut slugger = Slugger::default();
    assert_eq!(
        ["Usage", "Usage", "Usage-1", "Usage"].map(|h| slugger.slug(h)),
        ["usage", "usage-1", "usage-1-1", "usage-2"]
    );
}

#[test]
fn links_skip_code_comments_and_non_links() {
    let text = "\
See [a](a.md), ![b](img/b.png \"title\") and [c](<with space.md>).
Not `[code](x.md)`, not [brackets] (here), not \\[escaped](x.md).
<!-- [comment](x.md) -->
```
[fenced](x.md)
```
[ref]: docs/ref.md \"Title\"
<a href=\"h.md#top\"><img src='i.png'></a> [p](a(b).md)
";
    let found = links(text);
    let targets: Vec<(usize, &str)> = found.iter().map(|l| (l.line, l.target.as_str())).collect();
    assert_eq!(
        targets,
        [
            (1, "a.md"),
            (1, "img/b.png"),
            (1, "with space.md"),
            (7, "docs/ref.md"),
            (8, "a(b).md"),
            (8, "h.md#top"),
            (8, "i.png"),
        ]
    );
}

#[test]
fn broken_links_are_named_with_file_line_and_target() {
    let root = std::env::temp_dir().join(format!("docs-links-{}", std::process::id()));
    let docs = root.join("docs");
    fs::create_dir_all(&docs).unwrap();
    fs::write(
        root.join("README.md"),
        "# Title\n\n## Read on\n\n\
         [ok](docs/guide.md#the-guide) [ok too](#read-on)\n\
         [missing](docs/gone.md)\n\
         [bad anchor](docs/guide.md#no-such-heading) [bad local](#nowhere)\n\
         [outside](../elsewhere.md) [web](https://example.com/x.md) `[code](gone.md)`\n",
    )
    .unwrap();
    fs::write(
        docs.join("guide.md"),
        "# The guide\n\nBack to the [README](../README.md#title), [self](guide.md).\n\
         ![picture](shot.png)\n",
    )
    .unwrap();
    let files = [root.join("README.md"), docs.join("guide.md")];
    let (checked, problems) = check(&root, &files);
    let found: Vec<String> = problems.iter().map(|p| p.to_string()).collect();
    fs::remove_dir_all(&root).unwrap();
    assert_eq!(checked, 9, "every link but the web one and the code span's");
    assert_eq!(
        found,
        [
            "README.md:6: `docs/gone.md` does not exist (looked for docs/gone.md)",
            "README.md:7: `docs/guide.md#no-such-heading` has no heading or anchor \
             `#no-such-heading` in docs/guide.md",
            "README.md:7: `#nowhere` has no heading or anchor `#nowhere` in README.md",
            "README.md:8: `../elsewhere.md` leads outside the repository",
            "docs/guide.md:4: `shot.png` does not exist (looked for docs/shot.png)",
        ]
    );
}

#[test]
fn odd_markdown_is_read_without_panicking() {
    // Generated texts from markdown's special characters, multi-byte
    // letters and half-finished constructs: reading them never panics, and
    // every link found is a piece of the text.
    const PIECES: [&str; 30] = [
        "[",
        "]",
        "(",
        ")",
        "`",
        "``",
        "<",
        ">",
        "!",
        "#",
        "## ",
        "\\",
        "\n",
        "\n\n",
        " ",
        "-",
        "===",
        "_",
        "*",
        "&amp;",
        "&#x;",
        "\"",
        "é",
        "한",
        "a.md",
        "<!--",
        "-->",
        "```",
        "<a href=\"",
        "]: ",
    ];
    let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    for _ in 0..3000 {
        let len = (next() % 60) as usize;
        let text: String = (0..len)
            .map(|_| PIECES[(next() % PIECES.len() as u64) as usize])
            .collect();
        for link in links(&text) {
            assert!(
                text.contains(&link.target) || link.target.contains('&'),
                "{:?} is not part of {text:?}",
                link.target
            );
            assert!(link.line >= 1 && link.line <= text.lines().count().max(1) + 1);
        }
        let _ = anchors_of(&text);
        let _ = slug(&heading_text(&text));
    }
}
