"""What the ``copy_targets`` query reads from card text: copiers' rules and the targets of what they copy.

The solver (:mod:`solver.copies`) decides whether a copy can be made and enumerates its targets; every reading of
Oracle text it needs is here, returned as typed values:

* :func:`read_copier_rule` reads a copier's ability ("Copy target instant or sorcery spell you control",
  "Whenever you cast an instant or sorcery spell, copy that spell", ...) into a :class:`CopierRule`
  (CR 707.10, 707.10c, 603.2, 115.1);
* :func:`ability_target_specs`, :func:`is_modal`, :func:`modes_of`, :func:`names_targets` and
  :func:`enchant_targets` give the target specs of a stack object's text (CR 115.1, 700.2, 303.4a);
* :func:`kicked_targets` reads a spell's targets as cast, kicked or not (CR 702.33g, 601.2c);
* :func:`read_division` reads the amount a text divides among its targets (CR 601.2d).

Words not understood raise :class:`~model.errors.UnsupportedText` naming them: text is never guessed.
``model`` never imports ``solver``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from enum import StrEnum
from functools import lru_cache

from msgspec import Struct
from mtgsolver.model.abilities import Ability, AbilityKind, Mode, TargetSpec
from mtgsolver.model.errors import BadRequest, MtgSolverError, UnsupportedText
from mtgsolver.model.filters import ObjectFilter
from mtgsolver.model.state import CardDef, StackKind
from mtgsolver.model.targets import parse_modes, parse_noun_phrase, parse_targets

__all__ = [
    "CopierRule",
    "CopyController",
    "CopyEvent",
    "CopyWho",
    "Division",
    "ability_cant_be_copied",
    "ability_target_specs",
    "enchant_targets",
    "generic_copier",
    "is_modal",
    "kicked_targets",
    "modes_of",
    "names_targets",
    "read_copier_rule",
    "read_division",
    "without_reminder",
]


class CopyWho(StrEnum):
    """Whose spells or activations a triggered copier sees (CR 603.2)."""

    YOU = "you"
    ENCHANTED_PLAYER = "enchanted_player"
    OPPONENT = "opponent"
    ANY = "any"


class CopyEvent(StrEnum):
    """The event a triggered copier waits for: a spell cast or an ability activated (a copy is neither,
    CR 707.10)."""

    CAST = "cast"
    ACTIVATE = "activate"


class CopyController(StrEnum):
    """Who controls the copy (CR 707.10: whoever put it on the stack): the copier's controller, another player than
    the original's controller ("each other player may copy that spell"), or the original's controller (the query
    without a copier)."""

    COPIER = "copier"
    OTHER_PLAYER = "other_player"
    ORIGINAL = "original"


class CopierRule(Struct, frozen=True):
    """What a copier may copy and how the copy is made.

    ``text`` is the ability's text without reminder text and colour clause. ``targeted`` is the copier's own
    target (CR 115.1) for "Copy target ..." texts. For triggered copiers (CR 603.2): ``kinds`` of stack object,
    ``spell_filter`` for the spell's types, ``who`` whose spell or activation it sees, ``source_filter`` for "an
    ability of an artifact", ``attached_source`` for "an ability of equipped creature", ``event`` (copies were
    neither cast nor activated, CR 707.10) and ``counters`` ``(kind, n)`` for "while this ... has n or more kind
    counters on it". ``new_targets``: "You may choose new targets for the copy" (CR 707.10c). ``copy_controller``:
    who controls the copy. ``generic``: the copier of the query without ``by`` (:func:`generic_copier`).
    """

    text: str
    kinds: frozenset[StackKind]
    targeted: TargetSpec | None = None
    spell_filter: ObjectFilter | None = None
    who: CopyWho = CopyWho.ANY
    source_filter: ObjectFilter | None = None
    attached_source: bool = False
    event: CopyEvent | None = None
    counters: tuple[str, int] | None = None
    new_targets: bool = True
    copy_controller: CopyController = CopyController.COPIER
    generic: bool = False
    #: "except that the copy is red" (Fork, CR 707.9b): the copy's colours as letters (``{"R"}``), which protection
    #: sees (CR 702.16b).
    colors: frozenset[str] | None = None


def generic_copier(new_targets: bool = True) -> CopierRule:
    """A copier of any spell or ability of anyone (the query without ``by``), the copy controlled by the original's
    controller; ``new_targets`` as the query's ``new_targets`` says (CR 707.10, 707.10c)."""
    return CopierRule(text="(generic copier)", kinds=frozenset(StackKind), new_targets=new_targets,
                      copy_controller=CopyController.ORIGINAL, generic=True)


# --------------------------------------------------------------------------------------------------------------
# The copier's rule
# --------------------------------------------------------------------------------------------------------------

_REMINDER = re.compile(r"\([^()]*\)")
_NEW_TARGETS = re.compile(r"choose new targets for (?:the|that) cop(?:y|ies)")
_COLOR_CLAUSE = re.compile(r",? except that the copy is (white|blue|black|red|green)\b", re.IGNORECASE)
_COLOR_LETTER = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_COPY_TARGET = re.compile(r"\bcopy (target\b.*)", re.IGNORECASE)
_COPY_THAT = re.compile(r"\b(each other player may )?copy that (spell or ability|spell|ability)\b")
_ABILITY_WORD = re.compile(r"^[^—]+ — (?=when)")  # "Magecraft — Whenever ..."
_CAST_RE = re.compile(
    r"^whenever (?P<who>you|enchanted player|a player|an opponent|each player|another player|target player) "
    r"casts? (?P<what>.+?)(?: while (?P<while>.+))?$"
)
_ACTIVATE_RE = re.compile(
    r"^whenever (?P<who>you|a player|an opponent) activates? an ability(?: of (?P<of>.+?))?"
    r"(?:, if it isn't a mana ability)?$"
)
_ATTACHED_RE = re.compile(r"^whenever an ability of (?:equipped|enchanted) creature is activated"
                          r"(?:, if it isn't a mana ability)?$")
_WHILE_RE = re.compile(r"^this \w+ has (?P<n>\w+) or more (?P<kind>[\w+/\-]+) counters on it$")
_NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
                 "nine": 9, "ten": 10}
_WHO = {"you": CopyWho.YOU, "enchanted player": CopyWho.ENCHANTED_PLAYER, "a player": CopyWho.ANY,
        "each player": CopyWho.ANY, "an opponent": CopyWho.OPPONENT, "another player": CopyWho.OPPONENT}
_STACK_KINDS = frozenset(k.value for k in StackKind)


def without_reminder(text: str) -> str:
    """The text without (nested) reminder text in parentheses (CR 207.2a), its whitespace collapsed."""
    prev = None
    while prev != text:
        prev, text = text, _REMINDER.sub("", text)
    return " ".join(text.split())


def _trigger_text(ability: Ability, text: str) -> str:
    """The trigger condition (CR 603.1), lower case, without reminder text or ability word (CR 207.2c)."""
    trig = ability.trigger or text.split(",")[0]
    trig = without_reminder(trig).strip().rstrip(",").lower()
    return _ABILITY_WORD.sub("", trig)


def read_copier_rule(ability: Ability) -> CopierRule | None:
    """The copier's rule read from its ability text; ``None`` when the ability copies no spell or ability.

    A *targeted* copier ("Copy target ...") copies what its target phrase allows (CR 115.1); a *triggered* copier
    ("Whenever you cast an instant or sorcery spell, ... copy that spell") copies what its trigger condition names
    (CR 603.2). Raises :class:`UnsupportedText` naming the words when the copy wording is not understood.
    """
    text = without_reminder(ability.text)
    low = text.lower()
    new_targets = bool(_NEW_TARGETS.search(low))
    colors = None
    if cm := _COLOR_CLAUSE.search(text):
        colors = frozenset({_COLOR_LETTER[cm.group(1).lower()]})
        text = text[:cm.start()] + text[cm.end():]
    if m := _COPY_TARGET.search(text):
        specs = parse_targets(m.group(1))
        if not specs or not _STACK_KINDS & set(specs[0].allowed):
            raise UnsupportedText(f"copy target not understood: '{m.group(0)}'")
        spec = specs[0]
        kinds = frozenset(StackKind(k) for k in spec.allowed if k in _STACK_KINDS)
        return CopierRule(text=text, kinds=kinds, targeted=spec, new_targets=new_targets, colors=colors)
    m = _COPY_THAT.search(low)
    if not m:
        if "copy" in low:
            raise UnsupportedText(f"copy effect not understood: '{text}'")
        return None
    copy_controller = CopyController.OTHER_PLAYER if m.group(1) else CopyController.COPIER
    trig = _trigger_text(ability, text)
    if mm := _CAST_RE.match(trig):
        who = mm.group("who")
        if who not in _WHO:
            raise UnsupportedText(f"copy trigger not understood: '{trig}'")
        spec = parse_noun_phrase(mm.group("what"))
        if spec.allowed != ("spell",) or spec.filter is not None and spec.filter.extra:
            raise UnsupportedText(f"copy trigger not understood: '{trig}'")
        counters = None
        if mm.group("while"):
            wm = _WHILE_RE.match(mm.group("while"))
            if not wm:
                raise UnsupportedText(f"copy trigger condition not understood: 'while {mm.group('while')}'")
            n = wm.group("n")
            counters = (wm.group("kind"), int(n) if n.isdigit() else _NUMBER_WORDS.get(n, 0))
        return CopierRule(text=text, kinds=frozenset({StackKind.SPELL}), spell_filter=spec.spell_filter,
                          who=_WHO[who], event=CopyEvent.CAST, counters=counters, new_targets=new_targets,
                          copy_controller=copy_controller)
    if mm := _ACTIVATE_RE.match(trig):
        source_filter = None
        if mm.group("of"):
            source_spec = parse_noun_phrase(mm.group("of"))
            if source_spec.allowed != ("permanent",):
                raise UnsupportedText(f"copy trigger not understood: '{trig}'")
            source_filter = source_spec.filter
        return CopierRule(text=text, kinds=frozenset({StackKind.ACTIVATED_ABILITY}), who=_WHO[mm.group("who")],
                          source_filter=source_filter, event=CopyEvent.ACTIVATE, new_targets=new_targets,
                          copy_controller=copy_controller)
    if _ATTACHED_RE.match(trig):
        return CopierRule(text=text, kinds=frozenset({StackKind.ACTIVATED_ABILITY}), attached_source=True,
                          event=CopyEvent.ACTIVATE, new_targets=new_targets, copy_controller=copy_controller)
    raise UnsupportedText(f"copy trigger not understood: '{trig}'")


# --------------------------------------------------------------------------------------------------------------
# Targets and modes of the copied object's text
# --------------------------------------------------------------------------------------------------------------




def cant_be_copied(card_text: str) -> bool:
    """Does the card say "This spell can't be copied." (See Double)? A "can't" wins over an effect that would copy
    it (CR 101.2), so no copy of the spell is made (CR 707.10)."""
    return any(without_reminder(line) == "This spell can't be copied." for line in card_text.split("\n"))


def ability_cant_be_copied(ability_text: str) -> bool:
    """Does an activated or triggered ability's text say "This ability can't be copied" (Gogo, Master of
    Mimicry: "... This ability can't be copied and X can't be 0.")? The "can't" wins (CR 101.2), so no copy of it
    is made (CR 707.10)."""
    return re.search(r"(?:^|\. )This ability can't be copied\b", without_reminder(ability_text)) is not None


def modes_of(ability: Ability) -> tuple[Mode, ...]:
    """The ability's modes (CR 700.2): the reader's, else read from its bulleted text; ``()`` when not modal."""
    return ability.modes or parse_modes(ability.text)


def is_modal(ability: Ability) -> bool:
    """Does the spell ability choose modes (CR 700.2): the reader found modes or its text has bullets?"""
    return bool(ability.modes) or "•" in ability.text


def names_targets(ability: Ability) -> bool:
    """May the ability's text name targets: it has target specs or modes, uses the word "target", or is equip
    (CR 702.6a: "target creature you control")?"""
    return bool(ability.targets or ability.modes) or "target" in ability.text or ability.text.startswith("Equip")


def ability_target_specs(ability: Ability, modes: Sequence[int] | None) -> list[TargetSpec]:
    """The target specs of an ability in printed order: its own targets, then those of the chosen ``modes``
    (CR 115.1, 700.2).

    Raises :class:`BadRequest` for modes of an ability that isn't modal or a mode index it doesn't have.
    """
    own = list(ability.targets) if ability.targets else list(parse_targets(ability.text))
    all_modes = modes_of(ability)
    if modes:
        first_line = ability.text.splitlines()[0]
        if not all_modes:
            raise BadRequest(f"'{first_line}' is not modal, but modes {list(modes)} are given")
        for m in modes:
            if not 0 <= m < len(all_modes):
                raise BadRequest(f"'{first_line}' has {len(all_modes)} modes, not mode {m}")
        for m in sorted(modes):
            own += list(all_modes[m].targets)
    return own


def enchant_targets(abilities: Sequence[Ability]) -> list[TargetSpec]:
    """An Aura spell's target: what its enchant ability names (CR 303.4a, 702.5a); ``[]`` without one."""
    for a in abilities:
        if a.text.startswith("Enchant "):
            return list(parse_targets(a.text))
        if (a.keyword or "").lower() == "enchant":
            return list(parse_targets(a.text if a.text.startswith("Enchant") else f"Enchant {a.text}"))
    return []


_KICKED_SENTENCE = re.compile(r"^If (?:this spell|it|~) was kicked\b", re.IGNORECASE)
_SENTENCE_BREAK = re.compile(r"(?<=\.)\s+(?=[A-Z])")
_PARENTHESES = re.compile(r"\s*\([^)]*\)")
_TARGET_WORD = re.compile(r"\btargets?\b")


def _as_kicked(text: str, kicked: bool) -> str | None:
    """The text as cast, kicked or not (:func:`kicked_targets`); ``None`` without a kicked sentence."""
    sentences = _SENTENCE_BREAK.split(text.strip())
    if not any(_KICKED_SENTENCE.match(x) for x in sentences):
        return None
    out: list[str] = []
    for sentence in sentences:
        if not _KICKED_SENTENCE.match(sentence):
            out.append(sentence)
        elif kicked:
            plain = _PARENTHESES.sub("", sentence).rstrip()
            if plain.endswith("instead.") and _TARGET_WORD.search(plain) and out:
                out.pop()
            out.append(sentence)
    return " ".join(out)


def kicked_targets(text: str, kicked: bool) -> list[TargetSpec] | None:
    """The target specs of a spell's text as cast, kicked or not (CR 702.33g, 601.2c); ``None`` when the text has
    no "If this spell was kicked, ..." sentence.

    Such a sentence and its targets exist only if the spell was kicked; kicked, one that names its own targets
    and ends in "instead." replaces the sentence before it (Fight with Fire; Burst Lightning's "it deals 4 damage
    instead" keeps its target).
    """
    as_cast = _as_kicked(text, kicked)
    return None if as_cast is None else list(parse_targets(as_cast))


def entry_target_specs(card: CardDef, index: int | None, modes: Sequence[int], kicked: bool) -> list[TargetSpec] | None:
    """The instances of "target" of a stack entry's text as it was put on the stack (CR 115.1, 601.2c): a spell's
    (an instant's or sorcery's spell abilities, kicked or not, with its chosen modes; an Aura's enchant ability) or
    its ability's; ``None`` when the text is not wholly read, or is a permanent spell's other than an Aura's."""
    from mtgsolver.model.reader import read_card

    try:
        abilities = read_card(card).abilities
        if index is not None:
            ability = next(a for a in abilities if a.index == index)
            return ability_target_specs(ability, modes) if names_targets(ability) else []
        if "Aura" in card.type_line.subtypes:
            return enchant_targets(abilities)
        if not {"instant", "sorcery"} & card.type_line.card_types:
            return None
        specs: list[TargetSpec] = []
        for a in abilities:
            if a.kind is AbilityKind.SPELL:
                modal = is_modal(a)
                as_cast = None if modal else kicked_targets(a.text, kicked)
                specs += as_cast if as_cast is not None else ability_target_specs(a, modes if modal else None)
        return specs
    except (MtgSolverError, StopIteration):
        return None


class Division(Struct, frozen=True):
    """The amount a text divides among its targets (CR 601.2d): ``x`` when it divides X (the object's X, then),
    else ``amount`` (``None`` when the number word is not one the reader knows)."""

    amount: int | None
    x: bool = False


_DIVIDED = re.compile(r"\b(\w+) damage divided as you choose|\bdistribute (\w+) [^.]*counters", re.IGNORECASE)


@lru_cache(maxsize=4096)
def read_division(text: str) -> Division | None:
    """What the text divides: "N damage divided as you choose", "distribute N ... counters" (CR 601.2d); ``None``
    when it divides nothing."""
    m = _DIVIDED.search(text)
    if m is None:
        return None
    word = (m.group(1) or m.group(2)).lower()
    if word == "x":
        return Division(amount=None, x=True)
    return Division(amount=_NUMBER_WORDS.get(word, int(word) if word.isdigit() else None))
