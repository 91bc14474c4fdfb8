"""CR 613.1d, 205.1b, 305.6: layer 4 effects that add subtypes. Hivestone's "Creatures you control are Slivers in
addition to their other creature types." and Life and Limb's "All Forests and all Saprolings are 1/1 green Saproling
creatures and Forest lands in addition to their other types." Values worked out from those texts, Gemhide Sliver's
"All Slivers have "{T}: Add one mana of any color."" (layer 6 after layer 4, CR 613.1f) and the rules cited.
"""

from __future__ import annotations

import pytest
from mtgsolver.model.errors import UnsupportedText
from mtgsolver.model.queries import CouldProduceQuery
from mtgsolver.solver.could_produce import answer_could_produce
from mtgsolver.solver.payments import answer_payments
from mtgsolver.solver.view import BoardView

from tests.helpers import inline, obj, pay, state

SAPROLING = ("sap", "Saproling", "Creature — Saproling", "")


def _types(s: object, oid: str) -> list[str]:
    return answer_could_produce(BoardView(s), CouldProduceQuery(id="q", object=oid))["types"]


def test_613_1d_hivestone_makes_creatures_slivers() -> None:
    """CR 613.1d, 613.1f: under Hivestone, Alice's Grizzly Bears is a Sliver, so Gemhide Sliver gives it "{T}: Add
    one mana of any color."; Bob's Bears is no Sliver."""
    s = state(obj("hive", "Hivestone"), obj("gem", "Gemhide Sliver", controller="bob"), obj("bears", "Grizzly Bears"),
              obj("bob-bears", "Grizzly Bears", controller="bob"))
    assert _types(s, "bears") == ["W", "U", "B", "R", "G"]
    assert _types(s, "bob-bears") == []


def test_305_6_life_and_limb_saprolings_are_forests() -> None:
    """CR 305.6, 613.1d: a Saproling under Life and Limb is a Forest land, so it has "{T}: Add {G}"; with a Forest,
    Alice pays {G}{G}. A Forest is a 1/1 creature too: summoning-sick, it can't tap for mana (CR 302.6), and then
    {G}{G} can't be paid."""
    sap = inline(*SAPROLING, power="1", toughness="1")
    s = state(obj("ll", "Life and Limb"), sap, obj("f", "Forest"))
    assert _types(s, "sap") == ["G"]
    assert answer_payments(BoardView(s), pay("{G}{G}"))["payable"] is True
    sick = state(obj("ll", "Life and Limb"), sap, obj("f", "Forest", summoning_sick=True))
    assert answer_payments(BoardView(sick), pay("{G}{G}"))["payable"] is False
    assert BoardView(s).views["f"].power == 1


def test_613_8_life_and_limb_with_blood_moon_is_never_guessed() -> None:
    """CR 613.8: Blood Moon's "Nonbasic lands are Mountains." and Life and Limb's effect could each change what the
    other applies to (a Saproling that becomes a nonbasic land; a nonbasic Forest that becomes a Mountain): their
    order is not modelled, so nothing on the board is answered."""
    sap = inline(*SAPROLING, power="1", toughness="1")
    s = state(obj("ll", "Life and Limb"), obj("moon", "Blood Moon", controller="bob"), sap)
    with pytest.raises(UnsupportedText):
        _types(s, "sap")


def test_205_3m_burakos_is_also_a_cleric() -> None:
    """CR 205.3m, 613.1d, 613.1f: Burakos, Party Leader's "Burakos is also a Cleric, Rogue, Warrior, and Wizard."
    adds creature types (layer 4), so a grant to Clerics ("Clerics you control have "{T}: Add {W}."", layer 6)
    gives Burakos a mana ability: it could produce W. Llanowar Elves is no Cleric."""
    lord = inline("lord", "Cleric Lord", "Enchantment", 'Clerics you control have "{T}: Add {W}."')
    s = state(lord, obj("burakos", "Burakos, Party Leader"), obj("elves", "Llanowar Elves"))
    assert _types(s, "burakos") == ["W"]
    assert _types(s, "elves") == ["G"]


def test_205_3m_metallic_mimic_is_the_chosen_type() -> None:
    """CR 205.3m, 205.1b, 614.12: Metallic Mimic's "This creature is the chosen type in addition to its other types."
    with Elf chosen as it entered: it is an Elf too, so Elvish Archdruid's "{T}: Add {G} for each Elf you control."
    counts Llanowar Elves, the Archdruid itself and the Mimic: {G}{G}{G}, and {G}{G}{G}{G} is out of reach."""
    s = state(obj("mimic", "Metallic Mimic", chosen={"creature_type": "Elf"}), obj("druid", "Elvish Archdruid"),
              obj("elves", "Llanowar Elves", tapped=True))
    assert "Elf" in BoardView(s).views["mimic"].subtypes
    assert answer_payments(BoardView(s), pay("{G}{G}{G}"))["payable"] is True
    assert answer_payments(BoardView(s), pay("{G}{G}{G}{G}"))["payable"] is False


def test_614_12_metallic_mimic_without_its_choice_is_never_guessed_where_types_are_read() -> None:
    """CR 614.12, 205.3m: without its ``chosen`` creature type, the Mimic's type is not known: beside Elvish
    Archdruid, which counts Elves, the payment is ``unsupported_text`` at the Mimic's ``chosen``; beside a Forest
    alone, which reads no creature type, {G} is payable."""
    s = state(obj("mimic", "Metallic Mimic"), obj("druid", "Elvish Archdruid"))
    with pytest.raises(UnsupportedText) as error:
        answer_payments(BoardView(s), pay("{G}{G}"))
    assert error.value.path == "state.objects[0].chosen"
    alone = state(obj("mimic", "Metallic Mimic"), obj("f", "Forest"))
    assert answer_payments(BoardView(alone), pay("{G}"))["payable"] is True


def test_305_6_ashaya_makes_alices_nontoken_creatures_forests() -> None:
    """CR 305.6, 205.1b, 302.6: Ashaya, Soul of the Wild's "Nontoken creatures you control are Forest lands in
    addition to their other types." gives Ashaya and Alice's Grizzly Bears "{T}: Add {G}"; a summoning-sick Bears
    could produce {G} too (CR 106.7 ignores costs) but can't tap to pay (CR 302.6); a creature token (CR 111.1) and
    Bob's Bears are not Forests. With a Forest Alice pays {G}{G}{G} and not {G}{G}{G}{G}."""
    token = inline("tok", "Saproling", "Token Creature — Saproling", "", power="1", toughness="1", is_token=True)
    s = state(obj("ashaya", "Ashaya, Soul of the Wild"), obj("bears", "Grizzly Bears"),
              obj("sick", "Grizzly Bears", summoning_sick=True), token, obj("f", "Forest"),
              obj("bob-bears", "Grizzly Bears", controller="bob"))
    assert _types(s, "ashaya") == ["G"]
    assert _types(s, "bears") == ["G"]
    assert _types(s, "sick") == ["G"]
    assert _types(s, "tok") == []
    assert _types(s, "bob-bears") == []
    assert answer_payments(BoardView(s), pay("{G}{G}{G}", mode="check"))["payable"] is True
    assert answer_payments(BoardView(s), pay("{G}{G}{G}{G}", mode="check"))["payable"] is False


def test_305_6_natural_emergence_lands_are_still_lands() -> None:
    """CR 305.6, 613.1d, 302.6: Natural Emergence's "Lands you control are 2/2 creatures with first strike. They're
    still lands." keeps Alice's Mountain's "{T}: Add {R}"; as a creature that came under her control this turn it
    couldn't tap (CR 302.6), otherwise it pays {R}; Bob's Mountain is no creature."""
    s = state(obj("ne", "Natural Emergence"), obj("m", "Mountain"), obj("sick", "Mountain", summoning_sick=True),
              obj("bob-m", "Mountain", controller="bob"))
    assert _types(s, "m") == ["R"]
    assert answer_payments(BoardView(s), pay("{R}", mode="check"))["payable"] is True
    assert answer_payments(BoardView(s), pay("{R}{R}", mode="check"))["payable"] is False
