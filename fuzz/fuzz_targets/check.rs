//! Splits the input into (robots.txt bytes, agent, URL) at the first two
//! 0xFF bytes and runs every entry point on them: raw and tester parses, the
//! fast path and the full explanation (which must agree), the per-line model,
//! URL normalisation, and the parse's handover to another thread (written
//! and read back, it must be the same parse). Any panic, hang or
//! disagreement is a bug.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut parts = data.splitn(3, |&b| b == 0xFF);
    let body = parts.next().unwrap_or_default();
    let agent = String::from_utf8_lossy(parts.next().unwrap_or_default()).into_owned();
    let url = String::from_utf8_lossy(parts.next().unwrap_or_default()).into_owned();

    let robots = robots::RobotsTxt::parse(body);
    let verdict = robots.check_raw(&[agent.as_str()], &url);
    assert_eq!(
        robots.allowed_raw(&[agent.as_str()], &url),
        (verdict.allowed, verdict.line),
        "fast path and explanation disagree"
    );
    if verdict.line != 0 {
        let line = robots.line(verdict.line).expect("reported line exists");
        assert!(line.group.is_some(), "reported line is in a group");
    }
    let _ = verdict.sentence();

    let tested = robots::tester::parse(body);
    let back = robots::RobotsTxt::from_wire(&tested.to_wire(), body).expect("its own parse");
    assert_eq!(format!("{back:?}"), format!("{tested:?}"), "handover changed the parse");
    if let Ok(v) = robots::tester::check(&tested, &agent, &url) {
        let _ = v.sentence();
    }
    for line in robots.lines() {
        for d in &line.diagnostics {
            let _ = d.to_string();
        }
    }
});
