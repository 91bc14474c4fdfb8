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

from collections.abc import Mapping
from enum import StrEnum
from typing import TypeAlias

from msgspec import Struct, field
from mtgsolver.model.costs import Cost
from mtgsolver.model.filters import Controller, ObjectFilter
from mtgsolver.model.mana import ManaType
from mtgsolver.model.state import Zone


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
    CHOSEN_COLOR = "chosen_color"  # "one mana of the chosen color" (object's chosen["color"]; ``several``: colors)
    COULD_PRODUCE = "could_produce"  # "of any type/color that <objects> could produce" (CR 106.7)
    COMMANDER_IDENTITY = "commander_identity"  # "any color in your commander's color identity" (CR 903.4)
    COLORS_OF = "colors_of"  # "a color of a permanent you control" (Meteor Crater): colours of ``source`` objects


class Palette(Struct, frozen=True):
    """The types one produced mana may have.

    For ``COULD_PRODUCE``: ``source`` says which objects are looked at (``ObjectFilter``), or ``"sacrificed"`` for
    "the sacrificed land" (Squandered Resources), and ``colors_only`` is true for "any color that ..." (Fellwar
    Stone, Exotic Orchard) and false for "any type that ..." (Reflecting Pool).
    For ``COLORS_OF``: the colours of the objects ``source`` describes: an ``ObjectFilter`` (permanents; with
    ``in_graveyard``, the cards in its controller's graveyard that fit it, The Grey Havens, CR 404.1), ``"self"``
    (the ability's object, "any of this creature's colors") or ``"exiled"`` (the cards it exiled, Chrome Mox).
    For ``CHOSEN_COLOR``: ``several`` is true for "one mana of a chosen color" (Desert Cenote, "choose up to two
    colors") and "any color chosen as you drafted cards named ~" (Paliano, the High City): any of the colours chosen
    (the object's ``chosen`` ``colors``, or its one ``color``); false for "the chosen color" (its ``color``).
    """

    kind: PaletteKind
    types: tuple[ManaType, ...] = ()
    source: ObjectFilter | str | None = None
    colors_only: bool = False
    in_graveyard: bool = False
    several: bool = False


class AmountKind(StrEnum):
    """How many mana a part makes."""

    FIXED = "fixed"
    COUNT = "count"  # "for each <filter>" (Gaea's Cradle): number of matching objects on the battlefield
    DEVOTION = "devotion"  # "equal to your devotion to <colors>" (Nykthos), CR 700.5
    X = "x"  # "X mana" where X is paid
    POWER = "power"  # "X mana ..., where X is this creature's power" (the ability's object)
    COUNTERS = "counters"  # "for each charge counter on this artifact": counters named ``counter`` on the object
    GREATEST_POWER = "greatest_power"  # "where X is the greatest power among <filter>" (0 when none)
    GREATEST_TOUGHNESS = "greatest_toughness"  # "where X is the greatest toughness among <filter>" (0 when none)
    TOUGHNESS = "toughness"  # "an amount of {C} equal to ~'s toughness" (the ability's object, CR 208.1)
    SHARED_TYPE = "shared_type"  # "the greatest number of <filter> that have a creature type in common" (0 when
    #                              none; a changeling has every creature type, CR 702.73a)
    LIFE = "life"  # "where X is your life total" (Sanctum of the Sun): the controller's life, CR 119.1, 107.1b
    GRAVEYARD_COUNT = "graveyard_count"  # "for each creature card in your graveyard": cards fitting ``filter``
    #                                      its controller owns in their graveyard (CR 404.1)
    SACRIFICED_MANA_VALUE = "sacrificed_mana_value"  # "equal to the sacrificed artifact's mana value" (Slobad):
    #                                                  of the permanent the cost sacrificed (CR 202.3, 608.2h)
    SACRIFICED_POWER = "sacrificed_power"  # "equal to the sacrificed creature's power" (Furgul, CR 208.1, 608.2h)
    SACRIFICED_TOUGHNESS = "sacrificed_toughness"  # "... the sacrificed creature's toughness" (CR 208.1, 608.2h)
    HAND_COUNT = "hand_count"  # "the number of cards in your hand": the cards its controller owns in their hand
    #                            (CR 402.1, 400.3; the state lists every card of a hand)


#: The amounts read from the permanent a mana ability's cost sacrificed (Slobad, Iron Goblin; Furgul, Quag Nurturer).
SACRIFICED_AMOUNTS = frozenset({AmountKind.SACRIFICED_MANA_VALUE, AmountKind.SACRIFICED_POWER,
                                AmountKind.SACRIFICED_TOUGHNESS})


class Amount(Struct, frozen=True):
    """A number of mana: fixed, or counted from the state when the ability resolves."""

    kind: AmountKind = AmountKind.FIXED
    value: int = 1
    filter: ObjectFilter | None = None
    colors: tuple[ManaType, ...] = ()
    #: For ``COUNTERS``: the kind of counter ("charge", "+1/+1"); empty for any counter.
    counter: str = ""


class ManaPart(Struct, frozen=True):
    """``amount`` mana from ``palette``; ``combination`` allows mixing types (see the module docstring)."""

    amount: Amount
    palette: Palette
    combination: bool = False
    #: "For each color among monocolored permanents you control, add one mana of that color" (Tarnation Vista):
    #: ``amount`` mana of *each* type the palette gives, all together (none when it gives none).
    each: bool = False


class ManaRecipe(Struct, frozen=True):
    """Parts that are added together by one resolution."""

    parts: tuple[ManaPart, ...]


class Condition(Struct, frozen=True):
    """A condition on the state: the controller controls at least ``at_least`` objects matching each filter."""

    filters: tuple[ObjectFilter, ...]
    at_least: int = 1


class EnteredThisTurn(Struct, frozen=True):
    """"~ entered this turn": the ability's object entered the battlefield this turn."""


class AttackedThisTurn(Struct, frozen=True):
    """"this creature attacked this turn" (a boast ability's, CR 702.142a): the ability's object was declared as an
    attacker this turn (CR 508.1; one put onto the battlefield attacking never attacked, CR 508.4)."""


class CaseSolved(Struct, frozen=True):
    """"this Case is solved" (a "Solved —" ability's, CR 702.169d): the ability's object has the solved
    designation (CR 719.3b)."""


class PlayedLandThisTurn(Struct, frozen=True):
    """"you played a land this turn": its controller has played a land this turn (CR 305.2a; only on their own
    turn, CR 305.3)."""


class HasDesignation(Struct, frozen=True):
    """"you have the city's blessing" (``city_blessing``, CR 702.131c), "you're the monarch" (``monarch``,
    CR 724.1), "you have the initiative" (``initiative``, CR 725.1): its controller has the designation."""

    designation: str


class CountersOnSelf(Struct, frozen=True):
    """"~ has a luck counter on it", "there are three or more brick counters on ~": at least ``at_least``
    ``counter`` counters on the ability's object (CR 122.1)."""

    counter: str
    at_least: int = 1


class DevotionAtLeast(Struct, frozen=True):
    """"your devotion to white and black is seven or more": its controller's devotion to ``colors`` is at least
    ``at_least`` (CR 700.5: the mana symbols of those colours among the mana costs of the permanents they control,
    worked out before any effect but copy, control and text changes, CR 700.5a)."""

    colors: tuple[ManaType, ...]
    at_least: int


class OpponentCounters(Struct, frozen=True):
    """"an opponent has three or more poison counters": some opponent of its controller has at least ``at_least``
    ``counter`` counters (CR 122.1, 122.1f)."""

    counter: str
    at_least: int = 1


class CardsInGraveyard(Struct, frozen=True):
    """"there are seven or more cards in your graveyard", "there is an Elf card in your graveyard": at least
    ``at_least`` cards its controller owns in their graveyard (CR 404.1), of ``kind`` when given; with
    ``opponent``, in some opponent's graveyard ("an opponent has eight or more cards in their graveyard")."""

    kind: ObjectFilter | None = None
    at_least: int = 1
    opponent: bool = False


class CardsInHand(Struct, frozen=True):
    """"you have exactly seven cards in hand" (Library of Alexandria), "you have no cards in hand" (Sea Gate
    Wreckage), "you have one or fewer cards in hand": the cards its controller owns in their hand (CR 402.1, 400.3)
    number at least ``at_least`` and at most ``at_most`` (``None``: no bound); with ``any_player``, those of some
    player's hand do ("a player has one or fewer cards in hand", Temple of the Dead)."""

    at_least: int = 0
    at_most: int | None = None
    any_player: bool = False


class CardTypesInGraveyard(Struct, frozen=True):
    """"there are four or more card types among cards in your graveyard" (delirium: Shifting Woodland): the card
    types (CR 205.2a) of the cards its controller owns in their graveyard (CR 404.1) number at least
    ``at_least``."""

    at_least: int


class ExiledWithSelf(Struct, frozen=True):
    """"a card is exiled with ~" (Ugin's Labyrinth): a card in the exile zone that the ability's object's linked
    ability exiled (CR 406.6, 607.2a), from the object's ``exiled`` list."""


class OtherActivatedAbility(Struct, frozen=True):
    """"~ has another activated ability" (the ability Tazri, Stalwart Survivor gives): the ability's object has an
    activated ability other than this one, a mana ability or not (CR 602.1, 605.1a)."""


class TotalPowerAtLeast(Struct, frozen=True):
    """"creatures you control have total power 8 or greater" (formidable, an ability word, CR 207.2c): the powers of
    the creatures its controller controls (CR 208.1, as layer 7 leaves them, CR 613.4) add up to at least
    ``at_least``."""

    at_least: int


class OpponentControls(Struct, frozen=True):
    """"an opponent controls four or more lands" (Tectonic Edge), "an opponent controls more lands than you"
    (Weathered Wayfarer), "an opponent controls at least two more lands than you" (Isolated Watchtower): some one
    opponent of its controller controls at least ``at_least`` permanents that fit ``filter`` (whose controller is
    not stated) and, with ``more_than_you``, at least that many more of them than its controller does."""

    filter: ObjectFilter
    at_least: int = 1
    more_than_you: int | None = None


class AttackedWith(Struct, frozen=True):
    """"you attacked this turn" (raid), "you attacked with two or more creatures this turn": its controller declared
    at least ``at_least`` attacking creatures this turn (CR 508.1; the state's ``attacked_with_this_turn``)."""

    at_least: int = 1


class CreaturesDied(Struct, frozen=True):
    """"a creature died this turn" (morbid), "five or more creatures died this turn": at least ``at_least``
    creatures were put into a graveyard from the battlefield this turn (CR 700.4; the state's
    ``creatures_died_this_turn``)."""

    at_least: int = 1


class OpponentLostLife(Struct, frozen=True):
    """"an opponent lost life this turn": some opponent of its controller lost life this turn (CR 119.3; the
    state's ``life_lost_this_turn``)."""


class YourTurn(Struct, frozen=True):
    """"it's your turn", "During your turn, ...": its controller is the active player, the player whose turn it is
    (CR 102.1); "During turns other than yours, ..." is its negation."""


class NotCondition(Struct, frozen=True):
    """"you don't control an Ogre", "you don't have the city's blessing", "there are no charge counters on ~": the
    condition doesn't hold."""

    condition: StateCondition


class AnyCondition(Struct, frozen=True):
    """"Activate only if this land entered this turn or if you control a basic land": one of ``conditions``
    holds."""

    conditions: tuple[StateCondition, ...]


#: A condition on the state an ability reads: an activation condition (CR 602.5), the condition of an "instead"
#: rider or of a life-loss rider. The solver evaluates it for the ability's object and controller.
StateCondition: TypeAlias = (
    Condition | EnteredThisTurn | AttackedThisTurn | CaseSolved | PlayedLandThisTurn | HasDesignation | CountersOnSelf
    | DevotionAtLeast | OpponentCounters | CardsInGraveyard | CardsInHand | CardTypesInGraveyard | ExiledWithSelf | NotCondition
    | AnyCondition | OtherActivatedAbility | TotalPowerAtLeast | YourTurn | OpponentControls | AttackedWith
    | CreaturesDied | OpponentLostLife
)


class SpendRestriction(Struct, frozen=True):
    """"Spend this mana only to cast ..." (CR 106.6): the spells (``spell_filter``) or ``abilities`` it may pay."""

    text: str
    spell_filter: ObjectFilter | None = None
    abilities: bool = False
    #: When ``abilities`` is true: the sources whose activated abilities it may pay ("activate abilities of
    #: artifacts"); ``None`` means any source. ``spell_filter`` ``None`` means no spell may be paid.
    ability_filter: ObjectFilter | None = None
    #: "Spend this mana only on costs that contain {X}" (Nexos, Elementalist's Palette): any cost with {X} in it,
    #: a spell's or an ability's, and nothing else (CR 106.6, 107.3).
    x_costs: bool = False


class ManaProduction(Struct, frozen=True):
    """What a mana ability adds: one of ``alternatives``, replaced by ``instead[i][1]`` when its condition holds.

    ``life_lost`` is the life its controller loses as part of its effect, each time it resolves: "This land deals
    1 damage to you" (pain lands, Ancient Tomb; CR 120.3a) or "You lose 1 life". It is not a cost (CR 118.1,
    119.4): it never stops the ability from being activated. ``life_lost_if`` adds the life of riders with a
    condition, each ``(condition, life)`` when its condition holds as the ability resolves: "If you don't have the
    city's blessing, you lose 1 life" (Temur Elevator), "~ deals 1 damage to you if you don't control an Ogre";
    "Each player loses 1 life" (Cryptolith Fragment) is life its controller loses too. ``gains_life`` says its
    controller gains life by its effect, maybe under a condition ("You gain 1 life.", Pristine Talisman; "You gain X
    life.", Springjack Pasture), before the costs that pay life (CR 601.2g-h, 119.4).
    """

    alternatives: tuple[ManaRecipe, ...]
    instead: tuple[tuple[StateCondition, ManaProduction], ...] = ()
    restriction: SpendRestriction | None = None
    life_lost: int = 0
    life_lost_if: tuple[tuple[StateCondition, int], ...] = ()
    gains_life: bool = False


class TargetSpec(Struct, frozen=True):
    """One instance of the word "target" (CR 115.1, 115.3): what it may name and how many objects it takes.

    ``min_count``/``max_count`` give "up to N"/"N target"; ``allowed`` lists kinds of thing: ``"permanent"``
    (with ``filter``), ``"player"``, ``"opponent"``, ``"spell"``, ``"activated_ability"``, ``"triggered_ability"``,
    ``"card_in_graveyard"``. With ``x_exact`` ("X target creatures", not "up to X"), the number is exactly the X
    chosen as the spell or ability is put on the stack (CR 601.2b-c, 107.3a); its counts then allow any number.
    """

    text: str
    allowed: tuple[str, ...]
    filter: ObjectFilter | None = None
    spell_filter: ObjectFilter | None = None
    min_count: int = 1
    max_count: int = 1
    divided: bool = False
    x_exact: bool = False


class Mode(Struct, frozen=True):
    """One mode of a modal ability or spell (CR 700.2), with its own targets."""

    text: str
    targets: tuple[TargetSpec, ...] = ()


class Players(StrEnum):
    """Whose mana events an effect on mana changes: every player's, or only its controller's ("you tap")."""

    ANY = "any"
    YOU = "you"


class LandTypeMode(StrEnum):
    """A layer 4 land-type effect (CR 613.1d): ``set`` replaces the land types (CR 305.7), ``add`` adds to them."""

    SET = "set"
    ADD = "add"


class Affecting(Struct, frozen=True, kw_only=True):
    """What an effect applies to: objects fitting ``affects`` (``None``: every object), or, when ``enchanted``,
    the object its source is attached to (that object fitting ``affects`` if given), or, when ``itself``, its
    source alone."""

    affects: ObjectFilter | None = None
    enchanted: bool = False
    #: The effect's source itself ("This land is the chosen type").
    itself: bool = False


class HasteGrant(Affecting, frozen=True, kw_only=True):
    """The affected creatures have haste (CR 702.10): Fervor, Swiftfoot Boots; or their abilities may be activated
    as though they had haste (Thousand-Year Elixir, CR 609.4), which is all the solvers ask of haste (CR 302.6)."""


class GrantManaAbility(Affecting, frozen=True, kw_only=True):
    """The affected permanents have ``abilities`` (layer 6, CR 613.1f): Gift of Paradise, Chromatic Lantern; with
    ``condition``, only while its source's controller controls what it counts (The World Tree, CR 611.3a)."""

    abilities: tuple[Ability, ...]
    condition: Condition | None = None
    #: "As long as this card is in your graveyard, ..." (Riftstone Portal): it works from its owner's graveyard
    #: only (CR 113.6b), its owner as its controller.
    from_graveyard: bool = False


class LandTypeEffect(Affecting, frozen=True, kw_only=True):
    """The affected lands are ``subtypes`` (layer 4, CR 613.1d, 305.7): Blood Moon (set), Urborg (add); with
    ``chosen``, the land type chosen for its source as it entered (Multiversal Passage: the object's ``chosen``
    ``basic_land_type`` or ``land_type``)."""

    subtypes: tuple[str, ...]
    mode: LandTypeMode
    chosen: bool = False


class ManaTypeReplacement(Affecting, frozen=True, kw_only=True):
    """A replacement effect on the type of mana the affected permanents produce (CR 614.1a, ruling G5):
    ``into`` a type letter, ``"chosen_color"`` (its source's chosen colour) or ``"any_color"`` (a colour the
    player chooses as the mana is produced, one for the event: Pulse of Llanowar); ``colors_only`` replaces only
    coloured mana (Hall of Gemstone); ``and_amount`` replaces the amount too, one mana (Contamination)."""

    into: str
    colors_only: bool = False
    players: Players = Players.ANY
    and_amount: bool = False


class ManaAmountMultiplier(Affecting, frozen=True, kw_only=True):
    """A replacement effect that multiplies the mana made by ``factor`` (CR 614.1a): Mana Reflection, Nyxbloom
    Ancient."""

    factor: int
    players: Players = Players.ANY


class ManaCollapse(Affecting, frozen=True, kw_only=True):
    """A replacement effect by which ``min_amount`` or more mana becomes one mana of ``into`` (CR 614.1a):
    Damping Sphere."""

    min_amount: int
    into: str
    players: Players = Players.ANY


class TappedForManaTrigger(Affecting, frozen=True, kw_only=True):
    """A triggered mana ability that adds mana when an affected permanent is tapped for mana (CR 605.1b, 106.12a):
    ``adds`` what it adds, or ``"same_type"`` (Mana Flare: one more of a type it produced); ``when_chosen_color``:
    it triggers only when that mana has the colour chosen for the trigger's source (Gauntlet of Power: "is tapped
    for mana of the chosen color", CR 105.4, 605.1b); ``when_tapped`` false: it triggers on any mana ability of an
    affected permanent, tapped or not (Caged Sun: "Whenever a land's ability causes you to add ...")."""

    adds: ManaProduction | str
    players: Players = Players.ANY
    when_chosen_color: bool = False
    when_tapped: bool = True


class SpendAs(Struct, frozen=True, kw_only=True):
    """Mana may be spent as though it were other mana (CR 609.4b): ``as_any_color``, the types that may be spent
    as mana of any colour (Celestial Dawn's {W}); ``others_as_colorless`` (Celestial Dawn's other mana as {C})."""

    as_any_color: tuple[str, ...] = ()
    others_as_colorless: bool = False


class LifeForMana(Struct, frozen=True, kw_only=True):
    """Each mana symbol of ``type`` in its controller's costs may be paid with 2 life (CR 118.3, 119.4: K'rrik)."""

    type: ManaType


class BecomesTappedDamage(Struct, frozen=True, kw_only=True):
    """Its source deals ``amount`` damage to its controller each time it becomes tapped (CR 603.2, 120.3a: City of
    Brass), so tapping it for mana costs life that is not a cost."""

    amount: int


class GrantCondition(StrEnum):
    """When a conditional grant holds: at max speed (CR 702.178a), with a number of counters (CR 721.2a), or when
    its name was chosen as the permanent entered ("As this enchantment enters, choose Jeskai or Temur.", the
    Sieges: CR 614.12, 614.1c)."""

    MAX_SPEED = "max_speed"
    COUNTERS = "counters"
    CHOSEN_MODE = "chosen_mode"


class ConditionalGrant(Struct, frozen=True, kw_only=True):
    """Its object has ``abilities`` while ``condition`` holds (CR 702.178a, 711.2a, 721.2a): at max speed, or
    with at least ``min`` and at most ``max`` (``None``: no bound) ``counter`` counters on it; then too, with
    ``base_pt``, its base power and toughness are those (a level up striation's "1/4", CR 711.2a, layer 7b)."""

    condition: GrantCondition
    abilities: tuple[Ability, ...]
    counter: str | None = None
    min: int = 0
    max: int | None = None
    base_pt: tuple[int, int] | None = None
    #: The bullet's name of a :attr:`GrantCondition.CHOSEN_MODE` grant ("Temur"): it holds when the object's
    #: ``chosen`` ``mode`` is that name.
    mode: str | None = None

    def holds_on(self, counters: Mapping[str, int], speed: int | None = None) -> bool:
        """Does the condition hold for an object with ``counters`` (CR 711.2a, 721.2a) whose controller's speed is
        ``speed`` (``None``: they have no speed, CR 702.179b)? Max speed: a speed of 4 (CR 702.178a, 702.179e), or
        more where an effect lets it pass 4 (Gomif, Fast Racer: "still at max speed at 4 or greater")."""
        if self.condition is GrantCondition.MAX_SPEED:
            return speed is not None and speed >= 4
        if self.counter is None:
            return False
        n = counters.get(self.counter, 0)
        return self.min <= n and (self.max is None or n <= self.max)


class ActivationProhibition(Affecting, frozen=True, kw_only=True):
    """The activated abilities of the affected objects can't be activated (CR 602.5, 101.2: a "can't" beats any
    permission): Null Rod ("of artifacts"), Karn, the Great Creator ("of artifacts your opponents control"), Arrest
    ("its activated abilities", ``enchanted``); with ``chosen_name``, those of sources with the name chosen for the
    effect's source (Pithing Needle: the source's ``chosen`` ``name``); with ``except_mana``, "unless they're mana
    abilities" (Damping Matrix). ``activators`` is who can't activate them (``OPPONENT``: "your opponents can't ...
    activate abilities of ...", the ability's controller an opponent of the effect's controller), ``your_turn`` for
    "During your turn, ..." (Grand Abolisher); ``not_own_turn``: a player can't activate abilities during a turn
    not their own (City of Solitude: "Players can ... activate abilities only during their own turns."). A mana
    ability is an activated ability (CR 605.1a), so one it covers can't pay costs either (CR 605.3a)."""

    chosen_name: bool = False
    except_mana: bool = False
    activators: Controller = Controller.ANY
    your_turn: bool = False
    not_own_turn: bool = False


class ActivationCostChange(Affecting, frozen=True, kw_only=True):
    """The activated abilities of the affected objects cost ``generic`` more generic mana (negative: less) and
    ``life`` more life to activate (CR 602.2b applies CR 601.2f to activation): Heartstone ("of creatures cost {1}
    less"), Suppression Field ("cost {2} more ... unless they're mana abilities", ``except_mana``), Thran Portal
    ("Mana abilities of this land cost an additional 1 life", ``mana_only`` and ``itself``).

    ``activators`` is whose activations it changes ("abilities your opponents activate": the controller of the
    ability is an opponent of the effect's controller; ``YOU`` for "you activate"); ``your_turn`` for "During your
    turn, ..." (Tithe Taker); ``floor_one`` for "This effect can't reduce the mana in that cost to less than one
    mana."; ``chosen_name`` as for :class:`ActivationProhibition`; ``in_graveyard`` for the cards in its
    controller's graveyard that fit ``affects`` ("of creature cards in your graveyard", Embalmer's Tools). A
    reduction lowers only the generic part of the cost (CR 601.2f, 118.7)."""

    generic: int = 0
    life: int = 0
    mana_only: bool = False
    except_mana: bool = False
    activators: Controller = Controller.ANY
    your_turn: bool = False
    floor_one: bool = False
    chosen_name: bool = False
    in_graveyard: bool = False


class ActivationSpendAs(Affecting, frozen=True, kw_only=True):
    """Mana of ``as_any_color`` may be spent as though it were mana of any colour to pay the activation costs of the
    affected object's abilities (CR 609.4b): Quicksilver Elemental ("of this creature's abilities", ``itself``)."""

    as_any_color: tuple[str, ...]


class CharacteristicEffect(Affecting, frozen=True, kw_only=True):
    """An effect that changes the affected objects' characteristics, each part in its layer (CR 613.1d-g, 613.6):

    * layer 4 (CR 205.1): ``add_types`` card types added ("All permanents are artifacts in addition to their other
      types"); ``set_types`` card types that replace the others ("is a colorless land ... and loses all other card
      types": the subtypes of the removed types go too, CR 205.1a); ``remove_types`` card types removed ("Heliod
      isn't a creature", with the subtypes that go with them, CR 205.1a); ``add_subtypes`` subtypes added (a land
      that is "a 4/5 green Spirit creature ... It's still a land" keeps its types, CR 205.1b); with
      ``chosen_subtype``, the creature type chosen for its source as it entered too (its ``chosen``
      ``creature_type``: "This creature is the chosen type in addition to its other types", Metallic Mimic);
    * layer 5 (CR 105.3): ``colors`` the colours it sets (empty: colourless);
    * layer 6 (CR 613.1f): ``lose_abilities`` removes every ability first ("loses all other abilities"), then the
      object has ``keywords`` (lower case) and ``abilities`` (quoted, CR 113.10);
    * layer 7: ``defines`` is a characteristic-defining ability of its source (7a, CR 604.3, 613.4a: "~'s power is
      equal to the number of artifacts you control"), its power, and with ``defines_toughness`` its toughness too,
      equal to that count; ``base_pt`` sets base power and toughness (7b, CR 613.4b), ``pt_change`` adds to them
      (7c, CR 613.4c), once for each object ``pt_per`` counts when it counts ("gets +1/+1 for each creature you
      control and each creature card in your graveyard": the sum of the counts, as the source's controller reads
      them).

    ``condition``: it applies only while that holds now, read by its source's controller (CR 611.3a: "gets +2/+2 as
    long as you have no cards in hand", checked in each layer the effect applies in); the reader gives one only to an
    effect that changes power and toughness alone, or that also adds creature types while a condition that reads no
    permanent holds (cards in a graveyard, counters: Undercover Skrull), or that removes its source's creature type
    while its controller's devotion is too low (the Theros gods: devotion is worked out before layer 4, CR 700.5a),
    and to any effect it reads after "During your turn, " or "During turns other than yours, " (:class:`YourTurn`,
    which reads no object).
    ``all_zones`` applies it to every object in every zone ("All cards that aren't on the battlefield, spells, and
    permanents are colorless"), not only to permanents. ``spells`` and ``cards`` extend it beyond the battlefield
    (CR 611.3a: the effect applies to what its text says): to the spells its source's controller controls that fit
    ``spells`` and to the cards that player owns outside the battlefield that fit ``cards`` ("Creatures you control
    are artifacts in addition to their other types. The same is true for creature spells you control and creature
    cards you own that aren't on the battlefield.", Biotransference); ``None``: to none of them.
    """

    add_types: tuple[str, ...] = ()
    set_types: tuple[str, ...] | None = None
    remove_types: tuple[str, ...] = ()
    add_subtypes: tuple[str, ...] = ()
    chosen_subtype: bool = False
    colors: tuple[str, ...] | None = None
    lose_abilities: bool = False
    keywords: tuple[str, ...] = ()
    abilities: tuple[Ability, ...] = ()
    base_pt: tuple[int, int] | None = None
    pt_change: tuple[int, int] = (0, 0)
    pt_per: tuple[Amount, ...] = ()
    defines: Amount | None = None
    defines_toughness: bool = False
    condition: StateCondition | None = None
    all_zones: bool = False
    spells: ObjectFilter | None = None
    cards: ObjectFilter | None = None

    @property
    def changes_types(self) -> bool:
        """Has it a layer 4 part (CR 613.1d)?"""
        return bool(self.add_types or self.remove_types or self.add_subtypes or self.chosen_subtype) or (
            self.set_types is not None)

    @property
    def first_layer(self) -> int:
        """The first layer it applies in (CR 613.6: from there on it applies to the same objects)."""
        if self.changes_types:
            return 4
        if self.colors is not None:
            return 5
        if self.lose_abilities or self.keywords or self.abilities:
            return 6
        return 7


#: A static ability or resolved effect the solver understands (what the reader produces for it).
StaticEffect = (
    HasteGrant | GrantManaAbility | LandTypeEffect | ManaTypeReplacement | ManaAmountMultiplier | ManaCollapse
    | TappedForManaTrigger | SpendAs | LifeForMana | BecomesTappedDamage | ConditionalGrant
    | ActivationProhibition | ActivationCostChange | ActivationSpendAs | CharacteristicEffect
)
#: The replacement effects on mana events (CR 614.1a), applied in every order the player may choose (CR 616.1).
ManaReplacement = ManaTypeReplacement | ManaAmountMultiplier | ManaCollapse


class FunctionsIn(Struct, frozen=True):
    """An activated ability that functions only in ``zones`` (CR 113.6: not on the battlefield), by ``rule``: a
    cost that discards the card or exiles it from the hand (CR 113.6m), or reveals it from there (CR 113.6j), or
    exiles it from the graveyard (CR 113.6m); an effect that returns it from the graveyard (CR 113.6m); "Activate
    only if this card is in your graveyard" (CR 113.6b); a keyword's rule (cycling, CR 702.29a). ``by_cost`` is
    true when the cost itself takes the card from there, so that it can't be paid anywhere else (CR 118.3)."""

    zones: tuple[Zone, ...]
    rule: str
    by_cost: bool = False


class OwnCostReduction(Struct, frozen=True):
    """"This ability costs {1} less to activate for each legendary creature you control" (the channel lands), "...
    {2} less to activate if you control a legendary creature": the ability's cost is ``generic`` less generic mana
    (CR 602.2b applies CR 601.2f; only the generic part, never below {0}), once for each object ``per`` counts (the
    sum of its counts) or, with ``per`` empty, once while ``condition`` holds, read by the ability's controller."""

    generic: int
    per: tuple[Amount, ...] = ()
    condition: StateCondition | None = None


class Ability(Struct, frozen=True):
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
    #: equip's, CR 702.6a): timing ``"sorcery"``, ``"instant"``, ``"your_turn"``, ``"opponent_turn"``,
    #: ``"your_upkeep"``, ``"upkeep"`` (any upkeep), ``"combat"``, ``"before_attackers"``, ``"step_"`` and a combat
    #: step's :class:`~model.state.Step` value (``"step_declare_blockers"``, CR 506.1); limits
    #: ``"once_each_turn"``, ``"twice_each_turn"``, ``"three_times_each_turn"`` (:attr:`uses_each_turn`); ``"if"``
    #: (then ``activation_condition`` holds the condition).
    restrictions: tuple[str, ...] = ()
    activation_condition: StateCondition | None = None
    #: Where an activated ability functions when that is not the battlefield (CR 113.6); ``None``: the battlefield.
    functions_in: FunctionsIn | None = None
    #: An ability that is no mana ability but adds mana as it resolves: one that targets or is a loyalty ability
    #: (Witch Engine's "{T}: Add {B}{B}{B}{B}. Target opponent gains control of this creature.", a Chandra's "+1:
    #: Add {R}{R}"), or one that triggers on another event (Lotus Cobra's landfall) (CR 605.1a-b). It never pays a
    #: cost (CR 605.3a), but what it would produce is mana its permanent could produce (CR 106.7).
    adds_on_resolution: bool = False
    #: For such an ability, the types it adds whatever the board, when that is read (its "Add ..." a fixed amount
    #: of listed types or of any colour, no other sentence of it about mana, no "if" condition on its trigger);
    #: ``None``: not read.
    resolution_types: tuple[ManaType, ...] | None = None
    #: Its own cost reduction ("This ability costs {1} less to activate for each ..."), ``None``: none.
    own_reduction: OwnCostReduction | None = None

    @property
    def is_mana_ability(self) -> bool:
        """CR 605.1a/605.1b: a mana ability (never uses the stack, CR 605.3b)."""
        return self.kind is AbilityKind.MANA

    @property
    def uses_each_turn(self) -> int | None:
        """CR 602.5b: how many times the ability may be activated each turn ("Activate only once each turn": 1,
        "Activate no more than twice each turn": 2), or ``None`` when its text sets no limit."""
        if not self.restrictions:
            return None
        return min((n for r, n in _USES_EACH_TURN.items() if r in self.restrictions), default=None)


#: The restrictions that limit how often an ability may be activated each turn (CR 602.5b), and the limit.
_USES_EACH_TURN = {"once_each_turn": 1, "twice_each_turn": 2, "three_times_each_turn": 3}
