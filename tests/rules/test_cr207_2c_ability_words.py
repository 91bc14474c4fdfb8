"""CR 207.2c, 207.2d, 602.1, 702.6a: an ability word or a flavor word before an activated ability has no rules
meaning, so ``can_activate``, ``activatable`` and ``legal_plays`` treat the ability as if the word weren't there:
Reaper's Scythe's "Death Sickle — Equip {2}" is equip, Uchbenbak's "Descend 8 — {4}{U}{B}: ..." is activated from
the graveyard when its condition holds.

Card wording is the current Oracle text of ``../shared/data/oracle-corpus.jsonl.gz``, inline here so the tests run
without the shared folder. Every value below is worked out from that text and the rules cited.
"""

from __future__ import annotations

from typing import Any

from mtgsolver import Board
from tests.helpers import inline, obj

#: Reaper's Scythe's equip line alone: its other lines are left out, since its type change ("... and is an Assassin in
#: addition to its other types") is not read, and an unread type change leaves every target unknown (CR 115.1).
SCYTHE_TEXT = "Death Sickle — Equip {2}"
UCHBENBAK_TEXT = ("Vigilance, menace\nDescend 8 — {4}{U}{B}: Return this card from your graveyard to the battlefield "
                  "with a finality counter on it. Activate only if there are eight or more permanent cards in your "
                  "graveyard and only as a sorcery. (If a creature with a finality counter on it would die, exile it "
                  "instead.)")
CHAOSBRINGER_LINE = "Chaosbringer — Equip—Pay 3 life. Activate only once each turn."


def board(*objects: dict[str, Any], step: str = "precombat_main") -> Board:
    return Board.from_json({
        "active_player": "alice",
        "players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
        "objects": list(objects),
        "turn": {"step": step, "priority": "alice"},
    })


def scythe() -> dict[str, Any]:
    return inline("eq", "Reaper's Scythe", "Artifact — Equipment", SCYTHE_TEXT, "{2}{B}")


def wastes(n: int) -> list[dict[str, Any]]:
    return [obj(f"w{i}", "Wastes") for i in range(n)]


def test_207_2d_702_6a_flavor_word_equip_can_be_activated() -> None:
    """CR 207.2d, 702.6a, 602.1: "Death Sickle — Equip {2}" is "{2}: Attach this permanent to target creature you
    control. Activate only as a sorcery.": in Alice's main phase with an empty stack and her Grizzly Bears to
    target, it can be activated; activatable lists it, payable by two Wastes."""
    b = board(scythe(), obj("bears", "Grizzly Bears"), *wastes(2))
    check = b.can_activate("eq", 0)
    assert check.legal and not check.reasons
    assert b.can_activate("eq", {"text": "Death Sickle"}).legal
    rows = {(a.object, a.ability): a for a in b.activatable("alice").abilities}
    assert rows[("eq", 0)].legal and rows[("eq", 0)].payable


def test_207_2d_702_6a_flavor_word_equip_cost_and_timing() -> None:
    """CR 702.6a, 601.2h: one Wastes can't pay {2}, so the equip ability is legal but not payable; CR 602.5d: in
    Alice's upkeep it is not activated (only as a sorcery)."""
    rows = {(a.object, a.ability): a for a in board(scythe(), obj("bears", "Grizzly Bears"), *wastes(1))
            .activatable("alice").abilities}
    assert rows[("eq", 0)].legal and not rows[("eq", 0)].payable
    check = board(scythe(), obj("bears", "Grizzly Bears"), *wastes(2), step="upkeep").can_activate("eq", 0)
    assert not check.legal and {r.rule for r in check.reasons} == {"CR 602.5d"}


def test_207_2d_602_1_flavor_word_equip_with_a_life_cost_is_never_omitted() -> None:
    """CR 207.2d, 602.1, 702.6a: "Chaosbringer — Equip—Pay 3 life. Activate only once each turn." is an activated
    ability: activatable lists it (decided, or in ``unknown``), never leaves it out as a static ability."""
    greatsword = inline("eq", "Dark Knight's Greatsword", "Artifact — Equipment", CHAOSBRINGER_LINE, "{2}{B}")
    answer = board(greatsword, obj("bears", "Grizzly Bears")).activatable("alice")
    assert ("eq", 0) in {(a.object, a.ability) for a in (*answer.abilities, *answer.unknown)}


def graveyard_board(permanent_cards: int) -> Board:
    """Uchbenbak in Alice's graveyard with Grizzly Bears there too, ``permanent_cards`` in all (Uchbenbak is one: a
    creature card is a permanent card, CR 110.4a), and two Islands and four Swamps for {4}{U}{B}."""
    uchbenbak = inline("u", "Uchbenbak, the Great Mistake", "Legendary Creature — Skeleton Horror", UCHBENBAK_TEXT,
                       "{3}{U}{B}", power="6", toughness="4", zone="graveyard")
    bears = [obj(f"g{i}", "Grizzly Bears", zone="graveyard") for i in range(permanent_cards - 1)]
    lands = [obj("i1", "Island"), obj("i2", "Island"), *(obj(f"s{i}", "Swamp") for i in range(4))]
    return board(uchbenbak, *bears, *lands)


def test_207_2c_602_5_descend_8_with_eight_permanent_cards() -> None:
    """CR 207.2c, 602.1, 602.5b, 113.6m: "descend 8" has no rules meaning; with eight permanent cards in Alice's
    graveyard, in her main phase, the ability (index 2, after vigilance and menace) can be activated from the
    graveyard, and legal_plays lists it, payable by her six lands."""
    b = graveyard_board(8)
    check = b.can_activate("u", 2)
    assert check.legal and not check.reasons
    plays = b.legal_plays("alice")
    row = [p for p in plays["plays"] if p["play"] == "activate" and p["object"] == "u"]
    assert [(p["ability"], p["legal"], p["payable"]) for p in row] == [(2, True, True)]


def test_207_2c_602_5_descend_8_with_seven_permanent_cards() -> None:
    """CR 602.5b: "Activate only if there are eight or more permanent cards in your graveyard": with seven it
    can't be activated (the reason cites CR 602.5)."""
    check = graveyard_board(7).can_activate("u", 2)
    assert not check.legal and {r.rule for r in check.reasons} == {"CR 602.5"}
