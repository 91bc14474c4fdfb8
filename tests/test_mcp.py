"""The MCP server (``mtgsolve serve``, issue 6): tools, schemas, answers and errors, through the ``mcp`` SDK's client.

Most tests connect in-process (``Client(server)``, JSON-RPC over memory streams, as over stdio); two start
``python -m mtgsolver serve`` and talk to it over stdio. Answers are the contract's (``design/contract.md`` "Query
kinds"); a bad call returns the contract's error object (contract "Errors") with ``isError`` and the server keeps
serving. Issue 17 item 5: calls are answered concurrently, a cancelled call is not answered, and every request gets a
reply, a malformed one an error. Nothing here asserts on time: concurrency is shown by the order in which calls
finish, with calls held on events; the time-outs below only keep a broken server from hanging the run.
"""

from __future__ import annotations

import json
import subprocess
import sys
import threading
from collections.abc import Awaitable, Callable
from typing import Any

import pytest

pytest.importorskip("mcp")
jsonschema = pytest.importorskip("jsonschema")

import anyio
import mcp_types
from anyio.streams.buffered import BufferedByteReceiveStream
from mcp import Client, StdioServerParameters
from mcp.shared.message import SessionMessage
from mtgsolver.solver import mcp_server
from mtgsolver.solver.mcp_server import (
    TOOL_NAMES,
    Unreadable,
    build_server,
    find_unreadable,
    relative_path,
    reread,
    reread_line,
    tool_input_schema,
    tool_output_schema,
    unreadable_result,
)

#: Only a guard against a hang when the server is broken; no test asserts on time.
HANG_GUARD = 120

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
    ("castable", {"state": STATE, "player": "alice", "card": "bolt_card"}),
    ("legal_plays", {"state": STATE, "player": "alice"}),
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


# --------------------------------------------------------------------------------------------------------------------
# Concurrency and cancellation (issue 17, item 5).


class HeldCalls:
    """A stand-in for :func:`mcp_server.call_tool` (monkeypatched) that records when each call starts and ends, and
    holds a call whose arguments' ``id`` is in ``held`` until the test releases it (``release[id].set()``)."""

    def __init__(self, *held: str) -> None:
        self.events: list[str] = []
        self.started = {qid: threading.Event() for qid in held}
        self.release = {qid: threading.Event() for qid in held}
        self.ended = {qid: threading.Event() for qid in held}
        self.real = mcp_server.call_tool

    def __call__(self, name: str, arguments: Any, registry: Any = None) -> tuple[dict[str, Any], bool]:
        qid = (arguments or {}).get("id", name)
        self.events.append(f"{qid} starts")
        try:
            if qid in self.release:
                self.started[qid].set()
                self.release[qid].wait(HANG_GUARD / 2)  # a serialising server fails the order checks, not hangs
            return self.real(name, arguments, registry)
        finally:
            self.events.append(f"{qid} ends")
            if qid in self.ended:
                self.ended[qid].set()


async def wait_for(event: threading.Event) -> None:
    """Wait, without blocking the event loop, until a worker thread sets ``event``."""
    assert await anyio.to_thread.run_sync(event.wait, HANG_GUARD)


def could_produce(qid: str) -> dict[str, Any]:
    """Arguments of a quick call (CR 106.7: an Island could produce {U})."""
    return {"state": STATE, "id": qid, "object": "island"}


def test_a_held_call_does_not_hold_up_a_quick_one(monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 17 item 5: calls are answered concurrently. A call held in its worker thread (as a long search would be)
    doesn't stop a later quick call: the quick call's answer comes first, and the held call is answered once
    released. (Answering one call at a time, the quick call would wait behind the held one.)"""
    calls = HeldCalls("slow")
    monkeypatch.setattr(mcp_server, "call_tool", calls)
    finished: list[str] = []

    async def body(client: Client) -> Any:
        async def slow() -> None:
            result = await client.call_tool("could_produce", could_produce("slow"))
            assert result.structured_content == {"id": "slow", "ok": True, "types": ["U"]}
            finished.append("slow")

        with anyio.fail_after(HANG_GUARD):
            async with anyio.create_task_group() as tg:
                tg.start_soon(slow)
                await wait_for(calls.started["slow"])
                quick = await client.call_tool("could_produce", could_produce("quick"))
                finished.append("quick")
                calls.release["slow"].set()
        return quick

    quick = with_client(body)
    assert check_result("could_produce", quick) == {"id": "quick", "ok": True, "types": ["U"]}
    assert finished == ["quick", "slow"]
    assert calls.events == ["slow starts", "quick starts", "quick ends", "slow ends"]


async def raw_session(server: Any, body: Callable[[Any, Any], Awaitable[Any]]) -> Any:
    """Run ``body(send, receive)`` against ``server`` over memory streams with raw JSON-RPC messages, after the
    initialize handshake: ``send(dict)`` writes one message, ``receive()`` returns the next one the server wrote."""
    to_server, server_reads = anyio.create_memory_object_stream[SessionMessage | Exception](0)
    server_writes, from_server = anyio.create_memory_object_stream[SessionMessage](0)

    async def send(message: dict[str, Any]) -> None:
        await to_server.send(SessionMessage(mcp_types.jsonrpc_message_adapter.validate_python(message)))

    async def receive() -> dict[str, Any]:
        return (await from_server.receive()).message.model_dump(by_alias=True, exclude_unset=True, mode="json")

    with anyio.fail_after(HANG_GUARD):
        async with anyio.create_task_group() as tg:
            tg.start_soon(server.run, server_reads, server_writes, server.create_initialization_options())
            await send({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {
                "protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "test", "version": "0"}}})
            assert (await receive())["id"] == 0
            await send({"jsonrpc": "2.0", "method": "notifications/initialized"})
            try:
                return await body(send, receive)
            finally:
                await to_server.aclose()


def call(request_id: int, arguments: dict[str, Any]) -> dict[str, Any]:
    """A ``tools/call`` of ``could_produce``."""
    return {"jsonrpc": "2.0", "id": request_id, "method": "tools/call",
            "params": {"name": "could_produce", "arguments": arguments}}


def cancel(request_id: int) -> dict[str, Any]:
    """MCP "Cancellation": the client's ``notifications/cancelled`` for a request in progress."""
    return {"jsonrpc": "2.0", "method": "notifications/cancelled", "params": {"requestId": request_id}}


def ping(request_id: int) -> dict[str, Any]:
    """A ping: its reply shows the server has read every message sent before it."""
    return {"jsonrpc": "2.0", "id": request_id, "method": "ping"}


def test_a_cancelled_call_is_not_answered_and_a_waiting_one_never_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 17 item 5, MCP "Cancellation" (``notifications/cancelled``: the receiver stops processing and sends no
    response). With one slot: a running call that is cancelled gets no reply; a call waiting for the slot that is
    cancelled never runs; the cancelled running call keeps the slot until its thread ends, and the server goes on
    answering (a ping meanwhile, then the next call)."""
    calls = HeldCalls("running", "waiting")
    monkeypatch.setattr(mcp_server, "call_tool", calls)
    server = build_server(max_calls=1)

    async def body(send: Any, receive: Any) -> list[dict[str, Any]]:
        await send(call(1, could_produce("running")))
        await wait_for(calls.started["running"])
        await send(call(2, could_produce("waiting")))
        await send(cancel(1))
        await send(cancel(2))
        await send(ping(3))
        replies = [await receive()]  # the ping's: the server has read both cancellations
        await send(call(4, could_produce("next")))
        calls.release["running"].set()
        await wait_for(calls.ended["running"])
        replies.append(await receive())
        return replies

    replies = anyio.run(raw_session, server, body)
    assert [r["id"] for r in replies] == [3, 4]
    assert replies[1]["result"]["structuredContent"] == {"id": "next", "ok": True, "types": ["U"]}
    assert calls.events == ["running starts", "running ends", "next starts", "next ends"]


# --------------------------------------------------------------------------------------------------------------------
# Every request gets a reply (issue 17, item 5).

DEEP = json.loads("[" * 200 + "]" * 200)
HUGE = "9" * 4301
INITIALIZE = {"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {
    "protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "test", "version": "0"}}}


def line(message: dict[str, Any], **raw: str) -> str:
    """``message`` as one JSON line, each ``"@name"`` string in it replaced by ``raw[name]`` (JSON text the
    ``json`` module would not write: a huge integer, a lone surrogate escape)."""
    text = json.dumps(message)
    for name, value in raw.items():
        text = text.replace(f'"@{name}"', value)
    return text


def test_reread_lines_the_sdk_parser_refuses() -> None:
    """Issue 17 item 5, JSON-RPC 2.0 §4 and §5.1: a line the SDK's JSON parser refuses is read again with Python's
    json. Deep nesting is passed on as it is; an integer too long to convert and a lone surrogate become
    ``Unreadable`` (and the message says it holds some); not JSON is -32700 Parse error with id null; a request whose
    id can't be read is -32600 Invalid Request with id null; a blank line is skipped."""
    deep = reread_line(json.dumps(call(1, {"state": STATE, "object": DEEP})))
    assert isinstance(deep, SessionMessage) and deep.metadata is None
    assert isinstance(deep.message, mcp_types.JSONRPCRequest) and deep.message.params is not None
    assert deep.message.params["arguments"]["object"] == DEEP

    marked = reread_line(line(call(2, {"state": STATE, "x": "@huge", "object": ["@lone"]}), huge=HUGE,
                              lone='"\\ud800"'))
    assert isinstance(marked, SessionMessage) and marked.metadata is not None
    assert isinstance(marked.message, mcp_types.JSONRPCRequest) and marked.message.params is not None
    arguments = marked.message.params["arguments"]
    assert arguments["x"] == Unreadable("an integer of 4,301 digits is too large to read")
    assert arguments["object"] == [Unreadable("a string with a lone surrogate (\\ud800) is not Unicode text")]

    for text, code in [("hello", -32700), ('{"jsonrpc": "2.0", "id": 1, "method": "ping"', -32700),
                       ("NaN", -32700), ("[" * 100_000 + "]" * 100_000, -32700),
                       ('{"jsonrpc": "2.0", "id": "\\udc00", "method": "ping"}', -32600),
                       ('{"jsonrpc": "2.0", "id": {"\\ud800": 1}, "method": "ping"}', -32600)]:
        reply = reread_line(text)
        assert isinstance(reply, mcp_types.JSONRPCError), text
        assert reply.id is None and reply.error.code == code, (text, reply)
    assert reread_line("  \n") is None


def test_reread_recovers_the_id_of_an_invalid_request() -> None:
    """JSON-RPC 2.0 §5 and §5.1: JSON that is no JSON-RPC request (as the SDK's stdio transport reports it: its
    validation error) is -32600 Invalid Request, with the request's id when it has one, else null."""

    def sdk_error(text: str) -> Exception:
        with pytest.raises(Exception) as caught:
            mcp_types.jsonrpc_message_adapter.validate_json(text, by_name=False)
        return caught.value

    for text, rid in [('{"jsonrpc": "2.0", "id": 7, "method": 5}', 7),
                      ('{"jsonrpc": "2.0", "id": "a", "method": "x", "params": [1]}', "a"),
                      ('{"jsonrpc": "1.0", "id": 8, "method": "ping"}', 8),
                      ('{"jsonrpc": "2.0", "method": 1, "params": "bar"}', None),
                      ("[1, 2]", None), ("5", None)]:
        reply = reread(sdk_error(text))
        assert isinstance(reply, mcp_types.JSONRPCError), text
        assert reply.error.code == -32600 and reply.id == rid, (text, reply)
        assert reply.error.message.startswith("Invalid Request")
    not_json = reread(sdk_error("{"))
    assert isinstance(not_json, mcp_types.JSONRPCError) and not_json.error.code == -32700 and not_json.id is None


def test_unreadable_arguments_are_the_contract_error_at_their_path() -> None:
    """contract "Errors": an unreadable value in a tool's arguments is ``bad_request`` at its path, relative to the
    arguments (for ``solve``, into the request, as one error for the whole request); the first in document order."""
    marker = Unreadable("an integer of 5,000 digits is too large to read")
    arguments = {"state": {"players": [{"id": "a", "life": marker}]}, "cost": marker}
    assert find_unreadable(arguments) == ("state.players[0].life", marker)
    assert find_unreadable({"state": STATE}) is None
    assert unreadable_result("payments", {**arguments, "id": "p"}) == ({"id": "p", "ok": False, "error": {
        "code": "bad_request", "path": "state.players[0].life", "message": marker.message}}, True)
    solved, is_error = unreadable_result("solve", arguments) or ({}, False)
    assert is_error and solved == {"ok": False, "results": [], "error": {
        "code": "bad_request", "path": "state.players[0].life", "message": marker.message}}
    jsonschema.Draft202012Validator(tool_output_schema("solve")).validate(solved)
    assert unreadable_result("payments", {"state": STATE}) is None


async def exchange(lines: list[str], replies: int) -> list[dict[str, Any]]:
    """Start ``python -m mtgsolver serve``, initialize, write ``lines``, read ``replies`` replies (in the order the
    server wrote them), then close its standard input; the server must exit."""
    async with await anyio.open_process([sys.executable, "-m", "mtgsolver", "serve"],
                                        stderr=subprocess.DEVNULL) as process:
        assert process.stdin is not None and process.stdout is not None
        stdout = BufferedByteReceiveStream(process.stdout)
        with anyio.fail_after(HANG_GUARD):
            async def receive() -> dict[str, Any]:
                reply: dict[str, Any] = json.loads(await stdout.receive_until(b"\n", 1 << 26))
                return reply

            await process.stdin.send(json.dumps(INITIALIZE).encode() + b"\n")
            assert (await receive())["id"] == 0
            await process.stdin.send(b'{"jsonrpc": "2.0", "method": "notifications/initialized"}\n')
            for text in lines:
                await process.stdin.send(text.encode() + b"\n")
            out = [await receive() for _ in range(replies)]
            await process.stdin.aclose()
            assert await process.wait() == 0
    return out


def tool_call(request_id: int, name: str, arguments: dict[str, Any]) -> dict[str, Any]:
    """A ``tools/call`` request."""
    return {"jsonrpc": "2.0", "id": request_id, "method": "tools/call", "params": {"name": name, "arguments": arguments}}


def test_every_request_over_stdio_gets_a_reply() -> None:
    """Issue 17 item 5, contract "Errors", JSON-RPC 2.0 §5 and §5.1: over stdio, a call whose arguments are nested
    200 deep, hold an integer of 4,301 digits or a lone surrogate escape reaches its tool and gets the contract's
    ``bad_request`` at the offending path (``isError``); a line that is not JSON gets -32700 with id null; JSON that is
    not a request gets -32600 with its id (null when the id itself can't be read); a blank line gets nothing; and
    the server goes on serving (the last call is answered) and exits when its input closes."""
    life_state = {**STATE, "players": [{"id": "alice", "life": "@huge"}, {"id": "bob", "life": 20}]}
    lines = [
        line(tool_call(1, "could_produce", {"state": STATE, "object": DEEP})),
        line(tool_call(2, "payments", {"state": STATE, "player": "alice", "cost": "{1}", "x": "@huge"}), huge=HUGE),
        line(tool_call(3, "could_produce", {"state": STATE, "object": "@lone"}), lone='"\\ud800"'),
        line(tool_call(4, "solve", {"state": life_state, "queries": []}), huge=HUGE),
        "hello",
        "",
        '{"jsonrpc": "2.0", "id": 6, "method": 5}',
        '{"jsonrpc": "2.0", "id": "\\ud800", "method": "ping"}',
        "[" * 100_000 + "]" * 100_000,
        line(tool_call(9, "could_produce", {"state": STATE, "object": "island"})),
    ]
    replies = anyio.run(exchange, lines, 9)
    by_id = {r["id"]: r for r in replies if r["id"] is not None}
    assert sorted(by_id) == [1, 2, 3, 4, 6, 9]
    assert sorted(r["error"]["code"] for r in replies if r["id"] is None) == [-32700, -32700, -32600]

    for rid, path in [(1, "object"), (2, "x"), (3, "object")]:
        result = by_id[rid]["result"]
        assert result["isError"] is True, result
        error = result["structuredContent"]["error"]
        assert error["code"] == "bad_request" and error["path"] == path, error
        assert json.loads(result["content"][0]["text"]) == result["structuredContent"]
    assert "4,301 digits" in by_id[2]["result"]["structuredContent"]["error"]["message"]
    assert "lone surrogate" in by_id[3]["result"]["structuredContent"]["error"]["message"]
    solved = by_id[4]["result"]["structuredContent"]
    assert by_id[4]["result"]["isError"] is True and solved["results"] == []
    assert solved["error"]["code"] == "bad_request" and solved["error"]["path"] == "state.players[0].life"
    assert by_id[6]["error"]["code"] == -32600
    assert by_id[9]["result"]["structuredContent"] == {"id": "could_produce", "ok": True, "types": ["U"]}


def test_a_request_with_an_unusable_id_gets_invalid_request_with_id_null() -> None:
    """JSON-RPC 2.0 §4 and §5 (MCP: a request id is a string or an integer): a request whose id is 1.5, true, {} or
    null is an Invalid Request, -32600 with id null, not taken for a notification and left unanswered; a request
    nested 1,000 deep (past what Python's json reads) whose id is readable gets -32600 with that id, one with an
    unusable id -32600 with id null; the server goes on serving."""
    deep = "[" * 1000 + "]" * 1000
    lines = [f'{{"jsonrpc": "2.0", "id": {rid}, "method": "ping"}}' for rid in ("1.5", "true", "{}", "null")]
    lines += [('{"jsonrpc": "2.0", "method": "tools/call", "params": {"name": "could_produce", "arguments": '
               f'{{"object": {deep}}}}}, "id": 21}}'),
              f'{{"jsonrpc": "2.0", "params": {deep}, "id": "deep"}}',
              f'{{"jsonrpc": "2.0", "params": {deep}, "id": 2.5, "method": "ping"}}',
              line(tool_call(9, "could_produce", {"state": STATE, "object": "island"}))]
    replies = anyio.run(exchange, lines, 8)
    assert [r["error"]["code"] for r in replies[:7]] == [-32600] * 7, replies
    assert [r["id"] for r in replies[:7]] == [None, None, None, None, 21, "deep", None]
    assert replies[7]["id"] == 9 and replies[7]["result"]["structuredContent"]["types"] == ["U"]


def test_tool_arguments_that_are_no_object_are_invalid_params_with_the_contract_error() -> None:
    """Issue 17 item 7, JSON-RPC 2.0 §5.1 (-32602 Invalid params), MCP tools/call (``arguments`` is an object),
    contract "Errors": a call whose arguments are a list, a string or a number, or whose name is missing, gets
    -32602 with its id, and the error's ``data`` is the contract's error object, ``bad_request`` with the path of
    the offending member; the server goes on serving."""
    def tools_call(request_id: int, params: dict[str, Any]) -> dict[str, Any]:
        return {"jsonrpc": "2.0", "id": request_id, "method": "tools/call", "params": params}

    async def body(send: Any, receive: Any) -> list[dict[str, Any]]:
        out = []
        for i, params in enumerate([{"name": "could_produce", "arguments": [1, 2]},
                                    {"name": "solve", "arguments": "state"},
                                    {"name": "payments", "arguments": 3},
                                    {"arguments": {"state": STATE}}]):
            await send(tools_call(10 + i, params))
            out.append(await receive())
        await send(call(20, {"state": STATE, "object": "island"}))
        out.append(await receive())
        return out

    *errors, last = anyio.run(raw_session, SERVER, body)
    assert [e["id"] for e in errors] == [10, 11, 12, 13]
    for reply, path in zip(errors, ["params.arguments"] * 3 + ["params.name"]):
        error = reply["error"]
        assert error["code"] == -32602, reply
        assert error["data"]["code"] == "bad_request" and error["data"]["path"] == path, reply
        assert error["data"]["message"] and path in error["message"]
    assert last["id"] == 20 and last["result"]["structuredContent"]["types"] == ["U"]
