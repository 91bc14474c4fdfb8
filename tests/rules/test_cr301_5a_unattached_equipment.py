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


def test_301_5a_an_attached_equipment_with_unread_text_is_not_guessed() -> None:
    """CR 301.5a, 613.1d: attached to the Archdruid, the Rod's unread sentence could change it (it reads the Elves
    it counts): both answers are ``unsupported_text`` at the Rod."""
    for result in answers({"attached_to": "arch"}):
        assert not result["ok"] and result["error"]["code"] == "unsupported_text", result
        assert result["error"]["path"] == "state.objects[3]", result
