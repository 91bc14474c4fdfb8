"""CR 103.6 and 113.6: abilities that work only outside the battlefield.

Opening hand actions (CR 103.6) are taken before the first turn; abilities whose cost or effect moves the card out of
the hand or the graveyard work only there (CR 113.6m), as do those whose cost can't be paid on the battlefield (CR
113.6j), those that state their zone (CR 113.6b) and the keywords whose rules say so (cycling, CR 702.29a; unearth,
CR 702.84a). Expected values are worked out from the Oracle text of the cards named.
"""

from __future__ import annotations

from mtgsolver.model.queries import ActivatableQuery, CouldProduceQuery
from mtgsolver.model.reader import read_card
from mtgsolver.model.registry import default_registry
from mtgsolver.solver.activation import answer_activatable, can_activate
from mtgsolver.solver.could_produce import answer_could_produce
from mtgsolver.solver.payments import answer_payments
from mtgsolver.solver.view import BoardView

from tests.helpers import obj, pay, state


def _rows(s: object, player: str = "alice") -> tuple[dict[tuple[str, int], dict], list[dict]]:
    ans = answer_activatable(BoardView(s), ActivatableQuery(id="q", player=player))
    return {(r["object"], r["ability"]): r for r in ans["abilities"]}, ans.get("unknown", [])


def test_103_6_chancellor_of_the_tangle_on_the_battlefield_adds_no_mana() -> None:
    """CR 103.6, 106.7: Chancellor of the Tangle's "You may reveal this card from your opening hand. If you do, at
    the beginning of your first main phase of the game, add {G}." is an action taken before the game begins; the
    permanent has vigilance and reach and no mana ability, so it could produce nothing and the Forest beside it is
    the only {G} there is: {G} is payable, {G}{G} is not."""
    s = state(obj("ch", "Chancellor of the Tangle"), obj("f", "Forest"))
    bv = BoardView(s)
    assert answer_could_produce(bv, CouldProduceQuery(id="q", object="ch")) == {"types": []}
    assert answer_could_produce(bv, CouldProduceQuery(id="q", object="f")) == {"types": ["G"]}
    assert answer_payments(bv, pay("{G}"))["payable"] is True
    assert answer_payments(bv, pay("{G}{G}"))["payable"] is False
    rows, unknown = _rows(s)
    assert unknown == [] and rows[("f", 0)]["legal"] is True


def test_103_6_opening_hand_actions_are_no_ability_on_the_battlefield() -> None:
    """CR 103.6a-b: the opening hand actions of the family ("If this card is in your opening hand, you may begin
    the game with it on the battlefield.", "You may reveal this card from your opening hand. If you do, ...",
    Gemstone Caverns's "... and you're not the starting player, ..."; Quicksilver's "with him") are read, and they
    change nothing once the game has begun: no unread text, no effect."""
    registry = default_registry()
    for name in ("Leyline of the Void", "Leyline of Sanctity", "Chancellor of the Tangle", "Chancellor of the Annex",
                 "Gemstone Caverns", "Impatient Iguana", "Quicksilver, Brash Blur", "Sphinx of Foresight"):
        first = read_card(registry.get(name)).abilities[0]
        assert "opening hand" in first.text, name
        assert (first.unsupported, first.static, first.cost) == ((), (), None), name


def test_113_6m_channel_on_the_battlefield_is_listed_not_activatable() -> None:
    """CR 113.6m, 118.3: Sokenzan's "Channel — {3}{R}, Discard this card: ..." discards the card, so it works only
    from the hand; on the battlefield it is neither legal nor payable, whatever its unread "This ability costs {1}
    less to activate for each legendary creature you control." would make its mana cost."""
    s = state(obj("s", "Sokenzan, Crucible of Defiance"), obj("t", "Takenuma, Abandoned Mire"), obj("m", "Mountain"))
    rows, unknown = _rows(s)
    assert unknown == []
    for oid in ("s", "t"):
        row = rows[(oid, 1)]
        assert (row["legal"], row["payable"]) == (False, False)
        assert [r["rule"] for r in row["reasons"]] == ["CR 113.6m"]
        assert rows[(oid, 0)]["legal"] is True
    assert can_activate(BoardView(s), "s", 1)[0] is False


def test_702_29a_cycling_on_the_battlefield_is_not_activatable() -> None:
    """CR 702.29a, 702.29e: cycling and typecycling work only while the card is in a hand ("[Cost], Discard this
    card"): Desert of the Glorified's "Cycling {1}{B}" and Ash Barrens's "Basic landcycling {1}" on the
    battlefield can't be activated nor paid, though their mana could be."""
    s = state(obj("d", "Desert of the Glorified"), obj("a", "Ash Barrens"), obj("sw", "Swamp"))
    rows, unknown = _rows(s)
    assert unknown == []
    for key in (("d", 2), ("a", 1)):
        assert (rows[key]["legal"], rows[key]["payable"]) == (False, False), key
        assert [r["rule"] for r in rows[key]["reasons"]] == ["CR 702.29a"], key


def test_113_6m_exile_from_the_graveyard_works_only_there() -> None:
    """CR 113.6m: Dauntless Cathar's "{1}{W}, Exile this card from your graveyard: ..." on the battlefield is not
    activatable (CR 118.3: a permanent is not in the graveyard to be exiled from there)."""
    s = state(obj("c", "Dauntless Cathar"), obj("p", "Plains"), obj("p2", "Plains"))
    rows, _ = _rows(s)
    assert (rows[("c", 0)]["legal"], rows[("c", 0)]["payable"]) == (False, False)
    assert [r["rule"] for r in rows[("c", 0)]["reasons"]] == ["CR 113.6m"]


def test_113_6j_forecast_reveals_the_card_from_the_hand() -> None:
    """CR 113.6j, 702.57a: Writ of Passage's "Forecast — {1}{U}, Reveal this card from your hand: ..." can't be
    paid by the Aura on the battlefield."""
    s = state(obj("b", "Grizzly Bears"), obj("w", "Writ of Passage", attached_to="b"), obj("i", "Island"),
              obj("i2", "Island"))
    rows, _ = _rows(s)
    assert (rows[("w", 2)]["legal"], rows[("w", 2)]["payable"]) == (False, False)
    assert [r["rule"] for r in rows[("w", 2)]["reasons"]] == ["CR 113.6j"]


def test_113_6b_activate_only_if_this_card_is_in_your_graveyard() -> None:
    """CR 113.6b: Loathsome Troll's "{3}{G}: Roll a d20. Activate only if this card is in your graveyard." states
    its zone: from the graveyard it may be activated (mana aside), from the battlefield it may not."""
    s = state(obj("t", "Loathsome Troll", zone="graveyard"), obj("b", "Loathsome Troll"))
    assert can_activate(BoardView(s), "t", 0) == (True, [])
    legal, reasons = can_activate(BoardView(s), "b", 0)
    assert not legal and [r["rule"] for r in reasons] == ["CR 113.6b"]


def test_702_84a_unearth_works_only_from_the_graveyard() -> None:
    """CR 702.84a: Dregscape Zombie's "Unearth {B}" functions while the card is in a graveyard, so the creature on
    the battlefield can't activate it."""
    s = state(obj("z", "Dregscape Zombie"), obj("sw", "Swamp"))
    legal, reasons = can_activate(BoardView(s), "z", 0)
    assert not legal and [r["rule"] for r in reasons] == ["CR 702.84a"]
