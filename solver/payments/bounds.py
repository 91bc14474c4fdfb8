"""An exact "no" without a solver: a relaxed payment problem that is at least as easy to pay as the real one.

The relaxation waives every activation's own cost (a cost only takes mana away or taps something, CR 601.2g-h,
118.3), lets every activation be used its ``max_uses`` times with every use making, for each set of types, as many
units of that set as its best option makes, and adds the mana pool. The cost's symbols are then a matching problem,
and by Hall's theorem a matching exists only if, for every set ``U`` of the six mana types, the symbols that only
mana of a type in ``U`` can pay (coloured, colourless and hybrid symbols whose halves are all in ``U``, CR 107.4a,
107.4c, 107.4e; each other symbol needs at least one unit of any type: generic, snow, {2/W}; Phyrexian symbols can
be paid with life and need none, CR 107.4f) are no more than the units that can pay a type in ``U`` (the "spend as
though" table applied). A real payment is a payment of the relaxation, so a failing ``U`` proves the cost
unpayable. Mana that can't be spent on the cost (a spending restriction, CR 106.6) is not counted: with the costs
waived, no activation needs it; a trigger's mana beside it is its own and counts (CR 605.1b). A payer (convoke, improvise, delve: CR 702.51a, 702.126a, 702.66a) counts once per
use toward the whole cost, and toward a set ``U`` when it has a colour in ``U``. Last, the {S} symbols need as many
units from snow sources (CR 107.4h): an activation's own mana when its source is snow, a trigger's when the
trigger's source is (CR 106.3, 605.1b; :meth:`~solver.payments.problem.Act.parts`), each use its best option's.
"""

from __future__ import annotations

from msgspec import Struct
from mtgsolver.model.mana import TYPE_ORDER
from mtgsolver.solver.payments.problem import PAYS_GENERIC, PaymentProblem

ALL = 0b111111


class Shortage(Struct, frozen=True):
    """A set of types whose symbols outnumber the units that can pay them: ``types`` (a mask in W U B R G C bit
    order; :data:`ALL` for the whole cost), ``need`` and ``have`` (mana); with ``snow``, the {S} symbols against
    the units from snow sources (CR 107.4h), ``types`` then :data:`ALL`."""

    types: int
    need: int
    have: int
    snow: bool = False


def _pays(problem: PaymentProblem) -> tuple[int, ...]:
    """For each produced type, the mask of required types its mana may pay (CR 609.4b "spend as though")."""
    return tuple(sum(1 << r for r in range(6) if problem.spend[p][r]) for p in range(6))


def relaxed_shortage(problem: PaymentProblem) -> Shortage | None:
    """The first set of types (smallest first) the relaxation (module docstring) can't pay, or ``None`` when it
    can. A shortage proves the cost unpayable; ``None`` proves nothing."""
    pays = _pays(problem)
    demand: dict[int, int] = {}
    anything = problem.demand.generic
    for r in problem.demand.requirements:
        if r.life_alt:
            continue
        if r.generic_alt or r.snow:
            anything += r.count
            continue
        mask = sum(1 << TYPE_ORDER[t] for t in r.types)
        demand[mask] = demand.get(mask, 0) + r.count
    if anything:
        demand[ALL] = demand.get(ALL, 0) + anything
    if not demand:
        return None
    # Supply by produced type: the pool, and each activation's best option per set, times its uses.
    pool = problem.pool.counts
    usable = [a for a in problem.acts if a.final_options]
    for u in sorted(range(1, ALL + 1), key=int.bit_count):
        need = sum(n for m, n in demand.items() if m & ~u == 0)
        if not need:
            continue
        can = [p for p in range(6) if pays[p] & u]
        have = sum(pool[p] for p in can)
        for a in usable:
            if a.pays_as:
                # One symbol per use: generic (only in the whole cost) or one of its colours.
                if a.pays_as & u or (u == ALL and a.pays_as & PAYS_GENERIC):
                    have += a.max_uses
                continue
            best = max((sum(b.counts[p] for p in can) for b in a.final_options), default=0)
            have += best * a.max_uses
            if have >= need:
                break
        if need > have:
            return Shortage(u, need, have)
    snow = sum(r.count for r in problem.demand.requirements if r.snow)
    have = snow_supply(problem)
    if snow > have:
        return Shortage(ALL, snow, have, snow=True)
    return None


def snow_supply(problem: PaymentProblem) -> int:
    """The most mana from snow sources the relaxation makes for the cost itself (CR 107.4h): per activation, its
    best option's parts that are snow (its own mana when its source is snow, a trigger's when the trigger's source
    is: CR 106.3, 605.1b) and may pay the cost (CR 106.6), times its uses. Payers (convoke, improvise, delve) pay
    no {S}; the pool is not counted as snow (the state doesn't say where it came from)."""
    have = 0
    for a in problem.acts:
        if a.pays_as:
            continue
        snow = problem.sources[a.source].snow
        best = max((sum(part.total for part, final, _abilities, part_snow in a.parts(o, snow) if final and part_snow)
                    for o in range(len(a.options))), default=0)
        have += best * a.max_uses
    return have


__all__ = ["ALL", "Shortage", "relaxed_shortage", "snow_supply"]
