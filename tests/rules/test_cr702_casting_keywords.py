"""Casting keywords of a card (CR 702): undaunted applied (CR 702.125a); the ways of casting not modelled (morph,
disguise, prototype, mutate, freerunning, offering, escape, jump-start, retrace, "You may cast this card from your
graveyard") are never guessed: the answer is ``unsupported_text`` at the card, and ``legal_plays`` is not
complete. Expected values are worked out by hand from the cards' Oracle text and the rules cited."""

from __future__ import annotations

from typing import Any

import pytest

from mtgsolver import solve


def obj(oid: str, card: str, controller: str = "alice", **kw: Any) -> dict[str, Any]:
    return {"id": oid, "card": card, "controller": controller, **kw}


def ask(objects: list[dict[str, Any]], *queries: dict[str, Any], players: tuple[str, ...] = ("alice", "bob")
        ) -> list[dict[str, Any]]:
    """Answer ``queries`` (ids q0, q1, ...) on a state whose active player is alice, in her main phase."""
    st = {"active_player": "alice", "players": [{"id": p, "life": 20} for p in players], "objects": objects}
    response, _ = solve({"state": st, "queries": [{"id": f"q{i}", **q} for i, q in enumerate(queries)]})
    return response["results"]  # type: ignore[no-any-return]


def lands(card: str, n: int) -> list[dict[str, Any]]:
    return [obj(f"l{i}", card) for i in range(n)]


@pytest.mark.parametrize(("players", "cost", "castable"), [
    (("alice", "bob", "carl"), "{4}{W}", True),
    (("alice", "bob"), "{5}{W}", False),
])
def test_702_125a_undaunted_costs_one_less_for_each_opponent(players: tuple[str, ...], cost: str,
                                                             castable: bool) -> None:
    """CR 702.125a, 601.2f: Sublime Exhalation ({6}{W}, undaunted) costs {1} less for each opponent: {4}{W} with
    two opponents, which five Plains pay; {5}{W} with one, which they don't."""
    board = [*lands("Plains", 5), obj("se", "Sublime Exhalation", zone="hand")]
    (result,) = ask(board, {"kind": "castable", "player": "alice", "card": "se"}, players=players)
    assert result["ok"] and result["castable"] is castable
    assert [o["cost"] for o in result["options"]] == [cost]


@pytest.mark.parametrize(("card", "zone", "land"), [
    ("Karona's Zealot", "hand", "Plains"),  # CR 702.37a: morph, cast face down for {3}
    ("Aveline de Grandpré", "hand", "Forest"),  # CR 702.168a: disguise, cast face down for {3}
    ("Autonomous Assembler", "hand", "Plains"),  # CR 702.160a: prototype {1}{W}
    ("Otrimi, the Ever-Playful", "hand", "Forest"),  # CR 702.140a: mutate, an alternative cost
    ("Distract the Guards", "hand", "Plains"),  # CR 702.173a: freerunning, an alternative cost
    ("Patron of the Moon", "hand", "Island"),  # CR 702.48a: offering, a reduction by a sacrificed Moonfolk
    ("Woe Strider", "graveyard", "Swamp"),  # CR 702.138a: escape, cast from the graveyard
    ("Chemister's Insight", "graveyard", "Island"),  # CR 702.133a: jump-start, cast from the graveyard
    ("Throes of Chaos", "graveyard", "Mountain"),  # CR 702.81a: retrace, cast from the graveyard
    ("Gravecrawler", "graveyard", "Swamp"),  # CR 601.3: "You may cast this card from your graveyard as long as ..."
    ("Their Number Is Legion", "graveyard", "Swamp"),  # CR 601.3: "You may cast this card from your graveyard."
])
def test_601_3_a_way_of_casting_not_modelled_is_never_guessed(card: str, zone: str, land: str) -> None:
    """CR 601.2b, 601.3 and the keyword's rule: a way to cast the card that is not modelled could make it castable
    (three lands pay {3} for a face-down spell; an escape or jump-start casts it from the graveyard), so
    ``castable`` is ``unsupported_text`` at the card, not "no", and ``legal_plays`` lists it as unknown."""
    board = [*lands(land, 3), obj("h", card, zone=zone), obj("other", "Grizzly Bears", zone="graveyard")]
    cast, plays = ask(board, {"kind": "castable", "player": "alice", "card": "h"},
                      {"kind": "legal_plays", "player": "alice"})
    assert not cast["ok"] and cast["error"]["code"] == "unsupported_text"
    assert cast["error"]["path"] == "state.objects[3]"
    assert plays["ok"] and plays["complete"] is False and [u["object"] for u in plays["unknown"]] == ["h"]


@pytest.mark.parametrize("card", ["Woe Strider", "Karona's Zealot"])
def test_702_138a_702_37a_keywords_on_the_battlefield_change_no_other_casting(card: str) -> None:
    """CR 702.138a (escape works while the card is in a graveyard), 702.37a (morph where the card could be
    played from): on the battlefield neither changes casting another spell, so Lightning Bolt with a Mountain is
    castable."""
    board = [obj("m", "Mountain"), obj("p", card), obj("bolt", "Lightning Bolt", zone="hand"), obj("t", card, "bob")]
    (result,) = ask(board, {"kind": "castable", "player": "alice", "card": "bolt"})
    assert result["ok"] and result["castable"] is True


def test_116_2f_702_62a_suspend_is_a_play_legal_plays_doesnt_decide() -> None:
    """CR 116.2f, 702.62a: suspending Rift Bolt from the hand ({R}: exile it with a time counter) is a special action
    beside casting it; legal_plays doesn't decide it, so the card is in ``unknown`` and the answer is not complete,
    while casting it for {2}{R} is still weighed (one Mountain can't pay that)."""
    [result] = ask([obj("rift", "Rift Bolt", zone="hand"), obj("m", "Mountain")],
                   {"kind": "legal_plays", "player": "alice"})
    assert result["complete"] is False
    assert [u["object"] for u in result["unknown"]] == ["rift"]
    assert [p["object"] for p in result["others"] if p["play"] == "cast"] == ["rift"]
