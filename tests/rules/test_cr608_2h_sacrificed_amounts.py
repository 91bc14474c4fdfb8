"""Mana abilities whose amount is read from the permanent their cost sacrificed (issue 13): "Add an amount of {R}
equal to the sacrificed artifact's mana value" (Red Priest of Yawgmoth, Slobad, Priest of Yawgmoth), "... equal to
the sacrificed creature's power" (Furgul, Quag Nurturer).

CR 106.7: what an ability could produce ignores its costs, so Red Priest could produce {R} whatever there is to
sacrifice; CR 118.3, 601.2h, 605.3a: the permanent sacrificed is chosen as the cost is paid, so which one is a
choice of the payment; CR 608.2h: the amount is that permanent's mana value (CR 202.3) or power (CR 208.1) as it
last existed on the battlefield; CR 107.1b: a negative power adds none. Expected values are worked out from the
Oracle text:

* Red Priest of Yawgmoth, {1}{R} Artifact Creature 1/2: "{T}, Sacrifice an artifact: Add an amount of {R} equal to
  the sacrificed artifact's mana value." (ability 0; it is an artifact itself, mana value 2);
* Furgul, Quag Nurturer, {2}{B}{G} 2/4: "{T}, Sacrifice a creature: Add an amount of {G} equal to the sacrificed
  creature's power." (ability 1);
* Mind Stone {2} ("{T}: Add {C}."), Sol Ring {1} ("{T}: Add {C}{C}."), Ornithopter {0} 0/2 artifact creature,
  Grizzly Bears {1}{G} 2/2.
"""

from __future__ import annotations

from typing import Any

from mtgsolver.model.abilities import AmountKind, PaletteKind
from mtgsolver.model.reader import read_card
from mtgsolver.model.registry import get_card

from mtgsolver import solve
from tests.helpers import solve_one


def obj(oid: str, card: str, **kw: Any) -> dict[str, Any]:
    return {"id": oid, "card": card, "controller": "alice", "summoning_sick": False, **kw}


def answer(objects: list[dict[str, Any]], query: dict[str, Any]) -> dict[str, Any]:
    result = solve_one(objects, query)
    assert result["ok"], result
    return result


def payable(objects: list[dict[str, Any]], cost: str) -> bool:
    return answer(objects, {"kind": "payments", "player": "alice", "cost": cost, "mode": "check"})["payable"]  # type: ignore[no-any-return]


def every(objects: list[dict[str, Any]], cost: str) -> list[tuple[str, str, str]]:
    result = answer(objects, {"kind": "payments", "player": "alice", "cost": cost, "mode": "all"})
    return sorted((a["object"], a["produces"], a.get("sacrificed", "")) for p in result["payments"]
                  for a in p["activations"])


PRIEST = obj("p", "Red Priest of Yawgmoth")
#: Mind Stone (mana value 2) and Sol Ring (mana value 1), both tapped: only sacrificed do they pay.
STONE = obj("m", "Mind Stone", tapped=True)
RING = obj("s", "Sol Ring", tapped=True)


def test_608_2h_the_amounts_are_read() -> None:
    """CR 608.2h, 202.3, 208.1: the amount is the sacrificed permanent's mana value, or power, of the one type
    printed; the cost sacrifices one artifact, or one creature (CR 118.3)."""
    (priest,) = read_card(get_card("Red Priest of Yawgmoth")).abilities
    furgul = read_card(get_card("Furgul, Quag Nurturer")).abilities[1]
    for ability, kind, letter in ((priest, AmountKind.SACRIFICED_MANA_VALUE, "R"),
                                  (furgul, AmountKind.SACRIFICED_POWER, "G")):
        assert ability.unsupported == ()
        assert ability.mana is not None
        (part,) = ability.mana.alternatives[0].parts
        assert part.amount.kind is kind
        assert part.palette.kind is PaletteKind.TYPES and [t.value for t in part.palette.types] == [letter]


def test_106_7_red_priest_could_produce_red_whatever_it_could_sacrifice() -> None:
    """CR 106.7: costs are ignored, so Red Priest could produce {R} (only {R}), even beside an Ornithopter of mana
    value 0; Furgul could produce {G}."""
    assert answer([PRIEST, obj("o", "Ornithopter")], {"kind": "could_produce", "object": "p"})["types"] == ["R"]
    assert answer([obj("f", "Furgul, Quag Nurturer")], {"kind": "could_produce", "object": "f"})["types"] == ["G"]


def test_608_2h_the_sacrificed_artifacts_mana_value_is_the_amount() -> None:
    """CR 608.2h, 202.3: sacrificing Mind Stone (mana value 2) adds {R}{R}: {R}{R} is payable; {R}{R}{R} is not
    (Red Priest taps once, CR 118.3, and no artifact there has mana value 3: Mind Stone 2, Sol Ring 1, Red Priest
    itself 2)."""
    board = [PRIEST, STONE, RING]
    assert payable(board, "{R}{R}") is True
    assert payable(board, "{1}{R}") is True
    assert payable(board, "{R}{R}{R}") is False


def test_601_2h_which_artifact_is_sacrificed_is_part_of_the_payment() -> None:
    """CR 601.2h, 118.3: the payments of {R} are one activation each, told apart by what it sacrifices: Sol Ring
    for {R}, Mind Stone or Red Priest itself for {R}{R} (each minimal: no activation can be left out)."""
    assert every([PRIEST, STONE, RING], "{R}") == [("p", "{R}", "s"), ("p", "{R}{R}", "m"), ("p", "{R}{R}", "p")]


def test_106_5_an_artifact_of_mana_value_0_adds_nothing() -> None:
    """CR 202.3a, 106.5: with only Ornithopter (mana value 0) to sacrifice beside itself, Red Priest makes {R}{R}
    by sacrificing itself, never {R} by sacrificing Ornithopter: {R}'s one payment sacrifices Red Priest."""
    assert every([PRIEST, obj("o", "Ornithopter")], "{R}") == [("p", "{R}{R}", "p")]


def test_608_2h_furgul_adds_the_sacrificed_creatures_power() -> None:
    """CR 608.2h, 208.1, 122.1a: Grizzly Bears with a +1/+1 counter has power 3, so sacrificing it to Furgul adds
    {G}{G}{G}: {G}{G}{G} is payable, {G}{G}{G}{G} is not (Furgul's own power is 2)."""
    board = [obj("f", "Furgul, Quag Nurturer"), obj("b", "Grizzly Bears", counters={"+1/+1": 1})]
    assert payable(board, "{G}{G}{G}") is True
    assert payable(board, "{G}{G}{G}{G}") is False


def test_608_2h_identical_looking_creatures_of_different_power_are_told_apart() -> None:
    """CR 608.2h, 122.1a: two Grizzly Bears, one with two +1/+1 counters (power 4): {G}{G}{G}{G} is payable only by
    sacrificing that one, and a -1/-1 counter on a Bears makes power 1 ({G})."""
    board = [obj("f", "Furgul, Quag Nurturer"), obj("b1", "Grizzly Bears", counters={"+1/+1": 2}),
             obj("b2", "Grizzly Bears", counters={"-1/-1": 1})]
    assert every(board, "{G}{G}{G}{G}") == [("f", "{G}{G}{G}{G}", "b1")]
    assert ("f", "{G}", "b2") in every(board, "{G}")


def test_202_3b_the_mana_value_of_a_double_faced_card_is_never_guessed() -> None:
    """CR 202.3b, 712.8e: Thaumatic Compass // Spires of Orazca ({2} Artifact, front face) has a back face whose
    mana value is its front face's, and the state holds one face only: a payment that could sacrifice it to Red
    Priest is unsupported_text at it, never guessed."""
    state = {"active_player": "alice", "players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
             "objects": [PRIEST, obj("t", "Thaumatic Compass", tapped=True)]}
    response, _ = solve({"state": state, "queries": [
        {"id": "q", "kind": "payments", "player": "alice", "cost": "{R}{R}{R}", "mode": "check"}]})
    (result,) = response["results"]
    assert not result["ok"] and result["error"]["code"] == "unsupported_text"
    assert result["error"]["path"] == "state.objects[1]"
