"""CR 606: loyalty abilities. Their cost is putting on or removing loyalty counters (CR 606.4); a negative one needs
that many loyalty counters on the permanent (CR 606.6, read from the object's ``counters``); one loyalty ability of
a permanent each turn, at sorcery speed (CR 606.3). Values are worked out from Liliana of the Veil's Oracle text
("[+1]: Each player discards a card.", "[−2]: Target player sacrifices a creature.", "[−6]: Separate all
permanents target player controls into two piles. ...").
"""

from __future__ import annotations

from typing import Any

import pytest
from mtgsolver.model.costs import Cost, PutCountersPart, RemoveCountersPart
from mtgsolver.model.queries import ActivatableQuery
from mtgsolver.solver.activation import answer_activatable, can_activate
from mtgsolver.solver.payments import answer_payments
from mtgsolver.solver.view import BoardView

from tests.helpers import obj, pay, state


def _rules(s: Any, oid: str, index: int) -> list[str]:
    legal, reasons = can_activate(BoardView(s), oid, index)
    assert legal is not bool(reasons)
    return [r["rule"] for r in reasons]


def test_606_4_loyalty_symbols_are_counter_costs() -> None:
    """CR 606.4, 107.3: "[+1]" puts one loyalty counter on, "[0]" none, "[−2]" removes two, "[−X]" removes the X
    chosen."""
    assert Cost.parse("[+1]").parts == (PutCountersPart(1, "loyalty", "[+1]"),)
    assert Cost.parse("[0]").parts == (PutCountersPart(0, "loyalty", "[0]"),)
    assert Cost.parse("[−2]").parts == (RemoveCountersPart(2, "loyalty", "[−2]"),)
    assert Cost.parse("[−X]").parts == (RemoveCountersPart(0, "loyalty", "[−X]", any_number=True),)
    assert Cost.parse("[−2]").others == ()


def test_606_6_a_negative_loyalty_cost_needs_the_counters() -> None:
    """CR 606.6: with three loyalty counters Liliana of the Veil may activate [+1] and [−2], not [−6]; with none
    (the state lists none) only [+1]."""
    s = state(obj("lili", "Liliana of the Veil", counters={"loyalty": 3}), obj("bears", "Grizzly Bears",
                                                                               controller="bob"))
    assert _rules(s, "lili", 0) == []
    assert _rules(s, "lili", 1) == []
    assert _rules(s, "lili", 2) == ["CR 606.6"]
    bare = state(obj("lili", "Liliana of the Veil"), obj("bears", "Grizzly Bears", controller="bob"))
    assert _rules(bare, "lili", 0) == []
    assert _rules(bare, "lili", 1) == ["CR 606.6"]


def test_606_3_one_loyalty_ability_of_a_permanent_each_turn() -> None:
    """CR 606.3: once Liliana's [+1] has been activated this turn, none of her loyalty abilities may be, her [−2]
    included; another planeswalker's still may."""
    s = state(obj("lili", "Liliana of the Veil", counters={"loyalty": 3}, activated_this_turn=[0]),
              obj("other", "Liliana of the Veil", counters={"loyalty": 3}))
    assert _rules(s, "lili", 1) == ["CR 606.3"]
    assert _rules(s, "other", 1) == []


def test_606_3_loyalty_abilities_are_listed_by_activatable() -> None:
    """CR 606.3, 606.4, 606.6: ``activatable`` decides each loyalty ability: [+1] legal and payable, [−6] neither
    with three loyalty counters."""
    s = state(obj("lili", "Liliana of the Veil", counters={"loyalty": 3}))
    ans = answer_activatable(BoardView(s), ActivatableQuery(id="q", player="alice"))
    rows = {r["ability"]: r for r in ans["abilities"] if r["object"] == "lili"}
    assert "unknown" not in ans
    assert (rows[0]["legal"], rows[0]["payable"]) == (True, True)
    assert (rows[2]["legal"], rows[2]["payable"]) == (False, False)


@pytest.mark.parametrize(("card", "unknown"), [("Oath of Teferi", {0, 1, 2}), ("Solemnity", {0})])
def test_606_3_unread_loyalty_rules_are_never_guessed(card: str, unknown: set[int]) -> None:
    """CR 606.3, 118.3: Oath of Teferi's "You may activate the loyalty abilities of planeswalkers you control twice
    each turn rather than only once." is not read, and could change whether any loyalty ability can be activated:
    none is answered. Solemnity's "Counters can't be put on artifacts, creatures, enchantments, or lands." is not
    read either, and could only stop a cost that puts counters (CR 122.1, 606.4): Liliana's [+1], not her [−2] or
    [−6], which remove them."""
    s = state(obj("lili", "Liliana of the Veil", counters={"loyalty": 3}), obj("x", card))
    ans = answer_activatable(BoardView(s), ActivatableQuery(id="q", player="alice"))
    assert {u["ability"] for u in ans.get("unknown", []) if u["object"] == "lili"} == unknown


def test_606_4_a_loyalty_cost_change_stops_only_loyalty_answers() -> None:
    """CR 606.4, 605.1a: Carth the Lion's "Planeswalkers' loyalty abilities you activate cost an additional [+1] to
    activate." is not read; it could change Liliana's loyalty abilities, which are not answered, but no mana
    ability is a loyalty ability: the Forest's is decided and {G} is payable."""
    s = state(obj("lili", "Liliana of the Veil", counters={"loyalty": 3}), obj("carth", "Carth the Lion"),
              obj("f", "Forest"))
    ans = answer_activatable(BoardView(s), ActivatableQuery(id="q", player="alice"))
    assert {(u["object"], u["ability"]) for u in ans["unknown"]} == {("lili", 0), ("lili", 1), ("lili", 2)}
    assert {(r["object"], r["ability"]) for r in ans["abilities"]} == {("f", 0)}
    assert answer_payments(BoardView(s), pay("{G}"))["payable"] is True
