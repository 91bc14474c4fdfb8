"""The phase-python side of ``bench/side_by_side.py``; runs in the venv that has ``phase-python`` (not ours).

Reads a job from standard input::

    {"card_data": "card-data.json", "runs": 20, "boards": [{"id": "...", "sources": [names], "spell": name}, ...]}

and prints one JSON object per board: ``{"id", "castable", "median", "first", "runs"}`` (seconds). For each board it
starts a game (both players keep, passes to alice's first precombat main phase), then edits the exported state so
that alice controls exactly ``sources`` (untapped, not summoning-sick) and holds only ``spell``, loads it back
(``Engine.load_game``), and asks the legal actions: the spell is castable when a ``CastSpell`` action names it.
The time is that of ``Game.actions()`` on the loaded game (the engine's "legal actions" call), median of ``runs``.
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from typing import Any

from phase import Engine, Game, GameAction

PASS = {"type": "PassPriority"}
FILLER = "Wastes"
DECK_SIZE = 60


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


def board_game(engine: Engine, sources: list[str], spell: str) -> tuple[Game, int]:
    """A game where alice controls ``sources`` and holds ``spell`` only: ``(game, spell's object id)``."""
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
    return engine.load_game(exported), spell_id


def _move(player: dict[str, Any], oid: int, to: str | None) -> None:
    """Take ``oid`` out of the player's hand and library and put it into ``to`` (``None``: neither)."""
    for zone in ("hand", "library"):
        if oid in player[zone]:
            player[zone].remove(oid)
    if to is not None:
        player[to].append(oid)


def castable(game: Game, spell_id: int) -> bool:
    """Does a legal action cast the spell?"""
    return any(a.kind == "CastSpell" and a.to_dict()["data"]["object_id"] == spell_id for a in game.actions())


def main() -> None:
    """Answer the job on standard input (module docstring)."""
    job = json.load(sys.stdin)
    engine = Engine.from_path(job["card_data"])
    for board in job["boards"]:
        game, spell_id = board_game(engine, board["sources"], board["spell"])
        start = time.perf_counter()
        answer = castable(game, spell_id)
        first = time.perf_counter() - start
        samples = []
        for _ in range(job["runs"]):
            start = time.perf_counter()
            answer = castable(game, spell_id)
            samples.append(time.perf_counter() - start)
        print(json.dumps({"id": board["id"], "castable": answer, "median": statistics.median(samples),
                          "first": first, "runs": len(samples)}), flush=True)


if __name__ == "__main__":
    main()
