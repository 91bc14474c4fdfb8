"""CR 106.12, 614, 616.1 and rulings G3, G4, G5: effects that change mana as a permanent is tapped for it, used in
payments."""

from __future__ import annotations

from mtgsolver.solver.could_produce import could_produce
from mtgsolver.solver.payments import answer_payments, is_payable
from mtgsolver.solver.view import BoardView

from tests.helpers import obj, pay, produced, state


def test_g5_contamination_plains_pays_black() -> None:
    """G5, CR 106.12b: under Contamination a Plains tapped for mana makes {B} instead: it pays {B}, not {W}."""
    s = state(obj("c", "Contamination"), obj("p", "Plains"))
    assert is_payable(BoardView(s), pay("{B}"))
    assert not is_payable(BoardView(s), pay("{W}"))


def test_g5_mana_reflection_doubles_tapping() -> None:
    """G5: Mana Reflection doubles mana from tapping a permanent: one Forest pays {G}{G}."""
    s = state(obj("mr", "Mana Reflection"), obj("f", "Forest"))
    ans = answer_payments(BoardView(s), pay("{G}{G}"))
    assert produced(ans["payments"][0]) == [("f", "{G}{G}")]


def test_g3_mana_reflection_ignores_abilities_without_tap() -> None:
    """G3, G5: Treasonous Ogre's "Pay 3 life: Add {R}" isn't tapping for mana: not doubled; 6 life pays two {R}
    and no more."""
    s = state(obj("mr", "Mana Reflection"), obj("ogre", "Treasonous Ogre"), life=6)
    assert is_payable(BoardView(s), pay("{R}{R}"))
    assert not is_payable(BoardView(s), pay("{R}{R}{R}"))


def test_g4_overgrowth_adds_two_green() -> None:
    """G4, CR 106.12a: Overgrowth's trigger adds {G}{G} when its land is tapped for mana: one Plains pays
    {W}{G}{G}."""
    s = state(obj("p", "Plains"), obj("og", "Overgrowth", attached_to="p"))
    assert is_payable(BoardView(s), pay("{W}{G}{G}"))
    assert not is_payable(BoardView(s), pay("{W}{G}{G}{G}"))


def test_g4_utopia_sprawl_chosen_color() -> None:
    """G4: Utopia Sprawl adds one mana of the chosen colour (red) when its Forest is tapped for mana."""
    s = state(obj("f", "Forest"), obj("sp", "Utopia Sprawl", attached_to="f", chosen={"color": "R"}))
    assert is_payable(BoardView(s), pay("{G}{R}"))
    assert not is_payable(BoardView(s), pay("{G}{U}"))


def test_616_1_damping_sphere_then_reflection() -> None:
    """CR 616.1, 106.12b: Sol Ring ({C}{C}) is an artifact, not a land: Damping Sphere leaves it alone. A
    Tundra tapped for {W} is one mana: unaffected. Both pay {C}{C}{W}."""
    s = state(obj("ds", "Damping Sphere"), obj("ring", "Sol Ring"), obj("t", "Tundra"))
    assert is_payable(BoardView(s), pay("{C}{C}{W}"))


def test_616_1f_damping_sphere_after_reflection_only() -> None:
    """CR 106.12b, 616.1e-f, 614.5: a Forest under Mana Reflection and Damping Sphere: Sphere ("produces two or
    more mana") doesn't apply to one {G}, so the only applicable effect is Reflection ({G}{G}); then Sphere now
    applies and makes it {C}. No order leaves {G} or {G}{G}: the Forest could produce only {C}."""
    s = state(obj("ds", "Damping Sphere"), obj("mr", "Mana Reflection"), obj("f", "Forest"))
    assert is_payable(BoardView(s), pay("{C}"))
    assert not is_payable(BoardView(s), pay("{G}"))
    assert not is_payable(BoardView(s), pay("{C}{C}"))
    assert "".join(t.value for t in could_produce(BoardView(s), "f")) == "C"


def test_616_1f_sphere_first_when_it_already_applies() -> None:
    """CR 616.1e-f: Ancient Tomb ({C}{C}) under Damping Sphere and Mana Reflection: both apply at first. Sphere
    first gives {C}, then Reflection {C}{C}; Reflection first gives {C}{C}{C}{C}, then Sphere {C}. Either {C}{C}
    or {C}: {C}{C} is payable from the Tomb alone, {C}{C}{C} is not."""
    s = state(obj("ds", "Damping Sphere"), obj("mr", "Mana Reflection"), obj("t", "Ancient Tomb"))
    assert is_payable(BoardView(s), pay("{C}{C}"))
    assert not is_payable(BoardView(s), pay("{C}{C}{C}"))


def test_609_4b_celestial_dawn_spending() -> None:
    """Celestial Dawn (CR 305.7, 609.4b): lands are Plains, white mana may be spent as any colour, other mana
    only as colourless: a Mountain makes {W}, which pays {U}."""
    s = state(obj("dawn", "Celestial Dawn"), obj("m", "Mountain"))
    assert is_payable(BoardView(s), pay("{U}"))
    assert "".join(t.value for t in could_produce(BoardView(s), "m")) == "W"


def test_611_state_effect_deep_water() -> None:
    """CR 611.2a: an ongoing effect of a resolved ability (Deep Water's) makes lands tap for {U} this turn."""
    s = state(obj("f", "Forest"), effects=[{
        "id": "e1", "source": None, "controller": "alice",
        "text": "Until end of turn, if you tap a land you control for mana, it produces {U} instead of any other "
                "type.",
    }])
    assert is_payable(BoardView(s), pay("{U}"))
    assert not is_payable(BoardView(s), pay("{G}"))


def test_616_1_many_identical_replacements_stay_bounded() -> None:
    """CR 616.1e-f, 614.5: twenty Mana Reflections and five Contaminations (bob's) on alice's Forest. Every order
    ends in black mana: Contamination turns any mana into one {B} and Mana Reflection only doubles it, so the
    Forest could produce only {B}. Identical effects are counted, not ordered: 2^25 sets of effects left would
    pass the search's bound, 21 x 6 counts don't, so this is answered."""
    s = state(obj("f", "Forest"), *[obj(f"mr{i}", "Mana Reflection") for i in range(20)],
              *[obj(f"c{i}", "Contamination", controller="bob") for i in range(5)])
    assert "".join(t.value for t in could_produce(BoardView(s), "f")) == "B"


def test_605_1b_gauntlet_of_power_adds_only_for_basic_lands_tapped_for_the_chosen_color() -> None:
    """CR 605.1b, 106.12a, 105.4: Gauntlet of Power (red chosen): "Whenever a basic land is tapped for mana of the
    chosen color, its controller adds an additional one mana of that color." A Mountain makes {R}{R}; a Forest
    ({G}, not the chosen colour) and Shivan Reef (not basic) add only their own. Mountain, Forest and Reef pay
    {R}{R}{R}{G} (Reef's {R} is the third) but not {R}{R}{R}{R}, nor {R}{G}{G}."""
    s = state(obj("g", "Gauntlet of Power", chosen={"color": "R"}), obj("m", "Mountain"), obj("f", "Forest"),
              obj("reef", "Shivan Reef"))
    assert is_payable(BoardView(s), pay("{R}{R}{R}{G}"))
    assert not is_payable(BoardView(s), pay("{R}{R}{R}{R}"))
    assert not is_payable(BoardView(s), pay("{R}{G}{G}"))


def test_605_1b_caged_sun_adds_for_its_controllers_lands_making_the_chosen_color() -> None:
    """CR 605.1b, 106.12a: Caged Sun (red chosen): "Whenever a land's ability causes you to add one or more mana of
    the chosen color, add an additional one mana of that color." is a triggered mana ability (it triggers from mana
    being added by a mana ability). Alice's two Mountains pay {R}{R}{R}{R}, not five; Shivan Reef tapped for {R}
    makes {R}{R}, tapped for {U} only {U}: with a Forest it pays {R}{R}{G} and {U}{G}, not {R}{U}. Bob's Mountain gets nothing from Alice's Caged Sun ("you add"): it pays {R}, not {R}{R}."""
    s = state(obj("cs", "Caged Sun", chosen={"color": "R"}), obj("m1", "Mountain"), obj("m2", "Mountain"))
    assert is_payable(BoardView(s), pay("{R}{R}{R}{R}"))
    assert not is_payable(BoardView(s), pay("{R}{R}{R}{R}{R}"))
    s = state(obj("cs", "Caged Sun", chosen={"color": "R"}), obj("reef", "Shivan Reef"), obj("f", "Forest"),
              obj("bm", "Mountain", controller="bob"))
    assert is_payable(BoardView(s), pay("{R}{R}{G}"))
    assert is_payable(BoardView(s), pay("{U}{G}"))
    assert not is_payable(BoardView(s), pay("{R}{U}"))
    assert is_payable(BoardView(s), pay("{R}", player="bob"))
    assert not is_payable(BoardView(s), pay("{R}{R}", player="bob"))
