"""CR 702.169b, 719.3b-c: a Case's static "Solved — [Ability text]" means "As long as this Case is solved, [ability
text]", so while the state doesn't give it the solved designation (``solved``) the ability changes nothing, read or
not. Case of the Gorgon's Kiss (current Oracle text): "When this Case enters, destroy up to one target creature that
was dealt damage this turn. / To solve — Three or more creature cards were put into graveyards from anywhere this
turn. (...) / Solved — This Case is a 4/4 Gorgon creature with deathtouch and lifelink in addition to its other
types." (a card type, CR 205.2: unread, it could change anything once the Case is solved). Forest: "{T}: Add {G}."
Prodigal Pyromancer: "{T}: This creature deals 1 damage to any target."
"""

from __future__ import annotations

import pytest

from mtgsolver import Board, UnsupportedText
from tests.helpers import obj


def _board(solved: bool) -> Board:
    return Board.from_json({"active_player": "alice", "players": [{"id": "alice", "life": 20},
                                                                  {"id": "bob", "life": 20}],
                            "objects": [obj("forest", "Forest"), obj("pyro", "Prodigal Pyromancer"),
                                        obj("case", "Case of the Gorgon's Kiss", solved=solved)]})


def test_702_169b_an_unsolved_cases_solved_sentence_stops_nothing() -> None:
    """CR 702.169b, 605.3a, 115.4: the Case isn't solved, so it is no creature: the Forest pays {G}, and the
    Pyromancer's "any target" ability may be activated (both are in ``activatable``, none is ``unknown``)."""
    board = _board(solved=False)
    assert board.is_payable("alice", "{G}") is True
    assert bool(board.can_activate("pyro", 0)) is True
    assert "unknown" not in board.ask("activatable", player="alice")


def test_702_169b_a_solved_cases_unread_sentence_stops_a_payment() -> None:
    """CR 702.169b, 613.1d: solved, the Case is a 4/4 Gorgon creature by a sentence the reader doesn't read, which
    could change any answer: ``unsupported_text`` at the Case."""
    board = _board(solved=True)
    with pytest.raises(UnsupportedText) as error:
        board.is_payable("alice", "{G}")
    assert error.value.path == "state.objects[2]"
