"""The value of X for an object's abilities (CR 107.3, ruling G6).

* An enters-the-battlefield triggered ability or replacement effect that refers to X uses the X paid for the
  spell that became the object (the object's ``x``), although the X of the permanent itself is 0 (CR 107.3m,
  ruling G6).
* X in an activation cost is chosen as the ability is activated (CR 107.3a, 107.3k): no value before that.
* X defined by the text ("where X is ...", CR 107.3c): no value here; the text says how to count it.
* Any other X of a permanent is 0 (CR 107.3m: "the value of X for that permanent is 0").

How the text uses X is read by the model (:func:`model.xvalue.read_x`); this module applies the rules to the
object's X and zone.
"""

from __future__ import annotations

from mtgsolver.model.abilities import Ability
from mtgsolver.model.state import GameObject, Zone
from mtgsolver.model.xvalue import is_etb, read_x


def ability_x(obj: GameObject, ability: Ability) -> int | None:
    """The X of ``ability`` of ``obj`` now (module docstring); None when it has no fixed value yet or none at all."""
    reading = read_x(ability.text)
    if not reading.refers:
        return None
    if ability.cost is not None and ability.cost.mana.has_x:
        return None
    if reading.defined:
        return None
    if is_etb(ability):
        return obj.x
    return 0 if obj.zone is Zone.BATTLEFIELD else None
