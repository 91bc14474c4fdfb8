"""CR 707.2, 707.5, 707.9: a permanent that entered as a copy ("You may have this creature enter as a copy of any
creature on the battlefield", Clone; Vesuva; Protean Raider) has the copied card's copiable values, with the
exceptions its text makes; what it copied is the object's ``chosen`` ``copy`` (a card name, or ``null`` when it
entered as itself). Without it, what the copy could change is never guessed: ``unsupported_text`` at that object's
``chosen``, and only for questions about it. Card wording is the bundled Oracle corpus's."""

from __future__ import annotations

import pytest
from mtgsolver.model.errors import MtgSolverError
from mtgsolver.model.mana import ManaType

from mtgsolver import Board, UnsupportedText
from tests.helpers import obj


def _board(*objects: dict) -> Board:
    return Board.from_json({"active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
                            "objects": list(objects)})


def _copy(oid: str, card: str, copied: str | None, **fields: object) -> dict:
    return obj(oid, card, chosen={"copy": copied}, **fields)


def test_707_2_vesuva_copying_a_forest_could_produce_green() -> None:
    """CR 707.2, 305.6: Vesuva ("You may have this land enter tapped as a copy of any land on the battlefield")
    that copied a Forest is a Forest, with its intrinsic "{T}: Add {G}": it could produce {G} and pays {G}."""
    board = _board(_copy("vesuva", "Vesuva", "Forest"))
    assert board.could_produce("vesuva") == (ManaType.G,)
    assert board.is_payable("alice", "{G}") is True
    assert board.is_payable("alice", "{U}") is False


def test_707_2_302_6_clone_copying_llanowar_elves_taps_for_green_unless_summoning_sick() -> None:
    """CR 707.2: Clone that copied Llanowar Elves has "{T}: Add {G}"; CR 302.6: while summoning sick, without haste,
    it can't pay {T}, so {G} is payable only when it isn't."""
    assert _board(_copy("clone", "Clone", "Llanowar Elves")).could_produce("clone") == (ManaType.G,)
    assert _board(_copy("clone", "Clone", "Llanowar Elves")).is_payable("alice", "{G}") is True
    sick = _board(_copy("clone", "Clone", "Llanowar Elves", summoning_sick=True))
    assert sick.could_produce("clone") == (ManaType.G,)  # CR 106.7: what it would produce, whether or not it can
    assert sick.is_payable("alice", "{G}") is False


def test_707_9a_dacks_duplicate_has_haste_so_it_taps_while_summoning_sick() -> None:
    """CR 707.9a, 702.10, 302.6: Dack's Duplicate ("..., except it has haste and dethrone") that copied Llanowar
    Elves has haste as part of its copiable values, so it pays {G} the turn it entered."""
    board = _board(_copy("dup", "Dack's Duplicate", "Llanowar Elves", summoning_sick=True))
    assert board.is_payable("alice", "{G}") is True


def test_707_5_clone_that_entered_as_itself_has_no_mana_ability() -> None:
    """CR 707.5 ("you may"): Clone with ``chosen.copy`` null entered as itself, a Clone with no mana ability: it
    could produce nothing and pays nothing."""
    board = _board(_copy("clone", "Clone", None))
    assert board.could_produce("clone") == ()
    assert board.is_payable("alice", "{C}") is False
    assert board.state.object("clone").name == "Clone"


def test_707_9b_the_misty_stepper_keeps_its_name_and_its_other_abilities() -> None:
    """CR 707.9a-b: The Misty Stepper ("... except its name is The Misty Stepper and it has its other abilities")
    that copied Llanowar Elves is named The Misty Stepper, is an Elf Druid, taps for {G} and still has "The Misty
    Stepper can't be blocked." and "Spells you cast have split second.\""""
    board = _board(_copy("misty", "The Misty Stepper", "Llanowar Elves"))
    card = board.state.object("misty").card
    assert card.name == "The Misty Stepper"
    assert board.view.view("misty").subtypes == {"Elf", "Druid"}
    assert board.could_produce("misty") == (ManaType.G,)
    texts = [a.text for a in board.view.view("misty").abilities]
    assert "The Misty Stepper can't be blocked." in texts
    assert any(t.startswith("Spells you cast have split second.") for t in texts)


def test_201_5c_707_9a_sakashima_has_its_other_abilities_under_the_copied_name() -> None:
    """CR 201.5c: "Sakashima" is Sakashima of a Thousand Faces' shortened name; CR 707.2, 707.9a: copying Llanowar
    Elves "except it has Sakashima's other abilities", it is named Llanowar Elves, taps for {G}, and keeps the
    legend rule ability and partner (not the copy ability itself)."""
    board = _board(_copy("saka", "Sakashima of a Thousand Faces", "Llanowar Elves"))
    card = board.state.object("saka").card
    assert card.name == "Llanowar Elves"
    assert board.could_produce("saka") == (ManaType.G,)
    assert "The \"legend rule\" doesn't apply to permanents you control." in card.oracle_text
    assert "enter as a copy" not in card.oracle_text
    assert "legendary" not in card.type_line.supertypes  # the copied values: Llanowar Elves isn't legendary


def test_707_9b_activated_sleeper_is_a_phyrexian_in_addition_to_its_other_types() -> None:
    """CR 707.9b: Activated Sleeper ("... except it's a Phyrexian in addition to its other types") that copied
    Llanowar Elves is an Elf Druid Phyrexian creature."""
    board = _board(_copy("sleeper", "Activated Sleeper", "Llanowar Elves"))
    view = board.view.view("sleeper")
    assert view.subtypes == {"Elf", "Druid", "Phyrexian"}
    assert view.card_types == {"creature"}


def test_707_9b_spark_double_copying_a_legendary_creature_isnt_legendary() -> None:
    """CR 707.9b, 707.9e: Spark Double ("... except it enters with an additional +1/+1 counter on it if it's a
    creature, ... and it isn't legendary") that copied Isamaru, Hound of Konda is a Dog named Isamaru, not
    legendary; its extra counter is the state's ``counters``."""
    board = _board(_copy("double", "Spark Double", "Isamaru, Hound of Konda", counters={"+1/+1": 1}))
    view = board.view.view("double")
    assert board.state.object("double").name == "Isamaru, Hound of Konda"
    assert view.supertypes == frozenset()
    assert view.subtypes == {"Dog"}
    assert (view.power, view.toughness) == (3, 3)  # CR 122.1a: printed 2/2 and a +1/+1 counter


def test_707_9b_moritte_copying_llanowar_elves_is_a_snow_creature_with_changeling() -> None:
    """CR 707.9b: Moritte of the Frost ("..., except it's legendary and snow in addition to its other types and, if
    it's a creature, it enters with two additional +1/+1 counters on it and has changeling") that copied Llanowar
    Elves is a legendary snow Elf Druid with changeling (every creature type, CR 702.73a): its {G} is mana from a
    snow source, which pays {S} (CR 107.4h, 106.3)."""
    board = _board(_copy("moritte", "Moritte of the Frost", "Llanowar Elves"))
    view = board.view.view("moritte")
    assert view.supertypes == {"legendary", "snow"}
    assert "Goblin" in view.subtypes
    assert board.is_payable("alice", "{S}") is True
    assert _board(obj("elves", "Llanowar Elves")).is_payable("alice", "{S}") is False


def test_707_9b_moritte_copying_a_noncreature_gains_nothing_the_creature_clause_gives() -> None:
    """CR 707.9b: Moritte of the Frost that copied Sol Ring is a legendary snow artifact; "if it's a creature, ...
    has changeling" doesn't apply, so it has no creature type (CR 205.3d) and pays {S}{S} with its {C}{C}."""
    board = _board(_copy("moritte", "Moritte of the Frost", "Sol Ring"))
    view = board.view.view("moritte")
    assert view.supertypes == {"legendary", "snow"}
    assert view.card_types == {"artifact"}
    assert view.subtypes == frozenset()
    assert board.is_payable("alice", "{S}{S}") is True


def test_707_9_an_exception_not_read_is_never_guessed() -> None:
    """CR 707.9: Higher Level Zone Monster ("... and it's the colors of your choice in addition to its other
    colors") that copied Llanowar Elves: the colours chosen are not in the state, so its answers are
    ``unsupported_text`` at the object (giving ``chosen.copy`` again would not help), not at its ``chosen``."""
    board = _board(_copy("monster", "Higher Level Zone Monster", "Llanowar Elves"))
    with pytest.raises(UnsupportedText) as error:
        board.could_produce("monster")
    assert error.value.path == "state.objects[0]"


def test_707_5_protean_raider_without_its_choice_stops_only_questions_about_it() -> None:
    """CR 707.5: Protean Raider ("Raid — If you attacked this turn, you may have this creature enter as a copy of
    any creature on the battlefield.") with no ``chosen.copy``: what it could produce and Alice's payments are
    ``unsupported_text`` at its ``chosen``; what Alice's Forest could produce and Bob's payments are answered (the
    sentence is about the Raider only)."""
    board = _board(obj("raider", "Protean Raider"), obj("forest", "Forest"),
                   obj("mountain", "Mountain", controller="bob"))
    with pytest.raises(UnsupportedText) as error:
        board.could_produce("raider")
    assert error.value.path == "state.objects[0].chosen"
    assert "copy" in error.value.message
    assert board.could_produce("forest") == (ManaType.G,)
    with pytest.raises(UnsupportedText):
        board.is_payable("alice", "{G}")
    assert board.is_payable("bob", "{R}") is True
    assert _board(_copy("raider", "Protean Raider", None), obj("forest", "Forest")).is_payable("alice", "{G}")


def test_707_5_601_3_an_unknown_copy_could_forbid_casting() -> None:
    """CR 707.5, 601.3: Bob's Clone could have copied Gaddock Teeg ("Noncreature spells with mana value 4 or
    greater can't be cast.") or any other card about casting, so whether Alice may cast Lightning Bolt is not known
    without its ``chosen.copy``; with the Clone entered as itself, the Bolt is castable for her Mountain's {R}."""
    def board(**clone: object) -> Board:
        return _board(obj("clone", "Clone", controller="bob", **clone), obj("mountain", "Mountain"),
                      obj("bolt", "Lightning Bolt", zone="hand"))

    with pytest.raises(UnsupportedText) as error:
        board().castable("alice", "bolt")
    assert error.value.path == "state.objects[0].chosen"
    assert board(chosen={"copy": None}).castable("alice", "bolt")["castable"] is True


def test_707_3_a_copy_of_a_card_that_itself_enters_as_a_copy_is_not_guessed() -> None:
    """CR 707.3, 707.5, 707.9e: Clone copying "Clone" would get Clone's own "enter as a copy" replacement, so what
    it became is a second choice the state doesn't hold: ``unsupported_text`` at its ``chosen.copy``."""
    with pytest.raises(UnsupportedText) as error:
        _board(_copy("clone", "Clone", "Clone")).could_produce("clone")
    assert error.value.path == "state.objects[0].chosen.copy"


@pytest.mark.parametrize(("fields", "code"), [
    # Forest has no text that lets it enter as a copy (CR 707.5): it copied nothing.
    ({"card": "Forest", "chosen": {"copy": "Llanowar Elves"}}, "bad_request"),
    # A card not in the registry, as for "card".
    ({"card": "Clone", "chosen": {"copy": "Llanowar Elfs"}}, "unknown_card"),
    # A card name is a string.
    ({"card": "Clone", "chosen": {"copy": 3}}, "bad_request"),
    # CR 707.5, 400.7: only a permanent entered as a copy; a Clone card in the hand is a Clone.
    ({"card": "Clone", "zone": "hand", "chosen": {"copy": "Llanowar Elves"}}, "bad_request"),
])
def test_707_5_chosen_copy_is_checked(fields: dict, code: str) -> None:
    """``chosen.copy`` that no rule allows is refused at ``state.objects[0].chosen.copy``."""
    with pytest.raises(MtgSolverError) as error:
        _board({"id": "x", "controller": "alice", **fields})
    assert (error.value.code, error.value.path) == (code, "state.objects[0].chosen.copy")
    if code == "unknown_card":
        assert "'Llanowar Elves'" in error.value.message


def test_only_chosen_copy_may_be_null() -> None:
    """contract: a ``chosen`` value is a string; ``null`` says only that a permanent entered as itself (``copy``)."""
    with pytest.raises(MtgSolverError) as error:
        _board(obj("sprawl", "Forest", chosen={"color": None}))
    assert (error.value.code, error.value.path) == ("bad_request", "state.objects[0].chosen.color")
