"""CR 106.7 and the never-guessed rule: an unread static sentence that only speaks of haste, of activating or of
spending can't change which types of mana a permanent could produce, so could_produce still answers; one that
could change the types stops it."""

from __future__ import annotations

import pytest
from mtgsolver.model.errors import UnsupportedText

from mtgsolver import Board


def _board(text: str) -> Board:
    return Board.from_json({
        "active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
        "objects": [{"id": "forest", "card": "Forest", "controller": "alice"},
                    {"id": "static", "controller": "bob", "name": "Test Static", "type_line": "Enchantment",
                     "oracle_text": text}]})


@pytest.mark.parametrize("text", [
    "Creatures you control have haste as long as you control three or more artifacts.",
    ("Creatures with flying can't attack or block, and their activated abilities with {T} in their costs can't be "
     "activated."),
    "Equip abilities you activate cost {1} less to activate.",
    "Each player may spend mana as though it were mana of any color to activate abilities of lands.",
])
def test_106_7_a_forest_could_produce_green_whatever_unread_haste_activation_or_spending_text(text: str) -> None:
    """CR 106.7: a permanent could produce what its mana abilities would add if they resolved, whether or not they
    could be activated or their mana spent: the Forest could produce {G} beside such a sentence, read or not."""
    board = _board(text)
    assert board.ask("abilities", object="static")["unsupported"]  # the sentence is indeed not read
    assert [t.value for t in board.could_produce("forest")] == ["G"]


def test_106_7_an_unread_sentence_about_what_lands_produce_stops_the_answer() -> None:
    """Never guessed: Bob's "During turns other than yours, lands tapped for mana produce mana of any type instead"
    (an unread replacement on mana, CR 614.1a, whose condition holds on Alice's turn, CR 611.3a) could change the
    types, so could_produce is ``unsupported_text`` at it."""
    board = _board("During turns other than yours, lands tapped for mana produce mana of any type instead.")
    with pytest.raises(UnsupportedText) as error:
        board.could_produce("forest")
    assert error.value.path == "state.objects[1]"


def test_305_6_a_sentence_making_a_creature_a_forest_land_gives_it_green() -> None:
    """CR 305.6, 613.1d: Life and Limb ("All Forests and all Saprolings are 1/1 green Saproling creatures and
    Forest lands in addition to their other types.") makes a Saproling token a Forest, which has "{T}: Add {G}":
    the Saproling could produce {G}, never "nothing"."""
    board = Board.from_json({
        "active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
        "objects": [{"id": "limb", "card": "Life and Limb", "controller": "alice"},
                    {"id": "sap", "name": "Saproling", "type_line": "Token Creature — Saproling", "oracle_text": "",
                     "power": "1", "toughness": "1", "is_token": True, "controller": "alice"}]})
    assert [t.value for t in board.could_produce("sap")] == ["G"]
