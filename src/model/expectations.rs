//! Expectations: results a person pins as facts that must stay true
//! ("Googlebot may fetch /products/", "GPTBot stays out of /"), checked
//! against the robots.txt on every change, like a test suite.
//!
//! This module is the pure model (no DOM, tested natively): the list and
//! how pinning changes it, checking each expectation with the engine, and
//! reading and writing the expectations file format of [`robots::expect`]
//! (what `robots test` reads). [`crate::expectations`] renders it.
//!
//! An expectation names a crawler and a URL as typed, so it is checked
//! whether or not they are in the page's lists, the same way the grid
//! checks a cell: tester mode (product token derived, URL normalised), the
//! tokens set by the user, and a simulated fetch result that replaces the
//! rules.
//!
//! ```
//! use robots_tester::model::expectations::{check, pin, Expectation};
//! use robots_tester::model::Parsed;
//!
//! let mut list = Vec::new();
//! pin(&mut list, Expectation::new("Googlebot", "/products/", true));
//! pin(&mut list, Expectation::new("GPTBot", "/", false));
//! let parsed = Parsed::new("User-agent: GPTBot\nDisallow: /\n");
//! let checked = check(&parsed, &list, &[], None);
//! assert!(checked.iter().all(|c| c.pass()));
//! ```

use robots::agent::AgentError;
use robots::expect::{self, LineError};
use robots::tester::{self, InputError};

use super::fetch::StatusRule;
use super::inputs::{agent_error, crawler_cols, url_error};
use super::parsed::Parsed;
use crate::i18n::tr;

/// What the exported file is called.
pub const FILE_NAME: &str = "robots-expectations.txt";

/// One pinned result: this crawler must be allowed (or blocked) to fetch
/// this URL. Plain data, kept in the draft and in permalinks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Expectation {
    /// The crawler as typed (a token or a full user-agent string), trimmed.
    pub agent: String,
    /// The URL or path as typed, trimmed.
    pub url: String,
    /// `true`: must be allowed; `false`: must be blocked.
    pub allowed: bool,
}

impl Expectation {
    pub fn new(agent: &str, url: &str, allowed: bool) -> Expectation {
        Expectation {
            agent: agent.trim().to_string(),
            url: url.trim().to_string(),
            allowed,
        }
    }

    /// Whether this is the expectation for the crawler `agent` and the URL
    /// `url` (as typed).
    pub fn is_for(&self, agent: &str, url: &str) -> bool {
        self.agent == agent.trim() && self.url == url.trim()
    }

    /// The same in the engine's type, for [`robots::expect::format`].
    fn to_file_entry(&self, line: u32) -> expect::Expectation {
        expect::Expectation {
            line,
            allowed: self.allowed,
            agent: self.agent.clone(),
            url: self.url.clone(),
        }
    }
}

/// Adds `e`, or replaces the expectation for the same crawler and URL (in
/// its place).
pub fn pin(list: &mut Vec<Expectation>, e: Expectation) {
    match list.iter_mut().find(|x| x.is_for(&e.agent, &e.url)) {
        Some(x) => *x = e,
        None => list.push(e),
    }
}

/// For each different key of `keys`, in the order they first appear: the
/// index of its first and of its last occurrence. O(n log n) (a heap sort
/// of the indices: no hash map, whose code would weigh on the page).
pub fn first_and_last<K: Ord>(keys: &[K]) -> Vec<(usize, usize)> {
    let mut order: Vec<usize> = (0..keys.len()).collect();
    robots::heapsort(&mut order, |&a, &b| (&keys[a], a) < (&keys[b], b));
    let mut out = Vec::new();
    let mut i = 0;
    while i < order.len() {
        let first = order[i];
        let mut last = first;
        while i < order.len() && keys[order[i]] == keys[first] {
            last = order[i];
            i += 1;
        }
        out.push((first, last));
    }
    robots::heapsort(&mut out, |a, b| a.0 < b.0);
    out
}

/// A list being read (a link, a file): [`pin`] for many, in n log n steps
/// rather than n² (110,000 of them took some 40 s pinned one by one). At
/// most `max` different ones are kept, the first given; a later one for a
/// crawler and URL kept replaces it, in its place.
#[derive(Debug)]
pub struct Pinned {
    all: Vec<Expectation>,
    max: usize,
}

impl Pinned {
    pub fn new(max: usize) -> Pinned {
        Pinned {
            all: Vec::new(),
            max,
        }
    }

    /// As [`pin`], once [`Pinned::finish`] is called.
    pub fn pin(&mut self, e: Expectation) {
        self.all.push(e);
    }

    /// The list, and how many different ones were left out past the limit.
    pub fn finish(self) -> (Vec<Expectation>, usize) {
        let keys: Vec<(&str, &str)> = self
            .all
            .iter()
            .map(|e| (e.agent.as_str(), e.url.as_str()))
            .collect();
        let groups = first_and_last(&keys);
        let cut = groups.len().saturating_sub(self.max);
        let list = groups
            .iter()
            .take(self.max)
            .map(|&(_, last)| self.all[last].clone())
            .collect();
        (list, cut)
    }
}

/// Removes the expectation for `agent` and `url`; whether there was one.
pub fn unpin(list: &mut Vec<Expectation>, agent: &str, url: &str) -> bool {
    let before = list.len();
    list.retain(|x| !x.is_for(agent, url));
    list.len() != before
}

/// What the engine says for an expectation, now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Actual {
    /// The verdict, the deciding line (0 = none) and its rule as written.
    Rules {
        allowed: bool,
        line: u32,
        rule: Option<String>,
    },
    /// A simulated fetch result replaces the rules: its verdict.
    Status(StatusRule),
    /// The crawler or the URL cannot be tested, and why.
    Untestable(InputError),
}

/// An expectation and what it is checked against.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Checked {
    pub expectation: Expectation,
    /// The product token used (`None` when the crawler has none).
    pub token: Option<String>,
    pub actual: Actual,
}

impl Checked {
    /// The verdict now (`None` when it cannot be tested).
    pub fn allowed(&self) -> Option<bool> {
        match &self.actual {
            Actual::Rules { allowed, .. } => Some(*allowed),
            Actual::Status(s) => Some(s.allowed),
            Actual::Untestable(_) => None,
        }
    }

    /// It passes when the verdict is the expected one; one that cannot be
    /// tested fails.
    pub fn pass(&self) -> bool {
        self.allowed() == Some(self.expectation.allowed)
    }

    /// What decided, in words: "line 4: Disallow: /x", "no rule matches",
    /// the simulated fetch result, or why it cannot be tested.
    pub fn decided_by(&self) -> String {
        match &self.actual {
            Actual::Rules {
                line,
                rule: Some(rule),
                ..
            } => format!("{}: {rule}", tr!("expect-line", line = *line)),
            Actual::Rules { .. } => tr!("expect-decided-none"),
            Actual::Status(s) => tr!("expect-decided-status", status = s.label),
            Actual::Untestable(InputError::Agent(why)) => {
                tr!("expect-untestable-agent", reason = &agent_error(why))
            }
            Actual::Untestable(InputError::Url(why)) => {
                tr!("expect-untestable-url", reason = &url_error(why))
            }
        }
    }
}

/// A line of an expectations file that cannot be read, in words ("line 3:
/// missing URL or path after the agent", as `robots test` says it).
fn line_error(e: &LineError) -> String {
    super::wording::words(&robots::message::line_error(e))
}

/// Checks one expectation: the crawler's token (one set by the user in
/// `tokens` applies, as in the grid) and the URL as the grid reads them.
pub fn check_one(
    parsed: &Parsed,
    e: &Expectation,
    tokens: &[(String, String)],
    status: Option<StatusRule>,
) -> Checked {
    let col = crawler_cols(std::slice::from_ref(&e.agent), tokens).pop();
    let token = col.map(|c| c.token);
    let actual = match (&token, robots::url::normalise_typed(&e.url)) {
        (None, _) => {
            let why = tester::agent(&e.agent).err().unwrap_or(AgentError::NoToken);
            Actual::Untestable(InputError::Agent(why))
        }
        (_, Err(why)) => Actual::Untestable(InputError::Url(why)),
        (Some(token), Ok(url)) => match status {
            Some(s) => Actual::Status(s),
            None => {
                let v = tester::check_parsed(&parsed.robots, token, &url);
                Actual::Rules {
                    allowed: v.allowed,
                    line: v.line,
                    rule: v.decisive.as_ref().map(|d| d.display()),
                }
            }
        },
    };
    Checked {
        expectation: e.clone(),
        token,
        actual,
    }
}

/// Checks every expectation (cheap: one check each; the tokens set by the
/// user are at most [`super::permalink::MAX_TOKENS`] when a link opens).
pub fn check(
    parsed: &Parsed,
    list: &[Expectation],
    tokens: &[(String, String)],
    status: Option<StatusRule>,
) -> Vec<Checked> {
    list.iter()
        .map(|e| check_one(parsed, e, tokens, status))
        .collect()
}

/// How many fail.
pub fn failing(checked: &[Checked]) -> usize {
    checked.iter().filter(|c| !c.pass()).count()
}

/// For a grid cell: whether the expectation for `agent` and `url` passes
/// (`None` when there is none).
pub fn mark(checked: &[Checked], agent: &str, url: &str) -> Option<Mark> {
    checked
        .iter()
        .find(|c| c.expectation.is_for(agent, url))
        .map(|c| Mark {
            expected: c.expectation.allowed,
            pass: c.pass(),
        })
}

/// The expectation of a grid cell, for its flag.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mark {
    pub expected: bool,
    pub pass: bool,
}

/// The header's summary: "2 expectations failing", "All 5 expectations
/// pass"; `None` without expectations.
pub fn summary(total: usize, failing: usize) -> Option<String> {
    Some(match (total, failing) {
        (0, _) => return None,
        (n, 0) => tr!("expect-all-pass", count = n),
        (_, f) => tr!("expect-failing", count = f),
    })
}

/// The expectations file for `list` (the format of [`robots::expect`],
/// which `robots test` reads), with a comment saying so.
pub fn to_file(list: &[Expectation]) -> String {
    let entries: Vec<_> = list
        .iter()
        .zip(1..)
        .map(|(e, line)| e.to_file_entry(line))
        .collect();
    let mut out = String::from(
        "# robots.txt expectations: allowed|disallowed, crawler, URL.\n# Check them with: robots test robots.txt robots-expectations.txt\n",
    );
    out.push_str(&expect::format(&entries));
    out
}

/// The most expectations the page keeps (a link, a draft or an imported
/// file opens with the first ones, and says how many more were left
/// out). Each one is a row of the expectations panel and is checked on
/// every edit: 10,000 of them took the page some 12 s to open.
pub const MAX_EXPECTATIONS: usize = 1_000;

/// At most this many lines that cannot be read are listed by an import;
/// the others are counted in one more line.
pub const MAX_IMPORT_ERRORS: usize = 200;

/// Reads an expectations file: the list (at most [`MAX_EXPECTATIONS`], the first
/// ones, as a link keeps) and how many more were left out; or the lines
/// that cannot be read or checked ("line 3: …"), as `robots test` reports
/// them, the first [`MAX_IMPORT_ERRORS`] of them and a count of the rest.
/// A crawler and URL given twice keep the later verdict, in the place of
/// the first.
pub fn from_file(text: &str) -> Result<(Vec<Expectation>, usize), Vec<String>> {
    let entries = expect::parse(text).map_err(|errors| {
        let mut listed = Listed::default();
        for e in &errors {
            listed.add(|| line_error(e));
        }
        listed.finish()
    })?;
    let mut errors = Listed::default();
    let mut list = Pinned::new(MAX_EXPECTATIONS);
    for e in entries {
        if let Err(why) = tester::agent(&e.agent) {
            errors.add(|| {
                tr!(
                    "expect-import-bad-agent",
                    line = e.line,
                    agent = &e.agent,
                    reason = &agent_error(&why)
                )
            });
        }
        if let Err(why) = robots::url::normalise_typed(&e.url) {
            errors.add(|| {
                tr!(
                    "expect-import-bad-url",
                    line = e.line,
                    url = &e.url,
                    reason = &url_error(&why)
                )
            });
        }
        list.pin(Expectation::new(&e.agent, &e.url, e.allowed));
    }
    if errors.shown.is_empty() {
        Ok(list.finish())
    } else {
        Err(errors.finish())
    }
}

/// An import's errors: the first [`MAX_IMPORT_ERRORS`] worded, the rest
/// only counted (a file of 100,000 bad lines words 200).
#[derive(Default)]
struct Listed {
    shown: Vec<String>,
    more: usize,
}

impl Listed {
    fn add(&mut self, word: impl FnOnce() -> String) {
        if self.shown.len() < MAX_IMPORT_ERRORS {
            self.shown.push(word());
        } else {
            self.more += 1;
        }
    }

    /// The worded errors, and a line counting the rest when there are more.
    fn finish(mut self) -> Vec<String> {
        if self.more > 0 {
            self.shown
                .push(tr!("expect-import-more-errors", count = self.more));
        }
        self.shown
    }
}

/// One expectation as one line of the file format, for a permalink's
/// option (see [`crate::model::permalink`]).
pub fn to_line(e: &Expectation) -> String {
    let line = expect::format(&[e.to_file_entry(1)]);
    line.trim_end_matches('\n').to_string()
}

/// Reads [`to_line`]'s output: exactly one expectation.
pub fn from_line(line: &str) -> Option<Expectation> {
    if line.contains(['\n', '\r']) {
        return None;
    }
    match expect::parse(line).ok()?.as_slice() {
        [e] => Some(Expectation::new(&e.agent, &e.url, e.allowed)),
        _ => None,
    }
}

/// Whether `e` can be written as a line and read back unchanged (a field
/// that is empty, padded with spaces or holds a line break cannot).
pub fn fits_a_line(e: &Expectation) -> bool {
    from_line(&to_line(e)).as_ref() == Some(e)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::fetch::status_rule;

    const ROBOTS: &str = "User-agent: Googlebot\nDisallow: /checkout\n\nUser-agent: GPTBot\nDisallow: /\n\nUser-agent: *\nAllow: /\n";

    fn e(agent: &str, url: &str, allowed: bool) -> Expectation {
        Expectation::new(agent, url, allowed)
    }

    fn statuses(robots: &str, list: &[Expectation]) -> Vec<bool> {
        check(&Parsed::new(robots), list, &[], None)
            .iter()
            .map(Checked::pass)
            .collect()
    }

    #[test]
    fn each_expectation_is_checked_like_a_grid_cell() {
        let list = [
            e("Googlebot", "https://www.example.com/products/", true),
            e("Googlebot", "https://www.example.com/checkout", true),
            e("GPTBot", "/", false),
            // A full user-agent string: its token, Bingbot, falls to `*`.
            e(
                "Mozilla/5.0 (compatible; Bingbot/2.0; +http://www.bing.com/bingbot.htm)",
                "/checkout",
                false,
            ),
            // Googlebot-Image follows Googlebot's group (crawler families).
            e("Googlebot-Image", "/checkout?x=1", false),
        ];
        let checked = check(&Parsed::new(ROBOTS), &list, &[], None);
        let pass: Vec<bool> = checked.iter().map(Checked::pass).collect();
        assert_eq!(pass, [true, false, true, false, true]);
        assert_eq!(failing(&checked), 2);
        assert_eq!(
            checked[1].actual,
            Actual::Rules {
                allowed: false,
                line: 2,
                rule: Some("Disallow: /checkout".into())
            }
        );
        assert_eq!(checked[1].decided_by(), "line 2: Disallow: /checkout");
        assert_eq!(checked[3].token.as_deref(), Some("Bingbot"));
        assert_eq!(checked[3].decided_by(), "line 8: Allow: /");
        // An edit re-decides them.
        let fixed = ROBOTS.replace("Disallow: /checkout", "Disallow: /cart");
        assert_eq!(statuses(&fixed, &list), [true, true, true, false, false]);
        // No rule at all: allowed, line 0.
        let none = check(&Parsed::new(""), &list[..1], &[], None);
        assert_eq!(none[0].decided_by(), "no rule matches");
        assert!(none[0].pass());
    }

    #[test]
    fn a_simulated_fetch_result_decides_and_tokens_set_by_the_user_apply() {
        let list = [e("Googlebot", "/products/", true), e("GPTBot", "/", false)];
        let p = Parsed::new(ROBOTS);
        let c = check(&p, &list, &[], status_rule("503"));
        assert_eq!(
            c.iter().map(Checked::pass).collect::<Vec<_>>(),
            [false, true]
        );
        assert!(matches!(c[0].actual, Actual::Status(s) if s.key == "503"));
        assert!(c[0].decided_by().starts_with("fetch result: 503"));
        let c = check(&p, &list, &[], status_rule("404"));
        assert_eq!(
            c.iter().map(Checked::pass).collect::<Vec<_>>(),
            [true, false]
        );
        // GPTBot's token set to Bingbot: the * group applies, allowed.
        let tokens = [("GPTBot".to_string(), "Bingbot".to_string())];
        let c = check(&p, &list, &tokens, None);
        assert_eq!(c[1].token.as_deref(), Some("Bingbot"));
        assert!(!c[1].pass());
    }

    #[test]
    fn what_cannot_be_tested_fails_and_says_why() {
        let list = [e("1234", "/", true), e("Googlebot", "mailto:x@y.z", true)];
        let c = check(&Parsed::new(ROBOTS), &list, &[], status_rule("404"));
        assert_eq!(failing(&c), 2);
        assert_eq!(c[0].token, None);
        assert!(c[0].decided_by().starts_with("crawler can't be tested: "));
        assert!(c[1].decided_by().starts_with("URL can't be tested: "));
        assert_eq!(c[1].allowed(), None);
    }

    #[test]
    fn pinning_again_replaces_and_unpinning_removes() {
        let mut list = Vec::new();
        pin(&mut list, e("Googlebot", "/a", true));
        pin(&mut list, e("GPTBot", "/a", false));
        pin(&mut list, e(" Googlebot ", " /a", false));
        assert_eq!(
            list,
            [e("Googlebot", "/a", false), e("GPTBot", "/a", false)]
        );
        assert!(unpin(&mut list, "Googlebot", "/a"));
        assert!(!unpin(&mut list, "Googlebot", "/a"));
        assert_eq!(list, [e("GPTBot", "/a", false)]);
    }

    #[test]
    fn cells_find_their_expectation() {
        let list = [e("Googlebot", "/checkout", true), e("GPTBot", "/", false)];
        let c = check(&Parsed::new(ROBOTS), &list, &[], None);
        assert_eq!(
            mark(&c, "Googlebot", "/checkout"),
            Some(Mark {
                expected: true,
                pass: false
            })
        );
        assert_eq!(
            mark(&c, "GPTBot", "/"),
            Some(Mark {
                expected: false,
                pass: true
            })
        );
        assert_eq!(mark(&c, "GPTBot", "/checkout"), None);
    }

    #[test]
    fn the_summary_counts_failures_in_words() {
        assert_eq!(summary(0, 0), None);
        assert_eq!(summary(1, 0).unwrap(), "1 expectation passes");
        assert_eq!(summary(5, 0).unwrap(), "All 5 expectations pass");
        assert_eq!(summary(5, 1).unwrap(), "1 expectation failing");
        assert_eq!(summary(5, 2).unwrap(), "2 expectations failing");
    }

    #[test]
    fn export_then_import_gives_the_same_list() {
        let list = vec![
            e("Googlebot", "https://www.example.com/products/", true),
            e("GPTBot", "/", false),
            e(
                "Mozilla/5.0 (compatible; Bingbot/2.0; +http://www.bing.com/bingbot.htm)",
                "/a b#top",
                false,
            ),
            e("Googlebot", "/#top", true),
            e("x\"y", "/q\\\"", true),
        ];
        let text = to_file(&list);
        assert!(text.starts_with("# "), "{text}");
        assert!(text.contains("\nallowed     Googlebot  "), "{text}");
        assert_eq!(from_file(&text), Ok((list.clone(), 0)));
        // What `robots test` reads: the engine's parser, line by line.
        let read = expect::parse(&text).unwrap();
        assert_eq!(read.len(), list.len());
        assert_eq!(read[2].agent, list[2].agent);
        assert_eq!(from_file(&to_file(&[])), Ok((vec![], 0)));
    }

    #[test]
    fn export_of_a_100000_character_agent_and_path_reads_back() {
        // Such a width once aborted the worker ("Formatting argument out
        // of range"): the long agent is written whole, not padded to.
        let agent = "A".repeat(100_000);
        let url = format!("/{}", "p".repeat(100_000));
        let list = vec![e("Googlebot", "/a", true), e(&agent, &url, false)];
        let text = to_file(&list);
        assert!(
            text.contains("\nallowed     Googlebot  /a\n"),
            "{}",
            &text[..200]
        );
        assert!(text.ends_with(&format!("\ndisallowed  {agent}  {url}\n")));
        assert!(text.len() < 200_300);
        assert_eq!(from_file(&text), Ok((list, 0)));
    }

    #[test]
    fn a_long_import_keeps_a_links_worth_and_lists_a_bounded_number_of_errors() {
        // 100,000 expectations: the first 1,000, as a shared link keeps,
        // and a count of the rest.
        let text: String = (0..100_000)
            .map(|i| format!("allowed Googlebot /p{i}\n"))
            .collect();
        let (list, cut) = from_file(&text).unwrap();
        assert_eq!(list.len(), MAX_EXPECTATIONS);
        assert_eq!(cut, 100_000 - list.len());
        assert_eq!(list[999].url, "/p999");
        // 100,000 lines that cannot be read: the first 200, and one line
        // for the others.
        let text = "nonsense\n".repeat(100_000);
        let errors = from_file(&text).unwrap_err();
        assert_eq!(errors.len(), MAX_IMPORT_ERRORS + 1);
        assert!(errors[0].starts_with("line 1: "), "{}", errors[0]);
        assert_eq!(
            errors[MAX_IMPORT_ERRORS],
            "… and 99,800 more lines that cannot be read"
        );
    }

    #[test]
    fn import_names_every_bad_line_and_imports_nothing() {
        let text = "allowed Googlebot /ok\nalowed Googlebot /\ndisallowed 1234 /x\nallowed Googlebot mailto:x@y.z\nallowed\n";
        let errors = from_file(text).unwrap_err();
        assert_eq!(errors.len(), 2, "{errors:?}");
        assert!(errors[0].starts_with("line 2: unknown verdict 'alowed'"));
        assert!(errors[1].starts_with("line 5: missing agent"));
        // Once it reads, agents and URLs must be checkable.
        let text = "allowed Googlebot /ok\ndisallowed 1234 /x\nallowed Googlebot mailto:x@y.z\n";
        let errors = from_file(text).unwrap_err();
        assert_eq!(errors.len(), 2, "{errors:?}");
        assert!(
            errors[0].starts_with("line 2: crawler “1234”: "),
            "{errors:?}"
        );
        assert!(
            errors[1].starts_with("line 3: URL “mailto:x@y.z”: "),
            "{errors:?}"
        );
        // Duplicates: the later verdict, in the first one's place.
        let text = "allowed a /x\nallowed b /x\ndisallowed a /x\n";
        assert_eq!(
            from_file(text),
            Ok((vec![e("a", "/x", false), e("b", "/x", true)], 0))
        );
    }

    #[test]
    fn one_line_per_expectation_round_trips() {
        for x in [
            e("Googlebot", "/", true),
            e("Mozilla/5.0 (compatible; X/1)", "/a b#c", false),
            e("a#b", "\"q", true),
        ] {
            let line = to_line(&x);
            assert!(!line.contains('\n'), "{line}");
            assert_eq!(from_line(&line), Some(x.clone()));
            assert!(fits_a_line(&x));
        }
        assert_eq!(to_line(&e("GPTBot", "/", false)), "disallowed  GPTBot  /");
        for bad in [
            "",
            "# comment",
            "allowed a",
            "allowed a /x\nallowed b /y",
            "maybe a /",
        ] {
            assert_eq!(from_line(bad), None, "{bad:?}");
        }
        let odd = Expectation {
            agent: String::new(),
            url: "/".into(),
            allowed: true,
        };
        assert!(!fits_a_line(&odd));
        let odd = Expectation {
            agent: "a\nb".into(),
            url: "/".into(),
            allowed: true,
        };
        assert!(!fits_a_line(&odd));
    }
}
