"""CR 106.6: mana with a spending restriction pays only for what the restriction allows; a condition of the
restriction the solver doesn't evaluate is never guessed."""

from __future__ import annotations

import pytest
from mtgsolver.model.errors import UnsupportedText

from mtgsolver import Board


def _board(source: dict[str, object]) -> Board:
    return Board.from_json({
        "active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
        "objects": [{"id": "src", "controller": "alice", **source},
                    {"id": "terminate", "card": "Terminate", "controller": "alice", "zone": "hand"},
                    {"id": "bolt", "card": "Lightning Bolt", "controller": "alice", "zone": "hand"}]})


def test_106_6_105_4_pillar_of_the_paruns_pays_for_multicolored_spells_only() -> None:
    """CR 106.6, 105.4: Pillar of the Paruns' mana ("Spend this mana only to cast multicolored spells.") pays
    Terminate's {R} (black and red: multicolored) but not Lightning Bolt's (red only)."""
    board = _board({"card": "Pillar of the Paruns"})
    assert board.is_payable("alice", "{R}", spend_on="terminate")
    assert not board.is_payable("alice", "{R}", spend_on="bolt")


def test_106_6_an_unevaluated_restriction_is_unsupported_text() -> None:
    """Never guessed: a made-up source whose mana may be spent only on "nontoken spells" (a condition the payment
    solver does not evaluate for the spell) gives ``unsupported_text``, never a "no"."""
    board = _board({"name": "Odd Stone", "type_line": "Artifact", "mana_cost": "{2}",
                    "oracle_text": "{T}: Add {R}. Spend this mana only to cast nontoken spells."})
    with pytest.raises(UnsupportedText):
        board.is_payable("alice", "{R}", spend_on="bolt")


def test_118_3_master_of_dark_rites_sacrifices_another_creature() -> None:
    """CR 118.3, 106.6: Master of Dark Rites ("{T}, Sacrifice another creature: Add {B}{B}{B}. Spend this mana only
    to cast Vampire, Cleric, and/or Demon spells.") with Grizzly Bears pays Vampire Nighthawk's {1}{B}{B} by
    sacrificing the Bears; alone it has no other creature to sacrifice, so it pays nothing."""
    def board(*others: dict[str, object]) -> Board:
        return Board.from_json({
            "active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
            "objects": [{"id": "master", "card": "Master of Dark Rites", "controller": "alice"}, *others,
                        {"id": "hawk", "card": "Vampire Nighthawk", "controller": "alice", "zone": "hand"}]})

    with_bears = board({"id": "bears", "card": "Grizzly Bears", "controller": "alice"})
    (payment,) = list(with_bears.payments("alice", "{1}{B}{B}", spend_on="hawk"))
    assert [(a.object, a.sacrificed) for a in payment.activations] == [("master", "bears")]
    assert not board().is_payable("alice", "{1}{B}{B}", spend_on="hawk")


def _hand_board(source: dict[str, object], *others: dict[str, object]) -> Board:
    return Board.from_json({
        "active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
        "objects": [{"id": "src", "controller": "alice", **source}, *others]})


def test_106_6_702_33d_throne_of_makindi_pays_a_kicked_spell_not_an_unkicked_one() -> None:
    """CR 106.6, 702.33d: Throne of Makindi ("{T}, Remove a charge counter from this land: Add two mana of any one
    color. Spend this mana only to cast kicked spells.") with one charge counter: Vines of Vastwood ({G}, "Kicker
    {G}") cast kicked costs {G}{G}, which its {G}{G} pays; cast unkicked its {G} can't be paid (the Throne's other
    mana is {C}). On the stack, the same holds of a kicked and an unkicked spell."""
    bears = {"id": "bears", "card": "Grizzly Bears", "controller": "alice"}
    vines = {"id": "vines", "card": "Vines of Vastwood", "controller": "alice", "zone": "hand"}
    board = _hand_board({"card": "Throne of Makindi", "counters": {"charge": 1}}, bears, vines)
    options = {o["option"]: o for o in board.castable("alice", "vines")["options"]}
    assert options["kicked"]["cost"] == "{G}{G}" and options["kicked"]["payable"] is True
    assert options["mana_cost"]["payable"] is False

    def on_stack(kicked: bool) -> Board:
        return Board.from_json({
            "active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
            "objects": [{"id": "src", "card": "Throne of Makindi", "controller": "alice", "counters": {"charge": 1}},
                        bears, {**vines, "zone": "stack"}],
            "stack": [{"id": "spell", "kind": "spell", "source": "vines", "controller": "alice",
                       "targets": ["bears"], "paid": {"kicker": kicked}}]})

    assert on_stack(True).is_payable("alice", "{G}{G}", spend_on="spell")
    assert not on_stack(False).is_payable("alice", "{G}", spend_on="spell")


def test_106_6_702_33d_kicked_or_not_unknown_for_a_card_in_hand_is_unsupported() -> None:
    """Never guessed, CR 702.33d: asked about Vines of Vastwood in the hand without saying whether it is cast kicked,
    Throne of Makindi's mana can't be counted on or ruled out; a card without kicker is never kicked (CR 702.33a),
    so Throne's mana doesn't pay Giant Growth's {G}."""
    board = _hand_board({"card": "Throne of Makindi", "counters": {"charge": 1}},
                        {"id": "vines", "card": "Vines of Vastwood", "controller": "alice", "zone": "hand"},
                        {"id": "growth", "card": "Giant Growth", "controller": "alice", "zone": "hand"})
    with pytest.raises(UnsupportedText):
        board.is_payable("alice", "{G}", spend_on="vines")
    assert not board.is_payable("alice", "{G}", spend_on="growth")


def test_106_6_702_114a_corrupted_crossroads_pays_a_spell_with_devoid() -> None:
    """CR 106.6, 702.114a: Corrupted Crossroads ("{T}, Pay 1 life: Add one mana of any color. Spend this mana only
    to cast a spell with devoid.") pays Ruination Guide's {U} (it has devoid) but not Grizzly Bears' {G} (no
    devoid; the land's other mana is {C})."""
    board = _hand_board({"card": "Corrupted Crossroads"},
                        {"id": "guide", "card": "Ruination Guide", "controller": "alice", "zone": "hand"},
                        {"id": "bears", "card": "Grizzly Bears", "controller": "alice", "zone": "hand"})
    assert board.is_payable("alice", "{U}", spend_on="guide")
    assert not board.is_payable("alice", "{G}", spend_on="bears")


HERO = {"name": "Test Hero", "mana_cost": "{W}", "type_line": "Creature — Human Hero",
        "oracle_text": "{1}{W}: This creature gains flying until end of turn.", "keywords": []}


def test_106_6_avengers_tower_pays_hero_spells_and_abilities_of_hero_sources() -> None:
    """CR 106.6: Avengers Tower's coloured mana ("Spend this mana only to cast a Hero spell or to activate an
    ability of a Hero source.") pays a Hero spell's {W} and a Hero's ability's {W} (``source``), but neither the
    {G} of Grizzly Bears nor of an ability of a non-Hero creature; its other ability makes only {C}."""
    board = _hand_board({"card": "Avengers Tower"},
                        {"id": "hero_card", "controller": "alice", "zone": "hand", **HERO},
                        {"id": "hero", "controller": "alice", **HERO},
                        {"id": "bears_card", "card": "Grizzly Bears", "controller": "alice", "zone": "hand"},
                        {"id": "elf", "controller": "alice", "name": "Test Elf", "mana_cost": "{G}",
                         "type_line": "Creature — Elf", "oracle_text": "{G}: This creature gets +1/+1 until end of "
                         "turn.", "keywords": []})
    assert board.is_payable("alice", "{W}", spend_on="hero_card")
    assert board.is_payable("alice", "{W}", source="hero")
    assert not board.is_payable("alice", "{G}", spend_on="bears_card")
    assert not board.is_payable("alice", "{G}", source="elf")


def test_106_6_605_1a_artifact_source_mana_pays_a_signets_cost_not_a_lands() -> None:
    """CR 106.6, 605.1a: Cargo Ship's {C} ("Spend this mana only to cast an artifact spell or activate an ability of
    an artifact source.") may pay Boros Signet's {1} (a mana ability is an activated ability of an artifact), so
    Lightning Helix's {R}{W} is paid; it may not pay Shimmering Grotto's {1} (a land's ability), so Lightning
    Bolt's {R} is not."""
    helix = {"id": "helix", "card": "Lightning Helix", "controller": "alice", "zone": "hand"}
    bolt = {"id": "bolt", "card": "Lightning Bolt", "controller": "alice", "zone": "hand"}
    with_signet = _hand_board({"card": "Cargo Ship"}, {"id": "signet", "card": "Boros Signet", "controller": "alice"},
                              helix)
    assert with_signet.is_payable("alice", "{R}{W}", spend_on="helix")
    with_grotto = _hand_board({"card": "Cargo Ship"},
                              {"id": "grotto", "card": "Shimmering Grotto", "controller": "alice"}, bolt)
    assert not with_grotto.is_payable("alice", "{R}", spend_on="bolt")


def test_106_6_mana_for_some_mana_abilities_costs_and_not_others_is_never_guessed() -> None:
    """Never guessed: with Boros Signet and Shimmering Grotto both, Cargo Ship's {C} may pay the Signet's {1} and
    not the Grotto's; the payments found stand (Lightning Bolt's {R} through the Signet), the list of every
    payment is ``unsupported_text``."""
    board = _hand_board({"card": "Cargo Ship"}, {"id": "signet", "card": "Boros Signet", "controller": "alice"},
                        {"id": "grotto", "card": "Shimmering Grotto", "controller": "alice"},
                        {"id": "bolt", "card": "Lightning Bolt", "controller": "alice", "zone": "hand"})
    assert board.is_payable("alice", "{R}", spend_on="bolt")
    with pytest.raises(UnsupportedText):
        list(board.payments("alice", "{R}", spend_on="bolt"))


def _cavern_and_bears(changer_controller: str, changer: str = "Conspiracy") -> Board:
    return Board.from_json({
        "active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
        "objects": [{"id": "cavern", "card": "Cavern of Souls", "controller": "alice",
                     "chosen": {"creature_type": "Elf"}},
                    {"id": "bears", "card": "Grizzly Bears", "controller": "alice", "zone": "hand"},
                    {"id": "changer", "card": changer, "controller": changer_controller,
                     "chosen": {"creature_type": "Elf"}}]})


def test_106_6_205_3m_611_3a_conspiracy_extended_to_spells_is_never_guessed() -> None:
    """CR 106.6, 205.3m, 611.3a: Alice's Conspiracy (Elf) makes "creature spells you control and creature cards you
    own that aren't on the battlefield" Elves too, so Grizzly Bears in her hand would be an Elf spell that Cavern of
    Souls' coloured mana (Elf chosen) may pay for. The change is not read, and though no creature of hers is on the
    battlefield it reaches the spell: no "no" is given for {G}, the answer is ``unsupported_text``."""
    with pytest.raises(UnsupportedText, match="The same is true for creature spells"):
        _cavern_and_bears("alice").is_payable("alice", "{G}", spend_on="bears")


def test_106_6_611_3a_an_opponents_conspiracy_changes_only_their_spells() -> None:
    """CR 106.6, 611.3a: Bob's Conspiracy changes only the creatures, creature spells and cards of its controller,
    so Alice's Grizzly Bears stays a Bear: Cavern of Souls' coloured mana (Elf chosen) can't pay its {G}, and its
    {C} pays the generic {1}."""
    board = _cavern_and_bears("bob")
    assert board.is_payable("alice", "{G}", spend_on="bears") is False
    assert board.is_payable("alice", "{1}", spend_on="bears") is True


@pytest.mark.parametrize("changer", ["Arcane Adaptation", "Leyline of Transformation", "Maskwood Nexus"])
def test_106_6_205_3m_611_3a_a_type_change_extended_to_cards_makes_bears_an_elf_spell(changer: str) -> None:
    """CR 106.6, 205.3m, 611.3a: "Creatures you control are the chosen type in addition to their other types" (Arcane
    Adaptation, Leyline of Transformation; Elf chosen) or "are every creature type" (Maskwood Nexus), with "The same
    is true for creature spells you control and creature cards you own that aren't on the battlefield.": Alice's
    Grizzly Bears in her hand is an Elf, so Cavern of Souls' coloured mana (Elf chosen) pays its {G}; Bob's copy of
    the card changes only his, and the Bears' {G} can't be paid."""
    assert _cavern_and_bears("alice", changer).is_payable("alice", "{G}", spend_on="bears") is True
    assert _cavern_and_bears("bob", changer).is_payable("alice", "{G}", spend_on="bears") is False


def test_106_6_205_1b_611_3a_encroaching_mycosynth_makes_a_creature_card_an_artifact_spell() -> None:
    """CR 106.6, 205.1b, 611.3a: Encroaching Mycosynth ("Nonland permanents you control are artifacts in addition to
    their other types. The same is true for permanent spells you control and nonland permanent cards you own that
    aren't on the battlefield.") makes Grizzly Bears in Alice's hand an artifact card, so Mishra's Workshop's mana
    ("Spend this mana only to cast artifact spells.") pays its generic {1}; Bob's Mycosynth doesn't."""
    def board(mycosynth_controller: str) -> Board:
        return _hand_board({"card": "Mishra's Workshop"},
                           {"id": "bears", "card": "Grizzly Bears", "controller": "alice", "zone": "hand"},
                           {"id": "mycosynth", "card": "Encroaching Mycosynth", "controller": mycosynth_controller})

    assert board("alice").is_payable("alice", "{1}", spend_on="bears") is True
    assert board("bob").is_payable("alice", "{1}", spend_on="bears") is False


COURTYARD_TEXT = ("As this land enters, choose a creature type.\n{T}: Add {C}.\n{T}: Add one mana of any color. Spend "
                  "this mana only to cast a creature spell of the chosen type or activate an ability of a creature "
                  "source of the chosen type.")
PUMPER_TEXT = "{G}: This creature gets +1/+1 until end of turn."


def test_106_6_spend_on_an_activated_ability_on_the_stack() -> None:
    """CR 106.6, 113.7: ``spend_on`` naming an activated ability on the stack pays for an ability of its source:
    Secluded Courtyard (chosen Elf) may pay {G} for the ability of an Elf creature, not of a Bear."""
    def board(creature_type: str) -> Board:
        return Board.from_json({
            "active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
            "objects": [{"id": "yard", "controller": "alice", "name": "Secluded Courtyard", "type_line": "Land",
                         "oracle_text": COURTYARD_TEXT, "chosen": {"creature_type": "Elf"}},
                        {"id": "pumper", "controller": "alice", "name": "Pumper", "mana_cost": "{1}{G}",
                         "type_line": f"Creature — {creature_type}", "oracle_text": PUMPER_TEXT, "power": "2",
                         "toughness": "2"}],
            "stack": [{"id": "pump", "kind": "activated_ability", "source": "pumper", "ability": 0,
                       "controller": "alice"}]})
    assert board("Elf").is_payable("alice", "{G}", spend_on="pump") is True
    assert board("Bear").is_payable("alice", "{G}", spend_on="pump") is False
