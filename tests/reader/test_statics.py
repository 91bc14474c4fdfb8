"""Static effects the solver consumes (CR 305.7, 605.1b, 613, 614; rulings G4, G5), and resolved effects."""

from __future__ import annotations

import pytest
from mtgsolver.model.abilities import (
    AbilityKind,
    Amount,
    CharacteristicEffect,
    GrantManaAbility,
    HasteGrant,
    LandTypeEffect,
    ManaAmountMultiplier,
    ManaCollapse,
    ManaPart,
    ManaProduction,
    ManaRecipe,
    ManaTypeReplacement,
    Palette,
    PaletteKind,
    Players,
    SpendAs,
    StaticEffect,
    TappedForManaTrigger,
)
from mtgsolver.model.errors import UnsupportedText
from mtgsolver.model.filters import Controller, ObjectFilter
from mtgsolver.model.mana import ManaType
from mtgsolver.model.reader import read_card, read_effect_text
from reader_cards import oracle

LAND = ObjectFilter(card_types=frozenset({"land"}))
LANDS_YOU = ObjectFilter(card_types=frozenset({"land"}), controller=Controller.YOU)


def statics(name: str) -> list[StaticEffect]:
    rc = read_card(oracle(name))
    assert rc.unsupported == (), rc.unsupported
    return [s for a in rc.abilities for s in a.static]


def only(name: str) -> StaticEffect:
    (s,) = statics(name)
    return s


def test_haste_grant_fervor() -> None:
    """CR 702.10: Fervor "Creatures you control have haste."."""
    s = only("Fervor")
    assert isinstance(s, HasteGrant)
    assert s.affects == ObjectFilter(card_types=frozenset({"creature"}), controller=Controller.YOU)


def test_contamination() -> None:
    """CR 614.1a and ruling G5: Contamination — a land tapped for mana produces {B} instead (any player's)."""
    s = only("Contamination")
    assert isinstance(s, ManaTypeReplacement)
    assert (s.affects, s.into, s.colors_only, s.players) == (LAND, "B", False, Players.ANY)
    assert s.and_amount is True


def test_hall_of_gemstone() -> None:
    """CR 614.1a: Hall of Gemstone — lands produce the chosen colour instead of any other *colour* (colourless
    stays), for every player; the effect comes from its upkeep trigger."""
    s = only("Hall of Gemstone")
    assert isinstance(s, ManaTypeReplacement)
    assert (s.affects, s.into, s.colors_only, s.players) == (LAND, "chosen_color", True, Players.ANY)


def test_deep_water_effect_text() -> None:
    """CR 611.2a: Deep Water's resolved effect, given in state.effects, replaces the type of mana your lands make."""
    (s,) = read_effect_text(
        "Until end of turn, if you tap a land you control for mana, it produces {U} instead of any other type."
    )
    assert isinstance(s, ManaTypeReplacement)
    assert (s.affects, s.into, s.colors_only, s.players) == (LANDS_YOU, "U", False, Players.YOU)


def test_pale_moon_effect_text() -> None:
    """CR 611.2a: Pale Moon — nonbasic lands tapped for mana by any player produce colourless mana instead."""
    text = oracle("Pale Moon").oracle_text
    (s,) = read_effect_text(text)
    assert s.affects == ObjectFilter(card_types=frozenset({"land"}), excluded_types=frozenset({"basic"}))
    assert (s.into, s.players, s.colors_only) == ("C", Players.ANY, False)


def test_effect_text_unsupported() -> None:
    """Contract: an effect text not understood raises unsupported_text naming the sentence."""
    with pytest.raises(UnsupportedText, match="Target creature gets"):
        read_effect_text("Target creature gets +3/+3 until end of turn.")


def test_mana_reflection_and_nyxbloom() -> None:
    """CR 614.1a: Mana Reflection doubles and Nyxbloom Ancient triples mana from permanents you tap."""
    s = only("Mana Reflection")
    assert isinstance(s, ManaAmountMultiplier)
    assert (s.affects, s.factor, s.players) == (ObjectFilter(), 2, Players.YOU)
    s = only("Nyxbloom Ancient")
    assert isinstance(s, ManaAmountMultiplier) and s.factor == 3


def test_damping_sphere() -> None:
    """CR 614.1a: Damping Sphere — a land tapped for two or more mana produces {C} instead."""
    s = next(x for x in statics("Damping Sphere") if isinstance(x, ManaCollapse))
    assert (s.affects, s.min_amount, s.into) == (LAND, 2, "C")


def _trigger(name: str) -> tuple[StaticEffect, object]:
    rc = read_card(oracle(name))
    (a,) = [x for x in rc.abilities if x.kind is AbilityKind.MANA]
    assert a.trigger and a.unsupported == ()
    (s,) = a.static
    assert isinstance(s, TappedForManaTrigger)
    return s, a.mana


def test_utopia_sprawl() -> None:
    """CR 605.1b and ruling G4: Utopia Sprawl's trigger is a mana ability: enchanted Forest tapped for mana adds
    one mana of the chosen colour."""
    s, mana = _trigger("Utopia Sprawl")
    adds = ManaProduction((ManaRecipe((ManaPart(Amount(), Palette(PaletteKind.CHOSEN_COLOR)),)),))
    assert (s.affects, s.enchanted, s.adds, s.players) == (
        ObjectFilter(subtypes=frozenset({"Forest"})), True, adds, "any",
    )
    assert mana == adds


def test_wild_growth_overgrowth() -> None:
    """CR 605.1b: Wild Growth adds {G}, Overgrowth {G}{G}, when the enchanted land is tapped for mana."""
    g = ManaType.G
    s, _ = _trigger("Wild Growth")
    assert s.enchanted is True and s.affects == LAND
    assert s.adds == ManaProduction((ManaRecipe((ManaPart(Amount(), Palette(PaletteKind.TYPES, (g,))),)),))
    s, _ = _trigger("Overgrowth")
    assert s.adds.alternatives[0].parts[0].amount == Amount(value=2)


def test_vernal_bloom() -> None:
    """CR 605.1b: Vernal Bloom — any Forest tapped for mana gives its controller an additional {G}."""
    s, _ = _trigger("Vernal Bloom")
    assert (s.affects, s.enchanted, s.players) == (
        ObjectFilter(subtypes=frozenset({"Forest"})), False, "any",
    )


def test_mana_flare_same_type() -> None:
    """CR 605.1b: Mana Flare and Heartbeat of Spring — any player's land adds one more mana of a type it
    produced."""
    for name in ("Mana Flare", "Heartbeat of Spring"):
        s, mana = _trigger(name)
        assert (s.affects, s.adds, s.players) == (LAND, "same_type", "any")
        assert mana is None


def test_zendikar_resurgent_and_mirari() -> None:
    """CR 605.1b: Zendikar Resurgent and Mirari's Wake — only lands *you* tap for mana."""
    for name in ("Zendikar Resurgent", "Mirari's Wake"):
        s, _ = _trigger(name)
        assert (s.affects, s.adds, s.players) == (LAND, "same_type", "you")


def test_grant_gift_of_paradise() -> None:
    """CR 113.10 / 605.1a: Gift of Paradise's enchanted land has "{T}: Add two mana of any one color."."""
    s = only("Gift of Paradise")
    assert isinstance(s, GrantManaAbility) and (s.affects, s.enchanted) == (LAND, True)
    (ab,) = s.abilities
    assert ab.kind is AbilityKind.MANA
    assert ab.mana.alternatives[0].parts[0].amount == Amount(value=2)


def test_grant_chromatic_lantern() -> None:
    """CR 113.10: Chromatic Lantern — lands you control have "{T}: Add one mana of any color."."""
    s = only("Chromatic Lantern")
    assert isinstance(s, GrantManaAbility) and (s.affects, s.enchanted) == (LANDS_YOU, False)


def test_blood_moon() -> None:
    """CR 305.7: Blood Moon sets nonbasic lands' subtype to Mountain."""
    s = only("Blood Moon")
    assert isinstance(s, LandTypeEffect)
    assert (s.affects, s.subtypes, s.mode) == (
        ObjectFilter(card_types=frozenset({"land"}), excluded_types=frozenset({"basic"})),
        ("Mountain",), "set",
    )


def test_urborg() -> None:
    """CR 305.7 (in addition): Urborg makes each land a Swamp in addition to its other land types."""
    s = only("Urborg, Tomb of Yawgmoth")
    assert (s.affects, s.subtypes, s.mode) == (LAND, ("Swamp",), "add")


def test_prismatic_omen() -> None:
    """CR 305.6: Prismatic Omen — lands you control are every basic land type in addition."""
    s = only("Prismatic Omen")
    assert (s.affects, s.subtypes, s.mode) == (
        LANDS_YOU, ("Plains", "Island", "Swamp", "Mountain", "Forest"), "add",
    )


def test_celestial_dawn() -> None:
    """CR 305.7 and 609.4b: Celestial Dawn — lands you control are Plains; white mana spent as any colour, other
    mana only as colourless."""
    rc = read_card(oracle("Celestial Dawn"))
    # CR 105.3, 611.3a: "Nonland permanents you control are white. The same is true for spells you control and
    # nonland cards you own that aren't on the battlefield." is one colour-setting effect (layer 5) of the nonland
    # permanents its controller controls, the spells they control and their nonland cards in other zones.
    assert rc.unsupported == (), rc.unsupported
    land, white, spend = [s for a in rc.abilities for s in a.static]
    assert isinstance(land, LandTypeEffect) and isinstance(spend, SpendAs)
    assert isinstance(white, CharacteristicEffect)
    assert (white.affects, white.colors, white.spells, white.cards) == (
        ObjectFilter(excluded_types=frozenset({"land"}), controller=Controller.YOU), ("W",), ObjectFilter(),
        ObjectFilter(excluded_types=frozenset({"land"})))
    assert (land.affects, land.subtypes, land.mode) == (LANDS_YOU, ("Plains",), "set")
    assert spend.as_any_color == ("W",) and spend.others_as_colorless is True
