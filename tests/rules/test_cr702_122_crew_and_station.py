"""CR 702.122a, 702.171a, 702.184a: crew, saddle and station costs tap other untapped creatures their controller
controls (crew and saddle: any number with total power N or greater; station: one). Tapping them is not {T}, so a
summoning-sick creature may (CR 302.6); a tapped one can't (CR 118.3). Values are worked out from the Oracle text of
Cultivator's Caravan ("{T}: Add one mana of any color." and "Crew 3") and Kavaron, Memorial World ("Station"), with
Grizzly Bears (2/2) and Llanowar Elves (1/1).
"""

from __future__ import annotations

from typing import Any

from mtgsolver.model.costs import TapCreaturesPart
from mtgsolver.model.queries import ActivatableQuery
from mtgsolver.model.reader import read_card
from mtgsolver.model.registry import default_registry
from mtgsolver.solver.activation import answer_activatable, can_activate
from mtgsolver.solver.view import BoardView

from tests.helpers import obj, state


def _row(s: Any, oid: str, index: int) -> dict[str, Any]:
    ans = answer_activatable(BoardView(s), ActivatableQuery(id="q", player="alice"))
    assert "unknown" not in ans
    return next(r for r in ans["abilities"] if (r["object"], r["ability"]) == (oid, index))


def test_702_122a_crew_is_read_as_tapping_creatures_with_total_power() -> None:
    """CR 702.122a, 702.184a: "Crew 3" taps creatures with total power 3 or greater; "Station" taps one."""
    registry = default_registry()
    assert read_card(registry.get("Cultivator's Caravan")).abilities[1].cost.parts == (
        TapCreaturesPart(3, "Crew 3"),)
    assert read_card(registry.get("Kavaron, Memorial World")).abilities[2].cost.parts == (
        TapCreaturesPart(None, "Station"),)


def test_702_122a_crew_needs_total_power_from_other_untapped_creatures() -> None:
    """CR 702.122a, 118.3: a 2/2 alone can't crew 3; the 2/2 and a 1/1, one of them summoning-sick (CR 302.6), can;
    a tapped 1/1 doesn't count."""
    caravan = obj("car", "Cultivator's Caravan")
    bears = obj("bears", "Grizzly Bears", summoning_sick=True)
    alone = _row(state(caravan, bears), "car", 1)
    assert (alone["legal"], alone["payable"]) == (False, False)
    assert [r["rule"] for r in alone["reasons"]] == ["CR 118.3"]
    both = _row(state(caravan, bears, obj("elves", "Llanowar Elves")), "car", 1)
    assert (both["legal"], both["payable"]) == (True, True)
    tapped = _row(state(caravan, bears, obj("elves", "Llanowar Elves", tapped=True)), "car", 1)
    assert (tapped["legal"], tapped["payable"]) == (False, False)


def test_702_122a_an_unknown_power_is_never_guessed() -> None:
    """CR 702.122a, 208.2a: Tarmogoyf's power is defined by an ability the board view doesn't count; with a 2/2 it
    could be enough for crew 3 or not, so nothing is answered; with a 2/2 and a 1/1 the crew is paid whatever it is."""
    caravan = obj("car", "Cultivator's Caravan")
    goyf = obj("goyf", "Tarmogoyf")
    ans = answer_activatable(BoardView(state(caravan, goyf, obj("bears", "Grizzly Bears"))),
                             ActivatableQuery(id="q", player="alice"))
    assert [(u["object"], u["ability"]) for u in ans["unknown"]] == [("car", 1)]
    enough = state(caravan, goyf, obj("bears", "Grizzly Bears"), obj("elves", "Llanowar Elves"))
    assert can_activate(BoardView(enough), "car", 1) == (True, [])


def test_702_184a_station_taps_another_untapped_creature() -> None:
    """CR 702.184a, 118.3: Kavaron's "Station" needs another untapped creature Alice controls: none, not
    activatable; a summoning-sick Grizzly Bears, activatable (a main phase of her turn, the stack empty)."""
    kavaron = obj("k", "Kavaron, Memorial World")
    none = _row(state(kavaron, obj("bob-bears", "Grizzly Bears", controller="bob")), "k", 2)
    assert (none["legal"], none["payable"]) == (False, False)
    one = _row(state(kavaron, obj("bears", "Grizzly Bears", summoning_sick=True)), "k", 2)
    assert (one["legal"], one["payable"]) == (True, True)


def test_702_122c_sentences_about_crewing_stop_only_crew_answers() -> None:
    """CR 702.122a, 702.122c: Giant Ox's "This creature crews Vehicles using its toughness rather than its power."
    is not read; it could change whether the Caravan can be crewed, so that is not answered, but it changes no
    mana: the Caravan's and the Forest's mana abilities are still decided (CR 605.1a: crew is no mana ability)."""
    s = state(obj("car", "Cultivator's Caravan"), obj("ox", "Giant Ox"), obj("f", "Forest"))
    ans = answer_activatable(BoardView(s), ActivatableQuery(id="q", player="alice"))
    assert [(u["object"], u["ability"]) for u in ans["unknown"]] == [("car", 1)]
    assert {(r["object"], r["ability"]) for r in ans["abilities"]} == {("car", 0), ("f", 0)}
