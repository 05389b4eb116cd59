//! `robots site URL`: the site's sitemap URLs that its robots.txt blocks,
//! per crawler, grouped by the deciding line (or one JSON document).

use std::collections::{BTreeMap, HashMap};
use std::io::{self, IsTerminal, Write};
use std::time::Duration;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use robots::message::Lang;
use robots::registry::{Purpose, CRAWLERS};
use serde::Serialize;
use url::Url;

use crate::args::SiteArgs;
use crate::checker::Agent;
use crate::crawl::{self, AgentResult, Bounds, LineTally, LlmsReport, Report, SitemapRecord, Why};
use crate::fetch::Outcome;
use crate::lang::site::{message as site_message, SiteSay};
use crate::lang::{say_grouped, tr};
use crate::mode::Mode;
use crate::sitemap::{Cut, Kind, MAX_BYTES, MAX_MEMBERS, MAX_URLS};
use crate::source::{self, Robots, Rules};
use crate::{exit, Failure, Io};

/// The agents to check: `--agent`s (Googlebot when none), then the
/// registry's crawlers of each `--purpose` not already named.
fn agents(args: &SiteArgs) -> Result<Vec<Agent>, Failure> {
    let mut inputs: Vec<String> = args.agents.clone();
    if inputs.is_empty() {
        inputs.push("Googlebot".to_string());
    }
    for code in &args.purpose {
        let purpose = Purpose::from_code(code)
            .ok_or_else(|| Failure::Usage(tr!("cli-unknown-purpose", purpose = code)))?;
        for c in CRAWLERS.iter().filter(|c| c.purpose == purpose) {
            if !inputs.iter().any(|i| i.eq_ignore_ascii_case(c.token)) {
                inputs.push(c.token.to_string());
            }
        }
    }
    super::agents(&inputs, Mode::Tester)
}

/// The progress bar: on standard error when it is a terminal, else none.
fn progress_bar() -> ProgressBar {
    if !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::with_draw_target(None, ProgressDrawTarget::stderr());
    if let Ok(style) = ProgressStyle::with_template("{spinner} {wide_msg}") {
        bar.set_style(style);
    }
    bar.enable_steady_tick(Duration::from_millis(120));
    bar
}

pub fn run(args: &SiteArgs, io: &mut Io) -> Result<u8, Failure> {
    let lang = args.lang.lang.0;
    let site_url = Url::parse(&args.url)
        .ok()
        .filter(|u| matches!(u.scheme(), "http" | "https") && u.host().is_some())
        .ok_or_else(|| Failure::Usage(tr!("cli-url-not-http", url = &args.url)))?;
    let robots_url = site_url.join("/robots.txt").map_err(|e| {
        Failure::Usage(tr!(
            "cli-url-unparsed",
            url = &args.url,
            error = e.to_string()
        ))
    })?;
    let agents = agents(args)?;
    let fetched = source::fetch_url(robots_url.as_str(), &args.net, args.lang.lang.0, io)?;
    let report = fetched.report;
    let failed = report.outcome != Outcome::Rules;
    let parsed = robots::tester::parse(&fetched.body);
    let sitemaps: Vec<String> = if failed {
        Vec::new()
    } else {
        parsed.sitemaps().iter().map(|s| s.url.clone()).collect()
    };
    let rules: HashMap<u32, String> = parsed
        .rules()
        .iter()
        .map(|r| (r.line, format!("{}: {}", r.kind.as_str(), r.written)))
        .collect();
    let robots = Robots {
        name: robots_url.to_string(),
        rules: Rules::File(Box::new(parsed)),
        fetch: Some(report.clone()),
        body: Vec::new(),
    };
    let bounds = Bounds {
        max_urls: args.max_urls,
        max_sitemaps: args.max_sitemaps,
        connect: args.net.connect_timeout,
        total: args.net.timeout,
        deadline: args.deadline,
        allow_private: args.net.allow_private,
    };
    let started = std::time::Instant::now();
    let progress = if failed {
        ProgressBar::hidden()
    } else {
        progress_bar()
    };
    let result = crawl::run(
        &robots,
        &robots_url,
        &sitemaps,
        &agents,
        bounds,
        lang,
        &progress,
    );
    let llms = if args.llms && !failed {
        let tokens: Vec<String> = CRAWLERS
            .iter()
            .filter(|c| matches!(c.purpose, Purpose::AiSearch | Purpose::AiUser))
            .map(|c| c.token.to_string())
            .collect();
        let readers = super::agents(&tokens, Mode::Tester)?;
        let deadline = started + args.deadline;
        Some(crawl::llms(
            &robots,
            &robots_url,
            &readers,
            bounds,
            deadline,
        ))
    } else {
        None
    };
    let say = |s: &SiteSay| say_grouped(lang, &site_message(s));
    if failed {
        io.note(format_args!("{}", say(&SiteSay::RobotsFailed)));
    } else if sitemaps.is_empty() {
        io.note(format_args!("{}", say(&SiteSay::NoSitemaps)));
    }
    if args.json {
        write_json(io, &report, &result, llms.as_ref(), &rules, lang)?;
    } else {
        write_text(io, &result, llms.as_ref(), &rules, lang).map_err(Failure::write)?;
    }
    let llms_blocked = llms
        .as_ref()
        .is_some_and(|l| l.agents.iter().any(|a| a.blocked > 0));
    let llms_incomplete = llms.as_ref().is_some_and(|l| l.incomplete());
    Ok(if failed {
        exit::UNREADABLE
    } else if result.agents.iter().any(|a| a.blocked > 0) || llms_blocked {
        exit::FOUND
    } else if result.incomplete() || llms_incomplete {
        exit::UNCHECKED
    } else {
        exit::OK
    })
}

/// Why a run bound or a failure applies, as a sentence part.
fn why_say(why: &Why, bounds: (usize, usize, u64)) -> SiteSay<'_> {
    let (max_urls, max_sitemaps, deadline) = bounds;
    match why {
        Why::Refused {
            url,
            address,
            kind,
            given,
        } => SiteSay::Refused {
            url,
            address,
            kind,
            given,
        },
        Why::Deadline => SiteSay::Deadline { limit: deadline },
        Why::DeadlineCut => SiteSay::CutDeadline { limit: deadline },
        Why::Network(e) => SiteSay::Network { error: e },
        Why::Status(s) => SiteSay::Status { status: *s },
        Why::Xml(e) => SiteSay::Xml { error: e },
        Why::Root(n) => SiteSay::Root { name: n },
        Why::Nested => SiteSay::Nested,
        Why::NotHttp => SiteSay::NotHttp,
        Why::SitemapLimit => SiteSay::SitemapLimit {
            limit: max_sitemaps,
        },
        Why::UrlLimit => SiteSay::UrlLimit { limit: max_urls },
    }
}

/// What is said of one sitemap: what it held (when it was read), then
/// each failure or cut.
fn sitemap_says(rec: &SitemapRecord, bounds: (usize, usize, u64)) -> Vec<SiteSay<'_>> {
    let mut out = Vec::new();
    let read = rec.kind.is_some() && !matches!(rec.why, Some(Why::Nested));
    if read {
        out.push(match rec.kind {
            Some(Kind::Index) => SiteSay::Index {
                url: &rec.url,
                count: rec.urls,
            },
            _ => SiteSay::Sitemap {
                url: &rec.url,
                count: rec.urls,
            },
        });
    } else if rec.why.is_none() && rec.cut.is_none() {
        // An empty body: no URL.
        out.push(SiteSay::Sitemap {
            url: &rec.url,
            count: 0,
        });
    }
    for part in problems(rec, bounds) {
        out.push(SiteSay::NotRead {
            url: &rec.url,
            why: Box::new(part),
        });
    }
    out
}

/// The failures and cuts of one sitemap.
fn problems(rec: &SitemapRecord, bounds: (usize, usize, u64)) -> Vec<SiteSay<'_>> {
    let max_urls = bounds.0;
    let mut out = Vec::new();
    if let Some(why) = &rec.why {
        out.push(why_say(why, bounds));
    }
    match rec.cut {
        Some(Cut::Urls) => out.push(SiteSay::CutUrls { limit: MAX_URLS }),
        Some(Cut::Bytes) => out.push(SiteSay::CutBytes {
            limit: MAX_BYTES as usize,
        }),
        Some(Cut::Stopped) => out.push(SiteSay::CutMaxUrls { limit: max_urls }),
        Some(Cut::Members) => out.push(SiteSay::CutMembers { limit: MAX_MEMBERS }),
        None => {}
    }
    if rec.children_not_read > 0 {
        let why = rec.children_why.as_ref().unwrap_or(&Why::SitemapLimit);
        out.push(SiteSay::CutChildren {
            count: rec.children_not_read,
            why: Box::new(why_say(why, bounds)),
        });
    }
    out
}

/// Deciding lines by how many URLs they block (most first), then by line.
fn lines_by_count(lines: &BTreeMap<u32, LineTally>) -> Vec<(u32, &LineTally)> {
    let mut v: Vec<(u32, &LineTally)> = lines.iter().map(|(l, t)| (*l, t)).collect();
    v.sort_by(|a, b| b.1.count.cmp(&a.1.count).then(a.0.cmp(&b.0)));
    v
}

/// The run's bounds that sentences name: `--max-urls`, `--max-sitemaps`,
/// `--deadline` in seconds.
fn bounds(result: &Report) -> (usize, usize, u64) {
    (
        result.max_urls,
        result.max_sitemaps,
        result.deadline.as_secs_f64().ceil() as u64,
    )
}

/// One sentence a line, after `indent`.
fn say_line(out: &mut dyn Write, lang: Lang, indent: &str, s: &SiteSay) -> io::Result<()> {
    writeln!(out, "{indent}{}", say_grouped(lang, &site_message(s)))
}

/// A crawler's tally, then each line that blocks links, with the first
/// links it blocks and where they were read (`sources`), and the links on
/// other hosts: of the sitemaps, or (`llms`) of the llms.txt files.
fn write_agent(
    out: &mut dyn Write,
    lang: Lang,
    a: &AgentResult,
    sources: &[SitemapRecord],
    rules: &HashMap<u32, String>,
    llms: bool,
) -> io::Result<()> {
    let say = |out: &mut dyn Write, indent: &str, s: &SiteSay| say_line(out, lang, indent, s);
    let (agent, blocked, checked) = (a.agent.input.as_str(), a.blocked, a.checked);
    let tally = if llms {
        SiteSay::LlmsAgent {
            agent,
            blocked,
            checked,
        }
    } else {
        SiteSay::Agent {
            agent,
            blocked,
            checked,
        }
    };
    say(out, "", &tally)?;
    for (line, tally) in lines_by_count(&a.lines) {
        let rule = rules.get(&line).map(String::as_str).unwrap_or("");
        let count = tally.count;
        let blocks = if llms {
            SiteSay::LlmsLine { line, rule, count }
        } else {
            SiteSay::Line { line, rule, count }
        };
        say(out, "  ", &blocks)?;
        for b in &tally.examples {
            let sitemap = &sources[b.sitemap].url;
            let from = SiteSay::From {
                url: &b.url,
                sitemap,
            };
            say(out, "    ", &from)?;
        }
        let more = tally.count - tally.examples.len();
        if more > 0 {
            say(out, "    ", &SiteSay::More { count: more })?;
        }
    }
    if a.other_host > 0 {
        let count = a.other_host;
        say(out, "  ", &SiteSay::OtherHost { count })?;
    }
    Ok(())
}

fn write_text(
    io: &mut Io,
    result: &Report,
    llms: Option<&LlmsReport>,
    rules: &HashMap<u32, String>,
    lang: Lang,
) -> std::io::Result<()> {
    let say = |out: &mut dyn Write, indent: &str, s: &SiteSay| say_line(out, lang, indent, s);
    let bounds = bounds(result);
    let out = &mut *io.stdout;
    for rec in &result.sitemaps {
        for s in sitemap_says(rec, bounds) {
            say(out, "", &s)?;
        }
    }
    if result.unreadable > 0 {
        let count = result.unreadable;
        say(out, "", &SiteSay::Unreadable { count })?;
    }
    for a in &result.agents {
        writeln!(out)?;
        write_agent(out, lang, a, &result.sitemaps, rules, false)?;
    }
    if let Some(llms) = llms {
        writeln!(out)?;
        for rec in &llms.files {
            let parts = problems(rec, bounds);
            if parts.is_empty() {
                let (url, count) = (rec.url.as_str(), rec.urls);
                say(out, "", &SiteSay::LlmsFile { url, count })?;
            }
            for why in parts {
                let why = Box::new(why);
                say(out, "", &SiteSay::LlmsNotRead { url: &rec.url, why })?;
            }
        }
        if llms.unreadable > 0 {
            let count = llms.unreadable;
            say(out, "", &SiteSay::Unreadable { count })?;
        }
        for a in &llms.agents {
            write_agent(out, lang, a, &llms.files, rules, true)?;
        }
    }
    let deadline_reached = result.deadline_reached || llms.is_some_and(|l| l.deadline_reached);
    if deadline_reached {
        writeln!(out)?;
        let limit = bounds.2;
        say(out, "", &SiteSay::DeadlineReached { limit })?;
    }
    Ok(())
}

#[derive(Serialize)]
struct JsonRobots<'a> {
    url: &'a str,
    status: Option<u16>,
    effect: Outcome,
}

#[derive(Serialize)]
struct JsonSitemap<'a> {
    url: &'a str,
    status: Option<u16>,
    urls: usize,
    error: Option<String>,
}

#[derive(Serialize)]
struct JsonBlocked<'a> {
    url: &'a str,
    sitemap: &'a str,
    line: u32,
    rule: &'a str,
}

#[derive(Serialize)]
struct JsonLine<'a> {
    line: u32,
    rule: &'a str,
    count: usize,
}

#[derive(Serialize)]
struct JsonAgent<'a> {
    agent: &'a str,
    checked: usize,
    blocked: usize,
    other_host: usize,
    lines: Vec<JsonLine<'a>>,
    urls: Vec<JsonBlocked<'a>>,
}

#[derive(Serialize)]
struct JsonDocument<'a> {
    robots: JsonRobots<'a>,
    sitemaps: Vec<JsonSitemap<'a>>,
    agents: Vec<JsonAgent<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    llms: Option<Vec<JsonSitemap<'a>>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    llms_agents: Option<Vec<JsonAgent<'a>>>,
    deadline_reached: bool,
}

fn write_json<'a>(
    io: &mut Io,
    fetch: &'a crate::fetch::FetchReport,
    result: &'a Report,
    llms: Option<&'a LlmsReport>,
    rules: &'a HashMap<u32, String>,
    lang: Lang,
) -> Result<(), Failure> {
    let say = |s: &SiteSay| say_grouped(lang, &site_message(s));
    let bounds = bounds(result);
    let rule = |line: &u32| rules.get(line).map(String::as_str).unwrap_or("");
    let files = |records: &'a [SitemapRecord]| -> Vec<JsonSitemap<'a>> {
        records
            .iter()
            .map(|rec| {
                let parts: Vec<String> = problems(rec, bounds).iter().map(say).collect();
                JsonSitemap {
                    url: &rec.url,
                    status: rec.status,
                    urls: rec.urls,
                    error: (!parts.is_empty()).then(|| parts.join("; ")),
                }
            })
            .collect()
    };
    let agents = |agents: &'a [AgentResult], records: &'a [SitemapRecord]| -> Vec<JsonAgent<'a>> {
        agents
            .iter()
            .map(|a| JsonAgent {
                agent: &a.agent.input,
                checked: a.checked,
                blocked: a.blocked,
                other_host: a.other_host,
                lines: lines_by_count(&a.lines)
                    .into_iter()
                    .map(|(line, tally)| JsonLine {
                        line,
                        rule: rule(&line),
                        count: tally.count,
                    })
                    .collect(),
                urls: a
                    .examples()
                    .into_iter()
                    .map(|b| JsonBlocked {
                        url: &b.url,
                        sitemap: &records[b.sitemap].url,
                        line: b.line,
                        rule: rule(&b.line),
                    })
                    .collect(),
            })
            .collect()
    };
    let doc = JsonDocument {
        robots: JsonRobots {
            url: &fetch.url,
            status: fetch.status,
            effect: fetch.outcome,
        },
        sitemaps: files(&result.sitemaps),
        agents: agents(&result.agents, &result.sitemaps),
        llms: llms.map(|l| files(&l.files)),
        llms_agents: llms.map(|l| agents(&l.agents, &l.files)),
        deadline_reached: result.deadline_reached || llms.is_some_and(|l| l.deadline_reached),
    };
    serde_json::to_writer(&mut *io.stdout, &doc)
        .map_err(|e| Failure::write(std::io::Error::other(e)))?;
    writeln!(io.stdout).map_err(Failure::write)
}
