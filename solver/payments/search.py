"""Streaming enumeration of minimal payments: a depth-first search over activations with an exact matching oracle
(CR 601.2g-h, 605.3a, 107.4, 118.3, 119.4; contract "What counts as one payment").

**Oracle.** For a fixed payment (activations with their results, pool mana spent, life paid for Phyrexian
symbols) :meth:`Oracle.feasible` decides whether it can be carried out:

* counts per class: {T} at most the untapped members, {Q} the tapped ones, sacrifices the members (rulings G7, G8);
  life at most the life total (CR 119.4);
* an order of the activations that have a mana cost, sacrifice another permanent or tap or untap a toggling
  permanent (CR 601.2g: one at a time, each paid from mana made before it; a sacrificed permanent is used before
  it is sacrificed; a permanent is untapped before it taps again and tapped before it untaps again, CR 118.3,
  rulings G7, G8, :func:`~solver.payments.problem.status_ok`), tried in every order;
* for that order, a matching of mana units to cost symbols: by Hall's theorem, it exists exactly when every set
  of symbol kinds has at least as many units able to pay one of them; and the pool's mana must all be spent, as
  must each payer's use (convoke taps a creature to pay a symbol, CR 702.51a, 702.126a, 702.66a), which by the
  Mendelsohn-Dulmage theorem adds Hall's condition on their side. {2/W} paid as two generic and
  Phyrexian symbols paid with life (CR 107.4e-f) are tried in every split.

**Merging.** Results of activations that are interchangeable for paying (the same mana for the same mana cost,
with only {T} and perhaps life besides: Plains and City of Brass making {W}, two Graven Cairns making {B}{B}) are
one activation of a merged problem (:class:`Merged`), used so many times; a flow checks that those uses can be
spread over untapped sources, and each payment found is expanded into every spreading, each a payment of the
original problem. The search's size then follows the kinds of mana sources, not their number.

**Search.** Activations are decided one (activation, result) at a time, how many times each. A branch stops as soon
as its activations pay (adding any more would make a payment that isn't minimal), and is cut when even every
remaining activation, free of costs and order, could not pay (a relaxation of the oracle); when the activations
chosen can't each pay a symbol of their own (:meth:`Oracle.reps_fit`: in a minimal payment each does, unless it is
there to tap or untap a toggling permanent); and, once
only activations without costs are left to add, when one chosen can already be dropped. A paying leaf is listed
when no single activation can be dropped while the rest, spending no more pool mana nor life, still pays. The order
of the search is fixed, so the stream is deterministic; it stops at a limit or a deadline. A branch (pool mana
spent, life paid, sacrifices) that goes on without a payment is asked once of CP-SAT whether it has any.

Beyond ``MAX_ORDERED`` ordered activations or ``MAX_KINDS`` symbol kinds the oracle defers to CP-SAT.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable, Iterator
from functools import lru_cache
from itertools import combinations, permutations, product

from msgspec.structs import replace
from mtgsolver.model.mana import MANA_TYPES, Mana
from mtgsolver.solver.payments.problem import (
    PAYS_GENERIC,
    Act,
    Demand,
    PaymentProblem,
    Source,
    TimeUp,
    class_counts_ok,
    final_events,
    life_ok,
    most_net_mana,
    status_events,
    status_ok,
)
from mtgsolver.solver.payments.selection import Selection

ALL_TYPES = 0b111111
#: What a generic symbol accepts: mana of any type, or a payer that pays generic mana (convoke, improvise, delve).
GENERIC = ALL_TYPES | PAYS_GENERIC
MAX_ORDERED = 5
MAX_KINDS = 12
MAX_HALL = 6  # beyond this many kinds, a max flow rather than Hall's condition on every subset
DOUBT_AFTER = 200  # steps of a branch's search without a payment before CP-SAT is asked whether it has any
NEVER = 1 << 30  # the stage of the cost itself: after every activation
RELAXED = NEVER - 1  # the stage of an activation's own cost when the order is relaxed away: after every unit


@lru_cache(maxsize=1024)
def _mask(types) -> int:  # type: ignore[no-untyped-def]
    from mtgsolver.model.mana import TYPE_ORDER

    m = 0
    for t in types:
        m |= 1 << TYPE_ORDER[t]
    return m


# A unit kind: (payable mask, stage made, may pay the cost, may pay abilities, snow, from pool), with a count.
Unit = tuple[int, int, bool, bool, bool, bool]
# A symbol kind: (types mask that pays it, stage of its consumer, snow only), with a count.
Symbol = tuple[int, int, bool]
# A symbol to pay as :meth:`Oracle.reps_fit` counts it: (types mask that pays it, snow only, consumer).
Slot = tuple[int, bool, int]
# A kind of interchangeable result (:class:`Merged`): (mana made by type, the part of it triggers added and no
# restriction reaches, the part of that from snow trigger sources, mana cost, may pay the cost, may pay
# abilities, snow, life paid, damage dealt at once).
_Kind = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], Demand, bool, bool, bool, int, int]


@lru_cache(maxsize=65536)
def _adjacent(u: Unit, s: Symbol) -> bool:
    """May a unit of kind ``u`` pay a symbol of kind ``s``? Made before the symbol's consumer, allowed to pay it
    (spending restrictions, CR 106.6), from a snow source for {S} (CR 107.4h), of a type that pays it."""
    mask, stage, pays_final, pays_abil, snow, _pool = u
    smask, sstage, snow_only = s
    if stage >= sstage:
        return False
    if sstage == NEVER and not pays_final:
        return False
    if sstage != NEVER and not pays_abil:
        return False
    if snow_only and not snow:
        return False
    return bool(mask & smask)


class Oracle:
    """Exact feasibility of one payment (module docstring)."""

    def __init__(self, problem: PaymentProblem, deadline: float,
                 assignable: Callable[[Counter[tuple[int, int]]], bool] | None = None) -> None:
        self.p = problem
        self.deadline = deadline
        # Merged activations (:class:`Merged`) also need their uses spread over the sources' untapped members.
        self.assignable = assignable
        # What a produced type can pay: the "spend as though" table turned into masks (CR 609.4b).
        self.pays_mask = [sum(1 << r for r in range(6) if problem.spend[t][r]) for t in range(6)]
        self._memo: dict[tuple[object, ...], bool] = {}
        self._reps: dict[tuple[object, ...], bool] = {}

    # ---------------------------------------------------------------- counts and life
    def counts_ok(self, uses: Counter[tuple[int, int]], final_sac: tuple[int, ...]) -> bool:
        """The per-class counts (:func:`class_counts_ok`), merged activations spread over their sources included.
        More uses never make them hold, so a branch where they fail is cut."""
        return class_counts_ok(self.p, uses, final_sac) and (self.assignable is None or self.assignable(uses))

    def _act_life(self, uses: Counter[tuple[int, int]]) -> int:
        return sum(self.p.acts[a].life * c for (a, _o), c in uses.items())

    def enough_mana(self, uses: Counter[tuple[int, int]], pool: tuple[int, ...]) -> bool:
        """Do the pool and ``uses`` make at least as much mana as the cost and the activations' own costs take
        (each Phyrexian symbol paid with life, each {2/W} with one mana; a payer's use pays one symbol)? Every
        symbol is paid with mana made before or taken from the pool (CR 601.2g-h, 605.3a), so a payment that
        fails this can't be carried out in any order: activations that make less than they cost (Llanowar
        Envoy's one mana for {1}{G}) don't add up, however many."""
        p = self.p
        made = sum(pool)
        need = p.demand.min_mana
        for (a, o), c in uses.items():
            act = p.acts[a]
            made += c * (1 if act.pays_as else act.options[o].total)
            need += c * act.demand.min_mana
        return made >= need

    # ---------------------------------------------------------------- the matching
    def _symbols(self, demand: Demand, stage: int, life_symbols: dict[tuple[int, int], int],
                 alt_split: dict[tuple[int, int], int], ci: int) -> list[tuple[Symbol, int]]:
        out: list[tuple[Symbol, int]] = []
        if demand.generic:
            out.append(((GENERIC, stage, False), demand.generic))
        for i, r in enumerate(demand.requirements):
            n = r.count
            if r.snow:
                out.append(((ALL_TYPES, stage, True), n))
                continue
            by_life = life_symbols.get((ci, i), 0) if r.life_alt else 0
            by_alt = alt_split.get((ci, i), 0) if r.generic_alt else 0
            n -= by_life + by_alt
            if n:
                out.append(((_mask(r.types), stage, False), n))
            if by_alt:
                out.append(((GENERIC, stage, False), r.generic_alt * by_alt))
        return out

    def _hall(self, units: list[tuple[Unit, int]], symbols: list[tuple[Symbol, int]], exact_pool: bool,
              payers_spent: bool = False) -> bool:
        """Hall's condition on the symbols' side, and on the side of the units that must be spent: the pool's when
        it must be spent exactly, the payers' with ``payers_spent``."""
        # Merge equal kinds.
        sym: Counter[Symbol] = Counter()
        for sk, n in symbols:
            if n:
                sym[sk] += n
        unit: Counter[Unit] = Counter()
        for uk, n in units:
            if n:
                unit[uk] += n
        skinds = list(sym)
        ukinds = list(unit)
        need_total = sum(sym.values())
        if need_total > sum(unit.values()):
            return False
        if len(skinds) > MAX_KINDS:
            raise _Defer()

        adj = [sum(1 << j for j, u in enumerate(ukinds) if _adjacent(u, sk)) for sk in skinds]
        ucount = [unit[u] for u in ukinds]
        scount = [sym[sk] for sk in skinds]
        have_of: dict[int, int] = {}
        need = [0] * (1 << len(skinds))
        nbrs = [0] * (1 << len(skinds))
        for sub in range(1, 1 << len(skinds)):
            low = sub & -sub
            i = low.bit_length() - 1
            rest = sub ^ low
            need[sub] = need[rest] + scount[i]
            nbrs[sub] = nb = nbrs[rest] | adj[i]
            have = have_of.get(nb)
            if have is None:
                have = have_of[nb] = sum(ucount[j] for j in range(len(ukinds)) if nb >> j & 1)
            if need[sub] > have:
                return False
        if exact_pool or payers_spent:
            # A payer's units are the only ones whose mask has PAYS_GENERIC.
            pool_idx = [j for j, u in enumerate(ukinds) if u[5] and exact_pool or u[0] & PAYS_GENERIC and payers_spent]
            for size in range(1, len(pool_idx) + 1):
                for subset in combinations(pool_idx, size):
                    have = sum(ucount[j] for j in subset)
                    mask = sum(1 << j for j in subset)
                    nbrs_need = sum(scount[i] for i in range(len(skinds)) if adj[i] & mask)
                    if have > nbrs_need:
                        return False
        return True

    def _units(self, uses: Counter[tuple[int, int]], order: dict[tuple[int, int, int], int],
               pool: tuple[int, ...]) -> list[tuple[Unit, int]]:
        p = self.p
        out: list[tuple[Unit, int]] = []
        for t in range(6):
            if pool[t]:
                out.append(((self.pays_mask[t], -1, True, True, False, True), pool[t]))
        for (a, o), c in uses.items():
            act = p.acts[a]
            snow = p.sources[act.source].snow
            if act.pays_as:
                out.append(((act.pays_as, -1, True, False, False, False), c))
                continue
            # CR 106.6, 605.1b: the ability's own mana carries its restriction, a trigger's added mana doesn't;
            # CR 106.3, 107.4h: a trigger's mana is snow when its own source is.
            for part, final, abilities, part_snow in act.parts(o, snow):
                bag = part.counts
                if act.trivial:
                    for t in range(6):
                        if bag[t]:
                            out.append(((self.pays_mask[t], -1, final, abilities, part_snow, False), bag[t] * c))
                    continue
                for k in range(c):
                    stage = order[(a, o, k)]
                    for t in range(6):
                        if bag[t]:
                            out.append(((self.pays_mask[t], stage, final, abilities, part_snow, False), bag[t]))
        return out

    def _orders(self, uses: Counter[tuple[int, int]]) -> Iterator[dict[tuple[int, int, int], int]]:
        """Every order of the activations that need one (sacrifice precedence respected)."""
        p = self.p
        inst = [(a, o, k) for (a, o), c in sorted(uses.items()) if not p.acts[a].trivial for k in range(c)]
        if len(inst) > MAX_ORDERED:
            raise _Defer()
        if not inst:
            yield {}
            return
        seen: set[tuple[tuple[int, int], ...]] = set()
        for perm in permutations(inst):
            key = tuple((a, o) for a, o, _k in perm)
            if key in seen:
                continue
            seen.add(key)
            pos = {x: i for i, x in enumerate(perm)}
            ok = True
            for x in perm:
                targets = p.acts[x[0]].sacrifices
                for y in perm:
                    if y != x and p.acts[y[0]].source in targets and pos[y] > pos[x]:
                        ok = False
            if ok:
                yield pos

    def _consumers(self, uses: Counter[tuple[int, int]], order: dict) -> list[tuple[Demand, int]]:  # type: ignore[type-arg]
        out = [(self.p.demand, NEVER)]
        for (a, o), c in uses.items():
            act = self.p.acts[a]
            if act.trivial or act.demand.empty:
                continue
            for k in range(c):
                out.append((act.demand, order[(a, o, k)]))
        return out

    def _splits(
        self, consumers: list[tuple[Demand, int]], phyrexian_life: int | None
    ) -> Iterator[tuple[dict[tuple[int, int], int], dict[tuple[int, int], int]]]:
        """Per (consumer, requirement): how many symbols are paid with life, and how many {2/W} as two generic.
        With ``phyrexian_life`` set, the life symbols pay exactly that much life."""
        life_keys = [(ci, ri, r.count) for ci, (d, _s) in enumerate(consumers)
                     for ri, r in enumerate(d.requirements) if r.life_alt]
        alt_keys = [(ci, ri, r.count) for ci, (d, _s) in enumerate(consumers)
                    for ri, r in enumerate(d.requirements) if r.generic_alt]
        for ls in product(*(range(n + 1) for _c, _r, n in life_keys)):
            if phyrexian_life is not None and 2 * sum(ls) != phyrexian_life:
                continue
            for al in product(*(range(n + 1) for _c, _r, n in alt_keys)):
                yield ({(c, r): n for (c, r, _n), n in zip(life_keys, ls)},
                       {(c, r): n for (c, r, _n), n in zip(alt_keys, al)})

    def feasible(self, uses: Counter[tuple[int, int]], pool: tuple[int, ...], phyrexian_life: int,
                 final_sac: tuple[int, ...], *, exact: bool = True) -> bool:
        """Can this payment be carried out? With ``exact`` false, the pool may be spent up to ``pool`` and the
        Phyrexian life up to ``phyrexian_life`` (for the minimality test)."""
        key = (frozenset(uses.items()), pool, phyrexian_life, final_sac, exact)
        known = self._memo.get(key)
        if known is not None:
            return known
        if len(self._memo) > 200_000:
            self._memo.clear()
        self._memo[key] = result = self._feasible(uses, pool, phyrexian_life, final_sac, exact)
        return result

    def _feasible(self, uses: Counter[tuple[int, int]], pool: tuple[int, ...], phyrexian_life: int,
                  final_sac: tuple[int, ...], exact: bool) -> bool:
        if time.monotonic() > self.deadline:
            raise TimeUp()
        if not self.counts_ok(uses, final_sac):
            return False
        life_left = self.p.life - self._act_life(uses) - self.p.extras.life
        if life_left < 0 or (exact and phyrexian_life > life_left) or not self.enough_mana(uses, pool):
            return False
        try:
            for order in self._orders(uses):
                if self.p.toggles and not self._status_ok(uses, order):
                    continue
                consumers = self._consumers(uses, order)
                units = self._units(uses, order, pool)
                for life_syms, alt in self._splits(consumers, phyrexian_life if exact else None):
                    life = 2 * sum(life_syms.values())
                    if not exact and (life > phyrexian_life or life > life_left):
                        continue
                    # Consumer 0 is the total cost; the others are activations' costs (CR 605.3b ordering).
                    final_life = 2 * sum(n for (ci, _r), n in life_syms.items() if ci == 0)
                    if not life_ok(self.p, uses, life - final_life, final_life):
                        continue
                    symbols = [x for ci, (d, st) in enumerate(consumers)
                               for x in self._symbols(d, st, life_syms, alt, ci)]
                    if self._hall(units, symbols, exact, payers_spent=True):
                        return True
            return False
        except _Defer:
            return self._cpsat(uses, pool, phyrexian_life, final_sac, exact)

    def _status_ok(self, uses: Counter[tuple[int, int]], order: dict[tuple[int, int, int], int]) -> bool:
        """Do the toggling permanents' taps and untaps fit this order of the activations, the cost's own last
        (:func:`~solver.payments.problem.status_ok`)?"""
        stages = [status_events(self.p, self.p.acts[a]) for a, _o, _k in sorted(order, key=order.__getitem__)]
        return status_ok(self.p, [*stages, final_events(self.p, uses)])

    def _cpsat(self, uses: Counter[tuple[int, int]], pool: tuple[int, ...], life: int, final_sac: tuple[int, ...],
               exact: bool) -> bool:
        from mtgsolver.solver.payments import cpsat

        sel = Selection(tuple(sorted((a, o, c) for (a, o), c in uses.items())), pool, life, final_sac)
        return cpsat.is_feasible(self.p, sel, self.deadline, exact=exact)

    # ---------------------------------------------------------------- the relaxation used to cut the search
    def relaxed_units(self, a: int, o: int, count: int) -> Counter[Unit]:
        """The units ``count`` uses of activation ``a`` with result ``o`` make, free of costs and order."""
        act = self.p.acts[a]
        snow = self.p.sources[act.source].snow
        out: Counter[Unit] = Counter()
        if act.pays_as:
            out[(act.pays_as, -1, True, False, False, False)] += count
            return out
        for part, final, abilities, part_snow in act.parts(o, snow):
            bag = part.counts
            for t in range(6):
                if bag[t]:
                    out[(self.pays_mask[t], -1, final, abilities, part_snow, False)] += bag[t] * count
        return out

    def could_still_pay(self, uses: Counter[tuple[int, int]], free: Counter[Unit], pool: tuple[int, ...],
                        phyrexian_life: int) -> bool:
        """Could ``uses`` plus any of the ``free`` units (the remaining activations at full use, every result at
        once, without their costs, no order) pay? False only when no extension of ``uses`` pays. Phyrexian life
        may be paid up to ``phyrexian_life``."""
        p = self.p
        units: list[tuple[Unit, int]] = list(free.items())
        for t in range(6):
            if pool[t]:
                units.append(((self.pays_mask[t], -1, True, True, False, True), pool[t]))
        for (a, o), c in uses.items():
            units.extend(self.relaxed_units(a, o, c).items())
        # The costs of the activations already chosen count too (their order is relaxed away: each comes after
        # every unit, and is an ability's cost, which mana that may pay only the cost itself can't pay, CR 106.6).
        consumers = [(p.demand, NEVER)] + [
            (p.acts[a].demand, RELAXED) for (a, _o), c in uses.items() if not p.acts[a].demand.empty
            for _ in range(c)
        ]
        try:
            for life_syms, alt in self._splits(consumers, None):
                if 2 * sum(life_syms.values()) > phyrexian_life:
                    continue
                symbols = [x for ci, (d, st) in enumerate(consumers)
                           for x in self._symbols(d, st, life_syms, alt, ci)]
                if self._hall(units, symbols, False):
                    return True
            return False
        except _Defer:
            return True


    def fundable(self, uses: Counter[tuple[int, int]], pool: tuple[int, ...], later: frozenset[int],
                 later_made: int, origins: list[frozenset[int]], class_made: list[int]) -> bool:
        """Could ``uses`` plus activations on the original classes ``later`` (which make at most ``later_made``
        mana in all) make the mana the cost and the chosen activations' own costs take, and the mana each chosen
        activation's own cost takes without the mana of that activation? ``origins`` gives each activation's
        original classes (a merged profile's several, :class:`Merged`) and ``class_made`` the most each original
        class makes (:func:`_class_made`). An ability's cost is paid before it makes its mana (CR 601.2g-h,
        605.3a), so the first use of each activation is paid from the pool and other mana: Cascading Cataracts'
        {5} is never paid by its own five mana. A relaxation by mana amounts alone; false only when no extension
        of ``uses`` by ``later``'s activations pays. Always true with a toggling permanent, whose members may make
        mana more than once (CR 118.3)."""
        p = self.p
        if p.toggles:
            return True
        classes = {c for a, _o in uses for c in origins[a]} - later
        made = sum(pool) + later_made + sum(class_made[c] for c in classes)
        need = p.demand.min_mana + sum(c * p.acts[a].demand.min_mana for (a, _o), c in uses.items())
        if made < need:
            return False
        return all(made - p.acts[a].options[o].total >= p.acts[a].demand.min_mana
                   for a, o in uses if not p.acts[a].demand.empty and not p.acts[a].pays_as)

    # ---------------------------------------------------------------- a cut on the activations chosen
    def reps_fit(self, uses: Counter[tuple[int, int]], pool: tuple[int, ...], later: tuple[tuple[Slot, int], ...]
                 ) -> bool:
        """Could each activation in ``uses`` and each unit of ``pool`` still pay a symbol of its own, the symbols
        being the cost's, the costs of the activations in ``uses`` and ``later`` ones (of activations that may yet
        be added)? In a minimal payment every activation pays at least one symbol with its mana (else it could be
        dropped, the mana paying its own cost with it), and the pool is spent, so this holds of every payment that
        adds to ``uses`` activations whose costs are in ``later``, or no costs; those without costs never make it
        hold again. A relaxation: order, the other units and the choice of paying a Phyrexian symbol with life or
        {2/W} with {W} are left out. With a toggling permanent it always holds: an activation may be there only to
        tap or untap it (Springleaf Drum tapping Pili-Pala for the cost's {Q}), its mana unspent."""
        if self.p.toggles:
            return True
        key = (frozenset(uses.items()), pool, later)
        known = self._reps.get(key)
        if known is None:
            if len(self._reps) > 200_000:
                self._reps.clear()
            known = self._reps[key] = self._reps_fit(uses, pool, later)
        return known

    def slots(self, demand: Demand, owner: int) -> Counter[Slot]:
        """The symbols of ``demand`` as :meth:`reps_fit` counts them, paying for ``owner``."""
        slots: Counter[Slot] = Counter()
        if demand.generic:
            slots[(GENERIC, False, owner)] += demand.generic
        for r in demand.requirements:
            if r.snow:
                slots[(ALL_TYPES, True, owner)] += r.count
            elif r.generic_alt:
                slots[(GENERIC, False, owner)] += r.count * max(1, r.generic_alt)
            else:
                slots[(_mask(r.types), False, owner)] += r.count
        return slots

    def _reps_fit(self, uses: Counter[tuple[int, int]], pool: tuple[int, ...], later: tuple[tuple[Slot, int], ...]
                  ) -> bool:
        p = self.p
        # Consumer -1 is the cost itself, -4 an activation that may yet be added.
        slots: Counter[Slot] = Counter(dict(later))
        # Unit kinds: (types mask, may pay the cost, may pay abilities, snow, own consumer or -2).
        reps: Counter[tuple[int, bool, bool, bool, int]] = Counter()
        for t in range(6):
            if pool[t]:
                reps[(self.pays_mask[t], True, True, False, -2)] += pool[t]
        consumers = [p.demand]
        for (a, o), c in sorted(uses.items()):
            act = p.acts[a]
            bag = act.options[o].counts
            mask = act.pays_as
            for t in range(6):
                if bag[t]:
                    mask |= self.pays_mask[t]
            # A relaxation: the rep may be any of its units, so it pays what any of its parts may (CR 106.6, 107.4h).
            parts = (act.parts(o, p.sources[act.source].snow) if not act.pays_as
                     else ((Mana(), act.pays_final, act.pays_abilities, False),))
            final = any(f for _m, f, _a, _s in parts)
            abilities = any(ab for _m, _f, ab, _s in parts)
            snow = any(sn for _m, _f, _a, sn in parts)
            if act.demand.empty:
                reps[(mask, final, abilities, snow, -2)] += c
                continue
            for _ in range(c):
                reps[(mask, final, abilities, snow, len(consumers))] += 1
                consumers.append(act.demand)
        for ci, d in enumerate(consumers):
            slots.update(self.slots(d, ci - 1))
        # Every rep must be matched to a symbol of its own: Hall's condition on the reps' side, or a max flow.
        kinds = list(reps)
        slot_list = list(slots)
        if len(kinds) <= MAX_HALL:
            near = [{j for j, (smask, snow_only, owner) in enumerate(slot_list)
                     if mask & smask and (snow or not snow_only) and owner != own - 1
                     and (final if owner == -1 else abilities)}
                    for mask, final, abilities, snow, own in kinds]
            for size in range(1, len(kinds) + 1):
                for subset in combinations(range(len(kinds)), size):
                    reach = set().union(*(near[i] for i in subset))
                    if sum(reps[kinds[i]] for i in subset) > sum(slots[slot_list[j]] for j in reach):
                        return False
            return True
        first_slot = 2 + len(kinds)
        edges = [(0, 2 + i, reps[k]) for i, k in enumerate(kinds)]
        edges += [(first_slot + j, 1, slots[sk]) for j, sk in enumerate(slot_list)]
        for i, (mask, final, abilities, snow, own) in enumerate(kinds):
            for j, (smask, snow_only, owner) in enumerate(slot_list):
                if mask & smask and (snow or not snow_only) and owner != own - 1 and (
                        final if owner == -1 else abilities):
                    edges.append((2 + i, first_slot + j, reps[kinds[i]]))
        return _max_flow(first_slot + len(slot_list), edges) == sum(reps.values())


class _Defer(Exception):
    """The oracle's exact check is too large: ask CP-SAT."""


def _pool_choices(pool: tuple[int, ...]) -> list[tuple[int, ...]]:
    return [tuple(c) for c in product(*(range(n + 1) for n in pool))]


def _life_choices(problem: PaymentProblem) -> list[int]:
    symbols = sum(r.count for r in problem.demand.requirements if r.life_alt)
    symbols += sum(r.count * a.max_uses for a in problem.acts for r in a.demand.requirements if r.life_alt)
    return [2 * k for k in range(symbols + 1) if 2 * k <= problem.life]


def _final_sacrifice_choices(problem: PaymentProblem) -> list[tuple[int, ...]]:
    """A class per sacrifice of the cost; sacrifices that could take the same permanents ("Sacrifice two
    Forests") are a set, so their classes are listed in order, once."""
    slots = problem.extras.sacrifice_classes
    return [
        tuple(c) for c in product(*slots)
        if all(c[j] <= c[j + 1] for j in range(len(c) - 1) if slots[j] == slots[j + 1])
    ]


def _tapped_classes(act: Act) -> list[int]:
    """The classes one use of ``act`` takes an untapped member of: its own for {T} or a payer's tap, and those its
    cost taps ("Tap an untapped creature you control"), with repetition."""
    return [act.source, *act.taps_others] if act.uses_member else list(act.taps_others)


def _simple(problem: PaymentProblem, act: Act, held: frozenset[int]) -> bool:
    """An activation whose only costs are {T}, mana and life: no {Q}, no sacrifice, not of the cost's own source
    nor of a toggling one, nor of a class in ``held``: one another activation or the cost sacrifices or taps, whose
    members must be used before they are sacrificed, and only once (CR 601.2g-h, 118.3; a merged activation is on
    a source of its own, which those don't name). Beside its mana, its uses need only untapped members of its
    source."""
    return (act.taps and not act.untaps and not act.sac_self and not act.sacrifices and not act.taps_others
            and act.source != problem.extras.source_class and not act.ordered and act.source not in held)


def _held(problem: PaymentProblem) -> frozenset[int]:
    """The classes another activation or the cost itself sacrifices or taps a member of (:func:`_simple`)."""
    return frozenset({c for a in problem.acts for c in (*a.sacrifices, *a.taps_others)}
                     | {c for classes in problem.extras.sacrifice_classes for c in classes})


class Merged:
    """The problem with interchangeable results of activations merged, and the way back (identical sources by
    counts).

    Two results of simple activations (:func:`_simple`) are interchangeable for paying when they make the same mana
    for the same mana cost, with the same flags (may pay the cost, may pay abilities, snow, life paid, damage dealt
    at once, CR 605.3b): two Graven Cairns, or Plains and City of Brass making {W}:
    whether a payment can be carried out, and so whether it is minimal, depends only on how many of each kind it
    uses, and on spreading those uses over untapped members of their sources (each taps once, CR 118.3, 601.2g).
    So the search runs on :attr:`problem`, where each kind is one activation (a *profile*) on a source of its own
    whose members are what its sources can give; :meth:`assignable` checks the spreading (a flow: profiles to
    activations to sources, each capped), and :meth:`expand` lists every spreading of a payment found there, each
    a payment of the original problem. Each payment of the original problem comes from exactly one of the merged
    problem, so the lists are equal.
    """

    def __init__(self, original: PaymentProblem, useful: set[int]) -> None:
        self.original = original
        groups: dict[_Kind, list[tuple[int, int]]] = {}
        entries: list[_Kind | int] = []
        held = _held(original)
        for act in original.acts:
            if act.index not in useful:
                continue
            if not _simple(original, act, held):
                entries.append(act.index)
                continue
            snow = original.sources[act.source].snow
            for o, bag in enumerate(act.options):
                added = act.free[o] if act.free else Mana()
                added_snow = act.free_snow[o] if act.free_snow else Mana()
                sig: _Kind = (bag.counts, added.counts, added_snow.counts, act.demand, act.pays_final,
                              act.pays_abilities, snow, act.life, act.life_lost_now)
                if sig not in groups:
                    groups[sig] = []
                    entries.append(sig)
                groups[sig].append((act.index, o))
        #: Per merged activation: the original one it is (None for a profile), and a profile's original keys.
        self.kept: list[int | None] = []
        self.keys: list[tuple[tuple[int, int], ...]] = []
        #: Caps of the flow: uses per original activation, untapped members per source, for the profiles' keys.
        self.act_cap: dict[int, int] = {}
        self.src_cap: dict[int, int] = {}
        self._at: list[tuple[tuple[int, tuple[int, ...]], ...]] = []
        acts: list[Act] = []
        sources = list(original.sources)
        for entry in entries:
            if isinstance(entry, int):
                acts.append(replace(original.acts[entry], index=len(acts)))
                self.kept.append(entry)
                self.keys.append(())
                self._at.append(())
                continue
            keys = tuple(groups[entry])
            for a, _o in keys:
                self.act_cap[a] = original.acts[a].max_uses
                self.src_cap[original.acts[a].source] = original.sources[original.acts[a].source].untapped
            _counts, added_counts, snow_counts, demand, pays_final, pays_abilities, snow, life, damage = entry
            at: dict[int, list[int]] = {}
            for a in dict.fromkeys(a for a, _o in keys):
                at.setdefault(original.acts[a].source, []).append(a)
            #: Per profile: its keys' activations by source.
            self._at.append(tuple((src, tuple(at_src)) for src, at_src in at.items()))
            capacity = self._capacity((len(acts),), self.act_cap, self.src_cap)
            source = Source(len(sources), ("",) * capacity, capacity, 0, snow, True)
            sources.append(source)
            first = original.acts[keys[0][0]]
            bag = first.options[keys[0][1]]
            free = (first.free[keys[0][1]],) if any(added_counts) else ()
            free_snow = (first.free_snow[keys[0][1]],) if any(snow_counts) else ()
            acts.append(Act(index=len(acts), source=source.index, ability=-1, options=(bag,), demand=demand,
                            life=life, taps=True, untaps=False, sac_self=False, sacrifices=(), max_uses=capacity,
                            restriction=None, pays_final=pays_final, pays_abilities=pays_abilities,
                            life_lost_now=damage, free=free, free_snow=free_snow))
            self.kept.append(None)
            self.keys.append(keys)
        self.problem = replace(original, sources=tuple(sources), acts=tuple(acts))
        # Per profile: the static bound on what its keys from j on can give (cuts the spreading early).
        self._suffix: list[list[int]] = []
        for keys in self.keys:
            suffix = [0] * (len(keys) + 1)
            for j in range(len(keys) - 1, -1, -1):
                a = keys[j][0]
                suffix[j] = suffix[j + 1] + min(self.act_cap[a], self.src_cap[original.acts[a].source])
            self._suffix.append(suffix)
        self._memo: dict[tuple[object, ...], bool] = {}

    def among(self, acts: set[int]) -> set[int]:
        """The activations of :attr:`problem` made of one of the original problem's ``acts``."""
        return {i for i, (kept, keys) in enumerate(zip(self.kept, self.keys))
                if kept in acts or any(a in acts for a, _o in keys)}

    def origins(self) -> list[frozenset[int]]:
        """Per activation of :attr:`problem`, the classes of the original problem its uses are made on."""
        return [frozenset({self.original.acts[kept].source}) if kept is not None
                else frozenset(self.original.acts[a].source for a, _o in keys)
                for kept, keys in zip(self.kept, self.keys)]

    def _capacity(self, profiles: tuple[int, ...], act_left: dict[int, int], src_left: dict[int, int]) -> int:
        """How many uses the keys of ``profiles`` can have in all: per source, its untapped members or its
        activations' uses left."""
        if len(profiles) == 1:
            return sum(min(src_left[s], sum(act_left[a] for a in acts)) for s, acts in self._at[profiles[0]])
        merged: dict[int, set[int]] = {}
        for p in profiles:
            for s, acts in self._at[p]:
                merged.setdefault(s, set()).update(acts)
        return sum(min(src_left[s], sum(act_left[a] for a in acts)) for s, acts in merged.items())

    def _fits(self, demand: list[tuple[int, int]], act_left: dict[int, int], src_left: dict[int, int]) -> bool:
        """Can ``demand`` (uses per profile) be spread over the activations and sources left?"""
        total = sum(c for _p, c in demand)
        caps = [self._capacity((p,), act_left, src_left) for p, _c in demand]
        if any(cap < c for cap, (_p, c) in zip(caps, demand)):
            return False
        if len(demand) == 1 or all(cap >= total for cap in caps):
            # Alone, a profile's capacity is its flow; with room for every use left, any spreading in turn works.
            return True
        if len(demand) > MAX_HALL:
            return self._flow(demand, act_left, src_left) == total
        # Hall's condition (Gale's theorem): every set of profiles has the capacity of its keys together.
        for size in range(2, len(demand) + 1):
            for subset in combinations(demand, size):
                if self._capacity(tuple(p for p, _c in subset), act_left, src_left) < sum(c for _p, c in subset):
                    return False
        return True

    def _flow(self, demand: list[tuple[int, int]], act_left: dict[int, int], src_left: dict[int, int]) -> int:
        """The most uses of ``demand`` that can be spread (max flow, shortest augmenting paths)."""
        nodes: dict[tuple[str, int], int] = {}

        def node(key: tuple[str, int]) -> int:
            return nodes.setdefault(key, len(nodes) + 2)  # 0 is the source, 1 the sink

        edges: list[tuple[int, int, int]] = []
        for p, c in demand:
            edges.append((0, node(("p", p)), c))
            for a in dict.fromkeys(a for a, _o in self.keys[p]):
                edges.append((node(("p", p)), node(("a", a)), c))
        for (kind, a), _i in list(nodes.items()):
            if kind == "a":
                s = self.original.acts[a].source
                edges.append((nodes[kind, a], node(("s", s)), act_left[a]))
        for (kind, s), i in list(nodes.items()):
            if kind == "s":
                edges.append((i, 1, src_left[s]))
        return _max_flow(len(nodes) + 2, edges)

    def assignable(self, uses: Counter[tuple[int, int]]) -> bool:
        """Can the profiles' uses in ``uses`` be spread over untapped members of their sources, beside what the
        kept activations in ``uses`` tap?"""
        demand: list[tuple[int, int]] = []
        taken: Counter[int] = Counter()
        for (a, _o), c in uses.items():
            kept = self.kept[a]
            if kept is None:
                demand.append((a, c))
                continue
            for s in _tapped_classes(self.problem.acts[a]):
                if s in self.src_cap:
                    taken[s] += c
        if not demand or (len(demand) == 1 and not taken):
            return True  # the profile's own source holds its capacity (class_counts_ok)
        demand.sort()
        key = (tuple(demand), tuple(sorted(taken.items())))
        known = self._memo.get(key)
        if known is None:
            src_left = dict(self.src_cap)
            for s, c in taken.items():
                src_left[s] -= c
            known = self._memo[key] = all(v >= 0 for v in src_left.values()) and self._fits(
                demand, self.act_cap, src_left)
        return known

    def expand(self, sel: Selection, deadline: float) -> Iterator[Selection]:
        """Every payment of the original problem that ``sel`` (of the merged one) stands for, in a fixed order."""
        fixed: Counter[tuple[int, int]] = Counter()
        act_left = dict(self.act_cap)
        src_left = dict(self.src_cap)
        demand: list[tuple[int, int]] = []
        for a, o, c in sel.uses:
            kept = self.kept[a]
            if kept is None:
                demand.append((a, c))
                continue
            fixed[kept, o] += c
            for s in _tapped_classes(self.original.acts[kept]):
                if s in src_left:
                    src_left[s] -= c
        chosen: Counter[tuple[int, int]] = Counter()
        orig = self.original.acts

        def profiles(i: int) -> Iterator[None]:
            if i == len(demand):
                yield None
            elif i == 0 or self._fits(demand[i:], act_left, src_left):  # at 0, as the search found (assignable)
                yield from spread(i, 0, demand[i][1])

        def spread(i: int, j: int, need: int) -> Iterator[None]:
            if need == 0:
                yield from profiles(i + 1)
                return
            p = demand[i][0]
            keys, suffix = self.keys[p], self._suffix[p]
            for jj in range(j, len(keys)):
                if suffix[jj] < need:
                    return
                a, o = keys[jj]
                s = orig[a].source
                for x in range(min(need, act_left[a], src_left[s]), 0, -1):
                    act_left[a] -= x
                    src_left[s] -= x
                    chosen[a, o] += x
                    yield from spread(i, jj + 1, need - x)
                    act_left[a] += x
                    src_left[s] += x
                    chosen[a, o] -= x
                    if not chosen[a, o]:
                        del chosen[a, o]

        for _ in profiles(0):
            if time.monotonic() > deadline:
                raise TimeUp()
            uses = dict(fixed)
            for k, c in chosen.items():
                uses[k] = uses.get(k, 0) + c
            yield Selection(tuple(sorted((a, o, c) for (a, o), c in uses.items())), sel.pool, sel.phyrexian_life,
                            sel.final_sacrifices)


def _max_flow(n: int, edges: list[tuple[int, int, int]]) -> int:
    """Max flow from node 0 to node 1 of a small graph (Edmonds-Karp)."""
    graph: list[list[int]] = [[] for _ in range(n)]
    head: list[int] = []
    cap: list[int] = []
    for u, v, c in edges:
        graph[u].append(len(head))
        head.append(v)
        cap.append(c)
        graph[v].append(len(head))
        head.append(u)
        cap.append(0)
    total = 0
    while True:
        parent = [-1] * n
        parent[0] = -2
        queue = [0]
        for u in queue:
            for e in graph[u]:
                v = head[e]
                if cap[e] > 0 and parent[v] == -1:
                    parent[v] = e
                    queue.append(v)
        if parent[1] == -1:
            return total
        push = 1 << 30
        v = 1
        while v != 0:
            e = parent[v]
            push = min(push, cap[e])
            v = head[e ^ 1]
        v = 1
        while v != 0:
            e = parent[v]
            cap[e] -= push
            cap[e ^ 1] += push
            v = head[e ^ 1]
        total += push


def _class_made(problem: PaymentProblem) -> list[int]:
    """The most mana each class's activations make in one payment: those that take a member ({T}, a payer's tap
    or exile) once per untapped member, at the best such activation's best result, and the others at full use (CR
    118.3: a tapped permanent can't pay {T} again)."""
    each = [0] * len(problem.sources)
    rest = [0] * len(problem.sources)
    for act in problem.acts:
        most = 1 if act.pays_as else max((b.total for b in act.options), default=0)
        if act.uses_member:
            each[act.source] = max(each[act.source], most)
        else:
            rest[act.source] += act.max_uses * most
    return [src.untapped * e + r for src, e, r in zip(problem.sources, each, rest)]


def _symbols(demand: Demand) -> int:
    """How many mana symbols ``demand`` has (generic mana counted one a mana)."""
    return demand.generic + sum(r.count for r in demand.requirements)


def _one_for_one(act: Act) -> bool:
    """A repeatable activation whose cost is one plain mana symbol and whose every result is one mana ("{G}: Add
    one mana of any color", Orochi Leafcaller; "{1}: Add {B}", Bog Initiate)."""
    d = act.demand
    return (not act.uses_member and not act.untaps and not act.sac_self and not act.sacrifices and not act.taps_others
            and not act.free and _symbols(d) == 1 and not any(r.life_alt or r.snow or r.generic_alt
                                                              for r in d.requirements)
            and all(b.total == 1 for b in act.options))


def _bound_one_for_one(problem: PaymentProblem) -> PaymentProblem:
    """``problem`` with the uses of each :func:`_one_for_one` activation bounded by the symbols it could pay in a
    minimal payment: those of the cost and of the other activations' costs. A use whose mana paid another use's
    cost could be dropped, the mana that paid its own cost paying that one instead (made before it, of a type that
    paid the same symbol: CR 601.2g-h), so in a minimal payment each use's one mana pays some other symbol."""
    acts = list(problem.acts)
    for i, act in enumerate(acts):
        if _one_for_one(act):
            room = _symbols(problem.demand) + sum(_symbols(b.demand) * b.max_uses for b in problem.acts
                                                  if b.index != act.index)
            if room < act.max_uses:
                acts[i] = replace(act, max_uses=room)
    return replace(problem, acts=tuple(acts))


def minimal_payments(problem: PaymentProblem, deadline: float) -> Iterator[Selection]:
    """Yield every minimal payment once, in a fixed order (module docstring). Raises :class:`TimeUp`."""
    problem = _bound_one_for_one(problem)
    merged = Merged(problem, _useful_acts(problem))
    reduced = merged.problem
    oracle = Oracle(reduced, deadline, merged.assignable)
    # Activations with costs first: once they are chosen, the rest is a matching that the relaxation bounds well.
    ordered = sorted(reduced.acts, key=lambda a: (a.trivial, a.index))
    keys = [(a.index, o) for a in ordered for o in range(len(a.options))]
    seen: set[Selection] = set()
    branches = [(final_sac, life, pool) for final_sac in _final_sacrifice_choices(problem)
                for life in _life_choices(problem) for pool in _pool_choices(problem.pool.counts)]
    for final_sac, life, pool in branches:
        # With several branches (pool mana spent, life paid, sacrifices), one CP-SAT decision skips a branch that
        # has no payment at all, which the search would otherwise explore to its end to say so: asked once a
        # branch has gone DOUBT_AFTER steps without a payment (most branches with one find it sooner), of the
        # merged problem, which pays whenever the problem does.
        def doubt(pool: tuple[int, ...] = pool, life: int = life, final_sac: tuple[int, ...] = final_sac) -> bool:
            return len(branches) == 1 or _branch_pays(reduced, pool, life, final_sac, deadline)

        # CR 601.2g-h: in this branch only the pool mana it spends is there to pay the activations' own costs.
        spent = Mana(pool)  # type: ignore[arg-type]
        branch_keys = keys if pool == problem.pool.counts else [
            k for k in keys if k[0] in merged.among(_fundable_acts(replace(problem, pool=spent)))]
        for sel in _search(reduced, oracle, branch_keys, pool, life, final_sac, seen, doubt, merged.origins(),
                           _class_made(problem)):
            yield from merged.expand(sel, deadline)


def _pays_into(problem: PaymentProblem, act: Act, demand: Demand, final: bool) -> bool:
    """Could some mana ``act`` makes pay a symbol of ``demand`` (of the cost itself when ``final``)? CR 106.6
    (restrictions), 107.4 (which types pay which symbols, with "spend as though", CR 609.4b), 107.4h (snow)."""
    if act.pays_as:
        if not final:
            return False
        # A payer: generic mana, or a symbol of one of its colours (CR 702.51a, 702.126a, 702.66a).
        return bool(act.pays_as & PAYS_GENERIC and (demand.generic or any(r.generic_alt for r in demand.requirements))
                    or any(act.pays_as & _mask(r.types) and not r.snow for r in demand.requirements))
    parts = [(part, part_snow) for o in range(len(act.options))
             for part, to_final, to_abilities, part_snow in act.parts(o, problem.sources[act.source].snow)
             if (to_final if final else to_abilities)]
    made = {t for part, _snow in parts for t in range(6) if part.counts[t]}
    if not made:
        return False
    if demand.generic or any(r.generic_alt for r in demand.requirements):
        return True
    snow = any(part_snow for _part, part_snow in parts)
    return any(
        (r.snow and snow) or any(problem.spend[t][MANA_TYPES.index(rt)] for t in made for rt in r.types)
        for r in demand.requirements)


def _fundable_acts(problem: PaymentProblem) -> set[int]:
    """The activations whose own mana cost could be paid at all: the least set holding those without one and,
    repeatedly, each whose least mana is at most what the pool and the set's activations could net first
    (:func:`~solver.payments.problem.most_net_mana`: what they make less what their own costs take), its own class
    counted one member fewer when it takes a member (that member is not there to make mana before it). An ability is
    activated only once its costs are paid (CR 601.2g-h, 602.2b, 605.3a), by mana already in the pool, so the
    first activation of one outside the set never comes: with {4}, {T}: Add four mana of Baxter Building and three
    lands that tap for one, it is never part of a payment, nor is Cascading Cataracts' {5} beside a Forest and
    Orochi Leafcaller, whose "{G}: Add one mana of any color" nets nothing however often it is activated.
    Untapping ({Q}, toggling permanents) can make more than the bound counts, so then every activation is kept."""
    if any(a.untaps or a.ordered for a in problem.acts):
        return {a.index for a in problem.acts}
    fundable = {a.index for a in problem.acts if a.demand.min_mana == 0}
    while True:
        acts = [a for a in problem.acts if a.index in fundable]
        # What the set can net, once a round: with every member, and per class without one of its members.
        bounds: dict[int | None, int | None] = {None: most_net_mana(problem.pool, problem.sources, acts)}
        more: set[int] = set()
        for a in problem.acts:
            if a.index in fundable:
                continue
            key = a.source if a.uses_member else None
            if key not in bounds:
                src = problem.sources[a.source]
                fewer = [replace(s, members=s.members[1:]) if s is src else s for s in problem.sources]
                bounds[key] = most_net_mana(problem.pool, fewer, acts)
            most = bounds[key]
            if most is None or most >= a.demand.min_mana:
                more.add(a.index)
        if not more:
            return fundable
        fundable |= more


def _useful_acts(problem: PaymentProblem) -> set[int]:
    """The activations whose mana can reach the cost: those that can pay a symbol of it, and, repeatedly, those
    that can pay a symbol of a useful activation's own cost; and those that tap or untap a toggling permanent, which
    may be needed for that alone; of those, only the ones whose own cost could be paid (:func:`_fundable_acts`).
    No minimal payment holds another (the one activated last among them makes mana nothing useful can spend, so
    it can be dropped), so the search leaves them out."""
    fundable = _fundable_acts(problem)
    acts = [a for a in problem.acts if a.index in fundable]
    useful = {a.index for a in acts if a.ordered or _pays_into(problem, a, problem.demand, True)}
    grew = True
    while grew:
        grew = False
        for a in acts:
            if a.index not in useful and any(
                    not problem.acts[u].demand.empty and _pays_into(problem, a, problem.acts[u].demand, False)
                    for u in useful):
                useful.add(a.index)
                grew = True
    return useful


def _branch_pays(problem: PaymentProblem, pool: tuple[int, ...], life: int, final_sac: tuple[int, ...],
                 deadline: float) -> bool:
    from mtgsolver.solver.payments import cpsat

    return cpsat.pays_with(problem, pool, life, final_sac, deadline)


def _search(problem: PaymentProblem, oracle: Oracle, keys: list[tuple[int, int]], pool: tuple[int, ...], life: int,
            final_sac: tuple[int, ...], seen: set[Selection], doubt: Callable[[], bool],
            origins: list[frozenset[int]], class_made: list[int]) -> Iterator[Selection]:
    """The payments of one branch (module docstring); ``doubt`` is asked once, after ``DOUBT_AFTER`` steps without
    a payment, whether the branch has any (False ends it). ``origins`` and ``class_made`` are
    :meth:`Oracle.fundable`'s."""
    uses: Counter[tuple[int, int]] = Counter()
    act_used: Counter[int] = Counter()

    def minimal() -> bool:
        for key in list(uses):
            uses[key] -= 1
            if uses[key] == 0:
                del uses[key]
            try:
                if oracle.feasible(uses, pool, life, final_sac, exact=False):
                    return False
            finally:
                uses[key] += 1
        return True

    # Upper bounds for the relaxation: every unit the keys from i on could make, at full use (a relaxation even
    # when several keys share one activation's uses), computed once from the end.
    suffix: list[Counter[Unit]] = [Counter() for _ in range(len(keys) + 1)]
    for i in range(len(keys) - 1, -1, -1):
        suffix[i] = suffix[i + 1].copy()
        a, o = keys[i]
        suffix[i].update(oracle.relaxed_units(a, o, problem.acts[a].max_uses))

    # In a minimal payment every activation makes at least one unit of mana that is spent (else it could be
    # dropped); without activation costs the units spent are at most the cost's symbols, so that bounds how many
    # activations a minimal payment has.
    # A payment that includes a paying one can still be minimal (no single activation can be dropped) when what it
    # adds has an activation with costs: floating mana moved from the cost to a filter land's cost, whose mana then
    # pays the cost ({B} floating, Graven Cairns and Fire-Lit Thicket paying {B/G}). Activations without costs
    # added to a paying payment can always be dropped one at a time, so past the keys with costs a branch stops
    # once it pays.
    costed_end = sum(1 for a, _o in keys if not problem.acts[a].trivial)
    # Dropping an activation keeps a payment that adds activations without costs payable, life included, unless
    # an activation's own cost has Phyrexian symbols: its life could then be paid apart from the cost's
    # (problem.life_ok), and the added activations' damage tell.
    droppable_cut = not any(r.life_alt for a in problem.acts for r in a.demand.requirements)
    # The symbols of the costs of the keys with costs from i on, at full use, for the cut by :meth:`Oracle.reps_fit`.
    later: list[tuple[tuple[Slot, int], ...]] = [()] * (len(keys) + 1)
    grown: Counter[Slot] = Counter()
    for i in range(costed_end - 1, -1, -1):
        a, _o = keys[i]
        for slot, n in oracle.slots(problem.acts[a].demand, -4).items():
            grown[slot] += n * problem.acts[a].max_uses
        later[i] = tuple(sorted(grown.items()))
    # The original classes of the keys from i on, and the most mana they make, for :meth:`Oracle.fundable`.
    later_classes: list[frozenset[int]] = [frozenset()] * (len(keys) + 1)
    for i in range(len(keys) - 1, -1, -1):
        later_classes[i] = later_classes[i + 1] | origins[keys[i][0]]
    later_made = [sum(class_made[c] for c in classes) for classes in later_classes]
    cap = None
    if all(a.trivial for a in problem.acts):
        d = problem.demand
        cap = d.generic + sum(r.count * max(1, r.generic_alt) for r in d.requirements)
    used_total = 0

    # Depth-first, with an explicit stack (a board of thousands of sources must not exhaust Python's recursion);
    # at each key without costs, more uses are tried before none, so that payments stream early. A frame is [key index, phase,
    # uses of its key added]; ``paid`` is what the last finished frame found.
    stack: list[list[int]] = [[0, _ENTER, 0]]
    paid = False
    steps = 0
    while stack:
        steps += 1
        if steps == DOUBT_AFTER and not doubt():
            return
        frame = stack[-1]
        i, phase = frame[0], frame[1]
        if phase == _ENTER:
            if i - 1 >= costed_end and stack[-2][2] == 0:
                # The uses of the frame below, past the keys with costs: its checks hold here too (it didn't pay,
                # else it would have stopped), but for what the keys left could still add.
                pass
            elif not oracle.counts_ok(uses, final_sac) or not oracle.reps_fit(uses, pool, later[i]):
                paid = True  # more of the last key can't fit either
                stack.pop()
                continue
            elif oracle.feasible(uses, pool, life, final_sac):
                if minimal():
                    sel = Selection(tuple(sorted((a, o, c) for (a, o), c in uses.items())), pool, life, final_sac)
                    if sel not in seen:
                        seen.add(sel)
                        steps = DOUBT_AFTER  # it pays: no need to ask
                        yield sel
                paid = True
                if i >= costed_end:
                    stack.pop()
                    continue
            elif i >= costed_end and droppable_cut and not minimal():
                # An activation that can be dropped now can be dropped from any payment that adds only activations
                # without costs (their mana may go unspent), so none of those is minimal.
                paid = True
                stack.pop()
                continue
            if i == len(keys) or not oracle.fundable(uses, pool, later_classes[i], later_made[i], origins, class_made) or (
                    not oracle.could_still_pay(uses, suffix[i], pool, life)):
                paid = False
                stack.pop()
                continue
            paid = False
            if problem.acts[keys[i][0]].trivial:
                frame[1] = _ADDING
            else:
                # An activation with costs is tried without first: it is rarely needed, and costly to explore.
                frame[1] = _ZERO_FIRST
                stack.append([i + 1, _ENTER, 0])
            continue
        if phase == _ZERO:
            paid = False
            stack.pop()
            continue
        if phase == _ZERO_FIRST:
            frame[1] = _ADDING
            paid = False
        key = keys[i]
        a = key[0]
        room = problem.acts[a].max_uses - (act_used[a] - frame[2])
        if cap is not None:
            room = min(room, frame[2] + cap - used_total)
        # Once these activations pay, more of this one (without costs) would only add a droppable activation.
        if (frame[2] and paid and problem.acts[a].trivial) or frame[2] >= room:
            if frame[2]:
                uses[key] -= frame[2]
                act_used[a] -= frame[2]
                used_total -= frame[2]
                if uses[key] == 0:
                    del uses[key]
                frame[2] = 0
            if problem.acts[a].trivial:
                frame[1] = _ZERO
                stack.append([i + 1, _ENTER, 0])
            else:
                paid = False
                stack.pop()
            continue
        uses[key] += 1
        act_used[a] += 1
        used_total += 1
        frame[2] += 1
        stack.append([i + 1, _ENTER, 0])


_ENTER, _ADDING, _ZERO, _ZERO_FIRST = 0, 1, 2, 3
