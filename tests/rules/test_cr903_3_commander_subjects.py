"""Texts about commanders (CR 903.3: a commander is a card its owner designated; the state's ``commander_casts``
marks one): "target commander" asks for one (CR 115.1, 601.2c), and a static sentence about "Commander creatures
you own" or "commanders you control" applies only to them (CR 611.3a, 613), so while no permanent is one it changes
nothing, read or not. Ownership ("you own", CR 108.3) is read from the perspective of the sentence's controller.

Cards (current Oracle text): Witch's Clinic: "{T}: Add {C}. / {2}, {T}: Target commander gains lifelink until end
of turn." Wizard from Beyond: "Commander creatures you own are Clerics, Rogues, Warriors, and Wizards in addition
to their other types." (not read). Heritage Druid (Elf): "Tap three untapped Elves you control: Add {G}{G}{G}."
Shameless Charlatan: "Commander creatures you own have "{2}{U}: This creature becomes a copy of another target
creature."" (not read).
"""

from __future__ import annotations

from typing import Any

import pytest
from mtgsolver.model.relevance import static_subject_filter

from mtgsolver import UnsupportedText
from tests.helpers import board, obj

LANDS = (obj("f1", "Forest"), obj("f2", "Forest"))


def legal(b: Any, object_id: str, ability: int) -> bool:
    return b.can_activate(object_id, ability).legal


def test_601_2c_903_3_target_commander_needs_a_commander() -> None:
    """CR 601.2c, 903.3: with only a Grizzly Bears that is no commander, Witch's Clinic's second ability has no
    legal target; when the Bears are Bob's commander, it has one (a commander of any player: "target commander")."""
    assert legal(board(obj("clinic", "Witch's Clinic"), obj("bears", "Grizzly Bears"), *LANDS), "clinic", 1) is False
    bobs = obj("bears", "Grizzly Bears", controller="bob", commander_casts=0)
    assert legal(board(obj("clinic", "Witch's Clinic"), bobs, *LANDS), "clinic", 1) is True


def test_611_3a_commander_creatures_you_own_change_nothing_without_a_commander() -> None:
    """CR 611.3a, 205.3m: Wizard from Beyond's sentence would make Alice's commander creatures Wizards (and so not
    only Elves); with no commander on the battlefield it applies to nothing. Heritage Druid and Llanowar Elves are
    two Elves, so "Tap three untapped Elves you control" can't be paid (CR 118.3): answered, not ``unknown``."""
    b = board(obj("wizard", "Wizard from Beyond"), obj("druid", "Heritage Druid"), obj("elves", "Llanowar Elves"))
    got = b.ask("activatable", player="alice")
    assert [(r["object"], r["legal"]) for r in got["abilities"] if r["object"] == "druid"] == [("druid", False)]
    assert "unknown" not in got


def test_613_an_unread_change_of_a_commanders_types_is_never_guessed() -> None:
    """CR 613.1d, 903.3: when Alice's Llanowar Elves is her commander, the sentence applies to it and is not read:
    whether the Druid can tap three Elves is ``unsupported_text`` at Wizard from Beyond."""
    b = board(obj("wizard", "Wizard from Beyond"), obj("druid", "Heritage Druid"),
              obj("elves", "Llanowar Elves", commander_casts=0))
    with pytest.raises(UnsupportedText) as error:
        b.can_activate("druid", 0)
    assert error.value.path == "state.objects[0]"


def test_108_3_you_own_is_the_sentences_controller() -> None:
    """CR 108.3, 611.3a: Shameless Charlatan is Alice's; Bob's commander is not a creature Alice owns, so her
    Charlatan's unread grant could give it nothing and Bob's list is answered; on Alice's own commander it is
    ``unknown`` (an ability the grant could give, CR 613.1f)."""
    bobs = board(obj("charlatan", "Shameless Charlatan"), obj("bears", "Grizzly Bears", controller="bob",
                                                                 commander_casts=0))
    assert "unknown" not in bobs.ask("activatable", player="bob")
    alices = board(obj("charlatan", "Shameless Charlatan"), obj("bears", "Grizzly Bears", commander_casts=0))
    assert [u["object"] for u in alices.ask("activatable", player="alice")["unknown"]] == ["bears"]


@pytest.mark.parametrize("sentence", [
    "Commander creatures you own are Clerics, Rogues, Warriors, and Wizards in addition to their other types.",
    "During your turn, commanders you control have indestructible.",
])
def test_903_3_a_commander_subject_is_read(sentence: str) -> None:
    """CR 903.3, 611.3a: the subject names commanders, which a filter states."""
    filt = static_subject_filter(sentence, "X")
    assert filt is not None
    assert "commander" in {str(c) for c in filt.extra}


def test_108_3_creatures_you_control_but_dont_own() -> None:
    """CR 108.3, 611.3a: Garland, Royal Kidnapper's "Creatures you control but don't own get +2/+2 and can't be
    sacrificed." (not read) applies only to creatures Alice controls and another player owns. With her own
    Llanowar Elves and Forest it changes nothing: {G}{G} is paid, {G}{G}{G} isn't (CR 601.2g-h). When the Elves
    are Bob's card, it applies to them: the "no" is ``unsupported_text`` at Garland."""
    garland = obj("garland", "Garland, Royal Kidnapper")
    b = board(garland, obj("elves", "Llanowar Elves"), obj("f", "Forest"))
    assert b.is_payable("alice", "{G}{G}") is True
    assert b.is_payable("alice", "{G}{G}{G}") is False
    stolen = board(garland, obj("elves", "Llanowar Elves", owner="bob"), obj("f", "Forest"))
    with pytest.raises(UnsupportedText) as error:
        stolen.is_payable("alice", "{G}{G}{G}")
    assert error.value.path == "state.objects[0]"
