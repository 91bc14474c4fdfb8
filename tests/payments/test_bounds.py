"""The relaxation of :mod:`solver.payments.bounds` (CR 601.2g-h, 107.4, 118.3): when it says a cost can't be paid,
the reference payer (:mod:`tests.payments.reference`, which plays the activations out from the state itself) finds
no payment; and it decides the boards with filter lands and Signets whose symbols no source can make."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, assume, given, settings
from mtgsolver.model.costs import Cost
from mtgsolver.model.io import read_state
from mtgsolver.model.queries import PaymentMode, PaymentsQuery
from mtgsolver.model.state import GameState
from mtgsolver.solver.payments import answer_payments
from mtgsolver.solver.payments.bounds import relaxed_shortage
from mtgsolver.solver.payments.fast import quick_check
from mtgsolver.solver.payments.problem import encode_payment
from mtgsolver.solver.view import BoardView

from tests.payments.boards import reference_payments
from tests.payments.test_reference_agrees import boards


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(boards())
def test_601_2h_a_relaxed_shortage_means_no_payment(board: tuple[GameState, PaymentsQuery]) -> None:
    """CR 601.2h: the relaxation waives costs and counts every activation's best mana, so a real payment is one of
    its payments; when it finds a set of types short, the reference payer finds no payment at all."""
    state, query = board
    problem = encode_payment(BoardView(state), query)
    assume(relaxed_shortage(problem) is not None)
    payments = reference_payments(state, query)
    assert payments == set()


def _board(cards: list[str], cost: str) -> tuple[BoardView, PaymentsQuery]:
    state = read_state({"active_player": "alice", "players": [{"id": "alice", "life": 20}],
                        "objects": [{"id": f"o{i}", "card": c, "controller": "alice"} for i, c in enumerate(cards)]})
    return BoardView(state), PaymentsQuery(id="q", player="alice", cost=Cost.parse(cost), mode=PaymentMode.CHECK)


def test_107_4a_three_blue_symbols_and_one_blue_source_is_decided_without_a_solver() -> None:
    """CR 107.4a, 601.2h: Cryptic Command's {1}{U}{U}{U} on a board whose only blue source is Birds of Paradise
    (one mana a use, one use: it taps) beside a Boros Signet, Fire-Lit Thicket and basics: the three {U} need three
    blue mana and at most one can be made, whatever the filter land and the Signet do. The quick check says no, and
    the reasons name the shortage of {U}."""
    bv, q = _board(["Birds of Paradise", "Boros Signet", "Fire-Lit Thicket", "Forest", "Mountain", "Plains"],
                   "{1}{U}{U}{U}")
    problem = encode_payment(bv, q)
    shortage = relaxed_shortage(problem)
    assert shortage is not None and (shortage.types, shortage.need, shortage.have) == (0b10, 3, 1)
    assert quick_check(problem) is False
    answer = answer_payments(bv, q)
    assert answer["payable"] is False
    (reason,) = answer["reasons"]  # type: ignore[misc]
    assert reason["rule"] == "CR 107.4a" and "needs 3 mana of {U}" in reason["message"]


def test_601_2g_a_filter_chain_that_pays_is_not_cut() -> None:
    """CR 601.2g, 605.3a: Mountain's {R} pays Fire-Lit Thicket's {R/G} for {G}{G}: {G}{G} is payable, and the
    relaxation (which waives the Thicket's cost) finds no shortage."""
    bv, q = _board(["Mountain", "Fire-Lit Thicket"], "{G}{G}")
    assert relaxed_shortage(encode_payment(bv, q)) is None
    assert answer_payments(bv, q)["payable"] is True


@pytest.mark.parametrize(("objects", "life", "cost", "payable"), [
    ([{"id": "f", "card": "Forest"}], 20, "{T}", True),
    ([{"id": "f", "card": "Forest", "tapped": True}], 20, "{T}", False),  # CR 118.3: already tapped
    ([{"id": "f", "card": "Llanowar Elves", "summoning_sick": True}], 20, "{T}", False),  # CR 302.6
    ([{"id": "f", "card": "Forest"}], 0, "{T}, Pay 1 life", False),  # CR 119.4: 0 life can't pay 1
    ([{"id": "f", "card": "Forest"}], 0, "{T}, Pay 0 life", True),  # CR 119.4b: 0 life can always be paid
    ([{"id": "f", "card": "Forest"}, {"id": "s", "card": "Izzet Signet"}], 20, "{T}", True),
])
def test_118_3_a_cost_without_mana_is_decided_by_its_own_parts(objects: list[dict[str, object]], life: int,
                                                               cost: str, payable: bool) -> None:
    """CR 118.3, 119.4, 302.6: a cost with no mana symbols ({T} of ``f``'s own ability, perhaps with life) needs no
    mana ability: it is payable exactly when ``f`` can be tapped and the life paid, and the quick check decides it
    (no solver), whatever else is on the board (a Signet whose own cost takes mana)."""
    state = read_state({"active_player": "alice", "players": [{"id": "alice", "life": life}],
                        "objects": [{"controller": "alice", **o} for o in objects]})
    bv = BoardView(state)
    q = PaymentsQuery(id="q", player="alice", cost=Cost.parse(cost), mode=PaymentMode.CHECK, source="f")
    assert quick_check(encode_payment(bv, q)) is payable
    assert answer_payments(bv, q)["payable"] is payable
