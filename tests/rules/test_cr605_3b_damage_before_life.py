"""CR 601.2g-h, 605.3b, 119.4, 605.5a: a mana ability resolves as soon as it is activated, during 601.2g, so a pain
land's damage lowers the life total before the total cost, and the life it asks for, is paid (601.2h); City of
Brass's damage is a triggered ability that waits (605.5a). Boards of issue 16 and case T2_33."""

from __future__ import annotations

from mtgsolver import Board


def _board(life: int, *cards: str) -> Board:
    return Board.from_json({"active_player": "alice", "players": [{"id": "alice", "life": life}],
                            "objects": [{"id": f"l{i}", "card": c, "controller": "alice"}
                                        for i, c in enumerate(cards)]})


def test_605_3b_pain_land_damage_comes_before_phyrexian_life() -> None:
    """CR 605.3b, 119.4: at 2 life, Adarkar Wastes' {U} deals 1 damage at once; 1 life is left, so {W/P} can't be
    paid with 2 life: {U}{W/P} is not payable (and no payment is listed)."""
    board = _board(2, "Adarkar Wastes")
    assert board.is_payable("alice", "{U}{W/P}") is False
    assert list(board.payments("alice", "{U}{W/P}")) == []
    assert board.best_payment("alice", "{U}{W/P}") is None


def test_605_3b_two_pain_lands_at_four_life() -> None:
    """CR 605.3b, 119.4: at 4 life, two Adarkar Wastes pay {U}{W/P}{W/P}: one makes {U}, the other {W}, 2 damage
    leave 2 life, which pays the other {W/P}. Either land may make the {U}: 2 payments, each of 2 sources; one
    land and 4 life can't (its damage leaves 3)."""
    board = _board(4, "Adarkar Wastes", "Adarkar Wastes")
    payments = list(board.payments("alice", "{U}{W/P}{W/P}"))
    assert sorted(sorted((a.object, str(a.produces)) for a in p.activations) for p in payments) == [
        [("l0", "{U}"), ("l1", "{W}")], [("l0", "{W}"), ("l1", "{U}")]]
    assert all(p.life == 2 and p.life_lost == 2 for p in payments)
    best = board.best_payment("alice", "{U}{W/P}{W/P}")
    assert best is not None and len(best.activations) == 2


def test_605_5a_city_of_brass_damage_waits() -> None:
    """CR 605.5a, 603.3: City of Brass's damage is a triggered ability, put on the stack after the spell is cast;
    at 2 life its {U} and 2 life pay {U}{W/P}."""
    assert _board(2, "City of Brass").is_payable("alice", "{U}{W/P}") is True
