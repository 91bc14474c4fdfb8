"""CR 702.1, 702.11d, 712.8a, 302.6: an object has the keyword abilities its rules text gives it. A card file's
list of keywords is not that: it names "Hexproof" for "Hexproof from black" (Knight of Grace), keywords the text
only mentions (Odric, Blood-Cursed) and those of a back face (Tony Stark's flying and haste are The Invincible Iron
Man's: the front face has only its own characteristics, CR 712.8a). The cards are the bundled corpus's (current
Oracle text with its keyword list).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "copies"))
from copykit import as_lists, copy, obj, state

from tests.helpers import board
from tests.helpers import obj as piece

INSTANT = "{3}, {T}: Copy target instant or sorcery spell you control."


def test_702_11d_hexproof_from_black_lets_a_red_copy_target() -> None:
    """CR 702.11d, 707.10c: Bob's Knight of Grace has hexproof from black, not hexproof: the copy of Alice's
    Lightning Bolt (red) that Lithoform Engine makes may target it. Candidates for "any target": Alice, Bob and the
    Knight (CR 115.4)."""
    st = state([obj("engine", "Lithoform Engine"), obj("knight", "Knight of Grace", "bob"),
                obj("bolt_card", "Lightning Bolt", zone="stack")],
               [{"id": "bolt", "kind": "spell", "source": "bolt_card", "controller": "alice", "targets": ["bob"]}])
    assert as_lists(copy(st, "bolt", "engine", INSTANT)) == {("alice",), ("bob",), ("knight",)}


def test_702_11b_a_keyword_the_text_only_names_is_not_had() -> None:
    """CR 702.11b, 115.4: Odric, Blood-Cursed only counts abilities such as hexproof among Alice's creatures; Bob's
    Odric has none of them, so the Bolt's copy may target it too."""
    st = state([obj("engine", "Lithoform Engine"), obj("odric", "Odric, Blood-Cursed", "bob"),
                obj("bolt_card", "Lightning Bolt", zone="stack")],
               [{"id": "bolt", "kind": "spell", "source": "bolt_card", "controller": "alice", "targets": ["bob"]}])
    assert as_lists(copy(st, "bolt", "engine", INSTANT)) == {("alice",), ("bob",), ("odric",)}


def test_712_8a_302_6_a_back_faces_haste_is_not_the_front_faces() -> None:
    """CR 712.8a, 302.6: Tony Stark (front face up) has no haste, so while summoning sick he can't activate
    "{1}, {T}: Look at the top four cards ..."."""
    check = board(piece("t", "Tony Stark // The Invincible Iron Man", summoning_sick=True),
                  piece("i", "Island")).can_activate("t", 0)
    assert not check.legal and {r.rule for r in check.reasons} == {"CR 302.6"}


def test_207_2c_an_ability_word_is_no_keyword() -> None:
    """CR 207.2c, 702.1: "Fear Gas — Wraith can't be blocked." begins with a flavor word, not the keyword fear,
    though the card file lists "Fear": Wraith, Vicious Vigilante has double strike only."""
    assert board(piece("w", "Wraith, Vicious Vigilante")).view.view("w").keywords == {"double strike"}
