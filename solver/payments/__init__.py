"""Payments: can a player pay a cost, the best way, and every distinct minimal way (CR 601.2f-h, 605, 118).

Public calls:

* :func:`is_payable` ``(board view, query) -> bool``;
* :func:`legal_payments` ``(board view, query) -> PaymentsView``: a lazy view with ``first()``, ``count()``,
  ``limit(n)`` and iteration over payments as contract dicts (``{"activations": [...], "pool": "{R}", "life": 2}``);
* :class:`PaymentStream` ``(board view, query)``: the payments of one query, bounded by its ``limit`` and
  ``time_limit``, with ``complete`` and ``timed_out``;
* :func:`answer_payments` ``(board view, query) -> dict``: the contract's answer fields.

Each applies the never-guessed rule (:mod:`solver.never_guessed`): :class:`UnsupportedText` when unread text could
change the answer.

Errors: :class:`model.errors.UnknownObject`, :class:`model.errors.BadRequest` (path relative to the query),
:class:`model.errors.LimitReached` when the time limit runs out before any answer.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Iterator
from itertools import combinations_with_replacement, product
from typing import TYPE_CHECKING

from msgspec.structs import replace
from mtgsolver.model.abilities import Ability, AbilityKind, AmountKind, LifeForMana
from mtgsolver.model.errors import LimitReached, UnsupportedText
from mtgsolver.model.mana import SymbolKind
from mtgsolver.model.queries import PaymentMode, PaymentsQuery, PayWith
from mtgsolver.model.relaxed import relaxed_card
from mtgsolver.model.relevance import creature_types_named, graveyard_matters_to_mana
from mtgsolver.model.state import GameObject, GameState, Zone
from mtgsolver.solver import budget
from mtgsolver.solver.could_produce import could_produce_on
from mtgsolver.solver.never_guessed import Question, looks_at_others, unread_for
from mtgsolver.solver.payments.fast import quick_check
from mtgsolver.solver.payments.problem import PaymentProblem, TimeUp, encode_payment
from mtgsolver.solver.payments.reasons import unpayable_reasons
from mtgsolver.solver.payments.selection import Selection, decode
from mtgsolver.solver.view import BoardView

if TYPE_CHECKING:
    from mtgsolver.solver.payments import search


def _cpsat():  # type: ignore[no-untyped-def]
    """CP-SAT is imported only when a question needs it (its import takes about 0.6 s)."""
    from mtgsolver.solver.payments import cpsat

    return cpsat


class PaymentsView:
    """Every minimal payment of one query, computed lazily in a fixed order (:mod:`solver.payments.search`).

    Iterating yields contract payment dicts; ``complete`` tells, after iteration stopped, whether every payment
    was seen; ``timed_out`` whether the time limit cut the search.
    """

    def __init__(self, problem: PaymentProblem, time_limit: float) -> None:
        self.problem = problem
        self.time_limit = time_limit
        self.complete = False
        self.timed_out = False

    def selections(self, limit: int | None = None) -> Iterator[Selection]:
        """Yield up to ``limit`` selections (problem terms); sets ``complete`` and ``timed_out``."""
        from mtgsolver.solver.payments import search  # only listing payments searches: a check or best doesn't

        deadline = budget.deadline(self.time_limit)
        self.complete = False
        self.timed_out = False
        found = 0
        listed: set[str] = set()
        alike = _alike(self.problem)
        oracle = search.Oracle(self.problem, deadline) if alike else None
        try:
            for sel in search.minimal_payments(self.problem, deadline):
                # One payment may be two selections: a result the ability's own mana and a trigger's can make in
                # two ways that pay differently (Arctic Flats' {G} and Fertile Ground's {W}, or its {W} and the
                # Aura's {G}: which is snow, CR 106.3, 107.4h, 605.1b) is one result in the contract's identity.
                identity = json.dumps(decode(self.problem, sel), sort_keys=True)
                if identity in listed or oracle is not None and not _minimal_as_identity(oracle, sel, alike):
                    continue
                listed.add(identity)
                if limit is not None and found >= limit:
                    return
                found += 1
                yield sel
            self.complete = True
        except TimeUp:
            self.timed_out = True

    def __iter__(self) -> Iterator[dict[str, object]]:
        for sel in self.selections():
            yield decode(self.problem, sel)

    def limit(self, n: int) -> list[dict[str, object]]:
        """At most ``n`` payments."""
        return [decode(self.problem, s) for s in self.selections(n)]

    def first(self) -> dict[str, object] | None:
        """One payment with the fewest activations, or None."""
        got = self.limit(1)
        return got[0] if got else None

    def count(self) -> int:
        """How many distinct minimal payments there are (CR 601.2g-h; the contract's definition)."""
        return sum(1 for _ in self.selections())


def _alike(problem: PaymentProblem) -> dict[int, dict[int, tuple[int, ...]]]:
    """Per activation with two results of the same total (its own mana and a trigger's split two ways, :class:`Act`),
    per result, every result with that total: the contract's identity doesn't tell them apart."""
    out: dict[int, dict[int, tuple[int, ...]]] = {}
    for a in problem.acts:
        if len(set(a.options)) < len(a.options):
            out[a.index] = {o: tuple(p for p, other in enumerate(a.options) if other == bag)
                            for o, bag in enumerate(a.options)}
    return out


def _minimal_as_identity(oracle: search.Oracle, sel: Selection, alike: dict[int, dict[int, tuple[int, ...]]]
                         ) -> bool:
    """Is ``sel``, minimal as a selection, minimal as a payment of the contract: can no activation be dropped while
    the rest, with any of its results that have the same totals (:func:`_alike`), spending no more pool mana nor
    life, still pays?"""
    for i in range(len(sel.uses)):
        rest = sel.without_one(i)
        ways = [[Counter(choice) for choice in combinations_with_replacement(
            [(a, p) for p in alike.get(a, {}).get(o, (o,))], c)] for a, o, c in rest.uses]
        for combo in product(*ways):
            uses: Counter[tuple[int, int]] = sum(combo, Counter())
            if oracle.feasible(uses, rest.pool, rest.phyrexian_life, rest.final_sacrifices, exact=False):
                return False
    return True


def legal_payments(bv: BoardView, q: PaymentsQuery) -> PaymentsView:
    """The lazy view of every minimal payment of ``q.cost`` by ``q.player``. The list of every payment is an
    answer unread text could change, so the never-guessed check runs first (raises :class:`UnsupportedText`)."""
    problem = encode_payment(bv, q)
    _never_guessed(bv, q, problem, Question.PAYMENTS)
    return PaymentsView(problem, q.time_limit)


def missing_counters(state: GameState, q: PaymentsQuery) -> list[dict[str, object]]:
    """Reasons (``{rule, message, objects}``) why the cost's "Remove N counters from this" parts can't be paid:
    its source hasn't those counters (CR 118.3); or its "Pay {E}" parts: the player hasn't the energy counters
    (CR 107.14). Empty when they have them or the cost removes none."""
    players = {p.id: p for p in state.players}
    if q.cost.energy and q.player in players:
        energy = players[q.player].counters.get("energy", 0)
        if energy < q.cost.energy:
            return [{"rule": "CR 107.14", "message": f"{q.player} has {energy} energy counters and the cost pays "
                     f"{q.cost.energy}", "objects": [q.player]}]
    if not q.cost.counters_removed or q.source is None or not state.has_object(q.source):
        return []
    obj = state.object(q.source)
    if q.cost.has_counters_for(obj.counters):
        return []
    parts = "; ".join(str(p) for p in q.cost.counters_removed)
    return [{"rule": "CR 118.3", "message": f"{obj.name} ({obj.id}) hasn't the counters for {parts!r}",
             "objects": [obj.id]}]


def is_payable(bv: BoardView, q: PaymentsQuery) -> bool:
    """True when ``q.player`` can pay ``q.cost`` now: the Hall's-theorem fast path where it applies, else CP-SAT.

    Never guessed: raises :class:`UnsupportedText` when unread text could change the answer
    (:mod:`solver.never_guessed`); :class:`LimitReached` on time-out.
    """
    problem = encode_payment(bv, q)
    try:
        payable = not missing_counters(bv.state, q) and _decide(problem, budget.deadline(q.time_limit))
    except TimeUp:
        raise LimitReached(f"the time limit ended before an answer was found (the query's {q.time_limit} s, or "
                           "the request's when it ends first)", path="cost") from None
    try:
        _never_guessed(bv, q, problem, Question.PAYABLE if payable else Question.UNPAYABLE)
    except UnsupportedText:
        if payable or _relaxed_no(bv, q) is None:
            raise
    return payable


def _decide(problem: PaymentProblem, deadline: float) -> bool:
    """Payable? The quick check where it answers, else CP-SAT."""
    quick = quick_check(problem)
    if quick is not None:
        return quick
    return _cpsat().check(problem, deadline) is not None


def answer_payments(bv: BoardView, q: PaymentsQuery) -> dict[str, object]:
    """The contract's ``payments`` answer: ``payable``, ``payments``, ``count``, ``complete``, and ``reasons``
    (a set of ``{rule, message, objects}``) when not payable.

    Never guessed (contract): an effect on mana the reader did not understand on any permanent raises
    :class:`UnsupportedText`; so does a mana ability of the player's it did not wholly understand when the answer
    could depend on it (a "no", or the list of every payment), and so does one whose cost the solver does not model
    (discarding, exiling from hand, {X} in a mana ability's cost); a "yes" found without them stands.
    """
    problem = encode_payment(bv, q)
    if q.mode is PaymentMode.CHECK:
        # Which unread text could change the answer depends on the answer (solver.never_guessed).
        out = _answer_payments(bv, q, problem)
        try:
            _never_guessed(bv, q, problem, Question.PAYABLE if out["payable"] else Question.UNPAYABLE)
        except UnsupportedText:
            relaxed = None if out["payable"] else _relaxed_no(bv, q)
            if relaxed is None:
                raise
            return relaxed
        return out
    # The best payment, or the list of every one, could change either way (solver.never_guessed).
    _never_guessed(bv, q, problem, Question.PAYMENTS)
    return _answer_payments(bv, q, problem)


class PaymentStream:
    """Every minimal payment of ``q`` (contract payment dicts), lazily, at most ``q.limit`` within ``q.time_limit``
    seconds. The list of every payment is an answer unread text could change, so the never-guessed check
    (:func:`answer_payments`) runs first, on the first ``next``. After iteration stopped, ``complete`` says whether
    every payment was listed and ``timed_out`` whether time ran out. Raises :class:`LimitReached` when time ran out
    before the first payment."""

    def __init__(self, bv: BoardView, q: PaymentsQuery) -> None:
        self.bv = bv
        self.q = q
        self.complete = False
        self.timed_out = False

    def __iter__(self) -> Iterator[dict[str, object]]:
        view = legal_payments(self.bv, self.q)
        if missing_counters(self.bv.state, self.q):
            self.complete = True
            return
        found = 0
        for sel in view.selections(self.q.limit):
            found += 1
            yield decode(view.problem, sel)
        self.complete, self.timed_out = view.complete, view.timed_out
        if view.timed_out and not found:
            raise LimitReached("the time limit ended before a payment was found (it may still have one: the "
                               f"query's {self.q.time_limit} s, or the request's when it ends first)", path="cost")


def _relaxed_no(bv: BoardView, q: PaymentsQuery) -> dict[str, object] | None:
    """The "no" of ``q`` (mode ``check``) on the board where every mana ability not wholly read, or with a cost
    part the solver does not model, is relaxed (:func:`model.relaxed.relaxed_card`: it costs no more and adds no
    less), when that board still can't pay and no unread text could change its "no" (never guessed): then the
    real board can't pay either (CR 118.3). ``None`` otherwise. Its reasons are the relaxed board's, each true of
    the real one too."""
    objects = list(bv.state.objects)
    for i, o in enumerate(objects):
        v = bv.views[o.id]
        loose = [a for a in v.abilities if a.kind is AbilityKind.MANA
                 and (a.unsupported or (a.cost is not None and a.cost.others))]
        if not loose:
            continue
        card = relaxed_card(o.card, loose) if o.copier is None and o.level == 1 else None
        if card is None:
            return None
        objects[i] = replace(o, card=card)
    if objects == list(bv.state.objects):
        return None
    relaxed = BoardView(replace(bv.state, objects=tuple(objects)))
    problem = encode_payment(relaxed, q)
    out = _answer_payments(relaxed, q, problem)
    if out["payable"]:
        return None
    try:
        _never_guessed(relaxed, q, problem, Question.UNPAYABLE)
    except UnsupportedText:
        return None
    return out


def _unsupported_at(bv: BoardView, index: int, what: str) -> UnsupportedText:
    """The never-guessed error at ``state.objects[index]``: "<name> (<id>) <what>, so no answer is given"."""
    o = bv.state.objects[index]
    return UnsupportedText(f"{o.name} ({o.id}) {what}, so no answer is given", path=f"state.objects[{index}]")


def _payer_object_with(bv: BoardView, player: str, wanted: Callable[[GameObject, Ability], bool]) -> int | None:
    """The place in ``state.objects`` of the first permanent ``player`` controls with an ability that ``wanted``
    (given the permanent and the ability) picks, or ``None``."""
    return next((i for i, o in enumerate(bv.state.objects) if o.zone is Zone.BATTLEFIELD and o.controller == player
                 and any(wanted(o, a) for a in bv.views[o.id].abilities)), None)


def _reads_life_total(bv: BoardView, player: str) -> bool:
    """Does a mana ability of ``player``'s permanents add an amount of their life total ("Add X mana of any one
    color, where X is your life total.", Sanctum of the Sun: CR 119.1), which life gained while paying raises?"""
    return any(part.amount.kind is AmountKind.LIFE for v in bv.battlefield() if v.controller == player
               for a in v.abilities if a.mana is not None
               for production in (a.mana, *(p for _c, p in a.mana.instead))
               for recipe in production.alternatives for part in recipe.parts)


def _pays_life(bv: BoardView, q: PaymentsQuery, problem: PaymentProblem) -> bool:
    """Could life be paid in the payment: the cost's "Pay N life" or Phyrexian symbols, a mana ability's life cost,
    or life paid rather than mana (K'rrik's "pay 2 life rather than pay that mana", CR 119.4, 107.4f, 118.9)?"""
    return bool(problem.extras.life) or any(a.life for a in problem.acts) or any(
        s.kind in (SymbolKind.PHYREXIAN, SymbolKind.HYBRID_PHYREXIAN) for s in q.cost.mana.symbols) or bool(
        bv.effects_of(LifeForMana))


def _never_guessed(bv: BoardView, q: PaymentsQuery, problem: PaymentProblem, question: Question) -> None:
    """Raise :class:`UnsupportedText` when unread text could change the answer to ``question`` (a "yes", a "no",
    or the best or every payment: :mod:`solver.never_guessed`); but for a "yes", also for a mana ability that gains
    its controller life when the payment pays life or another reads the life total (Pristine Talisman's "You gain 1
    life.", CR 119.4), for an ability that reads a graveyard or works there when a mana ability could put a card
    there (CR 605.3a, 113.6), and for a mana ability the solver left out: its cost is not modelled, or its mana reads a choice the state doesn't give (the object's ``chosen``,
    also when the player's mana looks at what such an object could produce, CR 106.7), or a life total another
    activation changes first."""
    error = unread_for(bv, question, player=q.player, purpose_known=q.spend_on is not None or q.source is not None,
                       colors_read=PayWith.CONVOKE in q.pay_with,
                       cost_sacrifices=problem.extras.sac_self or bool(problem.extras.sacrifice_classes),
                       snow_cost="{S}" in str(q.cost.mana),
                       cost_types=creature_types_named(str(q.cost)), pays_life=_pays_life(bv, q, problem))
    if error is not None:
        raise error
    if question is not Question.PAYABLE and bv.mana_puts_into_graveyards(q.player):
        reader = _payer_object_with(bv, q.player, lambda o, a: a.kind in (AbilityKind.MANA, AbilityKind.STATIC) and (
            graveyard_matters_to_mana(a.text, o.name, mana_ability=a.kind is AbilityKind.MANA)))
        if reader is not None:
            # CR 601.2g, 605.3a, 113.6: a card sacrificed, discarded or milled by one mana ability is in the
            # graveyard for the next (Lys Alana Dignitary's "an Elf card in your graveyard"), or brings its own
            # abilities there (Jack-o'-Lantern's "Exile this card from your graveyard: Add ...", Riftstone
            # Portal's grant); the solver reads the graveyard as the state gives it.
            raise _unsupported_at(bv, reader, "has an ability that reads a graveyard or works there, which a card put "
                                  "there while paying could change (CR 601.2g, 605.3a, 701.21a)")
    if question is not Question.PAYABLE and (_pays_life(bv, q, problem) or _reads_life_total(bv, q.player)):
        gainer = _payer_object_with(bv, q.player, lambda _o, a: a.mana is not None and a.mana.gains_life)
        if gainer is not None:
            # CR 601.2g-h, 119.4: mana abilities are activated before costs are paid, so the life one gains could
            # pay life, or raise an amount of life another adds (Sanctum of the Sun); the solver doesn't count it.
            raise _unsupported_at(bv, gainer, "has a mana ability that gains life before the cost's life is paid or "
                                  "another mana ability reads it (CR 601.2g-h, 119.4), which the solver does not count")
    if question is not Question.PAYABLE and problem.left_out:
        message, path = problem.left_out[0]
        raise UnsupportedText(message, path=path)
    if question is not Question.PAYABLE and looks_at_others(bv, q.player) and could_produce_on(bv).unknown:
        # CR 106.7: the player's mana looks at what other permanents could produce, one of which isn't known.
        message, path = next(iter(could_produce_on(bv).unknown.values()))
        raise UnsupportedText(message, path=path)
    if question is not Question.PAYABLE and problem.unmodelled:
        state = bv.state
        oid, cost = problem.unmodelled[0]
        index = next(i for i, o in enumerate(state.objects) if o.id == oid)
        raise UnsupportedText(f"{state.object(oid).name} ({oid}) has a mana ability the solver does not model "
                              f"({cost}), so no answer is given", path=f"state.objects[{index}]")


def _add_reasons(out: dict[str, object], bv: BoardView, q: PaymentsQuery, problem: PaymentProblem,
                 deadline: float) -> None:
    """The reasons of a "no", within the query's time limit: when it runs out first, the reasons may not be
    minimal and the answer says ``timed_out``."""
    reasons, minimal = unpayable_reasons(bv, q, problem, deadline)
    out["reasons"] = reasons
    if not minimal:
        out["timed_out"] = True


def _answer_payments(bv: BoardView, q: PaymentsQuery, problem: PaymentProblem) -> dict[str, object]:
    missing = missing_counters(bv.state, q)
    if missing:
        return {"payable": False, "reasons": missing, **({} if q.mode is PaymentMode.CHECK else {"payments": []}),
                **({"count": 0, "complete": True} if q.mode is PaymentMode.ALL else {})}
    deadline = budget.deadline(q.time_limit)
    if q.mode is PaymentMode.CHECK:
        fast = quick_check(problem)
        if fast is not None:
            out: dict[str, object] = {"payable": fast}
            if not fast:
                _add_reasons(out, bv, q, problem, deadline)
            return out
    out = {}
    try:
        if q.mode is PaymentMode.CHECK:
            sel = _cpsat().check(problem, deadline)
            out = {"payable": sel is not None}
        elif q.mode is PaymentMode.BEST:
            sel, proven = _cpsat().best(problem, q.objective, deadline)
            out = {"payable": sel is not None, "payments": [decode(problem, sel)] if sel else []}
            if sel is not None:
                out["objective"] = q.objective.value
            if not proven:
                out["timed_out"] = True  # the best found, not proven best: time ran out first
        elif not _decide(problem, deadline):
            # Decided first: a search that finds nothing would otherwise explore every branch to say so.
            out = {"payable": False, "payments": [], "count": 0, "complete": True}
        else:
            view = PaymentsView(problem, q.time_limit)
            payments = [decode(problem, s) for s in view.selections(q.limit)]
            out = {"payable": True, "payments": payments, "count": len(payments), "complete": view.complete}
            if view.timed_out:
                out["timed_out"] = True
                if not payments:
                    raise LimitReached("the cost is payable, but the time limit ended before a payment was listed (the "
                                       f"query's {q.time_limit} s, or the request's when it ends first)", path="cost")
    except TimeUp:
        raise LimitReached(f"the time limit ended before an answer was found (the query's {q.time_limit} s, or "
                           "the request's when it ends first)", path="cost") from None
    if out["payable"] is False:
        _add_reasons(out, bv, q, problem, deadline)
    return out
