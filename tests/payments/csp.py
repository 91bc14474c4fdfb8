"""python-constraint backend for payments: a second, unit-level encoding, for small boards and cross-checks.

Where the CP-SAT model counts mana by type, this one names every unit: each symbol of each cost (the cost itself
and the cost of every activation used) is a variable whose value is the unit of mana that pays it (a unit of the
pool, or the i-th unit of a type made by one activation, its own or, free of its spending restriction, a
tapped-for-mana trigger's (CR 106.6, 605.1b), snow when that trigger's source is (CR 106.3, 107.4h), or a payer's tap or exiled card: convoke, improvise, delve,
CR 702.51a, 702.126a, 702.66a, only for the cost itself, generic or a symbol of its colours), or 2 life for a
Phyrexian symbol (CR 107.4f), or, for the second half of a {2/W} paid with {W}, nothing (CR 107.4e). Every activation slot is a variable holding the
result it chose (or "not used"). Constraints: a unit pays at most one symbol; a unit exists only if its slot made
it, and a payer's slot used pays a symbol; {T}/{Q}/sacrifice counts per class (rulings G7, G8); life at most
the life total (CR 119.4); and the graph of "unit from slot A pays the cost of slot B" plus "B sacrifices A's
permanent" has no cycle (an order exists, CR 601.2g); with a toggling permanent (one the payment may untap and tap again), an order of the slots that
follows that graph and in which each tap finds it untapped and each untap tapped, the cost's own {T}/{Q} and the
payers' taps last (CR 118.3, 601.2g-h, rulings G7, G8), found by playing the orders out. Every solution is projected onto the payment's identity and de-duplicated; the minimal ones are
those from which no activation can be dropped. The search is exponential: use it on boards of a few sources.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from itertools import permutations

from constraint import FunctionConstraint, Problem
from mtgsolver.solver.payments.problem import PAYS_GENERIC, Act, Demand, PaymentProblem, class_counts_ok, life_ok
from mtgsolver.solver.payments.selection import Selection, minimal_among

Token = tuple[object, ...]
#: The kinds of unit an activation's slot makes (:func:`_made`).
MADE = ("act", "trig", "snowtrig")


def _symbol_slots(demand: Demand) -> list[tuple[frozenset[int], int, bool, bool, bool]]:
    """One entry per symbol unit: (types, generic_alt, life_alt, snow, generic)."""
    from mtgsolver.model.mana import TYPE_ORDER

    out = []
    for r in demand.requirements:
        types = frozenset(TYPE_ORDER[t] for t in r.types)
        out.extend([(types, r.generic_alt, r.life_alt, r.snow, False)] * r.count)
    out.extend([(frozenset(range(6)), 0, False, False, True)] * demand.generic)
    return out


def solutions(problem: PaymentProblem, max_solutions: int = 200_000) -> Iterator[Selection]:
    """Yield the identity of every solution (with repeats). Bounded by ``max_solutions`` raw solutions."""
    p = Problem()
    acts = problem.acts
    slots: list[tuple[int, int]] = []
    for a in acts:
        for k in range(a.max_uses):
            slots.append((a.index, k))
            p.addVariable(("slot", a.index, k), [-1, *range(len(a.options))])
        for k in range(a.max_uses - 1):
            p.addConstraint(
                FunctionConstraint(lambda x, y: not (x == -1 and y != -1)),
                [("slot", a.index, k), ("slot", a.index, k + 1)],
            )
    # Units a slot may make: "act" ones under the activation's spending restriction, from its source; "trig" and
    # "snowtrig" ones a tapped-for-mana trigger added (``free``), which no restriction reaches (CR 106.6, 605.1b),
    # from the trigger's source, snow for "snowtrig" (``free_snow``) only (CR 106.3, 107.4h).
    max_units = {
        (kind, a.index, t): max(_made(a, o, kind)[t] for o in range(len(a.options)))
        for kind in MADE for a in acts for t in range(6)
    }

    def producers(final: bool) -> list[tuple[Token, int, bool]]:
        """(token, type, snow) of every unit that may pay a consumer of this kind; a payer's type is ``-1 - mask``."""
        out: list[tuple[Token, int, bool]] = []
        for t in range(6):
            out += [(("pool", t, i), t, False) for i in range(problem.pool.counts[t])]
        for a in acts:
            restricted_ok = a.pays_final if final else a.pays_abilities
            if a.pays_as:
                if restricted_ok:
                    out += [(("as", a.index, k), -1 - a.pays_as, False) for k in range(a.max_uses)]
                continue
            snow = {"act": problem.sources[a.source].snow, "trig": False, "snowtrig": True}
            for kind in MADE if restricted_ok else MADE[1:]:
                for k in range(a.max_uses):
                    for t in range(6):
                        out += [((kind, a.index, k, t, i), t, snow[kind])
                                for i in range(max_units[kind, a.index, t])]
        return out

    def pays(t: int, types: frozenset[int], generic: bool) -> bool:
        """May a unit of type ``t`` (a payer: ``-1 - mask``) pay a symbol of ``types`` (generic: any type)?"""
        if t < 0:
            mask = -1 - t
            return bool(mask & PAYS_GENERIC) if generic else any(mask >> rt & 1 for rt in types)
        return generic or any(problem.spend[t][rt] for rt in types)

    consumers: list[tuple[object, Demand]] = [("final", problem.demand)]
    consumers += [((a.index, k), a.demand) for a in acts for k in range(a.max_uses) if not a.demand.empty]
    symbol_vars: list[Token] = []
    for ctag, demand in consumers:
        units = producers(ctag == "final")
        for j, (types, alt, life_alt, snow, generic) in enumerate(_symbol_slots(demand)):
            first: Token = ("sym", ctag, j, 0)
            dom: list[Token] = []
            for tok, t, tsnow in units:
                if tok[0] in MADE and (tok[1], tok[2]) == ctag:
                    continue
                if snow and not tsnow:
                    continue
                if snow or pays(t, types, generic):
                    dom.append(tok)
                elif alt and pays(t, types, True):
                    dom.append(tok + ("generic_alt",))
            if alt:
                dom += [tok + ("generic_alt",) for tok, t, _s in units if tok + ("generic_alt",) not in dom
                        and pays(t, types, True) and not (tok[0] in MADE and (tok[1], tok[2]) == ctag)]
            if life_alt:
                dom.append(("life", ctag, j))
            inactive: Token = ("none", ctag, j, 0)
            if ctag != "final":
                dom.append(inactive)
            p.addVariable(first, dom or [("impossible", ctag, j)])
            symbol_vars.append(first)
            if alt:
                second: Token = ("sym", ctag, j, 1)
                dom2 = [tok for tok, t, _s in units
                        if pays(t, types, True) and not (tok[0] in MADE and (tok[1], tok[2]) == ctag)]
                p.addVariable(second, [*dom2, ("none", ctag, j, 1)])
                symbol_vars.append(second)

                def alt_ok(a_: Token, b_: Token) -> bool:
                    paid_generic = len(a_) > 0 and a_[-1] == "generic_alt"
                    return (b_[0] != "none") == paid_generic

                p.addConstraint(FunctionConstraint(alt_ok), [first, second])

    def all_different(*values: Token) -> bool:
        seen = set()
        for v in values:
            if v[0] in ("pool", *MADE, "as"):
                key = v[:5] if v[0] in MADE else v[:3]
                if key in seen:
                    return False
                seen.add(key)
            elif v[0] == "impossible":
                return False
        return True

    slot_vars = [("slot", a, k) for a, k in slots]

    def consistent(*values: object) -> bool:
        chosen = dict(zip(slot_vars, values[: len(slot_vars)]))
        syms = dict(zip(symbol_vars, values[len(slot_vars):]))
        return _consistent(problem, chosen, syms)

    if not slot_vars and not symbol_vars:
        # Nothing to choose: the empty payment (CR 118.5: a cost of no symbols is paid by doing nothing).
        if _consistent(problem, {}, {}):
            yield Selection((), (0,) * 6, 0, ())
        return
    if symbol_vars:  # an empty list would mean "every variable" to python-constraint
        p.addConstraint(FunctionConstraint(all_different), symbol_vars)
    p.addConstraint(FunctionConstraint(consistent), slot_vars + symbol_vars)

    for n, sol in enumerate(p.getSolutionIter()):
        if n >= max_solutions:
            raise OverflowError(f"more than {max_solutions} raw solutions")
        yield _identity(problem, sol, slots, symbol_vars)


def _made(a: Act, o: int, kind: str) -> tuple[int, ...]:
    """The units by type result ``o`` of ``a`` makes of ``kind``: "snowtrig", what tapped-for-mana triggers with a
    snow source added (the activation's ``free_snow`` part); "trig", what the other triggers added (the rest of its
    ``free`` part); or "act", the rest, the ability's own mana."""
    added = a.free[o].counts if a.free else (0,) * 6
    added_snow = a.free_snow[o].counts if a.free_snow else (0,) * 6
    if kind == "snowtrig":
        return added_snow
    if kind == "trig":
        return tuple(n - m for n, m in zip(added, added_snow))
    return tuple(n - m for n, m in zip(a.options[o].counts, added))


def _consistent(problem: PaymentProblem, chosen: dict, syms: dict) -> bool:  # type: ignore[type-arg]
    acts = problem.acts
    # Units exist only if their slot made them; consumers of unused slots pay nothing.
    for var, tok in syms.items():
        ctag = var[1]
        if ctag != "final":
            active = chosen[("slot", ctag[0], ctag[1])] != -1
            if not active and tok[0] != "none":
                return False
            if active and var[3] == 0 and tok[0] == "none":
                return False
        if tok[0] in MADE:
            o = chosen[("slot", tok[1], tok[2])]
            if o == -1 or _made(acts[tok[1]], o, tok[0])[tok[3]] <= tok[4]:
                return False
        if tok[0] == "as" and chosen[("slot", tok[1], tok[2])] == -1:
            return False
    # A payer used pays a symbol (CR 702.51a, 702.126a, 702.66a).
    paying = {(tok[1], tok[2]) for tok in syms.values() if tok[0] == "as"}
    if any(o != -1 and acts[ai].pays_as and (ai, k) not in paying for (_, ai, k), o in chosen.items()):
        return False
    # Per class counts (rulings G7, G8) and life (CR 119.4).
    uses: Counter[tuple[int, int]] = Counter((ai, o) for (_, ai, _k), o in chosen.items() if o != -1)
    if not class_counts_ok(problem, uses):
        return False
    final_life = 2 * sum(1 for var, tok in syms.items() if tok[0] == "life" and var[1] == "final")
    activation_life = 2 * sum(1 for var, tok in syms.items() if tok[0] == "life" and var[1] != "final")
    if not life_ok(problem, uses, activation_life, final_life):
        return False
    # An order exists: no cycle among "pays for" and "is sacrificed before" edges (CR 601.2g).
    edges: dict[tuple[int, int], set[tuple[int, int]]] = {}
    for var, tok in syms.items():
        if tok[0] in MADE and var[1] != "final":
            edges.setdefault((tok[1], tok[2]), set()).add(var[1])
    for (_, ai, k), o in chosen.items():
        if o == -1 or not acts[ai].sacrifices:
            continue
        for (_, bj, kk), o2 in chosen.items():
            if o2 != -1 and acts[bj].source in acts[ai].sacrifices and (bj, kk) != (ai, k):
                edges.setdefault((bj, kk), set()).add((ai, k))
    if problem.toggles:
        return _playable(problem, chosen, edges)
    return _acyclic(edges)


Event = tuple[str, int]  # ("T" or "Q", class)


def _events(problem: PaymentProblem, act: Act) -> list[Event]:
    """The taps and untaps of the toggling classes one use of a mana ability makes."""
    out: list[Event] = [("T", c) for c in act.taps_others if c in problem.toggles]
    if act.source in problem.toggles and act.taps:
        out.append(("T", act.source))
    if act.source in problem.toggles and act.untaps:
        out.append(("Q", act.source))
    return out


def _after(tapped: frozenset[int], events: list[Event]) -> set[frozenset[int]]:
    """The statuses (tapped toggling classes) ``events`` may leave, in any order among themselves (CR 601.2h),
    each tap of an untapped permanent and each untap of a tapped one (CR 118.3, rulings G7, G8)."""
    out = set()
    for order in set(permutations(events)):
        now = set(tapped)
        for kind, c in order:
            if (kind == "T") == (c in now):
                break
            now.symmetric_difference_update({c})
        else:
            out.add(frozenset(now))
    return out


def _playable(problem: PaymentProblem, chosen: dict, edges: dict[tuple[int, int], set[tuple[int, int]]]) -> bool:  # type: ignore[type-arg]
    """Is there an order of the mana abilities used that follows ``edges`` and in which the toggling permanents'
    taps and untaps can be made, and then the cost's own {T}/{Q} and the payers' taps (CR 601.2g-h)?"""
    acts = problem.acts
    used = [(ai, k) for (_, ai, k), o in chosen.items() if o != -1 and not acts[ai].pays_as]
    before = {n: {m for m, later in edges.items() if n in later and m in used} for n in used}
    ex = problem.extras
    last: list[Event] = [("T", acts[ai].source) for (_, ai, _k), o in chosen.items()
                         if o != -1 and acts[ai].pays_as and acts[ai].source in problem.toggles]
    if ex.source_class in problem.toggles:
        last += [("T", ex.source_class)] * ex.taps + [("Q", ex.source_class)] * ex.untaps
    seen: set[tuple[frozenset[tuple[int, int]], frozenset[int]]] = set()

    def play(done: frozenset[tuple[int, int]], tapped: frozenset[int]) -> bool:
        if (done, tapped) in seen:
            return False
        seen.add((done, tapped))
        if len(done) == len(used):
            return bool(_after(tapped, last))
        return any(play(done | {n}, now) for n in used if n not in done and before[n] <= done
                   for now in _after(tapped, _events(problem, acts[n[0]])))

    return play(frozenset(), frozenset(c for c in problem.toggles if problem.sources[c].tapped))


def _acyclic(edges: dict[tuple[int, int], set[tuple[int, int]]]) -> bool:
    state: dict[tuple[int, int], int] = {}

    def visit(n: tuple[int, int]) -> bool:
        state[n] = 1
        for m in edges.get(n, ()):
            if state.get(m) == 1 or (state.get(m) is None and not visit(m)):
                return False
        state[n] = 2
        return True

    return all(state.get(n) == 2 or visit(n) for n in list(edges))


def _identity(problem: PaymentProblem, sol: dict, slots: list, symbol_vars: list) -> Selection:  # type: ignore[type-arg]
    uses: Counter[tuple[int, int]] = Counter()
    for a, k in slots:
        o = sol[("slot", a, k)]
        if o != -1:
            uses[a, o] += 1
    pool = [0] * 6
    life = 0
    for v in symbol_vars:
        tok = sol[v]
        if tok[0] == "pool":
            pool[tok[1]] += 1
        elif tok[0] == "life":
            life += 2
    return Selection(tuple(sorted((a, o, c) for (a, o), c in uses.items())), tuple(pool), life, ())


def minimal_payments(problem: PaymentProblem, max_solutions: int = 200_000) -> set[Selection]:
    """The minimal payments (contract definition) by this encoding. The cost's own sacrifices are not modelled."""
    if problem.extras.sacrifice_classes:
        raise ValueError("the python-constraint backend does not model sacrifices in the cost itself")
    return minimal_among(set(solutions(problem, max_solutions)))
