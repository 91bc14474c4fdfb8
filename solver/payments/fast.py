"""Fast path: decide payability without a solver when every usable mana ability is simple (CR 601.2g-h, 605).

Applies when each usable activation costs nothing but {T} (or nothing at all, used once), adds a fixed amount of one
type each time or one mana of a choice of types, and nothing restricts or re-routes spending (no {S}, no spending
restriction that matters, no "spend as though"). Then a payment is a matching of mana units to the cost's symbols,
and by Hall's theorem one exists exactly when, for every set ``U`` of mana types, the symbols that can only be paid
with types in ``U`` are no more than the units that can make a type in ``U`` (64 sets to check). Choices that are not
a matching — {2/W} paid as two generic (CR 107.4e), Phyrexian symbols paid with 2 life (CR 107.4f, 119.4) — are
tried in every split by count.

:func:`fast_check` returns ``True``/``False``, or ``None`` when the fast path does not apply.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from itertools import product

from mtgsolver.model.mana import TYPE_ORDER
from mtgsolver.solver.payments.problem import PaymentProblem

ALL = 0b111111
#: The "spend as though" table when no effect changes it: each type pays only itself.
IDENTITY_SPEND = tuple(tuple(i == j for i in range(6)) for j in range(6))


def _mask(types) -> int:  # type: ignore[no-untyped-def]
    m = 0
    for t in types:
        m |= 1 << TYPE_ORDER[t]
    return m


_UNITS_CACHE: dict[tuple[int, tuple[int, ...], int | None, bool, bool], tuple[object, Counter[int] | None]] = {}


def _units(problem: PaymentProblem) -> Counter[int] | None:
    """Mana units by type mask, or None when some source is not simple (kept per activation tuple: the board's
    activations are shared by every query about it)."""
    ex = problem.extras
    key = (id(problem.acts), problem.pool.counts, ex.source_class, ex.taps, ex.untaps)
    hit = _UNITS_CACHE.get(key)
    if hit is not None and hit[0] is problem.acts:
        return hit[1]
    if len(_UNITS_CACHE) > 256:
        _UNITS_CACHE.clear()
    units = _count_units(problem)
    _UNITS_CACHE[key] = (problem.acts, units)
    return units


def _count_units(problem: PaymentProblem) -> Counter[int] | None:
    units: Counter[int] = Counter()
    for t in range(6):
        if problem.pool.counts[t]:
            units[1 << t] += problem.pool.counts[t]
    by_source: dict[int, list] = {}
    for a in problem.acts:
        if not a.pays_final:
            continue
        if not a.trivial or a.life or a.untaps or a.sac_self and not a.taps:
            return None
        by_source.setdefault(a.source, []).append(a)
    for src, acts in by_source.items():
        s = problem.sources[src]
        if any(not a.taps for a in acts) or s.untapped == 0:
            return None
        if problem.extras.source_class == src and (problem.extras.taps or problem.extras.untaps):
            return None
        single = all(b.total == 1 for a in acts for b in a.options)
        if single:
            mask = 0
            for a in acts:
                for b in a.options:
                    mask |= _mask(b.types())
            units[mask] += s.untapped
        elif len(acts) == 1 and len(acts[0].options) == 1:
            bag = acts[0].options[0]
            for t in range(6):
                if bag.counts[t]:
                    units[1 << t] += bag.counts[t] * s.untapped
        else:
            return None
    return units


def _hall(units: Counter[int], demand: Counter[int]) -> bool:
    """Hall's condition for units (by allowed-type mask) against symbols (by payable-type mask).

    The symbols that can only be paid with types in a set ``U`` must be no more than the units that can make a
    type in ``U``. The binding sets are the unions of the symbols' masks, so only those are checked.
    """
    kinds = [(m, n) for m, n in demand.items() if n]
    unit_items = [(m, n) for m, n in units.items() if n]
    if sum(n for _, n in kinds) > sum(n for _, n in unit_items):
        return False
    checked: set[int] = set()
    for sub in range(1, 1 << len(kinds)):
        u = 0
        for i, (m, _n) in enumerate(kinds):
            if sub >> i & 1:
                u |= m
        if u in checked:
            continue
        checked.add(u)
        need = sum(n for m, n in kinds if m & ~u == 0)
        if need > sum(n for m, n in unit_items if m & u):
            return False
    return True


def _without_costed(problem: PaymentProblem) -> PaymentProblem:
    """The problem with every activation that has a mana cost or sacrifices another permanent removed."""
    return replace(problem, acts=tuple(replace(a, index=i) for i, a in enumerate(x for x in problem.acts
                                                                               if x.trivial)))


def _costs_waived(problem: PaymentProblem) -> PaymentProblem:
    """The problem with the mana costs and other sacrifices of every activation waived (a relaxation)."""
    from mtgsolver.solver.payments.problem import Demand

    return replace(problem, acts=tuple(replace(a, demand=Demand(), sacrifices=None) for a in problem.acts))


def _most_mana(problem: PaymentProblem) -> int | None:
    """An upper bound on the mana all activations can net (made minus spent on their own costs), or None when
    some activation can be repeated without tapping (no simple bound)."""
    total = sum(problem.pool.counts)
    for s in problem.sources:
        acts = [a for a in problem.acts if a.source == s.index]
        if not acts:
            continue
        if any(not (a.taps or a.untaps) for a in acts):
            return None
        best = max(max(b.total for b in a.options) - a.demand.min_mana for a in acts)
        total += max(best, 0) * len(s.members)
    return total


def quick_check(problem: PaymentProblem) -> bool | None:
    """Decide payability without a solver when it is easy (True/False), else None.

    * :func:`fast_check` when every activation is simple;
    * payable when the activations without costs alone pay (more activations can't hurt, CR 601.2g);
    * unpayable when even with every activation's costs waived the matching fails, or when the cost needs more
      mana than all the activations can net (each permanent taps once, CR 118.3).
    """
    fast = fast_check(problem)
    if fast is not None:
        return fast
    if any(not a.trivial for a in problem.acts):
        if fast_check(_without_costed(problem)):
            return True
        if fast_check(_costs_waived(problem)) is False:
            return False
    most = _most_mana(problem)
    if most is not None and problem.demand.min_mana > most:
        return False
    return None


def fast_check(problem: PaymentProblem) -> bool | None:
    """Payable (True/False) by Hall's theorem, or None when the fast path does not apply (module docstring)."""
    ex = problem.extras
    if ex.sacrifice_classes or ex.untaps or ex.sac_self:
        return None
    if problem.spend != IDENTITY_SPEND:
        return None
    if ex.life > problem.life:
        return False
    if (ex.life or any(r.life_alt for r in problem.demand.requirements)) and any(
            a.life_lost_now for a in problem.acts):
        return None  # which sources pay decides the life left for the cost (CR 605.3b): not a matching question
    units = _units(problem)
    if units is None:
        return None
    if ex.taps and ex.source_class is not None:
        s = problem.sources[ex.source_class]
        if s.untapped == 0 or not s.can_tap:
            return False
    base: Counter[int] = Counter()
    if problem.demand.generic:
        base[ALL] += problem.demand.generic
    choices: list[tuple[int, int, int, int]] = []  # (count, mask, generic_alt, life_alt)
    for r in problem.demand.requirements:
        if r.snow:
            return None
        mask = _mask(r.types)
        if r.generic_alt or r.life_alt:
            choices.append((r.count, mask, r.generic_alt, int(r.life_alt)))
        else:
            base[mask] += r.count
    life_left = problem.life - ex.life
    for split in product(*(range(c + 1) for c, *_ in choices)):
        demand = base.copy()
        life = 0
        for k, (count, mask, alt, life_alt) in zip(split, choices):
            # k of these symbols take the alternative: 2 generic each ({2/W}) or 2 life each (Phyrexian).
            if count - k:
                demand[mask] += count - k
            if k and alt:
                demand[ALL] += alt * k
            if k and life_alt:
                life += 2 * k
        if life <= life_left and _hall(units, demand):
            return True
    return False
