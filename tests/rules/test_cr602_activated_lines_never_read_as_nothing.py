"""CR 602.1, 602.5, 614.12: lines that change what can be activated, or what targets are legal, are never read as
changing nothing: an activated ability written with a cost the grammar has no words for, or with a keyword the
Comprehensive Rules don't define, is still an activated ability (Tazri, Stalwart Survivor's "Activate only if this
creature has another activated ability", CR 602.5); a rule that allows more activations is weighed when an ability
is used up (CR 602.5b, 702.177b); a rule about when abilities may be activated, or one that gives the abilities of
other cards, is not understood and so not guessed; a Siege's unchosen line could change targets (CR 614.12, 115.7).

Card wording is the current Oracle text of ``../shared/data/oracle-corpus.jsonl.gz``:
Tazri, Stalwart Survivor: "Each creature you control has "{T}: Add one mana of any of this creature's colors. Spend
this mana only to activate an ability of a creature. Activate only if this creature has another activated
ability."" Shadowheart, Sharran Cleric: "Deathtouch", "Specialize {2}. Activate only if a player has 13 or less
life." and a triggered ability. Mesa Chicken: "Stand up, Flap your arms, Cluck like a chicken: This creature gains
flying until end of turn." Keen Buccaneer: "Vigilance" and "Exhaust — {1}{U}: Draw a card, then discard a card.
Put a +1/+1 counter on this creature." Elvish Refueler: "During your turn, as long as you haven't activated an
exhaust ability this turn, you may activate exhaust abilities as though they haven't been activated." City of
Solitude: "Players can cast spells and activate abilities only during their own turns." Koh, the Face Stealer:
"... Koh has all activated and triggered abilities of the last chosen card." Reprisal: "Destroy target creature
with power 4 or greater. It can't be regenerated." Lithoform Engine: "{3}, {T}: Copy target instant or sorcery
spell you control. You may choose new targets for the copy." Frostcliff Siege: "• Temur — Creatures you control
get +1/+0 and have trample and haste."
"""

from __future__ import annotations

from typing import Any

import pytest
from mtgsolver.model.abilities import AbilityKind
from mtgsolver.model.reader import read_ability_text
from mtgsolver.solver.api import solve

from tests.helpers import inline


def _ask(objects: list[dict[str, Any]], query: dict[str, Any], *, active: str = "alice",
         stack: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    state: dict[str, Any] = {"active_player": active, "players": [{"id": "alice"}, {"id": "bob"}],
                             "objects": objects}
    if stack:
        state["stack"] = stack
    return solve({"state": state, "queries": [{"id": "q", **query}]})[0]["results"][0]


def _alice(oid: str, card: str, **fields: Any) -> dict[str, Any]:
    return {"id": oid, "card": card, "controller": "alice", **fields}


@pytest.mark.parametrize(("card", "granted"), [("Shadowheart, Sharran Cleric", 3), ("Mesa Chicken", 1)])
def test_602_1_an_unworded_activated_ability_is_another_activated_ability(card: str, granted: int) -> None:
    """CR 602.1, 602.5: Shadowheart's "Specialize {2}. ..." and Mesa Chicken's "Stand up, ...: ..." are activated
    abilities (a cost, then a colon or a keyword's cost), so each creature has another activated ability besides
    Tazri's and may activate the granted mana ability (its {T}: neither is summoning sick)."""
    answer = _ask([_alice("t", "Tazri, Stalwart Survivor"), _alice("v", card)],
                  {"kind": "can_activate", "object": "v", "ability": granted})
    assert answer["ok"] and answer["legal"] is True


def test_702_177b_refueler_beside_an_exhausted_buccaneer_is_not_guessed() -> None:
    """CR 702.177a-b, 602.5b: Keen Buccaneer's exhaust was activated in an earlier turn; on Alice's turn Elvish
    Refueler (unread) may let her activate it again: whether it can be activated is not guessed."""
    answer = _ask([_alice("k", "Keen Buccaneer", activated_earlier=[1]), _alice("r", "Elvish Refueler"),
                   _alice("i1", "Island"), _alice("i2", "Island")],
                  {"kind": "can_activate", "object": "k", "ability": 1})
    assert not answer["ok"] and answer["error"]["code"] == "unsupported_text"
    assert answer["error"]["path"] == "state.objects[1]"


def test_605_3a_city_of_solitude_is_not_read_as_nothing() -> None:
    """CR 605.3a, 602.5: on Bob's turn City of Solitude ("Players can cast spells and activate abilities only during
    their own turns.") keeps Alice from activating her Forest's mana ability (a mana ability is an activated
    ability): she can't pay {G}, and the reason names the City and the Forest."""
    answer = _ask([_alice("c", "City of Solitude"), _alice("f", "Forest")],
                  {"kind": "payments", "player": "alice", "cost": "{G}", "mode": "check"}, active="bob")
    assert answer["ok"] and answer["payable"] is False
    assert [r["objects"] for r in answer["reasons"]] == [["c", "f"]]


def test_613_1f_koh_has_the_abilities_of_a_chosen_card_not_guessed() -> None:
    """CR 613.1f: Koh has the activated abilities of the last card chosen among those exiled with it (here
    Llanowar Elves, "{T}: Add {G}."); which one was chosen last is not in the state: {G} is not guessed."""
    answer = _ask([_alice("k", "Koh, the Face Stealer", exiled=["e"]),
                   _alice("e", "Llanowar Elves", zone="exile")],
                  {"kind": "payments", "player": "alice", "cost": "{G}", "mode": "check"})
    assert not answer["ok"] and answer["error"]["path"] == "state.objects[0]"


def _reprisal_copy(siege: dict[str, Any]) -> dict[str, Any]:
    bears = [inline("b3", "Test Bear", "Creature — Bear", "", "{2}{G}", power="3", toughness="3"),
             {**inline("b4", "Big Bear", "Creature — Bear", "", "{3}{G}", power="4", toughness="4"),
              "controller": "bob"}]
    return _ask([_alice("engine", "Lithoform Engine"), _alice("rep", "Reprisal", zone="stack"), *bears, siege],
                {"kind": "copy_targets", "copy_of": "sp", "by": {"object": "engine", "ability": {
                    "text": "{3}, {T}: Copy target instant or sorcery spell you control."}}},
                stack=[{"id": "sp", "kind": "spell", "source": "rep", "controller": "alice", "targets": ["b4"]}])


def test_614_12_an_unchosen_siege_line_could_change_copy_targets() -> None:
    """CR 614.12, 115.7, 707.10: the copy of Reprisal may target a creature with power 4 or greater: Bob's 4/4,
    and Alice's 3/3 too if Temur was chosen (+1/+0): without the choice the targets are not guessed; with Jeskai
    only the 4/4; with Temur both."""
    unknown = _reprisal_copy(_alice("s", "Frostcliff Siege"))
    assert not unknown["ok"] and unknown["error"]["path"] == "state.objects[4].chosen"
    jeskai = _reprisal_copy(_alice("s", "Frostcliff Siege", chosen={"mode": "Jeskai"}))
    assert jeskai["ok"] and sorted(map(sorted, jeskai["choices"])) == [["b4"]]
    temur = _reprisal_copy(_alice("s", "Frostcliff Siege", chosen={"mode": "Temur"}))
    assert temur["ok"] and sorted(map(sorted, temur["choices"])) == [["b3"], ["b4"]]


@pytest.mark.parametrize("line", [
    "Chaos: You become the Monarch.",  # CR 311.7: a plane's chaos ability is a triggered ability
    "2 points → {T}: Add one mana of any color.",  # Built Bear: a line chosen as the deck was built
])
def test_602_1_a_colon_that_is_no_cost_is_no_activated_ability(line: str) -> None:
    """CR 602.1, 311.7: "[Cost]: [Effect]" is an activated ability, but a plane's "Chaos:" line is a triggered
    ability and a points line of Built Bear is an ability only if chosen: neither is read as an activated ability
    that could be used."""
    (ability,) = read_ability_text(line, "Test Card")
    assert ability.kind not in (AbilityKind.ACTIVATED, AbilityKind.MANA) or ability.unsupported
