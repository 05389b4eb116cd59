"""The Python API: tester mode (the default), raw mode, lines, sitemaps,
check_many and bad input."""

import threading
import time

import pytest

import robotstxt_rs
from robotstxt_rs import RobotsTxt

GOOGLEBOT_UA = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"


def test_the_readme_example():
    robots = RobotsTxt(b"User-agent: *\nDisallow: /*.htm\nAllow: /page\n")
    v = robots.check("Googlebot", "https://example.com/page.htm", raw=True)
    assert (v.allowed, v.line, v.reason) == (False, 2, "longest_match")
    assert v.rule == "Disallow: /*.htm"
    assert v.sentence == (
        "`Disallow: /*.htm` (6 bytes) is longer than `Allow: /page` (5 bytes): the longest match wins"
    )
    assert not v and bool(robots.check("Googlebot", "/page"))
    assert v.tokens == ["Googlebot"] and v.path == "/page.htm"
    assert v.group == "global_fallback" and v.groups == [0] and v.agent_lines == [1]
    assert repr(v) == "Verdict(allowed=False, line=2, reason=\"longest_match\", rule=\"Disallow: /*.htm\")"


def test_a_raw_verdict_gives_googles_path_of_its_url_before_and_after_its_explanation():
    robots = RobotsTxt("User-agent: *\nDisallow: /a\n")
    v = robots.check("Googlebot", "https://e.com/a%20b?q=\u00e9#frag", raw=True)
    assert (v.allowed, v.line) == (False, 2)
    assert v.path == "/a%20b?q=\u00e9"
    assert v.rule == "Disallow: /a" and v.path == "/a%20b?q=\u00e9"
    w = robots.check("Googlebot", "e.com?x", raw=True)
    assert w.reason == "no_matching_rule" and w.path == "/?x" and w.allowed
    # Tester mode keeps the path its check worked out.
    t = robots.check("Googlebot", "https://e.com/a b")
    assert t.path == "/a%20b" and t.rule == "Disallow: /a"


def test_the_explanation_read_later_is_that_of_its_own_check():
    robots = RobotsTxt("User-agent: Googlebot\nDisallow: /g\n\nUser-agent: *\nDisallow: /\nAllow: /open\n")
    agents = ["Googlebot"]
    g = robots.check(agents, "https://example.com/g/1", raw=True)
    star = robots.check("Bingbot", "https://example.com/open/2")
    agents[0] = "Bingbot"
    assert (g.allowed, g.line, star.allowed, star.line) == (False, 2, True, 6)
    # Read after other checks, for other crawlers and in the other mode.
    assert (star.reason, star.group, star.agent_lines, star.rule) == (
        "longest_match", "global_fallback", [4], "Allow: /open"
    )
    assert (g.reason, g.group, g.tokens, g.rule, g.path) == ("longest_match", "specific", ["Googlebot"], "Disallow: /g", "/g/1")
    # The verdict keeps the file it read alive.
    v = RobotsTxt("User-agent: *\nDisallow: /x\n").check("a", "/x/y")
    assert (v.allowed, v.line, v.sentence) == (
        False, 2, "`Disallow: /x` (2 bytes) is the only rule that matches"
    )


def test_threads_checking_for_different_agents_get_their_own_verdicts():
    robots = RobotsTxt("User-agent: a\nDisallow: /\n\nUser-agent: b\nAllow: /\nDisallow: /x\n")
    wrong = []

    def run(agent, want):
        for i in range(3000):
            v = robots.check(agent, f"/x{i}", raw=i % 2 == 0)
            if (v.allowed, v.line) != want or robots.allowed(agent, "/x") != want[0]:
                wrong.append((agent, i))

    threads = [threading.Thread(target=run, args=args) for args in (("a", (False, 2)), ("b", (False, 6)))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert wrong == []


def test_bytes_and_str_bodies_read_the_same():
    text = "User-agent: *\nDisallow: /caf\u00e9\n"
    a, b = RobotsTxt(text), RobotsTxt(text.encode())
    assert a.body == b.body == text.encode()
    assert a.check("x", "/caf%C3%A9", raw=True).line == b.check("x", "/caf%C3%A9", raw=True).line == 2
    assert RobotsTxt(bytearray(b"User-agent: *\nDisallow: /\n")).check("x", "/a").line == 2


def test_tester_mode_reduces_user_agent_strings_to_their_token():
    body = "User-agent: Googlebot\nDisallow: /g\n\nUser-agent: Googlebot-Image\nDisallow: /i\n\nUser-agent: *\nDisallow: /\n"
    robots = RobotsTxt(body)
    v = robots.check(GOOGLEBOT_UA, "https://e.com/g/x")
    assert (v.allowed, v.line, v.tokens) == (False, 2, ["Googlebot"])
    assert robots.check("Googlebot-Image/1.0", "/i/x").line == 5
    # Raw mode takes the string as it is: no group names it, so the * group.
    v = robots.check(GOOGLEBOT_UA, "https://e.com/g/x", raw=True)
    assert (v.allowed, v.line, v.group) == (False, 8, "global_fallback")
    assert robotstxt_rs.product_token(GOOGLEBOT_UA) == "Googlebot"


def test_tester_mode_applies_crawler_families():
    body = "User-agent: Googlebot\nDisallow: /photos\n\nUser-agent: *\nDisallow: /\n"
    robots = RobotsTxt(body)
    v = robots.check("Googlebot-Image", "/photos/a.jpg")
    assert (v.allowed, v.line, v.group) == (False, 2, "family_fallback")
    assert robots.check("Googlebot-Image", "/other").reason == "no_matching_rule"
    # Raw mode has no families: Google's library uses the * group.
    assert robots.check("Googlebot-Image", "/other", raw=True).line == 5
    v = robots.check("AdsBot-Google", "/anything")
    assert (v.allowed, v.line, v.reason, v.group) == (True, 0, "no_group", "ignores_global")


def test_a_list_of_agents():
    body = "User-agent: Googlebot\nDisallow: /g\n\nUser-agent: Googlebot-Image\nDisallow: /i\n\nUser-agent: *\nDisallow: /\n"
    robots = RobotsTxt(body)
    # Google's library merges every group that names one of the agents.
    for raw in (True, False):
        assert robots.check(["Googlebot-Image", "Googlebot"], "/g", raw=raw).line == 2
        assert robots.check(["Googlebot-Image", "Googlebot"], "/i", raw=raw).line == 5
        assert robots.check(["Googlebot-Image", "Googlebot"], "/x", raw=raw).allowed
    # No group names any of them: the first one's family choice (here: *).
    assert robots.check(["FooBot", "BarBot"], "/x").line == 8
    only_star = RobotsTxt("User-agent: Googlebot\nDisallow: /g\n\nUser-agent: *\nDisallow: /\n")
    v = only_star.check(["Googlebot-Image", "FooBot"], "/g")
    assert (v.line, v.group) == (2, "family_fallback")
    # A tuple works too.
    assert robots.check(("Googlebot",), "/g").line == 2


def test_tester_mode_requests_urls_as_a_browser_does():
    robots = RobotsTxt("User-agent: *\nDisallow: /a%20b\nDisallow: /caf%C3%A9\nDisallow: /x/y$\n")
    assert (robots.check("Googlebot", "https://e.com/a b").line, robots.check("Googlebot", "https://e.com/a b").path) == (2, "/a%20b")
    assert robots.check("Googlebot", "https://e.com/caf\u00e9").line == 3
    assert robots.check("Googlebot", "https://e.com/x/z/../y#top").line == 4
    # Raw mode: the URL as given.
    assert robots.check("Googlebot", "https://e.com/a b", raw=True).line == 0
    assert robotstxt_rs.path("https://e.com/a b") == "/a%20b"
    assert robotstxt_rs.path("https://e.com/a b?q#f", raw=True) == "/a b?q"


def test_only_the_first_500_kib_count_in_tester_mode():
    body = "User-agent: *\n"
    while len(body) < 512_000:
        body += "# padding padding padding padding padding padding\n"
    body += "Disallow: /late\n"
    robots = RobotsTxt(body)
    assert robots.truncated
    assert robots.check("Googlebot", "/late").allowed
    assert robots.check("Googlebot", "/late", raw=True).line == body.count("\n")
    assert robots.check_many("Googlebot", ["/late"]) == [(True, 0)]
    assert robots.check_many("Googlebot", ["/late"], raw=True) == [(False, body.count("\n"))]
    assert "past_size_limit" in robots.lines()[-1].diagnostics
    assert robotstxt_rs.GOOGLE_SIZE_LIMIT == 512_000


def test_lines_and_sitemaps():
    body = b"Useragent: FooBot # typo\nDisallow /x\nCrawl-delay: 5\nSitemap: https://e.com/s.xml\n\xff\n"
    robots = RobotsTxt(body)
    lines = robots.lines()
    assert [l.number for l in lines] == [1, 2, 3, 4, 5, 6]
    assert [l.kind for l in lines] == ["user_agent", "disallow", "unsupported", "sitemap", "invalid", "empty"]
    assert lines[0].diagnostics == ["accepted_typo"] and lines[0].value == "FooBot"
    assert lines[0].text == "Useragent: FooBot # typo"
    assert lines[1].diagnostics == ["missing_colon"] and lines[1].group == 0
    assert lines[2].key == "Crawl-delay" and lines[2].value == "5" and lines[2].group is None
    assert "non_utf8" in lines[4].diagnostics and lines[4].text == "\ufffd"
    [s] = robots.sitemaps()
    assert (s.line, s.url) == (4, "https://e.com/s.xml")
    assert repr(s) == "Sitemap(line=4, url=\"https://e.com/s.xml\")"
    assert repr(robots) == f"RobotsTxt({len(body)} bytes, 6 lines, 1 groups, 1 rules)"


def test_check_many_takes_any_iterable_and_keeps_order():
    robots = RobotsTxt("User-agent: *\nDisallow: /private\nAllow: /private/ok\n")
    urls = [f"https://e.com/{p}" for p in ("a", "private/x", "private/ok/1", "private")]
    want = [(True, 0), (False, 2), (True, 3), (False, 2)]
    assert robots.check_many("Googlebot", urls) == want
    assert robots.check_many("Googlebot", iter(urls)) == want
    assert robots.check_many("Googlebot", (u for u in urls), raw=True) == want
    assert robots.check_many("Googlebot", []) == []
    # Equal to one check() per URL.
    assert [(v.allowed, v.line) for v in (robots.check("Googlebot", u) for u in urls)] == want


def test_check_many_and_unreadable_urls():
    robots = RobotsTxt("User-agent: *\nDisallow: /\n")
    with pytest.raises(ValueError, match="mailto"):
        robots.check_many("Googlebot", ["/a", "mailto:x@e.com"])
    assert robots.check_many("Googlebot", ["/a", "mailto:x@e.com"], strict=False) == [(False, 2), None]
    # Raw mode reads any string.
    assert robots.check_many("Googlebot", ["mailto:x@e.com"], raw=True) == [(False, 2)]


def test_bad_arguments_raise_not_crash():
    robots = RobotsTxt("User-agent: *\nDisallow: /\n")
    with pytest.raises(TypeError):
        RobotsTxt(12)
    with pytest.raises(TypeError):
        robots.check(5, "/a")
    with pytest.raises(ValueError, match="no agent"):
        robots.check([], "/a")
    # Google's library takes an empty list: only the * group applies.
    assert robots.check([], "/a", raw=True).line == 2
    with pytest.raises(ValueError, match="agent"):
        robots.check("1234", "/a")
    with pytest.raises(ValueError, match="URL"):
        robots.check("Googlebot", "")
    with pytest.raises(TypeError):
        robots.check_many("Googlebot", [b"/a"])
    with pytest.raises(TypeError):
        robots.check_many("Googlebot", 3)
    with pytest.raises(ValueError):
        robotstxt_rs.product_token("")
    # Odd bytes parse: the parse is total.
    odd = RobotsTxt(bytes(range(256)) * 50 + b"\r\rUser-agent: *\r\nDisallow: /\x00x\n")
    # Each copy of range(256) holds an LF and a CR: 100 line ends, then
    # the two CRs: the user-agent line is 103, the rule 104.
    assert odd.check("Googlebot", "/a", raw=True).line == 104


def test_check_many_releases_the_gil():
    # The 500 KiB-class workload: a file of many rules makes each check cost
    # microseconds, so the call runs long enough to see whether other Python
    # threads run meanwhile.
    rules = "".join(f"Disallow: /section{i}/*/item{i}$\nAllow: /section{i}/public\n" for i in range(3000))
    robots = RobotsTxt("User-agent: *\n" + rules)
    urls = [f"https://e.com/section{i % 3000}/x/item{i}" for i in range(300_000)]

    def one_call():
        """Ticks of this thread in the middle half of a check_many call run
        on another thread, the call's duration, and its result."""
        done = threading.Event()
        span = {}

        def work():
            span["start"] = time.perf_counter()
            span["result"] = robots.check_many("Googlebot", urls, raw=True)
            span["end"] = time.perf_counter()
            done.set()

        ticks = []
        t = threading.Thread(target=work)
        t.start()
        while not done.is_set():
            ticks.append(time.perf_counter())
        t.join()
        duration = span["end"] - span["start"]
        middle = [x for x in ticks if span["start"] + duration / 4 < x < span["end"] - duration / 4]
        return len(middle), duration, span["result"]

    # With the GIL held for the whole call, this thread could not run at all
    # in the middle of it (URLs are read and results built with the GIL, at
    # the edges; the checks between them, a third to a half of the call);
    # released, it spins there freely. On a busy machine the system may
    # not run this thread in one call's window, so a few calls are made: a
    # call that holds the GIL throughout shows no tick in any of them.
    seen = []
    for _ in range(5):
        middle, duration, result = one_call()
        assert duration > 0.05, "the workload is too small to tell"
        assert len(result) == len(urls)
        seen.append(f"{middle} ticks in the middle {duration / 2:.3f} s")
        if middle > 100:
            break
    else:
        raise AssertionError("; ".join(seen))


def test_check_carries_the_content_usage_preferences():
    robots = RobotsTxt(
        b"User-Agent: *\nAllow: /\nDisallow: /never/\n"
        b"Content-Usage: train-ai=n\nContent-Usage: /ai-ok/ train-ai=y\n"
    )
    v = robots.check("ExampleBot", "https://example.com/test")
    assert v.usage == {"train-ai": "disallow", "search": "unknown"}
    assert v.usage_lines == [4]
    never = robots.check("ExampleBot", "https://example.com/never/test")
    assert (never.usage, never.usage_lines) == (None, [])
    assert robots.check("ExampleBot", "/ai-ok/test").usage["train-ai"] == "allow"


def test_the_crawler_registry():
    by_token = {c["token"]: c for c in robotstxt_rs.CRAWLERS}
    assert by_token["Applebot"]["falls_back_to"] == ["Googlebot"]
    assert by_token["GPTBot"]["purpose"] == "ai-training"
    assert by_token["Google-Extended"]["purpose"] == "ai-control"
    assert by_token["AdsBot-Google"]["ignores_global"] is True
    # How each crawler's requests are verified (robots audit's lists).
    assert by_token["ClaudeBot"]["lists"] == ["bots.json"]
    assert by_token["Googlebot"]["rdns"] == ["googlebot.com", "google.com", "googleusercontent.com"]
    assert by_token["meta-externalagent"]["lists"] == []
    assert by_token["ChatGPT-User"]["ignores_robots"] is True
    assert by_token["GPTBot"]["ignores_robots"] is False
    assert all(c["docs"].startswith("https://") for c in robotstxt_rs.crawlers())
    assert len(robotstxt_rs.crawlers()) == len(robotstxt_rs.CRAWLERS)


def test_lang_words_sentences_and_diagnostics_in_the_pages_languages():
    body = "User-agent: *\nDisallow: /*.htm\nAllow: /page\nDisallow /x\n"
    url = "https://example.com/page.htm"
    english = RobotsTxt(body)
    dutch = RobotsTxt(body, lang="nl")
    assert dutch.check("Googlebot", url).sentence == (
        "`Disallow: /*.htm` (6 bytes) is langer dan `Allow: /page` (5 bytes): "
        "de langste overeenkomende regel krijgt voorrang"
    )
    assert dutch.lines()[3].diagnostics == ["missing_colon"]
    assert dutch.lines()[3].messages == [
        "':' ontbreekt na het veld; Google accepteert in plaats daarvan witruimte, "
        "andere parsers mogelijk niet"
    ]
    # English is the default, and the same sentences as before.
    en = RobotsTxt(body, lang="en")
    assert en.check("Googlebot", url).sentence == english.check("Googlebot", url).sentence == (
        "`Disallow: /*.htm` (6 bytes) is longer than `Allow: /page` (5 bytes): the longest match wins"
    )
    assert english.lines()[3].messages == [
        "missing ':' after the key; Google accepts whitespace instead, other parsers may not"
    ]
    for lang in ("hi", "nl", "ko"):
        r = RobotsTxt(body, lang=lang)
        v, e = r.check("Googlebot", url), english.check("Googlebot", url)
        assert v.sentence != e.sentence, lang
        assert (v.allowed, v.line, v.reason, v.rule, v.group) == (e.allowed, e.line, e.reason, e.rule, e.group)
        assert r.lines()[3].messages != english.lines()[3].messages, lang
    assert RobotsTxt(body, lang="ko").check("Googlebot", url).sentence.startswith("`Disallow: /*.htm` (6바이트)")
    with pytest.raises(ValueError):
        RobotsTxt(body, lang="de")
    # A crawler or URL that cannot be tested is said in the file's language
    # too, naming what was typed; English as before.
    with pytest.raises(ValueError) as err:
        english.check("   ", url)
    assert str(err.value) == 'agent "   ": enter a crawler token or a user-agent string'
    with pytest.raises(ValueError) as err:
        dutch.check("   ", url)
    assert str(err.value) == 'agent "   ": voer een crawlertoken of een user-agent-string in'
    with pytest.raises(ValueError) as err:
        dutch.check("Googlebot", "http://")
    assert str(err.value) == 'URL "http://": de URL heeft geen host'
    with pytest.raises(ValueError) as err:
        RobotsTxt(body, lang="ko").check_many("Googlebot", ["http://"], strict=True)
    assert str(err.value).startswith('URL "http://": '), str(err.value)
    assert str(err.value) != 'URL "http://": the URL has no host'


# A fresh interpreter: the highest resident set size of the process (what
# the kernel counts, so the engine's Rust allocations too) after the
# package is imported and the body built, and after the body is parsed and
# checked in the default mode.
_PEAK_SCRIPT = r"""
import json, resource, sys
import robotstxt_rs

def peak():
    kib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return kib * 1024 if sys.platform != "darwin" else kib  # bytes on macOS

rules = int(sys.argv[1])
buf = bytearray(b"User-agent: *\n")
for i in range(rules):
    buf += b"Disallow: /p%07d\n" % i
body = bytes(buf)
del buf
before = peak()
robots = robotstxt_rs.RobotsTxt(body)
first = robots.check("Googlebot", "https://example.com/p0000001")
late = robots.check("Googlebot", "https://example.com/p%07d" % (rules - 1))
answers = [first.allowed, first.line, late.allowed, late.line, robots.truncated]
after = peak()
raw = robots.check("Googlebot", "/p%07d" % (rules - 1), raw=True)
print(json.dumps({"bytes": len(body), "grown": after - before, "answers": answers,
                  "raw": [raw.allowed, raw.line]}))
"""


def test_a_long_body_checked_in_the_default_mode_is_parsed_only_as_far_as_google_reads():
    import json
    import subprocess
    import sys

    rules = 5_000_000 // 19  # 19-byte rules: 5 MB
    p = subprocess.run(
        [sys.executable, "-c", _PEAK_SCRIPT, str(rules)], capture_output=True, text=True, timeout=300
    )
    assert p.returncode == 0, p.stderr
    got = json.loads(p.stdout)
    assert got["bytes"] >= 5_000_000
    # The first rule decides; the last one lies past 500 KiB, which Google's
    # crawler does not read.
    assert got["answers"] == [False, 3, True, 0, True]
    assert got["grown"] <= 40 * 2**20, f"{got['grown'] / 2**20:.1f} MB more at the peak"
    # Raw mode, asked for, reads all of it.
    assert got["raw"] == [False, rules + 1]
