"""Test-wide settings: property tests draw the same examples on every run (``derandomize``), so a CI run takes the
time a local run takes and a failure reproduces; the examples still cover the boards the strategies describe."""

from __future__ import annotations

from hypothesis import settings

settings.register_profile("mtgsolver", derandomize=True)
settings.load_profile("mtgsolver")
