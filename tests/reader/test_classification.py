"""Paragraph classification and ability order (CR 113, 305.6, 602, 603, 605, 606, 702; rulings K1, L8, L12, S3)."""

from __future__ import annotations

from mtgsolver.model.abilities import AbilityKind
from mtgsolver.model.costs import Cost
from mtgsolver.model.reader import find_ability, intrinsic_abilities, read_ability_text, read_card
from reader_cards import CARDS, card, corpus_by_name, oracle

MANA, ACT, TRIG, STATIC, SPELL, KW = (
    AbilityKind.MANA, AbilityKind.ACTIVATED, AbilityKind.TRIGGERED, AbilityKind.STATIC, AbilityKind.SPELL,
    AbilityKind.KEYWORD,
)


def kinds(name: str) -> list[AbilityKind]:
    return [a.kind for a in read_card(oracle(name)).abilities]


def test_corpus_texts() -> None:
    """CR 113.2c: the texts pinned in reader_cards are the corpus's Oracle texts, verbatim."""
    rows = corpus_by_name()
    for name, (type_line, text) in CARDS.items():
        assert rows[name]["text"] == text, name
        assert rows[name]["type"] == type_line, name


def test_intrinsic_forest() -> None:
    """CR 305.6: a Forest has "{T}: Add {G}." even though its text box holds only reminder text."""
    rc = read_card(oracle("Forest"))
    assert len(rc.abilities) == 1
    a = rc.abilities[0]
    assert (a.index, a.text, a.kind, a.intrinsic, a.cost) == (0, "{T}: Add {G}.", MANA, True, Cost.parse("{T}"))
    assert rc.unsupported == ()


def test_intrinsic_order_triome() -> None:
    """CR 305.6 and the contract's order: Plains, Island, Swamp, Mountain, Forest first, then the text's
    paragraphs; Raugrin Triome is "Island Mountain Plains" so W, U, R, then "enters tapped", then cycling."""
    rc = read_card(oracle("Raugrin Triome"))
    assert [a.text for a in rc.abilities] == [
        "{T}: Add {W}.", "{T}: Add {U}.", "{T}: Add {R}.", "This land enters tapped.", "Cycling {3}",
    ]
    assert [a.index for a in rc.abilities] == [0, 1, 2, 3, 4]
    assert [a.kind for a in rc.abilities] == [MANA, MANA, MANA, STATIC, ACT]
    assert rc.abilities[4].keyword == "Cycling"
    assert rc.abilities[4].cost == Cost.parse("{3}")


def test_intrinsic_abilities_function() -> None:
    """CR 305.6: intrinsic_abilities gives the basic land types' abilities in WUBRG order, indexed from 0."""
    abs_ = intrinsic_abilities(["Forest", "Island", "Gate"])
    assert [(a.index, a.text, a.intrinsic) for a in abs_] == [(0, "{T}: Add {U}.", True), (1, "{T}: Add {G}.", True)]


def test_no_intrinsic_for_nonland() -> None:
    """CR 305.6: only an object with the land card type gets the intrinsic ability; Dryad Arbor does (land
    creature — Forest), its reminder text adds nothing."""
    rc = read_card(oracle("Dryad Arbor"))
    assert [a.text for a in rc.abilities] == ["{T}: Add {G}."]


def test_reminder_text_ignored() -> None:
    """CR 207.2a: reminder text has no rules meaning; Tundra's "({T}: Add {W} or {U}.)" gives no ability of its
    own, the two come from its land types (CR 305.6)."""
    rc = read_card(oracle("Tundra"))
    assert [a.text for a in rc.abilities] == ["{T}: Add {W}.", "{T}: Add {U}."]


def test_activated_and_mana() -> None:
    """CR 605.1a: Academy Ruins' {T}: Add {C} is a mana ability; its targeted ability is an activated ability."""
    assert kinds("Academy Ruins") == [MANA, ACT]


def test_targeted_mana_is_not_mana_ability() -> None:
    """CR 605.5a and ruling K1: Deathrite Shaman's first ability adds mana but targets, so it is not a mana
    ability."""
    rc = read_card(oracle("Deathrite Shaman"))
    assert [a.kind for a in rc.abilities] == [ACT, ACT, ACT]
    assert rc.abilities[0].mana is None


def test_loyalty_abilities() -> None:
    """CR 606.2: Liliana of the Veil's abilities are loyalty abilities, activated (never mana, CR 605.1a)."""
    rc = read_card(oracle("Liliana of the Veil"))
    assert [a.kind for a in rc.abilities] == [ACT, ACT, ACT]
    assert all(a.loyalty for a in rc.abilities)
    assert rc.abilities[0].text == "[+1]: Each player discards a card."


def test_triggered() -> None:
    """CR 603.1 and rulings L12/S3: City of Brass's "Whenever this land becomes tapped" is triggered (it doesn't
    add mana, so it is not a mana ability, CR 605.5a)."""
    rc = read_card(oracle("City of Brass"))
    assert [a.kind for a in rc.abilities] == [TRIG, MANA]
    assert rc.abilities[0].trigger == "Whenever this land becomes tapped"


def test_triggered_adding_mana_not_from_mana_ability() -> None:
    """CR 605.5a: Lotus Cobra's landfall trigger adds mana but triggers from a land entering: not a mana
    ability."""
    assert kinds("Lotus Cobra") == [TRIG]


def test_keyword_line_one_ability_per_keyword() -> None:
    """CR 702.1 / 113.2c: "Flying, vigilance, deathtouch, lifelink" gives four keyword abilities."""
    rc = read_card(oracle("Atraxa, Praetors' Voice"))
    assert [a.kind for a in rc.abilities] == [KW, KW, KW, KW, TRIG]
    assert [a.keyword for a in rc.abilities[:4]] == ["Flying", "Vigilance", "Deathtouch", "Lifelink"]


def test_equip_is_activated() -> None:
    """CR 702.6a and ruling L8: Equip {1} is an activated ability with cost {1}, activated only as a sorcery."""
    rc = read_card(oracle("Bonesplitter"))
    assert [a.kind for a in rc.abilities] == [STATIC, ACT]
    eq = rc.abilities[1]
    assert (eq.text, eq.keyword, eq.cost, eq.restrictions) == ("Equip {1}", "Equip", Cost.parse("{1}"), ("sorcery",))


def test_storm_is_triggered() -> None:
    """CR 702.40a: storm is a triggered ability; Grapeshot's first paragraph is a spell ability (CR 113.3a)."""
    rc = read_card(oracle("Grapeshot"))
    assert [a.kind for a in rc.abilities] == [SPELL, TRIG]
    assert rc.abilities[1].text == "Storm"


def test_prowess_dethrone_exalted_triggered() -> None:
    """CR 702.105a, 702.83a: dethrone and exalted are triggered abilities."""
    assert kinds("Treasonous Ogre") == [TRIG, MANA]
    assert kinds("Noble Hierarch") == [TRIG, MANA]


def test_spell_paragraphs() -> None:
    """CR 113.3a: each paragraph of an instant or sorcery is a spell ability; Dark Ritual adds mana but is a
    spell, never a mana ability (CR 605.5b)."""
    assert kinds("Dark Ritual") == [SPELL]
    assert kinds("Lightning Bolt") == [SPELL]


def test_modal_paragraph_is_one_ability() -> None:
    """CR 700.2: a modal ability's bullet lines belong to it; Felidar Retreat has one triggered ability, named by
    its first line."""
    rc = read_card(oracle("Felidar Retreat"))
    assert [a.kind for a in rc.abilities] == [TRIG]
    a = find_ability(rc.abilities, "Landfall — Whenever a land you control enters, choose one —")
    assert a is rc.abilities[0]


def test_find_ability_by_text() -> None:
    """Contract: {"text": ...} names the ability whose Oracle text starts with it (reminder text removed)."""
    rc = read_card(oracle("Raugrin Triome"))
    assert find_ability(rc.abilities, "Cycling {3}") is rc.abilities[4]
    rc = read_card(oracle("Liliana of the Veil"))
    assert find_ability(rc.abilities, "[+1]: Each player discards a card.") is rc.abilities[0]
    assert find_ability(rc.abilities, "[−2]: Target player") is rc.abilities[1]
    assert find_ability(rc.abilities, "Equip {9}") is None


def test_find_ability_self_reference() -> None:
    """Contract: "this creature" and the card's own name are the same self-reference (CR 201.5)."""
    rc = read_card(oracle("Syr Carah, the Bold"))
    target = rc.abilities[1]
    assert find_ability(rc.abilities, "{T}: Syr Carah deals 1 damage to any target.") is target
    assert find_ability(rc.abilities, "{T}: This creature deals 1 damage", card_name="Syr Carah, the Bold") is target


def test_read_ability_text() -> None:
    """CR 113.10 / 605.1a: the ability Gift of Paradise grants is a mana ability of the land."""
    (a,) = read_ability_text('"{T}: Add two mana of any one color."')
    assert (a.index, a.kind, a.cost) == (0, MANA, Cost.parse("{T}"))


def test_inline_card() -> None:
    """CR 605.1a: an inline card "{T}: Add {C}{C}." has one mana ability."""
    rc = read_card(card("Homemade Rock", "Artifact", "{T}: Add {C}{C}."))
    assert [a.kind for a in rc.abilities] == [MANA]


def test_unsupported_is_reported_not_guessed() -> None:
    """Contract: text the reader does not understand is reported, never guessed; Artist Alley's "any color signed
    in this card's art box by someone who has illustrated a printed Magic card" reads something outside the game,
    so its mana is left unread (still a mana ability, CR 605.1a) and the sentence is listed."""
    rc = read_card(oracle("Artist Alley"))
    a = rc.abilities[-1]
    assert a.kind is MANA and a.mana is None
    assert ("Add one mana of any color signed in this card's art box by someone who has illustrated a printed Magic "
            "card.") in rc.unsupported


def test_706_2_a_die_table_with_or_rows_belongs_to_its_ability() -> None:
    """CR 706.2, 113.3: Comet, Stellar Pup's "[0]: Roll a six-sided die." is followed by its results ("1 or 2 —
    ...", "3 — ...", "4 or 5 — ...", "6 — ..."): they are that loyalty ability's text, one ability in all, not static
    abilities ("They gain haste until end of turn" is an effect of the roll)."""
    from mtgsolver.model.registry import default_registry

    (ability,) = read_card(default_registry().get("Comet, Stellar Pup")).abilities
    assert ability.kind is AbilityKind.ACTIVATED and "4 or 5 —" in ability.text and not ability.unsupported
