"""Why a cost can't be paid: a minimal set of facts that together make it unpayable.

Each reason is ``{"rule": "CR 302.6", "message": "...", "objects": [ids]}``. Two kinds:

* **Facts** that could be otherwise: a permanent that is tapped (its {T} mana abilities can't be used, CR 118.3
  and ruling G7), untapped (its {Q} abilities, ruling G8), a summoning-sick creature (CR 302.6), mana whose spending
  is restricted (CR 106.6), a permanent whose static ability forbids activating some of the player's mana
  abilities (Null Rod, Karn, the Great Creator: CR 602.5, 605.3a), a life total too low for the life a payment
  needs (CR 119.4). They are found by deletion filtering: starting from every such fact, each is lifted in turn
  (untap the permanent, give the creature haste, lift the restriction, take the prohibition's source off the
  battlefield, raise the life total); a fact stays only if the cost is still unpayable without it. What remains is minimal: with only those facts in force the cost is unpayable, and lifting any one of
  them makes it payable.
* **Shortage**, when the cost is unpayable even with every such fact lifted: first each of the player's mana
  abilities whose activation condition doesn't hold (Mox Opal's metalcraft, Tainted Peak's "Activate only if you
  control a Swamp": CR 602.5), then the mana symbols that only some types
  can pay outnumber the sources that can make those types (Hall's condition, CR 107.4a, 601.2h), or the cost
  needs more mana than the pool and the mana abilities can net once their own costs are paid (CR 601.2h), or,
  when neither can be named, the board as a whole can't pay (CR 601.2h).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from msgspec.structs import replace
from mtgsolver.model.abilities import Ability, ActivationProhibition
from mtgsolver.model.filters import ObjectFilter
from mtgsolver.model.mana import MANA_TYPES
from mtgsolver.model.queries import PaymentMode, PaymentsQuery, PayWith
from mtgsolver.model.reader import read_effect_text
from mtgsolver.model.state import GameState, Zone
from mtgsolver.solver.activation import prohibited_by, sacrifice_shortfall
from mtgsolver.solver.payments.bounds import relaxed_shortage
from mtgsolver.solver.payments.problem import PaymentProblem, TimeUp, encode_payment, most_net_mana
from mtgsolver.solver.view import BoardView, ObjectView

Reason = dict[str, object]
MAX_FACTS = 64


@dataclass(frozen=True)
class Fact:
    """One fact that, lifted, changes the board: ``lift`` returns the state and problem without it."""

    rule: str
    message: str
    objects: tuple[str, ...]
    lift_state: Callable[[GameState], GameState] | None = None
    lift_problem: Callable[[PaymentProblem], PaymentProblem] | None = None

    def reason(self) -> Reason:
        """The contract's reason object."""
        return {"rule": self.rule, "message": self.message, "objects": list(self.objects)}


def _set_tapped(oid: str, tapped: bool) -> Callable[[GameState], GameState]:
    """A lift: the state with object ``oid`` tapped or untapped."""

    def lift(s: GameState) -> GameState:
        return s.with_object(replace(s.object(oid), tapped=tapped))

    return lift


def _hasten(oid: str) -> Callable[[GameState], GameState]:
    """A lift: the state with object ``oid`` no longer summoning-sick."""

    def lift(s: GameState) -> GameState:
        return s.with_object(replace(s.object(oid), summoning_sick=False))

    return lift


def _unrestrict(oid: str) -> Callable[[PaymentProblem], PaymentProblem]:
    """A lift: the problem with the mana of ``oid``'s class allowed to pay the cost (its restriction lifted)."""

    def lift(p: PaymentProblem) -> PaymentProblem:
        return replace(p, acts=tuple(
            replace(a, pays_final=True) if oid in p.sources[a.source].members else a for a in p.acts
        ))

    return lift


def _gone(oid: str | None, effects: tuple[str, ...]) -> Callable[[GameState], GameState]:
    """A lift: the state with object ``oid`` (when given) off the battlefield (in exile), so that its static
    abilities stop, and without the ongoing effects ``effects`` (their ids)."""

    def lift(s: GameState) -> GameState:
        if oid is not None:
            s = s.with_object(replace(s.object(oid), zone=Zone.EXILE, attached_to=None))
        return replace(s, effects=tuple(e for e in s.effects if e.id not in effects))

    return lift


def _prohibitions(bv: BoardView, player: str) -> list[Fact]:
    """CR 602.5, 605.3a: a permanent's prohibition, or an ongoing effect's, that covers a mana ability of
    ``player``'s: one fact per prohibition, naming its source and the objects whose mana abilities it stops."""
    stopped: dict[tuple[str | None, ActivationProhibition], list[str]] = {}
    for v in bv.battlefield():
        if v.controller != player:
            continue
        for a in v.abilities:
            if a.mana is None or a.cost is None:
                continue
            for e in prohibited_by(bv, v, a):
                ids = stopped.setdefault((e.source, e.effect), [])
                if v.id not in ids:
                    ids.append(v.id)
    facts = []
    for (source, effect), ids in stopped.items():
        names = ", ".join(f"{bv.state.object(i).name} ({i})" for i in ids)
        ongoing = tuple(se.id for se in bv.state.effects
                        if se.source == source and effect in read_effect_text(se.text))
        by = "an ongoing effect" if ongoing else f"{bv.state.object(str(source)).name} ({source})"
        facts.append(Fact("CR 602.5", f"{by} forbids activating the mana abilities of {names} (CR 605.3a: a mana "
                          "ability is an activated ability)", (*([] if source is None else [source]), *ids),
                          lift_state=_gone(None if ongoing else source, ongoing)))
    return facts


def _summoning_sick(v: ObjectView) -> Fact:
    """CR 302.6: ``v`` is a creature whose {T}/{Q} abilities can't be used yet (lifted: it has been controlled
    since the turn began)."""
    return Fact(
        "CR 302.6",
        f"{v.obj.name} is a creature that hasn't been under its controller's control continuously since their most "
        "recent turn began, and has no haste (CR 702.10c)",
        (v.id,), lift_state=_hasten(v.id),
    )


def _tappable(bv: BoardView, q: PaymentsQuery, v: ObjectView, tappers: list[tuple[ObjectView, ObjectFilter]]
              ) -> str | None:
    """What an untapped ``v`` could pay for without its own abilities: a mana ability's cost that taps it ("Tap an
    untapped creature you control", one of ``tappers``: the ability's object and the part's filter), or the cost
    itself by convoke or improvise (CR 702.51a, 702.126a); None."""
    if PayWith.CONVOKE in q.pay_with and v.is_creature:
        return "it could convoke (CR 702.51a)"
    if PayWith.IMPROVISE in q.pay_with and "artifact" in v.card_types:
        return "it could improvise (CR 702.126a)"
    for u, filt in tappers:
        if bv.matches(filt, v, q.player, u.id):
            return f"{u.obj.name}'s mana ability could tap it"
    return None


def _facts(bv: BoardView, q: PaymentsQuery, problem: PaymentProblem) -> list[Fact]:
    state = bv.state
    facts: list[Fact] = []
    tappers = [(u, p.filter) for u in bv.battlefield() if u.controller == q.player for a in u.abilities
               if a.mana is not None and a.cost is not None for p in a.cost.taps_others]
    for v in bv.battlefield():
        if v.controller != q.player or v.id == q.source:
            continue
        tap_abilities = [a for a in v.abilities if a.mana is not None and a.cost is not None and a.cost.taps]
        untap_abilities = [a for a in v.abilities if a.mana is not None and a.cost is not None and a.cost.untaps]
        oid = v.id
        if tap_abilities and v.obj.tapped:
            facts.append(Fact(
                "CR 118.3", f"{v.obj.name} is tapped: its {{T}} mana abilities can't be activated (ruling G7)",
                (oid,), lift_state=_set_tapped(oid, False),
            ))
        elif v.obj.tapped and (could := _tappable(bv, q, v, tappers)) is not None:
            facts.append(Fact(
                "CR 118.3", f"{v.obj.name} is tapped and can't be tapped to pay a cost: untapped, {could}",
                (oid,), lift_state=_set_tapped(oid, False),
            ))
        if untap_abilities and not v.obj.tapped and not tap_abilities:
            facts.append(Fact(
                "CR 118.3", f"{v.obj.name} is untapped: its {{Q}} mana abilities can't be activated (ruling G8)",
                (oid,), lift_state=_set_tapped(oid, True),
            ))
        if (tap_abilities or untap_abilities) and v.is_creature and v.obj.summoning_sick and not v.haste:
            facts.append(_summoning_sick(v))
    if q.source is not None and state.has_object(q.source):
        # The cost's own {T} or {Q} (rulings G7, G8; CR 302.6 for a creature).
        src = bv.view(q.source)
        oid = src.id
        if q.cost.taps and src.obj.tapped:
            facts.append(Fact(
                "CR 118.3", f"{src.obj.name} is already tapped and can't pay the cost's {{T}} (ruling G7)", (oid,),
                lift_state=_set_tapped(oid, False),
            ))
        if q.cost.untaps and not src.obj.tapped:
            facts.append(Fact(
                "CR 118.3", f"{src.obj.name} is untapped and can't pay the cost's {{Q}} (ruling G8)", (oid,),
                lift_state=_set_tapped(oid, True),
            ))
        if (q.cost.taps or q.cost.untaps) and src.is_creature and src.obj.summoning_sick and not src.haste:
            facts.append(_summoning_sick(src))
    restricted = sorted({problem.sources[a.source].members[0] for a in problem.acts if not a.pays_final})
    for oid in restricted:
        obj = state.object(oid)
        facts.append(Fact(
            "CR 106.6", f"the mana {obj.name} makes can't be spent on this (a spending restriction)", (oid,),
            lift_problem=_unrestrict(oid),
        ))
    facts.extend(_prohibitions(bv, q.player))
    player = state.player(q.player)
    facts.append(Fact(
        "CR 119.4", f"{q.player} has {player.life} life: a player can't pay more life than that", (q.player,),
        lift_state=lambda s: s.with_player(replace(s.player(q.player), life=player.life + 1000)),
    ))
    energy = player.counters.get("energy", 0)
    if any(a.mana is not None and a.cost is not None and a.cost.energy
           for v in bv.battlefield() if v.controller == q.player for a in v.abilities):
        facts.append(Fact(
            "CR 107.14", f"{q.player} has {energy} energy counters to pay {{E}} with", (q.player,),
            lift_state=lambda s: s.with_player(replace(
                s.player(q.player), counters={**s.player(q.player).counters, "energy": energy + 1000})),
        ))
    return facts[:MAX_FACTS]


def _lifted_problem(bv: BoardView, q: PaymentsQuery, lifted: list[Fact]) -> PaymentProblem:
    """The payment problem of ``q`` on the board with the ``lifted`` facts made otherwise."""
    state = bv.state
    for f in lifted:
        if f.lift_state is not None:
            state = f.lift_state(state)
    problem = encode_payment(bv if state is bv.state else BoardView(state), q)
    for f in lifted:
        if f.lift_problem is not None:
            problem = f.lift_problem(problem)
    return problem


def _payable(bv: BoardView, q: PaymentsQuery, lifted: list[Fact], deadline: float) -> bool:
    from mtgsolver.solver.payments.fast import quick_check

    problem = _lifted_problem(bv, q, lifted)
    fast = quick_check(problem)
    if fast is not None:
        return fast
    from mtgsolver.solver.payments import cpsat

    return cpsat.check(problem, deadline) is not None


def _shortage(bv: BoardView, q: PaymentsQuery, lifted: list[Fact]) -> list[Reason]:
    """Name a Hall's-condition violation on the board with every fact lifted (CR 107.4a, 601.2h)."""
    from mtgsolver.solver.payments.fast import ALL, _mask, _units

    problem = _lifted_problem(bv, q, lifted)
    units = _units(problem)
    reqs = [r for r in problem.demand.requirements if not r.generic_alt and not r.life_alt and not r.snow]
    # With a converter bounded by the mana balance (Llanowar Envoy), what each type's sources could make alone is
    # more than the bounded activations say: only the balance itself, or the whole board, is named.
    per_type = not problem.converters_bounded
    if units is not None and per_type and not problem.extras.sacrifice_classes:
        demand: dict[int, int] = {}
        for r in reqs:
            demand[_mask(r.types)] = demand.get(_mask(r.types), 0) + r.count
        if problem.demand.generic:
            demand[ALL] = demand.get(ALL, 0) + problem.demand.generic
        for u in sorted(range(1, ALL + 1), key=lambda m: (m).bit_count()):
            need = sum(n for m, n in demand.items() if m & ~u == 0)
            have = sum(n for m, n in units.items() if m & u)
            if need > have:
                types = "".join(f"{{{t}}}" for i, t in enumerate(MANA_TYPES) if u >> i & 1)
                sources = sorted({
                    m for a in problem.acts if any(_mask(b.types()) & u for b in a.final_options)
                    for m in problem.sources[a.source].members
                })
                what = "mana" if u == ALL else f"mana of {types}"
                return [{
                    "rule": "CR 601.2h" if u == ALL else "CR 107.4a",
                    "message": f"needs {need} {what} but at most {have} can be made or taken from the pool",
                    "objects": sources,
                }]
    most = most_net_mana(problem.pool, problem.sources, problem.acts)
    if most is not None and problem.demand.min_mana > most:
        sources = sorted({m for a in problem.acts for m in problem.sources[a.source].members})
        return [{
            "rule": "CR 601.2h",
            "message": f"needs {problem.demand.min_mana} mana but the pool and the mana abilities can make at most "
                       f"{most} more than their own costs take",
            "objects": sources,
        }]
    relaxed = relaxed_shortage(problem) if units is None and per_type else None
    if relaxed is not None and not relaxed.snow:
        u = relaxed.types
        types = "".join(f"{{{t}}}" for i, t in enumerate(MANA_TYPES) if u >> i & 1)
        sources = sorted({m for a in problem.acts if a.final_options for m in problem.sources[a.source].members})
        what = "mana" if u == ALL else f"mana of {types}"
        return [{
            "rule": "CR 601.2h" if u == ALL else "CR 107.4a",
            "message": f"needs {relaxed.need} {what} but at most {relaxed.have} can be made or taken from the pool, "
                       "even with every mana ability activated as often as one payment allows and its own cost "
                       "waived",
            "objects": sources,
        }]
    snow = sum(r.count for r in problem.demand.requirements if r.snow)
    if snow:
        sources = [m for s in problem.sources if s.snow for m in s.members]
        if len(sources) < snow:
            return [{"rule": "CR 107.4h", "message": f"needs {snow} mana from snow sources; there are "
                     f"{len(sources)}", "objects": sources}]
    return [{
        "rule": "CR 601.2h",
        "message": "no order of mana abilities and no matching of mana to symbols pays the whole cost",
        "objects": sorted(m for s in problem.sources for m in s.members),
    }]


def _conditions_unmet(bv: BoardView, player: str) -> list[Reason]:
    """CR 602.5, 605.3a: one reason per mana ability of ``player``'s permanents whose activation condition doesn't
    hold ("Activate only if you control three or more artifacts", Mox Opal), naming the permanent: it can make no
    mana now, which a shortage counts."""
    return [{"rule": "CR 602.5", "message": f"{v.obj.name} ({v.id}): {a.text!r} can't be activated: "
             f"{_why_not(v, a)} (CR 605.3a: a mana ability is an activated ability)", "objects": [v.id]}
            for v in bv.battlefield() if v.controller == player
            for a in v.abilities if a.mana is not None and bv.cannot_activate(v, a)]


def _why_not(v: ObjectView, ability: Ability) -> str:
    """Why :meth:`BoardView.cannot_activate` says ``ability`` of ``v`` can't be activated: "Activate only once" and
    an activation (CR 602.5b, 702.177a), or its condition (CR 602.5)."""
    if "once" in ability.restrictions and ability.index in v.obj.activated_this_turn:
        return "it can be activated only once and has been activated this turn"
    if "once" in ability.restrictions and ability.index in v.obj.activated_earlier:
        return "it can be activated only once and has been activated in an earlier turn"
    return "its activation condition doesn't hold"


def unpayable_reasons(bv: BoardView, q: PaymentsQuery, problem: PaymentProblem, deadline: float
                      ) -> tuple[list[Reason], bool]:
    """``(reasons, minimal)`` for an unpayable cost (see the module docstring); never empty. When ``deadline``
    (``time.monotonic()`` seconds) passes before the deletion filtering ends, the facts not yet tried are kept too:
    the set still makes the cost unpayable but may not be minimal, and ``minimal`` is false. (A mana ability the
    reader did not understand makes the answer ``unsupported_text`` instead: :func:`answer_payments`.)"""
    q = replace(q, mode=PaymentMode.CHECK)
    facts = _facts(bv, q, problem)
    try:
        if not _payable(bv, q, facts, deadline):
            # CR 118.3: nothing to sacrifice says more than a shortage of mana beside it.
            short = sacrifice_shortfall(bv, q.player, q.source, q.cost)
            return [*_conditions_unmet(bv, q.player), *(short or _shortage(bv, q, facts))], True
    except TimeUp:
        return [f.reason() for f in facts] or _shortage(bv, q, []), False
    kept: list[Fact] = []
    lifted: list[Fact] = []
    for i, f in enumerate(facts):
        try:
            payable = _payable(bv, q, lifted + [f], deadline)
        except TimeUp:
            return [g.reason() for g in kept + facts[i:]], False
        (kept if payable else lifted).append(f)
    return [f.reason() for f in kept], True
