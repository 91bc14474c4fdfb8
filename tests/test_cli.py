"""The command line (``python -m mtgsolver``, ``mtgsolve``) and the function behind it (``solver.api.solve``).

Expected behaviour comes from the contract (``../shared/design/contract.md``): one JSON document on standard output,
errors as ``{"code", "path", "message"}`` with a path into the request, exit status 0 / 1 / 2; and from the
Comprehensive Rules where a value is refused (CR 107.4 mana symbols, CR 107.1b no negative numbers).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from mtgsolver.model.errors import MtgSolverError
from mtgsolver.solver import board as board_module
from mtgsolver.solver.api import absolute_path, solve
from mtgsolver.solver.cli import format_text

REPO = Path(__file__).resolve().parent.parent
EXAMPLES = sorted((REPO / "examples").glob("*.json"))


def run(*args: str, stdin: str | bytes | None = None, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    """``python -m mtgsolver ARGS`` in the repository, JSON format (standard output is a pipe)."""
    data = stdin.decode() if isinstance(stdin, bytes) else stdin
    env = {k: v for k, v in os.environ.items() if k != "MTGSOLVER_DEBUG"}
    return subprocess.run([sys.executable, "-m", "mtgsolver", *args], check=False, input=data, capture_output=True, text=True,
                          cwd=REPO, timeout=timeout, env=env)


def no_traceback(proc: subprocess.CompletedProcess[str]) -> None:
    assert "Traceback" not in proc.stdout and "Traceback" not in proc.stderr, proc.stderr


def board(**query: Any) -> dict[str, Any]:
    """A small valid request with one query."""
    return {
        "state": {
            "active_player": "alice",
            "players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
            "objects": [{"id": "forest", "card": "Forest", "controller": "alice"},
                        {"id": "mountain", "card": "Mountain", "controller": "alice"}],
        },
        "queries": [{"id": "q1", **query}],
    }


def request_error_of(proc: subprocess.CompletedProcess[str]) -> dict[str, Any]:
    no_traceback(proc)
    doc = json.loads(proc.stdout)
    assert doc["ok"] is False and doc["results"] == []
    return doc["error"]  # type: ignore[no-any-return]


def query_error_of(proc: subprocess.CompletedProcess[str]) -> dict[str, Any]:
    no_traceback(proc)
    result = json.loads(proc.stdout)["results"][0]
    assert result["ok"] is False
    return result["error"]  # type: ignore[no-any-return]


# --------------------------------------------------------------------------------------------------------------------
# python -m mtgsolver


@pytest.mark.parametrize("example", EXAMPLES, ids=[p.stem for p in EXAMPLES])
def test_examples_run(example: Path) -> None:
    """contract "Output": one JSON document ``{"results": [...]}`` in query order; never exit 2 on a valid request."""
    proc = run(str(example))
    no_traceback(proc)
    doc = json.loads(proc.stdout)
    ids = [q["id"] for q in json.loads(example.read_text())["queries"]]
    assert [r["id"] for r in doc["results"]] == ids
    assert proc.returncode == (0 if all(r["ok"] for r in doc["results"]) else 1)
    assert not [r for r in doc["results"] if not r["ok"] and r["error"]["code"] == "internal_error"]


def test_main_example_exists_and_asks_the_three_main_questions() -> None:
    """README: examples/main.json asks could_produce, payments and copy_targets."""
    kinds = {q["kind"] for q in json.loads((REPO / "examples" / "main.json").read_text())["queries"]}
    assert {"could_produce", "payments", "copy_targets"} <= kinds


def test_not_json() -> None:
    """contract: a request that is not valid JSON gives one error for the whole request; exit status 2."""
    proc = run("-", stdin="this is not json")
    assert proc.returncode == 2
    error = request_error_of(proc)
    assert error["code"] == "bad_request" and error["path"] == "" and "JSON" in error["message"]


def test_a_lone_surrogate_is_a_bad_request_at_its_field() -> None:
    """contract: a string holding a lone surrogate (the JSON escape "\\ud800" with no pair) is no Unicode text, so
    no answer could name it: the request is ``bad_request`` at that field, exit status 2, with no traceback."""
    request = board(kind="could_produce", object="forest")
    request["state"]["objects"][0]["id"] = "\ud800"
    proc = run("-", stdin=json.dumps(request))
    no_traceback(proc)
    assert proc.returncode == 2
    error = request_error_of(proc)
    assert (error["code"], error["path"]) == ("bad_request", "state.objects[0].id")


def test_unknown_object_id() -> None:
    """contract: a query naming no object is that query's error, with the field's path; exit status 1."""
    proc = run("-", stdin=json.dumps(board(kind="could_produce", object="nosuchthing")))
    assert proc.returncode == 1
    error = query_error_of(proc)
    assert (error["code"], error["path"]) == ("unknown_object", "queries[0].object")


def test_bad_mana_string() -> None:
    """CR 107.4: ``{W/U/B}`` is no mana symbol; the query's error is ``bad_mana_string`` at its cost; exit 1."""
    proc = run("-", stdin=json.dumps(board(kind="payments", player="alice", cost="{W/U/B}")))
    assert proc.returncode == 1
    error = query_error_of(proc)
    assert (error["code"], error["path"]) == ("bad_mana_string", "queries[0].cost")
    assert "{W/U/B}" in error["message"]


def test_negative_x() -> None:
    """CR 107.1b: no negative numbers can be chosen, so X is 0 or more; a query's negative X fails that query
    (exit 1), a stack entry's fails the whole request (exit 2)."""
    proc = run("-", stdin=json.dumps(board(kind="payments", player="alice", cost="{X}{G}", x=-1)))
    assert proc.returncode == 1
    assert query_error_of(proc)["path"] == "queries[0].x"
    req = board(kind="could_produce", object="forest")
    req["state"]["objects"].append({"id": "fb", "card": "Fireball", "controller": "alice", "zone": "stack"})
    req["state"]["stack"] = [{"id": "s", "kind": "spell", "source": "fb", "controller": "alice", "x": -3,
                              "targets": ["bob"]}]
    proc = run("-", stdin=json.dumps(req))
    assert proc.returncode == 2
    assert request_error_of(proc)["path"] == "state.stack[0].x"


def test_player_with_no_id() -> None:
    """contract: a malformed state is one error for the whole request (exit 2) with the field's path."""
    req = board(kind="could_produce", object="forest")
    req["state"]["players"][1] = {"life": 20}
    proc = run("-", stdin=json.dumps(req))
    assert proc.returncode == 2
    error = request_error_of(proc)
    assert (error["code"], error["path"]) == ("bad_request", "state.players[1].id")


def test_ten_thousand_and_one_objects() -> None:
    """A state over the bound of 10,000 objects is ``bad_request`` at ``state.objects`` (a non-zero exit, not a
    hang: ``run`` bounds the process)."""
    req = board(kind="could_produce", object="forest")
    req["state"]["objects"] = [{"id": f"f{i}", "card": "Forest", "controller": "alice"} for i in range(10_001)]
    proc = run("-", stdin=json.dumps(req))
    assert proc.returncode == 2
    error = request_error_of(proc)
    assert (error["code"], error["path"]) == ("bad_request", "state.objects")


def test_wrong_type_has_a_field_path(tmp_path: Path) -> None:
    """contract "Errors": ``path`` points into the request, e.g. ``state.objects[1].tapped``."""
    req = board(kind="could_produce", object="forest")
    req["state"]["objects"][1]["tapped"] = "no"
    path = tmp_path / "req.json"
    path.write_text(json.dumps(req))
    proc = run(str(path))
    assert proc.returncode == 2
    assert request_error_of(proc)["path"] == "state.objects[1].tapped"


def test_missing_file() -> None:
    """An unreadable request file is a malformed request: one error, exit status 2."""
    proc = run("no/such/request.json")
    assert proc.returncode == 2
    assert "no/such/request.json" in request_error_of(proc)["message"]
    assert "mtgsolve --help" in request_error_of(proc)["message"]  # 'mtgsolve help' is a file name, not a command


def test_help() -> None:
    """``mtgsolve --help`` describes the command and exits 0."""
    proc = run("--help")
    assert proc.returncode == 0 and "REQUEST" in proc.stdout and "exit status" in proc.stdout


def test_usage_error_exits_2() -> None:
    """A command line without a request is a usage error (exit status 2, argparse's message on stderr)."""
    proc = run()
    assert proc.returncode == 2 and "usage" in proc.stderr
    no_traceback(proc)


def test_text_format() -> None:
    """contract: ``--format text`` prints the same answers for a person to read."""
    proc = run("--format", "text", "-", stdin=json.dumps(board(kind="could_produce", object="nosuchthing")))
    no_traceback(proc)
    assert proc.returncode == 1
    assert "q1" in proc.stdout and "could_produce" in proc.stdout and "unknown_object" in proc.stdout
    with pytest.raises(json.JSONDecodeError):
        json.loads(proc.stdout)


def test_text_is_the_default_on_a_terminal() -> None:
    """contract "Output": ``--format text`` is the default when standard output is a terminal."""
    pty = pytest.importorskip("pty")
    controller, terminal = pty.openpty()
    try:
        proc = subprocess.run([sys.executable, "-m", "mtgsolver", "-"], check=False, cwd=REPO, timeout=120,
                              input=json.dumps(board(kind="could_produce", object="nosuchthing")).encode(),
                              stdout=terminal, stderr=subprocess.PIPE)
        output = os.read(controller, 65536).decode()
    finally:
        os.close(controller)
        os.close(terminal)
    assert proc.returncode == 1
    assert "unknown_object" in output and not output.lstrip().startswith("{")


def test_format_text_renders_fields() -> None:
    """The text format shows each query's id, kind and fields (payments one a line)."""
    response = {"results": [
        {"id": "q1", "ok": True, "types": ["R", "G"]},
        {"id": "q2", "ok": True, "payable": True, "count": 1, "complete": True, "payments": [
            {"activations": [{"object": "mountain", "ability": 0, "produces": "{R}"}], "pool": "", "life": 0}]},
        {"id": "q3", "ok": False, "error": {"code": "bad_mana_string", "path": "queries[2].cost", "message": "m"}},
    ]}
    text = format_text(response, {"q1": "could_produce", "q2": "payments"})
    assert "types: R G" in text and "mountain[0] -> {R}" in text and "bad_mana_string at queries[2].cost" in text
    assert "2 of 3 queries answered" in text
    bad = format_text({"ok": False, "error": {"code": "bad_request", "path": "", "message": "not JSON"},
                       "results": []})
    assert bad.startswith("request error: bad_request")


def test_schema_command() -> None:
    """``mtgsolve schema`` prints the published JSON Schema of a request."""
    proc = run("schema")
    assert proc.returncode == 0
    schema = json.loads(proc.stdout)
    assert schema["$schema"].startswith("https://json-schema.org/") and "state" in schema["properties"]


def test_extra_card_file(tmp_path: Path) -> None:
    """``--cards FILE`` adds cards to the registry for ``"card"`` names; a bad file is a request error (exit 2)."""
    cards = tmp_path / "cards.jsonl"
    cards.write_text(json.dumps({"name": "Homemade Rock", "manaCost": "{2}", "type": "Artifact",
                                 "text": "{T}: Add {C}{C}.", "keywords": [], "layout": "normal"}) + "\n")
    req = board(kind="could_produce", object="nosuchthing")
    req["state"]["objects"].append({"id": "rock", "card": "Homemade Rock", "controller": "alice"})
    assert run("-", stdin=json.dumps(req)).returncode == 2  # unknown_card without the file
    proc = run("--cards", str(cards), "-", stdin=json.dumps(req))
    no_traceback(proc)
    assert proc.returncode == 1  # the state reads; only the query names a missing object
    bad = tmp_path / "bad.json"
    bad.write_text("[{\"name\": \"X\"}]")
    proc = run("--cards", str(bad), "-", stdin=json.dumps(req))
    assert proc.returncode == 2 and request_error_of(proc)["code"] == "bad_card_file"


def test_console_script() -> None:
    """pyproject declares the ``mtgsolve`` console script (solver.cli:main)."""
    script = shutil.which("mtgsolve", path=str(Path(sys.executable).parent)) or shutil.which("mtgsolve")
    if script is None:
        pytest.skip("mtgsolve is not installed in this environment")
    proc = subprocess.run([script, "--help"], check=False, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0 and "REQUEST" in proc.stdout


# --------------------------------------------------------------------------------------------------------------------
# solver.api.solve


def test_solve_accepts_dict_text_and_bytes() -> None:
    """The Python function behind the command takes the parsed request or its JSON text."""
    req = board(kind="could_produce", object="nosuchthing")
    for form in (req, json.dumps(req), json.dumps(req).encode()):
        response, status = solve(form)
        assert status == 1 and response["results"][0]["error"]["code"] == "unknown_object"


def test_other_queries_are_answered_after_a_failing_one(monkeypatch: pytest.MonkeyPatch) -> None:
    """contract: a query that can't be answered gives its error and the other queries are still answered."""
    monkeypatch.setitem(board_module.ANSWERS, "could_produce", (__name__, "_fake_answer"))
    req = board(kind="could_produce", object="forest")
    req["queries"] = [{"id": "a", "kind": "could_produce", "object": "ghost"},
                      {"id": "b", "kind": "could_produce", "object": "forest"}]
    response, status = solve(req)
    assert status == 1
    assert [r["ok"] for r in response["results"]] == [False, True]
    assert response["results"][1] == {"id": "b", "ok": True, "types": ["G"], "object": "forest"}


def _fake_answer(state: Any, q: Any) -> dict[str, Any]:
    return {"types": ("G",), "object": q.object, "id": "ignored", "ok": "ignored"}


def _raising_answer(state: Any, q: Any) -> dict[str, Any]:
    raise ZeroDivisionError("boom")


def _error_answer(state: Any, q: Any) -> dict[str, Any]:
    raise MtgSolverError("not understood", path="cost", code="unsupported_text")


def _not_json_answer(state: Any, q: Any) -> dict[str, Any]:
    return {"types": {1, 2}}


@pytest.mark.parametrize(
    ("target", "code", "path"),
    [
        ((__name__, "_raising_answer"), "internal_error", "queries[0]"),
        ((__name__, "_not_json_answer"), "internal_error", "queries[0]"),
        ((__name__, "_error_answer"), "unsupported_text", "queries[0].cost"),
        (("mtgsolver.solver.no_such_module", "answer"), "not_implemented", "queries[0]"),
        ((__name__, "no_such_function"), "not_implemented", "queries[0]"),
    ],
)
def test_answer_failures_are_that_querys_error(monkeypatch: pytest.MonkeyPatch, target: tuple[str, str],
                                               code: str, path: str) -> None:
    """contract "Errors": a failure inside one query is that query's error (never a traceback), with an
    absolute path."""
    monkeypatch.setitem(board_module.ANSWERS, "could_produce", target)
    response, status = solve(board(kind="could_produce", object="forest"))
    assert status == 1
    error = response["results"][0]["error"]
    assert (error["code"], error["path"]) == (code, path)


def test_absolute_paths() -> None:
    """Paths raised relative to a query become absolute; absolute ones are kept."""
    assert absolute_path(2, "cost") == "queries[2].cost"
    assert absolute_path(2, "by.ability") == "queries[2].by.ability"
    assert absolute_path(2, None) == "queries[2]"
    assert absolute_path(2, "[0]") == "queries[2][0]"
    assert absolute_path(2, "state.objects[1]") == "state.objects[1]"


def test_empty_query_list() -> None:
    """No queries: no results, exit status 0."""
    req = board(kind="could_produce", object="forest")
    req["queries"] = []
    assert solve(req) == ({"results": []}, 0)


def test_no_ortools_for_requests_that_do_not_need_it() -> None:
    """A request with no payments query does not import OR-Tools (design/style.md: solvers load lazily)."""
    code = (
        "import json, sys\n"
        "from solver.api import solve\n"
        f"solve({json.dumps(board(kind='abilities', object='ghost'))!r})\n"
        "print('ortools' in sys.modules)\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], check=False, capture_output=True, text=True, cwd=REPO,
                          timeout=120)
    assert proc.stdout.strip() == "False", proc.stderr


def test_the_command_imports_the_solvers_without_collecting_and_answers_with_the_collector_on(tmp_path: Path) -> None:
    """``mtgsolve REQUEST`` (main as the program) turns the garbage collector off while the solvers are imported and
    back on, with what they made frozen, before the request is answered (a cold start's collections made no
    garbage; the answers' may); it turns pydantic's plugins off (it uses none)."""
    request = tmp_path / "request.json"
    request.write_text(json.dumps(board(kind="could_produce", object="forest")), encoding="utf-8")
    code = (
        "import gc, os, sys\n"
        "from mtgsolver.solver import api, cli\n"
        "seen = []\n"
        "answer = api.solve\n"
        "def solve(*args, **kwargs):\n"
        "    seen.append((gc.isenabled(), gc.get_freeze_count() > 0, os.environ.get('PYDANTIC_DISABLE_PLUGINS')))\n"
        "    return answer(*args, **kwargs)\n"
        "api.solve = solve\n"
        f"sys.argv = ['mtgsolve', '--format', 'json', {str(request)!r}]\n"
        "status = cli.main()\n"
        "print(seen, status, file=sys.stderr)\n"
    )
    env = {k: v for k, v in os.environ.items() if k != "PYDANTIC_DISABLE_PLUGINS"}
    proc = subprocess.run([sys.executable, "-c", code], check=False, capture_output=True, text=True, cwd=REPO,
                          timeout=120, env=env)
    assert proc.stderr.strip() == "[(True, True, '__all__')] 0", proc.stderr


# --------------------------------------------------------------------------------------------------------------------
# Whatever the request, solve answers with JSON and an exit status


QUERIES = [
    {"kind": "could_produce", "object": "forest"},
    {"kind": "payments", "player": "alice", "cost": "{1}{G}"},
    {"kind": "can_activate", "object": "mountain", "ability": 0},
    {"kind": "activatable", "player": "alice"},
    {"kind": "abilities", "object": "forest"},
]
VALUES = st.none() | st.booleans() | st.integers(-5, 5) | st.sampled_from(
    ["forest", "mountain", "alice", "bob", "{G}", "{X}", "{W/U/B}", "{T}", "", "check", "best", {"text": "{T}"}, []]
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(QUERIES), st.sampled_from(["object", "player", "cost", "ability", "mode", "x", "limit"]),
       VALUES)
def test_solve_always_answers(query: dict[str, Any], field: str, value: Any) -> None:
    """contract "Errors" and "Output": every query gets a result (ok, or an error with code and path), the
    response is JSON, and the exit status is 0, 1 or 2."""
    req = board(**{**query, field: value})
    response, status = solve(req)
    json.dumps(response)
    assert status in (0, 1, 2)
    if status != 2:
        (result,) = response["results"]
        assert result["ok"] is True or {"code", "path", "message"} <= set(result["error"])
        assert status == (0 if result["ok"] else 1)


@settings(max_examples=200, deadline=None)
@given(st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=30),
    lambda children: st.lists(children, max_size=5) | st.dictionaries(st.text(max_size=10), children, max_size=5),
    max_leaves=30,
))
def test_pretty_json_round_trips(doc: Any) -> None:
    """The command's indented JSON is the same document (one JSON document on standard output)."""
    from mtgsolver.solver.cli import _dump

    assert json.loads(_dump(doc, compact=False)) == doc
    assert json.loads(_dump(doc, compact=True)) == doc


def test_coverage_subcommand_reports_mana_share(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """CR 605.1a: `mtgsolve coverage` reads a card file; Forest-like "{T}: Add {G}." is a mana ability (100%),
    and a malformed record exits 2 naming the line."""
    import subprocess
    import sys

    good = tmp_path / "cards.jsonl"
    good.write_text('{"name": "Test Grove", "manaCost": "", "type": "Land", "types": ["Land"], '
                    '"text": "{T}: Add {G}."}\n')
    out = subprocess.run([sys.executable, "-m", "mtgsolver", "coverage", str(good)], capture_output=True, text=True,
                         timeout=120, check=False)
    assert out.returncode == 0 and "100.00%" in out.stdout
    bad = tmp_path / "bad.jsonl"
    bad.write_text("not json\n")
    out = subprocess.run([sys.executable, "-m", "mtgsolver", "coverage", str(bad)], capture_output=True, text=True,
                         timeout=120, check=False)
    assert out.returncode == 2 and "line 1" in out.stderr


def test_text_format_of_castable_and_legal_plays_is_one_line_a_way() -> None:
    """README "The command": ``--format text`` prints each castable option (its total cost, CR 601.2f, legal and
    payable) and each play of legal_plays on its own line, not as raw JSON."""
    from mtgsolver.solver.cli import format_text

    response = {"results": [
        {"id": "c", "ok": True, "castable": True, "reasons": [], "options": [
            {"option": "mana_cost", "cost": "{1}{R}", "legal": True, "payable": True, "reasons": []}]},
        {"id": "p", "ok": True, "plays": [{"play": "play_land", "object": "forest", "legal": True, "payable": True,
                                          "reasons": []}],
         "others": [], "unknown": [], "complete": True}]}
    text = format_text(response, {"c": "castable", "p": "legal_plays"})
    assert "option mana_cost {1}{R}: legal yes, payable yes" in text
    assert "play: play land forest" in text and "{" not in text.replace("{1}{R}", "")


def test_coverage_with_a_missing_forge_file_fails_at_once(tmp_path: Path) -> None:
    """Bad input gets a clear error: ``coverage --forge`` naming no file exits 2 naming it, before the corpus is
    read."""
    proc = run("coverage", "model/data/oracle-corpus.jsonl.gz", "--forge", str(tmp_path / "nope.jsonl.gz"),
               timeout=20)
    no_traceback(proc)
    assert proc.returncode == 2 and "nope.jsonl.gz" in proc.stderr
