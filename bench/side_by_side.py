"""Side by side with phase-python 0.103.0 (the phase.rs rules engine): "is this spell castable?" on the same boards.

Usage (from the repository root, in the project's virtual environment)::

    python bench/side_by_side.py [--quick] [--runs N]

Steps:

1. make a virtual environment ``bench/.phase-venv`` with ``phase-python==0.103.0`` (once; git-ignored);
2. convert the cards the boards need from ``../shared/data/oracle-corpus.jsonl.gz`` to MTGJSON ``AtomicCards``
   shape (adding the fields the engine's ``AtomicCard`` requires: ``colors`` from the mana cost, ``manaValue``,
   ``identifiers``, ``legalities``) and build the engine's ``card-data.json`` with its own ``phase-gen``;
3. for every board (7 to 112 sources, the ``lands`` and ``mixed`` mixes of :mod:`boards`) and every spell of
   :data:`SPELLS`, ask phase-python (``bench/phase_worker.py``: ``Game.actions()`` lists a ``CastSpell`` for the
   spell) and mtgsolver (:func:`solver.payments.is_payable` with the spell's mana cost, on a state read once);
4. print per-board medians, the ratio, and every (board, spell) where the answers differ, with the rules.

Both engines get the same cards (the corpus's Oracle text), the same sources (untapped, not summoning-sick, alice
active in her main phase with an empty stack) and the same spell. The spells need no target that a board could lack
(a player is always a legal "any target"), so castability is payability of the mana cost (CR 601.2f-h) for both.
"""

from __future__ import annotations

import argparse
import gzip
import json
import re
import statistics
import subprocess
import sys
import time
import venv
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
CORPUS = REPO.parent / "shared" / "data" / "oracle-corpus.jsonl.gz"
VENV = HERE / ".phase-venv"
WORK = VENV / "work"
PHASE_REQUIREMENT = "phase-python==0.103.0"
sys.path[:0] = [str(REPO), str(HERE)]

import boards
from mtgsolver.model.errors import LimitReached
from mtgsolver.model.io import read_query, read_state
from mtgsolver.model.queries import PaymentsQuery
from mtgsolver.solver.payments import is_payable
from mtgsolver.solver.view import BoardView

SIZES = (7, 14, 28, 56, 112)
#: Spells asked on every board: one to ten symbols, one to five colours, up to twelve generic mana.
SPELLS = ("Lightning Bolt", "Grizzly Bears", "Lightning Helix", "Kolaghan's Command", "Cryptic Command",
          "Wrath of God", "Shivan Dragon", "Baneslayer Angel", "Progenitus", "Blightsteel Colossus")
FILLER = "Wastes"
SEED = 1


def ensure_venv() -> Path:
    """The Python of ``bench/.phase-venv``, created with phase-python installed when missing."""
    python = VENV / "bin" / "python"
    probe = [str(python), "-c", "import phase"]
    if python.exists() and subprocess.run(probe, capture_output=True, check=False).returncode == 0:
        return python
    print(f"creating {VENV} with {PHASE_REQUIREMENT} ...", file=sys.stderr)
    venv.create(VENV, with_pip=True, clear=True)
    subprocess.run([str(python), "-m", "pip", "install", "-q", PHASE_REQUIREMENT], check=True)
    return python


def mana_value(cost: str | None) -> int:
    """CR 202.3: the mana value of a mana cost (X is 0, {2/W} is 2)."""
    total = 0
    for symbol in re.findall(r"\{([^}]*)\}", cost or ""):
        if symbol.isdigit():
            total += int(symbol)
        elif symbol.startswith("2/"):
            total += 2
        elif symbol not in ("X", "Y", "Z"):
            total += 1
    return total


def corpus_records(names: set[str]) -> dict[str, dict[str, Any]]:
    """The corpus rows of ``names`` (first face of each name)."""
    out: dict[str, dict[str, Any]] = {}
    with gzip.open(CORPUS, "rt", encoding="utf-8") as f:
        for line in f:
            record = json.loads(line)
            if record["name"] in names and record["name"] not in out:
                out[record["name"]] = record
    missing = names - set(out)
    if missing:
        raise SystemExit(f"not in the corpus: {sorted(missing)}")
    return out


def to_atomic(records: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """MTGJSON ``AtomicCards`` shape (``{"meta", "data": {name: [face]}}``) of corpus rows.

    The corpus lacks ``colors`` (taken from the mana cost: the corpus has no colour indicators), ``manaValue``,
    ``identifiers`` and ``legalities``, which the engine's ``AtomicCard`` requires; null fields are dropped.
    """
    data: dict[str, list[dict[str, Any]]] = {}
    for name, record in records.items():
        face = {k: v for k, v in record.items() if v is not None}
        cost = record.get("manaCost")
        face["colors"] = [c for c in "WUBRG" if c in re.sub(r"[^WUBRG]", "", cost or "")]
        face["manaValue"] = mana_value(cost)
        face["identifiers"] = {}
        face["legalities"] = {}
        data[name] = [face]
    return {"meta": {"source": "mtgsolver bench/side_by_side.py from oracle-corpus.jsonl.gz"}, "data": data}


def card_data(python: Path, names: set[str]) -> Path:
    """Build the engine's ``card-data.json`` for ``names`` with its ``phase-gen``."""
    WORK.mkdir(parents=True, exist_ok=True)
    atomic = WORK / "AtomicCards.json"
    out = WORK / "card-data.json"
    atomic.write_text(json.dumps(to_atomic(corpus_records(names))), encoding="utf-8")
    gen = python.parent / "phase-gen"
    done = subprocess.run([str(gen), "-i", str(atomic), "-o", str(out)], capture_output=True, text=True, check=True)
    written = re.search(r"Wrote (\d+) faces", done.stdout)
    if not written or int(written.group(1)) != len(names):
        raise SystemExit(f"phase-gen did not convert every card:\n{done.stdout}{done.stderr}")
    return out


def board_list() -> list[dict[str, Any]]:
    """Every (board, spell) pair: ``{"id", "size", "mix", "sources", "spell"}``."""
    out = []
    for n in SIZES:
        for mix in boards.MIXES:
            _, cards = boards.source_cards(n, mix, SEED)
            for spell in SPELLS:
                out.append({"id": f"{mix}-{n}-{spell}", "size": n, "mix": mix, "sources": cards, "spell": spell})
    return out


def run_phase(python: Path, data: Path, jobs: list[dict[str, Any]], runs: int) -> dict[str, dict[str, Any]]:
    """phase-python's answers and times, by job id."""
    job = {"card_data": str(data), "runs": runs,
           "boards": [{"id": j["id"], "sources": j["sources"], "spell": j["spell"]} for j in jobs]}
    done = subprocess.run([str(python), str(HERE / "phase_worker.py")], input=json.dumps(job), capture_output=True,
                          text=True, check=True)
    return {r["id"]: r for r in map(json.loads, done.stdout.splitlines())}


def ask(view: BoardView, q: PaymentsQuery) -> bool | None:
    """``is_payable``, or None when the payments time limit ran out."""
    try:
        return is_payable(view, q)
    except LimitReached:
        return None


def run_ours(jobs: list[dict[str, Any]], costs: dict[str, str], runs: int) -> dict[str, dict[str, Any]]:
    """mtgsolver's answers and times (``is_payable`` on a state read once), by job id. A first call slower than
    1 s is the only sample; ``castable`` is None when the payments time limit (10 s) ran out."""
    out = {}
    for j in jobs:
        state = read_state(boards.state_of(j["sources"]))
        q = read_query(state, {"id": "q", "kind": "payments", "player": "alice", "cost": costs[j["spell"]],
                               "mode": "check"}, 0)
        assert isinstance(q, PaymentsQuery)

        start = time.perf_counter()
        view = BoardView(state)  # the first call builds the board view; the next ones reuse it (warm)
        answer = ask(view, q)
        first = time.perf_counter() - start
        samples = [first]
        if first < 1.0:
            samples = []
            for _ in range(runs):
                start = time.perf_counter()
                answer = ask(view, q)
                samples.append(time.perf_counter() - start)
        out[j["id"]] = {"castable": answer, "median": statistics.median(samples), "first": first}
    return out


def ms(seconds: float) -> str:
    """A duration for a table cell."""
    return f"{seconds * 1e3:.3f} ms" if seconds < 0.01 else f"{seconds * 1e3:.1f} ms"


def report(jobs: list[dict[str, Any]], ours: dict[str, dict[str, Any]], theirs: dict[str, dict[str, Any]],
           costs: dict[str, str]) -> str:
    """The per-board table (medians over the spells of each board's per-spell medians) and the differences."""
    lines = [("| sources | mix | spells castable (ours / phase) | mtgsolver is_payable | phase-python actions() "
              "| ratio (phase / ours) | slowest spell, ours |"), "|" + " --- |" * 7]
    for n in SIZES:
        for mix in boards.MIXES:
            ids = [j["id"] for j in jobs if j["size"] == n and j["mix"] == mix]
            mine = statistics.median(ours[i]["median"] for i in ids)
            phase = statistics.median(theirs[i]["median"] for i in ids)
            slow = max(ids, key=lambda i: ours[i]["median"])
            yes_ours = sum(ours[i]["castable"] for i in ids)
            yes_phase = sum(theirs[i]["castable"] for i in ids)
            lines.append(f"| {n} | {mix} | {yes_ours} / {yes_phase} of {len(ids)} | {ms(mine)} | {ms(phase)} "
                         f"| {phase / mine:.1f}x | {ms(ours[slow]['median'])} ({slow.split('-', 2)[2]}) |")
    diffs = [j for j in jobs if ours[j["id"]]["castable"] != theirs[j["id"]]["castable"]]
    lines += ["", f"Boards where the answers differ: {len(diffs)} of {len(jobs)}."]
    for j in diffs:
        counts: dict[str, int] = {}
        for c in j["sources"]:
            counts[c] = counts.get(c, 0) + 1
        board = ", ".join(f"{k} x{v}" if v > 1 else k for k, v in sorted(counts.items()))
        lines.append(f"\n- **{j['id']}** ({costs[j['spell']]}): mtgsolver {ours[j['id']]['castable']}, "
                     f"phase-python {theirs[j['id']]['castable']}. Sources: {board}.")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    """Run the comparison and print the tables."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=30, help="timed runs per (board, spell), after one warm-up")
    parser.add_argument("--quick", action="store_true", help="5 runs per (board, spell)")
    args = parser.parse_args(argv)
    runs = 5 if args.quick else args.runs
    python = ensure_venv()
    jobs = board_list()
    names = {c for j in jobs for c in j["sources"]} | set(SPELLS) | {FILLER}
    data = card_data(python, names)
    costs = {name: r["manaCost"] for name, r in corpus_records(set(SPELLS)).items()}
    theirs = run_phase(python, data, jobs, runs)
    ours = run_ours(jobs, costs, runs)
    version = subprocess.run([str(python), "-m", "pip", "show", "phase-python"], capture_output=True, text=True,
                             check=True).stdout
    phase_version = re.search(r"Version: (\S+)", version)
    print(f"# Side by side: mtgsolver against phase-python {phase_version.group(1) if phase_version else '?'}\n")
    print(f"{len(jobs)} (board, spell) pairs, {runs} timed runs each after a warm-up; per board: the median over "
          f"its {len(SPELLS)} spells of each spell's median.\n")
    print(report(jobs, ours, theirs, costs))


if __name__ == "__main__":
    main()
