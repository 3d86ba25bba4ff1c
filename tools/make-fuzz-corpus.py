#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes the seed corpora of the fuzz harnesses (tests/fuzz/corpus/NAME/)
from splay-cli: deals of every game at several seat counts and options,
positions reached by random legal moves, every action form, and damaged
databases' edit lists for the replay harness. The corpus is committed;
run this again after a notation change:

    tools/make-fuzz-corpus.py _build/src/cli/splay-cli
"""
import hashlib
import os
import random
import struct
import subprocess
import sys

cli = sys.argv[1] if len(sys.argv) > 1 else "_build/src/cli/splay-cli"
top = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
out = os.path.join(top, "tests", "fuzz", "corpus")

games = {
    "splatoids": {"seats": [2, 3, 4], "options": [[], ["matchplay=1"], ["reverse=1"]]},
    "spite-malice": {"seats": [2, 3, 6], "options": [[], ["unlimited=1"], ["aces-twos=1"], ["goal=10"]]},
    "splito": {"seats": [2, 3, 5, 8], "options": [[]]},
    "spit": {"seats": [2], "options": [[], ["two-decks=1", "shuffle=1", "five-in-hand=1"], ["five-in-hand=1"]]},
    "splat": {"seats": [2, 3, 4], "options": [[], ["wrap=1"], ["two-decks=1"]]},
}


def run(*args):
    r = subprocess.run([cli, *args], capture_output=True, text=True)
    return r.returncode, r.stdout.strip()


def write(name, data):
    folder = os.path.join(out, name)
    os.makedirs(folder, exist_ok=True)
    digest = hashlib.sha1(data).hexdigest()[:16]
    with open(os.path.join(folder, digest), "wb") as f:
        f.write(data)


rng = random.Random(2026)
for game, spec in games.items():
    actions = set()
    for seats in spec["seats"]:
        for options in spec["options"]:
            opt_args = [a for o in options for a in ("-o", o)]
            for seed in (1, 2):
                rc, pos = run("deal", game, "--players", str(seats), "--seed", str(seed), *opt_args)
                if rc != 0:
                    continue
                write(game, b"\0" + pos.encode())
                # A walk of random legal moves, keeping a few positions.
                for step in range(60):
                    rc, moves = run("moves", game, pos)
                    if rc != 0 or not moves:
                        break
                    move = rng.choice(moves.splitlines())
                    actions.add(move.split(":", 1)[-1])
                    rc, nxt = run("apply", game, pos, move)
                    if rc != 0:
                        break
                    pos = nxt
                    if step in (5, 20, 59):
                        write(game, b"\0" + pos.encode())
    for action in sorted(actions)[:60]:
        seats = spec["seats"][0]
        seed = rng.getrandbits(64)
        head = bytes([1, 0]) + struct.pack(">Q", seed) + bytes([rng.randrange(0, 40)])
        write(game, head + action.encode())
    write(game, bytes([1, 0]) + b"\0" * 9 + b"resign")

# The replay harness: lists of edits (op, row, value[, length, text]).
for i in range(40):
    data = bytearray()
    for _ in range(rng.randrange(1, 6)):
        op = rng.randrange(0, 18)
        data += bytes([op]) + struct.pack(">II", rng.randrange(0, 400), rng.getrandbits(32))
        if op >= 14:
            text = rng.choice([b"seats=2", b"seats=9", b"seats=2 goal=10", b"splatoids", b"x=1", b"", b"hard"])
            data += bytes([len(text)]) + text
    write("replay", bytes(data))
write("replay", b"")
