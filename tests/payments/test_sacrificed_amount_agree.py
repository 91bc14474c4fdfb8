"""CR 601.2g-h, 118.3, 608.2h: mana abilities whose amount is the sacrificed permanent's mana value (Red Priest of
Yawgmoth, Priest of Yawgmoth) or power (Furgul, Quag Nurturer), on random small boards of artifacts and creatures
with +1/+1 and -1/-1 counters: on the encoding, the search, the CP-SAT enumeration and the brute force list the
same minimal payments (and python-constraint on smaller boards); CP-SAT's check and the quick check, where it
answers, agree with them."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from mtgsolver.model.costs import Cost
from mtgsolver.model.io import read_state
from mtgsolver.model.queries import PaymentsQuery
from mtgsolver.model.state import GameState
from mtgsolver.solver.payments.problem import encode_payment
from mtgsolver.solver.view import BoardView

from tests.payments import brute, csp
from tests.payments.boards import assert_backends_agree

SACRIFICERS = ("Red Priest of Yawgmoth", "Priest of Yawgmoth", "Furgul, Quag Nurturer")
OTHERS = ("Mind Stone", "Sol Ring", "Ornithopter", "Grizzly Bears", "Llanowar Elves", "Mountain", "Forest")
SYMBOLS = ("{R}", "{G}", "{B}", "{C}", "{1}", "{2}", "{R/G}")


@st.composite
def boards(draw: Any, max_others: int = 3, max_symbols: int = 4) -> tuple[GameState, PaymentsQuery]:
    """One or two of :data:`SACRIFICERS` and up to ``max_others`` of :data:`OTHERS`, some tapped, creatures with
    counters, and a cost."""
    cards = draw(st.lists(st.sampled_from(SACRIFICERS), min_size=1, max_size=2))
    cards += draw(st.lists(st.sampled_from(OTHERS), max_size=max_others))
    objects = []
    for i, card in enumerate(cards):
        counters = {k: n for k, n in (("+1/+1", draw(st.integers(0, 2))), ("-1/-1", draw(st.integers(0, 3)))) if n}
        objects.append({"id": f"o{i}", "card": card, "controller": "alice", "tapped": draw(st.integers(0, 4)) == 0,
                        "summoning_sick": False, "counters": counters})
    state = read_state({"active_player": "alice", "players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
                        "objects": objects})
    cost = "".join(draw(st.lists(st.sampled_from(SYMBOLS), min_size=1, max_size=max_symbols)))
    return state, PaymentsQuery(id="q", player="alice", cost=Cost.parse(cost))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(boards())
def test_601_2h_backends_agree_on_sacrificed_amounts(board: tuple[GameState, PaymentsQuery]) -> None:
    """CR 601.2h, 608.2h: search, CP-SAT and the brute force list the same minimal payments; the checks agree."""
    assert_backends_agree(*board, check=True)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(boards(max_others=2, max_symbols=3))
def test_601_2h_python_constraint_agrees_on_sacrificed_amounts(board: tuple[GameState, PaymentsQuery]) -> None:
    """CR 601.2h, 608.2h: the unit-level python-constraint encoding agrees with the brute force."""
    state, query = board
    problem = encode_payment(BoardView(state), query)
    assert csp.minimal_payments(problem) == brute.minimal_payments(problem)
