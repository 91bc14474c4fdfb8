"""Devoid and spending restrictions (issue 12's board): Eldrazi Temple and a Mountain pay Eldrazi Obligator.

Eldrazi Temple (current Oracle text): "{T}: Add {C}. / {T}: Add {C}{C}. Spend this mana only to cast colorless
Eldrazi spells or activate abilities of colorless Eldrazi." Eldrazi Obligator: {2}{R}, Creature — Eldrazi, devoid.
"""

from __future__ import annotations

from typing import Any

from mtgsolver import Board
from tests.helpers import obj

OBLIGATOR_TEXT = ("Devoid (This card has no color.)\nWhen you cast this spell, you may pay {1}{C}. If you do, gain "
                  "control of target creature until end of turn, untap that creature, and it gains haste until end "
                  "of turn. ({C} represents colorless mana.)\nHaste")


def _board(spell: dict[str, Any]) -> Board:
    return Board.from_json({"active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
                            "objects": [obj("temple", "Eldrazi Temple"), obj("mountain", "Mountain"), spell]})


def test_702_114a_106_6_eldrazi_temple_pays_a_devoid_eldrazi_spell() -> None:
    """CR 702.114a: devoid makes Eldrazi Obligator colourless, so it is a colorless Eldrazi spell and the Temple's
    {C}{C} may pay for it (CR 106.6); with the Mountain's {R} that is {2}{R} (CR 601.2h). The one payment taps
    the Temple for {C}{C} (its second ability) and the Mountain."""
    board = _board(obj("obligator", "Eldrazi Obligator", zone="hand"))
    assert board.is_payable("alice", "{2}{R}", spend_on="obligator") is True
    got = [sorted((a.object, str(a.produces)) for a in p.activations)
           for p in board.payments("alice", "{2}{R}", spend_on="obligator")]
    assert got == [[("mountain", "{R}"), ("temple", "{C}{C}")]]


def test_106_6_without_devoid_the_temples_restricted_mana_cant_pay() -> None:
    """CR 105.2, 106.6: the same Eldrazi with no devoid is red (its mana cost has {R}), not colourless, so the
    Temple's {C}{C} can't pay for it: the Temple's {C} and the Mountain's {R} are two mana, short of {2}{R}."""
    red = obj("eldrazi", name="Red Eldrazi", type_line="Creature — Eldrazi", mana_cost="{2}{R}",
              oracle_text=OBLIGATOR_TEXT.split("\n", 1)[1], zone="hand")
    board = _board(red)
    assert board.is_payable("alice", "{2}{R}", spend_on="eldrazi") is False
