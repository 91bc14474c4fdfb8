"""Target legality (CR 115, 702.11, 702.16, 702.18): what a spell or ability may target in a state.

A :class:`TargetContext` says who is choosing and for what: the controller of the spell or ability (``"you"`` in
its text, CR 115.10b), its source object (excluded by "another"; its qualities matter for protection, CR 702.16b),
the stack entry doing the targeting (CR 115.5: a spell or ability can't target itself) and its X.

* :func:`legal_targets` lists every legal choice for one target of a :class:`~model.abilities.TargetSpec`: player
  ids, object ids and stack entry ids, players first, then objects in state order, then the stack top first.
* :func:`target_reasons` says why one id is not a legal choice, as ``{rule, message}`` entries (empty when legal).

What makes a candidate illegal: wrong kind of thing (CR 115.2: only permanents unless the text says otherwise),
types and control (``TargetSpec.filter``), the extra conditions of :mod:`model.targets`, hexproof (CR 702.11b-d),
shroud (CR 702.18a), protection from a quality (CR 702.16b), "can't be the target of" text, the source itself for
"another", and the targeting entry itself (CR 115.5). Types, colours, power and toughness, keywords and
restrictions (granted ones included) are the board's layer's (:class:`solver.view.BoardView`, CR 613), the one
source of truth for every solver.

Conditions the state can't express raise :class:`~model.errors.UnsupportedText` (never guessed). Combat is one of
them, with a stopgap: an object is attacking (blocking) when its ``chosen`` map has ``"combat": "attacking"``
(``"blocking"``).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from msgspec.structs import replace
from mtgsolver.model.abilities import TargetSpec
from mtgsolver.model.errors import UnsupportedText
from mtgsolver.model.filters import (
    AnyOf,
    AttachedTo,
    Characteristics,
    Compare,
    ControlledBy,
    Controller,
    Flag,
    HasCounter,
    HasKeyword,
    InZone,
    Named,
    NotColor,
    ObjectCondition,
    ObjectFilter,
    OwnedBy,
    PlayerRef,
    SourceType,
    Stat,
)
from mtgsolver.model.keywords import (
    ColorCount,
    Everything,
    FromOpponents,
    ManaValueAtLeast,
    NotOfColor,
    OfColor,
    OfType,
    Protection,
    ProtectionKind,
    Quality,
    SpellsWithColors,
    protection_qualities,
)
from mtgsolver.model.mana import SymbolKind
from mtgsolver.model.state import GameObject, GameState, StackEntry, StackKind, Zone
from mtgsolver.solver import budget
from mtgsolver.solver.view import BoardView, view_of

__all__ = [
    "Protection",
    "TargetContext",
    "characteristics",
    "is_legal_target",
    "kind_of_id",
    "legal_targets",
    "protections",
    "target_reasons",
]

@dataclass(frozen=True)
class TargetContext:
    """Who targets: ``controller`` (a player id), ``source`` (object id of the spell's card or the ability's
    source, CR 707.10b for copies), ``entry`` (the stack entry that targets, if on the stack, CR 115.5) and ``x``.
    """

    state: GameState
    controller: str
    source: str | None = None
    entry: str | None = None
    x: int | None = None
    #: The colours of the spell or ability doing the targeting when an effect sets them (Fork: "except that the
    #: copy is red", CR 707.9b); ``None``: its source's colours.
    colors: frozenset[str] | None = None
    #: Whether a spell (a copy of a spell is one, CR 707.10) or an ability does the targeting; ``None``: not known,
    #: so a restriction that tells them apart ("can't be the targets of spells") is not guessed.
    by_spell: bool | None = None

    @cached_property
    def view(self) -> BoardView:
        """The board after continuous effects (CR 613), shared with the other solvers asking about this state."""
        return view_of(self.state)


def characteristics(state: GameState, obj: GameObject) -> Characteristics:
    """The object's characteristics in its zone after continuous effects (types, colours, token; CR 109.3, 613):
    the board's layer, :class:`solver.view.BoardView`."""
    return view_of(state).view(obj.id).characteristics()


def kind_of_id(state: GameState, target_id: str) -> str | None:
    """``"player"``, ``"object"``, ``"stack"`` or None for an id of ``state``."""
    if any(p.id == target_id for p in state.players):
        return "player"
    if state.has_object(target_id):
        return "object"
    if any(e.id == target_id for e in state.stack):
        return "stack"
    return None


# --------------------------------------------------------------------------------------------------------------
# Keywords and "can't be the target" qualities
# --------------------------------------------------------------------------------------------------------------


def keywords_of(view: BoardView, obj: GameObject) -> set[str]:
    """Keyword abilities the object has after layer 6 (CR 613.1f): its own (card keywords and keyword lines,
    "has hexproof as long as it's untapped", CR 611.3a) unless it lost them, and, on the battlefield, granted ones
    ("Equipped creature has shroud", "Creatures you control have hexproof"), lower case, "protection from red"
    style for parameterised ones; a card in another zone has its own ("a spell with devoid", CR 702.114a)."""
    return view.view(obj.id).keywords


def protections(view: BoardView, target_id: str) -> list[Protection]:
    """Every targeting restriction of a permanent or player (CR 702.11, 702.16, 702.18, "can't be the target"),
    from the board's layer: its keywords and restrictions after layer 6, or a player's "You have hexproof"."""
    state = view.state
    if any(p.id == target_id for p in state.players):
        return protection_qualities(view.player_keywords.get(target_id, frozenset()))
    v = view.view(target_id)
    if v.obj.zone is not Zone.BATTLEFIELD:
        return []
    return [*protection_qualities(sorted(v.keywords)), *v.restrictions]


def _source_mana_value(ctx: TargetContext) -> int | None:
    """The mana value of what targets (CR 202.3): its source object's, with X counted for a spell on the stack
    (CR 202.3e); ``None`` without a source object."""
    if ctx.source is None or not ctx.state.has_object(ctx.source):
        return None
    cost = ctx.state.object(ctx.source).card.mana_cost
    if cost is None:
        return 0
    xs = sum(1 for s in cost.symbols if s.kind is SymbolKind.VARIABLE) if ctx.by_spell and ctx.x else 0
    return cost.mana_value + xs * (ctx.x or 0)


def _has_quality(quality: Quality, source: Characteristics | None, ctx: TargetContext,
                 targeted_controller: str) -> bool:
    """Does what targets (a spell or an ability from a source) have the stated quality (CR 702.16a)? Raises
    :class:`UnsupportedText` when it depends on whether a spell targets and that is not known."""
    if isinstance(quality, Everything):
        return True
    if isinstance(quality, SpellsWithColors):
        if ctx.by_spell is None:
            raise UnsupportedText(f"protection from {quality.text}: whether a spell or an ability targets is not "
                                  "known here")
        return ctx.by_spell and source is not None and len(source.colors) >= quality.least
    if isinstance(quality, ManaValueAtLeast):
        value = _source_mana_value(ctx)
        return value is not None and value >= quality.least and (quality.most is None or value <= quality.most)
    if source is None:
        return False
    match quality:
        case OfColor(color=color):
            return color in source.colors
        case NotOfColor(color=color):
            return color not in source.colors
        case ColorCount(least=least, most=most):
            return least <= len(source.colors) <= most
        case FromOpponents():
            return ctx.controller != targeted_controller
        case OfType(card_type=card_type, subtypes=subtypes, excluded_type=excluded):
            if card_type in source.card_types or subtypes & source.subtypes:
                return True
            return excluded is not None and excluded not in source.card_types
    return False


def _protection_reason(p: Protection, target_name: str, target_controller: str, ctx: TargetContext,
                       source: Characteristics | None) -> dict[str, str] | None:
    opponent = ctx.controller != target_controller
    if p.kind is ProtectionKind.SHROUD:
        return {"rule": "CR 702.18a", "message": f"{target_name} has shroud"}
    if p.kind is ProtectionKind.HEXPROOF and p.quality is None and opponent:
        return {"rule": "CR 702.11b", "message": f"{target_name} has hexproof and {ctx.controller} is an opponent"}
    if p.kind is ProtectionKind.HEXPROOF and p.quality is not None and opponent \
            and _has_quality(p.quality, source, ctx, target_controller):
        return {"rule": "CR 702.11d", "message": f"{target_name} has hexproof from {p.quality.text}"}
    if p.kind is ProtectionKind.PROTECTION and p.quality is not None \
            and _has_quality(p.quality, source, ctx, target_controller):
        return {"rule": "CR 702.16b", "message": f"{target_name} has protection from {p.quality.text}"}
    if p.kind is ProtectionKind.CANT_BE_TARGET and (opponent or not p.opponents_only):
        if p.spells_only and ctx.by_spell is None:
            raise UnsupportedText(f"{p.text}: whether a spell or an ability targets is not known here")
        if (p.spells_only and not ctx.by_spell) or (
                p.quality is not None and not _has_quality(p.quality, source, ctx, target_controller)):
            return None
        return {"rule": "CR 115.1", "message": f"{target_name}: {p.text}"}
    return None


# --------------------------------------------------------------------------------------------------------------
# Filters and extra conditions
# --------------------------------------------------------------------------------------------------------------


def _controller_ok(filt: ObjectFilter | None, whose: str, ctx: TargetContext) -> bool:
    if filt is None or filt.controller is Controller.ANY:
        return True
    if filt.controller is Controller.YOU:
        return whose == ctx.controller
    return whose != ctx.controller


def _power(view: BoardView, obj: GameObject, stat: Stat) -> int:
    """The object's power or toughness after layer 7 (CR 613.4: printed or set, +N/+N effects, +1/+1 and -1/-1
    counters, CR 122.1a); raises :class:`UnsupportedText` when it is not a number the layer knows."""
    v = view.view(obj.id)
    value = v.power if stat is Stat.POWER else v.toughness
    if value is None:
        raw = obj.card.power if stat is Stat.POWER else obj.card.toughness
        raise UnsupportedText(f"{stat} of {obj.name} is not a number: {raw!r}")
    return value


def _compare_ok(cond: Compare, obj: GameObject, ctx: TargetContext, entry: StackEntry | None = None) -> bool:
    """"with mana value 3 or less" and the like for an object, or for the spell of stack ``entry`` (whose X is the
    number chosen for it, CR 202.3e); X of the bound is the targeting spell's (CR 107.3)."""
    if cond.value is not None:
        bound = cond.value
    elif ctx.x is None:
        raise UnsupportedText(f"'{cond}' needs the value of X")
    else:
        bound = ctx.x
    if cond.stat is Stat.MANA_VALUE:
        cost = obj.card.mana_cost
        if entry is not None and cost is not None and cost.has_x:
            # CR 202.3e: on the stack, X is the number chosen for it.
            if entry.x is None:
                raise UnsupportedText(f"'{cond}' reads the mana value of {entry.id}, whose X the state doesn't give")
            cost = cost.with_x(entry.x)
        value = cost.mana_value if cost is not None else 0
    else:
        value = _power(ctx.view, obj, cond.stat)
    return cond.holds(value, bound)


def _attached_ok(cond: AttachedTo, obj: GameObject, state: GameState) -> bool:
    """"attached to a land": the object is attached to a player or a permanent of the noun (CR 301.5, 303.4)."""
    host = obj.attached_to
    if host is None:
        return False
    if cond.noun == "player":
        return any(p.id == host for p in state.players)
    if not state.has_object(host):
        return False
    hch = characteristics(state, state.object(host))
    return cond.noun == "permanent" or cond.noun in hch.card_types or cond.noun.capitalize() in hch.subtypes


def _flag_ok(flag: Flag, obj: GameObject, ch: Characteristics) -> bool:
    """A one-word condition for an object; raises UnsupportedText for those that don't apply to objects."""
    held = flag.holds_for(tapped=obj.tapped, token=obj.is_token, colors=ch.colors, combat=obj.chosen.get("combat"),
                          entered=obj.entered_this_turn, commander=obj.commander_casts is not None)
    if held is None:
        raise UnsupportedText(f"target condition not supported: '{flag}'")
    return held


def _extra_ok(cond: ObjectCondition, obj: GameObject, ch: Characteristics, ctx: TargetContext) -> bool:
    """One condition of a filter's ``extra`` for an object; raises UnsupportedText for unsupported ones."""
    state = ctx.state
    match cond:
        case AnyOf(options=options):
            return any(_extra_ok(o, obj, ch, ctx) for o in options)
        case Flag():
            return _flag_ok(cond, obj, ch)
        case NotColor(color=color):
            return color not in ch.colors
        case HasKeyword(keyword=keyword, negated=negated):
            return (keyword in keywords_of(ctx.view, obj)) != negated
        case Compare():
            return _compare_ok(cond, obj, ctx)
        case AttachedTo():
            return _attached_ok(cond, obj, state)
        case OwnedBy(whose=Controller.YOU):
            return obj.owner == ctx.controller
        case OwnedBy(whose=Controller.OPPONENT):
            return obj.owner != ctx.controller
        case InZone(zone=zone):
            return obj.zone is zone
        case HasCounter():
            return cond.holds(obj.counters)
        case Named():
            return cond.holds(obj.name)
        case ControlledBy(player=PlayerRef.THAT_PLAYER):
            return True  # a relation between two targets: checked by the caller (solver.copies)
    raise UnsupportedText(f"target condition not supported: '{cond}'")


def _object_reasons(spec: TargetSpec, obj: GameObject, ctx: TargetContext, source: Characteristics | None,
                    *, graveyard: bool) -> list[dict[str, str]]:
    filt = spec.filter
    reasons: list[dict[str, str]] = []
    if graveyard:
        if obj.zone is not Zone.GRAVEYARD:
            return [{"rule": "CR 115.2", "message": f"{obj.id} is not a card in a graveyard"}]
        whose = obj.owner
    else:
        if obj.zone is not Zone.BATTLEFIELD:
            return [{"rule": "CR 115.2", "message": f"{obj.id} is not a permanent (zone {obj.zone.value})"}]
        whose = obj.controller
    ch = characteristics(ctx.state, obj)
    if filt is not None:
        if not filt.matches_characteristics(ch):
            reasons.append({"rule": "CR 115.1", "message": f"{obj.id} ({obj.name}) is not '{spec.text}'"})
        elif not _controller_ok(filt, whose, ctx):
            word = "owned" if graveyard else "controlled"
            reasons.append({"rule": "CR 115.1",
                            "message": f"{obj.id} is {word} by {whose}: not '{spec.text}' for {ctx.controller}"})
        else:
            for cond in filt.extra:
                if graveyard and cond == InZone(Zone.GRAVEYARD):
                    continue
                if not _extra_ok(cond, obj, ch, ctx):
                    reasons.append({"rule": "CR 115.1", "message": f"{obj.id} is not '{spec.text}' ({cond})"})
                    break
        if filt.another and ctx.source is not None and obj.id == ctx.source:
            reasons.append({"rule": "CR 115.1", "message": f"'{spec.text}': {obj.id} is the source itself"})
    if not graveyard and not reasons:
        for p in protections(ctx.view, obj.id):
            r = _protection_reason(p, f"{obj.id} ({obj.name})", obj.controller, ctx, source)
            if r is not None:
                reasons.append(r)
    return reasons


def _entry_characteristics(state: GameState, entry: StackEntry) -> Characteristics | None:
    if state.has_object(entry.source):
        return characteristics(state, state.object(entry.source))
    return None


def _stack_reasons(spec: TargetSpec, entry: StackEntry, ctx: TargetContext) -> list[dict[str, str]]:
    if ctx.entry is not None and entry.id == ctx.entry:
        return [{"rule": "CR 115.5", "message": f"{entry.id} can't target itself"}]
    kind = {StackKind.SPELL: "spell", StackKind.ACTIVATED_ABILITY: "activated_ability",
            StackKind.TRIGGERED_ABILITY: "triggered_ability"}[entry.kind]
    if kind not in spec.allowed:
        return [{"rule": "CR 115.1", "message": f"{entry.id} is a {kind.replace('_', ' ')}: not '{spec.text}'"}]
    filt = spec.spell_filter if kind == "spell" else spec.filter
    reasons: list[dict[str, str]] = []
    if not _controller_ok(filt, entry.controller, ctx):
        reasons.append({"rule": "CR 115.1",
                        "message": f"{entry.id} is controlled by {entry.controller}: not '{spec.text}'"})
    if filt is not None:
        ch = _entry_characteristics(ctx.state, entry)
        typed = filt.card_types or filt.subtypes or filt.excluded_types or filt.colors
        if kind == "spell" and typed and (ch is None or not filt.matches_characteristics(ch)):
            reasons.append({"rule": "CR 115.1", "message": f"{entry.id} is not '{spec.text}'"})
        for cond in filt.extra:
            if isinstance(cond, SourceType):
                want = cond.word
                ok = ch is not None and (want in ch.card_types or (want == "colorless" and not ch.colors))
            elif cond is Flag.SINGLE_TARGET:
                ok = len(entry.targets) == 1
            elif isinstance(cond, Compare) and cond.stat is Stat.MANA_VALUE and kind == "spell" \
                    and ctx.state.has_object(entry.source):
                ok = _compare_ok(cond, ctx.state.object(entry.source), ctx, entry)
            else:
                raise UnsupportedText(f"target condition not supported for a stack object: '{cond}'")
            if not ok:
                reasons.append({"rule": "CR 115.1", "message": f"{entry.id} is not '{spec.text}' ({cond})"})
    return reasons


def _source_characteristics(ctx: TargetContext) -> Characteristics | None:
    if ctx.source is not None and ctx.state.has_object(ctx.source):
        ch = characteristics(ctx.state, ctx.state.object(ctx.source))
        return ch if ctx.colors is None else replace(ch, colors=ctx.colors)
    return None


def target_reasons(spec: TargetSpec, target_id: str, ctx: TargetContext) -> list[dict[str, str]]:
    """Why ``target_id`` is not a legal choice for one target of ``spec`` (``[]`` when it is legal).

    Each reason is ``{"rule": "CR 115.1", "message": ...}``. Raises :class:`UnsupportedText` for a condition the
    state can't express (e.g. "defending player").
    """
    state = ctx.state
    source = _source_characteristics(ctx)
    kind = kind_of_id(state, target_id)
    if kind is None:
        return [{"rule": "CR 115.1", "message": f"no player, object or stack entry has id {target_id!r}"}]
    if kind == "player":
        if "player" not in spec.allowed and not ("opponent" in spec.allowed and target_id != ctx.controller):
            rule = "CR 115.2" if "opponent" not in spec.allowed else "CR 115.1"
            return [{"rule": rule, "message": f"player {target_id} is not '{spec.text}'"}]
        if spec.filter is not None and spec.filter.another and target_id == ctx.source:
            return [{"rule": "CR 115.1", "message": f"{target_id} is the source itself"}]
        reasons = []
        for p in protections(ctx.view, target_id):
            r = _protection_reason(p, f"player {target_id}", target_id, ctx, source)
            if r is not None:
                reasons.append(r)
        return reasons
    if kind == "stack":
        entry = state.stack_entry(target_id)
        return _stack_reasons(spec, entry, ctx)
    obj = state.object(target_id)
    if obj.zone is Zone.STACK:
        # a spell's card: spells are targeted by their stack entry's id
        entries = [e for e in state.stack if e.source == obj.id and e.kind is StackKind.SPELL]
        if entries and "spell" in spec.allowed:
            return _stack_reasons(spec, entries[-1], ctx)
        return [{"rule": "CR 115.2", "message": f"{obj.id} is on the stack: name the spell by its stack entry id"}]
    if "card_in_graveyard" in spec.allowed and obj.zone is Zone.GRAVEYARD:
        return _object_reasons(spec, obj, ctx, source, graveyard=True)
    if "permanent" in spec.allowed:
        return _object_reasons(spec, obj, ctx, source, graveyard=False)
    return [{"rule": "CR 115.2", "message": f"{obj.id} ({obj.name}) is not '{spec.text}'"}]


def is_legal_target(spec: TargetSpec, target_id: str, ctx: TargetContext) -> bool:
    """True when ``target_id`` is a legal choice for one target of ``spec`` (see :func:`target_reasons`)."""
    return not target_reasons(spec, target_id, ctx)


def legal_targets(spec: TargetSpec, ctx: TargetContext, deadline: float | None = None) -> list[str]:
    """Every legal choice for one target of ``spec``: players, then objects in state order, then the stack top
    first (CR 115.1-115.5). Raises :class:`UnsupportedText` for conditions the state can't express, and
    :class:`~solver.budget.OutOfTime` when ``deadline`` (a :func:`solver.budget.clock` value) passes first."""
    state = ctx.state
    ids: list[str] = []
    if "player" in spec.allowed or "opponent" in spec.allowed:
        ids += [p.id for p in state.players]
    if "permanent" in spec.allowed:
        ids += [o.id for o in state.objects if o.zone is Zone.BATTLEFIELD]
    if "card_in_graveyard" in spec.allowed:
        ids += [o.id for o in state.objects if o.zone is Zone.GRAVEYARD]
    if {"spell", "activated_ability", "triggered_ability"} & set(spec.allowed):
        ids += [e.id for e in reversed(state.stack)]
    legal = []
    for n, i in enumerate(ids):
        if n % 256 == 255 and budget.passed(deadline):
            raise budget.OutOfTime
        if not target_reasons(spec, i, ctx):
            legal.append(i)
    return legal
