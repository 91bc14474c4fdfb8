"""Casting a spell, as its text and the board's texts say (CR 601.2b, 601.2f, 118.7-118.9, 702): what is read.

* :func:`casting_text` reads a card's own casting text: its ways to pay (its mana cost, kicker, evoke, flashback,
  "You may ... rather than pay this spell's mana cost"), mandatory additional costs ("As an additional cost to cast
  this spell, sacrifice a creature" / "discard N cards"), flash, convoke, improvise, delve, affinity, undaunted,
  "Cast this spell only during combat", "Spend only black mana on X", "X can't be 0", and the lines about casting
  it that were not read (a casting keyword not modelled, such as morph or escape, among them).
* :func:`cost_modifiers` reads a permanent's static lines that change what spells cost: "<spells> cost {N} more /
  less to cast" (Thalia, Sphere of Resistance, Goblin Electromancer, the Medallions), Tithe Taker's "During your
  turn, spells your opponents cast cost {1} more to cast and ..." and Trinisphere's minimum.

Nothing here decides anything about a board: :mod:`solver.castable` applies what is read. A line about casting
that is not read is returned in ``unread``, so the answer it could change is ``unsupported_text`` (never guessed).
"""

from __future__ import annotations

import re
from enum import StrEnum
from functools import lru_cache

from msgspec import Struct, field
from mtgsolver.model.costs import CARD_TYPES, CostPart, LifePart, ManaPart, SacrificePart, parse_part
from mtgsolver.model.errors import BadManaString, UnsupportedText
from mtgsolver.model.keywords import rules_lines
from mtgsolver.model.mana import COLOR_WORDS, ManaCost, ManaType
from mtgsolver.model.state import CardDef
from mtgsolver.model.xvalue import x_minimum, x_spend


class CastFrom(StrEnum):
    """The zone a way of casting casts the card from (CR 601.2a, 601.3)."""

    HAND = "hand"
    GRAVEYARD = "graveyard"


class ExileCardPart(Struct, frozen=True):
    """"Exile a blue card from your hand" (Force of Will's alternative cost): another card of ``color`` (any card
    when ``None``) in the caster's hand, exiled as a cost (CR 118.9, 601.2h)."""

    color: str | None
    text: str

    def __str__(self) -> str:
        return self.text


class DiscardPart(Struct, frozen=True):
    """"Discard N cards" as an additional cost: N other cards from the caster's hand (CR 601.2f, 601.2h)."""

    count: int
    text: str

    def __str__(self) -> str:
        return self.text


CastingPart = CostPart | ExileCardPart | DiscardPart


class CostOption(Struct, frozen=True):
    """One way to cast a card (CR 601.2b): ``name`` (``mana_cost``, ``kicked``, ``evoke``, ``flashback``,
    ``alternative``), the cost paid rather than or as the mana cost (``parts``, in printed order), the zone cast
    from, and whether kicker is paid (CR 702.33a)."""

    name: str
    parts: tuple[CastingPart, ...]
    cast_from: CastFrom = CastFrom.HAND
    kicked: bool = False

    @property
    def mana(self) -> ManaCost:
        """The option's mana symbols, in printed order."""
        return ManaCost(tuple(s for p in self.parts if isinstance(p, ManaPart) for s in p.mana.symbols))


class CastingText(Struct, frozen=True):
    """What a card's own text says about casting it (module docstring)."""

    options: tuple[CostOption, ...]
    #: Mandatory additional costs, paid with every option (CR 601.2f: "As an additional cost to cast this spell").
    additional: tuple[CastingPart, ...] = ()
    flash: bool = False
    #: Ways to pay the total cost besides mana (CR 702.51a, 702.126a, 702.66a): tapping creatures, artifacts,
    #: exiling cards from the graveyard.
    convoke: bool = False
    improvise: bool = False
    delve: bool = False
    #: "Affinity for artifacts": the card type or subtype counted (CR 702.41a), ``None`` without affinity.
    affinity: str | None = None
    combat_only: bool = False
    split_second: bool = False
    #: CR 702.125a: "This spell costs {1} less to cast for each opponent you have."
    undaunted: bool = False
    #: The mana types that may pay X ("Spend only black mana on X", CR 107.3, 601.2f-h); any when empty.
    x_spend: tuple[ManaType, ...] = ()
    #: The least X that may be chosen: 1 under "X can't be 0" (CR 107.3, 601.2b).
    x_min: int = 0
    unread: tuple[str, ...] = ()


class Casters(StrEnum):
    """Whose spells a cost change affects: every player's, its controller's ("you cast"), or their opponents'."""

    ANY = "any"
    YOU = "you"
    OPPONENTS = "opponents"


class SpellCostChange(Struct, frozen=True):
    """"<spells> cost {N} more/less to cast" (CR 601.2f, 118.7): ``mana`` added (``more``) or taken off, for spells
    with every one of ``colors``, at least one of ``types`` (card types or subtypes; any when empty), none of
    ``not_types``, cast by ``casters``; with ``your_turn``, only during its source's controller's turn."""

    mana: ManaCost
    more: bool
    types: frozenset[str] = frozenset()
    not_types: frozenset[str] = frozenset()
    colors: frozenset[str] = frozenset()
    casters: Casters = Casters.ANY
    text: str = ""
    #: "During your turn, ...": only while its source's controller is the active player (Tithe Taker).
    your_turn: bool = False


class MinimumCost(Struct, frozen=True):
    """Trinisphere: "each spell that would cost less than three mana to cast costs three mana to cast", an effect
    that directly affects the total cost (CR 601.2f), while the source is untapped when ``while_untapped``."""

    amount: int
    while_untapped: bool = False
    text: str = ""


CostModifier = SpellCostChange | MinimumCost


class BoardCasting(Struct, frozen=True):
    """A permanent's static lines that change casting: the cost modifiers read, and the lines not read."""

    modifiers: tuple[CostModifier, ...] = ()
    unread: tuple[str, ...] = field(default=())


_NUMBER_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
_KEYWORD_COST = re.compile(r"^(Kicker|Evoke|Flashback) (?P<cost>(?:\{[^}]+\})+)(?P<nonzero>\. X can't be 0\.)?$")
_RATHER = re.compile(r"^You may (?P<cost>.+?) rather than pay this spell's mana cost\.$")
_ADDITIONAL = re.compile(r"^As an additional cost to cast this spell, (?P<cost>.+?)\.$")
_DISCARD = re.compile(r"^discard (?P<n>a|an|one|two|three|four|five|\d+) cards?$", re.IGNORECASE)
_EXILE_CARD = re.compile(r"^exile an? (?:(?P<color>white|blue|black|red|green) )?card from your hand$", re.IGNORECASE)
_AFFINITY = re.compile(r"^Affinity for (?P<what>\w+)$")
#: Words of a line that may change whether or how a spell is cast (checked on lines not otherwise read).
_CASTING_WORDS = re.compile(
    r"\bcast\b|\bcosts? (?:\{[^}]+\})+ (?:more|less)\b(?! to activate\b)|\bcosts? (?:\w+ )*(?:more|less) to cast\b|\bflash\b|"
    r"\brather than pay\b|\bwithout paying\b|\badditional cost\b|\bconvoke\b|\bimprovise\b|\bdelve\b|\baffinity\b|"
    r"\bmultikicker\b|\bkicker\b|\bsplit second\b|\bflashback\b|\bevoke\b|\boverload\b|\bbestow\b|\bdash\b|"
    r"\bemerge\b|\bescape\b|\bforetell\b|\bmadness\b|\bmiracle\b|\bprowl\b|\bspectacle\b|\bsurge\b|"
    r"\bbuyback\b|\bentwine\b|\breplicate\b|\bsplice\b|\bdisturb\b|\bblitz\b|\bcasualty\b|\boffspring\b|"
    r"\bbargain\b|\bgift\b|\bsneak\b|\bwarp\b|\bimpending\b|\bplot\b|\bcleave\b|\bspree\b|"
    r"\bmorph\b|\bmegamorph\b|\bdisguise\b|\bprototype\b|\bmutate\b|\bfreerunning\b|\bjump-start\b|"
    r"\bretrace\b|\bundaunted\b|\boffering\b|"
    r"\bmay play (?:that|those|the|it|them|cards?)\b",
    re.IGNORECASE,
)
#: A keyword of the card's own about casting it (CR 702.33a, 702.37a, 702.48a, 702.81a, 702.133a, 702.138a,
#: 702.140a, 702.160a, 702.168a, 702.173a): it works from the zone the card is cast from or on the stack.
_OWN_CASTING_KEYWORD = re.compile(
    r"^(?:Kicker|Multikicker|Evoke|Morph|Megamorph|Disguise|Prototype|Mutate|Freerunning|Jump-start|Retrace|"
    r"Undaunted|Escape)\b|^[A-Z][\w-]* offering\b")
#: A triggered ability's line (CR 603.1): it waits for an event, so it can't change how a spell is cast.
_TRIGGER = re.compile(r"^(?:When|Whenever|At the beginning)\b")


def _activated(line: str) -> bool:
    """An activated ability's line ("[cost]: [effect]", CR 602.1): it changes nothing about casting spells."""
    head, sep, _ = line.partition(": ")
    return bool(sep) and '"' not in head and not head.startswith(("Choose", "•"))


def casting_relevant(line: str) -> bool:
    """Could ``line`` (a rules line, reminder text removed) change whether or how a spell is cast, if it were a
    static ability the reader did not read? Triggered and activated abilities can't (CR 601.3: only rules and
    effects allow or prohibit casting; a trigger waits for the spell to be cast)."""
    return not _TRIGGER.match(line) and not _activated(line) and bool(_CASTING_WORDS.search(line))


_LAND_PLAY_WORDS = re.compile(r"\bplay(?:s|ed)?\b[^.]*\blands?\b|\bmay play\b", re.IGNORECASE)


def land_play_relevant(line: str) -> bool:
    """Could ``line`` change whether a land may be played now, if it were a static ability or effect the reader did
    not read: more lands a turn (Exploration, CR 305.2), lands from another zone (Crucible of Worlds), a
    prohibition, "you may play that card"? Triggered and activated abilities can't (CR 305.1: only rules and
    effects allow or prohibit playing a land)."""
    return not _TRIGGER.match(line) and not _activated(line) and bool(_LAND_PLAY_WORDS.search(line))


def _number(word: str) -> int:
    return int(word) if word.isdigit() else _NUMBER_WORDS[word.lower()]


def _casting_part(text: str) -> CastingPart:
    """One part of a casting cost: mana, "pay N life", "sacrifice ...", "exile a blue card from your hand",
    "discard N cards". Raises :class:`UnsupportedText` for a part not read."""
    part = text.strip()
    if m := _EXILE_CARD.match(part):
        color = m.group("color")
        return ExileCardPart(COLOR_WORDS[color.lower()].value if color else None, part)
    if m := _DISCARD.match(part):
        return DiscardPart(_number(m.group("n")), part)
    read = parse_part(part[:1].upper() + part[1:])
    if isinstance(read, (ManaPart, LifePart, SacrificePart)) and not (
            isinstance(read, SacrificePart) and (read.this or read.x)):
        return read
    raise UnsupportedText(f"casting cost not understood: {part!r}")


def _casting_cost(text: str) -> tuple[CastingPart, ...]:
    return tuple(_casting_part(p) for p in re.split(r",\s*(?:and\s+)?|\s+and\s+", text))


@lru_cache(maxsize=4096)
def has_kicker(card: CardDef) -> bool:
    """Has ``card`` a kicker or multikicker ability (a line starting "Kicker"/"Multikicker")? Without one its spell
    can't be kicked (CR 702.33a, 702.33d)."""
    return any(line.startswith(("Kicker", "Multikicker")) for line in (card.oracle_text or "").split("\n"))


#: "Suspend N—[cost]" (CR 702.62a): exiling the card from the hand with time counters is a special action (CR
#: 116.2f), a play beside casting it.
_SUSPEND = re.compile(r"^Suspend (?:\d+|X)\s*—")


def has_suspend(card: CardDef) -> bool:
    """Has ``card`` suspend (CR 702.62a), whose special action (CR 116.2f) is a play from its owner's hand?"""
    return any(_SUSPEND.match(line) for line in rules_lines(card.oracle_text or ""))


def casting_text(card: CardDef) -> CastingText:
    """What ``card``'s own text says about casting it (module docstring). Lines about casting that are not read are
    in ``unread``; ``options`` is empty for a land (CR 305.1: played, not cast)."""
    lines = rules_lines(card.oracle_text or "")
    if "land" in card.type_line.card_types:
        return CastingText(options=())
    if " // " in card.name and "transform" not in {k.lower() for k in card.keywords}:
        # A split, adventurer or modal double-faced card may be cast as its other face too (CR 709.3, 715.3,
        # 712.12); only its first face's text is held, so the ways to cast it are not known.
        other_face = f"{card.name}: the other face of a split, adventurer or modal double-faced card is not read"
        return CastingText(options=(), unread=(other_face,))
    options: list[CostOption] = []
    if card.mana_cost is not None:  # CR 118.6: no mana cost is an unpayable cost
        options.append(CostOption("mana_cost", (ManaPart(card.mana_cost),) if card.mana_cost else ()))
    additional: tuple[CastingPart, ...] = ()
    flags = {"flash": False, "convoke": False, "improvise": False, "delve": False, "combat_only": False,
             "split_second": False, "undaunted": False}
    x_only: tuple[ManaType, ...] = ()
    x_min = 0
    affinity: str | None = None
    unread: list[str] = []
    kickers = 0
    for line in lines:
        lowered = line.lower()
        try:
            if lowered in ("flash", "convoke", "improvise", "delve", "split second", "undaunted"):
                flags[lowered.replace(" ", "_")] = True
            elif not _activated(line) and (only := x_spend(line)) is not None:
                x_only = only
            elif lowered == "x can't be 0.":
                x_min = x_minimum(line)
            elif lowered == "cast this spell only during combat.":
                flags["combat_only"] = True
            elif m := _AFFINITY.match(line):
                what = m.group("what")
                affinity = what[:-1].lower() if what.lower()[:-1] in CARD_TYPES else what.rstrip("s")
            elif m := _KEYWORD_COST.match(line):
                keyword = m.group(1)
                cost = (ManaPart(ManaCost.parse(m.group("cost"))),)
                if m.group("nonzero") and keyword != "Kicker":
                    raise UnsupportedText(line)
                x_min = max(x_min, x_minimum(line))
                if keyword == "Kicker":
                    kickers += 1
                    base = options[0].parts if options and options[0].name == "mana_cost" else None
                    if base is None:
                        raise UnsupportedText(line)
                    options.append(CostOption("kicked", (*base, *cost), kicked=True))
                elif keyword == "Evoke":
                    options.append(CostOption("evoke", cost))
                elif {"instant", "sorcery"} & card.type_line.card_types:  # CR 702.34a
                    options.append(CostOption("flashback", cost, cast_from=CastFrom.GRAVEYARD))
                else:
                    raise UnsupportedText(line)
            elif m := _RATHER.match(line):
                options.append(CostOption("alternative", _casting_cost(m.group("cost"))))
            elif m := _ADDITIONAL.match(line):
                additional = (*additional, *_casting_cost(m.group("cost")))
            elif _read_modifier(line) is not None:
                continue  # a permanent's change to what spells cost: it works from the battlefield (CR 601.2f)
            elif casting_relevant(line) and _about_casting_this(line, card.name):
                unread.append(line)
        except (UnsupportedText, BadManaString):
            unread.append(line)
    if kickers > 1:
        unread.append("more than one kicker cost")
    return CastingText(options=tuple(options), additional=additional, affinity=affinity, x_spend=x_only, x_min=x_min,
                       unread=tuple(unread), **flags)


def _about_casting_this(line: str, name: str) -> bool:
    """Could this line of the card's own text be about casting the card itself (its cost, timing or permission),
    rather than an effect that casts something else ("... You may cast the copy")? Kept unread unless it names
    neither this spell, this card ("You may cast this card from your graveyard", Gravecrawler), spells in general,
    the card's name nor a casting keyword (one starting the line: "Escape—{3}{B}{B}, Exile four other cards from
    your graveyard.")."""
    low = line.lower()
    return any(w in low for w in ("this spell", "this card", "spells", name.lower(), "flash", "rather than pay",
                                  "additional cost", "costs")) or not low.endswith(".") or bool(
        _OWN_CASTING_KEYWORD.match(line))


_COST_CHANGE = re.compile(
    r"^(?:(?P<quals>[A-Z][\w ,-]*?) spells|Spells)(?: (?P<who>you cast|your opponents cast))? costs? "
    r"(?P<amount>(?:\{[^}]+\})+) (?P<dir>more|less) to cast\.$"
)
#: Tithe Taker: its spell half is read here, its ability half by :mod:`model.activation_statics` (CR 602.2b).
_TITHE = re.compile(
    r"^During your turn, spells your opponents cast cost (?P<amount>(?:\{[^}]+\})+) more to cast and abilities your "
    r"opponents activate cost \{\d+\} more to activate unless they're mana abilities\.$"
)
_TRINISPHERE = re.compile(
    r"^(?P<cond>As long as (?:this \w+|~) is untapped, )?each spell that would cost less than (?P<n>\w+) mana to "
    r"cast costs (?P=n) mana to cast\.$"
)


def _qualities(quals: str) -> tuple[frozenset[str], frozenset[str], frozenset[str]] | None:
    """(types, not_types, colors) of "Noncreature", "Instant and sorcery", "Red", "Goblin", "White creature";
    ``None`` for words not read."""
    words = quals.replace(",", " ").split()
    if len(words) == 3 and words[1] == "and" and all(w.lower() in CARD_TYPES for w in (words[0], words[2])):
        return frozenset({words[0].lower(), words[2].lower()}), frozenset(), frozenset()
    types: set[str] = set()
    not_types: set[str] = set()
    colors: set[str] = set()
    for w in words:
        low = w.lower()
        if low in COLOR_WORDS:
            colors.add(COLOR_WORDS[low].value)
        elif low.startswith("non") and low[3:].lstrip("-") in CARD_TYPES:
            not_types.add(low[3:].lstrip("-"))
        elif low in CARD_TYPES:
            types.add(low)
        elif w[:1].isupper() and low not in ("legendary", "historic", "multicolored", "colorless", "monocolored"):
            types.add(w)  # a subtype: "Goblin spells"
        else:
            return None
    if len(types) > 1:
        return None  # "Goblin Wizard spells": every one, not any one, would be needed
    return frozenset(types), frozenset(not_types), frozenset(colors)


def _read_modifier(line: str) -> CostModifier | None:
    if m := _COST_CHANGE.match(line):
        quals = _qualities(m.group("quals")) if m.group("quals") else (frozenset(), frozenset(), frozenset())
        if quals is None:
            return None
        who = {None: Casters.ANY, "you cast": Casters.YOU, "your opponents cast": Casters.OPPONENTS}[m.group("who")]
        try:
            amount = ManaCost.parse(m.group("amount"))
        except BadManaString:
            return None
        return SpellCostChange(amount, m.group("dir") == "more", *quals, casters=who, text=line)
    if m := _TITHE.match(line):
        return SpellCostChange(ManaCost.parse(m.group("amount")), True, casters=Casters.OPPONENTS, text=line,
                               your_turn=True)
    if m := _TRINISPHERE.match(line):
        n = m.group("n")
        if not (n.isdigit() or n in _NUMBER_WORDS):
            return None
        return MinimumCost(_number(n), while_untapped=bool(m.group("cond")), text=line)
    return None


@lru_cache(maxsize=16384)
def cost_modifiers(oracle_text: str) -> BoardCasting:
    """A permanent's static lines that change what spells cost (module docstring), and its other lines about casting
    that are not read (a prohibition such as Gaddock Teeg's, a cost change in words not read)."""
    modifiers: list[CostModifier] = []
    unread: list[str] = []
    for line in rules_lines(oracle_text):
        modifier = _read_modifier(line)
        if modifier is not None:
            modifiers.append(modifier)
        elif casting_relevant(line) and not _about_own_casting(line):
            unread.append(line)
    return BoardCasting(tuple(modifiers), tuple(unread))


def _about_own_casting(line: str) -> bool:
    """A permanent card's own casting keywords, which do nothing while it is on the battlefield (CR 702.8a flash,
    702.33a kicker, 702.74a evoke, 702.41a affinity, 702.37a morph, 702.168a disguise, 702.48a offering, 702.125a
    undaunted, 702.138a escape, 702.140a mutate, 702.160a prototype, 702.173a freerunning work from the zones it is
    cast from or on the stack)."""
    return bool(re.match(r"^(?:Flash|Affinity for\b|Convoke|Improvise|Delve|Split second)", line)
                or _OWN_CASTING_KEYWORD.match(line))


__all__ = [
    "BoardCasting",
    "CastFrom",
    "Casters",
    "CastingPart",
    "CastingText",
    "CostModifier",
    "CostOption",
    "DiscardPart",
    "ExileCardPart",
    "MinimumCost",
    "SpellCostChange",
    "casting_relevant",
    "casting_text",
    "cost_modifiers",
    "land_play_relevant",
]
