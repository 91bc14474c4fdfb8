"""Never guessed: static sentences that, by the rules, reach only a few answers (solver/never_guessed.py,
model/relevance.py).

Each sentence below is not read, and each can change only what a few texts ask about: not untapping in the untap
step (CR 502.3), indestructible (CR 702.12b), -1/-1 counters (CR 122.1, 118.3), what the abilities of one keyword
cost (CR 602.2b, 702.142a), a loss of a combat keyword (CR 613.1f). A board with no such text is answered; one
with such a text still stops the answer (never guessed). The cards are real (current Oracle text, from the
bundled corpus) but for the inline ones named as such.
"""

from __future__ import annotations

import pytest
from mtgsolver.model.relevance import StaticReach, reaches_read_by, static_reaches

from mtgsolver import Board, UnsupportedText
from tests.helpers import board as _board
from tests.helpers import inline, obj

FOREST = obj("forest", "Forest")
BEARS = obj("bears", "Grizzly Bears")
#: "{T}: Add an amount of {G} equal to Marwyn's power." (power 1): its mana reads power (CR 208.1).
MARWYN = obj("marwyn", "Marwyn, the Nurturer")


def _unsupported_at(ask: object) -> str:
    assert callable(ask)
    with pytest.raises(UnsupportedText) as error:
        ask()
    return error.value.path


# ---------------------------------------------------------------------------------------------- CR 502.3 untap


def test_502_3_leaden_fists_untap_clause_is_no_change_and_its_bonus_is_a_power_change() -> None:
    """Leaden Fists: "Enchanted creature gets +3/+3 and doesn't untap during its controller's untap step." Not
    untapping acts only in the untap step (CR 502.3, where no player gets priority, CR 502.4); the +3/+3 is a
    change of power (CR 613.4c), weighed only by what reads power. Alice's Forest pays {G} whatever it does."""
    assert static_reaches("Enchanted creature gets +3/+3 and doesn't untap during its controller's untap step.") == {
        StaticReach.POWER}
    board = _board(FOREST, BEARS, obj("fists", "Leaden Fists", controller="bob", attached_to="bears"))
    assert board.is_payable("alice", "{G}") is True
    assert board.is_payable("alice", "{G}{G}") is False


def test_613_4c_leaden_fists_on_a_creature_whose_mana_reads_power_still_stops_the_answer() -> None:
    """CR 613.4c, 208.1: Marwyn adds {G} equal to its power; Leaden Fists' +3/+3 (not read) changes that power, so
    whether Alice can pay {G}{G} is not known, and neither is what Marwyn could produce (an amount of 0 adds none,
    CR 106.5)."""
    board = _board(MARWYN, obj("fists", "Leaden Fists", controller="bob", attached_to="marwyn"))
    assert _unsupported_at(lambda: board.is_payable("alice", "{G}{G}")) == "state.objects[1]"
    assert _unsupported_at(lambda: board.could_produce("marwyn")) == "state.objects[1]"


def test_502_3_winters_nights_untap_rider_is_read() -> None:
    """Winter's Night: "Whenever a player taps a snow land for mana, that player adds one mana of any type that
    land produced. That land doesn't untap during its controller's next untap step." The second sentence acts only
    in the next untap step (CR 502.3), so the triggered mana ability (CR 605.1b) is read whole: tapping Alice's
    Snow-Covered Forest for {G} adds another {G} (CR 106.12a), so {G}{G} is payable, and {G}{G}{G} is not."""
    board = _board(obj("snow", "Snow-Covered Forest"), obj("night", "Winter's Night"))
    assert board.is_payable("alice", "{G}{G}") is True
    assert board.is_payable("alice", "{G}{G}{G}") is False


# ------------------------------------------------------------------------------------- CR 702.12b indestructible


def test_702_12b_an_indestructible_grant_doesnt_change_a_power_read_by_mana() -> None:
    """Anara, Wolvid Familiar: "During your turn, commanders you control have indestructible." (not read: the
    state doesn't say which creatures are commanders). Indestructible matters only to destruction and lethal
    damage (CR 702.12b), not to a power (CR 208.1): Marwyn (power 1) adds {G} (CR 106.7), and Alice can pay {G}
    but not {G}{G}."""
    assert static_reaches("During your turn, commanders you control have indestructible.") == {
        StaticReach.INDESTRUCTIBLE}
    board = _board(MARWYN, obj("anara", "Anara, Wolvid Familiar"))
    assert [t.value for t in board.could_produce("marwyn")] == ["G"]
    assert board.is_payable("alice", "{G}") is True
    assert board.is_payable("alice", "{G}{G}") is False


def test_702_12b_an_indestructible_grant_counts_for_a_target_that_asks_for_indestructible() -> None:
    """CR 702.12b, 115.1, 601.2c: inline "Steel Grove" has "{T}: Tap target creature with indestructible.", a
    target that names indestructible, so an unread grant of it (Anara's "During your turn, commanders you control
    have indestructible.") counts for whether that ability can be activated (never guessed: ``unsupported_text``
    at Anara) while a commander of Alice's is on the battlefield (the Bears, CR 903.3); without Anara the Bears are
    the only creature and have no indestructible, so there is no legal target. Anara is Alice's: its "During your
    turn, ..." holds on her turn (CR 611.3a)."""
    grove = inline("grove", "Steel Grove", "Land", "{T}: Tap target creature with indestructible.")
    commander = obj("bears", "Grizzly Bears", commander_casts=0)
    assert _board(grove, commander).can_activate("grove", 0).legal is False
    board = _board(grove, commander, obj("anara", "Anara, Wolvid Familiar"))
    assert _unsupported_at(lambda: board.can_activate("grove", 0)) == "state.objects[2]"


def test_602_2_an_indestructible_the_effect_gives_doesnt_read_an_unread_grant() -> None:
    """CR 602.2, 608.2: "{T}: Target creature gains indestructible until end of turn." names indestructible only
    in what it does as it resolves; activating it is choosing "target creature" and tapping the land, which
    Anara's unread grant of indestructible can't change (CR 702.12b), even on Alice's commander: beside Anara it
    can be activated."""
    text = "{T}: Target creature gains indestructible until end of turn."
    assert StaticReach.INDESTRUCTIBLE in reaches_read_by(text)
    grove = inline("grove", "Steel Grove", "Land", text)
    commander = obj("bears", "Grizzly Bears", commander_casts=0)
    assert _board(grove, commander, obj("anara", "Anara, Wolvid Familiar")).can_activate("grove", 0).legal is True


# -------------------------------------------------------------------------------------- CR 122.1 -1/-1 counters


def test_122_1_melira_doesnt_change_a_payment_that_puts_no_counters() -> None:
    """Melira, Sylvok Outcast: "Creatures you control can't have -1/-1 counters put on them." (not read) can only
    stop a cost or an effect that puts -1/-1 counters (CR 122.1, 118.3). Alice's Forest and Llanowar Elves put
    none: {G}{G} is payable and {G}{G}{G} is not."""
    assert static_reaches("Creatures you control can't have -1/-1 counters put on them.") == {
        StaticReach.MINUS_COUNTERS}
    board = _board(FOREST, obj("elves", "Llanowar Elves"), obj("melira", "Melira, Sylvok Outcast"))
    assert board.is_payable("alice", "{G}{G}") is True
    assert board.is_payable("alice", "{G}{G}{G}") is False


def test_118_3_melira_still_counts_for_a_cost_that_puts_a_minus_counter() -> None:
    """CR 118.3: a cost that puts a -1/-1 counter on a creature can't be paid when it can't have one (Melira).
    Inline "Sap Walker" has "Put a -1/-1 counter on this creature: Add {G}.", and Devoted Druid "Put a -1/-1
    counter on this creature: Untap this creature.": whether those can be activated, and whether Alice can pay
    {G}{G}, are not known while Melira's sentence is not read."""
    walker = inline("walker", "Sap Walker", "Creature — Treefolk", "Put a -1/-1 counter on this creature: Add {G}.",
                    power=2, toughness=2)
    board = _board(FOREST, walker, obj("druid", "Devoted Druid"), obj("melira", "Melira, Sylvok Outcast"))
    assert _unsupported_at(lambda: board.can_activate("walker", 0)) == "state.objects[3]"
    assert _unsupported_at(lambda: board.can_activate("druid", 1)) == "state.objects[3]"
    assert _unsupported_at(lambda: board.is_payable("alice", "{G}{G}")) == "state.objects[3]"


# ---------------------------------------------------------------------------- CR 602.2b keyword abilities' costs


def test_602_2b_a_boast_cost_change_doesnt_change_a_payment() -> None:
    """Dragonkin Berserker: "Boast abilities you activate cost {1} less to activate for each Dragon you control."
    changes only the cost of boast abilities (CR 602.2b, 702.142a), none of which is a mana ability here: a Forest
    can pay {G} and not {G}{G}."""
    assert static_reaches("Boast abilities you activate cost {1} less to activate for each Dragon you control.") == {
        StaticReach.KEYWORD_LESS}
    board = _board(FOREST, obj("berserker", "Dragonkin Berserker"))
    assert board.is_payable("alice", "{G}") is True
    assert board.is_payable("alice", "{G}{G}") is False


def test_602_2b_a_boast_cost_change_still_counts_for_its_boast_ability() -> None:
    """CR 602.2b, 601.2f: Dragonkin Berserker's own "Boast — {4}{R}: ..." could cost less by its unread sentence,
    so with one Mountain whether that cost can be paid is not known: ``activatable`` lists it in ``unknown``
    (whether it may be activated, mana aside, doesn't depend on it: CR 702.142a, it hasn't attacked)."""
    board = _board(obj("mountain", "Mountain"), obj("berserker", "Dragonkin Berserker"))
    answer = board.ask("activatable", player="alice")
    assert [(u["object"], u["ability"], u["error"]["path"]) for u in answer["unknown"]] == [
        ("berserker", 2, "state.objects[1]")]
    assert board.can_activate("berserker", 2).legal is False


def test_602_2b_a_power_up_cost_change_doesnt_change_a_payment() -> None:
    """Hulk, Gamma Goliath: "Power-up abilities of other creatures you control cost {3} less to activate." (CR
    602.2b): a Forest pays {G}, not {G}{G}."""
    board = _board(FOREST, obj("hulk", "Hulk, Gamma Goliath"))
    assert board.is_payable("alice", "{G}") is True
    assert board.is_payable("alice", "{G}{G}") is False


def test_602_2b_mana_abilities_are_no_keyword() -> None:
    """CR 605.1a, 602.2b: "Mana abilities ..." and "Activated abilities ..." name every such ability, no keyword:
    their cost changes keep the wide reach."""
    assert static_reaches("Activated abilities of creatures cost {1} less to activate.") == {StaticReach.WIDENS}
    assert StaticReach.KEYWORD_LESS not in static_reaches("Mana abilities you activate cost {1} less to activate.")


# ------------------------------------------------------------------ CR 613.1f combat abilities, a subject's clause


#: Sightless Brawler's sentence as its bestowed Aura has it (the state holds no bestowed creature), inline.
BRAWLER_AURA = inline("x", "Brawler Aura", "Enchantment — Aura",
                      "Enchant creature\nEnchanted creature gets +3/+2 and can't attack alone.", attached_to="bears")


@pytest.mark.parametrize("card, sentence", [
    (obj("x", "Starforged Sword", attached_to="bears"), "Equipped creature gets +3/+3 and loses flying."),
    (BRAWLER_AURA, "Enchanted creature gets +3/+2 and can't attack alone."),
    (obj("x", "Fencer's Magemark", attached_to="bears"),
     "Creatures you control that are enchanted get +1/+1 and have first strike."),
])
def test_613_1f_power_and_combat_changes_dont_change_a_payment(card: dict, sentence: str) -> None:
    """CR 613.4c, 613.1f, 506.5: a change of power, a loss of flying, a rule about attacking alone and first
    strike matter only to what reads power or names them (combat, CR 506.5, 702.7, 702.9); the subject's relative
    clause ("that are enchanted") describes, it changes nothing. Alice's Forest pays {G}, not {G}{G}."""
    assert static_reaches(sentence) == {StaticReach.POWER, StaticReach.COMBAT}
    board = _board(FOREST, BEARS, card)
    assert board.is_payable("alice", "{G}") is True
    assert board.is_payable("alice", "{G}{G}") is False


def test_302_6_losing_haste_is_no_combat_change() -> None:
    """CR 302.6: losing haste could keep a summoning-sick creature from using {T}: no narrower reach."""
    assert static_reaches("Equipped creature gets +3/+3 and loses haste.") == {StaticReach.CHANGES}


def test_702_9_a_haste_grant_with_a_combat_keyword_keeps_both_reaches() -> None:
    """CR 702.9, 302.6: "has flying and haste" gives haste and flying, each weighed apart (a text naming flying
    reads the flying)."""
    assert static_reaches("Enchanted creature has flying and haste.") == {StaticReach.COMBAT, StaticReach.HASTE}


# --------------------------------------------------------------------------- CR 611.3a, 400.7 "that entered this turn"


def test_611_3a_a_grant_to_creatures_that_entered_this_turn_counts_only_while_one_did() -> None:
    """Deathleaper, Terror Weapon: "Creatures you control that entered this turn have double strike." applies to
    the creatures that fit it now (CR 611.3a); whether one entered this turn is the state's, and paying changes it
    for none on the battlefield (CR 400.7). Double strike matters only to what names a combat keyword (CR 702.4;
    it changes no power, CR 613.4c): Axebane Guardian's mana counts creatures with defender, so its answer stops
    only while a creature of Alice's entered this turn; Marwyn's mana reads only power, so its answer stands."""
    deathleaper = obj("leaper", "Deathleaper, Terror Weapon")
    axebane = obj("axebane", "Axebane Guardian")
    assert len(_board(axebane, deathleaper).could_produce("axebane")) == 5
    fresh = _board({**axebane, "entered_this_turn": True}, deathleaper)
    assert _unsupported_at(lambda: fresh.could_produce("axebane")) == "state.objects[1]"
    marwyn = _board({**MARWYN, "entered_this_turn": True}, deathleaper)
    assert [t.value for t in marwyn.could_produce("marwyn")] == ["G"]


# ------------------------------------------------------------------------------- CR 613.1f, 205.1b read and applied


def test_613_1f_duskmourns_domination_takes_the_elves_mana_ability() -> None:
    """Duskmourn's Domination: "Enchanted creature gets -3/-0 and loses all abilities." is read (layers 6 and 7c,
    CR 613.1f, 613.4c): Llanowar Elves under it has no "{T}: Add {G}.", so it could produce nothing (CR 106.7) and
    Alice can't pay {G} with it; unattached, the Aura changes nothing and the Elves pay {G}."""
    elves = obj("elves", "Llanowar Elves")
    board = _board(elves, obj("aura", "Duskmourn's Domination", controller="bob", attached_to="elves"))
    assert board.could_produce("elves") == ()
    assert board.is_payable("alice", "{G}") is False
    assert board.ask("abilities", object="elves")["abilities"] == []
    loose = _board(elves, obj("aura", "Duskmourn's Domination", controller="bob"))
    assert [t.value for t in loose.could_produce("elves")] == ["G"]


def test_205_1b_awakened_skyclave_is_a_land_on_the_battlefield() -> None:
    """Awakened Skyclave: "As long as this creature is on the battlefield, it's a land in addition to its other
    types." is read (layer 4, CR 205.1b; on the battlefield its condition holds, CR 611.3a). Inline "Land Tally"
    adds {G} for each land Alice controls (CR 106.5): itself and the Skyclave, {G}{G}; with the Skyclave's own {G}
    (it has haste), Alice pays {G}{G}{G} but not {G}{G}{G}{G}."""
    tally = inline("tally", "Land Tally", "Land", "{T}: Add {G} for each land you control.")
    board = _board(tally, obj("sky", "Awakened Skyclave"))
    assert board.is_payable("alice", "{G}{G}{G}") is True
    assert board.is_payable("alice", "{G}{G}{G}{G}") is False


# ----------------------------------------------------------------- CR 702.11, 702.21a abilities lost or kept away


def test_702_11_archetype_of_endurance_reaches_only_targets() -> None:
    """Archetype of Endurance: "Creatures your opponents control lose hexproof and can't have or gain hexproof."
    Hexproof matters only to targets (CR 702.11b), so Bob's Archetype doesn't change Alice's payment: her Forest
    pays {G}, not {G}{G}."""
    sentence = "Creatures your opponents control lose hexproof and can't have or gain hexproof."
    assert static_reaches(sentence) == {StaticReach.TARGETING}
    board = _board(FOREST, BEARS, obj("archetype", "Archetype of Endurance", controller="bob"))
    assert board.is_payable("alice", "{G}") is True
    assert board.is_payable("alice", "{G}{G}") is False


def test_702_11_a_hexproof_loss_counts_for_a_text_that_names_hexproof() -> None:
    """CR 702.11, 115.1: inline "Veil Grove" has "{T}: Target creature gains hexproof until end of turn.": Bob's
    Archetype of Endurance (not read) reaches what it targets and names, so whether it can be activated is not
    known; without the Archetype it can be."""
    grove = inline("grove", "Veil Grove", "Land", "{T}: Target creature gains hexproof until end of turn.")
    assert _board(grove, BEARS).can_activate("grove", 0).legal is True
    board = _board(grove, BEARS, obj("archetype", "Archetype of Endurance", controller="bob"))
    assert _unsupported_at(lambda: board.can_activate("grove", 0)) == "state.objects[2]"


@pytest.mark.parametrize("sentence, reaches", [
    ("Creatures your opponents control lose flying and can't have or gain flying.", {StaticReach.COMBAT}),
    ("Palladia-Mors has hexproof if it hasn't dealt damage yet.", {StaticReach.TARGETING}),
    ("Permanents you control have \"Ward—Sacrifice a permanent.\"", {StaticReach.COMBAT}),
    ("Creatures your opponents control lose haste and can't have or gain haste.", {StaticReach.CHANGES}),
    ("Enchanted creature loses all abilities and can't have or gain abilities.", {StaticReach.CHANGES}),
])
def test_613_1f_what_a_lost_or_kept_away_ability_reaches(sentence: str, reaches: set[StaticReach]) -> None:
    """CR 613.1f: losing an ability, or not being able to have it, matters to what having it matters to: flying to
    combat (CR 702.9), hexproof to targets (CR 702.11; "if it hasn't dealt damage yet" only says when, CR 611.3a),
    a ward whose cost is no mana to nothing but a targeting's aftermath (CR 702.21a); haste to a {T} ability (CR
    302.6) and all abilities to anything: those keep the wide reach."""
    assert static_reaches(sentence) == reaches


@pytest.mark.parametrize("sentence, reaches", [
    ("Enchanted creature gets +1/+1 and attacks each combat if able.", {StaticReach.POWER, StaticReach.COMBAT}),
    ("Cycling abilities you activate cost {2} less to activate.", {StaticReach.KEYWORD_LESS}),
    ("All abilities you activate cost {1} less to activate.", {StaticReach.WIDENS}),
])
def test_602_2b_which_abilities_a_cost_change_names(sentence: str, reaches: set[StaticReach]) -> None:
    """CR 602.2b, 702.29a: "Cycling abilities" are those of one keyword; "All abilities" are every ability, mana
    abilities too (CR 605.1a): the wide reach. CR 508.1d: "attacks each combat if able" is a combat rule, its "if
    able" no condition."""
    assert static_reaches(sentence) == reaches


def test_122_1_blight_names_minus_counters() -> None:
    """To blight N is to put N -1/-1 counters on a creature one controls (its reminder text, CR 122.1): a text that
    blights reads Melira's sentence."""
    assert StaticReach.MINUS_COUNTERS in reaches_read_by("Blight 1: Add {G}.")


# ---------------------------------------------------------- CR 613.1d-f: a count is its own part's, not the rest's


@pytest.mark.parametrize(("sentence", "must_reach"), [
    # "... for each Plains you control and has flying": the count is the +1/+1's; flying is granted too (CR 702.9).
    ("Enchanted creature gets +1/+1 for each Plains you control and has flying.", StaticReach.COMBAT),
    # A creature type is added (CR 205.1b, 613.1d): a change of its own, of creature types.
    (("Equipped creature gets +1/+1 for each soul counter on this Equipment and is an Assassin in addition to its "
     "other types."), StaticReach.SUBTYPES),
    # A quoted activated ability is granted (CR 613.1f, 602.1).
    (("Equipped creature gets +1/+1 for each blood counter on this Equipment and has \"{T}, Sacrifice a creature: "
     "Put a blood counter on Rakdos Riteknife.\""), StaticReach.GRANTS_ACTIVATED),
])
def test_613_1f_a_count_does_not_swallow_the_predicates_after_it(sentence: str, must_reach: StaticReach) -> None:
    """CR 613.4c, 613.1d-f: "gets +N/+N for each ..." is a change of power and toughness, and a further predicate
    joined by "and" (has flying, is an Assassin, has a quoted ability) is a change of its own: the sentence is never
    taken for a power change alone (Armored Ascension, Reaper's Scythe, Rakdos Riteknife)."""
    reaches = static_reaches(sentence)
    assert must_reach in reaches and reaches != {StaticReach.POWER}


def test_702_9_armored_ascensions_flying_is_never_guessed_for_a_flying_target() -> None:
    """CR 702.9, 707.10c, 115.1: Twincast copying Plummet ("Destroy target creature with flying.") may target a
    creature with flying; Grizzly Bears under Armored Ascension ("Enchanted creature gets +1/+1 for each Plains you
    control and has flying.", unread) has flying, so the copy's choices are not known: ``unsupported_text`` at the
    Aura, never the Serra Angel alone."""
    board = Board.from_json({
        "active_player": "alice", "players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
        "objects": [obj("tw", "Twincast", zone="hand"), obj("isl", "Island"), obj("isl2", "Island"),
                    obj("pl", "Plummet", controller="bob", zone="stack"), obj("angel", "Serra Angel"),
                    obj("bears", "Grizzly Bears"), obj("aa", "Armored Ascension", attached_to="bears"),
                    obj("plains", "Plains")],
        "stack": [{"id": "s1", "kind": "spell", "source": "pl", "controller": "bob", "targets": ["angel"]}]})
    assert _unsupported_at(lambda: board.copy_targets("s1", by=("tw", 0))) == "state.objects[6]"


def test_700_4_everlasting_lich_cant_die_matters_only_to_a_sacrifice() -> None:
    """CR 700.4, 701.21a, 702.12b: "Everlasting Lich can't die." (not read; its reminder: it "has indestructible,
    can't be sacrificed, and doesn't go to the graveyard for having 0 toughness"). Beside a Forest and Llanowar
    Elves nothing is sacrificed: {G}{G} is paid, {G}{G}{G} isn't. Beside Ashnod's Altar ("Sacrifice a creature: Add
    {C}{C}.") the Lich is the creature to sacrifice, which the sentence could forbid: ``unsupported_text`` at the
    Lich, never a guess."""
    assert static_reaches("Everlasting Lich can't die.") == {StaticReach.SACRIFICE, StaticReach.INDESTRUCTIBLE}
    lich = obj("lich", "Everlasting Lich")
    b = _board(lich, obj("f", "Forest"), obj("elves", "Llanowar Elves"))
    assert b.is_payable("alice", "{G}{G}") is True
    assert b.is_payable("alice", "{G}{G}{G}") is False
    assert _unsupported_at(lambda: _board(lich, obj("altar", "Ashnod's Altar")).is_payable("alice", "{C}{C}")) == (
        "state.objects[0]")
