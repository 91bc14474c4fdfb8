"""CR 601.2g-h, 605.3a: the streaming search lists the same minimal payments as the brute force that plays out
every order, and as the CP-SAT enumeration, on random small boards (ungrouped and grouped)."""

from __future__ import annotations

import time

from hypothesis import HealthCheck, given, settings
from msgspec.structs import replace
from mtgsolver.solver.payments import cpsat, search
from mtgsolver.solver.payments.problem import encode_payment
from mtgsolver.solver.view import BoardView

from tests.payments import brute
from tests.payments.boards import boards


@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(boards(max_sources=4, max_symbols=3))
def test_601_2h_search_equals_brute_force(board) -> None:  # type: ignore[no-untyped-def]
    """CR 601.2h: every minimal payment once, no other."""
    state, query = board
    problem = encode_payment(BoardView(state), query)
    found = list(search.minimal_payments(problem, time.monotonic() + 600))
    assert len(found) == len(set(found))
    assert set(found) == brute.minimal_payments(problem)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(boards(max_sources=6, max_symbols=3))
def test_601_2h_search_equals_cpsat_grouped(board) -> None:  # type: ignore[no-untyped-def]
    """CR 601.2h and the contract's group_identical: the search and CP-SAT agree on grouped boards."""
    state, query = board
    problem = encode_payment(BoardView(state), replace(query, group_identical=True))
    deadline = time.monotonic() + 600
    assert set(search.minimal_payments(problem, deadline)) == set(cpsat.enumerate_minimal(problem, deadline))


COMBINATIONS = ("Cascading Cataracts", "Forest", "Plains", "Island", "Swamp", "Mountain", "Wastes", "Sol Ring",
                "Chromatic Star", "Boros Signet")


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(boards(max_sources=5, max_symbols=4, sources=COMBINATIONS))
def test_601_2h_compact_model_decides_like_the_full_model(board) -> None:  # type: ignore[no-untyped-def]
    """CR 601.2h: the compact CP-SAT model (one count per type for "N mana in any combination") and the model
    with one literal per result agree on payability and on the fewest activations; the compact model's payment
    is exactly feasible."""
    from mtgsolver.model.queries import Objective

    state, query = board
    problem = encode_payment(BoardView(state), replace(query, group_identical=True))
    deadline = time.monotonic() + 600
    full = cpsat.build(problem)
    full.model.minimize(full.size)
    expected = cpsat._solve(full, deadline)
    best, proven = cpsat.best(problem, Objective.FEWEST_SOURCES, deadline)
    assert proven
    assert (best is None) == (expected is None)
    assert (cpsat.check(problem, deadline) is None) == (expected is None)
    if expected is not None and best is not None:
        assert best.size == expected.size
        assert cpsat.is_feasible(problem, best, deadline)
