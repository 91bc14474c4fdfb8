"""Side by side with phase-python 0.103.0 (the phase.rs rules engine): "is this spell castable?" on the same boards,
both engines in one process, their calls alternated.

Usage (from the repository root, in the project's virtual environment with the ``bench`` extra)::

    pip install -e '.[bench]'          # phase-python==0.103.0 (a compiled wheel, no dependencies of its own)
    python bench/side_by_side.py [--quick] [--runs N] [--budget S] [--sizes 7,14]

Steps:

1. convert the cards the boards need from ``../shared/data/oracle-corpus.jsonl.gz`` to MTGJSON ``AtomicCards``
   shape (adding the fields the engine's ``AtomicCard`` requires: ``colors`` from the mana cost, ``manaValue``,
   ``identifiers``, ``legalities``) and build the engine's card data in this process with its own ``phase.gen``
   (what ``phase-gen`` does, without the files);
2. for every board (7 to 112 sources, the ``lands`` and ``mixed`` mixes of :mod:`boards`) and every spell of
   :data:`SPELLS`, prepare both sides (untimed): our request as JSON text and a :class:`~mtgsolver.Board` read once;
   phase-python's game state as JSON text and a game loaded once;
3. time four calls per (board, spell), alternated in one loop (the order rotates each round), after one untimed
   warm-up round:

   * **ours, end to end**: :func:`mtgsolver.solver.api.solve` of the request's JSON text (a fresh request, read
     and answered, as the CLI, the MCP server and ``batch`` see it, in a process that has answered before);
   * **phase, load + actions()**: ``Engine.load_game`` of the state's JSON text, then ``Game.actions()``;
   * **phase, actions()**: ``Game.actions()`` on the game loaded once;
   * **ours, warm**: ``Board.is_payable(player, cost)`` (the cost string read at each call) on a board read once,
     its board view built by the warm-up;

4. print per-board medians (the median over the board's spells of each spell's median) and ratios (the median over
   the board's spells of each spell's ratio of medians), the end-to-end ratio first, and every (board, spell) where
   the answers differ.

Both engines get the same cards (the corpus's Oracle text), the same sources (untapped, not summoning-sick, alice
active in her precombat main phase with an empty stack) and the same spell. The spells need no target that a board
could lack (a player is always a legal "any target"), so castability is payability of the mana cost (CR 601.2f-h)
for both. phase-python's state is a whole game: it is reached by starting a game (both players keep, priority passed
to alice's main phase), then edited so that alice controls exactly the sources and holds only the spell; both
libraries, the decklists (``deck_pools``) and this turn's zone-change history are then emptied, so that its state
holds what ours does (two players, the sources, the spell) and loading it is not charged for 100+ library cards
that the question never reads. Its rules journal stays (the engine refuses a state without it).
"""

from __future__ import annotations

import argparse
import gzip
import json
import re
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from importlib.metadata import version
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
#: The Oracle corpus bundled with the package (the same file as ``../shared/data/oracle-corpus.jsonl.gz``).
CORPUS = REPO / "model" / "data" / "oracle-corpus.jsonl.gz"
sys.path[:0] = [str(REPO), str(HERE)]

import boards
from mtgsolver.model.errors import LimitReached
from mtgsolver.solver.api import solve
from mtgsolver.solver.board import Board

try:
    from phase import Engine, Game, GameAction
    from phase.gen import process_group
except ImportError:  # pragma: no cover - told to the user
    raise SystemExit("phase-python is not installed: pip install -e '.[bench]' (phase-python==0.103.0)") from None

SIZES = (7, 14, 28, 56, 112)
#: Spells asked on every board: one to ten symbols, one to five colours, up to twelve generic mana.
SPELLS = ("Lightning Bolt", "Grizzly Bears", "Lightning Helix", "Kolaghan's Command", "Cryptic Command",
          "Wrath of God", "Shivan Dragon", "Baneslayer Angel", "Progenitus", "Blightsteel Colossus")
FILLER = "Wastes"
DECK_SIZE = 60
SEED = 1
PASS = {"type": "PassPriority"}

#: The four timed calls, in the order of the table.
E2E, LOAD, ACTIONS, WARM = "ours_e2e", "phase_load", "phase_actions", "ours_warm"
CALLS = (E2E, LOAD, ACTIONS, WARM)


# --------------------------------------------------------------------------------------------------------------------
# Cards for phase-python.

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


def to_atomic(records: dict[str, dict[str, Any]]) -> dict[str, list[dict[str, Any]]]:
    """MTGJSON ``AtomicCards`` ``data`` (``{name: [face]}``) of corpus rows.

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
    return data


def phase_engine(records: dict[str, dict[str, Any]]) -> Engine:
    """phase-python's engine with the card data of ``records``, built by its own ``phase.gen`` (every card must
    convert: ``phase-gen`` itself stops at the first card it can't)."""
    faces: dict[str, Any] = {}
    for name, group in to_atomic(records).items():
        process_group(group, faces)
        if name.lower() not in faces:
            raise SystemExit(f"phase.gen did not convert {name!r}")
    return Engine.from_json(json.dumps(faces))


# --------------------------------------------------------------------------------------------------------------------
# phase-python's games.

def _to_main_phase(game: Game) -> None:
    """Keep both hands and pass priority until alice (seat 0) has priority in her precombat main phase."""
    for _ in range(100):
        waiting = game.waiting_for()
        if waiting["type"] == "MulliganDecision":
            seat = waiting["data"]["pending"][0]["player"]
            keep = next(a for a in game.actions() if a.to_dict()["data"]["choice"]["type"] == "Keep")
            game.apply(seat, keep)
            continue
        if game.phase == "PreCombatMain" and waiting["type"] == "Priority" and waiting["data"]["player"] == 0:
            return
        game.apply(waiting["data"]["player"], GameAction.from_dict(PASS))
    raise RuntimeError(f"never reached the main phase: {game.waiting_for()}")


def _move(player: dict[str, Any], oid: int, to: str | None) -> None:
    """Take ``oid`` out of the player's hand and library and put it into ``to`` (``None``: neither)."""
    for zone in ("hand", "library"):
        if oid in player[zone]:
            player[zone].remove(oid)
    if to is not None:
        player[to].append(oid)


def phase_state(engine: Engine, sources: list[str], spell: str) -> tuple[str, int]:
    """``(state JSON text, the spell's object id)``: a game where alice controls ``sources`` (untapped, not
    summoning-sick) and holds only ``spell``, in her precombat main phase, libraries and decklists emptied."""
    deck = [*sources, spell]
    deck += [FILLER] * max(0, DECK_SIZE - len(deck))
    game = engine.new_game(deck, [FILLER] * DECK_SIZE, seed=1, first_player=0)
    _to_main_phase(game)
    exported = game.state()
    state = exported["state"]
    alice = state["players"][0]
    objects: dict[str, Any] = state["objects"]
    wanted = list(sources)
    spell_id = None
    for oid in [*alice["hand"], *alice["library"]]:
        obj = objects[str(oid)]
        if spell_id is None and obj["name"] == spell:
            spell_id = oid
            _move(alice, oid, "hand")
            obj["zone"] = "Hand"
        elif obj["name"] in wanted:
            wanted.remove(obj["name"])
            _move(alice, oid, None)
            obj.update(zone="Battlefield", entered_battlefield_turn=0, summoning_sick=False, tapped=False)
            state["battlefield"].append(oid)
        elif oid in alice["hand"]:
            _move(alice, oid, "library")
            obj["zone"] = "Library"
    if wanted or spell_id is None:
        raise RuntimeError(f"cards not found in the library: {wanted or spell}")
    for player in state["players"]:
        for oid in [*player["library"], *player["hand"]]:
            if oid != spell_id:
                del objects[str(oid)]
        player["library"] = []
        player["hand"] = [spell_id] if player is alice else []
    state["deck_pools"] = []
    state["zone_changes_this_turn"] = []
    return json.dumps(exported), spell_id


def castable(game: Game, spell_id: int) -> bool:
    """Does a legal action cast the spell?"""
    return any(a.kind == "CastSpell" and a.to_dict()["data"]["object_id"] == spell_id for a in game.actions())


# --------------------------------------------------------------------------------------------------------------------
# The pairs and their timing.

@dataclass
class Pair:
    """One (board, spell): its four calls, and per call the answers and the timed samples (seconds)."""

    id: str
    size: int
    mix: str
    sources: list[str]
    spell: str
    cost: str
    calls: dict[str, Callable[[], bool | None]] = field(default_factory=dict)
    answers: dict[str, bool | None] = field(default_factory=dict)
    samples: dict[str, list[float]] = field(default_factory=lambda: {c: [] for c in CALLS})

    def median(self, call: str) -> float:
        """The median of ``call``'s samples."""
        return statistics.median(self.samples[call])

    def ratio(self, theirs: str, ours: str) -> float:
        """``median(theirs) / median(ours)``."""
        return self.median(theirs) / self.median(ours)


def prepare(engine: Engine, n: int, mix: str, spell: str, cost: str, sources: list[str]) -> Pair:
    """A pair with its four calls ready (nothing timed)."""
    state = boards.state_of(sources)
    request = json.dumps({"state": state, "queries": [{"id": "q", "kind": "payments", "player": "alice",
                                                         "cost": cost, "mode": "check"}]})
    board = Board.from_json(state)
    phase_text, spell_id = phase_state(engine, sources, spell)
    game = engine.load_game(phase_text)

    def ours_e2e() -> bool | None:
        result = solve(request)[0]["results"][0]
        return result["payable"] if result["ok"] else None  # None: time limit or error

    def ours_warm() -> bool | None:
        try:
            return board.is_payable("alice", cost)
        except LimitReached:
            return None

    pair = Pair(f"{mix}-{n}-{spell}", n, mix, sources, spell, cost)
    pair.calls = {E2E: ours_e2e, LOAD: lambda: castable(engine.load_game(phase_text), spell_id),
                  ACTIONS: lambda: castable(game, spell_id), WARM: ours_warm}
    return pair


def measure(pair: Pair, runs: int, budget: float) -> None:
    """An untimed warm-up round of the four calls, then timed rounds, each call once per round, the order rotated
    each round, until ``runs`` rounds, or ``budget`` seconds spent after at least 3 rounds (1 round when the
    warm-up round took longer than the budget)."""
    start = time.perf_counter()
    for call in CALLS:
        pair.answers[call] = pair.calls[call]()
    least = 1 if time.perf_counter() - start > budget else 3
    spent = 0.0
    rounds = 0
    while rounds < runs and (spent < budget or rounds < least):
        order = CALLS[rounds % len(CALLS):] + CALLS[:rounds % len(CALLS)]
        for call in order:
            t0 = time.perf_counter()
            answer = pair.calls[call]()
            elapsed = time.perf_counter() - t0
            pair.samples[call].append(elapsed)
            spent += elapsed
            if answer != pair.answers[call]:
                raise RuntimeError(f"{pair.id}: {call} answered {pair.answers[call]}, then {answer}")
        rounds += 1


# --------------------------------------------------------------------------------------------------------------------
# The report.

def ms(seconds: float) -> str:
    """A duration for a table cell."""
    if seconds >= 1:
        return f"{seconds:.2f} s"
    return f"{seconds * 1e3:.3f} ms" if seconds < 0.01 else f"{seconds * 1e3:.1f} ms"


def x(value: float) -> str:
    """A ratio for a table cell."""
    return f"{value:.1f}x" if value < 100 else f"{value:.0f}x"


def report(pairs: list[Pair]) -> str:
    """The per-board table, the summary lines and the differences."""
    headers = ["sources", "mix", "castable (ours / phase)", "**ours end to end** (solve, fresh request)",
               "phase load + actions()", "**ratio**", "phase actions() (game loaded)", "ratio to ours end to end",
               "ours warm (Board.is_payable)", "ratio warm", "rounds", "slowest spell, ours end to end"]
    lines = ["| " + " | ".join(headers) + " |", "|" + " --- |" * len(headers)]
    for n in sorted({p.size for p in pairs}):
        for mix in boards.MIXES:
            group = [p for p in pairs if p.size == n and p.mix == mix]
            if not group:
                continue

            def med(call: str, group: list[Pair] = group) -> float:
                return statistics.median(p.median(call) for p in group)

            def rat(theirs: str, ours: str, group: list[Pair] = group) -> float:
                return statistics.median(p.ratio(theirs, ours) for p in group)

            ours_yes = sum(bool(p.answers[E2E]) for p in group)
            phase_yes = sum(bool(p.answers[ACTIONS]) for p in group)
            rounds = sorted(len(p.samples[E2E]) for p in group)
            shown = str(rounds[0]) if rounds[0] == rounds[-1] else f"{rounds[0]}-{rounds[-1]}"
            slow = max(group, key=lambda p: p.median(E2E))
            lines.append(f"| {n} | {mix} | {ours_yes} / {phase_yes} of {len(group)} | {ms(med(E2E))} "
                         f"| {ms(med(LOAD))} | **{x(rat(LOAD, E2E))}** | {ms(med(ACTIONS))} | {x(rat(ACTIONS, E2E))} "
                         f"| {ms(med(WARM))} | {x(rat(ACTIONS, WARM))} | {shown} "
                         f"| {ms(slow.median(E2E))} ({slow.spell}) |")

    def spread(theirs: str, ours: str) -> str:
        values = [p.ratio(theirs, ours) for p in pairs]
        return f"{x(min(values))} to {x(max(values))}, median {x(statistics.median(values))}"

    slower = sum(p.median(E2E) > p.median(ACTIONS) for p in pairs)
    lines += ["", f"Over the {len(pairs)} pairs (each ratio: phase-python's median over ours, same pair):", "",
              ("- end to end (a fresh request read and answered, against phase-python loading the same state and "
               f"listing its actions): {spread(LOAD, E2E)};"),
              (f"- ours end to end against phase-python's `actions()` on a game already loaded: "
               f"{spread(ACTIONS, E2E)}; ours slower in {slower} of {len(pairs)} pairs;"),
              f"- warm (a board read once) against `actions()` on a game loaded once: {spread(ACTIONS, WARM)}."]
    inconsistent = [p.id for p in pairs
                    if p.answers[E2E] != p.answers[WARM] or p.answers[LOAD] != p.answers[ACTIONS]]
    if inconsistent:
        lines += ["", f"Pairs where one engine's two calls disagree (a bug): {', '.join(inconsistent)}."]
    diffs = [p for p in pairs if p.answers[E2E] != p.answers[ACTIONS]]
    lines += ["", f"Pairs where the answers differ: {len(diffs)} of {len(pairs)}."]
    for p in diffs:
        counts: dict[str, int] = {}
        for c in p.sources:
            counts[c] = counts.get(c, 0) + 1
        board = ", ".join(f"{k} x{v}" if v > 1 else k for k, v in sorted(counts.items()))
        lines.append(f"\n- **{p.id}** ({p.cost}): mtgsolver {p.answers[E2E]}, phase-python {p.answers[ACTIONS]}. "
                     f"Sources: {board}.")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    """Run the comparison and print the tables."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=30, help="timed rounds per (board, spell), after a warm-up")
    parser.add_argument("--budget", type=float, default=10.0,
                        help="seconds of timed calls per (board, spell) after which no new round starts")
    parser.add_argument("--quick", action="store_true", help="at most 5 rounds and 1.5 s per (board, spell)")
    parser.add_argument("--sizes", help="comma-separated board sizes (default: all of 7,14,28,56,112)")
    args = parser.parse_args(argv)
    runs, budget = (5, 1.5) if args.quick else (args.runs, args.budget)
    sizes = tuple(int(s) for s in args.sizes.split(",")) if args.sizes else SIZES
    started = time.perf_counter()
    boards_of = {(n, mix): boards.source_cards(n, mix, SEED)[1] for n in sizes for mix in boards.MIXES}
    names = {c for cards in boards_of.values() for c in cards} | set(SPELLS) | {FILLER}
    records = corpus_records(names)
    engine = phase_engine(records)
    pairs = []
    for (n, mix), sources in boards_of.items():
        for spell in SPELLS:
            pair = prepare(engine, n, mix, spell, records[spell]["manaCost"], sources)
            measure(pair, runs, budget)
            pairs.append(pair)
            print(f"{pair.id}: " + ", ".join(f"{c} {ms(pair.median(c))}" for c in CALLS), file=sys.stderr,
                  flush=True)
    print(f"# Side by side: mtgsolver against phase-python {version('phase-python')}\n")
    print(f"{len(pairs)} (board, spell) pairs; per pair, the four calls alternated in one process (Python "
          f"{sys.version.split()[0]}), one untimed warm-up round, then at most {runs} timed rounds or {budget} s; "
          f"per board, the median over its {len(SPELLS)} spells of each spell's median (and of each spell's "
          f"ratio). {time.strftime('%Y-%m-%d %H:%M')}, {time.perf_counter() - started:.0f} s.\n")
    print(report(pairs))


if __name__ == "__main__":
    main()
