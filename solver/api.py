"""The Python function behind ``mtgsolve``: one request in, ``{"results": [...]}`` and an exit status out.

>>> response, status = solve({"state": {"active_player": "alice", "players": [{"id": "alice"}]},
...                           "queries": [{"id": "q1", "kind": "could_produce", "object": "nothing"}]})
>>> status, response["results"][0]["error"]["code"], response["results"][0]["error"]["path"]
(1, 'unknown_object', 'queries[0].object')

Each query is answered by the ``answer_*`` function of its kind, imported only when a query of that kind is asked
(so a request without payments never imports OR-Tools, and a solver module that fails to import fails only its own
queries, with code ``not_implemented``).
"""

from __future__ import annotations

import os
import sys
import traceback
from collections.abc import Mapping
from enum import Enum
from typing import Any

from mtgsolver.model.errors import LimitReached, MtgSolverError
from mtgsolver.model.io import QueryItem, read_request
from mtgsolver.solver import budget
from mtgsolver.solver.board import Board

#: Exit statuses of the contract.
EXIT_OK = 0
EXIT_QUERY_FAILED = 1
EXIT_BAD_REQUEST = 2

#: Error code of a failure inside the solver (a bug): never a traceback on standard output.
INTERNAL_ERROR = "internal_error"


def _debug() -> bool:
    return bool(os.environ.get("MTGSOLVER_DEBUG"))


def error_json(code: str, path: str | None, message: str) -> dict[str, Any]:
    """The contract's error object."""
    return {"code": code, "path": path, "message": message}


def absolute_path(index: int, path: str | None) -> str:
    """A path raised by an ``answer_*`` function made absolute: ``"cost"`` -> ``"queries[2].cost"``.

    Paths already absolute (``"state..."``, ``"queries[...]"``) are kept.
    """
    prefix = f"queries[{index}]"
    if not path:
        return prefix
    if path == "state" or path.startswith(("state.", "state[", "queries[")):
        return path
    if path.startswith("["):
        return prefix + path
    return f"{prefix}.{path}"


def _jsonable(value: Any) -> Any:
    """Plain JSON values: tuples become lists, enums their values; anything else unknown is a bug."""
    if value is None or isinstance(value, (bool, int, float)):
        return value.value if isinstance(value, Enum) else value
    if isinstance(value, str):
        return str(value)
    if isinstance(value, Enum):
        return _jsonable(value.value)
    if isinstance(value, Mapping):
        return {str(k.value if isinstance(k, Enum) else k): _jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_jsonable(v) for v in value]
    raise TypeError(f"answer holds a {type(value).__name__}, which is not JSON")


def answer_query(board: Board, item: QueryItem) -> dict[str, Any]:
    """The result of one query: ``{"id", "ok": true, ...answer}`` or ``{"id", "ok": false, "error": {...}}``."""
    if item.error is not None:
        e = item.error
        return {"id": item.id, "ok": False, "error": error_json(e.code, absolute_path(item.index, e.path), e.message)}
    assert item.query is not None and item.kind is not None
    try:
        answer = board.answer(item.query)
        fields = _jsonable(answer)
        if not isinstance(fields, dict):
            raise TypeError(f"answer is a {type(answer).__name__}, not a mapping")
    except MtgSolverError as e:
        return {"id": item.id, "ok": False, "error": error_json(e.code, absolute_path(item.index, e.path), e.message)}
    except Exception as e:  # noqa: BLE001 - any bug inside one query is that query's internal_error
        if _debug():
            traceback.print_exc(file=sys.stderr)
        message = f"internal error while answering this query: {type(e).__name__}: {e}"
        return {"id": item.id, "ok": False, "error": error_json(INTERNAL_ERROR, f"queries[{item.index}]", message)}
    result: dict[str, Any] = {"id": item.id, "ok": True}
    result.update((k, v) for k, v in fields.items() if k not in ("id", "ok"))
    return result


def _answer_in_time(board: Board, item: QueryItem, time_limit: float | None) -> dict[str, Any]:
    """:func:`answer_query`, unless the request's ``time_limit`` ran out before this query began."""
    left = budget.request_time_left()
    if left is not None and left <= 0:
        message = f"the request's time_limit ({time_limit} s) ran out before this query was begun"
        return {"id": item.id, "ok": False, "error": error_json(LimitReached.code, "time_limit", message)}
    return answer_query(board, item)


def request_error(error: MtgSolverError) -> dict[str, Any]:
    """The response to a request that is not JSON or whose state is malformed: one error for the whole request."""
    return {"ok": False, "error": error_json(error.code, error.path, error.message), "results": []}


def solve(request: Mapping[str, Any] | str | bytes, *, registry: Any = None) -> tuple[dict[str, Any], int]:
    """Answer a request of ``design/contract.md``: ``({"results": [...]}, exit_status)``.

    ``request`` is the parsed JSON (a dict) or its text (``str``/``bytes``); ``registry`` a
    :class:`~model.registry.CardRegistry` for ``"card"`` names (default: the embedded set). Results are in query
    order, each ``{"id", "ok": true, ...}`` or ``{"id", "ok": false, "error": {"code", "path", "message"}}``.
    Exit status: 0 when every query is ok, 1 when some query failed, 2 when the request is malformed (then the
    response is ``{"ok": false, "error": {...}, "results": []}``). Never raises for bad input.

    The request's optional ``time_limit`` (seconds, reading included) bounds every query together
    (:mod:`solver.budget`): a search it cuts says ``timed_out`` as its own limit would, and a query not begun before
    it ran out answers ``limit_reached`` at path ``time_limit``.
    """
    started = budget.clock()
    try:
        read = read_request(request, registry)
    except MtgSolverError as e:
        return request_error(e), EXIT_BAD_REQUEST
    except RecursionError:
        return request_error(MtgSolverError("request is nested too deeply", path="")), EXIT_BAD_REQUEST
    except Exception as e:  # noqa: BLE001 - a bug while reading is reported, never a traceback
        if _debug():
            traceback.print_exc(file=sys.stderr)
        error = MtgSolverError(f"internal error while reading the request: {type(e).__name__}: {e}", path="",
                               code=INTERNAL_ERROR)
        return request_error(error), EXIT_BAD_REQUEST
    board = Board(read.state)
    left = None if read.time_limit is None else read.time_limit - (budget.clock() - started)
    with budget.request_budget(left):
        results = [_answer_in_time(board, item, read.time_limit) for item in read.queries]
    status = EXIT_OK if all(r["ok"] for r in results) else EXIT_QUERY_FAILED
    return {"results": results}, status
