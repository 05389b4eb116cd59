"""Per-URL check time of robotstxt_rs against Protego and urllib.robotparser,
on the workloads of the engine's `cargo bench` (crates/robots/benches/
compare.rs, generated here by the same SplitMix64 sequence), and check_many
on 1M URLs. One run, one machine; prints a table.

    python crates/robots-py/bench/bench.py [--quick]
"""

from __future__ import annotations

import argparse
import platform
import statistics
import threading
import time
import urllib.robotparser
from typing import Callable, List, Sequence, Tuple

import protego

import robotstxt_rs

MASK = (1 << 64) - 1


class Rng:
    """SplitMix64, as in compare.rs."""

    def __init__(self, seed: int) -> None:
        self.state = seed

    def next(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)

    def pick(self, items: Sequence[str]) -> str:
        return items[self.next() % len(items)]

    def below(self, n: int) -> int:
        return self.next() % n

    def one_of(self, makers: Sequence[Callable[[], str]]) -> str:
        """One of ``makers``, chosen as ``below(len(makers))`` chooses, called
        (so it draws only the numbers the chosen one draws)."""
        return makers[self.below(len(makers))]()


SECTIONS = [
    "products", "blog", "search", "cart", "account", "admin", "api", "static", "images", "news",
    "help", "category", "tag", "user", "checkout", "wp-admin", "media", "docs", "forum", "shop",
]
WORDS = [
    "print", "sort", "filter", "session", "ref", "utm", "page", "lang", "preview", "draft", "amp",
    "feed", "comment", "reply", "share", "token", "id", "q", "color", "size",
]
EXTS = ["pdf", "php", "html", "json", "xml", "jpg", "gif", "zip", "doc", "txt"]


def random_url(rng: Rng) -> str:
    url = f"https://www.example.com/{rng.pick(SECTIONS)}/{rng.pick(WORDS)}-{rng.below(100_000)}"
    return url + rng.one_of(
        [
            lambda: f".{rng.pick(EXTS)}",
            lambda: f"?{rng.pick(WORDS)}={rng.below(1000)}",
            lambda: f"/{rng.pick(WORDS)}/{rng.pick(SECTIONS)}",
            lambda: "",
        ]
    )


def realistic(n_urls: int = 100_000):
    rng = Rng(1)
    body = "# Realistic robots.txt\nSitemap: https://www.example.com/sitemap.xml\n\n"
    for agent in ["Googlebot", "Bingbot", "*", "GPTBot", "Googlebot-Image"]:
        body += f"User-agent: {agent}\n"
        for _ in range(20):
            section = rng.pick(SECTIONS)
            rule = rng.one_of(
                [
                    lambda: f"Disallow: /{section}/",
                    lambda: f"Allow: /{section}/{rng.pick(WORDS)}",
                    lambda: f"Disallow: /*?{rng.pick(WORDS)}=",
                    lambda: f"Disallow: /*.{rng.pick(EXTS)}$",
                    lambda: f"Disallow: /{section}/*/{rng.pick(WORDS)}",
                    lambda: f"Allow: /{section}/*.{rng.pick(EXTS)}$",
                ]
            )
            body += rule + "\n"
        body += "\n"
    urls = [random_url(rng) for _ in range(n_urls)]
    return "(a) realistic, 100 rules", body, urls


def wildcard_heavy():
    rng = Rng(2)
    parts = ["User-agent: *\n"]
    size = len(parts[0])
    while size < 500 * 1024:
        rule = rng.one_of(
            [
                lambda: f"Disallow: /{rng.pick(SECTIONS)}{rng.below(1000)}/*{rng.pick(WORDS)}*.{rng.pick(EXTS)}$\n",
                lambda: f"Allow: /{rng.pick(SECTIONS)}{rng.below(1000)}/*/{rng.pick(WORDS)}*\n",
                lambda: f"Disallow: /*{rng.pick(WORDS)}={rng.below(1000)}*&{rng.pick(WORDS)}\n",
            ]
        )
        parts.append(rule)
        size += len(rule)
    body = "".join(parts)
    urls = []
    for _ in range(1000):
        # The arguments in compare.rs's order (Python evaluates them in order too).
        urls.append(
            f"https://www.example.com/{rng.pick(SECTIONS)}{rng.below(1000)}/{rng.pick(WORDS)}/"
            f"{rng.pick(WORDS)}-{rng.below(1000)}.{rng.pick(EXTS)}?{rng.pick(WORDS)}={rng.below(1000)}&{rng.pick(WORDS)}"
        )
    return "(b) 500 KiB, ~20k wildcard rules", body, urls


def per_url(n: int, run: Callable[[], object], budget: float) -> float:
    """Median seconds per URL over passes of `run` (which checks n URLs)."""
    samples: List[float] = []
    start = time.perf_counter()
    while not samples or (time.perf_counter() - start < budget and len(samples) < 50):
        t = time.perf_counter()
        run()
        samples.append((time.perf_counter() - t) / n)
    return statistics.median(samples)


def paired(n_a: int, run_a: Callable[[], object], n_b: int, run_b: Callable[[], object], budget: float) -> Tuple[float, float]:
    """Median seconds per URL of `run_a` (n_a URLs) and `run_b` (n_b URLs),
    timed in turn in blocks of about a tenth of the budget each, so that a
    machine busy with other work slows both alike and their ratio holds."""
    a: List[float] = []
    b: List[float] = []

    def block(run: Callable[[], object], n: int, into: List[float]) -> None:
        start = time.perf_counter()
        while True:
            t = time.perf_counter()
            run()
            into.append((time.perf_counter() - t) / n)
            if time.perf_counter() - start >= budget / 10:
                return

    for _ in range(5):
        block(run_a, n_a, a)
        block(run_b, n_b, b)
    return statistics.median(a), statistics.median(b)


def fmt(seconds: float) -> str:
    if seconds < 1e-6:
        return f"{seconds * 1e9:.0f} ns"
    if seconds < 1e-3:
        return f"{seconds * 1e6:.2f} µs"
    return f"{seconds * 1e3:.2f} ms"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--quick", action="store_true", help="fewer URLs and passes (a smoke run)")
    args = ap.parse_args()
    budget = 0.2 if args.quick else 2.0
    agent = "Googlebot"
    print(f"Python {platform.python_version()}, {platform.machine()}; time per URL, median of passes\n")
    header = (
        f"{'workload':<34} {'parse rs / Protego':>22} {'rs check_many':>14} {'rs allowed':>11} {'rs check raw':>13} {'rs check':>10}"
        f" {'rs RFP':>10} {'Protego':>10} {'urllib':>10} {'Protego/rs':>11}"
    )
    print(header)
    ratios = []
    for name, body, urls in (realistic(), wildcard_heavy()):
        # The per-call engines get a sample: Protego takes tens of ms per URL
        # on the 500 KiB file.
        small = urls[: 200 if len(body) > 100_000 else 20_000]
        robots = robotstxt_rs.RobotsTxt(body)
        t = time.perf_counter()
        robotstxt_rs.RobotsTxt(body)
        parse_rs = time.perf_counter() - t
        t = time.perf_counter()
        pr = protego.Protego.parse(body)
        parse_protego = time.perf_counter() - t
        bulk = per_url(len(urls), lambda: robots.check_many(agent, urls, raw=True), budget)
        fast = per_url(len(small), lambda: [robots.allowed(agent, u) for u in small], budget)
        # check() as most callers use it: only `allowed` read, the explanation
        # never; timed in turn with Protego's can_fetch for their ratio.
        lazy, prot_paired = paired(
            len(small),
            lambda: [robots.check(agent, u, raw=True).allowed for u in small],
            len(small),
            lambda: [pr.can_fetch(u, agent) for u in small],
            2 * budget,
        )
        one = per_url(len(small), lambda: [robots.check(agent, u).sentence for u in small], budget)
        rfp = robotstxt_rs.RobotFileParser()
        rfp.parse(body)
        ours_rfp = per_url(len(small), lambda: [rfp.can_fetch(agent, u) for u in small], budget)
        prot = per_url(len(small), lambda: [pr.can_fetch(u, agent) for u in small], budget)
        std = urllib.robotparser.RobotFileParser()
        std.parse(body.splitlines())
        stdlib = per_url(len(small), lambda: [std.can_fetch(agent, u) for u in small], budget)
        # Same answers where the readings agree is not the point here; the
        # work is: every engine answers every URL.
        assert len(robots.check_many(agent, urls, raw=True)) == len(urls)
        parse = f"{fmt(parse_rs)} / {fmt(parse_protego)}"
        print(
            f"{name:<34} {parse:>22} {fmt(bulk):>14} {fmt(fast):>11} {fmt(lazy):>13} {fmt(one):>10}"
            f" {fmt(ours_rfp):>10} {fmt(prot):>10} {fmt(stdlib):>10} {prot / bulk:>10.0f}x"
        )
        ratios.append((name, prot_paired / lazy, lazy, prot_paired))
    print("\nparse: one parse each. rs check_many: raw mode, one call for all URLs (100k / 1k);")
    print("rs allowed: tester mode, one call per URL; rs check raw: check(agent, url, raw=True).allowed")
    print("(the explanation not read); rs check: tester mode, check(agent, url).sentence (the whole explanation);")
    print("rs RFP: robotstxt_rs.RobotFileParser.can_fetch; Protego: Protego.can_fetch; urllib: urllib.robotparser.")
    print("Protego/rs: Protego's time per URL over check_many's.")
    for name, ratio, lazy, prot in ratios:
        print(
            f"{name}: check(agent, url, raw=True).allowed is {ratio:.1f}x faster than Protego's can_fetch"
            f" ({fmt(lazy)} against {fmt(prot)}, passes in turn)"
        )

    # check_many on 1M URLs (the realistic file).
    n = 100_000 if args.quick else 1_000_000
    rng = Rng(3)
    million = [random_url(rng) for _ in range(n)]
    name, body, _ = realistic(0)
    robots = robotstxt_rs.RobotsTxt(body)
    print(f"\ncheck_many on {n:,} URLs, realistic file, one run each:")
    for raw in (True, False):
        t = time.perf_counter()
        out = robots.check_many(agent, million, raw=raw)
        took = time.perf_counter() - t
        assert len(out) == n
        mode = "raw" if raw else "tester"
        print(f"  {mode:<7} 1 thread : {took:.3f} s  ({n / took / 1e6:.2f} M URLs/s, {fmt(took / n)} per URL)")
    # Two threads, half each: the GIL is released during the checks.
    halves = [million[: n // 2], million[n // 2 :]]
    t = time.perf_counter()
    threads = [threading.Thread(target=robots.check_many, args=(agent, h), kwargs={"raw": False}) for h in halves]
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    took = time.perf_counter() - t
    print(f"  tester  2 threads: {took:.3f} s  ({n / took / 1e6:.2f} M URLs/s)")


if __name__ == "__main__":
    main()
