"""CR 302.6, 609.4: Thousand-Year Elixir ("You may activate abilities of creatures you control as though those
creatures had haste.") lets a summoning-sick Llanowar Elves use its {T} mana ability."""

from __future__ import annotations

from mtgsolver import Board


def _board(*cards: str) -> Board:
    objects = [{"id": "elves", "card": "Llanowar Elves", "controller": "alice", "summoning_sick": True}]
    objects += [{"id": f"o{i}", "card": c, "controller": "alice"} for i, c in enumerate(cards)]
    return Board.from_json({"active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
                            "objects": objects})


def test_609_4_thousand_year_elixir_lets_a_summoning_sick_creature_tap_for_mana() -> None:
    """CR 302.6, 609.4: with the Elixir the sick Elves may be activated as though they had haste: {G} is payable
    and the ability can be activated; without it, neither (CR 302.6)."""
    with_elixir = _board("Thousand-Year Elixir")
    assert with_elixir.is_payable("alice", "{G}") and with_elixir.can_activate("elves", 0).legal
    without = _board()
    assert not without.is_payable("alice", "{G}")
    assert [r.rule for r in without.can_activate("elves", 0).reasons] == ["CR 302.6"]
