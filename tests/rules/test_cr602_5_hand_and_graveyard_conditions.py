"""CR 602.5: activation conditions that read the hand or the graveyard ("Activate only if you have exactly seven
cards in hand.", "... no cards in hand.", "... a player has one or fewer cards in hand ...", "... there are four or
more card types among cards in your graveyard."), read from the state: a hand or a graveyard holds the cards the
state lists there, its owner's (CR 402.1, 404.1, 400.3). Card types are those of CR 205.2a; an artifact creature
card has two. Every value is worked out from the cards' Oracle text and these rules.
"""

from __future__ import annotations

from typing import Any

import pytest
from mtgsolver.model.errors import UnsupportedText
from mtgsolver.model.relevance import graveyard_matters_to_mana
from mtgsolver.solver.activation import can_activate
from mtgsolver.solver.view import BoardView

from tests.helpers import board as _board
from tests.helpers import inline, obj, state


def _hand(owner: str, n: int) -> list[dict[str, Any]]:
    return [obj(f"{owner}-h{i}", "Island", controller=owner, zone="hand") for i in range(n)]


def _rules(s: Any, oid: str, index: int) -> list[str]:
    legal, reasons = can_activate(BoardView(s), oid, index)
    assert legal is not bool(reasons)
    return [r["rule"] for r in reasons]


def test_602_5_library_of_alexandria_needs_exactly_seven_cards_in_hand() -> None:
    """CR 602.5, 402.1: Library of Alexandria's "{T}: Draw a card. Activate only if you have exactly seven cards in
    hand." may be activated with seven cards in Alice's hand, not with six or eight; Bob's cards are his hand's."""
    lib = obj("lib", "Library of Alexandria")
    assert _rules(state(lib, *_hand("alice", 7)), "lib", 1) == []
    assert _rules(state(lib, *_hand("alice", 6), *_hand("bob", 1)), "lib", 1) == ["CR 602.5"]
    assert _rules(state(lib, *_hand("alice", 8)), "lib", 1) == ["CR 602.5"]
    assert _rules(state(lib, *_hand("alice", 6)), "lib", 0) == []


def test_602_5_hellbent_needs_an_empty_hand() -> None:
    """CR 602.5: Keldon Megaliths's "Hellbent — {1}{R}, {T}: This land deals 1 damage to any target. Activate only
    if you have no cards in hand." may be activated with an empty hand (none listed), not with one card in it."""
    meg = obj("meg", "Keldon Megaliths")
    assert _rules(state(meg), "meg", 2) == []
    assert _rules(state(meg, *_hand("alice", 1)), "meg", 2) == ["CR 602.5"]
    assert _rules(state(meg, *_hand("bob", 3)), "meg", 2) == []


def test_602_5_a_player_with_one_or_fewer_cards_in_hand() -> None:
    """CR 602.5: Temple of the Dead's "{2}{B}, {T}: Transform this land. Activate only if a player has one or fewer
    cards in hand and only as a sorcery." holds when either player's hand has at most one card."""
    temple = obj("t", "Temple of the Dead")
    assert _rules(state(temple, *_hand("alice", 5), *_hand("bob", 1)), "t", 1) == []
    assert _rules(state(temple, *_hand("alice", 2), *_hand("bob", 2)), "t", 1) == ["CR 602.5"]


def test_602_5_delirium_counts_card_types_in_the_graveyard() -> None:
    """CR 602.5, 205.2a, 404.1: Shifting Woodland's "Delirium — {2}{G}{G}: This land becomes a copy of target
    permanent card in your graveyard until end of turn. Activate only if there are four or more card types among
    cards in your graveyard." holds with an artifact creature (two types), a land and an instant in Alice's
    graveyard; without the instant there are three; Bob's graveyard is not hers."""
    wood = obj("w", "Shifting Woodland")
    ornithopter = obj("g1", "Ornithopter", zone="graveyard")
    forest = obj("g2", "Forest", zone="graveyard")
    bolt = obj("g3", "Lightning Bolt", zone="graveyard")
    assert _rules(state(wood, ornithopter, forest, bolt), "w", 2) == []
    assert _rules(state(wood, ornithopter, forest), "w", 2) == ["CR 602.5"]
    bobs = obj("g3", "Lightning Bolt", zone="graveyard", controller="bob")
    assert _rules(state(wood, ornithopter, forest, bobs), "w", 2) == ["CR 602.5"]


DIGNITARY = "{T}: Add {G}{G}. Activate only if there is an Elf card in your graveyard."


def test_601_2g_a_card_sacrificed_while_paying_could_meet_a_graveyard_condition() -> None:
    """CR 601.2g, 605.3a, 701.21a, 602.5: Ashnod's Altar ("Sacrifice a creature: Add {C}{C}.") may sacrifice
    Llanowar Elves first, putting an Elf card into Alice's graveyard, and then Lys Alana Dignitary's condition
    holds: {C}{C}{G}{G} could be paid, which the solver doesn't weigh, so its "no" is not guessed. Without a way
    to put a card into a graveyard, the Dignitary makes nothing: with a Forest, {G}{G}{G} is not payable."""
    dignitary = inline("d", "Lys Alana Dignitary", "Creature — Elf Advisor", DIGNITARY, "{1}{G}", power="2",
                       toughness="2")
    altar = inline("a", "Ashnod's Altar", "Artifact", "Sacrifice a creature: Add {C}{C}.", "{3}")
    with pytest.raises(UnsupportedText):
        _board(dignitary, altar, obj("e", "Llanowar Elves")).is_payable("alice", "{C}{C}{G}{G}")
    assert _board(dignitary, obj("f", "Forest")).is_payable("alice", "{G}{G}{G}") is False


@pytest.mark.parametrize("objects", [
    # Squandered Resources: "Sacrifice a land: Add one mana of any type the sacrificed land could produce."; Riftstone
    # Portal: "As long as this card is in your graveyard, lands you control have "{T}: Add {G} or {W}."" (CR 113.6).
    [obj("sq", "Squandered Resources"), obj("portal", "Riftstone Portal"), obj("maze", "Maze of Ith")],
    # Krark-Clan Ironworks: "Sacrifice an artifact: Add {C}{C}."; Jack-o'-Lantern: "{1}, Exile this card from your
    # graveyard: Add one mana of any color." (CR 113.6m: it works in the graveyard).
    [obj("kci", "Krark-Clan Ironworks"), obj("jack", "Jack-o'-Lantern")],
], ids=["riftstone_portal", "jack_o_lantern"])
def test_113_6_a_card_sacrificed_while_paying_brings_its_abilities_to_the_graveyard(objects: list[Any]) -> None:
    """CR 601.2g, 605.3a, 113.6: a card sacrificed by a mana ability is in the graveyard at once, with the
    abilities that work there: sacrificed, Riftstone Portal gives Maze of Ith "{T}: Add {G} or {W}." ({C}{G}
    payable), and Jack-o'-Lantern's exile ability adds {B} from the {C}{C} ({1}{B} payable). The solver reads the
    graveyard as the state gives it, so those "no"s are not guessed."""
    cost = "{C}{G}" if len(objects) == 3 else "{1}{B}"
    with pytest.raises(UnsupportedText):
        _board(*objects).is_payable("alice", cost)


def test_605_3a_only_the_payers_mana_abilities_could_fill_a_graveyard_while_paying() -> None:
    """CR 605.3a, 601.2g: while Alice pays, only she activates mana abilities, so Bob's Squandered Resources
    ("Sacrifice a land: Add one mana of any type the sacrificed land could produce.") puts no card into a graveyard
    then: Alice's Riftstone Portal ("{T}: Add {C}.") pays {C} one way. With the Resources hers, the Portal could be
    sacrificed and work from her graveyard (CR 113.6): the list is not guessed."""
    board = _board(obj("portal", "Riftstone Portal"), obj("sq", "Squandered Resources", controller="bob"))
    assert [[a.object for a in p.activations] for p in board.payments("alice", "{C}")] == [["portal"]]
    with pytest.raises(UnsupportedText):
        list(_board(obj("portal", "Riftstone Portal"), obj("sq", "Squandered Resources")).payments("alice", "{C}"))


@pytest.mark.parametrize(("text", "mana_ability", "matters"), [
    ("{T}: Add {G}{G}. Activate only if there is an Elf card in your graveyard.", True, True),
    ("As long as this card is in your graveyard, lands you control have \"{T}: Add {G} or {W}.\"", False, True),
    # CR 614.1c: Kjeldoran Outpost's replacement acts only as it would enter, on no mana.
    (("If this land would enter, sacrifice a Plains instead. If you do, put this land onto the battlefield. If you "
     "don't, put it into its owner's graveyard."), False, False),
])
def test_113_6_which_texts_a_card_put_into_a_graveyard_could_change(text: str, mana_ability: bool,
                                                                   matters: bool) -> None:
    """CR 113.6, 404.1, 605.3a: a mana ability that names a graveyard, or a static ability that works there or
    names a graveyard and mana, could be changed by a card put into a graveyard while paying; a static ability
    that names a graveyard and no mana can't change the mana."""
    assert graveyard_matters_to_mana(text, "Test Card", mana_ability=mana_ability) is matters
