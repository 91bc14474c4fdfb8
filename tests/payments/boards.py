"""Random small boards of real mana sources, for property tests that compare payment backends.

Each board is a contract request state: real cards from the embedded registry, each randomly tapped (and, for
creatures, summoning sick), a random pool and life total, and a cost made of CR 107.4 symbols.
"""

from __future__ import annotations

import time
from typing import Any

from hypothesis import reject
from hypothesis import strategies as st
from mtgsolver.model.costs import Cost
from mtgsolver.model.io import read_state
from mtgsolver.model.queries import PaymentsQuery
from mtgsolver.model.state import GameState
from mtgsolver.solver.payments import cpsat, search
from mtgsolver.solver.payments.fast import quick_check
from mtgsolver.solver.payments.problem import encode_payment
from mtgsolver.solver.view import BoardView

from tests.payments.reference import NotSupported, Payment, ReferencePayer, TooLarge

SOURCES = (
    "Forest", "Plains", "Island", "Swamp", "Mountain", "Wastes", "Snow-Covered Forest", "Adarkar Wastes",
    "City of Brass", "Mana Confluence", "Birds of Paradise", "Llanowar Elves", "Boros Signet", "Azorius Signet",
    "Tinder Farm", "Chromatic Star", "Treasonous Ogre", "Sungrass Prairie", "Mind Stone", "Sol Ring",
    "Grove of the Burnwillows", "Talisman of Progress", "Reflecting Pool", "Pili-Pala",
)
SYMBOLS = ("{W}", "{U}", "{B}", "{R}", "{G}", "{C}", "{1}", "{2}", "{W/U}", "{R/G}", "{2/W}", "{C/G}", "{B/P}",
           "{G/U/P}", "{S}")


@st.composite
def boards(
    draw: Any, max_sources: int = 4, max_symbols: int = 3, sources: tuple[str, ...] = SOURCES, tap_odds: int = 4,
    effects: tuple[str, ...] = (), hand: tuple[str, ...] = (),
) -> tuple[GameState, PaymentsQuery]:
    """A (state, payments query) pair: up to ``max_sources`` permanents and ``max_symbols`` cost symbols; about
    one permanent in ``2 * tap_odds`` is tapped. With ``effects``, perhaps one of them (a permanent of Alice's that
    changes mana: Mana Flare); with ``hand``, those cards in Alice's hand and perhaps one of them the query's
    ``spend_on`` (spending restrictions, CR 106.6)."""
    names = draw(st.lists(st.sampled_from(sources), min_size=0, max_size=max_sources))
    objects = []
    for i, name in enumerate(names):
        objects.append({
            "id": f"o{i}",
            "card": name,
            "controller": "alice",
            "tapped": draw(st.booleans()) if draw(st.integers(0, tap_odds - 1)) == 0 else False,
            "summoning_sick": draw(st.booleans()),
        })
    effect = draw(st.sampled_from((None, *effects)))
    if effect is not None:
        objects.append({"id": "effect", "card": effect, "controller": "alice"})
    objects += [{"id": f"h{i}", "card": card, "controller": "alice", "zone": "hand"} for i, card in enumerate(hand)]
    spend_on = draw(st.sampled_from((None, *(f"h{i}" for i in range(len(hand))))))
    pool = "".join(draw(st.lists(st.sampled_from(["{W}", "{G}", "{C}"]), max_size=2)))
    life = draw(st.sampled_from([0, 1, 2, 3, 4, 20]))
    state = read_state({
        "active_player": "alice",
        "players": [{"id": "alice", "life": life, "mana_pool": pool}, {"id": "bob", "life": 20}],
        "objects": objects,
    })
    cost = "".join(draw(st.lists(st.sampled_from(SYMBOLS), min_size=0, max_size=max_symbols)))
    return state, PaymentsQuery(id="q", player="alice", cost=Cost.parse(cost), spend_on=spend_on)


def reference_payments(state: GameState, query: PaymentsQuery) -> set[Payment]:
    """The reference payer's minimal payments of ``query`` (canonical form); a board it doesn't support or that is
    too large for it is not an example (hypothesis ``reject``)."""
    try:
        return set(ReferencePayer(state, query).minimal_payments())
    except (NotSupported, TooLarge):
        reject()


def assert_backends_agree(state: GameState, query: PaymentsQuery, *, check: bool = False) -> None:
    """On the encoding of ``query`` (CR 601.2h): every minimal payment the brute force finds, the search and CP-SAT
    find, each once, and no other; with ``check``, CP-SAT's check and the quick check (where it answers) agree."""
    from tests.payments import brute

    problem = encode_payment(BoardView(state), query)
    deadline = time.monotonic() + 600
    expected = brute.minimal_payments(problem)
    found = list(search.minimal_payments(problem, deadline))
    assert len(found) == len(set(found))
    assert set(found) == expected
    assert set(cpsat.enumerate_minimal(problem, deadline)) == expected
    if check:
        assert (cpsat.check(problem, deadline) is not None) == bool(expected)
        quick = quick_check(problem)
        if quick is not None:
            assert quick == bool(expected)
