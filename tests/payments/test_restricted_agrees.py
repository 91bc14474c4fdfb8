"""CR 106.6, 106.6a, 605.1b: on boards with restricted mana (Mishra's Workshop, Cargo Ship, Pillar of the Paruns),
tapped-for-mana triggers whose mana is free of the restriction (Mana Flare, Heartbeat of Spring) and a replacement
effect whose extra mana shares it (Mana Reflection), paid for a spell in the hand (``spend_on``) or for nothing
said: CP-SAT, the search and the quick check agree with the brute force and the python-constraint encoding, each
of which splits a result into restricted and free mana on its own."""

from __future__ import annotations

import time

from hypothesis import HealthCheck, example, given, settings
from mtgsolver.model.costs import Cost
from mtgsolver.model.io import read_state
from mtgsolver.model.queries import PaymentsQuery
from mtgsolver.model.state import GameState
from mtgsolver.solver.payments import cpsat, search
from mtgsolver.solver.payments.fast import quick_check
from mtgsolver.solver.payments.problem import encode_payment
from mtgsolver.solver.view import BoardView

from tests.payments import brute, csp
from tests.payments.boards import boards

SOURCES = ("Mishra's Workshop", "Mishra's Workshop", "Cargo Ship", "Pillar of the Paruns", "Forest", "Mountain",
           "Wastes", "Boros Signet", "Shimmering Grotto", "Snow-Covered Forest", "Power Depot")
EFFECTS = ("Mana Flare", "Heartbeat of Spring", "Mana Reflection")
HAND = ("Sol Ring", "Grizzly Bears", "Lightning Helix")


def _workshop_and_flare(cost: str, spend_on: str | None) -> tuple[GameState, PaymentsQuery]:
    """Mishra's Workshop, a Forest and Mana Flare, the cost paid for a card of ``HAND`` (or nothing said)."""
    objects = [{"id": "w", "card": "Mishra's Workshop", "controller": "alice"},
               {"id": "f", "card": "Forest", "controller": "alice"},
               {"id": "effect", "card": "Mana Flare", "controller": "alice"}]
    objects += [{"id": f"h{i}", "card": card, "controller": "alice", "zone": "hand"} for i, card in enumerate(HAND)]
    state = read_state({"active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}], "objects": objects})
    return state, PaymentsQuery(id="q", player="alice", cost=Cost.parse(cost), spend_on=spend_on)


def _depot_and_signet(cost: str) -> tuple[GameState, PaymentsQuery]:
    """Power Depot (its second mana only "to cast artifact spells or activate abilities of artifacts") and Boros
    Signet, whose {1} that mana may pay (CR 106.6, 605.3a), the cost paid for nothing said."""
    objects = [{"id": "d", "card": "Power Depot", "controller": "alice"},
               {"id": "s", "card": "Boros Signet", "controller": "alice"}]
    state = read_state({"active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}], "objects": objects})
    return state, PaymentsQuery(id="q", player="alice", cost=Cost.parse(cost))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(boards(max_sources=3, max_symbols=3, sources=SOURCES, effects=EFFECTS, hand=HAND))
@example(_workshop_and_flare("{1}{G}", "h1"))
@example(_workshop_and_flare("{4}{G}", "h0"))
@example(_workshop_and_flare("{2}", None))
@example(_depot_and_signet("{R}{W}"))
def test_106_6_cpsat_search_and_quick_check_equal_brute_force(board) -> None:  # type: ignore[no-untyped-def]
    """CR 106.6, 605.1b: every minimal payment the brute force finds, CP-SAT and the search find, and no other;
    where the quick check decides, it says whether there is one."""
    state, query = board
    problem = encode_payment(BoardView(state), query)
    expected = brute.minimal_payments(problem)
    deadline = time.monotonic() + 600
    assert set(cpsat.enumerate_minimal(problem, deadline)) == expected
    found = list(search.minimal_payments(problem, deadline))
    assert len(found) == len(set(found))
    assert set(found) == expected
    quick = quick_check(problem)
    if quick is not None:
        assert quick == bool(expected)


@settings(max_examples=50, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(boards(max_sources=3, max_symbols=2, sources=SOURCES, effects=EFFECTS[:2], hand=HAND))
@example(_workshop_and_flare("{1}{G}", "h1"))
def test_106_6_python_constraint_equals_brute_force(board) -> None:  # type: ignore[no-untyped-def]
    """CR 106.6, 605.1b: the unit-level encoding, naming each trigger's unit apart, agrees with the brute force."""
    state, query = board
    problem = encode_payment(BoardView(state), query)
    assert csp.minimal_payments(problem) == brute.minimal_payments(problem)
