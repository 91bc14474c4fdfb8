"""CR 714.2b, 714.3a, 611.2a: Urza's Saga's chapter I ("This Saga gains "{T}: Add {C}."") triggered when its first
lore counter was put on it (as it entered, CR 714.3a); once that ability has resolved, what it gained lasts (no
duration is stated, CR 611.2a). With II, it has gained the Construct ability too."""

from __future__ import annotations

from typing import Any

from mtgsolver.solver.api import solve
from mtgsolver.solver.view import BoardView

from tests.helpers import state


def _answers(lore: int, stack: list[dict[str, Any]] | None = None) -> list[dict[str, Any]]:
    objects = [{"id": "s", "card": "Urza's Saga", "controller": "alice", "counters": {"lore": lore}}]
    request = {"state": {"active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}], "objects": objects,
                         "stack": stack or []},
               "queries": [{"id": "q", "kind": "could_produce", "object": "s"},
                           {"id": "p", "kind": "payments", "player": "alice", "cost": "{1}", "mode": "check"}]}
    return list(solve(request)[0]["results"])


def test_714_2b_two_lore_counters_give_colorless_mana() -> None:
    """CR 714.2b, 106.7: with 2 lore counters chapter I has resolved: the Saga could produce {C} and pays {1}."""
    produce, pay = _answers(2)
    assert produce["types"] == ["C"] and pay["payable"] is True


def test_714_2b_one_lore_counter_gives_colorless_mana() -> None:
    """CR 714.2b, 714.3a: with 1 lore counter (chapter I resolved, nothing on the stack): {C}."""
    produce, pay = _answers(1)
    assert produce["types"] == ["C"] and pay["payable"] is True


def test_714_2b_chapter_on_the_stack_has_given_nothing_yet() -> None:
    """CR 714.2b, 608.2: chapter I (ability 0) still on the stack hasn't resolved: the Saga has no mana ability
    yet; it could produce nothing and {1} is not payable."""
    trigger = {"id": "t", "kind": "triggered_ability", "source": "s", "controller": "alice", "ability": 0}
    produce, pay = _answers(1, [trigger])
    assert produce["types"] == [] and pay["payable"] is False


def test_714_2b_chapter_two_adds_the_construct_ability() -> None:
    """CR 714.2b: with 2 lore counters the Saga has both gained abilities, after its printed ones (the three
    chapters): "{T}: Add {C}." then "{2}, {T}: Create a 0/0 ... Construct ..."; with 1, only the first."""
    two = BoardView(state({"id": "s", "card": "Urza's Saga", "controller": "alice", "counters": {"lore": 2}}))
    texts = [a.text for a in two.view("s").abilities[3:]]
    assert texts[0] == "{T}: Add {C}." and texts[1].startswith("{2}, {T}: Create a 0/0 colorless Construct")
    one = BoardView(state({"id": "s", "card": "Urza's Saga", "controller": "alice", "counters": {"lore": 1}}))
    assert [a.text for a in one.view("s").abilities[3:]] == ["{T}: Add {C}."]
