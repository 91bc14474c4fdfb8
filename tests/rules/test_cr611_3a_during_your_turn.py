"""CR 611.3a, 102.1, 205.1b, 302.6: static abilities that apply "During your turn" or "During turns other than
yours": each applies only while it is (or isn't) its controller's turn, the active player's (CR 102.1).

Card wording is the current Oracle text of ``../shared/data/oracle-corpus.jsonl.gz``, inline here so the tests run
without the shared folder. Every value below is worked out from that text and the rules cited.
"""

from __future__ import annotations

from typing import Any

from mtgsolver.model.abilities import NotCondition, YourTurn
from mtgsolver.model.reader import read_condition
from mtgsolver.solver.view import Stat

from mtgsolver import Board
from tests.helpers import inline

WARDEN_TEXT = ("This artifact enters tapped.\n{T}: Add {C}.\nDuring turns other than yours, this artifact is a 2/3 "
               "Gargoyle artifact creature with flying.")
GEIST_TEXT = "During your turn, this creature gets +2/+2."
RANCHER_TEXT = ("Vigilance\n{T}: Add an amount of {G} equal to the greatest power among creatures you control.\n"
                "Sacrifice this creature: You gain life equal to the greatest toughness among other creatures you "
                "control.")


def board(*objects: dict[str, Any], active: str = "alice") -> Board:
    return Board.from_json({"active_player": active, "players": [{"id": "alice", "life": 20},
                                                                 {"id": "bob", "life": 20}],
                            "objects": list(objects)})


def warden(oid: str = "w", **fields: Any) -> dict[str, Any]:
    return inline(oid, "Warden of the Wall", "Artifact", WARDEN_TEXT, "{3}", **fields)


def pays(b: Board, player: str, cost: str) -> bool:
    return b.ask("payments", player=player, cost=cost, mode="check")["payable"]


def test_102_1_the_turn_conditions_read() -> None:
    """CR 102.1: "it's your turn" holds while its controller is the active player; "it's not your turn" is its
    negation."""
    assert read_condition("it's your turn") == YourTurn()
    assert read_condition("it's not your turn") == NotCondition(YourTurn())


def test_302_6_warden_on_its_controllers_turn_is_no_creature() -> None:
    """CR 611.3a, 302.6: on Alice's own turn her Warden of the Wall is only an artifact, without flying (the
    condition is checked in each layer the effect applies in), so though it came under her control this turn its {T}
    ability can pay {C}: summoning sickness is a creature's."""
    b = board(warden(summoning_sick=True))
    assert pays(b, "alice", "{C}") is True
    view = b.view.view("w")
    assert "creature" not in view.card_types
    assert "flying" not in view.keywords and "Gargoyle" not in view.subtypes


def test_205_1b_warden_is_a_gargoyle_artifact_creature_on_other_turns() -> None:
    """CR 611.3a, 205.1b, 613.4b: on Bob's turn Alice's Warden is a 2/3 Gargoyle artifact creature with flying,
    still an artifact (an "artifact creature" keeps its other types)."""
    view = board(warden(), active="bob").view.view("w")
    assert set(view.card_types) == {"artifact", "creature"}
    assert view.subtypes == {"Gargoyle"}
    assert (view.stat_now(Stat.POWER), view.stat_now(Stat.TOUGHNESS)) == (2, 3)
    assert "flying" in view.keywords


def test_302_6_a_summoning_sick_warden_cant_tap_on_other_turns() -> None:
    """CR 302.6: on Bob's turn Alice's Warden is a creature, so while it has not been under her control since her
    most recent turn began its {T} ability can't be activated: she can't pay {C}. Once it has been, she can."""
    assert pays(board(warden(summoning_sick=True), active="bob"), "alice", "{C}") is False
    assert pays(board(warden(), active="bob"), "alice", "{C}") is True
    check = board(warden(summoning_sick=True), active="bob").can_activate("w", 1)
    assert not check.legal and {r.rule for r in check.reasons} == {"CR 302.6"}


def test_611_3a_wildwood_geist_is_bigger_during_its_controllers_turn() -> None:
    """CR 611.3a, 613.4c: Wildwood Geist (3/3) gets +2/+2 during Alice's turn, so Bighorner Rancher (2/5) adds
    five {G} ("equal to the greatest power among creatures you control"): {G}{G}{G}{G}{G} is payable, six {G} are
    not. On Bob's turn the Geist's power is 3: three {G} are payable, four are not."""
    rancher = inline("r", "Bighorner Rancher", "Creature — Human Ranger", RANCHER_TEXT, "{4}{G}", power="2",
                     toughness="5")
    geist = inline("g", "Wildwood Geist", "Creature — Spirit", GEIST_TEXT, "{4}{G}", power="3", toughness="3")
    mine = board(rancher, geist)
    assert pays(mine, "alice", "{G}" * 5) is True
    assert pays(mine, "alice", "{G}" * 6) is False
    theirs = board(rancher, geist, active="bob")
    assert pays(theirs, "alice", "{G}" * 3) is True
    assert pays(theirs, "alice", "{G}" * 4) is False


GIDEON_TEXT = ("During your turn, Gideon Blackblade is a 4/4 Human Soldier creature with indestructible that's still "
               "a planeswalker.\nPrevent all damage that would be dealt to Gideon Blackblade during your turn.\n[+1]: "
               "Up to one other target creature you control gains your choice of vigilance, lifelink, or "
               "indestructible until end of turn.\n[\u22126]: Exile target nonland permanent.")
RITE_TEXT = 'Creatures you control have "{T}: Add one mana of any color."'


def test_205_1b_gideon_blackblade_is_a_creature_only_during_its_controllers_turn() -> None:
    """CR 611.3a, 205.1b: during Alice's turn her Gideon Blackblade is a 4/4 Human Soldier creature that's still a
    planeswalker, so Cryptolith Rite gives it "{T}: Add one mana of any color." and (under her control since her
    turn began, CR 302.6) it pays {W}. On Bob's turn it is no creature, has no such ability, and she can't."""
    gideon = inline("g", "Gideon Blackblade", "Legendary Planeswalker — Gideon", GIDEON_TEXT, "{1}{W}{W}",
                    loyalty="4", counters={"loyalty": 4})
    rite = inline("r", "Cryptolith Rite", "Enchantment", RITE_TEXT, "{1}{G}")
    mine = board(gideon, rite)
    view = mine.view.view("g")
    assert set(view.card_types) == {"planeswalker", "creature"}
    assert view.subtypes == {"Gideon", "Human", "Soldier"}
    assert (view.stat_now(Stat.POWER), view.stat_now(Stat.TOUGHNESS)) == (4, 4)
    assert pays(mine, "alice", "{W}") is True
    theirs = board(gideon, rite, active="bob")
    assert "creature" not in theirs.view.view("g").card_types
    assert pays(theirs, "alice", "{W}") is False


JAVELIN_TEXT = ("Flash\nWhen this Equipment enters, attach it to target creature you control.\nDuring your turn, "
                "equipped creature gets +2/+0 and has first strike.\nEquip {4} ({4}: Attach to target creature you "
                "control. Equip only as a sorcery.)")


def test_611_3a_javelin_of_lightning_during_its_controllers_turn() -> None:
    """CR 611.3a, 613.1f, 613.4c: during Alice's turn the Grizzly Bears (2/2) her Javelin of Lightning equips get
    +2/+0 and have first strike, so Bighorner Rancher (2/5) adds four {G} (the greatest power among her
    creatures): {G}{G}{G}{G} is payable, five {G} are not. On Bob's turn the Bears are a 2/2 without first strike and
    two {G} are payable, three are not."""
    rancher = inline("r", "Bighorner Rancher", "Creature — Human Ranger", RANCHER_TEXT, "{4}{G}", power="2",
                     toughness="5")
    bears = inline("b", "Grizzly Bears", "Creature — Bear", "", "{1}{G}", power="2", toughness="2")
    javelin = inline("j", "Javelin of Lightning", "Artifact — Equipment", JAVELIN_TEXT, "{1}{R}", attached_to="b")
    mine = board(rancher, bears, javelin)
    assert "first strike" in mine.view.view("b").keywords
    assert pays(mine, "alice", "{G}" * 4) is True
    assert pays(mine, "alice", "{G}" * 5) is False
    theirs = board(rancher, bears, javelin, active="bob")
    assert "first strike" not in theirs.view.view("b").keywords
    assert pays(theirs, "alice", "{G}" * 2) is True
    assert pays(theirs, "alice", "{G}" * 3) is False
