"""Growth of ``payments`` in ``all`` mode with the size of the board (issue 16): the time to the first 100 payments,
the time per payment after that, and the peak memory, for boards of 5 to 40 lands with and without filter lands.

Each board mixes basic, shock, pain and filter lands, City of Brass, Reflecting Pool and Exotic Orchard, with {U}{B}
floating, and asks for every payment of a three-symbol cost (ungrouped: every object is its own source). Each
figure is one fresh board (cold: the board view is built inside the timing), the median of ``--runs`` runs.
Not a test: run ``python bench/bench_growth.py``.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
import tracemalloc
from pathlib import Path

sys.path[:0] = [str(Path(__file__).resolve().parent.parent)]

from mtgsolver import Board

PLAIN = ("Plains", "Island", "Swamp", "Mountain", "Forest", "Hallowed Fountain", "Watery Grave", "Adarkar Wastes",
         "Llanowar Wastes", "City of Brass", "Reflecting Pool", "Exotic Orchard")
FILTERS = ("Mystic Gate", "Graven Cairns", "Fire-Lit Thicket", "Wooded Bastion", "Flooded Grove")
COST = "{W}{U}{1}"
FIRST = 100
MORE = 300


def board(n: int, filters: bool) -> Board:
    """``n`` lands of the mix (one in four a filter land when ``filters``), {U}{B} floating."""
    names = [FILTERS[i % len(FILTERS)] if filters and i % 4 == 3 else PLAIN[i % len(PLAIN)] for i in range(n)]
    return Board.from_json({"active_player": "alice", "players": [{"id": "alice", "life": 20, "mana_pool": "{U}{B}"}],
                            "objects": [{"id": f"l{i}", "card": c, "controller": "alice"} for i, c in enumerate(names)]})


def measure(n: int, filters: bool, time_limit: float) -> tuple[float, float, int, bool]:
    """(seconds to the first 100 payments, seconds per payment for the next ones, payments listed, timed out)."""
    start = time.perf_counter()
    payments = board(n, filters).payments("alice", COST, limit=FIRST + MORE, time_limit=time_limit)
    listed = 0
    first = None
    for _ in payments:
        listed += 1
        if listed == FIRST:
            first = time.perf_counter() - start
    total = time.perf_counter() - start
    first = total if first is None else first
    per = (total - first) / (listed - FIRST) if listed > FIRST else 0.0
    return first, per, listed, payments.timed_out


def peak_mib(n: int, filters: bool, time_limit: float) -> float:
    """Peak memory Python allocated for one run (traced apart from the timed runs: tracing slows them)."""
    tracemalloc.start()
    list(board(n, filters).payments("alice", COST, limit=FIRST + MORE, time_limit=time_limit))
    peak = tracemalloc.get_traced_memory()[1] / 2**20
    tracemalloc.stop()
    return peak


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--time-limit", type=float, default=10.0)
    args = ap.parse_args()
    print(f"| lands | filter lands | first {FIRST} payments | per payment after | payments (limit {FIRST + MORE}) "
          "| timed out | peak memory (traced) |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    measure(5, False, args.time_limit)  # imports and the CP-SAT start-up are not the board's
    for n in (5, 10, 20, 30, 40):
        for filters in (False, True):
            runs = [measure(n, filters, args.time_limit) for _ in range(args.runs)]
            first = statistics.median(r[0] for r in runs)
            per = statistics.median(r[1] for r in runs)
            listed, timed_out = runs[-1][2], runs[-1][3]
            peak = peak_mib(n, filters, args.time_limit)
            print(f"| {n} | {'yes' if filters else 'no'} | {first * 1000:.1f} ms | {per * 1000:.2f} ms | {listed} "
                  f"| {timed_out} | {peak:.0f} MiB |", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
