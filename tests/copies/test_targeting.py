"""solver.targeting: which objects, players and stack objects a spec may name (CR 115, 702.11, 702.16, 702.18)."""

from __future__ import annotations

from copykit import obj, state
from mtgsolver.model.targets import parse_targets
from mtgsolver.solver.targeting import TargetContext, legal_targets, target_reasons


def test_hexproof_only_against_opponents() -> None:
    """CR 702.11b: a hexproof permanent can't be the target of spells or abilities its opponents control."""
    st = state([obj("troll", "Troll Ascetic", "bob"), obj("bear", "Grizzly Bears", "bob")])
    (spec,) = parse_targets("Target creature gets +3/+3 until end of turn.")
    assert legal_targets(spec, TargetContext(st, controller="alice")) == ["bear"]
    assert legal_targets(spec, TargetContext(st, controller="bob")) == ["troll", "bear"]
    (reason,) = target_reasons(spec, "troll", TargetContext(st, controller="alice"))
    assert reason["rule"] == "CR 702.11b"


def test_player_hexproof() -> None:
    """CR 702.11c: Leyline of Sanctity — "You have hexproof": its controller's opponents can't target them."""
    st = state([obj("leyline", "Leyline of Sanctity", "bob")])
    (spec,) = parse_targets("Shock deals 2 damage to any target.")
    assert legal_targets(spec, TargetContext(st, controller="alice")) == ["alice"]
    assert legal_targets(spec, TargetContext(st, controller="bob")) == ["alice", "bob"]


def test_shroud_granted_by_equipment() -> None:
    """CR 702.18a: Lightning Greaves gives shroud: nobody can target the equipped creature, its controller neither."""
    st = state([obj("bear", "Grizzly Bears"), obj("greaves", "Lightning Greaves", attached_to="bear"),
                obj("lion", "Silvercoat Lion")])
    (spec,) = parse_targets("Target creature gets +3/+3 until end of turn.")
    assert legal_targets(spec, TargetContext(st, controller="alice")) == ["lion"]
    (reason,) = target_reasons(spec, "bear", TargetContext(st, controller="alice"))
    assert reason["rule"] == "CR 702.18a"


def test_protection_from_black() -> None:
    """CR 702.16b: White Knight can't be targeted by black spells (Abrupt Decay is black and green)."""
    st = state([obj("knight", "White Knight", "bob"), obj("decay_card", "Abrupt Decay", zone="stack")])
    (spec,) = parse_targets("Destroy target nonland permanent with mana value 3 or less.")
    ctx = TargetContext(st, controller="alice", source="decay_card")
    (reason,) = target_reasons(spec, "knight", ctx)
    assert reason["rule"] == "CR 702.16b"
    # a red source may target it (Lightning Bolt's card)
    st2 = state([obj("knight", "White Knight", "bob"), obj("bolt_card", "Lightning Bolt", zone="stack")])
    assert target_reasons(spec, "knight", TargetContext(st2, controller="alice", source="bolt_card")) == []


def test_spell_cant_target_itself() -> None:
    """CR 115.5: a spell on the stack is an illegal target for itself; other spells are fine."""
    st = state([obj("cs_card", "Counterspell", zone="stack"), obj("bolt_card", "Lightning Bolt", "bob", zone="stack")],
               [{"id": "bolt", "kind": "spell", "source": "bolt_card", "controller": "bob", "targets": ["alice"]},
                {"id": "cs", "kind": "spell", "source": "cs_card", "controller": "alice", "targets": ["bolt"]}])
    (spec,) = parse_targets("Counter target spell.")
    ctx = TargetContext(st, controller="alice", source="cs_card", entry="cs")
    assert legal_targets(spec, ctx) == ["bolt"]
    (reason,) = target_reasons(spec, "cs", ctx)
    assert reason["rule"] == "CR 115.5"


def test_another_excludes_source() -> None:
    """CR 115.1: Fiend Hunter's "another target creature" can't name Fiend Hunter itself."""
    st = state([obj("hunter", "Fiend Hunter"), obj("bear", "Grizzly Bears", "bob")])
    (spec,) = parse_targets("When this creature enters, you may exile another target creature.")
    assert legal_targets(spec, TargetContext(st, controller="alice", source="hunter")) == ["bear"]


def test_any_target_excludes_noncreature_artifacts_and_spells() -> None:
    """CR 115.4: "any target" is a creature, player, planeswalker or battle; not Sol Ring, not a spell."""
    st = state([obj("ring", "Sol Ring"), obj("bear", "Grizzly Bears", "bob"),
                obj("bolt_card", "Lightning Bolt", zone="stack")],
               [{"id": "bolt", "kind": "spell", "source": "bolt_card", "controller": "alice", "targets": ["bob"]}])
    (spec,) = parse_targets("Lightning Bolt deals 3 damage to any target.")
    assert legal_targets(spec, TargetContext(st, controller="alice")) == ["alice", "bob", "bear"]


def test_aura_attached_to_a_land() -> None:
    """CR 115.1: Pyramids' "target Aura attached to a land": Utopia Sprawl on a Forest, not Pacifism on a creature."""
    st = state([obj("forest", "Forest"), obj("sprawl", "Utopia Sprawl", attached_to="forest", chosen={"color": "G"}),
                obj("bear", "Grizzly Bears", "bob"), obj("pacifism", "Pacifism", attached_to="bear")])
    (spec,) = parse_targets("Destroy target Aura attached to a land.")
    assert legal_targets(spec, TargetContext(st, controller="alice")) == ["sprawl"]


def test_card_in_your_graveyard() -> None:
    """CR 115.2: "target artifact card from your graveyard" names cards you own in your graveyard only."""
    st = state([obj("ring_gy", "Sol Ring", zone="graveyard"), obj("map_gy", "Expedition Map", "bob", zone="graveyard"),
                obj("bear_gy", "Grizzly Bears", zone="graveyard"), obj("ring", "Sol Ring")])
    (spec,) = parse_targets("Return target artifact card from your graveyard to your hand.")
    assert legal_targets(spec, TargetContext(st, controller="alice")) == ["ring_gy"]


def test_opponent_and_you_control() -> None:
    """CR 115.1: "target opponent" and "target creature you control" are read from the chooser's side."""
    st = state([obj("bear", "Grizzly Bears", "bob"), obj("lion", "Silvercoat Lion")])
    (opp,) = parse_targets("Target opponent discards a card.")
    assert legal_targets(opp, TargetContext(st, controller="alice")) == ["bob"]
    assert legal_targets(opp, TargetContext(st, controller="bob")) == ["alice"]
    (mine,) = parse_targets("Equip {1}")
    assert legal_targets(mine, TargetContext(st, controller="alice")) == ["lion"]
