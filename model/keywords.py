"""Reading the keyword abilities and targeting restrictions of rules text (CR 702, 115.1, 604.1, 613.1f).

The solvers apply these readings to a state; the text is read here, once per line (the readers are cached):

* :func:`rules_lines`: an Oracle text's lines without reminder text;
* :func:`keyword_items`: the items of a keyword line ("Flying, hexproof" → ``("flying", "hexproof")``);
* :func:`read_grant`: a static ability (or effect) that gives keywords to permanents, as a :class:`Grant`
  ("Equipped creature has shroud", "Other Elf creatures you control have hexproof");
* :func:`read_player_grant`: the keywords "You have hexproof" gives its controller;
* :func:`read_cant_be_targeted`: "This creature can't be the target of spells your opponents control";
* :func:`protection_qualities`: the targeting restrictions among keyword items (hexproof, shroud, "hexproof from
  ...", "protection from ..."), as :class:`Protection` values whose qualities are typed (:data:`Quality`).

``model`` never imports ``solver``; this module imports only the standard library.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache
from typing import TypeAlias

__all__ = [
    "ColorCount",
    "Everything",
    "FromOpponents",
    "Grant",
    "OfColor",
    "OfType",
    "Protection",
    "ProtectionKind",
    "Quality",
    "keyword_items",
    "protection_qualities",
    "read_cant_be_targeted",
    "read_grant",
    "read_player_grant",
    "read_quality",
    "rules_lines",
]

_COLOR_NAMES = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_REMINDER = re.compile(r"\([^()]*\)")
#: The keywords a keyword line may list (an item is one of them or starts with one: "protection from red").
_KEYWORD_LINE_ITEMS = (
    "flying", "hexproof", "shroud", "protection from", "reach", "trample", "haste", "vigilance", "deathtouch",
    "lifelink", "first strike", "double strike", "menace", "indestructible", "defender", "flash", "ward", "infect",
    "wither", "hexproof from",
)
_KEYWORD_LINE_SPLIT = re.compile(r",\s*|;\s*")
_GRANT_RE = re.compile(
    r"^(?P<who>equipped creature|enchanted creature|enchanted permanent|enchanted land|enchanted artifact|"
    r"(?:other )?(?:creatures|permanents|artifacts|lands|enchantments|planeswalkers) you control|"
    r"(?:other )?(?:[A-Z]\w+) creatures you control|all creatures|creatures)"
    r" (?:have|has|gain|gains) (?P<what>.+?)(?: until end of turn)?\.?$",
    re.IGNORECASE,
)
_PLAYER_GRANT_RE = re.compile(r"^you (?:have|gain) (.+?)(?: until end of turn)?\.?$", re.IGNORECASE)
#: Between granted keywords: "flying, vigilance, and trample", "flying and haste" (not "from red and from blue").
_GRANTED_SPLIT = re.compile(r",\s*(?:and\s+)?|\s+and\s+(?!from)")
#: Between qualities: "protection from red and from blue", "hexproof from white, from blue".
_QUALITY_SPLIT = re.compile(r" and from |, from ")


# --------------------------------------------------------------------------------------------------------------
# Lines and keyword lines
# --------------------------------------------------------------------------------------------------------------


@lru_cache(maxsize=4096)
def rules_lines(oracle_text: str) -> tuple[str, ...]:
    """The non-empty lines of ``oracle_text``, stripped, without reminder text (nested parentheses included)."""
    text = oracle_text
    prev = None
    while prev != text:
        prev, text = text, _REMINDER.sub("", text)
    return tuple(ln.strip() for ln in text.split("\n") if ln.strip())


@lru_cache(maxsize=4096)
def keyword_items(line: str) -> tuple[str, ...]:
    """The items of a keyword line, lower case ("Flying, hexproof" → ``("flying", "hexproof")``; CR 702.1);
    ``()`` for a line that is not a list of known keywords."""
    items = tuple(p.strip().lower() for p in _KEYWORD_LINE_SPLIT.split(line.rstrip(".")))
    if all(i.startswith(_KEYWORD_LINE_ITEMS) for i in items):
        return items
    return ()


def _granted(what: str) -> frozenset[str]:
    """The keywords of a grant's "has ..." part, lower case ("flying and protection from red")."""
    return frozenset(w.strip() for w in _GRANTED_SPLIT.split(what.lower()) if w.strip())


# --------------------------------------------------------------------------------------------------------------
# Grants
# --------------------------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Grant:
    """A static ability or effect giving keyword abilities to permanents (CR 604.1, 613.1f).

    ``keywords`` are lower case ("hexproof", "protection from red"). The permanents it speaks of are, when
    ``attached``, the one its holder is attached to ("equipped creature", "enchanted land"; CR 301.5, 303.4);
    otherwise every permanent with the card type ``noun`` (``"permanent"``: any), of one of ``subtypes`` when they
    are given ("Elf creatures"), controlled by the holder's controller when ``you_control``, and not the holder
    itself when ``other``.
    """

    keywords: frozenset[str]
    noun: str
    attached: bool = False
    other: bool = False
    you_control: bool = False
    subtypes: frozenset[str] = frozenset()


_NO_GRANT = Grant(frozenset(), "permanent")


@lru_cache(maxsize=4096)
def read_grant(line: str) -> Grant | None:
    """The :class:`Grant` a line states ("Creatures you control have hexproof."), or ``None``."""
    m = _GRANT_RE.match(line.strip())
    if not m:
        return None
    who = m.group("who")
    keywords = _granted(m.group("what"))
    w = who.lower()
    if w.startswith(("equipped", "enchanted")):
        return Grant(keywords, noun=w.split()[1], attached=True)
    other = w.startswith("other ")
    if other:
        w = w.removeprefix("other ")
    words = w.replace(" you control", "").split()
    subtypes: frozenset[str] = frozenset()
    if len(words) == 2 and words[0] != "all":
        word = who.split()[1 if other else 0]  # as printed: "Elf", "Elves"
        subtypes = frozenset({word, word.rstrip("s")})
    return Grant(keywords, noun=words[-1].rstrip("s"), other=other, you_control=w.endswith("you control"),
                 subtypes=subtypes)


@lru_cache(maxsize=4096)
def read_player_grant(line: str) -> frozenset[str]:
    """The keywords "You have hexproof" / "You gain protection from everything until end of turn" give the
    ability's controller, lower case; empty for other lines."""
    m = _PLAYER_GRANT_RE.match(line.strip())
    return _granted(m.group(1)) if m else frozenset()


# --------------------------------------------------------------------------------------------------------------
# Qualities and targeting restrictions
# --------------------------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Everything:
    """"from everything": every source has it (CR 702.16j)."""

    text: str


@dataclass(frozen=True, slots=True)
class OfColor:
    """"from red": sources of ``color`` (``"W"``, ``"U"``, ``"B"``, ``"R"`` or ``"G"``), CR 105.1."""

    text: str
    color: str


@dataclass(frozen=True, slots=True)
class ColorCount:
    """"from multicolored" (2-5), "from monocolored" (1), "from colorless" (0), "from all colors" (1-5): sources
    with between ``least`` and ``most`` colours (CR 105.2a-c)."""

    text: str
    least: int
    most: int


@dataclass(frozen=True, slots=True)
class FromOpponents:
    """"from each opponent", "from your opponents": sources controlled by an opponent of the player or of the
    permanent's controller (CR 702.16b)."""

    text: str


@dataclass(frozen=True, slots=True)
class OfType:
    """"from artifacts", "from Humans", "from noncreature": sources with the card type ``card_type`` or one of
    ``subtypes``, or, when ``excluded_type`` is given, sources without that card type (CR 702.16a)."""

    text: str
    card_type: str
    subtypes: frozenset[str]
    excluded_type: str | None = None


@dataclass(frozen=True, slots=True)
class UnreadQuality:
    """A quality the reader does not understand ("spells that are one or more colors", "mana value 3 or
    greater"): never guessed, so an answer it could change is ``unsupported_text`` (:func:`unread_targeting_line`)."""

    text: str


#: The [quality] of "protection from [quality]" and "hexproof from [quality]" (CR 702.16a, 702.11d).
Quality: TypeAlias = Everything | OfColor | ColorCount | FromOpponents | OfType | UnreadQuality

_COLOR_COUNTS = {
    "all colors": (1, 5), "each color": (1, 5), "the colors of your choice": (1, 5), "multicolored": (2, 5),
    "monocolored": (1, 1), "colorless": (0, 0),
}


@lru_cache(maxsize=1024)
def read_quality(quality: str) -> Quality:
    """The typed quality of a "from ..." phrase ("red", "multicolored", "artifacts", "everything")."""
    q = quality.lower().strip()
    if q == "everything":
        return Everything(q)
    if q in _COLOR_NAMES:
        return OfColor(q, _COLOR_NAMES[q])
    if q in _COLOR_COUNTS:
        least, most = _COLOR_COUNTS[q]
        return ColorCount(q, least, most)
    if q in ("each opponent", "your opponents", "opponents"):
        return FromOpponents(q)
    if not q.replace("-", "").isalpha():
        return UnreadQuality(q)  # several words: a quality of its own ("mana value 3 or greater")
    word = q.removesuffix("s")
    return OfType(q, card_type=word, subtypes=frozenset({word.capitalize(), q.capitalize()}),
                  excluded_type=word[3:] if word.startswith("non") else None)


class ProtectionKind(StrEnum):
    """What kind of targeting restriction a :class:`Protection` is."""

    #: CR 702.11b-d: not the target of an opponent's spells and abilities (with a quality: of that quality).
    HEXPROOF = "hexproof"
    #: CR 702.18a: not the target of any spell or ability.
    SHROUD = "shroud"
    #: CR 702.16b: not the target of spells with the quality, nor of abilities from sources with it.
    PROTECTION = "protection"
    #: "can't be the target of" text (CR 115.1).
    CANT_BE_TARGET = "cant_be_target"


@dataclass(frozen=True, slots=True)
class Protection:
    """One "can't be targeted" quality of a permanent or player.

    ``quality`` is the "from ..." part (``None``: none); ``opponents_only`` for "your opponents control" wording;
    ``text`` the keyword item or line it comes from.
    """

    kind: ProtectionKind
    quality: Quality | None = None
    opponents_only: bool = False
    text: str = ""


def protection_qualities(items: Iterable[str]) -> list[Protection]:
    """The targeting restrictions among lower-case keyword items, in order (CR 702.11, 702.16, 702.18)."""
    out: list[Protection] = []
    for item in items:
        out.extend(_item_protections(item))
    return out


@lru_cache(maxsize=1024)
def _item_protections(item: str) -> tuple[Protection, ...]:
    """The restrictions one keyword item states: ``()`` for "flying", one per quality for "protection from red
    and from blue"."""
    if item == "hexproof":
        return (Protection(ProtectionKind.HEXPROOF, text=item),)
    if item == "shroud":
        return (Protection(ProtectionKind.SHROUD, text=item),)
    for prefix, kind in (("hexproof from ", ProtectionKind.HEXPROOF),
                         ("protection from ", ProtectionKind.PROTECTION)):
        if item.startswith(prefix):
            return tuple(Protection(kind, read_quality(q.strip()), text=item)
                         for q in _QUALITY_SPLIT.split(item[len(prefix):]))
    return ()


#: The "can't be the target of" lines read: every spell and ability, or those an opponent controls (CR 115.1).
_CANT_BE_TARGETED_READ = re.compile(r"can't be the target of spells or abilities(?: your opponents control)?\.?$")
#: Words of a line that may restrict what can be targeted (CR 115.1, 702.11, 702.16, 702.18).
_TARGETING_WORDS = re.compile(r"\bhexproof\b|\bshroud\b|\bprotection from\b|can't be the targets? of", re.IGNORECASE)
#: A line that is a triggered or activated ability (its hexproof or protection is an effect when it resolves, not
#: a restriction in force now).
_NOT_STATIC = re.compile(r"^(?:when|whenever|at)\b|^[^\"]*?:", re.IGNORECASE)


@lru_cache(maxsize=4096)
def unread_targeting_line(line: str, name: str) -> bool:
    """Is ``line`` of an object named ``name`` a static restriction on targets (hexproof, shroud, protection,
    "can't be the target of") that the readers here don't wholly read (a quality or wording they don't know, a
    grant they can't apply)? Such a line could change which targets are legal, so it is never guessed."""
    if not _TARGETING_WORDS.search(line) or _NOT_STATIC.search(line):
        return False
    items = keyword_items(line) or tuple(sorted((read_grant(line) or _NO_GRANT).keywords | read_player_grant(line)))
    if items:
        return any(isinstance(p.quality, UnreadQuality) for p in protection_qualities(items)) or any(
            i.startswith(("hexproof from ", "protection from ")) and not _item_protections(i) for i in items)
    if read_cant_be_targeted(line, name) is not None:
        return not _CANT_BE_TARGETED_READ.search(line.lower())
    return True


@lru_cache(maxsize=4096)
def read_cant_be_targeted(line: str, name: str) -> Protection | None:
    """The restriction of a line "This creature can't be the target of ..." (or "<name> can't ...", "~ can't ...")
    of an object named ``name``; ``None`` for other lines."""
    low = line.lower()
    if "can't be the target of" in low and low.startswith(("this", name.lower(), "~")):
        return Protection(ProtectionKind.CANT_BE_TARGET, opponents_only="your opponents control" in low, text=line)
    return None
