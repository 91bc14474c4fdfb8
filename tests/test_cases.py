"""The acceptance cases of ``../shared/cases`` through :func:`solver.api.solve`, one test per (case, query).

Every expected value comes from the Comprehensive Rules or a ruling of ``../shared/rulings/rulings.md``, cited in
the case's ``rules`` field, which is part of each test's id (e.g. ``A01-q1-CR106.7-G2``). Answers are matched as
``../shared/cases/README.md`` ("How an answer is matched") says; :func:`match_answer` implements that table.

The cases folder is found beside the repository (``../shared/cases``) or at ``$MTGSOLVER_CASES``; the tests are
skipped when it is absent.
"""

from __future__ import annotations

import json
import os
import re
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from mtgsolver.solver.api import solve

from tests.expected_failures import expected_failure

REPO = Path(__file__).resolve().parent.parent


def cases_dir() -> Path | None:
    """The acceptance cases folder, or ``None``."""
    env = os.environ.get("MTGSOLVER_CASES")
    for candidate in ([Path(env)] if env else []) + [REPO.parent / "shared" / "cases", REPO / "shared" / "cases"]:
        if candidate.is_dir() and any(candidate.glob("*.json")):
            return candidate
    return None


def load_cases() -> list[dict[str, Any]]:
    """Every case, sorted by id."""
    folder = cases_dir()
    if folder is None:
        return []
    return [json.loads(p.read_text(encoding="utf-8")) for p in sorted(folder.glob("*.json"))]


@cache
def answers(case_id: str) -> tuple[dict[str, Any], int]:
    """The response to a case's request (solved once per case)."""
    case = CASES_BY_ID[case_id]
    return solve(json.dumps(case["request"]))


# --------------------------------------------------------------------------------------------------------------------
# Matching, as the cases README says.


def _rule_key(rule: str) -> str:
    return rule.removeprefix("CR ")


def _sub_match(expected: Any, actual: Any, where: str) -> list[str]:
    """``copy``: only the sub-keys given are compared, recursively into nested objects."""
    if isinstance(expected, dict):
        if not isinstance(actual, dict):
            return [f"{where}: expected an object, got {actual!r}"]
        problems = []
        for key, value in expected.items():
            if key not in actual:
                problems.append(f"{where}.{key}: missing")
            else:
                problems.extend(_sub_match(value, actual[key], f"{where}.{key}"))
        return problems
    return [] if _json_equal(expected, actual) else [f"{where}: expected {expected!r}, got {actual!r}"]


def _json_equal(a: Any, b: Any) -> bool:
    """JSON equality: ``true`` is not ``1``, ``1`` equals ``1.0``."""
    if isinstance(a, bool) or isinstance(b, bool):
        return isinstance(a, bool) and isinstance(b, bool) and a == b
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return a == b
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(_json_equal(a[k], b[k]) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(_json_equal(x, y) for x, y in zip(a, b))
    return type(a) is type(b) and a == b


def _as_tuple(choice: Any) -> Any:
    return tuple(choice) if isinstance(choice, list) else choice


def match_answer(match: dict[str, Any], answer: dict[str, Any]) -> list[str]:
    """The problems (empty when it matches) of ``answer`` against a case's ``match`` object."""
    problems: list[str] = []
    if "any_of" in match:
        alternatives = [match_answer(m, answer) for m in match["any_of"]]
        rest = {k: v for k, v in match.items() if k != "any_of"}
        if all(alternatives):
            problems.append("any_of: no alternative matches (" + " | ".join("; ".join(a) for a in alternatives) + ")")
        return problems + (match_answer(rest, answer) if rest else [])
    if "ok" not in match and answer.get("ok") is not True:
        return [f"expected ok: true, got {json.dumps(answer)[:500]}"]
    for key, expected in match.items():
        if key == "error_code":
            code = (answer.get("error") or {}).get("code")
            if code != expected:
                problems.append(f"error.code: expected {expected!r}, got {code!r} ({answer.get('error')})")
        elif key == "types":
            if not _json_equal(expected, answer.get("types")):
                problems.append(f"types: expected {expected!r}, got {answer.get('types')!r}")
        elif key == "choices":
            got = answer.get("choices")
            if not isinstance(got, list):
                problems.append(f"choices: expected a list, got {got!r}")
                continue
            got_set = [_as_tuple(c) for c in got]
            want_set = [_as_tuple(c) for c in expected]
            if set(got_set) != set(want_set):
                problems.append(f"choices: expected {sorted(map(str, want_set))}, got {sorted(map(str, got_set))}")
        elif key == "choices_as_sets":
            got = answer.get("choices")
            if not isinstance(got, list):
                problems.append(f"choices: expected a list, got {got!r}")
                continue
            got_sets = sorted(sorted(map(str, c)) for c in got)
            want_sets = sorted(sorted(map(str, c)) for c in expected)
            if got_sets != want_sets:
                problems.append(f"choices as sets: expected {want_sets}, got {got_sets}")
        elif key == "payments_min":
            got = answer.get("payments")
            if not isinstance(got, list) or len(got) < expected:
                problems.append(f"payments: expected at least {expected}, got {len(got) if isinstance(got, list) else got!r}")
        elif key == "count_min":
            got = answer.get("count")
            if not isinstance(got, int) or isinstance(got, bool) or got < expected:
                problems.append(f"count: expected at least {expected}, got {got!r}")
        elif key == "reasons_rule":
            reasons = answer.get("reasons") or []
            rules = [_rule_key(str(r.get("rule", ""))) for r in reasons if isinstance(r, dict)]
            if not any(r.startswith(expected) for r in rules):
                problems.append(f"reasons: expected a rule starting with {expected!r}, got {rules!r}")
        elif key == "copy":
            problems.extend(_sub_match(expected, answer.get("copy"), "copy"))
        elif key not in answer:
            problems.append(f"{key}: missing from the answer {json.dumps(answer)[:500]}")
        elif not _json_equal(expected, answer[key]):
            problems.append(f"{key}: expected {expected!r}, got {answer[key]!r}")
    return problems


# --------------------------------------------------------------------------------------------------------------------
# The tests.

CASES = load_cases()
CASES_BY_ID = {c["id"]: c for c in CASES}


def _param_id(case: dict[str, Any], expect: dict[str, Any]) -> str:
    rules = "-".join(re.sub(r"\s+", "", r) for r in case.get("rules", []))
    return f"{case['id']}-{expect['query']}-{rules}" if rules else f"{case['id']}-{expect['query']}"


def _marks(case_id: str, query: str) -> list[pytest.MarkDecorator]:
    issue = expected_failure(case_id, query)
    return [] if issue is None else [pytest.mark.xfail(strict=True, reason=f"fixed by issue {issue}")]


PARAMS = [pytest.param(c["id"], e, id=_param_id(c, e), marks=_marks(c["id"], e["query"]))
          for c in CASES for e in c.get("expect", [])]


@pytest.mark.skipif(not CASES, reason="no acceptance cases folder (../shared/cases)")
@pytest.mark.parametrize(("case_id", "expect"), PARAMS or [pytest.param(None, None, id="none")])
def test_case(case_id: str, expect: dict[str, Any]) -> None:
    """Each expected answer of each case (rules cited in the test id and the case's ``rules``/``note``)."""
    case = CASES_BY_ID[case_id]
    response, _status = answers(case_id)
    assert response.get("results") or not case["request"]["queries"], (
        f"{case_id}: the whole request failed: {response.get('error')}"
    )
    by_id = {r.get("id"): r for r in response["results"]}
    assert expect["query"] in by_id, f"{case_id}: no result for query {expect['query']!r}"
    problems = match_answer(expect["match"], by_id[expect["query"]])
    note = f"\n{case['title']}\nnote: {case.get('note', '')}"
    assert not problems, f"{case_id} {expect['query']} ({', '.join(case.get('rules', []))}): " + "; ".join(
        problems
    ) + note


@pytest.mark.skipif(not CASES, reason="no acceptance cases folder (../shared/cases)")
@pytest.mark.parametrize("case_id", [c["id"] for c in CASES] or ["none"])
def test_case_request_reads(case_id: str) -> None:
    """Every case's request is well formed: its state reads (exit status is never 2), and results come in query
    order with the queries' ids (design/contract.md "Output")."""
    response, status = answers(case_id)
    assert status != 2, response.get("error")
    ids = [q["id"] for q in CASES_BY_ID[case_id]["request"]["queries"]]
    assert [r["id"] for r in response["results"]] == ids


# --------------------------------------------------------------------------------------------------------------------
# The matcher itself, against the README's table.


def test_matcher_choices_are_unordered_sets_of_ordered_lists() -> None:
    """cases/README.md: ``choices`` is an unordered set of target lists, each ordered by target slot."""
    answer = {"ok": True, "choices": [["b", "a"], ["a", "b"]]}
    assert match_answer({"choices": [["a", "b"], ["b", "a"]]}, answer) == []
    assert match_answer({"choices": [["a", "b"]]}, answer) != []


def test_matcher_choices_as_sets_ignore_order_within_a_choice() -> None:
    """cases/README.md: ``choices_as_sets`` lists each target set exactly once, in any order within a choice."""
    assert match_answer({"choices_as_sets": [["a", "b"]]}, {"ok": True, "choices": [["b", "a"]]}) == []
    assert match_answer({"choices_as_sets": [["a", "b"]]}, {"ok": True, "choices": [["b", "a"], ["a", "b"]]}) != []


def test_matcher_true_is_not_one() -> None:
    """cases/README.md: JSON equality; ``true`` is not ``1``."""
    assert match_answer({"payable": True}, {"ok": True, "payable": 1}) != []
    assert match_answer({"count": 1}, {"ok": True, "count": True}) != []
    assert match_answer({"count": 1}, {"ok": True, "count": 1}) == []


def test_matcher_minimums_rule_prefix_copy_and_errors() -> None:
    """cases/README.md: ``payments_min``, ``count_min``, ``reasons_rule`` (a leading "CR " ignored), ``copy``
    sub-keys recursively, ``error_code`` with ``ok``."""
    answer = {"ok": True, "payments": [{}, {}], "count": 2, "reasons": [{"rule": "CR 302.6", "message": ""}],
              "copy": {"paid": {"kicker": True, "sacrificed": []}, "x": 1}}
    assert match_answer({"payments_min": 2, "count_min": 1, "reasons_rule": "302.6"}, answer) == []
    assert match_answer({"payments_min": 3}, answer) != []
    assert match_answer({"copy": {"paid": {"kicker": True}}}, answer) == []
    assert match_answer({"copy": {"paid": {"kicker": False}}}, answer) != []
    error = {"ok": False, "error": {"code": "unknown_object"}}
    assert match_answer({"ok": False, "error_code": "unknown_object"}, error) == []
    assert match_answer({"payable": True}, error) != []
