//! `robots test`: check an expectations file against a robots.txt.

use std::io::Write;

use robots::expect;

use crate::args::TestArgs;
use crate::checker::{self, Agent, Explanation};
use crate::lang::Words;
use crate::record::{self, verdict_name, TestRecord};
use crate::source::{self, display_name, Robots, Rules};
use crate::{exit, Failure, Io};

pub fn run(args: &TestArgs, io: &mut Io) -> Result<u8, Failure> {
    source::stdin_once([Some(args.robots.as_str()), Some(args.expectations.as_str())])?;
    let mode = args.mode.mode();
    let name = display_name(&args.expectations);
    let bytes = source::read_input(&args.expectations, io.stdin)?;
    let list = match expect::parse(&String::from_utf8_lossy(&bytes)) {
        Ok(list) => list,
        Err(errors) => {
            for e in errors {
                io.note(format_args!("{name}:{}: {}", e.line, e.problem));
            }
            return Ok(exit::USAGE);
        }
    };
    // Every agent and URL must be checkable before anything is fetched.
    let mut checks = Vec::with_capacity(list.len());
    let mut bad = false;
    for e in &list {
        let agent = Agent::resolve(&e.agent, mode);
        let path = checker::path(&e.url, mode);
        for msg in [agent.as_ref().err(), path.as_ref().err()]
            .into_iter()
            .flatten()
        {
            io.note(format_args!("{name}:{}: {msg}", e.line));
            bad = true;
        }
        if let (Ok(agent), Ok(path)) = (agent, path) {
            checks.push((e, agent, path));
        }
    }
    if bad {
        return Ok(exit::USAGE);
    }
    let robots = source::load(&args.robots, mode, &args.net, io)?;
    let (mut passed, mut failed) = (0usize, 0usize);
    let words = Words::new(args.lang.lang);
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
        } else if !pass {
            write_failure(io.stdout, &name, e, agent, &robots, &explained)
                .map_err(Failure::write)?;
        }
    }
    let summary = format!("{passed} passed, {failed} failed");
    if args.json {
        // Standard output stays pure JSON lines.
        let _ = writeln!(io.stderr, "{summary}");
    } else {
        writeln!(io.stdout, "{summary}").map_err(Failure::write)?;
    }
    Ok(if failed > 0 { exit::FOUND } else { exit::OK })
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
        (Rules::Replaced { .. }, Some(fetch), _) => writeln!(out, "    {file}: {}", fetch.note())?,
        (_, _, Some(rule)) => writeln!(
            out,
            "    {file} line {}: {}",
            explained.line,
            rule.display()
        )?,
        _ => writeln!(out, "    {file}: no rule decides (line 0)")?,
    }
    writeln!(out, "    {}", explained.sentence)
}
