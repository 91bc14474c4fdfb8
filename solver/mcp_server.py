"""``mtgsolve serve``: a Model Context Protocol server over stdio (the official ``mcp`` SDK, v2 low-level API).

Tools, one per query kind of ``design/contract.md`` plus ``solve``:

* ``could_produce``, ``payments``, ``can_activate``, ``activatable``, ``copy_targets``, ``abilities`` take
  ``{"state": {...}, ...the query's fields}`` (``id`` optional, ``kind`` implied) and return that query's result,
  ``{"id", "ok": true, ...answer}`` or ``{"id", "ok": false, "error": {"code", "path", "message"}}``. A query
  error's ``path`` is relative to the tool's arguments (``"cost"``, ``"by.object"``); a state error's path starts
  with ``state.``.
* ``solve`` takes a whole request ``{"state", "queries"}`` and returns the whole response, exactly as
  ``mtgsolve REQUEST.json`` prints it (``{"results": [...]}``, or the request error).

Input schemas are generated from the request models of :mod:`model.io`, output schemas from the response models
of :mod:`model.schema`; the arguments are checked by :func:`solver.api.solve` itself, so a bad call returns the
contract's error object (``isError: true``), never a protocol error or a traceback, and the server keeps serving.
The card registry and every solver module (OR-Tools included) are loaded once, when the server starts
(:func:`warm_up`), so a call costs only its own solving.
"""

from __future__ import annotations

import importlib
import json
from collections.abc import AsyncIterator, Mapping
from contextlib import asynccontextmanager
from functools import partial
from types import MappingProxyType
from typing import Any

from mtgsolver.model.io import QUERY_MODELS, RequestIn, StateIn
from mtgsolver.model.schema import response_json_schema, result_json_schema
from mtgsolver.solver.api import error_json, solve
from mtgsolver.solver.board import ANSWERS
from pydantic import BaseModel, ConfigDict, Field, create_model
from pydantic.fields import FieldInfo

SERVER_NAME = "mtgsolver"

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
        "solve": (
            "Answer a whole mtgsolver request {state, queries} as `mtgsolve REQUEST.json` does: the response "
            "{results: [...]} in query order, each {id, ok: true, ...} or {id, ok: false, error}. Query kinds: "
            "could_produce (CR 106.7), payments (CR 601.2g-h), can_activate and activatable (CR 602.5), "
            "copy_targets (CR 707.10, 115.7), abilities (CR 113)."
        ),
    }
)

#: Tool names in the order the server lists them.
TOOL_NAMES = ("could_produce", "payments", "can_activate", "activatable", "copy_targets", "abilities", "solve")

_STATE_DESCRIPTION = "The game state: players, objects, ongoing effects and the stack (design/contract.md)."
_ID_DESCRIPTION = "The query's id, echoed in the answer (default: the tool's name)."


def tool_input_model(kind: str) -> type[BaseModel]:
    """The pydantic model of a query tool's arguments: ``state`` and the fields of ``kind``'s query model
    (:data:`model.io.QUERY_MODELS`) except ``kind``, with ``id`` optional. Raises ``KeyError`` for an unknown kind.
    """
    query_model = QUERY_MODELS[kind]
    fields: dict[str, Any] = {
        "state": (StateIn, Field(description=_STATE_DESCRIPTION)),
        "id": (str, FieldInfo.merge_field_infos(query_model.model_fields["id"], default=kind,
                                                 description=_ID_DESCRIPTION)),
    }
    for name, info in query_model.model_fields.items():
        if name not in ("id", "kind"):
            fields[name] = (info.annotation, info)
    return create_model(  # type: ignore[call-overload, no-any-return]
        f"{kind}_arguments",
        __config__=ConfigDict(extra="forbid", strict=True),
        __doc__=query_model.__doc__,
        **fields,
    )


def tool_input_schema(name: str) -> dict[str, Any]:
    """The JSON Schema of a tool's arguments (``solve``: a whole request). Raises ``KeyError`` for an unknown tool."""
    if name == "solve":
        return RequestIn.model_json_schema()
    return tool_input_model(name).model_json_schema()


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


def build_server(registry: Any = None, *, warm: bool = True) -> Any:
    """The MCP server (an ``mcp.server.Server``) answering with ``registry`` (default: the embedded cards).

    With ``warm``, :func:`warm_up` runs when the server starts (its lifespan). Tool calls run one at a time in a
    worker thread, so the server keeps answering pings during a long search.
    """
    import anyio
    import mcp_types as types
    from mcp.server import Server

    limiter = anyio.CapacityLimiter(1)
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

    async def on_call_tool(_ctx: Any, params: Any) -> Any:
        answer = partial(call_tool, params.name, params.arguments, registry)
        result, is_error = await anyio.to_thread.run_sync(answer, limiter=limiter)
        text = json.dumps(result, ensure_ascii=False, separators=(",", ":"))
        return types.CallToolResult(
            content=[types.TextContent(type="text", text=text)], structured_content=result, is_error=is_error
        )

    return Server(
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


def _version() -> str:
    try:
        from importlib.metadata import version

        return version("mtgsolver")
    except Exception:  # noqa: BLE001 - not installed as a distribution
        return "0"


def serve_stdio(registry: Any = None) -> None:
    """Run the server over standard input and output until the client closes the connection."""
    import anyio
    from mcp.server.stdio import stdio_server

    server = build_server(registry)

    async def run() -> None:
        async with stdio_server() as (read_stream, write_stream):
            await server.run(read_stream, write_stream, server.create_initialization_options())

    anyio.run(run)
