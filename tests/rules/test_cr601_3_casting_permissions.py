"""CR 601.3, 305.1: a permission to look at cards or to cast or play them ("You may cast spells as though they had
flash.", "As long as the top card of your library is a creature card, you may look at it any time and you may
cast it.") is read only by casting and land plays, each by its own rule: an unread one changes no mana ability,
cost, activation or target, so it doesn't stop `payments` or `could_produce` (CR 605.3a, 106.7); a `castable`
question still counts it (never guessed). Card text (Oracle):

* Vedalken Orrery, Artifact: "You may cast spells as though they had flash.";
* Chittering Illuminator: "As long as Chittering Illuminator is at the top of your library, you may look at it
  any time and you may cast it." and "As long as the top card of your library is a creature card, you may look at
  it any time and you may cast it.";
* Forest: "({T}: Add {G}.)"; Grizzly Bears {1}{G}, Creature.
"""

from __future__ import annotations

import pytest
from mtgsolver.model.relevance import StaticReach, static_reach

from mtgsolver import solve


@pytest.mark.parametrize("sentence", [
    "You may look at the top card of your library any time.",
    "You may play lands and cast spells from the top of your library.",
    "As long as the top card of your library is a creature card, you may look at it any time and you may cast it.",
    "You may cast spells as though they had flash.",
    "Play with the top card of your library revealed.",
    "You may cast creature spells from your graveyard.",
])
def test_601_3_a_permission_to_cast_or_look_changes_nothing_else(sentence: str) -> None:
    """CR 601.3, 305.1, 702.8a: only casting and playing lands read these sentences."""
    assert static_reach(sentence) is StaticReach.NONE


@pytest.mark.parametrize("sentence", [
    # CR 601.2f, 118.9: an alternative cost changes what is paid; CR 609.4b: spending mana as though.
    "If you cast a spell this way, pay life equal to its mana value rather than pay its mana cost.",
    "You may cast spells from the top of your library without paying their mana costs.",
    "You may spend mana as though it were mana of any color to cast spells.",
    # CR 602.5, 302.6: activation is not casting.
    "You may activate abilities of creatures as though they had haste.",
])
def test_601_3_a_sentence_about_paying_spending_or_activating_is_not_one(sentence: str) -> None:
    """CR 601.2f, 609.4b, 602.5: these change what is paid or what may be activated."""
    assert static_reach(sentence) is not StaticReach.NONE


@pytest.mark.parametrize("card", ["Vedalken Orrery", "Chittering Illuminator"])
def test_605_3a_a_casting_permission_doesnt_stop_a_payment(card: str) -> None:
    """CR 605.3a, 106.7: on Bob's turn Alice's Forest pays {G} (not {G}{G}) and could produce {G}, whatever the
    permission says; whether she may cast Grizzly Bears now is the casting rule's question, and with the
    permission not read it is ``unsupported_text`` at the permission's permanent (CR 601.3, 307.1)."""
    objects = [{"id": "f", "card": "Forest", "controller": "alice"}, {"id": "x", "card": card, "controller": "alice"},
               {"id": "b", "card": "Grizzly Bears", "controller": "alice", "zone": "hand"}]
    queries = [{"id": "p1", "kind": "payments", "player": "alice", "cost": "{G}", "mode": "check"},
               {"id": "p2", "kind": "payments", "player": "alice", "cost": "{G}{G}", "mode": "check"},
               {"id": "cp", "kind": "could_produce", "object": "f"},
               {"id": "c", "kind": "castable", "player": "alice", "card": "b"}]
    response, _ = solve({"state": {"active_player": "bob", "players": [{"id": "alice"}, {"id": "bob"}],
                                   "objects": objects}, "queries": queries})
    p1, p2, cp, cast = response["results"]
    assert p1["ok"] and p1["payable"] is True, p1
    assert p2["ok"] and p2["payable"] is False, p2
    assert cp["ok"] and cp["types"] == ["G"], cp
    assert not cast["ok"] and cast["error"]["code"] == "unsupported_text", cast
    assert cast["error"]["path"] == "state.objects[1]", cast
