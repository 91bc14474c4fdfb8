"""The board as continuous effects leave it (CR 613): every object's types, colours, abilities, keywords, power and
toughness, and the mana-changing effects in force. Every solver reads characteristics from here.

:class:`BoardView` applies the static abilities of permanents, of graveyard cards where CR 113.6b says, and
``state.effects``, each layer in timestamp order (CR 613.7: objects in the order given, then ``state.effects``):

* layer 4 (CR 613.1d): land-type effects (``set``: Blood Moon, Celestial Dawn; a land whose subtype is set to a
  basic land type loses its other land types and the abilities of its text, CR 305.7; ``add``: Urborg, Prismatic
  Omen) and type changes (:class:`~model.abilities.CharacteristicEffect`: Mycosynth Lattice, Harmonious Emergence,
  Imprisoned in the Moon, CR 205.1), except that an effect whose source land a ``set`` effect makes lose its
  abilities depends on it (CR 613.8a): Blood Moon applies first and Urborg's effect is gone; then the intrinsic
  mana abilities of the resulting basic land types (CR 305.6);
* layer 5 (CR 613.1e): colour from the card (mana cost, colour indicator, devoid: CR 105.2, 202.2, 702.114a), then
  colour-setting effects, in every zone for those that say so;
* layer 6 (CR 613.1f): keywords of the object's text, keyword grants and "can't be the targets of" restrictions
  (:mod:`model.keywords`), granted abilities (Gift of Paradise, Chromatic Lantern), haste grants (Fervor,
  CR 702.10) and "loses all (other) abilities" (Imprisoned in the Moon, Toxicrene); an effect whose source loses
  its abilities here is gone (CR 613.8a) unless it began to apply in an earlier layer (CR 613.6);
* layer 7 (CR 613.4): printed power and toughness, 7b effects that set them, 7c "+N/+N" and +1/+1 and -1/-1
  counters (CR 122.1).

It also lists the effects that change mana as it is made (replacements, CR 106.12b, 614; tapped-for-mana triggers,
CR 106.12a, 605.1b; spending rules), each with the player who controls it. :func:`view_of` gives the one view of a
state that the solvers share.
"""

from __future__ import annotations

import threading
from functools import cached_property, lru_cache
from typing import TYPE_CHECKING, Any, Generic, TypeVar, cast

from msgspec import Struct, field
from msgspec.structs import replace
from mtgsolver.model.abilities import (
    Ability,
    AbilityKind,
    Affecting,
    Amount,
    CharacteristicEffect,
    ConditionalGrant,
    GrantCondition,
    GrantManaAbility,
    HasteGrant,
    LandTypeEffect,
    LandTypeMode,
    ManaCollapse,
    SpendAs,
    StaticEffect,
    TappedForManaTrigger,
)
from mtgsolver.model.entered_copy import copy_unknown
from mtgsolver.model.errors import MtgSolverError, UnknownObject, UnsupportedText
from mtgsolver.model.filters import (
    Characteristics,
    Compare,
    Controller,
    Flag,
    HasCounter,
    HasKeyword,
    Named,
    NotColor,
    ObjectFilter,
    OwnedBy,
    Stat,
)
from mtgsolver.model.keywords import (
    Grant,
    Protection,
    keyword_items,
    listed_keywords,
    read_cant_be_targeted,
    read_conditional_self_grant,
    read_grants,
    read_player_grant,
    rules_lines,
)
from mtgsolver.model.patterns import LazyPattern
from mtgsolver.model.reader import (
    intrinsic_abilities,
    is_spending_restriction,
    read_card,
    read_effect_text,
    strip_reminder,
    unread_for_types,
    unread_static_for_types,
)
from mtgsolver.model.relevance import (
    POWER_REACHES,
    SUPERTYPE_REACHES,
    StaticReach,
    Subject,
    adds_chosen_type,
    creature_types_added,
    creature_types_named,
    gives_quoted_static,
    grants_abilities_of,
    grants_exiled_abilities,
    grants_graveyard_abilities,
    name_forms,
    names_creature_type,
    puts_into_graveyard,
    reaches_read_by,
    self_counters_condition,
    stated_zones,
    static_reach,
    static_reaches,
    static_subject,
    static_subject_filter,
    static_subject_zones,
    turn_condition,
)
from mtgsolver.model.state import (
    BASIC_LAND_TYPES,
    LAND_TYPES,
    CardDef,
    GameObject,
    GameState,
    StackKind,
    Zone,
)
from mtgsolver.model.subtypes import CREATURE_TYPES

if TYPE_CHECKING:
    from mtgsolver.model.mana import ManaType
    from mtgsolver.solver.could_produce import CouldProduce
    from mtgsolver.solver.payments.problem import Act, BoardActs


E = TypeVar("E", bound=StaticEffect)
#: The subtypes of permanents that are attached to another (CR 301.5, 301.6, 303.4).
_ATTACHING = frozenset({"Aura", "Equipment", "Fortification"})
#: What an unread static sentence of each reach could change (:class:`model.relevance.StaticReach`), as its
#: ``unsupported_text`` message says it; a sentence of reach ``NONE`` never stops an answer.
_REACH_WORDS = {
    StaticReach.HASTE: "that could give haste (CR 702.10)",
    StaticReach.WIDENS: "that could allow more spending or cheaper activations (CR 609.4b, 602.2b)",
    StaticReach.NARROWS: "that could forbid or make costlier activations, life payments or sacrifices (CR 602.5, "
                         "119.4, 701.21)",
    StaticReach.SACRIFICE: "that could stop permanents from being sacrificed (CR 701.21a)",
    StaticReach.PAY_LIFE: "that could stop players from paying life (CR 119.4, 119.8)",
    StaticReach.GRANTS_ACTIVATED: "that could give activated abilities (CR 613.1f, 602.1)",
    StaticReach.EQUIP: "on equip abilities (CR 702.6a)",
    StaticReach.POWER: "on power and toughness (CR 613.4c)",
    StaticReach.COMBAT: "on power, toughness or combat abilities (CR 613.4c, 613.1f)",
    StaticReach.TARGETING: "on abilities that restrict targets (CR 702.11, 702.16, 702.18)",
    StaticReach.INDESTRUCTIBLE: "that could give indestructible (CR 702.12b)",
    StaticReach.MINUS_COUNTERS: "that could stop -1/-1 counters from being put on permanents (CR 122.1, 118.3)",
    StaticReach.NO_COUNTERS: "that could stop counters from being put on permanents (CR 122.1, 118.3)",
    StaticReach.DAMAGE: "on damage dealt (CR 615.1a, 120.3)",
    StaticReach.PERMANENT_DAMAGE: "on damage dealt to permanents (CR 615.1a, 120.3)",
    StaticReach.KEYWORD_LESS: "that could make the abilities of a keyword cost less (CR 602.2b)",
    StaticReach.KEYWORD_MORE: "that could make the abilities of a keyword cost more (CR 602.2b)",
    StaticReach.COLORS: "on colours (CR 105.3, 613.1e)",
    StaticReach.SNOW: "on the snow supertype (CR 205.4g, 613.1d)",
    StaticReach.BASIC: "on the basic supertype (CR 205.4c, 613.1d)",
    StaticReach.LEGENDARY: "on the legendary supertype (CR 205.4d, 613.1d)",
    StaticReach.SUBTYPES: "on creature types (CR 205.3m, 613.1d)",
    StaticReach.CREW: "on crewing (CR 702.122)",
    StaticReach.LOYALTY: "on loyalty abilities (CR 606.3, 606.4)",
    StaticReach.CARDS: "on the abilities of cards off the battlefield (CR 113.6b, 702)",
    StaticReach.TRIGGERS: "that could make triggered abilities that add mana trigger more often (CR 603.2d, 605.1b)",
    StaticReach.CHANGES: "that could change types, abilities or mana (CR 613.1, 106.7)",
}
#: A counter named in a text ("a +1/+1 counter", "two charge counters", "a counter"), with the word before it.
_COUNTER_WORDS = LazyPattern(r"(?:(?<![\w+/-])(?P<kind>[+-]\d+/[+-]\d+|[A-Za-z]+) )?\bcounters?\b")
def _adds_unread_types(sentence: str, statics: frozenset[StaticReach], read: frozenset[str] | None) -> bool:
    """Does unread ``sentence`` count for ``statics`` only as a change of creature types, and only add types no text
    on the board names (``read``; ``None``: some text reads any type)? Then it changes no answer (CR 205.1b,
    613.1d)."""
    if read is None or static_reaches(sentence) & statics != {StaticReach.SUBTYPES}:
        return False
    added = creature_types_added(sentence)
    return added is not None and not added & read


#: Conditions of a filter on an object's colours (CR 105.2-105.2c).
_COLOR_FLAGS = frozenset({Flag.MULTICOLORED, Flag.MONOCOLORED, Flag.COLORLESS})
#: Words of a cost or a mana ability by which a card goes to a graveyard (CR 701.21a sacrifice, 701.9a discard,
#: 701.17a mill).
_FILLS_GRAVEYARD = LazyPattern(r"\b(?:[Ss]acrifices?|[Dd]iscards?|[Mm]ills?|graveyards?)\b")
#: Words before "counter" that name no kind ("a counter", "that many counters", "additional counters").
_NOT_COUNTER_KINDS = frozenset({"a", "an", "one", "two", "three", "four", "five", "x", "that", "those", "the", "of",
                                "more", "additional", "any", "each", "all", "no", "its", "their", "many", "kind",
                                "same", "another", "number", "put", "remove"})


#: A space after a period outside quotes: where a sentence of an ability's text ends.
_SENTENCE_END = LazyPattern(r'(?<=\.) (?=(?:[^"]*"[^"]*")*[^"]*$)')
#: The sentences of an activated ability that rule its activation or its cost ("Activate only if ...", "Spend only
#: ...", "This ability costs {4} less to activate if ...": CR 602.5, 602.2b), read with its cost.
_ACTIVATION_RULES = LazyPattern(r"\b(?:Activate|Spend|This ability costs) [^.]*\.")


def _effect_words(sentence: str) -> str:
    """What unread static ``sentence`` could change, in words (:data:`_REACH_WORDS`): its reaches
    (:func:`model.relevance.static_reaches`) joined, or anything when one is :attr:`StaticReach.CHANGES`."""
    reaches = static_reaches(sentence)
    if StaticReach.CHANGES in reaches:
        return _REACH_WORDS[StaticReach.CHANGES]
    return " and ".join(_REACH_WORDS[r] for r in StaticReach if r in reaches)


#: A Case's "Solved — [Ability text]": a static one means "As long as this Case is solved, [ability text]" (CR
#: 702.169b), so it changes nothing while the Case isn't (the state's ``solved``, CR 719.3b).
_SOLVED = "Solved — "
#: "As this land enters, ...": a replacement effect applied as the permanent entered (CR 614.1c).
_AS_IT_ENTERS = LazyPattern(r"^As this [a-z]+ enters\b")
#: "add {G}", "that player adds ...": a triggered ability that adds mana, which may be a mana ability (CR 605.1b).
_ADDS = LazyPattern(r"\b[Aa]dds?\b")
#: Words of a text that could give or take away abilities or mana (CR 613.1f, 106.1).
_ABILITY_WORDS = LazyPattern(r"\b(?:[Aa]dds?|mana|abilit(?:y|ies))\b|\"")
#: A quoted activated ability that adds no mana ("All Slivers have "{T}: Regenerate target Sliver.""): it is not a
#: mana ability (CR 605.1a), so giving it changes no mana a permanent could produce (CR 106.7).
_QUOTED_NOT_MANA = LazyPattern(r"\"[^\":]*\}[^\":]*: (?:(?!\b[Aa]dds?\b|\bmana\b|\babilit)[^\"])*\"")
#: "create a 1/1 red Goblin creature token", "create X 1/1 Elf Warrior creature tokens": the types of the tokens
#: an effect creates (CR 111.3), which read no object's.
_CREATES_TOKENS = LazyPattern(r"\b[Cc]reates? [^.]*?\btokens?\b")


@lru_cache(maxsize=4096)
def _type_reader_texts(name: str, on_battlefield: bool, abilities: tuple[Ability, ...]) -> tuple[tuple[bool, str], ...]:
    """The texts of ``abilities`` (of an object named ``name``, on the battlefield or not) that read creature types
    (:meth:`BoardView.reads_creature_types`), each with whether it is a static ability's; one reading per object
    text across boards. Not counted:
    its name (CR 201.5), reminder text (CR 207.2a), the types of tokens it creates (given by the effect, CR
    111.3), a triggered ability that adds no mana (it acts only as it resolves, CR 603.3; one that adds mana may
    be a mana ability, CR 605.1b), a permanent's static sentence that acts only as it entered or on its spell
    (:attr:`~model.relevance.StaticReach.NONE`: "This spell costs ...", CR 601.2f; "enters tapped unless ...",
    "As this land enters, ...", CR 614.1c), and its unread sentences that only change creature types
    (:attr:`~model.relevance.StaticReach.SUBTYPES`), which only change what such a text reads."""
    out = []
    for a in abilities:
        if a.kind is AbilityKind.TRIGGERED and not _ADDS.search(a.text):
            continue
        text = _CREATES_TOKENS.sub(" ", strip_reminder(a.text))
        if on_battlefield and a.kind is AbilityKind.STATIC and '"' not in text:
            # CR 614.1c, 614.12, 601.2f: a sentence that acts only as the permanent entered, or only on its
            # spell ("As this land enters, you may reveal a Dragon card from your hand.", "This land enters
            # tapped unless you control a Dragon", "This spell costs {1} less ..."), reads nothing now.
            text = " ".join(sentence for sentence in _SENTENCE_END.split(text)
                            if static_reach(sentence) is not StaticReach.NONE and not _AS_IT_ENTERS.match(sentence))
        for sentence in (*a.unsupported, *_SENTENCE_END.split(text)):
            if StaticReach.SUBTYPES in static_reaches(sentence) and (
                    sentence in a.unsupported or adds_chosen_type(sentence)):
                text = text.replace(sentence, " ")
        for form in name_forms(name):
            text = text.replace(form, "~")
        if names_creature_type(text):
            out.append((a.kind is AbilityKind.STATIC, text))
    return tuple(out)


#: Every reach an unread static sentence may have but :attr:`StaticReach.NONE` (which changes no answer now).
ANY_REACH = frozenset(StaticReach) - {StaticReach.NONE}


class ActiveEffect(Struct, Generic[E], frozen=True):
    """A static effect in force: ``effect`` from ``source`` (an object id, or None for a state effect)."""

    effect: E
    source: str | None
    controller: str
    #: Its timestamp (CR 613.7): its source's place in ``state.objects``, or, for a state effect, the number of
    #: objects plus its place in ``state.effects``.
    timestamp: int = 0


class ObjectView(Struct):
    """An object's characteristics and abilities after continuous effects."""

    obj: GameObject
    card_types: frozenset[str]
    subtypes: frozenset[str]
    supertypes: frozenset[str]
    abilities: tuple[Ability, ...] = ()
    haste: bool = False
    text_abilities_lost: bool = False
    extra: list[Ability] = field(default_factory=list)
    final: Characteristics | None = None
    #: Its colours after layer 5 (CR 105.2, 613.1e): its mana cost's, its colour indicator, devoid, effects.
    colors: frozenset[str] = frozenset()
    #: Its keyword abilities after layer 6 (CR 613.1f), lower case ("hexproof", "protection from red"): its own
    #: unless it lost them, and those granted to it.
    keywords: set[str] = field(default_factory=set)
    #: Its restrictions on being targeted that come with no keyword ("can't be the target of spells", CR 115.1).
    restrictions: list[Protection] = field(default_factory=list)
    #: Whether layer 6 removed all its abilities ("loses all other abilities", CR 613.1f).
    abilities_lost: bool = False
    #: Power and toughness after layer 7 (CR 613.4); ``None`` when not a number the layer knows (none printed,
    #: or "*" defined by an ability it doesn't read).
    power: int | None = None
    toughness: int | None = None

    @property
    def id(self) -> str:
        """The object's id."""
        return self.obj.id

    def stat_now(self, stat: Stat) -> int:
        """Power or toughness now, as layer 7 leaves it (CR 613.4: printed or set, +N/+N, +1/+1 and -1/-1
        counters, CR 122.1a); one that is not a number (none printed, "*") is 0 plus its counters."""
        value = self.power if stat is Stat.POWER else self.toughness
        if value is not None:
            return value
        return self.obj.counters.get("+1/+1", 0) - self.obj.counters.get("-1/-1", 0)

    @property
    def controller(self) -> str:
        """Who controls it (CR 108.4)."""
        return self.obj.controller

    def characteristics(self) -> Characteristics:
        """The view as filter input (computed once the board's effects are all applied)."""
        if self.final is not None:
            return self.final
        return Characteristics(
            card_types=self.card_types,
            subtypes=self.subtypes,
            supertypes=self.supertypes,
            colors=self.colors,
            is_token=self.obj.is_token,
        )

    @property
    def is_creature(self) -> bool:
        """CR 302: creature now (a permanent that becomes a creature is affected by 302.6, ruling G7)."""
        return "creature" in self.card_types

    @property
    def is_land(self) -> bool:
        """CR 305."""
        return "land" in self.card_types

    @property
    def is_snow(self) -> bool:
        """CR 205.4g snow supertype: its mana can pay {S} (CR 107.4h)."""
        return "snow" in self.supertypes

    def unread_mana_abilities(self) -> list[Ability]:
        """Mana abilities the reader did not wholly understand: their production, or one of their sentences (an
        "instead" rider, a condition). They are never guessed, so never used."""
        return [a for a in self.abilities
                if a.kind is AbilityKind.MANA and ((a.mana is None and not a.static) or a.unsupported)]

    def ability(self, index: int) -> Ability | None:
        """The ability at ``index`` in the contract's order, or None."""
        if 0 <= index < len(self.abilities):
            return self.abilities[index]
        return None


def _same_name(first: str, second: str) -> bool:
    """CR 201.2a: two objects have the same name when they have a name in common (a split card has two, CR
    709.4a)."""
    return bool({n.casefold() for n in first.split(" // ")} & {n.casefold() for n in second.split(" // ")})


@lru_cache(maxsize=64)
def _intrinsic(lands: tuple[str, ...]) -> tuple[Ability, ...]:
    """CR 305.6 abilities of these basic land types, shared by every object that has them."""
    return intrinsic_abilities(lands)


def _reindex(abilities: list[Ability]) -> tuple[Ability, ...]:
    out = []
    for i, a in enumerate(abilities):
        out.append(a if a.index == i else _with_index(a, i))
    return tuple(out)


def _with_index(a: Ability, index: int) -> Ability:
    return replace(a, index=index)


def _has_haste(abilities: tuple[Ability, ...]) -> bool:
    """Has one of these abilities the haste keyword (CR 702.10)?"""
    return any(a.kind is AbilityKind.KEYWORD and (a.keyword or "").lower() == "haste" for a in abilities)


class _CardBase:
    """One card's reading, shared by every object of the board that is that card (registry cards are shared
    objects): its abilities by land types and loss of text abilities, and its characteristics when unchanged."""

    __slots__ = ("_abilities", "_chars", "cant_be_targeted", "colors", "conditional", "grants", "keyword_haste",
                 "keywords", "player_grants", "power", "statics", "text", "toughness", "type_line")

    def __init__(self, card: CardDef) -> None:
        self.type_line = card.type_line
        self.colors = card.color_set
        read = read_card(card).abilities
        self.statics = [s for a in read for s in a.static]
        self.text = [a for a in read if not a.intrinsic]
        self.power, self.toughness = _printed(card.power), _printed(card.toughness)
        # Keywords and targeting restrictions of its text (CR 702, 115.1), read by model.keywords: of a card file's
        # list of keywords, only those its text gives it (model.keywords.listed_keywords).
        lines = rules_lines(card.oracle_text or "")
        self.keywords = listed_keywords(card.keywords, card.oracle_text or "").union(
            *(keyword_items(ln) for ln in lines))
        self.keyword_haste = "haste" in self.keywords
        self.conditional = [c for ln in lines if (c := read_conditional_self_grant(ln, card.name)) is not None]
        self.cant_be_targeted = [p for ln in lines if (p := read_cant_be_targeted(ln, card.name)) is not None]
        self.grants = [g for ln in lines for g in read_grants(ln)]
        self.player_grants = frozenset().union(*(read_player_grant(ln) for ln in lines))
        self._abilities: dict[tuple[frozenset[str], bool], tuple[tuple[Ability, ...], bool]] = {}
        self._chars: dict[tuple[frozenset[str], frozenset[str], frozenset[str], frozenset[str], bool],
                          Characteristics] = {}

    def abilities_after(self, subtypes: frozenset[str], lost: bool) -> tuple[tuple[Ability, ...], bool]:
        """``(abilities, haste)``: intrinsic abilities of the basic land types in ``subtypes`` (CR 305.6), then
        the text's abilities unless ``lost`` (CR 305.7), indexed in that order; and whether the card has haste
        (a keyword of the card or of those abilities, CR 702.10)."""
        key = (subtypes, lost)
        got = self._abilities.get(key)
        if got is None:
            lands = tuple(t for t in BASIC_LAND_TYPES if t in subtypes)
            abilities = _reindex(list(_intrinsic(lands)) + ([] if lost else self.text))
            got = self._abilities[key] = (abilities, self.keyword_haste or _has_haste(abilities))
        return got

    def characteristics(self, v: ObjectView, is_token: bool) -> Characteristics:
        """``v``'s characteristics, one shared object per distinct set of values."""
        key = (v.card_types, v.subtypes, v.supertypes, v.colors, is_token)
        got = self._chars.get(key)
        if got is None:
            got = self._chars[key] = v.characteristics()
        return got


@lru_cache(maxsize=4096)
def _card_base(card: CardDef) -> _CardBase:
    """One card's reading, kept for every board it is on (CardDef is frozen; what a _CardBase keeps depends only on
    the card)."""
    return _CardBase(card)


class BoardView:
    """Effective characteristics of every object of ``state``, and the mana effects in force."""

    def __init__(self, state: GameState) -> None:
        self.state = state
        self.views: dict[str, ObjectView] = {}
        self.effects: list[ActiveEffect[StaticEffect]] = []
        # Facts the solvers derive from this board, each computed once and kept for every later question on it.
        #: The could-produce fixpoint (:func:`solver.could_produce.could_produce_on`).
        self.fixpoint: CouldProduce | None = None
        #: Classes and mana abilities of a player's permanents, by (player, grouped, cost source, life-for types).
        self.payment_boards: dict[tuple[str, bool, str | None, frozenset[ManaType]], BoardActs] = {}
        #: Activations of one cost size, life total and spell, by the key :func:`encode_payment` builds.
        self.payment_acts: dict[tuple[object, ...], tuple[tuple[Act, ...], tuple[tuple[str, str], ...]]] = {}
        #: Does a player's mana look at what other permanents could produce (Reflecting Pool)?
        self.looks_at_others: dict[str, bool] = {}
        #: Does a player control a summoning-sick creature with a {T} or {Q} ability (CR 302.6)?
        self.sick_tappers: dict[str, bool] = {}
        #: Has a player a mana ability whose cost sacrifices a permanent (CR 701.21a)?
        self.sacrificers: dict[str, bool] = {}
        #: The colours of a player's commanders' colour identity (:func:`solver.production.commander_identity`).
        self.commander_identities: dict[str, tuple[ManaType, ...]] = {}
        #: Does a mana ability on the board read the colours of objects?
        self.reads_colors: bool | None = None
        #: The texts on the board that read creature types (:meth:`reads_creature_types`).
        self._type_readers: list[tuple[bool, str]] | None = None
        self._effects_by_kind: dict[type, list[ActiveEffect[Any]]] = {}
        #: How many permanents fit a condition's filter, read by a player (and, for "another", an object).
        self.controlled_counts: dict[tuple[ObjectFilter, str, str | None], int] = {}
        self._unread: dict[tuple[frozenset[StaticReach], str | None, bool, bool, bool, frozenset[str] | None, bool,
                                 frozenset[StaticReach], frozenset[str] | None], tuple[str, str | None] | None] = {}
        #: The objects whose abilities layer 6 removes (CR 613.1f).
        self.losing: frozenset[str] = frozenset()
        #: The ``id`` of each effect that removes all abilities and applies in layer 6 (:meth:`_layer6`).
        self._removing: frozenset[int] = frozenset()
        #: Grants of mana abilities to the permanents "with the chosen name" whose source's ``chosen`` gives no
        #: name, by source id: each grant's filter without the name, and its controller.
        self.unnamed_grants: dict[str, list[tuple[ObjectFilter, str]]] = {}
        #: The sources of effects that add the creature type chosen as they entered whose ``chosen`` gives none
        #: (:meth:`_chosen_creature_type`).
        self.unchosen_types: set[str] = set()
        #: :meth:`mana_puts_into_graveyards`, by player.
        self._graveyard_fillers: dict[str, bool] = {}
        #: The keywords "You have hexproof" gives each player (CR 702.11c), by player id.
        self.player_keywords: dict[str, frozenset[str]] = {}
        self._build()

    def view(self, object_id: str) -> ObjectView:
        """The view of an object (raises :class:`model.errors.UnknownObject` for an unknown id)."""
        v = self.views.get(object_id)
        if v is None:
            raise UnknownObject(f"no object with id {object_id!r}")
        return v

    def battlefield(self) -> list[ObjectView]:
        """Views of the permanents, in state order."""
        return [self.views[o.id] for o in self.state.objects if o.zone is Zone.BATTLEFIELD]

    def matches(self, filt: ObjectFilter, v: ObjectView, perspective: str, source: str | None = None) -> bool:
        """Does ``v`` fit ``filt`` read by ``perspective`` (the ability's controller), ``source`` for "another" and
        "with the chosen name"? Its types and colours as the layers leave them, and each condition of
        ``filt.extra`` (:meth:`fits`)."""
        if filt.controller is Controller.YOU and v.controller != perspective:
            return False
        if filt.controller is Controller.OPPONENT and v.controller == perspective:
            return False
        if filt.another and source is not None and v.id == source:
            return False
        owned = [c for c in filt.extra if isinstance(c, OwnedBy)]
        if owned:
            # CR 108.3: "you own", "you don't own", read by ``perspective``.
            if any((v.obj.owner == perspective) != (c.whose is Controller.YOU) for c in owned):
                return False
            filt = replace(filt, extra=tuple(c for c in filt.extra if not isinstance(c, OwnedBy)))
        return self.fits(filt, v, source)

    def fits(self, filt: ObjectFilter, v: ObjectView, source: str | None = None) -> bool:
        """Does ``v`` (in any zone) fit ``filt``'s types, colours and conditions, control aside (:meth:`matches`)?
        The conditions: "untapped", "token", "multicolored" (:meth:`Flag.holds_for`), "with power 4 or greater",
        "with a counter on it" (CR 122.1), "with the chosen name" (the name chosen for object ``source``, CR 201.4,
        201.2a), "named Brothers Yamazaki" (CR 201.2), "named ~" (``source``'s name, CR 201.2a), "of the chosen type"
        (the creature type chosen for ``source``, CR 205.3m), "with defender" (a keyword after layer 6, CR 613.1f).
        Raises :class:`UnsupportedText` for a condition it can't evaluate (never guessed: "Tokens you control have
        ..." gives nothing to a card, CR 111.1), and at the source's ``chosen`` for a chosen name or creature type the
        state doesn't give."""
        ch = v.characteristics()
        if not filt.matches_characteristics(ch):
            return False
        for extra in filt.extra:
            if extra is Flag.CHOSEN_NAME:
                name = self.chosen_name(source)
                if name is None:
                    raise self._no_chosen_name(source)
                held: bool | None = name.casefold() == v.obj.name.casefold()
            elif extra is Flag.SOURCE_NAME:
                held = None if source is None or not self.state.has_object(source) else _same_name(
                    self.state.object(source).name, v.obj.name)
            elif extra is Flag.CHOSEN_CREATURE_TYPE:
                chosen = self.state.object(source).chosen.get("creature_type") if source is not None and \
                    self.state.has_object(source) else None
                if chosen is None:
                    raise self._no_chosen(source, "creature type", '{"creature_type": "Goblin"}', "CR 205.3m")
                held = chosen in v.subtypes
            elif isinstance(extra, HasKeyword):
                held = (extra.keyword in v.keywords) != extra.negated
            elif isinstance(extra, Flag):
                held = extra.holds_for(tapped=v.obj.tapped, token=v.obj.is_token, colors=ch.colors,
                                       combat=v.obj.chosen.get("combat"), entered=v.obj.entered_this_turn,
                                       commander=v.obj.commander_casts is not None)
            elif isinstance(extra, HasCounter):
                held = extra.holds(v.obj.counters)
            elif isinstance(extra, Named):
                held = extra.holds(v.obj.name)
            else:
                held = _compare_holds(extra, v) if isinstance(extra, Compare) else None
            if held is None:
                raise UnsupportedText(f"a condition on objects is not evaluated: '{extra}'")
            if not held:
                return False
        return True

    def chosen_name(self, source: str | None) -> str | None:
        """The card name chosen for object ``source`` (its ``chosen`` ``name``: Pithing Needle, Petrified Hamlet),
        or ``None`` when the state doesn't give one."""
        if source is None or not self.state.has_object(source):
            return None
        return self.state.object(source).chosen.get("name")

    def _no_chosen_name(self, source: str | None) -> UnsupportedText:
        """The error of an effect on "the chosen name" of ``source`` when the state doesn't give the name."""
        return self._no_chosen(source, "name", '{"name": "Forest"}', "CR 201.4")

    def _no_chosen(self, source: str | None, what: str, example: str, rule: str) -> UnsupportedText:
        """The error of an effect on the ``what`` chosen for ``source`` when the state doesn't give it."""
        index = next((i for i, o in enumerate(self.state.objects) if o.id == source), None)
        return UnsupportedText(f"an effect applies to the permanents with the {what} chosen for its source, and the "
                               f"state doesn't say which: give its \"chosen\": {example} ({rule})",
                               path=f"state.objects[{index}].chosen" if index is not None else "state.effects")

    def effects_of(self, kind: type[E]) -> list[ActiveEffect[E]]:
        """The active effects of one family (a :data:`model.abilities.StaticEffect` class), in timestamp order;
        found once per board and family (the solvers ask for each object)."""
        got = self._effects_by_kind.get(kind)
        if got is None:
            got = self._effects_by_kind[kind] = [e for e in self.effects if isinstance(e.effect, kind)]
        return cast("list[ActiveEffect[E]]", got)

    def affected(self, e: ActiveEffect[Any], v: ObjectView) -> bool:
        """Does effect ``e`` apply to object ``v`` (its ``affects`` filter or ``enchanted`` flag; an effect that
        names no object applies to every one)?"""
        effect = e.effect
        if not isinstance(effect, Affecting):
            return True
        filt = effect.affects
        if effect.itself:
            return e.source == v.id
        if effect.enchanted:
            if e.source is None or self.state.object(e.source).attached_to != v.id:
                return False
            return filt is None or self.fits(filt, v)
        return filt is None or self.matches(filt, v, e.controller, e.source)

    def reads_creature_types(self, *, abilities_only: bool = False) -> bool:
        """Does a text on the board read creature types (:func:`model.relevance.names_creature_type`: "Tap an
        untapped Elf you control", "for each Goblin you control", "Spend this mana only to cast a Dragon spell",
        "target Vampire", "the chosen type"): an ability of an object (:meth:`_type_readers`) or an ongoing effect's
        text; with ``abilities_only``, a static ability's or an effect's that could give or take away abilities by
        them (words "add", "mana", "ability" or a quote: "Elves you control have "{T}: Add {G}."", CR 613.1f; not
        a quoted activated ability that adds no mana, :data:`_QUOTED_NOT_MANA`; a mana or activated ability gives
        none until it resolves)? Where none does, a change of
        creature types alone (:attr:`~model.relevance.StaticReach.SUBTYPES`) changes no answer (CR 205.3m, 613.1d),
        nor, without ``abilities_only``, which mana abilities a permanent has. Once per board."""
        if self._type_readers is None:
            self._type_readers = [(True, e.text) for e in self.state.effects if names_creature_type(e.text)] + [
                reader for o in self.state.objects for reader in self._object_type_readers(o)]
        return any(not abilities_only or (static and _ABILITY_WORDS.search(_QUOTED_NOT_MANA.sub(" ", text)) is not None)
                   for static, text in self._type_readers)

    @cached_property
    def triggers_add_mana(self) -> bool:
        """Has a permanent a triggered ability that adds mana (a triggered mana ability, "Whenever you tap a
        nonland permanent for mana, add ...", CR 605.1b; or one that adds mana as it resolves), which an effect that
        makes triggered abilities trigger additional times (CR 603.2d) could make add more? Once per board."""
        return any((a.kind is AbilityKind.TRIGGERED and _ADDS.search(a.text) is not None)
                   or any(isinstance(s, TappedForManaTrigger) for s in a.static)
                   for v in self.battlefield() for a in v.abilities)

    @cached_property
    def creature_types_read(self) -> frozenset[str] | None:
        """The creature types the texts of :meth:`reads_creature_types` name, or ``None`` when one of them reads
        creature types by other words ("the chosen type", changeling: :func:`model.relevance.creature_types_named`),
        or when more than one unread sentence on the board changes creature types (one could give the types the
        other's subject names). Once per board."""
        self.reads_creature_types()
        assert self._type_readers is not None
        changes = sum(StaticReach.SUBTYPES in static_reaches(u) for v in self.views.values() for a in v.abilities
                      for u in a.unsupported)
        if changes > 1:
            return None
        named: set[str] = set()
        for _static, text in self._type_readers:
            types = creature_types_named(text)
            if types is None:
                return None
            named |= types
        return frozenset(named)

    def _object_type_readers(self, o: GameObject) -> tuple[tuple[bool, str], ...]:
        """The texts of the abilities of ``o`` that read creature types (:func:`_type_reader_texts`)."""
        return _type_reader_texts(o.name, o.zone is Zone.BATTLEFIELD, self.views[o.id].abilities)

    def unread(self, *, statics: frozenset[StaticReach] = ANY_REACH, mana_of: str | None = None,
               any_mana: bool = False, types_only: bool = False, restricted_unused: bool = False,
               about: frozenset[str] | None = None, reads_board: bool = True,
               stats_read: frozenset[StaticReach] = POWER_REACHES, also_read: frozenset[str] | None = frozenset()
               ) -> UnsupportedText | None:
        """The "never guessed" check (contract): an :class:`UnsupportedText` naming the first sentence the reader
        did not understand among the static abilities with a reach in ``statics`` of the permanents and of the
        objects in other zones where the sentence states it works (:func:`model.relevance.stated_zones`: "As long
        as this card is in your graveyard, ...", CR 113.6, 113.6b-c)
        (:func:`model.relevance.static_reaches`: Reality Twist changes mana, Thran Portal's extra life narrows,
        a haste grant only gives haste; empty: none), and among the mana abilities of ``mana_of``'s permanents (a
        player id or an object id) or of every permanent (``any_mana``), with ``types_only`` only the sentences
        that could change which types they add (:func:`model.reader.unread_for_types`,
        :func:`model.reader.unread_static_for_types`: not haste, activation prohibitions, spending); its path is
        the object's place in ``state.objects``; with ``restricted_unused`` (the mana of a payment whose purpose is
        not known, so that restricted mana is not counted on whatever its restriction, CR 106.6) not the
        spending restrictions of mana abilities whose mana was read (:func:`model.reader.is_spending_restriction`);
        without ``types_only``, not a mana ability that can't be activated now (:meth:`cannot_activate`, CR 602.5).
        With ``about`` (the ids of the objects whose characteristics and abilities the answer reads, and of the
        players it is about), a static
        sentence counts only when it could be about one of them (:func:`model.relevance.static_subject`: its own
        object, the object it is attached to, its controller's objects, their opponents', or any). With or without
        ``about``, a sentence whose subject is read counts only while a permanent it could be about fits it now
        (:meth:`_subject_fits`: "Each noncreature artifact", "Other Merfolk you control", "Command Towers you
        control", CR 611.3a). With ``types_only`` and ``reads_board``, a change of power, toughness or combat
        abilities counts only when its reach is one of ``stats_read`` (those the mana reads). A grant of
        mana abilities to the permanents "with the chosen name" whose source's ``chosen`` gives no name counts as
        such a sentence (reach :attr:`~StaticReach.CHANGES`) when a permanent it could be given to is one of
        ``about`` (error at the source's ``chosen``, CR 201.4).
        A change of creature types (:attr:`~model.relevance.StaticReach.SUBTYPES`) counts with any ``statics`` on a
        board where a text reads creature types (:meth:`reads_creature_types`: through such a text it could change
        anything). Such a change counts only when it may do more than add creature types none of those texts
        names, nor ``also_read`` (the types a text off the board names, such as a payment's cost; ``None``: any):
        :meth:`creature_types_read`, :func:`model.relevance.creature_types_added` (Kudo's Bears beside an Elf
        counter change no count of Elves, CR 205.1b, 613.1d).
        ``None`` when there is none. Computed once per board and arguments."""
        if statics and StaticReach.SUBTYPES not in statics and self.reads_creature_types():
            statics = statics | {StaticReach.SUBTYPES}
        if StaticReach.TRIGGERS in statics and not self.triggers_add_mana:
            statics = statics - {StaticReach.TRIGGERS}
        board_read = self.creature_types_read if StaticReach.SUBTYPES in statics else None
        types_read = None if board_read is None or also_read is None else board_read | also_read
        key = (statics, mana_of, any_mana, types_only, restricted_unused, about, reads_board, stats_read, types_read)
        if key not in self._unread:
            found = self._first_unread(statics, mana_of, any_mana, types_only, restricted_unused, about,
                                       reads_board, stats_read, types_read)
            self._unread[key] = None if found is None else (found.message, found.path)
        cached = self._unread[key]
        # A new exception each time: one raised twice would carry both tracebacks.
        if cached is None:
            return None
        message, path = cached
        return UnsupportedText(message, path=path)

    def _first_unread(self, statics: frozenset[StaticReach], mana_of: str | None, any_mana: bool,
                      types_only: bool, restricted_unused: bool, about: frozenset[str] | None,
                      reads_board: bool, stats_read: frozenset[StaticReach],
                      types_read: frozenset[str] | None) -> UnsupportedText | None:
        controllers = None if about is None else {self.views[i].controller if i in self.views else i for i in about}
        for i, o in enumerate(self.state.objects):
            v = self.views[o.id]
            if statics:
                for a in v.abilities:
                    if a.kind is not AbilityKind.STATIC or (not o.solved and a.text.startswith(_SOLVED)):
                        continue  # CR 702.169b: "As long as this Case is solved, ..."
                    unread = tuple(u for u in unread_static_for_types(a, reads_board=reads_board, stats_read=stats_read)
                                   if not _adds_unread_types(u, stats_read | {StaticReach.CHANGES}, types_read)
                                   ) if types_only else tuple(
                        u for u in a.unsupported if static_reaches(u) & statics
                        and not _adds_unread_types(u, statics, types_read))
                    # CR 113.6, 113.6b-c: a static ability works on the battlefield unless it states its zones.
                    unread = tuple(u for u in unread if o.zone in stated_zones(u, o.name))
                    if unread and (controllers is not None or o.attached_to is None):
                        # An Aura or Equipment attached to nothing is about nothing, whatever the answer reads.
                        attaches = bool(o.card.type_line.subtypes & _ATTACHING)
                        unread = tuple(u for u in unread if _could_be_about(
                            o, static_subject(u, o.name, attaches=attaches), about, controllers or set()))
                    unread = tuple(u for u in unread if self._subject_fits(o, u, about))
                    if unread:
                        return UnsupportedText(f"{o.name} ({o.id}) has an effect {_effect_words(unread[0])} that "
                                               f"was not understood, so no answer is given: {unread[0]}",
                                               path=f"state.objects[{i}]")
            if o.zone is not Zone.BATTLEFIELD:
                continue
            unchosen = [a for g in _unchosen(v) for a in g.abilities if _could_matter(
                a, statics, any_mana or mana_of in (o.id, o.controller),
                types_only=(reads_board, stats_read) if types_only else None)]
            if unchosen:
                names = " or ".join(str(g.mode) for g in _unchosen(v))
                return UnsupportedText(f"{o.name} ({o.id}) has the abilities of the line chosen as it entered ({names}), "
                                       f"and the state doesn't say which: give its \"chosen\": {{\"mode\": "
                                       f"\"{_unchosen(v)[-1].mode}\"}} (CR 614.12); one could change the answer: "
                                       f"{unchosen[0].text}", path=f"state.objects[{i}].chosen")
            if StaticReach.CHANGES in statics and _could_be_about(o, Subject.SELF, about, controllers or set()):
                # CR 707.5, 707.9: what it entered as a copy of gives all its characteristics.
                copy_error = copy_unknown(o, f"state.objects[{i}]")
                if copy_error is not None:
                    return copy_error
            if o.id in self.unchosen_types and StaticReach.SUBTYPES in statics and self.reads_creature_types():
                return UnsupportedText(f"{o.name} ({o.id}) adds the creature type chosen as it entered, which a text "
                                       f"on the board reads, and the state doesn't say which: give its \"chosen\": "
                                       f"{{\"creature_type\": \"Goblin\"}} (CR 205.3m, 614.12)",
                                       path=f"state.objects[{i}].chosen")
            if StaticReach.CHANGES in statics and any(
                    self.matches(f, w, controller, o.id) for f, controller in self.unnamed_grants.get(o.id, ())
                    for w in self.battlefield() if about is None or w.id in about):
                return self._no_chosen_name(o.id)
            if any_mana or mana_of in (o.id, o.controller):
                for a in v.unread_mana_abilities():
                    if not types_only and self.cannot_activate(v, a):
                        continue  # CR 602.5: it can't be activated now, so it can pay nothing (CR 605.3a)
                    sentences = unread_for_types(a, amount_matters=self.collapses(v)) if types_only else (
                        a.unsupported or (a.text,))
                    if restricted_unused and a.mana is not None:
                        sentences = tuple(u for u in sentences if not is_spending_restriction(u))
                    if sentences:
                        return UnsupportedText(f"{o.name} ({o.id}) has a mana ability that was not understood, so "
                                               f"no answer is given: {sentences[0]}", path=f"state.objects[{i}]")
        return None

    def unchosen(self, object_id: str) -> list[ConditionalGrant]:
        """The lines of a choice between named lines made as the permanent entered (the Sieges) when its
        ``chosen`` ``mode`` names none of them (CR 614.12): which of their abilities it has is not known."""
        return _unchosen(self.views[object_id])

    def collapses(self, v: ObjectView) -> bool:
        """Does a replacement effect that reads the amount of mana made apply to ``v`` (Damping Sphere's "two or
        more mana", CR 614.1a), so that the amount an ability adds could change the types it adds?"""
        return any(self.affected(e, v) for e in self.effects_of(ManaCollapse))

    def cannot_activate(self, v: ObjectView, ability: Ability) -> bool:
        """Is ``ability`` of ``v`` kept from being activated now by its read activation condition ("Activate only
        if you control an Urza's Mine, ...", CR 602.5) or its "Activate only once" (it was activated, this turn or
        earlier, CR 702.177a), so that nothing else its text says could change an answer about activating it or
        paying with it? "Could produce" asks what it would add if it resolved, activated or not (CR 106.7), so it doesn't ask
        this."""
        from mtgsolver.solver.production import condition_holds

        if "once" in ability.restrictions and ability.index in (*v.obj.activated_this_turn, *v.obj.activated_earlier):
            return True  # "Activate only once" (exhaust, CR 702.177a) and it was activated
        condition = ability.activation_condition
        return condition is not None and not condition_holds(self, v, condition)

    def targets_subject_fits(self, source: GameObject, line: str) -> bool:
        """Could unread ``line`` of ``source`` (one sentence) apply to a permanent now, as targets are chosen
        (:meth:`_subject_fits` of any permanent, with "tapped" and "untapped" read: CR 601.2c, before costs are
        paid)? Always for a line of several sentences."""
        if len(_SENTENCE_END.split(line.strip())) > 1:
            return True
        attaches = bool(source.card.type_line.subtypes & _ATTACHING)
        if not _could_be_about(source, static_subject(line, source.name, attaches=attaches), None, set()):
            return False  # CR 301.5a, 303.4b: an Aura or Equipment attached to nothing is about nothing
        return self._subject_fits(source, line, None, targets=True)

    def _subject_fits(self, source: GameObject, sentence: str, about: frozenset[str] | None, *,
                      targets: bool = False) -> bool:
        """Could static ``sentence`` of permanent ``source`` apply to a permanent the answer reads (one of ``about``;
        ``None``: any on the battlefield)? Only if one fits its subject now, read by ``source``'s controller
        (:func:`model.relevance.static_subject_filter`, :meth:`matches`: CR 611.3a, 613); always when the subject
        isn't read or a condition of it can't be evaluated here (never guessed), or when it asks for a kind of
        counter that a cost or a mana ability on the board could put (:attr:`counters_put`: CR 118.3, 122.1, 605.3a;
        removing counters only makes fewer fit). Never when it applies only while ``source`` has counters it lacks
        ("As long as Zhao has a conqueror counter on him, ...", :func:`model.relevance.self_counters_condition`, CR
        611.3a) and no such counter could be put, or only on a turn that isn't this one ("During your turn, ..." of
        a permanent of a player who isn't the active player, :func:`model.relevance.turn_condition`). When it is
        about cards in zones other than the battlefield
        (:func:`model.relevance.static_subject_zones`: "Cards in graveyards lose all abilities."), only while such
        a card is in them (with rules text, for a loss of abilities). Never when it only gives the abilities of the
        cards exiled with ``source`` and ``source`` exiled none (CR 607.2a: Agatha's Soul Cauldron), or those of cards in
        graveyards and no card is in one nor could be put there while paying (:attr:`fills_graveyards`: Necrotic
        Ooze beside no sacrifice, :func:`model.relevance.grants_graveyard_abilities`). A sentence that
        gives a quoted static ability (:func:`model.relevance.gives_quoted_static`) counts for every answer while
        any permanent fits its subject (CR 613.1f)."""
        if grants_exiled_abilities(sentence, source.name) and not source.exiled:
            return False
        of = grants_abilities_of(sentence, source.name)
        if of is not None and not self._others_fit(of, source):
            return False  # CR 613.1f: the abilities of the permanents it names, and none but its own object is one
        if grants_graveyard_abilities(sentence) and not self.fills_graveyards and not any(
                o.zone is Zone.GRAVEYARD for o in self.state.objects):
            return False  # CR 613.1f: Necrotic Ooze has the abilities of cards in graveyards, and there are none
        own_turn = turn_condition(sentence)
        if own_turn is not None and own_turn != (self.state.active_player == source.controller):
            return False  # CR 611.3a: "During your turn, ..." on another player's turn
        held = self_counters_condition(sentence, source.name)
        if held is not None and not held.holds(source.counters) and not (
                self.counters_put if held.kind is None else {held.kind, None} & self.counters_put):
            return False  # CR 611.3a, 122.1: "As long as Zhao has a conqueror counter on him, ..." and he has none
        zones = static_subject_zones(sentence)
        if zones is not None:
            # CR 400.1, 113.6: it is about cards in those zones only; taking abilities away changes only a card
            # with rules text (CR 613.1f).
            return any(o.zone in zones[0] and (not zones[1] or bool(o.card.oracle_text)) or (
                Zone.EXILE in zones[0] and o.exiled) for o in self.state.objects)
        filt = static_subject_filter(sentence, source.name, targets=targets)
        if filt is None:
            return True
        if any(isinstance(c, HasCounter) and (c.kind is None or c.kind in self.counters_put or None in
                                              self.counters_put) for c in filt.extra):
            return True
        # CR 613.1f: a quoted static ability it gives could reach any object once a permanent fits the subject.
        views = self.battlefield() if about is None or gives_quoted_static(sentence) else [
            self.views[i] for i in about if i in self.views and self.views[i].obj.zone is Zone.BATTLEFIELD]
        try:
            return any(self.matches(filt, v, source.controller, source.id) for v in views)
        except UnsupportedText:
            return True

    def _others_fit(self, filt: ObjectFilter, source: GameObject) -> bool:
        """Could a permanent other than ``source`` fit ``filt``, read by ``source``'s controller, now or once a cost
        puts a counter it asks for (:attr:`counters_put`)? True too when a condition can't be evaluated here."""
        if any(isinstance(c, HasCounter) and (c.kind is None or c.kind in self.counters_put or None in
                                              self.counters_put) for c in filt.extra):
            return True
        try:
            return any(v.id != source.id and self.matches(filt, v, source.controller, source.id)
                       for v in self.battlefield())
        except UnsupportedText:
            return True

    @cached_property
    def abilities_follow_characteristics(self) -> bool:
        """Does a read effect on the board give or take abilities, or change the mana made, by a description of the
        permanents it applies to ("Creatures lose all abilities.", "Artifacts you control have "{T}: Add {C}."",
        "Nonbasic lands are Mountains.", "Whenever a player taps a land for mana, ...": CR 613.1f, 305.7, 106.12b)?
        Then an unread change of types, colours or creature types could change which abilities a permanent has and
        what they add (March of the Machines makes Sol Ring a creature, which Humility takes its ability from). A
        change of power and toughness, colours or types alone (layers 4, 5, 7) is no such effect. Once per board."""
        return any(e.effect.affects is not None and not (isinstance(e.effect, CharacteristicEffect) and not (
            e.effect.lose_abilities or e.effect.abilities)) for e in self.effects if isinstance(e.effect, Affecting))

    @cached_property
    def colors_select(self) -> bool:
        """Does a read effect on the board apply by colour ("White creatures you control get +1/+1.", Crusade;
        "nonblack creatures", "multicolored creatures", Maze Rusher)? Then an unread change of colours could change
        what it applies to (CR 105.2, 613.1e: layer 5 before layers 6 and 7). Once per board."""
        return any(isinstance(e.effect, Affecting) and e.effect.affects is not None and (
            e.effect.affects.colors or any(isinstance(c, NotColor) or c in _COLOR_FLAGS for c in e.effect.affects.extra))
            for e in self.effects)

    @cached_property
    def fills_graveyards(self) -> bool:
        """Could a card be put into a graveyard while a cost is paid or an ability is activated: does a cost of an
        ability of any object, a mana ability's text or a quoted ability name a sacrifice, a discard, milling or a
        graveyard (CR 701.21a, 701.9a, 701.17a)? Conservative, from the words (:attr:`_paying_texts`). Once per
        board."""
        return any(_FILLS_GRAVEYARD.search(text) for _a, text in self._paying_texts)

    def mana_puts_into_graveyards(self, player: str) -> bool:
        """Could a card be put into a graveyard by a mana ability while ``player`` makes mana for a payment (CR
        601.2g, 605.3a): does a mana ability of an object ``player`` controls (only the payer activates mana
        abilities then, CR 605.3a) or a triggered mana ability on the board sacrifice, discard or mill
        (:func:`model.relevance.puts_into_graveyard`, CR 701.21a, 701.9a, 701.17a)? Once per board and player."""
        if player not in self._graveyard_fillers:
            self._graveyard_fillers[player] = any(
                puts_into_graveyard(a.text) for v in self.views.values() for a in v.abilities
                if (a.kind is AbilityKind.MANA and v.controller == player)
                or (a.kind is AbilityKind.TRIGGERED and "mana" in a.text))
        return self._graveyard_fillers[player]

    @cached_property
    def _paying_texts(self) -> list[tuple[Ability, str]]:
        """Each ability on the board with the part of its text that could act while a cost is paid or an ability is
        activated: all of a mana ability's or a triggered mana ability's (it resolves during the payment, CR 605.3a-b)
        and of one with a quoted ability; otherwise its cost. Once per board."""
        out: list[tuple[Ability, str]] = []
        for v in self.views.values():
            for a in v.abilities:
                if a.kind is AbilityKind.MANA or (a.kind is AbilityKind.TRIGGERED and "mana" in a.text) or (
                        '"' in a.text):
                    out.append((a, a.text))
                elif a.cost is not None:
                    out.append((a, ", ".join(str(p) for p in a.cost.parts)))
                else:
                    out.append((a, a.text.partition(": ")[0] if ": " in a.text else ""))
        return out

    @cached_property
    def counters_put(self) -> frozenset[str | None]:
        """The kinds of counter that could be put on a permanent while a cost is paid or an ability is activated
        (``None``: a kind not named): those a cost of an ability of any object names ("Put a -1/-1 counter on this
        creature", "[+1]", CR 118.3, 606.4), those a mana ability or a triggered mana ability names anywhere in its
        text (it resolves while the cost is paid, CR 605.3a-b) or a quoted ability names (Sinking Feeling's "{1},
        Put a -1/-1 counter on this creature: Untap this creature."), and those of a loyalty cost ("[+1]" puts
        loyalty counters, CR 606.4: only a loyalty ability of an object here has one). Conservative: every kind the
        words name, put or removed. Once per board."""
        kinds: set[str | None] = set()
        for a, text in self._paying_texts:
            if a.cost is not None:
                kinds.update(p.counter for p in a.cost.counters_put)
            for m in _COUNTER_WORDS.finditer(text):
                kind = m.group("kind")
                kinds.add(kind.lower() if kind is not None and kind.lower() not in _NOT_COUNTER_KINDS else None)
        return frozenset(kinds)

    @cached_property
    def supertypes_read(self) -> frozenset[StaticReach]:
        """The reaches of :data:`~model.relevance.SUPERTYPE_REACHES` whose supertype a text an answer reads on the
        board names ({S}, a cost only snow mana pays, CR 107.4h; "Activate only if you control a basic land", "Snow
        lands you control have ...", CR 205.4: :func:`model.relevance.reaches_read_by`), so that an unread sentence
        that only changes that supertype could change an answer. The texts: static, keyword and mana abilities (a triggered one that adds mana, CR
        605.1b, too) of any object, but for their sentences that only change supertypes or act only as a
        permanent enters (:attr:`~model.relevance.StaticReach.NONE`); the cost and
        activation rules of activated abilities ("{S}: ...", "Activate only ...", CR 602.1a, 602.5), not their
        effects, which act as they resolve; ongoing effects. Not a triggered ability's effect nor a spell's
        ("search your library for a basic land card", CR 608.2). Once per board."""
        read: set[StaticReach] = set()
        for v in self.views.values():
            for a in v.abilities:
                if a.kind in (AbilityKind.STATIC, AbilityKind.KEYWORD, AbilityKind.MANA) or (
                        a.kind is AbilityKind.TRIGGERED and _ADDS.search(a.text)):
                    # Not a sentence that only changes supertypes, nor one that acts only as a permanent enters
                    # ("This land enters tapped unless you control a basic land.", CR 614.1c).
                    text = " ".join(u for u in _SENTENCE_END.split(a.text)
                                    if not static_reaches(u) <= SUPERTYPE_REACHES | {StaticReach.NONE})
                elif a.kind is AbilityKind.ACTIVATED:
                    cost, _colon, effect = a.text.partition(": ")
                    text = " ".join([cost, *_ACTIVATION_RULES.findall(effect)])
                else:
                    continue
                read |= reaches_read_by(text) & SUPERTYPE_REACHES
        for e in self.state.effects:
            read |= reaches_read_by(e.text) & SUPERTYPE_REACHES
        return frozenset(read)

    @cached_property
    def spend_rules(self) -> list[ActiveEffect[SpendAs]]:
        """"Spend as though" effects (Celestial Dawn, CR 609.4b)."""
        return self.effects_of(SpendAs)

    def _build(self) -> None:
        state = self.state
        # Per card object (registry cards are shared by every copy on the board): its reading, once.
        cards: dict[int, _CardBase] = {}
        bases: list[_CardBase] = []
        for o in state.objects:
            cb = cards.get(id(o.card))
            if cb is None:
                cb = cards[id(o.card)] = _card_base(o.card)
            bases.append(cb)
            tl = cb.type_line
            # CR 702.73a, 613.3: changeling, a characteristic-defining ability, makes it every creature type, in
            # every zone, before the other layer 4 effects.
            subtypes = tl.subtypes | CREATURE_TYPES if "changeling" in cb.keywords else tl.subtypes
            card_types = tl.card_types
            if "living metal" in cb.keywords and o.zone is Zone.BATTLEFIELD and state.active_player == o.controller:
                # CR 702.161a: "As long as it's your turn, this Vehicle is also a creature."
                card_types = card_types | {"creature"}
            if o.attached_to is not None and o.zone is Zone.BATTLEFIELD and "reconfigure" in cb.keywords:
                # CR 702.151b, 205.1a: an Equipment with reconfigure attached to a creature is no creature, and has
                # no creature types, while it stays attached.
                card_types, subtypes = card_types - {"creature"}, subtypes - CREATURE_TYPES
            elif o.attached_to is not None and o.zone is Zone.BATTLEFIELD and "bestow" in cb.keywords:
                # CR 702.103b, 205.1a: a bestowed card attached is an Aura enchantment with enchant creature, no
                # creature and of no creature type.
                card_types = (card_types - {"creature"}) | {"enchantment"}
                subtypes = (subtypes - CREATURE_TYPES) | {"Aura"}
            self.views[o.id] = ObjectView(
                obj=o, card_types=card_types, subtypes=subtypes, supertypes=tl.supertypes, colors=cb.colors,
                power=cb.power, toughness=cb.toughness,
            )
        battlefield = [(o, cb) for o, cb in zip(state.objects, bases) if o.zone is Zone.BATTLEFIELD]
        stamp = {o.id: i for i, o in enumerate(state.objects)}
        after_objects = len(state.objects)

        state_effects: list[tuple[StaticEffect, str | None, str, int]] = []
        for i, eff in enumerate(state.effects):
            try:
                effects = read_effect_text(eff.text)
            except MtgSolverError as e:
                raise e.at(f"state.effects[{i}].text") from None
            for s in effects:
                state_effects.append((s, eff.source, eff.controller, after_objects + i))

        # Layer 4 (CR 613.1d) in timestamp order, except that an effect whose source is a land that a "set" effect
        # makes lose its abilities (Urborg under Blood Moon, CR 305.7) depends on that effect (CR 613.8a): the set
        # effect applies first and the other no longer exists.
        sources: list[tuple[StaticEffect, str | None, str, int]] = []
        for o, cb in battlefield:
            sources.extend((s, o.id, o.controller, stamp[o.id]) for s in cb.statics)
        sources.extend(state_effects)
        layer4 = [ActiveEffect(s, src, ctl, ts) for s, src, ctl, ts in sources
                  if isinstance(s, LandTypeEffect) or (isinstance(s, CharacteristicEffect) and s.changes_types)]
        _no_land_type_dependency(state, layer4)
        sets = [cast(ActiveEffect[LandTypeEffect], lt) for lt in layer4
                if isinstance(lt.effect, LandTypeEffect) and lt.effect.mode is LandTypeMode.SET]
        for lt in layer4:
            if isinstance(lt.effect, CharacteristicEffect):
                self._apply_types(cast(ActiveEffect[CharacteristicEffect], lt))
                continue
            if lt.effect.mode is not LandTypeMode.SET and lt.source is not None and any(
                    self._sets_land_type(x, self.views[lt.source]) for x in sets):
                continue
            self._apply_land_type(cast(ActiveEffect[LandTypeEffect], lt))

        # Abilities after layer 4: intrinsic ones of the land types, then text (unless lost), CR 305.6-305.7.
        # CR 711.2a, 721.2a: a permanent with enough counters (a level up striation, a station symbol) has the
        # abilities its text grants at that number, after its own; their static effects are its effects.
        for o, cb in zip(state.objects, bases):
            v = self.views[o.id]
            v.abilities, v.haste = cb.abilities_after(v.subtypes, v.text_abilities_lost)
            granted = [g for e in _counter_grants(v, state) for g in e.abilities]
            if granted:
                v.abilities = _reindex([*v.abilities, *granted])
                v.haste = v.haste or _has_haste(v.abilities)

        # Effects from abilities that remain, then from cards whose ability works from their owner's graveyard
        # (CR 113.6b), then from resolved spells (timestamp order).
        for o, _cb in battlefield:
            for a in self.views[o.id].abilities:
                if a.keyword == "Solved" and not o.solved:
                    continue  # CR 702.169b, 719.3c: "As long as this Case is solved"
                for s in a.static:
                    if not isinstance(s, LandTypeEffect) and not _from_graveyard(s):
                        self.effects.append(ActiveEffect(s, o.id, o.controller, stamp[o.id]))
        for o in state.objects:
            if o.zone is Zone.GRAVEYARD:
                for a in self.views[o.id].abilities:
                    self.effects.extend(ActiveEffect(s, o.id, o.owner, stamp[o.id])
                                        for s in a.static if _from_graveyard(s))
        for s, src, ctl, ts in state_effects:
            if not isinstance(s, LandTypeEffect):
                self.effects.append(ActiveEffect(s, src, ctl, ts))
        changes = [cast(ActiveEffect[CharacteristicEffect], a) for a in self.effects
                   if isinstance(a.effect, CharacteristicEffect)]

        # Layer 5 (CR 613.1e, 105.3): colour-setting effects in timestamp order.
        for ch in changes:
            if ch.effect.colors is not None and self._holds(ch):
                for v in self._affected_views(ch):
                    v.colors = frozenset(ch.effect.colors)

        pt_grants = self._layer6(bases, battlefield, stamp, after_objects, changes)

        # Layer 7 (CR 613.4): 7a characteristic-defining abilities (CR 604.3), 7b effects that set base power and
        # toughness (a level up striation's too, CR 711.2a) in timestamp order, then 7c changes and counters (CR
        # 122.1); a count or a condition read as layers 4-6 left the board (CR 611.3a, 613.4c).
        for ch in changes:
            if ch.effect.defines is not None and not self._removed(ch) and self._holds(ch):
                for v in self._affected_views(ch):
                    n = self._count(ch, (ch.effect.defines,))
                    v.power = n
                    v.toughness = n if ch.effect.defines_toughness else v.toughness
        for sets_pt in self.effects:
            setter, src = sets_pt.effect, sets_pt.source
            if isinstance(setter, CharacteristicEffect) and setter.base_pt is not None and not self._removed(sets_pt):
                typed = cast(ActiveEffect[CharacteristicEffect], sets_pt)
                for v in self._affected_views(typed) if self._holds(typed) else ():
                    v.power, v.toughness = setter.base_pt
            elif isinstance(setter, ConditionalGrant) and setter.base_pt is not None and src is not None \
                    and setter.holds_on(self.views[src].obj.counters):
                self.views[src].power, self.views[src].toughness = setter.base_pt
        for ch in changes:
            if ch.effect.pt_change != (0, 0) and not self._removed(ch) and self._holds(ch):
                times = self._count(ch, ch.effect.pt_per) if ch.effect.pt_per else 1
                power, toughness = ch.effect.pt_change[0] * times, ch.effect.pt_change[1] * times
                for v in self._affected_views(ch):
                    v.power, v.toughness = _plus(v.power, power), _plus(v.toughness, toughness)
        for v, (power, toughness) in pt_grants:
            v.power, v.toughness = _plus(v.power, power), _plus(v.toughness, toughness)
        for o, _cb in battlefield:
            v = self.views[o.id]
            plus = o.counters.get("+1/+1", 0) - o.counters.get("-1/-1", 0)
            v.power, v.toughness = _plus(v.power, plus), _plus(v.toughness, plus)

        for o, cb in zip(state.objects, bases):
            v = self.views[o.id]
            if v.extra or v.abilities_lost:
                v.abilities = _reindex(list(v.abilities) + v.extra)
                v.haste = v.haste or _has_haste(v.abilities)
            v.haste = v.haste or "haste" in v.keywords
            v.final = cb.characteristics(v, o.is_token)

    def _layer6(self, bases: list[_CardBase], battlefield: list[tuple[GameObject, _CardBase]], stamp: dict[str, int],
                after_objects: int, changes: list[ActiveEffect[CharacteristicEffect]]
                ) -> list[tuple[ObjectView, tuple[int, int]]]:
        """Layer 6 (CR 613.1f) in timestamp order: grants of keywords, restrictions and abilities, and effects that
        remove all abilities. An effect whose source loses its abilities here depends on the effect that removes
        them (CR 613.8a): it no longer exists, unless it began to apply in an earlier layer (CR 613.6). Returns the
        power/toughness changes of the keyword grants that applied ("gets +2/+2 and has ...", layer 7c)."""
        state = self.state
        losing: set[str] = set()
        removing: set[int] = set()
        remaining = [(e, {v.id for v in self._affected_views(e)}) for e in changes
                     if e.effect.lose_abilities and self._holds(e)]
        while remaining:
            # CR 613.8a: an effect whose source another one takes the abilities of depends on that one, which
            # applies first; in a loop, the earliest timestamp (CR 613.8b). One that began to apply in an earlier
            # layer goes on applying (CR 613.6: Imprisoned in the Moon), and a resolved one depends on no ability.
            # One that takes its own source's abilities depends on nothing for that and applies (CR 613.6:
            # "Creatures lose all abilities." of a creature).
            free = [r for r in remaining if self._resolved(r[0]) or r[0].effect.first_layer < 6 or not any(
                o is not r and r[0].source in o[1] for o in remaining)]
            e, affected = (free or remaining)[0]
            removing.add(id(e))
            losing |= affected
            # CR 613.8a, 613.6: an effect whose source has lost its abilities before it began to apply is gone.
            remaining = [r for r in remaining if r[0] is not e and not (
                r[0].source in affected and r[0].effect.first_layer >= 6 and not self._resolved(r[0]))]
        self.losing = frozenset(losing)
        self._removing = frozenset(removing)
        if losing:
            self.effects = [e for e in self.effects if not self._removed(e)]
        # The abilities of its text: gone when the object loses them (here, or by CR 305.7 in layer 4).
        texts = [(o, cb) for o, cb in battlefield if o.id not in losing and not self.views[o.id].text_abilities_lost]
        for o, cb in zip(state.objects, bases):
            if o.zone is not Zone.BATTLEFIELD:  # a card's own keywords in any other zone ("a spell with devoid")
                self.views[o.id].keywords.update(cb.keywords)
        for o, cb in texts:
            v = self.views[o.id]
            v.keywords.update(cb.keywords)
            v.keywords.update(*(keyword_items(g.text) for e in _counter_grants(v, state) for g in e.abilities
                                if g.kind is AbilityKind.KEYWORD))
            for keywords, untapped in cb.conditional:
                if untapped != o.tapped:  # CR 611.3a: while its condition holds
                    v.keywords.update(keywords)
            v.restrictions.extend(cb.cant_be_targeted)
        # Every layer 6 operation with its timestamp; sorted stably, so one source's keep their printed order.
        ops: list[tuple[int, ActiveEffect[Any] | tuple[GameObject | None, Grant, str]]] = [
            (e.timestamp, e) for e in self.effects
            if isinstance(e.effect, (GrantManaAbility, HasteGrant))
            or (isinstance(e.effect, CharacteristicEffect)
                and (e.effect.lose_abilities or e.effect.keywords or e.effect.abilities))]
        players: dict[str, set[str]] = {}
        for o, cb in texts:
            ops.extend((stamp[o.id], (o, g, o.controller)) for g in cb.grants if g.graveyard_land is None)
            # CR 614.12: the keyword grants of the line chosen as it entered ("• Temur — Creatures you control get
            # +1/+0 and have trample and haste.").
            ops.extend((stamp[o.id], (o, g, o.controller)) for e in _counter_grants(self.views[o.id], state)
                       if e.condition is GrantCondition.CHOSEN_MODE for a in e.abilities for g in read_grants(a.text))
            if cb.player_grants:
                players.setdefault(o.controller, set()).update(cb.player_grants)
        for o, cb in zip(state.objects, bases):
            # CR 113.6b, 611.3a: an Incarnation's grant works from its owner's graveyard while they control a land of
            # its type (as layer 4 left the land types).
            if o.zone is Zone.GRAVEYARD:
                ops.extend((stamp[o.id], (o, g, o.owner)) for g in cb.grants
                           if g.graveyard_land is not None and self._controls_subtype(o.owner, g.graveyard_land))
        for i, eff in enumerate(state.effects):
            holder = state.object(eff.source) if eff.source and state.has_object(eff.source) else None
            controller = holder.controller if holder is not None else eff.controller
            ops.extend((after_objects + i, (holder, g, controller)) for g in read_grants(eff.text))
            granted = read_player_grant(eff.text)
            if granted:
                players.setdefault(controller, set()).update(granted)
        self.player_keywords = {p: frozenset(k) for p, k in players.items()}
        ops.sort(key=lambda op: op[0])
        pt_grants: list[tuple[ObjectView, tuple[int, int]]] = []
        for _ts, op in ops:
            if isinstance(op, tuple):
                holder, grant, controller = op
                for o, _cb in battlefield:
                    v = self.views[o.id]
                    if self._grant_applies(grant, holder, controller, v):
                        v.keywords.update(grant.keywords)
                        if grant.restriction is not None:
                            v.restrictions.append(grant.restriction)
                        if grant.pt != (0, 0):
                            pt_grants.append((v, grant.pt))
                continue
            effect = op.effect
            if isinstance(effect, GrantManaAbility):
                if effect.affects is not None and Flag.CHOSEN_NAME in effect.affects.extra \
                        and self.chosen_name(op.source) is None and op.source is not None:
                    # CR 201.4: which permanents have the ability is not known; answers about those it could be
                    # given to are not guessed (:meth:`unread`).
                    unnamed = replace(effect.affects, extra=tuple(c for c in effect.affects.extra
                                                                  if c is not Flag.CHOSEN_NAME))
                    self.unnamed_grants.setdefault(op.source, []).append((unnamed, op.controller))
                elif self._condition_holds(effect, op):
                    for o, _cb in battlefield:
                        v = self.views[o.id]
                        if self.affected(op, v):
                            v.extra.extend(effect.abilities)
            elif isinstance(effect, HasteGrant):
                for o, _cb in battlefield:
                    v = self.views[o.id]
                    if self.affected(op, v):
                        v.haste = True
            elif self._holds(op):
                for v in self._affected_views(op):
                    if effect.lose_abilities:
                        v.abilities, v.extra, v.haste, v.abilities_lost = (), [], False, True
                        v.keywords.clear()
                        v.restrictions.clear()
                    v.keywords.update(effect.keywords)
                    v.extra.extend(effect.abilities)
        return pt_grants

    def _holds(self, e: ActiveEffect[CharacteristicEffect]) -> bool:
        """Does the condition of ``e`` hold now, read by its source's controller (CR 611.3a; none: it always
        does)?"""
        from mtgsolver.solver.production import condition_holds

        condition = e.effect.condition
        return condition is None or condition_holds(self, self._source_of(e), condition)

    def _count(self, e: ActiveEffect[CharacteristicEffect], counts: tuple[Amount, ...]) -> int:
        """The sum of ``counts`` now, read by the controller of ``e``'s source (CR 613.4a, 613.4c: "for each
        creature you control and each creature card in your graveyard")."""
        from mtgsolver.solver.production import amount_value

        source = self._source_of(e)
        return sum(amount_value(self, source, a) for a in counts)

    def _source_of(self, e: ActiveEffect[CharacteristicEffect]) -> ObjectView:
        """The permanent whose static ability ``e`` is: only those count or have a condition (the reader reads
        neither in a resolved effect's text, :class:`model.layers.Statics`)."""
        assert e.source is not None, "a count or a condition is read only in a permanent's static abilities"
        return self.views[e.source]

    def _resolved(self, e: ActiveEffect[Any]) -> bool:
        """Is ``e`` an effect of a resolved spell or ability (``state.effects``), which lasts as it says whatever
        becomes of its source (CR 611.2a, 113.7a), not a static ability's?"""
        return e.timestamp >= len(self.state.objects)

    def _removed(self, e: ActiveEffect[Any]) -> bool:
        """Is ``e`` gone because layer 6 removed its source's abilities (CR 613.8a), not having begun to apply in
        an earlier layer (CR 613.6), not being itself an effect that removes them which applies (:meth:`_layer6`),
        nor a resolved effect (:meth:`_resolved`)?"""
        if e.source is None or e.source not in self.losing or id(e) in self._removing or self._resolved(e):
            return False
        return not (isinstance(e.effect, CharacteristicEffect) and e.effect.first_layer < 6)

    def _affected_views(self, e: ActiveEffect[CharacteristicEffect]) -> list[ObjectView]:
        """The objects ``e`` applies to: the permanents it names, with the spells and cards it extends to (its
        ``spells`` and ``cards``, CR 611.3a), or every object in every zone (``all_zones``)."""
        if e.effect.all_zones:
            return list(self.views.values())
        named = [v for v in self.battlefield() if self.affected(e, v)]
        spells, cards = e.effect.spells, e.effect.cards
        if spells is None and cards is None:
            return named
        for v in self.views.values():
            zone = v.obj.zone
            if zone is Zone.BATTLEFIELD:
                continue
            if zone is Zone.STACK:
                extended = spells is not None and v.controller == e.controller and spells.matches_characteristics(
                    v.characteristics())
            else:
                extended = cards is not None and v.obj.owner == e.controller and cards.matches_characteristics(
                    v.characteristics())
            if extended:
                named.append(v)
        return named

    def _apply_types(self, e: ActiveEffect[CharacteristicEffect]) -> None:
        """The layer 4 part of ``e`` (CR 205.1): card types added, set or removed, subtypes added (only those of
        one of its card types, CR 205.3d), while its condition holds (CR 611.3a)."""
        effect = e.effect
        if not self._holds(e):
            return
        for v in self._affected_views(e):
            if effect.set_types is not None:
                # CR 205.1a: the new card types replace the others, and subtypes of the removed types go with them.
                v.card_types = frozenset(effect.set_types)
                v.subtypes = frozenset(t for t in v.subtypes if "land" in v.card_types and _is_land_type(t))
            if effect.remove_types:
                # CR 205.1a: the subtypes of a removed card type go too, unless they are of a type it keeps
                # (creature types are of creatures and kindred, CR 205.3m).
                v.card_types = v.card_types - frozenset(effect.remove_types)
                if "creature" not in v.card_types and "kindred" not in v.card_types:
                    v.subtypes = v.subtypes - CREATURE_TYPES
            v.card_types = v.card_types | frozenset(effect.add_types)
            added = frozenset(effect.add_subtypes) | self._chosen_creature_type(e)
            if "creature" not in v.card_types and "kindred" not in v.card_types:
                added -= CREATURE_TYPES  # CR 205.3d: no creature type for an object that isn't a creature or kindred
            v.subtypes = v.subtypes | added

    def _grant_applies(self, grant: Grant, holder: GameObject | None, controller: str, v: ObjectView) -> bool:
        """Does ``grant``, of ``holder`` (``None``: an effect without a source object) controlled by
        ``controller``, give its keywords to the permanent ``v``, with ``v``'s types as layers 4-5 left them?"""
        if grant.attached:
            attached = holder is not None and holder.attached_to == v.id
            return attached and (grant.noun == "permanent" or grant.noun in v.card_types)
        if grant.other and holder is not None and holder.id == v.id:
            return False
        if grant.you_control and v.controller != controller:
            return False
        if grant.noun != "permanent" and grant.noun not in v.card_types:
            return False
        return not grant.subtypes or bool(grant.subtypes & v.subtypes)

    def _condition_holds(self, grant: GrantManaAbility, e: ActiveEffect[Any]) -> bool:
        """Does ``grant``'s condition hold (CR 611.3a): the controller of ``e`` (the active grant) controls at least
        ``at_least`` permanents of each filter, their types as layer 4 left them (none: it always holds)?"""
        cond = grant.condition
        if cond is None:
            return True
        on_battlefield = [v for v in self.views.values() if v.obj.zone is Zone.BATTLEFIELD]
        return all(sum(1 for v in on_battlefield if self.matches(f, v, e.controller, e.source)) >= cond.at_least
                   for f in cond.filters)

    def _controls_subtype(self, player: str, subtype: str) -> bool:
        """Does ``player`` control a permanent of ``subtype``, its subtypes as layer 4 left them?"""
        return any(v.obj.zone is Zone.BATTLEFIELD and v.controller == player and subtype in v.subtypes
                   for v in self.views.values())

    def _chosen_creature_type(self, e: ActiveEffect[CharacteristicEffect]) -> frozenset[str]:
        """The creature type an effect with ``chosen_subtype`` adds (none for other effects): its source's ``chosen``
        ``creature_type`` (CR 205.3m, 614.12). When the state doesn't say which, none, and the source is one of
        :attr:`unchosen_types`, which :meth:`unread` counts where a text on the board reads creature types."""
        if not e.effect.chosen_subtype or e.source is None:
            return frozenset()
        chosen = self.state.object(e.source).chosen.get("creature_type")
        if chosen is None:
            self.unchosen_types.add(e.source)
            return frozenset()
        return frozenset({chosen})

    def _chosen_land_type(self, e: ActiveEffect[LandTypeEffect]) -> frozenset[str]:
        """The chosen land type of a "This land is the chosen type" effect (none for other effects); raises
        :class:`UnsupportedText` at the source's ``chosen`` when the state doesn't say which (CR 305.7 needs it)."""
        if not e.effect.chosen:
            return frozenset()
        source = self.state.object(e.source) if e.source is not None else None
        chosen = _chosen_type_of(source) if source is not None else None
        if source is None or chosen not in LAND_TYPES:
            index = next((i for i, o in enumerate(self.state.objects) if o.id == e.source), None)
            raise UnsupportedText("a land is the land type chosen as it entered, and the state doesn't say which: "
                                  "give its \"chosen\": {\"basic_land_type\": \"Island\"} (CR 305.7)",
                                  path=f"state.objects[{index}].chosen")
        return frozenset({chosen})

    def _sets_land_type(self, e: ActiveEffect[LandTypeEffect], v: ObjectView) -> bool:
        """Does "set" effect ``e`` apply to ``v``, a permanent land, so that it loses its text abilities?"""
        return v.obj.zone is Zone.BATTLEFIELD and v.is_land and self.affected(e, v)

    def _apply_land_type(self, e: ActiveEffect[LandTypeEffect]) -> None:
        new = frozenset(e.effect.subtypes) | self._chosen_land_type(e)
        for o in self.state.objects:
            if o.zone is not Zone.BATTLEFIELD:
                continue
            v = self.views[o.id]
            if not v.is_land or not self.affected(e, v):
                continue
            if e.effect.mode is LandTypeMode.SET:
                # CR 305.7: loses all land types and the abilities of its text; gets the new type's ability.
                v.subtypes = frozenset(t for t in v.subtypes if not _is_land_type(t)) | new
                v.text_abilities_lost = True
            else:
                v.subtypes = v.subtypes | new


def _counter_grants(v: ObjectView, state: GameState) -> list[ConditionalGrant]:
    """The conditional grants of ``v``'s abilities whose condition holds now: a permanent's level up striation for
    its number of level counters (CR 711.2a), a station symbol it has enough charge counters for (CR 721.2a), a max
    speed ability while its controller's speed is 4 (CR 702.178a), the line whose name was chosen as it entered (its
    ``chosen`` ``mode``, CR 614.12), a Saga's "This Saga gains ..." chapter for its number of lore counters once that
    chapter ability is not on the stack (CR 714.2b, 611.2a); off the battlefield, a max speed ability whose ability
    works in the card's zone, at its owner's speed (CR 702.178b: "Max speed — {3}, Exile this card from your
    graveyard: Draw a card.")."""
    speed = state.player(v.controller).speed
    if v.obj.zone is not Zone.BATTLEFIELD:
        return [s for a in v.abilities for s in a.static
                if isinstance(s, ConditionalGrant) and s.condition is GrantCondition.MAX_SPEED
                and s.holds_on(v.obj.counters, speed) and any(
                    g.functions_in is not None and v.obj.zone in g.functions_in.zones for g in s.abilities)]
    mode = v.obj.chosen.get("mode")
    pending = {e.ability for e in state.stack if e.source == v.id and e.kind is StackKind.TRIGGERED_ABILITY}
    return [s for a in v.abilities for s in a.static if isinstance(s, ConditionalGrant) and (
        s.holds_on(v.obj.counters, speed) or _is_chosen(s, mode)) and not (
        a.kind is AbilityKind.TRIGGERED and a.index in pending)]


def _is_chosen(grant: ConditionalGrant, mode: str | None) -> bool:
    """Is ``grant`` the line named ``mode`` of a choice made as its permanent entered (CR 614.12)?"""
    return grant.condition is GrantCondition.CHOSEN_MODE and mode is not None and grant.mode is not None \
        and grant.mode.casefold() == mode.casefold()


def _unchosen(v: ObjectView) -> list[ConditionalGrant]:
    """The lines of a choice between named lines made as ``v`` entered (Frostcliff Siege) when its ``chosen``
    ``mode`` names none of them (CR 614.12): which abilities it has is not known."""
    grants = [s for a in v.abilities for s in a.static
              if isinstance(s, ConditionalGrant) and s.condition is GrantCondition.CHOSEN_MODE]
    mode = v.obj.chosen.get("mode")
    return [] if any(_is_chosen(g, mode) for g in grants) else grants


def _could_matter(ability: Ability, statics: frozenset[StaticReach], mana: bool, *,
                  types_only: tuple[bool, frozenset[StaticReach]] | None = None) -> bool:
    """Could ``ability``, which its permanent may or may not have, change an answer that weighs static sentences
    of the reaches ``statics`` (:func:`model.relevance.static_reaches`) and, with ``mana``, its mana abilities? A
    static one when it has effects read (:attr:`Ability.static`, keyword grants: :func:`model.keywords.read_grants`)
    and one of its sentences has a reach in ``statics``, as if it were unread (Frostcliff Siege's "Creatures you
    control get +1/+0 and have trample and haste" only through power or haste), or an unread sentence of those
    reaches (one the reader read as changing nothing here, "You may play lands from your graveyard.", doesn't: it
    would not on a permanent either); with ``types_only`` (``(reads_board, stats_read)`` of
    :func:`model.reader.unread_static_for_types`: a question of the types of mana an ability could add, CR 106.7)
    only a sentence that could change those types. A mana ability when ``mana``, another activated one when
    ``statics`` has :attr:`StaticReach.GRANTS_ACTIVATED`; a triggered one only for the types of mana (``mana`` with
    ``types_only``) when it adds mana as it resolves (Frontier Siege's "• Khans — At the beginning of each of your
    main phases, add {G}{G}.": CR 106.7 counts it), else never (it adds nothing until it triggers, CR 603.2)."""
    if ability.kind is AbilityKind.STATIC:
        read = bool(ability.static) or bool(read_grants(ability.text))
        sentences = tuple(_SENTENCE_END.split(strip_reminder(ability.text))) if read else ()
        as_unread = replace(ability, unsupported=(*ability.unsupported, *sentences))
        if types_only is not None:
            return bool(unread_static_for_types(as_unread, reads_board=types_only[0], stats_read=types_only[1]))
        return any(static_reaches(u) & statics for u in as_unread.unsupported)
    if ability.kind is AbilityKind.MANA:
        return mana
    if ability.kind is AbilityKind.ACTIVATED:
        return bool(statics & {StaticReach.GRANTS_ACTIVATED, StaticReach.CHANGES}) or (
            mana and types_only is not None and ability.adds_on_resolution)
    if ability.kind is AbilityKind.TRIGGERED:
        return mana and types_only is not None and ability.adds_on_resolution
    return True


def _could_be_about(source: GameObject, subject: Subject, about: frozenset[str] | None,
                    controllers: set[str]) -> bool:
    """Could a static sentence of ``source`` about ``subject`` be about one of the objects ``about`` (controlled by
    ``controllers``; ``None``: any object)? An Aura or Equipment attached to nothing is about nothing (CR 301.5a,
    303.4b: "enchanted" and "equipped" name the object it is attached to; "enchanted player", the player, CR
    303.4b), whatever the answer reads."""
    if subject is Subject.ATTACHED:
        return source.attached_to is not None and (about is None or source.attached_to in about)
    if subject is Subject.ATTACHED_PLAYER:
        return source.attached_to is not None and (about is None or source.attached_to in controllers)
    if about is None or subject is Subject.ALL:
        return True
    if subject is Subject.SELF:
        return source.id in about
    if subject is Subject.YOURS:
        return source.controller in controllers
    return bool(controllers - {source.controller})


def _compare_holds(compare: Compare, v: ObjectView) -> bool | None:
    """"with power 4 or greater": ``v``'s power or toughness as layer 7 leaves it (CR 208.1, 613.4); one that is
    not a number ("*" not defined here) counts as its counters alone, as CR 208.2a's 0 would; ``None`` for a bound
    that isn't a number or a stat this doesn't read."""
    if compare.value is None or compare.stat is Stat.MANA_VALUE:
        return None
    return compare.holds(v.stat_now(compare.stat))


def _printed(value: str | None) -> int | None:
    """A printed power or toughness as a number; ``None`` for none or one an ability defines ("*", CR 208.2)."""
    digits = (value or "").strip()
    return int(digits) if digits.removeprefix("-").isdecimal() else None


def _plus(value: int | None, n: int) -> int | None:
    return None if value is None else value + n


def _from_graveyard(effect: StaticEffect) -> bool:
    """An effect of an ability that works only from its card's owner's graveyard (CR 113.6b)."""
    return isinstance(effect, GrantManaAbility) and effect.from_graveyard


def _no_land_type_dependency(state: GameState, layer4: list[ActiveEffect[Any]]) -> None:
    """Raise :class:`UnsupportedText` when an effect that adds a land type with other characteristics (Life and
    Limb) shares layer 4 with another effect: one could change what the other applies to (Blood Moon's nonbasic
    lands, Life and Limb's Forests), a dependency (CR 613.8) the timestamp order here doesn't follow."""
    adders = [e for e in layer4 if isinstance(e.effect, CharacteristicEffect)
              and any(_is_land_type(t) for t in e.effect.add_subtypes)]
    if adders and len(layer4) > 1:
        source = adders[0].source
        index = next((i for i, o in enumerate(state.objects) if o.id == source), None)
        raise UnsupportedText(f"{source}: the order of the type-changing effects on the board depends on what each "
                              "applies to (CR 613.8), which is not modelled, so no answer is given",
                              path=f"state.objects[{index}]" if index is not None else "state.effects")


def _chosen_type_of(obj: GameObject) -> str | None:
    """The land type chosen for ``obj`` as it entered (its ``chosen`` ``basic_land_type`` or ``land_type``)."""
    chosen = obj.chosen.get("basic_land_type") or obj.chosen.get("land_type")
    return chosen.capitalize() if chosen else None


def _is_land_type(t: str) -> bool:
    """CR 205.3i: the land types."""
    return t in LAND_TYPES


_VIEWS: dict[int, tuple[GameState, BoardView]] = {}
_VIEWS_LOCK = threading.Lock()
#: How many boards' views :func:`view_of` keeps.
_VIEWS_KEPT = 8


def view_of(state: GameState) -> BoardView:
    """The :class:`BoardView` of ``state``, built once and shared by every solver that asks about the same state
    object (the last few states are kept). Raises :class:`MtgSolverError` as :class:`BoardView` does."""
    with _VIEWS_LOCK:
        kept = _VIEWS.get(id(state))
    if kept is not None and kept[0] is state:
        return kept[1]
    view = BoardView(state)
    with _VIEWS_LOCK:
        _VIEWS[id(state)] = (state, view)
        while len(_VIEWS) > _VIEWS_KEPT:
            del _VIEWS[next(iter(_VIEWS))]
    return view
