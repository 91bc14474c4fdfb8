"""CR 701.9a, 118.3: a cost that discards cards, or exiles cards from its payer's graveyard, can be paid only with
that many such cards there (a hand and a graveyard hold the cards the state lists in them, CR 402.1, 404.1).

Card wording is the current Oracle text (``../shared/data/oracle-corpus.jsonl.gz``), from the registry:

* Zombie Infestation: "Discard two cards: Create a 2/2 black Zombie creature token.";
* Simian Brawler: "Discard a land card: This creature gets +1/+1 until end of turn.";
* Krosan Archer: "Reach / {G}, Discard a card: This creature gets +0/+2 until end of turn.";
* Necropolis: "Defender / Exile a creature card from your graveyard: Put X +0/+1 counters on this creature, where
  X is the exiled card's mana value.";
* Elvish Spirit Guide: "Exile this card from your hand: Add {G}.";
* Skirge Familiar: "Flying / Discard a card: Add {B}.".
"""

from __future__ import annotations

from typing import Any

import pytest
from mtgsolver.model.errors import UnsupportedText

from mtgsolver import Board


def _board(*objects: dict[str, Any]) -> Board:
    return Board.from_json({"active_player": "alice", "turn": {"step": "precombat_main", "priority": "alice"},
                            "players": [{"id": "alice"}, {"id": "bob"}], "objects": list(objects)})


def _obj(oid: str, card: str, zone: str = "battlefield", player: str = "alice") -> dict[str, Any]:
    return {"id": oid, "card": card, "controller": player, "owner": player, "zone": zone}


def _rows(board: Board) -> dict[tuple[str, int], Any]:
    return {(a.object, a.ability): a for a in board.activatable("alice").abilities}


def test_701_9a_118_3_discard_two_cards_needs_two_cards_in_hand() -> None:
    """CR 701.9a, 118.3: Zombie Infestation's "Discard two cards" can't be paid with one card in Alice's hand (the
    reason is CR 118.3), and can with two; activatable lists it legal and payable then."""
    one = _board(_obj("z", "Zombie Infestation"), _obj("h1", "Grizzly Bears", "hand"))
    check = one.can_activate("z", 0)
    assert not check.legal and {r.rule for r in check.reasons} == {"CR 118.3"}
    two = _board(_obj("z", "Zombie Infestation"), _obj("h1", "Grizzly Bears", "hand"), _obj("h2", "Forest", "hand"))
    assert two.can_activate("z", 0).legal
    row = _rows(two)[("z", 0)]
    assert row.legal and row.payable


def test_701_9a_402_1_cards_in_an_opponents_hand_are_not_yours_to_discard() -> None:
    """CR 701.9a, 402.1: Bob's two cards in his hand don't pay Alice's "Discard two cards"."""
    board = _board(_obj("z", "Zombie Infestation"), _obj("h1", "Grizzly Bears", "hand", "bob"),
                   _obj("h2", "Forest", "hand", "bob"))
    assert not board.can_activate("z", 0).legal


def test_701_9a_discard_a_land_card_needs_a_land_card() -> None:
    """CR 701.9a, 118.3: Simian Brawler's "Discard a land card" can't be paid with Grizzly Bears (a creature card)
    in hand, and can with a Forest card."""
    assert not _board(_obj("ape", "Simian Brawler"), _obj("h1", "Grizzly Bears", "hand")).can_activate("ape", 0).legal
    assert _board(_obj("ape", "Simian Brawler"), _obj("h1", "Forest", "hand")).can_activate("ape", 0).legal


def test_118_3_404_1_exile_a_creature_card_from_your_graveyard() -> None:
    """CR 118.3, 404.1: Necropolis's "Exile a creature card from your graveyard" (its ability 1, after defender)
    needs a creature card in Alice's graveyard: Grizzly Bears there pays it; a Forest card there, or Grizzly Bears
    in Bob's graveyard, doesn't."""
    assert _board(_obj("n", "Necropolis"), _obj("g", "Grizzly Bears", "graveyard")).can_activate("n", 1).legal
    assert not _board(_obj("n", "Necropolis"), _obj("g", "Forest", "graveyard")).can_activate("n", 1).legal
    assert not _board(_obj("n", "Necropolis"),
                      _obj("g", "Grizzly Bears", "graveyard", "bob")).can_activate("n", 1).legal


def test_601_2h_701_9a_mana_and_a_discard_are_paid_together() -> None:
    """CR 601.2h, 701.9a: Krosan Archer's "{G}, Discard a card" with a Forest on the battlefield and Grizzly Bears
    in hand is legal and payable; with no card in hand it is not legal (CR 118.3) and not payable."""
    row = _rows(_board(_obj("k", "Krosan Archer"), _obj("f", "Forest"), _obj("h1", "Grizzly Bears", "hand")))[("k", 1)]
    assert row.legal and row.payable
    empty = _rows(_board(_obj("k", "Krosan Archer"), _obj("f", "Forest")))[("k", 1)]
    assert not empty.legal and not empty.payable
    assert {r.rule for r in empty.reasons} == {"CR 118.3"}


def test_113_6m_601_2h_a_spirit_guide_both_discarded_and_exiled_is_never_guessed() -> None:
    """Never guessed, CR 113.6m, 601.2h: with only Elvish Spirit Guide in Alice's hand, Krosan Archer's "{G},
    Discard a card" would need the Guide both for the discard and for its {G}; that is not solved together, so the
    ability is in ``unknown`` with ``unsupported_text`` at the Archer, not answered."""
    board = _board(_obj("k", "Krosan Archer"), _obj("esg", "Elvish Spirit Guide", "hand"))
    unknown = {(u.object, u.ability): u for u in board.activatable("alice").unknown}
    assert unknown[("k", 1)].code == "unsupported_text" and unknown[("k", 1)].path == "state.objects[0]"


def test_106_6_a_mana_ability_that_discards_is_still_never_guessed_in_payments() -> None:
    """Never guessed, CR 605.1a, 701.9a: Skirge Familiar's "Discard a card: Add {B}." is a mana ability whose cost
    the payment solver does not model (how many times it could be activated depends on the hand): a payment of {B}
    is ``unsupported_text``, never a guess."""
    board = _board(_obj("s", "Skirge Familiar"), _obj("h1", "Grizzly Bears", "hand"))
    with pytest.raises(UnsupportedText):
        board.is_payable("alice", "{B}")
