"""Helpers for the copy and targeting tests: states from JSON-like dicts, real cards' Oracle text.

Cards come from the embedded registry (built from the Oracle corpus); a few cards it lacks are written inline
below with their Oracle text copied from ``/work/shared/data/oracle-corpus.jsonl.gz`` (``test_copykit_cards``
checks them against the corpus when it is present).
"""

from __future__ import annotations

import gzip
import json
from pathlib import Path
from typing import Any

from mtgsolver.model.io import read_state
from mtgsolver.model.queries import CopyTargetsQuery
from mtgsolver.model.reader import find_ability, read_card
from mtgsolver.model.state import GameState
from mtgsolver.solver.copies import answer_copy_targets
from mtgsolver.solver.view import BoardView

#: The Oracle corpus beside the repository (``../shared/data``); tests that read it skip when it is absent.
CORPUS = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "oracle-corpus.jsonl.gz"

#: Oracle text of cards not in the embedded registry (name -> mana cost, type line, text, keywords).
INLINE: dict[str, tuple[str, str, str, list[str]]] = {
    "Arc Trail": ("{1}{R}", "Sorcery", "Arc Trail deals 2 damage to any target and 1 damage to any other target.", []),
    "Agony Warp": ("{U}{B}", "Instant",
                   "Target creature gets -3/-0 until end of turn.\nTarget creature gets -0/-3 until end of turn.", []),
    "Troll Ascetic": ("{1}{G}{G}", "Creature — Troll Shaman",
                      ("Hexproof (This creature can't be the target of spells or abilities your opponents control.)\n"
                       "{1}{G}: Regenerate this creature."), ["Hexproof"]),
    "White Knight": ("{W}{W}", "Creature — Human Knight",
                     ("First strike (This creature deals combat damage before creatures without first strike.)\n"
                      "Protection from black (This creature can't be blocked, targeted, dealt damage, or enchanted by "
                      "anything black.)"), ["First strike", "Protection"]),
    "Leyline of Sanctity": ("{2}{W}{W}", "Enchantment",
                            ("If this card is in your opening hand, you may begin the game with it on the "
                             "battlefield.\nYou have hexproof. (You can't be the target of spells or abilities your "
                             "opponents control.)"), []),
    "Blasting Station": ("{3}", "Artifact", ("{T}, Sacrifice a creature: This artifact deals 1 damage to any target."
                                             "\nWhenever a creature enters, you may untap this artifact."), []),
    "Prey Upon": ("{G}", "Sorcery", ("Target creature you control fights target creature you don't control. (Each "
                                     "deals damage equal to its power to the other.)"), ["Fight"]),
    "Cone of Flame": ("{3}{R}{R}", "Sorcery", ("Cone of Flame deals 1 damage to any target, 2 damage to another "
                                               "target, and 3 damage to a third target."), []),
}


def obj(id: str, name: str, controller: str = "alice", **kw: Any) -> dict[str, Any]:
    """A request object: the registry card ``name``, or an inline definition for the cards of :data:`INLINE`."""
    out: dict[str, Any] = {"id": id, "controller": controller, **kw}
    if name in INLINE:
        cost, type_line, text, keywords = INLINE[name]
        out.update(name=name, mana_cost=cost, type_line=type_line, oracle_text=text, keywords=keywords)
    else:
        out["card"] = name
    return out


def state(objects: list[dict[str, Any]], stack: list[dict[str, Any]] | None = None, *, active: str = "alice",
          players: tuple[str, ...] = ("alice", "bob"), effects: list[dict[str, Any]] | None = None) -> GameState:
    """A GameState from request-shaped dicts (contract ``state``)."""
    return read_state({"active_player": active, "players": [{"id": p} for p in players], "objects": objects,
                       "stack": stack or [], "effects": effects or []})


def ability(st: GameState, obj_id: str, text: str | int) -> int:
    """The index of the ability of ``obj_id`` that starts with ``text`` (an int is returned as is)."""
    if isinstance(text, int):
        return text
    o = st.object(obj_id)
    found = find_ability(read_card(o.card).abilities, text, o.name)
    assert found is not None, f"{o.name} has no ability starting {text!r}"
    return found.index


def copy(st: GameState, copy_of: str, by: str | None = None, by_ability: str | int = 0, *,
         new_targets: str | None = None, limit: int = 1000) -> dict[str, Any]:
    """The ``copy_targets`` answer for copying ``copy_of`` with ``by``'s ability."""
    index = ability(st, by, by_ability) if by is not None else None
    q = CopyTargetsQuery(id="q", copy_of=copy_of, by_object=by, by_ability=index, new_targets=new_targets,
                         limit=limit)
    return answer_copy_targets(BoardView(st), q)


def as_lists(answer: dict[str, Any]) -> set[tuple[str, ...]]:
    """The answer's choices as a set of ordered tuples (one per choice)."""
    return {tuple(c) for c in answer["choices"]}


def as_sets(answer: dict[str, Any]) -> set[frozenset[str]]:
    """The answer's choices as a set of frozensets (for one "target" word with equal shares)."""
    return {frozenset(c) for c in answer["choices"]}


def corpus_rows() -> dict[str, dict[str, Any]]:
    """The Oracle corpus by name (callers skip when :data:`CORPUS` is absent)."""
    with gzip.open(CORPUS, "rt", encoding="utf-8") as f:
        rows = [json.loads(line) for line in f]
    return {r["name"]: r for r in rows}
