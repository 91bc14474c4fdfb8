"""CR 101.2, 602.5 and the never-guessed rule: a static sentence that forbids activating abilities is applied when
read (Null Rod) and, unread, makes an answer it could change ``unsupported_text`` at its object, never a silent
"yes"; what a permanent could produce (CR 106.7) doesn't depend on it and is still answered. (The prohibitions and
cost changes that are read: ``test_cr602_5_prohibitions.py``.)"""

from __future__ import annotations

import pytest
from mtgsolver.model.errors import UnsupportedText

from mtgsolver import Board


def _board(life: int, *objects: dict[str, object]) -> Board:
    return Board.from_json({"active_player": "alice", "players": [{"id": "alice", "life": life}, {"id": "bob"}],
                            "objects": list(objects)})


def test_602_5_null_rod_stops_sol_ring_but_not_what_it_could_produce() -> None:
    """CR 602.5: Null Rod ("Activated abilities of artifacts can't be activated.") stops Sol Ring's mana ability
    (a mana ability is an activated ability, CR 605.1a), so Alice can't pay {C} and can't activate it, the reason
    naming Null Rod; Sol Ring could still produce {C} (CR 106.7 ignores whether the ability could be activated)."""
    board = _board(20, {"id": "ring", "card": "Sol Ring", "controller": "alice"},
                   {"id": "rod", "card": "Null Rod", "controller": "bob"})
    assert not board.is_payable("alice", "{C}")
    check = board.can_activate("ring", 0)
    assert not check.legal and [r.rule for r in check.reasons] == ["CR 602.5"] and "rod" in check.reasons[0].objects
    assert [t.value for t in board.could_produce("ring")] == ["C"]


def test_602_5_an_unread_prohibition_is_never_guessed() -> None:
    """A prohibition in words the solver doesn't read (Katabatic Winds: "Creatures with flying can't attack or
    block, and their activated abilities with {T} in their costs can't be activated.") could stop Birds of
    Paradise's mana ability: paying {G} is ``unsupported_text`` at Katabatic Winds, never a silent "yes"."""
    board = _board(20, {"id": "birds", "card": "Birds of Paradise", "controller": "alice"},
                   {"id": "winds", "card": "Katabatic Winds", "controller": "bob"})
    with pytest.raises(UnsupportedText) as error:
        board.is_payable("alice", "{G}")
    assert error.value.path == "state.objects[1]"


def test_305_6_ability_indexes_follow_the_board_s_land_types() -> None:
    """CR 305.6-305.7, 613.1d: under Urborg, Tomb of Yawgmoth a Forest is also a Swamp, with "{T}: Add {B}" then
    "{T}: Add {G}" (Swamp before Forest): ``abilities`` lists both, and ``can_activate`` and ``activatable`` use
    the same indexes."""
    board = _board(20, {"id": "forest", "card": "Forest", "controller": "alice"},
                   {"id": "urborg", "card": "Urborg, Tomb of Yawgmoth", "controller": "alice"})
    listed = [(a["index"], a["text"]) for a in board.ask("abilities", object="forest")["abilities"]]
    assert listed == [(0, "{T}: Add {B}."), (1, "{T}: Add {G}.")]
    assert board.can_activate("forest", 1).legal
    assert {(r.ability, r.text) for r in board.activatable("alice") if r.object == "forest"} == set(listed)


def test_602_2b_an_abilitys_own_unread_cost_change_is_never_guessed() -> None:
    """Loreseeker's Stone's "{3}, {T}: Draw three cards. This ability costs {1} more to activate for each card in
    your hand." (CR 602.2b, 601.2f): its cost increase is not read, so what that ability costs is not known:
    ``activatable`` lists it in ``unknown``, with Alice's three Wastes too."""
    wastes = [{"id": f"w{i}", "card": "Wastes", "controller": "alice"} for i in range(3)]
    board = _board(20, {"id": "stone", "card": "Loreseeker's Stone", "controller": "alice"}, *wastes)
    answer = board.ask("activatable", player="alice")
    assert [(u["object"], u["ability"], u["error"]["code"]) for u in answer["unknown"]] == [
        ("stone", 0, "unsupported_text")]
    assert "stone" not in [r["object"] for r in answer["abilities"]]


def test_602_2b_an_unread_cost_change_on_the_board_is_never_guessed() -> None:
    """Arms Scavenger's "Equip abilities you activate cost {1} less to activate." is not read. With no mana, whether
    Alice can pay Bonesplitter's "Equip {1}" is not known (the reduction could make it {0}, CR 601.2f, 602.2b), so
    ``activatable`` lists it in ``unknown``; with a Mountain it is payable whatever a reduction does (a cost that
    costs less is still paid), so it is answered. Legality leaves mana aside, so ``can_activate`` answers."""
    scavenger = {"id": "scavenger", "card": "Arms Scavenger", "controller": "alice"}
    splitter = {"id": "splitter", "card": "Bonesplitter", "controller": "alice"}
    bears = {"id": "bears", "card": "Grizzly Bears", "controller": "alice"}
    answer = _board(20, scavenger, splitter, bears).ask("activatable", player="alice")
    assert [(u["object"], u["error"]["path"]) for u in answer["unknown"]] == [("splitter", "state.objects[0]")]
    answer = _board(20, scavenger, splitter, bears, {"id": "mountain", "card": "Mountain", "controller": "alice"}
                    ).ask("activatable", player="alice")
    assert [(r["object"], r["payable"]) for r in answer["abilities"] if r["object"] == "splitter"] == [
        ("splitter", True)]
    assert _board(20, scavenger, splitter, bears).can_activate("splitter", {"text": "Equip {1}"}).legal


def test_602_5_power_up_rules_are_never_guessed() -> None:
    """A power-up ability's rules are only in its reminder text ("Activate each power-up ability only once. Reduce
    the cost by its mana cost if it entered this turn."), which the Comprehensive Rules don't define: how often
    and for how much Gamma Grotesque's power-up ability can be activated is not known, so ``activatable`` lists it
    in ``unknown`` (CR 602.5b, 602.2b)."""
    board = _board(20, {"id": "grotesque", "card": "Gamma Grotesque", "controller": "alice"})
    answer = board.ask("activatable", player="alice")
    assert [(u["object"], u["ability"], u["error"]["code"]) for u in answer["unknown"]] == [
        ("grotesque", 1, "unsupported_text")]
