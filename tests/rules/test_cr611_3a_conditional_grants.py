"""CR 611.3a, 106.7: The World Tree ("As long as you control six or more lands, lands you control have "{T}: Add one
mana of any color."") gives its mana ability only while its controller controls six or more lands."""

from __future__ import annotations

from mtgsolver import Board


def _board(plains: int) -> Board:
    objects = [{"id": "tree", "card": "The World Tree", "controller": "alice"}]
    objects += [{"id": f"p{i}", "card": "Plains", "controller": "alice"} for i in range(plains)]
    return Board.from_json({"active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
                            "objects": objects})


def test_611_3a_six_lands_give_every_land_any_color() -> None:
    """CR 611.3a: The World Tree and five Plains are six lands: each Plains could produce every colour (CR 106.7),
    and {U}{B} is payable with two Plains."""
    board = _board(5)
    assert [t.value for t in board.could_produce("p0")] == ["W", "U", "B", "R", "G"]
    assert board.is_payable("alice", "{U}{B}")


def test_611_3a_five_lands_give_nothing() -> None:
    """CR 611.3a: with four Plains (five lands) the condition doesn't hold: a Plains makes only {W}, and {U} can't
    be paid."""
    board = _board(4)
    assert [t.value for t in board.could_produce("p0")] == ["W"]
    assert not board.is_payable("alice", "{U}")


def _portal(zone: str) -> Board:
    return Board.from_json({"active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
                            "objects": [{"id": "portal", "card": "Riftstone Portal", "controller": "alice",
                                         "zone": zone},
                                        {"id": "swamp", "card": "Swamp", "controller": "alice"}]})


def test_113_6b_riftstone_portal_grants_from_the_graveyard_only() -> None:
    """CR 113.6b: Riftstone Portal's "As long as this card is in your graveyard, lands you control have "{T}: Add
    {G} or {W}."" works only from its owner's graveyard: there, the Swamp could produce B, W and G (in W U B R G C
    order); on the battlefield the Portal makes only {C} and the Swamp only {B}."""
    in_graveyard = _portal("graveyard")
    assert [t.value for t in in_graveyard.could_produce("swamp")] == ["W", "B", "G"]
    on_battlefield = _portal("battlefield")
    assert [t.value for t in on_battlefield.could_produce("swamp")] == ["B"]
    assert [t.value for t in on_battlefield.could_produce("portal")] == ["C"]
