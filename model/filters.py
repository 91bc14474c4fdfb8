"""Descriptions of sets of objects: "a land you control", "an opponent's creature", "another target artifact".

An :class:`ObjectFilter` is pure data; matching it against an object needs that object's characteristics as
continuous effects leave them, so the check takes a :class:`Characteristics` view (CR 109.3, 613).

Conditions beyond types, colours and control ("with flying", "with mana value 3 or less", "you own", "from your
graveyard", "attached to a land") are typed values, one class per kind of condition (:data:`ObjectCondition`);
the solvers match them by class and fields. ``str()`` of a condition is its short form in messages ("mv<=3",
"has:flying", "attached_to:land").
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from enum import StrEnum
from typing import TypeAlias

from msgspec import Struct
from mtgsolver.model.state import Zone


class Controller(StrEnum):
    """Whose objects a filter speaks of, from the point of view of the ability's controller."""

    ANY = "any"
    YOU = "you"
    OPPONENT = "opponent"


class Flag(StrEnum):
    """A condition stated by one word, true or false of an object.

    Statuses (CR 110.5) ``TAPPED`` / ``UNTAPPED``; combat (CR 508.1k, 509.1g) ``ATTACKING`` / ``BLOCKING``; tokens
    (CR 111.1) ``TOKEN`` / ``NONTOKEN``; colours (CR 105.2a-c) ``MONOCOLORED`` / ``MULTICOLORED`` / ``COLORLESS``;
    ``SINGLE_TARGET`` for a spell or ability "with a single target" (CR 115.1); ``CHOSEN_CREATURE_TYPE`` for an
    object of the creature type its source's controller chose (a spending restriction's "of the chosen type");
    ``CHOSEN_NAME`` for an object with the name chosen for the effect's source ("Lands with the chosen name", CR
    201.4: the source's ``chosen`` ``name``); ``SOURCE_NAME`` for an object "named ~", with the name of the
    effect's source (Powerstone Shard's "artifact you control named Powerstone Shard", CR 201.2, 201.2a);
    ``KICKED`` for a spell whose kicker cost was paid (CR 702.33d); ``ENTERED_THIS_TURN`` for a permanent that
    entered the battlefield this turn (the state's ``entered_this_turn``; "Creatures you control that entered this
    turn", CR 400.7: one that left and came back is a new object); ``COMMANDER`` for a player's commander
    ("Commander creatures you own", "target commander": the state's ``commander_casts``, CR 903.3).
    """

    TAPPED = "tapped"
    UNTAPPED = "untapped"
    ATTACKING = "attacking"
    BLOCKING = "blocking"
    TOKEN = "token"
    NONTOKEN = "nontoken"
    COLORLESS = "colorless"
    MULTICOLORED = "multicolored"
    MONOCOLORED = "monocolored"
    SINGLE_TARGET = "single_target"
    CHOSEN_CREATURE_TYPE = "chosen_creature_type"
    CHOSEN_NAME = "chosen_name"
    SOURCE_NAME = "source_name"
    KICKED = "kicked"
    ENTERED_THIS_TURN = "entered_this_turn"
    COMMANDER = "commander"

    def holds_for(self, *, tapped: bool, token: bool, colors: Collection[str], combat: str | None,
                  entered: bool, commander: bool) -> bool | None:
        """Whether this condition holds of an object with that status (CR 110.5), token-ness (CR 111.1), colours
        (CR 105.2a-c, as the layers leave them), combat role (``"attacking"``, ``"blocking"`` or ``None``), whether
        it entered the battlefield this turn (``entered``) and whether it is a commander (CR 903.3); ``None`` for a
        condition that isn't about such an object alone (a spell's, a chosen type's)."""
        match self:
            case Flag.TAPPED | Flag.UNTAPPED:
                return tapped == (self is Flag.TAPPED)
            case Flag.TOKEN | Flag.NONTOKEN:
                return token == (self is Flag.TOKEN)
            case Flag.COLORLESS:
                return not colors
            case Flag.MULTICOLORED:
                return len(colors) >= 2
            case Flag.MONOCOLORED:
                return len(colors) == 1
            case Flag.ATTACKING | Flag.BLOCKING:
                return combat == self.value
            case Flag.ENTERED_THIS_TURN:
                return entered
            case Flag.COMMANDER:
                return commander
        return None


class Stat(StrEnum):
    """A number of an object a condition compares: mana value (CR 202.3), power or toughness (CR 208.1)."""

    MANA_VALUE = "mv"
    POWER = "power"
    TOUGHNESS = "toughness"


class Op(StrEnum):
    """How a :class:`Compare` bound is read: "N or less", "N or greater" ("N or more"), or exactly "N"."""

    AT_MOST = "<="
    AT_LEAST = ">="
    EQUAL = "="


class PlayerRef(StrEnum):
    """A player the text names: "that player" (an earlier target of the same spell or ability) or the defending
    player (CR 506.2)."""

    THAT_PLAYER = "that_player"
    DEFENDING_PLAYER = "defending_player"


class Compare(Struct, frozen=True):
    """"with mana value 3 or less", "with power 4 or greater", "with toughness X": ``stat`` ``op`` ``value``.

    ``value`` is ``None`` for X, the number chosen as the spell was put on the stack (CR 107.3, 601.2b).
    """

    stat: Stat
    op: Op
    value: int | None

    def holds(self, value: int, bound: int | None = None) -> bool:
        """Does ``value`` meet the bound: ``bound`` (the value of X) or the number given?"""
        limit = self.value if bound is None else bound
        assert limit is not None, "a bound of X needs the value of X"
        if self.op is Op.AT_MOST:
            return value <= limit
        if self.op is Op.AT_LEAST:
            return value >= limit
        return value == limit

    def __str__(self) -> str:
        return f"{self.stat}{self.op}{'X' if self.value is None else self.value}"


class HasKeyword(Struct, frozen=True):
    """"with flying" (``negated`` false) or "without flying" (true): a keyword ability, lower case (CR 702.1)."""

    keyword: str
    negated: bool = False

    def __str__(self) -> str:
        return f"{'lacks' if self.negated else 'has'}:{self.keyword}"


class OwnedBy(Struct, frozen=True):
    """"you own" (``Controller.YOU``) or "an opponent owns" / "you don't own" (``Controller.OPPONENT``), CR 108.3."""

    whose: Controller

    def __str__(self) -> str:
        return f"owner:{self.whose}"


class ControlledBy(Struct, frozen=True):
    """"that player controls", "defending player controls": control by a player the text names (CR 109.4)."""

    player: PlayerRef

    def __str__(self) -> str:
        return f"controller:{self.player}"


class AttachedTo(Struct, frozen=True):
    """"attached to a land": an object attached to a ``noun``, a card type, ``"permanent"`` or ``"player"``
    (CR 301.5, 303.4)."""

    noun: str

    def __str__(self) -> str:
        return f"attached_to:{self.noun}"


class InZone(Struct, frozen=True):
    """"from your graveyard", "in a graveyard": a card in ``zone`` (CR 400.1); the filter's ``controller`` is then
    the card's owner."""

    zone: Zone

    def __str__(self) -> str:
        return f"zone:{self.zone.value}"


class NotColor(Struct, frozen=True):
    """"nonblack": not of ``color`` (``"W"``, ``"U"``, ``"B"``, ``"R"`` or ``"G"``), CR 105.1."""

    color: str

    def __str__(self) -> str:
        return f"not_color:{self.color}"


class SourceType(Struct, frozen=True):
    """"from an artifact source", "from a colorless source": an ability whose source has the card type (or is
    colorless, ``"colorless"``), CR 113.7."""

    word: str

    def __str__(self) -> str:
        return f"source_type:{self.word}"


class HasCounter(Struct, frozen=True):
    """"with a +1/+1 counter on it": at least one counter of ``kind`` (CR 122.1); "with a counter on it"
    (``kind`` ``None``): at least one counter of any kind; "with twelve or more charge counters on it": at least
    ``at_least`` of them."""

    kind: str | None
    at_least: int = 1

    def __str__(self) -> str:
        return f"counter:{self.kind or 'any'}" + (f">={self.at_least}" if self.at_least != 1 else "")

    def holds(self, counters: Mapping[str, int]) -> bool:
        """Does an object with ``counters`` (kind: how many) fit?"""
        if self.kind is None:
            return sum(n for n in counters.values() if n > 0) >= self.at_least
        return counters.get(self.kind, 0) >= self.at_least


#: Plural endings Oracle text gives the words of a name used as a noun ("Command Towers", "Numot, the
#: Devastators"): the word's ending, what replaces it.
_PLURAL_ENDINGS = (("", "s"), ("", "es"), ("y", "ies"), ("f", "ves"), ("fe", "ves"), ("man", "men"), ("ouse", "ice"))


def _plural_of(word: str, plural: str) -> bool:
    """Could ``plural`` be ``word`` in the plural (or ``word`` itself)?"""
    return plural == word or any(word.endswith(end) and word[:len(word) - len(end)] + repl == plural
                                 for end, repl in _PLURAL_ENDINGS)


class Named(Struct, frozen=True):
    """"named Brothers Yamazaki" (``plural`` false), or a card name used as a noun, possibly in the plural
    ("Command Towers you control", ``plural`` true): an object with that name (CR 201.2, 201.2a)."""

    name: str
    plural: bool = False

    def __str__(self) -> str:
        return f"named:{self.name}"

    def spellings(self) -> tuple[str, ...]:
        """The card names this could be: the name itself, and with ``plural`` each word in turn in the singular
        ("Command Towers": "Command Tower")."""
        if not self.plural:
            return (self.name,)
        words = self.name.split(" ")
        out = [self.name]
        for i, word in enumerate(words):
            for end, repl in _PLURAL_ENDINGS:
                if repl and word.endswith(repl) and len(word) > len(repl):
                    out.append(" ".join((*words[:i], word[:len(word) - len(repl)] + end, *words[i + 1:])))
        return tuple(dict.fromkeys(out))

    def holds(self, name: str) -> bool:
        """Does an object named ``name`` fit? Compared without case; with ``plural``, each word of this name may be
        the plural of the object's word in its place (conservatively: "Towers" for "Tower", "Devastators" for
        "Devastator")."""
        if not self.plural:
            return name.casefold() == self.name.casefold()
        have, said = name.casefold().split(), self.name.casefold().split()
        return len(have) == len(said) and all(_plural_of(h, s) for h, s in zip(have, said, strict=True))


class AnyOf(Struct, frozen=True):
    """Alternatives joined by "or" that differ by one condition: "attacking or blocking creature"."""

    options: tuple[ObjectCondition, ...]

    def __str__(self) -> str:
        return "|".join(str(o) for o in self.options)


#: One condition of :attr:`ObjectFilter.extra`.
ObjectCondition: TypeAlias = (
    Flag | Compare | HasKeyword | OwnedBy | ControlledBy | AttachedTo | InZone | NotColor | SourceType | HasCounter
    | Named | AnyOf
)


class Characteristics(Struct, frozen=True):
    """What a filter looks at: an object's types, subtypes, supertypes and colours after continuous effects."""

    card_types: frozenset[str] = frozenset()
    subtypes: frozenset[str] = frozenset()
    supertypes: frozenset[str] = frozenset()
    colors: frozenset[str] = frozenset()
    is_token: bool = False


class ObjectFilter(Struct, frozen=True):
    """A set of objects described by types and control.

    ``card_types`` / ``subtypes`` are alternatives ("artifact or creature" matches either); an empty set means no
    restriction from that field, but at least one of the two non-empty sets must match when both are given only if
    ``any_of_types`` is false. ``excluded_types`` are "non-" words ("nonland"). ``another`` excludes the object
    the ability belongs to (CR 109.5 wording "another"). ``controller`` is relative to the ability's controller.
    ``extra`` holds the further conditions, all of which must hold (:data:`ObjectCondition`).
    """

    card_types: frozenset[str] = frozenset()
    subtypes: frozenset[str] = frozenset()
    supertypes: frozenset[str] = frozenset()
    excluded_types: frozenset[str] = frozenset()
    colors: frozenset[str] = frozenset()
    controller: Controller = Controller.ANY
    another: bool = False
    any_of_types: bool = True
    extra: tuple[ObjectCondition, ...] = ()

    def matches_characteristics(self, ch: Characteristics) -> bool:
        """True when ``ch`` fits the type, supertype, colour and "non-" parts of this filter (not control)."""
        type_words = self.card_types | self.subtypes
        if type_words:
            have = ch.card_types | ch.subtypes
            if self.any_of_types:
                if not (type_words & have):
                    return False
            elif not type_words <= have:
                return False
        if self.supertypes and not self.supertypes <= ch.supertypes:
            return False
        if self.excluded_types & (ch.card_types | ch.subtypes | ch.supertypes):
            return False
        return not (self.colors and not self.colors & ch.colors)
