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
"another", and the targeting entry itself (CR 115.5).

Conditions the state can't express raise :class:`~model.errors.UnsupportedText` (never guessed). Combat is one of
them, with a stopgap: an object is attacking (blocking) when its ``chosen`` map has ``"combat": "attacking"``
(``"blocking"``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, replace

from mtgsolver.model.abilities import TargetSpec
from mtgsolver.model.errors import UnsupportedText
from mtgsolver.model.filters import Characteristics, Controller, ObjectFilter
from mtgsolver.model.state import GameObject, GameState, StackEntry, StackKind, Zone

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

_COLOR_NAMES = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_REMINDER = re.compile(r"\([^()]*\)")


@dataclass(frozen=True, slots=True)
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


@dataclass(frozen=True, slots=True)
class Protection:
    """One "can't be targeted" quality of a permanent or player.

    ``kind`` is ``"hexproof"`` (CR 702.11b-d: only spells and abilities of opponents), ``"shroud"`` (CR 702.18a),
    ``"protection"`` (CR 702.16b) or ``"cant_be_target"``; ``quality`` the "from ..." part (``None``: none);
    ``opponents_only`` for "your opponents control" wording.
    """

    kind: str
    quality: str | None = None
    opponents_only: bool = False
    text: str = ""


def characteristics(obj: GameObject) -> Characteristics:
    """The object's characteristics as its card and status give them (type line, colours, token), CR 109.3."""
    tl = obj.card.type_line
    return Characteristics(
        card_types=frozenset(t.lower() for t in tl.card_types),
        subtypes=frozenset(tl.subtypes),
        supertypes=frozenset(s.lower() for s in tl.supertypes),
        colors=obj.card.color_set,
        is_token=obj.is_token,
    )


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


def _lines(obj: GameObject) -> list[str]:
    text = obj.card.oracle_text or ""
    prev = None
    while prev != text:
        prev, text = text, _REMINDER.sub("", text)
    return [ln.strip() for ln in text.split("\n") if ln.strip()]


def _keyword_items(line: str) -> list[str]:
    """The items of a keyword line ("Flying, hexproof" → ["flying", "hexproof"]); [] for other lines."""
    items = [p.strip().lower() for p in re.split(r",\s*|;\s*", line.rstrip("."))]
    known = ("flying", "hexproof", "shroud", "protection from", "reach", "trample", "haste", "vigilance",
             "deathtouch", "lifelink", "first strike", "double strike", "menace", "indestructible", "defender",
             "flash", "ward", "infect", "wither", "hexproof from")
    if all(any(i == k or i.startswith((k + " ", k)) for k in known) for i in items) and items:
        return items
    return []


def keywords_of(state: GameState, obj: GameObject) -> set[str]:
    """Keyword abilities the object has: its own (card keywords and keyword lines) and granted ones
    ("Equipped creature has shroud", "Creatures you control have hexproof"), lower case, "protection from red"
    style for parameterised ones."""
    out = {k.lower() for k in obj.card.keywords}
    for ln in _lines(obj):
        out.update(_keyword_items(ln))
    for grant, _src in _grants(state, obj):
        out.update(grant)
    return out


_GRANT_RE = re.compile(
    r"^(?P<who>equipped creature|enchanted creature|enchanted permanent|enchanted land|enchanted artifact|"
    r"(?:other )?(?:creatures|permanents|artifacts|lands|enchantments|planeswalkers) you control|"
    r"(?:other )?(?:[A-Z]\w+) creatures you control|all creatures|creatures)"
    r" (?:have|has|gain|gains) (?P<what>.+?)(?: until end of turn)?\.?$",
    re.IGNORECASE,
)


def _grant_applies(who: str, holder: GameObject, target: GameObject) -> bool:
    w = who.lower()
    ch = characteristics(target)
    if target.zone is not Zone.BATTLEFIELD:
        return False
    if w.startswith(("equipped", "enchanted")):
        noun = w.split()[1]
        return holder.attached_to == target.id and (noun == "permanent" or noun in ch.card_types)
    other = w.startswith("other ")
    if other:
        w = w[6:]
        if holder.id == target.id:
            return False
    mine = w.endswith("you control")
    if mine and target.controller != holder.controller:
        return False
    words = w.replace(" you control", "").split()
    noun = words[-1].rstrip("s")
    if noun != "permanent" and noun not in ch.card_types:
        return False
    if len(words) == 2 and words[0] != "all":
        sub = who.split()[1 if who.lower().startswith("other ") else 0]
        if sub not in ch.subtypes and sub.rstrip("s") not in ch.subtypes:
            return False
    return True


def _grants(state: GameState, target: GameObject) -> Iterable[tuple[set[str], str]]:
    """Keyword grants of static abilities on the battlefield and of ongoing effects (CR 611, 613.1f)."""
    texts: list[tuple[GameObject | None, str, str]] = []
    for o in state.battlefield():
        for ln in _lines(o):
            texts.append((o, ln, o.controller))
    for e in state.effects:
        holder = state.object(e.source) if e.source and state.has_object(e.source) else None
        texts.append((holder, e.text, e.controller))
    for holder, line, controller in texts:
        m = _GRANT_RE.match(line.strip())
        if not m:
            continue
        fake = holder if holder is not None else GameObject(
            id="__effect__", card=target.card, controller=controller, owner=controller)
        if not _grant_applies(m.group("who"), fake, target):
            continue
        what = re.split(r",\s*(?:and\s+)?|\s+and\s+(?!from)", m.group("what").lower())
        yield {w.strip() for w in what if w.strip()}, (holder.id if holder else "")


def _player_grants(state: GameState, player_id: str) -> set[str]:
    """"You have hexproof" / "You have shroud" / "You have protection from ..." of the player's permanents."""
    out: set[str] = set()
    texts = [(o.controller, ln) for o in state.battlefield() for ln in _lines(o)]
    texts += [(e.controller, e.text) for e in state.effects]
    for controller, line in texts:
        m = re.match(r"^you (?:have|gain) (.+?)(?: until end of turn)?\.?$", line.strip(), re.IGNORECASE)
        if m and controller == player_id:
            out.update(w.strip() for w in re.split(r",\s*(?:and\s+)?|\s+and\s+(?!from)", m.group(1).lower()))
    return out


def _qualities(items: Iterable[str]) -> list[Protection]:
    out: list[Protection] = []
    for item in items:
        if item == "hexproof":
            out.append(Protection("hexproof", text=item))
        elif item == "shroud":
            out.append(Protection("shroud", text=item))
        elif item.startswith("hexproof from "):
            for q in re.split(r" and from |, from ", item[len("hexproof from "):]):
                out.append(Protection("hexproof", q.strip(), text=item))
        elif item.startswith("protection from "):
            for q in re.split(r" and from |, from ", item[len("protection from "):]):
                out.append(Protection("protection", q.strip(), text=item))
    return out


def protections(state: GameState, target_id: str) -> list[Protection]:
    """Every targeting restriction of a permanent or player (CR 702.11, 702.16, 702.18, "can't be the target")."""
    if any(p.id == target_id for p in state.players):
        return _qualities(_player_grants(state, target_id))
    obj = state.object(target_id)
    out = _qualities(keywords_of(state, obj)) if obj.zone is Zone.BATTLEFIELD else []
    if obj.zone is Zone.BATTLEFIELD:
        for ln in _lines(obj):
            low = ln.lower()
            if "can't be the target of" in low and low.startswith(("this", obj.name.lower(), "~")):
                out.append(Protection("cant_be_target", opponents_only="your opponents control" in low, text=ln))
    return out


def _has_quality(quality: str, source: Characteristics | None, source_controller: str | None,
                 targeted_controller: str) -> bool:
    """Does the source have the stated quality (CR 702.16a)?"""
    q = quality.lower().strip()
    if q == "everything":
        return True
    if source is None:
        return False
    if q in _COLOR_NAMES:
        return _COLOR_NAMES[q] in source.colors
    if q in ("all colors", "each color", "the colors of your choice"):
        return bool(source.colors)
    if q == "multicolored":
        return len(source.colors) >= 2
    if q == "monocolored":
        return len(source.colors) == 1
    if q == "colorless":
        return not source.colors
    if q in ("each opponent", "your opponents", "opponents"):
        return source_controller is not None and source_controller != targeted_controller
    word = q.removesuffix("s")
    if word in source.card_types or word.capitalize() in source.subtypes or q.capitalize() in source.subtypes:
        return True
    return bool(word.startswith("non") and word[3:] not in source.card_types)


def _protection_reason(p: Protection, target_name: str, target_controller: str, ctx: TargetContext,
                       source: Characteristics | None) -> dict[str, str] | None:
    opponent = ctx.controller != target_controller
    if p.kind == "shroud":
        return {"rule": "CR 702.18a", "message": f"{target_name} has shroud"}
    if p.kind == "hexproof" and p.quality is None and opponent:
        return {"rule": "CR 702.11b", "message": f"{target_name} has hexproof and {ctx.controller} is an opponent"}
    if p.kind == "hexproof" and p.quality is not None and opponent \
            and _has_quality(p.quality, source, ctx.controller, target_controller):
        return {"rule": "CR 702.11d", "message": f"{target_name} has hexproof from {p.quality}"}
    if p.kind == "protection" and _has_quality(p.quality or "", source, ctx.controller, target_controller):
        return {"rule": "CR 702.16b", "message": f"{target_name} has protection from {p.quality}"}
    if p.kind == "cant_be_target" and (opponent or not p.opponents_only):
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


def _power(obj: GameObject, which: str) -> int:
    raw = obj.card.power if which == "power" else obj.card.toughness
    if raw is None or not re.fullmatch(r"-?\d+", raw.strip()):
        raise UnsupportedText(f"{which} of {obj.name} is not a number: {raw!r}")
    plus = obj.counters.get("+1/+1", 0) - obj.counters.get("-1/-1", 0)
    return int(raw) + plus


def _compare(value: int, op: str, bound: int) -> bool:
    return value <= bound if op == "<=" else value >= bound if op == ">=" else value == bound


def _extra_ok(extra: str, obj: GameObject, ch: Characteristics, ctx: TargetContext) -> bool:
    """One extra condition of :mod:`model.targets` for an object; raises UnsupportedText for unknown ones."""
    state = ctx.state
    if "|" in extra:
        return any(_extra_ok(e, obj, ch, ctx) for e in extra.split("|"))
    if extra in ("attacking", "blocking"):
        return obj.chosen.get("combat") == extra
    if extra == "tapped":
        return obj.tapped
    if extra == "untapped":
        return not obj.tapped
    if extra == "token":
        return obj.is_token
    if extra == "nontoken":
        return not obj.is_token
    if extra == "colorless":
        return not ch.colors
    if extra == "multicolored":
        return len(ch.colors) >= 2
    if extra == "monocolored":
        return len(ch.colors) == 1
    if extra.startswith("not_color:"):
        return extra[10:] not in ch.colors
    if extra.startswith(("has:", "lacks:")):
        kw = extra.split(":", 1)[1]
        has = kw in keywords_of(state, obj)
        return has if extra.startswith("has:") else not has
    m = re.fullmatch(r"(mv|power|toughness)(<=|>=|=)(\d+|X)", extra)
    if m:
        stat, op, raw = m.groups()
        if raw == "X":
            if ctx.x is None:
                raise UnsupportedText(f"'{extra}' needs the value of X")
            bound = ctx.x
        else:
            bound = int(raw)
        if stat == "mv":
            value = obj.card.mana_cost.mana_value if obj.card.mana_cost is not None else 0
        else:
            value = _power(obj, stat)
        return _compare(value, op, bound)
    if extra.startswith("attached_to:"):
        what = extra.split(":", 1)[1]
        host = obj.attached_to
        if host is None:
            return False
        if what == "player":
            return any(p.id == host for p in state.players)
        if not state.has_object(host):
            return False
        hch = characteristics(state.object(host))
        return what == "permanent" or what in hch.card_types or what.capitalize() in hch.subtypes
    if extra == "owner:you":
        return obj.owner == ctx.controller
    if extra == "owner:opponent":
        return obj.owner != ctx.controller
    if extra == "zone:graveyard":
        return obj.zone is Zone.GRAVEYARD
    if extra == "counter:+1/+1":
        return obj.counters.get("+1/+1", 0) > 0
    if extra == "controller:that_player":
        return True  # a relation between two targets: checked by the caller (solver.copies)
    raise UnsupportedText(f"target condition not supported: '{extra}'")


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
    ch = characteristics(obj)
    if filt is not None:
        if not filt.matches_characteristics(ch):
            reasons.append({"rule": "CR 115.1", "message": f"{obj.id} ({obj.name}) is not '{spec.text}'"})
        elif not _controller_ok(filt, whose, ctx):
            word = "owned" if graveyard else "controlled"
            reasons.append({"rule": "CR 115.1",
                            "message": f"{obj.id} is {word} by {whose}: not '{spec.text}' for {ctx.controller}"})
        else:
            for extra in filt.extra:
                if extra == "zone:graveyard" and graveyard:
                    continue
                if not _extra_ok(extra, obj, ch, ctx):
                    reasons.append({"rule": "CR 115.1", "message": f"{obj.id} is not '{spec.text}' ({extra})"})
                    break
        if filt.another and ctx.source is not None and obj.id == ctx.source:
            reasons.append({"rule": "CR 115.1", "message": f"'{spec.text}': {obj.id} is the source itself"})
    if not graveyard and not reasons:
        for p in protections(ctx.state, obj.id):
            r = _protection_reason(p, f"{obj.id} ({obj.name})", obj.controller, ctx, source)
            if r is not None:
                reasons.append(r)
    return reasons


def _entry_characteristics(state: GameState, entry: StackEntry) -> Characteristics | None:
    if state.has_object(entry.source):
        return characteristics(state.object(entry.source))
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
        for extra in filt.extra:
            if extra.startswith("source_type:"):
                want = extra.split(":", 1)[1]
                ok = ch is not None and (want in ch.card_types or (want == "colorless" and not ch.colors))
            elif extra == "single_target":
                ok = len(entry.targets) == 1
            elif extra.startswith("mv") and kind == "spell" and ctx.state.has_object(entry.source):
                src = ctx.state.object(entry.source)
                ok = _extra_ok(extra, src, characteristics(src), ctx)
            else:
                raise UnsupportedText(f"target condition not supported for a stack object: '{extra}'")
            if not ok:
                reasons.append({"rule": "CR 115.1", "message": f"{entry.id} is not '{spec.text}' ({extra})"})
    return reasons


def _source_characteristics(ctx: TargetContext) -> Characteristics | None:
    if ctx.source is not None and ctx.state.has_object(ctx.source):
        ch = characteristics(ctx.state.object(ctx.source))
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
        for p in protections(state, target_id):
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


def legal_targets(spec: TargetSpec, ctx: TargetContext) -> list[str]:
    """Every legal choice for one target of ``spec``: players, then objects in state order, then the stack top
    first (CR 115.1-115.5). Raises :class:`UnsupportedText` for conditions the state can't express."""
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
    return [i for i in ids if not target_reasons(spec, i, ctx)]
