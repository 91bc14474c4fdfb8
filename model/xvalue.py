"""What an ability's text says about X (CR 107.3): pure functions of the text, cached.

* :func:`read_x` tells whether a text uses X, defines it ("where X is ...", CR 107.3c) and is an
  enters-the-battlefield text (CR 603.6a, 614.1c), as an :class:`XReading`; :func:`is_etb` applies the last to an
  ability of the right kind;
* :func:`x_is_exiled_mana_value`: "X is the mana value of the exiled card" (CR 107.3c);
* :func:`remove_x_counters`: the counter kind of a "Remove X ... counters from ..." cost (CR 107.3, 118.3);
* :func:`x_spend`: "Spend only black mana on X" (CR 107.3, 601.2f-h: the mana that may pay X);
* :func:`x_minimum`: "X can't be 0" (CR 107.3, 601.2b: a rule of the spell or ability on the value chosen).

The solvers apply CR 107.3m with these readings (``solver.xvalue``: the object's X, its zone); ``model`` never
imports ``solver``.
"""

from __future__ import annotations

import re
from functools import lru_cache

from msgspec import Struct
from mtgsolver.model.abilities import Ability, AbilityKind
from mtgsolver.model.errors import UnsupportedText
from mtgsolver.model.mana import COLOR_WORDS, ManaType
from mtgsolver.model.patterns import LazyPattern

__all__ = [
    "XReading",
    "is_etb",
    "read_x",
    "remove_x_counters",
    "x_about_spend",
    "x_is_exiled_mana_value",
    "x_minimum",
    "x_spend",
]

_X = LazyPattern(r"(?<![\w{])X(?![\w}])|\{X\}")
_DEFINED = LazyPattern(r"\bwhere X is\b|\bX is (?:the|equal)\b|\bX equal to\b")
_ETB = LazyPattern(r"^(?:When|Whenever)\b[^,]*\benters\b|^As\b[^,]*\benters\b|\benters with\b")
_X_MANA_VALUE = LazyPattern(r"X is the (?:total )?mana value of the exiled card", re.IGNORECASE)
_REMOVE_X = LazyPattern(r"^remove x (\S+) counters? from ", re.IGNORECASE)
_COLOR = r"(?:white|blue|black|red|green)"
_X_SPEND = LazyPattern(rf"\bSpend only (?P<a>{_COLOR})(?: and/or (?P<b>{_COLOR}))? mana on X\.")
#: Any sentence about the mana spent on X (Emblazoned Golem's "Spend only colored mana on X. No more than one mana
#: of each color may be spent this way.").
_ABOUT_X_SPEND = LazyPattern(r"\bmana on X\b|\bmay be spent this way\b")
#: "X can't be 0.", "This ability can't be copied and X can't be 0."; not "If you cast this spell this way, X can't
#: be 0." (a condition, Light Up the Night).
_X_NOT_ZERO = LazyPattern(r"(?:^|\. |\band )X can't be 0\.")


class XReading(Struct, frozen=True):
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


@lru_cache(maxsize=4096)
def x_spend(text: str) -> tuple[ManaType, ...] | None:
    """The mana types that may be spent on X under "Spend only black mana on X." (``(B,)``, Consume Spirit, Crypt
    Rats) or "Spend only black and/or red mana on X." (``(B, R)``, Soul Burn): CR 107.3, 601.2f-h, a restriction
    on the mana that pays X; ``None`` when the text says nothing about it. Raises :class:`UnsupportedText` for any
    other sentence about the mana spent on X (Emblazoned Golem's "Spend only colored mana on X. No more than one
    mana of each color may be spent this way.")."""
    m = _X_SPEND.search(text)
    rest = _X_SPEND.sub("", text)
    if _ABOUT_X_SPEND.search(rest):
        raise UnsupportedText(f"the mana that may be spent on X is not understood: {text!r}")
    if m is None:
        return None
    return tuple(COLOR_WORDS[w] for w in (m.group("a"), m.group("b")) if w)


@lru_cache(maxsize=4096)
def x_minimum(text: str) -> int:
    """The least X a text allows: 1 under "X can't be 0." (Welcome the Darkness, Lair of the Hydra's ability,
    Thieving Skydiver's "Kicker {X}. X can't be 0."; CR 107.3, 601.2b), else 0."""
    return 1 if _X_NOT_ZERO.search(text) else 0


def x_about_spend(text: str) -> bool:
    """Does ``text`` say anything about the mana spent on X ("Spend only ... mana on X", "No more than one mana of
    each color may be spent this way")?"""
    return bool(_ABOUT_X_SPEND.search(text))
