"""CR 113.6m, 702.29a, 702.49a, 702.84a, 702.142a, 702.169, 702.177a, 702.178a, 702.179: abilities that function
from the hand or the graveyard, boast, exhaust, a Case's "Solved —" abilities and max speed in ``can_activate``,
``legal_plays`` and ``payments``.

Card wording is the current Oracle text of ``../shared/data/oracle-corpus.jsonl.gz``, inline here so the tests run
without the shared folder. Every value below is worked out from that text and the rules cited.
"""

from __future__ import annotations

from typing import Any

import pytest
from mtgsolver.model.errors import UnsupportedText

from mtgsolver import BadRequest, Board
from tests.helpers import inline, obj

SKELETON_TEXT = "{1}{B}: Return this card from your graveyard to the battlefield tapped."
DREGSCAPE_TEXT = ("Unearth {B} ({B}: Return this card from your graveyard to the battlefield. It gains haste. Exile "
                  "it at the beginning of the next end step or if it would leave the battlefield. Unearth only as a "
                  "sorcery.)")
STREET_WRAITH_TEXT = ("Swampwalk (This creature can't be blocked as long as defending player controls a Swamp.)\n"
                      "Cycling—Pay 2 life. (Pay 2 life, Discard this card: Draw a card.)")
NINJA_TEXT = ("Ninjutsu {1}{U} ({1}{U}, Return an unblocked attacker you control to hand: Put this card onto the "
              "battlefield from your hand tapped and attacking.)\nWhenever this creature deals combat damage to a "
              "player, you may draw a card.")
BRAGGART_TEXT = ("Boast — {1}{W}: Untap this creature. Put a +1/+1 counter on it. (Activate only if this creature "
                 "attacked this turn and only once each turn.)")
LOOT_TEXT = ("Double strike, vigilance, haste\nExhaust — {G}, {T}: Add three mana of any one color. (Activate each "
             "exhaust ability only once.)\nExhaust — {U}, {T}: Draw three cards.\nExhaust — {R}, {T}: Loot deals 3 "
             "damage to any target.")
BURNING_MASKS_TEXT = ("When this Case enters, it deals 3 damage to target creature an opponent controls.\nTo solve — "
                      "Three or more sources you controlled dealt damage this turn. (If unsolved, solve at the "
                      "beginning of your end step.)\nSolved — Sacrifice this Case: Exile the top three cards of your "
                      "library. Choose one of them. You may play that card this turn.")
GATEWAY_TEXT = ("When this Case enters, choose target creature you don't control. Each creature you control deals 1 "
                "damage to that creature.\nTo solve — Three or more creatures attacked this turn. (If unsolved, solve "
                "at the beginning of your end step.)\nSolved — Creatures you control get +1/+0.")
SELVALA_TEXT = ("Whenever another creature enters, its controller may draw a card if its power is greater than each "
                "other creature's power.\n{G}, {T}: Add X mana in any combination of colors, where X is the greatest "
                "power among creatures you control.")
RACEWAY_TEXT = ("Start your engines! (If you have no speed, it starts at 1. It increases once on each of your turns "
                "when an opponent loses life. Max speed is 4.)\n{T}: Add {C}.\nMax speed — {T}: Add {C}{C}.")


def swamps(n: int) -> list[dict[str, Any]]:
    return [obj(f"s{i}", "Swamp") for i in range(n)]


def board(*objects: dict[str, Any], step: str = "precombat_main", alice: dict[str, Any] | None = None) -> Board:
    return Board.from_json({
        "active_player": "alice",
        "players": [{"id": "alice", "life": 20, **(alice or {})}, {"id": "bob", "life": 20}],
        "objects": list(objects),
        "turn": {"step": step, "priority": "alice"},
    })


def skeleton(**fields: Any) -> dict[str, Any]:
    return inline("k", "Reassembling Skeleton", "Creature — Skeleton Warrior", SKELETON_TEXT, "{1}{B}", power="1",
                  toughness="1", **fields)


def dregscape(**fields: Any) -> dict[str, Any]:
    return inline("z", "Dregscape Zombie", "Creature — Zombie", DREGSCAPE_TEXT, "{1}{B}", power="2", toughness="1",
                  **fields)


def rules(check: Any) -> set[str]:
    return {r.rule for r in check.reasons}


# ------------------------------------------------------------------------------------------- CR 113.6m: zones
def test_113_6m_skeleton_returns_from_the_graveyard() -> None:
    """CR 113.6m: "Return this card from your graveyard to the battlefield" moves the card out of the graveyard, so
    the ability functions there: in Alice's graveyard it can be activated (no timing restriction, CR 602.5), and
    legal_plays lists it, payable by two of her three Swamps ({1}{B})."""
    b = board(skeleton(zone="graveyard"), *swamps(3))
    check = b.can_activate("k", 0)
    assert check.legal and not check.reasons
    plays = b.legal_plays("alice")
    assert {(p["object"], p["ability"]) for p in plays["plays"] if p["play"] == "activate"} >= {("k", 0)}
    assert plays["complete"] is True


def test_113_6m_skeleton_on_the_battlefield_cant_return() -> None:
    """CR 113.6m: the same ability functions only in the graveyard: on the battlefield it can't be activated."""
    check = board(skeleton(), *swamps(3)).can_activate("k", 0)
    assert not check.legal and rules(check) == {"CR 113.6m"}


CHAMPION_TEXT = ("{3}{B}{B}, {T}, Sacrifice X other creatures: Return X target creature cards from your graveyard to "
                 "the battlefield.\n{5}{B}{B}: Put this card from your graveyard on top of your library.")
TORRENT_TEXT = ("Flying\nWhenever this creature attacks, tap all creatures defending player controls.\n"
                "{3}{B/G}{B/G}: Put this card from exile onto the battlefield tapped. Activate only as a sorcery.")
LOCHMERE_TEXT = ("Flash\n{U}, Sacrifice an Island: This creature can't be blocked this turn.\n{B}, Sacrifice a Swamp: "
                 "You gain 1 life and draw a card.\n{U}{B}: Exile five target cards from an opponent's graveyard. "
                 "Return this card from your graveyard to your hand. Activate only as a sorcery.")


def test_113_6m_put_from_the_graveyard_on_top_of_the_library() -> None:
    """CR 113.6m: Champion of Stray Souls' "Put this card from your graveyard on top of your library" moves it out
    of the graveyard, so that ability works only there: from Alice's graveyard it is legal, on the battlefield it
    is not (the reason cites CR 113.6m), whatever mana she has (seven Swamps pay {5}{B}{B})."""
    def champion(**fields: Any) -> dict[str, Any]:
        return inline("c", "Champion of Stray Souls", "Creature — Skeleton Warrior", CHAMPION_TEXT, "{4}{B}{B}",
                      power="4", toughness="4", **fields)
    check = board(champion(zone="graveyard"), *swamps(7)).can_activate("c", 1)
    assert check.legal and not check.reasons
    check = board(champion(), *swamps(7)).can_activate("c", 1)
    assert not check.legal and rules(check) == {"CR 113.6m"}


def test_113_6m_put_from_exile_works_in_exile_only() -> None:
    """CR 113.6m: Torrent Elemental's "Put this card from exile onto the battlefield tapped" works only in exile:
    legal there in Alice's main phase (an activation "only as a sorcery", CR 602.5d), not on the battlefield nor
    in her graveyard."""
    def torrent(**fields: Any) -> dict[str, Any]:
        return inline("t", "Torrent Elemental", "Creature — Elemental", TORRENT_TEXT, "{4}{U}", power="3",
                      toughness="5", **fields)
    assert board(torrent(zone="exile"), *swamps(5)).can_activate("t", 2).legal
    for zone in ("battlefield", "graveyard"):
        check = board(torrent(zone=zone), *swamps(5)).can_activate("t", 2)
        assert not check.legal and rules(check) == {"CR 113.6m"}


def test_113_6m_a_later_sentence_that_moves_the_card_out_counts() -> None:
    """CR 113.6m: "Return this card from your graveyard to your hand" as the second sentence of Lochmere Serpent's
    last ability still specifies that the ability moves the card out of the graveyard: on the battlefield that
    ability can't be activated."""
    serpent = inline("s", "Lochmere Serpent", "Creature — Serpent", LOCHMERE_TEXT, "{4}{U}{B}", power="7",
                     toughness="7")
    check = board(serpent, *swamps(2)).can_activate("s", 3)
    assert not check.legal and "CR 113.6m" in rules(check)


SLIMEFOOT_TEXT = ("Whenever Slimefoot and Squee enters or attacks, create a 1/1 green Saproling creature token.\n"
                  "{1}{B}{R}{G}, Sacrifice a Saproling: Return this card and up to one other target creature card "
                  "from your graveyard to the battlefield. Activate only as a sorcery.")
SOUL_RANSOM_TEXT = ("Enchant creature\nYou control enchanted creature.\nDiscard two cards: This Aura's controller "
                    "sacrifices it, then draws two cards. Only your opponents may activate this ability.")
WRANGLER_TEXT = ("When Hollowhenge Wrangler enters the battlefield, seek a land card.\nDiscard a land card: Conjure a "
                 "card named Hollowhenge Beast into your hand. You may also activate this ability while Hollowhenge "
                 "Wrangler is in your graveyard.")


def test_113_6m_returning_the_card_and_another_works_in_the_graveyard_only() -> None:
    """CR 113.6m: "Return this card and up to one other target creature card from your graveyard to the
    battlefield" moves Slimefoot and Squee itself out of the graveyard: on the battlefield that ability can't be
    activated, whatever else it would need (a Saproling, four mana)."""
    slimefoot = inline("s", "Slimefoot and Squee", "Legendary Creature — Fungus Goblin", SLIMEFOOT_TEXT, "{B}{R}{G}",
                       power="3", toughness="3")
    check = board(slimefoot, *swamps(4)).can_activate("s", 1)
    assert not check.legal and "CR 113.6m" in rules(check)


def test_602_2_only_your_opponents_may_activate_is_never_guessed() -> None:
    """CR 602.2 ("unless the object specifically says otherwise"): Soul Ransom's "Only your opponents may activate
    this ability." is not read, and it decides whether Alice, its controller, may: can_activate is unsupported_text
    at the Aura, never a guessed yes."""
    ransom = inline("r", "Soul Ransom", "Enchantment — Aura", SOUL_RANSOM_TEXT, "{2}{U}{B}", attached_to="bear")
    bear = obj("bear", "Grizzly Bears")
    cards = [obj(f"h{i}", "Swamp", zone="hand") for i in range(2)]
    with pytest.raises(UnsupportedText) as error:
        board(ransom, bear, *cards).can_activate("r", 2)
    assert error.value.path == "state.objects[0]"


def test_113_6b_an_unread_also_from_the_graveyard_is_never_guessed() -> None:
    """CR 113.6b: "You may also activate this ability while Hollowhenge Wrangler is in your graveyard." states a
    zone the ability works in, which is not read: from the graveyard can_activate is unsupported_text at the card,
    never a guessed no."""
    wrangler = inline("w", "Hollowhenge Wrangler", "Creature — Elemental", WRANGLER_TEXT, "{3}{G}{G}", power="6",
                      toughness="6", zone="graveyard")
    with pytest.raises(UnsupportedText) as error:
        board(wrangler, obj("h", "Forest", zone="hand")).can_activate("w", 1)
    assert error.value.path == "state.objects[0]"


def test_702_84a_unearth_is_sorcery_speed_from_the_graveyard() -> None:
    """CR 702.84a: unearth functions in the graveyard and is activated only as a sorcery: legal in Alice's main
    phase with an empty stack, not in her upkeep (CR 602.5d)."""
    assert board(dregscape(zone="graveyard"), *swamps(1)).can_activate("z", 0).legal
    check = board(dregscape(zone="graveyard"), *swamps(1), step="upkeep").can_activate("z", 0)
    assert not check.legal and rules(check) == {"CR 602.5d"}


def test_702_29a_cycling_from_the_hand_only() -> None:
    """CR 702.29a: cycling functions only in the hand: Street Wraith's "Pay 2 life" cycling is legal from Alice's
    hand at 20 life (CR 119.4), not from the battlefield (the reason cites CR 702.29a, cycling's own rule that it
    "functions only while the card with cycling is in a player's hand")."""
    wraith = {"name": "Street Wraith", "type_line": "Creature — Wraith", "oracle_text": STREET_WRAITH_TEXT,
              "mana_cost": "{3}{B}{B}", "power": "3", "toughness": "4"}
    assert board(obj("w", zone="hand", **wraith)).can_activate("w", 1).legal
    check = board(obj("w", **wraith)).can_activate("w", 1)
    assert not check.legal and rules(check) == {"CR 702.29a"}


def test_702_49a_ninjutsu_needs_unblocked_attackers_the_state_doesnt_give() -> None:
    """CR 702.49a: ninjutsu's cost returns an unblocked attacking creature, which the state doesn't say: never
    guessed, unsupported at the Ninja in the hand; and legal_plays says it isn't complete."""
    ninja = inline("n", "Ninja of the Deep Hours", "Creature — Human Ninja", NINJA_TEXT, "{3}{U}", power="2",
                   toughness="2", zone="hand")
    b = board(ninja, obj("i1", "Island"), obj("i2", "Island"), step="declare_blockers")
    with pytest.raises(UnsupportedText) as error:
        b.can_activate("n", 0)
    assert error.value.path == "state.objects[0]"
    plays = b.legal_plays("alice")
    assert plays["complete"] is False and [u["object"] for u in plays["unknown"]] == ["n"]


# ------------------------------------------------------------------------- CR 702.6c, 702.107a, 702.167a expansions
RING_TEXT = ("During your turn, equipped creature has hexproof and can't be blocked.\nWhenever equipped creature "
             "attacks alone, you draw a card and you lose 1 life.\nEquip Halfling {1} ({1}: Attach to target Halfling "
             "you control. Equip only as a sorcery.)\nEquip {4} ({4}: Attach to target creature you control. Equip "
             "only as a sorcery.)")
AINOK_TEXT = ("Outlast {1}{W} ({1}{W}, {T}: Put a +1/+1 counter on this creature. Outlast only as a sorcery.)\nEach "
              "creature you control with a +1/+1 counter on it has first strike.")
NET_TEXT = ("This artifact enters with three net counters on it.\n{T}, Remove a net counter from this artifact: Tap "
            "another target nonland permanent. Its activated abilities can't be activated for as long as it remains "
            "tapped.\nCraft with artifact {1}{U}")


def test_702_6c_equip_halfling_targets_only_a_halfling() -> None:
    """CR 702.6c, 601.2c: Bilbo's Ring's "Equip Halfling {1}" may target only a Halfling Alice controls: with only
    Grizzly Bears it has no legal target and can't be activated, while "Equip {4}" can; with Samwise Gamgee (a
    Halfling) it can."""
    ring = inline("r", "Bilbo's Ring", "Legendary Artifact — Equipment", RING_TEXT, "{3}")
    bears = obj("b", "Grizzly Bears")
    check = board(ring, bears, *swamps(4)).can_activate("r", 2)
    assert not check.legal and rules(check) == {"CR 601.2c"}
    assert board(ring, bears, *swamps(4)).can_activate("r", 3).legal
    sam = inline("s", "Samwise Gamgee", "Legendary Creature — Halfling Peasant", "", "{G}{W}", power="2",
                 toughness="2")
    assert board(ring, sam, *swamps(1)).can_activate("r", 2).legal


def test_702_107a_outlast_taps_the_creature() -> None:
    """CR 702.107a, 302.6, 118.3: "Outlast {1}{W}" means "{1}{W}, {T}: ...": a summoning-sick Ainok Bond-Kin can't
    activate it, nor a tapped one; an untapped one that has been Alice's since her turn began can (two Plains)."""
    def ainok(**fields: Any) -> dict[str, Any]:
        return inline("a", "Ainok Bond-Kin", "Creature — Dog Soldier", AINOK_TEXT, "{1}{W}", power="2",
                      toughness="1", **fields)
    plains = [obj("p1", "Plains"), obj("p2", "Plains")]
    assert board(ainok(), *plains).can_activate("a", 0).legal
    sick = board(ainok(summoning_sick=True), *plains).can_activate("a", 0)
    assert not sick.legal and rules(sick) == {"CR 302.6"}
    tapped = board(ainok(tapped=True), *plains).can_activate("a", 0)
    assert not tapped.legal and rules(tapped) == {"CR 118.3"}


def test_702_167a_crafts_materials_are_never_guessed() -> None:
    """CR 702.167a: craft exiles its materials from among Alice's permanents and graveyard, which the solver does
    not model: Braided Net's "Craft with artifact {1}{U}" is unsupported_text at the Net, never a guessed yes."""
    net = inline("n", "Braided Net // Braided Quipu", "Artifact", NET_TEXT, "{2}{U}", counters={"net": 3})
    with pytest.raises(UnsupportedText) as error:
        board(net, obj("i", "Island"), obj("i2", "Island")).can_activate("n", 2)
    assert error.value.path == "state.objects[0]"


# ------------------------------------------------------------------------------------------- CR 702.142a boast
def braggart(**fields: Any) -> dict[str, Any]:
    return inline("x", "Axgard Braggart", "Creature — Dwarf Warrior", BRAGGART_TEXT, "{3}{W}", power="3",
                  toughness="3", **fields)


def test_702_142a_boast_needs_the_creature_to_have_attacked() -> None:
    """CR 702.142a: "Activate only if this creature attacked this turn": in upkeep, the Braggart hasn't attacked
    (``attacked_this_turn`` absent: false), so it can't boast (CR 602.5); after attacking it can."""
    check = board(braggart(), step="upkeep").can_activate("x", 0)
    assert not check.legal and rules(check) == {"CR 602.5"}
    assert board(braggart(attacked_this_turn=True), step="postcombat_main").can_activate("x", 0).legal


def test_702_142a_boast_only_once_each_turn() -> None:
    """CR 702.142a, 602.5b: "only once each turn": the Braggart attacked and already boasted this turn."""
    check = board(braggart(attacked_this_turn=True, activated_this_turn=[0]), step="postcombat_main").can_activate(
        "x", 0)
    assert not check.legal and rules(check) == {"CR 602.5b"}


# ------------------------------------------------------------------------------------------- CR 702.177a exhaust
def loot(**fields: Any) -> dict[str, Any]:
    return inline("x", "Loot, the Pathfinder", "Legendary Creature — Beast Noble", LOOT_TEXT, "{2}{G}{U}{R}",
                  power="2", toughness="4", **fields)


def test_702_177a_exhaust_activated_this_turn_cant_be_again() -> None:
    """CR 702.177a: "Activate only once": Loot's mana exhaust was activated this turn, so it can't be activated
    again, and Loot plus a Forest can't pay {R}{R}{R} (the Forest makes only {G}, CR 305.6)."""
    b = board(loot(activated_this_turn=[3]), obj("f", "Forest"))
    check = b.can_activate("x", 3)
    assert not check.legal and rules(check) == {"CR 602.5b"}
    assert b.is_payable("alice", "{R}{R}{R}") is False


def test_702_177a_exhaust_activated_in_an_earlier_turn_cant_be_again() -> None:
    """CR 702.177a, 602.5b: "only once" means ever: Loot's mana exhaust activated in an earlier turn (the state's
    ``activated_earlier``) can't be activated now, and Loot plus a Forest can't pay {R}{R}{R}."""
    b = board(loot(activated_earlier=[3]), obj("f", "Forest"))
    check = b.can_activate("x", 3)
    assert not check.legal and rules(check) == {"CR 602.5b"}
    assert b.is_payable("alice", "{R}{R}{R}") is False


def test_702_177a_exhaust_never_activated_pays() -> None:
    """CR 702.177a, 602.5b: Loot's mana exhaust never activated (no ``activated_this_turn`` nor
    ``activated_earlier``: the documented default) can be activated: the Forest pays its {G} and it adds {R}{R}{R}
    (three mana of any one color; Loot has haste, CR 702.10c); {R}{R}{R}{R} is beyond it (CR 118.3)."""
    b = board(loot(), obj("f", "Forest"))
    assert b.can_activate("x", 3).legal is True
    assert b.is_payable("alice", "{R}{R}{R}") is True
    assert b.is_payable("alice", "{R}{R}{R}{R}") is False


REFUELER_TEXT = ("During your turn, as long as you haven't activated an exhaust ability this turn, you may activate "
                 "exhaust abilities as though they haven't been activated.\nExhaust — {1}{G}: Put a +1/+1 counter on "
                 "this creature. (Activate each exhaust ability only once.)")


def test_702_177b_elvish_refueler_beside_an_exhausted_loot_is_not_guessed() -> None:
    """CR 702.177b, 602.5b: Elvish Refueler (unread) may let Alice activate Loot's mana exhaust again on her turn,
    though it was activated in an earlier turn: whether {R}{R}{R} is payable is not guessed. With Loot's exhaust
    never activated the Refueler can only allow more, so {R}{R}{R} is payable (CR 609.4b)."""
    refueler = inline("r", "Elvish Refueler", "Creature — Elf Druid", REFUELER_TEXT, "{1}{G}", power="2",
                      toughness="2")
    with pytest.raises(UnsupportedText):
        board(loot(activated_earlier=[3]), refueler, obj("f", "Forest")).is_payable("alice", "{R}{R}{R}")
    assert board(loot(), refueler, obj("f", "Forest")).is_payable("alice", "{R}{R}{R}") is True


# ------------------------------------------------------------------------------------------- CR 702.169 Cases
def test_702_169d_unsolved_case_cant_activate_solved_ability() -> None:
    """CR 702.169d, 719.3c: "Solved — Sacrifice this Case: ..." is activated only if the Case is solved: not while
    unsolved (``solved`` absent), yes once solved."""
    case = inline("c", "Case of the Burning Masks", "Enchantment — Case", BURNING_MASKS_TEXT, "{1}{R}{R}")
    check = board(case).can_activate("c", 2)
    assert not check.legal and rules(check) == {"CR 602.5"}
    assert board({**case, "solved": True}).can_activate("c", 2).legal


@pytest.mark.parametrize(("solved", "payable"), [(False, False), (True, True)])
def test_702_169b_solved_static_applies_only_once_solved(solved: bool, payable: bool) -> None:
    """CR 702.169b, 719.3c: "Solved — Creatures you control get +1/+0" applies only while the Case is solved.
    Selvala (2/3) adds X = the greatest power among Alice's creatures for {G}, {T}; the Forest's {G} pays that, so
    Alice makes X mana: 2 unsolved, not enough for {G}{G}{G}; 3 solved (Selvala is 3/3), enough."""
    b = board(inline("s", "Selvala, Heart of the Wilds", "Legendary Creature — Elf Scout", SELVALA_TEXT,
                     "{1}{G}{G}", power="2", toughness="3"),
              obj("f", "Forest"),
              inline("c", "Case of the Gateway Express", "Enchantment — Case", GATEWAY_TEXT, "{1}{W}",
                     solved=solved))
    assert b.is_payable("alice", "{G}{G}{G}") is payable


# ------------------------------------------------------------------------------------------- CR 702.178 max speed
def raceway() -> dict[str, Any]:
    return inline("r", "Muraganda Raceway", "Land", RACEWAY_TEXT)


@pytest.mark.parametrize(("speed", "payable"), [(None, False), (3, False), (4, True)])
def test_702_178a_max_speed_ability_at_speed_4(speed: int | None, payable: bool) -> None:
    """CR 702.178a, 702.179b, 702.179e: the Raceway has "{T}: Add {C}{C}" only while Alice's speed is 4 (no speed
    when absent): {C}{C} is payable at speed 4 only (else it makes one {C})."""
    b = board(raceway(), alice={} if speed is None else {"speed": speed})
    assert b.is_payable("alice", "{C}{C}") is payable


def test_702_179_speed_is_not_a_counter() -> None:
    """CR 702.179: speed is a value a player has, not a counter (CR 122.1): ``counters: {"speed": 4}`` is refused
    rather than ignored."""
    with pytest.raises(BadRequest) as error:
        board(raceway(), alice={"counters": {"speed": 4}})
    assert error.value.path == "state.players[0].counters.speed"


# ------------------------------------------------------------------------------------- more of CR 113.6m's family
ACCOMPLICE_TEXT = ("{3}{B}, Exile this card from your graveyard: Create a 2/2 black Zombie creature token. Activate "
                   "only as a sorcery.")
JACK_TEXT = ("{1}, {T}, Sacrifice this artifact: Exile up to one target card from a graveyard. Draw a card.\n{1}, "
             "Exile this card from your graveyard: Add one mana of any color.")
STEELING_STANCE_TEXT = ("Creatures you control get +1/+1 until end of turn.\nForecast — {W}, Reveal this card from "
                        "your hand: Target creature gets +1/+1 until end of turn. (Activate only during your upkeep "
                        "and only once each turn.)")
LORIEN_TEXT = ("Draw three cards.\nIslandcycling {1} ({1}, Discard this card: Search your library for an Island "
               "card, reveal it, put it into your hand, then shuffle.)")
SAMUT_TEXT = ("First strike, vigilance, haste\nStart your engines! (If you have no speed, it starts at 1. It "
              "increases once on each of your turns when an opponent loses life. Max speed is 4.)\nOther creatures "
              "you control get +X/+0, where X is your speed.\nNoncreature spells you cast cost {X} less to cast, "
              "where X is your speed.")


def test_113_6m_exile_this_card_from_your_graveyard_is_paid_there() -> None:
    """CR 113.6m, 602.5d: Ghoulcaller's Accomplice's "{3}{B}, Exile this card from your graveyard" works from the
    graveyard, as a sorcery: in Alice's main phase legal_plays lists it, payable by her four Swamps; in her upkeep
    it can't be activated."""
    accomplice = inline("g", "Ghoulcaller's Accomplice", "Creature — Human Rogue", ACCOMPLICE_TEXT, "{1}{B}",
                        power="2", toughness="2", zone="graveyard")
    plays = board(accomplice, *swamps(4)).legal_plays("alice")
    assert [(p["object"], p["ability"]) for p in plays["plays"] if p["object"] == "g"] == [("g", 0)]
    assert plays["complete"] is True
    check = board(accomplice, *swamps(4), step="upkeep").can_activate("g", 0)
    assert not check.legal and rules(check) == {"CR 602.5d"}


def test_702_29e_typecycling_on_a_sorcery_from_the_hand() -> None:
    """CR 702.29e: Lórien Revealed's islandcycling {1} is an activated ability of the card in the hand (not a part
    of the sorcery's effect): legal_plays lists it, payable by a Swamp, beside casting the card ({3}{U}{U}, not
    payable)."""
    lorien = inline("l", "Lórien Revealed", "Sorcery", LORIEN_TEXT, "{3}{U}{U}", zone="hand")
    plays = board(lorien, *swamps(1)).legal_plays("alice")
    assert [(p["play"], p.get("ability")) for p in plays["plays"] if p["object"] == "l"] == [("activate", 1)]


def test_702_57b_forecast_only_during_your_upkeep() -> None:
    """CR 702.57a-b: forecast works from the hand, only during its owner's upkeep: Steeling Stance's is legal in
    Alice's upkeep (a target creature: her Bears), not in her main phase (CR 602.5)."""
    stance = inline("st", "Steeling Stance", "Instant", STEELING_STANCE_TEXT, "{1}{W}{W}", zone="hand")
    bears = obj("gb", "Grizzly Bears")
    assert board(stance, bears, obj("p", "Plains"), step="upkeep").can_activate("st", 1).legal
    check = board(stance, bears, obj("p", "Plains")).can_activate("st", 1)
    assert not check.legal and rules(check) == {"CR 602.5"}


def test_113_6m_a_graveyard_mana_ability_is_never_guessed_in_payments() -> None:
    """CR 113.6m, 605.3a: Jack-o'-Lantern in Alice's graveyard has "{1}, Exile this card from your graveyard: Add
    one mana of any color.", which payments doesn't model: with a Swamp for its {1} it could make {W}, so "no" to
    {W} would be a guess; on the battlefield that ability doesn't work (CR 113.6m), and {W} is not payable."""
    jack = {"name": "Jack-o'-Lantern", "type_line": "Artifact", "oracle_text": JACK_TEXT, "mana_cost": "{1}"}
    with pytest.raises(UnsupportedText) as error:
        board(obj("j", zone="graveyard", **jack), *swamps(1)).is_payable("alice", "{W}")
    assert error.value.path == "state.objects[0]"
    assert board(obj("j", **jack), *swamps(1)).is_payable("alice", "{W}") is False


def test_613_4c_plus_x_where_x_is_your_speed_is_never_guessed() -> None:
    """CR 613.4c, 702.179f: Samut's "Other creatures you control get +X/+0, where X is your speed" is not read;
    Selvala's mana is the greatest power among Alice's creatures (Selvala 2 + 3 at speed 3 is 5, above Samut's
    4), so whether the Forest and Selvala pay {G}{G}{G}{G}{G} is not guessed."""
    b = board(inline("s", "Selvala, Heart of the Wilds", "Legendary Creature — Elf Scout", SELVALA_TEXT,
                     "{1}{G}{G}", power="2", toughness="3"),
              obj("f", "Forest"),
              inline("m", "Samut, the Driving Force", "Legendary Creature — Human Warrior Cleric", SAMUT_TEXT,
                     "{3}{R}{G}{W}", power="4", toughness="5"),
              alice={"speed": 3})
    with pytest.raises(UnsupportedText):
        b.is_payable("alice", "{G}{G}{G}{G}{G}")


@pytest.mark.parametrize(("zone", "legal"), [("graveyard", True), ("exile", True), ("battlefield", False)])
def test_113_6m_mister_immortal_from_the_graveyard_or_from_exile(zone: str, legal: bool) -> None:
    """CR 113.6m: "{2}{G}: Return this card from your graveyard or from exile to the battlefield tapped." works in
    both zones its effect moves it out of, and not on the battlefield."""
    immortal = inline("mi", "Mister Immortal", "Legendary Creature — Mutant Hero",
                      "{2}{G}: Return this card from your graveyard or from exile to the battlefield tapped.", "{1}{G}",
                      power="2", toughness="1", zone=zone)
    check = board(immortal, obj("f", "Forest")).can_activate("mi", 0)
    assert check.legal is legal
    assert rules(check) == (set() if legal else {"CR 113.6m"})


SURVEYOR_TEXT = ("Start your engines! (If you have no speed, it starts at 1. It increases once on each of your turns "
                 "when an opponent loses life. Max speed is 4.)\nDuring your turn, this creature has first strike.\n"
                 "Max speed — {3}, Exile this card from your graveyard: Draw a card.")


@pytest.mark.parametrize(("speed", "listed"), [(4, True), (3, False)])
def test_702_178b_max_speed_ability_from_the_graveyard(speed: int, listed: bool) -> None:
    """CR 702.178a-b, 113.6m: Leonin Surveyor's max speed ability "{3}, Exile this card from your graveyard: Draw a
    card." works from the graveyard, where the card has it while its owner's speed is 4: legal_plays lists it
    (ability 3, after the text's three), payable by three Plains; at speed 3 the card hasn't it."""
    surveyor = inline("sv", "Leonin Surveyor", "Creature — Cat Scout", SURVEYOR_TEXT, "{1}{W}", power="2",
                      toughness="2", zone="graveyard")
    plains = [obj(f"p{i}", "Plains") for i in range(3)]
    plays = board(surveyor, *plains, alice={"speed": speed}).legal_plays("alice")
    assert [(p["object"], p["ability"]) for p in plays["plays"] if p["object"] == "sv"] == (
        [("sv", 3)] if listed else [])
    assert plays["complete"] is True


PENNANT_TEXT = "Equipped creature gets +1/+1 and has vigilance and trample.\nEquip creature token {1}\nEquip {3}"


def test_702_6c_equip_creature_token_targets_only_a_token_of_ones_own() -> None:
    """CR 702.6a, 702.6c: Team Pennant's "Equip creature token {1}" targets a creature token Alice controls: Bob's
    token is no legal target, so with only it the ability can't be activated; with a token of hers it can."""
    pennant = inline("e", "Team Pennant", "Artifact — Equipment", PENNANT_TEXT, "{1}")
    token = {"name": "Soldier", "type_line": "Token Creature — Soldier", "oracle_text": "", "power": "1",
             "toughness": "1", "is_token": True}
    bobs = board(pennant, obj("t", controller="bob", **token), *swamps(1)).can_activate("e", 1)
    assert not bobs.legal and rules(bobs) == {"CR 601.2c"}
    assert board(pennant, obj("t", **token), *swamps(1)).can_activate("e", 1).legal
