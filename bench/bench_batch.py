"""Benchmark of ``mtgsolve batch``: requests per second with ``--jobs 1`` and ``--jobs 2`` on generated requests.

Usage: ``python bench/bench_batch.py [--requests 10000] [--jobs 1 2] [--keep DIR]``

Generates ``--requests`` random boards (lands, Signets, mana elves) with could_produce, payments and activatable
queries, puts one line of bad JSON in the middle, then runs ``mtgsolve batch`` (a real subprocess, with its progress
bar on standard error) once per ``--jobs`` value and prints requests per second. It checks that every line was
answered in order and that exactly one line is an error, and prints the cores each run kept busy (CPU time over
wall time). Not a test: nothing here is asserted on time.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

LANDS = ("Forest", "Island", "Mountain", "Plains", "Swamp", "Watery Grave", "Mystic Gate", "Adarkar Wastes",
         "Command Tower", "City of Brass", "Reflecting Pool", "Exotic Orchard", "Llanowar Wastes")
ROCKS = ("Sol Ring", "Azorius Signet", "Llanowar Elves", "Birds of Paradise")
COSTS = ("{1}", "{G}", "{2}{U}", "{W}{U}", "{1}{B}{B}", "{3}", "{R}{G}", "{2}{W}{W}", "{U/B}", "{4}{U}{U}")


def request(rng: random.Random, number: int) -> dict[str, Any]:
    """A random board of 3-9 permanents with three queries."""
    objects = [{"id": f"o{i}", "card": rng.choice(LANDS), "controller": "alice", "tapped": rng.random() < 0.15}
               for i in range(rng.randint(3, 8))]
    objects += [{"id": f"r{i}", "card": rng.choice(ROCKS), "controller": "alice"} for i in range(rng.randint(0, 1))]
    objects.append({"id": "b0", "card": rng.choice(LANDS), "controller": "bob"})
    state = {"active_player": "alice", "players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
             "objects": objects}
    queries = [
        {"id": "q1", "kind": "could_produce", "object": rng.choice(objects)["id"]},
        {"id": "q2", "kind": "payments", "player": "alice", "cost": rng.choice(COSTS),
         "mode": rng.choice(("check", "best", "all")), "limit": 3},
        {"id": "q3", "kind": "payments", "player": "alice", "cost": rng.choice(COSTS), "mode": "check"},
    ]
    if number % 10 == 0:
        queries.append({"id": "q4", "kind": "activatable", "player": "alice"})
    return {"state": state, "queries": queries}


def write_requests(path: Path, count: int, seed: int = 7) -> int:
    """Write ``count`` request lines, the middle one bad JSON; return the bad line's 1-based number."""
    rng = random.Random(seed)
    bad = count // 2 + 1
    with path.open("w", encoding="utf-8") as f:
        for n in range(1, count + 1):
            f.write('{"state": {"active_player": "alice", oops\n' if n == bad else json.dumps(request(rng, n)) + "\n")
    return bad


def _cpu_seconds() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run(jobs: int, requests: Path, out: Path) -> tuple[float, float]:
    """Run the batch command; return its requests per second (wall clock, process start included) and the cores it
    kept busy on average (CPU time of the command and its workers over wall time)."""
    started, cpu = time.perf_counter(), _cpu_seconds()
    proc = subprocess.run([sys.executable, "-m", "mtgsolver", "batch", str(requests), str(out), "--jobs", str(jobs)],
                          check=False)
    seconds = time.perf_counter() - started
    if proc.returncode not in (0, 1):
        raise SystemExit(f"batch failed with status {proc.returncode}")
    return sum(1 for _ in out.open(encoding="utf-8")) / seconds, (_cpu_seconds() - cpu) / seconds


def check(out: Path, bad: int) -> None:
    """Every line answered; exactly the bad line is a request error."""
    errors = [n for n, line in enumerate(out.open(encoding="utf-8"), 1) if '"results":[]' in line and '"ok":false' in line]
    if errors != [bad]:
        raise SystemExit(f"expected one error line ({bad}), got {errors[:10]}")


def main() -> None:
    """Generate, run once per ``--jobs`` value, print requests per second."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=10_000)
    parser.add_argument("--jobs", type=int, nargs="+", default=[1, 2])
    parser.add_argument("--keep", type=Path, help="write the files here instead of a temporary folder")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = args.keep or Path(tmp)
        folder.mkdir(parents=True, exist_ok=True)
        requests = folder / "requests.jsonl"
        bad = write_requests(requests, args.requests)
        rates: dict[int, tuple[float, float]] = {}
        for jobs in args.jobs:
            out = folder / f"responses-j{jobs}.jsonl"
            rates[jobs] = run(jobs, requests, out)
            check(out, bad)
        first = (folder / f"responses-j{args.jobs[0]}.jsonl").read_bytes()
        same = all((folder / f"responses-j{j}.jsonl").read_bytes() == first for j in args.jobs)
    for jobs, (rate, cores) in rates.items():
        print(f"--jobs {jobs}: {rate:8.1f} requests/s, {cores:4.2f} cores busy on average")
    print(f"(load average now: {', '.join(f'{x:.2f}' for x in os.getloadavg())}; other work on the machine slows "
          "--jobs 2 most)")
    print(f"{args.requests} requests, one bad line answered with an error; outputs identical across --jobs: {same}")


if __name__ == "__main__":
    main()
