"""Never guessed, by what an unread static sentence could do (solver/never_guessed.py, model/relevance.py).

An unread sentence makes an answer ``unsupported_text`` only when it could change that answer: one that can only
give haste matters only to a summoning-sick creature's {T} abilities (CR 302.6); one that can only forbid
activating can't turn a "no" into a "yes" (CR 602.5); one that can only let mana be spent as though it were
another type can't turn a "yes" into a "no" (CR 609.4b); one that acts as a permanent enters changes nothing on
the board now (CR 614.1c); one about another player's permanent doesn't touch this player's payment; and one
that removes abilities is never silently ignored (CR 613.1f).

The cards are real (current Oracle text, from the bundled corpus); each unread sentence below is one whose
condition the state can't tell (a team, a person outside the game, a card's starting deck), so it stays unread.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from mtgsolver.model.filters import Controller, Flag, HasCounter, Named, ObjectFilter
from mtgsolver.model.mana import ManaType
from mtgsolver.model.relevance import (
    StaticReach,
    Subject,
    static_reach,
    static_reaches,
    static_subject,
    static_subject_filter,
)

from mtgsolver import UnsupportedText
from tests.helpers import board as _board
from tests.helpers import inline, obj

ORIFLAMME = obj("oriflamme", "Furnace Oriflamme")  # "If you're on the Mirran team, creatures you control have haste."


def test_302_6_an_unread_haste_grant_doesnt_stop_a_payment_without_a_summoning_sick_creature() -> None:
    """CR 302.6: haste matters only to a creature's {T} and {Q} abilities while it is summoning sick. Alice has a
    Forest and no creature, so whatever Furnace Oriflamme's team condition is, she can't pay {G}{G}: the "no" is
    given."""
    board = _board(obj("forest", "Forest"), ORIFLAMME)
    assert board.is_payable("alice", "{G}{G}") is False
    assert board.is_payable("alice", "{G}") is True


def test_302_6_an_unread_haste_grant_could_let_a_summoning_sick_elf_pay() -> None:
    """CR 302.6, 702.10c: with a summoning-sick Llanowar Elves, {G}{G} is payable exactly when the Elves has
    haste, which Furnace Oriflamme's unread team condition decides: the "no" is ``unsupported_text`` at the
    Oriflamme. {G} is paid by the Forest whatever haste does, so that "yes" is given."""
    board = _board(obj("forest", "Forest"), obj("elves", "Llanowar Elves", summoning_sick=True), ORIFLAMME)
    with pytest.raises(UnsupportedText) as error:
        board.is_payable("alice", "{G}{G}")
    assert error.value.path == "state.objects[2]"
    assert board.is_payable("alice", "{G}") is True


GOBSMACKED = "Gobsmacked"  # "As long as you can see the chosen person from your seat, ... can't be activated."


def test_602_5_an_unread_prohibition_cant_turn_a_no_into_a_yes() -> None:
    """CR 602.5: a prohibition only forbids. Gobsmacked on Alice's Sol Ring may stop its ability (its condition
    is a person outside the game): Alice can't pay {R} with or without the Ring's {C}{C}, so the "no" is given;
    whether the Ring pays {C} depends on the condition, so that "yes" is ``unsupported_text`` at Gobsmacked."""
    board = _board(obj("ring", "Sol Ring"), obj("forest", "Forest"),
                   obj("aura", GOBSMACKED, controller="bob", attached_to="ring"))
    assert board.is_payable("alice", "{R}") is False
    with pytest.raises(UnsupportedText) as error:
        board.is_payable("alice", "{C}")
    assert error.value.path == "state.objects[2]"


def test_602_5_an_unread_sentence_about_another_players_permanent_doesnt_stop_this_players_payment() -> None:
    """CR 303.4, 613.1: "enchanted permanent" is the permanent Gobsmacked is attached to, here Bob's Sol Ring;
    Alice's Forest pays {G} whatever it says, and the list of her payments is the Forest alone."""
    board = _board(obj("forest", "Forest"), obj("ring", "Sol Ring", controller="bob"),
                   obj("aura", GOBSMACKED, controller="bob", attached_to="ring"))
    assert board.is_payable("alice", "{G}") is True
    assert [[a.object for a in p.activations] for p in board.payments("alice", "{G}")] == [["forest"]]


RUNNER = obj("runner", "The Wheeling Runner")  # "You may spend any type of mana to cast cards that didn't ..."


def test_609_4b_an_unread_spending_permission_cant_turn_a_yes_into_a_no() -> None:
    """CR 609.4b: spending mana as though it were another type only allows more. Alice's Mountain pays {R}
    whatever The Wheeling Runner's permission covers, so the "yes" is given; whether the Mountain's {R} may pay
    {U} depends on what the cost is for (a card that didn't start in her deck), so that "no" is
    ``unsupported_text``."""
    board = _board(obj("mountain", "Mountain"), RUNNER)
    assert board.is_payable("alice", "{R}") is True
    with pytest.raises(UnsupportedText):
        board.is_payable("alice", "{U}")


def test_601_2f_a_spell_cost_change_changes_no_payment_but_counts_for_casting() -> None:
    """CR 601.2f: The Scarlet Witch's "Instant and sorcery spells you cast with mana value 4 or greater cost {X}
    less to cast, where X is The Scarlet Witch's power." changes a spell's total cost as it is cast, not a cost a
    payment is asked about nor any mana: with a Forest {G} is payable, {G}{G} is not, and the Forest could produce
    {G}; whether Cryptic Command ({1}{U}{U}{U}, mana value 4) can be cast with three Islands is not guessed."""
    board = _board(obj("forest", "Forest"), obj("witch", "The Scarlet Witch"))
    assert board.is_payable("alice", "{G}") is True
    assert board.is_payable("alice", "{G}{G}") is False
    assert board.could_produce("forest") == ("G",)
    islands = [obj(f"island{i}", "Island") for i in range(3)]
    cast = _board(obj("witch", "The Scarlet Witch"), obj("cryptic", "Cryptic Command", zone="hand"), *islands)
    with pytest.raises(UnsupportedText):
        cast.castable("alice", "cryptic")


def test_602_2b_a_cost_rule_about_rebels_abilities_changes_nothing_without_a_rebel() -> None:
    """CR 602.2b, 611.3a: Brutal Suppression's "Activated abilities of nontoken Rebels cost an additional
    "Sacrifice a land" to activate." is about the abilities of Rebels: with a Forest and Llanowar Elves (an Elf
    Druid) and no Rebel, {G}{G} is payable and {G}{G}{G} is not; beside a Rebel with "{T}: Add {W}." (a mana
    ability is an activated ability, CR 605.1a) whether {G}{W} can be paid is not guessed."""
    base = [obj("forest", "Forest"), obj("elves", "Llanowar Elves"), obj("bs", "Brutal Suppression")]
    board = _board(*base)
    assert board.is_payable("alice", "{G}{G}") is True
    assert board.is_payable("alice", "{G}{G}{G}") is False
    rebel = inline("rebel", "Test Rebel", "Creature — Human Rebel", "{T}: Add {W}.", "{1}{W}", power="1",
                   toughness="1")
    with pytest.raises(UnsupportedText):
        _board(*base, rebel).is_payable("alice", "{G}{W}")


def test_614_1c_a_sentence_about_entering_changes_no_payment() -> None:
    """CR 614.1c, 614.12: Henge Walker's adamant sentence acts only as it enters the battlefield; on the
    battlefield it changes nothing, so with a Forest, {R} is not payable and {G} is paid by the Forest alone."""
    board = _board(obj("forest", "Forest"), obj("walker", "Henge Walker"))
    assert board.is_payable("alice", "{R}") is False
    assert [[a.object for a in p.activations] for p in board.payments("alice", "{G}")] == [["forest"]]


def test_613_1f_an_elf_that_lost_all_abilities_is_never_said_to_pay() -> None:
    """CR 613.1f (layer 6), 613.1d: Frogify's Llanowar Elves loses all abilities, so it has no mana ability and
    can't pay {G} (with no other source, {G} is not payable) and could produce nothing (CR 106.7). The answer is
    that, or ``unsupported_text`` while the sentence is not read: never a "yes"."""
    board = _board(obj("elves", "Llanowar Elves"), obj("frog", "Frogify", attached_to="elves"))
    try:
        assert board.is_payable("alice", "{G}") is False
    except UnsupportedText as error:
        assert error.path == "state.objects[1]"
    try:
        assert board.could_produce("elves") == ()
    except UnsupportedText:
        pass


def test_303_4b_an_aura_attached_to_nothing_enchants_nothing() -> None:
    """CR 303.4b: "enchanted creature" is the object the Aura is attached to. Frogify attached to nothing makes
    no creature lose its abilities, so Alice's Llanowar Elves pays {G}."""
    board = _board(obj("elves", "Llanowar Elves"), obj("frog", "Frogify"))
    assert board.is_payable("alice", "{G}") is True


@pytest.mark.parametrize(("sentence", "reach"), [
    ("Each creature spell you cast costs {1} less to cast if it has mutate.", StaticReach.NONE),  # CR 601.2f
    # CR 702.35a, 113.6b: a keyword given to cards off the battlefield (Falkenrath Gorger).
    ("Each Vampire creature card you own that isn't on the battlefield has madness.", StaticReach.CARDS),
    ("Spells you cast have affinity for artifact creatures that weren't originally artifact creatures.",
     StaticReach.NONE),  # Memnarchitect, CR 702.41a
    # CR 602.1, 605.1a: a granted activated ability that makes no mana ("its mana cost" is a characteristic, CR
    # 202.1): Etrata, Deadly Fugitive.
    (('Face-down creatures you control have "{2}{U}{B}: Turn this creature face up. If you can\'t, exile it, then '
      'you may cast the exiled card without paying its mana cost."'), StaticReach.GRANTS_ACTIVATED),
    # A second clause that changes permanents is more than a spell cost change.
    ("Creature spells you cast cost {1} less to cast and creatures you control have haste.", StaticReach.CHANGES),
    ("Red spells you cast cost {1} less to cast and Mountains you control are Forests.", StaticReach.CHANGES),
    # CR 111.1, 614.1a: tokens a replacement effect creates later are not on the board now.
    ("Create a 3/1 red Elemental Shaman creature token with haste for each 1 damage prevented this way.",
     StaticReach.NONE),
    # CR 602.5: a prohibition; CR 601.2f via 602.2b: an additional cost to activate.
    ("Activated abilities of artifacts can't be activated.", StaticReach.NARROWS),
    ("Mana abilities of this land cost an additional 1 life to activate.", StaticReach.NARROWS),
    ("Enchanted creature can't attack or block, and its activated abilities can't be activated.",
     StaticReach.NARROWS),
    # CR 601.2f via 602.2b: a reduction; CR 609.4b: spending as though.
    ("Abilities you activate that aren't mana abilities cost {2} less to activate.", StaticReach.WIDENS),
    ("You may spend mana as though it were mana of any color to cast planeswalker spells.", StaticReach.WIDENS),
    # CR 702.10: haste, under a condition the state can't tell.
    ("If you're on the Mirran team, creatures you control have haste.", StaticReach.HASTE),
    # CR 302.6: attacking and {T} abilities are apart; CR 614.1c: as it enters; CR 601.2f: the card's own spell.
    ("Enchanted creature can attack as though it had haste.", StaticReach.NONE),
    ("This creature enters with a +1/+1 counter on it.", StaticReach.NONE),
    ("This spell costs {1} less to cast for each basic land type among lands you control.", StaticReach.NONE),
    # CR 105.3, 613.1e: a colour change; one that adds the colour chosen as its source entered (Painter's Servant).
    ("Nonland permanents you control are white.", StaticReach.COLORS),
    (("All cards that aren't on the battlefield, spells, and permanents are the chosen color in addition to their "
      "other colors."), StaticReach.COLORS),
    # CR 614.1c, 707.5: what a permanent entered as a copy of is a choice made as it entered (``chosen.copy``).
    ("You may have this creature enter as a copy of any creature on the battlefield.", StaticReach.NONE),
    ("If you attacked this turn, you may have this creature enter as a copy of any creature on the battlefield.",
     StaticReach.NONE),
    # Creatures entering later as copies, and those that already did: not a choice the state records.
    ("Nontoken creatures you control enter as a copy of enchanted creature.", StaticReach.CHANGES),
    # CR 613.1d-f: types and abilities; a haste grant with a type change is more than haste.
    ("Enchanted land is a 4/5 green Spirit creature with vigilance and haste.", StaticReach.CHANGES),
    ("Enchanted creature loses all abilities and is a blue Frog creature with base power and toughness 1/1.",
     StaticReach.CHANGES),
    (("Equipped creature gets +2/+2, has haste, can't attack you or planeswalkers you control, and can't be "
      "sacrificed."), StaticReach.CHANGES),
])
def test_613_what_an_unread_static_sentence_could_change(sentence: str, reach: StaticReach) -> None:
    """The reach of an unread static sentence, by the rule its words fall under (cited per row)."""
    assert static_reach(sentence) is reach


@pytest.mark.parametrize(("sentence", "name", "attaches", "subject"), [
    # CR 303.4b, 301.5a: "enchanted" and "equipped" name the object it is attached to; in an Aura a sentence about
    # "It" goes on about that object.
    ("Enchanted creature loses all abilities.", "Frogify", True, Subject.ATTACHED),
    ("It has defender and loses all other abilities.", "Spider-Man No More", True, Subject.ATTACHED),
    ("As long as enchanted permanent is a creature, it has base power and toughness 1/1.", "Awakened Awareness",
     True, Subject.ATTACHED),
    ("As long as you can see the chosen person from your seat, enchanted permanent can't attack or block.",
     "Gobsmacked", True, Subject.ATTACHED),
    # CR 201.5: the card's name (and "this land", its stand-in) is the object itself.
    ("Mana abilities of this land cost an additional 1 life to activate.", "Thran Portal", False, Subject.SELF),
    ("Sphinx of the Guildpact is all colors.", "Sphinx of the Guildpact", False, Subject.SELF),
    ("As long as this creature is renowned, it has vigilance and \"{T}: Add one mana of any color.\"",
     "Honored Hierarch", False, Subject.SELF),
    ("You may have this creature enter as a copy of any creature on the battlefield.", "Clone", False,
     Subject.SELF),
    ("If you attacked this turn, you may have this creature enter as a copy of any creature on the battlefield.",
     "Protean Raider", False, Subject.SELF),
    # CR 201.5c: a shortened name is the card's name.
    (("You may have Sakashima enter as a copy of another creature you control, except it has Sakashima's other "
      "abilities."), "Sakashima of a Thousand Faces", False, Subject.SELF),
    ("Chameleon can't be blocked.", "Chameleon, Master of Disguise", False, Subject.SELF),
    # CR 109.5: "you" on a static ability is its controller; "your opponents", theirs.
    ("Creatures you control are artifacts in addition to their other types.", "Biotransference", False,
     Subject.YOURS),
    ("Nontoken creatures you control enter as a copy of enchanted creature.", "Infinite Reflection", True,
     Subject.YOURS),
    ("Activated abilities of artifacts your opponents control can't be activated.", "Karn, the Great Creator",
     False, Subject.OPPONENTS),
    # Anything else could be about any object.
    ("All creatures are black.", "Darkest Hour", False, Subject.ALL),
    ("If a basic land you control is tapped for mana, it produces mana of a color of your choice instead.",
     "Pulse of Llanowar", False, Subject.ALL),
])
def test_109_5_201_5_whom_an_unread_static_sentence_is_about(sentence: str, name: str, attaches: bool,
                                                     subject: Subject) -> None:
    """Whom a static sentence is about, by the words that name objects (CR 109.5, 201.5, 301.5a, 303.4b)."""
    assert static_subject(sentence, name, attaches=attaches) is subject


def test_707_9_a_permanent_that_entered_as_a_copy_is_never_guessed() -> None:
    """CR 707.5, 707.9: Clone may have entered as a copy of a creature and then has the copied values; with no
    ``chosen.copy`` the state doesn't give them, so what it could produce, and Alice's payments, are
    ``unsupported_text`` at the Clone's ``chosen`` (not "nothing"), while Bob's Forest still pays his {G} (the
    sentence is about the Clone only)."""
    board = _board(obj("clone", "Clone"), obj("forest", "Forest", controller="bob"))
    with pytest.raises(UnsupportedText) as error:
        board.could_produce("clone")
    assert error.value.path == "state.objects[0].chosen"
    with pytest.raises(UnsupportedText):
        board.is_payable("alice", "{G}")
    assert board.is_payable("bob", "{G}") is True


TSABOS_WEB = {"id": "web", "controller": "bob", "name": "Tsabo's Web", "type_line": "Artifact", "mana_cost": "{2}",
              "oracle_text": "When this artifact enters, draw a card.\nEach land with an activated ability that isn't a "
                             "mana ability doesn't untap during its controller's untap step."}


@pytest.mark.parametrize("sentence", [
    "Each land with an activated ability that isn't a mana ability doesn't untap during its controller's untap step.",
    "Creatures with power 3 or greater don't untap during their controllers' untap steps.",
])
def test_502_3_not_untapping_in_the_untap_step_changes_nothing_now(sentence: str) -> None:
    """CR 502.3, 502.4: permanents untap in the untap step, when no player gets priority; whether one is tapped
    now is the state's. A sentence that only stops untapping there changes no answer about the board now."""
    assert static_reach(sentence) is StaticReach.NONE


@pytest.mark.parametrize("sentence", [
    "Enchanted permanent loses all abilities and doesn't untap during its controller's untap step.",
    "Enchanted creature gets +1/+1 and doesn't untap during its controller's untap step.",
])
def test_613_1f_a_clause_beyond_not_untapping_still_counts(sentence: str) -> None:
    """CR 613.1f, 613.4c: losing abilities or getting +1/+1 changes characteristics that answers read, whatever
    else the sentence says: not ``NONE`` (losing all abilities could change anything; +1/+1 is a change of power
    that what reads power weighs, CR 208.1)."""
    reaches = static_reaches(sentence)
    assert StaticReach.NONE not in reaches
    assert reaches == ({StaticReach.CHANGES} if "loses" in sentence else {StaticReach.POWER})


def test_502_3_tsabos_web_doesnt_stop_a_payment() -> None:
    """CR 502.3, 106.1: Tsabo's Web (whatever the reader makes of it) only acts in untap steps. Alice's untapped
    Forest pays {G} and not {G}{G}: both answers are given."""
    board = _board(obj("forest", "Forest"), TSABOS_WEB)
    assert board.is_payable("alice", "{G}") is True
    assert board.is_payable("alice", "{G}{G}") is False


ROPE = {"id": "rope", "controller": "alice", "name": "Hithlain Rope", "type_line": "Artifact", "mana_cost": "{2}",
        "oracle_text": "This artifact can't be sacrificed.\n{1}, {T}: Search your library for a basic land card, put "
                       "it onto the battlefield tapped, then shuffle. The player to your right gains control of this "
                       "artifact.\n{2}, {T}: Draw a card. The player to your right gains control of this artifact."}


def test_701_21a_cant_be_sacrificed_only_matters_to_sacrifices() -> None:
    """CR 701.21a, 601.2h: "This artifact can't be sacrificed" (whatever the reader makes of it) can only stop a
    sacrifice. Alice's Forest and Hithlain Rope: no cost or mana ability of hers sacrifices, so every payment of
    {G} is listed (the Forest's one), and {G}{G} is not payable."""
    board = _board(obj("forest", "Forest"), ROPE)
    every = board.ask("payments", player="alice", cost="{G}", mode="all")
    assert every["count"] == 1 and every["complete"] is True
    assert board.is_payable("alice", "{G}{G}") is False


def test_701_21a_cant_be_sacrificed_counts_when_a_sacrifice_pays() -> None:
    """CR 701.21a, 111.10a: a Treasure's mana ability sacrifices it ("{T}, Sacrifice this token: Add one mana of
    any color"); whether an unread rule against sacrificing reaches it is not known, so the list of payments of
    {G} is ``unsupported_text`` at the Rope."""
    treasure = {"id": "treasure", "controller": "alice", "name": "Treasure", "type_line": "Token Artifact — Treasure",
                "oracle_text": "{T}, Sacrifice this token: Add one mana of any color.", "is_token": True}
    board = _board(obj("forest", "Forest"), ROPE, treasure)
    with pytest.raises(UnsupportedText) as error:
        board.ask("payments", player="alice", cost="{G}", mode="all")
    assert error.value.path == "state.objects[1]"


GRIST = {"id": "grist", "controller": "alice", "name": "Grist, the Hunger Tide", "type_line": "Legendary Planeswalker "
         "— Grist", "mana_cost": "{1}{B}{G}", "loyalty": "3",
         "oracle_text": "As long as Grist isn't on the battlefield, it's a 1/1 Insect creature in addition to its other "
                        "types.\n+1: Create a 1/1 black and green Insect creature token, then mill a card. If an "
                        "Insect card was milled this way, put a loyalty counter on Grist and repeat this process."
                        "\n−2: You may sacrifice a creature. When you do, destroy target creature or planeswalker."
                        "\n−5: Each opponent loses life equal to the number of creature cards in your graveyard."}


def test_611_3a_a_condition_false_on_the_battlefield_changes_nothing_there() -> None:
    """CR 611.3a, 306.5: Grist on the battlefield is a planeswalker only; its "As long as Grist isn't on the
    battlefield" sentence applies nowhere on the board. Alice's Forest pays {G} and not {G}{G}; every payment of
    {G} is listed."""
    assert static_reach("As long as Grist isn't on the battlefield, it's a 1/1 Insect creature in addition to its "
                        "other types.") is StaticReach.NONE
    board = _board(obj("forest", "Forest"), GRIST)
    assert board.is_payable("alice", "{G}") is True
    assert board.is_payable("alice", "{G}{G}") is False
    assert board.ask("payments", player="alice", cost="{G}", mode="all")["count"] == 1


ANCHOR = "Arm-Mounted Anchor"  # "Equip {2}. This ability costs {2} less to activate if you have one or fewer cards in hand."


def test_602_2b_a_keyword_abilitys_own_cost_rule_stops_only_that_ability() -> None:
    """CR 602.2b, 601.2f: "This ability costs {2} less to activate" changes the cost of Arm-Mounted Anchor's equip
    ability alone (CR 702.6a: equip is an activated ability, not a mana ability, CR 605.1a). Whether Alice holds
    one card or more isn't said, so that ability is undecided, at the Anchor; her Forest still pays {G} and can't
    pay {G}{G} (CR 605.3: only mana abilities pay a cost), and the Forest's own ability is decided."""
    board = _board(obj("forest", "Forest"), obj("anchor", ANCHOR))
    assert board.is_payable("alice", "{G}") is True
    assert board.is_payable("alice", "{G}{G}") is False
    listed = board.activatable("alice")
    assert [(u.object, u.ability, u.path) for u in listed.unknown] == [("anchor", 2, "state.objects[1]")]
    assert [(a.object, a.legal) for a in listed.abilities] == [("forest", True)]
# Subjects (CR 611.3a, 613): a continuous effect from a static ability applies to the objects its text describes, so
# an unread sentence whose subject no permanent the answer reads fits now changes nothing. The sentences are the
# cards' current Oracle text (bundled corpus).

FOREST = obj("forest", "Forest")  # CR 305.6: "{T}: Add {G}."


def _unsupported_at(ask: Callable[[], object]) -> str | None:
    with pytest.raises(UnsupportedText) as error:
        ask()
    return error.value.path


def test_611_3a_titanias_song_with_no_noncreature_artifact_changes_no_payment() -> None:
    """Titania's Song: "Each noncreature artifact loses all abilities and becomes an artifact creature ...". Alice
    has a Forest and Ornithopter, an artifact creature (CR 109.2: a description by card type): no noncreature artifact,
    so the sentence applies to nothing; the Forest pays {G} (CR 106.1, 605.3a) and not {G}{G}."""
    board = _board(FOREST, obj("song", "Titania's Song"), obj("thopter", "Ornithopter"))
    assert board.is_payable("alice", "{G}") is True
    assert board.is_payable("alice", "{G}{G}") is False


def test_613_1f_titanias_song_with_sol_ring_is_never_guessed() -> None:
    """CR 613.1f: with Alice's Sol Ring (a noncreature artifact) Titania's Song would take its mana ability; the
    sentence is not read, so whether {C} is payable is ``unsupported_text`` at the Song."""
    board = _board(FOREST, obj("song", "Titania's Song"), obj("ring", "Sol Ring"))
    assert _unsupported_at(lambda: board.is_payable("alice", "{C}")) == "state.objects[1]"


def test_201_2_command_power_plant_without_a_command_tower() -> None:
    """Command Power Plant: "Command Towers you control have, "{T}: ..."": a card name in the plural (CR 201.2).
    With no Command Tower the grant gives nothing; Alice's Forest pays {G} (CR 106.1, 605.3a)."""
    board = _board(FOREST, obj("plant", "Command Power Plant"))
    assert board.is_payable("alice", "{G}") is True


def test_201_2_command_power_plant_with_a_command_tower_grants_a_read_ability() -> None:
    """CR 201.2, 613.1f: Alice's Command Tower fits "Command Towers you control" and has the granted "{T}: If you
    control a Command Mine and a Command Power Plant, add three mana ..." (read: no Command Mine, so it adds
    nothing); without a commander neither the Tower nor the Power Plant adds mana (CR 903.4f), so the Forest pays
    {G} and nothing pays {G}{G}."""
    board = _board(FOREST, obj("plant", "Command Power Plant"), obj("tower", "Command Tower"))
    assert board.is_payable("alice", "{G}") is True
    assert board.is_payable("alice", "{G}{G}") is False


def test_201_2_the_herald_of_numot_without_numot() -> None:
    """The Herald of Numot: "Numot, the Devastators you control have vigilance and haste, and the "legend rule"
    doesn't apply to them." (CR 201.2). With no Numot, the Devastator it applies to nothing; Alice's Forest pays
    {G} (CR 106.1, 605.3a)."""
    board = _board(FOREST, obj("herald", "The Herald of Numot"))
    assert board.is_payable("alice", "{G}") is True


def test_201_2_the_herald_of_numot_with_numot_is_never_guessed() -> None:
    """CR 201.2, 611.3a: Alice's Numot, the Devastator fits the Herald's unread sentence, so the answer is
    ``unsupported_text`` at the Herald."""
    board = _board(FOREST, obj("herald", "The Herald of Numot"), obj("numot", "Numot, the Devastator"))
    assert _unsupported_at(lambda: board.is_payable("alice", "{G}")) == "state.objects[1]"


JOINER = obj("joiner", "Viridian Joiner")  # 1/2: "{T}: Add an amount of {G} equal to this creature's power."


def test_201_2_a_lone_brothers_yamazaki_is_not_another_one() -> None:
    """Brothers Yamazaki: "Each other creature named Brothers Yamazaki gets +2/+2 and has haste." (CR 201.2):
    "other" leaves out the Brothers themselves, and there is no other. Alice's Viridian Joiner reads its power
    (CR 208.1), 1 (CR 613.4c: nothing changes it): the Forest and the Joiner pay {G}{G} (CR 106.1, 605.3a)."""
    board = _board(FOREST, obj("brothers", "Brothers Yamazaki"), JOINER)
    assert board.is_payable("alice", "{G}{G}") is True


def test_201_2_two_brothers_yamazaki_are_never_guessed() -> None:
    """CR 201.2, 611.3a, 613.4c: with two Brothers Yamazaki, each is another creature of that name for the other;
    the sentence changes power, which Alice's Viridian Joiner reads, and it is not read, so the answer is
    ``unsupported_text`` at the first one."""
    board = _board(FOREST, obj("brothers", "Brothers Yamazaki"), obj("twin", "Brothers Yamazaki"), JOINER)
    assert _unsupported_at(lambda: board.is_payable("alice", "{G}{G}")) == "state.objects[1]"


def test_613_4c_302_6_two_brothers_yamazaki_dont_stop_a_forest() -> None:
    """CR 613.4c, 302.6: the Brothers' sentence changes only power, toughness and haste. A Forest's {G} reads
    neither, and haste can only let a summoning-sick creature tap, which can't make a "yes" a "no": {G} is
    payable, unread sentence or not."""
    board = _board(FOREST, obj("brothers", "Brothers Yamazaki"), obj("twin", "Brothers Yamazaki"))
    assert board.is_payable("alice", "{G}") is True


def test_109_2_ragost_with_no_artifact() -> None:
    """Ragost, Deft Gastronaut: "Artifacts you control are Foods ... and have "{2}, {T}, Sacrifice this artifact:
    You gain 3 life."" ("artifact" alone means an artifact permanent, CR 109.2). Alice controls no artifact, and
    Bob's Sol Ring is his (CR 109.4, 109.5): Alice's Forest pays {G} (CR 106.1, 605.3a), Bob's Ring pays his
    {C}."""
    board = _board(FOREST, obj("ragost", "Ragost, Deft Gastronaut"), obj("ring", "Sol Ring", controller="bob"))
    assert board.is_payable("alice", "{G}") is True
    assert board.is_payable("bob", "{C}") is True


def test_109_2_ragost_with_sol_ring_is_never_guessed() -> None:
    """CR 109.2, 613.1d, 613.1f: Alice's Sol Ring fits "Artifacts you control"; the unread sentence changes its
    types and abilities, so {C} is ``unsupported_text`` at Ragost."""
    board = _board(FOREST, obj("ragost", "Ragost, Deft Gastronaut"), obj("ring", "Sol Ring"))
    assert _unsupported_at(lambda: board.is_payable("alice", "{C}")) == "state.objects[1]"


def test_109_2_kylem_all_star_with_no_enchantment_adds_no_red() -> None:
    """Kylem All-Star: "Enchantments you control are Gold artifacts ... and have "Sacrifice this artifact: Add one
    mana of any color."". Alice controls no enchantment, so the grant gives nothing: her Forest adds only {G}
    (CR 106.1, 305.6) and {R} is not payable."""
    board = _board(FOREST, obj("kylem", "Kylem All-Star"))
    assert board.is_payable("alice", "{R}") is False


def test_109_2_kylem_all_star_with_an_enchantment_is_never_guessed() -> None:
    """CR 613.1f: Alice's Ghostly Prison fits "Enchantments you control" and would get "Sacrifice this artifact:
    Add one mana of any color.", which pays {R}: the "no" is ``unsupported_text`` at Kylem."""
    board = _board(FOREST, obj("kylem", "Kylem All-Star"), obj("prison", "Ghostly Prison"))
    assert _unsupported_at(lambda: board.is_payable("alice", "{R}")) == "state.objects[1]"


def test_109_5_you_control_is_the_sources_controller_on_a_board_read_answer() -> None:
    """CR 109.5: "you" in Bob's Kylem All-Star is Bob. Gaea's Cradle adds {G} for each creature Alice controls
    (CR 106.7: with her Grizzly Bears, it could produce {G}); what it adds reads the board, so any permanent's
    unread sentence could count. Alice's Ghostly Prison is not an enchantment Bob controls: the answer is {G}.
    With Bob's own Ghostly Prison the sentence applies to a permanent on the board: ``unsupported_text`` at
    Kylem."""
    cradle, bears = obj("cradle", "Gaea's Cradle"), obj("bears", "Grizzly Bears")
    kylem = obj("kylem", "Kylem All-Star", controller="bob")
    board = _board(cradle, bears, obj("prison", "Ghostly Prison"), kylem)
    assert [t.value for t in board.could_produce("cradle")] == ["G"]
    board = _board(cradle, bears, obj("prison", "Ghostly Prison", controller="bob"), kylem)
    assert _unsupported_at(lambda: board.could_produce("cradle")) == "state.objects[3]"


@pytest.mark.parametrize(("sentence", "name", "expected"), [
    # CR 109.2: a card type alone means permanents; "noncreature" excludes a card type.
    (("Each noncreature artifact loses all abilities and becomes an artifact creature with power and toughness each "
     "equal to its mana value."), "Titania's Song",
     ObjectFilter(card_types=frozenset({"artifact"}), excluded_types=frozenset({"creature"}))),
    # CR 201.2: a card name as a noun, in the plural, with "you control" (CR 109.5).
    (("Command Towers you control have, \"{T}: If you control a Command Mine and a Command Power Plant, add three "
     "mana of any color in your commander's color identity.\""), "Command Power Plant",
     ObjectFilter(controller=Controller.YOU, extra=(Named("Command Towers", plural=True),))),
    ("Numot, the Devastators you control have vigilance and haste, and the \"legend rule\" doesn't apply to them.",
     "The Herald of Numot",
     ObjectFilter(controller=Controller.YOU, extra=(Named("Numot, the Devastators", plural=True),))),
    # CR 201.2: "named"; "other" leaves the object itself out.
    ("Each other creature named Brothers Yamazaki gets +2/+2 and has haste.", "Brothers Yamazaki",
     ObjectFilter(card_types=frozenset({"creature"}), another=True, extra=(Named("Brothers Yamazaki"),))),
    (("Artifacts you control are Foods in addition to their other types and have \"{2}, {T}, Sacrifice this "
     "artifact: You gain 3 life.\""), "Ragost, Deft Gastronaut",
     ObjectFilter(card_types=frozenset({"artifact"}), controller=Controller.YOU)),
    (("Enchantments you control are Gold artifacts in addition to their other types and have \"Sacrifice this "
     "artifact: Add one mana of any color.\""), "Kylem All-Star",
     ObjectFilter(card_types=frozenset({"enchantment"}), controller=Controller.YOU)),
    # CR 205.3: subtypes, in the plural.
    ("Other Merfolk you control get +1/+0 and have flying.", "Mist Dancer",
     ObjectFilter(subtypes=frozenset({"Merfolk"}), controller=Controller.YOU, another=True)),
    ("Birds are Cowards in addition to their other types.", "Crow Scarer", ObjectFilter(subtypes=frozenset({"Bird"}))),
    # CR 122.1: a counter condition is read; the solver weighs whether a cost could put such a counter.
    ("Each creature you control with a +1/+1 counter on it has flying.", "Abzan Falconer",
     ObjectFilter(card_types=frozenset({"creature"}), controller=Controller.YOU, extra=(HasCounter("+1/+1"),))),
    # CR 613.1f: a quoted static ability is read too; the solver counts it for every object while one fits.
    (("Blood tokens you control are Equipment in addition to their other types and have \"Equipped creature gets "
     "+2/+0\" and equip {2}."), "Arterial Alchemy",
     ObjectFilter(subtypes=frozenset({"Blood"}), controller=Controller.YOU, extra=(Flag.TOKEN,))),
    # CR 903.3: a commander is a designation, which the state's "commander_casts" gives.
    ("Commanders you control have hexproof.", "Guardian Augmenter",
     ObjectFilter(controller=Controller.YOU, extra=(Flag.COMMANDER,))),
    # Not narrowed: spells (CR 601.2f, 106.6), pronouns, attached objects, the object itself (static_subject reads
    # those), a relative clause, a condition a payment could change (tapped), players.
    ("Creature spells you control can't be countered.", "Prowling Serpopard", None),
    ("It has defender and loses all other abilities.", "Spider-Man No More", None),
    ("Enchanted creature loses all abilities and is a blue Frog creature with base power and toughness 1/1.",
     "Frogify", None),
    ("Uril gets +2/+2 for each Aura attached to it.", "Uril, the Miststalker", None),
    ("Creatures you control that are enchanted get +1/+1.", "Guardian's Magemark", None),
    ("Untapped creatures you control get +0/+2.", "Castle", None),
    ("Players can't pay life or sacrifice creatures to cast spells or activate abilities.", "Angel of Jubilation",
     None),
    # Capitalised words that name no card: "Equipped" (CR 301.5).
    ("Equipped Warriors you control have double strike.", "Kor Blademaster", None),
])
def test_611_3a_the_subject_an_unread_sentence_applies_to(sentence: str, name: str,
                                                          expected: ObjectFilter | None) -> None:
    """The filter of the permanents a static sentence's subject describes (CR 611.3a, 613), or ``None`` when it
    is not narrowed (cited per row)."""
    assert static_subject_filter(sentence, name) == expected


@pytest.mark.parametrize(("name", "said", "fits"), [
    ("Command Tower", "Command Towers", True),
    ("Numot, the Devastator", "Numot, the Devastators", True),
    ("Knight of the Reliquary", "Knights of the Reliquary", True),
    ("Command Mine", "Command Towers", False),
])
def test_201_2_a_name_in_the_plural(name: str, said: str, fits: bool) -> None:
    """CR 201.2: a card name used as a noun in the plural names the objects with that name."""
    assert Named(said, plural=True).holds(name) is fits


@pytest.mark.parametrize("sentence", [
    # Ghostly Prison, Propaganda, Windborn Muse.
    ("Creatures can't attack you unless their controller pays {2} for each creature they control that's attacking "
    "you."),
    # Sphere of Safety.
    ("Creatures can't attack you or planeswalkers you control unless their controller pays {X} for each of those "
    "creatures, where X is the number of enchantments you control."),
    # Collective Restraint.
    ("Creatures can't attack you unless their controller pays {X} for each creature they control that's attacking "
    "you, where X is the number of basic land types among lands you control."),
])
def test_508_1d_an_attack_cost_changes_no_answer_now(sentence: str) -> None:
    """CR 508.1d, 508.1h, 509.1d: an attack cost is paid only as attackers are declared; no answer about mana,
    payments, activation, copies or casting pays it: ``NONE``."""
    assert static_reach(sentence) is StaticReach.NONE


@pytest.mark.parametrize("sentence", [
    ("Creatures can't attack you unless their controller pays {2} for each creature they control that's attacking "
    "you, and lands you control lose all abilities."),
    "This creature can't attack unless there is a Mountain on the battlefield.",
])
def test_613_1f_more_than_an_attack_cost_still_counts(sentence: str) -> None:
    """CR 613.1f: losing abilities changes what answers read; a forbidding clause other than an attack cost keeps
    its reach (not ``NONE``)."""
    assert static_reach(sentence) is not StaticReach.NONE


def test_508_1d_collective_restraint_doesnt_stop_a_payment() -> None:
    """CR 508.1d, 106.1: Collective Restraint's unread attack cost (its X is read from land types) acts only as
    attackers are declared. Alice's Llanowar Elves (not summoning sick, CR 302.6) pays {G}, not {G}{G}, and its
    one payment of {G} is listed."""
    board = _board(obj("elves", "Llanowar Elves"), obj("restraint", "Collective Restraint"))
    assert board.is_payable("alice", "{G}") is True
    assert board.is_payable("alice", "{G}{G}") is False
    assert board.ask("payments", player="alice", cost="{G}", mode="all")["count"] == 1


CONSPIRACY = obj("conspiracy", "Conspiracy", controller="bob", chosen={"creature_type": "Elf"})
#   "Creatures you control are the chosen type. The same is true for creature spells you control and creature cards
#   you own that aren't on the battlefield." (not read)
ADAPTATION = obj("adaptation", "Arcane Adaptation", controller="bob", chosen={"creature_type": "Elf"})
#   "Creatures you control are the chosen type in addition to their other types. The same is true for ..." (read)


def test_106_5_an_unread_sentence_about_another_players_creatures_can_change_a_battlefield_count() -> None:
    """CR 106.5, 613.1d: Priest of Titania adds {G} "for each Elf on the battlefield", Bob's too; Bob's Conspiracy
    could make his Grizzly Bears an Elf, and then Alice's Priest adds {G}{G}. So whether she can pay {G}{G} is
    ``unsupported_text`` at the Conspiracy, never "no". With Llanowar Elves instead of the Priest, what Bob's
    creatures are can't change her payment: {G}{G} is "no". Bob's Arcane Adaptation (read, CR 205.1b) makes his
    Bears an Elf: {G}{G} is "yes"."""
    bears = obj("bears", "Grizzly Bears", controller="bob")
    board = _board(CONSPIRACY, bears, obj("priest", "Priest of Titania"))
    with pytest.raises(UnsupportedText) as error:
        board.is_payable("alice", "{G}{G}")
    assert error.value.path == "state.objects[0]"
    assert _board(CONSPIRACY, bears, obj("elves", "Llanowar Elves")).is_payable("alice", "{G}{G}") is False
    assert _board(ADAPTATION, bears, obj("priest", "Priest of Titania")).is_payable("alice", "{G}{G}") is True


@pytest.mark.parametrize("rule_card", ["Auriok Steelshaper", "Bruenor Battlehammer", "Puresteel Paladin",
                                       "Forge Anew"])
def test_702_6a_an_unread_equip_rule_leaves_only_equip_undecided(rule_card: str) -> None:
    """CR 702.6a, 602.2b, 118.9: "Equip costs you pay cost {1} less" (Auriok Steelshaper), "You may pay {0} rather
    than pay the equip cost ..." (Bruenor Battlehammer, Forge Anew), "Equipment you control have equip {0} as long
    as ..." (Puresteel Paladin) and Forge Anew's instant-speed equip change whether Bonesplitter's Equip {1} can be
    activated and paid: with no mana, it is undecided (at the rule's card), never "not payable". Equip is not a
    mana ability (CR 605.1a), so the Forest's {G} is still paid and {G}{G} still not."""
    board = _board(obj("splitter", "Bonesplitter"), obj("bears", "Grizzly Bears"), obj("forest", "Forest"),
                   obj("rule", rule_card))
    listed = board.activatable("alice")
    assert ("splitter", "state.objects[3]") in [(u.object, u.path) for u in listed.unknown]
    assert "splitter" not in [a.object for a in listed.abilities]
    assert board.is_payable("alice", "{G}") is True
    assert board.is_payable("alice", "{G}{G}") is False


def test_613_1f_an_unread_grant_of_an_activated_ability_is_listed_as_undecided() -> None:
    """CR 613.1f, 602.1: Hermetic Study gives the enchanted Grizzly Bears "{T}: This creature deals 1 damage to any
    target.", which isn't applied: the Bears' abilities can't be listed whole, so ``activatable`` names the Bears
    in ``unknown`` (at the Study) rather than leave the ability out. The granted ability adds no mana (CR 605.1a),
    so Alice's Forest still pays {G} and can't pay {G}{G}, and the Forest's own ability is decided."""
    board = _board(obj("study", "Hermetic Study", attached_to="bears"), obj("bears", "Grizzly Bears"),
                   obj("forest", "Forest"))
    listed = board.activatable("alice")
    assert [(u.object, u.ability, u.path) for u in listed.unknown] == [("bears", 0, "state.objects[0]")]
    assert [(a.object, a.legal) for a in listed.abilities] == [("forest", True)]
    assert board.is_payable("alice", "{G}") is True
    assert board.is_payable("alice", "{G}{G}") is False


def test_613_4c_an_unread_power_change_says_it_is_about_power_and_toughness() -> None:
    """CR 613.4c, 106.7 (issue 17 item 7): Mantle of the Ancients' "Enchanted creature gets +1/+1 for each Aura and
    Equipment attached to it." is a layer 7c change the layer doesn't read: it stops Raucous Audience's "If you
    control a creature with power 4 or greater" payment, and its message says it is about power and toughness, not
    about mana; code and path stay those of the relevance rule (unsupported_text at the Mantle)."""
    board = _board(obj("audience", "Raucous Audience"), obj("trickster", "Merfolk Trickster"),
                   obj("armor", "Mantle of the Ancients", attached_to="trickster"),
                   obj("f1", "Forest", tapped=True), obj("f2", "Forest", tapped=True))
    with pytest.raises(UnsupportedText) as error:
        board.is_payable("alice", "{G}{G}")
    assert (error.value.code, error.value.path) == ("unsupported_text", "state.objects[2]")
    assert "power and toughness" in error.value.message and "on mana" not in error.value.message


def test_613_1f_an_unread_change_of_abilities_says_it_could_change_mana() -> None:
    """CR 613.1f, 106.7: Titania's Song's sentence takes a noncreature artifact's abilities, its mana ability among
    them: its message says it could change types, abilities or mana."""
    board = _board(FOREST, obj("song", "Titania's Song"), obj("ring", "Sol Ring"))
    with pytest.raises(UnsupportedText) as error:
        board.is_payable("alice", "{C}")
    assert "could change types, abilities or mana" in error.value.message


def test_613_every_reach_that_stops_an_answer_has_its_words() -> None:
    """The message of an unread static sentence comes from its reach, one rule in one place: each reach but NONE
    (which never stops an answer, CR 614.1c) has its words."""
    from mtgsolver.solver.view import _REACH_WORDS

    assert set(_REACH_WORDS) == set(StaticReach) - {StaticReach.NONE}


def test_613_1d_goddric_celebration_changes_only_goddric() -> None:
    """CR 613.1d, 613.4b, 613.1f: Goddric, Cloaked Reveler's "As long as two or more nonland permanents entered the
    battlefield under your control this turn, Goddric is a Dragon with base power and toughness 4/4, flying, and
    "{R}: Dragons you control get +1/+0 until end of turn."" (a condition the state can't tell) gives Goddric a
    creature type, a base power and toughness, flying and an activated ability that adds no mana (CR 605.1a): with
    nothing on the board reading those, Alice's Forest and Llanowar Elves pay {1}{G} and Goddric could produce
    nothing (CR 106.7)."""
    board = _board(FOREST, obj("elves", "Llanowar Elves"), obj("goddric", "Goddric, Cloaked Reveler"))
    assert board.is_payable("alice", "{1}{G}") is True
    assert board.could_produce("goddric") == ()
    assert static_reaches('As long as two or more nonland permanents entered the battlefield under your control '
                          'this turn, Goddric is a Dragon with base power and toughness 4/4, flying, and "{R}: '
                          'Dragons you control get +1/+0 until end of turn."') == {
        StaticReach.SUBTYPES, StaticReach.POWER, StaticReach.COMBAT, StaticReach.GRANTS_ACTIVATED}


def test_205_3m_goddric_as_a_dragon_is_weighed_where_a_text_reads_creature_types() -> None:
    """CR 205.3m, 613.1d: Goddric may be a Dragon and no longer a Human Noble (it loses its other creature types);
    Elvish Archdruid counts Elves, and an Elf count is a text that reads creature types, so the payment that needs
    its mana is not guessed."""
    board = _board(obj("druid", "Elvish Archdruid"), obj("goddric", "Goddric, Cloaked Reveler"))
    with pytest.raises(UnsupportedText):
        board.is_payable("alice", "{G}")


def test_614_1a_enduring_renewal_draw_replacement_changes_no_payment() -> None:
    """CR 614.1a, 106.7: Enduring Renewal replaces Alice's draws ("If you would draw a card, reveal the top card of
    your library instead. If it's a creature card, put it into your graveyard. Otherwise, draw a card."): "If it's
    a creature card" tests a card, it changes no characteristic, and no mana ability here draws, so her Forest pays
    {G} and could produce G."""
    board = _board(FOREST, obj("renewal", "Enduring Renewal"))
    assert board.is_payable("alice", "{G}") is True
    assert board.could_produce("forest") == (ManaType.G,)


def test_613_4c_criminal_past_grant_of_a_power_bonus_is_about_power() -> None:
    """CR 613.1f, 613.4c: Criminal Past's "Commander creatures you own have menace and "This creature gets +X/+0,
    where X is the number of creature cards in your graveyard."" gives a combat keyword and a static ability that
    changes only power: Alice's Llanowar Elves still pays {G}, whatever her commanders are."""
    board = _board(obj("elves", "Llanowar Elves"), obj("past", "Criminal Past"))
    assert board.is_payable("alice", "{G}") is True
    assert static_reaches('Commander creatures you own have menace and "This creature gets +X/+0, where X is the '
                          'number of creature cards in your graveyard."') == {StaticReach.COMBAT, StaticReach.POWER}


def test_614_1c_molten_sentry_coin_flip_changes_only_its_own_power_and_haste() -> None:
    """CR 614.1c, 613.4b, 302.6: Molten Sentry "enters as a 5/2 creature with haste" on heads (a coin the state
    doesn't record): its base power and toughness and haste, which matter only to its own {T} abilities (it has
    none) and to texts that read power: Alice's Forest pays {G}."""
    board = _board(FOREST, obj("sentry", "Molten Sentry"))
    assert board.is_payable("alice", "{G}") is True
    assert static_reaches("If the coin comes up heads, this creature enters as a 5/2 creature with haste.") == {
        StaticReach.POWER, StaticReach.HASTE}


def test_603_2d_roaming_throne_doubling_matters_only_beside_a_triggered_mana_ability() -> None:
    """CR 603.2d, 605.1b: Roaming Throne's "If a triggered ability of another creature you control of the chosen
    type triggers, it triggers an additional time." is not read. With no triggered ability that adds mana on the
    board it changes no payment: Alice's Llanowar Elves pays {G}. Beside Kinnan, Bonder Prodigy (a Human, the chosen
    type), whose "Whenever you tap a nonland permanent for mana, add one mana of any type that permanent produced"
    is a triggered mana ability, it could add more mana: the payment is not guessed."""
    throne = obj("throne", "Roaming Throne", chosen={"creature_type": "Human"})
    assert _board(obj("elves", "Llanowar Elves"), throne).is_payable("alice", "{G}") is True
    board = _board(obj("elves", "Llanowar Elves"), obj("kinnan", "Kinnan, Bonder Prodigy"), throne)
    with pytest.raises(UnsupportedText) as error:
        board.is_payable("alice", "{G}{G}{G}")
    assert "CR 603.2d" in error.value.message


def test_702_85a_bloodbraid_marauders_spell_cascade_changes_no_payment() -> None:
    """CR 702.85a, 601.2: Bloodbraid Marauder's "This spell has cascade as long as there are four or more card
    types among cards in your graveyard." is about the spell as it is cast; on the battlefield it changes nothing:
    Alice's Forest pays {G}."""
    board = _board(FOREST, obj("marauder", "Bloodbraid Marauder"))
    assert board.is_payable("alice", "{G}") is True
    assert static_reach("This spell has cascade as long as there are four or more card types among cards in your "
                        "graveyard.") is StaticReach.NONE


@pytest.mark.parametrize("name", ["Sanctum of All", "Hama Pashar, Ruin Seeker"])
def test_603_2d_trigger_doubling_with_a_condition_or_of_room_abilities_changes_no_mana_payment(name: str) -> None:
    """CR 603.2d, 605.1b, 309.4c: Sanctum of All's "If a triggered ability of another Shrine you control triggers
    while you control six or more Shrines, that ability triggers an additional time." and Hama Pashar's "Room
    abilities of dungeons you own trigger an additional time." only make triggered abilities trigger more often; with
    no triggered ability that adds mana on the board, Alice's Llanowar Elves pays {G} and not {G}{G}. Beside Kinnan,
    Bonder Prodigy (a triggered mana ability, CR 605.1b) the payment is not guessed."""
    assert static_reach("If a triggered ability of another Shrine you control triggers while you control six or more "
                        "Shrines, that ability triggers an additional time.") is StaticReach.TRIGGERS
    assert static_reach("Room abilities of dungeons you own trigger an additional time.") is StaticReach.TRIGGERS
    board = _board(obj("elves", "Llanowar Elves"), obj("doubler", name))
    assert board.is_payable("alice", "{G}") is True
    assert board.is_payable("alice", "{G}{G}") is False
    board = _board(obj("elves", "Llanowar Elves"), obj("kinnan", "Kinnan, Bonder Prodigy"), obj("doubler", name))
    with pytest.raises(UnsupportedText) as error:
        board.is_payable("alice", "{G}{G}{G}")
    assert "CR 603.2d" in error.value.message


@pytest.mark.parametrize("name", ["Panharmonicon", "Ancient Greenwarden"])
def test_605_1b_doubling_triggers_of_an_event_that_adds_no_mana_leaves_a_triggered_mana_ability_alone(
        name: str) -> None:
    """CR 605.1b, 603.2d: Panharmonicon's "If an artifact or creature entering causes a triggered ability of a
    permanent you control to trigger, that ability triggers an additional time." (Ancient Greenwarden's: "a land
    entering") doubles only abilities that trigger on a permanent entering; a triggered mana ability triggers only
    from a mana ability or mana being added, so Kinnan, Bonder Prodigy's "Whenever you tap a nonland permanent for
    mana, add one mana of any type that permanent produced." is not doubled: Llanowar Elves with Kinnan pays {G}{G}
    and not {G}{G}{G}, answered."""
    board = _board(obj("elves", "Llanowar Elves"), obj("kinnan", "Kinnan, Bonder Prodigy"), obj("doubler", name))
    assert board.is_payable("alice", "{G}{G}") is True
    assert board.is_payable("alice", "{G}{G}{G}") is False


def test_605_1a_sharkey_gets_no_mana_ability_from_bobs_lands() -> None:
    """CR 605.1a, 613.1f, 106.7: Sharkey, Tyrant of the Shire's "Sharkey has all activated abilities of lands your
    opponents control except mana abilities." gives it only abilities that add no mana: with Bob's Mountain it could
    produce nothing, and Alice's Forest pays {G}."""
    assert static_reach("Sharkey has all activated abilities of lands your opponents control except mana "
                        "abilities.") is StaticReach.GRANTS_ACTIVATED
    board = _board(obj("sharkey", "Sharkey, Tyrant of the Shire"), FOREST, obj("bob-m", "Mountain", controller="bob"))
    assert board.could_produce("sharkey") == ()
    assert board.is_payable("alice", "{G}") is True


def test_119_4_angel_of_jubilation_matters_only_where_life_or_a_sacrifice_could_be_paid() -> None:
    """CR 119.4, 119.8, 701.21a: Angel of Jubilation's "Players can't pay life or sacrifice creatures to cast spells
    or activate abilities." can only stop life and sacrifices being paid. A Forest and a Mountain pay {G}{R}, with
    no life and no sacrifice: answered. A cost with "Pay 2 life", or a board where Ashnod's Altar ("Sacrifice a
    creature: Add {C}{C}.") could pay, is not guessed; {G}{R}{R} stays unpayable (a rule that forbids makes no "no"
    a "yes")."""
    assert static_reaches("Players can't pay life or sacrifice creatures to cast spells or activate abilities.") == {
        StaticReach.PAY_LIFE, StaticReach.SACRIFICE}
    assert static_reaches("Players can't pay life to cast spells or to activate abilities that aren't mana "
                          "abilities.") == {StaticReach.PAY_LIFE}  # Karn's Sylex
    angel = obj("angel", "Angel of Jubilation")
    board = _board(angel, FOREST, obj("m", "Mountain"))
    assert board.is_payable("alice", "{G}{R}") is True
    assert _unsupported_at(lambda: board.is_payable("alice", "{G}, Pay 2 life")) == "state.objects[0]"
    board = _board(angel, FOREST, obj("m", "Mountain"), obj("altar", "Ashnod's Altar"), obj("b", "Grizzly Bears"))
    assert _unsupported_at(lambda: board.is_payable("alice", "{G}{R}")) == "state.objects[0]"
    assert board.is_payable("alice", "{G}{R}{R}") is False


@pytest.mark.parametrize(("sentence", "reaches"), [
    # CR 105.2, 613.1e, 613.4c: a colour and a power change, in either order; the first clause's verb is no part of
    # the subject (an older reading took "Enchanted creature is white and" for one and kept power alone).
    ("Enchanted creature is white and gets +1/+1.", {StaticReach.COLORS, StaticReach.POWER}),
    ("Enchanted creature gets +1/+1 and is white.", {StaticReach.COLORS, StaticReach.POWER}),
    ("Enchanted creature is the chosen color in addition to its other colors and gets +1/+1.",
     {StaticReach.COLORS, StaticReach.POWER}),
])
def test_613_a_colour_beside_a_power_change_is_kept(sentence: str, reaches: set[StaticReach]) -> None:
    """The reaches of a sentence joining a colour and a power change (rules per row)."""
    assert static_reaches(sentence) == reaches


def test_105_2_painters_servants_colour_doesnt_stop_a_forests_payment() -> None:
    """CR 105.2, 613.1e, 601.2g-h: Painter's Servant's unread sentence adds a colour to every card, spell and
    permanent; no mana ability nor cost here reads colours, so with a Forest and Llanowar Elves {G}{G} is paid and
    {G}{G}{G} isn't."""
    from tests.helpers import board, obj

    b = board(obj("servant", "Painter's Servant", chosen={"colors": "U"}), obj("f", "Forest"),
              obj("elves", "Llanowar Elves"))
    assert b.is_payable("alice", "{G}{G}") is True
    assert b.is_payable("alice", "{G}{G}{G}") is False
