"""The benchmark suite of issue 7: medians and ratios, in one process, printed as markdown tables.

Usage (from the repository root, in the project's virtual environment)::

    python bench/run.py            # the full suite (about ten minutes: the slow CP-SAT rows hit their time limit)
    python bench/run.py --quick    # fewer runs, shorter time limits (one to two minutes)

Every figure is the median of repeated calls (``time.perf_counter``) after one warm-up call; a call slower than
the per-row budget is measured once (the warm-up is the sample, ``runs`` says 1). The figures of one row are measured
alternated (one call of each per round, the order rotating), so that a ratio compares calls made under the same load.
A query's time is given twice:

* **cold**: :func:`mtgsolver.solver.api.solve` of a fresh request, its JSON text holding the state and that one
  query: the request read (JSON, the state, the cards' Oracle text) and answered, as the CLI, the MCP server and
  ``batch`` see every request, in a process that has answered requests before (the process start itself is the
  "CLI cold start" table);
* **warm**: the query asked again about a state read once (``model.io.read_state``), its board view built once
  (:class:`solver.view.BoardView`), as the Python API (a :class:`~mtgsolver.Board` asked many questions) sees it.

The baselines are measured in the same run, on the same boards, warm unless said otherwise:

* ``check``: :func:`solver.payments.cpsat.check` on the encoded problem, without the Hall's-theorem fast path;
* ``all`` (grouped, ``group_identical``): the same enumeration without grouping identical sources;
* ``all`` on the 7-source boards: also the brute-force referee (:mod:`tests.payments.brute`, every order of
  activations) against the complete ungrouped CP-SAT enumeration;
* could-produce for every object: one fixpoint per object, each on a new board view (what a caller without the
  shared fixpoint would pay), against one shared fixpoint (:class:`solver.could_produce.CouldProduce`) on a new
  board view (a state read once); cold, a request with one could-produce query per object;
* copy targets: the brute-force product backend of :mod:`solver.copies` against python-constraint.

No timed assertion lives in the tests: this script only reports.
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
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any, TypeVar

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
SHARED = REPO.parent / "shared"
sys.path[:0] = [str(REPO), str(HERE)]

import boards
from mtgsolver.model.io import read_query, read_state
from mtgsolver.model.queries import CopyTargetsQuery, CouldProduceQuery, PaymentsQuery
from mtgsolver.model.state import GameState
from mtgsolver.solver import budget
from mtgsolver.solver.api import solve
from mtgsolver.solver.copies import answer_copy_targets, distinct_choices, legal_copy_targets
from mtgsolver.solver.could_produce import CouldProduce, answer_could_produce
from mtgsolver.solver.payments import answer_payments
from mtgsolver.solver.payments.problem import encode_payment
from mtgsolver.solver.view import BoardView

from tests.payments.brute import SearchTooLarge, minimal_payments

SIZES = (7, 30, 100, 300)
CP_SIZES = (10, 100, 1000)
ALL_LIMIT = 100
B18C_LIMIT = 1000
#: The one-fixpoint-per-object baseline is quadratic: 1,000 permanents take minutes.
PER_OBJECT_MAX = 100
SEED = 1


@dataclass(frozen=True)
class Settings:
    """How hard to measure: runs per row, the time budget of a row, and the payments time limit."""

    max_runs: int
    budget: float
    time_limit: float
    cli_runs: int


FULL = Settings(max_runs=200, budget=2.0, time_limit=10.0, cli_runs=7)
QUICK = Settings(max_runs=30, budget=0.3, time_limit=2.0, cli_runs=3)


@dataclass(frozen=True)
class Timing:
    """A median in seconds, the number of timed runs, and the last result."""

    median: float
    runs: int
    result: Any


def measure_all(fns: Sequence[Callable[[], Any]], settings: Settings) -> list[Timing]:
    """The figures of one row, alternated: a warm-up round (each ``fn`` once), then rounds in which each ``fn`` still
    measured is called once (the order rotating each round). Each ``fn`` is timed until ``max_runs`` runs, or its
    budget is spent after at least 3 runs (or after one run slower than the budget); one whose warm-up was slower
    than three budgets (and 1 s) has the warm-up as its only sample."""
    results = []
    firsts = []
    for fn in fns:
        start = time.perf_counter()
        results.append(fn())
        firsts.append(time.perf_counter() - start)
    samples: list[list[float]] = [[] for _ in fns]
    active = [first <= max(1.0, 3 * settings.budget) for first in firsts]
    round_ = 0
    while any(active):
        shift = round_ % len(fns)
        for i in [*range(shift, len(fns)), *range(shift)]:
            if not active[i]:
                continue
            start = time.perf_counter()
            results[i] = fns[i]()
            done = samples[i]
            done.append(time.perf_counter() - start)
            if len(done) >= settings.max_runs or (sum(done) >= settings.budget
                                                   and (len(done) >= 3 or done[-1] >= settings.budget)):
                active[i] = False
        round_ += 1
    return [Timing(statistics.median(s), len(s), r) if s else Timing(first, 1, r)
            for s, r, first in zip(samples, results, firsts)]


def measure(fn: Callable[[], Any], settings: Settings) -> Timing:
    """One figure: :func:`measure_all` of ``fn`` alone."""
    return measure_all([fn], settings)[0]


def request_text(state: dict[str, Any], *queries: dict[str, Any]) -> str:
    """The JSON text of a request: ``state`` (a contract state document) and ``queries``."""
    return json.dumps({"state": state, "queries": list(queries)})


def cold(text: str) -> Callable[[], Any]:
    """A call answering the request ``text`` afresh with :func:`solve` (the cold figure): its first result's answer
    (``{"ok": true, ...}``), ``"error <code>"`` for a failed query; with several queries, the number answered."""
    def call() -> Any:
        response, _ = solve(text)
        results = response.get("results") or [{"ok": False, "error": response.get("error", {})}]
        if len(results) > 1:
            return sum(r["ok"] for r in results)
        first = results[0]
        return first if first["ok"] else f"error {first['error'].get('code')}"
    return call


def ms(seconds: float) -> str:
    """A duration for a table cell."""
    if seconds >= 1:
        return f"{seconds:.2f} s"
    if seconds >= 0.01:
        return f"{seconds * 1e3:.1f} ms"
    return f"{seconds * 1e3:.3f} ms"


def ratio(baseline: float, ours: float) -> str:
    """``baseline / ours`` for a table cell."""
    return f"{baseline / ours:.1f}x" if ours > 0 else "-"


def table(headers: Sequence[str], rows: Sequence[Sequence[object]]) -> str:
    """A markdown table."""
    lines = ["| " + " | ".join(headers) + " |", "|" + "|".join(" --- " for _ in headers) + "|"]
    lines += ["| " + " | ".join(str(c) for c in row) + " |" for row in rows]
    return "\n".join(lines)


Q = TypeVar("Q")


def query_of(state: GameState, data: dict[str, Any], kind: type[Q]) -> Q:
    """The typed query of ``data`` (a contract query), which must be of ``kind``."""
    q = read_query(state, data, 0)
    assert isinstance(q, kind), q
    return q


def payments_query(state: GameState, cost: str, mode: str, settings: Settings, **extra: Any) -> PaymentsQuery:
    """A typed payments query for alice."""
    data = {"id": "q", "kind": "payments", "player": "alice", "cost": cost, "mode": mode,
            "time_limit": settings.time_limit, **extra}
    return query_of(state, data, PaymentsQuery)


def safe(fn: Callable[[], Any]) -> Callable[[], Any]:
    """``fn``, returning the exception instead of raising it (a time limit reached is a figure too)."""
    def call() -> Any:
        try:
            return fn()
        except Exception as e:  # noqa: BLE001 - reported in the table
            return e
    return call


def describe(result: Any) -> str:
    """The answer of a payments row: payable, count and completeness, or the error."""
    if isinstance(result, Exception):
        return f"{type(result).__name__}"
    if isinstance(result, dict):
        out = str(result.get("payable"))
        if "count" in result:
            out += f", {result['count']}{'' if result.get('complete') else '+'}"
        if result.get("timed_out"):
            out += " (time limit)"
        return out
    return str(result)


def cpsat_check(state: GameState, q: PaymentsQuery) -> bool:
    """The naive ``check``: CP-SAT on the encoded problem, without the fast path."""
    from mtgsolver.solver.payments import cpsat

    return cpsat.check(encode_payment(BoardView(state), q), time.monotonic() + q.time_limit) is not None


def brute_count(state: GameState, q: PaymentsQuery) -> int:
    """The number of minimal payments by the brute-force referee."""
    return len(minimal_payments(encode_payment(BoardView(state), q)))


def every_object(state: GameState, ids: Sequence[str]) -> int:
    """Could-produce of every object from one shared fixpoint (the total number of types)."""
    cp = CouldProduce(BoardView(state))
    return sum(len(cp.types(i)) for i in ids)


def per_object(state: GameState, ids: Sequence[str]) -> int:
    """Could-produce of every object, one fixpoint per object on a new board view each (the naive baseline)."""
    return sum(len(CouldProduce(BoardView(state)).types(i)) for i in ids)


def one_new_view(state: GameState, object_id: str) -> int:
    """One object's could-produce on a new board view (nothing cached)."""
    return len(CouldProduce(BoardView(state)).types(object_id))


def payments_data(cost: str, mode: str, settings: Settings, **extra: Any) -> dict[str, Any]:
    """A contract payments query for alice."""
    return {"id": "q", "kind": "payments", "player": "alice", "cost": cost, "mode": mode,
            "time_limit": settings.time_limit, **extra}


def bench_payments_check(settings: Settings) -> str:
    """check, payable and unpayable, cold and warm; the warm one against CP-SAT without the fast path."""
    rows = []
    for n in SIZES:
        for mix in boards.MIXES:
            identity, cards = boards.source_cards(n, mix, SEED)
            raw = boards.state_of(cards)
            state = read_state(raw)
            view = BoardView(state)  # one board, asked many times (warm), as the Board API asks
            yes = boards.payable_cost(n, identity)
            no = boards.unpayable_cost(n, identity)
            d_yes = payments_data(yes, "check", settings)
            d_no = payments_data(no, "check", settings)
            q_yes = query_of(state, d_yes, PaymentsQuery)
            q_no = query_of(state, d_no, PaymentsQuery)
            cold_yes, check, naive = measure_all([cold(request_text(raw, d_yes)),
                                                  safe(partial(answer_payments, view, q_yes)),
                                                  safe(partial(cpsat_check, state, q_yes))], settings)
            cold_no, check_no = measure_all([cold(request_text(raw, d_no)),
                                             safe(partial(answer_payments, view, q_no))], settings)
            rows.append([n, mix, f"`{yes}`", describe(check.result), ms(cold_yes.median), ms(check.median),
                         ms(naive.median), ratio(naive.median, check.median), describe(check_no.result),
                         ms(cold_no.median), ms(check_no.median), f"{cold_yes.runs}/{check.runs}"])
    headers = ["sources", "mix", "cost", "payable", "**cold** (solve, fresh request)", "warm (board read once)",
               "CP-SAT check, warm (no fast path)", "ratio (to warm)", "unpayable cost: answer", "cold", "warm",
               "runs (cold/warm)"]
    return ("The unpayable cost is more mana than the sources make, with a symbol of each colour of the "
            "board.\n\n" + table(headers, rows))


def bench_payments_all(settings: Settings) -> str:
    """all, the first 100 payments, grouped (group_identical) and not (the default), cold and warm."""
    rows = []
    for n in SIZES:
        for mix in boards.MIXES:
            identity, cards = boards.source_cards(n, mix, SEED)
            raw = boards.state_of(cards)
            state = read_state(raw)
            view = BoardView(state)
            some = "{2}" + "".join(f"{{{c}}}" for c in identity)
            d_all = payments_data(some, "all", settings, limit=ALL_LIMIT, group_identical=True)
            d_flat = payments_data(some, "all", settings, limit=ALL_LIMIT)
            cold_all, grouped, cold_flat, flat = measure_all(
                [cold(request_text(raw, d_all)), safe(partial(answer_payments, view, query_of(state, d_all,
                                                                                               PaymentsQuery))),
                 cold(request_text(raw, d_flat)), safe(partial(answer_payments, view, query_of(state, d_flat,
                                                                                                PaymentsQuery)))],
                settings)
            rows.append([n, mix, f"`{some}`", describe(grouped.result), ms(cold_all.median), ms(grouped.median),
                         describe(flat.result), ms(cold_flat.median), ms(flat.median),
                         ratio(flat.median, grouped.median), f"{grouped.runs}/{flat.runs}"])
    headers = ["sources", "mix", "cost", f"grouped (limit {ALL_LIMIT}): payable, count", "**cold**", "warm",
               "ungrouped (the default): payable, count", "**cold**", "warm", "ratio (warm)",
               "runs (grouped/ungrouped, warm)"]
    return table(headers, rows)


def bench_referee(settings: Settings) -> str:
    """The 7-source boards: the complete ungrouped CP-SAT enumeration against the brute-force referee."""
    rows = []
    for mix in boards.MIXES:
        identity, cards = boards.source_cards(7, mix, SEED)
        raw = boards.state_of(cards)
        state = read_state(raw)
        view = BoardView(state)
        cost = "{2}" + "".join(f"{{{c}}}" for c in identity)
        data = payments_data(cost, "all", settings, limit=10_000)
        q = query_of(state, data, PaymentsQuery)
        fresh, ours, brute = measure_all([cold(request_text(raw, data)), safe(partial(answer_payments, view, q)),
                                          safe(partial(brute_count, state, q))], settings)
        count = ours.result.get("count") if isinstance(ours.result, dict) else ours.result
        rows.append([mix, f"`{cost}`", count, ms(fresh.median), ms(ours.median), ms(brute.median),
                     "too large" if isinstance(brute.result, SearchTooLarge) else brute.result,
                     ratio(brute.median, ours.median)])
    return table(["mix (7 sources)", "cost", "payments", "all (CP-SAT, complete): **cold**", "warm",
                  "brute-force referee (state read once)", "payments", "ratio (to warm)"], rows)


def bench_could_produce(settings: Settings) -> str:
    """Could-produce for every object of boards with reflection chains and cycles, and for one object; at 1,000
    permanents also with the cards written inline and with every permanent distinct."""
    rows = []
    cases = [(n, "registry") for n in CP_SIZES] + [(CP_SIZES[-1], v) for v in boards.CP_VARIANTS[1:]]
    for n, variant in cases:
        raw = boards.could_produce_board(n, SEED, variant)
        state = read_state(raw)
        ids = [o.id for o in state.objects]

        one = {"id": "q", "kind": "could_produce", "object": ids[0]}
        every = [{"id": f"q{i}", "kind": "could_produce", "object": o} for i, o in enumerate(ids)]
        one_q = query_of(state, one, CouldProduceQuery)
        view = BoardView(state)
        fns = [cold(request_text(raw, *every)), partial(every_object, state, ids), cold(request_text(raw, one)),
               partial(one_new_view, state, ids[0]), partial(answer_could_produce, view, one_q)]
        if n <= PER_OBJECT_MAX:
            fns.append(partial(per_object, state, ids))
        timings = measure_all(fns, settings)
        all_cold, all_of, one_fresh, new_view, warm = timings[:5]
        if n <= PER_OBJECT_MAX:
            base, rat = ms(timings[5].median), ratio(timings[5].median, all_of.median)
        else:
            base, rat = f"not run ({n} fixpoints)", "-"
        rows.append([n, variant, ms(all_cold.median), ms(all_of.median), base, rat, ms(one_fresh.median),
                     ms(new_view.median), ms(warm.median), f"{all_cold.runs}/{warm.runs}"])
    return table(["permanents", "cards", "every object: **cold** (solve, a query per object)",
                  "one fixpoint, new board view (state read once)", "one fixpoint per object (state read once)",
                  "ratio", "one query: **cold** (solve)", "new board view (state read once)", "warm (view cached)",
                  "runs (cold, every object/warm)"], rows)


def bench_copy_targets(settings: Settings) -> str:
    """Lithoform Engine copies Cone of Flame (3 target slots) with 100 legal targets: the first 1,000 choices."""
    raw, query = boards.copy_targets_board(100)
    state = read_state(raw)
    q = query_of(state, query, CopyTargetsQuery)
    view = BoardView(state)

    def brute() -> int:
        _, _, choices = legal_copy_targets(state, q.copy_of, q.by_object, q.by_ability, backend="brute")
        assert choices is not None
        return len(distinct_choices(choices, q.limit, budget.deadline(q.time_limit))[0])

    fresh, ours, base = measure_all([cold(request_text(raw, query)), partial(answer_copy_targets, view, q), brute],
                                    settings)
    return table(["query", "choices", "answer (python-constraint): **cold**", "warm", "brute-force product, warm",
                  "ratio (to warm)", "runs (cold/warm)"],
                 [["3 slots x 100 candidates, first 1,000", ours.result["count"], ms(fresh.median), ms(ours.median),
                   ms(base.median), ratio(base.median, ours.median), f"{fresh.runs}/{ours.runs}"]])


def bench_b18c(settings: Settings) -> str:
    """The stress board B18c: each check query, and the first 1,000 grouped payments of its first cost."""
    case_path = SHARED / "cases" / "B18c.json"
    if not case_path.exists():
        return f"(skipped: {case_path} not found)"
    case = json.loads(case_path.read_text(encoding="utf-8"))
    raw = case["request"]["state"]
    state = read_state(raw)
    view = BoardView(state)
    rows = []
    first = case["request"]["queries"][0]
    asked = [("check", {**data, "time_limit": settings.time_limit}) for data in case["request"]["queries"]]
    asked += [(f"all, first {B18C_LIMIT}" + (", grouped" if grouped else ", ungrouped"),
               {**first, "mode": "all", "limit": B18C_LIMIT, "group_identical": grouped,
                "time_limit": settings.time_limit}) for grouped in (True, False)]
    for mode, data in asked:
        q = query_of(state, data, PaymentsQuery)
        fresh, warm = measure_all([cold(request_text(raw, data)), safe(partial(answer_payments, view, q))], settings)
        cost = data["cost"]
        rows.append([data["id"], mode, f"`{cost if len(cost) < 30 else cost[:24] + '...'}`", describe(warm.result),
                     ms(fresh.median), ms(warm.median), f"{fresh.runs}/{warm.runs}"])
    return table(["query", "mode", "cost", "answer", "**cold** (solve, fresh request)", "warm (board read once)",
                  "runs (cold/warm)"], rows)


def bench_cli(settings: Settings) -> str:
    """Cold start of ``python -m mtgsolver`` (a new process each run) on requests that need no CP-SAT: with nothing
    cached (``PYTHONDONTWRITEBYTECODE`` as the environment has it here, so every module may be compiled at each
    start, and the readings cache off, so the lark grammar is compiled), and with a bytecode cache
    (``PYTHONPYCACHEPREFIX``) and the readings cache (``MTGSOLVER_CACHE_DIR``) in a temporary folder, primed by one
    run first, as every run after the first one after ``pip install``. ``bench/bench_cold.py`` compares builds.
    """
    identity, cards = boards.source_cards(7, "lands", SEED)
    state = boards.state_of(cards)
    requests = {
        "could_produce (7 permanents)": [{"id": "q", "kind": "could_produce", "object": "a0"}],
        "payments check, fast path (7 sources)": [{"id": "q", "kind": "payments", "player": "alice",
                                                   "cost": "{1}" + "".join(f"{{{c}}}" for c in identity),
                                                   "mode": "check"}],
    }
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        cached = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        cached["PYTHONPYCACHEPREFIX"] = str(Path(tmp) / "pycache")
        cached["MTGSOLVER_CACHE_DIR"] = str(Path(tmp) / "readings")
        nothing = {**os.environ, "MTGSOLVER_CACHE_DIR": ""}
        for label, queries in requests.items():
            path = Path(tmp) / "request.json"
            path.write_text(json.dumps({"state": state, "queries": queries}), encoding="utf-8")
            cmd = [sys.executable, "-m", "mtgsolver", str(path)]
            for setting, env in (("nothing cached", nothing), ("bytecode and readings caches", cached)):
                subprocess.run(cmd, cwd=REPO, env=env, capture_output=True, check=False)
                importtime = subprocess.run([sys.executable, "-X", "importtime", *cmd[1:]], cwd=REPO, env=env,
                                            capture_output=True, text=True, check=False).stderr
                samples = []
                out = ""
                for _ in range(settings.cli_runs):
                    start = time.perf_counter()
                    done = subprocess.run(cmd, cwd=REPO, env=env, capture_output=True, text=True, check=False)
                    samples.append(time.perf_counter() - start)
                    out = done.stdout
                answer = json.loads(out)["results"][0]
                shown = answer.get("types", answer.get("payable"))
                rows.append([label, setting, shown, ms(statistics.median(samples)), ms(min(samples)), len(samples),
                             ", ".join(m for m in ("lark", "ortools") if f" {m}" in importtime) or "neither"])
    return table(["request", "caches", "answer", "median wall time", "min", "runs", "imports"], rows)


def peak_kib() -> int:
    """This process's peak resident memory in KiB: ``VmHWM`` of ``/proc/self/status`` where there is one (the
    high-water mark of this address space), else ``ru_maxrss``. On Linux ``ru_maxrss`` survives ``exec``: a child
    started by a large parent reports the parent's peak until it grows beyond it."""
    status = Path("/proc/self/status")
    if status.exists():
        for line in status.read_text(encoding="ascii").splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


def largest_query(settings: Settings) -> dict[str, Any]:
    """Run the largest query (300 mixed sources, all, grouped) in this process and report its peak memory."""
    before = peak_kib()
    identity, cards = boards.source_cards(SIZES[-1], "mixed", SEED)
    state = read_state(boards.state_of(cards))
    view = BoardView(state)
    some = "{2}" + "".join(f"{{{c}}}" for c in identity)
    q = payments_query(state, some, "all", settings, limit=ALL_LIMIT, group_identical=True)
    start = time.perf_counter()
    result = safe(partial(answer_payments, view, q))()
    elapsed = time.perf_counter() - start
    return {"before_kib": before, "after_kib": peak_kib(), "seconds": elapsed, "answer": describe(result),
            "ru_maxrss_kib": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss}


def bench_memory(settings: Settings, quick: bool) -> str:
    """Peak resident memory of the largest query, in a fresh process (``VmHWM``; ``ru_maxrss`` beside it)."""
    cmd = [sys.executable, str(Path(__file__).resolve()), "--largest-query"] + (["--quick"] if quick else [])
    done = subprocess.run(cmd, cwd=REPO, capture_output=True, text=True, check=True)
    got = json.loads(done.stdout)
    label = f"payments all, grouped, limit {ALL_LIMIT}, {SIZES[-1]} mixed sources"
    return table(["query", "answer", "time", "peak RSS after imports", "peak RSS after the query",
                  "ru_maxrss after the query"],
                 [[label, got["answer"], ms(got["seconds"]), f"{got['before_kib'] / 1024:.0f} MiB",
                   f"{got['after_kib'] / 1024:.0f} MiB", f"{got['ru_maxrss_kib'] / 1024:.0f} MiB"]])


def environment() -> str:
    """One line about the machine and the versions."""
    from importlib.metadata import version

    cpus = os.cpu_count()
    return (f"Python {sys.version.split()[0]}, OR-Tools {version('ortools')}, {cpus} CPUs, "
            f"{time.strftime('%Y-%m-%d %H:%M')}")


def main(argv: Sequence[str] | None = None) -> None:
    """Run the suite and print the tables."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer runs and a 2 s payments time limit")
    parser.add_argument("--only", metavar="WORD", help="run only the sections whose title contains WORD "
                        "(case-insensitive), e.g. --only could-produce")
    parser.add_argument("--largest-query", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    settings = QUICK if args.quick else FULL
    if args.largest_query:
        print(json.dumps(largest_query(settings)))
        return
    sections: list[tuple[str, Callable[[], str]]] = [
        ("Payments check (medians; cold and warm, baselines in the same run)",
         lambda: bench_payments_check(settings)),
        ("Payments all (medians; cold and warm)", lambda: bench_payments_all(settings)),
        ("Payments, 7 sources: CP-SAT against the brute-force referee", lambda: bench_referee(settings)),
        ("Could-produce (reflection chains and cycles)", lambda: bench_could_produce(settings)),
        ("Copy targets", lambda: bench_copy_targets(settings)),
        ("Stress board B18c (33 lands)", lambda: bench_b18c(settings)),
        ("CLI cold start (new process each run)", lambda: bench_cli(settings)),
        ("Peak memory", lambda: bench_memory(settings, args.quick)),
    ]
    if args.only:
        sections = [(t, r) for t, r in sections if args.only.lower() in t.lower()]
        if not sections:
            parser.error(f"no section title contains {args.only!r}")
    print(f"# mtgsolver benchmarks{' (--quick)' if args.quick else ''}\n\n{environment()}; payments time limit "
          f"{settings.time_limit} s; at most {settings.max_runs} runs or {settings.budget} s per figure.\n")
    for title, run in sections:
        start = time.perf_counter()
        body = run()
        print(f"## {title}\n\n{body}\n\n({time.perf_counter() - start:.1f} s)\n", flush=True)


if __name__ == "__main__":
    main()
