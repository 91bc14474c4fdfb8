"""CR 601.2g-h, 605.3a: a mana ability's cost is paid before it makes its mana, so what it makes can't pay its own
cost. Cascading Cataracts: "{T}: Add {C}. / {5}, {T}: Add five mana in any combination of colors." Values worked
out by hand from the text."""

from __future__ import annotations

from mtgsolver import Board
from tests.helpers import obj


def _board(*objects: dict) -> Board:
    return Board.from_json({"active_player": "alice", "players": [{"id": "alice", "life": 20}],
                            "objects": list(objects)})


def test_605_3a_cataracts_five_isnt_paid_by_its_own_mana() -> None:
    """With only Rootbound Crag ({R} or {G}) and a Forest beside it, Cataracts' {5} can't be paid (two other mana),
    so the only payment of {R} is the Crag's {R} (CR 601.2g-h): every payment, and no more."""
    board = _board(obj("crag", "Rootbound Crag"), obj("forest", "Forest"), obj("cataracts", "Cascading Cataracts"))
    got = board.ask("payments", player="alice", cost="{R}", mode="all")
    assert got["complete"] is True
    assert [[a["object"] for a in p["activations"]] for p in got["payments"]] == [["crag"]]


def test_605_3a_five_plains_fund_the_cataracts() -> None:
    """{W}{U}{B}{R}{G} with five Plains and Cataracts: the Plains make only {W}, so the cost needs Cataracts' five
    colours, and its {5} is paid by the five Plains before its mana is made (CR 601.2g-h, 605.3a): one payment,
    every activation in it needed (contract: payments are minimal). With four Plains the {5} can't be paid: no
    payment."""
    plains = [obj(f"p{i}", "Plains") for i in range(5)]
    board = _board(*plains, obj("cataracts", "Cascading Cataracts"))
    got = board.ask("payments", player="alice", cost="{W}{U}{B}{R}{G}", mode="all")
    assert got["complete"] is True
    assert [sorted(a["object"] for a in p["activations"]) for p in got["payments"]] == [
        ["cataracts", "p0", "p1", "p2", "p3", "p4"]]
    assert _board(*plains[:4], obj("cataracts", "Cascading Cataracts")).is_payable(
        "alice", "{W}{U}{B}{R}{G}") is False


def test_601_2g_abilities_whose_cost_nothing_could_pay_are_left_out_of_the_search() -> None:
    """Baxter Building ("{4}, {T}: Add four mana in any combination of colors"), Cascading Cataracts ("{5}, {T}:
    Add five ...") and an Island: the first of the two to be activated would be paid by mana already made (CR
    601.2g-h, 605.3a), at most the other two permanents' {C} or {U}, and two is less than four. Neither is ever
    activated, so the search's activations are the three that tap for one mana; the one payment of {1}{U} pairs
    the Island with either {C}."""
    from mtgsolver.model.costs import Cost
    from mtgsolver.model.queries import PaymentsQuery
    from mtgsolver.solver.payments import search
    from mtgsolver.solver.payments.problem import encode_payment

    board = _board(obj("baxter", "Baxter Building"), obj("cataracts", "Cascading Cataracts"), obj("island", "Island"))
    problem = encode_payment(board.view, PaymentsQuery(id="q", player="alice", cost=Cost.parse("{1}{U}")))
    kept = search._useful_acts(problem)
    assert sorted(len(problem.acts[a].options) for a in kept) == [1, 1, 1]
    assert all(problem.acts[a].demand.empty for a in kept)
    got = board.ask("payments", player="alice", cost="{1}{U}", mode="all")
    assert got["complete"] is True
    assert sorted(sorted(a["object"] for a in p["activations"]) for p in got["payments"]) == [
        ["baxter", "island"], ["cataracts", "island"]]


def test_601_2g_a_filter_that_nets_nothing_funds_no_costly_ability() -> None:
    """Forest, Orochi Leafcaller ("{G}: Add one mana of any color", as often as there is {G}) and Cascading
    Cataracts: Orochi turns mana into mana one for one, so before the Cataracts' {5} at most the Forest's one mana
    exists (CR 601.2g-h, 605.3a) and that ability is never activated. The only payment of {B} is the Forest's {G}
    into Orochi's {B}: listed, complete."""
    from mtgsolver.model.costs import Cost
    from mtgsolver.model.queries import PaymentsQuery
    from mtgsolver.solver.payments import search
    from mtgsolver.solver.payments.problem import encode_payment

    board = _board(obj("forest", "Forest"), obj("orochi", "Orochi Leafcaller"), obj("cataracts", "Cascading Cataracts"))
    problem = encode_payment(board.view, PaymentsQuery(id="q", player="alice", cost=Cost.parse("{B}")))
    assert all(problem.acts[a].demand.min_mana < 5 for a in search._useful_acts(problem))
    got = board.ask("payments", player="alice", cost="{B}", mode="all")
    assert got["complete"] is True
    assert [sorted(a["object"] for a in p["activations"]) for p in got["payments"]] == [["forest", "orochi"]]



def test_601_2g_pool_mana_left_unspent_funds_nothing() -> None:
    """Baxter Building, Plains, Island, Swamp and {R} floating, cost {W}{U}{B}{R}: the payment spends the {R}
    with the three basics (CR 601.2h). A payment that leaves the {R} in the pool has only the three lands to pay
    Baxter's {4} first (its own {T}: Add {C} can't, as that ability taps it too: CR 118.3), so it has none, and the
    search says so at once: one payment, complete."""
    board = Board.from_json({"active_player": "alice", "players": [{"id": "alice", "life": 20, "mana_pool": "{R}"}],
                             "objects": [obj("baxter", "Baxter Building"), obj("plains", "Plains"),
                                         obj("island", "Island"), obj("swamp", "Swamp")]})
    got = board.ask("payments", player="alice", cost="{W}{U}{B}{R}", mode="all", time_limit=60)
    assert got["complete"] is True
    assert [(sorted(a["object"] for a in p["activations"]), p["pool"]) for p in got["payments"]] == [
        (["island", "plains", "swamp"], "{R}")]


def test_601_2g_a_one_for_one_filter_is_used_only_for_symbols_it_pays() -> None:
    """Orochi Leafcaller ("{G}: Add one mana of any color") and Knotvine Mystic ("{1}, {T}: Add {R}{G}{W}.") with
    {W}{G} floating, cost {R}{U}{G}: the {W} pays the Mystic's {1}, the {G} Orochi's {G} for {U}, and the Mystic's
    {R} and {G} the rest (CR 601.2g-h). That is the one minimal payment: a second use of Orochi paid by the first
    could be dropped, the mana that paid the first paying it instead."""
    board = Board.from_json({"active_player": "alice",
                             "players": [{"id": "alice", "life": 20, "mana_pool": "{W}{G}"}],
                             "objects": [obj("orochi", "Orochi Leafcaller"), obj("mystic", "Knotvine Mystic")]})
    got = board.ask("payments", player="alice", cost="{R}{U}{G}", mode="all", time_limit=60)
    assert got["complete"] is True
    assert [(sorted((a["object"], a["produces"]) for a in p["activations"]), p["pool"]) for p in got["payments"]] == [
        ([("mystic", "{W}{R}{G}"), ("orochi", "{U}")], "{W}{G}")]
