"""CR 601.2h: the Hall's-theorem fast path and the CP-SAT model agree on payability wherever the fast path
applies."""

from __future__ import annotations

import time

from hypothesis import HealthCheck, given, settings
from mtgsolver.solver.payments import cpsat
from mtgsolver.solver.payments.fast import fast_check
from mtgsolver.solver.payments.problem import encode_payment
from mtgsolver.solver.view import BoardView

from tests.payments.boards import boards

SIMPLE = ("Forest", "Plains", "Island", "Swamp", "Mountain", "Wastes", "Adarkar Wastes", "City of Brass",
          "Birds of Paradise", "Llanowar Elves", "Sol Ring", "Grove of the Burnwillows", "Tundra", "Command Tower",
          "Reflecting Pool", "Boros Signet", "Mana Confluence")


@settings(max_examples=1000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(boards(max_sources=8, max_symbols=6, sources=SIMPLE))
def test_601_2h_fast_path_equals_cpsat(board) -> None:  # type: ignore[no-untyped-def]
    """CR 601.2h, 107.4: where the fast path answers, its answer is CP-SAT's."""
    state, query = board
    problem = encode_payment(BoardView(state), query)
    fast = fast_check(problem)
    if fast is not None:
        assert fast == (cpsat.check(problem, time.monotonic() + 600) is not None)


MIXED = SIMPLE + ("Boros Signet", "Azorius Signet", "Sungrass Prairie", "Cascading Cataracts", "Chromatic Star",
                  "Tinder Farm", "Pili-Pala", "Mind Stone")


@settings(max_examples=1000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(boards(max_sources=8, max_symbols=6, sources=MIXED))
def test_601_2h_quick_check_equals_cpsat(board) -> None:  # type: ignore[no-untyped-def]
    """CR 601.2g-h: where the quick check (fast path, activations without costs, relaxations) answers, its answer
    is CP-SAT's."""
    from mtgsolver.solver.payments.fast import quick_check

    state, query = board
    problem = encode_payment(BoardView(state), query)
    quick = quick_check(problem)
    if quick is not None:
        assert quick == (cpsat.check(problem, time.monotonic() + 600) is not None)
