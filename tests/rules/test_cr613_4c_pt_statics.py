"""Power/toughness statics (CR 613.4c, layer 7c) read and applied by the board view, so that every question that
reads power sees the same values; a change not read is left unread, and the relevance rule then flags it where
power or toughness is read (never a sentence counted as read and not applied).

Cards (current Oracle text): Raucous Audience, 2/1: "{T}: Add {G}. If you control a creature with power 4 or
greater, add {G}{G} instead." Seasoned Hallowblade, 3/1 white. Honor of the Pure: "White creatures you control get
+1/+1." Crusade: "White creatures get +1/+1." Bad Moon: "Black creatures get +1/+1." Vampire Nighthawk, 2/3 black.
Goblin King: "Other Goblins get +1/+1 and have mountainwalk." Goblin Heelcutter, 3/2 Goblin. Lord of Atlantis:
"Other Merfolk get +1/+1 and have islandwalk." Merfolk Trickster, 2/2. Elvish Champion: "Other Elf creatures get
+1/+1 and have forestwalk." Selvala, Heart of the Wilds: "{G}, {T}: Add X mana in any combination of colors,
where X is the greatest power among creatures you control." Whisperer of the Wilds: "{T}: Add {G}. / Ferocious —
{T}: Add {G}{G}. Activate only if you control a creature with power 4 or greater." Blanchwood Armor: "Enchanted
creature gets +1/+1 for each Forest you control."
"""

from __future__ import annotations

from typing import Any

from mtgsolver.model.errors import UnsupportedText

from mtgsolver import Board
from tests.helpers import obj


def _board(*objects: dict[str, Any]) -> Board:
    return Board.from_json({"active_player": "alice", "players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
                            "objects": [obj("l", "Raucous Audience"), *objects]})


def _gg(board: Board) -> Any:
    return board.ask("payments", player="alice", cost="{G}{G}", mode="check")


def test_613_4c_honor_of_the_pure_makes_a_3_1_white_creature_4_2() -> None:
    """CR 613.4c, 105.2: Seasoned Hallowblade is white, so Honor of the Pure makes it 3+1 = 4 power: Raucous
    Audience adds {G}{G} instead, and {G}{G} is payable."""
    got = _gg(_board(obj("h", "Seasoned Hallowblade"), obj("p", "Honor of the Pure")))
    assert got["payable"] is True


def test_613_4c_crusade_pumps_white_creatures() -> None:
    """CR 613.4c: Crusade, "White creatures get +1/+1": Hallowblade 4/2, so {G}{G} is payable."""
    got = _gg(_board(obj("h", "Seasoned Hallowblade"), obj("c", "Crusade")))
    assert got["payable"] is True


def test_613_4c_bad_moon_and_a_counter() -> None:
    """CR 613.4c, 122.1a: Vampire Nighthawk 2/3 black, +1 from Bad Moon, +1 from a +1/+1 counter: power 4, so
    {G}{G} is payable."""
    got = _gg(_board(obj("v", "Vampire Nighthawk", counters={"+1/+1": 1}), obj("b", "Bad Moon")))
    assert got["payable"] is True


def test_613_4c_bad_moon_does_not_pump_a_nonblack_creature() -> None:
    """CR 613.4c, 105.2: Seasoned Hallowblade is white, so Bad Moon leaves it 3/1: power 3, and the Audience adds
    only {G}: {G}{G} is not payable."""
    got = _gg(_board(obj("h", "Seasoned Hallowblade"), obj("b", "Bad Moon")))
    assert got["payable"] is False


def test_613_4c_goblin_king_pumps_other_goblins_of_any_controller() -> None:
    """CR 613.4c: "Other Goblins get +1/+1" names no controller, so Goblin Heelcutter (3/2) is 4/3 whether Alice
    or Bob controls the King."""
    for king_controller in ("alice", "bob"):
        got = _gg(_board(obj("g", "Goblin Heelcutter"), obj("k", "Goblin King", controller=king_controller)))
        assert got["payable"] is True


def test_613_4c_lord_of_atlantis_and_elvish_champion() -> None:
    """CR 613.4c: Merfolk Trickster 2/2 + Lord of Atlantis (+1) = 3: not 4, {G}{G} not payable; with Goblin
    Heelcutter 3/2 and a Goblin King it is. Elvish Champion makes Llanowar Elves (1/1 Elf) 2/2: still not 4."""
    got = _gg(_board(obj("m", "Merfolk Trickster"), obj("a", "Lord of Atlantis")))
    assert got["payable"] is False
    got = _gg(_board(obj("e", "Llanowar Elves", tapped=True), obj("c", "Elvish Champion")))
    assert got["payable"] is False


def test_613_4c_selvala_greatest_power_counts_the_king() -> None:
    """CR 613.4c: Goblin Heelcutter 3/2 + Goblin King = 4 power, the greatest among Alice's creatures: Selvala
    ({G}, {T}) with a Forest's {G} adds 4 mana, so {4} is payable."""
    board = Board.from_json({"active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}], "objects": [
        obj("s", "Selvala, Heart of the Wilds"), obj("f", "Forest"), obj("g", "Goblin Heelcutter"),
        obj("k", "Goblin King")]})
    got = board.ask("payments", player="alice", cost="{4}", mode="check")
    assert got["payable"] is True


def test_613_4c_whisperer_ferocious_with_honor() -> None:
    """CR 613.4c, 602.5: Honor of the Pure makes Hallowblade 4/2, so Whisperer of the Wilds' Ferocious ability
    (index 1) may be activated."""
    board = Board.from_json({"active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}], "objects": [
        obj("w", "Whisperer of the Wilds"), obj("h", "Seasoned Hallowblade"), obj("p", "Honor of the Pure")]})
    got = board.ask("can_activate", object="w", ability=1)
    assert got["legal"] is True


def test_613_4c_a_pump_not_read_is_never_read_and_ignored() -> None:
    """CR 613.4c: Blanchwood Armor on Merfolk Trickster with two Forests makes it 2+2 = 4 power. Whatever the
    reader makes of "for each Forest you control", the answer is never a silent "no": either it is payable, or
    unsupported_text at the Armor."""
    board = _board(obj("m", "Merfolk Trickster"), obj("a", "Blanchwood Armor", attached_to="m"),
                   obj("f1", "Forest", tapped=True), obj("f2", "Forest", tapped=True))
    try:
        assert _gg(board)["payable"] is True
    except UnsupportedText as e:
        assert e.path == "state.objects[2]"


def test_613_4c_abilities_lists_an_unread_pump_as_unsupported() -> None:
    """CR 613.4c: the abilities query and copy targets agree: a P/T change the layer doesn't apply is listed as
    unsupported (Death's Shadow's "This creature gets -X/-X, where X is your life total." is either applied or
    listed); one it applies (Blanchwood Armor's "for each Forest you control") is not."""
    board = _board(obj("d", "Death's Shadow"), obj("a", "Blanchwood Armor"))
    shadow = board.ask("abilities", object="d")["unsupported"]
    assert "This creature gets -X/-X, where X is your life total." in shadow
    assert board.ask("abilities", object="a")["unsupported"] == []


def test_613_4c_a_lone_adjective_of_a_list_is_no_attached_subject() -> None:
    """CR 303.4, 301.5: "enchanted" names an attached object only with its noun ("Enchanted creature"); Grusilda's
    "Combined, enchanted, and equipped creatures you control have menace." is no grant the keyword reader reads
    (and reading it raised an IndexError)."""
    from mtgsolver.model.keywords import read_grants

    assert read_grants("Combined, enchanted, and equipped creatures you control have menace.") == ()
