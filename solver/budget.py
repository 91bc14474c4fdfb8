"""Time budgets of queries and requests: every search of the solver takes its deadline from here.

A query's ``time_limit`` (seconds) counts from the moment the board begins answering the query, so the work before
a search (the board view, the encoding, target legality) spends the same budget as the search itself. A request's
``time_limit`` bounds all of its queries together: a query's deadline is the earlier of its own and the request's,
and a query that starts after the request's deadline is not begun (it answers ``limit_reached``).

Deadlines are values of :func:`clock` (``time.monotonic`` seconds); tests replace ``clock`` with a counter to make
a deadline pass deterministically.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar

#: The clock every deadline is measured on (seconds; only differences matter).
clock: Callable[[], float] = time.monotonic


class OutOfTime(Exception):
    """A deadline passed before the work before a search was done (internal: the answer says ``timed_out``)."""


_query_start: ContextVar[float | None] = ContextVar("query_start", default=None)
_request_deadline: ContextVar[float | None] = ContextVar("request_deadline", default=None)


@contextmanager
def query_budget() -> Iterator[None]:
    """While answering one query: its ``time_limit`` counts from now (entering this context)."""
    token = _query_start.set(clock())
    try:
        yield
    finally:
        _query_start.reset(token)


@contextmanager
def request_budget(time_limit: float | None) -> Iterator[None]:
    """While answering one request whose ``time_limit`` (seconds, ``None`` for none) counts from now."""
    token = _request_deadline.set(None if time_limit is None else clock() + time_limit)
    try:
        yield
    finally:
        _request_deadline.reset(token)


def deadline(time_limit: float) -> float:
    """The :func:`clock` value at which a search with ``time_limit`` seconds stops: counted from the start of the
    query being answered (from now outside one), and no later than the request's deadline."""
    start = _query_start.get()
    end = (clock() if start is None else start) + time_limit
    request_end = _request_deadline.get()
    return end if request_end is None else min(end, request_end)


def passed(at: float | None) -> bool:
    """Whether the deadline ``at`` (``None``: no deadline) has passed."""
    return at is not None and clock() > at


def request_time_left() -> float | None:
    """Seconds left of the request's ``time_limit`` (may be negative), or ``None`` when it has none."""
    request_end = _request_deadline.get()
    return None if request_end is None else request_end - clock()
