"""Ways to pay a spell's total cost that are not mana (issue 14): convoke (CR 702.51a), improvise (CR 702.126a) and
delve (CR 702.66a), in ``castable`` (read from the card) and in ``payments`` (the query's ``pay_with``). None of
them is the {T} symbol, so summoning sickness doesn't matter (CR 302.6), and a permanent taps once (CR 118.3): a
creature that taps for mana can't also convoke. Expected values are worked out from the cards' Oracle text:

* Stoke the Flames {2}{R}{R}, instant: "Convoke" (each creature tapped pays {1} or one mana of its colour);
* Reverse Engineer {3}{U}{U}, sorcery: "Improvise" (each artifact tapped pays {1}), "Draw three cards.";
* Goblin Piker (red), Grizzly Bears (green): creatures without abilities; Llanowar Elves (green): "{T}: Add {G}.";
* Ornithopter {0}: an artifact creature without mana abilities; Sol Ring: "{T}: Add {C}{C}.".
"""

from __future__ import annotations

from typing import Any

from mtgsolver import solve


def obj(oid: str, card: str, **kw: Any) -> dict[str, Any]:
    return {"id": oid, "card": card, "controller": "alice", **kw}


def ask(objects: list[dict[str, Any]], query: dict[str, Any]) -> dict[str, Any]:
    state = {"active_player": "alice", "players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
             "objects": objects}
    response, _ = solve({"state": state, "queries": [{"id": "q", **query}]})
    (result,) = response["results"]
    assert result["ok"], result
    return result  # type: ignore[no-any-return]


def cast(objects: list[dict[str, Any]], card: str, mode: str = "all") -> dict[str, Any]:
    """The one cost option of ``card`` (its mana cost) as ``castable`` answers it."""
    result = ask(objects, {"kind": "castable", "player": "alice", "card": card, "mode": mode})
    (row,) = result["options"]
    assert row["option"] == "mana_cost"
    return row  # type: ignore[no-any-return]


STOKE = obj("stoke", "Stoke the Flames", zone="hand")


def test_702_51a_a_convoke_spell_paid_by_three_creatures_one_summoning_sick() -> None:
    """CR 702.51a, 302.6: Stoke the Flames ({2}{R}{R}) with a Mountain, Goblin Piker and two Grizzly Bears, one of
    which came under alice's control this turn: the Mountain pays one {R}, the (red) Piker the other, the two
    (green) Bears {2}. Convoke is not {T}, so the summoning-sick Bears counts; it is the one payment. Without that
    Bears, three mana-worths can't pay four symbols."""
    board = [obj("mountain", "Mountain"), obj("piker", "Goblin Piker"), obj("bears", "Grizzly Bears"),
             obj("sick", "Grizzly Bears", summoning_sick=True), STOKE]
    row = cast(board, "stoke")
    assert (row["cost"], row["pay_with"], row["payable"]) == ("{2}{R}{R}", ["convoke"], True)
    assert row["payments"] == [{"activations": [{"object": "mountain", "ability": 0, "produces": "{R}"}],
                                "pool": "", "life": 0, "tapped": ["bears", "piker", "sick"]}]
    without = cast([o for o in board if o["id"] != "sick"], "stoke", mode="check")
    assert without["payable"] is False


def test_702_51a_convoke_pays_a_coloured_symbol_only_with_a_creature_of_that_colour() -> None:
    """CR 702.51a: with two Mountains and three green Grizzly Bears, Stoke the Flames' {R}{R} come from the
    Mountains and {2} from two Bears: three payments (which two Bears). With one Mountain, the Bears can't pay the
    second {R}, whatever their number."""
    bears = [obj(f"b{i}", "Grizzly Bears") for i in range(3)]
    row = cast([obj("m1", "Mountain"), obj("m2", "Mountain"), *bears, STOKE], "stoke")
    assert row["count"] == 3 and row["complete"]
    assert sorted(tuple(p["tapped"]) for p in row["payments"]) == [("b0", "b1"), ("b0", "b2"), ("b1", "b2")]
    assert cast([obj("m1", "Mountain"), *bears, STOKE], "stoke", mode="check")["payable"] is False


def test_118_3_a_creature_that_taps_for_mana_cant_also_convoke() -> None:
    """CR 118.3, 702.51a: two Mountains, Llanowar Elves and Grizzly Bears: Stoke the Flames is paid with the Elves
    either tapped for {G} (paying {1}) or convoked, the Bears convoked: two payments. {3}{R}{R} (Stoke with one
    more generic, asked of payments with pay_with convoke) would need the Elves twice: not payable."""
    board = [obj("m1", "Mountain"), obj("m2", "Mountain"), obj("elves", "Llanowar Elves"),
             obj("bears", "Grizzly Bears"), STOKE]
    row = cast(board, "stoke")
    mountains = [{"object": "m1", "ability": 0, "produces": "{R}"}, {"object": "m2", "ability": 0, "produces": "{R}"}]
    expected = [
        {"activations": [{"object": "elves", "ability": 0, "produces": "{G}"}, *mountains], "pool": "", "life": 0,
         "tapped": ["bears"]},
        {"activations": mountains, "pool": "", "life": 0, "tapped": ["bears", "elves"]},
    ]
    assert sorted(row["payments"], key=str) == sorted(expected, key=str)
    more = ask(board, {"kind": "payments", "player": "alice", "cost": "{3}{R}{R}", "mode": "check",
                       "pay_with": ["convoke"]})
    assert more["payable"] is False


def test_702_126a_improvise_taps_artifacts_for_generic_mana_only() -> None:
    """CR 702.126a, 118.3, 302.6: Reverse Engineer ({3}{U}{U}) with two Islands, Sol Ring and a summoning-sick
    Ornithopter: the Islands pay {U}{U}; {3} is Sol Ring's {C}{C} and the Ornithopter tapped (improvise is not
    {T}). Sol Ring can't both make mana and be tapped for improvise, so that is the one payment; without the
    Ornithopter, {3} can't be paid. Artifacts pay only generic mana: with one Island, {U}{U} can't be paid."""
    engineer = obj("re", "Reverse Engineer", zone="hand")
    islands = [obj("i1", "Island"), obj("i2", "Island")]
    board = [*islands, obj("ring", "Sol Ring"), obj("thopter", "Ornithopter", summoning_sick=True), engineer]
    row = cast(board, "re")
    assert (row["cost"], row["pay_with"]) == ("{3}{U}{U}", ["improvise"])
    assert row["payments"] == [{"activations": [
        {"object": "i1", "ability": 0, "produces": "{U}"}, {"object": "i2", "ability": 0, "produces": "{U}"},
        {"object": "ring", "ability": 0, "produces": "{C}{C}"}], "pool": "", "life": 0, "tapped": ["thopter"]}]
    assert cast([o for o in board if o["id"] != "thopter"], "re", mode="check")["payable"] is False
    assert cast([o for o in board if o["id"] != "i2"], "re", mode="check")["payable"] is False


def test_702_66a_delve_is_counted_and_pays_only_generic_mana() -> None:
    """CR 702.66a: with pay_with delve and three cards in alice's graveyard, {2}{U} is paid by an Island and two
    cards exiled (which two is alice's choice: one payment, ``delved`` 2; a third card would pay no mana, as
    there are only two generic mana). {U}{U} with one Island can't be paid: delve pays only generic mana."""
    graveyard = [obj(f"g{i}", "Grizzly Bears", zone="graveyard") for i in range(3)]
    board = [obj("island", "Island"), *graveyard]
    result = ask(board, {"kind": "payments", "player": "alice", "cost": "{2}{U}", "pay_with": ["delve"]})
    assert result["payments"] == [{"activations": [{"object": "island", "ability": 0, "produces": "{U}"}],
                                   "pool": "", "life": 0, "delved": 2}]
    uu = ask(board, {"kind": "payments", "player": "alice", "cost": "{U}{U}", "mode": "check", "pay_with": ["delve"]})
    assert uu["payable"] is False
