"""CR 601.2g-h, 605.3a: the CP-SAT model, the python-constraint model and a brute force that plays out every
order of mana abilities find the same minimal payments (the contract's definition) on random small boards."""

from __future__ import annotations

import time

from hypothesis import HealthCheck, given, settings
from mtgsolver.solver.payments import cpsat
from mtgsolver.solver.payments.problem import encode_payment
from mtgsolver.solver.view import BoardView

from tests.payments import brute, csp
from tests.payments.boards import boards


def _cpsat_minimal(problem) -> set:  # type: ignore[no-untyped-def]
    return set(cpsat.enumerate_minimal(problem, time.monotonic() + 600))


@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(boards(max_sources=4, max_symbols=3))
def test_601_2h_cpsat_equals_brute_force(board) -> None:  # type: ignore[no-untyped-def]
    """CR 601.2h: every minimal payment the brute force finds, CP-SAT finds, and no other."""
    state, query = board
    problem = encode_payment(BoardView(state), query)
    assert _cpsat_minimal(problem) == brute.minimal_payments(problem)


@settings(max_examples=500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(boards(max_sources=3, max_symbols=2))
def test_601_2h_python_constraint_equals_brute_force(board) -> None:  # type: ignore[no-untyped-def]
    """CR 601.2h: the unit-level python-constraint encoding agrees with the brute force."""
    state, query = board
    problem = encode_payment(BoardView(state), query)
    assert csp.minimal_payments(problem) == brute.minimal_payments(problem)


def _canonical(state, payment: dict) -> tuple:  # type: ignore[no-untyped-def]
    """A payment with each object replaced by its card name and tapped/sick state (its interchangeable class)."""
    def key(oid: str) -> tuple:  # type: ignore[type-arg]
        o = state.object(oid)
        return (o.card.name, o.tapped, o.summoning_sick)

    acts = sorted((key(a["object"]), a["ability"], a["produces"]) for a in payment["activations"])
    return (tuple(acts), payment["pool"], payment["life"])


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(boards(max_sources=5, max_symbols=3, sources=("Forest", "Forest", "Island", "Adarkar Wastes", "Boros Signet",
                                                     "Tinder Farm", "Llanowar Elves", "Treasonous Ogre")))
def test_group_identical_counts_classes_of_payments(board) -> None:  # type: ignore[no-untyped-def]
    """Contract ("What counts as one payment"): with group_identical, payments that differ only by swapping
    interchangeable objects are one; so the grouped payments are the ungrouped ones up to that swap."""
    from msgspec.structs import replace
    from mtgsolver.solver.payments import legal_payments

    state, query = board
    ungrouped = {_canonical(state, p) for p in legal_payments(BoardView(state), query)}
    grouped = [_canonical(state, p) for p in legal_payments(BoardView(state), replace(query, group_identical=True))]
    assert len(grouped) == len(set(grouped))
    assert set(grouped) == ungrouped
