"""The python-constraint backend and the brute-force enumerator list the same copy-target choices (CR 707.10c,
115.3, 115.7d, 115.7f) on random stacks with 1-3 target slots and up to 30 candidates."""

from __future__ import annotations

import itertools
from typing import Any

from copykit import obj, state
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from mtgsolver.solver.copies import CopyChoices, legal_copy_targets

#: Spells (and Bogardan Hellkite's trigger) with 1-3 target slots.
SPELLS: dict[str, tuple[int, int, bool]] = {
    # name: (min targets, max targets, divided)
    "Lightning Bolt": (1, 1, False),
    "Electrolyze": (1, 2, True),
    "Arc Trail": (2, 2, False),
    "Agony Warp": (2, 2, False),
    "Prey Upon": (2, 2, False),
    "Cone of Flame": (3, 3, False),
    "Bogardan Hellkite": (1, 3, True),
}
#: CR 601.2d: what the divided spells divide ("deals 2 damage divided", "deals 5 damage divided").
DIVIDED_AMOUNT = {"Electrolyze": 2, "Bogardan Hellkite": 5}
CREATURES = ["Grizzly Bears", "Troll Ascetic", "Silvercoat Lion", "White Knight", "Hill Giant"]


@st.composite
def boards(draw: st.DrawFn) -> Any:
    name = draw(st.sampled_from(sorted(SPELLS)))
    lo, hi, divided = SPELLS[name]
    n = draw(st.integers(min_value=1, max_value=28))
    objects = []
    for i in range(n):
        objects.append(obj(f"c{i}", draw(st.sampled_from(CREATURES)), draw(st.sampled_from(["alice", "bob"])),
                           zone=draw(st.sampled_from(["battlefield"] * 4 + ["graveyard"]))))
    ids = ["alice", "bob"] + [f"c{i}" for i in range(n)]
    k = draw(st.integers(min_value=lo, max_value=hi))
    if divided or name in ("Lightning Bolt", "Arc Trail", "Cone of Flame"):
        pool = ids
    else:
        pool = ids[2:]
    if divided:
        targets = draw(st.lists(st.sampled_from(pool), min_size=k, max_size=k, unique=True))
        # CR 601.2d: each target gets at least one, and the shares add up to the amount divided.
        cuts = sorted(draw(st.lists(st.integers(1, DIVIDED_AMOUNT[name] - 1), min_size=k - 1, max_size=k - 1,
                                    unique=True)))
        bounds = [0, *cuts, DIVIDED_AMOUNT[name]]
        division = [b - a for a, b in itertools.pairwise(bounds)]
    else:
        targets = draw(st.lists(st.sampled_from(pool), min_size=k, max_size=k))
        division = None
    if name == "Bogardan Hellkite":
        objects.append(obj("src", name))
        entry: dict[str, Any] = {"id": "e", "kind": "triggered_ability", "source": "src", "controller": "alice",
                                 "ability": {"text": "When this creature enters"}, "targets": targets}
    else:
        objects.append(obj("src", name, zone="stack"))
        entry = {"id": "e", "kind": "spell", "source": "src", "controller": "alice", "targets": targets}
    if division is not None:
        entry["division"] = division
    return state(objects, [entry])


def _keys(choices: CopyChoices) -> set[Any]:
    return {choices.problem.key(c) for c in choices}


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(boards())
def test_constraint_and_brute_force_agree(gs: Any) -> None:
    """CR 707.10c, 115.3, 115.7d: both enumerators give the same distinct choices, the unchanged one first."""
    _, _, by_csp = legal_copy_targets(gs, "e", new_targets="may_choose", backend="constraint")
    _, _, by_brute = legal_copy_targets(gs, "e", new_targets="may_choose", backend="brute")
    assert by_csp is not None and by_brute is not None
    listed = list(by_csp)
    assert listed[0] == list(gs.stack_entry("e").targets)
    assert len(listed) == len({by_csp.problem.key(c) for c in listed})  # each choice once
    assert _keys(by_csp) == _keys(by_brute)
    assert by_csp.count() == by_brute.count()
    for c in listed[:20]:
        assert c in by_brute


@settings(max_examples=30, deadline=None)
@given(boards(), st.integers(min_value=1, max_value=5))
def test_limit_is_a_prefix(gs: Any, limit: int) -> None:
    """CR 115.7d: ``limit(n)`` lists at most n distinct choices, all of them legal (members of the full list)."""
    _, _, choices = legal_copy_targets(gs, "e", new_targets="may_choose")
    assert choices is not None
    some = choices.limit(limit)
    assert len(some) == min(limit, choices.count())
    full = {choices.problem.key(c) for c in choices}
    assert all(choices.problem.key(c) in full for c in some)
