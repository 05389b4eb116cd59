"""`robots mcp` driven by the official Python SDK's client over stdio
(`mcp` on PyPI, 2.x): initialize, list the tools, call each one and compare
the answers with the command line's on the same input; bad arguments are tool
errors and the next call still works; a 3 MB robots_txt is answered.
Fetches go only to a server of the test on 127.0.0.1."""

from __future__ import annotations

import asyncio
import json
import subprocess
from pathlib import Path
from typing import Any, Callable, Dict, List

import pytest

mcp = pytest.importorskip("mcp")  # the SDK needs Python >= 3.10

from conftest import ok, redirect, status  # noqa: E402

ROBOTS = (
    "User-agent: *\n"
    "Disallow: /private\n"
    "\n"
    "User-agent: Googlebot\n"
    "Disallow: /folder\n"
    "Allow: /folder\n"
    "Disallow: /nogoogle\n"
    "Crawl-delay: 10\n"
    "Disalow: /typo\n"
    "\n"
    "User-agent: GPTBot\n"
    "Disallow: /\n"
)
URLS = [
    "https://example.com/folder/page",
    "https://example.com/private/x",
    "https://example.com/nogoogle",
    "/",
]
AGENTS = ["Googlebot", "Mozilla/5.0 (compatible; GPTBot/1.2; +https://openai.com/gptbot)", "SomeBot"]


def session(robots_cli: str, ranges: Path, work: Callable[[Any], Any]) -> Any:
    """Runs `work(client)` against one `robots mcp` server."""

    async def main():
        params = mcp.StdioServerParameters(command=robots_cli, args=["mcp", "--ranges", str(ranges)])
        async with mcp.Client(params) as client:
            return await work(client)

    return asyncio.run(main())


def cli(robots_cli: str, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([robots_cli, *args], capture_output=True, text=True, timeout=120)


def json_lines(stdout: str) -> List[Dict[str, Any]]:
    return [json.loads(line) for line in stdout.splitlines() if line]


def with_user_agent(record: Dict[str, Any]) -> Dict[str, Any]:
    return {**record, "user_agent": record["agent"]}


def notes(stderr: str) -> List[str]:
    return [line.removeprefix("robots: ") for line in stderr.splitlines() if line.strip()]


@pytest.fixture
def files(tmp_path: Path) -> Path:
    (tmp_path / "robots.txt").write_text(ROBOTS)
    (tmp_path / "common-crawlers.json").write_text(
        json.dumps(
            {
                "creationTime": "2026-11-01T00:00:00.000000",
                "prefixes": [{"ipv4Prefix": "192.0.2.0/24"}, {"ipv6Prefix": "2001:db8:1::/48"}],
            }
        )
    )
    return tmp_path


def test_tools_answer_as_the_command_line_does(robots_cli: str, files: Path, serve):
    site = serve({"/robots.txt": ok(ROBOTS.encode()), "/moved/robots.txt": redirect(301, "/robots.txt"),
                  "/down/robots.txt": status(503)})
    robots = str(files / "robots.txt")

    async def work(client):
        out = {"tools": (await client.list_tools()).tools}
        out["check"] = await client.call_tool("check", {"robots_txt": ROBOTS, "urls": URLS, "user_agents": AGENTS})
        out["check_nl"] = await client.call_tool(
            "check", {"robots_txt": ROBOTS, "urls": URLS, "user_agents": AGENTS, "lang": "nl"}
        )
        out["lint"] = await client.call_tool("lint", {"robots_txt": ROBOTS})
        out["policy"] = await client.call_tool("policy", {"robots_txt": ROBOTS, "url": "/nogoogle"})
        out["explain"] = await client.call_tool(
            "explain", {"robots_txt": ROBOTS, "url": URLS[0], "user_agent": "Googlebot", "lang": "hi"}
        )
        out["fetch"] = await client.call_tool("fetch", {"url": site.url("/moved/robots.txt")})
        out["down"] = await client.call_tool(
            "check", {"robots_url": site.url("/down/robots.txt"), "urls": URLS, "user_agents": ["Googlebot"]}
        )
        out["verified"] = await client.call_tool("verify_ip", {"ip": "192.0.2.9", "user_agent": "Googlebot/2.1"})
        out["forged"] = await client.call_tool("verify_ip", {"ip": "203.0.113.5", "user_agent": "Googlebot/2.1"})
        return out

    out = session(robots_cli, files, work)
    assert sorted(t.name for t in out["tools"]) == ["check", "explain", "fetch", "lint", "policy", "verify_ip"]
    for t in out["tools"]:
        assert t.description and t.input_schema["type"] == "object" and t.output_schema["type"] == "object"

    agents = [a for agent in AGENTS for a in ("--agent", agent)]
    urls = [a for url in URLS for a in ("--url", url)]
    for key, lang in (("check", "en"), ("check_nl", "nl")):
        r = out[key]
        assert r.is_error is False
        c = cli(robots_cli, "check", robots, "--json", "--lang", lang, *agents, *urls)
        assert c.returncode == 0, c.stderr
        assert r.structured_content["results"] == [with_user_agent(x) for x in json_lines(c.stdout)]
    tie = out["check"].structured_content["results"][0]
    assert (tie["allowed"], tie["line"], tie["reason"]) == (True, 6, "tie_allow_wins")
    assert out["check"].content[0].text == cli(robots_cli, "check", robots, *agents, *urls).stdout.strip()

    c = cli(robots_cli, "lint", robots)
    expected = []
    for line in c.stdout.splitlines():
        n, severity, code, message = line.split("\t", 3)
        expected.append({"line": int(n), "severity": severity, "code": code, "message": message})
    assert out["lint"].structured_content["diagnostics"] == expected
    assert any(d["line"] == 8 for d in expected)

    c = cli(robots_cli, "policy", robots, "--json", "--url", "/nogoogle")
    assert out["policy"].structured_content["crawlers"] == json_lines(c.stdout)

    e = out["explain"].structured_content
    c = cli(robots_cli, "check", robots, "--json", "--lang", "hi", "--agent", "Googlebot", "--url", URLS[0])
    assert {k: v for k, v in e.items() if k not in ("trace", "lang", "notes")} == with_user_agent(
        json_lines(c.stdout)[0]
    )
    assert [(s["step"], s["line"]) for s in e["trace"]] == [
        ("token", None), ("path", None), ("group", 4), ("rule", 6), ("rule", 5), ("decision", 6),
    ]
    assert e["trace"][-1]["text"] == e["explanation"]

    f = out["fetch"].structured_content
    c = cli(robots_cli, "fetch", site.url("/moved/robots.txt"))
    assert (f["status"], f["redirects"], f["outcome"], f["body"]) == (200, 1, "rules", c.stdout)
    assert f["notes"] == notes(c.stderr)

    c = cli(robots_cli, "check", site.url("/down/robots.txt"), "--json", "--agent", "Googlebot", *urls)
    down = out["down"].structured_content
    assert down["results"] == [with_user_agent(x) for x in json_lines(c.stdout)]
    assert all(r["reason"] == "disallow_all" and r["fetch"]["status"] == 503 for r in down["results"])

    v = out["verified"].structured_content
    assert (v["token"], v["status"], v["list"], v["list_date"]) == (
        "Googlebot", "verified", "common-crawlers.json", "2026-11-01T00:00:00.000000",
    )
    assert out["forged"].structured_content["status"] == "forged"
    # The same requests in a log: audit counts one verified, one forged.
    log = files / "access.log"
    log.write_text(
        '192.0.2.9 - - [01/Dec/2026:10:00:00 +0000] "GET / HTTP/1.1" 200 5 "-" "Googlebot/2.1"\n'
        '203.0.113.5 - - [01/Dec/2026:10:00:00 +0000] "GET / HTTP/1.1" 200 5 "-" "Googlebot/2.1"\n'
    )
    a = json.loads(cli(robots_cli, "audit", str(log), "--robots", robots, "--ranges", str(files), "--json").stdout)
    row = next(c for c in a["crawlers"] if c["token"] == "Googlebot")
    assert (row["verified"], row["forged"], row["unverified"]) == (1, 1, 0)


def test_bad_arguments_are_tool_errors_and_the_server_goes_on(robots_cli: str, files: Path):
    good = {"robots_txt": ROBOTS, "urls": [URLS[0]], "user_agents": ["Googlebot"]}
    bad = [
        ("check", {"robots_txt": ROBOTS, "user_agents": ["Googlebot"]}, "missing field `urls`"),
        ("check", {**good, "user_agents": "Googlebot"}, "expected a sequence"),
        ("check", {**good, "robots_url": "/etc/passwd"}, "one of the two"),
        ("check", {"robots_url": "/etc/passwd", "urls": ["/"], "user_agents": ["a"]}, "not an http"),
        ("lint", {}, "one of the two"),
        ("verify_ip", {"ip": "999.1.1.1", "user_agent": "Googlebot"}, "not an IPv4 or IPv6 address"),
        ("fetch", {"url": "ftp://example.com/robots.txt"}, "not an http"),
    ]

    async def work(client):
        answers = []
        for name, args, _ in bad:
            answers.append(await client.call_tool(name, args))
            answers.append(await client.call_tool("check", good))
        return answers

    answers = session(robots_cli, files, work)
    for (name, args, message), r, after in zip(bad, answers[::2], answers[1::2]):
        assert r.is_error is True, (name, args)
        assert message in r.content[0].text, (name, r.content[0].text)
        assert after.is_error is False
        assert after.structured_content["results"][0]["line"] == 6


def test_a_3_mb_robots_txt_is_cut_as_the_command_cuts_it(robots_cli: str, files: Path):
    big = ROBOTS + "Disallow: /x\n" * 240_000 + "User-agent: *\nDisallow: /late\n"
    assert len(big) > 3_000_000
    (files / "big.txt").write_text(big)
    urls = ["https://example.com/late", "https://example.com/x"]

    async def work(client):
        return await client.call_tool("check", {"robots_txt": big, "urls": urls, "user_agents": ["SomeBot"]})

    r = session(robots_cli, files, work)
    assert r.is_error is False
    c = cli(robots_cli, "check", str(files / "big.txt"), "--json", "--agent", "SomeBot", "--url", urls[0], "--url", urls[1])
    assert r.structured_content["results"] == [with_user_agent(x) for x in json_lines(c.stdout)]
    assert r.structured_content["results"][0]["allowed"] is True
    assert "Google reads only the first 512000" in r.structured_content["notes"][0]
