"""CR 602.5, 508.1, 700.4, 119.3: activation conditions about what happened this turn, read from the state's turn
facts (additions): a player's ``attacked_with_this_turn`` (absent: as many of their objects as have
``attacked_this_turn``) and ``life_lost_this_turn``, and the turn's ``creatures_died_this_turn`` (absent: 0).

Card wording is the current Oracle text of ``../shared/data/oracle-corpus.jsonl.gz``, inline here so the tests run
without the shared folder. Every value below is worked out from that text and the rules cited.
"""

from __future__ import annotations

from typing import Any

import pytest

from mtgsolver import BadRequest, Board
from tests.helpers import inline, obj

CHAMPION_TEXT = ("This creature can't block.\nRaid — {1}{B}: Return this card from your graveyard to the battlefield. "
                 "Activate only if you attacked this turn.")
TIRITH_TEXT = ("Minas Tirith enters tapped unless you control a legendary creature.\n{T}: Add {W}.\n{1}{W}, {T}: Draw a "
               "card. Activate only if you attacked with two or more creatures this turn.")
PRIEST_TEXT = ("Morbid — {T}, Tap two untapped creatures you control: Create a 5/5 black Demon creature token with "
               "flying. Activate only if a creature died this turn.")
PIT_FIGHTER_TEXT = ("{1}{R}, Discard a card, Sacrifice a Vampire: Draw two cards. Activate only if an opponent lost "
                    "life this turn.")


def board(*objects: dict[str, Any], alice: dict[str, Any] | None = None, bob: dict[str, Any] | None = None,
          turn: dict[str, Any] | None = None) -> Board:
    state: dict[str, Any] = {"active_player": "alice", "players": [{"id": "alice", **(alice or {})},
                                                                   {"id": "bob", **(bob or {})}],
                             "objects": list(objects)}
    if turn is not None:
        state["turn"] = turn
    return Board.from_json(state)


def champion() -> dict[str, Any]:
    return inline("c", "Bloodsoaked Champion", "Creature — Human Warrior", CHAMPION_TEXT, "{B}", power="2",
                  toughness="1", zone="graveyard")


SWAMPS = [obj("s1", "Swamp"), obj("s2", "Swamp")]


def test_508_1_raid_needs_an_attack_this_turn() -> None:
    """CR 508.1, 602.5: Bloodsoaked Champion's raid ability (it works from the graveyard, CR 113.6m) can't be
    activated when Alice attacked with nothing this turn (the default), and can when she attacked with one creature:
    given as ``attacked_with_this_turn``, or read from a creature of hers with ``attacked_this_turn``."""
    check = board(champion(), *SWAMPS).can_activate("c", 1)
    assert not check.legal and {r.rule for r in check.reasons} == {"CR 602.5"}
    assert board(champion(), *SWAMPS, alice={"attacked_with_this_turn": 1}).can_activate("c", 1).legal
    assert board(champion(), obj("b", "Grizzly Bears", attacked_this_turn=True), *SWAMPS).can_activate("c", 1).legal


def test_508_1_minas_tirith_needs_two_attackers() -> None:
    """CR 508.1, 602.5: Minas Tirith's "Draw a card" needs two or more attacking creatures this turn: one is too few,
    two are enough (Minas Tirith taps for the ability's {T}; two Plains pay its {1}{W})."""
    tirith = inline("t", "Minas Tirith", "Legendary Land", TIRITH_TEXT)
    plains = [obj("p1", "Plains"), obj("p2", "Plains")]
    assert not board(tirith, *plains, alice={"attacked_with_this_turn": 1}).can_activate("t", 2).legal
    assert board(tirith, *plains, alice={"attacked_with_this_turn": 2}).can_activate("t", 2).legal


def test_700_4_morbid_needs_a_creature_that_died() -> None:
    """CR 700.4, 602.5: Skirsdag High Priest's morbid ability needs a creature to have died this turn (the turn's
    ``creatures_died_this_turn``; absent, none did). It also taps two other untapped creatures (CR 118.3)."""
    priest = inline("p", "Skirsdag High Priest", "Creature — Human Cleric", PRIEST_TEXT, "{1}{B}", power="1",
                    toughness="2")
    others = [obj("b1", "Grizzly Bears"), obj("b2", "Grizzly Bears")]
    assert not board(priest, *others).can_activate("p", 0).legal
    assert board(priest, *others, turn={"creatures_died_this_turn": 1}).can_activate("p", 0).legal


def test_119_3_an_opponent_lost_life_this_turn() -> None:
    """CR 119.3, 602.5: Falkenrath Pit Fighter's ability needs an opponent to have lost life this turn: Bob's
    ``life_lost_this_turn`` of 2 allows it, Alice's own loss doesn't (the Pit Fighter is a Vampire to sacrifice, a
    card in hand to discard, two Mountains pay {1}{R})."""
    fighter = inline("f", "Falkenrath Pit Fighter", "Creature — Vampire Warrior", PIT_FIGHTER_TEXT, "{R}", power="2",
                     toughness="1")
    pieces = [fighter, obj("m1", "Mountain"), obj("m2", "Mountain"), obj("h", "Island", zone="hand")]
    assert board(*pieces, bob={"life_lost_this_turn": 2}).can_activate("f", 0).legal
    assert not board(*pieces, alice={"life_lost_this_turn": 2}).can_activate("f", 0).legal


def test_508_1_fewer_attackers_than_the_objects_say_is_a_bad_request() -> None:
    """CR 508.1: a player who attacked with no creature can't have an object that attacked this turn: the count is
    ``bad_request`` at it."""
    with pytest.raises(BadRequest) as error:
        board(obj("b", "Grizzly Bears", attacked_this_turn=True), alice={"attacked_with_this_turn": 0})
    assert error.value.path == "state.players[0].attacked_with_this_turn"
