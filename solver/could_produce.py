"""Could produce (CR 106.7, ruling G2): the mana types a permanent's abilities would add if they resolved now.

Costs are ignored; replacement effects apply in every order the player may choose (CR 616.1e-f); an ability that would add no mana, or mana
of an undefined type (CR 106.5, ruling G1), defines no type. Abilities that look at what *other* permanents could
produce (Reflecting Pool, Exotic Orchard, Fellwar Stone, Squandered Resources) make a dependency graph, solved as
its least fixpoint with a worklist: every object's set only grows, at most six times, so the work is linear in the
size of the graph, and every cycle ends (two Reflecting Pools alone define no type for each other).

Groups of referenced objects ("lands you control") are kept as one node each, so that a board of 1,000 Pools
does not make a million edges.
"""

from __future__ import annotations

from collections import deque

from msgspec import Struct
from mtgsolver.model.abilities import Ability, AmountKind, PaletteKind
from mtgsolver.model.costs import SacrificePart
from mtgsolver.model.errors import MtgSolverError
from mtgsolver.model.filters import Controller, Flag, ObjectFilter
from mtgsolver.model.mana import MANA_TYPES, ManaType
from mtgsolver.model.queries import CouldProduceQuery
from mtgsolver.solver.never_guessed import Question, unread_for
from mtgsolver.solver.production import (
    ChoiceNotGiven,
    CouldProduceLookup,
    active_production,
    amount_value,
    applicable_replacements,
    palette_types,
    production_options,
)
from mtgsolver.solver.view import BoardView, ObjectView

GroupKey = tuple[ObjectFilter, str]


def _sacrifice_filter(ability: Ability) -> ObjectFilter:
    """"The sacrificed land": what the ability's sacrifice cost may take (costs ignored, CR 106.7)."""
    if ability.cost is not None:
        for p in ability.cost.parts:
            if isinstance(p, SacrificePart) and not p.this and p.filter is not None:
                return p.filter
    return ObjectFilter(card_types=frozenset({"land"}), controller=Controller.YOU)


class CouldProduce:
    """The least fixpoint of "could produce" over one board; ``types(object_id)`` answers for any object.

    The fixpoint runs over classes of identical permanents (same card, controller, choices, counters and
    characteristics, nothing attached, no ability that looks at "another" object): a class is evaluated once, and a
    group ("lands you control") is the union of the values of the classes it contains. A group keeps, per type, how
    many of its classes could produce it, so that "another land you control" is the group less one class without a
    group per object (1,000 such lands stay linear).
    """

    def __init__(self, bv: BoardView) -> None:
        self.bv = bv
        #: Each permanent's class, named by its first member.
        self._class_of: dict[str, str] = {}
        self._members: dict[str, list[str]] = {}
        #: The values of classes, and of objects not on the battlefield.
        self.values: dict[str, frozenset[ManaType]] = {}
        self._groups: dict[GroupKey, list[str]] = {}
        self._group_value: dict[GroupKey, frozenset[ManaType]] = {}
        self._group_counts: dict[GroupKey, dict[ManaType, int]] = {}
        self._group_dependents: dict[GroupKey, set[str]] = {}
        self._member_of: dict[str, list[GroupKey]] = {}
        self._ordered: dict[frozenset[ManaType], tuple[ManaType, ...]] = {}
        #: Classes whose mana reads a choice the state doesn't give (Desert Cenote without ``chosen``): the message
        #: and path of the :class:`ChoiceNotGiven` its evaluation raised. Their other abilities still count.
        self.unknown: dict[str, tuple[str, str]] = {}
        self._solve()

    def types(self, object_id: str) -> tuple[ManaType, ...]:
        """The types ``object_id`` could produce, in W U B R G C order.

        Raises :class:`model.errors.UnknownObject` for an unknown id, and :class:`ChoiceNotGiven` when its mana
        reads a choice the state doesn't give, or it looks at what other permanents could produce (CR 106.7) and
        one of them does: never guessed.
        """
        rep = self._class_of.get(object_id, object_id)
        unknown = self.unknown.get(rep)
        if unknown is None and self.unknown and object_id in self.bv.views \
                and self._reads(self.bv.views[object_id].abilities).others:
            unknown = next(iter(self.unknown.values()))
        if unknown is not None:
            raise ChoiceNotGiven(unknown[0], path=unknown[1], object=object_id)
        got = self.values.get(rep)
        if got is None:
            self.bv.view(object_id)
            got = frozenset()
        ordered = self._ordered.get(got)
        if ordered is None:
            ordered = self._ordered[got] = tuple(t for t in MANA_TYPES if t in got)
        return ordered

    def group_types(self, filt: ObjectFilter, v: ObjectView) -> frozenset[ManaType]:
        """What the permanents ``filt`` describes could produce, read by ``v``'s controller ("another" leaves ``v``
        out), from the solved fixpoint: one set per group, not a scan of the board."""
        return self._lookup(filt, v)

    def _group(self, filt: ObjectFilter, controller: str) -> GroupKey:
        """The group of classes ``filt`` describes, read by ``controller`` ("another" is left to the caller)."""
        key: GroupKey = (filt, controller)
        if key not in self._groups:
            views = self.bv.views
            # One test per class: members share controller and characteristics, not their status or counters
            # ("untapped", "with a counter on it"), so a filter with such conditions tests each member.
            members = [rep for rep, of in self._members.items()
                       if any(self.bv.matches(filt, views[m], controller) for m in (of if filt.extra else (rep,)))]
            self._groups[key] = members
            self._group_dependents[key] = set()
            counts: dict[ManaType, int] = {}
            for m in members:
                self._member_of.setdefault(m, []).append(key)
                for t in self.values.get(m, ()):
                    counts[t] = counts.get(t, 0) + 1
            self._group_counts[key] = counts
            self._group_value[key] = frozenset(counts)
        return key

    def _lookup(self, filt: ObjectFilter, v: ObjectView) -> frozenset[ManaType]:
        """What the objects ``filt`` describes could produce, read by ``v``'s controller; ``v`` records that it
        depends on them. With "another" (CR 109.5), ``v``'s own class is left out when ``v`` is alone in it (its
        twins, if any, could produce what it could)."""
        key = self._group(filt, v.controller)
        rep = self._class_of.get(v.id, v.id)
        self._group_dependents[key].add(rep)
        value = self._group_value[key]
        if filt.another and self._members.get(rep) == [v.id] and key in self._member_of.get(rep, ()):
            counts, own = self._group_counts[key], self.values.get(rep, frozenset())
            value = frozenset(t for t in value if counts[t] > (t in own))
        return value

    def _evaluate(self, v: ObjectView) -> frozenset[ManaType]:
        out: set[ManaType] = set()
        for ability in v.abilities:
            if ability.resolution_types is not None:
                # CR 106.7: what an ability that is no mana ability would add as it resolves ("+1: Add {R}{R}");
                # no replacement effect of mana applies to it (each is of a permanent tapped for mana, ruling G3).
                out.update(ability.resolution_types)
            if ability.mana is None:
                continue

            def lookup(source: ObjectFilter | str, view: ObjectView, _a: Ability = ability) -> frozenset[ManaType]:
                return self._lookup(_sacrifice_filter(_a) if isinstance(source, str) else source, view)

            try:
                if applicable_replacements(self.bv, v, ability):
                    for bag in production_options(self.bv, v, ability, lookup, representative=True):
                        out.update(bag.types())
                else:
                    out.update(self._types_unreplaced(v, ability, lookup))
            except ChoiceNotGiven as e:
                self.unknown.setdefault(self._class_of.get(v.id, v.id), (e.message, e.path or ""))
        return frozenset(out)

    def _types_unreplaced(self, v: ObjectView, ability: Ability, lookup: CouldProduceLookup) -> set[ManaType]:
        """The types of :func:`solver.production.base_bags` when no replacement effect applies, without making
        the bags: a recipe adds each type of each of its parts that adds mana, unless one such part's type is
        undefined (CR 106.5: then the recipe adds nothing)."""
        assert ability.mana is not None
        out: set[ManaType] = set()
        for recipe in active_production(self.bv, v, ability.mana).alternatives:
            got: set[ManaType] = set()
            for part in recipe.parts:
                n = amount_value(self.bv, v, part.amount, representative=True)
                types = palette_types(self.bv, v, part.palette, lookup)
                if n > 0 and (types or not part.each):
                    if not types:
                        break
                    got.update(types)
            else:
                out |= got
        return out

    def _class_key(self, v: ObjectView, attached: dict[str, tuple[str, ...]]) -> tuple[object, ...]:
        """Objects with equal keys could produce the same types: same card, controller and characteristics, the
        same ability objects, nothing attached (Auras may change their mana), and the same counters (and power and
        toughness), choices and exiled cards where their mana abilities read them (an X is never read: costs are
        ignored, CR 106.7).

        Cards, characteristics and ability tuples are compared by identity: the board view shares them between
        identical objects, and hashing them whole is slow."""
        o = v.obj
        reads = self._reads(v.abilities)
        if attached.get(o.id) or reads.another:
            return (o.id,)
        return (id(o.card), o.controller, id(v.final), id(v.abilities),
                tuple(sorted(o.chosen.items())) if reads.chosen and o.chosen else (),
                tuple(sorted(o.counters.items())) if reads.counters and o.counters else (),
                (v.power, v.toughness) if reads.counters else (),
                o.exiled if reads.exiled else ())

    def _reads(self, abilities: tuple[Ability, ...]) -> _Reads:
        """What the mana abilities of ``abilities`` read, once per tuple."""
        known = self._reads_cache.get(id(abilities))
        if known is None:
            known = self._reads_cache[id(abilities)] = _Reads.of(abilities)
        return known

    def _solve(self) -> None:
        self._reads_cache: dict[int, _Reads] = {}
        views = self.bv.views
        battlefield = self.bv.battlefield()
        attached: dict[str, tuple[str, ...]] = {}
        for o in self.bv.state.objects:
            if o.attached_to is not None:
                attached[o.attached_to] = attached.get(o.attached_to, ()) + (o.id,)
        # Identical objects are evaluated once, through their first member.
        by_key: dict[tuple[object, ...], str] = {}
        for v in battlefield:
            rep = by_key.setdefault(self._class_key(v, attached), v.id)
            self._class_of[v.id] = rep
            self._members.setdefault(rep, []).append(v.id)
        # Permanents whose mana looks at no other permanent go first: their values are final at once, so the
        # groups that "could produce" abilities look at are mostly complete when those are first evaluated.
        queue = deque(sorted(self._members, key=lambda rep: self._reads(views[rep].abilities).others))
        queued = set(queue)
        while queue:
            rep = queue.popleft()
            queued.discard(rep)
            old = self.values.get(rep, frozenset())
            new = self._evaluate(views[rep])
            if new <= old:
                continue
            new = self.values[rep] = new | old
            for key in self._member_of.get(rep, ()):
                counts = self._group_counts[key]
                # A group's dependents see a change when a type's count goes 0 -> 1 (the group grows) or 1 -> 2
                # (a member that alone had it now finds it in "another").
                changed = False
                for t in new - old:
                    c = counts.get(t, 0)
                    counts[t] = c + 1
                    changed = changed or c <= 1
                if changed:
                    self._group_value[key] = frozenset(counts)
                    for dep in self._group_dependents[key]:
                        if dep not in queued:
                            queued.add(dep)
                            queue.append(dep)
        # Objects not on the battlefield could produce what their abilities say, against the final values.
        for v in views.values():
            if v.id not in self._class_of:
                self.values[v.id] = self._evaluate(v)


class _Reads(Struct, frozen=True):
    """What a tuple of abilities' mana productions (with their "instead" riders) read beyond card, controller and
    characteristics: ``another`` object (CR 109.5; an "instead" condition counts as this too), ``others``' could
    produce (CR 106.7), the object's ``counters`` (charge counters, power, toughness), its ``chosen`` colour or
    creature type, its ``exiled`` cards (Chrome Mox)."""

    another: bool
    others: bool
    counters: bool
    chosen: bool
    exiled: bool

    @classmethod
    def of(cls, abilities: tuple[Ability, ...]) -> _Reads:
        another = others = counters = chosen = exiled = False
        for a in abilities:
            if a.mana is None:
                continue
            another = another or bool(a.mana.instead)
            for production in (a.mana, *(alt for _c, alt in a.mana.instead)):
                for recipe in production.alternatives:
                    for part in recipe.parts:
                        palette, amount = part.palette, part.amount
                        another = another or (isinstance(palette.source, ObjectFilter) and palette.source.another) \
                            or (amount.filter is not None and amount.filter.another)
                        others = others or palette.kind is PaletteKind.COULD_PRODUCE
                        counters = counters or amount.kind in (AmountKind.COUNTERS, AmountKind.POWER,
                                                               AmountKind.TOUGHNESS)
                        chosen = chosen or palette.kind is PaletteKind.CHOSEN_COLOR or (
                            amount.filter is not None and Flag.CHOSEN_CREATURE_TYPE in amount.filter.extra)
                        exiled = exiled or palette.source == "exiled"
        return cls(another, others, counters, chosen, exiled)


def could_produce_on(bv: BoardView) -> CouldProduce:
    """The fixpoint for a board, computed once per board view."""
    if bv.fixpoint is None:
        bv.fixpoint = CouldProduce(bv)
    return bv.fixpoint


def could_produce(bv: BoardView, object_id: str) -> tuple[ManaType, ...]:
    """CR 106.7: the mana types ``object_id`` could produce now, in W U B R G C order.

    Raises :class:`model.errors.UnknownObject` for an unknown id.
    """
    return could_produce_on(bv).types(object_id)


def answer_could_produce(bv: BoardView, q: CouldProduceQuery) -> dict[str, object]:
    """The contract's ``could_produce`` answer: ``{"types": ["W", ...]}``."""
    try:
        bv.state.object(q.object)
    except MtgSolverError as e:
        raise e.at("object") from None
    error = unread_for(bv, Question.COULD_PRODUCE, obj=q.object)
    if error is not None:
        raise error
    return {"types": [t.value for t in could_produce(bv, q.object)]}


__all__ = ["CouldProduce", "PaletteKind", "answer_could_produce", "could_produce"]
