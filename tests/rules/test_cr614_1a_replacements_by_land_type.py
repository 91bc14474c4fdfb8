"""Replacement effects listed by land type under one "If tapped for mana, ... instead of any other type" (Reality
Twist, Naked Singularity): each changes the type of the mana its lands produce (CR 614.1a); a land of two listed
types is changed by both, in the order its controller chooses (CR 616.1), so either result could be produced.

Card wording is the current Oracle text of ``../shared/data/oracle-corpus.jsonl.gz``, inline here so the tests
run without the shared folder.
"""

from __future__ import annotations

from mtgsolver import Board, ManaType
from tests.helpers import inline, obj

W, U, B, R, G = ManaType.W, ManaType.U, ManaType.B, ManaType.R, ManaType.G

REALITY_TWIST = inline("twist", "Reality Twist", "Enchantment",
                       "Cumulative upkeep {1}{U}{U}\nIf tapped for mana, Plains produce {R}, Swamps produce {G}, "
                       "Mountains produce {W}, and Forests produce {B} instead of any other type.", "{U}{U}{U}",
                       controller="bob")
NAKED_SINGULARITY = inline("singularity", "Naked Singularity", "Artifact",
                           "Cumulative upkeep {3}\nIf tapped for mana, Plains produce {R}, Islands produce {G}, Swamps "
                           "produce {W}, Mountains produce {U}, and Forests produce {B} instead of any other type.",
                           "{5}", controller="bob")


def _board(*objects: dict[str, object]) -> Board:
    return Board.from_json({"active_player": "alice", "players": [{"id": "alice", "life": 20}, {"id": "bob"}],
                            "objects": list(objects)})


def test_614_1a_reality_twist_changes_each_listed_land_type() -> None:
    """CR 614.1a, 305.6: under Reality Twist a Forest produces {B}, a Mountain {W}; an Island, not listed, still
    {U}. Alice's Forest pays {B} and not {G}."""
    board = _board(REALITY_TWIST, obj("forest", "Forest"), obj("mountain", "Mountain"), obj("island", "Island"))
    assert board.could_produce("forest") == (B,)
    assert board.could_produce("mountain") == (W,)
    assert board.could_produce("island") == (U,)
    assert board.is_payable("alice", "{B}") is True
    assert board.is_payable("alice", "{G}") is False


def test_616_1_a_land_of_two_listed_types_gets_either_order() -> None:
    """CR 614.1a, 616.1: Savannah is a Forest Plains: the Plains effect makes its mana {R}, the Forests effect {B},
    applied in the order Alice chooses, the last one deciding: it could produce {B} or {R}, never {W} or {G}.
    Tundra (Plains Island) has one listed type under Reality Twist: {R} whichever colour it taps for."""
    board = _board(REALITY_TWIST, obj("savannah", "Savannah"), obj("tundra", "Tundra"))
    assert set(board.could_produce("savannah")) == {B, R}
    assert board.could_produce("tundra") == (R,)


def test_614_1a_naked_singularity_also_changes_islands() -> None:
    """CR 614.1a: Naked Singularity lists Islands too: an Island produces {G}, a Swamp {W}."""
    board = _board(NAKED_SINGULARITY, obj("island", "Island"), obj("swamp", "Swamp"))
    assert board.could_produce("island") == (G,)
    assert board.could_produce("swamp") == (W,)
    assert board.is_payable("alice", "{G}{W}") is True
    assert board.is_payable("alice", "{U}") is False
