"""CR 107.4: every mana symbol parses, prints back, and pays the way the rule says."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from mtgsolver.model.errors import BadManaString
from mtgsolver.model.mana import ManaCost, SymbolKind
from mtgsolver.solver.payments import answer_payments, is_payable
from mtgsolver.solver.view import BoardView

from tests.helpers import obj, pay, state

ALL_SYMBOLS = (
    ["{0}", "{1}", "{2}", "{10}", "{X}", "{W}", "{U}", "{B}", "{R}", "{G}", "{C}", "{S}"]
    + ["{W/U}", "{W/B}", "{U/B}", "{U/R}", "{B/R}", "{B/G}", "{R/G}", "{R/W}", "{G/W}", "{G/U}"]
    + ["{2/W}", "{2/U}", "{2/B}", "{2/R}", "{2/G}", "{C/W}", "{C/U}", "{C/B}", "{C/R}", "{C/G}"]
    + ["{W/P}", "{U/P}", "{B/P}", "{R/P}", "{G/P}"]
    + ["{W/U/P}", "{W/B/P}", "{U/B/P}", "{U/R/P}", "{B/R/P}", "{B/G/P}", "{R/G/P}", "{R/W/P}", "{G/W/P}", "{G/U/P}"]
)


@given(st.lists(st.sampled_from(ALL_SYMBOLS), max_size=6))
def test_107_4_parse_format_round_trip(symbols: list[str]) -> None:
    """CR 107.4: each symbol of the rule's list parses and formats back to itself."""
    text = "".join(symbols)
    assert str(ManaCost.parse(text)) == text
    assert eval(repr(ManaCost.parse(text))) == ManaCost.parse(text)


@pytest.mark.parametrize("bad", ["{W/U/B}", "{P}", "{2/C}", "{W/W}", "{H}", "W", "{W}x", "{-1}", "{U/W/R}"])
def test_107_4_rejects_symbols_not_in_the_rule(bad: str) -> None:
    """CR 107.4 lists the symbols; anything else is a bad mana string."""
    with pytest.raises(BadManaString):
        ManaCost.parse(bad)


def test_107_4e_hybrid_is_either_half() -> None:
    """CR 107.4e: {W/U} is paid with white or blue; an Island pays it, a Swamp doesn't."""
    assert is_payable(BoardView(state(obj("i", "Island"))), pay("{W/U}"))
    assert not is_payable(BoardView(state(obj("s", "Swamp"))), pay("{W/U}"))


def test_107_4e_monocolored_hybrid_two_generic() -> None:
    """CR 107.4e: {2/B} is one black or two of any type: two Islands pay it, one Island doesn't."""
    assert is_payable(BoardView(state(obj("i1", "Island"), obj("i2", "Island"))), pay("{2/B}"))
    assert not is_payable(BoardView(state(obj("i1", "Island"))), pay("{2/B}"))
    assert ManaCost.parse("{2/B}").mana_value == 2


def test_107_4e_colorless_hybrid() -> None:
    """CR 107.4e: {C/W} is paid with one colourless or one white mana, not green."""
    assert is_payable(BoardView(state(obj("w", "Wastes"))), pay("{C/W}"))
    assert is_payable(BoardView(state(obj("p", "Plains"))), pay("{C/W}"))
    assert not is_payable(BoardView(state(obj("f", "Forest"))), pay("{C/W}"))


def test_107_4f_phyrexian_two_life_each() -> None:
    """CR 107.4f example: {W/P}{W/P} is {W}{W}, {W} and 2 life, or 4 life; with one Plains: two payments."""
    ans = answer_payments(BoardView(state(obj("p", "Plains"))), pay("{W/P}{W/P}"))
    lives = sorted(p["life"] for p in ans["payments"])
    assert lives == [2, 4]


def test_107_4f_hybrid_phyrexian() -> None:
    """CR 107.4f: {G/U/P} is green, blue or 2 life."""
    ans = answer_payments(BoardView(state(obj("i", "Island"), obj("f", "Forest"))), pay("{G/U/P}"))
    assert ans["count"] == 3


def test_107_4c_colorless_symbol_needs_colorless_mana() -> None:
    """CR 107.4c: {C} is paid only with colourless mana: Wastes yes, Forest no."""
    assert is_payable(BoardView(state(obj("w", "Wastes"))), pay("{C}"))
    assert not is_payable(BoardView(state(obj("f", "Forest"))), pay("{C}"))


def test_107_4h_snow_needs_a_snow_source() -> None:
    """CR 107.4h: {S} is one mana of any type from a snow source."""
    assert is_payable(BoardView(state(obj("sf", "Snow-Covered Forest"))), pay("{S}"))
    assert not is_payable(BoardView(state(obj("f", "Forest"))), pay("{S}"))


def test_107_4b_generic_any_type() -> None:
    """CR 107.4b: generic mana is paid with any type, colourless included."""
    ans = answer_payments(BoardView(state(obj("w", "Wastes"), obj("f", "Forest"))), pay("{2}"))
    assert ans["count"] == 1


def test_107_3a_x_takes_the_given_value() -> None:
    """CR 107.3a, 107.4b: {X}{R} with X=2 needs three mana, one red; two Mountains pay X=1 only."""
    s = state(obj("m1", "Mountain"), obj("m2", "Mountain"))
    assert is_payable(BoardView(s), pay("{X}{R}", x=1))
    assert not is_payable(BoardView(s), pay("{X}{R}", x=2))
    assert ManaCost.parse("{X}{R}").with_x(2) == ManaCost.parse("{2}{R}")
    assert [s.kind for s in ManaCost.parse("{X}").symbols] == [SymbolKind.VARIABLE]


def test_107_4d_zero_cost_is_paid_by_nothing() -> None:
    """CR 107.4d, 118.5: {0} is paid with no resources: one payment, no activation."""
    ans = answer_payments(BoardView(state(obj("f", "Forest"))), pay("{0}"))
    assert ans["payable"] is True and ans["payments"] == [{"activations": [], "pool": "", "life": 0}]
