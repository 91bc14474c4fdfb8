"""The shortcuts of the payment encoding for a fresh board encode the problem the general path encodes (CR 106.12,
602.2b, 602.5, 106.7; contract ``group_identical``).

The shortcuts: a mana ability whose production reads nothing of the board, on a board without an effect that
replaces or triggers on mana (CR 106.12a-b), adds the options kept for that production; the could-produce fixpoint
(CR 106.7) is left unbuilt when it can neither fail nor be read; group keys name cards and tuples of abilities by
tokens that stand for their values. With each turned off (the general path: every result through replacement
effects and triggers, the fixpoint built first, the values themselves in the keys), every random board encodes the
same problem, or fails with the same error.
"""

from __future__ import annotations

from typing import Any
from unittest.mock import patch

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from msgspec.structs import replace
from mtgsolver.model.errors import MtgSolverError
from mtgsolver.model.queries import PaymentMode
from mtgsolver.solver.payments import problem
from mtgsolver.solver.payments.problem import encode_payment
from mtgsolver.solver.view import BoardView

from tests.helpers import obj, pay, state
from tests.payments.boards import SOURCES, boards

#: Sources whose mana reads the board (what others could produce, a count, a chosen colour) beside plain ones.
READING = SOURCES + ("Chromatic Lantern", "Gaea's Cradle", "Exotic Orchard", "Fellwar Stone", "Ancient Tomb",
                     "Elvish Spirit Guide")
#: Permanents that change mana or what abilities do: a trigger, a replacement, a grant, a cost change.
EFFECTS = ("Mana Flare", "Mana Reflection", "Chromatic Lantern", "Contamination", "Thran Portal")


def _encoded(state: Any, query: Any) -> object:
    """The encoded problem, or the error's kind, message and path."""
    try:
        return encode_payment(BoardView(state), query)
    except MtgSolverError as e:
        return type(e), e.message, e.path


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(boards(max_sources=6, max_symbols=4, sources=READING, effects=EFFECTS, hand=("Elvish Spirit Guide",)),
       st.sampled_from(list(PaymentMode)), st.booleans())
def test_fresh_board_shortcuts_encode_the_general_problem(board: Any, mode: PaymentMode, group: bool) -> None:
    """CR 106.12, 602.2b, 602.5, 106.7: with the shortcuts and without them, the same problem (or error)."""
    state, query = board
    query = replace(query, mode=mode, group_identical=group)
    shortcut = _encoded(state, query)
    with patch.object(problem, "_fixed_options", lambda *_args: None), \
            patch.object(problem, "_fixpoint_idle", lambda _bv: False), \
            patch.object(problem, "_token", lambda value: value):
        general = _encoded(state, query)
    assert shortcut == general


def test_group_identical_two_lands_granted_the_same_ability_are_one_class() -> None:
    """Contract ``group_identical`` (objects that differ only in id share one class), CR 613.1f: two untapped
    Forests that Chromatic Lantern gives "{T}: Add one mana of any color." each have {T}: Add {G} (CR 305.6) and
    the granted ability, equal but each its own tuple of abilities; they differ only in id, so they are one class
    of two members, and the Lantern its own class."""
    s = state(obj("f1", "Forest"), obj("f2", "Forest"), obj("cl", "Chromatic Lantern"))
    bv = BoardView(s)
    assert bv.views["f1"].abilities == bv.views["f2"].abilities
    encoded = encode_payment(bv, pay("{U}{U}", mode=PaymentMode.ALL, group_identical=True))
    assert sorted(src.members for src in encoded.sources) == [("cl",), ("f1", "f2")]
