//! Every other reader of untrusted input, in one binary (one build): the
//! first byte chooses what the rest is handed to.
//!
//! * 0 — the other readers (urllib, Protego, robots-parser): the rest split
//!   at 0xFF bytes into (robots.txt, agent, URL, robots URL); each reader's
//!   check and explanation beside Google's, and (files up to 16 KiB) the
//!   per-line differences.
//! * 1 — an expectations file: parsed; a list that parses is written back
//!   and must read back the same.
//! * 2 — a permalink: the rest as a link fragment (`#s=1.…`), and as
//!   the inflated payload the decoder reads.
//! * 3 — a URL list file (plain, CSV, TSV, sitemap XML), named by the next
//!   byte: read as the checking worker reads it, and handed over the wire
//!   format the page decodes, which must give the same list.
//!
//! Any panic or hang is a bug; so is an assertion below failing.
//!
//! The page's model and its messages are compiled in from `src/` by path:
//! they are pure (no leptos, no web-sys), and depending on the page's crate
//! would build its whole UI with the fuzzing instrumentation.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[allow(dead_code, unused_imports)]
#[path = "../../src/i18n/mod.rs"]
mod i18n;
#[allow(dead_code, unused_imports)]
#[path = "../../src/model/mod.rs"]
mod model;
// The page reads an imported list from the worker's answer.
// (`answer.rs` reads its parts from `super::part`, here the crate root.)
#[allow(dead_code)]
#[path = "../../src/wire/answer.rs"]
mod answer;
#[allow(dead_code)]
#[path = "../../src/wire/part.rs"]
mod part;

use model::{import, permalink};

const NAMES: [&str; 6] = [
    "urls.txt",
    "crawl.csv",
    "crawl.tsv",
    "sitemap.xml",
    "list.json",
    "no-extension",
];

fuzz_target!(|data: &[u8]| {
    let Some((&which, rest)) = data.split_first() else {
        return;
    };
    match which % 4 {
        0 => readers(rest),
        1 => expectations(rest),
        2 => link(rest),
        _ => list(rest),
    }
});

fn readers(data: &[u8]) {
    let mut parts = data.splitn(4, |&b| b == 0xFF);
    let body = parts.next().unwrap_or_default();
    let agent = String::from_utf8_lossy(parts.next().unwrap_or_default()).into_owned();
    let url = String::from_utf8_lossy(parts.next().unwrap_or_default()).into_owned();
    let robots_url = parts
        .next()
        .map(|b| String::from_utf8_lossy(b).into_owned());
    let google = robots::RobotsTxt::parse(body);
    let readers = robots::readers::Readers::parse(body);
    for compared in readers.compare(&google, &agent, &url, robots_url.as_deref()) {
        let _ = compared.sentence.len();
    }
    // The per-line differences probe every line with many checks: on
    // files up to 16 KiB, so that a run stays quick.
    if body.len() <= 16 * 1024 {
        for d in robots::readers::line_differences(&google, &readers) {
            let _ = d.sentence.len();
        }
    }
}

fn expectations(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    match robots::expect::parse(&text) {
        Ok(list) => {
            let written = robots::expect::format(&list);
            let again = robots::expect::parse(&written)
                .unwrap_or_else(|e| panic!("a list written back does not read: {e:?}\n{written}"));
            assert_eq!(list.len(), again.len());
            for (a, b) in list.iter().zip(&again) {
                assert_eq!(
                    (&a.agent, &a.url, a.allowed),
                    (&b.agent, &b.url, b.allowed),
                    "written back differently:\n{written}"
                );
            }
        }
        Err(errors) => {
            for e in errors {
                let _ = e.to_string();
            }
        }
    }
}

fn link(data: &[u8]) {
    let fragment = String::from_utf8_lossy(data);
    let _ = permalink::decode(&fragment);
    let _ = permalink::decode(&format!("s=1.{fragment}"));
    if let Ok(snapshot) = permalink::from_payload(data) {
        // What was read is written and read again.
        let payload = permalink::to_payload(&snapshot);
        let _ = permalink::from_payload(&payload);
    }
    let _ = permalink::unpacked(Some(data.to_vec()));
}

fn list(data: &[u8]) {
    let Some((&name, bytes)) = data.split_first() else {
        return;
    };
    let name = NAMES[name as usize % NAMES.len()];
    let sent = answer::Answer::Import(import::import_file(name, bytes)).encode();
    let Some(answer::Answer::Import(decoded)) = answer::Answer::decode(&sent) else {
        panic!("the wire format reads back");
    };
    let read = import::read_list(name, &String::from_utf8_lossy(bytes));
    assert_eq!(decoded.text, read.text(), "the list changed over the wire");
    assert_eq!(decoded.count, read.urls.len());
}
