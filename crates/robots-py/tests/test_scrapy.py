"""robotstxt_rs.scrapy.RobotParser as Scrapy's ROBOTSTXT_PARSER: unit checks
through Scrapy's own interface, and real crawls of a local server."""

import subprocess
import sys
import textwrap

import pytest

from conftest import ok

scrapy = pytest.importorskip("scrapy")

from scrapy.robotstxt import RobotParser as ScrapyRobotParser  # noqa: E402
from scrapy.utils.test import get_crawler  # noqa: E402

from robotstxt_rs.scrapy import RobotParser  # noqa: E402

# urllib.robotparser takes the first matching rule, so `Allow: /` lets
# everything through; Google takes the longest, and reads * and $.
ROBOTS = b"User-agent: *\nAllow: /\nDisallow: /private\nDisallow: /*.pdf$\nCrawl-delay: 0.25\n"
PAGE = b'<html><body><a href="/public">p</a> <a href="/private/page">x</a> <a href="/files/a.pdf">f</a></body></html>'


def test_the_parser_through_scrapys_interface():
    crawler = get_crawler(settings_dict={"ROBOTSTXT_PARSER": "robotstxt_rs.scrapy.RobotParser"})
    rp = RobotParser.from_crawler(crawler, ROBOTS)
    assert isinstance(rp, ScrapyRobotParser)
    ua = b"Scrapy/2.19.0 (+https://scrapy.org)"
    assert rp.allowed("https://e.com/public", ua)
    assert not rp.allowed(b"https://e.com/private/page", ua)
    assert not rp.allowed("https://e.com/files/a.pdf", "Scrapy")
    assert rp.allowed("https://e.com/files/a.pdf?download=1", "Scrapy")
    v = rp.verdict("https://e.com/private/page", ua)
    assert (v.line, v.rule, v.tokens) == (3, "Disallow: /private", ["Scrapy"])
    assert rp.crawl_delay(ua) == 0.25
    # Scrapy builds one parser with an empty body to check the setting.
    assert RobotParser.from_crawler(crawler, b"").allowed("https://e.com/x", ua)
    # Bytes that are not UTF-8 are read as Google reads them.
    assert not RobotParser.from_crawler(None, b"\xff\xfe\nUser-agent: *\nDisallow: /x\n").allowed("https://e.com/x", ua)


SPIDER = textwrap.dedent(
    """
    import scrapy

    class Links(scrapy.Spider):
        name = "links"

        def __init__(self, home, **kwargs):
            super().__init__(**kwargs)
            self.start_urls = [home]

        def parse(self, response):
            for href in response.css("a::attr(href)").getall():
                yield response.follow(href, callback=self.parse)
    """
)


def crawl(tmp_path, serve, parser):
    server = serve({
        "/robots.txt": ok(ROBOTS),
        "/": ok(PAGE, **{"Content-Type": "text/html"}),
        "/public": ok(b"<html>public</html>", **{"Content-Type": "text/html"}),
        "/private/page": ok(b"<html>private</html>", **{"Content-Type": "text/html"}),
        "/files/a.pdf": ok(b"%PDF-1.4", **{"Content-Type": "application/pdf"}),
    })
    spider = tmp_path / "links.py"
    spider.write_text(SPIDER)
    settings = {
        "ROBOTSTXT_OBEY": "True",
        "ROBOTSTXT_PARSER": parser,
        "LOG_LEVEL": "ERROR",
        "TELNETCONSOLE_ENABLED": "False",
        "DOWNLOAD_DELAY": "0",
    }
    args = [sys.executable, "-m", "scrapy", "runspider", str(spider), "-a", f"home={server.url('/')}"]
    for k, v in settings.items():
        args += ["-s", f"{k}={v}"]
    done = subprocess.run(args, cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return sorted(set(server.requests))


def test_a_scrapy_crawl_skips_what_google_blocks(tmp_path, serve):
    requested = crawl(tmp_path, serve, "robotstxt_rs.scrapy.RobotParser")
    assert requested == ["/", "/public", "/robots.txt"]


def test_the_same_crawl_with_the_standard_library_fetches_them(tmp_path, serve):
    # The contrast that shows the test above can fail: urllib.robotparser's
    # first-match reading lets the blocked pages through.
    requested = crawl(tmp_path, serve, "scrapy.robotstxt.PythonRobotParser")
    assert requested == ["/", "/files/a.pdf", "/private/page", "/public", "/robots.txt"]
