"""Benchmark of ``mtgsolve serve``: the latency of MCP tool calls over stdio once the server is warm.

Usage: ``python bench/bench_serve.py [--calls 200]``

Starts ``python -m mtgsolver serve`` as a subprocess with the ``mcp`` SDK's stdio client, times the start (spawn,
initialize, tools/list), warms each tool up with a few calls, then makes ``--calls`` calls per tool and prints the
median and 90th percentile round trip in milliseconds (client-side output-schema validation included), beside
the median of the same call answered in this process without MCP. The target
for ``payments`` on an everyday board (the fast path) is a median under 5 ms. Then, concurrency: while one slow call
runs (a ``payments`` ``all`` on 60 lands that searches until its ``time_limit``, 10 s), it makes quick calls
(``payments check``) one after another and prints their round trip (first, median, slowest); a server that answered
one call at a time would hold the first for the rest of the slow call. Not a test: nothing here is asserted on time.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path
from typing import Any

import anyio
from mcp import Client, StdioServerParameters

sys.path[:0] = [str(Path(__file__).resolve().parent)]

import boards  # bench/boards.py, found through the path set above

PLAYERS = [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}]

#: A board of basic lands, a Sol Ring, a pain land and a mana elf: payments take the fast path (no CP-SAT).
BASICS: dict[str, Any] = {
    "active_player": "alice",
    "players": PLAYERS,
    "objects": [
        {"id": "forest", "card": "Forest", "controller": "alice"},
        {"id": "island", "card": "Island", "controller": "alice"},
        {"id": "island2", "card": "Island", "controller": "alice"},
        {"id": "wastes", "card": "Yavimaya Coast", "controller": "alice"},
        {"id": "ring", "card": "Sol Ring", "controller": "alice"},
        {"id": "elf", "card": "Llanowar Elves", "controller": "alice"},
    ],
}

#: Filter lands, a Signet and Reflecting Pool: payments go to CP-SAT.
FILTERS: dict[str, Any] = {
    "active_player": "alice",
    "players": PLAYERS,
    "objects": [
        {"id": "gate", "card": "Mystic Gate", "controller": "alice"},
        {"id": "wastes", "card": "Adarkar Wastes", "controller": "alice"},
        {"id": "plains", "card": "Plains", "controller": "alice"},
        {"id": "island", "card": "Island", "controller": "alice"},
        {"id": "pool", "card": "Reflecting Pool", "controller": "alice"},
        {"id": "signet", "card": "Azorius Signet", "controller": "alice"},
        {"id": "mountain", "card": "Mountain", "controller": "bob"},
    ],
}

#: Label -> (tool, board, arguments).
CALLS: dict[str, tuple[str, dict[str, Any], dict[str, Any]]] = {
    "payments check": ("payments", BASICS, {"player": "alice", "cost": "{3}{U}{G}", "mode": "check"}),
    "payments best": ("payments", BASICS, {"player": "alice", "cost": "{3}{U}{G}", "mode": "best"}),
    "payments all": ("payments", BASICS, {"player": "alice", "cost": "{U}{G}", "mode": "all"}),
    "payments check (filter lands, CP-SAT)": ("payments", FILTERS,
                                              {"player": "alice", "cost": "{2}{W}{W}", "mode": "check"}),
    "could_produce": ("could_produce", FILTERS, {"object": "pool"}),
    "abilities": ("abilities", FILTERS, {"object": "gate"}),
}


def _slow_call() -> dict[str, Any]:
    """Arguments of a ``payments`` ``all`` that searches until its 10 s ``time_limit`` (60 lands, a payable cost)."""
    identity, cards = boards.source_cards(60, "lands", 1)
    state = boards.state_of(cards)
    return {"state": state, "player": state["players"][0]["id"], "cost": boards.payable_cost(60, identity),
            "mode": "all", "time_limit": 10}


def _milliseconds(samples: list[float]) -> str:
    ordered = sorted(samples)
    p90 = ordered[int(0.9 * (len(ordered) - 1))]
    return f"median {statistics.median(ordered) * 1000:6.2f} ms   p90 {p90 * 1000:6.2f} ms"


def _in_process(tool: str, arguments: dict[str, Any], calls: int) -> str:
    """The median time of the same call answered in this process, without MCP."""
    from mtgsolver.solver.mcp_server import call_tool

    for _ in range(5):
        call_tool(tool, arguments)
    samples = []
    for _ in range(calls):
        t = time.perf_counter()
        call_tool(tool, arguments)
        samples.append(time.perf_counter() - t)
    return f"{statistics.median(samples) * 1000:.2f} ms"


async def run(calls: int) -> None:
    """Start the server, warm it up, time ``calls`` calls of each kind, print the figures."""
    params = StdioServerParameters(command=sys.executable, args=["-m", "mtgsolver", "serve"])
    started = time.perf_counter()
    async with Client(params) as client:
        tools = await client.list_tools()
        print(f"start (spawn, initialize, warm-up, tools/list): {(time.perf_counter() - started) * 1000:.0f} ms, "
              f"{len(tools.tools)} tools")
        for label, (tool, state, fields) in CALLS.items():
            arguments = {"state": state, **fields}
            for _ in range(5):
                result = await client.call_tool(tool, arguments)
                if result.is_error:
                    raise SystemExit(f"{label}: {result.structured_content}")
            samples = []
            for _ in range(calls):
                t = time.perf_counter()
                await client.call_tool(tool, arguments)
                samples.append(time.perf_counter() - t)
            print(f"{label:<38} {_milliseconds(samples)}   (answering alone: {_in_process(tool, arguments, calls)})")
        await _behind_a_slow_call(client)


async def _behind_a_slow_call(client: Client) -> None:
    """Time quick calls made one after another while a slow call runs, and print them."""
    tool, state, fields = CALLS["payments check"]
    quick = {"state": state, **fields}
    slow_seconds: list[float] = []
    samples: list[float] = []

    async def slow() -> None:
        t = time.perf_counter()
        await client.call_tool("payments", _slow_call())
        slow_seconds.append(time.perf_counter() - t)

    async with anyio.create_task_group() as tg:
        tg.start_soon(slow)
        await anyio.sleep(0.5)  # let the slow call start searching
        while not slow_seconds:
            t = time.perf_counter()
            await client.call_tool(tool, quick)
            samples.append(time.perf_counter() - t)
    print(f"payments check during a {slow_seconds[0]:.1f} s payments all: {len(samples)} calls, first "
          f"{samples[0] * 1000:.1f} ms, {_milliseconds(samples)}, slowest {max(samples) * 1000:.1f} ms")


def main() -> None:
    """Parse the options and run."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=200)
    anyio.run(run, parser.parse_args().calls)


if __name__ == "__main__":
    main()
