"""Templates added for issue 5 (CR 106.1, 106.6, 602.5, 605.1a, 606.2, 702.178a, 711.2a, 721.2a), each pinned
with a real card's Oracle text from the corpus (reader_cards)."""

from __future__ import annotations

from mtgsolver.model.abilities import (
    AbilityKind,
    Amount,
    AmountKind,
    ConditionalGrant,
    GrantCondition,
    GrantManaAbility,
    ManaPart,
    ManaProduction,
    ManaRecipe,
    Palette,
    PaletteKind,
)
from mtgsolver.model.mana import ManaType
from mtgsolver.model.reader import read_card
from reader_cards import card, oracle

C, R, G = ManaType("C"), ManaType("R"), ManaType("G")


def _only_mana(name: str) -> list:
    return [a for a in read_card(oracle(name)).abilities if a.kind is AbilityKind.MANA and not a.intrinsic]


def test_that_color_for_each_counter() -> None:
    """CR 106.1, 122.1: Astral Cornucopia "Choose a color. Add one mana of that color for each charge counter on
    this artifact." adds as many mana as it has charge counters, all of one chosen colour."""
    (a,) = _only_mana("Astral Cornucopia")
    part = ManaPart(Amount(AmountKind.COUNTERS, 1, counter="charge"), Palette(PaletteKind.ANY_COLOR), False)
    assert (a.mana, a.unsupported) == (ManaProduction((ManaRecipe((part,)),)), ())


def test_plus_an_additional_for_each_counter() -> None:
    """CR 106.1: Famous Museum "Add {C}, plus an additional {C} for each art counter" adds one {C} and one more
    per art counter."""
    (a,) = _only_mana("Famous Museum")
    one_c = ManaPart(Amount(AmountKind.FIXED, 1), Palette(PaletteKind.TYPES, (C,)))
    per_counter = ManaPart(Amount(AmountKind.COUNTERS, 1, counter="art"), Palette(PaletteKind.TYPES, (C,)))
    assert a.mana == ManaProduction((ManaRecipe((one_c, per_counter)),))


def test_spent_trigger_targets_are_not_the_mana_abilitys() -> None:
    """CR 605.1a, 106.6: Pyromancer's Goggles' "{T}: Add {R}." is a mana ability: "choose new targets for the
    copy" belongs to the delayed trigger "When that mana is spent ...", which has no target of the mana ability."""
    (a,) = _only_mana("Pyromancer's Goggles")
    assert a.mana == ManaProduction((ManaRecipe((ManaPart(Amount(), Palette(PaletteKind.TYPES, (R,))),)),))


def test_max_speed_grants_while_speed_is_four() -> None:
    """CR 702.178a: "Max speed — {T}: Add {R}{R}." means "As long as your speed is 4, this object has '{T}: Add
    {R}{R}.'": a keyword (static) ability with a conditional grant, not a mana ability the creature always has."""
    rc = read_card(oracle("Endrider Catalyzer"))
    a = rc.abilities[-1]
    assert (a.kind, a.keyword) == (AbilityKind.KEYWORD, "Max speed")
    (effect,) = a.static
    assert isinstance(effect, ConditionalGrant) and effect.condition is GrantCondition.MAX_SPEED
    (granted,) = effect.abilities
    assert granted.kind is AbilityKind.MANA
    assert granted.mana == ManaProduction((ManaRecipe((ManaPart(Amount(AmountKind.FIXED, 2),
                                                                 Palette(PaletteKind.TYPES, (R,))),)),))
    assert not any(x.kind is AbilityKind.MANA for x in rc.abilities)


def test_station_symbol() -> None:
    """CR 721.2a: Evendo's "12+ | {G}, {T}: Add {G} for each creature you control." means "As long as this
    permanent has 12 or more charge counters on it, it has [that ability]"."""
    rc = read_card(oracle("Evendo, Waking Haven"))
    a = rc.abilities[-1]
    (effect,) = a.static
    assert a.kind is AbilityKind.STATIC
    assert isinstance(effect, ConditionalGrant)
    assert (effect.condition, effect.counter, effect.min, effect.max) == (GrantCondition.COUNTERS, "charge", 12, None)
    (granted,) = effect.abilities
    assert granted.kind is AbilityKind.MANA and str(granted.cost) == "{G}, {T}"
    assert granted.mana.alternatives[0].parts[0].amount.kind is AmountKind.COUNT


def test_level_striation_is_one_static_ability() -> None:
    """CR 711.2a: "LEVEL 1-4 / 1/2 / {T}: Add {G}{G}." is one static ability: with 1 to 4 level counters the
    creature has "{T}: Add {G}{G}."; "LEVEL 5+" grants Elves the ability with at least 5 (no upper bound)."""
    rc = read_card(oracle("Joraga Treespeaker"))
    assert [a.kind for a in rc.abilities] == [AbilityKind.ACTIVATED, AbilityKind.STATIC, AbilityKind.STATIC]
    low, high = (a.static[0] for a in rc.abilities[1:])
    assert isinstance(low, ConditionalGrant) and isinstance(high, ConditionalGrant)
    assert (low.counter, low.min, low.max) == ("level", 1, 4)
    (granted,) = low.abilities
    assert granted.mana == ManaProduction((ManaRecipe((ManaPart(Amount(AmountKind.FIXED, 2),
                                                                 Palette(PaletteKind.TYPES, (G,))),)),))
    assert (high.min, high.max) == (5, None)
    (elves,) = high.abilities
    assert isinstance(elves.static[0], GrantManaAbility)


def test_scryfall_loyalty_format() -> None:
    """CR 606.2, 605.1a: Scryfall writes loyalty costs without brackets ("+1: Add {R}{R}."); the ability is a
    loyalty ability, never a mana ability (Chandra, Torch of Defiance)."""
    text = "+1: Add {R}{R}.\n−3: Chandra deals 4 damage to target creature."
    rc = read_card(card("Chandra, Torch of Defiance", "Legendary Planeswalker — Chandra", text))
    assert [(a.kind, a.loyalty) for a in rc.abilities] == [(AbilityKind.ACTIVATED, True)] * 2


def test_combined_and_older_restrictions() -> None:
    """CR 602.5b: "Activate only as a sorcery and only once each turn." gives both restrictions; the older
    wording "Activate this ability only any time you could cast an instant." is the instant restriction (Lion's
    Eye Diamond's 2019 Oracle text)."""
    both = card("Test Relic", "Artifact", "{1}, {T}: Draw a card. Activate only as a sorcery and only once each turn.")
    assert read_card(both).abilities[0].restrictions == ("sorcery", "once_each_turn")
    led = card("Lion's Eye Diamond", "Artifact", "Sacrifice Lion's Eye Diamond, Discard your hand: Add three mana "
               "of any one color. Activate this ability only any time you could cast an instant.")
    a = read_card(led).abilities[0]
    assert (a.kind, a.restrictions, a.unsupported) == (AbilityKind.MANA, ("instant",), ())


def test_missing_space_after_colon() -> None:
    """CR 602.1: "{T}:Add one mana of any color." (Pillar of Origins in the 2020 Forge file, the space after the
    colon missing) is still "[Cost]: [Effect]"."""
    a = read_card(card("Pillar of Origins", "Artifact", "{T}:Add one mana of any color.")).abilities[0]
    assert a.kind is AbilityKind.MANA and a.mana is not None
