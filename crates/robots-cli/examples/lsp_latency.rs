//! Measures how soon `robots lsp` publishes diagnostics after the last
//! change of a 500 KiB robots.txt: it opens the file, types a burst of
//! keystrokes (incremental changes 20 ms apart), and times the gap between
//! the last keystroke and the diagnostics of that version, over several
//! rounds. The goal (docs/performance.md): within 300 ms.
//!
//! ```text
//! cargo build --release -p robots-cli
//! cargo run --release -p robots-cli --example lsp_latency -- target/release/robots [--readers] [--groups N]
//! ```

use std::io::{BufReader, Write};
use std::process::{ChildStdout, Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::{json, Value};

const URI: &str = "file:///bench/robots.txt";
const SIZE: usize = 500 * 1024;

/// A large file shaped like real ones: 200 groups of about a hundred
/// rules each (wildcards, end anchors, non-ASCII paths, accepted typos), a
/// `Content-Usage` line and an ignored key per group, comments. With
/// `--groups N`, N groups of a few lines each instead (every one with a
/// `Content-Usage` line): the engine's AI lints then check every
/// `Content-Usage` line against every group, the worst case.
fn file(groups: usize) -> String {
    let mut s = String::from("# Large robots.txt\nUser-agent: *\nDisallow: /cart\n\n");
    let per_group = SIZE / groups;
    let mut g = 0;
    while s.len() < SIZE - 200 {
        let start = s.len();
        s.push_str(&format!(
            "User-agent: Bot{g}\nContent-Usage: /docs/{g}/ train-ai=n\nCrawl-delay: 5\n"
        ));
        let mut r = 0;
        while s.len() - start < per_group {
            s.push_str(&match r % 5 {
                0 => format!("Disallow: /private/{g}/{r}/\n"),
                1 => format!("Allow: /private/{g}/{r}/open\n"),
                2 => format!("Dissallow: /tmp/{g}/{r}\n"),
                3 => format!("Disallow: /café/{g}/{r}/*.pdf$ # old\n"),
                _ => format!("Disallow: /*?session={g}{r}\n"),
            });
            r += 1;
        }
        s.push('\n');
        g += 1;
    }
    s.truncate(SIZE);
    s
}

/// The server's CPU time so far (user + system), from /proc (Linux).
fn cpu(pid: u32) -> Duration {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    let fields: Vec<&str> = stat
        .rsplit_once(')')
        .map_or("", |(_, rest)| rest)
        .split_whitespace()
        .collect();
    let ticks: u64 = [11, 12]
        .iter()
        .filter_map(|&i| fields.get(i).and_then(|f| f.parse::<u64>().ok()))
        .sum();
    Duration::from_millis(ticks * 10)
}

fn send(stdin: &mut impl Write, v: Value) {
    let body = v.to_string();
    write!(stdin, "Content-Length: {}\r\n\r\n{body}", body.len()).unwrap();
    stdin.flush().unwrap();
}

/// The server's next message (lsp-server reads the Content-Length framing).
fn read(stdout: &mut BufReader<ChildStdout>) -> Value {
    let message = lsp_server::Message::read(stdout)
        .unwrap()
        .expect("the server closed its output");
    serde_json::to_value(message).unwrap()
}

/// Reads until the diagnostics of `version`; returns how many there were.
fn diagnostics(stdout: &mut BufReader<ChildStdout>, version: i64) -> usize {
    loop {
        let m = read(stdout);
        if m["method"] == "textDocument/publishDiagnostics" && m["params"]["version"] == version {
            return m["params"]["diagnostics"].as_array().unwrap().len();
        }
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let bin = args
        .first()
        .expect("usage: lsp_latency PATH_TO_ROBOTS [--readers] [--groups N]");
    let readers = args.iter().any(|a| a == "--readers");
    let groups = args
        .iter()
        .position(|a| a == "--groups")
        .and_then(|i| args.get(i + 1))
        .map_or(200, |n| n.parse().expect("--groups N"));
    let mut child = Command::new(bin)
        .arg("lsp")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("robots lsp starts");
    let mut stdin = child.stdin.take().unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    send(
        &mut stdin,
        json!({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}, "initializationOptions": {"readers": readers}}}),
    );
    read(&mut stdout);
    send(
        &mut stdin,
        json!({"jsonrpc": "2.0", "method": "initialized", "params": {}}),
    );
    let pid = child.id();
    let text = file(groups);
    let lines = text.lines().count();
    let opened = Instant::now();
    send(
        &mut stdin,
        json!({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {"uri": URI, "languageId": "robots-txt", "version": 1, "text": text}}}),
    );
    let count = diagnostics(&mut stdout, 1);
    println!(
        "{} bytes, {lines} lines, {count} diagnostics{}: first diagnostics {:?} after opening",
        text.len(),
        if readers {
            " (with the other readers' hints)"
        } else {
            ""
        },
        opened.elapsed()
    );
    let mut version = 1;
    let mut gaps = Vec::new();
    let mut cpus = Vec::new();
    for round in 0..10 {
        let cpu_before = cpu(pid);
        let mut last = Instant::now();
        // A burst of keystrokes in the middle of the file.
        for k in 0..10 {
            version += 1;
            let line = lines / 2 + round;
            send(
                &mut stdin,
                json!({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
                    "textDocument": {"uri": URI, "version": version},
                    "contentChanges": [{"range": {"start": {"line": line, "character": k}, "end": {"line": line, "character": k}}, "text": "x"}]
                }}),
            );
            last = Instant::now();
            std::thread::sleep(Duration::from_millis(20));
        }
        diagnostics(&mut stdout, version);
        gaps.push(last.elapsed());
        cpus.push(cpu(pid).saturating_sub(cpu_before));
    }
    gaps.sort();
    cpus.sort();
    println!(
        "last keystroke to diagnostics over {} rounds: median {:?}, max {:?} (debounce {:?} included); \
         the server's CPU time per round (10 keystrokes, one lint): median {:?}",
        gaps.len(),
        gaps[gaps.len() / 2],
        gaps[gaps.len() - 1],
        Duration::from_millis(100),
        cpus[cpus.len() / 2],
    );
    send(
        &mut stdin,
        json!({"jsonrpc": "2.0", "id": 2, "method": "shutdown"}),
    );
    read(&mut stdout);
    send(&mut stdin, json!({"jsonrpc": "2.0", "method": "exit"}));
    child.wait().unwrap();
}
