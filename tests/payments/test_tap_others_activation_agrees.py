"""CR 118.3, 302.6, 601.2g-h: ``activatable``'s ``payable`` for an ability whose own cost taps other permanents
(The Shire's Food, Survivors' Encampment's any colour, Dungeon Descent's venture) agrees, on random small boards,
with a referee that reads the state itself: for each set of Alice's untapped permanents the part may tap (their
printed type lines, summoning sickness aside, the ability's own permanent not, as its {T} taps it), the reference
payer (:mod:`tests.payments.reference`, which plays the mana abilities out from the state) pays the rest of the
cost on the state without that set (those permanents must still be there, untapped, when the cost is paid after
the mana abilities, CR 601.2g-h: none of these boards' mana abilities uses a permanent and leaves it so); payable
when one set leaves it payable. Holdout Settlement's and Birchlore Rangers' mana abilities tap creatures too, and
Ashnod's Altar and Blood Pet sacrifice them, so a creature can't serve both; where a sacrifice could take one, the
solver may leave the ability undecided (``unknown``), never answer it otherwise.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from msgspec.structs import replace
from mtgsolver.model.costs import Cost, TapOthersPart
from mtgsolver.model.io import read_state
from mtgsolver.model.queries import PaymentsQuery
from mtgsolver.model.state import GameState

from mtgsolver import Board
from tests.payments.reference import NotSupported, ReferencePayer, TooLarge

#: The ability asked about: (card, ability index, what the part may tap, read from a type line).
ASKED = {
    "The Shire": (2, lambda type_line: "Creature" in type_line),
    "Survivors' Encampment": (1, lambda type_line: "Creature" in type_line),
    "Dungeon Descent": (2, lambda type_line: "Creature" in type_line and "Legendary" in type_line),
}
#: Lands and Sol Ring twice over, so that about half the boards can pay.
OTHERS = ("Forest", "Forest", "Plains", "Wastes", "Sol Ring", "Sol Ring", "Llanowar Elves", "Grizzly Bears",
          "Isamaru, Hound of Konda", "Holdout Settlement", "Birchlore Rangers", "Ashnod's Altar", "Blood Pet")
#: Mana abilities that sacrifice a creature (Ashnod's Altar's "Sacrifice a creature", Blood Pet's own): one could
#: take a creature the cost is to tap, which the solver leaves undecided.
SACRIFICERS = frozenset({"Ashnod's Altar", "Blood Pet"})


@st.composite
def boards(draw: Any) -> tuple[GameState, str]:
    """One of :data:`ASKED` (id ``a``) and up to six of :data:`OTHERS`, some tapped, some summoning sick."""
    asked = draw(st.sampled_from(sorted(ASKED)))
    objects = [{"id": "a", "card": asked, "controller": "alice"}]
    for i, card in enumerate(draw(st.lists(st.sampled_from(OTHERS), max_size=6))):
        objects.append({"id": f"o{i}", "card": card, "controller": "alice",
                        "tapped": draw(st.integers(0, 4)) == 0, "summoning_sick": draw(st.booleans())})
    state = read_state({"active_player": "alice", "players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
                        "objects": objects})
    return state, asked


def _board(asked: str, *cards: str) -> tuple[GameState, str]:
    objects = [{"id": "a", "card": asked, "controller": "alice"}]
    objects += [{"id": f"o{i}", "card": c, "controller": "alice"} for i, c in enumerate(cards)]
    return read_state({"active_player": "alice", "players": [{"id": "alice", "life": 20}],
                       "objects": objects}), asked


def referee(state: GameState, asked: str) -> bool:
    """Payable by the module docstring's referee. Raises :class:`NotSupported` or :class:`TooLarge`."""
    index, fits = ASKED[asked]
    ability = Board(state).view.view("a").abilities[index]
    assert ability.cost is not None
    [part] = ability.cost.taps_others
    untapped = [o.id for o in state.objects if o.id != "a" and not o.tapped and fits(o.card.type_line.text)]
    rest = Cost(tuple(p for p in ability.cost.parts if not isinstance(p, TapOthersPart)))
    for chosen in combinations(untapped, part.count):
        without = replace(state, objects=tuple(o for o in state.objects if o.id not in chosen))
        query = PaymentsQuery(id="q", player="alice", cost=rest, source="a")
        if ReferencePayer(without, query).all_payments():
            return True
    return False


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(boards())
@example(_board("The Shire", "Forest", "Llanowar Elves"))
@example(_board("The Shire", "Forest", "Holdout Settlement", "Grizzly Bears"))
@example(_board("Survivors' Encampment", "Birchlore Rangers", "Birchlore Rangers"))
@example(_board("Dungeon Descent", "Sol Ring", "Forest", "Isamaru, Hound of Konda"))
@example(_board("Survivors' Encampment", "Blood Pet", "Blood Pet"))
def test_601_2h_tap_others_payable_equals_the_referee(board: tuple[GameState, str]) -> None:
    """CR 601.2g-h, 118.3, 302.6: ``payable`` of the asked ability is the referee's."""
    state, asked = board
    try:
        expected = referee(state, asked)
    except (NotSupported, TooLarge):
        return
    index, _ = ASKED[asked]
    got = Board(state).ask("activatable", player="alice")
    if any(u["object"] == "a" and u["ability"] == index for u in got.get("unknown", [])):
        assert SACRIFICERS & {o.card.name for o in state.objects}
        return
    [row] = [r for r in got["abilities"] if r["object"] == "a" and r["ability"] == index]
    assert row["payable"] is expected
