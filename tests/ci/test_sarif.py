"""`robots lint|test --format sarif` against the SARIF 2.1.0 JSON schema, and
its results against the text output."""

import json

from conftest import run, schema_errors

TYPOS = """User-agnet: *
Disallow: /private
User-agent: Googlebot
Disalow: /x
Crawl-delay: 5
Disallow: /checkout
Disallow: x
Disallow:
Sitemap: /sitemap.xml
"""

ROBOTS = """User-agent: *
Disallow: /checkout
Allow: /products/

User-agent: GPTBot
Disallow: /
"""

EXPECTATIONS = """# The shop
allowed     Googlebot   /products/
allowed     Googlebot   /checkout
disallowed  GPTBot      /
disallowed  Bingbot     /products/
disallowed  Googlebot   /about
"""


def lint_line(r):
    level = {"note": "info"}.get(r["level"], r["level"])
    line = r["locations"][0]["physicalLocation"]["region"]["startLine"]
    return f"{line}\t{level}\t{r['ruleId']}\t{r['message']['text']}"


def test_the_validator_rejects_what_the_schema_forbids(sarif_validator):
    # A check that can fail: a wrong level, a missing message, a URI with a space.
    bad = {
        "version": "2.1.0",
        "runs": [
            {
                "tool": {"driver": {"name": "robots"}},
                "results": [
                    {"ruleId": "x", "level": "fatal", "message": {"text": "m"}},
                    {"ruleId": "y"},
                    {
                        "message": {"text": "m"},
                        "locations": [{"physicalLocation": {"artifactLocation": {"uri": "a b"}}}],
                    },
                ],
            }
        ],
    }
    errors = schema_errors(sarif_validator, bad)
    assert any("'fatal'" in e for e in errors), errors
    assert any("'message' is a required property" in e for e in errors), errors
    assert any("'a b' is not a 'uri-reference'" in e for e in errors), errors


def test_lint_sarif_is_valid_and_equals_the_text_lines(tmp_path, robots_bin, sarif_validator):
    (tmp_path / "my site").mkdir()
    for name in ["robots.txt", "my site/robots.txt"]:
        (tmp_path / name).write_text(TYPOS)
        for extra in [[], ["--readers"]]:
            code, text, _ = run([robots_bin, "lint", name, *extra], cwd=tmp_path)
            scode, out, _ = run([robots_bin, "lint", name, *extra, "--format", "sarif"], cwd=tmp_path)
            assert (code, scode) == (1, 1)
            log = json.loads(out)
            assert schema_errors(sarif_validator, log) == []
            results = log["runs"][0]["results"]
            assert [lint_line(r) for r in results] == text.splitlines()
            assert len(results) >= 7
            uris = {r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] for r in results}
            assert uris == {name.replace(" ", "%20")}
            rules = log["runs"][0]["tool"]["driver"]["rules"]
            assert [r["id"] for r in rules] == list(dict.fromkeys(r["ruleId"] for r in results))
            assert all(r["help"]["text"] for r in rules)
            if extra:
                assert any(":" in r["ruleId"] for r in results), "reader differences are results too"


def test_lint_sarif_of_standard_input_and_of_a_clean_file(robots_bin, sarif_validator):
    for body, want in [(TYPOS, 1), ("User-agent: *\nDisallow: /x\n", 0)]:
        code, out, _ = run([robots_bin, "lint", "-", "--format", "sarif"], stdin=body)
        assert code == want
        assert schema_errors(sarif_validator, json.loads(out)) == []


def test_test_sarif_is_valid_and_equals_the_failures(tmp_path, robots_bin, sarif_validator):
    (tmp_path / "robots.txt").write_text(ROBOTS)
    (tmp_path / "robots-expectations.txt").write_text(EXPECTATIONS)
    args = [robots_bin, "test", "robots.txt", "robots-expectations.txt"]
    code, text, _ = run(args, cwd=tmp_path)
    scode, out, err = run([*args, "--format", "sarif"], cwd=tmp_path)
    assert (code, scode) == (1, 1)
    assert err == "2 passed, 3 failed\n"
    log = json.loads(out)
    assert schema_errors(sarif_validator, log) == []
    results = log["runs"][0]["results"]
    rebuilt = ""
    for r in results:
        at = r["locations"][0]["physicalLocation"]
        assert at["artifactLocation"]["uri"] == "robots-expectations.txt"
        first, *rest = r["message"]["text"].split("\n")
        rebuilt += f"FAIL robots-expectations.txt:{at['region']['startLine']}: {first}\n"
        rebuilt += "".join(f"    {line}\n" for line in rest)
    assert rebuilt + "2 passed, 3 failed\n" == text
    related = [
        [(x["physicalLocation"]["artifactLocation"]["uri"], x["physicalLocation"]["region"]["startLine"])
         for x in r.get("relatedLocations", [])]
        for r in results
    ]
    assert related == [[("robots.txt", 2)], [("robots.txt", 3)], []]


def test_test_sarif_of_unreadable_lines(tmp_path, robots_bin, sarif_validator):
    (tmp_path / "robots.txt").write_text(ROBOTS)
    (tmp_path / "e.txt").write_text("allowed Googlebot /\nmaybe Googlebot /\nallowed\n")
    code, out, err = run([robots_bin, "test", "robots.txt", "e.txt", "--format", "sarif"], cwd=tmp_path)
    assert code == 2
    log = json.loads(out)
    assert schema_errors(sarif_validator, log) == []
    lines = [r["locations"][0]["physicalLocation"]["region"]["startLine"] for r in log["runs"][0]["results"]]
    assert lines == [2, 3]
    assert err.count("robots: e.txt:") == 2
