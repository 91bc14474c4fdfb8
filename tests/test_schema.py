"""The published JSON Schemas (``mtgsolve schema``, issue 6): requests and responses of ``design/contract.md``.

Every example and every acceptance case request validates against the request schema, and every response they
produce, answer kinds and errors alike, against the response schema and its kind's result schema. The acceptance
cases are read from ``../shared/cases`` (or ``$MTGSOLVER_CASES``); those tests are skipped when it is absent.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from mtgsolver.model.io import QUERY_KINDS
from mtgsolver.model.schema import RESULT_MODELS, published_schemas, response_json_schema, result_json_schema
from mtgsolver.solver.api import solve
from mtgsolver.solver.cli import main

jsonschema = pytest.importorskip("jsonschema")
Validator = jsonschema.Draft202012Validator

REPO = Path(__file__).resolve().parent.parent


def cases_dir() -> Path | None:
    """The acceptance cases folder (``$MTGSOLVER_CASES`` or ``../shared/cases``), or ``None``."""
    env = os.environ.get("MTGSOLVER_CASES")
    for candidate in ([Path(env)] if env else []) + [REPO.parent / "shared" / "cases"]:
        if candidate.is_dir() and any(candidate.glob("*.json")):
            return candidate
    return None


def requests_in(folder: Path) -> Iterator[tuple[str, dict[str, Any]]]:
    """``(file name, request)`` for each JSON file (a case file gives its ``request``)."""
    for path in sorted(folder.glob("*.json")):
        doc = json.loads(path.read_text(encoding="utf-8"))
        yield path.name, doc["request"] if "request" in doc and "state" not in doc else doc


REQUEST_VALIDATOR = Validator(published_schemas()["request"])
RESPONSE_VALIDATOR = Validator(response_json_schema())
RESULT_VALIDATORS = {kind: Validator(result_json_schema(kind)) for kind in QUERY_KINDS}


def check_response(request: Any, response: dict[str, Any]) -> None:
    """``response`` validates against the response schema, and each result against its query kind's schema."""
    problems = [e.message for e in RESPONSE_VALIDATOR.iter_errors(response)]
    assert not problems, problems[:3]
    queries = request.get("queries", []) if isinstance(request, dict) else []
    for query, result in zip(queries, response["results"]):
        kind = query.get("kind") if isinstance(query, dict) else None
        if kind in RESULT_VALIDATORS:
            problems = [f"{result['id']}: {e.message}" for e in RESULT_VALIDATORS[kind].iter_errors(result)]
            assert not problems, problems[:3]


def test_schemas_are_valid_draft_2020_12() -> None:
    """Issue 6: ``mtgsolve schema`` publishes draft 2020-12 schemas of a request and of a response."""
    for schema in [*published_schemas().values(), result_json_schema(), *map(result_json_schema, QUERY_KINDS)]:
        Validator.check_schema(schema)
        assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert set(RESULT_MODELS) == set(QUERY_KINDS)


def test_examples_validate() -> None:
    """contract "Request" and "Query kinds": each example request, and its response, validate; the examples
    answer every query kind."""
    kinds_answered: set[str] = set()
    for name, request in requests_in(REPO / "examples"):
        problems = [e.message for e in REQUEST_VALIDATOR.iter_errors(request)]
        assert not problems, (name, problems[:3])
        response = solve(request)[0]
        check_response(request, response)
        kinds_answered |= {q["kind"] for q, r in zip(request["queries"], response["results"]) if r["ok"]}
    assert kinds_answered == set(QUERY_KINDS)


@pytest.mark.skipif(cases_dir() is None, reason="acceptance cases (../shared/cases) not present")
def test_cases_validate() -> None:
    """contract "Request" and "Query kinds": each acceptance case request, and its response, validate."""
    folder = cases_dir()
    assert folder is not None
    for name, request in requests_in(folder):
        problems = [e.message for e in REQUEST_VALIDATOR.iter_errors(request)]
        assert not problems, (name, problems[:3])
        check_response(request, solve(request)[0])


ERROR_REQUESTS: list[Any] = [
    "not json",
    {"state": {"players": []}, "queries": []},
    {"state": {"active_player": "alice", "players": [{"id": "alice"}]}, "queries": [
        {"id": "a", "kind": "could_produce", "object": "nothing"},
        {"id": "b", "kind": "payments", "player": "alice", "cost": "{W/U/B}"},
        {"id": "c", "kind": "no_such_kind"},
        {"id": "d", "kind": "payments", "player": "alice", "cost": "{G}", "mode": "check"},
        {"id": "e", "kind": "payments", "player": "alice", "cost": "{G}", "mode": "best"},
        {"id": "f", "kind": "payments", "player": "alice", "cost": "{G}", "mode": "all"},
        {"kind": "could_produce", "object": "alice"},
        5,
    ]},
]


@pytest.mark.parametrize("request_", ERROR_REQUESTS, ids=["not-json", "bad-state", "query-errors"])
def test_error_responses_validate(request_: Any) -> None:
    """contract "Errors": a request error and query errors validate; so do unpayable answers (CR 601.2h)."""
    response, _ = solve(request_ if isinstance(request_, str) else json.dumps(request_))
    check_response(request_, response)


def test_undocumented_fields_are_refused() -> None:
    """contract "Query kinds": the schema is closed; an answer field must be declared (and so documented)."""
    good = {"results": [{"id": "q", "ok": True, "types": ["G"]}]}
    assert RESPONSE_VALIDATOR.is_valid(good)
    assert not RESPONSE_VALIDATOR.is_valid({"results": [{"id": "q", "ok": True, "types": ["G"], "extra": 1}]})
    assert not RESPONSE_VALIDATOR.is_valid({"ok": False, "error": {"code": "bad_request", "path": "",
                                                                   "message": "m"}, "results": [good]})


def test_schema_command(capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 6: ``mtgsolve schema [request|response|all]`` prints the published schemas."""
    assert main(["schema", "--compact"]) == 0
    assert json.loads(capsys.readouterr().out) == published_schemas()["request"]
    assert main(["schema", "response"]) == 0
    assert json.loads(capsys.readouterr().out) == response_json_schema()
    assert main(["schema", "all", "--compact"]) == 0
    assert json.loads(capsys.readouterr().out) == published_schemas()


def test_model_imports_no_solver() -> None:
    """style: ``model`` never imports ``solver``, OR-Tools or python-constraint (the schema module included)."""
    code = ("import sys, model.schema; bad = [m for m in sys.modules if m.split('.')[0] in "
            "('solver', 'ortools', 'constraint')]; print(bad)")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=REPO)
    assert proc.stdout.strip() == "[]"


def test_readme_request_and_response_agree() -> None:
    """Issue 6: the README's JSON request for agents is valid and its response is what ``solve`` answers."""
    text = (REPO / "README.md").read_text(encoding="utf-8")
    section = text.split("### A request and its response", 1)[1]
    blocks = [block.split("```", 1)[0] for block in section.split("```json\n")[1:3]]
    request, response = (json.loads(block) for block in blocks)
    assert REQUEST_VALIDATOR.is_valid(request)
    assert solve(request) == (response, 0)
