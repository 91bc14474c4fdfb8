"""Time budgets (issue 17, item 4): a query's ``time_limit`` covers its setup, a request's ``time_limit`` bounds all
its queries, and a cut answer says so (README "Bounded work"; contract "Errors": ``limit_reached``).

No timing assertion: a fake clock that moves one second each time it is read makes every deadline pass
deterministically (:mod:`solver.budget`'s ``clock`` is the one every search reads).
"""

from __future__ import annotations

from typing import Any

import pytest
from mtgsolver.solver import budget

from mtgsolver import solve
from tests.helpers import TickingClock

ENGINE_COPY = {"object": "engine", "ability": {"text": "{3}, {T}: Copy target instant or sorcery spell you control."}}


def _bolt_over_bears(bears: int) -> dict[str, Any]:
    """Alice's Lightning Bolt on the stack targeting the first of bob's ``bears`` Grizzly Bears, and her Lithoform
    Engine."""
    return {
        "active_player": "alice",
        "players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
        "objects": [
            *({"id": f"b{i}", "card": "Grizzly Bears", "controller": "bob"} for i in range(bears)),
            {"id": "engine", "card": "Lithoform Engine", "controller": "alice"},
            {"id": "bolt_card", "card": "Lightning Bolt", "controller": "alice", "zone": "stack"},
        ],
        "stack": [{"id": "bolt", "kind": "spell", "source": "bolt_card", "controller": "alice", "targets": ["b0"]}],
    }


def _copy_query(time_limit: float) -> dict[str, Any]:
    return {"id": "copy", "kind": "copy_targets", "copy_of": "bolt", "by": ENGINE_COPY, "time_limit": time_limit}


def test_707_10c_copy_targets_time_limit_covers_listing_the_legal_targets(monkeypatch: pytest.MonkeyPatch) -> None:
    """CR 115.1, 707.10c: the copy of Bolt ("any target") may target each of 600 Bears and both players (602
    choices, the unchanged one first; Lithoform Engine is no creature, planeswalker or battle). When the query's
    time limit passes while the legal targets are still being listed (the work before the search), the answer
    stops there: the unchanged choice alone (always legal, CR 707.10c), ``complete`` false, ``timed_out`` true."""
    request = {"state": _bolt_over_bears(600), "queries": [_copy_query(30.0)]}
    full = solve(request)[0]["results"][0]
    assert full["ok"] and full["count"] == 602 and full["complete"] and "timed_out" not in full
    assert full["choices"][0] == ["b0"]

    monkeypatch.setattr(budget, "clock", TickingClock())
    cut = solve({"state": _bolt_over_bears(600), "queries": [_copy_query(0.5)]})[0]["results"][0]
    assert cut["ok"] and cut["copyable"]
    assert cut["choices"] == [["b0"]] and cut["complete"] is False and cut["timed_out"] is True


def test_request_time_limit_bounds_every_query_and_names_the_field(monkeypatch: pytest.MonkeyPatch) -> None:
    """Contract "Errors": a request's ``time_limit`` that runs out before a query is begun makes that query
    ``limit_reached`` with path ``time_limit`` (the field that cut it); queries answered before it keep their
    answers, and the exit status says some query failed."""
    monkeypatch.setattr(budget, "clock", TickingClock())
    queries = [{"id": f"q{i}", "kind": "could_produce", "object": "engine"} for i in range(3)]
    response, status = solve({"state": _bolt_over_bears(1), "queries": queries, "time_limit": 6})
    first, *_, last = response["results"]
    assert first["ok"] and first["types"] == []  # Lithoform Engine has no mana ability (CR 106.7)
    assert not last["ok"] and last["error"]["code"] == "limit_reached" and last["error"]["path"] == "time_limit"
    assert status == 1


def test_request_time_limit_is_shared_by_the_query_searches(monkeypatch: pytest.MonkeyPatch) -> None:
    """A query's own ``time_limit`` (30 s) is cut short by the request's (3 s): the copy search says
    ``timed_out`` as it would at its own limit (contract: ``timed_out`` when time ran out)."""
    monkeypatch.setattr(budget, "clock", TickingClock())
    response, _ = solve({"state": _bolt_over_bears(600), "queries": [_copy_query(30.0)], "time_limit": 3})
    result = response["results"][0]
    assert result["ok"] and result["timed_out"] is True and result["complete"] is False


@pytest.mark.parametrize("value", [0, -1, "10", None, 1e9, float("inf")])
def test_request_time_limit_must_be_a_positive_number_of_seconds(value: object) -> None:
    """Contract "Errors": an impossible request ``time_limit`` is a malformed request (exit status 2) whose error
    names the field."""
    response, status = solve({"state": _bolt_over_bears(1), "queries": [], "time_limit": value})
    assert status == 2 and response["error"]["code"] == "bad_request" and response["error"]["path"] == "time_limit"


def test_legal_plays_time_limit_bounds_listing_the_abilities(monkeypatch: pytest.MonkeyPatch) -> None:
    """README "Bounded work": legal_plays' ``time_limit`` bounds the abilities it lists too; a deadline that passes
    (the ticking clock) cuts the list: ``complete`` false and ``timed_out`` true."""
    monkeypatch.setattr(budget, "clock", TickingClock())
    state = {"active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
             "objects": [{"id": f"f{i}", "card": "Forest", "controller": "alice"} for i in range(50)]}
    response, _ = solve({"state": state, "queries": [{"id": "p", "kind": "legal_plays", "player": "alice",
                                                      "time_limit": 5}]})
    result = response["results"][0]
    assert result["ok"] and result["timed_out"] is True and result["complete"] is False
    assert len(result["plays"]) < 50


def test_a_best_payment_not_proven_best_says_timed_out(monkeypatch: pytest.MonkeyPatch) -> None:
    """Contract ``timed_out`` (README "Bounded work"): when the solver stops at the time limit with a payment it has
    not proven best, the ``best`` answer gives that payment and says ``timed_out``."""
    from mtgsolver.solver.payments import cpsat

    proven = cpsat._solve_proven

    def stopped_early(*args: Any, **kwargs: Any) -> Any:
        selection, _ = proven(*args, **kwargs)
        return selection, False

    monkeypatch.setattr(cpsat, "_solve_proven", stopped_early)
    state = {"active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
             "objects": [{"id": "f", "card": "Forest", "controller": "alice"}]}
    response, _ = solve({"state": state, "queries": [{"id": "b", "kind": "payments", "player": "alice",
                                                      "cost": "{G}", "mode": "best"}]})
    result = response["results"][0]
    assert result["payable"] and len(result["payments"]) == 1 and result["timed_out"] is True


def test_a_castable_search_cut_by_time_names_the_query_not_a_cost_field(monkeypatch: pytest.MonkeyPatch) -> None:
    """Contract "Errors": when time runs out before any payment of a cast option is found, the castable query's
    ``limit_reached`` points at the query (it has no ``cost`` field) and names the option."""
    from mtgsolver.model.errors import LimitReached
    from mtgsolver.solver import payments

    def no_time(*_args: Any, **_kwargs: Any) -> Any:
        raise LimitReached("no answer within 10.0 s", path="cost")

    monkeypatch.setattr(payments, "answer_payments", no_time)
    state = {"active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
             "objects": [{"id": "m", "card": "Mountain", "controller": "alice"},
                         {"id": "bolt", "card": "Lightning Bolt", "controller": "alice", "zone": "hand"}]}
    response, _ = solve({"state": state, "queries": [{"id": "c", "kind": "castable", "player": "alice",
                                                      "card": "bolt"}]})
    error = response["results"][0]["error"]
    assert (error["code"], error["path"]) == ("limit_reached", "queries[0]") and "mana_cost" in error["message"]


def test_a_payments_time_limit_covers_reading_the_mana_abilities(monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 17 (bounded everywhere): on a board of 40 lands of 10 kinds, a payments query whose time limit passes
    while its player's mana abilities are still being read (the encoding, before any search) answers
    ``limit_reached`` at its ``time_limit`` rather than running on; with time enough, the Forests' {G} and five
    other lands pay {G}{5} (CR 601.2h)."""
    kinds = ["Forest", "Island", "Swamp", "Mountain", "Plains", "Wastes", "Snow-Covered Forest",
             "Snow-Covered Island", "Snow-Covered Swamp", "Snow-Covered Mountain"]
    state = {"active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
             "objects": [{"id": f"l{i}", "card": kinds[i % 10], "controller": "alice"} for i in range(40)]}
    query = {"id": "q", "kind": "payments", "player": "alice", "cost": "{G}{5}", "mode": "check"}
    assert solve({"state": state, "queries": [query]})[0]["results"][0]["payable"] is True
    monkeypatch.setattr(budget, "clock", TickingClock())
    cut = solve({"state": state, "queries": [{**query, "time_limit": 5}]})[0]["results"][0]
    assert not cut["ok"] and cut["error"]["code"] == "limit_reached"
    assert cut["error"]["path"] == "queries[0].time_limit"


def test_cp_sat_model_building_stops_at_the_deadline() -> None:
    """Bounded work (contract "Errors": ``limit_reached``): building the CP-SAT model of a payment grows with the
    square of the activations' slots (a hundred Llanowar Envoys, "{1}: Add one mana of any color", CR 605.1a), so
    the build itself checks the deadline: one already past raises ``TimeUp`` before any solving."""
    import time

    from mtgsolver.solver.payments import cpsat
    from mtgsolver.solver.payments.problem import TimeUp, encode_payment

    from mtgsolver import Board

    board = Board.from_json({"active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}], "objects": [
        *({"id": f"e{i}", "card": "Llanowar Envoy", "controller": "alice"} for i in range(100)),
        *({"id": f"f{i}", "card": "Forest", "controller": "alice"} for i in range(4))]})
    q = board.query("payments", player="alice", cost="{W}{U}", mode="all")
    problem = encode_payment(board.view, q)  # type: ignore[arg-type]
    with pytest.raises(TimeUp):
        cpsat.build(problem, deadline=time.monotonic() - 1)
