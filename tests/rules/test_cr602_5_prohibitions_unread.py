"""CR 101.2, 602.5, 119.4 and the never-guessed rule: a static sentence that forbids activating abilities (Null
Rod) or adds a life cost to mana abilities (Thran Portal) is not applied by the solver, so an answer it could
change is ``unsupported_text`` at its object, never a silent "yes"; what a permanent could produce (CR 106.7)
doesn't depend on it and is still answered."""

from __future__ import annotations

import pytest
from mtgsolver.model.errors import UnsupportedText

from mtgsolver import Board


def _board(life: int, *objects: dict[str, object]) -> Board:
    return Board.from_json({"active_player": "alice", "players": [{"id": "alice", "life": life}, {"id": "bob"}],
                            "objects": list(objects)})


def test_602_5_null_rod_is_never_guessed() -> None:
    """CR 602.5: Null Rod ("Activated abilities of artifacts can't be activated.") would stop Sol Ring; the solver
    doesn't apply it, so paying {C} and activating Sol Ring are ``unsupported_text`` at Null Rod; Sol Ring could
    still produce {C} (CR 106.7)."""
    board = _board(20, {"id": "ring", "card": "Sol Ring", "controller": "alice"},
                   {"id": "rod", "card": "Null Rod", "controller": "bob"})
    with pytest.raises(UnsupportedText) as error:
        board.is_payable("alice", "{C}")
    assert error.value.path == "state.objects[1]"
    with pytest.raises(UnsupportedText):
        board.can_activate("ring", 0)
    assert [t.value for t in board.could_produce("ring")] == ["C"]


def test_119_4_thran_portal_life_cost_is_never_guessed() -> None:
    """CR 119.4: Thran Portal's "Mana abilities of this land cost an additional 1 life to activate" at 0 life would
    make its {U} unpayable; not applied, so the payment is ``unsupported_text``, never a "yes" with no life paid."""
    board = _board(0, {"id": "portal", "card": "Thran Portal", "controller": "alice",
                       "chosen": {"basic_land_type": "Island"}})
    with pytest.raises(UnsupportedText):
        board.is_payable("alice", "{U}")


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
