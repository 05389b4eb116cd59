//! Growth tests for the work the command line does itself, beside the
//! engine's (`crates/robots/tests/growth.rs`): the policy table and its
//! JSON, usage in `check --json`, SARIF and the escaping writer. A
//! worst-case file at size n and 8n, run in this process; the time may grow
//! less than 16 times (linear: 8, square: 64), each the best of three runs.

mod common;

use common::{run, temp_dir, write};

/// Runs `args` (the file's path replaced for `{}`) on `make(n)` and
/// `make(8 * n)`, checking each run's exit status.
fn linear(name: &str, n: usize, make: impl Fn(usize) -> String, args: &[&str], code: u8) {
    let dir = temp_dir(&format!("growth-{}", name.replace(' ', "-")));
    let files = [n, 8 * n].map(|size| write(&dir, &format!("{size}.txt"), make(size)));
    let time = |file: &str| {
        let args: Vec<&str> = args
            .iter()
            .map(|a| if *a == "{}" { file } else { a })
            .collect();
        let r = run(&args, "");
        assert_eq!(r.code, code, "{name}: {}", r.stderr);
    };
    robots_growth::assert_linear(
        name,
        n,
        |size| files[usize::from(size != n)].clone(),
        |file| time(file),
    );
}

fn key(i: usize) -> String {
    (0..4)
        .rev()
        .map(|d| (b'a' + (i / 26usize.pow(d) % 26) as u8) as char)
        .collect()
}

/// One `*` group and Content-Signal lines of 500 distinct keys each.
fn signal_keys(n: usize) -> String {
    let mut body = String::from("User-agent: *\n");
    for line in 0..n / 500 {
        let keys: Vec<String> = (0..500).map(|i| key(line * 500 + i)).collect();
        body.push_str(&format!("Content-Signal: {}\n", keys.join(",")));
    }
    body
}

#[test]
fn policy_with_many_distinct_signal_keys() {
    let args = ["policy", "{}", "--url", "https://example.com/a"];
    linear("policy", 1000, signal_keys, &args, 0);
    let json = ["policy", "{}", "--url", "https://example.com/a", "--json"];
    linear("policy json", 1000, signal_keys, &json, 0);
}

#[test]
fn check_json_with_many_tied_usage_lines() {
    let dir = temp_dir("growth-urls");
    let urls: String = (0..100)
        .map(|i| format!("https://example.com/{}\n", key(i)))
        .collect();
    let urls = write(&dir, "urls.txt", urls);
    let tied =
        |n: usize| String::from("User-agent: *\n") + &"Content-Usage: train-ai=n\n".repeat(n);
    let args = [
        "check", "{}", "--agent", "GPTBot", "--urls", &urls, "--json",
    ];
    linear("check json usage", 1000, tied, &args, 0);
    let text = [
        "check", "{}", "--agent", "GPTBot", "--urls", &urls, "--usage",
    ];
    linear("check usage", 1000, tied, &text, 0);
}

#[test]
fn sarif_and_escaped_text_with_many_lines() {
    // Many unknown keys holding control characters: a diagnostic each.
    let odd = |n: usize| {
        String::from("User-agent: *\n")
            + &(0..n)
                .map(|i| format!("x{}\u{7f}\u{85}\u{202e}: 1\n", key(i)))
                .collect::<String>()
    };
    linear(
        "lint sarif",
        500,
        odd,
        &["lint", "{}", "--format", "sarif"],
        0,
    );
    linear("lint text", 500, odd, &["lint", "{}"], 0);
}
