"""The PySpark job in local mode: its blocked URLs and deciding lines equal
the command-line tool's (`robots check`) on the same inputs, and each host's
file is parsed once per partition."""

import json
import os
import subprocess
import sys
from collections import defaultdict

import pytest

pyspark = pytest.importorskip("pyspark")

from robotstxt_rs import spark as job  # noqa: E402

AGENTS = ["Googlebot", "Mozilla/5.0 (compatible; GPTBot/1.2; +https://openai.com/gptbot)", "Googlebot-Image"]

ROBOTS = {
    "shop.example": b"User-agent: *\nDisallow: /cart\nDisallow: /*?sort=\nAllow: /cart/share\n\n"
    b"User-agent: GPTBot\nDisallow: /\n",
    "news.example": b"User-agent: Googlebot\n\nUser-agent: Bingbot\nDisallow: /drafts/\nDisallow: /*.pdf$\n"
    b"Allow: /drafts/index.html\n\nUser-agent: *\nDisallow: /admin\n",
    "photos.example": b"\xef\xbb\xbfUser-agent: Googlebot\nDisallow: /private\n\nUser-agent: *\nDisallow: /\n",
    "empty.example": b"",
}
PATHS = [
    "/", "/cart", "/cart/share/1", "/cart/x?sort=price", "/items?sort=new&page=2", "/drafts/", "/drafts/index.html",
    "/drafts/a.pdf", "/paper.pdf", "/paper.pdf?x", "/admin/users", "/private/a.jpg", "/public/b.jpg", "/caf\u00e9",
    "/a b", "/x/../admin", "/deep/path/page.html",
]


def urls_for(host):
    return [f"https://{host}{p}" for p in PATHS]


@pytest.fixture(scope="module")
def spark():
    from pyspark.sql import SparkSession

    # The workers run this interpreter, the one robotstxt_rs is installed in.
    os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
    session = (
        SparkSession.builder.master("local[2]")
        .appName("robotstxt-rs test")
        .config("spark.ui.enabled", "false")
        .config("spark.sql.shuffle.partitions", "4")
        .getOrCreate()
    )
    session.sparkContext.setLogLevel("ERROR")
    yield session
    session.stop()


def cli_blocked(robots_cli, tmp_path):
    """(host, agent, url, line) for every URL the CLI finds blocked."""
    got = set()
    for host, body in ROBOTS.items():
        robots_file = tmp_path / f"{host}.txt"
        robots_file.write_bytes(body)
        urls_file = tmp_path / f"{host}.urls"
        urls_file.write_text("\n".join(urls_for(host)) + "\n")
        args = [robots_cli, "check", str(robots_file), "--urls", str(urls_file)]
        for a in AGENTS:
            args += ["--agent", a]
        out = subprocess.run(args, capture_output=True, text=True, check=True).stdout
        for row in out.splitlines():
            word, line, agent, url = row.split("\t")
            if word == "DISALLOWED":
                got.add((host, agent, url, int(line)))
    return got


def test_blocked_urls_equal_the_command_line_tools(spark, robots_cli, tmp_path):
    url_rows = [(u,) for host in [*ROBOTS, "unknown.example"] for u in urls_for(host)]
    urls = spark.createDataFrame(url_rows, "url string")
    robots = spark.createDataFrame([(h, b) for h, b in ROBOTS.items()], "host string, body binary")
    blocked = job.blocked_urls(urls, robots, AGENTS, partitions=3).collect()
    got = {(r.host, r.agent, r.url, r.line) for r in blocked}
    want = cli_blocked(robots_cli, tmp_path)
    assert got == want
    # Enough of each kind to mean something: every agent is blocked
    # somewhere; nothing for a host without a file or with an empty one.
    assert {a for (_, a, _, _) in got} == set(AGENTS)
    assert len(got) > 40 and not any(h in ("unknown.example", "empty.example") for (h, _, _, _) in got)
    # The deciding line's text comes with each blocked URL.
    rules = {(r.host, r.line): r.rule for r in blocked}
    assert rules[("shop.example", 2)] == "Disallow: /cart"
    assert rules[("photos.example", 2)] == "Disallow: /private"


def test_grouped_per_host_and_crawler_and_written_by_the_command(spark, tmp_path):
    robots_path = tmp_path / "robots.jsonl"
    with open(robots_path, "w") as f:
        for host, body in ROBOTS.items():
            f.write(json.dumps({"host": host, "body": body.decode("utf-8")}) + "\n")
    urls_path = tmp_path / "urls.txt"
    urls_path.write_text("\n".join(u for h in ROBOTS for u in urls_for(h)) + "\n")
    out = tmp_path / "out"
    args = ["--urls", str(urls_path), "--robots", str(robots_path), "--agent", "Googlebot", "--out", str(out)]
    assert job.main(args) == 0
    rows = [json.loads(line) for p in sorted(out.glob("part-*")) for line in open(p)]
    by = {(r["host"], r["agent"]): r["blocked"] for r in rows}
    assert set(by) == {("shop.example", "Googlebot"), ("news.example", "Googlebot"), ("photos.example", "Googlebot")}
    assert [b["url"] for b in by[("photos.example", "Googlebot")]] == ["https://photos.example/private/a.jpg"]
    shop = {b["url"]: (b["line"], b["rule"]) for b in by[("shop.example", "Googlebot")]}
    assert shop["https://shop.example/cart"] == (2, "Disallow: /cart")
    assert shop["https://shop.example/items?sort=new&page=2"] == (3, "Disallow: /*?sort=")
    assert "https://shop.example/cart/share/1" not in shop


def test_each_file_is_parsed_once_per_partition_not_per_url(monkeypatch):
    parses = defaultdict(int)
    real = job.RobotsTxt

    def counting(body):
        parses[body] += 1
        return real(body)

    monkeypatch.setattr(job, "RobotsTxt", counting)
    monkeypatch.setattr(job, "BATCH", 5)  # several batches per host
    rows = []
    for host, body in sorted(ROBOTS.items()):
        rows.append((job._ROBOTS, host, None, body, None))
        rows += [(job._URL, host, u, None, None) for u in urls_for(host)]
    out = list(job._check_partition(rows, ["Googlebot"], raw=False))
    assert dict(parses) == {body: 1 for body in ROBOTS.values()}
    assert ("photos.example", "Googlebot", "https://photos.example/private/a.jpg", 2, "Disallow: /private") in out
    assert len([r for r in out if r[0] == "shop.example"]) == 3


FAILED_URLS = ["https://down.example/", "https://down.example/a/b?c", "https://up.example/private", "https://up.example/x"]


def test_a_null_body_blocks_its_host_fully(spark):
    # A null body is how a failed fetch is recorded: the host is blocked,
    # as Google blocks a site whose robots.txt fetch fails.
    robots = spark.createDataFrame(
        [("down.example", None), ("up.example", b"User-agent: *\nDisallow: /private\n")],
        "host string, body binary",
    )
    urls = spark.createDataFrame([(u,) for u in FAILED_URLS], "url string")
    agents = ["Googlebot", "Bingbot"]
    blocked = job.blocked_urls(urls, robots, agents, partitions=2).collect()
    got = {(r.host, r.agent, r.url, r.line) for r in blocked}
    assert got == {
        ("down.example", a, u, 0) for a in agents for u in FAILED_URLS[:2]
    } | {("up.example", a, "https://up.example/private", 2) for a in agents}
    why = {r.rule for r in blocked if r.host == "down.example"}
    assert why == {"no robots.txt body (a failed fetch): the site is treated as fully disallowed"}
    # Or the job stops, naming the host.
    with pytest.raises(Exception, match="down.example"):
        job.blocked_urls(urls, robots, agents, partitions=2, failed="raise").collect()
    with pytest.raises(ValueError):
        job.blocked_urls(urls, robots, agents, failed="ignore")


def test_a_status_column_decides_as_google_does(spark):
    disallow_all = b"User-agent: *\nDisallow: /\n"
    rows = [
        ("ok.example", b"User-agent: *\nDisallow: /private\n", 200),
        ("err.example", b"User-agent: *\nAllow: /\n", 503),
        ("busy.example", b"", 429),
        ("net.example", None, None),
        ("gone.example", disallow_all, 404),
        ("odd.example", None, 200),
    ]
    robots = spark.createDataFrame(rows, "host string, body binary, status int")
    urls = spark.createDataFrame([(f"https://{h}/private",) for h, _, _ in rows], "url string")
    blocked = job.blocked_urls(urls, robots, ["Googlebot"], partitions=3).collect()
    lines = {r.host: (r.line, r.rule) for r in blocked}
    assert set(lines) == {"ok.example", "err.example", "busy.example", "net.example", "odd.example"}
    assert lines["ok.example"] == (2, "Disallow: /private")
    assert lines["err.example"][0] == 0 and lines["err.example"][1].startswith("status 503: 5xx")
    assert lines["busy.example"][1].startswith("status 429: 429")
    assert lines["net.example"][1].startswith("a network error: network errors")
    assert lines["odd.example"][1].startswith("no robots.txt body")


def test_hosts_are_matched_as_the_engine_writes_them(spark, capsys, tmp_path):
    robots = spark.createDataFrame(
        [
            ("Shop.Example.", b"User-agent: *\nDisallow: /cart\n"),
            ("xn--bcher-kva.example", b"User-agent: *\nDisallow: /private\n"),
            ("ports.example:8080", b"User-agent: *\nDisallow: /\n"),
            ("https://Secure.Example:443/", b"User-agent: *\nDisallow: /x\n"),
        ],
        "host string, body binary",
    )
    url_list = [
        "https://shop.example:443/cart",
        "http://SHOP.EXAMPLE./cart",
        "https://bücher.example/private",
        "https://BÜCHER.example./private",
        "http://ports.example:8080/x",
        "https://secure.example/x",
        "http://ports.example/x",
        "https://unknown.example/x",
    ]
    urls = spark.createDataFrame([(u,) for u in url_list], "url string")
    blocked = job.blocked_urls(urls, robots, ["Googlebot"], partitions=2).collect()
    got = {(r.host, r.url) for r in blocked}
    assert got == {
        ("shop.example", url_list[0]),
        ("shop.example", url_list[1]),
        ("xn--bcher-kva.example", url_list[2]),
        ("xn--bcher-kva.example", url_list[3]),
        ("ports.example:8080", url_list[4]),
        ("secure.example", url_list[5]),
    }
    # A URL table's own host column is read the same way.
    with_host = spark.createDataFrame([("BÜCHER.example", "/private"), ("Shop.example:80", "/cart")], "host string, url string")
    got = {(r.host, r.url) for r in job.blocked_urls(with_host, robots, ["Googlebot"]).collect()}
    assert got == {("xn--bcher-kva.example", "/private"), ("shop.example", "/cart")}
    # The URLs no file matched are counted, and reported by the command.
    unmatched = {(r.host, r.url) for r in job.unmatched_urls(urls, robots).collect()}
    assert unmatched == {("ports.example", "http://ports.example/x"), ("unknown.example", "https://unknown.example/x")}
    robots_path = tmp_path / "robots.jsonl"
    robots_path.write_text(json.dumps({"host": "shop.example", "body": "User-agent: *\nDisallow: /cart\n"}) + "\n")
    urls_path = tmp_path / "urls.txt"
    urls_path.write_text("\n".join(url_list) + "\n")
    args = ["--urls", str(urls_path), "--robots", str(robots_path), "--agent", "Googlebot", "--out", str(tmp_path / "out")]
    assert job.main(args) == 0
    assert "robotstxt_rs.spark: 6 URLs matched no robots.txt row (allowed, as for a 404)" in capsys.readouterr().err


def test_site_is_the_engines_host():
    from robotstxt_rs import site

    assert site("https://Bücher.Example.:443/x") == "xn--bcher-kva.example"
    assert site("bücher.example:8080") == "xn--bcher-kva.example:8080"
    assert site("http://a b/") is None
    assert site("ü" * 64 + ".example") is None


# --- audit: the cluster's `robots audit` -----------------------------------

AUDIT_AGENTS = [
    ("Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
     ["192.0.2.10", "203.0.113.9", "::ffff:192.0.2.11", "2001:db8:1::5"]),
    ("Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; GPTBot/1.2; +https://openai.com/gptbot",
     ["198.51.100.1", "192.0.2.99"]),
    ("Googlebot-Image/1.0", ["192.0.2.12", "198.51.100.3"]),
    ("Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)", ["203.0.113.5"]),
    ("Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0", ["192.0.2.50"]),
    ("Mozilla/5.0 (compatible; SemrushBot/7~bl; +http://www.semrush.com/bot.html)", ["192.0.2.51"]),
]
AUDIT_HOSTS = ["shop.example", "news.example", "nofile.example"]
AUDIT_STATUSES = [200, 403, 204, 402, 301, 429, 404, 401, 500, 451, 200, 206, 304]


def audit_inputs(tmp_path):
    """A combined log over three hosts (one without a robots.txt), with
    forged, IPv6 and IPv4-mapped addresses and unreadable lines; the files;
    the address lists (documentation ranges only)."""
    lines, i = [], 0
    for host in AUDIT_HOSTS:
        for n, path in enumerate([p for p in PATHS if " " not in p] + ["/robots.txt"]):
            for agent, ips in AUDIT_AGENTS:
                # Each agent goes through its addresses in turn.
                ip = ips[n % len(ips)]
                i += 1
                vhost = f"{host}:443 " if i % 3 else f"{host} "
                # Every status class, and each refusal the audit tells apart.
                status = AUDIT_STATUSES[i % len(AUDIT_STATUSES)]
                lines.append(
                    f'{vhost}{ip} - - [01/Nov/2026:10:{i % 60:02d}:00 +0000] "GET {path} HTTP/1.1" {status} 5 "-" "{agent}" 0.01'
                )
        lines.append(f"{host} this is not a log line")
    log = tmp_path / "access.log"
    log.write_text("\n".join(lines) + "\n", encoding="utf-8")
    ranges = tmp_path / "ranges"
    ranges.mkdir()
    lists = {"common-crawlers.json": ["192.0.2.0/25", "2001:db8:1::/48"], "gptbot.json": ["198.51.100.0/24"]}
    for name, prefixes in lists.items():
        body = {"creationTime": "2026-11-20T00:00:00.000000",
                "prefixes": [{"ipv6Prefix" if ":" in p else "ipv4Prefix": p} for p in prefixes]}
        (ranges / name).write_text(json.dumps(body))
    return log, ranges


def test_audit_equals_the_command_line_tools(spark, robots_cli, tmp_path):
    log, ranges = audit_inputs(tmp_path)
    expected = {}
    for host in AUDIT_HOSTS:
        robots_file = tmp_path / f"{host}.txt"
        robots_file.write_bytes(ROBOTS.get(host, b""))
        out = subprocess.run(
            [robots_cli, "audit", str(log), "--robots", str(robots_file), "--host", host,
             "--ranges", str(ranges), "--json"],
            capture_output=True, text=True,
        )
        assert out.returncode in (0, 1), out.stderr
        for c in json.loads(out.stdout)["crawlers"]:
            expected[(host, c["token"])] = tuple(c[k] for k in job.AUDIT_COUNTS)
    logs = job.parse_combined(spark.read.text(str(log)))
    robots = spark.createDataFrame([(h, b) for h, b in ROBOTS.items()], "host string, body binary")
    rows = job.audit(logs, robots, ranges=str(ranges)).collect()
    got = {(r["host"], r["token"]): tuple(r[k] for k in job.AUDIT_COUNTS) for r in rows}
    assert got == expected
    # The answers hold what the inputs were built to show.
    google = got[("shop.example", "Googlebot")]
    counts = dict(zip(job.AUDIT_COUNTS, google))
    assert counts["forged"] > 0 and counts["verified"] > 0 and counts["robots_fetches"] == 1
    assert counts["disallowed"] > 0 and counts["disallowed_verified"] > 0
    assert dict(zip(job.AUDIT_COUNTS, got[("shop.example", "Bingbot")]))["unverified"] > 0
    assert dict(zip(job.AUDIT_COUNTS, got[("nofile.example", "GPTBot")]))["disallowed"] == 0
    # What the edge answered, as `robots audit --json` counts it.
    total = lambda k: sum(dict(zip(job.AUDIT_COUNTS, v))[k] for v in got.values())  # noqa: E731
    assert total("refused") > 0 and total("payment_required") > 0 and total("disallowed_served") > 0
    assert {r["owner"] for r in rows} >= {"Google", "OpenAI", "Microsoft"}


def test_audit_counts_grace_after_a_change_as_the_command_line_does(spark, robots_cli, tmp_path):
    # shop.example's file changes at 10:30 to disallow everything: requests
    # after it for paths the old file allowed fall in the 24-hour grace; a
    # third version two days later ends it (its requests are disallowed).
    log, ranges = audit_inputs(tmp_path)
    later = tmp_path / "later.log"
    with open(log, encoding="utf-8") as f:
        shop = [l for l in f if l.startswith("shop.example")]
    later.write_text(
        "".join(shop) + "".join(l.replace("01/Nov/2026", "04/Nov/2026") for l in shop), encoding="utf-8"
    )
    versions = [
        (ROBOTS["shop.example"], None),
        (b"User-agent: *\nDisallow: /\n", "2026-11-01T10:30:00Z"),
        (b"User-agent: *\nDisallow: /\nAllow: /robots.txt\n", "2026-11-03T00:00:00Z"),
    ]
    args = []
    for k, (body, start) in enumerate(versions):
        path = tmp_path / f"v{k}.txt"
        path.write_bytes(body)
        args += ["--robots", f"{path}@{start}" if start else str(path)]
    out = subprocess.run(
        [robots_cli, "audit", str(later), *args, "--host", "shop.example", "--ranges", str(ranges), "--json"],
        capture_output=True, text=True,
    )
    assert out.returncode in (0, 1), out.stderr
    expected = {c["token"]: tuple(c[k] for k in job.AUDIT_COUNTS) for c in json.loads(out.stdout)["crawlers"]}
    # The job's count names are the command's, all of them, in its order
    # (its CSV header: token, owner, purpose, the counts, ignores_robots).
    csv_out = subprocess.run(
        [robots_cli, "audit", str(later), *args, "--host", "shop.example", "--ranges", str(ranges), "--csv"],
        capture_output=True, text=True,
    )
    header = csv_out.stdout.splitlines()[0].split(",")
    assert tuple(header[3:-1]) == job.AUDIT_COUNTS, header
    logs = job.parse_combined(spark.read.text(str(later)))
    robots = spark.createDataFrame(
        [("shop.example", body, start) for body, start in versions], "host string, body binary, from string"
    ).selectExpr("host", "body", "cast(`from` as timestamp) as `from`")
    rows = job.audit(logs, robots, ranges=str(ranges)).collect()
    got = {r["token"]: tuple(r[k] for k in job.AUDIT_COUNTS) for r in rows}
    assert got == expected
    googlebot = dict(zip(job.AUDIT_COUNTS, got["Googlebot"]))
    assert googlebot["grace"] > 0 and googlebot["disallowed"] > 0 and googlebot["allowed"] > 0


def test_parse_combined_reads_vhosts_ports_and_skips_other_lines(spark):
    lines = spark.createDataFrame(
        [
            ('shop.example:443 192.0.2.1 - - [01/Nov/2026:10:00:00 +0100] "GET /a?b=1 HTTP/1.1" 200 5 "-" "GPTBot/1.2" x',),
            ('2001:db8::1 - - [01/Nov/2026:10:00:00 +0000] "GET http://News.example:8080/x HTTP/1.0" 404 -',),
            ("not a line",),
        ],
        "value string",
    )
    rows = job.parse_combined(lines).collect()
    assert [(r["host"], r["ip"], r["path"], r["user_agent"]) for r in rows] == [
        ("shop.example", "192.0.2.1", "/a?b=1", "GPTBot/1.2"),
        ("News.example", "2001:db8::1", "/x", ""),
    ]
    assert rows[0]["time"] is not None


def test_raise_stops_only_for_a_failed_fetch_not_a_4xx(spark):
    # A 404 (any 4xx but 429) is no failed fetch: Google allows everything.
    robots = spark.createDataFrame(
        [("gone.example", b"User-agent: *\nDisallow: /\n", 404), ("ok.example", b"User-agent: *\nDisallow: /x\n", 200)],
        "host string, body binary, status int",
    )
    urls = spark.createDataFrame([("https://gone.example/x",), ("https://ok.example/x",)], "url string")
    blocked = job.blocked_urls(urls, robots, ["Googlebot"], partitions=2, failed="raise").collect()
    assert {(r.host, r.url, r.line) for r in blocked} == {("ok.example", "https://ok.example/x", 2)}
    # A 503 is one.
    down = spark.createDataFrame([("down.example", b"", 503)], "host string, body binary, status int")
    with pytest.raises(Exception, match="down.example"):
        job.blocked_urls(urls, robots.unionByName(down), ["Googlebot"], partitions=2, failed="raise").collect()


def test_one_file_row_per_host_is_chosen_whatever_the_order(spark):
    old = b"User-agent: *\nDisallow: /old\n"
    new = b"User-agent: *\nDisallow: /new\n"
    urls = spark.createDataFrame([("https://twice.example/old",), ("https://twice.example/new",)], "url string")

    def chosen(rows, schema):
        got = set()
        for order in (rows, rows[::-1]):
            robots = spark.createDataFrame(order, schema)
            for partitions in (2,):
                blocked = job.blocked_urls(urls, robots, ["Googlebot"], partitions=partitions).collect()
                got.add(frozenset(r.url for r in blocked))
        assert len(got) == 1, got
        return set(got.pop())

    # The newest by `fetched`, which the order of the rows does not change.
    rows = [("twice.example", new, "2026-11-02 10:00:00"), ("twice.example", old, "2026-10-01 10:00:00")]
    assert chosen(rows, "host string, body binary, fetched string") == {"https://twice.example/new"}
    rows = [("twice.example", new, "2026-09-02 10:00:00"), ("twice.example", old, "2026-10-01 10:00:00")]
    assert chosen(rows, "host string, body binary, fetched string") == {"https://twice.example/old"}
    # Without one: by content, the same one every time.
    assert chosen([("twice.example", new), ("twice.example", old)], "host string, body binary") == {
        "https://twice.example/new"
    }


def test_the_sql_site_agrees_with_the_engine_on_odd_urls(spark):
    from robotstxt_rs import site

    def site_or_none(value):
        """The engine's site, or None where it refuses the value (a null site)."""
        try:
            return site(value)
        except ValueError:
            return None

    odd = [
        " https://Shop.example/a",
        "\thttps://shop.example/a",
        "https://sh%6Fp.example/a",
        "https://SHOP%2Eexample/a",
        "https:\\\\shop.example\\a",
        "https://shop.example\\a",
        "https://shop.example:0443/a",
        "http://shop.example:080/a",
        "https://shop.example:8443/a",
        "https://shop.example:99999/a",
        "https://user@shop.example:443/a",
        "https://sho\tp.example/a",
        "https://shop.example./a",
        "HTTPS://SHOP.EXAMPLE/a",
        "https://[::1]:8080/a",
        "mailto:someone@shop.example",
        "https:///a",
    ]
    df = spark.createDataFrame([(u,) for u in odd], "url string")
    got = {r.url: r.site for r in job._with_site(df, "url", True).collect()}
    assert got == {u: site_or_none(u) for u in odd}
    # The files' host column is read the same way.
    hosts = [" Shop.example ", "sh%6Fp.example", "shop.example:0443", "shop.example:443", "https://shop.example:0443"]
    df = spark.createDataFrame([(h,) for h in hosts], "host string")
    got = {r.host: r.site for r in job._with_site(df, "host", False).collect()}
    assert got == {h: site_or_none(h) for h in hosts}
