//! Helpers shared by the test files: running `robots` (as a process or
//! in-process), temporary files, and a local HTTP server.
#![allow(dead_code)]

use std::io::{BufRead, BufReader, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::Duration;

/// A shop's robots.txt, which the expectation tests (text and SARIF) check.
pub const SHOP_ROBOTS: &str = "\
User-agent: *
Disallow: /checkout
Allow: /products/

User-agent: GPTBot
Disallow: /
";

/// The string `key` of each object of a JSON array.
pub fn strings<'a>(array: &'a serde_json::Value, key: &str) -> Vec<&'a str> {
    array
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o[key].as_str().unwrap())
        .collect()
}

/// The first object of a JSON array whose `key` is `value`; panics
/// naming what it looked for when there is none.
pub fn find_by<'a>(array: &'a serde_json::Value, key: &str, value: &str) -> &'a serde_json::Value {
    array
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o[key] == value)
        .unwrap_or_else(|| panic!("no {key} {value:?} in {array}"))
}

/// Runs the built binary, with no proxy settings from the environment.
pub fn robots(args: &[&str], stdin: Option<&str>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_robots"))
        .args(args)
        .env_remove("HTTP_PROXY")
        .env_remove("http_proxy")
        .env_remove("HTTPS_PROXY")
        .env_remove("https_proxy")
        .env_remove("ALL_PROXY")
        .env_remove("all_proxy")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("robots runs");
    let mut pipe = child.stdin.take().unwrap();
    if let Some(input) = stdin {
        pipe.write_all(input.as_bytes()).unwrap();
    }
    drop(pipe);
    child.wait_with_output().unwrap()
}

/// `robots ranges update --dir OUT EXTRA…`, the lists (and key
/// directories) from `base`, with no proxy.
pub fn ranges_update(base: &str, out: &Path, extra: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_robots"))
        .args(["ranges", "update", "--dir", out.to_str().unwrap()])
        .args(extra)
        .env("ROBOTS_RANGES_BASE", base)
        .env_remove("HTTP_PROXY")
        .env_remove("http_proxy")
        .output()
        .unwrap()
}

/// Asserts that `text` says each of `said`, naming the first it lacks.
pub fn says_all(text: &str, said: &[&str]) {
    for s in said {
        assert!(text.contains(s), "{s:?} not in: {text}");
    }
}

/// Asserts that the run `o` exited with `status` and that its standard
/// error says each of `said`.
pub fn exits_saying(o: &Output, status: i32, said: &[&str]) {
    let stderr = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(status), "{stderr}");
    says_all(&stderr, said);
}

pub fn code(o: &Output) -> i32 {
    o.status.code().expect("exited")
}

pub fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).unwrap()
}

pub fn stderr(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).unwrap()
}

/// What an in-process run returned.
#[derive(Debug)]
pub struct Run {
    pub code: u8,
    pub stdout: String,
    pub stderr: String,
}

/// Runs `robots ARGS` in this process (no spawn): for many quick cases.
pub fn run(args: &[&str], stdin: &str) -> Run {
    let mut input = stdin.as_bytes();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = robots_cli::run_args(
        args,
        &mut robots_cli::Io {
            stdin: &mut input,
            stdout: &mut out,
            stderr: &mut err,
        },
    );
    Run {
        code,
        stdout: String::from_utf8(out).unwrap(),
        stderr: String::from_utf8(err).unwrap(),
    }
}

/// `robots audit LOG --robots ROBOTS --ranges RANGES EXTRA…`, in process.
pub fn audit(log: &str, robots: &str, ranges: &str, extra: &[&str]) -> Run {
    let args = ["audit", log, "--robots", robots, "--ranges", ranges];
    run(&[&args[..], extra].concat(), "")
}

/// A fresh directory for one test, under the system's temporary directory.
pub fn temp_dir(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("robots-cli-{}-{test}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Writes `body` to `dir/name` and returns the path as a string.
pub fn write(dir: &Path, name: &str, body: impl AsRef<[u8]>) -> String {
    let path = dir.join(name);
    std::fs::write(&path, body).unwrap();
    path.to_string_lossy().into_owned()
}

/// How the local server answers one path.
#[derive(Clone, Debug)]
pub enum Reply {
    /// Status, extra headers, body.
    Status(u16, Vec<(String, String)>, Vec<u8>),
    /// Accept the connection, read the request, never answer.
    Hang,
}

pub fn ok(body: impl Into<Vec<u8>>) -> Reply {
    Reply::Status(200, Vec::new(), body.into())
}

pub fn status(code: u16, body: impl Into<Vec<u8>>) -> Reply {
    Reply::Status(code, Vec::new(), body.into())
}

pub fn redirect(code: u16, location: &str) -> Reply {
    Reply::Status(code, vec![("Location".into(), location.into())], Vec::new())
}

/// A one-route-table HTTP/1.1 server on 127.0.0.1, in a thread, for one
/// test (a route ending in `*` answers every path it starts). It answers each connection once (`Connection: close`), records
/// every request line and User-Agent, and stops when dropped.
pub struct Server {
    pub addr: SocketAddr,
    pub requests: Arc<Mutex<Vec<String>>>,
    pub user_agents: Arc<Mutex<Vec<String>>>,
    stop: Arc<AtomicBool>,
}

impl Server {
    pub fn start(routes: Vec<(&str, Reply)>) -> Server {
        let routes: Vec<(String, Reply)> = routes
            .into_iter()
            .map(|(p, r)| (p.to_string(), r))
            .collect();
        Server::start_with(|_| routes)
    }

    /// [`Server::start`] with routes made knowing the server's
    /// `http://host:port` (for bodies that name it, compressed or not).
    pub fn start_with(make: impl FnOnce(&str) -> Vec<(String, Reply)>) -> Server {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let addr = listener.local_addr().unwrap();
        // `{base}` in a header stands for this server's `http://host:port`.
        let base = format!("http://{addr}");
        let routes: Vec<(String, Reply)> = make(&base)
            .into_iter()
            .map(|(p, r)| {
                let r = match r {
                    Reply::Status(code, headers, body) => Reply::Status(
                        code,
                        headers
                            .into_iter()
                            .map(|(n, v)| (n, v.replace("{base}", &base)))
                            .collect(),
                        body,
                    ),
                    hang => hang,
                };
                (p, r)
            })
            .collect();
        let requests = Arc::new(Mutex::new(Vec::new()));
        let user_agents = Arc::new(Mutex::new(Vec::new()));
        let stop = Arc::new(AtomicBool::new(false));
        let (reqs, uas, halt) = (requests.clone(), user_agents.clone(), stop.clone());
        thread::spawn(move || {
            // Bounded: a test makes a handful of requests.
            let served = AtomicUsize::new(0);
            for stream in listener.incoming() {
                if halt.load(Ordering::SeqCst) || served.fetch_add(1, Ordering::SeqCst) > 100 {
                    break;
                }
                let Ok(stream) = stream else { continue };
                let routes = routes.clone();
                let (reqs, uas, halt) = (reqs.clone(), uas.clone(), halt.clone());
                thread::spawn(move || serve(stream, &routes, &reqs, &uas, &halt));
            }
        });
        Server {
            addr,
            requests,
            user_agents,
            stop,
        }
    }

    pub fn url(&self, path: &str) -> String {
        format!("http://{}{path}", self.addr)
    }

    pub fn requests(&self) -> Vec<String> {
        self.requests.lock().unwrap().clone()
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
        // Wake the accept loop so that it sees the flag.
        let _ = TcpStream::connect(self.addr);
    }
}

fn serve(
    stream: TcpStream,
    routes: &[(String, Reply)],
    requests: &Mutex<Vec<String>>,
    user_agents: &Mutex<Vec<String>>,
    stop: &AtomicBool,
) {
    let _ = stream.set_read_timeout(Some(Duration::from_secs(5)));
    let mut reader = BufReader::new(stream.try_clone().unwrap());
    let mut request_line = String::new();
    if reader.read_line(&mut request_line).unwrap_or(0) == 0 {
        return;
    }
    loop {
        let mut header = String::new();
        if reader.read_line(&mut header).unwrap_or(0) == 0 || header.trim().is_empty() {
            break;
        }
        if let Some((name, value)) = header.split_once(':') {
            if name.eq_ignore_ascii_case("user-agent") {
                user_agents.lock().unwrap().push(value.trim().to_string());
            }
        }
    }
    let request_line = request_line.trim().to_string();
    requests.lock().unwrap().push(request_line.clone());
    let path = request_line.split(' ').nth(1).unwrap_or("");
    let reply = routes
        .iter()
        .find(|(p, _)| match p.strip_suffix('*') {
            Some(prefix) => path.starts_with(prefix),
            None => p == path,
        })
        .map(|(_, r)| r.clone())
        .unwrap_or_else(|| status(404, "not found"));
    let mut stream = stream;
    match reply {
        Reply::Hang => {
            // Hold the connection open, answering nothing, until the test
            // ends (at most 10 s).
            for _ in 0..100 {
                if stop.load(Ordering::SeqCst) {
                    break;
                }
                thread::sleep(Duration::from_millis(100));
            }
        }
        Reply::Status(code, headers, body) => {
            let mut head = format!(
                "HTTP/1.1 {code} Whatever\r\nContent-Length: {}\r\nConnection: close\r\n",
                body.len()
            );
            for (name, value) in headers {
                head.push_str(&format!("{name}: {value}\r\n"));
            }
            head.push_str("\r\n");
            // The client may stop reading a long body: ignore write errors.
            let _ = stream.write_all(head.as_bytes());
            let _ = stream.write_all(&body);
            let _ = stream.flush();
        }
    }
}
