"""What a mana ability would add if it resolved now (CR 106, 605), with mana-changing effects applied.

* :func:`base_bags` — the possible results of one resolution as :class:`model.mana.Mana` amounts, before
  replacement effects; an undefined type or an amount of zero adds no mana (CR 106.5, ruling G1).
* :func:`replaced` — every result of applying the replacement effects that apply to a permanent "tapped for mana"
  (CR 106.12b, ruling G5), in every order the affected player may choose (CR 616.1e-f: at each step, among the
  effects that apply to the event as it now is).
* :func:`triggered_additions` — the extra mana of tapped-for-mana triggered mana abilities (CR 106.12a, 605.1b,
  ruling G4), which are the trigger source's abilities: they are added in payments but do not change what the
  tapped permanent "could produce".
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from itertools import combinations_with_replacement, product
from typing import cast

from mtgsolver.model.abilities import (
    SACRIFICED_AMOUNTS,
    Ability,
    AbilityKind,
    Amount,
    AmountKind,
    AttackedThisTurn,
    AttackedWith,
    CardsInGraveyard,
    CardsInHand,
    CardTypesInGraveyard,
    CaseSolved,
    Condition,
    CountersOnSelf,
    CreaturesDied,
    DevotionAtLeast,
    EnteredThisTurn,
    ExiledWithSelf,
    HasDesignation,
    ManaAmountMultiplier,
    ManaCollapse,
    ManaProduction,
    ManaReplacement,
    ManaTypeReplacement,
    NotCondition,
    OpponentControls,
    OpponentCounters,
    OpponentLostLife,
    OtherActivatedAbility,
    Palette,
    PaletteKind,
    PlayedLandThisTurn,
    Players,
    StateCondition,
    TappedForManaTrigger,
    TotalPowerAtLeast,
    YourTurn,
)
from mtgsolver.model.costs import CARD_TYPES
from mtgsolver.model.errors import LimitReached, UnsupportedText
from mtgsolver.model.filters import Flag, ObjectFilter, Stat
from mtgsolver.model.mana import COLORS, MANA_TYPES, TYPE_ORDER, Mana, ManaType
from mtgsolver.model.state import GameState, Zone
from mtgsolver.model.subtypes import CREATURE_TYPES
from mtgsolver.solver.view import ActiveEffect, BoardView, ObjectView

#: Looks up what the objects of a palette source could produce (CR 106.7).
CouldProduceLookup = Callable[[ObjectFilter | str, ObjectView], frozenset[ManaType]]

MAX_BAGS = 20_000
#: The most (mana, effects left) states :func:`replaced` visits for one mana event.
MAX_REPLACEMENT_STATES = 100_000
EMPTY = Mana()


def amount_value(bv: BoardView, v: ObjectView, amount: Amount, *, representative: bool = False,
                 x: int | None = None, sacrificed: ObjectView | None = None) -> int:
    """The number an :class:`Amount` stands for now, read by ``v``'s controller.

    An X chosen as a cost is paid (``amount.kind`` X): for "could produce", whose costs are ignored (CR 106.7),
    any X may be chosen, so ``representative`` counts it as 1; else the ``x`` the payment chose (the counters
    "removed this way", CR 107.3) when given; otherwise it is the object's ``x``.

    An amount read from the permanent the cost sacrificed ("the sacrificed artifact's mana value", CR 118.3) is
    likewise 1 for ``representative`` (CR 106.7 ignores costs); else it is ``sacrificed``'s (:func:`sacrificed_value`).

    A count "of the chosen type" (Three Tree City) reads the creature type chosen for ``v`` as it entered: raises
    :class:`ChoiceNotGiven` at its ``chosen`` when the state doesn't give it.
    """
    if amount.kind is AmountKind.FIXED:
        return amount.value
    if amount.kind is AmountKind.COUNT and amount.filter is not None:
        if Flag.CHOSEN_CREATURE_TYPE in amount.filter.extra and v.obj.chosen.get("creature_type") is None:
            index = next(i for i, o in enumerate(bv.state.objects) if o.id == v.id)
            raise ChoiceNotGiven(f"{v.obj.name} ({v.id}) adds mana counted by the creature type chosen for it, and "
                                 "the state doesn't say which: give its \"chosen\": {\"creature_type\": \"Goblin\"}",
                                 path=f"state.objects[{index}].chosen", object=v.id)
        return sum(1 for o in bv.battlefield() if bv.matches(amount.filter, o, v.controller, v.id))
    if amount.kind is AmountKind.DEVOTION:
        return devotion(bv, v.controller, amount.colors)
    if amount.kind is AmountKind.X:
        return 1 if representative else v.obj.x if x is None else x
    if amount.kind in SACRIFICED_AMOUNTS:
        if representative:
            return 1
        if sacrificed is None:
            raise ValueError(f"{v.obj.name} ({v.id}): an amount read from a sacrificed permanent, and none is given")
        return sacrificed_value(bv, amount.kind, sacrificed)
    if amount.kind is AmountKind.POWER:
        return v.stat_now(Stat.POWER)
    if amount.kind is AmountKind.TOUGHNESS:
        return v.stat_now(Stat.TOUGHNESS)
    if amount.kind is AmountKind.SHARED_TYPE and amount.filter is not None:
        # The most permanents of one creature type among those the filter describes (CR 205.3m; a changeling's
        # subtypes are every creature type, CR 702.73a).
        shared: dict[str, int] = {}
        for o in bv.battlefield():
            if bv.matches(amount.filter, o, v.controller, v.id):
                for t in o.subtypes & CREATURE_TYPES:
                    shared[t] = shared.get(t, 0) + 1
        return max(shared.values(), default=0)
    if amount.kind is AmountKind.COUNTERS:
        if amount.counter:
            return v.obj.counters.get(amount.counter, 0)
        return sum(v.obj.counters.values())
    if amount.kind in (AmountKind.GREATEST_POWER, AmountKind.GREATEST_TOUGHNESS) and amount.filter is not None:
        stat = Stat.POWER if amount.kind is AmountKind.GREATEST_POWER else Stat.TOUGHNESS
        return max((o.stat_now(stat) for o in bv.battlefield() if bv.matches(amount.filter, o, v.controller, v.id)),
                   default=0)
    if amount.kind is AmountKind.GRAVEYARD_COUNT and amount.filter is not None:
        return sum(1 for o in graveyard(bv, v.controller) if bv.fits(amount.filter, o))
    if amount.kind is AmountKind.HAND_COUNT:
        return _hand_size(bv.state, v.controller)
    if amount.kind is AmountKind.LIFE:
        # CR 107.1b: a negative life total gives X = 0.
        return max(bv.state.player(v.controller).life, 0)
    return 0


def sacrificed_value(bv: BoardView, kind: AmountKind, sacrificed: ObjectView) -> int:
    """What an amount of ``kind`` (one of :data:`model.abilities.SACRIFICED_AMOUNTS`) reads of ``sacrificed``: its
    power or toughness as it last existed on the battlefield (CR 608.2h, 613.4), or its mana value (CR 202.3: its
    mana cost's, as copy effects leave it, CR 707.2; X is 0 off the stack, CR 202.3e; none for no mana cost, such
    as a token's, CR 202.3a); a negative number is 0 (CR 107.1b). Raises :class:`UnsupportedText` for the mana value
    of a card of several faces or halves, of which the state holds one only (CR 202.3b, 709.4b: never guessed)."""
    if kind is AmountKind.SACRIFICED_POWER:
        return max(sacrificed.stat_now(Stat.POWER), 0)
    if kind is AmountKind.SACRIFICED_TOUGHNESS:
        return max(sacrificed.stat_now(Stat.TOUGHNESS), 0)
    card = sacrificed.obj.card
    if " // " in card.name:
        index = next(i for i, o in enumerate(bv.state.objects) if o.id == sacrificed.id)
        raise UnsupportedText(f"{card.name} ({sacrificed.id}) has several faces or halves, and the mana value of a "
                              "permanent of such a card is not worked out (CR 202.3b, 709.4b)",
                              path=f"state.objects[{index}]")
    return card.mana_cost.mana_value if card.mana_cost is not None else 0


def devotion(bv: BoardView, player: str, colors: Iterable[ManaType]) -> int:
    """CR 700.5: mana symbols of the given colours among the mana costs of permanents ``player`` controls."""
    wanted = set(colors)
    total = 0
    for o in bv.battlefield():
        if o.controller != player or o.obj.card.mana_cost is None:
            continue
        for s in o.obj.card.mana_cost.symbols:
            if wanted & set(s.types):
                total += 1
    return total


def condition_holds(bv: BoardView, v: ObjectView, cond: StateCondition) -> bool:
    """Does ``cond`` hold now for the ability of ``v``, read by ``v``'s controller? Controlling objects: each filter
    matches at least ``at_least`` permanents; "~ entered this turn", "attacked this turn" (boast, CR 702.142a), "this
    Case is solved" (CR 702.169d, 719.3b) and the counters on ``v``, from the object;
    "you played a land this turn" (CR 305.2a), only on its controller's turn (CR 305.3), from the state's
    ``turn``; its controller's devotion (CR 700.5); a designation (:func:`has_designation`); an opponent's counters (CR 122.1); the cards its controller
    (or an opponent) owns in their graveyard (CR 404.1) and their card types (CR 205.2a); the cards in its
    controller's hand, or in any player's (CR 402.1); a card exiled with ``v`` (one of its ``exiled`` cards still
    in the exile zone, CR 406.6, 607.2a); whether it is its controller's turn (CR 102.1); the turn's attackers, deaths and life lost (CR 508.1, 700.4,
    119.3); the permanents an opponent controls, against its controller's; and their negations and
    alternatives."""
    state = bv.state
    if isinstance(cond, Condition):
        return all(_controlled(bv, f, v) >= cond.at_least for f in cond.filters)
    if isinstance(cond, EnteredThisTurn):
        return v.obj.entered_this_turn
    if isinstance(cond, AttackedThisTurn):
        return v.obj.attacked_this_turn
    if isinstance(cond, CaseSolved):
        return v.obj.solved
    if isinstance(cond, PlayedLandThisTurn):
        return state.active_player == v.controller and state.turn.lands_played > 0
    if isinstance(cond, HasDesignation):
        return has_designation(bv, v.controller, cond.designation)
    if isinstance(cond, CountersOnSelf):
        return v.obj.counters.get(cond.counter, 0) >= cond.at_least
    if isinstance(cond, DevotionAtLeast):
        return devotion(bv, v.controller, cond.colors) >= cond.at_least
    if isinstance(cond, OpponentCounters):
        return any(state.player(p).counters.get(cond.counter, 0) >= cond.at_least
                   for p in state.opponents(v.controller))
    if isinstance(cond, CardsInGraveyard):
        kind = cond.kind
        owners = state.opponents(v.controller) if cond.opponent else (v.controller,)
        return any(sum(1 for o in state.objects if o.zone is Zone.GRAVEYARD and o.owner == owner
                       and (kind is None or bv.fits(kind, bv.views[o.id]))) >= cond.at_least for owner in owners)
    if isinstance(cond, CardsInHand):
        players = [p.id for p in state.players] if cond.any_player else [v.controller]
        sizes = [_hand_size(state, p) for p in players]
        return any(cond.at_least <= n and (cond.at_most is None or n <= cond.at_most) for n in sizes)
    if isinstance(cond, CardTypesInGraveyard):
        types = {"kindred" if t == "tribal" else t for o in graveyard(bv, v.controller) for t in o.card_types}
        return len(types & CARD_TYPES) >= cond.at_least
    if isinstance(cond, ExiledWithSelf):
        return any(state.has_object(c) and state.object(c).zone is Zone.EXILE for c in v.obj.exiled)
    if isinstance(cond, OtherActivatedAbility):
        return _has_other_activated(bv, v)
    if isinstance(cond, TotalPowerAtLeast):
        return sum(o.stat_now(Stat.POWER) for o in bv.battlefield()
                   if o.controller == v.controller and "creature" in o.card_types) >= cond.at_least
    if isinstance(cond, OpponentControls):
        mine = sum(1 for o in bv.battlefield() if o.controller == v.controller and bv.matches(cond.filter, o, v.controller, v.id))
        return any(n >= cond.at_least and (cond.more_than_you is None or n >= mine + cond.more_than_you)
                   for p in state.opponents(v.controller)
                   for n in (sum(1 for o in bv.battlefield()
                                 if o.controller == p and bv.matches(cond.filter, o, v.controller, v.id)),))
    if isinstance(cond, AttackedWith):
        player = state.player(v.controller)
        attacked = player.attacked_with if player.attacked_with is not None else sum(
            1 for o in state.objects if o.attacked_this_turn and o.controller == v.controller)
        return attacked >= cond.at_least
    if isinstance(cond, CreaturesDied):
        return state.turn.creatures_died >= cond.at_least
    if isinstance(cond, OpponentLostLife):
        return any(state.player(p).life_lost > 0 for p in state.opponents(v.controller))
    if isinstance(cond, YourTurn):
        return state.active_player == v.controller
    if isinstance(cond, NotCondition):
        return not condition_holds(bv, v, cond.condition)
    return any(condition_holds(bv, v, c) for c in cond.conditions)  # an AnyCondition


def _has_other_activated(bv: BoardView, v: ObjectView) -> bool:
    """"~ has another activated ability": besides the one asking, ``v`` has an activated ability, a mana ability
    or not (CR 602.1, 605.1a; a second instance of one ability counts, as it is another ability). Raises
    :class:`UnsupportedText` at ``v`` when it has none read but a line the reader did not fully understand, which
    could be one (never guessed)."""
    activated = sum(1 for a in v.abilities if a.kind in (AbilityKind.ACTIVATED, AbilityKind.MANA))
    if activated >= 2:
        return True
    unclear = next((a for a in v.abilities if a.unsupported and a.kind in (AbilityKind.STATIC, AbilityKind.KEYWORD)),
                   None)
    if unclear is not None:
        index = next(i for i, o in enumerate(bv.state.objects) if o.id == v.id)
        raise UnsupportedText(f"{v.obj.name} ({v.id}) has a line that was not understood and could be an activated "
                              f"ability, which \"has another activated ability\" reads (CR 602.1): {unclear.text}",
                              path=f"state.objects[{index}]")
    return False


def _hand_size(state: GameState, player: str) -> int:
    """The cards in ``player``'s hand: those they own there (CR 402.1, 400.3; a hand holds the cards the state
    lists in it)."""
    return sum(1 for o in state.objects if o.zone is Zone.HAND and o.owner == player)


def _controlled(bv: BoardView, f: ObjectFilter, v: ObjectView) -> int:
    """The permanents that fit ``f`` read by ``v``'s controller, counted once per board (kept by the board view:
    a thousand Dark Fortresses ask the same question)."""
    counts = bv.controlled_counts
    key = (f, v.controller, v.id if f.another else None)
    n = counts.get(key)
    if n is None:
        n = counts[key] = sum(1 for o in bv.battlefield() if bv.matches(f, o, v.controller, v.id))
    return n


def has_designation(bv: BoardView, player: str, designation: str) -> bool:
    """Has ``player`` the designation (the state's ``designations``)? The city's blessing also when they control
    ten or more permanents and a permanent with ascend, which gives it at once (CR 702.131b)."""
    if designation in bv.state.player(player).designations:
        return True
    if designation != "city_blessing":
        return False
    theirs = [o for o in bv.battlefield() if o.controller == player]
    return len(theirs) >= 10 and any(
        a.kind is AbilityKind.KEYWORD and (a.keyword or "").lower() == "ascend" for o in theirs for a in o.abilities)


def life_lost_by(bv: BoardView, v: ObjectView, production: ManaProduction) -> int:
    """The life ``v``'s controller loses as ``production`` resolves now (CR 120.3a, 119.3): its ``life_lost`` and
    each rider of ``life_lost_if`` whose condition holds."""
    if not production.life_lost_if:
        return production.life_lost
    return production.life_lost + sum(n for cond, n in production.life_lost_if if condition_holds(bv, v, cond))


def _colors_of(bv: BoardView, v: ObjectView, palette: Palette) -> tuple[ManaType, ...]:
    """Colours of the objects a COLORS_OF palette names: a filter of permanents (or of cards in the controller's
    graveyard), ``"self"`` or ``"exiled"``; each object's colours as layer 5 leaves them, in its zone (CR 105.2,
    613.1e)."""
    source = palette.source
    found: set[str] = set()
    if isinstance(source, ObjectFilter) and palette.in_graveyard:
        # CR 105.2: the colours of the fitting cards in its controller's graveyard.
        found = {c for o in graveyard(bv, v.controller) if bv.fits(source, o)
                 for c in o.colors}
    elif isinstance(source, ObjectFilter):
        found = {c for o in bv.battlefield() if bv.matches(source, o, v.controller, v.id) for c in o.colors}
    elif source == "self":
        found = set(v.colors)
    elif source == "exiled":
        found = {c for cid in v.obj.exiled if cid in bv.views for c in bv.views[cid].colors}
    return tuple(t for t in COLORS if t.value in found)


def graveyard(bv: BoardView, player: str) -> list[ObjectView]:
    """The cards in ``player``'s graveyard: those they own there (CR 404.1, 400.3)."""
    return [bv.views[o.id] for o in bv.state.objects if o.zone is Zone.GRAVEYARD and o.owner == player]


def palette_types(
    bv: BoardView, v: ObjectView, palette: Palette, lookup: CouldProduceLookup | None
) -> tuple[ManaType, ...]:
    """The types one mana of ``palette`` may have; empty when the type is undefined (CR 106.5)."""
    if palette.kind is PaletteKind.TYPES:
        return palette.types
    if palette.kind is PaletteKind.ANY_COLOR:
        return COLORS
    if palette.kind is PaletteKind.COLORS_OF:
        return _colors_of(bv, v, palette)
    if palette.kind is PaletteKind.COMMANDER_IDENTITY:
        return commander_identity(bv, v.controller)
    if palette.kind is PaletteKind.CHOSEN_COLOR:
        return chosen_colors(bv, v, palette.several)
    if lookup is None or palette.source is None:
        return ()
    types = lookup(palette.source, v)
    if palette.colors_only:
        types = frozenset(t for t in types if t.is_color)
    return tuple(t for t in MANA_TYPES if t in types)


#: CR 903.4b: a commander whose colour is chosen before the game begins (The Prismatic Piper, Faceless One).
_COLOR_CHOSEN_BEFORE_GAME = re.compile(r"\bchoose a color before the game begins\b", re.IGNORECASE)
#: Text giving a card a colour identity other than its symbols' (Awoken Nephilim's "has that card's color
#: identity"), which no reader reads.
_HAS_IDENTITY = re.compile(r"\bhas\b[^.]*\bcolor identity\b", re.IGNORECASE)


def commander_identity(bv: BoardView, player: str) -> tuple[ManaType, ...]:
    """The colours of ``player``'s commander's colour identity, in W U B R G order (CR 903.4): of the commanders
    they own (the objects with ``commander_casts``, in any zone: the designation stays with the card, CR 903.3),
    two commanders' combined (CR 702.124c); none when they have no commander (CR 903.4f: undefined, that part of
    the ability does nothing). A commander's identity is its card's as the game began (CR 903.4a: effects don't
    change it; one that entered as a copy of another card keeps its own card's, CR 903.3), with the colour chosen
    before the game for it (CR 903.4b, its ``chosen`` ``color``). Kept per board and player.

    Raises :class:`ChoiceNotGiven` at a commander whose colour chosen before the game the state doesn't give, or
    whose text gives it an identity other than its symbols' (never guessed)."""
    known = bv.commander_identities.get(player)
    if known is not None:
        return known
    found: set[str] = set()
    for index, o in enumerate(bv.state.objects):
        if o.commander_casts is None or o.owner != player:
            continue
        card = o.copier or o.card
        found |= card.identity
        if _HAS_IDENTITY.search(card.oracle_text):
            raise ChoiceNotGiven(f"{card.name} ({o.id}) is {player}'s commander, and its text gives it a colour "
                                 "identity the solver doesn't read (CR 903.4)", path=f"state.objects[{index}]",
                                 object=o.id)
        if _COLOR_CHOSEN_BEFORE_GAME.search(card.oracle_text):
            letter = o.chosen.get("color")
            if letter is None:
                raise ChoiceNotGiven(f"{card.name} ({o.id}) is {player}'s commander, whose colour is chosen before "
                                     "the game begins (CR 903.4b), and the state doesn't say which: give its "
                                     "\"chosen\": {\"color\": \"G\"}", path=f"state.objects[{index}].chosen",
                                     object=o.id)
            found.add(letter)
    identity = bv.commander_identities[player] = tuple(t for t in COLORS if t.value in found)
    return identity


def _open_reading(bv: BoardView, v: ObjectView) -> ChoiceNotGiven:
    """Command Mine's "add two mana of any color in your commander's color identity": whether the two may differ in
    colour no rule says ("any one color" would make them one, "in any combination of colors" any, CR 106.1), so
    with an identity of several colours what it adds is not known (never guessed). What it could produce is (CR
    106.7: each colour of the identity either way)."""
    index = next(i for i, o in enumerate(bv.state.objects) if o.id == v.id)
    return ChoiceNotGiven(f"{v.obj.name} ({v.id}) adds two mana of any colour of a colour identity of several colours, "
                          "and whether the two may differ is not settled by the rules, so no answer is given",
                          path=f"state.objects[{index}]", object=v.id)


class ChoiceNotGiven(UnsupportedText):
    """The mana of an object depends on a choice made as it entered (its colour, CR 105) that the state's ``chosen``
    doesn't give: never guessed. ``object`` is the object whose choice is missing; the path is its ``chosen``."""

    def __init__(self, message: str, *, path: str, object: str) -> None:
        super().__init__(message, path=path)
        self.object = object


def chosen_colors(bv: BoardView, v: ObjectView, several: bool) -> tuple[ManaType, ...]:
    """The colours chosen for ``v`` that its "chosen color" mana may have: for "the chosen color" its ``chosen``
    ``color`` (or ``colors`` holding one colour); for "a chosen color" (``several``) any of its ``colors``, or its
    one ``color``. Empty ``colors`` ("choose up to two colors", none chosen) define no type (CR 106.5). Raises
    :class:`ChoiceNotGiven` when the state gives no choice, or several for "the chosen color"."""
    chosen = v.obj.chosen
    letters = chosen["color"] if "color" in chosen else chosen.get("colors")
    if letters is None or (len(letters) > 1 and not several):
        index = next(i for i, o in enumerate(bv.state.objects) if o.id == v.id)
        want = '{"colors": "WU"}' if several else '{"color": "G"}'
        raise ChoiceNotGiven(f"{v.obj.name} ({v.id}) adds mana of a colour chosen for it, and the state doesn't say "
                             f"which: give its \"chosen\": {want}", path=f"state.objects[{index}].chosen",
                             object=v.id)
    return tuple(t for t in COLORS if t.value in letters)


def active_production(bv: BoardView, v: ObjectView, production: ManaProduction) -> ManaProduction:
    """The production after "instead" riders whose conditions hold (Urza's Tower)."""
    for cond, alt in production.instead:
        if condition_holds(bv, v, cond):
            return active_production(bv, v, alt)
    return production


def _part_bags(n: int, types: tuple[ManaType, ...], combination: bool, representative: bool,
               each: bool = False) -> list[Mana]:
    if n <= 0 or not types:
        return []
    if each:
        return [Mana.of([t for t in types for _ in range(n)])]
    if not combination or representative or len(types) == 1:
        return [Mana.of([t] * n) for t in types]
    return [Mana.of(c) for c in combinations_with_replacement(types, n)]


def base_bags(
    bv: BoardView,
    v: ObjectView,
    production: ManaProduction,
    lookup: CouldProduceLookup | None,
    *,
    representative: bool = False,
    x: int | None = None,
    sacrificed: ObjectView | None = None,
) -> frozenset[Mana]:
    """Every amount of mana one resolution may add, before replacement effects (``x``, ``sacrificed``: as
    :func:`amount_value`).

    With ``representative`` true, a combination part is cut down to its one-type results (enough to know the
    possible *types*, which is all CR 106.7 asks). A recipe with an undefined type adds nothing (CR 106.5).
    Raises :class:`LimitReached` past ``MAX_BAGS`` results.
    """
    production = active_production(bv, v, production)
    out: set[Mana] = set()
    for recipe in production.alternatives:
        choices: list[list[Mana]] = []
        undefined = False
        for part in recipe.parts:
            n = amount_value(bv, v, part.amount, representative=representative, x=x, sacrificed=sacrificed)
            types = palette_types(bv, v, part.palette, lookup)
            if n > 0 and not types and not part.each:
                # CR 106.5; "for each color among ..." with no colour adds no mana, of no undefined type.
                undefined = True
                break
            if n > 1 and len(types) > 1 and part.palette.kind is PaletteKind.COMMANDER_IDENTITY and not representative:
                raise _open_reading(bv, v)
            bags = _part_bags(n, types, part.combination, representative, part.each)
            if bags:
                choices.append(bags)
        if undefined or not choices:
            continue
        for combo in product(*choices):
            total = EMPTY
            for b in combo:
                total = total + b
            if total:
                out.add(total)
            if len(out) > MAX_BAGS:
                raise LimitReached(f"{v.obj.name} ({v.id}) has more than {MAX_BAGS} ways to add mana")
    return frozenset(out)


def _player_ok(e: ActiveEffect[ManaReplacement] | ActiveEffect[TappedForManaTrigger], v: ObjectView) -> bool:
    return e.effect.players is not Players.YOU or v.controller == e.controller


def applicable_replacements(bv: BoardView, v: ObjectView, ability: Ability) -> list[ActiveEffect[ManaReplacement]]:
    """Replacement effects that modify ``v`` being tapped for mana by ``ability`` (CR 106.12b, ruling G3/G5)."""
    if ability.cost is None or not ability.cost.taps:
        return []
    replacements = [cast(ActiveEffect[ManaReplacement], e) for e in bv.effects
                    if isinstance(e.effect, ManaTypeReplacement | ManaAmountMultiplier | ManaCollapse)]
    return [e for e in replacements if _player_ok(e, v) and bv.affected(e, v)]


def _replace_once(bv: BoardView, e: ActiveEffect[ManaReplacement], bag: Mana) -> tuple[Mana, ...]:
    """The mana event ``bag`` once ``e`` has replaced it: one result, or one per colour the player may choose
    ("it produces mana of a color of your choice instead of any other type", Pulse of Llanowar: CR 614.1a)."""
    effect = e.effect
    if isinstance(effect, ManaAmountMultiplier):
        return (Mana(tuple(n * effect.factor for n in bag.counts)),)  # type: ignore[arg-type]
    if isinstance(effect, ManaCollapse):
        return (Mana.of([ManaType(effect.into)]) if bag.total >= effect.min_amount else bag,)
    if effect.into == "any_color":
        return tuple(_retyped(bag, ManaType(c), effect) for c in "WUBRG")
    return (_retyped(bag, ManaType(_into(bv, e)), effect),)


def _retyped(bag: Mana, target: ManaType, effect: ManaTypeReplacement) -> Mana:
    """``bag`` with its mana of other types (other colours, for ``colors_only``) made ``target``."""
    if effect.and_amount:
        # "instead of any other type and amount" (Contamination): exactly one mana of that type.
        return Mana.of([target])
    counts = list(bag.counts)
    moved = 0
    for t in MANA_TYPES:
        if t is target or (effect.colors_only and not t.is_color):
            continue
        moved += counts[TYPE_ORDER[t]]
        counts[TYPE_ORDER[t]] = 0
    counts[TYPE_ORDER[target]] += moved
    return Mana(tuple(counts))  # type: ignore[arg-type]


def _into(bv: BoardView, e: ActiveEffect[ManaReplacement]) -> str:
    """The type letter a type replacement makes: its own, or its source's chosen colour (Hall of Gemstone). Raises
    :class:`ChoiceNotGiven` at the source's ``chosen`` when the state doesn't say which colour (never guessed:
    the replacement would otherwise silently change nothing)."""
    effect = e.effect
    assert isinstance(effect, ManaTypeReplacement)
    if effect.into != "chosen_color":
        return effect.into
    into = bv.state.object(e.source).chosen.get("color", "") if e.source else ""
    if into in ("W", "U", "B", "R", "G"):
        return into
    if e.source is None:
        raise UnsupportedText("an ongoing effect makes mana of a chosen colour, and no object holds the choice",
                              path="state.effects")
    index = next(i for i, o in enumerate(bv.state.objects) if o.id == e.source)
    name = bv.state.object(e.source).name
    raise ChoiceNotGiven(f"{name} ({e.source}) makes mana of the colour chosen for it, and the state doesn't say "
                         "which: give its \"chosen\": {\"color\": \"G\"}", path=f"state.objects[{index}].chosen",
                         object=e.source)


def _effect_key(bv: BoardView, e: ActiveEffect[ManaReplacement]) -> object:
    """What makes two replacement effects act alike on mana: the effect's values (and the chosen colour it reads).
    Six Mana Reflections are one effect six times."""
    chosen = bv.state.object(e.source).chosen.get("color") if e.source and isinstance(
        e.effect, ManaTypeReplacement) else None
    return (e.effect, chosen)


def replaced(bv: BoardView, effects: list[ActiveEffect[ManaReplacement]], bag: Mana) -> frozenset[Mana]:
    """Every result of applying ``effects`` to one mana event in every order its player may choose (CR 616.1,
    ruling G2): at each step one of the effects that apply *now* (those that would change the event: Damping
    Sphere only to two or more mana) is applied, then the choice repeats among the remaining ones that apply to
    the new event (CR 616.1e-f), each effect at most once (CR 614.5), until none applies.

    Identical effects are counted rather than ordered, and the search visits each (mana, effects left) state
    once; past :data:`MAX_REPLACEMENT_STATES` states it raises :class:`LimitReached`.
    """
    if not effects:
        return frozenset((bag,))
    reps: list[ActiveEffect[ManaReplacement]] = []
    index: dict[object, int] = {}
    counts: list[int] = []
    for e in effects:
        k = _effect_key(bv, e)
        if k not in index:
            index[k] = len(reps)
            reps.append(e)
            counts.append(0)
        counts[index[k]] += 1
    out: set[Mana] = set()
    seen: set[tuple[Mana, tuple[int, ...]]] = set()
    stack: list[tuple[Mana, tuple[int, ...]]] = [(bag, tuple(counts))]
    while stack:
        b, left = stack.pop()
        if (b, left) in seen:
            continue
        seen.add((b, left))
        if len(seen) > MAX_REPLACEMENT_STATES:
            raise LimitReached(f"more than {MAX_REPLACEMENT_STATES:,} states of {len(effects)} replacement effects "
                               "on one mana event")
        applied = False
        for i, n in enumerate(left):
            if n:
                options = _replace_once(bv, reps[i], b)
                if options != (b,):
                    # It applies; a choice that leaves the mana as it was still uses the effect up (CR 614.5).
                    applied = True
                    stack.extend((after, left[:i] + (n - 1,) + left[i + 1:]) for after in options)
        if not applied:
            out.add(b)
    return frozenset(out)


def production_options(
    bv: BoardView,
    v: ObjectView,
    ability: Ability,
    lookup: CouldProduceLookup | None,
    *,
    representative: bool = False,
    x: int | None = None,
    sacrificed: ObjectView | None = None,
) -> frozenset[Mana]:
    """What ``ability`` of ``v`` would add now, replacement effects applied in every order; costs ignored (``x``,
    ``sacrificed``: as :func:`amount_value`)."""
    if ability.mana is None:
        return frozenset()
    effects = applicable_replacements(bv, v, ability)
    out: set[Mana] = set()
    for bag in base_bags(bv, v, ability.mana, lookup, representative=representative, x=x, sacrificed=sacrificed):
        out.update(b for b in replaced(bv, effects, bag) if b)
    return frozenset(out)


def triggered_additions(
    bv: BoardView, v: ObjectView, ability: Ability, produced: Mana, lookup: CouldProduceLookup | None
) -> list[tuple[frozenset[Mana], bool]]:
    """For each tapped-for-mana trigger that fires when ``ability`` of ``v`` makes ``produced``, its possible
    additions (CR 106.12a, 605.1b; ruling G4: only when the ability produced mana), and whether the trigger's source
    is snow: the source of the mana a triggered mana ability adds is that ability's source (CR 106.3, 113.7), so it
    is snow mana (CR 107.4h) only when that permanent is (Mana Flare's is not, whatever land was tapped)."""
    if not produced:
        return []
    taps = ability.cost is not None and ability.cost.taps
    out: list[tuple[frozenset[Mana], bool]] = []
    for e in bv.effects_of(TappedForManaTrigger):
        if (e.effect.when_tapped and not taps) or not (_player_ok(e, v) and bv.affected(e, v)):
            continue
        adds = e.effect.adds
        src = bv.view(e.source) if e.source else v
        if e.effect.when_chosen_color and not set(chosen_colors(bv, src, False)) & set(produced.types()):
            continue
        if adds == "same_type":
            out.append((frozenset(Mana.of([t]) for t in produced.types()), src.is_snow))
        elif isinstance(adds, ManaProduction):
            bags = base_bags(bv, src, adds, lookup)
            if bags:
                out.append((bags, src.is_snow))
    return out


def with_triggers(
    bv: BoardView, v: ObjectView, ability: Ability, options: Iterable[Mana], lookup: CouldProduceLookup | None
) -> frozenset[tuple[Mana, Mana, Mana]]:
    """``options`` each plus every combination of the triggered additions it causes, as ``(total, added,
    added_snow)``: ``added`` is the triggered mana abilities' own mana (CR 605.1b), which the ability's spending
    restriction doesn't reach (CR 106.6: it belongs to the mana that ability made; CR 106.6a extends it only to a
    replacement effect's extra mana, which is in ``options`` already); ``added_snow`` the part of ``added`` whose
    trigger's source is snow, the only triggered mana that may pay {S} (CR 106.3, 107.4h)."""
    out: set[tuple[Mana, Mana, Mana]] = set()
    for bag in options:
        adds = triggered_additions(bv, v, ability, bag, lookup)
        for combo in product(*(bags for bags, _snow in adds)):
            added = Mana()
            added_snow = Mana()
            for b, (_bags, snow) in zip(combo, adds):
                added = added + b
                if snow:
                    added_snow = added_snow + b
            out.add((bag + added, added, added_snow))
    return frozenset(out)
