//! `robots lsp` at the protocol level: the server runs in-process on
//! lsp-server's memory connection and is driven as an editor drives it,
//! one test per request (and one over the real binary's pipes).

mod common;

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};

use common::find_by;
use lsp_server::{Connection, Message, Notification, Request, RequestId};
use serde_json::{json, Value};

const URI: &str = "file:///site/robots.txt";

struct Client {
    conn: Connection,
    server: Option<thread::JoinHandle<Result<(), String>>>,
    next: i32,
    /// Notifications received while waiting for something else.
    notes: Vec<Notification>,
}

impl Client {
    fn start(locale: Option<&str>, options: Value) -> Client {
        let (server, conn) = Connection::memory();
        let handle = thread::spawn(move || robots_cli::lsp::serve(server));
        let mut c = Client {
            conn,
            server: Some(handle),
            next: 0,
            notes: Vec::new(),
        };
        let mut params = json!({
            "processId": null,
            "rootUri": null,
            "capabilities": {},
            "initializationOptions": options,
        });
        if let Some(l) = locale {
            params["locale"] = json!(l);
        }
        let init = c.request("initialize", params);
        assert_eq!(init["capabilities"]["textDocumentSync"]["openClose"], true);
        assert_eq!(init["capabilities"]["textDocumentSync"]["change"], 2);
        c.notify("initialized", json!({}));
        c
    }

    fn notify(&self, method: &str, params: Value) {
        let n = Notification::new(method.to_string(), params);
        self.conn.sender.send(Message::Notification(n)).unwrap();
    }

    fn call(&mut self, method: &str, params: Value) -> Result<Value, (i32, String)> {
        self.next += 1;
        let id = RequestId::from(self.next);
        let req = Request::new(id.clone(), method.to_string(), params);
        self.conn.sender.send(Message::Request(req)).unwrap();
        loop {
            match self.recv() {
                Message::Response(r) if r.id == id => {
                    return r.response_result.map_err(|e| (e.code, e.message));
                }
                Message::Notification(n) => self.notes.push(n),
                other => panic!("unexpected {other:?}"),
            }
        }
    }

    fn request(&mut self, method: &str, params: Value) -> Value {
        self.call(method, params).expect("the request succeeds")
    }

    fn recv(&self) -> Message {
        self.conn
            .receiver
            .recv_timeout(Duration::from_secs(20))
            .expect("the server answers")
    }

    /// The next diagnostics published for `uri`.
    fn diagnostics(&mut self, uri: &str) -> Value {
        if let Some(i) = self
            .notes
            .iter()
            .position(|n| n.method == "textDocument/publishDiagnostics" && n.params["uri"] == uri)
        {
            return self.notes.remove(i).params;
        }
        loop {
            match self.recv() {
                Message::Notification(n)
                    if n.method == "textDocument/publishDiagnostics" && n.params["uri"] == uri =>
                {
                    return n.params
                }
                Message::Notification(n) => self.notes.push(n),
                other => panic!("unexpected {other:?}"),
            }
        }
    }

    fn open(&mut self, uri: &str, text: &str) -> Value {
        self.notify(
            "textDocument/didOpen",
            json!({"textDocument": {"uri": uri, "languageId": "robots-txt", "version": 1, "text": text}}),
        );
        self.diagnostics(uri)
    }

    /// A client with the default settings that opened `URI` with `text`,
    /// and the diagnostics then published.
    fn opened(text: &str) -> (Client, Value) {
        let mut c = Client::start(None, Value::Null);
        let published = c.open(URI, text);
        (c, published)
    }

    fn at(&mut self, method: &str, line: u32, character: u32) -> Value {
        self.request(
            method,
            json!({"textDocument": {"uri": URI}, "position": {"line": line, "character": character}}),
        )
    }

    fn stop(mut self) {
        self.request("shutdown", Value::Null);
        self.notify("exit", Value::Null);
        let served = self.server.take().unwrap().join().unwrap();
        assert_eq!(served, Ok(()));
    }
}

/// (code, first line) of each diagnostic.
fn codes(published: &Value) -> Vec<(String, u64)> {
    published["diagnostics"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| {
            (
                d["code"].as_str().unwrap().to_string(),
                d["range"]["start"]["line"].as_u64().unwrap(),
            )
        })
        .collect()
}

fn hover_text(h: &Value) -> String {
    h["contents"]["value"]
        .as_str()
        .unwrap_or_default()
        .to_string()
}

const FILE: &str = "User-agent: *\nDissallow: /private\nAllow: /private/open\n\nUser-agent: GPTBot\nDisallow: /\nCrawl-delay: 5\n";

#[test]
fn diagnostics_are_every_lint_with_code_and_line() {
    let (mut c, published) = Client::opened(FILE);
    assert_eq!(published["version"], 1);
    let got = codes(&published);
    assert!(got.contains(&("accepted_typo".into(), 1)), "{got:?}");
    assert!(got.contains(&("unsupported_key".into(), 6)), "{got:?}");
    let first = &published["diagnostics"][0];
    assert_eq!(first["source"], "robots");
    assert_eq!(first["severity"], 2);
    assert_eq!(first["range"]["start"], json!({"line": 1, "character": 0}));
    assert_eq!(first["range"]["end"], json!({"line": 1, "character": 19}));
    assert!(first["message"]
        .as_str()
        .unwrap()
        .contains("'Dissallow' is a typo"));
    // An AI lint (computed apart from parsing): GPTBot's group drops the
    // `*` group's disallows — here none, so add one it does not repeat.
    let ai = "User-agent: *\nDisallow: /cart\n\nUser-agent: GPTBot\nAllow: /\n";
    let got = codes(&c.open("file:///other/robots.txt", ai));
    assert_eq!(got, vec![("group_replaces_star".into(), 3)]);
    c.stop();
}

#[test]
fn changes_full_and_incremental_are_debounced_and_relinted() {
    let (mut c, _) = Client::opened(FILE);
    // Incremental: fix the typo on line 1 (UTF-16 range), then a second
    // change right away: one publication, for the last version.
    let sent = Instant::now();
    c.notify(
        "textDocument/didChange",
        json!({"textDocument": {"uri": URI, "version": 2}, "contentChanges": [
            {"range": {"start": {"line": 1, "character": 0}, "end": {"line": 1, "character": 9}}, "text": "Disallow"}
        ]}),
    );
    c.notify(
        "textDocument/didChange",
        json!({"textDocument": {"uri": URI, "version": 3}, "contentChanges": [
            {"range": {"start": {"line": 6, "character": 0}, "end": {"line": 7, "character": 0}}, "text": ""}
        ]}),
    );
    let published = c.diagnostics(URI);
    assert!(sent.elapsed() >= robots_cli::lsp::DEBOUNCE);
    assert_eq!(published["version"], 3);
    assert_eq!(codes(&published), vec![]);
    // Full: the whole text replaced.
    c.notify(
        "textDocument/didChange",
        json!({"textDocument": {"uri": URI, "version": 4}, "contentChanges": [{"text": "Disallow: /x\n"}]}),
    );
    let published = c.diagnostics(URI);
    assert_eq!(published["version"], 4);
    assert_eq!(codes(&published), vec![("rule_outside_group".into(), 0)]);
    // Closing clears them.
    c.notify(
        "textDocument/didClose",
        json!({"textDocument": {"uri": URI}}),
    );
    assert_eq!(codes(&c.diagnostics(URI)), vec![]);
    c.stop();
}

#[test]
fn positions_count_utf16_units_after_a_bom_and_across_cr_line_ends() {
    // BOM (1 unit), lone CR and CRLF line ends, 😀 (2 units) before the
    // typo's line end.
    let text = "\u{feff}User-agent: *\rDisallow /😀\r\nDisalow: /a\n";
    let (mut c, published) = Client::opened(text);
    let d: Vec<&Value> = published["diagnostics"]
        .as_array()
        .unwrap()
        .iter()
        .collect();
    let missing = d.iter().find(|d| d["code"] == "missing_colon").unwrap();
    assert_eq!(
        missing["range"]["start"],
        json!({"line": 1, "character": 0})
    );
    assert_eq!(missing["range"]["end"], json!({"line": 1, "character": 12}));
    let typo = d.iter().find(|d| d["code"] == "accepted_typo").unwrap();
    assert_eq!(typo["range"]["start"]["line"], 2);
    let bom = d.iter().find(|d| d["code"] == "bom_skipped").unwrap();
    assert_eq!(bom["range"]["start"], json!({"line": 0, "character": 0}));
    assert_eq!(bom["range"]["end"], json!({"line": 0, "character": 14}));
    // The colon goes right after the key, before the blank.
    let actions = c.request(
        "textDocument/codeAction",
        json!({"textDocument": {"uri": URI}, "range": {"start": {"line": 1, "character": 0}, "end": {"line": 1, "character": 0}}, "context": {"diagnostics": []}}),
    );
    let fix = &actions[0];
    assert_eq!(fix["title"], "Add the ':' after 'Disallow'");
    let edit = &fix["edit"]["changes"][URI][0];
    assert_eq!(edit["range"]["start"], json!({"line": 1, "character": 8}));
    assert_eq!(edit["newText"], ":");
    c.stop();
}

#[test]
fn hover_says_whom_a_group_governs_what_a_rule_matches_and_why_a_key_is_ignored() {
    let (mut c, _) = Client::opened(FILE);
    let agent = hover_text(&c.at("textDocument/hover", 4, 3));
    assert!(agent.contains("Crawlers this group names:"), "{agent}");
    assert!(agent.contains("GPTBot (OpenAI): AI training"), "{agent}");
    let star = hover_text(&c.at("textDocument/hover", 0, 3));
    assert!(
        star.contains("Crawlers that fall back to this group")
            && star.contains("Googlebot (Google): Search")
            && !star.contains("GPTBot"),
        "{star}"
    );
    let rule = hover_text(&c.at("textDocument/hover", 1, 12));
    assert!(
        rule.contains("Matches every URL whose path starts with `/private`.")
            && rule.contains("disallowed")
            && rule.contains(
                "Where `Allow: /private/open` (line 3) also matches, that longer rule wins."
            ),
        "{rule}"
    );
    let allow = hover_text(&c.at("textDocument/hover", 2, 3));
    assert!(
        allow.contains("No longer rule for the same crawlers decides otherwise."),
        "{allow}"
    );
    let ignored = hover_text(&c.at("textDocument/hover", 6, 2));
    assert!(ignored.contains("crawl rate"), "{ignored}");
    assert_eq!(c.at("textDocument/hover", 3, 0), Value::Null);
    c.stop();
}

#[test]
fn hover_words_content_usage_and_content_signal() {
    let (mut c, _) = Client::opened("User-agent: *\nAllow: /\nContent-Usage: train-ai=n, search=y\nContent-Usage: /docs/ train-ai=y\nContent-Signal: search=yes, ai-train=no\n");
    let usage = hover_text(&c.at("textDocument/hover", 2, 1));
    assert!(
        usage.contains("for every URL this group may crawl")
            && usage.contains("training AI models: Not allowed")
            && usage.contains("building a search index: Allowed"),
        "{usage}"
    );
    let path = hover_text(&c.at("textDocument/hover", 3, 1));
    assert!(
        path.contains("under `/docs/`") && path.contains("building a search index: Unknown"),
        "{path}"
    );
    let signal = hover_text(&c.at("textDocument/hover", 4, 1));
    assert!(
        signal.contains("Content Signals Policy")
            && signal.contains("training or fine-tuning AI models: not allowed"),
        "{signal}"
    );
    c.stop();
}

#[test]
fn completion_offers_keys_tokens_and_labels() {
    let (mut c, _) = Client::opened("User-agent: \nDis\nContent-Usage: \n");
    let labels = |v: &Value| -> Vec<String> {
        v.as_array()
            .unwrap()
            .iter()
            .map(|i| i["label"].as_str().unwrap().to_string())
            .collect()
    };
    let keys = c.at("textDocument/completion", 1, 3);
    assert!(labels(&keys).contains(&"Disallow".to_string()));
    assert!(labels(&keys).contains(&"User-agent".to_string()));
    let tokens = c.at("textDocument/completion", 0, 12);
    let gpt = find_by(&tokens, "label", "GPTBot");
    assert_eq!(gpt["detail"], "GPTBot (OpenAI): AI training");
    let usage = c.at("textDocument/completion", 2, 15);
    assert_eq!(labels(&usage), vec!["train-ai", "search"]);
    c.stop();
}

#[test]
fn code_actions_are_workspace_edits() {
    let (mut c, _) = Client::opened("User-agent: *\nDissallow: /café # x\n");
    let actions = c.request(
        "textDocument/codeAction",
        json!({"textDocument": {"uri": URI}, "range": {"start": {"line": 1, "character": 0}, "end": {"line": 1, "character": 3}}, "context": {"diagnostics": []}}),
    );
    let titles: Vec<&str> = actions
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["title"].as_str().unwrap())
        .collect();
    assert_eq!(
        titles,
        vec![
            "Write 'Disallow' as Google spells it",
            "Percent-encode the path: /caf%C3%A9"
        ]
    );
    let typo = &actions[0];
    assert_eq!(typo["kind"], "quickfix");
    assert_eq!(typo["diagnostics"][0]["code"], "accepted_typo");
    let edit = &typo["edit"]["changes"][URI][0];
    assert_eq!(
        edit["range"],
        json!({"start": {"line": 1, "character": 0}, "end": {"line": 1, "character": 9}})
    );
    assert_eq!(edit["newText"], "Disallow");
    let encode = &actions[1]["edit"]["changes"][URI][0];
    assert_eq!(
        encode["range"],
        json!({"start": {"line": 1, "character": 11}, "end": {"line": 1, "character": 16}})
    );
    c.stop();
}

#[test]
fn check_url_answers_with_the_deciding_line() {
    let (mut c, _) = Client::opened(FILE);
    let answer = c.request(
        "workspace/executeCommand",
        json!({"command": "robots.checkUrl", "arguments": ["Googlebot", "https://example.com/private/x"]}),
    );
    assert_eq!(answer["allowed"], false);
    assert_eq!(answer["line"], 2);
    assert_eq!(
        answer["message"],
        "Googlebot may not fetch https://example.com/private/x; line 2 decides: `Disallow: /private` (8 bytes) is the only rule that matches"
    );
    let shown = c
        .notes
        .iter()
        .find(|n| n.method == "window/showMessage")
        .expect("the answer is shown");
    assert_eq!(shown.params["message"], answer["message"]);
    let err = c
        .call(
            "workspace/executeCommand",
            json!({"command": "robots.checkUrl", "arguments": [" ", "/x"]}),
        )
        .unwrap_err();
    assert!(err.1.starts_with("agent: "), "{err:?}");
    let err = c
        .call(
            "workspace/executeCommand",
            json!({"command": "robots.checkUrl", "arguments": []}),
        )
        .unwrap_err();
    assert!(err.1.contains("two arguments"), "{err:?}");
    c.stop();
}

#[test]
fn the_locale_chooses_the_language_and_readers_add_hints() {
    let mut c = Client::start(Some("nl-BE"), json!({"robots": {"readers": true}}));
    let published = c.open(
        URI,
        "User-agent: *\nDissallow: /private\nDisallow: /*.pdf$\n",
    );
    let d = published["diagnostics"].as_array().unwrap();
    let typo = d.iter().find(|d| d["code"] == "accepted_typo").unwrap();
    assert!(
        typo["message"].as_str().unwrap().contains("spelfout"),
        "{typo}"
    );
    let hints: Vec<&Value> = d.iter().filter(|d| d["severity"] == 4).collect();
    assert!(!hints.is_empty(), "{published}");
    // The other parsers' hints (reader:code), and Lighthouse's on the
    // misspelt key it does not know.
    assert!(hints
        .iter()
        .all(|h| h["code"].as_str().unwrap().contains(':') || h["code"] == "lighthouse_invalid"));
    let hover = hover_text(&c.at("textDocument/hover", 1, 1));
    assert!(hover.contains("Komt overeen met elke URL"), "{hover}");
    // Turned off by the client's settings.
    c.notify(
        "workspace/didChangeConfiguration",
        json!({"settings": {"robots": {"readers": false}}}),
    );
    let published = c.diagnostics(URI);
    assert!(published["diagnostics"]
        .as_array()
        .unwrap()
        .iter()
        .all(|d| d["severity"] != 4));
    c.stop();
}

#[test]
fn an_unknown_request_or_document_is_an_error_not_a_crash() {
    let mut c = Client::start(None, Value::Null);
    let err = c.call("textDocument/definition", json!({})).unwrap_err();
    assert_eq!(err.0, -32601);
    let err = c.at_err();
    assert!(err.1.contains("is not open"), "{err:?}");
    // A position past the end of the text, and bad params.
    c.open(URI, "User-agent: *\n");
    assert_eq!(c.at("textDocument/hover", 99, 99), Value::Null);
    let err = c
        .call("textDocument/hover", json!({"nonsense": 1}))
        .unwrap_err();
    assert_eq!(err.0, -32602);
    c.stop();
}

impl Client {
    fn at_err(&mut self) -> (i32, String) {
        self.call(
            "textDocument/hover",
            json!({"textDocument": {"uri": "file:///nowhere/robots.txt"}, "position": {"line": 0, "character": 0}}),
        )
        .unwrap_err()
    }
}

/// The binary over pipes: Content-Length framing, initialize, a
/// diagnostics push, shutdown and exit with status 0.
#[test]
fn the_binary_serves_stdio() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_robots"))
        .args(["lsp", "--stdio"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let mut send = |v: Value| {
        let body = v.to_string();
        write!(stdin, "Content-Length: {}\r\n\r\n{body}", body.len()).unwrap();
        stdin.flush().unwrap();
    };
    let mut read = || -> Value {
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
        std::io::Read::read_exact(&mut stdout, &mut body).unwrap();
        serde_json::from_slice(&body).unwrap()
    };
    send(
        json!({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}}),
    );
    let init = read();
    assert_eq!(init["result"]["serverInfo"]["name"], "robots");
    send(json!({"jsonrpc": "2.0", "method": "initialized", "params": {}}));
    send(
        json!({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {"uri": URI, "languageId": "robots-txt", "version": 1, "text": "Disalow: /\n"}}}),
    );
    let published = read();
    assert_eq!(published["method"], "textDocument/publishDiagnostics");
    assert_eq!(
        codes(&published["params"]),
        vec![
            ("accepted_typo".into(), 0),
            ("rule_outside_group".into(), 0)
        ]
    );
    send(json!({"jsonrpc": "2.0", "id": 2, "method": "shutdown"}));
    assert_eq!(read()["id"], 2);
    send(json!({"jsonrpc": "2.0", "method": "exit"}));
    drop(stdin);
    assert!(child.wait().unwrap().success());
}

/// The server's own work grows linearly: a document of n lines, each with
/// a diagnostic and characters of 1, 2 and 4 bytes (and UTF-16 surrogate
/// pairs), edited by one notification of n/2 incremental changes, then
/// linted and mapped back to positions; at n and 8n, best of three in
/// this thread's CPU time, the time ratio stays under 16.
#[test]
fn edits_and_diagnostics_grow_linearly() {
    use lsp_types::{Position, Range, TextDocumentContentChangeEvent};
    use robots_cli::lsp::{text::Text, Analysis, Words};

    // The project's one timing rule: this thread's CPU time, best of three.
    let line = "Dissallow: /é😀x\n";
    robots_growth::assert_linear(
        "edits and diagnostics",
        1000,
        |n| line.repeat(n),
        |doc: &String| {
            let n = doc.len() / line.len();
            let mut text = Text::new(doc);
            for i in 0..n / 2 {
                let at = Position::new((i * 2) as u32, 13);
                text.apply(TextDocumentContentChangeEvent {
                    range: Some(Range::new(at, at)),
                    range_length: None,
                    text: "y".into(),
                });
            }
            let analysis = Analysis::new(text.to_string().into_bytes());
            let d = analysis.diagnostics(Words::for_locale(None), false);
            assert!(d.len() >= n);
            let edited = d
                .iter()
                .find(|d| d.range.start.line as usize == n - 2)
                .unwrap();
            assert_eq!(edited.range.end.character, 17);
        },
    );
}

/// A file whose bytes are not UTF-8, shown decoded by the editor: the
/// server reads the bytes as `robots lint` does (`non_utf8`), and the
/// invalid byte is one UTF-16 unit, as the editor shows it.
#[test]
fn a_file_that_is_not_utf8_is_read_as_its_bytes() {
    let dir = std::env::temp_dir().join(format!("robots-lsp-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("robots.txt");
    let bytes = b"User-agent: *\nDisallow: /caf\xe9 x\n";
    std::fs::write(&path, bytes).unwrap();
    let uri = url::Url::from_file_path(&path).unwrap().to_string();
    let mut c = Client::start(None, Value::Null);
    let published = c.open(&uri, &String::from_utf8_lossy(bytes));
    std::fs::remove_dir_all(&dir).unwrap();
    let d = published["diagnostics"].as_array().unwrap();
    let non_utf8 = d
        .iter()
        .find(|d| d["code"] == "non_utf8")
        .expect("non_utf8");
    assert_eq!(
        non_utf8["range"],
        json!({"start": {"line": 1, "character": 0}, "end": {"line": 1, "character": 17}})
    );
    c.stop();
}

/// `robots lsp --stdio` with `input` on its standard input (then closed
/// or left open): its exit status, what it wrote (the frames' bodies) and
/// its standard error, within 20 seconds.
fn binary_with(input: &[u8], close: bool) -> (i32, Vec<Value>, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_robots"))
        .args(["lsp", "--stdio"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(input).unwrap();
    stdin.flush().unwrap();
    // Left open, the server must not wait for the body it was promised.
    let keep = (!close).then_some(stdin);
    let started = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if started.elapsed() > Duration::from_secs(20) {
            child.kill().unwrap();
            panic!("the server still runs after 20 s");
        }
        thread::sleep(Duration::from_millis(20));
    };
    drop(keep);
    let mut out = Vec::new();
    std::io::Read::read_to_end(&mut child.stdout.take().unwrap(), &mut out).unwrap();
    let mut err = String::new();
    std::io::Read::read_to_string(&mut child.stderr.take().unwrap(), &mut err).unwrap();
    let mut bodies = Vec::new();
    let mut rest = &out[..];
    while let Some(m) = robots_cli::lsp::frame::read_body(&mut rest).unwrap() {
        bodies.push(serde_json::from_slice(&m).unwrap());
    }
    (status.code().unwrap(), bodies, err)
}

fn framed(v: &Value) -> Vec<u8> {
    let body = v.to_string();
    format!("Content-Length: {}\r\n\r\n{body}", body.len()).into_bytes()
}

/// A promised length over 64 MiB is refused before anything is allocated
/// or read: the server tells the editor (in its language) and ends, even
/// with the stream left open. 4,000,000,000 once took 2 GB and waited for
/// the body; 100,000,000,000 aborted the process.
#[test]
fn a_message_over_64_mib_ends_the_session_with_a_message() {
    for (length, close) in [("100000000000", true), ("4000000000", false)] {
        let init = json!({"jsonrpc": "2.0", "id": 1, "method": "initialize",
            "params": {"capabilities": {}, "locale": "nl"}});
        let mut input = framed(&init);
        input.extend(format!("Content-Length: {length}\r\n\r\n{{").into_bytes());
        let (code, out, err) = binary_with(&input, close);
        assert_eq!(code, 3, "{err}");
        // The answer to `initialize` and the message, in either order.
        assert_eq!(out.len(), 2, "{out:?}");
        assert!(out
            .iter()
            .any(|m| m["result"]["serverInfo"]["name"] == "robots"));
        let shown = out
            .iter()
            .find(|m| m["method"] == "window/showMessage")
            .unwrap();
        assert_eq!(shown["params"]["type"], 1);
        let said = format!(
            "De editor stuurde een bericht van {length} bytes; de server leest hoogstens 67.108.864 bytes per bericht, dus de sessie stopt"
        );
        assert_eq!(shown["params"]["message"], said.as_str());
        assert_eq!(err, format!("robots lsp: {said}\n"));
    }
    // Before `initialize`, in English; a broken frame says what is wrong.
    let (code, out, err) = binary_with(b"Content-Length: 12\n\n", true);
    assert_eq!(code, 3);
    assert_eq!(
        out[0]["params"]["message"],
        "The editor sent a message the server cannot read (a header line does not end in CRLF), so the session ends"
    );
    assert!(err.contains("does not end in CRLF"), "{err}");
    // A message within the cap is read as before.
    let mut input = framed(
        &json!({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}}),
    );
    input.extend(framed(
        &json!({"jsonrpc": "2.0", "method": "initialized", "params": {}}),
    ));
    input.extend(framed(
        &json!({"jsonrpc": "2.0", "id": 2, "method": "shutdown"}),
    ));
    input.extend(framed(&json!({"jsonrpc": "2.0", "method": "exit"})));
    let (code, out, err) = binary_with(&input, false);
    assert_eq!((code, out.len()), (0, 2), "{err}");
}

/// A document is read from disk (for its exact bytes) only when it is a
/// regular file within Google's 500 KiB: /dev/zero once took 1.47 GB in a
/// second, and a FIFO kept the server waiting for a writer.
#[cfg(unix)]
#[test]
fn only_regular_files_within_googles_limit_are_read_from_disk() {
    let dir = std::env::temp_dir().join(format!("robots-lsp-special-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let fifo = dir.join("fifo.txt");
    let made = Command::new("mkfifo").arg(&fifo).status().unwrap();
    assert!(made.success());
    // Over the limit: the editor's text is used (no non_utf8 from disk).
    let big = dir.join("big.txt");
    let mut bytes = b"User-agent: *\nDisallow: /caf\xe9\n".to_vec();
    bytes.resize(600 * 1024, b'\n');
    std::fs::write(&big, &bytes).unwrap();
    // A link to a small regular file is read.
    let small = dir.join("small.txt");
    std::fs::write(&small, b"User-agent: *\nDisallow: /caf\xe9\n").unwrap();
    let link = dir.join("link.txt");
    std::os::unix::fs::symlink(&small, &link).unwrap();

    let text = "User-agent: *\nDisallow: /caf\u{fffd}\n";
    let mut c = Client::start(None, Value::Null);
    let started = Instant::now();
    for path in [std::path::PathBuf::from("/dev/zero"), fifo.clone()] {
        let uri = url::Url::from_file_path(&path).unwrap().to_string();
        let published = c.open(&uri, text);
        assert!(
            !codes(&published).iter().any(|(code, _)| code == "non_utf8"),
            "{path:?}: {published}"
        );
    }
    assert!(started.elapsed() < Duration::from_secs(10));
    let uri = url::Url::from_file_path(&big).unwrap().to_string();
    let big_text = String::from_utf8_lossy(&bytes).into_owned();
    let published = c.open(&uri, &big_text);
    assert!(!codes(&published).iter().any(|(code, _)| code == "non_utf8"));
    let uri = url::Url::from_file_path(&link).unwrap().to_string();
    let published = c.open(&uri, text);
    assert!(codes(&published).contains(&("non_utf8".to_string(), 1)));
    c.stop();
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Reading frames grows linearly: n messages of varied headers and
/// bodies, and one body of n kilobytes split over reads, at n and 8n.
#[test]
fn frames_are_read_in_linear_time() {
    use robots_cli::lsp::frame;
    let message = |i: usize| {
        let body = json!({"jsonrpc": "2.0", "method": "textDocument/didChange",
            "params": {"text": "Disallow: /x\n".repeat(i % 7)}})
        .to_string();
        format!(
            "Content-Type: application/vscode-jsonrpc; charset=utf-8\r\ncontent-length: {}\r\n\r\n{body}",
            body.len()
        )
    };
    robots_growth::assert_linear(
        "frames",
        2000,
        |n| (0..n).map(message).collect::<String>().into_bytes(),
        |input: &Vec<u8>| {
            let mut r = &input[..];
            let mut count = 0;
            while frame::read(&mut r).unwrap().is_some() {
                count += 1;
            }
            assert!(count >= 2000);
        },
    );
    robots_growth::assert_linear(
        "one long frame",
        400,
        |n| {
            let text = "a".repeat(n * 1024);
            let body =
                json!({"jsonrpc": "2.0", "method": "x", "params": {"text": text}}).to_string();
            format!("Content-Length: {}\r\n\r\n{body}", body.len()).into_bytes()
        },
        |input: &Vec<u8>| {
            // Small reads, as a pipe gives them.
            let mut r = std::io::BufReader::with_capacity(512, &input[..]);
            assert!(frame::read(&mut r).unwrap().is_some());
        },
    );
}

#[test]
fn a_managed_block_is_a_note_and_its_hover_says_whose_lines_they_are() {
    let (mut c, published) = Client::opened("# preamble\n# BEGIN Cloudflare Managed content\nUser-agent: GPTBot\nDisallow: /\n# END Cloudflare Managed Content\nUser-agent: GPTBot\nAllow: /\n");
    assert!(
        codes(&published).contains(&("managed_block".to_string(), 1)),
        "{published}"
    );
    let note = find_by(&published["diagnostics"], "code", "managed_block");
    assert_eq!(note["severity"], 3, "information");
    // The comment line has nothing of its own to say; its note does.
    let hover = hover_text(&c.at("textDocument/hover", 1, 4));
    assert_eq!(
        hover,
        "lines 2–5 are Cloudflare's managed block: the edge adds them, your repository does not hold them. Crawlers read them before your own rules: turn the managed robots.txt off in Cloudflare's dashboard, or write the same rules in your own file"
    );
    assert_eq!(c.at("textDocument/hover", 0, 3), Value::Null);
    c.stop();
}

/// With the readers' hints on, every line Lighthouse 13.5.0's robots.txt
/// audit rejects gets a hint `lighthouse_invalid` over the whole line,
/// quoting Lighthouse's reason, and no other line does.
#[test]
fn lighthouse_rejected_lines_are_hints() {
    let mut c = Client::start(None, json!({"robots": {"readers": true}}));
    let text = "User-agent: *\nContent-Signal: ai-train=no\nLicense: https://e.com/l\nDisallow: /a$b\nSitemap: /s.xml\nAllow: /ok\n";
    let published = c.open(URI, text);
    let notes: Vec<(u64, u64, &str)> = published["diagnostics"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|d| d["code"] == "lighthouse_invalid")
        .map(|d| {
            assert_eq!(d["severity"], 4);
            (
                d["range"]["start"]["line"].as_u64().unwrap(),
                d["range"]["end"]["character"].as_u64().unwrap(),
                d["message"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        notes,
        [
            (2, 24, "Lighthouse 13.5.0 rejects this line (\"Unknown directive\"), so its robots.txt audit fails (\"robots.txt is not valid\")"),
            (3, 14, "Lighthouse 13.5.0 rejects this line (\"\"$\" should only be used at the end of the pattern\"), so its robots.txt audit fails (\"robots.txt is not valid\")"),
            (4, 15, "Lighthouse 13.5.0 rejects this line (\"Invalid sitemap URL\"), so its robots.txt audit fails (\"robots.txt is not valid\")"),
        ]
    );
    c.stop();
    // Without the readers' setting, none.
    let (c, published) = Client::opened(text);
    assert!(!published.to_string().contains("lighthouse_invalid"));
    c.stop();
}

#[test]
fn a_group_that_loses_the_star_groups_ai_lines_gets_them_copied_by_an_edit() {
    let text = "User-agent: *\r\nContent-Signal: ai-train=no\r\nAllow: /\r\n\r\nUser-agent: GPTBot\r\nUser-agent: CCBot\r\nDisallow: /private/\r\n";
    let (mut c, published) = Client::opened(text);
    let lint = find_by(&published["diagnostics"], "code", "signal_not_inherited");
    assert_eq!(lint["range"]["start"]["line"], 4);
    assert_eq!(lint["severity"], 2);
    assert_eq!(
        lint["message"],
        "groups do not inherit: GPTBot, CCBot read this group instead of the * group, so they lose its Content-Signal: ai-train=no"
    );
    // The action on the group's first line: an edit that inserts the line
    // after the group's last User-agent line, with the file's CRLF.
    let actions = c.request(
        "textDocument/codeAction",
        json!({"textDocument": {"uri": URI}, "range": {"start": {"line": 4, "character": 0}, "end": {"line": 4, "character": 0}}, "context": {"diagnostics": []}}),
    );
    let fix = find_by(
        &actions,
        "title",
        "Copy the * group's AI lines into this group",
    );
    assert_eq!(fix["kind"], "quickfix");
    assert_eq!(fix["diagnostics"][0]["code"], "signal_not_inherited");
    assert_eq!(
        fix["edit"]["changes"][URI],
        json!([{"range": {"start": {"line": 6, "character": 0}, "end": {"line": 6, "character": 0}}, "newText": "Content-Signal: ai-train=no\r\n"}])
    );
    // Applied, the lint goes.
    c.notify(
        "textDocument/didChange",
        json!({"textDocument": {"uri": URI, "version": 2}, "contentChanges": [{"range": fix["edit"]["changes"][URI][0]["range"], "text": "Content-Signal: ai-train=no\r\n"}]}),
    );
    let after = c.diagnostics(URI);
    assert!(
        !codes(&after)
            .iter()
            .any(|(c, _)| c == "signal_not_inherited"),
        "{after}"
    );
    // Not offered on another line.
    let elsewhere = c.request(
        "textDocument/codeAction",
        json!({"textDocument": {"uri": URI}, "range": {"start": {"line": 6, "character": 0}, "end": {"line": 6, "character": 0}}, "context": {"diagnostics": []}}),
    );
    assert!(!elsewhere.to_string().contains("AI lines"), "{elsewhere}");
    c.stop();
}
