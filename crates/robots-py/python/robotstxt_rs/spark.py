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

* ``host`` is the URL's host name in lower case (what follows ``scheme://``
  and any ``user@``, up to the port or path), unless the URL table has a
  ``host`` column.
* A URL whose host has no robots.txt row is allowed (as for a 404). Give
  hosts whose fetch failed (5xx, network error) the body ``User-agent: *
  Disallow: /`` to block them, as Google does.
* Several rows for one host: the first after sorting is used.
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
import sys
from typing import Iterable, Iterator, List, Optional, Sequence, Tuple

from ._engine import RobotsTxt

__all__ = ["blocked_urls", "blocked_by_host", "main"]

# URLs handed to check_many at once: large enough that the call's overhead
# vanishes, small enough to keep a partition's memory flat.
BATCH = 8192

_ROBOTS, _URL = 0, 1

# The host of an absolute URL: after `scheme://` and any `user@`, up to the
# port, path, query or fragment. Lenient where java.net.URI (Spark's
# parse_url) gives up, e.g. on a space in the path.
_HOST = r"^[A-Za-z][A-Za-z0-9+.-]*://(?:[^@/?#\\]*@)?([^:/?#\\]*)"


def _check_partition(
    rows: Iterable, agents: Sequence[str], raw: bool
) -> Iterator[Tuple[str, str, str, int, str]]:
    """Rows sorted by (host, kind): each host's robots.txt rows come first.
    Yields (host, agent, url, line, rule) for each blocked (URL, agent)."""
    host: Optional[str] = None
    robots: Optional[RobotsTxt] = None
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

    for kind, row_host, url, body in rows:
        if row_host != host:
            yield from flush()
            pending.clear()
            host, robots, texts = row_host, None, None
        if kind == _ROBOTS:
            if robots is None and body is not None:
                robots = RobotsTxt(bytes(body))
        elif robots is not None and url is not None:
            pending.append(url)
            if len(pending) >= BATCH:
                yield from flush()
                pending.clear()
    yield from flush()


def blocked_urls(urls, robots, agents: Sequence[str], raw: bool = False, partitions: Optional[int] = None):
    """The blocked (URL, agent) pairs as a DataFrame with the columns
    ``host, agent, url, line, rule`` (``rule``: the deciding line's text).

    ``urls``: a DataFrame with a ``url`` column (and optionally ``host``);
    ``robots``: a DataFrame with ``host`` and ``body`` (binary or string).
    """
    from pyspark.sql import functions as F
    from pyspark.sql import types as T

    agents = list(agents)
    if not agents:
        raise ValueError("no agent given")
    if "host" not in urls.columns:
        urls = urls.withColumn("host", F.lower(F.regexp_extract("url", _HOST, 1)))
    tagged_urls = urls.select(
        F.lit(_URL).alias("kind"),
        F.col("host").cast("string").alias("host"),
        F.col("url").cast("string").alias("url"),
        F.lit(None).cast("binary").alias("body"),
    )
    tagged_robots = robots.select(
        F.lit(_ROBOTS).alias("kind"),
        F.lower(F.col("host").cast("string")).alias("host"),
        F.lit(None).cast("string").alias("url"),
        F.col("body").cast("binary").alias("body"),
    )
    spark = urls.sparkSession
    n = partitions or spark.sparkContext.defaultParallelism
    merged = (
        tagged_robots.unionByName(tagged_urls)
        .repartition(n, "host")
        .sortWithinPartitions("host", "kind")
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
    rdd = merged.rdd.mapPartitions(lambda rows: _check_partition(rows, agents, raw))
    return spark.createDataFrame(rdd, schema, verifySchema=False)


def blocked_by_host(blocked):
    """Groups :func:`blocked_urls`' rows per host and crawler: ``host,
    agent, blocked`` (a list of ``{url, line, rule}``)."""
    from pyspark.sql import functions as F

    return blocked.groupBy("host", "agent").agg(
        F.sort_array(F.collect_list(F.struct("url", "line", "rule"))).alias("blocked")
    )


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
    parser.add_argument("--robots", required=True, help="robots.txt files: .json/.jsonl, .csv or Parquet, columns host and body")
    parser.add_argument("--agent", action="append", required=True, help="a crawler (repeat for several)")
    parser.add_argument("--out", required=True, help="output folder (JSON lines: host, agent, blocked)")
    parser.add_argument("--raw", action="store_true", help="Google's library's reading instead of tester mode")
    parser.add_argument("--partitions", type=int, default=None)
    args = parser.parse_args(argv)

    from pyspark.sql import SparkSession

    spark = SparkSession.builder.appName("robotstxt-rs blocked URLs").getOrCreate()
    urls = _read(spark, args.urls, "urls")
    robots = _read(spark, args.robots, "robots")
    blocked = blocked_urls(urls, robots, args.agent, raw=args.raw, partitions=args.partitions)
    blocked_by_host(blocked).write.mode("overwrite").json(args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
