//! `robots check`: one line per (URL, agent), in input order.

use std::io::Write;

use crate::args::CheckArgs;
use crate::checker::{usage_cell, verdict_token, View};
use crate::lang::Words;
use crate::record::{self, CheckRecord};
use crate::{exit, source, urls, Failure, Io};
use robots::readers::{Reader, Readers};
use serde::Serialize;

/// One line of `check --reader NAME --json`.
#[derive(Serialize)]
struct ReaderRecord<'a> {
    url: &'a str,
    agent: &'a str,
    reader: &'static str,
    library: &'static str,
    /// `null` where the library answers nothing.
    allowed: Option<bool>,
    verdict: &'static str,
    /// The line of the rule that decided (0 = none).
    line: u32,
    /// The first user-agent line of the group the library used (0 = none).
    group_line: u32,
    /// The deciding line as the library read it.
    rule: &'a str,
    /// The path as the library matched it.
    path: &'a str,
    google_allowed: bool,
    google_line: u32,
    differs: bool,
    /// `same_verdict`, or why the verdict is not Google's.
    code: &'static str,
    explanation: &'a str,
}

/// `check --reader urllib|urllib-rfc9309|protego|robots-parser`: agent and URL go to the
/// library's reading as its API takes them.
fn run_reader(args: &CheckArgs, reader: Reader, io: &mut Io) -> Result<u8, Failure> {
    let mode = args.checks.mode.mode();
    let robots = source::load(&args.robots, mode, &args.net, args.checks.lang.lang.0, io)?;
    let robots_url = args
        .robots_url
        .clone()
        .or_else(|| robots.fetch.as_ref().map(|_| args.robots.clone()));
    let readers = Readers::parse(&robots.body);
    let words = Words::new(args.checks.lang.lang);
    let google = match &robots.rules {
        source::Rules::File(file) => Some(file),
        source::Rules::Replaced { .. } => None,
    };
    let Io { stdin, stdout, .. } = io;
    urls::for_each(&args.checks.urls, *stdin, |url| {
        for agent in &args.checks.agents.agents {
            let line = match google {
                None => {
                    // The fetch result replaces the rules for every reader.
                    let view = robots.view(
                        &crate::checker::Agent {
                            input: agent.clone(),
                            token: agent.clone(),
                        },
                        mode,
                    );
                    let (allowed, line) = view.allowed("/");
                    format!("{}\t{line}\t{agent}\t{url}", verdict_token(allowed))
                }
                Some(file) => {
                    let token = robots::agent::extract_token(agent.as_bytes());
                    let token = String::from_utf8_lossy(token);
                    let g = file.check_raw(&[&token], url);
                    let c = readers.explain(reader, &g, agent, url, robots_url.as_deref());
                    if args.json {
                        let explanation = words.why(&c.why);
                        let rec = ReaderRecord {
                            url,
                            agent,
                            reader: reader.name(),
                            library: reader.library(),
                            allowed: c.reading.allowed(),
                            verdict: c.reading.verdict.word(),
                            line: c.reading.line,
                            group_line: c.reading.group_line,
                            rule: &c.reading.rule,
                            path: &c.reading.path,
                            google_allowed: g.allowed,
                            google_line: g.line,
                            differs: c.differs,
                            code: c.code,
                            explanation: &explanation,
                        };
                        serde_json::to_string(&rec).expect("serialisable")
                    } else {
                        format!(
                            "{}\t{}\t{agent}\t{url}",
                            c.reading.verdict.word(),
                            c.reading.line
                        )
                    }
                }
            };
            writeln!(stdout, "{line}").map_err(Failure::write)?;
        }
        Ok(())
    })?;
    Ok(exit::OK)
}

pub fn run(args: &CheckArgs, io: &mut Io) -> Result<u8, Failure> {
    source::stdin_once([Some(args.robots.as_str()), args.checks.urls.urls.as_deref()])?;
    if let Some(reader) = Reader::from_name(&args.reader).filter(|r| *r != Reader::Google) {
        return run_reader(args, reader, io);
    }
    let mode = args.checks.mode.mode();
    let agents = super::agents(&args.checks.agents.agents, mode)?;
    let robots = source::load(&args.robots, mode, &args.net, args.checks.lang.lang.0, io)?;
    let views: Vec<View> = agents.iter().map(|a| robots.view(a, mode)).collect();
    let words = Words::new(args.checks.lang.lang);
    let unchecked = urls::for_each_path(&args.checks, io, |stdout, url, path| {
        for (agent, view) in agents.iter().zip(&views) {
            if args.json {
                let e = view.explain_in(path, &words);
                let rec = CheckRecord::new(url, agent, path, &e, robots.fetch.as_ref());
                record::write_line(stdout, &rec)
            } else {
                let (allowed, line) = view.allowed(path);
                let word = verdict_token(allowed);
                if args.usage {
                    let usage = usage_cell(view.usage(path).as_ref());
                    writeln!(stdout, "{word}\t{line}\t{}\t{url}\t{usage}", agent.input)
                } else {
                    writeln!(stdout, "{word}\t{line}\t{}\t{url}", agent.input)
                }
            }
            .map_err(Failure::write)?;
        }
        Ok(())
    })?;
    Ok(if unchecked { exit::UNCHECKED } else { exit::OK })
}
