"""CR 106.5, 106.7, 305.6, 305.7 and rulings G1, G2: what a permanent could produce."""

from __future__ import annotations

from typing import Any

import pytest
from mtgsolver.model.mana import ManaType
from mtgsolver.solver.could_produce import CouldProduce, could_produce
from mtgsolver.solver.view import BoardView

from tests.helpers import inline, obj, state

POOL = "Reflecting Pool"  # {T}: Add one mana of any type that a land you control could produce.
ORCHARD = "Exotic Orchard"  # ... any color that a land an opponent controls could produce.


def types(s, oid: str) -> str:  # type: ignore[no-untyped-def]
    return "".join(t.value for t in could_produce(BoardView(s), oid))


def test_106_7_pool_reflects_lands_you_control() -> None:
    """CR 106.7: a Pool with a Forest and Wastes could produce {G} and {C} (any *type*, colourless included)."""
    s = state(obj("pool", POOL), obj("f", "Forest"), obj("w", "Wastes"))
    assert types(s, "pool") == "GC"


def test_106_7_orchard_any_color_not_colorless() -> None:
    """CR 106.7, 105.1: Exotic Orchard makes a *colour* an opponent's land could produce: Wastes gives none."""
    s = state(obj("orch", ORCHARD), obj("w", "Wastes", controller="bob"), obj("m", "Mountain", controller="bob"))
    assert types(s, "orch") == "R"


def test_106_7_opponent_lands_only() -> None:
    """CR 106.7: the Orchard looks at lands an opponent controls, not yours."""
    s = state(obj("orch", ORCHARD), obj("f", "Forest"))
    assert types(s, "orch") == ""


def test_g2_two_pools_define_nothing() -> None:
    """G2: if no type can be defined, there is none: two Pools alone could produce nothing."""
    s = state(obj("p1", POOL), obj("p2", POOL))
    assert types(s, "p1") == "" and types(s, "p2") == ""


def test_g2_chain_through_pools() -> None:
    """G2, CR 106.7: Pool sees a Pool that sees an Island: both could produce {U}; the Orchard of the opponent
    looks at Alice's lands and also sees {U} from the Pools."""
    s = state(obj("p1", POOL), obj("p2", POOL), obj("i", "Island"), obj("orch", ORCHARD, controller="bob"))
    assert types(s, "p1") == "U" and types(s, "p2") == "U"
    assert types(s, "orch") == "U"


def test_g2_costs_ignored() -> None:
    """G2: costs are ignored: a tapped City of Brass still could produce every colour, so the Pool too."""
    s = state(obj("pool", POOL), obj("city", "City of Brass", tapped=True))
    assert types(s, "pool") == "WUBRG"


def test_g1_no_mana_no_type() -> None:
    """G1, CR 106.5: Gaea's Cradle with no creature would add no mana: no type, and a Pool sees nothing."""
    s = state(obj("cradle", "Gaea's Cradle"), obj("pool", POOL))
    assert types(s, "cradle") == "" and types(s, "pool") == ""
    s2 = state(obj("cradle", "Gaea's Cradle"), obj("pool", POOL), obj("bear", "Grizzly Bears"))
    assert types(s2, "cradle") == "G" and types(s2, "pool") == "G"


def test_305_6_dual_land_has_basic_land_type_abilities() -> None:
    """CR 305.6: Tundra (Plains Island) has "{T}: Add {W}" and "{T}: Add {U}"."""
    s = state(obj("t", "Tundra"))
    assert types(s, "t") == "WU"


def test_305_7_blood_moon_makes_nonbasics_mountains() -> None:
    """CR 305.7: Blood Moon sets nonbasic lands' subtype to Mountain: they lose their own abilities and make {R};
    a basic Forest is unaffected."""
    s = state(obj("moon", "Blood Moon"), obj("t", "Tundra"), obj("city", "City of Brass"), obj("f", "Forest"))
    assert types(s, "t") == "R" and types(s, "city") == "R" and types(s, "f") == "G"


def test_305_6_urborg_adds_swamp() -> None:
    """CR 305.6: Urborg makes each land a Swamp in addition: a Forest could produce {B} and {G}."""
    s = state(obj("urborg", "Urborg, Tomb of Yawgmoth"), obj("f", "Forest"))
    assert types(s, "f") == "BG"


def test_613_8a_blood_moon_before_urborg_by_dependency() -> None:
    """CR 613.8a, 305.7: Urborg is a nonbasic land, so Blood Moon makes it a Mountain without its abilities: its
    effect depends on Blood Moon's, whatever the timestamps. Urborg listed first (older) or last: a Forest makes
    only {G}, Urborg itself {R}."""
    for objs in ([obj("urborg", "Urborg, Tomb of Yawgmoth"), obj("moon", "Blood Moon"), obj("f", "Forest")],
                 [obj("moon", "Blood Moon"), obj("urborg", "Urborg, Tomb of Yawgmoth"), obj("f", "Forest")]):
        s = state(*objs)
        assert types(s, "f") == "G" and types(s, "urborg") == "R"


def test_613_7_prismatic_omen_then_blood_moon_by_timestamp() -> None:
    """CR 613.7, 305.7: Prismatic Omen (an enchantment) and Blood Moon don't depend on each other, so they apply
    in timestamp order (objects in the order given). Omen first: Steam Vents gets every basic land type, then
    Blood Moon sets it to Mountain: {R}. Blood Moon first: a Mountain, then every type added: {W}{U}{B}{R}{G}."""
    omen_first = state(obj("omen", "Prismatic Omen"), obj("moon", "Blood Moon"), obj("v", "Steam Vents"))
    assert types(omen_first, "v") == "R"
    moon_first = state(obj("moon", "Blood Moon"), obj("omen", "Prismatic Omen"), obj("v", "Steam Vents"))
    assert types(moon_first, "v") == "WUBRG"


def test_613_7_celestial_dawn_after_an_opponents_urborg() -> None:
    """CR 613.7, 613.8a, 305.7: bob's Urborg (older) makes every land a Swamp; alice's later Celestial Dawn makes
    her lands Plains (losing Swamp). Dawn doesn't touch bob's Urborg, so no dependency: alice's Forest is a Plains
    ({W}); bob's Mountain keeps Swamp ({B}{R})."""
    s = state(obj("urborg", "Urborg, Tomb of Yawgmoth", controller="bob"), obj("dawn", "Celestial Dawn"),
              obj("f", "Forest"), obj("m", "Mountain", controller="bob"))
    assert types(s, "f") == "W" and types(s, "m") == "BR"


def test_106_7_granted_ability_counts() -> None:
    """CR 106.7, 613.1f: Gift of Paradise's granted "{T}: Add two mana of any one color" makes its Forest able to
    produce every colour."""
    s = state(obj("f", "Forest"), obj("gift", "Gift of Paradise", attached_to="f"))
    assert types(s, "f") == "WUBRG"


def test_106_12a_trigger_does_not_widen_could_produce() -> None:
    """CR 106.12a, 605.1b: Utopia Sprawl's extra mana comes from the Aura's triggered ability, so its Forest could
    still produce only {G}."""
    s = state(obj("f", "Forest"), obj("sprawl", "Utopia Sprawl", attached_to="f", chosen={"color": "R"}))
    assert types(s, "f") == "G"


def test_616_1_replacements_in_any_order() -> None:
    """CR 616.1, G2: Contamination ({B} instead of any type) and a Hall of Gemstone with red chosen ({R} instead
    of any colour) apply in either order: a Forest could produce {B} (Hall first) or {R} (Contamination first)."""
    s = state(obj("c", "Contamination"), obj("hall", "Hall of Gemstone", chosen={"color": "R"}), obj("f", "Forest"))
    assert types(s, "f") == "BR"


OTHER_POOL = "{T}: Add one mana of any type that another land you control could produce."


def _count_work(s: Any, monkeypatch: pytest.MonkeyPatch) -> tuple[CouldProduce, int, int]:
    """The fixpoint of ``s``, the number of evaluations of a permanent and of filter tests it made."""
    calls = {"evaluate": 0, "matches": 0}
    evaluate, matches = CouldProduce._evaluate, BoardView.matches

    def counting_evaluate(self: CouldProduce, v: Any) -> Any:
        calls["evaluate"] += 1
        return evaluate(self, v)

    def counting_matches(self: BoardView, *args: Any) -> bool:
        calls["matches"] += 1
        return matches(self, *args)

    monkeypatch.setattr(CouldProduce, "_evaluate", counting_evaluate)
    monkeypatch.setattr(BoardView, "matches", counting_matches)
    cp = CouldProduce(BoardView(s))
    return cp, calls["evaluate"], calls["matches"]


@pytest.mark.parametrize("pool", ["registry", "another"])
def test_106_7_fixpoint_on_1000_pools_stays_linear(pool: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """CR 106.7: 1,000 Pools and one Island: every Pool could produce {U} (the Island can). Whether the Pools are
    identical Reflecting Pools or each looks at "another land you control" (CR 109.5, so each is its own
    question), the fixpoint must not go quadratic: it evaluates each permanent and tests each filter a bounded
    number of times per permanent (a count of work, not a timing)."""
    n = 1000
    if pool == "registry":
        objs = [obj(f"p{i}", POOL) for i in range(n)]
    else:
        objs = [inline(f"p{i}", "Other Pool", "Land", OTHER_POOL) for i in range(n)]
    s = state(*objs, obj("i", "Island"))
    cp, evaluations, tests = _count_work(s, monkeypatch)
    assert all(cp.types(f"p{i}") == (ManaType.U,) for i in range(n))
    assert evaluations <= 4 * (n + 1)
    assert tests <= 4 * (n + 1)


def test_106_7_orchards_facing_orchards() -> None:
    """G2: an Orchard facing only an Orchard (each side one) could produce nothing, and the search ends."""
    s = state(obj("o1", ORCHARD), obj("o2", ORCHARD, controller="bob"))
    assert types(s, "o1") == "" and types(s, "o2") == ""


def test_106_7_inline_definition() -> None:
    """CR 106.7: an inline card "{T}: Add {C}{C}." could produce {C}."""
    s = state(inline("rock", "Homemade Rock", "Artifact", "{T}: Add {C}{C}.", "{2}"))
    assert types(s, "rock") == "C"


BENTHIC = "{T}, Untap a tapped land an opponent controls: Add one mana of any type that land could produce."


def test_106_7_that_land_is_the_land_of_the_cost() -> None:
    """CR 106.7 (costs ignored): Benthic Explorers makes mana of a type "that land" (the opponent's land its cost
    untaps) could produce: with only its controller's Forest, nothing; with bob's Island (tapped), {U}; never
    alice's own {G}."""
    explorers = inline("be", "Benthic Explorers", "Creature — Merfolk Scout", BENTHIC, "{3}{U}")
    assert types(state(explorers, obj("f", "Forest")), "be") == ""
    assert types(state(explorers, obj("f", "Forest"), obj("i", "Island", controller="bob", tapped=True)), "be") == "U"


@pytest.mark.parametrize(("card", "expected"), [
    ("Witch Engine", (ManaType.B,)), ("Chandra, Torch of Defiance", (ManaType.R,)),
    ("Lotus Cobra", (ManaType.W, ManaType.U, ManaType.B, ManaType.R, ManaType.G))])
def test_106_7_an_ability_that_adds_mana_as_it_resolves_counts(card: str, expected: tuple[ManaType, ...]) -> None:
    """CR 106.7: a permanent could produce what "an ability of that permanent would produce if the ability were
    to resolve", a mana ability or not. Witch Engine's "{T}: Add {B}{B}{B}{B}. Target opponent gains control of this
    creature." targets, Chandra's "+1: Add {R}{R}." is a loyalty ability and Lotus Cobra's "Whenever a land you
    control enters, add one mana of any color." triggers on a land entering (CR 605.1a-b): none is a mana ability,
    and they would add {B}, {R} and any colour. Paying a cost uses mana abilities only (CR 605.3a): beside a
    Forest, {G} is paid and {G}{G} isn't."""
    from mtgsolver import Board

    board = Board(state(obj("x", card), obj("f", "Forest")))
    assert board.could_produce("x") == expected
    assert board.is_payable("alice", "{G}") is True
    assert board.is_payable("alice", "{G}{G}") is False


def test_106_7_500_5_mana_kept_past_its_step_is_still_of_its_types() -> None:
    """CR 106.7, 500.5, 106.4: Branch of Vitu-Ghazi's "When this land is turned face up, add two mana of any one
    color. Until end of turn, you don't lose this mana as steps and phases end." would add any colour; the second
    sentence only keeps that mana in the pool, so with "{T}: Add {C}." the land could produce all six types."""
    from mtgsolver import Board

    assert set(Board(state(obj("b", "Branch of Vitu-Ghazi"))).could_produce("b")) == set(ManaType)


def test_106_7_an_unread_amount_of_such_an_ability_is_not_guessed() -> None:
    """CR 106.7, 106.5: Neheb, the Eternal's "At the beginning of each of your postcombat main phases, add {R} for
    each 1 life your opponents have lost this turn." adds {R} only if an opponent lost life this turn, which the
    state doesn't say and the reader doesn't read: ``unsupported_text`` at Neheb, never "nothing" nor {R}."""
    from mtgsolver import Board, UnsupportedText

    with pytest.raises(UnsupportedText) as error:
        Board(state(obj("x", "Neheb, the Eternal"), obj("f", "Forest"))).could_produce("x")
    assert error.value.path == "state.objects[0]"


def test_106_7_reflecting_pool_looks_at_lands_not_at_witch_engine() -> None:
    """CR 106.7: Reflecting Pool's "Add one mana of any type that a land you control could produce" looks at lands;
    Witch Engine, a creature, is none, so beside a Forest the Pool could produce {G} only, answered."""
    from mtgsolver import Board

    board = Board(state(obj("rp", "Reflecting Pool"), obj("x", "Witch Engine"), obj("f", "Forest")))
    assert board.could_produce("rp") == (ManaType.G,)


def test_702_189a_firebending_adds_red_as_it_resolves() -> None:
    """CR 702.189a, 106.7: Tundra Tank's "Firebending 1" means "Whenever this creature attacks, add {R}": it could
    produce {R}, though no cost can be paid with it (CR 605.3a: not a mana ability). Sun Warriors' "Firebending X,
    where X is the number of creatures you control" and Fangorn, Tree Shepherd's "add twice that much {G}" add an
    amount not read: ``unsupported_text`` at them, never "nothing"."""
    from mtgsolver import Board, UnsupportedText

    tank = Board(state(obj("x", "Tundra Tank")))
    assert tank.could_produce("x") == (ManaType.R,)
    assert tank.is_payable("alice", "{R}") is False
    for card in ("Sun Warriors", "Fangorn, Tree Shepherd"):
        with pytest.raises(UnsupportedText) as error:
            Board(state(obj("x", card))).could_produce("x")
        assert error.value.path == "state.objects[0]"


def test_702_161a_living_metal_is_a_creature_on_its_controllers_turn() -> None:
    """CR 702.161a: Optimus Prime, Autobot Leader's "Living metal" makes it a creature during Alice's turn, so
    Cryptolith Rite ("Creatures you control have "{T}: Add one mana of any color."") gives it that ability: it could
    produce any colour. On Bob's turn it is no creature and could produce nothing."""
    from mtgsolver import Board

    objects = [obj("o", "Optimus Prime, Autobot Leader"), obj("r", "Cryptolith Rite")]
    colors = (ManaType.W, ManaType.U, ManaType.B, ManaType.R, ManaType.G)
    assert Board(state(*objects)).could_produce("o") == colors
    bobs_turn = Board.from_json({"active_player": "bob", "players": [{"id": "alice"}, {"id": "bob"}],
                                 "objects": objects})
    assert bobs_turn.could_produce("o") == ()


def test_614_12_106_7_an_unchosen_siege_line_that_adds_mana_is_not_guessed() -> None:
    """CR 614.12, 106.7: Frontier Siege's "• Khans — At the beginning of each of your main phases, add {G}{G}."
    counts for what it could produce, so with Khans chosen it could produce {G}, with Dragons nothing, and with no
    choice given the answer is ``unsupported_text`` at its ``chosen``. The Forest beside it could produce {G}
    either way, and payments use mana abilities only (CR 605.3a): {G} is paid, {G}{G} isn't."""
    from mtgsolver import Board, UnsupportedText

    assert Board(state(obj("s", "Frontier Siege", chosen={"mode": "Khans"}))).could_produce("s") == (ManaType.G,)
    assert Board(state(obj("s", "Frontier Siege", chosen={"mode": "Dragons"}))).could_produce("s") == ()
    board = Board(state(obj("s", "Frontier Siege"), obj("f", "Forest")))
    with pytest.raises(UnsupportedText) as error:
        board.could_produce("s")
    assert error.value.path == "state.objects[0].chosen"
    assert board.could_produce("f") == (ManaType.G,)
    assert board.is_payable("alice", "{G}") is True
    assert board.is_payable("alice", "{G}{G}") is False

