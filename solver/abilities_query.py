"""The ``abilities`` query: how an object's text was read (CR 113, 605.1).

The list is in the contract's order, which gives each ability its index: the intrinsic mana abilities of the
object's basic land types first (CR 305.6), then the text's abilities in printed order (see :mod:`model.abilities`),
then abilities effects grant it; land types are the object's as the board's effects leave them (CR 613.1d).
"""

from __future__ import annotations

from typing import Any

from mtgsolver.model.queries import AbilitiesQuery
from mtgsolver.solver.view import BoardView


def answer_abilities(bv: BoardView, q: AbilitiesQuery) -> dict[str, Any]:
    """``{"abilities": [{"index", "text", "kind"}], "unsupported": [sentence, ...]}`` for ``q.object``.

    ``kind`` is one of ``mana``, ``activated``, ``triggered``, ``static``, ``spell``, ``keyword`` (CR 113.3,
    605.1); ``x``, for an ability that uses X with a value now: the object's X for its enters-the-battlefield
    abilities, 0 for its other abilities (CR 107.3m, ruling G6; see :mod:`solver.xvalue`); ``unsupported`` lists the sentences the reader did not understand (never guessed). Raises
    :class:`~model.errors.UnknownObject` (path ``"object"``) for an id that names no object.
    """
    from mtgsolver.model.errors import UnknownObject
    from mtgsolver.model.reader import read_card
    from mtgsolver.solver.xvalue import ability_x

    if not bv.state.has_object(q.object):
        raise UnknownObject(f"no object with id {q.object!r}", path="object")
    obj = bv.state.object(q.object)
    read = read_card(obj.card)
    rows: list[dict[str, Any]] = []
    # The object's abilities as the board's effects leave them (a Forest under Urborg has the Swamp's {B} first,
    # CR 305.6-305.7): the same numbering can_activate and activatable use.
    for a in bv.view(q.object).abilities:
        row: dict[str, Any] = {"index": a.index, "text": a.text, "kind": str(a.kind.value)}
        x = ability_x(obj, a)
        if x is not None:
            row["x"] = x
        rows.append(row)
    return {
        "abilities": rows,
        "unsupported": [_sentence(u) for u in read.unsupported],
    }


def _sentence(item: object) -> str:
    """An unsupported entry as text, whatever the reader keeps (a string, or a value with ``text``)."""
    if isinstance(item, str):
        return item
    text = getattr(item, "text", None)
    return text if isinstance(text, str) else str(item)
