"""CR 301.5a, 303.4b: "equipped creature" and "enchanted creature" are the object the Equipment or Aura is attached
to, so an unread sentence about it changes nothing while it is attached to nothing, whatever the answer reads;
attached, it counts (never guessed). Expected values are worked out from the Oracle text:

* Reflecting Pool: "{T}: Add one mana of any type that a land you control could produce.";
* Elvish Archdruid (Elf Druid): "Other Elf creatures you control get +1/+1." and "{T}: Add {G} for each Elf you
  control." (it is an Elf itself: {G});
* Black Mage's Rod (Equipment): "Equipped creature gets +1/+0, has "Whenever you cast a noncreature spell, ..." and
  is a Wizard in addition to its other types." (not read);
* Forest: "({T}: Add {G}.)".
"""

from __future__ import annotations

from typing import Any

from mtgsolver import solve


def answers(rod: dict[str, Any]) -> list[dict[str, Any]]:
    objects = [{"id": "pool", "card": "Reflecting Pool", "controller": "alice"},
               {"id": "f", "card": "Forest", "controller": "alice"},
               {"id": "arch", "card": "Elvish Archdruid", "controller": "alice"},
               {"id": "rod", "card": "Black Mage's Rod", "controller": "alice", **rod}]
    state = {"active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}], "objects": objects}
    queries = [{"id": "q1", "kind": "could_produce", "object": "pool"},
               {"id": "q2", "kind": "payments", "player": "alice", "cost": "{G}{G}{G}", "mode": "check"}]
    response, _ = solve({"state": state, "queries": queries})
    return response["results"]  # type: ignore[no-any-return]


def test_301_5a_an_unattached_equipment_changes_nothing() -> None:
    """CR 301.5a, 106.7: with the Rod attached to nothing, Reflecting Pool could produce {G} (the Forest's type),
    and {G}{G}{G} is payable: the Forest, the Pool and the Archdruid (one Elf) each add {G} (CR 605.3a)."""
    cp, pay = answers({})
    assert cp["ok"] and cp["types"] == ["G"], cp
    assert pay["ok"] and pay["payable"] is True, pay


def test_205_1b_an_attached_rod_adds_a_wizard_which_no_count_of_elves_reads() -> None:
    """CR 301.5a, 205.1b, 613.1d: attached to the Archdruid, the Rod's unread sentence makes it a Wizard too, gives
    +1/+0 and a triggered ability: none of that changes a count of Elves, nor what the Pool could produce, so the
    answers are those of the unattached Rod."""
    cp, pay = answers({"attached_to": "arch"})
    assert cp["ok"] and cp["types"] == ["G"], cp
    assert pay["ok"] and pay["payable"] is True, pay


def test_301_5a_an_attached_equipment_with_unread_text_is_not_guessed() -> None:
    """CR 301.5a, 613.1d: an Equipment whose unread sentence makes the equipped creature an Elf, attached to Grizzly
    Bears, could add an Elf to the Archdruid's count ({G}{G} from it and the Forest's {G} would pay {G}{G}{G}, which
    the Archdruid's one Elf and the Forest don't): ``unsupported_text`` at it."""
    rod = {"id": "elfrod", "name": "Elf Rod", "type_line": "Artifact — Equipment", "controller": "alice",
           "oracle_text": 'Equipped creature is an Elf in addition to its other types and has "Whenever this creature '
                          'attacks, you gain 1 life."\nEquip {2}', "attached_to": "bears"}
    objects = [{"id": "f", "card": "Forest", "controller": "alice"},
               {"id": "arch", "card": "Elvish Archdruid", "controller": "alice"},
               {"id": "bears", "card": "Grizzly Bears", "controller": "alice"}, rod]
    state = {"active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}], "objects": objects}
    response, _ = solve({"state": state, "queries": [{"id": "q", "kind": "payments", "player": "alice",
                                                       "cost": "{G}{G}{G}", "mode": "check"}]})
    (result,) = response["results"]
    assert not result["ok"] and result["error"]["code"] == "unsupported_text", result
    assert result["error"]["path"] == "state.objects[3]", result
