#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Times Splay's start-up with an empty history and with a big one, in the
same run: from starting the process to its first frame drawn, and how long
opening the database took, alternating the two databases.

    xvfb-run -a tools/bench-startup.py [--build _build] [--matches 100000] [--runs 7]
    xvfb-run -a tools/bench-startup.py --compare OTHER_BUILD [--board GAME] [--runs 7]

The big database is made once by `splay-cli bench-history` (100,000
synthetic matches, a tenth unfinished; about a minute) and kept in
_build/bench-startup/ for later runs. The target (issue 18): the first
window with 100,000 matches no later than 1.5 times the time with an empty
history, and opening the database under 20 ms.

With --compare OTHER_BUILD (a build directory of another checkout, e.g. one
from before a change) it instead times both builds alternately, each run with
a fresh empty database: the start page and (with --board GAME, where the
build has `splay --new`) a new match of GAME. The first frame is taken by
tools/startup-probe.c, preloaded into both (it needs no
SPLAY_STARTUP_REPORT, which older builds lack), and the peak resident memory
by /usr/bin/time. Each process quits at its first frame; --settle MS lets it
run MS milliseconds longer (the deal's motion, the background check) before
the peak memory is read.
"""
import argparse
import re
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


def build_probe(folder):
    source = os.path.join(os.path.dirname(os.path.abspath(__file__)), "startup-probe.c")
    probe = os.path.join(folder, "startup-probe.so")
    flags = subprocess.run(["pkg-config", "--cflags", "--libs", "gtk4"], check=True,
                           capture_output=True, text=True).stdout.split()
    subprocess.run(["cc", "-O2", "-shared", "-fPIC", "-o", probe, source] + flags + ["-ldl"],
                   check=True)
    return probe


def has_new(app):
    out = subprocess.run([app, "--help"], capture_output=True, text=True, timeout=60,
                         env=dict(os.environ, GSETTINGS_BACKEND="memory"))
    return "--new" in out.stdout


def probe_once(app, schema_dir, probe, db, argv, settle):
    env = dict(os.environ)
    env.pop("SPLAY_STARTUP_REPORT", None)
    env.update({
        "SPLAY_DB": db,
        "GSETTINGS_BACKEND": "memory",
        "GSETTINGS_SCHEMA_DIR": schema_dir,
        "NO_AT_BRIDGE": "1",
        "LD_PRELOAD": probe,
        "SPLAY_PROBE_SETTLE_MS": str(settle),
    })
    rss_file = db + ".rss"
    start = time.monotonic_ns() // 1000
    proc = subprocess.run(["/usr/bin/time", "-f", "%M", "-o", rss_file, app] + argv, env=env,
                          capture_output=True, text=True, timeout=300)
    match = re.search(r"^first-frame-us (\d+)$", proc.stdout, re.M)
    if match is None:
        sys.exit("no first frame from %s %s:\n%s" % (app, " ".join(argv), proc.stderr))
    with open(rss_file) as f:
        rss_kb = int(f.read().split()[-1])
    return (int(match.group(1)) - start) / 1000.0, rss_kb / 1024.0


def compare(args):
    if not os.path.exists("/usr/bin/time"):
        sys.exit("needs /usr/bin/time (apt-get install time)")
    builds = [("this", args.build), ("other", args.compare)]
    cases = []
    for label, build in builds:
        app = os.path.join(build, "src", "splay")
        schema_dir = os.path.join(build, "data")
        cases.append((label, build, app, schema_dir, "start page", []))
        if args.board:
            if has_new(app):
                cases.append((label, build, app, schema_dir, "--new " + args.board,
                              ["--new", args.board]))
            else:
                print("%s: no --new in this build, start page only" % build)
    results = {(c[0], c[4]): [] for c in cases}
    with tempfile.TemporaryDirectory() as tmp:
        probe = build_probe(tmp)
        count = 0
        for run in range(args.runs + 1):  # the first round warms the caches and is dropped
            for label, build, app, schema_dir, name, argv in cases:
                count += 1
                db = os.path.join(tmp, "run-%d.db" % count)
                result = probe_once(app, schema_dir, probe, db, argv, args.settle)
                if run > 0:
                    results[(label, name)].append(result)

    print("%-40s %-16s %12s %10s %14s %10s" % ("build", "what", "first frame", "slowest",
                                              "peak RSS", "largest"))
    for label, build, app, schema_dir, name, argv in cases:
        frames = [r[0] for r in results[(label, name)]]
        rss = [r[1] for r in results[(label, name)]]
        print("%-40s %-16s %9.0f ms %7.0f ms %11.1f MB %7.1f MB" % (
            build, name, statistics.median(frames), max(frames), statistics.median(rss),
            max(rss)))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--build", default="_build")
    parser.add_argument("--matches", type=int, default=100000)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--compare", metavar="OTHER_BUILD")
    parser.add_argument("--board", metavar="GAME")
    parser.add_argument("--settle", type=int, default=0, metavar="MS")
    args = parser.parse_args()
    if args.compare:
        compare(args)
        return

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
