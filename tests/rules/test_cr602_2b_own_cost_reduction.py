"""CR 602.2b (which applies CR 601.2f to activation): an ability's own "This ability costs {N} less to activate
for each ..." or "... if ..." lowers the generic part of its cost, read as its controller reads the board.

Card wording is the current Oracle text (``../shared/data/oracle-corpus.jsonl.gz``), from the registry:

* Voldaren Estate: "{T}: Add {C}. / {T}, Pay 1 life: Add one mana of any color. Spend this mana only to cast a
  Vampire spell. / {5}, {T}: Create a Blood token. This ability costs {1} less to activate for each Vampire you
  control.";
* Esquire of the King (Creature — Human Soldier): "{4}{W}, {T}: Creatures you control get +1/+1 until end of turn.
  This ability costs {2} less to activate if you control a legendary creature.";
* Vampire Nighthawk (Creature — Vampire Shaman); Isamaru, Hound of Konda (Legendary Creature — Dog).
"""

from __future__ import annotations

from typing import Any

from mtgsolver import Board


def _row(obj: str, ability: int, *objects: dict[str, Any]) -> Any:
    board = Board.from_json({"active_player": "alice", "turn": {"step": "precombat_main", "priority": "alice"},
                             "players": [{"id": "alice"}, {"id": "bob"}], "objects": list(objects)})
    return next(a for a in board.activatable("alice").abilities if (a.object, a.ability) == (obj, ability))


def _alice(oid: str, card: str, **fields: Any) -> dict[str, Any]:
    return {"id": oid, "card": card, "controller": "alice", **fields}


def test_602_2b_601_2f_voldaren_estate_costs_one_less_for_each_vampire() -> None:
    """CR 602.2b, 601.2f: with two Vampire Nighthawks, Voldaren Estate's "{5}, {T}" costs {3} and its {T}: three
    Mountains pay it. With one Nighthawk it costs {4}, which three Mountains can't pay (the Estate taps for the
    cost itself, so it adds no mana to it)."""
    mountains = [_alice(f"m{i}", "Mountain") for i in range(3)]
    two = _row("estate", 2, _alice("estate", "Voldaren Estate"), _alice("v1", "Vampire Nighthawk"),
               _alice("v2", "Vampire Nighthawk"), *mountains)
    assert two.legal and two.payable
    one = _row("estate", 2, _alice("estate", "Voldaren Estate"), _alice("v1", "Vampire Nighthawk"), *mountains)
    assert one.legal and not one.payable


def test_602_2b_a_vampire_of_an_opponent_doesnt_count() -> None:
    """CR 602.2b, 109.5: "for each Vampire you control" counts the controller's: Bob's two Nighthawks leave the cost
    at {5}, which three Mountains can't pay."""
    row = _row("estate", 2, _alice("estate", "Voldaren Estate"),
               {"id": "v1", "card": "Vampire Nighthawk", "controller": "bob"},
               {"id": "v2", "card": "Vampire Nighthawk", "controller": "bob"},
               *[_alice(f"m{i}", "Mountain") for i in range(3)])
    assert row.legal and not row.payable


def test_602_2b_esquire_of_the_king_costs_two_less_with_a_legendary_creature() -> None:
    """CR 602.2b, 601.2f: Esquire of the King's "{4}{W}, {T}" costs {2}{W} while Alice controls a legendary
    creature (Isamaru): three Plains pay it; without one it costs {4}{W} and they don't. The Esquire is not
    summoning sick here (CR 302.6)."""
    plains = [_alice(f"p{i}", "Plains") for i in range(3)]
    with_legend = _row("esq", 0, _alice("esq", "Esquire of the King"), _alice("dog", "Isamaru, Hound of Konda"),
                       *plains)
    assert with_legend.legal and with_legend.payable
    alone = _row("esq", 0, _alice("esq", "Esquire of the King"), *plains)
    assert alone.legal and not alone.payable
