"""A reference payer written from the rules, not from the solver's encoding: it plays the payment out.

It reads the state through the model only (each object's abilities as the board view leaves them, CR 613), and
shares nothing with :func:`mtgsolver.solver.payments.problem.encode_payment` or the backends. Starting from the
player's mana pool and life, it tries every sequence of mana-ability activations (CR 601.2g, 605.3a):

* a mana ability that a permanent's prohibition covers is not activated (CR 602.5, 605.3a: Null Rod; Karn, the Great
  Creator for the opponents of its controller; Arrest on the enchanted permanent; Phyrexian Revoker by chosen name;
  "unless they're mana abilities" spares it); a permanent's cost change adds life or generic mana to a mana
  ability's cost or takes generic mana off it (CR 602.2b, 601.2f: Thran Portal, Blossoming Tortoise; a reduction
  that "can't reduce the mana in that cost to less than one mana" leaves one symbol);
* an activation pays its own cost first: {T} of an untapped permanent, {Q} of a tapped one, neither for a
  summoning-sick creature without haste (CR 302.6, rulings G7, G8); life it has (CR 119.4); energy counters it
  has (CR 107.14); exert, always (CR 701.43b); a counter put on its own permanent, always, and exiling it, once
  (CR 118.3, 122.1); "Activate only once each turn", once, or not at all once the state's ``activated_this_turn``
  has it (CR 602.5b); its mana cost from mana
  already in the pool (CR 601.2g-h), with mana whose spending restriction allows abilities (CR 106.6); a
  permanent to sacrifice that is still there (CR 118.3), or for "Sacrifice X Goats" any set of them, X their number
  (CR 107.3, 605.3a); for "Tap N untapped ... you control", N distinct untapped permanents of the player's that fit
  ("tokens": the state's tokens, CR 111.1), summoning sick or not (CR 302.6 covers only {T} and {Q}), not the one
  its own {T} taps (CR 118.3: a permanent taps once);
* then it resolves at once (CR 605.3b): one of the results of its effect is added, each replacement effect that
  applies (Mana Reflection, Contamination) applied in every order (CR 616.1), tapped-for-mana triggers adding their
  mana (CR 605.1b, 106.12a); damage its own effect deals (a pain land) is dealt now (CR 120.3a), lowering the life
  total before anything is paid later; damage from a separate trigger (City of Brass) waits (CR 605.5a, 603.3);
* at the end the total cost is paid from the pool (CR 601.2h): each symbol with a unit of mana it accepts (CR 107.4),
  Phyrexian symbols with 2 life instead (CR 107.4f, 119.4), {S} with mana from a snow source (CR 107.4h), mana
  with a spending restriction only when the spell (``spend_on``) fits it (CR 106.6); with the query's
  ``pay_with``, also by tapping an untapped creature the player controls for a generic mana or a symbol of one of
  its colours (convoke, CR 702.51a: a hybrid or Phyrexian symbol is each of its colours, CR 107.4e-f; not {C} nor
  {S}), an untapped artifact for a generic mana (improvise, CR 702.126a), or exiling a card from their graveyard
  (other than the spell) for a generic mana (delve, CR 702.66a);
* with the query's ``source``, the cost's own {T} or {Q} is paid then too, from the status the sequence left, in
  any order with convoke's and improvise's taps (CR 601.2h): a source tapped by the sequence (Springleaf Drum's
  "Tap an untapped creature you control") may pay {Q}, and one untapped by its own {Q} ability may pay {T} (CR
  118.3, rulings G7, G8), not a summoning-sick creature without haste (CR 302.6).

Every reachable payment is collected with its identity (contract "What counts as one payment": the activations
with the mana each made and the permanents their costs tapped, the mana taken from the starting pool, the life
paid, the permanents tapped and the number of cards exiled to pay the cost itself); the minimal ones are those from
which no activation, tapped permanent or exiled card can be dropped while the rest, spending no more mana from the
pool and no more life, still pays. Exponential: for the small boards of property tests, with a bound on the states
it explores.

It supports the mana templates of the boards it is used on (fixed amounts, the life total as the ability resolves,
the greatest power or toughness among permanents, the cards in a graveyard, the counters a "Remove any number of"
cost removed; listed types, any colour, the chosen colour or colours, the
colours of permanents or of graveyard cards, what lands could produce) and raises :class:`NotSupported` for
anything else, so a test never compares against a guess.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from itertools import combinations, product

from mtgsolver.model.abilities import (
    Ability,
    AbilityKind,
    ActivationCostChange,
    ActivationProhibition,
    Amount,
    AmountKind,
    ManaAmountMultiplier,
    ManaProduction,
    ManaTypeReplacement,
    PaletteKind,
    Players,
    SpendRestriction,
    TappedForManaTrigger,
)
from mtgsolver.model.costs import (
    EnergyPart,
    ExertPart,
    LeaveSelfPart,
    LifePart,
    ManaPart,
    PutCountersPart,
    RemoveCountersPart,
    SacrificePart,
    TapOthersPart,
    TapPart,
    UntapPart,
)
from mtgsolver.model.filters import Controller, Flag, ObjectFilter
from mtgsolver.model.mana import MANA_TYPES, Mana, ManaCost, ManaType, SymbolKind
from mtgsolver.model.queries import PaymentsQuery, PayWith
from mtgsolver.model.state import GameState, Zone
from mtgsolver.solver.could_produce import could_produce
from mtgsolver.solver.view import BoardView, ObjectView

MAX_STATES = 100_000
COLORS = tuple(t for t in MANA_TYPES if t.is_color)


class NotSupported(Exception):
    """The board holds something the reference payer does not model."""


class TooLarge(Exception):
    """The board has too many states for the reference payer."""


@dataclass(frozen=True, order=True)
class Unit:
    """One mana in the pool: its type, whether a snow source made it, its spending restriction's text (empty for
    none), and whether it was in the pool before the payment began. Or, when ``payer`` is set, a way to pay one
    symbol of the cost itself that is not mana: a creature or artifact to tap (its id), whose colours in
    ``colors`` ("WU") it may pay (convoke) beside generic mana, or a graveyard card to exile (``payer`` "grave")."""

    type: ManaType
    snow: bool = False
    restriction: str = ""
    from_pool: bool = False
    payer: str = ""
    colors: str = ""


#: An activation's identity: object, ability, the mana it made, the objects it sacrificed (ids joined by commas,
#: sorted; "" for none), the objects its cost tapped.
Used = tuple[str, int, str, str, tuple[str, ...]]


@dataclass(frozen=True, order=True)
class Payment:
    """A payment's identity: activations sorted, the mana taken from the starting pool, the life paid, the objects
    the cost itself sacrificed, the permanents tapped to pay it (convoke, improvise) and how many cards were exiled
    from the graveyard to pay it (delve)."""

    activations: tuple[Used, ...]
    pool: str
    life: int
    sacrificed: tuple[str, ...] = ()
    tapped: tuple[str, ...] = ()
    delved: int = 0


@dataclass(frozen=True)
class _Option:
    """One way to activate one mana ability: its object, index, the objects it sacrifices (others, sorted), and the
    mana it adds (before triggers), with the restriction on that mana."""

    object: str
    ability: Ability
    sacrificed: tuple[str, ...]
    made: Mana
    tapped: tuple[str, ...] = ()


@dataclass(frozen=True)
class _Situation:
    pool: tuple[Unit, ...]
    life: int
    life_paid: int
    tapped: frozenset[str]
    gone: frozenset[str]
    used: tuple[Used, ...]
    energy: int = 0


class ReferencePayer:
    """Every minimal payment of ``query.cost`` by ``query.player`` on ``state`` (module docstring)."""

    def __init__(self, state: GameState, query: PaymentsQuery) -> None:
        if query.group_identical:
            raise NotSupported("grouped payments")
        self.state = state
        self.query = query
        self.board = BoardView(state)
        self.player = state.player(query.player)
        cost = query.cost
        if any(not isinstance(p, ManaPart | LifePart | SacrificePart | TapPart | UntapPart) for p in cost.parts) or any(
                p.this for p in cost.sacrifices) or (cost.taps and cost.untaps):
            raise NotSupported(f"cost {cost}")
        if (cost.taps or cost.untaps) != (query.source is not None):
            raise NotSupported("a {T} or {Q} without its source, or a source without one")
        #: The permanent whose own {T} or {Q} the cost has, and which.
        self.own = self.board.view(query.source) if query.source is not None else None
        self.own_taps, self.own_untaps = cost.taps, cost.untaps
        mana = cost.mana.with_x(query.x or 0) if cost.mana.has_x else cost.mana
        self.symbols = _symbols(mana)
        self.final_life = cost.life
        self.final_sacrifices = cost.sacrifices
        self.spend_on = state.object(query.spend_on) if query.spend_on else None
        self.sources = [v for v in self.board.battlefield() if v.controller == query.player]
        self.pay_with = query.pay_with
        self.graveyard = [o.id for o in state.objects if o.zone is Zone.GRAVEYARD and o.owner == query.player
                          and o.id != query.spend_on]
        self.states = 0

    # ---------------------------------------------------------------------------------------------------------------
    # The search over sequences of activations.

    def minimal_payments(self) -> set[Payment]:
        """The minimal payments (module docstring). Raises :class:`NotSupported` or :class:`TooLarge`."""
        found = self.all_payments()
        return {p for p in found if not any(_drops_one(p, q) for q in found)}

    def all_payments(self) -> set[Payment]:
        """Every payment reachable by some sequence of activations."""
        start = _Situation(
            pool=tuple(sorted(Unit(t, from_pool=True) for t in self.player.mana_pool.units())),
            life=self.player.life, life_paid=0,
            tapped=frozenset(v.id for v in self.sources if v.obj.tapped), gone=frozenset(), used=(),
            energy=self.player.counters.get("energy", 0))
        found: set[Payment] = set()
        seen: set[_Situation] = set()
        stack = [start]
        while stack:
            s = stack.pop()
            if s in seen:
                continue
            seen.add(s)
            if len(seen) > MAX_STATES:
                raise TooLarge(f"more than {MAX_STATES} situations")
            found.update(self._final_payments(s))
            for option in self._options(s):
                stack.extend(self._activate(s, option))
        return found

    def _options(self, s: _Situation) -> Iterator[_Option]:
        for v in self.sources:
            if v.id in s.gone:
                continue
            for ability in v.abilities:
                if ability.kind is not AbilityKind.MANA or ability.mana is None or ability.cost is None:
                    continue
                if ability.trigger is not None:
                    continue  # a triggered mana ability (CR 605.1b) is not activated
                if self._forbidden(v, ability) or not self._may_pay_status(v, ability, s):
                    continue
                limit = _uses_allowed(v, ability)
                if limit is not None and sum(1 for u in s.used if u[:2] == (v.id, ability.index)) >= limit:
                    continue
                for sacrificed in self._sacrifices(v, ability, s):
                    for tapped in self._taps(v, ability, s):
                        # It resolves after its own life cost is paid (CR 602.2, 605.3b), with the number of
                        # counters the cost removed (none to all the object has) for "removed this way", or the
                        # number of permanents sacrificed for "Sacrifice X Goats" (CR 107.3).
                        sacrifices_x = any(p.x for p in ability.cost.sacrifices)
                        for removed in [len(sacrificed)] if sacrifices_x else _removed(v, ability):
                            for made in self._results(v, ability, s.life - ability.cost.life, removed):
                                yield _Option(v.id, ability, sacrificed, made, tapped)

    def _activation_statics(self) -> Iterator[tuple[ObjectView, ActivationProhibition | ActivationCostChange]]:
        """Every prohibition and cost change of a permanent on the battlefield, with its permanent."""
        for p in self.board.battlefield():
            for a in p.abilities:
                for effect in a.static:
                    if isinstance(effect, ActivationProhibition | ActivationCostChange):
                        yield p, effect

    def _speaks_of(self, p: ObjectView, effect: ActivationProhibition | ActivationCostChange, v: ObjectView) -> bool:
        """Does ``p``'s prohibition or cost change speak of the permanent ``v``'s abilities?"""
        if effect.chosen_name:
            name = p.obj.chosen.get("name")
            if name is None:
                raise NotSupported("a chosen name the state doesn't give")
            return name == v.obj.name
        if effect.itself:
            return p.id == v.id
        if effect.enchanted:
            return p.obj.attached_to == v.id
        f = effect.affects
        if f is None:
            return True
        if f.extra or f.subtypes or f.supertypes or f.excluded_types or f.another:
            raise NotSupported(f"{p.obj.name}: group {f}")
        if f.controller is Controller.YOU and v.controller != p.controller:
            return False
        if f.controller is Controller.OPPONENT and v.controller == p.controller:
            return False
        ch = v.characteristics()
        return not (f.colors and not f.colors & ch.colors) and bool(f.card_types & ch.card_types)

    def _forbidden(self, v: ObjectView, ability: Ability) -> bool:
        """CR 602.5, 605.3a: does a prohibition that doesn't spare mana abilities cover ``v``'s?"""
        return any(isinstance(e, ActivationProhibition) and not e.except_mana and self._speaks_of(p, e, v)
                   for p, e in self._activation_statics())

    def _changed_cost(self, v: ObjectView, ability: Ability) -> tuple[int, list[_Symbol]]:
        """``(life added, symbols to pay)`` of mana ability ``ability`` of ``v`` under the board's cost changes
        (CR 602.2b, 601.2f): increases first, then reductions of the generic part, those with a floor of one mana
        first (the player's best order)."""
        assert ability.cost is not None
        mana = ability.cost.mana
        generic = sum(s.amount for s in mana.symbols if s.kind is SymbolKind.GENERIC)
        rest = ManaCost(tuple(s for s in mana.symbols if s.kind is not SymbolKind.GENERIC))
        life, floored, plain = 0, 0, 0
        for p, e in self._activation_statics():
            if not isinstance(e, ActivationCostChange) or e.except_mana or not self._speaks_of(p, e, v):
                continue
            if e.your_turn and self.state.active_player != p.controller:
                continue
            if e.activators is not Controller.ANY and (e.activators is Controller.YOU) != (
                    v.controller == p.controller):
                continue
            life += e.life
            if e.generic > 0:
                generic += e.generic
            elif e.floor_one:
                floored += -e.generic
            else:
                plain += -e.generic
        if floored:
            if any(s.kind is SymbolKind.MONO_HYBRID for s in rest.symbols):
                raise NotSupported("a floor of one mana on a {2/W} cost")
            generic = max(generic - floored, min(generic, 1 - len(rest.symbols)))
        generic = max(generic - plain, 0)
        return life, _symbols(rest) + [(frozenset(MANA_TYPES), 0, False, False, True)] * generic

    def _may_pay_status(self, v: ObjectView, ability: Ability, s: _Situation) -> bool:
        assert ability.cost is not None
        parts = ability.cost.parts
        if any(not isinstance(p, ManaPart | LifePart | SacrificePart | TapPart | UntapPart | TapOthersPart)
               and not (isinstance(p, RemoveCountersPart) and p.any_number and taps_once(ability))
               and not isinstance(p, ExertPart | EnergyPart)  # CR 701.43b: it can always be exerted
               # CR 118.3, 122.1: it can always take a counter, and leave the battlefield once while there
               and not isinstance(p, PutCountersPart | LeaveSelfPart)
               for p in parts):
            raise NotSupported(f"{v.obj.name}: cost {ability.cost}")
        taps, untaps = ability.cost.taps, ability.cost.untaps
        if (taps or untaps) and v.is_creature and v.obj.summoning_sick and not v.haste:
            return False  # CR 302.6
        if taps and v.id in s.tapped:
            return False  # ruling G7
        return not (untaps and v.id not in s.tapped)  # ruling G8

    def _sacrifices(self, v: ObjectView, ability: Ability, s: _Situation) -> list[tuple[str, ...]]:
        """The sets of permanents ``ability``'s cost may sacrifice (sorted ids; ``[()]`` when it sacrifices nothing
        else): one that fits, or for "Sacrifice X Goats" any number of them, none to all (CR 107.3)."""
        assert ability.cost is not None
        others = [p for p in ability.cost.sacrifices if not p.this]
        if not others:
            return [()]
        if len(others) > 1 or others[0].count != 1 and not others[0].x:
            raise NotSupported(f"{v.obj.name}: cost {ability.cost}")
        part = others[0]
        fits = sorted(o.id for o in self.board.battlefield()
                      if o.controller == v.controller and o.id not in s.gone and o.id != v.id
                      and (part.filter is None or _fits(part.filter, o)))
        if not part.x:
            return [(o,) for o in fits]
        return [c for n in range(len(fits) + 1) for c in combinations(fits, n)]

    def _taps(self, v: ObjectView, ability: Ability, s: _Situation) -> list[tuple[str, ...]]:
        """The sets of other permanents ``ability``'s "Tap N untapped ... you control" parts may tap now (sorted
        ids; ``[()]`` when it taps none): distinct, untapped, the player's, fitting each part; not ``v`` when its
        own {T} taps it."""
        assert ability.cost is not None
        choices: set[tuple[str, ...]] = {()}
        for part in ability.cost.taps_others:
            fits = [o.id for o in self.sources if o.id not in s.tapped and o.id not in s.gone
                    and not (ability.cost.taps and o.id == v.id)
                    and _fits(part.filter, o)]
            choices = {tuple(sorted(prev + more)) for prev in choices for more in combinations(fits, part.count)
                       if not set(prev) & set(more)}
        return sorted(choices)

    def _activate(self, s: _Situation, option: _Option) -> Iterator[_Situation]:
        """Every situation after activating ``option`` now: its cost paid, then its effect."""
        v = self.board.view(option.object)
        ability = option.ability
        assert ability.cost is not None and ability.mana is not None
        more_life, symbols = self._changed_cost(v, ability)
        life_cost = ability.cost.life + more_life
        if life_cost > max(s.life, 0):
            return  # CR 119.4
        energy = sum(p.count for p in ability.cost.parts if isinstance(p, EnergyPart))
        if energy > s.energy:
            return  # CR 107.14: an energy counter for each {E}
        gone = set(s.gone) | set(option.sacrificed)
        if any(p.this for p in ability.cost.sacrifices) or any(isinstance(p, LeaveSelfPart) for p in ability.cost.parts):
            gone.add(v.id)
        tapped = set(s.tapped) | set(option.tapped)
        if ability.cost.taps:
            tapped.add(v.id)
        if ability.cost.untaps:
            tapped.discard(v.id)
        restriction = ability.mana.restriction
        for pool in _pay_from(s.pool, symbols, lambda u: self._pays_ability(u, v)):
            for own, triggered in self._with_triggers(v, ability, option.made, s.life - life_cost):
                # CR 106.6: the restriction is on the mana this ability made (a replacement effect's extra mana
                # too, CR 106.6a: it is in ``own``); each trigger's mana is that triggered ability's (CR 605.1b),
                # whose source is the trigger's, snow or not as that permanent is (CR 106.3, 107.4h).
                units = [Unit(t, snow=v.is_snow, restriction=_text(restriction)) for t in own.units()]
                units += [Unit(t, snow=snow) for m, snow in triggered for t in m.units()]
                made = Mana.of([*own.units(), *(t for m, _snow in triggered for t in m.units())])
                yield _Situation(
                    pool=tuple(sorted([*pool, *units])),
                    life=s.life - life_cost - ability.mana.life_lost,  # CR 605.3b: its damage is dealt now
                    life_paid=s.life_paid + life_cost,
                    tapped=frozenset(tapped), gone=frozenset(gone),
                    used=tuple(sorted([*s.used, (v.id, ability.index, str(made), ",".join(option.sacrificed),
                                                 option.tapped)])),
                    energy=s.energy - energy,
                )

    # ---------------------------------------------------------------------------------------------------------------
    # What an ability adds.

    def _results(self, v: ObjectView, ability: Ability, life: int, removed: int | None = None) -> set[Mana]:
        """What ``ability`` adds when it resolves with its controller at ``life`` and ``removed`` counters removed by
        its cost, replacement effects applied in every order (CR 616.1)."""
        assert ability.mana is not None and ability.cost is not None
        production = ability.mana
        if production.instead:
            raise NotSupported(f"{v.obj.name}: an 'instead' rider")
        out: set[Mana] = set()
        for recipe in production.alternatives:
            choices = [self._part_results(v, part, life, removed) for part in recipe.parts]
            for combo in product(*choices):
                bag = Mana.of([t for m in combo for t in m.units()])
                out.update(self._replaced(v, ability, bag))
        return {m for m in out if m}

    def _part_results(self, v: ObjectView, part: object, life: int, removed: int | None = None) -> list[Mana]:
        amount, palette, combination = part.amount, part.palette, part.combination  # type: ignore[attr-defined]
        n = self._amount(v, amount, life, removed)
        if combination and n > 1:
            raise NotSupported(f"{v.obj.name}: amount {amount}")
        if palette.kind is PaletteKind.TYPES:
            types: tuple[ManaType, ...] = palette.types
        elif palette.kind is PaletteKind.ANY_COLOR:
            types = COLORS
        elif palette.kind is PaletteKind.CHOSEN_COLOR:
            # "the chosen color" / "a chosen color": the colours the state says were chosen for the object.
            chosen = v.obj.chosen.get("color") or v.obj.chosen.get("colors")
            if chosen is None:
                raise NotSupported(f"{v.obj.name}: no colour chosen")
            types = tuple(ManaType(c) for c in chosen)
        elif palette.kind is PaletteKind.COLORS_OF and palette.in_graveyard:
            # CR 404.1, 105.2: the colours of the fitting cards in its controller's graveyard.
            cards = [o for o in self.state.objects if o.zone is Zone.GRAVEYARD and o.owner == v.controller]
            types = tuple(t for t in COLORS if any(
                t.value in o.card.color_set and palette.source.matches_characteristics(
                    self.board.views[o.id].characteristics()) for o in cards))
        elif palette.kind is PaletteKind.COLORS_OF and palette.source is not None \
                and not isinstance(palette.source, str):
            # CR 105.2: the colours of the permanents described (Reflective Gate: any player's).
            types = tuple(t for t in COLORS if any(
                t.value in o.characteristics().colors for o in self.board.battlefield()
                if self.board.matches(palette.source, o, v.controller, v.id)))
        elif palette.kind is PaletteKind.COULD_PRODUCE and palette.source is not None \
                and not isinstance(palette.source, str):
            # CR 106.7: what the objects described could produce (the fixpoint has its own brute-force test).
            types = tuple(sorted({t for o in self.board.battlefield()
                                  if o.id != v.id or not palette.source.another
                                  if self.board.matches(palette.source, o, v.controller, v.id)
                                  for t in could_produce(self.board, o.id)
                                  if t.is_color or not palette.colors_only}, key=MANA_TYPES.index))
        else:
            raise NotSupported(f"{v.obj.name}: palette {palette.kind}")
        return [Mana.of([t] * n) for t in types] if n > 0 else [Mana()]

    def _amount(self, v: ObjectView, amount: Amount, life: int, removed: int | None = None) -> int:
        """How many mana a part adds as it resolves: a fixed number; "your life total" as it is then (CR 107.1b: 0
        when negative); the greatest power or toughness among the permanents described, printed plus +1/+1 and
        minus -1/-1 counters (CR 208.3, 122.1a; 0 when there are none); a number of graveyard cards."""
        kind = amount.kind
        if kind is AmountKind.FIXED:
            return amount.value
        if kind is AmountKind.LIFE:
            return max(life, 0)
        if kind is AmountKind.X and removed is not None:
            return removed
        filt = amount.filter
        if kind is AmountKind.GRAVEYARD_COUNT and filt is not None:
            # CR 404.1: the fitting cards its controller owns in their graveyard.
            return sum(1 for o in self.state.objects if o.zone is Zone.GRAVEYARD and o.owner == v.controller
                       and filt.matches_characteristics(self.board.views[o.id].characteristics()))
        if kind in (AmountKind.GREATEST_POWER, AmountKind.GREATEST_TOUGHNESS) and filt is not None:
            printed = "power" if kind is AmountKind.GREATEST_POWER else "toughness"
            values = [int(getattr(o.obj.card, printed)) + o.obj.counters.get("+1/+1", 0)
                      - o.obj.counters.get("-1/-1", 0)
                      for o in self.board.battlefield()
                      if self.board.matches(filt, o, v.controller, v.id)]
            return max(values, default=0)
        raise NotSupported(f"{v.obj.name}: amount {amount}")

    def _replaced(self, v: ObjectView, ability: Ability, bag: Mana) -> set[Mana]:
        """``bag`` after the replacement effects that apply, in every order (CR 616.1e-f, 614.5)."""
        assert ability.cost is not None
        effects = [e for e in self.board.effects
                   if isinstance(e.effect, ManaTypeReplacement | ManaAmountMultiplier)
                   and ability.cost.taps and self._applies(e, v)]
        if any(isinstance(e.effect, ManaTypeReplacement) and e.effect.into == "chosen_color" for e in effects):
            raise NotSupported("a replacement into a chosen colour")
        results: set[Mana] = set()

        def rec(current: Mana, left: list[int]) -> None:
            applied = False
            for i in left:
                after = _replace(effects[i].effect, current)
                if after != current:
                    applied = True
                    rec(after, [j for j in left if j != i])
            if not applied:
                results.add(current)

        rec(bag, list(range(len(effects))))
        return results

    def _applies(self, e: object, v: ObjectView) -> bool:
        effect = e.effect  # type: ignore[attr-defined]
        if effect.players is Players.YOU and v.controller != e.controller:  # type: ignore[attr-defined]
            return False
        return self.board.affected(e, v)  # type: ignore[arg-type]

    def _with_triggers(self, v: ObjectView, ability: Ability, made: Mana, life: int
                       ) -> Iterator[tuple[Mana, tuple[tuple[Mana, bool], ...]]]:
        """``made`` with what each tapped-for-mana trigger adds, each trigger's mana apart with whether that
        trigger's source, the source of its mana, is snow (CR 605.1b, 106.3, 106.12a; ruling G4: only when mana was
        made); the triggers resolve with their controller at ``life``."""
        assert ability.cost is not None
        additions: list[list[tuple[Mana, bool]]] = []
        if ability.cost.taps and made:
            for e in self.board.effects:
                if isinstance(e.effect, TappedForManaTrigger) and self._applies(e, v):
                    adds = e.effect.adds
                    source = self.board.view(e.source) if e.source else v
                    if adds == "same_type":
                        additions.append([(Mana.of([t]), source.is_snow) for t in made.types()])
                    elif isinstance(adds, ManaProduction):
                        additions.append([(m, source.is_snow) for m in sorted(
                            {m for recipe in adds.alternatives
                             for combo in product(*[self._part_results(source, p, life) for p in recipe.parts])
                             for m in [Mana.of([t for x in combo for t in x.units()])]}, key=lambda m: m.counts)])
        for combo in product(*additions):
            yield made, combo

    # ---------------------------------------------------------------------------------------------------------------
    # Paying the total cost (CR 601.2h).

    def _pays_ability(self, unit: Unit, v: ObjectView) -> bool:
        """May ``unit`` pay the cost of a mana ability of ``v`` (CR 106.6: restricted mana only if it may pay
        abilities, of sources like ``v`` when it says which)?"""
        if not unit.restriction:
            return True
        r = self._restriction_of(unit)
        if not r.abilities or r.ability_filter is None:
            return r.abilities
        if r.ability_filter.extra:
            raise NotSupported(f"restriction {r.text!r}")
        return r.ability_filter.matches_characteristics(v.characteristics())

    def _pays_final(self, unit: Unit) -> bool:
        """May ``unit`` pay the cost for ``spend_on`` (CR 106.6)?"""
        if not unit.restriction or unit.payer:
            return True
        r = self._restriction_of(unit)
        if self.spend_on is None or r.spell_filter is None:
            return False
        if r.spell_filter.extra:
            raise NotSupported(f"restriction {r.text!r}")
        return r.spell_filter.matches_characteristics(self.board.view(self.spend_on.id).characteristics())

    def _restriction_of(self, unit: Unit) -> SpendRestriction:
        for v in self.sources:
            for a in v.abilities:
                if a.mana is not None and a.mana.restriction is not None and a.mana.restriction.text == \
                        unit.restriction:
                    return a.mana.restriction
        raise NotSupported(f"restriction {unit.restriction!r}")

    def _payers(self, s: _Situation) -> list[Unit]:
        """What may pay the cost itself besides mana, with ``pay_with`` (module docstring): the player's untapped
        creatures (convoke) and artifacts (improvise), and the cards in their graveyard (delve)."""
        out = []
        for v in self.sources:
            # The cost's own {Q} may untap its source before convoke taps it (CR 601.2h); its own {T} can't share it.
            again = self.own is not None and v.id == self.own.id and self.own_untaps
            if v.id in s.tapped and not again or v.id in s.gone:
                continue
            if self.own is not None and v.id == self.own.id and self.own_taps:
                continue
            ch = v.characteristics()
            convoke = PayWith.CONVOKE in self.pay_with and "creature" in ch.card_types
            if convoke or (PayWith.IMPROVISE in self.pay_with and "artifact" in ch.card_types):
                colors = "".join(sorted(c for c in ch.colors if convoke))
                out.append(Unit(ManaType.C, payer=v.id, colors=colors))
        if PayWith.DELVE in self.pay_with:
            out += [Unit(ManaType.C, payer="grave")] * len(self.graveyard)
        return out

    def _final_payments(self, s: _Situation) -> Iterator[Payment]:
        payers = self._payers(s)
        for sacrificed in self._final_sacrifices(s):
            for pool_left, phyrexian in _pay_final(tuple(sorted([*s.pool, *payers])), self.symbols,
                                                   self._pays_final):
                life = phyrexian + self.final_life
                if life and life > s.life:
                    continue  # CR 119.4 (paying 0 life is always possible, CR 119.4b)
                spent = Counter(self.player.mana_pool.units())
                spent.subtract(u.type for u in pool_left if u.from_pool)
                pool = Mana.of([t for t, n in spent.items() for _ in range(n)])
                left = {u.payer for u in pool_left if u.payer and u.payer != "grave"}
                tapped = tuple(sorted(u.payer for u in payers if u.payer != "grave" and u.payer not in left))
                if not self._own_paid(s, tapped):
                    continue
                delved = sum(1 for u in payers if u.payer == "grave") - sum(1 for u in pool_left if u.payer == "grave")
                yield Payment(s.used, str(pool), s.life_paid + life, sacrificed, tapped, delved)

    def _own_paid(self, s: _Situation, tapped: tuple[str, ...]) -> bool:
        """Can the cost's own {T} or {Q} be paid, with ``tapped`` the permanents convoke or improvise tap
        (module docstring)?"""
        v = self.own
        if v is None:
            return True
        if v.id in s.gone or v.is_creature and v.obj.summoning_sick and not v.haste:
            return False  # CR 302.6
        if self.own_taps:
            return v.id not in s.tapped  # ruling G7
        # {Q}: tapped by now, or tapped by convoke first (ruling G8).
        return v.id in s.tapped or v.id in tapped

    def _final_sacrifices(self, s: _Situation) -> Iterator[tuple[str, ...]]:
        if not self.final_sacrifices:
            yield ()
            return
        if len(self.final_sacrifices) > 1 or self.final_sacrifices[0].count != 1:
            raise NotSupported("several sacrifices")
        part = self.final_sacrifices[0]
        for o in self.board.battlefield():
            if o.controller == self.player.id and o.id not in s.gone and (
                    part.filter is None or part.filter.matches_characteristics(o.characteristics())):
                yield (o.id,)


def _fits(filt: ObjectFilter, o: ObjectView) -> bool:
    """Does the permanent ``o`` fit a cost's ``filt``: its types and colours, and "token" when the filter asks for
    one (CR 111.1: the state says which objects are tokens)?"""
    if any(e is not Flag.TOKEN for e in filt.extra):
        raise NotSupported(f"a cost's group {filt}")
    return filt.matches_characteristics(o.characteristics()) and (Flag.TOKEN not in filt.extra or o.obj.is_token)


def _uses_allowed(v: ObjectView, ability: Ability) -> int | None:
    """How many more times ``ability`` of ``v`` may be activated this turn: "Activate only once each turn" allows
    one, none once the state's ``activated_this_turn`` has it (CR 602.5b); ``None``: no limit. Any other
    restriction or activation condition is not supported."""
    if set(ability.restrictions) - {"once_each_turn"} or ability.activation_condition is not None:
        raise NotSupported(f"{v.obj.name}: the restrictions of {ability.text!r}")
    if "once_each_turn" in ability.restrictions:
        return 0 if ability.index in v.obj.activated_this_turn else 1
    return None


def taps_once(ability: Ability) -> bool:
    """Has the ability {T} in its cost, so its object activates it once in a payment (CR 118.3)?"""
    return ability.cost is not None and any(isinstance(p, TapPart) for p in ability.cost.parts)


def _removed(v: ObjectView, ability: Ability) -> list[int | None]:
    """The numbers of counters a "Remove any number of ... counters" cost may remove from ``v``: none to all of
    that kind it has (CR 107.3, 118.3); ``[None]`` for a cost without one."""
    assert ability.cost is not None
    for p in ability.cost.parts:
        if isinstance(p, RemoveCountersPart) and p.any_number:
            return list(range(v.obj.counters.get(p.counter, 0) + 1))
    return [None]


def _text(r: SpendRestriction | None) -> str:
    return "" if r is None else r.text


def _replace(effect: object, bag: Mana) -> Mana:
    """One replacement effect on one mana event, written out from the cards' text (ruling G5)."""
    counts = list(bag.counts)
    if isinstance(effect, ManaAmountMultiplier):
        return Mana(tuple(n * effect.factor for n in counts))  # type: ignore[arg-type]
    assert isinstance(effect, ManaTypeReplacement)
    into = ManaType(effect.into)
    if effect.and_amount:
        return Mana.of([into])
    moved = [t for t in MANA_TYPES if t is not into and (t.is_color or not effect.colors_only)]
    total = sum(counts[MANA_TYPES.index(t)] for t in moved)
    out = [0 if t in moved else n for t, n in zip(MANA_TYPES, counts)]
    out[MANA_TYPES.index(into)] += total
    return Mana(tuple(out))  # type: ignore[arg-type]


# A symbol to pay: the types that pay it, how many generic mana pay it instead (0: none), whether 2 life pays it,
# whether it needs snow mana, whether it is generic.
_Symbol = tuple[frozenset[ManaType], int, bool, bool, bool]


def _symbols(cost: ManaCost) -> list[_Symbol]:
    """Each symbol of ``cost`` as what pays it (CR 107.4), generic mana as one symbol per mana."""
    out: list[_Symbol] = []
    for s in cost.symbols:
        k = s.kind
        if k is SymbolKind.GENERIC:
            out.extend([(frozenset(MANA_TYPES), 0, False, False, True)] * s.amount)
        elif k in (SymbolKind.COLORED, SymbolKind.COLORLESS, SymbolKind.HYBRID, SymbolKind.COLORLESS_HYBRID):
            out.append((frozenset(s.types), 0, False, False, False))
        elif k is SymbolKind.MONO_HYBRID:
            out.append((frozenset(s.types), s.amount, False, False, False))
        elif k in (SymbolKind.PHYREXIAN, SymbolKind.HYBRID_PHYREXIAN):
            out.append((frozenset(s.types), 0, True, False, False))
        elif k is SymbolKind.SNOW:
            out.append((frozenset(MANA_TYPES), 0, False, True, False))
        else:
            raise NotSupported(f"symbol {s}")
    return out


def _pay_from(pool: tuple[Unit, ...], symbols: list[_Symbol], allowed: object) -> Iterator[tuple[Unit, ...]]:
    """Every pool left after paying an activation's mana cost (no life, CR 601.2g)."""
    for left, life in _pay_final(pool, symbols, allowed):
        if life == 0:
            yield left


def _pay_final(pool: tuple[Unit, ...], symbols: list[_Symbol], allowed: object
               ) -> Iterator[tuple[tuple[Unit, ...], int]]:
    """Every ``(pool left, life paid for Phyrexian symbols)`` after paying ``symbols`` from ``pool`` with the
    units ``allowed`` accepts; distinct results only."""
    results: set[tuple[tuple[Unit, ...], int]] = set()

    def rec(i: int, left: Counter[Unit], life: int) -> None:
        if i == len(symbols):
            results.add((tuple(sorted(left.elements())), life))
            return
        types, generic_alt, life_alt, snow, generic = symbols[i]
        for u in list(left):
            if left[u] and allowed(u) and _accepts(u, types, snow, generic):  # type: ignore[operator]
                left[u] -= 1
                rec(i + 1, left, life)
                left[u] += 1
        if life_alt:
            rec(i + 1, left, life + 2)
        if generic_alt:
            for taken in _take(left, generic_alt, allowed):
                rec(i + 1, taken, life)

    rec(0, Counter(pool), 0)
    yield from sorted(results)


def _accepts(u: Unit, types: frozenset[ManaType], snow: bool, generic: bool) -> bool:
    """May ``u`` pay a symbol that ``types`` pay (generic, or snow mana only)? A payer pays generic mana, or, by
    convoke, a coloured symbol of one of its colours (CR 702.51a), never {C} nor {S}."""
    if u.payer:
        return not snow and (generic or any(t.value in u.colors for t in types if t.is_color))
    return u.snow if snow else u.type in types


def _take(left: Counter[Unit], k: int, allowed: object) -> Iterator[Counter[Unit]]:
    """Every pool left after taking any ``k`` allowed units."""
    kinds = sorted(u for u in left if left[u] and allowed(u))  # type: ignore[operator]

    def rec(i: int, k: int, cur: Counter[Unit]) -> Iterator[Counter[Unit]]:
        if k == 0:
            yield cur
            return
        if i == len(kinds):
            return
        for n in range(min(k, cur[kinds[i]]), -1, -1):
            nxt = cur.copy()
            nxt[kinds[i]] -= n
            yield from rec(i + 1, k - n, nxt)

    yield from rec(0, k, left.copy())


def _drops_one(p: Payment, q: Payment) -> bool:
    """Is ``q`` ``p`` with one activation, one tapped permanent or one exiled card dropped, spending no more mana
    from the pool and no more life?"""
    if q.sacrificed != p.sacrificed or q.life > p.life:
        return False
    rest = Counter(p.activations)
    rest.subtract(q.activations)
    untapped = Counter(p.tapped)
    untapped.subtract(q.tapped)
    if any(n < 0 for n in [*rest.values(), *untapped.values()]) or q.delved > p.delved:
        return False
    if rest.total() + untapped.total() + p.delved - q.delved != 1:
        return False
    return all(a >= b for a, b in zip(Mana.parse(p.pool).counts, Mana.parse(q.pool).counts))


def _ids(sacrificed: object) -> str:
    """An activation's ``sacrificed`` (an id, or a list of ids) as :data:`Used` has it."""
    return ",".join(sorted(sacrificed)) if isinstance(sacrificed, list) else str(sacrificed)


def canonical(payment: dict[str, object]) -> Payment:
    """A contract payment (the solver's answer) as a :class:`Payment`."""
    acts = tuple(sorted((str(a["object"]), int(a["ability"]), str(a["produces"]), _ids(a.get("sacrificed", "")),
                         tuple(a.get("tapped", ())))
                        for a in payment["activations"]))  # type: ignore[attr-defined]
    sacrificed = tuple(sorted(payment.get("sacrificed") or ()))  # type: ignore[call-overload]
    tapped = tuple(sorted(payment.get("tapped") or ()))  # type: ignore[call-overload]
    return Payment(acts, str(Mana.parse(str(payment["pool"]))), int(payment["life"]), sacrificed,  # type: ignore[call-overload]
                   tapped, int(payment.get("delved", 0)))  # type: ignore[call-overload]


__all__ = ["NotSupported", "Payment", "ReferencePayer", "TooLarge", "canonical"]
