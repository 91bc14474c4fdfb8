"""model.keywords and the typed conditions of model.filters: keyword lines, grants (CR 613.1f), protection and
hexproof qualities (CR 702.11d, 702.16a), and conditions read from target phrases (CR 115.1)."""

from __future__ import annotations

from mtgsolver.model.filters import AnyOf, Compare, Controller, Flag, HasKeyword, InZone, Op, OwnedBy, Stat
from mtgsolver.model.keywords import (
    ColorCount,
    Everything,
    Grant,
    OfColor,
    OfType,
    Protection,
    ProtectionKind,
    keyword_items,
    protection_qualities,
    read_cant_be_targeted,
    read_grant,
    read_player_grant,
    read_quality,
    rules_lines,
)
from mtgsolver.model.state import Zone
from mtgsolver.model.targets import parse_targets


def test_rules_lines_and_keyword_lines() -> None:
    """CR 702.1: a keyword line lists keywords; reminder text is not rules text."""
    lines = rules_lines("Flying, hexproof (This creature can't be the target of spells.)\nDraw a card.")
    assert lines == ("Flying, hexproof", "Draw a card.")
    assert keyword_items(lines[0]) == ("flying", "hexproof")
    assert keyword_items(lines[1]) == ()


def test_grants() -> None:
    """CR 613.1f: static abilities that give keywords, and to which permanents."""
    assert read_grant("Equipped creature has shroud.") == Grant(frozenset({"shroud"}), noun="creature", attached=True)
    assert read_grant("Other Elf creatures you control have hexproof and protection from red.") == Grant(
        frozenset({"hexproof", "protection from red"}), noun="creature", other=True, you_control=True,
        subtypes=frozenset({"Elf"}))
    assert read_grant("Draw a card.") is None
    assert read_player_grant("You have hexproof.") == {"hexproof"}
    assert read_player_grant("Creatures you control have hexproof.") == frozenset()


def test_qualities_and_restrictions() -> None:
    """CR 702.11d, 702.16a, 702.16j: the quality of "from ..." is typed; "can't be the target of" lines (CR 115.1:
    "spells" names spells only, so abilities may still target)."""
    assert read_quality("everything") == Everything("everything")
    assert read_quality("red") == OfColor("red", "R")
    assert read_quality("multicolored") == ColorCount("multicolored", 2, 5)
    assert read_quality("artifacts") == OfType("artifacts", "artifact", frozenset({"Artifact", "Artifacts"}))
    assert protection_qualities(["flying", "protection from red and from blue"]) == [
        Protection(ProtectionKind.PROTECTION, OfColor("red", "R"), text="protection from red and from blue"),
        Protection(ProtectionKind.PROTECTION, OfColor("blue", "U"), text="protection from red and from blue"),
    ]
    line = "This creature can't be the target of spells your opponents control."
    assert read_cant_be_targeted(line, "Bears") == Protection(ProtectionKind.CANT_BE_TARGET, opponents_only=True,
                                                              text=line, spells_only=True)


def test_conditions_of_target_phrases() -> None:
    """CR 115.1: conditions after "target" are typed values; their short forms name them in messages."""
    (s,) = parse_targets("Destroy target creature with mana value X or less you own without flying.")
    assert s.filter is not None
    assert s.filter.extra == (Compare(Stat.MANA_VALUE, Op.AT_MOST, None), OwnedBy(Controller.YOU),
                              HasKeyword("flying", negated=True))
    assert [str(c) for c in s.filter.extra] == ["mv<=X", "owner:you", "lacks:flying"]
    (s,) = parse_targets("Return target creature card from your graveyard to your hand.")
    assert s.filter is not None and s.filter.extra == (InZone(Zone.GRAVEYARD),)
    (s,) = parse_targets("Destroy target attacking or blocking creature.")
    assert s.filter is not None and s.filter.extra == (AnyOf((Flag.ATTACKING, Flag.BLOCKING)),)
