//! `robots diff`: the (URL, agent) checks whose verdict or reported line
//! differ between two robots.txt files.

use robots::compare::{Change, Tally};

use crate::args::DiffArgs;
use crate::checker::{verdict_token, View};
use crate::lang::Words;
use crate::record::{self, Asked, CheckRecord, DiffRecord};
use crate::{exit, source, urls, Failure, Io};

pub fn run(args: &DiffArgs, io: &mut Io) -> Result<u8, Failure> {
    source::stdin_once([
        Some(args.before.as_str()),
        Some(args.after.as_str()),
        args.checks.urls.urls.as_deref(),
    ])?;
    let mode = args.checks.mode.mode();
    let agents = super::agents(&args.checks.agents.agents, mode)?;
    let before = source::load(&args.before, mode, &args.net, args.checks.lang.lang.0, io)?;
    let after = source::load(&args.after, mode, &args.net, args.checks.lang.lang.0, io)?;
    let views: Vec<(View, View)> = agents
        .iter()
        .map(|a| (before.view(a, mode), after.view(a, mode)))
        .collect();
    let mut tallies = vec![Tally::default(); agents.len()];
    let words = Words::new(args.checks.lang.lang);
    let unchecked = urls::for_each_path(&args.checks, io, |stdout, url, path| {
        for ((agent, (vb, va)), tally) in agents.iter().zip(&views).zip(&mut tallies) {
            let (b, a) = (vb.allowed(path), va.allowed(path));
            let change = Change::of(b, a);
            tally.add(change);
            if change == Change::Unchanged && !args.all {
                continue;
            }
            if args.json {
                let (eb, ea) = (vb.explain_in(path, &words), va.explain_in(path, &words));
                let rec = DiffRecord {
                    asked: Asked::new(url, agent),
                    change: change.code(),
                    before: CheckRecord::new(url, agent, path, &eb, before.fetch.as_ref()),
                    after: CheckRecord::new(url, agent, path, &ea, after.fetch.as_ref()),
                };
                record::write_line(stdout, &rec)
            } else {
                writeln!(
                    stdout,
                    "{}\t{}\t{}\t{}\t{}\t{url}",
                    verdict_token(b.0),
                    b.1,
                    verdict_token(a.0),
                    a.1,
                    agent.input
                )
            }
            .map_err(Failure::write)?;
        }
        Ok(())
    })?;
    let summary: Vec<String> = agents
        .iter()
        .zip(&tallies)
        .map(|(agent, tally)| format!("{}: {}", agent.input, words.tally(tally)))
        .collect();
    let _ = writeln!(io.stderr, "{}", summary.join("; "));
    Ok(if unchecked {
        exit::UNCHECKED
    } else if tallies.iter().any(|t| t.verdicts_changed() > 0) {
        exit::FOUND
    } else {
        exit::OK
    })
}
