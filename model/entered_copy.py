"""Permanents that entered as a copy (CR 707.5, 707.9): "You may have this creature enter as a copy of any creature
on the battlefield" (Clone), "You may have this land enter tapped as a copy of any land on the battlefield"
(Vesuva), "If you attacked this turn, you may have this creature enter as a copy ..." (Protean Raider).

What such a permanent copied is a choice made as it entered, which the state gives as the object's ``chosen``
``copy``: a card name, or ``null`` when it entered as itself. :func:`copy_entry` reads the sentence and the
exceptions it makes to the copying process (CR 707.9); :func:`copy_card` is the card the permanent then is: the
copied card's copiable values (CR 707.2: name, mana cost, colour indicator, types, rules text, power, toughness,
loyalty) with those exceptions applied; :func:`copy_unknown` tells the solvers when the state leaves its
characteristics unknown (the choice not given, or an exception not read), which is never guessed.

The exceptions read (CR 707.9a-d; "~" is the permanent itself, "he"/"his" read as "it"/"its"):

* "its name is ~" (the copier's name, CR 707.9b); "it has ~'s other abilities" / "it has its other abilities"
  (the copier's other paragraphs, CR 707.9a);
* "it's [a 4/4] [black] [legendary] [artifact] [Phyrexian ...] in addition to its other [card|creature] types" (and
  "... its other colors and types"); "it isn't legendary"; "it's 7/7" (CR 707.9b, 707.9d);
* "it has haste and dethrone", "has flying", "it has \"...\"" (abilities it gains, CR 707.9a);
* "it doesn't copy that creature's color" (it keeps its own colours, CR 707.9c, 707.9d);
* "it enters with ... counters on it [if ...]": an additional effect (CR 707.9e) whose counters the state's
  ``counters`` holds; it changes no characteristic. So are The Mimeoplasm's "additional +1/+1 counters on it equal
  to the power of the other card" (its copy, of one of the cards it exiled as it entered, has no exception).

Anything else (a condition on the exception, "the colors of your choice", "X different creatures") is not read,
and a permanent that copied with it is ``unsupported_text`` for what its characteristics could change.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from msgspec import Struct
from mtgsolver.model.errors import UnsupportedText
from mtgsolver.model.patterns import LazyPattern
from mtgsolver.model.reader import (
    _keyword_line,
    _paragraphs,
    _sentences,
    _without_ability_word,
    normalize_reference,
)
from mtgsolver.model.relevance import enters_as_copy, name_forms
from mtgsolver.model.state import CARD_TYPES, SUPERTYPES, CardDef, GameObject, TypeLine, Zone
from mtgsolver.model.subtypes import SUBTYPES

__all__ = ["CopyEntry", "copy_card", "copy_entry", "copy_unknown"]

_COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
#: "You may have ~ enter [tapped] as a copy of <what>[, except <exceptions>]." (self-references as "~").
_ENTRY = LazyPattern(r"^(?:If [^,]+, )?[Yy]ou may have (?P<who>[^,.\"]+?) enter (?:tapped )?as a copy of "
                     r"(?P<what>(?:(?!, except ).)+?)(?:, except (?P<exceptions>.+?))?\.?$")
#: "As ~ enters, you may exile two creature cards from graveyards. If you do, it enters as a copy of one of those
#: cards with a number of additional +1/+1 counters on it equal to the power of the other card." (The Mimeoplasm):
#: the second sentence, after the first; its counters are the state's (CR 707.2: counters are not copied).
_EXILED_FIRST = LazyPattern(r"^As ~ enters, you may exile (?:a|one|two) [a-z ]*cards? from (?:a )?graveyards?\.?$")
_OF_THOSE = LazyPattern(r"^If you do, it enters as a copy of one of those cards(?: with [^\"]*\bcounters? on it\b"
                        r"[^\"]*)?\.?$")
#: Where one exception ends and the next begins: ", " or " and " before a clause about the copy.
_NEXT_CLAUSE = LazyPattern(r",? and (?=(?:it|its|it's|is|isn't|has)\b)|, (?:and )?(?=(?:it|its|it's|is|isn't|has)\b)")
#: ", and, if it's a creature, ...": the exceptions after it apply only to a copy of that card type.
_IF_ITS_TYPE = LazyPattern(r"(?:,(?: and)?|,? and,) if it's an? (?P<type>artifact|creature|enchantment|land|planeswalker), ")
_NAME = LazyPattern(r"^its name is ~$")
_OTHER_ABILITIES = LazyPattern(r"^it has (?:~'s|its) other abilities$")
_IN_ADDITION = LazyPattern(
    r"^(?:it's|it is|is) (?:an? )?(?:(?P<p>\d+)/(?P<t>\d+) )?(?P<colors>(?:(?:white|blue|black|red|green)(?: and )?)+ )?"
    r"(?P<types>.+?) in addition to its other (?:(?:card |creature )?types|(?P<and_colors>colors and types))$")
_NOT_LEGENDARY = LazyPattern(r"^(?:it )?isn't legendary$")
_SETS_PT = LazyPattern(r"^it's (?P<p>\d+)/(?P<t>\d+)$")
_KEEPS_COLOR = LazyPattern(r"^it doesn't copy that (?:creature|permanent|artifact)'s colou?r$")
_ENTERS_WITH_COUNTERS = LazyPattern(r"^it enters with\b[^\"]*\bcounters? on it\b[^\"]*$")
_HAS_QUOTED = LazyPattern(r"^(?:it )?has \"(?P<text>[^\"]+)\"$")
_HAS_KEYWORDS = LazyPattern(r"^(?:it )?has (?P<keywords>[a-z][a-z ,-]*)$")
_PRONOUNS = ((LazyPattern(r"\bhe's\b"), "it's"), (LazyPattern(r"\bhis\b"), "its"), (LazyPattern(r"\bhe\b"), "it"))
_QUOTED = LazyPattern(r"\"[^\"]*\"")


class CopyEntry(Struct, frozen=True):
    """A permanent's "enter as a copy" sentence (CR 707.5) and the exceptions it makes (CR 707.9).

    ``paragraph`` is the index of its paragraph in the card's text; ``own_name`` and ``other_abilities`` keep the
    copier's name and its other paragraphs; ``supertypes``, ``card_types`` (lower case) and ``subtypes`` are added
    to the copied ones, ``not_legendary`` removes Legendary; ``power``/``toughness`` set them; ``colors`` are
    added (letters); ``own_colors`` keeps the copier's colours; ``abilities`` are the paragraphs it gains ("~"
    for itself); ``abilities_if_type`` those it gains only when the copy is of card type ``if_type`` ("and, if it's a
    creature, ... has haste", Moritte of the Frost); ``unread`` the parts of the sentence not read (none: the whole
    sentence is read).
    """

    sentence: str
    paragraph: int
    own_name: bool = False
    other_abilities: bool = False
    supertypes: tuple[str, ...] = ()
    card_types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    not_legendary: bool = False
    power: str | None = None
    toughness: str | None = None
    colors: frozenset[str] = frozenset()
    own_colors: bool = False
    abilities: tuple[str, ...] = ()
    if_type: str | None = None
    abilities_if_type: tuple[str, ...] = ()
    unread: tuple[str, ...] = ()


@lru_cache(maxsize=1024)
def copy_entry(card: CardDef) -> CopyEntry | None:
    """The "You may have ~ enter [tapped] as a copy of ..." sentence of ``card``'s text (the first sentence of a
    paragraph, after any ability word), read; ``None`` when it has none."""
    for index, paragraph in enumerate(_paragraphs(card.oracle_text or "")):
        body = _without_ability_word(paragraph)
        sentences = _sentences(body.split("\n", 1)[0])
        if sentences and enters_as_copy(sentences[0]):
            return _read_entry(sentences[0], index, card.name)
        if len(sentences) > 1 and enters_as_copy(sentences[1]):
            return _of_exiled_entry(sentences, index, card.name)
    return None


def _of_exiled_entry(sentences: list[str], paragraph: int, name: str) -> CopyEntry:
    """The Mimeoplasm's "If you do, it enters as a copy of one of those cards with ... +1/+1 counters on it ...",
    after "As ~ enters, you may exile two creature cards from graveyards": a copy of the one card chosen (the state's
    ``chosen`` ``copy``, CR 707.5) with no exception to its values: the counters it enters with are an additional
    effect (CR 707.9e; CR 707.2: counters are not copiable values), which the state's ``counters`` hold. Any other
    paragraph is not read."""
    sentence = sentences[1]
    if len(sentences) == 2 and _EXILED_FIRST.match(normalize_reference(sentences[0], name)) and \
            _OF_THOSE.match(sentence):
        return CopyEntry(sentence, paragraph)
    return CopyEntry(sentence, paragraph, unread=(sentence,))


def _read_entry(sentence: str, paragraph: int, name: str) -> CopyEntry:
    """The exceptions of ``sentence`` (module docstring); what is not read goes to ``unread``."""
    text = normalize_reference(sentence, name)
    m = _ENTRY.match(text)
    if m is None or m.group("who") != "~" or re.match(r"(?:X|two|three|\d+) ", m.group("what")):
        # Not its own entering, or a copy of several objects ("X different creatures"): not one card's values.
        return CopyEntry(sentence, paragraph, unread=(sentence,))
    fields: dict[str, Any] = {}
    unread: list[str] = []
    exceptions = m.group("exceptions") or ""
    conditional = _IF_ITS_TYPE.search(exceptions)
    for clause in _clauses(exceptions if conditional is None else exceptions[:conditional.start()]):
        if not _read_clause(clause, fields):
            unread.append(clause)
    if conditional is not None:
        # "..., if it's a creature, it enters with two additional +1/+1 counters on it and has haste": what it
        # gains only if the copy is a creature (its copied type line with the exceptions, CR 707.9b).
        after: dict[str, Any] = {}
        rest = exceptions[conditional.end():]
        if not all(_read_clause(clause, after) for clause in _clauses(rest)) or set(after) - {"abilities"}:
            unread.append(rest)
        else:
            fields["if_type"] = conditional.group("type")
            fields["abilities_if_type"] = after.get("abilities", ())
    return CopyEntry(sentence, paragraph, unread=tuple(unread), **fields)


def _clauses(exceptions: str) -> list[str]:
    """The exceptions one by one, split outside quotes, "he"/"his" read as "it"/"its"."""
    quoted = _QUOTED.findall(exceptions)
    plain = _QUOTED.sub("\x00", exceptions)
    for pattern, word in _PRONOUNS:
        plain = pattern.sub(word, plain)
    out = []
    for part in _NEXT_CLAUSE.split(plain):
        while "\x00" in part:
            part = part.replace("\x00", quoted.pop(0), 1)
        if part.strip():
            out.append(part.strip())
    return out


def _read_clause(clause: str, fields: dict[str, Any]) -> bool:
    """Read one exception into ``fields`` (:class:`CopyEntry` field values); ``False`` when it is not read."""
    if _NAME.match(clause):
        fields["own_name"] = True
    elif _OTHER_ABILITIES.match(clause):
        fields["other_abilities"] = True
    elif _NOT_LEGENDARY.match(clause):
        fields["not_legendary"] = True
    elif _KEEPS_COLOR.match(clause):
        fields["own_colors"] = True
    elif _ENTERS_WITH_COUNTERS.match(clause):
        pass  # CR 707.9e: an additional effect; the counters it entered with are the state's
    elif (m := _SETS_PT.match(clause)) is not None:
        fields["power"], fields["toughness"] = m.group("p"), m.group("t")
    elif (m := _IN_ADDITION.match(clause)) is not None:
        return _read_added_types(m, fields)
    elif (m := _HAS_QUOTED.match(clause)) is not None:
        fields["abilities"] = (*fields.get("abilities", ()), m.group("text"))
    elif (m := _HAS_KEYWORDS.match(clause)) is not None:
        keywords = [k.strip() for k in re.split(r",\s*(?:and )?|\s+and\s+", m.group("keywords")) if k.strip()]
        lines = [k[0].upper() + k[1:] for k in keywords]
        if not all(_keyword_line(line) is not None for line in lines):
            return False
        fields["abilities"] = (*fields.get("abilities", ()), *lines)
    else:
        return False
    return True


def _read_added_types(m: re.Match[str], fields: dict[str, Any]) -> bool:
    """"it's a 4/4 black Zombie in addition to its other colors and types", "it's legendary and snow in addition
    to its other types": the types (and power, toughness, colours) the copy gets (CR 707.9b)."""
    if bool(m.group("colors")) != bool(m.group("and_colors")):
        return False
    supertypes, card_types, subtypes = [], [], []
    for word in re.split(r"\s+(?:and\s+)?", m.group("types")):
        if word.capitalize() in SUPERTYPES:
            supertypes.append(word.capitalize())
        elif word.capitalize() in CARD_TYPES:
            card_types.append(word.lower())
        elif word in SUBTYPES:
            subtypes.append(word)
        else:
            return False
    fields["supertypes"] = (*fields.get("supertypes", ()), *supertypes)
    fields["card_types"] = (*fields.get("card_types", ()), *card_types)
    fields["subtypes"] = (*fields.get("subtypes", ()), *subtypes)
    if m.group("p") is not None:
        fields["power"], fields["toughness"] = m.group("p"), m.group("t")
    if m.group("colors"):
        fields["colors"] = frozenset(_COLOR_WORDS[w] for w in re.split(r"\s+(?:and\s+)?", m.group("colors").strip()))
    return True


@lru_cache(maxsize=1024)
def copy_card(copier: CardDef, copied: CardDef) -> CardDef:
    """The card a permanent of ``copier`` is when it entered as a copy of ``copied`` (CR 707.2, 707.5): the copied
    card's name, mana cost, colours, types, rules text, power, toughness and loyalty, with ``copier``'s exceptions
    applied (CR 707.9; module docstring). ``copier`` must have an :func:`copy_entry`."""
    entry = copy_entry(copier)
    assert entry is not None
    name = copier.name if entry.own_name else copied.name
    paragraphs = [_renamed(copied.oracle_text or "", copied.name, name)] if copied.oracle_text else []
    keywords = list(copied.keywords)
    if entry.other_abilities:
        own = [p for i, p in enumerate(_paragraphs(copier.oracle_text or "")) if i != entry.paragraph]
        paragraphs += [_renamed(p, copier.name, name) for p in own]
        keywords += [k for k in copier.keywords if k not in keywords]
    type_line = _type_line(copied.type_line, entry)
    gained = (*entry.abilities, *(entry.abilities_if_type if entry.if_type in type_line.card_types else ()))
    paragraphs += [a.replace("~", name) for a in gained]
    keywords += [a for a in gained if _keyword_line(a) is not None and a not in keywords]
    colors = copied.colors
    if entry.own_colors:
        colors = copier.color_set
    elif entry.colors:
        colors = copied.color_set | entry.colors
    return CardDef(
        name=name,
        type_line=type_line,
        mana_cost=copied.mana_cost,
        oracle_text="\n".join(paragraphs),
        keywords=tuple(keywords),
        power=entry.power if entry.power is not None else copied.power,
        toughness=entry.toughness if entry.toughness is not None else copied.toughness,
        loyalty=copied.loyalty,
        colors=colors,
    )


def _renamed(text: str, old: str, new: str) -> str:
    """``text`` with the name ``old`` (and its shortened names, CR 201.5c) as ``new``: text that names the object
    it's on means that object whatever its name (CR 201.5)."""
    if old == new:
        return text
    for form in name_forms(old):
        text = re.sub(r"(?<![\w'])" + re.escape(form) + r"(?![\w])", new, text)
    return text


def _type_line(copied: TypeLine, entry: CopyEntry) -> TypeLine:
    """The copied type line with the exception's types added (CR 707.9b) and Legendary removed when it says so."""
    head, _, tail = copied.text.replace(" - ", " — ").partition("—")
    words = head.split()
    supertypes = [w for w in words if w in SUPERTYPES and not (entry.not_legendary and w == "Legendary")]
    card_types = [w for w in words if w not in SUPERTYPES]
    supertypes += [s for s in entry.supertypes if s not in supertypes]
    card_types += [t.capitalize() for t in entry.card_types if t.capitalize() not in card_types]
    subtypes = tail.split()
    subtypes += [s for s in entry.subtypes if s not in subtypes]
    text = " ".join(supertypes + card_types) + (" — " + " ".join(subtypes) if subtypes else "")
    return TypeLine.parse(text)


def copy_unknown(obj: GameObject, path: str) -> UnsupportedText | None:
    """Why the characteristics of ``obj`` (at ``path``, ``state.objects[i]``) are not known from the state, or
    ``None``: a permanent whose text lets it enter as a copy and whose ``chosen`` doesn't say what it copied (error
    at its ``chosen``), or one that copied with an exception not read (CR 707.9)."""
    if obj.zone is not Zone.BATTLEFIELD:
        return None
    if obj.copier is not None:
        entry = copy_entry(obj.copier)
        if entry is not None and entry.unread:
            return UnsupportedText(f"{obj.name} ({obj.id}) entered as a copy with an exception that was not "
                                   f"understood, so no answer is given: {entry.unread[0]}", path=path)
        if copy_entry(obj.card) is not None:
            # CR 707.5, 707.9e: the copied text lets it enter as a copy too, so what it became is another choice.
            return UnsupportedText(f"{obj.name} ({obj.id}) entered as a copy of a card that itself may enter as a "
                                   "copy of another (CR 707.5), so what it became is not known: give as its "
                                   "\"chosen\" \"copy\" the card whose values it has (CR 707.3)",
                                   path=f"{path}.chosen.copy")
        return None
    entry = copy_entry(obj.card)
    if entry is None or "copy" in obj.chosen:
        return None
    return UnsupportedText(f"{obj.name} ({obj.id}) may have entered as a copy of another card (CR 707.5: "
                           f"{entry.sentence!r}), and the state doesn't say what it copied: give its \"chosen\": "
                           "{\"copy\": \"Llanowar Elves\"} (a card name), or {\"copy\": null} when it entered as "
                           "itself", path=f"{path}.chosen")
