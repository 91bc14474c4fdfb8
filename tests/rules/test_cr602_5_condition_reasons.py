"""CR 602.5, 605.3a: a mana ability whose activation condition doesn't hold can't be activated, so it pays nothing;
the reasons of an unpayable cost name that condition and its permanent (not only "at most 0 can be made")."""

from __future__ import annotations

from typing import Any

from mtgsolver.solver.api import solve


def _reasons(cost: str, *objects: dict[str, Any]) -> list[dict[str, Any]]:
    request = {"state": {"active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
                         "objects": list(objects)},
               "queries": [{"id": "q", "kind": "payments", "player": "alice", "cost": cost, "mode": "check"}]}
    result = solve(request)[0]["results"][0]
    assert result["ok"] and result["payable"] is False
    return list(result["reasons"])


def test_602_5_mox_opal_without_metalcraft_is_named() -> None:
    """CR 602.5: Mox Opal alone ("Activate only if you control three or more artifacts": one artifact) can't make
    the {U}: a reason of rule CR 602.5 names it."""
    reasons = _reasons("{U}", {"id": "mox", "card": "Mox Opal", "controller": "alice"})
    named = [r for r in reasons if r["rule"] == "CR 602.5"]
    assert len(named) == 1 and named[0]["objects"] == ["mox"]
    assert "Activate only if you control three or more artifacts" in named[0]["message"]


def test_602_5_tainted_peak_without_a_swamp_is_named() -> None:
    """CR 602.5: Tainted Peak without a Swamp: its "{T}: Add {B} or {R}." can't be activated, its {T}: Add {C}
    can't pay {B} (CR 107.4a): a CR 602.5 reason names the Peak."""
    reasons = _reasons("{B}", {"id": "tp", "card": "Tainted Peak", "controller": "alice"})
    named = [r for r in reasons if r["rule"] == "CR 602.5"]
    assert len(named) == 1 and named[0]["objects"] == ["tp"]
    assert "Activate only if you control a Swamp" in named[0]["message"]
