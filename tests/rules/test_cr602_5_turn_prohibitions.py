"""CR 602.5, 605.1a, 605.3a, 101.2: prohibitions on activating abilities that depend on whose turn it is.

Cards (current Oracle text): Grand Abolisher: "During your turn, your opponents can't cast spells or activate
abilities of artifacts, creatures, or enchantments." City of Solitude: "Players can cast spells and activate abilities
only during their own turns." Llanowar Elves: "{T}: Add {G}." Forest: "{T}: Add {G}." (CR 305.6). Prodigal
Pyromancer: "{T}: This creature deals 1 damage to any target." Feral Hydra: "{3}: Put a +1/+1 counter on this
creature. Any player may activate this ability." Mana Cache: "Remove a charge counter: Add {C}. Any player may
activate this ability but only during their turn before the end step."
"""

from __future__ import annotations

from typing import Any

import pytest
from mtgsolver.model.errors import UnsupportedText
from mtgsolver.solver.activation import can_activate
from mtgsolver.solver.payments import is_payable
from mtgsolver.solver.view import BoardView

from tests.helpers import obj, pay, read_state


def _state(active: str, *objects: dict[str, Any]) -> BoardView:
    return BoardView(read_state({"active_player": active, "players": [{"id": "alice"}, {"id": "bob"}],
                                 "objects": list(objects)}))


BOBS = (obj("elves", "Llanowar Elves", controller="bob"), obj("bob-forest", "Forest", controller="bob"),
        obj("pyro", "Prodigal Pyromancer", controller="bob"))


def test_602_5_grand_abolisher_stops_opponents_creature_mana_on_its_controllers_turn() -> None:
    """CR 602.5, 605.1a: on Alice's turn her Grand Abolisher stops Bob activating abilities of creatures: his
    Llanowar Elves can't tap for mana (a mana ability is an activated ability) and his Prodigal Pyromancer can't
    ping, but his Forest (a land) still pays {G}: {G} payable, {G}{G} not. Alice's own Forest is not stopped."""
    bv = _state("alice", obj("abolisher", "Grand Abolisher"), obj("forest", "Forest"), *BOBS)
    assert is_payable(bv, pay("{G}", player="bob"))
    assert not is_payable(bv, pay("{G}{G}", player="bob"))
    assert can_activate(bv, "pyro", 0)[0] is False
    assert is_payable(bv, pay("{G}"))


def test_602_5_grand_abolisher_does_nothing_on_an_opponents_turn() -> None:
    """CR 602.5: "During your turn": on Bob's turn Alice's Grand Abolisher stops nothing: Bob's Elves and Forest pay
    {G}{G}, and his Pyromancer can be activated."""
    bv = _state("bob", obj("abolisher", "Grand Abolisher"), obj("forest", "Forest"), *BOBS)
    assert is_payable(bv, pay("{G}{G}", player="bob"))
    assert can_activate(bv, "pyro", 0) == (True, [])


@pytest.mark.parametrize(("active", "alice_pays", "bob_pays"), [("alice", True, False), ("bob", False, True)])
def test_602_5_city_of_solitude_only_the_active_player_activates(active: str, alice_pays: bool,
                                                                 bob_pays: bool) -> None:
    """CR 602.5, 605.3a: under City of Solitude a player activates abilities, mana abilities too, only during their
    own turn: whoever's turn it is pays {G} with a Forest; the other player pays nothing."""
    bv = _state(active, obj("city", "City of Solitude"), obj("forest", "Forest"),
                obj("bob-forest", "Forest", controller="bob"))
    assert is_payable(bv, pay("{G}")) is alice_pays
    assert is_payable(bv, pay("{G}", player="bob")) is bob_pays


def test_602_2_any_player_may_activate_under_grand_abolisher_is_not_guessed() -> None:
    """CR 602.2, 602.2a: Feral Hydra's "{3}: Put a +1/+1 counter on this creature. Any player may activate this
    ability." may be activated by either player; on Bob's turn Bob's Grand Abolisher stops Alice but not Bob, and
    the question doesn't say who activates: not guessed (error at the Abolisher). On Alice's turn the Abolisher
    stops no one: the ability can be activated."""
    hydra = obj("hydra", "Feral Hydra")
    abolisher = obj("abolisher", "Grand Abolisher", controller="bob")
    with pytest.raises(UnsupportedText) as error:
        can_activate(_state("bob", abolisher, hydra), "hydra", 1)
    assert error.value.path == "state.objects[0]"
    assert can_activate(_state("alice", abolisher, hydra), "hydra", 1) == (True, [])


def test_602_2_another_players_mana_ability_anyone_may_activate_is_not_left_out() -> None:
    """CR 602.2, 605.3a: Alice's Mana Cache (2 charge counters): "Remove a charge counter: Add {C}. Any player may
    activate this ability but only during their turn before the end step." On his turn Bob could activate it: with
    his Forest, whether he can pay {G}{C} is not guessed (error at the Cache); {G} he pays with the Forest."""
    bv = _state("bob", obj("cache", "Mana Cache", counters={"charge": 2}), obj("bob-forest", "Forest",
                                                                              controller="bob"))
    with pytest.raises(UnsupportedText) as error:
        is_payable(bv, pay("{G}{C}", player="bob"))
    assert error.value.path == "state.objects[0]"
    assert is_payable(bv, pay("{G}", player="bob"))


def test_602_2_activatable_lists_another_players_ability_anyone_may_activate() -> None:
    """CR 602.2: Bob's Feral Hydra says any player may activate its ability, so Alice's list of what she can
    activate can't leave it out: it is in ``unknown`` (who pays and when is not decided for her), at the Hydra.
    Bob's own list decides it."""
    from tests.helpers import board

    b = board(obj("hydra", "Feral Hydra", controller="bob"), obj("forest", "Forest"))
    alices = b.ask("activatable", player="alice")
    assert [(u["object"], u["ability"], u["error"]["path"]) for u in alices["unknown"]] == [
        ("hydra", 1, "state.objects[0]")]
    assert "unknown" not in b.ask("activatable", player="bob")
