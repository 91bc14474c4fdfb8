"""Rules behind answers to unusual input: CR 119.4b (paying 0 life below 0), CR 118.3 and 701.21 (sacrificing
several permanents), CR 605.1a with text never guessed (contract: unsupported_text), CR 107.4 (only its symbols);
states that can't exist are bad_request when read: CR 107.3m (x), 701.21a (sacrificed), 601.2a (one card, one
spell), 110.5d (status of cards in other zones)."""

from __future__ import annotations

from typing import Any

import pytest
from mtgsolver.model.errors import BadManaString, BadRequest, MtgSolverError, UnknownCard, UnsupportedText
from mtgsolver.model.io import read_state
from mtgsolver.model.mana import ManaCost
from mtgsolver.model.queries import CouldProduceQuery, PaymentMode
from mtgsolver.solver.could_produce import answer_could_produce
from mtgsolver.solver.payments import answer_payments, is_payable
from mtgsolver.solver.view import BoardView

from mtgsolver import Board
from tests.helpers import inline, obj, pay, state


def test_119_4b_negative_life_still_pays_mana_and_zero_life() -> None:
    """CR 119.4, 119.4b: at -5 life a player can't pay life but can pay 0 life, and mana costs as usual."""
    s = state(obj("f", "Forest"), life=-5)
    assert is_payable(BoardView(s), pay("{G}"))
    assert is_payable(BoardView(s), pay("Pay 0 life"))
    assert not is_payable(BoardView(s), pay("Pay 1 life"))
    assert not is_payable(BoardView(s), pay("{G/P}{G/P}"))


def test_701_21_sacrifice_two_forests_is_one_set() -> None:
    """CR 701.21a, 118.3: "Sacrifice two Forests" takes two different Forests; with two, one payment."""
    s = state(obj("f1", "Forest"), obj("f2", "Forest"))
    ans = answer_payments(BoardView(s), pay("Sacrifice two Forests"))
    assert ans["count"] == 1 and sorted(ans["payments"][0]["sacrificed"]) == ["f1", "f2"]
    assert not is_payable(BoardView(state(obj("f1", "Forest"))), pay("Sacrifice two Forests"))


def test_605_1a_unread_mana_ability_is_unsupported_not_guessed() -> None:
    """CR 605.1a and the contract (never guessed): a mana ability the reader does not understand gives
    unsupported_text for could_produce, and for a payment it could decide ("no", or every payment) naming the
    object; a payment found without it (a Forest pays {G}) stands."""
    grove = inline("grove", "Flyer Grove", "Land", "{T}: Add {G} for each creature you control with flying.")
    s = state(grove)
    with pytest.raises(UnsupportedText):
        answer_could_produce(BoardView(s), CouldProduceQuery(id="q", object="grove"))
    with pytest.raises(UnsupportedText) as info:
        answer_payments(BoardView(s), pay("{G}"))
    assert info.value.path == "state.objects[0]"
    with_forest = state(grove, obj("f", "Forest"))
    assert answer_payments(BoardView(with_forest), pay("{G}", mode=PaymentMode.CHECK))["payable"] is True
    with pytest.raises(UnsupportedText):
        answer_payments(BoardView(with_forest), pay("{G}"))


def test_605_1a_partly_read_mana_ability_is_not_guessed() -> None:
    """CR 605.1a, contract: Undermountain Adventurer's "If you've completed a dungeon, add six {G} instead." is not
    read (the state doesn't record dungeons, CR 309.7), so a payment needing more than its {G}{G} is not guessed
    ({G}{G}{G}{G} with a Forest: six {G} would pay it); its types are known, {G} either way (CR 106.7: only the
    types count, and six {G} are of the type {G}{G} is); an unread effect on mana (Pulse of Llanowar's "If a basic
    land you control is tapped for mana, it produces mana of a color of your choice instead of any other type", CR
    614.1a, with an "unless" that is not read) makes the answers it could change unsupported_text: what the Forest
    could produce, and whether it pays {W}."""
    adventurer = inline("adventurer", "Undermountain Adventurer", "Creature — Giant Warrior",
                        "Vigilance\nWhen this creature enters, you take the initiative.\n{T}: Add {G}{G}. If you've "
                        "completed a dungeon, add six {G} instead.", "{3}{G}", power="3", toughness="4")
    s = state(adventurer, obj("f", "Forest"))
    assert answer_could_produce(BoardView(s), CouldProduceQuery(id="q", object="adventurer")) == {"types": ["G"]}
    with pytest.raises(UnsupportedText):
        answer_payments(BoardView(s), pay("{G}{G}{G}{G}"))
    pulse = inline("pulse", "Pulse of Doubt", "Enchantment",
                   "If a basic land you control is tapped for mana, it produces mana of a color of your choice instead "
                   "of any other type unless an opponent has paid {1} this turn.", "{3}{G}")
    s = state(pulse, obj("f", "Forest"))
    with pytest.raises(UnsupportedText) as info:
        answer_could_produce(BoardView(s), CouldProduceQuery(id="q", object="f"))
    assert info.value.path == "state.objects[0]"
    with pytest.raises(UnsupportedText):
        answer_payments(BoardView(s), pay("{W}", mode=PaymentMode.CHECK))


@pytest.mark.parametrize("text", ["{²}", "{١٢}", "{ſ}", "{" + "9" * 50 + "}"])
def test_107_4_only_its_own_symbols(text: str) -> None:
    """CR 107.4 lists ASCII digits and letters; other digits, letters that merely upper-case to S, and numbers
    past a million are bad mana strings."""
    with pytest.raises(BadManaString):
        ManaCost.parse(text)


def test_118_unmodelled_mana_ability_cost_is_not_guessed() -> None:
    """CR 118, contract (never guessed): "{T}, Discard a card: Add one mana of any color." has a cost the solver
    doesn't model (the hand isn't known), so it isn't used; a "no" that it could change is unsupported_text at
    the object, a "yes" found without it (a Mountain pays {R}) stands. Calciform Pools' "Remove X storage
    counters" with no counter makes no mana (X = 0, CR 107.3): nothing to guess, "no" stands."""
    rummage = inline("r", "Rummage Land", "Land", "{T}, Discard a card: Add one mana of any color.")
    with pytest.raises(UnsupportedText) as info:
        answer_payments(BoardView(state(rummage)), pay("{R}", mode=PaymentMode.CHECK))
    assert info.value.path == "state.objects[0]"
    assert answer_payments(BoardView(state(rummage, obj("m", "Mountain"))), pay("{R}", mode=PaymentMode.CHECK))["payable"]
    pools = inline("cp", "Calciform Pools", "Land", "{T}: Add {C}.\n{1}, {T}: Put a storage counter on this land.\n"
                   "{1}, Remove X storage counters from this land: Add X mana in any combination of {W} and/or {U}.")
    assert answer_payments(BoardView(state(pools)), pay("{W}", mode=PaymentMode.CHECK))["payable"] is False


def test_numbers_of_cards_and_costs_are_bounded() -> None:
    """Bounds (README): power, toughness and loyalty past 1,000,000 are bad_request at their field; a cost that pays
    more than 1,000,000 life, or has an empty part between commas, is a bad cost string (CR 118, 119.4)."""
    from mtgsolver.model.costs import Cost
    from mtgsolver.model.errors import MtgSolverError

    with pytest.raises(MtgSolverError) as info:
        state(inline("x", "Huge", "Creature — Giant", "", "{G}", power=10**8, toughness="1"))
    assert (info.value.code, info.value.path) == ("bad_request", "state.objects[0].power")
    for text in ("Pay 1000001 life", "Pay " + "9" * 5000 + " life", ",", "{1},"):
        with pytest.raises(BadManaString):
            Cost.parse(text)
    assert Cost.parse("Pay 1000000 life").life == 1_000_000


@pytest.mark.parametrize("cost", ["{Z}", "W", "2G", "{2}, W"])
def test_107_4_only_its_symbols_in_braces(cost: str) -> None:
    """CR 107.4: the mana symbols are written in braces, and {Z} is none of them (only {X}, and {Y} per 107.3p):
    ``bad_mana_string`` at the query's ``cost``."""
    from mtgsolver import solve

    st = {"active_player": "alice", "players": [{"id": "alice"}],
          "objects": [{"id": "f", "card": "Forest", "controller": "alice"}]}
    response, _ = solve({"state": st, "queries": [{"id": "q", "kind": "payments", "player": "alice", "cost": cost}]})
    error = response["results"][0]["error"]
    assert (error["code"], error["path"]) == ("bad_mana_string", "queries[0].cost")


def test_107_3p_y_is_chosen_apart_from_x() -> None:
    """CR 107.3p: Y follows the same rules as X but is its own value; a request gives only ``x``, so a cost with
    {Y} is not answered as if Y were X (``unsupported_text`` at ``cost``), while {X}{G} with x=1 is."""
    s = BoardView(state(obj("f1", "Forest"), obj("f2", "Forest")))
    with pytest.raises(MtgSolverError) as error:
        is_payable(s, pay("{X}{Y}", x=1))
    assert (error.value.code, error.value.path) == ("unsupported_text", "cost")
    assert is_payable(s, pay("{X}{G}", x=1))


def test_601_2h_a_no_found_before_the_time_limit_keeps_its_reasons() -> None:
    """Contract "Errors" and CR 601.2h, 118.3: 40 tapped and 8 untapped filter lands, Signets and pain lands can't
    pay {B}x6{W}x5; with a tiny time limit the answer is still a "no" with reasons (``timed_out`` when they may
    not be minimal), never an internal error."""
    from mtgsolver import solve

    cards = ["Mystic Gate", "Izzet Signet", "Adarkar Wastes", "Graven Cairns"]
    objects = [{"id": f"t{k}", "card": cards[k % 4], "controller": "alice", "tapped": True} for k in range(40)]
    objects += [{"id": f"u{k}", "card": cards[k % 4], "controller": "alice"} for k in range(8)]
    query = {"id": "q", "kind": "payments", "player": "alice", "cost": "{B}" * 6 + "{W}" * 5, "mode": "check",
             "time_limit": 0.001}
    response, _ = solve({"state": {"active_player": "alice", "players": [{"id": "alice"}], "objects": objects},
                         "queries": [query]})
    answer = response["results"][0]
    assert answer["ok"] is True or answer["error"]["code"] == "limit_reached", answer
    if answer["ok"]:
        assert answer["payable"] is False and answer["reasons"]


def _read_error(data: dict) -> tuple[str, str, str]:
    """The code, path and message of the error reading the state ``data`` raises."""
    with pytest.raises(MtgSolverError) as error:
        read_state(data)
    return error.value.code, error.value.path, str(error.value)


def _two_players(objects: list[dict], stack: list[dict] | None = None) -> dict:
    return {"active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}], "objects": objects,
            "stack": stack or []}


def test_107_3m_x_only_on_an_object_whose_spell_had_an_x() -> None:
    """CR 107.3a, 107.3m: an object's x is the X chosen for the spell that became it. Grizzly Bears ({1}{G}, no X
    in its text) had none, so x 2 is bad_request at its x; Walking Ballista ({X}{X}) and a card whose
    text has "Kicker {X}" (an X in an additional cost, CR 107.3a) are read, and x 0 (no X chosen) is read on any card."""
    code, path, message = _read_error(_two_players([obj("bears", "Grizzly Bears", x=2)]))
    assert (code, path) == ("bad_request", "state.objects[0].x") and "CR 107.3" in message
    assert read_state(_two_players([obj("bears", "Grizzly Bears", x=0)])).objects[0].x == 0
    assert read_state(_two_players([obj("ballista", "Walking Ballista", x=2)])).objects[0].x == 2
    kicked = inline("k", "X Kicked", "Creature — Elf", "Kicker {X}\nWhen this creature enters, if it was kicked, "
                    "it deals X damage to any target.", "{1}{G}", power="1", toughness="1", x=3)
    assert read_state(_two_players([kicked])).objects[0].x == 3


def test_701_21a_a_sacrificed_object_is_not_on_the_battlefield() -> None:
    """CR 701.21a: to sacrifice a permanent is to move it from the battlefield to its owner's graveyard, so a
    stack entry's paid.sacrificed naming an object still on the battlefield is bad_request at that entry; the same
    object in the graveyard is read."""
    def data(zone: str) -> dict:
        return _two_players(
            [obj("altar", "Ashnod's Altar"), obj("bears", "Grizzly Bears", zone=zone)],
            [{"id": "s", "kind": "activated_ability", "source": "altar", "ability": 0, "controller": "alice",
              "paid": {"sacrificed": ["bears"]}}])

    code, path, message = _read_error(data("battlefield"))
    assert (code, path) == ("bad_request", "state.stack[0].paid.sacrificed[0]") and "CR 701.21a" in message
    assert read_state(data("graveyard")).stack[0].paid.sacrificed == ("bears",)


def test_601_2a_one_card_is_one_spell() -> None:
    """CR 601.2a: a spell is its card moved to the stack, so two spells with the same card as their source are
    bad_request at the second one's source; two cards, two spells, are read, and so is a copy of the spell with
    the same source (CR 707.10: a copy is put on the stack, not cast from a card)."""
    bolt = {"kind": "spell", "controller": "alice", "targets": ["bob"]}
    objects = [obj("b1", "Lightning Bolt", zone="stack"), obj("b2", "Lightning Bolt", zone="stack")]
    code, path, message = _read_error(_two_players(
        objects, [{"id": "s1", "source": "b1", **bolt}, {"id": "s2", "source": "b1", **bolt}]))
    assert (code, path) == ("bad_request", "state.stack[1].source") and "CR 601.2a" in message
    assert len(read_state(_two_players(
        objects, [{"id": "s1", "source": "b1", **bolt}, {"id": "s2", "source": "b2", **bolt}])).stack) == 2
    assert read_state(_two_players(
        objects, [{"id": "s1", "source": "b1", **bolt}, {"id": "s2", "source": "b1", "is_copy": True, **bolt}])
    ).stack[1].is_copy


@pytest.mark.parametrize("zone", ["hand", "library", "graveyard", "exile"])
@pytest.mark.parametrize("field", ["tapped", "summoning_sick"])
def test_110_5d_only_permanents_are_tapped_or_summoning_sick(zone: str, field: str) -> None:
    """CR 110.5d: cards not on the battlefield are neither tapped nor untapped; CR 302.6: summoning sickness is a
    permanent's. A card in another zone with the field true is bad_request at that field."""
    code, path, message = _read_error(_two_players([obj("bears", "Grizzly Bears", zone=zone, **{field: True})]))
    assert (code, path) == ("bad_request", f"state.objects[0].{field}") and "CR 110.5d" in message


def test_122_1_counters_stay_allowed_on_a_card_in_exile() -> None:
    """CR 122.1, 702.62a: a suspended card in exile has time counters; they are read, as is an untapped card in
    the hand (the field false is the default, not a status)."""
    s = read_state(_two_players([obj("ancestral", "Ancestral Vision", zone="exile", counters={"time": 4}),
                                 obj("bears", "Grizzly Bears", zone="hand", tapped=False)]))
    assert s.objects[0].counters["time"] == 4 and s.objects[1].zone.value == "hand"


def _one(obj_json: dict[str, Any], *more: dict[str, Any]) -> Board:
    return Board.from_json({"active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
                            "objects": [obj_json, *more]})


def test_205_3m_a_chosen_creature_type_is_one_of_the_rules_and_read_in_any_case() -> None:
    """CR 205.3m: Cavern of Souls' chosen type "elf" is the creature type Elf, so its mana pays for Llanowar Elves
    (CR 106.6); "Elff" and "Forest" (a land type) are no creature types: bad_request at the choice."""
    board = _one({"id": "cavern", "controller": "alice", "card": "Cavern of Souls", "chosen": {"creature_type": "elf"}},
                 {"id": "elves", "controller": "alice", "card": "Llanowar Elves", "zone": "hand"})
    assert board.ask("payments", player="alice", cost="{G}", spend_on="elves", mode="check")["payable"] is True
    for word in ("Elff", "Forest"):
        with pytest.raises(BadRequest) as error:
            _one({"id": "cavern", "controller": "alice", "card": "Cavern of Souls", "chosen": {"creature_type": word}})
        assert error.value.path == "state.objects[0].chosen.creature_type"


def test_201_4_a_chosen_name_is_a_cards_name() -> None:
    """CR 201.4: a chosen card name is the name of a card: "Llanowar Elvez" is none (unknown_card at the choice);
    "llanowar elves" is Llanowar Elves, whose ability Phyrexian Revoker then stops (CR 602.5); one half of a split
    card is a name (CR 201.4b), kept as that half."""
    with pytest.raises(UnknownCard) as error:
        _one({"id": "revoker", "controller": "alice", "card": "Phyrexian Revoker", "chosen": {"name": "Llanowar Elvez"}})
    assert error.value.path == "state.objects[0].chosen.name"
    board = _one({"id": "revoker", "controller": "alice", "card": "Phyrexian Revoker",
                  "chosen": {"name": "llanowar elves"}}, {"id": "elves", "controller": "alice", "card": "Llanowar Elves"})
    assert board.can_activate("elves", 0).legal is False
    half = _one({"id": "needle", "controller": "alice", "card": "Pithing Needle", "chosen": {"name": "fire"}})
    assert half.view.state.object("needle").chosen["name"] == "Fire"


def test_707_5_a_permanent_entered_as_a_copy_of_a_permanent_card() -> None:
    """CR 707.5, 110.4, 304.4: Clone entered as a copy of a permanent; Lightning Bolt (an instant) is never one:
    bad_request at chosen.copy."""
    with pytest.raises(BadRequest) as error:
        _one({"id": "clone", "controller": "alice", "card": "Clone", "chosen": {"copy": "Lightning Bolt"}})
    assert error.value.path == "state.objects[0].chosen.copy"


def test_107_3m_a_clone_copying_walking_ballista_was_cast_without_x() -> None:
    """CR 107.3m, 707.2: X of the Clone spell was 0 (its mana cost has no X; the copy's mana cost is copied, not
    its X): an x on it is bad_request at x."""
    with pytest.raises(BadRequest) as error:
        _one({"id": "clone", "controller": "alice", "card": "Clone", "chosen": {"copy": "Walking Ballista"}, "x": 2})
    assert error.value.path == "state.objects[0].x"


# Issue 17 item 7: a chosen value the card's own text can't have chosen is bad_request at that key (CR 614.12a:
# the choice an entering permanent's replacement effect asks for is made as it enters, as its text says).

FOREST = {"id": "forest", "controller": "alice", "card": "Forest"}


def _refused(card: str, chosen: dict[str, str | None], key: str) -> None:
    """``card`` (second object) with ``chosen`` is bad_request at its ``chosen.<key>``."""
    with pytest.raises(BadRequest) as error:
        _one(FOREST, {"id": "it", "controller": "alice", "card": card, "chosen": chosen})
    assert (error.value.code, error.value.path) == ("bad_request", f"state.objects[1].chosen.{key}")


def test_105_4_cryptic_spires_circles_two_colours() -> None:
    """CR 105.4, Cryptic Spires: "As you create your deck, circle two of the colors below. ... {T}: Add one mana of
    either of the circled colors.": three colours, or one, were never circled; with white and blue it could
    produce W and U (CR 106.7)."""
    _refused("Cryptic Spires", {"colors": "WUB"}, "colors")
    _refused("Cryptic Spires", {"color": "W"}, "color")
    board = _one(FOREST, {"id": "it", "controller": "alice", "card": "Cryptic Spires", "chosen": {"colors": "WU"}})
    assert board.ask("could_produce", object="it")["types"] == ["W", "U"]


def test_105_4_one_colour_and_a_colour_other_than_green() -> None:
    """CR 105.4: Utopia Sprawl "choose[s] a color", so two chosen colours can't be; Thriving Grove's "As it enters,
    choose a color other than green." never chose green; blue it may, and then "{T}: Add {G} or one mana of the
    chosen color." could produce U and G (CR 106.7)."""
    _refused("Utopia Sprawl", {"colors": "WU"}, "colors")
    _refused("Thriving Grove", {"color": "green"}, "color")
    board = _one(FOREST, {"id": "it", "controller": "alice", "card": "Thriving Grove", "chosen": {"color": "U"}})
    assert board.ask("could_produce", object="it")["types"] == ["U", "G"]


def test_201_4a_a_chosen_name_has_the_characteristics_the_text_asks_for() -> None:
    """CR 201.4a: Petrified Hamlet's "When this land enters, choose a land card name." can't have named Llanowar
    Elves (a creature card); Mutavault (a land) it may. Meddling Mage's "nonland card name" is never Forest, nor
    Alpine Moon's "nonbasic land card name" (Forest is a basic land), nor Booby Trap's "card name other than a
    basic land card name"; Pithing Needle's "a card name" may be any card's, Forest's too."""
    _refused("Petrified Hamlet", {"name": "Llanowar Elves"}, "name")
    _refused("Meddling Mage", {"name": "Forest"}, "name")
    _refused("Alpine Moon", {"name": "Forest"}, "name")
    _refused("Booby Trap", {"name": "Island"}, "name")
    for card, name in (("Petrified Hamlet", "Mutavault"), ("Pithing Needle", "Forest"), ("Booby Trap", "Mutavault")):
        board = _one(FOREST, {"id": "it", "controller": "alice", "card": card, "chosen": {"name": name}})
        assert board.view.state.object("it").chosen["name"] == name


def test_205_3_a_creature_type_where_the_text_chooses_one_and_a_basic_land_type_where_it_says_basic() -> None:
    """CR 205.3m, 205.3i, 305.6: Cavern of Souls' "choose a creature type" chose no land type (Forest as its
    land_type is refused); Thran Portal's "choose a basic land type" chose no creature type, and Desert is a land
    type but not a basic one; Dawn-Blessed Pennant's "choose Elemental, Elf, Faerie, Giant, Goblin, Kithkin,
    Merfolk, or Treefolk" never chose Human, and Elf it may."""
    _refused("Cavern of Souls", {"land_type": "Forest"}, "land_type")
    _refused("Thran Portal", {"creature_type": "Elf"}, "creature_type")
    _refused("Thran Portal", {"land_type": "Desert"}, "land_type")
    _refused("Dawn-Blessed Pennant", {"creature_type": "Human"}, "creature_type")
    board = _one(FOREST, {"id": "it", "controller": "alice", "card": "Dawn-Blessed Pennant",
                          "chosen": {"creature_type": "elf"}})
    assert board.view.state.object("it").chosen["creature_type"] == "Elf"


def test_707_5_a_copys_own_entering_choice_is_checked_against_the_copied_text() -> None:
    """CR 707.5: Vesuva that entered as a copy of Thriving Grove has the Grove's "As it enters, choose a color
    other than green.", which takes effect as it enters: green can't be its chosen colour."""
    _refused("Vesuva", {"copy": "Thriving Grove", "color": "G"}, "color")


def test_707_2_613_1d_vesuva_may_have_copied_a_creature_card() -> None:
    """CR 707.5, 707.2, 613.1d: Vesuva copies "any land on the battlefield"; with Ashaya, Soul of the Wild
    ("Nontoken creatures you control are Forest lands in addition to their other types") Llanowar Elves was one,
    and Vesuva became a copy of its copiable values (the Elves' printed ones: Ashaya's effect is not copied). If
    Ashaya has left since, nothing on the board shows it, so a Vesuva that copied Llanowar Elves is accepted: it is
    an Elf Druid that could produce G."""
    board = _one(FOREST, {"id": "it", "controller": "alice", "card": "Vesuva", "chosen": {"copy": "Llanowar Elves"}})
    assert board.view.state.object("it").card.type_line.text == "Creature — Elf Druid"
    assert board.ask("could_produce", object="it")["types"] == ["G"]


def test_614_12a_a_kind_chosen_twice_is_not_checked() -> None:
    """CR 614.12a, never refused without cause: Gem Bazaar chooses a random colour as it enters and again each time
    it is tapped ("Then choose a random color."), so which choice its one chosen colour records is not known: only
    a single entering choice of a kind is checked."""
    from mtgsolver.model.choices import entering_choices
    from mtgsolver.model.registry import get_card

    assert entering_choices(get_card("Gem Bazaar")).colors is None
    assert entering_choices(get_card("Utopia Sprawl")).colors is not None
