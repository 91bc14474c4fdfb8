"""The one-word conditions of a group an effect names are evaluated, never ignored: "Tokens you control have ..."
reaches tokens only (CR 111.1), "Multicolored creatures you control have haste" multicoloured creatures only (CR
105.2a-b). Before, the board view matched such groups by their types alone.

Card wording is the current Oracle text of ``../shared/data/oracle-corpus.jsonl.gz``, inline here so the tests
run without the shared folder; colours come from the printed mana costs (CR 105.2, 202.2).
"""

from __future__ import annotations

from mtgsolver import Board, ManaType
from tests.helpers import inline

G = ManaType.G

JAHEIRA = inline("jaheira", "Jaheira, Friend of the Forest", "Legendary Creature — Human Elf Druid",
                 "Tokens you control have \"{T}: Add {G}.\"\nChoose a Background (You can have a Background as a "
                 "second commander.)", mana_cost="{1}{G}{G}", power="2", toughness="3")
MAZE_RUSHER = inline("rusher", "Maze Rusher", "Creature — Elemental",
                     "Haste\nMulticolored creatures you control have haste.", mana_cost="{5}{R}", power="6",
                     toughness="3")
IGNOBLE_HIERARCH = inline("hierarch", "Ignoble Hierarch", "Creature — Goblin Shaman",
                          "Exalted (Whenever a creature you control attacks alone, that creature gets +1/+1 until end "
                          "of turn.)\n{T}: Add {B}, {R}, or {G}.", mana_cost="{B}{R}{G}", power="0", toughness="1",
                          summoning_sick=True)
LLANOWAR_ELVES = inline("elves", "Llanowar Elves", "Creature — Elf Druid", "{T}: Add {G}.", mana_cost="{G}",
                        power="1", toughness="1", summoning_sick=True)
BEAR = inline("bear", "Grizzly Bears", "Creature — Bear", "", mana_cost="{1}{G}", power="2", toughness="2")


def _board(*objects: dict[str, object]) -> Board:
    return Board.from_json({"active_player": "alice", "players": [{"id": "alice", "life": 20}, {"id": "bob"}],
                            "objects": list(objects)})


def test_111_1_tokens_you_control_have_reaches_a_token_not_a_card() -> None:
    """CR 111.1, 613.1f: Jaheira gives "{T}: Add {G}" to tokens Alice controls. Her Grizzly Bears card gets
    nothing (it could produce no mana); a Grizzly Bears token could produce {G}. With the card alone, {G} is not
    payable (Jaheira herself is a card); with the token, it is."""
    token = {**BEAR, "id": "token", "is_token": True}
    board = _board(JAHEIRA, BEAR, token)
    assert board.could_produce("bear") == ()
    assert board.could_produce("token") == (G,)
    assert board.is_payable("alice", "{G}") is True
    assert board.is_payable("alice", "{G}{G}") is False
    assert _board(JAHEIRA, BEAR).is_payable("alice", "{G}") is False


def test_105_2b_multicolored_creatures_have_haste_reaches_only_multicolored_ones() -> None:
    """CR 105.2a-b, 302.6, 702.10: Maze Rusher gives haste to Alice's multicoloured creatures. The summoning-sick
    Ignoble Hierarch ({B}{R}{G}: black, red and green) may tap for {R}; the summoning-sick Llanowar Elves ({G}:
    monocoloured) may not, so {G}{G} is not payable and {G} only by the Hierarch."""
    board = _board(MAZE_RUSHER, IGNOBLE_HIERARCH, LLANOWAR_ELVES)
    assert board.is_payable("alice", "{R}") is True
    assert board.is_payable("alice", "{G}") is True
    assert board.is_payable("alice", "{G}{G}") is False
    assert _board(MAZE_RUSHER, LLANOWAR_ELVES).is_payable("alice", "{G}") is False


WHISPERER = inline("whisperer", "Whisperer of the Wilds", "Creature — Human Shaman",
                   "{T}: Add {G}.\nFerocious — {T}: Add {G}{G}. Activate only if you control a creature with power 4 "
                   "or greater.", mana_cost="{1}{G}", power="0", toughness="2")
CARYATID = inline("caryatid", "Ilysian Caryatid", "Creature — Plant",
                  "{T}: Add one mana of any color. If you control a creature with power 4 or greater, add two mana of "
                  "any one color instead.", mana_cost="{1}{G}", power="1", toughness="1")


def test_602_5_ferocious_needs_a_creature_with_power_4_or_greater() -> None:
    """CR 602.5, 208.1: Whisperer's {G}{G} ability may be activated only while Alice controls a creature with power
    4 or greater. With Grizzly Bears (2/2) only {G} is payable; with Bears that have two +1/+1 counters (4/4, CR
    122.1a, 613.4c) {G}{G} is."""
    assert _board(WHISPERER, BEAR).is_payable("alice", "{G}{G}") is False
    assert _board(WHISPERER, BEAR).is_payable("alice", "{G}") is True
    big = {**BEAR, "counters": {"+1/+1": 2}}
    assert _board(WHISPERER, big).is_payable("alice", "{G}{G}") is True


def test_106_1_caryatid_adds_two_of_one_color_with_a_power_4_creature() -> None:
    """CR 106.1, 208.1, 613.4c: Ilysian Caryatid adds one mana of any color, or two of any one color instead while
    Alice controls a creature with power 4 or greater. With a 2/2 Bears: {R} payable, {R}{R} not. With 4/4 Bears:
    {R}{R} payable, {R}{G} not (one colour), and {R}{R}{R} not."""
    small = _board(CARYATID, BEAR)
    assert small.is_payable("alice", "{R}") is True
    assert small.is_payable("alice", "{R}{R}") is False
    big = _board(CARYATID, {**BEAR, "counters": {"+1/+1": 2}})
    assert big.is_payable("alice", "{R}{R}") is True
    assert big.is_payable("alice", "{R}{G}") is False
    assert big.is_payable("alice", "{R}{R}{R}") is False
