#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Times Splay's start-up with an empty history and with a big one, in the
same run: from starting the process to its first frame drawn, and how long
opening the database took, alternating the two databases.

    xvfb-run -a tools/bench-startup.py [--build _build] [--matches 100000] [--runs 7]

The big database is made once by `splay-cli bench-history` (100,000
synthetic matches, a tenth unfinished; about a minute) and kept in
_build/bench-startup/ for later runs. The target (issue 18): the first
window with 100,000 matches no later than 1.5 times the time with an empty
history, and opening the database under 20 ms.
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time


def start_once(app, db, schema_dir):
    env = dict(os.environ)
    env.update({
        "SPLAY_DB": db,
        "SPLAY_STARTUP_REPORT": "quit",
        "GSETTINGS_BACKEND": "memory",
        "GSETTINGS_SCHEMA_DIR": schema_dir,
        "NO_AT_BRIDGE": "1",
    })
    start = time.monotonic_ns() // 1000
    proc = subprocess.run([app], env=env, capture_output=True, text=True, timeout=300)
    values = {}
    for line in proc.stdout.splitlines():
        key, _, value = line.partition(" ")
        values[key] = int(value)
    if "first-frame-us" not in values:
        sys.exit("no first frame reported:\n" + proc.stderr)
    return (values["first-frame-us"] - start) / 1000.0, values["open-db-us"] / 1000.0


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--build", default="_build")
    parser.add_argument("--matches", type=int, default=100000)
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()

    app = os.path.join(args.build, "src", "splay")
    cli = os.path.join(args.build, "src", "cli", "splay-cli")
    schema_dir = os.path.join(args.build, "data")
    folder = os.path.join(args.build, "bench-startup")
    os.makedirs(folder, exist_ok=True)
    big = os.path.join(folder, "history-%d.db" % args.matches)
    if not os.path.exists(big):
        print("filling %s with %d synthetic matches..." % (big, args.matches), flush=True)
        subprocess.run([cli, "bench-history", "--db", big, "--matches", str(args.matches),
                        "--runs", "1"], check=True, stdout=subprocess.DEVNULL)

    results = {"empty": [], "big": []}
    with tempfile.TemporaryDirectory() as tmp:
        empty = os.path.join(tmp, "empty.db")
        start_once(app, empty, schema_dir)  # creates it; also warms the caches
        start_once(app, big, schema_dir)
        for _ in range(args.runs):
            for name, db in (("empty", empty), ("big", big)):
                results[name].append(start_once(app, db, schema_dir))

    print("%-28s %12s %12s %12s" % ("database", "first frame", "slowest", "open db"))
    for name, label in (("empty", "empty history"), ("big", "%d matches" % args.matches)):
        frames = [r[0] for r in results[name]]
        opens = [r[1] for r in results[name]]
        print("%-28s %9.0f ms %9.0f ms %9.1f ms" % (label, statistics.median(frames), max(frames),
                                                    statistics.median(opens)))
    ratio = statistics.median(r[0] for r in results["big"]) / statistics.median(r[0] for r in results["empty"])
    print("ratio (big / empty, medians): %.2f (target: at most 1.5)" % ratio)


if __name__ == "__main__":
    main()
