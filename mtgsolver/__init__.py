"""mtgsolver: exact answers to Magic: The Gathering legality questions (CR 106.7 could-produce, CR 601.2g-h
payments, CR 707.10 copies), for agents and the programs around them.

The public API is :class:`Board` (a game state and the questions about it), :func:`solve` (a whole JSON request
of ``design/contract.md``), :func:`solve_line` / :func:`solve_lines` (JSON lines, for batch pipelines) and the
exception family rooted in :class:`MtgSolverError` (``code``, ``path``). The game-state model is
:mod:`mtgsolver.model`, the solvers :mod:`mtgsolver.solver`; the solvers import the model, never the reverse.
"""

from __future__ import annotations

from pathlib import Path as _Path
from typing import TYPE_CHECKING, Any

# Installed, the model and the solvers are this package's subpackages. Imported from a source checkout, they are
# the repository's top-level `model/` and `solver/` folders beside this one (setuptools' `package-dir` maps them
# at install time), so the package looks there too.
if not (_Path(__file__).parent / "model").is_dir():
    __path__.append(str(_Path(__file__).resolve().parent.parent))

from mtgsolver.model.errors import (
    BadManaString,
    BadRequest,
    LimitReached,
    MtgSolverError,
    UnknownAbility,
    UnknownCard,
    UnknownObject,
    UnsupportedText,
)
from mtgsolver.model.mana import Mana, ManaCost, ManaType
from mtgsolver.model.results import (
    AbilityStatus,
    Activatable,
    Activation,
    ActivationCheck,
    CopyTargets,
    Payment,
    Reason,
)
from mtgsolver.solver.api import solve
from mtgsolver.solver.board import Board

if TYPE_CHECKING:
    from mtgsolver.solver.batch import solve_line, solve_lines


def __getattr__(name: str) -> Any:
    # The batch helpers import multiprocessing; a single request (the command line, MCP) doesn't pay for it.
    if name in ("solve_line", "solve_lines"):
        from mtgsolver.solver import batch

        return getattr(batch, name)
    raise AttributeError(f"module 'mtgsolver' has no attribute {name!r}")

__all__ = [
    "AbilityStatus",
    "Activatable",
    "Activation",
    "ActivationCheck",
    "BadManaString",
    "BadRequest",
    "Board",
    "CopyTargets",
    "LimitReached",
    "Mana",
    "ManaCost",
    "ManaType",
    "MtgSolverError",
    "Payment",
    "Reason",
    "UnknownAbility",
    "UnknownCard",
    "UnknownObject",
    "UnsupportedText",
    "solve",
    "solve_line",
    "solve_lines",
]
