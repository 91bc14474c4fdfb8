"""CR 602.5, 602.2b, 601.2f, 609.4b: the static sentences about activating abilities the reader understands, in the
corpus's wordings (``../shared/data/oracle-corpus.jsonl.gz``), and some it leaves unread (never guessed)."""

from __future__ import annotations

import pytest
from mtgsolver.model.abilities import ActivationCostChange, ActivationProhibition, ActivationSpendAs
from mtgsolver.model.activation_statics import floor_one_sentence, read_activation_static
from mtgsolver.model.filters import Controller, ObjectFilter

ARTIFACTS = ObjectFilter(card_types=frozenset({"artifact"}))


@pytest.mark.parametrize(("sentence", "effect"), [
    ("Activated abilities of artifacts can't be activated.", ActivationProhibition(affects=ARTIFACTS)),
    ("Activated abilities of artifacts your opponents control can't be activated.",
     ActivationProhibition(affects=ObjectFilter(card_types=frozenset({"artifact"}), controller=Controller.OPPONENT))),
    ("Activated abilities of artifacts, creatures, and planeswalkers can't be activated.",
     ActivationProhibition(affects=ObjectFilter(card_types=frozenset({"artifact", "creature", "planeswalker"})))),
    ("Activated abilities of artifacts and creatures can't be activated unless they're mana abilities.",
     ActivationProhibition(affects=ObjectFilter(card_types=frozenset({"artifact", "creature"})), except_mana=True)),
    ("Activated abilities of sources with the chosen name can't be activated unless they're mana abilities.",
     ActivationProhibition(chosen_name=True, except_mana=True)),
    ("Enchanted creature can't attack or block, and its activated abilities can't be activated.",
     ActivationProhibition(enchanted=True)),
    (("Enchanted permanent doesn't untap during its controller's untap step and its activated abilities can't be "
     "activated."), ActivationProhibition(enchanted=True)),
    ("Enchanted creature's activated abilities can't be activated.", ActivationProhibition(enchanted=True)),
    ("Activated abilities of white enchantments cost {3} more to activate.",
     ActivationCostChange(affects=ObjectFilter(card_types=frozenset({"enchantment"}), colors=frozenset({"W"})),
                          generic=3)),
    ("Activated abilities cost {2} more to activate unless they're mana abilities.",
     ActivationCostChange(generic=2, except_mana=True)),
    ("Activated abilities of enchanted creature cost {3} more to activate.",
     ActivationCostChange(enchanted=True, generic=3)),
    ("Enchanted artifact's activated abilities cost {2} less to activate.",
     ActivationCostChange(enchanted=True, generic=-2)),
    ("Abilities you activate that aren't mana abilities cost {2} less to activate.",
     ActivationCostChange(activators=Controller.YOU, except_mana=True, generic=-2)),
    (("During your turn, spells your opponents cast cost {1} more to cast and abilities your opponents activate cost "
     "{1} more to activate unless they're mana abilities."),
     ActivationCostChange(activators=Controller.OPPONENT, your_turn=True, generic=1, except_mana=True)),
    ("Activated abilities of creature cards in your graveyard cost {1} less to activate.",
     ActivationCostChange(affects=ObjectFilter(card_types=frozenset({"creature"})), in_graveyard=True, generic=-1)),
    ("Mana abilities of ~ cost an additional 1 life to activate.",
     ActivationCostChange(itself=True, mana_only=True, life=1)),
    ("You may spend blue mana as though it were mana of any color to pay the activation costs of ~'s abilities.",
     ActivationSpendAs(itself=True, as_any_color=("U",))),
    ("You may spend mana as though it were mana of any color to pay the activation costs of ~'s abilities.",
     ActivationSpendAs(itself=True, as_any_color=("W", "U", "B", "R", "G", "C"))),
])
def test_602_5_wordings_read(sentence: str, effect: object) -> None:
    """Each wording is read whole into its effect: the group, whose, "unless they're mana abilities", the amount
    (CR 602.5, 602.2b, 601.2f, 609.4b)."""
    assert read_activation_static(sentence) == (effect,)


@pytest.mark.parametrize("sentence", [
    ("Creatures with flying can't attack or block, and their activated abilities with {T} in their costs can't be "
    "activated."),
    ("Enchanted permanent can't attack, block, or crew Vehicles, and its activated abilities can't be activated unless "
    "they're mana abilities."),
    "Enchanted creature gets -1/-1, and its activated abilities can't be activated.",
    "Activated abilities of the chosen permanent can't be activated.",
    "Activated abilities of artifact tokens you control cost {1} less to activate.",
    "Activated abilities of creatures you control cost {X} less to activate, where X is Agatha's power.",
    "Equip abilities you activate cost {1} less to activate.",
    "Abilities your opponents activate that target a Merfolk you control cost {2} more to activate.",
])
def test_602_5_wordings_left_unread(sentence: str) -> None:
    """Wordings with a part the solver doesn't apply ({T} in the cost, crewing, -1/-1, a chosen permanent, tokens,
    a variable amount, equip only, targets) are not read, so they stay unread (never guessed)."""
    assert read_activation_static(sentence) is None


def test_601_2f_the_floor_of_one_mana() -> None:
    """Heartstone's second sentence bounds the reduction before it (CR 601.2f)."""
    assert floor_one_sentence("This effect can't reduce the mana in that cost to less than one mana.")
    assert not floor_one_sentence("This effect reduces only the amount of generic mana you pay.")
