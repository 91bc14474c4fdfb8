"""The benchmarks still run: each of the quick ones, at its smallest size, exits 0 and prints its figures.

No figure is checked (speed is measured by the benchmarks themselves, never asserted in a test); this only keeps a
script from breaking unnoticed when the code it calls changes (``bench_fresh.py`` once failed for a stop because a
function it timed gained an argument). The slow ones (cold start, growth, serving, the side by side with
phase-python) are left to their own runs.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize(("args", "printed"), [
    (["bench_fresh.py", "--runs", "1"], "| phase | 7 lands | 7 mixed |"),
    (["bench_legal_plays.py", "--runs", "1"], "warm (Board.legal_plays):"),
    (["bench_batch.py", "--requests", "4", "--jobs", "1"], "requests/s"),
    (["real_boards.py", "--boards", "2", "--seed", "1"], "| query kind | asked |"),
], ids=lambda value: value[0] if isinstance(value, list) else "")
def test_a_quick_benchmark_runs_and_prints_its_figures(args: list[str], printed: str) -> None:
    env = {**os.environ, "MTGSOLVER_CACHE_DIR": ""}
    done = subprocess.run([sys.executable, str(REPO / "bench" / args[0]), *args[1:]], check=False, cwd=REPO, env=env,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    assert printed in done.stdout
