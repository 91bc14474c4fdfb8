"""Two mana-ability costs of issue 13: putting a counter on the permanent itself, and exiling it.

CR 118.3: a cost is paid only with what can pay it. A permanent can always take a counter (CR 122.1: "Put a -0/-1
counter on this creature"), even one that brings its toughness to 0: state-based actions wait until a player would
get priority (CR 704.3). A permanent on the battlefield can always be exiled, once (it is then a new object, CR
400.7), and exiling is no sacrifice (CR 701.21a). Neither cost has {T}, so summoning sickness doesn't matter
(CR 302.6). Expected values are worked out from the Oracle text:

* Wall of Roots, Creature 0/5: "Defender" (ability 0), "Put a -0/-1 counter on this creature: Add {G}. Activate only
  once each turn." (ability 1);
* Mirrored Lotus, Artifact: "Reflect {0} ..." (0), "{T}, Exile Mirrored Lotus: Add three mana of any one color." (1);
* Arbor Adherent: "{T}: Add X mana of any one color, where X is the greatest toughness among other creatures you
  control.";
* Forest: "({T}: Add {G}.)".
"""

from __future__ import annotations

from typing import Any

from mtgsolver.model.costs import Cost, LeaveSelfPart, PutCountersPart

from mtgsolver import solve


def obj(oid: str, card: str, **kw: Any) -> dict[str, Any]:
    return {"id": oid, "card": card, "controller": "alice", **kw}


def answer(objects: list[dict[str, Any]], query: dict[str, Any], active: str = "alice") -> dict[str, Any]:
    state = {"active_player": active, "players": [{"id": "alice"}, {"id": "bob"}], "objects": objects}
    response, _ = solve({"state": state, "queries": [{"id": "q", **query}]})
    (result,) = response["results"]
    return result  # type: ignore[no-any-return]


def payable(objects: list[dict[str, Any]], cost: str, active: str = "alice") -> bool:
    result = answer(objects, {"kind": "payments", "player": "alice", "cost": cost, "mode": "check"}, active)
    assert result["ok"], result
    return result["payable"]  # type: ignore[no-any-return]


def test_122_1_the_costs_are_read() -> None:
    """CR 122.1, 118.3: "Put a -0/-1 counter on this creature" puts one -0/-1 counter; "Exile this artifact" takes
    the permanent itself from the battlefield, as "Return this creature to its owner's hand" does."""
    (put,) = Cost.parse("Put a -0/-1 counter on this creature").parts
    assert put == PutCountersPart(1, "-0/-1", "Put a -0/-1 counter on this creature")
    for text in ("Exile this artifact", "Return this creature to its owner's hand"):
        (leave,) = Cost.parse(text).parts
        assert isinstance(leave, LeaveSelfPart)
    assert Cost.parse("{T}, Exile this artifact").leaves_self


def test_302_6_wall_of_roots_pays_while_summoning_sick() -> None:
    """CR 302.6, 118.3: the ability has no {T}, so a summoning-sick Wall of Roots adds {G}: {G} is payable, also on
    Bob's turn (a mana ability, CR 605.3a); {G}{G} is not (once each turn, CR 602.5b), nor {U}."""
    wall = [obj("w", "Wall of Roots", summoning_sick=True)]
    assert payable(wall, "{G}") is True
    assert payable(wall, "{G}", active="bob") is True
    assert payable(wall, "{G}{G}") is False
    assert payable(wall, "{U}") is False


def test_602_5b_wall_of_roots_only_once_each_turn() -> None:
    """CR 602.5b: after its ability was activated this turn, it can't be again: {G} is not payable; a Forest pays
    it, and {G}{G} needs the Wall: not payable."""
    used = obj("w", "Wall of Roots", activated_this_turn=[1])
    assert payable([used], "{G}") is False
    assert payable([used, obj("f", "Forest")], "{G}") is True
    assert payable([used, obj("f", "Forest")], "{G}{G}") is False


def test_118_3_wall_of_roots_at_toughness_one_still_pays() -> None:
    """CR 118.3, 704.3: with four -0/-1 counters (toughness 1) the Wall can still take a fifth as the cost: {G}
    is payable."""
    assert payable([obj("w", "Wall of Roots", counters={"-0/-1": 4})], "{G}") is True


def test_118_3_mirrored_lotus_exiles_itself_for_three_mana() -> None:
    """CR 118.3, 605.3a: Mirrored Lotus adds three mana of one colour: {U}{U}{U} is payable, {U}{U}{R} is not
    (one colour), {U}{U}{U}{U} is not (it is exiled, and tapped, once); with a Forest, {G}{G}{G}{G} is. Every
    payment of {2}{U} is the Lotus alone (the Forest can't pay {U}, and with the Lotus it would be more than
    needed)."""
    lotus = [obj("l", "Mirrored Lotus")]
    assert payable(lotus, "{U}{U}{U}") is True
    assert payable(lotus, "{U}{U}{R}") is False
    assert payable(lotus, "{U}{U}{U}{U}") is False
    assert payable([*lotus, obj("f", "Forest")], "{G}{G}{G}{G}") is True
    result = answer([*lotus, obj("f", "Forest")], {"kind": "payments", "player": "alice", "cost": "{2}{U}"})
    assert result["ok"] and result["count"] == 1, result
    (payment,) = result["payments"]
    assert [(a["object"], a["ability"]) for a in payment["activations"]] == [("l", 1)]


def test_106_7_wall_of_roots_could_produce_green() -> None:
    """CR 106.7: costs aside, Wall of Roots could produce {G}, whether or not its ability was used this turn."""
    for wall in (obj("w", "Wall of Roots"), obj("w", "Wall of Roots", activated_this_turn=[1])):
        result = answer([wall], {"kind": "could_produce", "object": "w"})
        assert result["ok"] and result["types"] == ["G"], result


def test_602_2_wall_of_roots_ability_can_be_activated_while_sick() -> None:
    """CR 602.2, 302.6: `can_activate` of Wall of Roots' mana ability: legal while summoning sick."""
    result = answer([obj("w", "Wall of Roots", summoning_sick=True)],
                    {"kind": "can_activate", "object": "w", "ability": 1})
    assert result["ok"] and result["legal"] is True, result


def test_122_1a_a_toughness_counter_beside_a_toughness_reader_is_not_guessed() -> None:
    """CR 122.1a, 613.4c: the -0/-1 counter lowers the Wall's toughness as the cost is paid, and Arbor Adherent
    adds mana equal to the greatest toughness among other creatures Alice controls: the order of the two
    activations matters, which the solver does not model: every payment of {G}{G}{G}{G}{G}{G} is
    ``unsupported_text`` at the Wall, never a guess."""
    board = [obj("w", "Wall of Roots"), obj("a", "Arbor Adherent")]
    result = answer(board, {"kind": "payments", "player": "alice", "cost": "{G}{G}{G}{G}{G}{G}"})
    assert not result["ok"] and result["error"]["code"] == "unsupported_text", result
    assert result["error"]["path"] == "state.objects[0]", result
