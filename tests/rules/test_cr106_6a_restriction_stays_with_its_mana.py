"""CR 106.6, 106.6a, 605.1b: a spending restriction is on the mana the restricted ability made; a replacement
effect's extra mana shares it, a triggered mana ability's mana is that trigger's own and is unrestricted.

Mishra's Workshop: "{T}: Add {C}{C}{C}. Spend this mana only to cast artifact spells." Mana Flare: "Whenever a
player taps a land for mana, that player adds one mana of any type that land produced." Mana Reflection: "If you
tap a permanent for mana, it produces twice as much of that mana instead."
"""

from __future__ import annotations

from mtgsolver import Board

ENDLESS_ONE = {"id": "endless", "name": "Endless One", "mana_cost": "{X}", "type_line": "Creature — Eldrazi",
               "oracle_text": "This creature enters with X +1/+1 counters on it.", "keywords": [],
               "controller": "alice", "zone": "hand"}


def _board(effect: str) -> Board:
    return Board.from_json({
        "active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
        "objects": [{"id": "workshop", "card": "Mishra's Workshop", "controller": "alice"},
                    {"id": "effect", "card": effect, "controller": "alice"},
                    ENDLESS_ONE,
                    {"id": "engine", "card": "Lithoform Engine", "controller": "alice", "zone": "hand"}]})


def test_106_6_605_1b_mana_flares_extra_mana_on_mishras_workshop_is_unrestricted() -> None:
    """CR 106.6, 605.1b: tapping Workshop makes {C}{C}{C} (artifact spells only) and Mana Flare's trigger adds {C}
    of its own. So the non-artifact Endless One's {X} is paid for X = 1 (the Flare's {C}) but not X = 2, an
    artifact's {4} (Lithoform Engine) by all four; Workshop tapped once is the only payment of X = 1."""
    board = _board("Mana Flare")
    assert board.is_payable("alice", "{X}", x=1, spend_on="endless")
    assert not board.is_payable("alice", "{X}", x=2, spend_on="endless")
    assert board.is_payable("alice", "{4}", spend_on="engine")
    assert not board.is_payable("alice", "{5}", spend_on="engine")
    (payment,) = list(board.payments("alice", "{X}", x=1, spend_on="endless"))
    assert [a.object for a in payment.activations] == ["workshop"]


def test_106_6_605_1b_castable_endless_one_has_largest_x_one_with_mana_flare() -> None:
    """CR 106.6, 605.1b, 107.3a: casting Endless One, the largest X its total cost {X} can be paid with is 1:
    only Mana Flare's {C} may be spent on a creature spell."""
    answer = _board("Mana Flare").castable("alice", "endless")
    (option,) = [o for o in answer["options"] if o["option"] == "mana_cost"]
    assert answer["castable"] is True
    assert option["max_x"] == 1


def test_106_6a_mana_reflections_extra_mana_on_mishras_workshop_stays_restricted() -> None:
    """CR 106.6a: Mana Reflection doubles Workshop's mana to six {C} by a replacement effect, and the extra mana is
    restricted too: nothing of it pays Endless One's {X} for X = 1, and an artifact spell may use all six."""
    board = _board("Mana Reflection")
    assert not board.is_payable("alice", "{X}", x=1, spend_on="endless")
    assert board.is_payable("alice", "{6}", spend_on="engine")
    assert not board.is_payable("alice", "{7}", spend_on="engine")
