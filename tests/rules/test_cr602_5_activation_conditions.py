"""CR 602.5, 602.5b, 605.3a: activation conditions and limits ("Activate only if ...", "only during your turn",
"only once each turn", "no more than three times each turn") in ``can_activate``, ``activatable`` and ``payments``
alike: a mana ability that can't be activated now can't pay, and one limited each turn is used at most as often as
the turn still allows (the state's ``activated_this_turn``); and one whose condition is false can't be activated,
so nothing else unread in it changes a payment (Urza's Fun House).

Card wording is the current Oracle text of ``../shared/data/oracle-corpus.jsonl.gz``, inline here so the tests run
without the shared folder. Every value below is worked out from that text and the rules cited.
"""

from __future__ import annotations

from typing import Any

import pytest
from mtgsolver.model.errors import UnsupportedText

from mtgsolver import BadRequest, Board
from tests.helpers import inline, obj

VIVI_TEXT = ("{0}: Add X mana in any combination of {U} and/or {R}, where X is Vivi Ornitier's power. Activate only "
             "during your turn and only once each turn.\nWhenever you cast a noncreature spell, put a +1/+1 counter "
             "on Vivi Ornitier and it deals 1 damage to each opponent.")
DARK_FORTRESS_TEXT = ("{T}: Add {C}.\n{T}: Add {B} or {R}. Activate only if this land entered this turn or if you "
                      "control a basic land.")
MIRREX_TEXT = ("{T}: Add {C}.\n{T}: Add one mana of any color. Activate only if this land entered this turn.\n"
               "{3}, {T}: Create a 1/1 colorless Phyrexian Mite artifact creature token with toxic 1 and \"This token "
               "can't block.\" (Players dealt combat damage by it also get a poison counter.)")
MANAFORGE_CINDER_TEXT = "{1}: Add {B} or {R}. Activate no more than three times each turn."
GLISTENING_SPHERE_TEXT = ("This artifact enters tapped.\nWhen this artifact enters, proliferate.\n{T}: Add one mana "
                          "of any color.\nCorrupted — {T}: Add three mana of any one color. Activate only if an "
                          "opponent has three or more poison counters.")
LYS_ALANA_TEXT = ("As an additional cost to cast this spell, behold an Elf or pay {2}. (To behold an Elf, choose an "
                  "Elf you control or reveal an Elf card from your hand.)\n{T}: Add {G}{G}. Activate only if there is "
                  "an Elf card in your graveyard.")
LAVINIA_TEXT = ("Vigilance\nWhenever you cast your second spell each turn, investigate. (Create a Clue token. It's an "
                "artifact with \"{2}, Sacrifice this token: Draw a card.\")\n{T}: Add {C}{C}. Activate only during "
                "an opponent's turn.")
FUN_HOUSE_TEXT = ("{T}: Add {C}.\n{T}: Add {∞}. Activate only once and only if you control an Urza's Mine, an Urza's "
                  "Power-Plant, and an Urza's Tower.\n{7}, {T}: Head to AskUrza.com and click Urza's Fun House.")
URZA_MINE_TEXT = "{T}: Add {C}. If you control an Urza's Power-Plant and an Urza's Tower, add {C}{C} instead."
URZA_POWER_PLANT_TEXT = "{T}: Add {C}. If you control an Urza's Mine and an Urza's Tower, add {C}{C} instead."
URZA_TOWER_TEXT = "{T}: Add {C}. If you control an Urza's Mine and an Urza's Power-Plant, add {C}{C}{C} instead."
JADE_STATUE_TEXT = ("{2}: This artifact becomes a 3/6 Golem artifact creature until end of combat. Activate only "
                    "during combat.")


def vivi(oid: str, controller: str, **fields: Any) -> dict[str, Any]:
    """Vivi Ornitier, 0/3, with two +1/+1 counters: power 2 (CR 122.1a), so X = 2."""
    return inline(oid, "Vivi Ornitier", "Legendary Creature — Wizard", VIVI_TEXT, "{1}{U}{R}", power="0",
                  toughness="3", controller=controller, counters={"+1/+1": 2}, **fields)


def fortress(**fields: Any) -> dict[str, Any]:
    return inline("fortress", "Dark Fortress", "Land", DARK_FORTRESS_TEXT, **fields)


def board(*objects: dict[str, Any], active: str = "alice", bob: dict[str, Any] | None = None,
          turn: dict[str, Any] | None = None) -> Board:
    state: dict[str, Any] = {"active_player": active,
                             "players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20, **(bob or {})}],
                             "objects": list(objects)}
    if turn is not None:
        state["turn"] = turn
    return Board.from_json(state)


def rules(check: Any) -> set[str]:
    return {r.rule for r in check.reasons}


# ------------------------------------------------------------------------------------------------ Vivi Ornitier
def test_602_5b_605_3a_vivi_pays_u_r_once_on_its_controllers_turn() -> None:
    """CR 602.5b, 605.3a: Alice's Vivi (X = 2) may be activated while paying, once this turn: {U}{R} is paid by one
    activation making {U}{R}, the only payment; {U}{U}{R}{R} would take two activations in one turn, so it can't be
    paid."""
    b = board(vivi("vivi_a", "alice"), vivi("vivi_b", "bob"))
    payments = list(b.payments("alice", "{U}{R}"))
    assert [[(a.object, a.ability, str(a.produces)) for a in p.activations] for p in payments] == [
        [("vivi_a", 0, "{U}{R}")]]
    assert b.is_payable("alice", "{U}{U}{R}{R}") is False


def test_602_5_bobs_vivi_pays_nothing_on_alices_turn() -> None:
    """CR 602.5: "Activate only during your turn": on Alice's turn Bob's Vivi can't be activated, so Bob can't pay
    {U}; ``can_activate`` and ``activatable`` say so with the rule."""
    b = board(vivi("vivi_a", "alice"), vivi("vivi_b", "bob"))
    assert b.is_payable("bob", "{U}") is False
    check = b.can_activate("vivi_b", 0)
    assert not check.legal and rules(check) == {"CR 602.5"}
    [row] = [r for r in b.activatable("bob") if r.object == "vivi_b"]
    assert row.legal is False


def test_602_5_bobs_vivi_pays_on_bobs_turn() -> None:
    """CR 602.5, 605.3a: on Bob's own turn his Vivi pays {U}{R}, and Alice's can't pay {U}."""
    b = board(vivi("vivi_a", "alice"), vivi("vivi_b", "bob"), active="bob")
    assert b.is_payable("bob", "{U}{R}") is True
    assert b.is_payable("alice", "{U}") is False


def test_602_5b_vivi_already_activated_this_turn() -> None:
    """CR 602.5b: the state records one activation of Vivi's ability this turn (``activated_this_turn``): it can't
    be activated again (the restriction is the object's, whoever controlled it then), so Alice can't pay {U}."""
    b = board(vivi("vivi_a", "alice", activated_this_turn=[0]))
    check = b.can_activate("vivi_a", 0)
    assert not check.legal and rules(check) == {"CR 602.5b"}
    assert b.is_payable("alice", "{U}") is False


def test_602_5b_each_vivi_once() -> None:
    """CR 602.5b: "once each turn" is each object's: two Vivis of Alice's pay {U}{U}{R}{R} (each once, {U}{R} and
    {U}{R}, or {U}{U} and {R}{R}), not {U}{U}{U}{R}{R}{R}; if one was activated this turn, only {U}{R}-sized costs
    remain."""
    b = board(vivi("v1", "alice"), vivi("v2", "alice"))
    assert b.is_payable("alice", "{U}{U}{R}{R}") is True
    assert b.is_payable("alice", "{U}{U}{U}{R}{R}{R}") is False
    used = board(vivi("v1", "alice", activated_this_turn=[{"text": "{0}: Add X mana"}]), vivi("v2", "alice"))
    assert used.is_payable("alice", "{U}{R}") is True
    assert used.is_payable("alice", "{U}{U}{R}{R}") is False


# ------------------------------------------------------------------------------------------------ Dark Fortress
def test_602_5_dark_fortress_without_a_basic_land() -> None:
    """CR 602.5: no basic land and not entered this turn: the {B}-or-{R} ability can't be activated, so {B} can't be
    paid; {C} still can (its first ability has no condition)."""
    b = board(fortress())
    check = b.can_activate("fortress", 1)
    assert not check.legal and rules(check) == {"CR 602.5"}
    assert b.can_activate("fortress", 0).legal is True
    assert b.is_payable("alice", "{B}") is False
    assert b.is_payable("alice", "{C}") is True


def test_602_5_dark_fortress_with_a_basic_land() -> None:
    """CR 602.5, 205.4c: with a basic Forest Alice controls, the Fortress's second ability may be activated: {B}
    has one payment, the Fortress making {B} (the Forest makes only {G}); {B}{G} is paid by both."""
    b = board(fortress(), obj("forest", "Forest"))
    assert b.can_activate("fortress", 1).legal is True
    payments = list(b.payments("alice", "{B}"))
    assert [[(a.object, str(a.produces)) for a in p.activations] for p in payments] == [[("fortress", "{B}")]]
    assert b.is_payable("alice", "{B}{G}") is True


def test_602_5_a_nonbasic_forest_or_bobs_basic_is_not_enough() -> None:
    """CR 602.5, 205.4c: Breeding Pool is a Forest but not basic, and Bob's Forest is not Alice's: {B} can't be
    paid."""
    pool = inline("pool", "Breeding Pool", "Land — Forest Island", "({T}: Add {G} or {U}.)\nAs this land enters, you "
                  "may pay 2 life. If you don't, it enters tapped.")
    assert board(fortress(), pool, obj("forest", "Forest", controller="bob")).is_payable("alice", "{B}") is False


def test_602_5_dark_fortress_that_entered_this_turn() -> None:
    """CR 602.5: "this land entered this turn" (the state's ``entered_this_turn``) is the other alternative: {R} is
    paid with no basic land."""
    b = board(fortress(entered_this_turn=True))
    assert b.can_activate("fortress", 1).legal is True
    assert b.is_payable("alice", "{R}") is True


def test_602_5_mirrex_only_the_turn_it_entered() -> None:
    """CR 602.5: Mirrex makes one mana of any color only if it entered this turn: {W} is payable then, not later;
    {C} always."""
    fresh = board(inline("mirrex", "Mirrex", "Land — Sphere", MIRREX_TEXT, entered_this_turn=True))
    old = board(inline("mirrex", "Mirrex", "Land — Sphere", MIRREX_TEXT))
    assert fresh.is_payable("alice", "{W}") is True
    assert old.is_payable("alice", "{W}") is False
    assert old.is_payable("alice", "{C}") is True


# ------------------------------------------------------------------------------------------------ other conditions
def test_602_5b_no_more_than_three_times_each_turn() -> None:
    """CR 602.5b, 605.3a: Manaforge Cinder's "{1}: Add {B} or {R}", no more than three times each turn. With four
    Wastes, three activations (each paid by a Wastes) pay {B}{B}{B}; {B}{B}{B}{B} would need a fourth. With two
    activations already this turn, one remains: {B} is payable, {B}{B} is not."""
    cinder = inline("cinder", "Manaforge Cinder", "Creature — Elemental Shaman", MANAFORGE_CINDER_TEXT, "{B/R}",
                    power="1", toughness="1")
    wastes = [obj(f"w{i}", "Wastes") for i in range(4)]
    b = board(cinder, *wastes)
    assert b.is_payable("alice", "{B}{B}{B}") is True
    assert b.is_payable("alice", "{B}{B}{B}{B}") is False
    twice = board({**cinder, "activated_this_turn": [0, 0]}, *wastes)
    assert twice.is_payable("alice", "{B}") is True
    assert twice.is_payable("alice", "{B}{B}") is False
    thrice = board({**cinder, "activated_this_turn": [0, 0, 0]}, *wastes)
    assert rules(thrice.can_activate("cinder", 0)) == {"CR 602.5b"}


def test_602_5_glistening_sphere_needs_an_opponent_with_three_poison_counters() -> None:
    """CR 602.5, 122.1: Glistening Sphere's corrupted ability (three mana of any one color) only if an opponent has
    three or more poison counters (the state's player ``counters``): {G}{G}{G} is payable when Bob has three, not when
    he has two (its other ability makes one mana)."""
    sphere = inline("sphere", "Glistening Sphere", "Artifact", GLISTENING_SPHERE_TEXT, "{3}")
    assert board(sphere, bob={"counters": {"poison": 3}}).is_payable("alice", "{G}{G}{G}") is True
    two = board(sphere, bob={"counters": {"poison": 2}})
    assert two.is_payable("alice", "{G}{G}{G}") is False
    assert rules(two.can_activate("sphere", 3)) == {"CR 602.5"}


def test_602_5_404_1_an_elf_card_in_your_graveyard() -> None:
    """CR 602.5, 404.1: Lys Alana Dignitary adds {G}{G} only if there is an Elf card in its controller's graveyard:
    Llanowar Elves in Alice's graveyard lets her pay {G}{G}; in Bob's graveyard it doesn't."""
    lys = inline("lys", "Lys Alana Dignitary", "Creature — Elf Advisor", LYS_ALANA_TEXT, "{1}{G}", power="2",
                 toughness="3")
    mine = board(lys, obj("elf", "Llanowar Elves", zone="graveyard"))
    theirs = board(lys, obj("elf", "Llanowar Elves", controller="bob", zone="graveyard"))
    assert mine.is_payable("alice", "{G}{G}") is True
    assert theirs.is_payable("alice", "{G}{G}") is False


def test_602_5_lavinia_only_during_an_opponents_turn() -> None:
    """CR 602.5, 605.3a: Lavinia's "{T}: Add {C}{C}. Activate only during an opponent's turn": Alice pays {C}{C} with
    it on Bob's turn, not on her own."""
    lavinia = inline("lavinia", "Lavinia, Foil to Conspiracy", "Legendary Creature — Human Detective", LAVINIA_TEXT,
                     "{1}{W/U}{W/U}", power="2", toughness="3")
    assert board(lavinia, active="bob").is_payable("alice", "{C}{C}") is True
    assert board(lavinia).is_payable("alice", "{C}{C}") is False


def test_602_5_506_1_jade_statue_only_during_combat() -> None:
    """CR 602.5, 506.1: "Activate only during combat": Jade Statue's ability may be activated in the declare
    attackers step, not in a main phase (the default step)."""
    statue = inline("statue", "Jade Statue", "Artifact", JADE_STATUE_TEXT, "{4}")
    assert rules(board(statue).can_activate("statue", 0)) == {"CR 602.5"}
    assert board(statue, turn={"step": "declare_attackers"}).can_activate("statue", 0).legal is True


def test_602_5_506_1_desert_pings_only_during_the_end_of_combat_step() -> None:
    """CR 602.5, 506.1: Desert's "{T}: This land deals 1 damage to target attacking creature. Activate only during
    the end of combat step." can't be activated in a main phase (the default step), whatever the targets; in the end
    of combat step, with Bob's Grizzly Bears attacking, it can (CR 601.2c: a legal target)."""
    desert = obj("d", "Desert")
    assert rules(board(desert).can_activate("d", 1)) == {"CR 602.5", "CR 601.2c"}
    bears = obj("bears", "Grizzly Bears", controller="bob", chosen={"combat": "attacking"})
    assert board(desert, bears, active="bob", turn={"step": "end_of_combat"}).can_activate("d", 1).legal is True
    assert rules(board(desert, bears, active="bob", turn={"step": "combat_damage"}).can_activate("d", 1)) == {
        "CR 602.5"}


def test_602_5_ghost_town_returns_only_when_its_not_your_turn() -> None:
    """CR 602.5: Ghost Town's "{0}: Return this land to its owner's hand. Activate only if it's not your turn.":
    Alice can't activate it on her turn, and can on Bob's."""
    town = obj("g", "Ghost Town")
    assert rules(board(town).can_activate("g", 1)) == {"CR 602.5"}
    assert board(town, active="bob").can_activate("g", 1).legal is True


def test_602_5_207_2c_atarka_pummeler_formidable_adds_up_the_powers_of_alices_creatures() -> None:
    """CR 602.5, 207.2c, 208.1: Atarka Pummeler (4/5), "Formidable — {3}{R}{R}: ... Activate only if creatures you
    control have total power 8 or greater.": beside one Grizzly Bears (2/2) the total is 6, so it can't be
    activated; beside two it is 8, so it can; Bob's Bears count for Bob, not Alice."""
    pummeler = obj("p", "Atarka Pummeler")
    one = board(pummeler, obj("b1", "Grizzly Bears"), obj("bb", "Grizzly Bears", controller="bob"))
    assert rules(one.can_activate("p", 0)) == {"CR 602.5"}
    assert board(pummeler, obj("b1", "Grizzly Bears"), obj("b2", "Grizzly Bears")).can_activate("p", 0).legal is True


def test_605_3a_207_2c_circle_of_elders_makes_three_colorless_only_when_formidable() -> None:
    """CR 605.3a, 602.5, 207.2c: Circle of Elders (2/4), "Formidable — {T}: Add {C}{C}{C}. Activate only if creatures
    you control have total power 8 or greater.": beside Craw Wurm (6/4) the total is 8 and {C}{C}{C} is paid; beside
    Grizzly Bears (2/2) it is 4, and nothing else makes mana: not paid."""
    assert board(obj("c", "Circle of Elders"), obj("w", "Craw Wurm")).is_payable("alice", "{C}{C}{C}") is True
    assert board(obj("c", "Circle of Elders"), obj("b", "Grizzly Bears")).is_payable("alice", "{C}{C}{C}") is False


def test_702_161a_207_2c_a_living_metal_vehicle_counts_on_its_controllers_turn() -> None:
    """CR 702.161a, 207.2c: Ultra Magnus, Armored Carrier (4/7, "Living metal") is a creature during Alice's turn,
    so beside Circle of Elders (2) and Grizzly Bears (2) the total power is 8 and {C}{C}{C} is paid."""
    assert board(obj("c", "Circle of Elders"), obj("u", "Ultra Magnus, Armored Carrier"),
                 obj("b", "Grizzly Bears")).is_payable("alice", "{C}{C}{C}") is True


def test_602_5_613_4_formidable_beside_an_unread_power_is_never_guessed() -> None:
    """CR 613.4a, 602.5: Gaea's Liege's "As long as Gaea's Liege isn't attacking, its power and toughness are each
    equal to the number of Forests you control." is not read, so its power, which formidable adds up, is not known
    (five Forests would make it 5, and the total 9): ``unsupported_text`` at the Liege, never "can't"."""
    forests = [obj(f"f{i}", "Forest") for i in range(5)]
    with pytest.raises(UnsupportedText) as error:
        board(obj("p", "Atarka Pummeler"), obj("g", "Gaea's Liege"), *forests).can_activate("p", 0)
    assert error.value.path == "state.objects[1]"


# ------------------------------------------------------------------------------------------------ Urza's Fun House
def fun_house() -> dict[str, Any]:
    return inline("fun", "Urza's Fun House", "Land — Urza's", FUN_HOUSE_TEXT)


def urza_lands() -> tuple[dict[str, Any], ...]:
    """Urza's Mine, Urza's Power Plant (land types Urza's and Power-Plant, CR 205.3i) and Urza's Tower."""
    return (inline("mine", "Urza's Mine", "Land — Urza's Mine", URZA_MINE_TEXT),
            inline("plant", "Urza's Power Plant", "Land — Urza's Power-Plant", URZA_POWER_PLANT_TEXT),
            inline("tower", "Urza's Tower", "Land — Urza's Tower", URZA_TOWER_TEXT))


def test_602_5_fun_house_without_the_three_urza_lands_cant_activate_its_unread_ability() -> None:
    """CR 602.5, 605.3a: with an Urza's Mine but no Power-Plant nor Tower, the Fun House's second ability ("Add
    {∞}", not read) can't be activated, so it can pay nothing and whatever it would add can't change a payment:
    the Fun House's {C} and the Mine's {C} (no Power-Plant nor Tower, so no {C}{C}) pay {2}, in one way, and {3}
    can't be paid; ``can_activate`` says the condition doesn't hold (CR 602.5), and so does ``activatable``."""
    b = board(fun_house(), urza_lands()[0])
    assert b.is_payable("alice", "{3}") is False
    payments = list(b.payments("alice", "{2}"))
    assert [sorted((a.object, a.ability, str(a.produces)) for a in p.activations) for p in payments] == [
        [("fun", 0, "{C}"), ("mine", 0, "{C}")]]
    check = b.can_activate("fun", 1)
    assert not check.legal and rules(check) == {"CR 602.5"}
    listed = b.activatable("alice")
    [row] = [r for r in listed if (r.object, r.ability) == ("fun", 1)]
    assert row.legal is False
    assert not [u for u in listed.unknown if u.object == "fun"]


def test_106_7_fun_house_could_produce_stays_unknown_whatever_its_condition() -> None:
    """CR 106.7: what an ability could produce is what it would add if it resolved, whether or not it could be
    activated (as for Dark Fortress's {B} or {R}), so the unread "Add {∞}" keeps the Fun House's types unknown
    with or without the three Urza lands: unsupported_text at the query's object."""
    for objects in ((fun_house(),), (fun_house(), *urza_lands())):
        with pytest.raises(UnsupportedText) as error:
            board(*objects).could_produce("fun")
        assert error.value.path == "object"


def test_602_5_fun_house_with_the_three_urza_lands_is_never_guessed() -> None:
    """CR 602.5: with an Urza's Mine, an Urza's Power-Plant and an Urza's Tower the second ability may be activated
    (once: whether it was is not in the state), and what it adds is not read: {8} is payable without it (Mine
    {C}{C}, Power-Plant {C}{C}, Tower {C}{C}{C}, the Fun House's {C}), and that "yes" stands; {9} could be paid
    only by it, so it is unsupported_text at the Fun House, and so is whether it can be activated."""
    b = board(fun_house(), *urza_lands())
    assert b.is_payable("alice", "{8}") is True
    with pytest.raises(UnsupportedText) as error:
        b.is_payable("alice", "{9}")
    assert error.value.path == "state.objects[0]"
    with pytest.raises(UnsupportedText) as error:
        b.can_activate("fun", 1)
    assert error.value.path == "state.objects[0]"


# ------------------------------------------------------------------------------------------------ the state
@pytest.mark.parametrize("field", ["activated_this_turn", "activated_earlier"])
def test_602_5b_activated_this_turn_names_an_activated_ability(field: str) -> None:
    """CR 602.1, 602.5b: ``activated_this_turn`` and ``activated_earlier`` list activated (or mana) abilities;
    naming Vivi's triggered ability is ``bad_request`` at that entry, and an index it hasn't is
    ``unknown_ability``."""
    with pytest.raises(BadRequest) as error:
        board(vivi("vivi_a", "alice", **{field: [1]}))
    assert error.value.path == f"state.objects[0].{field}[0]"
    with pytest.raises(Exception) as unknown:
        board(vivi("vivi_a", "alice", **{field: [0, 5]}))
    assert (unknown.value.code, unknown.value.path) == ("unknown_ability", f"state.objects[0].{field}[1]")


def test_724_3_one_monarch_at_a_time() -> None:
    """CR 724.3: only one player can be the monarch; a state giving the designation to both is ``bad_request``."""
    with pytest.raises(BadRequest) as error:
        Board.from_json({"active_player": "alice", "players": [{"id": "alice", "designations": ["monarch"]},
                                                               {"id": "bob", "designations": ["monarch"]}]})
    assert error.value.path == "state.players[1].designations[0]"


def test_605_3a_a_mana_ability_needs_priority_when_no_payment_is_under_way() -> None:
    """CR 605.3a: a mana ability is activated while its controller has priority, or while a mana payment is asked
    of them. With Bob holding priority (and nothing asking Alice to pay), Alice's Llanowar Elves' ability can't be
    activated now; with Alice holding it, it can."""
    from mtgsolver import Board

    def board(priority: str) -> Board:
        return Board.from_json({"active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
                                "turn": {"step": "precombat_main", "priority": priority},
                                "objects": [{"id": "elves", "card": "Llanowar Elves", "controller": "alice"}]})

    check = board("bob").can_activate("elves", 0)
    assert not check.legal and [r.rule for r in check.reasons] == ["CR 605.3a"]
    assert board("alice").can_activate("elves", 0).legal is True


TAZRI_TEXT = ("Each creature you control has \"{T}: Add one mana of any of this creature's colors. Spend this mana "
              "only to activate an ability of a creature. Activate only if this creature has another activated "
              "ability.\"\n{W}{U}{B}{R}{G}, {T}: Mill five cards. Put all creature cards with activated abilities "
              "that aren't mana abilities from among the milled cards into your hand.")


def _tazri(*others: dict[str, Any], tazris: int = 1) -> Board:
    # A second one is a nonlegendary test card of the same text (two Tazris would meet the legend rule, CR
    # 704.5j).
    objects = [inline("t0", "Tazri, Stalwart Survivor", "Legendary Creature — Human Warrior", TAZRI_TEXT, "{3}{W}"),
               *[inline(f"t{i}", f"Tazri Echo {i}", "Creature — Human Warrior", TAZRI_TEXT, "{3}{W}")
                 for i in range(1, tazris)]]
    return Board.from_json({"active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
                            "objects": [*objects, obj("forest", "Forest"), *others]})


def test_602_5_tazri_gives_mana_only_to_creatures_with_another_activated_ability() -> None:
    """CR 602.5, 106.6: Tazri (white) has another activated ability (its mill ability), so its granted one adds
    {W}; Llanowar Elves has "{T}: Add {G}." and adds {G} one way or the other; Grizzly Bears has only the granted
    ability, whose condition is false. For an ability of Tazri: Forest {G} + Elves {G} + Tazri {W} pay {G}{G}{W},
    and {G}{G}{G}{W} would need the Bears: not payable (CR 118.3)."""
    b = _tazri(obj("elves", "Llanowar Elves"), obj("bears", "Grizzly Bears"))
    assert b.is_payable("alice", "{G}{G}{W}", source="t0") is True
    assert b.is_payable("alice", "{G}{G}{G}{W}", source="t0") is False
    assert b.can_activate("bears", 0).legal is False


def test_602_5_two_tazris_give_two_abilities_each_another() -> None:
    """CR 602.5, 113.2c: with two Tazris (the second a nonlegendary copy of its text) each creature has two instances of the granted ability, each another
    activated ability for the other: the Bears add {G}, and Forest + Bears + a Tazri's {W} pay {G}{G}{W} for an
    ability of a Tazri."""
    b = _tazri(obj("bears", "Grizzly Bears"), tazris=2)
    assert b.can_activate("bears", 0).legal is True
    assert b.is_payable("alice", "{G}{G}{W}", source="t0") is True


def test_106_7_could_produce_ignores_tazris_activation_condition() -> None:
    """CR 106.7: what a permanent could produce is what its abilities would add if they resolved, whether or not
    they could be activated: the Bears could produce {G} from the granted ability."""
    assert _tazri(obj("bears", "Grizzly Bears")).could_produce("bears") == ("G",)


def test_613_1f_unread_grant_of_activated_abilities_beside_tazri_is_not_guessed() -> None:
    """CR 613.1f, 602.5: an unread grant of an activated ability to Alice's creatures could give the Bears another
    activated ability, and so the granted mana: whether Forest + Bears pay {G}{G} for Tazri's ability is not
    guessed; what the Bears could produce still is (CR 106.7)."""
    rite = inline("rite", "Moon Rite", "Enchantment", "As long as the moon is full, creatures you control have "
                  "\"{1}: This creature gets +1/+0 until end of turn.\"", "{1}")
    b = _tazri(obj("bears", "Grizzly Bears"), rite)
    with pytest.raises(UnsupportedText):
        b.is_payable("alice", "{G}{G}", source="t0")
    assert b.could_produce("bears") == ("G",)
