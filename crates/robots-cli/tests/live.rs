//! Live robots.txt: fetched from a local server exactly as Google fetches
//! it (SPEC §8). Every server here listens on 127.0.0.1 and is started by
//! the test itself.

mod common;

use std::io::Write;
use std::net::TcpListener;
use std::time::{Duration, Instant};

use common::{code, ok, redirect, robots, status, stderr, stdout, temp_dir, Reply, Server};
use serde_json::Value;

const RULES: &str = "User-agent: *\nDisallow: /private\n";

/// `robots check URL --agent Googlebot --url /private/x --url /public`.
fn check(url: &str, extra: &[&str]) -> std::process::Output {
    let mut args = vec![
        "check",
        url,
        "--agent",
        "Googlebot",
        "--url",
        "/private/x",
        "--url",
        "/public",
    ];
    args.extend(extra);
    robots(&args, None)
}

fn json_lines(o: &std::process::Output) -> Vec<Value> {
    stdout(o)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

/// `check` at `url`, whose rules apply: /private/x disallowed by line 2,
/// /public allowed.
fn check_rules_apply(url: &str) -> std::process::Output {
    let o = check(url, &[]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    assert_eq!(
        stdout(&o),
        "DISALLOWED\t2\tGooglebot\t/private/x\nALLOWED\t0\tGooglebot\t/public\n"
    );
    o
}

#[test]
fn status_200_applies_the_rules() {
    let server = Server::start(vec![("/robots.txt", ok(RULES))]);
    let url = server.url("/robots.txt");
    let o = check_rules_apply(&url);
    assert_eq!(
        stderr(&o),
        format!("robots: {url} → 200 OK (33 bytes): rules apply\n")
    );
    let o = check(&url, &["--json"]);
    let v = &json_lines(&o)[0];
    assert_eq!(v["allowed"], false);
    assert_eq!(v["line"], 2);
    assert_eq!(v["fetch"]["status"], 200);
    assert_eq!(v["fetch"]["redirects"], 0);
    assert_eq!(v["fetch"]["final_url"], url.as_str());
    assert_eq!(v["fetch"]["bytes"], RULES.len());
    assert_eq!(v["fetch"]["outcome"], "rules");
    assert!(v["fetch"].get("error").is_none());
    // One GET per check run, naming the tool.
    assert_eq!(server.requests(), ["GET /robots.txt HTTP/1.1"; 2]);
    let agents = server.user_agents.lock().unwrap().clone();
    assert!(
        agents.iter().all(|a| a.starts_with("robots-tester-cli/")),
        "{agents:?}"
    );
}

#[test]
fn a_bom_and_crlf_are_read_as_google_does() {
    let server = Server::start(vec![(
        "/robots.txt",
        ok("\u{feff}User-agent: *\r\nDisallow: /private\r\n"),
    )]);
    let o = check(&server.url("/robots.txt"), &[]);
    assert_eq!(code(&o), 0);
    assert!(stdout(&o).starts_with("DISALLOWED\t2\tGooglebot\t/private/x\n"));
    // `fetch` gives the body exactly as received.
    let o = robots(&["fetch", &server.url("/robots.txt")], None);
    assert_eq!(code(&o), 0);
    assert_eq!(
        o.stdout,
        "\u{feff}User-agent: *\r\nDisallow: /private\r\n".as_bytes()
    );
}

#[test]
fn only_the_first_500_kib_are_read() {
    // Rules at the start, padding, and a rule that starts past byte 512,000.
    let mut body = b"User-agent: *\nDisallow: /private\n".to_vec();
    while body.len() < 511_990 {
        body.extend_from_slice(b"# padding padding padding padding padding\n");
    }
    body.resize(512_000, b'#');
    body.extend_from_slice(b"\nDisallow: /public\n");
    body.extend(std::iter::repeat_n(b'#', 100_000));
    let server = Server::start(vec![("/robots.txt", ok(body.clone()))]);
    let url = server.url("/robots.txt");
    let o = check_rules_apply(&url);
    assert!(
        stderr(&o).contains("→ 200 OK (512,000 bytes, cut at Google's 500 KiB limit): rules apply"),
        "{}",
        stderr(&o)
    );
    // Raw mode has no limit of its own, but the fetch never reads further.
    assert!(stdout(&check(&url, &["--raw"])).ends_with("ALLOWED\t0\tGooglebot\t/public\n"));
    let dir = temp_dir("live-limit");
    let saved = dir.join("robots.txt");
    let o = robots(&["fetch", &url, "-o", saved.to_str().unwrap()], None);
    assert_eq!(code(&o), 0);
    assert_eq!(o.stdout, b"");
    assert_eq!(std::fs::read(&saved).unwrap(), &body[..512_000]);
    let v = &json_lines(&check(&url, &["--json"]))[0]["fetch"];
    assert_eq!(
        (v["bytes"].as_u64(), v["truncated"].as_bool()),
        (Some(512_000), Some(true))
    );
}

#[test]
fn redirects_are_followed_up_to_five() {
    let server = Server::start(vec![
        ("/robots.txt", redirect(301, "/moved/robots.txt")),
        (
            "/moved/robots.txt",
            redirect(302, "{base}/final/robots.txt"),
        ),
        ("/final/robots.txt", ok(RULES)),
    ]);
    let o = check(&server.url("/robots.txt"), &["--json"]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let final_url = server.url("/final/robots.txt");
    assert_eq!(
        stderr(&o),
        format!("robots: {final_url} → 200 OK after 2 redirects (33 bytes): rules apply\n")
    );
    let v = &json_lines(&o)[0];
    assert_eq!(
        (v["allowed"].as_bool(), v["line"].as_u64()),
        (Some(false), Some(2))
    );
    assert_eq!(v["fetch"]["redirects"], 2);
    assert_eq!(v["fetch"]["final_url"], final_url.as_str());
    assert_eq!(v["fetch"]["url"], server.url("/robots.txt").as_str());
    assert_eq!(
        server.requests(),
        [
            "GET /robots.txt HTTP/1.1",
            "GET /moved/robots.txt HTTP/1.1",
            "GET /final/robots.txt HTTP/1.1"
        ]
    );
}

/// `check` output and JSON when the fetch result replaces the rules: every
/// verdict is `allowed`, line 0, and the reason says why.
fn assert_replaced(o: &std::process::Output, allowed: bool) {
    let word = if allowed { "ALLOWED" } else { "DISALLOWED" };
    assert_eq!(
        stdout(o),
        format!("{word}\t0\tGooglebot\t/private/x\n{word}\t0\tGooglebot\t/public\n"),
        "{}",
        stderr(o)
    );
    assert_eq!(code(o), 0);
}

fn assert_replaced_json(o: &std::process::Output, allowed: bool) -> Value {
    let v = json_lines(o).remove(0);
    assert_eq!(v["allowed"], allowed);
    assert_eq!(v["line"], 0);
    assert_eq!(
        v["reason"],
        if allowed { "allow_all" } else { "disallow_all" }
    );
    assert_eq!(v["rule"], Value::Null);
    assert!(v["explanation"]
        .as_str()
        .unwrap()
        .starts_with("The fetch result replaces the rules: "));
    assert_eq!(
        v["fetch"]["outcome"],
        if allowed { "allow_all" } else { "disallow_all" }
    );
    v
}

#[test]
fn more_than_five_redirects_or_a_loop_allow_everything() {
    let mut routes = Vec::new();
    let paths: Vec<String> = (0..=6).map(|i| format!("/r{i}/robots.txt")).collect();
    for i in 0..6 {
        routes.push((paths[i].as_str(), redirect(301, &paths[i + 1])));
    }
    routes.push((paths[6].as_str(), ok("User-agent: *\nDisallow: /\n")));
    let server = Server::start(routes);
    let o = check(&server.url("/r0/robots.txt"), &[]);
    assert_replaced(&o, true);
    assert_eq!(
        stderr(&o),
        format!(
            "robots: warning: {} is not /robots.txt at the root of its host: crawlers only ever read that one (fetched as given)\n\
             robots: {} → 301 Moved Permanently, a redirect past the 5 Google follows: everything allowed (treated as 404)\n",
            server.url("/r0/robots.txt"),
            server.url("/r5/robots.txt"),
        )
    );
    // Six requests: the sixth redirect is not followed.
    assert_eq!(server.requests().len(), 6);
    let v = assert_replaced_json(&check(&server.url("/r0/robots.txt"), &["--json"]), true);
    assert_eq!(
        (
            v["fetch"]["status"].as_u64(),
            v["fetch"]["redirects"].as_u64()
        ),
        (Some(301), Some(6))
    );
    assert_eq!(v["fetch"]["redirect_problem"], "too_many");

    // Five redirects are fine.
    let o = check(&server.url("/r1/robots.txt"), &[]);
    assert!(stdout(&o).starts_with("DISALLOWED\t2\t"), "{}", stderr(&o));
    assert!(stderr(&o).contains("→ 200 OK after 5 redirects (26 bytes): rules apply"));

    let server = Server::start(vec![
        ("/robots.txt", redirect(301, "/b/robots.txt")),
        ("/b/robots.txt", redirect(302, "{base}/robots.txt")),
    ]);
    let o = check(&server.url("/robots.txt"), &[]);
    assert_replaced(&o, true);
    assert_eq!(
        stderr(&o),
        format!(
            "robots: {} → 302 Found, a redirect loop after 2 redirects: everything allowed (treated as 404)\n",
            server.url("/b/robots.txt")
        )
    );
    assert_eq!(server.requests().len(), 2, "no request twice");
    let v = assert_replaced_json(&check(&server.url("/robots.txt"), &["--json"]), true);
    assert_eq!(v["fetch"]["redirect_problem"], "loop");
}

#[test]
fn client_errors_allow_everything() {
    let body = "User-agent: *\nDisallow: /\n";
    let server = Server::start(vec![
        ("/401", status(401, body)),
        ("/403", status(403, body)),
        ("/404", status(404, body)),
        ("/410", status(410, body)),
    ]);
    for (code_, reason) in [
        (401, "Unauthorized"),
        (403, "Forbidden"),
        (404, "Not Found"),
        (410, "Gone"),
    ] {
        let url = server.url(&format!("/{code_}"));
        let o = check(&url, &["--json"]);
        let v = assert_replaced_json(&o, true);
        assert_eq!(v["fetch"]["status"], code_);
        assert_eq!(v["fetch"]["bytes"], 0, "an error body is not read");
        assert!(
            stderr(&o).ends_with(&format!(
                "robots: {url} → {code_} {reason}: everything allowed (no valid robots.txt)\n"
            )),
            "{}",
            stderr(&o)
        );
        assert_replaced(&check(&url, &[]), true);
        // `fetch` prints nothing and exits 5.
        let f = robots(&["fetch", &url], None);
        assert_eq!((code(&f), f.stdout.len()), (5, 0));
    }
}

#[test]
fn too_many_requests_and_server_errors_disallow_everything() {
    let server = Server::start(vec![
        ("/429", status(429, "slow down")),
        ("/500", status(500, "oops")),
        ("/503", status(503, "later")),
    ]);
    for (code_, reason) in [
        (429, "Too Many Requests"),
        (500, "Internal Server Error"),
        (503, "Service Unavailable"),
    ] {
        let url = server.url(&format!("/{code_}"));
        let o = check(&url, &[]);
        assert_replaced(&o, false);
        assert!(
            stderr(&o).ends_with(&format!(
                "robots: {url} → {code_} {reason}: everything disallowed (Google retries later)\n"
            )),
            "{}",
            stderr(&o)
        );
        let v = assert_replaced_json(&check(&url, &["--json"]), false);
        assert_eq!(v["fetch"]["status"], code_);
        assert_eq!(code(&robots(&["fetch", &url], None)), 5);
    }
}

#[test]
fn network_errors_disallow_everything() {
    // Connection refused: a port that was just free.
    let port = TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let url = format!("http://127.0.0.1:{port}/robots.txt");
    let o = check(&url, &[]);
    assert_replaced(&o, false);
    assert!(
        stderr(&o).starts_with(&format!("robots: {url} → network error (")),
        "{}",
        stderr(&o)
    );
    assert!(stderr(&o).ends_with("): everything disallowed (Google retries later)\n"));
    let v = assert_replaced_json(&check(&url, &["--json"]), false);
    assert_eq!(v["fetch"]["status"], Value::Null);
    assert!(!v["fetch"]["error"].as_str().unwrap().is_empty());

    // A TLS failure: https:// to a server that answers in plain HTTP.
    let plain = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = plain.local_addr().unwrap().port();
    std::thread::spawn(move || {
        if let Ok((mut stream, _)) = plain.accept() {
            let _ = stream.write_all(b"HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n");
        }
    });
    let url = format!("https://127.0.0.1:{port}/robots.txt");
    let o = check(&url, &["--json"]);
    let v = assert_replaced_json(&o, false);
    assert_eq!(v["fetch"]["status"], Value::Null);
    assert!(
        stderr(&o).starts_with(&format!("robots: {url} → network error (")),
        "{}",
        stderr(&o)
    );

    // A server that never answers: the total timeout ends it.
    let server = Server::start(vec![("/robots.txt", Reply::Hang)]);
    let start = Instant::now();
    let o = check(&server.url("/robots.txt"), &["--timeout", "1"]);
    assert!(
        start.elapsed() < Duration::from_secs(5),
        "{:?}",
        start.elapsed()
    );
    assert_replaced(&o, false);
    assert!(
        stderr(&o).contains("network error (timeout"),
        "{}",
        stderr(&o)
    );
    assert_eq!(
        code(&robots(
            &["fetch", &server.url("/robots.txt"), "--timeout", "0.5"],
            None
        )),
        5
    );
}

#[test]
fn every_command_takes_a_url() {
    let server = Server::start(vec![
        ("/robots.txt", ok(RULES)),
        (
            "/typo/robots.txt",
            ok("User-agent: *\nDissallow: /x\nDisallow /y\n"),
        ),
        ("/gone/robots.txt", status(404, "")),
    ]);
    let url = server.url("/robots.txt");
    // diff: BEFORE a URL whose result allows everything, AFTER the live file.
    let o = robots(
        &[
            "diff",
            &server.url("/gone/robots.txt"),
            &url,
            "-a",
            "Googlebot",
            "-u",
            "/private",
            "--json",
        ],
        None,
    );
    assert_eq!(code(&o), 1, "{}", stderr(&o));
    let v = &json_lines(&o)[0];
    assert_eq!(v["change"], "newly-blocked");
    assert_eq!(v["before"]["reason"], "allow_all");
    assert_eq!(v["before"]["fetch"]["status"], 404);
    assert_eq!(v["after"]["fetch"]["status"], 200);
    // test
    let dir = temp_dir("live-commands");
    let exp = dir.join("expectations.txt");
    std::fs::write(
        &exp,
        "disallowed Googlebot /private\nallowed Googlebot /private\n",
    )
    .unwrap();
    let o = robots(&["test", &url, exp.to_str().unwrap()], None);
    assert_eq!(code(&o), 1);
    assert!(
        stdout(&o).contains(&format!("    {url} line 2: Disallow: /private\n")),
        "{}",
        stdout(&o)
    );
    assert!(stdout(&o).ends_with("1 passed, 1 failed\n"));
    let o = robots(
        &[
            "test",
            &server.url("/gone/robots.txt"),
            exp.to_str().unwrap(),
        ],
        None,
    );
    assert!(
        stdout(&o).contains("404 Not Found: everything allowed"),
        "{}",
        stdout(&o)
    );
    // lint
    let o = robots(&["lint", &server.url("/typo/robots.txt")], None);
    assert!(
        stdout(&o).contains("2\twarning\taccepted_typo\t"),
        "{}",
        stdout(&o)
    );
    let o = robots(&["lint", &server.url("/gone/robots.txt")], None);
    assert_eq!((code(&o), stdout(&o).as_str()), (0, ""));
    assert!(stderr(&o).contains("nothing to lint"));
    // fetch: not a URL, or a file that cannot be written.
    assert_eq!(code(&robots(&["fetch", "robots.txt"], None)), 2);
    assert_eq!(
        code(&robots(
            &["fetch", &url, "-o", "/nonexistent/dir/robots.txt"],
            None
        )),
        3
    );
}

/// Another origin on this machine: a server on 127.0.0.2 that answers
/// one request with `RULES` (and says which request line it got), or is
/// only listened on, to check that nothing connects.
fn inside() -> Option<TcpListener> {
    match TcpListener::bind("127.0.0.2:0") {
        Ok(l) => Some(l),
        Err(_) => {
            eprintln!("127.0.0.2 cannot be listened on here: skipped");
            None
        }
    }
}

/// A server on 127.0.0.1 whose `/robots.txt` redirects (302) to `path`
/// on [`inside`]'s listener: the listener, the redirect's target and the
/// server.
fn redirecting_inside(path: &str) -> Option<(TcpListener, String, Server)> {
    let listener = inside()?;
    let target = format!("http://{}{path}", listener.local_addr().unwrap());
    let server = Server::start(vec![("/robots.txt", redirect(302, &target))]);
    Some((listener, target, server))
}

/// The bounds of the fetches made in process here.
fn limits() -> robots_cli::fetch::Limits {
    robots_cli::fetch::Limits {
        connect: Duration::from_secs(5),
        total: Duration::from_secs(10),
    }
}

fn answer_once(listener: TcpListener) -> std::thread::JoinHandle<String> {
    std::thread::spawn(move || {
        let (mut stream, _) = listener.accept().unwrap();
        let mut request = Vec::new();
        let mut byte = [0u8; 1];
        while !request.ends_with(b"\r\n\r\n") {
            if std::io::Read::read(&mut stream, &mut byte).unwrap() == 0 {
                break;
            }
            request.push(byte[0]);
        }
        let body = RULES.as_bytes();
        write!(
            stream,
            "HTTP/1.1 200 OK\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
            body.len()
        )
        .unwrap();
        stream.write_all(body).unwrap();
        String::from_utf8_lossy(&request)
            .lines()
            .next()
            .unwrap_or("")
            .to_string()
    })
}

/// Only the origin typed may be local: a redirect from it to another
/// origin on this machine (127.0.0.2) is refused, and nothing connects
/// there; with `--allow-private` it is followed.
#[test]
fn a_redirect_to_another_local_origin_is_refused() {
    use robots_cli::fetch::{self, LocalKind, Policy};

    let Some((listener, target, server)) = redirecting_inside("/robots.txt") else {
        return;
    };
    listener.set_nonblocking(true).unwrap();
    let limits = limits();
    let given = server.url("/robots.txt");
    let refused = fetch::fetch(&given, limits).expect_err("the redirect is refused");
    assert_eq!(refused.kind, LocalKind::Loopback);
    assert_eq!(refused.address.to_string(), "127.0.0.2");
    assert_eq!(refused.from.as_deref(), Some(given.as_str()));
    // The command says why, from the catalogue, and exits 3 (unreadable).
    let o = robots(&["fetch", &given], None);
    assert_eq!(code(&o), 3, "{}", stderr(&o));
    let origin = server.url("");
    assert!(
        stderr(&o).contains(&format!(
            "refused to follow the redirect from {given} to {target}: 127.0.0.2 is a loopback \
             address (this machine), and only {origin}, the address given, may be one \
             (--allow-private lifts this)"
        )),
        "{}",
        stderr(&o)
    );
    assert_eq!(stdout(&o), "");
    assert_eq!(
        server.requests(),
        ["GET /robots.txt HTTP/1.1", "GET /robots.txt HTTP/1.1"]
    );
    assert!(listener.accept().is_err(), "nothing connected to 127.0.0.2");

    // With --allow-private the same redirect is followed.
    listener.set_nonblocking(false).unwrap();
    let answer = answer_once(listener);
    let url = url::Url::parse(&given).unwrap();
    let fetched = fetch::fetch_with(&given, limits, &Policy::new(&url, true)).expect("followed");
    assert_eq!(answer.join().unwrap(), "GET /robots.txt HTTP/1.1");
    assert_eq!(fetched.report.redirects, 1);
    assert_eq!(fetched.report.final_url, target);
    assert_eq!(fetched.body, RULES.as_bytes());
    // And by the command.
    let Some((listener, _, server)) = redirecting_inside("/robots.txt") else {
        return;
    };
    let answer = answer_once(listener);
    let o = robots(
        &["fetch", &server.url("/robots.txt"), "--allow-private"],
        None,
    );
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    assert_eq!(stdout(&o), RULES);
    assert_eq!(answer.join().unwrap(), "GET /robots.txt HTTP/1.1");
}

/// A public site may not redirect into this machine: the policy's
/// resolver says the site's name is a public address's (203.0.113.10 is
/// a documentation address, so a name resolving there is refused too: the
/// name used here stands for 93.184.215.14, which no request goes to), and
/// the redirect points at 127.0.0.2, where nothing may connect.
#[test]
fn a_public_host_may_not_redirect_into_the_local_network() {
    use robots_cli::fetch::{self, LocalKind, Policy};

    let Some((listener, target, server)) = redirecting_inside("/latest/") else {
        return;
    };
    listener.set_nonblocking(true).unwrap();
    let port = server.addr.port();
    // `public.test` is the server on 127.0.0.1 for the connection, but the
    // policy judges the name given as the person's own: only the redirect
    // is judged, by its address.
    let given = format!("http://public.test:{port}/robots.txt");
    let policy =
        Policy::new(&url::Url::parse(&given).unwrap(), false).resolving_with(
            |name, _| match name {
                "public.test" => Ok(vec!["127.0.0.1".parse().unwrap()]),
                _ => Err(std::io::Error::other("not in this test")),
            },
        );
    let limits = limits();
    let refused = fetch::fetch_with(&given, limits, &policy).expect_err("refused");
    assert_eq!(refused.kind, LocalKind::Loopback);
    assert_eq!(refused.to, target);
    assert_eq!(server.requests(), ["GET /robots.txt HTTP/1.1"]);
    assert!(listener.accept().is_err(), "nothing connected to 127.0.0.2");
}

/// The name is resolved once per request: the connection goes to the
/// address judged, not to a second answer (DNS rebinding). This resolver
/// answers 127.0.0.1 (the server) the first time and 127.0.0.2 after.
#[test]
fn the_address_judged_is_the_address_connected_to() {
    use robots_cli::fetch::{self, Policy};
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::Arc;

    let Some(listener) = inside() else { return };
    listener.set_nonblocking(true).unwrap();
    let server = Server::start(vec![("/robots.txt", ok(RULES))]);
    let port = server.addr.port();
    let calls = Arc::new(AtomicUsize::new(0));
    let counted = calls.clone();
    let other = listener.local_addr().unwrap().ip();
    let given = format!("http://rebind.test:{port}/robots.txt");
    let policy =
        Policy::new(&url::Url::parse(&given).unwrap(), false).resolving_with(move |_, _| {
            let first = counted.fetch_add(1, Ordering::SeqCst) == 0;
            Ok(vec![if first {
                "127.0.0.1".parse().unwrap()
            } else {
                other
            }])
        });
    let limits = limits();
    let fetched = fetch::fetch_with(&given, limits, &policy).expect("fetched");
    assert_eq!(fetched.report.status, Some(200));
    assert_eq!(fetched.body, RULES.as_bytes());
    assert_eq!(calls.load(Ordering::SeqCst), 1, "resolved once");
    assert_eq!(server.requests(), ["GET /robots.txt HTTP/1.1"]);
    assert!(listener.accept().is_err(), "nothing connected to 127.0.0.2");
}
