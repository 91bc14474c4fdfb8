"""Costs as a typed union (CR 118, 602.1a): mana, {T}, {Q}, pay life, sacrifice, remove counters from this, tap
untapped permanents you control, and others kept as text.

A *cost string* is comma-separated parts as printed before an activated ability's colon, e.g.
``"{1}, {T}, Pay 1 life"``, ``"{T}, Sacrifice this land"``, ``"Sacrifice a Forest"``, ``"{2}{W/U}{B/P}"``.
``Cost.parse`` reads one; ``str`` writes it back.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from msgspec import Struct
from msgspec.structs import replace
from mtgsolver.model.errors import BadManaString, UnsupportedText
from mtgsolver.model.filters import Controller, Flag, Named, ObjectFilter
from mtgsolver.model.mana import COLOR_WORDS, ManaCost
from mtgsolver.model.patterns import NUMBER_WORDS, LazyPattern
from mtgsolver.model.subtypes import singular_subtype


class ManaPart(Struct, frozen=True):
    """Mana symbols to pay (CR 118.1, 107.4)."""

    mana: ManaCost

    def __str__(self) -> str:
        return str(self.mana)


class TapPart(Struct, frozen=True):
    """{T}: tap this permanent (CR 107.5, ruling G7)."""

    def __str__(self) -> str:
        return "{T}"


class UntapPart(Struct, frozen=True):
    """{Q}: untap this permanent (CR 107.6, ruling G8)."""

    def __str__(self) -> str:
        return "{Q}"


class LifePart(Struct, frozen=True):
    """Pay N life (CR 119.4: only with life total of at least N)."""

    amount: int

    def __str__(self) -> str:
        return f"Pay {self.amount} life"


class SacrificePart(Struct, frozen=True):
    """Sacrifice this permanent (``this`` true) or ``count`` permanents you control matching ``filter``. With ``x``
    ("Sacrifice X Goats", Springjack Pasture), ``count`` is 0 and how many (from none to all that fit) is chosen as
    the cost is paid (CR 107.3, 601.2b, 605.3a); the ability's X is that number."""

    this: bool
    filter: ObjectFilter | None = None
    count: int = 1
    text: str = ""
    x: bool = False

    def __str__(self) -> str:
        return self.text or ("Sacrifice this permanent" if self.this else "Sacrifice a permanent")


class RemoveCountersPart(Struct, frozen=True):
    """Remove ``count`` counters named ``counter`` from this permanent (CR 118.3: only counters it has; CR 122).
    With ``any_number`` ("Remove any number of storage counters from this land", "Remove X storage counters from
    this land" in a cost without {X}), ``count`` is 0 and how many (from none to all it has) is chosen as the cost
    is paid, like X (CR 107.3, 601.2b); the ability's "for each counter removed this way", or its X, is that
    number."""

    count: int
    counter: str
    text: str = ""
    any_number: bool = False

    def __str__(self) -> str:
        return self.text or f"Remove {self.count} {self.counter} counters from this permanent"


class PutCountersPart(Struct, frozen=True):
    """Put ``count`` counters named ``counter`` on this permanent: a loyalty symbol "[+N]" or "[0]" (CR 606.4), "Put
    a -0/-1 counter on this creature" (Wall of Roots), "Put a page counter on this artifact" (Mazemind Tome). It
    needs nothing the permanent or its controller has (CR 118.3, 122.1): the permanent can always take it, even
    one a -0/-1 counter brings to toughness 0 (state-based actions wait until a player would get priority, CR 704.3);
    only a rule that it can't have such counters put on it forbids it (Melira's, weighed by the relevance
    rule)."""

    count: int
    counter: str
    text: str = ""

    def __str__(self) -> str:
        return self.text or f"Put {self.count} {self.counter} counters on this permanent"


class EnergyPart(Struct, frozen=True):
    """Pay ``count`` {E}: its controller removes that many energy counters from themselves (CR 107.14, 122.1)."""

    count: int
    text: str = ""

    def __str__(self) -> str:
        return self.text or "Pay " + "{E}" * self.count


class ExertPart(Struct, frozen=True):
    """Exert this permanent (Arena of Glory): it won't untap during its controller's next untap step (CR 701.43a).
    It can be paid by any permanent, tapped or exerted already (CR 701.43b), so it limits no payment."""

    text: str = "Exert this permanent"

    def __str__(self) -> str:
        return self.text


class ExileFromHandPart(Struct, frozen=True):
    """Exile this card from your hand (Elvish Spirit Guide): the ability functions only in the hand (CR 113.6m)."""

    text: str = "Exile this card from your hand"

    def __str__(self) -> str:
        return self.text


class MoveSelfPart(Struct, frozen=True):
    """"Discard this card", "Exile this card from your graveyard", "Reveal this card from your hand": the card
    itself, taken from (or shown from) its owner's hand or graveyard. The ability then functions only there (CR
    113.6j, 113.6m: the reader's ``Ability.functions_in``), where the card can always pay it (CR 118.3)."""

    text: str

    def __str__(self) -> str:
        return self.text


class LeaveSelfPart(Struct, frozen=True):
    """"Return this creature to its owner's hand" (Grinning Ignus), "Exile this artifact" (Mirrored Lotus): the
    permanent itself leaves the battlefield, which it always can while there (CR 118.3, 400.7); paid once, like
    sacrificing it, and no rule against sacrificing stops it (CR 701.21a: exiling or returning is no sacrifice)."""

    text: str

    def __str__(self) -> str:
        return self.text


class TapOthersPart(Struct, frozen=True):
    """"Tap two untapped Elves you control": tap ``count`` untapped permanents the player controls matching
    ``filter`` (the ability's own object among them when it matches: the cost has no {T}, CR 107.5). Not {T}, so
    summoning sickness doesn't stop a creature from being tapped this way (CR 302.6 covers only {T} and {Q} of the
    creature's own abilities); a tapped permanent can't be (CR 118.3)."""

    count: int
    filter: ObjectFilter
    text: str = ""

    def __str__(self) -> str:
        return self.text or f"Tap {self.count} untapped permanents you control"


class TapCreaturesPart(Struct, frozen=True):
    """Tap other untapped creatures its controller controls: any number with total power ``power`` or greater
    (crew, CR 702.122a; saddle, CR 702.171a), or one of them when ``power`` is ``None`` (station, CR 702.184a).
    Not {T}, so summoning sickness doesn't stop a creature from being tapped this way (CR 302.6)."""

    power: int | None
    text: str

    def __str__(self) -> str:
        return self.text


class OtherPart(Struct, frozen=True):
    """A cost the solver does not model (discard, exile, counters, ...), kept as its text."""

    text: str

    def __str__(self) -> str:
        return self.text


class CardsFromZonePart(OtherPart, frozen=True):
    """"Discard a card", "Discard two land cards", "Exile a creature card from your graveyard": ``count`` cards of
    the player's ``zone`` (``"hand"`` or ``"graveyard"``), any card or those ``filter`` describes (types, subtypes,
    colour, "legendary"), leave it (CR 701.9a, 118.3: a cost that needs more such cards than there are can't be
    paid). Only activation (``can_activate``, ``activatable``) reads it; everywhere else it is a part the solver does
    not model, as any :class:`OtherPart`."""

    zone: str = "hand"
    count: int = 1
    filter: ObjectFilter | None = None


CostPart = (ManaPart | TapPart | UntapPart | LifePart | SacrificePart | RemoveCountersPart | PutCountersPart
            | ExertPart | EnergyPart
            | ExileFromHandPart | MoveSelfPart | LeaveSelfPart
            | TapOthersPart | TapCreaturesPart | OtherPart)

_LIFE = LazyPattern(r"^pay (\d+) life$", re.IGNORECASE)
#: The largest number a cost may name (life to pay), as for every number of a request.
MAX_COST_NUMBER = 1_000_000
_SAC_THIS = LazyPattern(r"^sacrifice (?:this \w+(?: \w+)?|~)$", re.IGNORECASE)
_EXERT_THIS = LazyPattern(r"^exert (?:this \w+|~)$", re.IGNORECASE)
_ENERGY = LazyPattern(r"^pay (?:(?P<symbols>(?:\{E\})+)|(?P<n>two|three|four|five|six|seven|eight|nine|ten) \{E\})$",
                      re.IGNORECASE)
_SAC_ONE = LazyPattern(r"^sacrifice (?:(?P<n>a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|x) )?"
                       r"(?:(?P<another>another) )?(?P<what>[\w' -]+?)(?: you control)?$", re.IGNORECASE)
#: The second part of "Sacrifice this land and a creature you control" (Great Hall of Starnheim), "Sacrifice a
#: creature and a Swamp": a permanent named with no verb, sacrificed too.
_ALSO_SACRIFICED = LazyPattern(r"^(?:a|an|another|one|two|three|four|five|this|~)\b", re.IGNORECASE)
_TAP_OTHERS = LazyPattern(
    r"^tap (?P<n>a|an|one|two|three|four|five|six|seven|eight|nine|ten) untapped (?P<what>[\w' -]+?) you control$",
    re.IGNORECASE,
)
#: A loyalty symbol as a cost (CR 606.4): "[+1]", "[0]", "[−2]", "[−X]".
_LOYALTY = LazyPattern(r"^\[(?P<sign>[+−-]?)(?P<n>\d{1,6}|X)\]$")
_EXILE_FROM_HAND = LazyPattern(r"^exile (?:this card|this \w+|~) from your hand$", re.IGNORECASE)
_MOVE_SELF = LazyPattern(r"^(?:discard (?:this card|~)|(?:exile|reveal) (?:this card|this \w+|~) from your "
                         r"(?:hand|graveyard))$", re.IGNORECASE)
#: The permanent itself leaves the battlefield: "Return this creature to its owner's hand", "Exile this artifact"
#: (from the hand or graveyard, "Exile this card from your graveyard" is :data:`_MOVE_SELF`'s).
#: "Discard a card", "Discard two cards", "Discard a land card", "Discard a card at random" (CR 701.9a: which card
#: is not the payer's choice, but the count is the same), "Exile a creature card from your graveyard".
_CARDS_FROM_ZONE = LazyPattern(r"^(?P<verb>discard|exile) (?P<n>a|an|one|two|three|four|five) (?:(?P<what>[\w' ]+?) )?"
                               r"card(?P<s>s)?(?P<where>(?: at random)?| from your graveyard)$", re.IGNORECASE)
_LEAVE_SELF = LazyPattern(r"^(?:return (?:this \w+|~) to its owner's hand|exile (?:this \w+|~))$", re.IGNORECASE)
#: "Put a -0/-1 counter on this creature" (Wall of Roots), "Put a page counter on this artifact" (Mazemind Tome).
_PUT = LazyPattern(r"^put (?P<n>a|an|one|two|three|four|five) (?P<kind>[\w+/-]+?) counters? on (?:this \w+|~)$",
                   re.IGNORECASE)
_REMOVE = LazyPattern(
    r"^remove (?P<n>a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d+|any number of|x) "
    r"(?P<kind>[\w+/-]+?) counters? from "
    r"(?:this \w+(?: \w+)?|~|it)$",
    re.IGNORECASE,
)
#: "Remove X ... counters": the count is the cost's X (CR 107.3).
_REMOVE_X = LazyPattern(r"^remove x ", re.IGNORECASE)
CARD_TYPES = frozenset(
    {"artifact", "battle", "creature", "enchantment", "instant", "kindred", "land", "planeswalker", "sorcery"}
)


_PLURAL_SUBTYPES = {"Forests": "Forest", "Islands": "Island", "Swamps": "Swamp", "Mountains": "Mountain"}


def _singular(word: str) -> str:
    """"Forests" -> "Forest" ("Sacrifice two Forests"); "Plains" and other words stay as they are."""
    if word in _PLURAL_SUBTYPES:
        return _PLURAL_SUBTYPES[word]
    if word[:1].isupper() and word.endswith("s") and not word.endswith(("ss", "Plains")):
        return word[:-1]
    return word


def _sacrifice_filter(what: str, plural: bool = False) -> ObjectFilter:
    """The permanents "Sacrifice a <what>" may sacrifice: card types and subtypes ("artifact", "creature or land",
    "Goblin"), tokens ("a token", "a creature token": CR 111.1, Fountainport), and a name ("a token named Wood",
    Jungle Patrol: CR 201.2). Raises :class:`UnsupportedText` for other words."""
    what, named, name = what.partition(" named ")
    if named and not (name and name[0].isupper()):
        raise UnsupportedText(f"sacrifice cost not understood: 'Sacrifice a {what}{named}{name}'")
    words = what.replace(" or ", " ").split()
    if plural:
        words = [singular_subtype(w) or _singular(w) for w in words]
    token = bool(words) and words[-1] == ("tokens" if plural else "token")
    if token:
        words = words[:-1]
    if words and words[-1] in ("permanent", "permanents"):
        words = words[:-1]
    types = frozenset(w.rstrip("s") for w in words if w.lower() in CARD_TYPES or w.lower().rstrip("s") in CARD_TYPES)
    subtypes = frozenset(w for w in words if w[0].isupper() and w.lower() not in CARD_TYPES)
    if len(types) + len(subtypes) != len(words):
        raise UnsupportedText(f"sacrifice cost not understood: 'Sacrifice a {what}'")
    extra = ((Flag.TOKEN,) if token else ()) + ((Named(name),) if named else ())
    return ObjectFilter(card_types=frozenset(t.lower() for t in types), subtypes=subtypes, controller=Controller.YOU,
                        extra=extra)


def _tap_filter(what: str, plural: bool) -> ObjectFilter | None:
    """The permanents "Tap N untapped <what> you control" may tap: card types ("creature", "artifact or
    creature", "permanent"), subtypes ("Elves", "Gate"), a colour ("blue creature"), "legendary" and tokens
    ("tokens", "creature tokens": CR 111.1, Baylen, the Haymaker); None for other words ("other", "nontoken",
    "attacking"), which are not read."""
    colors: set[str] = set()
    supertypes: set[str] = set()
    card_types: set[str] = set()
    subtypes: set[str] = set()
    token = False
    words = what.split()
    for i, w in enumerate(words):
        low = w.lower()
        if low == "or" and 0 < i < len(words) - 1:
            continue
        if low == ("tokens" if plural else "token") and i == len(words) - 1:
            token = True
        elif low in COLOR_WORDS:
            colors.add(COLOR_WORDS[low].value)
        elif low == "legendary":
            supertypes.add("legendary")
        elif low in ("permanent", "permanents"):
            continue
        elif low in CARD_TYPES or (low.endswith("s") and low[:-1] in CARD_TYPES):
            card_types.add(low[:-1] if low not in CARD_TYPES else low)
        elif w[:1].isupper() and low not in ("other", "another") and (sub := singular_subtype(w)) is not None:
            subtypes.add(sub)  # "Elves": Elf, "Zombies": Zombie (CR 205.3)
        else:
            return None
    if not (card_types or subtypes or token) and "permanent" not in what.lower():
        return None
    return ObjectFilter(card_types=frozenset(card_types), subtypes=frozenset(subtypes),
                        supertypes=frozenset(supertypes), colors=frozenset(colors), controller=Controller.YOU,
                        extra=(Flag.TOKEN,) if token else ())


def parse_part(text: str) -> CostPart:
    """Read one comma-separated part of a cost; raises :class:`BadManaString` for bad symbols."""
    part = text.strip()
    if part == "{T}":
        return TapPart()
    if part == "{Q}":
        return UntapPart()
    if part.startswith("{"):
        return ManaPart(ManaCost.parse(part))
    if m := _LIFE.match(part):
        digits = m.group(1).lstrip("0") or "0"
        if len(digits) > 7 or int(digits) > MAX_COST_NUMBER:
            raise BadManaString(f"paying more than {MAX_COST_NUMBER:,} life is not accepted: {part[:40]!r}")
        return LifePart(int(digits))
    if _EXILE_FROM_HAND.match(part):
        return ExileFromHandPart(part)
    if m := _LOYALTY.match(part):
        # CR 606.4: put on or remove that many loyalty counters; [−X] removes the X chosen (CR 107.3, 601.2b).
        if m.group("sign") in ("−", "-"):
            if m.group("n") == "X":
                return RemoveCountersPart(0, "loyalty", part, any_number=True)
            return RemoveCountersPart(int(m.group("n")), "loyalty", part)
        if m.group("n") != "X":
            return PutCountersPart(int(m.group("n")), "loyalty", part)
    if (m := _CARDS_FROM_ZONE.match(part)) and (m.group("verb").lower() == "exile") == (
            m.group("where").lower() == " from your graveyard"):
        what = m.group("what") or ""
        filt = _tap_filter(what, plural=m.group("s") is not None) if what else None
        if what and (filt is None or filt.extra):
            return OtherPart(part)
        zone = "graveyard" if m.group("verb").lower() == "exile" else "hand"
        return CardsFromZonePart(part, zone=zone, count=NUMBER_WORDS[m.group("n").lower()],
                                 filter=None if filt is None else replace(filt, controller=Controller.ANY))
    if _MOVE_SELF.match(part):
        return MoveSelfPart(part)
    if _LEAVE_SELF.match(part):
        return LeaveSelfPart(part)
    if m := _PUT.match(part):
        return PutCountersPart(NUMBER_WORDS[m.group("n").lower()], m.group("kind").lower(), part)
    if m := _REMOVE.match(part):
        n = m.group("n").lower()
        if n in ("any number of", "x"):
            # CR 107.3, 601.2b: "Remove X storage counters" is a number chosen as the cost is paid, from none to
            # all the permanent has, as "any number of" is; the ability's X is that number.
            return RemoveCountersPart(0, m.group("kind").lower(), part, any_number=True)
        return RemoveCountersPart(int(n) if n.isdigit() else NUMBER_WORDS[n], m.group("kind").lower(), part)
    if m := _TAP_OTHERS.match(part):
        count = NUMBER_WORDS[m.group("n").lower()]
        filt = _tap_filter(m.group("what"), plural=count > 1)
        return TapOthersPart(count, filt, part) if filt is not None else OtherPart(part)
    if m := _ENERGY.match(part):
        count = len(m.group("symbols")) // 3 if m.group("symbols") else NUMBER_WORDS[m.group("n").lower()]
        return EnergyPart(count, part)
    if _EXERT_THIS.match(part):
        return ExertPart(part)
    if _SAC_THIS.match(part):
        return SacrificePart(this=True, text=part)
    if (m := _SAC_ONE.match(part)) and (m.group("n") or m.group("another")):
        x = m.group("n") is not None and m.group("n").lower() == "x"
        # "Sacrifice another creature": one; "Sacrifice X Goats": as many as chosen (CR 107.3).
        count = 0 if x else NUMBER_WORDS[m.group("n").lower()] if m.group("n") else 1
        filt = _sacrifice_filter(m.group("what"), plural=x or count > 1)
        if m.group("another"):
            filt = replace(filt, another=True)
        return SacrificePart(this=False, filter=filt, count=count, text=part, x=x)
    return OtherPart(part)


_NO_MANA = ManaCost(())
#: The self-references after "Remove N counters from this permanent and": sacrificing it (CR 701.21a) or exiling it
#: (CR 118.3, 400.7).
_AND_SELF: dict[str, Callable[[str], CostPart]] = {
    "sacrifice it": lambda text: SacrificePart(this=True, text=text), "exile it": LeaveSelfPart}


@dataclass(frozen=True, slots=True)
class Cost:
    """A whole cost: its parts in printed order (CR 118.1, 602.1a). ``Cost.parse("{1}, {T}, Pay 1 life")``."""

    parts: tuple[CostPart, ...] = ()
    #: Derived once from ``parts`` (the solvers ask these of the same cost many times per question).
    _taps: bool = field(init=False, repr=False, compare=False, default=False)
    _untaps: bool = field(init=False, repr=False, compare=False, default=False)
    _life: int = field(init=False, repr=False, compare=False, default=0)
    _mana: ManaCost = field(init=False, repr=False, compare=False, default=_NO_MANA)
    _sacrifices: tuple[SacrificePart, ...] = field(init=False, repr=False, compare=False, default=())
    _exiles_from_hand: bool = field(init=False, repr=False, compare=False, default=False)
    _leaves_self: bool = field(init=False, repr=False, compare=False, default=False)
    _taps_others: tuple[TapOthersPart, ...] = field(init=False, repr=False, compare=False, default=())
    _taps_creatures: tuple[TapCreaturesPart, ...] = field(init=False, repr=False, compare=False, default=())
    _others: tuple[OtherPart, ...] = field(init=False, repr=False, compare=False, default=())
    _energy: int = field(init=False, repr=False, compare=False, default=0)
    _counters_removed: tuple[RemoveCountersPart, ...] = field(init=False, repr=False, compare=False, default=())
    _counters_put: tuple[PutCountersPart, ...] = field(init=False, repr=False, compare=False, default=())

    def __post_init__(self) -> None:
        parts = self.parts
        object.__setattr__(self, "_sacrifices", tuple(p for p in parts if isinstance(p, SacrificePart)))
        object.__setattr__(self, "_exiles_from_hand", any(isinstance(p, ExileFromHandPart) for p in parts))
        object.__setattr__(self, "_leaves_self", any(isinstance(p, LeaveSelfPart) for p in parts))
        object.__setattr__(self, "_counters_put", tuple(p for p in parts if isinstance(p, PutCountersPart)))
        object.__setattr__(self, "_taps_others", tuple(p for p in parts if isinstance(p, TapOthersPart)))
        object.__setattr__(self, "_taps_creatures", tuple(p for p in parts if isinstance(p, TapCreaturesPart)))
        object.__setattr__(self, "_others", tuple(p for p in parts if isinstance(p, OtherPart)))
        object.__setattr__(self, "_energy", sum(p.count for p in parts if isinstance(p, EnergyPart)))
        object.__setattr__(self, "_counters_removed", tuple(p for p in parts if isinstance(p, RemoveCountersPart)))
        object.__setattr__(self, "_taps", any(isinstance(p, TapPart) for p in parts))
        object.__setattr__(self, "_untaps", any(isinstance(p, UntapPart) for p in parts))
        object.__setattr__(self, "_life", sum(p.amount for p in parts if isinstance(p, LifePart)))
        object.__setattr__(self, "_mana", ManaCost(tuple(s for p in parts if isinstance(p, ManaPart)
                                                         for s in p.mana.symbols)))

    @classmethod
    def parse(cls, text: str) -> Cost:
        """Parse a cost string; raises :class:`BadManaString` for a bad symbol. Unknown parts become OtherPart."""
        if not isinstance(text, str):
            raise BadManaString(f"a cost must be a string, not {type(text).__name__}")
        text = text.strip()
        if not text:
            return cls(())
        raw = re.split(r",\s*|\s+and\s+", text)
        if any(not p.strip() for p in raw):
            raise BadManaString(f"a cost has an empty part between commas: {text[:60]!r}")
        parts: list[CostPart] = []
        for p in raw:
            # "{1}{T}" written without a comma: split mana symbols from {T}/{Q}.
            if p.startswith("{") and ("{T}" in p or "{Q}" in p) and p not in ("{T}", "{Q}"):
                for chunk in re.split(r"(\{[TQ]\})", p):
                    if chunk:
                        parts.append(parse_part(chunk))
            elif parts and isinstance(parts[-1], SacrificePart) and _ALSO_SACRIFICED.match(p.strip()):
                parts.append(parse_part(f"Sacrifice {p.strip()}"))
            elif parts and isinstance(parts[-1], RemoveCountersPart) and p.strip().lower() in _AND_SELF:
                # "Remove three quest counters from this enchantment and sacrifice it": "it" is that permanent.
                parts.append(_AND_SELF[p.strip().lower()](p.strip()))
            else:
                parts.append(parse_part(p))
        if any(isinstance(p, ManaPart) and p.mana.has_x for p in parts):
            # CR 107.3: one X in a cost is one value; "{X}, Remove X +1/+1 counters" ties the counters to the mana,
            # which the chosen count alone doesn't say.
            parts = [OtherPart(p.text) if isinstance(p, RemoveCountersPart) and _REMOVE_X.match(p.text) else p
                     for p in parts]
        return cls(tuple(parts))

    @property
    def mana(self) -> ManaCost:
        """All mana symbols of the cost, in printed order."""
        return self._mana

    @property
    def taps(self) -> bool:
        """Has {T} (CR 107.5)."""
        return self._taps

    @property
    def untaps(self) -> bool:
        """Has {Q} (CR 107.6)."""
        return self._untaps

    @property
    def life(self) -> int:
        """Total life to pay as a cost (CR 119.4)."""
        return self._life

    @property
    def energy(self) -> int:
        """The energy counters to pay (CR 107.14)."""
        return self._energy

    @property
    def sacrifices(self) -> tuple[SacrificePart, ...]:
        """The sacrifice parts."""
        return self._sacrifices

    @property
    def exiles_from_hand(self) -> bool:
        """Has "Exile this card from your hand": usable only while the card is in its owner's hand (CR 113.6m)."""
        return self._exiles_from_hand

    @property
    def leaves_self(self) -> bool:
        """Has "Return this <permanent> to its owner's hand" or "Exile this <permanent>" (:class:`LeaveSelfPart`)."""
        return self._leaves_self

    @property
    def counters_put(self) -> tuple[PutCountersPart, ...]:
        """The "Put N ... counters on this" parts (loyalty symbols "[+N]" among them, CR 606.4)."""
        return self._counters_put

    @property
    def counters_removed(self) -> tuple[RemoveCountersPart, ...]:
        """The "Remove N ... counters from this" parts."""
        return self._counters_removed

    def has_counters_for(self, counters: Mapping[str, int]) -> bool:
        """Does an object with ``counters`` have every counter this cost removes (CR 118.3)?"""
        need: dict[str, int] = {}
        for p in self.counters_removed:
            need[p.counter] = need.get(p.counter, 0) + p.count
        return all(counters.get(k, 0) >= n for k, n in need.items())

    @property
    def taps_creatures(self) -> tuple[TapCreaturesPart, ...]:
        """The crew, saddle and station parts (:class:`TapCreaturesPart`)."""
        return self._taps_creatures

    @property
    def taps_others(self) -> tuple[TapOthersPart, ...]:
        """The "Tap N untapped ... you control" parts."""
        return self._taps_others

    @property
    def others(self) -> tuple[OtherPart, ...]:
        """Parts the solver does not model."""
        return self._others

    def __str__(self) -> str:
        return ", ".join(str(p) for p in self.parts)

    def __repr__(self) -> str:
        return f"Cost.parse({str(self)!r})"
