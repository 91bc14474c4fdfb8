"""Reading the targets and modes of an effect text (CR 115, 601.2c-d, 700.2).

``parse_targets(text)`` finds every instance of the word "target" in a text, in order (CR 115.1, 115.3), and
describes each as a :class:`~model.abilities.TargetSpec`::

    >>> [t.text for t in parse_targets("Target creature you control fights target creature you don't control.")]
    ['target creature you control', "target creature you don't control"]
    >>> parse_targets("Lightning Bolt deals 3 damage to any target.")[0].allowed
    ('permanent', 'player')

``parse_modes(paragraph)`` reads a bulleted "Choose one —" list (CR 700.2), each mode with its own targets.

The reader is a small recursive-descent parser over word tokens, in three steps for each "target" word:

1. *is it an instance?* Words such as "new targets", "the target of", "a spell that targets" are not instances
   (CR 115.10a: only a phrase "target [something]" makes a target);
2. *how many?* the quantifier before it: "up to N", "N", "one or two", "one or more", "any number of",
   "another"/"one other", "any", and "divided ... among" (CR 601.2d);
3. *of what?* the noun phrase after it (``_NounPhraseParser``): alternatives joined by "or" ("instant or sorcery
   spell", "player or planeswalker"), each made of known adjectives and one head noun, then post-modifiers
   ("you control", "an opponent controls", "with flying", "from your graveyard", "attached to a land").

A noun phrase the grammar does not know raises :class:`~model.errors.UnsupportedText` naming the phrase: text is
never guessed.

How a spec is to be read (the solver's job, ``solver.targeting``): ``allowed`` lists the kinds of thing it may
name; ``filter`` applies to permanents and cards and carries the controller for abilities (``"you control"``);
``spell_filter`` applies to spells; ``filter.extra`` holds conditions beyond types and control, typed values of
:mod:`model.filters`, one for each:

* :class:`~model.filters.Flag` words: "attacking", "blocking", "tapped", "untapped", "token", "nontoken",
  "colorless", "multicolored", "monocolored", "with a single target"; :class:`~model.filters.AnyOf` for
  "attacking or blocking creature"; :class:`~model.filters.NotColor` for "nonblack";
* :class:`~model.filters.HasKeyword`: "with flying" / "without flying" (keyword abilities);
* :class:`~model.filters.Compare`: "with mana value 3 or less", "with power X", "with toughness 4 or greater";
* :class:`~model.filters.AttachedTo` (an Aura "attached to a land"), :class:`~model.filters.OwnedBy` ("you own",
  "an opponent owns"), :class:`~model.filters.HasCounter` ("with a +1/+1 counter on it");
* :class:`~model.filters.InZone` for "from your graveyard", with ``controller`` read as the card's owner;
* :class:`~model.filters.ControlledBy`: "that player controls", "defending player controls" (relations the solver
  may not support);
* :class:`~model.filters.SourceType` for abilities "from an artifact source".

``model`` never imports ``solver``; this module imports only the standard library and other model modules.
"""

from __future__ import annotations

import re

from msgspec import Struct, field
from mtgsolver.model.abilities import Mode, TargetSpec
from mtgsolver.model.errors import UnsupportedText
from mtgsolver.model.filters import (
    AnyOf,
    AttachedTo,
    Compare,
    ControlledBy,
    Controller,
    Flag,
    HasCounter,
    HasKeyword,
    InZone,
    Named,
    NotColor,
    ObjectCondition,
    ObjectFilter,
    Op,
    OwnedBy,
    PlayerRef,
    SourceType,
    Stat,
)
from mtgsolver.model.patterns import NUMBER_WORDS
from mtgsolver.model.state import Zone
from mtgsolver.model.subtypes import singular_subtype

__all__ = ["ANY_TARGET_TYPES", "PERMANENT_TYPES", "UNLIMITED", "parse_modes", "parse_noun_phrase", "parse_targets"]

#: CR 115.4: "any target" names a creature, player, planeswalker or battle.
ANY_TARGET_TYPES = frozenset({"creature", "planeswalker", "battle"})
#: CR 110.4: the card types a permanent (and a permanent spell) may have.
PERMANENT_TYPES = frozenset({"artifact", "battle", "creature", "enchantment", "land", "planeswalker"})
#: ``max_count`` for "any number of" / "one or more": no upper bound.
UNLIMITED = 1_000_000

_CARD_TYPES = frozenset(
    {"artifact", "battle", "creature", "enchantment", "instant", "land", "planeswalker", "sorcery", "kindred", "tribal"}
)
_SUPERTYPES = frozenset({"legendary", "basic", "snow", "world"})
_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_STATUS = frozenset({"tapped", "untapped", "attacking", "blocking"})
_COLOR_WORDS = frozenset({"colorless", "multicolored", "monocolored"})
_KEYWORDS = frozenset(
    {"flying", "reach", "defender", "trample", "haste", "deathtouch", "lifelink", "vigilance", "menace", "hexproof",
     "indestructible", "shroud", "flash", "first strike", "double strike", "protection", "horsemanship", "shadow",
     "islandwalk", "swampwalk", "forestwalk", "mountainwalk", "plainswalk", "ward", "infect", "wither"}
)
#: Words before "target" that make it not an instance of the word (CR 115.10a): "the target of", "new targets",
#: "a spell that targets", "could target", ...
_NOT_INSTANCE_BEFORE = frozenset(
    {"new", "the", "its", "their", "a", "single", "that", "same", "legal", "this", "becomes", "become", "original",
     "his", "her", "your", "which", "could", "can", "would", "might", "must", "cannot", "can't", "only", "it",
     "they", "each", "those", "these", "valid", "illegal", "as", "additional", "different", "more"}
)
_NOUN_HEADS = {
    "permanent": "permanent", "permanents": "permanent",
    "spell": "spell", "spells": "spell",
    "card": "card", "cards": "card",
    "player": "player", "players": "player", "player's": "player", "players'": "player",
    "opponent": "opponent", "opponents": "opponent", "opponent's": "opponent", "opponents'": "opponent",
    "ability": "ability", "abilities": "ability",
    "token": "token", "tokens": "token",
}
_TOKEN_RE = re.compile(
    r"\{[^}]*\}|[+\-]?[\dX]+/[+\-]?[\dX]+|[A-Za-z][A-Za-z'’\-/]*|\d+|[^\sA-Za-z\d]"
)
_REMINDER_RE = re.compile(r"\([^()]*\)")
#: Lower-case words inside a card name ("Knight of the Reliquary").
_NAME_JOINTS = frozenset({"of", "the", "in", "to", "from"})


class _Token(Struct, frozen=True):
    text: str
    lower: str
    start: int
    end: int
    capital: bool


def _tokenize(text: str) -> list[_Token]:
    out: list[_Token] = []
    for m in _TOKEN_RE.finditer(text):
        t = m.group(0).replace("’", "'")
        out.append(_Token(t, t.lower(), m.start(), m.end(), t[:1].isupper()))
    return out


def _singular(word: str) -> str:
    """Card-type and subtype words without the plural ending ("creatures" → "creature", "Elves" → "Elf")."""
    lower = word.lower()
    if lower in _CARD_TYPES or lower in _SUPERTYPES:
        return word
    if lower.endswith("ies"):
        return word[:-3] + "y"
    if lower.endswith("ves") and lower not in ("wolves",):
        return word[:-3] + "f"
    if lower == "wolves":
        return word[:-3] + "f"
    if lower.endswith(("ches", "shes", "sses")):
        return word[:-2]
    if lower.endswith("s") and not lower.endswith("ss") and lower[:-1] in _CARD_TYPES:
        return word[:-1]
    if lower.endswith("s") and not lower.endswith("ss"):
        return word[:-1]
    return word


# --------------------------------------------------------------------------------------------------------------
# The noun phrase after "target"
# --------------------------------------------------------------------------------------------------------------


class _Alternative(Struct):
    """One alternative of a noun phrase: "tapped artifact creature", "player", "instant"."""

    head: str | None = None  # permanent, spell, card, player, opponent, ability, token (or None: ellipsis)
    card_types: set[str] = field(default_factory=set)
    subtypes: set[str] = field(default_factory=set)
    supertypes: set[str] = field(default_factory=set)
    excluded: set[str] = field(default_factory=set)
    colors: set[str] = field(default_factory=set)
    extra: list[ObjectCondition] = field(default_factory=list)
    ability_kinds: set[str] = field(default_factory=set)
    permanent_types: bool = False

    def empty(self) -> bool:
        return (self.head is None and not self.permanent_types and not self.card_types and not self.subtypes and not self.supertypes
                and not self.excluded and not self.colors and not self.extra and not self.ability_kinds)


class _Post(Struct):
    """Post-modifiers shared by every alternative: control, zone and conditions."""

    controller: Controller = Controller.ANY
    extra: list[ObjectCondition] = field(default_factory=list)
    another: bool = False
    graveyard: bool = False


class _NounPhraseParser:
    """Reads "[adjectives] head (or [adjectives] head)* post-modifier*" from ``tokens[pos:]``.

    ``parse()`` returns the alternatives, the post-modifiers and the index of the first token after the phrase.
    It stops at the first word that can't continue the phrase (usually the verb: "gets", "can't", "to").
    """

    def __init__(self, tokens: list[_Token], pos: int, source: str, *, names: bool = False) -> None:
        self.toks = tokens
        self.pos = pos
        self.source = source
        self.names = names

    # -- helpers --
    def peek(self, k: int = 0) -> str:
        i = self.pos + k
        return self.toks[i].lower if i < len(self.toks) else ""

    def tok(self, k: int = 0) -> _Token | None:
        i = self.pos + k
        return self.toks[i] if i < len(self.toks) else None

    def words(self, *seq: str) -> bool:
        """True (and consume) when the next tokens are exactly ``seq``."""
        for k, w in enumerate(seq):
            if self.peek(k) != w:
                return False
        self.pos += len(seq)
        return True

    def fail(self, start: int) -> UnsupportedText:
        end = min(len(self.toks), max(self.pos, start) + 4)
        phrase = self.source[self.toks[start].start:self.toks[end - 1].end] if start < len(self.toks) else ""
        return UnsupportedText(f"target phrase not understood: '{phrase}'")

    # -- grammar --
    def parse(self) -> tuple[list[_Alternative], _Post, int]:
        start = self.pos
        alts = [self.alternative()]
        while True:
            save = self.pos
            if self.peek() == "," and self.peek(1) in ("or", "and/or"):
                self.pos += 2
            elif self.peek() in ("or", "and/or") or self.peek() == ",":
                self.pos += 1
            else:
                break
            prev = alts[-1]
            if self.toks[self.pos - 1].lower == "," and prev.head is None and not prev.card_types \
                    and not prev.subtypes and (prev.excluded or prev.extra):
                # "nonartifact, nonblack creature": comma-separated adjectives of one alternative
                nxt = self.alternative()
                if nxt.empty():
                    self.pos = save
                    break
                nxt.excluded |= prev.excluded
                nxt.extra = prev.extra + nxt.extra
                alts[-1] = nxt
                continue
            alt = self.alternative()
            if alt.empty():
                self.pos = save
                break
            alts.append(alt)
        if any(a.empty() for a in alts):
            raise self.fail(start)
        post = self.post_modifiers(start)
        return alts, post, self.pos

    def alternative(self) -> _Alternative:
        alt = _Alternative()
        while True:
            t = self.tok()
            if t is None:
                return alt
            w = t.lower
            if alt.head is not None and w not in ("token", "tokens"):
                return alt
            if w in ("activated", "triggered") and self.peek(1) in ("ability", "abilities", "or", ",", "and/or"):
                alt.ability_kinds.add(w + "_ability")
                self.pos += 1
                continue
            if w in ("permanent", "permanents") and self.peek(1) in ("spell", "spells", "card", "cards"):
                alt.permanent_types = True  # "permanent spell": a spell of a permanent type (CR 110.4)
                self.pos += 1
                continue
            if w in _NOUN_HEADS:
                head = _NOUN_HEADS[w]
                if head == "token":
                    alt.extra.append(Flag.TOKEN)
                    alt.head = alt.head or "permanent"
                else:
                    alt.head = head
                self.pos += 1
                if w.endswith(("'s", "s'")):
                    return alt
                continue
            if w.endswith("'s") and (w[:-2] in _CARD_TYPES or w[:-2] in ("permanent", "spell")):
                # possessive: "target creature's power", "target spell's controller" -- the phrase ends here
                if w[:-2] in ("permanent", "spell"):
                    alt.head = w[:-2]
                else:
                    alt.card_types.add(w[:-2])
                    alt.head = "permanent"
                self.pos += 1
                return alt
            if w in _CARD_TYPES or w.rstrip("s") in _CARD_TYPES or _singular(w) in _CARD_TYPES:
                alt.card_types.add(_singular(w).replace("tribal", "kindred"))
                self.pos += 1
                continue
            if w in _SUPERTYPES:
                alt.supertypes.add(w)
                self.pos += 1
                continue
            if w in _COLORS:
                alt.colors.add(_COLORS[w])
                self.pos += 1
                continue
            if w in _COLOR_WORDS:
                alt.extra.append(Flag(w))
                self.pos += 1
                continue
            if w in _STATUS:
                alt.extra.append(Flag(w))
                self.pos += 1
                continue
            if w == "nontoken":
                alt.extra.append(Flag.NONTOKEN)
                self.pos += 1
                continue
            if w in ("commander", "commanders"):
                # CR 903.3: a designation; "commander creatures" (an adjective), "target commander" (a noun).
                alt.extra.append(Flag.COMMANDER)
                self.pos += 1
                nxt = self.peek()
                if nxt not in _CARD_TYPES and _singular(nxt) not in _CARD_TYPES:
                    alt.head = alt.head or "permanent"
                continue
            if w == "kicked":
                alt.extra.append(Flag.KICKED)
                self.pos += 1
                continue
            if (pt := re.fullmatch(r"(\d+)/(\d+)", w)) and self.peek(1) in ("creature", "creatures"):
                # "target 1/1 creature" (Pendelhaven): that power and toughness as the layers leave them (CR 208.1).
                alt.extra.extend((Compare(Stat.POWER, Op.EQUAL, int(pt[1])), Compare(Stat.TOUGHNESS, Op.EQUAL,
                                                                                     int(pt[2]))))
                self.pos += 1
                continue
            if w.startswith("non") and len(w) > 3:
                rest = t.text[4:] if t.text[3:4] == "-" else t.text[3:]
                rl = rest.lower()
                if rl in _COLORS:
                    alt.extra.append(NotColor(_COLORS[rl]))
                elif rl in _CARD_TYPES or rl in _SUPERTYPES:
                    alt.excluded.add(rl)
                elif rest[:1].isupper():
                    alt.excluded.add(rest)
                else:
                    return alt
                self.pos += 1
                continue
            if t.capital and w not in ("you", "that", "target", "each", "and", "or") and re.fullmatch(r"[A-Za-z'\-]+", t.text):
                if self.names:
                    end = self.name_end()
                    words = self.toks[self.pos:end]
                    if len(words) > 1 and not all(u.capital and singular_subtype(u.text) for u in words) or not (
                            singular_subtype(t.text)):
                        # CR 201.2: a card name used as a noun ("Command Towers you control"), not subtypes.
                        alt.extra.append(Named(self.source[t.start:words[-1].end], plural=True))
                        self.pos = end
                        return alt
                alt.subtypes.add(singular_subtype(t.text) or _singular(t.text))
                self.pos += 1
                continue
            return alt

    def name_end(self) -> int:
        """The index after the words of a card name that starts at the current (capitalised) token: capitalised
        words, joined by "of", "the", "in", "to", "from" or by ", the" before a capitalised word ("Knight of the
        Reliquary", "Numot, the Devastator")."""
        end = self.pos + 1
        while end < len(self.toks):
            k = end
            if self.toks[k].lower == "," and k + 1 < len(self.toks) and self.toks[k + 1].lower == "the":
                k += 2
            while k < len(self.toks) and self.toks[k].lower in _NAME_JOINTS:
                k += 1
            if k < len(self.toks) and self.toks[k].capital and re.fullmatch(r"[A-Za-z'\-]+", self.toks[k].text):
                end = k + 1
                continue
            break
        return end

    def post_modifiers(self, start: int) -> _Post:
        post = _Post()
        while True:
            at = self.pos
            if self.words("you", "control") or self.words("you", "controlled"):
                post.controller = Controller.YOU
            elif self.words("an", "opponent", "controls") or self.words("your", "opponents", "control") \
                    or self.words("you", "don't", "control") or self.words("an", "opponent", "controlled"):
                post.controller = Controller.OPPONENT
            elif self.words("you", "own"):
                post.extra.append(OwnedBy(Controller.YOU))
            elif self.words("an", "opponent", "owns") or self.words("you", "don't", "own") or (
                    post.controller is Controller.YOU and self.words("but", "don't", "own")):
                post.extra.append(OwnedBy(Controller.OPPONENT))
            elif self.words("that", "player", "or", "that", "planeswalker's", "controller", "controls") \
                    or self.words("that", "player", "controls"):
                post.extra.append(ControlledBy(PlayerRef.THAT_PLAYER))
            elif self.words("defending", "player", "controls"):
                post.extra.append(ControlledBy(PlayerRef.DEFENDING_PLAYER))
            elif self.peek() == "named":
                self.pos += 1
                name = self.tok()
                if name is None or not name.capital:
                    raise self.fail(start)
                end = self.name_end()
                post.extra.append(Named(self.source[name.start:self.toks[end - 1].end]))  # CR 201.2
                self.pos = end
            elif self.peek() in ("from", "in") and self.graveyard(post) or self.peek() == "from" and self.source_type(post):
                pass
            elif self.peek() in ("with", "without"):
                self.with_clause(post, start)
            elif self.words("attached", "to"):
                self.words("a") or self.words("an")
                what = self.peek()
                if _singular(what) not in _CARD_TYPES and what not in ("permanent", "player"):
                    raise self.fail(start)
                post.extra.append(AttachedTo(_singular(what)))
                self.pos += 1
            elif self.words("that", "entered", "this", "turn") or self.words("that", "entered", "the", "battlefield",
                                                                            "this", "turn"):
                post.extra.append(Flag.ENTERED_THIS_TURN)  # Ruins of Oran-Rief, Forge of Heroes
            elif self.words("that's", "attacking") or self.words("that", "is", "attacking"):
                post.extra.append(Flag.ATTACKING)
            elif self.words("that's", "blocking") or self.words("that", "is", "blocking"):
                post.extra.append(Flag.BLOCKING)
            elif self.words("other", "than"):
                if not (self.words("this") or self.words("~")):
                    raise self.fail(start)
                self.pos += 1  # "this creature" / "this permanent"
                post.another = True
            elif self.peek() == "that" and self.peek(1) not in ("player", "creature", "permanent", "spell", "card"):
                # "target creature that was dealt damage this turn": a relative clause we don't read
                raise self.fail(start)
            if self.pos == at:
                return post

    def graveyard(self, post: _Post) -> bool:
        save = self.pos
        self.pos += 1  # from / in
        if self.words("your", "graveyard"):
            post.controller, post.graveyard = Controller.YOU, True
            return True
        if self.words("a", "graveyard") or self.words("a", "single", "graveyard"):
            post.graveyard = True
            return True
        if self.words("an", "opponent's", "graveyard") or self.words("your", "opponents'", "graveyards"):
            post.controller, post.graveyard = Controller.OPPONENT, True
            return True
        self.pos = save
        return False

    def source_type(self, post: _Post) -> bool:
        save = self.pos
        self.pos += 1
        self.words("a") or self.words("an")
        w = self.peek()
        if (w in _CARD_TYPES or w in _COLOR_WORDS) and self.peek(1) == "source":
            post.extra.append(SourceType(w))
            self.pos += 2
            return True
        self.pos = save
        return False

    def with_clause(self, post: _Post, start: int) -> None:
        neg = self.peek() == "without"
        self.pos += 1
        two = f"{self.peek()} {self.peek(1)}"
        if two in _KEYWORDS:
            post.extra.append(HasKeyword(two, negated=neg))
            self.pos += 2
            return
        if self.peek() in _KEYWORDS:
            post.extra.append(HasKeyword(self.peek(), negated=neg))
            self.pos += 1
            return
        if not neg:
            for words, stat in ((("mana", "value"), Stat.MANA_VALUE), (("power",), Stat.POWER),
                                (("toughness",), Stat.TOUGHNESS)):
                if self.words(*words):
                    value = self.peek()
                    if value.isdecimal() or value == "x":
                        self.pos += 1
                        bound = None if value == "x" else int(value)
                        if self.words("or", "less"):
                            op = Op.AT_MOST
                        elif self.words("or", "greater") or self.words("or", "more"):
                            op = Op.AT_LEAST
                        else:
                            op = Op.EQUAL
                        post.extra.append(Compare(stat, op, bound))
                        return
                    raise self.fail(start)
            if self.words("a", "single", "target"):
                post.extra.append(Flag.SINGLE_TARGET)
                return
            if self.words("a", "+1/+1", "counter", "on", "it"):
                post.extra.append(HasCounter("+1/+1"))
                return
        raise self.fail(start)


def _build_spec(text: str, alts: list[_Alternative], post: _Post, *, another: bool = False, min_count: int = 1,
                max_count: int = 1, divided: bool = False, phrase_start: str = "", x_exact: bool = False
                ) -> TargetSpec:
    """Turn parsed alternatives into one :class:`TargetSpec` (raises UnsupportedText when it can't be said)."""
    # Ellipsis: "instant or sorcery spell" -- the last alternative's head noun applies to earlier ones without one.
    for k, a in enumerate(alts):
        if a.head is None and not a.ability_kinds:
            later = next((b.head for b in alts[k + 1:] if b.head is not None), None)
            a.head = later if later in ("spell", "card", "permanent") else "permanent"
        if a.head == "ability" and not a.ability_kinds:
            a.ability_kinds |= {"activated_ability", "triggered_ability"}
    allowed: list[str] = []
    perm_alts: list[_Alternative] = []
    spell_alts: list[_Alternative] = []
    for a in alts:
        if a.ability_kinds:
            allowed += sorted(a.ability_kinds)
        elif a.head in ("player", "opponent"):
            allowed.append(a.head)
        elif a.head == "spell":
            spell_alts.append(a)
        elif a.head == "card":
            perm_alts.append(a)
        else:
            perm_alts.append(a)
    if perm_alts:
        allowed.insert(0, "card_in_graveyard" if post.graveyard or any(a.head == "card" for a in perm_alts)
                       else "permanent")
    if spell_alts:
        allowed.insert(0, "spell")
    if any(a.head == "card" for a in perm_alts) and not post.graveyard:
        raise UnsupportedText(f"target phrase not understood: '{text}' (a card in which zone?)")
    extra = list(post.extra) + ([InZone(Zone.GRAVEYARD)] if post.graveyard else [])
    filt = _merge(perm_alts, post, extra, text, another) if perm_alts else None
    spell_filter = _merge(spell_alts, post, list(post.extra), text, another) if spell_alts else None
    if filt is None and (post.controller is not Controller.ANY or post.extra or another):
        # abilities (and players with "another") carry control in ``filter``
        filt = ObjectFilter(controller=post.controller, another=another or post.another, extra=tuple(post.extra))
    seen: list[str] = []
    for kind in allowed:
        if kind not in seen:
            seen.append(kind)
    return TargetSpec(text=text, allowed=tuple(seen), filter=filt, spell_filter=spell_filter, min_count=min_count,
                      max_count=max_count, divided=divided, x_exact=x_exact)


def _merge(alts: list[_Alternative], post: _Post, extra: list[ObjectCondition], text: str,
           another: bool) -> ObjectFilter:
    """One ObjectFilter for alternatives joined by "or" (card types as alternatives, CR 115.4 style)."""
    if len(alts) == 1 and alts[0].permanent_types and not alts[0].card_types and not alts[0].subtypes:
        a = alts[0]
        return ObjectFilter(card_types=PERMANENT_TYPES, supertypes=frozenset(a.supertypes),
                            excluded_types=frozenset(a.excluded), colors=frozenset(a.colors),
                            controller=post.controller, another=another or post.another, any_of_types=True,
                            extra=tuple(a.extra + extra))
    if any(a.permanent_types for a in alts):
        raise UnsupportedText(f"target phrase not understood: '{text}'")
    if len(alts) == 1:
        a = alts[0]
        types = a.card_types
        any_of = len(types) + len(a.subtypes) <= 1
        return ObjectFilter(card_types=frozenset(types), subtypes=frozenset(a.subtypes),
                            supertypes=frozenset(a.supertypes), excluded_types=frozenset(a.excluded),
                            colors=frozenset(a.colors), controller=post.controller, another=another or post.another,
                            any_of_types=any_of, extra=tuple(a.extra + extra))
    # Several alternatives: each must be a single type word, or they must differ only by one status word.
    if all(len(a.card_types) + len(a.subtypes) == 1 for a in alts):
        rest = {(frozenset(a.supertypes), frozenset(a.excluded), frozenset(a.colors), tuple(a.extra)) for a in alts}
        if len(rest) == 1:
            a0 = alts[0]
            return ObjectFilter(card_types=frozenset(t for a in alts for t in a.card_types),
                                subtypes=frozenset(t for a in alts for t in a.subtypes),
                                supertypes=frozenset(a0.supertypes), excluded_types=frozenset(a0.excluded),
                                colors=frozenset(a0.colors), controller=post.controller,
                                another=another or post.another, any_of_types=True, extra=tuple(a0.extra + extra))
    status = [a for a in alts if a.extra and not a.card_types and not a.subtypes]
    if status and len(status) == len(alts) - 1:
        typed = next(a for a in alts if a not in status)
        if all(len(a.extra) == 1 for a in alts) and typed.extra:
            shared_extra = AnyOf(tuple(a.extra[0] for a in alts))
            return ObjectFilter(card_types=frozenset(typed.card_types), subtypes=frozenset(typed.subtypes),
                                supertypes=frozenset(typed.supertypes), excluded_types=frozenset(typed.excluded),
                                colors=frozenset(typed.colors), controller=post.controller,
                                another=another or post.another, any_of_types=True,
                                extra=(shared_extra, *extra))
    colors_only = all(not a.card_types and not a.subtypes and a.colors for a in alts)
    if colors_only:
        return ObjectFilter(colors=frozenset(c for a in alts for c in a.colors), controller=post.controller,
                            another=another or post.another, extra=tuple(extra))
    raise UnsupportedText(f"target phrase not understood: '{text}' (alternatives that no filter can state)")


# --------------------------------------------------------------------------------------------------------------
# Instances of the word "target"
# --------------------------------------------------------------------------------------------------------------


class _Quantity(Struct, frozen=True):
    start: int  # index of the first token of the quantifier (or of "target")
    min_count: int = 1
    max_count: int = 1
    another: bool = False
    any_target: bool = False
    divided: bool = False
    x_exact: bool = False


def _number(word: str) -> int | None:
    if word.isdigit():
        return int(word)
    if word == "x":
        return -1
    return NUMBER_WORDS.get(word) if word not in ("a", "an") else None


def _quantity(toks: list[_Token], i: int) -> _Quantity | None:
    """The quantifier before ``toks[i]`` ("target"/"targets"), or None when this is not an instance of the word.

    Read backwards: ["each of"] ["divided ... among"] [up to] (N | N or M | N, M, or K | N or more | any number
    of | any | another | one other) target(s).
    """

    def low(k: int) -> str:
        return toks[k].lower if k >= 0 else ""

    j = i - 1
    another = any_target = x_exact = False
    qmin = qmax = 1
    if low(j) == "another":
        another, j = True, j - 1
    elif low(j) in ("second", "third", "fourth") and low(j - 1) == "a":
        another, j = True, j - 2  # "and 3 damage to a third target": one more, not one chosen before
    else:
        if low(j) == "other":
            another, j = True, j - 1
        if low(j) == "any":
            any_target, j = True, j - 1
        elif low(j) == "of" and low(j - 1) == "number" and low(j - 2) == "any":
            qmin, qmax, j = 0, UNLIMITED, j - 3
        elif low(j) == "more" and low(j - 1) == "or" and (_number(low(j - 2)) or 0) > 0:
            qmin, qmax, j = _number(low(j - 2)) or 1, UNLIMITED, j - 3
        elif _number(low(j)) is not None:
            nums: list[int] = []
            while True:
                n = _number(low(j))
                if n is not None:
                    nums.append(n)
                elif not (low(j) in (",", "or") and (_number(low(j - 1)) is not None or low(j - 1) in (",", "or"))):
                    break
                j -= 1
            # "X target creatures": the number is X, fixed as it was put on the stack (CR 601.2c)
            qmin, qmax = (0, UNLIMITED) if -1 in nums else (min(nums), max(nums))
            x_exact = -1 in nums
            if low(j) == "to" and low(j - 1) == "up":
                qmin, j, x_exact = 0, j - 2, False
        elif not another and (toks[i].lower == "targets" or low(j) in _NOT_INSTANCE_BEFORE):
            return None  # "choose new targets", "becomes the target of", "a spell that targets you"
    if low(j) == "of" and low(j - 1) == "each":
        j -= 2
    divided = False
    if low(j) == "among":
        before = {t.lower for t in toks[max(0, j - 12):j]}
        divided = bool(before & {"divided", "distribute", "distributed"})
    return _Quantity(start=j + 1, min_count=qmin, max_count=qmax, another=another, any_target=any_target,
                     divided=divided, x_exact=x_exact)


def _strip_reminder(text: str) -> str:
    prev = None
    while prev != text:
        prev, text = text, _REMINDER_RE.sub("", text)
    return text


def _any_target_spec(text: str, q: _Quantity, post: _Post | None = None) -> TargetSpec:
    """CR 115.4: "any target" — a creature, player, planeswalker or battle."""
    another = q.another or (post.another if post else False)
    return TargetSpec(text=text, allowed=("permanent", "player"),
                      filter=ObjectFilter(card_types=ANY_TARGET_TYPES, another=another,
                                          controller=post.controller if post else Controller.ANY),
                      min_count=q.min_count, max_count=q.max_count, divided=q.divided, x_exact=q.x_exact)


def _keyword_spec(text: str) -> TargetSpec | None:
    """Equip (CR 702.6a, 702.6c, 702.6e) and Enchant (CR 115.1b, 303.4a, 702.5a) keyword lines."""
    m = re.match(r"^Equip\b\s*(?P<quality>[^{—\-:]*?)\s*(?:\{|—|-|$)", text)
    if m:
        quality = m.group("quality").strip()
        toks = _tokenize(quality)
        if not quality:
            alt = _Alternative(head="permanent", card_types={"creature"})
        elif quality.lower() == "planeswalker":
            alt = _Alternative(head="permanent", card_types={"planeswalker"})
        else:
            p = _NounPhraseParser(toks, 0, quality)
            alt = p.alternative()
            if p.pos != len(toks) or alt.empty():
                raise UnsupportedText(f"equip quality not understood: '{text}'")
            alt.head = "permanent"
            alt.card_types.add("creature")
        any_of = len(alt.card_types) + len(alt.subtypes) <= 1
        filt = ObjectFilter(card_types=frozenset(alt.card_types), subtypes=frozenset(alt.subtypes),
                            supertypes=frozenset(alt.supertypes), excluded_types=frozenset(alt.excluded),
                            colors=frozenset(alt.colors), controller=Controller.YOU, any_of_types=any_of,
                            extra=tuple(alt.extra))
        return TargetSpec(text=text.split("(")[0].strip(), allowed=("permanent",), filter=filt)
    m = re.match(r"^Enchant (?P<what>[^(\n.]+)", text)
    if m:
        what = m.group("what").strip()
        toks = _tokenize(what)
        alts, post, end = _NounPhraseParser(toks, 0, what).parse()
        if end != len(toks):
            raise UnsupportedText(f"enchant ability not understood: 'Enchant {what}'")
        return _build_spec(f"Enchant {what}", alts, post)
    return None


def parse_noun_phrase(text: str, *, names: bool = False) -> TargetSpec:
    """Describe a noun phrase without the word "target" ("instant or sorcery spell", "artifact you control").

    Used for copiers' trigger conditions ("Whenever you cast an instant or sorcery spell") and, with ``names``,
    for the subjects of static sentences, where capitalised words that are not all subtypes are a card name used
    as a noun ("Command Towers you control": :class:`~model.filters.Named`, CR 201.2); the result's ``text`` is
    the phrase. Raises :class:`UnsupportedText` when the whole phrase isn't understood.
    """
    text = text.strip()
    toks = _tokenize(text)
    if toks and toks[0].lower in ("a", "an"):
        toks = toks[1:]
    alts, post, end = _NounPhraseParser(toks, 0, text, names=names).parse()
    if end != len(toks):
        raise UnsupportedText(f"noun phrase not understood: '{text}'")
    return _build_spec(text.strip(), alts, post)


def parse_targets(text: str) -> tuple[TargetSpec, ...]:
    """Every instance of the word "target" in ``text``, in printed order (CR 115.1, 115.3).

    ``text`` is an ability's or spell's text (its cost and trigger condition may be included; they hold no target
    instances). Reminder text in parentheses is ignored (CR 115.1e keyword lines "Equip ..." and "Enchant ..." are
    read from the keyword itself, CR 702.6a, 702.5a). Bulleted mode lines are ignored: they are :func:`parse_modes`'
    job. Returns ``()`` for a text without targets. Raises :class:`UnsupportedText` naming the phrase when the
    words after "target" are not understood.
    """
    if not isinstance(text, str):
        raise UnsupportedText(f"an effect text must be a string, not {type(text).__name__}")
    head = text.split("•")[0]
    kw = _keyword_spec(head.strip())
    if kw is not None:
        return (kw,)
    clean = _strip_reminder(head)
    toks = _tokenize(clean)
    specs: list[TargetSpec] = []
    i = 0
    while i < len(toks):
        if toks[i].lower not in ("target", "targets"):
            i += 1
            continue
        q = _quantity(toks, i)
        if q is None:
            i += 1
            continue
        start_char = toks[q.start].start
        nxt = i + 1
        # "any target", "one or two targets", "any number of targets": no noun follows (CR 115.4)
        bare = nxt >= len(toks) or toks[nxt].lower in (".", ",", ";", "and", "or", "—", ":") \
            or (toks[nxt].lower in ("instead", "this", "each", "that", "you", "with", "to", "and/or", "divided",
                                    "among", "gets", "get", "gains", "deals")
                and toks[i].lower == "targets") or q.any_target and toks[nxt].lower not in _NOUN_HEADS
        if q.any_target or (bare and (toks[i].lower == "targets" or q.another)):
            post = None
            end = nxt
            if q.any_target and nxt < len(toks) and toks[nxt].lower in ("you", "an", "other", "with", "that"):
                p = _NounPhraseParser(toks, nxt, clean)
                post = p.post_modifiers(nxt)
                end = p.pos
            phrase = clean[start_char:toks[end - 1].end]
            specs.append(_any_target_spec(phrase, q, post))
            i = end
            continue
        if bare:
            raise UnsupportedText(f"target phrase not understood: '{clean[start_char:toks[min(nxt, len(toks) - 1)].end]}'")
        parser = _NounPhraseParser(toks, nxt, clean)
        alts, post, end = parser.parse()
        phrase = clean[start_char:toks[end - 1].end]
        if end < len(toks) and _restricts_further(toks, end):
            # "target permanent that's one or more colors", "target creature you control of the chosen type",
            # "two target creatures controlled by different players", "target player who attacked this turn": the
            # words after the phrase read so far limit what may be chosen too (CR 115.1), so it isn't guessed.
            rest = clean[start_char:toks[min(end + 3, len(toks) - 1)].end]
            raise UnsupportedText(f"target phrase not understood: '{rest}'")
        spec = _build_spec(phrase, alts, post, another=q.another, min_count=q.min_count, max_count=q.max_count,
                           divided=q.divided, x_exact=q.x_exact)
        specs.append(spec)
        i = end
    return tuple(specs)


#: Words that, right after a target phrase, go on describing what may be chosen rather than starting the effect
#: ("... that's black or red", "... whose controller controls an Island", "... not named Detention Sphere").
_RESTRICTING_WORDS = frozenset({"that's", "that", "which", "who", "whose", "controlled", "they", "you", "the", "it",
                                "not", "named", "with", "without", "of", "a", "an"})
#: ... except where they say who chooses ("of their choice", "of an opponent's choice": CR 115.1 is about what, not
#: who).
_CHOOSER_RE = re.compile(r"of (?:[\w']+ ){1,3}choice\b")


def _restricts_further(toks: list[_Token], end: int) -> bool:
    """Do the tokens from ``end`` on (right after a target phrase the parser read) describe what may be chosen
    further, so that the phrase was not read whole? Who chooses ("of their choice") is passed over."""
    while end < len(toks) and toks[end].lower in _RESTRICTING_WORDS:
        words = [t.lower for t in toks[end:end + 5]]
        chooser = _CHOOSER_RE.match(" ".join(words))
        if chooser is None:
            return True
        end += words.index("choice") + 1
    return False


_MODE_HEAD_RE = re.compile(r"choose (?:one|two|three|one or both|one or more|any number|up to \w+)", re.IGNORECASE)


_MODE_COUNTS = {"one": (1, 1), "two": (2, 2), "three": (3, 3), "four": (4, 4), "one or both": (1, 2)}


def mode_choice(paragraph: str, modes: int) -> tuple[int, int, bool] | None:
    """How many of a modal paragraph's ``modes`` modes may be chosen (CR 700.2): ``(least, most, repeat)``, where
    ``repeat`` is "You may choose the same mode more than once" (CR 700.2d). ``None`` when the paragraph has no
    bullets or its instruction is not one of the usual ones (then nothing is checked). "... choose both instead"
    riders (See Double) allow every count up to all of them."""
    if "•" not in paragraph:
        return None
    head = paragraph.split("•", 1)[0]
    m = re.search(r"choose (one or both|one or more|any number|up to (\w+)|one|two|three|four)\b", head,
                  re.IGNORECASE)
    if m is None:
        return None
    word = m.group(1).lower()
    if word in _MODE_COUNTS:
        least, most = _MODE_COUNTS[word]
    elif word == "one or more":
        least, most = 1, modes
    elif word == "any number":
        least, most = 0, modes
    else:
        most = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}.get((m.group(2) or "").lower(), modes)
        least = 0
    if re.search(r"choose (?:both|all|any number of them) instead", head, re.IGNORECASE):
        most = modes
    repeat = "same mode more than once" in paragraph
    return least, (most if not repeat else max(most, modes)), repeat


def parse_modes(paragraph: str) -> tuple[Mode, ...]:
    """The modes of a modal paragraph (CR 700.2): each "•" bullet after "Choose one —" (or "one or both", ...).

    Returns ``()`` when the paragraph has no bullets. Each :class:`Mode` has the bullet's text (without the
    bullet) and its own targets (CR 115.8: targets may differ by mode). Raises :class:`UnsupportedText` for a
    bulleted list without a "Choose ..." instruction, or for a mode whose target phrase is not understood.
    """
    if "•" not in paragraph:
        return ()
    head, *bullets = paragraph.split("•")
    if not _MODE_HEAD_RE.search(head) and "—" not in head:
        raise UnsupportedText(f"bulleted list without a choice of modes: '{head.strip()}'")
    modes: list[Mode] = []
    for b in bullets:
        mode_text = b.strip()
        modes.append(Mode(text=mode_text, targets=parse_targets(mode_text)))
    return tuple(modes)
