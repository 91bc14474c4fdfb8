"""Restrictions on targets that statics on the board state (issue 12, item 2): hexproof granted to a player and to a
group (Shalai), a group that can't be the target of spells (Dense Foliage) or of spells and abilities of a colour
(Spellbane Centaur), hexproof while untapped (Dragonlord Ojutai), protection from coloured spells (Emrakul), from
a mana value (Mistmeadow Skulk), from colours through an Equipment (Sword of War and Peace), and "can't be the target
of nongreen spells or abilities from nongreen sources" (Gaea's Revenge). Each board is Twincast (alice's) copying a
spell on the stack; the copy is a spell (CR 707.10) controlled by alice, who may choose new targets (CR 707.10c).
Expected choices are worked out from the cards' Oracle text and the rules cited."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "copies"))

from copykit import as_sets, copy, obj, state

TWINCAST = obj("twincast", "Twincast", zone="stack")


def bolt_board(*bobs: dict[str, Any], tapped: bool = False) -> Any:
    """Bob's Lightning Bolt on the stack targeting alice, alice's Twincast copying it, and ``bobs`` for bob."""
    objects = [obj("bolt_card", "Lightning Bolt", "bob", zone="stack"), TWINCAST, *bobs]
    stack = [{"id": "bolt", "kind": "spell", "source": "bolt_card", "controller": "bob", "targets": ["alice"]},
             {"id": "tc", "kind": "spell", "source": "twincast", "controller": "alice", "targets": ["bolt"]}]
    return state(objects, stack)


def targets(answer: dict[str, Any]) -> set[str]:
    """Every target a copy's single target may take."""
    assert answer["copyable"], answer
    return {t for choice in as_sets(answer) for t in choice}


def test_702_11b_shalai_gives_bob_and_his_other_creatures_hexproof() -> None:
    """CR 702.11b, 115.1: Shalai ("You, planeswalkers you control, and other creatures you control have
    hexproof.") on bob's side: alice's copy of Bolt ("any target") can't target bob nor his Grizzly Bears, but may
    target Shalai itself and alice (the unchanged target)."""
    board = bolt_board(obj("shalai", "Shalai, Voice of Plenty", "bob"), obj("bears", "Grizzly Bears", "bob"))
    assert targets(copy(board, "bolt", "twincast")) == {"alice", "shalai"}


def test_115_1_dense_foliage_creatures_cant_be_the_targets_of_spells() -> None:
    """CR 115.1, 707.10: Dense Foliage ("Creatures can't be the targets of spells."); the copy of Bolt is a spell,
    so it may target only the players."""
    board = bolt_board(obj("foliage", "Dense Foliage", "bob"), obj("bears", "Grizzly Bears", "bob"))
    assert targets(copy(board, "bolt", "twincast")) == {"alice", "bob"}


def test_611_3a_dragonlord_ojutai_has_hexproof_while_untapped() -> None:
    """CR 611.3a, 702.11b: "Dragonlord Ojutai has hexproof as long as it's untapped": untapped, alice's copy can't
    target it; tapped, it can."""
    untapped = bolt_board(obj("ojutai", "Dragonlord Ojutai", "bob"))
    assert "ojutai" not in targets(copy(untapped, "bolt", "twincast"))
    tapped = bolt_board(obj("ojutai", "Dragonlord Ojutai", "bob", tapped=True))
    assert "ojutai" in targets(copy(tapped, "bolt", "twincast"))


def test_702_16b_emrakul_protection_from_coloured_spells() -> None:
    """CR 702.16b: Emrakul, the Aeons Torn has protection from spells that are one or more colours; the copy of
    Bolt is a red spell, so it can't target Emrakul."""
    board = bolt_board(obj("emrakul", "Emrakul, the Aeons Torn", "bob"))
    assert targets(copy(board, "bolt", "twincast")) == {"alice", "bob"}


def test_702_16b_sword_of_war_and_peace_protection_from_red() -> None:
    """CR 702.16b, 301.5: Sword of War and Peace equipped to bob's Hill Giant gives it protection from red and
    from white: the red copy can't target the Giant; bob's unequipped Grizzly Bears can be targeted."""
    board = bolt_board(obj("giant", "Hill Giant", "bob"), obj("bears", "Grizzly Bears", "bob"),
                       obj("sword", "Sword of War and Peace", "bob", attached_to="giant"))
    assert targets(copy(board, "bolt", "twincast")) == {"alice", "bob", "bears"}


def _copied(spell_card: str, *bobs: dict[str, Any], target: str, x: int | None = None) -> Any:
    objects = [obj("spell_card", spell_card, "bob", zone="stack"), TWINCAST, *bobs]
    entry: dict[str, Any] = {"id": "spell", "kind": "spell", "source": "spell_card", "controller": "bob",
                             "targets": [target]}
    if x is not None:
        entry.update(x=x, division=[x])
    return state(objects, [entry, {"id": "tc", "kind": "spell", "source": "twincast", "controller": "alice",
                                   "targets": ["spell"]}])


def test_115_1_spellbane_centaur_blue_spells_cant_target_bobs_creatures() -> None:
    """CR 115.1: Spellbane Centaur ("Creatures you control can't be the targets of blue spells or abilities from
    blue sources."): alice's copy of bob's Unsummon (a blue spell) can't target bob's creatures; alice's own
    Grizzly Bears it can."""
    board = _copied("Unsummon", obj("centaur", "Spellbane Centaur", "bob"), obj("bears", "Grizzly Bears", "bob"),
                    obj("mine", "Grizzly Bears"), target="mine")
    assert targets(copy(board, "spell", "twincast")) == {"mine"}


def test_115_1_gaeas_revenge_is_a_legal_target_of_a_green_spell() -> None:
    """CR 115.1: Gaea's Revenge "can't be the target of nongreen spells or abilities from nongreen sources"; the copy
    of Giant Growth is green, so Gaea's Revenge is a legal target."""
    board = _copied("Giant Growth", obj("revenge", "Gaea's Revenge", "bob"), obj("bears", "Grizzly Bears", "bob"),
                    target="bears")
    assert targets(copy(board, "spell", "twincast")) == {"bears", "revenge"}


def test_702_16b_mistmeadow_skulk_protection_from_mana_value_three_or_greater() -> None:
    """CR 702.16b, 202.3e: Rolling Thunder ({X}{R}{R}) with X = 3 has mana value 5 on the stack, and so has its copy
    (CR 707.10); Mistmeadow Skulk has protection from mana value 3 or greater, so the copy can't target it."""
    board = _copied("Rolling Thunder", obj("skulk", "Mistmeadow Skulk", "bob"), obj("bears", "Grizzly Bears", "bob"),
                    target="bears", x=3)
    assert "skulk" not in targets(copy(board, "spell", "twincast"))
    assert "bears" in targets(copy(board, "spell", "twincast"))


def test_707_10_dense_foliage_doesnt_stop_a_copied_ability() -> None:
    """CR 115.1, 707.10: Dense Foliage names spells only; Rings of Brighthearth's copy of Prodigal Pyromancer's ping
    ("deals 1 damage to any target") is an ability, so it may still target bob's Grizzly Bears."""
    board = state([obj("rings", "Rings of Brighthearth"), obj("pyro", "Prodigal Pyromancer", tapped=True),
                   obj("foliage", "Dense Foliage", "bob"), obj("bears", "Grizzly Bears", "bob")],
                  [{"id": "ping", "kind": "activated_ability", "source": "pyro", "ability": 0, "controller": "alice",
                    "targets": ["bob"]}])
    assert "bears" in targets(copy(board, "ping", "rings"))
