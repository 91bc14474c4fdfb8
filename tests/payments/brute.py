"""Brute-force referee for payments: plays out every order of mana abilities (CR 601.2g, 605.3a), then pays.

It shares only :class:`PaymentProblem` with the CP-SAT backend and reasons about nothing but the sequence itself:
each activation pays its own cost from mana already in the pool, taps, untaps or sacrifices as its cost says (the
permanents "Tap an untapped creature you control" taps included, summoning sick or not, CR 302.6), then adds one of
its results (the part a trigger added free of the ability's spending restriction, CR 106.6, 605.1b, and snow
only as far as ``free_snow`` says, its trigger's source being snow, CR 106.3, 107.4h); a payer (convoke,
improvise, delve) taps its permanent or exiles a card and adds a unit that pays one
symbol of the cost itself, generic or of its colours, and must pay one (CR 702.51a, 702.126a, 702.66a); at the end the cost is paid
from the pool (CR 601.2h). The payers and the cost's own {T} and {Q} come after every mana ability (CR 601.2g), in
any order among themselves (CR 601.2h), each from the status the sequence left (a permanent Springleaf Drum tapped
may pay a {Q}; CR 118.3, rulings G7, G8). Every reachable payment is
collected; the minimal ones are those from which no activation can be dropped, with the same pool and the same life
for Phyrexian symbols, while the rest still pays. Exponential: for small boards and tests only, with a bound on
states explored (:class:`SearchTooLarge`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, replace

from mtgsolver.solver.payments.problem import PAYS_GENERIC, Act, Demand, PaymentProblem
from mtgsolver.solver.payments.selection import Selection, minimal_among

# A unit kind: (type index, snow, may pay the cost, may pay abilities, from the starting pool, a payer's mask: 0
# for mana; a payer's type index is -1).
Unit = tuple[int, bool, bool, bool, bool, int]
MAX_STATES = 200_000


class SearchTooLarge(Exception):
    """The board is too large for the brute-force referee."""


@dataclass(frozen=True)
class _State:
    uses: tuple[tuple[int, int], ...]  # sorted (act, option) multiset as pairs with repetition
    status: tuple[str, ...]  # per class (singleton): "untapped" | "tapped" | "gone"; a graveyard: cards left
    pool: tuple[tuple[Unit, int], ...]
    life_paid: int
    phyrexian: int
    damage: int
    pool_used: tuple[int, ...]
    #: The cost itself is being paid (a payer was used, or its own {T}/{Q}): no more mana abilities (CR 601.2g).
    paying: bool = False
    #: The cost's own {T} and {Q} already paid.
    own: tuple[bool, bool] = (False, False)


def _pay(
    problem: PaymentProblem, units: Counter[Unit], demand: Demand, final: bool
) -> Iterator[tuple[Counter[Unit], int, tuple[int, ...]]]:
    """Every way to pay ``demand`` from ``units``: (units left, Phyrexian life, starting-pool mana used by type)."""
    reqs: list[tuple[frozenset[int], int, bool, bool]] = []
    for r in demand.requirements:
        types = frozenset(i for i in range(6) if any(_t_index(t) == i for t in r.types))
        reqs.extend([(types, r.generic_alt, r.life_alt, r.snow)] * r.count)

    def allowed(u: Unit) -> bool:
        return u[2] if final else u[3]

    def rec(i: int, left: Counter[Unit], life: int, used: tuple[int, ...]) -> Iterator:
        if i == len(reqs):
            yield from generic(demand.generic, left, life, used)
            return
        types, alt, life_alt, snow = reqs[i]
        for u in sorted(left):
            if left[u] <= 0 or not allowed(u):
                continue
            if u[5]:
                ok = not snow and any(u[5] >> t & 1 for t in types)  # a payer: one of its colours
            elif snow:
                ok = u[1]
            else:
                ok = any(problem.spend[u[0]][t] for t in types)
            if ok:
                nxt = left.copy()
                nxt[u] -= 1
                yield from rec(i + 1, nxt, life, _use(used, u))
        if life_alt:
            yield from rec(i + 1, left, life + 2, used)
        if alt:
            for left2, used2 in _take_any(left, alt, used, pays_generic):
                yield from rec(i + 1, left2, life, used2)

    def pays_generic(u: Unit) -> bool:
        return allowed(u) and (not u[5] or bool(u[5] & PAYS_GENERIC))

    def generic(k: int, left: Counter[Unit], life: int, used: tuple[int, ...]) -> Iterator:
        for left2, used2 in _take_any(left, k, used, pays_generic):
            yield left2, life, used2

    yield from rec(0, units, 0, (0,) * 6)


def _t_index(t: object) -> int:
    from mtgsolver.model.mana import TYPE_ORDER

    return TYPE_ORDER[t]  # type: ignore[index]


def _use(used: tuple[int, ...], u: Unit) -> tuple[int, ...]:
    if not u[4]:
        return used
    out = list(used)
    out[u[0]] += 1
    return tuple(out)


def _take_any(left: Counter[Unit], k: int, used: tuple[int, ...], allowed) -> Iterator:  # type: ignore[no-untyped-def]
    """Every multiset of ``k`` allowed units from ``left``."""
    kinds = sorted(u for u in left if left[u] > 0 and allowed(u))

    def rec(i: int, k: int, cur: Counter[Unit], used: tuple[int, ...]) -> Iterator:
        if k == 0:
            yield cur, used
            return
        if i == len(kinds):
            return
        u = kinds[i]
        for take in range(min(k, cur[u]), -1, -1):
            nxt = cur.copy()
            nxt[u] -= take
            uu = used
            for _ in range(take):
                uu = _use(uu, u)
            yield from rec(i + 1, k - take, nxt, uu)

    yield from rec(0, k, left.copy(), used)


def _status_allows(st: str, can_tap: bool, taps: bool, untaps: bool) -> bool:
    """May a permanent in state ``st`` ("untapped", "tapped", "gone") pay {T} / {Q} (rulings G7, G8, CR 302.6)?"""
    if st == "gone":
        return False
    if (taps or untaps) and not can_tap:
        return False
    if taps and st != "untapped":
        return False
    return not (untaps and st != "tapped")


def _can_activate(problem: PaymentProblem, act: Act, status: list[str], counts: Counter[int]) -> bool:
    if counts[act.index] >= act.max_uses:
        return False
    if problem.sources[act.source].graveyard:
        return int(status[act.source]) > 0  # delve: a card is left to exile
    if act.pays_as:
        return status[act.source] == "untapped"  # convoke, improvise: not {T}, so not CR 302.6
    if not _status_allows(status[act.source], problem.sources[act.source].can_tap, act.taps, act.untaps):
        return False
    # The permanents its cost taps: untapped, each once, besides the one its own {T} taps (CR 118.3).
    if any(status[c] != "untapped" for c in act.taps_others) or len(set(act.taps_others)) < len(act.taps_others):
        return False
    if act.taps and act.source in act.taps_others:
        return False
    # The permanents its cost sacrifices: still there, each once (CR 118.3).
    return all(status[c] != "gone" for c in act.sacrifices) and len(set(act.sacrifices)) == len(act.sacrifices)


def all_payments(problem: PaymentProblem, max_states: int = MAX_STATES) -> set[Selection]:
    """Every reachable payment (minimal or not). Needs one object per class. Raises :class:`SearchTooLarge`."""
    if any(len(s.members) != 1 and not s.graveyard for s in problem.sources):
        raise ValueError("the brute-force referee needs ungrouped sources")
    start_units: Counter[Unit] = Counter()
    for t in range(6):
        if problem.pool.counts[t]:
            start_units[(t, False, True, True, True, 0)] = problem.pool.counts[t]
    status0 = tuple(str(s.untapped) if s.graveyard else "tapped" if s.tapped else "untapped" for s in problem.sources)
    found: set[Selection] = set()
    seen: set[_State] = set()
    stack = [_State((), status0, tuple(sorted(start_units.items())), 0, 0, 0, (0,) * 6)]
    ex = problem.extras
    while stack:
        st = stack.pop()
        if st in seen:
            continue
        seen.add(st)
        if len(seen) > max_states:
            raise SearchTooLarge(f"more than {max_states} states")
        units = Counter(dict(st.pool))
        status = list(st.status)
        # The cost's own {T} or {Q}, in the order the player chooses among the cost's parts (CR 601.2h).
        for part, (wanted, done) in enumerate(zip((ex.taps, ex.untaps), st.own)):
            if wanted and not done and ex.source_class is not None and _status_allows(
                    status[ex.source_class], problem.sources[ex.source_class].can_tap, part == 0, part == 1):
                own_status = list(status)
                own_status[ex.source_class] = "tapped" if part == 0 else "untapped"
                own = (True, st.own[1]) if part == 0 else (st.own[0], True)
                stack.append(replace(st, status=tuple(own_status), paying=True, own=own))
        # Try to finish: the cost's sacrifices and life, then its mana (CR 601.2h).
        if st.own == (ex.taps, ex.untaps) and _final_ok(problem, status):
            for sacs in _final_sacrifices(problem, status):
                for left, phy, used in _pay(problem, units, problem.demand, True):
                    if any(u[5] and n for u, n in left.items()):
                        continue  # a payer taps a permanent to pay a symbol, not for nothing (CR 702.51a)
                    life = st.life_paid + phy + ex.life
                    # CR 601.2h, 605.3b: the cost's life comes from what the activations' damage left.
                    if life > problem.life or (phy + ex.life and life + st.damage > problem.life):
                        continue
                    pool_used = tuple(a + b for a, b in zip(st.pool_used, used))
                    uses = Counter(st.uses)
                    sel = Selection(
                        tuple(sorted((a, o, c) for (a, o), c in uses.items())),
                        pool_used,
                        st.phyrexian + phy,
                        sacs,
                    )
                    found.add(sel)
        counts: Counter[int] = Counter(a for a, _ in st.uses)
        for act in problem.acts:
            if st.paying and not act.pays_as or not _can_activate(problem, act, status, counts):
                continue
            if st.life_paid + act.life > problem.life:
                continue
            for left, phy, used in _pay(problem, units, act.demand, False):
                paid = act.life + phy
                if st.life_paid + paid > problem.life or (paid and st.life_paid + st.damage + paid > problem.life):
                    continue
                new_status = list(status)
                if problem.sources[act.source].graveyard:
                    new_status[act.source] = str(int(status[act.source]) - 1)
                elif act.taps or act.pays_as:
                    new_status[act.source] = "tapped"
                for c in act.taps_others:
                    new_status[c] = "tapped"
                if act.untaps:
                    new_status[act.source] = "untapped"
                if act.sac_self:
                    new_status[act.source] = "gone"
                for c in act.sacrifices:
                    new_status[c] = "gone"
                snow = problem.sources[act.source].snow
                for o, bag in enumerate(act.options):
                    nxt = left.copy()
                    if act.pays_as:
                        nxt[(-1, False, True, False, False, act.pays_as)] += 1
                    # CR 106.6, 605.1b: what a trigger added (``free``) is outside the ability's restriction;
                    # CR 106.3, 107.4h: its source is the trigger's, snow for the ``free_snow`` part only.
                    added = act.free[o].counts if act.free else (0,) * 6
                    added_snow = act.free_snow[o].counts if act.free_snow else (0,) * 6
                    for t in range(6):
                        if bag.counts[t] - added[t]:
                            nxt[(t, snow, act.pays_final, act.pays_abilities, False, 0)] += bag.counts[t] - added[t]
                        if added[t] - added_snow[t]:
                            nxt[(t, False, True, True, False, 0)] += added[t] - added_snow[t]
                        if added_snow[t]:
                            nxt[(t, True, True, True, False, 0)] += added_snow[t]
                    stack.append(
                        _State(
                            tuple(sorted(st.uses + ((act.index, o),))),
                            tuple(new_status),
                            tuple(sorted((u, c) for u, c in nxt.items() if c > 0)),
                            st.life_paid + act.life + phy,
                            st.phyrexian + phy,
                            st.damage + act.life_lost_now,
                            tuple(a + b for a, b in zip(st.pool_used, used)),
                            st.paying or bool(act.pays_as),
                            st.own,
                        )
                    )
    return found


def _final_ok(problem: PaymentProblem, status: list[str]) -> bool:
    """The cost's own source is still there for its "sacrifice this" ({T} and {Q}: paid as steps)."""
    ex = problem.extras
    if ex.source_class is None or not ex.sac_self:
        return True
    return status[ex.source_class] != "gone"


def _final_sacrifices(problem: PaymentProblem, status: list[str]) -> Iterator[tuple[int, ...]]:
    ex = problem.extras
    taken = {ex.source_class} if ex.sac_self and ex.source_class is not None else set()

    def rec(j: int, taken: set, acc: tuple[int, ...]) -> Iterator[tuple[int, ...]]:
        if j == len(ex.sacrifice_classes):
            yield acc
            return
        for c in ex.sacrifice_classes[j]:
            if c not in taken and status[c] != "gone":
                yield from rec(j + 1, taken | {c}, acc + (c,))

    yield from rec(0, set(taken), ())


def minimal_payments(problem: PaymentProblem, max_states: int = MAX_STATES) -> set[Selection]:
    """The minimal payments (the contract's definition), by brute force."""
    return minimal_among(all_payments(problem, max_states))
