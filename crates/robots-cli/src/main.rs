//! `robots`: check URLs against a robots.txt exactly as Google reads it, or
//! list the file's diagnostics.
//!
//! ```text
//! robots check ROBOTS_FILE --agent A [--agent B …] (--url U … | --urls FILE) [--raw] [--json]
//! robots lint ROBOTS_FILE [--raw]
//! ```
//!
//! Exit codes: 0 success; 1 `lint` found errors; 2 bad arguments;
//! 3 a file could not be read; 4 some URL or agent could not be checked
//! (each one reported on stderr, the others still checked).

use std::fmt::Write as _;
use std::io::{self, BufRead, BufWriter, Write};
use std::process::ExitCode;

use robots::{AgentView, RobotsTxt, Verdict};

const USAGE: &str = "usage:
  robots check ROBOTS_FILE --agent A [--agent B ...] (--url U ... | --urls FILE) [--raw] [--json]
  robots lint ROBOTS_FILE [--raw]

check  prints one line per (URL, agent), in input order:
       ALLOWED|DISALLOWED <tab> reported line (0 = none) <tab> agent <tab> URL
       --json prints one JSON object per line instead.
       --urls FILE reads one URL per line (`-` = standard input).
       Tester mode (default): a full user-agent string is reduced to its product
       token, typed URLs are normalised as a browser requests them, only the first
       500 KiB of the file count, and crawler families apply. --raw passes agent
       and URL to the matcher exactly as Google's library takes them.
lint   prints the per-line diagnostics: LINE <tab> severity <tab> code <tab> message

exit codes: 0 ok, 1 lint found errors, 2 bad arguments, 3 unreadable file,
            4 some URL or agent could not be checked";

enum Failure {
    Usage(String),
    Io(String),
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(code) => code,
        Err(Failure::Usage(msg)) => {
            eprintln!("robots: {msg}\n{USAGE}");
            ExitCode::from(2)
        }
        Err(Failure::Io(msg)) => {
            eprintln!("robots: {msg}");
            ExitCode::from(3)
        }
    }
}

struct Options {
    file: String,
    agents: Vec<String>,
    urls: Vec<String>,
    urls_file: Option<String>,
    raw: bool,
    json: bool,
}

fn parse_args(args: &[String], command: &str) -> Result<Options, Failure> {
    let mut opts = Options {
        file: String::new(),
        agents: Vec::new(),
        urls: Vec::new(),
        urls_file: None,
        raw: false,
        json: false,
    };
    let mut file = None;
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        let mut value = |name: &str| {
            it.next()
                .cloned()
                .ok_or_else(|| Failure::Usage(format!("{name} needs a value")))
        };
        match arg.as_str() {
            "--agent" | "-a" if command == "check" => {
                let v = value("--agent")?;
                opts.agents.push(v)
            }
            "--url" | "-u" if command == "check" => {
                let v = value("--url")?;
                opts.urls.push(v)
            }
            "--urls" if command == "check" => opts.urls_file = Some(value("--urls")?),
            "--json" if command == "check" => opts.json = true,
            "--raw" => opts.raw = true,
            "-h" | "--help" => return Err(Failure::Usage("help".into())),
            s if s.starts_with('-') && s != "-" => {
                return Err(Failure::Usage(format!(
                    "unknown option '{s}' for {command}"
                )))
            }
            s if file.is_none() => file = Some(s.to_string()),
            s => return Err(Failure::Usage(format!("unexpected argument '{s}'"))),
        }
    }
    opts.file = file.ok_or_else(|| Failure::Usage("missing ROBOTS_FILE".into()))?;
    if command == "check" {
        if opts.agents.is_empty() {
            return Err(Failure::Usage("give at least one --agent".into()));
        }
        match (&opts.urls_file, opts.urls.is_empty()) {
            (None, true) => return Err(Failure::Usage("give --url or --urls".into())),
            (Some(_), false) => {
                return Err(Failure::Usage(
                    "give either --url or --urls, not both".into(),
                ))
            }
            _ => {}
        }
    }
    Ok(opts)
}

fn run(args: &[String]) -> Result<ExitCode, Failure> {
    let Some((command, rest)) = args.split_first() else {
        return Err(Failure::Usage("missing command".into()));
    };
    match command.as_str() {
        "check" => check(parse_args(rest, "check")?),
        "lint" => lint(parse_args(rest, "lint")?),
        "-h" | "--help" | "help" => {
            println!("{USAGE}");
            Ok(ExitCode::SUCCESS)
        }
        other => Err(Failure::Usage(format!("unknown command '{other}'"))),
    }
}

fn read_robots(opts: &Options) -> Result<RobotsTxt, Failure> {
    let body = std::fs::read(&opts.file)
        .map_err(|e| Failure::Io(format!("cannot read '{}': {e}", opts.file)))?;
    Ok(if opts.raw {
        RobotsTxt::parse(&body)
    } else {
        robots::tester::parse(&body)
    })
}

struct Checker<'a> {
    agent: String,
    view: AgentView<'a>,
}

fn check(opts: Options) -> Result<ExitCode, Failure> {
    let robots = read_robots(&opts)?;
    if let Some(t) = robots.truncation() {
        eprintln!(
            "robots: note: '{}' has {} bytes; Google reads only the first {} (content from line {} on is ignored)",
            opts.file, t.total, t.limit, t.line
        );
    }
    let mut checkers = Vec::new();
    for agent in &opts.agents {
        let view = if opts.raw {
            robots.agent_raw(&[agent.as_str()])
        } else {
            let resolved = robots::tester::agent(agent)
                .map_err(|e| Failure::Usage(format!("agent '{agent}': {e}")))?;
            robots::tester::view(&robots, &resolved.token)
        };
        checkers.push(Checker {
            agent: agent.clone(),
            view,
        });
    }
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut failed = false;
    let mut emit = |url: &str, out: &mut BufWriter<io::StdoutLock>| -> io::Result<()> {
        let path = if opts.raw {
            Ok(robots::url::path_params_query(url))
        } else {
            robots::url::normalise_typed(url).map(|u| u.path)
        };
        let path = match path {
            Ok(p) => p,
            Err(e) => {
                eprintln!("robots: URL '{url}': {e}");
                failed = true;
                return Ok(());
            }
        };
        for c in &checkers {
            if opts.json {
                let v = c.view.verdict(path.as_bytes());
                writeln!(out, "{}", json_line(url, &c.agent, &v))?;
            } else {
                let (allowed, line) = c.view.allowed(path.as_bytes());
                let word = if allowed { "ALLOWED" } else { "DISALLOWED" };
                writeln!(out, "{word}\t{line}\t{}\t{url}", c.agent)?;
            }
        }
        Ok(())
    };
    let io_err = |e: io::Error| Failure::Io(format!("write failed: {e}"));
    match &opts.urls_file {
        None => {
            for url in &opts.urls {
                emit(url, &mut out).map_err(io_err)?;
            }
        }
        Some(name) => {
            let reader: Box<dyn BufRead> = if name == "-" {
                Box::new(io::stdin().lock())
            } else {
                let f = std::fs::File::open(name)
                    .map_err(|e| Failure::Io(format!("cannot read '{name}': {e}")))?;
                Box::new(io::BufReader::new(f))
            };
            // One line at a time: constant memory whatever the list's length.
            for line in reader.split(b'\n') {
                let line = line.map_err(|e| Failure::Io(format!("cannot read '{name}': {e}")))?;
                let text = String::from_utf8_lossy(&line);
                let url = text.trim_end_matches('\r');
                if url.trim().is_empty() {
                    continue;
                }
                emit(url, &mut out).map_err(io_err)?;
            }
        }
    }
    out.flush().map_err(io_err)?;
    Ok(if failed {
        ExitCode::from(4)
    } else {
        ExitCode::SUCCESS
    })
}

fn lint(opts: Options) -> Result<ExitCode, Failure> {
    let robots = read_robots(&opts)?;
    let stdout = io::stdout();
    let mut out = BufWriter::new(stdout.lock());
    let mut errors = 0;
    let io_err = |e: io::Error| Failure::Io(format!("write failed: {e}"));
    for line in robots.lines() {
        for d in &line.diagnostics {
            let severity = match d.severity() {
                robots::Severity::Error => {
                    errors += 1;
                    "error"
                }
                robots::Severity::Warning => "warning",
                robots::Severity::Info => "info",
            };
            writeln!(out, "{}\t{severity}\t{}\t{d}", line.number, d.code()).map_err(io_err)?;
        }
    }
    out.flush().map_err(io_err)?;
    Ok(if errors > 0 {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

fn json_str(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn json_line(url: &str, agent: &str, v: &Verdict) -> String {
    let token = v.tokens.first().map(String::as_str).unwrap_or("");
    let (pattern, written, priority, kind) = match &v.decisive {
        Some(d) => (
            json_str(&d.pattern),
            json_str(&d.written),
            d.priority.to_string(),
            json_str(&d.kind.as_str().to_ascii_lowercase()),
        ),
        None => ("null".into(), "null".into(), "null".into(), "null".into()),
    };
    let lines: Vec<String> = v.groups.agent_lines.iter().map(u32::to_string).collect();
    format!(
        "{{\"url\":{},\"agent\":{},\"token\":{},\"path\":{},\"allowed\":{},\"line\":{},\"reason\":{},\"rule\":{},\"pattern\":{},\"written\":{},\"priority\":{},\"groups\":{},\"group_lines\":[{}],\"explanation\":{}}}",
        json_str(url),
        json_str(agent),
        json_str(token),
        json_str(&v.path),
        v.allowed,
        v.line,
        json_str(v.reason.code()),
        kind,
        pattern,
        written,
        priority,
        json_str(v.groups.code()),
        lines.join(","),
        json_str(&v.sentence()),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_escapes_control_and_quotes() {
        assert_eq!(json_str("a\"b\\c\n\u{1}"), "\"a\\\"b\\\\c\\n\\u0001\"");
    }
}
