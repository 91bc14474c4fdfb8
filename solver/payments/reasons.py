"""Why a cost can't be paid: facts about the board that make it unpayable, each with the rule behind it.

Each reason is ``{"rule": "CR 302.6", "message": "...", "objects": [ids]}``. The facts looked at: permanents whose
mana abilities can't be used (tapped, CR 118.3 and ruling G7; a summoning-sick creature, CR 302.6), mana whose
spending is restricted (CR 106.6), too few sources of a colour or of snow mana (CR 107.4a, 107.4h), too little mana
in all (CR 601.2h), and a life total too low for life costs (CR 119.4).
"""

from __future__ import annotations

from model.mana import MANA_TYPES, ManaType
from model.queries import PaymentsQuery
from model.state import GameState
from solver.payments.problem import PaymentProblem
from solver.view import BoardView


def _types_of(problem: PaymentProblem, act_index: int) -> set[ManaType]:
    return {t for bag in problem.acts[act_index].options for t in bag.types()}


def unpayable_reasons(state: GameState, q: PaymentsQuery, problem: PaymentProblem) -> list[dict[str, object]]:
    """Reasons for an unpayable cost (see the module docstring); never empty."""
    reasons: list[dict[str, object]] = []
    bv = BoardView(state)
    unusable_tapped: list[str] = []
    unusable_sick: list[str] = []
    for v in bv.battlefield():
        if v.controller != q.player:
            continue
        mana_abilities = [a for a in v.abilities if a.mana is not None and a.cost is not None and a.cost.taps]
        if not mana_abilities:
            continue
        if v.obj.tapped:
            unusable_tapped.append(v.id)
        elif v.is_creature and v.obj.summoning_sick and not v.haste:
            unusable_sick.append(v.id)
    if unusable_tapped:
        reasons.append({
            "rule": "CR 118.3",
            "message": "already tapped, so their {T} mana abilities can't be activated (ruling G7)",
            "objects": unusable_tapped,
        })
    if unusable_sick:
        reasons.append({
            "rule": "CR 302.6",
            "message": "summoning-sick creatures without haste can't use {T} or {Q} abilities",
            "objects": unusable_sick,
        })
    restricted = sorted({problem.sources[a.source].members[0] for a in problem.acts if not a.pays_final})
    if restricted:
        reasons.append({
            "rule": "CR 106.6",
            "message": "their mana can't be spent on this (a spending restriction)",
            "objects": restricted,
        })

    usable = [a for a in problem.acts if a.pays_final]
    for t in MANA_TYPES:
        need = sum(r.count for r in problem.demand.requirements if r.types == frozenset({t}) and not r.life_alt)
        if need == 0:
            continue
        have_sources = sorted({problem.sources[a.source].members[0] for a in usable if t in _types_of(problem, a.index)})
        have = problem.pool[t] + sum(
            len(problem.sources[problem.acts[i].source].members) for i in {a.index for a in usable
                                                                            if t in _types_of(problem, a.index)}
        )
        if have < need:
            reasons.append({
                "rule": "CR 107.4a" if t.is_color else "CR 107.4c",
                "message": f"needs {need} {{{t}}} but only {have} source(s) or pool mana can make {{{t}}}",
                "objects": have_sources,
            })
    snow_need = sum(r.count for r in problem.demand.requirements if r.snow)
    if snow_need:
        snow_sources = [s.members[0] for s in problem.sources if s.snow]
        if len(snow_sources) < snow_need:
            reasons.append({
                "rule": "CR 107.4h",
                "message": f"needs {snow_need} mana from snow sources, has {len(snow_sources)}",
                "objects": snow_sources,
            })
    life_need = problem.extras.life
    if life_need > problem.life:
        reasons.append({
            "rule": "CR 119.4",
            "message": f"needs {life_need} life, has {problem.life}",
            "objects": [q.player],
        })
    if not reasons:
        reasons.append({
            "rule": "CR 601.2h",
            "message": "no order of mana abilities and no matching of mana to symbols pays the whole cost",
            "objects": [],
        })
    return reasons
