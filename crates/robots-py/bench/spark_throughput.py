"""Throughput of the Spark job (robotstxt_rs.spark.blocked_urls) in local
mode: URLs checked per second per core, end to end (the shuffle that brings
each host's robots.txt and URLs together, the checks, the output).

    python crates/robots-py/bench/spark_throughput.py [--urls N] [--hosts H] [--cores C]

The URLs are generated inside Spark (no Python list to ship); each host gets
a variant of the realistic 100-rule file of the engine's benchmarks.
"""

from __future__ import annotations

import argparse
import os
import sys
import time

from pyspark.sql import SparkSession
from pyspark.sql import functions as F

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench import SECTIONS, WORDS, realistic  # noqa: E402

from robotstxt_rs import spark as job  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--urls", type=int, default=2_000_000)
    ap.add_argument("--hosts", type=int, default=1000)
    ap.add_argument("--cores", type=int, default=2)
    ap.add_argument("--agents", type=int, default=1, help="crawlers checked per URL (1..3)")
    args = ap.parse_args()
    os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
    spark = (
        SparkSession.builder.master(f"local[{args.cores}]")
        .appName("robotstxt-rs throughput")
        .config("spark.ui.enabled", "false")
        .config("spark.driver.memory", "2g")
        .getOrCreate()
    )
    spark.sparkContext.setLogLevel("ERROR")
    _, body, _ = realistic(0)
    robots = spark.createDataFrame(
        [(f"host{i}.example", body.replace("Disallow: /", f"Disallow: /{i % 7}", i % 3)) for i in range(args.hosts)],
        "host string, body string",
    )
    sections = F.array(*[F.lit(s) for s in SECTIONS])
    words = F.array(*[F.lit(w) for w in WORDS])
    h = F.xxhash64("id")
    urls = spark.range(args.urls).select(
        F.concat(
            F.lit("https://host"),
            (F.col("id") % args.hosts).cast("string"),
            F.lit(".example/"),
            F.element_at(sections, (F.abs(h) % len(SECTIONS) + 1).cast("int")),
            F.lit("/"),
            F.element_at(words, (F.abs(F.shiftright(h, 8)) % len(WORDS) + 1).cast("int")),
            F.lit("-"),
            (F.abs(F.shiftright(h, 16)) % 100000).cast("string"),
            F.when(F.abs(h) % 4 == 0, F.lit(".pdf")).when(F.abs(h) % 4 == 1, F.lit("?sort=1")).otherwise(F.lit("")),
        ).alias("url")
    )
    agents = ["Googlebot", "GPTBot", "Bingbot"][: args.agents]
    blocked = job.blocked_urls(urls, robots, agents, partitions=args.cores * 4)
    # Warm-up on a small slice (JVM and Python workers start), then the run.
    job.blocked_urls(urls.limit(10_000), robots, agents).count()
    # The same shuffle without Python: what Spark alone costs.
    t = time.perf_counter()
    robots.select("host").unionByName(urls.select(F.lower(F.regexp_extract("url", job._HOST, 1)).alias("host"))).repartition(
        args.cores * 4, "host"
    ).sortWithinPartitions("host").count()
    print(f"  the shuffle and sort alone: {time.perf_counter() - t:.1f} s")
    # count() runs every check: the rows come out of the Python partitions.
    t = time.perf_counter()
    n_blocked = blocked.count()
    took = time.perf_counter() - t
    checks = args.urls * len(agents)
    print(f"{args.urls:,} URLs x {len(agents)} agent(s), {args.hosts:,} hosts, local[{args.cores}]: {took:.1f} s")
    print(f"  {checks / took:,.0f} checks/s, {checks / took / args.cores:,.0f} checks/s/core; {n_blocked:,} blocked")
    spark.stop()


if __name__ == "__main__":
    main()
