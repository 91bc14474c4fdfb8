"""model.copiers.read_copier_rule (through solver.copies.copier_rule): what a copier copies, read from its Oracle
text (CR 707.10, 707.10c, 603.2)."""

from __future__ import annotations

import pytest
from mtgsolver.model.copiers import CopierRule, CopyController, CopyEvent, CopyWho, generic_copier, read_copier_rule
from mtgsolver.model.errors import BadRequest
from mtgsolver.model.reader import find_ability, read_card
from mtgsolver.model.registry import get_card
from mtgsolver.model.state import GameObject, StackKind
from mtgsolver.model.targets import PERMANENT_TYPES
from mtgsolver.solver.copies import copier_rule


def rule(name: str, text: str | None = None) -> CopierRule:
    card = get_card(name)
    abilities = read_card(card).abilities
    ability = find_ability(abilities, text, name) if text else next(a for a in abilities if "opy" in a.text)
    assert ability is not None
    return copier_rule(GameObject(id="c", card=card, controller="alice", owner="alice"), ability)


def test_lithoform_engine() -> None:
    """L14, L6: Lithoform Engine's three abilities target an ability, an instant or sorcery spell, a permanent
    spell, each "you control"; only the first two allow new targets (CR 707.10c)."""
    first = rule("Lithoform Engine", "{2}, {T}: Copy target activated")
    second = rule("Lithoform Engine", "{3}, {T}: Copy target instant")
    third = rule("Lithoform Engine", "{4}, {T}: Copy target permanent")
    assert first.kinds == {StackKind.ACTIVATED_ABILITY, StackKind.TRIGGERED_ABILITY} and first.new_targets
    assert second.kinds == {StackKind.SPELL} and second.new_targets
    assert second.targeted is not None and second.targeted.spell_filter is not None
    assert second.targeted.spell_filter.card_types == {"instant", "sorcery"}
    assert third.kinds == {StackKind.SPELL} and not third.new_targets
    assert third.targeted is not None and third.targeted.spell_filter is not None
    assert third.targeted.spell_filter.card_types == PERMANENT_TYPES


def test_strionic_resonator() -> None:
    """S1: triggered abilities you control, new targets allowed."""
    r = rule("Strionic Resonator")
    assert r.kinds == {StackKind.TRIGGERED_ABILITY} and r.new_targets


def test_twincast_family() -> None:
    """CR 707.10c: Twincast, Reverberate, Fork and Dualcaster Mage copy any player's instant or sorcery spell."""
    for name in ("Twincast", "Reverberate", "Fork", "Dualcaster Mage"):
        r = rule(name)
        assert r.kinds == {StackKind.SPELL} and r.new_targets, name
        assert r.targeted is not None and r.targeted.spell_filter is not None
        assert r.targeted.spell_filter.controller.value == "any", name


def test_double_major() -> None:
    """CR 707.10f: Double Major copies a creature spell you control; no new targets."""
    r = rule("Double Major")
    assert r.targeted is not None and r.targeted.spell_filter is not None
    assert r.targeted.spell_filter.card_types == {"creature"} and not r.new_targets


def test_cast_triggers() -> None:
    """CR 603.2, L9: Riku, Swarm Intelligence and Pyromancer Ascension see instant or sorcery spells you cast."""
    for name in ("Riku of Two Reflections", "Swarm Intelligence", "Pyromancer Ascension"):
        r = rule(name)
        assert r.event is CopyEvent.CAST and r.who is CopyWho.YOU and r.kinds == {StackKind.SPELL}, name
        assert r.spell_filter is not None and r.spell_filter.card_types == {"instant", "sorcery"}
    assert rule("Pyromancer Ascension").counters == ("quest", 2)


def test_curse_of_echoes() -> None:
    """CR 707.10: Curse of Echoes sees the enchanted player's spells; each other player controls a copy."""
    r = rule("Curse of Echoes")
    assert r.who is CopyWho.ENCHANTED_PLAYER and r.copy_controller is CopyController.OTHER_PLAYER and r.new_targets


def test_activation_triggers() -> None:
    """CR 603.2: Kurkesh (abilities of artifacts you activate), Rings of Brighthearth (your activations),
    Illusionist's Bracers (abilities of the equipped creature)."""
    k = rule("Kurkesh, Onakke Ancient")
    assert k.event is CopyEvent.ACTIVATE and k.who is CopyWho.YOU and k.source_filter is not None
    assert k.source_filter.card_types == {"artifact"}
    rings = rule("Rings of Brighthearth")
    assert rings.event is CopyEvent.ACTIVATE and rings.who is CopyWho.YOU and rings.source_filter is None
    bracers = rule("Illusionist's Bracers", "Whenever an ability of equipped creature")
    assert bracers.attached_source and bracers.event is CopyEvent.ACTIVATE


def test_not_a_copier() -> None:
    """CR 707.10: an ability that copies nothing is a bad ``by``."""
    card = get_card("Prodigal Pyromancer")
    ability = read_card(card).abilities[0]
    assert read_copier_rule(ability) is None
    with pytest.raises(BadRequest, match="p's ability"):
        copier_rule(GameObject(id="p", card=card, controller="alice", owner="alice"), ability)


def test_fork_colors_and_generic_copier() -> None:
    """CR 707.9b: Fork's copy is red; the query without ``by`` copies anything and the original's controller
    controls the copy (CR 707.10)."""
    assert rule("Fork").colors == {"R"}
    generic = generic_copier(new_targets=False)
    assert generic.generic and generic.kinds == set(StackKind) and not generic.new_targets
    assert generic.copy_controller is CopyController.ORIGINAL
