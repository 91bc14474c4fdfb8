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

``model`` never imports ``solver``; this module imports only the standard library and :mod:`model.subtypes`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from enum import StrEnum
from functools import lru_cache
from typing import TypeAlias

from msgspec import Struct
from msgspec.structs import replace
from mtgsolver.model.patterns import LazyPattern
from mtgsolver.model.subtypes import singular_subtype

__all__ = [
    "ColorCount",
    "Everything",
    "FromOpponents",
    "Grant",
    "ManaValueAtLeast",
    "NotOfColor",
    "OfColor",
    "OfType",
    "Protection",
    "ProtectionKind",
    "Quality",
    "SpellsWithColors",
    "keyword_items",
    "listed_keywords",
    "protection_qualities",
    "read_cant_be_targeted",
    "read_conditional_self_grant",
    "read_grant",
    "read_grants",
    "read_player_grant",
    "read_quality",
    "rules_lines",
    "unread_grant",
]

_COLOR_NAMES = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_REMINDER = LazyPattern(r"\([^()]*\)")
#: The keywords a keyword line may list (an item is one of them or starts with one: "protection from red").
_KEYWORD_LINE_ITEMS = (
    "flying", "hexproof", "shroud", "protection from", "reach", "trample", "haste", "vigilance", "deathtouch",
    "lifelink", "first strike", "double strike", "menace", "indestructible", "defender", "flash", "ward", "infect",
    "wither", "hexproof from", "annihilator",
)
_KEYWORD_LINE_SPLIT = LazyPattern(r",\s*|;\s*")
_GRANT_RE = LazyPattern(
    r"^(?P<who>equipped creature|enchanted creature|enchanted permanent|enchanted land|enchanted artifact|"
    r"(?:other )?(?:creatures|permanents|artifacts|lands|enchantments|planeswalkers) you control|"
    r"(?:other )?(?:[A-Z]\w+) creatures(?: you control)?|(?:other )?[A-Z][\w'-]*(?: you control)?|all creatures|"
    r"all [A-Z][\w'-]*|creatures)"
    r"(?: gets? (?P<pt>[+-]\d+/[+-]\d+) and)? (?:have|has|gain|gains) (?P<what>.+?)(?: until end of turn)?\.?$",
    re.IGNORECASE,
)
#: A power/toughness change after the keywords ("has first strike and gets +1/+0 for each ...", Glamdring), outside
#: quoted abilities: the grant's keywords don't say it.
_PT_AFTER_GRANT_RE = LazyPattern(r"\bgets? [+-](?:\d+|X)/[+-](?:\d+|X)\b")
_QUOTED_RE = LazyPattern(r"\"[^\"]*\"")
#: The card types (and "permanent") a grant's subject may name (CR 300.1).
_GRANT_NOUNS = frozenset({"creature", "permanent", "artifact", "land", "enchantment", "planeswalker"})
_PLAYER_GRANT_RE = LazyPattern(r"^you (?:have|gain) (.+?)(?: until end of turn)?\.?$", re.IGNORECASE)
#: Between granted keywords: "flying, vigilance, and trample", "flying and haste" (not "from red and from blue").
_GRANTED_SPLIT = LazyPattern(r",\s*(?:and\s+)?|\s+and\s+(?!from)")
#: Between qualities: "protection from red and from blue", "hexproof from white, from blue".
_QUALITY_SPLIT = LazyPattern(r" and from |, from ")
#: A quoted ability in a grant ("Enchanted land has "At the beginning of your upkeep, ..."").
_QUOTED = LazyPattern(r"\"[^\"]*\"|“[^”]*”")
_PLACEHOLDER = LazyPattern(r"\0(\d+)\0")
#: A quoted triggered ability that adds no mana and changes no cost (lower case): a grant of it changes nothing until
#: it triggers (CR 603.2, 605.1b), so the grant's other items are read without it.
_QUOTED_TRIGGER = LazyPattern(r"^[\"“](?:when|whenever|at)\b(?![^\"”]*(?:\badds?\b|\bmana\b|\bcosts?\b|\bspend\b))"
                              r"[^\"”]*[\"”]$")


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


def listed_keywords(keywords: Sequence[str], oracle_text: str) -> frozenset[str]:
    """Which of a card file's ``keywords`` (MTGJSON's list: "Flying", "Changeling", "Ward") the card's own rules
    text gives it, lower case: those that are an item of one of its keyword lines (a line whose first item is a
    keyword of the list: "Changeling", "Ward {2}", "Enchant creature, land, or planeswalker"), itself or with its
    parameter; every one for a card given without text. The list also names keywords the text only mentions ("...
    from among flying, first strike, ...", Odric, Blood-Cursed), a back face's (CR 712.8a), and "Hexproof" for
    "Hexproof from black" (CR 702.11d): those are not the card's."""
    named = [k.lower() for k in keywords]
    if not oracle_text:
        return frozenset(named)
    lines = [[i.strip().lower() for i in _KEYWORD_LINE_SPLIT.split(ln.rstrip("."))] for ln in rules_lines(oracle_text)]
    items = [i for line in lines if any(_is_keyword_item(k, line[0]) for k in named) for i in line]
    return frozenset(k for k in named if any(_is_keyword_item(k, i) for i in items))


def _is_keyword_item(keyword: str, item: str) -> bool:
    """Is ``item`` keyword ``keyword`` itself or with its parameter ("ward {2}", "ward\u2014pay 2 life", "bestow
    {3}{w}", "enchant creature"), not another keyword it begins ("hexproof from black" is hexproof from, CR
    702.11d) nor an ability word that begins with its word ("Fear Gas — ...", CR 207.2c)?"""
    if item == keyword or item.startswith(f"{keyword}\u2014"):
        return True
    rest = item[len(keyword) + 1:] if item.startswith(f"{keyword} ") else None
    # Not another keyword it begins ("hexproof from black"), nor an ability word or flavor word before a dash
    # ("Fear Gas — ...", CR 207.2c), whose first word is no keyword.
    return rest is not None and not rest.startswith("from") and not re.match(r"^[^{\u2014]*\u2014", rest)


@lru_cache(maxsize=4096)
def keyword_items(line: str) -> tuple[str, ...]:
    """The items of a keyword line, lower case ("Flying, hexproof" → ``("flying", "hexproof")``; CR 702.1);
    ``()`` for a line that is not a list of known keywords."""
    items = tuple(p.strip().lower() for p in _KEYWORD_LINE_SPLIT.split(line.rstrip(".")))
    if all(i.startswith(_KEYWORD_LINE_ITEMS) for i in items):
        return items
    return ()


def _granted_items(what: str) -> frozenset[str]:
    """The items of a grant's "has ..." part, lower case ("flying and protection from red"), whatever they are; a
    quoted ability is one item, whatever commas it holds."""
    quotes = [q.lower() for q in _QUOTED.findall(what)]
    text = what.lower()
    for i, quote in enumerate(quotes):
        text = text.replace(quote, f"\0{i}\0", 1)
    items = (_PLACEHOLDER.sub(lambda m: quotes[int(m.group(1))], w.strip())
             for w in _GRANTED_SPLIT.split(text) if w.strip())
    return frozenset(items)


#: The granted keyword abilities the board applies by their name alone (CR 702): having one is all the solvers read
#: of it (a target's "with flying", CR 702.9b-style lookups; haste, CR 302.6; the targeting restrictions, CR 702.11,
#: 702.16, 702.18, with a quality read), or all it does is in combat or trigger later (prowess, persist, ward,
#: extort, afflict, toxic, evolve, exploit: CR 603.2, 702.21a, 702.100a, 702.110a). Not one that changes colours or types (devoid, changeling: CR
#: 702.114a, 702.73a), nor an activated one. Anything else ("base power and toughness 10/10", "shroud as long as
#: it's untapped", "loses flying", "outlast {2}", a quoted ability) is not a keyword the grant gives.
_APPLIED_KEYWORD = LazyPattern(
    r"^(?:flying|first strike|double strike|deathtouch|lifelink|menace|trample|vigilance|reach|defender|"
    r"indestructible|intimidate|fear|shadow|skulk|horsemanship|haste|hexproof|shroud|infect|wither|flash|prowess|"
    r"exalted|persist|undying|dethrone|extort|melee|myriad|mentor|training|flanking|banding|battle cry|provoke|"
    r"evolve|exploit|"
    r"(?:[a-z]+ )?[a-z]*walk|(?:annihilator|bushido|afflict|afterlife|poisonous|toxic|rampage|frenzy|renown) \d+|"
    r"ward \{[^}]+\}(?:\{[^}]+\})*|(?:hexproof|protection) from [a-z][\w' -]*)$")


def _applied(item: str) -> bool:
    """Is granted ``item`` (lower case) a keyword the board applies (:data:`_APPLIED_KEYWORD`)? A "from ..." one
    only with every quality read (CR 702.11d, 702.16a)."""
    if _APPLIED_KEYWORD.match(item) is None:
        return False
    if item.startswith(("hexproof from ", "protection from ")):
        return all(not isinstance(p.quality, UnreadQuality) for p in _item_protections(item))
    return True


def _granted(what: str) -> frozenset[str] | None:
    """The keywords of a grant's "has ..." part, lower case ("flying and protection from red"), or ``None`` when
    one of its items is not a keyword the board applies (:func:`_applied`)."""
    items = _granted_items(what)
    return items if items and all(_applied(i) for i in items) else None


# --------------------------------------------------------------------------------------------------------------
# Grants
# --------------------------------------------------------------------------------------------------------------


class Grant(Struct, frozen=True):
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
    #: "Creatures can't be the targets of spells" (Dense Foliage): a restriction the permanents get with no keyword.
    restriction: Protection | None = None
    #: "Equipped creature gets +2/+2 and has ...": what it adds to power and toughness (layer 7c, CR 613.4c).
    pt: tuple[int, int] = (0, 0)
    #: "As long as this card is in your graveyard and you control a Mountain, ..." (Anger, the Incarnations): it
    #: works only while its card is in its owner's graveyard (CR 113.6b), its owner as its controller, and only
    #: while that player controls a permanent of this land type (CR 611.3a); ``None``: on the battlefield.
    graveyard_land: str | None = None


_NO_GRANT = Grant(frozenset(), "permanent")


#: A grant to several subjects: "You, planeswalkers you control, and other creatures you control have hexproof."
#: Not a sentence that begins with a condition ("During your turn, you and this creature have hexproof.", Gruul
#: Spellbreaker; "As long as ..., you and other Heroes you control have hexproof."): its first part is no subject.
_SUBJECTS_RE = LazyPattern(r"^(?!(?:During|As long as|If|When|Whenever|At)\b)(?P<subjects>.+?,.+?) (?:have|has|gain|"
                           r"gains) (?P<what>.+?)(?: until end of turn)?\.?$")
_SUBJECT_SPLIT = LazyPattern(r",\s*(?:and\s+)?|\s+and\s+")
#: "Creatures can't be the targets of spells." / "Creatures you control can't be the targets of blue spells or
#: abilities from blue sources." (CR 115.1): a restriction given to a group of permanents.
_GROUP_CANT_RE = LazyPattern(r"^(?P<who>.+?) can't be the targets of (?P<what>.+?)\.?$", re.IGNORECASE)
#: A grant that works from its card's owner's graveyard while they control a land of a basic land type (Anger:
#: CR 113.6b, 611.3a).
_FROM_GRAVEYARD_RE = LazyPattern(
    r"^As long as this card is in your graveyard and you control an? (?P<type>Plains|Island|Swamp|Mountain|Forest), "
    r"(?P<grant>[a-z].+)$")


@lru_cache(maxsize=4096)
def read_grants(line: str) -> tuple[Grant, ...]:
    """Every :class:`Grant` a line states to permanents: one subject ("Creatures you control have hexproof.") or
    several ("You, planeswalkers you control, and other creatures you control have hexproof.": the player's part
    is :func:`read_player_grant`'s), or a group restriction ("Creatures can't be the targets of spells."); one of
    an Incarnation's, from its graveyard ("As long as this card is in your graveyard and you control a Mountain,
    creatures you control have haste.", :attr:`Grant.graveyard_land`, CR 113.6b)."""
    line = line.strip()
    graveyard = _FROM_GRAVEYARD_RE.match(line)
    if graveyard:
        grant = graveyard.group("grant")
        return tuple(replace(g, graveyard_land=graveyard.group("type")) for g in read_grants(grant[0].upper() + grant[1:]))
    m = _SUBJECTS_RE.match(line)
    if m and not _GRANT_RE.match(line):
        subjects = [x for x in _SUBJECT_SPLIT.split(m.group("subjects")) if x]
        grants = [read_grant(f"{x} have {m.group('what')}") for x in subjects if x.lower() != "you"]
        return tuple(g for g in grants if g is not None) if all(grants) else ()
    group = _GROUP_CANT_RE.match(line)
    if group:
        subject = read_grant(f"{group.group('who')} have flying")
        restriction = _cant_target_what(group.group("what"), line)
        if subject is None or restriction is None:
            return ()
        return (Grant(frozenset(), subject.noun, subject.attached, subject.other, subject.you_control,
                      subject.subtypes, restriction),)
    grant = read_grant(line)
    return (grant,) if grant is not None else ()


@lru_cache(maxsize=4096)
def read_grant(line: str) -> Grant | None:
    """The :class:`Grant` a line states ("Creatures you control have hexproof."), or ``None`` (also for a line
    worded as a grant with an item that is not a keyword the board applies: "Equipped creature has base power and
    toughness 10/10.", "Enchanted creature has defender and loses flying.", :func:`unread_grant`); a quoted
    triggered ability of no mana among the items is not one of its ``keywords`` (:data:`_QUOTED_TRIGGER`)."""
    grant = _worded_grant(line)
    if grant is None or not all(_applied(k) or _QUOTED_TRIGGER.match(k) for k in grant.keywords):
        return None
    return replace(grant, keywords=frozenset(k for k in grant.keywords if _applied(k)))


@lru_cache(maxsize=4096)
def _worded_grant(line: str) -> Grant | None:
    """The :class:`Grant` of a line worded "<subject> has/have <items>" whose subject is read, its ``keywords``
    every item whatever it is (:func:`_granted_items`), or ``None``."""
    m = _GRANT_RE.match(line.strip())
    if not m or _PT_AFTER_GRANT_RE.search(_QUOTED_RE.sub("", m.group("what"))):
        return None  # "has first strike and gets +1/+0 for each ...": a P/T change no keyword carries (CR 613.4c)
    who = m.group("who")
    keywords = _granted_items(m.group("what"))
    pt = (0, 0)
    if m.group("pt"):
        power, toughness = m.group("pt").split("/")
        pt = (int(power), int(toughness))
    w = who.lower()
    if w.startswith(("equipped", "enchanted")):
        # "Enchanted creature"; not a lone adjective of a list ("Combined, enchanted, and equipped creatures").
        return Grant(keywords, noun=w.split()[1], attached=True, pt=pt) if len(w.split()) == 2 else None
    other = w.startswith("other ")
    if other:
        w = w.removeprefix("other ")
    words = w.replace(" you control", "").split()
    printed = who.split()[1 if other or words[0] == "all" else 0]  # as printed: "Elf", "Elves", "Merfolk"
    noun = words[-1].rstrip("s")
    subtypes: frozenset[str] = frozenset()
    if (len(words) == 2 and words[0] != "all") or noun not in _GRANT_NOUNS:
        # "Elf creatures you control", "Other Merfolk you control", "All Slivers": of that subtype (CR 205.3).
        subtype = singular_subtype(printed)
        if subtype is None:
            return None
        subtypes = frozenset({subtype})
        noun = noun if noun in _GRANT_NOUNS else "permanent"
    return Grant(keywords, noun=noun, other=other, you_control=w.endswith("you control"), subtypes=subtypes, pt=pt)


@lru_cache(maxsize=4096)
def read_player_grant(line: str) -> frozenset[str]:
    """The keywords "You have hexproof" / "You gain protection from everything until end of turn" (or "You,
    planeswalkers you control, and ... have hexproof") give the ability's controller, lower case; empty for other
    lines."""
    m = _PLAYER_GRANT_RE.match(line.strip())
    if m:
        return _granted(m.group(1)) or frozenset()
    many = _SUBJECTS_RE.match(line.strip())
    if many and any(x.lower() == "you" for x in _SUBJECT_SPLIT.split(many.group("subjects"))):
        return _granted(many.group("what")) or frozenset()
    return frozenset()


#: "Dragonlord Ojutai has hexproof as long as it's untapped." (the name is replaced by ``~`` before matching).
_SELF_WHILE_RE = LazyPattern(r"^(?:~|this \w+) has (?P<what>.+?) as long as it's (?P<state>untapped|tapped)\.?$",
                             re.IGNORECASE)


@lru_cache(maxsize=4096)
def read_conditional_self_grant(line: str, name: str) -> tuple[frozenset[str], bool] | None:
    """``(keywords, untapped)`` of "<this object> has hexproof as long as it's untapped" (``untapped`` false for
    "as long as it's tapped"), or ``None`` (CR 611.3a: a static ability's effect applies while its condition
    holds)."""
    text = line.strip().replace(name, "~") if name else line.strip()
    m = _SELF_WHILE_RE.match(text)
    granted = _granted(m.group("what")) if m is not None else None
    if m is None or granted is None:
        return None
    return granted, m.group("state").lower() == "untapped"


@lru_cache(maxsize=4096)
def unread_grant(line: str, name: str = "") -> bool:
    """Is ``line`` (of an object named ``name``) worded as a grant of keywords to permanents whose subject is read
    ("Equipped creature has ...", "Other Sliver creatures you control have ...", "<this object> has ... as long as
    it's untapped") but with an item outside quotes that is not a keyword the board applies (:func:`_applied`:
    "base power and toughness 10/10", "shroud as long as it's untapped", "loses flying", "outlast {2}")? Such a
    line is not read (:func:`read_grant` gives ``None``), so it is never counted as read (CR 613.1f)."""
    text = line.strip().replace(name, "~") if name else line.strip()
    worded = [_worded_grant(text)]
    many = _SUBJECTS_RE.match(text)
    if many and not _GRANT_RE.match(text):
        worded = [_worded_grant(f"{x} have {many.group('what')}") for x in _SUBJECT_SPLIT.split(many.group("subjects"))
                  if x and x.lower() != "you"]
        worded = worded if all(worded) else []
    items = {k for g in worded if g is not None for k in g.keywords}
    if while_ := _SELF_WHILE_RE.match(text):
        items |= _granted_items(while_.group("what"))
    return any(not k.startswith(("\"", "“")) and not _applied(k) for k in items)


# --------------------------------------------------------------------------------------------------------------
# Qualities and targeting restrictions
# --------------------------------------------------------------------------------------------------------------


class Everything(Struct, frozen=True):
    """"from everything": every source has it (CR 702.16j)."""

    text: str


class OfColor(Struct, frozen=True):
    """"from red": sources of ``color`` (``"W"``, ``"U"``, ``"B"``, ``"R"`` or ``"G"``), CR 105.1."""

    text: str
    color: str


class ColorCount(Struct, frozen=True):
    """"from multicolored" (2-5), "from monocolored" (1), "from colorless" (0), "from all colors" (1-5): sources
    with between ``least`` and ``most`` colours (CR 105.2a-c)."""

    text: str
    least: int
    most: int


class FromOpponents(Struct, frozen=True):
    """"from each opponent", "from your opponents": sources controlled by an opponent of the player or of the
    permanent's controller (CR 702.16b)."""

    text: str


class OfType(Struct, frozen=True):
    """"from artifacts", "from Humans", "from noncreature": sources with the card type ``card_type`` or one of
    ``subtypes``, or, when ``excluded_type`` is given, sources without that card type (CR 702.16a)."""

    text: str
    card_type: str
    subtypes: frozenset[str]
    excluded_type: str | None = None


class NotOfColor(Struct, frozen=True):
    """"nongreen": sources that are not ``color`` (CR 105.1; a colourless source is not green)."""

    text: str
    color: str


class SpellsWithColors(Struct, frozen=True):
    """"from spells that are one or more colors" (Emrakul, the Aeons Torn): spells with at least ``least``
    colours; abilities are not spells, so they never have it (CR 702.16a)."""

    text: str
    least: int = 1


class ManaValueAtLeast(Struct, frozen=True):
    """"from mana value 3 or greater" (Mistmeadow Skulk): sources whose mana value is ``least`` or more (CR 202.3;
    a spell's X counts on the stack, CR 202.3e); ``most`` for "N or less"."""

    text: str
    least: int = 0
    most: int | None = None


class UnreadQuality(Struct, frozen=True):
    """A quality the reader does not understand ("spells that are one or more colors", "mana value 3 or
    greater"): never guessed, so an answer it could change is ``unsupported_text`` (:func:`unread_targeting_line`)."""

    text: str


#: The [quality] of "protection from [quality]" and "hexproof from [quality]" (CR 702.16a, 702.11d).
Quality: TypeAlias = (Everything | OfColor | NotOfColor | ColorCount | FromOpponents | OfType | SpellsWithColors
                      | ManaValueAtLeast | UnreadQuality)

_MANA_VALUE_QUALITY = LazyPattern(r"^mana value (\d+) or (greater|less)$")
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
    if q.startswith("non") and q[3:] in _COLOR_NAMES:
        return NotOfColor(q, _COLOR_NAMES[q[3:]])
    if q == "spells that are one or more colors":
        return SpellsWithColors(q)
    if m := _MANA_VALUE_QUALITY.match(q):
        n = int(m.group(1))
        return ManaValueAtLeast(q, n) if m.group(2) == "greater" else ManaValueAtLeast(q, 0, n)
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


class Protection(Struct, frozen=True):
    """One "can't be targeted" quality of a permanent or player.

    ``quality`` is the "from ..." part (``None``: none); ``opponents_only`` for "your opponents control" wording;
    ``text`` the keyword item or line it comes from.
    """

    kind: ProtectionKind
    quality: Quality | None = None
    opponents_only: bool = False
    text: str = ""
    #: "can't be the target of spells": abilities may target it (Dense Foliage).
    spells_only: bool = False


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


#: What "can't be the target(s) of" names: spells and abilities (of a quality: "nongreen spells or abilities from
#: nongreen sources"), perhaps only an opponent's, or spells alone (CR 115.1).
_CANT_WHAT_RE = LazyPattern(r"^(?:(?P<q1>[\w-]+) )?spells(?P<both> or abilities(?: from (?P<q2>[\w-]+) sources)?)?"
                            r"(?P<opp> your opponents control)?$")


def _cant_target_what(what: str, line: str) -> Protection | None:
    """The restriction of "can't be the target(s) of ``what``", or ``None`` when the words are not read."""
    m = _CANT_WHAT_RE.match(what.strip().lower())
    if m is None or (m.group("q2") or None) != (m.group("q1") or None) and m.group("both"):
        return None
    quality = read_quality(m.group("q1")) if m.group("q1") else None
    if isinstance(quality, UnreadQuality):
        return None
    return Protection(ProtectionKind.CANT_BE_TARGET, quality, opponents_only=bool(m.group("opp")), text=line,
                      spells_only=not m.group("both"))


#: Words of a line that may restrict what can be targeted (CR 115.1, 702.11, 702.16, 702.18).
_TARGETING_WORDS = LazyPattern(r"\bhexproof\b|\bshroud\b|\bprotection from\b|can't be the targets? of", re.IGNORECASE)
#: A line that is a triggered or activated ability (its hexproof or protection is an effect when it resolves, not
#: a restriction in force now).
_NOT_STATIC = LazyPattern(r"^(?:when|whenever|at)\b|^[^\"]*?:", re.IGNORECASE)


@lru_cache(maxsize=4096)
def unread_targeting_line(line: str, name: str) -> bool:
    """Is ``line`` of an object named ``name`` a static restriction on targets (hexproof, shroud, protection,
    "can't be the target of") that the readers here don't wholly read (a quality or wording they don't know, a
    grant they can't apply)? Such a line could change which targets are legal, so it is never guessed."""
    if not _TARGETING_WORDS.search(line) or _NOT_STATIC.search(line):
        return False
    grants = read_grants(line)
    conditional = read_conditional_self_grant(line, name)
    items = keyword_items(line) or tuple(sorted(
        frozenset().union(*(g.keywords for g in grants)) | read_player_grant(line)
        | (conditional[0] if conditional else frozenset())))
    if items:
        return any(isinstance(p.quality, UnreadQuality) for p in protection_qualities(items)) or any(
            i.startswith(("hexproof from ", "protection from ")) and not _item_protections(i) for i in items)
    if any(g.restriction is not None for g in grants):
        return False
    low = line.lower()
    if "can't be the target of" in low and low.startswith(("this", name.lower(), "~")):
        return read_cant_be_targeted(line, name) is None
    return True


@lru_cache(maxsize=4096)
def read_cant_be_targeted(line: str, name: str) -> Protection | None:
    """The restriction of a line "This creature can't be the target of ..." (or "<name> can't ...", "~ can't ...")
    of an object named ``name``: spells and abilities (of a quality, perhaps only an opponent's) or spells alone;
    ``None`` for other lines and for words not read."""
    low = line.lower().rstrip(".")
    head, sep, what = low.partition(" can't be the target of ")
    if not sep or not head.startswith(("this", name.lower(), "~")):
        return None
    return _cant_target_what(what, line)
