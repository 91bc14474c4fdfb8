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

#: Where each public name is defined. They are imported when first used (PEP 562): ``import mtgsolver`` and the
#: command's start (``python -m mtgsolver``) don't load the solvers or the Oracle reader until a request needs them
#: (nor pydantic, which only the published schemas and the MCP server use), and the batch helpers' multiprocessing is
#: imported only by ``solve_line`` / ``solve_lines``.
_SOURCES = {
    **dict.fromkeys(("BadManaString", "BadRequest", "LimitReached", "MtgSolverError", "UnknownAbility", "UnknownCard",
                     "UnknownObject", "UnsupportedText"), "mtgsolver.model.errors"),
    **dict.fromkeys(("Mana", "ManaCost", "ManaType"), "mtgsolver.model.mana"),
    **dict.fromkeys(("AbilityStatus", "Activatable", "Activation", "ActivationCheck", "CopyTargets", "Payment",
                     "Reason"), "mtgsolver.model.results"),
    "solve": "mtgsolver.solver.api",
    "Board": "mtgsolver.solver.board",
    **dict.fromkeys(("solve_line", "solve_lines"), "mtgsolver.solver.batch"),
}

if TYPE_CHECKING:
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
    from mtgsolver.solver.batch import solve_line, solve_lines
    from mtgsolver.solver.board import Board


def __getattr__(name: str) -> Any:
    if name in _SOURCES:
        from importlib import import_module

        value = getattr(import_module(_SOURCES[name]), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module 'mtgsolver' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})


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
