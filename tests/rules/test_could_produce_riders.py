"""Could produce answers from what a mana ability adds: a sentence of it not read that can't change the types (a
cost, a spending restriction, an activation rule, a later rider) doesn't stop the answer (CR 106.7, 106.6; issue 13
item 5), while payments still treat an unread spending restriction as able to change a "no" or a list when they
say what the mana pays for.

Card wording is the current Oracle text of ``../shared/data/oracle-corpus.jsonl.gz``, inline here so the tests
run without the shared folder.
"""

from __future__ import annotations

import pytest
from mtgsolver.model.abilities import (
    Ability,
    AbilityKind,
    Amount,
    ManaPart,
    ManaProduction,
    ManaRecipe,
    Palette,
    PaletteKind,
)
from mtgsolver.model.costs import Cost
from mtgsolver.model.reader import unread_for_types

from mtgsolver import Board, ManaType, UnsupportedText
from tests.helpers import inline, obj

W, U, B, R, G, C = ManaType.W, ManaType.U, ManaType.B, ManaType.R, ManaType.G, ManaType.C
ALL_TYPES = (W, U, B, R, G, C)
COLORS = (W, U, B, R, G)

CASTLE_GARENBRIG = inline("castle", "Castle Garenbrig", "Land",
                          "This land enters tapped unless you control a Forest.\n{T}: Add {G}.\n{2}{G}{G}, {T}: Add "
                          "six {G}. Spend this mana only to cast creature spells or activate abilities of creatures.")
SECLUDED_COURTYARD = inline("courtyard", "Secluded Courtyard", "Land",
                            "As this land enters, choose a creature type.\n{T}: Add {C}.\n{T}: Add one mana of any "
                            "color. Spend this mana only to cast a creature spell of the chosen type or activate an "
                            "ability of a creature source of the chosen type.", chosen={"creature_type": "Elf"})
SECRET_BASE = inline("base", "Secret Base", "Land",
                     "{T}: Add {C}.\n{T}: Add one mana of any color. Spend this mana only to cast a spell that "
                     "shares a watermark with this land.")
JUNGLE_PATROL = inline("patrol", "Jungle Patrol", "Creature — Human Soldier",
                       "{1}{G}, {T}: Create a 0/1 green Wall creature token with defender named Wood.\nSacrifice a "
                       "token named Wood: Add {R}.", mana_cost="{3}{G}", power="3", toughness="2")
MOX_POISON = inline("mox", "Mox Poison", "Artifact", "{T}: Add one mana of any color. You get two poison counters.",
                    mana_cost="{0}")
INITIATES = inline("initiates", "Initiates of the Ebon Hand", "Creature — Cleric",
                   "{1}: Add {B}. If this ability has been activated four or more times this turn, sacrifice this "
                   "creature at the beginning of the next end step.", mana_cost="{B}", power="1", toughness="1")
DARK_FORTRESS = inline("fortress", "Dark Fortress", "Land",
                       "{T}: Add {C}.\n{T}: Add {B} or {R}. Activate only if this land entered this turn or if you "
                       "control a basic land.")
REFLECTING_POOL = inline("pool", "Reflecting Pool", "Land",
                         "{T}: Add one mana of any type that a land you control could produce.")


def _board(*objects: dict[str, object]) -> Board:
    return Board.from_json({"active_player": "alice", "players": [{"id": "alice", "life": 20}, {"id": "bob"}],
                            "objects": list(objects)})


def test_106_7_castle_garenbrig_could_produce_green() -> None:
    """CR 106.7: Castle Garenbrig's abilities add {G} and six {G} (costs ignored); its spending restriction doesn't
    affect the mana's type (CR 106.6). It could produce {G} only, and its text is read whole."""
    board = _board(CASTLE_GARENBRIG)
    assert board.could_produce("castle") == (G,)
    assert board.ask("abilities", object="castle")["unsupported"] == []


def test_106_6_secluded_courtyard_spending_restriction_does_not_stop_could_produce() -> None:
    """CR 106.7, 106.6: Secluded Courtyard adds {C}, or one mana of any color; a restriction on how that mana may be
    spent doesn't affect its type, read or not. It could produce every type: W U B R G C."""
    assert _board(SECLUDED_COURTYARD).could_produce("courtyard") == ALL_TYPES


def test_106_7_a_cost_not_read_does_not_stop_could_produce() -> None:
    """CR 106.7: "Ignore whether any costs of the ability could or could not be paid": Jungle Patrol's "Sacrifice a
    token named Wood: Add {R}" could produce {R}, with no Wood on the battlefield."""
    assert _board(JUNGLE_PATROL).could_produce("patrol") == (R,)


def test_106_7_a_rider_after_the_mana_does_not_stop_could_produce() -> None:
    """CR 106.7: what an ability would add if it resolved now. Mox Poison's poison counters and the Initiates' end
    step sacrifice come after the mana is added and don't change it: any color ({W}{U}{B}{R}{G}), and {B}."""
    board = _board(MOX_POISON, INITIATES)
    assert board.could_produce("mox") == COLORS
    assert board.could_produce("initiates") == (B,)


def test_106_7_605_1_an_activation_condition_does_not_stop_could_produce() -> None:
    """CR 106.7 asks what an ability would add "if the ability were to resolve at that time"; a timing or
    activation restriction doesn't change that (CR 605.1). Dark Fortress, with no basic land, could produce {C},
    {B} and {R}."""
    assert _board(DARK_FORTRESS).could_produce("fortress") == (B, R, C)


def test_106_7_reflecting_pool_sees_through_a_spending_restriction() -> None:
    """CR 106.7: Reflecting Pool adds one mana of any type a land you control could produce; Secret Base could
    produce {C} and any color whatever its restriction says (CR 106.6), so the Pool could produce W U B R G C."""
    assert _board(REFLECTING_POOL, SECRET_BASE).could_produce("pool") == ALL_TYPES


def test_106_6_payments_still_treat_an_unread_spending_restriction_as_relevant() -> None:
    """CR 106.6: a spending restriction limits what the mana may pay for. Secret Base's (a shared watermark) is not
    read, so whether its colored mana may pay Lightning Bolt's {R} is not known: that "no" is ``unsupported_text``
    at the Base, and so is the list; {C} is payable by its first ability, and that "yes" stands."""
    board = _board(obj("forest", "Forest"), SECRET_BASE, obj("bolt", "Lightning Bolt", zone="hand"))
    with pytest.raises(UnsupportedText) as error:
        board.is_payable("alice", "{R}", spend_on="bolt")
    assert error.value.path == "state.objects[1]"
    with pytest.raises(UnsupportedText):
        list(board.payments("alice", "{G}", spend_on="bolt"))
    assert board.is_payable("alice", "{C}", spend_on="bolt") is True


def test_106_6_restricted_mana_for_an_unknown_purpose_is_not_counted_on_whatever_the_restriction() -> None:
    """CR 106.6: restricted mana may pay only what its restriction allows, so when the question doesn't say what
    the mana pays for (no ``spend_on``, no ``source``) it is not counted on, whatever the unread restriction says:
    Forest and Secret Base can't pay {R} (the Base's coloured mana is restricted) and the answer is given; the one
    payment of {G} is the Forest."""
    board = _board(obj("forest", "Forest"), SECRET_BASE)
    assert board.is_payable("alice", "{R}") is False
    payments = list(board.payments("alice", "{G}"))
    assert [[a.object for a in p.activations] for p in payments] == [["forest"]]


def _ability(text: str, unsupported: tuple[str, ...], cost: str = "{T}") -> Ability:
    """A mana ability adding {U}, with the sentences ``unsupported`` not read."""
    mana = ManaProduction((ManaRecipe((ManaPart(Amount(), Palette(PaletteKind.TYPES, (U,))),)),))
    return Ability(0, text, AbilityKind.MANA, cost=Cost.parse(cost), mana=mana, unsupported=unsupported)


def test_106_7_an_unread_instead_could_change_the_type() -> None:
    """CR 106.7: River of Tears would add {B} instead of {U} when its condition holds, so its "instead" sentence,
    when not read, could change the types: it is kept as relevant, and so is any unread sentence before the one
    that adds the mana."""
    instead = "If you played a land this turn, add {B} instead."
    assert unread_for_types(_ability("{T}: Add {U}. " + instead, (instead,))) == (instead,)
    before = "Reveal the top card of your library."
    assert unread_for_types(_ability(f"{{T}}: {before} Add {{U}}.", (before,))) == (before,)


def test_106_7_an_ability_whose_mana_was_not_read_has_unknown_types() -> None:
    """CR 106.7: when what an ability adds is not read, none of its types is known: its unread sentences (or its
    text) are all relevant."""
    unread = Ability(0, "{T}: Add one mana of a chosen color.", AbilityKind.MANA, cost=Cost.parse("{T}"),
                     unsupported=("Add one mana of a chosen color.",))
    assert unread_for_types(unread) == ("Add one mana of a chosen color.",)


ASTROLABE = inline("astrolabe", "Astrolabe", "Artifact",
                   "{1}, {T}, Sacrifice this artifact: Add two mana of any one color. Draw a card at the beginning of "
                   "the next turn's upkeep.", mana_cost="{1}")
PUZZLEBOX = inline("puzzlebox", "Vexing Puzzlebox", "Artifact",
                   "Whenever you roll one or more dice, put a number of charge counters on this artifact equal to the "
                   "result.\n{T}: Add one mana of any color. Roll a d20.\n{T}, Remove 100 charge counters from this "
                   "artifact: Search your library for an artifact card, put that card onto the battlefield, then "
                   "shuffle.", mana_cost="{3}")
RAINBOW_VALE = inline("vale", "Rainbow Vale", "Land",
                      "{T}: Add one mana of any color. An opponent gains control of this land at the beginning of the "
                      "next end step.")
UNDISCOVERED_PARADISE = inline("paradise", "Undiscovered Paradise", "Land",
                               "{T}: Add one mana of any color. During your next untap step, as you untap your "
                               "permanents, return this land to its owner's hand.")
FOREBODING_STATUE = inline("statue", "Foreboding Statue", "Artifact Creature — Construct",
                           "{T}: Add one mana of any color. Put an omen counter on this creature.\nAt the beginning "
                           "of your end step, if there are three or more omen counters on this creature, untap it, "
                           "then transform it.", mana_cost="{3}", power="1", toughness="2")


def test_603_7_astrolabe_delayed_draw_is_a_rider_its_mana_pays() -> None:
    """CR 603.7, 605.3a, 601.2g: Astrolabe's delayed "draw a card at the beginning of the next turn's upkeep"
    acts long after its mana is added. With a Forest, the Forest's {G} pays the {1} of Astrolabe's ability, which
    adds two mana of one colour: {R}{R} is payable; {R}{R}{G} is not (the Forest is spent on the {1})."""
    board = _board(obj("forest", "Forest"), ASTROLABE)
    assert board.is_payable("alice", "{R}{R}") is True
    assert board.is_payable("alice", "{R}{R}{G}") is False
    assert board.ask("abilities", object="astrolabe")["unsupported"] == []


def test_706_1_a_die_roll_after_the_mana_changes_nothing_it_adds() -> None:
    """CR 706.1, 106.7: Vexing Puzzlebox adds one mana of any color and then rolls a d20, whose result its mana
    doesn't read: it could produce W U B R G, and pays {U}."""
    board = _board(PUZZLEBOX)
    assert board.could_produce("puzzlebox") == COLORS
    assert board.is_payable("alice", "{U}") is True


@pytest.mark.parametrize("land", [RAINBOW_VALE, UNDISCOVERED_PARADISE], ids=["rainbow_vale", "paradise"])
def test_603_7_a_later_control_change_or_return_doesnt_change_the_mana(land: dict[str, object]) -> None:
    """CR 603.7, 502.3: Rainbow Vale's opponent gains control of it at the next end step; Undiscovered Paradise
    returns to its owner's hand during the next untap step. Both add one mana of any color now: W U B R G, and a
    lone one pays {B} but not {B}{B}."""
    board = _board(land)
    assert board.could_produce(str(land["id"])) == COLORS
    assert board.is_payable("alice", "{B}") is True
    assert board.is_payable("alice", "{B}{B}") is False


def test_122_1_an_omen_counter_put_after_the_mana_is_a_rider() -> None:
    """CR 122.1, 106.7: Foreboding Statue adds one mana of any color, then gets an omen counter (its end step
    trigger reads the counters, not its mana): it could produce W U B R G and, not summoning sick, pays {W}."""
    board = _board(FOREBODING_STATUE)
    assert board.could_produce("statue") == COLORS
    assert board.is_payable("alice", "{W}") is True
