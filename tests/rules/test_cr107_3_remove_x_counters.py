"""CR 107.3, 601.2b, 118.3: "Remove X <kind> counters from this permanent" in a cost without {X}: X is chosen as
the cost is paid, from none to as many such counters as the permanent has, and the ability's X is that number (as
with "Remove any number of ... counters", Dwarven Hold). With {X} in the same cost the X is one value for both
(CR 107.3), which the count alone doesn't say: that part is not read.

Cards (current Oracle text): Calciform Pools: "{T}: Add {C}. / {1}, {T}: Put a storage counter on this land. /
{1}, Remove X storage counters from this land: Add X mana in any combination of {W} and/or {U}." Haruspex (2/2):
"Devouring Monster — {T}, Remove X +1/+1 counters from this creature: Add X mana of any one color." Petalmane Baku
(1/1): "{1}, Remove X ki counters from this creature: Add X mana of any one color."
"""

from __future__ import annotations

from mtgsolver.model.costs import Cost, OtherPart, RemoveCountersPart

from tests.helpers import board, obj


def test_107_3_remove_x_is_a_number_chosen_as_the_cost_is_paid() -> None:
    """CR 107.3, 601.2b: without {X}, "Remove X" is a count chosen while paying; with {X}, the same X ties it to
    the mana, and the part stays unread."""
    part = Cost.parse("{1}, Remove X storage counters from this land").parts[1]
    assert part == RemoveCountersPart(0, "storage", "Remove X storage counters from this land", any_number=True)
    assert Cost.parse("{X}, Remove X +1/+1 counters from this creature").parts[1] == OtherPart(
        "Remove X +1/+1 counters from this creature")


def test_107_3_haruspex_makes_as_many_mana_of_one_color_as_counters_removed() -> None:
    """CR 107.3, 106.1b, 118.3: with two +1/+1 counters Haruspex's {T} ability adds up to two mana of one colour:
    {G}{G} is paid (one way: the ability once, X = 2), {G}{G}{G} isn't (three counters would be needed), nor {R}{G}
    (two colours)."""
    b = board(obj("h", "Haruspex", counters={"+1/+1": 2}))
    got = b.ask("payments", player="alice", cost="{G}{G}", mode="all")
    assert [[(a["object"], a["produces"]) for a in p["activations"]] for p in got["payments"]] == [[("h", "{G}{G}")]]
    assert b.is_payable("alice", "{G}{G}{G}") is False
    assert b.is_payable("alice", "{R}{G}") is False


def test_118_3_calciform_pools_without_counters_makes_nothing_with_that_ability() -> None:
    """CR 107.3, 118.3: with no storage counter X is 0, so that ability adds nothing: the Pools' {C}, a Plains and
    an Island pay {W}{U} and not {W}{W}{U}."""
    b = board(obj("c", "Calciform Pools"), obj("p", "Plains"), obj("i", "Island"))
    assert b.is_payable("alice", "{W}{U}") is True
    assert b.is_payable("alice", "{W}{W}{U}") is False


def test_602_2_the_remove_x_abilities_can_be_activated_with_x_0() -> None:
    """CR 602.2, 107.3, 601.2b: X may be 0 (nothing says otherwise), so removing X counters never stops the
    activation: Calciform Pools' third ability and Petalmane Baku's (a creature under Alice's control since this
    turn: no {T}, so summoning sickness doesn't matter, CR 302.6) can be activated and their {1} paid by a
    Plains."""
    b = board(obj("c", "Calciform Pools"), obj("baku", "Petalmane Baku", summoning_sick=True,
                                                counters={"ki": 2}), obj("p", "Plains"))
    rows = {(r["object"], r["ability"]): (r["legal"], r["payable"])
            for r in b.ask("activatable", player="alice")["abilities"]}
    assert rows[("c", 2)] == (True, True)
    assert rows[("baku", 1)] == (True, True)
