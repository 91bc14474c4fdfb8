"""Never guessed, by whom an unread static sentence is about and what it changes (issue 13: subjects).

A continuous effect of a static ability applies to the objects its text describes now (CR 611.3a, 613): a
subject with a counter condition fits nothing while no permanent has that counter and no cost on the board could
put one (CR 122.1, 118.3); cards in graveyards are no permanents (CR 400.1, 113.6); a quoted static ability
reaches nothing while nothing fits the subject given it (CR 613.1f). A change of supertypes alone matters only to
what reads a supertype (CR 205.4, 107.4h); a combat keyword or rule changes no power (CR 613.4c, 613.1f), and a
keyword triggered on attacking is no mana ability (CR 702.189a, 605.1b). Each board below is answered now, and a
board beside it where the sentence could change the answer still gives ``unsupported_text`` at its object.

The cards are real (current Oracle text, from the bundled corpus); "Everything Press" and "Clue" are inline.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from mtgsolver.model.filters import Controller, HasCounter, ObjectFilter
from mtgsolver.model.relevance import (
    StaticReach,
    reaches_read_by,
    static_reaches,
    static_subject_filter,
    static_subject_zones,
)
from mtgsolver.model.state import Zone

from mtgsolver import Board, UnsupportedText
from tests.helpers import board as _board
from tests.helpers import inline, obj


def _unsupported_at(ask: Callable[[], object]) -> str | None:
    with pytest.raises(UnsupportedText) as error:
        ask()
    return error.value.path


FOREST = obj("forest", "Forest")
ELVES = obj("elves", "Llanowar Elves")
OMO = obj("omo", "Omo, Queen of Vesuva")  # "Each land with an everything counter on it is every land type ..."
#: An activated ability whose cost puts an everything counter on a land (CR 118.3, 122.1).
PRESS = inline("press", "Everything Press", "Artifact",
               "{1}, Put an everything counter on a land you control: Draw a card.")


# --------------------------------------------------------------------------- CR 611.3a, 122.1 counter conditions


@pytest.mark.parametrize(("sentence", "name", "expected"), [
    ("Each land with an everything counter on it is every land type in addition to its other types.",
     "Omo, Queen of Vesuva", ObjectFilter(card_types=frozenset({"land"}), extra=(HasCounter("everything"),))),
    ("Non-Horror creatures with slime counters on them lose all abilities and have base power and toughness 2/2.",
     "Sludge Monster", ObjectFilter(card_types=frozenset({"creature"}), excluded_types=frozenset({"Horror"}),
                                    extra=(HasCounter("slime"),))),
    (("Creatures you control with +1/+1 counters on them have all activated abilities of all creature cards "
      "exiled with Agatha's Soul Cauldron."), "Agatha's Soul Cauldron",
     ObjectFilter(card_types=frozenset({"creature"}), controller=Controller.YOU, extra=(HasCounter("+1/+1"),))),
    ("Each creature you control with a counter on it has ward {1}.", "Cathedral Acolyte",
     ObjectFilter(card_types=frozenset({"creature"}), controller=Controller.YOU, extra=(HasCounter(None),))),
])
def test_122_1_a_subject_with_a_counter_condition_is_read(sentence: str, name: str, expected: ObjectFilter) -> None:
    """CR 122.1, 611.3a: "with an everything counter on it", "with slime counters on them", "with a counter on
    it" (any kind) are conditions of the subject, read as :class:`HasCounter`."""
    assert static_subject_filter(sentence, name) == expected


def test_611_3a_omo_changes_nothing_while_no_land_has_an_everything_counter() -> None:
    """CR 611.3a, 122.1: Omo makes only the lands with an everything counter every land type; Alice's Forest has
    none, and no cost or mana ability on the board puts one (Omo's own counter comes from a trigger, which does
    nothing while a cost is paid, CR 603.2). The Forest could produce {G} (CR 305.6) and pays {G}."""
    board = _board(FOREST, OMO)
    assert [t.value for t in board.could_produce("forest")] == ["G"]
    assert board.is_payable("alice", "{G}") is True


def test_305_7_omo_still_counts_when_the_forest_has_an_everything_counter() -> None:
    """CR 305.7, 611.3a: with an everything counter, the Forest is every land type, so it could produce every
    colour: the answer is ``unsupported_text`` at Omo."""
    board = _board({**FOREST, "counters": {"everything": 1}}, OMO)
    assert _unsupported_at(lambda: board.could_produce("forest")) == "state.objects[1]"
    assert _unsupported_at(lambda: board.is_payable("alice", "{G}")) == "state.objects[1]"


def test_118_3_omo_still_counts_when_a_cost_could_put_an_everything_counter() -> None:
    """CR 118.3, 122.1: Everything Press's cost puts an everything counter on a land; whether one is put before
    an answer's mana is made is not the state's, so Omo counts (removing counters only makes fewer lands fit)."""
    board = _board(FOREST, OMO, PRESS)
    assert _unsupported_at(lambda: board.could_produce("forest")) == "state.objects[1]"


def test_613_1f_sludge_monster_takes_abilities_only_from_creatures_with_slime_counters() -> None:
    """CR 613.1f, 611.3a: Sludge Monster's "Non-Horror creatures with slime counters on them lose all abilities"
    leaves Llanowar Elves its "{T}: Add {G}." while it has no slime counter; with one, the Elves may have lost it,
    and the answer is ``unsupported_text`` at the Monster."""
    assert [t.value for t in _board(ELVES, obj("sludge", "Sludge Monster")).could_produce("elves")] == ["G"]
    slimed = _board({**ELVES, "counters": {"slime": 1}}, obj("sludge", "Sludge Monster"))
    assert _unsupported_at(lambda: slimed.could_produce("elves")) == "state.objects[1]"


def test_607_2a_agathas_soul_cauldron_gives_nothing_while_it_exiled_nothing() -> None:
    """CR 607.2a, 611.3a: the Cauldron gives its creatures with +1/+1 counters the activated abilities of the
    creature cards exiled with it. Having exiled none, it gives nothing, even to Elves with a +1/+1 counter; having
    exiled Birds of Paradise ("{T}: Add one mana of any color."), it gives the Elves a mana ability: the answer is
    ``unsupported_text`` at the Cauldron; Elves without a counter still could produce only {G} (the Cauldron's own
    counter comes from a trigger, no cost)."""
    counted = {**ELVES, "counters": {"+1/+1": 1}}
    cauldron = obj("cauldron", "Agatha's Soul Cauldron")
    assert [t.value for t in _board(counted, cauldron).could_produce("elves")] == ["G"]
    birds = obj("birds", "Birds of Paradise", zone="exile")
    full = {**cauldron, "exiled": ["birds"]}
    assert _unsupported_at(lambda: _board(counted, full, birds).could_produce("elves")) == "state.objects[1]"
    assert [t.value for t in _board(ELVES, full, birds).could_produce("elves")] == ["G"]


def test_607_2a_territory_forge_has_no_ability_of_a_card_it_didnt_exile() -> None:
    """CR 607.2a: Territory Forge's "This artifact has all activated abilities of the exiled card." (not read) gives
    the abilities of the card its first ability exiled. Having exiled none, it gives nothing: with a Forest and
    Llanowar Elves {G}{G} is paid and {G}{G}{G} isn't. Having exiled Birds of Paradise, it has its mana ability,
    unread: the "no" is ``unsupported_text`` at the Forge."""
    forge = obj("forge", "Territory Forge")
    b = _board(forge, FOREST, ELVES)
    assert b.is_payable("alice", "{G}{G}") is True
    assert b.is_payable("alice", "{G}{G}{G}") is False
    birds = obj("birds", "Birds of Paradise", zone="exile")
    full = _board({**forge, "exiled": ["birds"]}, FOREST, ELVES, birds)
    assert _unsupported_at(lambda: full.is_payable("alice", "{G}{G}{G}")) == "state.objects[0]"


def test_613_1f_robaran_mercenaries_gives_nothing_without_another_legendary_creature() -> None:
    """CR 613.1f, 611.3a: Robaran Mercenaries' "This creature has all activated abilities of all legendary creatures
    you control." (not read) gives the abilities of Alice's legendary creatures. With only a Forest and Llanowar
    Elves there is none: {G}{G} is paid, {G}{G}{G} isn't. Bob's Marwyn, the Nurturer (legendary, "{T}: Add an
    amount of {G} equal to Marwyn's power.") is not Alice's: still no. Alice's own Marwyn gives it a mana ability:
    the "no" is ``unsupported_text`` at the Mercenaries."""
    mercenaries = obj("robaran", "Robaran Mercenaries")
    b = _board(mercenaries, FOREST, ELVES)
    assert b.is_payable("alice", "{G}{G}") is True
    assert b.is_payable("alice", "{G}{G}{G}") is False
    assert _board(mercenaries, FOREST, ELVES, obj("marwyn", "Marwyn, the Nurturer", controller="bob")).is_payable(
        "alice", "{G}{G}{G}") is False
    mine = _board(mercenaries, FOREST, ELVES, obj("marwyn", "Marwyn, the Nurturer"))
    assert _unsupported_at(lambda: mine.is_payable("alice", "{G}{G}{G}{G}")) == "state.objects[0]"


# ---------------------------------------------------------------------------------- CR 400.1, 113.6 zone subjects


@pytest.mark.parametrize(("sentence", "zones"), [
    ("Cards in graveyards lose all abilities.", ({Zone.GRAVEYARD}, True)),
    ("Each creature card in your graveyard has scavenge.", ({Zone.GRAVEYARD}, False)),
    ("Instant and sorcery cards in graveyards have flashback.", ({Zone.GRAVEYARD}, False)),
    ("Each nonland card in your hand without foretell has foretell.", ({Zone.HAND}, False)),
    (("As long as you control your commander, activated abilities of cards in your graveyard cost {2} less to "
      "activate."), ({Zone.GRAVEYARD}, False)),
    # Not only cards off the battlefield: permanents too.
    ("Lands you control and land cards in your library are basic.", None),
    ("Creatures you control have haste.", None),
    # CR 302.1: creatures are permanents, whatever they are compared with.
    ("Creatures with power greater than the number of cards in your hand can't attack.", None),
])
def test_400_1_a_subject_of_cards_in_zones(sentence: str, zones: tuple[set[Zone], bool] | None) -> None:
    """CR 400.1, 113.6: a subject of cards in a graveyard, hand or library names no permanent; "lose all
    abilities" only takes abilities away (CR 613.1f)."""
    assert static_subject_zones(sentence) == (None if zones is None else (frozenset(zones[0]), zones[1]))


def test_113_6_yixlid_jailer_changes_nothing_without_a_graveyard_card_with_rules_text() -> None:
    """CR 113.6, 400.1, 613.1f: Yixlid Jailer's "Cards in graveyards lose all abilities." is about cards in
    graveyards: with none, or only Grizzly Bears (no rules text, nothing to lose), Alice's Forest pays {G}."""
    assert _board(FOREST, obj("jailer", "Yixlid Jailer")).is_payable("alice", "{G}") is True
    bears = obj("bears", "Grizzly Bears", zone="graveyard")
    board = _board(FOREST, obj("jailer", "Yixlid Jailer"), bears)
    assert [t.value for t in board.could_produce("forest")] == ["G"]


def test_113_6b_yixlid_jailer_counts_when_a_graveyard_card_has_rules_text() -> None:
    """CR 113.6b: Anger's "As long as this card is in your graveyard and you control a Mountain, creatures you
    control have haste." works from the graveyard; Alice controls a Mountain, and the Jailer takes Anger's ability
    away, so an answer it could change (a summoning-sick Llanowar Elves paying {G}{G}, CR 302.6) is
    ``unsupported_text`` at the Jailer."""
    board = _board(FOREST, {**ELVES, "summoning_sick": True}, obj("jailer", "Yixlid Jailer"),
                   obj("anger", "Anger", zone="graveyard"), obj("mountain", "Mountain"))
    assert _unsupported_at(lambda: board.is_payable("alice", "{G}{G}")) == "state.objects[2]"


# ------------------------------------------------------------------------------- CR 613.1f quoted static abilities

ARMED = obj("armed", "Armed with Proof")  # "Clues you control are Equipment ... and have "Equipped creature ...""
CLUE = inline("clue", "Clue", "Token Artifact — Clue", "{2}, Sacrifice this token: Draw a card.", is_token=True)


def test_613_1f_a_quoted_static_ability_reaches_nothing_while_no_clue_is_on_the_battlefield() -> None:
    """CR 613.1f, 611.3a: Armed with Proof gives "Equipped creature gets +2/+0" only to Alice's Clues; with none,
    nothing has it, and Alice's Forest pays {G}."""
    board = _board(FOREST, ARMED)
    assert board.is_payable("alice", "{G}") is True
    assert [t.value for t in board.could_produce("forest")] == ["G"]


def test_613_1f_a_quoted_static_ability_counts_for_every_object_while_a_clue_is_there() -> None:
    """CR 613.1f, 301.5: with a Clue, the Clue is an Equipment whose quoted ability reaches the creature it is
    attached to, any object: the Forest's answers are ``unsupported_text`` at Armed with Proof."""
    board = _board(FOREST, ARMED, CLUE)
    assert _unsupported_at(lambda: board.could_produce("forest")) == "state.objects[1]"
    assert _unsupported_at(lambda: board.is_payable("alice", "{G}")) == "state.objects[1]"


# ---------------------------------------------------------------------------------- CR 205.4, 613.1d supertypes


@pytest.mark.parametrize(("sentence", "reach"), [
    ("All lands are no longer snow.", StaticReach.SNOW),
    ("Lands you control and land cards in your library are basic.", StaticReach.BASIC),
    ("Enchanted permanent is legendary.", StaticReach.LEGENDARY),
    ("All nonland permanents are legendary.", StaticReach.LEGENDARY),
    ("Permanents with ice counters on them are snow.", StaticReach.SNOW),
    ("Aeve isn't legendary if it's a token.", StaticReach.LEGENDARY),
])
def test_205_4_a_change_of_one_supertype_alone(sentence: str, reach: StaticReach) -> None:
    """CR 205.4, 613.1d: "is/are (no longer) snow", "are basic", "is legendary", "isn't legendary" change only that
    supertype."""
    assert static_reaches(sentence) == {reach}


def test_205_4_a_relative_clause_about_a_supertype_is_no_change_of_it() -> None:
    """CR 205.4: "that aren't legendary" describes the permanents a spell exiles; it changes no supertype."""
    assert StaticReach.LEGENDARY not in static_reaches("Exile all nonland permanents that aren't legendary.")


def test_107_4h_texts_that_read_supertypes() -> None:
    """CR 107.4h: {S} is paid only with mana from a snow source; CR 205.4: "basic", "nonbasic" name a supertype."""
    assert StaticReach.SNOW in reaches_read_by("{S}: This creature gets +1/+0 until end of turn.")
    assert reaches_read_by("{T}: Add one mana of any color that a basic land you control could produce.") == {
        StaticReach.BASIC}
    assert reaches_read_by("This ability costs {4} less to activate if an opponent controls four or more nonbasic "
                           "lands.") == {StaticReach.BASIC}
    assert reaches_read_by("{T}: Add {G}.") == frozenset()


def test_205_4_melting_changes_no_payment_without_snow() -> None:
    """CR 205.4g, 107.4h: Melting makes lands not snow, which matters only to {S} and to texts that name snow:
    Alice's Forest pays {G}, and the Snow-Covered Forest too."""
    assert _board(FOREST, obj("melting", "Melting")).is_payable("alice", "{G}") is True
    assert _board(obj("snow", "Snow-Covered Forest"), obj("melting", "Melting")).is_payable("alice", "{G}") is True


def test_107_4h_melting_still_counts_for_a_snow_cost() -> None:
    """CR 107.4h, 106.3: {S} is paid only with mana from a snow source; Melting makes the Snow-Covered Forest not
    snow (if it reads as it seems), so whether Alice pays {S} is ``unsupported_text`` at Melting."""
    board = _board(obj("snow", "Snow-Covered Forest"), obj("melting", "Melting"))
    assert _unsupported_at(lambda: board.is_payable("alice", "{S}")) == "state.objects[1]"


def test_205_4g_melting_doesnt_count_for_a_text_that_names_basic() -> None:
    """CR 205.4c, 205.4g: Star Compass reads whether Alice's lands are basic; Melting changes only whether they are
    snow, so the Compass could produce {G} with her Forest (CR 106.7), Melting or not."""
    board = _board(obj("compass", "Star Compass"), FOREST, obj("melting", "Melting"))
    assert [t.value for t in board.could_produce("compass")] == ["G"]


def test_205_4c_rootpath_purifier_counts_for_star_compass() -> None:
    """CR 205.4c, 106.7: Star Compass adds a colour a basic land Alice controls could produce. Her Bayou is
    nonbasic, so alone it gives the Compass nothing; Rootpath Purifier makes her lands basic, so the Compass's
    answer is ``unsupported_text`` at the Purifier; with a Forest and Elves and no such text, {G}{G} is paid."""
    assert _board(obj("compass", "Star Compass"), obj("bayou", "Bayou")).could_produce("compass") == ()
    board = _board(obj("compass", "Star Compass"), obj("bayou", "Bayou"), obj("root", "Rootpath Purifier"))
    assert _unsupported_at(lambda: board.could_produce("compass")) == "state.objects[2]"
    assert _board(FOREST, ELVES, obj("root", "Rootpath Purifier")).is_payable("alice", "{G}{G}") is True


# ------------------------------------------------------------------------- CR 613.4c, 508.1c, 702.189a combat only

MARWYN = obj("marwyn", "Marwyn, the Nurturer")  # "{T}: Add an amount of {G} equal to Marwyn's power."
AXEBANE = obj("axebane", "Axebane Guardian")  # "... where X is the number of creatures with defender you control."


@pytest.mark.parametrize(("card", "reaches"), [
    (obj("moloch", "Thorned Moloch"), {StaticReach.COMBAT}),  # "... has first strike as long as it's attacking."
    (obj("crasher", "Glacial Crasher"), {StaticReach.COMBAT}),  # "... can't attack unless there is a Mountain ..."
    (obj("horns", "Vorrac Battlehorns", attached_to="marwyn"), {StaticReach.COMBAT}),
    (obj("dragonologist", "Dragonologist"), {StaticReach.TARGETING}),  # "Untapped Dragons you control have ..."
])
def test_613_4c_a_combat_ability_changes_no_power(card: dict, reaches: set[StaticReach]) -> None:
    """CR 613.4c, 613.1f, 508.1c, 509.1b: first strike, trample, hexproof, "can't attack unless ..." and "can't be
    blocked by more than one creature" change no power (the restrictions are checked only as attackers or blockers
    are declared): Marwyn's mana reads only her power, so she could produce {G}."""
    board = _board(MARWYN, card)
    sentence = next(u for a in board.view.view(card["id"]).abilities for u in a.unsupported)
    assert static_reaches(sentence) == reaches
    assert [t.value for t in board.could_produce("marwyn")] == ["G"]


@pytest.mark.parametrize("card", [
    obj("moloch", "Thorned Moloch"),
    obj("crasher", "Glacial Crasher"),
    obj("horns", "Vorrac Battlehorns", attached_to="axebane"),
])
def test_702_3b_a_combat_change_still_counts_for_a_text_that_names_combat(card: dict) -> None:
    """CR 702.3b, 613.1f: Axebane Guardian's mana counts creatures with defender, a combat keyword; a sentence
    about combat keywords or rules could change it (conservatively), so its answer is ``unsupported_text``."""
    board = _board(AXEBANE, card)
    assert _unsupported_at(lambda: board.could_produce("axebane")) == "state.objects[1]"


def test_702_189a_firebending_is_no_mana_ability() -> None:
    """CR 702.189a, 605.1b, 603.2: firebending is a triggered ability that triggers on attacking, so it is no mana
    ability and adds nothing now: Fire Lord Zuko's "Firebending X, where X is Fire Lord Zuko's power." changes no
    payment (Alice's Forest pays {G}, not {G}{G})."""
    assert static_reaches("Firebending X, where X is Fire Lord Zuko's power.") == {StaticReach.NONE}
    board = _board(FOREST, obj("zuko", "Fire Lord Zuko"))
    assert board.is_payable("alice", "{G}") is True
    assert board.is_payable("alice", "{G}{G}") is False


# ------------------------------------------------------------------------------ CR 601.2c targets chosen before costs


def _reave_soul_copy(*bobs: dict) -> Board:
    """Bob's Reave Soul ("Destroy target creature with power 3 or less.") targeting his Grizzly Bears, and Alice's
    Twincast copying it (she may choose new targets, CR 707.10c), with ``bobs`` for Bob."""
    objects = [obj("reave", "Reave Soul", controller="bob", zone="stack"), obj("twincast", "Twincast", zone="stack"),
               obj("bears", "Grizzly Bears", controller="bob"), *bobs]
    return Board.from_json({
        "active_player": "alice", "players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
        "objects": objects,
        "stack": [{"id": "spell", "kind": "spell", "source": "reave", "controller": "bob", "targets": ["bears"]},
                  {"id": "tc", "kind": "spell", "source": "twincast", "controller": "alice", "targets": ["spell"]}]})


def _new_targets(board: Board) -> set[str]:
    return {t for choice in board.copy_targets("spell", by=("twincast", 0)).choices for t in choice}


DRAGONOLOGIST = obj("dragonologist", "Dragonologist", controller="bob")  # "Untapped Dragons you control have ..."
WHELP = obj("whelp", "Dragon Whelp", controller="bob")  # a 2/3 Dragon


def test_601_2c_an_untapped_subject_fits_nothing_without_an_untapped_dragon() -> None:
    """CR 601.2c, 611.3a, 702.11b: targets are chosen before any cost is paid, so "Untapped Dragons you control"
    is read as the board is: with no Dragon, or Bob's Dragon Whelp tapped, no permanent has hexproof from
    Dragonologist, and the copy may target every creature with power 3 or less: the Bears (2), Dragonologist (1)
    and the tapped Whelp (2)."""
    assert _new_targets(_reave_soul_copy(DRAGONOLOGIST)) == {"bears", "dragonologist"}
    tapped = _reave_soul_copy(DRAGONOLOGIST, {**WHELP, "tapped": True})
    assert _new_targets(tapped) == {"bears", "dragonologist", "whelp"}


def test_702_11b_dragonologist_still_counts_with_an_untapped_dragon() -> None:
    """CR 702.11b: an untapped Dragon Whelp of Bob's may have hexproof from Dragonologist (its sentence is not
    read), so whether Alice's copy may target it is ``unsupported_text`` at Dragonologist."""
    board = _reave_soul_copy(DRAGONOLOGIST, WHELP)
    assert _unsupported_at(lambda: board.copy_targets("spell", by=("twincast", 0))) == "state.objects[3]"


def test_702_189a_firebending_changes_no_target() -> None:
    """CR 702.189a, 603.2: Fire Lord Zuko's firebending does nothing before he attacks, so the copy may target the
    Bears and Zuko (power 2)."""
    assert _new_targets(_reave_soul_copy(obj("zuko", "Fire Lord Zuko", controller="bob"))) == {"bears", "zuko"}
