"""Abilities as the reader leaves them (CR 113, 602, 603, 605, 606).

An object's abilities are listed in a fixed order, and that order gives the index the contract uses: first the
intrinsic mana abilities of its basic land types (CR 305.6: Plains, Island, Swamp, Mountain, Forest, in that
order), then the abilities of its text in printed order, one per paragraph (a keyword line such as
``"Flying, haste"`` gives one ability per keyword).

Mana production is data, evaluated by the solver against a state:

* :class:`ManaPart` — ``amount`` mana drawn from a :class:`Palette`; ``combination`` true means any combination of
  the palette's types ("three mana in any combination of {R} and/or {G}"), false means all of one type ("two mana
  of any one color").
* :class:`ManaRecipe` — parts added together ("Add {G}{W}" is two parts).
* :class:`ManaProduction` — alternatives ("Add {W} or {U}" is two recipes), plus ``instead`` rules for conditional
  riders ("If you control an Urza's Mine and an Urza's Power-Plant, add {C}{C}{C} instead").
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from mtgsolver.model.costs import Cost
from mtgsolver.model.filters import ObjectFilter
from mtgsolver.model.mana import ManaType


class AbilityKind(StrEnum):
    """CR 113.3 and 605.1: the kinds of ability the ``abilities`` query reports."""

    MANA = "mana"
    ACTIVATED = "activated"
    TRIGGERED = "triggered"
    STATIC = "static"
    SPELL = "spell"
    KEYWORD = "keyword"


class PaletteKind(StrEnum):
    """Where the possible types of a produced mana come from."""

    TYPES = "types"  # the listed types
    ANY_COLOR = "any_color"  # "one mana of any color" (never colourless, CR 105.1)
    CHOSEN_COLOR = "chosen_color"  # "one mana of the chosen color" (object's chosen["color"])
    COULD_PRODUCE = "could_produce"  # "of any type/color that <objects> could produce" (CR 106.7)
    COMMANDER_IDENTITY = "commander_identity"  # "any color in your commander's color identity" (CR 903.4)
    COLORS_OF = "colors_of"  # "a color of a permanent you control" (Meteor Crater): colours of ``source`` objects


@dataclass(frozen=True, slots=True)
class Palette:
    """The types one produced mana may have.

    For ``COULD_PRODUCE``: ``source`` says which objects are looked at (``ObjectFilter``), or ``"sacrificed"`` for
    "the sacrificed land" (Squandered Resources), and ``colors_only`` is true for "any color that ..." (Fellwar
    Stone, Exotic Orchard) and false for "any type that ..." (Reflecting Pool).
    For ``COLORS_OF``: the colours of the objects ``source`` describes: an ``ObjectFilter`` (permanents), ``"self"``
    (the ability's object, "any of this creature's colors") or ``"exiled"`` (the cards it exiled, Chrome Mox).
    """

    kind: PaletteKind
    types: tuple[ManaType, ...] = ()
    source: ObjectFilter | str | None = None
    colors_only: bool = False


class AmountKind(StrEnum):
    """How many mana a part makes."""

    FIXED = "fixed"
    COUNT = "count"  # "for each <filter>" (Gaea's Cradle): number of matching objects on the battlefield
    DEVOTION = "devotion"  # "equal to your devotion to <colors>" (Nykthos), CR 700.5
    X = "x"  # "X mana" where X is paid
    POWER = "power"  # "X mana ..., where X is this creature's power" (the ability's object)
    COUNTERS = "counters"  # "for each charge counter on this artifact": counters named ``counter`` on the object
    GREATEST_POWER = "greatest_power"  # "where X is the greatest power among <filter>" (0 when none)


@dataclass(frozen=True, slots=True)
class Amount:
    """A number of mana: fixed, or counted from the state when the ability resolves."""

    kind: AmountKind = AmountKind.FIXED
    value: int = 1
    filter: ObjectFilter | None = None
    colors: tuple[ManaType, ...] = ()
    #: For ``COUNTERS``: the kind of counter ("charge", "+1/+1"); empty for any counter.
    counter: str = ""


@dataclass(frozen=True, slots=True)
class ManaPart:
    """``amount`` mana from ``palette``; ``combination`` allows mixing types (see the module docstring)."""

    amount: Amount
    palette: Palette
    combination: bool = False


@dataclass(frozen=True, slots=True)
class ManaRecipe:
    """Parts that are added together by one resolution."""

    parts: tuple[ManaPart, ...]


@dataclass(frozen=True, slots=True)
class Condition:
    """A condition on the state: the controller controls at least ``at_least`` objects matching each filter."""

    filters: tuple[ObjectFilter, ...]
    at_least: int = 1


@dataclass(frozen=True, slots=True)
class SpendRestriction:
    """"Spend this mana only to cast ..." (CR 106.6): the spells (``spell_filter``) or ``abilities`` it may pay."""

    text: str
    spell_filter: ObjectFilter | None = None
    abilities: bool = False
    #: When ``abilities`` is true: the sources whose activated abilities it may pay ("activate abilities of
    #: artifacts"); ``None`` means any source. ``spell_filter`` ``None`` means no spell may be paid.
    ability_filter: ObjectFilter | None = None


@dataclass(frozen=True, slots=True)
class ManaProduction:
    """What a mana ability adds: one of ``alternatives``, replaced by ``instead[i][1]`` when its condition holds.

    ``life_lost`` is the life its controller loses as part of its effect, each time it resolves: "This land deals
    1 damage to you" (pain lands, Ancient Tomb; CR 120.3a) or "You lose 1 life". It is not a cost (CR 118.1,
    119.4): it never stops the ability from being activated.
    """

    alternatives: tuple[ManaRecipe, ...]
    instead: tuple[tuple[Condition, ManaProduction], ...] = ()
    restriction: SpendRestriction | None = None
    life_lost: int = 0


@dataclass(frozen=True, slots=True)
class TargetSpec:
    """One instance of the word "target" (CR 115.1, 115.3): what it may name and how many objects it takes.

    ``min_count``/``max_count`` give "up to N"/"N target"; ``allowed`` lists kinds of thing: ``"permanent"``
    (with ``filter``), ``"player"``, ``"opponent"``, ``"spell"``, ``"activated_ability"``, ``"triggered_ability"``,
    ``"card_in_graveyard"``.
    """

    text: str
    allowed: tuple[str, ...]
    filter: ObjectFilter | None = None
    spell_filter: ObjectFilter | None = None
    min_count: int = 1
    max_count: int = 1
    divided: bool = False


@dataclass(frozen=True, slots=True)
class Mode:
    """One mode of a modal ability or spell (CR 700.2), with its own targets."""

    text: str
    targets: tuple[TargetSpec, ...] = ()


@dataclass(frozen=True, slots=True)
class StaticEffect:
    """A static ability or resolved effect that matters to mana (issue of could-produce):

    ``kind`` names the effect family (e.g. ``"mana_replacement"``, ``"mana_doubling"``, ``"grant_ability"``,
    ``"set_land_type"``, ``"haste"``), ``params`` its data. Families are documented where the solver applies them.
    """

    kind: str
    params: tuple[tuple[str, object], ...] = ()

    def get(self, key: str, default: object = None) -> object:
        """The parameter ``key``."""
        for k, v in self.params:
            if k == key:
                return v
        return default


@dataclass(frozen=True, slots=True)
class Ability:
    """One ability of an object, at ``index`` in the contract's order (module docstring).

    ``cost`` is set for activated and mana abilities (CR 602.1a); ``mana`` for mana abilities (CR 605.1);
    ``targets`` and ``modes`` for abilities and spells that target or choose; ``trigger`` is the trigger condition
    text of a triggered ability (CR 603.1); ``static`` for static effects the solver understands; ``loyalty`` is
    true for loyalty abilities (CR 606); ``unsupported`` lists sentences of this paragraph not understood.
    """

    index: int
    text: str
    kind: AbilityKind
    cost: Cost | None = None
    mana: ManaProduction | None = None
    targets: tuple[TargetSpec, ...] = ()
    modes: tuple[Mode, ...] = ()
    trigger: str | None = None
    static: tuple[StaticEffect, ...] = ()
    loyalty: bool = False
    intrinsic: bool = False
    keyword: str | None = None
    unsupported: tuple[str, ...] = field(default=())
    #: CR 602.5: activation restrictions read from "Activate only ..." sentences (and keyword meanings such as
    #: equip's, CR 702.6a): ``"sorcery"``, ``"instant"``, ``"once_each_turn"``, ``"your_turn"``, ``"your_upkeep"``,
    #: ``"if"`` (then ``activation_condition`` holds the condition).
    restrictions: tuple[str, ...] = ()
    activation_condition: Condition | None = None

    @property
    def is_mana_ability(self) -> bool:
        """CR 605.1a/605.1b: a mana ability (never uses the stack, CR 605.3b)."""
        return self.kind is AbilityKind.MANA
