//! The "Expectations in CI" recipes of docs/cli.md, run as written: the pre-commit
//! hook and the `run: robots …` steps of the GitHub Actions job, with the
//! built `robots` on PATH, on a copy of the sample site in `tests/site/`.

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use common::temp_dir;

const DOC: &str = include_str!("../../../docs/cli.md");

/// The fenced code block between `<!-- NAME: start … -->` and
/// `<!-- NAME: end -->`.
fn snippet(name: &str) -> String {
    let start = DOC
        .find(&format!("<!-- {name}: start"))
        .unwrap_or_else(|| panic!("docs/cli.md has no {name} start marker"));
    let end = DOC[start..]
        .find(&format!("<!-- {name}: end -->"))
        .unwrap_or_else(|| panic!("docs/cli.md has no {name} end marker"))
        + start;
    let block = &DOC[start..end];
    let open = block.find("```").expect("a fenced block");
    let body_start = open + block[open..].find('\n').unwrap() + 1;
    let close = block[body_start..].find("```").unwrap() + body_start;
    block[body_start..close].to_string()
}

/// A copy of `tests/site/` in a fresh directory.
fn site(test: &str) -> PathBuf {
    let dir = temp_dir(test);
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/site");
    for entry in std::fs::read_dir(src).unwrap() {
        let entry = entry.unwrap();
        std::fs::copy(entry.path(), dir.join(entry.file_name())).unwrap();
    }
    dir
}

/// Runs `sh -c SCRIPT` in `dir` with the built `robots` first on PATH.
fn sh(dir: &Path, script: &str) -> Output {
    let bin = Path::new(env!("CARGO_BIN_EXE_robots")).parent().unwrap();
    let path = std::env::join_paths(std::iter::once(bin.to_path_buf()).chain(
        std::env::split_paths(&std::env::var_os("PATH").unwrap_or_default()),
    ))
    .unwrap();
    Command::new("sh")
        .arg("-c")
        .arg(script)
        .current_dir(dir)
        .env("PATH", path)
        .env_remove("ROBOTS_TXT")
        .env_remove("ROBOTS_EXPECTATIONS")
        .output()
        .expect("sh runs")
}

/// Makes the sample site's robots.txt block its product pages.
fn break_robots_txt(dir: &Path) {
    let file = dir.join("robots.txt");
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(text.contains("Allow: /products/"));
    std::fs::write(
        &file,
        text.replace("Allow: /products/", "Disallow: /products/"),
    )
    .unwrap();
}

const FAILURE: &str = "FAIL robots-expectations.txt:4: https://www.example.com/products/shoes?size=42 \
     for Googlebot: expected allowed, got disallowed\n    robots.txt line 6: Disallow: /products/\n";

#[test]
fn the_pre_commit_hook_passes_then_refuses_a_breaking_change() {
    let hook = snippet("ci-hook");
    assert!(hook.starts_with("#!/bin/sh\n"), "{hook}");
    let dir = site("ci-hook");
    std::fs::write(dir.join("pre-commit"), &hook).unwrap();

    let o = sh(&dir, "sh ./pre-commit");
    let out = String::from_utf8_lossy(&o.stdout);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{out}{}",
        String::from_utf8_lossy(&o.stderr)
    );
    assert_eq!(out, "5 passed, 0 failed\n");

    break_robots_txt(&dir);
    let o = sh(&dir, "sh ./pre-commit");
    let out = String::from_utf8_lossy(&o.stdout);
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(1), "{out}{err}");
    assert!(out.starts_with(FAILURE), "{out}");
    assert!(out.ends_with("4 passed, 1 failed\n"), "{out}");
    assert!(
        err.contains("pre-commit: robots.txt breaks robots-expectations.txt"),
        "{err}"
    );
}

#[test]
fn the_github_actions_steps_pass_then_fail_on_a_breaking_change() {
    let workflow = snippet("ci-workflow");
    assert!(
        workflow.contains("cargo install --locked --git "),
        "{workflow}"
    );
    let steps: Vec<&str> = workflow
        .lines()
        .filter_map(|l| l.trim().strip_prefix("run: "))
        .filter(|cmd| cmd.starts_with("robots "))
        .collect();
    assert_eq!(steps, ["robots test robots.txt robots-expectations.txt"]);
    let dir = site("ci-workflow");
    for step in &steps {
        let o = sh(&dir, step);
        assert_eq!(
            o.status.code(),
            Some(0),
            "{step}: {}",
            String::from_utf8_lossy(&o.stdout)
        );
    }
    break_robots_txt(&dir);
    let o = sh(&dir, steps[0]);
    assert_eq!(o.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&o.stdout).starts_with(FAILURE));
}
