"""CR 305.7, 106.7: "This land is the chosen type" (Multiversal Passage) and "... in addition to its other types"
(Thran Portal) make the land the basic land type chosen as it entered (the object's ``chosen``), with that type's
intrinsic mana ability; the state must say which type was chosen."""

from __future__ import annotations

import pytest
from mtgsolver.model.errors import UnsupportedText

from mtgsolver import Board, ManaType


def _board(card: str, **fields: object) -> Board:
    return Board.from_json({"active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
                            "objects": [{"id": "land", "card": card, "controller": "alice", **fields}]})


def test_305_7_multiversal_passage_is_the_chosen_basic_land_type() -> None:
    """CR 305.7, 305.6: Multiversal Passage with Island chosen is an Island and has "{T}: Add {U}"."""
    board = _board("Multiversal Passage", chosen={"basic_land_type": "Island"})
    assert [t.value for t in board.could_produce("land")] == ["U"]
    assert board.is_payable("alice", "{U}")


def test_305_7_thran_portal_adds_the_chosen_type_and_its_mana_ability() -> None:
    """CR 305.7, 106.7: Thran Portal (a Gate) with Forest chosen is also a Forest: it could produce {G} (its extra
    life cost for mana abilities doesn't change the type, CR 106.7 ignores costs)."""
    board = _board("Thran Portal", chosen={"basic_land_type": "Forest"})
    assert [t.value for t in board.could_produce("land")] == ["G"]


def test_305_7_a_thran_portal_by_its_name_adds_the_chosen_land_type() -> None:
    """CR 305.7, 201.5: A-Thran Portal's "Thran Portal is the chosen type in addition to its other types." names
    itself and chooses a basic land type as it enters, so with Island chosen it is also an Island: it could produce
    {U} (not a creature type, CR 205.3m)."""
    board = _board("A-Thran Portal", chosen={"basic_land_type": "Island"})
    assert [t.value for t in board.could_produce("land")] == ["U"]


def test_305_7_the_chosen_type_must_be_given() -> None:
    """CR 305.7: without the choice in ``chosen`` the land's type is not known: ``unsupported_text`` at its
    ``chosen``."""
    with pytest.raises(UnsupportedText) as error:
        _board("Multiversal Passage").could_produce("land")
    assert error.value.path == "state.objects[0].chosen"


def test_205_3i_planar_nexus_is_every_nonbasic_land_type() -> None:
    """CR 205.3i, 305.6: Planar Nexus "is every nonbasic land type" (Desert, Gate, Locus, Urza's, ...) and no basic
    one, so it gains no intrinsic mana ability: it could produce what its own abilities add, {C} and any colour."""
    board = _board("Planar Nexus")
    subtypes = board.view.view("land").subtypes
    assert {"Desert", "Gate", "Locus", "Urza's", "Cave"} <= subtypes
    assert not {"Plains", "Island", "Swamp", "Mountain", "Forest"} & subtypes
    assert [t.value for t in board.could_produce("land")] == ["W", "U", "B", "R", "G", "C"]


METALLIC_MIMIC = {"id": "mimic", "controller": "bob", "name": "Metallic Mimic", "type_line": "Artifact Creature — "
                  "Shapeshifter", "mana_cost": "{2}", "power": "2", "toughness": "1",
                  "oracle_text": "As this creature enters, choose a creature type.\nThis creature is the chosen type in "
                                 "addition to its other types.\nEach other creature you control of the chosen type "
                                 "enters with an additional +1/+1 counter on it."}


def test_205_3m_a_creatures_chosen_type_is_a_creature_type_not_a_land_type() -> None:
    """CR 205.3m, 305.7: Metallic Mimic's "is the chosen type" adds the creature type chosen as it entered to
    itself; it is no land type, so it changes no land's mana. Alice's Forest could produce {G} and pays {G}, and
    nothing is asked of Bob's Mimic's choice."""
    board = Board.from_json({"active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
                             "objects": [{"id": "forest", "card": "Forest", "controller": "alice"}, METALLIC_MIMIC]})
    assert board.could_produce("forest") == (ManaType.G,)
    assert board.is_payable("alice", "{G}") is True
    assert board.is_payable("alice", "{G}{G}") is False
