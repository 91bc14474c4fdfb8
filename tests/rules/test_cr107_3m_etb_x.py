"""CR 107.3m and ruling G6: an enters-the-battlefield ability that refers to X uses the X paid for the spell that
became the permanent, while X of the permanent itself is 0; copies of such a trigger carry that X (CR 707.10)."""

from __future__ import annotations

from mtgsolver.model.queries import AbilitiesQuery, CopyTargetsQuery
from mtgsolver.solver.abilities_query import answer_abilities
from mtgsolver.solver.copies import answer_copy_targets
from mtgsolver.solver.view import BoardView

from tests.helpers import inline, obj, state

# Hangarback Walker's Oracle text (its X is in its mana cost).
HANGARBACK = ("Hangarback Walker", "Artifact Creature — Construct",
              ("This creature enters with X +1/+1 counters on it.\n"
              "When this creature dies, create a 1/1 colorless Thopter artifact creature token with flying for each "
              "+1/+1 counter on this creature.\n"
              "{1}, {T}: Put a +1/+1 counter on this creature."), "{X}{X}")
# An ETB trigger that refers to X and an activated ability with X in its cost.
HYDRA = ("Test Hydra", "Creature — Hydra",
         ("When this creature enters, it deals X damage to any target.\n"
         "This creature gets +X/+0.\n"
         "{X}: This creature gets +X/+X until end of turn."), "{X}{G}")


def test_g6_etb_replacement_uses_spell_x() -> None:
    """G6, CR 107.3m: "enters with X +1/+1 counters" (a replacement effect) uses the spell's X = 3."""
    s = state(inline("walker", *HANGARBACK[:3], HANGARBACK[3], x=3))
    rows = answer_abilities(BoardView(s), AbilitiesQuery(id="q", object="walker"))["abilities"]
    assert rows[0]["x"] == 3
    assert "x" not in rows[1]  # no X in the dies trigger


def test_107_3m_x_of_the_permanent_is_zero() -> None:
    """CR 107.3m: the ETB trigger's X is the spell's (2), the static ability's X is the permanent's, 0, and the
    {X} activation cost has no X until it is activated (CR 107.3k)."""
    s = state(inline("hydra", *HYDRA[:3], HYDRA[3], x=2))
    rows = answer_abilities(BoardView(s), AbilitiesQuery(id="q", object="hydra"))["abilities"]
    assert [r.get("x") for r in rows] == [2, 0, None]


def test_g6_copied_etb_trigger_carries_x() -> None:
    """G6, CR 707.10: Strionic Resonator copying the Hydra's ETB trigger: the trigger's X is the spell's 4, and
    the copy carries it."""
    s = state(
        inline("hydra", *HYDRA[:3], HYDRA[3], x=4),
        obj("resonator", "Strionic Resonator"),
        stack=[{"id": "trig", "kind": "triggered_ability", "source": "hydra", "ability": 0, "controller": "alice",
                "targets": ["bob"]}],
    )
    ans = answer_copy_targets(BoardView(s), CopyTargetsQuery(id="q", copy_of="trig", by_object="resonator", by_ability=0))
    assert ans["copyable"] is True
    assert ans["copy"]["x"] == 4
