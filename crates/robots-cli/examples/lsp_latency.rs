//! Measures how soon `robots lsp` publishes diagnostics after the last
//! change of a 500 KiB robots.txt: it opens the file, types a burst of
//! keystrokes (incremental changes 20 ms apart), and times the gap between
//! the last keystroke and the diagnostics of that version, over several
//! rounds. The goal (docs/performance.md): within 300 ms.
//!
//! ```text
//! cargo build --release -p robots-cli
//! cargo run --release -p robots-cli --example lsp_latency -- target/release/robots [--readers]
//! ```

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{ChildStdout, Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::{json, Value};

const URI: &str = "file:///bench/robots.txt";
const SIZE: usize = 500 * 1024;

/// A large, realistic file: many groups and rules, typos, Content-Usage
/// lines, non-ASCII paths, comments.
fn file() -> String {
    let mut s = String::from("# Large robots.txt\nUser-agent: *\nDisallow: /cart\n\n");
    let mut i = 0;
    while s.len() < SIZE - 200 {
        s.push_str(&format!(
            "User-agent: Bot{i}\nDisallow: /private/{i}/\nAllow: /private/{i}/open\nDissallow: /tmp/{i}\nDisallow: /café/{i}/*.pdf$\nContent-Usage: /docs/{i}/ train-ai=n\nCrawl-delay: 5\n\n"
        ));
        i += 1;
    }
    s.truncate(SIZE);
    s
}

fn send(stdin: &mut impl Write, v: Value) {
    let body = v.to_string();
    write!(stdin, "Content-Length: {}\r\n\r\n{body}", body.len()).unwrap();
    stdin.flush().unwrap();
}

fn read(stdout: &mut BufReader<ChildStdout>) -> Value {
    let mut len = 0;
    loop {
        let mut header = String::new();
        stdout.read_line(&mut header).unwrap();
        let header = header.trim_end();
        if header.is_empty() {
            break;
        }
        if let Some(n) = header.strip_prefix("Content-Length: ") {
            len = n.parse().unwrap();
        }
    }
    let mut body = vec![0; len];
    stdout.read_exact(&mut body).unwrap();
    serde_json::from_slice(&body).unwrap()
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
        .expect("usage: lsp_latency PATH_TO_ROBOTS [--readers]");
    let readers = args.iter().any(|a| a == "--readers");
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
    let text = file();
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
    for round in 0..10 {
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
    }
    gaps.sort();
    println!(
        "last keystroke to diagnostics over {} rounds: median {:?}, max {:?} (debounce {:?} included)",
        gaps.len(),
        gaps[gaps.len() / 2],
        gaps[gaps.len() - 1],
        Duration::from_millis(100)
    );
    send(
        &mut stdin,
        json!({"jsonrpc": "2.0", "id": 2, "method": "shutdown"}),
    );
    read(&mut stdout);
    send(&mut stdin, json!({"jsonrpc": "2.0", "method": "exit"}));
    child.wait().unwrap();
}
