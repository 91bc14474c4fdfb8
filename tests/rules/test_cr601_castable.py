"""``castable`` and ``legal_plays`` (issue 14): whether a card may be cast now and for what total cost, and every
play of a player. Expected values are worked out from the cards' Oracle text and the rules cited."""

from __future__ import annotations

from typing import Any

import pytest

from mtgsolver import solve


def obj(oid: str, card: str, controller: str = "alice", **kw: Any) -> dict[str, Any]:
    return {"id": oid, "card": card, "controller": controller, **kw}


def ask(objects: list[dict[str, Any]], *queries: dict[str, Any], **state: Any) -> list[dict[str, Any]]:
    """Answer ``queries`` (ids q0, q1, ...) on a state of alice (the active player) and bob."""
    st = {"active_player": "alice", "players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
          "objects": objects, **state}
    response, _ = solve({"state": st, "queries": [{"id": f"q{i}", **q} for i, q in enumerate(queries)]})
    return response["results"]  # type: ignore[no-any-return]


def castable(objects: list[dict[str, Any]], card: str, player: str = "alice", **state: Any) -> dict[str, Any]:
    (result,) = ask(objects, {"kind": "castable", "player": player, "card": card}, **state)
    assert result["ok"], result
    return result


def options(result: dict[str, Any]) -> dict[str, tuple[str, bool]]:
    return {o["option"]: (o["cost"], o["payable"]) for o in result["options"]}


MOUNTAINS = [obj(f"m{i}", "Mountain") for i in range(3)]


def test_601_2f_thalia_makes_lightning_bolt_cost_one_more() -> None:
    """CR 601.2f: Thalia ("Noncreature spells cost {1} more to cast.") makes Lightning Bolt's total cost {1}{R};
    two Mountains pay it, one doesn't."""
    board = [obj("thalia", "Thalia, Guardian of Thraben", "bob"), obj("bolt", "Lightning Bolt", zone="hand")]
    two = castable([*MOUNTAINS[:2], *board], "bolt")
    assert options(two) == {"mana_cost": ("{1}{R}", True)} and two["castable"]
    one = castable([*MOUNTAINS[:1], *board], "bolt")
    assert options(one) == {"mana_cost": ("{1}{R}", False)} and not one["castable"]


def test_601_2f_reductions_apply_before_trinisphere_raises_the_total() -> None:
    """CR 601.2f: Goblin Electromancer reduces Searing Spear's {1}{R} to {R}; then Trinisphere, an effect that
    directly affects the total cost, raises it to three mana: {2}{R}. Tapped, Trinisphere does nothing: {R}."""
    board = [obj("gob", "Goblin Electromancer"), obj("spear", "Searing Spear", zone="hand")]
    raised = castable([*MOUNTAINS, *board, obj("tri", "Trinisphere", "bob")], "spear")
    assert options(raised) == {"mana_cost": ("{2}{R}", True)}
    tapped = castable([*MOUNTAINS, *board, obj("tri", "Trinisphere", "bob", tapped=True)], "spear")
    assert options(tapped) == {"mana_cost": ("{R}", True)}


def test_702_41a_frogmite_with_four_artifacts_costs_zero() -> None:
    """CR 702.41a, 601.2f: Frogmite ({4}, affinity for artifacts) costs {1} less for each of four artifacts alice
    controls: {0}, payable with no mana (CR 118.5)."""
    rings = [obj(f"r{i}", "Sol Ring", tapped=True) for i in range(4)]
    result = castable([*rings, obj("frog", "Frogmite", zone="hand")], "frog")
    assert options(result) == {"mana_cost": ("{0}", True)} and result["castable"]


def test_702_66a_treasure_cruise_delves_five_cards() -> None:
    """CR 702.66a: Treasure Cruise's total cost is {7}{U}; five cards exiled from the graveyard pay {5}, so three
    Islands pay the rest ({2}{U}) and two don't."""
    graveyard = [obj(f"g{i}", "Grizzly Bears", zone="graveyard") for i in range(5)]
    islands = [obj(f"i{i}", "Island") for i in range(3)]
    (three,) = ask([*islands, *graveyard, obj("tc", "Treasure Cruise", zone="hand")],
                   {"kind": "castable", "player": "alice", "card": "tc", "mode": "best"})
    (row,) = three["options"]
    assert (row["cost"], row["pay_with"], row["payable"]) == ("{7}{U}", ["delve"], True)
    (payment,) = row["payments"]
    assert (payment["delved"], len(payment["activations"])) == (5, 3)
    two = castable([*islands[:2], *graveyard, obj("tc", "Treasure Cruise", zone="hand")], "tc")
    assert two["options"][0]["payable"] is False


BOLT_ON_STACK = {"stack": [{"id": "bolt", "kind": "spell", "source": "bolt_card", "controller": "bob",
                            "targets": ["alice"]}]}


def test_118_9_force_of_will_alternative_cost_needs_a_blue_card_in_hand() -> None:
    """CR 118.9, 601.2h: Force of Will may be cast by paying 1 life and exiling a blue card from alice's hand
    rather than its mana cost {3}{U}{U}; with Counterspell (blue) in hand and no land, that way is payable; with
    only Lightning Bolt (red) in hand it is not, and neither is the mana cost."""
    base = [obj("fow", "Force of Will", zone="hand"), obj("bolt_card", "Lightning Bolt", "bob", zone="stack")]
    blue = castable([*base, obj("cs", "Counterspell", zone="hand")], "fow", **BOLT_ON_STACK)
    assert options(blue) == {"mana_cost": ("{3}{U}{U}", False),
                             "alternative": ("Pay 1 life, Exile a blue card from your hand", True)}
    assert blue["castable"]
    red = castable([*base, obj("lb", "Lightning Bolt", zone="hand")], "fow", **BOLT_ON_STACK)
    assert options(red)["alternative"][1] is False and not red["castable"]


def test_117_1a_an_instant_any_time_with_priority_a_sorcery_only_in_its_own_main_phase() -> None:
    """CR 117.1a, 307.1: on alice's turn with bob's Lightning Bolt on the stack, bob's Counterspell (an instant)
    can be cast; bob's Divination (a sorcery) can't, nor can alice's while the stack holds a spell; with an empty
    stack in her main phase alice's Divination can be cast, and not in her upkeep."""
    islands = [obj(f"i{i}", "Island", "bob") for i in range(3)] + [obj(f"a{i}", "Island") for i in range(3)]
    cards = [obj("bolt_card", "Lightning Bolt", "bob", zone="stack"), obj("cs", "Counterspell", "bob", zone="hand"),
             obj("div", "Divination", "bob", zone="hand"), obj("mydiv", "Divination", zone="hand")]
    assert castable([*islands, *cards], "cs", "bob", **BOLT_ON_STACK)["castable"]
    sorcery = castable([*islands, *cards], "div", "bob", **BOLT_ON_STACK)
    assert not sorcery["castable"] and [r["rule"] for r in sorcery["reasons"]] == ["CR 117.1a"]
    assert not castable([*islands, *cards], "mydiv", **BOLT_ON_STACK)["castable"]
    empty = [*islands, *cards[1:]]
    assert castable(empty, "mydiv")["castable"]
    assert not castable(empty, "mydiv", turn={"step": "upkeep"})["castable"]


def test_117_1a_only_the_player_with_priority_casts() -> None:
    """CR 117.1a: when the state says bob holds priority, alice can't cast even an instant."""
    result = castable([*MOUNTAINS, obj("bolt", "Lightning Bolt", zone="hand")], "bolt", turn={"priority": "bob"})
    assert not result["castable"] and result["reasons"][0]["rule"] == "CR 117.1a"


def test_702_61a_split_second_on_the_stack_stops_casting() -> None:
    """CR 702.61a: while Sudden Shock (split second) is on the stack, Lightning Bolt can't be cast."""
    board = [*MOUNTAINS, obj("shock", "Sudden Shock", "bob", zone="stack"), obj("bolt", "Lightning Bolt", zone="hand")]
    stack = [{"id": "s", "kind": "spell", "source": "shock", "controller": "bob", "targets": ["alice"]}]
    result = castable(board, "bolt", stack=stack)
    assert not result["castable"] and [r["rule"] for r in result["reasons"]] == ["CR 702.61a"]


def test_702_33a_kicked_burst_lightning_is_a_second_option() -> None:
    """CR 702.33a, 601.2f: Burst Lightning may be cast for {R} or kicked for {R} plus {4}: with three Mountains the
    first is payable and the kicked one ({4}{R}, five mana) is not."""
    result = castable([*MOUNTAINS, obj("burst", "Burst Lightning", zone="hand")], "burst")
    assert options(result) == {"mana_cost": ("{R}", True), "kicked": ("{4}{R}", False)}


def test_118_9d_thalia_increases_an_alternative_cost() -> None:
    """CR 118.9d, 601.2f: Fireblast's alternative cost (sacrifice two Mountains) is increased by Thalia to {1} plus
    the sacrifice; with three Mountains it is payable (one taps for {1}, two are sacrificed)."""
    result = castable([*MOUNTAINS, obj("thalia", "Thalia, Guardian of Thraben", "bob"),
                       obj("fb", "Fireblast", zone="hand")], "fb")
    assert options(result)["alternative"] == ("{1}, Sacrifice two Mountains", True)


def test_305_1_a_land_is_played_not_cast() -> None:
    """CR 305.1: a land card can't be cast."""
    result = castable([obj("forest", "Forest", zone="hand")], "forest")
    assert not result["castable"] and result["reasons"][0]["rule"] == "CR 305.1"


def test_702_34a_flashback_casts_from_the_graveyard_only() -> None:
    """CR 702.34a, 601.3: Think Twice in the graveyard can be cast only by its flashback cost {2}{U}; in the hand
    only by its mana cost {1}{U}."""
    islands = [obj(f"i{i}", "Island") for i in range(3)]
    graveyard = castable([*islands, obj("tt", "Think Twice", zone="graveyard")], "tt")
    assert options(graveyard) == {"flashback": ("{2}{U}", True)}
    hand = castable([*islands, obj("tt", "Think Twice", zone="hand")], "tt")
    assert options(hand) == {"mana_cost": ("{1}{U}", True)}


def test_601_3_a_card_in_the_library_cant_be_cast() -> None:
    """CR 601.3: no rule allows casting Lightning Bolt from the library."""
    result = castable([*MOUNTAINS, obj("bolt", "Lightning Bolt", zone="library")], "bolt")
    assert not result["castable"] and result["reasons"][0]["rule"] == "CR 601.3"


def test_601_2c_a_spell_with_no_legal_target_cant_be_cast() -> None:
    """CR 601.2c: Counterspell with an empty stack has no legal target."""
    result = castable([obj("i0", "Island"), obj("i1", "Island"), obj("cs", "Counterspell", zone="hand")], "cs")
    assert not result["castable"] and result["options"][0]["reasons"][0]["rule"] == "CR 601.2c"


def test_never_guessed_an_unread_line_about_casting_is_unsupported() -> None:
    """Contract "never guessed": Gaddock Teeg's prohibition is not read, so whether a spell can be cast is
    ``unsupported_text`` at Teeg; overload (Cyclonic Rift) is not modelled, so at the card."""
    (teeg,) = ask([*MOUNTAINS, obj("teeg", "Gaddock Teeg", "bob"), obj("bolt", "Lightning Bolt", zone="hand")],
                  {"kind": "castable", "player": "alice", "card": "bolt"})
    assert teeg["error"]["code"] == "unsupported_text" and teeg["error"]["path"] == "state.objects[3]"
    (rift,) = ask([*MOUNTAINS, obj("rift", "Cyclonic Rift", zone="hand")],
                  {"kind": "castable", "player": "alice", "card": "rift"})
    assert rift["error"]["code"] == "unsupported_text" and rift["error"]["path"] == "state.objects[3]"


@pytest.mark.parametrize(("lands_played", "allowed"), [(0, True), (1, False)])
def test_305_2_one_land_a_turn_in_legal_plays(lands_played: int, allowed: bool) -> None:
    """CR 305.2, 117.1a: legal_plays lists playing the Forest in hand while alice has played no land this turn,
    and not after she has played one; Lightning Bolt is castable with a Mountain; Divination is not payable."""
    (plays,) = ask([obj("m", "Mountain"), obj("forest", "Forest", zone="hand"), obj("bolt", "Lightning Bolt",
                                                                                  zone="hand"),
                    obj("div", "Divination", zone="hand")],
                   {"kind": "legal_plays", "player": "alice"}, turn={"lands_played_this_turn": lands_played})
    allowed_plays = {(p["play"], p["object"]) for p in plays["plays"]}
    assert (("play_land", "forest") in allowed_plays) is allowed
    assert ("cast", "bolt") in allowed_plays and ("cast", "div") not in allowed_plays
    assert plays["complete"] and not plays["unknown"]


def test_305_2_an_unread_land_permission_leaves_the_land_play_unknown() -> None:
    """CR 305.2, never guessed: Exploration ("You may play an additional land on each of your turns.") changes how
    many lands alice may play and is not read, so after one land played her Forest is neither allowed nor refused:
    it is in ``unknown`` (at Exploration) and the list is not complete; Lightning Bolt is still castable."""
    (plays,) = ask([obj("m", "Mountain"), obj("x", "Exploration"), obj("forest", "Forest", zone="hand"),
                    obj("bolt", "Lightning Bolt", zone="hand")],
                   {"kind": "legal_plays", "player": "alice"}, turn={"lands_played_this_turn": 1})
    assert [(u["object"], u["error"]["code"], u["error"]["path"]) for u in plays["unknown"]] == [
        ("forest", "unsupported_text", "state.objects[1]")]
    assert not plays["complete"]
    assert ("cast", "bolt") in {(p["play"], p["object"]) for p in plays["plays"]}
    assert "forest" not in {p["object"] for p in plays["plays"] + plays["others"]}


def test_601_2f_a_cost_changer_in_hand_is_cast_like_any_card() -> None:
    """CR 601.2f, 604.1: Sapphire Medallion's "Blue spells you cast cost {1} less to cast" and Thalia's "Noncreature
    spells cost {1} more to cast" work from the battlefield; in the hand they change nothing about casting the card
    itself: the Medallion costs {2}, Thalia {1}{W}."""
    board = [obj("p0", "Plains"), obj("p1", "Plains"), obj("medallion", "Sapphire Medallion", zone="hand"),
             obj("thalia", "Thalia, Guardian of Thraben", zone="hand")]
    assert options(castable(board, "medallion")) == {"mana_cost": ("{2}", True)}
    assert options(castable(board, "thalia")) == {"mana_cost": ("{1}{W}", True)}


def test_601_2c_an_option_is_legal_and_payable_apart() -> None:
    """CR 601.2c, 601.2h: Counterspell with an empty stack and two Islands: its cost can be paid ({U}{U}) but it
    has no legal target, so the option is payable, not legal, and the card is not castable."""
    result = castable([obj("i0", "Island"), obj("i1", "Island"), obj("cs", "Counterspell", zone="hand")], "cs")
    (row,) = result["options"]
    assert (row["legal"], row["payable"], result["castable"]) == (False, True, False)
    assert [r["rule"] for r in row["reasons"]] == ["CR 601.2c"]


def test_601_2c_the_only_reason_inside_an_option_is_the_answers_reason_too() -> None:
    """CR 601.2c, contract "reasons" (as payments gives its own): Counterspell ("Counter target spell.") with an
    empty stack has no legal target, which stops its one option, so the answer's top-level reasons hold that
    reason, once."""
    result = castable([obj("i0", "Island"), obj("i1", "Island"), obj("cs", "Counterspell", zone="hand")], "cs")
    assert not result["castable"]
    assert result["reasons"] == result["options"][0]["reasons"]
    assert [r["rule"] for r in result["reasons"]] == ["CR 601.2c"]


def test_601_2h_a_reason_shared_by_every_option_is_the_answers_once() -> None:
    """CR 601.2h, 702.33a, 115.4: Burst Lightning ({R}, kicker {4}, "deals 2 damage to any target") with no land:
    a player is always a legal target, so both options are legal, but neither {R} nor {4}{R} can be paid, both for
    want of the same {R}: that one reason stops both options, and it is the answer's reason, listed once."""
    result = castable([obj("burst", "Burst Lightning", zone="hand")], "burst")
    plain, kicked = result["options"]
    assert not result["castable"] and plain["legal"] and kicked["legal"]
    assert not plain["payable"] and not kicked["payable"]
    assert len(plain["reasons"]) == 1 and plain["reasons"] == kicked["reasons"] == result["reasons"]


def test_601_2f_a_castable_card_has_no_reasons() -> None:
    """CR 601.2f: two Islands pay Think Twice's {1}{U} in the hand, so it is castable and nothing stops it."""
    result = castable([obj("i0", "Island"), obj("i1", "Island"), obj("tt", "Think Twice", zone="hand")], "tt")
    assert result["castable"] and result["reasons"] == []


def test_715_3_an_adventurer_card_is_never_guessed() -> None:
    """CR 715.3, 709.3: Bonecrusher Giant may be cast as its Adventure, Stomp, whose text the card data doesn't
    hold (only the first face's), so whether and how it can be cast is ``unsupported_text``; Delver of Secrets (a
    transforming double-faced card, cast only as its front face, CR 712.8) is answered."""
    (giant,) = ask([*MOUNTAINS, obj("giant", "Bonecrusher Giant", zone="hand")],
                   {"kind": "castable", "player": "alice", "card": "giant"})
    assert giant["error"]["code"] == "unsupported_text"
    delver = castable([obj("i0", "Island"), obj("delver", "Delver of Secrets", zone="hand")], "delver")
    assert options(delver) == {"mana_cost": ("{U}", True)}


def test_502_4_nothing_is_cast_or_activated_in_the_untap_step() -> None:
    """CR 502.4: no player receives priority during the untap step, so Lightning Bolt can't be cast and Prodigal
    Sorcerer's ability can't be activated, even with the state saying alice holds priority."""
    board = [*MOUNTAINS, obj("bolt", "Lightning Bolt", zone="hand"), obj("pyro", "Prodigal Sorcerer")]
    untap = {"step": "untap", "priority": "alice"}
    result = castable(board, "bolt", turn=untap)
    assert not result["castable"] and result["reasons"][0]["rule"] == "CR 502.4"
    (check,) = ask(board, {"kind": "can_activate", "object": "pyro", "ability": 0}, turn=untap)
    assert not check["legal"] and "CR 502.4" in [r["rule"] for r in check["reasons"]]


def test_601_2c_unread_targets_of_an_instant_are_never_guessed() -> None:
    """CR 601.2c: Surgical Extraction ("Choose target card in a graveyard other than a basic land card. ...") has
    a target phrase the reader doesn't understand, so whether it has a legal target is not known:
    ``unsupported_text``, never "castable"."""
    (result,) = ask([obj("sx", "Surgical Extraction", zone="hand")],
                    {"kind": "castable", "player": "alice", "card": "sx"})
    assert result["error"]["code"] == "unsupported_text"


def test_302_6_a_creature_that_entered_this_turn_is_summoning_sick() -> None:
    """CR 302.6: Llanowar Elves that entered this turn hasn't been controlled since the turn began, whatever
    ``summoning_sick`` says, so it can't tap for {G}."""
    (check,) = ask([obj("elves", "Llanowar Elves", entered_this_turn=True)],
                   {"kind": "can_activate", "object": "elves", "ability": 0})
    assert not check["legal"] and [r["rule"] for r in check["reasons"]] == ["CR 302.6"]


def test_107_3a_the_largest_payable_x() -> None:
    """CR 107.3a, 601.2f: Blaze ({X}{R}) under Thalia costs {X}{R} plus {1}; six Mountains pay it up to X = 4
    (4 + 1 + 1 = 6 mana). Without an x in the query the option gives ``max_x`` 4."""
    board = [obj(f"m{i}", "Mountain") for i in range(6)]
    board += [obj("thalia", "Thalia, Guardian of Thraben", "bob"), obj("blaze", "Blaze", zone="hand")]
    (row,) = castable(board, "blaze")["options"]
    assert row["max_x"] == 4 and row["payable"]


def test_903_8_a_commander_is_cast_from_the_command_zone_with_its_tax() -> None:
    """CR 903.8: a commander (Llanowar Elves here) cast twice from the command zone before costs {G} plus {2} for
    each of those casts: {4}{G}, payable with five Forests and not with four; a card in the command zone that isn't
    a commander can't be cast from there (CR 601.3)."""
    forests = [obj(f"f{i}", "Forest") for i in range(5)]
    commander = obj("cmd", "Llanowar Elves", zone="command", commander_casts=2)
    assert options(castable([*forests, commander], "cmd")) == {"mana_cost": ("{4}{G}", True)}
    assert options(castable([*forests[:4], commander], "cmd")) == {"mana_cost": ("{4}{G}", False)}
    other = castable([*forests, obj("x", "Llanowar Elves", zone="command")], "x")
    assert not other["castable"] and other["reasons"][0]["rule"] == "CR 601.3"


def test_601_2c_an_unread_restriction_on_targets_leaves_castable_unknown() -> None:
    """CR 601.2c, 115.1: Doom Blade ("Destroy target nonblack creature.") can be cast only with a legal target.
    Bob's only creature is enchanted by Shielding Plax ("Enchanted creature can't be the target of spells or
    abilities your opponents control."), a line the reader leaves unread, so whether Doom Blade has a target is
    not known: ``unsupported_text`` at the Aura, never a guessed ``castable``, and ``legal_plays`` lists the cast
    as unknown (not complete). Without the Aura, the Bears are a legal target and Doom Blade is castable."""
    board = [obj("s1", "Swamp"), obj("s2", "Swamp"), obj("db", "Doom Blade", zone="hand"),
             obj("bears", "Grizzly Bears", "bob")]
    assert castable(board, "db")["castable"]
    guarded, plays = ask([*board, obj("plax", "Shielding Plax", "bob", attached_to="bears")],
                         {"kind": "castable", "player": "alice", "card": "db"},
                         {"kind": "legal_plays", "player": "alice"})
    assert not guarded["ok"] and guarded["error"]["code"] == "unsupported_text"
    assert guarded["error"]["path"] == "state.objects[4]"
    assert plays["ok"] and not plays["complete"] and [u["object"] for u in plays["unknown"]] == ["db"]
    assert all(p.get("object") != "db" for p in plays["plays"])


def test_903_8_legal_plays_lists_casting_the_commander_from_the_command_zone() -> None:
    """CR 903.8, 601.3: a commander may be cast from the command zone, so legal_plays lists casting it like a card
    in hand: Llanowar Elves never cast before ({G}, no tax) with a Forest is a legal, payable cast; a card in the
    command zone that isn't a commander is not a play."""
    (plays,) = ask([obj("f", "Forest"), obj("cmd", "Llanowar Elves", zone="command", commander_casts=0),
                    obj("x", "Grizzly Bears", zone="command")], {"kind": "legal_plays", "player": "alice"})
    casts = [(p["object"], p["cost"]) for p in plays["plays"] if p["play"] == "cast"]
    assert casts == [("cmd", "{G}")] and plays["complete"]
    assert all(p["object"] != "x" for p in plays["others"])


def test_601_3_an_unread_permission_to_cast_from_the_graveyard_leaves_legal_plays_incomplete() -> None:
    """CR 601.3, 702.34a: Lier ("Each instant and sorcery card in your graveyard has flashback. The flashback
    cost is equal to that card's mana cost.") would let alice cast the Lightning Bolt in her graveyard; the line is
    not read, so legal_plays lists the Bolt as unknown and is not complete, never silently without it. Without
    Lier the Bolt, which has no flashback of its own, is no play and the list is complete."""
    board = [obj("m", "Mountain"), obj("bolt", "Lightning Bolt", zone="graveyard"), obj("ogre", "Gray Ogre", "bob")]
    (alone,) = ask(board, {"kind": "legal_plays", "player": "alice"})
    assert alone["complete"] and all(p["object"] != "bolt" for p in alone["plays"] + alone["others"])
    (lier,) = ask([*board, obj("lier", "Lier, Disciple of the Drowned")], {"kind": "legal_plays", "player": "alice"})
    assert not lier["complete"] and [u["object"] for u in lier["unknown"]] == ["bolt"]


def test_113_6c_a_cards_own_sentence_off_the_battlefield_is_never_guessed_for_casting() -> None:
    """CR 113.6c, 601.2f: Grist ("As long as Grist isn't on the battlefield, it's a 1/1 Insect creature in addition
    to its other types.") is a creature spell when cast, so Thalia's "Noncreature spells cost {1} more" wouldn't
    apply to it; the sentence is not read, so whether and for what Grist can be cast is ``unsupported_text`` at
    Grist, never the noncreature cost {2}{B}{G}."""
    (grist,) = ask([obj("f", "Forest"), obj("s1", "Swamp"), obj("s2", "Swamp"),
                    obj("thalia", "Thalia, Guardian of Thraben", "bob"),
                    obj("g", "Grist, the Hunger Tide", zone="hand")],
                   {"kind": "castable", "player": "alice", "card": "g"})
    assert not grist["ok"] and grist["error"]["code"] == "unsupported_text"
    assert grist["error"]["path"] == "state.objects[4]"


def test_601_3_an_unread_line_that_names_no_graveyard_leaves_graveyard_cards_out() -> None:
    """CR 601.3: a card in a graveyard is cast only when a rule or effect allows it. Gaddock Teeg's prohibition
    ("Noncreature spells with mana value 4 or greater can't be cast. ...", not read) could only stop casting; it
    can't let alice cast the Lightning Bolt in her graveyard, which has no flashback: the Bolt is no play and not
    unknown, and the list stays complete."""
    (plays,) = ask([obj("m", "Mountain"), obj("bolt", "Lightning Bolt", zone="graveyard"),
                    obj("teeg", "Gaddock Teeg", "bob")], {"kind": "legal_plays", "player": "alice"})
    assert plays["complete"] and not plays["unknown"]
    assert all(p["object"] != "bolt" for p in plays["plays"] + plays["others"])


def test_613_1f_thalia_without_abilities_taxes_nothing() -> None:
    """CR 613.1f, 601.2f: Imprisoned in the Moon on Bob's Thalia takes her abilities, "Noncreature spells cost {1}
    more to cast." among them: Lightning Bolt costs {R}, and Alice's one Mountain pays it."""
    result = castable([obj("bolt", "Lightning Bolt", zone="hand"), obj("m", "Mountain"),
                       obj("t", "Thalia, Guardian of Thraben", "bob"), obj("moon", "Imprisoned in the Moon",
                                                                           attached_to="t")], "bolt")
    assert options(result) == {"mana_cost": ("{R}", True)}


def test_115_3_fall_of_the_hammer_needs_two_different_creatures() -> None:
    """CR 601.2c, 115.3: Fall of the Hammer's "another target creature" can't be the creature Alice's first target
    names: with only her Grizzly Bears it can't be cast (two Mountains pay {1}{R}); with Bob's Bears too, it can."""
    spell = [obj("f", "Fall of the Hammer", zone="hand"), obj("m1", "Mountain"), obj("m2", "Mountain"),
             obj("b", "Grizzly Bears")]
    alone = castable(spell, "f")
    assert alone["castable"] is False and [r["rule"] for r in alone["reasons"]] == ["CR 601.2c"]
    assert castable([*spell, obj("c", "Grizzly Bears", "bob")], "f")["castable"] is True


def test_601_2c_x_target_creatures_needs_x_of_them() -> None:
    """CR 601.2b-c, 107.3a: Curse of the Swine with X = 1 needs one target creature: with none on the board it
    can't be cast (five Islands pay {1}{U}{U}); with Bob's Grizzly Bears it can; with X = 0 it needs none."""
    islands = [obj(f"i{k}", "Island") for k in range(5)]
    curse = obj("s", "Curse of the Swine", zone="hand")
    (none,) = ask([curse, *islands], {"kind": "castable", "player": "alice", "card": "s", "x": 1})
    assert none["castable"] is False and [r["rule"] for r in none["reasons"]] == ["CR 601.2c"]
    (one,) = ask([curse, *islands, obj("c", "Grizzly Bears", "bob")],
                 {"kind": "castable", "player": "alice", "card": "s", "x": 1})
    assert one["castable"] is True
    (zero,) = ask([curse, *islands], {"kind": "castable", "player": "alice", "card": "s", "x": 0})
    assert zero["castable"] is True


def test_601_2b_announced_halves_before_a_reduction_are_never_guessed() -> None:
    """CR 601.2b, 601.2f, 118.7a: how each {2/W} of Spectral Procession is paid is announced before Pearl
    Medallion's "{1} less" applies ({2}{W}{W} then costs {1}{W}{W}), and Gut Shot's {R/P} before Trinisphere counts
    its mana: those choices are not tried, so the answers are unsupported_text at the card, never a guess. Kitchen
    Finks' {G/W} halves are one mana whichever is chosen: Trinisphere leaves its three-mana cost as it is, and three
    Forests pay it."""
    lands = [obj("p1", "Plains"), obj("p2", "Plains"), obj("i", "Island")]
    (procession,) = ask([obj("s", "Spectral Procession", zone="hand"), obj("pm", "Pearl Medallion"), *lands],
                        {"kind": "castable", "player": "alice", "card": "s"})
    assert procession["error"]["code"] == "unsupported_text" and procession["error"]["path"] == "state.objects[0]"
    (shot,) = ask([obj("g", "Gut Shot", zone="hand"), obj("t", "Trinisphere", "bob"), *MOUNTAINS[:2]],
                  {"kind": "castable", "player": "alice", "card": "g"})
    assert shot["error"]["code"] == "unsupported_text" and shot["error"]["path"] == "state.objects[0]"
    finks = castable([obj("k", "Kitchen Finks", zone="hand"), obj("t", "Trinisphere", "bob"),
                      *[obj(f"f{n}", "Forest") for n in range(3)]], "k")
    assert options(finks) == {"mana_cost": ("{1}{G/W}{G/W}", True)}
