//! `robots site`'s work: every sitemap a robots.txt names (and the
//! sitemaps of its indexes, one level), read as streams, each URL checked
//! for each crawler with Google's reading as it goes. Blocked URLs are
//! counted per deciding line, and only the first [`EXAMPLES`] of each line
//! are kept, so memory does not grow with the URLs read or blocked. Every
//! request goes through the address policy ([`crate::fetch::Client`]); the
//! run stops at its deadline.

use std::collections::{BTreeMap, HashSet, VecDeque};
use std::time::{Duration, Instant};

use indicatif::ProgressBar;
use robots::message::Lang;
use url::Url;

use crate::checker::{self, Agent, View};
use crate::fetch::{Client, HopError, Policy, Refusal};
use crate::mode::Mode;
use crate::sitemap::{self, Cut, Flow, Kind, Problem};
use crate::source::Robots;

/// The run's bounds.
#[derive(Clone, Copy, Debug)]
pub struct Bounds {
    /// URLs read in all (`--max-urls`).
    pub max_urls: usize,
    /// Sitemaps read in all (`--max-sitemaps`).
    pub max_sitemaps: usize,
    /// Each connection's timeout.
    pub connect: Duration,
    /// Each sitemap's whole request, body included.
    pub total: Duration,
    /// The whole run (`--deadline`).
    pub deadline: Duration,
    /// `--allow-private`: the address policy lets sitemaps reach local
    /// addresses of other origins than the site's.
    pub allow_private: bool,
}

/// The blocked URLs kept per deciding line (and crawler): the first ones
/// read; the others are counted.
pub const EXAMPLES: usize = 10;

/// Why a sitemap was not read, or not to the end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Why {
    Network(String),
    Status(u16),
    Xml(String),
    Root(String),
    /// A sitemap index named by a sitemap index.
    Nested,
    NotHttp,
    /// The run's sitemap count was reached before it.
    SitemapLimit,
    /// The run's `--max-urls` was reached before it.
    UrlLimit,
    /// The address policy refused it (or a redirect of it): the URL
    /// refused, its address, the address's kind (a catalogue key) and the
    /// origin given.
    Refused {
        url: String,
        address: String,
        kind: &'static str,
        given: String,
    },
    /// The run's `--deadline` came before it.
    Deadline,
    /// The run's `--deadline` came while it was read.
    DeadlineCut,
}

/// One sitemap read (or not).
#[derive(Clone, Debug)]
pub struct SitemapRecord {
    pub url: String,
    /// The last HTTP status; `None` when no response came.
    pub status: Option<u16>,
    pub kind: Option<Kind>,
    /// URLs read from it (for an index: the sitemaps it names).
    pub urls: usize,
    pub why: Option<Why>,
    pub cut: Option<Cut>,
    /// Sitemaps it names that were not read, and why (an index only).
    pub children_not_read: usize,
    pub children_why: Option<Why>,
}

impl SitemapRecord {
    /// `url`, not read yet.
    fn new(url: String) -> Self {
        SitemapRecord {
            url,
            status: None,
            kind: None,
            urls: 0,
            why: None,
            cut: None,
            children_not_read: 0,
            children_why: None,
        }
    }
}

/// A blocked sitemap URL.
#[derive(Clone, Debug)]
pub struct Blocked {
    pub url: String,
    /// Index into [`Report::sitemaps`].
    pub sitemap: usize,
    /// The deciding line.
    pub line: u32,
    /// Its place among the crawler's blocked URLs (0 for the first).
    pub order: usize,
}

/// The URLs one line blocks for one crawler.
#[derive(Clone, Debug, Default)]
pub struct LineTally {
    pub count: usize,
    /// The first [`EXAMPLES`], in reading order.
    pub examples: Vec<Blocked>,
}

/// One crawler's result.
#[derive(Clone, Debug)]
pub struct AgentResult {
    pub agent: Agent,
    /// URLs on the robots.txt's own host checked.
    pub checked: usize,
    /// URLs on another host (not checked).
    pub other_host: usize,
    /// URLs blocked.
    pub blocked: usize,
    /// Blocked URLs per deciding line.
    pub lines: BTreeMap<u32, LineTally>,
}

impl AgentResult {
    /// Nothing checked yet for `agent`.
    fn new(agent: &Agent) -> Self {
        AgentResult {
            agent: agent.clone(),
            checked: 0,
            other_host: 0,
            blocked: 0,
            lines: BTreeMap::new(),
        }
    }

    /// The blocked URLs kept (the first of each line), in reading order.
    pub fn examples(&self) -> Vec<&Blocked> {
        let mut all: Vec<&Blocked> = self.lines.values().flat_map(|l| &l.examples).collect();
        all.sort_by_key(|b| b.order);
        all
    }
}

/// The whole run.
#[derive(Clone, Debug)]
pub struct Report {
    pub sitemaps: Vec<SitemapRecord>,
    pub agents: Vec<AgentResult>,
    /// Entries that are not absolute http(s) URLs (not checked).
    pub unreadable: usize,
    /// URLs read in all.
    pub urls_read: usize,
    /// The run's bounds, as given.
    pub max_urls: usize,
    pub max_sitemaps: usize,
    /// `--deadline`, and whether the run got there.
    pub deadline: Duration,
    pub deadline_reached: bool,
}

impl Report {
    /// Whether some sitemap (or entry) could not be read.
    pub fn incomplete(&self) -> bool {
        self.unreadable > 0
            || self.sitemaps.iter().any(|s| {
                !matches!(s.why, None | Some(Why::SitemapLimit | Why::UrlLimit))
                    || s.cut == Some(Cut::Members)
            })
    }
}

/// A sitemap URL in the queue, and the index that named it.
struct Item {
    url: String,
    parent: Option<usize>,
}

/// Reads every sitemap `sitemaps` names (in order), checking each URL for
/// every agent against `robots`, whose origin is `origin`.
pub fn run(
    robots: &Robots,
    origin: &Url,
    sitemaps: &[String],
    agents: &[Agent],
    bounds: Bounds,
    lang: Lang,
    progress: &ProgressBar,
) -> Report {
    let deadline = Instant::now() + bounds.deadline;
    let http = Client::new(Policy::new(origin, bounds.allow_private), bounds.connect);
    let views = views(robots, agents);
    let mut results: Vec<AgentResult> = agents.iter().map(AgentResult::new).collect();
    let origin = origin.origin();
    let mut report = Report {
        sitemaps: Vec::new(),
        agents: Vec::new(),
        unreadable: 0,
        urls_read: 0,
        max_urls: bounds.max_urls,
        max_sitemaps: bounds.max_sitemaps,
        deadline: bounds.deadline,
        deadline_reached: false,
    };
    let mut seen: HashSet<String> = HashSet::new();
    let mut queue: VecDeque<Item> = VecDeque::new();
    for s in sitemaps {
        if seen.insert(s.clone()) {
            queue.push_back(Item {
                url: s.clone(),
                parent: None,
            });
        }
    }
    // Sitemaps read (or tried): the run's sitemap count.
    let mut tried = 0usize;
    while let Some(item) = queue.pop_front() {
        let left = deadline.saturating_duration_since(Instant::now());
        let limit = if left.is_zero() {
            report.deadline_reached = true;
            Some(Why::Deadline)
        } else if tried >= bounds.max_sitemaps {
            Some(Why::SitemapLimit)
        } else if report.urls_read >= bounds.max_urls {
            Some(Why::UrlLimit)
        } else {
            None
        };
        if let Some(why) = limit {
            not_read(&mut report.sitemaps, item, why);
            continue;
        }
        tried += 1;
        let index = report.sitemaps.len();
        report.sitemaps.push(SitemapRecord::new(item.url.clone()));
        progress.set_message(progress_text(lang, tried, report.urls_read, &item.url));
        let parsed = Url::parse(&item.url)
            .ok()
            .filter(|u| matches!(u.scheme(), "http" | "https") && u.host().is_some());
        let Some(parsed) = parsed else {
            report.sitemaps[index].why = Some(Why::NotHttp);
            continue;
        };
        let body = match http.follow(&parsed, bounds.total.min(left)) {
            Err(HopError::Refused(refusal)) => {
                report.sitemaps[index].why = Some(refused(refusal));
                continue;
            }
            Err(HopError::Network(_)) if Instant::now() >= deadline => {
                report.deadline_reached = true;
                report.sitemaps[index].why = Some(Why::Deadline);
                continue;
            }
            Err(HopError::Network(e)) => {
                report.sitemaps[index].why = Some(Why::Network(e));
                continue;
            }
            Ok((_, response)) => {
                let code = response.status().as_u16();
                report.sitemaps[index].status = Some(code);
                if !(200..300).contains(&code) {
                    report.sitemaps[index].why = Some(Why::Status(code));
                    continue;
                }
                response.into_body().into_reader()
            }
        };
        let nested = item.parent.is_some();
        let mut urls = 0usize;
        let mut stopped_for_urls = false;
        let mut stopped_for_deadline = false;
        let mut is_nested = false;
        let mut children_not_read = 0usize;
        let summary = sitemap::read(body, |kind, loc| match kind {
            Kind::Index if nested => {
                is_nested = true;
                Flow::Stop
            }
            Kind::Index => {
                urls += 1;
                let room = bounds.max_sitemaps.saturating_sub(tried + queue.len());
                if seen.contains(loc) {
                    // Named twice: read once.
                } else if room == 0 {
                    children_not_read += 1;
                } else {
                    seen.insert(loc.to_string());
                    queue.push_back(Item {
                        url: loc.to_string(),
                        parent: Some(index),
                    });
                }
                Flow::Go
            }
            Kind::Urlset | Kind::Text => {
                if report.urls_read >= bounds.max_urls {
                    stopped_for_urls = true;
                    return Flow::Stop;
                }
                report.urls_read += 1;
                urls += 1;
                if report.urls_read.is_multiple_of(4096) {
                    progress.set_message(progress_text(lang, tried, report.urls_read, &item.url));
                    if Instant::now() >= deadline {
                        stopped_for_deadline = true;
                        return Flow::Stop;
                    }
                }
                check(
                    loc,
                    index,
                    &origin,
                    &views,
                    &mut results,
                    &mut report.unreadable,
                );
                Flow::Go
            }
        });
        let record = &mut report.sitemaps[index];
        record.kind = summary.kind;
        record.urls = urls;
        record.cut = match summary.cut {
            Some(Cut::Stopped) if stopped_for_urls => Some(Cut::Stopped),
            Some(Cut::Stopped) => None,
            other => other,
        };
        if is_nested {
            record.why = Some(Why::Nested);
        }
        if stopped_for_deadline {
            report.deadline_reached = true;
            record.why = Some(Why::DeadlineCut);
        }
        record.why = record.why.take().or(match summary.problem {
            Some(Problem::Io(_)) if Instant::now() >= deadline => {
                report.deadline_reached = true;
                Some(Why::DeadlineCut)
            }
            Some(Problem::Io(e)) => Some(Why::Network(e)),
            Some(Problem::Xml(e)) => Some(Why::Xml(e)),
            Some(Problem::Root(name)) => Some(Why::Root(name)),
            None => None,
        });
        if children_not_read > 0 {
            record.children_not_read += children_not_read;
            record.children_why = Some(Why::SitemapLimit);
        }
    }
    progress.finish_and_clear();
    report.agents = results;
    report
}

/// Each agent's reading of the file, as tester mode reads it.
fn views<'r>(robots: &'r Robots, agents: &[Agent]) -> Vec<View<'r>> {
    agents
        .iter()
        .map(|a| robots.view(a, Mode::Tester))
        .collect()
}

fn refused(r: Refusal) -> Why {
    Why::Refused {
        url: r.to,
        address: r.address.to_string(),
        kind: r.kind.key(),
        given: r.given,
    }
}

/// A sitemap the run's bounds left unread: counted on the index that
/// named it, or listed when the robots.txt named it.
fn not_read(records: &mut Vec<SitemapRecord>, item: Item, why: Why) {
    match item.parent {
        Some(p) => {
            records[p].children_not_read += 1;
            records[p].children_why = Some(why);
        }
        None => records.push(SitemapRecord {
            why: Some(why),
            ..SitemapRecord::new(item.url)
        }),
    }
}

/// Checks one sitemap URL for every agent.
fn check(
    loc: &str,
    sitemap: usize,
    origin: &url::Origin,
    views: &[View],
    results: &mut [AgentResult],
    unreadable: &mut usize,
) {
    let Some(url) = Url::parse(loc)
        .ok()
        .filter(|u| matches!(u.scheme(), "http" | "https") && u.host().is_some())
    else {
        *unreadable += 1;
        return;
    };
    if url.origin() != *origin {
        for r in results.iter_mut() {
            r.other_host += 1;
        }
        return;
    }
    let Ok(path) = checker::path(loc, Mode::Tester) else {
        *unreadable += 1;
        return;
    };
    for (view, r) in views.iter().zip(results.iter_mut()) {
        r.checked += 1;
        let (allowed, line) = view.allowed(&path);
        if !allowed {
            let order = r.blocked;
            r.blocked += 1;
            let tally = r.lines.entry(line).or_default();
            tally.count += 1;
            if tally.examples.len() < EXAMPLES {
                tally.examples.push(Blocked {
                    url: loc.to_string(),
                    sitemap,
                    line,
                    order,
                });
            }
        }
    }
}

/// The progress bar's message (numbers grouped, control characters
/// escaped: it is written straight to the terminal).
fn progress_text(lang: Lang, sitemaps: usize, urls: usize, current: &str) -> String {
    let said = crate::lang::site::message(&crate::lang::site::SiteSay::Progress {
        sitemaps,
        urls,
        current,
    });
    crate::escape::escape_controls(&crate::lang::say_grouped(lang, &said))
}

/// The links of a site's `llms.txt` (and `llms-full.txt`), checked.
#[derive(Clone, Debug, Default)]
pub struct LlmsReport {
    /// One record per file read or tried (`urls`: the links read).
    pub files: Vec<SitemapRecord>,
    pub agents: Vec<AgentResult>,
    /// Links that are not http(s) URLs once read against the file's URL.
    pub unreadable: usize,
    pub deadline_reached: bool,
}

impl LlmsReport {
    /// Whether some file (or link) could not be read.
    pub fn incomplete(&self) -> bool {
        self.unreadable > 0
            || self
                .files
                .iter()
                .any(|f| f.why.is_some() || f.cut.is_some())
    }
}

/// Reads `origin`'s `/llms.txt`, and its `/llms-full.txt` when the site
/// has one, under the run's address policy, timeouts and `deadline`, and
/// checks every link (read against the file's URL) for `agents`.
pub fn llms(
    robots: &Robots,
    origin: &Url,
    agents: &[Agent],
    bounds: Bounds,
    deadline: Instant,
) -> LlmsReport {
    let http = Client::new(Policy::new(origin, bounds.allow_private), bounds.connect);
    let views = views(robots, agents);
    let mut report = LlmsReport {
        agents: agents.iter().map(AgentResult::new).collect(),
        ..LlmsReport::default()
    };
    let site = origin.origin();
    for (path, optional) in [("/llms.txt", false), ("/llms-full.txt", true)] {
        let Ok(url) = origin.join(path) else { continue };
        let index = report.files.len();
        let mut record = SitemapRecord::new(url.to_string());
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            report.deadline_reached = true;
            record.why = Some(Why::Deadline);
            report.files.push(record);
            continue;
        }
        let body = match http.follow(&url, bounds.total.min(left)) {
            Err(HopError::Refused(refusal)) => Err(refused(refusal)),
            Err(HopError::Network(_)) if Instant::now() >= deadline => {
                report.deadline_reached = true;
                Err(Why::Deadline)
            }
            Err(HopError::Network(e)) => Err(Why::Network(e)),
            Ok((_, response)) => {
                let code = response.status().as_u16();
                record.status = Some(code);
                if optional && matches!(code, 404 | 410) {
                    // No llms-full.txt: nothing to say.
                    continue;
                }
                if (200..300).contains(&code) {
                    Ok(response.into_body().into_reader())
                } else {
                    Err(Why::Status(code))
                }
            }
        };
        let body = match body {
            Ok(b) => b,
            Err(why) => {
                record.why = Some(why);
                report.files.push(record);
                continue;
            }
        };
        let mut unreadable = 0usize;
        let summary = crate::llms::read(body, |link| {
            match url.join(link) {
                Ok(full) => check(
                    full.as_str(),
                    index,
                    &site,
                    &views,
                    &mut report.agents,
                    &mut unreadable,
                ),
                Err(_) => unreadable += 1,
            }
            Flow::Go
        });
        report.unreadable += unreadable;
        record.urls = summary.links;
        record.cut = summary.cut;
        if let Some(e) = summary.error {
            record.why = Some(if Instant::now() >= deadline {
                report.deadline_reached = true;
                Why::DeadlineCut
            } else {
                Why::Network(e)
            });
        }
        report.files.push(record);
    }
    report
}
