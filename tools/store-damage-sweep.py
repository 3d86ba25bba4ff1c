#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Damages copies of a saved-games database at random, and has splay-cli
read each one and go on with its unfinished matches, as the app would.

    tools/store-damage-sweep.py [--cli PATH] [--cases N] [--seed S] [--keep DIR]

The database is made first, by splay-cli: forty synthetic matches a person
played (bench-history, for the statistics), then by autoplay two games of
each game and two matches left unfinished part way (--die-after). Each case copies it
and damages the copy in one of four ways: bits flipped, a run of bytes
overwritten, the file cut at a page, or characters of its text changed.
Then `history` (as a table, JSON and CSV), `stats` and `autoplay` (which
resumes each unfinished match and plays it to its end) run on the copy.

A finding is a crash, a sanitizer's report, a GLib critical or warning
other than the store's own about a damaged file, or a command taking over
20 seconds (100 where autoplay waits for a failed write to pass, which it
tries for a minute). The damaged file of each finding is kept in DIR
(default: the current folder) as damaged-CASE.db. Exit status: 0 when no
case found anything.

Use the AddressSanitizer build (tools/sanitize.sh makes _build-asan) for
memory errors: `--cli _build-asan/src/cli/splay-cli`. 300 cases take some
fifteen minutes there.
"""
import argparse
import os
import random
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import time

UNFINISHED = [
    ['splatoids', '--seats', 'easy,easy,random', '--seed', '4', '--target', '40'],
    ['spite-malice', '--seats', 'easy,random', '--seed', '4', '--games', '30'],
]
# What the store says, as it should, about a damaged file.
EXPECTED = ('Dropped', 'cannot be used')


def run(cli, args, db, timeout=100):
    env = dict(os.environ, ASAN_OPTIONS='detect_leaks=0', UBSAN_OPTIONS='halt_on_error=1')
    return subprocess.run([cli] + args + ['--db', db], capture_output=True, text=True,
                          errors='replace', timeout=timeout, env=env)


def make_base(cli, path):
    # Synthetic matches a person played, for the statistics.
    p = run(cli, ['bench-history', '--matches', '40'], path, 600)
    if p.returncode != 0:
        sys.exit(f'store-damage-sweep: bench-history failed: {p.stderr}')
    for game in ('splatoids', 'spite-malice', 'splito', 'spit', 'splat'):
        p = run(cli, ['autoplay', game, '--seats', 'medium,easy', '--seed', '3', '--games', '2'],
                path, 600)
        if p.returncode != 0:
            sys.exit(f'store-damage-sweep: autoplay {game} failed: {p.stderr}')
    for args, die_after in zip(UNFINISHED, (500, 300)):
        run(cli, ['autoplay'] + args + ['--die-after', str(die_after)], path, 600)
    # A match cut short leaves its last moves in the write-ahead log: into
    # the file with them, which is all that is copied.
    con = sqlite3.connect(path)
    con.execute('PRAGMA wal_checkpoint(TRUNCATE)')
    con.close()


def damage(data, rng):
    b = bytearray(data)
    mode = rng.randrange(4)
    if mode == 0:
        for _ in range(rng.randrange(1, 8)):
            b[rng.randrange(100, len(b))] ^= 1 << rng.randrange(8)
    elif mode == 1:
        at = rng.randrange(100, len(b) - 16)
        for k in range(rng.randrange(1, 16)):
            b[at + k] = rng.randrange(256)
    elif mode == 2:
        b = b[:rng.randrange(1, len(b) // 4096) * 4096]
    else:
        text = [i for i in range(100, len(b)) if 0x30 <= b[i] <= 0x7a]
        for _ in range(rng.randrange(1, 4)):
            b[rng.choice(text)] = rng.choice(b'0123456789 ,;:-xXKQJAhsdc()[]/')
    return ('bits', 'bytes', 'cut', 'text')[mode], bytes(b)


def finding(p, seconds):
    if p.returncode < 0 or p.returncode >= 2:
        return f'exit status {p.returncode}'
    # Slow without waiting for a write to pass (autoplay waits a minute).
    if seconds > 20 and 'could not be saved' not in p.stderr:
        return f'took {seconds:.0f} s'
    for line in p.stderr.splitlines():
        if 'Sanitizer' in line or 'runtime error' in line or 'CRITICAL' in line:
            return line
        if 'WARNING' in line and not any(e in line for e in EXPECTED):
            return line
    return None


def main():
    top = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('--cli', default=os.path.join(top, '_build/src/cli/splay-cli'))
    parser.add_argument('--cases', type=int, default=100)
    parser.add_argument('--seed', type=int, default=1)
    parser.add_argument('--keep', default='.')
    opts = parser.parse_args()

    work = tempfile.mkdtemp(prefix='splay-damage-')
    try:
        base = os.path.join(work, 'base.db')
        make_base(opts.cli, base)
        data = open(base, 'rb').read()
        commands = [['history'], ['history', '--json'], ['history', '--csv'], ['stats']]
        commands += [['autoplay'] + args for args in UNFINISHED]
        found = 0
        for case in range(opts.seed, opts.seed + opts.cases):
            how, damaged = damage(data, random.Random(case))
            folder = os.path.join(work, str(case))
            os.mkdir(folder)
            db = os.path.join(folder, 'splay.db')
            open(db, 'wb').write(damaged)
            for args in commands:
                try:
                    start = time.monotonic()
                    p = run(opts.cli, args, db)
                    what = finding(p, time.monotonic() - start)
                except subprocess.TimeoutExpired:
                    what = 'still running after 100 s'
                if what:
                    found += 1
                    kept = os.path.join(opts.keep, f'damaged-{case}.db')
                    open(kept, 'wb').write(damaged)
                    print(f'case {case} ({how}): splay-cli {" ".join(args)}: {what}; kept as {kept}',
                          flush=True)
                    break
            shutil.rmtree(folder)
        print(f'{opts.cases} damaged copies, {found} with a finding')
        return 1 if found else 0
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == '__main__':
    sys.exit(main())
