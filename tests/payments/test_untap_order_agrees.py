"""CR 107.6, 118.3, 302.6, 601.2g-h, 605.3a: boards where a payment may untap a permanent and tap it again
(Pili-Pala's "{2}, {Q}: Add one mana of any color." beside Springleaf Drum's "Tap an untapped creature you
control", convoke and improvise, and costs with their own {T} or {Q}), on random small boards:

* the solver's list of every payment equals the reference payer's (:mod:`tests.payments.reference`, which plays
  each sequence of activations out from the state itself, each permanent's status as the sequence leaves it), and
  its "yes" or "no" (mode check) says whether that list is empty;
* on the encoding, the search, the CP-SAT enumeration and the brute force (:mod:`tests.payments.brute`, which
  plays the sequence out on the encoding) list the same minimal payments, as does python-constraint
  (:mod:`tests.payments.csp`, which plays the orders of the slots out) on smaller boards;
* where the quick check answers, it answers as CP-SAT does.
"""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, assume, example, given, settings
from hypothesis import strategies as st
from msgspec.structs import replace
from mtgsolver.model.costs import Cost
from mtgsolver.model.errors import UnsupportedText
from mtgsolver.model.io import read_state
from mtgsolver.model.queries import PaymentMode, PaymentsQuery, PayWith
from mtgsolver.model.state import GameState
from mtgsolver.solver.payments import is_payable, legal_payments
from mtgsolver.solver.payments.problem import encode_payment
from mtgsolver.solver.view import BoardView

from tests.payments import brute, csp
from tests.payments.boards import assert_backends_agree, reference_payments
from tests.payments.reference import canonical

SOURCES = ("Pili-Pala", "Pili-Pala", "Springleaf Drum", "Llanowar Elves", "Forest", "Plains", "Boros Signet",
           "Ornithopter", "Holdout Settlement")
SYMBOLS = ("{W}", "{R}", "{G}", "{1}", "{2}", "{R/G}")
OWN = ("", "{T}", "{Q}")


@st.composite
def boards(draw: Any, max_sources: int = 4, max_symbols: int = 2) -> tuple[GameState, PaymentsQuery]:
    """Up to ``max_sources`` permanents (some tapped, some summoning sick), a cost of up to ``max_symbols``
    symbols, perhaps with its own {T} or {Q} (its source one of the permanents), and a choice of convoke and
    improvise."""
    objects: list[dict[str, Any]] = []
    for i, card in enumerate(draw(st.lists(st.sampled_from(SOURCES), max_size=max_sources))):
        objects.append({"id": f"o{i}", "card": card, "controller": "alice", "tapped": draw(st.booleans()),
                        "summoning_sick": draw(st.integers(0, 3)) == 0})
    state = read_state({"active_player": "alice", "players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
                        "objects": objects})
    mana = "".join(draw(st.lists(st.sampled_from(SYMBOLS), max_size=max_symbols)))
    own = draw(st.sampled_from(OWN)) if objects else ""
    source = draw(st.sampled_from([o["id"] for o in objects])) if own else None
    cost = ", ".join(p for p in (mana, own) if p)
    pay_with = frozenset(draw(st.sets(st.sampled_from((PayWith.CONVOKE, PayWith.IMPROVISE)))))
    return state, PaymentsQuery(id="q", player="alice", cost=Cost.parse(cost), source=source, pay_with=pay_with)


def _board(cards: tuple[tuple[str, bool], ...], cost: str, source: str | None = None,
           pay_with: tuple[str, ...] = ()) -> tuple[GameState, PaymentsQuery]:
    objects = [{"id": f"o{i}", "card": c, "controller": "alice", "tapped": t} for i, (c, t) in enumerate(cards)]
    state = read_state({"active_player": "alice", "players": [{"id": "alice", "life": 20}], "objects": objects})
    return state, PaymentsQuery(id="q", player="alice", cost=Cost.parse(cost), source=source,
                                pay_with=frozenset(PayWith(w) for w in pay_with))


DRUM_PILI = (("Springleaf Drum", False), ("Pili-Pala", False), ("Forest", False), ("Forest", False))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(boards())
@example(_board(DRUM_PILI, "{W}{W}"))
@example(_board((("Springleaf Drum", False), ("Pili-Pala", True), ("Forest", False), ("Forest", False)), "{R}{R}"))
@example(_board((("Pili-Pala", True), ("Springleaf Drum", False), ("Forest", False)), "{2}, {Q}", "o0"))
@example(_board((("Pili-Pala", False), ("Springleaf Drum", False)), "{Q}", "o0"))
@example(_board((("Pili-Pala", True), ("Forest", False), ("Forest", False)), "{1}, {T}", "o0"))
@example(_board((("Pili-Pala", False), ("Forest", False)), "{1}, {Q}", "o0", ("convoke",)))
def test_107_6_every_payment_equals_the_reference_payer(board: tuple[GameState, PaymentsQuery]) -> None:
    """CR 107.6, 118.3, 601.2g-h, 605.3a: every minimal payment the reference payer finds by playing the
    activations out, each permanent tapped and untapped as the sequence goes, the solver lists, and no other; its
    check says whether there is one."""
    state, query = board
    expected = reference_payments(state, query)
    try:
        got = [canonical(p) for p in legal_payments(BoardView(state), query)]
        payable = is_payable(BoardView(state), replace(query, mode=PaymentMode.CHECK))
    except UnsupportedText:
        assume(False)  # never guessed: a mana ability the solver leaves out
    assert len(got) == len(set(got))
    assert set(got) == expected
    assert payable == bool(expected)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(boards())
@example(_board(DRUM_PILI, "{W}{R}"))
def test_107_6_search_and_cpsat_equal_brute_force(board: tuple[GameState, PaymentsQuery]) -> None:
    """CR 107.6, 601.2h: on the encoding, every minimal payment the brute force finds, the search and CP-SAT find,
    each once, and no other; the quick check, where it answers, agrees."""
    assert_backends_agree(*board, check=True)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(boards(max_sources=3, max_symbols=1))
@example(_board(DRUM_PILI[:3], "{Q}", "o1"))
def test_107_6_python_constraint_equals_brute_force(board: tuple[GameState, PaymentsQuery]) -> None:
    """CR 107.6, 601.2h: the unit-level python-constraint encoding agrees with the brute force."""
    state, query = board
    problem = encode_payment(BoardView(state), query)
    assert csp.minimal_payments(problem) == brute.minimal_payments(problem)
