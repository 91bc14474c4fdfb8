"""Could produce (CR 106.7, ruling G2): the mana types a permanent's abilities would add if they resolved now.

Costs are ignored; replacement effects apply in every possible order; an ability that would add no mana, or mana
of an undefined type (CR 106.5, ruling G1), defines no type. Abilities that look at what *other* permanents could
produce (Reflecting Pool, Exotic Orchard, Fellwar Stone, Squandered Resources) make a dependency graph, solved as
its least fixpoint with a worklist: every object's set only grows, at most six times, so the work is linear in the
size of the graph, and every cycle ends (two Reflecting Pools alone define no type for each other).

Groups of referenced objects ("lands you control") are kept as one node each, so that a board of 1,000 Pools
does not make a million edges.
"""

from __future__ import annotations

from collections import deque

from model.abilities import Ability, PaletteKind
from model.costs import SacrificePart
from model.errors import MtgSolverError, UnsupportedText
from model.filters import Controller, ObjectFilter
from model.mana import MANA_TYPES, ManaType
from model.queries import CouldProduceQuery
from model.state import GameState
from solver.production import production_options
from solver.view import BoardView, ObjectView

GroupKey = tuple[ObjectFilter, str, str | None]


def _sacrifice_filter(ability: Ability) -> ObjectFilter:
    """"The sacrificed land": what the ability's sacrifice cost may take (costs ignored, CR 106.7)."""
    if ability.cost is not None:
        for p in ability.cost.parts:
            if isinstance(p, SacrificePart) and not p.this and p.filter is not None:
                return p.filter
    return ObjectFilter(card_types=frozenset({"land"}), controller=Controller.YOU)


class CouldProduce:
    """The least fixpoint of "could produce" over one board; ``types(object_id)`` answers for any object."""

    def __init__(self, bv: BoardView) -> None:
        self.bv = bv
        self.values: dict[str, frozenset[ManaType]] = {}
        self._groups: dict[GroupKey, list[str]] = {}
        self._group_value: dict[GroupKey, frozenset[ManaType]] = {}
        self._group_dependents: dict[GroupKey, set[str]] = {}
        self._member_of: dict[str, list[GroupKey]] = {}
        self._solve()

    def types(self, object_id: str) -> tuple[ManaType, ...]:
        """The types ``object_id`` could produce, in W U B R G C order."""
        self.bv.view(object_id)
        got = self.values.get(object_id, frozenset())
        return tuple(t for t in MANA_TYPES if t in got)

    def _group(self, filt: ObjectFilter, v: ObjectView) -> GroupKey:
        key: GroupKey = (filt, v.controller, v.id if filt.another else None)
        if key not in self._groups:
            members = [o.id for o in self.bv.battlefield() if self.bv.matches(filt, o, v.controller, v.id)]
            self._groups[key] = members
            self._group_dependents[key] = set()
            for m in members:
                self._member_of.setdefault(m, []).append(key)
            self._group_value[key] = frozenset().union(*(self.values.get(m, frozenset()) for m in members))
        return key

    def _evaluate(self, v: ObjectView) -> frozenset[ManaType]:
        out: set[ManaType] = set()
        for ability in v.abilities:
            if ability.mana is None:
                continue

            def lookup(source: ObjectFilter | str, view: ObjectView, _a: Ability = ability) -> frozenset[ManaType]:
                filt = _sacrifice_filter(_a) if isinstance(source, str) else source
                key = self._group(filt, view)
                self._group_dependents[key].add(view.id)
                return self._group_value[key]

            for bag in production_options(self.bv, v, ability, lookup, representative=True):
                out.update(bag.types())
        return frozenset(out)

    def _class_key(self, v: ObjectView, attached: dict[str, tuple[str, ...]]) -> tuple[object, ...]:
        """Objects with equal keys could produce the same types: same card, controller, choices, counters, X,
        characteristics, the same ability objects, and nothing attached (Auras may change their mana)."""
        o = v.obj
        if attached.get(o.id) or any(self._own(a) for a in v.abilities):
            return (o.id,)
        # The card by identity: registry cards are shared objects, and hashing a whole card is slow.
        return (id(o.card), o.controller, tuple(sorted(o.chosen.items())), tuple(sorted(o.counters.items())), o.x,
                o.exiled, v.card_types, v.subtypes, v.supertypes, tuple(id(a) for a in v.abilities))

    def _own(self, a: Ability) -> bool:
        """:func:`_refers_to_itself`, once per ability object."""
        known = self._own_cache.get(id(a))
        if known is None:
            known = self._own_cache[id(a)] = _refers_to_itself(a)
        return known

    def _solve(self) -> None:
        self._own_cache: dict[int, bool] = {}
        battlefield = self.bv.battlefield()
        attached: dict[str, tuple[str, ...]] = {}
        for o in self.bv.state.objects:
            if o.attached_to is not None:
                attached[o.attached_to] = attached.get(o.attached_to, ()) + (o.id,)
        # Identical objects are evaluated once, through their first member.
        members: dict[str, list[str]] = {}
        by_key: dict[tuple[object, ...], str] = {}
        for v in battlefield:
            rep = by_key.setdefault(self._class_key(v, attached), v.id)
            members.setdefault(rep, []).append(v.id)
        queue = deque(members)
        queued = set(queue)
        while queue:
            rep = queue.popleft()
            queued.discard(rep)
            new = self._evaluate(self.bv.views[rep])
            if new <= self.values.get(rep, frozenset()):
                continue
            new = new | self.values.get(rep, frozenset())
            for oid in members[rep]:
                self.values[oid] = new
                for key in self._member_of.get(oid, ()):
                    grown = self._group_value[key] | new
                    if grown != self._group_value[key]:
                        self._group_value[key] = grown
                        for dep in self._group_dependents[key]:
                            if dep not in queued:
                                queued.add(dep)
                                queue.append(dep)
        # Objects not on the battlefield could produce what their abilities say, against the final values.
        for v in self.bv.views.values():
            if v.id not in self.values:
                self.values[v.id] = self._evaluate(v)


def _refers_to_itself(a: Ability) -> bool:
    """Does a mana ability count or look at objects other than itself ("another"), so that its answer depends on
    which object it belongs to?"""
    if a.mana is None:
        return False
    productions = [a.mana, *(alt for _c, alt in a.mana.instead)]
    for production in productions:
        for recipe in production.alternatives:
            for part in recipe.parts:
                src = part.palette.source
                if isinstance(src, ObjectFilter) and src.another:
                    return True
                if part.amount.filter is not None and part.amount.filter.another:
                    return True
    return bool(a.mana.instead)


def could_produce_on(bv: BoardView) -> CouldProduce:
    """The fixpoint for a board, computed once per board view."""
    cp = bv.cache.get("could_produce")
    if not isinstance(cp, CouldProduce):
        cp = CouldProduce(bv)
        bv.cache["could_produce"] = cp
    return cp


def could_produce(state: GameState, object_id: str) -> tuple[ManaType, ...]:
    """CR 106.7: the mana types ``object_id`` could produce now, in W U B R G C order.

    Raises :class:`model.errors.UnknownObject` for an unknown id.
    """
    return could_produce_on(BoardView.of(state)).types(object_id)


def answer_could_produce(state: GameState, q: CouldProduceQuery) -> dict[str, object]:
    """The contract's ``could_produce`` answer: ``{"types": ["W", ...]}``."""
    try:
        state.object(q.object)
    except MtgSolverError as e:
        raise e.at("object") from None
    unread = BoardView.of(state).view(q.object).unread_mana_abilities()
    if unread:
        sentences = "; ".join(u for a in unread for u in a.unsupported) or unread[0].text
        raise UnsupportedText(f"{q.object}: a mana ability was not understood, so its types are unknown: "
                              f"{sentences}", path="object")
    return {"types": [t.value for t in could_produce(state, q.object)]}


__all__ = ["CouldProduce", "PaletteKind", "answer_could_produce", "could_produce"]
