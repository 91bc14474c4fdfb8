"""The mana value of a spell on the stack counts its X (CR 202.3e); "This ability can't be copied" wins over a copy
effect (CR 101.2, 707.10); an opponent's prohibition on activating is never dropped (CR 602.5).

Cards (current Oracle text): Fireball, {X}{R}: "This spell deals X damage divided evenly, rounded down, among any
number of targets. ..." Spell Snare, {U}: "Counter target spell with mana value 2." Mental Misstep, {U/P}:
"Counter target spell with mana value 1." Gogo, Master of Mimicry: "{X}{X}, {T}: Copy target activated or triggered
ability you control X times. You may choose new targets for the copies. This ability can't be copied and X can't
be 0." Lithoform Engine: "{2}, {T}: Copy target activated or triggered ability you control. You may choose new
targets for the copy." Grand Abolisher: "During your turn, your opponents can't cast spells or activate abilities
of artifacts, creatures, or enchantments." Prodigal Sorcerer: "{T}: This creature deals 1 damage to any target."
"""

from __future__ import annotations

from typing import Any

from mtgsolver import Board


def _fireball_board(counter: str, x: int) -> Board:
    return Board.from_json({
        "active_player": "bob", "players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
        "objects": [{"id": "h", "card": counter, "controller": "alice", "zone": "hand"},
                    {"id": "i", "card": "Island", "controller": "alice"},
                    {"id": "fb", "card": "Fireball", "controller": "bob", "zone": "stack", "x": x}],
        "stack": [{"id": "fbs", "kind": "spell", "source": "fb", "controller": "bob", "targets": ["alice"], "x": x}]})


def test_202_3e_fireball_with_x_1_has_mana_value_2_for_spell_snare() -> None:
    """CR 202.3e: on the stack Fireball's X is 1, so its mana value is 1 + 1 = 2: Spell Snare has a legal target
    and Alice's Island pays {U} (CR 601.2c, 601.2g-h)."""
    got = _fireball_board("Spell Snare", 1).ask("castable", player="alice", card="h")
    assert got["castable"] is True


def test_202_3e_fireball_with_x_3_has_mana_value_4_not_1() -> None:
    """CR 202.3e, 601.2c: Fireball with X = 3 has mana value 4, so Mental Misstep ("mana value 1") has no legal
    target."""
    got = _fireball_board("Mental Misstep", 3).ask("castable", player="alice", card="h")
    assert got["castable"] is False


def _gogo_request() -> dict[str, Any]:
    return {"active_player": "alice", "players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
            "objects": [{"id": "le", "card": "Lithoform Engine", "controller": "alice"},
                        {"id": "gogo", "card": "Gogo, Master of Mimicry", "controller": "alice"},
                        {"id": "fh", "card": "Fiend Hunter", "controller": "alice"},
                        {"id": "bears", "card": "Grizzly Bears", "controller": "bob"}],
            "stack": [{"id": "t", "kind": "triggered_ability", "source": "fh", "ability": 0, "controller": "alice",
                       "targets": ["bears"]},
                      {"id": "g", "kind": "activated_ability", "source": "gogo", "ability": 0, "controller": "alice",
                       "targets": ["t"], "x": 1}]}


def test_101_2_gogos_ability_cant_be_copied_by_lithoform_engine() -> None:
    """CR 101.2, 707.10: Gogo's ability says it can't be copied, which wins over Lithoform Engine's copy: no
    copy, no choices."""
    got = Board.from_json(_gogo_request()).ask("copy_targets", copy_of="g", by={"object": "le", "ability": 0})
    assert got["copyable"] is False
    assert got["choices"] == []


def test_101_2_the_fiend_hunter_trigger_may_still_be_copied() -> None:
    """CR 707.10: only Gogo's ability says it can't be copied; Fiend Hunter's trigger may be copied by the
    Engine."""
    got = Board.from_json(_gogo_request()).ask("copy_targets", copy_of="t", by={"object": "le", "ability": 0})
    assert got["copyable"] is True


def test_602_5_grand_abolisher_is_never_dropped() -> None:
    """CR 602.5, 605.3a: on Alice's turn Grand Abolisher stops Bob activating his creatures' and artifacts'
    abilities: Bob's Prodigal Sorcerer can't be activated, never a guessed "yes"."""
    board = Board.from_json({
        "active_player": "alice", "players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
        "objects": [{"id": "ga", "card": "Grand Abolisher", "controller": "alice"},
                    {"id": "tim", "card": "Prodigal Sorcerer", "controller": "bob"}],
        "turn": {"step": "end", "priority": "bob"}})
    assert board.can_activate("tim", 0).legal is False
