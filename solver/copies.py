"""Copying a spell or ability on the stack, and every legal target choice for the copy (CR 707.10, 115.7).

The ``copy_targets`` query asks: may the copier (an object's ability: Lithoform Engine, Strionic Resonator,
Kurkesh, Twincast, ...) copy stack entry ``copy_of``, what does the copy carry, and with which targets?

1. **The copier's rule** (:func:`copier_rule`) is read from its Oracle text by the model
   (:func:`model.copiers.read_copier_rule`), not from a table of names: a *targeted* copier ("Copy target instant
   or sorcery spell you control") copies what its target phrase allows (CR 115.1); a *triggered* copier ("Whenever
   you cast an instant or sorcery spell, ... copy that spell", "Whenever you activate an ability of an artifact,
   ... copy that ability") copies what its trigger condition names (CR 603.2). "You may choose new targets for the
   copy" allows new targets (CR 707.10c); without it (Lithoform Engine's third ability, Double Major) the copy
   keeps them (L6).
2. **Eligibility** (:func:`copy_reasons`): mana abilities never use the stack (CR 605.3b); a copy of a spell isn't
   cast and a copy of an ability isn't activated (CR 707.10, L9), so cast/activate triggers don't see copies;
   Kurkesh sacrificed as a cost sees nothing (K6).
3. **Carried values** (:func:`carried_values`, CR 707.2, 707.10): modes (L16, S7, K4), X (L15, K5), division and
   number of targets (L13, S6, CR 115.7f), paid kicker and alternative/additional costs (L4), the same source
   (CR 707.10b, L5, S5), ``cast: false`` (L9), a permanent spell's copy becomes a token (CR 707.10f, L1, L7), and
   who controls the copy (CR 707.10: whoever put it on the stack; Curse of Echoes: the other player).
4. **Choices** (:func:`encode_copy_targets` then a backend): one variable per target slot whose domain is the
   current target (kept even if illegal now, CR 707.10c, 115.7d, L11, K2) and every new legal target for the
   copy's controller (:mod:`solver.targeting`); constraints: one object at most once per instance of the word
   "target" (CR 115.3), "another target" differs from earlier targets, "that player controls" follows its player;
   a pair of slots is only checked when one of them changed (CR 115.7d: a new target must not make an unchanged
   one illegal; unchanged targets stay even if illegal). Shares of a division stay with their slot (CR 115.7f).
   Choices that differ only by the order of targets of one "target" word with equal shares are one choice
   (contract, "What counts as one copy-target choice").

Two backends enumerate the same encoded problem: python-constraint (``constraint.Problem``, lazily with
``getSolutionIter``) and a brute-force product for cross-checking. :class:`CopyChoices` is a lazy view of the
distinct choices (``first()``, ``count()``, ``limit(n)``, ``in``).

This module reads no card text: the copier's rule, the target specs and modes of the copied object's text, its
kicked sentences (CR 702.33g) and the amount it divides (CR 601.2d) come from :mod:`model.copiers`.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator, Sequence
from functools import lru_cache
from typing import Any

from msgspec import Struct, field
from mtgsolver.model.abilities import Ability, AbilityKind, TargetSpec
from mtgsolver.model.copiers import (
    CopierRule,
    CopyController,
    CopyEvent,
    CopyWho,
    ability_cant_be_copied,
    ability_target_specs,
    cant_be_copied,
    enchant_targets,
    generic_copier,
    is_modal,
    kicked_targets,
    modes_of,
    names_targets,
    read_copier_rule,
    without_reminder,
)
from mtgsolver.model.errors import BadRequest, MtgSolverError, UnknownAbility, UnknownObject, UnsupportedText
from mtgsolver.model.filters import Characteristics, ControlledBy, Flag, ObjectFilter, PlayerRef
from mtgsolver.model.queries import DEFAULT_LIMIT, DEFAULT_TIME_LIMIT, CopyTargetsQuery
from mtgsolver.model.reader import read_card
from mtgsolver.model.state import CardDef, GameObject, GameState, StackEntry, StackKind, Zone
from mtgsolver.model.targets import PERMANENT_TYPES
from mtgsolver.model.xvalue import is_etb
from mtgsolver.solver import budget
from mtgsolver.solver.never_guessed import Question, unread_for
from mtgsolver.solver.targeting import TargetContext, characteristics, kind_of_id, legal_targets, target_reasons
from mtgsolver.solver.view import BoardView
from mtgsolver.solver.xvalue import ability_x

__all__ = [
    "CopyChoices",
    "CopyTargetProblem",
    "Slot",
    "abilities_of",
    "answer_copy_targets",
    "carried_values",
    "copier_rule",
    "copy_reasons",
    "encode_copy_targets",
    "iter_choices_brute",
    "iter_choices_constraint",
    "legal_copy_targets",
    "target_slots",
]

Reason = dict[str, str]
AbilitiesOf = Callable[[GameObject], tuple[Ability, ...]]

# --------------------------------------------------------------------------------------------------------------
# Abilities of an object
# --------------------------------------------------------------------------------------------------------------


def abilities_of(obj: GameObject) -> tuple[Ability, ...]:
    """The object's abilities in the contract's index order (:func:`model.reader.read_card`)."""
    return _abilities_of_card(obj.card)


@lru_cache(maxsize=4096)
def _abilities_of_card(card: CardDef) -> tuple[Ability, ...]:
    return tuple(read_card(card).abilities)


# --------------------------------------------------------------------------------------------------------------
# The copier's rule
# --------------------------------------------------------------------------------------------------------------


def copier_rule(copier: GameObject, ability: Ability) -> CopierRule:
    """The copier's rule (module docstring, step 1), read by :func:`model.copiers.read_copier_rule`.

    Raises :class:`BadRequest` when the ability copies nothing, and :class:`UnsupportedText` naming the words
    when its copy wording is not understood.
    """
    rule = read_copier_rule(ability)
    if rule is None:
        raise BadRequest(f"{copier.id}'s ability '{without_reminder(ability.text)}' doesn't copy spells or "
                         "abilities")
    return rule


# --------------------------------------------------------------------------------------------------------------
# Eligibility and carried values
# --------------------------------------------------------------------------------------------------------------


def _entry_ability(state: GameState, entry: StackEntry, abilities: AbilitiesOf) -> Ability | None:
    """The source's ability an ability entry is an instance of (None for spells)."""
    if entry.kind is StackKind.SPELL:
        return None
    if not state.has_object(entry.source):
        raise UnknownObject(f"stack entry {entry.id}: no object with id {entry.source!r}", path="copy_of")
    if entry.ability is None:
        raise BadRequest(f"stack entry {entry.id} is an ability but names no ability of {entry.source}",
                         path="copy_of")
    abil = abilities(state.object(entry.source))
    if not 0 <= entry.ability < len(abil):
        raise UnknownAbility(f"{entry.source} has no ability {entry.ability}", path="copy_of")
    return abil[entry.ability]


def _name(state: GameState, obj_id: str | None) -> str:
    if obj_id is not None and state.has_object(obj_id):
        return state.object(obj_id).name
    return str(obj_id)


def copy_reasons(state: GameState, entry: StackEntry, copier: GameObject | None, rule: CopierRule,
                 abilities: AbilitiesOf = abilities_of) -> list[Reason]:
    """Why the copier can't copy ``entry`` (``[]`` when it can), each ``{rule, message}``."""
    reasons: list[Reason] = []
    ability = _entry_ability(state, entry, abilities)
    if ability is not None and ability.is_mana_ability:
        reasons.append({"rule": "CR 605.3b", "message": f"{entry.id} is a mana ability: mana abilities don't use "
                        "the stack, so there is nothing to copy"})
        return reasons
    if entry.kind is StackKind.SPELL and state.has_object(entry.source) and cant_be_copied(
            state.object(entry.source).card.oracle_text or ""):
        reasons.append({"rule": "CR 101.2", "message": f"{entry.id} says \"This spell can't be copied.\": that "
                        "wins over any effect that would copy it (CR 707.10)"})
        return reasons
    if entry.kind is not StackKind.SPELL and ability is not None and ability_cant_be_copied(ability.text):
        reasons.append({"rule": "CR 101.2", "message": f"{entry.id} says \"This ability can't be copied\": that "
                        "wins over any effect that would copy it (CR 707.10)"})
        return reasons
    who = copier.name if copier is not None else "the copier"
    if copier is not None and copier.id in entry.paid.sacrificed:
        reasons.append({"rule": "K6", "message": f"{who} was sacrificed to pay {entry.id}'s cost: it was gone when "
                        "the ability was activated, so nothing copies it"})
    if rule.targeted is not None and copier is not None:
        # The copier's own targeting: a permanent's ability never targets as a spell (Lithoform Engine); from the
        # stack it may be a spell (Twincast) or a trigger of one, so that stays unknown.
        ctx = TargetContext(state=state, controller=copier.controller, source=copier.id,
                            by_spell=False if copier.zone is Zone.BATTLEFIELD else None)
        for r in target_reasons(rule.targeted, entry.id, ctx):
            reasons.append({"rule": r["rule"], "message": f"{who} ('{rule.text}') can't target {entry.id}: "
                            + r["message"]})
        return reasons
    if entry.kind not in rule.kinds:
        reasons.append({"rule": "CR 603.2", "message": f"{who} copies only "
                        f"{' or '.join(sorted(k.value.replace('_', ' ') for k in rule.kinds))}s; {entry.id} is a "
                        f"{entry.kind.value.replace('_', ' ')}"})
        return reasons
    if rule.generic or copier is None:
        return reasons
    if rule.event is not None and entry.is_copy:
        verb = "cast" if rule.event is CopyEvent.CAST else "activated"
        reasons.append({"rule": "CR 707.10", "message": f"{entry.id} is a copy: it wasn't {verb} (L9), so "
                        f"{who}'s trigger doesn't see it"})
    if rule.event is not None and copier.zone is not Zone.BATTLEFIELD and copier.id not in entry.paid.sacrificed:
        reasons.append({"rule": "CR 603.2", "message": f"{who} is not on the battlefield, so its ability doesn't "
                        "trigger"})
    if rule.who is CopyWho.YOU and entry.controller != copier.controller:
        verb = "cast" if rule.event is CopyEvent.CAST else "activated"
        reasons.append({"rule": "CR 603.2", "message": f"{entry.id} was {verb} by {entry.controller}, not by "
                        f"{who}'s controller {copier.controller}"})
    elif rule.who is CopyWho.OPPONENT and entry.controller == copier.controller:
        reasons.append({"rule": "CR 603.2", "message": f"{entry.id} is controlled by {copier.controller}, not by "
                        "an opponent"})
    elif rule.who is CopyWho.ENCHANTED_PLAYER and entry.controller != copier.attached_to:
        reasons.append({"rule": "CR 603.2", "message": f"{entry.id} was cast by {entry.controller}, not by the "
                        f"enchanted player {copier.attached_to}"})
    if rule.spell_filter is not None and entry.kind is StackKind.SPELL:
        ch = characteristics(state, state.object(entry.source)) if state.has_object(entry.source) else None
        if ch is None or not rule.spell_filter.matches_characteristics(ch) or not _spell_conditions(
                rule.spell_filter, entry, ch):
            reasons.append({"rule": "CR 603.2", "message": f"{entry.id} ({_name(state, entry.source)}) is not "
                            f"the kind of spell {who} copies"})
    if rule.source_filter is not None:
        src = state.object(entry.source) if state.has_object(entry.source) else None
        if src is None or not rule.source_filter.matches_characteristics(characteristics(state, src)):
            reasons.append({"rule": "CR 603.2", "message": f"{entry.id}'s source {_name(state, entry.source)} is "
                            f"not what {who} looks at"})
    if rule.attached_source and entry.source != copier.attached_to:
        reasons.append({"rule": "CR 603.2", "message": f"{entry.id}'s source {entry.source} is not the creature "
                        f"{who} is attached to ({copier.attached_to})"})
    if rule.counters is not None:
        kind_name, n = rule.counters
        have = copier.counters.get(kind_name, 0)
        if have < n:
            reasons.append({"rule": "CR 603.2", "message": f"{who} has {have} {kind_name} counters, not {n} or "
                            "more"})
    return reasons


def _copy_controller(state: GameState, entry: StackEntry, copier: GameObject | None, rule: CopierRule) -> str:
    """CR 707.10: the copy is controlled by the player under whose control it was put on the stack."""
    if rule.copy_controller is CopyController.ORIGINAL or copier is None:
        return entry.controller
    if rule.copy_controller is CopyController.OTHER_PLAYER:
        others = [p.id for p in state.players if p.id != entry.controller]
        if copier.controller in others:
            return copier.controller
        if others:
            return others[0]
    return copier.controller


def _is_permanent_spell(state: GameState, entry: StackEntry) -> bool:
    if entry.kind is not StackKind.SPELL or not state.has_object(entry.source):
        return False
    return bool(characteristics(state, state.object(entry.source)).card_types & PERMANENT_TYPES)


def _entry_x(state: GameState, entry: StackEntry) -> int | None:
    """X of a stack object (CR 707.10: copied): the entry's own, else, for an enters-the-battlefield triggered
    ability that uses X, the X paid for the spell that became its source (CR 107.3m, ruling G6)."""
    if entry.x is not None or entry.kind is not StackKind.TRIGGERED_ABILITY or entry.ability is None:
        return entry.x
    if not state.has_object(entry.source):
        return None
    source = state.object(entry.source)
    abilities = read_card(source.card).abilities
    if not 0 <= entry.ability < len(abilities) or not is_etb(abilities[entry.ability]):
        return None
    return ability_x(source, abilities[entry.ability])


def carried_values(state: GameState, entry: StackEntry, controller: str, new_targets: bool) -> dict[str, Any]:
    """The copy's carried values (CR 707.2, 707.10): ``modes``, ``x``, ``division``, ``paid``, ``source``,
    ``controller``, ``cast`` (always false), ``becomes_token``, ``new_targets_allowed``."""
    paid = entry.paid
    return {
        "modes": list(entry.modes),
        "x": _entry_x(state, entry),
        "division": list(entry.division) if entry.division is not None else None,
        "paid": {"kicker": paid.kicker, "alternative": paid.alternative, "sacrificed": list(paid.sacrificed),
                 "additional": list(paid.additional)},
        "source": entry.source,
        "controller": controller,
        "cast": False,
        "becomes_token": _is_permanent_spell(state, entry),
        "new_targets_allowed": new_targets,
    }


# --------------------------------------------------------------------------------------------------------------
# Target slots of a stack entry
# --------------------------------------------------------------------------------------------------------------


class Slot(Struct, frozen=True):
    """One target of a stack entry: its position, the instance of "target" (``spec_index``) it belongs to, the
    current target and its share of a division (CR 601.2d, 115.7f)."""

    index: int
    spec_index: int
    original: str
    share: int | None = None


_OPAQUE = TargetSpec(text="(a target the reader doesn't know)", allowed=())


def _spell_specs(state: GameState, entry: StackEntry, abilities: AbilitiesOf) -> list[TargetSpec]:
    """CR 115.1a-b: an instant or sorcery's targets come from its spell abilities; an Aura spell's from its
    enchant ability (CR 303.4a, 702.5a); other permanent spells have none."""
    if not state.has_object(entry.source):
        raise UnknownObject(f"stack entry {entry.id}: no object with id {entry.source!r}", path="copy_of")
    card = state.object(entry.source)
    ch = characteristics(state, card)
    abil = abilities(card)
    if "Aura" in ch.subtypes:
        return enchant_targets(abil)
    if {"instant", "sorcery"} & ch.card_types:
        specs: list[TargetSpec] = []
        spell_abilities = [a for a in abil if a.kind is AbilityKind.SPELL]
        modal = [a for a in spell_abilities if is_modal(a)]
        for a in spell_abilities:
            kicked = None if a in modal else kicked_targets(a.text, bool(entry.paid.kicker))
            if kicked is not None:
                specs += kicked
            else:
                specs += ability_target_specs(a, entry.modes if a in modal else None)
        if entry.modes and not modal:
            raise BadRequest(f"{card.name} is not modal, but modes {list(entry.modes)} are given", path="copy_of")
        return specs
    return []


def _allocations(specs: Sequence[TargetSpec], n: int, strict: bool) -> Iterator[tuple[int, ...]]:
    def rec(k: int, left: int) -> Iterator[tuple[int, ...]]:
        if k == len(specs):
            if left == 0:
                yield ()
            return
        lo = specs[k].min_count if strict else 0
        hi = min(specs[k].max_count, left)
        for c in range(hi, lo - 1, -1):
            for rest in rec(k + 1, left - c):
                yield (c, *rest)

    return rec(0, n)


def _fits(state: GameState, spec: TargetSpec, target: str) -> bool:
    kind = kind_of_id(state, target)
    if kind == "player":
        return bool({"player", "opponent"} & set(spec.allowed))
    if kind == "stack":
        return bool({"spell", "activated_ability", "triggered_ability"} & set(spec.allowed))
    return bool({"permanent", "card_in_graveyard"} & set(spec.allowed))


def _check_counts(entry: StackEntry, specs: Sequence[TargetSpec], alloc: tuple[int, ...]) -> None:
    """CR 601.2c: each instance of "target" has at least as many targets as it needs ("up to" needs none); the
    division is checked when the state is read (CR 601.2d). Raises :class:`BadRequest` (path ``copy_of``)."""
    for spec, count in zip(specs, alloc):
        if spec is not _OPAQUE and count < spec.min_count:
            raise BadRequest(f"stack entry {entry.id} names {count} target(s) for '{spec.text}', which needs at "
                             f"least {spec.min_count} (CR 601.2c)", path="copy_of")


def target_slots(state: GameState, entry: StackEntry,
                 abilities: AbilitiesOf = abilities_of) -> tuple[list[TargetSpec], list[Slot]]:
    """The target specs of ``entry``'s text and one :class:`Slot` per current target.

    The entry's flat ``targets`` list is split among the specs (instances of "target") by their counts, so that
    each target fits its spec's kind where possible. Raises :class:`BadRequest` (path ``copy_of``) when the
    targets can't fit the text or the division doesn't match the targets.
    """
    if entry.kind is StackKind.SPELL:
        specs = _spell_specs(state, entry, abilities)
    else:
        ability = _entry_ability(state, entry, abilities)
        assert ability is not None
        specs = ability_target_specs(ability, entry.modes) if names_targets(ability) else []
        if entry.modes and not modes_of(ability):
            raise BadRequest(f"'{ability.text}' is not modal, but modes {list(entry.modes)} are given",
                             path="copy_of")
    targets = list(entry.targets)
    if entry.division is not None and len(entry.division) != len(targets):
        raise BadRequest(f"stack entry {entry.id} divides among {len(entry.division)} shares but has "
                         f"{len(targets)} targets", path="copy_of")
    if targets and not specs:
        # a permanent spell with targets the reader doesn't know (e.g. mutate): each kept as it is
        specs = [_OPAQUE] * len(targets)
    best: tuple[int, ...] | None = None
    best_score = -1
    for strict in (True, False):
        for alloc in _allocations(specs, len(targets), strict):
            score, pos = 0, 0
            for spec, c in zip(specs, alloc):
                score += sum(_fits(state, spec, t) for t in targets[pos:pos + c])
                pos += c
            if score > best_score:
                best, best_score = alloc, score
            if score == len(targets):
                break
        if best is not None:
            break
    if best is None:
        raise BadRequest(f"stack entry {entry.id} has {len(targets)} targets, more than its text names",
                         path="copy_of")
    _check_counts(entry, specs, best)
    slots: list[Slot] = []
    pos = 0
    for k, c in enumerate(best):
        for _ in range(c):
            share = entry.division[pos] if entry.division is not None else None
            slots.append(Slot(index=pos, spec_index=k, original=targets[pos], share=share))
            pos += 1
    for k, spec in enumerate(specs):
        chosen = [s.original for s in slots if s.spec_index == k]
        if spec is not _OPAQUE and len(set(chosen)) < len(chosen):
            raise BadRequest(f"stack entry {entry.id} names the same target twice for one \"target\" "
                             f"('{spec.text}'), which CR 115.3 forbids", path="copy_of")
    return specs, slots


# --------------------------------------------------------------------------------------------------------------
# Encoding and backends
# --------------------------------------------------------------------------------------------------------------


class CopyTargetProblem(Struct, frozen=True):
    """A backend-neutral problem: one variable per slot (``domains[i]``, the current target first) and pair
    rules ``(i, j, kind)`` with ``kind`` ``"distinct"`` (CR 115.3, "another") or ``"controlled_by"`` (slot j's
    object is controlled by slot i's player, or by the controller of slot i's planeswalker: "that player or that
    planeswalker's controller controls"). A rule binds only when slot i or slot j
    changed (CR 115.7d)."""

    state: GameState
    slots: tuple[Slot, ...]
    domains: tuple[tuple[str, ...], ...]
    pairs: tuple[tuple[int, int, str], ...] = ()
    specs: tuple[TargetSpec, ...] = field(default=())
    #: The deadline passed while the domains were built: each slot holds only its current target.
    cut: bool = False

    def pair_ok(self, i: int, j: int, kind: str, vi: str, vj: str) -> bool:
        """Does the pair rule hold for values ``vi``, ``vj`` (always, when both are unchanged)?"""
        if vi == self.slots[i].original and vj == self.slots[j].original:
            return True
        if kind == "distinct":
            return vi != vj
        if kind == "controlled_by":
            if not self.state.has_object(vj):
                return True
            # "that player or that planeswalker's controller controls": a planeswalker target stands for its
            # controller.
            player = self.state.object(vi).controller if self.state.has_object(vi) else vi
            return self.state.object(vj).controller == player
        raise ValueError(kind)

    def consistent(self, values: Sequence[str]) -> bool:
        """Every pair rule holds for a full assignment."""
        return all(self.pair_ok(i, j, k, values[i], values[j]) for i, j, k in self.pairs)

    def key(self, values: Sequence[str]) -> tuple[tuple[int, int, str], ...]:
        """The choice's identity (contract): targets of one "target" word with equal shares are unordered."""
        return tuple(sorted((s.spec_index, -1 if s.share is None else s.share, v) for s, v in zip(self.slots, values)))


def encode_copy_targets(state: GameState, entry: StackEntry, controller: str, new_targets: bool,
                        abilities: AbilitiesOf = abilities_of, *, colors: frozenset[str] | None = None,
                        deadline: float | None = None) -> CopyTargetProblem:
    """Build the problem of the copy's targets (module docstring, step 4) for the copy's ``controller``. When
    ``deadline`` (a :func:`solver.budget.clock` value) passes while the legal targets are listed, the problem is
    ``cut``: each slot keeps only its current target (the unchanged choice, always legal, CR 707.10c)."""
    specs, slots = target_slots(state, entry, abilities)
    ctx = TargetContext(state=state, controller=controller, source=entry.source, entry=None,
                        by_spell=entry.kind is StackKind.SPELL,
                        x=_entry_x(state, entry), colors=colors)
    legal_by_spec: dict[int, list[str]] = {}
    domains: list[tuple[str, ...]] = []
    for s in slots:
        if not new_targets or specs[s.spec_index] is _OPAQUE:
            domains.append((s.original,))
            continue
        if s.spec_index not in legal_by_spec:
            try:
                legal_by_spec[s.spec_index] = legal_targets(specs[s.spec_index], ctx, deadline)
            except budget.OutOfTime:
                return CopyTargetProblem(state=state, slots=tuple(slots), domains=tuple((t.original,) for t in slots),
                                         specs=tuple(specs), cut=True)
        domains.append((s.original, *(c for c in legal_by_spec[s.spec_index] if c != s.original)))
    pairs: list[tuple[int, int, str]] = []
    for a, b in itertools.combinations(range(len(slots)), 2):
        sa, sb = slots[a], slots[b]
        spec_b = specs[sb.spec_index]
        if sa.spec_index == sb.spec_index:
            pairs.append((a, b, "distinct"))  # CR 115.3
        elif spec_b.filter is not None and spec_b.filter.another and sa.spec_index < sb.spec_index:
            pairs.append((a, b, "distinct"))  # "another target": not one chosen before
    for b, sb in enumerate(slots):
        fb = specs[sb.spec_index].filter
        # "that player controls": ``str()`` of the condition, whether ``extra`` holds strings or typed conditions.
        if fb is not None and ControlledBy(PlayerRef.THAT_PLAYER) in fb.extra:
            players = [a for a in range(b) if {"player", "opponent"} & set(specs[slots[a].spec_index].allowed)]
            if not players:
                raise UnsupportedText(f"'{specs[sb.spec_index].text}': no earlier target player")
            pairs.append((players[-1], b, "controlled_by"))
    return CopyTargetProblem(state=state, slots=tuple(slots), domains=tuple(domains), pairs=tuple(pairs),
                             specs=tuple(specs))


class ChoicesTimeUp(Exception):
    """The deadline passed during the search for copy-target choices (internal: the answer says ``timed_out``)."""


def iter_choices_constraint(problem: CopyTargetProblem, deadline: float | None = None
                            ) -> Iterator[tuple[str, ...]]:
    """Every assignment that satisfies the problem, lazily, from python-constraint (may repeat a choice under
    another order; callers de-duplicate with :meth:`CopyTargetProblem.key`). Raises :class:`ChoicesTimeUp` once
    :func:`solver.budget.clock` passes ``deadline``, checked at every constraint test, so a search that finds nothing for
    long stops too."""
    if not problem.slots:
        yield ()
        return
    from constraint import FunctionConstraint, Problem

    csp = Problem()
    for i, dom in enumerate(problem.domains):
        csp.addVariable(("slot", i), list(dom))
    for i, j, kind in problem.pairs:
        def check(vi: str, vj: str, i: int = i, j: int = j, kind: str = kind) -> bool:
            if budget.passed(deadline):
                raise ChoicesTimeUp()
            return problem.pair_ok(i, j, kind, vi, vj)

        csp.addConstraint(FunctionConstraint(check), [("slot", i), ("slot", j)])
    for solution in csp.getSolutionIter():
        yield tuple(solution[("slot", i)] for i in range(len(problem.slots)))


def iter_choices_brute(problem: CopyTargetProblem, deadline: float | None = None) -> Iterator[tuple[str, ...]]:
    """Every assignment that satisfies the problem, by trying the whole product (for cross-checking). Raises
    :class:`ChoicesTimeUp` once :func:`solver.budget.clock` passes ``deadline``."""
    for values in itertools.product(*problem.domains):
        if budget.passed(deadline):
            raise ChoicesTimeUp()
        if problem.consistent(values):
            yield tuple(values)


Backend = Callable[[CopyTargetProblem, float | None], Iterator[tuple[str, ...]]]
BACKENDS: dict[str, Backend] = {"constraint": iter_choices_constraint, "brute": iter_choices_brute}


class CopyChoices:
    """A lazy view of the distinct target choices of a copy (the unchanged choice first).

    ``first()``, ``count()``, ``limit(n)`` (a list), iteration, and ``in`` (a list of targets, checked directly).
    """

    def __init__(self, problem: CopyTargetProblem, backend: str = "constraint") -> None:
        self.problem = problem
        self.backend = BACKENDS[backend]
        #: The :func:`solver.budget.clock` value after which iteration raises :class:`ChoicesTimeUp` (None: no deadline).
        self.deadline: float | None = None

    def __iter__(self) -> Iterator[list[str]]:
        seen: set[tuple[tuple[int, int, str], ...]] = set()
        unchanged = tuple(s.original for s in self.problem.slots)
        for values in itertools.chain([unchanged], self.backend(self.problem, self.deadline)):
            k = self.problem.key(values)
            if k not in seen:
                seen.add(k)
                yield list(values)

    def first(self) -> list[str]:
        """The unchanged choice (always legal, CR 707.10c)."""
        return [s.original for s in self.problem.slots]

    def count(self) -> int:
        """The number of distinct choices."""
        return sum(1 for _ in self)

    def limit(self, n: int) -> list[list[str]]:
        """At most ``n`` distinct choices."""
        return list(itertools.islice(self, n))

    def __contains__(self, choice: object) -> bool:
        if not isinstance(choice, (list, tuple)) or len(choice) != len(self.problem.slots):
            return False
        doms = self.problem.domains
        return any(all(v in doms[i] for i, v in enumerate(perm)) and self.problem.consistent(perm)
                   for perm in self._orderings(list(choice)))

    def _orderings(self, choice: list[str]) -> Iterator[list[str]]:
        """``choice`` and its reorderings within (spec, share) classes (the same choice per the contract)."""
        groups: dict[tuple[int, int], list[int]] = {}
        for s in self.problem.slots:
            groups.setdefault((s.spec_index, -1 if s.share is None else s.share), []).append(s.index)
        positions = list(groups.values())
        for perms in itertools.product(*(itertools.permutations(p) for p in positions)):
            out = list(choice)
            for idxs, perm in zip(positions, perms):
                for dst, src in zip(idxs, perm):
                    out[dst] = choice[src]
            yield out


def distinct_choices(choices: CopyChoices, limit: int, deadline: float) -> tuple[list[list[str]], bool, bool]:
    """``(choices, complete, timed_out)``: up to ``limit`` distinct choices (the unchanged one first), whether the
    list is complete (false when ``limit`` or the deadline, a :func:`solver.budget.clock` value, cut it), and
    whether the deadline did (also when it passed while the problem was built)."""
    out: list[list[str]] = []
    if choices.problem.cut:
        return choices.limit(limit), False, True
    choices.deadline = deadline
    try:
        for choice in choices:
            if len(out) >= limit:
                return out, False, False
            out.append(choice)
    except ChoicesTimeUp:
        return out, False, True
    finally:
        choices.deadline = None
    return out, True, False


# --------------------------------------------------------------------------------------------------------------
# Entry points
# --------------------------------------------------------------------------------------------------------------


def _spell_conditions(filt: ObjectFilter, entry: StackEntry, ch: Characteristics) -> bool:
    """The one-word conditions of a copier's spell filter, for the spell ``entry``: "kicked" (CR 702.33d: its
    kicker was paid), colour counts (CR 105.2); others are never guessed (:class:`UnsupportedText`)."""
    for cond in filt.extra:
        if cond is Flag.KICKED:
            ok = bool(entry.paid.kicker)
        elif cond is Flag.MULTICOLORED:
            ok = len(ch.colors) >= 2
        elif cond is Flag.MONOCOLORED:
            ok = len(ch.colors) == 1
        elif cond is Flag.COLORLESS:
            ok = not ch.colors
        else:
            raise UnsupportedText(f"a copier's condition on the spell it copies is not evaluated: '{cond}'")
        if not ok:
            return False
    return True


def _new_targets_flag(value: str | None, rule: CopierRule) -> bool:
    if value is None:
        return rule.new_targets
    if value == "may_choose":
        return True
    if value == "none":
        return False
    raise BadRequest(f"new_targets must be 'may_choose' or 'none', not {value!r}", path="new_targets")


def legal_copy_targets(state: GameState, copy_of: str, by_object: str | None = None, by_ability: int | None = None,
                       *, new_targets: str | None = None, abilities: AbilitiesOf = abilities_of,
                       backend: str = "constraint", deadline: float | None = None
                       ) -> tuple[list[Reason], dict[str, Any] | None, CopyChoices | None]:
    """``(reasons, copy, choices)`` for copying stack entry ``copy_of`` with the copier's ability.

    ``reasons`` is empty when the copy can be made; then ``copy`` holds the carried values and ``choices`` is a
    lazy :class:`CopyChoices` view. Without ``by_object`` the copier is generic (:func:`generic_copier`).
    Raises :class:`UnknownObject` (path ``copy_of`` / ``by.object``), :class:`UnknownAbility` (``by.ability``),
    :class:`BadRequest` and :class:`UnsupportedText`.
    """
    try:
        entry = state.stack_entry(copy_of)
    except UnknownObject as e:
        raise UnknownObject(e.message, path="copy_of") from None
    copier: GameObject | None = None
    if by_object is None:
        rule = generic_copier(_new_targets_flag(new_targets, generic_copier()))
    else:
        try:
            copier = state.object(by_object)
        except UnknownObject as e:
            raise UnknownObject(e.message, path="by.object") from None
        copier_abilities = abilities(copier)
        if by_ability is None or not 0 <= by_ability < len(copier_abilities):
            raise UnknownAbility(f"{by_object} ({copier.name}) has no ability {by_ability}", path="by.ability")
        try:
            rule = copier_rule(copier, copier_abilities[by_ability])
        except MtgSolverError as e:
            raise e.at("by.ability") from None
    reasons = copy_reasons(state, entry, copier, rule, abilities)
    if reasons:
        return reasons, None, None
    allowed = _new_targets_flag(new_targets, rule)
    controller = _copy_controller(state, entry, copier, rule)
    copy = carried_values(state, entry, controller, allowed)
    try:
        problem = encode_copy_targets(state, entry, controller, allowed, abilities, colors=rule.colors,
                                      deadline=deadline)
    except MtgSolverError as e:
        raise e.at("copy_of") from None
    return reasons, copy, CopyChoices(problem, backend)


def answer_copy_targets(bv: BoardView, q: CopyTargetsQuery) -> dict[str, Any]:
    """Answer a ``copy_targets`` query (contract): ``copyable``, ``reasons`` (``[{rule, message}]``), ``copy``
    (the carried values, ``None`` when not copyable), ``choices`` (target lists by slot, the unchanged one
    first), ``count`` and ``complete``.

    Raises the :mod:`model.errors` family with paths relative to the query (``copy_of``, ``by.object``,
    ``by.ability``, ``new_targets``) — CR 707.10, 115.7.
    """
    deadline = budget.deadline(q.time_limit or DEFAULT_TIME_LIMIT)
    reasons, copy, choices = legal_copy_targets(bv.state, q.copy_of, q.by_object, q.by_ability,
                                                new_targets=q.new_targets, deadline=deadline)
    if choices is None:
        return {"copyable": False, "reasons": reasons, "copy": None, "choices": [], "count": 0, "complete": True}
    # Never guessed: a restriction on targets not wholly read could change the list of choices.
    error = unread_for(bv, Question.TARGETS, specs=choices.problem.specs)
    if error is not None:
        raise error
    listed, complete, timed_out = distinct_choices(choices, q.limit or DEFAULT_LIMIT, deadline)
    out = {"copyable": True, "reasons": [], "copy": copy, "choices": listed, "count": len(listed),
           "complete": complete}
    if timed_out:
        out["timed_out"] = True
    return out

