"""Mana abilities whose mana another player gets, or another player may stop (issue 13).

* Rafi, Retro Racer: "{R}, Sacrifice Rafi: Each player adds {R}{R}{R}."; Yurlok of Scorch Thrash: "{1}, {T}: Each
  player adds {B}{R}{G}." (ability 2): its controller adds that mana too, and the other players' mana is in their
  own pools (CR 106.4), which pay nothing of the controller's cost;
* Spectral Searchlight, artifact: "{T}: Choose a player. That player adds one mana of any color they choose.";
  Valleymaker: "{T}, Sacrifice a Forest: Choose a player. That player adds {G}{G}{G}." (ability 1): the controller
  may choose themselves as it resolves (CR 608.2d), so it could produce what that player adds (CR 106.7);
* Rhystic Cave, land: "{T}: Choose a color. Add one mana of that color unless any player pays {1}. Activate only as
  an instant.": it could produce every colour (CR 106.7: what it would add if it resolved, whatever others may
  pay), but whether it adds mana is another player's choice, so a payment can't count on it: a "yes" found
  without it stands, anything else is unsupported_text at the Cave (never guessed).

Forest: "({T}: Add {G}.)"; Mountain: "({T}: Add {R}.)".
"""

from __future__ import annotations

from typing import Any

from mtgsolver.model.reader import read_card
from mtgsolver.model.registry import get_card

from tests.helpers import solve_one


def obj(oid: str, card: str, **kw: Any) -> dict[str, Any]:
    return {"id": oid, "card": card, "controller": "alice", "summoning_sick": False, **kw}




def could(objects: list[dict[str, Any]], oid: str) -> list[str]:
    result = solve_one(objects, {"kind": "could_produce", "object": oid})
    assert result["ok"], result
    return result["types"]  # type: ignore[no-any-return]


def payments(objects: list[dict[str, Any]], cost: str, mode: str = "check") -> dict[str, Any]:
    return solve_one(objects, {"kind": "payments", "player": "alice", "cost": cost, "mode": mode})


def test_106_7_each_player_adds_is_read() -> None:
    """CR 106.4, 605.1a: "Each player adds ..." is read as what its controller adds; "Choose a player. That player
    adds ..." likewise (CR 608.2d)."""
    for name in ("Rafi, Retro Racer", "Yurlok of Scorch Thrash", "Spectral Searchlight", "Valleymaker"):
        ability = next(a for a in read_card(get_card(name)).abilities if a.mana is not None)
        assert ability.unsupported == (), name


def test_106_7_rafi_and_yurlok_could_produce_what_each_player_adds() -> None:
    """CR 106.7: Rafi could produce {R}; Yurlok {B}, {R} and {G}."""
    assert could([obj("r", "Rafi, Retro Racer")], "r") == ["R"]
    assert could([obj("y", "Yurlok of Scorch Thrash")], "y") == ["B", "R", "G"]


def test_605_3a_the_controller_is_one_of_each_player() -> None:
    """CR 106.4, 605.3a: with a Mountain, Rafi pays {R}{R}{R} (the Mountain pays Rafi's {R}), and not
    {R}{R}{R}{R} (Rafi is sacrificed: once, CR 118.3); Yurlok with a Mountain pays {B}{R}{G} but not {1}{B}{R}{G}
    (the Mountain's {R} pays Yurlok's {1})."""
    rafi = [obj("r", "Rafi, Retro Racer"), obj("m", "Mountain")]
    assert payments(rafi, "{R}{R}{R}")["payable"] is True
    assert payments(rafi, "{R}{R}{R}{R}")["payable"] is False
    yurlok = [obj("y", "Yurlok of Scorch Thrash"), obj("m", "Mountain")]
    assert payments(yurlok, "{B}{R}{G}")["payable"] is True
    assert payments(yurlok, "{1}{B}{R}{G}")["payable"] is False


def test_608_2d_the_controller_may_choose_themselves() -> None:
    """CR 106.7, 608.2d: Spectral Searchlight could produce each colour, and pays {U} (its controller chooses
    themselves and blue); not {U}{U} (it taps once, CR 118.3). Valleymaker with a Forest could produce {G} and
    pays {G}{G}{G}{G}: the Forest taps for {G}, then is sacrificed tapped for {G}{G}{G} (CR 701.21a); not
    {G}{G}{G}{G}{G} (each taps once, CR 118.3)."""
    light = [obj("s", "Spectral Searchlight")]
    assert could(light, "s") == ["W", "U", "B", "R", "G"]
    assert payments(light, "{U}")["payable"] is True
    assert payments(light, "{U}{U}")["payable"] is False
    giant = [obj("v", "Valleymaker"), obj("f", "Forest")]
    assert could(giant, "v") == ["G"]
    assert payments(giant, "{G}{G}{G}{G}")["payable"] is True
    assert payments(giant, "{G}{G}{G}{G}{G}")["payable"] is False


def test_106_7_rhystic_cave_could_produce_every_colour() -> None:
    """CR 106.7: Rhystic Cave could produce each colour (white, blue, black, red, green; no colourless)."""
    assert could([obj("c", "Rhystic Cave")], "c") == ["W", "U", "B", "R", "G"]


def test_601_2h_a_yes_without_rhystic_cave_stands() -> None:
    """CR 601.2h: with a Forest beside the Cave, {G} is payable by the Forest alone, whatever the Cave does."""
    assert payments([obj("c", "Rhystic Cave"), obj("f", "Forest")], "{G}")["payable"] is True


def test_601_2h_rhystic_cave_is_never_counted_on() -> None:
    """CR 601.2h, 608.2d: {U} could be paid only by the Cave, which any player may stop by paying {1}: the check
    and the list of every payment are unsupported_text at the Cave."""
    board = [obj("c", "Rhystic Cave"), obj("f", "Forest")]
    for mode in ("check", "all"):
        result = payments(board, "{U}", mode)
        assert not result["ok"] and result["error"]["code"] == "unsupported_text", result
        assert result["error"]["path"] == "state.objects[0]"
