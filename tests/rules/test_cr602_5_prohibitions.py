"""CR 602.5, 101.2, 605.3a, 602.2b with 601.2f, 609.4b, 119.4: static abilities about activating abilities, applied
in ``can_activate``, ``activatable``, ``legal_plays`` and ``payments`` alike.

* Prohibitions: "Activated abilities of <group> can't be activated [unless they're mana abilities]" (Karn, the
  Great Creator; Null Rod; Damping Matrix; Cursed Totem), on an enchanted permanent (Arrest), by chosen name
  (Pithing Needle, Phyrexian Revoker). A mana ability is an activated ability (CR 605.1a), so a prohibition that
  covers it keeps it out of payments too (CR 605.3a); "unless they're mana abilities" spares it.
* Cost changes (CR 602.2b: the total cost of CR 601.2f): Thran Portal's extra life, Tithe Taker's {1} on its
  controller's turn, Heartstone's reduction that can't go below one mana, Blossoming Tortoise's reduction of a
  land's mana ability, Suppression Field's increase that spares mana abilities.
* "Spend as though" for activation costs (CR 609.4b): Quicksilver Elemental.

Cards are registry cards (their current Oracle text, from the bundled corpus); every value below is worked out
from that text and the rules cited.
"""

from __future__ import annotations

from typing import Any

import pytest
from mtgsolver.model.errors import UnsupportedText

from mtgsolver import Board
from tests.helpers import obj


def board(*objects: dict[str, Any], active: str = "alice", alice_life: int = 20) -> Board:
    return Board.from_json({"active_player": active,
                            "players": [{"id": "alice", "life": alice_life}, {"id": "bob", "life": 20}],
                            "objects": list(objects)})


def rules_of(reasons: Any) -> list[str]:
    return [r["rule"] if isinstance(r, dict) else r.rule for r in reasons]


def test_602_5_karn_stops_bobs_sol_ring_but_not_alices() -> None:
    """Karn, the Great Creator (Alice's): "Activated abilities of artifacts your opponents control can't be
    activated." Bob is Alice's opponent: his Sol Ring's mana ability can't be activated, so it can't pay his {C}
    (CR 605.3a), and the reason names Karn (CR 602.5); Alice's own Sol Ring is not an opponent's artifact and pays
    her {C}."""
    b = board(obj("karn", "Karn, the Great Creator"), obj("ring_b", "Sol Ring", controller="bob"),
              obj("ring_a", "Sol Ring"))
    assert b.is_payable("alice", "{C}")
    answer = b.ask("payments", player="bob", cost="{C}")
    assert answer["payable"] is False
    assert [(r["rule"], r["objects"]) for r in answer["reasons"]] == [("CR 602.5", ["karn", "ring_b"])]
    check = b.can_activate("ring_b", 0)
    assert not check.legal and rules_of(check.reasons) == ["CR 602.5"] and "karn" in check.reasons[0].objects
    assert b.can_activate("ring_a", 0).legal
    assert [(r.object, r.legal) for r in b.activatable("bob")] == [("ring_b", False)]


def test_602_5_karn_on_bobs_turn_still_stops_bob() -> None:
    """CR 602.5 has no turn in it: Karn's prohibition holds on Bob's own turn too."""
    b = board(obj("karn", "Karn, the Great Creator"), obj("ring_b", "Sol Ring", controller="bob"), active="bob")
    assert not b.is_payable("bob", "{C}")


def test_602_5_damping_matrix_spares_mana_abilities() -> None:
    """Damping Matrix: "Activated abilities of artifacts and creatures can't be activated unless they're mana
    abilities." Prodigal Sorcerer's "{T}: ... 1 damage to any target" is a creature's non-mana ability: stopped
    (CR 602.5). Llanowar Elves' "{T}: Add {G}." is a mana ability (CR 605.1a): still activatable, and it pays {G}.
    Mind Stone's draw ability is stopped, its "{T}: Add {C}." is not."""
    b = board(obj("matrix", "Damping Matrix", controller="bob"), obj("sorcerer", "Prodigal Sorcerer"),
              obj("elves", "Llanowar Elves"), obj("stone", "Mind Stone"))
    sorcerer = b.can_activate("sorcerer", 0)
    assert not sorcerer.legal and rules_of(sorcerer.reasons) == ["CR 602.5"]
    assert "matrix" in sorcerer.reasons[0].objects
    assert b.can_activate("elves", 0).legal
    assert b.is_payable("alice", "{G}{C}")
    assert b.can_activate("stone", 0).legal
    assert not b.can_activate("stone", 1).legal


def test_109_2_cursed_totem_covers_creatures_on_the_battlefield_only() -> None:
    """Cursed Totem: "Activated abilities of creatures can't be activated." A creature is a creature permanent
    (CR 109.2: a card type without "card" means a permanent on the battlefield), so Llanowar Elves on the battlefield
    can't tap for {G} (CR 605.3a), but Elvish Spirit Guide in Alice's hand, a creature card, can still be exiled
    for {G} (CR 113.6m)."""
    totem = obj("totem", "Cursed Totem", controller="bob")
    b = board(totem, obj("elves", "Llanowar Elves"))
    assert not b.is_payable("alice", "{G}")
    b = board(totem, obj("guide", "Elvish Spirit Guide", zone="hand"))
    assert b.is_payable("alice", "{G}")


def test_602_5_arrest_stops_only_the_enchanted_creature() -> None:
    """Arrest: "Enchanted creature can't attack or block, and its activated abilities can't be activated." On one
    of two Llanowar Elves: that one's mana ability can't be activated (no "unless they're mana abilities"), so
    Alice can pay {G} but not {G}{G}; the reason names Arrest and the enchanted Elves (CR 602.5, 605.3a)."""
    b = board(obj("elf1", "Llanowar Elves"), obj("elf2", "Llanowar Elves"),
              obj("arrest", "Arrest", controller="bob", attached_to="elf1"))
    assert b.is_payable("alice", "{G}")
    answer = b.ask("payments", player="alice", cost="{G}{G}")
    assert answer["payable"] is False
    assert [(r["rule"], r["objects"]) for r in answer["reasons"]] == [("CR 602.5", ["arrest", "elf1"])]
    assert not b.can_activate("elf1", 0).legal
    assert b.can_activate("elf2", 0).legal


def test_602_5_pithing_needle_naming_sol_ring_spares_its_mana_ability() -> None:
    """Pithing Needle: "Activated abilities of sources with the chosen name can't be activated unless they're mana
    abilities." Naming Sol Ring, whose only ability is a mana ability: Sol Ring still pays {C}{C}. Naming Mind
    Stone: its draw ability is stopped, its mana ability is not."""
    b = board(obj("needle", "Pithing Needle", controller="bob", chosen={"name": "Sol Ring"}),
              obj("ring", "Sol Ring"))
    assert b.is_payable("alice", "{C}{C}")
    assert b.can_activate("ring", 0).legal
    b = board(obj("needle", "Pithing Needle", controller="bob", chosen={"name": "Mind Stone"}),
              obj("stone", "Mind Stone"))
    assert b.can_activate("stone", 0).legal
    draw = b.can_activate("stone", 1)
    assert not draw.legal and rules_of(draw.reasons) == ["CR 602.5"] and "needle" in draw.reasons[0].objects


def test_602_5_phyrexian_revoker_naming_sol_ring_stops_its_mana() -> None:
    """Phyrexian Revoker: "Activated abilities of sources with the chosen name can't be activated." (no exception
    for mana abilities): naming Sol Ring, Sol Ring can't pay {C} (CR 605.3a)."""
    b = board(obj("revoker", "Phyrexian Revoker", controller="bob", chosen={"name": "Sol Ring"}),
              obj("ring", "Sol Ring"))
    assert not b.is_payable("alice", "{C}")
    assert not b.can_activate("ring", 0).legal


def test_602_5_pithing_needle_without_a_chosen_name_is_never_guessed() -> None:
    """The name is chosen as Pithing Needle enters; a state that doesn't give it leaves unknown whether Mind
    Stone's draw ability is stopped: ``unsupported_text`` at the Needle's ``chosen``. Its mana abilities are spared
    whatever the name, so payments are still answered."""
    b = board(obj("needle", "Pithing Needle", controller="bob"), obj("stone", "Mind Stone"))
    with pytest.raises(UnsupportedText) as error:
        b.can_activate("stone", 1)
    assert error.value.path == "state.objects[0].chosen"
    assert b.is_payable("alice", "{C}")


def test_119_4_thran_portal_mana_ability_costs_one_more_life() -> None:
    """Thran Portal: "Mana abilities of this land cost an additional 1 life to activate." (CR 602.2b, 601.2f). At
    1 life Alice can pay 1 life (CR 119.4: a life total of at least the payment), so the Island Portal pays {U}
    and the payment pays 1 life; at 0 life she can't, so {U} is unpayable (CR 119.4), and ``can_activate`` says
    so."""
    portal = obj("portal", "Thran Portal", chosen={"basic_land_type": "Island"})
    one = board(portal, alice_life=1).ask("payments", player="alice", cost="{U}")
    assert one["payable"] is True and [p["life"] for p in one["payments"]] == [1]
    zero = board(portal, alice_life=0)
    answer = zero.ask("payments", player="alice", cost="{U}")
    assert answer["payable"] is False and rules_of(answer["reasons"]) == ["CR 119.4"]
    check = zero.can_activate("portal", 0)
    assert not check.legal and rules_of(check.reasons) == ["CR 119.4"]


def test_602_2b_thran_portal_changes_only_its_own_mana_abilities() -> None:
    """"Mana abilities of this land": an Island beside Thran Portal costs no life, so at 0 life Alice still pays
    {U} with the Island."""
    b = board(obj("portal", "Thran Portal", chosen={"basic_land_type": "Island"}), obj("island", "Island"),
              alice_life=0)
    answer = b.ask("payments", player="alice", cost="{U}")
    assert [(p["activations"][0]["object"], p["life"]) for p in answer["payments"]] == [("island", 0)]


def test_602_2b_tithe_taker_raises_bobs_ability_on_alices_turn() -> None:
    """Tithe Taker (Alice's): "During your turn, ... abilities your opponents activate cost {1} more to activate
    unless they're mana abilities." Bob's Mind Stone draw ability ("{1}, {T}, Sacrifice this artifact: Draw a
    card.") costs {2}, {T}, sacrifice on Alice's turn: with one Mountain Bob can't pay it (Mind Stone's {T} is part
    of the cost, so it can't also tap for mana, CR 118.3); on Bob's turn it costs {1} and the Mountain pays. Mind
    Stone's and the Mountain's mana abilities cost no more either way."""
    objects = (obj("taker", "Tithe Taker"), obj("stone", "Mind Stone", controller="bob"),
               obj("mountain", "Mountain", controller="bob"))

    def payable(active: str) -> dict[tuple[str, int], bool]:
        return {(r.object, r.ability): r.payable for r in board(*objects, active=active).activatable("bob")}

    assert payable("alice") == {("stone", 0): True, ("stone", 1): False, ("mountain", 0): True}
    assert payable("bob") == {("stone", 0): True, ("stone", 1): True, ("mountain", 0): True}


def test_602_2b_tithe_taker_leaves_its_controllers_abilities_alone() -> None:
    """"abilities your opponents activate": Alice's own Mind Stone draw ability costs {1} on her turn, paid by her
    Mountain."""
    b = board(obj("taker", "Tithe Taker"), obj("stone", "Mind Stone"), obj("mountain", "Mountain"))
    assert {(r.object, r.ability): r.payable for r in b.activatable("alice")}[("stone", 1)] is True


def test_601_2f_heartstone_reduces_but_not_below_one_mana() -> None:
    """Heartstone: "Activated abilities of creatures cost {1} less to activate. This effect can't reduce the mana
    in that cost to less than one mana." Fallaji Chaindancer's "{2}: ..." costs {1}: one Mountain pays it. Carrion
    Ants' "{1}: ..." stays {1}: with no mana at all it can't be paid, while without the floor it would be {0}."""
    chaindancer = obj("dancer", "Fallaji Chaindancer")
    with_stone = board(obj("stone", "Heartstone"), chaindancer, obj("mountain", "Mountain"))
    assert {(r.object, r.ability): r.payable for r in with_stone.activatable("alice")}[("dancer", 0)] is True
    without = board(chaindancer, obj("mountain", "Mountain"))
    assert {(r.object, r.ability): r.payable for r in without.activatable("alice")}[("dancer", 0)] is False
    ants = board(obj("stone", "Heartstone"), obj("ants", "Carrion Ants"))
    assert [(r.object, r.payable) for r in ants.activatable("alice")] == [("ants", False)]


def test_601_2f_blossoming_tortoise_reduces_a_lands_mana_ability() -> None:
    """Blossoming Tortoise: "Activated abilities of lands you control cost {1} less to activate." (no floor).
    Shimmering Grotto's "{1}, {T}: Add one mana of any color." then costs {T} alone, so the Grotto pays {R}; without
    the Tortoise it can't (its other ability, "{T}: Add {C}.", taps it too, CR 118.3)."""
    grotto = obj("grotto", "Shimmering Grotto")
    assert board(obj("tortoise", "Blossoming Tortoise"), grotto).is_payable("alice", "{R}")
    assert not board(grotto).is_payable("alice", "{R}")


def test_602_2b_suppression_field_spares_mana_abilities() -> None:
    """Suppression Field: "Activated abilities cost {2} more to activate unless they're mana abilities." Azorius
    Signet's "{1}, {T}: Add {W}{U}." is a mana ability: it still costs {1}, so a Plains and the Signet pay {W}{U}.
    Mind Stone's draw ability costs {3}: the Plains alone can't pay it."""
    b = board(obj("field", "Suppression Field", controller="bob"), obj("signet", "Azorius Signet"),
              obj("plains", "Plains"), obj("stone", "Mind Stone", tapped=False))
    assert b.is_payable("alice", "{W}{U}")
    payable = {(r.object, r.ability): r.payable for r in b.activatable("alice")}
    assert payable[("stone", 1)] is False


def test_609_4b_quicksilver_elemental_spends_blue_as_any_color_for_its_own_abilities() -> None:
    """Quicksilver Elemental: "You may spend blue mana as though it were mana of any color to pay the activation
    costs of this creature's abilities." An Island's {U} pays {R} of an activation cost of its abilities (the
    payments query's ``source``), but not a cost that isn't one (CR 609.4b: only those costs)."""
    b = board(obj("qe", "Quicksilver Elemental"), obj("island", "Island"))
    assert b.is_payable("alice", "{R}", source="qe")
    assert not b.is_payable("alice", "{R}")


def test_602_5_drana_and_linvala_unread_second_half_is_never_guessed() -> None:
    """Drana and Linvala's first sentence is a prohibition the solver applies; "Drana and Linvala has all activated
    abilities of all creatures your opponents control." is not read, and it could give Alice Llanowar Elves' mana
    ability: Alice's payments are ``unsupported_text`` at Drana and Linvala, never a guess."""
    b = board(obj("drana", "Drana and Linvala"), obj("elves", "Llanowar Elves", controller="bob"))
    with pytest.raises(UnsupportedText) as error:
        b.is_payable("alice", "{G}")
    assert error.value.path == "state.objects[0]"


def test_601_2f_tithe_taker_raises_bobs_spells_on_alices_turn_only() -> None:
    """Tithe Taker's spell half, "During your turn, spells your opponents cast cost {1} more to cast" (CR 601.2f):
    Bob's Lightning Bolt costs {1}{R} on Alice's turn and {R} on his own."""
    def cost(active: str) -> list[str]:
        b = board(obj("taker", "Tithe Taker"), obj("bolt", "Lightning Bolt", controller="bob", zone="hand"),
                  obj("mountain", "Mountain", controller="bob"), active=active)
        return [o["cost"] for o in b.ask("castable", player="bob", card="bolt")["options"]]

    assert cost("alice") == ["{1}{R}"]
    assert cost("bob") == ["{R}"]


def test_602_5_legal_plays_lists_a_prohibited_ability_among_the_others() -> None:
    """``legal_plays`` lists abilities as ``activatable`` does: under Null Rod, Alice's Mind Stone abilities are not
    plays (CR 602.5), each with the reason naming Null Rod; her Forest's mana ability is one."""
    b = board(obj("rod", "Null Rod", controller="bob"), obj("stone", "Mind Stone"), obj("forest", "Forest"))
    answer = b.ask("legal_plays", player="alice")
    assert [(p["object"], p["ability"]) for p in answer["plays"]] == [("forest", 0)]
    assert [(p["object"], p["ability"], [r["rule"] for r in p["reasons"]]) for p in answer["others"]] == [
        ("stone", 0, ["CR 602.5"]), ("stone", 1, ["CR 602.5"])]


def test_601_2f_heartstone_doesnt_stop_casting() -> None:
    """Heartstone's lines speak only of activating (CR 602.2b), so they change nothing about casting: Alice's
    Lightning Bolt costs {R} beside it."""
    b = board(obj("stone", "Heartstone"), obj("bolt", "Lightning Bolt", zone="hand"), obj("mountain", "Mountain"))
    assert [(o["cost"], o["payable"]) for o in b.ask("castable", player="alice", card="bolt")["options"]] == [
        ("{R}", True)]


def test_602_5_an_ongoing_prohibition_stops_mana_abilities_too() -> None:
    """An ongoing effect of a resolved spell (CR 611.2a) "Until end of turn, activated abilities of artifacts can't
    be activated." stops Sol Ring's mana ability (CR 602.5, 605.3a): Alice can't pay {C}, and the reason is the
    prohibition (CR 602.5) naming Sol Ring."""
    b = Board.from_json({"active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
                         "objects": [obj("ring", "Sol Ring")],
                         "effects": [{"id": "e1", "controller": "bob",
                                      "text": "Until end of turn, activated abilities of artifacts can't be "
                                              "activated."}]})
    answer = b.ask("payments", player="alice", cost="{C}")
    assert answer["payable"] is False
    assert [(r["rule"], r["objects"]) for r in answer["reasons"]] == [("CR 602.5", ["ring"])]
    assert rules_of(b.can_activate("ring", 0).reasons) == ["CR 602.5"]


def test_602_2b_embalmers_tools_changes_no_permanents_ability() -> None:
    """Embalmer's Tools: "Activated abilities of creature cards in your graveyard cost {1} less to activate." It
    speaks of cards in the graveyard (CR 404.1), so Alice's Carrion Ants on the battlefield still needs {1}: with no
    mana it can't be paid (CR 601.2f, 602.2b)."""
    b = board(obj("tools", "Embalmer's Tools"), obj("ants", "Carrion Ants"))
    assert [(r.object, r.payable) for r in b.activatable("alice") if r.object == "ants"] == [("ants", False)]
