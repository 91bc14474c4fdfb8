""""Spend this mana only on costs that contain {X}" (Rosheen Meanderer, Elementalist's Palette, Nexos): the mana
may pay any cost with {X} in it, any part of that cost, and no other cost (CR 106.6, 107.3).

Card wording is the current Oracle text of ``../shared/data/oracle-corpus.jsonl.gz``, inline here so the tests
run without the shared folder.
"""

from __future__ import annotations

import pytest

from mtgsolver import Board
from tests.helpers import inline, obj

ROSHEEN = inline("rosheen", "Rosheen Meanderer", "Legendary Creature — Giant Shaman",
                 "{T}: Add {C}{C}{C}{C}. Spend this mana only on costs that contain {X}.", mana_cost="{3}{R}{G}",
                 power="4", toughness="4")
NEXOS = inline("nexos", "Nexos", "Creature — Human Tyranid Advisor",
               "Strategic Coordinator — Basic lands you control have \"{T}: Add {C}{C}. Spend this mana only on "
               "costs that contain {X}.\"", mana_cost="{1}{G}{U}", power="1", toughness="4")
FIREBALL = inline("fireball", "Fireball", "Sorcery",
                  "This spell costs {1} more to cast for each target beyond the first.\nFireball deals X damage "
                  "divided evenly, rounded down, among any number of targets.", mana_cost="{X}{R}", zone="hand")


def _board(*objects: dict[str, object]) -> Board:
    return Board.from_json({"active_player": "alice", "players": [{"id": "alice", "life": 20}, {"id": "bob"}],
                            "objects": list(objects)})


def _payable(board: Board, cost: str, x: int | None) -> bool:
    """Alice's payments ``check`` of ``cost``, with ``x`` when given."""
    query: dict[str, object] = {"player": "alice", "cost": cost, "mode": "check"}
    if x is not None:
        query["x"] = x
    return bool(board.ask("payments", **query)["payable"])


@pytest.mark.parametrize(("cost", "x", "payable"), [("{X}{R}", 4, True), ("{X}{R}", 3, True), ("{X}{R}", 5, False),
                                                    ("{4}{R}", None, False), ("{R}", None, True)])
def test_106_6_rosheen_pays_only_costs_with_x(cost: str, x: int | None, payable: bool) -> None:
    """CR 106.6, 107.3: Rosheen's {C}{C}{C}{C} may pay {X}{R} with X=4 or X=3 (one {C} left unspent, CR 106.4), the
    Mountain paying {R}; not X=5 (five mana for X, one Mountain and four {C}); and none of {4}{R}, which has no
    {X}: there only the Mountain pays, so {R} alone is payable."""
    assert _payable(_board(ROSHEEN, obj("mountain", "Mountain")), cost, x) is payable


def test_106_6_the_spells_mana_cost_having_x_counts_when_x_is_already_a_number() -> None:
    """CR 106.6, 107.3a: paying for Fireball (mana cost {X}{R}) with X=3, given as {3}{R}, is still paying a cost
    that contains {X}: Rosheen's mana pays the {3}, the Mountain the {R}."""
    board = _board(ROSHEEN, obj("mountain", "Mountain"), FIREBALL)
    assert board.ask("payments", player="alice", cost="{3}{R}", spend_on="fireball", mode="check")["payable"] is True


@pytest.mark.parametrize(("cost", "x", "payable"), [("{X}", 2, True), ("{2}", None, False), ("{X}{G}", 1, False),
                                                    ("{X}{G}", 2, False)])
def test_106_6_nexos_forest_taps_for_two_colorless_only_on_x_costs(cost: str, x: int | None, payable: bool) -> None:
    """CR 613.1f, 106.6, 605.3a: Nexos gives Alice's one Forest "{T}: Add {C}{C}" whose mana pays only costs with
    {X}: the Forest pays {X} with X=2, not {2}. It taps once (CR 118.3, 602.2b): for {G} or for {C}{C}, so {X}{G}
    is not payable with X=1 or 2."""
    assert _payable(_board(NEXOS, obj("forest", "Forest")), cost, x) is payable


def test_106_6_nexos_two_forests_pay_x_and_g() -> None:
    """CR 106.6, 605.3a: with two Forests, one taps for {C}{C} (pays X=2) and one for {G}: {X}{G} with X=2 is
    payable; with X=3 it is not (three mana for X, and only {C}{C} may go there from one Forest)."""
    board = _board(NEXOS, obj("f1", "Forest"), obj("f2", "Forest"))
    assert board.ask("payments", player="alice", cost="{X}{G}", x=2, mode="check")["payable"] is True
    assert board.ask("payments", player="alice", cost="{X}{G}", x=3, mode="check")["payable"] is False
