"""CR 702.11b, 611.3a: a grant of hexproof to a player and a permanent under a condition ("During your turn, you and
this creature have hexproof.", Gruul Spellbreaker) applies only while its condition holds; its first words are no
subject of the grant.

Card wording is the current Oracle text of ``../shared/data/oracle-corpus.jsonl.gz``, inline here so the tests run
without the shared folder. Every value below is worked out from that text and the rules cited.
"""

from __future__ import annotations

from typing import Any

import pytest
from mtgsolver.model.errors import UnsupportedText

from mtgsolver import Board
from tests.helpers import inline, obj

SPELLBREAKER_TEXT = ("Riot (This creature enters with your choice of a +1/+1 counter or haste.)\nTrample\nDuring your "
                     "turn, you and this creature have hexproof.")
WHIP_TEXT = "{1}, {T}: This artifact deals 1 damage to target opponent or planeswalker."


def board(*objects: dict[str, Any], active: str) -> Board:
    return Board.from_json({"active_player": active, "players": [{"id": "alice", "life": 20},
                                                                 {"id": "bob", "life": 20}],
                            "objects": list(objects)})


def pieces() -> list[dict[str, Any]]:
    return [inline("g", "Gruul Spellbreaker", "Creature — Ogre Warrior", SPELLBREAKER_TEXT, "{1}{R}{G}", power="3",
                   toughness="3", controller="bob", counters={"+1/+1": 1}),
            inline("w", "Razortip Whip", "Artifact", WHIP_TEXT, "{2}"), obj("f", "Forest")]


def test_702_11b_bob_has_no_hexproof_on_alices_turn() -> None:
    """CR 611.3a, 702.11b: on Alice's turn Bob's Gruul Spellbreaker gives him no hexproof, so Alice's Razortip Whip
    may target him (its one legal target; Forest pays {1})."""
    check = board(*pieces(), active="alice").can_activate("w", 0)
    assert check.legal and not check.reasons


def test_702_11b_on_bobs_turn_the_unread_grant_is_never_guessed() -> None:
    """CR 702.11b: on Bob's turn the grant applies; its player part is not read here, so which targets are legal
    is not known: unsupported_text at the Spellbreaker, never a guess."""
    with pytest.raises(UnsupportedText) as error:
        board(*pieces(), active="bob").can_activate("w", 0)
    assert error.value.path == "state.objects[0]"
