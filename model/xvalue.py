"""What an ability's text says about X (CR 107.3): pure functions of the text, cached.

* :func:`read_x` tells whether a text uses X, defines it ("where X is ...", CR 107.3c) and is an
  enters-the-battlefield text (CR 603.6a, 614.1c), as an :class:`XReading`; :func:`is_etb` applies the last to an
  ability of the right kind;
* :func:`x_is_exiled_mana_value`: "X is the mana value of the exiled card" (CR 107.3c);
* :func:`remove_x_counters`: the counter kind of a "Remove X ... counters from ..." cost (CR 107.3, 118.3).

The solvers apply CR 107.3m with these readings (``solver.xvalue``: the object's X, its zone); ``model`` never
imports ``solver``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from mtgsolver.model.abilities import Ability, AbilityKind
from mtgsolver.model.patterns import LazyPattern

__all__ = ["XReading", "is_etb", "read_x", "remove_x_counters", "x_is_exiled_mana_value"]

_X = LazyPattern(r"(?<![\w{])X(?![\w}])|\{X\}")
_DEFINED = LazyPattern(r"\bwhere X is\b|\bX is (?:the|equal)\b|\bX equal to\b")
_ETB = LazyPattern(r"^(?:When|Whenever)\b[^,]*\benters\b|^As\b[^,]*\benters\b|\benters with\b")
_X_MANA_VALUE = LazyPattern(r"X is the (?:total )?mana value of the exiled card", re.IGNORECASE)
_REMOVE_X = LazyPattern(r"^remove x (\S+) counters? from ", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class XReading:
    """How an ability's text uses X: ``refers`` (the text names X or ``{X}``), ``defined`` (the text says how to
    count X: "where X is ...", "X is the ...", "X equal to ...", CR 107.3c) and ``etb`` (the text is an
    enters-the-battlefield trigger, "When ~ enters, ...", or replacement, "As ~ enters", "~ enters with ...")."""

    refers: bool
    defined: bool
    etb: bool


@lru_cache(maxsize=4096)
def read_x(text: str) -> XReading:
    """The :class:`XReading` of an ability's text."""
    return XReading(refers=bool(_X.search(text)), defined=bool(_DEFINED.search(text)), etb=bool(_ETB.search(text)))


def is_etb(ability: Ability) -> bool:
    """An enters-the-battlefield triggered ability ("When ~ enters, ...") or replacement effect ("As ~ enters",
    "~ enters with ...") (CR 603.6a, 614.1c)."""
    return ability.kind in (AbilityKind.TRIGGERED, AbilityKind.STATIC) and read_x(ability.text).etb


@lru_cache(maxsize=4096)
def x_is_exiled_mana_value(text: str) -> bool:
    """Does the text define X as "the (total) mana value of the exiled card" (CR 107.3c; rulings S4: the sum over
    the cards the object exiled)?"""
    return bool(_X_MANA_VALUE.search(text))


@lru_cache(maxsize=4096)
def remove_x_counters(cost_text: str) -> str | None:
    """The counter kind, lower case, of a cost "Remove X <kind> counters from ..." (Calciform Pools: ``"storage"``;
    CR 107.3, 118.3); ``None`` for any other cost."""
    m = _REMOVE_X.match(cost_text)
    return m.group(1).lower() if m else None
