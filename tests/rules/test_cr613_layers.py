"""CR 613: the continuous-effects layer every solver reads (issue 12): type changes (layer 4, CR 205.1), colour
(layer 5, CR 105.2, 202.2, 702.114a), abilities (layer 6, CR 613.1f), power and toughness (layer 7, CR 613.4), in
timestamp order (CR 613.7: the order of ``state.objects``, then ``state.effects``). Each expected value is worked
out from the cards' Oracle text (the corpus) and the rules cited."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest
from mtgsolver.model.errors import UnsupportedText

from mtgsolver import solve

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "copies"))

from copykit import as_sets, copy, obj, state

PLAYERS = [{"id": "alice"}, {"id": "bob"}]


def answer(objects: list[dict[str, Any]], query: dict[str, Any], **state_fields: Any) -> dict[str, Any]:
    """The answer to one query on a board of ``objects`` (alice active)."""
    request = {"state": {"active_player": "alice", "players": PLAYERS, "objects": objects, **state_fields},
               "queries": [{"id": "q", **query}]}
    response, _status = solve(request)
    result: dict[str, Any] = response["results"][0]
    return result


def could_produce(objects: list[dict[str, Any]], object_id: str) -> list[str]:
    result = answer(objects, {"kind": "could_produce", "object": object_id})
    assert result["ok"], result
    types: list[str] = result["types"]
    return types


def can_tap(objects: list[dict[str, Any]], object_id: str) -> dict[str, Any]:
    result = answer(objects, {"kind": "can_activate", "object": object_id, "ability": {"text": "{T}: Add"}})
    assert result["ok"], result
    return result


# ---------------------------------------------------------------------------------------------------- layer 4


def kurkesh_board(*extra: dict[str, Any]) -> Any:
    """Alice's Kurkesh and Atog; Atog's "Sacrifice an artifact: This creature gets +2/+2 until end of turn." is
    on the stack (alice activated it, sacrificing her Ornithopter)."""
    objects = [obj("kurkesh", "Kurkesh, Onakke Ancient"), obj("atog", "Atog"), *extra]
    stack = [{"id": "pump", "kind": "activated_ability", "source": "atog", "ability": 0, "controller": "alice",
              "paid": {"sacrificed": ["thopter"]}}]
    return state([*objects, obj("thopter", "Ornithopter", zone="graveyard")], stack)


def test_613_1d_205_1b_mycosynth_lattice_makes_atogs_ability_an_artifacts_for_kurkesh() -> None:
    """CR 613.1d, 205.1b, 603.2: Kurkesh copies "an ability of an artifact". Atog is a creature, so alone its
    ability isn't one; Mycosynth Lattice ("All permanents are artifacts in addition to their other types.") makes
    Atog an artifact creature, so Kurkesh's ability triggers and may copy it (K2: no targets to change)."""
    assert not copy(kurkesh_board(), "pump", "kurkesh")["copyable"]
    with_lattice = copy(kurkesh_board(obj("lattice", "Mycosynth Lattice")), "pump", "kurkesh")
    assert with_lattice["copyable"], with_lattice


def test_302_6_harmonious_emergence_land_is_a_creature_with_haste() -> None:
    """CR 302.6, 205.1b, 613.1f, ruling G7: Harmonious Emergence ("Enchanted land is a 4/5 green Spirit creature
    with vigilance and haste. It's still a land.") makes a Forest that came under alice's control this turn a
    creature, so CR 302.6 applies to its {T} ability, but it has haste: it may be tapped and still makes {G}.
    Guardian Zendikon ("... a 2/6 white Wall creature with defender. It's still a land.") gives no haste: its land
    can't be tapped. A sick Forest that is not a creature may be tapped (CR 302.6 is about creatures)."""
    forest = obj("forest", "Forest", summoning_sick=True)
    assert can_tap([forest], "forest")["legal"]
    emergence = [obj("aura", "Harmonious Emergence", attached_to="forest"), forest]
    assert can_tap(emergence, "forest")["legal"]
    assert could_produce(emergence, "forest") == ["G"]
    zendikon = can_tap([obj("aura", "Guardian Zendikon", attached_to="forest"), forest], "forest")
    assert not zendikon["legal"] and zendikon["reasons"][0]["rule"] == "CR 302.6"


def test_613_1d_613_1f_imprisoned_in_the_moon_forest_produces_only_colorless() -> None:
    """CR 613.1d, 613.1f, 205.1a: Imprisoned in the Moon ("Enchanted permanent is a colorless land with "{T}: Add
    {C}" and loses all other card types and abilities.") on a Forest: it keeps its land type (a land type of a
    land) but loses every ability, the intrinsic {G} one (CR 305.6) too, and has "{T}: Add {C}": only C."""
    board = [obj("moon", "Imprisoned in the Moon", attached_to="forest"), obj("forest", "Forest")]
    assert could_produce(board, "forest") == ["C"]


def test_205_1a_imprisoned_llanowar_elves_is_no_longer_a_creature() -> None:
    """CR 205.1a, 302.6: imprisoned, a summoning-sick Llanowar Elves is a land and no longer a creature, so its new
    "{T}: Add {C}" may be activated, and it makes only C (its "{T}: Add {G}." is gone, CR 613.1f)."""
    board = [obj("moon", "Imprisoned in the Moon", attached_to="elves"),
             obj("elves", "Llanowar Elves", summoning_sick=True)]
    assert can_tap(board, "elves")["legal"]
    assert could_produce(board, "elves") == ["C"]


def test_613_7_toxicrene_and_imprisoned_in_the_moon_apply_in_timestamp_order() -> None:
    """CR 613.1f, 613.7: Toxicrene ("All lands have "{T}: Add one mana of any color" and lose all other
    abilities.") and Imprisoned in the Moon both add an ability and remove all others, in layer 6, in timestamp
    order. Toxicrene later: the Forest ends with only "one mana of any color" (WUBRG); Imprisoned later: only
    "{T}: Add {C}" (C). Toxicrene alone: a Forest makes any colour, not only G."""
    forest = obj("forest", "Forest")
    toxicrene = obj("toxicrene", "Toxicrene")
    moon = obj("moon", "Imprisoned in the Moon", attached_to="forest")
    assert could_produce([toxicrene, forest], "forest") == ["W", "U", "B", "R", "G"]
    assert could_produce([moon, forest, toxicrene], "forest") == ["W", "U", "B", "R", "G"]
    assert could_produce([toxicrene, forest, moon], "forest") == ["C"]


# ---------------------------------------------------------------------------------------------------- layer 5


def twincast_board(spell: str, spell_targets: list[str], *bobs: dict[str, Any]) -> Any:
    """Bob's ``spell`` on the stack with ``spell_targets``, alice's Twincast copying it, and ``bobs`` for bob."""
    objects = [obj("spell_card", spell, "bob", zone="stack"), obj("twincast", "Twincast", zone="stack"), *bobs]
    stack = [{"id": "spell", "kind": "spell", "source": "spell_card", "controller": "bob",
              "targets": spell_targets},
             {"id": "tc", "kind": "spell", "source": "twincast", "controller": "alice", "targets": ["spell"]}]
    return state(objects, stack)


def copy_targets(board: Any) -> set[str]:
    answer_ = copy(board, "spell", "twincast")
    assert answer_["copyable"], answer_
    return {t for choice in as_sets(answer_) for t in choice}


def test_702_16b_613_1e_mycosynth_lattice_spells_are_colorless_so_protection_from_black_doesnt_stop_them() -> None:
    """CR 702.16b, 613.1e, 707.10: White Knight has protection from black; a copy of bob's Doom Blade ("Destroy
    target nonblack creature.") is a black spell and can't target it. Mycosynth Lattice ("All cards that aren't on
    the battlefield, spells, and permanents are colorless.") makes the spell, and so its copy (CR 707.2), colourless:
    then White Knight is a legal target (a white creature, so "nonblack")."""
    knight = obj("knight", "White Knight", "bob")
    bears = obj("bears", "Grizzly Bears", "bob")
    assert copy_targets(twincast_board("Doom Blade", ["bears"], knight, bears)) == {"bears"}
    lattice = obj("lattice", "Mycosynth Lattice", "bob")
    assert copy_targets(twincast_board("Doom Blade", ["bears"], knight, bears, lattice)) == {"bears", "knight"}


def test_613_1e_613_7_darkest_hour_and_mycosynth_lattice_set_colour_in_timestamp_order() -> None:
    """CR 613.1e, 613.7, 105.3: Darkest Hour ("All creatures are black.") makes bob's Grizzly Bears black, so
    alice's copy of Doom Blade ("Destroy target nonblack creature.") can't target it. With Mycosynth Lattice
    ("... and permanents are colorless.") too, the later effect wins: Lattice later, the Bears are colourless (a
    legal target); Darkest Hour later, black again."""
    bears = obj("bears", "Grizzly Bears", "bob")
    giant = obj("giant", "Hill Giant", "bob")
    hour = obj("hour", "Darkest Hour", "bob")
    lattice = obj("lattice", "Mycosynth Lattice", "bob")
    assert copy_targets(twincast_board("Doom Blade", ["giant"], bears, giant)) == {"bears", "giant"}
    assert copy_targets(twincast_board("Doom Blade", ["giant"], bears, giant, hour)) == {"giant"}
    assert copy_targets(twincast_board("Doom Blade", ["giant"], bears, giant, hour, lattice)) == {"bears", "giant"}
    assert copy_targets(twincast_board("Doom Blade", ["giant"], bears, giant, lattice, hour)) == {"giant"}


# ---------------------------------------------------------------------------------------------------- layer 6


def test_613_1f_imprisoned_in_the_moon_removes_hexproof() -> None:
    """CR 613.1f, 702.11b: Troll Ascetic (bob's) has hexproof, so alice's copy of bob's Vindicate ("Destroy target
    permanent.") can't target it; imprisoned, it loses all its abilities, hexproof too, and may be targeted."""
    troll = obj("troll", "Troll Ascetic", "bob")
    bears = obj("bears", "Grizzly Bears", "bob")
    assert "troll" not in copy_targets(twincast_board("Vindicate", ["bears"], troll, bears))
    moon = obj("moon", "Imprisoned in the Moon", "alice", attached_to="troll")
    assert "troll" in copy_targets(twincast_board("Vindicate", ["bears"], troll, bears, moon))


def test_613_1f_613_8a_imprisoned_shalai_no_longer_grants_hexproof() -> None:
    """CR 613.1f, 613.8a: Shalai gives bob's other creatures hexproof; imprisoned, Shalai loses that ability, so
    the grant that depends on it is gone and bob's Grizzly Bears may be targeted by alice's copy of Vindicate."""
    shalai = obj("shalai", "Shalai, Voice of Plenty", "bob")
    bears = obj("bears", "Grizzly Bears", "bob")
    assert "bears" not in copy_targets(twincast_board("Vindicate", ["shalai"], shalai, bears))
    moon = obj("moon", "Imprisoned in the Moon", "alice", attached_to="shalai")
    assert "bears" in copy_targets(twincast_board("Vindicate", ["shalai"], shalai, bears, moon))


# ---------------------------------------------------------------------------------------------------- layer 7


def test_613_4c_122_1_power_from_counters_and_equipment_for_reave_soul() -> None:
    """CR 613.4c, 122.1a: Reave Soul ("Destroy target creature with power 3 or less."). Bob's Grizzly Bears (2/2)
    is a legal target of alice's copy; with Bonesplitter ("Equipped creature gets +2/+0.") it is 4/2, and with two
    +1/+1 counters 4/4: not a legal target either way."""
    bears = obj("bears", "Grizzly Bears", "bob")
    giant = obj("giant", "Hill Giant", "bob")  # 3/3: stays legal
    assert copy_targets(twincast_board("Reave Soul", ["giant"], bears, giant)) == {"bears", "giant"}
    splitter = obj("splitter", "Bonesplitter", "bob", attached_to="bears")
    assert copy_targets(twincast_board("Reave Soul", ["giant"], bears, giant, splitter)) == {"giant"}
    countered = obj("bears", "Grizzly Bears", "bob", counters={"+1/+1": 2})
    assert copy_targets(twincast_board("Reave Soul", ["giant"], countered, giant)) == {"giant"}


def test_613_4b_harmonious_emergence_land_has_power_four() -> None:
    """CR 613.4b, 613.1d: Harmonious Emergence makes alice's Forest a 4/5 creature: bob's Reave Soul copied by
    alice may target a 3/3 Hill Giant but not the 4/5 land; Glorious Anthem ("Creatures you control get +1/+1.")
    on bob's side makes his Giant 4/4 (CR 613.4c), so then neither."""
    forest = obj("forest", "Forest")
    aura = obj("aura", "Harmonious Emergence", attached_to="forest")
    giant = obj("giant", "Hill Giant", "bob")
    assert copy_targets(twincast_board("Reave Soul", ["giant"], forest, aura, giant)) == {"giant"}
    anthem = obj("anthem", "Glorious Anthem", "bob")
    answer_ = copy(twincast_board("Reave Soul", ["giant"], forest, aura, giant, anthem), "spell", "twincast")
    assert as_sets(answer_) == {frozenset({"giant"})}


def test_613_8a_imprisoned_glorious_anthem_no_longer_pumps() -> None:
    """CR 613.8a, 613.1f, 613.4c: Glorious Anthem ("Creatures you control get +1/+1.") makes bob's Hill Giant 4/4,
    so alice's copy of Reave Soul can't target it; imprisoned, the Anthem loses that ability in layer 6, before its
    layer 7 effect would apply, so the Giant is 3/3 and a legal target again."""
    giant = obj("giant", "Hill Giant", "bob")
    bears = obj("bears", "Grizzly Bears", "alice")
    anthem = obj("anthem", "Glorious Anthem", "bob")
    assert copy_targets(twincast_board("Reave Soul", ["bears"], giant, bears, anthem)) == {"bears"}
    moon = obj("moon", "Imprisoned in the Moon", "alice", attached_to="anthem")
    assert copy_targets(twincast_board("Reave Soul", ["bears"], giant, bears, anthem, moon)) == {"bears", "giant"}


def test_613_1d_unread_type_changing_static_stops_copy_targets() -> None:
    """Never guessed (CR 613.1d-g): Opalescence ("Each other non-Aura enchantment is a creature in addition to its
    other types and has base power and base toughness each equal to its mana value.") is not read, and it could
    make Glorious Anthem (mana value 3) a legal target of Reave Soul's "target creature with power 3 or less":
    copy_targets is unsupported_text at Opalescence. (Without another enchantment it fits nothing, CR 611.3a.)"""
    board = twincast_board("Reave Soul", ["bears"], obj("bears", "Grizzly Bears", "bob"),
                           obj("opal", "Opalescence", "bob"), obj("anthem", "Glorious Anthem", "bob"))
    with pytest.raises(UnsupportedText) as raised:
        copy(board, "spell", "twincast")
    assert raised.value.path == "state.objects[3]"


def test_106_7_302_6_becoming_a_creature_on_other_turns_stops_activation_but_not_could_produce() -> None:
    """CR 106.7, 302.6, 611.3a: Warden of the Wall's "During turns other than yours, this artifact is a 2/3 Gargoyle
    artifact creature with flying." makes it a creature on Bob's turn, which can't change which types its "{T}: Add
    {C}." would add (CR 106.7 asks what it would add if it resolved): could_produce is C on either turn. On Bob's
    turn, having come under Alice's control this turn, it may not activate that ability (CR 302.6); on her own turn
    it is no creature, and an artifact taps for mana whenever it came under her control (CR 302.6 is about
    creatures)."""
    board = [obj("warden", "Warden of the Wall", summoning_sick=True)]
    assert could_produce(board, "warden") == ["C"]
    assert answer(board, {"kind": "could_produce", "object": "warden"}, active_player="bob")["types"] == ["C"]
    query = {"kind": "can_activate", "object": "warden", "ability": {"text": "{T}: Add"}}
    result = answer(board, query, active_player="bob")
    assert result["ok"] and result["legal"] is False, result
    assert [r["rule"] for r in result["reasons"]] == ["CR 302.6"]
    assert answer(board, query)["legal"] is True


def test_613_4c_glorious_anthem_raises_viridian_joiners_mana() -> None:
    """CR 613.4c, 106.7: Viridian Joiner (1/2, "{T}: Add an amount of {G} equal to this creature's power.") adds
    {G}: alice can't pay {G}{G} with it alone; with Glorious Anthem ("Creatures you control get +1/+1.") its power
    is 2 and it adds {G}{G}."""
    joiner = obj("joiner", "Viridian Joiner")
    query = {"kind": "payments", "player": "alice", "cost": "{G}{G}", "mode": "check"}
    assert answer([joiner], query)["payable"] is False
    assert answer([joiner, obj("anthem", "Glorious Anthem")], query)["payable"] is True


def test_611_2a_702_11b_an_ongoing_hexproof_grant_is_in_the_layer() -> None:
    """CR 611.2a, 613.1f, 702.11b: an effect of a resolved spell in ``state.effects``, "Creatures you control gain
    hexproof until end of turn." (Blossoming Defense's kind of grant, controlled by bob), gives bob's Grizzly Bears
    hexproof: alice's copy of Vindicate can't target them, and the board's other questions are still answered (a
    Forest could produce G)."""
    bears = obj("bears", "Grizzly Bears", "bob")
    giant = obj("giant", "Hill Giant", "bob")
    objects = [obj("spell_card", "Vindicate", "bob", zone="stack"), obj("twincast", "Twincast", zone="stack"),
               bears, giant, obj("forest", "Forest")]
    stack = [{"id": "spell", "kind": "spell", "source": "spell_card", "controller": "bob", "targets": ["giant"]},
             {"id": "tc", "kind": "spell", "source": "twincast", "controller": "alice", "targets": ["spell"]}]
    effects = [{"id": "defense", "text": "Creatures you control gain hexproof until end of turn.", "controller": "bob"}]
    board = state(objects, stack, effects=effects)
    assert "bears" not in copy_targets(board) and "forest" in copy_targets(board)
    result = answer(objects, {"kind": "could_produce", "object": "forest"}, stack=stack, effects=effects)
    assert result["ok"] and result["types"] == ["G"], result


def test_305_7_blood_moon_takes_lotus_fields_hexproof() -> None:
    """CR 305.7, 613.1d, 702.11b: Lotus Field ("Hexproof ...", bob's) can't be targeted by alice's copy of bob's
    Vindicate; under Blood Moon ("Nonbasic lands are Mountains.") it is a Mountain that loses the abilities of its
    text, hexproof too, so the copy may target it."""
    field = obj("field", "Lotus Field", "bob")
    bears = obj("bears", "Grizzly Bears", "bob")
    assert "field" not in copy_targets(twincast_board("Vindicate", ["bears"], field, bears))
    moon = obj("moon", "Blood Moon", "alice")
    assert "field" in copy_targets(twincast_board("Vindicate", ["bears"], field, bears, moon))
