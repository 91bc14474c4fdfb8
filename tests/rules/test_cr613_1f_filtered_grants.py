"""CR 613.1f: static abilities that grant a quoted mana ability to the permanents a description with conditions
names: "with a counter on it" (CR 122.1), "with a +1/+1 counter on it", "with the chosen name" (CR 201.4,
201.2a), "tokens" (CR 111.1); what the granted ability could produce (CR 106.7) and whether it can be activated
(CR 302.6). Keyword grants to a subtype (Mist Dancer, CR 205.3, 613.4c) and the reach of unread sentences about
one subtype."""

from __future__ import annotations

from typing import Any

import pytest
from mtgsolver.model.errors import UnsupportedText

from mtgsolver import Board
from tests.helpers import inline


def _board(*objects: dict[str, Any]) -> Board:
    return Board.from_json({"active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
                            "objects": list(objects)})


def _bears(oid: str, controller: str = "alice", **fields: Any) -> dict[str, Any]:
    return {"id": oid, "card": "Grizzly Bears", "controller": controller, **fields}


def _types(board: Board, oid: str) -> list[str]:
    return [t.value for t in board.could_produce(oid)]


def _rishkar() -> Board:
    return _board({"id": "rishkar", "card": "Rishkar, Peema Renegade", "controller": "alice"},
                  _bears("counted", counters={"+1/+1": 1}), _bears("plain"),
                  _bears("sick", counters={"+1/+1": 1}, summoning_sick=True),
                  _bears("minus", counters={"-1/-1": 1}), _bears("theirs", "bob", counters={"+1/+1": 1}))


def test_613_1f_302_6_rishkar_creature_with_a_counter_taps_for_green() -> None:
    """Rishkar: "Each creature you control with a counter on it has "{T}: Add {G}."" A Grizzly Bears of Alice's
    with a +1/+1 counter that is not summoning sick could produce G and its granted ability can be activated (CR
    613.1f, 106.7); with a -1/-1 counter it has the ability too (any counter, CR 122.1)."""
    board = _rishkar()
    assert _types(board, "counted") == ["G"]
    assert _types(board, "minus") == ["G"]
    assert board.can_activate("counted", 0).legal
    assert board.is_payable("alice", "{G}{G}")


def test_613_1f_rishkar_creature_without_a_counter_or_not_yours_gets_nothing() -> None:
    """Rishkar's grant names creatures Alice controls with a counter on them: Rishkar itself (no counter), a Bears
    without counters and Bob's Bears with a +1/+1 counter could produce nothing (CR 106.7), and Bob can't pay {G}."""
    board = _rishkar()
    assert _types(board, "plain") == []
    assert _types(board, "rishkar") == []
    assert _types(board, "theirs") == []
    assert not board.is_payable("bob", "{G}")


def test_302_6_rishkar_summoning_sick_creature_with_a_counter_cannot_tap() -> None:
    """CR 302.6: the summoning-sick Bears with a counter has the ability (it could produce G, CR 106.7 ignores
    whether it can be activated) but can't activate it; so Alice's three creatures with counters and no sickness
    pay {G}{G}, not {G}{G}{G}."""
    board = _rishkar()
    assert _types(board, "sick") == ["G"]
    check = board.can_activate("sick", 0)
    assert not check.legal
    assert any(r.rule == "CR 302.6" for r in check.reasons)
    assert not board.is_payable("alice", "{G}{G}{G}")


def test_613_1f_jiang_yanggu_asks_for_a_plus_one_counter() -> None:
    """Jiang Yanggu: "Each creature you control with a +1/+1 counter on it has "{T}: Add one mana of any color.""
    A creature with a -1/-1 counter is not one (CR 122.1); one with a +1/+1 counter could produce each colour."""
    board = _board({"id": "jiang", "card": "Jiang Yanggu, Wildcrafter", "controller": "alice", "counters":
                    {"loyalty": 3}}, _bears("plus", counters={"+1/+1": 2}), _bears("minus", counters={"-1/-1": 1}))
    assert _types(board, "plus") == ["W", "U", "B", "R", "G"]
    assert _types(board, "minus") == []


def _hamlet(chosen: dict[str, str] | None) -> Board:
    hamlet: dict[str, Any] = {"id": "hamlet", "card": "Petrified Hamlet", "controller": "alice"}
    if chosen is not None:
        hamlet["chosen"] = chosen
    return _board(hamlet, {"id": "forest", "card": "Forest", "controller": "alice"},
                  {"id": "their_forest", "card": "Forest", "controller": "bob"},
                  {"id": "island", "card": "Island", "controller": "alice"}, _bears("bears"))


def test_613_1f_201_2a_petrified_hamlet_naming_forest() -> None:
    """Petrified Hamlet ("When this land enters, choose a land card name. ... Lands with the chosen name have "{T}:
    Add {C}." {T}: Add {C}.") naming Forest: every Forest, Bob's too (the sentence doesn't say "you control"), has
    "{T}: Add {C}" beside its {G} (CR 305.6), an Island doesn't (CR 201.2a: not the same name); so Alice's Forest
    and the Hamlet pay {C}{C}, and the Forest, the Island and the Hamlet pay {C}{C}{U} but not {C}{C}{C}."""
    board = _hamlet({"name": "Forest"})
    assert _types(board, "forest") == ["G", "C"]
    assert _types(board, "their_forest") == ["G", "C"]
    assert _types(board, "island") == ["U"]
    assert _types(board, "hamlet") == ["C"]
    assert board.is_payable("alice", "{C}{C}")
    assert board.is_payable("alice", "{C}{C}{U}")
    assert not board.is_payable("alice", "{C}{C}{C}")


def test_201_4_petrified_hamlet_without_its_name_is_not_guessed() -> None:
    """CR 201.4: without the state's chosen name, any land could have been named, so what a land could produce is
    unsupported_text at the Hamlet's ``chosen``; a creature is no land the grant could reach, and is answered."""
    board = _hamlet(None)
    with pytest.raises(UnsupportedText) as raised:
        board.could_produce("forest")
    assert raised.value.path == "state.objects[0].chosen"
    assert _types(board, "bears") == []


def test_111_1_creature_tokens_you_control_is_not_a_nontoken_creature() -> None:
    """Insidious Roots: "Creature tokens you control have "{T}: Add one mana of any color."" A token creature
    could produce each colour; a creature card (not a token, CR 111.1) could produce none."""
    board = _board({"id": "roots", "card": "Insidious Roots", "controller": "alice"}, _bears("card"),
                   {"id": "plant", "controller": "alice", "is_token": True, "name": "Plant", "type_line":
                    "Token Creature — Plant", "mana_cost": "", "oracle_text": "", "power": "0", "toughness": "1"})
    assert _types(board, "plant") == ["W", "U", "B", "R", "G"]
    assert _types(board, "card") == []


def test_613_1f_613_4c_mist_dancer_other_merfolk_you_control() -> None:
    """Mist Dancer: "Other Merfolk you control get +1/+0 and have flying." Alice's other Merfolk (Merfolk of the
    Pearl Trident, 1/1) has flying and is 2/1 (layers 6 and 7c); Bob's isn't changed, nor Alice's Grizzly Bears."""
    merfolk = "Merfolk of the Pearl Trident"
    board = _board({"id": "dancer", "card": "Mist Dancer", "controller": "alice"},
                   {"id": "mine", "card": merfolk, "controller": "alice"},
                   {"id": "theirs", "card": merfolk, "controller": "bob"}, _bears("bears"))
    view = board.view
    assert "flying" in view.view("mine").keywords and (view.view("mine").power, view.view("mine").toughness) == (2, 1)
    assert "flying" not in view.view("theirs").keywords and view.view("theirs").power == 1
    assert "flying" not in view.view("bears").keywords and view.view("bears").power == 2


def test_302_6_dance_of_panic_haste_matters_only_to_a_sick_creature() -> None:
    """Dance of Panic's unread "As long as five or more Revelers are on the battlefield, all Revelers have haste
    and attack each turn if able." can only give haste, which matters only to a summoning-sick creature's {T}
    abilities (CR 302.6): a Llanowar Elves that isn't sick is answered, a sick one is unsupported_text."""
    board = _board({"id": "dance", "card": "Dance of Panic", "controller": "bob"},
                   {"id": "elf", "card": "Llanowar Elves", "controller": "alice"},
                   {"id": "new_elf", "card": "Llanowar Elves", "controller": "alice", "summoning_sick": True})
    assert board.can_activate("elf", 0).legal
    with pytest.raises(UnsupportedText):
        board.can_activate("new_elf", 0)


def test_205_3_unread_sentence_about_birds_is_not_about_an_elf() -> None:
    """An unread "Birds are Cowards in addition to their other types unless an opponent controls a Scarecrow." is
    about Birds only (CR 205.3): whether Llanowar Elves' mana ability can be activated is answered (it can, CR 302.6:
    not sick), whether Birds of Paradise's "{T}: Add one mana of any color." can is unsupported_text."""
    board = _board(inline("warden", "Coward Warden", "Enchantment", "Birds are Cowards in addition to their other "
                          "types unless an opponent controls a Scarecrow."),
                   {"id": "elf", "card": "Llanowar Elves", "controller": "alice"},
                   {"id": "birds", "card": "Birds of Paradise", "controller": "alice"})
    assert board.can_activate("elf", 0).legal
    with pytest.raises(UnsupportedText):
        board.can_activate("birds", 1)


def test_205_1b_crow_scarer_makes_birds_cowards() -> None:
    """Crow Scarer's "Birds are Cowards in addition to their other types." (CR 205.1b, 613.1d): Birds of Paradise
    is a Bird Coward, and its "{T}: Add one mana of any color." can be activated (CR 302.6: not summoning sick)."""
    board = _board({"id": "scarer", "card": "Crow Scarer", "controller": "alice"},
                   {"id": "birds", "card": "Birds of Paradise", "controller": "alice"})
    assert board.can_activate("birds", 1).legal
    assert board.could_produce("birds") == ("W", "U", "B", "R", "G")
