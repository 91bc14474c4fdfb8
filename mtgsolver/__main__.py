"""``python -m mtgsolver REQUEST.json``: the same as ``mtgsolve`` (see :mod:`mtgsolver.solver.cli`)."""

from mtgsolver.solver.cli import main

raise SystemExit(main())
