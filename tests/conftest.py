"""Test-wide settings: property tests draw the same examples on every run (``derandomize``), so a CI run takes the
time a local run takes and a failure reproduces; the examples still cover the boards the strategies describe.

The readings cache on disk (``model/readings_cache.py``) is off unless a test turns it on: every test reads Oracle
text with the grammar itself, and the suite writes nothing to the user's cache folder (subprocesses inherit it)."""

from __future__ import annotations

import os

from hypothesis import settings

os.environ["MTGSOLVER_CACHE_DIR"] = ""

settings.register_profile("mtgsolver", derandomize=True)
settings.load_profile("mtgsolver")
