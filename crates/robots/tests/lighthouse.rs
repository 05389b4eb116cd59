//! The engine's reading of Lighthouse's robots.txt audit against the real
//! audit's answers: `tests/lighthouse/lighthouse-13.5.0.json`, written by
//! `scripts/lighthouse-robots.mjs` from `lighthouse@13.5.0` run on 560 real
//! robots.txt files and the cases of the issue. Lighthouse is not needed
//! here: its answers are the fixture.

use robots::readers::{lighthouse_errors, LIGHTHOUSE_VERSION};
use serde_json::Value;

fn fixture() -> Value {
    let text = include_str!("lighthouse/lighthouse-13.5.0.json");
    serde_json::from_str(text).unwrap()
}

#[test]
fn every_file_gets_the_lines_and_reasons_lighthouse_gives() {
    let doc = fixture();
    assert_eq!(doc["lighthouse"], LIGHTHOUSE_VERSION);
    let files = doc["files"].as_array().unwrap();
    let real = files
        .iter()
        .filter(|f| !f["name"].as_str().unwrap().starts_with("case-"))
        .count();
    assert!(real >= 500, "{real} real files");
    let mut wrong = Vec::new();
    let (mut failing, mut rejected) = (0, 0);
    for f in files {
        let name = f["name"].as_str().unwrap();
        let body = f["body"].as_str().unwrap();
        let want: Vec<(u32, String)> = f["errors"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| {
                (
                    e["line"].as_u64().unwrap() as u32,
                    e["message"].as_str().unwrap().to_string(),
                )
            })
            .collect();
        let got: Vec<(u32, String)> = lighthouse_errors(body.as_bytes())
            .into_iter()
            .map(|e| (e.line, e.reason.text().to_string()))
            .collect();
        // The audit passes exactly when no line is rejected.
        assert_eq!(f["score"] == 1, want.is_empty(), "{name}");
        failing += usize::from(!want.is_empty());
        rejected += want.len();
        if got != want {
            wrong.push(format!("{name}: Lighthouse {want:?}, engine {got:?}"));
        }
    }
    assert!(
        wrong.is_empty(),
        "{} files differ:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
    // The fixture holds failures of every kind, not only passes.
    assert!(failing >= 30 && rejected >= 200, "{failing} {rejected}");
    let all = files
        .iter()
        .flat_map(|f| f["errors"].as_array().unwrap())
        .map(|e| e["message"].as_str().unwrap())
        .collect::<std::collections::BTreeSet<_>>();
    assert_eq!(all.len(), 7, "{all:?}");
}
