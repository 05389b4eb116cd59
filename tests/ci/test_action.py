"""The action's script (scripts/robots-action) run as the composite action
runs it: inputs in INPUT_* variables, GitHub's summary and output files."""

import json
import os

from conftest import ROOT, run, schema_errors, serving

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
    for said in [
        "| check | result |\n|---|---|\n",
        "| lint | 0 errors, 1 warning, 0 info |\n",
        "| expectations `robots-expectations.txt` | 2 passed, 1 failed |\n",
        "| 4 | warning | `unsupported_key` | 'Crawl-delay' is not supported by Google",
        "FAIL robots-expectations.txt:2: /checkout/cart for Googlebot: expected allowed, got disallowed\n",
        "    robots.txt line 2: Disallow: /checkout\n",
    ]:
        assert said in summary
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
        "crates/robots-audit/src",
        "crates/robots-audit/Cargo.toml",
        "crates/robots-fetch/src",
        "crates/robots-fetch/build.rs",
        "crates/robots-fetch/Cargo.toml",
        "crates/robots/build_catalogue.rs",
        "crates/robots-sitemap/src",
        "crates/robots-sitemap/Cargo.toml",
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


def rendered(summary):
    """The job summary as GitHub shows it: CommonMark with tables, HTML on."""
    from markdown_it import MarkdownIt

    return MarkdownIt("commonmark").enable("table").render(summary)


def test_markdown_from_the_file_is_shown_as_text(tmp_path, robots_bin):
    import html
    import re

    keys = [
        "<img src=//evil.example/pixel.png>",
        "**Approved** [sign in](//evil.example/login) ~~no~~",
        "`x` | ![i](//evil.example/i.png) _y_ &amp; \\| <!--",
    ]
    rule = "Disallow: /a"
    body = "".join(f"{k}: 1\n" for k in keys) + f"User-agent: *\n{rule}\n"
    (tmp_path / "robots.txt").write_text(body)
    # The URL, shown in the failure, holds a run of backticks.
    (tmp_path / "e.txt").write_text("allowed Googlebot /a```b\n")
    code, _, err, summary, outputs = action(tmp_path, robots_bin, robots="robots.txt", expectations="e.txt")
    assert code == 1, err
    assert outputs["warnings"] == "3" and outputs["failed"] == "1"
    page = rendered(summary[len("earlier step\n"):])
    # Nothing from the file became a tag, a link, an image or emphasis.
    for tag in ("<img", "<a ", "<strong>", "<em>", "<s>", "<!--"):
        assert tag not in page, (tag, page)
    # Each message is one cell of its row, with the key as written.
    rows = re.findall(r"<tr>\s*<td>(\d+)</td>\s*<td>(\w+)</td>\s*<td><code>(\w+)</code></td>\s*<td>(.*?)</td>\s*</tr>", page, re.S)
    assert [r[:3] for r in rows] == [(str(n), "warning", "unknown_key") for n in (1, 2, 3)], page
    for (_, _, _, cell), key in zip(rows, keys):
        assert f"unknown key '{key}'" in html.unescape(cell), cell
    # The failed expectation's lines stay in one code block.
    blocks = re.findall(r"<pre><code[^>]*>(.*?)</code></pre>", page, re.S)
    assert len(blocks) == 1, page
    shown = html.unescape(blocks[0])
    assert "FAIL e.txt:1: /a```b for Googlebot: expected allowed, got disallowed" in shown
    assert f"robots.txt line 5: {rule}" in shown


def test_positional_arguments_are_passed_after_a_double_dash(tmp_path, robots_bin):
    # Names that read as options are files all the same.
    (tmp_path / "-robots.txt").write_text("User-agent: *\nDisallow: /private\n")
    (tmp_path / "--e.txt").write_text("disallowed Googlebot /private\n")
    code, _, err, summary, outputs = action(
        tmp_path, robots_bin, robots="-robots.txt", expectations="--e.txt", sarif="r.sarif"
    )
    assert code == 0, err
    assert outputs["errors"] == "0" and outputs["passed"] == "1"
    assert "| lint | 0 errors, 0 warnings, 0 info |" in summary
    assert "| 1 passed, 0 failed |" in summary
    uris = {
        loc["physicalLocation"]["artifactLocation"]["uri"]
        for r in json.loads((tmp_path / "r.sarif").read_text())["runs"][0]["results"]
        for loc in r.get("locations", [])
    }
    assert uris <= {"-robots.txt", "--e.txt"}


def test_a_url_is_fetched_once_and_that_body_is_checked(tmp_path, robots_bin, sarif_validator):
    # The file fails an expectation and has a lint warning.
    body = "User-agent: *\nDisallow: /shop\nCrawl-delay: 5\n"
    (tmp_path / "e.txt").write_text("allowed Googlebot /shop/cart\n")
    with serving(tmp_path / "site", lambda base: {"robots.txt": body}) as (base, requests):
        url = f"{base}/robots.txt"
        code, out, err, summary, outputs = action(
            tmp_path, robots_bin, robots=url, expectations="e.txt", sarif="r.sarif"
        )
    assert requests == ["/robots.txt"], requests
    assert code == 1, err
    assert outputs == {"earlier": "1", "errors": "0", "warnings": "1", "passed": "0", "failed": "1"}
    assert f"→ 200 OK ({len(body)} bytes): rules apply" in err
    # What the commands print names the URL, not a copy of it.
    assert f"    {url} line 2: Disallow: /shop\n" in summary
    assert "| 3 | warning | `unsupported_key` |" in summary
    log = json.loads((tmp_path / "r.sarif").read_text())
    assert schema_errors(sarif_validator, log) == []
    uris = {
        loc["physicalLocation"]["artifactLocation"]["uri"]
        for r in log["runs"][0]["results"]
        for loc in r.get("locations", [])
    }
    assert uris == {url, "e.txt"}, uris
    assert "robots.txt: `" + url + "`" in summary


def test_a_url_whose_fetch_result_replaces_the_rules_is_checked_once(tmp_path, robots_bin):
    (tmp_path / "e.txt").write_text("allowed Googlebot /\n")
    with serving(tmp_path / "site", status=503) as (base, requests):
        code, _, err, summary, _ = action(tmp_path, robots_bin, robots=f"{base}/robots.txt", expectations="e.txt")
    assert requests == ["/robots.txt"]
    assert code == 5, err
    assert "503 Service Unavailable: everything disallowed" in err
    assert "| lint | could not run (exit 5): robots: " in summary
    assert "| could not run (exit 5): robots: " in summary
