"""CR 207.2c, 207.2d: an ability word or a flavor word before " — " has no rules meaning, so the rest of its line
reads as if it stood alone (an activated ability, CR 602.1; a triggered ability, CR 603.1; a keyword, CR 702.6a).
What only looks like one ("[Words] N —" but descend 4 and 8, a Saga's chapter numerals, a keyword's non-mana cost
"Ward—Pay 2 life") is not taken for one.

Card wording is the current Oracle text of ``../shared/data/oracle-corpus.jsonl.gz`` (``test_corpus_texts_here``
checks it when the file is present); every value below is worked out from that text and the rules cited.
"""

from __future__ import annotations

from mtgsolver.model.abilities import AbilityKind
from mtgsolver.model.costs import Cost
from mtgsolver.model.reader import find_ability, read_card
from reader_cards import card, corpus_by_name

ACT, TRIG, STATIC, KW = AbilityKind.ACTIVATED, AbilityKind.TRIGGERED, AbilityKind.STATIC, AbilityKind.KEYWORD

TEXTS: dict[str, tuple[str, str]] = {
    "Reaper's Scythe": (
        "Artifact — Equipment",
        ("Job select\nAt the beginning of your end step, put a soul counter on this Equipment for each player who "
        "lost life this turn.\nEquipped creature gets +1/+1 for each soul counter on this Equipment and is an "
        "Assassin in addition to its other types.\nDeath Sickle — Equip {2}")),
    "Dark Knight's Greatsword": (
        "Artifact — Equipment",
        ("Job select (When this Equipment enters, create a 1/1 colorless Hero creature token, then attach this to "
        "it.)\nEquipped creature gets +3/+0 and is a Knight in addition to its other types.\nChaosbringer — "
        "Equip—Pay 3 life. Activate only once each turn.")),
    "Uchbenbak, the Great Mistake": (
        "Legendary Creature — Skeleton Horror",
        ("Vigilance, menace\nDescend 8 — {4}{U}{B}: Return this card from your graveyard to the battlefield with a "
        "finality counter on it. Activate only if there are eight or more permanent cards in your graveyard and "
        "only as a sorcery. (If a creature with a finality counter on it would die, exile it instead.)")),
    "Chitinous Crawler": (
        "Creature — Insect Horror",
        ("At the beginning of combat on your turn, choose target creature card in your graveyard. Conjure a "
        "duplicate of it into your graveyard.\nDescend 8 — Exile a permanent card from your graveyard: You may "
        "play it. Activate only as a sorcery and only if there are eight or more permanent cards in your "
        "graveyard.")),
    "Council of Echoes": (
        "Creature — Spirit Advisor",
        ("Flying\nDescend 4 — When this creature enters, if there are four or more permanent cards in your "
        "graveyard, return up to one target nonland permanent other than this creature to its owner's hand.")),
    "The Everflowing Well // The Myriad Pools": (
        "Legendary Artifact",
        ("When The Everflowing Well enters, mill two cards, then draw two cards.\nDescend 8 — At the beginning of "
        "your upkeep, if there are eight or more permanent cards in your graveyard, transform The Everflowing "
        "Well.")),
    "The Mind Stone": (
        "Legendary Artifact — Infinity Stone",
        ("Indestructible\n{T}: Add {W}.\n{5}{W}, {T}: Harness The Mind Stone. (Once harnessed, its ∞ ability is "
        "active.)\n∞ — At the beginning of your end step, exile up to one other target nonland permanent you "
        "control, then return that card to the battlefield under its owner's control.")),
    "The Eleventh Doctor": (
        "Legendary Creature — Time Lord Doctor",
        ("I. AM. TALKING! — Whenever The Eleventh Doctor deals combat damage to a player, you may exile a card from "
        "your hand with a number of time counters on it equal to its mana value. If it doesn't have suspend, it "
        "gains suspend.\n{2}: Target creature with power 3 or less can't be blocked this turn.")),
    "The Unbeatable Squirrel Girl": (
        "Legendary Creature — Squirrel Human Hero",
        ("Do You Like Squirrels? — Whenever The Unbeatable Squirrel Girl enters or attacks, create a 1/1 green "
        "Squirrel creature token.\nI LOVE Squirrels! — {1}{G}{G}{G}: Create X 1/1 green Squirrel creature tokens, "
        "where X is the number of Squirrels you control.")),
    "Jumbo Cactuar": (
        "Creature — Plant",
        "10,000 Needles — Whenever this creature attacks, it gets +9999/+0 until end of turn."),
    "Spider-Man India": (
        "Legendary Creature — Spider Human Hero",
        ("Web-slinging {1}{G}{W} (You may cast this spell for {1}{G}{W} if you also return a tapped creature you "
        "control to its owner's hand.)\nPavitr's Sevā — Whenever you cast a creature spell, put a +1/+1 counter on "
        "target creature you control. It gains flying until end of turn.")),
    "Captain America, First Avenger": (
        "Legendary Creature — Human Soldier Hero",
        ("Throw ... — {3}, Unattach an Equipment from Captain America: He deals damage equal to that Equipment's "
        "mana value divided as you choose among one, two, or three targets.\n... Catch — At the beginning of combat "
        "on your turn, attach up to one target Equipment you control to Captain America.")),
    "Loopy Lobster": (
        "Creature — Lobster",
        ("Four-faced (Whenever this becomes tapped, move it to the next stage, or to stage 1 if it's at stage 4.)\n"
        "Stage 1 — (1/4)\nStage 2 — (4/1) Evolve\nStage 3 — (2/4) {U}: Loopy Lobster gets +1/-1 until end of turn.\n"
        "Stage 4 — (4/4) Vigilance. {T}: Draw 2 cards.")),
    "Gev, Scaled Scorch": (
        "Legendary Creature — Lizard Mercenary",
        ("Ward—Pay 2 life.\nOther creatures you control enter with an additional +1/+1 counter on them for each "
        "opponent who lost life this turn.\nWhenever you cast a Lizard spell, Gev deals 1 damage to target "
        "opponent.")),
    "Battle at the Helvault": (
        "Enchantment — Saga",
        ("(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)\nI, II — For "
        "each player, exile up to one target non-Saga, nonland permanent that player controls until this Saga "
        "leaves the battlefield.\nIII — Create Avacyn, a legendary 8/8 white Angel creature token with flying, "
        "vigilance, and indestructible.")),
    "Shinen of Life's Roar": (
        "Creature — Spirit",
        ("All creatures able to block this creature do so.\nChannel — {2}{G}{G}, Discard this card: All creatures "
        "able to block target creature this turn do so.")),
}


def read(name: str) -> tuple:
    type_line, text = TEXTS[name]
    return read_card(card(name, type_line, text)).abilities


def test_corpus_texts_here() -> None:
    """CR 113.2c: the texts above are the corpus's Oracle texts, verbatim."""
    rows = corpus_by_name()
    for name, (type_line, text) in TEXTS.items():
        assert rows[name]["text"] == text, name
        assert rows[name]["type"] == type_line, name


def test_207_2d_702_6a_flavor_word_before_equip_is_an_equip_ability() -> None:
    """CR 207.2d, 702.6a: "Death Sickle" is a flavor word, so "Death Sickle — Equip {2}" is equip, an activated
    ability: "{2}: Attach this permanent to target creature you control. Activate only as a sorcery." (CR 602.1),
    named by its whole line."""
    abilities = read("Reaper's Scythe")
    equip = abilities[3]
    assert (equip.kind, equip.keyword, equip.cost) == (ACT, "Equip", Cost.parse("{2}"))
    assert "sorcery" in equip.restrictions
    assert [t.text for t in equip.targets] == ["target creature you control"]
    assert equip.text == "Death Sickle — Equip {2}"
    assert find_ability(abilities, "Death Sickle") is equip


def test_207_2d_702_6a_flavor_word_before_equip_with_a_life_cost() -> None:
    """CR 207.2d, 702.6a: "Chaosbringer — Equip—Pay 3 life. ..." is equip with the cost "Pay 3 life" (a keyword's
    non-mana cost after its dash), an activated ability (CR 602.1), not a static one."""
    equip = read("Dark Knight's Greatsword")[2]
    assert (equip.kind, equip.keyword) == (ACT, "Equip")
    assert [t.text for t in equip.targets] == ["target creature you control"]


def test_207_2c_602_1_descend_8_before_a_cost_is_an_activated_ability() -> None:
    """CR 207.2c, 602.1: "descend 8" is an ability word, so Uchbenbak's line is "[Cost]: [Effect.] [Activation
    instructions]": cost {4}{U}{B}, activated only if eight or more permanent cards are in the graveyard and only as
    a sorcery (CR 602.5b, 602.5d), from the graveyard it returns the card from (CR 113.6m)."""
    ability = read("Uchbenbak, the Great Mistake")[2]
    assert (ability.kind, ability.cost) == (ACT, Cost.parse("{4}{U}{B}"))
    assert {"if", "sorcery"} <= set(ability.restrictions)
    assert ability.activation_condition is not None
    assert ability.functions_in is not None and ability.functions_in.rule == "CR 113.6m"
    assert ability.unsupported == ()


def test_207_2c_602_1_descend_8_before_an_exile_cost() -> None:
    """CR 207.2c, 602.1: Chitinous Crawler's "Descend 8 — Exile a permanent card from your graveyard: You may play
    it. ..." is an activated ability whose cost exiles a card, only as a sorcery and only if there are eight or more
    permanent cards in the graveyard (CR 602.5b, 602.5d)."""
    ability = read("Chitinous Crawler")[1]
    assert ability.kind is ACT
    assert str(ability.cost) == "Exile a permanent card from your graveyard"
    assert {"if", "sorcery"} <= set(ability.restrictions)


def test_207_2c_207_2d_603_1_words_before_triggers() -> None:
    """CR 207.2c, 207.2d, 603.1: after an ability word ("Descend 4", "Descend 8") or a flavor word ("∞",
    "I. AM. TALKING!", "Do You Like Squirrels?", "10,000 Needles", "Pavitr's Sevā", "... Catch") a line starting
    "When", "Whenever" or "At" is a triggered ability."""
    for name, index in (("Council of Echoes", 1), ("The Everflowing Well // The Myriad Pools", 1),
                        ("The Mind Stone", 3), ("The Eleventh Doctor", 0), ("The Unbeatable Squirrel Girl", 0),
                        ("Jumbo Cactuar", 0), ("Spider-Man India", 1), ("Captain America, First Avenger", 1)):
        assert read(name)[index].kind is TRIG, name


def test_207_2d_602_1_flavor_words_before_costs() -> None:
    """CR 207.2d, 602.1: "Throw ... — {3}, Unattach ...: He deals damage ..." and "I LOVE Squirrels! —
    {1}{G}{G}{G}: Create ..." are activated abilities, their costs starting with {3} and {1}{G}{G}{G}."""
    throw = read("Captain America, First Avenger")[0]
    assert throw.kind is ACT and str(throw.cost).startswith("{3}, Unattach an Equipment")
    squirrels = read("The Unbeatable Squirrel Girl")[1]
    assert (squirrels.kind, squirrels.cost) == (ACT, Cost.parse("{1}{G}{G}{G}"))


def test_207_2c_numbered_label_is_not_an_ability_word() -> None:
    """CR 207.2c: of the words "[Words] N", only descend 4 and descend 8 are ability words; Loopy Lobster's
    "Stage 2 — Evolve" and "Stage 3 — {U}: ..." hold only at that stage, so they are neither evolve nor an
    activated ability it always has."""
    abilities = read("Loopy Lobster")
    assert not any(a.kind is ACT or a.keyword == "Evolve" for a in abilities)


def test_207_2c_numbered_label_lines_are_unsupported() -> None:
    """CR 207.2c: what Loopy Lobster's "Stage 2 — Evolve", "Stage 3 — {U}: ..." and "Stage 4 — Vigilance. {T}: Draw
    2 cards." mean (abilities it has only at that stage) is not read, and it could change an answer (an activated
    ability, CR 602.1; a keyword, CR 702.100a): each line is unsupported, never guessed."""
    for a in read("Loopy Lobster")[2:]:
        assert a.kind is STATIC and a.unsupported == (a.text,), a.text


def test_702_21a_714_2b_702_dash_costs_chapters_and_channel_still_read() -> None:
    """CR 702.21a: "Ward—Pay 2 life." (no spaces around the dash) is ward, a triggered keyword; CR 714.2b: "I, II —"
    is a chapter ability, triggered; "Channel — {2}{G}{G}, Discard this card: ..." is an activated ability
    (CR 602.1)."""
    ward = read("Gev, Scaled Scorch")[0]
    assert (ward.kind, ward.keyword) == (TRIG, "Ward")
    assert [a.kind for a in read("Battle at the Helvault")] == [TRIG, TRIG]
    channel = read("Shinen of Life's Roar")[1]
    assert (channel.kind, channel.keyword) == (ACT, "Channel")
