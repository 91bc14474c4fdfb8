"""Mana abilities whose cost taps other permanents ("Tap two untapped Elves you control", issue 13): CR 118.3 (a
permanent that's already tapped can't be tapped to pay a cost, so each permanent taps once in a payment), CR 302.6
(summoning sickness covers only {T} and {Q} in a creature's own abilities' costs, so a summoning-sick creature can
be tapped for another permanent's cost), CR 601.2g-h and 605.3a (mana abilities activated one at a time while
paying). Expected values are worked out from the cards' Oracle text:

* Birchlore Rangers: "Tap two untapped Elves you control: Add one mana of any color." (an Elf Druid Ranger);
* Llanowar Elves, Elvish Mystic: "{T}: Add {G}." (Elf Druids);
* Heritage Druid: "Tap three untapped Elves you control: Add {G}{G}{G}." (an Elf Druid);
* Holdout Settlement: "{T}: Add {C}." and "{T}, Tap an untapped creature you control: Add one mana of any color.";
* Springleaf Drum: "{T}, Tap an untapped creature you control: Add one mana of any color.".
"""

from __future__ import annotations

from typing import Any

from mtgsolver import solve


def obj(oid: str, card: str, **kw: Any) -> dict[str, Any]:
    return {"id": oid, "card": card, "controller": "alice", **kw}


def pay(objects: list[dict[str, Any]], cost: str, mode: str = "check") -> dict[str, Any]:
    state = {"active_player": "alice", "players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
             "objects": objects}
    response, _ = solve({"state": state, "queries": [
        {"id": "q", "kind": "payments", "player": "alice", "cost": cost, "mode": mode}]})
    (result,) = response["results"]
    assert result["ok"], result
    return result  # type: ignore[no-any-return]


ELVES = [obj("r1", "Birchlore Rangers"), obj("r2", "Birchlore Rangers"), obj("e1", "Llanowar Elves"),
         obj("e2", "Llanowar Elves")]


def test_118_3_two_rangers_and_two_llanowar_elves_make_three_mana_at_most() -> None:
    """CR 118.3, 605.3a: four Elves, each tapped once. Each Llanowar Elves makes {G} by tapping itself; a Rangers'
    ability makes one mana by tapping two Elves. So at most three mana: both Llanowar Elves, and one Rangers
    tapping both Rangers. {G}{G}{G} is payable that way, {G}{G}{G}{G} is not, and {W}{U}{G} is not either (its {W}
    and {U} need two Rangers activations, four Elves, leaving none for {G})."""
    assert pay(ELVES, "{G}{G}{G}")["payable"] is True
    assert pay(ELVES, "{G}{G}{G}{G}")["payable"] is False
    assert pay(ELVES, "{W}{U}{G}")["payable"] is False


def test_118_3_the_permanents_a_cost_taps_are_part_of_the_payment() -> None:
    """CR 118.3, 601.2h: {G}{G}{G} is paid by both Llanowar Elves and a Rangers tapping the two Rangers; which
    Rangers activates its ability tells two payments apart, and each lists the Elves its cost tapped."""
    result = pay(ELVES, "{G}{G}{G}", mode="all")
    assert result["count"] == 2 and result["complete"]
    for payment, rangers in zip(result["payments"], ("r1", "r2")):
        assert payment["activations"] == [
            {"object": "e1", "ability": 0, "produces": "{G}"},
            {"object": "e2", "ability": 0, "produces": "{G}"},
            {"object": rangers, "ability": 0, "produces": "{G}", "tapped": ["r1", "r2"]},
        ]


def test_302_6_heritage_druid_taps_three_summoning_sick_elves() -> None:
    """CR 302.6: Heritage Druid's cost has no {T}, so it may tap itself and two other Elves that came under
    alice's control this turn: {G}{G}{G}. The Elves' own "{T}: Add {G}" can't be activated yet, so {G}{G}{G}{G}
    can't be paid."""
    board = [obj("druid", "Heritage Druid", summoning_sick=True), obj("e1", "Llanowar Elves", summoning_sick=True),
             obj("e2", "Elvish Mystic", summoning_sick=True)]
    result = pay(board, "{G}{G}{G}", mode="all")
    assert result["payments"] == [{"activations": [
        {"object": "druid", "ability": 0, "produces": "{G}{G}{G}", "tapped": ["druid", "e1", "e2"]}],
        "pool": "", "life": 0}]
    assert pay(board, "{G}{G}{G}{G}")["payable"] is False


def test_302_6_holdout_settlement_taps_a_summoning_sick_creature_for_red() -> None:
    """CR 302.6: Holdout Settlement's second ability taps the land ({T}) and an untapped creature alice controls,
    summoning sick or not: with Grizzly Bears that entered this turn it makes {R}. Without an untapped creature
    only its "{T}: Add {C}" is left, so {R} can't be paid; with the Bears tapped the answer names them (CR 118.3)."""
    settlement = obj("land", "Holdout Settlement")
    bears = obj("bears", "Grizzly Bears", summoning_sick=True)
    result = pay([settlement, bears], "{R}", mode="all")
    assert result["payments"] == [{"activations": [
        {"object": "land", "ability": 1, "produces": "{R}", "tapped": ["bears"]}], "pool": "", "life": 0}]
    assert pay([settlement], "{R}")["payable"] is False
    assert pay([settlement], "{C}")["payable"] is True
    tapped = pay([settlement, {**bears, "tapped": True}], "{R}")
    assert tapped["payable"] is False
    assert [(r["rule"], r["objects"]) for r in tapped["reasons"]] == [("CR 118.3", ["bears"])]


def test_118_3_a_creature_tapped_for_the_drum_cant_also_tap_for_mana() -> None:
    """CR 118.3: Springleaf Drum taps itself and a creature; Llanowar Elves tapped that way can't also use its own
    {T} ability. With only the two, {G}{R} can't be paid; a Forest makes the {G} and the Drum, tapping the Elves,
    the {R}. A summoning-sick Llanowar Elves can't tap for {G} (CR 302.6) but can be tapped for the Drum."""
    drum, elves, forest = obj("drum", "Springleaf Drum"), obj("elves", "Llanowar Elves"), obj("forest", "Forest")
    assert pay([drum, elves], "{G}{R}")["payable"] is False
    assert pay([drum, elves], "{R}")["payable"] is True
    assert pay([drum, elves, forest], "{G}{R}", mode="all")["payments"] == [
        {"activations": [{"object": "drum", "ability": 0, "produces": "{R}", "tapped": ["elves"]},
                         {"object": "forest", "ability": 0, "produces": "{G}"}], "pool": "", "life": 0}]
    sick = {**elves, "summoning_sick": True}
    assert pay([drum, sick], "{R}")["payable"] is True
    assert pay([drum, sick], "{G}")["payable"] is True  # the Drum makes any colour
    assert pay([sick], "{G}")["payable"] is False


def test_118_3_the_board_api_and_the_text_format_keep_what_a_cost_tapped() -> None:
    """CR 118.3, 302.6: Springleaf Drum pays {G} by tapping itself and the summoning-sick Llanowar Elves (the only
    creature). The payment the Python API returns names the Elves its cost tapped, as the JSON does, and so does
    the text format."""
    from mtgsolver.solver.cli import format_text

    from mtgsolver import Board

    objects = [obj("drum", "Springleaf Drum"), obj("elves", "Llanowar Elves", summoning_sick=True)]
    state = {"active_player": "alice", "players": [{"id": "alice", "life": 20}], "objects": objects}
    (payment,) = Board.from_json(state).payments("alice", "{G}")
    (activation,) = payment.activations
    assert (activation.object, activation.tapped) == ("drum", ("elves",))
    assert payment.to_json()["activations"] == [{"object": "drum", "ability": 0, "produces": "{G}",
                                                 "tapped": ["elves"]}]
    text = format_text({"results": [{"id": "q", "ok": True, **pay(objects, "{G}", mode="all")}]})
    assert "drum[0] -> {G} (tapped elves)" in text
