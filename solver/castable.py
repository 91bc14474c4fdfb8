"""``castable`` and ``legal_plays``: may a player cast a card now and for what total cost, and every play they may
make (CR 117.1a, 305, 601.2, 601.3, 118.7-118.9, 702).

``castable`` checks, each failure with its rule:

* a land is played, not cast (CR 305.1); a card is cast from its owner's hand, or from their graveyard by
  flashback (CR 601.3, 702.34a); a player who doesn't hold priority (when the state says who does) can't cast
  (CR 117.1a);
* timing: an instant, or a card with flash (CR 702.8a), any time the player has priority; anything else during
  their own main phase with an empty stack (CR 117.1a, 307.1, 301.1, 302.1); "Cast this spell only during combat";
  split second on the stack (CR 702.61a);
* for each way to cast it (CR 601.2b: its mana cost, kicked, evoke, flashback, "rather than pay this spell's mana
  cost"; an object with no mana cost has none of the first kind, CR 118.6): the total cost (CR 601.2f) is that
  cost plus additional costs and increases (Thalia, Sphere of Resistance), minus reductions (Goblin Electromancer,
  Medallions, affinity, CR 702.41a, undaunted, CR 702.125a; CR 118.7: a generic reduction lowers only the generic
  part, a coloured one its colour and then generic), never below {0}; then effects on the total (Trinisphere)
  apply. X is the query's x, else the least the spell allows ("X can't be 0": 1; an x below it is a reason, CR
  601.2b), paid only with the mana "Spend only black mana on X" allows (CR 107.3, 601.2f-h). Each required
  target needs a legal choice (CR 601.2c); costs that are cards in hand (Force of Will's blue card, a discard) need
  those cards; the rest is the ``payments`` question for the total cost, the spell's spending restrictions applied
  (CR 106.6), with its convoke, improvise and delve as the ``pay_with`` of that question (CR 702.51a, 702.126a,
  702.66a: creatures and artifacts tapped, graveyard cards exiled, are part of its payments).

Never guessed: a line about casting not read, on the card or the board, makes the answer ``unsupported_text``
(:mod:`solver.never_guessed`).
"""

from __future__ import annotations

from collections.abc import Sequence

from mtgsolver.model.abilities import AbilityKind, LifeForMana, TargetSpec
from mtgsolver.model.casting import (
    Casters,
    CastFrom,
    CastingPart,
    CastingText,
    CostModifier,
    CostOption,
    DiscardPart,
    ExileCardPart,
    MinimumCost,
    SpellCostChange,
    casting_text,
    cost_modifiers,
    has_suspend,
)
from mtgsolver.model.copiers import entry_target_specs, is_modal, modes_of
from mtgsolver.model.costs import Cost, CostPart, ManaPart
from mtgsolver.model.errors import LimitReached, MtgSolverError, UnsupportedText
from mtgsolver.model.io import MAX_NUMBER
from mtgsolver.model.mana import ManaCost, ManaSymbol, ManaType, SymbolKind
from mtgsolver.model.queries import (
    ActivatableQuery,
    CastableQuery,
    LegalPlaysQuery,
    PaymentMode,
    PaymentsQuery,
    PayWith,
)
from mtgsolver.model.state import GameObject, GameState, StackKind, Step, Zone
from mtgsolver.model.targets import mode_choice
from mtgsolver.solver import budget
from mtgsolver.solver.activation import object_path
from mtgsolver.solver.never_guessed import Question, unread_for
from mtgsolver.solver.targeting import TargetContext, characteristics, legal_targets
from mtgsolver.solver.view import BoardView

Reason = dict[str, object]


def _reason(rule: str, message: str, *objects: str) -> Reason:
    return {"rule": rule, "message": message, "objects": list(objects)}


# --------------------------------------------------------------------------------------------------------------------
# Whether the card may be cast now at all.


def _casting_reasons(bv: BoardView, obj: GameObject, player: str, text: CastingText) -> list[Reason]:
    """Reasons that stop every way of casting ``obj`` now: land, priority, timing, split second."""
    state = bv.state
    if "land" in obj.card.type_line.card_types:
        return [_reason("CR 305.1", f"{obj.name} is a land: it is played, not cast", obj.id)]
    reasons: list[Reason] = []
    turn = state.turn
    if turn.step.without_priority is not None:
        reasons.append(_no_priority(turn.step, player))
    if turn.priority is not None and turn.priority != player:
        reasons.append(_reason("CR 117.1a", f"{player} doesn't hold priority ({turn.priority} does)", player))
    instant_speed = "instant" in obj.card.type_line.card_types or text.flash
    if not instant_speed:
        if state.active_player != player:
            reasons.append(_reason("CR 117.1a", f"{obj.name} is not an instant and has no flash: it can be cast only "
                                   f"during its caster's own main phase, and it is {state.active_player}'s turn",
                                   obj.id))
        elif not turn.step.is_main:
            reasons.append(_reason("CR 117.1a", f"{obj.name} is not an instant and has no flash: it can be cast only "
                                   f"during a main phase, not the {turn.step.value.replace('_', ' ')} step", obj.id))
        elif state.stack:
            reasons.append(_reason("CR 117.1a", f"{obj.name} is not an instant and has no flash: it can be cast only "
                                   "when the stack is empty", obj.id))
    if text.combat_only and not turn.step.is_combat:
        reasons.append(_reason("CR 601.3", f"{obj.name} can be cast only during combat", obj.id))
    for entry in state.stack:
        if entry.kind is StackKind.SPELL and casting_text(state.object(entry.source).card).split_second:
            reasons.append(_reason("CR 702.61a", f"{entry.id} has split second: while it is on the stack, no other "
                                   "spell can be cast", entry.id))
    return reasons


def _no_priority(step: Step, player: str) -> Reason:
    """The reason nothing is cast or played in a step without priority (:attr:`Step.without_priority`)."""
    return _reason(step.without_priority or "", f"no player receives priority during the {step.value} step, so "
                   f"{player} can't act", player)


def _zone_allows(obj: GameObject, player: str, option: CostOption) -> bool:
    """Is ``obj`` where ``option`` casts it from, as ``player``'s own card (CR 601.3, 702.34a)? A commander may
    also be cast from the command zone the ways it may be cast from the hand (CR 903.8)."""
    if obj.owner != player:
        return False
    if option.cast_from is CastFrom.GRAVEYARD:
        return obj.zone is Zone.GRAVEYARD
    return obj.zone is Zone.HAND or (obj.zone is Zone.COMMAND and obj.commander_casts is not None)


# --------------------------------------------------------------------------------------------------------------------
# The total cost (CR 601.2f, 118.7).


def _applies(change: SpellCostChange, source: GameObject, obj: GameObject, player: str, state: GameState) -> bool:
    """Does ``change`` (of ``source``) apply to ``obj`` cast by ``player``?"""
    if change.casters is Casters.YOU and player != source.controller:
        return False
    if change.casters is Casters.OPPONENTS and player not in state.opponents(source.controller):
        return False
    if change.your_turn and state.active_player != source.controller:
        return False
    ch = characteristics(state, obj)
    kinds = ch.card_types | ch.subtypes
    if change.types and not change.types & kinds:
        return False
    if change.not_types & ch.card_types:
        return False
    return change.colors <= ch.colors


def _board_modifiers(bv: BoardView) -> list[tuple[GameObject, CostModifier]]:
    """The cost changes of the permanents' texts (Thalia, Goblin Electromancer), but of one that has lost its
    abilities (Imprisoned in the Moon, Humility: CR 613.1f, 305.7)."""
    return [(v.obj, m) for v in bv.battlefield() if not (v.abilities_lost or v.text_abilities_lost)
            for m in cost_modifiers(v.obj.card.oracle_text or "").modifiers]


def _reduce(symbols: list[ManaSymbol], generic_off: int, reduction: ManaSymbol) -> int:
    """Take ``reduction`` off ``symbols`` (CR 118.7a-d): a coloured or colourless symbol removes one symbol of its
    type when the cost has one, else generic. Returns the generic mana still to take off."""
    if reduction.kind is SymbolKind.GENERIC:
        return generic_off + reduction.amount
    kind = SymbolKind.COLORLESS if reduction.kind is SymbolKind.COLORLESS else SymbolKind.COLORED
    for i, s in enumerate(symbols):
        if s.kind is kind and s.types == reduction.types:
            del symbols[i]
            return generic_off
    return generic_off + 1


def total_mana(option_mana: ManaCost, x: int, increases: list[ManaCost], reductions: list[ManaCost],
               generic_reduction: int, minimum: int | None, x_spend: tuple[ManaType, ...] = ()) -> ManaCost:
    """CR 601.2f, 118.7: ``option_mana`` with X as ``x`` (paid only with mana of ``x_spend``'s types when given,
    CR 107.3: :meth:`ManaCost.with_x`), plus ``increases``, minus ``reductions`` and ``generic_reduction`` (generic
    first reduced; a coloured reduction the cost lacks reduces generic), not below {0}; then raised to ``minimum``
    mana in generic when lower (Trinisphere, CR 601.2f's last step)."""
    symbols = [*option_mana.with_x(x, x_spend).symbols, *(s for inc in increases for s in inc.symbols)]
    generic = sum(s.amount for s in symbols if s.kind is SymbolKind.GENERIC)
    others = [s for s in symbols if s.kind is not SymbolKind.GENERIC]
    off = generic_reduction
    for red in reductions:
        for sym in red.symbols:
            off = _reduce(others, off, sym)
    generic = max(0, generic - off)
    mana_value = generic + sum(s.mana_value for s in others)
    if minimum is not None and mana_value < minimum:
        generic += minimum - mana_value
    head = (ManaSymbol(SymbolKind.GENERIC, amount=generic),) if generic or not others else ()
    return ManaCost((*head, *others))


def _affinity_count(bv: BoardView, player: str, what: str) -> int:
    """CR 702.41a: how many ``what`` (a card type or subtype) ``player`` controls."""
    return sum(1 for v in bv.battlefield() if v.controller == player and (what in v.card_types or what in v.subtypes))


def _total(bv: BoardView, obj: GameObject, player: str, text: CastingText, option: CostOption,
           x: int) -> tuple[ManaCost, list[CastingPart]]:
    """The option's total cost: its mana (CR 601.2f) and its other parts (with the additional costs)."""
    state = bv.state
    increases: list[ManaCost] = []
    reductions: list[ManaCost] = []
    minimum: int | None = None
    for source, modifier in _board_modifiers(bv):
        if isinstance(modifier, MinimumCost):
            if not (modifier.while_untapped and source.tapped):
                minimum = max(minimum or 0, modifier.amount)
        elif _applies(modifier, source, obj, player, state):
            (increases if modifier.more else reductions).append(modifier.mana)
    generic_off = _affinity_count(bv, player, text.affinity) if text.affinity else 0
    if text.undaunted:
        generic_off += len(state.opponents(player))  # CR 702.125a: {1} less for each opponent
    parts: list[CastingPart] = [*option.parts, *text.additional]
    if obj.zone is Zone.COMMAND and obj.commander_casts:
        # CR 903.8: the commander tax, an additional cost of {2} for each earlier cast from the command zone.
        parts.append(ManaPart(ManaCost((ManaSymbol(SymbolKind.GENERIC, amount=2 * obj.commander_casts),))))
    mana = ManaCost(tuple(s for p in parts if isinstance(p, ManaPart) for s in p.mana.symbols))
    others: list[CastingPart] = [p for p in parts if not isinstance(p, ManaPart)]
    if text.x_spend and x and mana.has_x and (reductions or generic_off or bv.effects_of(LifeForMana)):
        # Which mana a reduction takes off when X may be paid only with some types, and whether life may pay X's
        # mana for a {B} (K'rrik), no rule read here says (CR 107.3, 601.2f).
        index = next(i for i, o in enumerate(state.objects) if o.id == obj.id)
        raise UnsupportedText(f"{obj.name} ({obj.id}): X may be paid only with some mana, and a cost reduction or "
                              "life paid for mana applies to it: how is not modelled (CR 107.3, 601.2f)",
                              path=f"state.objects[{index}]")
    kinds = {s.kind for s in (*mana.symbols, *(s for inc in increases for s in inc.symbols))}
    typed_off = any(s.kind is not SymbolKind.GENERIC for red in reductions for s in red.symbols)
    generic_cut = generic_off or any(s.kind is SymbolKind.GENERIC for red in reductions for s in red.symbols)
    if kinds & _ANNOUNCED and typed_off or SymbolKind.MONO_HYBRID in kinds and generic_cut or (
            minimum is not None and kinds & _AMOUNT_ANNOUNCED):
        # CR 601.2b, 601.2f: how each hybrid and Phyrexian symbol is paid is announced before the total cost is
        # worked out, so a reduction or a minimum applies to the symbols as announced ({2/W} as {2} or {W}, {R/P}
        # as {R} or 2 life), every choice of which is not tried here.
        raise UnsupportedText(f"{obj.name} ({obj.id}): its cost has hybrid or Phyrexian symbols, whose announced "
                              "halves a cost reduction or minimum applies to, which is not modelled (CR 601.2b, "
                              "601.2f)", path=object_path(state, obj.id))
    return total_mana(mana, x, increases, reductions, generic_off, minimum, text.x_spend), others


#: The symbols whose way of being paid is announced before the total cost is determined (CR 601.2b, 107.4e-f): a
#: reduction by a type of mana applies to the half announced (CR 118.7b-f); a generic one to {2/W} announced as
#: {2} (CR 118.7a); a minimum (Trinisphere) counts the mana of the choice, which {2/W} and Phyrexian symbols change.
_ANNOUNCED = frozenset({SymbolKind.HYBRID, SymbolKind.MONO_HYBRID, SymbolKind.COLORLESS_HYBRID,
                        SymbolKind.PHYREXIAN, SymbolKind.HYBRID_PHYREXIAN})
_AMOUNT_ANNOUNCED = frozenset({SymbolKind.MONO_HYBRID, SymbolKind.PHYREXIAN, SymbolKind.HYBRID_PHYREXIAN})


def _cost_text(mana: ManaCost, others: list[CastingPart]) -> str:
    """The total cost as a cost string: its mana (left out when it is {0} beside other parts), then the rest."""
    shown = mana and not (str(mana) == "{0}" and others)
    parts = ([str(mana)] if shown else []) + [str(p)[:1].upper() + str(p)[1:] for p in others]
    return ", ".join(parts) or "{0}"


# --------------------------------------------------------------------------------------------------------------------
# Targets and costs that are cards.


def _spec_ok(spec: TargetSpec, ctx: TargetContext) -> bool:
    return spec.min_count == 0 or len(legal_targets(spec, ctx)) >= spec.min_count


def _target_reasons(bv: BoardView, obj: GameObject, player: str, option: CostOption, x: int) -> list[Reason]:
    """CR 601.2c: each required target of the spell as cast (kicked or not) has a legal choice; a modal spell needs
    as many modes whose targets can be chosen as it must choose (CR 700.2)."""
    from mtgsolver.model.reader import read_card

    ctx = TargetContext(bv.state, player, source=obj.id, x=x, by_spell=True)
    modal = [a for a in read_card(obj.card).abilities if a.kind is AbilityKind.SPELL and is_modal(a)]
    if modal:
        _never_guessed_targets(bv, [t for a in modal for m in modes_of(a) for t in m.targets])
        reasons = []
        for a in modal:
            modes = modes_of(a)
            choice = mode_choice(a.text, len(modes))
            least = choice[0] if choice is not None else 1
            usable = sum(1 for m in modes if all(_spec_ok(t, ctx) for t in m.targets))
            if usable < least:
                reasons.append(_reason("CR 601.2c", f"{obj.name} must choose {least} mode(s) and only {usable} have "
                                       "legal targets (CR 700.2)", obj.id))
        return reasons
    specs = entry_target_specs(obj.card, None, (), option.kicked)
    if specs is None:
        tl = obj.card.type_line
        if {"instant", "sorcery"} & tl.card_types or "Aura" in tl.subtypes:
            index = next(i for i, o in enumerate(bv.state.objects) if o.id == obj.id)
            raise UnsupportedText(f"{obj.name} ({obj.id}): its targets were not understood, so whether it has "
                                  "legal targets is not known (CR 601.2c)", path=f"state.objects[{index}]")
        return []
    _never_guessed_targets(bv, specs)
    needs = [x if spec.x_exact else spec.min_count for spec in specs]
    found = [legal_targets(spec, ctx) if need else [] for spec, need in zip(specs, needs, strict=True)]
    short = [_reason("CR 601.2c", f"no legal target for {spec.text!r}" if not choices else
                     f"{need} targets needed for {spec.text!r}, {len(choices)} legal", obj.id)
             for spec, need, choices in zip(specs, needs, found, strict=True) if len(choices) < need]
    if short or _different_targets(specs, needs, found, obj, bv.state):
        return short
    return [_reason("CR 601.2c", "no choice of targets gives each instance of \"target\" different objects where "
                    f"the text needs them ({', '.join(repr(s.text) for s in specs)}; CR 115.3)", obj.id)]


#: The most steps :func:`_different_targets` takes, and the most targets it places, before it gives up (never
#: guessed).
_MAX_TARGET_STEPS = 100_000
_MAX_TARGET_SLOTS = 64


def _different_targets(specs: Sequence[TargetSpec], needs: Sequence[int], found: Sequence[Sequence[str]],
                       obj: GameObject, state: GameState) -> bool:
    """Can every required target be chosen at once (CR 601.2c): the ``needs[k]`` targets of ``specs[k]`` among its
    legal ones ``found[k]``, different from each other (CR 115.3: one instance of "target" names different
    objects), and those of a spec "another target" different from every earlier one's? A depth-first search;
    raises :class:`UnsupportedText` past :data:`_MAX_TARGET_STEPS` steps or :data:`_MAX_TARGET_SLOTS` targets."""
    if sum(1 for need in needs if need) <= 1:
        return True  # one instance of "target": enough legal ones were found (CR 115.3)
    slots = [k for k, need in enumerate(needs) for _ in range(need)]
    if len(slots) > _MAX_TARGET_SLOTS:
        raise UnsupportedText(f"{obj.name} ({obj.id}): too many targets to decide whether different ones can be "
                              "chosen (CR 601.2c)", path=object_path(state, obj.id))
    chosen: list[tuple[int, str]] = []
    steps = 0

    def fits(k: int, target: str) -> bool:
        filt = specs[k].filter
        another = filt is not None and filt.another
        return all(t != target or (j != k and not (another and j < k)) for j, t in chosen)

    def place(i: int) -> bool:
        nonlocal steps
        if i == len(slots):
            return True
        for target in found[slots[i]]:
            steps += 1
            if steps > _MAX_TARGET_STEPS:
                raise UnsupportedText(f"{obj.name} ({obj.id}): too many target choices to decide whether different "
                                      "targets can be chosen (CR 601.2c)", path=object_path(state, obj.id))
            if fits(slots[i], target):
                chosen.append((slots[i], target))
                if place(i + 1):
                    return True
                chosen.pop()
        return False

    return place(0)


def _never_guessed_targets(bv: BoardView, specs: Sequence[TargetSpec]) -> None:
    """Raise :class:`UnsupportedText` when an unread sentence could change which targets ``specs`` may choose (a
    restriction on targets, a change of characteristics they ask about: the ``copy_targets`` rule, CR 601.2c,
    115.1), so that whether the spell has legal targets is never guessed; a spell with no targets has none to."""
    if specs:
        error = unread_for(bv, Question.TARGETS, specs=specs)
        if error is not None:
            raise error


def _card_cost_reasons(state: GameState, obj: GameObject, player: str,
                       others: list[CastingPart]) -> list[Reason]:
    """Costs paid with other cards in the caster's hand (CR 601.2a: the card itself is on the stack by then)."""
    hand = [o for o in state.objects if o.zone is Zone.HAND and o.owner == player and o.id != obj.id]
    reasons: list[Reason] = []
    exiles = [p for p in others if isinstance(p, ExileCardPart)]
    for part in exiles:
        fitting = [o for o in hand if part.color is None or part.color in characteristics(state, o).colors]
        if len(fitting) < sum(1 for p in exiles if p.color == part.color):
            reasons.append(_reason("CR 601.2h", f"{player} has no other card in hand to {part.text}", player))
    discard = sum(p.count for p in others if isinstance(p, DiscardPart))
    if discard > len(hand):
        reasons.append(_reason("CR 601.2h", f"{player} must discard {discard} other card(s) and has {len(hand)}",
                               player))
    return reasons


# --------------------------------------------------------------------------------------------------------------------
# The answers.


def _option_row(bv: BoardView, q: CastableQuery, obj: GameObject, text: CastingText,
                option: CostOption) -> dict[str, object]:
    # CR 107.3, 601.2b: X is chosen as the query gives it, else as the least the spell allows ("X can't be 0").
    least = text.x_min if option.mana.has_x else 0
    x = q.x if q.x is not None else least
    mana, others = _total(bv, obj, q.player, text, option, x)
    row: dict[str, object] = {"option": option.name, "cost": _cost_text(mana, others)}
    targets = _target_reasons(bv, obj, q.player, option, x)
    if x < least:
        targets.append(_reason("CR 601.2b", f"X can't be 0 for {obj.name}: X must be {least} or more (CR 107.3)",
                               obj.id))
    card_costs = _card_cost_reasons(bv.state, obj, q.player, others)
    paid: tuple[CostPart, ...] = tuple(p for p in others if not isinstance(p, (ExileCardPart, DiscardPart)))
    # CR 702.51b, 702.126b, 702.66b: not additional or alternative costs, they apply to the total cost once it is
    # determined, as ways to pay it.
    pay_with = frozenset(way for way, has in ((PayWith.CONVOKE, text.convoke), (PayWith.IMPROVISE, text.improvise),
                                              (PayWith.DELVE, text.delve)) if has)
    pq = PaymentsQuery(id=q.id, player=q.player, cost=Cost((ManaPart(mana), *paid) if mana else paid), x=x,
                       mode=q.mode, objective=q.objective, limit=q.limit, spend_on=obj.id,
                       time_limit=q.time_limit, pay_with=pay_with, kicked=option.kicked)
    from mtgsolver.solver.payments import answer_payments

    try:
        payment = answer_payments(bv, pq)
        max_x = _max_x(bv, q, obj, text, option, paid, pay_with, x) \
            if q.x is None and option.mana.has_x and payment["payable"] and not card_costs else None
    except LimitReached as e:
        # The payments question's path ("cost") is not a field of this query: the time ran out on the whole of it.
        raise LimitReached(f"{option.name} option of {obj.name}: {e.message}") from None
    # ``legal``: each required target has a choice (CR 601.2c); ``payable``: the whole total cost can be paid, the
    # cards it takes from the hand included (CR 601.2h), as the payments question answers it.
    row["legal"] = not targets
    row["payable"] = bool(payment["payable"]) and not card_costs
    row["reasons"] = targets + card_costs + list(payment.get("reasons", []))  # type: ignore[call-overload]
    if pay_with:
        row["pay_with"] = [way.value for way in PayWith if way in pay_with]
    if max_x is not None:
        row["max_x"] = max_x
    row.update((k, v) for k, v in payment.items() if k not in ("payable", "reasons"))
    return row


def _max_x(bv: BoardView, q: CastableQuery, obj: GameObject, text: CastingText, option: CostOption,
           paid: tuple[CostPart, ...], pay_with: frozenset[PayWith], least: int) -> int:
    """The largest X (CR 107.3a, 601.2b) for which the option's total cost is payable now: more mana for X never
    makes a cost easier, so a doubling search, then halving, finds it (X = ``least``, the least X allowed, is
    payable when this is asked)."""
    from mtgsolver.solver.payments import is_payable

    def payable(x: int) -> bool:
        mana, _ = _total(bv, obj, q.player, text, option, x)
        cost = Cost((ManaPart(mana), *paid) if mana else paid)
        return is_payable(bv, PaymentsQuery(id=q.id, player=q.player, cost=cost, x=x, mode=PaymentMode.CHECK,
                                            spend_on=obj.id, time_limit=q.time_limit, pay_with=pay_with,
                                            kicked=option.kicked))

    low, high = least, max(1, 2 * least)
    while high <= MAX_NUMBER and payable(high):
        low, high = high, high * 2
    high = min(high, MAX_NUMBER + 1)
    while high - low > 1:
        mid = (low + high) // 2
        low, high = (mid, high) if payable(mid) else (low, mid)
    return low


def answer_castable(bv: BoardView, q: CastableQuery) -> dict[str, object]:
    """The ``castable`` answer: ``castable``, ``reasons`` and ``options`` (module docstring). When it can't be cast,
    ``reasons`` together stop every option: the reasons that stop casting at all (zone, timing, priority), or else
    each option's own (targets, card costs, payments), each once; empty when it can be cast. Raises
    :class:`UnsupportedText` when unread text could change it (never guessed)."""
    state = bv.state
    obj = state.object(q.card)
    state.player(q.player)
    error = unread_for(bv, Question.CASTING, obj=q.card)
    if error is not None:
        raise error
    text = casting_text(obj.card)
    reasons = _casting_reasons(bv, obj, q.player, text)
    options = [o for o in text.options if _zone_allows(obj, q.player, o)]
    if not options and not reasons:
        if text.options:
            reasons.append(_reason("CR 601.3", f"no rule or effect allows {q.player} to cast {obj.name} from "
                                   f"{'their' if obj.owner == q.player else obj.owner + chr(39) + 's'} {obj.zone}",
                                   obj.id))
        else:
            reasons.append(_reason("CR 118.6", f"{obj.name} has no mana cost and no other way to cast it: its cost "
                                   "can't be paid", obj.id))
    rows = [_option_row(bv, q, obj, text, o) for o in options] if not reasons else []
    castable = not reasons and any(r["legal"] and r["payable"] for r in rows)
    if not castable and not reasons:
        # Only the options' own reasons stop it (a target, a card cost, a payment, CR 601.2c-h): together they stop
        # every option, so they are the answer's reasons too, each once, as payments gives its own.
        for row in rows:
            reasons.extend(r for r in row["reasons"] if r not in reasons)  # type: ignore[attr-defined]
    return {"castable": castable, "reasons": reasons, "options": rows}


def _land_reasons(state: GameState, obj: GameObject, player: str) -> list[Reason]:
    """CR 305.1, 305.2, 117.1a: a land card from the player's own hand, in their main phase with an empty stack
    and priority, while they have played fewer lands this turn than they may (one)."""
    reasons = []
    turn = state.turn
    if turn.step.without_priority is not None:
        reasons.append(_no_priority(turn.step, player))
    if turn.priority is not None and turn.priority != player:
        reasons.append(_reason("CR 117.1a", f"{player} doesn't hold priority ({turn.priority} does)", player))
    if state.active_player != player or not turn.step.is_main or state.stack:
        reasons.append(_reason("CR 305.1", "a land is played during its player's own main phase with an empty "
                               "stack", obj.id))
    elif turn.lands_played >= 1:
        reasons.append(_reason("CR 305.2", f"{player} has played {turn.lands_played} land(s) this turn, as many as "
                               "they may", player))
    return reasons


def answer_legal_plays(bv: BoardView, q: LegalPlaysQuery) -> dict[str, object]:
    """The ``legal_plays`` answer: ``plays`` (allowed and payable now), ``others`` (candidates with their reasons),
    ``unknown`` (plays unread text keeps from being decided) and ``complete``."""
    from mtgsolver.solver.activation import answer_activatable

    state = bv.state
    state.player(q.player)
    deadline = budget.deadline(q.time_limit)
    plays: list[dict[str, object]] = []
    others: list[dict[str, object]] = []
    unknown: list[dict[str, object]] = []
    timed_out = False
    # CR 601.3, 903.8: a card may be cast from its owner's hand, from the graveyard when a rule or effect allows it
    # (flashback, Lier, Underworld Breach), and a commander from the command zone.
    cards = [o for o in state.objects if o.owner == q.player and o.zone in (Zone.HAND, Zone.GRAVEYARD, Zone.COMMAND)]
    land_error = unread_for(bv, Question.LAND_PLAY)
    # An unread permission to cast from a zone is the board's, the same for every card there (CR 601.3).
    permissions: dict[Zone, UnsupportedText | None] = {}
    for obj in cards:
        if budget.passed(deadline):
            timed_out = True
            break
        if "land" in obj.card.type_line.card_types:
            if land_error is not None:
                unknown.append({"object": obj.id, "error": _error(land_error)})
            elif obj.zone is Zone.HAND:
                reasons = _land_reasons(state, obj, q.player)
                (others if reasons else plays).append(
                    {"play": "play_land", "object": obj.id, "legal": not reasons, "payable": True,
                     "reasons": reasons})
            continue
        own = casting_text(obj.card)
        # A card off the hand that no read rule lets its owner cast from there (no flashback, not their commander)
        # is left out, unless an unread line could let them (CR 601.3): its own (escape, jump-start, "You may cast
        # this card from your graveyard"), which makes it a candidate, or a permanent's that names its zone (Lier,
        # Muldrotha), which makes it unknown.
        candidate = obj.zone is Zone.HAND or own.unread or any(_zone_allows(obj, q.player, o) for o in own.options)
        if not candidate:
            if obj.zone not in permissions:
                permissions[obj.zone] = unread_for(bv, Question.CASTING, obj=obj.id, zone=obj.zone)
            permission = permissions[obj.zone]
            if permission is not None:
                unknown.append({"object": obj.id, "error": _error(permission)})
            continue
        try:
            answer = answer_castable(bv, CastableQuery(id=q.id, player=q.player, card=obj.id, mode=PaymentMode.CHECK,
                                                       time_limit=q.time_limit))
        except (UnsupportedText, LimitReached) as e:
            unknown.append({"object": obj.id, "error": _error(e)})
            continue
        if obj.zone is Zone.HAND and has_suspend(obj.card):
            # CR 116.2f, 702.62a: suspending it is a special action, which this answer doesn't decide.
            unknown.append({"object": obj.id, "error": {
                "code": UnsupportedText.code, "path": object_path(state, obj.id),
                "message": f"{obj.card.name} ({obj.id}) has suspend: whether it may be suspended now (a special "
                           "action, CR 116.2f, 702.62a) is not decided"}})
        if not answer["options"]:
            others.append({"play": "cast", "object": obj.id, "legal": False, "payable": False,
                           "reasons": answer["reasons"]})
        for row in answer["options"]:  # type: ignore[attr-defined]
            play = {"play": "cast", "object": obj.id, "option": row["option"], "cost": row["cost"],
                    "legal": row["legal"], "payable": row["payable"], "reasons": row["reasons"]}
            (plays if row["legal"] and row["payable"] else others).append(play)
    try:
        activatable = answer_activatable(bv, ActivatableQuery(id=q.id, player=q.player), q.time_limit)
    except (UnsupportedText, LimitReached) as e:
        unknown.append({"object": None, "error": _error(e)})
    else:
        timed_out = timed_out or bool(activatable.get("timed_out"))
        # A card whose casting is already unknown is listed once (Lier's flashback could also give it abilities).
        unknown_cards = {u["object"] for u in unknown}
        unknown.extend({"object": u["object"], "error": u["error"]}
                       for u in activatable.get("unknown", [])  # type: ignore[attr-defined]
                       if u["object"] not in unknown_cards)
        for row in activatable["abilities"]:  # type: ignore[attr-defined]
            play = {"play": "activate", "object": row["object"], "ability": row["ability"], "text": row["text"],
                    "legal": row["legal"], "payable": row["payable"], "reasons": row["reasons"]}
            (plays if row["legal"] and row["payable"] else others).append(play)
    out: dict[str, object] = {"plays": plays, "others": others, "unknown": unknown,
                              "complete": not unknown and not timed_out}
    if timed_out:
        out["timed_out"] = True
    return out


def _error(e: MtgSolverError) -> dict[str, object]:
    return {"code": e.code, "path": e.path, "message": e.message}


__all__ = ["answer_castable", "answer_legal_plays", "total_mana"]
