"""CR 205.3m: Time Lord is one creature type of two words. Texts that name it ("a Time Lord or Alien spell",
"you control a Time Lord") read it as that type, as they read any other.

Card wording is the current Oracle text (``../shared/data/oracle-corpus.jsonl.gz``), from the registry:

* Gallifrey Council Chamber: "{T}: Add {C}. / {T}: Add one mana of any color. Spend this mana only to cast a Time
  Lord or Alien spell or activate an ability of a Time Lord or Alien.";
* Trenzalore Clocktower: "{T}: Add {U}. Put a time counter on Trenzalore Clocktower. / {1}{U}, {T}, Remove twelve
  time counters from Trenzalore Clocktower and exile it: Shuffle your graveyard and hand into your library, then
  draw seven cards. Activate only if you control a Time Lord.";
* The Tenth Doctor: Legendary Creature — Time Lord Doctor; Grizzly Bears: Creature — Bear.
"""

from __future__ import annotations

from typing import Any

from mtgsolver.model.state import TypeLine

from mtgsolver import Board


def _board(*objects: dict[str, Any]) -> Board:
    return Board.from_json({"active_player": "alice", "turn": {"step": "precombat_main", "priority": "alice"},
                            "players": [{"id": "alice"}, {"id": "bob"}], "objects": list(objects)})


def _hand(oid: str, card: str) -> dict[str, Any]:
    return {"id": oid, "card": card, "controller": "alice", "zone": "hand"}


def test_106_6_205_3m_gallifrey_council_chamber_pays_a_time_lord_spell_only() -> None:
    """CR 106.6, 205.3m: Gallifrey Council Chamber's coloured mana may pay The Tenth Doctor's {U} (a Time Lord
    spell) but not Grizzly Bears' {G} (a Bear); its {C} pays either's generic {1}."""
    board = _board({"id": "chamber", "card": "Gallifrey Council Chamber", "controller": "alice"},
                   _hand("doctor", "The Tenth Doctor"), _hand("bears", "Grizzly Bears"))
    assert board.is_payable("alice", "{U}", spend_on="doctor") is True
    assert board.is_payable("alice", "{G}", spend_on="bears") is False
    assert board.is_payable("alice", "{1}", spend_on="bears") is True


def test_602_5_205_3m_trenzalore_clocktower_needs_a_time_lord() -> None:
    """CR 602.5, 205.3m, 118.3: Trenzalore Clocktower's second ability ("Activate only if you control a Time Lord.")
    with twelve time counters and two Islands for its {1}{U} (and its own {T}): legal while Alice controls The
    Tenth Doctor; while she controls only Grizzly Bears it is not, and the reason is the condition (CR 602.5); with
    eleven counters it can't remove twelve (CR 118.3)."""
    def board(creature: str, counters: int = 12) -> Board:
        return _board({"id": "clock", "card": "Trenzalore Clocktower", "controller": "alice",
                       "counters": {"time": counters}},
                      {"id": "island", "card": "Island", "controller": "alice"},
                      {"id": "island2", "card": "Island", "controller": "alice"},
                      {"id": "creature", "card": creature, "controller": "alice"})

    assert board("The Tenth Doctor").can_activate("clock", 1).legal
    check = board("Grizzly Bears").can_activate("clock", 1)
    assert not check.legal and {r.rule for r in check.reasons} == {"CR 602.5"}
    short = board("The Tenth Doctor", 11).can_activate("clock", 1)
    assert not short.legal and {r.rule for r in short.reasons} == {"CR 118.3"}


def test_205_3m_a_type_line_keeps_time_lord_whole() -> None:
    """CR 205.3m: "Legendary Creature — Time Lord Doctor" has two creature types, Time Lord and Doctor."""
    assert TypeLine.parse("Legendary Creature — Time Lord Doctor").subtypes == {"Time Lord", "Doctor"}
