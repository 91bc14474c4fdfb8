"""Static sentences in wordings no reader applies are never dropped as read (CR 613.1d-f, 613.4b-c): a grant whose
words are not all keywords the board applies, a supertype, "every creature type", "isn't a creature", "the chosen
color", "gets an additional +N/+N", "has each activated ability of". Each is ``unsupported_text`` at its object
where what it changes is read, and each keeps a reach that leaves other answers alone.

Cards (current Oracle text, bundled corpus): Belt of Giant Strength: "Equipped creature has base power and
toughness 10/10." Spectral Cloak: "Enchanted creature has shroud as long as it's untapped." Sky Tether:
"Enchanted creature has defender and loses flying." Blade of the Oni: "Equipped creature has base power and
toughness 5/5, has menace, and is a black Demon in addition to its other colors and types." Enduring Sliver:
"Outlast {2} / Other Sliver creatures you control have outlast {2}." Muscle Sliver: "All Sliver creatures get
+1/+1." Rimefeather Owl: "... Permanents with ice counters on them are snow." Melting: "All lands are no longer
snow." Rootpath Purifier: "Lands you control and land cards in your library
are basic." Nexos: "Strategic Coordinator — Basic lands you control have "{T}: Add {C}{C}. Spend this mana only on
costs that contain {X}."" Heliod, God of the Sun: "As long as your devotion to white is less than five, Heliod
isn't a creature." Shifting Sky: "As this enchantment enters, choose a color. / All nonland permanents are the
chosen color." Heavy Mattock: "Equipped creature gets +1/+1. / As long as equipped creature is a Human, it gets an
additional +1/+1." Animate Artifact: "As long as enchanted artifact isn't a creature, it's an artifact creature with
power and toughness each equal to its mana value." Locus of Enlightenment: "Locus of Enlightenment has each
activated ability of the exiled cards used to craft it. ..." Doom Blade: "Destroy target nonblack creature."
Plummet: "Destroy target creature with flying." Twincast: "Copy target instant or sorcery spell. You may choose new
targets for the copy."
"""

from __future__ import annotations

import pytest
from mtgsolver.model.keywords import read_grant, unread_grant
from mtgsolver.model.relevance import StaticReach, static_reaches

from mtgsolver import Board, UnsupportedText
from tests.helpers import obj


def _board(*objects: dict, stack: list[dict] | None = None) -> Board:
    return Board.from_json({"active_player": "alice", "players": [{"id": "alice", "life": 20},
                                                                  {"id": "bob", "life": 20}],
                            "objects": list(objects), "stack": stack or []})


def _copy_targets(spell: str, *others: dict) -> None:
    """Bob's ``spell`` on the stack targeting his ``z``, copied by Alice's Twincast (CR 707.10c), with ``others``."""
    objects = [obj("sp", spell, controller="bob", zone="stack"), obj("tw", "Twincast", zone="stack"), *others]
    stack = [{"id": "s1", "kind": "spell", "source": "sp", "controller": "bob", "targets": ["z"]},
             {"id": "s2", "kind": "spell", "source": "tw", "controller": "alice", "targets": ["s1"]}]
    _board(*objects, stack=stack).ask("copy_targets", copy_of="s1", by={"object": "tw", "ability": 0})


# ---------------------------------------------------------------------------------------------- grants (CR 613.1f)


def test_613_1f_a_grant_is_read_only_when_each_word_is_a_keyword_the_board_applies() -> None:
    """CR 613.1f, 702: "has shroud" gives shroud, but "has base power and toughness 10/10", "has shroud as long as
    it's untapped", "has defender and loses flying" and "have outlast {2}" are not keyword grants the board applies:
    they are not read, and not counted as read."""
    assert read_grant("Equipped creature gets +2/+2 and has protection from red and from blue.") is not None
    # CR 603.2: a granted trigger of no mana changes nothing until it triggers (Mirror Shield): the rest is read.
    shield = read_grant('Equipped creature gets +0/+2 and has hexproof and "Whenever a creature with deathtouch '
                        'blocks or becomes blocked by this creature, destroy that creature."')
    assert shield is not None and shield.keywords == {"hexproof"} and shield.pt == (0, 2)
    assert not unread_grant("Creatures you control have flying and ward {2}.")
    for sentence in ("Equipped creature has base power and toughness 10/10.",
                     "Enchanted creature has shroud as long as it's untapped.",
                     "Enchanted creature has defender and loses flying.",
                     "Other Sliver creatures you control have outlast {2}.",
                     "Equipped creature has protection from white, blue, and red."):
        assert read_grant(sentence) is None and unread_grant(sentence), sentence


def test_613_4b_702_122a_belt_of_giant_strength_is_never_taken_for_no_change() -> None:
    """CR 613.4b, 702.122a: Grizzly Bears wearing Belt of Giant Strength is 10/10, so it could crew a Crew 5
    Vehicle; the base power is not applied, so whether Crew 5 can be activated is ``unsupported_text`` at the Belt,
    never "total power 2"."""
    board = _board(obj("v", name="Test Vehicle", type_line="Artifact — Vehicle", oracle_text="Crew 5",
                       mana_cost="{3}", power="6", toughness="6"),
                   obj("b", "Grizzly Bears"), obj("e", "Belt of Giant Strength", attached_to="b"))
    with pytest.raises(UnsupportedText) as error:
        board.can_activate("v", 0)
    assert error.value.path == "state.objects[2]"


def test_702_18a_spectral_cloak_gives_shroud_while_untapped() -> None:
    """CR 702.18a, 611.3a, 707.10c: Bob's untapped Gray Ogre under Spectral Cloak has shroud, so Twincast's copy of
    Doom Blade can't target it; the condition is not read, so the copy's targets are ``unsupported_text`` at the
    Cloak, never a list with the Ogre in it."""
    with pytest.raises(UnsupportedText) as error:
        _copy_targets("Doom Blade", obj("z", "Grizzly Bears", controller="bob"),
                      obj("g", "Gray Ogre", controller="bob"), obj("p", "Spectral Cloak", attached_to="g"))
    assert error.value.path == "state.objects[4]"


def test_613_1f_613_7_sky_tether_removes_flying_for_plummets_copy() -> None:
    """CR 613.1f, 613.7, 702.9: Wind Drake under Sky Tether (a later timestamp) has no flying, so Twincast's copy of
    Plummet can't target it; "loses flying" is not applied, so the copy's targets are ``unsupported_text`` at the
    Tether."""
    with pytest.raises(UnsupportedText) as error:
        _copy_targets("Plummet", obj("z", "Serra Angel", controller="bob"), obj("g", "Wind Drake", controller="bob"),
                      obj("p", "Sky Tether", attached_to="g"))
    assert error.value.path == "state.objects[4]"


def test_105_3_613_1e_blade_of_the_oni_makes_its_creature_black() -> None:
    """CR 105.3, 613.1e: Gray Ogre equipped with Blade of the Oni is black, so it is no legal target for a copy of
    Doom Blade ("nonblack"); the colour is not applied, so the copy's targets are ``unsupported_text`` at the
    Blade."""
    with pytest.raises(UnsupportedText) as error:
        _copy_targets("Doom Blade", obj("z", "Grizzly Bears", controller="bob"),
                      obj("g", "Gray Ogre", controller="bob"), obj("p", "Blade of the Oni", controller="bob",
                                                                   attached_to="g"))
    assert error.value.path == "state.objects[4]"


def test_702_107a_enduring_slivers_granted_outlast_is_never_left_out() -> None:
    """CR 702.107a, 613.1f: Muscle Sliver has Enduring Sliver's outlast {2}, an activated ability Alice could
    activate with her two Wastes; it is not applied, so Muscle Sliver's abilities are in ``unknown``. The grant
    gives only an activated ability that adds no mana (reach ``GRANTS_ACTIVATED``), so Enduring Sliver's own
    Outlast and the Wastes' mana abilities are still decided."""
    board = _board(obj("e", "Enduring Sliver"), obj("m", "Muscle Sliver"), obj("w1", "Wastes"), obj("w2", "Wastes"))
    answer = board.ask("activatable", player="alice")
    assert [u["object"] for u in answer["unknown"]] == ["m"]
    assert {(row["object"], row["ability"]) for row in answer["abilities"]} == {("e", 0), ("w1", 0), ("w2", 0)}
    assert static_reaches("Other Sliver creatures you control have outlast {2}.") == {StaticReach.GRANTS_ACTIVATED}


# ------------------------------------------------------------------------------------ types (CR 205, 613.1d)


def test_205_4g_107_4h_rimefeathers_ice_counter_makes_a_forest_snow() -> None:
    """CR 205.4g, 107.4h: a Forest with an ice counter under Rimefeather Owl is a snow permanent, so its {G} could
    pay {S}; the supertype is not applied, so whether {S} can be paid is ``unsupported_text`` at the Owl, never
    "no"."""
    board = _board(obj("o", "Rimefeather Owl"), obj("f", "Forest", counters={"ice": 1}))
    with pytest.raises(UnsupportedText) as error:
        board.is_payable("alice", "{S}")
    assert error.value.path == "state.objects[0]" and "are snow" in error.value.message


def test_205_4g_107_4h_melting_makes_snow_covered_forest_not_snow() -> None:
    """CR 205.4g, 613.1d, 107.4h: under Melting a Snow-Covered Forest is not snow, so nothing pays {S}; "no longer
    snow" is not applied, so whether {S} can be paid is ``unsupported_text`` at Melting, never "yes"."""
    board = _board(obj("m", "Melting"), obj("f", "Snow-Covered Forest"))
    with pytest.raises(UnsupportedText) as error:
        board.is_payable("alice", "{S}")
    assert error.value.path == "state.objects[0]"


def test_205_4c_106_7_rootpath_purifier_makes_tranquil_cove_basic_for_nexos() -> None:
    """CR 205.4c, 613.1d, 613.1f, 106.7: under Rootpath Purifier Tranquil Cove is a basic land, so it has Nexos's
    "{T}: Add {C}{C}." and could produce C; "are basic" is not applied, so what the Cove could produce is
    ``unsupported_text`` at the Purifier, never W and U alone."""
    board = _board(obj("n", "Nexos"), obj("rp", "Rootpath Purifier"), obj("c", "Tranquil Cove"))
    with pytest.raises(UnsupportedText) as error:
        board.could_produce("c")
    assert error.value.path == "state.objects[1]"


def test_205_1a_700_5_heliod_with_low_devotion_is_not_a_creature_to_target() -> None:
    """CR 205.1a, 613.1d, 700.5: with a devotion to white of 1 (the {W} of its own mana cost {3}{W}) Heliod isn't a
    creature, so Twincast's copy of Doom Blade ("Destroy target nonblack creature.") can target the Grizzly Bears
    and not Heliod (CR 115.1, 707.10c)."""
    objects = [obj("sp", "Doom Blade", controller="bob", zone="stack"), obj("tw", "Twincast", zone="stack"),
               obj("z", "Grizzly Bears", controller="bob"), obj("g", "Heliod, God of the Sun", controller="bob")]
    stack = [{"id": "s1", "kind": "spell", "source": "sp", "controller": "bob", "targets": ["z"]},
             {"id": "s2", "kind": "spell", "source": "tw", "controller": "alice", "targets": ["s1"]}]
    copies = _board(*objects, stack=stack).ask("copy_targets", copy_of="s1", by={"object": "tw", "ability": 0})
    assert ["z"] in copies["choices"] and ["g"] not in copies["choices"]


def test_302_6_animate_artifact_makes_a_summoning_sick_sol_ring_a_creature() -> None:
    """CR 302.6, 205.1a: a summoning-sick Sol Ring under Animate Artifact is an artifact creature, so its {T}
    ability can't be activated; "it's an artifact creature" is not applied, so whether it can is
    ``unsupported_text`` at the Aura, never "yes"."""
    board = _board(obj("aa", "Animate Artifact", attached_to="sr"), obj("sr", "Sol Ring", summoning_sick=True))
    with pytest.raises(UnsupportedText) as error:
        board.can_activate("sr", 0)
    assert error.value.path == "state.objects[0]"


# ------------------------------------------------------------------------------- colours, power, abilities


def test_105_3_shifting_sky_makes_every_creature_black_for_doom_blades_copy() -> None:
    """CR 105.3, 613.1e: with black chosen for Shifting Sky every nonland permanent is black, so Twincast's copy of
    Doom Blade ("nonblack") has no new target; the chosen colour is not applied, so the copy's targets are
    ``unsupported_text`` at the Sky. It only changes colours (reach ``COLORS``)."""
    with pytest.raises(UnsupportedText) as error:
        _copy_targets("Doom Blade", obj("sky", "Shifting Sky", chosen={"color": "B"}),
                      obj("z", "Grizzly Bears", controller="bob"), obj("g", "Gray Ogre", controller="bob"))
    assert error.value.path == "state.objects[2]"
    assert static_reaches("All nonland permanents are the chosen color.") == {StaticReach.COLORS}


def test_613_4c_heavy_mattocks_additional_bonus_is_a_power_change() -> None:
    """CR 613.4c: "it gets an additional +1/+1" changes only power and toughness (reach ``POWER``), so with Heavy
    Mattock on an Elite Vanguard Alice's Wastes still pays {C}: nothing of hers reads power (CR 605.3a)."""
    assert static_reaches("As long as equipped creature is a Human, it gets an additional +1/+1.") == {
        StaticReach.POWER}
    board = _board(obj("h", "Elite Vanguard"), obj("m", "Heavy Mattock", attached_to="h"), obj("w", "Wastes"))
    assert board.is_payable("alice", "{C}") is True
    assert board.ask("abilities", object="m")["unsupported"] == [
        "As long as equipped creature is a Human, it gets an additional +1/+1."]


def test_613_1f_106_7_locus_of_enlightenments_borrowed_abilities_are_never_taken_for_none() -> None:
    """CR 613.1f, 106.7, 702.167a: Locus of Enlightenment has each activated ability of the cards exiled to craft
    it, which the state doesn't say (they may add mana); what it could produce is ``unsupported_text`` at the Locus,
    never "nothing"."""
    board = _board(obj("l", "Locus of Enlightenment"))
    with pytest.raises(UnsupportedText) as error:
        board.could_produce("l")
    assert error.value.path == "state.objects[0]"


# ---------------------------------------------------------------------------- cards and spells (CR 113.6b)


def test_702_97a_113_6b_varolzs_scavenge_is_never_left_out_of_activatable() -> None:
    """CR 702.97a, 113.6b: under Varolz, the Scar-Striped ("Each creature card in your graveyard has scavenge. The
    scavenge cost is equal to its mana cost.") the Grizzly Bears in Alice's graveyard has scavenge {1}{G}, which
    her two Forests pay (target: Varolz); it is not applied, so the Bears is in ``unknown``, and ``legal_plays`` is
    not complete. The grant reaches only cards off the battlefield (``CARDS``): the Forests' mana abilities are
    still decided, and a payment is answered."""
    board = _board(obj("v", "Varolz, the Scar-Striped"), obj("g", "Grizzly Bears", zone="graveyard"),
                   obj("f", "Forest"), obj("f2", "Forest"))
    answer = board.ask("activatable", player="alice")
    assert [u["object"] for u in answer["unknown"]] == ["g"]
    assert {("f", 0), ("f2", 0)} <= {(row["object"], row["ability"]) for row in answer["abilities"]}
    plays = board.ask("legal_plays", player="alice")
    assert plays["complete"] is False and "g" in [u["object"] for u in plays["unknown"]]
    assert board.is_payable("alice", "{G}{G}") is True
    assert static_reaches("Each creature card in your graveyard has scavenge.") == {StaticReach.CARDS}


def test_702_141a_sliver_gravemothers_encore_reaches_the_slivers_in_the_graveyard() -> None:
    """CR 702.141a, 113.6b: Sliver Gravemother gives the Muscle Sliver in Alice's graveyard encore {2} (its mana
    value), which her three Wastes pay; it is not applied, so the Muscle Sliver is in ``activatable``'s
    ``unknown``, while the Gravemother's own Encore {5} (it is on the battlefield, CR 702.141a) is decided."""
    board = _board(obj("sg", "Sliver Gravemother"), obj("gy", "Muscle Sliver", zone="graveyard"),
                   obj("w0", "Wastes"), obj("w1", "Wastes"), obj("w2", "Wastes"))
    answer = board.ask("activatable", player="alice")
    assert [u["object"] for u in answer["unknown"]] == ["gy"]
    assert ("sg", 2) in {(row["object"], row["ability"]) for row in answer["abilities"]}


def test_702_51a_spells_given_convoke_change_no_payment() -> None:
    """CR 702.51a, 601.2h: Chief Engineer's "Artifact spells you cast have convoke." works only as a spell is cast
    (castable weighs it by its own rule; a payment's ways besides mana are the query's): Alice's Wastes pays {C}
    whatever it says (reach ``NONE``)."""
    assert static_reaches("Artifact spells you cast have convoke.") == {StaticReach.NONE}
    board = _board(obj("c", "Chief Engineer"), obj("w", "Wastes"))
    assert board.is_payable("alice", "{C}") is True
    assert board.ask("abilities", object="c")["unsupported"] == ["Artifact spells you cast have convoke."]
    objects = [obj("sp", "Doom Blade", controller="bob", zone="stack"), obj("tw", "Twincast", zone="stack"),
               obj("z", "Grizzly Bears", controller="bob"), obj("c", "Chief Engineer")]
    stack = [{"id": "s1", "kind": "spell", "source": "sp", "controller": "bob", "targets": ["z"]},
             {"id": "s2", "kind": "spell", "source": "tw", "controller": "alice", "targets": ["s1"]}]
    copies = _board(*objects, stack=stack).ask("copy_targets", copy_of="s1", by={"object": "tw", "ability": 0})
    assert ["z"] in copies["choices"]  # CR 115.1, 707.10c: convoke given to spells changes no creature's legality


def test_604_3_205_3m_mistform_ultimus_is_a_goblin_spell_for_goblin_warchief() -> None:
    """CR 604.3, 205.3m, 601.2f: Mistform Ultimus ("Mistform Ultimus is every creature type (even if this card isn't
    on the battlefield).", {3}{U}) is a Goblin spell, so Goblin Warchief ("Goblin spells you cast cost {1} less to
    cast.") makes it cost {2}{U}, which two Mountains and an Island pay; the characteristic-defining ability is not
    read, so whether it can be cast is ``unsupported_text`` at Mistform Ultimus, never "needs {3}{U}". Tarmogoyf's
    unread power and toughness (reach ``POWER``) change no cost: it is still castable for {1}{G}."""
    board = _board(obj("t", "Mistform Ultimus", zone="hand"), obj("gc", "Goblin Warchief"), obj("f", "Mountain"),
                   obj("f2", "Mountain"), obj("i", "Island"))
    with pytest.raises(UnsupportedText) as error:
        board.castable("alice", "t")
    assert error.value.path == "state.objects[0]"
    goyf = _board(obj("t", "Tarmogoyf", zone="hand"), obj("f", "Forest"), obj("f2", "Forest"))
    assert goyf.castable("alice", "t")["castable"] is True
