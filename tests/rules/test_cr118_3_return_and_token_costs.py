"""Two costs of issue 13: returning the permanent itself to its owner's hand, and sacrificing a token.

CR 118.3: a cost is paid only with what can pay it: the permanent itself can always be returned while it is on the
battlefield, once (it is then a new object in the hand, CR 400.7); "Sacrifice a token" needs a token its controller
controls (CR 111.1, 701.21a). CR 602.5d: "Activate only as a sorcery" allows it only in its controller's main
phase with an empty stack. Expected values are worked out from the Oracle text:

* Grinning Ignus, {2}{R} Creature 2/2: "{R}, Return this creature to its owner's hand: Add {C}{C}{R}. Activate
  only as a sorcery." (ability 0);
* Fountainport, land: "{T}: Add {C}." (0), "{2}, {T}, Sacrifice a token: Draw a card." (1), ...;
* Mountain: "({T}: Add {R}.)"; Island: "({T}: Add {U}.)"; Grizzly Bears: no ability.
"""

from __future__ import annotations

from typing import Any

from mtgsolver.model.costs import Cost, LeaveSelfPart, SacrificePart
from mtgsolver.model.filters import Controller, Flag, Named

from mtgsolver import solve


def obj(oid: str, card: str, **kw: Any) -> dict[str, Any]:
    return {"id": oid, "card": card, "controller": "alice", "summoning_sick": False, **kw}


FISH = {"id": "t", "name": "Fish", "type_line": "Creature — Fish", "oracle_text": "", "mana_cost": "",
        "colors": ["U"], "controller": "alice", "is_token": True}


def answer(objects: list[dict[str, Any]], query: dict[str, Any], step: str = "precombat_main") -> dict[str, Any]:
    state = {"active_player": "alice", "turn": {"step": step},
             "players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}], "objects": objects}
    response, _ = solve({"state": state, "queries": [{"id": "q", **query}]})
    (result,) = response["results"]
    assert result["ok"], result
    return result  # type: ignore[no-any-return]


def payable(objects: list[dict[str, Any]], cost: str, step: str = "precombat_main") -> bool:
    query = {"kind": "payments", "player": "alice", "cost": cost, "mode": "check"}
    return answer(objects, query, step)["payable"]  # type: ignore[no-any-return]


def test_118_3_the_costs_are_read() -> None:
    """CR 118.3, 111.1: "Return this creature to its owner's hand" returns the permanent itself; "Sacrifice a
    token" and "Sacrifice another token" sacrifice a token (the other one: not this permanent)."""
    (_mana, back) = Cost.parse("{R}, Return this creature to its owner's hand").parts
    assert isinstance(back, LeaveSelfPart)
    for text, another in (("Sacrifice a token", False), ("Sacrifice another token", True)):
        (sac,) = Cost.parse(text).parts
        assert isinstance(sac, SacrificePart) and not sac.this and sac.filter is not None
        assert sac.filter.extra == (Flag.TOKEN,) and sac.filter.another is another


def test_118_3_grinning_ignus_returns_itself_once() -> None:
    """CR 118.3, 605.3a: in Alice's main phase, a Mountain pays Ignus's {R} and Ignus adds {C}{C}{R}: {C}{C}{R}
    and {2}{R} are payable; {C}{C}{R}{R} is not (the Mountain's {R} went to Ignus). With two Mountains
    {C}{C}{R}{R} is, and {C}{C}{C}{C}{R} is not: Ignus leaves the battlefield once."""
    one = [obj("g", "Grinning Ignus"), obj("m", "Mountain")]
    assert payable(one, "{C}{C}{R}") is True
    assert payable(one, "{2}{R}") is True
    assert payable(one, "{C}{C}{R}{R}") is False
    two = [*one, obj("n", "Mountain")]
    assert payable(two, "{C}{C}{R}{R}") is True
    assert payable(two, "{C}{C}{C}{C}{R}") is False


def test_602_5d_grinning_ignus_only_as_a_sorcery() -> None:
    """CR 602.5d, 605.3a: in the upkeep Ignus's ability can't be activated, so nothing makes {C}: {C}{C}{R} is not
    payable."""
    assert payable([obj("g", "Grinning Ignus"), obj("m", "Mountain")], "{C}{C}{R}", step="upkeep") is False


def test_118_3_fountainport_sacrifices_a_token() -> None:
    """CR 118.3, 111.1: Fountainport's "{2}, {T}, Sacrifice a token: Draw a card." can be activated with a Fish
    token and two Islands for {2}; with a Grizzly Bears (no token) it can't: nothing to sacrifice."""
    query = {"kind": "can_activate", "object": "f", "ability": 1}
    islands = [obj("f", "Fountainport"), obj("a", "Island"), obj("b", "Island")]
    assert answer([*islands, FISH], query)["legal"] is True
    result = answer([*islands, obj("c", "Grizzly Bears")], query)
    assert result["legal"] is False and result["reasons"][0]["rule"] == "CR 118.3"


def test_118_3_201_2_sacrifice_a_token_named_wood() -> None:
    """CR 118.3, 201.2, 111.1: Jungle Patrol's "Sacrifice a token named Wood: Add {R}." is paid only with a token
    named Wood Alice controls: with two Wood tokens {R}{R} is payable and {R}{R}{R} is not; Grizzly Bears (a
    nontoken creature named otherwise) pays nothing, so without Wood {R} is not payable."""
    (part,) = Cost.parse("Sacrifice a token named Wood").parts
    assert isinstance(part, SacrificePart) and part.filter is not None
    assert (part.filter.controller, part.filter.extra) == (Controller.YOU, (Flag.TOKEN, Named("Wood")))
    wood = {"name": "Wood", "type_line": "Token Creature — Wall", "oracle_text": "Defender", "mana_cost": "",
            "colors": ["G"], "power": "0", "toughness": "1", "controller": "alice", "is_token": True}
    objects = [obj("patrol", "Jungle Patrol"), obj("bears", "Grizzly Bears"), {"id": "w1", **wood}, {"id": "w2", **wood}]

    def payable(objs: list[dict[str, Any]], cost: str) -> bool:
        response, _ = solve({"state": {"active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
                                       "objects": objs},
                             "queries": [{"id": "q", "kind": "payments", "player": "alice", "cost": cost,
                                          "mode": "check"}]})
        return bool(response["results"][0]["payable"])

    assert payable(objects, "{R}{R}") is True
    assert payable(objects, "{R}{R}{R}") is False
    assert payable(objects[:2], "{R}") is False
