"""Reading the static sentences that change characteristics (CR 613.1d-g): types, colours, abilities, power and
toughness, as :class:`~model.abilities.CharacteristicEffect` values the board's layer applies.

The wordings read, each a whole sentence (the corpus families with the most cards):

* "All permanents are artifacts in addition to their other types." (Mycosynth Lattice), "Creatures you control
  are artifacts in addition to their other types." (layer 4, CR 205.1b);
* "All permanents are colorless.", "All Slivers are colorless.", "All creatures are black.", "Nonland permanents
  you control are white.", "All cards that aren't on the battlefield, spells, and permanents are colorless."
  (layer 5, CR 105.3);
* "As long as this creature is on the battlefield, it's a land in addition to its other types." (Awakened
  Skyclave: itself, layer 4, CR 205.1b);
* "Enchanted land is a 4/5 green Spirit creature with vigilance and haste." followed by "It's still a land."
  (Harmonious Emergence, the Zendikons), "Enchanted land is a 5/6 green Treefolk creature that's still a land.",
  "All lands are 2/2 creatures that are still lands." (layers 4, 5, 6, 7b; CR 205.1b, 613.4b);
* "Enchanted permanent is a colorless land with "{T}: Add {C}" and loses all other card types and abilities."
  (Imprisoned in the Moon: layers 4, 5, 6; CR 205.1a);
* "All lands have "{T}: Add one mana of any color" and lose all other abilities." (Toxicrene, layer 6);
* "Enchanted creature loses all abilities.", "Enchanted creature gets -3/-0 and loses all abilities." (Duskmourn's
  Domination: layers 6 and 7c, CR 613.1f, 613.4c), "Creatures lose all abilities." (Dress Down), "All creatures
  lose all abilities and have base power and toughness 1/1." (Humility: layers 6 and 7b, CR 613.4b);
* "Burakos is also a Cleric, Rogue, Warrior, and Wizard." (layer 4, CR 205.3m);
* "Creatures you control get +1/+1.", "Equipped creature gets +2/+2." (layer 7c, CR 613.4c);
* with :class:`Statics` (a permanent's static abilities, not a resolved effect, whose numbers are locked in as it
  resolves, CR 608.2h): a count, "Enchanted creature gets +1/+1 for each creature you control.", "This creature gets
  +1/+1 for each creature you control and each creature card in your graveyard.", "Equipped creature gets +1/+1 for
  each charge counter on this Equipment." (7c, CR 613.4c); a condition, "This
  creature gets +2/+2 as long as you have no cards in hand.", "As long as there are five or more growth counters on
  this enchantment, creatures you control get +3/+3.", and "Equipped creature gets +1/+0. It gets +3/+1 instead as
  long as ..." (the first applies while the condition doesn't hold: CR 611.3a); a characteristic-defining ability,
  "Brotherhood Vertibird's power is equal to the number of artifacts you control.", "Crusader of Odric's power and
  toughness are each equal to the number of creatures you control." (7a, CR 604.3, 613.4a); "Equipped creature gets
  +1/+1 and is every creature type." (layers 4 and 7c, CR 205.3m), with a condition that reads no permanent ("As long
  as there are two or more creature cards in your graveyard, this creature gets +2/+2 and is all creature types.");
  "As long as your devotion to white is less than five, Heliod isn't a creature." (the Theros gods: layer 4 removes
  its creature type and creature types, CR 205.1a, while the devotion, worked out before layer 4, is below the
  number, CR 700.5, 700.5a).
  What is counted and the condition are read by the grammar (:func:`model.reader.read_count`,
  :func:`model.reader.read_condition`); one that reads power or toughness (which layer 7 itself changes), or another
  condition on objects not told from the state alone ("with the chosen name"), is not read;
* with :class:`Statics`, "During your turn, this creature gets +2/+2." (Wildwood Geist), "During turns other than
  yours, this artifact is a 2/3 Gargoyle artifact creature with flying." (Warden of the Wall: it keeps its other
  types, CR 205.1b), "During your turn, Gideon Blackblade is a 4/4 Human Soldier creature with indestructible that's
  still a planeswalker.": a sentence read here after the words of the turn, applying only while it is (or isn't)
  its source's controller's turn (CR 611.3a, 102.1);
* "Creatures you control are Slivers in addition to their other creature types." (Hivestone: a subtype that is
  no land type, layer 4, CR 205.1b), "All Forests and all Saprolings are 1/1 green Saproling creatures and Forest
  lands in addition to their other types." (Life and Limb: layers 4, 5, 7b; a land type added brings its mana
  ability, CR 305.6).

Subjects: "all" / "each" with card types or subtypes, "<types> you control" (with "other", "nonland", a colour:
"White creatures you control"), "<colour> <types>" ("Black creatures", all of them),
"enchanted" / "equipped" with a card type or subtype. Anything else is not read here (the reader then treats the
sentence as it did before). ``model`` reads text; this module imports only the standard library and ``model``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache

from msgspec import Struct
from msgspec.structs import replace
from mtgsolver.model.abilities import (
    Ability,
    Amount,
    CardsInGraveyard,
    CardsInHand,
    CardTypesInGraveyard,
    CharacteristicEffect,
    CountersOnSelf,
    DevotionAtLeast,
    NotCondition,
    OpponentCounters,
    StateCondition,
    YourTurn,
)
from mtgsolver.model.filters import Controller, Flag, HasCounter, HasKeyword, Named, ObjectFilter
from mtgsolver.model.keywords import keyword_items
from mtgsolver.model.mana import COLOR_WORDS
from mtgsolver.model.patterns import LazyPattern
from mtgsolver.model.relevance import CHOSEN_SUBTYPE as _CHOSEN_SUBTYPE
from mtgsolver.model.state import LAND_TYPES
from mtgsolver.model.subtypes import CREATURE_TYPES

__all__ = ["Statics", "changes_characteristics", "read_layer_sentences"]

_COLORS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_CARD_TYPES = ("artifact", "creature", "enchantment", "land", "planeswalker", "battle")
_COLOR_WORDS = r"(?:colorless|white|blue|black|red|green)(?: and (?:white|blue|black|red|green))?"

_ADD_TYPES = LazyPattern(r"^(?P<subj>.+?) (?:is|are) (?:an? )?(?P<types>artifacts?|creatures?|enchantments?|lands?) "
                         r"in addition to (?:its|their) other types\.?$")
_COLOR = LazyPattern(r"^(?P<subj>.+?) (?:is|are) (?P<color>" + _COLOR_WORDS + r")\.?$")
_ANIMATE = LazyPattern(
    r"^(?P<subj>.+?) (?:is an?|are) (?P<p>\d+)/(?P<t>\d+) (?:(?P<color>" + _COLOR_WORDS + r") )?"
    r"(?P<subtypes>(?:[A-Z][\w'-]* )*)creatures?"
    r"(?: with (?P<kw>[^\"]+?))?(?P<still> that's still a (?:land|planeswalker)| that are still lands)?\.?$")
_STILL_A_LAND = LazyPattern(r"^(?:It's still a land|They're still lands)\.?$")
#: "Creatures you control are Slivers in addition to their other creature types." (Hivestone): one subtype added.
_ADD_SUBTYPE = LazyPattern(r"^(?P<subj>.+?) (?:is an?|are) (?P<sub>[A-Z][\w'-]*) in addition to (?:its|their) other "
                           r"(?:creature )?types\.?$")
#: "Burakos is also a Cleric, Rogue, Warrior, and Wizard." (CR 205.3m, 613.1d): creature types added.
_ALSO_SUBTYPES = LazyPattern(r"^(?P<subj>.+?) is also an? (?P<list>[A-Z][\w'-]*(?:, [A-Z][\w'-]*)*(?:,? and "
                             r"[A-Z][\w'-]*)?)\.?$")
#: "All Forests and all Saprolings are 1/1 green Saproling creatures and Forest lands in addition to their other
#: types." (Life and Limb): creatures and lands of a subtype each, a colour, base power and toughness.
_CREATURES_AND_LANDS = LazyPattern(
    r"^(?P<subj>.+?) are (?P<p>\d+)/(?P<t>\d+) (?:(?P<color>" + _COLOR_WORDS + r") )?(?P<csub>[A-Z][\w'-]*) "
    r"creatures and (?P<lsub>[A-Z][\w'-]*) lands in addition to their other types\.?$")
#: "Nontoken creatures you control are Forest lands in addition to their other types." (Ashaya, Soul of the Wild):
#: the land card type and a basic land type added (layer 4, CR 205.1b, 305.6: it has that type's mana ability).
_LAND_OF_TYPE = LazyPattern(r"^(?P<subj>.+?) are (?P<lsub>Plains|Island|Swamp|Mountain|Forest) lands in addition to "
                            r"their other types\.?$")
#: "All Forests and all Saprolings": objects of either subtype.
_EITHER_SUBTYPE = LazyPattern(r"^All (?P<a>[A-Z][\w'-]*) and all (?P<b>[A-Z][\w'-]*)$")
_IMPRISON = LazyPattern(r"^(?P<subj>.+?) is a colorless land with \"(?P<quoted>[^\"]+)\" and loses all other card "
                        r"types and abilities\.?$")
_HAVE_AND_LOSE = LazyPattern(r"^(?P<subj>.+?) (?:have|has) \"(?P<quoted>[^\"]+)\" and (?:lose|loses) all other "
                             r"abilities\.?$")
_GETS = LazyPattern(r"^(?P<subj>.+?) gets? (?P<p>[+-]\d+)/(?P<t>[+-]\d+)\.?$")
#: "As long as this creature is on the battlefield, it's a land in addition to its other types." (Awakened
#: Skyclave): its source itself, a card type added (layer 4, CR 205.1b); the condition holds wherever the ability
#: works, on the battlefield (CR 113.6, 611.3a).
_SELF_ADD_TYPE = LazyPattern(r"^As long as (?:this [a-z]+|~) is on the battlefield, (?:it's|it is) an? "
                             r"(?P<type>artifact|creature|enchantment|land) in addition to its other types\.?$")
#: "Enchanted creature loses all abilities.", "Enchanted creature gets -3/-0 and loses all abilities." (Duskmourn's
#: Domination, Mystic Subdual): layer 6, and 7c for the change of power and toughness (CR 613.1f, 613.4c); "All
#: creatures lose all abilities and have base power and toughness 1/1." (Humility): 7b for the base (CR 613.4b).
_LOSE_ALL = LazyPattern(r"^(?P<subj>.+?) (?:gets? (?P<p>[+-]\d+)/(?P<t>[+-]\d+) and )?(?:loses|lose) all "
                        r"abilities(?: and (?:has|have) base power and toughness (?P<bp>\d+)/(?P<bt>\d+))?\.?$")
_ALL_CARDS = "All cards that aren't on the battlefield, spells, and permanents"
#: "The same is true for creature spells you control and creature cards you own that aren't on the battlefield."
#: (Biotransference, Arcane Adaptation), "... for spells you control and nonland cards you own ..." (Celestial Dawn),
#: "... for permanent spells you control and nonland permanent cards you own ..." (Encroaching Mycosynth): the
#: sentence before applies to those spells and cards too (CR 611.3a).
_EXTENSION = LazyPattern(r"^The same is true for (?P<spells>(?:creature |permanent )?)spells you control and "
                         r"(?P<cards>(?:nonland )?(?:creature |permanent )?)cards (?:that )?you own that aren't on "
                         r"the battlefield\.?$")
#: "Creatures you control are every creature type." (Maskwood Nexus): every creature type added (CR 205.3m).
_EVERY_CREATURE_TYPE = LazyPattern(r"^(?P<subj>.+?) are (?:every|all) creature types?\.?$")
_PT = r"(?P<p>[+-]\d+)/(?P<t>[+-]\d+)"
#: "~ gets +1/+1 for each creature you control", "~ gets +2/+2 as long as you have no cards in hand" (self-references
#: as ``~``, the final period removed).
_GETS_WHEN = LazyPattern(r"^(?P<subj>.+?) gets? " + _PT + r" (?:for each (?P<each>.+)|as long as (?P<cond>.+))$")
#: "As long as there are five or more growth counters on ~, creatures you control get +3/+3".
_WHEN_GETS = LazyPattern(r"^As long as (?P<cond>[^,]+), (?P<subj>[^,]+?) gets? " + _PT + r"$")
#: "It gets +3/+1 instead as long as an opponent has eight or more cards in their graveyard" after a "gets".
_INSTEAD = LazyPattern(r"^It gets " + _PT + r" instead as long as (?P<cond>.+)$")
#: "~'s power is equal to the number of artifacts you control", "~'s power and toughness are each equal to ...".
_DEFINES = LazyPattern(r"^~'s power(?P<both> and toughness are each| is) equal to the number of (?P<each>.+)$")
#: "Equipped creature gets +1/+1 and is every creature type" (Runed Stalactite), "As long as there are two or more
#: creature cards in your graveyard, ~ gets +2/+2 and is all creature types" (Undercover Skrull).
_GETS_ALL_TYPES = LazyPattern(r"^(?:As long as (?P<cond>[^,]+), )?(?P<subj>[^,]+?) gets? " + _PT +
                              r" and is (?:every|all) creature types?$")


#: "This creature is the chosen type in addition to its other types." (Metallic Mimic, Roaming Throne), "Each creature
#: you control is the chosen type in addition to its other types." (Xenograft): the creature type chosen as the source
#: entered, added (CR 205.1b, 205.3m, 614.12); not a land's chosen land type (Thran Portal, CR 305.7).


#: "As long as your devotion to white and black is less than seven, Athreos isn't a creature." (the Theros gods):
#: layer 4 removes its creature type (CR 205.1a) while its controller's devotion is below the number (CR 700.5).
_GOD = LazyPattern(r"^As long as your devotion to (?P<colors>white|blue|black|red|green)(?: and (?P<second>white|"
                   r"blue|black|red|green))? is less than (?P<n>one|two|three|four|five|six|seven|eight|nine|ten), "
                   r"~ isn't a creature$")
#: "During your turn, ", "During turns other than yours, " (Warden of the Wall), "As long as it's your turn, ": the
#: static sentence after it applies only while it is (or isn't) its source's controller's turn (CR 611.3a, 102.1).
_TURN = LazyPattern(r"^(?:During your turn|During turns (?P<other>other) than yours|As long as it's (?P<not>not )?your "
                    r"turn), ")
#: "~ has first strike", "Equipped creature gets +2/+0 and has first strike" (the final period removed).
_HAS_KEYWORDS = LazyPattern(r"^(?P<subj>[^\",]+?) (?:gets? (?P<p>[+-]\d+)/(?P<t>[+-]\d+) and )?(?:has|have) "
                            r"(?P<kw>[^\"]+)$")
#: "~ is a 2/3 Gargoyle artifact creature with flying." (Warden of the Wall), "~ is an artifact creature."
#: (Midnight Mangler, a Vehicle): its source becomes an artifact creature, keeping its other card types and
#: subtypes (CR 205.1b; a creature type named is added: it had none, being no creature), with base power and
#: toughness (layer 7b, CR 613.4b) and keywords when given.
_SELF_ARTIFACT_CREATURE = LazyPattern(r"^~ is an? (?:(?P<p>\d+)/(?P<t>\d+) )?(?P<subtypes>(?:[A-Z][\w'-]* )*)artifact "
                                      r"creature(?: with (?P<kw>[^\"]+?))?$")
_NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
                 "ten": 10}


class Statics(Struct, frozen=True):
    """The reading of the static abilities of a card named ``card_name``, for the sentences that count or have a
    condition (module docstring): ``normalize`` makes a sentence's self-references ``~`` given the card's name (CR
    201.5), ``condition`` and ``count`` read the parts of "as long as ..." and "for each ..." (``None``: not
    read)."""

    card_name: str
    normalize: Callable[[str, str], str]
    condition: Callable[[str], StateCondition | None]
    count: Callable[[str], tuple[Amount, ...] | None]

#: Wordings by which a static sentence changes types, colours, abilities or power/toughness (CR 613.1d-g).
_CHARACTERISTIC_WORDS = LazyPattern(
    r"\blos(?:e|es) all\b|\bin addition to (?:its|their) other\b|\bbase power\b|\bthat(?:'s| are) still an?\b|"
    r"\b(?:is|are|it's) (?:also )?(?:an? )?(?:\d+/\d+ )?(?:(?:colorless|white|blue|black|red|green)\b|"
    r"(?:[A-Z][\w'-]* )*(?:artifact|creature|land|enchantment|planeswalker)s?\b)|"
    r"\bgets? (?:an additional )?[+-](?:\d+|X)/[+-](?:\d+|X)\b|"
    # CR 205.4, 613.1d: supertypes ("Permanents with ice counters on them are snow.", "All lands are no longer
    # snow.", "All nonland permanents are legendary."); CR 205.3m: "is every creature type"; CR 205.1a: "isn't a
    # creature" (the Theros gods); a subtype set ("Enchanted creature is a Flagbearer.", "is an Equipment with
    # equip {X}", "is also a Cleric, Rogue, Warrior, and Wizard"); CR 105.3, 205.3m: "the chosen color/type".
    r"(?<!that )(?<!which )\b(?:is|are|it's) (?:also )?(?:no longer )?(?:snow|basic|legendary|world)\b|"
    r"\bevery creature type\b|\ball creature types\b|\b(?:isn't|aren't|is not|are not) (?:an? )?creatures?\b|"
    r"(?<!that )(?<!which )\b(?:is|are|it's) (?:also )?(?:an? )?[A-Z][\w'-]*\b|"
    r"\b(?:is|are) (?:also )?the chosen (?:colors?|(?:creature )?types?)\b|"
    # CR 613.1f: abilities lost ("Enchanted creature loses flying.") or the activated abilities of other objects.
    r"\blos(?:e|es) (?:flying|first strike|double strike|deathtouch|lifelink|menace|trample|vigilance|reach|defender|"
    r"indestructible|hexproof|shroud|haste|[a-z]+walk)\b|\bactivated abilit(?:y|ies) of\b|"
    # CR 700.5a: an effect that modifies devotion (Altar of the Pantheon), which the Theros gods' types read.
    r"\bdevotion to [^.]*\b(?:is|are) (?:increased|doubled|equal)\b|"
    # CR 604.3: a characteristic-defining ability ("Tarmogoyf's power is equal to ...").
    r"\b(?:power|toughness)(?: and toughness)? (?:is|are) (?:each )?equal to\b|"
    # CR 613.1f: keyword abilities given ("This creature has flying as long as ...").
    r"(?<!didn't )(?<!don't )(?<!doesn't )\b(?:has|have|gains?)\b[^.\"]*?\b(?:flying|first strike|double strike|"
    r"deathtouch|lifelink|menace|trample|vigilance|reach|defender|indestructible|intimidate|fear|shadow|skulk|"
    r"horsemanship|hexproof|shroud|protection from|ward|prowess|haste|infect|wither|undying|persist|[a-z]+walk)\b|"
    # CR 702: keyword abilities that are activated or that work as a card is cast, given by name ("Each Sliver
    # creature card in your graveyard has encore {X}", "Each instant and sorcery card in your graveyard has
    # flashback"; not "has a cycling ability", which names cards).
    r"(?<!didn't )(?<!don't )(?<!doesn't )\b(?:has|have|gains?) (?:equip|outlast|scavenge|encore|embalm|eternalize|"
    r"unearth|[a-z]*cycling|reconfigure|fortify|level up|ninjutsu|transmute|crew|saddle|flashback|escape|retrace|"
    r"jump-start|madness|disturb|convoke|affinity|delve|improvise|changeling|cascade|foretell|plot|miracle|suspend|"
    r"rebound|buyback|kicker|bestow|dash|blitz|evoke|mutate)\b(?! abilit)")


#: A sentence's leading condition ("If it's a creature card, put it into your graveyard.", Enduring Renewal): what
#: it tests changes nothing.
_LEADING_IF = LazyPattern(r"^If [^,.\"]*, ")


def changes_characteristics(sentence: str) -> bool:
    """Does a static sentence speak of changing types, colours, abilities or power/toughness (CR 613.1d-g), so
    that not reading it could change which objects fit a description ("nonblack", "with power 3 or less")? The
    words of a leading "If ..., " condition don't count: a condition tests characteristics, it doesn't change
    them."""
    return _CHARACTERISTIC_WORDS.search(_LEADING_IF.sub("", sentence, count=1)) is not None


class _Subject(Struct, frozen=True):
    """Whom a sentence speaks of, as :class:`~model.abilities.Affecting` fields."""

    affects: ObjectFilter | None
    enchanted: bool = False
    all_zones: bool = False
    itself: bool = False


def _type_word(word: str, singular: Callable[[str], str | None]) -> tuple[str | None, str | None]:
    """``(card type, subtype)`` of one noun ("creatures": creature; "Slivers": Sliver), each ``None`` if not."""
    w = word.lower()
    for t in _CARD_TYPES:
        if w in (t, t + "s"):
            return t, None
    if w in ("permanent", "permanents"):
        return "permanent", None
    return None, singular(word)


def _plural_type(word: str, singular: Callable[[str], str | None]) -> bool:
    """Is ``word`` a card type or subtype in the plural ("Creatures", "Elves"), which alone names permanents of it?"""
    card_type, subtype = _type_word(word, singular)
    if card_type is not None:
        return word.lower().endswith("s")
    return subtype is not None and subtype.lower() != word.lower()


def _subject(text: str, singular: Callable[[str], str | None]) -> _Subject | None:
    """The subject of a sentence, or ``None`` for a wording not read here."""
    if text == _ALL_CARDS:
        return _Subject(None, all_zones=True)
    if text == "~":
        return _Subject(None, itself=True)
    if m := _EITHER_SUBTYPE.match(text):
        a, b = singular(m["a"]), singular(m["b"])
        return None if a is None or b is None else _Subject(ObjectFilter(subtypes=frozenset({a, b})))
    words = text.split()
    enchanted = words[0] in ("Enchanted", "Equipped")
    if enchanted:
        if len(words) != 2:
            return None
        card_type, subtype = _type_word(words[1], singular)
        if card_type == "permanent":
            return _Subject(None, enchanted=True)
        if card_type is None and subtype is None:
            return None
        return _Subject(ObjectFilter(card_types=frozenset({card_type} if card_type else ()),
                                     subtypes=frozenset({subtype} if subtype else ())), enchanted=True)
    controller = Controller.ANY
    if words[-2:] == ["you", "control"]:
        controller, words = Controller.YOU, words[:-2]
    elif words[-3:] == ["your", "opponents", "control"]:
        controller, words = Controller.OPPONENT, words[:-3]
    if words and words[0] in ("All", "Each"):
        words = words[1:]
    elif controller is Controller.ANY and words[0] != "Other" and words[0].lower() not in _COLORS and not (
            len(words) == 1 and _plural_type(words[0], singular)):
        return None  # "Creatures", "Forests" alone name every such permanent (CR 109.2); other subjects aren't read
    if not words:
        return None
    another = bool(words) and words[0].lower() == "other"
    words = words[1:] if another else words
    # "White creatures you control", "Black creatures": of that colour (CR 105.2), as layer 5 left it.
    colors = frozenset({_COLORS[words[0].lower()]}) if words and words[0].lower() in _COLORS else frozenset()
    words = words[1:] if colors else words
    excluded: frozenset[str] = frozenset()
    if words and words[0].lower() == "nonland":
        excluded, words = frozenset({"land"}), words[1:]
    # "Nontoken creatures you control" (Ashaya, Soul of the Wild): not tokens (CR 111.1).
    extra = (Flag.NONTOKEN,) if words and words[0].lower() == "nontoken" else ()
    words = words[1:] if extra else words
    if len(words) == 2:
        # "Elf creatures": both a subtype and a card type (CR 205.3).
        sub, card_type = singular(words[0]), _type_word(words[1], singular)[0]
        if sub is None or card_type is None or card_type == "permanent":
            return None
        return _Subject(ObjectFilter(card_types=frozenset({card_type}), subtypes=frozenset({sub}),
                                     excluded_types=excluded, colors=colors, controller=controller,
                                     another=another, any_of_types=False, extra=extra))
    if len(words) != 1:
        return None
    card_type, subtype = _type_word(words[0], singular)
    if card_type is None and subtype is None:
        return None
    return _Subject(ObjectFilter(card_types=frozenset({card_type} if card_type and card_type != "permanent" else ()),
                                 subtypes=frozenset({subtype} if subtype else ()), excluded_types=excluded,
                                 colors=colors, controller=controller, another=another, extra=extra))


def _colors(words: str | None) -> tuple[str, ...] | None:
    if words is None:
        return None
    return tuple(_COLORS[w] for w in words.split(" and ") if w in _COLORS)


def _keywords(text: str | None) -> tuple[str, ...] | None:
    """The keywords of "with vigilance and haste" (``()`` for none), or ``None`` if some word is not one."""
    if text is None:
        return ()
    items = tuple(i.strip() for i in re.split(r",\s*(?:and\s+)?|\s+and\s+", text) if i.strip())
    return tuple(i.lower() for i in items) if items and keyword_items(", ".join(items)) else None


def _effect(subject: _Subject, **fields: object) -> CharacteristicEffect:
    return CharacteristicEffect(affects=subject.affects, enchanted=subject.enchanted, all_zones=subject.all_zones,
                                itself=subject.itself, **fields)  # type: ignore[arg-type]


#: The conditions on objects a count or a condition may have: those the board view tells from the state as layers
#: 4-6 leave it, whatever the board (a status, token-ness, colours, counters, a name, a keyword).
_EVALUATED_FLAGS = frozenset({Flag.TAPPED, Flag.UNTAPPED, Flag.TOKEN, Flag.NONTOKEN, Flag.COLORLESS,
                              Flag.MULTICOLORED, Flag.MONOCOLORED, Flag.SOURCE_NAME})


def _not_evaluated(value: object) -> bool:
    """Has a condition or count a condition on objects not among those layer 7 evaluates: a power or toughness
    ("creatures with power 2 or greater", which layer 7 itself changes, an order CR 613.4 doesn't give here), a
    mana value, a choice the state may not give ("with the chosen name"), so that it is not read?"""
    if isinstance(value, Flag):
        return value not in _EVALUATED_FLAGS
    if isinstance(value, ObjectFilter):
        return any(not isinstance(c, (Flag, HasCounter, Named, HasKeyword)) or _not_evaluated(c) for c in value.extra)
    if isinstance(value, tuple):
        return any(_not_evaluated(v) for v in value)
    fields_of = getattr(value, "__dataclass_fields__", None)
    return fields_of is not None and any(_not_evaluated(getattr(value, f)) for f in fields_of)


def _read_counted(sentence: str, singular: Callable[[str], str | None], statics: Statics
                  ) -> tuple[tuple[CharacteristicEffect, ...], int] | None:
    """The effects of a static sentence that counts or has a condition, defines power, or adds creature types to
    its own object by name (module docstring), and how many sentences they take; ``None`` for any other, or when a
    part of it is not read."""
    text = statics.normalize(sentence, statics.card_name).removesuffix(".")
    if _CHOSEN_SUBTYPE.match(sentence) and (m := _CHOSEN_SUBTYPE.match(text)):
        subject = _subject(m["subj"], singular)
        return None if subject is None or subject.all_zones else ((_effect(subject, chosen_subtype=True),), 1)
    if m := _ALSO_SUBTYPES.match(text):
        subject = _subject(m["subj"], singular)
        added = tuple(singular(w) for w in re.split(r",? and |, ", m["list"]))
        if subject is None or subject.all_zones or not all(a in CREATURE_TYPES for a in added):
            return None
        return (_effect(subject, add_subtypes=tuple(a for a in added if a)),), 1
    if m := _DEFINES.match(text):
        counts = statics.count(m["each"])
        if counts is None or len(counts) != 1 or _not_evaluated(counts):
            return None
        return (_effect(_Subject(None, itself=True), defines=counts[0], defines_toughness=m["both"] != " is"),), 1
    if m := _SELF_ARTIFACT_CREATURE.match(text):
        keywords = _keywords(m["kw"])
        subtypes = tuple(singular(w) for w in m["subtypes"].split())
        if keywords is None or None in subtypes:
            return None
        return (_effect(_Subject(None, itself=True), add_types=("artifact", "creature"),
                        add_subtypes=tuple(s for s in subtypes if s), keywords=keywords,
                        base_pt=(int(m["p"]), int(m["t"])) if m["p"] is not None else None),), 1
    if m := _GOD.match(text):
        colors = tuple(COLOR_WORDS[w] for w in (m["colors"], m["second"]) if w is not None)
        devotion = DevotionAtLeast(colors, _NUMBER_WORDS[m["n"]])
        return (_effect(_Subject(None, itself=True), remove_types=("creature",),
                        condition=NotCondition(devotion)),), 1
    if m := _GETS_ALL_TYPES.match(text):
        subject = _subject(m["subj"][:1].upper() + m["subj"][1:], singular)
        condition = statics.condition(m["cond"]) if m["cond"] is not None else None
        if subject is None or subject.all_zones or (m["cond"] is not None and not _off_battlefield(condition)):
            return None
        return (_effect(subject, add_subtypes=tuple(sorted(CREATURE_TYPES)), pt_change=(int(m["p"]), int(m["t"])),
                        condition=condition),), 1
    m = _GETS_WHEN.match(text) or _WHEN_GETS.match(text)
    if m is None:
        return None
    subject = _subject(m["subj"][:1].upper() + m["subj"][1:], singular)
    if subject is None or subject.all_zones:
        return None
    pt = (int(m["p"]), int(m["t"]))
    if m.groupdict().get("each") is not None:
        counts = statics.count(m["each"])
        if counts is None or _not_evaluated(counts) or (not subject.itself and any(
                c.filter is not None and c.filter.another for c in counts)):
            return None  # "Enchanted creature gets +0/+2 for each other creature": other than which object?
        return (_effect(subject, pt_change=pt, pt_per=counts),), 1
    condition = statics.condition(m["cond"])
    if condition is None or _not_evaluated(condition):
        return None
    return (_effect(subject, pt_change=pt, condition=condition),), 1


def _off_battlefield(condition: StateCondition | None) -> bool:
    """Is ``condition`` read and about no permanent's characteristics (cards in a graveyard or a hand, counters on
    its source or an opponent, whose turn it is: CR 404.1, 402.1, 122.1, 102.1), so that it holds or not whatever layer 4 makes of the
    permanents (CR 613.1d), and a layer 4 change may have it?"""
    if isinstance(condition, NotCondition):
        return _off_battlefield(condition.condition)
    return isinstance(condition, (CardsInGraveyard, CardsInHand, CardTypesInGraveyard, CountersOnSelf, YourTurn,
                                  OpponentCounters)) and not _not_evaluated(condition)


def _read_instead(effect: CharacteristicEffect, following: str | None, statics: Statics
                  ) -> tuple[tuple[CharacteristicEffect, ...], int] | None:
    """A plain change ``effect`` ("Equipped creature gets +1/+0.") and the ``following`` sentence that replaces it
    while a condition holds ("It gets +3/+1 instead as long as ...", CR 611.3a): the first applies while the
    condition doesn't hold, the second while it does; ``None`` when ``following`` is no such sentence or its
    condition is not read."""
    if following is None:
        return None
    m = _INSTEAD.match(statics.normalize(following, statics.card_name).removesuffix("."))
    if m is None:
        return None
    condition = statics.condition(m["cond"])
    if condition is None or _not_evaluated(condition):
        return None
    return (replace(effect, condition=NotCondition(condition)),
            replace(effect, pt_change=(int(m["p"]), int(m["t"])), condition=condition)), 2


def _read_one(sentence: str, following: str | None, singular: Callable[[str], str | None],
              read_quoted: Callable[[str], tuple[Ability, ...]]) -> tuple[CharacteristicEffect, int] | None:
    """The effect of ``sentence`` (with ``following``, the next sentence, when it belongs to it: "It's still a
    land.") and how many sentences it takes, or ``None``. A sentence that "The same is true for ..." extends to
    other zones (Biotransference, Celestial Dawn) is not read here but by :func:`_read_extended`."""
    if following is not None and following.startswith("The same is true"):
        return None
    if m := _SELF_ADD_TYPE.match(sentence):
        return CharacteristicEffect(itself=True, add_types=(m["type"],)), 1
    if m := _ADD_TYPES.match(sentence):
        subject = _subject(m["subj"], singular)
        card_type = m["types"].rstrip("s")
        if subject is None or subject.all_zones:
            return None
        return _effect(subject, add_types=(card_type,)), 1
    if m := _ADD_SUBTYPE.match(sentence):
        subject = _subject(m["subj"], singular)
        subtype = singular(m["sub"])
        if subject is None or subject.all_zones or subtype is None or subtype in LAND_TYPES:
            return None  # a land type added is read as one (CR 305.7: Urborg, Prismatic Omen)
        return _effect(subject, add_subtypes=(subtype,)), 1
    if m := _CREATURES_AND_LANDS.match(sentence):
        subject = _subject(m["subj"], singular)
        creature, land = singular(m["csub"]), singular(m["lsub"])
        if subject is None or subject.all_zones or creature is None or land not in LAND_TYPES:
            return None
        return _effect(subject, add_types=("creature", "land"), add_subtypes=(creature, land),
                       colors=_colors(m["color"]), base_pt=(int(m["p"]), int(m["t"]))), 1
    if m := _LAND_OF_TYPE.match(sentence):
        subject = _subject(m["subj"], singular)
        if subject is None or subject.all_zones:
            return None
        return _effect(subject, add_types=("land",), add_subtypes=(m["lsub"],)), 1
    if m := _EVERY_CREATURE_TYPE.match(sentence):
        subject = _subject(m["subj"], singular)
        if subject is None or subject.all_zones:
            return None
        return _effect(subject, add_subtypes=tuple(sorted(CREATURE_TYPES))), 1
    if m := _COLOR.match(sentence):
        subject = _subject(m["subj"], singular)
        return (None if subject is None else (_effect(subject, colors=_colors(m["color"])), 1))
    if m := _ANIMATE.match(sentence):
        subject = _subject(m["subj"], singular)
        still = m["still"] is not None or (following is not None and _STILL_A_LAND.match(following) is not None)
        keywords = _keywords(m["kw"])
        subtypes = tuple(singular(w) for w in m["subtypes"].split())
        if subject is None or subject.all_zones or not still or keywords is None or None in subtypes:
            return None
        taken = 1 if m["still"] is not None else 2
        return _effect(subject, add_types=("creature",), add_subtypes=tuple(s for s in subtypes if s),
                       colors=_colors(m["color"]), keywords=keywords, base_pt=(int(m["p"]), int(m["t"]))), taken
    if m := _IMPRISON.match(sentence):
        subject = _subject(m["subj"], singular)
        abilities = read_quoted(m["quoted"])
        if subject is None or subject.all_zones or any(a.unsupported for a in abilities):
            return None
        return _effect(subject, set_types=("land",), colors=(), lose_abilities=True, abilities=abilities), 1
    if m := _HAVE_AND_LOSE.match(sentence):
        subject = _subject(m["subj"], singular)
        abilities = read_quoted(m["quoted"])
        if subject is None or subject.all_zones or any(a.unsupported for a in abilities):
            return None
        return _effect(subject, lose_abilities=True, abilities=abilities), 1
    if m := _LOSE_ALL.match(sentence):
        subject = _subject(m["subj"], singular)
        if subject is None or subject.all_zones:
            return None
        change = (int(m["p"]), int(m["t"])) if m["p"] is not None else (0, 0)
        base = (int(m["bp"]), int(m["bt"])) if m["bp"] is not None else None
        return _effect(subject, lose_abilities=True, pt_change=change, base_pt=base), 1
    if m := _GETS.match(sentence):
        subject = _subject(m["subj"], singular)
        if subject is None or subject.all_zones:
            return None
        return _effect(subject, pt_change=(int(m["p"]), int(m["t"]))), 1
    return None


def _read_sentence(sentence: str, following: str | None, singular: Callable[[str], str | None],
                   read_quoted: Callable[[str], tuple[Ability, ...]], statics: Statics | None
                   ) -> tuple[tuple[CharacteristicEffect, ...], int] | None:
    """The effects of ``sentence`` (:func:`_read_one`; with ``statics``, :func:`_read_counted` and an "instead"
    sentence after a plain change, :func:`_read_instead`) and how many sentences they take, or ``None``."""
    if following is not None and following.startswith("The same is true"):
        return _read_extended(sentence, following, singular, read_quoted, statics)
    if statics is not None and (turn := _TURN.match(sentence)):
        rest = statics.normalize(sentence[turn.end():], statics.card_name)
        rest = rest[:1].upper() + rest[1:]
        inner = _read_sentence(rest, None, singular, read_quoted, statics) or _read_keywords(rest, singular)
        if inner is None or inner[1] != 1 or any(e.condition is not None for e in inner[0]):
            return None
        condition: StateCondition = NotCondition(YourTurn()) if turn["other"] or turn["not"] else YourTurn()
        return tuple(replace(e, condition=condition) for e in inner[0]), 1
    got = _read_one(sentence, following, singular, read_quoted)
    if got is not None:
        if statics is not None and got[1] == 1 and got[0].pt_change != (0, 0) and (
                instead := _read_instead(got[0], following, statics)) is not None:
            return instead
        return (got[0],), got[1]
    return None if statics is None else _read_counted(sentence, singular, statics)


def _read_keywords(sentence: str, singular: Callable[[str], str | None]
                   ) -> tuple[tuple[CharacteristicEffect, ...], int] | None:
    """"~ has first strike.", "Equipped creature gets +2/+0 and has first strike.": keywords (layer 6, CR 613.1f),
    with a change of power and toughness (7c), given to a subject read here; read only after the words of the turn
    (:data:`_TURN`), as other keyword grants are :func:`model.keywords.read_grants`'."""
    m = _HAS_KEYWORDS.match(sentence.removesuffix("."))
    if m is None:
        return None
    subject = _subject(m["subj"], singular)
    keywords = _keywords(m["kw"])
    if subject is None or subject.all_zones or not keywords:
        return None
    pt = (int(m["p"]), int(m["t"])) if m["p"] is not None else (0, 0)
    return (_effect(subject, keywords=keywords, pt_change=pt),), 1


def _extension_filter(words: str) -> ObjectFilter:
    """The spells or cards of an extension's words: "" (any), "creature ", "nonland ", "permanent " (an artifact,
    battle, creature, enchantment, planeswalker or land, CR 110.4), "nonland permanent "."""
    excluded = frozenset({"land"}) if words.startswith("nonland") else frozenset()
    if "permanent" in words:
        excluded |= {"instant", "sorcery"}
    card_types = frozenset({"creature"}) if "creature" in words else frozenset()
    return ObjectFilter(card_types=card_types, excluded_types=excluded)


def _read_extended(sentence: str, following: str, singular: Callable[[str], str | None],
                   read_quoted: Callable[[str], tuple[Ability, ...]], statics: Statics | None
                   ) -> tuple[tuple[CharacteristicEffect, ...], int] | None:
    """A type or colour change of permanents ``sentence`` and the ``following`` sentence that extends it to spells
    and cards (:data:`_EXTENSION`), as one effect taking both sentences; ``None`` when either is not read, or the
    change is more than types and colours (CR 611.3a, 613.1d-e)."""
    ext = _EXTENSION.match(following)
    if ext is None:
        return None
    got = _read_one(sentence, None, singular, read_quoted)
    effects = ((got[0],), got[1]) if got is not None else (
        _read_counted(sentence, singular, statics) if statics is not None else None)
    if effects is None or effects[1] != 1 or len(effects[0]) != 1:
        return None
    effect = effects[0][0]
    only_types = CharacteristicEffect(add_types=effect.add_types, add_subtypes=effect.add_subtypes,
                                      chosen_subtype=effect.chosen_subtype, colors=effect.colors,
                                      affects=effect.affects)
    if effect != only_types or effect.affects is None or effect.affects.controller is not Controller.YOU:
        return None
    return (replace(effect, spells=_extension_filter(ext["spells"]), cards=_extension_filter(ext["cards"])),), 2


def read_layer_sentences(sentences: Sequence[str], singular: Callable[[str], str | None],
                         read_quoted: Callable[[str], tuple[Ability, ...]], statics: Statics | None = None
                         ) -> tuple[tuple[CharacteristicEffect, ...], frozenset[int]]:
    """The characteristic-changing effects of a paragraph's ``sentences`` (module docstring) and the indexes of
    the sentences they take. ``singular`` maps a subtype word to its singular subtype ("Slivers": "Sliver"; ``None``
    for a word that is not one), ``read_quoted`` reads the text of a granted ability (CR 113.10); ``statics``, for
    a permanent's static abilities, reads counts, conditions and characteristic-defining abilities too (``None``:
    a resolved effect's text, whose counts are not continuous, CR 608.2h)."""
    effects: list[CharacteristicEffect] = []
    taken: set[int] = set()
    i = 0
    while i < len(sentences):
        got = _cached_read(sentences[i], sentences[i + 1] if i + 1 < len(sentences) else None, singular,
                           read_quoted, statics)
        if got is None:
            i += 1
            continue
        effects.extend(got[0])
        taken.update(range(i, i + got[1]))
        i += got[1]
    return tuple(effects), frozenset(taken)


@lru_cache(maxsize=4096)
def _cached_read(sentence: str, following: str | None, singular: Callable[[str], str | None],
                 read_quoted: Callable[[str], tuple[Ability, ...]], statics: Statics | None
                 ) -> tuple[tuple[CharacteristicEffect, ...], int] | None:
    return _read_sentence(sentence, following, singular, read_quoted, statics)
