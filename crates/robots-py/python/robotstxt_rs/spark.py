"""Checking a crawl's URLs against every host's robots.txt, on Spark.

Inputs: a table of URLs (column ``url``, and ``host`` if you have it) and a
table of robots.txt files (columns ``host`` and ``body``, bytes or text).
Output: per host and crawler, the URLs blocked and the deciding lines.

How it runs: both tables are tagged and hash-partitioned by ``host`` into
the same partitions, each partition sorted so that a host's robots.txt comes
just before its URLs (a sort-merge join done by hand); each partition is then
read by one Python function that parses each host's file **once** and checks
its URLs in batches with :meth:`RobotsTxt.check_many` (Rust, GIL released).
A plain ``join`` would copy a host's robots.txt (up to 500 KiB) onto every
one of its URL rows and ship each copy to Python; this way each file crosses
once.

* URLs and files are matched by **site**, as :func:`robotstxt_rs.site`
  writes it: the host as the engine normalises it (lower case, Unicode
  labels in their ``xn--`` form), without a trailing dot, with ``:port``
  when the port is neither 80 nor 443. ``Shop.Example.``, ``shop.example:443``
  and ``https://shop.example/`` are one site; ``bücher.example`` and
  ``xn--bcher-kva.example`` too; ``shop.example:8080`` is another. The URL
  table's ``host`` column, when it has one, and the files' ``host`` column
  are read the same way (a bare host, ``host:port`` or a URL).
* A failed fetch disallows its host, as Google does: a file row whose
  ``body`` is null (how a failed fetch is usually recorded), and, when the
  files table has a ``status`` column, a status Google treats as a server
  error (5xx, 429) or a null status (a network error). A 4xx status (but
  429) allows everything, whatever the body. ``failed="raise"`` makes a
  failed fetch an error instead (the job stops with a ``ValueError`` naming
  the host); a 4xx is not a failed fetch. A blocked URL of such a host has line 0 and, as ``rule``, why.
* A URL whose site has no robots.txt row is allowed (as for a 404), and
  counted: :func:`unmatched_urls` lists them, and the command line reports
  how many on standard error.
* Several rows for one host: one is chosen, the same one however the rows
  are ordered or partitioned: the newest by the files' ``fetched`` column
  when they have one (a timestamp, or what casts to one: an ISO date, epoch
  seconds), then by content (the body, its status).
* Tester mode by default (as the command-line tool): user-agent strings are
  reduced to their product token, URLs are read as a browser requests them,
  crawler families apply. ``raw=True`` for Google's library's reading. A URL
  tester mode cannot read (``mailto:``, a bad host) is skipped.

Command line (``spark-submit`` runs it on any cluster)::

    spark-submit --master local[2] -m robotstxt_rs.spark  # see main()
    python -m robotstxt_rs.spark --urls urls.txt --robots robots.jsonl \\
        --agent Googlebot --agent GPTBot --out blocked/
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from typing import Iterable, Iterator, List, Optional, Sequence, Tuple

from ._engine import RobotsTxt, site, status_effect

__all__ = ["blocked_urls", "blocked_by_host", "unmatched_urls", "parse_combined", "audit", "main"]

# URLs handed to check_many at once: large enough that the call's overhead
# vanishes, small enough to keep a partition's memory flat.
BATCH = 8192

_ROBOTS, _URL = 0, 1

# What `failed=` takes: a failed fetch disallows its host, or stops the job.
_FAILED = ("disallow", "raise")

# Host and port of an absolute URL: after `scheme://` and any `user@`, up to
# the path, query or fragment (an IPv6 literal keeps its brackets). Lenient
# where java.net.URI (Spark's parse_url) gives up, e.g. on a space in the
# path.
_AUTHORITY = r"^[A-Za-z][A-Za-z0-9+.-]*://(?:[^@/?#\\]*@)?(\[[^\]/?#]*\]|[^:/?#\\]*)(?::([0-9]*))?"
# The whole authority (user, host, port), up to the path, query or fragment.
_AUTHORITY_TEXT = r"^[A-Za-z][A-Za-z0-9+.-]*://([^/?#]*)"


def _site_of(value: Optional[str]) -> Optional[str]:
    return None if value is None else site(value)


def _with_site(df, column: str, is_url: bool):
    """`df` with a `site` column computed from `column` (a URL, or a host
    possibly with a port), as :func:`robotstxt_rs.site` computes it: in
    Spark SQL for ASCII hosts (the common case, no Python), by the engine
    for the others."""
    from pyspark.sql import functions as F
    from pyspark.sql import types as T

    value = F.col(column).cast("string")
    if is_url:
        text = value
    else:
        text = F.when(value.contains("://"), F.trim(value)).otherwise(F.concat(F.lit("http://"), F.trim(value)))
    host = F.lower(F.regexp_extract(text, _AUTHORITY, 1))
    port = F.regexp_extract(text, _AUTHORITY, 2)
    authority = F.regexp_extract(text, _AUTHORITY_TEXT, 1)
    ascii_site = F.concat(
        F.regexp_replace(host, r"\.$", ""),
        F.when(port.isin("", "80", "443"), F.lit("")).otherwise(F.concat(F.lit(":"), port)),
    )
    # SQL reads only plain URLs as the engine does: an ASCII host found
    # where the pattern looks, no percent-escape, backslash, space or
    # control character in the authority, a port written without leading
    # zeros. The engine reads the others (a leading space, `sh%6Fp.example`,
    # `https:\\shop.example`, `:0443`, ...).
    plain = F.coalesce(
        (host != "")
        & host.rlike(r"^[\x00-\x7F]*$")
        & ~authority.rlike(r"[%\\\s\x00-\x1F\x7F]")
        & ((port == "") | port.rlike(r"^[1-9][0-9]{0,3}$|^[1-5][0-9]{4}$|^6[0-4][0-9]{3}$|^65[0-4][0-9]{2}$|^655[0-2][0-9]$|^6553[0-5]$")),
        F.lit(False),
    )
    ascii_site = F.when(ascii_site == "", F.lit(None).cast("string")).otherwise(ascii_site)
    engine = F.udf(_site_of, T.StringType())
    plain_rows = df.where(plain).withColumn("site", ascii_site)
    other_rows = df.where(~plain).withColumn("site", engine(value))
    return plain_rows.unionByName(other_rows)


def _failure(body, status, has_status: bool) -> Optional[Tuple[str, str]]:
    """What a file row means when its rules do not apply: ("allow" or
    "disallow", why); None when they do."""
    if has_status:
        effect, why = status_effect(status)
        if effect == "allow_all":
            return "allow", why
        if effect == "disallow_all":
            what = "a network error" if status is None else f"status {status}"
            return "disallow", f"{what}: {why}"
    if body is None:
        return "disallow", "no robots.txt body (a failed fetch): the site is treated as fully disallowed"
    return None


def _check_partition(
    rows: Iterable, agents: Sequence[str], raw: bool, failed: str = "disallow", has_status: bool = False
) -> Iterator[Tuple[str, str, str, int, str]]:
    """Rows (kind, site, url, body, status) sorted by (site, kind): each
    site's robots.txt rows come first. Yields (site, agent, url, line, rule)
    for each blocked (URL, agent)."""
    host: Optional[str] = None
    robots: Optional[RobotsTxt] = None
    # A site whose fetch failed: why all its URLs are disallowed.
    blocked_all: Optional[str] = None
    seen_file = False
    texts: Optional[dict] = None
    pending: List[str] = []

    def flush() -> Iterator[Tuple[str, str, str, int, str]]:
        nonlocal texts
        if robots is None or not pending:
            return
        for agent in agents:
            results = robots.check_many(agent, pending, raw=raw, strict=False)
            for url, result in zip(pending, results):
                if result is None or result[0]:
                    continue
                if texts is None:
                    texts = {line.number: line.text.strip() for line in robots.lines(raw=raw)}
                line = result[1]
                yield host or "", agent, url, line, texts.get(line, "")

    for kind, row_host, url, body, status in rows:
        if row_host != host:
            yield from flush()
            pending.clear()
            host, robots, texts, blocked_all, seen_file = row_host, None, None, None, False
        if kind == _ROBOTS:
            if seen_file:
                continue
            seen_file = True
            why = _failure(body, status, has_status)
            if why is None:
                robots = RobotsTxt(bytes(body))
            elif why[0] == "disallow":
                # A failed fetch (a 4xx is not one: Google allows all).
                if failed == "raise":
                    raise ValueError(f"the robots.txt fetch for {row_host!r} failed: {why[1]}")
                blocked_all = why[1]
        elif url is not None and blocked_all is not None:
            for agent in agents:
                yield host or "", agent, url, 0, blocked_all
        elif robots is not None and url is not None:
            pending.append(url)
            if len(pending) >= BATCH:
                yield from flush()
                pending.clear()
    yield from flush()


def _tagged(urls, robots):
    """Both tables with the columns kind, host (the site), url, body,
    status, fetched (the files' ``fetched`` as a timestamp, when they have
    one); and whether the files table has a status column."""
    from pyspark.sql import functions as F

    urls = _with_site(urls, "host" if "host" in urls.columns else "url", "host" not in urls.columns)
    has_status = "status" in robots.columns
    robots = _with_site(robots, "host", False)
    tagged_urls = urls.select(
        F.lit(_URL).alias("kind"),
        F.col("site").alias("host"),
        F.col("url").cast("string").alias("url"),
        F.lit(None).cast("binary").alias("body"),
        F.lit(None).cast("int").alias("status"),
        F.lit(None).cast("timestamp").alias("fetched"),
    )
    fetched = F.col("fetched").cast("timestamp") if "fetched" in robots.columns else F.lit(None).cast("timestamp")
    tagged_robots = robots.select(
        F.lit(_ROBOTS).alias("kind"),
        F.col("site").alias("host"),
        F.lit(None).cast("string").alias("url"),
        F.col("body").cast("binary").alias("body"),
        (F.col("status").cast("int") if has_status else F.lit(None).cast("int")).alias("status"),
        fetched.alias("fetched"),
    )
    return tagged_urls, tagged_robots, has_status


def blocked_urls(
    urls,
    robots,
    agents: Sequence[str],
    raw: bool = False,
    partitions: Optional[int] = None,
    failed: str = "disallow",
):
    """The blocked (URL, agent) pairs as a DataFrame with the columns
    ``host, agent, url, line, rule`` (``host``: the site, see above;
    ``rule``: the deciding line's text, or why a failed fetch blocks all).

    ``urls``: a DataFrame with a ``url`` column (and optionally ``host``);
    ``robots``: a DataFrame with ``host`` and ``body`` (binary or string),
    and optionally ``status`` (the fetch's HTTP status; null: a network
    error). ``failed``: ``"disallow"`` (a failed fetch blocks its site) or
    ``"raise"`` (it stops the job with a ``ValueError``).
    """
    from pyspark.sql import functions as F
    from pyspark.sql import types as T

    agents = list(agents)
    if not agents:
        raise ValueError("no agent given")
    if failed not in _FAILED:
        raise ValueError(f"failed must be one of {_FAILED}, not {failed!r}")
    tagged_urls, tagged_robots, has_status = _tagged(urls, robots)
    spark = urls.sparkSession
    n = partitions or spark.sparkContext.defaultParallelism
    # A site's file rows first, the one to use first of them: the newest
    # fetched, then by content, so that the choice does not depend on the
    # order the rows come in.
    merged = (
        tagged_robots.unionByName(tagged_urls)
        .repartition(n, "host")
        .sortWithinPartitions(
            "host",
            "kind",
            F.col("fetched").desc_nulls_last(),
            F.col("body").asc_nulls_last(),
            F.col("status").asc_nulls_last(),
        )
        .select("kind", "host", "url", "body", "status")
    )
    schema = T.StructType(
        [
            T.StructField("host", T.StringType()),
            T.StructField("agent", T.StringType()),
            T.StructField("url", T.StringType()),
            T.StructField("line", T.IntegerType()),
            T.StructField("rule", T.StringType()),
        ]
    )
    # Rows are tuples already; the output rows are built to the schema, so
    # Spark need not check each one.
    rdd = merged.rdd.mapPartitions(lambda rows: _check_partition(rows, agents, raw, failed, has_status))
    return spark.createDataFrame(rdd, schema, verifySchema=False)


def unmatched_urls(urls, robots):
    """The URLs whose site has no robots.txt row (allowed, as for a 404),
    as a DataFrame ``host, url`` (``host``: the site, null when the URL has
    no usable host)."""
    tagged_urls, tagged_robots, _ = _tagged(urls, robots)
    files = tagged_robots.select("host").where("host IS NOT NULL").distinct()
    return tagged_urls.join(files, "host", "left_anti").select("host", "url")


def blocked_by_host(blocked):
    """Groups :func:`blocked_urls`' rows per host and crawler: ``host,
    agent, blocked`` (a list of ``{url, line, rule}``)."""
    from pyspark.sql import functions as F

    return blocked.groupBy("host", "agent").agg(
        F.sort_array(F.collect_list(F.struct("url", "line", "rule"))).alias("blocked")
    )


# ---------------------------------------------------------------------------
# Access logs: which crawlers obeyed robots.txt, and which were real (the
# cluster's `robots audit`, see docs/audit.md).

# A Common/Combined Log Format line: an optional virtual host (`%v` or
# `%v:%p`), address, identity, user, [time], "request", status, bytes, and
# in Combined "referer" "user agent" (extra fields after it are allowed).
_CLF = (
    r'^(?:(\S+) )?(\S+) \S+ \S+ \[([^\]]+)\] "[A-Za-z]+ (\S+)(?: [^"]*)?" (\d+) \S+'
    r'(?: "(?:[^"\\]|\\.)*" "((?:[^"\\]|\\.)*)")?'
)

# RFC 9309 §2.4: a crawler may use a cached robots.txt for 24 hours (as
# `robots audit` counts `grace`).
GRACE_SECONDS = 24 * 60 * 60

# The per-crawler counts `robots audit --json` gives, in its order.
AUDIT_COUNTS = (
    "requests", "robots_fetches", "allowed", "disallowed", "grace",
    "verified", "forged", "unverified", "disallowed_verified",
    "refused", "payment_required", "disallowed_served",
)

# What the edge answered (`robots audit`'s `refused`): statuses that turn
# away a request the file allows (402, "payment required", is counted apart).
REFUSED_STATUSES = (401, 403, 429, 451)


def parse_combined(lines, column: str = "value"):
    """Common/Combined Log Format text (a DataFrame with one line per row in
    ``column``, as ``spark.read.text`` gives) as log rows: ``host`` (the
    leading virtual host without its port, or the host of an absolute
    request URL; null when neither), ``ip``, ``time`` (a timestamp),
    ``path`` (path and query), ``status`` (the HTTP status answered, an
    integer) and ``user_agent`` (empty in Common Log Format). All in Spark SQL: no Python runs per row. Lines that do not
    parse are dropped (``robots audit`` counts them as skipped)."""
    from pyspark.sql import functions as F

    text = F.col(column).cast("string")
    g = lambda i: F.regexp_extract(text, _CLF, i)  # noqa: E731
    vhost, ip, time, target, status, agent = g(1), g(2), g(3), g(4), g(5), g(6)
    absolute = target.rlike(r"^(?i)https?://")
    url_host = F.regexp_extract(target, r"^(?i)https?://([^/?#:]+)", 1)
    url_path = F.regexp_extract(target, r"^(?i)https?://[^/?#]*(/[^#]*)?", 1)
    return lines.select(
        F.when(vhost != "", F.regexp_replace(vhost, r":\d+$", ""))
        .when(absolute & (url_host != ""), url_host)
        .otherwise(F.lit(None).cast("string"))
        .alias("host"),
        ip.alias("ip"),
        F.to_timestamp(time, "dd/MMM/yyyy:HH:mm:ss Z").alias("time"),
        F.when(absolute, F.when(url_path == "", F.lit("/")).otherwise(url_path)).otherwise(target).alias("path"),
        F.when(status.rlike(r"^\d{3}$"), status.cast("int")).alias("status"),
        F.regexp_replace(agent, r"^-$", "").alias("user_agent"),
    ).where((ip != "") & F.col("time").isNotNull())


def _crawler_column(agent):
    """The registry crawler a User-Agent names as a product token
    (case-insensitive, not after a letter, digit, `-` or `_`, followed by
    `/`, `;`, `)`, whitespace or the end; the longest token wins), as
    ``robots audit`` reads it: a Spark SQL expression, null for others."""
    import re

    from pyspark.sql import functions as F

    from . import CRAWLERS

    column = F.lit(None).cast("string")
    # Shortest first, so that the longest token is the outermost test.
    for c in sorted(CRAWLERS, key=lambda c: len(c["token"])):
        token = c["token"]
        pattern = r"(?i)(^|[^A-Za-z0-9_-])" + re.escape(token) + r"([/;)\s]|$)"
        column = F.when(agent.rlike(pattern), F.lit(token)).otherwise(column)
    return column


def _load_ranges(ranges: Optional[str]) -> dict:
    """{file name: (v4 ranges, v6 ranges)} of the published lists in the
    directory ``ranges`` (as ``robots ranges update`` saves them)."""
    import ipaddress

    from . import CRAWLERS

    out = {}
    if not ranges:
        return out
    for name in sorted({n for c in CRAWLERS for n in c["lists"]}):
        path = os.path.join(ranges, name)
        if not os.path.exists(path):
            continue
        with open(path, "rb") as f:
            doc = json.load(f)
        v4, v6 = [], []
        for p in doc.get("prefixes", []):
            if p.get("ipv4Prefix"):
                n = ipaddress.ip_network(p["ipv4Prefix"].strip(), strict=False)
                v4.append((int(n.network_address), int(n.broadcast_address)))
            elif p.get("ipv6Prefix"):
                n = ipaddress.ip_network(p["ipv6Prefix"].strip(), strict=False)
                v6.append((int(n.network_address), int(n.broadcast_address)))
        out[name] = (_merged(v4), _merged(v6))
    return out


def _merged(ranges):
    """Sorted, non-overlapping (low, high) ranges."""
    out = []
    for lo, hi in sorted(ranges):
        if out and lo <= out[-1][1] + 1:
            out[-1] = (out[-1][0], max(out[-1][1], hi))
        else:
            out.append((lo, hi))
    return out


def _verify_partition(rows, lists: dict) -> Iterator[Tuple[str, str, str]]:
    """(crawler, ip) pairs → (crawler, ip, verified|forged|unverified), as
    ``robots audit`` decides (an IPv4-mapped IPv6 address counts as IPv4)."""
    import bisect
    import ipaddress

    from . import CRAWLERS

    indexed = {
        name: tuple(([lo for lo, _ in r], r) for r in (v4, v6)) for name, (v4, v6) in lists.items()
    }
    by_token = {c["token"]: [indexed[n] for n in c["lists"] if n in indexed] for c in CRAWLERS}

    def inside(index, x):
        lows, ranges = index
        i = bisect.bisect_right(lows, x)
        return i > 0 and ranges[i - 1][1] >= x

    for crawler, ip in rows:
        present = by_token.get(crawler) or []
        if not present:
            yield crawler, ip, "unverified"
            continue
        try:
            addr = ipaddress.ip_address((ip or "").strip())
        except ValueError:
            yield crawler, ip, "unverified"
            continue
        if addr.version == 6 and addr.ipv4_mapped is not None:
            addr = addr.ipv4_mapped
        x = int(addr)
        found = any(inside(v4 if addr.version == 4 else v6, x) for v4, v6 in present)
        yield crawler, ip, "verified" if found else "forged"


def _judge_partition(rows) -> Iterator[Tuple[str, str, str, bool, int]]:
    """Rows (kind, host, crawler, path, body) sorted by (host, kind): each
    host's robots.txt first, then its distinct (crawler, path) pairs.
    Yields (host, crawler, path, allowed, line); a host without a file
    allows everything (as for a 404)."""
    host: Optional[str] = None
    robots: Optional[RobotsTxt] = None
    pending: dict = {}

    def check(crawler, paths):
        if robots is None:
            return [(host, crawler, p, True, 0) for p in paths]
        results = robots.check_many(crawler, paths, strict=False)
        return [(host, crawler, p) + (tuple(r) if r is not None else (True, 0)) for p, r in zip(paths, results)]

    for kind, row_host, crawler, path, body in rows:
        if row_host != host:
            for c, paths in pending.items():
                yield from check(c, paths)
            host, robots, pending = row_host, None, {}
        if kind == _ROBOTS:
            if robots is None and body is not None:
                robots = RobotsTxt(bytes(body))
            continue
        paths = pending.setdefault(crawler, [])
        paths.append(path)
        if len(paths) >= BATCH:
            yield from check(crawler, pending.pop(crawler))
    for c, paths in pending.items():
        yield from check(c, paths)


def audit(logs, robots, ranges: Optional[str] = None, partitions: Optional[int] = None):
    """Per host and registry crawler, the counts ``robots audit`` gives for
    a log against the host's robots.txt: a DataFrame ``host, token, owner,
    purpose,`` then ``requests, robots_fetches, allowed, disallowed, grace,
    verified, forged, unverified, disallowed_verified, refused,
    payment_required, disallowed_served`` (requests the file allows
    answered 401, 403, 429 or 451; allowed and answered 402; disallowed
    and answered 2xx; robots.txt fetches are in none of the three).

    ``logs``: a DataFrame with ``host, ip, time, path, user_agent`` and
    optionally ``status`` (see :func:`parse_combined`; without it, the last
    three counts are 0); ``robots``: ``host`` and ``body``, and
    optionally ``from`` (a timestamp: the instant that version took effect;
    null for a host's first version), one row per version, as ``robots
    audit --robots FILE@TIME`` takes them: a request is judged by the
    version in force at its time (before the first, the first; without a
    time, the last), and one the version in force disallows but the one
    before allowed, less than 24 hours after the change, counts as
    ``grace``; ``ranges``: the directory of address lists ``robots ranges
    update`` saves (None: every request unverified).

    Crawlers are told apart in Spark SQL; the distinct (host, version,
    crawler, path) tuples are judged once each, a version's file parsed
    once per partition, and the distinct (crawler, address) pairs verified
    once each, then joined back to the requests: what crosses into Python
    grows with distinct paths and addresses, not with requests."""
    from pyspark.sql import Window
    from pyspark.sql import functions as F
    from pyspark.sql import types as T

    from . import CRAWLERS

    spark = logs.sparkSession
    n = partitions or spark.sparkContext.defaultParallelism
    def lower_host(c):
        # As `robots audit --host` compares hosts: case aside, without the
        # port or a trailing dot; a row without a host is matched to none.
        return F.coalesce(F.lower(F.regexp_replace(F.col(c).cast("string"), r"\.?(:\d+)?$", "")), F.lit(""))
    requests = (
        logs.select(
            lower_host("host").alias("host"),
            F.col("ip").cast("string").alias("ip"),
            F.col("path").cast("string").alias("path"),
            F.col("time").cast("timestamp").cast("long").alias("t"),
            (F.col("status").cast("int") if "status" in logs.columns else F.lit(None).cast("int")).alias("status"),
            _crawler_column(F.coalesce(F.col("user_agent").cast("string"), F.lit(""))).alias("token"),
        )
        .where(F.col("token").isNotNull())
        .withColumn("robots_fetch", F.regexp_extract("path", r"^([^?]*)", 1) == "/robots.txt")
    )

    # Each host's versions, numbered from 0 in the order they took effect.
    start = F.col("from").cast("timestamp").cast("long") if "from" in robots.columns else F.lit(None).cast("long")
    files = robots.select(
        lower_host("host").alias("host"), F.col("body").cast("binary").alias("body"), start.alias("from_t")
    )
    order = Window.partitionBy("host").orderBy(F.coalesce(F.col("from_t"), F.lit(-(2 ** 62))))
    files = files.withColumn("version", (F.row_number().over(order) - 1).cast("long")).cache()
    starts = files.select("host", "version", "from_t")
    last = starts.groupBy("host").agg(F.max("version").alias("last"))
    # The version in force at each (host, time): the last that took effect
    # at or before it; before the first, the first; without a time, the last.
    in_force = (
        requests.select("host", "t").where(F.col("t").isNotNull()).distinct()
        .join(starts, "host")
        .where(F.col("from_t").isNull() | (F.col("from_t") <= F.col("t")))
        .groupBy("host", "t").agg(F.max("version").alias("v"))
    )
    requests = (
        requests.join(in_force, ["host", "t"], "left")
        .join(last, "host", "left")
        .withColumn(
            "v",
            F.when(F.col("t").isNull(), F.coalesce(F.col("last"), F.lit(0)))
            .otherwise(F.coalesce(F.col("v"), F.lit(0))).cast("long"),
        )
        .drop("last")
        .join(starts.withColumnRenamed("version", "v"), ["host", "v"], "left")
        # RFC 9309 §2.4: a crawler may use a cached robots.txt for 24 hours.
        .withColumn(
            "in_window",
            (F.col("v") > 0) & F.col("t").isNotNull() & F.col("from_t").isNotNull()
            & ((F.col("t") - F.col("from_t")) < GRACE_SECONDS),
        )
        .withColumn("key", F.concat_ws("\u0000", F.col("host"), F.col("v").cast("string")))
        .withColumn("key_before", F.concat_ws("\u0000", F.col("host"), (F.col("v") - 1).cast("string")))
    )
    requests = requests.cache()

    # Judge each distinct (host, version, crawler, path) once: by the
    # version in force, and by the one before inside the 24 hours.
    judged_now = requests.where(~F.col("robots_fetch")).select("key", "token", "path")
    judged_before = requests.where(~F.col("robots_fetch") & F.col("in_window")).select(
        F.col("key_before").alias("key"), "token", "path"
    )
    triples = judged_now.unionByName(judged_before).distinct()
    keyed = files.select(F.concat_ws("\u0000", F.col("host"), F.col("version").cast("string")).alias("key"), "body")
    merged = (
        keyed.select(F.lit(_ROBOTS).alias("kind"), "key", F.lit(None).cast("string").alias("token"),
                     F.lit(None).cast("string").alias("path"), "body")
        .unionByName(triples.select(F.lit(_URL).alias("kind"), "key", "token", "path",
                                    F.lit(None).cast("binary").alias("body")))
        .repartition(n, "key")
        .sortWithinPartitions("key", "kind")
    )
    judged_schema = T.StructType([
        T.StructField("key", T.StringType()), T.StructField("token", T.StringType()),
        T.StructField("path", T.StringType()), T.StructField("allowed", T.BooleanType()),
        T.StructField("line", T.IntegerType()),
    ])
    judged = spark.createDataFrame(merged.rdd.mapPartitions(_judge_partition), judged_schema, verifySchema=False)
    judged_prev = judged.select(
        F.col("key").alias("key_before"), "token", "path", F.col("allowed").alias("allowed_before")
    )

    # Verify each distinct (crawler, address) once.
    lists = spark.sparkContext.broadcast(_load_ranges(ranges))
    pairs = requests.select("token", "ip").distinct()
    verified_schema = T.StructType([
        T.StructField("token", T.StringType()), T.StructField("ip", T.StringType()),
        T.StructField("verified", T.StringType()),
    ])
    verified = spark.createDataFrame(
        pairs.rdd.mapPartitions(lambda rows: _verify_partition(rows, lists.value)), verified_schema, verifySchema=False
    )

    rows = (
        requests.join(judged.drop("line"), ["key", "token", "path"], "left")
        .join(judged_prev, ["key_before", "token", "path"], "left")
        .join(verified, ["token", "ip"], "left")
    )
    fetch, allowed = F.col("robots_fetch"), F.col("allowed")
    grace = ~fetch & ~allowed & F.col("in_window") & F.coalesce(F.col("allowed_before"), F.lit(False))
    disallowed = ~fetch & ~allowed & ~grace
    count = lambda cond: F.sum(F.when(cond, 1).otherwise(0)).cast("long")  # noqa: E731
    counts = rows.groupBy("host", "token").agg(
        F.count(F.lit(1)).cast("long").alias("requests"),
        count(fetch).alias("robots_fetches"),
        count(~fetch & allowed).alias("allowed"),
        count(disallowed).alias("disallowed"),
        count(grace).alias("grace"),
        count(F.col("verified") == "verified").alias("verified"),
        count(F.col("verified") == "forged").alias("forged"),
        count(F.col("verified") == "unverified").alias("unverified"),
        count(disallowed & (F.col("verified") == "verified")).alias("disallowed_verified"),
        count(~fetch & allowed & F.col("status").isin(*REFUSED_STATUSES)).alias("refused"),
        count(~fetch & allowed & (F.col("status") == 402)).alias("payment_required"),
        count(disallowed & F.col("status").between(200, 299)).alias("disallowed_served"),
    )
    registry = spark.createDataFrame(
        [(c["token"], c["owner"], c["purpose"]) for c in CRAWLERS], "token string, owner string, purpose string"
    )
    return counts.join(F.broadcast(registry), "token").select("host", "token", "owner", "purpose", *AUDIT_COUNTS)


def _read(spark, path: str, kind: str):
    lower = path.lower()
    if lower.endswith((".json", ".jsonl")):
        return spark.read.json(path)
    if lower.endswith(".csv"):
        return spark.read.option("header", True).csv(path)
    if lower.endswith(".txt") and kind == "urls":
        return spark.read.text(path).withColumnRenamed("value", "url").where("trim(url) != ''")
    return spark.read.parquet(path)


def main(argv: Optional[Sequence[str]] = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m robotstxt_rs.spark",
        description="Per host and crawler, the URLs a robots.txt blocks (Google's reading).",
    )
    parser.add_argument("--urls", required=True, help="URLs: .txt (one a line), .json/.jsonl, .csv or Parquet, column url (and host)")
    parser.add_argument("--robots", required=True, help="robots.txt files: .json/.jsonl, .csv or Parquet, columns host and body (and status)")
    parser.add_argument("--agent", action="append", required=True, help="a crawler (repeat for several)")
    parser.add_argument("--out", required=True, help="output folder (JSON lines: host, agent, blocked)")
    parser.add_argument("--raw", action="store_true", help="Google's library's reading instead of tester mode")
    parser.add_argument("--partitions", type=int, default=None)
    parser.add_argument(
        "--failed",
        choices=_FAILED,
        default="disallow",
        help="a robots.txt row with a null body, a 5xx or 429 status or a null status (network error): "
        "disallow its host (default), or stop with an error",
    )
    args = parser.parse_args(argv)

    from pyspark.sql import SparkSession

    spark = SparkSession.builder.appName("robotstxt-rs blocked URLs").getOrCreate()
    urls = _read(spark, args.urls, "urls")
    robots = _read(spark, args.robots, "robots")
    blocked = blocked_urls(
        urls, robots, args.agent, raw=args.raw, partitions=args.partitions, failed=args.failed
    )
    blocked_by_host(blocked).write.mode("overwrite").json(args.out)
    unmatched = unmatched_urls(urls, robots).count()
    print(
        f"robotstxt_rs.spark: {unmatched} URL{'' if unmatched == 1 else 's'} matched no robots.txt row"
        " (allowed, as for a 404)",
        file=sys.stderr,
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
