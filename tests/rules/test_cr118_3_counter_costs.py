"""CR 118.3, 122.1, 602.2b: a cost that removes counters from its own permanent can be paid only with those
counters on it; with them, the mana ability is a source like any other."""

from __future__ import annotations

from mtgsolver.model.costs import Cost, LeaveSelfPart, RemoveCountersPart
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


def test_118_3_701_21a_remove_counters_and_sacrifice_it() -> None:
    """CR 118.3, 701.21a: "Remove three quest counters from this enchantment and sacrifice it" (Quest for the
    Gravelord) is two parts, the second sacrificing that permanent itself, and "Remove twelve time counters from
    this permanent and exile it" (Trenzalore Clocktower) exiles it (CR 400.7); neither is a part left unmodelled."""
    quest = Cost.parse("Remove three quest counters from this enchantment and sacrifice it")
    assert quest.counters_removed == (RemoveCountersPart(3, "quest", "Remove three quest counters from this "
                                                                     "enchantment"),)
    assert [p.this for p in quest.sacrifices] == [True] and not quest.others
    clock = Cost.parse("{1}{U}, {T}, Remove twelve time counters from this permanent and exile it")
    assert clock.counters_removed[0].count == 12 and not clock.others
    assert str(clock.parts[-1]) == "exile it" and isinstance(clock.parts[-1], LeaveSelfPart)


def test_118_3_quest_for_the_gravelord_needs_its_three_counters() -> None:
    """CR 118.3: Quest for the Gravelord's ability (index 1) can be activated with three quest counters on it, not
    with two (the reason is CR 118.3)."""
    text = ("Whenever a creature dies, you may put a quest counter on this enchantment.\nRemove three quest counters "
            "from this enchantment and sacrifice it: Create a 5/5 black Zombie Giant creature token.")
    full = state(inline("q", "Quest for the Gravelord", "Enchantment", text, counters={"quest": 3}))
    assert can_activate(BoardView(full), "q", 1) == (True, [])
    two = state(inline("q", "Quest for the Gravelord", "Enchantment", text, counters={"quest": 2}))
    legal, reasons = can_activate(BoardView(two), "q", 1)
    assert not legal and {r["rule"] for r in reasons} == {"CR 118.3"}
