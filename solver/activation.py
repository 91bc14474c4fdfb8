"""May an ability be activated now (costs aside from mana), and which of a player's abilities can be
(CR 602.2, 602.5, 118.3, 119.4, 302.6, 601.2c, 605.3; rulings G3, G7, G8).

Checked, each failure with its rule:

* the ability is an activated or mana ability of a permanent on the battlefield (CR 113.6, 602.1), or of a card in
  its owner's hand, graveyard (or exile) where it functions there (CR 113.6m: cycling, unearth, "Return this card
  from your graveyard to the battlefield", :func:`zone_reason`); boast's "attacked this turn" is the object's
  ``attacked_this_turn`` (CR 702.142a), a "Solved —" ability needs its Case ``solved`` (CR 702.169d, 719.3c);
* {T}: the permanent is untapped (CR 118.3, ruling G7); {Q}: it is tapped (ruling G8), or a mana ability of its
  controller's could tap it while the cost is paid (Springleaf Drum, CR 601.2g);
* a creature's {T}/{Q} ability needs the creature under its controller's control since their most recent turn
  began, unless it has haste (CR 302.6, 702.10c); this is about creatures only, so a noncreature artifact taps at
  once, and a permanent that has become a creature is affected;
* "Pay N life" needs a life total of at least N (CR 119.4); sacrifices need something to sacrifice (CR 118.3),
  "Tap two untapped Elves you control" that many untapped such permanents besides one the cost's {T} taps (CR
  118.3; summoning sickness doesn't matter, CR 302.6), :func:`tap_others_choices`;
  "Discard a card", "Discard two land cards", "Exile a creature card from your graveyard" need that many such cards
  in the controller's hand or graveyard as the state lists them (CR 701.9a, 118.3; one such part in a cost);
* an ability that targets needs a legal target for each required target (CR 601.2c, 602.2b); when whether one is
  legal is not known ("with mana value X" before X is chosen), no mode known to have its targets is
  ``unsupported_text`` (never guessed), not a reason;
* prohibitions (CR 602.5, 101.2): a static ability that says the ability can't be activated (Null Rod, Karn, the
  Great Creator, Damping Matrix, Arrest, Pithing Needle with the chosen name), :func:`prohibition_reasons`;
* the cost is the ability's cost as the board's cost changes leave it (CR 602.2b, 601.2f: Thran Portal's extra
  life, Tithe Taker, Heartstone), :func:`activation_cost`;
* timing: "Activate only as a sorcery" and loyalty abilities need the controller's main phase and an empty stack
  (CR 602.5d, 606.3, 307.1; the state's ``turn.step``, a main phase when not given), "only during your turn" the
  controller's turn, "during an opponent's turn" another player's, "during your upkeep", "during any upkeep step",
  "during combat" and "before attackers are declared" the step, "only if ..." its condition (CR 602.5); "only once
  each turn" and "no more than twice each turn" the activations the state records (``activated_this_turn``,
  CR 602.5b), "Activate only once" those of this turn and earlier ones (``activated_earlier``, CR 702.177a); when the state says who holds priority, an ability other than a mana ability needs its controller to
  hold it (CR 117.1b).

The same restrictions, prohibitions and cost changes decide which mana abilities ``payments`` may use and what
they cost (:func:`timing_reasons`, :func:`uses_left`, :func:`prohibition_reasons`, :func:`activation_cost`;
CR 605.3a lets a mana ability be activated while paying a cost, but not past its own restrictions).

``activatable`` adds, for each ability, whether its whole cost (mana included) is payable.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from itertools import combinations, combinations_with_replacement

from msgspec.structs import replace
from mtgsolver.model.abilities import Ability, AbilityKind, ActivationCostChange, ActivationProhibition, TargetSpec
from mtgsolver.model.costs import (
    CardsFromZonePart,
    Cost,
    CostPart,
    LifePart,
    ManaPart,
    MoveSelfPart,
    SacrificePart,
    TapOthersPart,
)
from mtgsolver.model.errors import LimitReached, UnknownAbility, UnsupportedText
from mtgsolver.model.filters import Controller
from mtgsolver.model.mana import ManaCost, ManaSymbol, SymbolKind
from mtgsolver.model.queries import ActivatableQuery, CanActivateQuery, PaymentMode, PaymentsQuery
from mtgsolver.model.relevance import POWER_REACHES, StaticReach, any_player_may_activate
from mtgsolver.model.state import GameState, StackKind, Step, Zone
from mtgsolver.model.xvalue import x_minimum
from mtgsolver.solver import budget
from mtgsolver.solver.never_guessed import (
    Question,
    unread_card_abilities,
    unread_for,
    unread_granted_abilities,
    unread_keyword_cost,
)
from mtgsolver.solver.view import ActiveEffect, BoardView, ObjectView

Reason = dict[str, object]
#: Seconds ``activatable`` may take before it answers with what it has (``timed_out``).
ACTIVATABLE_TIME_LIMIT = 10.0


def _reason(rule: str, message: str, *objects: str) -> Reason:
    return {"rule": rule, "message": message, "objects": list(objects)}


def activation_reasons(state: GameState, bv: BoardView, v: ObjectView, ability: Ability) -> list[Reason]:
    """Every reason ``ability`` of ``v`` can't be activated now, costs aside from mana (module docstring)."""
    reasons: list[Reason] = []
    if ability.kind not in (AbilityKind.ACTIVATED, AbilityKind.MANA) or ability.cost is None:
        return [_reason("CR 602.1", f"{ability.text!r} is a {ability.kind} ability, not an activated one", v.id)]
    cost = activation_cost(bv, v, ability)
    elsewhere = zone_reason(v, ability)
    if elsewhere is not None:
        reasons.append(elsewhere)
    elif ability.functions_in is not None and v.obj.owner != v.controller:
        # CR 113.6m (and 404.1, 402.1): the hand and the graveyard it works from are its owner's.
        reasons.append(_reason(ability.functions_in.rule, f"{v.obj.name} is not in its owner's {v.obj.zone}", v.id))
    if cost.taps and v.obj.tapped:
        reasons.append(_reason("CR 118.3", f"{v.obj.name} is already tapped and can't pay {{T}} (ruling G7)", v.id))
    if cost.untaps and not v.obj.tapped and not _tapped_while_paying(bv, v):
        reasons.append(_reason("CR 118.3", f"{v.obj.name} is untapped and can't pay {{Q}} (ruling G8)", v.id))
    if (cost.taps or cost.untaps) and v.is_creature and v.obj.summoning_sick and not v.haste:
        reasons.append(
            _reason(
                "CR 302.6",
                f"{v.obj.name} is a creature that hasn't been under its controller's control continuously since "
                "their most recent turn began, and has no haste (CR 702.10c)",
                v.id,
            )
        )
    if ability.kind is AbilityKind.MANA and state.turn.priority not in (None, v.controller):
        # CR 605.3a: a mana ability is activated with priority or while a payment is asked for; the state says
        # another player holds priority and no payment is under way (payments use the ability there, not here).
        reasons.append(_reason("CR 605.3a", f"{v.controller} doesn't hold priority ({state.turn.priority} does) and "
                               "no mana payment is under way", v.controller))
    life = state.player(v.controller).life
    if cost.life > max(life, 0):  # CR 119.4b: paying 0 life is always possible
        reasons.append(_reason("CR 119.4", f"needs {cost.life} life, {v.controller} has {life}", v.controller))
    energy = state.player(v.controller).counters.get("energy", 0)
    if cost.energy > energy:
        reasons.append(_reason("CR 107.14", f"needs {cost.energy} energy counters ({{E}}), {v.controller} has "
                               f"{energy}", v.controller))
    reasons.extend(sacrifice_shortfall(bv, v.controller, v.id, cost))
    for cards in cost.parts:
        if isinstance(cards, CardsFromZonePart):
            free, usable = zone_cards(bv, v, cards)
            if len(free) + len(usable) < cards.count:
                reasons.append(_reason("CR 118.3", f"{v.controller} has {len(free) + len(usable)} such cards in "
                                       f"their {cards.zone} and {cards.text!r} needs {cards.count}", v.controller))
    if cost.taps_others and not tap_others_choices(bv, v, cost):
        wanted = "; ".join(str(p) for p in cost.taps_others)
        reasons.append(_reason("CR 118.3", f"{v.controller} hasn't the untapped permanents to {wanted[:1].lower()}"
                               f"{wanted[1:]}", v.id))
    for tap in cost.taps_creatures:
        shortfall = _tap_creatures_shortfall(bv, v, tap.power)
        if shortfall is not None:
            reasons.append(_reason("CR 118.3", f"{shortfall} to pay {tap.text!r}", v.id))
    if ability.loyalty and not cost.has_counters_for(v.obj.counters):
        # CR 606.6: a negative loyalty cost needs at least that many loyalty counters (the object's ``counters``).
        reasons.append(_reason("CR 606.6", f"{v.obj.name} has {v.obj.counters.get('loyalty', 0)} loyalty counters "
                               f"and {str(cost)!r} removes more", v.id))
    elif not cost.has_counters_for(v.obj.counters):
        removed = "; ".join(str(p) for p in cost.counters_removed)
        reasons.append(_reason("CR 118.3", f"{v.obj.name} hasn't the counters to {removed[:1].lower()}{removed[1:]}",
                               v.id))
    reasons.extend(prohibition_reasons(bv, v, ability))
    reasons.extend(timing_reasons(state, bv, v, ability))
    if ability.loyalty and any((a := v.ability(i)) is not None and a.loyalty for i in v.obj.activated_this_turn):
        # CR 606.3: one loyalty ability of a permanent each turn (the state's ``activated_this_turn``).
        reasons.append(_reason("CR 606.3", f"a loyalty ability of {v.obj.name} has been activated this turn", v.id))
    left = uses_left(v, ability)
    if left is not None and left <= 0:
        if ability.uses_each_turn is None:
            when = "this turn" if ability.index in v.obj.activated_this_turn else "in an earlier turn"
            reasons.append(_reason("CR 602.5b", f"{ability.text!r} can be activated only once (an exhaust "
                                   f"ability's rule too, CR 702.177a) and has been activated {when}", v.id))
        else:
            reasons.append(_reason("CR 602.5b", f"{ability.text!r} has been activated this turn as many times as "
                                   f"its text allows each turn ({ability.uses_each_turn})", v.id))
    reasons.extend(_target_reasons(state, v, ability))
    return reasons


def tap_others_choices(bv: BoardView, v: ObjectView, cost: Cost) -> list[frozenset[str]]:
    """Every way to pay the "Tap N untapped ... you control" parts of ``cost``, an ability's cost of ``v``: the
    ids of the permanents tapped, one set per way, interchangeable permanents (:func:`~solver.payments.problem.
    group_key`) taken in one order so that each way is listed once. Each is an untapped permanent ``v``'s
    controller controls that its part describes, none twice (CR 118.3), ``v`` itself not when the cost's {T} taps
    it (CR 107.5); summoning sickness doesn't matter (CR 302.6). ``[frozenset()]`` without such parts; empty when
    they can't be paid. Raises :class:`LimitReached` past :data:`~solver.payments.problem.MAX_TAP_CHOICES` ways."""
    from mtgsolver.solver.payments.problem import MAX_TAP_CHOICES, group_key

    members: dict[object, list[str]] = {}
    views = {}
    for o in bv.battlefield():
        if o.controller == v.controller and not o.obj.tapped and not (cost.taps and o.id == v.id):
            # The source is a class of its own: "another" tells it from its twins.
            members.setdefault(("source",) if o.id == v.id else group_key(bv, o), []).append(o.id)
            views[o.id] = o
    choices: list[Counter[object]] = [Counter()]
    for part in cost.taps_others:
        eligible = [k for k, ids in members.items() if bv.matches(part.filter, views[ids[0]], v.controller, v.id)]
        grown: dict[tuple[tuple[object, int], ...], Counter[object]] = {}
        for prev in choices:
            for more in combinations_with_replacement(range(len(eligible)), part.count):
                c = prev + Counter(eligible[i] for i in more)
                if all(n <= len(members[k]) for k, n in c.items()):
                    grown.setdefault(tuple(sorted(((repr(k), n) for k, n in c.items()))), c)
                if len(grown) > MAX_TAP_CHOICES:
                    raise LimitReached(f"more than {MAX_TAP_CHOICES} ways to pay {str(cost)!r}")
        choices = list(grown.values())
    return [frozenset(i for k, n in c.items() for i in members[k][:n]) for c in choices]


def _payable_tapping_others(bv: BoardView, v: ObjectView, pq: PaymentsQuery) -> bool:
    """Is ``pq.cost``, with "Tap N untapped ... you control" parts, payable (CR 601.2g-h)? For each way to tap
    (:func:`tap_others_choices`), the rest of the cost is asked with those permanents tapped: they can't also tap
    for mana (CR 118.3; mana abilities come before the costs are paid, CR 601.2g-h). None of the player's
    permanents may untap itself for mana ({Q}), which :func:`_never_guessed` sees to. Tapped, a permanent could
    still be sacrificed for mana (Ashnod's Altar, Blood Pet), after which it could not be tapped for the cost: a
    "yes" only by ways whose permanents a mana ability could sacrifice is not guessed. Raises
    :class:`UnsupportedText` then."""
    from mtgsolver.solver.payments import is_payable

    rest = replace(pq, cost=Cost(tuple(p for p in pq.cost.parts if not isinstance(p, TapOthersPart))))
    doubtful: frozenset[str] | None = None
    for tapped in tap_others_choices(bv, v, pq.cost):
        state = bv.state
        sub = BoardView(replace(state, objects=tuple(replace(o, tapped=True) if o.id in tapped else o
                                                     for o in state.objects)))
        if is_payable(sub, rest):
            if not _sacrificed_for_mana(bv, v.controller, tapped):
                return True
            doubtful = tapped
    if doubtful is not None:
        raise UnsupportedText(f"{v.obj.name} ({v.id}): {str(pq.cost)!r} is paid only if a permanent tapped for it "
                              f"({', '.join(sorted(doubtful))}) is not also sacrificed for mana, which the solver "
                              "does not model together (CR 601.2g-h, 118.3)", path=object_path(bv.state, v.id))
    return False


def _sacrificed_for_mana(bv: BoardView, player: str, ids: frozenset[str]) -> bool:
    """Could a mana ability of ``player``'s permanents sacrifice one of the permanents ``ids`` (its own "Sacrifice
    this creature", or another's "Sacrifice a creature" that fits it: CR 701.21a)?"""
    return any(part.this and w.id in ids or not part.this and any(
        part.filter is None or bv.matches(part.filter, bv.views[i], player, w.id) for i in ids)
        for w, cost in _mana_costs_of(bv, player) for part in cost.sacrifices)


def _mana_costs_of(bv: BoardView, player: str) -> Iterator[tuple[ObjectView, Cost]]:
    """Each mana ability's cost of ``player``'s permanents, with its permanent."""
    for w in bv.battlefield():
        if w.controller == player:
            for a in w.abilities:
                if a.mana is not None and a.cost is not None:
                    yield w, a.cost


def _tap_creatures_shortfall(bv: BoardView, v: ObjectView, power: int | None) -> str | None:
    """Why ``v``'s controller can't tap other untapped creatures they control with total power ``power`` or
    greater (crew, saddle: CR 702.122a, 702.171a), or one of them (``power`` ``None``: station, CR 702.184a), or
    ``None`` when they can. A creature whose power is not a number the board view knows counts only when the others
    don't suffice, and then nothing is answered (never guessed). Raises :class:`UnsupportedText`."""
    others = [o for o in bv.battlefield() if o.controller == v.controller and o.is_creature and not o.obj.tapped
              and o.id != v.id]
    if power is None:
        return None if others else f"{v.controller} controls no other untapped creature"
    total = sum(max(o.power, 0) for o in others if o.power is not None)
    if total >= power:
        return None
    unknown = next((o for o in others if o.power is None), None)
    if unknown is not None:
        raise UnsupportedText(f"{unknown.obj.name} ({unknown.id}) has a power the solver does not know, so whether "
                              f"{v.obj.name} ({v.id}) can be crewed is not known",
                              path=object_path(bv.state, unknown.id))
    return f"the other untapped creatures {v.controller} controls have total power {total}, less than {power}"


def object_path(state: GameState, object_id: str) -> str:
    """The request path of an object: its place in ``state.objects``."""
    return f"state.objects[{next(i for i, o in enumerate(state.objects) if o.id == object_id)}]"


def zone_reason(v: ObjectView, ability: Ability) -> Reason | None:
    """Why ``ability`` of ``v`` doesn't function in the zone ``v`` is in (CR 113.6: the battlefield, unless
    ``ability.functions_in`` names other zones, by its rule), or ``None`` when it does."""
    where = ability.functions_in
    if where is None:
        if v.obj.zone is Zone.BATTLEFIELD:
            return None
        return _reason("CR 113.6", f"{v.obj.name} is in the {v.obj.zone}, not on the battlefield", v.id)
    if v.obj.zone in where.zones:
        return None
    now = "on the battlefield" if v.obj.zone is Zone.BATTLEFIELD else f"in the {v.obj.zone}"
    zones = " or ".join(f"its owner's {z}" if z in (Zone.HAND, Zone.GRAVEYARD) else f"the {z}" for z in where.zones)
    return _reason(where.rule, f"{v.obj.name} is {now}, not in {zones}, where alone its ability works", v.id)


def decided_by_zone(v: ObjectView, ability: Ability) -> Reason | None:
    """The reason ``ability`` of ``v`` can't be activated nor its cost paid when its cost takes the card from a zone
    the card isn't in (``functions_in.by_cost``: a card on the battlefield can't be discarded, CR 113.6m, 118.3), or
    ``None``. Then no text of the board can change the answer, read or not: the rest of the ability and the board
    need not be looked at."""
    where = ability.functions_in
    if where is None or not where.by_cost:
        return None
    return zone_reason(v, ability)


def _tapped_while_paying(bv: BoardView, v: ObjectView) -> bool:
    """Could ``v`` be tapped by a mana ability's cost (Springleaf Drum's "Tap an untapped creature you control")
    before its own {Q} is paid? CR 601.2g (via 602.2b): mana abilities are activated before costs are paid, so
    the untapped permanent may be tapped then and untapped by the {Q}; whether the whole cost can be paid that way
    is the payment's question (``activatable``'s ``payable``)."""
    return any(
        a.mana is not None and a.cost is not None and any(bv.matches(part.filter, v, w.controller, w.id)
                                                         for part in a.cost.taps_others)
        for w in bv.battlefield() if w.controller == v.controller for a in w.abilities)


def prohibited_by(bv: BoardView, v: ObjectView, ability: Ability) -> list[ActiveEffect[ActivationProhibition]]:
    """The static abilities on the board that say ``ability`` of ``v`` can't be activated (CR 602.5; CR 101.2: the
    "can't" wins over any permission): the one place every query asks (``can_activate``, ``activatable``,
    ``legal_plays`` and, for mana abilities, ``payments``: a mana ability is an activated ability, CR 605.1a,
    605.3a). "Unless they're mana abilities" spares mana abilities (Damping Matrix, Pithing Needle); "During your
    turn, your opponents can't ..." (Grand Abolisher) stops only the opponents of its controller, on that player's
    turn; "only during their own turns" (City of Solitude) stops a player's abilities on another's turn. A group
    ("artifacts your opponents control", read from the prohibition's controller, CR 109.5) speaks of permanents, so
    it covers only objects on the battlefield (CR 109.2, 110.1); "sources with the chosen name" covers the named card
    in every zone.

    Raises :class:`UnsupportedText` at the source's ``chosen`` when a prohibition by chosen name could cover the
    ability and the state doesn't give the name."""
    if ability.kind not in (AbilityKind.ACTIVATED, AbilityKind.MANA):
        return []
    active = bv.state.active_player
    anyone = any_player_may_activate(ability.text)
    out: list[ActiveEffect[ActivationProhibition]] = []
    for e in bv.effects_of(ActivationProhibition):
        effect = e.effect
        if (effect.except_mana and ability.is_mana_ability) or (effect.your_turn and active != e.controller) \
                or not _covers(bv, e, v):
            continue
        if anyone and (effect.activators is not Controller.ANY or effect.not_own_turn):
            # CR 602.2, 602.2a: "Any player may activate this ability": whom the prohibition stops depends on who
            # activates it, which the question doesn't say.
            index = next((i for i, o in enumerate(bv.state.objects) if o.id == e.source), None)
            raise UnsupportedText(
                f"{v.obj.name} ({v.id}): any player may activate {ability.text!r}, and an effect stops only some "
                "players activating it, so whether it can be activated is not known (CR 602.2, 602.5)",
                path=f"state.objects[{index}]" if index is not None else "state.effects")
        if not (effect.activators is Controller.OPPONENT and v.controller == e.controller) and not (
                effect.not_own_turn and active == v.controller):
            out.append(e)
    return out


def prohibition_reasons(bv: BoardView, v: ObjectView, ability: Ability) -> list[Reason]:
    """:func:`prohibited_by` as reasons, each naming ``v`` and the prohibition's source."""
    out: list[Reason] = []
    for e in prohibited_by(bv, v, ability):
        source = bv.state.object(e.source) if e.source is not None else None
        by = f"{source.name} ({source.id})" if source is not None else "an ongoing effect"
        except_mana = " unless they're mana abilities" if e.effect.except_mana else ""
        out.append(_reason("CR 602.5", f"{by} says that activated abilities of {v.obj.name} can't be "
                           f"activated{except_mana} (a 'can't' wins, CR 101.2)", v.id,
                           *([source.id] if source is not None else [])))
    return out


def activation_cost(bv: BoardView, v: ObjectView, ability: Ability) -> Cost:
    """The total cost to activate ``ability`` of ``v`` now (CR 602.2b applies CR 601.2f): its cost, plus the
    increases of the board's cost changes (more generic mana, more life: Thran Portal's "Mana abilities of this
    land cost an additional 1 life to activate", Tithe Taker's {1} during its controller's turn for their
    opponents' abilities), minus the reductions, which lower only the generic part, never below {0} (CR 601.2f,
    118.7), the ability's own among them ("This ability costs {1} less to activate for each legendary creature you
    control", :class:`~model.abilities.OwnCostReduction`); a reduction that "can't reduce the mana in that cost to
    less than one mana" (Heartstone) leaves at least one mana, and the player applies those first, then the others
    (CR 601.2f: reductions in any order). "Unless they're mana abilities" spares mana abilities; "Mana abilities of
    ..." changes only them.

    Raises :class:`UnsupportedText` at the source's ``chosen`` for a change by chosen name the state doesn't name.
    """
    cost = ability.cost
    assert cost is not None
    more = life = 0
    floored: list[int] = []
    plain: list[int] = []
    for e in bv.effects_of(ActivationCostChange):
        change = e.effect
        if (change.mana_only and not ability.is_mana_ability) or (change.except_mana and ability.is_mana_ability):
            continue
        if change.your_turn and bv.state.active_player != e.controller:
            continue
        # CR 602.2: the player who activates an ability is its controller.
        if change.activators is Controller.YOU and v.controller != e.controller:
            continue
        if change.activators is Controller.OPPONENT and v.controller == e.controller:
            continue
        if not _covers(bv, e, v):
            continue
        life += change.life
        if change.generic > 0:
            more += change.generic
        elif change.generic < 0:
            (floored if change.floor_one else plain).append(-change.generic)
    own = ability.own_reduction
    if own is not None:
        # CR 602.2b, 601.2f: "This ability costs {1} less to activate for each ...", read by its controller.
        from mtgsolver.solver.production import amount_value, condition_holds

        times = sum(amount_value(bv, v, a) for a in own.per) if own.per else int(
            own.condition is not None and condition_holds(bv, v, own.condition))
        if own.generic * times:
            plain.append(own.generic * times)
    if not (more or life or floored or plain):
        return cost
    symbols = list(cost.mana.symbols)
    generic = more + sum(s.amount for s in symbols if s.kind is SymbolKind.GENERIC)
    others = [s for s in symbols if s.kind is not SymbolKind.GENERIC]
    for off in floored:
        generic -= max(0, min(off, generic, generic + sum(s.mana_value for s in others) - 1))
    generic = max(0, generic - sum(plain))
    mana = ManaCost(((ManaSymbol(SymbolKind.GENERIC, amount=generic),) if generic else ()) + tuple(others))
    parts: list[CostPart] = [p for p in cost.parts if not isinstance(p, ManaPart)]
    if mana:
        parts.insert(0, ManaPart(mana))
    if life:
        parts.append(LifePart(life))
    return Cost(tuple(parts))


def _covers(bv: BoardView, e: ActiveEffect[ActivationProhibition] | ActiveEffect[ActivationCostChange],
            v: ObjectView) -> bool:
    """Does the prohibition or cost change ``e`` speak of ``v``'s abilities: by the name chosen for its source
    (Pithing Needle, any zone), as its ``affects``, ``enchanted`` or ``itself`` say (a permanent, CR 109.2, 110.1),
    or, when it names no object, every ability (Suppression Field, Tithe Taker)?"""
    source = e.source
    if e.effect.chosen_name:
        obj = bv.state.object(source) if source is not None else None
        name = obj.chosen.get("name") if obj is not None else None
        if name is None:
            index = next((i for i, o in enumerate(bv.state.objects) if o.id == source), None)
            raise UnsupportedText(
                "an effect applies to the sources with the name chosen as it entered, and the state doesn't say "
                "which: give its \"chosen\": {\"name\": \"Sol Ring\"} (CR 602.5)",
                path=f"state.objects[{index}].chosen" if index is not None else "state.effects")
        return name.casefold() == v.obj.name.casefold()
    effect = e.effect
    if isinstance(effect, ActivationCostChange) and effect.in_graveyard:
        # CR 404.1: cards in its controller's graveyard that fit the group ("creature cards", CR 109.2).
        return (v.obj.zone is Zone.GRAVEYARD and v.obj.owner == e.controller and effect.affects is not None
                and bv.fits(effect.affects, v))
    if effect.affects is None and not (effect.enchanted or effect.itself):
        return True  # "Activated abilities cost {2} more ...", "abilities your opponents activate": any zone
    return v.obj.zone is Zone.BATTLEFIELD and bv.affected(e, v)


def uses_left(v: ObjectView, ability: Ability) -> int | None:
    """How many more times ``ability`` of ``v`` may be activated this turn under its "once each turn" or "no more
    than N times each turn" (CR 602.5b: the state's ``activated_this_turn`` of the object), or ``None`` when its
    text sets no limit or none the state shows reached; "Activate only once" (an exhaust ability, CR 702.177a):
    0 once it has been activated, this turn or earlier (the state's ``activated_earlier``)."""
    if "once" in ability.restrictions and ability.index in (*v.obj.activated_this_turn, *v.obj.activated_earlier):
        return 0
    limit = ability.uses_each_turn
    if limit is None:
        return None
    return max(limit - v.obj.activated_this_turn.count(ability.index), 0)


def timing_reasons(state: GameState, bv: BoardView, v: ObjectView, ability: Ability) -> list[Reason]:
    """Every reason the turn, the stack or the state forbid activating ``ability`` of ``v`` now (module
    docstring): sorcery timing (and loyalty abilities) need the controller's main phase and an empty stack
    (CR 602.5d, 606.3, 307.1); the ability's restrictions on whose turn and which step, and its activation
    condition (CR 602.5); priority when the state gives it and split second, for abilities other than mana
    abilities (CR 117.1b, 702.61a, 605.3a). How often it has been activated is :func:`uses_left`'s question."""
    from mtgsolver.solver.production import condition_holds

    out: list[Reason] = []
    sorcery = "sorcery" in ability.restrictions or ability.loyalty
    rule = "CR 606.3" if ability.loyalty else "CR 602.5d"
    no_priority = state.turn.step.without_priority
    if no_priority is not None:
        out.append(_reason(no_priority, f"no player receives priority during the {state.turn.step.value} step",
                           v.id))
    if ability.kind is not AbilityKind.MANA and state.turn.priority not in (None, v.controller):
        out.append(_reason("CR 117.1b", f"{v.controller} doesn't hold priority ({state.turn.priority} does)",
                           v.controller))
    if sorcery and state.active_player != v.controller:
        out.append(_reason(rule, f"{ability.text!r} can be activated only during its controller's turn", v.id))
    elif sorcery and not state.turn.step.is_main:
        out.append(_reason(rule, f"{ability.text!r} can be activated only during a main phase (CR 307.1), not the "
                           f"{state.turn.step.value.replace('_', ' ')} step", v.id))
    elif sorcery and state.stack:
        out.append(_reason(rule, f"{ability.text!r} can be activated only when the stack is empty (CR 307.1)",
                           v.id))
    restrictions = ability.restrictions
    if "your_turn" in restrictions and state.active_player != v.controller:
        out.append(_reason("CR 602.5", f"{ability.text!r}: activate only during your turn", v.id))
    if "opponent_turn" in restrictions and state.active_player == v.controller:
        out.append(_reason("CR 602.5", f"{ability.text!r}: activate only during an opponent's turn", v.id))
    step = state.turn.step
    if "your_upkeep" in restrictions and (state.active_player != v.controller or step is not Step.UPKEEP):
        out.append(_reason("CR 602.5", f"{ability.text!r}: activate only during your upkeep (CR 503)", v.id))
    if "upkeep" in restrictions and step is not Step.UPKEEP:
        out.append(_reason("CR 602.5", f"{ability.text!r}: activate only during an upkeep step (CR 503)", v.id))
    if "combat" in restrictions and not step.is_combat:
        out.append(_reason("CR 602.5", f"{ability.text!r}: activate only during combat (CR 506.1)", v.id))
    for only in restrictions:
        if only.startswith("step_") and step.value != only.removeprefix("step_"):
            out.append(_reason("CR 602.5", f"{ability.text!r}: activate only during the "
                               f"{only.removeprefix('step_').replace('_', ' ')} step (CR 506.1)", v.id))
    if "before_attackers" in restrictions and _STEPS.index(step) >= _STEPS.index(Step.DECLARE_ATTACKERS):
        out.append(_reason("CR 602.5", f"{ability.text!r}: activate only before attackers are declared (CR 508.1)",
                           v.id))
    if ability.kind is not AbilityKind.MANA:
        for entry in state.stack:
            if entry.kind is StackKind.SPELL and _has_split_second(bv, entry.source):
                out.append(_reason("CR 702.61a", f"{entry.id} has split second: while it is on the stack, only mana "
                                   "abilities can be activated", v.id, entry.id))
    condition = ability.activation_condition
    if condition is not None and not condition_holds(bv, v, condition):
        out.append(_reason("CR 602.5", f"{ability.text!r}: its activation condition doesn't hold", v.id))
    return out


#: The steps of a turn in order (CR 500.1).
_STEPS = list(Step)


def _has_split_second(bv: BoardView, object_id: str) -> bool:
    """CR 702.61a: does the spell's card have split second?"""
    v = bv.views.get(object_id)
    return v is not None and any(
        a.kind is AbilityKind.KEYWORD and (a.keyword or "").lower() == "split second" for a in v.abilities)


def _target_reasons(state: GameState, v: ObjectView, ability: Ability) -> list[Reason]:
    """CR 601.2c, 602.2b: each required target needs enough legal choices (modal abilities: some mode does).

    Raises :class:`UnsupportedText` (at its own path, else at ``v``) when whether a target is legal is not known
    and no mode is known to have its targets (never guessed)."""
    from mtgsolver.solver.targeting import TargetContext, legal_targets

    ctx = TargetContext(state, v.controller, source=v.id, by_spell=False)

    def missing(specs: tuple[TargetSpec, ...]) -> list[Reason] | UnsupportedText:
        out = []
        for spec in specs:
            if spec.min_count == 0:
                continue
            try:
                if len(legal_targets(spec, ctx)) < spec.min_count:
                    out.append(_reason("CR 601.2c", f"no legal target for '{spec.text}'", v.id))
            except UnsupportedText as e:
                return UnsupportedText(f"{v.obj.name} ({v.id}): whether {spec.text!r} of {ability.text!r} has a "
                                       f"legal target is not known (CR 601.2c): {e.message}",
                                       path=e.path or object_path(state, v.id))
        return out

    per_mode = [missing(m.targets) for m in ability.modes] if ability.modes else [missing(ability.targets)]
    if any(r == [] for r in per_mode):
        return []  # CR 700.2: a mode whose targets can be chosen
    unknown = next((r for r in per_mode if isinstance(r, UnsupportedText)), None)
    if unknown is not None:
        raise unknown
    first = per_mode[0]
    assert not isinstance(first, UnsupportedText)
    return first


def can_activate(bv: BoardView, object_id: str, ability_index: int) -> tuple[bool, list[Reason]]:
    """``(legal, reasons)`` for activating ability ``ability_index`` of ``object_id`` now, mana aside.

    Raises :class:`model.errors.UnknownObject` and :class:`model.errors.UnknownAbility`.
    """
    v = bv.view(object_id)
    ability = v.ability(ability_index)
    if ability is None:
        raise UnknownAbility(f"{object_id} has no ability {ability_index}", path="ability")
    if ability.kind in (AbilityKind.ACTIVATED, AbilityKind.MANA) and (zone := decided_by_zone(v, ability)):
        return False, [zone]
    _never_guessed(bv, v, ability)
    reasons = activation_reasons(bv.state, bv, v, ability)
    return not reasons, reasons


def zone_cards(bv: BoardView, v: ObjectView, part: CardsFromZonePart) -> tuple[list[str], list[str]]:
    """The cards of ``v``'s controller's hand or graveyard (``part.zone``; cards they own there, CR 402.1, 404.1)
    that ``part`` may take, ``v`` itself aside: ``(free, usable)``, ``usable`` those with a mana ability that works
    from there (Elvish Spirit Guide, CR 113.6m), which a payment could spend for mana instead."""
    zone = Zone(part.zone)
    free: list[str] = []
    usable: list[str] = []
    for o in bv.state.objects:
        if o.zone is not zone or o.owner != v.controller or o.id == v.id:
            continue
        w = bv.views[o.id]
        if part.filter is not None and not part.filter.matches_characteristics(w.characteristics()):
            continue
        mana_there = any(a.kind is AbilityKind.MANA and a.functions_in is not None and zone in a.functions_in.zones
                         for a in w.abilities)
        (usable if mana_there else free).append(o.id)
    return free, usable


def _never_guessed(bv: BoardView, v: ObjectView, ability: Ability) -> None:
    """Raise :class:`UnsupportedText` when unread text could change whether ``ability`` can be activated
    (:mod:`solver.never_guessed`), or when its cost has a part the solver does not model (CR 118.1)."""
    error = unread_for(bv, Question.ACTIVATION, obj=v.id, ability=ability)
    if error is None and ability.cost is not None and any(p.power is not None for p in ability.cost.taps_creatures):
        # CR 702.122a, 613.4c: crewing reads the power of the creatures tapped: an unread change of power counts,
        # and so does a sentence about crewing (CR 702.122c); not one only about a creature whose power is already
        # taken as unknown (Tarmogoyf's own characteristic-defining ability, :func:`_tap_creatures_shortfall`).
        known = frozenset(o.id for o in bv.battlefield() if o.controller == v.controller and o.power is not None)
        error = bv.unread(statics=POWER_REACHES | {StaticReach.CREW}, about=known | {v.controller})
    if error is None and ability.loyalty:
        # CR 606.3, 606.4: how often, when and for what loyalty abilities may be activated.
        error = bv.unread(statics=frozenset({StaticReach.LOYALTY}))
    if error is not None:
        raise error
    cards = [p for p in ability.cost.others if isinstance(p, CardsFromZonePart)] if ability.cost is not None else []
    if ability.cost is not None and (len(ability.cost.others) > len(cards) or len(cards) > 1 or any(
            v.obj.zone is Zone(p.zone) for p in cards) or ability.cost.taps_others and (
            ability.cost.taps_creatures or _untaps_for_mana(bv, v.controller)) or ability.mana is None and any(
            p.x for p in ability.cost.sacrifices)):
        # Tapping other permanents is modelled beside crewing not yet, nor with a permanent its controller could
        # untap with {Q} for mana while paying and then tap for this cost (CR 601.2g-h); sacrificing X permanents
        # only in a mana ability's, whose X may be 0 (CR 107.3): another's text may say
        # it can't ("X can't be 0", Ruthless Technomancer). Cards discarded or exiled from a zone are modelled one
        # part to a cost, taken from a zone the ability's object isn't in (CR 601.2h: "Discard a card, Exile a card
        # from your graveyard" could exile the card discarded).
        index = next(i for i, o in enumerate(bv.state.objects) if o.id == v.id)
        raise UnsupportedText(f"{v.obj.name} ({v.id}): the cost {str(ability.cost)!r} of {ability.text!r} has a part "
                              "the solver does not model, so whether it can be activated is not known",
                              path=f"state.objects[{index}]")


def sacrifice_shortfall(bv: BoardView, player: str, source: str | None, cost: Cost) -> list[Reason]:
    """The reason ``cost``'s parts that sacrifice other permanents can't all be paid by ``player`` (CR 118.3), or
    none: each sacrificed permanent is a different one, and none is ``source`` (the cost's object, ``None`` for
    none) when the cost sacrifices it too ("Sacrifice this land and a creature you control"), so every group of
    parts needs as many permanents among those any of them may take as they sacrifice together (Hall's condition on
    the parts' choices)."""
    parts = [p for p in cost.sacrifices if not p.this and not p.x]
    itself = any(p.this for p in cost.sacrifices)
    fits = [frozenset(o.id for o in bv.battlefield() if (p.filter is None or bv.matches(p.filter, o, player, source))
                      and not (itself and o.id == source)) for p in parts]
    for size in range(1, len(parts) + 1):
        for group in combinations(range(len(parts)), size):
            if len(frozenset().union(*(fits[i] for i in group))) < sum(parts[i].count for i in group):
                what = " and ".join(repr(parts[i].text) for i in group)
                return [_reason("CR 118.3", f"nothing to sacrifice for {what}" if size == 1 else
                                f"not enough different permanents to sacrifice for {what}", *filter(None, [source]))]
    return []


def _untaps_for_mana(bv: BoardView, player: str) -> bool:
    """Has a permanent ``player`` controls a mana ability with {Q} (Pili-Pala), by which a tapped permanent could
    be untapped while a cost is paid (CR 601.2g) and then tapped for a "Tap an untapped ..." part of it?"""
    return any(cost.untaps for _w, cost in _mana_costs_of(bv, player))


def _cards_payable(bv: BoardView, v: ObjectView, parts: list[CardsFromZonePart]) -> bool:
    """Are there enough cards for each of ``parts`` (CR 118.3), counting those a payment could spend for mana?"""
    return all(sum(map(len, zone_cards(bv, v, p))) >= p.count for p in parts)


def _cards_not_shared(bv: BoardView, v: ObjectView, parts: list[CardsFromZonePart], state: GameState) -> bool:
    """True when the cards ``parts`` take need none a payment of the mana could want (:func:`zone_cards`'s
    ``usable``); raises :class:`UnsupportedText` when they do: that a payment exists for the mana with those cards
    kept for the cost is not solved (Elvish Spirit Guide both discarded and exiled for {G}, CR 118.3, 601.2h)."""
    for p in parts:
        free, usable = zone_cards(bv, v, p)
        if len(free) < p.count and usable:
            raise UnsupportedText(f"{v.obj.name} ({v.id}): {p.text!r} would take one of {', '.join(usable)}, whose "
                                  "mana ability could pay the mana too, which the solver does not model together, so "
                                  "whether the cost can be paid is not known", path=object_path(state, v.id))
    return True


def answer_can_activate(bv: BoardView, q: CanActivateQuery) -> dict[str, object]:
    """The contract's ``can_activate`` answer: ``legal`` and ``reasons``."""
    if not bv.state.has_object(q.object):
        from mtgsolver.model.errors import UnknownObject

        raise UnknownObject(f"no object with id {q.object!r}", path="object")
    legal, reasons = can_activate(bv, q.object, q.ability)
    return {"legal": legal, "reasons": reasons}


def answer_activatable(bv: BoardView, q: ActivatableQuery,
                       time_limit: float = ACTIVATABLE_TIME_LIMIT) -> dict[str, object]:
    """The contract's ``activatable`` answer: every activated or mana ability of ``q.player``'s permanents with
    ``legal``, ``payable`` (its whole cost, CR 601.2g-h) and ``reasons``, and of their cards in their hand or
    graveyard (or exile) that function there (CR 113.6m); an ability that unread text keeps from
    being decided is listed in ``unknown`` with its ``unsupported_text`` error instead (never guessed), and the
    others are still answered. ``time_limit`` (seconds from the query's start) bounds it: past it the answer holds
    the abilities looked at and says ``timed_out``."""
    from mtgsolver.solver.payments import is_payable
    from mtgsolver.solver.payments.problem import group_key

    state = bv.state
    state.player(q.player)
    deadline = budget.deadline(time_limit)
    rows: list[dict[str, object]] = []
    unknown: list[dict[str, object]] = []
    # Interchangeable objects (same card, state and characteristics) answer alike: each class is solved once.
    known: dict[tuple[object, ...], bool] = {}
    # Permanents, and cards in their owner's hand, graveyard (or exile) whose abilities work from there (Elvish
    # Spirit Guide, cycling, unearth: CR 113.6m).
    cards = [v for v in bv.views.values() if v.obj.zone is not Zone.BATTLEFIELD and v.obj.owner == q.player
             and any(a.cost is not None and a.functions_in is not None and v.obj.zone in a.functions_in.zones
                     for a in v.abilities)]
    for v in [*bv.battlefield(), *cards]:
        if v.controller != q.player:
            unknown.extend(_others_anyone_may_activate(bv, v))
            continue
        if budget.passed(deadline):
            return _answer(rows, unknown, timed_out=True)
        cls = group_key(bv, v)
        for ability in v.abilities:
            if ability.kind not in (AbilityKind.ACTIVATED, AbilityKind.MANA) or ability.cost is None:
                continue
            if v.obj.zone is not Zone.BATTLEFIELD and zone_reason(v, ability) is not None:
                continue  # CR 113.6: it doesn't function there
            zone = decided_by_zone(v, ability)
            if zone is not None:
                # CR 113.6m, 118.3: its cost takes the card from a zone it isn't in, so neither legal nor payable.
                rows.append({"object": v.id, "ability": ability.index, "text": ability.text, "legal": False,
                             "payable": False, "reasons": [zone]})
                continue
            try:
                _never_guessed(bv, v, ability)
                reasons = activation_reasons(state, bv, v, ability)
                payable = known.get((cls, ability.index))
                if payable is None:
                    # Each check shares the query's deadline (its time limit counts from the query's start); a
                    # check it cuts ends the list.
                    cost = activation_cost(bv, v, ability)
                    if cost.taps_creatures and (cost.mana.symbols or cost.taps or cost.sacrifices):
                        # Creatures tapped to crew can't also tap for mana: not modelled together yet.
                        raise UnsupportedText(f"{v.obj.name} ({v.id}): the cost {str(cost)!r} taps creatures and pays "
                                              "more, which the solver does not model together, so whether it can be "
                                              "paid is not known", path=object_path(state, v.id))
                    # CR 113.6m: the card in the zone it works from pays its own "Discard this card"; the cards
                    # discarded or exiled from a zone are counted apart (:func:`_cards_payable`). CR 107.3: a mana
                    # ability's "Sacrifice X Goats" may have X = 0 (:func:`_never_guessed` keeps the others out).
                    taken = [p for p in cost.parts if isinstance(p, CardsFromZonePart)]
                    cost = Cost(tuple(p for p in cost.parts if not isinstance(p, MoveSelfPart | CardsFromZonePart)
                                      and not (isinstance(p, SacrificePart) and p.x)))
                    pq = PaymentsQuery(
                        id=q.id, player=q.player, cost=cost, source=v.id, mode=PaymentMode.CHECK,
                        x=x_minimum(ability.text) if cost.mana.has_x else None, time_limit=time_limit,
                    )
                    paid = _payable_tapping_others(bv, v, pq) if cost.taps_others else is_payable(bv, pq)
                    payable = known[(cls, ability.index)] = _cards_payable(bv, v, taken) and paid and (
                        all(_tap_creatures_shortfall(bv, v, p.power) is None for p in cost.taps_creatures)) and (
                        _cards_not_shared(bv, v, taken, state))
                keyword_cost = unread_keyword_cost(bv, v.id, ability, payable)
                if keyword_cost is not None:
                    raise keyword_cost
            except LimitReached:
                return _answer(rows, unknown, timed_out=True)
            except UnsupportedText as e:
                # Never guessed, one ability at a time: the others are still decided.
                unknown.append({"object": v.id, "ability": ability.index, "text": ability.text,
                                "error": {"code": e.code, "path": e.path, "message": e.message}})
                continue
            rows.append({
                "object": v.id,
                "ability": ability.index,
                "text": ability.text,
                "legal": not reasons,
                "payable": payable,
                "reasons": reasons,
            })
        granted = None if v.obj.zone is not Zone.BATTLEFIELD or (unknown and unknown[-1]["object"] == v.id) else (
            unread_granted_abilities(bv, v.id))
        if granted is not None:
            # Never guessed: abilities unread text could give it are not listed (CR 613.1f).
            unknown.append({"object": v.id, "ability": len(v.abilities),
                            "text": "(an activated ability that text not understood could give it)",
                            "error": {"code": granted.code, "path": granted.path, "message": granted.message}})
    for v in bv.views.values():
        # CR 113.6b: a card in its owner's hand, graveyard or exile may be given keyword abilities that work there.
        if v.obj.zone in (Zone.HAND, Zone.GRAVEYARD, Zone.EXILE) and v.obj.owner == q.player and not any(
                u["object"] == v.id for u in unknown) and (error := unread_card_abilities(bv, v.id)) is not None:
            unknown.append({"object": v.id, "ability": len(v.abilities),
                            "text": "(an ability that text not understood could give this card)",
                            "error": {"code": error.code, "path": error.path, "message": error.message}})
    return _answer(rows, unknown)


def _others_anyone_may_activate(bv: BoardView, v: ObjectView) -> list[dict[str, object]]:
    """The ``unknown`` rows of another player's permanent ``v``'s abilities that say any player may activate them
    (Feral Hydra's "Any player may activate this ability.", CR 602.2): the asking player may, which the solver does
    not decide (whose mana, life and timing count), so each is listed undecided, never left out."""
    if v.obj.zone is not Zone.BATTLEFIELD:
        return []
    index = next(i for i, o in enumerate(bv.state.objects) if o.id == v.id)
    return [{"object": v.id, "ability": a.index, "text": a.text,
             "error": {"code": UnsupportedText.code, "path": f"state.objects[{index}]",
                       "message": f"{v.obj.name} ({v.id}) is {v.controller}'s, and any player may activate "
                                  f"{a.text!r} (CR 602.2): whether another player can is not decided"}}
            for a in v.abilities if a.kind in (AbilityKind.ACTIVATED, AbilityKind.MANA) and a.cost is not None
            and any_player_may_activate(a.text)]


def _answer(rows: list[dict[str, object]], unknown: list[dict[str, object]], *,
            timed_out: bool = False) -> dict[str, object]:
    out: dict[str, object] = {"abilities": rows}
    if unknown:
        out["unknown"] = unknown
    if timed_out:
        out["timed_out"] = True
    return out
