"""A replacement effect that makes mana of a chosen colour (CR 614.1a, 106.7), never guessed when the choice is
not in the state. Hall of Gemstone (current Oracle text): "At the beginning of each player's upkeep, that player
chooses a color. Until end of turn, lands tapped for mana produce mana of the chosen color instead of any other
color."
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
