"""The model's readings of card text that the solvers use (model.copiers, model.xvalue): typed values, no solving.

CR 702.33g (kicked sentences), 601.2d (divisions), 700.2 (modes), 107.3c and 107.3m (X)."""

from __future__ import annotations

import pytest
from mtgsolver.model.abilities import Ability, AbilityKind
from mtgsolver.model.copiers import (
    Division,
    ability_target_specs,
    is_modal,
    kicked_targets,
    names_targets,
    read_division,
    without_reminder,
)
from mtgsolver.model.errors import BadRequest
from mtgsolver.model.xvalue import XReading, is_etb, read_x, remove_x_counters, x_is_exiled_mana_value

JILT = ("Return target creature to its owner's hand. If this spell was kicked, it deals 2 damage to another target "
        "creature.")
FIGHT_WITH_FIRE = ("Fight with Fire deals 5 damage to target creature. If this spell was kicked, it deals 10 damage "
                   "divided as you choose among any number of targets instead.")
CHARM = ("Choose one —\n• Destroy target artifact.\n• Return target creature to its owner's hand.")


def test_702_33g_kicked_sentence_targets_only_when_kicked() -> None:
    """CR 702.33g: Jilt's second target exists only if it was kicked; Fight with Fire's kicked sentence replaces
    the one before it; a text without a kicked sentence reads ``None``."""
    assert [s.text for s in kicked_targets(JILT, False) or []] == ["target creature"]
    assert len(kicked_targets(JILT, True) or []) == 2
    kicked = kicked_targets(FIGHT_WITH_FIRE, True)
    assert kicked is not None and len(kicked) == 1 and "player" in kicked[0].allowed
    assert kicked_targets("Lightning Bolt deals 3 damage to any target.", True) is None


def test_601_2d_division() -> None:
    """CR 601.2d: the amount a text divides: a number word, X, or nothing."""
    assert read_division(FIGHT_WITH_FIRE) == Division(amount=10)
    assert read_division("Distribute two +1/+1 counters among one or two target creatures.") == Division(amount=2)
    assert read_division("It deals X damage divided as you choose among any number of targets.") == Division(
        amount=None, x=True)
    assert read_division(JILT) is None


def test_700_2_modes_and_targets() -> None:
    """CR 700.2, 115.1: a bulleted text is modal; its chosen modes' targets follow the ability's own; a mode the
    ability doesn't have is a bad request."""
    charm = Ability(index=0, text=CHARM, kind=AbilityKind.SPELL)
    assert is_modal(charm) and names_targets(charm)
    assert [s.text for s in ability_target_specs(charm, [1])] == ["target creature"]
    with pytest.raises(BadRequest):
        ability_target_specs(charm, [2])
    assert without_reminder("Flying (This creature (really) flies.)") == "Flying"


def test_107_3_x_readings() -> None:
    """CR 107.3c, 107.3m: how a text uses X."""
    assert read_x("When this creature enters, it deals X damage to any target.") == XReading(
        refers=True, defined=False, etb=True)
    assert read_x("This creature gets +X/+0, where X is the number of cards in your hand.").defined
    assert not read_x("Flying").refers
    assert is_etb(Ability(index=0, text="This creature enters with X +1/+1 counters on it.",
                          kind=AbilityKind.STATIC))
    assert not is_etb(Ability(index=0, text="When this creature enters, draw a card.", kind=AbilityKind.SPELL))
    assert x_is_exiled_mana_value("Add X mana of any one color, where X is the mana value of the exiled card.")
    assert remove_x_counters("Remove X storage counters from this land") == "storage"
    assert remove_x_counters("Remove a storage counter from this land") is None
