"""Static sentences about activating abilities (CR 602.5, 602.2b with 601.2f, 609.4b): what is read.

:func:`read_activation_static` reads one sentence of a static ability, its self-references already ``~``
(:func:`model.reader.normalize_reference`), into the effects of :mod:`model.abilities`:

* prohibitions (CR 602.5, 101.2), :class:`ActivationProhibition`: "Activated abilities of <group> can't be
  activated[ unless they're mana abilities]." where <group> is a plain group ("artifacts", "artifacts and
  creatures", "artifacts, creatures, and planeswalkers", "creatures your opponents control", "lands your opponents
  control") or "sources with the chosen name" (Pithing Needle, Phyrexian Revoker); and on the permanent an Aura or
  Equipment is attached to: "Enchanted creature's activated abilities can't be activated.", "Enchanted permanent
  can't attack or block, and its activated abilities can't be activated[ unless they're mana abilities]." (Arrest;
  also "can't block", "doesn't untap during its controller's untap step": what it says of combat and the untap step
  changes no question the solver answers, so the sentence is read whole);
  "During your turn, your opponents can't cast spells or activate abilities of <group>." (Grand Abolisher, whose
  group may join card types with "or"); "Players can cast spells and activate abilities only during their own
  turns." (City of Solitude);
* cost changes (CR 601.2f via 602.2b), :class:`ActivationCostChange`: "Activated abilities [of <group>] cost {N}
  more/less to activate[ unless they're mana abilities]." (Heartstone, Suppression Field, Gloom, "of enchanted
  creature", "of sources with the chosen name", "of creature cards in your graveyard"), "Enchanted artifact's
  activated abilities cost {N} less to activate." (Power Artifact), "Abilities you activate that aren't mana abilities cost {N} less to activate."
  (Zirda), "Mana abilities of ~ cost an additional N life to activate." (Thran Portal), Tithe Taker's "During your
  turn, spells your opponents cast cost {1} more to cast and abilities your opponents activate cost {1} more to
  activate unless they're mana abilities." (its spell half is :mod:`model.casting`'s: it changes no activation);
  "This effect can't reduce the mana in that cost to less than one mana." after a reduction
  (:func:`floor_one_sentence`);
* "spend as though" for activation costs (CR 609.4b), :class:`ActivationSpendAs`: "You may spend [blue] mana as
  though it were mana of any color to pay the activation costs of ~'s abilities." (Quicksilver Elemental; without a
  colour word, mana of every type, Manascape Refractor).

Any other wording returns ``None`` and stays unread (never guessed). Nothing here decides anything about a board:
:mod:`solver.activation` applies what is read.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from mtgsolver.model.abilities import ActivationCostChange, ActivationProhibition, ActivationSpendAs, StaticEffect
from mtgsolver.model.filters import Controller, ObjectFilter
from mtgsolver.model.mana import COLOR_WORDS, MANA_TYPES
from mtgsolver.model.patterns import LazyPattern

_EXCEPT_MANA = r"(?P<except> unless they're mana abilities)?"
_COST = r"cost \{(?P<n>\d+)\} (?P<dir>more|less) to activate"
_ATTACHED = r"(?:Enchanted|Equipped) (?:creature|permanent|artifact|land)"
#: What an Aura's sentence may say beside the prohibition, none of which changes a question the solver answers.
_ATTACHED_BESIDE = (r"(?:can't attack or block|can't block|can't attack|doesn't untap during its controller's untap "
                    r"step)")
_PROHIBITION_OF = LazyPattern(r"^Activated abilities of (?P<group>.+?) can't be activated" + _EXCEPT_MANA + r"\.$")
_PROHIBITION_ATTACHED = LazyPattern(
    r"^" + _ATTACHED + r"(?:'s activated abilities| " + _ATTACHED_BESIDE
    + r",? and its activated abilities) can't be activated" + _EXCEPT_MANA + r"\.$")
_COST_OF = LazyPattern(r"^Activated abilities(?: of (?P<group>.+?))? " + _COST + _EXCEPT_MANA + r"\.$")
_COST_ATTACHED = LazyPattern(r"^" + _ATTACHED + r"'s activated abilities " + _COST + _EXCEPT_MANA + r"\.$")
_COST_YOU_NONMANA = LazyPattern(r"^Abilities you activate that aren't mana abilities " + _COST + r"\.$")
_LIFE_MANA_SELF = LazyPattern(r"^Mana abilities of ~ cost an additional (?P<n>\d+) life to activate\.$")
_TITHE = LazyPattern(r"^During your turn, spells your opponents cast cost \{\d+\} more to cast and abilities your "
                     r"opponents activate " + _COST + _EXCEPT_MANA + r"\.$")
#: "During your turn, your opponents can't cast spells or activate abilities of artifacts, creatures, or
#: enchantments." (Grand Abolisher, Myrel): its spell half is :mod:`model.casting`'s.
_ABOLISHER = LazyPattern(r"^During your turn, your opponents can't cast spells or activate abilities of "
                         r"(?P<group>.+?)\.$")
#: "Players can cast spells and activate abilities only during their own turns." (City of Solitude).
_OWN_TURNS = LazyPattern(r"^Players can cast spells and activate abilities only during their own turns\.$")
_SPEND_SELF = LazyPattern(r"^You may spend (?:(?P<color>white|blue|black|red|green) )?mana as though it were mana "
                          r"of any color to pay the activation costs of ~'s abilities\.$")
_GRAVEYARD_CARDS = LazyPattern(r"^(?P<type>\w+) cards in your graveyard$")
_FLOOR_ONE = "This effect can't reduce the mana in that cost to less than one mana."
#: The card types a plain group may list ("artifacts, creatures, and planeswalkers").
_GROUP_TYPES = {"artifacts": "artifact", "creatures": "creature", "planeswalkers": "planeswalker",
                "lands": "land", "enchantments": "enchantment"}


def read_activation_static(sentence: str) -> tuple[StaticEffect, ...] | None:
    """The effects of one static sentence about activating abilities (module docstring), ``None`` when its wording
    is not one read here. ``sentence`` has its self-references as ``~``."""
    s = sentence.strip()
    m = _PROHIBITION_OF.match(s)
    if m:
        spared = bool(m.group("except"))
        return _of_group(m.group("group"), lambda **kw: ActivationProhibition(except_mana=spared, **kw))
    m = _PROHIBITION_ATTACHED.match(s)
    if m:
        return (ActivationProhibition(enchanted=True, except_mana=bool(m.group("except"))),)
    m = _COST_OF.match(s)
    if m:
        generic, except_mana = _change(m)
        if m.group("group") is None:
            return (ActivationCostChange(generic=generic, except_mana=except_mana),)
        if m.group("group") == "enchanted creature":
            return (ActivationCostChange(enchanted=True, generic=generic, except_mana=except_mana),)
        if (cards := _GRAVEYARD_CARDS.match(m.group("group"))) is not None:
            kind = cards.group("type")
            return None if kind not in _GROUP_TYPES.values() else (ActivationCostChange(
                affects=ObjectFilter(card_types=frozenset({kind})), in_graveyard=True, generic=generic,
                except_mana=except_mana),)
        return _of_group(m.group("group"), lambda **kw: ActivationCostChange(
            generic=generic, except_mana=except_mana, **kw))
    m = _COST_ATTACHED.match(s)
    if m:
        generic, except_mana = _change(m)
        return (ActivationCostChange(enchanted=True, generic=generic, except_mana=except_mana),)
    m = _COST_YOU_NONMANA.match(s)
    if m:
        return (ActivationCostChange(activators=Controller.YOU, except_mana=True, generic=_change(m)[0]),)
    m = _TITHE.match(s)
    if m:
        generic, except_mana = _change(m)
        return (ActivationCostChange(activators=Controller.OPPONENT, your_turn=True, generic=generic,
                                     except_mana=except_mana),)
    m = _ABOLISHER.match(s)
    if m:
        return _of_group(m.group("group"), lambda **kw: ActivationProhibition(
            activators=Controller.OPPONENT, your_turn=True, **kw))
    if _OWN_TURNS.match(s):
        return (ActivationProhibition(not_own_turn=True),)
    m = _LIFE_MANA_SELF.match(s)
    if m:
        return (ActivationCostChange(itself=True, mana_only=True, life=int(m.group("n"))),)
    m = _SPEND_SELF.match(s)
    if m:
        color = m.group("color")
        types = (COLOR_WORDS[color].value,) if color else tuple(t.value for t in MANA_TYPES)
        return (ActivationSpendAs(itself=True, as_any_color=types),)
    return None


def floor_one_sentence(sentence: str) -> bool:
    """Is ``sentence`` "This effect can't reduce the mana in that cost to less than one mana." (Heartstone), which
    bounds the reduction of the sentence before it?"""
    return sentence.strip() == _FLOOR_ONE


def _change(m: re.Match[str]) -> tuple[int, bool]:
    """The generic mana of a cost change's match (negative for "less"), and its "unless they're mana abilities"."""
    n = int(m.group("n"))
    return (n if m.group("dir") == "more" else -n), "except" in m.re.groupindex and bool(m.group("except"))


def _of_group(group: str, make: Callable[..., StaticEffect]) -> tuple[StaticEffect, ...] | None:
    """The effect ``make`` builds for the objects of ``group``: ``affects`` a filter, or ``chosen_name`` for
    "sources with the chosen name"; ``None`` for a group not read."""
    if group == "sources with the chosen name":
        return (make(chosen_name=True),)
    filt = _group_filter(group)
    return None if filt is None else (make(affects=filt),)


def _group_filter(group: str) -> ObjectFilter | None:
    """A plain group of permanents: card types, perhaps a colour word ("white enchantments") and whose ("you
    control", "your opponents control"); ``None`` for anything else (tokens, subtypes, "other", "the chosen ...")."""
    controller = Controller.ANY
    for suffix, who in ((" your opponents control", Controller.OPPONENT), (" you control", Controller.YOU)):
        if group.endswith(suffix):
            group, controller = group.removesuffix(suffix), who
    colors: frozenset[str] = frozenset()
    first, _, rest = group.partition(" ")
    if first in COLOR_WORDS and rest:
        colors, group = frozenset({COLOR_WORDS[first].value}), rest
    words = [w for w in re.split(r",? (?:and|or) |, ", group) if w]
    if not words or any(w not in _GROUP_TYPES for w in words):
        return None
    return ObjectFilter(card_types=frozenset(_GROUP_TYPES[w] for w in words), colors=colors, controller=controller)


__all__ = ["floor_one_sentence", "read_activation_static"]
