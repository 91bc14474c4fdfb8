"""Regular expressions compiled when first used, for the readers' module-level patterns.

A module's ``re.compile`` runs as it is imported (about 0.1 ms a pattern in CPython 3.11), and a request reads
only the few sentence shapes its cards have: with the readings cache primed, most of the readers' patterns are
never used in a command's run (issue 17 item 3, the cold start). A :class:`LazyPattern` is written like
``re.compile(pattern, flags)`` and compiles on its first match.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Iterator
from typing import Any

#: The number words of Oracle text, "a" and "an" as one (CR 107.1): "Tap two untapped Elves you control", "Remove
#: a charge counter", "up to three targets".
NUMBER_WORDS: dict[str, int] = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
}


class LazyPattern:
    """``re.compile(pattern, flags)``, compiled on first use.

    :meth:`search`, :meth:`match`, :meth:`fullmatch`, :meth:`sub`, :meth:`split`, :meth:`findall` and
    :meth:`finditer` are those of the compiled ``re.Pattern[str]`` (:attr:`compiled`); ``pattern`` and ``flags``
    are as given. A malformed pattern raises ``re.error`` at its first use (tests/test_patterns.py compiles every
    one of the model's).
    """

    __slots__ = ("_compiled", "flags", "pattern")

    def __init__(self, pattern: str, flags: int = 0) -> None:
        self.pattern = pattern
        self.flags = flags
        self._compiled: re.Pattern[str] | None = None

    def __repr__(self) -> str:
        return f"LazyPattern({self.pattern!r}, {self.flags!r})"

    @property
    def compiled(self) -> re.Pattern[str]:
        """The compiled pattern (compiled now if it wasn't yet)."""
        if self._compiled is None:
            self._compiled = re.compile(self.pattern, self.flags)
        return self._compiled

    def search(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self.compiled.search(string, pos, endpos)

    def match(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self.compiled.match(string, pos, endpos)

    def fullmatch(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self.compiled.fullmatch(string, pos, endpos)

    def sub(self, repl: str | Callable[[re.Match[str]], str], string: str, count: int = 0) -> str:
        return self.compiled.sub(repl, string, count)

    def split(self, string: str, maxsplit: int = 0) -> list[str | Any]:
        return self.compiled.split(string, maxsplit)

    def findall(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> list[Any]:
        return self.compiled.findall(string, pos, endpos)

    def finditer(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> Iterator[re.Match[str]]:
        return self.compiled.finditer(string, pos, endpos)
