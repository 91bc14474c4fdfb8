"""Mana production templates (CR 106.1, 106.6, 106.7, 605.1, 700.5; rulings G1, G2), on real Oracle text."""

from __future__ import annotations

from msgspec.structs import replace
from mtgsolver.model.abilities import (
    Ability,
    AbilityKind,
    Amount,
    AmountKind,
    Condition,
    ManaPart,
    ManaProduction,
    ManaRecipe,
    Palette,
    PaletteKind,
)
from mtgsolver.model.costs import Cost, LifePart, RemoveCountersPart, SacrificePart
from mtgsolver.model.filters import Controller, ObjectFilter
from mtgsolver.model.mana import ManaType
from mtgsolver.model.reader import read_card
from reader_cards import oracle

W, U, B, R, G, C = (ManaType(x) for x in "WUBRGC")


def mana_ability(name: str, which: int = -1) -> Ability:
    abilities = [a for a in read_card(oracle(name)).abilities if a.kind is AbilityKind.MANA and not a.intrinsic]
    a = abilities[which]
    assert a.unsupported == (), a.unsupported
    assert a.mana is not None
    return a


def fixed(t: ManaType, n: int = 1) -> ManaPart:
    return ManaPart(Amount(AmountKind.FIXED, n), Palette(PaletteKind.TYPES, (t,)))


def one(*parts: ManaPart) -> ManaProduction:
    return ManaProduction((ManaRecipe(parts),))


def test_single_symbol() -> None:
    """CR 106.1: Llanowar Elves "{T}: Add {G}." adds one green mana."""
    assert mana_ability("Llanowar Elves").mana == one(fixed(G))


def test_two_colorless() -> None:
    """CR 106.1: Sol Ring adds {C}{C}: two colourless mana."""
    assert mana_ability("Sol Ring").mana == one(fixed(C, 2))


def test_two_colors_together() -> None:
    """CR 106.1: Boros Signet "{1}, {T}: Add {R}{W}." adds one red and one white together, cost {1}, {T}."""
    a = mana_ability("Boros Signet")
    assert a.mana == one(fixed(R), fixed(W))
    assert a.cost == Cost.parse("{1}, {T}")


def test_five_colors() -> None:
    """CR 106.1: Crystal Quarry's second ability adds one of each colour."""
    assert mana_ability("Crystal Quarry").mana == one(fixed(W), fixed(U), fixed(B), fixed(R), fixed(G))


def test_or_alternatives_with_damage_rider() -> None:
    """CR 106.1: Adarkar Wastes "Add {W} or {U}." is a choice of two recipes; "This land deals 1 damage to you."
    doesn't change the mana, it costs its controller 1 life (CR 120.3a)."""
    a = mana_ability("Adarkar Wastes")
    assert a.mana == ManaProduction((ManaRecipe((fixed(W),)), ManaRecipe((fixed(U),))), life_lost=1)


def test_three_alternatives() -> None:
    """CR 106.1: Noble Hierarch "Add {G}, {W}, or {U}." is one of three colours."""
    assert mana_ability("Noble Hierarch").mana.alternatives == (
        ManaRecipe((fixed(G),)), ManaRecipe((fixed(W),)), ManaRecipe((fixed(U),)),
    )


def test_life_rider() -> None:
    """CR 106.1: Grove of the Burnwillows "Add {R} or {G}. Each opponent gains 1 life." — an understood rider."""
    assert len(mana_ability("Grove of the Burnwillows").mana.alternatives) == 2


def test_any_color() -> None:
    """CR 105.1, 106.1: Birds of Paradise "one mana of any color" — any of the five colours, never colourless."""
    assert mana_ability("Birds of Paradise").mana == one(ManaPart(Amount(), Palette(PaletteKind.ANY_COLOR)))


def test_pay_life_cost() -> None:
    """CR 119.4: Mana Confluence's cost is {T} and 1 life."""
    a = mana_ability("Mana Confluence")
    assert a.cost.taps and a.cost.life == 1


def test_life_only_cost() -> None:
    """CR 118.3: Treasonous Ogre "Pay 3 life: Add {R}." — a cost of 3 life and no {T}."""
    a = mana_ability("Treasonous Ogre")
    assert a.cost.parts == (LifePart(3),)
    assert a.mana == one(fixed(R))


def test_untap_cost() -> None:
    """CR 107.6: Pili-Pala "{2}, {Q}: Add one mana of any color." — its reminder text is ignored."""
    a = mana_ability("Pili-Pala")
    assert a.cost.untaps and a.text == "{2}, {Q}: Add one mana of any color."


def test_any_one_color_amount() -> None:
    """CR 106.1: Gilded Lotus "three mana of any one color" — all three of one colour."""
    assert mana_ability("Gilded Lotus").mana == one(
        ManaPart(Amount(AmountKind.FIXED, 3), Palette(PaletteKind.ANY_COLOR), combination=False)
    )


def test_combination_of_two_types_sacrifice_forest() -> None:
    """CR 106.1, 118.3: Goblin Clearcutter "{T}, Sacrifice a Forest: Add three mana in any combination of {R}
    and/or {G}." — a Forest you control is sacrificed."""
    a = mana_ability("Goblin Clearcutter")
    assert a.mana == one(ManaPart(Amount(AmountKind.FIXED, 3), Palette(PaletteKind.TYPES, (R, G)), combination=True))
    (sac,) = a.cost.sacrifices
    assert sac.filter == ObjectFilter(subtypes=frozenset({"Forest"}), controller=Controller.YOU)


def test_combination_of_colors() -> None:
    """CR 106.1: Cascading Cataracts "five mana in any combination of colors"."""
    assert mana_ability("Cascading Cataracts").mana == one(
        ManaPart(Amount(AmountKind.FIXED, 5), Palette(PaletteKind.ANY_COLOR), combination=True)
    )


def test_x_combination_storage_counters() -> None:
    """CR 107.3: Calciform Pools "Remove X storage counters from this land: Add X mana in any combination of {W}
    and/or {U}." — X mana; X is the number of counters removed, chosen as the cost is paid (CR 107.3, 601.2b)."""
    a = mana_ability("Calciform Pools")
    assert a.mana == one(ManaPart(Amount(AmountKind.X, 0), Palette(PaletteKind.TYPES, (W, U)), combination=True))
    assert RemoveCountersPart(0, "storage", "Remove X storage counters from this land", any_number=True) in (
        a.cost.parts)


def test_chosen_color() -> None:
    """CR 106.1: Utopia Sprawl adds "one mana of the chosen color" (the colour chosen as it entered)."""
    a = next(x for x in read_card(oracle("Utopia Sprawl")).abilities if x.kind is AbilityKind.MANA)
    assert a.mana == one(ManaPart(Amount(), Palette(PaletteKind.CHOSEN_COLOR)))


def test_could_produce_type_you_control() -> None:
    """CR 106.7 and ruling G2: Reflecting Pool — any type a land you control could produce (colourless too)."""
    pal = mana_ability("Reflecting Pool").mana.alternatives[0].parts[0].palette
    assert pal == Palette(
        PaletteKind.COULD_PRODUCE, source=ObjectFilter(card_types=frozenset({"land"}), controller=Controller.YOU),
        colors_only=False,
    )


def test_could_produce_color_opponent() -> None:
    """CR 106.7: Exotic Orchard and Fellwar Stone — any colour a land an opponent controls could produce."""
    expected = Palette(
        PaletteKind.COULD_PRODUCE,
        source=ObjectFilter(card_types=frozenset({"land"}), controller=Controller.OPPONENT), colors_only=True,
    )
    for name in ("Exotic Orchard", "Fellwar Stone"):
        assert mana_ability(name).mana.alternatives[0].parts[0].palette == expected


def test_could_produce_naga_vitalist() -> None:
    """CR 106.7: Naga Vitalist — any type that a land you control could produce."""
    pal = mana_ability("Naga Vitalist").mana.alternatives[0].parts[0].palette
    assert pal.kind is PaletteKind.COULD_PRODUCE and pal.colors_only is False
    assert pal.source == ObjectFilter(card_types=frozenset({"land"}), controller=Controller.YOU)


def test_sacrificed_land_could_produce() -> None:
    """CR 106.7: Squandered Resources — the sacrificed land's types; the cost is sacrificing a land."""
    a = mana_ability("Squandered Resources")
    assert a.mana.alternatives[0].parts[0].palette == Palette(PaletteKind.COULD_PRODUCE, source="sacrificed")
    assert isinstance(a.cost.parts[0], SacrificePart) and a.cost.parts[0].filter.card_types == {"land"}


def test_for_each_creature() -> None:
    """CR 106.1: Gaea's Cradle adds {G} for each creature you control."""
    part = mana_ability("Gaea's Cradle").mana.alternatives[0].parts[0]
    assert part.palette == Palette(PaletteKind.TYPES, (G,))
    assert part.amount.kind is AmountKind.COUNT
    assert part.amount.filter == ObjectFilter(card_types=frozenset({"creature"}), controller=Controller.YOU)


def test_for_each_swamp() -> None:
    """CR 106.1: Cabal Coffers adds {B} for each Swamp you control."""
    part = mana_ability("Cabal Coffers").mana.alternatives[0].parts[0]
    assert part.amount.filter == ObjectFilter(subtypes=frozenset({"Swamp"}), controller=Controller.YOU)


def test_devotion_fixed_color() -> None:
    """CR 700.5: Karametra's Acolyte adds {G} equal to your devotion to green."""
    part = mana_ability("Karametra's Acolyte").mana.alternatives[0].parts[0]
    assert part.palette == Palette(PaletteKind.TYPES, (G,))
    assert (part.amount.kind, part.amount.colors) == (AmountKind.DEVOTION, (G,))


def test_devotion_chosen_color_nykthos() -> None:
    """CR 700.5: Nykthos — choose a colour and add that colour in the amount of your devotion to it: one
    alternative per colour."""
    alts = mana_ability("Nykthos, Shrine to Nyx").mana.alternatives
    assert [r.parts[0].palette.types for r in alts] == [(W,), (U,), (B,), (R,), (G,)]
    assert [r.parts[0].amount.colors for r in alts] == [(W,), (U,), (B,), (R,), (G,)]
    assert all(r.parts[0].amount.kind is AmountKind.DEVOTION for r in alts)


def test_instead_condition_urzas_tower() -> None:
    """CR 106.1: Urza's Tower adds {C}, or {C}{C}{C} instead if you control an Urza's Mine and an Urza's
    Power-Plant (each a land with both subtypes, CR 205.3i)."""
    prod = mana_ability("Urza's Tower").mana
    assert prod.alternatives == (ManaRecipe((fixed(C),)),)
    ((cond, instead),) = prod.instead
    assert cond == Condition((
        ObjectFilter(subtypes=frozenset({"Urza's", "Mine"}), controller=Controller.YOU, any_of_types=False),
        ObjectFilter(subtypes=frozenset({"Urza's", "Power-Plant"}), controller=Controller.YOU, any_of_types=False),
    ))
    assert instead == one(fixed(C, 3))


def test_sacrifice_this_and_draw_rider() -> None:
    """CR 118.3: Chromatic Sphere "{1}, {T}, Sacrifice this artifact: Add one mana of any color. Draw a card." —
    the draw is an understood rider."""
    a = mana_ability("Chromatic Sphere")
    assert a.cost.sacrifices[0].this
    assert a.mana.alternatives[0].parts[0].palette.kind is PaletteKind.ANY_COLOR


def test_sacrifice_this_land_tinder_farm() -> None:
    """CR 118.3: Tinder Farm "{T}, Sacrifice this land: Add {R}{W}."."""
    a = mana_ability("Tinder Farm")
    assert a.cost.taps and a.cost.sacrifices[0].this and a.mana == one(fixed(R), fixed(W))


def test_exile_from_hand_cost() -> None:
    """CR 605.1a, 113.6m: Simian Spirit Guide's ability is a mana ability whose cost exiles it from the hand."""
    a = mana_ability("Simian Spirit Guide")
    assert a.cost.exiles_from_hand and not a.cost.others and a.mana == one(fixed(R))


def test_spend_only_creature_spell() -> None:
    """CR 106.6: Herd Heirloom's mana may be spent only to cast a creature spell."""
    r = mana_ability("Herd Heirloom", 0).mana.restriction
    assert r.spell_filter == ObjectFilter(card_types=frozenset({"creature"})) and r.abilities is False
    assert r.text == "Spend this mana only to cast a creature spell."


def test_spend_only_chosen_type_cavern() -> None:
    """CR 106.6: Cavern of Souls — only a creature spell of the chosen type (object's chosen creature_type)."""
    r = mana_ability("Cavern of Souls").mana.restriction
    assert r.spell_filter.card_types == {"creature"} and "chosen_creature_type" in r.spell_filter.extra


def test_spend_only_artifact_spells() -> None:
    """CR 106.6: Mishra's Workshop's {C}{C}{C} may be spent only to cast artifact spells (not abilities)."""
    a = mana_ability("Mishra's Workshop")
    assert a.mana.alternatives == (ManaRecipe((fixed(C, 3),)),)
    assert a.mana.restriction.spell_filter == ObjectFilter(card_types=frozenset({"artifact"}))
    assert a.mana.restriction.abilities is False


def test_spend_spells_or_abilities_of() -> None:
    """CR 106.6: Smokebraider — Elemental spells or abilities of Elementals."""
    r = mana_ability("Smokebraider").mana.restriction
    assert r.spell_filter == ObjectFilter(subtypes=frozenset({"Elemental"}))
    assert r.abilities is True and r.ability_filter == ObjectFilter(subtypes=frozenset({"Elemental"}))


def test_damage_rider_ancient_tomb() -> None:
    """CR 106.1, 120.3a: Ancient Tomb "{T}: Add {C}{C}. This land deals 2 damage to you.": {C}{C}, 2 life lost."""
    assert mana_ability("Ancient Tomb").mana == replace(one(fixed(C, 2)), life_lost=2)


def test_overlong_sentence_is_not_understood() -> None:
    """Never guessed (contract): a sentence longer than the reader's bound is listed as unsupported, not parsed;
    the mana ability's first sentence is still read."""
    from mtgsolver.model.reader import MAX_SENTENCE_LENGTH, read_ability_text

    rider = "If you control " + " or ".join(["a Forest"] * 200) + ", add {G} instead."
    assert len(rider) > MAX_SENTENCE_LENGTH
    (a,) = read_ability_text("{T}: Add {C}. " + rider)
    assert a.mana is not None and a.unsupported == (rider,)
