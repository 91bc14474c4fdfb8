"""CR 106.6: mana with a spending restriction pays only for what the restriction allows; a condition of the
restriction the solver doesn't evaluate is never guessed."""

from __future__ import annotations

import pytest
from mtgsolver.model.errors import UnsupportedText

from mtgsolver import Board


def _board(source: dict[str, object]) -> Board:
    return Board.from_json({
        "active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
        "objects": [{"id": "src", "controller": "alice", **source},
                    {"id": "terminate", "card": "Terminate", "controller": "alice", "zone": "hand"},
                    {"id": "bolt", "card": "Lightning Bolt", "controller": "alice", "zone": "hand"}]})


def test_106_6_105_4_pillar_of_the_paruns_pays_for_multicolored_spells_only() -> None:
    """CR 106.6, 105.4: Pillar of the Paruns' mana ("Spend this mana only to cast multicolored spells.") pays
    Terminate's {R} (black and red: multicolored) but not Lightning Bolt's (red only)."""
    board = _board({"card": "Pillar of the Paruns"})
    assert board.is_payable("alice", "{R}", spend_on="terminate")
    assert not board.is_payable("alice", "{R}", spend_on="bolt")


def test_106_6_an_unevaluated_restriction_is_unsupported_text() -> None:
    """Never guessed: a made-up source whose mana may be spent only on "nontoken spells" (a condition the payment
    solver does not evaluate for the spell) gives ``unsupported_text``, never a "no"."""
    board = _board({"name": "Odd Stone", "type_line": "Artifact", "mana_cost": "{2}",
                    "oracle_text": "{T}: Add {R}. Spend this mana only to cast nontoken spells."})
    with pytest.raises(UnsupportedText):
        board.is_payable("alice", "{R}", spend_on="bolt")


def test_118_3_master_of_dark_rites_sacrifices_another_creature() -> None:
    """CR 118.3, 106.6: Master of Dark Rites ("{T}, Sacrifice another creature: Add {B}{B}{B}. Spend this mana only
    to cast Vampire, Cleric, and/or Demon spells.") with Grizzly Bears pays Vampire Nighthawk's {1}{B}{B} by
    sacrificing the Bears; alone it has no other creature to sacrifice, so it pays nothing."""
    def board(*others: dict[str, object]) -> Board:
        return Board.from_json({
            "active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
            "objects": [{"id": "master", "card": "Master of Dark Rites", "controller": "alice"}, *others,
                        {"id": "hawk", "card": "Vampire Nighthawk", "controller": "alice", "zone": "hand"}]})

    with_bears = board({"id": "bears", "card": "Grizzly Bears", "controller": "alice"})
    (payment,) = list(with_bears.payments("alice", "{1}{B}{B}", spend_on="hawk"))
    assert [(a.object, a.sacrificed) for a in payment.activations] == [("master", "bears")]
    assert not board().is_payable("alice", "{1}{B}{B}", spend_on="hawk")
