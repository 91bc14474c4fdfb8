"""Class levels (CR 716): a Class has the abilities of a class level section only while it is that level or
greater (CR 716.2a), and a permanent with no level is level 1 (CR 716.2d). The object's ``level`` (an addition,
CR 716.2b) says which.

Paladin Class (current Oracle text): "Spells your opponents cast during your turn cost {1} more to cast. / {2}{W}:
Level 2 / Creatures you control get +1/+1. / {4}{W}: Level 3 / Whenever you attack, ...". Viridian Joiner, 1/2:
"{T}: Add an amount of {G} equal to this creature's power."
"""

from __future__ import annotations

from mtgsolver import Board
from tests.helpers import obj


def _board(**paladin: object) -> Board:
    return Board.from_json({"active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
                            "objects": [obj("joiner", "Viridian Joiner"), obj("class", "Paladin Class", **paladin)]})


def test_716_2d_a_class_with_no_level_is_level_1() -> None:
    """CR 716.2d, 716.2a: with no level given, Paladin Class is level 1, so its level 2 section ("Creatures you
    control get +1/+1") doesn't apply: Viridian Joiner has power 1 and adds {G}, short of {G}{G}."""
    board = _board()
    assert board.is_payable("alice", "{G}") is True
    assert board.is_payable("alice", "{G}{G}") is False


def test_716_2a_at_level_2_the_level_2_section_applies() -> None:
    """CR 716.2a, 613.4c: at level 2, "Creatures you control get +1/+1" makes Viridian Joiner 2/3, so it adds
    {G}{G}; {G}{G}{G} is still short."""
    board = _board(level=2)
    assert board.is_payable("alice", "{G}{G}") is True
    assert board.is_payable("alice", "{G}{G}{G}") is False


def test_716_2a_the_level_bars_are_abilities_at_every_level() -> None:
    """CR 716.2a: a class level bar is an activated ability whatever the level; at level 1 Paladin Class has its
    first section's static, and both level bars."""
    texts = [a["text"] for a in _board().ask("abilities", object="class")["abilities"]]
    assert "{2}{W}: Level 2" in texts and "{4}{W}: Level 3" in texts
    assert "Creatures you control get +1/+1." not in texts
    at_2 = [a["text"] for a in _board(level=2).ask("abilities", object="class")["abilities"]]
    assert "Creatures you control get +1/+1." in at_2
