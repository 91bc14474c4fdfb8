"""The Mimeoplasm (issue 13): "As The Mimeoplasm enters, you may exile two creature cards from graveyards. If you do,
it enters as a copy of one of those cards with a number of additional +1/+1 counters on it equal to the power of
the other card." ({2}{B}{G}{U} Legendary Creature — Ooze 0/0).

CR 707.5, 614.1c: it becomes a copy as it enters, a choice the state gives as its ``chosen`` ``copy`` (a card
name, or null when it entered as itself); CR 707.2: counters are not copiable values, and CR 707.9e: the counters
are an additional effect of the copy, not a change of its values, so they are the state's ``counters``. The
exception changes no type, ability or mana of any permanent: the Forest beside it could produce {G} whatever it
copied. Forest: "({T}: Add {G}.)"; Llanowar Elves: "{T}: Add {G}." (1/1).
"""

from __future__ import annotations

from typing import Any

from mtgsolver.model.entered_copy import copy_entry
from mtgsolver.model.reader import read_card
from mtgsolver.model.registry import get_card

from tests.helpers import solve_one


def obj(oid: str, card: str, **kw: Any) -> dict[str, Any]:
    return {"id": oid, "card": card, "controller": "alice", "summoning_sick": False, **kw}




def test_707_9e_the_counters_are_no_exception_to_the_copy() -> None:
    """CR 707.2, 707.9e: the sentence is read as The Mimeoplasm's own copy as it enters, with no exception to the
    copied values; nothing of its text stays unread."""
    card = get_card("The Mimeoplasm")
    entry = copy_entry(card)
    assert entry is not None and entry.unread == () and entry.power is None and entry.card_types == ()
    assert read_card(card).unsupported == ()


def test_106_7_the_mimeoplasm_does_not_block_another_permanents_mana() -> None:
    """CR 106.7, 707.2: with The Mimeoplasm on the battlefield and no ``chosen`` ``copy``, the Forest could still
    produce {G}: what The Mimeoplasm copied changes no other permanent."""
    board = [obj("f", "Forest"), obj("m", "The Mimeoplasm")]
    assert solve_one(board, {"kind": "could_produce", "object": "f"}) == {"id": "q", "ok": True, "types": ["G"]}


def test_707_5_what_it_copied_is_still_never_guessed() -> None:
    """CR 707.5: without its ``chosen`` ``copy``, what The Mimeoplasm itself could produce is not known:
    unsupported_text at its ``chosen``."""
    result = solve_one([obj("f", "Forest"), obj("m", "The Mimeoplasm")], {"kind": "could_produce", "object": "m"})
    assert not result["ok"] and result["error"]["code"] == "unsupported_text"
    assert result["error"]["path"] == "state.objects[1].chosen"


def test_707_2_a_copy_of_llanowar_elves_with_counters_taps_for_green() -> None:
    """CR 707.2, 122.1a: The Mimeoplasm as a copy of Llanowar Elves with three +1/+1 counters is a 4/4 Llanowar
    Elves: it could produce {G}, and with the Forest pays {G}{G} but not {G}{G}{G}."""
    board = [obj("f", "Forest"), obj("m", "The Mimeoplasm", chosen={"copy": "Llanowar Elves"}, counters={"+1/+1": 3})]
    assert solve_one(board, {"kind": "could_produce", "object": "m"})["types"] == ["G"]
    check = {"kind": "payments", "player": "alice", "mode": "check"}
    assert solve_one(board, {**check, "cost": "{G}{G}"})["payable"] is True
    assert solve_one(board, {**check, "cost": "{G}{G}{G}"})["payable"] is False


def test_707_5_entered_as_itself_it_adds_nothing() -> None:
    """CR 707.5: ``chosen`` ``copy`` null: it entered as itself, a 0/0 with no mana ability (it could produce
    nothing)."""
    board = [obj("m", "The Mimeoplasm", chosen={"copy": None})]
    assert solve_one(board, {"kind": "could_produce", "object": "m"})["types"] == []
