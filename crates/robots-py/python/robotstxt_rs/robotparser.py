"""A drop-in for ``urllib.robotparser.RobotFileParser`` that reads robots.txt
as Google does.

Replace ``from urllib.robotparser import RobotFileParser`` with
``from robotstxt_rs import RobotFileParser``: the methods and attributes are
the same, the answers are Google's (longest match wins, ``*`` and ``$``
wildcards, groups chosen by product token, blank lines do not end groups).
"""

from __future__ import annotations

import time
import urllib.parse
from typing import Callable, Iterable, Optional, TypeVar, Union
from urllib.robotparser import RequestRate

from ._engine import FetchResult, RobotsTxt, Verdict, fetch

__all__ = ["RequestRate", "RobotFileParser"]


T = TypeVar("T")


def _encode(text: str) -> bytes:
    try:
        return text.encode("utf-8", "surrogateescape")
    except UnicodeEncodeError:
        return text.encode("utf-8", "replace")


def _as_str(value: Union[str, bytes]) -> str:
    if isinstance(value, bytes):
        return value.decode("utf-8", "replace")
    return value


def tester_or_raw(ask: Callable[..., T], useragent: str, url: str) -> T:
    """``ask(useragent, url)`` (``RobotsTxt.check`` or ``.allowed``) in tester
    mode, or, when tester mode cannot read them (neither a product token nor
    a URL a browser would request), as Google's library takes them."""
    try:
        return ask(useragent, url)
    except ValueError:
        return ask(useragent, url, raw=True)


def group_values(robots: RobotsTxt, useragent: str, key: str) -> list[str]:
    """The values of the ``key`` lines (e.g. ``crawl-delay``) in the groups
    Google chooses for ``useragent``, in file order. A line belongs to the
    group of the user-agent line above it, as Google forms groups."""
    v = tester_or_raw(robots.check, useragent, "/")
    chosen = set(v.groups)
    values = []
    group = None
    for line in robots.lines():
        if line.kind == "user_agent":
            group = line.group
        elif group in chosen and line.key.lower() == key:
            values.append(line.value)
    return values


def parse_delay(values: Iterable[str]) -> Optional[Union[int, float]]:
    """The first valid delay: an int when it is all digits, else a finite
    non-negative float."""
    for value in values:
        value = value.strip()
        if value.isdigit():
            return int(value)
        try:
            delay = float(value)
        except ValueError:
            continue
        if 0 <= delay < float("inf"):
            return delay
    return None


class RobotFileParser:
    """``urllib.robotparser.RobotFileParser``'s API with Google's reading.

    * ``can_fetch(useragent, url)`` answers as Google's crawlers do: the
      user-agent string is reduced to its product token
      (``Mozilla/5.0 (compatible; Googlebot/2.1; ...)`` → ``Googlebot``),
      crawler families apply (``Googlebot-Image`` obeys ``Googlebot``'s group
      when no group names it), the URL is read as a browser requests it and
      only the first 500 KiB of the file count.
    * ``read()`` fetches as Google does: redirects followed (at most 5), the
      body read up to 500 KiB, 4xx (401 and 403 included, 429 excepted) allow
      everything, 429, 5xx and network errors disallow everything. It never
      raises for a network error; ``fetch_result`` says what happened.
      ``timeout`` (seconds) bounds the whole fetch.
    * As in ``urllib.robotparser``, ``can_fetch`` answers False until
      ``read()`` or ``parse()`` has been called.
    """

    def __init__(self, url: str = "", timeout: float = 30.0) -> None:
        self.disallow_all = False
        self.allow_all = False
        self.last_checked: float = 0
        self.timeout = timeout
        self.fetch_result: Optional[FetchResult] = None
        self.robots: Optional[RobotsTxt] = None
        self.set_url(url)

    def mtime(self) -> float:
        """When the file was last read or parsed (0 if never)."""
        return self.last_checked

    def modified(self) -> None:
        """Sets the time the file was last read or parsed to now."""
        self.last_checked = time.time()

    def set_url(self, url: str) -> None:
        """Sets the URL of the robots.txt file."""
        self.url = url
        self.host, self.path = urllib.parse.urlparse(url)[1:3]

    def read(self) -> None:
        """Fetches the robots.txt URL as Google does, and reads it."""
        result = fetch(self.url, self.timeout)
        self.fetch_result = result
        self.robots = None
        self.allow_all = result.outcome == "allow_all"
        self.disallow_all = result.outcome == "disallow_all"
        if result.outcome == "rules":
            self.robots = RobotsTxt(result.body)
        self.modified()

    def parse(self, lines: Union[Iterable[str], str, bytes]) -> None:
        """Reads a robots.txt given as lines (as ``urllib.robotparser``
        takes it), or whole as str or bytes."""
        if isinstance(lines, (bytes, bytearray)):
            body = bytes(lines)
        elif isinstance(lines, str):
            body = _encode(lines)
        else:
            body = _encode("\n".join(_as_str(line).rstrip("\r\n") for line in lines))
        self.robots = RobotsTxt(body)
        self.allow_all = False
        self.disallow_all = False
        self.modified()

    def verdict(self, useragent: str, url: str) -> Optional[Verdict]:
        """The engine's full verdict for ``can_fetch``'s question (None when
        the fetch result, not the file, decides)."""
        if self.robots is None:
            return None
        return tester_or_raw(self.robots.check, _as_str(useragent), _as_str(url))

    def can_fetch(self, useragent: str, url: str) -> bool:
        """Whether a crawler sending ``useragent`` may fetch ``url``."""
        if self.disallow_all:
            return False
        if self.allow_all:
            return True
        if not self.last_checked or self.robots is None:
            return False
        return tester_or_raw(self.robots.allowed, _as_str(useragent), _as_str(url))

    def _values(self, useragent: str, key: str) -> list[str]:
        if not self.last_checked or self.robots is None:
            return []
        return group_values(self.robots, _as_str(useragent), key)

    def crawl_delay(self, useragent: str) -> Optional[Union[int, float]]:
        """The ``Crawl-delay`` of the group that applies to ``useragent``
        (the first valid one), or None.

        Google ignores ``Crawl-delay``; it is returned because the crawlers
        that call this method want the value the file gives them.
        """
        return parse_delay(self._values(useragent, "crawl-delay"))

    def request_rate(self, useragent: str) -> Optional[RequestRate]:
        """The ``Request-rate`` (``requests/seconds``) of the group that
        applies to ``useragent``, or None.

        Google ignores ``Request-rate``; it is returned because the crawlers
        that call this method want the value the file gives them.
        """
        for value in self._values(useragent, "request-rate"):
            parts = value.split("/")
            if len(parts) == 2 and all(p.strip().isdigit() for p in parts):
                return RequestRate(int(parts[0]), int(parts[1]))
        return None

    def site_maps(self) -> Optional[list[str]]:
        """The file's ``Sitemap`` URLs, or None when it has none."""
        if self.robots is None:
            return None
        urls = [s.url for s in self.robots.sitemaps()]
        return urls or None

    def __str__(self) -> str:
        if self.robots is None:
            return ""
        return self.robots.body.decode("utf-8", "replace")
