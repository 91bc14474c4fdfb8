"""Rules of a spell or ability about its X (CR 107.3, 601.2b, 601.2f-h): "Spend only black mana on X" restricts the
mana that pays X, "X can't be 0" the value that may be chosen. Expected values are worked out by hand from the
cards' Oracle text and the rules cited."""

from __future__ import annotations

from typing import Any

from mtgsolver import solve


def obj(oid: str, card: str, controller: str = "alice", **kw: Any) -> dict[str, Any]:
    return {"id": oid, "card": card, "controller": controller, **kw}


def ask(objects: list[dict[str, Any]], *queries: dict[str, Any]) -> list[dict[str, Any]]:
    """Answer ``queries`` (ids q0, q1, ...) on a state of alice (the active player, in her main phase) and bob."""
    st = {"active_player": "alice", "players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
          "objects": objects}
    response, _ = solve({"state": st, "queries": [{"id": f"q{i}", **q} for i, q in enumerate(queries)]})
    return response["results"]  # type: ignore[no-any-return]


def castable(objects: list[dict[str, Any]], card: str, **query: Any) -> dict[str, Any]:
    (result,) = ask(objects, {"kind": "castable", "player": "alice", "card": card, **query})
    assert result["ok"], result
    return result


def lands(*cards: str) -> list[dict[str, Any]]:
    return [obj(f"l{i}", card) for i, card in enumerate(cards)]


def test_107_3_consume_spirit_pays_x_only_with_black_mana() -> None:
    """CR 107.3, 601.2f-h: Consume Spirit ({X}{1}{B}, "Spend only black mana on X.") with X = 2 costs four mana of
    which the two for X must be black, and its {B} a third black: one Swamp and three Mountains make only one black
    mana, so it can't be cast for X = 2 and its largest X is 0; three Swamps and a Mountain pay it."""
    spirit = obj("cs", "Consume Spirit", zone="hand")
    short = castable([*lands("Swamp", "Mountain", "Mountain", "Mountain"), spirit], "cs", x=2)
    assert not short["castable"] and short["options"][0]["payable"] is False
    (row,) = castable([*lands("Swamp", "Mountain", "Mountain", "Mountain"), spirit], "cs")["options"]
    assert row["payable"] and row["max_x"] == 0
    assert castable([*lands("Swamp", "Swamp", "Swamp", "Mountain"), spirit], "cs", x=2)["castable"]


def test_107_3_soul_burn_pays_x_with_black_or_red_mana() -> None:
    """CR 107.3, 601.2f-h: Soul Burn ({X}{2}{B}, "Spend only black and/or red mana on X.") with X = 2: a Swamp pays
    {B}, two Mountains pay X, two Forests the {2}; with one Mountain and three Forests only two black or red mana
    can be made, and three are needed (X and {B})."""
    burn = obj("sb", "Soul Burn", zone="hand")
    assert castable([*lands("Swamp", "Mountain", "Mountain", "Forest", "Forest"), burn], "sb", x=2)["castable"]
    short = castable([*lands("Swamp", "Mountain", "Forest", "Forest", "Forest"), burn], "sb", x=2)
    assert not short["castable"]


def test_107_3_crypt_rats_ability_pays_x_only_with_black_mana() -> None:
    """CR 107.3, 601.2f-h: Crypt Rats' "{X}: ... Spend only black mana on X." with X = 3 needs three black mana: a
    Swamp and two Mountains can't pay it, three Swamps can."""
    rats = obj("cr", "Crypt Rats")
    query = {"kind": "payments", "player": "alice", "cost": "{X}", "x": 3, "source": "cr", "mode": "check"}
    (short,) = ask([*lands("Swamp", "Mountain", "Mountain"), rats], query)
    assert short["ok"] and short["payable"] is False
    (enough,) = ask([*lands("Swamp", "Swamp", "Swamp"), rats], query)
    assert enough["ok"] and enough["payable"] is True


def test_107_3_emblazoned_golem_colored_mana_one_of_each_is_never_guessed() -> None:
    """CR 107.3, 601.2f-h: Emblazoned Golem's "Spend only colored mana on X. No more than one mana of each color
    may be spent this way." is not modelled, and six Plains could otherwise pay a kicker {X} of 3: the answer is
    ``unsupported_text`` at the card, not ``castable``."""
    board = [*lands(*["Plains"] * 6), obj("g", "Emblazoned Golem", zone="hand")]
    (result,) = ask(board, {"kind": "castable", "player": "alice", "card": "g", "x": 3})
    assert not result["ok"] and result["error"]["code"] == "unsupported_text"
    assert result["error"]["path"] == "state.objects[6]"


def test_601_2b_welcome_the_darkness_x_cant_be_0() -> None:
    """CR 601.2b, 107.3: Welcome the Darkness ({X}{B}, "X can't be 0.") can't be cast with X = 0, though one
    Swamp pays {B}; with X = 1 two Swamps pay {1}{B}; asked without X, the least X allowed is 1, which one Swamp
    can't pay."""
    welcome = obj("w", "Welcome the Darkness", zone="hand")
    zero = castable([*lands("Swamp", "Swamp"), welcome], "w", x=0)
    assert not zero["castable"] and [r["rule"] for r in zero["reasons"]] == ["CR 601.2b"]
    assert zero["options"][0]["legal"] is False
    assert castable([*lands("Swamp", "Swamp"), welcome], "w", x=1)["castable"]
    assert not castable([*lands("Swamp"), welcome], "w")["castable"]


def test_107_3_lair_of_the_hydra_ability_x_cant_be_0() -> None:
    """CR 107.3, 602.2b: Lair of the Hydra's "{X}{G}: ... X can't be 0." costs at least {1}{G}: the Lair alone
    makes one mana ({T}: Add {G}), so the ability is not payable; with a Forest it is."""
    lair = obj("lair", "Lair of the Hydra")

    def payable(objects: list[dict[str, Any]]) -> bool:
        (result,) = ask(objects, {"kind": "activatable", "player": "alice"})
        (row,) = [r for r in result["abilities"] if r["object"] == "lair" and r["ability"] == 2]
        return bool(row["payable"])

    assert not payable([lair])
    assert payable([lair, obj("f", "Forest")])


def test_702_33a_thieving_skydiver_kicker_x_is_an_option() -> None:
    """CR 702.33a, 107.3: Thieving Skydiver ({1}{U}, "Kicker {X}. X can't be 0.") kicked with X = 1 costs {2}{U},
    a second option beside its mana cost; with X = 0 the kicked option can't be chosen, the mana cost still can."""
    board = [*lands("Island", "Island", "Island"), obj("sd", "Thieving Skydiver", zone="hand")]
    one = castable(board, "sd", x=1)
    assert {o["option"]: (o["cost"], o["legal"], o["payable"]) for o in one["options"]} == {
        "mana_cost": ("{1}{U}", True, True), "kicked": ("{2}{U}", True, True)}
    zero = castable(board, "sd", x=0)
    assert zero["castable"] and {o["option"]: o["legal"] for o in zero["options"]} == {
        "mana_cost": True, "kicked": False}


def test_107_3_payments_for_consume_spirit_pay_x_only_with_black_mana() -> None:
    """CR 107.3, 601.2f-h: the ``payments`` question for Consume Spirit's cost {X}{1}{B} with X = 2, spent on the
    card: one Swamp and three Mountains make one black mana and three are needed (X's two and {B}); with X = 0 they
    pay {1}{B}. For Emblazoned Golem, whose sentence about the mana spent on X is not read, it is unsupported_text."""
    board = [*lands("Swamp", "Mountain", "Mountain", "Mountain"), obj("cs", "Consume Spirit", zone="hand"),
             obj("g", "Emblazoned Golem", zone="hand")]
    pay = {"kind": "payments", "player": "alice", "mode": "check"}
    two, zero, golem = ask(board, {**pay, "cost": "{X}{1}{B}", "x": 2, "spend_on": "cs"},
                           {**pay, "cost": "{X}{1}{B}", "x": 0, "spend_on": "cs"},
                           {**pay, "cost": "{X}{2}", "x": 1, "spend_on": "g"})
    assert (two["payable"], zero["payable"]) == (False, True)
    assert golem["error"]["code"] == "unsupported_text"
