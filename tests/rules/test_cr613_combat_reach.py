"""Unread changes of power, toughness and combat abilities (model/relevance.py ``StaticReach.COMBAT``,
solver/never_guessed.py): a sentence such as Aerial Engineer's "As long as you control an artifact, this creature
gets +2/+0 and has flying." (layer 7c and 6, CR 613.4c, 613.1f) changes what the creature's power is and whether
it has flying. Flying and its kin matter to combat (CR 702.9b) and to texts that name them ("target creature with
flying"); power and toughness, to texts that read them (CR 208.1). Neither can change what a Forest adds, whether
a cost is paid (CR 601.2g-h, 605.3a) nor whether "any target" is legal (CR 115.4), so such a sentence stops only
the answers that read one of them.

Cards (current Oracle text): Aerial Engineer, 2/4: "As long as you control an artifact, this creature gets +2/+0
and has flying." Selvala, Heart of the Wilds, 2/3: "{G}, {T}: Add X mana in any combination of colors, where X is
the greatest power among creatures you control." Prodigal Pyromancer: "{T}: This creature deals 1 damage to any
target." Grapeshot Catapult: "{T}: This creature deals 1 damage to target creature with flying." Possessed
Barbarian: "As long as there are seven or more cards in your graveyard, this creature gets +1/+1, is black, and
has "{2}{B}, {T}: Destroy target red creature."" Consecrated by Blood: "Enchanted creature gets +2/+2 and has
flying and "Sacrifice two other creatures: Regenerate this creature."" The conditions here are ones the reader
doesn't read, so each sentence stays unread.
"""

from __future__ import annotations

import pytest
from mtgsolver.model.relevance import StaticReach, static_reach, static_reaches

from mtgsolver import UnsupportedText
from tests.helpers import board as _board
from tests.helpers import obj

ENGINEER = obj("engineer", "Aerial Engineer")
FOREST = obj("forest", "Forest")


@pytest.mark.parametrize(("sentence", "reach"), [
    # CR 613.4c, 702.9: power and a combat keyword, under a condition.
    ("As long as you control an artifact, this creature gets +2/+0 and has flying.", StaticReach.COMBAT),
    ("During your turn, this creature gets +2/+0 and has first strike.", StaticReach.COMBAT),
    ("Attacking creatures you control get +1/+0 and have menace.", StaticReach.COMBAT),
    ("Creatures you control also get +1/+0 and have trample as long as you control six or more creatures.",
     StaticReach.COMBAT),
    # CR 509.1b-c, 702.3b: what a creature may do in combat.
    ("As long as this artifact is a creature, it can block an additional creature each combat.", StaticReach.COMBAT),
    ("Enchanted creature gets +2/+2 and can't block.", StaticReach.COMBAT),
    # CR 603.1: a granted triggered ability that adds no mana acts only as it resolves.
    (("As long as you have more cards in hand than each opponent, this creature gets +1/+2 and has \"Whenever this "
      "creature deals combat damage, you gain 3 life.\""), StaticReach.COMBAT),
    # CR 611.3a: a condition at the end of the clause ("during your turn") only says when it applies (Razorkin
    # Needlehead).
    ("This creature has first strike during your turn.", StaticReach.COMBAT),
    # CR 613.4b-c: power and toughness alone.
    ("Otherwise, it gets -2/-1.", StaticReach.POWER),
    ("As long as this creature is enchanted by exactly one Aura, it has base power and toughness 3/3.",
     StaticReach.POWER),
    ("Creatures you control that are equipped get +1/+0.", StaticReach.POWER),
    # Not combat alone: haste (CR 302.6), protection (CR 702.16), a type change (CR 613.1d), mana (CR 605.1a).
    ("Enchanted creature gets +1/+1 and has haste.", StaticReach.CHANGES),
    ("Equipped creature gets +2/+0 and has protection from the last chosen color.", StaticReach.CHANGES),
    ("Enchanted land is a creature that gets +1/+1 and has flying.", StaticReach.CHANGES),
    ("Enchanted creature gets +2/+2 and has \"{T}: Add {G}.\"", StaticReach.CHANGES),
    # CR 605.1a: a condition never takes in a quoted mana ability given beside it.
    ("Enchanted creature has flying as long as it's tapped and \"{T}: Add {G}.\"", StaticReach.CHANGES),
    ("Enchanted creature has flying unless it's tapped and \"{T}: Add {G}.\"", StaticReach.CHANGES),
    (("As long as it's your turn, this creature has \"Whenever you tap a land for mana, add one mana of any type "
      "that land produced.\""), StaticReach.CHANGES),
])
def test_613_the_reach_of_power_and_combat_changes(sentence: str, reach: StaticReach) -> None:
    """The one reach of an unread static sentence, by the rule cited per row."""
    assert static_reach(sentence) is reach


@pytest.mark.parametrize(("sentence", "reaches"), [
    # CR 613.4c, 613.1e, 613.1f: power, a colour, a granted activated ability that adds no mana.
    (("As long as there are seven or more cards in your graveyard, this creature gets +1/+1, is black, and has "
      "\"{2}{B}, {T}: Destroy target red creature.\""),
     {StaticReach.POWER, StaticReach.COLORS, StaticReach.GRANTS_ACTIVATED}),
    ("Enchanted creature gets +2/+2 and has flying and \"Sacrifice two other creatures: Regenerate this creature.\"",
     {StaticReach.POWER, StaticReach.COMBAT, StaticReach.GRANTS_ACTIVATED}),
    # CR 302.6, 702.10: haste is its own reach.
    ("Each other creature named Brothers Yamazaki gets +2/+2 and has haste.", {StaticReach.POWER, StaticReach.HASTE}),
    # CR 613.4b, 613.1f: base power and toughness, and a combat keyword, each its own reach.
    ("As long as this creature is enchanted by exactly two Auras, it has base power and toughness 5/5 and vigilance.",
     {StaticReach.POWER, StaticReach.COMBAT}),
    # CR 613.1f: a subject of several words joined by commas describes, changes nothing.
    ("Combined, enchanted, and equipped creatures you control have menace.", {StaticReach.COMBAT}),
    # CR 604.3: a characteristic-defining ability under a condition (Angry Mob).
    (("During your turn, Angry Mob's power and toughness are each equal to 2 plus the number of Swamps your "
      "opponents control."), {StaticReach.POWER}),
    # CR 611.3a, 302.6, 702.11: each keyword of a list keeps its reach under its own condition; the condition
    # of the first doesn't take in the others (Multiclass Baldric, Scion of Draco): haste and hexproof are there.
    (("Equipped creature has lifelink if you control a Cleric, deathtouch if you control a Rogue, haste if you "
      "control a Warrior, and flying if you control a Wizard."), {StaticReach.COMBAT, StaticReach.HASTE}),
    (("Each creature you control has vigilance if it's white, hexproof if it's blue, lifelink if it's black, first "
      "strike if it's red, and trample if it's green."), {StaticReach.COMBAT, StaticReach.TARGETING}),
    # CR 509.1b, 702.12b: blocking rules and indestructible, under two leading conditions (Cloud, Planet's
    # Champion; Questing Beast; Hundred-Handed One).
    ("During your turn, as long as Cloud is equipped, it has double strike and indestructible.",
     {StaticReach.COMBAT, StaticReach.INDESTRUCTIBLE}),
    ("Questing Beast can't be blocked by creatures with power 2 or less.", {StaticReach.COMBAT}),
    (("As long as this creature is monstrous, it has reach and can block an additional ninety-nine creatures each "
     "combat."), {StaticReach.COMBAT}),
    # CR 205.1a, 613.1d: "he's a 3/4 Ninja creature", "it's a Human Citizen": a type change, not a subject.
    (("During your turn, as long as Kaito has one or more loyalty counters on him, he's a 3/4 Ninja creature and has "
      "hexproof."), {StaticReach.CHANGES}),
    (("As long as this creature is tapped, it's a Human Citizen with base power and toughness 1/1 and can't be "
     "blocked."), {StaticReach.CHANGES}),
    # A part of no narrower kind: anything.
    ("Enchanted creature loses all abilities and is a blue Frog creature with base power and toughness 1/1.",
     {StaticReach.CHANGES}),
    ("Enchanted creature is black and has \"{T}: Add {B}.\"", {StaticReach.CHANGES}),
])
def test_613_the_reaches_of_a_sentence_that_joins_several_changes(sentence: str, reaches: set[StaticReach]) -> None:
    """Each part of a main clause keeps its own reach (CR 613.1: each change applies in its own layer)."""
    assert static_reaches(sentence) == reaches


def test_613_4c_an_unread_flying_pump_doesnt_stop_a_forests_payment() -> None:
    """CR 601.2g-h, 605.3a: Alice's Forest pays {G} and nothing pays {G}{G}, whatever Aerial Engineer's power is or
    whether it flies: both answers are given."""
    board = _board(FOREST, ENGINEER)
    assert board.is_payable("alice", "{G}") is True
    assert board.is_payable("alice", "{G}{G}") is False


def test_208_1_an_unread_pump_stops_a_payment_that_reads_power() -> None:
    """CR 208.1, 613.4c: Selvala adds X mana where X is the greatest power among Alice's creatures: 2 (Selvala
    2/3, the Engineer 2/4) or 4 when the Engineer's unread condition holds. {G}{G}{G}{G} (the Forest pays Selvala's
    {G}, CR 605.3a) is payable only with X = 4, so the "no" would be a guess: ``unsupported_text`` at the
    Engineer."""
    board = _board(FOREST, obj("selvala", "Selvala, Heart of the Wilds"), ENGINEER)
    with pytest.raises(UnsupportedText) as error:
        board.is_payable("alice", "{G}{G}{G}{G}")
    assert error.value.path == "state.objects[2]"


def test_115_4_any_target_doesnt_read_flying() -> None:
    """CR 115.4, 602.2: Prodigal Pyromancer's "any target" asks for no keyword and no power, so the Engineer's
    unread sentence doesn't stop whether the ability may be activated."""
    board = _board(obj("pyro", "Prodigal Pyromancer"), ENGINEER)
    assert bool(board.can_activate("pyro", 0)) is True


def test_702_9_a_target_with_flying_reads_the_unread_sentence() -> None:
    """CR 702.9, 115.1: Grapeshot Catapult needs a target creature with flying; whether the Engineer has flying is
    the unread condition, so whether the ability may be activated is ``unsupported_text`` at the Engineer."""
    board = _board(obj("catapult", "Grapeshot Catapult"), ENGINEER)
    with pytest.raises(UnsupportedText) as error:
        board.can_activate("catapult", 0)
    assert error.value.path == "state.objects[1]"


def test_613_1f_a_granted_regeneration_is_listed_unknown_but_doesnt_stop_payments() -> None:
    """CR 613.1f, 605.3a: Consecrated by Blood gives its creature an activated ability that adds no mana: a list of
    the creature's abilities could miss it (``unknown``), but no mana ability changes, so Alice's Forest still pays
    {G}."""
    board = _board(FOREST, obj("bear", "Grizzly Bears"), obj("aura", "Consecrated by Blood", attached_to="bear"))
    assert board.is_payable("alice", "{G}") is True
    got = board.ask("activatable", player="alice")
    assert "bear" in {row["object"] for row in got["unknown"]}


SPLENDOR = "Overwhelming Splendor"  # "Enchant player / Creatures enchanted player controls lose all abilities ..."


def test_303_4b_a_curse_on_bob_doesnt_touch_alices_elves() -> None:
    """CR 303.4b, 109.5: Overwhelming Splendor enchants Bob; "Creatures enchanted player controls" are Bob's, so
    Alice's Llanowar Elves keep "{T}: Add {G}." (CR 605.1a) and pay {G}{G} with her Forest; what the Elves could
    produce is {G} (CR 106.7)."""
    board = _board(FOREST, obj("elves", "Llanowar Elves"), obj("splendor", SPLENDOR, controller="alice",
                                                               attached_to="bob"))
    assert board.is_payable("alice", "{G}{G}") is True
    assert board.ask("could_produce", object="elves")["types"] == ["G"]


def test_303_4b_a_curse_on_alice_stops_her_elves() -> None:
    """CR 303.4b, 613.1f: on Alice, Overwhelming Splendor's unread sentence could take away her Elves' mana
    ability, so {G}{G} is ``unsupported_text`` at the Splendor."""
    board = _board(FOREST, obj("elves", "Llanowar Elves"), obj("splendor", SPLENDOR, controller="bob",
                                                               attached_to="alice"))
    with pytest.raises(UnsupportedText) as error:
        board.is_payable("alice", "{G}{G}")
    assert error.value.path == "state.objects[2]"


def test_106_7_a_count_of_creatures_doesnt_read_power_or_flying() -> None:
    """CR 106.7, 106.5: Gaea's Cradle adds {G} for each creature Alice controls; the Engineer is one whatever its
    power or flying, so what the Cradle could produce is {G}."""
    board = _board(obj("cradle", "Gaea's Cradle"), ENGINEER)
    assert board.ask("could_produce", object="cradle")["types"] == ["G"]


def test_106_7_reflecting_pool_doesnt_read_the_engineers_power() -> None:
    """CR 106.7: Reflecting Pool could produce what Alice's other lands could produce (her Forest: {G}); nothing
    there reads power or flying."""
    board = _board(obj("pool", "Reflecting Pool"), FOREST, ENGINEER)
    assert board.ask("could_produce", object="pool")["types"] == ["G"]


@pytest.mark.parametrize("card", ["Tyranid Prime", "Mikaeus, the Unhallowed", "Razorkin Needlehead",
                                  "Tromokratis"])
def test_702_100a_702_93a_a_grant_of_a_triggered_keyword_changes_no_payment(card: str) -> None:
    """Tyranid Prime: "Other creatures you control have evolve." (CR 702.100a: a triggered ability, on a creature
    entering); Mikaeus, the Unhallowed: "Other non-Human creatures you control get +1/+1 and have undying." (CR
    702.93a: it triggers as the creature dies); Razorkin Needlehead: "This creature has first strike during your
    turn." (CR 702.7b, combat damage); Tromokratis: "Tromokratis has hexproof unless it's attacking or blocking."
    (CR 702.11b, targets). None adds mana nor changes a cost, so beside a Forest and Llanowar Elves {G}{G} is paid
    and {G}{G}{G} isn't (CR 601.2g-h)."""
    board = _board(obj(card.split(",")[0].lower(), card), obj("forest", "Forest"), obj("elves", "Llanowar Elves"))
    assert board.is_payable("alice", "{G}{G}") is True
    assert board.is_payable("alice", "{G}{G}{G}") is False


def test_702_11b_hexproof_unless_attacking_restricts_targets_only() -> None:
    """Tadeas, Juniper Ascendant: "Tadeas has hexproof unless it's attacking." The "unless" only says when it
    applies (CR 611.3a); hexproof only keeps opponents from targeting it (CR 702.11b)."""
    assert static_reaches("Tadeas has hexproof unless it's attacking.") == {StaticReach.TARGETING}



# Flying Carpet: "{2}, {T}: Target creature gains flying until end of turn." Battering Sliver (4/4): "All Sliver
# creatures have trample." Depthshaker Titan (5/5): "Each artifact creature you control has melee, trample, and
# haste." Atarka Pummeler (4/5): "Formidable — {3}{R}{R}: Creatures you control gain menace until end of turn.
# Activate only if creatures you control have total power 8 or greater."
CARPET = obj("carpet", "Flying Carpet")
TWO_LANDS = (obj("m1", "Mountain"), obj("m2", "Mountain"))


def test_602_2_what_an_effect_gives_as_it_resolves_doesnt_read_an_unread_trample() -> None:
    """CR 602.2, 608.2: activating Flying Carpet's ability is announcing it, choosing "target creature" and paying
    {2} and {T}; the flying it gives comes only as it resolves, so Battering Sliver's unread trample can't change
    whether it can be activated: with two Mountains it can, and its cost is paid."""
    got = _board(CARPET, obj("sliver", "Battering Sliver"), *TWO_LANDS).ask("activatable", player="alice")
    carpet = [row for row in got["abilities"] if row["object"] == "carpet"]
    assert [(row["legal"], row["payable"]) for row in carpet] == [(True, True)]
    assert "carpet" not in {row["object"] for row in got.get("unknown", [])}


def test_702_10a_an_unread_grant_of_haste_and_trample_doesnt_change_a_target_creature() -> None:
    """CR 702.10a, 702.19a, 115.1: haste and trample change neither what "target creature" may be nor the Carpet's
    cost ({T} of a noncreature artifact, CR 302.6), so Depthshaker Titan's unread sentence leaves the answer: the
    Carpet's ability can be activated."""
    got = _board(CARPET, obj("titan", "Depthshaker Titan"), *TWO_LANDS).can_activate("carpet", 0)
    assert got.legal is True


def test_602_5_207_2c_a_condition_that_adds_up_powers_still_reads_an_unread_pump() -> None:
    """CR 602.5, 207.2c, 613.4c: the Pummeler's condition reads total power: 4 and the Aerial Engineer's, 2 or 4
    (+2/+0 "as long as you control an artifact", unread: the Carpet is one), so 6 or 8. Whether it can be
    activated is ``unsupported_text`` at the Engineer, never a guess."""
    b = _board(obj("pummeler", "Atarka Pummeler"), ENGINEER, CARPET)
    with pytest.raises(UnsupportedText) as error:
        b.can_activate("pummeler", 0)
    assert error.value.path == "state.objects[1]"
