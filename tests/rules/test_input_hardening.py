"""Rules behind answers to unusual input: CR 119.4b (paying 0 life below 0), CR 118.3 and 701.21 (sacrificing
several permanents), CR 605.1a with text never guessed (contract: unsupported_text), CR 107.4 (only its symbols)."""

from __future__ import annotations

import pytest

from model.errors import BadManaString, UnsupportedText
from model.mana import ManaCost
from model.queries import CouldProduceQuery
from solver.could_produce import answer_could_produce
from solver.payments import answer_payments, is_payable
from tests.helpers import inline, obj, pay, state


def test_119_4b_negative_life_still_pays_mana_and_zero_life() -> None:
    """CR 119.4, 119.4b: at -5 life a player can't pay life but can pay 0 life, and mana costs as usual."""
    s = state(obj("f", "Forest"), life=-5)
    assert is_payable(s, pay("{G}"))
    assert is_payable(s, pay("Pay 0 life"))
    assert not is_payable(s, pay("Pay 1 life"))
    assert not is_payable(s, pay("{G/P}{G/P}"))


def test_701_21_sacrifice_two_forests_is_one_set() -> None:
    """CR 701.21a, 118.3: "Sacrifice two Forests" takes two different Forests; with two, one payment."""
    s = state(obj("f1", "Forest"), obj("f2", "Forest"))
    ans = answer_payments(s, pay("Sacrifice two Forests"))
    assert ans["count"] == 1 and sorted(ans["payments"][0]["sacrificed"]) == ["f1", "f2"]
    assert not is_payable(state(obj("f1", "Forest")), pay("Sacrifice two Forests"))


def test_605_1a_unread_mana_ability_is_unsupported_not_guessed() -> None:
    """CR 605.1a and the contract: a mana ability the reader does not understand gives unsupported_text for
    could_produce, and an unpayable answer says the ability was not used."""
    s = state(inline("grove", "Flyer Grove", "Land", "{T}: Add {G} for each creature you control with flying."))
    with pytest.raises(UnsupportedText):
        answer_could_produce(s, CouldProduceQuery(id="q", object="grove"))
    ans = answer_payments(s, pay("{G}"))
    assert ans["payable"] is False
    assert any(r["rule"] == "CR 605.1a" and r["objects"] == ["grove"] for r in ans["reasons"])


@pytest.mark.parametrize("text", ["{²}", "{١٢}", "{ſ}", "{" + "9" * 50 + "}"])
def test_107_4_only_its_own_symbols(text: str) -> None:
    """CR 107.4 lists ASCII digits and letters; other digits, letters that merely upper-case to S, and numbers
    past a million are bad mana strings."""
    with pytest.raises(BadManaString):
        ManaCost.parse(text)
