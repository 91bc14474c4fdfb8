"""Mana that reads a choice made for its source, never guessed when the state does not give the choice: a
replacement effect that makes mana of a chosen colour (CR 614.1a, 106.7), and a spending restriction to a chosen
creature type (CR 106.6). Hall of Gemstone (current Oracle text): "At the beginning of each player's upkeep, that
player chooses a color. Until end of turn, lands tapped for mana produce mana of the chosen color instead of any
other color."
"""

from __future__ import annotations

import pytest

from mtgsolver import Board, ManaType, UnsupportedText
from tests.helpers import obj


def _board(**hall: object) -> Board:
    return Board.from_json({"active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
                            "objects": [obj("forest", "Forest"), obj("hall", "Hall of Gemstone", controller="bob",
                                                                     **hall)]})


def test_614_1a_the_chosen_colour_replaces_the_forests() -> None:
    """CR 614.1a, 106.7: with red chosen, the Forest tapped for mana produces {R} instead of {G}."""
    board = _board(chosen={"color": "R"})
    assert board.could_produce("forest") == (ManaType.R,)
    assert board.is_payable("alice", "{R}") is True
    assert board.is_payable("alice", "{G}") is False


def test_614_1a_no_chosen_colour_is_never_guessed() -> None:
    """Which colour the Forest's mana becomes is the choice the state doesn't give, so every answer that depends on
    it is ``unsupported_text`` at the Hall's ``chosen`` (before, the replacement silently changed nothing)."""
    board = _board()
    for ask in (lambda: board.could_produce("forest"), lambda: board.is_payable("alice", "{G}")):
        with pytest.raises(UnsupportedText) as error:
            ask()
        assert error.value.path == "state.objects[1].chosen"


def test_106_6_cavern_of_souls_without_its_chosen_type_is_never_guessed() -> None:
    """CR 106.6: Cavern of Souls' "{T}: Add one mana of any color. Spend this mana only to cast a creature spell of
    the chosen type" pays Goblin Guide's {R} when Goblin was chosen; with no type in the state, whether it may is the
    choice not given, so the answer is ``unsupported_text`` at the Cavern's ``chosen`` (not a "no")."""
    def board(**cavern: object) -> Board:
        return Board.from_json({"active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
                                "objects": [obj("cavern", "Cavern of Souls", **cavern),
                                            obj("goblin", "Goblin Guide", zone="hand")]})

    assert board(chosen={"creature_type": "Goblin"}).is_payable("alice", "{R}", spend_on="goblin") is True
    with pytest.raises(UnsupportedText) as error:
        board().is_payable("alice", "{R}", spend_on="goblin")
    assert error.value.path == "state.objects[0].chosen"
