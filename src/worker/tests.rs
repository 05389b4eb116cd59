//! The worker's side, natively: requests as the page encodes them, answered
//! as the worker does, against what the page computes on its own thread.

use super::*;
use crate::model::export::{write_file, Kind, Source};
use crate::model::import::read_list;
use crate::model::inputs::{CrawlerCol, UrlRow};
use crate::model::other_parsers::KNOWN;
use crate::model::parsed::{count, Parsed};
use crate::model::policy::Intent;
use crate::model::results::Results;
use crate::model::{
    check_all, check_verdicts, crawler_cols, status_rule_at, url_rows, FETCH_CHOICES,
};
use crate::wire::answer::Answer;
use crate::wire::part::Op;
use crate::wire::protocol::{
    crawlers_of, CheckRequest, ExportRequest, FileSide, Reply, Request, RequestKind, SentFile,
};

const ROBOTS: &str =
    "User-agent: Googlebot\nDisallow: /private\n\nUser-agent: *\nDisallow: /\nAllow: /public\n";

/// A grid of `n` of [`urls`] by these crawlers: the list, its crawler
/// columns and its rows, as the page makes them.
fn grid(n: usize, agents: &[&str]) -> (String, Vec<CrawlerCol>, Vec<UrlRow>) {
    let list = urls(n);
    let agents: Vec<String> = agents.iter().map(|a| a.to_string()).collect();
    let rows = url_rows(&list);
    (list, crawler_cols(&agents, &[]), rows)
}

fn urls(n: usize) -> String {
    (0..n)
        .map(|i| match i % 4 {
            0 => format!("/private/{i}"),
            1 => format!("/public/{i}"),
            2 => format!("https://e.com/other/{i}"),
            _ => "mailto:x@y.z".to_string(),
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The files of an edit as the page sends them: each side's bytes and the
/// page's parse of them (a parse by Google's reading, on the page's side).
struct Sent {
    robots: (String, Vec<u8>),
    before: Option<(String, Vec<u8>)>,
}

impl Sent {
    fn request(&self) -> Request<'_> {
        fn file((body, parse): &(String, Vec<u8>)) -> FileSide<'_> {
            FileSide::Sent(SentFile {
                body: body.as_bytes(),
                parse: parse.as_slice(),
            })
        }
        Request::Files {
            robots: file(&self.robots),
            before: self.before.as_ref().map(file),
        }
    }
}

fn files(robots: &str, before: Option<&str>) -> Sent {
    let side = |text: &str| (text.to_string(), Parsed::new(text).robots.to_wire());
    Sent {
        robots: side(robots),
        before: before.map(side),
    }
}

/// A check of `agents` (each its own token).
fn check<'a>(
    generation: u32,
    urls: Option<&'a str>,
    agents: &[&'a str],
    quiet: bool,
) -> Request<'a> {
    Request::Check(CheckRequest {
        generation,
        fetch: 0,
        urls,
        crawlers: agents.iter().map(|&a| (a, a)).collect(),
        quiet,
    })
}

/// Sends a request as the page does (encoded), handled as the worker does.
fn send(session: &mut Session, request: &Request) -> Option<Reply> {
    session
        .handle(Request::read(&request.encode()).expect("a request the worker reads"))
        .map(|r| Reply::decode(r.encode()).expect("a well-formed reply"))
}

/// Sends a request answered with an id, as [`send`]: its id and the
/// answer as the page's client decodes it.
fn ask(session: &mut Session, request: &Request) -> (u32, Answer) {
    match send(session, request) {
        Some(Reply::Answer {
            id,
            answer: Some(answer),
        }) => (id, answer),
        other => panic!("not an answer: {other:?}"),
    }
}

/// Runs the check under way to the end: the progress before the first
/// results, and the results sent.
fn run(session: &mut Session) -> (Vec<Reply>, Vec<Reply>) {
    let (mut progress, mut results) = (Vec::new(), Vec::new());
    while let Some(reply) = session.checker.step(300) {
        let reply = Reply::decode(reply.encode()).expect("a well-formed reply");
        match reply {
            Reply::Progress { .. } if results.is_empty() => progress.push(reply),
            Reply::Progress { .. } => {}
            _ => results.push(reply),
        }
    }
    (progress, results)
}

/// The reply with every mark cleared.
fn unmarked(r: &Reply) -> Reply {
    match r {
        Reply::Results {
            generation,
            results,
            before,
        } => {
            let clear = |r: &Results| Results {
                cols: r.cols,
                cells: r.cells.iter().map(|c| c & !0xfc).collect(),
            };
            Reply::Results {
                generation: *generation,
                results: clear(results),
                before: before.as_ref().map(clear),
            }
        }
        other => other.clone(),
    }
}

#[test]
fn a_check_over_the_wire_equals_checking_on_the_main_thread() {
    let agents = ["Googlebot", "Bingbot/2.0"];
    let (list, cols, rows) = grid(1000, &agents);
    for fetch in 0..FETCH_CHOICES.len() {
        let mut session = Session::default();
        assert_eq!(send(&mut session, &files(ROBOTS, None).request()), None);
        // The crawler as typed and its token, as the page sends them.
        let req = Request::Check(CheckRequest {
            generation: 7,
            fetch,
            urls: Some(&list),
            crawlers: crawlers_of(&cols),
            quiet: false,
        });
        assert_eq!(send(&mut session, &req), None);
        let (progress, results) = run(&mut session);
        let want = check_all(&Parsed::new(ROBOTS), &rows, &cols, status_rule_at(fetch));
        // The verdicts first, then the same with the marks (none when a
        // fetch result decides: then the verdicts stand).
        let first = results.first().expect("the verdicts");
        let last = results.last().expect("the marks");
        assert_eq!(results.len(), if want.has_marks() { 2 } else { 1 });
        assert_eq!(*first, unmarked(last));
        assert_eq!(
            *last,
            Reply::Results {
                generation: 7,
                results: want,
                before: None
            }
        );
        assert_eq!(progress.len(), 1000 / 300);
        assert_eq!(
            progress[0],
            Reply::Progress {
                generation: 7,
                done: 300,
                total: 1000
            }
        );
        assert_eq!(session.checker.step(300), None);
    }
}

#[test]
fn a_quiet_check_answers_only_with_marks() {
    // A small grid: the page has the verdicts; the worker sends nothing of
    // them back, only results that carry other parsers' marks.
    let agents = ["Googlebot", "Bingbot"];
    let (list, cols, rows) = grid(40, &agents);
    let before = "User-agent: *\nDisallow:\n";
    let (now, was) = (Parsed::new(ROBOTS), Parsed::new(before));
    let mut session = Session::default();
    send(&mut session, &files(ROBOTS, Some(before)).request());
    send(&mut session, &check(3, Some(&list), &agents, true));
    let (_, results) = run(&mut session);
    // One answer: the verdicts with the marks.
    let marked = check_all(&now, &rows, &cols, None);
    assert!(marked.has_marks());
    assert_eq!(
        results,
        [Reply::Results {
            generation: 3,
            results: marked,
            before: Some(check_all(&was, &rows, &cols, None)),
        }]
    );
    // Where every reader agrees there is nothing to add: no answer to a
    // quiet check, and only the verdicts to a check that is not.
    let plain = "User-agent: *\nDisallow: /private/\n";
    let verdicts = check_verdicts(&Parsed::new(plain), &rows, &cols, None);
    send(&mut session, &files(plain, None).request());
    send(&mut session, &check(5, None, &agents, true));
    assert_eq!(run(&mut session).1, []);
    send(&mut session, &check(6, None, &agents, false));
    assert_eq!(
        run(&mut session).1,
        [Reply::Results {
            generation: 6,
            results: verdicts,
            before: None
        }]
    );
}

#[test]
fn compare_mode_checks_both_files_and_the_list_is_kept_between_checks() {
    let list = urls(10);
    let mut session = Session::default();
    let before = "User-agent: *\nDisallow:\n";
    send(&mut session, &files(ROBOTS, Some(before)).request());
    send(&mut session, &check(1, Some(&list), &["Googlebot"], false));
    let (progress, results) = run(&mut session);
    // Halfway: the edited file checked, the "before" one next.
    assert_eq!(
        progress,
        [Reply::Progress {
            generation: 1,
            done: 10,
            total: 20
        }]
    );
    let rows = url_rows(&list);
    let cols = crawler_cols(&["Googlebot".into()], &[]);
    let after = check_all(&Parsed::new(ROBOTS), &rows, &cols, None);
    let was = check_all(&Parsed::new(before), &rows, &cols, None);
    assert_ne!(after, was);
    assert_eq!(
        results.last(),
        Some(&Reply::Results {
            generation: 1,
            results: after,
            before: Some(was.clone())
        })
    );
    // The next edit: no list sent, the previous one holds.
    send(&mut session, &files(before, None).request());
    send(&mut session, &check(2, None, &["Googlebot"], false));
    let Some(Reply::Results { results, .. }) = run(&mut session).1.pop() else {
        panic!("results");
    };
    assert_eq!(results, was);
    assert_eq!(results.rows(), 10);
}

#[test]
fn a_newer_request_abandons_the_check_and_requests_need_the_files() {
    let list = urls(1000);
    let mut session = Session::default();
    // No files yet: refused, so that the page checks on its own.
    assert_eq!(
        send(&mut session, &check(1, Some(&list), &["a"], false)),
        Some(Reply::Refused {
            kind: Some(RequestKind::Check),
            id: 1
        })
    );
    send(&mut session, &files(ROBOTS, None).request());
    send(&mut session, &check(1, Some(&list), &["a"], false));
    assert!(matches!(
        session.checker.step(10),
        Some(Reply::Progress { generation: 1, .. })
    ));
    assert_eq!(session.checker.running(), Some(1));
    session.checker.cancel();
    assert_eq!(session.checker.step(10), None);
    // Garbage is answered.
    assert_eq!(
        Request::read(b"\x01").err().map(|r| *r),
        Some(Reply::Refused { kind: None, id: 0 })
    );
}

/// The page's requests for one paused edit (the files `sent`, the whole
/// list's check, the active cell's readers, the lints, the "Crawlers by
/// purpose" view, an export), as it sends them.
fn edit(session: &mut Session, sent: &Sent, generation: u32, list: &str) {
    assert_eq!(send(session, &sent.request()), None);
    edit_requests(session, generation, list);
}

/// A check of `list` against the files held, run to its last reply.
fn send_check(session: &mut Session, generation: u32, list: &str) -> Option<Reply> {
    assert_eq!(
        send(
            session,
            &check(generation, Some(list), &["Googlebot"], false)
        ),
        None
    );
    run(session).1.pop()
}

/// The requests of [`edit`] after the files.
fn edit_requests(session: &mut Session, generation: u32, list: &str) {
    assert_eq!(
        send(
            session,
            &check(generation, Some(list), &["Googlebot", "Bingbot"], false)
        ),
        None
    );
    // The verdicts, then (where another reader differs) the marks.
    assert!(!run(session).1.is_empty());
    let other_parsers = Request::OtherParsers {
        id: generation,
        fetch: 0,
        url: "/public/x",
        crawler: ("Bingbot", "Bingbot"),
    };
    assert!(matches!(
        ask(session, &other_parsers).1,
        Answer::Cell { .. }
    ));
    let lint = Request::Lint { id: generation + 1 };
    assert!(matches!(ask(session, &lint).1, Answer::Lints(_)));
    let policy = Request::Policy {
        id: generation + 2,
        choice: Some(1),
        urls: list,
    };
    assert!(matches!(ask(session, &policy).1, Answer::Part(_)));
    let export = Request::Export(ExportRequest {
        id: generation + 3,
        kind: Kind::Csv,
        fetch: 0,
        urls: list,
        crawlers: vec![("Googlebot", "Googlebot")],
        shown: vec![0, 1],
    });
    assert!(matches!(ask(session, &export).1, Answer::Text(_)));
}

/// One edit, one parse a side: Google's reading once, on the page's side
/// (the worker reads the page's parse back), and the other parsers once,
/// in the worker, whatever asks (the check, its marks, the cell's rows,
/// the usage preferences, the lints, the view by purpose, an export);
/// another cell asks nothing anew.
#[test]
fn an_edit_is_parsed_once_a_side() {
    let list = urls(30);
    let mut session = Session::default();
    count::take();
    let sent = files(ROBOTS, None);
    assert_eq!(count::take(), (1, 0), "the page's parse");
    edit(&mut session, &sent, 1, &list);
    assert_eq!(
        count::take(),
        (0, 1),
        "in the worker: (Google's parses, the other readers')"
    );
    // The list too: the check and the export read it once between them,
    // and a sitemap summary of it reads it no more.
    assert_eq!(session.list.reads, 1);
    let summary = Request::Sitemap(crate::wire::protocol::SitemapRequest {
        id: 50,
        fetch: 0,
        urls: &list,
        crawlers: vec![("Googlebot", "Googlebot")],
        site: "",
        name: "sitemap.xml",
    });
    send(&mut session, &summary);
    assert_eq!(session.list.reads, 1);
    // Another list is read.
    send(
        &mut session,
        &check(2, Some("/other"), &["Googlebot"], false),
    );
    assert_eq!(session.list.reads, 2);
    // Compare mode: two sides, each once.
    let sent = files(ROBOTS, Some("User-agent: *\nDisallow: /x\n"));
    assert_eq!(count::take(), (2, 0));
    edit(&mut session, &sent, 5, &list);
    assert_eq!(count::take(), (0, 2));
    // Another cell of the same files: no parse.
    let other = Request::OtherParsers {
        id: 9,
        fetch: 0,
        url: "/private/y",
        crawler: ("Googlebot", "Googlebot"),
    };
    send(&mut session, &other);
    assert_eq!(count::take(), (0, 0));
    // An edit of the edited file in compare mode: the "before" file, which
    // the worker holds, is kept with its parses, not sent again.
    let edited = files("User-agent: *\nDisallow: /private\n", None);
    let (body, parse) = &edited.robots;
    let kept = Request::Files {
        robots: FileSide::Sent(SentFile {
            body: body.as_bytes(),
            parse,
        }),
        before: Some(FileSide::Kept),
    };
    count::take();
    assert_eq!(send(&mut session, &kept), None);
    edit_requests(&mut session, 7, &list);
    assert_eq!(
        count::take(),
        (0, 1),
        "the edited side only, by the readers"
    );
    let Some(Reply::Results {
        results,
        before: Some(before),
        ..
    }) = send_check(&mut session, 8, &list)
    else {
        panic!("results of both files");
    };
    // /private/0: blocked by the edited file, allowed by the "before" one
    // (sent earlier, `Disallow: /x`).
    let verdict = |r: &Results| r.get(0, 0).map(|c| c.allowed);
    assert_eq!(
        (verdict(&results), verdict(&before)),
        (Some(false), Some(true))
    );
    // A side to keep that the worker does not hold: the files are dropped
    // and the requests that need them refused (the page checks on its own).
    let mut fresh = Session::default();
    assert_eq!(send(&mut fresh, &kept), None);
    assert!(matches!(
        send(&mut fresh, &check(1, Some(&list), &["a"], false)),
        Some(Reply::Refused { .. })
    ));
    // Files whose parse is damaged are still answered, from a parse of
    // their own (the only case the worker reads a file by Google's rules).
    let mut damaged = files(ROBOTS, None);
    damaged.robots.1.truncate(3);
    count::take();
    edit(&mut session, &damaged, 11, &list);
    assert_eq!(count::take(), (1, 1));
}

#[test]
fn reader_rows_round_trip_and_show_urllib_first_match() {
    let robots = "User-agent: *\nDisallow: /a\nAllow: /a/b\n";
    let url = "https://e.com/a/b";
    let crawler = ("Googlebot", "Googlebot");
    let mut session = Session::default();
    send(&mut session, &files(robots, None).request());
    let req = Request::OtherParsers {
        id: 4,
        fetch: 0,
        url,
        crawler,
    };
    let (4, Answer::Cell { readers, .. }) = ask(&mut session, &req) else {
        panic!("a cell");
    };
    let part = readers.expect("a part");
    let sent = files(robots, None);
    let Request::Files {
        robots: FileSide::Sent(file),
        ..
    } = sent.request()
    else {
        unreachable!()
    };
    let side = Side::new(file);
    let rows = tasks::cell_lines(&side, url, crawler, 0).unwrap();
    let names: Vec<&str> = rows.iter().map(|r| r.reader.name()).collect();
    assert_eq!(
        names,
        ["urllib", "protego", "robots-parser", "urllib-rfc9309"]
    );
    // urllib reads the first matching rule: line 2 blocks.
    let first = &rows[0];
    assert_eq!(
        (
            first.verdict,
            first.line,
            first.differs,
            first.code.as_str()
        ),
        (Some(false), 2, true, "first_match")
    );
    assert_eq!(
        first.reason,
        "reads the first matching rule: line 2 `Disallow: /a` comes before the longer `Allow: /a/b` (line 3)"
    );
    assert!(!rows[1].differs);
    assert_eq!(part, render::other_parsers::part(&rows, None));
    assert_eq!((part.now, part.before), (KNOWN | 1, 0));
    assert!(part.ops().contains(&Op::Text(&rows[0].reason)));
    // In compare mode, against a "before" file that urllib reads as
    // Google does: its row is marked as changed by the edit.
    let was = "User-agent: *\nAllow: /a/b\nDisallow: /a\n";
    send(&mut session, &files(robots, Some(was)).request());
    let (_, Answer::Cell { readers, .. }) = ask(&mut session, &req) else {
        panic!("a cell");
    };
    let part = readers.expect("a part");
    assert_eq!((part.now, part.before), (KNOWN | 1, KNOWN));
    assert!(part.ops().contains(&Op::Attr("data-changed", "true")));
    // A URL that cannot be tested: no part.
    let files_now = Files {
        now: side.clone(),
        before: None,
    };
    assert_eq!(
        tasks::other_parsers_part(&files_now, "not a url at all", crawler, 0),
        None
    );
    // A fetch result that replaces the rules decides for every reader.
    let s503 = (0..FETCH_CHOICES.len())
        .find(|&i| status_rule_at(i).is_some_and(|s| !s.allowed))
        .unwrap_or(0);
    assert_ne!(s503, 0);
    let rows = tasks::cell_lines(&side, url, crawler, s503).unwrap();
    assert!(rows.iter().all(|r| r.code == "status" && !r.differs));
    // The usage preferences' part comes with it.
    let file = "User-agent: *\nContent-Usage: train-ai=n\n";
    send(&mut session, &files(file, None).request());
    let (_, Answer::Cell { usage, .. }) = ask(&mut session, &req) else {
        panic!("a cell");
    };
    let usage = usage.expect("the usage preferences");
    assert!(usage.ops().contains(&Op::Attr("data-pref", "disallow")));
}

#[test]
fn an_export_over_the_wire_equals_writing_it_on_the_main_thread() {
    let list = urls(50);
    let cols = crawler_cols(
        &[
            "Googlebot".into(),
            "Mozilla/5.0 (compatible; Bingbot/2.0)".into(),
        ],
        &[],
    );
    let rows = url_rows(&list);
    let shown = vec![3, 1, 2, 40, 0];
    for kind in [Kind::Csv, Kind::Json] {
        for fetch in [0, 3] {
            let req = Request::Export(ExportRequest {
                id: 9,
                kind,
                fetch,
                urls: &list,
                crawlers: crawlers_of(&cols),
                shown: shown.clone(),
            });
            let mut session = Session::default();
            // Against the files of the edit: none yet, refused.
            assert!(matches!(
                send(&mut session, &req),
                Some(Reply::Refused { id: 9, .. })
            ));
            send(&mut session, &files(ROBOTS, None).request());
            let (9, Answer::Text(got)) = ask(&mut session, &req) else {
                panic!("a file");
            };
            let parsed = Parsed::new(ROBOTS);
            let source = Source {
                parsed: &parsed,
                rows: &rows,
                cols: &cols,
                status: status_rule_at(fetch),
            };
            assert_eq!(got, write_file(kind, source, &shown));
            // Five rows × two crawlers, the crawler as typed.
            assert_eq!(
                got.matches("Mozilla/5.0 (compatible; Bingbot/2.0)").count(),
                5
            );
        }
    }
}

#[test]
fn an_import_over_the_wire_equals_reading_it_on_the_main_thread() {
    let files: [(&str, &[u8]); 4] = [
        ("urls.txt", b"/a\n\n/b\r\n"),
        (
            "crawl.csv",
            b"Address,Status\nhttps://e.com/x,200\n\"https://e.com/y,z\",404\n",
        ),
        (
            "sitemap.xml",
            b"<urlset><url><loc>https://e.com/s</loc></url></urlset>",
        ),
        ("odd.tsv", b"\xff\tcol\n/q\t1\n"),
    ];
    for (name, bytes) in files {
        let req = Request::Import { id: 3, name, bytes };
        let (3, Answer::Import(list)) = ask(&mut Session::default(), &req) else {
            panic!("a list");
        };
        let want = read_list(name, &String::from_utf8_lossy(bytes));
        assert_eq!(list.text, want.text());
        assert_eq!(list.count, want.urls.len());
        assert_eq!(list.format, want.format);
    }
}

#[test]
fn policy_and_intent_requests_are_answered() {
    let policy = Request::Policy {
        id: 5,
        choice: None,
        urls: "/a\n/b",
    };
    let mut session = Session::default();
    assert!(matches!(
        send(&mut session, &policy),
        Some(Reply::Refused { id: 5, .. })
    ));
    send(
        &mut session,
        &files("User-agent: GPTBot\nDisallow: /\n", None).request(),
    );
    let (5, Answer::Part(part)) = ask(&mut session, &policy) else {
        panic!("a part");
    };
    assert!(part.ops().contains(&Op::Attr("data-token", "GPTBot")));
    let intent = Request::Intent {
        id: 6,
        intent: Intent::BlockAi,
        text: "User-agent: *\nAllow: /\n",
    };
    let (6, Answer::Intent { targets, text: new }) = ask(&mut Session::default(), &intent) else {
        panic!("an intent");
    };
    let has = |t: &str| targets.iter().any(|x| x == t);
    assert!(has("GPTBot") && has("ChatGPT-User"));
    assert!(new.starts_with("User-agent: *\nAllow: /\n\n# Every AI crawler"));
}

#[test]
fn the_ai_lints_go_to_the_page_and_back() {
    let robots = "User-agent: *\nDisallow: /cart\nDisallow: /account\n\nUser-agent: GPTBot\nAllow: /\nContent-Usage: train-ai=maybe\n";
    let mut session = Session::default();
    send(&mut session, &files(robots, None).request());
    let lint = Request::Lint { id: 7 };
    let (7, Answer::Lints(lints)) = ask(&mut session, &lint) else {
        panic!("the lints");
    };
    let seen: Vec<(u32, &str)> = lints.iter().map(|e| (e.line, &e.code[..])).collect();
    assert_eq!(seen, [(5, "group_replaces_star"), (7, "usage_unparsed")]);
    assert!(lints[0].message.contains("/cart"), "{}", lints[0].message);
    assert!(
        lints[1].message.contains("train-ai"),
        "{}",
        lints[1].message
    );
    // Merged into the page's diagnostics, after each line's own.
    let parsed = Parsed::new(robots);
    let d = crate::model::diagnostics(&parsed.robots, None, &lints);
    let codes: Vec<(u32, &str)> = d.shown.iter().map(|e| (e.line, &e.code[..])).collect();
    assert!(
        codes.contains(&(5, "group_replaces_star")) && codes.contains(&(7, "usage_unparsed")),
        "{codes:?}"
    );
    assert_eq!(d.mark(5), Some(robots::Severity::Warning));
}

#[test]
fn a_managed_block_is_noted_on_its_begin_line() {
    // The note reads the comment lines, which the parse sent to the worker
    // does not hold: the worker reads them from the file's bytes.
    let robots = "# preamble\n# BEGIN Cloudflare Managed content\nUser-agent: CCBot\nDisallow: /\n# END Cloudflare Managed Content\nUser-agent: *\nAllow: /\n";
    let mut session = Session::default();
    send(&mut session, &files(robots, None).request());
    let (_, Answer::Lints(lints)) = ask(&mut session, &Request::Lint { id: 3 }) else {
        panic!("the lints");
    };
    let seen: Vec<(u32, &str, robots::Severity)> = lints
        .iter()
        .map(|e| (e.line, &e.code[..], e.severity))
        .collect();
    assert_eq!(seen, [(2, "managed_block", robots::Severity::Info)]);
    assert!(
        lints[0]
            .message
            .starts_with("lines 2–5 are Cloudflare's managed block: the edge adds them, your repository does not hold them"),
        "{}",
        lints[0].message
    );
}

#[test]
fn marks_are_read_in_slices() {
    let list = urls(1000);
    let (p, rows) = (Parsed::new(ROBOTS), url_rows(&list));
    let cols = crawler_cols(&["Googlebot".into(), "Bingbot".into()], &[]);
    let mut sliced = check_verdicts(&p, &rows, &cols, None);
    let other_parsers = crate::model::other_parsers::parse_others(&p.body);
    let mut marks = check::MarkJob::new(rows.len());
    let mut steps = 0;
    while !marks.step(&other_parsers, &rows, &cols, None, &mut sliced, 37) {
        steps += 1;
    }
    assert_eq!(steps, (1000 - 1) / check::MARK_ROWS_PER_STEP);
    assert_eq!(sliced, check_all(&p, &rows, &cols, None));
}

#[test]
fn the_language_is_sent_once_and_kept_for_the_answers_after_it() {
    let robots = "User-agent: *\nDisallow: /cart\n\nUser-agent: GPTBot\nAllow: /\n";
    let mut session = Session::default();
    send(&mut session, &files(robots, None).request());
    let lint = |session: &mut Session| {
        let (_, Answer::Lints(lints)) = ask(session, &Request::Lint { id: 1 }) else {
            panic!("the lints");
        };
        lints[0].message.clone()
    };
    let english = lint(&mut session);
    let dutch = Request::Language {
        lang: "nl",
        messages: include_str!("../../i18n/nl.ftl"),
    };
    // Not answered: kept.
    assert_eq!(send(&mut session, &dutch), None);
    let first = lint(&mut session);
    assert_ne!(first, english, "worded in Dutch");
    // Later requests carry no language: still Dutch.
    assert_eq!(lint(&mut session), first);
    let back = Request::Language {
        lang: "en",
        messages: "",
    };
    assert_eq!(send(&mut session, &back), None);
    assert_eq!(lint(&mut session), english);
}

#[test]
fn a_sitemap_summary_counts_the_sites_urls_and_lists_the_others_apart() {
    use crate::wire::protocol::SitemapRequest;
    // The site is the file's own Sitemap: line's; one URL of the list is
    // on another host, one is a bare path (taken to be on the site).
    let robots = "Sitemap: https://e.com/sitemap.xml\nUser-agent: *\nDisallow: /a\nDisallow: /b\n";
    let mut session = Session::default();
    send(&mut session, &files(robots, None).request());
    let urls = "https://e.com/a1\nhttps://e.com/a2\nhttps://e.com/b\n/c\nhttps://o.com/a3\n";
    let summary = |session: &mut Session, site: &'static str| {
        let req = Request::Sitemap(SitemapRequest {
            id: 7,
            fetch: 0,
            urls,
            crawlers: vec![("Googlebot", "Googlebot")],
            site,
            name: "sitemap.xml",
        });
        let (7, Answer::Part(part)) = ask(session, &req) else {
            panic!("a part");
        };
        part
    };
    let part = summary(&mut session, "");
    let texts = part.texts();
    assert!(
        texts.contains(&"Googlebot: 3 of 4 sitemap URLs blocked"),
        "{texts:?}"
    );
    assert!(texts.contains(&"line 3 `Disallow: /a` blocks 2 sitemap URLs"));
    assert!(texts.contains(&"line 4 `Disallow: /b` blocks 1 sitemap URL"));
    assert!(texts.contains(&"Counted on https://e.com, the site of this file's Sitemap: lines."));
    assert!(texts.contains(&"https://o.com/a3"));
    assert!(part
        .ops()
        .contains(&Op::Attr("data-testid", "sitemap-other-host")));
    assert!(part.ops().contains(&Op::Attr("data-count", "1")));
    // The site given wins: now the URLs of e.com are the other host's.
    let part = summary(&mut session, "https://o.com/");
    assert!(part
        .ops()
        .contains(&Op::Text("Googlebot: 1 of 2 sitemap URLs blocked")));
    assert!(part.ops().contains(&Op::Attr("data-count", "3")));
}

#[test]
fn a_sitemap_summary_lists_the_most_blocking_lines_and_counts_the_rest() {
    use crate::wire::protocol::SitemapRequest;
    // 60 lines, each blocking one URL but the first, which blocks two.
    let mut robots = String::from("User-agent: *\nDisallow: /a\n");
    let mut urls = String::from("/a1\n/a2\n");
    for i in 0..59 {
        robots.push_str(&format!("Disallow: /p{i}$\n"));
        urls.push_str(&format!("/p{i}\n"));
    }
    let mut session = Session::default();
    send(&mut session, &files(&robots, None).request());
    let req = Request::Sitemap(SitemapRequest {
        id: 2,
        fetch: 0,
        urls: &urls,
        crawlers: vec![("Googlebot", "Googlebot")],
        site: "",
        name: "sitemap.txt",
    });
    let (_, Answer::Part(part)) = ask(&mut session, &req) else {
        panic!("a part");
    };
    let buttons = part.hooks("sitemap-line");
    assert_eq!(buttons, 50);
    assert!(part
        .ops()
        .contains(&Op::Text("Googlebot: 61 of 61 sitemap URLs blocked")));
    assert!(part
        .ops()
        .contains(&Op::Text("line 2 `Disallow: /a` blocks 2 sitemap URLs")));
    assert!(part
        .ops()
        .contains(&Op::Text("and 10 more lines, blocking 10 sitemap URLs")));
}

/// Which requests the session answers at once: every one with an id or a
/// generation that it can serve, and a refusal for those it cannot; the
/// files, the language and a stop are kept, not answered (the page waits
/// for none of them), and a check answers through its steps.
#[test]
fn every_request_with_an_id_is_answered() {
    let mut session = Session::default();
    // Without files, what needs them is refused, never left unanswered.
    let lint = Request::Lint { id: 4 };
    assert_eq!(
        send(&mut session, &lint),
        Some(Reply::Refused {
            kind: Some(RequestKind::Lint),
            id: 4
        })
    );
    let sent = files(ROBOTS, None);
    let kept = [
        sent.request(),
        Request::Language {
            lang: "en",
            messages: "",
        },
        Request::TrafficStop { id: 9 },
    ];
    for request in &kept {
        assert_eq!(send(&mut session, request), None, "{request:?}");
    }
    assert!(matches!(ask(&mut session, &lint), (4, Answer::Lints(_))));
    // An audit comes with its logs beside it, streamed by the binary: in
    // the session alone it is refused, not dropped.
    let traffic = Request::Traffic {
        id: 5,
        logs: 0,
        lists: vec![],
    };
    assert_eq!(
        send(&mut session, &traffic),
        Some(Reply::Refused {
            kind: Some(RequestKind::Traffic),
            id: 5
        })
    );
    // A check answers by its steps.
    assert_eq!(
        send(&mut session, &check(3, Some("/a"), &["a"], false)),
        None
    );
    assert!(session.checker.step(100).is_some());
}
