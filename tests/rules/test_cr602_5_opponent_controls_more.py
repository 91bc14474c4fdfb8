"""CR 602.5: a player can't begin to activate an ability that's prohibited, here by an activation condition that
compares what an opponent controls with what the ability's controller does ("Activate only if an opponent controls
four or more lands.", Tectonic Edge; "... more lands than you.", Weathered Wayfarer; "... at least two more lands
than you.", Isolated Watchtower). Each reads one opponent's permanents.

Card wording is the current Oracle text of ``../shared/data/oracle-corpus.jsonl.gz``, inline here so the tests run
without the shared folder. Every value below is worked out from that text and the rules cited.
"""

from __future__ import annotations

from typing import Any

from mtgsolver import Board
from tests.helpers import inline, obj

EDGE_TEXT = ("{T}: Add {C}.\n{1}, {T}, Sacrifice this land: Destroy target nonbasic land. Activate only if an "
             "opponent controls four or more lands.")
WATCHTOWER_TEXT = ("{T}: Add {C}.\n{2}, {T}: Scry 1, then you may reveal the top card of your library. If a basic "
                   "land card is revealed this way, put it onto the battlefield tapped. Activate only if an opponent "
                   "controls at least two more lands than you.")
WAYFARER_TEXT = ("{W}, {T}: Search your library for a land card, reveal it, put it into your hand, then shuffle. "
                 "Activate only if an opponent controls more lands than you.")


def lands(controller: str, n: int) -> list[dict[str, Any]]:
    return [obj(f"{controller}{i}", "Plains", controller=controller) for i in range(n)]


def board(*objects: dict[str, Any], players: tuple[str, ...] = ("alice", "bob")) -> Board:
    return Board.from_json({"active_player": "alice", "players": [{"id": p, "life": 20} for p in players],
                            "objects": list(objects)})


def legal(b: Board, oid: str, ability: int) -> bool:
    check = b.can_activate(oid, ability)
    assert check.legal or {r.rule for r in check.reasons} == {"CR 602.5"}
    return check.legal


def test_602_5_tectonic_edge_needs_an_opponent_with_four_lands() -> None:
    """CR 602.5: Bob controls four lands: Alice's Tectonic Edge may be activated (it may target itself, a
    nonbasic land, CR 601.2c). With three, it may not."""
    edge = inline("e", "Tectonic Edge", "Land", EDGE_TEXT)
    assert legal(board(edge, *lands("bob", 4)), "e", 1) is True
    assert legal(board(edge, *lands("bob", 3)), "e", 1) is False


def test_602_5_four_lands_of_one_opponent_not_of_all() -> None:
    """CR 602.5: "an opponent controls four or more lands" is about one opponent: Bob's two and Carol's two lands
    are four among the opponents but no opponent's four."""
    edge = inline("e", "Tectonic Edge", "Land", EDGE_TEXT)
    spread = [*lands("bob", 2), *lands("carol", 2)]
    assert legal(board(edge, *spread, players=("alice", "bob", "carol")), "e", 1) is False


def test_602_5_weathered_wayfarer_counts_its_controllers_lands_too() -> None:
    """CR 602.5: Weathered Wayfarer is activated only if an opponent controls more lands than Alice: Bob's two
    against her one (a Plains to pay {W}), yes; two against two, no."""
    wayfarer = inline("w", "Weathered Wayfarer", "Creature — Human Nomad Cleric", WAYFARER_TEXT, "{W}", power="1",
                      toughness="1")
    assert legal(board(wayfarer, *lands("alice", 1), *lands("bob", 2)), "w", 0) is True
    assert legal(board(wayfarer, *lands("alice", 2), *lands("bob", 2)), "w", 0) is False


def test_602_5_isolated_watchtower_needs_two_more() -> None:
    """CR 602.5: Isolated Watchtower (a land, counted among Alice's) with two Plains: she controls three lands, so
    Bob needs five; four is not enough."""
    tower = inline("t", "Isolated Watchtower", "Land", WATCHTOWER_TEXT)
    assert legal(board(tower, *lands("alice", 2), *lands("bob", 5)), "t", 1) is True
    assert legal(board(tower, *lands("alice", 2), *lands("bob", 4)), "t", 1) is False
