"""robotstxt_rs.RobotFileParser: urllib.robotparser's API with Google's
answers. Each case where the standard library reads the file differently
shows both answers."""

import time
import urllib.robotparser

import pytest

from conftest import ok, redirect, status
from robotstxt_rs import RobotFileParser

GOOGLEBOT_UA = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"

# (what Google does differently, robots.txt, user agent, URL, Google's answer)
DIFFERENCES = [
    (
        "the longest match wins, not the first",
        "User-agent: *\nAllow: /\nDisallow: /private\n",
        "Googlebot",
        "https://e.com/private/a",
        False,
    ),
    (
        "the longest match wins, not the first (allow)",
        "User-agent: *\nDisallow: /shop\nAllow: /shop/public\n",
        "Googlebot",
        "https://e.com/shop/public/item",
        True,
    ),
    (
        "* and $ are wildcards",
        "User-agent: *\nDisallow: /*.pdf$\n",
        "Googlebot",
        "https://e.com/docs/a.pdf",
        False,
    ),
    (
        "a blank line does not end the user-agent lines of a group",
        "User-agent: Googlebot\n\nUser-agent: Bingbot\nDisallow: /\n",
        "Googlebot",
        "https://e.com/a",
        False,
    ),
    (
        "agents match by product token, not by substring",
        "User-agent: bot\nDisallow: /\n",
        "Googlebot",
        "https://e.com/a",
        True,
    ),
    (
        "a full user-agent string is reduced to its product token",
        "User-agent: Googlebot\nDisallow: /\n",
        GOOGLEBOT_UA,
        "https://e.com/a",
        False,
    ),
    (
        "whitespace may stand in for the colon",
        "User-agent: *\nDisallow /tmp\n",
        "Googlebot",
        "https://e.com/tmp/x",
        False,
    ),
    (
        "accepted typos of disallow",
        "User-agent: *\nDissallow: /old\n",
        "Googlebot",
        "https://e.com/old/x",
        False,
    ),
    (
        "a group naming the crawler replaces the * group, wherever it is",
        "User-agent: *\nDisallow: /\n\nUser-agent: Googlebot\nAllow: /\n",
        GOOGLEBOT_UA,
        "https://e.com/a",
        True,
    ),
    (
        "an allowed index.html also allows its directory",
        "User-agent: *\nDisallow: /dir/\nAllow: /dir/index.html\n",
        "Googlebot",
        "https://e.com/dir/",
        True,
    ),
]


@pytest.mark.parametrize("what,body,agent,url,google", DIFFERENCES, ids=[d[0] for d in DIFFERENCES])
def test_google_reading_where_the_standard_library_differs(what, body, agent, url, google):
    stdlib = urllib.robotparser.RobotFileParser()
    stdlib.parse(body.splitlines())
    ours = RobotFileParser()
    ours.parse(body.splitlines())
    assert stdlib.can_fetch(agent, url) is (not google), "the standard library reads it as Google does"
    assert ours.can_fetch(agent, url) is google
    # The explanation behind the answer.
    assert ours.verdict(agent, url).allowed is google


def test_parse_takes_lines_text_or_bytes():
    body = "User-agent: *\r\nDisallow: /x\r\n"
    for given in (body.splitlines(), body.splitlines(True), body, body.encode()):
        rp = RobotFileParser()
        rp.parse(given)
        assert (rp.can_fetch("Googlebot", "https://e.com/x"), rp.can_fetch("Googlebot", "https://e.com/y")) == (False, True)
    rp.parse([b"User-agent: *", b"Disallow: /y"])
    assert not rp.can_fetch("Googlebot", "https://e.com/y")


def test_nothing_is_allowed_before_read_or_parse_as_in_the_standard_library():
    stdlib, ours = urllib.robotparser.RobotFileParser(), RobotFileParser()
    assert stdlib.can_fetch("Googlebot", "/") is ours.can_fetch("Googlebot", "/") is False
    assert ours.mtime() == stdlib.mtime() == 0
    assert ours.crawl_delay("Googlebot") is None and ours.request_rate("Googlebot") is None
    assert ours.site_maps() is None
    before = time.time()
    ours.parse([])
    assert ours.mtime() >= before
    assert ours.can_fetch("Googlebot", "/")
    ours.last_checked = 0
    ours.modified()
    assert ours.mtime() >= before


def test_crawl_delay_request_rate_and_sitemaps_as_the_file_says():
    body = (
        "User-agent: FooBot\nCrawl-delay: 7\nRequest-rate: 3/10\nDisallow: /f\n\n"
        "User-agent: *\nCrawl-delay: 2\nRequest-rate: 1/5\n"
        "Sitemap: https://e.com/a.xml\nSitemap: https://e.com/b.xml\n"
    )
    stdlib, ours = urllib.robotparser.RobotFileParser(), RobotFileParser()
    stdlib.parse(body.splitlines())
    ours.parse(body.splitlines())
    for agent in ("FooBot", "Googlebot", "FooBot/2.0"):
        assert ours.crawl_delay(agent) == stdlib.crawl_delay(agent)
        assert ours.request_rate(agent) == stdlib.request_rate(agent)
    assert ours.crawl_delay("FooBot") == 7 and ours.request_rate("FooBot") == (3, 10)
    assert ours.request_rate("FooBot").requests == 3
    assert ours.site_maps() == stdlib.site_maps() == ["https://e.com/a.xml", "https://e.com/b.xml"]
    # The group is Google's choice: a full user-agent string names FooBot,
    # where the standard library falls back to the * group.
    ua = "Mozilla/5.0 (compatible; FooBot/2.1; +https://foo.example)"
    assert (ours.crawl_delay(ua), stdlib.crawl_delay(ua)) == (7, 2)
    # A decimal delay; none for a group without one.
    ours.parse("User-agent: *\nDisallow: /tmp\nCrawl-delay: 0.5\n\nUser-agent: BarBot\nDisallow: /\nCrawl-delay: soon\n")
    assert ours.crawl_delay("Googlebot") == 0.5
    assert ours.crawl_delay("BarBot") is None and ours.request_rate("BarBot") is None
    # Groups as Google forms them: a crawl-delay is not a rule, so a
    # user-agent line after it (blank line or not) joins the same group.
    ours.parse("User-agent: *\nCrawl-delay: 3\n\nUser-agent: BarBot\nDisallow: /\n")
    assert ours.crawl_delay("BarBot") == 3


def test_read_uses_the_rules_of_a_2xx_file(serve):
    server = serve({"/robots.txt": ok(b"User-agent: *\nDisallow: /private\nSitemap: https://e.com/s.xml\n")})
    rp = RobotFileParser(server.url("/robots.txt"))
    assert rp.host == server.url("")[len("http://"):] and rp.path == "/robots.txt"
    rp.read()
    assert rp.fetch_result.outcome == "rules" and rp.fetch_result.status == 200
    assert not rp.can_fetch("Googlebot", server.url("/private/a"))
    assert rp.can_fetch("Googlebot", server.url("/public"))
    assert rp.site_maps() == ["https://e.com/s.xml"]
    assert rp.mtime() > 0
    assert "Disallow: /private" in str(rp)


def test_read_follows_redirects(serve):
    server = serve({
        "/robots.txt": redirect(301, "/moved"),
        "/moved": redirect(302, "/final.txt"),
        "/final.txt": ok(b"User-agent: *\nDisallow: /x\n"),
    })
    rp = RobotFileParser(server.url("/robots.txt"))
    rp.read()
    assert rp.fetch_result.redirects == 2
    assert rp.fetch_result.final_url == server.url("/final.txt")
    assert not rp.can_fetch("Googlebot", server.url("/x"))
    assert server.requests == ["/robots.txt", "/moved", "/final.txt"]


def test_read_404_and_403_allow_everything_where_the_standard_library_blocks_403(serve):
    server = serve({"/403/robots.txt": status(403), "/404/robots.txt": status(404, b"User-agent: *\nDisallow: /\n")})
    for code in ("403", "404"):
        rp = RobotFileParser(server.url(f"/{code}/robots.txt"))
        rp.read()
        assert (rp.allow_all, rp.disallow_all) == (True, False)
        assert rp.can_fetch("Googlebot", server.url("/anything"))
        stdlib = urllib.robotparser.RobotFileParser(server.url(f"/{code}/robots.txt"))
        stdlib.read()
        assert stdlib.can_fetch("Googlebot", server.url("/anything")) is (code == "404")


def test_read_5xx_429_and_too_many_redirects(serve):
    hops = {f"/r{i}": redirect(301, f"/r{i + 1}") for i in range(6)}
    server = serve({"/500/robots.txt": status(500), "/429/robots.txt": status(429), **hops, "/r6": ok(b"")})
    for code in ("500", "429"):
        rp = RobotFileParser(server.url(f"/{code}/robots.txt"))
        rp.read()
        assert (rp.allow_all, rp.disallow_all) == (False, True)
        assert not rp.can_fetch("Googlebot", server.url("/a"))
        assert rp.fetch_result.status == int(code)
    # A 6th redirect: treated as 404, everything allowed.
    rp = RobotFileParser(server.url("/r0"))
    rp.read()
    assert rp.allow_all and rp.fetch_result.redirects == 6


def test_read_an_unreachable_server_disallows_everything_without_raising():
    import socket

    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()  # nothing listens there now
    rp = RobotFileParser(f"http://127.0.0.1:{port}/robots.txt")
    rp.read()
    assert rp.disallow_all and rp.fetch_result.status is None and rp.fetch_result.error
    assert not rp.can_fetch("Googlebot", f"http://127.0.0.1:{port}/")


def test_read_stops_at_the_timeout(serve):
    def stall(handler):
        time.sleep(5)

    server = serve({"/robots.txt": stall})
    rp = RobotFileParser(server.url("/robots.txt"), timeout=0.5)
    start = time.monotonic()
    rp.read()
    assert time.monotonic() - start < 3
    assert rp.disallow_all and "timeout" in (rp.fetch_result.error or "").lower()


def test_read_only_500_kib(serve):
    body = b"User-agent: *\n" + b"# padding\n" * 52_000 + b"Disallow: /late\n"
    assert len(body) > 512_000
    server = serve({"/robots.txt": ok(body)})
    rp = RobotFileParser(server.url("/robots.txt"))
    rp.read()
    assert rp.fetch_result.truncated and len(rp.fetch_result.body) == 512_000
    assert rp.can_fetch("Googlebot", server.url("/late"))
    # The standard library reads it all.
    stdlib = urllib.robotparser.RobotFileParser(server.url("/robots.txt"))
    stdlib.read()
    assert not stdlib.can_fetch("Googlebot", server.url("/late"))


def test_read_rejects_what_is_not_an_http_url():
    with pytest.raises(ValueError):
        RobotFileParser("ftp://e.com/robots.txt").read()
    with pytest.raises(ValueError):
        RobotFileParser("").read()
