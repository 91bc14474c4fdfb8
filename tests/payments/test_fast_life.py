"""CR 601.2g-h, 605.3b, 602.2b, 118.3, 119.4, 107.4f, 605.5a: the Hall's-theorem fast path decides boards whose
sources cost life ("{T}, Pay 1 life", Mana Confluence, Horizon Canopy) or deal damage as their ability resolves
(pain lands, Ancient Tomb), with Phyrexian symbols and life in the cost, at low life, exactly.

The expectations of the worked boards come from those rules: an activation's "Pay 1 life" is paid as it is
activated (CR 602.2b, 601.2h), only from a life total at least that large (CR 118.3, 119.4); a mana ability
resolves at once (CR 605.3b), so a pain land's damage lowers the life total during CR 601.2g, before the total cost's
life (a Phyrexian symbol's 2 life, CR 107.4f; "Pay N life") is paid in CR 601.2h; paying 0 life is always possible
(CR 119.4b); City of Brass's damage is a triggered ability that waits (CR 605.5a). The property tests compare the
fast path with the reference payer (:mod:`tests.payments.reference`), which plays every order of activations out.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from mtgsolver.model.costs import Cost
from mtgsolver.model.io import read_state
from mtgsolver.model.queries import PaymentMode, PaymentsQuery
from mtgsolver.model.state import GameState
from mtgsolver.solver.payments import fast, is_payable
from mtgsolver.solver.payments.fast import fast_check
from mtgsolver.solver.payments.problem import encode_payment
from mtgsolver.solver.view import BoardView

from tests.payments.reference import ReferencePayer


def _board(life: int, cards: tuple[str, ...], cost: str, pool: str = "",
           tapped: tuple[int, ...] = ()) -> tuple[GameState, PaymentsQuery]:
    state = read_state({
        "active_player": "alice",
        "players": [{"id": "alice", "life": life, "mana_pool": pool}, {"id": "bob", "life": 20}],
        "objects": [{"id": f"o{i}", "card": c, "controller": "alice", "tapped": i in tapped}
                    for i, c in enumerate(cards)],
    })
    return state, PaymentsQuery(id="q", player="alice", cost=Cost.parse(cost), mode=PaymentMode.CHECK)


def _fast(life: int, cards: tuple[str, ...], cost: str, pool: str = "") -> bool | None:
    state, query = _board(life, cards, cost, pool)
    return fast_check(encode_payment(BoardView(state), query))


BASICS = ("Plains", "Island", "Swamp", "Mountain", "Forest", "Forest")

# (life, cards, cost, payable), each worked out from the rules in the comment above it.
WORKED = [
    # CR 605.3b, 119.4 (issue 16): {U} comes only from Adarkar Wastes' second ability, whose 1 damage leaves 1 life;
    # {W/P} then needs 2 life (CR 107.4f) or a second {W}, which the tapped land can't make.
    (2, ("Adarkar Wastes",), "{U}{W/P}", False),
    # CR 605.3b, 119.4: at 3 life the damage leaves 2, which pays {W/P}.
    (3, ("Adarkar Wastes",), "{U}{W/P}", True),
    # CR 605.3b, 119.4 (issue 16): one Wastes makes {U}, the other {W}; 2 damage leave 2 life for the other {W/P}.
    (4, ("Adarkar Wastes", "Adarkar Wastes"), "{U}{W/P}{W/P}", True),
    # At 3 life: one land makes {U}, the other {W} (2 damage) and 2 life pay the other {W/P}: 2 + 2 > 3; or {U} and
    # 4 life for both {W/P}: 1 + 4 > 3. A third mana would need a third land.
    (3, ("Adarkar Wastes", "Adarkar Wastes"), "{U}{W/P}{W/P}", False),
    # CR 605.5a: City of Brass's damage waits, so at 2 life its {U} and 2 life pay {U}{W/P}.
    (2, ("City of Brass",), "{U}{W/P}", True),
    # CR 118.3, 119.4: Mana Confluence's "Pay 1 life" can be paid at 1 life (the total is at least 1) ...
    (1, ("Mana Confluence",), "{U}", True),
    # ... and not at 0: there is then no way to make {U}.
    (0, ("Mana Confluence",), "{U}", False),
    # CR 602.2b, 119.4, 107.4f: at 2 life the Confluence's 1 life leaves 1, short of {B/P}'s 2 (and no second source
    # makes {B}).
    (2, ("Mana Confluence",), "{U}{B/P}", False),
    # At 3 life, 1 for the Confluence and 2 for {B/P}.
    (3, ("Mana Confluence",), "{U}{B/P}", True),
    # CR 602.2b, 605.3b, 119.4b: at 1 life, Mana Confluence's 1 life is paid first (leaving 0), then Adarkar Wastes'
    # {U} deals its damage; the cost pays no life, so the life total going below 0 doesn't matter. ({B} can come
    # only from the Confluence and {U} only from the Wastes.)
    (1, ("Mana Confluence", "Adarkar Wastes"), "{U}{B}", True),
    # At 0 life the Confluence can't pay its life, so nothing makes {B}.
    (0, ("Mana Confluence", "Adarkar Wastes"), "{U}{B}", False),
    # CR 605.3b, 119.4: "Pay 1 life" in the cost itself at 1 life: Adarkar Wastes' {U} leaves 0, so it can't be paid.
    (1, ("Adarkar Wastes",), "{U}, Pay 1 life", False),
    # ... with an Island instead, nothing hurts and the 1 life is there.
    (1, ("Island",), "{U}, Pay 1 life", True),
    # ... and at 2 life the damage leaves 1, enough.
    (2, ("Adarkar Wastes",), "{U}, Pay 1 life", True),
    # CR 605.3b, 119.4: Ancient Tomb's {C}{C} deals 2 damage: at 3 life 1 is left, short of {B/P}'s 2 ...
    (3, ("Ancient Tomb",), "{2}{B/P}", False),
    # ... at 4 life, 2 are left.
    (4, ("Ancient Tomb",), "{2}{B/P}", True),
    # ... and with a Swamp for {B/P} the cost pays no life, so the Tomb's damage is harmless (CR 119.4b).
    (3, ("Ancient Tomb", "Swamp"), "{2}{B/P}", True),
    # CR 605.3b, 119.4: {B} only from Llanowar Wastes (1 damage), {C} from Adarkar Wastes' painless ability, {W/P}
    # with 2 life: 3 - 1 = 2 pays it. Paying {W/P} with mana instead leaves {C} to no one (Adarkar must make {W}).
    (3, ("Llanowar Wastes", "Adarkar Wastes"), "{B}{C}{W/P}", True),
    # At 2 life the {B}'s damage leaves 1.
    (2, ("Llanowar Wastes", "Adarkar Wastes"), "{B}{C}{W/P}", False),
    # The same lands listed the other way round: the painful {W} or {U} of Adarkar Wastes is no use here.
    (3, ("Adarkar Wastes", "Llanowar Wastes"), "{B}{C}{W/P}", True),
    # CR 602.2b, 119.4: Horizon Canopy's "Pay 1 life" leaves 1 at 2 life, short of {W/P}'s 2 (its {G} is needed).
    (2, ("Horizon Canopy",), "{G}{W/P}", False),
    # The board measured in issue 16: six basics and Mana Confluence at 20 life.
    (20, (*BASICS, "Mana Confluence"), "{2}{W}{U}{B}", True),
    # CR 107.4c: the same board can't make {C}, which only colorless mana pays: life doesn't help.
    (20, (*BASICS, "Mana Confluence"), "{C}", False),
    # CR 107.4f: at 3 life the basics pay it all: Plains {W/P}, Island {U}, a Forest {G}, another land {1}.
    (3, (*BASICS, "Mana Confluence"), "{1}{G}{W/P}{U}", True),
    # CR 605.3b, 119.4: Grand Coliseum's painless {C} and 2 life pay {C}{R/P} at 2 life ...
    (2, ("Grand Coliseum",), "{C}{R/P}", True),
    # ... but its {R} deals 1 damage, leaving 1 for {R/P}'s 2.
    (2, ("Grand Coliseum",), "{R}{R/P}", False),
]


@pytest.mark.parametrize(("life", "cards", "cost", "payable"), WORKED,
                         ids=[f"{life}life-{'+'.join(c)}-{cost}" for life, c, cost, _ in WORKED])
def test_605_3b_119_4_fast_path_decides_life_boards(life: int, cards: tuple[str, ...], cost: str,
                                                     payable: bool) -> None:
    """CR 601.2g-h, 605.3b, 602.2b, 118.3, 119.4, 107.4f, 605.5a: the fast path answers these boards (not None), as
    worked out from the rules; ``is_payable`` answers the same."""
    assert _fast(life, cards, cost) is payable
    state, query = _board(life, cards, cost)
    assert is_payable(BoardView(state), query) is payable


#: Ten pain lands that each make a different pair of colours.
PAIN_LANDS = ("Adarkar Wastes", "Llanowar Wastes", "Caves of Koilos", "Shivan Reef", "Yavimaya Coast",
              "Battlefield Forge", "Brushland", "Sulfurous Springs", "Underground River", "Karplusan Forest")


@pytest.mark.parametrize(("life", "payable"), [(8, False), (9, True)])
def test_605_3b_ten_pain_lands(life: int, payable: bool) -> None:
    """CR 605.3b, 119.4: with ten different pain lands, {W}{U}{B}{R}{G} needs five painful abilities (5 damage)
    before "Pay 4 life" is paid (CR 601.2h): at 8 life 3 are left, so it can't be paid; at 9 life it can."""
    state, query = _board(life, PAIN_LANDS, "{W}{U}{B}{R}{G}, Pay 4 life")
    assert fast_check(encode_payment(BoardView(state), query)) is payable


def test_605_3b_gives_up_rather_than_guess(monkeypatch: pytest.MonkeyPatch) -> None:
    """When the search over the ways to tap the painful lands runs out of steps, the fast path says None and the
    solver answers: at 3 life, Llanowar Wastes' {B} (1 damage) and 2 life pay {B}{C}{W/P} (CR 605.3b, 119.4)."""
    monkeypatch.setattr(fast, "MAX_NODES", 1)
    state, query = _board(3, ("Adarkar Wastes", "Llanowar Wastes"), "{B}{C}{W/P}")
    assert fast_check(encode_payment(BoardView(state), query)) is None
    assert is_payable(BoardView(state), query) is True


# The random boards: basics, sources that cost life, pain lands, City of Brass; Phyrexian and hybrid symbols, life
# in the cost; low life.
SOURCES = ("Plains", "Island", "Swamp", "Forest", "Wastes", "Mana Confluence", "Horizon Canopy", "Adarkar Wastes",
           "Llanowar Wastes", "Grand Coliseum", "Ancient Tomb", "City of Brass")
SYMBOLS = ("{W}", "{U}", "{B}", "{G}", "{C}", "{1}", "{2}", "{W/U}", "{B/G}", "{2/W}", "{W/P}", "{U/P}", "{B/P}",
           "{G/U/P}")
LIVES = (0, 1, 2, 3, 4)
LIFE_PARTS = ("", ", Pay 1 life", ", Pay 2 life")
POOL = ("{W}", "{B}", "{C}")


@st.composite
def life_boards(draw: Any) -> tuple[GameState, PaymentsQuery]:
    """Up to four sources (some tapped), a pool of up to one mana, a life total of 0 to 4, a cost of up to four
    symbols, perhaps with life."""
    cards = tuple(draw(st.lists(st.sampled_from(SOURCES), max_size=4)))
    tapped = tuple(i for i in range(len(cards)) if draw(st.integers(0, 5)) == 0)
    pool = "".join(draw(st.lists(st.sampled_from(POOL), max_size=1)))
    symbols = draw(st.lists(st.sampled_from(SYMBOLS), min_size=1, max_size=4))
    cost = "".join(symbols) + draw(st.sampled_from(LIFE_PARTS))
    return _board(draw(st.sampled_from(LIVES)), cards, cost, pool, tapped)


def _agrees(board: tuple[GameState, PaymentsQuery]) -> bool | None:
    """The fast path's answer on ``board`` (None when it does not apply), asserted equal to the reference payer's."""
    state, query = board
    answer = fast_check(encode_payment(BoardView(state), query))
    if answer is not None:
        assert answer == bool(ReferencePayer(state, query).all_payments())
    return answer


@settings(max_examples=500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(life_boards())
def test_601_2h_fast_path_equals_the_reference_payer(board: tuple[GameState, PaymentsQuery]) -> None:
    """CR 601.2g-h, 605.3b, 602.2b, 119.4, 107.4f, 605.5a: where the fast path answers, the reference payer, playing
    every order of activations out, finds a payment exactly when the fast path says payable."""
    _agrees(board)


def test_601_2h_fast_path_covers_the_life_boards() -> None:
    """The property above is not vacuous: on 300 seeded boards of the same kind, the fast path answers (and agrees
    with the reference payer, CR 601.2g-h, 605.3b, 119.4) on at least 90% of them, with both answers common."""
    rng = random.Random(16)
    answers = []
    for _ in range(300):
        cards = tuple(rng.choice(SOURCES) for _ in range(rng.randint(0, 4)))
        cost = "".join(rng.choice(SYMBOLS) for _ in range(rng.randint(1, 4))) + rng.choice(LIFE_PARTS)
        tapped = tuple(i for i in range(len(cards)) if rng.randint(0, 5) == 0)
        answers.append(_agrees(_board(rng.choice(LIVES), cards, cost, rng.choice(("", *POOL)), tapped)))
    assert answers.count(None) <= 30
    assert answers.count(True) >= 50 and answers.count(False) >= 50
