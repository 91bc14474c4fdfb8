"""The ``mtgsolve`` command (also ``python -m mtgsolver``).

Usage::

    mtgsolve REQUEST.json            # answer a request (design/contract.md); '-' reads standard input
    mtgsolve --format text req.json  # the same answers for a person to read (default on a terminal)
    mtgsolve --cards extra.json req.json   # add cards (MTGJSON, Scryfall or corpus JSON lines) to the registry
    mtgsolve schema [request|response|all]   # the JSON Schema of a request (default), a response, or both
    mtgsolve serve                   # a Model Context Protocol server over stdio (solver/mcp_server.py)
    mtgsolve batch IN.jsonl OUT.jsonl [--jobs N] [--resume]   # one request per line in, one response per line out

Standard output is one JSON document, ``{"results": [...]}``. Exit status: 0 when every query is ok, 1 when some
query failed, 2 when the request itself is malformed (not JSON, a bad state, an unreadable file).
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import sys
from collections.abc import Callable, Mapping, Sequence
from typing import Any, TextIO

from mtgsolver.model.errors import MtgSolverError

EXIT_OK, EXIT_QUERY_FAILED, EXIT_BAD_REQUEST = 0, 1, 2

DESCRIPTION = ("Answer Magic: The Gathering legality questions (mana payments, CR 106.7 could-produce, copy targets, "
               "activation, castable and legal plays).")
EPILOG = """\
commands:
  mtgsolve REQUEST.json     answer a request ('-' for standard input)
  mtgsolve schema [KIND]    print the JSON Schema of a request (KIND: request, response or all)
  mtgsolve serve            serve the queries as MCP tools over stdio (for AI agents)
  mtgsolve batch IN OUT     answer a JSON-lines file of requests into a JSON-lines file, in parallel
  mtgsolve coverage FILE    how much of a card file the Oracle-text reader understands

exit status: 0 every query ok, 1 some query failed, 2 the request is malformed.
See README.md for the request format (it summarises the contract) and `mtgsolve schema` for its JSON Schema."""


def _version() -> str:
    try:
        from importlib.metadata import version

        return version("mtgsolver")
    except Exception:  # noqa: BLE001 - not installed as a distribution
        return "unknown"


class _VersionAction(argparse.Action):
    """``--version``: prints ``mtgsolve VERSION`` and exits, looking the version up only then (the package metadata
    takes about 15 ms to read, which a request doesn't pay)."""

    def __init__(self, option_strings: Sequence[str], dest: str = argparse.SUPPRESS,
                 default: Any = argparse.SUPPRESS, help: str = "show program's version number and exit") -> None:
        super().__init__(option_strings=option_strings, dest=dest, default=default, nargs=0, help=help)

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace, values: Any,
                 option_string: str | None = None) -> None:
        sys.stdout.write(f"mtgsolve {_version()}\n")
        parser.exit()


def _solve_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="mtgsolve", description=DESCRIPTION, epilog=EPILOG, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("request", metavar="REQUEST", help="request JSON file, or '-' for standard input")
    parser.add_argument(
        "--format", choices=("json", "text"), default=None,
        help="output format (default: text when standard output is a terminal, else json)",
    )
    parser.add_argument("--cards", action="append", default=[], metavar="FILE",
                        help="extra card file (MTGJSON AtomicCards, Scryfall oracle-cards, or corpus JSON lines; "
                             "gzip allowed); may be repeated")
    parser.add_argument("--compact", action="store_true", help="JSON on one line")
    parser.add_argument("--version", action=_VersionAction)
    return parser


def _schema_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="mtgsolve schema", description="Print the published JSON Schema (draft 2020-12) of a request or a response."
    )
    parser.add_argument("which", nargs="?", choices=("request", "response", "all"), default="request",
                        help="request (default), response, or all: {\"request\": ..., \"response\": ...}")
    parser.add_argument("--compact", action="store_true", help="JSON on one line")
    return parser


def _cards_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--cards", action="append", default=[], metavar="FILE",
                        help="extra card file (as for mtgsolve REQUEST); may be repeated")


def _serve_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="mtgsolve serve",
        description="Serve the query kinds as Model Context Protocol tools over stdio (could_produce, payments, "
                    "can_activate, activatable, copy_targets, abilities, solve). The card registry and the solvers "
                    "stay loaded between calls.",
    )
    _cards_option(parser)
    return parser


def _batch_parser() -> argparse.ArgumentParser:
    from mtgsolver.solver.batch import default_jobs

    parser = argparse.ArgumentParser(
        prog="mtgsolve batch",
        description="Answer one request per line of IN into one response per line of OUT, in order, across worker "
                    "processes. A malformed line gets an error line; answers are flushed as they are made.",
        epilog="exit status: 0 every line ok, 1 some line has a failed query or is malformed, 2 the run could not "
               "start, 130 interrupted (rerun with --resume).",
    )
    parser.add_argument("input", metavar="IN.jsonl", help="requests, one JSON object per line ('-': standard input)")
    parser.add_argument("output", metavar="OUT.jsonl", help="responses, one per line (overwritten unless --resume)")
    parser.add_argument("--jobs", "-j", type=int, default=default_jobs(), metavar="N",
                        help="worker processes (default: the core count, %(default)s here)")
    parser.add_argument("--resume", action="store_true",
                        help="keep the complete lines already in OUT and answer only the lines after them")
    bar = parser.add_mutually_exclusive_group()
    bar.add_argument("--progress", action="store_true", help="a progress bar on standard error even when it is not "
                     "a terminal (by default there is one only on a terminal)")
    bar.add_argument("--no-progress", action="store_true", help="no progress bar")
    _cards_option(parser)
    return parser


def _dump(doc: Any, compact: bool) -> str:
    if compact:
        return json.dumps(doc, ensure_ascii=False, separators=(",", ":"))
    return _pretty(doc, 0)


def _pretty(value: Any, depth: int, width: int = 118) -> str:
    """Indented JSON; below the top two levels, objects and lists of plain values that fit stay on one line."""
    flat = json.dumps(value, ensure_ascii=False)
    if not isinstance(value, (dict, list)) or not value:
        return flat
    children = value.values() if isinstance(value, dict) else value
    leaf = not any(isinstance(v, (dict, list)) and v for v in children)
    if leaf and depth > 1 and len(flat) + 2 * depth <= width:
        return flat
    pad, inner = "  " * depth, "  " * (depth + 1)
    if isinstance(value, dict):
        items = [f"{inner}{json.dumps(k, ensure_ascii=False)}: {_pretty(v, depth + 1)}" for k, v in value.items()]
        return "{\n" + ",\n".join(items) + "\n" + pad + "}"
    return "[\n" + ",\n".join(inner + _pretty(v, depth + 1) for v in value) + "\n" + pad + "]"


def _read_request(source: str) -> bytes:
    from mtgsolver.model.io import MAX_REQUEST_BYTES

    if source == "-":
        data = sys.stdin.buffer.read(MAX_REQUEST_BYTES + 1)
    else:
        with open(source, "rb") as f:
            data = f.read(MAX_REQUEST_BYTES + 1)
    return data


# --------------------------------------------------------------------------------------------------------------------
# Text output.


def _value(value: Any) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if value is None:
        return "-"
    if isinstance(value, list) and all(isinstance(v, (str, int, float)) and not isinstance(v, bool) for v in value):
        return " ".join(str(v) for v in value) if value else "(none)"
    if isinstance(value, (dict, list)):
        return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))
    return str(value)


def _payment(p: Mapping[str, Any]) -> str:
    parts = []
    for a in p.get("activations", []):
        if isinstance(a, Mapping):
            extra = [f"{key} {', '.join(map(str, value)) if isinstance(value, list) else value}"
                     for key, value in a.items() if key not in ("object", "ability", "produces")]
            parts.append(f"{a.get('object')}[{a.get('ability')}] -> {a.get('produces', '')}"
                         + (f" ({'; '.join(extra)})" if extra else ""))
    if p.get("pool"):
        parts.append(f"pool {p['pool']}")
    if p.get("life"):
        parts.append(f"{p['life']} life")
    if p.get("life_lost"):
        parts.append(f"{p['life_lost']} life lost to effects")
    for key in ("tapped", "sacrificed"):
        if isinstance(p.get(key), list) and p[key]:
            parts.append(f"{key} {', '.join(map(str, p[key]))}")
    if p.get("delved"):
        parts.append(f"{p['delved']} cards delved")
    rest = {k: v for k, v in p.items()
            if k not in ("activations", "pool", "life", "life_lost", "tapped", "sacrificed", "delved")}
    if rest:
        parts.append(_value(rest))
    return ", ".join(parts) or "(nothing to pay)"


def _reason(r: Any) -> str:
    if not isinstance(r, Mapping):
        return _value(r)
    rule = r.get("rule", "")
    objects = r.get("objects")
    tail = f" [{', '.join(map(str, objects))}]" if objects else ""
    return f"{rule}: {r.get('message', '')}{tail}".strip(": ")


def _option_line(o: Mapping[str, Any]) -> list[str]:
    """One castable option: its name and total cost, whether it is legal and payable, then its reasons and payments
    indented."""
    head = (f"option {o.get('option')} {o.get('cost')}: legal {_value(o.get('legal'))}, "
            f"payable {_value(o.get('payable'))}")
    rest = [line for key, value in o.items() if key not in ("option", "cost", "legal", "payable")
            and not (key == "reasons" and not value) for line in _row_lines(key, value)]
    return [head] + ["  " + line for line in rest]


def _play_line(p: Mapping[str, Any]) -> str:
    """One play of legal_plays: what, which object, its cost or text, and why not when it isn't allowed."""
    what = {"cast": f"cast {p.get('object')} ({p.get('option')}, {p.get('cost')})",
            "activate": f"activate {p.get('object')}[{p.get('ability')}] {p.get('text', '')}",
            "play_land": f"play land {p.get('object')}"}.get(str(p.get("play")), _value(p))
    reasons = p.get("reasons") or []
    return what + (f": {'; '.join(_reason(r) for r in reasons)}" if reasons else "")


def _row_lines(key: str, value: Any) -> list[str]:
    if key == "options" and isinstance(value, list) and all(isinstance(o, Mapping) for o in value):
        return [line for o in value for line in _option_line(o)] or ["options: (none)"]
    if key in ("plays", "others") and isinstance(value, list) and all(isinstance(p, Mapping) for p in value):
        label = "play" if key == "plays" else "not allowed"
        return [f"{label}: {_play_line(p)}" for p in value] or [f"{key}: (none)"]
    if key == "unknown" and isinstance(value, list) and all(isinstance(u, Mapping) for u in value):
        return [f"unknown: {u.get('object')}"
                + (f"[{u['ability']}]" if "ability" in u else "")
                + f": {u.get('error', {}).get('message', '')}" for u in value]
    if key == "payments" and isinstance(value, list):
        return [f"payment {i + 1}: {_payment(p) if isinstance(p, Mapping) else _value(p)}"
                for i, p in enumerate(value)] or ["payments: (none)"]
    if key == "reasons" and isinstance(value, list):
        return [f"reason: {_reason(r)}" for r in value]
    if key == "choices" and isinstance(value, list):
        return [f"choice {i + 1}: {_value(c)}" for i, c in enumerate(value)] or ["choices: (none)"]
    if key == "abilities" and isinstance(value, list) and all(isinstance(a, Mapping) for a in value):
        lines = []
        for a in value:
            if "index" in a and "kind" in a:
                lines.append(f"ability {a['index']} ({a['kind']}): {a.get('text', '')}")
            else:
                flags = ", ".join(
                    f"{k} {'; '.join(_reason(r) for r in v) if k == 'reasons' and isinstance(v, list) else _value(v)}"
                    for k, v in a.items() if k not in ("object", "ability", "text") and not (k == "reasons" and not v)
                )
                lines.append(f"{a.get('object')}[{a.get('ability')}] {a.get('text', '')}: {flags}")
        return lines or ["abilities: (none)"]
    return [f"{key}: {_value(value)}"]


def format_text(response: Mapping[str, Any], kinds: Mapping[str, str] | None = None) -> str:
    """The response for a person to read: one block per query (id, kind, ok/error, then its fields)."""
    if "error" in response and not response.get("results"):
        e = response["error"]
        return f"request error: {e.get('code')} at {e.get('path') or '(the whole request)'}: {e.get('message')}\n"
    kinds = kinds or {}
    results = response.get("results", [])
    width = max([len(str(r.get("id"))) for r in results] + [2])
    kind_width = max([len(kinds.get(str(r.get("id")), "")) for r in results] + [4])
    out = []
    for r in results:
        rid = str(r.get("id"))
        head = f"{rid:<{width}}  {kinds.get(rid, ''):<{kind_width}}  "
        pad = " " * len(head)
        if not r.get("ok"):
            e = r.get("error", {})
            out.append(f"{head}ERROR {e.get('code')} at {e.get('path')}: {e.get('message')}")
            continue
        lines = []
        for key, value in r.items():
            if key in ("id", "ok"):
                continue
            lines.extend(_row_lines(key, value))
        out.append(head + "ok")
        out.extend(pad + line for line in lines)
    ok = sum(1 for r in results if r.get("ok"))
    out.append(f"{ok} of {len(results)} queries answered")
    return "\n".join(out) + "\n"


def _kinds(raw: bytes) -> dict[str, str]:
    try:
        doc = json.loads(raw)
        queries = (doc.get("request", {}) if "state" not in doc else doc).get("queries", [])
        return {str(q["id"]): str(q["kind"]) for q in queries if isinstance(q, dict) and "id" in q and "kind" in q}
    except Exception:  # noqa: BLE001 - only a nicety for the text format
        return {}


# --------------------------------------------------------------------------------------------------------------------
# Commands.


def _emit(doc: Any, fmt: str, compact: bool, out: TextIO, kinds: Mapping[str, str] | None = None) -> None:
    out.write(format_text(doc, kinds) if fmt == "text" else _dump(doc, compact) + "\n")
    out.flush()


def _cmd_solve(argv: Sequence[str]) -> int:
    args = _solve_parser().parse_args(argv)
    fmt = args.format or ("text" if sys.stdout.isatty() else "json")
    from mtgsolver.solver.api import request_error, solve

    _collect_again()
    registry = None
    try:
        if args.cards:
            from mtgsolver.model.registry import default_registry, load_cards

            registry = default_registry()
            for path in args.cards:
                registry = registry.merged(load_cards(path))
    except MtgSolverError as e:
        _emit(request_error(e.at("--cards")), fmt, args.compact, sys.stdout)
        return EXIT_BAD_REQUEST
    try:
        raw = _read_request(args.request)
    except OSError as e:
        hint = " (the commands are listed by 'mtgsolve --help')" if isinstance(e, FileNotFoundError) else ""
        error = MtgSolverError(f"cannot read request {args.request!r}: {e.strerror or e}{hint}", path="",
                               code="bad_request")
        _emit(request_error(error), fmt, args.compact, sys.stdout)
        return EXIT_BAD_REQUEST
    response, status = solve(raw, registry=registry)
    _emit(response, fmt, args.compact, sys.stdout, _kinds(raw) if fmt == "text" else None)
    return status


def _collect_again() -> None:
    """Turn the garbage collector back on if :func:`main` turned it off for the solvers' imports, freezing what they
    made (classes, functions, tables: they live as long as the process) out of the collections to come."""
    if not gc.isenabled():
        gc.freeze()
        gc.enable()


def _cmd_schema(argv: Sequence[str]) -> int:
    args = _schema_parser().parse_args(argv)
    from mtgsolver.model.schema import published_schemas

    schemas = published_schemas()
    doc = schemas if args.which == "all" else schemas[args.which]
    sys.stdout.write(_dump(doc, args.compact) + "\n")
    return EXIT_OK


def _cmd_serve(argv: Sequence[str]) -> int:
    args = _serve_parser().parse_args(argv)
    from mtgsolver.solver.api import request_error
    from mtgsolver.solver.batch import load_registry
    from mtgsolver.solver.mcp_server import serve_stdio

    try:
        registry = load_registry(args.cards)
    except MtgSolverError as e:
        sys.stderr.write(_dump(request_error(e.at("--cards")), True) + "\n")
        return EXIT_BAD_REQUEST
    serve_stdio(registry)
    return EXIT_OK


def _cmd_batch(argv: Sequence[str]) -> int:
    args = _batch_parser().parse_args(argv)
    from mtgsolver.solver.api import request_error
    from mtgsolver.solver.batch import run_batch

    if args.jobs < 1:
        sys.stderr.write("mtgsolve batch: --jobs must be 1 or more\n")
        return EXIT_BAD_REQUEST
    try:
        summary = run_batch(args.input, args.output, jobs=args.jobs, resume=args.resume, card_files=args.cards,
                            progress=args.progress or (not args.no_progress and sys.stderr.isatty()))
    except MtgSolverError as e:
        sys.stderr.write(_dump(request_error(e.at("--cards")), True) + "\n")
        return EXIT_BAD_REQUEST
    except OSError as e:
        sys.stderr.write(f"mtgsolve batch: {e.filename or ''}: {e.strerror or e}\n")
        return EXIT_BAD_REQUEST
    sys.stderr.write(summary.text() + "\n")
    return summary.status


def _cmd_coverage(argv: Sequence[str]) -> int:
    """``mtgsolve coverage FILE [--forge FORGE_FILE] [--top N] [--json]``: how much of a card file the reader
    understands (per ability kind, CR 113.3, 605.1) and, with ``--forge``, every disagreement with Forge."""
    from mtgsolver.model.coverage import main as coverage_main

    return coverage_main(list(argv))


#: Subcommands by name; anything else is the plain ``mtgsolve REQUEST`` form.
COMMANDS: dict[str, Callable[[Sequence[str]], int]] = {"schema": _cmd_schema, "serve": _cmd_serve,
                                                        "batch": _cmd_batch, "coverage": _cmd_coverage}


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``mtgsolve``; returns the exit status.

    Run as the program (``argv`` None: the console script and ``python -m mtgsolver``), the process ends when it
    returns, so the objects left are frozen out of the garbage collector first (``gc.freeze``): the interpreter's
    collections at exit would otherwise walk every object the imports and the request made, about 30 ms of a
    100-300 ms run. For a request, the collector is also off while the solvers are imported (they make no garbage,
    and its collections there took about 12 ms of a 330 ms run), then on again for the answers. The program also
    turns pydantic's plugins off (``PYDANTIC_DISABLE_PLUGINS``, unless the environment sets it) for ``schema`` and
    ``serve``, the subcommands that import pydantic (a request is read with msgspec): they use none, and looking for
    them scans every installed distribution's entry points (about 3 ms). Called with
    ``argv`` (tests, a host program), the collector and the environment are left alone."""
    args = list(sys.argv[1:] if argv is None else argv)
    if argv is None:
        os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")
    try:
        if args and args[0] in COMMANDS:
            return COMMANDS[args[0]](args[1:])
        if argv is None:
            gc.disable()
        return _cmd_solve(args)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return EXIT_OK
    finally:
        if argv is None:
            gc.freeze()


if __name__ == "__main__":
    raise SystemExit(main())
