"""CR 700.5, 205.1a: the Theros gods' "As long as your devotion to <colour(s)> is less than N, <name> isn't a
creature." is read: while the devotion is below N, layer 4 removes the god's creature type and its creature types
(CR 205.1a), so a cost that needs a creature can't use it (CR 118.3).

A player's devotion to a colour is the number of mana symbols of that colour among the mana costs of the
permanents they control; to two colours, the symbols that are either or both (CR 700.5), worked out before any
effect but copy, control and text changes (CR 700.5a). Expected values are worked out from the Oracle text:

* Heliod, Sun-Crowned {2}{W}, Legendary Enchantment Creature — God: "As long as your devotion to white is less
  than five, Heliod isn't a creature.";
* Athreos, Shroud-Veiled {4}{W}{B}: "As long as your devotion to white and black is less than seven, Athreos
  isn't a creature.";
* Glorious Anthem {1}{W}{W}, Enchantment: "Creatures you control get +1/+1.";
* an inline "Altar" artifact: "Sacrifice a creature: Add {C}{C}." (Ashnod's Altar's wording).
"""

from __future__ import annotations

from typing import Any

from mtgsolver import solve

ALTAR = {"id": "altar", "name": "Altar", "type_line": "Artifact", "mana_cost": "{3}",
         "oracle_text": "Sacrifice a creature: Add {C}{C}.", "controller": "alice"}


def obj(oid: str, card: str, controller: str = "alice") -> dict[str, Any]:
    return {"id": oid, "card": card, "controller": controller}


def shrine(oid: str, mana_cost: str) -> dict[str, Any]:
    return {"id": oid, "name": f"Shrine {oid}", "type_line": "Enchantment", "mana_cost": mana_cost,
            "oracle_text": "", "controller": "alice"}


def result(objects: list[dict[str, Any]], query: dict[str, Any]) -> dict[str, Any]:
    state = {"active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}], "objects": objects}
    response, _ = solve({"state": state, "queries": [{"id": "q", **query}]})
    (answer,) = response["results"]
    assert answer["ok"], answer
    return answer  # type: ignore[no-any-return]


def altar_pays(objects: list[dict[str, Any]]) -> bool:
    """Can Alice pay {C}{C}? Only the Altar makes {C}, by sacrificing a creature."""
    return result([ALTAR, *objects], {"kind": "payments", "player": "alice", "cost": "{C}{C}", "mode": "check"})[
        "payable"]  # type: ignore[no-any-return]


def test_700_5_heliod_alone_is_no_creature_to_sacrifice() -> None:
    """CR 700.5, 205.1a, 118.3: Alice's devotion to white is Heliod's own {W}: 1, less than five, so Heliod isn't a
    creature and the Altar has nothing to sacrifice: {C}{C} is not payable."""
    assert altar_pays([obj("h", "Heliod, Sun-Crowned")]) is False


def test_700_5_two_anthems_make_heliod_a_creature() -> None:
    """CR 700.5: with two Glorious Anthems ({W}{W} each) Alice's devotion to white is 1 + 2 + 2 = 5, not less than
    five: Heliod is a creature, and the Altar sacrifices it for {C}{C} (the only payment)."""
    board = [obj("h", "Heliod, Sun-Crowned"), obj("a1", "Glorious Anthem"), obj("a2", "Glorious Anthem")]
    assert altar_pays(board) is True
    every = result([ALTAR, *board], {"kind": "payments", "player": "alice", "cost": "{C}{C}"})
    assert [[a.get("sacrificed") for a in p["activations"]] for p in every["payments"]] == [["h"]]


def test_700_5_only_the_permanents_the_player_controls_count() -> None:
    """CR 700.5: an Anthem Bob controls is not in Alice's devotion: 1 + 2 = 3 < 5, Heliod isn't a creature."""
    board = [obj("h", "Heliod, Sun-Crowned"), obj("a1", "Glorious Anthem"), obj("a2", "Glorious Anthem", "bob")]
    assert altar_pays(board) is False


def test_700_5_a_hybrid_symbol_of_both_colours_counts_once() -> None:
    """CR 700.5: devotion to white and black counts each symbol that is white, black or both once: Athreos's {W}{B}
    (2) and five {W/B} make 7, not less than seven (a creature); four {W/B} make 6 (not a creature)."""
    athreos = obj("a", "Athreos, Shroud-Veiled")
    assert altar_pays([athreos, shrine("s", "{W/B}{W/B}{W/B}{W/B}{W/B}")]) is True
    assert altar_pays([athreos, shrine("s", "{W/B}{W/B}{W/B}{W/B}")]) is False


def test_205_1a_heliod_reads_as_a_static_ability() -> None:
    """CR 113.3d, 604.1: the sentence is a static ability the reader understands: nothing of Heliod's is
    unsupported."""
    answer = result([obj("h", "Heliod, Sun-Crowned")], {"kind": "abilities", "object": "h"})
    assert answer["unsupported"] == []
