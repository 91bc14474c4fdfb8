"""CR 614.12, 614.1c: "As this enchantment enters, choose Jeskai or Temur." then "• Jeskai — ..." and "• Temur —
..." lines (Frostcliff Siege, the Sieges): the permanent has the abilities of the chosen line only; the state's
``chosen`` ``mode`` says which, and without it a line that could change the answer is never guessed.

Each board is Alice's; her Llanowar Elves ("{T}: Add {G}.") came under her control this turn (CR 302.6: its {T}
ability needs haste, CR 702.10c). Temur's line: "Creatures you control get +1/+0 and have trample and haste."
"""

from __future__ import annotations

from typing import Any

from mtgsolver.model.reader import read_card
from mtgsolver.model.registry import corpus_card
from mtgsolver.solver.api import solve
from mtgsolver.solver.view import BoardView

from tests.helpers import state


def _siege(**chosen: str) -> dict[str, Any]:
    return {"id": "x", "card": "Frostcliff Siege", "controller": "alice", **({"chosen": chosen} if chosen else {})}


def _pay_g(siege: dict[str, Any]) -> dict[str, Any]:
    objects = [{"id": "e", "card": "Llanowar Elves", "controller": "alice", "summoning_sick": True}, siege]
    request = {"state": {"active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}], "objects": objects},
               "queries": [{"id": "q", "kind": "payments", "player": "alice", "cost": "{G}", "mode": "check"}]}
    return solve(request)[0]["results"][0]


def test_614_12_temur_chosen_gives_haste() -> None:
    """CR 614.12, 702.10c: Temur chosen: the sick Elves have haste and pay {G}."""
    answer = _pay_g(_siege(mode="Temur"))
    assert answer["ok"] and answer["payable"] is True


def test_614_12_jeskai_chosen_gives_no_haste() -> None:
    """CR 614.12: Jeskai chosen: Temur's line doesn't apply, the Elves have no haste: {G} is not payable (CR
    302.6)."""
    answer = _pay_g(_siege(mode="Jeskai"))
    assert answer["ok"] and answer["payable"] is False


def test_614_12_no_choice_given_is_never_guessed() -> None:
    """CR 614.12 (never guessed): the state doesn't say which line was chosen, and Temur's could give haste:
    ``unsupported_text`` at the Siege's ``chosen``."""
    answer = _pay_g(_siege())
    assert not answer["ok"]
    assert answer["error"]["code"] == "unsupported_text" and answer["error"]["path"] == "state.objects[1].chosen"


def test_614_12_temur_gives_trample_and_one_power() -> None:
    """CR 613.1f, 613.4c: with Temur chosen, Alice's Grizzly Bears (2/2) have trample and are 3/2."""
    board = BoardView(state({"id": "b", "card": "Grizzly Bears", "controller": "alice"},
                            {"id": "x", "card": "Frostcliff Siege", "controller": "alice",
                             "chosen": {"mode": "Temur"}}))
    bears = board.view("b")
    assert "trample" in bears.keywords and (bears.power, bears.toughness) == (3, 2)


def test_614_12_every_siege_reads_both_lines() -> None:
    """CR 614.12: each Siege of Khans of Tarkir ("choose Khans or Dragons") and Tarkir: Dragonstorm reads as one
    conditional grant per named line."""
    for name, modes in [("Frostcliff Siege", {"Jeskai", "Temur"}), ("Outpost Siege", {"Khans", "Dragons"}),
                        ("Monastery Siege", {"Khans", "Dragons"}), ("Glacierwood Siege", {"Temur", "Sultai"})]:
        card = corpus_card(name)
        assert card is not None
        grants = [s for a in read_card(card).abilities for s in a.static]
        assert {getattr(g, "mode", None) for g in grants} == modes, name


def test_614_12_no_choice_needed_when_neither_line_could_change_the_answer() -> None:
    """CR 614.12, 603.2: Glacierwood Siege's lines are a triggered ability ("• Temur — Whenever you cast an
    instant or sorcery spell, ...") and "• Sultai — You may play lands from your graveyard." (CR 305.1, not mana):
    neither can give the Elves haste, so without a choice {G} is answered: not payable (CR 302.6)."""
    objects = [{"id": "e", "card": "Llanowar Elves", "controller": "alice", "summoning_sick": True},
               {"id": "x", "card": "Glacierwood Siege", "controller": "alice"}]
    request = {"state": {"active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}], "objects": objects},
               "queries": [{"id": "q", "kind": "payments", "player": "alice", "cost": "{G}", "mode": "check"}]}
    answer = solve(request)[0]["results"][0]
    assert answer["ok"] and answer["payable"] is False


def test_106_7_no_choice_needed_for_could_produce() -> None:
    """CR 106.7, 614.12: what the Elves could produce asks what "{T}: Add {G}." would add if it resolved, costs and
    haste aside; Temur's line changes only power, trample and haste, none of which "Add {G}" reads, and Jeskai's
    is a triggered ability (CR 603.2): without a choice the Elves could produce {G}."""
    objects = [{"id": "e", "card": "Llanowar Elves", "controller": "alice", "summoning_sick": True}, _siege()]
    request = {"state": {"active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}], "objects": objects},
               "queries": [{"id": "q", "kind": "could_produce", "object": "e"}]}
    answer = solve(request)[0]["results"][0]
    assert answer == {"id": "q", "ok": True, "types": ["G"]}


def test_614_12_no_choice_needed_when_no_creature_needs_haste() -> None:
    """CR 614.12, 302.6: Alice's Elves have been hers since her turn began, so haste changes nothing: {G}{G} from
    the Elves and a Forest is payable whichever line was chosen, and {G}{G}{G} is not (two sources of one mana
    each; Temur's +1/+0 and trample add no mana)."""
    objects = [{"id": "e", "card": "Llanowar Elves", "controller": "alice"},
               {"id": "f", "card": "Forest", "controller": "alice"}, _siege()]
    queries = [{"id": "gg", "kind": "payments", "player": "alice", "cost": "{G}{G}", "mode": "check"},
               {"id": "ggg", "kind": "payments", "player": "alice", "cost": "{G}{G}{G}", "mode": "check"}]
    request = {"state": {"active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}], "objects": objects},
               "queries": queries}
    gg, ggg = solve(request)[0]["results"]
    assert gg["ok"] and gg["payable"] is True
    assert ggg["ok"] and ggg["payable"] is False
