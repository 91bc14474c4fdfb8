"""``legal_plays`` on a midgame board (issue 14): 7 cards in hand and 12 permanents, cold and warm apart.

Cold is a fresh request (its JSON text read and answered by ``solve``, as the CLI, MCP and batch see it); warm asks
a ``Board`` read once. The two are alternated in one process; each figure is the median of ``--runs`` runs.
Not a test: run ``python bench/bench_legal_plays.py``.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path[:0] = [str(Path(__file__).resolve().parent.parent)]

from mtgsolver import Board, solve

HAND = ("Lightning Bolt", "Counterspell", "Divination", "Burst Lightning", "Searing Spear", "Grizzly Bears",
        "Mountain")
BATTLEFIELD = ("Island", "Island", "Mountain", "Mountain", "Steam Vents", "Sulfur Falls", "Goblin Electromancer",
               "Llanowar Elves", "Sol Ring", "Izzet Signet")
OPPONENT = ("Thalia, Guardian of Thraben", "Grizzly Bears")


def state() -> dict[str, Any]:
    """Alice's precombat main phase: 7 cards in hand, 10 permanents of hers and 2 of Bob's, Think Twice in her
    graveyard."""
    objects = [{"id": f"h{i}", "card": c, "controller": "alice", "zone": "hand"} for i, c in enumerate(HAND)]
    objects += [{"id": f"p{i}", "card": c, "controller": "alice"} for i, c in enumerate(BATTLEFIELD)]
    objects += [{"id": f"o{i}", "card": c, "controller": "bob"} for i, c in enumerate(OPPONENT)]
    objects.append({"id": "g0", "card": "Think Twice", "controller": "alice", "zone": "graveyard"})
    return {"active_player": "alice", "players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
            "turn": {"step": "precombat_main", "priority": "alice"}, "objects": objects}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=200)
    args = parser.parse_args(argv)
    text = json.dumps({"state": state(), "queries": [{"id": "plays", "kind": "legal_plays", "player": "alice"}]})
    board = Board.from_json(state())
    response, _ = solve(text)
    answer = response["results"][0]
    assert answer["ok"], answer
    cold: list[float] = []
    warm: list[float] = []
    for _ in range(args.runs):
        start = time.perf_counter()
        solve(text)
        cold.append(time.perf_counter() - start)
        start = time.perf_counter()
        board.legal_plays("alice")
        warm.append(time.perf_counter() - start)
    print(f"legal_plays, {len(HAND)} cards in hand, {len(BATTLEFIELD) + len(OPPONENT)} permanents: "
          f"{len(answer['plays'])} plays allowed, {len(answer['others'])} not, {len(answer['unknown'])} unknown")
    print(f"cold (fresh request, solve): median {statistics.median(cold) * 1000:.2f} ms")
    print(f"warm (Board.legal_plays):    median {statistics.median(warm) * 1000:.2f} ms")


if __name__ == "__main__":
    main()
