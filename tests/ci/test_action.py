"""The action's script (scripts/robots-action) run as the composite action
runs it: inputs in INPUT_* variables, GitHub's summary and output files."""

import json
import os

from conftest import ROOT, run, schema_errors

SCRIPT = str(ROOT / "scripts" / "robots-action")

ROBOTS = """User-agent: *
Disallow: /checkout
Allow: /products/
Crawl-delay: 5

User-agent: GPTBot
Disallow: /
"""

EXPECTATIONS = """allowed     Googlebot   /products/
allowed     Googlebot   /checkout/cart
disallowed  GPTBot      /
"""


def action(tmp_path, robots_bin, **inputs):
    summary = tmp_path / "summary.md"
    output = tmp_path / "output.txt"
    # GitHub appends to files that may already hold earlier steps' lines.
    summary.write_text("earlier step\n")
    output.write_text("earlier=1\n")
    env = {
        "PATH": os.environ["PATH"],
        "HOME": os.environ.get("HOME", "/tmp"),
        "ROBOTS_BIN": robots_bin,
        "GITHUB_STEP_SUMMARY": str(summary),
        "GITHUB_OUTPUT": str(output),
        **{f"INPUT_{k.upper()}": v for k, v in inputs.items()},
    }
    code, out, err = run(["bash", SCRIPT], cwd=tmp_path, env=env)
    outputs = dict(line.split("=", 1) for line in output.read_text().splitlines())
    return code, out, err, summary.read_text(), outputs


def test_a_failing_expectation_fails_with_the_table_and_outputs(tmp_path, robots_bin, sarif_validator):
    (tmp_path / "robots.txt").write_text(ROBOTS)
    (tmp_path / "robots-expectations.txt").write_text(EXPECTATIONS)
    code, out, err, summary, outputs = action(
        tmp_path,
        robots_bin,
        robots="robots.txt",
        expectations="robots-expectations.txt",
        lint="true",
        sarif="out/robots.sarif",
    )
    assert code == 1, err
    assert outputs == {"earlier": "1", "errors": "0", "warnings": "1", "passed": "2", "failed": "1"}
    assert summary.startswith("earlier step\n### robots.txt: `robots.txt`\n")
    assert "| check | result |\n|---|---|\n" in summary
    assert "| lint | 0 errors, 1 warning, 0 info |\n" in summary
    assert "| expectations `robots-expectations.txt` | 2 passed, 1 failed |\n" in summary
    assert "| 4 | warning | `unsupported_key` | 'Crawl-delay' is not supported by Google" in summary
    assert "FAIL robots-expectations.txt:2: /checkout/cart for Googlebot: expected allowed, got disallowed\n" in summary
    assert "    robots.txt line 2: Disallow: /checkout\n" in summary
    # The log shows what the commands printed.
    assert "FAIL robots-expectations.txt:2:" in out
    assert "4\twarning\tunsupported_key\t" in out
    # One SARIF log, one run: the lint results and the failed expectation.
    log = json.loads((tmp_path / "out" / "robots.sarif").read_text())
    assert schema_errors(sarif_validator, log) == []
    assert len(log["runs"]) == 1
    run0 = log["runs"][0]
    assert [(r["ruleId"], r["level"]) for r in run0["results"]] == [
        ("unsupported_key", "warning"),
        ("expectation_failed", "error"),
    ]
    assert [r["id"] for r in run0["tool"]["driver"]["rules"]] == ["unsupported_key", "expectation_failed"]


def test_lint_errors_fail_and_a_clean_pass_succeeds(tmp_path, robots_bin):
    (tmp_path / "robots.txt").write_text("Disallow: /x\nUser-agent: *\nDisallow: /private\n")
    code, _, _, summary, outputs = action(tmp_path, robots_bin, robots="robots.txt")
    assert code == 1
    assert outputs["errors"] == "1" and outputs["failed"] == "0"
    assert "| lint | 1 error, 0 warnings, 0 info |" in summary
    assert "expectations" not in summary
    assert "| 1 | error | `rule_outside_group` |" in summary

    (tmp_path / "robots.txt").write_text(ROBOTS.replace("Crawl-delay: 5\n", ""))
    (tmp_path / "e.txt").write_text("allowed Googlebot /products/\n")
    code, _, err, summary, outputs = action(
        tmp_path, robots_bin, robots="robots.txt", expectations="e.txt", sarif="r.sarif"
    )
    assert code == 0, err
    assert outputs == {"earlier": "1", "errors": "0", "warnings": "0", "passed": "1", "failed": "0"}
    assert "| lint | 0 errors, 0 warnings, 0 info |" in summary
    assert "| expectations `e.txt` | 1 passed, 0 failed |" in summary
    assert json.loads((tmp_path / "r.sarif").read_text())["runs"][0]["results"] == []


def test_lint_false_tests_only(tmp_path, robots_bin):
    (tmp_path / "robots.txt").write_text("Disallow: /x\n")
    (tmp_path / "e.txt").write_text("allowed Googlebot /x\n")
    code, _, _, summary, outputs = action(
        tmp_path, robots_bin, robots="robots.txt", expectations="e.txt", lint="false"
    )
    assert code == 0
    assert "| lint |" not in summary
    assert outputs["errors"] == "0" and outputs["passed"] == "1"


def test_what_cannot_run_is_reported_with_its_status(tmp_path, robots_bin):
    code, _, err, summary, _ = action(tmp_path, robots_bin, robots="missing.txt")
    assert code == 3
    assert "| lint | could not run (exit 3): robots: cannot read 'missing.txt'" in summary
    (tmp_path / "robots.txt").write_text("User-agent: *\n")
    (tmp_path / "e.txt").write_text("perhaps Googlebot /\n")
    code, _, _, summary, _ = action(tmp_path, robots_bin, robots="robots.txt", expectations="e.txt")
    assert code == 2
    assert "could not run (exit 2): robots: e.txt:1: unknown verdict 'perhaps'" in summary
    code, _, err, _, _ = action(tmp_path, robots_bin, robots="robots.txt", lint="no")
    assert code == 2 and "'lint' is 'true' or 'false'" in err
    code, _, err, _, _ = action(tmp_path, robots_bin, robots="robots.txt", lint="false")
    assert code == 2 and "nothing to do" in err


def test_the_cache_key_follows_the_command_sources(tmp_path):
    import re
    import shutil

    import yaml

    steps = yaml.safe_load((ROOT / "action.yml").read_text())["runs"]["steps"]
    [key_step] = [s for s in steps if s.get("id") == "key"]

    def key(action_path):
        out = tmp_path / "out.txt"
        out.write_text("")
        env = {
            "PATH": os.environ["PATH"],
            "GITHUB_ACTION_PATH": str(action_path),
            "GITHUB_OUTPUT": str(out),
            "RUNNER_OS": "Linux",
            "RUNNER_ARCH": "X64",
        }
        code, _, err = run(["bash", "-eo", "pipefail", "-c", key_step["run"]], env=env)
        assert code == 0, err
        return out.read_text()

    first = key(ROOT)
    assert re.fullmatch(r"key=robots-cli-Linux-X64-[0-9]+\n", first), first
    assert key(ROOT) == first
    # A copy with one source changed gets another key.
    copy = tmp_path / "copy"
    parts = [
        "Cargo.toml",
        "Cargo.lock",
        ".cargo",
        "i18n",
        "crates/robots/src",
        "crates/robots/build.rs",
        "crates/robots-cli/src",
        "crates/robots-cli/Cargo.toml",
        "crates/robots/Cargo.toml",
    ]
    for part in parts:
        src = ROOT / part
        if src.is_dir():
            shutil.copytree(src, copy / part)
        else:
            (copy / part).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy(src, copy / part)
    # Everything the binary is built from: the sources, the build script,
    # the catalogues it compiles in, the workspace's manifest and cargo's
    # configuration.
    for changed in [
        "crates/robots-cli/src/main.rs",
        "crates/robots/build.rs",
        "i18n/en.ftl",
        "i18n/ko.ftl",
        "Cargo.toml",
        ".cargo/config.toml",
    ]:
        same = key(copy)
        path = copy / changed
        before = path.read_bytes()
        path.write_bytes(before + b"\n")
        assert key(copy) != same, changed
        path.write_bytes(before)
        assert key(copy) == same, changed
    # A file renamed, its bytes the same.
    same = key(copy)
    (copy / "i18n/nl.ftl").rename(copy / "i18n/nl-old.ftl")
    assert key(copy) != same
    # A test changed: the binary is the same.
    (copy / "crates/robots-cli/tests").mkdir()
    same = key(copy)
    (copy / "crates/robots-cli/tests/new.rs").write_text("#[test] fn t() {}\n")
    assert key(copy) == same
