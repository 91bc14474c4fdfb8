"""The :class:`Board`: one game state and every fact derived from it, asked questions as Python calls.

A board is made once from a state (``Board.from_json(state_dict)`` or ``Board(game_state)``) and then asked any
number of questions; what the solvers derive from it (the continuous-effects view, the could-produce fixpoint, the
encoded mana abilities) is computed on the first question that needs it and kept for the next ones. The board is
immutable: a new state is a new board.

Every method raises the :class:`~mtgsolver.model.errors.MtgSolverError` family for bad input or a question that
can't be answered, with ``code`` and ``path`` as in the contract (the path relative to the method's arguments:
``"cost"``, ``"ability"``, ``"state.objects[2]"``): ``unknown_object``, ``unknown_ability``, ``bad_mana_string``,
``unsupported_text`` (never guessed), ``limit_reached``.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator, Mapping
from functools import cached_property
from typing import TYPE_CHECKING, Any

from mtgsolver.model.errors import BadRequest, MtgSolverError
from mtgsolver.model.io import read_query, read_state
from mtgsolver.model.mana import ManaType
from mtgsolver.model.queries import (
    DEFAULT_LIMIT,
    DEFAULT_TIME_LIMIT,
    AbilitiesQuery,
    ActivatableQuery,
    CanActivateQuery,
    CastableQuery,
    CopyTargetsQuery,
    CouldProduceQuery,
    LegalPlaysQuery,
    PaymentsQuery,
    Query,
)
from mtgsolver.model.state import GameState
from mtgsolver.solver import budget
from mtgsolver.solver.view import BoardView, view_of

# The typed answers (model.results) are imported by the methods that make them: solve's JSON answers don't use them.
if TYPE_CHECKING:
    from mtgsolver.model.results import Activatable, ActivationCheck, CopyTargets, Payment, Reason
    from mtgsolver.solver.payments import PaymentStream

#: Error code of a query kind whose solver module is not available.
NOT_IMPLEMENTED = "not_implemented"

#: Query kind -> (module, function). Each function takes ``(board view, query)`` and returns the answer's fields
#: (contract JSON). Modules are imported when a question of their kind is first asked, so a board that is never
#: asked for a payment never imports OR-Tools.
ANSWERS: Mapping[str, tuple[str, str]] = {
    "could_produce": ("mtgsolver.solver.could_produce", "answer_could_produce"),
    "payments": ("mtgsolver.solver.payments", "answer_payments"),
    "can_activate": ("mtgsolver.solver.activation", "answer_can_activate"),
    "activatable": ("mtgsolver.solver.activation", "answer_activatable"),
    "copy_targets": ("mtgsolver.solver.copies", "answer_copy_targets"),
    "abilities": ("mtgsolver.solver.abilities_query", "answer_abilities"),
    "castable": ("mtgsolver.solver.castable", "answer_castable"),
    "legal_plays": ("mtgsolver.solver.castable", "answer_legal_plays"),
}

#: The kind of each typed query.
KIND_OF_QUERY: Mapping[type, str] = {
    CouldProduceQuery: "could_produce", PaymentsQuery: "payments", CanActivateQuery: "can_activate",
    ActivatableQuery: "activatable", CopyTargetsQuery: "copy_targets", AbilitiesQuery: "abilities",
    CastableQuery: "castable", LegalPlaysQuery: "legal_plays",
}

_QUERY_PREFIX = "queries[0]"


def answer_function(kind: str) -> Callable[[BoardView, Query], Mapping[str, Any]]:
    """The ``answer_*`` function of a query kind. Raises :class:`MtgSolverError` (``not_implemented``) when its
    module can't be imported."""
    module_name, function_name = ANSWERS[kind]
    try:
        module = importlib.import_module(module_name)
        return getattr(module, function_name)  # type: ignore[no-any-return]
    except (ImportError, AttributeError) as e:
        raise MtgSolverError(f"query kind {kind!r} is not available: {e}", code=NOT_IMPLEMENTED) from None


def _relative(error: MtgSolverError) -> MtgSolverError:
    """``error`` with a path relative to the method's arguments (``"queries[0].cost"`` -> ``"cost"``)."""
    path = error.path
    if path == _QUERY_PREFIX:
        error.path = None
    elif path and path.startswith(_QUERY_PREFIX + "."):
        error.path = path[len(_QUERY_PREFIX) + 1:]
    return error


class Board:
    """A game state (``design/contract.md`` "State") and the questions of the contract about it.

    >>> board = Board.from_json({"active_player": "alice", "players": [{"id": "alice"}],
    ...                          "objects": [{"id": "pool", "card": "Reflecting Pool", "controller": "alice"},
    ...                                      {"id": "forest", "card": "Forest", "controller": "alice"}]})
    >>> [t.value for t in board.could_produce("pool")]
    ['G']
    """

    def __init__(self, state: GameState) -> None:
        self.state = state

    @classmethod
    def from_json(cls, state: Mapping[str, Any] | str | bytes, *, registry: Any = None) -> Board:
        """A board from a state document (the ``state`` of a request: a dict, or its JSON text); ``registry`` a
        :class:`~mtgsolver.model.registry.CardRegistry` for ``"card"`` names (default: the embedded set).

        Raises :class:`MtgSolverError` with a path inside the request (``"state.objects[3].tapped"``).
        """
        from mtgsolver.model.io import load_json

        data = load_json(state) if isinstance(state, (str, bytes, bytearray)) else state
        return cls(read_state(data, registry))

    @cached_property
    def view(self) -> BoardView:
        """The board as continuous effects leave it (CR 613), built on first use. Raises :class:`MtgSolverError`
        for an effect text of ``state.effects`` that can't be read."""
        return view_of(self.state)

    # ----------------------------------------------------------------------------------------------------------------
    # Questions in the contract's terms.

    def query(self, kind: str, /, **fields: Any) -> Query:
        """The typed query of ``kind`` with the contract's ``fields`` (``object="pool"``, ``cost="{1}{G}"``,
        ``ability={"text": "Equip {1}"}``, ...), checked against this board. Raises :class:`MtgSolverError` with a
        path relative to ``fields``."""
        for key in ("id", "kind"):
            if key in fields:
                raise BadRequest(f"{key!r} is not a field of a question: the kind is the first argument", path=key)
        try:
            return read_query(self.state, {"id": kind, "kind": kind, **fields}, 0)
        except MtgSolverError as e:
            raise _relative(e) from None

    def answer(self, query: Query) -> Mapping[str, Any]:
        """The contract's answer fields (JSON values, without ``id`` and ``ok``) of a typed query (one of
        :data:`mtgsolver.model.queries.Query`). Raises :class:`MtgSolverError` with a path relative to the query."""
        kind = KIND_OF_QUERY.get(type(query))
        if kind is None:
            raise BadRequest(f"not a query: {type(query).__name__}; make one with Board.query", path="query")
        with budget.query_budget():
            return answer_function(kind)(self.view, query)

    def ask(self, kind: str, /, **fields: Any) -> Mapping[str, Any]:
        """:meth:`query` then :meth:`answer`: ``board.ask("payments", player="alice", cost="{G}", mode="check")``."""
        try:
            return self.answer(self.query(kind, **fields))
        except MtgSolverError as e:
            raise _relative(e) from None

    # ----------------------------------------------------------------------------------------------------------------
    # Questions as Python calls.

    def could_produce(self, obj: str) -> tuple[ManaType, ...]:
        """CR 106.7: the types of mana ``obj`` could produce now, in W U B R G C order (costs ignored, replacement
        effects applied in every order; an undefined type produces nothing)."""
        return tuple(ManaType(t) for t in self.ask("could_produce", object=obj)["types"])

    def is_payable(self, player: str, cost: str, *, x: int | None = None, spend_on: str | None = None,
                   source: str | None = None, time_limit: float = DEFAULT_TIME_LIMIT) -> bool:
        """Can ``player`` pay ``cost`` (a cost string: ``"{2}{W/P}"``, ``"{T}, Pay 1 life"``) now (CR 601.2g-h)?
        ``x`` is the value of {X}; ``spend_on`` the spell or stack object the mana is for (CR 106.6); ``source``
        the object whose cost it is."""
        from mtgsolver.solver.payments import is_payable

        q = self.query("payments", player=player, cost=cost, mode="check", time_limit=time_limit,
                       **_optional(x=x, spend_on=spend_on, source=source))
        assert isinstance(q, PaymentsQuery)
        try:
            return is_payable(self.view, q)
        except MtgSolverError as e:
            raise _relative(e) from None

    def unpayable_reasons(self, player: str, cost: str, *, x: int | None = None, spend_on: str | None = None,
                          source: str | None = None, time_limit: float = DEFAULT_TIME_LIMIT) -> tuple[Reason, ...]:
        """Why ``player`` can't pay ``cost``: a minimal set of reasons, empty when it is payable (CR 118.3, 302.6,
        106.6, 119.4, 601.2h; not minimal when ``time_limit`` ran out first)."""
        answer = self.ask("payments", player=player, cost=cost, mode="check", time_limit=time_limit,
                          **_optional(x=x, spend_on=spend_on, source=source))
        from mtgsolver.model.results import Reason

        return tuple(Reason.from_json(r) for r in answer.get("reasons") or ())

    def payments(self, player: str, cost: str, *, x: int | None = None, spend_on: str | None = None,
                 source: str | None = None, group_identical: bool = False, limit: int = DEFAULT_LIMIT,
                 time_limit: float = DEFAULT_TIME_LIMIT) -> PaymentIterator:
        """Every minimal payment of ``cost`` by ``player`` (contract "What counts as one payment"), lazily, in
        the search's fixed order: at most ``limit``, within ``time_limit`` seconds. Once the iterator is
        exhausted, its ``complete`` says whether every payment was listed and ``timed_out`` whether time ran out
        (:class:`~mtgsolver.model.errors.LimitReached` when it ran out before the first payment).

        The question is checked when the iterator is made (bad input raises then); the never-guessed check
        raises :class:`~mtgsolver.model.errors.UnsupportedText` on the first ``next``.
        """
        from mtgsolver.solver.payments import PaymentStream

        q = self.query("payments", player=player, cost=cost, mode="all", limit=limit, time_limit=time_limit,
                       group_identical=group_identical, **_optional(x=x, spend_on=spend_on, source=source))
        assert isinstance(q, PaymentsQuery)
        return PaymentIterator(PaymentStream(self.view, q))

    def best_payment(self, player: str, cost: str, *, objective: str = "fewest_sources", x: int | None = None,
                     spend_on: str | None = None, source: str | None = None,
                     time_limit: float = DEFAULT_TIME_LIMIT) -> Payment | None:
        """One payment that is best by ``objective`` (``fewest_sources``, ``least_life``, ``keep_colors``), or
        ``None`` when the cost can't be paid."""
        answer = self.ask("payments", player=player, cost=cost, mode="best", objective=objective,
                          time_limit=time_limit, **_optional(x=x, spend_on=spend_on, source=source))
        from mtgsolver.model.results import Payment

        payments = answer.get("payments") or []
        return Payment.from_json(payments[0]) if payments else None

    def can_activate(self, obj: str, ability: int | str | Mapping[str, str]) -> ActivationCheck:
        """May ``obj``'s ability be activated now, mana aside (CR 602.2, 602.5, 302.6)? ``ability`` is an index
        or the text the ability's line starts with (``"Equip {1}"``). True in a boolean context when legal."""
        from mtgsolver.model.results import ActivationCheck

        return ActivationCheck.from_json(self.ask("can_activate", object=obj, ability=_ability_ref(ability)))

    def activatable(self, player: str) -> Activatable:
        """Every activated or mana ability of ``player``'s objects, each legal or not and payable or not (iterate
        it, or read ``abilities``); ``timed_out`` is true when its time budget ran out before every ability was
        looked at."""
        from mtgsolver.model.results import Activatable

        return Activatable.from_json(self.ask("activatable", player=player))

    def copy_targets(self, stack_object: str, *, by: tuple[str, int | str], limit: int = DEFAULT_LIMIT,
                     time_limit: float = DEFAULT_TIME_LIMIT) -> CopyTargets:
        """May the copier ``by = (object, ability)`` copy ``stack_object``, and with which targets (CR 707.10,
        115.7)? ``ability`` is an index or the text its line starts with. Whether the copier's ability can be
        activated now is :meth:`can_activate`'s question. Raises :class:`BadRequest` at ``by`` when it is not a
        pair."""
        if not isinstance(by, tuple | list) or len(by) != 2:
            raise BadRequest(f"by must be a pair (copier object, ability), not {by!r}", path="by")
        copier, ability = by
        answer = self.ask("copy_targets", copy_of=stack_object, by={"object": copier, "ability": _ability_ref(ability)},
                          limit=limit, time_limit=time_limit)
        from mtgsolver.model.results import CopyTargets

        return CopyTargets.from_json(answer)

    def castable(self, player: str, card: str, *, x: int | None = None, mode: str = "check",
                 time_limit: float = DEFAULT_TIME_LIMIT) -> Mapping[str, Any]:
        """May ``player`` cast ``card`` now, and for what total cost (CR 601.2, 601.3, 117.1a)? The contract's
        ``castable`` answer: ``castable``, ``reasons``, and ``options`` (each way to cast it with its total cost,
        CR 601.2f, ``payable``, ``reasons`` and, in ``mode`` ``best``/``all``, its payments)."""
        return self.ask("castable", player=player, card=card, mode=mode, time_limit=time_limit, **_optional(x=x))

    def legal_plays(self, player: str, *, time_limit: float = DEFAULT_TIME_LIMIT) -> Mapping[str, Any]:
        """Every play ``player`` may make now (CR 117.1, 305, 601.2): the ``legal_plays`` answer's ``plays``
        (allowed and payable), ``others`` (with their reasons), ``unknown`` (never guessed) and ``complete``."""
        return self.ask("legal_plays", player=player, time_limit=time_limit)


class PaymentIterator(Iterator["Payment"]):
    """The payments of :meth:`Board.payments`, one :class:`~mtgsolver.model.results.Payment` at a time; once
    exhausted, ``complete`` (every payment was listed) and ``timed_out`` (the time limit cut the list)."""

    def __init__(self, stream: PaymentStream) -> None:
        self._stream = stream
        self._payments: Iterator[Mapping[str, Any]] = iter(stream)

    def __next__(self) -> Payment:
        from mtgsolver.model.results import Payment

        try:
            return Payment.from_json(next(self._payments))
        except MtgSolverError as e:
            raise _relative(e) from None

    @property
    def complete(self) -> bool:
        """True when the iteration ended because every payment was listed (not cut by ``limit`` or time)."""
        return self._stream.complete

    @property
    def timed_out(self) -> bool:
        """True when the time limit ended the iteration."""
        return self._stream.timed_out


def _ability_ref(ability: object) -> object:
    """An ability named by its text is the contract's ``{"text": ...}``; an index or a mapping is as given."""
    return {"text": ability} if isinstance(ability, str) else ability


def _optional(**fields: Any) -> dict[str, Any]:
    """The fields that are given (not ``None``)."""
    return {k: v for k, v in fields.items() if v is not None}


__all__ = ["ANSWERS", "Board", "PaymentIterator", "answer_function"]
