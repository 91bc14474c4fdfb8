"""Level up (CR 711): "LEVEL N1-N2 [abilities] [P/T]" means "As long as this creature has at least N1 level
counters on it, but no more than N2, it has base power and toughness [P/T] and has [abilities]" (CR 711.2a).

Joraga Treespeaker, 1/1 Elf Druid (current Oracle text): "Level up {1}{G} / LEVEL 1-4 / 1/2 / {T}: Add {G}{G}. /
LEVEL 5+ / 1/4 / Elves you control have "{T}: Add {G}{G}."" Llanowar Elves: "{T}: Add {G}."
"""

from __future__ import annotations

from typing import Any

from mtgsolver import Board
from tests.helpers import obj


def _board(*objects: dict[str, Any]) -> Board:
    return Board.from_json({"active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
                            "objects": list(objects)})


def test_711_2a_level_1_has_the_first_striations_mana_ability() -> None:
    """CR 711.2a: with one level counter Treespeaker has "{T}: Add {G}{G}.": it could produce {G}, and {G} (and
    {G}{G}) is payable; activatable lists the mana ability."""
    board = _board(obj("j", "Joraga Treespeaker", counters={"level": 1}))
    assert board.ask("could_produce", object="j")["types"] == ["G"]
    assert board.ask("payments", player="alice", cost="{G}", mode="check")["payable"] is True
    assert board.ask("payments", player="alice", cost="{G}{G}", mode="check")["payable"] is True
    texts = [a["text"] for a in board.ask("activatable", player="alice")["abilities"]]
    assert "{T}: Add {G}{G}." in texts


def test_711_2a_no_level_counter_no_striation() -> None:
    """CR 711.2a: with no level counter neither striation applies: Treespeaker has no mana ability."""
    board = _board(obj("j", "Joraga Treespeaker"))
    assert board.ask("could_produce", object="j")["types"] == []
    assert board.ask("payments", player="alice", cost="{G}", mode="check")["payable"] is False


def test_711_2a_level_5_grants_elves_the_ability() -> None:
    """CR 711.2a, 613.1f: at level 5 Treespeaker (an Elf) and Llanowar Elves each have "{T}: Add {G}{G}.": 4 {G}
    in all (each taps once), so {G}{G}{G}{G} is payable and five {G} are not; level 5 is past LEVEL 1-4, so
    Treespeaker's own {G}{G} is the granted one."""
    board = _board(obj("j", "Joraga Treespeaker", counters={"level": 5}), obj("e", "Llanowar Elves"))
    assert board.ask("payments", player="alice", cost="{G}{G}{G}{G}", mode="check")["payable"] is True
    assert board.ask("payments", player="alice", cost="{G}{G}{G}{G}{G}", mode="check")["payable"] is False


def test_711_2a_striation_sets_base_power_and_toughness() -> None:
    """CR 711.2a, 613.4b: at level 1 Treespeaker's base power and toughness are its first striation's 1/2, at
    level 5 its second's 1/4 (not the printed 1/1)."""
    board = _board(obj("j", "Joraga Treespeaker", counters={"level": 1}))
    v = board.view.view("j")
    assert (v.power, v.toughness) == (1, 2)
    at_5 = _board(obj("j", "Joraga Treespeaker", counters={"level": 5})).view.view("j")
    assert (at_5.power, at_5.toughness) == (1, 4)


def test_711_2a_a_leveler_land_without_power_and_toughness_has_its_striations_abilities() -> None:
    """CR 711.2a, 106.7: Under-Construction Skyscraper, a land ("{T}: Add {C}. / LEVEL 1-7 / {T}: Add {W}, {B}, {G},
    or {C}."), states no power and toughness in its striations, and nothing of it is left unread: with one level
    counter it could produce W, B, G and C, and pays {B}; with none it could produce only C."""
    board = _board(obj("s", "Under-Construction Skyscraper", counters={"level": 1}))
    assert board.ask("abilities", object="s")["unsupported"] == []
    assert board.ask("could_produce", object="s")["types"] == ["W", "B", "G", "C"]
    assert board.ask("payments", player="alice", cost="{B}", mode="check")["payable"] is True
    assert _board(obj("s", "Under-Construction Skyscraper")).ask("could_produce", object="s")["types"] == ["C"]
