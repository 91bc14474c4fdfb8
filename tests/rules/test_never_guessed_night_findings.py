"""An outside tester's findings of the night, each a silent wrong answer before (or an over-flag), by rule.

Card text (Oracle):

* Heliod, Sun-Crowned {2}{W}: "As long as your devotion to white is less than five, Heliod isn't a creature.";
* Altar of the Pantheon: "Your devotion to each color and each combination of colors is increased by one." (CR
  700.5a: devotion counts the effects that modify it, which are not read);
* Everlasting Lich: "Everlasting Lich can't die." (its reminder: it has indestructible and can't be sacrificed);
* Ashnod's Altar: "Sacrifice a creature: Add {C}{C}."; Grizzly Bears, a creature with no text;
* Sludge Monster: "Non-Horror creatures with slime counters on them lose all abilities and have base power and
  toughness 2/2."; Llanowar Elves: "{T}: Add {G}.";
* Dwarven Hold: "Remove any number of storage counters from this land: Add {R} for each storage counter removed
  this way." (with its other abilities);
* Riptide Laboratory: "{1}{U}, {T}: Return target Wizard you control to its owner's hand."; Black Mage's Rod, an
  Equipment whose "Equipped creature ... is a Wizard in addition to its other types." is not read.
"""

from __future__ import annotations

from typing import Any

from mtgsolver import solve


def obj(oid: str, card: str, **kw: Any) -> dict[str, Any]:
    return {"id": oid, "card": card, "controller": "alice", **kw}


def results(objects: list[dict[str, Any]], *queries: dict[str, Any]) -> list[dict[str, Any]]:
    state = {"active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}], "objects": objects}
    response, _ = solve({"state": state, "queries": [{"id": f"q{i}", **q} for i, q in enumerate(queries)]})
    return response["results"]  # type: ignore[no-any-return]


def assert_unsupported_at(result: dict[str, Any], path: str) -> None:
    assert not result["ok"] and result["error"]["code"] == "unsupported_text", result
    assert result["error"]["path"] == path, result


WWW = {"id": "www", "name": "WWW", "type_line": "Enchantment", "mana_cost": "{W}{W}{W}", "oracle_text": "",
       "controller": "alice"}
OUTLET = {"id": "so", "name": "Outlet", "type_line": "Artifact", "mana_cost": "{1}",
          "oracle_text": "Sacrifice a creature: You gain 1 life.", "controller": "alice"}


def test_700_5a_an_unread_change_of_devotion_is_not_guessed() -> None:
    """CR 700.5a, 205.1a: with Altar of the Pantheon, Alice's devotion to white may be 1 + 3 + 1 = 5 (Heliod a
    creature to sacrifice) or not; the Altar's sentence is not read, so whether the outlet can be activated is
    ``unsupported_text`` at the Altar, never "nothing to sacrifice"."""
    board = [obj("h", "Heliod, Sun-Crowned"), WWW, obj("ap", "Altar of the Pantheon", tapped=True), OUTLET]
    (can,) = results(board, {"kind": "can_activate", "object": "so", "ability": 0})
    assert_unsupported_at(can, "state.objects[2]")


def test_700_5_without_a_devotion_change_the_outlet_has_no_creature() -> None:
    """CR 700.5, 602.2, 118.3: without the Altar of the Pantheon the devotion is 1 + 3 = 4, less than five: Heliod
    isn't a creature and the outlet can't be activated."""
    (can,) = results([obj("h", "Heliod, Sun-Crowned"), WWW, OUTLET],
                     {"kind": "can_activate", "object": "so", "ability": 0})
    assert can["ok"] and can["legal"] is False, can


def test_701_21a_cant_die_is_not_guessed() -> None:
    """CR 701.21a, 702.12b: Everlasting Lich "can't die" (it can't be sacrificed), which is not read: whether
    Ashnod's Altar pays {2} by sacrificing it is ``unsupported_text`` at the Lich, never "yes"."""
    pay, can = results([obj("lich", "Everlasting Lich"), obj("alt", "Ashnod's Altar")],
                       {"kind": "payments", "player": "alice", "cost": "{2}", "mode": "check"},
                       {"kind": "can_activate", "object": "alt", "ability": 0})
    assert_unsupported_at(pay, "state.objects[0]")
    assert_unsupported_at(can, "state.objects[0]")


def test_701_21a_you_cant_sacrifice_creatures_is_not_guessed() -> None:
    """CR 701.21a, 118.3: an unread "You can't sacrifice creatures." could stop Ashnod's Altar from sacrificing the
    Bears: {2} is ``unsupported_text`` at it."""
    rule = {"id": "e", "name": "Ench", "type_line": "Enchantment", "mana_cost": "{1}",
            "oracle_text": "You can't sacrifice creatures.", "controller": "alice"}
    (pay,) = results([rule, obj("alt", "Ashnod's Altar"), obj("b", "Grizzly Bears")],
                     {"kind": "payments", "player": "alice", "cost": "{2}", "mode": "check"})
    assert_unsupported_at(pay, "state.objects[0]")


def test_122_1_a_counter_kind_is_read_case_insensitively() -> None:
    """CR 122.1: "Slime" and "slime counter" are slime counters, so the unread Sludge Monster sentence could be
    about the Elves: {G} is ``unsupported_text`` at the Monster, as with "slime"; three "Storage" counters on
    Dwarven Hold pay {R}{R}{R} (CR 107.3, 118.3)."""
    for kind in ("slime", "Slime", "slime counter"):
        (pay,) = results([obj("s", "Sludge Monster"), obj("e", "Llanowar Elves", counters={kind: 1})],
                         {"kind": "payments", "player": "alice", "cost": "{G}", "mode": "check"})
        assert_unsupported_at(pay, "state.objects[0]")
    (hold,) = results([obj("d", "Dwarven Hold", counters={"Storage": 3})],
                      {"kind": "payments", "player": "alice", "cost": "{R}{R}{R}", "mode": "check"})
    assert hold["ok"] and hold["payable"] is True, hold


def test_301_5a_an_unattached_equipment_makes_no_wizard_to_target() -> None:
    """CR 301.5a, 601.2c, 602.2b: with Black Mage's Rod attached to nothing, Alice controls no Wizard (Grizzly
    Bears is a Bear): Riptide Laboratory's ability has no legal target."""
    board = [obj("rl", "Riptide Laboratory"), obj("i1", "Island"), obj("i2", "Island"), obj("b", "Grizzly Bears"),
             obj("r", "Black Mage's Rod")]
    (can,) = results(board, {"kind": "can_activate", "object": "rl", "ability": 1})
    assert can["ok"] and can["legal"] is False, can
    assert any(r["rule"] == "CR 601.2c" for r in can["reasons"]), can
