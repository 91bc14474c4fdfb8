"""CR 613 property test: on random boards of real cards with type, colour, ability and power/toughness statics, the
characteristics :class:`solver.view.BoardView` gives every object equal those of a naive re-evaluation written
here: each object on its own, each layer in turn (CR 613.1d-g), the effects in timestamp order (CR 613.7: the order
of ``state.objects``), from the reader's typed effects (:func:`model.reader.read_card`) and keyword grants
(:mod:`model.keywords`). It shares no code with the view beyond those readings."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from mtgsolver.model.abilities import CharacteristicEffect
from mtgsolver.model.filters import Controller
from mtgsolver.model.io import read_state
from mtgsolver.model.keywords import (
    Grant,
    keyword_items,
    listed_keywords,
    read_conditional_self_grant,
    read_grants,
    read_player_grant,
    rules_lines,
)
from mtgsolver.model.reader import read_card
from mtgsolver.model.state import LAND_TYPES, GameObject, GameState, Zone
from mtgsolver.solver.view import BoardView

#: Cards with the statics the layer reads (their Oracle text from the registry), and plain objects they change.
STATICS = ["Mycosynth Lattice", "Thran Lens", "Darkest Hour", "Glorious Anthem", "Shalai, Voice of Plenty",
           "Toxicrene", "Living Plane", "Fervor"]
ATTACHED = ["Harmonious Emergence", "Guardian Zendikon", "Imprisoned in the Moon", "Bonesplitter",
            "Sword of War and Peace", "Spirit Mantle"]
PLAIN = ["Grizzly Bears", "Forest", "Mountain", "Llanowar Elves", "Troll Ascetic", "White Knight",
         "Dragonlord Ojutai", "Eldrazi Obligator", "Hill Giant"]
ZONES = ["battlefield", "battlefield", "battlefield", "hand", "graveyard"]


@st.composite
def boards(draw: st.DrawFn) -> GameState:
    """A random board: a static, an Aura or Equipment and up to 7 more objects, in random order; Auras and
    Equipment attached to a random other permanent."""
    names = draw(st.permutations([draw(st.sampled_from(STATICS)), draw(st.sampled_from(ATTACHED)),
                                  *draw(st.lists(st.sampled_from(STATICS + ATTACHED + PLAIN + PLAIN), max_size=7))]))
    objects: list[dict[str, Any]] = []
    for i, name in enumerate(names):
        o: dict[str, Any] = {"id": f"o{i}", "card": name, "controller": draw(st.sampled_from(["alice", "bob"]))}
        if name not in ATTACHED:
            o["zone"] = draw(st.sampled_from(ZONES))
        o["tapped"] = o.get("zone", "battlefield") == "battlefield" and draw(st.booleans())
        if draw(st.booleans()):
            o["counters"] = {"+1/+1": draw(st.integers(0, 2)), "-1/-1": draw(st.integers(0, 1))}
        objects.append(o)
    hosts = [o["id"] for o in objects if o["card"] not in ATTACHED and o.get("zone") == "battlefield"]
    for o in objects:
        if o["card"] in ATTACHED and hosts:
            o["attached_to"] = draw(st.sampled_from(hosts))
    return read_state({"active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}], "objects": objects})


@dataclass
class Naive:
    """One object's characteristics, worked out by hand."""

    card_types: set[str]
    subtypes: set[str]
    colors: set[str]
    keywords: set[str] = field(default_factory=set)
    power: int | None = None
    toughness: int | None = None
    lost: bool = False


def _number(value: str | None) -> int | None:
    return int(value) if value is not None and value.lstrip("-").isdigit() else None


def _effects(state: GameState) -> list[tuple[int, GameObject, CharacteristicEffect]]:
    """Every characteristic-changing effect of a permanent, with its timestamp (its object's place)."""
    out = []
    for ts, o in enumerate(state.objects):
        if o.zone is Zone.BATTLEFIELD:
            for a in read_card(o.card).abilities:
                out.extend((ts, o, s) for s in a.static if isinstance(s, CharacteristicEffect))
    return out


def _applies(effect: CharacteristicEffect, source: GameObject, target: GameObject, now: Naive) -> bool:
    """Does ``effect`` of ``source`` apply to ``target`` whose characteristics are ``now``?"""
    if effect.all_zones:
        return True
    if target.zone is not Zone.BATTLEFIELD:
        return False
    if effect.enchanted and source.attached_to != target.id:
        return False
    f = effect.affects
    if f is None:
        return True
    if f.controller is Controller.YOU and target.controller != source.controller:
        return False
    if f.another and source.id == target.id:
        return False
    if f.card_types and not f.card_types & now.card_types:
        return False
    if f.subtypes and not f.subtypes & now.subtypes:
        return False
    return not f.excluded_types & now.card_types


def _grant_reaches(grant: Grant, holder: GameObject, target: GameObject, now: Naive) -> bool:
    if target.zone is not Zone.BATTLEFIELD:
        return False
    if grant.attached:
        return holder.attached_to == target.id and (grant.noun == "permanent" or grant.noun in now.card_types)
    if grant.other and holder.id == target.id:
        return False
    if grant.you_control and holder.controller != target.controller:
        return False
    if grant.noun != "permanent" and grant.noun not in now.card_types:
        return False
    return not grant.subtypes or bool(grant.subtypes & now.subtypes)


def naive(state: GameState) -> tuple[dict[str, Naive], dict[str, set[str]]]:
    """Each object's characteristics and each player's keywords, layer by layer (module docstring)."""
    effects = _effects(state)
    out: dict[str, Naive] = {}
    applied: dict[tuple[str, int], bool] = {}  # (object, effect number): the set fixed when it began (CR 613.6)
    for o in state.objects:
        tl = o.card.type_line
        out[o.id] = Naive(set(tl.card_types), set(tl.subtypes), set(o.card.color_set),
                          power=_number(o.card.power), toughness=_number(o.card.toughness))
    for o in state.objects:  # layer 4
        now = out[o.id]
        for n, (_ts, source, e) in enumerate(effects):
            if (e.add_types or e.add_subtypes or e.set_types is not None) and _applies(e, source, o, now):
                applied[(o.id, n)] = True
                if e.set_types is not None:
                    now.card_types = set(e.set_types)
                    now.subtypes = {t for t in now.subtypes if t in LAND_TYPES and "land" in now.card_types}
                now.card_types |= set(e.add_types)
                now.subtypes |= set(e.add_subtypes)
    for o in state.objects:  # layer 5
        now = out[o.id]
        for n, (_ts, source, e) in enumerate(effects):
            if e.colors is not None and applied.setdefault((o.id, n), _applies(e, source, o, now)):
                now.colors = set(e.colors)
    # Layer 6: who loses all abilities, from a source that doesn't itself lose them.
    for o in state.objects:
        out[o.id].lost = any(e.lose_abilities and _applies(e, source, o, out[o.id])
                             for _ts, source, e in effects)
    early = {n for n, (_ts, _s, e) in enumerate(effects) if e.add_types or e.add_subtypes
             or e.set_types is not None or e.colors is not None}
    players: dict[str, set[str]] = {}
    for holder in state.objects:
        if holder.zone is Zone.BATTLEFIELD and not out[holder.id].lost:
            for line in rules_lines(holder.card.oracle_text or ""):
                if read_player_grant(line):
                    players.setdefault(holder.controller, set()).update(read_player_grant(line))
    for o in state.objects:
        now = out[o.id]
        if o.zone is Zone.BATTLEFIELD and not now.lost:
            lines = rules_lines(o.card.oracle_text or "")
            now.keywords = set(listed_keywords(o.card.keywords, o.card.oracle_text or ""))
            for line in lines:
                now.keywords.update(keyword_items(line))
                conditional = read_conditional_self_grant(line, o.name)
                if conditional is not None and conditional[1] != o.tapped:
                    now.keywords.update(conditional[0])
        if o.zone is not Zone.BATTLEFIELD:
            continue
        steps: list[tuple[int, int, Any]] = []
        for n, (ts, source, e) in enumerate(effects):
            if (e.lose_abilities or e.keywords) and (n in early or not out[source.id].lost) and \
                    applied.setdefault((o.id, n), _applies(e, source, o, now)):
                steps.append((ts, 0, e))
        for ts, holder in enumerate(state.objects):
            if holder.zone is Zone.BATTLEFIELD and not out[holder.id].lost:
                for line in rules_lines(holder.card.oracle_text or ""):
                    for g in read_grants(line):
                        if _grant_reaches(g, holder, o, now):
                            steps.append((ts, 1, g))
        for _ts, _kind, step in sorted(steps, key=lambda s: s[0]):
            if isinstance(step, CharacteristicEffect):
                if step.lose_abilities:
                    now.keywords = set()
                now.keywords |= set(step.keywords)
            else:
                now.keywords |= set(step.keywords)
    for o in state.objects:  # layer 7
        now = out[o.id]
        if o.zone is not Zone.BATTLEFIELD:
            continue
        for n, (_ts, source, e) in enumerate(effects):
            if e.base_pt is not None and (n in early or not out[source.id].lost) and \
                    applied.setdefault((o.id, n), _applies(e, source, o, now)):
                now.power, now.toughness = e.base_pt
        plus_p = plus_t = 0
        for n, (_ts, source, e) in enumerate(effects):
            if e.pt_change != (0, 0) and not out[source.id].lost and \
                    applied.setdefault((o.id, n), _applies(e, source, o, now)):
                plus_p, plus_t = plus_p + e.pt_change[0], plus_t + e.pt_change[1]
        for holder in state.objects:
            if holder.zone is Zone.BATTLEFIELD and not out[holder.id].lost:
                for line in rules_lines(holder.card.oracle_text or ""):
                    for g in read_grants(line):
                        if g.pt != (0, 0) and _grant_reaches(g, holder, o, now):
                            plus_p, plus_t = plus_p + g.pt[0], plus_t + g.pt[1]
        counters = o.counters.get("+1/+1", 0) - o.counters.get("-1/-1", 0)
        if now.power is not None:
            now.power += plus_p + counters
        if now.toughness is not None:
            now.toughness += plus_t + counters
    return out, players


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(boards())
def test_613_layer_equals_a_naive_per_object_evaluation(board: GameState) -> None:
    """CR 613.1d-g, 613.4, 613.6, 613.7, 613.8a: types, colours, keywords, power and toughness of every object,
    and every player's keywords, as the naive evaluation gives them."""
    view = BoardView(board)
    expected, players = naive(board)
    for o in board.objects:
        v, want = view.view(o.id), expected[o.id]
        got = (set(v.card_types), set(v.subtypes), set(v.colors), v.power, v.toughness)
        assert got == (want.card_types, want.subtypes, want.colors, want.power, want.toughness), o
        if o.zone is Zone.BATTLEFIELD:
            assert v.keywords == want.keywords, o
    assert {p: set(k) for p, k in view.player_keywords.items()} == players
