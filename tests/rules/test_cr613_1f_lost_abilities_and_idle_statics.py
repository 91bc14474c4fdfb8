"""Statics read, and statics that can't change the answer now (issue 13: the long tail of real boards).

* CR 613.1f: "Creatures lose all abilities." (Dress Down) and "All creatures lose all abilities and have base power
  and toughness 1/1." (Humility, 613.4b) take a creature's mana abilities away: Llanowar Elves adds nothing.
* CR 714.2b: a chapter ability is a triggered ability, also when the chapter has a name ("IV Depression — Target
  creature loses all abilities until your next turn.", The Five Stages of Grief): it does nothing until it resolves.
* CR 611.3a, 122.1: "Each planeswalker with one or more loyalty counters on it loses all abilities ..." (Spark
  Rupture) applies to no permanent while no planeswalker is on the battlefield; "As long as Zhao has a conqueror
  counter on him, nonbasic lands are Mountains." applies only while Zhao has one; Necrotic Ooze's "all activated
  abilities of all creature cards in all graveyards" are none while the graveyards are empty.
* CR 122.1, 118.3: "Counters can't be put on artifacts, creatures, enchantments, or lands." (Solemnity) matters only
  to a cost that puts counters (Wall of Roots' "Put a -0/-1 counter on this creature").
* CR 702.112a: renown triggers on combat damage; "Attacking creatures you control have first strike and renown 1."
  (Aragorn, Hornburg Hero) changes no mana.
* CR 613.4c: "If it's a Warrior, it gets +2/+1 instead." (Relic Axe) changes only power and toughness.
* CR 611.3a: "During your turn, ..." applies only on its controller's turn (Circle of the Moon Druid, Grand
  Abolisher, whose "your opponents" are its controller's opponents).
* CR 120.1, 508.1c: a colour of damage sources (Ghostly Flame) and "can attack as though it didn't have defender and
  it can't be blocked" (Expedition Lookout) matter only as damage is dealt or attackers are declared.
* CR 122.1: Bob's Melira's "Creatures you control can't have -1/-1 counters put on them." is about Bob's creatures.
* CR 613.6: a loss of all abilities applies to its own source too; CR 613.1: an unread type change (March of the
  Machines) matters to could_produce beside a read loss of abilities by type (Humility); CR 701.21a: a sacrifice
  during a payment can fill a graveyard (Necrotic Ooze beside Ashnod's Altar); CR 702.151b: an attached Equipment
  with reconfigure, or a bestowed card (CR 702.103b), is no creature; CR 613.8a: losses of all abilities apply in
  dependency order; CR 205.3d: a noncreature gets no creature type; CR 611.2a: a resolved effect outlasts its
  source's abilities; CR 613.1e: an unread colour change matters beside an effect that applies by colour;
  CR 615.1a, 119.4: a rule about damage matters to a payment that pays life beside a pain land.
* CR 614.1a: "If a basic land you control is tapped for mana, it produces mana of a color of your choice instead of
  any other type." (Pulse of Llanowar): Alice's Forest could produce any colour; Bob's Forest still only {G}.

The cards are real (current Oracle text, from the bundled corpus).
"""

from __future__ import annotations

import pytest
from mtgsolver.model.relevance import static_reaches
from mtgsolver.solver.api import solve

from mtgsolver import Board, UnsupportedText
from tests.helpers import board, inline, obj

FOREST = obj("forest", "Forest")
ELVES = obj("elves", "Llanowar Elves")


def test_613_1f_dress_down_takes_the_elves_mana_ability() -> None:
    """CR 613.1f: Llanowar Elves has no abilities under Dress Down, so it could produce nothing (CR 106.7) and only
    the Forest pays: {G} is payable, {G}{G} is not."""
    b = board(obj("dress", "Dress Down"), FOREST, ELVES)
    assert b.could_produce("elves") == ()
    assert b.could_produce("forest") == ("G",)
    assert b.is_payable("alice", "{G}") is True
    assert b.is_payable("alice", "{G}{G}") is False


def test_613_4b_humility_takes_the_elves_mana_ability() -> None:
    """CR 613.1f, 613.4b: under Humility the Elves lose "{T}: Add {G}."; the Forest is no creature and keeps its
    mana ability (CR 305.6)."""
    b = board(obj("humility", "Humility"), FOREST, ELVES)
    assert b.could_produce("elves") == ()
    assert b.is_payable("alice", "{G}{G}") is False
    assert b.is_payable("alice", "{G}") is True


def test_714_2b_named_chapter_is_a_triggered_ability() -> None:
    """CR 714.2b: The Five Stages of Grief's "IV Depression — Target creature loses all abilities until your next
    turn." is a chapter (triggered) ability; on the battlefield it changes nothing, so the Elves and the Forest pay
    {G}{G}."""
    b = board(obj("grief", "The Five Stages of Grief"), FOREST, ELVES)
    assert b.could_produce("elves") == ("G",)
    assert b.is_payable("alice", "{G}{G}") is True


def test_611_3a_spark_rupture_without_planeswalkers_changes_nothing() -> None:
    """CR 611.3a: Spark Rupture's subject is planeswalkers with loyalty counters; with none on the battlefield and
    no loyalty cost on the board to put one (CR 606.4), the Elves could produce {G} and {G}{G} is payable."""
    b = board(obj("rupture", "Spark Rupture"), FOREST, ELVES)
    assert b.could_produce("elves") == ("G",)
    assert b.is_payable("alice", "{G}{G}") is True


def test_611_3a_spark_rupture_beside_a_planeswalker_is_not_guessed() -> None:
    """CR 611.3a, 613.1d: beside Chandra, Torch of Defiance with loyalty counters, the unread sentence would make
    her a creature, which Gaea's Cradle's "Add {G} for each creature you control." counts: no answer."""
    b = board(obj("rupture", "Spark Rupture"), obj("chandra", "Chandra, Torch of Defiance", counters={"loyalty": 4}),
              obj("cradle", "Gaea's Cradle"))
    with pytest.raises(UnsupportedText):
        b.could_produce("cradle")


def test_611_3a_zhao_without_a_conqueror_counter_changes_no_land() -> None:
    """CR 611.3a, 122.1: with no conqueror counter on Zhao (and his "{7}: Put a conqueror counter on Zhao." puts it
    only as it resolves, CR 608.2), Llanowar Wastes keeps its abilities: it could produce {C}, {B} or {G}."""
    b = board(obj("zhao", "Zhao, the Moon Slayer"), obj("wastes", "Llanowar Wastes"))
    assert b.could_produce("wastes") == ("B", "G", "C")


def test_611_3a_zhao_with_a_conqueror_counter_is_not_guessed() -> None:
    """CR 611.3a, 305.7: with a conqueror counter, "nonbasic lands are Mountains" would make Llanowar Wastes a
    Mountain with only "{T}: Add {R}."; the sentence is not read, so no answer is given."""
    b = board(obj("zhao", "Zhao, the Moon Slayer", counters={"conqueror": 1}), obj("wastes", "Llanowar Wastes"))
    with pytest.raises(UnsupportedText):
        b.could_produce("wastes")


def test_613_1f_necrotic_ooze_with_empty_graveyards_has_no_abilities_to_gain() -> None:
    """CR 613.1f, 400.1: no card is in a graveyard, so Necrotic Ooze gains nothing, and the Elves and the Forest pay
    {G}{G} (and the Ooze could produce nothing)."""
    b = board(obj("ooze", "Necrotic Ooze"), FOREST, ELVES)
    assert b.could_produce("ooze") == ()
    assert b.is_payable("alice", "{G}{G}") is True


def test_613_1f_necrotic_ooze_beside_a_creature_card_in_a_graveyard_is_not_guessed() -> None:
    """CR 613.1f: with Llanowar Elves in Alice's graveyard, the Ooze would have "{T}: Add {G}."; the sentence is
    not read, so what the Ooze could produce is not given."""
    b = board(obj("ooze", "Necrotic Ooze"), FOREST, obj("dead", "Llanowar Elves", zone="graveyard"))
    with pytest.raises(UnsupportedText):
        b.could_produce("ooze")


def test_701_21a_necrotic_ooze_beside_a_sacrifice_outlet_is_not_guessed() -> None:
    """CR 701.21a, 605.3a, 613.1f: with Ashnod's Altar ("Sacrifice a creature: Add {C}{C}."), sacrificing Alice's
    tapped Llanowar Elves during the payment puts a creature card into her graveyard at once, and the untapped Ooze
    then has "{T}: Add {G}.": {G} would be payable that way. The Ooze's sentence is not read, so no answer is
    given (never guessed)."""
    b = board(obj("ooze", "Necrotic Ooze"), obj("altar", "Ashnod's Altar"),
              obj("dead", "Llanowar Elves", tapped=True))
    with pytest.raises(UnsupportedText):
        b.is_payable("alice", "{G}")


def test_122_1_solemnity_matters_only_to_a_cost_that_puts_counters() -> None:
    """CR 122.1, 118.3: beside Solemnity the Forest and the Elves pay {G}{G}; with Wall of Roots, whose mana
    ability's cost puts a -0/-1 counter on it, a payment is not guessed, while what the Wall could produce is
    still {G} (CR 106.7 ignores costs)."""
    assert board(obj("solemnity", "Solemnity"), FOREST, ELVES).is_payable("alice", "{G}{G}") is True
    b = board(obj("solemnity", "Solemnity"), FOREST, obj("wall", "Wall of Roots"))
    assert b.could_produce("wall") == ("G",)
    with pytest.raises(UnsupportedText):
        b.is_payable("alice", "{G}{G}")


def test_702_112a_renown_beside_mana_changes_nothing() -> None:
    """CR 702.112a, 613.1f: first strike and renown matter only in combat; the Elves and the Forest pay {G}{G}."""
    b = board(obj("aragorn", "Aragorn, Hornburg Hero"), FOREST, ELVES)
    assert b.is_payable("alice", "{G}{G}") is True


def test_613_4c_relic_axe_instead_changes_only_power() -> None:
    """CR 613.4c: Relic Axe's "If it's a Warrior, it gets +2/+1 instead." changes only power and toughness, which
    Llanowar Elves' mana ability doesn't read."""
    b = board(obj("axe", "Relic Axe"), ELVES)
    assert b.could_produce("elves") == ("G",)


def test_614_1a_pulse_of_llanowar_makes_basic_land_mana_any_colour() -> None:
    """CR 614.1a: Alice's Forest under her Pulse of Llanowar produces one mana of the colour she chooses: it could
    produce W, U, B, R or G, and pays {U}; Bob's Forest is not a land Alice controls and still adds only {G}."""
    b = board(obj("pulse", "Pulse of Llanowar"), FOREST, obj("bobs", "Forest", controller="bob"))
    assert b.could_produce("forest") == ("W", "U", "B", "R", "G")
    assert b.could_produce("bobs") == ("G",)
    assert b.is_payable("alice", "{U}") is True
    assert b.is_payable("alice", "{U}{U}") is False


def test_122_1_bobs_melira_doesnt_stop_alices_devoted_druid() -> None:
    """CR 122.1, 118.3: Bob's Melira, Sylvok Outcast's "Creatures you control can't have -1/-1 counters put on them."
    is about Bob's creatures; Alice's Devoted Druid's "Put a -1/-1 counter on this creature: Untap this creature." puts
    its counter only on the Druid, so it can be activated. Under Alice's own Melira the unread sentence could stop
    that cost: no answer."""
    b = board(obj("melira", "Melira, Sylvok Outcast", controller="bob"), obj("druid", "Devoted Druid"))
    assert b.can_activate("druid", 1).legal
    b = board(obj("melira", "Melira, Sylvok Outcast"), obj("druid", "Devoted Druid"))
    with pytest.raises(UnsupportedText):
        b.can_activate("druid", 1)


def _on_turn_of(active: str, *objects: dict) -> Board:
    return Board.from_json({"active_player": active, "players": [{"id": "alice"}, {"id": "bob"}],
                            "objects": list(objects)})


def test_611_3a_circle_of_the_moon_druid_is_an_elf_on_other_turns() -> None:
    """CR 611.3a, 205.3m: Circle of the Moon Druid's "During your turn, this creature is a Bear with base power and
    toughness 4/2." doesn't apply on Bob's turn: Alice's Druid is a Human Elf Druid, so her Elvish Archdruid's "{T}:
    Add {G} for each Elf you control." adds {G}{G} and pays {G}{G}. On Alice's own turn the unread sentence would
    make the Druid no Elf: no answer."""
    objects = (obj("circle", "Circle of the Moon Druid"), obj("arch", "Elvish Archdruid"))
    assert _on_turn_of("bob", *objects).is_payable("alice", "{G}{G}") is True
    with pytest.raises(UnsupportedText):
        _on_turn_of("alice", *objects).is_payable("alice", "{G}{G}")


def test_611_3a_grand_abolisher_stops_only_its_controllers_opponents_on_its_controllers_turn() -> None:
    """CR 611.3a, 602.5: Grand Abolisher's "During your turn, your opponents can't cast spells or activate
    abilities of artifacts, creatures, or enchantments." can't stop its own controller's Llanowar Elves, nor Alice's
    Elves on Alice's turn when Bob controls it; on Bob's turn it stops them."""
    elves = obj("elves", "Llanowar Elves")
    assert _on_turn_of("alice", obj("abolisher", "Grand Abolisher"), elves).can_activate("elves", 0).legal
    bobs = obj("abolisher", "Grand Abolisher", controller="bob")
    assert _on_turn_of("alice", bobs, elves).can_activate("elves", 0).legal
    assert _on_turn_of("bob", bobs, elves).can_activate("elves", 0).legal is False


def test_120_1_ghostly_flame_changes_only_sources_of_damage() -> None:
    """CR 120.1, 609.7: Ghostly Flame's "Black and/or red permanents and spells are colorless sources of damage."
    changes only what deals damage; a Mountain still pays {R} and a Llanowar Elves {G}."""
    b = board(obj("flame", "Ghostly Flame"), obj("mountain", "Mountain"), ELVES)
    assert b.is_payable("alice", "{R}{G}") is True


def test_508_1c_expedition_lookout_changes_only_attacking() -> None:
    """CR 508.1c, 509.1b: Expedition Lookout's "... this creature can attack as though it didn't have defender and
    it can't be blocked." matters only in combat; Gaea's Cradle's "{T}: Add {G} for each creature you control." adds
    {G}{G} for the Lookout and the Elves, and with the Elves' {G} Alice pays {G}{G}{G} but not {G}{G}{G}{G}."""
    b = board(obj("lookout", "Expedition Lookout"), obj("cradle", "Gaea's Cradle"), ELVES)
    assert b.is_payable("alice", "{G}{G}{G}") is True
    assert b.is_payable("alice", "{G}{G}{G}{G}") is False


@pytest.mark.parametrize("objects", [
    # An enchantment creature with Dress Down's sentence loses it too, and so do the Elves.
    (inline("spirit", "Dressing Spirit", "Enchantment Creature — Spirit", "Creatures lose all abilities.",
            power="1", toughness="1"), obj("target", "Llanowar Elves")),
    # Mycosynth Lattice's "All permanents are artifacts in addition to their other types." makes the enchantment an
    # artifact (layer 4), whose "Artifacts lose all abilities." then takes its own ability and Sol Ring's.
    (obj("lattice", "Mycosynth Lattice"), inline("loss", "Artifact Loss", "Enchantment", "Artifacts lose all abilities."),
     obj("target", "Sol Ring")),
])
def test_613_6_a_loss_of_all_abilities_applies_to_its_own_source_too(objects: tuple[dict, ...]) -> None:
    """CR 613.6, 613.1f: an effect that removes all abilities from objects among which is its own source still
    applies in layer 6, the ability generating it removed during the process: the target could produce nothing."""
    assert board(*objects).could_produce("target") == ()


def test_613_1_march_of_the_machines_under_humility_is_not_guessed() -> None:
    """CR 613.1d, 613.1f, 106.7: Humility alone leaves Sol Ring (no creature) its "{T}: Add {C}{C}.", and March of
    the Machines alone makes it a creature, which changes nothing it would add; together, the unread March (layer 4)
    would make it a creature that Humility (layer 6) takes the ability from: no answer, at March."""
    ring, march, humility = obj("ring", "Sol Ring"), obj("march", "March of the Machines"), obj("hum", "Humility")
    assert board(ring, humility).could_produce("ring") == ("C",)
    assert board(ring, march).could_produce("ring") == ("C",)
    with pytest.raises(UnsupportedText) as error:
        board(ring, march, humility).could_produce("ring")
    assert error.value.path == "state.objects[1]"


@pytest.mark.parametrize("card", ["Lizard Blades", "Boon Satyr"])
def test_702_151b_702_103b_an_attached_equipment_creature_or_bestowed_card_is_no_creature(card: str) -> None:
    """CR 702.151b, 702.103b: Lizard Blades (reconfigure) or Boon Satyr (a bestowed Aura) attached to the (tapped)
    Llanowar Elves is no creature, so Gaea's Cradle's "{T}: Add {G} for each creature you control." counts the Elves
    alone and adds {G}: {G} is payable, {G}{G} is not. Unattached, the card is a creature and the Cradle adds
    {G}{G}."""
    cradle, elves = obj("cradle", "Gaea's Cradle"), obj("elves", "Llanowar Elves", tapped=True)
    attached = board(cradle, elves, obj("card", card, attached_to="elves"))
    assert attached.is_payable("alice", "{G}") is True
    assert attached.is_payable("alice", "{G}{G}") is False
    assert board(cradle, elves, obj("card", card)).is_payable("alice", "{G}{G}") is True


def test_614_1c_primal_clays_choice_is_about_itself() -> None:
    """CR 614.1c: Primal Clay's "As this creature enters, it becomes your choice of a 3/3 artifact creature, ..."
    changes only Primal Clay; beside Gemhide Sliver's "All Slivers have "{T}: Add one mana of any color."" (a grant
    by description, CR 613.1f) the Forest still could produce only G."""
    b = board(obj("clay", "Primal Clay"), obj("gemhide", "Gemhide Sliver"), obj("forest", "Forest"))
    assert b.could_produce("forest") == ("G",)


@pytest.mark.parametrize("remover", [
    obj("dress", "Dress Down", controller="bob"),
    inline("aura", "Muting Aura", "Enchantment — Aura", "Enchant creature\nEnchanted creature loses all abilities.",
           controller="bob", attached_to="golem"),
])
def test_613_8a_a_loss_of_abilities_whose_source_loses_them_first_never_applies(remover: dict) -> None:
    """CR 613.8a, 613.6: an artifact creature's "Artifacts lose all abilities." depends on Dress Down's "Creatures
    lose all abilities." (or an Aura's "Enchanted creature loses all abilities." on it), which takes the Golem's own
    ability away: that one applies first, whatever the timestamps, and the Golem's effect never begins. Sol Ring
    keeps "{T}: Add {C}{C}.": it could produce C and pays {2}."""
    golem = inline("golem", "Mute Golem", "Artifact Creature — Golem", "Artifacts lose all abilities.", power="2",
                   toughness="2")
    b = board(obj("ring", "Sol Ring"), golem, remover)
    assert b.could_produce("ring") == ("C",)
    assert b.is_payable("alice", "{2}") is True


def test_205_3d_a_noncreature_is_no_wizard() -> None:
    """CR 205.3d, 106.6: "Test Art is also a Wizard." can't give a creature type to an artifact that is no creature,
    so Base Camp's coloured mana ("Spend this mana only to ... activate an ability of a Cleric, Rogue, Warrior, or
    Wizard.") can't pay the artifact's "{G}: You gain 1 life.", and its {C} can't pay {G}."""
    art = inline("art", "Test Art", "Artifact", "Test Art is also a Wizard.\n{G}: You gain 1 life.", "{1}")
    assert board(obj("camp", "Base Camp"), art).is_payable("alice", "{G}", source="art") is False


def test_305_7_colorless_damage_beside_a_land_type_change_is_not_guessed() -> None:
    """CR 305.7, 613.1d: "Lands you control are Swamps and are colorless sources of damage." also makes the Forest
    a Swamp (it would add {B}, not {G}); not read, so what the Forest could produce is not guessed."""
    swamps = inline("swamps", "Swamp Shroud", "Enchantment", "Lands you control are Swamps and are colorless sources "
                    "of damage.")
    with pytest.raises(UnsupportedText):
        board(swamps, obj("forest", "Forest")).could_produce("forest")


def test_611_2a_a_resolved_effect_outlasts_its_sources_abilities() -> None:
    """CR 611.2a, 113.7a: the effect of a resolved ability of the Llanowar Elves ("Until end of turn, if you tap a
    land you control for mana, it produces {U} instead of any other type.", worded as Deep Water's) lasts until end
    of turn whatever happens to the Elves; Humility taking their abilities changes nothing: the Forest could produce
    U and pays {U}."""
    state = {"active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
             "objects": [obj("forest", "Forest"), obj("elves", "Llanowar Elves"), obj("hum", "Humility",
                                                                                     controller="bob")],
             "effects": [{"id": "e1", "source": "elves", "controller": "alice",
                          "text": "Until end of turn, if you tap a land you control for mana, it produces {U} instead "
                                  "of any other type."}]}
    b = Board.from_json(state)
    assert b.could_produce("forest") == ("U",)
    assert b.is_payable("alice", "{U}") is True


def test_613_1e_an_unread_colour_change_beside_crusade_is_not_guessed() -> None:
    """CR 613.1e, 613.4c: Selvala, Heart of the Wilds adds X mana for the greatest power among Alice's creatures;
    it is green, so Crusade's "White creatures get +1/+1." leaves it 2/3 and, with the Forest paying its {G}, {U}{U}
    is payable and {U}{U}{U} is not. Shifting Sky's unread "All nonland permanents are the chosen color." (white)
    would make Selvala white and 3/4: no answer, at the Sky."""
    selvala, forest, crusade = obj("selvala", "Selvala, Heart of the Wilds"), obj("forest", "Forest"), obj(
        "crusade", "Crusade")
    b = board(selvala, forest, crusade)
    assert b.is_payable("alice", "{U}{U}") is True
    assert b.is_payable("alice", "{U}{U}{U}") is False
    with pytest.raises(UnsupportedText) as error:
        board(selvala, forest, obj("sky", "Shifting Sky", chosen={"color": "W"}), crusade).is_payable(
            "alice", "{U}{U}{U}")
    assert error.value.path == "state.objects[2]"


def _at_one_life(*objects: dict) -> Board:
    return Board.from_json({"active_player": "alice", "players": [{"id": "alice", "life": 1}, {"id": "bob"}],
                            "objects": list(objects)})


@pytest.mark.parametrize("rule", [obj("sanctuary", "Personal Sanctuary"),
                                  obj("worship", "Worship")])
def test_615_1a_a_rule_about_damage_beside_a_pain_land_is_not_guessed(rule: dict) -> None:
    """CR 605.3b, 119.4, 615.1a: at 1 life Shivan Reef's "{T}: Add {U} or {R}. This land deals 1 damage to you."
    leaves Alice no life to pay for "{R}, Pay 1 life" unless the damage is prevented (Personal Sanctuary, on her
    turn) or can't take her below 1 (Worship, with Grizzly Bears): unread, so that answer is not guessed. "{R}"
    alone pays no life, and is payable whatever the damage does."""
    b = _at_one_life(obj("reef", "Shivan Reef"), rule, obj("bears", "Grizzly Bears"))
    with pytest.raises(UnsupportedText):
        b.is_payable("alice", "{R}, Pay 1 life")
    assert b.is_payable("alice", "{R}") is True


@pytest.mark.parametrize(("sentence", "reach"), [
    ("During your turn, prevent all damage that would be dealt to you.", "damage"),  # Personal Sanctuary
    ("If you control a creature, damage that would reduce your life total to less than 1 reduces it to 1 instead.",
     "damage"),  # Worship
    (("If a red or artifact source you control would deal damage to an opponent or a permanent an opponent "
      "controls, it deals that much damage plus 1 instead."), "damage"),  # Mechanized Warfare
    ("All damage that would be dealt to you is dealt to enchanted creature instead.", "damage"),  # Pariah
    ("Double all damage that creature sources you control would deal.", "damage"),
    ("Prevent all combat damage that would be dealt to equipped creature.", "combat"),  # General's Kabuto
    ("Otherwise, prevent all damage that would be dealt by enchanted creature.", "damage"),  # Armament of Nyx
    ("As long as you have 0 or less life, all damage is dealt to you as though its source had infect.",
     "damage"),  # Phyrexian Unlife
    ('Creatures you control have "Prevent all damage that would be dealt to this creature."', "changes"),
    (("As long as this creature is untapped, all damage that would be dealt to you by unblocked creatures is dealt "
      "to this creature instead."), "damage"),  # Veteran Bodyguard
    (("As long as this creature is untapped, all combat damage that would be dealt to you by unblocked creatures "
      "is dealt to this creature instead."), "combat"),  # Weathered Bodyguards
    ("Prevent all damage that would be dealt to this creature by creatures.", "permanent_damage"),  # Champion Lancer
    ("If damage would be dealt to this creature, prevent that damage.", "permanent_damage"),  # Phyrexian Hydra
    ("Prevent all damage that would be dealt to other attacking Soldiers you control.", "permanent_damage"),
    (("If damage would be dealt to this creature while it has a +1/+1 counter on it, prevent that damage and remove "
      "a +1/+1 counter from this creature."), "permanent_damage"),  # Undergrowth Champion
    ("If a creature would deal damage to you, prevent 1 of that damage.", "damage"),  # Orbs of Warding
    ("Prevent all damage that would be dealt to and dealt by enchanted creature.", "damage"),  # Heart of Light
    (("If a red spell would deal damage to a permanent or player, it deals that much damage plus 1 to that permanent "
      "or player instead."), "damage"),  # Sulfuric Vapors
    (("If a source you control would deal noncombat damage to a permanent or player while there are four or more "
      "card types among cards in your graveyard, it deals double that damage instead."), "damage"),  # Rollercrusher
    ("Prevent all combat damage that would be dealt by blocking creatures that are tapped.", "combat"),  # New Master
    ("As long as you're the monarch, damage doesn't cause you to lose life.", "damage"),  # Archon of Coronation
    (("If a Lizard, Mouse, Otter, or Raccoon you control would deal damage to a permanent or player, it deals that "
      "much damage plus 1 instead."), "damage"),  # Valley Flamecaller: a list of subtypes names the sources
    # A condition of the damage rule beside a clause that changes more is still more (CR 613.1d).
    (("If damage would be dealt to this creature while there are two Forests, prevent it, and creatures you control "
      "are Forests."), "changes"),
])
def test_615_1a_rules_about_damage_act_only_as_damage_is_dealt(sentence: str, reach: str) -> None:
    """CR 615.1a, 614.1a, 120.3: a sentence that prevents, replaces, redirects or doubles damage acts only as damage
    would be dealt (reach ``damage``; only as combat damage would be, ``combat``, CR 510.2; only as damage would be
    dealt to permanents, never to a player, ``permanent_damage``); one that gives an ability is more (CR 613.1f)."""
    assert {r.value for r in static_reaches(sentence)} == {reach}


@pytest.mark.parametrize("card", ["Champion Lancer", "Phyrexian Hydra"])
def test_120_3a_damage_to_permanents_doesnt_change_a_pain_lands_damage(card: str) -> None:
    """CR 120.3a, 615.1a: Shivan Reef's "{T}: Add {U} or {R}. This land deals 1 damage to you." deals its damage to
    Alice; Champion Lancer's "Prevent all damage that would be dealt to this creature by creatures." and Phyrexian
    Hydra's "If damage would be dealt to this creature, prevent that damage." are about damage to themselves: the
    one payment of {R} (the Reef, 1 life lost) is answered."""
    request = {"state": {"active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
                         "objects": [obj("reef", "Shivan Reef"), obj("x", card)]},
               "queries": [{"id": "q", "kind": "payments", "player": "alice", "cost": "{R}", "mode": "all"}]}
    answer = solve(request)[0]["results"][0]
    assert answer["ok"] and answer["count"] == 1
    assert answer["payments"][0]["life_lost"] == 1


def test_615_1a_veteran_bodyguard_changes_no_mana() -> None:
    """CR 615.1a, 106.7, 119.4: Veteran Bodyguard redirects damage from unblocked creatures as it would be dealt;
    it changes no mana: Adarkar Wastes ("{T}: Add {C}." and "{T}: Add {W} or {U}. This land deals 1 damage to
    you.") could produce {C}, {W} and {U}, and with a Forest {W}{G} is payable and {W}{U}{G} is not."""
    b = board(obj("guard", "Veteran Bodyguard"), obj("wastes", "Adarkar Wastes"), obj("forest", "Forest"))
    assert b.could_produce("wastes") == ("W", "U", "C")
    assert b.is_payable("alice", "{W}{G}") is True
    assert b.is_payable("alice", "{W}{U}{G}") is False


def test_702_33_a_kicked_creatures_entering_ability_adds_no_mana() -> None:
    """CR 702.33d, 614.1c: Anavolver's "If this creature was kicked with its {B} kicker, it enters with a +1/+1
    counter on it and with "Pay 3 life: Regenerate this creature."" acts as it entered (the counter is the state's)
    and gives only an ability that adds no mana (CR 605.1a): the Forest and Llanowar Elves pay {G}{G}."""
    assert board(obj("volver", "Anavolver"), obj("forest", "Forest"), ELVES).is_payable("alice", "{G}{G}") is True


@pytest.mark.parametrize("moon_first", [True, False])
def test_613_6_imprisoned_in_the_moon_goes_on_applying(moon_first: bool) -> None:
    """CR 613.6, 613.8a, 305.7: Imprisoned in the Moon on Bob's enchantment ("Enchantments lose all abilities.")
    makes it a colorless land and takes its abilities in layer 4, before layer 6; so that enchantment's effect never
    applies, whatever the timestamps, and Cryptolith Rite still gives Alice's Grizzly Bears "{T}: Add one mana of any
    color."."""
    ward = inline("ward", "Test Ward", "Enchantment", "Enchantments lose all abilities.", "{2}", controller="bob")
    moon = obj("moon", "Imprisoned in the Moon", attached_to="ward")
    rest = [obj("rite", "Cryptolith Rite"), obj("bears", "Grizzly Bears")]
    b = board(*([moon, ward] if moon_first else [ward, moon]), *rest)
    assert b.could_produce("bears") == ("W", "U", "B", "R", "G")
    assert b.could_produce("ward") == ("C",)


def test_105_2a_shifting_sky_beside_maze_rusher_is_not_guessed() -> None:
    """CR 105.2a, 613.1e-f, 302.6: Maze Rusher gives multicolored creatures haste, so the summoning-sick Gyre Engineer
    (green and blue) may tap for {G}{U}; Bob's Shifting Sky (white chosen, unread) would make it monocolored white,
    without haste: whether {G}{U} is payable is not guessed."""
    b = board(obj("rusher", "Maze Rusher"), obj("gyre", "Gyre Engineer", summoning_sick=True),
              obj("sky", "Shifting Sky", controller="bob", chosen={"color": "W"}))
    with pytest.raises(UnsupportedText):
        b.is_payable("alice", "{G}{U}")


def test_119_4_life_paid_for_black_mana_beside_personal_sanctuary_is_not_guessed() -> None:
    """CR 119.4, 615.1a: at 2 life, with K'rrik's "For each {B} in a cost, you may pay 2 life rather than pay that
    mana.", Caves of Koilos's {B} deals 1 damage (leaving 1 life, too little for the other {B}) unless Personal
    Sanctuary prevents it: whether {B}{B} is payable is not guessed."""
    b = Board.from_json({"active_player": "alice", "players": [{"id": "alice", "life": 2}, {"id": "bob"}],
                         "objects": [obj("krrik", "K'rrik, Son of Yawgmoth"), obj("caves", "Caves of Koilos"),
                                     obj("sanctuary", "Personal Sanctuary")]})
    with pytest.raises(UnsupportedText):
        b.is_payable("alice", "{B}{B}")


def test_305_7_damage_and_a_land_type_change_is_not_guessed() -> None:
    """CR 305.7: "Prevent all damage that would be dealt to creatures you control and lands you control are
    Forests." also makes the Mountain a Forest (it would add {G}): what it could produce is not guessed."""
    grove = inline("grove", "Test Grove", "Enchantment", "Prevent all damage that would be dealt to creatures you "
                   "control and lands you control are Forests.", "{2}")
    with pytest.raises(UnsupportedText):
        board(grove, obj("mountain", "Mountain")).could_produce("mountain")


@pytest.mark.parametrize(("plural", "singular"), [("Fungi", "Fungus"), ("Pegasi", "Pegasus"), ("Cyclopes", "Cyclops"),
                                                  ("Homunculi", "Homunculus"), ("Octopi", "Octopus")])
def test_205_3m_irregular_plurals_of_creature_types(plural: str, singular: str) -> None:
    """CR 205.3m lists Fungus, Pegasus, Cyclops, Homunculus and Octopus; Oracle text writes their plurals "Fungi",
    "Pegasi", "Cyclopes", "Homunculi", "Octopi" ("Tap two untapped Fungi you control")."""
    from mtgsolver.model.subtypes import singular_subtype

    assert singular_subtype(plural) == singular
