"""``mtgsolve serve``: a Model Context Protocol server over stdio (the official ``mcp`` SDK, v2 low-level API).

Tools, one per query kind of ``design/contract.md`` plus ``solve``:

* ``could_produce``, ``payments``, ``can_activate``, ``activatable``, ``copy_targets``, ``abilities`` take
  ``{"state": {...}, ...the query's fields}`` (``id`` optional, ``kind`` implied) and return that query's result,
  ``{"id", "ok": true, ...answer}`` or ``{"id", "ok": false, "error": {"code", "path", "message"}}``. A query
  error's ``path`` is relative to the tool's arguments (``"cost"``, ``"by.object"``); a state error's path starts
  with ``state.``.
* ``solve`` takes a whole request ``{"state", "queries"}`` and returns the whole response, exactly as
  ``mtgsolve REQUEST.json`` prints it (``{"results": [...]}``, or the request error).

Input schemas are generated from the request Structs of :mod:`model.io` (msgspec), output schemas from the
response models of :mod:`model.schema` (pydantic); the arguments are checked by :func:`solver.api.solve` itself,
so a bad call returns the contract's error object (``isError: true``), never a protocol error or a traceback, and
the server keeps serving.
The card registry and every solver module (OR-Tools included) are loaded once, when the server starts
(:func:`warm_up`), so a call costs only its own solving.

Calls are answered concurrently, each in a worker thread, at most :data:`MAX_CONCURRENT_CALLS` at once (the SDK's
dispatcher already handles each request in its own task): a long search doesn't hold up a quick call (the solving is
Python, CP-SAT releases the GIL). A call the client cancels (``notifications/cancelled``, which the SDK turns into a
cancellation of the handler) gets no answer; if it is still waiting for a slot it never runs, and if it is running
its thread finishes the query (each search is bounded by its ``time_limit``), keeps its slot until then, and its
answer is dropped.

Every request gets a reply. The SDK's stdio transport parses each line with pydantic's JSON parser, which refuses
some JSON (nesting deeper than 200, an integer of more digits than ``sys.get_int_max_str_digits()``, a lone
surrogate escape such as ``"\\ud800"``), and its dispatcher only logs a line it could not read. The read stream is
wrapped (:class:`AnsweringReadStream`, :func:`stdio_streams`) so that such a line is read again with Python's
:mod:`json` (:func:`reread_line`): deep nesting is passed on as it is; an integer too long to convert and a string
with a lone surrogate (which can't be written back as UTF-8) become :class:`Unreadable` markers, and a tool call
holding one answers the contract's ``bad_request`` at its path. A line that is not JSON gets the JSON-RPC error
-32700 (id null), a JSON value that is not a JSON-RPC message -32600 (with its id when it has a usable one; JSON-RPC
2.0, section 5.1); a malformed ``params`` is the SDK's -32602, and for a ``tools/call`` (``arguments`` that is no
object) its ``data`` is the contract's ``bad_request`` at the member's path (:func:`params_error_at_its_path`).
Blank lines are skipped. A request whose id is no string or integer (1.5, true, {}, null), which the SDK's models
take for a notification, gets -32600 with id null (:class:`LoggedLines` keeps each line for that check), and one
nested deeper than Python's json reads gets -32600 with its id when its top-level members show a usable one
(:func:`_shallow_id`).
"""

from __future__ import annotations

import contextvars
import importlib
import json
import logging
import re
import sys
import threading
from collections import deque
from collections.abc import AsyncIterable, AsyncIterator, Awaitable, Callable, Mapping
from contextlib import asynccontextmanager
from dataclasses import dataclass
from functools import partial
from types import MappingProxyType, TracebackType
from typing import TYPE_CHECKING, Annotated, Any, Self, TypeVar

from msgspec import Meta, defstruct
from msgspec.structs import fields
from mtgsolver.model.errors import BadRequest
from mtgsolver.model.io import QUERY_MODELS, RequestIn, StateIn, inline_json_schema, join_path
from mtgsolver.model.schema import response_json_schema, result_json_schema
from mtgsolver.solver.api import error_json, request_error, solve
from mtgsolver.solver.board import ANSWERS
from pydantic import ValidationError

if TYPE_CHECKING:
    import mcp_types as types
    from mcp.shared._stream_protocols import ReadStream, WriteStream
    from mcp.shared.message import SessionMessage

SERVER_NAME = "mtgsolver"

#: How many tool calls are answered at once, each in its own worker thread; more calls wait for a slot. A call the
#: client cancelled keeps its slot while its thread still runs.
MAX_CONCURRENT_CALLS = 8

logger = logging.getLogger(__name__)

_T = TypeVar("_T")

#: Modules imported at start-up besides those of :data:`solver.board.ANSWERS` (the CP-SAT backend is lazy there).
EXTRA_MODULES = ("mtgsolver.solver.payments.cpsat",)

#: Tool name -> description: what the tool answers and the rules it follows.
DESCRIPTIONS: Mapping[str, str] = MappingProxyType(
    {
        "could_produce": (
            "Which types of mana (W U B R G C, in that order) an object could produce now, CR 106.7: the types its "
            "mana abilities could make if they resolved now, whether or not they can be activated (tapped, "
            "summoning-sick or unpayable sources count), with Blood Moon, Urborg and other effects applied "
            "(CR 613, 305.7). Answers Reflecting Pool / Exotic Orchard chains."
        ),
        "payments": (
            "Can `player` pay `cost` now, and every distinct way to do it (CR 601.2g-h, 605, 107.4): mana "
            "abilities activated, mana taken from the pool, life paid (Phyrexian mana, pain lands). `mode`: "
            "`check` (payable only), `best` (one payment by `objective`), `all` (every minimal payment up to "
            "`limit`). `spend_on` applies spending restrictions (CR 106.6), `source` the {T}/{Q} of its own cost. "
            "When not payable, `reasons` give a minimal set of causes with rule numbers."
        ),
        "can_activate": (
            "May `object`'s `ability` (an index from the `abilities` tool, or {\"text\": ...}) be activated now, "
            "costs aside from mana: timing, tapped state, summoning sickness (CR 602.2, 602.5, 302.6). Gives "
            "`legal` and `reasons` [{rule, message}] when not."
        ),
        "activatable": (
            "Every activated and mana ability of `player`'s permanents: whether it can be activated now "
            "(CR 602.5, 302.6) and whether its cost is payable (CR 601.2g-h), with reasons."
        ),
        "copy_targets": (
            "May the copier `by` {object, ability} (Lithoform Engine, Strionic Resonator, Kurkesh, Rings of "
            "Brighthearth, Twincast, ...) copy stack entry `copy_of`, what the copy carries (modes, X, division, "
            "costs paid; CR 707.10) and every distinct list of new targets it may have (CR 115.7), the unchanged "
            "list included."
        ),
        "abilities": (
            "How the engine read `object`'s Oracle text (CR 113, 605.1): its abilities in index order (intrinsic "
            "mana abilities of basic land types first, CR 305.6) with kind mana/activated/triggered/static/spell/"
            "keyword, and the sentences it did not understand. Use the indexes to name abilities elsewhere."
        ),
        "castable": (
            "May `player` cast `card` now (CR 601.2, 601.3, 117.1a): zone (hand; graveyard by flashback), timing "
            "(instant or flash; else own main phase with an empty stack; split second), priority when the state's "
            "`turn` gives it, legal targets (CR 601.2c), and each way to cast it (mana cost, kicked, evoke, "
            "flashback, an alternative cost) with its total cost (CR 601.2f: increases such as Thalia's, "
            "reductions such as Goblin Electromancer's and affinity, then Trinisphere) and its payments in `mode` "
            "as the payments tool gives them (delve pays generic mana with graveyard cards)."
        ),
        "legal_plays": (
            "Every play `player` may make now: cards to cast by each cost option, abilities to activate, a land to "
            "play (CR 117.1, 305.1-305.2, 601.2), in `plays` (allowed and payable) and `others` (with reasons); "
            "`unknown` lists plays unread text keeps from being decided."
        ),
        "solve": (
            "Answer a whole mtgsolver request {state, queries} as `mtgsolve REQUEST.json` does: the response "
            "{results: [...]} in query order, each {id, ok: true, ...} or {id, ok: false, error}. Query kinds: "
            "could_produce (CR 106.7), payments (CR 601.2g-h), can_activate and activatable (CR 602.5), "
            "copy_targets (CR 707.10, 115.7), abilities (CR 113), castable and legal_plays (CR 601.2, 117.1)."
        ),
    }
)

#: Tool names in the order the server lists them.
TOOL_NAMES = ("could_produce", "payments", "can_activate", "activatable", "copy_targets", "abilities", "castable",
              "legal_plays", "solve")

_STATE_DESCRIPTION = "The game state: players, objects, ongoing effects and the stack (design/contract.md)."
_ID_DESCRIPTION = "The query's id, echoed in the answer (default: the tool's name)."


def tool_input_type(kind: str) -> type:
    """The Struct of a query tool's arguments (for its schema): ``state`` and the fields of ``kind``'s query Struct
    (:data:`model.io.QUERY_MODELS`) without its ``kind`` tag, with ``id`` optional. Raises ``KeyError`` for an
    unknown kind."""
    query_type = QUERY_MODELS[kind]
    own = fields(query_type)
    id_type = next(f.type for f in own if f.name == "id")
    specs: list[tuple[str, Any] | tuple[str, Any, Any]] = [
        ("state", Annotated[StateIn, Meta(description=_STATE_DESCRIPTION)]),
        ("id", Annotated[id_type, Meta(description=_ID_DESCRIPTION)], kind),
    ]
    for f in own:
        if f.name != "id":
            specs.append((f.name, f.type) if f.required else (f.name, f.type, _default_of(f)))
    return defstruct(f"{kind}_arguments", specs, kw_only=True, forbid_unknown_fields=True, frozen=True,
                     namespace={"__doc__": query_type.__doc__})


def _default_of(info: Any) -> Any:
    """A Struct field's default, a factory's made as a ``msgspec.field``."""
    from msgspec import NODEFAULT, field

    return field(default_factory=info.default_factory) if info.default is NODEFAULT else info.default


def tool_input_schema(name: str) -> dict[str, Any]:
    """The JSON Schema of a tool's arguments (``solve``: a whole request). Raises ``KeyError`` for an unknown tool."""
    return inline_json_schema(RequestIn if name == "solve" else tool_input_type(name))


def tool_output_schema(name: str) -> dict[str, Any]:
    """The JSON Schema of a tool's structured result (:mod:`model.schema`)."""
    if name == "solve":
        return response_json_schema()
    return result_json_schema(name)


def relative_path(path: str | None) -> str | None:
    """A path into a one-query request made relative to the tool's arguments: ``"queries[0].cost"`` -> ``"cost"``,
    ``"queries[0]"`` -> ``""``; ``state...`` paths are kept."""
    if path is None:
        return None
    if path == "queries[0]":
        return ""
    if path.startswith("queries[0]."):
        return path.removeprefix("queries[0].")
    if path.startswith("queries[0]["):
        return path.removeprefix("queries[0]")
    return path


def call_query_tool(kind: str, arguments: Mapping[str, Any], registry: Any = None) -> dict[str, Any]:
    """Answer a query tool call: ``{"id", "ok": true, ...}`` or ``{"id", "ok": false, "error"}``; never raises for
    bad arguments (a missing ``state``, an unknown field, a malformed state are ``bad_request`` errors)."""
    args = dict(arguments)
    qid = args.pop("id", kind)
    shown_id = qid if isinstance(qid, str) else kind
    if "kind" in args:
        return {"id": shown_id, "ok": False,
                "error": error_json("bad_request", "kind", f"unknown field 'kind': the {kind} tool implies it")}
    if "state" not in args:
        return {"id": shown_id, "ok": False,
                "error": error_json("bad_request", "state", "missing required field 'state'")}
    state = args.pop("state")
    response, _ = solve({"state": state, "queries": [{"id": qid, "kind": kind, **args}]}, registry=registry)
    if not response["results"]:
        error = response["error"]
        return {"id": shown_id, "ok": False, "error": error_json(error["code"], error["path"], error["message"])}
    result: dict[str, Any] = response["results"][0]
    if not result["ok"]:
        error = result["error"]
        result["error"] = error_json(error["code"], relative_path(error["path"]), error["message"])
    return result


def call_tool(name: str, arguments: Mapping[str, Any] | None, registry: Any = None) -> tuple[dict[str, Any], bool]:
    """``(structured result, is_error)`` of a tool call; an unknown tool is a ``bad_request`` result, not a raise.

    ``is_error`` is true when the answer is an error (a failed query, or a ``solve`` whose any query failed).
    """
    args = dict(arguments or {})
    if name == "solve":
        response, status = solve(args, registry=registry)
        return response, status != 0
    if name not in QUERY_MODELS:
        message = f"no tool {name!r}; the tools are {', '.join(TOOL_NAMES)}"
        return {"id": name, "ok": False, "error": error_json("bad_request", None, message)}, True
    result = call_query_tool(name, args, registry)
    return result, not result["ok"]


@dataclass(frozen=True)
class Unreadable:
    """A JSON value of a re-read line (:func:`reread_line`) that can't be given to a tool as it is: an integer of more
    digits than Python converts (``sys.get_int_max_str_digits()``), or a string (or an object with a key) holding a
    lone surrogate, which is no Unicode text and could not be written back as UTF-8. ``message`` says which."""

    message: str


#: The transport's request context (``ServerMessageMetadata.request_context``, the handler's ``ctx.request``) of a
#: message that holds :class:`Unreadable` markers.
HOLDS_UNREADABLE = "mtgsolver: the message holds Unreadable values"


def find_unreadable(value: Any) -> tuple[str, Unreadable] | None:
    """The first :class:`Unreadable` in ``value`` (JSON-like data) in document order, with its path in the contract's
    form (``"state.objects[0].name"``), or None."""
    stack: list[tuple[tuple[str | int, ...], Any]] = [((), value)]
    while stack:
        loc, node = stack.pop()
        if isinstance(node, Unreadable):
            return join_path("", loc), node
        children: list[tuple[str | int, Any]]
        if isinstance(node, dict):
            children = list(node.items())
        elif isinstance(node, list):
            children = list(enumerate(node))
        else:
            continue
        stack.extend((loc + (key,), child) for key, child in reversed(children))
    return None


def unreadable_result(name: str, arguments: Mapping[str, Any] | None) -> tuple[dict[str, Any], bool] | None:
    """``(structured result, True)`` for a tool call whose arguments hold an :class:`Unreadable`: the contract's
    ``bad_request`` at its path (relative to the arguments; for ``solve``, into the request), shaped as the tool's
    answer; None when there is none, or for an unknown tool (:func:`call_tool` answers that)."""
    if name != "solve" and name not in QUERY_MODELS:
        return None
    found = find_unreadable(dict(arguments or {}))
    if found is None:
        return None
    path, unreadable = found
    if name == "solve":
        return request_error(BadRequest(unreadable.message, path=path)), True
    qid = (arguments or {}).get("id")
    return {"id": qid if isinstance(qid, str) else name, "ok": False,
            "error": error_json("bad_request", path, unreadable.message)}, True


def _lone_surrogate(text: str) -> str | None:
    """The first lone surrogate of ``text`` written as a JSON escape (``"\\ud800"``), or None when it is Unicode."""
    if text.isascii():
        return None
    try:
        text.encode("utf-8")
    except UnicodeEncodeError as e:
        return f"\\u{ord(text[e.start]):04x}"
    return None


def _integer(digits: str) -> int | Unreadable:
    try:
        return int(digits)
    except ValueError:  # more digits than sys.get_int_max_str_digits() allows
        return Unreadable(f"an integer of {len(digits.lstrip('-')):,} digits is too large to read")


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def _mark_lone_surrogates(document: Any) -> tuple[Any, bool]:
    """``document`` with each string holding a lone surrogate, and each object with such a key, replaced by an
    :class:`Unreadable` (in place; without recursion, however deep), and whether it holds any Unreadable at all."""
    root = [document]
    stack: list[Any] = [root]
    marked = False
    while stack:
        node = stack.pop()
        for key in list(node) if isinstance(node, dict) else range(len(node)):
            value = node[key]
            if isinstance(value, str):
                if (escape := _lone_surrogate(value)) is not None:
                    node[key] = Unreadable(f"a string with a lone surrogate ({escape}) is not Unicode text")
            elif isinstance(value, dict):
                bad_key = next((e for e in map(_lone_surrogate, value) if e is not None), None)
                if bad_key is not None:
                    node[key] = Unreadable(f"an object key with a lone surrogate ({bad_key}) is not Unicode text")
                else:
                    stack.append(value)
            elif isinstance(value, list):
                stack.append(value)
            marked = marked or isinstance(node[key], Unreadable)
    return root[0], marked


def _error_reply(request_id: str | int | None, code: int, message: str) -> types.JSONRPCError:
    import mcp_types as types

    return types.JSONRPCError(jsonrpc="2.0", id=request_id, error=types.ErrorData(code=code, message=message))


def _request_id(document: Any) -> str | int | None:
    """The id of a JSON-RPC message when it is a usable one (a string or an integer), else None (JSON-RPC 2.0 §5)."""
    if isinstance(document, dict):
        rid = document.get("id")
        if isinstance(rid, str) or (isinstance(rid, int) and not isinstance(rid, bool)):
            return rid
    return None


def _invalid_request(document: Any, error: ValidationError) -> types.JSONRPCError:
    """-32600 Invalid Request for a JSON value that is no JSON-RPC message, naming what is wrong with it as a request
    (or, without an id, as a notification): the first problem pydantic found for that branch of the message union."""
    import mcp_types as types

    branch = "JSONRPCRequest" if isinstance(document, dict) and "id" in document else "JSONRPCNotification"
    problems = [e for e in error.errors(include_url=False) if e["loc"][:1] == (branch,)]
    detail = "not a JSON-RPC 2.0 message"
    if problems:
        where = ".".join(str(part) for part in problems[0]["loc"][1:])
        detail = f"{where}: {problems[0]['msg']}" if where else "a JSON-RPC 2.0 message is a JSON object"
    return _error_reply(_request_id(document), types.INVALID_REQUEST, f"Invalid Request: {detail}")


def reread_line(line: str) -> SessionMessage | types.JSONRPCError | None:
    """Read again a line the SDK's JSON parser refused, with Python's :mod:`json`: the message to pass on (its
    :class:`Unreadable` values marked, see :data:`HOLDS_UNREADABLE`), or the JSON-RPC error to reply (-32700 when it
    is not JSON, -32600 when it is no JSON-RPC message), or None for a blank line."""
    import mcp_types as types
    from mcp.shared.message import ServerMessageMetadata, SessionMessage

    if not line.strip():
        return None
    try:
        document = json.loads(line, parse_int=_integer, parse_constant=_no_constant)
    except RecursionError:
        has_id, rid = _shallow_id(line)
        if not has_id:
            return _error_reply(None, types.PARSE_ERROR, "Parse error: nested deeper than the server reads")
        return _error_reply(rid, types.INVALID_REQUEST, "Invalid Request: nested deeper than the server reads")
    except ValueError as e:  # json.JSONDecodeError included
        return _error_reply(None, types.PARSE_ERROR, f"Parse error: {e}")
    document, marked = _mark_lone_surrogates(document)
    if isinstance(document, dict) and isinstance(unreadable_id := document.get("id"), Unreadable):
        # Not a notification: a request whose id can't be read back (JSON-RPC 2.0 §5: then the reply's id is null).
        return _error_reply(None, types.INVALID_REQUEST, f"Invalid Request: id: {unreadable_id.message}")
    try:
        message = types.jsonrpc_message_adapter.validate_python(document, by_name=False)
    except ValidationError as e:
        return _invalid_request(document, e)
    return SessionMessage(message, ServerMessageMetadata(request_context=HOLDS_UNREADABLE) if marked else None)


#: A JSON string, escapes included (RFC 8259, section 7).
_JSON_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
_SPACE = re.compile(r"[ \t\n\r]*")


def _skip_value(text: str, pos: int) -> int:
    """The end of the JSON value that starts at ``pos`` (well-formed, as its line was read as JSON before), found
    without recursion: brackets are counted, strings skipped whole."""
    depth = 0
    while True:
        char = text[pos]
        if char == '"':
            match = _JSON_STRING.match(text, pos)
            if match is None:
                raise ValueError("an unterminated string")
            pos = match.end()
        else:
            depth += char in "[{"
            depth -= char in "]}"
            pos += 1
        if depth == 0 and (char in "]}\"" or pos == len(text) or text[pos] in ",]} \t\n\r"):
            return pos


def _shallow_id(line: str) -> tuple[bool, str | int | None]:
    """Whether a JSON object too deeply nested for :mod:`json` to read whole has an ``id`` member, and its id when
    it is a usable one (a string or an integer, JSON-RPC 2.0 section 5; else None): its top-level members are read
    one at a time, a too deep one skipped. ``(False, None)`` for a line that is no such object."""
    decoder = json.JSONDecoder(parse_int=_integer, parse_constant=_no_constant)
    text = line.strip()
    try:
        pos = _past(text, 0, "{")
        while text[pos] == '"':
            key, pos = decoder.raw_decode(text, pos)
            pos = _past(text, pos, ":")
            try:
                value, pos = decoder.raw_decode(text, pos)
            except RecursionError:
                value, pos = None, _skip_value(text, pos)
            if key == "id":
                return True, _request_id({"id": value})
            pos = _past(text, pos, ",")
    except (ValueError, IndexError):  # no JSON object, or malformed after all
        return False, None
    return False, None


def _past(text: str, pos: int, char: str) -> int:
    """The position after ``char`` (white space before and after it skipped), which must be at ``pos``; raises
    ``ValueError`` when it isn't."""
    pos = _SPACE.match(text, pos).end()  # type: ignore[union-attr]  # matches the empty string
    if text[pos] != char:
        raise ValueError(f"{char!r} expected at {pos}")
    return _SPACE.match(text, pos + 1).end()  # type: ignore[union-attr]


def reread(error: Exception) -> SessionMessage | types.JSONRPCError | None:
    """What to do with an ``Exception`` a transport put on the read stream in place of a message it couldn't read:
    the message to pass on, the JSON-RPC error to reply, or None (nothing to answer).

    The SDK's stdio transport sends pydantic's ``ValidationError``: for JSON its parser refused, the error's input is
    the whole line, which :func:`reread_line` reads again; for JSON that is no JSON-RPC message, the error's inputs
    hold the parsed value (the missing-field errors' input is the whole object), whose id the -32600 reply takes.
    """
    import mcp_types as types

    if isinstance(error, ValidationError):
        problems = error.errors(include_url=False)
        if problems and problems[0]["type"] == "json_invalid" and isinstance(problems[0]["input"], str):
            return reread_line(problems[0]["input"])
        whole = [p["input"] for p in problems if len(p["loc"]) == 1 or (p["type"] == "missing" and len(p["loc"]) == 2)]
        return _invalid_request(whole[0] if whole else None, error)
    return _error_reply(None, types.PARSE_ERROR, f"Parse error: the message could not be read ({type(error).__name__})")


class AnsweringReadStream:
    """A transport's read stream that answers what the SDK would drop: each ``Exception`` item (a line the transport
    could not read) goes through :func:`reread`; a message read again is passed on, a JSON-RPC error is written to
    ``write_stream`` (the same stream the server writes to), and the next item is read. Everything else is passed
    through unchanged, with the sender's context (``last_context``) as the SDK's dispatcher expects.

    ``lines``, when given, holds the lines the transport read, in order, one per item (:class:`LoggedLines`): a
    message the SDK took for a notification whose line has an ``id`` member (an id that is no string or integer,
    which the SDK's models drop: 1.5, true, {}, null) gets -32600 Invalid Request with id null (JSON-RPC 2.0,
    sections 4 and 5; MCP: a request id is a string or an integer), not silence."""

    def __init__(self, inner: ReadStream[SessionMessage | Exception], write_stream: WriteStream[SessionMessage],
                 lines: deque[str] | None = None) -> None:
        self._inner = inner
        self._write_stream = write_stream
        self._lines = lines

    @property
    def last_context(self) -> contextvars.Context | None:
        """The sender's context of the last item received (duck-typed by the SDK's dispatcher)."""
        return getattr(self._inner, "last_context", None)

    async def receive(self) -> SessionMessage | Exception:
        """The next message; lines that could not be read are answered (or passed on re-read) on the way."""
        import anyio
        import mcp_types as types
        from mcp.shared.message import SessionMessage

        while True:
            item = await self._inner.receive()
            raw = self._lines.popleft() if self._lines else None
            if not isinstance(item, Exception):
                if raw is not None and _bad_id_request(item, raw):
                    await self._write_stream.send(SessionMessage(_error_reply(
                        None, types.INVALID_REQUEST, "Invalid Request: id: a request id is a string or an integer")))
                    continue
                return item
            try:
                # In a worker thread: a long line re-read doesn't stop the event loop writing other calls' answers.
                outcome = await anyio.to_thread.run_sync(reread, item)
            except Exception:  # never let one line stop the server
                logger.exception("could not answer an unreadable message")
                outcome = _error_reply(None, types.INTERNAL_ERROR, "Internal error: the message could not be read")
            if isinstance(outcome, SessionMessage):
                return outcome
            if outcome is not None:
                await self._write_stream.send(SessionMessage(outcome))

    async def aclose(self) -> None:
        """Close the wrapped stream."""
        await self._inner.aclose()

    def __aiter__(self) -> AnsweringReadStream:
        return self

    async def __anext__(self) -> SessionMessage | Exception:
        import anyio

        try:
            return await self.receive()
        except anyio.EndOfStream:
            raise StopAsyncIteration from None

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(self, exc_type: type[BaseException] | None, exc_val: BaseException | None,
                        exc_tb: TracebackType | None) -> None:
        await self.aclose()


class LoggedLines:
    """An async iterable of standard input's lines (UTF-8, undecodable bytes replaced, as the SDK reads them), each
    also appended to ``read`` as it is yielded, for :class:`AnsweringReadStream` to match with the item the
    transport makes of it (one item per line, in order)."""

    def __init__(self, lines: AsyncIterable[str]) -> None:
        self._lines = lines
        self.read: deque[str] = deque()

    def __aiter__(self) -> AsyncIterator[str]:
        return self._logged()

    async def _logged(self) -> AsyncIterator[str]:
        async for line in self._lines:
            self.read.append(line)
            yield line


def _bad_id_request(item: SessionMessage, raw: str) -> bool:
    """Whether ``item``, read from the line ``raw``, is a notification to the SDK although its line has an ``id``
    member: a request whose id the SDK dropped because it is no string or integer."""
    import mcp_types as types

    if not isinstance(item.message, types.JSONRPCNotification):
        return False
    try:
        document = json.loads(raw)
    except (ValueError, RecursionError):
        return False
    return isinstance(document, dict) and "id" in document


@asynccontextmanager
async def stdio_streams() -> AsyncIterator[tuple[AnsweringReadStream, WriteStream[SessionMessage]]]:
    """The SDK's stdio transport (``mcp.server.stdio.stdio_server``) with its read stream wrapped in an
    :class:`AnsweringReadStream`, so every line gets a reply."""
    import anyio
    from mcp.server.stdio import stdio_server

    # Standard input is given to the transport (so each line is also logged); closefd=False: the descriptor stays
    # open for the process. Standard output is still the SDK's own (fd 1 diverted to stderr while serving).
    async with await anyio.open_file(sys.stdin.fileno(), encoding="utf-8", errors="replace", closefd=False) as text:
        stdin = LoggedLines(text)
        async with stdio_server(stdin=stdin) as (read_stream, write_stream):  # type: ignore[arg-type]
            yield AnsweringReadStream(read_stream, write_stream, stdin.read), write_stream


def _run_in_slot(slots: threading.BoundedSemaphore, cancelled: threading.Event, job: Callable[[], _T]) -> _T | None:
    """Run ``job`` in this worker thread once one of ``slots`` is free, unless the call was cancelled meanwhile."""
    with slots:
        if cancelled.is_set():
            return None
        return job()


async def params_error_at_its_path(ctx: Any, call_next: Callable[[Any], Awaitable[Any]]) -> Any:
    """Server middleware: a ``tools/call`` whose params the SDK refuses (``arguments`` that is no JSON object, a
    ``name`` that is no string or is missing) is still JSON-RPC's -32602 Invalid params, and its error's ``data`` is
    the contract's error object, ``bad_request`` at the offending member's path into the request
    (``"params.arguments"``), as every other bad request has (contract "Errors"); the SDK's own reply has no path."""
    from mcp.shared.exceptions import MCPError
    from mcp_types import INVALID_PARAMS

    try:
        return await call_next(ctx)
    except ValidationError as e:
        if ctx.method != "tools/call":
            raise
        error = from_validation_error(e)
        raise MCPError(code=INVALID_PARAMS, message=f"Invalid params: {error.path}: {error.message}",
                       data=error_json(error.code, error.path, error.message)) from None


def _problem_message(problem: Mapping[str, Any]) -> str:
    kind = problem["type"]
    loc = problem.get("loc", ())
    last = loc[-1] if loc else ""
    if kind == "missing":
        return f"missing required field {last!r}"
    if kind == "extra_forbidden":
        return f"unknown field {last!r}"
    message = str(problem.get("msg", "invalid value"))
    return f"{message}, got {_short(problem['input'])}" if "input" in problem else message


def _short(value: Any, width: int = 60) -> str:
    text = repr(value)
    return text if len(text) <= width else text[: width - 3] + "..."


def from_validation_error(error: ValidationError) -> BadRequest:
    """The contract's error for a pydantic ``ValidationError`` of the SDK's (a ``tools/call`` whose params it
    refused): the first problem, with its path into the message's params; an unknown field comes before a missing
    one, and when both are in one object it names the missing one ("unknown field 'argumens' (did you mean
    'arguments'?)")."""
    problems = error.errors(include_url=False)
    unknown = [p for p in problems if p["type"] == "extra_forbidden"]
    first = unknown[0] if unknown else problems[0]
    message = _problem_message(first)
    if unknown:
        loc = tuple(first.get("loc", ()))
        missing = [p["loc"][-1] for p in problems if p["type"] == "missing" and tuple(p["loc"][:-1]) == loc[:-1]]
        if missing:
            message += f" (did you mean {missing[0]!r}?)"
    if len(problems) > 1:
        message += f" (and {len(problems) - 1} more problem{'s' if len(problems) > 2 else ''})"
    return BadRequest(message, path=join_path("", first.get("loc", ())))


def warm_up() -> None:
    """Load the card registry, build the Oracle-text parser and import every solver module (OR-Tools included),
    so no call pays for it."""
    from mtgsolver.model.reader import read_ability_text
    from mtgsolver.model.registry import default_registry

    default_registry()
    read_ability_text("{T}: Add {C}.")
    for module_name in sorted({module for module, _ in ANSWERS.values()} | set(EXTRA_MODULES)):
        try:
            importlib.import_module(module_name)
        except ImportError:
            continue  # its queries answer not_implemented, as through the command


def build_server(registry: Any = None, *, warm: bool = True, max_calls: int = MAX_CONCURRENT_CALLS) -> Any:
    """The MCP server (an ``mcp.server.Server``) answering with ``registry`` (default: the embedded cards).

    With ``warm``, :func:`warm_up` runs when the server starts (its lifespan). Tool calls run in worker threads, at
    most ``max_calls`` at once (see the module docstring), so a long search holds up neither pings nor other calls.
    """
    import anyio
    import mcp_types as types
    from mcp.server import Server

    # Waiting for a thread is cancellable; `slots`, taken inside the thread, also counts cancelled calls still running.
    threads = anyio.CapacityLimiter(max_calls)
    slots = threading.BoundedSemaphore(max_calls)
    tools = [
        types.Tool(
            name=name,
            title=name.replace("_", " "),
            description=DESCRIPTIONS[name],
            input_schema=tool_input_schema(name),
            output_schema=tool_output_schema(name),
            annotations=types.ToolAnnotations(read_only_hint=True, idempotent_hint=True, open_world_hint=False),
        )
        for name in TOOL_NAMES
    ]

    @asynccontextmanager
    async def lifespan(_: Any) -> AsyncIterator[dict[str, Any]]:
        if warm:
            await anyio.to_thread.run_sync(warm_up)
        yield {}

    async def on_list_tools(_ctx: Any, _params: Any) -> Any:
        return types.ListToolsResult(tools=tools)

    async def on_call_tool(ctx: Any, params: Any) -> Any:
        answer: tuple[dict[str, Any], bool] | None = None
        if getattr(ctx, "request", None) == HOLDS_UNREADABLE:
            answer = unreadable_result(params.name, params.arguments)
        if answer is None:
            cancelled = threading.Event()
            job = partial(call_tool, params.name, params.arguments, registry)
            try:
                answer = await anyio.to_thread.run_sync(
                    partial(_run_in_slot, slots, cancelled, job), abandon_on_cancel=True, limiter=threads)
            except anyio.get_cancelled_exc_class():
                cancelled.set()  # not started yet: it won't be; running: it finishes, unanswered
                raise
        assert answer is not None  # only a cancelled call's job returns None, and that one was abandoned
        result, is_error = answer
        text = json.dumps(result, ensure_ascii=False, separators=(",", ":"))
        return types.CallToolResult(
            content=[types.TextContent(type="text", text=text)], structured_content=result, is_error=is_error
        )

    server = Server(
        SERVER_NAME,
        version=_version(),
        instructions=(
            "Exact answers to Magic: The Gathering legality questions. Describe the game state (players, objects by "
            "registry card name or inline Oracle text, effects, stack) and ask: could_produce (CR 106.7), payments "
            "(CR 601.2g-h), can_activate / activatable (CR 602.5), copy_targets (CR 707.10), abilities (CR 113); "
            "solve takes a whole request."
        ),
        lifespan=lifespan,
        on_list_tools=on_list_tools,
        on_call_tool=on_call_tool,
    )
    server.middleware.append(params_error_at_its_path)  # innermost: the SDK's outer middleware sees its error
    return server


def _version() -> str:
    try:
        from importlib.metadata import version

        return version("mtgsolver")
    except Exception:  # noqa: BLE001 - not installed as a distribution
        return "0"


def serve_stdio(registry: Any = None) -> None:
    """Run the server over standard input and output until the client closes the connection; every line gets a
    reply (:func:`stdio_streams`)."""
    import anyio

    server = build_server(registry)

    async def run() -> None:
        async with stdio_streams() as (read_stream, write_stream):
            await server.run(read_stream, write_stream, server.create_initialization_options())

    anyio.run(run)
