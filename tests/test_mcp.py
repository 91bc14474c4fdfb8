"""The MCP server (``mtgsolve serve``, issue 6): tools, schemas, answers and errors, through the ``mcp`` SDK's client.

Most tests connect in-process (``Client(server)``, JSON-RPC over memory streams, as over stdio); one starts
``python -m mtgsolver serve`` and talks to it over stdio. Answers are the contract's (``design/contract.md`` "Query
kinds"); a bad call returns the contract's error object (contract "Errors") with ``isError`` and the server keeps
serving.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Awaitable, Callable
from typing import Any

import pytest

pytest.importorskip("mcp")
jsonschema = pytest.importorskip("jsonschema")

import anyio
from mcp import Client, StdioServerParameters
from mtgsolver.solver.mcp_server import (
    TOOL_NAMES,
    build_server,
    relative_path,
    tool_input_schema,
    tool_output_schema,
)

STATE: dict[str, Any] = {
    "active_player": "alice",
    "players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
    "objects": [
        {"id": "engine", "card": "Lithoform Engine", "controller": "alice"},
        {"id": "island", "card": "Island", "controller": "alice"},
        {"id": "mountain", "card": "Mountain", "controller": "alice"},
        {"id": "ring", "card": "Sol Ring", "controller": "alice"},
        {"id": "elves", "card": "Llanowar Elves", "controller": "alice", "summoning_sick": True},
        {"id": "bolt_card", "card": "Lightning Bolt", "controller": "alice", "zone": "stack"},
        {"id": "bears", "card": "Grizzly Bears", "controller": "bob"},
    ],
    "stack": [{"id": "bolt", "kind": "spell", "source": "bolt_card", "controller": "alice", "targets": ["bears"]}],
}

ENGINE_COPY = {"object": "engine", "ability": {"text": "{3}, {T}: Copy target instant or sorcery spell you control."}}

#: One good call per tool: (tool, arguments).
GOOD_CALLS: list[tuple[str, dict[str, Any]]] = [
    ("could_produce", {"state": STATE, "object": "island"}),
    ("payments", {"state": STATE, "id": "pay", "player": "alice", "cost": "{U}{R}"}),
    ("can_activate", {"state": STATE, "object": "elves", "ability": 0}),
    ("activatable", {"state": STATE, "player": "alice"}),
    ("copy_targets", {"state": STATE, "copy_of": "bolt", "by": ENGINE_COPY}),
    ("abilities", {"state": STATE, "object": "engine"}),
    ("solve", {"state": STATE, "queries": [{"id": "q1", "kind": "could_produce", "object": "mountain"}]}),
]

SERVER = build_server()


def with_client(body: Callable[[Client], Awaitable[Any]]) -> Any:
    """Run ``body(client)`` against an in-process server (JSON-RPC framing, as over stdio)."""

    async def main() -> Any:
        async with Client(SERVER, mode="legacy") as client:
            return await body(client)

    return anyio.run(main)


def check_result(tool: str, result: Any) -> dict[str, Any]:
    """The structured result, checked against the tool's output schema and equal to the text content."""
    structured = result.structured_content
    jsonschema.Draft202012Validator(tool_output_schema(tool)).validate(structured)
    assert [c.type for c in result.content] == ["text"]
    assert json.loads(result.content[0].text) == structured
    return structured  # type: ignore[no-any-return]


def test_lists_one_tool_per_query_kind_and_solve() -> None:
    """Issue 6: one tool per query kind of the contract plus ``solve``, with schemas from the request models."""

    async def body(client: Client) -> Any:
        return (await client.list_tools()).tools

    tools = with_client(body)
    assert [t.name for t in tools] == list(TOOL_NAMES)
    for tool in tools:
        jsonschema.Draft202012Validator.check_schema(tool.input_schema)
        jsonschema.Draft202012Validator.check_schema(tool.output_schema)
        assert tool.input_schema == tool_input_schema(tool.name)
        assert "state" in tool.input_schema["properties"]
        assert "CR " in tool.description
        assert tool.annotations.read_only_hint is True
    payments = next(t for t in tools if t.name == "payments").input_schema
    assert {"player", "cost", "mode", "limit", "spend_on"} <= set(payments["properties"])
    assert "kind" not in payments["properties"] and set(payments["required"]) == {"state", "player", "cost"}
    assert payments["additionalProperties"] is False


def test_good_call_arguments_match_the_input_schemas() -> None:
    """Issue 6: each tool's input schema accepts the calls the tests make (the same models as the CLI)."""
    for tool, arguments in GOOD_CALLS:
        jsonschema.Draft202012Validator(tool_input_schema(tool)).validate(arguments)


def test_every_tool_answers() -> None:
    """contract "Query kinds": each tool answers its kind, CR 106.7, 601.2h, 302.6, 602.5, 707.10, 113."""

    async def body(client: Client) -> list[Any]:
        return [await client.call_tool(tool, arguments) for tool, arguments in GOOD_CALLS]

    answers = {tool: check_result(tool, r) for (tool, _), r in zip(GOOD_CALLS, with_client(body))}
    assert answers["could_produce"] == {"id": "could_produce", "ok": True, "types": ["U"]}
    assert answers["payments"]["id"] == "pay" and answers["payments"]["payable"] is True
    assert answers["can_activate"]["legal"] is False
    assert any(r["rule"] == "CR 302.6" for r in answers["can_activate"]["reasons"])
    assert {(a["object"], a["legal"]) for a in answers["activatable"]["abilities"]} >= {("elves", False)}
    assert answers["copy_targets"]["copyable"] is True and ["bears"] in answers["copy_targets"]["choices"]
    assert answers["abilities"]["abilities"][0]["index"] == 0
    assert answers["solve"] == {"results": [{"id": "q1", "ok": True, "types": ["R"]}]}


BAD_CALLS: list[tuple[str, dict[str, Any], str, str | None]] = [
    ("payments", {"state": STATE, "player": "alice", "cost": "{W/U/B}"}, "bad_mana_string", "cost"),
    ("payments", {"state": STATE, "player": "alice", "cost": 5}, "bad_request", "cost"),
    ("payments", {"player": "alice", "cost": "{1}"}, "bad_request", "state"),
    ("could_produce", {"state": STATE, "object": "nothing"}, "unknown_object", "object"),
    ("could_produce", {"state": STATE, "object": "island", "colour": "G"}, "bad_request", "colour"),
    ("could_produce", {"state": STATE, "object": "island", "kind": "payments"}, "bad_request", "kind"),
    ("can_activate", {"state": STATE, "object": "elves", "ability": 9}, "unknown_ability", "ability"),
    ("copy_targets", {"state": STATE, "copy_of": "bolt", "by": {"object": "nobody", "ability": 0}},
     "unknown_object", "by.object"),
    ("abilities", {"state": {"active_player": "alice", "players": [{"id": "alice", "life": "20"}]}, "object": "x"},
     "bad_request", "state.players[0].life"),
    ("no_such_tool", {}, "bad_request", None),
]


def test_bad_calls_return_the_contract_error_and_the_server_keeps_serving() -> None:
    """contract "Errors": a bad call is ``{"id", "ok": false, "error": {code, path, message}}`` with ``isError``,
    its path relative to the tool's arguments; the next call is answered."""

    async def body(client: Client) -> list[Any]:
        out = [await client.call_tool(tool, arguments) for tool, arguments, _, _ in BAD_CALLS]
        out.append(await client.call_tool("could_produce", {"state": STATE, "object": "island"}))
        return out

    results = with_client(body)
    for (tool, _, code, path), result in zip(BAD_CALLS, results):
        assert result.is_error, tool
        structured = result.structured_content
        assert structured["ok"] is False and structured["error"]["code"] == code, structured
        assert structured["error"]["path"] == path and structured["error"]["message"]
        assert "Traceback" not in result.content[0].text
        if tool in TOOL_NAMES:
            jsonschema.Draft202012Validator(tool_output_schema(tool)).validate(structured)
    last = results[-1]
    assert not last.is_error and last.structured_content["types"] == ["U"]


def test_solve_reports_a_malformed_request_as_one_error() -> None:
    """contract "Errors": ``solve`` with a malformed state gives ``{"ok": false, "error", "results": []}``; a failed
    query is an error result among answered ones."""

    async def body(client: Client) -> list[Any]:
        bad_state = await client.call_tool("solve", {"state": {"players": []}, "queries": []})
        mixed = await client.call_tool("solve", {"state": STATE, "queries": [
            {"id": "a", "kind": "could_produce", "object": "island"},
            {"id": "b", "kind": "could_produce", "object": "nothing"}]})
        return [bad_state, mixed]

    bad_state, mixed = with_client(body)
    assert bad_state.is_error and bad_state.structured_content["results"] == []
    assert bad_state.structured_content["error"]["code"] == "bad_request"
    jsonschema.Draft202012Validator(tool_output_schema("solve")).validate(bad_state.structured_content)
    assert mixed.is_error
    ok, failed = check_result("solve", mixed)["results"]
    assert ok["ok"] is True and failed["error"] == {
        "code": "unknown_object", "path": "queries[1].object", "message": failed["error"]["message"]}


def test_relative_paths() -> None:
    """contract "Errors": a path points into what the caller sent; for a query tool, its arguments."""
    assert relative_path("queries[0].by.object") == "by.object"
    assert relative_path("queries[0]") == ""
    assert relative_path("state.objects[2].tapped") == "state.objects[2].tapped"
    assert relative_path(None) is None


def test_serve_over_stdio() -> None:
    """Issue 6: ``mtgsolve serve`` speaks MCP over stdio (``python -m mtgsolver serve``); the client closes it."""

    async def main() -> Any:
        params = StdioServerParameters(command=sys.executable, args=["-m", "mtgsolver", "serve"])
        async with Client(params) as client:
            tools = await client.list_tools()
            result = await client.call_tool("payments", {"state": STATE, "player": "alice", "cost": "{1}{U}",
                                                         "mode": "check"})
            return [t.name for t in tools.tools], result

    names, result = anyio.run(main)
    assert names == list(TOOL_NAMES)
    assert check_result("payments", result) == {"id": "payments", "ok": True, "payable": True}
