"""robots.txt read exactly as Google reads it.

A Rust engine (the same one as the project's web page and command-line tool)
for Python::

    import robotstxt_rs
    robots = robotstxt_rs.RobotsTxt(b"User-agent: *\\nDisallow: /private\\n")
    v = robots.check("Googlebot", "https://example.com/private/x")
    v.allowed, v.line, v.reason, v.sentence, v.rule

* :class:`RobotsTxt` parses once and checks many times (``check``,
  ``check_many``, ``lines``, ``sitemaps``);
* :class:`RobotFileParser` is a drop-in for ``urllib.robotparser``'s;
* ``robotstxt_rs.scrapy.RobotParser`` is a Scrapy ``ROBOTSTXT_PARSER``;
* ``robotstxt_rs.spark`` checks a crawl's URLs against every host's
  robots.txt on Spark.
"""

from ._engine import (
    GOOGLE_SIZE_LIMIT,
    FetchResult,
    Line,
    RobotsTxt,
    Sitemap,
    Verdict,
    crawlers,
    fetch,
    path,
    product_token,
    site,
    status_effect,
)
from .robotparser import RobotFileParser

#: The crawler registry (see ``crawlers()``), read once at import.
CRAWLERS = tuple(crawlers())

__all__ = [
    "CRAWLERS",
    "GOOGLE_SIZE_LIMIT",
    "FetchResult",
    "Line",
    "RobotFileParser",
    "RobotsTxt",
    "Sitemap",
    "Verdict",
    "crawlers",
    "fetch",
    "path",
    "product_token",
    "site",
    "status_effect",
]
