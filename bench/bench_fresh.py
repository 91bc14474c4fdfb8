"""Where a fresh small request's time goes, in a process that has answered requests before (issue 17 item 4).

A payments ``check`` on the 7-source boards of ``bench/run.py`` (seed 17), each phase timed on its own as the
median of many calls (the state read once for the phases after reading): the whole ``solve`` of the request text;
``read_request``; then, each on a new board view of the read state, the view alone, the view and the could-produce
fixpoint, those and the payment board's activations (``_board_acts``: the mana abilities' classes and results),
the whole ``encode_payment``, and the whole answer. The differences between rows are each phase's share. Usage:
``python bench/bench_fresh.py [--runs 2000] [--cpu]``. With ``--cpu`` each call is timed by this thread's CPU time
(``time.thread_time``) instead of the wall clock: on a shared, loaded machine the wall clock also counts the time
the process waits for a core, which a call that takes most of a time slice suffers far more often than a short one.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
# The checkout's own code, not an installed copy's (as bench/run.py): this folder's parent, then this folder.
sys.path[:0] = [str(HERE.parent), str(HERE)]

import boards
from mtgsolver.model.io import read_request
from mtgsolver.solver.api import solve
from mtgsolver.solver.could_produce import could_produce_on
from mtgsolver.solver.payments import answer_payments, problem
from mtgsolver.solver.view import BoardView

SEED = 17


#: The clock calls are timed by: the wall clock, or with ``--cpu`` this thread's CPU time.
CLOCK = [time.perf_counter]


def median_ms(fn: Callable[[], Any], runs: int) -> float:
    """The median time of ``fn`` in milliseconds by :data:`CLOCK` over ``runs`` calls, after 50 untimed ones."""
    clock = CLOCK[0]
    for _ in range(50):
        fn()
    samples = []
    for _ in range(runs):
        start = clock()
        fn()
        samples.append(clock() - start)
    return statistics.median(samples) * 1e3


def phases(mix: str, runs: int) -> list[tuple[str, float]]:
    """Each phase's median for the 7-source ``mix`` board."""
    identity, cards = boards.source_cards(7, mix, SEED)
    query = {"id": "q", "kind": "payments", "player": "alice", "cost": boards.payable_cost(7, identity),
             "mode": "check"}
    text = json.dumps({"state": boards.state_of(cards), "queries": [query]})
    read = read_request(text)
    state, payments = read.state, read.queries[0].query

    def view_and_fixpoint() -> BoardView:
        bv = BoardView(state)
        could_produce_on(bv)
        return bv

    return [
        ("solve (request text to answer)", median_ms(lambda: solve(text), runs)),
        ("read_request", median_ms(lambda: read_request(text), runs)),
        ("board view", median_ms(lambda: BoardView(state), runs)),
        ("+ could-produce fixpoint", median_ms(view_and_fixpoint, runs)),
        ("+ payment board's activations", median_ms(
            lambda: problem._board_acts(view_and_fixpoint(), "alice", True, None, frozenset(), payments.time_limit),
            runs)),
        ("board view + encode_payment", median_ms(lambda: problem.encode_payment(BoardView(state), payments), runs)),
        ("board view + answer_payments", median_ms(lambda: answer_payments(BoardView(state), payments), runs)),
    ]


def main() -> None:
    """Print the table (markdown) with the load average."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=2000, help="timed calls per phase (default 2000)")
    parser.add_argument("--cpu", action="store_true", help="time by this thread's CPU time, not the wall clock")
    args = parser.parse_args()
    if args.cpu:
        CLOCK[0] = time.thread_time
    load = os.getloadavg()[0]
    results = {mix: phases(mix, args.runs) for mix in ("lands", "mixed")}
    print(f"load average {load:.2f} before, {os.getloadavg()[0]:.2f} after; medians of {args.runs} calls, "
          f"{'CPU time' if args.cpu else 'wall clock'}")
    print("| phase | 7 lands | 7 mixed |")
    print("| --- | --- | --- |")
    for i, (name, _) in enumerate(results["lands"]):
        print(f"| {name} | {results['lands'][i][1]:.3f} ms | {results['mixed'][i][1]:.3f} ms |")


if __name__ == "__main__":
    main()
