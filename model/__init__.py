"""The mtgsolver game-state model: mana, costs, objects, abilities, the stack, and JSON in and out.

Importing ``model`` is instant: it imports no solver, and its names below are imported when first used (PEP 562),
so that importing one of its modules (``mtgsolver.model.errors``) loads only that module.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

#: Where each name is defined.
_SOURCES = {"Cost": "mtgsolver.model.costs", "MtgSolverError": "mtgsolver.model.errors",
            **dict.fromkeys(("Mana", "ManaCost", "ManaSymbol", "ManaType"), "mtgsolver.model.mana")}

if TYPE_CHECKING:
    from mtgsolver.model.costs import Cost
    from mtgsolver.model.errors import MtgSolverError
    from mtgsolver.model.mana import Mana, ManaCost, ManaSymbol, ManaType


def __getattr__(name: str) -> Any:
    if name in _SOURCES:
        from importlib import import_module

        value = getattr(import_module(_SOURCES[name]), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module 'mtgsolver.model' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})


__all__ = ["Cost", "Mana", "ManaCost", "ManaSymbol", "ManaType", "MtgSolverError"]
