//! `robots check`: one line per (URL, agent), in input order.

use std::io::Write;

use crate::args::CheckArgs;
use crate::checker::{verdict_word, View};
use crate::record::{self, CheckRecord};
use crate::{exit, source, urls, Failure, Io};

pub fn run(args: &CheckArgs, io: &mut Io) -> Result<u8, Failure> {
    source::stdin_once([Some(args.robots.as_str()), args.urls.urls.as_deref()])?;
    let mode = args.mode.mode();
    let agents = super::agents(&args.agents.agents, mode)?;
    let robots = source::load(&args.robots, mode, &args.net, io)?;
    let views: Vec<View> = agents.iter().map(|a| robots.view(a, mode)).collect();
    let Io {
        stdin,
        stdout,
        stderr,
    } = io;
    let unchecked = urls::for_each_path(&args.urls, *stdin, mode, *stderr, |url, path| {
        for (agent, view) in agents.iter().zip(&views) {
            if args.json {
                let e = view.explain(path);
                let rec = CheckRecord::new(url, agent, path, &e, robots.fetch.as_ref());
                record::write_line(*stdout, &rec)
            } else {
                let (allowed, line) = view.allowed(path);
                let word = verdict_word(allowed);
                writeln!(stdout, "{word}\t{line}\t{}\t{url}", agent.input)
            }
            .map_err(Failure::write)?;
        }
        Ok(())
    })?;
    Ok(if unchecked { exit::UNCHECKED } else { exit::OK })
}
