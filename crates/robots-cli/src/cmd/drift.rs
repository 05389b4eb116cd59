//! `robots drift SOURCE URL`: the repository's robots.txt against the one
//! the site serves, by verdict (the engine's [`robots::drift`]): which
//! crawlers get another answer at which paths, and why. The served file
//! is fetched as `robots fetch` fetches it, then once more with a
//! cache-busting query to tell whether the edge serves a stale copy.

use std::collections::BTreeMap;
use std::time::{SystemTime, UNIX_EPOCH};

use robots::drift::{self, Cause, Report, Served, Side};
use robots::managed::{self, ManagedBlock};
use robots::message::{self, Lang, Message};
use robots::registry::{self, Purpose, CRAWLERS};
use serde::Serialize;
use url::Url;

use crate::args::DriftArgs;
use crate::checker::{self, Agent};
use crate::fetch::{self, Fetched, Limits, Outcome};
use crate::lang::{say, tr};
use crate::mode::Mode;
use crate::source;
use crate::{exit, Failure, Io};

/// How many paths a sentence names; the others are counted.
const NAMED_PATHS: usize = 5;

/// The query parameter of the second, cache-busting fetch.
const CACHE_BUSTER: &str = "robots-drift";

/// A crawler compared: as given (or the registry's token), and its purpose
/// when the registry knows it.
struct Crawler {
    agent: Agent,
    purpose: Option<Purpose>,
}

/// The crawlers: each `--agent`, then the registry's crawlers (of each
/// `--purpose` when some are given; all of them when neither option is),
/// each token once.
fn crawlers(args: &DriftArgs) -> Result<Vec<Crawler>, Failure> {
    let mut purposes = Vec::new();
    for code in &args.purpose {
        purposes.push(
            Purpose::from_code(code)
                .ok_or_else(|| Failure::Usage(tr!("cli-unknown-purpose", purpose = code)))?,
        );
    }
    let mut inputs: Vec<String> = args.agents.clone();
    if args.agents.is_empty() || !purposes.is_empty() {
        for c in CRAWLERS {
            if (purposes.is_empty() || purposes.contains(&c.purpose))
                && !inputs.iter().any(|i| i.eq_ignore_ascii_case(c.token))
            {
                inputs.push(c.token.to_string());
            }
        }
    }
    let agents = super::agents(&inputs, Mode::Tester)?;
    let mut out: Vec<Crawler> = Vec::new();
    for agent in agents {
        if out
            .iter()
            .any(|c| c.agent.token.eq_ignore_ascii_case(&agent.token))
        {
            continue;
        }
        let purpose = registry::crawler_for(&agent.token).map(|c| c.purpose);
        out.push(Crawler { agent, purpose });
    }
    Ok(out)
}

/// The served robots.txt's URL: URL itself when it names `/robots.txt`,
/// else its site's.
fn robots_url(given: &str) -> Result<Url, Failure> {
    let url = Url::parse(given)
        .map_err(|e| Failure::Usage(tr!("cli-url-unparsed", url = given, error = e.to_string())))?;
    if !matches!(url.scheme(), "http" | "https") || url.host().is_none() {
        return Err(Failure::Usage(tr!("cli-url-not-http", url = given)));
    }
    if url.path() == "/robots.txt" {
        let mut url = url;
        url.set_fragment(None);
        return Ok(url);
    }
    url.join("/robots.txt")
        .map_err(|e| Failure::Usage(tr!("cli-url-unparsed", url = given, error = e.to_string())))
}

/// `url` with a query parameter no cache has seen.
fn cache_busted(url: &Url) -> Url {
    let nonce = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_nanos())
        .unwrap_or_default();
    let mut busted = url.clone();
    busted
        .query_pairs_mut()
        .append_pair(CACHE_BUSTER, &nonce.to_string());
    busted
}

/// Whether a second fetch of the file, past the caches, answered other
/// bytes than `first`. A second fetch that gets no answer says nothing.
fn stale(first: &Fetched, url: &Url, args: &DriftArgs) -> bool {
    let limits = Limits {
        connect: args.net.connect_timeout,
        total: args.net.timeout,
    };
    // The same origin as the first fetch, under the same policy.
    let policy = fetch::Policy::new(url, args.net.allow_private);
    match fetch::fetch_with(cache_busted(url).as_str(), limits, &policy) {
        Ok(second) => {
            second.report.status.is_some()
                && (second.report.status != first.report.status || second.body != first.body)
        }
        Err(_) => false,
    }
}

pub fn run(args: &DriftArgs, io: &mut Io) -> Result<u8, Failure> {
    let lang = args.lang.lang.0;
    let url = robots_url(&args.url)?;
    let crawlers = crawlers(args)?;
    let extra: Vec<String> = args
        .urls
        .iter()
        .map(|u| checker::path(u, Mode::Tester).map_err(Failure::Usage))
        .collect::<Result<_, _>>()?;
    let source_bytes = source::read_input(&args.source, io.stdin)?;
    let source_file = robots::tester::parse(&source_bytes);
    let name = source::display_name(&args.source, lang);
    if let Some(t) = source_file.truncation() {
        let note = crate::lang::cli::truncated(&name, t.total, t.limit, t.line);
        io.note(format_args!("{}", say(lang, &note)));
    }
    let served = match source::fetch_url(url.as_str(), &args.net, lang, io) {
        Ok(f) => f,
        // A redirect refused: the file could not be fetched.
        Err(Failure::Unreadable(m)) => {
            io.note(format_args!("{}", say(lang, &m)));
            return Ok(exit::UNCHECKED);
        }
        Err(other) => return Err(other),
    };
    let stale = stale(&served, &url, args);
    let report = &served.report;
    let served_file =
        (report.outcome == Outcome::Rules).then(|| robots::tester::parse(&served.body));
    let blocks = match &served_file {
        Some(_) => managed::blocks(&served.body),
        None => Vec::new(),
    };
    let side = match &served_file {
        Some(robots) => Served::File {
            robots,
            managed: &blocks,
        },
        None => Served::Replaced {
            allowed: report.outcome == Outcome::AllowAll,
        },
    };
    let tokens: Vec<&str> = crawlers.iter().map(|c| c.agent.token.as_str()).collect();
    let result = drift::compare(&source_file, side, &tokens, &extra);
    let identical = served_file.is_some() && served.body == source_bytes;
    let doc = Document {
        source: &args.source,
        served: JsonServed {
            url: url.as_str(),
            status: report.status,
            bytes: report.bytes,
        },
        identical,
        stale,
        managed: blocks.iter().map(JsonManaged::from).collect(),
        changes: result
            .changes
            .iter()
            .map(|c| {
                let crawler = &crawlers[c.crawler];
                JsonChange {
                    agent: &crawler.agent.input,
                    token: &crawler.agent.token,
                    purpose: crawler.purpose.map(Purpose::code),
                    path: &result.paths[c.path],
                    source: c.source.into(),
                    served: c.served.into(),
                    cause: c.cause.code(),
                }
            })
            .collect(),
    };
    if result.more_paths > 0 {
        let m = tr!(
            "cli-drift-more-paths",
            limit = drift::MAX_PATHS,
            more = result.more_paths
        );
        io.note(format_args!("{}", say(lang, &m)));
    }
    if args.json {
        serde_json::to_writer(&mut *io.stdout, &doc)
            .map_err(|e| Failure::write(std::io::Error::other(e)))?;
        writeln!(io.stdout).map_err(Failure::write)?;
    } else {
        let text = Text {
            lang,
            crawlers: &crawlers,
            result: &result,
            blocks: &blocks,
            effect: message::status(report.class),
        };
        let mut out = Vec::new();
        if identical {
            out.push(tr!(
                "cli-drift-identical",
                url = url.as_str(),
                source = name
            ));
        }
        if stale {
            out.push(tr!("cli-drift-stale", url = url.as_str()));
        }
        for b in &blocks {
            out.push(tr!(
                "cli-drift-block",
                vendor = b.vendor.name(),
                first = b.first_line,
                last = b.last_line
            ));
        }
        text.write(io, &out).map_err(Failure::write)?;
    }
    Ok(if report.status.is_none() {
        exit::UNCHECKED
    } else if !result.changes.is_empty() {
        exit::FOUND
    } else {
        exit::OK
    })
}

#[derive(Serialize)]
struct JsonServed<'a> {
    url: &'a str,
    status: Option<u16>,
    bytes: usize,
}

#[derive(Serialize)]
struct JsonManaged {
    vendor: &'static str,
    first_line: u32,
    last_line: u32,
}

impl From<&ManagedBlock> for JsonManaged {
    fn from(b: &ManagedBlock) -> JsonManaged {
        JsonManaged {
            vendor: b.vendor.code(),
            first_line: b.first_line,
            last_line: b.last_line,
        }
    }
}

#[derive(Serialize)]
struct JsonSide {
    allowed: bool,
    line: u32,
}

impl From<Side> for JsonSide {
    fn from(s: Side) -> JsonSide {
        JsonSide {
            allowed: s.allowed,
            line: s.line,
        }
    }
}

#[derive(Serialize)]
struct JsonChange<'a> {
    agent: &'a str,
    token: &'a str,
    purpose: Option<&'static str>,
    path: &'a str,
    source: JsonSide,
    served: JsonSide,
    cause: &'static str,
}

/// `--json`'s one document.
#[derive(Serialize)]
struct Document<'a> {
    source: &'a str,
    served: JsonServed<'a>,
    identical: bool,
    stale: bool,
    managed: Vec<JsonManaged>,
    changes: Vec<JsonChange<'a>>,
}

/// The changes of one purpose with one cause (for `managed`, one block).
#[derive(Default)]
struct Finding {
    /// Crawler indices, in order, each once.
    crawlers: Vec<usize>,
    /// Path indices, in order, each once.
    paths: Vec<usize>,
}

impl Finding {
    fn add(&mut self, crawler: usize, path: usize) {
        if !self.crawlers.contains(&crawler) {
            self.crawlers.push(crawler);
        }
        if let Err(at) = self.paths.binary_search(&path) {
            self.paths.insert(at, path);
        }
    }
}

/// What the text output needs.
struct Text<'a> {
    lang: Lang,
    crawlers: &'a [Crawler],
    result: &'a Report,
    blocks: &'a [ManagedBlock],
    /// What Google does with the served status.
    effect: Message,
}

impl Text<'_> {
    fn say(&self, m: &Message) -> String {
        say(self.lang, m)
    }

    /// The crawlers' names, joined.
    fn agents(&self, f: &Finding) -> String {
        f.crawlers
            .iter()
            .map(|&c| self.crawlers[c].agent.input.as_str())
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// The first few paths, and how many more.
    fn paths(&self, f: &Finding) -> String {
        let named: Vec<&str> = f
            .paths
            .iter()
            .take(NAMED_PATHS)
            .map(|&p| self.result.paths[p].as_str())
            .collect();
        let named = named.join(", ");
        let more = f.paths.len().saturating_sub(NAMED_PATHS);
        if more == 0 {
            named
        } else {
            self.say(&tr!("cli-drift-paths-more", paths = named, count = more))
        }
    }

    /// The sentence for one cause.
    fn sentence(&self, cause: Cause, block: Option<&ManagedBlock>, f: &Finding) -> Message {
        let (agents, count, paths) = (self.agents(f), f.paths.len(), self.paths(f));
        match (cause, block) {
            (Cause::Managed, Some(b)) => tr!(
                "cli-drift-managed",
                agents,
                first = b.first_line,
                last = b.last_line,
                vendor = b.vendor.name(),
                count,
                paths
            ),
            (Cause::ServedStatus, _) => tr!(
                "cli-drift-served-status",
                agents,
                count,
                effect = self.effect.clone()
            ),
            (Cause::SourceOnly, _) => tr!("cli-drift-source-only", agents, count, paths),
            (Cause::Order, _) => tr!("cli-drift-order", agents, count, paths),
            // Served only, and a managed change with no block (never: the
            // engine says managed only for a line inside one).
            _ => tr!("cli-drift-served-only", agents, count, paths),
        }
    }

    /// The block that holds a served line, by index.
    fn block_of(&self, line: u32) -> Option<usize> {
        self.blocks.iter().position(|b| b.holds(line))
    }

    fn write(&self, io: &mut Io, head: &[Message]) -> std::io::Result<()> {
        let out = &mut *io.stdout;
        for m in head {
            writeln!(out, "{}", self.say(m))?;
        }
        // Purpose → (cause, block) → finding.
        type Key = (Cause, Option<usize>);
        let mut by_purpose: BTreeMap<usize, BTreeMap<Key, Finding>> = BTreeMap::new();
        let rank = |c: usize| {
            let p = self.crawlers[c].purpose.unwrap_or(Purpose::Other);
            Purpose::ALL.iter().position(|x| *x == p).unwrap_or(0)
        };
        for c in &self.result.changes {
            let block = match c.cause {
                Cause::Managed => self
                    .block_of(c.served.line)
                    .or_else(|| (!self.blocks.is_empty()).then_some(0)),
                _ => None,
            };
            by_purpose
                .entry(rank(c.crawler))
                .or_default()
                .entry((c.cause, block))
                .or_default()
                .add(c.crawler, c.path);
        }
        // One tie a crawler: the first path where it holds.
        let mut ties: BTreeMap<usize, Vec<&drift::Tie>> = BTreeMap::new();
        for t in &self.result.ties {
            let list = ties.entry(rank(t.crawler)).or_default();
            if !list.iter().any(|x| x.crawler == t.crawler) {
                list.push(t);
            }
        }
        for (i, purpose) in Purpose::ALL.iter().enumerate() {
            let findings = by_purpose.get(&i);
            let held = ties.get(&i);
            if findings.is_none() && held.is_none() {
                continue;
            }
            writeln!(out)?;
            writeln!(out, "{}", self.say(&purpose.message()))?;
            for ((cause, block), f) in findings.into_iter().flatten() {
                let b = block.map(|b| &self.blocks[b]);
                writeln!(out, "  {}", self.say(&self.sentence(*cause, b, f)))?;
            }
            for t in held.into_iter().flatten() {
                let agent = self.crawlers[t.crawler].agent.input.as_str();
                let m = tr!(
                    "cli-drift-tie",
                    agent,
                    disallow = t.disallow_line,
                    allow = t.allow_line,
                    path = self.result.paths[t.path].as_str()
                );
                writeln!(out, "  {}", self.say(&m))?;
            }
        }
        writeln!(out)?;
        let (crawlers, paths) = (self.crawlers.len(), self.result.paths.len());
        let m = match self.result.changes.len() {
            0 => tr!("cli-drift-none", crawlers, paths),
            changes => tr!("cli-drift-summary", changes, crawlers, paths),
        };
        writeln!(out, "{}", self.say(&m))
    }
}
