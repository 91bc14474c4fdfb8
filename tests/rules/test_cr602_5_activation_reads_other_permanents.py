"""Never guessed, activation: an ability whose cost or activation condition reads other permanents (crew taps
other creatures for their power, CR 702.122a; "Sacrifice a creature" needs a creature to sacrifice, CR 701.21a,
118.3; "Activate only if you control ...", CR 602.5b) is not answered while an unread sentence could change the
types or power of those permanents (CR 613.1d, 613.4b-c); one that reads nothing of other permanents still is.
And a target whose legality is not known is no "no legal target" (CR 601.2c).

Card wording is the current Oracle text (``../shared/data/oracle-corpus.jsonl.gz``), from the registry:

* Opalescence: "Each other non-Aura enchantment is a creature in addition to its other types and has base power and
  base toughness each equal to its mana value." (not read);
* Glorious Anthem ({1}{W}{W}): "Creatures you control get +1/+1.";
* Ensoul Artifact: "Enchant artifact / Enchanted artifact is a creature with base power and toughness 5/5 in
  addition to its other types." (not read);
* Ashaya, Soul of the Wild: "... Nontoken creatures you control are Forest lands in addition to their other
  types." (not read);
* Cultivator's Caravan: "{T}: Add one mana of any color. / Crew 3 ...";
* Ashnod's Altar: "Sacrifice a creature: Add {C}{C}.";
* Haunted Plate Mail: "Equipped creature gets +4/+4. / {0}: Until end of turn, this permanent becomes a 4/4 Spirit
  artifact creature that's no longer an Equipment. Activate only if you control no creatures. / Equip {4}";
* Temple of the False God: "{T}: Add {C}{C}. Activate only if you control five or more lands.";
* Mind Stone: "{T}: Add {C}. / {1}, {T}, Sacrifice this artifact: Draw a card.";
* Gorilla Shaman: "{X}{X}{1}: Destroy target noncreature artifact with mana value X.";
* Pili-Pala (Artifact Creature, 1/1): "Flying / {2}, {Q}: Add one mana of any color.";
* Springleaf Drum (Artifact): "{T}, Tap an untapped creature you control: Add one mana of any color.";
* Titania's Song: "Each noncreature artifact loses all abilities and becomes an artifact creature with power and
  toughness each equal to its mana value. ..." (not read).
"""

from __future__ import annotations

from typing import Any

import pytest
from mtgsolver.model.errors import UnsupportedText
from mtgsolver.solver.activation import can_activate
from mtgsolver.solver.view import BoardView

from tests.helpers import obj, state


def _unsupported_at(s: Any, oid: str, index: int) -> str | None:
    """The path of the ``unsupported_text`` error ``can_activate`` gives, or fail when it answers."""
    with pytest.raises(UnsupportedText) as error:
        can_activate(BoardView(s), oid, index)
    return error.value.path


def _opalescent_anthem() -> tuple[dict[str, Any], dict[str, Any]]:
    """Opalescence (state.objects[1]) and Glorious Anthem: by CR 613.1d, 613.4b-c the Anthem is a 3/3 creature
    (mana value 3) that gets +1/+1 from itself, 4/4; Opalescence itself is not a creature ("other")."""
    return obj("o", "Opalescence"), obj("g", "Glorious Anthem")


def test_702_122a_613_1d_crew_with_a_permanent_an_unread_sentence_makes_a_creature() -> None:
    """CR 702.122a, 613.1d, 613.4b-c: the Anthem under Opalescence is a 4/4 creature, enough to crew 3, so the
    Caravan's "Crew 3" can be activated; the sentence is not read, so no "no" (total power 0) is answered: the
    error is at Opalescence."""
    assert _unsupported_at(state(obj("car", "Cultivator's Caravan"), *_opalescent_anthem()), "car", 1) == (
        "state.objects[1]")


def test_702_122a_613_1d_crew_with_an_artifact_an_unread_aura_makes_a_5_5() -> None:
    """CR 702.122a, 613.1d, 613.4b, 303.4: Mind Stone enchanted by Ensoul Artifact is a 5/5 creature, enough to
    crew 3; Ensoul Artifact's sentence (about the permanent it enchants, not the Caravan) is not read: unsupported
    at Ensoul Artifact."""
    s = state(obj("car", "Cultivator's Caravan"), obj("e", "Ensoul Artifact", attached_to="m"),
              obj("m", "Mind Stone"))
    assert _unsupported_at(s, "car", 1) == "state.objects[1]"


def test_701_21a_118_3_sacrifice_a_creature_an_unread_sentence_could_provide() -> None:
    """CR 701.21a, 118.3, 613.1d: "Sacrifice a creature" can be paid with the Anthem, a creature under
    Opalescence, so Ashnod's Altar can be activated; not "nothing to sacrifice": unsupported at Opalescence."""
    assert _unsupported_at(state(obj("a", "Ashnod's Altar"), *_opalescent_anthem()), "a", 0) == "state.objects[1]"


def test_602_5b_613_1d_you_control_no_creatures_read_through_an_unread_type_change() -> None:
    """CR 602.5b, 613.1d: Haunted Plate Mail's "{0}: ... Activate only if you control no creatures." is false while
    the Anthem is a creature under Opalescence; not answered "legal" (error at Opalescence, state.objects[1]).
    Without Opalescence Alice controls no creature, and the ability can be activated (her main phase)."""
    assert _unsupported_at(state(obj("h", "Haunted Plate Mail"), *_opalescent_anthem()), "h", 1) == (
        "state.objects[1]")
    assert can_activate(BoardView(state(obj("h", "Haunted Plate Mail"), obj("g", "Glorious Anthem"))), "h", 1) == (
        True, [])


def test_602_5b_205_3i_five_lands_counted_through_ashayas_land_type_change() -> None:
    """CR 602.5b, 613.1d, 205.3i: under Ashaya ("Nontoken creatures you control are Forest lands in addition to
    their other types.") Alice's Ashaya and Grizzly Bears are Forest lands, so with Temple of the False God and two
    Forests she controls five lands and the Temple ("Activate only if you control five or more lands.") can be
    activated; without the Bears she controls four, and it can't."""
    s = state(obj("t", "Temple of the False God"), obj("f1", "Forest"), obj("f2", "Forest"),
              obj("a", "Ashaya, Soul of the Wild"), obj("b", "Grizzly Bears"))
    assert can_activate(BoardView(s), "t", 0) == (True, [])
    s = state(obj("t", "Temple of the False God"), obj("f1", "Forest"), obj("f2", "Forest"),
              obj("a", "Ashaya, Soul of the Wild"))
    assert can_activate(BoardView(s), "t", 0)[0] is False


def test_602_5b_an_unread_sentence_about_the_opponents_permanents_doesnt_stop_your_land_count() -> None:
    """CR 602.5b, 109.5: "you control five or more lands" counts Alice's lands; Bob's Ashaya makes only creatures
    Bob controls lands ("you control" is read by its controller), so with the Temple and four Forests Alice
    controls five lands and the Temple can be activated, answered."""
    s = state(obj("t", "Temple of the False God"), *(obj(f"f{i}", "Forest") for i in range(4)),
              obj("a", "Ashaya, Soul of the Wild", controller="bob"), obj("b", "Grizzly Bears", controller="bob"))
    assert can_activate(BoardView(s), "t", 0) == (True, [])


def test_602_1_an_ability_reading_no_other_permanent_is_still_answered() -> None:
    """CR 602.1, 118.3, 701.21a, 613.1d: Mind Stone's "{T}: Add {C}." and "{1}, {T}, Sacrifice this artifact: Draw
    a card." read nothing of other permanents (it sacrifices itself), and Opalescence can't make the artifact a
    creature (it is no enchantment), so both are answered (untapped, Alice's main phase: legal, mana aside)."""
    s = state(obj("m", "Mind Stone"), obj("a", "Ashnod's Altar"), *_opalescent_anthem())
    assert can_activate(BoardView(s), "m", 0) == (True, [])
    assert can_activate(BoardView(s), "m", 1) == (True, [])


def test_601_2g_613_1f_untap_symbol_of_an_untapped_creature_through_a_lost_drum() -> None:
    """Ruling G8, CR 601.2g, 613.1f: untapped Pili-Pala can pay {Q} only if Springleaf Drum's mana ability taps it
    first (legal with the Drum); under Titania's Song the Drum, a noncreature artifact, loses all abilities, so it
    can't: not answered "legal" (error at Titania's Song, state.objects[2])."""
    drum = (obj("p", "Pili-Pala"), obj("d", "Springleaf Drum"))
    assert can_activate(BoardView(state(*drum)), "p", 1) == (True, [])
    assert _unsupported_at(state(*drum, obj("t", "Titania's Song")), "p", 1) == "state.objects[2]"


def test_601_2c_107_3_a_target_not_understood_is_no_reason_against() -> None:
    """CR 601.2b-c, 107.3: Gorilla Shaman's X is announced before targets are chosen, so with X = 2 Bob's Mind
    Stone (mana value 2) is a legal target and the ability can be activated; the solver can't choose X for a
    target, so it answers unsupported_text at the Shaman, not "no legal target"."""
    s = state(obj("gs", "Gorilla Shaman"), obj("m", "Mind Stone", controller="bob"))
    assert _unsupported_at(s, "gs", 0) == "state.objects[0]"
