"""Changeling: "This object is every creature type" (CR 702.73a), a characteristic-defining ability that works in
every zone (CR 604.3, 613.3): a changeling is an Elf for "each Elf", for a cost that taps Elves, and for a spending
restriction to the chosen creature type (cards named from the bundled registry: Changeling Outcast, "Changeling
(This card is every creature type.)").
"""

from __future__ import annotations

from mtgsolver import Board
from tests.helpers import obj


def _board(*objects: dict[str, object]) -> Board:
    return Board.from_json({"active_player": "alice", "players": [{"id": "alice", "life": 20}, {"id": "bob"}],
                            "objects": list(objects)})


OUTCASTS = [obj(f"c{i}", "Changeling Outcast") for i in range(3)]


def test_702_73a_changelings_are_elves_for_priest_of_titania() -> None:
    """CR 702.73a, 106.1: Priest of Titania adds {G} for each Elf on the battlefield: itself and three Changeling
    Outcasts make four, so {G}{G}{G}{G} is payable and five {G} are not."""
    board = _board(obj("priest", "Priest of Titania"), *OUTCASTS)
    assert board.is_payable("alice", "{G}{G}{G}{G}") is True
    assert board.is_payable("alice", "{G}{G}{G}{G}{G}") is False


def test_702_73a_summoning_sick_changelings_pay_heritage_druids_cost() -> None:
    """CR 702.73a, 302.6, 118.3: Heritage Druid's "Tap three untapped Elves you control: Add {G}{G}{G}" may tap
    three summoning-sick Changeling Outcasts (not {T}, so summoning sickness doesn't matter): {G}{G}{G} is
    payable."""
    sick = [{**o, "summoning_sick": True} for o in OUTCASTS]
    board = _board(obj("druid", "Heritage Druid", summoning_sick=True), *sick)
    assert board.is_payable("alice", "{G}{G}{G}") is True


def test_702_73a_a_changeling_spell_is_of_the_chosen_type() -> None:
    """CR 702.73a, 604.3, 106.6: a Changeling Outcast in the hand is every creature type, so Cavern of Souls'
    mana (Elf chosen) may be spent to cast it: {B} is payable with it as the spell paid for."""
    board = _board(obj("cavern", "Cavern of Souls", chosen={"creature_type": "Elf"}),
                   obj("outcast", "Changeling Outcast", zone="hand"))
    assert board.ask("payments", player="alice", cost="{B}", spend_on="outcast", mode="check")["payable"] is True
