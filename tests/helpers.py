"""Small builders for rule tests: a state from registry card names or inline Oracle definitions."""

from __future__ import annotations

from typing import Any

from mtgsolver.model.costs import Cost
from mtgsolver.model.io import read_state
from mtgsolver.model.queries import PaymentMode, PaymentsQuery
from mtgsolver.model.state import GameState

from mtgsolver import Board, solve


def obj(oid: str, card: str | None = None, *, controller: str = "alice", **fields: Any) -> dict[str, Any]:
    """A state object: ``card`` names a registry card; pass ``name``/``type_line``/``oracle_text`` for inline."""
    out: dict[str, Any] = {"id": oid, "controller": controller, **fields}
    if card is not None:
        out["card"] = card
    return out


def board(*objects: dict[str, Any]) -> Board:
    """A :class:`Board` of ``objects`` with Alice (active) and Bob at 20 life."""
    return Board.from_json({"active_player": "alice", "players": [{"id": "alice", "life": 20},
                                                                  {"id": "bob", "life": 20}],
                            "objects": list(objects)})


def inline(oid: str, name: str, type_line: str, oracle_text: str, mana_cost: str = "", **fields: Any) -> dict:
    """An inline card definition in Oracle wording."""
    return obj(oid, name=name, type_line=type_line, oracle_text=oracle_text, mana_cost=mana_cost, **fields)


def state(*objects: dict[str, Any], life: int = 20, pool: str = "", effects: list | None = None,
          stack: list | None = None) -> GameState:
    """Alice (active, ``life``, ``pool``) and Bob (20 life) with ``objects``."""
    return read_state({
        "active_player": "alice",
        "players": [{"id": "alice", "life": life, "mana_pool": pool}, {"id": "bob", "life": 20}],
        "objects": list(objects),
        "effects": effects or [],
        "stack": stack or [],
    })


def pay(cost: str, *, player: str = "alice", mode: PaymentMode = PaymentMode.ALL, **kw: Any) -> PaymentsQuery:
    """A payments query."""
    return PaymentsQuery(id="q", player=player, cost=Cost.parse(cost), mode=mode, **kw)


def produced(payment: dict[str, Any]) -> list[tuple[str, str]]:
    """A payment's activations as sorted (object, produces) pairs."""
    return sorted((a["object"], a["produces"]) for a in payment["activations"])


class TickingClock:
    """A clock for :mod:`solver.budget` that moves one second each time it is read, so a deadline passes
    deterministically (no timing in the tests)."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        self.now += 1.0
        return self.now


def solve_one(objects: list[dict[str, Any]], query: dict[str, Any]) -> dict[str, Any]:
    """The result of one ``query`` (id ``q``) on a state of Alice (active) and Bob, 20 life each, with ``objects``,
    through :func:`mtgsolver.solve` (as the CLI)."""
    state = {"active_player": "alice", "players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
             "objects": objects}
    response, _ = solve({"state": state, "queries": [{"id": "q", **query}]})
    (result,) = response["results"]
    return result  # type: ignore[no-any-return]
