"""CR 601.2g-h, 605.3a: the streaming search lists the same minimal payments as the brute force that plays out
every order, and as the CP-SAT enumeration, on random small boards (ungrouped and grouped)."""

from __future__ import annotations

import time
from dataclasses import replace

from hypothesis import HealthCheck, given, settings

from solver.payments import brute, cpsat, search
from solver.payments.problem import encode_payment
from tests.payments.boards import boards


@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(boards(max_sources=4, max_symbols=3))
def test_601_2h_search_equals_brute_force(board) -> None:  # type: ignore[no-untyped-def]
    """CR 601.2h: every minimal payment once, no other."""
    state, query = board
    problem = encode_payment(state, query)
    found = list(search.minimal_payments(problem, time.monotonic() + 60))
    assert len(found) == len(set(found))
    assert set(found) == brute.minimal_payments(problem)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(boards(max_sources=6, max_symbols=3))
def test_601_2h_search_equals_cpsat_grouped(board) -> None:  # type: ignore[no-untyped-def]
    """CR 601.2h and the contract's group_identical: the search and CP-SAT agree on grouped boards."""
    state, query = board
    problem = encode_payment(state, replace(query, group_identical=True))
    deadline = time.monotonic() + 60
    assert set(search.minimal_payments(problem, deadline)) == set(cpsat.enumerate_minimal(problem, deadline))
