"""CR 601.2g-h, 605.3a, 118.3: the search merges interchangeable results of mana abilities (two Graven Cairns, or
Plains and City of Brass making {W}) and spreads their uses back over the objects; on boards where identical
objects are ungrouped and one object's abilities fall into several kinds, it lists exactly the brute force's
minimal payments, each once."""

from __future__ import annotations

import time

import pytest
from mtgsolver.model.costs import Cost
from mtgsolver.model.io import read_state
from mtgsolver.model.queries import PaymentsQuery
from mtgsolver.solver.payments import search
from mtgsolver.solver.payments.problem import encode_payment
from mtgsolver.solver.view import BoardView

from tests.payments import brute

BOARDS = [
    # Two identical filter lands, each fed by the pool or a land (CR 601.2g: one at a time, each paid first).
    ("{B}", ("Graven Cairns", "Graven Cairns", "Swamp", "Mountain"), "{R}{R}{1}"),
    # Two identical Signets whose {1} the lands pay; City of Brass's results share kinds with the Plains'.
    ("", ("Boros Signet", "Boros Signet", "Plains", "Plains", "City of Brass"), "{R}{W}{1}"),
    # One land in two kinds ({W} and {U}), besides basics of those kinds (CR 118.3: it taps once).
    ("{U}", ("Hallowed Fountain", "Plains", "Island", "City of Brass"), "{W}{U}{1}"),
    # A permanent with a costed mana ability that another activation sacrifices (CR 601.2g: used first).
    ("", ("Ashnod's Altar", "Knotvine Mystic", "Forest"), "{R}{G}{W}{C}"),
    ("", ("Krark-Clan Ironworks", "Boros Signet", "Plains"), "{W}{R}{3}"),
]


@pytest.mark.parametrize(("pool", "cards", "cost"), BOARDS)
def test_601_2h_merged_search_equals_brute_force(pool: str, cards: tuple[str, ...], cost: str) -> None:
    """CR 601.2g-h: every minimal payment once, no other, with identical objects kept apart."""
    state = read_state({"active_player": "alice", "players": [{"id": "alice", "life": 20, "mana_pool": pool}],
                        "objects": [{"id": f"o{i}", "card": c, "controller": "alice"} for i, c in enumerate(cards)]})
    problem = encode_payment(BoardView(state), PaymentsQuery(id="q", player="alice", cost=Cost.parse(cost)))
    found = list(search.minimal_payments(problem, time.monotonic() + 600))
    assert len(found) == len(set(found))
    assert set(found) == brute.minimal_payments(problem)


def test_601_2g_a_sacrificed_permanents_mana_comes_first_and_its_cost_from_elsewhere() -> None:
    """Ashnod's Altar ("Sacrifice a creature: Add {C}{C}."), Knotvine Mystic ("{1}, {T}: Add {R}{G}{W}.") and a
    Forest, cost {R}{G}{W}{C}: the Mystic's {R}{G}{W} needs its {1} paid first, and once sacrificed it can't tap
    (CR 601.2g-h, 118.3), so the Altar's {C}{C} can't pay that {1}: the Forest does. The one payment is Forest,
    Mystic, then the Altar sacrificing the Mystic; never the Mystic and the Altar alone."""
    state = read_state({"active_player": "alice", "players": [{"id": "alice", "life": 20}], "objects": [
        {"id": "altar", "card": "Ashnod's Altar", "controller": "alice"},
        {"id": "mystic", "card": "Knotvine Mystic", "controller": "alice"},
        {"id": "forest", "card": "Forest", "controller": "alice"}]})
    from mtgsolver import Board

    got = Board(state).ask("payments", player="alice", cost="{R}{G}{W}{C}", mode="all")
    assert got["complete"] is True
    assert [sorted(a["object"] for a in p["activations"]) for p in got["payments"]] == [["altar", "forest", "mystic"]]

