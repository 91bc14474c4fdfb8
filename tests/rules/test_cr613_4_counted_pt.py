"""Static power/toughness changes that count or have a condition (CR 613.4a, 613.4c, 604.3, 611.3a), read by the
layer reader and applied by the board view in layer 7, as every answer that reads power or toughness sees them; a
count or a condition not fully read stays unread, and the relevance rule then stops the answer (never guessed).

Cards (current Oracle text):

* Selvala, Heart of the Wilds, 2/3: "{G}, {T}: Add X mana in any combination of colors, where X is the greatest
  power among creatures you control." With a Forest paying its {G}, Alice has X mana to spend.
* Arbor Adherent, 2/4: "{T}: Add one mana of any color." / "{T}: Add X mana of any one color, where X is the
  greatest toughness among other creatures you control."
* Sigil of the Nayan Gods (Aura): "Enchanted creature gets +1/+1 for each creature you control."
* Moon-Vigil Adherents, 0/0: "This creature gets +1/+1 for each creature you control and each creature card in your
  graveyard."
* Gathan Raiders, 3/3: "Hellbent — This creature gets +2/+2 as long as you have no cards in hand."
* Mind Carver (Equipment): "Equipped creature gets +1/+0. It gets +3/+1 instead as long as an opponent has eight or
  more cards in their graveyard."
* Crusader of Odric, */*: "Crusader of Odric's power and toughness are each equal to the number of creatures you
  control."
* Minas Tirith Garrison, */5: "Minas Tirith Garrison's power is equal to the number of cards in your hand."
* Comforting Counsel: "As long as there are five or more growth counters on this enchantment, creatures you control
  get +3/+3."
* Runed Stalactite (Equipment): "Equipped creature gets +1/+1 and is every creature type."
* Elvish Archdruid, 2/2 Elf: "Other Elf creatures you control get +1/+1." / "{T}: Add {G} for each Elf you
  control."
* Undercover Skrull, 1/1 Skrull Shapeshifter Villain: "As long as there are two or more creature cards in your
  graveyard, this creature gets +2/+2 and is all creature types." / "{T}: Add one mana of any color."
* Sigil of Distinction (Equipment): "Equipped creature gets +1/+1 for each charge counter on this Equipment."
* Glamdring (Equipment): "Equipped creature has first strike and gets +1/+0 for each instant and sorcery card in
  your graveyard." Lightning Bolt, an instant.
* Bravado (Aura): "Enchanted creature gets +1/+1 for each other creature you control."
* Kumena's Speaker, 1/1 Merfolk: "This creature gets +1/+1 as long as you control another Merfolk or an Island."
* Grizzly Bears, 2/2; Llanowar Elves, 1/1.
"""

from __future__ import annotations

from typing import Any

import pytest
from mtgsolver.model.errors import UnsupportedText
from mtgsolver.model.reader import read_effect_text

from mtgsolver import Board
from tests.helpers import obj


def _board(*objects: dict[str, Any]) -> Board:
    return Board.from_json({"active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
                            "objects": list(objects)})


def _selvala(*objects: dict[str, Any]) -> Board:
    return _board(obj("s", "Selvala, Heart of the Wilds"), obj("f", "Forest"), *objects)


def _pays(board: Board, cost: str) -> bool:
    return bool(board.ask("payments", player="alice", cost=cost, mode="check")["payable"])


def _cards(prefix: str, n: int, zone: str, controller: str = "alice") -> list[dict[str, Any]]:
    return [obj(f"{prefix}{i}", "Forest", zone=zone, controller=controller) for i in range(n)]


def test_613_4c_sigil_counts_the_creatures_you_control() -> None:
    """CR 613.4c: Alice controls three creatures (Selvala, the Bears, tapped Llanowar Elves), so the Sigil makes
    Grizzly Bears 2+3 = 5/5: Selvala adds 5, {5} is payable and {6} is not."""
    board = _selvala(obj("b", "Grizzly Bears"), obj("e", "Llanowar Elves", tapped=True),
                     obj("sig", "Sigil of the Nayan Gods", attached_to="b"))
    assert _pays(board, "{5}") is True
    assert _pays(board, "{6}") is False


def test_613_4c_moon_vigil_adherents_counts_creatures_and_creature_cards_in_your_graveyard() -> None:
    """CR 613.4c, 404.1: two creatures Alice controls (Selvala, the Adherents) and two creature cards in her
    graveyard (a Forest card there and Bob's creature card in his graveyard don't count): 0+4 = 4 power, so {4}
    is payable and {5} is not."""
    board = _selvala(obj("m", "Moon-Vigil Adherents"), obj("g1", "Grizzly Bears", zone="graveyard"),
                     obj("g2", "Llanowar Elves", zone="graveyard"), obj("g3", "Forest", zone="graveyard"),
                     obj("g4", "Grizzly Bears", zone="graveyard", controller="bob"))
    assert _pays(board, "{4}") is True
    assert _pays(board, "{5}") is False


def test_611_3a_gathan_raiders_hellbent_holds_with_an_empty_hand() -> None:
    """CR 611.3a, 402.1: no card in Alice's hand (the state lists every card of a hand; Bob's card is his), so
    Gathan Raiders is 3+2 = 5/5 and Selvala adds 5; with one card in her hand it is 3/3 and she adds 3."""
    bob_hand = _cards("h", 1, "hand", "bob")
    assert _pays(_selvala(obj("r", "Gathan Raiders"), *bob_hand), "{5}") is True
    with_card = _selvala(obj("r", "Gathan Raiders"), *bob_hand, *_cards("a", 1, "hand"))
    assert _pays(with_card, "{3}") is True
    assert _pays(with_card, "{4}") is False


def test_611_3a_mind_carver_instead_while_an_opponent_has_eight_cards_in_their_graveyard() -> None:
    """CR 611.3a: with eight cards in Bob's graveyard the equipped Grizzly Bears gets +3/+1 instead of +1/+0: 5
    power, {5} payable; with seven, +1/+0: 3 power, {3} payable and {4} not (Alice's own graveyard doesn't
    count)."""
    def board(bobs: int) -> Board:
        return _selvala(obj("b", "Grizzly Bears"), obj("mc", "Mind Carver", attached_to="b"),
                        *_cards("g", bobs, "graveyard", "bob"), *_cards("a", 9, "graveyard"))

    assert _pays(board(8), "{5}") is True
    assert _pays(board(8), "{6}") is False
    assert _pays(board(7), "{3}") is True
    assert _pays(board(7), "{4}") is False


def test_604_3_crusader_of_odric_power_and_toughness_each_count_creatures() -> None:
    """CR 604.3, 613.4a: Alice controls Selvala, the Crusader and Grizzly Bears: the Crusader is 3/3, and Selvala's
    greatest power is 3 ({3} payable, {4} not). With Arbor Adherent instead of Selvala she again controls three
    creatures: the Crusader's toughness 3 is the greatest among the Adherent's other creatures (the Bears' is 2), so
    the Adherent adds 3 ({3} payable, {4} not)."""
    board = _selvala(obj("c", "Crusader of Odric"), obj("b", "Grizzly Bears"))
    assert _pays(board, "{3}") is True
    assert _pays(board, "{4}") is False
    adherent = _board(obj("a", "Arbor Adherent"), obj("c", "Crusader of Odric"), obj("b", "Grizzly Bears"))
    assert _pays(adherent, "{3}") is True
    assert _pays(adherent, "{4}") is False


def test_604_3_minas_tirith_garrison_power_is_the_cards_in_your_hand() -> None:
    """CR 604.3, 613.4a, 402.1: four cards in Alice's hand make the Garrison's power 4: {4} payable, {5} not;
    with none its power is 0 and Selvala's own 2 is the greatest: {2} payable, {3} not."""
    four = _selvala(obj("m", "Minas Tirith Garrison"), *_cards("h", 4, "hand"))
    assert _pays(four, "{4}") is True
    assert _pays(four, "{5}") is False
    none = _selvala(obj("m", "Minas Tirith Garrison"))
    assert _pays(none, "{2}") is True
    assert _pays(none, "{3}") is False


def test_611_3a_comforting_counsel_needs_five_growth_counters() -> None:
    """CR 611.3a, 122.1: with five growth counters creatures Alice controls get +3/+3: Selvala 5/6 adds 5; with
    four they don't: she adds 2."""
    five = _selvala(obj("cc", "Comforting Counsel", counters={"growth": 5}))
    assert _pays(five, "{5}") is True
    assert _pays(five, "{6}") is False
    four = _selvala(obj("cc", "Comforting Counsel", counters={"growth": 4}))
    assert _pays(four, "{2}") is True
    assert _pays(four, "{3}") is False


def test_205_3m_runed_stalactite_makes_the_equipped_creature_an_elf() -> None:
    """CR 613.1d, 205.3m: Runed Stalactite makes the equipped Grizzly Bears every creature type, an Elf among them:
    Elvish Archdruid counts two Elves, {G}{G}; without the Stalactite's creature, one."""
    board = _board(obj("d", "Elvish Archdruid"), obj("b", "Grizzly Bears"),
                   obj("rs", "Runed Stalactite", attached_to="b"))
    assert _pays(board, "{G}{G}") is True
    alone = _board(obj("d", "Elvish Archdruid"), obj("b", "Grizzly Bears"), obj("rs", "Runed Stalactite"))
    assert _pays(alone, "{G}{G}") is False


def test_613_4c_an_other_of_an_attached_subject_is_never_guessed() -> None:
    """CR 613.4c: Bravado's "for each other creature you control" is other than the enchanted creature, which the
    count of the Aura's source doesn't say: not read, so an answer that reads power is unsupported_text at it."""
    board = _selvala(obj("b", "Grizzly Bears"), obj("br", "Bravado", attached_to="b"))
    with pytest.raises(UnsupportedText) as error:
        _pays(board, "{3}")
    assert error.value.path == "state.objects[3]"


def test_611_3a_another_of_one_alternative_is_never_guessed() -> None:
    """CR 611.3a: Kumena's Speaker's "another Merfolk or an Island" is another Merfolk, the Speaker itself not
    counted: a condition read without "another" would always hold, so it is not read (unsupported_text)."""
    board = _selvala(obj("k", "Kumena's Speaker"))
    assert "This creature gets +1/+1 as long as you control another Merfolk or an Island." in board.ask(
        "abilities", object="k")["unsupported"]
    with pytest.raises(UnsupportedText):
        _pays(board, "{2}")


def test_608_2h_a_resolved_effects_count_is_not_read_as_continuous() -> None:
    """CR 608.2h: a resolved effect's "for each" is counted once as it resolves, not continuously, so an ongoing
    effect's text with one is not read."""
    with pytest.raises(UnsupportedText):
        read_effect_text("Until end of turn, creatures you control get +1/+1 for each Forest you control.")


def test_611_3a_undercover_skrull_is_every_creature_type_with_two_creature_cards_in_your_graveyard() -> None:
    """CR 611.3a, 613.1d, 205.3m: with two creature cards in Alice's graveyard the (tapped) Undercover Skrull is
    every creature type, an Elf: Elvish Archdruid counts two Elves, {G}{G} is payable; with one it is a Skrull
    Shapeshifter Villain, and the Archdruid adds only {G}."""
    def board(creature_cards: int) -> Board:
        return _board(obj("d", "Elvish Archdruid"), obj("u", "Undercover Skrull", tapped=True),
                      *(obj(f"g{i}", "Grizzly Bears", zone="graveyard") for i in range(creature_cards)),
                      *_cards("l", 3, "graveyard"))

    assert _pays(board(2), "{G}{G}") is True
    assert _pays(board(1), "{G}{G}") is False


def test_613_4c_sigil_of_distinction_counts_its_own_charge_counters() -> None:
    """CR 613.4c, 122.1: three charge counters on Sigil of Distinction make the equipped Grizzly Bears 2+3 = 5/5:
    Selvala adds 5 ({5} payable, {6} not); the counters of the Bears don't count."""
    board = _selvala(obj("b", "Grizzly Bears", counters={"charge": 2}),
                     obj("sd", "Sigil of Distinction", attached_to="b", counters={"charge": 3}))
    assert _pays(board, "{5}") is True
    assert _pays(board, "{6}") is False


def test_613_4c_a_grant_with_a_counted_pump_is_never_read_as_keywords_alone() -> None:
    """CR 613.4c, 613.1f: Glamdring's "Equipped creature has first strike and gets +1/+0 for each instant and
    sorcery card in your graveyard." with two instant cards there makes Grizzly Bears 2+2 = 4 power, so Selvala
    could add 4: never a silent "no" from a grant read as keywords without its P/T change; either {4} is payable
    or the answer is unsupported_text at Glamdring."""
    board = _selvala(obj("b", "Grizzly Bears"), obj("g", "Glamdring", attached_to="b"),
                     obj("i1", "Lightning Bolt", zone="graveyard"), obj("i2", "Lightning Bolt", zone="graveyard"))
    try:
        assert _pays(board, "{4}") is True
    except UnsupportedText as e:
        assert e.path == "state.objects[3]"
