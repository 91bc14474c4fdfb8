"""The README's bundled examples (``examples/*.json``) are answered: every query of each is ``ok`` and the exit status
0, as the README shows them (an example a new user runs first must not answer with an error)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mtgsolver import solve

EXAMPLES = sorted((Path(__file__).resolve().parent.parent / "examples").glob("*.json"))


@pytest.mark.parametrize("path", EXAMPLES, ids=[p.stem for p in EXAMPLES])
def test_every_query_of_a_bundled_example_is_answered(path: Path) -> None:
    response, status = solve(json.loads(path.read_text(encoding="utf-8")))
    assert response["results"] and [r["id"] for r in response["results"] if not r["ok"]] == []
    assert status == 0
