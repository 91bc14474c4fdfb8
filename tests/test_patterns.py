"""The model's lazily compiled regular expressions (model/patterns.py, issue 17 item 3): each is compiled only when
first used, answers as ``re.compile`` of the same pattern does, and every one the model holds compiles."""

from __future__ import annotations

import importlib
import pkgutil
import re
from collections.abc import Iterator
from typing import Any

import mtgsolver.model
from mtgsolver.model.patterns import LazyPattern


def _lazy_patterns(value: Any) -> Iterator[LazyPattern]:
    if isinstance(value, LazyPattern):
        yield value
    elif isinstance(value, (tuple, list)):
        for item in value:
            yield from _lazy_patterns(item)


def test_every_pattern_of_the_model_compiles() -> None:
    """A pattern compiled at import would fail there; compiled on first use, a malformed one is found here."""
    found = 0
    for info in pkgutil.iter_modules(mtgsolver.model.__path__):
        module = importlib.import_module(f"mtgsolver.model.{info.name}")
        for name, value in vars(module).items():
            for pattern in _lazy_patterns(value):
                assert isinstance(pattern.compiled, re.Pattern), f"{info.name}.{name}"
                found += 1
    assert found > 100


def test_a_lazy_pattern_is_compiled_on_first_use_and_answers_as_re_does() -> None:
    pattern = LazyPattern(r"(?P<n>\d+) (?P<what>[a-z]+)s?", re.IGNORECASE)
    assert pattern._compiled is None
    compiled = re.compile(r"(?P<n>\d+) (?P<what>[a-z]+)s?", re.IGNORECASE)
    text = "Add 2 Mana, then 3 counters"
    found, expected = pattern.search(text), compiled.search(text)
    assert found is not None and expected is not None and found.groupdict() == expected.groupdict()
    assert pattern._compiled is not None
    assert pattern.match(text) is None and pattern.match(text, 4) is not None
    assert pattern.fullmatch("12 Lands") is not None and pattern.fullmatch("12 lands now") is None
    assert pattern.sub("N", text) == compiled.sub("N", text)
    assert pattern.sub(lambda m: m["what"].upper(), text, count=1) == "Add MANA, then 3 counters"
    assert pattern.split(text) == compiled.split(text)
    assert pattern.findall(text) == compiled.findall(text)
    assert [m.span() for m in pattern.finditer(text)] == [m.span() for m in compiled.finditer(text)]
    assert (pattern.pattern, pattern.flags) == (compiled.pattern, re.IGNORECASE)
