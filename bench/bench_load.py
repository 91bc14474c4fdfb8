"""Benchmark of issue 5: loading a whole card file and reading every card (targets: under 10 s, under 1 GB).

Usage (from the repository root, in the project's virtual environment)::

    python bench/bench_load.py                         # ../shared/data/oracle-corpus.jsonl.gz
    python bench/bench_load.py path/to/AtomicCards.json

Prints, for :func:`model.registry.load_cards` (parse and build the registry) and then for
:func:`model.reader.read_card` on every card: the wall time (``time.perf_counter``), the peak of Python
allocations during that phase (``tracemalloc``, measured in a second, separate pass because tracing slows Python
down) and the process's peak resident set size (``resource.getrusage``, ``ru_maxrss``). No timed assertion lives in
the tests: this script only reports.
"""

from __future__ import annotations

import argparse
import gc
import resource
import sys
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_FILE = ROOT.parent / "shared" / "data" / "oracle-corpus.jsonl.gz"
TIME_TARGET_S = 10.0
MEMORY_TARGET_MB = 1024.0


def _peak_rss_mb() -> float:
    """The process's peak resident set size in MB (``ru_maxrss`` is KB on Linux, bytes on macOS)."""
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return rss / (1024 * 1024) if sys.platform == "darwin" else rss / 1024


def _timed(fn: Callable[[], Any]) -> tuple[Any, float]:
    gc.collect()
    start = time.perf_counter()
    out = fn()
    return out, time.perf_counter() - start


def _traced_peak_mb(fn: Callable[[], Any]) -> float:
    gc.collect()
    tracemalloc.start()
    try:
        fn()
        return tracemalloc.get_traced_memory()[1] / (1024 * 1024)
    finally:
        tracemalloc.stop()


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark on a card file and print the figures; exit status 0."""
    from mtgsolver.model.reader import read_card
    from mtgsolver.model.registry import load_cards

    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("file", nargs="?", default=str(DEFAULT_FILE), help="a card file (default: the Oracle corpus)")
    args = ap.parse_args(argv)
    path = Path(args.file)
    if not path.exists():
        print(f"no card file at {path}", file=sys.stderr)
        return 2

    registry, load_s = _timed(lambda: load_cards(path))
    rss_after_load = _peak_rss_mb()
    cards = list(registry)

    def read_all() -> int:
        read_card.cache_clear()
        return sum(len(read_card(c).abilities) for c in cards)

    abilities, read_s = _timed(read_all)
    rss_after_read = _peak_rss_mb()
    load_peak = _traced_peak_mb(lambda: load_cards(path))
    read_peak = _traced_peak_mb(read_all)

    def verdict(ok: bool) -> str:
        return "ok" if ok else "OVER TARGET"

    print(f"card file: {path} ({path.stat().st_size / 1e6:.1f} MB on disk)")
    print(f"cards in the registry: {len(registry)} (skipped: {len(registry.skipped)}); abilities read: {abilities}")
    print("| phase | wall time (s) | traced peak (MB) | process peak RSS (MB) |")
    print("|---|---:|---:|---:|")
    print(f"| load_cards | {load_s:.2f} | {load_peak:.0f} | {rss_after_load:.0f} |")
    print(f"| read_card on every card | {read_s:.2f} | {read_peak:.0f} | {rss_after_read:.0f} |")
    print(f"| load + read | {load_s + read_s:.2f} | | {rss_after_read:.0f} |")
    print(f"load target (< {TIME_TARGET_S:.0f} s, < {MEMORY_TARGET_MB:.0f} MB): "
          f"time {verdict(load_s < TIME_TARGET_S)}, memory {verdict(rss_after_load < MEMORY_TARGET_MB)}; "
          f"load + read: time {verdict(load_s + read_s < TIME_TARGET_S)}, "
          f"memory {verdict(rss_after_read < MEMORY_TARGET_MB)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
