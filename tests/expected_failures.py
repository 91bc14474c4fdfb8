"""The acceptance cases known to fail, each with the open issue that fixes it: the one place they are listed.

Each entry is marked as a strict expected failure in ``tests/test_cases.py``: it must fail until its issue is done,
and a fix that makes it pass turns the run red until the entry is removed here. A case is never weakened instead.
Keys are ``"CASE"`` (every query of the case) or ``"CASE/QUERY"``.
"""

from __future__ import annotations

EXPECTED_FAILURES: dict[str, int] = {}


def expected_failure(case_id: str, query: str) -> int | None:
    """The issue that fixes ``case_id``'s query ``query``, or ``None`` when it is expected to pass."""
    return EXPECTED_FAILURES.get(f"{case_id}/{query}", EXPECTED_FAILURES.get(case_id))
