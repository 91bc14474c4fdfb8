"""Every rule the code and tests cite in the form "CR 601.2h" exists in the Comprehensive Rules, and every ruling
id cited (G1-G8, L1-L16, S1-S8, K1-K6) exists in the rulings file (design/style.md: cite in one fixed form)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared"
CR = SHARED / "reference" / "comprehensive-rules.txt"
RULINGS = SHARED / "rulings" / "rulings.md"
CITATION = re.compile(r"\bCR (\d{3}(?:\.\d+[a-z]?)?)")


def _sources() -> list[Path]:
    files = [p for d in ("model", "solver", "tests") for p in (ROOT / d).rglob("*.py")]
    return files + [ROOT / "README.md"]


@pytest.mark.skipif(not CR.exists(), reason="no ../shared/reference/comprehensive-rules.txt")
def test_every_cited_rule_exists() -> None:
    """Each "CR N" or "CR N.Nx" cited names a rule of the Comprehensive Rules."""
    rules = set()
    for line in CR.read_text(encoding="utf-8").splitlines():
        m = re.match(r"^(\d{3})\.(?:(\d+)([a-z])?\.?)?\s", line)
        if m:
            rules.add(m.group(1))
            if m.group(2):
                rules.add(f"{m.group(1)}.{m.group(2)}")
                if m.group(3):
                    rules.add(f"{m.group(1)}.{m.group(2)}{m.group(3)}")
    missing = []
    for path in _sources():
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            for cited in CITATION.findall(line):
                if cited not in rules:
                    missing.append(f"{path.relative_to(ROOT)}:{n}: CR {cited}")
    assert not missing, "cited rules not in the CR:\n" + "\n".join(missing)


@pytest.mark.skipif(not RULINGS.exists(), reason="no ../shared/rulings/rulings.md")
def test_every_cited_ruling_exists() -> None:
    """Each ruling id cited (e.g. "ruling G7", "(L11)") is one of the rulings file's numbered rulings."""
    known = set(re.findall(r"\*\*([GLSK]\d+)\.\*\*", RULINGS.read_text(encoding="utf-8")))
    pattern = re.compile(r"\b(?:ruling|rulings)\s+([GLSK]\d+)")
    missing = []
    for path in _sources():
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            for cited in pattern.findall(line):
                if cited not in known:
                    missing.append(f"{path.relative_to(ROOT)}:{n}: {cited}")
    assert not missing, "cited rulings not in rulings.md:\n" + "\n".join(missing)
