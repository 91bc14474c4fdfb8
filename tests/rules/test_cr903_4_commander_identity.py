"""Mana "of any color in your commander's color identity" (Command Tower, Arcane Signet, Command Mine, Command Power
Plant): the colours of the colour identity of the commanders its controller owns (CR 903.3, 903.4, 702.124c), none
without a commander (CR 903.4f). A card's colour identity is its card file's, or the colours of the mana symbols of
its mana cost and rules text without reminder text, plus its colour indicator (CR 903.4, 903.4c).

Card wording is the current Oracle text of ``../shared/data/oracle-corpus.jsonl.gz`` (cards by name from the
registry; the inline cards are made up, to test one rule each).
"""

from __future__ import annotations

import time

import pytest
from mtgsolver.model.errors import UnsupportedText
from mtgsolver.model.queries import PaymentMode
from mtgsolver.model.registry import card_from_fields, card_from_record, get_card
from mtgsolver.solver.api import solve
from mtgsolver.solver.payments import cpsat
from mtgsolver.solver.payments.problem import encode_payment
from mtgsolver.solver.view import BoardView

from mtgsolver import Board, ManaType
from tests.helpers import inline, obj, pay, state

W, U, B, R, G = ManaType.W, ManaType.U, ManaType.B, ManaType.R, ManaType.G

TOWER = obj("tower", "Command Tower")  # "{T}: Add one mana of any color in your commander's color identity."
SIGNET = obj("signet", "Arcane Signet")  # the same ability, on an artifact
MINE = obj("mine", "Command Mine")
PLANT = obj("plant", "Command Power Plant")
FOREST = obj("forest", "Forest")


def _commander(oid: str, card: str, *, owner: str = "alice", zone: str = "command", **fields: object) -> dict:
    """``card`` as ``owner``'s commander (``commander_casts`` given, CR 903.3), in the command zone by default."""
    return obj(oid, card, controller=owner, zone=zone, commander_casts=0, **fields)


def _board(*objects: dict) -> Board:
    return Board.from_json({"active_player": "alice", "players": [{"id": "alice", "life": 20}, {"id": "bob"}],
                            "objects": list(objects)})


def test_903_4_llanowar_elves_as_commander_command_tower_adds_green() -> None:
    """CR 903.3, 903.4: Alice's commander is Llanowar Elves (mana cost {G}, its rules text "{T}: Add {G}."): its
    colour identity is green, so her Command Tower could produce G (CR 106.7) and pays {G} but not {R}."""
    out = solve({"state": {"active_player": "alice", "players": [{"id": "alice", "life": 20}],
                           "objects": [{"id": "t", "card": "Command Tower", "controller": "alice"},
                                       {"id": "c", "card": "Llanowar Elves", "controller": "alice",
                                        "zone": "command", "commander_casts": 0}]},
                 "queries": [{"id": "q", "kind": "could_produce", "object": "t"},
                             {"id": "p", "kind": "payments", "player": "alice", "cost": "{G}", "mode": "check"},
                             {"id": "r", "kind": "payments", "player": "alice", "cost": "{R}", "mode": "check"}]})
    results = {r["id"]: r for r in out[0]["results"]}
    assert results["q"]["types"] == ["G"]
    assert results["p"]["payable"] is True
    assert results["r"]["payable"] is False


def test_903_4f_without_a_commander_command_tower_adds_nothing() -> None:
    """CR 903.4f: with no commander the identity is undefined and the Tower adds no mana (CR 106.5); Bob's
    commander is not Alice's ("your commander", CR 903.3); once the Elves are Alice's commander it adds G."""
    assert _board(TOWER).could_produce("tower") == ()
    assert _board(TOWER).is_payable("alice", "{G}") is False
    assert _board(TOWER, _commander("cmd", "Llanowar Elves", owner="bob")).could_produce("tower") == ()
    assert _board(TOWER, _commander("cmd", "Llanowar Elves")).could_produce("tower") == (G,)


def test_903_4_a_two_colour_commander_arcane_signet_pays_either_colour_in_every_mode() -> None:
    """CR 903.4: Chainer, Nightmare Adept ({2}{B}{R}) has a black and red identity: Arcane Signet could produce B
    and R; with a Forest, {B}{G} and {R}{G} are payable (CR 601.2g-h), {W}{G} and {B}{R} are not (one mana each).
    The answer is the same in check, all and best mode and in the CP-SAT model."""
    objects = (SIGNET, FOREST, _commander("cmd", "Chainer, Nightmare Adept", zone="battlefield"))
    board = _board(*objects)
    assert board.could_produce("signet") == (B, R)
    for cost, payable in (("{B}{G}", True), ("{R}{G}", True), ("{W}{G}", False), ("{B}{R}", False)):
        for mode in ("check", "all", "best"):
            assert board.ask("payments", player="alice", cost=cost, mode=mode)["payable"] is payable, (cost, mode)
    problem = encode_payment(BoardView(state(*objects)), pay("{B}{G}", mode=PaymentMode.ALL))
    assert len(list(cpsat.enumerate_minimal(problem, time.monotonic() + 60))) == 1


def test_702_124c_two_partner_commanders_combine_their_identities() -> None:
    """CR 702.124c: "your commander's color identity" is the combined identities of your two commanders: Thrasios,
    Triton Hero ({G}{U}) and Tymna the Weaver ({1}{W}{B}) make white, blue, black and green; no red."""
    board = _board(TOWER, _commander("thrasios", "Thrasios, Triton Hero"), _commander("tymna", "Tymna the Weaver"))
    assert board.could_produce("tower") == (W, U, B, G)
    assert board.is_payable("alice", "{W}") is True
    assert board.is_payable("alice", "{R}") is False


def test_903_4_a_rules_text_symbol_counts_even_when_the_cost_is_green() -> None:
    """CR 903.4: the colours of the mana symbols in the mana cost *or rules text*: an inline commander costing {1}{G}
    whose text has "{B}, {T}: ..." has a black and green identity; the {U} of its reminder text doesn't count (CR
    903.4c)."""
    commander = inline("cmd", "Test Regent", "Legendary Creature — Elf", "{B}, {T}: Draw a card. (It costs {U}.)",
                       mana_cost="{1}{G}", zone="command", commander_casts=0)
    assert _board(TOWER, commander).could_produce("tower") == (B, G)


@pytest.mark.parametrize(("mana_cost", "text", "identity"), [
    # CR 903.4 example: Bosh, Iron Golem, {8}, "{3}{R}, Sacrifice an artifact: ..." is red.
    ("{8}", ("{3}{R}, Sacrifice an artifact: Bosh deals damage equal to the sacrificed artifact's mana value to "
             "any target."), {"R"}),
    # CR 903.5c example: Wort, the Raidmother, {4}{R/G}{R/G}: both halves of a hybrid symbol, red and green.
    ("{4}{R/G}{R/G}", "", {"R", "G"}),
    # CR 107.4f, 107.4e: a Phyrexian symbol's colour; a {2/B} symbol's colour; {C} and {T} are no colour.
    ("{G/P}", "{2/B}, {T}: Add {C}.", {"G", "B"}),
    # CR 903.4c: reminder text is ignored.
    ("{W}", "Flying (This creature can block {U} creatures.)", {"W"}),
])
def test_903_4_colour_identity_worked_out_from_the_symbols(mana_cost: str, text: str, identity: set[str]) -> None:
    """CR 903.4, 903.4c: without an identity given, the colours of the mana symbols of the mana cost and of the
    rules text without reminder text (cited per row)."""
    card = card_from_fields(name="Test", type_line="Legendary Creature — Golem", mana_cost=mana_cost,
                            oracle_text=text)
    assert card.identity == identity


def test_903_4_colour_indicator_and_card_files() -> None:
    """CR 903.4: a colour indicator counts (CR 204: an inline card's ``colors``); CR 903.4d example: Civilized
    Scholar ({2}{U}) // Homicidal Brute (red colour indicator) is blue and red, as its card file (MTGJSON
    ``colorIdentity``) says, though its record holds only the front face; a Scryfall record's ``color_identity``
    is read too."""
    assert card_from_fields(name="T", type_line="Creature", colors=["R"]).identity == {"R"}
    assert get_card("Civilized Scholar").identity == {"U", "R"}
    scryfall = card_from_record({"object": "card", "name": "Civilized Scholar // Homicidal Brute",
                                 "color_identity": ["R", "U"], "card_faces": [
                                     {"name": "Civilized Scholar", "type_line": "Creature — Human Advisor",
                                      "mana_cost": "{2}{U}", "oracle_text": ""}]})
    assert scryfall.identity == {"U", "R"}


def test_903_4d_an_inline_commander_gives_its_whole_identity() -> None:
    """CR 903.4d: an inline card's ``color_identity`` (an addition) gives the whole card's identity, its back face
    with it: a front face costing {2}{U} whose identity is blue and red makes the Tower add U or R."""
    commander = inline("cmd", "Test Scholar", "Legendary Creature — Human", "", mana_cost="{2}{U}",
                       color_identity=["U", "R"], zone="command", commander_casts=0)
    assert _board(TOWER, commander).could_produce("tower") == (U, R)


def test_903_4a_a_class_keeps_the_identity_of_every_level() -> None:
    """CR 903.4, 903.4a: a Class's rules text is all of its sections, whatever its level (CR 716.2a): the {U} of a
    level 2 section counts at level 1."""
    card = card_from_fields(name="Test Class", type_line="Enchantment — Class", mana_cost="{G}",
                            oracle_text="{T}: Draw a card.\n{1}{U}: Level 2\nYou may play an additional land.")
    assert card.at_class_level(1).identity == {"G", "U"}


def test_903_3_a_commander_copying_another_card_keeps_its_own_identity() -> None:
    """CR 903.3, 903.4a: a commander that's copying another card is still a commander, and its identity is its own
    card's: Alice's commander Clone ({3}{U}) on the battlefield as a copy of Llanowar Elves makes the Tower add U,
    not G."""
    clone = _commander("cmd", "Clone", zone="battlefield", chosen={"copy": "Llanowar Elves"})
    assert _board(TOWER, clone).could_produce("tower") == (U,)


def test_903_4b_a_colour_chosen_before_the_game_is_part_of_the_identity() -> None:
    """CR 903.4b: The Prismatic Piper ({5}): "If The Prismatic Piper is your commander, choose a color before the
    game begins." The chosen red is its identity (the Tower adds R); not given, it is ``unsupported_text`` at its
    ``chosen`` (never guessed)."""
    piper = _commander("cmd", "The Prismatic Piper", chosen={"color": "R"})
    assert _board(TOWER, piper).could_produce("tower") == (R,)
    with pytest.raises(UnsupportedText) as error:
        _board(TOWER, _commander("cmd", "The Prismatic Piper")).could_produce("tower")
    assert error.value.path == "state.objects[1].chosen"


def test_903_4_command_mine_with_a_tower_and_a_power_plant_mono_green() -> None:
    """Command Mine: "If you control a Command Tower and a Command Power Plant, add two mana of any color in your
    commander's color identity instead"; Command Power Plant the same with a Tower and a Mine, and "Command Towers
    you control have, "{T}: If you control a Command Mine and a Command Power Plant, add three mana ..."" (CR 201.2:
    names as nouns). With a green identity (Llanowar Elves, CR 903.4) the Mine and the Power Plant add {G}{G}
    each and the Tower {G}{G}{G} (CR 613.1f): seven {G} are payable, eight are not (CR 601.2g-h)."""
    board = _board(TOWER, MINE, PLANT, _commander("cmd", "Llanowar Elves"))
    assert board.is_payable("alice", "{G}" * 7) is True
    assert board.is_payable("alice", "{G}" * 8) is False
    best = board.ask("payments", player="alice", cost="{G}" * 7, mode="all")
    assert sorted((a["object"], a["produces"]) for a in best["payments"][0]["activations"]) == [
        ("mine", "{G}{G}"), ("plant", "{G}{G}"), ("tower", "{G}{G}{G}")]


def test_903_4_command_mine_without_a_power_plant_adds_one() -> None:
    """Command Mine without a Command Power Plant: its condition fails, so it adds one mana of the identity (a green
    one here, CR 903.4); with the Tower, {G}{G} is payable and {G}{G}{G} is not."""
    board = _board(TOWER, MINE, _commander("cmd", "Llanowar Elves"))
    assert board.could_produce("mine") == (G,)
    assert board.is_payable("alice", "{G}{G}") is True
    assert board.is_payable("alice", "{G}{G}{G}") is False


def test_903_4_command_mine_two_mana_of_a_several_colour_identity_is_never_guessed() -> None:
    """Command Mine's "two mana of any color in your commander's color identity": no rule says whether the two may
    differ ("any one color" and "in any combination of colors" are the templates, CR 106.1), so with Chainer's
    black and red identity a payment is ``unsupported_text`` at the Mine; what it could produce is B and R either
    way (CR 106.7)."""
    board = _board(MINE, TOWER, PLANT, _commander("cmd", "Chainer, Nightmare Adept"))
    assert board.could_produce("mine") == (B, R)
    with pytest.raises(UnsupportedText) as error:
        board.is_payable("alice", "{B}{R}{R}{R}{R}{R}{R}")
    assert error.value.path == "state.objects[0]"
