"""A Scrapy robots.txt parser that reads robots.txt as Google does.

In a project's settings::

    ROBOTSTXT_OBEY = True
    ROBOTSTXT_PARSER = "robotstxt_rs.scrapy.RobotParser"

Scrapy hands the parser the body of ``/robots.txt`` as bytes and asks
``allowed(url, user_agent)`` for each request. The user agent (Scrapy's
``USER_AGENT``, or ``ROBOTSTXT_USER_AGENT``) is reduced to its product token
as Google's crawlers are matched (``Scrapy/2.19 (+https://scrapy.org)`` →
``Scrapy``); the file's bytes are read as Google reads them, with no decoding
step that could drop a file in another encoding.
"""

from __future__ import annotations

from typing import Any, Optional, Union

from scrapy.robotstxt import RobotParser as _ScrapyRobotParser

from ._engine import RobotsTxt, Verdict
from .robotparser import _as_str, group_values, parse_delay, tester_or_raw

__all__ = ["RobotParser"]


class RobotParser(_ScrapyRobotParser):
    """Scrapy's ``RobotParser`` interface over the robots engine."""

    def __init__(self, robotstxt_body: bytes, spider: Any = None) -> None:
        self.spider = spider
        self.robots = RobotsTxt(robotstxt_body or b"")

    @classmethod
    def from_crawler(cls, crawler: Any, robotstxt_body: bytes) -> "RobotParser":
        spider = getattr(crawler, "spider", None) if crawler else None
        return cls(robotstxt_body, spider)

    def verdict(self, url: Union[str, bytes], user_agent: Union[str, bytes]) -> Verdict:
        """The engine's full verdict behind :meth:`allowed`."""
        return tester_or_raw(self.robots.check, _as_str(user_agent), _as_str(url))

    def allowed(self, url: Union[str, bytes], user_agent: Union[str, bytes]) -> bool:
        return tester_or_raw(self.robots.allowed, _as_str(user_agent), _as_str(url))

    def crawl_delay(self, user_agent: Union[str, bytes]) -> Optional[float]:
        """The ``Crawl-delay`` of the group that applies (Google ignores
        it; Scrapy can honour it)."""
        delay = parse_delay(group_values(self.robots, _as_str(user_agent), "crawl-delay"))
        return None if delay is None else float(delay)
