"""Never guessed, one rule for every query kind (contract: ``unsupported_text``; :mod:`solver.never_guessed`).

Card wording is the current Oracle text of ``../shared/data/oracle-corpus.jsonl.gz``, inline here so the tests
run without the shared folder.
"""

from __future__ import annotations

import pytest

from mtgsolver import Board, ManaType, UnsupportedText
from tests.helpers import inline, obj

#: Sceptre of Eternal Glory: "{T}: Add one mana of any color." and "{T}: Add three mana of any one color. Activate
#: only if you control three or more lands with the same name." (a condition the reader doesn't read).
SCEPTRE = obj("sceptre", "Sceptre of Eternal Glory")
MAGUS = inline("magus", "Magus Lucea Kane", "Legendary Creature — Human Tyranid Wizard",
               "Spiritual Leader — At the beginning of combat on your turn, put a +1/+1 counter on target creature.\n"
               "Psychic Stimulus — {T}: Add {C}{C}. When you next cast a spell with {X} in its mana cost or activate "
               "an ability with {X} in its activation cost this turn, copy that spell or ability. You may choose new "
               "targets for the copy. (A copy of a permanent spell becomes a token.)",
               mana_cost="{1}{G}{U}{R}", power="1", toughness="1")
SCHEMING_FENCE = inline("fence", "Scheming Fence", "Creature — Human Citizen",
                        "As this creature enters, you may choose a nonland permanent.\nActivated abilities of the "
                        "chosen permanent can't be activated.", mana_cost="{W}{U}", power="2", toughness="3")


def _board(*objects: dict[str, object]) -> Board:
    return Board.from_json({"active_player": "alice", "players": [{"id": "alice", "life": 20}, {"id": "bob"}],
                            "objects": list(objects)})


def test_602_5b_unread_activation_condition_is_unsupported_text() -> None:
    """CR 602.5b: "Activate only if ..." restricts when an ability may be activated. Sceptre of Eternal Glory's
    condition on its second ability ("you control three or more lands with the same name") is not read, so whether
    that mana ability can be activated is not known: ``unsupported_text`` at the Sceptre, never ``legal: true``.
    ``activatable`` lists that ability in ``unknown`` with the same error and still decides the others (the
    Sceptre's first, the Island's)."""
    board = _board(SCEPTRE, obj("island", "Island"))
    with pytest.raises(UnsupportedText) as error:
        board.can_activate("sceptre", 1)
    assert error.value.path == "state.objects[0]"
    rows = board.activatable("alice")
    assert [(u.object, u.ability, u.code, u.path) for u in rows.unknown] == [
        ("sceptre", 1, "unsupported_text", "state.objects[0]")]
    assert {(r.object, r.ability) for r in rows} == {("sceptre", 0), ("island", 0)}


def test_602_5b_an_unread_sentence_of_another_ability_does_not_stop_the_answer() -> None:
    """CR 602.5b, 305.6: the Island's {T}: Add {U} has no condition; the unread condition of the Sceptre's second
    ability can't change whether the Island's may be activated: legal."""
    assert _board(SCEPTRE, obj("island", "Island")).can_activate("island", 0).legal is True


def test_602_5_unread_prohibition_on_the_board_is_unsupported_text() -> None:
    """CR 602.5: an effect may stop an ability from being activated. Scheming Fence's prohibition on "the chosen
    permanent" is not read (the state doesn't record that choice), so whether Llanowar Elves' ability may be
    activated is not known: ``unsupported_text`` at the Fence (its first two Oracle paragraphs, inline)."""
    board = _board(SCHEMING_FENCE, obj("elves", "Llanowar Elves"))
    with pytest.raises(UnsupportedText) as error:
        board.can_activate("elves", 0)
    assert error.value.path == "state.objects[0]"


def test_605_1a_603_7a_magus_lucea_kane_adds_colorless() -> None:
    """CR 605.1a, 603.7a: "{T}: Add {C}{C}" is a mana ability; the delayed triggered ability it creates ("When you
    next cast ..., copy that spell ... choose new targets for the copy") is a separate ability, whose targets are
    not the mana ability's. Magus Lucea Kane could produce {C} (CR 106.7), and pays {C}{C}."""
    board = _board(MAGUS)
    assert board.could_produce("magus") == (ManaType.C,)
    assert board.ask("abilities", object="magus")["abilities"][1]["kind"] == "mana"
    assert board.is_payable("alice", "{C}{C}") is True


def test_601_2h_unread_mana_ability_makes_a_no_unsupported_but_a_yes_stands() -> None:
    """CR 601.2h with the contract's never-guessed rule: the Sceptre's three-mana ability is not wholly read and
    never used. With a Forest, {G}{G} is payable without it (the Forest and "one mana of any color": a "yes"
    stands); {G}{G}{G} would need it, so the "no" is ``unsupported_text``."""
    board = _board(SCEPTRE, obj("forest", "Forest"))
    assert board.is_payable("alice", "{G}{G}") is True
    with pytest.raises(UnsupportedText):
        board.is_payable("alice", "{G}{G}{G}")


def _copy_board(*objects: dict[str, object]) -> Board:
    """Alice's Twincast and Bob's Lightning Bolt aimed at Alice, with ``objects``."""
    return Board.from_json({
        "active_player": "alice", "players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
        "objects": [{"id": "twincast", "card": "Twincast", "controller": "alice"},
                    {"id": "bolt_card", "card": "Lightning Bolt", "controller": "bob", "zone": "stack"},
                    *objects],
        "stack": [{"id": "bolt", "kind": "spell", "source": "bolt_card", "controller": "bob", "targets": ["alice"]}]})


def test_115_1_unread_restriction_on_targets_is_unsupported_text() -> None:
    """CR 115.1: Karplusan Strider "can't be the target of blue or black spells" — wording the reader does not
    apply (two colours joined by "or"), so which targets Alice's copy may take is not known: ``unsupported_text``
    at the Strider, never a list that may hold an illegal target."""
    strider = inline("strider", "Karplusan Strider", "Creature — Yeti",
                     "This creature can't be the target of blue or black spells.", mana_cost="{3}{G}",
                     controller="bob", power="3", toughness="4")
    with pytest.raises(UnsupportedText) as error:
        _copy_board(strider).copy_targets("bolt", by=("twincast", 0))
    assert error.value.path == "state.objects[2]"


def test_702_16b_unread_protection_quality_is_unsupported_text() -> None:
    """CR 702.16b: protection from "the chosen color" (Voice of All) is a quality the reader does not evaluate, so
    the copy's targets are not known: ``unsupported_text``."""
    voice = inline("voice", "Voice of All", "Creature — Angel",
                   "Flying\nAs this creature enters, choose a color.\nThis creature has protection from the chosen "
                   "color.", mana_cost="{2}{W}{W}", controller="bob", power="2", toughness="2")
    with pytest.raises(UnsupportedText):
        _copy_board(voice).copy_targets("bolt", by=("twincast", 0))


def test_702_11b_read_restrictions_still_answer() -> None:
    """CR 702.11b, 702.16b: a creature with hexproof and one with protection from red are read: the copy of the red
    Bolt may target Alice, Bob or Alice's Bears, not Bob's hexproof Bears nor the protected Knight."""
    board = _copy_board(obj("bears", "Grizzly Bears"),
                        inline("scout", "Gladecover Scout", "Creature — Elf Scout", "Hexproof", mana_cost="{G}",
                               controller="bob", power="1", toughness="1"),
                        inline("knight", "Red-Proof Knight", "Creature — Human Knight", "Protection from red",
                               mana_cost="{1}{W}", controller="alice", power="2", toughness="2"))
    assert set(board.copy_targets("bolt", by=("twincast", 0)).choices) == {("alice",), ("bob",), ("bears",)}


def test_305_7_land_type_changes_the_view_applies_dont_stop_copy_targets() -> None:
    """CR 305.7, 613.1d, 707.10: Urborg's "Each land is a Swamp in addition to its other land types" and Thran
    Portal's chosen type are applied by the layers, not unread: the copy of Bob's Bolt may target Alice, Bob or
    Alice's Bears (no land is a creature, CR 115.1)."""
    urborg = inline("urborg", "Urborg, Tomb of Yawgmoth", "Legendary Land",
                    "Each land is a Swamp in addition to its other land types.")
    portal = inline("portal", "A-Thran Portal", "Land — Gate", "As A-Thran Portal enters, choose a basic land type."
                    "\nThran Portal is the chosen type in addition to its other types.\nMana abilities of A-Thran "
                    "Portal cost an additional 1 life to activate.", chosen={"basic_land_type": "Island"})
    board = _copy_board(obj("bears", "Grizzly Bears"), urborg, portal)
    assert set(board.copy_targets("bolt", by=("twincast", 0)).choices) == {("alice",), ("bob",), ("bears",)}


def test_613_4c_an_unread_power_change_doesnt_stop_targets_that_dont_read_power() -> None:
    """CR 613.4c, 115.1, 707.10: Kird Ape's "This creature gets +1/+2 as long as you control a Forest" changes only
    its power and toughness, which "any target" doesn't ask about: the copy of Bob's Bolt may target Alice, Bob,
    Alice's Bears or Bob's Ape."""
    ape = inline("ape", "Kird Ape", "Creature — Ape", "This creature gets +1/+2 as long as you control a Forest.",
                 mana_cost="{R}", controller="bob", power="1", toughness="1")
    board = _copy_board(obj("bears", "Grizzly Bears"), ape)
    assert set(board.copy_targets("bolt", by=("twincast", 0)).choices) == {("alice",), ("bob",), ("bears",),
                                                                           ("ape",)}
