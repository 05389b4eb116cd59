//! `robots test`: check an expectations file against a robots.txt.

use std::io::Write;

use robots::expect;
use robots::message;

use crate::args::TestArgs;
use crate::checker::{self, Agent, Explanation};
use crate::lang::{tr, Words};
use crate::record::{self, verdict_name, TestRecord};
use crate::sarif::{self, At, Level};
use crate::source::{self, display_name, Robots, Rules};
use crate::{exit, Failure, Io};

pub fn run(args: &TestArgs, io: &mut Io) -> Result<u8, Failure> {
    source::stdin_once([Some(args.robots.as_str()), Some(args.expectations.as_str())])?;
    if args.json && args.format.sarif() {
        return Err(Failure::Usage(tr!("cli-json-with-sarif")));
    }
    let mode = args.mode.mode();
    let words = Words::new(args.lang.lang);
    let name = display_name(&args.expectations, words.lang());
    let bytes = source::read_input(&args.expectations, io.stdin)?;
    let list = match expect::parse(&String::from_utf8_lossy(&bytes)) {
        Ok(list) => list,
        Err(errors) => {
            let mut unreadable = Vec::new();
            for e in errors {
                // The catalogue's "line N: problem", without "line N: ".
                let said = words.message(&message::line_error(&e));
                let problem = said.split_once(": ").map_or(said.as_str(), |(_, p)| p);
                io.note(format_args!("{name}:{}: {problem}", e.line));
                unreadable.push((e.line, problem.to_string()));
            }
            write_unreadable(args, io, unreadable)?;
            return Ok(exit::USAGE);
        }
    };
    // Every agent and URL must be checkable before anything is fetched.
    let mut checks = Vec::with_capacity(list.len());
    let mut bad = Vec::new();
    for e in &list {
        let agent = Agent::resolve(&e.agent, mode);
        let path = checker::path(&e.url, mode);
        for msg in [agent.as_ref().err(), path.as_ref().err()]
            .into_iter()
            .flatten()
        {
            let msg = words.message(msg);
            io.note(format_args!("{name}:{}: {msg}", e.line));
            bad.push((e.line, msg));
        }
        if let (Ok(agent), Ok(path)) = (agent, path) {
            checks.push((e, agent, path));
        }
    }
    if !bad.is_empty() {
        write_unreadable(args, io, bad)?;
        return Ok(exit::USAGE);
    }
    let robots = source::load(&args.robots, mode, &args.net, args.lang.lang.0, io)?;
    let (mut passed, mut failed) = (0usize, 0usize);
    let mut log = args.format.sarif().then(sarif::Builder::default);
    for (e, agent, path) in &checks {
        let explained = robots.view(agent, mode).explain_in(path, &words);
        let pass = explained.allowed == e.allowed;
        if pass {
            passed += 1;
        } else {
            failed += 1;
        }
        if args.json {
            let rec = TestRecord {
                expectation_line: e.line,
                expected: verdict_name(e.allowed),
                actual: verdict_name(explained.allowed),
                pass,
                line: explained.line,
                rule: explained.decisive.as_ref().map(|d| d.display()),
                reason: explained.reason,
                sentence: &explained.sentence,
                agent: &agent.input,
                token: &agent.token,
                url: &e.url,
                path,
                fetch: robots.fetch.as_ref(),
            };
            record::write_line(io.stdout, &rec).map_err(Failure::write)?;
        } else if let Some(log) = &mut log {
            if !pass {
                add_failure(log, args, (e, agent), &robots, &explained, &words);
            }
        } else if !pass {
            write_failure(io.stdout, &name, e, agent, &robots, &explained, &words)
                .map_err(Failure::write)?;
        }
    }
    if let Some(log) = log {
        sarif::write(io.stdout, &log.finish()).map_err(Failure::write)?;
    }
    let summary = format!("{passed} passed, {failed} failed");
    if args.json || args.format.sarif() {
        // Standard output stays pure JSON lines.
        let _ = writeln!(io.stderr, "{summary}");
    } else {
        writeln!(io.stdout, "{summary}").map_err(Failure::write)?;
    }
    Ok(if failed > 0 { exit::FOUND } else { exit::OK })
}

/// `--format sarif` when expectation lines cannot be read or checked: one
/// result per such line (nothing was tested).
fn write_unreadable(
    args: &TestArgs,
    io: &mut Io,
    lines: Vec<(u32, String)>,
) -> Result<(), Failure> {
    if !args.format.sarif() {
        return Ok(());
    }
    let mut log = sarif::Builder::default();
    let words = Words::new(args.lang.lang);
    log.rule(
        UNREADABLE,
        Level::Error,
        crate::lang::cli::unreadable_rule(),
        &words,
    );
    for (line, problem) in lines {
        let at = At {
            file: &args.expectations,
            line,
        };
        log.result(UNREADABLE, Level::Error, problem, at, Vec::new());
    }
    sarif::write(io.stdout, &log.finish()).map_err(Failure::write)
}

/// The SARIF rule of a failed expectation.
const FAILED: &str = "expectation_failed";
/// The SARIF rule of an expectation line that cannot be read or checked.
const UNREADABLE: &str = "expectation_unreadable";

/// A failed expectation as a SARIF result at the expectation's line, its
/// message the text output's failure without the `FAIL FILE:LINE: ` prefix,
/// and the robots.txt line that decided as a related location.
fn add_failure(
    log: &mut sarif::Builder,
    args: &TestArgs,
    (e, agent): (&expect::Expectation, &Agent),
    robots: &Robots,
    explained: &Explanation,
    words: &Words,
) {
    log.rule(FAILED, Level::Error, crate::lang::cli::failed_rule(), words);
    let mut text = Vec::new();
    let _ = write_failure(&mut text, "", e, agent, robots, explained, words);
    let text = String::from_utf8_lossy(&text);
    let prefix = format!("FAIL :{}: ", e.line);
    let message = text
        .lines()
        .map(|l| l.strip_prefix(&prefix).unwrap_or(l).trim_start())
        .collect::<Vec<_>>()
        .join("\n");
    let related = match (&robots.rules, &explained.decisive) {
        (Rules::File(_), Some(rule)) => vec![(
            At {
                file: &args.robots,
                line: explained.line,
            },
            words.message(&crate::lang::cli::decided(&rule.display())),
        )],
        _ => Vec::new(),
    };
    let at = At {
        file: &args.expectations,
        line: e.line,
    };
    log.result(FAILED, Level::Error, message, at, related);
}

/// ```text
/// FAIL expectations.txt:3: /checkout for Googlebot: expected allowed, got disallowed
///     robots.txt line 7: Disallow: /checkout
///     `Disallow: /checkout` (9 bytes) is the only rule that matches
/// ```
fn write_failure(
    out: &mut dyn Write,
    name: &str,
    e: &expect::Expectation,
    agent: &Agent,
    robots: &Robots,
    explained: &Explanation,
    words: &Words,
) -> std::io::Result<()> {
    let token = if agent.token != agent.input {
        format!(" (token {})", agent.token)
    } else {
        String::new()
    };
    writeln!(
        out,
        "FAIL {name}:{}: {} for {}{token}: expected {}, got {}",
        e.line,
        e.url,
        agent.input,
        verdict_name(e.allowed),
        verdict_name(explained.allowed)
    )?;
    let file = &robots.name;
    match (&robots.rules, &robots.fetch, &explained.decisive) {
        (Rules::Replaced { .. }, Some(fetch), _) => {
            writeln!(out, "    {file}: {}", fetch.note(words.lang()))?
        }
        (_, _, Some(rule)) => writeln!(
            out,
            "    {}",
            words.message(&crate::lang::cli::rule_line(
                file,
                explained.line,
                &rule.display()
            ))
        )?,
        _ => writeln!(
            out,
            "    {}",
            words.message(&crate::lang::cli::no_rule(file))
        )?,
    }
    writeln!(out, "    {}", explained.sentence)
}
