"""CR 118.3, 122.1, 602.2b: a cost that removes counters from its own permanent can be paid only with those
counters on it; with them, the mana ability is a source like any other."""

from __future__ import annotations

from mtgsolver.model.costs import Cost, RemoveCountersPart
from mtgsolver.solver.activation import can_activate
from mtgsolver.solver.payments import answer_payments, is_payable
from mtgsolver.solver.view import BoardView

from tests.helpers import inline, pay, produced, state

GEMSTONE_MINE = ("This land enters with three mining counters on it.\n{T}, Remove a mining counter from this land: "
                 "Add one mana of any color. If there are no mining counters on this land, sacrifice it.")
VIVID_CRAG = ("This land enters tapped with two charge counters on it.\n{T}: Add {R}.\n{T}, Remove a charge counter "
              "from this land: Add one mana of any color.")


def test_118_3_cost_part_is_read() -> None:
    """CR 118.3: "Remove a mining counter from this land" is one counter of that kind; written back as printed."""
    cost = Cost.parse("{T}, Remove two charge counters from this artifact")
    assert cost.counters_removed == (RemoveCountersPart(2, "charge", "Remove two charge counters from this artifact"),)
    assert str(cost) == "{T}, Remove two charge counters from this artifact"
    assert not cost.others


def test_118_3_gemstone_mine_with_a_counter_pays_any_color() -> None:
    """CR 118.3: Gemstone Mine with one mining counter taps for any colour: {U} is payable; without counters its
    only mana ability can't be activated, so {U} is not, and can_activate cites CR 118.3."""
    s = state(inline("mine", "Gemstone Mine", "Land", GEMSTONE_MINE, counters={"mining": 1}))
    assert is_payable(BoardView(s), pay("{U}"))
    empty = state(inline("mine", "Gemstone Mine", "Land", GEMSTONE_MINE))
    assert not is_payable(BoardView(empty), pay("{U}"))
    legal, reasons = can_activate(BoardView(empty), "mine", 1)
    assert not legal and any(r["rule"] == "CR 118.3" for r in reasons)


def test_118_3_vivid_crag_both_abilities() -> None:
    """CR 118.3, 605.1a: Vivid Crag with two charge counters: {G} from the counter ability (one payment), {R} from
    either ability (two payments: ability 1 or ability 2 making {R})."""
    s = state(inline("crag", "Vivid Crag", "Land", VIVID_CRAG, counters={"charge": 2}))
    green = answer_payments(BoardView(s), pay("{G}"))
    assert green["count"] == 1 and produced(green["payments"][0]) == [("crag", "{G}")]
    red = answer_payments(BoardView(s), pay("{R}"))
    assert red["count"] == 2


def test_118_3_query_cost_removing_counters_of_its_source() -> None:
    """CR 118.3: a cost "{T}, Remove a charge counter from this land" named with its source is payable when the
    source has a counter, and not payable (reason CR 118.3) when it has none."""
    crag = inline("crag", "Vivid Crag", "Land", VIVID_CRAG, counters={"charge": 1})
    q = pay("{T}, Remove a charge counter from this land", source="crag")
    assert is_payable(BoardView(state(crag)), q)
    bare = inline("crag", "Vivid Crag", "Land", VIVID_CRAG)
    ans = answer_payments(BoardView(state(bare)), q)
    assert ans["payable"] is False and ans["count"] == 0
    assert [r["rule"] for r in ans["reasons"]] == ["CR 118.3"]
