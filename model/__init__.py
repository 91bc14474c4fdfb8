"""The mtgsolver game-state model: mana, costs, objects, abilities, the stack, and JSON in and out.

Importing ``model`` is instant: it imports no solver.
"""

from mtgsolver.model.costs import Cost
from mtgsolver.model.errors import MtgSolverError
from mtgsolver.model.mana import Mana, ManaCost, ManaSymbol, ManaType

__all__ = ["Cost", "Mana", "ManaCost", "ManaSymbol", "ManaType", "MtgSolverError"]
