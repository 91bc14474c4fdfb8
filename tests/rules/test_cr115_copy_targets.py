"""CR 115.3, 115.5, 115.7d, 115.7f: targets of a copy whose controller may choose new targets (CR 707.10c).

Expected choices are counted by hand from the rules and the board (see each docstring).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "copies"))
import pytest
from copykit import as_lists, as_sets, copy, obj, state
from mtgsolver.model.errors import UnsupportedText
from mtgsolver.model.targets import parse_targets
from mtgsolver.solver.targeting import TargetContext, target_reasons
from mtgsolver.solver.view import BoardView

INSTANT = "{3}, {T}: Copy target instant or sorcery spell you control."


def spell(id: str, source: str, controller: str = "alice", **kw: object) -> dict[str, object]:
    return {"id": id, "kind": "spell", "source": source, "controller": controller, **kw}


def test_115_3_one_word_distinct_targets() -> None:
    """CR 115.3: Electrolyze's one "targets" can't name the same thing twice; 1/1 shares make order irrelevant.

    Any target: alice, bob, bob's Bears, alice's Lion (4): unordered pairs of different ones, C(4,2) = 6.
    """
    st = state([obj("engine", "Lithoform Engine"), obj("bears", "Grizzly Bears", "bob"),
                obj("lion", "Silvercoat Lion"), obj("ez_card", "Electrolyze", zone="stack")],
               [spell("ez", "ez_card", targets=["bears", "bob"], division=[1, 1])])
    a = copy(st, "ez", "engine", INSTANT)
    assert a["count"] == 6
    assert as_sets(a) == {frozenset(p) for p in [("alice", "bob"), ("alice", "bears"), ("alice", "lion"),
                                                 ("bob", "bears"), ("bob", "lion"), ("bears", "lion")]}
    assert all(len(set(c)) == 2 for c in a["choices"])


def test_115_3_two_words_may_name_the_same_object() -> None:
    """CR 115.3: Agony Warp says "target" twice: the same creature may be chosen once for each.

    Creatures: Bears, Lion; each slot takes either: 2 x 2 = 4 ordered choices, (bears, bears) among them.
    """
    st = state([obj("engine", "Lithoform Engine"), obj("bears", "Grizzly Bears", "bob"),
                obj("lion", "Silvercoat Lion"), obj("warp_card", "Agony Warp", zone="stack")],
               [spell("warp", "warp_card", targets=["bears", "lion"])])
    a = copy(st, "warp", "engine", INSTANT)
    assert as_lists(a) == {("bears", "lion"), ("bears", "bears"), ("lion", "lion"), ("lion", "bears")}


def test_115_5_copy_may_target_the_original_not_itself() -> None:
    """CR 115.5: a spell is an illegal target for itself — the original Counterspell can't target itself, but
    its copy (another object) may target it. Spells: bob's Bolt and the Counterspell -> two choices."""
    st = state([obj("engine", "Lithoform Engine"), obj("bolt_card", "Lightning Bolt", "bob", zone="stack"),
                obj("cs_card", "Counterspell", zone="stack")],
               [spell("bolt", "bolt_card", "bob", targets=["alice"]), spell("cs", "cs_card", targets=["bolt"])])
    (spec,) = parse_targets("Counter target spell.")
    (reason,) = target_reasons(spec, "cs", TargetContext(st, controller="alice", source="cs_card", entry="cs"))
    assert reason["rule"] == "CR 115.5"
    assert as_lists(copy(st, "cs", "engine", INSTANT)) == {("bolt",), ("cs",)}


def test_115_7d_new_target_cant_make_unchanged_illegal() -> None:
    """CR 115.7d: Arc Trail ("any target", "any other target") on bears/giant: moving the first target onto the
    Giant while the second stays on the Giant is not allowed.

    Candidates for both: alice, bob, Bears, Giant. Pairs must differ: 4 x 3 = 12 ordered choices.
    """
    st = state([obj("engine", "Lithoform Engine"), obj("bears", "Grizzly Bears", "bob"),
                obj("giant", "Hill Giant", "bob"), obj("arc_card", "Arc Trail", zone="stack")],
               [spell("arc", "arc_card", targets=["bears", "giant"])])
    a = copy(st, "arc", "engine", INSTANT)
    assert a["count"] == 12
    assert ("giant", "giant") not in as_lists(a) and ("bears", "bears") not in as_lists(a)
    assert ("giant", "bears") in as_lists(a)


def test_115_7d_unchanged_illegal_target_may_stay() -> None:
    """CR 115.7d: a target that is illegal now may stay unchanged; new targets must be legal.

    Arc Trail on a dead Bears (graveyard) and the Giant. First slot: dead Bears (kept) or alice, bob, Giant; second:
    Giant (kept) or alice, bob. 4 x 3 = 12 minus the three equal pairs (alice, alice), (bob, bob), (giant, giant):
    9 choices; the dead Bears is never a new target.
    """
    st = state([obj("engine", "Lithoform Engine"), obj("dead", "Grizzly Bears", "bob", zone="graveyard"),
                obj("giant", "Hill Giant", "bob"), obj("arc_card", "Arc Trail", zone="stack")],
               [spell("arc", "arc_card", targets=["dead", "giant"])])
    a = copy(st, "arc", "engine", INSTANT)
    assert a["count"] == 9
    assert all(c[1] != "dead" for c in a["choices"])
    assert ["dead", "giant"] in a["choices"]


def test_115_7f_division_stays_with_its_slot() -> None:
    """CR 115.7f: Bogardan Hellkite's 3/2 division can't change; who gets 3 and who gets 2 may.

    Any target: alice, bob, the Hellkite, bob's Bears; unequal shares make order matter: 4 x 3 = 12 choices.
    """
    st = state([obj("res", "Strionic Resonator"), obj("hk", "Bogardan Hellkite"),
                obj("bears", "Grizzly Bears", "bob")],
               [{"id": "etb", "kind": "triggered_ability", "source": "hk", "controller": "alice",
                 "ability": {"text": "When this creature enters"}, "targets": ["bears", "bob"], "division": [3, 2]}])
    a = copy(st, "etb", "res")
    assert a["copy"]["division"] == [3, 2]
    assert a["count"] == 12
    assert ("bob", "bears") in as_lists(a) and ("bears", "bob") in as_lists(a)


def test_115_7d_limit_and_complete() -> None:
    """CR 115.7d: the unchanged choice is listed first; ``limit`` cuts the list and says it is not complete."""
    st = state([obj("engine", "Lithoform Engine"), obj("bears", "Grizzly Bears", "bob"),
                obj("lion", "Silvercoat Lion"), obj("ez_card", "Electrolyze", zone="stack")],
               [spell("ez", "ez_card", targets=["bears", "bob"], division=[1, 1])])
    a = copy(st, "ez", "engine", INSTANT, limit=2)
    assert a["count"] == 2 and a["complete"] is False
    assert a["choices"][0] == ["bears", "bob"]
    full = copy(st, "ez", "engine", INSTANT, limit=6)
    assert full["count"] == 6 and full["complete"] is True


def test_601_2d_division_must_add_up() -> None:
    """CR 601.2d: Electrolyze divides 2 damage; a stack entry dividing 5 among its two targets is a bad request,
    and so is one that names no target for a required "target" (CR 601.2c)."""
    import pytest
    from mtgsolver.model.errors import BadRequest
    from mtgsolver.model.io import read_state
    from mtgsolver.model.queries import CopyTargetsQuery
    from mtgsolver.solver.copies import answer_copy_targets

    def request(targets: list[str], division: list[int] | None) -> dict:  # type: ignore[type-arg]
        entry = {"id": "e", "kind": "spell", "source": "elec", "controller": "alice", "targets": targets}
        if division is not None:
            entry["division"] = division
        return {
            "active_player": "alice",
            "players": [{"id": "alice"}, {"id": "bob"}],
            "objects": [{"id": "elec", "card": "Electrolyze", "controller": "alice", "zone": "stack"},
                        {"id": "twin", "card": "Twincast", "controller": "alice", "zone": "hand"}],
            "stack": [entry],
        }

    q = CopyTargetsQuery(id="q", copy_of="e", by_object=None, by_ability=None, new_targets="may_choose")
    assert answer_copy_targets(BoardView(read_state(request(["alice", "bob"], [1, 1]))), q)["copyable"] is True
    with pytest.raises(BadRequest):
        answer_copy_targets(BoardView(read_state(request(["alice", "bob"], [2, 3]))), q)
    with pytest.raises(BadRequest):
        answer_copy_targets(BoardView(read_state(request([], None))), q)


def test_115_3_time_limit_cuts_the_choices_and_says_so(monkeypatch: Any) -> None:
    """CR 115.3: Electrolyze's copy over alice, bob and 20 creatures has C(22,2) = 231 choices; with a clock that
    passes a 5 s time limit after a few reads, the answer lists fewer, ``complete`` false and ``timed_out`` true
    (every search is bounded and says when the bound cut it). Without the clock every choice is listed."""
    from mtgsolver.model.queries import CopyTargetsQuery
    from mtgsolver.solver import budget, copies

    from tests.helpers import TickingClock

    creatures = [obj(f"c{i}", "Grizzly Bears", "bob") for i in range(20)]
    st = state([obj("engine", "Lithoform Engine"), *creatures, obj("ez_card", "Electrolyze", zone="stack")],
               [spell("ez", "ez_card", targets=["c0", "bob"], division=[1, 1])])
    full = copy(st, "ez", "engine", INSTANT)
    assert full["count"] == 231 and full["complete"] and "timed_out" not in full

    monkeypatch.setattr(budget, "clock", TickingClock())
    q = CopyTargetsQuery(id="q", copy_of="ez", by_object="engine", by_ability=1, limit=1000, time_limit=5.0)
    cut = copies.answer_copy_targets(BoardView(st), q)
    assert cut["timed_out"] is True and cut["complete"] is False
    assert 1 <= cut["count"] < 231


JILT = ("Kicker {1}{R} (You may pay an additional {1}{R} as you cast this spell.)\nReturn target creature to its "
        "owner's hand. If this spell was kicked, it deals 2 damage to another target creature.")
FIGHT_WITH_FIRE = ("Kicker {5}{R} (You may pay an additional {5}{R} as you cast this spell.)\nFight with Fire deals 5 "
                   "damage to target creature. If this spell was kicked, it deals 10 damage divided as you choose "
                   "among any number of targets instead. (Those targets can include players and planeswalkers.)")


def _inline_spell(oid: str, name: str, cost: str, type_line: str, text: str) -> dict[str, object]:
    return {"id": oid, "controller": "alice", "zone": "stack", "name": name, "mana_cost": cost,
            "type_line": type_line, "oracle_text": text, "keywords": ["Kicker"]}


def test_702_33g_unkicked_spell_has_no_kicked_targets() -> None:
    """CR 702.33g, 601.2c: Jilt not kicked has only "target creature" (its kicked part's "another target creature"
    is not chosen): the copy's choices are each creature, bob's Bears or alice's Lion."""
    st = state([obj("engine", "Lithoform Engine"), obj("bears", "Grizzly Bears", "bob"), obj("lion", "Silvercoat Lion"),
                _inline_spell("jilt_card", "Jilt", "{1}{U}", "Instant", JILT)],
               [spell("jilt", "jilt_card", targets=["bears"])])
    assert as_lists(copy(st, "jilt", "engine", INSTANT)) == {("bears",), ("lion",)}


def test_702_33g_kicked_instead_replaces_the_unkicked_targets() -> None:
    """CR 702.33g, 601.2c-d, 115.3: Fight with Fire kicked deals 10 damage divided among any number of targets
    *instead*, so its only targets are those of the division: with targets bob and Bears (6 and 4), the copy keeps
    two targets with those shares, two different ones of alice, bob and the Bears, in order: 3 x 2 = 6."""
    st = state([obj("engine", "Lithoform Engine"), obj("bears", "Grizzly Bears", "bob"),
                _inline_spell("fwf_card", "Fight with Fire", "{2}{R}", "Sorcery", FIGHT_WITH_FIRE)],
               [spell("fwf", "fwf_card", targets=["bob", "bears"], division=[6, 4], paid={"kicker": True})])
    assert as_lists(copy(st, "fwf", "engine", INSTANT)) == {
        ("bob", "bears"), ("bears", "bob"), ("alice", "bob"), ("bob", "alice"), ("alice", "bears"), ("bears", "alice")}


PYROMASTER = ("[+1]: Chandra deals 1 damage to target player or planeswalker and 1 damage to up to one target "
              "creature that player or that planeswalker's controller controls. That creature can't block this turn."
              "\n[0]: Exile the top card of your library. You may play it this turn.")


def test_115_7d_creature_that_player_or_that_planeswalkers_controller_controls() -> None:
    """CR 115.7d, 115.1: a copy of Chandra, Pyromaster's +1 (targets bob and his Bears) may change either target
    only to a legal pair: the creature must be controlled by the chosen player, or by the chosen planeswalker's
    controller. Players alice, bob; planeswalker Chandra (alice's); creatures Bears (bob), Lion (alice):
    (bob, Bears) unchanged, (alice, Lion), (Chandra, Lion); never (alice, Bears) nor (bob, Lion)."""
    chandra = {"id": "chandra", "controller": "alice", "name": "Chandra, Pyromaster", "mana_cost": "{2}{R}{R}",
               "type_line": "Legendary Planeswalker — Chandra", "oracle_text": PYROMASTER, "loyalty": "4"}
    st = state([obj("engine", "Lithoform Engine"), chandra, obj("bears", "Grizzly Bears", "bob"),
                obj("lion", "Silvercoat Lion")],
               [{"id": "cp", "kind": "activated_ability", "source": "chandra", "ability": 0, "controller": "alice",
                 "targets": ["bob", "bears"]}])
    a = copy(st, "cp", "engine", "{2}, {T}: Copy target activated or triggered ability you control.")
    assert as_lists(a) == {("bob", "bears"), ("alice", "lion"), ("chandra", "lion")}


def test_707_9b_fork_copy_is_red_for_protection() -> None:
    """CR 707.9b, 702.16b: Fork's copy of bob's Giant Growth is red ("except that the copy is red"): a creature
    with protection from red can't be its target, one with protection from green can. Creatures: alice's Bears
    (the current target), bob's Silver Knight (pro red) and a pro-green 1/1: choices Bears and the pro-green one."""
    def card(oid: str, name: str, cost: str, type_line: str, text: str, controller: str = "alice",
             **kw: object) -> dict[str, object]:
        return {"id": oid, "name": name, "mana_cost": cost, "type_line": type_line, "oracle_text": text,
                "controller": controller, **kw}

    st = state([card("fork", "Fork", "{R}{R}", "Instant", "Copy target instant or sorcery spell, except that the "
                     "copy is red. You may choose new targets for the copy.", zone="hand"),
                card("knight", "Silver Knight", "{W}{W}", "Creature — Human Knight", "First strike, protection from "
                     "red", "bob", power="2", toughness="2"),
                obj("bears", "Grizzly Bears"),
                card("pg", "Green Warden", "{W}", "Creature — Human", "Protection from green", "bob", power="1",
                     toughness="1"),
                card("gg_card", "Giant Growth", "{G}", "Instant", "Target creature gets +3/+3 until end of turn.",
                     "bob", zone="stack")],
               [spell("gg", "gg_card", "bob", targets=["bears"])])
    assert as_lists(copy(st, "gg", "fork", 0)) == {("bears",), ("pg",)}


def test_115_3_entry_naming_one_target_twice_is_refused() -> None:
    """CR 115.3: Electrolyze's one "targets" can't name bob twice: a stack entry that does is bad_request at
    copy_of (the original could not have been cast that way)."""
    import pytest
    from mtgsolver.model.errors import BadRequest

    st = state([obj("engine", "Lithoform Engine"), obj("ez_card", "Electrolyze", zone="stack")],
               [spell("ez", "ez_card", targets=["bob", "bob"], division=[1, 1])])
    with pytest.raises(BadRequest) as info:
        copy(st, "ez", "engine", INSTANT)
    assert info.value.path == "copy_of"


def test_601_2d_a_division_among_some_targets_only_is_never_guessed() -> None:
    """CR 601.2d: Fiery Justice divides 5 damage among one, two or three targets and has "Target opponent" besides:
    a division of one share per target doesn't say which targets share the damage, so a stack entry with a
    division is unsupported_text at it (the state can't be read as given), never read as some other split."""
    with pytest.raises(UnsupportedText) as error:
        state([obj("fj_card", "Fiery Justice", "bob", zone="stack"), obj("bears", "Grizzly Bears"),
               obj("elves", "Llanowar Elves")],
              [spell("fj", "fj_card", "bob", targets=["bears", "elves", "alice"], division=[3, 2])])
    assert error.value.path == "state.stack[0].division"
