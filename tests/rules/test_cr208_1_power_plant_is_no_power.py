"""CR 208.1, 205.3i: "power" in the land type Power-Plant is no power. Urza's Mine: "{T}: Add {C}. If you control an
Urza's Power-Plant and an Urza's Tower, add {C}{C} instead." reads no creature's power, so an unread change of power
and toughness (Spider-Ham, Peter Porker's "Other Spiders, Boars, Bats, Bears, Birds, Cats, Dogs, Frogs, Jackals,
Lizards, Mice, Otters, Rabbits, Raccoons, Rats, Squirrels, Turtles, and Wolves you control get +1/+1.", layer 7c,
CR 613.4c) changes nothing it adds. Grizzly Bears has no text.
"""

from __future__ import annotations

import pytest
from mtgsolver.model.relevance import StaticReach, reaches_read_by

from mtgsolver import Board
from tests.helpers import obj

MINE = "{T}: Add {C}. If you control an Urza's Power-Plant and an Urza's Tower, add {C}{C} instead."


@pytest.mark.parametrize(("text", "reads"), [
    (MINE, False),
    # Selvala, Heart of the Wilds.
    ("{G}, {T}: Add X mana in any combination of colors, where X is the greatest power among creatures you control.",
     True),
    # Brawn, Amadeus Cho.
    ("Power-up — {4}{G/U}: Put a +1/+1 counter on Brawn for each card in your hand.", False),
])
def test_208_1_power_plant_and_power_up_read_no_power(text: str, reads: bool) -> None:
    """CR 208.1: a text reads power when it names the characteristic, not a land type (CR 205.3i) or an ability
    word that begins with the same letters."""
    assert (StaticReach.POWER in reaches_read_by(text)) is reads


def test_106_7_urzas_mine_doesnt_read_spider_hams_pump() -> None:
    """CR 106.7, 601.2g-h: without the Power-Plant and the Tower, Urza's Mine adds {C}: it could produce C, {C} is
    payable and {C}{C} is not, whatever the Bears' power is."""
    board = Board.from_json({"active_player": "alice", "players": [{"id": "alice", "life": 20},
                                                                   {"id": "bob", "life": 20}],
                             "objects": [obj("mine", "Urza's Mine"), obj("bears", "Grizzly Bears"),
                                         obj("spider", "Spider-Ham, Peter Porker")]})
    assert board.could_produce("mine") == ("C",)
    assert board.is_payable("alice", "{C}") is True
    assert board.is_payable("alice", "{C}{C}") is False
