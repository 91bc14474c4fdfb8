"""The game state: cards, objects, players, the stack and ongoing effects (CR 108-111, 405, 611).

All values are frozen; ``GameState.with_object`` and friends return new states so that an agent can branch on
hypotheticals safely. JSON in and out lives in :mod:`model.io`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from enum import StrEnum
from functools import lru_cache
from types import MappingProxyType

from msgspec import Struct, field
from msgspec.structs import replace
from mtgsolver.model.errors import BadManaString, UnknownObject
from mtgsolver.model.mana import Mana, ManaCost, ManaSymbol
from mtgsolver.model.subtypes import SUBTYPES

SUPERTYPES = frozenset({"Basic", "Legendary", "Snow", "World", "Ongoing"})
CARD_TYPES = frozenset(
    {"Artifact", "Battle", "Creature", "Enchantment", "Instant", "Kindred", "Land", "Planeswalker", "Sorcery",
     "Tribal", "Conspiracy", "Dungeon", "Phenomenon", "Plane", "Scheme", "Vanguard"}
)
#: CR 305.6: the basic land types and the mana their intrinsic ability adds.
BASIC_LAND_TYPES = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}
#: CR 205.3i: every land type (the basic ones too).
LAND_TYPES = frozenset(
    {"Cave", "Desert", "Forest", "Gate", "Island", "Lair", "Locus", "Mine", "Mountain", "Plains", "Planet",
     "Power-Plant", "Sphere", "Swamp", "Tower", "Town", "Urza's"}
)


class Zone(StrEnum):
    """Zones an object may be in (CR 400.1)."""

    BATTLEFIELD = "battlefield"
    HAND = "hand"
    GRAVEYARD = "graveyard"
    EXILE = "exile"
    LIBRARY = "library"
    STACK = "stack"
    COMMAND = "command"


class TypeLine(Struct, frozen=True):
    """A parsed type line (CR 205): ``TypeLine.parse("Legendary Artifact Creature — Golem")``."""

    supertypes: frozenset[str] = frozenset()
    card_types: frozenset[str] = frozenset()
    subtypes: frozenset[str] = frozenset()
    text: str = ""

    @classmethod
    def parse(cls, text: str) -> TypeLine:
        """Split on the em dash (or ``-``) into supertypes/card types and subtypes. Lower-case card types."""
        head, _, tail = text.replace(" - ", " — ").partition("—")
        sup, types = set(), set()
        for word in head.split():
            if word in SUPERTYPES:
                sup.add(word.lower())
            else:
                types.add(word.lower())
        subtypes: list[str] = []
        for word in tail.split():
            if subtypes and f"{subtypes[-1]} {word}" in _TWO_WORD_SUBTYPES:
                subtypes[-1] = f"{subtypes[-1]} {word}"  # "Time Lord Doctor": Time Lord and Doctor (CR 205.3m)
            else:
                subtypes.append(word)
        return cls(frozenset(sup), frozenset(types), frozenset(subtypes), text)


#: The subtypes of two words (CR 205.3m: Time Lord), one subtype on a type line.
_TWO_WORD_SUBTYPES = frozenset(s for s in SUBTYPES if " " in s)


#: A class level bar: "[Cost]: Level N" (CR 716.2a), on its own line.
_CLASS_LEVEL_BAR = re.compile(r"^(?:\{[^}]*\})+: Level (\d+)$")


@lru_cache(maxsize=1024)
def _text_at_class_level(oracle_text: str, level: int) -> str:
    """``oracle_text`` without the lines of the class level sections above ``level`` (CR 716.2a)."""
    kept: list[str] = []
    section = 1
    for line in oracle_text.split("\n"):
        bar = _CLASS_LEVEL_BAR.match(line.split("(")[0].strip())
        if bar:
            section = int(bar.group(1))
            kept.append(line)
        elif section <= level:
            kept.append(line)
    return "\n".join(kept)


@lru_cache(maxsize=4096)
def _devoid_line(oracle_text: str) -> bool:
    """Has the text a "Devoid" keyword line (reminder text aside)? Read once per text."""
    return any(line.split("(")[0].strip().lower() == "devoid" for line in oracle_text.split("\n"))


#: A braced symbol of rules text ("{T}", "{W/U}", "{2/B}").
_BRACED = re.compile(r"\{[^{}]*\}")
#: Reminder text: parenthesised (CR 207.2a); the innermost first.
_REMINDER = re.compile(r"\([^()]*\)")


@lru_cache(maxsize=4096)
def _text_identity(oracle_text: str) -> frozenset[str]:
    """The colours of the mana symbols of rules text, its reminder text left out (CR 903.4, 903.4c): both halves of
    a hybrid symbol, the colour of a Phyrexian or a {2/B} symbol; {C}, {S}, {X} and symbols that are no mana
    symbols ({T}, {E}) have none."""
    text, before = oracle_text, None
    while text != before:
        text, before = _REMINDER.sub("", text), text
    out: set[str] = set()
    for braced in _BRACED.findall(text):
        try:
            symbol = ManaSymbol.parse(braced)
        except BadManaString:
            continue
        out.update(t.value for t in symbol.types if t.value != "C")
    return frozenset(out)


class CardDef(Struct, frozen=True):
    """A card's printed characteristics in Oracle wording (one face).

    ``mana_cost`` is ``None`` for cards with no mana cost (lands); ``oracle_text`` keeps reminder text as printed.
    ``color_identity`` is the whole card's colour identity as its card file gives it (CR 903.4: MTGJSON
    ``colorIdentity``, Scryfall ``color_identity``, which count every face, CR 903.4d-e), ``None`` when not given:
    :attr:`identity` then works it out from this face.
    """

    name: str
    type_line: TypeLine
    mana_cost: ManaCost | None = None
    oracle_text: str = ""
    keywords: tuple[str, ...] = ()
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    colors: frozenset[str] | None = None
    color_identity: frozenset[str] | None = None

    def at_class_level(self, level: int) -> CardDef:
        """The card as a Class of ``level`` has it (CR 716.2a: the abilities printed in a class level bar's section
        are had only while the Class is that level or greater; CR 716.2d: level 1 when it has none): the sections
        of the bars above ``level`` left out, the bars kept (each is also an activated ability). The card itself
        when it is no Class or has no such section."""
        if "Class" not in self.type_line.subtypes or not self.oracle_text:
            return self
        text = _text_at_class_level(self.oracle_text, level)
        # CR 903.4a: the colour identity is the card's, whatever its level.
        return self if text == self.oracle_text else replace(self, oracle_text=text, color_identity=self.identity)

    @property
    def identity(self) -> frozenset[str]:
        """The card's colour identity, as colour letters (CR 903.4): :attr:`color_identity` when given, else the
        colours of the mana symbols of its mana cost and of its rules text without reminder text (CR 903.4c),
        plus its colours when given (a colour indicator, CR 204, or a characteristic-defining ability, CR 604.3).
        Devoid changes its colour, not its identity (CR 702.114a, 903.4)."""
        if self.color_identity is not None:
            return self.color_identity
        out = set(_text_identity(self.oracle_text)) if self.oracle_text else set()
        if self.mana_cost is not None:
            for s in self.mana_cost.symbols:
                out.update(t.value for t in s.types if t.value != "C")
        if self.colors is not None:
            out |= self.colors
        return frozenset(out)

    @property
    def has_devoid(self) -> bool:
        """CR 702.114a: devoid among its keywords, or as a keyword line of its text."""
        return any(k.lower() == "devoid" for k in self.keywords) or _devoid_line(self.oracle_text or "")

    @property
    def color_set(self) -> frozenset[str]:
        """CR 202.2: colours from the mana cost's symbols unless given; none for a card with devoid (CR 702.114a:
        "This object is colorless", a characteristic-defining ability that works in every zone)."""
        if self.colors is not None:
            return self.colors
        if self.has_devoid:
            return frozenset()
        out: set[str] = set()
        if self.mana_cost is not None:
            for s in self.mana_cost.symbols:
                out.update(t.value for t in s.types if t.value != "C")
        return frozenset(out)


class GameObject(Struct, frozen=True):
    """An object in a zone (CR 109): a permanent on the battlefield, or a card somewhere else.

    ``summoning_sick`` is true when the object has NOT been under its controller's control continuously since
    their most recent turn began (CR 302.6). ``chosen`` holds choices made as it entered or this turn
    (``{"color": "G"}``; ``"copy"``: the name of the card it entered as a copy of, CR 707.5, or ``None`` when it
    entered as itself). ``x`` is the X paid for the spell that became it (CR 107.3m, ruling G6).
    ``entered_this_turn`` is true when it entered the battlefield this turn ("Activate only if this land entered
    this turn"); ``activated_this_turn`` lists the index of each of its abilities activated this turn, once per
    activation (for "Activate only once each turn", CR 602.5b), and ``activated_earlier`` the index of each
    activated in an earlier turn since it became this object (for "Activate only once", CR 602.5b, 702.177a,
    400.7). ``attacked_this_turn`` is true when it was declared
    as an attacker this turn (CR 508.1, a boast ability's condition, CR 702.142a); ``solved``, when it has the
    solved designation (a Case, CR 719.3b).
    """

    id: str
    card: CardDef
    controller: str
    owner: str
    zone: Zone = Zone.BATTLEFIELD
    tapped: bool = False
    summoning_sick: bool = False
    chosen: Mapping[str, str | None] = field(default_factory=lambda: MappingProxyType({}))
    x: int = 0
    exiled: tuple[str, ...] = ()
    attached_to: str | None = None
    counters: Mapping[str, int] = field(default_factory=lambda: MappingProxyType({}))
    is_token: bool = False
    entered_this_turn: bool = False
    activated_this_turn: tuple[int, ...] = ()
    activated_earlier: tuple[int, ...] = ()
    attacked_this_turn: bool = False
    solved: bool = False
    #: Its owner's commander, cast this many times from the command zone this game (CR 903.8); ``None``: not one.
    commander_casts: int | None = None
    #: Its level (a designation, CR 716.2b): a Class has its level sections' abilities up to it (``card`` is the
    #: card at that level, :meth:`CardDef.at_class_level`); 1 when it has none (CR 716.2d).
    level: int = 1
    #: The card itself when it entered as a copy of another (its ``chosen`` ``"copy"`` names that card): ``card``
    #: is then the copy's copiable values, with the exceptions its copy effect makes (CR 707.2, 707.5, 707.9;
    #: :func:`model.entered_copy.copy_card`). ``None``: it is its own card.
    copier: CardDef | None = None

    def __hash__(self) -> int:
        return hash((self.id, self.card.name, self.controller, self.zone, self.tapped, self.summoning_sick))

    @property
    def name(self) -> str:
        """The card's name."""
        return self.card.name


class Player(Struct, frozen=True):
    """A player (CR 102): id, life total (CR 119), mana pool (CR 106.4), the counters they have (``{"poison": 3,
    "energy": 2}``, CR 122.1) and their designations: ``"city_blessing"`` (CR 702.131c), ``"monarch"`` (CR 724.1),
    ``"initiative"`` (CR 725.1)."""

    id: str
    life: int = 20
    mana_pool: Mana = field(default_factory=Mana)
    counters: Mapping[str, int] = field(default_factory=lambda: MappingProxyType({}))
    designations: frozenset[str] = frozenset()
    #: Their speed, 1 to 4 (CR 702.179); ``None``: they have no speed (CR 702.179b).
    speed: int | None = None
    #: How many creatures they declared as attackers this turn (CR 508.1); ``None``: as many of their objects as
    #: the state says attacked this turn.
    attacked_with: int | None = None
    #: How much life they lost this turn (CR 119.3).
    life_lost: int = 0

    def __hash__(self) -> int:
        return hash((self.id, self.life, self.mana_pool, self.designations, self.speed))


class StackKind(StrEnum):
    """The kinds of stack object (CR 405.1)."""

    SPELL = "spell"
    ACTIVATED_ABILITY = "activated_ability"
    TRIGGERED_ABILITY = "triggered_ability"


class Paid(Struct, frozen=True):
    """Costs paid for a stack object: kicker, an alternative cost's name, objects sacrificed (CR 601.2f-h)."""

    kicker: bool = False
    alternative: str | None = None
    sacrificed: tuple[str, ...] = ()
    additional: tuple[str, ...] = ()


class StackEntry(Struct, frozen=True):
    """A spell or ability on the stack (CR 405, 113.7).

    ``ability`` is the index of the source's ability (abilities only); ``targets`` one entry per target in the
    order the text names them; ``division`` the shares per target (CR 601.2d); ``modes`` the chosen modes,
    0-based (CR 700.2).
    """

    id: str
    kind: StackKind
    source: str
    controller: str
    ability: int | None = None
    targets: tuple[str, ...] = ()
    division: tuple[int, ...] | None = None
    modes: tuple[int, ...] = ()
    x: int | None = None
    paid: Paid = Paid()
    is_copy: bool = False


class Effect(Struct, frozen=True):
    """An ongoing effect of a resolved spell or ability (CR 611), with its Oracle text; order is timestamp order."""

    id: str
    source: str | None
    controller: str
    text: str


class Step(StrEnum):
    """The steps of a turn and the two main phases, in order (CR 500.1, 501.1, 505.1, 506.1, 512.1)."""

    UNTAP = "untap"
    UPKEEP = "upkeep"
    DRAW = "draw"
    PRECOMBAT_MAIN = "precombat_main"
    BEGINNING_OF_COMBAT = "beginning_of_combat"
    DECLARE_ATTACKERS = "declare_attackers"
    DECLARE_BLOCKERS = "declare_blockers"
    COMBAT_DAMAGE = "combat_damage"
    END_OF_COMBAT = "end_of_combat"
    POSTCOMBAT_MAIN = "postcombat_main"
    END = "end"
    CLEANUP = "cleanup"

    @property
    def is_main(self) -> bool:
        """A main phase (CR 505.1)."""
        return self in (Step.PRECOMBAT_MAIN, Step.POSTCOMBAT_MAIN)

    @property
    def without_priority(self) -> str | None:
        """The rule by which no player receives priority in this step, so nothing is cast or activated: CR 502.4
        (untap) or CR 514.3 (cleanup, normally); ``None`` for the other steps."""
        return {Step.UNTAP: "CR 502.4", Step.CLEANUP: "CR 514.3"}.get(self)

    @property
    def is_combat(self) -> bool:
        """A step of the combat phase (CR 506.1)."""
        return self in (Step.BEGINNING_OF_COMBAT, Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE,
                        Step.END_OF_COMBAT)


class Turn(Struct, frozen=True):
    """Where the turn is: its ``step`` (a main phase unless the state says otherwise), the player with priority
    (``None``: not given, so not checked: each question is asked as though the player it is about held priority,
    CR 117.1), how many lands the active player has played this turn (CR 305.2) and how many creatures died this
    turn (CR 700.4)."""

    step: Step = Step.PRECOMBAT_MAIN
    priority: str | None = None
    lands_played: int = 0
    #: How many creatures died (were put into a graveyard from the battlefield) this turn (CR 700.4).
    creatures_died: int = 0


class GameState(Struct, frozen=True):
    """A whole game state: players, objects, ongoing effects (timestamp order) and the stack (bottom first)."""

    active_player: str
    players: tuple[Player, ...]
    objects: tuple[GameObject, ...] = ()
    effects: tuple[Effect, ...] = ()
    stack: tuple[StackEntry, ...] = ()
    turn: Turn = Turn()

    def player(self, player_id: str) -> Player:
        """The player with this id; raises :class:`UnknownObject`."""
        for p in self.players:
            if p.id == player_id:
                return p
        raise UnknownObject(f"no player with id {player_id!r}")

    def object(self, object_id: str) -> GameObject:
        """The object with this id; raises :class:`UnknownObject`."""
        obj = self._index().get(object_id)
        if obj is None:
            raise UnknownObject(f"no object with id {object_id!r}")
        return obj

    def has_object(self, object_id: str) -> bool:
        """True when an object has this id."""
        return object_id in self._index()

    def stack_entry(self, entry_id: str) -> StackEntry:
        """The stack entry with this id; raises :class:`UnknownObject`."""
        for e in self.stack:
            if e.id == entry_id:
                return e
        raise UnknownObject(f"no stack entry with id {entry_id!r}")

    def battlefield(self) -> tuple[GameObject, ...]:
        """Permanents (CR 110.1), in the order given."""
        return tuple(o for o in self.objects if o.zone is Zone.BATTLEFIELD)

    def opponents(self, player_id: str) -> tuple[str, ...]:
        """Every other player (two-player and multiplayer games alike, CR 102.2-102.3)."""
        return tuple(p.id for p in self.players if p.id != player_id)

    def with_object(self, obj: GameObject) -> GameState:
        """A new state with ``obj`` replacing the object of the same id (or added)."""
        objs = [obj if o.id == obj.id else o for o in self.objects]
        if not self.has_object(obj.id):
            objs.append(obj)
        return replace(self, objects=tuple(objs))

    def with_player(self, player: Player) -> GameState:
        """A new state with ``player`` replacing the player of the same id."""
        return replace(self, players=tuple(player if p.id == player.id else p for p in self.players))

    def _index(self) -> dict[str, GameObject]:
        cache = _INDEX_CACHE.get(id(self))
        if cache is None or cache[0] is not self:
            cache = (self, {o.id: o for o in self.objects})
            if len(_INDEX_CACHE) > 64:
                _INDEX_CACHE.clear()
            _INDEX_CACHE[id(self)] = cache
        return cache[1]


_INDEX_CACHE: dict[int, tuple[GameState, dict[str, GameObject]]] = {}
