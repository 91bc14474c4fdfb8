"""CR 118.3, 602.5, 106.6: a "no" to "can this cost be paid?" stands, though a mana ability was not wholly read,
when the cost can't be paid even if that ability did all it could and more (``model/relaxed.py``): an unread cost
part left out (each is more to pay, CR 118.1), an unread narrowing of its colours or an opponent's way to stop it
read as "any color", an unread "instead" as a choice, an unread restriction left out. A "yes" that needs the
ability is still not guessed.

Card wording is the current Oracle text of ``../shared/data/oracle-corpus.jsonl.gz``, inline here so the tests run
without the shared folder: Rhystic Cave "{T}: Choose a color. Add one mana of that color unless any player pays
{1}. Activate only as an instant."; Gold Mine "{T}: Add {C}." and "Legacy — {T}, Mark one of Gold Mine's unmarked
nodes: Add one mana of any color."; A-Town (Land — Town) "{T}: Add {C}. If you're in a city that starts with an A,
instead add one mana of any color."; Millikin (Artifact Creature — Construct, 0/1) "{T}, Mill a card: Add {C}.";
Dreadship Reef "{T}: Add {C}.", "{1}, {T}: Put a storage counter on this land." and "{1}, Remove X storage
counters from this land: Add X mana in any combination of {U} and/or {B}.".
Forest: "({T}: Add {G}.)" (CR 305.6).
"""

from __future__ import annotations

from typing import Any

import pytest
from mtgsolver.model.errors import UnsupportedText
from mtgsolver.model.reader import read_ability_text
from mtgsolver.model.relaxed import relaxed_paragraph
from mtgsolver.solver.api import solve

from mtgsolver import Board
from tests.helpers import inline, obj

RHYSTIC_CAVE = ("Rhystic Cave", "Land", ("{T}: Choose a color. Add one mana of that color unless any player pays {1}. "
                "Activate only as an instant."))
GOLD_MINE = ("Gold Mine", "Land", ("{T}: Add {C}.\nLegacy — {T}, Mark one of Gold Mine's unmarked nodes: Add one mana "
             "of any color.\n☐, ☐, ☐, ☐, ☐"))
A_TOWN = ("A-Town", "Land — Town", ("{T}: Add {C}. If you're in a city that starts with an A, instead add one mana of "
          "any color."))


def _board(card: tuple[str, str, str], *others: dict[str, Any]) -> Board:
    name, type_line, text = card
    return Board.from_json({"active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
                            "objects": [inline("x", name, type_line, text), obj("forest", "Forest"), *others]})


@pytest.mark.parametrize("card", [RHYSTIC_CAVE, GOLD_MINE, A_TOWN], ids=["rhystic", "gold_mine", "a_town"])
def test_118_3_two_sources_cant_pay_three_mana(card: tuple[str, str, str]) -> None:
    """CR 118.3: the land and a Forest are two permanents that tap for one mana each, whatever the land's unread
    text: {G}{G}{G} is not payable."""
    assert _board(card).is_payable("alice", "{G}{G}{G}") is False


@pytest.mark.parametrize("card", [RHYSTIC_CAVE, GOLD_MINE, A_TOWN], ids=["rhystic", "gold_mine", "a_town"])
def test_118_3_a_cost_that_needs_the_unread_mana_is_not_guessed(card: tuple[str, str, str]) -> None:
    """CR 118.3, 106.7: {G}{W} needs white from the land: Bob may pay {1} against Rhystic Cave's, Gold Mine's
    nodes and A-Town's city are not read: not guessed."""
    with pytest.raises(UnsupportedText):
        _board(card).is_payable("alice", "{G}{W}")


def test_118_3_rhystic_cave_cant_make_two_colors() -> None:
    """CR 118.3: {U}{W} needs two coloured mana other than green; the Forest makes only {G}: not payable, in the
    ``payments`` check too, with its reasons."""
    request = {"state": {"active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
                         "objects": [inline("x", *RHYSTIC_CAVE), obj("forest", "Forest")]},
               "queries": [{"id": "q", "kind": "payments", "player": "alice", "cost": "{U}{W}", "mode": "check"}]}
    answer = solve(request)[0]["results"][0]
    assert answer["ok"] and answer["payable"] is False and answer["reasons"]


MILLIKIN = inline("x", "Millikin", "Artifact Creature — Construct", "{T}, Mill a card: Add {C}.", "{2}", power="0",
                  toughness="1")
DREADSHIP_REEF = inline("x", "Dreadship Reef", "Land", "{T}: Add {C}.\n{1}, {T}: Put a storage counter on this land."
                        "\n{1}, Remove X storage counters from this land: Add X mana in any combination of {U} and/or "
                        "{B}.", counters={"storage": 3})


@pytest.mark.parametrize(("card", "land", "cost"), [(MILLIKIN, "Forest", "{G}{G}"),
                                                    (DREADSHIP_REEF, "Island", "{U}{B}")],
                         ids=["millikin", "dreadship_reef"])
def test_118_1_a_cost_part_that_does_more_is_not_left_out(card: dict[str, Any], land: str, cost: str) -> None:
    """CR 118.1, 118.3: a cost part not modelled that does more than being paid is not left out of a relaxed
    ability: Millikin's milled card goes to the graveyard, where another ability could read it (CR 701.17a, 404.1);
    the Reef's "Remove X storage counters" sets the X it adds (CR 107.3a: with 3 counters and an Island, {U}{B} is
    payable; left out, X would be 0). Whether the cost can be paid is not guessed."""
    b = Board.from_json({"active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
                         "objects": [card, obj("land", land)]})
    with pytest.raises(UnsupportedText):
        b.is_payable("alice", cost)


@pytest.mark.parametrize(("paragraph", "relaxed"), [
    ("{T}: Add one mana of any color that appears on your top.", "{T}: Add one mana of any color."),
    ("{T}: Choose a color. Add one mana of that color unless any player pays {1}. Activate only as an instant.",
     "{T}: Choose a color. Add one mana of that color. Activate only as an instant."),
    ("{T}: Add {C}. If you're in a city that starts with an A, instead add one mana of any color.",
     "{T}: Add {C} or one mana of any color."),
    ("Legacy — {T}, Mark one of Gold Mine's unmarked nodes: Add one mana of any color.",
     "Legacy — {T}: Add one mana of any color."),
    # CR 119.3: life lost is not "more"; an effect not read may do anything: not relaxed.
    ("{T}: Add one mana of any color and lose life equal to the number of barnyards you control.", None),
    ("{T}: Add one and one-half mana of any one color.", None),
    # A cost of nothing but a part not modelled: no cost left to write (CR 602.1).
    ("Exile a card from your hand: Add {B}{B} or {G}{G}.", None),
])
def test_118_3_relaxed_paragraphs(paragraph: str, relaxed: str | None) -> None:
    """CR 118.1, 118.3, 602.5, 106.6: how a mana ability not wholly read is relaxed: it costs no more and adds no
    less; anything else not read leaves it unrelaxed."""
    (ability,) = read_ability_text(paragraph, "Test Land")
    assert relaxed_paragraph(ability) == relaxed
