"""CR 707.10, 707.10b, 707.10c, 707.10f: what a copy of a spell or ability carries, and whose it is."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "copies"))
from copykit import as_lists, copy, obj, state
from mtgsolver.model.errors import BadRequest, UnknownAbility, UnknownObject

INSTANT = "{3}, {T}: Copy target instant or sorcery spell you control."


def spell(id: str, source: str, controller: str = "alice", **kw: object) -> dict[str, object]:
    return {"id": id, "kind": "spell", "source": source, "controller": controller, **kw}


def test_707_10_carried_values() -> None:
    """CR 707.10: a copy copies modes, targets, X and additional costs, and isn't cast; kicked Burst Lightning."""
    st = state([obj("engine", "Lithoform Engine"), obj("burst_card", "Burst Lightning", zone="stack")],
               [spell("burst", "burst_card", targets=["bob"], paid={"kicker": True})])
    a = copy(st, "burst", "engine", INSTANT)
    assert a["copy"] == {"modes": [], "x": None, "division": None,
                         "paid": {"kicker": True, "alternative": None, "sacrificed": [], "additional": []},
                         "source": "burst_card", "controller": "alice", "cast": False, "becomes_token": False,
                         "new_targets_allowed": True}
    assert a["reasons"] == [] and a["copyable"] is True


def test_707_10_controller_is_who_put_it_on_the_stack() -> None:
    """CR 707.10: Dualcaster Mage (bob's) copies alice's Flame Slash: bob controls the copy."""
    st = state([obj("mage", "Dualcaster Mage", "bob", summoning_sick=True), obj("bears", "Grizzly Bears", "bob"),
                obj("slash_card", "Flame Slash", zone="stack")],
               [spell("slash", "slash_card", targets=["bears"])])
    a = copy(st, "slash", "mage", "When this creature enters")
    assert a["copy"]["controller"] == "bob"
    assert as_lists(a) == {("bears",), ("mage",)}  # "target creature": the two creatures


def test_707_10b_same_source() -> None:
    """CR 707.10b: a copy of an ability has the same source: Prodigal Pyromancer, for Rings of Brighthearth."""
    st = state([obj("rings", "Rings of Brighthearth"), obj("pyro", "Prodigal Pyromancer", tapped=True)],
               [{"id": "ping", "kind": "activated_ability", "source": "pyro", "ability": 0, "controller": "alice",
                 "targets": ["bob"]}])
    assert copy(st, "ping", "rings")["copy"]["source"] == "pyro"


def test_707_10c_targets_read_for_the_copy_controller() -> None:
    """CR 707.10c: Twincast (alice) copies bob's Prey Upon; "you control" now means alice.

    Slot 1 (creature you control): bob's Bears kept, or alice's Lion. Slot 2 (creature you don't control): alice's
    Lion kept, or bob's Bears. Two different words, so 2 x 2 = 4 choices (CR 115.3).
    """
    st = state([obj("twincast", "Twincast", zone="hand"), obj("bears", "Grizzly Bears", "bob"),
                obj("lion", "Silvercoat Lion"), obj("prey_card", "Prey Upon", "bob", zone="stack")],
               [spell("prey", "prey_card", "bob", targets=["bears", "lion"])])
    a = copy(st, "prey", "twincast", 0)
    assert a["copy"]["controller"] == "alice"
    assert as_lists(a) == {("bears", "lion"), ("lion", "lion"), ("bears", "bears"), ("lion", "bears")}


def test_707_10c_copy_of_a_copy() -> None:
    """CR 707.10c: a copy on the stack is a spell: Lithoform Engine copies a copy of Lightning Bolt.
    Any target: alice, bob (no creatures) -> two choices."""
    st = state([obj("engine", "Lithoform Engine"), obj("bolt_card", "Lightning Bolt", zone="stack")],
               [spell("bolt", "bolt_card", targets=["bob"]), spell("bolt2", "bolt_card", targets=["bob"],
                                                                    is_copy=True)])
    a = copy(st, "bolt2", "engine", INSTANT)
    assert a["copyable"] and as_lists(a) == {("bob",), ("alice",)}


def test_707_10f_permanent_spell_token() -> None:
    """CR 707.10f: Double Major copies kicked Thieving Skydiver (kicker X=1): a token, kicked, X=1, no targets."""
    st = state([obj("major", "Double Major", zone="hand"), obj("sky_card", "Thieving Skydiver", zone="stack")],
               [spell("sky", "sky_card", x=1, paid={"kicker": True})])
    a = copy(st, "sky", "major")
    assert a["copy"]["becomes_token"] is True and a["copy"]["x"] == 1 and a["copy"]["paid"]["kicker"] is True
    assert a["choices"] == [[]]


def test_707_10_errors() -> None:
    """CR 707.10: bad input raises the error family with paths relative to the query."""
    st = state([obj("engine", "Lithoform Engine"), obj("bolt_card", "Lightning Bolt", zone="stack")],
               [spell("bolt", "bolt_card", targets=["bob"])])
    with pytest.raises(UnknownObject) as e1:
        copy(st, "nothing", "engine", INSTANT)
    assert e1.value.path == "copy_of"
    with pytest.raises(UnknownAbility) as e2:
        copy(st, "bolt", "engine", 9)
    assert e2.value.path == "by.ability"
    with pytest.raises(BadRequest) as e3:
        copy(st, "bolt", "engine", INSTANT, new_targets="sometimes")
    assert e3.value.path == "new_targets"
    st2 = state([obj("bears", "Grizzly Bears"), obj("bolt_card", "Lightning Bolt", zone="stack")],
                [spell("bolt", "bolt_card", targets=["bob"])])
    with pytest.raises(UnknownAbility):
        copy(st2, "bolt", "bears", 0)  # Grizzly Bears has no abilities


def test_g6_copied_etb_trigger_targets_use_the_x_paid() -> None:
    """Ruling G6, CR 107.3m, 707.10: Thieving Skydiver kicked with X=1 (the object's ``x``) has its enters trigger
    on the stack without an ``x`` of its own; Strionic Resonator's copy uses that X=1, so "target artifact with mana
    value X or less" may be bob's Sol Ring or Expedition Map (mana value 1), not his Lithoform Engine (4)."""
    st = state([obj("res", "Strionic Resonator"), obj("sky", "Thieving Skydiver", x=1),
                obj("ring", "Sol Ring", "bob"), obj("map", "Expedition Map", "bob"),
                obj("engine", "Lithoform Engine", "bob")],
               [{"id": "t", "kind": "triggered_ability", "source": "sky", "controller": "alice",
                 "ability": {"text": "When this creature enters"}, "targets": ["ring"]}])
    a = copy(st, "t", "res", "{2}, {T}: Copy target triggered ability you control.")
    assert a["copy"]["x"] == 1
    assert as_lists(a) == {("ring",), ("map",)}


def test_603_2_702_33d_verazol_copies_only_a_kicked_spell() -> None:
    """CR 603.2, 702.33d: Verazol ("Whenever you cast a kicked spell, ... copy that spell") sees alice's Kavu Titan
    only when its kicker was paid; the copy carries the kicker (CR 707.10) and becomes a token (CR 707.10f)."""
    objects = [obj("verazol", "Verazol, the Split Current", counters={"+1/+1": 2}),
               obj("titan", "Kavu Titan", zone="stack")]

    def entry(kicked: bool) -> list[dict[str, object]]:
        return [{"id": "s", "kind": "spell", "source": "titan", "controller": "alice", "paid": {"kicker": kicked}}]

    kicked = copy(state(objects, entry(True)), "s", "verazol", "Whenever you cast a kicked spell")
    assert kicked["copyable"] and kicked["copy"]["paid"]["kicker"] and kicked["copy"]["becomes_token"]
    plain = copy(state(objects, entry(False)), "s", "verazol", "Whenever you cast a kicked spell")
    assert not plain["copyable"] and plain["reasons"][0]["rule"] == "CR 603.2"
