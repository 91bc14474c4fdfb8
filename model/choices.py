"""What a card's own text asks to choose as its permanent enters, which the state's ``chosen`` records (CR 614.12:
"As this land enters, choose a color", Thriving Grove; "When this land enters, choose a land card name", Petrified
Hamlet; "As you create your deck, circle two of the colors below", Cryptic Spires), so that a value the text can't
have chosen is refused when the state is read (:func:`model.io.read_state`) instead of being taken silently.

:func:`entering_choices` reads, from one sentence each:

* colours: how many ("a color" one, "two colors" two, "up to two colors" none to two: CR 105.4, each one of the
  five) and which may not be ("a color other than green");
* a card name and the characteristics it must have ("a nonland card name", "a land card name", "a noncreature,
  nonland card name", "a legendary creature card name", "a card name other than a basic land card name": CR 201.4,
  201.4a);
* a creature type (CR 205.3m), one of a list ("choose Elemental, Elf, Faerie, ... or Treefolk"), or a land type,
  basic or not (CR 205.3i, 305.6).

Conservative: a kind of choice is given only when exactly one sentence of the text makes it, that sentence is
read whole, and nothing else in the text chooses that kind ("the color of your choice", a second "choose a
color"); otherwise that kind is ``None`` and nothing is checked. What a permanent entered as a copy of
(``chosen.copy``, CR 707.5) is not among them: what the copied object was then (a land, a creature) may have come
from an effect that has since ended (Song of the Dryads: "Enchanted permanent is a colorless Forest land"; Ashaya,
Soul of the Wild: "Nontoken creatures you control are Forest lands"), while the copy keeps the copiable values
(CR 707.2), so the state can't show it impossible.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TypeVar

from msgspec import Struct
from mtgsolver.model.patterns import LazyPattern
from mtgsolver.model.reader import _paragraphs, _sentences, normalize_reference
from mtgsolver.model.state import CardDef, TypeLine
from mtgsolver.model.subtypes import CREATURE_TYPES

__all__ = ["ColorChoice", "EnteringChoices", "NameChoice", "TypeChoice", "entering_choices"]

_COLOR_LETTERS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}


class ColorChoice(Struct, frozen=True):
    """Colours chosen: ``fewest`` to ``most`` of them, none of ``excluded`` (letters)."""

    sentence: str
    fewest: int
    most: int
    excluded: frozenset[str] = frozenset()


class NameChoice(Struct, frozen=True):
    """A card name chosen (CR 201.4a): the named card has each of ``required`` and none of ``excluded``, words of a
    type line in lower case ("land", "creature", "legendary", "basic"); ``not_both`` a pair it may not have
    together ("other than a basic land card name": basic and land)."""

    sentence: str
    required: frozenset[str] = frozenset()
    excluded: frozenset[str] = frozenset()
    not_both: frozenset[str] = frozenset()

    def allows(self, type_line: TypeLine) -> bool:
        """Whether a card of ``type_line`` has the characteristics the name must have."""
        words = type_line.card_types | type_line.supertypes
        return (self.required <= words and not self.excluded & words
                and not (self.not_both and self.not_both <= words))


class TypeChoice(Struct, frozen=True):
    """A type chosen: ``kind`` ``"creature"`` (CR 205.3m; ``among``: the text's list, if it gives one), ``"land"``
    (CR 205.3i) or ``"basic land"`` (CR 305.6)."""

    sentence: str
    kind: str
    among: frozenset[str] | None = None


class EnteringChoices(Struct, frozen=True):
    """The choices a card's text makes as its permanent enters (module docstring); ``None`` where it makes none of
    that kind, or where what it makes is not read."""

    colors: ColorChoice | None = None
    name: NameChoice | None = None
    type: TypeChoice | None = None


#: "As ~ enters, choose ...", "When ~ enters, [draw a card, then] choose ...": what is chosen.
_ENTERING = LazyPattern(r"^(?:As|When) (?:~|it) enters(?: the battlefield)?, (?:[^,]+, then )?(?:you may )?(?:secretly )?"
                        r"choose (?P<what>.+?)\.?$")
_CIRCLE = LazyPattern(r"^As you create your deck, circle (?P<n>two|three) of the colors below\.?$")
_COLORS = LazyPattern(r"^(?P<upto>up to )?(?P<n>an?|one|two|three|four|five) (?:random )?colou?rs?"
                      r"(?: other than (?P<other>white|blue|black|red|green))?(?: from among [^.\"]+)?$")
_NAME = LazyPattern(r"^(?:an?|any) (?P<words>(?:[a-z]+,? )*?)card name"
                    r"(?: other than an? (?P<other>[a-z]+ [a-z]+) card name)?$")
_NAME_WORDS = frozenset({"land", "creature", "artifact", "enchantment", "planeswalker", "instant", "sorcery",
                         "battle", "legendary", "basic", "snow"})
_CREATURE_TYPE = LazyPattern(r"^an? (?:random )?creature type$")
_LAND_TYPE = LazyPattern(r"^an? (?P<basic>basic )?land type$")
_TYPE_LIST = LazyPattern(r"^(?P<list>[A-Z][a-z]+(?:, [A-Z][a-z]+)+,? or [A-Z][a-z]+)$")
#: Other words of a text that choose the same kind: then which choice a value is is not known.
_OTHER_COLOR_CHOICE = LazyPattern(r"\bcolou?rs? of (?:your|their|its controller's) choice\b|\b(?:choose|chose|"
                                  r"circle|name)\b[^.]*\bcolou?rs?\b", re.IGNORECASE)
_OTHER_NAME_CHOICE = LazyPattern(r"\bcard name\b|\bname a card\b|\bnames? (?:a|another) card\b", re.IGNORECASE)
_OTHER_TYPE_CHOICE = LazyPattern(r"\b(?:creature|land) types?\b", re.IGNORECASE)


def _parts(what: str) -> list[str]:
    """The things one "choose" chooses: "a color and a creature type" is two, "an opponent and a card name other
    than a basic land card name" two."""
    return [p.strip() for p in re.split(r" and (?=an? |any |up to |two |three )", what) if p.strip()]


def _color_choice(sentence: str, part: str) -> ColorChoice | None:
    m = _COLORS.match(part)
    if m is None:
        return None
    n = _NUMBERS[m.group("n")]
    excluded = frozenset({_COLOR_LETTERS[m.group("other")]}) if m.group("other") else frozenset()
    return ColorChoice(sentence, 0 if m.group("upto") else n, n, excluded)


def _name_choice(sentence: str, part: str) -> NameChoice | None:
    m = _NAME.match(part)
    if m is None:
        return None
    required: set[str] = set()
    excluded: set[str] = set()
    for word in m.group("words").replace(",", " ").split():
        bare = word.removeprefix("non")
        if bare not in _NAME_WORDS:
            return None
        (excluded if word.startswith("non") else required).add(bare)
    not_both: frozenset[str] = frozenset()
    if m.group("other"):
        not_both = frozenset(m.group("other").split())
        if not not_both <= _NAME_WORDS:
            return None
    return NameChoice(sentence, frozenset(required), frozenset(excluded), not_both)


def _type_choice(sentence: str, part: str) -> TypeChoice | None:
    if _CREATURE_TYPE.match(part):
        return TypeChoice(sentence, "creature")
    if (m := _LAND_TYPE.match(part)) is not None:
        return TypeChoice(sentence, "basic land" if m.group("basic") else "land")
    if (m := _TYPE_LIST.match(part)) is not None:
        words = re.split(r",? or |, ", m.group("list"))
        if all(w in CREATURE_TYPES for w in words):
            return TypeChoice(sentence, "creature", frozenset(words))
    return None


_T = TypeVar("_T")


def _one(choices: list[_T | None], others: int) -> _T | None:
    """The one choice of a kind the text makes, or ``None``: none, several, one not read, or other words that
    choose that kind too."""
    return choices[0] if len(choices) == 1 and not others else None


@lru_cache(maxsize=4096)
def entering_choices(card: CardDef) -> EnteringChoices:
    """The choices ``card``'s text makes as its permanent enters, each kind read from one sentence (module
    docstring); ``EnteringChoices()`` when it makes none that is read."""
    colors: list[ColorChoice | None] = []
    names: list[NameChoice | None] = []
    types: list[TypeChoice | None] = []
    others = {_OTHER_COLOR_CHOICE: 0, _OTHER_NAME_CHOICE: 0, _OTHER_TYPE_CHOICE: 0}
    for paragraph in _paragraphs(card.oracle_text or ""):
        for raw in _sentences(paragraph):
            sentence = normalize_reference(raw, card.name)
            if (circle := _CIRCLE.match(sentence)) is not None:
                colors.append(ColorChoice(raw, _NUMBERS[circle.group("n")], _NUMBERS[circle.group("n")]))
                continue
            entering = _ENTERING.match(sentence)
            if entering is None:
                for pattern in others:
                    others[pattern] += bool(pattern.search(sentence))
                continue
            for part in _parts(entering.group("what")):
                color, name, kind = _color_choice(raw, part), _name_choice(raw, part), _type_choice(raw, part)
                phrase = f"choose {part}"
                # A part not read that names a kind (two basic land types, a random Magic card name) leaves that
                # kind unchecked.
                if color is not None or _OTHER_COLOR_CHOICE.search(phrase):
                    colors.append(color)
                elif name is not None or _OTHER_NAME_CHOICE.search(phrase):
                    names.append(name)
                elif kind is not None or _OTHER_TYPE_CHOICE.search(phrase):
                    types.append(kind)
    return EnteringChoices(_one(colors, others[_OTHER_COLOR_CHOICE]), _one(names, others[_OTHER_NAME_CHOICE]),
                           _one(types, others[_OTHER_TYPE_CHOICE]))
