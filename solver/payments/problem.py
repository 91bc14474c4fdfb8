"""Encoding a payment question as a backend-neutral problem (CR 601.2f-h, 605, 106.6, 107.4, 118, 119.4, 302.6).

``encode_payment(state, query)`` freezes everything a backend needs:

* **Demands** — the cost to pay and each mana ability's own mana cost, as symbol requirements
  (:class:`Requirement`): one mana of one of ``types`` (hybrid halves, CR 107.4e), or ``generic_alt`` generic mana
  instead ({2/W}), or 2 life instead (Phyrexian, CR 107.4f), or one mana of any type from a snow source ({S}, CR
  107.4h); plus a number of generic mana (CR 107.4b).
* **Sources** — classes of objects that can activate mana abilities. Without ``group_identical`` each object is
  its own class; with it, objects that differ only in id (same card, controller, tapped and sick state) share one.
* **Activations** (:class:`Act`) — one mana ability of a class, with its possible results (``options``: amounts
  of mana after replacement effects in every order and tapped-for-mana triggers), its costs, and how often it can
  be used. {T}/{Q} abilities of creatures follow CR 302.6 unless the creature has haste (CR 702.10c). A cost that
  taps other permanents ("Tap two untapped Elves you control") gives one activation per choice of the classes it
  taps (``taps_others``); summoning sickness doesn't stop those (CR 302.6 covers only {T} and {Q}). A cost that
  sacrifices other permanents ("Sacrifice a creature", "Sacrifice X Goats" with X chosen as it is activated, CR
  107.3, 605.3a) gives one activation per choice of the classes it sacrifices from (``sacrifices``), each making
  the mana of its X.
* **Order of tapping and untapping** — a permanent that a payment may both untap (a {Q} mana ability, Pili-Pala's
  "{2}, {Q}: Add one mana of any color", or the cost's own {Q}) and tap (a {T} ability, another cost's "Tap an
  untapped creature you control", convoke, the cost's own {T}) is a *toggling* class (``toggles``, never grouped):
  its status evolves through the payment, each activation paying its costs when it is activated (CR 601.2g-h,
  605.3a, 118.3; rulings G7, G8), so Springleaf Drum may tap an untapped Pili-Pala and Pili-Pala's {Q} then untap
  it. Its events are ordered (:attr:`Act.ordered`); the cost's own {T}/{Q} and the payers' taps come last, after
  every mana ability (CR 601.2g), in any order among themselves (CR 601.2h). Other classes keep their counts:
  {T} at most the untapped members, {Q} the tapped ones.
* **Payers** — with the query's ``pay_with``, ways to pay the cost itself that are not mana (CR 601.2h): convoke
  (tap an untapped creature: {1} or one mana of its colour, CR 702.51a), improvise (tap an untapped artifact: {1},
  CR 702.126a), delve (exile a card from the graveyard: {1}, CR 702.66a). Each is an :class:`Act` with ``pays_as``
  set, whose one use pays one symbol of the cost: a colour it has, or generic mana (:data:`PAYS_GENERIC`).

A payment is then: how many times each (act, option) is used, how much of the pool is spent, and how much life
pays Phyrexian symbols; it must admit an order of activations in which every cost is paid from mana made before.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Hashable, Mapping, Sequence
from functools import lru_cache
from itertools import combinations_with_replacement, count, product
from math import comb, prod

from msgspec import Struct, field
from msgspec.structs import replace
from mtgsolver.model.abilities import (
    Ability,
    AbilityKind,
    ActivationCostChange,
    ActivationProhibition,
    ActivationSpendAs,
    Affecting,
    AmountKind,
    BecomesTappedDamage,
    LifeForMana,
    ManaAmountMultiplier,
    ManaCollapse,
    ManaProduction,
    ManaTypeReplacement,
    PaletteKind,
    SpendRestriction,
    TappedForManaTrigger,
)
from mtgsolver.model.costs import (
    Cost,
    EnergyPart,
    ExileFromHandPart,
    LifePart,
    MoveSelfPart,
    OtherPart,
    RemoveCountersPart,
    SacrificePart,
    TapOthersPart,
    TapPart,
    UntapPart,
)
from mtgsolver.model.errors import BadRequest, LimitReached, UnknownObject, UnsupportedText
from mtgsolver.model.filters import Flag, HasKeyword, ObjectFilter
from mtgsolver.model.mana import MANA_TYPES, TYPE_ORDER, Mana, ManaCost, ManaType, SymbolKind
from mtgsolver.model.patterns import LazyPattern
from mtgsolver.model.queries import PaymentMode, PaymentsQuery, PayWith
from mtgsolver.model.relevance import StaticReach
from mtgsolver.model.state import GameObject, GameState, StackEntry, StackKind, Zone
from mtgsolver.model.xvalue import remove_x_counters, x_about_spend, x_is_exiled_mana_value, x_spend
from mtgsolver.solver import budget
from mtgsolver.solver.activation import activation_cost, prohibition_reasons, timing_reasons, uses_left
from mtgsolver.solver.could_produce import could_produce_on
from mtgsolver.solver.never_guessed import stats_reach
from mtgsolver.solver.production import ChoiceNotGiven, base_bags, life_lost_by, production_options, with_triggers
from mtgsolver.solver.view import BoardView, ObjectView

ALL_TYPES = frozenset(MANA_TYPES)
#: In a payer's ``pays_as`` mask, beside the bits of the colours in W U B R G C order: it may pay generic mana.
PAYS_GENERIC = 1 << 6
#: The most counters a "Remove any number of ... counters" mana ability's object may have for its numbers to be
#: encoded, one result each.
MAX_REMOVED = 100
#: How many choices of the permanents a "Tap N untapped ... you control" cost may tap are encoded as activations;
#: past it the ability is left out and answers it could change are never guessed.
MAX_TAP_CHOICES = 2000
#: The "spend as though" table when no effect changes it: each type pays only itself (CR 106, 609.4b).
IDENTITY_SPEND = tuple(tuple(p == r for r in range(6)) for p in range(6))
#: How many distinct frozen values (mana productions, ability tuples) the per-value caches below hold before they
#: are emptied.
MAX_CACHED = 4096


class TimeUp(Exception):
    """A search ran out of its time limit before it could decide (every backend raises this one)."""


class Requirement(Struct, frozen=True):
    """One kind of symbol in a cost, ``count`` times (see the module docstring)."""

    types: frozenset[ManaType]
    count: int = 1
    generic_alt: int = 0
    life_alt: bool = False
    snow: bool = False


class Demand(Struct, frozen=True):
    """The mana part of one cost: symbol requirements plus ``generic`` mana of any type (CR 107.4b)."""

    requirements: tuple[Requirement, ...] = ()
    generic: int = 0

    @property
    def empty(self) -> bool:
        """No mana to pay."""
        return not self.requirements and self.generic == 0

    @property
    def min_mana(self) -> int:
        """The least mana that can pay it (life paying every Phyrexian symbol)."""
        return self.generic + sum(r.count for r in self.requirements if not r.life_alt)


@lru_cache(maxsize=4096)
def demand_of(cost: ManaCost, life_for: frozenset[ManaType] = frozenset()) -> Demand:
    """Turn mana symbols into requirements (CR 107.4); ``{X}`` must already be replaced (``ManaCost.with_x``).

    ``life_for`` lists types whose one-type symbols may be paid with 2 life instead ("For each {B} in a cost, you
    may pay 2 life rather than pay that mana", K'rrik, Son of Yawgmoth).
    """
    generic = 0
    reqs: Counter[tuple[frozenset[ManaType], int, bool, bool]] = Counter()
    for s in cost.symbols:
        k = s.kind
        if k is SymbolKind.GENERIC:
            generic += s.amount
        elif k is SymbolKind.VARIABLE:
            raise BadRequest(f"{cost} has {s}: give a value of x (CR 107.3a)", path="x")
        elif k in (SymbolKind.COLORED, SymbolKind.COLORLESS):
            reqs[(frozenset(s.types), 0, s.types[0] in life_for, False)] += 1
        elif k in (SymbolKind.HYBRID, SymbolKind.COLORLESS_HYBRID):
            reqs[(frozenset(s.types), 0, False, False)] += 1
        elif k is SymbolKind.MONO_HYBRID:
            reqs[(frozenset(s.types), s.amount, False, False)] += 1
        elif k in (SymbolKind.PHYREXIAN, SymbolKind.HYBRID_PHYREXIAN):
            reqs[(frozenset(s.types), 0, True, False)] += 1
        elif k is SymbolKind.SNOW:
            reqs[(ALL_TYPES, 0, False, True)] += 1
    ordered = sorted(reqs.items(), key=lambda kv: (sorted(TYPE_ORDER[t] for t in kv[0][0]), kv[0][1:]))
    return Demand(
        tuple(Requirement(types, n, alt, life, snow) for (types, alt, life, snow), n in ordered), generic
    )


class Source(Struct, frozen=True):
    """A class of interchangeable objects (one object unless grouped)."""

    index: int
    members: tuple[str, ...]
    untapped: int
    tapped: int
    snow: bool
    can_tap: bool
    #: Cards in the graveyard (delve, CR 702.66a): each use exiles one; ``untapped`` counts them.
    graveyard: bool = False


class Act(Struct, frozen=True):
    """A mana ability of a source class, with what it may add and what it costs (module docstring).

    ``sacrifices`` names, with repetition and sorted, the class of each other permanent one use sacrifices: one
    for "Sacrifice a creature" (Ashnod's Altar), X for "Sacrifice X Goats" (Springjack Pasture, X chosen as it is
    activated, CR 107.3, 605.3a: one activation per choice, its results those of that X), none when it sacrifices
    nothing else. ``max_uses`` bounds how often it is activated
    in one payment. ``trivial`` acts (no mana cost, no other sacrifice) can always be activated first.
    ``life_lost`` is the life each use makes its controller lose by effect, not as a cost (a pain land's damage,
    City of Brass's trigger; CR 120.3a): it counts for the ``least_life`` objective. ``life_lost_now`` is the part
    the ability's own effect takes as it resolves, at once (CR 605.3b: a pain land's damage, not City of Brass's
    trigger, which waits, CR 605.5a): it lowers the life total before the total cost is paid, so life paid for the
    cost (Phyrexian symbols, "Pay N life") must come from what is left (CR 601.2g-h, 119.4).

    ``taps_others`` names, with repetition, the class of each permanent one use taps for a "Tap N untapped ... you
    control" cost (sorted). ``pays_as`` is non-zero for a payer (module docstring): each use takes one member of
    ``source`` (taps it, or exiles the card) and pays one symbol of the cost itself that ``pays_as`` allows (colour
    bits, :data:`PAYS_GENERIC`); its ``options`` is one empty result.

    ``restriction`` (CR 106.6) belongs to the mana the ability itself makes, a replacement effect's extra mana
    included (CR 106.6a); ``pays_final`` and ``pays_abilities`` say whether that mana may pay the cost itself and
    the activations' own costs. ``free`` gives, per result in ``options`` (empty when no result needs it told
    apart), the part of it a tapped-for-mana trigger added: that mana is the triggered mana ability's own (CR
    605.1b), outside the restriction, and pays anything; its source is the trigger's source, not ``source`` (CR
    106.3), so it is snow mana, which alone pays {S} (CR 107.4h), only as far as ``free_snow`` (per result, the part
    of ``free`` whose trigger's source is snow; empty when none is) says. :meth:`parts` splits a result so.
    """

    index: int
    source: int
    ability: int
    options: tuple[Mana, ...]
    demand: Demand
    life: int
    taps: bool
    untaps: bool
    sac_self: bool
    sacrifices: tuple[int, ...]
    max_uses: int
    restriction: SpendRestriction | None
    pays_final: bool
    pays_abilities: bool
    life_lost: int = 0
    life_lost_now: int = 0
    taps_others: tuple[int, ...] = ()
    pays_as: int = 0
    free: tuple[Mana, ...] = ()
    free_snow: tuple[Mana, ...] = ()
    #: Does it tap or untap a member of a toggling class (``PaymentProblem.toggles``), so that where it comes in
    #: the order of activations matters (CR 601.2g, 118.3)?
    ordered: bool = False

    def parts(self, o: int, snow: bool) -> tuple[tuple[Mana, bool, bool, bool], ...]:
        """Result ``o`` as ``(mana, may pay the cost itself, may pay the activations' costs, snow)`` parts, each
        non-empty and with flags of its own: the ability's own mana under its restriction, from its source (snow
        when ``snow``, the class's), then the triggered mana free of it (CR 106.6, 605.1b), snow as far as its
        triggers' sources are (CR 106.3, 107.4h)."""
        bag = self.options[o]
        added = self.free[o] if self.free else Mana()
        added_snow = self.free_snow[o] if self.free_snow else Mana()
        merged: dict[tuple[bool, bool, bool], Mana] = {}
        for part, flags in ((bag - added, (self.pays_final, self.pays_abilities, snow)),
                            (added - added_snow, (True, True, False)), (added_snow, (True, True, True))):
            if part:
                merged[flags] = merged.get(flags, Mana()) + part
        return tuple((part, *flags) for flags, part in merged.items())

    @property
    def final_options(self) -> tuple[Mana, ...]:
        """The mana of each result that may pay the cost itself, the empty ones left out: the whole result, or the
        part triggered mana abilities added when the restriction forbids it (CR 106.6, 605.1b)."""
        if self.pays_final:
            return self.options
        return tuple(dict.fromkeys(b for b in self.free if b))

    @property
    def trivial(self) -> bool:
        """No mana cost, no sacrifice of another object and no toggling class tapped or untapped: ordering never
        matters for it (a permanent it taps can't be used by another activation, before it or after, CR 118.3)."""
        return self.demand.empty and not self.sacrifices and not self.ordered

    @property
    def uses_member(self) -> bool:
        """Does each use take an untapped member of its own class: {T}, or a payer's tap or exile?"""
        return self.taps or self.pays_as != 0


class FinalExtras(Struct, frozen=True):
    """Non-mana parts of the cost being paid: {T}/{Q} of ``source``, life, sacrifices (CR 601.2h)."""

    source_class: int | None = None
    taps: bool = False
    untaps: bool = False
    life: int = 0
    sac_self: bool = False
    sacrifice_classes: tuple[tuple[int, ...], ...] = ()


class PaymentProblem(Struct, frozen=True):
    """Everything a backend needs; see the module docstring. ``spend`` is the "spend as though" table:
    ``spend[produced][required]`` true when mana of type ``produced`` may pay a ``required`` symbol half."""

    player: str
    life: int
    pool: Mana
    demand: Demand
    sources: tuple[Source, ...]
    acts: tuple[Act, ...]
    extras: FinalExtras
    spend: tuple[tuple[bool, ...], ...]
    notes: tuple[str, ...] = field(default=())
    #: ``(object id, cost)`` of the player's mana abilities left out because their cost isn't modelled.
    unmodelled: tuple[tuple[str, str], ...] = field(default=())
    #: ``(message, path)`` of the player's mana abilities left out because their mana reads a choice the state
    #: doesn't give (:class:`solver.production.ChoiceNotGiven`).
    left_out: tuple[tuple[str, str], ...] = field(default=())
    #: The toggling classes (module docstring), each of one permanent: its status follows the order of the
    #: payment's events rather than counts.
    toggles: frozenset[int] = field(default=frozenset())
    #: Whether the mana balance bounded an activation that costs more mana than it makes (:func:`_bound_converters`:
    #: Llanowar Envoy), so that how much of each type the activations could make alone is more than ``acts`` say.
    converters_bounded: bool = False


def life_ok(problem: PaymentProblem, uses: Mapping[tuple[int, int], int], activation_phyrexian: int,
            final_phyrexian: int) -> bool:
    """Can the life of a payment be paid (CR 119.4, 601.2g-h, 605.3b)? The activations' life costs and the life
    paid for Phyrexian symbols of their costs (``activation_phyrexian``) are paid as they are activated, the player
    choosing to activate them before the abilities whose effects take life (pain lands); those effects resolve at
    once and lower the life total; the total cost's life ("Pay N life" and ``final_phyrexian``) is paid last, from
    what is left. Paying 0 life is always possible (CR 119.4b)."""
    costs = sum(problem.acts[a].life * c for (a, _o), c in uses.items()) + activation_phyrexian
    final = problem.extras.life + final_phyrexian
    if costs > problem.life:
        return False
    if final == 0:
        return True
    damage = sum(problem.acts[a].life_lost_now * c for (a, _o), c in uses.items())
    return costs + damage + final <= problem.life


def most_net_mana(pool: Mana, sources: Sequence[Source], acts: Sequence[Act]) -> int | None:
    """An upper bound on the mana the pool and the activations ``acts`` can net toward a cost (what they make
    minus what their own mana costs take, CR 601.2g-h), or None when an activation that neither uses nor sacrifices
    a member of some class nets more than it costs (it could be repeated without a simple bound).

    Each member of a class is used at most once by its {T} and {Q} abilities and by a payer (CR 118.3), for at most
    the best one of them nets; a payer (convoke, improvise, delve) pays one symbol a use (CR 702.51a, 702.126a,
    702.66a). An activation that sacrifices its source or another permanent is used at most once per member of the
    class it sacrifices from (CR 118.3: Ashnod's Altar's "Sacrifice a creature: Add {C}{C}"). An activation that
    needs none of these and makes no more mana than its mana cost takes ("{1}{G}: Add one mana of any color") can't
    add to the total however often it is activated: it nets nothing at best."""
    total = sum(pool.counts)
    by_class: dict[int, list[Act]] = {}
    for a in acts:
        by_class.setdefault(a.source, []).append(a)
    for s in sources:
        per_member = 0
        for a in by_class.get(s.index, ()):
            nets = 1 if a.pays_as else max(b.total for b in a.options) - a.demand.min_mana
            if a.uses_member or a.untaps:
                per_member = max(per_member, nets)
            elif nets > 0 and a.sacrifices:
                total += nets * min(len(sources[c].members) // n for c, n in Counter(a.sacrifices).items())
            elif nets > 0 and a.sac_self:
                total += nets * len(s.members)
            elif nets > 0:
                return None
        total += per_member * len(s.members)
    return total


def _bound_converters(acts: tuple[Act, ...], sources: Sequence[Source], pool: Mana, demand: Demand
                      ) -> tuple[Act, ...]:
    """``acts`` with the uses of each activation that needs no member of its class and costs more mana than it makes
    bounded by the mana balance: every payment spends on the cost and on the activations' own costs only mana the
    pool and the activations make (CR 601.2g-h), so one that falls ``short`` mana a use is used at most (the most
    the rest can net, :func:`most_net_mana`, less the least mana the cost takes) / ``short`` times (Llanowar
    Envoy's "{1}{G}: Add one mana of any color" falls short by one). ``acts`` itself when none changes."""
    if all(a.uses_member or a.untaps for a in acts):
        return acts
    most = most_net_mana(pool, sources, acts)
    if most is None:
        return acts
    slack = max(most - demand.min_mana, 0)
    bounded = list(acts)
    for i, a in enumerate(acts):
        short = a.demand.min_mana - max(b.total for b in a.options)
        if not (a.uses_member or a.untaps) and short > 0 and a.max_uses > slack // short:
            bounded[i] = replace(a, max_uses=slack // short)
    return acts if bounded == list(acts) else tuple(bounded)


def class_counts_ok(problem: PaymentProblem, uses: Mapping[tuple[int, int], int],
                    final_sacrifices: tuple[int, ...] = ()) -> bool:
    """Per class of objects, with ``uses`` counting each (activation, result): {T}, the permanents a cost taps
    ("Tap an untapped creature you control") and the payers' taps (convoke, improvise) or exiled cards (delve) at
    most the untapped members, {Q} the tapped ones (rulings G7, G8), sacrifices at most the members (CR 118.3);
    the payers' taps come after every mana ability (CR 601.2g-h), so they and the mana abilities' sacrifices
    together at most the members (a sacrificed creature can't convoke; the tapped members are the ones to sacrifice
    first); the cost's own {T}, {Q} or "sacrifice this" needs its source, which can't be summoning sick for {T}/{Q}
    (CR 302.6). A toggling class's taps and untaps are not counted: their order decides (:func:`status_ok`)."""
    taps: Counter[int] = Counter()
    untaps: Counter[int] = Counter()
    sacs: Counter[int] = Counter(final_sacrifices)
    paid: Counter[int] = Counter()
    early: Counter[int] = Counter()
    for (a, _o), c in uses.items():
        act = problem.acts[a]
        if act.pays_as:
            paid[act.source] += c
        if act.uses_member:
            taps[act.source] += c
        for cls in act.taps_others:
            taps[cls] += c
        if act.untaps:
            untaps[act.source] += c
        if act.sac_self:
            sacs[act.source] += c
            early[act.source] += c
        for cls in act.sacrifices:
            sacs[cls] += c
            early[cls] += c
    ex = problem.extras
    # Only the classes used, and the cost's own source, can break a count.
    touched = set(taps) | set(untaps) | set(sacs)
    if ex.source_class is not None:
        touched.add(ex.source_class)
    for s in (problem.sources[i] for i in sorted(touched)):
        here = ex.source_class == s.index
        if here and (ex.taps or ex.untaps) and not s.can_tap:
            return False
        if s.index not in problem.toggles and (taps[s.index] + (here and ex.taps) > s.untapped
                                               or untaps[s.index] + (here and ex.untaps) > s.tapped):
            return False
        if sacs[s.index] + (here and (ex.sac_self or ex.taps or ex.untaps)) > len(s.members):
            return False
        if paid[s.index] and paid[s.index] + early[s.index] > len(s.members):
            return False
    return True


def status_events(problem: PaymentProblem, act: Act) -> dict[int, tuple[int, int]]:
    """Per toggling class, the ``(taps, untaps)`` one use of ``act`` makes: its own {T} or {Q}, and the members
    its cost taps ("Tap an untapped creature you control"); empty for a payer, whose tap is the cost's
    (:func:`final_events`)."""
    out: dict[int, tuple[int, int]] = {}
    if act.pays_as:
        return out
    for cls in problem.toggles:
        taps = act.taps_others.count(cls) + (act.taps and act.source == cls)
        untaps = int(act.untaps and act.source == cls)
        if taps or untaps:
            out[cls] = (taps, untaps)
    return out


def final_events(problem: PaymentProblem, uses: Mapping[tuple[int, int], int]) -> dict[int, tuple[int, int]]:
    """Per toggling class, the ``(taps, untaps)`` of paying the cost itself (CR 601.2h): its own {T} or {Q} and
    the payers' taps (convoke, improvise) among ``uses``."""
    ex = problem.extras
    out: dict[int, tuple[int, int]] = {}
    for cls in problem.toggles:
        here = ex.source_class == cls
        taps = int(here and ex.taps) + sum(c for (a, _o), c in uses.items()
                                            if problem.acts[a].pays_as and problem.acts[a].source == cls)
        untaps = int(here and ex.untaps)
        if taps or untaps:
            out[cls] = (taps, untaps)
    return out


def status_ok(problem: PaymentProblem, stages: Sequence[Mapping[int, tuple[int, int]]]) -> bool:
    """Can each toggling class go through ``stages`` (per stage, its ``(taps, untaps)``, in the payment's order)
    from its status in the state? Within a stage its events may come in any order (CR 601.2h), so a stage is
    possible exactly when the permanent ends it tapped or untapped: a tap needs it untapped, an untap tapped
    (CR 118.3, rulings G7, G8), and alternating them from its status ends at most one tap or one untap away."""
    for cls in problem.toggles:
        tapped = problem.sources[cls].tapped
        for stage in stages:
            taps, untaps = stage.get(cls, (0, 0))
            tapped += taps - untaps
            if not 0 <= tapped <= 1:
                return False
    return True


def _restriction_allows(
    bv: BoardView, r: SpendRestriction | None, spend_on: GameObject | None, source: ObjectView,
    ability_of: ObjectView | None = None, kicked: bool | None = None, x_cost: bool = False,
) -> bool:
    """CR 106.6: may mana with restriction ``r`` from ``source`` pay the cost being paid: the cost of ``spend_on``
    (a card or its spell, ``kicked`` or not, ``None`` when that is not known), or else of an activated ability of
    ``ability_of`` (the query's ``source`` on the battlefield)? Without either, what the mana pays for is unknown,
    so restricted mana can't be counted on. A restriction to "costs that contain {X}" reads the cost itself
    (``x_cost``: it has {X}, CR 107.3), whatever it is the cost of.

    :attr:`Flag.CHOSEN_CREATURE_TYPE` in a filter's ``extra`` is the creature type chosen for the source (Cavern of
    Souls); :attr:`Flag.COLORLESS` asks for a colourless spell or permanent (Eldrazi Temple).
    """
    if r is None:
        return True
    if r.x_costs:
        return x_cost
    if spend_on is not None:
        return r.spell_filter is not None and _fits(bv, r.spell_filter, bv.view(spend_on.id), source, kicked)
    if ability_of is not None:
        return r.abilities and (r.ability_filter is None or _fits(bv, r.ability_filter, ability_of, source))
    return False


def _pays_abilities(bv: BoardView, r: SpendRestriction | None, source: ObjectView,
                    payers: Sequence[ObjectView]) -> bool | None:
    """CR 106.6: may mana with restriction ``r`` from ``source`` pay the mana costs of the mana abilities of
    ``payers`` (the objects whose mana abilities have one)? ``None`` when it may pay some and not others ("activate
    abilities of artifacts": a Signet's, not a filter land's), which one flag per activation can't say."""
    if r is None:
        return True
    if r.x_costs:
        # CR 107.3: only a mana ability whose own cost has {X} (none is modelled) could take this mana.
        return None if any(a.cost is not None and a.cost.mana.has_x for v in payers for a in v.abilities) else False
    if not r.abilities:
        return False
    if r.ability_filter is None:
        return True
    fits = {_fits(bv, r.ability_filter, v, source) for v in payers}
    return None if len(fits) > 1 else fits != {False}


def _fits(bv: BoardView, filt: ObjectFilter, target: ObjectView, source: ObjectView,
          kicked: bool | None = None) -> bool:
    """Does ``target`` fit a spending restriction's filter (types, then the ``extra`` conditions it knows)?
    ``kicked`` says whether ``target`` is a kicked spell (CR 702.33d), ``None`` when that is not known."""
    ch = target.characteristics()
    if not filt.matches_characteristics(ch):
        return False
    for extra in filt.extra:
        if isinstance(extra, HasKeyword):
            # "a spell with devoid" (CR 702.114a): a keyword the spell has. Targeting is imported here, by the
            # only restriction that needs it.
            from mtgsolver.solver.targeting import keywords_of

            if (extra.keyword in keywords_of(bv, target.obj)) == extra.negated:
                return False
        elif extra is Flag.KICKED:
            # "kicked spells" (CR 702.33d): a spell whose kicker cost was paid; not known for a card not yet cast.
            if kicked is None:
                raise UnsupportedText(f"{source.obj.name} ({source.id}): its mana pays only kicked spells, and "
                                      f"whether {target.obj.name} is cast kicked is not given, so no answer is given")
            if not kicked:
                return False
        elif extra is Flag.CHOSEN_CREATURE_TYPE:
            chosen = source.obj.chosen.get("creature_type")
            if chosen is None:
                # The type chosen as it entered (Cavern of Souls) is not in the state: never guessed.
                index = next(i for i, o in enumerate(bv.state.objects) if o.id == source.id)
                raise UnsupportedText(f"{source.obj.name} ({source.id}): its mana pays only for the creature type "
                                      "chosen for it, and the state doesn't say which: give its \"chosen\": "
                                      "{\"creature_type\": \"Goblin\"}", path=f"state.objects[{index}].chosen")
            if chosen not in target.subtypes:
                return False
        elif extra is Flag.COLORLESS:
            if ch.colors:
                return False
        elif extra is Flag.MULTICOLORED:  # CR 105.4: two or more colours (Pillar of the Paruns)
            if len(ch.colors) < 2:
                return False
        elif extra is Flag.MONOCOLORED:
            if len(ch.colors) != 1:
                return False
        else:
            # Never guessed: a condition of the restriction this doesn't evaluate could go either way.
            raise UnsupportedText(f"{source.obj.name} ({source.id}): its mana's spending restriction asks for "
                                  f"'{extra}', which is not evaluated, so no answer is given")
    return True


def _spend_table(bv: BoardView, player: str, ability_of: ObjectView | None = None) -> tuple[tuple[bool, ...], ...]:
    """Which produced types may pay which required types (CR 609.4b "spend as though"; Celestial Dawn), and, for
    the activation cost of an ability of ``ability_of``, its own "spend as though" for those costs (Quicksilver
    Elemental's blue mana as mana of any colour). Without such an effect it is :data:`IDENTITY_SPEND`."""
    if not any(e.controller == player for e in bv.spend_rules) and (
            ability_of is None or not bv.effects_of(ActivationSpendAs)):
        return IDENTITY_SPEND
    spend = [[p == r for r in MANA_TYPES] for p in MANA_TYPES]
    for e in bv.spend_rules:
        if e.controller != player:
            continue
        any_color = {ManaType(t) for t in e.effect.as_any_color}
        others_colorless = e.effect.others_as_colorless
        for p in MANA_TYPES:
            if p in any_color:
                for r in MANA_TYPES:
                    if r.is_color:
                        spend[TYPE_ORDER[p]][TYPE_ORDER[r]] = True
            elif others_colorless:
                spend[TYPE_ORDER[p]] = [r is ManaType.C for r in MANA_TYPES]
    if ability_of is not None:
        for a in bv.effects_of(ActivationSpendAs):
            if a.controller == player and bv.affected(a, ability_of):
                for t in a.effect.as_any_color:
                    for r in MANA_TYPES:
                        if r.is_color:
                            spend[TYPE_ORDER[ManaType(t)]][TYPE_ORDER[r]] = True
    return tuple(tuple(r) for r in spend)


#: Tokens standing for frozen values (a card, a tuple of abilities) in group keys: equal values get one token, found
#: by the value's id while the value is held here (hashing a card or its abilities whole is slow), else by value.
#: Tokens are never reused, so two values with one token are equal.
_TOKEN_BY_ID: dict[int, tuple[Hashable, int]] = {}
_TOKEN_BY_VALUE: dict[Hashable, int] = {}
_NEW_TOKENS = count()


def _token(value: Hashable) -> int:
    """The token of a frozen ``value`` (:data:`_TOKEN_BY_ID`)."""
    hit = _TOKEN_BY_ID.get(id(value))
    if hit is not None and hit[0] is value:
        return hit[1]
    token = _TOKEN_BY_VALUE.get(value)
    if token is None:
        token = _TOKEN_BY_VALUE[value] = next(_NEW_TOKENS)
    _TOKEN_BY_ID[id(value)] = (value, token)
    return token


def _forget_tokens() -> None:
    """Empty the tokens when they have grown past :data:`MAX_CACHED`; called before a board's classes are formed,
    never while, so that equal objects of one board get equal tokens."""
    if len(_TOKEN_BY_ID) > MAX_CACHED or len(_TOKEN_BY_VALUE) > MAX_CACHED:
        _TOKEN_BY_ID.clear()
        _TOKEN_BY_VALUE.clear()


def group_key(bv: BoardView, v: ObjectView) -> tuple[object, ...]:
    """What must agree for two objects to be interchangeable (contract: "differ only in id"); the card and the
    abilities by :func:`_token`; power and toughness as the layers leave them, which a sacrifice may read ("the
    sacrificed creature's power", CR 608.2h)."""
    o = v.obj
    return (
        _token(o.card),
        o.controller,
        o.owner,
        o.tapped,
        o.summoning_sick,
        tuple(sorted(o.chosen.items())),
        tuple(sorted(o.counters.items())),
        o.attached_to,
        o.x,
        o.exiled,
        o.is_token,
        o.entered_this_turn,
        o.activated_this_turn,
        o.activated_earlier,
        o.attacked_this_turn,
        o.solved,
        v.characteristics().colors,
        v.card_types,
        v.subtypes,
        v.supertypes,
        v.haste,
        v.power,
        v.toughness,
        _token(v.abilities),
        tuple(sorted(e.source or "" for e in bv.effects
                     if isinstance(e.effect, Affecting) and e.effect.enchanted and bv.affected(e, v))),
    )


def _x_from_text(state: GameState, source: GameObject | None, ability: Ability | None) -> int | None:
    """CR 107.3c: X defined by the text, e.g. "X is the mana value of the exiled card" (rulings S4: the sum of
    the mana values of the cards ``source`` exiled; read by :func:`model.xvalue.x_is_exiled_mana_value`)."""
    if source is None or ability is None or not x_is_exiled_mana_value(ability.text):
        return None
    total = 0
    for cid in source.exiled:
        card = state.object(cid).card
        total += card.mana_cost.mana_value if card.mana_cost is not None else 0
    return total


def _max_uses(cost: Cost, src: Source, life: int, demand_size: int, counters: Mapping[str, int],
              may_untap: bool = False) -> int:
    """How often one ability of class ``src`` (each member with ``counters``) may be activated in one payment;
    with ``may_untap`` (its permanent has a {Q} mana ability), {T} and {Q} don't bound it here: the payment's order
    does (:func:`_status_caps`)."""
    bound = demand_size
    for part in cost.counters_removed:
        # CR 118.3: each activation removes counters the object has (members of a class have the same ones);
        # "any number of" them may be none.
        if not part.any_number:
            bound = min(bound, len(src.members) * (counters.get(part.counter, 0) // part.count))
    if cost.taps and not may_untap:
        bound = min(bound, src.untapped)
    if cost.untaps and not may_untap:
        bound = min(bound, src.tapped)
    if cost.sacrifices and any(p.this for p in cost.sacrifices) or cost.exiles_from_hand:
        bound = min(bound, len(src.members))
    if cost.life:
        bound = min(bound, life // cost.life)
    return max(bound, 0)


class _ActTemplate(Struct, frozen=True):
    """What an activation is, whatever the cost being paid: the query adds how often and for what it may pay."""

    source: int
    ability: int
    view: ObjectView
    cost: Cost
    demand: Demand
    options: tuple[Mana, ...]
    sac_self: bool
    sacrifices: tuple[int, ...]
    restriction: SpendRestriction | None
    life_lost: int
    life_lost_now: int
    production: ManaProduction
    taps_others: tuple[int, ...] = ()
    #: Per result, the part tapped-for-mana triggers added, outside ``restriction`` (``Act.free``).
    free: tuple[Mana, ...] = ()
    #: Per result, the part of ``free`` whose trigger's source is snow (``Act.free_snow``).
    free_snow: tuple[Mana, ...] = ()
    #: How many more times the class's members may activate it now: this turn (CR 602.5b) and with the energy
    #: counters its controller has (CR 107.14); ``None`` for no limit.
    uses_left: int | None = None


def _makes_nothing(cost: Cost, v: ObjectView) -> bool:
    """Is an ability with this (unmodelled) cost useless now: "Remove X storage counters from this land" with no
    such counter makes X = 0 (Calciform Pools, CR 107.3; read by :func:`model.xvalue.remove_x_counters`)?"""
    for text in (*(p.text for p in cost.others), *(p.text for p in cost.counters_removed)):
        kind = remove_x_counters(text)
        if kind is not None and v.obj.counters.get(kind, 0) == 0:
            return True
    return False


class BoardActs(Struct, frozen=True):
    sources: tuple[Source, ...]
    class_of: dict[str, int]
    views: list[ObjectView]
    templates: tuple[_ActTemplate, ...]
    #: ``(object id, cost)`` of mana abilities left out because the solver doesn't model their cost.
    unmodelled: tuple[tuple[str, str], ...] = ()
    #: ``(message, path)`` of mana abilities left out because their mana reads a choice the state doesn't give.
    left_out: tuple[tuple[str, str], ...] = ()


def _battlefield_sources(bv: BoardView, views: list[ObjectView], group: bool, source: str | None) -> list[Source]:
    """The classes of ``views`` (the player's permanents): interchangeable permanents form one class when
    ``group``, except the cost's own ``source`` and a permanent with a {Q} mana ability, whose status may change
    both ways during a payment (module docstring); untapped members first."""
    classes: dict[tuple[object, ...], list[ObjectView]] = {}
    for v in views:
        alone = not group or v.id == source or _untaps_for_mana(v)
        classes.setdefault((v.id,) if alone else group_key(bv, v), []).append(v)
    sources: list[Source] = []
    for members in classes.values():
        members = [m for m in members if not m.obj.tapped] + [m for m in members if m.obj.tapped]
        v0 = members[0]
        tapped = sum(1 for m in members if m.obj.tapped)
        # CR 302.6, 702.10c: a creature's {T}/{Q} abilities need it under control since the turn began, or haste.
        can_tap = not (v0.is_creature and v0.obj.summoning_sick and not v0.haste)
        sources.append(Source(len(sources), tuple(m.id for m in members), len(members) - tapped, tapped, v0.is_snow,
                              can_tap))
    return sources


def _hand_sources(bv: BoardView, player: str, group: bool, first: int) -> list[Source]:
    """Cards in ``player``'s hand whose mana ability exiles them from there (Elvish Spirit Guide, CR 113.6m): one
    use each. Their classes are numbered from ``first``."""
    hand: dict[tuple[object, ...], list[ObjectView]] = {}
    for o in bv.state.objects:
        v = bv.views[o.id]
        if o.zone is Zone.HAND and o.owner == player and any(
                a.mana is not None and a.cost is not None and a.cost.exiles_from_hand for a in v.abilities):
            hand.setdefault(group_key(bv, v) if group else (v.id,), []).append(v)
    return [Source(first + i, tuple(m.id for m in members), len(members), 0, members[0].is_snow, True)
            for i, members in enumerate(hand.values())]


def _modelled_cost(ability: Ability, src: Source, v: ObjectView, in_hand: bool,
                   unmodelled: list[tuple[str, str]], reads_stats: Callable[[], bool]) -> Cost | None:
    """The cost of ``ability`` when it is a mana ability the solver uses now (else None): a cost it doesn't model
    is added to ``unmodelled``, unless it is useless now. A {T} ability of a tapped permanent, or a {Q} ability of
    an untapped one, is kept when the permanent has a {Q} mana ability: the payment may untap it first, or tap it
    (CR 601.2g, 118.3). A counter that changes power or toughness put or removed as the cost (Wall of Roots'
    -0/-1, Haruspex's +1/+1 counters, CR 122.1a) is modelled only while no mana ability ``reads_stats`` says reads
    power or toughness: the solver takes those as they are before the payment."""
    if ability.mana is None or ability.cost is None or ability.trigger is not None or ability.unsupported:
        return None
    acost = ability.cost
    if acost.exiles_from_hand != in_hand or not in_hand and ability.functions_in is not None:
        # CR 113.6, 113.6m: it works only in the hand (Elvish Spirit Guide) or the graveyard (Jack-o'-Lantern).
        return None
    if acost.others or acost.mana.symbols and acost.mana.has_x:
        if not _makes_nothing(acost, v):
            unmodelled.append((v.id, str(acost)))
        return None
    if (acost.taps or acost.untaps) and not src.can_tap:
        return None
    if (acost.taps and src.untapped == 0 and not acost.untaps or acost.untaps and src.tapped == 0) \
            and not _untaps_for_mana(v):
        return None
    sac_other = [p for p in acost.sacrifices if not p.this] if acost.sacrifices else []
    if len(sac_other) > 1 or any(p.count != 1 and not p.x for p in sac_other) or any(p.x for p in sac_other) and (
            acost.counters_removed or acost.mana.has_x):
        # One sacrifice of another permanent, or X of them with no other X to choose (CR 107.3).
        unmodelled.append((v.id, str(acost)))
        return None
    changed = [p.counter for p in acost.counters_put] + [
        p.counter for p in acost.counters_removed if v.obj.counters.get(p.counter, 0)]
    if any(_PT_COUNTER.match(c) for c in changed) and reads_stats():
        unmodelled.append((v.id, str(acost)))
        return None
    if acost.counters_removed and any(p.any_number for p in acost.counters_removed) and (
            not acost.taps or len(acost.counters_removed) > 1
            or any(v.obj.counters.get(p.counter, 0) > MAX_REMOVED for p in acost.counters_removed)):
        # One number chosen per activation of a permanent that taps once (CR 118.3), within a bound.
        if not _makes_nothing(acost, v):
            unmodelled.append((v.id, str(acost)))
        return None
    return acost


#: A counter that changes power and toughness (CR 122.1a): "+1/+1", "-0/-1".
_PT_COUNTER = LazyPattern(r"^[+-]\d+/[+-]\d+$")


def removed_choices(cost: Cost, v: ObjectView) -> list[int | None]:
    """The numbers of counters an activation of ``v`` may remove for the cost's "Remove any number of ...
    counters" part, none to all it has (CR 107.3, 118.3): ``[None]`` when the cost has no such part."""
    part = next((p for p in cost.counters_removed if p.any_number), None)
    if part is None:
        return [None]
    return list(range(v.obj.counters.get(part.counter, 0) + 1))


def _templates(
    bv: BoardView, player: str, views: list[ObjectView], sources: list[Source],
    class_of: dict[str, int], on_battlefield: int, life_for: frozenset[ManaType], time_limit: float,
) -> tuple[list[_ActTemplate], list[tuple[str, str]], list[tuple[str, str]]]:
    """The activations of the sources' mana abilities (one per ability and class it sacrifices from), the
    ``(object id, cost)`` of the mana abilities whose cost the solver doesn't model, and the ``(message, path)`` of
    those whose mana reads a choice the state doesn't give. What other permanents could produce is read from the
    board's could-produce fixpoint (CR 106.7)."""

    def lookup(src: ObjectFilter | str, view: ObjectView) -> frozenset[ManaType]:
        if isinstance(src, str):
            return frozenset(could_produce_on(bv).types(view.id))
        return could_produce_on(bv).group_types(src, view)

    # City of Brass: the life its own trigger takes each time it becomes tapped (CR 120.3a), by object.
    damage_of: dict[str | None, int] = {}
    for e in bv.effects_of(BecomesTappedDamage):
        damage_of[e.source] = damage_of.get(e.source, 0) + e.effect.amount

    templates: list[_ActTemplate] = []
    unmodelled: list[tuple[str, str]] = []
    unknown: list[tuple[str, str]] = []
    energy = bv.state.player(player).counters.get("energy", 0)
    end = budget.deadline(time_limit)
    # Looked for once per board: an effect that could change what a mana ability adds (a replacement effect, CR
    # 106.12b; a tapped-for-mana trigger, CR 106.12a), what it costs (CR 602.2b) or whether it may be activated (CR
    # 602.5). Without one, an ability whose mana reads nothing of the board adds what its text says.
    changes_mana = bool(bv.effects_of(TappedForManaTrigger)) or any(
        isinstance(e.effect, ManaTypeReplacement | ManaAmountMultiplier | ManaCollapse) for e in bv.effects)
    cost_changes = bool(bv.effects_of(ActivationCostChange))
    prohibitions = bool(bv.effects_of(ActivationProhibition))
    no_priority = bv.state.turn.step.without_priority is not None

    @lru_cache(maxsize=1)
    def reads_stats() -> bool:
        return StaticReach.POWER in stats_reach(bv, player)

    for src in sources:
        if budget.passed(end):
            raise LimitReached(f"the mana abilities of {player}'s {len(sources)} kinds of sources were not all read "
                               f"within the time limit ({time_limit} s, or the request's)", path="time_limit")
        v = bv.views[src.members[0]]
        in_hand = src.index >= on_battlefield
        for ability in v.abilities:
            acost = _modelled_cost(ability, src, v, in_hand, unmodelled, reads_stats)
            if acost is None or ability.mana is None:
                continue
            # CR 605.3a, 602.5, 602.5b: a mana ability may be activated while a cost is paid, but only within its
            # own restrictions (whose turn, the step, its condition, how often each turn) and when no prohibition
            # covers it (Null Rod); it costs what the board's cost changes make it cost (CR 602.2b: Thran Portal).
            left = uses_left(v, ability)
            if left == 0 or (no_priority if _untimed(ability) else timing_reasons(bv.state, bv, v, ability)) \
                    or prohibitions and prohibition_reasons(bv, v, ability):
                continue
            if cost_changes:
                acost = activation_cost(bv, v, ability)
            life_now = life_lost_by(bv, v, ability.mana)
            targets = _sacrifice_choices(bv, acost, v, player, views, sources, class_of)
            tap_choices = _tap_choices(bv, acost, src, v, player, views, sources, class_of)
            if tap_choices is None or targets is None or len(targets) * len(tap_choices) > MAX_TAP_CHOICES:
                unmodelled.append((v.id, str(acost)))
                continue
            fixed = None if changes_mana else _fixed_options(bv, v, ability.mana)
            demand = demand_of(acost.mana, life_for)
            options: tuple[Mana, ...]
            free: tuple[Mana, ...]
            free_snow: tuple[Mana, ...]
            sacrifices_x = bool(acost.sacrifices) and any(p.x for p in acost.sacrifices)
            for target, tapped in ((t, c) for t in targets for c in tap_choices):
                if fixed is not None and not sacrifices_x:
                    options, free, free_snow = fixed, (), ()
                else:
                    sacrificed_view = bv.views[sources[target[0]].members[0]] if len(target) == 1 else None
                    # CR 107.3: "Sacrifice X Goats" makes X the number sacrificed; else X is a number of counters
                    # removed.
                    xs: Sequence[int | None] = [len(target)] if sacrifices_x else removed_choices(acost, v)

                    def act_lookup(src_: ObjectFilter | str, view: ObjectView,
                                   _s: ObjectView | None = sacrificed_view) -> frozenset[ManaType]:
                        if isinstance(src_, str):
                            return frozenset(could_produce_on(bv).types(_s.id)) if _s is not None else frozenset()
                        return lookup(src_, view)

                    try:
                        options, free, free_snow = _results(bv, v, ability, src.snow, act_lookup, xs,
                                                            sacrificed_view)
                    except ChoiceNotGiven as e:
                        unknown.append((e.message, e.path or ""))
                        continue
                if not options:
                    continue
                templates.append(_ActTemplate(
                    source=src.index,
                    ability=ability.index,
                    view=v,
                    cost=acost,
                    demand=demand,
                    options=options,
                    sac_self=bool(acost.sacrifices) and any(p.this for p in acost.sacrifices) or acost.exiles_from_hand
                    or acost.leaves_self,
                    sacrifices=target,
                    restriction=ability.mana.restriction,
                    free=free,
                    free_snow=free_snow,
                    life_lost=life_now + (damage_of.get(v.id, 0) if acost.taps else 0),
                    life_lost_now=life_now,
                    production=ability.mana,
                    uses_left=_uses_allowed(left, len(src.members), acost, energy),
                    taps_others=tapped,
                ))
    unknown += _life_read_after_change(bv, templates, life_for)
    paying = [t for t in templates if t.cost.energy]
    most = sum(min(sources[t.source].untapped if t.cost.taps else energy, energy // t.cost.energy) * t.cost.energy
               for t in paying)
    if len(paying) > 1 and most > energy:
        # CR 107.14: several activations drawing on the same energy counters, more than there are; the encoding
        # bounds each alone.
        templates = [t for t in templates if not t.cost.energy]
        v = paying[0].view
        index = next(i for i, o in enumerate(bv.state.objects) if o.id == v.id)
        message = (f"{v.obj.name} ({v.id}) and another mana ability pay with the same energy counters, which the "
                   "solver does not share out, so no answer is given")
        unknown.append((message, f"state.objects[{index}]"))
    return templates, unmodelled, unknown


def _untimed(ability: Ability) -> bool:
    """Is ``ability`` a mana ability without timing restrictions, activation condition or loyalty cost, so that
    only a step in which no player gets priority keeps it from being activated (:func:`timing_reasons`)?"""
    return (ability.kind is AbilityKind.MANA and not ability.restrictions and not ability.loyalty
            and ability.activation_condition is None)


def _results(bv: BoardView, v: ObjectView, ability: Ability, snow: bool,
             lookup: Callable[[ObjectFilter | str, ObjectView], frozenset[ManaType]], xs: Sequence[int | None],
             sacrificed: ObjectView | None = None) -> tuple[tuple[Mana, ...], tuple[Mana, ...], tuple[Mana, ...]]:
    """``(options, free, free_snow)`` of one activation of ``ability`` of ``v`` (:class:`_ActTemplate`) for each
    value of X in ``xs`` (:func:`removed_choices`, or the number of permanents sacrificed: CR 107.3), with
    ``sacrificed`` the permanent its cost sacrifices, whose mana value or power its amount may read (CR 118.3,
    608.2h): its results
    after replacement effects (CR 106.12b, 616.1) and tapped-for-mana triggers (CR 106.12a, 605.1b), in
    :func:`_bag_order`, with the parts told apart that pay differently (:func:`_told_apart`). Raises
    :class:`ChoiceNotGiven`."""
    assert ability.mana is not None
    opts = frozenset().union(*(production_options(bv, v, ability, lookup, x=x, sacrificed=sacrificed) for x in xs))
    made = with_triggers(bv, v, ability, opts, lookup)
    told_apart = {_told_apart(r, ability.mana.restriction is not None, snow) for r in made if r[0]}
    results = list(told_apart) if len(told_apart) < 2 else sorted(
        told_apart, key=lambda r: tuple(_bag_order(b) for b in r))
    options = tuple(b for b, _added, _snow in results)
    free = tuple(added for _b, added, _snow in results) if any(added for _b, added, _snow in results) else ()
    free_snow = tuple(snow for _b, _added, snow in results) if any(snow for _b, _added, snow in results) else ()
    return options, free, free_snow


#: :func:`_fixed_options` by the id of the production, with the production itself (kept, so its id isn't reused).
_FIXED: dict[int, tuple[ManaProduction, tuple[Mana, ...] | None]] = {}


def _reads_nothing(production: ManaProduction) -> bool:
    """Does ``production`` add what its text alone says: no "instead" rider, fixed amounts of listed types or of
    any colour (CR 106.1, 106.5)?"""
    return not production.instead and all(
        part.amount.kind is AmountKind.FIXED and part.palette.kind in (PaletteKind.TYPES, PaletteKind.ANY_COLOR)
        for recipe in production.alternatives for part in recipe.parts)


def _fixed_options(bv: BoardView, v: ObjectView, production: ManaProduction) -> tuple[Mana, ...] | None:
    """What ``production`` adds, in :func:`_bag_order`, when that is its text's alone (:func:`_reads_nothing`);
    else None. Without a replacement effect or a
    tapped-for-mana trigger on the board (the caller's check) these are :func:`_results`' options, and it adds no
    other part. A production is a frozen value, so its options are kept across boards."""
    hit = _FIXED.get(id(production))
    if hit is not None and hit[0] is production:
        return hit[1]
    options = tuple(sorted(base_bags(bv, v, production, None), key=_bag_order)) if _reads_nothing(production) else None
    if len(_FIXED) >= MAX_CACHED:
        _FIXED.clear()
    _FIXED[id(production)] = (production, options)
    return options


def _uses_allowed(left: int | None, members: int, cost: Cost, energy: int) -> int | None:
    """How many more times a class of ``members`` may activate an ability now, ``None`` for no limit: its uses
    left this turn, ``left`` each (CR 602.5b), and the energy counters its controller has to pay (CR 107.14)."""
    if left is None and not cost.energy:
        return None
    bounds = [] if left is None else [left * members]
    if cost.energy:
        bounds.append(energy // cost.energy)
    return min(bounds, default=None)


#: :func:`_reads_life` by the id of the production, with the production (kept, so its id isn't reused).
_READS_LIFE: dict[int, tuple[ManaProduction, bool]] = {}


def _reads_life(production: ManaProduction) -> bool:
    """Does the amount of ``production`` (or of an "instead" rider) read its controller's life total ("where X is
    your life total", Sanctum of the Sun)? Kept per production (a frozen value)."""
    hit = _READS_LIFE.get(id(production))
    if hit is not None and hit[0] is production:
        return hit[1]
    reads = any(part.amount.kind is AmountKind.LIFE
                for p in (production, *(alt for _c, alt in production.instead))
                for recipe in p.alternatives for part in recipe.parts)
    if len(_READS_LIFE) >= MAX_CACHED:
        _READS_LIFE.clear()
    _READS_LIFE[id(production)] = (production, reads)
    return reads


def _life_read_after_change(bv: BoardView, templates: list[_ActTemplate], life_for: frozenset[ManaType]
                            ) -> list[tuple[str, str]]:
    """The ``(message, path)`` of a mana ability whose amount is its controller's life total as it resolves while
    another of the player's mana abilities changes that total first: a life cost (CR 119.4), a Phyrexian symbol
    paid with life (CR 107.4f), damage its own effect deals (CR 605.3b, 120.3a). The player may activate it
    first (CR 601.2g), so its mana at the present life total is what it can make at most, and a payment found
    with it stands; but activated after such an ability it makes less, payments the encoding doesn't list."""
    readers = [t for t in templates if _reads_life(t.production)]
    if not readers:
        return []
    phyrexian = (SymbolKind.PHYREXIAN, SymbolKind.HYBRID_PHYREXIAN)
    for t in templates:
        if t.cost.life or t.life_lost_now or (life_for and t.cost.mana) \
                or any(sym.kind in phyrexian for sym in t.cost.mana.symbols):
            v = readers[0].view
            index = next(i for i, o in enumerate(bv.state.objects) if o.id == v.id)
            message = (f"{v.obj.name} ({v.id}) makes mana equal to its controller's life total as it resolves, and "
                       f"{t.view.obj.name} ({t.view.id}) changes that total when activated first: the payments of "
                       "that order are not listed, so no answer is given")
            return [(message, f"state.objects[{index}]")]
    return []


def _told_apart(result: tuple[Mana, Mana, Mana], restricted: bool, snow: bool) -> tuple[Mana, Mana, Mana]:
    """A ``(total, added, added_snow)`` result of :func:`with_triggers` with only the parts kept apart that pay
    differently (:meth:`Act.parts`), so that results that pay alike are one: the triggered mana is apart from the
    ability's own when the ability's is restricted (CR 106.6, 605.1b) or, as far as its snow differs from the
    source's (``snow``), to tell which mana pays {S} (CR 106.3, 107.4h); ``(total, Mana(), Mana())`` when nothing
    needs telling apart."""
    total, added, added_snow = result
    if restricted:
        return result
    if snow:
        return total, added - added_snow, Mana()
    return total, added_snow, added_snow


def _sacrifice_choices(bv: BoardView, cost: Cost, v: ObjectView, player: str, views: list[ObjectView],
                       sources: list[Source], class_of: dict[str, int]) -> list[tuple[int, ...]] | None:
    """Every choice of the classes whose permanents one activation's sacrifice of other permanents takes (sorted,
    with repetition; ``[()]`` without such a part): one class for "Sacrifice a creature", and for "Sacrifice X
    Goats" every number from none to all the Goats (CR 107.3, 605.3a), each class at most its members (CR 118.3:
    a permanent is sacrificed once). ``None`` past :data:`MAX_TAP_CHOICES`."""
    part = next((p for p in cost.sacrifices if not p.this), None)
    if part is None:
        return [()]
    eligible = sorted({class_of[o.id] for o in views
                       if part.filter is None or bv.matches(part.filter, o, player, v.id)})
    if not part.x:
        return [(c,) for c in eligible]
    if prod(len(sources[c].members) + 1 for c in eligible) > MAX_TAP_CHOICES:
        return None
    return [tuple(c for c, n in zip(eligible, counts) for _ in range(n))
            for counts in product(*(range(len(sources[c].members) + 1) for c in eligible))]


def _tap_choices(bv: BoardView, cost: Cost, src: Source, v: ObjectView, player: str, views: list[ObjectView],
                 sources: list[Source], class_of: dict[str, int]) -> list[tuple[int, ...]] | None:
    """Every choice of the classes whose permanents one activation's "Tap N untapped ... you control" parts tap
    (sorted, with repetition; ``[()]`` without such a part): each class at most its untapped members, one fewer
    for the ability's own class when it has {T} (CR 118.3: a permanent taps once), or, for a permanent with a {Q}
    mana ability, which the payment may untap first, its members. ``None`` past :data:`MAX_TAP_CHOICES`."""
    if not cost.taps_others:
        return [()] if not cost.taps or _tappable(bv, src) >= 1 else []
    choices: list[tuple[int, ...]] = [()]
    for part in cost.taps_others:
        eligible = sorted({class_of[o.id] for o in views if bv.matches(part.filter, o, player, v.id)})
        if comb(len(eligible) + part.count - 1, part.count) * len(choices) > MAX_TAP_CHOICES:
            return None
        choices = [tuple(sorted(prev + more)) for prev in choices
                   for more in combinations_with_replacement(eligible, part.count)]
    out = []
    for choice in dict.fromkeys(choices):
        need = Counter(choice)
        if cost.taps:
            need[src.index] += 1
        if all(n <= _tappable(bv, sources[c]) for c, n in need.items()):
            out.append(choice)
    return out


#: :func:`_untaps_for_mana` by the id of an object's abilities (a tuple of frozen values), with the tuple (kept, so
#: its id isn't reused).
_UNTAPPERS: dict[int, tuple[tuple[Ability, ...], bool]] = {}


def _untaps_for_mana(v: ObjectView) -> bool:
    """Has ``v`` a mana ability with {Q} (Pili-Pala)? Untapped by it, a permanent could then be tapped again by
    another cost or a payer (module docstring, toggling classes)."""
    abilities = v.abilities
    hit = _UNTAPPERS.get(id(abilities))
    if hit is not None and hit[0] is abilities:
        return hit[1]
    untaps = any(a.mana is not None and a.cost is not None and a.cost.untaps for a in abilities)
    if len(_UNTAPPERS) >= MAX_CACHED:
        _UNTAPPERS.clear()
    _UNTAPPERS[id(abilities)] = (abilities, untaps)
    return untaps


def _tappable(bv: BoardView, src: Source) -> int:
    """How many members of ``src`` one activation may tap at most: its untapped ones, or every one when its
    permanent has a {Q} mana ability (a payment may untap it first, CR 601.2g)."""
    return len(src.members) if _untaps_for_mana(bv.views[src.members[0]]) else src.untapped


def _board_acts(
    bv: BoardView, player: str, group: bool, source: str | None, life_for: frozenset[ManaType], time_limit: float
) -> BoardActs:
    """Classes and mana abilities of ``player``'s permanents, computed once per board (and grouping); raises
    :class:`LimitReached` when the query's ``time_limit`` (or the request's) runs out first."""
    key = (player, group, source, life_for)
    hit = bv.payment_boards.get(key)
    if hit is not None:
        return hit
    if not _fixpoint_idle(bv):
        # The fixpoint first, as every question on the board sees it (its errors are never guessed).
        could_produce_on(bv)
    _forget_tokens()
    views = [v for v in bv.battlefield() if v.controller == player]
    sources = _battlefield_sources(bv, views, group, source)
    on_battlefield = len(sources)
    sources += _hand_sources(bv, player, group, on_battlefield)
    class_of = {m: s.index for s in sources for m in s.members}
    templates, unmodelled, unknown = _templates(bv, player, views, sources, class_of, on_battlefield, life_for,
                                                time_limit)
    # CR 113.6m: a mana ability that functions in its owner's graveyard (Jack-o'-Lantern's "{1}, Exile this card
    # from your graveyard: Add one mana of any color.") or in their hand other than by exiling it from there (the
    # hand sources above) works there: not modelled.
    unmodelled += [(o.id, str(a.cost)) for o in bv.state.objects if o.owner == player and o.zone is not Zone.BATTLEFIELD
                   for a in bv.views[o.id].abilities
                   if a.mana is not None and a.cost is not None and not a.cost.exiles_from_hand
                   and a.functions_in is not None and o.zone in a.functions_in.zones]
    board = BoardActs(tuple(sources), class_of, views, tuple(templates), tuple(dict.fromkeys(unmodelled)),
                      tuple(dict.fromkeys(unknown)))
    bv.payment_boards[key] = board
    return board


#: :func:`_fixed_abilities` by the id of an object's abilities, with the tuple (kept, so its id isn't reused).
_FIXED_ABILITIES: dict[int, tuple[tuple[Ability, ...], bool]] = {}


def _fixed_abilities(v: ObjectView) -> bool:
    """Does each mana ability of ``v`` add what its text alone says (:func:`_reads_nothing`)?"""
    abilities = v.abilities
    hit = _FIXED_ABILITIES.get(id(abilities))
    if hit is not None and hit[0] is abilities:
        return hit[1]
    fixed = all(_reads_nothing(a.mana) for a in abilities if a.mana is not None)
    if len(_FIXED_ABILITIES) >= MAX_CACHED:
        _FIXED_ABILITIES.clear()
    _FIXED_ABILITIES[id(abilities)] = (abilities, fixed)
    return fixed


def _fixpoint_idle(bv: BoardView) -> bool:
    """Can the board's could-produce fixpoint neither fail nor be read by a payment: no replacement effect on mana
    (CR 106.12b) and only mana abilities, in every zone, that add what their text alone says (no "could produce"
    palette, CR 106.7, no count, choice or condition)? Then it is built only if a later question asks."""
    return not any(isinstance(e.effect, ManaTypeReplacement | ManaAmountMultiplier | ManaCollapse)
                   for e in bv.effects) and all(_fixed_abilities(v) for v in bv.views.values())


def _acts(bv: BoardView, board: BoardActs, life: int, demand_size: int, spend_on: GameObject | None,
          ability_of: ObjectView | None = None, kicked: bool | None = None, x_cost: bool = False
          ) -> tuple[tuple[Act, ...], tuple[tuple[str, str], ...]]:
    """The activations of a board for one cost size, life total and spell (``kicked`` or not; or ability source)
    to pay for, the cost having {X} or not (``x_cost``); and, as unmodelled, the restricted mana that may pay some of the mana abilities' costs and not
    others (:func:`_pays_abilities`), which is then kept from paying any of them."""
    acts: list[Act] = []
    unmodelled: list[tuple[str, str]] = []
    payers = [t.view for t in board.templates if not t.demand.empty]
    for t in board.templates:
        max_uses = _max_uses(t.cost, board.sources[t.source], life, demand_size, t.view.obj.counters,
                             _untaps_for_mana(t.view))
        for cls, n in Counter(t.sacrifices).items():
            # Each use sacrifices n more members of the class (CR 118.3: you can't sacrifice twice).
            max_uses = min(max_uses, len(board.sources[cls].members) // n)
        if t.uses_left is not None:
            max_uses = min(max_uses, t.uses_left)
        for cls, n in Counter(t.taps_others).items() if t.taps_others else ():
            # Each use taps n more untapped members of the class, and one for its own {T} (CR 118.3).
            max_uses = min(max_uses, _tappable(bv, board.sources[cls]) // (n + (t.cost.taps and cls == t.source)))
        if max_uses <= 0:
            continue
        pays_abilities = _pays_abilities(bv, t.restriction, t.view, payers)
        if pays_abilities is None:
            assert t.restriction is not None
            why = f"its mana's restriction {t.restriction.text!r} lets it pay some mana abilities' costs, not others"
            unmodelled.append((t.view.id, why))
        acts.append(Act(
            index=len(acts),
            source=t.source,
            ability=t.ability,
            options=t.options,
            demand=t.demand,
            life=t.cost.life,
            taps=t.cost.taps,
            untaps=t.cost.untaps,
            sac_self=t.sac_self,
            sacrifices=t.sacrifices,
            max_uses=max_uses,
            restriction=t.restriction,
            pays_final=_restriction_allows(bv, t.restriction, spend_on, t.view, ability_of, kicked, x_cost),
            pays_abilities=bool(pays_abilities),
            life_lost=t.life_lost,
            life_lost_now=t.life_lost_now,
            taps_others=t.taps_others,
            free=t.free,
            free_snow=t.free_snow,
        ))
    return tuple(acts), tuple(unmodelled)


def _payers(bv: BoardView, board: BoardActs, pay_with: frozenset[PayWith], player: str, spend_on: GameObject | None,
            first: int, demand_size: int) -> tuple[tuple[Source, ...], tuple[Act, ...]]:
    """The payers of ``pay_with`` (module docstring), numbered from ``first``; the graveyard's class for delve
    (every card in ``player``'s graveyard but the spell's own, one class: which cards are exiled is not part of a
    payment, only how many, CR 702.66a). A permanent with a {Q} mana ability may pay even when tapped: the payment
    may untap it first (CR 601.2g-h; a toggling class, module docstring). Convoke: a creature pays generic mana or a symbol of one of its colours
    (CR 702.51a: a hybrid or Phyrexian symbol is of its colours, CR 107.4e-f); improvise and delve pay generic
    mana (CR 702.126a, 702.66a). None of them is {T}, so summoning sickness doesn't matter (CR 302.6)."""
    acts: list[Act] = []
    extra: list[Source] = []

    def payer(source: int, uses: int, mask: int) -> Act:
        return Act(index=first + len(acts), source=source, ability=-1, options=(Mana(),), demand=Demand(), life=0,
                   taps=False, untaps=False, sac_self=False, sacrifices=(), max_uses=min(uses, demand_size),
                   restriction=None, pays_final=True, pays_abilities=False, pays_as=mask)

    for s in board.sources:
        v = bv.views[s.members[0]]
        if v.obj.zone is not Zone.BATTLEFIELD:
            continue
        mask = 0
        if PayWith.CONVOKE in pay_with and v.is_creature:
            mask |= PAYS_GENERIC | sum(1 << TYPE_ORDER[ManaType(c)] for c in v.characteristics().colors)
        if PayWith.IMPROVISE in pay_with and "artifact" in v.card_types:
            mask |= PAYS_GENERIC
        if mask and _tappable(bv, s):
            acts.append(payer(s.index, _tappable(bv, s), mask))
    if PayWith.DELVE in pay_with:
        cards = tuple(o.id for o in bv.state.objects if o.zone is Zone.GRAVEYARD and o.owner == player
                      and (spend_on is None or o.id != spend_on.id))
        if cards:
            extra.append(Source(len(board.sources), cards, len(cards), 0, False, False, graveyard=True))
            acts.append(payer(extra[0].index, len(cards), PAYS_GENERIC))
    return tuple(extra), tuple(acts)


def encode_payment(bv: BoardView, q: PaymentsQuery) -> PaymentProblem:
    """Build the :class:`PaymentProblem` for ``q``.

    Raises :class:`UnknownObject` (path ``player``, ``spend_on``, ``source``) and :class:`BadRequest` (a {T}
    or {Q} or "this" sacrifice without ``source``; {X} without ``x``; a cost part the solver does not model).
    """
    state = bv.state
    try:
        player = state.player(q.player)
    except UnknownObject as e:
        raise e.at("player") from None
    spend_on = _resolve_spend_on(state, q.spend_on)
    source_obj = None
    if q.source is not None:
        try:
            source_obj = state.object(q.source)
        except UnknownObject as e:
            raise e.at("source") from None

    cost = q.cost
    for part in cost.parts:
        if isinstance(part, OtherPart | TapOthersPart | MoveSelfPart) or isinstance(part, SacrificePart) and part.x:
            # Tapping other permanents and sacrificing X of them are modelled in mana abilities' costs, not yet in
            # the cost being paid.
            raise UnsupportedText(f"the cost part {part.text!r} is not one the solver models", path="cost")
    if cost.exiles_from_hand:
        # CR 113.6m: only a card in its owner's hand can be exiled from there; nothing else to pay for it.
        if source_obj is None or source_obj.zone is not Zone.HAND:
            raise BadRequest("the cost exiles its source from the hand: give `source`, a card in the hand",
                             path="source")
        cost = Cost(tuple(p for p in cost.parts if not isinstance(p, ExileFromHandPart)))
    pays_energy = cost.energy > 0
    if pays_energy:
        # CR 107.14: the player's energy counters, checked before any mana (missing_counters).
        cost = Cost(tuple(p for p in cost.parts if not isinstance(p, EnergyPart)))
    if cost.counters_removed:
        # The counters are the source's own resources, checked before any mana (answer_payments, CR 118.3).
        if source_obj is None:
            raise BadRequest("the cost removes counters from its source: give `source`", path="source")
        cost = Cost(tuple(p for p in cost.parts if not isinstance(p, RemoveCountersPart)))
    mana = cost.mana
    # CR 107.3: the cost contains {X} as given, or as the spell's mana cost has it (its X already a number here).
    x_cost = mana.has_x or (spend_on is not None and spend_on.card.mana_cost is not None
                            and spend_on.card.mana_cost.has_x)
    if any(s.kind is SymbolKind.VARIABLE and s.letter == "Y" for s in mana.symbols):
        raise UnsupportedText(f"{cost} has {{Y}}, whose value is chosen apart from X's (CR 107.3p); a request can "
                              "give only x", path="cost")
    if mana.has_x:
        x = q.x
        ability = _ability_with_cost(bv, source_obj, q.cost)
        if x is None:
            x = _x_from_text(state, source_obj, ability)
        if x is None:
            raise BadRequest(f"{cost} has {{X}}: give a value of x (CR 107.3a)", path="x")
        mana = mana.with_x(x, (_x_spend_of(bv, source_obj, ability) or _spell_x_spend(spend_on)) if x else ())
    life_for = frozenset(
        e.effect.type for e in bv.effects_of(LifeForMana) if e.controller == q.player
    )
    demand = demand_of(mana, life_for)
    if (cost.taps or cost.untaps or any(p.this for p in cost.sacrifices)) and source_obj is None:
        raise BadRequest("the cost taps, untaps or sacrifices its source: give `source`", path="source")

    # Deciding (check) or finding one payment (best) never depends on which of two identical objects is used, so
    # those modes always group; listing (all) groups only when asked (contract, group_identical).
    group = q.group_identical or q.mode is not PaymentMode.ALL
    board = _board_acts(bv, q.player, group, q.source, life_for, q.time_limit)
    if pays_energy and any(t.cost.energy for t in board.templates):
        raise UnsupportedText(f"{q.cost} pays energy counters that a mana ability of {q.player}'s pays with too, "
                              "which the solver does not share out", path="cost")
    demand_size = demand.min_mana + sum(r.count for r in demand.requirements if r.life_alt) + 4
    # Every activation's uses are bounded by the cost's size (a class of six Mountains taps at most ``demand_size``
    # of them), so the activations are kept per size.
    kicked = _spell_kicked(state, q, spend_on)
    acts_key = (q.player, group, q.source, life_for, q.spend_on, kicked, player.life, demand_size, x_cost)
    hit = bv.payment_acts.get(acts_key)
    # Without spend_on, a cost with a source on the battlefield is one of its activated abilities' costs; spend_on
    # naming an activated ability on the stack pays for an ability of that ability's source (CR 106.6, 602.2b).
    ability_of = (bv.view(source_obj.id) if spend_on is None and source_obj is not None
                  and source_obj.zone is Zone.BATTLEFIELD else _activated_source(bv, q.spend_on))
    if hit is None:
        hit = bv.payment_acts[acts_key] = _acts(bv, board, player.life, demand_size, spend_on, ability_of, kicked,
                                                x_cost)
    acts, unmodelled = hit
    extra_sources: tuple[Source, ...] = ()
    if q.pay_with:
        extra_sources, payers = _payers(bv, board, q.pay_with, q.player, spend_on, len(acts), demand_size)
        acts += payers
    sources = board.sources + extra_sources
    unbounded = acts
    acts = _bound_converters(acts, sources, player.mana_pool, demand)
    converters_bounded = acts is not unbounded
    class_of = board.class_of
    views = board.views

    extras = _final_extras(bv, q, cost, source_obj, class_of, views)
    toggles, unordered = _toggling(sources, acts, extras)
    # A permanent that could be untapped, tapped and sacrificed keeps its counts (each tapped or untapped once): a
    # payment found so stands, one that needs it otherwise is not listed.
    why = "{Q}, whose untapping lets another cost tap it again before it is sacrificed"
    unmodelled += tuple((sources[c].members[0], why) for c in sorted(unordered))
    acts = _status_caps(sources, acts, extras, toggles)
    spend = _spend_table(bv, q.player, ability_of)
    return PaymentProblem(
        player=q.player,
        # CR 119.4, 119.4b: life can be paid up to the life total, and 0 life always, even below 0.
        life=max(player.life, 0),
        pool=player.mana_pool,
        demand=demand,
        sources=tuple(sources),
        acts=acts,
        extras=extras,
        spend=spend,
        unmodelled=board.unmodelled + unmodelled,
        left_out=board.left_out,
        toggles=toggles,
        converters_bounded=converters_bounded,
    )


def _toggling(sources: Sequence[Source], acts: Sequence[Act], extras: FinalExtras
              ) -> tuple[frozenset[int], frozenset[int]]:
    """``(toggles, unordered)``: the classes a payment may both tap and untap (module docstring), and among them
    those it may also sacrifice, which are left to their counts (not toggling). Each is one permanent: a {Q}
    ability's permanent, or the cost's own source, is never grouped."""
    taps: set[int] = set()
    untaps: set[int] = set()
    sacrificed: set[int] = {c for classes in extras.sacrifice_classes for c in classes}
    for a in acts:
        if a.uses_member and not sources[a.source].graveyard:
            taps.add(a.source)
        taps.update(a.taps_others)
        if a.untaps:
            untaps.add(a.source)
        if a.sac_self:
            sacrificed.add(a.source)
        sacrificed.update(a.sacrifices)
    if extras.source_class is not None:
        if extras.taps:
            taps.add(extras.source_class)
        if extras.untaps:
            untaps.add(extras.source_class)
        if extras.sac_self:
            sacrificed.add(extras.source_class)
    both = taps & untaps
    return frozenset(both - sacrificed), frozenset(both & sacrificed)


def _status_caps(sources: Sequence[Source], acts: Sequence[Act], extras: FinalExtras, toggles: frozenset[int]
                 ) -> tuple[Act, ...]:
    """The activations with their uses bounded by the status of the permanents they tap or untap (CR 118.3,
    rulings G7, G8), renumbered, those that can't be used left out, and those that tap or untap a toggling class
    :attr:`Act.ordered`. A class that doesn't toggle taps at most its untapped members and untaps at most its
    tapped ones; a toggling one taps at most once more than it may be untapped, and the other way round."""
    taps: Counter[int] = Counter()
    untaps: Counter[int] = Counter()
    # Per activation, the classes one use taps members of, and how many of each.
    tapped = [Counter(_tapped(a)).items() if a.taps_others else ((a.source, 1),) if a.uses_member else ()
              for a in acts]
    for a, classes in zip(acts, tapped):
        for c, n in classes:
            taps[c] += n * a.max_uses
        if a.untaps:
            untaps[a.source] += a.max_uses
    if extras.source_class is not None:
        taps[extras.source_class] += extras.taps
        untaps[extras.source_class] += extras.untaps
    out: list[Act] = []
    for a, classes in zip(acts, tapped):
        uses = a.max_uses
        for c, n in classes:
            s = sources[c]
            uses = min(uses, (s.untapped + untaps[c] if c in toggles else s.untapped) // n)
        if a.untaps:
            s = sources[a.source]
            uses = min(uses, s.tapped + taps[a.source] if a.source in toggles else s.tapped)
        if uses > 0:
            ordered = bool(toggles) and (not a.pays_as and (a.untaps or a.taps) and a.source in toggles or bool(
                toggles.intersection(a.taps_others)))
            unchanged = uses == a.max_uses and a.index == len(out) and ordered == a.ordered
            out.append(a if unchanged else replace(a, index=len(out), max_uses=uses, ordered=ordered))
    return tuple(out)


def _tapped(a: Act) -> list[int]:
    """The classes one use of ``a`` takes an untapped member of, with repetition: its own for {T} or a payer's
    tap (or, for delve, a card to exile), and those its cost taps."""
    return ([a.source] if a.uses_member else []) + list(a.taps_others)



def _bag_order(b: Mana) -> tuple[int, ...]:
    return tuple(-n for n in b.counts)


def _x_spend_of(bv: BoardView, source: GameObject | None, ability: Ability | None) -> tuple[ManaType, ...]:
    """The mana types that may pay X of ``source``'s ``ability`` (Crypt Rats' "{X}: ... Spend only black mana on X.",
    CR 107.3, 601.2f-h; :func:`model.xvalue.x_spend`); any when empty. Raises :class:`UnsupportedText` (at
    ``source``) when the cost paid is none of ``source``'s abilities' and one of them restricts the mana for X, or
    the restriction is not understood."""
    if source is None:
        return ()
    try:
        if ability is not None:
            return x_spend(ability.text) or ()
        if any(x_spend(a.text) for a in bv.view(source.id).abilities):
            raise UnsupportedText(f"{source.name} ({source.id}) has an ability whose X may be paid only with some "
                                  "mana, and the cost is none of its abilities' costs: which X it pays is not known")
    except UnsupportedText as e:
        raise e.at("source") from None
    return ()


def _spell_x_spend(spend_on: GameObject | None) -> tuple[ManaType, ...]:
    """The mana types that may pay X of the spell ``spend_on`` (Consume Spirit's "Spend only black mana on X.", CR
    107.3, 601.2f-h); any when empty. Raises :class:`UnsupportedText` (at ``spend_on``) when its text says
    something else about the mana spent on X that is not understood (Emblazoned Golem)."""
    if spend_on is None:
        return ()
    from mtgsolver.model.casting import casting_text

    text = casting_text(spend_on.card)
    if any(x_about_spend(line) for line in text.unread):
        raise UnsupportedText(f"{spend_on.name} ({spend_on.id}): a sentence about the mana spent on X was not "
                              f"understood: {next(line for line in text.unread if x_about_spend(line))}",
                              path="spend_on")
    return text.x_spend


def _ability_with_cost(bv: BoardView, source: GameObject | None, cost: Cost) -> Ability | None:
    if source is None:
        return None
    for a in bv.view(source.id).abilities:
        if a.cost is not None and str(a.cost) == str(cost):
            return a
    return None


def _resolve_spend_on(state: GameState, spend_on: str | None) -> GameObject | None:
    if spend_on is None:
        return None
    if state.has_object(spend_on):
        return state.object(spend_on)
    for e in state.stack:
        if e.id == spend_on:
            return _stack_card(state, e)
    raise UnknownObject(f"no object or stack entry with id {spend_on!r}", path="spend_on")


def _spell_kicked(state: GameState, q: PaymentsQuery, spend_on: GameObject | None) -> bool | None:
    """Is the spell ``spend_on`` kicked (CR 702.33d)? A spell on the stack as its entry records it; a card not yet
    cast as the query says (``kicked``; castable's kicked option), not at all when it has no kicker (CR 702.33a);
    ``None`` when that is not known."""
    if spend_on is None:
        return None
    for e in state.stack:
        if e.id == q.spend_on or (spend_on.zone is Zone.STACK and e.source == spend_on.id):
            return e.paid.kicker
    if q.kicked is not None:
        return q.kicked
    from mtgsolver.model.casting import has_kicker  # the casting reader, only for a spell's kicker

    return None if has_kicker(spend_on.card) else False


def _activated_source(bv: BoardView, spend_on: str | None) -> ObjectView | None:
    """The source of the activated ability on the stack that ``spend_on`` names (CR 113.7: the object whose
    ability was activated), when it names one whose source is still an object of the state; else ``None``."""
    entry = next((e for e in bv.state.stack if e.id == spend_on), None)
    if entry is None or entry.kind is not StackKind.ACTIVATED_ABILITY or not bv.state.has_object(entry.source):
        return None
    return bv.view(entry.source)


def _stack_card(state: GameState, e: StackEntry) -> GameObject | None:
    obj = state.object(e.source)
    return obj if obj.zone is Zone.STACK else None


def _final_extras(
    bv: BoardView,
    q: PaymentsQuery,
    cost: Cost,
    source: GameObject | None,
    class_of: dict[str, int],
    views: list[ObjectView],
) -> FinalExtras:
    sac_classes: list[tuple[int, ...]] = []
    for p in cost.sacrifices:
        if p.this:
            continue
        for _ in range(p.count):
            sac_classes.append(
                tuple(sorted({class_of[v.id] for v in views
                              if p.filter is None or bv.matches(p.filter, v, q.player, q.source)}))
            )
    src_class = class_of.get(source.id) if source is not None else None
    if source is not None and src_class is None and (cost.taps or cost.untaps):
        raise BadRequest(f"{source.id} is not a permanent {q.player} controls: it can't pay {{T}}/{{Q}}", path="source")
    return FinalExtras(
        source_class=src_class,
        taps=any(isinstance(p, TapPart) for p in cost.parts),
        untaps=any(isinstance(p, UntapPart) for p in cost.parts),
        life=sum(p.amount for p in cost.parts if isinstance(p, LifePart)),
        # CR 118.3: returning the source to its owner's hand or exiling it takes it from the battlefield once, as
        # sacrificing it.
        sac_self=any(p.this for p in cost.sacrifices) or cost.leaves_self,
        sacrifice_classes=tuple(sac_classes),
    )


__all__ = ["Act", "Demand", "PaymentProblem", "Requirement", "Source", "TimeUp", "demand_of", "encode_payment"]
