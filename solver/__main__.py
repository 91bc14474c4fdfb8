"""``python -m solver REQUEST.json``: the same as ``mtgsolve`` (see :mod:`solver.cli`)."""

from solver.cli import main

raise SystemExit(main())
