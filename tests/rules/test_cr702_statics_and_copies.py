"""Static rules a board can hold that change whether something may be done: split second (CR 702.61a), "This spell
can't be copied" (CR 101.2, 707.10), devoid (CR 702.114a) and "spend mana as though it were mana of any color"
(CR 609.4b). Card wording is the current Oracle text."""

from __future__ import annotations

from typing import Any

from mtgsolver import Board, ManaType
from tests.helpers import inline

SUDDEN_SHOCK = inline("shock_card", "Sudden Shock", "Instant", "Split second (As long as this spell is on the stack, "
                      "players can't cast spells or activate abilities that aren't mana abilities.)\nSudden Shock "
                      "deals 2 damage to any target.", mana_cost="{1}{R}", zone="stack", keywords=["Split second"],
                      controller="bob")
SEE_DOUBLE = inline("double_card", "See Double", "Instant", "This spell can't be copied.\nChoose one. If an opponent "
                    "has eight or more cards in their graveyard, you may choose both instead.\n• Copy target spell. "
                    "You may choose new targets for the copy.\n• Create a token that's a copy of target creature.",
                    mana_cost="{2}{U}{U}", zone="stack", controller="bob")
FORERUNNER = inline("forerunner", "Forerunner of Slaughter", "Creature — Eldrazi Drone",
                    "Devoid (This card has no color.)\n{1}: Target colorless creature gains haste until end of turn.",
                    mana_cost="{B}{R}", keywords=["Devoid"], power="3", toughness="2")
ORRERY = inline("orrery", "Chromatic Orrery", "Legendary Artifact",
                "You may spend mana as though it were mana of any color.\n{T}: Add {C}{C}{C}{C}{C}.\n{5}, {T}: Draw "
                "a card for each color among permanents you control.", mana_cost="{7}")


def _board(*objects: dict[str, Any], stack: list[dict[str, Any]] | None = None) -> Board:
    return Board.from_json({"active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
                            "objects": list(objects), "stack": stack or []})


def test_702_61a_split_second_stops_abilities_but_not_mana_abilities() -> None:
    """CR 702.61a: while Sudden Shock is on the stack, Lithoform Engine's abilities can't be activated (one of the
    reasons is CR 702.61a; its copy ability also lacks a target, CR 601.2c), and the Forest's mana ability still
    can."""
    board = _board({"id": "engine", "card": "Lithoform Engine", "controller": "alice"},
                   {"id": "forest", "card": "Forest", "controller": "alice"}, SUDDEN_SHOCK,
                   stack=[{"id": "shock", "kind": "spell", "source": "shock_card", "controller": "bob",
                           "targets": ["alice"]}])
    check = board.can_activate("engine", 1)
    assert not check and "CR 702.61a" in [r.rule for r in check.reasons]
    assert board.can_activate("forest", 0).legal is True


def test_101_2_707_10_a_spell_that_cant_be_copied() -> None:
    """CR 101.2, 707.10: See Double says "This spell can't be copied."; the "can't" wins over Twincast's effect:
    not copyable, no choices."""
    board = _board({"id": "twincast", "card": "Twincast", "controller": "alice"}, SEE_DOUBLE,
                   {"id": "bears", "card": "Grizzly Bears", "controller": "alice"},
                   stack=[{"id": "double", "kind": "spell", "source": "double_card", "controller": "bob",
                           "targets": ["bears"], "modes": [1]}])
    got = board.copy_targets("double", by=("twincast", 0))
    assert (got.copyable, got.copy, got.choices) == (False, None, ())
    assert [r.rule for r in got.reasons] == ["CR 101.2"]


def test_702_114a_devoid_is_colorless() -> None:
    """CR 702.114a, 105.2c: Forerunner of Slaughter ({B}{R}) has devoid, so it is colourless: its own "{1}: Target
    colorless creature gains haste" has a legal target (itself), where a {B}{R} creature without devoid would have
    none (CR 601.2c)."""
    board = _board(FORERUNNER)
    assert board.view.view("forerunner").characteristics().colors == frozenset()
    assert board.can_activate("forerunner", 1).legal is True
    plain = _board({**FORERUNNER, "name": "Plain Slaughterer", "keywords": [],
                    "oracle_text": "{1}: Target colorless creature gains haste until end of turn."})
    assert [r.rule for r in plain.can_activate("forerunner", 0).reasons] == ["CR 601.2c"]


def test_609_4b_mana_as_though_any_color_never_as_colorless() -> None:
    """CR 609.4b, 105.1, 107.4c: with Chromatic Orrery (tapped), a Mountain's {R} may pay {U} (as though it were
    mana of any colour) but not {C}: colourless is not a colour."""
    board = _board({**ORRERY, "tapped": True}, {"id": "mountain", "card": "Mountain", "controller": "alice"})
    assert board.is_payable("alice", "{U}") is True
    assert board.is_payable("alice", "{C}") is False
    assert board.could_produce("mountain") == (ManaType.R,)
