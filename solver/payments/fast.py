"""Fast path: decide payability without a solver when every usable mana ability is simple (CR 601.2g-h, 605).

Applies when each usable activation costs nothing but {T} and perhaps life ("{T}, Pay 1 life", Mana Confluence),
adds a fixed amount of one type each time or one mana of a choice of types, perhaps dealing damage to its
controller as it resolves (a pain land), and nothing restricts or re-routes spending (no {S}, no spending
restriction that matters, no "spend as though"). Then a payment is a matching of mana units to the cost's symbols,
and by Hall's theorem one exists exactly when, for every set ``U`` of mana types, the symbols that can only be paid
with types in ``U`` are no more than the units that can make a type in ``U`` (64 sets to check). Choices that are not
a matching — {2/W} paid as two generic (CR 107.4e), Phyrexian symbols paid with 2 life (CR 107.4f, 119.4) — are
tried in every split by count.

Life. An activation's life cost is paid as it is activated (CR 602.2b, 119.4), a pain land's damage is dealt as
its ability resolves (CR 605.3b), both before the total cost's life ("Pay N life", Phyrexian symbols) is paid from
what is left (CR 601.2g-h); City of Brass's damage is a trigger that waits (CR 605.5a) and changes nothing here.
No activation here needs mana from another, so the player may activate the ones that cost life first (CR 601.2g):
a payment's life can then be paid exactly when its life costs add up to at most the life total and, if the cost
itself pays life, its life costs, damage and the cost's life together do
(:func:`~mtgsolver.solver.payments.problem.life_ok`). Each way of tapping a source so weighs the life it takes
against a budget; when the sources that cost life can't all be tapped their dearest way within it, a depth-first
search over how many of each are tapped which way, cut by bounds, decides Hall's condition (:func:`_matches`),
giving up (None) beyond ``MAX_NODES`` steps.

:func:`fast_check` returns ``True``/``False``, or ``None`` when the fast path does not apply.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from functools import lru_cache
from itertools import product

from msgspec import Struct
from msgspec.structs import replace
from mtgsolver.model.mana import TYPE_ORDER
from mtgsolver.solver.payments.bounds import relaxed_shortage
from mtgsolver.solver.payments.problem import IDENTITY_SPEND, Act, PaymentProblem, most_net_mana

ALL = 0b111111
#: How many steps the search over the ways to tap the sources that cost life may take for one split of the cost
#: before the fast path gives up (None).
MAX_NODES = 512


def _mask(types) -> int:  # type: ignore[no-untyped-def]
    m = 0
    for t in types:
        m |= 1 << TYPE_ORDER[t]
    return m


@lru_cache(maxsize=1024)
def _bag_mask(counts: tuple[int, int, int, int, int, int]) -> int:
    """The mask of the types an amount of mana has (its counts in W U B R G C order, the order of the bits)."""
    return sum(1 << i for i, n in enumerate(counts) if n)


#: A tier of a group of sources: the units one member makes that way (``(type mask, count)`` pairs) and its weight.
Tier = tuple[tuple[tuple[int, int], ...], int]
#: Interchangeable sources that cost life: how many, and their tiers, by increasing weight (see :class:`Supply`).
Group = tuple[int, tuple[Tier, ...]]


class Supply(Struct, frozen=True):
    """The mana a board can make toward the cost, for one way of counting life (``damage_counts``, see
    :func:`_weight`).

    ``free`` counts units by type mask (the pool, and sources that cost no life). Each group's members are tapped
    each for one of the group's tiers, paying its weight; the first tier weighs 0 (it makes nothing when the
    source has no way that costs no life), and each later tier weighs more and makes every type the one before it
    makes (a member tapped the dearer way may still make the cheaper types the cheaper way: never worse).
    """

    free: Counter[int]
    groups: tuple[Group, ...]

    def most(self) -> Counter[int]:
        """The units made when every member is tapped in its last tier (life aside)."""
        units = self.free.copy()
        for members, tiers in self.groups:
            for mask, n in tiers[-1][0]:
                units[mask] += n * members
        return units


_SupplyKey = tuple[int, tuple[int, ...], int | None, bool, bool]
_SUPPLY_CACHE: dict[_SupplyKey, tuple[object, tuple[Supply, Supply] | None]] = {}


def _supplies(problem: PaymentProblem) -> tuple[Supply, Supply] | None:
    """The supply with a pain land's damage left out and with it counted (:func:`_weight`), or None when some
    source is not simple (kept per activation tuple: the board's activations are shared by every query about it)."""
    ex = problem.extras
    key = (id(problem.acts), problem.pool.counts, ex.source_class, ex.taps, ex.untaps)
    hit = _SUPPLY_CACHE.get(key)
    if hit is not None and hit[0] is problem.acts:
        return hit[1]
    if len(_SUPPLY_CACHE) > 256:
        _SUPPLY_CACHE.clear()
    by_source = _simple_sources(problem)
    supplies = None
    if by_source is not None:
        plain = _supply(problem, by_source, False)
        # Without a pain land's damage the two ways of counting life weigh alike (:func:`_weight`).
        hurts = any(a.life_lost_now for acts in by_source.values() for a in acts)
        supplies = plain, _supply(problem, by_source, True) if hurts else plain
    _SUPPLY_CACHE[key] = (problem.acts, supplies)
    return supplies


def _units(problem: PaymentProblem) -> Counter[int] | None:
    """Mana units by type mask that the sources can make, life aside, or None when some source is not simple."""
    supplies = _supplies(problem)
    return None if supplies is None else supplies[0].most()


def _simple_sources(problem: PaymentProblem) -> dict[int, list[Act]] | None:
    """The activations that may pay the cost, by source class, or None when one isn't simple: each taps its source
    and costs nothing else but life (no other permanent tapped, not a payer such as convoke); a source with a
    multi-mana result has only that one. An activation counts with its :attr:`~Act.final_options`: restricted mana
    that can't pay the cost is left out, a trigger's mana beside it kept (CR 106.6, 605.1b)."""
    by_source: dict[int, list[Act]] = {}
    for a in problem.acts:
        if not a.final_options:
            continue
        if not a.trivial or a.untaps or a.sac_self and not a.taps or a.taps_others or a.pays_as:
            return None
        by_source.setdefault(a.source, []).append(a)
    for src, acts in by_source.items():
        if any(not a.taps for a in acts) or problem.sources[src].untapped == 0:
            return None
        if len({a.max_uses for a in acts}) > 1:
            # One of its abilities may be used fewer times than the others (the energy to pay, CR 107.14; once
            # each turn, CR 602.5b): a member can't just be tapped for any of them.
            return None
        if problem.extras.source_class == src and (problem.extras.taps or problem.extras.untaps):
            return None
        single = all(b.total == 1 for a in acts for b in a.final_options)
        if not single and (len(acts) > 1 or len(acts[0].final_options) > 1):
            return None
    return by_source


def _weight(a: Act, damage_counts: bool) -> int:
    """The life one activation of ``a`` takes from what the total cost's life is paid with: its life cost (paid as
    it is activated, CR 119.4, 602.2b), and when ``damage_counts`` its own damage (a pain land's, dealt as it
    resolves, CR 605.3b) too. Its activations come first, before the abilities whose effects hurt, so life costs
    need only add up to at most the life total; the damage counts only when the cost itself pays life (CR 601.2h:
    paying 0 life is always possible, CR 119.4b). City of Brass's damage waits (CR 605.5a): it weighs nothing."""
    return a.life + (a.life_lost_now if damage_counts else 0)


def _supply(problem: PaymentProblem, by_source: dict[int, list[Act]], damage_counts: bool) -> Supply:
    """The :class:`Supply` of the pool and of the simple sources ``by_source``, with weights by :func:`_weight`;
    sources with the same tiers form one group."""
    free: Counter[int] = Counter()
    for t in range(6):
        if problem.pool.counts[t]:
            free[1 << t] += problem.pool.counts[t]
    groups: Counter[tuple[Tier, ...]] = Counter()
    for src, acts in by_source.items():
        # Its activations share one bound on their uses (:func:`_simple_sources`): at most that many members tap.
        members = min(problem.sources[src].untapped, acts[0].max_uses)
        tiers: tuple[Tier, ...]
        if all(b.total == 1 for a in acts for b in a.final_options):
            # Each type at the least weight of an activation that makes it; a tier per distinct weight, making
            # every type that weighs no more.
            cheapest: dict[int, int] = {}
            for a in acts:
                w = _weight(a, damage_counts)
                for b in a.final_options:
                    bit = _bag_mask(b.counts)
                    cheapest[bit] = min(w, cheapest.get(bit, w))
            tiers = tuple(_one_of(sum(bit for bit, w in cheapest.items() if w <= most), most)
                          for most in sorted(set(cheapest.values()) | {0}))
        else:
            bag = acts[0].final_options[0]
            made = tuple((1 << i, bag.counts[i]) for i in range(6) if bag.counts[i])
            w = _weight(acts[0], damage_counts)
            tiers = ((made, 0),) if w == 0 else (((), 0), (made, w))
        if len(tiers) == 1:
            for mask, n in tiers[0][0]:
                free[mask] += n * members
        else:
            groups[tiers] += members
    return Supply(free, tuple((n, tiers) for tiers, n in groups.items()))


def _one_of(mask: int, weight: int) -> Tier:
    """The tier of one mana of any type in ``mask`` (none when it is empty)."""
    return (((mask, 1),) if mask else (), weight)


def _hall(units: Counter[int], demand: Counter[int]) -> bool:
    """Hall's condition for units (by allowed-type mask) against symbols (by payable-type mask).

    The symbols that can only be paid with types in a set ``U`` must be no more than the units that can make a
    type in ``U``. The binding sets are the unions of the symbols' masks, so only those are checked.
    """
    unit_items = [(m, n) for m, n in units.items() if n]
    if sum(demand.values()) > sum(n for _, n in unit_items):
        return False
    return all(need <= sum(n for m, n in unit_items if m & u) for u, need in _hall_sets(demand))


def _hall_sets(demand: Counter[int]) -> Iterator[tuple[int, int]]:
    """The sets of Hall's condition for ``demand``: each union ``U`` of the symbols' masks, with the number of
    symbols that only types in ``U`` pay."""
    kinds = [(m, n) for m, n in demand.items() if n]
    seen: set[int] = set()
    for sub in range(1, 1 << len(kinds)):
        u = 0
        for i, (m, _n) in enumerate(kinds):
            if sub >> i & 1:
                u |= m
        if u not in seen:
            seen.add(u)
            yield u, sum(n for m, n in kinds if m & ~u == 0)


def _without_costed(problem: PaymentProblem) -> PaymentProblem:
    """The problem with every activation that has a mana cost, sacrifices or taps another permanent, or is a payer
    (convoke, improvise, delve) removed."""
    return replace(problem, acts=tuple(replace(a, index=i) for i, a in enumerate(
        x for x in problem.acts if x.trivial and not x.taps_others and not x.pays_as)))


def _costs_waived(problem: PaymentProblem) -> PaymentProblem:
    """The problem with the mana costs, other sacrifices and other permanents tapped of every activation waived (a
    relaxation)."""
    from mtgsolver.solver.payments.problem import Demand

    return replace(problem, acts=tuple(replace(a, demand=Demand(), sacrifices=(), taps_others=())
                                       for a in problem.acts))


def quick_check(problem: PaymentProblem) -> bool | None:
    """Decide payability without a solver when it is easy (True/False), else None.

    * a cost without mana by its own parts ({T}, {Q}, life);
    * :func:`fast_check` when every activation is simple;
    * payable when the activations without costs alone pay (more activations can't hurt, CR 601.2g; an activation
      that taps another permanent, or a payer, is left out of them);
    * unpayable when even with every activation's costs waived the matching fails, or when the cost needs more
      mana than all the activations can net (each permanent taps once, CR 118.3; an activation repeated without
      tapping nets nothing unless it makes more than it costs: :func:`~solver.payments.problem.most_net_mana`), or when a relaxation whose
      activations make their best mana for free can't pay it (:func:`~solver.payments.bounds.relaxed_shortage`:
      filter lands and Signets too).

    With a toggling class (:attr:`PaymentProblem.toggles`: a permanent the payment may untap and tap again, CR
    601.2g, 118.3) only that relaxation answers, and only "no": the order of the payment decides the rest.
    """
    if problem.toggles:
        return False if relaxed_shortage(problem) is not None else None
    if problem.demand.empty:
        without_mana = _without_mana(problem)
        if without_mana is not None:
            return without_mana
    fast = fast_check(problem)
    if fast is not None:
        return fast
    if any(not a.trivial or a.taps_others or a.pays_as for a in problem.acts):
        if fast_check(_without_costed(problem)):
            return True
        if fast_check(_costs_waived(problem)) is False:
            return False
    most = most_net_mana(problem.pool, problem.sources, problem.acts)
    if most is not None and problem.demand.min_mana > most:
        return False
    if relaxed_shortage(problem) is not None:
        return False
    return None


def _without_mana(problem: PaymentProblem) -> bool | None:
    """A cost without mana ("{T}" of a mana ability, "{T}, Pay 1 life"): no mana ability need be activated, so it
    is payable when its own parts are: {T} an untapped source that may tap, {Q} a tapped one (CR 118.3, 302.6), the
    life (CR 119.4; 0 life can always be paid, CR 119.4b). None for sacrifices and a {T} with a {Q}."""
    ex = problem.extras
    if ex.sacrifice_classes or ex.sac_self or (ex.taps and ex.untaps):
        return None
    if ex.life and ex.life > problem.life:
        return False
    if ex.source_class is not None and (ex.taps or ex.untaps):
        s = problem.sources[ex.source_class]
        if not s.can_tap or (s.untapped if ex.taps else s.tapped) == 0:
            return False
    return True


def fast_check(problem: PaymentProblem) -> bool | None:
    """Payable (True/False) by Hall's theorem, or None when the fast path does not apply (module docstring)."""
    ex = problem.extras
    if ex.sacrifice_classes or ex.untaps or ex.sac_self:
        return None
    if problem.spend != IDENTITY_SPEND:
        return None
    if ex.life > problem.life:
        return False
    supplies = _supplies(problem)
    if supplies is None:
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
    undecided = False
    for split in product(*(range(c + 1) for c, *_ in choices)):
        demand = base.copy()
        life = ex.life
        for k, (count, mask, alt, life_alt) in zip(split, choices):
            # k of these symbols take the alternative: 2 generic each ({2/W}) or 2 life each (Phyrexian).
            if count - k:
                demand[mask] += count - k
            if k and alt:
                demand[ALL] += alt * k
            if k and life_alt:
                life += 2 * k
        # The cost's life is paid last, from what the activations left (CR 601.2h, 119.4): when it pays some, the
        # pain lands' damage counts against it too; when it pays none, only the activations' life costs must be
        # affordable.
        payable = _matches(supplies[bool(life)], demand, problem.life - life)
        if payable:
            return True
        undecided = undecided or payable is None
    return None if undecided else False


def _matches(supply: Supply, demand: Counter[int], budget: int) -> bool | None:
    """Can the supply's members be tapped, each in one of its group's tiers, with weights adding up to at most
    ``budget``, so that their units and the free ones pay ``demand`` (Hall's condition)? None when deciding it takes
    more than ``MAX_NODES`` steps of the search."""
    if budget < 0:
        return False
    if not supply.groups:
        return _hall(supply.free, demand)
    sets = list(_hall_sets(demand))

    def reach(made: tuple[tuple[int, int], ...]) -> list[int]:
        """How many units ``made`` has for each of Hall's sets."""
        return [sum(n for m, n in made if m & u) for u, _need in sets]

    # What each set still lacks with every member in its first tier, and what one member adds in each later tier.
    lack = [need - have for (_u, need), have in zip(sets, reach(tuple(supply.free.items())))]
    groups: list[tuple[int, list[tuple[list[int], int]]]] = []
    for members, tiers in supply.groups:
        first = reach(tiers[0][0])
        lack = [d - members * f for d, f in zip(lack, first)]
        groups.append((members, [([x - f for x, f in zip(reach(made), first)], w) for made, w in tiers[1:]]))
    if sum(members * tiers[-1][1] for members, tiers in groups) <= budget:
        # Every member can take its last tier, which makes the most.
        return all(d <= sum(members * tiers[-1][0][k] for members, tiers in groups) for k, d in enumerate(lack))
    return _search(groups, lack, budget)


def _search(groups: list[tuple[int, list[tuple[list[int], int]]]], lack: list[int], budget: int) -> bool | None:
    """Depth first over the groups, dearest tiers first: can their members' tiers, weighing at most ``budget``, add
    at least ``lack`` to each of Hall's sets? A branch is cut when even the rest of the groups could not make up what
    a set lacks: no more than every member in its last tier, and no more than the life left times the most a tier
    adds to the set per life it weighs. None after ``MAX_NODES`` steps."""
    count = len(lack)
    # From each group on: the most its members add to each set, and the best (added, weight) ratio per set.
    most = [[0] * count for _ in range(len(groups) + 1)]
    ratio = [[(0, 1)] * count for _ in range(len(groups) + 1)]
    for g in range(len(groups) - 1, -1, -1):
        members, tiers = groups[g]
        for k in range(count):
            most[g][k] = most[g + 1][k] + members * tiers[-1][0][k]
            best = ratio[g + 1][k]
            for adds, w in tiers:
                if adds[k] * best[1] > best[0] * w:
                    best = (adds[k], w)
            ratio[g][k] = best
    steps = 0

    def step(g: int, left: int, lack: list[int]) -> bool | None:
        nonlocal steps
        steps += 1
        if steps > MAX_NODES:
            return None
        for k, d in enumerate(lack):
            if d > 0 and (d > most[g][k] or d * ratio[g][k][1] > left * ratio[g][k][0]):
                return False
        if g == len(groups):
            return True
        members, tiers = groups[g]
        for counts, rest in _tier_counts(members, (0, *(w for _adds, w in tiers)), left):
            still = list(lack)
            for (adds, _w), n in zip(tiers, counts[1:]):
                if n:
                    still = [d - n * a for d, a in zip(still, adds)]
            found = step(g + 1, rest, still)
            if found is not False:
                return found
        return False

    return step(0, budget, lack)


def _tier_counts(members: int, weights: tuple[int, ...], budget: int) -> Iterator[tuple[tuple[int, ...], int]]:
    """Every spread of ``members`` across tiers of these weights (the first weighs 0) within ``budget``: the
    members per tier and the budget left, dearest tiers filled first."""
    if len(weights) == 1:
        yield (members,), budget
        return
    w = weights[-1]
    for k in range(min(members, budget // w), -1, -1):
        for counts, left in _tier_counts(members - k, weights[:-1], budget - k * w):
            yield (*counts, k), left
