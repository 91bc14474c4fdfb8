"""CR 601.2g-h, 605.1a, 605.3a, 118.3, 119.4, 106.4, 106.6: paying costs with mana abilities."""

from __future__ import annotations

from mtgsolver.model.queries import Objective, PaymentMode
from mtgsolver.solver.payments import answer_payments, is_payable, legal_payments
from mtgsolver.solver.view import BoardView

from tests.helpers import inline, obj, pay, produced, state

SIGNET = "Boros Signet"  # {1}, {T}: Add {R}{W}.


def test_601_2h_each_source_used_once() -> None:
    """CR 601.2g, 118.3: each land taps once: two Forests pay {G}{G}, not {G}{G}{G}."""
    s = state(obj("f1", "Forest"), obj("f2", "Forest"))
    assert is_payable(BoardView(s), pay("{G}{G}"))
    assert not is_payable(BoardView(s), pay("{G}{G}{G}"))


def test_605_1a_mana_ability_costs_paid_from_other_mana() -> None:
    """CR 605.1a, 601.2g: a Signet's {1} is paid by a Forest before the Signet adds {R}{W}."""
    s = state(obj("f", "Forest"), obj("sig", SIGNET))
    ans = answer_payments(BoardView(s), pay("{R}{W}"))
    assert ans["count"] == 1
    assert produced(ans["payments"][0]) == [("f", "{G}"), ("sig", "{W}{R}")]


def test_601_2g_no_circular_payment() -> None:
    """CR 601.2g: mana abilities are activated one at a time; two Signets can't pay each other's {1}."""
    s = state(obj("s1", SIGNET), obj("s2", "Azorius Signet"))
    assert not is_payable(BoardView(s), pay("{W}"))


def test_601_2g_chain_of_filters() -> None:
    """CR 601.2g: Forest pays Boros Signet, whose {W} pays Azorius Signet: {R}{W}{U} in all (one {W} used)."""
    s = state(obj("f", "Forest"), obj("s1", SIGNET), obj("s2", "Azorius Signet"))
    assert is_payable(BoardView(s), pay("{R}{W}{U}"))
    assert not is_payable(BoardView(s), pay("{R}{W}{W}{U}"))


def test_106_4_pool_mana_pays() -> None:
    """CR 106.4, 118.3a: mana already in the pool pays like any other: {R}{G} in pool and a Forest pay
    {R}{G}{G} one way."""
    s = state(obj("f", "Forest"), pool="{R}{G}")
    ans = answer_payments(BoardView(s), pay("{R}{G}{G}"))
    assert ans["count"] == 1
    assert ans["payments"][0]["pool"] == "{R}{G}"


def test_119_4_life_only_up_to_life_total() -> None:
    """CR 119.4: at 3 life one Phyrexian symbol can be paid with life, two can't."""
    s = state(life=3)
    assert is_payable(BoardView(s), pay("{B/P}"))
    assert not is_payable(BoardView(s), pay("{B/P}{B/P}"))


def test_119_4_life_cost_of_mana_ability() -> None:
    """CR 119.4: Mana Confluence's "Pay 1 life" can't be paid at 0 life."""
    assert is_payable(BoardView(state(obj("mc", "Mana Confluence"), life=1)), pay("{U}"))
    assert not is_payable(BoardView(state(obj("mc", "Mana Confluence"), life=0)), pay("{U}"))


def test_106_6_restricted_mana_only_where_allowed() -> None:
    """CR 106.6: "Spend this mana only to cast a creature spell": Herd Heirloom pays for a creature card, not
    for a sorcery."""
    s = state(obj("h", "Herd Heirloom"),
              inline("bear", "Grizzly Bears", "Creature — Bear", "", "{1}{G}", zone="hand"),
              inline("sorc", "Divination", "Sorcery", "Draw two cards.", "{2}{U}", zone="hand"))
    assert is_payable(BoardView(s), pay("{U}", spend_on="bear"))
    assert not is_payable(BoardView(s), pay("{U}", spend_on="sorc"))


def test_601_2h_minimal_payments_only() -> None:
    """Contract: payments are minimal; with three Forests, {G} has exactly three payments, one per Forest."""
    s = state(obj("f1", "Forest"), obj("f2", "Forest"), obj("f3", "Forest"))
    ans = answer_payments(BoardView(s), pay("{G}"))
    assert ans["count"] == 3 and ans["complete"] is True
    assert sorted(produced(p)[0][0] for p in ans["payments"]) == ["f1", "f2", "f3"]
    grouped = answer_payments(BoardView(s), pay("{G}", group_identical=True))
    assert grouped["count"] == 1


def test_601_2h_limit_cuts_and_says_so() -> None:
    """Contract: an enumeration cut by its limit says complete: false."""
    s = state(*[obj(f"f{i}", "Forest") for i in range(5)])
    ans = answer_payments(BoardView(s), pay("{G}", limit=2))
    assert ans["count"] == 2 and ans["complete"] is False


def test_601_2h_best_least_life() -> None:
    """CR 107.4f: with a Plains, the least-life payment of {W/P} taps the Plains and pays no life."""
    s = state(obj("p", "Plains"))
    ans = answer_payments(BoardView(s), pay("{W/P}", mode=PaymentMode.BEST, objective=Objective.LEAST_LIFE))
    assert ans["payments"][0]["life"] == 0 and produced(ans["payments"][0]) == [("p", "{W}")]


def test_601_2h_best_fewest_sources() -> None:
    """CR 601.2g: Sol Ring's {C}{C} pays {2} alone: fewest sources is one activation."""
    s = state(obj("f1", "Forest"), obj("f2", "Forest"), obj("ring", "Sol Ring"))
    ans = answer_payments(BoardView(s), pay("{2}", mode=PaymentMode.BEST))
    assert produced(ans["payments"][0]) == [("ring", "{C}{C}")]


def test_118_3_sacrifice_cost_of_mana_ability() -> None:
    """CR 118.3, 605.1a: Tinder Farm's sacrifice ability taps and sacrifices it: once per Farm."""
    s = state(obj("t", "Tinder Farm"))
    assert is_payable(BoardView(s), pay("{R}{W}"))
    assert not is_payable(BoardView(s), pay("{R}{W}{G}"))


def test_605_3a_unlimited_activation_without_tap() -> None:
    """CR 605.3a, 119.4: Treasonous Ogre's "Pay 3 life: Add {R}" works as often as life allows: 7 life, two."""
    s = state(obj("ogre", "Treasonous Ogre"), life=7)
    assert is_payable(BoardView(s), pay("{R}{R}"))
    assert not is_payable(BoardView(s), pay("{R}{R}{R}"))


def test_view_first_and_count() -> None:
    """Contract: the lazy view of payments counts the same payments it lists (two Forests, {G}: two)."""
    s = state(obj("f1", "Forest"), obj("f2", "Forest"))
    view = legal_payments(BoardView(s), pay("{G}"))
    assert view.count() == 2 and view.first() is not None


#: A Powerstone token (CR 111.4 token text as its creators give it).
POWERSTONE = "{T}: Add {C}. This mana can't be spent to cast a nonartifact spell."
ELDRAZI_TEMPLE = ("{T}: Add {C}.\n{T}: Add {C}{C}. Spend this mana only to cast colorless Eldrazi spells or activate "
                  "abilities of colorless Eldrazi.")


def test_106_6_powerstone_mana_pays_an_activated_ability() -> None:
    """CR 106.6: Powerstone's mana only can't be spent to cast nonartifact spells: it pays the {1} of Mind Stone's
    "{1}, {T}, Sacrifice this artifact: Draw a card." (the query's source, no spend_on)."""
    s = state(inline("ps", "Powerstone", "Token Artifact — Powerstone", POWERSTONE, is_token=True),
              obj("ms", "Mind Stone"))
    assert is_payable(BoardView(s), pay("{1}, {T}, Sacrifice this artifact", source="ms"))


def test_106_6_eldrazi_temple_pays_colorless_eldrazi_only() -> None:
    """CR 106.6, 105.2c: Eldrazi Temple's {C}{C} may be spent on a colourless Eldrazi spell (a {2} "Creature —
    Eldrazi" with no coloured symbol) but not on a green Eldrazi: {2}{G} from Temple and a Forest is then only
    {C} + {G} (the other ability), too little."""
    s = state(inline("et", "Eldrazi Temple", "Land", ELDRAZI_TEMPLE), obj("f", "Forest"),
              inline("drone", "Drone", "Creature — Eldrazi Drone", "", "{2}", zone="hand"),
              inline("green", "Green Eldrazi", "Creature — Eldrazi", "", "{2}{G}", zone="hand"))
    ans = answer_payments(BoardView(s), pay("{2}", spend_on="drone"))
    assert ans["payable"] and ["et", "{C}{C}"] in [[a["object"], a["produces"]] for p in ans["payments"]
                                                   for a in p["activations"]]
    assert not is_payable(BoardView(s), pay("{2}{G}", spend_on="green"))


ESG = "Exile this card from your hand: Add {G}."


def test_113_6m_spirit_guide_pays_from_the_hand() -> None:
    """CR 113.6m, 605.1a: Elvish Spirit Guide's "Exile this card from your hand: Add {G}." works only from its
    owner's hand, once per card: two in hand and a Forest pay {G}{G}{G} (one way) but not {G}{G}{G}{G}; one on the
    battlefield adds nothing."""
    def guide(oid: str, zone: str) -> dict[str, object]:
        return inline(oid, "Elvish Spirit Guide", "Creature — Elf Spirit", ESG, "{2}{G}", zone=zone)

    s = state(guide("g1", "hand"), guide("g2", "hand"), guide("g3", "battlefield"), obj("f", "Forest"))
    ans = answer_payments(BoardView(s), pay("{G}{G}{G}"))
    assert ans["count"] == 1
    assert produced(ans["payments"][0]) == [("f", "{G}"), ("g1", "{G}"), ("g2", "{G}")]
    assert not is_payable(BoardView(s), pay("{G}{G}{G}{G}"))


def test_113_6m_spirit_guide_activation_zone() -> None:
    """CR 113.6m: the Spirit Guide in the hand may activate its ability; on the battlefield it may not."""
    from mtgsolver.solver.activation import can_activate

    s = state(inline("g1", "Elvish Spirit Guide", "Creature — Elf Spirit", ESG, "{2}{G}", zone="hand"),
              inline("g3", "Elvish Spirit Guide", "Creature — Elf Spirit", ESG, "{2}{G}"))
    assert can_activate(BoardView(s), "g1", 0)[0]
    legal, reasons = can_activate(BoardView(s), "g3", 0)
    assert not legal and [r["rule"] for r in reasons] == ["CR 113.6m"]
