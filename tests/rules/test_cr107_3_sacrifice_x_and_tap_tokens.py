"""Two costs of mana abilities (issue 13 item 2): "Sacrifice X Goats" and "Tap two untapped tokens you control".

CR 107.3, 601.2b and 605.3a: the X of a mana ability's cost is chosen as it is activated, any number from 0 up to
what the player can pay; CR 701.21a: sacrificing moves a permanent its controller controls to the graveyard,
tapped or untapped; CR 118.3: a sacrificed permanent is gone, so it can't be tapped afterwards, and a tapped one
can't be tapped again; CR 111.1: a token is a permanent the state says is one; CR 302.6: summoning sickness covers
only {T} and {Q} of a creature's own abilities. Expected values are worked out from the cards' Oracle text:

* Springjack Pasture: "{T}: Add {C}." (ability 0), "{4}, {T}: Create a 0/1 white Goat creature token." (1) and
  "{T}, Sacrifice X Goats: Add X mana of any one color. You gain X life." (2): X mana all of one colour;
* Baylen, the Haymaker: "Tap two untapped tokens you control: Add one mana of any color." (ability 0);
* Cryptolith Rite: "Creatures you control have "{T}: Add one mana of any color."";
* Plains: "({T}: Add {W}.)"; Grizzly Bears: no ability.
"""

from __future__ import annotations

from typing import Any

import pytest
from mtgsolver.model.costs import Cost, SacrificePart, TapOthersPart, TapPart
from mtgsolver.model.filters import Flag

from mtgsolver import solve


def obj(oid: str, card: str, **kw: Any) -> dict[str, Any]:
    return {"id": oid, "card": card, "controller": "alice", **kw}


def goat(oid: str, **kw: Any) -> dict[str, Any]:
    """A 0/1 white Goat creature token, as Springjack Pasture creates (CR 111.1, 111.4)."""
    return {"id": oid, "name": "Goat", "type_line": "Creature — Goat", "oracle_text": "", "mana_cost": "",
            "colors": ["W"], "controller": "alice", "is_token": True, "summoning_sick": False, **kw}


def answer(objects: list[dict[str, Any]], cost: str, mode: str = "check", **query: Any) -> dict[str, Any]:
    state = {"active_player": "alice", "players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
             "objects": objects}
    response, _ = solve({"state": state, "queries": [
        {"id": "q", "kind": "payments", "player": "alice", "cost": cost, "mode": mode, **query}]})
    (result,) = response["results"]
    return result  # type: ignore[no-any-return]


def pay(objects: list[dict[str, Any]], cost: str, mode: str = "check", **query: Any) -> dict[str, Any]:
    result = answer(objects, cost, mode, **query)
    assert result["ok"], result
    return result


PASTURE = obj("p", "Springjack Pasture")
GOATS = [goat("g1"), goat("g2"), goat("g3")]


def test_107_3_the_costs_are_read() -> None:
    """CR 107.3, 111.1: "Sacrifice X Goats" sacrifices a number chosen as it is paid, of Goats alice controls;
    "Tap two untapped tokens you control" taps two of her tokens."""
    (tap, sac) = Cost.parse("{T}, Sacrifice X Goats").parts
    assert isinstance(tap, TapPart)
    assert isinstance(sac, SacrificePart) and sac.x and sac.count == 0 and not sac.this
    assert sac.filter is not None and sac.filter.subtypes == {"Goat"}
    (tokens,) = Cost.parse("Tap two untapped tokens you control").parts
    assert isinstance(tokens, TapOthersPart) and tokens.count == 2 and tokens.filter.extra == (Flag.TOKEN,)


def test_107_3_pasture_sacrifices_three_goats_for_three_white() -> None:
    """CR 107.3, 701.21a: with three Goats, tapping the Pasture and sacrificing all three (X = 3) adds {W}{W}{W}:
    {W}{W}{W} is payable, and so is {1}{W}{W} (white pays generic, CR 107.4b). {W}{W}{W}{W} is not: X is at most
    the three Goats, and the Pasture taps once, for its {C} or for the X mana (CR 118.3)."""
    board = [PASTURE, *GOATS]
    assert pay(board, "{W}{W}{W}")["payable"] is True
    assert pay(board, "{1}{W}{W}")["payable"] is True
    assert pay(board, "{W}{W}{W}{W}")["payable"] is False


def test_107_3_the_x_mana_is_of_one_colour() -> None:
    """CR 107.3: "X mana of any one color" is X mana of a single colour: two Goats make {W}{W} or {U}{U}, never
    {W}{U}; with two Goats, {1}{W}{W} needs one more mana, which the Pasture's own {C} can't give (it taps once,
    CR 118.3), and a Plains can."""
    board = [PASTURE, goat("g1"), goat("g2")]
    assert pay(board, "{U}{U}")["payable"] is True
    assert pay(board, "{W}{U}")["payable"] is False
    assert pay(board, "{1}{W}{W}")["payable"] is False
    assert pay([*board, obj("plains", "Plains")], "{1}{W}{W}")["payable"] is True
    assert pay([*board, obj("plains", "Plains")], "{W}{U}")["payable"] is True


def test_107_3_no_goat_no_mana_of_a_colour() -> None:
    """CR 107.3: with no Goat, X can only be 0 and the ability adds nothing: {W} can't be paid; the Pasture's
    "{T}: Add {C}" still pays {C}."""
    assert pay([PASTURE], "{W}")["payable"] is False
    assert pay([PASTURE], "{C}")["payable"] is True


def test_601_2h_the_sacrificed_goats_are_part_of_each_payment() -> None:
    """CR 601.2h, 107.3 (contract "What counts as one payment"): for {W}{W} with three Goats the Pasture sacrifices
    two of them (three ways) or all three (X = 3, as Dwarven Hold may remove more counters than needed); which
    Goats tells the payments apart, and each names them."""
    result = pay([PASTURE, *GOATS], "{W}{W}", mode="all")
    assert result["complete"] and result["count"] == 4
    got = sorted((p["activations"][0]["produces"], tuple(p["activations"][0]["sacrificed"]))
                 for p in result["payments"])
    assert got == [("{W}{W}", ("g1", "g2")), ("{W}{W}", ("g1", "g3")), ("{W}{W}", ("g2", "g3")),
                   ("{W}{W}{W}", ("g1", "g2", "g3"))]
    assert all(p["activations"][0]["object"] == "p" and p["activations"][0]["ability"] == 2
               for p in result["payments"])


def test_601_2h_one_goat_sacrificed_is_named_alone() -> None:
    """CR 107.3: with one Goat, {G} is paid by X = 1, the Goat sacrificed."""
    result = pay([PASTURE, goat("g1")], "{G}", mode="all")
    assert result["payments"] == [{"activations": [
        {"object": "p", "ability": 2, "produces": "{G}", "sacrificed": "g1"}], "pool": "", "life": 0}]


def test_605_3a_a_goat_tapped_for_mana_can_then_be_sacrificed() -> None:
    """CR 605.3a, 601.2g, 701.21a, 118.3: under Cryptolith Rite each Goat has "{T}: Add one mana of any color".
    Each Goat taps for {W} first, and the Pasture then sacrifices the two tapped Goats for {W}{W}: four mana, so
    {W}{W}{W}{W} is payable, in one way only; {W}{W}{W}{W}{W} is not (a sacrificed Goat can't tap afterwards, and the
    Pasture taps once)."""
    board = [PASTURE, obj("rite", "Cryptolith Rite"), goat("g1"), goat("g2")]
    result = pay(board, "{W}{W}{W}{W}", mode="all")
    assert result["payments"] == [{"activations": [
        {"object": "g1", "ability": 0, "produces": "{W}"},
        {"object": "g2", "ability": 0, "produces": "{W}"},
        {"object": "p", "ability": 2, "produces": "{W}{W}", "sacrificed": ["g1", "g2"]}], "pool": "", "life": 0}]
    assert pay(board, "{W}{W}{W}{W}{W}")["payable"] is False


def test_302_6_summoning_sick_goats_can_be_sacrificed_not_tapped() -> None:
    """CR 302.6: summoning-sick Goats can't use the granted {T} ability, but sacrificing isn't {T}: {W}{W} is paid
    by X = 2; {W}{W}{W} is not."""
    board = [PASTURE, obj("rite", "Cryptolith Rite"), goat("g1", summoning_sick=True),
             goat("g2", summoning_sick=True)]
    assert pay(board, "{W}{W}")["payable"] is True
    assert pay(board, "{W}{W}{W}")["payable"] is False


def test_118_3_baylen_taps_two_untapped_tokens() -> None:
    """CR 118.3, 111.1: Baylen with two untapped Goat tokens pays {U}; with one of them tapped it can't (a tapped
    permanent can't be tapped for a cost), nor with a nontoken creature as the second (Grizzly Bears is no
    token); Baylen itself is no token."""
    baylen = obj("b", "Baylen, the Haymaker")
    result = pay([baylen, goat("g1"), goat("g2")], "{U}", mode="all")
    assert result["payments"] == [{"activations": [
        {"object": "b", "ability": 0, "produces": "{U}", "tapped": ["g1", "g2"]}], "pool": "", "life": 0}]
    assert pay([baylen, goat("g1"), goat("g2", tapped=True)], "{U}")["payable"] is False
    assert pay([baylen, goat("g1"), obj("bears", "Grizzly Bears")], "{U}")["payable"] is False
    assert pay([baylen, goat("g1")], "{U}")["payable"] is False


def test_302_6_summoning_sick_tokens_still_tap_for_baylen() -> None:
    """CR 302.6: the cost has no {T}, so tokens that came under alice's control this turn (and Baylen itself) may
    pay it: {U} is payable."""
    board = [obj("b", "Baylen, the Haymaker", summoning_sick=True), goat("g1", summoning_sick=True),
             goat("g2", summoning_sick=True)]
    assert pay(board, "{U}")["payable"] is True


def test_701_21a_goats_tapped_for_baylen_are_then_sacrificed() -> None:
    """CR 701.21a, 601.2g, 118.3: Baylen taps both Goats for {G}; the Pasture then sacrifices them, tapped, for
    {W}{W}: {W}{W}{G} is payable, and {W}{W}{G}{G} is not (no untapped token is left for a second Baylen
    activation, and the Pasture taps once)."""
    board = [PASTURE, obj("b", "Baylen, the Haymaker"), goat("g1"), goat("g2")]
    result = pay(board, "{W}{W}{G}", mode="all")
    assert result["payments"] == [{"activations": [
        {"object": "b", "ability": 0, "produces": "{G}", "tapped": ["g1", "g2"]},
        {"object": "p", "ability": 2, "produces": "{W}{W}", "sacrificed": ["g1", "g2"]}], "pool": "", "life": 0}]
    assert pay(board, "{W}{W}{G}{G}")["payable"] is False


def test_107_3_sacrificing_x_in_the_cost_paid_is_not_modelled() -> None:
    """CR 107.3: "Sacrifice X Goats" as the cost being paid (its X not given by the query) is not answered."""
    result = answer([PASTURE, *GOATS], "{T}, Sacrifice X Goats", source="p")
    assert not result["ok"] and result["error"]["code"] == "unsupported_text"


@pytest.mark.parametrize(("card", "ability"), [("Copper-Leaf Angel", 1), ("Chatterfang, Squirrel General", 2)])
def test_107_3_a_non_mana_ability_sacrificing_x_is_not_decided(card: str, ability: int) -> None:
    """CR 107.3, 602.2: whether an ability whose cost sacrifices X permanents can be activated depends on the
    values X may take, which its text may limit ("X can't be 0"): only mana abilities' are modelled."""
    state = {"active_player": "alice", "players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
             "objects": [obj("c", card, summoning_sick=False)]}
    response, _ = solve({"state": state, "queries": [
        {"id": "q", "kind": "can_activate", "object": "c", "ability": ability}]})
    (result,) = response["results"]
    assert not result["ok"] and result["error"]["code"] == "unsupported_text"


def test_601_2h_a_creature_sacrificed_for_mana_cant_then_convoke() -> None:
    """CR 601.2g-h, 702.51a, 701.21a: mana abilities are activated before the cost is paid, so Grizzly Bears
    sacrificed to Ashnod's Altar ("Sacrifice a creature: Add {C}{C}") is gone when convoke could tap it: {2}{G}
    can't be paid (the {C}{C} pays {2}, and nothing is left for {G}); {2} can, and {G} by convoke alone. A Goat
    sacrificed to Springjack Pasture can't convoke either: with one white Goat, {W}{W} can't be paid (X = 1 makes
    one {W} and takes the Goat; the Pasture's {C} pays no {W}). With two, {W}{1}
    has 14 payments: X = 1 of each of five colours, each Goat sacrificed while the other convokes (10: the mana
    pays {W} or {1}, the white Goat the other); X = 2 of white (1); the Pasture's {C} with either Goat convoking
    for {W} (2); both Goats convoking (1)."""
    board = [obj("altar", "Ashnod's Altar"), obj("bears", "Grizzly Bears")]
    assert pay(board, "{2}{G}", pay_with=["convoke"])["payable"] is False
    assert pay(board, "{2}", pay_with=["convoke"])["payable"] is True
    assert pay(board, "{G}", pay_with=["convoke"])["payable"] is True
    assert pay([PASTURE, goat("g1")], "{W}{W}", pay_with=["convoke"])["payable"] is False
    assert pay([PASTURE, goat("g1"), goat("g2")], "{W}{1}", pay_with=["convoke"], mode="all")["count"] == 14


def test_107_3_the_pastures_x_ability_can_be_activated_with_no_goat() -> None:
    """CR 107.3, 602.2, 118.3: X may be 0, so "{T}, Sacrifice X Goats" needs only the Pasture untapped: with no Goat
    it can be activated and paid; tapped, it can't (CR 118.3, ruling G7)."""
    def row(pasture: dict[str, Any]) -> tuple[bool, bool]:
        state = {"active_player": "alice", "players": [{"id": "alice", "life": 20}], "objects": [pasture]}
        response, _ = solve({"state": state, "queries": [{"id": "q", "kind": "activatable", "player": "alice"}]})
        [r] = [r for r in response["results"][0]["abilities"] if r["ability"] == 2]
        return r["legal"], r["payable"]

    assert row(PASTURE) == (True, True)
    assert row(obj("p", "Springjack Pasture", tapped=True)) == (False, False)
