"""Cold start of the command, a new process per run, on a small request that needs no CP-SAT (issue 17 item 3).

Each round runs every variant once, in turn (the order rotating each round), so that the machine's load falls on
all of them alike; the table gives each variant's median and minimum wall time, its median CPU time (user and
system, which other processes' load moves less than the wall time), and whether its ``-X importtime`` run imported
lark or OR-Tools. Variants:

* **readings cache primed**: ``python -m mtgsolver REQUEST`` with ``MTGSOLVER_CACHE_DIR`` in a temporary folder
  that one untimed run filled (as every run after the first one on a machine), importing the checkout this script
  is in (``PYTHONPATH`` its root, whatever the environment has installed);
* **readings cache off**: ``MTGSOLVER_CACHE_DIR=""``, so the lark grammar is compiled in every run (as the first
  run on a machine);
* **baseline** (``--baseline DIR``): the same command with ``PYTHONPATH=DIR``, DIR holding another build of the
  ``mtgsolver`` package (e.g. a clean export of main laid out as installed), to compare like with like.

Every variant runs with a primed bytecode cache (``PYTHONPYCACHEPREFIX`` in a temporary folder), as after
``pip install``. Usage: ``python bench/bench_cold.py [--runs 20] [--baseline DIR]``.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

#: The repository root holding this script: the build the two "readings cache" variants import.
CHECKOUT = Path(__file__).resolve().parent.parent

REQUEST = {
    "state": {"active_player": "alice",
              "players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
              "objects": [{"id": "gate", "card": "Mystic Gate", "controller": "alice"},
                          {"id": "island", "card": "Island", "controller": "alice"},
                          {"id": "elves", "card": "Llanowar Elves", "controller": "alice", "summoning_sick": True}]},
    "queries": [{"id": "q1", "kind": "payments", "player": "alice", "cost": "{1}{U}", "mode": "check"},
                {"id": "q2", "kind": "payments", "player": "alice", "cost": "{G}", "mode": "check"},
                {"id": "q3", "kind": "could_produce", "object": "gate"}],
}


def main() -> None:
    """Print the cold-start table (markdown) and the load average before and after."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=20, help="timed rounds (default 20)")
    parser.add_argument("--baseline", type=Path, help="a folder holding another build of the mtgsolver package")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        request = Path(tmp) / "request.json"
        request.write_text(json.dumps(REQUEST), encoding="utf-8")
        base = {k: v for k, v in os.environ.items() if k not in ("PYTHONDONTWRITEBYTECODE", "PYTHONPATH")}
        this = {**base, "PYTHONPATH": str(CHECKOUT), "PYTHONPYCACHEPREFIX": f"{tmp}/pyc"}
        variants = {
            "readings cache primed": {**this, "MTGSOLVER_CACHE_DIR": f"{tmp}/rc"},
            "readings cache off": {**this, "MTGSOLVER_CACHE_DIR": ""},
        }
        if args.baseline is not None:
            variants["baseline"] = {**base, "PYTHONPYCACHEPREFIX": f"{tmp}/pyc-baseline",
                                    "MTGSOLVER_CACHE_DIR": f"{tmp}/rc-baseline",
                                    "PYTHONPATH": str(args.baseline.resolve())}
        cmd = [sys.executable, "-m", "mtgsolver", "--format", "json", str(request)]
        answers, imports = {}, {}
        for name, env in variants.items():
            subprocess.run(cmd, env=env, capture_output=True, check=True, cwd=tmp)  # primes both caches
            answers[name] = json.loads(subprocess.run(cmd, env=env, capture_output=True, check=True,
                                                      cwd=tmp).stdout)
            trace = subprocess.run([sys.executable, "-X", "importtime", *cmd[1:]], env=env, capture_output=True,
                                   text=True, check=True, cwd=tmp).stderr
            imports[name] = ", ".join(m for m in ("lark", "ortools") if f" {m}" in trace) or "neither"
        if len({json.dumps(a, sort_keys=True) for a in answers.values()}) != 1:
            raise SystemExit(f"the variants answer differently: {answers}")
        samples: dict[str, list[float]] = {name: [] for name in variants}
        cpu: dict[str, list[float]] = {name: [] for name in variants}
        names = list(variants)
        load_before = os.getloadavg()
        for i in range(args.runs):
            for name in names[i % len(names):] + names[:i % len(names)]:
                used = _children_cpu()
                start = time.perf_counter()
                subprocess.run(cmd, env=variants[name], capture_output=True, check=True, cwd=tmp)
                samples[name].append(time.perf_counter() - start)
                cpu[name].append(_children_cpu() - used)
        load_after = os.getloadavg()
    print(f"load average {load_before[0]:.2f} before, {load_after[0]:.2f} after; {args.runs} rounds, alternated")
    print("| variant | median | min | median CPU | imports |")
    print("| --- | --- | --- | --- | --- |")
    for name, times in samples.items():
        print(f"| {name} | {statistics.median(times) * 1000:.0f} ms | {min(times) * 1000:.0f} ms | "
              f"{statistics.median(cpu[name]) * 1000:.0f} ms | {imports[name]} |")


def _children_cpu() -> float:
    """User and system seconds used so far by this process's finished children."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


if __name__ == "__main__":
    main()
