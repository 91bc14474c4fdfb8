"""The untap symbol and the order of a payment (issue 13): CR 107.6 and ruling G8 ({Q} means "Untap this
permanent"; an untapped permanent can't be untapped to pay it), CR 118.3 (a tapped permanent can't be tapped to pay
a cost), CR 302.6 (summoning sickness covers only {T} and {Q} in a creature's own abilities' costs), CR 601.2g-h
and 605.3a (mana abilities are activated one at a time while a cost is paid, before the cost itself, whose parts
are paid in any order). A permanent's status evolves through the payment: Springleaf Drum may tap Pili-Pala, and
Pili-Pala's {Q} may then untap it. Expected values are worked out by hand from the cards' Oracle text:

* Pili-Pala (artifact creature): "{2}, {Q}: Add one mana of any color.";
* Springleaf Drum: "{T}, Tap an untapped creature you control: Add one mana of any color.";
* Llanowar Elves: "{T}: Add {G}."; Forest: "({T}: Add {G}.)" (CR 305.6).
"""

from __future__ import annotations

from typing import Any

from mtgsolver import Board, solve

COLORS = ("{W}", "{U}", "{B}", "{R}", "{G}")


def obj(oid: str, card: str, **kw: Any) -> dict[str, Any]:
    return {"id": oid, "card": card, "controller": "alice", **kw}


def pay(objects: list[dict[str, Any]], cost: str, mode: str = "all", source: str | None = None) -> dict[str, Any]:
    state = {"active_player": "alice", "players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
             "objects": objects}
    query = {"id": "q", "kind": "payments", "player": "alice", "cost": cost, "mode": mode}
    if source is not None:
        query["source"] = source
    response, _ = solve({"state": state, "queries": [query]})
    (result,) = response["results"]
    assert result["ok"], result
    return result  # type: ignore[no-any-return]


def act(oid: str, ability: int, produces: str, **kw: Any) -> dict[str, Any]:
    return {"object": oid, "ability": ability, "produces": produces, **kw}


def payment(*activations: dict[str, Any]) -> dict[str, Any]:
    return {"activations": sorted(activations, key=lambda a: (a["object"], a["ability"], a["produces"])),
            "pool": "", "life": 0}


def same(payments: list[dict[str, Any]], expected: list[dict[str, Any]]) -> bool:
    """The same payments, in any order, each once."""
    return sorted(map(repr, payments)) == sorted(map(repr, expected))


FORESTS = [obj("f1", "Forest"), obj("f2", "Forest")]
DRUM = obj("drum", "Springleaf Drum")


def test_107_6_untapped_pili_pala_alone_cannot_pay_q() -> None:
    """CR 107.6, ruling G8: an untapped Pili-Pala with nothing to tap it can't pay {Q}: neither the cost of its own
    ability ("{2}, {Q}", two Forests for the {2}) nor, so, its mana ability, which leaves {W} unpaid."""
    board = [obj("pili", "Pili-Pala"), *FORESTS]
    assert pay(board, "{2}, {Q}", "check", source="pili")["payable"] is False
    assert pay(board, "{W}", "check")["payable"] is False
    assert pay(board, "{G}")["count"] == 2  # each Forest alone


def test_107_6_tapped_pili_pala_and_two_forests_make_one_mana_of_any_color() -> None:
    """CR 107.6, 605.3a: a tapped Pili-Pala's {2}, {Q} takes both Forests' {G} and makes one mana of any colour:
    {W} has one payment; {W}{G} none (the Forests make two mana, Pili-Pala turns them into one)."""
    board = [obj("pili", "Pili-Pala", tapped=True), *FORESTS]
    result = pay(board, "{W}")
    assert same(result["payments"], [payment(act("f1", 0, "{G}"), act("f2", 0, "{G}"), act("pili", 1, "{W}"))])
    assert pay(board, "{W}{G}", "check")["payable"] is False


def test_118_3_drum_taps_pili_pala_then_its_q_untaps_it() -> None:
    """CR 118.3, 601.2g, 605.3a: Springleaf Drum taps the untapped Pili-Pala (making {W}); Pili-Pala is then tapped,
    so its {Q} ability, paid by both Forests, untaps it for another {W}: {W}{W} has exactly that payment. {W}{W}{W}
    is not payable: the Drum taps once (CR 118.3), and nothing else taps Pili-Pala again for a second {Q}."""
    board = [DRUM, obj("pili", "Pili-Pala"), *FORESTS]
    expected = payment(act("drum", 0, "{W}", tapped=["pili"]), act("f1", 0, "{G}"), act("f2", 0, "{G}"),
                       act("pili", 1, "{W}"))
    assert same(pay(board, "{W}{W}")["payments"], [expected])
    assert pay(board, "{W}{W}", "check")["payable"] is True
    assert pay(board, "{W}{W}", "best")["payments"] == [expected]
    assert pay(board, "{W}{W}{W}", "check")["payable"] is False


def test_601_2g_tapped_pili_pala_untapped_by_its_q_then_tapped_by_the_drum() -> None:
    """CR 601.2g, 605.3a, 118.3: a tapped Pili-Pala untaps by its {Q} (both Forests pay its {2}) making {R}; the
    Drum may then tap it for another {R}: {R}{R} has exactly that payment."""
    board = [DRUM, obj("pili", "Pili-Pala", tapped=True), *FORESTS]
    expected = payment(act("drum", 0, "{R}", tapped=["pili"]), act("f1", 0, "{G}"), act("f2", 0, "{G}"),
                       act("pili", 1, "{R}"))
    assert same(pay(board, "{R}{R}")["payments"], [expected])
    assert pay(board, "{R}{R}", "check")["payable"] is True


def test_601_2h_the_costs_q_after_the_drum_tapped_its_source() -> None:
    """CR 601.2g-h, 107.6: the cost's own parts are paid after the mana abilities, so the Drum may tap the untapped
    Pili-Pala first and the cost's {Q} then untaps it: five payments, the Drum making each colour (its mana is not
    needed; without it the {Q} can't be paid, so each is minimal)."""
    board = [DRUM, obj("pili", "Pili-Pala")]
    result = pay(board, "{Q}", source="pili")
    assert same(result["payments"], [payment(act("drum", 0, c, tapped=["pili"])) for c in COLORS])
    assert result["complete"] is True


def test_601_2g_tapped_pili_pala_cant_be_tapped_for_the_drum_before_its_q_is_paid() -> None:
    """CR 601.2g-h, 118.3 (acceptance case T2_28): paying Pili-Pala's own {2}, {Q} while it is tapped, the Drum
    can't tap it (the mana abilities come before the {Q} is paid), so the Forest alone makes {1}: {2}, {Q} is not
    payable; {1}, {Q} is, by the Forest alone."""
    board = [obj("pili", "Pili-Pala", tapped=True), DRUM, obj("forest", "Forest")]
    assert pay(board, "{2}, {Q}", "check", source="pili")["payable"] is False
    assert same(pay(board, "{1}, {Q}", source="pili")["payments"], [payment(act("forest", 0, "{G}"))])


def test_601_2g_a_tapped_permanent_untapped_by_its_q_pays_the_costs_t() -> None:
    """CR 601.2g-h, 107.5, 107.6: a tapped Pili-Pala's {Q} ability (both Forests for its {2}) untaps it, and the
    cost's {T} then taps it: five payments, one per colour Pili-Pala makes."""
    board = [obj("pili", "Pili-Pala", tapped=True), *FORESTS]
    result = pay(board, "{T}", source="pili")
    assert same(result["payments"], [payment(act("f1", 0, "{G}"), act("f2", 0, "{G}"), act("pili", 1, c))
                                     for c in COLORS])


def test_601_2h_llanowar_elves_taps_for_mana_then_pays_the_costs_q() -> None:
    """CR 601.2g-h, 107.6, ruling G8: paying "{G}, {Q}" of an untapped Llanowar Elves, its "{T}: Add {G}." is
    activated first, so the {Q} finds it tapped: one payment. Tapped, its {T} can't be activated and no mana
    pays {G}."""
    assert same(pay([obj("elves", "Llanowar Elves")], "{G}, {Q}", source="elves")["payments"],
                [payment(act("elves", 0, "{G}"))])
    assert pay([obj("elves", "Llanowar Elves", tapped=True)], "{G}, {Q}", "check", source="elves")["payable"] is False


def test_302_6_a_summoning_sick_pili_pala_is_tapped_by_the_drum_but_cant_untap_for_mana() -> None:
    """CR 302.6: a summoning-sick Pili-Pala may be tapped by the Drum's cost (302.6 covers only a creature's own {T}
    and {Q} abilities): {W} is payable, by the Drum alone; but its own {2}, {Q} ability can't be activated, so
    {W}{W} is not payable, and neither is a cost with its own {Q}, even once the Drum tapped it."""
    board = [DRUM, obj("pili", "Pili-Pala", summoning_sick=True), *FORESTS]
    assert same(pay(board, "{W}")["payments"], [payment(act("drum", 0, "{W}", tapped=["pili"]))])
    assert pay(board, "{W}{W}", "check")["payable"] is False
    assert pay(board, "{Q}", "check", source="pili")["payable"] is False


def _board_of(*objects: dict[str, Any]) -> Board:
    return Board.from_json({"active_player": "alice", "players": [{"id": "alice", "life": 20}, {"id": "bob"}],
                            "objects": list(objects)})


def test_601_2g_an_untapped_pili_pala_may_activate_its_q_ability_when_the_drum_can_tap_it_first() -> None:
    """CR 601.2g (via 602.2b), 605.3a, 107.6: while activating Pili-Pala's "{2}, {Q}" ability, Alice may activate
    Springleaf Drum's mana ability before paying the cost, tapping Pili-Pala; its {Q} is then payable. So the
    ability may be activated, and its whole cost is payable (the Forests pay the {2}). Without the Drum, ruling G8:
    an untapped Pili-Pala can't pay {Q}, and CR 118.3 is the reason."""
    with_drum = _board_of(DRUM, obj("pili", "Pili-Pala"), *FORESTS)
    assert with_drum.can_activate("pili", 1).legal is True
    row = next(r for r in with_drum.activatable("alice") if (r.object, r.ability) == ("pili", 1))
    assert row.legal is True and row.payable is True
    alone = _board_of(obj("pili", "Pili-Pala"), *FORESTS).can_activate("pili", 1)
    assert alone.legal is False and alone.reasons[0].rule == "CR 118.3"
