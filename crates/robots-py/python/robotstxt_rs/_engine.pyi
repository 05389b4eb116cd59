"""Type stubs for the compiled engine module (src/lib.rs)."""

from typing import Any, Dict, Iterable, List, Optional, Sequence, Tuple, Union

GOOGLE_SIZE_LIMIT: int

Agent = Union[str, Sequence[str]]

class Verdict:
    """The verdict for one check, with its explanation."""

    @property
    def allowed(self) -> bool: ...
    @property
    def line(self) -> int:
        """The deciding line (Google's ``matching_line()``; 0 when no rule decided)."""
    @property
    def reason(self) -> str:
        """``longest_match``, ``tie_allow_wins``, ``index_html_directory``,
        ``empty_rule``, ``no_matching_rule`` or ``no_group``."""
    @property
    def sentence(self) -> str: ...
    @property
    def rule(self) -> Optional[str]:
        """The deciding rule as written (``Disallow: /x``), or None."""
    @property
    def tokens(self) -> List[str]: ...
    @property
    def path(self) -> str: ...
    @property
    def group(self) -> str:
        """Why these groups applied: ``specific``, ``specific_merged``,
        ``specific_without_rules``, ``global_fallback``, ``global_merged``,
        ``family_fallback``, ``ignores_global`` or ``no_group``."""
    @property
    def groups(self) -> List[int]: ...
    @property
    def agent_lines(self) -> List[int]: ...
    @property
    def usage(self) -> Optional[Dict[str, str]]:
        """The AI-use preferences (``Content-Usage``): ``{"train-ai": ..., "search": ...}``,
        each ``allow``, ``disallow`` or ``unknown``; None when the URL may not be crawled."""
    @property
    def usage_lines(self) -> List[int]:
        """The deciding ``Content-Usage`` lines (empty when none matched)."""
    def __bool__(self) -> bool: ...

class Line:
    """One line of the file, as Google reads it."""

    @property
    def number(self) -> int: ...
    @property
    def kind(self) -> str:
        """``user_agent``, ``allow``, ``disallow``, ``sitemap``,
        ``unsupported``, ``unknown``, ``comment``, ``empty`` or ``invalid``."""
    @property
    def key(self) -> str: ...
    @property
    def value(self) -> str: ...
    @property
    def group(self) -> Optional[int]: ...
    @property
    def diagnostics(self) -> List[str]: ...
    @property
    def messages(self) -> List[str]:
        """The diagnostics in sentences, in the file's ``lang``."""
    @property
    def text(self) -> str: ...

class Sitemap:
    @property
    def line(self) -> int: ...
    @property
    def url(self) -> str: ...

class RobotsTxt:
    """A parsed robots.txt: parse once, check many times."""

    def __init__(self, body: Union[bytes, bytearray, str], lang: str = "en") -> None:
        """``lang``: ``en`` (the default), ``hi``, ``nl`` or ``ko``, the language of the
        verdicts' ``sentence`` and the lines' ``messages``."""
    def check(self, agent: Agent, url: str, raw: bool = False) -> Verdict: ...
    def allowed(self, agent: Agent, url: str, raw: bool = False) -> bool: ...
    def check_many(
        self,
        agent: Agent,
        urls: Iterable[str],
        raw: bool = False,
        strict: bool = True,
    ) -> List[Optional[Tuple[bool, int]]]: ...
    def lines(self, raw: bool = False) -> List[Line]: ...
    def sitemaps(self, raw: bool = False) -> List[Sitemap]: ...
    @property
    def truncated(self) -> bool: ...
    @property
    def body(self) -> bytes: ...

class FetchResult:
    @property
    def outcome(self) -> str:
        """``rules``, ``allow_all`` or ``disallow_all``."""
    @property
    def status(self) -> Optional[int]: ...
    @property
    def redirects(self) -> int: ...
    @property
    def final_url(self) -> str: ...
    @property
    def truncated(self) -> bool: ...
    @property
    def error(self) -> Optional[str]: ...
    @property
    def note(self) -> str: ...
    @property
    def body(self) -> bytes: ...

def fetch(url: str, timeout: float = 30.0) -> FetchResult: ...
def product_token(agent: str) -> str: ...
def path(url: str, raw: bool = False) -> str: ...
def site(url: str) -> Optional[str]:
    """The site of a URL or ``host[:port]``, for matching files to URLs: the
    host as the engine normalises it (lower case, ``xn--`` labels), no
    trailing dot, ``:port`` unless 80 or 443; None without a usable host."""
def status_effect(status: Optional[int], redirects: int = 0) -> Tuple[str, str]:
    """What Google does with a fetch ending in ``status`` (None: a network
    error): ``rules``, ``allow_all`` or ``disallow_all``, and why."""

def crawlers() -> List[Dict[str, Any]]:
    """The crawler registry: one dict per crawler (``token``, ``owner``,
    ``purpose``, ``blocking``, ``docs``, ``checked``, ``falls_back_to``,
    ``ignores_global``), with ``lists`` (the file names of the IP address
    lists its owner publishes for it, as ``robots ranges update`` saves
    them), ``rdns`` (documented reverse-DNS domains) and ``ignores_robots``."""
