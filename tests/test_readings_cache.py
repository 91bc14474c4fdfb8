"""The readings cache on disk (issue 17 item 3): a new process answers a request on cards an earlier process read
without importing lark (no grammar compiled) or OR-Tools, with the same answers; a stored reading is the reading
the grammar makes; an unreadable cache file is ignored. The cold start's lazy imports: a payments check and a
could-produce query don't load what only other questions need, ``import mtgsolver`` or ``mtgsolve --help``
load neither pydantic nor the solvers, and answering such a request through the command loads no pydantic."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from mtgsolver.model import reader
from mtgsolver.model.readings_cache import MISSING, ReadingsCache, fingerprint
from mtgsolver.model.registry import get_card

#: Modules a payments ``check`` and a ``could_produce`` query don't need, each imported by the questions that do:
#: listing payments (the search), a spell's kicker (the casting reader), a target's keywords (targeting), the typed
#: answers of the Python API (``model.results``), the published JSON Schema (``model.schema``), batch's
#: multiprocessing, the readers of static and triggered abilities' effects (``model.layers``,
#: ``model.activation_statics``: the request's cards have neither).
_NOT_NEEDED = ("mtgsolver.solver.payments.search", "mtgsolver.model.casting", "mtgsolver.solver.targeting",
               "mtgsolver.model.results", "mtgsolver.model.schema", "mtgsolver.solver.batch", "multiprocessing",
               "mtgsolver.model.layers", "mtgsolver.model.activation_statics")
#: Modules only the grammar's readings need (the transformer imports them): not imported with the cache primed.
_NOT_NEEDED_ONCE_READ = ("mtgsolver.model.transformer",)

#: A fresh interpreter answers the request on its standard input and prints the answers, which of lark and
#: OR-Tools it imported, and which of :data:`_NOT_NEEDED`.
_CHILD = f"""
import json, sys
from mtgsolver import solve
response, _ = solve(json.load(sys.stdin))
print(json.dumps({{"results": response["results"],
                  "imported": sorted(m for m in ("lark", "ortools") if m in sys.modules),
                  "not_needed": sorted(m for m in {_NOT_NEEDED!r} if m in sys.modules),
                  "grammar_only": sorted(m for m in {_NOT_NEEDED_ONCE_READ!r} if m in sys.modules)}}))
"""

_REQUEST = {
    "state": {"active_player": "alice", "players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
              "objects": [{"id": "gate", "card": "Mystic Gate", "controller": "alice"},
                          {"id": "island", "card": "Island", "controller": "alice"},
                          {"id": "elves", "card": "Llanowar Elves", "controller": "alice", "summoning_sick": True}]},
    "queries": [{"id": "q1", "kind": "could_produce", "object": "gate"},
                {"id": "q2", "kind": "payments", "player": "alice", "cost": "{1}{U}", "mode": "check"},
                {"id": "q3", "kind": "payments", "player": "alice", "cost": "{G}", "mode": "check"}],
}


def _fresh_process(cache: str) -> dict:
    env = {**os.environ, "MTGSOLVER_CACHE_DIR": cache}
    done = subprocess.run([sys.executable, "-c", _CHILD], input=json.dumps(_REQUEST), env=env, capture_output=True,
                          text=True, check=True, timeout=300)
    out: dict = json.loads(done.stdout)
    return out


def test_a_fast_path_request_in_a_new_process_imports_neither_lark_nor_ortools(tmp_path: Path) -> None:
    """Issue 17's done-when for the cold start. The answers are the rules' (CR 106.7: Mystic Gate's "{T}: Add {C}"
    and "{W/U}, {T}: Add {W}{W}, {W}{U}, or {U}{U}" define W, U and C; CR 601.2g-h: the Island's {U} and the Gate's
    {C} pay {1}{U}; CR 302.6: the summoning-sick Elves can't be tapped for {G}), the same with the cache cold (the
    grammar read them: lark imported) and primed (lark not imported)."""
    first = _fresh_process(str(tmp_path))
    second = _fresh_process(str(tmp_path))
    assert first["imported"] == ["lark"] and second["imported"] == []
    assert first["not_needed"] == second["not_needed"] == []
    assert first["grammar_only"] == sorted(_NOT_NEEDED_ONCE_READ) and second["grammar_only"] == []
    assert first["results"] == second["results"]
    by_id = {r["id"]: r for r in second["results"]}
    assert by_id["q1"]["types"] == ["W", "U", "C"]
    assert by_id["q2"]["payable"] is True and by_id["q3"]["payable"] is False
    assert [p.name for p in tmp_path.iterdir()] == [f"readings-{fingerprint()}"]


#: A fresh interpreter runs ``{code}`` and prints which of pydantic, the request reader and the solvers' entry
#: modules it imported.
_LOADED = """
import sys
try:
    {code}
except SystemExit:
    pass
print(sorted(m for m in sys.modules if m.partition(".")[0] == "pydantic" or m in {heavy!r}))
"""


@pytest.mark.parametrize("code", ["import mtgsolver",
                                  "sys.argv = ['mtgsolve', '--help']; import runpy; runpy.run_module('mtgsolver')"],
                         ids=["import", "help"])
def test_the_package_and_the_commands_help_load_no_solver(code: str) -> None:
    """``import mtgsolver`` imports its public names when first used, and ``mtgsolve --help`` needs none of them:
    neither imports pydantic, the request reader or a solver."""
    heavy = ("mtgsolver.model.io", "mtgsolver.solver.api", "mtgsolver.solver.view")
    done = subprocess.run([sys.executable, "-c", _LOADED.format(code=code, heavy=heavy)], capture_output=True,
                          text=True, check=True, timeout=120)
    assert done.stdout.splitlines()[-1] == "[]"


def test_a_fast_path_request_through_the_command_loads_no_pydantic(tmp_path: Path) -> None:
    """Issue 17 item 3: ``python -m mtgsolver REQUEST.json`` with a payments check and a could-produce query reads
    the request with msgspec (model.io's Structs), so the process never imports pydantic, with the readings cache
    cold (the grammar reads the cards) or primed; the answers are the rules' (CR 106.7, 601.2g-h, 302.6, as in
    :func:`test_a_fast_path_request_in_a_new_process_imports_neither_lark_nor_ortools`)."""
    request = tmp_path / "request.json"
    request.write_text(json.dumps(_REQUEST), encoding="utf-8")
    code = f"sys.argv = ['mtgsolve', {str(request)!r}]; import runpy; runpy.run_module('mtgsolver', run_name='__main__')"
    env = {**os.environ, "MTGSOLVER_CACHE_DIR": str(tmp_path / "cache")}
    for _ in ("cold", "primed"):
        done = subprocess.run([sys.executable, "-c", _LOADED.format(code=code, heavy=())], capture_output=True,
                              text=True, check=True, timeout=120, env=env)
        *answer, loaded = done.stdout.splitlines()
        assert loaded == "[]"
        by_id = {r["id"]: r for r in json.loads("\n".join(answer))["results"]}
        assert by_id["q1"]["types"] == ["W", "U", "C"]
        assert by_id["q2"]["payable"] is True and by_id["q3"]["payable"] is False


def test_off_when_the_folder_is_empty(tmp_path: Path) -> None:
    """``MTGSOLVER_CACHE_DIR=""`` turns the cache off: each new process reads with the grammar."""
    assert _fresh_process("")["imported"] == ["lark"]


@pytest.mark.parametrize("name", ["Mystic Gate", "Llanowar Elves", "Lithoform Engine", "Cryptic Command",
                                  "Cavern of Souls", "Gaea's Cradle", "Utopia Sprawl", "Walking Ballista"])
def test_a_stored_reading_is_the_grammars(tmp_path: Path, name: str) -> None:
    """Every sentence of the card read with the grammar, stored, written and read back by a new cache on the same
    file gives a reading equal to the grammar's."""
    reader.read_card(get_card(name))
    sentences = [s for p in reader._paragraphs(get_card(name).oracle_text) for s in reader._sentences(p)]
    texts = [reader._grammar_input(s, name) for s in sentences]
    path = tmp_path / "readings"
    writer = ReadingsCache(path)
    for text in texts:
        writer.put(text, reader._parse_with_grammar(text))
    again = ReadingsCache(path)
    assert texts and all(again.get(t) == reader._parse_with_grammar(t) for t in texts)
    assert again.get("no such sentence") is MISSING


@pytest.mark.parametrize("broken", ["a file", "a torn database"])
def test_a_cache_that_cant_be_used_is_skipped(tmp_path: Path, broken: str) -> None:
    """A cache folder that is a file, or whose database is torn, holds no reading and takes none, without an
    error: the readings are then the grammar's."""
    path = tmp_path / "readings"
    if broken == "a file":
        path.write_bytes(b"not a folder")
    else:
        path.mkdir()
        (path / "cache.db").write_bytes(b"\x80\x05 torn")
    cache = ReadingsCache(path)
    cache.put("t", ("add", None))
    assert cache.get("t") is MISSING
