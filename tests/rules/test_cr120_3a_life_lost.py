"""CR 120.3a, 119.3, 119.4, 603.2: life lost to a mana ability's own effect (pain lands, Ancient Tomb) or to a
trigger of tapping (City of Brass) is reported with a payment as ``life_lost``; it is not a cost, so it never makes a
payment impossible, and the ``least_life`` objective counts it with the life paid."""

from __future__ import annotations

import pytest
from mtgsolver.model.errors import UnsupportedText
from mtgsolver.model.queries import Objective, PaymentMode
from mtgsolver.model.reader import read_ability_text
from mtgsolver.solver.payments import answer_payments, is_payable
from mtgsolver.solver.view import BoardView

from tests.helpers import inline, obj, pay, produced, state


def test_120_3a_pain_land_damage_is_life_lost_not_life_paid() -> None:
    """CR 120.3a: Adarkar Wastes' "{T}: Add {W} or {U}. This land deals 1 damage to you." makes its controller
    lose 1 life; no life is paid (CR 119.4 is about costs). Its "{T}: Add {C}" loses nothing."""
    s = state(obj("w", "Adarkar Wastes"))
    blue = answer_payments(BoardView(s), pay("{U}"))
    assert blue["count"] == 1
    assert blue["payments"][0]["life"] == 0 and blue["payments"][0]["life_lost"] == 1
    colorless = answer_payments(BoardView(s), pay("{C}"))
    assert colorless["count"] == 1 and "life_lost" not in colorless["payments"][0]


def test_120_3a_ancient_tomb_two_damage() -> None:
    """CR 120.3a: Ancient Tomb's "{T}: Add {C}{C}. This land deals 2 damage to you." loses 2 life per use."""
    s = state(obj("t", "Ancient Tomb"))
    ans = answer_payments(BoardView(s), pay("{2}"))
    assert ans["count"] == 1 and ans["payments"][0]["life_lost"] == 2


def test_119_4_damage_is_not_a_cost_so_one_life_is_enough() -> None:
    """CR 119.4 limits paying life to the life total; damage from an effect is not a payment (CR 120.3a): at 1
    life, Ancient Tomb still pays {2} (and Mana Confluence's "Pay 1 life" cost still can, but not at 0 life)."""
    s = state(obj("t", "Ancient Tomb"), life=1)
    assert is_payable(BoardView(s), pay("{2}"))
    assert not is_payable(BoardView(state(obj("mc", "Mana Confluence"), life=0)), pay("{R}"))


def test_603_2_city_of_brass_trigger_on_tapping_for_mana() -> None:
    """CR 603.2, 120.3a: City of Brass's "Whenever this land becomes tapped, it deals 1 damage to you." triggers
    when it is tapped for mana: 1 life lost, none paid."""
    s = state(obj("c", "City of Brass"))
    ans = answer_payments(BoardView(s), pay("{G}"))
    assert ans["count"] == 1
    assert ans["payments"][0]["life"] == 0 and ans["payments"][0]["life_lost"] == 1


def test_120_3a_least_life_avoids_pain() -> None:
    """CR 120.3a: for {1}{U} with Ancient Tomb, Adarkar Wastes, City of Brass, an Island and a Plains, the way that
    loses no life is Island and Plains; every way with a painful source loses at least 1."""
    s = state(obj("t", "Ancient Tomb"), obj("w", "Adarkar Wastes"), obj("c", "City of Brass"), obj("i", "Island"),
              obj("p", "Plains"))
    ans = answer_payments(BoardView(s), pay("{1}{U}", mode=PaymentMode.BEST, objective=Objective.LEAST_LIFE))
    assert produced(ans["payments"][0]) == [("i", "{U}"), ("p", "{W}")]
    assert ans["payments"][0]["life"] == 0 and "life_lost" not in ans["payments"][0]


def test_120_3a_least_life_weighs_paid_and_lost_life_alike() -> None:
    """CR 119.3, 120.3a: paying 1 life (Mana Confluence's cost) loses 1 life; being dealt 2 damage (Ancient Tomb)
    loses 2. For {1} with only those two, least life is Mana Confluence: 1 life paid, none lost to damage."""
    s = state(obj("t", "Ancient Tomb"), obj("mc", "Mana Confluence"))
    ans = answer_payments(BoardView(s), pay("{1}", mode=PaymentMode.BEST, objective=Objective.LEAST_LIFE))
    best = ans["payments"][0]
    assert [o for o, _ in produced(best)] == ["mc"]
    assert best["life"] == 1 and "life_lost" not in best


def test_119_3_rider_you_lose_life_is_read() -> None:
    """CR 119.3: "You lose 1 life." after "Add {B}." is life lost by the ability's effect; "You gain 1 life." is
    not a loss."""
    assert read_ability_text("{T}: Add {B}. You lose 1 life.")[0].mana.life_lost == 1  # type: ignore[union-attr]
    assert read_ability_text("{T}: Add {B}. You gain 1 life.")[0].mana.life_lost == 0  # type: ignore[union-attr]


def _at_life(life: int, text: str) -> BoardView:
    return BoardView(state(inline("x", "Test Relic", "Artifact", text, "{2}"), life=life))


def test_119_4_each_player_loses_life_includes_the_controller() -> None:
    """CR 119.3, 119.4, 601.2g-h: Cryptolith Fragment's "{T}: Add one mana of any color. Each player loses 1 life."
    makes its controller lose 1 life as the mana ability resolves, before costs are paid: at 1 life she is at 0
    and can't pay "{1}, Pay 1 life"; {1} alone is payable."""
    bv = _at_life(1, "{T}: Add one mana of any color. Each player loses 1 life.")
    assert not is_payable(bv, pay("{1}, Pay 1 life"))
    assert is_payable(bv, pay("{1}"))


def test_119_4_life_gained_by_a_mana_ability_is_not_guessed_for_a_no() -> None:
    """CR 601.2g-h, 119.4: Pristine Talisman's "{T}: Add {C}. You gain 1 life." gains life before the cost's life
    is paid, so at 1 life "{C}, Pay 2 life" could be paid (1 + 1 = 2): the solver doesn't count the gain, so that
    "no" is not guessed; a "yes" without it stands ("{C}, Pay 1 life" at 1 life)."""
    bv = _at_life(1, "{T}: Add {C}. You gain 1 life.")
    with pytest.raises(UnsupportedText):
        is_payable(bv, pay("{C}, Pay 2 life"))
    assert is_payable(bv, pay("{C}, Pay 1 life"))


def test_119_1_life_gained_beside_a_life_total_amount_is_not_guessed() -> None:
    """CR 601.2g, 605.3a, 119.1: at 2 life, Sanctum of the Sun's "{T}: Add X mana of any one color, where X is your
    life total." adds {W}{W}; Pristine Talisman's "{T}: Add {C}. You gain 1 life." first makes it 3: {W}{W}{W}{C}
    could be paid, which the solver doesn't count, so its "no" is not guessed (no life is paid)."""
    sanctum = inline("s", "Sanctum of the Sun", "Legendary Land", "{T}: Add X mana of any one color, where X is your "
                     "life total.")
    bv = BoardView(state(sanctum, inline("p", "Pristine Talisman", "Artifact", "{T}: Add {C}. You gain 1 life.",
                                         "{3}"), life=2))
    with pytest.raises(UnsupportedText):
        is_payable(bv, pay("{W}{W}{W}{C}"))
    assert is_payable(bv, pay("{W}{W}{C}"))
