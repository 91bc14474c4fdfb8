"""Further mana templates: counts, counters, power, colours of objects, commander identity (CR 106.1, 107.3,
122.1, 208.1, 903.4), and the coverage report over the corpus."""

from __future__ import annotations

from mtgsolver.model.abilities import Ability, AbilityKind, AmountKind, PaletteKind
from mtgsolver.model.coverage import coverage_report
from mtgsolver.model.filters import Controller, ObjectFilter
from mtgsolver.model.mana import ManaType
from mtgsolver.model.reader import read_card
from reader_cards import oracle


def mana_ability(name: str) -> Ability:
    (a,) = [x for x in read_card(oracle(name)).abilities if x.kind is AbilityKind.MANA]
    assert a.mana is not None
    return a


def test_colors_of_permanents_meteor_crater() -> None:
    """CR 105.2 and ruling G1: Meteor Crater's mana is a colour of a permanent you control (none if they are all
    colourless)."""
    a = mana_ability("Meteor Crater")
    pal = a.mana.alternatives[0].parts[0].palette
    assert pal.kind is PaletteKind.COLORS_OF and pal.source == ObjectFilter(controller=Controller.YOU)
    assert a.unsupported == ()


def test_colors_among_mox_amber() -> None:
    """CR 105.2: Mox Amber — a colour among legendary creatures and planeswalkers you control."""
    pal = mana_ability("Mox Amber").mana.alternatives[0].parts[0].palette
    assert pal.kind is PaletteKind.COLORS_OF
    assert pal.source == ObjectFilter(
        card_types=frozenset({"creature", "planeswalker"}), supertypes=frozenset({"legendary"}),
        controller=Controller.YOU,
    )


def test_x_equal_number_of_allies() -> None:
    """CR 107.3: Harabaz Druid — X mana of one colour, X the number of Allies you control."""
    part = mana_ability("Harabaz Druid").mana.alternatives[0].parts[0]
    assert part.amount.kind is AmountKind.COUNT and part.combination is False
    assert part.amount.filter == ObjectFilter(subtypes=frozenset({"Ally"}), controller=Controller.YOU)
    assert part.palette.kind is PaletteKind.ANY_COLOR


def test_for_each_charge_counter() -> None:
    """CR 122.1: Everflowing Chalice adds {C} for each charge counter on it."""
    part = mana_ability("Everflowing Chalice").mana.alternatives[0].parts[0]
    assert (part.amount.kind, part.amount.counter, part.palette.types) == (
        AmountKind.COUNTERS, "charge", (ManaType.C,),
    )


def test_counters_removed_this_way() -> None:
    """CR 107.3 / 118.3: Hollow Trees adds {G} for each storage counter removed as its cost, a number chosen
    while paying, like X."""
    part = mana_ability("Hollow Trees").mana.alternatives[0].parts[0]
    assert part.amount.kind is AmountKind.X and part.palette.types == (ManaType.G,)


def test_mana_battery() -> None:
    """CR 106.1: Black Mana Battery adds {B}, then an additional {B} for each charge counter removed (X)."""
    parts = mana_ability("Black Mana Battery").mana.alternatives[0].parts
    assert [(p.amount.kind, p.amount.value, p.palette.types) for p in parts] == [
        (AmountKind.FIXED, 1, (ManaType.B,)), (AmountKind.X, 0, (ManaType.B,)),
    ]


def test_power_amount_and_abilities_only() -> None:
    """CR 208.1 and 106.6: Redshift adds X mana of one colour, X its power; spend only to activate abilities."""
    a = mana_ability("Redshift, Rocketeer Chief")
    part = a.mana.alternatives[0].parts[0]
    assert part.amount.kind is AmountKind.POWER and part.palette.kind is PaletteKind.ANY_COLOR
    r = a.mana.restriction
    assert r.abilities is True and r.spell_filter is None
    assert a.unsupported == ()


def test_commander_identity() -> None:
    """CR 903.4: Arcane Signet — a colour in your commander's colour identity."""
    pal = mana_ability("Arcane Signet").mana.alternatives[0].parts[0].palette
    assert pal.kind is PaletteKind.COMMANDER_IDENTITY


def test_coverage_small_rows() -> None:
    """CR 605.1a / 605.5a: on two rows, Llanowar Elves' paragraph is read as a mana ability and Deathrite
    Shaman's targeted one correctly as not one; no unsupported sentences."""
    rows = [
        {"name": "Llanowar Elves", "type": "Creature — Elf Druid", "text": "{T}: Add {G}."},
        {"name": "Deathrite Shaman", "type": "Creature — Elf Shaman",
         "text": "{T}: Exile target land card from a graveyard. Add one mana of any color."},
    ]
    report = coverage_report(rows)
    assert (report["mana_paragraphs"], report["mana_read"], report["kinds"]) == (2, 2, {"mana": 1, "activated": 1})
