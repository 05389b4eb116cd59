//! AI crawlers in the page: the "Crawlers by purpose" view of the edited
//! file (every crawler of the engine's registry, `robots::registry`, read
//! for one URL), the trace's usage preferences for the selected cell
//! (`Content-Usage`, `robots::aipref`) and the one-click intents that write
//! lines into the file.
//!
//! The view and the usage preferences are worded and laid out here as a
//! small tree ([`PartWriter`]) that the page builds with DOM calls, and
//! only the checking worker runs this code: the registry, the preference
//! parser and these messages (keys `policy-`, `usage-`, `intent-`, see
//! `build.rs`) stay out of the page's wasm, whose first render has a
//! budget.

use robots::aipref::Pref;
use robots::registry::{self, Crawler, PolicyRow, Purpose};
use robots::{LineKind, RobotsTxt};

use super::fetch::status_rule_at;
use super::inputs::url_rows;
use super::readers::PartWriter;
use super::wording::{verdict_word, verdict_words};
use crate::tr;

/// How many URLs of the list the view offers to choose from.
pub const URLS_OFFERED: usize = 100;

/// The purpose's heading, in the page's language.
pub fn purpose_words(p: Purpose) -> String {
    match p {
        Purpose::Search => tr!("policy-purpose-search"),
        Purpose::AiTraining => tr!("policy-purpose-ai-training"),
        Purpose::AiSearch => tr!("policy-purpose-ai-search"),
        Purpose::AiUser => tr!("policy-purpose-ai-user"),
        Purpose::AiControl => tr!("policy-purpose-ai-control"),
        Purpose::Other => tr!("policy-purpose-other"),
    }
}

/// Whose group a crawler follows, as `data-follows` says it: the agent the
/// applying group names (`*` for the global group), empty when none.
pub fn follows_code(row: &PolicyRow) -> &str {
    row.follows.as_deref().unwrap_or("")
}

/// Whose group a crawler follows, in words.
pub fn follows_words(row: &PolicyRow) -> String {
    match row.follows.as_deref() {
        None => tr!("policy-follows-none"),
        Some("*") => tr!("policy-follows-star"),
        Some(t) if t.eq_ignore_ascii_case(row.crawler.token) => tr!("policy-follows-own"),
        Some(t) => tr!("policy-follows-family", token = t),
    }
}

/// A preference in words.
pub fn pref_words(p: Pref) -> String {
    match p {
        Pref::Allow => tr!("usage-pref-allow"),
        Pref::Disallow => tr!("usage-pref-disallow"),
        Pref::Unknown => tr!("usage-pref-unknown"),
    }
}

/// What a vocabulary label is about, in words.
pub fn label_words(label: &str) -> String {
    match label {
        "train-ai" => tr!("usage-label-train-ai"),
        "search" => tr!("usage-label-search"),
        other => other.to_string(),
    }
}

/// The rows of the view for `path`, grouped by purpose (in
/// [`Purpose::ALL`] order), registry order within a purpose.
pub fn rows_by_purpose(robots: &RobotsTxt, path: &str) -> Vec<(Purpose, Vec<PolicyRow>)> {
    let mut rows = registry::policy(robots, path.as_bytes());
    Purpose::ALL
        .into_iter()
        .map(|p| {
            // Moved, not copied: a row holds its group's Content-Signal
            // values, which a hostile file makes large.
            let (of, rest): (Vec<PolicyRow>, Vec<PolicyRow>) =
                rows.drain(..).partition(|r| r.crawler.purpose == p);
            rows = rest;
            (p, of)
        })
        .filter(|(_, rows)| !rows.is_empty())
        .collect()
}

/// The path the view reads: the chosen URL's (`choice`, an index into the
/// rows of `urls`), or the site root when none is chosen or it cannot be
/// tested; and the URL as shown.
pub fn chosen_path(urls: &str, choice: Option<usize>) -> (String, String) {
    let rows = url_rows(urls);
    match choice.and_then(|i| rows.get(i)) {
        Some(row) => match &row.path {
            Ok(path) => (path.clone(), row.input.clone()),
            Err(_) => ("/".to_string(), "/".to_string()),
        },
        None => ("/".to_string(), "/".to_string()),
    }
}

/// The "Crawlers by purpose" view's body: the URL chooser (the site root,
/// then the first [`URLS_OFFERED`] testable URLs of the list), the
/// one-click intents, and a table per purpose with a row per crawler of
/// the registry (`policy-row`, with `data-token`, `data-purpose`,
/// `data-verdict` and `data-follows`).
pub fn policy_part(robots: &RobotsTxt, urls: &str, choice: Option<usize>) -> Vec<u8> {
    crate::i18n::with_worker_messages();
    let rows = url_rows(urls);
    let chosen = choice.filter(|&i| rows.get(i).is_some_and(|r| r.path.is_ok()));
    let (path, shown) = chosen_path(urls, chosen);
    let mut w = PartWriter::new(0, 0);
    // The URL chooser.
    w.open("p").attr("class", "policy-url");
    w.open("label")
        .attr("for", "policy-url")
        .text(&tr!("policy-url-label"))
        .close();
    w.text(" ");
    w.open("select")
        .attr("id", "policy-url")
        .attr("data-testid", "policy-url");
    w.open("option").attr("value", "");
    if chosen.is_none() {
        w.attr("selected", "");
    }
    w.text(&tr!("policy-url-root")).close();
    for (i, row) in rows
        .iter()
        .enumerate()
        .filter(|(_, r)| r.path.is_ok())
        .take(URLS_OFFERED)
    {
        w.open("option").attr("value", &i.to_string());
        if chosen == Some(i) {
            w.attr("selected", "");
        }
        w.text(&row.input).close();
    }
    w.close().close();
    // The intents.
    w.open("div").attr("class", "intents");
    w.open("p")
        .attr("class", "hint")
        .text(&tr!("intent-hint"))
        .close();
    for intent in Intent::ALL {
        w.open("button")
            .attr("type", "button")
            .attr("data-testid", intent.hook())
            .attr("data-intent", intent.code())
            .text(&intent.words())
            .close();
    }
    w.close();
    w.open("p")
        .attr("class", "hint")
        .attr("data-testid", "policy-for")
        .attr("data-path", &path)
        .text(&tr!("policy-hint", url = shown.as_str()))
        .close();
    // The file's License lines (RSL): global, the same for every crawler.
    let licenses = robots.licenses();
    if !licenses.is_empty() {
        w.open("div")
            .attr("class", "policy-licenses")
            .attr("data-testid", "policy-licenses");
        w.open("p")
            .attr("class", "hint")
            .text(&tr!("policy-licenses", count = licenses.len()))
            .close();
        w.open("ul");
        for l in licenses {
            w.open("li")
                .attr("data-testid", "policy-license")
                .open("code")
                .text(l)
                .close()
                .close();
        }
        w.close().close();
    }
    for (purpose, rows) in rows_by_purpose(robots, &path) {
        w.open("table")
            .attr("class", "candidates policy")
            .attr("data-purpose", purpose.code());
        w.open("caption").text(&purpose_words(purpose)).close();
        w.open("thead").open("tr");
        for label in [
            tr!("policy-col-crawler"),
            tr!("policy-col-verdict"),
            tr!("policy-col-follows"),
            tr!("policy-col-usage"),
        ] {
            w.open("th").attr("scope", "col").text(&label).close();
        }
        w.close().close().open("tbody");
        for row in &rows {
            let c = row.crawler;
            w.open("tr")
                .attr("data-testid", "policy-row")
                .attr("data-token", c.token)
                .attr("data-purpose", c.purpose.code())
                .attr("data-verdict", verdict_word(row.allowed))
                .attr("data-follows", follows_code(row))
                .attr("data-line", &row.line.to_string())
                .attr("title", &super::wording::words(&c.blocking()));
            w.open("th").attr("scope", "row");
            w.open("button")
                .attr("type", "button")
                .attr("class", "link")
                .attr("aria-label", &tr!("policy-open", token = c.token))
                .text(c.token)
                .close();
            w.open("span")
                .attr("class", "sub")
                .text(&format!(" {}", c.owner))
                .close();
            w.close();
            let (icon, word) = verdict_words(row.allowed);
            w.open("td").attr("data-testid", "policy-verdict");
            w.open("span")
                .attr("aria-hidden", "true")
                .text(&format!("{icon} "))
                .close();
            w.text(word).close();
            w.open("td").text(&follows_words(row)).close();
            w.open("td");
            match &row.usage {
                Some(u) => {
                    let words: Vec<String> = u
                        .labels()
                        .map(|(l, p)| format!("{l}: {}", pref_words(p)))
                        .collect();
                    w.text(&words.join(", "));
                }
                None => {
                    w.text(&tr!("policy-usage-none"));
                }
            }
            w.close().close();
        }
        w.close().close();
    }
    w.into_bytes()
}

/// The trace's usage preferences for one cell: the crawler's token, the
/// URL as typed, the simulated fetch result. One `usage-pref` row per
/// label of the vocabulary (`data-label`, `data-pref`) and the deciding
/// `Content-Usage` lines (`usage-line` buttons, `data-line`); a sentence
/// instead when the crawler may not fetch the URL, or the fetch result
/// replaces the file. No bytes when the URL cannot be tested.
pub fn usage_part(robots: &RobotsTxt, url: &str, token: &str, fetch: usize) -> Vec<u8> {
    crate::i18n::with_worker_messages();
    let rows = url_rows(url);
    let Some(Ok(path)) = rows.first().map(|r| &r.path) else {
        return Vec::new();
    };
    let mut w = PartWriter::new(0, 0);
    if status_rule_at(fetch).is_some() {
        w.open("p")
            .attr("class", "hint")
            .attr("data-testid", "usage-none")
            .text(&tr!("usage-status"))
            .close();
        return w.into_bytes();
    }
    let view = robots::tester::view(robots, token);
    let (allowed, _) = view.allowed(path.as_bytes());
    let Some(usage) = robots.usage(view.choice(), path.as_bytes(), allowed) else {
        w.open("p")
            .attr("class", "hint")
            .attr("data-testid", "usage-none")
            .text(&tr!("usage-not-crawlable", token = token))
            .close();
        return w.into_bytes();
    };
    w.open("table").attr("class", "candidates usage");
    w.open("caption")
        .attr("class", "visually-hidden")
        .text(&tr!("usage-caption"))
        .close();
    w.open("tbody");
    for (label, pref) in usage.labels() {
        w.open("tr")
            .attr("data-testid", "usage-pref")
            .attr("data-label", label)
            .attr("data-pref", pref.code());
        w.open("th")
            .attr("scope", "row")
            .open("code")
            .text(label)
            .close()
            .open("span")
            .attr("class", "sub")
            .text(&format!(" {}", label_words(label)))
            .close()
            .close();
        w.open("td").text(&pref_words(pref)).close().close();
    }
    w.close().close();
    w.open("p").attr("data-testid", "usage-lines");
    if usage.lines.is_empty() {
        w.text(&tr!("usage-no-lines"));
    } else {
        w.text(&tr!("usage-decided-by")).text(" ");
        for (i, n) in usage.lines.iter().enumerate() {
            if i > 0 {
                w.text(", ");
            }
            let text = robots
                .line(*n)
                .map(|l| format!("{}: {}", l.key, l.value))
                .unwrap_or_default();
            w.open("button")
                .attr("type", "button")
                .attr("class", "link")
                .attr("data-testid", "usage-line")
                .attr("data-line", &n.to_string())
                .text(&tr!("usage-line", line = *n))
                .close();
            w.text(" ").open("code").text(&text).close();
        }
        if usage.more_lines > 0 {
            w.text(" ")
                .text(&tr!("usage-more-lines", count = usage.more_lines));
        }
    }
    w.close();
    // Labels of a later vocabulary draft in the deciding lines: kept as
    // written, not called wrong.
    let mut others: Vec<String> = Vec::new();
    for rule in robots
        .usage_rules()
        .iter()
        .filter(|r| usage.lines.contains(&r.line))
    {
        for label in robots::aipref::other_labels(rule.pref.as_bytes()) {
            if !others.contains(&label) {
                others.push(label);
            }
        }
    }
    for label in &others {
        w.open("p")
            .attr("class", "hint")
            .attr("data-testid", "usage-other-label")
            .attr("data-label", label)
            .open("code")
            .text(label)
            .close()
            .text(" ")
            .text(&tr!("usage-other-label"))
            .close();
    }
    signals_part(&mut w, robots.signals(view.choice()).as_ref());
    w.into_bytes()
}

/// The applying groups' `Content-Signal` pairs, as written, each with what
/// Cloudflare's policy means by it, or that the policy does not define it
/// (`signal` rows: `data-key`, `data-value`, `data-meaning`).
fn signals_part(w: &mut PartWriter, signals: Option<&robots::aipref::Signals>) {
    use robots::aipref::{signal_meaning, SignalMeaning};
    let Some(signals) = signals.filter(|s| !s.is_empty()) else {
        return;
    };
    w.open("table")
        .attr("class", "candidates usage")
        .attr("data-testid", "signals");
    w.open("caption")
        .text(&tr!("usage-signals-caption"))
        .close();
    w.open("tbody");
    for (key, value) in signals {
        let meaning = signal_meaning(key, value);
        let said = match (meaning, key.as_str()) {
            (SignalMeaning::UnknownKey, _) => tr!("usage-signal-unknown-key"),
            (SignalMeaning::UnknownValue, _) => tr!("usage-signal-unknown-value"),
            (_, "search") => tr!("usage-signal-search"),
            (_, "ai-input") => tr!("usage-signal-ai-input"),
            (_, "ai-train") => tr!("usage-signal-ai-train"),
            (_, "use") => match value.as_str() {
                "immediate" => tr!("usage-signal-use-immediate"),
                "reference" => tr!("usage-signal-use-reference"),
                _ => tr!("usage-signal-use-full"),
            },
            _ => tr!("usage-signal-unknown-key"),
        };
        w.open("tr")
            .attr("data-testid", "signal")
            .attr("data-key", key)
            .attr("data-value", value)
            .attr("data-meaning", meaning.code());
        w.open("th")
            .attr("scope", "row")
            .open("code")
            .text(&format!("{key}={value}"))
            .close()
            .close();
        w.open("td").text(&said).close().close();
    }
    w.close().close();
}

/// A one-click intent: lines written into the file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Intent {
    /// Block the crawlers that train AI models and the AI control tokens;
    /// search and AI search crawlers are not named.
    BlockTraining,
    /// Block every crawler whose purpose is an AI one.
    BlockAi,
    /// Allow everything, with `Content-Usage: train-ai=n`.
    NoTrain,
}

impl Intent {
    pub const ALL: [Intent; 3] = [Intent::BlockTraining, Intent::BlockAi, Intent::NoTrain];

    /// Its number as the page's buttons carry it (`data-intent`).
    pub fn code(self) -> &'static str {
        match self {
            Intent::BlockTraining => "1",
            Intent::BlockAi => "2",
            Intent::NoTrain => "3",
        }
    }

    /// Its number in a request ([`Intent::code`] as a number).
    pub fn number(self) -> u32 {
        match self {
            Intent::BlockTraining => 1,
            Intent::BlockAi => 2,
            Intent::NoTrain => 3,
        }
    }

    pub fn from_code(code: u32) -> Option<Intent> {
        Intent::ALL.into_iter().find(|i| i.number() == code)
    }

    /// Its button's test hook.
    pub fn hook(self) -> &'static str {
        match self {
            Intent::BlockTraining => "intent-block-training",
            Intent::BlockAi => "intent-block-ai",
            Intent::NoTrain => "intent-no-train",
        }
    }

    /// Its button, in the page's language.
    pub fn words(self) -> String {
        match self {
            Intent::BlockTraining => tr!("intent-block-training"),
            Intent::BlockAi => tr!("intent-block-ai"),
            Intent::NoTrain => tr!("intent-no-train"),
        }
    }

    /// The crawlers it blocks (none for [`Intent::NoTrain`]): those that
    /// fetch first (the page shows the first in the grid), then the
    /// control tokens.
    pub fn targets(self) -> Vec<&'static Crawler> {
        let control = |c: &&Crawler| c.purpose == Purpose::AiControl;
        let all: Vec<&'static Crawler> = registry::CRAWLERS
            .iter()
            .filter(|c| match self {
                Intent::BlockTraining => {
                    matches!(c.purpose, Purpose::AiTraining | Purpose::AiControl)
                }
                Intent::BlockAi => c.purpose.code().starts_with("ai-"),
                Intent::NoTrain => false,
            })
            .collect();
        let (control, fetching): (Vec<_>, Vec<_>) = all.into_iter().partition(control);
        fetching.into_iter().chain(control).collect()
    }
}

/// The `Content-Usage` line [`Intent::NoTrain`] writes.
pub const NO_TRAIN_LINE: &str = "Content-Usage: train-ai=n";

/// What an intent does to the file: the new text, and the crawlers it
/// blocks (the page shows one of them in the grid).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Applied {
    pub text: String,
    pub targets: Vec<&'static str>,
}

/// Applies `intent` to the editor's text (lines end in LF), keeping every
/// line of it:
///
/// - to block crawlers, a group naming them all with `Disallow: /` is
///   appended; where a group of the file already names one of them (Google
///   would merge the two, and an `Allow` there would still let it in), that
///   `User-agent` line becomes a comment, or, when the group names only
///   crawlers being blocked, each of the group's lines does;
/// - for `train-ai=n`, [`NO_TRAIN_LINE`] is added at the end of every group
///   that lacks it (a named group does not inherit the `*` group's
///   preferences), and a `User-agent: *` group with `Allow: /` and the line
///   is appended when the file has none.
pub fn apply_intent(text: &str, intent: Intent) -> Applied {
    let robots = RobotsTxt::parse(text.as_bytes());
    let mut lines: Vec<String> = text.split('\n').map(str::to_string).collect();
    // A final line ending leaves an empty last piece: added lines go
    // before it.
    if lines.last().is_some_and(String::is_empty) {
        lines.pop();
    }
    let targets = intent.targets();
    let tokens: Vec<&'static str> = targets.iter().map(|c| c.token).collect();
    let groups = robots.groups();
    // Where each group's lines end: up to the next group's first line.
    let first_line = |g: usize| groups[g].agents.first().map_or(0, |a| a.line);
    let span = |g: usize| {
        let start = first_line(g);
        let end = if g + 1 < groups.len() {
            first_line(g + 1).saturating_sub(1)
        } else {
            robots.lines().len() as u32
        };
        (start, end)
    };
    // Lines that are part of a group (not blank, a comment or a sitemap).
    let member = |n: u32| {
        robots.line(n).is_some_and(|l| {
            !matches!(
                l.kind,
                LineKind::Empty | LineKind::Comment | LineKind::Sitemap
            )
        })
    };
    match intent {
        Intent::BlockTraining | Intent::BlockAi => {
            let names = |token: &str| tokens.iter().any(|t| t.eq_ignore_ascii_case(token));
            let mut comment = Vec::new();
            for (g, group) in groups.iter().enumerate() {
                let named: Vec<u32> = group
                    .agents
                    .iter()
                    .filter(|a| !a.global && names(&a.token))
                    .map(|a| a.line)
                    .collect();
                if named.is_empty() {
                    continue;
                }
                if named.len() == group.agents.len() {
                    let (start, end) = span(g);
                    comment.extend((start..=end).filter(|&n| member(n)));
                } else {
                    comment.extend(named);
                }
            }
            for n in comment {
                if let Some(line) = lines.get_mut(n as usize - 1) {
                    line.insert_str(0, "# ");
                }
            }
            if lines.last().is_some_and(|l| !l.trim().is_empty()) {
                lines.push(String::new());
            }
            lines.push(match intent {
                Intent::BlockTraining => {
                    "# AI training: blocked (search and AI search are not named)".to_string()
                }
                _ => "# Every AI crawler: blocked".to_string(),
            });
            lines.extend(tokens.iter().map(|t| format!("User-agent: {t}")));
            lines.push("Disallow: /".to_string());
        }
        Intent::NoTrain => {
            let mut after = Vec::new();
            for g in 0..groups.len() {
                let (start, end) = span(g);
                let has = (start..=end).any(|n| {
                    robots.line(n).is_some_and(|l| {
                        l.kind == LineKind::ContentUsage
                            && l.value.split_whitespace().collect::<String>() == "train-ai=n"
                    })
                });
                if has {
                    continue;
                }
                if let Some(last) = (start..=end).rev().find(|&n| member(n)) {
                    after.push(last);
                }
            }
            for n in after.into_iter().rev() {
                let at = (n as usize).min(lines.len());
                lines.insert(at, NO_TRAIN_LINE.to_string());
            }
            if !groups.iter().any(|g| g.is_global()) {
                if lines.last().is_some_and(|l| !l.trim().is_empty()) {
                    lines.push(String::new());
                }
                lines.push("User-agent: *".to_string());
                lines.push("Allow: /".to_string());
                lines.push(NO_TRAIN_LINE.to_string());
            }
        }
    }
    let mut text = lines.join("\n");
    text.push('\n');
    Applied {
        text,
        targets: tokens,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::readers::{Op, Part};

    const FILE: &str = "User-agent: *\nDisallow: /checkout/\n\nUser-agent: GPTBot\nAllow: /\n\nUser-agent: Googlebot\nDisallow: /private/\n";

    fn row<'a>(rows: &'a [PolicyRow], token: &str) -> &'a PolicyRow {
        rows.iter().find(|r| r.crawler.token == token).unwrap()
    }

    fn attrs<'a>(part: &Part<'a>, testid: &str, name: &str) -> Vec<&'a str> {
        // The value of `name` on every element whose data-testid is `testid`.
        let mut out = Vec::new();
        let mut current: Vec<(&str, &str)> = Vec::new();
        let flush = |current: &mut Vec<(&'a str, &'a str)>, out: &mut Vec<&'a str>| {
            if current.contains(&("data-testid", testid)) {
                if let Some((_, v)) = current.iter().find(|(n, _)| *n == name) {
                    out.push(*v);
                }
            }
            current.clear();
        };
        for op in &part.ops {
            match op {
                Op::Attr(n, v) => current.push((n, v)),
                _ => flush(&mut current, &mut out),
            }
        }
        flush(&mut current, &mut out);
        out
    }

    #[test]
    fn the_view_reads_every_crawler_with_whose_group_it_follows() {
        crate::i18n::with_worker_messages();
        let robots = RobotsTxt::parse(FILE.as_bytes());
        let groups = rows_by_purpose(&robots, "/private/x");
        let purposes: Vec<&str> = groups.iter().map(|(p, _)| p.code()).collect();
        assert_eq!(purposes[0], "search");
        assert!(purposes.contains(&"ai-training") && purposes.contains(&"ai-control"));
        let all: Vec<PolicyRow> = groups.into_iter().flat_map(|(_, r)| r).collect();
        assert_eq!(all.len(), registry::CRAWLERS.len());
        // Googlebot's own group; Applebot follows it; GPTBot its own group,
        // which replaces `*`; ClaudeBot the `*` group.
        let g = row(&all, "Googlebot");
        assert_eq!((g.allowed, follows_code(g)), (false, "Googlebot"));
        let a = row(&all, "Applebot");
        assert_eq!((a.allowed, follows_code(a)), (false, "Googlebot"));
        assert_eq!(follows_words(a), "Googlebot's group");
        let gpt = row(&all, "GPTBot");
        assert_eq!((gpt.allowed, follows_code(gpt)), (true, "GPTBot"));
        assert_eq!(follows_words(gpt), "its own group");
        let claude = row(&all, "ClaudeBot");
        assert_eq!((claude.allowed, follows_code(claude)), (true, "*"));
        // No group at all: allowed, follows nothing.
        let none = RobotsTxt::parse(b"User-agent: Googlebot\nDisallow: /\n");
        let rows = registry::policy(&none, b"/");
        let b = row(&rows, "Bingbot");
        assert_eq!((b.allowed, follows_code(b)), (true, ""));
        assert_eq!(follows_words(b), "no group (everything allowed)");
    }

    #[test]
    fn the_view_part_carries_the_hooks_and_the_chosen_url() {
        let robots = RobotsTxt::parse(FILE.as_bytes());
        let urls = "https://e.com/\nnot a url\nhttps://e.com/checkout/cart\n";
        let bytes = policy_part(&robots, urls, Some(2));
        let part = Part::read(&bytes).expect("a well-formed part");
        let tokens = attrs(&part, "policy-row", "data-token");
        assert_eq!(tokens.len(), registry::CRAWLERS.len());
        let verdicts = attrs(&part, "policy-row", "data-verdict");
        let at = |t: &str| verdicts[tokens.iter().position(|x| *x == t).unwrap()];
        // /checkout/cart: `*` blocks it; GPTBot's own group does not.
        assert_eq!(at("ClaudeBot"), "disallowed");
        assert_eq!(at("GPTBot"), "allowed");
        assert_eq!(attrs(&part, "policy-for", "data-path"), ["/checkout/cart"]);
        // The untestable URL is not offered; an untestable choice reads
        // the site root.
        assert!(!part.ops.contains(&Op::Text("not a url")));
        let part_bytes = policy_part(&robots, urls, Some(1));
        let part = Part::read(&part_bytes).unwrap();
        assert_eq!(attrs(&part, "policy-for", "data-path"), ["/"]);
        for i in Intent::ALL {
            assert_eq!(attrs(&part, i.hook(), "data-intent"), [i.code()]);
            assert_eq!(Intent::from_code(i.code().parse().unwrap()), Some(i));
        }
        assert_eq!(Intent::from_code(9), None);
    }

    #[test]
    fn usage_for_a_cell_and_when_it_does_not_apply() {
        crate::i18n::with_worker_messages();
        let robots = RobotsTxt::parse(
            b"User-agent: *\nDisallow: /never/\nContent-Usage: train-ai=n\nContent-Usage: /ai-ok/ train-ai=y\n",
        );
        let prefs = |url: &str, fetch: usize| {
            let bytes = usage_part(&robots, url, "ExampleBot", fetch);
            let part = Part::read(&bytes).map(|p| {
                (
                    attrs(&p, "usage-pref", "data-label").join(","),
                    attrs(&p, "usage-pref", "data-pref").join(","),
                    attrs(&p, "usage-line", "data-line").join(","),
                    !attrs(&p, "usage-none", "class").is_empty(),
                )
            });
            part.unwrap()
        };
        assert_eq!(
            prefs("/test", 0),
            (
                "train-ai,search".into(),
                "disallow,unknown".into(),
                "3".into(),
                false
            )
        );
        assert_eq!(prefs("/ai-ok/test", 0).1, "allow,unknown");
        assert_eq!(prefs("/ai-ok/test", 0).2, "4");
        assert_eq!(
            prefs("/never/test", 0),
            (String::new(), String::new(), String::new(), true)
        );
        // A simulated fetch result replaces the file.
        let s = (1..crate::model::FETCH_CHOICES.len())
            .find(|&i| status_rule_at(i).is_some())
            .unwrap();
        assert!(prefs("/test", s).3);
        assert!(usage_part(&robots, "http://", "ExampleBot", 0).is_empty());
        // No line matches: every label unknown, and it says so.
        let none = RobotsTxt::parse(b"User-agent: *\nDisallow: /x\n");
        let bytes = usage_part(&none, "/", "ExampleBot", 0);
        let p = Part::read(&bytes).unwrap();
        assert_eq!(attrs(&p, "usage-pref", "data-pref"), ["unknown", "unknown"]);
        assert!(p.ops.contains(&Op::Text(&tr!("usage-no-lines"))));
    }

    #[test]
    fn the_trace_explains_content_signal_and_keeps_a_later_drafts_labels() {
        crate::i18n::with_worker_messages();
        let robots = RobotsTxt::parse(
            b"User-agent: *\nContent-Signal: search=yes, ai-train=no, use=reference, use-later=maybe\nContent-Signal: ai-input=perhaps\nContent-Usage: train-ai=n, train-genai=n\nAllow: /\n",
        );
        let bytes = usage_part(&robots, "/a", "ExampleBot", 0);
        let p = Part::read(&bytes).unwrap();
        // As written, each marked: unknown keys and values are kept.
        assert_eq!(
            attrs(&p, "signal", "data-key"),
            ["search", "ai-train", "use", "use-later", "ai-input"]
        );
        assert_eq!(
            attrs(&p, "signal", "data-meaning"),
            ["known", "known", "known", "unknown-key", "unknown-value"]
        );
        assert!(p
            .ops
            .contains(&Op::Text(&tr!("usage-signal-use-reference"))));
        assert!(p.ops.contains(&Op::Text(&tr!("usage-signal-unknown-key"))));
        // train-ai still decides; train-genai is kept as written.
        assert_eq!(
            attrs(&p, "usage-pref", "data-pref"),
            ["disallow", "unknown"]
        );
        assert_eq!(
            attrs(&p, "usage-other-label", "data-label"),
            ["train-genai"]
        );
        assert!(p.ops.contains(&Op::Text(&tr!("usage-other-label"))));
        assert!(robots
            .ai_diagnostics()
            .iter()
            .all(|(_, d)| d.code() != "usage_unparsed"));
        // No Content-Signal: no table.
        let plain = RobotsTxt::parse(b"User-agent: *\nAllow: /\n");
        let bytes = usage_part(&plain, "/a", "ExampleBot", 0);
        let p = Part::read(&bytes).unwrap();
        assert!(attrs(&p, "signals", "class").is_empty());
    }

    fn policy_of(text: &str, path: &str) -> Vec<PolicyRow> {
        registry::policy(&RobotsTxt::parse(text.as_bytes()), path.as_bytes())
    }

    #[test]
    fn blocking_training_blocks_training_and_control_and_keeps_search() {
        let Applied { text, targets } = apply_intent(FILE, Intent::BlockTraining);
        // The user's lines are all still there (GPTBot's group as comments).
        assert!(text.starts_with("User-agent: *\nDisallow: /checkout/\n\n# User-agent: GPTBot\n# Allow: /\n\nUser-agent: Googlebot\nDisallow: /private/\n"));
        assert!(targets.contains(&"GPTBot") && targets.contains(&"Google-Extended"));
        assert_eq!(targets[0], "GPTBot");
        for r in policy_of(&text, "/") {
            let blocked = matches!(r.crawler.purpose, Purpose::AiTraining | Purpose::AiControl);
            assert_eq!(!r.allowed, blocked, "{}", r.crawler.token);
        }
        // Search as before: Googlebot still kept out of /private/ only.
        let g = policy_of(&text, "/private/");
        assert!(!row(&g, "Googlebot").allowed && !row(&g, "Applebot").allowed);
        // Twice: the same effect, nothing lost.
        let again = apply_intent(&text, Intent::BlockTraining).text;
        assert!(again.contains("# User-agent: GPTBot\n# Allow: /\n"));
        for r in policy_of(&again, "/") {
            let blocked = matches!(r.crawler.purpose, Purpose::AiTraining | Purpose::AiControl);
            assert_eq!(!r.allowed, blocked, "{}", r.crawler.token);
        }
    }

    #[test]
    fn blocking_every_ai_crawler_splits_a_shared_group() {
        let file = "User-agent: Googlebot\nUser-agent: PerplexityBot\nAllow: /\nDisallow: /tmp/\n";
        let text = apply_intent(file, Intent::BlockAi).text;
        assert!(text.starts_with(
            "User-agent: Googlebot\n# User-agent: PerplexityBot\nAllow: /\nDisallow: /tmp/\n"
        ));
        for r in policy_of(&text, "/") {
            let ai = r.crawler.purpose.code().starts_with("ai-");
            assert_eq!(!r.allowed, ai, "{}", r.crawler.token);
        }
        assert!(!row(&policy_of(&text, "/tmp/a"), "Googlebot").allowed);
        // An empty file gets the group alone.
        let empty = apply_intent("", Intent::BlockAi).text;
        assert!(empty.starts_with("# Every AI crawler: blocked\nUser-agent: "));
        assert!(empty.ends_with("Disallow: /\n"));
    }

    #[test]
    fn no_train_sets_the_preference_for_every_group() {
        // No `*` group: one is appended; GPTBot's group gets the line too.
        let file = "User-agent: GPTBot\nDisallow: /private/\n# end\n";
        let text = apply_intent(file, Intent::NoTrain).text;
        assert_eq!(
            text,
            "User-agent: GPTBot\nDisallow: /private/\nContent-Usage: train-ai=n\n# end\n\nUser-agent: *\nAllow: /\nContent-Usage: train-ai=n\n"
        );
        for r in policy_of(&text, "/") {
            assert!(r.allowed, "{}", r.crawler.token);
            let u = r.usage.as_ref().unwrap();
            // AdsBot-Google and its kind ignore `*`: no group names them.
            let want = if r.crawler.ignores_global {
                Pref::Unknown
            } else {
                Pref::Disallow
            };
            assert_eq!(u.get("train-ai"), Some(want), "{}", r.crawler.token);
        }
        // A `*` group: the line is added to it, once.
        let text = apply_intent(FILE, Intent::NoTrain).text;
        assert_eq!(text.matches(NO_TRAIN_LINE).count(), 3);
        assert!(
            text.starts_with("User-agent: *\nDisallow: /checkout/\nContent-Usage: train-ai=n\n\n")
        );
        assert_eq!(apply_intent(&text, Intent::NoTrain).text, text);
        let rows = policy_of(&text, "/");
        assert_eq!(
            row(&rows, "ClaudeBot")
                .usage
                .as_ref()
                .unwrap()
                .get("train-ai"),
            Some(Pref::Disallow)
        );
    }
}
