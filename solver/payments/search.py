"""Streaming enumeration of minimal payments: a depth-first search over activations with an exact matching oracle
(CR 601.2g-h, 605.3a, 107.4, 118.3, 119.4; contract "What counts as one payment").

**Oracle.** For a fixed payment (activations with their results, pool mana spent, life paid for Phyrexian
symbols) :meth:`Oracle.feasible` decides whether it can be carried out:

* counts per class: {T} at most the untapped members, {Q} the tapped ones, sacrifices the members (rulings G7, G8);
  life at most the life total (CR 119.4);
* an order of the activations that have a mana cost or sacrifice another permanent (CR 601.2g: one at a time, each
  paid from mana made before it; a sacrificed permanent is used before it is sacrificed), tried in every order;
* for that order, a matching of mana units to cost symbols: by Hall's theorem, it exists exactly when every set
  of symbol kinds has at least as many units able to pay one of them; and the pool's mana must all be spent,
  which by the Mendelsohn-Dulmage theorem adds Hall's condition on the pool's side. {2/W} paid as two generic and
  Phyrexian symbols paid with life (CR 107.4e-f) are tried in every split.

**Search.** Activations are decided one (activation, result) at a time, how many times each. A branch stops as soon
as its activations pay (adding any more would make a payment that isn't minimal), and is cut when even every
remaining activation, free of costs and order, could not pay (a relaxation of the oracle). A paying leaf is
listed when no single activation can be dropped while the rest, spending no more pool mana nor life, still pays.
The order of the search is fixed, so the stream is deterministic; it stops at a limit or a deadline.

Beyond ``MAX_ORDERED`` ordered activations or ``MAX_KINDS`` symbol kinds the oracle defers to CP-SAT.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Iterator
from functools import lru_cache
from itertools import combinations, permutations, product

from mtgsolver.model.mana import MANA_TYPES
from mtgsolver.solver.payments.problem import Act, Demand, PaymentProblem, TimeUp, class_counts_ok, life_ok
from mtgsolver.solver.payments.selection import Selection

ALL_TYPES = 0b111111
MAX_ORDERED = 5
MAX_KINDS = 12
NEVER = 1 << 30  # the stage of the cost itself: after every activation


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

    def __init__(self, problem: PaymentProblem, deadline: float) -> None:
        self.p = problem
        self.deadline = deadline
        # What a produced type can pay: the "spend as though" table turned into masks (CR 609.4b).
        self.pays_mask = [sum(1 << r for r in range(6) if problem.spend[t][r]) for t in range(6)]
        self._memo: dict[tuple[object, ...], bool] = {}

    # ---------------------------------------------------------------- counts and life
    def _act_life(self, uses: Counter[tuple[int, int]]) -> int:
        return sum(self.p.acts[a].life * c for (a, _o), c in uses.items())

    # ---------------------------------------------------------------- the matching
    def _symbols(self, demand: Demand, stage: int, life_symbols: dict[tuple[int, int], int],
                 alt_split: dict[tuple[int, int], int], ci: int) -> list[tuple[Symbol, int]]:
        out: list[tuple[Symbol, int]] = []
        if demand.generic:
            out.append(((ALL_TYPES, stage, False), demand.generic))
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
                out.append(((ALL_TYPES, stage, False), r.generic_alt * by_alt))
        return out

    def _hall(self, units: list[tuple[Unit, int]], symbols: list[tuple[Symbol, int]], exact_pool: bool) -> bool:
        """Hall's condition on the symbols' side, and on the pool's side when the pool must be spent exactly."""
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
        if exact_pool:
            pool_idx = [j for j, u in enumerate(ukinds) if u[5]]
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
            bag = act.options[o].counts
            if act.trivial:
                for t in range(6):
                    if bag[t]:
                        out.append(((self.pays_mask[t], -1, act.pays_final, act.pays_abilities, snow, False),
                                    bag[t] * c))
            else:
                for k in range(c):
                    stage = order[(a, o, k)]
                    for t in range(6):
                        if bag[t]:
                            out.append(((self.pays_mask[t], stage, act.pays_final, act.pays_abilities, snow,
                                         False), bag[t]))
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
                target = p.acts[x[0]].sacrifices
                if target is None:
                    continue
                for y in perm:
                    if y != x and p.acts[y[0]].source == target and pos[y] > pos[x]:
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
        if not class_counts_ok(self.p, uses, final_sac):
            return False
        life_left = self.p.life - self._act_life(uses) - self.p.extras.life
        if life_left < 0 or (exact and phyrexian_life > life_left):
            return False
        try:
            for order in self._orders(uses):
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
                    if self._hall(units, symbols, exact):
                        return True
            return False
        except _Defer:
            return self._cpsat(uses, pool, phyrexian_life, final_sac, exact)

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
        bag = act.options[o].counts
        out: Counter[Unit] = Counter()
        for t in range(6):
            if bag[t]:
                out[(self.pays_mask[t], -1, act.pays_final, act.pays_abilities, snow, False)] += bag[t] * count
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
        # The costs of the activations already chosen count too (their order is relaxed away).
        consumers = [(p.demand, NEVER)] + [
            (p.acts[a].demand, NEVER) for (a, _o), c in uses.items() if not p.acts[a].demand.empty for _ in range(c)
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


def minimal_payments(problem: PaymentProblem, deadline: float) -> Iterator[Selection]:
    """Yield every minimal payment once, in a fixed order (module docstring). Raises :class:`TimeUp`."""
    oracle = Oracle(problem, deadline)
    useful = _useful_acts(problem)
    # Activations with costs first: once they are chosen, the rest is a matching that the relaxation bounds well.
    ordered = sorted((a for a in problem.acts if a.index in useful), key=lambda a: (a.trivial, a.index))
    keys = [(a.index, o) for a in ordered for o in range(len(a.options))]
    caps = {(a.index, o): a.max_uses for a in problem.acts for o in range(len(a.options))}
    seen: set[Selection] = set()
    branches = [(final_sac, life, pool) for final_sac in _final_sacrifice_choices(problem)
                for life in _life_choices(problem) for pool in _pool_choices(problem.pool.counts)]
    for final_sac, life, pool in branches:
        # With several branches (pool mana spent, life paid, sacrifices), one CP-SAT decision skips a branch that
        # has no payment at all, which the search would otherwise explore to its end to say so.
        if len(branches) > 1 and not _branch_pays(problem, pool, life, final_sac, deadline):
            continue
        yield from _search(problem, oracle, keys, caps, pool, life, final_sac, seen)


def _pays_into(problem: PaymentProblem, act: Act, demand: Demand, final: bool) -> bool:
    """Could some mana ``act`` makes pay a symbol of ``demand`` (of the cost itself when ``final``)? CR 106.6
    (restrictions), 107.4 (which types pay which symbols, with "spend as though", CR 609.4b), 107.4h (snow)."""
    if not (act.pays_final if final else act.pays_abilities):
        return False
    made = {t for bag in act.options for t in range(6) if bag.counts[t]}
    if not made:
        return False
    if demand.generic or any(r.generic_alt for r in demand.requirements):
        return True
    snow = problem.sources[act.source].snow
    return any(
        (r.snow and snow) or any(problem.spend[t][MANA_TYPES.index(rt)] for t in made for rt in r.types)
        for r in demand.requirements)


def _useful_acts(problem: PaymentProblem) -> set[int]:
    """The activations whose mana can reach the cost: those that can pay a symbol of it, and, repeatedly, those
    that can pay a symbol of a useful activation's own cost. No minimal payment holds another (the one activated
    last among them makes mana nothing useful can spend, so it can be dropped), so the search leaves them out."""
    useful = {a.index for a in problem.acts if _pays_into(problem, a, problem.demand, True)}
    grew = True
    while grew:
        grew = False
        for a in problem.acts:
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


def _search(problem: PaymentProblem, oracle: Oracle, keys: list[tuple[int, int]], caps: dict[tuple[int, int], int],
            pool: tuple[int, ...], life: int, final_sac: tuple[int, ...], seen: set[Selection]) -> Iterator[Selection]:
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
    while stack:
        frame = stack[-1]
        i, phase = frame[0], frame[1]
        if phase == _ENTER:
            if oracle.feasible(uses, pool, life, final_sac):
                if minimal():
                    sel = Selection(tuple(sorted((a, o, c) for (a, o), c in uses.items())), pool, life, final_sac)
                    if sel not in seen:
                        seen.add(sel)
                        yield sel
                paid = True
                if i >= costed_end:
                    stack.pop()
                    continue
            if i == len(keys) or not oracle.could_still_pay(uses, suffix[i], pool, life):
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
