"""CR 602.5, 605.3a, 602.2b, 601.2f, 119.4: with prohibitions and cost changes of activated abilities on the board,
the solver's list of every payment equals the reference payer's (:mod:`tests.payments.reference`, which applies
them itself from each permanent's typed statics and plays the activations out), and the quick check, CP-SAT and
the search agree on whether the cost is payable.

The boards mix Sol Ring, Mind Stone, Azorius Signet, Llanowar Elves, Shimmering Grotto ("{1}, {T}: Add one mana of
any color."), Thran Portal (its mana abilities cost 1 more life), basic lands, and up to two of Null Rod, Karn, the
Great Creator (Alice's or Bob's), Damping Matrix, Cursed Totem, Phyrexian Revoker and Pithing Needle naming a
source, Blossoming Tortoise (lands cost {1} less), Heartstone (creatures cost {1} less, not below one mana),
Suppression Field and Arrest on a creature; life totals from 0 to 20.
"""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from mtgsolver.model.costs import Cost
from mtgsolver.model.io import read_state
from mtgsolver.model.queries import PaymentMode, PaymentsQuery
from mtgsolver.model.state import GameState
from mtgsolver.solver.payments import is_payable, legal_payments
from mtgsolver.solver.payments.fast import quick_check
from mtgsolver.solver.payments.problem import encode_payment
from mtgsolver.solver.view import BoardView

from tests.payments.boards import reference_payments
from tests.payments.reference import canonical

SOURCES: tuple[dict[str, Any], ...] = (
    {"card": "Sol Ring"}, {"card": "Mind Stone"}, {"card": "Azorius Signet"}, {"card": "Llanowar Elves"},
    {"card": "Shimmering Grotto"}, {"card": "Thran Portal", "chosen": {"basic_land_type": "Island"}},
    {"card": "Forest"}, {"card": "Plains"}, {"card": "Island"},
)
STATICS: tuple[dict[str, Any], ...] = (
    {"card": "Null Rod"}, {"card": "Karn, the Great Creator"}, {"card": "Damping Matrix"}, {"card": "Cursed Totem"},
    {"card": "Phyrexian Revoker", "chosen": {"name": "Sol Ring"}},
    {"card": "Phyrexian Revoker", "chosen": {"name": "Llanowar Elves"}},
    {"card": "Pithing Needle", "chosen": {"name": "Azorius Signet"}}, {"card": "Blossoming Tortoise"},
    {"card": "Heartstone"}, {"card": "Suppression Field"}, {"card": "Arrest"},
)
SYMBOLS = ("{W}", "{U}", "{G}", "{R}", "{C}", "{1}", "{2}", "{W/U}", "{G/P}")


@st.composite
def boards(draw: Any) -> tuple[GameState, PaymentsQuery]:
    """Up to four of Alice's sources, up to two statics about activating (each Alice's or Bob's), a cost."""
    objects: list[dict[str, Any]] = []
    for i, source in enumerate(draw(st.lists(st.sampled_from(SOURCES), max_size=4))):
        objects.append({"id": f"o{i}", "controller": "alice", **source, "tapped": draw(st.integers(0, 5)) == 0})
    creatures = [o["id"] for o in objects if o["card"] == "Llanowar Elves"]
    for i, static in enumerate(draw(st.lists(st.sampled_from(STATICS), max_size=2))):
        extra: dict[str, Any] = {}
        if static["card"] == "Arrest":
            if not creatures:
                continue
            extra["attached_to"] = creatures[0]
        objects.append({"id": f"s{i}", "controller": draw(st.sampled_from(("alice", "bob"))), **static, **extra})
    state = read_state({
        "active_player": draw(st.sampled_from(("alice", "bob"))),
        "players": [{"id": "alice", "life": draw(st.sampled_from((0, 1, 2, 20)))}, {"id": "bob", "life": 20}],
        "objects": objects,
    })
    cost = "".join(draw(st.lists(st.sampled_from(SYMBOLS), max_size=3)))
    return state, PaymentsQuery(id="q", player="alice", cost=Cost.parse(cost))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(boards())
def test_602_5_every_payment_equals_the_reference_payer(board: tuple[GameState, PaymentsQuery]) -> None:
    """CR 602.5, 605.3a, 602.2b, 601.2f, 119.4: every minimal payment the reference payer finds, the solver lists,
    and no other."""
    state, query = board
    expected = reference_payments(state, query)
    got = [canonical(p) for p in legal_payments(BoardView(state), query)]
    assert len(got) == len(set(got))
    assert set(got) == expected


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(boards())
def test_602_5_check_agrees_with_the_list(board: tuple[GameState, PaymentsQuery]) -> None:
    """The quick check (when it decides) and the check (CP-SAT when needed) say "payable" exactly when the list of
    every payment is not empty."""
    state, query = board
    bv = BoardView(state)
    listed = bool(list(legal_payments(bv, query)))
    check = PaymentsQuery(id="q", player="alice", cost=query.cost, mode=PaymentMode.CHECK)
    quick = quick_check(encode_payment(BoardView(state), check))
    assert quick in (None, listed)
    assert is_payable(BoardView(state), check) is listed
