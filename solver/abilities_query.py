"""The ``abilities`` query: how an object's text was read (CR 113, 605.1).

The list is in the contract's order, which gives each ability its index: the intrinsic mana abilities of the
object's basic land types first (CR 305.6), then the text's abilities in printed order (see :mod:`model.abilities`).
"""

from __future__ import annotations

from typing import Any

from model.queries import AbilitiesQuery
from model.state import GameState


def answer_abilities(state: GameState, q: AbilitiesQuery) -> dict[str, Any]:
    """``{"abilities": [{"index", "text", "kind"}], "unsupported": [sentence, ...]}`` for ``q.object``.

    ``kind`` is one of ``mana``, ``activated``, ``triggered``, ``static``, ``spell``, ``keyword`` (CR 113.3,
    605.1); ``unsupported`` lists the sentences the reader did not understand (never guessed). Raises
    :class:`~model.errors.UnknownObject` (path ``"object"``) for an id that names no object.
    """
    from model.errors import UnknownObject
    from model.reader import read_card

    if not state.has_object(q.object):
        raise UnknownObject(f"no object with id {q.object!r}", path="object")
    read = read_card(state.object(q.object).card)
    return {
        "abilities": [{"index": a.index, "text": a.text, "kind": str(a.kind.value)} for a in read.abilities],
        "unsupported": [_sentence(u) for u in read.unsupported],
    }


def _sentence(item: object) -> str:
    """An unsupported entry as text, whatever the reader keeps (a string, or a value with ``text``)."""
    if isinstance(item, str):
        return item
    text = getattr(item, "text", None)
    return text if isinstance(text, str) else str(item)
