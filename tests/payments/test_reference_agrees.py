"""CR 601.2g-h, 605.3a-b, 106.6, 118.3, 119.4: the solver's list of every payment equals the reference payer's
(:mod:`tests.payments.reference`), which plays each sequence of activations out from the state itself and shares
nothing with the solver's encoding. The boards mix basic, pain, filter and sacrifice lands, mana creatures,
Signets, life-cost sources, a sacrifice-another source, a source that puts a counter on itself (Wall of Roots) and
one that exiles itself (Mirrored Lotus), spending restrictions with ``spend_on``, replacement effects,
tapped-for-mana triggers, floating mana, Phyrexian symbols and low life."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from mtgsolver.model.costs import Cost
from mtgsolver.model.io import read_state
from mtgsolver.model.queries import PaymentsQuery
from mtgsolver.model.state import GameState
from mtgsolver.solver.payments import legal_payments
from mtgsolver.solver.view import BoardView

from tests.payments.boards import reference_payments
from tests.payments.reference import canonical

#: Ashnod's Altar, inline in its Oracle wording (a cost that sacrifices another permanent, CR 118.3).
ALTAR = {"name": "Ashnod's Altar", "type_line": "Artifact", "mana_cost": "{3}",
         "oracle_text": "Sacrifice a creature: Add {C}{C}."}
SOURCES: tuple[Any, ...] = (
    "Forest", "Plains", "Island", "Swamp", "Mountain", "Wastes", "Snow-Covered Forest", "Adarkar Wastes",
    "Karplusan Forest", "Ancient Tomb", "Mystic Gate", "Graven Cairns", "Fire-Lit Thicket", "City of Brass",
    "Mana Confluence", "Birds of Paradise", "Llanowar Elves", "Boros Signet", "Tinder Farm", "Chromatic Star",
    "Sol Ring", "Reflecting Pool", "Pili-Pala", "Mishra's Workshop", "Grizzly Bears", ALTAR, "Wall of Roots",
    "Mirrored Lotus",
)
EFFECTS = ("Mana Reflection", "Contamination", "Wild Growth", "Mana Flare")
SYMBOLS = ("{W}", "{U}", "{B}", "{R}", "{G}", "{C}", "{1}", "{2}", "{W/U}", "{B/G}", "{R/G}", "{2/W}", "{C/G}",
           "{W/P}", "{U/P}", "{G/U/P}", "{S}")
#: Cards in the hand the mana may be for (``spend_on``): an artifact spell, a creature spell, an instant.
HAND = ("Sol Ring", "Grizzly Bears", "Lightning Bolt")


@st.composite
def boards(draw: Any) -> tuple[GameState, PaymentsQuery]:
    """Up to four sources, perhaps one effect on mana, a floating pool, a low or ordinary life total, a cost."""
    objects: list[dict[str, Any]] = []
    for i, source in enumerate(draw(st.lists(st.sampled_from(SOURCES), max_size=4))):
        card = {"card": source} if isinstance(source, str) else dict(source)
        objects.append({"id": f"o{i}", "controller": "alice", **card,
                        "tapped": draw(st.integers(0, 5)) == 0, "summoning_sick": draw(st.booleans())})
    effect = draw(st.sampled_from((None, *EFFECTS)))
    if effect == "Wild Growth":
        lands = [o["id"] for o in objects if o.get("card") in ("Forest", "Adarkar Wastes", "Mystic Gate")]
        if lands:
            objects.append({"id": "aura", "card": "Wild Growth", "controller": "alice", "attached_to": lands[0]})
    elif effect is not None:
        objects.append({"id": "effect", "card": effect, "controller": draw(st.sampled_from(("alice", "bob")))})
    for i, card in enumerate(HAND):
        objects.append({"id": f"h{i}", "card": card, "controller": "alice", "zone": "hand"})
    pool = "".join(draw(st.lists(st.sampled_from(("{W}", "{B}", "{G}", "{C}")), max_size=2)))
    state = read_state({
        "active_player": "alice",
        "players": [{"id": "alice", "life": draw(st.sampled_from((0, 1, 2, 3, 4, 20))), "mana_pool": pool},
                    {"id": "bob", "life": 20}],
        "objects": objects,
    })
    cost = "".join(draw(st.lists(st.sampled_from(SYMBOLS), max_size=3)))
    spend_on = draw(st.sampled_from((None, "h0", "h1", "h2")))
    return state, PaymentsQuery(id="q", player="alice", cost=Cost.parse(cost), spend_on=spend_on)


def _board(life: int, pool: str, cards: tuple[str, ...], cost: str) -> tuple[GameState, PaymentsQuery]:
    state = read_state({"active_player": "alice", "players": [{"id": "alice", "life": life, "mana_pool": pool}],
                        "objects": [{"id": f"o{i}", "card": c, "controller": "alice"} for i, c in enumerate(cards)]})
    return state, PaymentsQuery(id="q", player="alice", cost=Cost.parse(cost))


@settings(max_examples=500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(boards())
# Issue 16: a pain land's damage before Phyrexian life; a chain of filter lands started by floating mana.
@example(_board(2, "", ("Adarkar Wastes",), "{U}{W/P}"))
@example(_board(4, "", ("Adarkar Wastes", "Adarkar Wastes"), "{U}{W/P}{W/P}"))
@example(_board(20, "{B}", ("Graven Cairns", "Fire-Lit Thicket"), "{B/G}"))
def test_601_2h_every_payment_equals_the_reference_payer(board: tuple[GameState, PaymentsQuery]) -> None:
    """CR 601.2g-h, 605.3b, 119.4: every minimal payment the reference payer finds by playing the activations out,
    the solver lists, and no other."""
    state, query = board
    expected = reference_payments(state, query)
    got = [canonical(p) for p in legal_payments(BoardView(state), query)]
    assert len(got) == len(set(got))
    assert set(got) == expected
