"""CR 118.3, 302.6, 601.2g-h: an ability whose own cost taps other permanents ("Tap an untapped creature you
control") in ``can_activate`` and ``activatable``: it needs that many untapped such permanents, besides one its
own {T} taps (CR 118.3); summoning sickness doesn't stop a creature from being tapped this way (CR 302.6 covers
only {T} and {Q} of the creature's own abilities); and a permanent tapped for the cost can't also tap for mana to
pay the rest (mana abilities are activated before the costs are paid, CR 601.2g-h, and a permanent taps once).

Cards (current Oracle text): Survivors' Encampment: "{T}: Add {C}. / {T}, Tap an untapped creature you control:
Add one mana of any color." The Shire: "{T}: Add {G}. / {1}{G}, {T}, Tap an untapped creature you control: Create
a Food token." Birchlore Rangers (Elf): "Tap two untapped Elves you control: Add one mana of any color." Dungeon
Descent: "{T}: Add {C}. / {4}, {T}, Tap an untapped legendary creature you control: Venture into the dungeon.
Activate only as a sorcery." Grove of the Guardian: "{T}: Add {C}. / {3}{G}{W}, {T}, Tap two untapped creatures you
control, Sacrifice this land: Create an 8/8 ... token ..." Pili-Pala: "{2}, {Q}: Add one mana of any color."
"""

from __future__ import annotations

from typing import Any

import pytest

from mtgsolver import UnsupportedText
from tests.helpers import board, obj


def row(b: Any, object_id: str, ability: int) -> tuple[bool, bool, list[str]]:
    """``(legal, payable, rules of the reasons)`` of one row of Alice's ``activatable``."""
    got = b.ask("activatable", player="alice")
    [r] = [r for r in got["abilities"] if r["object"] == object_id and r["ability"] == ability]
    return r["legal"], r["payable"], [reason["rule"] for reason in r["reasons"]]


def test_118_3_survivors_encampment_alone_has_no_creature_to_tap() -> None:
    """CR 118.3: with no creature, "Tap an untapped creature you control" can't be paid: not legal, not payable."""
    b = board(obj("camp", "Survivors' Encampment"))
    assert row(b, "camp", 1) == (False, False, ["CR 118.3"])
    assert b.can_activate("camp", 1).legal is False


def test_302_6_a_summoning_sick_creature_pays_the_encampments_tap() -> None:
    """CR 302.6: a Grizzly Bears that came under Alice's control this turn may still be tapped for another
    permanent's cost, so the Encampment's any-colour ability can be activated and paid."""
    b = board(obj("camp", "Survivors' Encampment"), obj("bears", "Grizzly Bears", summoning_sick=True))
    assert row(b, "camp", 1) == (True, True, [])


def test_601_2h_the_creature_tapped_for_the_cost_cant_tap_for_mana_too() -> None:
    """CR 601.2g-h, 118.3: The Shire's Food ability costs {1}{G}, {T} (the Shire itself, so it makes no mana) and an
    untapped creature. With a Forest and Llanowar Elves, the Elves are the only creature to tap, so only the Forest
    is left for {1}{G}: legal, not payable. With a second Forest and a Grizzly Bears the Forests pay {1}{G} and the
    Bears are tapped: payable."""
    shire, forest, elves = obj("shire", "The Shire"), obj("f1", "Forest"), obj("elves", "Llanowar Elves")
    assert row(board(shire, forest, elves), "shire", 2) == (True, False, [])
    more = board(shire, forest, elves, obj("f2", "Forest"), obj("bears", "Grizzly Bears"))
    assert row(more, "shire", 2) == (True, True, [])


def test_302_6_birchlore_rangers_taps_itself_and_a_sick_elf() -> None:
    """CR 302.6, 118.3: the Rangers' cost has no {T}, so each Rangers is one of the two Elves it may tap; the other
    came under Alice's control this turn, which doesn't matter. Both abilities can be activated and paid."""
    b = board(obj("r1", "Birchlore Rangers"), obj("r2", "Birchlore Rangers", summoning_sick=True))
    assert row(b, "r1", 0) == (True, True, [])
    assert row(b, "r2", 0) == (True, True, [])
    assert row(board(obj("r1", "Birchlore Rangers")), "r1", 0) == (False, False, ["CR 118.3"])


def test_118_3_dungeon_descent_needs_a_legendary_creature() -> None:
    """CR 118.3, 205.4d: Grizzly Bears isn't legendary, so it can't pay "Tap an untapped legendary creature you
    control"; Isamaru, Hound of Konda is. Four Forests pay the {4} (the land's own {T} pays no mana)."""
    forests = [obj(f"f{i}", "Forest") for i in range(4)]
    assert row(board(obj("d", "Dungeon Descent"), obj("b", "Grizzly Bears"), *forests), "d", 2) == (
        False, False, ["CR 118.3"])
    assert row(board(obj("d", "Dungeon Descent"), obj("i", "Isamaru, Hound of Konda"), *forests), "d", 2) == (
        True, True, [])


@pytest.mark.parametrize(("forests", "payable"), [(3, True), (2, False)])
def test_601_2h_grove_of_the_guardian_taps_two_creatures_and_pays_five(forests: int, payable: bool) -> None:
    """CR 601.2g-h, 118.3: the two Grizzly Bears pay "Tap two untapped creatures you control" and the Grove's {T}
    pays no mana, so {3}{G}{W} (five mana) comes from the other lands: a Plains, a Wastes and ``forests`` Forests,
    five lands with three Forests (payable), four with two (not)."""
    lands = [obj("p", "Plains"), obj("w", "Wastes"), *(obj(f"f{i}", "Forest") for i in range(forests))]
    b = board(obj("g", "Grove of the Guardian"), obj("b1", "Grizzly Bears"), obj("b2", "Grizzly Bears"), *lands)
    assert row(b, "g", 1) == (True, payable, [])


def test_601_2g_a_permanent_that_untaps_for_mana_is_never_guessed() -> None:
    """CR 601.2g-h: Pili-Pala's "{2}, {Q}" could untap it while the Encampment's cost is paid, after which it could
    be tapped for "Tap an untapped creature you control"; the solver doesn't model that order, so the Encampment's
    ability is ``unsupported_text`` (in ``unknown``), not a guess."""
    b = board(obj("camp", "Survivors' Encampment"), obj("pili", "Pili-Pala", tapped=True))
    got = b.ask("activatable", player="alice")
    assert [(u["object"], u["ability"]) for u in got["unknown"]] == [("camp", 1)]
    with pytest.raises(UnsupportedText):
        b.can_activate("camp", 1)


def test_601_2g_a_creature_a_mana_ability_could_sacrifice_is_never_guessed() -> None:
    """CR 601.2g-h, 118.3, 701.21a: Volrath's Gardens' "{2}, Tap an untapped creature you control: ..." beside
    Ashnod's Altar ("Sacrifice a creature: Add {C}{C}.") and one Grizzly Bears: the {2} could come only from
    sacrificing the Bears, which then can't be tapped for the cost (mana abilities come first), so the truth is
    "not payable"; the solver, which doesn't model the two together, says ``unsupported_text`` (in ``unknown``),
    never "payable". With two Forests instead of the Altar it is payable (the Bears tapped, the Forests paying)."""
    b = board(obj("gardens", "Volrath's Gardens"), obj("altar", "Ashnod's Altar"), obj("bears", "Grizzly Bears"))
    got = b.ask("activatable", player="alice")
    assert [(u["object"], u["ability"]) for u in got["unknown"]] == [("gardens", 0)]
    assert "gardens" not in {r["object"] for r in got["abilities"]}
    plain = board(obj("gardens", "Volrath's Gardens"), obj("bears", "Grizzly Bears"), obj("f1", "Forest"),
                  obj("f2", "Forest"))
    assert row(plain, "gardens", 0) == (True, True, [])


def test_118_3_cryptbreaker_taps_three_zombies() -> None:
    """CR 118.3, 205.3: "Tap three untapped Zombies you control" (Cryptbreaker, itself a Zombie) counts Zombies:
    Cryptbreaker and two Walking Corpses are three, so the ability may be activated (tapping others isn't {T}, so
    CR 302.6 doesn't stop a summoning-sick Cryptbreaker); with one Walking Corpse, two are too few."""
    breaker = obj("c", "Cryptbreaker", summoning_sick=True)
    legal, _payable, _reasons = row(board(breaker, obj("w1", "Walking Corpse"), obj("w2", "Walking Corpse")), "c", 1)
    assert legal is True
    legal, _payable, reasons = row(board(breaker, obj("w1", "Walking Corpse")), "c", 1)
    assert legal is False and reasons == ["CR 118.3"]
