"""CR 605.3b, 305.3, 702.131b, 120.3a, 122.1, 725.1: mana abilities whose mana or life loss depends on the state
as they resolve: "If you played a land this turn, add {B} instead" (River of Tears), "If Gemstone Caverns has a luck
counter on it, instead add one mana of any color", "If you don't have the city's blessing, you lose 1 life" (Temur
Elevator), "deals 1 damage to you if you don't control an Ogre" (Tomb of Urami), "If you have the initiative, add
{C}{C} instead" (Sarevok's Tome), "If this creature has a +1/+1 counter on it, add three mana of that type instead"
(Incubation Druid), "If you control a Planet with twelve or more charge counters on it, add three mana of any one
color instead" (Brood Astronomer), "If a card is exiled with this land, add {C}{C} instead" (Ugin's Labyrinth, CR
607.2a). The turn facts they read are the state's (``turn.lands_played_this_turn``, an object's ``counters`` and
``exiled`` cards, a player's ``designations``); a mana ability resolves at once (CR 605.3b), so they are read as the
state gives them. An "instead" whose condition is not read can't change the types when its mana is of the types
the ability adds anyway (CR 106.7: Tower Worker).

Card wording is the current Oracle text of ``../shared/data/oracle-corpus.jsonl.gz``, inline here.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from mtgsolver.model.errors import UnsupportedText
from mtgsolver.model.io import read_state, state_to_json

from mtgsolver import Board
from tests.helpers import inline, obj

RIVER_OF_TEARS = "{T}: Add {U}. If you played a land this turn, add {B} instead."
GEMSTONE_CAVERNS = ("If this card is in your opening hand and you're not the starting player, you may begin the game "
                    "with Gemstone Caverns on the battlefield with a luck counter on it. If you do, exile a card from "
                    "your hand.\n{T}: Add {C}. If Gemstone Caverns has a luck counter on it, instead add one mana of "
                    "any color.")
TEMUR_ELEVATOR = ("Ascend (If you control ten or more permanents, you get the city's blessing for the rest of the "
                  "game.)\n{T}: Add {G}, {U}, or {R}. If you don't have the city's blessing, you lose 1 life.")
TOMB_OF_URAMI = ("{T}: Add {B}. Tomb of Urami deals 1 damage to you if you don't control an Ogre.\n{2}{B}{B}, {T}, "
                 "Sacrifice all lands you control: Create Urami, a legendary 5/5 black Demon Spirit creature token "
                 "with flying.")
SAREVOKS_TOME = ("When this artifact enters, you take the initiative.\n{T}: Add {C}. If you have the initiative, add "
                 "{C}{C} instead.\n{3}, {T}: Exile cards from the top of your library until you exile a nonland card. "
                 "You may cast that card without paying its mana cost. Activate only if you've completed a dungeon.")

BROOD_ASTRONOMER = ("When this creature enters, you may sacrifice a land. If you do, draft a card from the Planets "
                    "Spellbook and put it onto the battlefield tapped.\n{T}: Add one mana of any color. If you "
                    "control a Planet with twelve or more charge counters on it, add three mana of any one color "
                    "instead.")
ADAGIA = ("This land enters tapped.\n{T}: Add {W}.\nStation (Tap another creature you control: Put charge counters "
          "equal to its power on this Planet. Station only as a sorcery.)\n12+ | {3}{W}, {T}: Create a token that's "
          "a copy of target artifact or enchantment you control, except it's legendary. Activate only as a "
          "sorcery.")
UGINS_LABYRINTH = ("Imprint — When this land enters, you may exile a colorless card with mana value 7 or greater "
                   "from your hand.\n{T}: Add {C}. If a card is exiled with this land, add {C}{C} instead.\n{T}: "
                   "Return the exiled card to its owner's hand.")
TOWER_WORKER = ("Reach\n{T}: Add {C}. If you control creatures named Mine Worker and Power Plant Worker, add "
                "{C}{C}{C} instead.")


def board(*objects: dict[str, Any], active: str = "alice", lands_played: int = 0,
          alice: dict[str, Any] | None = None, effects: list[dict[str, Any]] | None = None) -> Board:
    return Board.from_json({"active_player": active,
                            "players": [{"id": "alice", "life": 20, **(alice or {})}, {"id": "bob", "life": 20}],
                            "objects": list(objects), "turn": {"lands_played_this_turn": lands_played},
                            "effects": effects or []})


def made(b: Board, player: str, cost: str) -> list[list[tuple[str, str]]]:
    return [[(a.object, str(a.produces)) for a in p.activations] for p in b.payments(player, cost)]


def test_305_2a_river_of_tears_after_a_land_was_played() -> None:
    """CR 305.2a: Alice has played a land this turn (``lands_played_this_turn`` 1), so River of Tears adds {B}
    instead of {U}: {B} is paid by it, {U} is not."""
    b = board(inline("river", "River of Tears", "Land", RIVER_OF_TEARS), lands_played=1)
    assert made(b, "alice", "{B}") == [[("river", "{B}")]]
    assert b.is_payable("alice", "{U}") is False


def test_305_2a_river_of_tears_before_a_land_was_played() -> None:
    """CR 305.2a: no land played this turn (the default): River of Tears adds {U}, not {B}."""
    b = board(inline("river", "River of Tears", "Land", RIVER_OF_TEARS))
    assert made(b, "alice", "{U}") == [[("river", "{U}")]]
    assert b.is_payable("alice", "{B}") is False


def test_305_3_bob_played_no_land_on_alices_turn() -> None:
    """CR 305.3: a player can't play a land when it isn't their turn; the lands played this turn are Alice's, so
    Bob's River of Tears still adds {U}."""
    b = board(inline("river", "River of Tears", "Land", RIVER_OF_TEARS, controller="bob"), lands_played=1)
    assert b.is_payable("bob", "{U}") is True
    assert b.is_payable("bob", "{B}") is False


def test_122_1_gemstone_caverns_with_a_luck_counter() -> None:
    """CR 122.1: with a luck counter on it, Gemstone Caverns adds one mana of any color instead of {C}: {W} is
    payable, {C} is not; without the counter, the reverse."""
    lucky = board(inline("caverns", "Gemstone Caverns", "Legendary Land", GEMSTONE_CAVERNS, counters={"luck": 1}))
    plain = board(inline("caverns", "Gemstone Caverns", "Legendary Land", GEMSTONE_CAVERNS))
    assert (lucky.is_payable("alice", "{W}"), lucky.is_payable("alice", "{C}")) == (True, False)
    assert (plain.is_payable("alice", "{W}"), plain.is_payable("alice", "{C}")) == (False, True)


def test_119_3_temur_elevator_without_the_citys_blessing() -> None:
    """CR 119.3, 702.131c: without the city's blessing, Temur Elevator's controller loses 1 life as it makes {G}: the
    payment's ``life_lost`` is 1 (not a cost: it is still payable at 1 life)."""
    elevator = inline("elevator", "Temur Elevator", "Land", TEMUR_ELEVATOR)
    best = board(elevator).best_payment("alice", "{G}", objective="least_life")
    assert best is not None and best.life_lost == 1
    assert board(elevator, alice={"life": 1}).is_payable("alice", "{G}") is True


def test_702_131c_temur_elevator_with_the_citys_blessing() -> None:
    """CR 702.131c: with the city's blessing (the player's ``designations``), no life is lost."""
    elevator = inline("elevator", "Temur Elevator", "Land", TEMUR_ELEVATOR)
    best = board(elevator, alice={"designations": ["city_blessing"]}).best_payment("alice", "{G}",
                                                                                   objective="least_life")
    assert best is not None and best.life_lost == 0


def test_702_131b_ascend_gives_the_blessing_with_ten_permanents() -> None:
    """CR 702.131b: ascend on a permanent gives its controller the city's blessing any time they control ten or
    more permanents: Temur Elevator and nine Forests make ten, so no life is lost; with eight Forests (nine
    permanents) and no designation, 1 life is."""
    elevator = inline("elevator", "Temur Elevator", "Land", TEMUR_ELEVATOR)
    forests = [obj(f"f{i}", "Forest", tapped=True) for i in range(9)]
    ten = board(elevator, *forests).best_payment("alice", "{U}", objective="least_life")
    nine = board(elevator, *forests[:8]).best_payment("alice", "{U}", objective="least_life")
    assert ten is not None and ten.life_lost == 0
    assert nine is not None and nine.life_lost == 1


def test_120_3a_tomb_of_urami_without_and_with_an_ogre() -> None:
    """CR 120.3a: Tomb of Urami deals 1 damage to its controller, who loses 1 life, unless they control an Ogre:
    ``life_lost`` 1 alone, 0 with Gray Ogre (Creature — Ogre); Bob's Ogre doesn't count."""
    tomb = inline("tomb", "Tomb of Urami", "Legendary Land", TOMB_OF_URAMI)
    ogre = inline("ogre", "Gray Ogre", "Creature — Ogre", "", "{2}{R}", power="2", toughness="2")
    alone = board(tomb).best_payment("alice", "{B}", objective="least_life")
    with_ogre = board(tomb, ogre).best_payment("alice", "{B}", objective="least_life")
    bobs = board(tomb, {**ogre, "controller": "bob"}).best_payment("alice", "{B}", objective="least_life")
    assert alone is not None and alone.life_lost == 1
    assert with_ogre is not None and with_ogre.life_lost == 0
    assert bobs is not None and bobs.life_lost == 1


def test_725_1_sarevoks_tome_with_the_initiative() -> None:
    """CR 725.1: a player with the initiative: Sarevok's Tome adds {C}{C} instead of {C}, so {C}{C} is payable by
    it alone; without the initiative it isn't."""
    tome = inline("tome", "Sarevok's Tome", "Artifact — Book", SAREVOKS_TOME, "{4}")
    assert board(tome, alice={"designations": ["initiative"]}).is_payable("alice", "{C}{C}") is True
    assert board(tome).is_payable("alice", "{C}{C}") is False


def test_122_1_incubation_druid_with_a_counter_adds_three_mana_of_that_type() -> None:
    """CR 122.1, 106.7: Incubation Druid adds one mana of a type a land Alice controls could produce ({G} from a
    Forest), or three of that type with a +1/+1 counter on it: with the counter and the Forest, {G}{G}{G}{G} has one
    payment (the Druid's {G}{G}{G} and the Forest's {G}) and {G}{G}{G}{G}{G} can't be paid; without the counter,
    {G}{G} can be paid, {G}{G}{G} can't."""
    text = ("{T}: Add one mana of any type that a land you control could produce. If this creature has a +1/+1 "
            "counter on it, add three mana of that type instead.\n{3}{G}{G}: Adapt 3. (If this creature has no +1/+1 "
            "counters on it, put three +1/+1 counters on it.)")

    def druid(**fields: Any) -> dict[str, Any]:
        return inline("druid", "Incubation Druid", "Creature — Elf Druid", text, "{1}{G}", power="0",
                      toughness="2", **fields)

    adapted = board(druid(counters={"+1/+1": 1}), obj("forest", "Forest"))
    assert sorted(made(adapted, "alice", "{G}{G}{G}{G}")[0]) == [("druid", "{G}{G}{G}"), ("forest", "{G}")]
    assert len(made(adapted, "alice", "{G}{G}{G}{G}")) == 1
    assert adapted.is_payable("alice", "{G}{G}{G}{G}{G}") is False
    plain = board(druid(), obj("forest", "Forest"))
    assert (plain.is_payable("alice", "{G}{G}"), plain.is_payable("alice", "{G}{G}{G}")) == (True, False)


def astronomer() -> dict[str, Any]:
    return inline("brood", "Brood Astronomer", "Creature — Insect Scientist", BROOD_ASTRONOMER, "{1}{G}", power="2",
                  toughness="2")


def planet(charge: int, controller: str = "alice") -> dict[str, Any]:
    return inline("adagia", "Adagia, Windswept Bastion", "Land — Planet", ADAGIA, controller=controller,
                  counters={"charge": charge})


def test_122_1_brood_astronomer_with_a_planet_of_twelve_charge_counters() -> None:
    """CR 122.1, 205.3i: Alice controls a Planet with twelve charge counters, so Brood Astronomer adds three mana of
    any one color instead of one: with the Planet's {W}, {G}{G}{G}{W} is payable, {G}{G}{G}{G} is not, nor
    {G}{U}{B} (one colour only). It could produce every colour either way."""
    b = board(astronomer(), planet(12))
    assert [t.value for t in b.could_produce("brood")] == ["W", "U", "B", "R", "G"]
    assert b.is_payable("alice", "{G}{G}{G}{W}") is True
    assert b.is_payable("alice", "{G}{G}{G}{G}") is False
    assert b.is_payable("alice", "{G}{U}{B}") is False


def test_122_1_brood_astronomer_with_eleven_counters_or_bobs_planet() -> None:
    """CR 122.1, 109.4: with eleven charge counters on Alice's Planet, or twelve on Bob's, the condition doesn't hold:
    the Astronomer adds one mana of any color, so {G}{W} is payable (with the Planet) and {G}{G} is not."""
    assert board(astronomer(), planet(11)).is_payable("alice", "{G}{W}") is True
    assert board(astronomer(), planet(11)).is_payable("alice", "{G}{G}") is False
    assert board(astronomer(), planet(12, "bob")).is_payable("alice", "{G}{G}") is False


def labyrinth(*exiled: str) -> dict[str, Any]:
    return inline("labyrinth", "Ugin's Labyrinth", "Land", UGINS_LABYRINTH, exiled=list(exiled))


def test_607_2a_ugins_labyrinth_with_a_card_exiled_with_it() -> None:
    """CR 406.6, 607.2a: the Labyrinth's ``exiled`` card (the Imprint ability exiled it) is in exile, so it adds
    {C}{C} instead of {C}: {2} is payable, {3} is not; it could produce {C}."""
    b = board(labyrinth("ulamog"), obj("ulamog", "Ulamog, the Ceaseless Hunger", zone="exile"))
    assert [t.value for t in b.could_produce("labyrinth")] == ["C"]
    assert b.is_payable("alice", "{2}") is True
    assert b.is_payable("alice", "{3}") is False


def test_607_2a_ugins_labyrinth_without_an_exiled_card() -> None:
    """CR 607.2a: with no card exiled with it, or with its card back in the hand (its third ability returned it:
    only cards in the exile zone count), the Labyrinth adds {C}: {1} is payable, {2} is not."""
    for b in (board(labyrinth()),
              board(labyrinth("ulamog"), obj("ulamog", "Ulamog, the Ceaseless Hunger", zone="hand"))):
        assert b.is_payable("alice", "{1}") is True
        assert b.is_payable("alice", "{2}") is False


def test_607_2a_two_labyrinths_one_with_an_exiled_card() -> None:
    """CR 607.2a: of two Labyrinths only one has a card exiled with it: they are not interchangeable (the contract's
    "differ only in id"), one adds {C}{C} and the other {C}: {3} is payable, {4} is not."""
    b = board(labyrinth("ulamog"), obj("ulamog", "Ulamog, the Ceaseless Hunger", zone="exile"),
              {**labyrinth(), "id": "plain"})
    assert b.is_payable("alice", "{3}") is True
    assert b.is_payable("alice", "{4}") is False


def test_106_7_an_unread_instead_of_the_same_type_does_not_hide_the_types() -> None:
    """CR 106.7: Tower Worker adds {C}, or {C}{C}{C} instead when its condition holds; the condition (creatures
    named Mine Worker and Power Plant Worker) is not read, but either way the mana is {C}, so it could produce {C}.
    How much it adds is not known: a payment it could make is unsupported_text at the Worker."""
    b = board(inline("worker", "Tower Worker", "Artifact Creature — Assembly-Worker", TOWER_WORKER, "{3}", power="1",
                     toughness="3"))
    assert [t.value for t in b.could_produce("worker")] == ["C"]
    with pytest.raises(UnsupportedText) as error:
        b.is_payable("alice", "{2}")
    assert error.value.path == "state.objects[0]"


def test_614_1a_an_effect_on_two_or_more_mana_makes_the_amount_matter_to_the_types() -> None:
    """CR 614.1a, 106.7: under an effect that turns two or more mana made by a creature into {R} (of Damping
    Sphere's kind), Tower Worker's {C} stays {C} but its unread rider's {C}{C}{C} would become {R}: its types are not
    known, so what it could produce is unsupported_text."""
    effect = {"id": "e1", "source": None, "controller": "bob",
              "text": "If a creature is tapped for two or more mana, it produces {R} instead of any other type and "
                      "amount."}
    b = board(inline("worker", "Tower Worker", "Artifact Creature — Assembly-Worker", TOWER_WORKER, "{3}", power="1",
                     toughness="3"), effects=[effect])
    with pytest.raises(UnsupportedText):
        b.could_produce("worker")


def test_state_turn_facts_round_trip() -> None:
    """The state's turn facts are read and written back equal: an object's ``entered_this_turn`` and
    ``activated_this_turn`` (ability indexes, CR 602.5b), a player's ``counters`` (CR 122.1) and ``designations``,
    the turn's lands played (CR 305.2a)."""
    state = read_state({
        "active_player": "alice",
        "players": [{"id": "alice", "counters": {"energy": 2}, "designations": ["monarch", "city_blessing"]},
                    {"id": "bob", "counters": {"poison": 3}}],
        "objects": [{"id": "river", "controller": "alice", "name": "River of Tears", "type_line": "Land",
                     "oracle_text": RIVER_OF_TEARS, "entered_this_turn": True,
                     "activated_this_turn": [{"text": "{T}: Add {U}"}]}],
        "turn": {"step": "postcombat_main", "lands_played_this_turn": 1},
    })
    alice = state.player("alice")
    assert (dict(alice.counters), alice.designations) == ({"energy": 2}, frozenset({"monarch", "city_blessing"}))
    river = state.object("river")
    assert (river.entered_this_turn, river.activated_this_turn) == (True, (0,))
    assert read_state(json.loads(json.dumps(state_to_json(state)))) == state


def test_603_7_a_sacrifice_at_the_next_end_step_changes_no_payment() -> None:
    """CR 603.7, 605.1a: Initiates of the Ebon Hand's "{1}: Add {B}. If this ability has been activated four or more
    times this turn, sacrifice this creature at the beginning of the next end step." adds {B}; the sacrifice is a
    delayed trigger at the end step. With a Forest and a Swamp, {B}{B} is payable (the Forest's {G} pays {1}) and
    {B}{B}{B} is not (two lands, two mana)."""
    initiates = {"id": "i", "controller": "alice", "name": "Initiates of the Ebon Hand", "type_line": "Creature — "
                 "Cleric", "mana_cost": "{B}", "power": "1", "toughness": "1", "oracle_text": "{1}: Add {B}. If this "
                 "ability has been activated four or more times this turn, sacrifice this creature at the beginning "
                 "of the next end step."}
    b = Board.from_json({"active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
                         "objects": [initiates, {"id": "f", "card": "Forest", "controller": "alice"},
                                     {"id": "s", "card": "Swamp", "controller": "alice"}]})
    assert b.is_payable("alice", "{B}{B}") is True
    assert b.is_payable("alice", "{B}{B}{B}") is False
