"""The Python API (issue 15): one ``mtgsolver`` package around one :class:`mtgsolver.Board`.

Expected values come from the Comprehensive Rules and the rulings (``../shared/rulings/rulings.md``), cited in
each docstring; the typed answers are also checked against the JSON answers of :func:`mtgsolver.solve` for the
same questions, since ``to_json()`` must be exactly the contract's answer.
"""

from __future__ import annotations

import itertools
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from mtgsolver.model.errors import BadManaString

import mtgsolver
from mtgsolver import (
    ActivationCheck,
    Board,
    ManaType,
    MtgSolverError,
    Payment,
    Reason,
    UnknownAbility,
    UnknownObject,
)

REPO = Path(__file__).resolve().parent.parent


def _state(*objects: dict[str, Any], pool: str = "", life: int = 20) -> dict[str, Any]:
    return {"active_player": "alice",
            "players": [{"id": "alice", "life": life, "mana_pool": pool}, {"id": "bob", "life": 20}],
            "objects": list(objects)}


def _obj(oid: str, card: str, controller: str = "alice", **fields: Any) -> dict[str, Any]:
    return {"id": oid, "card": card, "controller": controller, **fields}


GATE_ISLAND_ELVES = _state(_obj("gate", "Mystic Gate"), _obj("island", "Island"),
                           _obj("elves", "Llanowar Elves", summoning_sick=True))


def _solve_one(state: dict[str, Any], query: dict[str, Any]) -> dict[str, Any]:
    response, _status = mtgsolver.solve({"state": state, "queries": [{"id": "q", **query}]})
    result: dict[str, Any] = response["results"][0]
    return result


def test_g2_could_produce_through_reflecting_pool() -> None:
    """Ruling G2 (CR 106.7): Reflecting Pool could produce the types its controller's other lands could produce:
    with a Forest, {G} only."""
    board = Board.from_json(_state(_obj("pool", "Reflecting Pool"), _obj("forest", "Forest")))
    assert board.could_produce("pool") == (ManaType.G,)


def test_g1_undefined_type_could_produce_nothing() -> None:
    """Rulings G1-G2: two Reflecting Pools alone define no type of mana: nothing."""
    board = Board.from_json(_state(_obj("p1", "Reflecting Pool"), _obj("p2", "Reflecting Pool")))
    assert board.could_produce("p1") == ()


def test_302_6_sick_elves_cannot_tap_and_board_says_why() -> None:
    """CR 302.6 (ruling G7): a summoning-sick Llanowar Elves can't be tapped for mana: {G} is not payable, and
    ``can_activate`` is false with a CR 302.6 reason naming the Elves."""
    board = Board.from_json(GATE_ISLAND_ELVES)
    assert board.is_payable("alice", "{G}") is False
    check = board.can_activate("elves", 0)
    assert isinstance(check, ActivationCheck) and not check
    assert [(r.rule, r.objects) for r in check.reasons] == [("CR 302.6", ("elves",))]


def test_601_2h_payments_are_typed_and_equal_the_json_answer() -> None:
    """CR 601.2g-h, 605: {W}{W} is paid only by Mystic Gate's filter ability ({1}, {T}: add {W}{W}) fed by the
    Island (the Elves are sick): one payment. The typed payments' ``to_json()`` are the JSON answer's."""
    board = Board.from_json(GATE_ISLAND_ELVES)
    payments = list(board.payments("alice", "{W}{W}"))
    assert len(payments) == 1 and all(isinstance(p, Payment) for p in payments)
    assert sorted(a.object for a in payments[0].activations) == ["gate", "island"]
    assert str(next(a for a in payments[0].activations if a.object == "gate").produces) == "{W}{W}"
    answer = _solve_one(GATE_ISLAND_ELVES, {"kind": "payments", "player": "alice", "cost": "{W}{W}", "mode": "all"})
    assert [p.to_json() for p in payments] == answer["payments"]


def test_601_2g_payments_are_lazy_and_bounded() -> None:
    """CR 601.2g: three Forests pay {G} three ways (one each); ``limit`` bounds the iterator, which then says the
    list is not complete, and ``islice`` takes only what it needs."""
    board = Board.from_json(_state(*(_obj(f"f{i}", "Forest") for i in range(3))))
    every = board.payments("alice", "{G}")
    assert len(list(every)) == 3 and every.complete and not every.timed_out
    cut = board.payments("alice", "{G}", limit=2)
    assert len(list(cut)) == 2 and not cut.complete
    assert len(list(itertools.islice(board.payments("alice", "{G}"), 1))) == 1


def test_118_3_unpayable_reasons_are_typed() -> None:
    """CR 118.3, ruling G7: a tapped Forest can't pay {G}; the reason names it, as a :class:`Reason`."""
    board = Board.from_json(_state(_obj("forest", "Forest", tapped=True)))
    (reason,) = board.unpayable_reasons("alice", "{G}")
    assert isinstance(reason, Reason) and reason.rule == "CR 118.3" and reason.objects == ("forest",)
    assert board.unpayable_reasons("alice", "{0}") == ()


@pytest.mark.parametrize("by", [("engine",), ("engine", 0, 1), "engine", None, {"object": "engine", "ability": 0}])
def test_copy_targets_by_must_be_a_pair(by: object) -> None:
    """Contract "Errors": a ``by`` that is not (copier, ability) is ``bad_request`` at ``by``, never a Python
    error."""
    board = Board.from_json(_state(_obj("engine", "Lithoform Engine")))
    with pytest.raises(MtgSolverError) as error:
        board.copy_targets("nothing", by=by)  # type: ignore[arg-type]
    assert (error.value.code, error.value.path) == ("bad_request", "by")


def test_119_4_best_payment_least_life() -> None:
    """CR 107.4f, 119.4: {W/P} with a Plains and 20 life: the least-life payment taps the Plains and pays no
    life."""
    board = Board.from_json(_state(_obj("plains", "Plains")))
    best = board.best_payment("alice", "{W/P}", objective="least_life")
    assert best is not None and best.life == 0 and [a.object for a in best.activations] == ["plains"]
    assert board.best_payment("alice", "{U}") is None


def test_707_10_copy_targets_typed() -> None:
    """CR 707.10, 115.7: Lithoform Engine copies Alice's Lightning Bolt aimed at Bob's Bears; the copy may keep
    the target or change it to any other creature, player or planeswalker: the Bears, the Elves, Alice, Bob."""
    state = _state(_obj("engine", "Lithoform Engine"), _obj("bolt_card", "Lightning Bolt", zone="stack"),
                   _obj("elves", "Llanowar Elves"), _obj("bears", "Grizzly Bears", "bob"))
    state["stack"] = [{"id": "bolt", "kind": "spell", "source": "bolt_card", "controller": "alice",
                       "targets": ["bears"]}]
    board = Board.from_json(state)
    got = board.copy_targets("bolt", by=("engine", "{3}, {T}: Copy target instant or sorcery spell you control."))
    assert got.copyable and got.complete
    assert set(got.choices) == {("bears",), ("elves",), ("alice",), ("bob",)}
    answer = _solve_one(state, {"kind": "copy_targets", "copy_of": "bolt", "by": {
        "object": "engine", "ability": {"text": "{3}, {T}: Copy target instant or sorcery spell you control."}}})
    assert got.to_json() == {k: v for k, v in answer.items() if k not in ("id", "ok")}


def test_activatable_rows_equal_the_json_answer() -> None:
    """CR 602.5, 302.6: the Island's and Mystic Gate's abilities are listed for Alice; the sick Elves' {T}
    ability is listed as not legal."""
    board = Board.from_json(GATE_ISLAND_ELVES)
    rows = board.activatable("alice")
    assert any(r.object == "elves" and not r.legal for r in rows) and not rows.timed_out
    answer = _solve_one(GATE_ISLAND_ELVES, {"kind": "activatable", "player": "alice"})
    assert rows.to_json() == {k: v for k, v in answer.items() if k not in ("id", "ok")}


def test_errors_are_one_family_with_paths_relative_to_the_arguments() -> None:
    """Contract "Errors": an unknown id is ``unknown_object`` at the argument; a string that is not CR 107.4
    symbols is ``bad_mana_string`` at ``cost``; an ability the object hasn't is ``unknown_ability``."""
    board = Board.from_json(GATE_ISLAND_ELVES)
    with pytest.raises(UnknownObject) as unknown:
        board.could_produce("nothing")
    assert (unknown.value.code, unknown.value.path) == ("unknown_object", "object")
    with pytest.raises(BadManaString) as bad:
        board.is_payable("alice", "{W/U/B}")
    assert bad.value.path == "cost"
    with pytest.raises(UnknownAbility):
        board.can_activate("island", 7)
    with pytest.raises(MtgSolverError) as state_error:
        Board.from_json({"active_player": "alice", "players": [{"id": "alice", "life": "lots"}]})
    assert state_error.value.code == "bad_request"
    for call, path in ((lambda: board.ask("could_produce", kind="payments", object="gate"), "kind"),
                       (lambda: board.answer(None), "query"),  # type: ignore[arg-type]
                       (lambda: Board.from_json(GATE_ISLAND_ELVES, registry=5), "registry")):
        with pytest.raises(MtgSolverError) as misuse:
            call()
        assert (misuse.value.code, misuse.value.path) == ("bad_request", path)


def test_board_derives_its_view_once() -> None:
    """The board owns its derived facts: the continuous-effects view is built once and kept."""
    board = Board.from_json(GATE_ISLAND_ELVES)
    assert board.view is board.view
    board.could_produce("gate")
    assert board.view.fixpoint is not None


def test_a_users_model_and_solver_modules_do_not_clash(tmp_path: Path) -> None:
    """Issue 15: in a folder holding a user's ``model.py`` and ``solver.py``, ``python -m mtgsolver`` and
    ``import mtgsolver`` use the package's own modules, never the user's."""
    for name in ("model", "solver"):
        (tmp_path / f"{name}.py").write_text(f"raise SystemExit('the user {name}.py was imported')\n")
    request = tmp_path / "request.json"
    request.write_text(json.dumps({"state": GATE_ISLAND_ELVES, "queries": [
        {"id": "q", "kind": "could_produce", "object": "island"}]}))
    for command, output in (([sys.executable, "-m", "mtgsolver", str(request)], '"types": ["U"]'),
                            ([sys.executable, "-c", "import mtgsolver.solver.api; print(mtgsolver.Board)"], "Board")):
        proc = subprocess.run(command, cwd=tmp_path, capture_output=True, text=True, timeout=120, check=False)
        assert proc.returncode == 0, proc.stderr
        assert output in proc.stdout


def test_601_2g_an_answer_does_not_depend_on_the_questions_asked_before() -> None:
    """CR 601.2g-h: six Mountains pay {5}{R}; asking {R} first on the same board must not change that (the board
    keeps what it derived, never an answer of another question)."""
    board = Board.from_json({"active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
                             "objects": [{"id": f"m{i}", "card": "Mountain", "controller": "alice"}
                                         for i in range(6)]})
    assert board.is_payable("alice", "{R}")
    assert board.best_payment("alice", "{5}{R}") is not None
    assert board.is_payable("alice", "{5}{R}")
