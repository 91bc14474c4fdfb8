"""CR 601.2c, 115.1: target words read from real lands: "target 1/1 creature" (Pendelhaven: that power and
toughness, CR 208.1, as the layers leave them) and "target colorless creature that entered this turn" (Ruins of
Oran-Rief: the state's ``entered_this_turn``). An ability with no legal target can't be activated (CR 601.2c).

Card wording is the current Oracle text of ``../shared/data/oracle-corpus.jsonl.gz``, inline here so the tests run
without the shared folder. Every value below is worked out from that text and the rules cited.
"""

from __future__ import annotations

from typing import Any

from tests.helpers import board, inline, obj

PENDELHAVEN_TEXT = "{T}: Add {G}.\n{T}: Target 1/1 creature gets +1/+2 until end of turn."
RUINS_TEXT = ("This land enters tapped.\n{T}: Add {C}. ({C} represents colorless mana.)\n{T}: Put a +1/+1 counter on "
              "target colorless creature that entered this turn.")


def ornithopter(**fields: Any) -> dict[str, Any]:
    return inline("o", "Ornithopter", "Artifact Creature — Thopter", "Flying", "{0}", power="0", toughness="2",
                  **fields)


def rules(check: Any) -> set[str]:
    return {r.rule for r in check.reasons}


def test_601_2c_pendelhaven_targets_a_1_1_creature_only() -> None:
    """CR 601.2c, 208.1: Llanowar Elves (1/1) is a legal target of Pendelhaven's second ability; Grizzly Bears (2/2)
    alone is not, so then it can't be activated."""
    land = inline("p", "Pendelhaven", "Legendary Land", PENDELHAVEN_TEXT)
    assert board(land, obj("e", "Llanowar Elves")).can_activate("p", 1).legal
    check = board(land, obj("b", "Grizzly Bears")).can_activate("p", 1)
    assert not check.legal and rules(check) == {"CR 601.2c"}


def test_601_2c_pendelhaven_reads_power_as_the_layers_leave_it() -> None:
    """CR 613.4c, 208.1: Glorious Anthem makes Alice's Llanowar Elves 2/2, no legal target then."""
    land = inline("p", "Pendelhaven", "Legendary Land", PENDELHAVEN_TEXT)
    check = board(land, obj("e", "Llanowar Elves"), obj("a", "Glorious Anthem")).can_activate("p", 1)
    assert not check.legal and rules(check) == {"CR 601.2c"}


def test_601_2c_ruins_of_oran_rief_needs_a_colorless_creature_that_entered_this_turn() -> None:
    """CR 601.2c, 105.2c: an Ornithopter (colorless) that entered this turn is a legal target; one that didn't is
    not, nor is Grizzly Bears (green) that did."""
    ruins = inline("r", "Ruins of Oran-Rief", "Land", RUINS_TEXT)
    assert board(ruins, ornithopter(entered_this_turn=True)).can_activate("r", 2).legal
    check = board(ruins, ornithopter(), obj("b", "Grizzly Bears", entered_this_turn=True)).can_activate("r", 2)
    assert not check.legal and rules(check) == {"CR 601.2c"}
