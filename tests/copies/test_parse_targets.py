"""model.targets: instances of the word "target" and modes, read from real cards' Oracle text."""

from __future__ import annotations

import re

import pytest
from copykit import CORPUS, INLINE, corpus_rows
from mtgsolver.model.errors import UnsupportedText
from mtgsolver.model.filters import AttachedTo, Controller, Flag, NotColor
from mtgsolver.model.registry import get_card
from mtgsolver.model.targets import (
    ANY_TARGET_TYPES,
    PERMANENT_TYPES,
    UNLIMITED,
    parse_modes,
    parse_noun_phrase,
    parse_targets,
)


def oracle(name: str) -> str:
    return INLINE[name][2] if name in INLINE else get_card(name).oracle_text


def test_any_target() -> None:
    """CR 115.4: "any target" is a creature, player, planeswalker or battle (Lightning Bolt)."""
    (spec,) = parse_targets(oracle("Lightning Bolt"))
    assert spec.text == "any target"
    assert spec.allowed == ("permanent", "player")
    assert spec.filter is not None and spec.filter.card_types == ANY_TARGET_TYPES
    assert (spec.min_count, spec.max_count, spec.divided) == (1, 1, False)


def test_two_instances_in_order() -> None:
    """CR 115.3: each instance of "target" is its own spec, in printed order (Prey Upon)."""
    first, second = parse_targets(oracle("Prey Upon"))
    assert first.text == "Target creature you control"
    assert first.filter is not None and first.filter.controller is Controller.YOU
    assert second.text == "target creature you don't control"
    assert second.filter is not None and second.filter.controller is Controller.OPPONENT


def test_lines_each_have_their_instance() -> None:
    """CR 115.3: Agony Warp says "target" twice, so it has two instances of the word."""
    specs = parse_targets(oracle("Agony Warp"))
    assert [s.text for s in specs] == ["Target creature", "Target creature"]


def test_new_targets_is_not_an_instance() -> None:
    """CR 115.10a: "You may choose new targets for the copy" names no target; Twincast has one instance."""
    (spec,) = parse_targets(oracle("Twincast"))
    assert spec.text == "target instant or sorcery spell"
    assert spec.allowed == ("spell",)
    assert spec.spell_filter is not None and spec.spell_filter.card_types == {"instant", "sorcery"}


def test_becomes_the_target_is_not_an_instance() -> None:
    """CR 115.10a: "becomes the target of" and "a spell that targets" are not instances of the word."""
    assert parse_targets("Whenever this creature becomes the target of a spell, sacrifice it.") == ()
    assert parse_targets("Whenever an opponent casts a spell that targets you, draw a card.") == ()


def test_lithoform_engine_three_abilities() -> None:
    """L14, L6: Lithoform Engine targets an ability, an instant or sorcery spell, a permanent spell you control."""
    lines = oracle("Lithoform Engine").split("\n")
    abil, inst, perm = (parse_targets(line)[0] for line in lines)
    assert abil.allowed == ("activated_ability", "triggered_ability")
    assert abil.filter is not None and abil.filter.controller is Controller.YOU
    assert inst.allowed == ("spell",) and inst.spell_filter is not None
    assert inst.spell_filter.card_types == {"instant", "sorcery"} and inst.spell_filter.controller is Controller.YOU
    assert perm.allowed == ("spell",) and perm.spell_filter is not None
    assert perm.spell_filter.card_types == PERMANENT_TYPES


def test_strionic_resonator_triggered_only() -> None:
    """S1: Strionic Resonator targets a triggered ability you control; its reminder text names no target."""
    (spec,) = parse_targets(oracle("Strionic Resonator"))
    assert spec.allowed == ("triggered_ability",)


def test_divided_one_or_two_targets() -> None:
    """CR 601.2d: Electrolyze divides its damage among one or two targets: one instance, 1-2 targets, divided."""
    (spec,) = parse_targets(oracle("Electrolyze"))
    assert spec.text == "one or two targets"
    assert (spec.min_count, spec.max_count, spec.divided) == (1, 2, True)
    assert spec.allowed == ("permanent", "player")


def test_divided_any_number() -> None:
    """CR 601.2d: Bogardan Hellkite divides 5 damage among any number of targets."""
    specs = parse_targets(get_card("Bogardan Hellkite").oracle_text.split("\n")[-1])
    (spec,) = specs
    assert (spec.min_count, spec.max_count, spec.divided) == (0, UNLIMITED, True)


def test_another_target() -> None:
    """CR 115.3 and "another": Fiend Hunter's ETB says "another target creature"."""
    (spec,) = parse_targets(get_card("Fiend Hunter").oracle_text.split("\n")[0])
    assert spec.filter is not None and spec.filter.another
    assert spec.filter.card_types == {"creature"}


def test_any_other_target_and_a_third_target() -> None:
    """CR 115.4: Arc Trail's "any other target" and Cone of Flame's "another target" / "a third target"."""
    first, second = parse_targets(oracle("Arc Trail"))
    assert not first.filter.another and second.filter.another  # type: ignore[union-attr]
    assert second.allowed == ("permanent", "player")
    specs = parse_targets(oracle("Cone of Flame"))
    assert [s.text for s in specs] == ["any target", "another target", "a third target"]
    assert [s.filter.another for s in specs] == [False, True, True]  # type: ignore[union-attr]


def test_player_or_planeswalker_mode() -> None:
    """CR 115.8, 700.2: Boros Charm's first mode targets a player or planeswalker; the third a creature."""
    modes = parse_modes(get_card("Boros Charm").oracle_text)
    assert len(modes) == 3
    (pw,) = modes[0].targets
    assert pw.allowed == ("permanent", "player")
    assert pw.filter is not None and pw.filter.card_types == {"planeswalker"}
    assert modes[1].targets == ()
    assert modes[2].targets[0].filter.card_types == {"creature"}  # type: ignore[union-attr]


def test_modes_of_an_activated_ability() -> None:
    """CR 700.2: Pyramids' "{2}: Choose one —" has two modes: an Aura attached to a land, or a land."""
    text = get_card("Pyramids").oracle_text
    modes = parse_modes(text)
    aura = modes[0].targets[0]
    assert aura.filter is not None and aura.filter.subtypes == {"Aura"}
    assert AttachedTo("land") in aura.filter.extra
    land = modes[1].targets[0]
    assert land.filter is not None and land.filter.card_types == {"land"}
    assert parse_targets(text) == ()  # mode lines are parse_modes' job


def test_choose_two_modes() -> None:
    """CR 700.2: Cryptic Command, "Choose two —", four modes with their own targets."""
    modes = parse_modes(get_card("Cryptic Command").oracle_text)
    assert [len(m.targets) for m in modes] == [1, 1, 0, 0]
    assert modes[0].targets[0].allowed == ("spell",)
    assert modes[1].targets[0].allowed == ("permanent",)


def test_up_to_and_counts() -> None:
    """CR 601.2c: "up to N target", "N target", "one, two, or three target" give the number of targets."""
    (s,) = parse_targets("Tap up to two target creatures.")
    assert (s.min_count, s.max_count) == (0, 2)
    (s,) = parse_targets("Destroy two target nonblack creatures.")
    assert (s.min_count, s.max_count) == (2, 2) and NotColor("B") in s.filter.extra  # type: ignore[union-attr]
    (s,) = parse_targets("Distribute three +1/+1 counters among one, two, or three target creatures you control.")
    assert (s.min_count, s.max_count, s.divided) == (1, 3, True)


def test_player_opponent_spell_ability() -> None:
    """CR 115.1, 115.2: players, opponents, spells and abilities are targets only when the text says so."""
    assert parse_targets("Target player draws a card.")[0].allowed == ("player",)
    assert parse_targets("Target opponent discards a card.")[0].allowed == ("opponent",)
    assert parse_targets(get_card("Counterspell").oracle_text)[0].allowed == ("spell",)
    (s,) = parse_targets("Counter target activated or triggered ability.")
    assert s.allowed == ("activated_ability", "triggered_ability")
    (s,) = parse_targets("Counter target triggered ability.")
    assert s.allowed == ("triggered_ability",)


def test_graveyard_card_and_attacking() -> None:
    """CR 115.2: a card in a graveyard is a target only when the text says so; "attacking creature"."""
    (s,) = parse_targets("Return target artifact card from your graveyard to your hand.")
    assert s.allowed == ("card_in_graveyard",)
    assert s.filter is not None and s.filter.controller is Controller.YOU and s.filter.card_types == {"artifact"}
    (s,) = parse_targets("Destroy target attacking creature.")
    assert s.filter is not None and s.filter.extra == (Flag.ATTACKING,)


def test_equip_and_enchant() -> None:
    """CR 702.6a: "Equip" targets a creature you control; CR 115.1b, 702.5a: an Aura spell targets what it enchants."""
    (s,) = parse_targets("Equip {1}")
    assert s.allowed == ("permanent",)
    assert s.filter is not None and s.filter.controller is Controller.YOU and s.filter.card_types == {"creature"}
    (s,) = parse_targets("Equip Knight {1}")
    assert s.filter is not None and s.filter.subtypes == {"Knight"} and not s.filter.any_of_types
    (s,) = parse_targets("Enchant Forest")
    assert s.filter is not None and s.filter.subtypes == {"Forest"}
    (s,) = parse_targets("Enchant player")
    assert s.allowed == ("player",)


def test_unknown_phrase_raises() -> None:
    """CR 115.1: a target phrase the grammar doesn't know is unsupported_text naming the phrase, never guessed."""
    with pytest.raises(UnsupportedText, match="creature that was dealt damage"):
        parse_targets("Destroy target creature that was dealt damage this turn.")


@pytest.mark.parametrize(("name", "words"), [
    ("Detention Sphere", "target nonland permanent not named Detention Sphere"),
    ("Fire and Brimstone", "target player who attacked this turn"),
])
def test_115_1_words_that_go_on_limiting_a_target_are_never_dropped(name: str, words: str) -> None:
    """CR 115.1, 201.2: "not named Detention Sphere" and "who attacked this turn" limit what may be chosen as
    much as the words before them; a phrase read only up to them would allow targets the card doesn't, so it is
    unsupported_text naming them."""
    with pytest.raises(UnsupportedText, match=words):
        parse_targets(get_card(name).oracle_text)


def test_115_1_who_chooses_is_not_a_limit_on_what_is_chosen() -> None:
    """CR 115.1: "of their choice" says who chooses, not what may be chosen: "target creature" is read whole."""
    (spec,) = parse_targets("Target opponent sacrifices target creature of their choice.")[1:]
    assert spec.text == "target creature"


def test_noun_phrase() -> None:
    """CR 603.2: copiers' trigger conditions name spells without "target" ("an instant or sorcery spell")."""
    s = parse_noun_phrase("an instant or sorcery spell")
    assert s.allowed == ("spell",) and s.spell_filter is not None
    assert s.spell_filter.card_types == {"instant", "sorcery"}
    assert parse_noun_phrase("an artifact").filter.card_types == {"artifact"}  # type: ignore[union-attr]


@pytest.mark.skipif(not CORPUS.exists(), reason=f"the shared Oracle corpus ({CORPUS}) is not present")
def test_copykit_cards_match_the_corpus() -> None:
    """CR 115.1: the inline cards of the tests carry their current Oracle text."""
    rows = corpus_rows()
    for name, (cost, type_line, text, _kw) in INLINE.items():
        assert rows[name]["text"] == text, name
        assert rows[name]["manaCost"] == cost, name


@pytest.mark.skipif(not CORPUS.exists(), reason=f"the shared Oracle corpus ({CORPUS}) is not present")
def test_corpus_coverage() -> None:
    """CR 115.1: the grammar reads the target phrases of at least 93% of the corpus paragraphs that say "target",
    and every unsupported one is reported with the phrase."""
    ok = bad = 0
    for row in corpus_rows().values():
        paragraphs: list[str] = []
        for line in (row.get("text") or "").split("\n"):
            if line.startswith("•") and paragraphs:
                paragraphs[-1] += "\n" + line
            else:
                paragraphs.append(line)
        for p in paragraphs:
            if not re.search(r"\btargets?\b", p, re.IGNORECASE):
                continue
            try:
                parse_targets(p)
                parse_modes(p)
                ok += 1
            except UnsupportedText as e:
                assert "'" in e.message
                bad += 1
    assert ok / (ok + bad) >= 0.93
