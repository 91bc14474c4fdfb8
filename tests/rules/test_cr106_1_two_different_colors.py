""""Add two mana of different colors" (Firemind Vessel, Guild Globe, Component Pouch, Interplanar Beacon): one
mana each of two distinct colours of the five (CR 105.1, 106.1a), chosen as the ability resolves (CR 106.4).

Card wording is the current Oracle text of ``../shared/data/oracle-corpus.jsonl.gz``, inline here so the tests
run without the shared folder.
"""

from __future__ import annotations

import pytest

from mtgsolver import Board, ManaType
from tests.helpers import inline, obj

COLORS = (ManaType.W, ManaType.U, ManaType.B, ManaType.R, ManaType.G)

FIREMIND_VESSEL = inline("vessel", "Firemind Vessel", "Artifact",
                         "This artifact enters tapped.\n{T}: Add two mana of different colors.", mana_cost="{4}")
GUILD_GLOBE = inline("globe", "Guild Globe", "Artifact",
                     "When this artifact enters, draw a card.\n{2}, {T}, Sacrifice this artifact: Add two mana of "
                     "different colors.", mana_cost="{2}")


def _board(*objects: dict[str, object]) -> Board:
    return Board.from_json({"active_player": "alice", "players": [{"id": "alice", "life": 20}, {"id": "bob"}],
                            "objects": list(objects)})


def test_106_7_two_mana_of_different_colors_could_be_any_color() -> None:
    """CR 106.7, 105.1: either of the two mana may be any of the five colours, never colourless."""
    assert _board(FIREMIND_VESSEL).could_produce("vessel") == COLORS


@pytest.mark.parametrize(("cost", "payable"), [("{U}{R}", True), ("{W}{G}", True), ("{2}", True), ("{R}{R}", False),
                                               ("{C}", False), ("{U}{R}{G}", False)])
def test_105_1_firemind_vessel_pays_two_different_colors(cost: str, payable: bool) -> None:
    """CR 105.1, 106.1a, 601.2g-h: Firemind Vessel's two mana are of two different colours: it pays {U}{R}, {W}{G}
    or {2}; not {R}{R} (one colour twice), not {C} (no colourless mana), not three mana."""
    assert _board(FIREMIND_VESSEL).is_payable("alice", cost) is payable


def test_601_2g_guild_globe_paid_by_two_lands_adds_two_different_colors() -> None:
    """CR 601.2g, 605.3a: two Islands pay Guild Globe's {2}; it adds two mana of different colours: {B}{G} is
    payable, {B}{B} is not, and {U}{B}{G} is not (the Islands were spent on the {2})."""
    board = _board(obj("i1", "Island"), obj("i2", "Island"), GUILD_GLOBE)
    assert board.is_payable("alice", "{B}{G}") is True
    assert board.is_payable("alice", "{B}{B}") is False
    assert board.is_payable("alice", "{U}{B}{G}") is False
