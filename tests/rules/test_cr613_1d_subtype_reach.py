"""Unread changes of creature types (model/relevance.py ``StaticReach.SUBTYPES``, solver/never_guessed.py): a
sentence such as Mephidross Vampire's "Each creature you control is a Vampire in addition to its other creature
types ..." or Burakos's "Burakos is also a Cleric, Rogue, Warrior, and Wizard." changes creature types only (layer
4, CR 613.1d; CR 205.1b keeps the other types, 205.3m lists the creature types, 702.73a: changeling is every
creature type). A creature type changes no mana ability, cost or target by itself: only a text that reads one (a
cost "Sacrifice a Wizard", a count "for each Elf", a spending restriction "an ability of an Assassin source", CR
106.6, a target "target Wizard", CR 115.1). So such a sentence stops an answer only on a board where a text reads
creature types, or for a payment whose cost names one, and one that only adds creature types (Kudo's "are Bears in
addition to their other types") only where such a text names one of them; card types and supertypes ("is a 4/4 Gorgon creature", "is
an artifact", "legendary", CR 205.2, 205.4) still change anything.

Cards (current Oracle text): Burakos, Party Leader (Orc): "Burakos is also a Cleric, Rogue, Warrior, and Wizard."
and "Whenever Burakos attacks, defending player loses X life and you create X Treasure tokens, where X is the number
of creatures in your party." Mephidross Vampire (Vampire): "Each creature you control is a Vampire in addition to
its other creature types and has "Whenever this creature deals damage to a creature, put a +1/+1 counter on this
creature."" Xenograft: "As this enchantment enters, choose a creature type. Each creature you control is the chosen
type in addition to its other types." Brotherhood Regalia: "Equipped creature has ward {2}, is an Assassin in
addition to its other types, and can't be blocked." Brotherhood Headquarters: "{T}: Add {C}." and "{T}: Add one
mana of any color. Spend this mana only to cast an Assassin spell or a spell that has freerunning, or to activate an
ability of an Assassin source." Priest of Titania (Elf): "{T}: Add {G} for each Elf on the battlefield." Riptide
Laboratory: "{T}: Add {C}." and "{1}{U}, {T}: Return target Wizard you control to its owner's hand." Prodigal
Pyromancer: "{T}: This creature deals 1 damage to any target." Llanowar Elves: "{T}: Add {G}." Grizzly Bears has no
text.
"""

from __future__ import annotations

import pytest
from mtgsolver.model.mana import ManaType
from mtgsolver.model.relevance import StaticReach, names_creature_type, static_reaches

from mtgsolver import UnsupportedText
from tests.helpers import board as _board
from tests.helpers import inline, obj

FOREST = obj("forest", "Forest")
ELVES = obj("elves", "Llanowar Elves")
BEARS = obj("bears", "Grizzly Bears")
BURAKOS = obj("burakos", "Burakos, Party Leader")
MEPHIDROSS = obj("meph", "Mephidross Vampire")

S = StaticReach.SUBTYPES


@pytest.mark.parametrize(("sentence", "reaches"), [
    # CR 613.1d, 205.1b: creature types added, the others kept ("in addition", "also"); beside them a change of
    # power and toughness is POWER (CR 613.4c), a combat keyword COMBAT (CR 613.1f).
    ("Burakos is also a Cleric, Rogue, Warrior, and Wizard.", {S}),
    ("Other creatures you control are Assassins in addition to their other types.", {S}),
    ("Equipped creature gets +2/+2 and is a Spider Hero in addition to its other types.", {S, StaticReach.POWER}),
    # CR 613.1f, 603.1: a granted trigger that adds no mana, beside the types.
    (("Each creature you control is a Vampire in addition to its other creature types and has \"Whenever this "
      "creature deals damage to a creature, put a +1/+1 counter on this creature.\""), {S, StaticReach.COMBAT}),
    # CR 105.3: "a white Angel" sets a colour too.
    (("Equipped creature gets +2/+2, has flying, and is a white Angel in addition to its other colors and types."),
     {S, StaticReach.POWER, StaticReach.COMBAT, StaticReach.COLORS}),
    (("As long as this creature has three or more +1/+1 counters on it, it has flying and is a Knight in addition "
      "to its other types."), {S, StaticReach.COMBAT}),
    # CR 205.1a: creature types set, the old ones replaced: still only creature types.
    ("Creatures you control are the chosen type.", {S}),
    ("This creature is the chosen type in addition to its other types.", {S}),
    # CR 702.73a: every creature type.
    ("Equipped creature gets +3/+0 and is every creature type.", {S, StaticReach.POWER}),
    # Card types and supertypes (CR 205.2, 205.4, 205.1b): anything.
    ("This Case is a 4/4 Gorgon creature with deathtouch and lifelink in addition to its other types.",
     {StaticReach.CHANGES}),
    ("Enchanted artifact is a Golem creature with base power and toughness 5/4 in addition to its other types.",
     {StaticReach.CHANGES}),
    ("Creatures you control are artifacts in addition to their other types.", {StaticReach.CHANGES}),
    (("Enchanted creature gets +2/+2, has first strike and vigilance, and is a legendary Soldier in addition to its "
      "other types."), {StaticReach.CHANGES}),
    # CR 305.7: a land's chosen type is a land type, which changes its mana.
    ("This land is the chosen type in addition to its other types.", {StaticReach.CHANGES}),
    ("Each land with an everything counter on it is every land type in addition to its other types.",
     {StaticReach.CHANGES}),
])
def test_613_1d_the_reach_of_a_change_of_creature_types(sentence: str, reaches: set[StaticReach]) -> None:
    """The reaches of an unread static sentence, by the rule cited per row."""
    assert static_reaches(sentence) == reaches


@pytest.mark.parametrize(("text", "reads"), [
    ("Sacrifice a Goblin: Add {R}.", True),  # CR 118.3: a cost only a Goblin pays
    ("{T}: Add {G} for each Elf on the battlefield.", True),  # CR 106.5: a count of Elves
    ("Spend this mana only to cast a Dragon spell.", True),  # CR 106.6
    ("Destroy target non-Human creature.", True),  # CR 115.1
    ("Whenever this creature attacks, you draw a card for each creature in your party.", True),  # CR 700.8
    ("Other creatures you control of the chosen type get +1/+1.", True),
    ("{T}: Add {C}.", False),
    ("As this enchantment enters, choose a creature type.", False),  # CR 205.3e: a choice reads no object
    ("{T}: Add {B}. Activate only if you control an Urza's Power-Plant.", False),  # land types, CR 205.3i
])
def test_205_3m_texts_that_read_creature_types(text: str, reads: bool) -> None:
    """CR 205.3m: a text reads creature types when it names one (singular or plural), "creature type", "the
    chosen type", a party or outlaws (CR 700.8, 700.12)."""
    assert names_creature_type(text) is reads


def test_205_3m_burakos_doesnt_stop_a_forest_and_elves_payment() -> None:
    """CR 601.2g-h, 605.3a: Alice's Forest and Llanowar Elves each add {G}, so {G}{G} is payable and the Elves could
    produce {G} (CR 106.7), whatever creature types Burakos has: no text here reads one (its party trigger acts only
    as it resolves, CR 603.3)."""
    board = _board(FOREST, ELVES, BURAKOS)
    assert board.is_payable("alice", "{G}{G}") is True
    assert board.could_produce("elves") == ("G",)


def test_205_3m_mephidross_vampire_doesnt_stop_a_payment_no_text_reads_vampires_in() -> None:
    """CR 613.1d, 605.3a: Mephidross makes the Elves a Vampire and gives them a damage trigger; neither changes
    what the Forest and the Elves add, so {G}{G} is payable."""
    board = _board(FOREST, ELVES, MEPHIDROSS)
    assert board.is_payable("alice", "{G}{G}") is True


def test_115_4_any_target_doesnt_read_burakos_types() -> None:
    """CR 115.4, 602.2: Prodigal Pyromancer's "any target" asks for no creature type, so Burakos's unread types
    don't stop whether the ability may be activated."""
    board = _board(obj("pyro", "Prodigal Pyromancer"), BURAKOS)
    assert bool(board.can_activate("pyro", 0)) is True


def test_118_3_a_cost_that_sacrifices_a_wizard_reads_burakos() -> None:
    """CR 118.3, 205.3m, 613.1d: Burakos is also a Wizard (its own sentence, read in layer 4), so "{G}, Sacrifice a
    Wizard" is payable with the Forest and Burakos; without Burakos no Wizard is there to sacrifice."""
    assert _board(FOREST, ELVES, BURAKOS).is_payable("alice", "{G}, Sacrifice a Wizard") is True
    assert _board(FOREST, ELVES).is_payable("alice", "{G}, Sacrifice a Wizard") is False


def test_115_1_a_target_wizard_reads_burakos() -> None:
    """CR 115.1, 601.2c, 602.2b: Riptide Laboratory's second ability needs a target Wizard Alice controls; Burakos
    is one by its own "is also a ... Wizard" (CR 205.3m), so the ability may be activated; beside Grizzly Bears
    alone it may not (no legal target)."""
    assert _board(obj("lab", "Riptide Laboratory"), BURAKOS).can_activate("lab", 1).legal is True
    assert _board(obj("lab", "Riptide Laboratory"), BEARS).can_activate("lab", 1).legal is False


def test_106_6_a_restriction_naming_assassins_reads_the_regalia() -> None:
    """CR 106.6, 205.1b: the Bears equipped with Brotherhood Regalia is an Assassin, so Brotherhood Headquarters'
    mana of any color may pay {R} for an ability of the Bears; the Regalia's sentence is unread, so the answer is
    ``unsupported_text`` at the Regalia."""
    board = _board(obj("hq", "Brotherhood Headquarters"), BEARS,
                   obj("regalia", "Brotherhood Regalia", attached_to="bears"))
    with pytest.raises(UnsupportedText) as error:
        board.is_payable("alice", "{R}", source="bears")
    assert error.value.path == "state.objects[2]"


def test_106_5_a_count_of_elves_reads_xenograft() -> None:
    """CR 106.5, 613.1d, 205.1b: with Elf chosen for Xenograft ("Each creature you control is the chosen type in
    addition to its other types."), Alice's Bears is an Elf, so Priest of Titania ("{T}: Add {G} for each Elf on
    the battlefield.") adds {G}{G} (two Elves): {G}{G} is payable, {G}{G}{G} is not."""
    board = _board(obj("priest", "Priest of Titania"), BEARS,
                   obj("xeno", "Xenograft", chosen={"creature_type": "Elf"}))
    assert board.is_payable("alice", "{G}{G}") is True
    assert board.is_payable("alice", "{G}{G}{G}") is False


def test_205_3m_611_3a_maskwood_nexus_makes_grizzly_bears_an_elf() -> None:
    """CR 205.3m, 613.1d, 118.3: under Maskwood Nexus ("Creatures you control are every creature type. ...") Alice's
    Grizzly Bears is an Elf, so Birchlore Rangers ("Tap two untapped Elves you control: Add one mana of any color.")
    can tap itself and the Bears for {G}; without the Nexus the Rangers is her only Elf and {G} can't be paid."""
    nexus = _board(obj("r", "Birchlore Rangers"), BEARS, obj("n", "Maskwood Nexus"))
    assert nexus.is_payable("alice", "{G}") is True
    assert _board(obj("r", "Birchlore Rangers"), BEARS).is_payable("alice", "{G}") is False


def test_106_5_611_3a_a_count_of_elves_reads_arcane_adaptation() -> None:
    """CR 106.5, 613.1d, 611.3a: Arcane Adaptation's "Creatures you control are the chosen type in addition to their
    other types. The same is true for creature spells you control and creature cards you own that aren't on the
    battlefield." makes, with Elf chosen, Alice's Bears an Elf as Xenograft does, so Priest of Titania adds {G}{G}:
    {G}{G} is payable, {G}{G}{G} is not."""
    board = _board(obj("priest", "Priest of Titania"), BEARS,
                   obj("adapt", "Arcane Adaptation", chosen={"creature_type": "Elf"}))
    assert board.is_payable("alice", "{G}{G}") is True
    assert board.is_payable("alice", "{G}{G}{G}") is False


def test_106_5_a_count_of_elves_reads_an_unread_conspiracy() -> None:
    """CR 106.5, 613.1d: Conspiracy's "Creatures you control are the chosen type. The same is true for creature
    spells you control and creature cards you own that aren't on the battlefield." is not read, and with Elf chosen
    it would make the Bears an Elf that Priest of Titania counts: the answer is ``unsupported_text`` at
    Conspiracy."""
    board = _board(obj("priest", "Priest of Titania"), BEARS,
                   obj("conspiracy", "Conspiracy", chosen={"creature_type": "Elf"}))
    with pytest.raises(UnsupportedText) as error:
        board.is_payable("alice", "{G}{G}")
    assert error.value.path == "state.objects[2]"


def test_613_1f_a_grant_to_slivers_reads_xenograft() -> None:
    """CR 613.1d then 613.1f: with Sliver chosen for Xenograft, Alice's Bears is a Sliver, so Gemhide Sliver's "All
    Slivers have "{T}: Add one mana of any color."" gives it that ability and the Bears could produce W, U, B, R
    and G (CR 106.7). With Bob's Xenograft, Alice's Bears is no Sliver and could produce nothing."""
    board = _board(BEARS, obj("gem", "Gemhide Sliver", controller="bob"),
                   obj("xeno", "Xenograft", chosen={"creature_type": "Sliver"}))
    assert board.could_produce("bears") == (ManaType.W, ManaType.U, ManaType.B, ManaType.R, ManaType.G)
    bobs = _board(BEARS, obj("gem", "Gemhide Sliver", controller="bob"),
                  obj("xeno", "Xenograft", controller="bob", chosen={"creature_type": "Sliver"}))
    assert bobs.could_produce("bears") == ()


def test_605_1a_a_grant_to_slivers_of_no_mana_ability_reads_no_xenograft() -> None:
    """CR 605.1a, 106.7, 613.1f: Crypt Sliver's "All Slivers have "{T}: Regenerate target Sliver."" gives an
    activated ability that adds no mana, not a mana ability: with Xenograft (unread) making the Bears a Sliver, the
    Bears still could produce nothing and the Forest {G}."""
    xenograft = obj("xeno", "Xenograft", chosen={"creature_type": "Sliver"})
    board = _board(BEARS, obj("crypt", "Crypt Sliver", controller="bob"), xenograft, FOREST)
    assert board.could_produce("bears") == ()
    assert board.could_produce("forest") == ("G",)


def test_614_1c_a_dragon_read_only_as_a_land_entered_reads_no_type_now() -> None:
    """CR 614.1c, 605.3a: Temple of the Dragon Queen reads Dragons only as it entered ("As this land enters, you may
    reveal a Dragon card ... This land enters tapped unless ... you control a Dragon."; whether it is tapped, the
    state says), so nothing on the board reads creature types now: with red chosen, the Temple's {R} and the
    Elves' {G} pay {R}{G}, and nothing pays {R}{R}, whatever Burakos's types are. Temple of the Dragon Queen's other
    lines: "As this land enters, choose a color." and "{T}: Add one mana of the chosen color.\""""
    board = _board(obj("temple", "Temple of the Dragon Queen", chosen={"color": "R"}), ELVES, BURAKOS)
    assert board.is_payable("alice", "{R}{G}") is True
    assert board.is_payable("alice", "{R}{R}") is False


KUDO = obj("kudo", "Kudo, King Among Bears")  # "Other creatures have base power and toughness 2/2 and are Bears
# in addition to their other types."


def test_205_1b_bears_added_change_no_count_of_elves() -> None:
    """CR 205.1b, 613.1d: Kudo's unread sentence only adds the creature type Bear (and sets power and toughness,
    which nothing here reads); Elvish Archdruid's "{T}: Add {G} for each Elf you control." counts Elves, which adding
    Bear changes for no creature: the Archdruid and the Elves are two Elves, so Alice pays {G}{G}{G} (Archdruid's
    {G}{G}, the Elves' {G}) and not {G}{G}{G}{G}; the Archdruid could produce G."""
    board = _board(KUDO, obj("arch", "Elvish Archdruid"), ELVES)
    assert board.is_payable("alice", "{G}{G}{G}") is True
    assert board.is_payable("alice", "{G}{G}{G}{G}") is False
    assert [t.value for t in board.could_produce("arch")] == ["G"]


def test_205_1b_bears_added_beside_a_text_naming_bears_are_not_guessed() -> None:
    """CR 205.1b, 613.1f: with "Bears you control have "{T}: Add {G}."" on the board, Kudo's Bears would give the
    Llanowar Elves (a Bear then) a second mana ability: could_produce is not guessed; nor is a payment whose cost
    names Bears ("{G}, Sacrifice a Bear": the Elves would be one to sacrifice, CR 118.3)."""
    lord = inline("lord", "Bear Lord", "Enchantment", 'Bears you control have "{T}: Add {G}."')
    with pytest.raises(UnsupportedText):
        _board(KUDO, ELVES, lord).could_produce("elves")
    with pytest.raises(UnsupportedText):
        _board(KUDO, ELVES, FOREST).is_payable("alice", "{G}, Sacrifice a Bear")
