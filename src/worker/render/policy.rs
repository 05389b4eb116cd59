//! The "Crawlers by purpose" view and the trace's usage preferences, laid
//! out as parts (`crate::wire::part`) from the model's data and words
//! (`crate::model::policy`).

use robots::RobotsTxt;

use crate::i18n::tr;
use crate::model::fetch::status_rule_at;
use crate::model::inputs::url_rows;
use crate::model::policy::*;
use crate::model::wording::{verdict_token, verdict_words};
use crate::wire::part::{Part, PartWriter};

/// The "Crawlers by purpose" view's body: the URL chooser (the site root,
/// then the first [`URLS_OFFERED`] testable URLs of the list), the
/// one-click intents, and a table per purpose with a row per crawler of
/// the registry (`policy-row`, with `data-token`, `data-purpose`,
/// `data-verdict` and `data-follows`).
pub fn policy_part(robots: &RobotsTxt, urls: &str, choice: Option<usize>) -> Part {
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
            .attr("data-testid", intent_hook(intent))
            .attr("data-intent", &intent_number(intent).to_string())
            .text(&intent_words(intent))
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
    let by_purpose = rows_by_purpose(robots, &path);
    // The AI-use preferences in words, per row (`None`: it may not crawl).
    let usage: Vec<Vec<Option<String>>> = by_purpose
        .iter()
        .map(|(_, rows)| {
            rows.iter()
                .map(|r| r.usage.as_ref().map(usage_words))
                .collect()
        })
        .collect();
    // The same for every crawler that may fetch the URL (as when the file
    // has no AI-use lines): said once, above the tables, not in a column.
    let mut said = usage.iter().flatten().flatten();
    let same = match said.next() {
        Some(first) => said
            .all(|u| u == first)
            .then(|| tr!("policy-usage-all", prefs = first.as_str())),
        None => Some(tr!("policy-usage-all-none")),
    };
    if let Some(same) = &same {
        w.open("p")
            .attr("class", "hint")
            .attr("data-testid", "policy-usage-all")
            .text(same)
            .close();
    }
    for ((purpose, rows), usage) in by_purpose.iter().zip(&usage) {
        w.open("table")
            .attr("class", "candidates policy")
            .attr("data-purpose", purpose.code());
        w.open("caption").text(&purpose_words(*purpose)).close();
        w.open("thead").open("tr");
        let mut heads = vec![
            tr!("policy-col-crawler"),
            tr!("policy-col-verdict"),
            tr!("policy-col-follows"),
        ];
        if same.is_none() {
            heads.push(tr!("policy-col-usage"));
        }
        for label in heads {
            w.open("th").attr("scope", "col").text(&label).close();
        }
        w.close().close().open("tbody");
        for (row, usage) in rows.iter().zip(usage) {
            let c = row.crawler;
            w.open("tr")
                .attr("data-testid", "policy-row")
                .attr("data-token", c.token)
                .attr("data-purpose", c.purpose.code())
                .attr("data-verdict", verdict_token(row.allowed))
                .attr("data-follows", follows_code(row))
                .attr("data-line", &row.line.to_string())
                .attr("title", &crate::model::wording::words(&c.blocking()));
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
            if same.is_none() {
                let words = match usage {
                    Some(u) => u.clone(),
                    None => tr!("policy-usage-none"),
                };
                w.open("td")
                    .attr("data-testid", "policy-usage")
                    .text(&words)
                    .close();
            }
            w.close();
        }
        w.close().close();
    }
    w.finish()
}

/// A row's AI-use preferences in words: each label and its preference.
fn usage_words(u: &robots::aipref::Usage) -> String {
    let words: Vec<String> = u
        .labels()
        .map(|(l, p)| format!("{l}: {}", pref_words(p)))
        .collect();
    words.join(", ")
}

/// The trace's usage preferences for one cell: the crawler's token, the
/// URL as typed, the simulated fetch result. One `usage-pref` row per
/// label of the vocabulary (`data-label`, `data-pref`) and the deciding
/// `Content-Usage` lines (`usage-line` buttons, `data-line`); a sentence
/// instead when the crawler may not fetch the URL, or the fetch result
/// replaces the file. `None` when the URL cannot be tested.
pub fn usage_part(robots: &RobotsTxt, url: &str, token: &str, fetch: usize) -> Option<Part> {
    crate::i18n::with_worker_messages();
    let rows = url_rows(url);
    let Some(Ok(path)) = rows.first().map(|r| &r.path) else {
        return None;
    };
    let mut w = PartWriter::new(0, 0);
    if status_rule_at(fetch).is_some() {
        w.open("p")
            .attr("class", "hint")
            .attr("data-testid", "usage-none")
            .text(&tr!("usage-status"))
            .close();
        return Some(w.finish());
    }
    let view = robots::tester::view(robots, token);
    let (allowed, _) = view.allowed(path.as_bytes());
    let Some(usage) = robots.usage(view.choice(), path.as_bytes(), allowed) else {
        w.open("p")
            .attr("class", "hint")
            .attr("data-testid", "usage-none")
            .text(&tr!("usage-not-crawlable", token = token))
            .close();
        return Some(w.finish());
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
    Some(w.finish())
}

/// How many `Content-Signal` pairs the trace lists; the others are
/// counted. A file's pairs are a few; a hostile one's (issue 53: 99,097
/// distinct keys) made a table of 400,000 elements that the page took
/// seconds to build and lay out, on its main thread.
pub const SIGNALS_SHOWN: usize = 50;

/// The applying groups' `Content-Signal` pairs, as written, each with what
/// Cloudflare's policy means by it, or that the policy does not define it
/// (`signal` rows: `data-key`, `data-value`, `data-meaning`): the first
/// [`SIGNALS_SHOWN`], then how many more (`signals-more`, `data-count`).
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
    for (key, value) in signals.iter().take(SIGNALS_SHOWN) {
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
    let more = signals.len().saturating_sub(SIGNALS_SHOWN);
    if more > 0 {
        w.open("p")
            .attr("class", "hint")
            .attr("data-testid", "signals-more")
            .attr("data-count", &more.to_string())
            .text(&tr!("usage-signals-more", count = more))
            .close();
    }
}

/// An intent's button's test hook.
pub fn intent_hook(intent: Intent) -> &'static str {
    match intent {
        Intent::BlockTraining => "intent-block-training",
        Intent::BlockAi => "intent-block-ai",
        Intent::NoTrain => "intent-no-train",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::wire::part::{Op, Part};
    use robots::registry::{self, PolicyRow};

    const FILE: &str = "User-agent: *\nDisallow: /checkout/\n\nUser-agent: GPTBot\nAllow: /\n\nUser-agent: Googlebot\nDisallow: /private/\n";

    fn row<'a>(rows: &'a [PolicyRow], token: &str) -> &'a PolicyRow {
        rows.iter().find(|r| r.crawler.token == token).unwrap()
    }

    fn attrs<'a>(part: &'a Part, testid: &str, name: &str) -> Vec<&'a str> {
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
        for op in part.ops() {
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
        let part = policy_part(&robots, urls, Some(2));
        assert!(part.well_formed());
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
        assert!(!part.ops().contains(&Op::Text("not a url")));
        let part = policy_part(&robots, urls, Some(1));
        assert_eq!(attrs(&part, "policy-for", "data-path"), ["/"]);
        for i in Intent::ALL {
            let number = intent_number(i).to_string();
            assert_eq!(
                attrs(&part, intent_hook(i), "data-intent"),
                [number.as_str()]
            );
            assert_eq!(intent_from_number(intent_number(i)), Some(i));
        }
        assert_eq!(intent_from_number(9), None);
    }

    /// The texts of the elements whose data-testid is `testid`.
    fn texts<'a>(part: &'a Part, testid: &str) -> Vec<&'a str> {
        let mut out = Vec::new();
        let mut hooked = false;
        for op in part.ops() {
            match op {
                Op::Attr("data-testid", v) => hooked = v == testid,
                Op::Text(t) if hooked => {
                    out.push(t);
                    hooked = false;
                }
                Op::Attr(..) => {}
                _ => hooked = false,
            }
        }
        out
    }

    #[test]
    fn the_same_ai_use_preferences_are_said_once_above_the_tables() {
        crate::i18n::with_worker_messages();
        let count = |part: &Part, text: &str| {
            part.ops()
                .iter()
                .filter(|op| matches!(op, Op::Text(t) if t.contains(text)))
                .count()
        };
        // No AI-use lines: one sentence, no column, no cell.
        let robots = RobotsTxt::parse(FILE.as_bytes());
        let part = policy_part(&robots, "https://e.com/\n", None);
        assert_eq!(
            texts(&part, "policy-usage-all"),
            ["AI-use preferences of every crawler that may fetch this URL: train-ai: Unknown (no preference), search: Unknown (no preference)"]
        );
        assert_eq!(count(&part, "Unknown (no preference)"), 1);
        assert_eq!(count(&part, "AI-use preferences"), 1, "no column either");
        assert!(texts(&part, "policy-usage").is_empty());
        // Preferences that differ between crawlers: a column, a cell a row.
        let robots = RobotsTxt::parse(
            b"User-agent: *\nContent-Usage: train-ai=n\n\nUser-agent: GPTBot\nAllow: /\n",
        );
        let part = policy_part(&robots, "https://e.com/\n", None);
        assert!(texts(&part, "policy-usage-all").is_empty());
        let cells = texts(&part, "policy-usage");
        assert_eq!(cells.len(), registry::CRAWLERS.len());
        assert!(cells.contains(&"train-ai: Not allowed, search: Unknown (no preference)"));
        assert!(
            cells.contains(&"train-ai: Unknown (no preference), search: Unknown (no preference)")
        );
        // No crawler may fetch it: said once that they do not apply.
        let mut all = String::from("User-agent: *\n");
        for c in registry::CRAWLERS {
            all.push_str(&format!("User-agent: {}\n", c.token));
        }
        all.push_str("Disallow: /\n");
        let robots = RobotsTxt::parse(all.as_bytes());
        let part = policy_part(&robots, "https://e.com/\n", None);
        assert_eq!(
            texts(&part, "policy-usage-all"),
            ["AI-use preferences do not apply: no crawler may fetch this URL."]
        );
    }

    #[test]
    fn usage_for_a_cell_and_when_it_does_not_apply() {
        crate::i18n::with_worker_messages();
        let robots = RobotsTxt::parse(
            b"User-agent: *\nDisallow: /never/\nContent-Usage: train-ai=n\nContent-Usage: /ai-ok/ train-ai=y\n",
        );
        let prefs = |url: &str, fetch: usize| {
            let part = usage_part(&robots, url, "ExampleBot", fetch).map(|p| {
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
        assert_eq!(usage_part(&robots, "http://", "ExampleBot", 0), None);
        // No line matches: every label unknown, and it says so.
        let none = RobotsTxt::parse(b"User-agent: *\nDisallow: /x\n");
        let p = usage_part(&none, "/", "ExampleBot", 0).expect("a part");
        assert_eq!(attrs(&p, "usage-pref", "data-pref"), ["unknown", "unknown"]);
        assert!(p.ops().contains(&Op::Text(&tr!("usage-no-lines"))));
    }

    #[test]
    fn the_trace_explains_content_signal_and_keeps_a_later_drafts_labels() {
        crate::i18n::with_worker_messages();
        let robots = RobotsTxt::parse(
            b"User-agent: *\nContent-Signal: search=yes, ai-train=no, use=reference, use-later=maybe\nContent-Signal: ai-input=perhaps\nContent-Usage: train-ai=n, train-genai=n\nAllow: /\n",
        );
        let p = usage_part(&robots, "/a", "ExampleBot", 0).expect("a part");
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
            .ops()
            .contains(&Op::Text(&tr!("usage-signal-use-reference"))));
        assert!(p
            .ops()
            .contains(&Op::Text(&tr!("usage-signal-unknown-key"))));
        // train-ai still decides; train-genai is kept as written.
        assert_eq!(
            attrs(&p, "usage-pref", "data-pref"),
            ["disallow", "unknown"]
        );
        assert_eq!(
            attrs(&p, "usage-other-label", "data-label"),
            ["train-genai"]
        );
        assert!(p.ops().contains(&Op::Text(&tr!("usage-other-label"))));
        assert!(robots
            .ai_diagnostics()
            .iter()
            .all(|(_, d)| d.code() != "usage_unparsed"));
        // No Content-Signal: no table.
        let plain = RobotsTxt::parse(b"User-agent: *\nAllow: /\n");
        let p = usage_part(&plain, "/a", "ExampleBot", 0).expect("a part");
        assert!(attrs(&p, "signals", "class").is_empty());
    }

    #[test]
    fn the_trace_lists_the_first_signal_pairs_and_counts_the_others() {
        crate::i18n::with_worker_messages();
        let file = |keys: usize| {
            let pairs: Vec<String> = (0..keys).map(|i| format!("k{i}=yes")).collect();
            RobotsTxt::parse(
                format!("User-agent: *\nContent-Signal: {}\n", pairs.join(",")).as_bytes(),
            )
        };
        let many = file(SIGNALS_SHOWN + 70);
        let p = usage_part(&many, "/a", "ExampleBot", 0).expect("a part");
        let keys = attrs(&p, "signal", "data-key");
        assert_eq!(keys.len(), SIGNALS_SHOWN);
        assert_eq!((keys[0], keys[SIGNALS_SHOWN - 1]), ("k0", "k49"));
        assert_eq!(attrs(&p, "signals-more", "data-count"), ["70"]);
        assert!(p.ops().contains(&Op::Text("and 70 more pairs, not listed")));
        // As many as are listed: none counted.
        let p = usage_part(&file(SIGNALS_SHOWN), "/a", "ExampleBot", 0).expect("a part");
        assert_eq!(attrs(&p, "signal", "data-key").len(), SIGNALS_SHOWN);
        assert!(attrs(&p, "signals-more", "data-count").is_empty());
    }
}
