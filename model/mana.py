"""Mana types, mana symbols and mana costs (CR 105, 106, 107.4).

A *mana string* is a run of braced symbols, e.g. ``"{2}{W/U}{B/P}"``, ``"{X}{R}"``, ``"{S}"``, ``"{0}"``. Every
symbol of CR 107.4 is accepted: numbers, ``{X}`` and ``{Y}`` (CR 107.3p), ``{W}{U}{B}{R}{G}``, ``{C}``, the ten hybrid
symbols (either order of halves is read, printed in the CR's order), ``{2/W}`` and ``{C/W}`` monocoloured hybrid,
``{W/P}`` Phyrexian, ``{W/U/P}`` hybrid Phyrexian, and ``{S}`` snow. ``ManaCost.parse`` and ``str`` round-trip.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from enum import StrEnum

from msgspec import Struct
from mtgsolver.model.errors import BadManaString


class ManaType(StrEnum):
    """The six types of mana (CR 106.1): five colours and colourless. Colourless is a type, not a colour."""

    W = "W"
    U = "U"
    B = "B"
    R = "R"
    G = "G"
    C = "C"

    @property
    def is_color(self) -> bool:
        """True for W, U, B, R, G (CR 105.1); false for colourless C (CR 105.2c)."""
        return self is not ManaType.C


#: All types in the contract's order W U B R G C.
MANA_TYPES: tuple[ManaType, ...] = tuple(ManaType)
#: The five colours in WUBRG order (CR 105.1).
COLORS: tuple[ManaType, ...] = MANA_TYPES[:5]
TYPE_ORDER = {t: i for i, t in enumerate(MANA_TYPES)}

COLOR_WORDS = {"white": ManaType.W, "blue": ManaType.U, "black": ManaType.B, "red": ManaType.R, "green": ManaType.G}

# CR 107.4: the hybrid pairs in their printed order.
HYBRID_PAIRS: tuple[tuple[ManaType, ManaType], ...] = tuple(
    (ManaType(p[0]), ManaType(p[1])) for p in ("WU", "WB", "UB", "UR", "BR", "BG", "RG", "RW", "GW", "GU")
)
_PAIR_ORDER = {frozenset(p): p for p in HYBRID_PAIRS}


class SymbolKind(StrEnum):
    """The families of mana symbols of CR 107.4."""

    GENERIC = "generic"  # {0}, {1}, {2}, ... (CR 107.4b)
    VARIABLE = "variable"  # {X}, and {Y} which follows the same rules (CR 107.3, 107.3p)
    COLORED = "colored"  # {W} {U} {B} {R} {G} (CR 107.4a)
    COLORLESS = "colorless"  # {C} (CR 107.4c)
    HYBRID = "hybrid"  # {W/U} (CR 107.4e)
    MONO_HYBRID = "mono_hybrid"  # {2/W} (CR 107.4e)
    COLORLESS_HYBRID = "colorless_hybrid"  # {C/W} (CR 107.4e)
    PHYREXIAN = "phyrexian"  # {W/P} (CR 107.4f)
    HYBRID_PHYREXIAN = "hybrid_phyrexian"  # {W/U/P} (CR 107.4f)
    SNOW = "snow"  # {S} (CR 107.4h)


class ManaSymbol(Struct, frozen=True):
    """One mana symbol of CR 107.4.

    ``types`` holds the coloured (or colourless) halves in printed order; ``amount`` is the number of a generic
    symbol or the ``2`` of ``{2/W}``; ``letter`` is the variable of ``{X}``.
    """

    kind: SymbolKind
    types: tuple[ManaType, ...] = ()
    amount: int = 0
    letter: str = ""

    @classmethod
    def parse(cls, text: str) -> ManaSymbol:
        """Parse one braced symbol such as ``"{W/P}"``; raises :class:`BadManaString`."""
        if not (text.startswith("{") and text.endswith("}")):
            raise BadManaString(f"not a mana symbol: {text!r}")
        body = text[1:-1]
        return _parse_body(body.upper() if body.isascii() else body, text)

    @property
    def is_colored(self) -> bool:
        """CR 107.4a, 107.4e, 107.4f: coloured, hybrid and Phyrexian symbols are coloured symbols."""
        return self.kind in (
            SymbolKind.COLORED,
            SymbolKind.HYBRID,
            SymbolKind.MONO_HYBRID,
            SymbolKind.COLORLESS_HYBRID,
            SymbolKind.PHYREXIAN,
            SymbolKind.HYBRID_PHYREXIAN,
        )

    @property
    def mana_value(self) -> int:
        """Contribution to mana value (CR 202.3): hybrid counts its largest half, X counts 0 off the stack."""
        if self.kind is SymbolKind.GENERIC:
            return self.amount
        if self.kind is SymbolKind.VARIABLE:
            return 0
        if self.kind is SymbolKind.MONO_HYBRID:
            return self.amount
        return 1

    def __str__(self) -> str:
        k = self.kind
        if k is SymbolKind.GENERIC:
            return f"{{{self.amount}}}"
        if k is SymbolKind.VARIABLE:
            return f"{{{self.letter}}}"
        if k is SymbolKind.SNOW:
            return "{S}"
        if k in (SymbolKind.COLORED, SymbolKind.COLORLESS):
            return f"{{{self.types[0]}}}"
        if k is SymbolKind.HYBRID:
            return "{{{}/{}}}".format(*self.types)
        if k is SymbolKind.MONO_HYBRID:
            return f"{{{self.amount}/{self.types[0]}}}"
        if k is SymbolKind.COLORLESS_HYBRID:
            return f"{{C/{self.types[1]}}}"
        if k is SymbolKind.PHYREXIAN:
            return f"{{{self.types[0]}/P}}"
        return "{{{}/{}/P}}".format(*self.types)

    def __repr__(self) -> str:
        return f"ManaSymbol.parse({str(self)!r})"


MAX_GENERIC = 1_000_000
_DIGITS = re.compile(r"[0-9]+")


def _parse_body(body: str, original: str) -> ManaSymbol:
    if not body.isascii():
        raise BadManaString(f"not a CR 107.4 mana symbol: {original!r}")
    if _DIGITS.fullmatch(body):
        if len(body) > 7 or int(body) > MAX_GENERIC:
            raise BadManaString(f"generic mana over {MAX_GENERIC:,} is not accepted: {original[:20]!r}")
        return ManaSymbol(SymbolKind.GENERIC, amount=int(body))
    if body in ("X", "Y"):
        return ManaSymbol(SymbolKind.VARIABLE, letter=body)
    if body == "S":
        return ManaSymbol(SymbolKind.SNOW)
    if body in ("W", "U", "B", "R", "G"):
        return ManaSymbol(SymbolKind.COLORED, types=(ManaType(body),))
    if body == "C":
        return ManaSymbol(SymbolKind.COLORLESS, types=(ManaType.C,))
    parts = body.split("/")
    if len(parts) == 2 and parts[1] == "P" and parts[0] in "WUBRG" and len(parts[0]) == 1:
        return ManaSymbol(SymbolKind.PHYREXIAN, types=(ManaType(parts[0]),))
    if len(parts) == 2 and parts[0] == "2" and parts[1] in "WUBRG" and len(parts[1]) == 1:
        return ManaSymbol(SymbolKind.MONO_HYBRID, types=(ManaType(parts[1]),), amount=2)
    if len(parts) == 2 and parts[0] == "C" and parts[1] in "WUBRG" and len(parts[1]) == 1:
        return ManaSymbol(SymbolKind.COLORLESS_HYBRID, types=(ManaType.C, ManaType(parts[1])))
    if len(parts) in (2, 3) and all(len(p) == 1 and p in "WUBRG" for p in parts[:2]):
        if len(parts) == 3 and parts[2] != "P":
            raise BadManaString(f"not a CR 107.4 mana symbol: {original!r}")
        pair = _PAIR_ORDER.get(frozenset((ManaType(parts[0]), ManaType(parts[1]))))
        if pair is None:
            raise BadManaString(f"not a CR 107.4 hybrid symbol: {original!r}")
        kind = SymbolKind.HYBRID if len(parts) == 2 else SymbolKind.HYBRID_PHYREXIAN
        return ManaSymbol(kind, types=pair)
    raise BadManaString(f"not a CR 107.4 mana symbol: {original!r}")


_SYMBOL_RE = re.compile(r"\{[^{}]*\}")


def iter_symbols(text: str) -> Iterator[ManaSymbol]:
    """Yield the symbols of a mana string; raises :class:`BadManaString` on anything between or outside braces."""
    pos = 0
    stripped = text.strip()
    for m in _SYMBOL_RE.finditer(stripped):
        if m.start() != pos:
            raise BadManaString(f"unexpected text {stripped[pos:m.start()]!r} in mana string {text!r}")
        pos = m.end()
        yield ManaSymbol.parse(m.group())
    if pos != len(stripped):
        raise BadManaString(f"unexpected text {stripped[pos:]!r} in mana string {text!r}")


class ManaCost(Struct, frozen=True):
    """A mana cost: symbols in printed order (CR 107.4, 202.1). ``ManaCost.parse("{2}{W/U}{B/P}")``.

    ``str`` gives the mana string back; ``ManaCost.parse("")`` and ``ManaCost.parse("{0}")`` are both valid (the
    first is *no* cost symbols, the second an explicit zero cost, CR 118.5).
    """

    symbols: tuple[ManaSymbol, ...] = ()

    @classmethod
    def parse(cls, text: str) -> ManaCost:
        """Parse a mana string such as ``"{2}{W/U}{B/P}"``; raises :class:`BadManaString`."""
        if not isinstance(text, str):
            raise BadManaString(f"a mana string must be a string, not {type(text).__name__}")
        return cls(tuple(iter_symbols(text)))

    @property
    def mana_value(self) -> int:
        """CR 202.3 mana value, with X counted as 0."""
        return sum(s.mana_value for s in self.symbols)

    @property
    def has_x(self) -> bool:
        """True when an {X} or {Y} symbol appears (CR 107.3, 107.3p)."""
        return any(s.kind is SymbolKind.VARIABLE for s in self.symbols)

    def with_x(self, x: int, only: tuple[ManaType, ...] = ()) -> ManaCost:
        """The cost with each {X} replaced by generic ``x`` (CR 107.3a, 601.2f); ``x`` must be >= 0. A {Y} stays: its
        value is chosen apart from X's (CR 107.3p). With ``only`` (one or two types: "Spend only black mana on X",
        "Spend only black and/or red mana on X", CR 107.3, 601.2f-h), each {X} is ``x`` symbols each paid with one
        mana of one of those types: ``{B}``, or the hybrid ``{B/R}``."""
        if x < 0:
            raise BadManaString(f"X must be 0 or more, not {x}")
        if len(only) > 2:
            raise ValueError(f"X restricted to {len(only)} types has no symbol")
        kind = SymbolKind.COLORED if len(only) == 1 else SymbolKind.HYBRID
        out: list[ManaSymbol] = []
        for s in self.symbols:
            if not (s.kind is SymbolKind.VARIABLE and s.letter == "X"):
                out.append(s)
            elif only:
                out.extend(ManaSymbol(kind, types=only) for _ in range(x))
            else:
                out.append(ManaSymbol(SymbolKind.GENERIC, amount=x))
        return ManaCost(tuple(out))

    def __str__(self) -> str:
        return "".join(str(s) for s in self.symbols)

    def __repr__(self) -> str:
        return f"ManaCost.parse({str(self)!r})"

    def __bool__(self) -> bool:
        return bool(self.symbols)


class Mana(Struct, frozen=True):
    """An amount of mana by type: counts in W U B R G C order, e.g. the contents of a mana pool.

    ``Mana.parse("{R}{G}{G}")`` reads a string of {W}{U}{B}{R}{G}{C} symbols only; ``str`` writes it back in
    W U B R G C order (``"{R}{G}{G}"``); the empty amount is ``""``.
    """

    counts: tuple[int, int, int, int, int, int] = (0, 0, 0, 0, 0, 0)

    @classmethod
    def parse(cls, text: str) -> Mana:
        """Parse a string of single-type symbols; raises :class:`BadManaString` for generic, hybrid, etc."""
        counts = [0] * 6
        for sym in ManaCost.parse(text).symbols:
            if sym.kind not in (SymbolKind.COLORED, SymbolKind.COLORLESS):
                raise BadManaString(f"mana itself is of one type: {sym} is not mana (CR 106.1) in {text!r}")
            counts[TYPE_ORDER[sym.types[0]]] += 1
        return cls(tuple(counts))  # type: ignore[arg-type]

    @classmethod
    def of(cls, types: Iterable[ManaType]) -> Mana:
        """The mana made of one unit per element of ``types``."""
        counts = [0] * 6
        for t in types:
            counts[TYPE_ORDER[t]] += 1
        return cls(tuple(counts))  # type: ignore[arg-type]

    def __getitem__(self, t: ManaType) -> int:
        return self.counts[TYPE_ORDER[t]]

    def __add__(self, other: Mana) -> Mana:
        return Mana(tuple(a + b for a, b in zip(self.counts, other.counts)))  # type: ignore[arg-type]

    def __sub__(self, other: Mana) -> Mana:
        """The mana left when ``other``, a part of this amount, is taken out; raises ``ValueError`` otherwise."""
        if any(b > a for a, b in zip(self.counts, other.counts)):
            raise ValueError(f"{other} is not part of {self}")
        return Mana(tuple(a - b for a, b in zip(self.counts, other.counts)))  # type: ignore[arg-type]

    @property
    def total(self) -> int:
        """How many mana in all."""
        return sum(self.counts)

    def units(self) -> tuple[ManaType, ...]:
        """One entry per mana, in W U B R G C order."""
        return tuple(t for t, n in zip(MANA_TYPES, self.counts) for _ in range(n))

    def types(self) -> tuple[ManaType, ...]:
        """The types present, in W U B R G C order."""
        return tuple(t for t, n in zip(MANA_TYPES, self.counts) if n)

    def __str__(self) -> str:
        return "".join(f"{{{t}}}" for t in self.units())

    def __repr__(self) -> str:
        return f"Mana.parse({str(self)!r})"

    def __bool__(self) -> bool:
        return any(self.counts)
