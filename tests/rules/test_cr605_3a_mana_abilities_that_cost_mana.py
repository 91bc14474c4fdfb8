"""CR 605.3a, 602.2b, 601.2g-h, 118.3: a mana ability without {T} whose cost is mana (Llanowar Envoy's "{1}{G}: Add
one mana of any color", Agent of Stromgald's "{R}: Add {B}") may be activated while a cost is paid as often as its
own cost can be paid, each time from mana made before it (CR 605.3a; CR 602.2b: activating it follows CR
601.2b-i, and partial payments are not allowed, CR 601.2h); a {T} ability is activated once per untapped permanent
(CR 118.3). Such an ability turns mana into other mana and never makes more than it takes, so a cost needing more
mana than the pool and the {T} sources make is unpayable however often it is activated; the answer must not wait
on a search over the orders of its activations (issues 13 and 17: board 190 of ``bench/real_boards.py --seed 9127``
took the whole 10 s time limit for a "no")."""

from __future__ import annotations

import time

import pytest
from hypothesis import HealthCheck, given, settings
from mtgsolver.model.queries import PaymentMode, PaymentsQuery
from mtgsolver.model.state import GameState
from mtgsolver.solver.payments import answer_payments, cpsat, legal_payments
from mtgsolver.solver.payments.fast import quick_check
from mtgsolver.solver.payments.problem import encode_payment
from mtgsolver.solver.view import BoardView

from mtgsolver import Board
from tests.payments.boards import boards, reference_payments
from tests.payments.reference import canonical

#: Well within the 2 s a request may take (issue 13); the boards below are decided in milliseconds.
SECONDS = 2.0

#: Lands and creatures whose mana abilities tap, and two that don't and cost mana: Llanowar Envoy ("{1}{G}: Add one
#: mana of any color") and Agent of Stromgald ("{R}: Add {B}").
CONVERTING = ("Forest", "Mountain", "Swamp", "Rupture Spire", "Shivan Reef", "Birds of Paradise", "Llanowar Envoy",
              "Agent of Stromgald")

#: Ashnod's Altar, inline in its Oracle wording: a mana ability without {T} that sacrifices another permanent.
ALTAR = {"name": "Ashnod's Altar", "type_line": "Artifact", "mana_cost": "{3}",
         "oracle_text": "Sacrifice a creature: Add {C}{C}."}

ENVOY_BOARD: list[str | dict[str, str]] = ["Rupture Spire", "Shivan Reef", "Volatile Fjord", "Llanowar Envoy"]

CASES = [
    # Three lands, one mana each (CR 118.3: each taps once); each Envoy activation takes 2 and makes 1: 3 < 6.
    pytest.param(ENVOY_BOARD, "{4}{B}{B}", False, id="envoy-six-mana-from-three"),
    pytest.param(ENVOY_BOARD, "{1}{B}{B}{B}", False, id="envoy-four-mana-from-three"),
    # Rupture Spire is the only {B} and the only {G}: it makes {B}, or the {G} the Envoy needs for one {B}: 1 < 3.
    pytest.param(ENVOY_BOARD, "{B}{B}{B}", False, id="envoy-one-black-source"),
    # The Mountain's {R} pays the {1}, the Forest's {G} the {G}: the Envoy adds {B} (CR 605.3a, 602.2b).
    pytest.param(["Forest", "Mountain", "Llanowar Envoy"], "{B}", True, id="envoy-converts-once"),
    # {B} only from the Envoy, 2 mana an activation: two need 4 mana, three lands make 3.
    pytest.param(["Forest", "Forest", "Mountain", "Llanowar Envoy"], "{B}{B}", False, id="envoy-twice-from-three"),
    pytest.param(["Forest"] * 4 + ["Llanowar Envoy"], "{B}{B}", True, id="envoy-twice-from-four"),
    pytest.param(["Forest"] * 5 + ["Llanowar Envoy"], "{B}{B}{B}", False, id="envoy-thrice-from-five"),
    pytest.param(["Forest"] * 6 + ["Llanowar Envoy"], "{B}{B}{B}", True, id="envoy-thrice-from-six"),
    # Agent of Stromgald turns each {R} into {B}, once per {R}: two Mountains make two {B}, never three.
    pytest.param(["Mountain", "Mountain", "Agent of Stromgald"], "{B}{B}", True, id="agent-twice"),
    pytest.param(["Mountain", "Mountain", "Agent of Stromgald"], "{B}{B}{B}", False, id="agent-two-mountains"),
    pytest.param(["Mountain", "Mountain", "Agent of Stromgald", "Llanowar Envoy"], "{5}{B}{B}", False,
                 id="agent-and-envoy-seven-from-two"),
    # The Agent needs the Mountain's {R}; the Envoy needs {1}{G}, the Forest's {G} and one more: one {B} at most.
    pytest.param(["Mountain", "Forest", "Agent of Stromgald", "Llanowar Envoy"], "{B}{B}", False,
                 id="agent-and-envoy-share-two-lands"),
    # Ashnod's Altar makes {C}{C} a creature sacrificed, once per creature (CR 118.3): 3 lands and 2 creatures
    # make at most 7 mana, and the Envoy only turns two into one.
    pytest.param([*ENVOY_BOARD, "Grizzly Bears", ALTAR], "{8}{B}{B}", False, id="altar-and-envoy-ten-from-seven"),
    # The Forest's {G} and a {C} of the Altar's (the Bears sacrificed) pay the Envoy, which adds {B}; a second {B}
    # needs a second {G}, and the Forest is the only green source.
    pytest.param(["Forest", "Grizzly Bears", ALTAR, "Llanowar Envoy"], "{B}", True, id="altar-feeds-envoy"),
    pytest.param(["Forest", "Grizzly Bears", ALTAR, "Llanowar Envoy"], "{B}{B}", False, id="altar-one-green"),
]


def _board(cards: list[str | dict[str, str]]) -> Board:
    return Board.from_json({"active_player": "alice", "players": [{"id": "alice", "life": 20}],
                            "objects": [{"id": f"o{i}", "controller": "alice",
                                         **({"card": c} if isinstance(c, str) else c)}
                                        for i, c in enumerate(cards)]})


@pytest.mark.parametrize(("cards", "cost", "payable"), CASES)
def test_605_3a_converting_mana_abilities_are_decided_within_the_bound(cards: list[str | dict[str, str]],
                                                                       cost: str, payable: bool) -> None:
    """CR 605.3a, 602.2b, 601.2g-h, 118.3 (module docstring; each case's reckoning beside it): ``check`` and
    ``all`` answer within a 2 s time limit (a time-out would be ``limit_reached``), and CP-SAT on its own, without
    the quick check, decides within it too."""
    board = _board(cards)
    assert board.ask("payments", player="alice", cost=cost, mode="check", time_limit=SECONDS)["payable"] is payable
    listed = board.ask("payments", player="alice", cost=cost, mode="all", time_limit=SECONDS)
    assert listed["payable"] is payable and listed["complete"] is True
    assert bool(listed["payments"]) is payable
    q = board.query("payments", player="alice", cost=cost, mode="check")
    assert isinstance(q, PaymentsQuery)
    found = cpsat.check(encode_payment(board.view, q), time.monotonic() + SECONDS)
    assert (found is not None) is payable


def test_601_2h_more_mana_than_the_board_nets_is_unpayable_without_a_solver() -> None:
    """CR 601.2h, 118.3, 605.3a: {4}{B}{B} needs 6 mana; Rupture Spire, Shivan Reef and Volatile Fjord tap once
    each for one, and Llanowar Envoy's ability makes one for the two it costs, so at most 3 reach the cost. The quick
    check says no without a solver, and the reason names a shortage: of all mana (6 needed, at most 3), or of {B}
    (CR 107.4a: {B}{B} needs two; only Rupture Spire makes {B}, and the Envoy's {G} can come only from Rupture
    Spire too, so at most one {B} is made)."""
    board = _board(ENVOY_BOARD)
    q = board.query("payments", player="alice", cost="{4}{B}{B}", mode="check")
    assert isinstance(q, PaymentsQuery)
    assert quick_check(encode_payment(board.view, q)) is False
    (reason,) = board.unpayable_reasons("alice", "{4}{B}{B}")
    assert (reason.rule, reason.message.split(" but ")[0]) in {("CR 601.2h", "needs 6 mana"),
                                                                ("CR 107.4a", "needs 2 mana of {B}")}


def test_605_3a_board_190_of_the_real_boards_bench() -> None:
    """CR 605.3a, 601.2h, 118.3: the board of issue 17 (``real_boards --seed 9127``, board 190). Alice's mana
    abilities are the three lands' (one mana each) and Llanowar Envoy's (one for two); Sin Prodder and Vernal
    Sovereign have none, and Bob's permanents don't touch her mana. {4}{B}{B} is unpayable, in ``check`` and in
    ``all`` alike, within 2 s."""
    alice = ["Rupture Spire", "Shivan Reef", "Volatile Fjord", "Sin Prodder", "Vernal Sovereign", "Llanowar Envoy"]
    bob = ["Elegant Parlor", "Shambling Vent", "Treno, Dark City", "Flameshadow Conjuring", "Mire Kavu",
           "Platoon Dispenser"]
    owned = [(c, "alice") for c in alice] + [(c, "bob") for c in bob]
    board = Board.from_json({"active_player": "alice",
                             "players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
                             "objects": [{"id": f"o{i}", "card": c, "controller": p}
                                         for i, (c, p) in enumerate(owned)]})
    for mode in ("check", "all"):
        answer = board.ask("payments", player="alice", cost="{4}{B}{B}", mode=mode, time_limit=SECONDS)
        assert answer["payable"] is False


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(boards(max_sources=5, max_symbols=4, sources=CONVERTING))
def test_605_3a_converters_agree_with_the_reference_payer(board: tuple[GameState, PaymentsQuery]) -> None:
    """CR 605.3a, 602.2b, 601.2g-h: with mana abilities activated again and again for their mana costs, the list
    of every minimal payment is the reference payer's (which plays each sequence of activations out from the state),
    and ``check`` says payable exactly when that list is not empty."""
    state, query = board
    expected = reference_payments(state, query)
    bv = BoardView(state)
    assert {canonical(p) for p in legal_payments(bv, query)} == expected
    checked = answer_payments(bv, PaymentsQuery(id="q", player="alice", cost=query.cost, mode=PaymentMode.CHECK))
    assert checked["payable"] is bool(expected)
