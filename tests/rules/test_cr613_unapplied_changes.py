"""Changes of power, toughness and keyword abilities that no reader applies are never taken as read (CR 613.4c,
613.1f, 604.3): each is ``unsupported_text`` where what it changes is read, and stops nothing elsewhere.

Cards (current Oracle text): Death's Shadow, 13/13: "This creature gets -X/-X, where X is your life total."
Whisperer of the Wilds: "{T}: Add {G}. / Ferocious — {T}: Add {G}{G}. Activate only if you control a creature with
power 4 or greater." Tarmogoyf, */*+1: "Tarmogoyf's power is equal to the number of card types among cards in all
graveyards and its toughness is equal to that number plus 1." Leapfrog: "This creature has flying as long as you've
cast an instant or sorcery spell this turn." Boneshard Slasher: "Flying / Threshold — As long as there are seven or
more cards in your graveyard, this creature gets +2/+2 and has "When this creature becomes the target of a spell or
ability, sacrifice it."" Plummet: "Destroy target creature with flying." Twincast: "Copy target instant or sorcery
spell. You may choose new targets for the copy." Cruel Cut: "Destroy target creature with power 2 or less."
"""

from __future__ import annotations

import pytest

from mtgsolver import Board, UnsupportedText
from tests.helpers import obj


def _board(*objects: dict, life: int = 20, stack: list[dict] | None = None) -> Board:
    return Board.from_json({"active_player": "alice", "players": [{"id": "alice", "life": life},
                                                                  {"id": "bob", "life": 20}],
                            "objects": list(objects), "stack": stack or []})


def _twincast(spell: str, *others: dict) -> dict:
    """Bob's ``spell`` targeting his Grizzly Bears ``z`` and his Twincast copying it, with ``others``: the copy's
    targets, as Twincast would choose them (CR 707.10c)."""
    objects = [obj("sp", spell, controller="bob", zone="stack"), obj("tw", "Twincast", controller="bob",
                                                                  zone="stack"),
               obj("z", "Grizzly Bears", controller="bob"), *others]
    stack = [{"id": "s1", "kind": "spell", "source": "sp", "controller": "bob", "targets": ["z"]},
             {"id": "s2", "kind": "spell", "source": "tw", "controller": "bob", "targets": ["s1"]}]
    return _board(*objects, stack=stack).ask("copy_targets", copy_of="s1", by={"object": "tw", "ability": 0})


def test_613_4c_deaths_shadow_at_10_life_is_never_taken_for_13_power() -> None:
    """CR 613.4c, 602.5: at 10 life Death's Shadow is 13-10 = 3/3, so Ferocious can't be activated; the "-X/-X"
    is not applied, so whether it can be is ``unsupported_text`` at the Shadow, never a "yes"."""
    board = _board(obj("w", "Whisperer of the Wilds"), obj("d", "Death's Shadow"), life=10)
    with pytest.raises(UnsupportedText) as error:
        board.can_activate("w", 1)
    assert error.value.path == "state.objects[1]"


def test_604_3_tarmogoyfs_power_is_never_taken_for_zero() -> None:
    """CR 604.3, 208.2a: Tarmogoyf's power is what its characteristic-defining ability says, which is not read:
    whether Whisperer's Ferocious can be activated is ``unsupported_text`` at Tarmogoyf."""
    board = _board(obj("w", "Whisperer of the Wilds"), obj("t", "Tarmogoyf"))
    with pytest.raises(UnsupportedText) as error:
        board.can_activate("w", 1)
    assert error.value.path == "state.objects[1]"


def test_613_1f_leapfrog_may_fly_for_plummets_copy() -> None:
    """CR 613.1f, 115.1, 707.10c: whether Leapfrog has flying depends on a spell cast this turn, which the state
    doesn't say, so which creatures Twincast's copy of Plummet may target is ``unsupported_text`` at Leapfrog."""
    with pytest.raises(UnsupportedText) as error:
        _twincast("Plummet", obj("l", "Leapfrog"))
    assert error.value.path == "state.objects[3]"


def test_613_4c_a_threshold_pump_with_a_quoted_trigger_is_never_dropped() -> None:
    """CR 613.4c, 603.1: with seven cards in Alice's graveyard Boneshard Slasher is 3/3, no legal target for a
    copy of Cruel Cut ("power 2 or less"); its threshold is not read (the quoted trigger hid the sentence from the
    reader), so the copy's targets are ``unsupported_text`` at the Slasher."""
    with pytest.raises(UnsupportedText) as error:
        _twincast("Cruel Cut", obj("b", "Boneshard Slasher"), *(obj(f"g{i}", "Island", zone="graveyard")
                                                                for i in range(7)))
    assert error.value.path == "state.objects[3]"


def test_613_4c_deaths_shadow_stops_nothing_that_doesnt_read_power() -> None:
    """CR 605.3a: a Forest's {G} reads no power; Death's Shadow's unread change doesn't stop the answer."""
    board = _board(obj("f", "Forest"), obj("d", "Death's Shadow"), life=10)
    assert board.is_payable("alice", "{G}") is True
    assert board.is_payable("alice", "{G}{G}") is False


def test_702_11_an_unread_hexproof_grant_changes_no_payment() -> None:
    """CR 702.11, 605.3a: Dawnglade Regent's "As long as you're the monarch, permanents you control have hexproof."
    restricts only targets: Alice's Forest pays {G} and can't pay {G}{G}, whatever it says."""
    board = _board(obj("f", "Forest"), obj("r", "Dawnglade Regent"))
    assert board.is_payable("alice", "{G}") is True
    assert board.is_payable("alice", "{G}{G}") is False


def test_702_11_an_unread_hexproof_grant_stops_copy_targets() -> None:
    """CR 702.11b, 707.10c: Bob's copy of Cruel Cut may target Alice's Grizzly Bears (2/2) unless they have
    hexproof, which Dawnglade Regent's unread sentence may give: ``unsupported_text`` at the Regent."""
    with pytest.raises(UnsupportedText) as error:
        _twincast("Cruel Cut", obj("r", "Dawnglade Regent"), obj("g", "Grizzly Bears"))
    assert error.value.path == "state.objects[3]"
