"""CR 702.136a, 302.6: riot ("You may have this creature enter with an additional +1/+1 counter on it. If you don't,
it gains haste.") is a choice made as the creature entered, which the state doesn't record: whether a
summoning-sick creature with riot has haste is not known, so its {T} mana abilities are not guessed.

Cards (current Oracle text): Zhur-Taa Goblin (Riot), Rhythm of the Wild ("Creature spells you control can't be
countered." and "Nontoken creatures you control have riot."), Cryptolith Rite ("Creatures you control have "{T}:
Add one mana of any color.""), Llanowar Elves ("{T}: Add {G}."), Forest (CR 305.6).
"""

from __future__ import annotations

import pytest
from mtgsolver.model.errors import UnsupportedText
from mtgsolver.model.relevance import StaticReach, static_reaches

from tests.helpers import board, obj


def test_702_136a_a_sick_creature_with_riot_may_have_haste() -> None:
    """CR 702.136a, 302.6: a summoning-sick Zhur-Taa Goblin under Cryptolith Rite could tap for mana if it entered
    with haste: {G}{R} with the Forest is not guessed; not sick, it pays the {R}; {G} alone the Forest pays."""
    sick = board(obj("rite", "Cryptolith Rite"), obj("goblin", "Zhur-Taa Goblin", summoning_sick=True),
                 obj("forest", "Forest"))
    with pytest.raises(UnsupportedText) as error:
        sick.is_payable("alice", "{G}{R}")
    assert error.value.path == "state.objects[1]"
    assert sick.is_payable("alice", "{G}") is True
    ready = board(obj("rite", "Cryptolith Rite"), obj("goblin", "Zhur-Taa Goblin"), obj("forest", "Forest"))
    assert ready.is_payable("alice", "{G}{R}") is True


def test_702_136a_rhythm_of_the_wild_gives_riot_which_may_give_haste() -> None:
    """CR 702.136a, 302.6, 613.1f: Rhythm of the Wild's "Nontoken creatures you control have riot." can only give
    haste: a summoning-sick Llanowar Elves may have entered with it, so {G}{G} with a Forest is not guessed; without
    a sick creature the sentence changes nothing: the Forest and a ready Elves pay {G}{G}."""
    assert static_reaches("Nontoken creatures you control have riot.") == {StaticReach.HASTE}
    sick = board(obj("rhythm", "Rhythm of the Wild"), obj("elves", "Llanowar Elves", summoning_sick=True),
                 obj("forest", "Forest"))
    with pytest.raises(UnsupportedText):
        sick.is_payable("alice", "{G}{G}")
    ready = board(obj("rhythm", "Rhythm of the Wild"), obj("elves", "Llanowar Elves"), obj("forest", "Forest"))
    assert ready.is_payable("alice", "{G}{G}") is True
