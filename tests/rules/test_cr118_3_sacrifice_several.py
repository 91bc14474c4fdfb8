"""CR 118.3, 701.21a, 601.2g-h: costs that sacrifice several permanents ("Sacrifice this land and a creature you
control", "Sacrifice a Swamp and a Forest", "Sacrifice five creatures"): each sacrificed permanent is a different
one its controller controls, and a permanent tapped for mana while the cost is paid may still be sacrificed for it
(mana abilities are activated before costs are paid, CR 601.2g-h).

Card wording is the current Oracle text of ``../shared/data/oracle-corpus.jsonl.gz``, inline here so the tests run
without the shared folder. Every value below is worked out from that text and the rules cited.
"""

from __future__ import annotations

from typing import Any

from tests.helpers import board, inline, obj

HALL_TEXT = ("This land enters tapped.\n{T}: Add {B}.\n{W}{W}{B}, {T}, Sacrifice this land and a creature you control: "
             "Create a 4/4 white Angel Warrior creature token with flying and vigilance. Activate only as a sorcery.")
JARAD_TEXT = ("Jarad gets +1/+1 for each creature card in your graveyard.\n{1}{B}{G}, Sacrifice another creature: Each "
              "opponent loses life equal to the sacrificed creature's power.\nSacrifice a Swamp and a Forest: Return "
              "this card from your graveyard to your hand.")
ABBEY_TEXT = ("{T}: Add {C}.\n{5}, {T}, Pay 1 life: Create a 1/1 white and black Human Cleric creature token.\n{5}, {T}, "
              "Sacrifice five creatures: Transform this land, then untap it.")
TOMB_TEXT = "({T}: Add {B} or {G}.)\nAs this land enters, you may pay 2 life. If you don't, it enters tapped."


def row(b: Any, oid: str, ability: int) -> dict[str, Any]:
    rows = b.ask("activatable", player="alice")["abilities"]
    return next(r for r in rows if (r["object"], r["ability"]) == (oid, ability))


def rules(r: dict[str, Any]) -> set[str]:
    return {reason["rule"] for reason in r["reasons"]}


def hall() -> dict[str, Any]:
    return inline("h", "Great Hall of Starnheim", "Land", HALL_TEXT)


def test_118_3_great_hall_sacrifices_itself_and_a_creature() -> None:
    """CR 118.3: with Grizzly Bears, two Plains and a Swamp ({W}{W}{B}; the Hall taps for its own {T}) the Hall's
    last ability is legal and payable; with no creature it is neither (the Hall is no creature)."""
    pieces = [obj("p1", "Plains"), obj("p2", "Plains"), obj("s", "Swamp")]
    with_bears = row(board(hall(), obj("c", "Grizzly Bears"), *pieces), "h", 2)
    assert with_bears["legal"] is True and with_bears["payable"] is True
    alone = row(board(hall(), *pieces), "h", 2)
    assert alone["legal"] is False and alone["payable"] is False and rules(alone) == {"CR 118.3"}


def test_701_21a_one_land_cant_be_both_sacrifices() -> None:
    """CR 701.21a, 118.3: Jarad's "Sacrifice a Swamp and a Forest" (it works from the graveyard, CR 113.6m) needs
    two different lands: Overgrown Tomb alone is a Swamp and a Forest but only one permanent, so it is neither
    legal nor payable; with a Forest beside it, both."""
    jarad = inline("j", "Jarad, Golgari Lich Lord", "Legendary Creature — Zombie Elf", JARAD_TEXT, "{B}{B}{G}{G}",
                   power="2", toughness="2", zone="graveyard")
    tomb = inline("t", "Overgrown Tomb", "Land — Swamp Forest", TOMB_TEXT)
    one = row(board(jarad, tomb), "j", 2)
    assert one["legal"] is False and one["payable"] is False and rules(one) == {"CR 118.3"}
    two = row(board(jarad, tomb, obj("f", "Forest")), "j", 2)
    assert two["legal"] is True and two["payable"] is True


def test_601_2g_elves_tapped_for_mana_are_then_sacrificed() -> None:
    """CR 601.2g-h, 118.3: five Llanowar Elves tap for the {5} of Westvale Abbey's "{5}, {T}, Sacrifice five
    creatures" and are then sacrificed for it: legal and payable. Four Elves and a Forest pay the mana but are too
    few creatures: neither."""
    abbey = inline("w", "Westvale Abbey // Ormendahl, Profane Prince", "Land", ABBEY_TEXT)
    five = row(board(abbey, *[obj(f"e{i}", "Llanowar Elves") for i in range(5)]), "w", 2)
    assert five["legal"] is True and five["payable"] is True
    four = row(board(abbey, *[obj(f"e{i}", "Llanowar Elves") for i in range(4)], obj("f", "Forest")), "w", 2)
    assert four["legal"] is False and four["payable"] is False and rules(four) == {"CR 118.3"}


def test_118_3_payments_says_there_is_nothing_to_sacrifice() -> None:
    """CR 118.3: "{G}, Sacrifice a creature" with only a Forest can't be paid, and the reason is the sacrifice (no
    creature), not the mana (the Forest pays {G})."""
    result = board(obj("f", "Forest")).ask("payments", player="alice", cost="{G}, Sacrifice a creature", mode="check")
    assert result["payable"] is False
    assert [r["rule"] for r in result["reasons"]] == ["CR 118.3"]
