"""The value of X for an object's abilities (CR 107.3, ruling G6).

* An enters-the-battlefield triggered ability or replacement effect that refers to X uses the X paid for the
  spell that became the object (the object's ``x``), although the X of the permanent itself is 0 (CR 107.3m,
  ruling G6).
* X in an activation cost is chosen as the ability is activated (CR 107.3a, 107.3k): no value before that.
* X defined by the text ("where X is ...", CR 107.3c): no value here; the text says how to count it.
* Any other X of a permanent is 0 (CR 107.3m: "the value of X for that permanent is 0").
"""

from __future__ import annotations

import re

from mtgsolver.model.abilities import Ability, AbilityKind
from mtgsolver.model.state import GameObject, Zone

_X = re.compile(r"(?<![\w{])X(?![\w}])|\{X\}")
_DEFINED = re.compile(r"\bwhere X is\b|\bX is (?:the|equal)\b|\bX equal to\b")
_ETB = re.compile(r"^(?:When|Whenever)\b[^,]*\benters\b|^As\b[^,]*\benters\b|\benters with\b")


def refers_to_x(ability: Ability) -> bool:
    """Does the ability's text use X?"""
    return bool(_X.search(ability.text))


def is_etb(ability: Ability) -> bool:
    """An enters-the-battlefield triggered ability ("When ~ enters, ...") or replacement effect ("As ~ enters",
    "~ enters with ...") (CR 603.6a, 614.1c)."""
    return ability.kind in (AbilityKind.TRIGGERED, AbilityKind.STATIC) and bool(_ETB.search(ability.text))


def ability_x(obj: GameObject, ability: Ability) -> int | None:
    """The X of ``ability`` of ``obj`` now (module docstring); None when it has no fixed value yet or none at all."""
    if not refers_to_x(ability):
        return None
    if ability.cost is not None and ability.cost.mana.has_x:
        return None
    if _DEFINED.search(ability.text):
        return None
    if is_etb(ability):
        return obj.x
    return 0 if obj.zone is Zone.BATTLEFIELD else None
