"""CR 302.6, 702.10c, 118.3 and rulings G3, G7, G8: who may pay {T} and {Q}."""

from __future__ import annotations

from mtgsolver.model.queries import ActivatableQuery, CanActivateQuery
from mtgsolver.solver.activation import answer_activatable, answer_can_activate, can_activate
from mtgsolver.solver.payments import answer_payments, is_payable
from mtgsolver.solver.view import BoardView

from tests.helpers import inline, obj, pay, state

ELVES = "Llanowar Elves"


def test_302_6_sick_creature_cannot_tap_for_mana() -> None:
    """CR 302.6 / G7: a creature's {T} ability needs control since the turn began; Elves alone can't pay {G}."""
    s = state(obj("elves", ELVES, summoning_sick=True))
    legal, reasons = can_activate(BoardView(s), "elves", 0)
    assert not legal
    assert any(r["rule"] == "CR 302.6" for r in reasons)
    assert not is_payable(BoardView(s), pay("{G}"))


def test_702_10c_haste_lets_a_sick_creature_tap() -> None:
    """CR 702.10c: haste lifts 302.6; Fervor gives creatures you control haste."""
    s = state(obj("elves", ELVES, summoning_sick=True), obj("fervor", "Fervor"))
    assert can_activate(BoardView(s), "elves", 0) == (True, [])
    assert is_payable(BoardView(s), pay("{G}"))


SWIFTFOOT_BOOTS = ("Equipped creature has hexproof and haste. (It can't be the target of spells or abilities your "
                   "opponents control. It can attack and {T} no matter when it came under your control.)\n"
                   "Equip {1} ({1}: Attach to target creature you control. Equip only as a sorcery.)")
LIGHTNING_GREAVES = ("Equipped creature has haste and shroud. (It can't be the target of spells or abilities.)\n"
                     "Equip {0}")


def test_702_10c_equipment_gives_haste_to_the_creature_it_equips() -> None:
    """CR 702.10c, 302.6, 301.5: a summoning-sick Llanowar Elves equipped with Swiftfoot Boots ("has hexproof and
    haste") or Lightning Greaves ("has haste and shroud") may tap for {G}; the Equipment attached to another
    creature doesn't help it."""
    for text in (SWIFTFOOT_BOOTS, LIGHTNING_GREAVES):
        gear = inline("gear", "Gear", "Artifact — Equipment", text, "{2}", attached_to="elves")
        assert is_payable(BoardView(state(obj("elves", ELVES, summoning_sick=True), gear)), pay("{G}"))
        elsewhere = inline("gear", "Gear", "Artifact — Equipment", text, "{2}", attached_to="bears")
        s = state(obj("elves", ELVES, summoning_sick=True), obj("bears", "Grizzly Bears"), elsewhere)
        assert not is_payable(BoardView(s), pay("{G}"))


def test_302_6_noncreature_artifact_taps_at_once() -> None:
    """CR 302.6 speaks of creatures only: a Mind Stone that just arrived can tap for {C}."""
    s = state(obj("stone", "Mind Stone", summoning_sick=True))
    assert can_activate(BoardView(s), "stone", 0)[0]
    assert is_payable(BoardView(s), pay("{C}"))


def test_302_6_applies_to_a_permanent_that_is_a_creature_now() -> None:
    """CR 302.6 / G7: what matters is being a creature now; an artifact creature with a mana ability is bound."""
    s = state(inline("golem", "Palladium Myr", "Artifact Creature — Myr", "{T}: Add {C}{C}.", "{3}",
                     summoning_sick=True))
    assert not can_activate(BoardView(s), "golem", 0)[0]
    assert not is_payable(BoardView(s), pay("{2}"))


def test_g7_tapped_permanent_cannot_pay_t() -> None:
    """G7, CR 118.3: a permanent that's already tapped can't be tapped again to pay a cost."""
    s = state(obj("forest", "Forest", tapped=True))
    legal, reasons = can_activate(BoardView(s), "forest", 0)
    assert not legal and reasons[0]["rule"] == "CR 118.3"
    assert not is_payable(BoardView(s), pay("{G}"))


def test_g8_untapped_permanent_cannot_pay_q() -> None:
    """G8: {Q} means "untap this permanent"; an untapped Pili-Pala can't pay it, a tapped one can."""
    s = state(obj("pili_a", "Pili-Pala", tapped=True), obj("pili_b", "Pili-Pala"))
    # Pili-Pala: Flying, then "{2}, {Q}: Add one mana of any color." at index 1.
    assert can_activate(BoardView(s), "pili_a", 1)[0]
    legal, reasons = can_activate(BoardView(s), "pili_b", 1)
    assert not legal and "G8" in str(reasons[0]["message"])


def test_g8_sick_creature_cannot_pay_q() -> None:
    """G8 and CR 302.6: the untap symbol is bound by summoning sickness too."""
    s = state(obj("pili", "Pili-Pala", tapped=True, summoning_sick=True))
    legal, reasons = can_activate(BoardView(s), "pili", 1)
    assert not legal and any(r["rule"] == "CR 302.6" for r in reasons)


def test_g3_source_tapped_for_its_own_cost_cannot_also_make_mana() -> None:
    """G3, CR 601.2g-h: Mind Stone's "{1}, {T}" can't be paid with Mind Stone's own {T}: it would be tapped
    already; one Forest pays the {1}."""
    s = state(obj("stone", "Mind Stone"), obj("forest", "Forest"))
    ans = answer_payments(BoardView(s), pay("{1}, {T}", source="stone"))
    assert ans["payable"] is True
    assert [[a["object"] for a in p["activations"]] for p in ans["payments"]] == [["forest"]]


def test_602_5_can_activate_reports_every_reason() -> None:
    """CR 602.2, 302.6, 118.3: a tapped sick creature gets both reasons."""
    s = state(obj("elves", ELVES, tapped=True, summoning_sick=True))
    ans = answer_can_activate(BoardView(s), CanActivateQuery(id="q", object="elves", ability=0))
    assert ans["legal"] is False
    assert {r["rule"] for r in ans["reasons"]} == {"CR 118.3", "CR 302.6"}


def test_602_2_activatable_lists_legal_and_payable() -> None:
    """CR 602.2, 605.1a: Forest's mana ability is legal and payable; a tapped Forest's is neither."""
    s = state(obj("f1", "Forest"), obj("f2", "Forest", tapped=True))
    rows = {r["object"]: r for r in answer_activatable(BoardView(s), ActivatableQuery(id="q", player="alice"))["abilities"]}
    assert rows["f1"]["legal"] and rows["f1"]["payable"]
    assert not rows["f2"]["legal"] and not rows["f2"]["payable"]


def test_g7_reason_for_the_costs_own_tap() -> None:
    """Ruling G7, CR 118.3: "{1}, {T}" of a tapped Mind Stone can't be paid, and the reason says the source is
    tapped (not a generic "no order pays"), even with a Forest for the {1}."""
    s = state(obj("ms", "Mind Stone", tapped=True), obj("f", "Forest"))
    ans = answer_payments(BoardView(s), pay("{1}, {T}", source="ms"))
    assert ans["payable"] is False
    assert [(r["rule"], r["objects"]) for r in ans["reasons"]] == [("CR 118.3", ["ms"])]


def test_113_6m_spirit_guide_on_the_battlefield_is_listed_not_activatable() -> None:
    """CR 113.6m: Elvish Spirit Guide's ability exiles it from the hand, so on the battlefield it can't be activated
    or paid: ``activatable`` lists it as neither, with a CR 113.6m reason, and answers the rest."""
    s = state(obj("esg", "Elvish Spirit Guide"), obj("f", "Forest"))
    rows = {r["object"]: r for r in answer_activatable(BoardView(s), ActivatableQuery(id="q", player="alice"))[
        "abilities"]}
    assert (rows["esg"]["legal"], rows["esg"]["payable"]) == (False, False)
    assert [r["rule"] for r in rows["esg"]["reasons"]] == ["CR 113.6m"]
    assert rows["f"]["legal"] is True
