"""CR 113.6, 113.6b: a static ability of a permanent card works on the battlefield unless it states the zones it
works in. The Incarnations ("As long as this card is in your graveyard and you control a Mountain, creatures you
control have haste.", Anger) work from their owner's graveyard only, while that player controls a land of the
type (CR 611.3a); an unread sentence that states it works in its object's zone is weighed there (never guessed).

Each board is Alice's; her Llanowar Elves ("{T}: Add {G}.") came under her control this turn (CR 302.6: its {T}
ability needs haste, CR 702.10c).
"""

from __future__ import annotations

from typing import Any

from mtgsolver.solver.api import solve

_ELVES = {"id": "e", "card": "Llanowar Elves", "controller": "alice", "summoning_sick": True}


def _answer(objects: list[dict[str, Any]], query: dict[str, Any],
            stack: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    request = {"state": {"active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
                         "objects": objects, "stack": stack or []}, "queries": [{"id": "q", **query}]}
    return solve(request)[0]["results"][0]


def _pay_g(*objects: dict[str, Any]) -> dict[str, Any]:
    return _answer([_ELVES, *objects], {"kind": "payments", "player": "alice", "cost": "{G}", "mode": "check"})


def _mountain(tapped: bool = True) -> dict[str, Any]:
    return {"id": "m", "card": "Mountain", "controller": "alice", "tapped": tapped}


def test_113_6b_anger_in_the_graveyard_with_a_mountain_gives_haste() -> None:
    """CR 113.6b, 702.10c: Anger in Alice's graveyard and her (tapped) Mountain: her creatures have haste, so the
    sick Elves tap for {G}: payable; and the ability can be activated (CR 302.6)."""
    anger = {"id": "a", "card": "Anger", "controller": "alice", "zone": "graveyard"}
    answer = _pay_g(anger, _mountain())
    assert answer["ok"] and answer["payable"] is True
    activation = _answer([_ELVES, anger, _mountain()], {"kind": "can_activate", "object": "e", "ability": 0})
    assert activation["ok"] and activation["legal"] is True


def test_611_3a_anger_without_a_mountain_gives_nothing() -> None:
    """CR 611.3a: with a Forest and no Mountain, Anger's condition is false: the Elves have no haste, {G} (only
    theirs: the Forest is tapped) is not payable (CR 302.6)."""
    anger = {"id": "a", "card": "Anger", "controller": "alice", "zone": "graveyard"}
    forest = {"id": "f", "card": "Forest", "controller": "alice", "tapped": True}
    answer = _pay_g(anger, forest)
    assert answer["ok"] and answer["payable"] is False


def test_113_6b_anger_on_the_battlefield_gives_nothing() -> None:
    """CR 113.6b: on the battlefield the graveyard ability doesn't work (Anger's own Haste is its own): the Elves
    have no haste, {G} is not payable."""
    anger = {"id": "a", "card": "Anger", "controller": "alice"}
    answer = _pay_g(anger, _mountain())
    assert answer["ok"] and answer["payable"] is False


def test_113_6b_anger_in_an_opponents_graveyard_gives_alice_nothing() -> None:
    """CR 113.6b, 109.5: Anger in Bob's graveyard ("your graveyard": its owner's) with Bob's Mountain gives Bob's
    creatures haste, not Alice's: {G} is not payable."""
    anger = {"id": "a", "card": "Anger", "controller": "bob", "zone": "graveyard"}
    mountain = {"id": "m", "card": "Mountain", "controller": "bob"}
    answer = _pay_g(anger, mountain)
    assert answer["ok"] and answer["payable"] is False


def test_113_6b_wonder_in_the_graveyard_gives_flying_to_targets() -> None:
    """CR 113.6b, 115.1, 707.10c: Wonder in Alice's graveyard and her Island: her Grizzly Bears have flying, so a
    copy of Bob's Plummet ("Destroy target creature with flying.") may target them or Bob's Birds of Paradise
    (flying): two choices."""
    objects = [{"id": "sp", "card": "Plummet", "controller": "bob", "zone": "stack"},
               {"id": "tw", "card": "Twincast", "controller": "bob", "zone": "stack"},
               {"id": "z", "card": "Birds of Paradise", "controller": "bob"},
               {"id": "b", "card": "Grizzly Bears", "controller": "alice"},
               {"id": "w", "card": "Wonder", "controller": "alice", "zone": "graveyard"},
               {"id": "i", "card": "Island", "controller": "alice"}]
    stack = [{"id": "s1", "kind": "spell", "source": "sp", "controller": "bob", "targets": ["z"]},
             {"id": "s2", "kind": "spell", "source": "tw", "controller": "bob", "targets": ["s1"]}]
    answer = _answer(objects, {"kind": "copy_targets", "copy_of": "s1", "by": {"object": "tw", "ability": 0}},
                     stack)
    assert answer["ok"] and sorted(answer["choices"]) == [["b"], ["z"]]


def test_113_6b_an_unread_graveyard_static_stops_the_answer_at_its_object() -> None:
    """CR 113.6b (never guessed): "As long as this card is in your graveyard and you control an Elf, creatures you
    control have haste." is not read; in Alice's graveyard it could give the Elves haste, so the answer is
    ``unsupported_text`` at that card (objects[1])."""
    card = {"id": "x", "controller": "alice", "zone": "graveyard", "name": "Test Spirit",
            "type_line": "Creature — Spirit", "mana_cost": "{R}", "power": "1", "toughness": "1",
            "oracle_text": "As long as this card is in your graveyard and you control an Elf, creatures you control "
                           "have haste."}
    answer = _pay_g(card)
    assert not answer["ok"]
    assert answer["error"]["code"] == "unsupported_text" and answer["error"]["path"] == "state.objects[1]"


def test_113_6b_an_unread_graveyard_static_on_the_battlefield_changes_nothing() -> None:
    """CR 113.6b: the same card on the battlefield: its sentence works only from the graveyard, so it can't give
    haste there; {G} is not payable (CR 302.6)."""
    card = {"id": "x", "controller": "alice", "name": "Test Spirit", "type_line": "Creature — Spirit",
            "mana_cost": "{R}", "power": "1", "toughness": "1",
            "oracle_text": "As long as this card is in your graveyard and you control an Elf, creatures you control "
                           "have haste."}
    answer = _pay_g(card)
    assert answer["ok"] and answer["payable"] is False


def test_113_6b_eminence_in_the_command_zone_is_weighed_for_casting() -> None:
    """CR 113.6b, 601.2f (never guessed): The Ur-Dragon's eminence ("As long as The Ur-Dragon is in the command
    zone or on the battlefield, other Dragon spells you cast cost {1} less to cast.") is not read; from the command
    zone it could make Shivan Dragon cost less, so whether Alice can cast it is ``unsupported_text`` at The
    Ur-Dragon."""
    objects = [{"id": "u", "card": "The Ur-Dragon", "controller": "alice", "zone": "command"},
               {"id": "s", "card": "Shivan Dragon", "controller": "alice", "zone": "hand"}]
    answer = _answer(objects, {"kind": "castable", "player": "alice", "card": "s"})
    assert not answer["ok"]
    assert answer["error"]["code"] == "unsupported_text" and answer["error"]["path"] == "state.objects[0]"
