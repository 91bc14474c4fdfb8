"""OR-Tools CP-SAT backend for payments: check, best and all (CR 601.2g-h, 605, 106.6, 107.4, 118.3, 119.4).

The model, built in a fixed order (data, variables, constraints, objective, solve, decode):

* identity variables: ``n[a, o]`` how often activation ``a`` is used with result ``o``; ``pool[t]`` mana of type
  ``t`` spent from the pool; the life paid for Phyrexian symbols; the class each sacrifice of the cost takes;
* activations with a mana cost or an other-permanent sacrifice get one slot per use, with a position, so that the
  mana paying a slot's cost comes only from slots placed before it (or from activations without costs, or the
  pool), and a permanent sacrificed by a slot has been used before it: this excludes circular payments (two
  Signets paying for each other);
* per consumer (the cost, and each slot's cost), symbol choices: each hybrid half, {2/W} as 2 generic, Phyrexian
  as 2 life (CR 107.4e-f), {S} only from snow sources (CR 107.4h); flows of mana from producers to consumers by
  type, with the "spend as though" table and spending restrictions (CR 106.6);
* the mana all consumers need at most the mana all producers make (implied by the flows; stated once so the
  linear relaxation sees it);
* per class: {T} uses, the permanents other costs tap and the payers' taps (convoke, improvise) or exiled cards
  (delve) at most the untapped members, {Q} uses at most the tapped ones (rulings G7, G8; CR 118.3), sacrifices
  at most the members, and so the payers' taps with the mana abilities' sacrifices, which come first (CR
  601.2g-h); life paid at most the life total (CR 119.4);
* per toggling permanent (:attr:`PaymentProblem.toggles`, which a payment may untap and tap again), instead of
  counts: the slots that tap or untap it have distinct positions, and after each, and after the cost itself (its
  own {T}/{Q} and the payers' taps, last, CR 601.2g-h), it is tapped or untapped: its status in the state plus
  the taps minus the untaps so far is 0 or 1 (CR 118.3, rulings G7, G8);
* the payers (convoke, improvise, delve: CR 702.51a, 702.126a, 702.66a) pay only the cost itself, one symbol each:
  generic mana, or a coloured symbol of a colour their ``pays_as`` mask has, whatever "spend as though" effects
  say (no mana is spent).

``all`` lists minimal payments by solving for the fewest activations again and again, forbidding after each
solution every payment that contains it and spends at least as much pool mana and life: each solution found is
then minimal.
One worker, a fixed seed: the order is deterministic.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from math import comb
from typing import TypeAlias

from msgspec.structs import replace
from mtgsolver.model.mana import MANA_TYPES
from mtgsolver.model.queries import Objective
from mtgsolver.solver.payments.problem import PAYS_GENERIC, Act, Demand, PaymentProblem, TimeUp, status_events
from mtgsolver.solver.payments.selection import Selection
from ortools.sat.python import cp_model, cp_model_helper

FINAL = "final"

#: A linear expression as the model builds it: ``sum`` of no terms is the integer 0.
Expr: TypeAlias = cp_model.LinearExpr | int


@dataclass
class _Model:
    model: cp_model.CpModel
    n: dict[tuple[int, int], cp_model.IntVar]
    pool: list[cp_model.IntVar]
    phyrexian_life: cp_model.IntVar
    final_sac: list[dict[int, cp_model.IntVar]]
    size: Expr
    life_total: Expr
    life_lost: Expr = 0
    infeasible: bool = False
    compact_slots: dict[tuple[int, int], list[cp_model.IntVar]] | None = None


def _combination(a: Act) -> tuple[int, frozenset[int]] | None:
    """(N, types) when ``a``'s results are exactly every N mana in any combination of some types, and none has a part
    outside its restriction (:attr:`Act.free`)."""
    if len(a.options) < 2 or a.free:
        return None
    amount = a.options[0].total
    types = frozenset(t for bag in a.options for t in range(6) if bag.counts[t])
    if any(bag.total != amount for bag in a.options) or len(a.options) != comb(amount + len(types) - 1, amount):
        return None
    return amount, types


@dataclass
class _Activations:
    """The identity variables of the activations: ``n[a, o]`` (for an activation without slots, or with one
    literal per result), and per slot whether it is used and what it makes by type: ``slot_supply`` maps the
    flags of each part of its mana (:meth:`Act.parts`: may pay the cost, may pay the activations' costs, snow) to
    what that part makes by type: the ability's own mana under its restriction, from its source, and the mana
    triggers added, which no restriction reaches and which is snow only when its trigger's source is (CR 106.6,
    605.1b, 106.3, 107.4h)."""

    n: dict[tuple[int, int], cp_model.IntVar]
    slots: list[tuple[int, int]]
    slot_active: dict[tuple[int, int], Expr]
    slot_supply: dict[tuple[int, int], dict[tuple[bool, bool, bool], list[Expr]]]
    compact_slots: dict[tuple[int, int], list[cp_model.IntVar]]
    _active_of: dict[int, list[Expr]] = field(default_factory=dict, repr=False)
    _active_count: int = field(default=-1, repr=False)

    def count(self, a: Act) -> Expr:
        """How often ``a`` is used."""
        if (a.index, 0) in self.n:
            return sum(self.n[a.index, o] for o in range(len(a.options)))
        if self._active_count != len(self.slot_active):
            # Each activation's slots, grouped once the slots are all made (not a walk of every slot per call).
            self._active_of.clear()
            for (ai, _k), v in self.slot_active.items():
                self._active_of.setdefault(ai, []).append(v)
            self._active_count = len(self.slot_active)
        return sum(self._active_of.get(a.index, []))


@dataclass(frozen=True)
class _Producer:
    """Where mana comes from: the pool, a group of trivial activations, or a slot (``tag``)."""

    tag: object
    supply: list[Expr]  # per type
    snow: bool
    final: bool  # may pay the cost
    abilities: bool  # may pay the activations' own costs
    #: A payer's ``pays_as`` mask (its uses are ``supply[0]``), 0 for mana.
    pays_as: int = 0


@dataclass(frozen=True)
class _Consumer:
    """What mana pays for: the cost (``FINAL``) or a slot's cost (``tag``), by its choice variables."""

    tag: object
    spec: dict[int, Expr]  # need per required type
    generic: Expr
    snow: Expr


def _add_activation_vars(m: cp_model.CpModel, problem: PaymentProblem, bound: int, compact: bool) -> _Activations:
    """Variables: ``n[a, o]`` for each activation, and one slot per use of an activation with a mana cost or an
    other-permanent sacrifice (with ``compact``, one count per type for "N mana in any combination")."""
    n: dict[tuple[int, int], cp_model.IntVar] = {}
    slot_use: dict[tuple[int, int, int], cp_model.IntVar] = {}
    acts = _Activations(n, [], {}, {}, {})
    for a in problem.acts:
        if a.trivial:
            for o in range(len(a.options)):
                n[a.index, o] = m.new_int_var(0, a.max_uses, f"n_{a.index}_{o}")
            m.add(sum(n[a.index, o] for o in range(len(a.options))) <= a.max_uses)
            continue
        # A toggling permanent's taps and untaps may need uses whose mana pays nothing (Springleaf Drum tapping
        # Pili-Pala for its {Q}): those activations keep their own bound.
        uses = a.max_uses if a.ordered else min(a.max_uses, bound)
        combo = _combination(a) if compact else None
        prev: Expr | None = None
        for k in range(uses):
            used: Expr
            if combo is not None:
                # "N mana in any combination of <types>": one count per type instead of one literal per result.
                amount, types = combo
                used_lit = m.new_bool_var(f"u_{a.index}_{k}")
                xs = [m.new_int_var(0, amount if t in types else 0, f"x_{a.index}_{k}_{t}") for t in range(6)]
                m.add(sum(xs) == amount * used_lit)
                used = used_lit
                acts.slot_supply[a.index, k] = {(a.pays_final, a.pays_abilities, problem.sources[a.source].snow):
                                                list(xs)}
                acts.compact_slots[a.index, k] = xs
            else:
                lits = [m.new_bool_var(f"u_{a.index}_{k}_{o}") for o in range(len(a.options))]
                for o, lit in enumerate(lits):
                    slot_use[a.index, k, o] = lit
                m.add(sum(lits) <= 1)
                used = sum(lits)
                terms: dict[tuple[bool, bool, bool], list[list[Expr]]] = {}
                for o, lit in enumerate(lits):
                    for part, final, abilities, snow in a.parts(o, problem.sources[a.source].snow):
                        by_type = terms.setdefault((final, abilities, snow), [[] for _ in range(6)])
                        for t in range(6):
                            if part.counts[t]:
                                by_type[t].append(part.counts[t] * lit)
                acts.slot_supply[a.index, k] = {key: [sum(x) for x in by_type] for key, by_type in terms.items()}
            acts.slot_active[a.index, k] = used
            if prev is not None:
                m.add(used <= prev)
            prev = used
            acts.slots.append((a.index, k))
        if combo is None:
            for o in range(len(a.options)):
                n[a.index, o] = m.new_int_var(0, uses, f"n_{a.index}_{o}")
                m.add(n[a.index, o] == sum(slot_use[a.index, k, o] for k in range(uses)))
    return acts


def _add_final_sacrifice_vars(m: cp_model.CpModel, problem: PaymentProblem) -> list[dict[int, cp_model.IntVar]]:
    """Variables: the class each sacrifice of the cost takes (exactly one)."""
    final_sac: list[dict[int, cp_model.IntVar]] = []
    for j, candidates in enumerate(problem.extras.sacrifice_classes):
        choice = {c: m.new_bool_var(f"fs_{j}_{c}") for c in candidates}
        if choice:
            m.add(sum(choice.values()) == 1)
        final_sac.append(choice)
    return final_sac


def _add_class_constraints(m: cp_model.CpModel, problem: PaymentProblem, acts: _Activations,
                           final_sac: list[dict[int, cp_model.IntVar]]) -> bool:
    """Constraints per class: {T} uses at most the untapped members, {Q} the tapped ones (but for a toggling class:
    :func:`_add_status_constraints`), sacrifices at most the members, and with the payers' taps (after every mana
    ability, CR 601.2g-h) at most the members too. True when the cost's own {T} or {Q} can't be
    paid at all (the model is then infeasible)."""
    ex = problem.extras
    infeasible = False
    # The activations of each class, and those that tap or sacrifice its members, in the activations' order: one
    # pass, not one per class (a board of thousands of classes).
    own: dict[int, list[Act]] = {}
    tapping: dict[int, list[Act]] = {}
    sacrificing: dict[int, list[Act]] = {}
    for a in problem.acts:
        own.setdefault(a.source, []).append(a)
        for c in dict.fromkeys(a.taps_others):
            tapping.setdefault(c, []).append(a)
        for c in dict.fromkeys(a.sacrifices):
            sacrificing.setdefault(c, []).append(a)
    for s in problem.sources:
        mine = own.get(s.index, [])
        taps = [acts.count(a) for a in mine if a.uses_member]
        taps += [acts.count(a) * a.taps_others.count(s.index) for a in tapping.get(s.index, [])]
        untaps = [acts.count(a) for a in mine if a.untaps]
        sacs = [acts.count(a) for a in mine if a.sac_self]
        sacs += [acts.count(a) * a.sacrifices.count(s.index) for a in sacrificing.get(s.index, [])]
        early = list(sacs)
        sacs += [c[s.index] for c in final_sac if s.index in c]
        paid = [acts.count(a) for a in mine if a.pays_as]
        final_here = ex.source_class == s.index
        toggles = s.index in problem.toggles
        # CR 302.6, rulings G7 and G8: a tapped source can't pay {T}, an untapped one can't pay {Q} (unless the
        # payment untaps or taps it first: a toggling class).
        if final_here and ex.taps and (s.untapped == 0 and not toggles or not s.can_tap):
            infeasible = True
        if final_here and ex.untaps and (s.tapped == 0 and not toggles or not s.can_tap):
            infeasible = True
        if not toggles and (taps or (final_here and ex.taps)):
            m.add(sum(taps) + (1 if final_here and ex.taps else 0) <= s.untapped)
        if not toggles and (untaps or (final_here and ex.untaps)):
            m.add(sum(untaps) + (1 if final_here and ex.untaps else 0) <= s.tapped)
        # The cost's own {T}, {Q} or "sacrifice this" needs its source still on the battlefield.
        needs_source = final_here and (ex.sac_self or ex.taps or ex.untaps)
        if sacs or needs_source:
            m.add(sum(sacs) + (1 if needs_source else 0) <= len(s.members))
        if paid and early:
            # The payers tap after every mana ability (CR 601.2g-h): a member sacrificed by one can't pay.
            m.add(sum(paid) + sum(early) <= len(s.members))
    return infeasible


def _producers(problem: PaymentProblem, acts: _Activations, pool: list[cp_model.IntVar]) -> list[_Producer]:
    """The pool, the trivial activations (aggregated by what their mana may pay), then the slots."""
    producers = [_Producer("pool", list(pool), False, True, True)]
    groups: dict[tuple[bool, bool, bool], list[list[Expr]]] = {}
    payers: dict[int, list[Expr]] = {}
    for a in problem.acts:
        if a.pays_as:
            payers.setdefault(a.pays_as, []).append(acts.count(a))
            continue
        if not a.trivial:
            continue
        for o in range(len(a.options)):
            # CR 106.6, 605.1b: each part of a result pays what its own restriction allows; CR 106.3, 107.4h: {S}
            # only when its own source is snow.
            for part, final, abilities, snow in a.parts(o, problem.sources[a.source].snow):
                terms = groups.setdefault((snow, final, abilities), [[] for _ in range(6)])
                for t in range(6):
                    if part.counts[t]:
                        terms[t].append(part.counts[t] * acts.n[a.index, o])
    for key, terms in groups.items():
        producers.append(_Producer(key, [sum(x) if x else 0 for x in terms], *key))
    for mask, counts in payers.items():
        producers.append(_Producer(("pays_as", mask), [sum(counts), 0, 0, 0, 0, 0], False, True, False, mask))
    for ai, k in acts.slots:
        # A producer per part of the slot's mana, each with the slot's tag, so that its flows keep the order.
        for (final, abilities, snow), supply in acts.slot_supply[ai, k].items():
            producers.append(_Producer((ai, k), supply, snow, final, abilities))
    return producers


def _consumer_vars(
    m: cp_model.CpModel, demand: Demand, active: Expr, tag: object, life_terms: list[Expr]
) -> tuple[dict[int, Expr], Expr, Expr]:
    """Choice variables for one consumer: needs per required type, generic need and snow need."""
    spec: dict[int, list[Expr]] = {i: [] for i in range(6)}
    generic_terms: list[Expr] = [demand.generic * active] if demand.generic else []
    snow_terms: list[Expr] = []
    for ri, r in enumerate(demand.requirements):
        total = r.count * active
        if r.snow:
            snow_terms.append(total)
            continue
        parts = []
        for t in sorted(r.types, key=MANA_TYPES.index):
            v = m.new_int_var(0, r.count, f"x_{tag}_{ri}_{t}")
            spec[MANA_TYPES.index(t)].append(v)
            parts.append(v)
        if r.generic_alt:
            g = m.new_int_var(0, r.count, f"g_{tag}_{ri}")
            generic_terms.append(r.generic_alt * g)
            parts.append(g)
        if r.life_alt:
            lv = m.new_int_var(0, r.count, f"l_{tag}_{ri}")
            life_terms.append(2 * lv)
            parts.append(lv)
        m.add(sum(parts) == total)
    return (
        {t: sum(v) for t, v in spec.items() if v},
        sum(generic_terms) if generic_terms else 0,
        sum(snow_terms) if snow_terms else 0,
    )


def _add_consumers(m: cp_model.CpModel, problem: PaymentProblem, acts: _Activations,
                   final_life_terms: list[Expr], life_terms: list[Expr]) -> list[_Consumer]:
    """Variables and constraints: the symbol choices of the cost (its Phyrexian life in ``final_life_terms``), then
    of each slot with a mana cost (theirs in ``life_terms``)."""
    spec, gen, snow = _consumer_vars(m, problem.demand, 1, FINAL, final_life_terms)
    consumers = [_Consumer(FINAL, spec, gen, snow)]
    for ai, k in acts.slots:
        a = problem.acts[ai]
        if a.demand.empty:
            continue
        spec, gen, snow = _consumer_vars(m, a.demand, acts.slot_active[ai, k], (ai, k), life_terms)
        consumers.append(_Consumer((ai, k), spec, gen, snow))
    return consumers


def _is_zero(e: Expr) -> bool:
    return isinstance(e, int) and e == 0


def _check_deadline(deadline: float | None) -> None:
    if deadline is not None and time.monotonic() > deadline:
        raise TimeUp()


def _add_flow_constraints(m: cp_model.CpModel, problem: PaymentProblem, producers: list[_Producer],
                          consumers: list[_Consumer], bound: int, deadline: float | None = None,
                          ) -> dict[tuple[object, object], list[Expr]]:
    """Variables and constraints: flows of mana from producers to consumers by type, with the "spend as though"
    table and spending restrictions (CR 106.6), {S} only from snow sources (CR 107.4h). Returns the flows of each
    (producer, consumer) edge."""
    out_flows: list[list[list[Expr]]] = [[[] for _ in range(6)] for _ in producers]
    edge_flows: dict[tuple[object, object], list[Expr]] = {}
    for ci, c in enumerate(consumers):
        _check_deadline(deadline)
        spec_in: dict[int, list[Expr]] = {t: [] for t in c.spec}
        gen_in: list[Expr] = []
        snow_in: list[Expr] = []
        for pi, p in enumerate(producers):
            if c.tag == FINAL and not p.final:
                continue
            if c.tag != FINAL and not p.abilities:
                continue
            if p.tag == c.tag:
                continue
            if p.pays_as:
                # One symbol per use: generic, or a coloured symbol of a colour it has (CR 702.51a).
                for rt in c.spec:
                    if p.pays_as >> rt & 1:
                        f = m.new_int_var(0, bound * 8, f"fa_{pi}_{ci}_{rt}")
                        spec_in[rt].append(f)
                        out_flows[pi][0].append(f)
                if p.pays_as & PAYS_GENERIC and not _is_zero(c.generic):
                    f = m.new_int_var(0, bound * 8, f"fag_{pi}_{ci}")
                    gen_in.append(f)
                    out_flows[pi][0].append(f)
                continue
            for t in range(6):
                if _is_zero(p.supply[t]):
                    continue
                for rt in c.spec:
                    if problem.spend[t][rt]:
                        f = m.new_int_var(0, bound * 8, f"f_{pi}_{ci}_{t}_{rt}")
                        spec_in[rt].append(f)
                        out_flows[pi][t].append(f)
                        edge_flows.setdefault((p.tag, c.tag), []).append(f)
                if not _is_zero(c.generic):
                    f = m.new_int_var(0, bound * 8, f"fg_{pi}_{ci}_{t}")
                    gen_in.append(f)
                    out_flows[pi][t].append(f)
                    edge_flows.setdefault((p.tag, c.tag), []).append(f)
                if p.snow and not _is_zero(c.snow):
                    f = m.new_int_var(0, bound * 8, f"fn_{pi}_{ci}_{t}")
                    snow_in.append(f)
                    out_flows[pi][t].append(f)
                    edge_flows.setdefault((p.tag, c.tag), []).append(f)
        for rt, need in c.spec.items():
            m.add(sum(spec_in[rt]) == need)
        m.add(sum(gen_in) == c.generic)
        m.add(sum(snow_in) == c.snow)
    for pi, p in enumerate(producers):
        for t in range(6):
            total_out = sum(out_flows[pi][t])
            # The pool is spent (its mana is part of the payment), and each payer's use pays a symbol: convoke taps a
            # creature for a mana of the cost, never for nothing (CR 702.51a, 702.126a, 702.66a).
            if p.tag == "pool" or p.pays_as:
                m.add(total_out == p.supply[t])
            else:
                m.add(total_out <= p.supply[t])
    return edge_flows


def _add_total_mana(m: cp_model.CpModel, producers: list[_Producer], consumers: list[_Consumer]) -> None:
    """Constraint, implied by the flows: the mana every consumer needs (the cost's and the slots' costs) is no more
    than all the producers make (CR 601.2g-h: mana spent is mana made or taken from the pool). Stated once over the
    whole board, it lets the solver see at once that activations making less than they cost (Llanowar Envoy's
    "{1}{G}: Add one mana of any color", in as many slots as the cost is large) can't make up a cost the rest is
    too small for; through the flows alone, that takes a search over every order of the slots."""
    need = sum(sum(c.spec.values()) + c.generic + c.snow for c in consumers)
    made = sum(sum(p.supply) for p in producers)
    m.add(need <= made)


def _add_order_constraints(m: cp_model.CpModel, problem: PaymentProblem, acts: _Activations,
                           edge_flows: dict[tuple[object, object], list[Expr]]) -> dict[tuple[int, int], cp_model.IntVar]:
    """Variables and constraints: a position per slot; mana flows and sacrifices go forward (no circular
    payments). Returns the positions."""
    if not acts.slots:
        return {}
    pos = {sk: m.new_int_var(0, len(acts.slots), f"pos_{sk[0]}_{sk[1]}") for sk in acts.slots}
    for (ptag, ctag), flows in edge_flows.items():
        if ptag in pos and ctag in pos:
            e = m.new_bool_var(f"e_{ptag}_{ctag}")
            m.add(sum(flows) == 0).only_enforce_if(e.Not())
            m.add(pos[ptag] + 1 <= pos[ctag]).only_enforce_if(e)
    for ai, k in acts.slots:
        a = problem.acts[ai]
        if not a.sacrifices:
            continue
        user = acts.slot_active[ai, k]
        for bj, kk in acts.slots:
            if problem.acts[bj].source not in a.sacrifices or (bj, kk) == (ai, k):
                continue
            other = acts.slot_active[bj, kk]
            both = m.new_bool_var(f"sac_{ai}_{k}_{bj}_{kk}")
            m.add(user + other <= 1 + both)
            m.add(pos[bj, kk] + 1 <= pos[ai, k]).only_enforce_if(both)
    return pos


def _add_status_constraints(m: cp_model.CpModel, problem: PaymentProblem, acts: _Activations,
                            pos: dict[tuple[int, int], cp_model.IntVar]) -> None:
    """Variables and constraints per toggling permanent (module docstring): the slots whose use taps it once more
    than it untaps it, or the other way round, in distinct positions; after each one used, and after the cost
    itself, the permanent tapped (1) or untapped (0), starting from its status in the state (CR 118.3, 601.2g-h,
    rulings G7, G8). A slot that taps or untaps it as often as it does the other leaves it as it was, once it
    could be paid (its events in any order, CR 601.2h)."""
    ex = problem.extras
    on: dict[tuple[int, int], cp_model.IntVar] = {}

    def used(sk: tuple[int, int]) -> cp_model.IntVar:
        if sk not in on:
            on[sk] = m.new_bool_var(f"on_{sk[0]}_{sk[1]}")
            m.add(on[sk] == acts.slot_active[sk])
        return on[sk]

    for c in sorted(problem.toggles):
        start = problem.sources[c].tapped
        moves: list[tuple[tuple[int, int], int]] = []
        for sk in acts.slots:
            taps, untaps = status_events(problem, problem.acts[sk[0]]).get(c, (0, 0))
            if abs(taps - untaps) > 1:
                m.add(acts.slot_active[sk] == 0)  # it can't both tap a permanent twice and pay (CR 118.3)
            elif taps != untaps:
                moves.append((sk, taps - untaps))
        if len(moves) > 1:
            m.add_all_different([pos[sk] for sk, _d in moves])
        before: dict[tuple[tuple[int, int], tuple[int, int]], cp_model_helper.Literal] = {}
        for i, (x, _dx) in enumerate(moves):
            for y, _dy in moves[i + 1:]:
                lit = before[y, x] = m.new_bool_var(f"before_{c}_{y}_{x}")
                m.add(pos[y] < pos[x]).only_enforce_if(lit)
                m.add(pos[y] > pos[x]).only_enforce_if(lit.Not())
                before[x, y] = lit.Not()
        for x, dx in moves:
            terms: list[Expr] = []
            for y, dy in moves:
                if y == x:
                    continue
                # Both: y is used, and comes before x.
                both = m.new_bool_var(f"prior_{c}_{y}_{x}")
                m.add_implication(both, before[y, x])
                m.add_implication(both, used(y))
                m.add_bool_or([before[y, x].Not(), used(y).Not(), both])
                terms.append(dy * both)
            after = start + sum(terms) + dx
            m.add(after >= 0).only_enforce_if(used(x))
            m.add(after <= 1).only_enforce_if(used(x))
        last_taps: Expr = int(ex.source_class == c and ex.taps) + sum(
            acts.count(a) for a in problem.acts if a.pays_as and a.source == c)
        last_untaps = int(ex.source_class == c and ex.untaps)
        end = start + sum(d * acts.slot_active[sk] for sk, d in moves) + last_taps - last_untaps
        m.add(end >= 0)
        m.add(end <= 1)


def build(problem: PaymentProblem, compact: bool = False, deadline: float | None = None) -> _Model:
    """Build the CP-SAT model of ``problem`` (see the module docstring). With ``compact``, an activation that makes
    N mana in any combination of some types gets one count per type instead of one literal per result: the model
    is smaller, but its results are read back per slot (for check and best, not for enumeration). Raises
    :class:`TimeUp` when ``deadline`` passes while it builds (the flows and the slot order grow with the square of
    the slots: a hundred Llanowar Envoys).

    The stages keep their order (it numbers the variables, and so fixes which payment the solver finds first):
    identity variables, class constraints, symbol choices, flows, slot order, toggling permanents, life."""
    m = cp_model.CpModel()
    bound = 1 + problem.demand.min_mana + sum(r.count for r in problem.demand.requirements)

    # Variables.
    acts = _add_activation_vars(m, problem, bound, compact)
    pool = [m.new_int_var(0, problem.pool.counts[t], f"pool_{t}") for t in range(6)]
    final_sac = _add_final_sacrifice_vars(m, problem)

    # Constraints.
    infeasible = any(not c for c in problem.extras.sacrifice_classes)
    infeasible = _add_class_constraints(m, problem, acts, final_sac) or infeasible
    final_life_terms: list[Expr] = []
    life_terms: list[Expr] = []
    producers = _producers(problem, acts, pool)
    consumers = _add_consumers(m, problem, acts, final_life_terms, life_terms)
    edge_flows = _add_flow_constraints(m, problem, producers, consumers, bound, deadline)
    _add_total_mana(m, producers, consumers)
    _check_deadline(deadline)
    pos = _add_order_constraints(m, problem, acts, edge_flows)
    _check_deadline(deadline)
    _add_status_constraints(m, problem, acts, pos)
    phyrexian_life = m.new_int_var(0, max(problem.life, 0), "phyrexian_life")
    m.add(phyrexian_life == sum(final_life_terms + life_terms))
    life_total = sum(a.life * acts.count(a) for a in problem.acts) + phyrexian_life + problem.extras.life
    # CR 119.4: a player can pay life only up to their life total.
    m.add(life_total <= max(problem.life, 0))
    _add_resolved_damage(m, problem, acts, life_total, sum(final_life_terms) + problem.extras.life)

    # Objective terms (the objective itself is set by the caller).
    size = sum(acts.n.values()) + sum(acts.slot_active[key] for key in acts.compact_slots)
    life_lost = sum(a.life_lost * acts.count(a) for a in problem.acts if a.life_lost)
    return _Model(m, acts.n, pool, phyrexian_life, final_sac, size, life_total, life_lost, infeasible,
                  acts.compact_slots)


def _add_resolved_damage(m: cp_model.CpModel, problem: PaymentProblem, acts: _Activations, life_total: Expr,
                         final_life: Expr) -> None:
    """CR 605.3b, 601.2h, 119.4: damage the activations' own effects deal (pain lands) lowers the life total before
    the total cost's life is paid, so when that life is more than 0, it and all the life paid and lost fit in the
    life total (the activations' costs are paid first; :func:`problem.life_ok`)."""
    damage = sum(a.life_lost_now * acts.count(a) for a in problem.acts if a.life_lost_now)
    pays_life = problem.extras.life > 0 or any(r.life_alt for r in problem.demand.requirements)
    if isinstance(damage, int) or not pays_life:
        return
    if isinstance(final_life, int):
        m.add(life_total + damage <= max(problem.life, 0))
        return
    paid = m.new_bool_var("final_life_paid")
    m.add(final_life == 0).only_enforce_if(paid.Not())
    m.add(life_total + damage <= max(problem.life, 0)).only_enforce_if(paid)


def _solver(deadline: float) -> cp_model.CpSolver:
    s = cp_model.CpSolver()
    s.parameters.num_workers = 1
    s.parameters.random_seed = 0
    s.parameters.max_time_in_seconds = max(0.001, deadline - time.monotonic())
    return s


def _read(bm: _Model, s: cp_model.CpSolver, problem: PaymentProblem | None = None) -> Selection:
    counts: dict[tuple[int, int], int] = {key: int(s.value(v)) for key, v in bm.n.items() if s.value(v) > 0}
    for (a, _k), xs in (bm.compact_slots or {}).items():
        made = tuple(int(s.value(x)) for x in xs)
        if problem is not None and any(made):
            o = next(i for i, bag in enumerate(problem.acts[a].options) if bag.counts == made)
            counts[a, o] = counts.get((a, o), 0) + 1
    uses = tuple(sorted((a, o, c) for (a, o), c in counts.items()))
    pool = tuple(int(s.value(v)) for v in bm.pool)
    fs = tuple(next(c for c, lit in choice.items() if s.value(lit)) for choice in bm.final_sac)
    return Selection(uses, pool, int(s.value(bm.phyrexian_life)), fs)


def _solve(bm: _Model, deadline: float, problem: PaymentProblem | None = None) -> Selection | None:
    return _solve_proven(bm, deadline, problem)[0]


def _solve_proven(bm: _Model, deadline: float, problem: PaymentProblem | None = None
                  ) -> tuple[Selection | None, bool]:
    """``(selection, proven)``: a solution (``None``: none exists) and whether the solver proved it optimal (false
    when the deadline stopped it with a solution in hand). Raises :class:`TimeUp` when it stopped with none."""
    if bm.infeasible:
        return None, True
    s = _solver(deadline)
    status = s.solve(bm.model)
    if status in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return _read(bm, s, problem), status == cp_model.OPTIMAL
    if status == cp_model.INFEASIBLE:
        return None, True
    raise TimeUp()


def check(problem: PaymentProblem, deadline: float) -> Selection | None:
    """One payment if any (the first found: a feasibility question, no objective), else None.
    Raises :class:`TimeUp`."""
    return _solve(build(problem, compact=True, deadline=deadline), deadline, problem)


def best(problem: PaymentProblem, objective: Objective, deadline: float) -> tuple[Selection | None, bool]:
    """``(payment, proven)``: the best payment by ``objective`` (ties: fewest activations, then least life), and
    whether it was proven best before ``deadline`` (false: the best found when time ran out). Life is what is paid
    plus what the activations' effects take (``Act.life_lost``). Raises :class:`TimeUp` when none was found."""
    bm = build(problem, compact=True, deadline=deadline)
    big = 1 + problem.life * 4 + 1000 + sum(a.life_lost * a.max_uses for a in problem.acts)
    # Life paid and life lost to the activations' own effects (pain lands, CR 120.3a) both count as life.
    life = bm.life_total + bm.life_lost
    if objective is Objective.LEAST_LIFE:
        bm.model.minimize(life * big + bm.size)
    elif objective is Objective.KEEP_COLORS:
        weight = {
            (a.index, o): 1 + len({t for bag in a.options for t in bag.types() if t.is_color})
            for a in problem.acts
            for o in range(len(a.options))
        }
        compact = sum(
            (1 + len({t for bag in problem.acts[a].options for t in bag.types() if t.is_color})) * sum(xs)
            for (a, _k), xs in (bm.compact_slots or {}).items()
        )
        bm.model.minimize((sum(weight[k] * v for k, v in bm.n.items()) + compact) * big + life)
    else:
        bm.model.minimize(bm.size * big + life)
    return _solve_proven(bm, deadline, problem)


def _differs(m: cp_model.CpModel, var: cp_model.IntVar, value: int) -> list[cp_model.IntVar]:
    """Literals that, when true, make ``var`` differ from ``value``."""
    lits = []
    if value > 0:
        b = m.new_bool_var("")
        m.add(var <= value - 1).only_enforce_if(b)
        lits.append(b)
    b = m.new_bool_var("")
    m.add(var >= value + 1).only_enforce_if(b)
    lits.append(b)
    return lits


def _block(bm: _Model, sel: Selection, problem: PaymentProblem) -> None:
    """Forbid ``sel`` itself, and every selection with more activations that uses at least what ``sel`` uses,
    spending at least as much from the pool and in Phyrexian life, with the same sacrifices, whose added
    activations have no costs: none of those is minimal (an added activation can be dropped). A selection that
    adds an activation with costs can be minimal (floating mana moved to a filter land's cost), so it is not
    forbidden here."""
    m = bm.model
    used = {(a, o): c for a, o, c in sel.uses}
    same_sacrifices = [bm.final_sac[j][cls].Not() for j, cls in enumerate(sel.final_sacrifices)]
    exact = list(same_sacrifices)
    for key, var in bm.n.items():
        exact += _differs(m, var, used.get(key, 0))
    for t, var in enumerate(bm.pool):
        exact += _differs(m, var, sel.pool[t])
    exact += _differs(m, bm.phyrexian_life, sel.phyrexian_life)
    m.add_bool_or(exact)

    superset = list(same_sacrifices)
    for key, var in bm.n.items():
        c = used.get(key, 0)
        if c > 0:
            b = m.new_bool_var("")
            m.add(var <= c - 1).only_enforce_if(b)
            superset.append(b)
    for t, var in enumerate(bm.pool):
        if sel.pool[t] > 0:
            b = m.new_bool_var("")
            m.add(var <= sel.pool[t] - 1).only_enforce_if(b)
            superset.append(b)
    if sel.phyrexian_life > 0:
        b = m.new_bool_var("")
        m.add(bm.phyrexian_life <= sel.phyrexian_life - 1).only_enforce_if(b)
        superset.append(b)
    b = m.new_bool_var("")
    m.add(bm.size <= sel.size).only_enforce_if(b)
    superset.append(b)
    for (a, o), var in bm.n.items():
        if not problem.acts[a].trivial:
            b = m.new_bool_var("")
            m.add(var >= used.get((a, o), 0) + 1).only_enforce_if(b)
            superset.append(b)
    m.add_bool_or(superset)


def enumerate_minimal(problem: PaymentProblem, deadline: float) -> Iterator[Selection]:
    """Yield every minimal payment (contract: no single activation can be dropped while the rest, spending no more
    from the pool nor in life, still pays), fewest activations first; raises :class:`TimeUp` when time runs out."""
    bm = build(problem, deadline=deadline)
    bm.model.minimize(bm.size)
    while True:
        sel = _solve(bm, deadline)
        if sel is None:
            return
        if not any(is_feasible(problem, sel.without_one(i), deadline, exact=False) for i in range(len(sel.uses))):
            yield sel
        _block(bm, sel, problem)


def pays_with(problem: PaymentProblem, pool: tuple[int, ...], phyrexian_life: int, final_sacrifices: tuple[int, ...],
              deadline: float) -> bool:
    """Does some payment spend exactly ``pool`` from the pool and ``phyrexian_life`` for Phyrexian symbols, with
    these sacrifices of the cost? (A branch of the enumeration with none is skipped.) A feasibility question, as
    :func:`check`'s: the compact model (Baxter Building's seventy results of "four mana in any combination of
    colors" are four counts). Raises :class:`TimeUp`."""
    bm = build(problem, compact=True, deadline=deadline)
    _fix_spending(bm, Selection((), pool, phyrexian_life, final_sacrifices), exact=True)
    return _solve(bm, deadline) is not None


def is_feasible(problem: PaymentProblem, sel: Selection, deadline: float, *, exact: bool = True) -> bool:
    """Can exactly these activations pay (some order and matching exist), spending exactly ``sel.pool`` and
    ``sel.phyrexian_life`` (with ``exact`` false: at most those)? Raises :class:`TimeUp`.

    The model has only as many slots for an activation as ``sel`` uses it: more would all be left unused, and a
    repeated activation with a mana cost would get a slot per symbol of the cost, whose places the solver would
    search through (Llanowar Envoy's "{1}{G}: Add one mana of any color")."""
    used = {(a, o): c for a, o, c in sel.uses}
    times: Counter[int] = Counter()
    for (a, _o), c in used.items():
        times[a] += c
    if any(c > problem.acts[a].max_uses for a, c in times.items()):
        return False
    bm = build(replace(problem, acts=tuple(replace(a, max_uses=times[a.index]) for a in problem.acts)),
               deadline=deadline)
    for key, var in bm.n.items():
        bm.model.add(var == used.get(key, 0))
    _fix_spending(bm, sel, exact=exact)
    return _solve(bm, deadline) is not None


def _fix_spending(bm: _Model, sel: Selection, *, exact: bool) -> None:
    """Constrain the pool mana, the Phyrexian life and the cost's sacrifices to ``sel``'s (at most, unless
    ``exact``)."""
    for t, var in enumerate(bm.pool):
        bm.model.add(var == sel.pool[t] if exact else var <= sel.pool[t])
    life = bm.phyrexian_life
    bm.model.add(life == sel.phyrexian_life if exact else life <= sel.phyrexian_life)
    for j, cls in enumerate(sel.final_sacrifices):
        bm.model.add(bm.final_sac[j][cls] == 1)
