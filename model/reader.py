"""The Oracle-text reader: card text to :class:`~model.abilities.Ability` values (CR 113, 602, 603, 605, 606).

Public API (other modules code against exactly this):

* :func:`read_card` — a :class:`~model.state.CardDef` to a :class:`ReadCard` (cached).
* :func:`intrinsic_abilities` — the CR 305.6 mana abilities of basic land types.
* :func:`read_ability_text` — abilities of a quoted text granted by another object ("Enchanted land has "...").
* :func:`read_effect_text` — the static effects of an ongoing effect's text (``state.effects``, CR 611).
* :func:`find_ability` — the contract's ``{"text": ...}`` reference to an ability.

Order of a card's abilities (the contract's indexes): first the intrinsic abilities of its basic land types in the
order Plains, Island, Swamp, Mountain, Forest (CR 305.6), then the text's abilities in printed order, one per
paragraph (CR 113.2c); a keyword line such as "Flying, haste" gives one ability per keyword. Bulleted mode lines
(CR 700.2) belong to the paragraph above them. Reminder text in parentheses is ignored (CR 207.2a).

Sentences are read with a lark grammar (``model/grammar/oracle.lark``) and its transformer
(``model/transformer.py``); the reader only tokenises, normalises self-references and splits paragraphs and
sentences. What is not understood is never guessed: the sentence goes
to ``Ability.unsupported`` and ``ReadCard.unsupported``. Effect text of activated, triggered and spell abilities is
read for what the solver consumes (mana, targets, modes, activation restrictions); other effect text is kept as the
ability's text and is not listed as unsupported. A static sentence is listed as unsupported when it speaks of mana,
haste, land types or granted mana abilities and the grammar does not read it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from msgspec import Struct
from msgspec.structs import replace
from mtgsolver.model.abilities import (
    SACRIFICED_AMOUNTS,
    Ability,
    AbilityKind,
    ActivationCostChange,
    Amount,
    AmountKind,
    AttackedThisTurn,
    BecomesTappedDamage,
    CaseSolved,
    CharacteristicEffect,
    ConditionalGrant,
    FunctionsIn,
    GrantCondition,
    GrantManaAbility,
    LandTypeEffect,
    LandTypeMode,
    ManaPart,
    ManaProduction,
    ManaRecipe,
    ManaTypeReplacement,
    Mode,
    OwnCostReduction,
    Palette,
    PaletteKind,
    SpendAs,
    SpendRestriction,
    StateCondition,
    StaticEffect,
    TappedForManaTrigger,
    TargetSpec,
)
from mtgsolver.model.costs import (
    Cost,
    ExileFromHandPart,
    MoveSelfPart,
    OtherPart,
    TapCreaturesPart,
    TapPart,
    parse_part,
)
from mtgsolver.model.errors import MtgSolverError, UnknownAbility, UnsupportedText
from mtgsolver.model.filters import Controller, Named, ObjectFilter
from mtgsolver.model.keywords import read_conditional_self_grant, read_grants, read_player_grant, unread_grant
from mtgsolver.model.mana import COLORS, MANA_TYPES, ManaType
from mtgsolver.model.patterns import LazyPattern
from mtgsolver.model.readings_cache import MISSING, readings_cache
from mtgsolver.model.registry import is_card_name
from mtgsolver.model.relevance import POWER_REACHES, StaticReach, enters_as_copy, name_forms, static_reaches
from mtgsolver.model.state import BASIC_LAND_TYPES, CardDef, Zone
from mtgsolver.model.subtypes import singular_subtype

if TYPE_CHECKING:
    from mtgsolver.model.layers import Statics

__all__ = [
    "ReadCard",
    "find_ability",
    "intrinsic_abilities",
    "is_spending_restriction",
    "normalize_reference",
    "read_ability_text",
    "read_card",
    "read_condition",
    "read_count",
    "read_effect_text",
    "strip_reminder",
    "unread_for_cost",
    "unread_for_types",
]

GRAMMAR_PATH = Path(__file__).parent / "grammar" / "oracle.lark"

#: CR 305.6, in the contract's order.
BASIC_ORDER: tuple[str, ...] = ("Plains", "Island", "Swamp", "Mountain", "Forest")

# ------------------------------------------------------------------------------------------------ keyword table
# CR 702: keyword abilities by what they are. "a": activated (702.6a equip, 702.29a cycling, ...), "t": triggered
# (702.21a ward, 702.40a storm, 702.105a dethrone, 702.108a prowess, ...); everything else is a KEYWORD (static, or
# several abilities at once).
_ACTIVATED_KEYWORDS = (
    "Equip", "Cycling", "Ninjutsu", "Commander ninjutsu", "Transmute", "Aura swap", "Fortify", "Transfigure",
    "Reinforce", "Unearth", "Level up", "Scavenge", "Outlast", "Crew", "Embalm", "Eternalize", "Encore",
    "Reconfigure", "Saddle", "Station", "Craft",
)
_TRIGGERED_KEYWORDS = (
    "Ward", "Rampage", "Cumulative upkeep", "Flanking", "Echo", "Provoke", "Storm", "Bushido", "Soulshift", "Haunt",
    "Recover", "Ripple", "Frenzy", "Gravestorm", "Poisonous", "Hideaway", "Persist", "Exalted", "Cascade",
    "Annihilator", "Battle cry", "Living weapon", "Undying", "Evolve", "Extort", "Dethrone", "Exploit", "Renown",
    "Ingest", "Myriad", "Melee", "Fabricate", "Afflict", "Mentor", "Afterlife", "Demonstrate", "Training",
    "For Mirrodin!", "Backup", "Mobilize", "Job select", "Firebending", "Champion", "Soulbond", "Prowess",
)
_STATIC_KEYWORDS = (
    "Deathtouch", "Defender", "Double strike", "Enchant", "First strike", "Flash", "Flying", "Haste", "Hexproof",
    "Indestructible", "Intimidate", "Lifelink", "Protection", "Reach", "Shroud", "Trample", "Vigilance", "Banding",
    "Phasing", "Buyback", "Shadow", "Horsemanship", "Fading", "Kicker", "Multikicker", "Flashback", "Madness",
    "Fear", "Morph", "Megamorph", "Amplify", "Affinity", "Entwine", "Modular", "Sunburst", "Splice", "Offering",
    "Epic", "Convoke", "Dredge", "Bloodthirst", "Replicate", "Graft", "Split second", "Suspend", "Vanishing",
    "Absorb", "Delve", "Poisonous", "Changeling", "Evoke", "Prowl", "Conspire", "Wither", "Retrace", "Devour",
    "Rebound", "Umbra armor", "Totem armor", "Infect", "Miracle", "Overload", "Unleash", "Cipher", "Fuse", "Bestow",
    "Tribute", "Hidden agenda", "Dash", "Menace", "Awaken", "Devoid", "Skulk", "Emerge", "Surge", "Escalate",
    "Partner", "Undaunted", "Improvise", "Aftermath", "Ascend", "Assist", "Jump-start", "Riot", "Spectacle",
    "Escape", "Companion", "Mutate", "Foretell", "Daybound", "Nightbound", "Disturb", "Decayed", "Cleave",
    "Compleated", "Blitz", "Casualty", "Enlist", "Read ahead", "Ravenous", "Squad", "Prototype", "Living metal",
    "More Than Meets the Eye", "Toxic", "Bargain", "Disguise", "Solved", "Plot", "Spree", "Freerunning", "Gift",
    "Offspring", "Impending", "Start your engines!", "Harmonize", "Tiered", "Warp", "Mayhem", "Web-slinging",
    "Sneak", "Choose a Background", "Friends forever", "Doctor's companion", "Augment", "Teamwork", "Double team",
    "Visit", "Space sculptor", "Max speed", "Exhaust", "Forecast", "Boast", "Channel", "Megamorph",
)
_KEYWORD_KIND: dict[str, AbilityKind] = {
    **{k.lower(): AbilityKind.KEYWORD for k in _STATIC_KEYWORDS},
    **{k.lower(): AbilityKind.TRIGGERED for k in _TRIGGERED_KEYWORDS},
    **{k.lower(): AbilityKind.ACTIVATED for k in _ACTIVATED_KEYWORDS},
}
_KEYWORD_CANON = {k.lower(): k for k in (*_STATIC_KEYWORDS, *_TRIGGERED_KEYWORDS, *_ACTIVATED_KEYWORDS)}
_KEYWORD_NAMES = sorted(_KEYWORD_CANON, key=len, reverse=True)
# Keywords whose parameter may be words ("Enchant creature", "Protection from red", "Affinity for artifacts").
_WORD_PARAM = frozenset(
    {"enchant", "equip", "protection", "hexproof", "affinity", "partner", "craft", "splice", "gift", "champion",
     "companion", "offering", "amplify", "dredge", "cumulative upkeep", "ward", "escape", "flashback", "bushido",
     "job select", "double team"}
)
# CR 702.6a, 702.67a, 702.151a, ...: what an activated or triggered keyword does, for its targets.
_KEYWORD_EFFECT = {
    "equip": "Attach this permanent to target creature you control.",
    "fortify": "Attach this permanent to target land you control.",
    "reconfigure": "Attach this permanent to another target creature you control.",
    "provoke": "You may have target creature defending player controls untap and block this creature if able.",
    "mentor": "Put a +1/+1 counter on target attacking creature with lesser power.",
    "backup": "Put a +1/+1 counter on target creature.",
    "scavenge": "Put a +1/+1 counter on target creature.",
    "reinforce": "Put +1/+1 counters on target creature.",
}
# CR 702.6a, 702.67a, 702.151a, 702.87a, 702.97a, 702.107a, 702.128a, 702.129a, 702.141a, 702.171a, 702.84a
# (unearth), 702.53a (transmute): "Activate only as a sorcery."
_SORCERY_KEYWORDS = frozenset(
    {"equip", "fortify", "reconfigure", "level up", "scavenge", "outlast", "embalm", "eternalize", "encore",
     "saddle", "station", "craft", "unearth", "transmute"}
)

_COST_RE = r"(?:\{[^}]+\})+"
_KW_PARAM_RES = (
    LazyPattern(r""),
    LazyPattern(r" (?:\d+|X)"),
    LazyPattern(r" " + _COST_RE),
    LazyPattern(r" (?:\d+|X)—" + _COST_RE),
    LazyPattern(r"—[^—]+"),
    LazyPattern(r" " + _COST_RE + r"\. X can't be 0\."),
)
_KW_WORD_PARAM_RE = LazyPattern(r" [A-Za-z][\w' ,/-]*?(?: " + _COST_RE + r")?")

_SELF_NOUNS = (
    "artifact creature", "enchantment creature", "land creature", "creature", "land", "artifact", "enchantment",
    "permanent", "spell", "card", "token", "Aura", "Equipment", "Vehicle", "Fortification", "planeswalker", "Saga",
    "Class", "Case", "Room", "battle", "Siege", "Attraction", "Contraption", "Background", "Curse", "Shrine",
    "Spacecraft", "Planet", "Role", "object", "Mount",
)
_SELF_RE = LazyPattern(r"\b[Tt]his (?:" + "|".join(_SELF_NOUNS) + r")\b")
#: A chapter line "II — ", "I, II — " (CR 714.2b); a Saga's chapter may have a name before its dash
#: (:data:`_NAMED_CHAPTER_RE`).
_CHAPTER_RE = LazyPattern(r"^((?:I|II|III|IV|V|VI|VII|VIII|IX|X)(?:, (?:I|II|III|IV|V|VI|VII|VIII|IX|X))*) — ")
#: A Saga's chapter line with the chapter's name: "IV Depression — " (The Five Stages of Grief), CR 714.2b.
_NAMED_CHAPTER_RE = LazyPattern(r"^((?:I|II|III|IV|V|VI|VII|VIII|IX|X)(?:, (?:I|II|III|IV|V|VI|VII|VIII|IX|X))*)"
                                r" [A-Z][^—\n]{0,40}? — ")
# CR 606.2: "[+1]: " as MTGJSON prints it, "+1: " as Scryfall does.
#: The chapter numerals I to X (CR 714.2a).
_ROMAN = ("I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X")
#: A chapter's effect that is only "This Saga gains "[ability]."" (Urza's Saga, CR 714.2b).
_SAGA_GAINS_RE = LazyPattern(r"^This Saga gains (\"[^\"]+\")\.?$")
_LOYALTY_RE = LazyPattern(r"^\[([+−\-]?(?:\d+|X))\]: |^([+−\-](?:\d+|X)|0): ")
# CR 721.2a: a station symbol "N+ | [abilities]", on a card with the station keyword (a die table row is not one).
_STATION_RE = LazyPattern(r"^(\d+)\+ \| (?=\S)")
# CR 711.2a: a level symbol "LEVEL N1-N2" or "LEVEL N3+" starts a striation holding the lines below it.
_LEVEL_RE = LazyPattern(r"^LEVEL (\d+)(?:[-–](\d+)|\+)$")
_PT_LINE_RE = LazyPattern(r"^[\d*X]+/[\d*X]+$")
# CR 207.2c, 207.2d: an ability word or a flavor word before " — " at the start of an ability ("Landfall —",
# "Descend 8 —", "Death Sickle —", "I. AM. TALKING! —", "∞ —"): words with no colon, quotes, braces, brackets or
# bar, so not a cost or symbol row ("Prototype {3}{U} —", "{TK}{TK} —", "{P} —", "[−2]: Heist! —"), a quoted
# ability or a table row ("1 | Trapped! —"), and not starting with a bullet or "+" (a mode, CR 700.2; a spree
# mode "+ {1} —", CR 702.172a).
_ABILITY_WORD_RE = LazyPattern(r"^([^\s•+{\[(\"☐♦|][^:\"{}\[\]|•\n—]{0,60}?) — (?=\S)")
# "[Words] N —" is a keyword with its number ("Suspend 17 — {0}", CR 702.62a) or a numbered stage ("Stage 2 —"),
# not an ability word: the only ability words with a number are descend 4 and descend 8 (CR 207.2c).
_NUMBERED_WORD_RE = LazyPattern(r"^(?!Descend [48]$).* \d+$")
_TRIGGER_RE = LazyPattern(r"^(?:When|Whenever|At)\b")
# CR 103.6: an action a player may take with a card from their opening hand once the mulligans are done, before the
# first turn ("You may reveal this card from your opening hand. If you do, ...", "If this card is in your opening
# hand, you may begin the game with it on the battlefield."); later sentences of the paragraph say what doing it does.
_OPENING_HAND_RE = LazyPattern(
    r"^(?:You may reveal ~ from your opening hand\.|If ~ is in your opening hand(?: and you're not the starting "
    r"player)?, you may (?:begin the game with (?:~|it|him|her) on the battlefield|reveal it|exile it)\b)"
)
_IF_YOU_DO_RE = LazyPattern(r"^If you do, ")
_COST_START = LazyPattern(
    r"^(?:\{|\[|X\b|Sacrifice|Pay|Discard|Exile|Remove|Tap|Untap|Put|Return|Reveal|Mill|Collect evidence|Forage|"
    r"Behold|Blight|Waterbend|Airbend|Earthbend|Expend|Return|Roll|Turn|Draw|Shuffle|Lose|Gain|Distribute)"
)
_ADD_RE = LazyPattern(
    r"\b(?:[Aa]dd|adds)\s+(?:\{|one\b|two\b|three\b|four\b|five\b|six\b|seven\b|"
    r"eight\b|nine\b|ten\b|X\b|an amount\b|that much\b|mana\b|an additional\b|[a-z]+ mana\b|the\b|twice\b)"
    # CR 605.1a: doubling the mana in a pool adds mana too (Doubling Cube).
    r"|\b[Dd]ouble the amount of each type of (?:unspent )?mana\b"
)
_TARGET_RE = LazyPattern(r"\btargets?\b", re.IGNORECASE)
_RELEVANT_STATIC_RE = LazyPattern(
    r"\btapped for mana\b|\btaps? [^.]* for mana\b|\bmana of\b|\bproduces?\b|\bspend\b|\bhaste\b|\briot\b|"
    r"\bbasic land types?\b|\bland types?\b|\bcould produce\b|\bmana abilit|\badd(?:s)? (?:\{|one|an additional)|"
    r"\bpay 2 life rather than pay that mana\b|"
    # CR 707.9: a permanent that entered as a copy has the copied values, which the state doesn't give.
    r"\benters? (?:tapped )?as a copy\b|\bbecomes? a copy\b|"
    r"\b(?:is|are) (?:an? )?(?:Plains|Islands?|Swamps?|Mountains?|Forests?)\b|\bis the chosen type\b|"
    r"\bis every nonbasic land type\b|\bcan't be activated\b|"
    # Abilities, types and colours of permanents, which every question reads (CR 613.1d-f), and the costs a
    # player may pay (CR 119.4, 119.8; sacrifice, CR 701.21a).
    r"\blos(?:e|es) all (?:other )?(?:card types and |land types and )?abilities\b|"
    r"\bha(?:s|ve) (?:all )?(?:the )?(?:activated|triggered|activated and triggered|loyalty|mana) abilities\b|"
    # CR 602.5, 605.3a: when abilities may be activated ("Players can cast spells and activate abilities only
    # during their own turns."; a mana ability is an activated ability).
    r"\bactivate (?:activated )?abilities\b|"
    r"\bin addition to (?:its|their) other (?:card )?types\b|"
    r"\b(?:is|are) (?:an? )?(?:\d+/\d+ )?(?:(?:colorless|white|blue|black|red|green|(?-i:[A-Z][\w'-]*)) )*(?:artifact "
    r"|legendary )*(?:creatures?|artifacts?)\b(?! (?:cards?|spells?|tokens?)\b)|"
    r"\b(?:is|are) (?:colorless|all colors|every color|white|blue|black|red|green)\b|"
    # CR 603.2d, 605.1b: a triggered mana ability triggering additional times adds more mana.
    r"\btriggers? (?:an additional time|(?:two|three) additional times)\b|"
    r"\bcan't pay life\b|\blife totals? can't change\b|\bcan't be sacrificed\b|\bcan't sacrifice\b|"
    # CR 702.12b, 701.21a: "can't die" (Everlasting Lich) is indestructible and can't be sacrificed.
    r"\bcan't die\b|"
    # CR 700.5, 700.5a: devotion, which mana amounts and the Theros gods' type read, with the effects that modify it
    # (Altar of the Pantheon: "Your devotion to each color ... is increased by one.").
    r"\bdevotion\b|"
    # CR 602.5, 602.2b: who may activate which abilities, and what activating them costs.
    r"\bto activate\b|\bcan't (?:cast [^.]*? or |play [^.]*? or )?activate\b|\bmay activate\b|"
    # CR 702.122a, 702.122c, 702.171a: which creatures may crew or saddle, and with what power.
    r"\bcrews? Vehicles\b|\bsaddles? Mounts\b|\bcrew cost\b|\bha(?:s|ve) crew\b|"
    # CR 606.3, 606.4: how often loyalty abilities may be activated (Oath of Teferi), and whether the loyalty
    # counters of their costs can be put on the permanent (Solemnity: CR 118.3).
    r"\bloyalty abilit|\bcounters can't be put on\b|\bcan't have (?:[+-]\d+/[+-]\d+ |\w+ )?counters put on\b|"
    # CR 702.6a, 602.2b, 118.9: what equip abilities cost, when they may be activated, which Equipment have one.
    r"\bequip costs?\b|\bthe equip cost\b|\bactivate equip abilities\b|\bha(?:s|ve) equip\b|"
    # CR 615.1a, 614.1a, 120.3: damage prevented, replaced or kept from changing life (Personal Sanctuary, Worship):
    # a mana ability's own damage (a pain land) comes before a payment's life (CR 605.3b, 119.4).
    r"\bprevent\b[^.]*\bdamage\b|\bdamage that would\b|\bdamage would be dealt\b|\bdouble all [^.]*\bdamage\b|"
    r"\bwould (?:deal|be dealt)\b[^.]*\bdamage\b|\bdamage (?:doesn't|can't)\b",
    re.IGNORECASE,
)
_ANY_QUOTE = LazyPattern(r"\"[^\"]*\"")
# CR 106.6: an additional effect on the spell or ability the mana is spent on, or a delayed trigger when it is
# spent; it doesn't change the mana's type nor what it may pay for, so it is understood as a rider.
_SPEND_EFFECT_RE = LazyPattern(
    r"^(?:When you spend this mana\b|When that mana is spent\b|If (?:that|this) mana is spent\b|"
    r"If you spend this mana\b)"
)
# CR 603.7a: a "When ..." sentence in an activated ability's effect creates a delayed triggered ability; it and the
# sentences after it are that ability's text (Magus Lucea Kane: "When you next cast a spell with {X} ..., copy that
# spell or ability. You may choose new targets for the copy."), not the activated ability's.
_DELAYED_TRIGGER_RE = LazyPattern(r"^(?:When|Whenever)\b")


# ------------------------------------------------------------------------------------------------ public values
class ReadCard(Struct, frozen=True):
    """How a card's text was read: its abilities in the contract's order and every sentence not understood."""

    abilities: tuple[Ability, ...]
    unsupported: tuple[str, ...] = ()


class _NotUnderstood(Exception):
    """A sentence the grammar parses but whose words the reader can't map to the model (never guessed)."""


# ------------------------------------------------------------------------------------------------ text helpers
def strip_reminder(text: str) -> str:
    """Remove reminder text (CR 207.2a: parenthesised italic text) and tidy spaces; keeps everything else."""
    out: list[str] = []
    depth = 0
    for ch in text:
        if ch == "(":
            depth += 1
        elif ch == ")" and depth:
            depth -= 1
        elif depth == 0:
            out.append(ch)
    s = "".join(out)
    s = re.sub(r"[ \t]+", " ", s)
    s = re.sub(r" ([.,;:])", r"\1", s)
    return s.strip()


_DIE_RESULT_RE = LazyPattern(r"^\d+(?:[-–]\d+| or \d+)? [|—] ")


def _paragraphs(text: str) -> list[str]:
    """Paragraphs of Oracle text without reminder text; bullet lines (CR 700.2) and the result lines of a die
    roll's table ("1-9 | ...", CR 706.2) join the paragraph above, and so do the lines of a level up card's
    striation (CR 711.2a: "LEVEL 1-4", its power/toughness and its abilities are one static ability)."""
    paras: list[str] = []
    in_level = False
    for raw in text.replace("\r", "").split("\n"):
        line = strip_reminder(raw)
        if not line:
            continue
        if _LEVEL_RE.match(line):
            in_level = True
            paras.append(line)
        elif (line.startswith(("•", "+ ")) or _DIE_RESULT_RE.match(line) or in_level) and paras:
            paras[-1] = paras[-1] + "\n" + line
        else:
            paras.append(line)
    return paras


def _ability_word(par: str) -> re.Match[str] | None:
    """The ability word or flavor word at the start of paragraph ``par`` (CR 207.2c, 207.2d), as a match whose group
    1 is the word and whose end is where the ability's own text starts; ``None`` when ``par`` starts with none. A
    die roll's result row ("3 — ...", CR 706.2) has none, and neither has "[Words] N — ..." unless the words are
    "Descend" and N is 4 or 8."""
    m = _ABILITY_WORD_RE.match(par)
    if m is None or _DIE_RESULT_RE.match(par) or _NUMBERED_WORD_RE.match(m.group(1)):
        return None
    return m


def _without_ability_word(par: str) -> str:
    """Paragraph ``par`` without its ability word or flavor word (:func:`_ability_word`), which has no rules meaning
    (CR 207.2c, 207.2d)."""
    m = _ability_word(par)
    return par if m is None else par[m.end():]


def _split_outside_quotes(text: str, sep: str) -> list[str]:
    parts: list[str] = []
    depth = 0
    cur: list[str] = []
    i = 0
    while i < len(text):
        ch = text[i]
        if ch == '"':
            depth ^= 1
        if depth == 0 and text.startswith(sep, i):
            parts.append("".join(cur))
            cur = []
            i += len(sep)
            continue
        cur.append(ch)
        i += 1
    parts.append("".join(cur))
    return parts


def _sentences(text: str) -> list[str]:
    """Sentences of one paragraph (without bullets), split at periods outside quotes; each keeps its period."""
    out: list[str] = []
    depth = 0
    start = 0
    for i, ch in enumerate(text):
        if ch == '"':
            depth ^= 1
            if depth == 0 and i > 0 and text[i - 1] == "." and (i + 1 == len(text) or text[i + 1] == " "):
                out.append(text[start : i + 1].strip())
                start = i + 1
        elif ch == "." and depth == 0 and (i + 1 == len(text) or text[i + 1] == " "):
            out.append(text[start : i + 1].strip())
            start = i + 1
    tail = text[start:].strip()
    if tail:
        out.append(tail)
    return [s for s in out if s]


def _outside_quotes(text: str) -> str:
    return _ANY_QUOTE.sub('""', text)


def normalize_reference(text: str, card_name: str = "") -> str:
    """Text with self-references as ``~`` (the card's name, a legendary short name, "this creature", ...),
    curly quotes straight, the minus sign as ``-`` and whitespace collapsed; used to compare ability texts. The name
    after "a" or "an" is a name used as a noun, not the card itself ("If you control a Command Tower and a Command
    Power Plant" in Command Power Plant's text: an object with that name, CR 201.2), and is kept."""
    s = text.replace("’", "'").replace("“", '"').replace("”", '"').replace("−", "-")
    for form in name_forms(card_name.replace("’", "'")):
        s = re.sub(r"(?<![\w'])(?<!\ba )(?<!\ban )" + re.escape(form) + r"(?![\w])", "~", s)
    s = _SELF_RE.sub("~", s)
    return re.sub(r"\s+", " ", s).strip()


def _grammar_input(sentence: str, card_name: str) -> str:
    s = normalize_reference(sentence, card_name)
    s = s.rstrip()
    s = s.removesuffix(".")
    if s.startswith('"') and s.endswith('"'):
        s = s[1:-1]
    first = s.split(" ", 1)[0]
    if first and first != "~" and not _is_subtype_word(first.rstrip(",")) and not _starts_with_card_name(s):
        s = s[0].lower() + s[1:]
    return s


#: "Command Towers you control have ...": capitalised words before "you control", a card's name perhaps.
_NAMED_SUBJECT = LazyPattern(r"^([A-Z][\w'-]*(?: [A-Z][\w'-]*)+) you control\b")


def _starts_with_card_name(sentence: str) -> bool:
    """Does ``sentence`` begin with a card's name used as a noun, perhaps in the plural, before "you control"
    ("Command Towers you control have ...", CR 201.2), whose capitals the grammar reads?"""
    m = _NAMED_SUBJECT.match(sentence)
    return m is not None and any(is_card_name(n) for n in Named(m.group(1), plural=True).spellings())


def _is_subtype_word(word: str) -> bool:
    return singular_subtype(word) is not None


# ------------------------------------------------------------------------------------------------ the grammar
_PARSER: Any = None
_TRANSFORMER: Any = None


def _parser() -> tuple[Any, Any]:
    global _PARSER, _TRANSFORMER
    if _PARSER is None:
        from lark import Lark
        from mtgsolver.model.transformer import OracleTransformer

        _PARSER = Lark(GRAMMAR_PATH.read_text(encoding="utf-8"), parser="earley", lexer="basic", ambiguity="resolve",
                       start=list(_START_RULES))
        _TRANSFORMER = OracleTransformer()
    return _PARSER, _TRANSFORMER


#: The grammar's start rules: a whole sentence, and the parts of a static sentence :mod:`model.layers` reads (the
#: condition of "as long as ...", CR 611.3a; what "for each ..." or "equal to the number of ..." counts, CR 613.4).
_START_RULES = ("start", "condition", "count_list")


#: The longest sentence the grammar is asked to read (the corpus's longest is under 500 characters; the Earley
#: parser's time grows with the length, so a longer one is not understood rather than parsed for seconds).
MAX_SENTENCE_LENGTH = 600


@lru_cache(maxsize=65536)
def _parse_sentence(text: str) -> tuple[Any, ...] | None:
    """The grammar's reading of one normalised sentence, or ``None`` when it doesn't parse or map (or is longer
    than :data:`MAX_SENTENCE_LENGTH`). A reading made by an earlier process of the same code is taken from the
    readings cache (``model/readings_cache.py``), so the grammar is compiled only for a sentence none has read."""
    return cast("tuple[Any, ...] | None", _parse_from(text, "start"))


def _parse_from(text: str, start: str) -> Any:
    """The grammar's reading of normalised ``text`` from start rule ``start`` (:data:`_START_RULES`), or ``None``;
    kept in the readings cache under the rule's name for a rule other than ``start``."""
    if len(text) > MAX_SENTENCE_LENGTH:
        return None
    cache = readings_cache()
    key = text if start == "start" else f"<{start}> {text}"
    stored = cache.get(key)
    if stored is not MISSING:
        return stored
    result = _parse_with_grammar(text, start)
    cache.put(key, result)
    return result


@lru_cache(maxsize=4096)
def read_condition(text: str) -> StateCondition | None:
    """The condition of a static sentence's "as long as ``text``" (self-references as ``~``: "you have no cards
    in hand", "there are five or more growth counters on ~"), as the grammar's ``condition`` rule reads it (CR
    611.3a), or ``None`` when it doesn't."""
    result = _parse_from(text, "condition")
    return cast("StateCondition | None", result)


@lru_cache(maxsize=4096)
def read_count(text: str) -> tuple[Amount, ...] | None:
    """What "for each ``text``" or "equal to the number of ``text``" counts, one :class:`Amount` per "and each"
    ("creature you control and each creature card in your graveyard": the permanents, the graveyard's cards, CR
    613.4c; "cards in your hand", CR 402.1), or ``None`` when the grammar's ``count_list`` rule doesn't read it."""
    result = _parse_from(text, "count_list")
    return cast("tuple[Amount, ...] | None", result)


def _parse_with_grammar(text: str, start: str = "start") -> Any:
    """The lark grammar's reading of ``text`` from start rule ``start`` (:func:`_parse_from`)."""
    from lark.exceptions import LarkError, VisitError

    parser, transformer = _parser()
    try:
        tree = parser.parse(text, start=start)
        result = transformer.transform(tree)
    except VisitError as e:
        if isinstance(e.orig_exc, (_NotUnderstood, MtgSolverError, KeyError, ValueError)):
            return None
        raise
    except LarkError:
        return None
    return result


# ------------------------------------------------------------------------------------------------ reading
class _Ctx(Struct, frozen=True):
    name: str
    spell: bool = False
    #: The text has the station keyword (CR 702.184), so "N+ | ..." lines are station symbols (CR 721.2a).
    station: bool = False
    #: The card is a Saga (CR 714.1), so a line "IV Depression — ..." is a chapter with a name (CR 714.2b), not an
    #: ability word or flavor word before an ability ("I LOVE Squirrels! — {1}{G}{G}{G}: ...", CR 207.2d).
    saga: bool = False


class _ManaReading(Struct):
    production: ManaProduction | None = None
    restrictions: tuple[str, ...] = ()
    condition: StateCondition | None = None
    unsupported: tuple[str, ...] = ()


def _parse_cost(cost_text: str, ctx: _Ctx) -> tuple[Cost, list[str]]:
    """CR 118, 602.1a: the cost before the colon; parts not understood are kept as text and reported."""
    text = cost_text
    for form in name_forms(ctx.name):
        text = re.sub(r"(?<![\w'])" + re.escape(form) + r"(?![\w])", "this permanent", text)
    try:
        return Cost.parse(text), []
    except MtgSolverError:
        pass
    parts = []
    unsupported = []
    for p in (x for x in re.split(r",\s*", text) if x):
        try:
            parts.append(parse_part(p))
        except MtgSolverError:
            parts.append(OtherPart(p))
            unsupported.append(p)
    return Cost(tuple(parts)), unsupported


def _adds_mana(effect: str) -> bool:
    """CR 605.1a: the effect could add mana (an "Add ..." instruction outside quoted granted abilities)."""
    return _ADD_RE.search(_outside_quotes(effect)) is not None


def _targets_and_modes(text: str) -> tuple[tuple[TargetSpec, ...], tuple[Mode, ...], list[str]]:
    """Targets (CR 115.1) and modes (CR 700.2) from model.targets, when that module is present."""
    try:
        from mtgsolver.model.targets import parse_modes, parse_targets
    except ImportError:
        return (), (), []
    head, sep, _ = text.partition("\n")
    unsupported: list[str] = []
    targets: tuple[TargetSpec, ...] = ()
    modes: tuple[Mode, ...] = ()
    try:
        targets = tuple(parse_targets(head))
    except MtgSolverError as e:
        unsupported.append(getattr(e, "message", str(e)))
    if sep:
        try:
            modes = tuple(parse_modes(text))
        except MtgSolverError as e:
            unsupported.append(getattr(e, "message", str(e)))
    return targets, modes, unsupported


_THAT_LAND_COST = LazyPattern(r"^untap (?:a|target) tapped land (?P<whose>an opponent controls|you control)$",
                              re.IGNORECASE)


def _that_land_of_cost(reading: _ManaReading, cost: Cost, effect: str) -> _ManaReading:
    """"Add one mana of any type that land could produce" names the land of the cost (Benthic Explorers: "Untap a
    tapped land an opponent controls"): its could-produce source is that cost's land (costs ignored, CR 106.7, so
    any land of that controller). Without such a cost, "that land" is not understood."""
    if reading.production is None or not re.search(r"\bthat land could produce\b", effect):
        return reading
    whose = next((m.group("whose") for p in cost.others if (m := _THAT_LAND_COST.match(p.text))), None)
    if whose is None:
        return replace(reading, production=None, unsupported=(*reading.unsupported, effect.strip()))
    filt = ObjectFilter(card_types=frozenset({"land"}),
                        controller=Controller.OPPONENT if whose.startswith("an opponent") else Controller.YOU)

    def fix(production: ManaProduction) -> ManaProduction:
        recipes = tuple(ManaRecipe(tuple(
            replace(part, palette=replace(part.palette, source=filt))
            if part.palette.kind is PaletteKind.COULD_PRODUCE else part for part in r.parts))
            for r in production.alternatives)
        return replace(production, alternatives=recipes)

    return replace(reading, production=fix(reading.production))


def _sacrificed_of_cost(reading: _ManaReading, cost: Cost, effect: str) -> _ManaReading:
    """"Add an amount of {R} equal to the sacrificed artifact's mana value" reads the one permanent the cost
    sacrifices ("Sacrifice an artifact", CR 118.3, 608.2h); with no such part, or with several permanents
    sacrificed, "the sacrificed artifact" is not understood."""
    production = reading.production
    if production is None or not any(part.amount.kind in SACRIFICED_AMOUNTS for recipe in production.alternatives
                                     for part in recipe.parts):
        return reading
    others = [p for p in cost.sacrifices if not p.this]
    if len(others) == 1 and others[0].count == 1 and not others[0].x and not production.instead:
        return reading
    return replace(reading, production=None, unsupported=(*reading.unsupported, effect.strip()))


def _own_sentences(effect: str) -> list[str]:
    """The sentences of an activated ability's effect that are its own: those before a delayed triggered ability
    it creates (CR 603.7a), less those about spending the mana (CR 106.6), which don't change the mana made."""
    own: list[str] = []
    for sentence in _sentences(effect):
        if _DELAYED_TRIGGER_RE.match(sentence) and not _SPEND_EFFECT_RE.match(sentence):
            break
        if not _SPEND_EFFECT_RE.match(sentence):
            own.append(sentence)
    return own


def _read_mana_sentences(effect: str, ctx: _Ctx) -> _ManaReading:
    """The sentences of a mana ability's effect: one "Add ..." production, "instead" riders, a spending
    restriction (CR 106.6), activation restrictions (CR 602.5) and riders that don't change the mana."""
    production: ManaProduction | None = None
    instead: list[tuple[StateCondition, ManaProduction]] = []
    restriction: SpendRestriction | None = None
    restrictions: list[str] = []
    condition: StateCondition | None = None
    chosen = False
    player_chosen = False
    chosen_of: ObjectFilter | None = None
    life_lost = 0
    gains_life = False
    life_lost_if: list[tuple[StateCondition, int]] = []
    unsupported: list[str] = []
    for sentence in _own_sentences(effect):
        g = _grammar_input(sentence, ctx.name)
        r = _parse_sentence(g)
        if r is None and (unless := _unless_any_player_pays(sentence, ctx.name)) is not None:
            # Rhystic Cave: the mana is read, and the sentence stays unread, as an opponent may stop it.
            g = _grammar_input(unless, ctx.name)
            r = _parse_sentence(g)
            unsupported.append(sentence)
        if r is None:
            unsupported.append(sentence)
            continue
        tag = r[0]
        if tag == "choose_color":
            chosen = True
        elif tag == "choose_player":
            player_chosen = True
        elif tag == "player_adds" and production is None and player_chosen:
            # Spectral Searchlight: its controller may choose themselves (a choice as it resolves, CR 608.2d), so
            # what it could add to their pool is what the chosen player adds; another player's mana pays nothing of
            # theirs (CR 106.4).
            production = r[1]
        elif tag == "choose_color_of":
            chosen_of = r[1]
        elif tag == "add" and production is None:
            # "that color" is the colour chosen before, or, in "For each color among ..., add one mana of that
            # color" (Tarnation Vista), each colour of the same sentence.
            that_color = re.search(r"\bmana of that color\b", g) is not None and not g.startswith("for each color")
            if _THAT_TYPE_RE.search(g):
                unsupported.append(sentence)  # no mana added before it whose type "that type" could be
            elif that_color and chosen_of is not None and g == "add one mana of that color":
                # "Choose a color of a permanent you control. Add one mana of that color." (Meteor Crater)
                pal = Palette(PaletteKind.COLORS_OF, source=chosen_of)
                production = ManaProduction((ManaRecipe((ManaPart(Amount(), pal),)),))
            elif that_color and not chosen:
                unsupported.append(sentence)
            else:
                production = r[1]
        elif tag == "add_if" and production is None:
            # An ability that adds mana only under a condition: no mana unless an "instead" rider's holds.
            production = ManaProduction(())
            instead.append((r[1], r[2]))
        elif tag == "instead" and production is not None:
            alt = _of_that_type(r[2], production) if _THAT_TYPE_RE.search(g) else r[2]
            if alt is None:
                unsupported.append(sentence)
            else:
                instead.append((r[1], alt))
        elif tag == "spend" and restriction is None:
            restriction = replace(r[1], text=sentence)
        elif tag == "restriction":
            read = _restriction_items(r[1], condition)
            if read is None:
                unsupported.append(sentence)
            else:
                restrictions.extend(read[0])
                condition = read[1]
        elif tag == "rider":
            if isinstance(r[1], tuple) and r[1][0] == "life_gained":
                gains_life = True  # "You gain X life" (Springjack Pasture) too
            elif isinstance(r[1], tuple) and r[1][0] == "life_lost" and r[1][1] is None:
                unsupported.append(sentence)  # "you lose X life": an amount not read
            elif isinstance(r[1], tuple) and r[1][0] == "life_lost":
                if len(r[1]) == 3:
                    life_lost_if.append((r[1][2], r[1][1]))
                else:
                    life_lost += r[1][1]
        else:
            unsupported.append(sentence)
    if production is not None:
        production = ManaProduction(production.alternatives, tuple(instead), restriction, life_lost,
                                    tuple(life_lost_if), gains_life)
    return _ManaReading(production, tuple(restrictions), condition, tuple(unsupported))


_THAT_TYPE_RE = LazyPattern(r"\bmana of that type\b")
#: "Add one mana of that color unless any player pays {1}." (Rhystic Cave): any player may pay to stop the mana.
_UNLESS_ANY_PLAYER_PAYS_RE = LazyPattern(r"^(?P<add>Add [^.]+?) unless any player pays (?:\{[^}]+\})+\.?$")


def _unless_any_player_pays(sentence: str, card_name: str) -> str | None:
    """The "Add ..." clause of a sentence that adds mana "unless any player pays {1}" (Rhystic Cave) when the
    grammar reads it as an "Add ..." clause, else ``None``. Whether the mana is added is then another player's
    choice as it resolves, which no answer about the payer's payments knows (the sentence stays unread); what
    it could produce is the clause's (CR 106.7: what others may pay doesn't change the types)."""
    m = _UNLESS_ANY_PLAYER_PAYS_RE.match(sentence)
    if m is None:
        return None
    r = _parse_sentence(_grammar_input(m.group("add"), card_name))
    return m.group("add") if r is not None and r[0] == "add" else None


def _of_that_type(alt: ManaProduction, base: ManaProduction) -> ManaProduction | None:
    """"If this creature has a +1/+1 counter on it, add three mana of that type instead" (Incubation Druid): the
    rider's mana, all of the one type the ability's own "Add ..." makes, so its palette; ``None`` (not read) unless
    both add one part of mana."""
    if len(base.alternatives) != 1 or len(base.alternatives[0].parts) != 1:
        return None
    if len(alt.alternatives) != 1 or len(alt.alternatives[0].parts) != 1:
        return None
    part = alt.alternatives[0].parts[0]
    palette = base.alternatives[0].parts[0].palette
    return replace(alt, alternatives=(ManaRecipe((replace(part, palette=palette, combination=False),)),))


def _restriction_items(items: Sequence[tuple[str, StateCondition | None]], condition: StateCondition | None
                       ) -> tuple[list[str], StateCondition | None] | None:
    """The restrictions of one "Activate only ..." sentence (CR 602.5) and the activation condition with its
    condition added to ``condition``, the one an earlier sentence gave; ``None`` when the ability would have two
    conditions (not read: never guessed). "Activate only once" is ``"once"``: the state's ``activated_this_turn``
    and ``activated_earlier`` show whether it was activated (CR 602.5b)."""
    names: list[str] = []
    for name, cond in items:
        names.append(name)
        if cond is not None:
            if condition is not None:
                return None
            condition = cond
    return names, condition


#: CR 106.6: a sentence about spending the mana, a restriction on what it may pay for or an effect on what it is
#: spent on ("This doesn't affect the mana's type"); CR 106.7, 605.1: a rule about activating the ability (what it
#: would add if it resolved doesn't depend on who may activate it, nor when).
_SPENDING_OR_ACTIVATION_RE = LazyPattern(
    r"^(?:Spend this mana only\b|This mana can't be spent\b|Activate (?:this ability )?(?:only|no more than)\b|"
    r"Any player may activate this ability\b)|\bspend this mana\b|\b(?:this|that) mana is spent\b"
)
#: CR 106.6: a restriction on what the mana may be spent on ("Spend this mana only to cast kicked spells.").
_SPENDING_RESTRICTION_RE = LazyPattern(r"^(?:Spend this mana only\b|This mana can't be spent\b)")


def is_spending_restriction(sentence: str) -> bool:
    """Is ``sentence`` (one sentence of a mana ability) a restriction on what its mana may be spent on (CR 106.6),
    whatever the restriction says? Mana so restricted can't be counted on when what it pays for is not known."""
    return bool(_SPENDING_RESTRICTION_RE.match(sentence)) and not _adds_mana(sentence) and "instead" not in sentence


#: Words by which a sentence could speak of the mana an ability adds: its type, amount, colour, or a replacement.
_ABOUT_MANA_RE = LazyPattern(r"add|mana|instead|produc|colou?r|type|\{|\b(?:white|blue|black|red|green)\b",
                             re.IGNORECASE)


def unread_for_types(ability: Ability, *, amount_matters: bool = False) -> tuple[str, ...]:
    """The sentences of mana ability ``ability`` not understood that could change which types of mana it adds
    (CR 106.7), in the order of ``ability.unsupported``.

    All of them (or the ability's text) when what it adds was not read. Otherwise every one but its riders, which
    can't change the types: a part of its cost, unless what it adds is "the sacrificed" object's (CR 106.7 ignores
    costs); a sentence about spending the mana or about activating the ability that adds none (CR 106.6, 106.7,
    605.1); a sentence after the one that adds the mana that speaks neither of mana nor of adding, types,
    colours or "instead" (it acts once the mana is added: a delayed sacrifice, drawing a card, a counter); and,
    unless ``amount_matters`` (a replacement effect that reads the amount applies to the ability's object: Damping
    Sphere, CR 614.1a), an "If ..., add ... instead" rider whose condition is not read but whose mana is of the
    very types the ability adds without it (:func:`_instead_keeps_types`: Tower Worker's {C}{C}{C} for {C})."""
    if ability.mana is None and not ability.static:
        return ability.unsupported or (ability.text,)
    productions = () if ability.mana is None else (ability.mana, *(alt for _c, alt in ability.mana.instead))
    reads_cost = any(part.palette.source == "sacrificed" for production in productions
                     for recipe in production.alternatives for part in recipe.parts)
    cost_parts = () if ability.cost is None or reads_cost else tuple(p.text for p in ability.cost.others)
    sentences = _sentences(ability.text.split("\n", 1)[0])
    adds = next((i for i, s in enumerate(sentences) if _adds_mana(s)), len(sentences))
    later = sentences[adds + 1:]
    return tuple(
        u for u in ability.unsupported
        if not (u in cost_parts
                or (_SPENDING_OR_ACTIVATION_RE.search(u) and not _adds_mana(u) and "instead" not in u)
                or (u in later and not _ABOUT_MANA_RE.search(u))
                or (not amount_matters and _instead_keeps_types(ability, u))
                or _unless_paid_adds(ability, u)))


def _unless_paid_adds(ability: Ability, sentence: str) -> bool:
    """Is ``sentence`` the "Add ... unless any player pays {1}" of ``ability`` whose "Add ..." clause is what the
    ability was read to add (Rhystic Cave)? Another player's payment can only stop the mana, not change its types
    (CR 106.7)."""
    add = _unless_any_player_pays(sentence, "")
    r = None if add is None or ability.mana is None else _parse_sentence(_grammar_input(add, ""))
    return r is not None and ability.mana is not None and r[1].alternatives == ability.mana.alternatives


#: "If <condition>, add <mana> instead." / "If <condition>, instead add <mana>.": the rider's "Add ..." clause.
_INSTEAD_ADD_RE = LazyPattern(r"^If .+?, (?:instead (?P<first>add\b.+)|(?P<last>add\b.+) instead)\.?$")


def _instead_keeps_types(ability: Ability, sentence: str) -> bool:
    """Is ``sentence`` an "instead" rider of ``ability`` whose mana, read, is of exactly the types that the
    ability's read production (and each of its read riders) adds, each of them a fixed amount of listed types or of
    any colour? Whether its condition holds then can't change which types the ability adds (CR 106.7: only the
    types count): Tower Worker's "If you control creatures named Mine Worker and Power Plant Worker, add {C}{C}{C}
    instead" for {C}, Undermountain Adventurer's six {G} for {G}{G}."""
    m = _INSTEAD_ADD_RE.match(sentence)
    if ability.mana is None or m is None:
        return False
    r = _parse_sentence(_grammar_input(m.group("first") or m.group("last"), ""))
    if r is None or r[0] != "add":
        return False
    types = _fixed_types(r[1])
    return types is not None and all(
        _fixed_types(p) == types for p in (ability.mana, *(alt for _c, alt in ability.mana.instead)))


def _fixed_types(production: ManaProduction) -> frozenset[ManaType] | None:
    """The types ``production`` adds whatever the board, when each of its parts adds a fixed number (one or more)
    of mana of listed types or of any colour (CR 105.1); ``None`` otherwise."""
    types: set[ManaType] = set()
    for recipe in production.alternatives:
        for part in recipe.parts:
            if part.amount.kind is not AmountKind.FIXED or part.amount.value < 1 or part.each:
                return None
            if part.palette.kind is PaletteKind.ANY_COLOR:
                types.update(COLORS)
            elif part.palette.kind is PaletteKind.TYPES and part.palette.types:
                types.update(part.palette.types)
            else:
                return None
    return frozenset(types) if types else None


def unread_for_cost(ability: Ability) -> tuple[str, ...]:
    """The sentences of ``ability`` not understood that could change what activating it costs: a part of its cost
    (CR 602.1a) or its own cost change ("This ability costs {1} less to activate ...", CR 602.2b, 601.2f), in the
    order of ``ability.unsupported``. Where the ability can't be activated (a read activation condition that is
    false, CR 602.5), only these could change an answer about it: whether its cost could be paid."""
    cost_parts = () if ability.cost is None else tuple(p.text for p in ability.cost.others)
    return tuple(u for u in ability.unsupported if u in cost_parts or _OWN_COST_CHANGE.match(u))


#: A sentence of an activated ability's effect that could bear on activating it rather than on what it does as it
#: resolves: a restriction or permission ("Activate only ...", "Any player may activate this ability."), its own
#: cost change, a spending rule, or one about its X (CR 602.2b, 602.5, 107.3).
_ABOUT_ACTIVATING = LazyPattern(r"\bactivat|\bX\b|\bcosts?\b|\bspen[dt]\b", re.IGNORECASE)


def activation_text(ability_text: str) -> str:
    """The words of activated ability ``ability_text`` ("[Cost]: [Effect]", CR 602.1) that bear on whether it can
    be activated now and its cost paid: the cost and each sentence of the effect about activating it
    (:data:`_ABOUT_ACTIVATING`), one per line; the whole text when it has no cost before a colon (a keyword,
    "Equip {2}"). The rest of the effect happens only as it resolves (CR 602.2, 608.2) and can't change that; its
    targets are weighed apart (CR 601.2c)."""
    split = _cost_split(ability_text)
    if split is None:
        return ability_text
    cost, effect = split
    lines = [line.lstrip("•").strip() for line in effect.split("\n")]
    kept = [s for line in lines for s in _sentences(line) if _ABOUT_ACTIVATING.search(_outside_quotes(s))]
    return "\n".join([cost, *kept])


#: Words of a static sentence that can't change which types of mana an ability would add if it resolved now
#: (CR 106.7): who may activate or when (haste, "can't be activated", CR 302.6, 602.5), how mana may be spent (CR
#: 106.6, 609.4b), what spells cost or may be cast.
_NOT_ABOUT_TYPES_RE = LazyPattern(
    r"\bhaste\b|\bcan't be activated\b|\bactivate abilities\b|\bspend\b|\bspent\b|\bto cast\b|\bcan't cast\b|"
    r"\bas though\b|\bcosts? (?:an additional|\{[^}]+\} (?:more|less))\b[^.]*\bto activate\b|\bcan't activate\b",
    re.IGNORECASE)
_MANA_ABILITIES_WORDS = LazyPattern(r"\bmana abilities\b", re.IGNORECASE)
#: Words by which a static sentence could change the types an ability adds: its production, replacements, land
#: types, types or abilities of permanents (CR 305.7, 613, 614.1a).
_TYPES_RE = LazyPattern(
    r"\badds?\b|\bproduces?\b|\bland types?\b|\bcould produce\b|\binstead\b|"
    r"\blos(?:e|es) all (?:other )?(?:card types and |land types and )?abilities\b|\blos(?:e|es) all other\b|"
    r"\bha(?:s|ve) (?:all (?:the )?|the |each )activated abilit(?:y|ies)\b|\b(?:is|are) the chosen type\b|"
    r"\bas a copy\b|\b(?:it's|they're) (?:an? )?lands?\b|"
    r"\b(?:is|are|becomes?) (?:an? )?(?:Plains|Islands?|Swamps?|Mountains?|Forests?|lands?)\b|\bmana of any type\b|"
    r"\b(?:Plains|Islands?|Swamps?|Mountains?|Forests?) lands?\b|"
    r"\"[^\"]*(?:\badd\b|\{)|"
    # CR 205.4, 205.3m: a supertype or every creature type, which a read grant of mana abilities may ask for
    # ("Basic lands you control have "{T}: Add {C}{C}."", Nexos; CR 613.1f after 613.1d).
    r"\b(?:is|are|it's) (?:also )?(?:no longer )?(?:snow|basic|legendary)\b|\bevery creature type\b", re.IGNORECASE)


def unread_static_for_types(ability: Ability, *, reads_board: bool = True,
                            stats_read: frozenset[StaticReach] = POWER_REACHES) -> tuple[str, ...]:
    """The sentences of static ability ``ability`` not understood that could change which types of mana a
    permanent's abilities would add if they resolved now (CR 106.7): all but those only about activating, spending
    or casting (haste, "Activated abilities of artifacts can't be activated unless they're mana abilities",
    "spend mana as though it were mana of any color", "Mana abilities of this land cost an additional 1 life to
    activate"), which can't (CR 106.7 asks what an ability would produce if
    it resolved, whether or not it could be activated or its mana spent), and all but those whose
    :func:`model.relevance.static_reaches` hold :attr:`~model.relevance.StaticReach.CHANGES` (a sentence that only
    gives haste, widens or narrows spending and activating, or acts as a permanent enters can't either; one that
    changes only power and toughness or combat abilities only when ``reads_board`` and its reach is one of
    ``stats_read``, those the mana asked about reads: :func:`model.relevance.reaches_read_by`). Without
    ``reads_board`` (the mana asked about reads no other object: no "for each", no "could produce", no colours of
    permanents, no "instead" condition), a sentence that changes only other characteristics (card types,
    creature types, colours, power and toughness, combat keywords: "Enchanted land is a 4/5 green Spirit creature",
    "As long as you control an artifact, this creature gets +2/+0 and has flying") can't either;
    one about what is added, abilities, or land types still can."""
    return tuple(u for u in ability.unsupported
                 if (StaticReach.CHANGES in static_reaches(u)
                     or (reads_board and static_reaches(u) & stats_read))
                 and (reads_board or _TYPES_RE.search(u))
                 and not (_NOT_ABOUT_TYPES_RE.search(u)
                          and not _TYPES_RE.search(_MANA_ABILITIES_WORDS.sub("", _NOT_ABOUT_TYPES_RE.sub("", u)))))


#: "This ability costs {1} less to activate ...": an activated ability's own cost change (CR 602.2b, 601.2f).
_OWN_COST_CHANGE = LazyPattern(r"^This ability costs\b[^.]*\bto activate\b")


def _layer_statics(card_name: str) -> Statics:
    """How :mod:`model.layers` reads the counts and conditions of the static abilities of a card named
    ``card_name`` (:class:`model.layers.Statics`): by the grammar."""
    from mtgsolver.model.layers import Statics

    return Statics(card_name, normalize_reference, read_condition, read_count)


#: Words of an effect that a spell or ability makes as it resolves, not a static ability's (CR 611.2).
_ONE_SHOT_RE = LazyPattern(r"\btargets?\b|\buntil end of turn\b|\buntil your next turn\b", re.IGNORECASE)


def unread_characteristic_sentences(text: str, card_name: str) -> tuple[str, ...]:
    """The sentences of the static abilities of an Oracle ``text`` (of a card named ``card_name``) that change
    types, colours, abilities or power/toughness (:func:`model.layers.changes_characteristics`, CR 613.1d-g) and
    that no reader here reads (:mod:`model.layers`, the keyword grants of :mod:`model.keywords`). Such a sentence
    could change which objects a description fits, so an answer about targets is not guessed. A land-type change
    the board view applies (Urborg's "Each land is a Swamp in addition", Thran Portal's "is the chosen type" when
    the text chooses a land type; layer 4, CR 305.7) is read."""
    from mtgsolver.model.layers import read_layer_sentences

    out: list[str] = []
    chooses_land_type = _chooses_land_type(text)
    for par in _paragraphs(text):
        body = _without_ability_word(par)
        if _TRIGGER_RE.match(body) or _cost_split(body) is not None or _keyword_line(body) is not None:
            continue
        sentences = _sentences(body.split("\n", 1)[0])
        _layered, taken = read_layer_sentences(sentences, singular_subtype, read_ability_text,
                                               _layer_statics(card_name))
        out.extend(sentence for i, sentence in enumerate(sentences)
                   if i not in taken and _unread_characteristic(sentence, card_name, chooses_land_type))
    return tuple(out)


def _unread_characteristic(sentence: str, card_name: str, chooses_land_type: bool, *, land_types: bool = True) -> bool:
    """Is static ``sentence`` (one :func:`model.layers.read_layer_sentences` didn't take) one that changes types,
    colours, abilities or power/toughness (CR 613.1d-g) that no reader here reads? The one rule by which the
    static abilities of a card (:func:`read_card`, their ``unsupported``) and
    :func:`unread_characteristic_sentences` tell such a sentence, so that none is counted as read and not
    applied. Without ``land_types`` (a sentence :func:`_relevant_static` passed over, so no land-type change) the
    grammar is not asked whether it is one."""
    from mtgsolver.model.layers import changes_characteristics

    if _ONE_SHOT_RE.search(_outside_quotes(sentence)):
        return False
    if unread_grant(sentence, card_name):
        return True  # worded as a keyword grant, with words that are no keyword the board applies (CR 613.1f)
    if not changes_characteristics(_outside_quotes(sentence)):
        return False
    if enters_as_copy(sentence):
        return False  # CR 707.5: what it copied is the state's chosen "copy" (model.entered_copy)
    if read_grants(sentence) or read_player_grant(sentence) or (
            read_conditional_self_grant(sentence, card_name) is not None):
        return False
    if not land_types:
        return True
    r = _parse_sentence(_grammar_input(sentence, card_name))
    return not (r is not None and r[0] == "static" and isinstance(r[1], LandTypeEffect) and (
        chooses_land_type or not r[1].chosen))


#: Cost parts that take the card from a zone other than the battlefield (self-references as ``~``): discarding it
#: or revealing it from the hand, exiling it from the graveyard (CR 113.6m, 113.6j).
_SELF_COST_ZONES = (
    (LazyPattern(r"^discard ~$", re.IGNORECASE), Zone.HAND, "CR 113.6m"),
    (LazyPattern(r"^reveal ~ from your hand$", re.IGNORECASE), Zone.HAND, "CR 113.6j"),
    (LazyPattern(r"^exile ~ from your graveyard$", re.IGNORECASE), Zone.GRAVEYARD, "CR 113.6m"),
)
#: An effect sentence that returns or puts the card from its owner's graveyard (CR 113.6m: "Put this card from your
#: graveyard on top of your library.", Champion of Stray Souls), from there or exile ("Return this card from your
#: graveyard or from exile to the battlefield tapped.", Mister Immortal), from exile (Torrent Elemental), or from
#: its owner's hand onto the battlefield; with another card ("Return this card and up to one other target creature
#: card from your graveyard to the battlefield.", Slimefoot and Squee).
_MOVES_SELF_OUT = LazyPattern(r"^(?:return|put) ~(?: and [^,]+?)? from (?:your (?:(?P<graveyard>graveyard)(?P<exile> or from exile)?|hand)"
                              r"|(?P<exiled>exile)) (?:to|onto|on|into)\b", re.IGNORECASE)
#: "Activate only if this card is in your graveyard." (Loathsome Troll): the ability states its zone (CR 113.6b).
_ONLY_IN_GRAVEYARD = LazyPattern(r"^Activate only if ~ is in your graveyard\.?$")
#: Activated keyword abilities that function only in a zone other than the battlefield, the rule, and whether the
#: cost they stand for takes the card from there ("Cycling [cost]" means "[Cost], Discard this card: ...").
_KEYWORD_ZONES: dict[str, FunctionsIn] = {
    "cycling": FunctionsIn((Zone.HAND,), "CR 702.29a", by_cost=True),
    "transmute": FunctionsIn((Zone.HAND,), "CR 702.53a", by_cost=True),
    "reinforce": FunctionsIn((Zone.HAND,), "CR 702.77a", by_cost=True),
    "ninjutsu": FunctionsIn((Zone.HAND,), "CR 702.49a", by_cost=True),
    "commander ninjutsu": FunctionsIn((Zone.HAND, Zone.COMMAND), "CR 702.49d", by_cost=True),
    "unearth": FunctionsIn((Zone.GRAVEYARD,), "CR 702.84a"),
    "scavenge": FunctionsIn((Zone.GRAVEYARD,), "CR 702.97a", by_cost=True),
    "embalm": FunctionsIn((Zone.GRAVEYARD,), "CR 702.128a", by_cost=True),
    "eternalize": FunctionsIn((Zone.GRAVEYARD,), "CR 702.129a", by_cost=True),
    "encore": FunctionsIn((Zone.GRAVEYARD,), "CR 702.141a", by_cost=True),
}


def _functions_in(cost: Cost, effect: str, ctx: _Ctx) -> FunctionsIn | None:
    """Where an activated ability with ``cost`` and ``effect`` functions when not on the battlefield (CR 113.6b, j,
    m; :class:`FunctionsIn`), or ``None``."""
    for part in cost.parts:
        if isinstance(part, ExileFromHandPart):
            return FunctionsIn((Zone.HAND,), "CR 113.6m", by_cost=True)
        if isinstance(part, OtherPart | MoveSelfPart):
            text = normalize_reference(part.text, ctx.name)
            for pattern, zone, rule in _SELF_COST_ZONES:
                if pattern.match(text):
                    return FunctionsIn((zone,), rule, by_cost=True)
    sentences = [normalize_reference(x, ctx.name) for x in _sentences(effect.split("\n", 1)[0])]
    for m in filter(None, map(_MOVES_SELF_OUT.match, sentences)):
        if m.group("exiled"):
            return FunctionsIn((Zone.EXILE,), "CR 113.6m")
        if not m.group("graveyard"):
            return FunctionsIn((Zone.HAND,), "CR 113.6m")
        return FunctionsIn((Zone.GRAVEYARD, Zone.EXILE) if m.group("exile") else (Zone.GRAVEYARD,), "CR 113.6m")
    if any(_ONLY_IN_GRAVEYARD.match(x) for x in sentences):
        return FunctionsIn((Zone.GRAVEYARD,), "CR 113.6b")
    return None


def _own_reduction(sentence: str, ctx: _Ctx) -> OwnCostReduction | None:
    """The ability's own cost reduction of ``sentence`` ("This ability costs {1} less to activate for each Vampire
    you control.", "... {2} less to activate if you control a legendary creature."), or ``None`` when it is not
    read (CR 602.2b, 601.2f)."""
    m = _OWN_REDUCTION.match(normalize_reference(sentence, ctx.name))
    if m is None:
        return None
    generic = int(m["n"])
    if m["each"] is not None:
        counts = read_count(m["each"])
        return None if counts is None else OwnCostReduction(generic, per=counts)
    condition = read_condition(m["cond"])
    return None if condition is None else OwnCostReduction(generic, condition=condition)


#: "This ability costs {1} less to activate for each legendary creature you control." / "... if <condition>.".
_OWN_REDUCTION = LazyPattern(r"^This ability costs \{(?P<n>\d+)\} less to activate (?:for each (?P<each>[^.]+)|"
                             r"if (?P<cond>[^.]+))\.?$")


#: A sentence of an activated ability's effect, not "Activate ...", that says who may activate it ("Only your
#: opponents may activate this ability.", CR 602.2), where ("You may also activate this ability while this card is
#: in your graveyard.", CR 113.6b), when ("You can't activate this ability during combat.", CR 602.5) or with what
#: mana ("Spend only mana of the chosen color to activate this ability."): none is read.
_WHO_OR_WHERE_ACTIVATES = LazyPattern(r"^(?:Only .+? may activate this ability|You can't activate this ability|You may "
                                      r"(?:also )?activate this ability|Spend only .+? to activate this ability)\b")


def _read_restrictions(effect: str, ctx: _Ctx
                       ) -> tuple[tuple[str, ...], StateCondition | None, list[str], OwnCostReduction | None]:
    """CR 602.5: "Activate only ..." sentences of a (non-mana) activated ability, and its own cost reduction (CR
    602.2b)."""
    restrictions: list[str] = []
    condition: StateCondition | None = None
    unsupported: list[str] = []
    reduction: OwnCostReduction | None = None
    for sentence in _sentences(effect.split("\n", 1)[0]):
        if _OWN_COST_CHANGE.match(sentence):
            # CR 602.2b, 601.2f: the ability's own cost change; one not read ("This ability costs {X} less to
            # activate, where X is ...", "{1} more") leaves what it costs unknown.
            got = _own_reduction(sentence, ctx)
            if got is None or reduction is not None:
                unsupported.append(sentence)
            reduction = got
            continue
        if _WHO_OR_WHERE_ACTIVATES.match(sentence):
            unsupported.append(sentence)  # CR 602.2, 113.6b, 602.5: who may activate it, where, when, with what mana
            continue
        if not sentence.startswith("Activate ") or _ONLY_IN_GRAVEYARD.match(normalize_reference(sentence, ctx.name)):
            continue  # the zone it states is read by _functions_in (CR 113.6b)
        r = _parse_sentence(_grammar_input(sentence, ctx.name))
        read = _restriction_items(r[1], condition) if r is not None and r[0] == "restriction" else None
        if read is None:
            unsupported.append(sentence)
            continue
        restrictions.extend(read[0])
        condition = read[1]
    return tuple(restrictions), condition, unsupported, reduction


def _activated(
    text: str, cost_text: str, effect: str, ctx: _Ctx, *, loyalty: bool = False, keyword: str | None = None
) -> Ability:
    """CR 602.1 / 605.1a / 606: an activated ability, a mana ability when it could add mana, has no target and
    isn't a loyalty ability."""
    cost, unsupported = _parse_cost(cost_text, ctx)
    # A delayed triggered ability the ability creates ("When that mana is spent ...", "When you next cast ...") has
    # targets of its own ("choose new targets for the copy"); they are not this ability's (CR 603.7a, 605.1a).
    own = " ".join(_own_sentences(effect))
    whole = _outside_quotes(cost_text + ": " + own)
    if _adds_mana(own) and not loyalty and not _TARGET_RE.search(whole):
        reading = _read_mana_sentences(effect, ctx)
        reading = _that_land_of_cost(reading, cost, effect)
        reading = _sacrificed_of_cost(reading, cost, effect)
        return Ability(
            0, text, AbilityKind.MANA, cost=cost, mana=reading.production, keyword=keyword,
            unsupported=tuple(unsupported) + reading.unsupported, restrictions=reading.restrictions,
            activation_condition=reading.condition, functions_in=_functions_in(cost, effect, ctx),
        )
    targets, modes, unsup_t = _targets_and_modes(effect)
    restrictions, condition, unsup_r, reduction = _read_restrictions(effect, ctx)
    return Ability(
        0, text, AbilityKind.ACTIVATED, cost=cost, targets=targets, modes=modes, loyalty=loyalty, keyword=keyword,
        unsupported=tuple(unsupported + unsup_t + unsup_r), restrictions=restrictions, activation_condition=condition,
        functions_in=_functions_in(cost, effect, ctx), adds_on_resolution=_adds_mana(own),
        resolution_types=_resolution_types(effect, ctx) if _adds_mana(own) else None, own_reduction=reduction,
    )


def _triggered(text: str, body: str, ctx: _Ctx, *, trigger: str | None = None, keyword: str | None = None) -> Ability:
    """CR 603.1: "When/Whenever/At [condition], [effect]"; a mana ability when it triggers from tapping for mana
    or a mana ability, could add mana and has no target (CR 605.1b)."""
    if trigger is None:
        head, sep, effect = body.partition(", ")
        trigger = head if sep else body
    else:
        effect = body
    # CR 605.1b: it triggers from a mana ability or mana being added ("Whenever a land's ability causes you to add one
    # or more mana of the chosen color", Caged Sun).
    mana_trigger = re.search(r"\bfor mana\b|\bmana abilit|\bcauses you to add\b", trigger) is not None
    if mana_trigger and re.search(r"\badds?\b", _outside_quotes(effect)) and not _TARGET_RE.search(
        _outside_quotes(body)
    ):
        sentences = _sentences(body)
        r = _parse_sentence(_grammar_input(sentences[0], ctx.name)) if sentences else None
        unsupported = [s for s in sentences[1:] if _parse_sentence(_grammar_input(s, ctx.name)) is None]
        if r is None or r[0] != "trigger_mana":
            return Ability(0, text, AbilityKind.MANA, trigger=trigger, keyword=keyword,
                           unsupported=tuple(sentences[:1] + unsupported))
        effect_static: TappedForManaTrigger = r[1]
        adds = effect_static.adds
        return Ability(
            0, text, AbilityKind.MANA, trigger=trigger, keyword=keyword, static=(effect_static,),
            mana=adds if isinstance(adds, ManaProduction) else None, unsupported=tuple(unsupported),
        )
    targets, modes, unsupported_t = _targets_and_modes(effect)
    statics, _ = _effect_statics(body, ctx)
    hurt = _BECOMES_TAPPED_DAMAGE_RE.fullmatch(body)
    if hurt and hurt["name"] in (None, ctx.name):
        # City of Brass: each time it becomes tapped (for mana too), its controller loses that life (CR 120.3a).
        statics = (*statics, BecomesTappedDamage(amount=int(hurt["n"])))
    adds_mana = _adds_mana(" ".join(_own_sentences(effect)))
    return Ability(0, text, AbilityKind.TRIGGERED, targets=targets, modes=modes, trigger=trigger, keyword=keyword,
                   static=statics, unsupported=tuple(unsupported_t), adds_on_resolution=adds_mana,
                   resolution_types=_resolution_types(effect, ctx) if adds_mana and not _INTERVENING_IF.match(effect)
                   else None)


#: A triggered ability's intervening "if" clause (CR 603.4), checked again as it resolves: "if you control ...,".
_INTERVENING_IF = LazyPattern(r"^if\b", re.IGNORECASE)


def _resolution_types(effect: str, ctx: _Ctx) -> tuple[ManaType, ...] | None:
    """The types an ability that is no mana ability adds as it resolves (:attr:`Ability.resolution_types`, CR
    106.7), whatever the board: its "Add ..." read as a fixed amount of listed types or of any colour
    (:func:`_fixed_types`), and none of its other sentences about mana ("instead", "that much") but one that only
    keeps the mana from emptying (CR 500.5, 106.4: "Until end of turn, you don't lose this mana as steps and phases
    end."); ``None`` when not so read."""
    reading = _read_mana_sentences(effect, ctx)
    if reading.production is None or reading.production.instead or any(
            _MANA_WORDS.search(u) and not _KEEPS_MANA.match(u) for u in reading.unsupported):
        return None
    types = _fixed_types(reading.production)
    return None if types is None else tuple(t for t in MANA_TYPES if t in types)


#: Words by which a sentence could change the mana an ability adds.
_MANA_WORDS = LazyPattern(r"\b(?:[Aa]dds?|mana|instead|[Dd]ouble)\b")
#: A sentence that only keeps mana in the pool past its step (CR 500.5, 106.4), which changes no type.
_KEEPS_MANA = LazyPattern(r"^(?:Until end of turn, )?you don't lose this mana as steps and phases end\.?$")


#: "Whenever this land becomes tapped, it deals 1 damage to you." (CR 603.2; older wording names the card).
_BECOMES_TAPPED_DAMAGE_RE = LazyPattern(
    r"Whenever (?:this [a-z]+|(?P<name>[^,]+)) becomes tapped, it deals (?P<n>\d+) damage to you\."
)


def _effect_statics(text: str, ctx: _Ctx, *, static: bool = False) -> tuple[tuple[StaticEffect, ...], list[str]]:
    """Statics the grammar reads in the sentences of a text (also a triggered ability's "Until end of turn, ..."
    effect, e.g. Hall of Gemstone), and the relevant sentences it does not read. A ``static`` ability's counts and
    conditions are read too (:func:`_layer_statics`)."""
    from mtgsolver.model.activation_statics import floor_one_sentence, read_activation_static
    from mtgsolver.model.layers import read_layer_sentences

    sentences = _sentences(text.split("\n", 1)[0])
    layered, taken = read_layer_sentences(sentences, singular_subtype, read_ability_text,
                                          _layer_statics(ctx.name) if static else None)
    statics: list[StaticEffect] = list(layered)
    unsupported: list[str] = []
    for i, sentence in enumerate(sentences):
        if i in taken:
            continue
        about_activation = read_activation_static(normalize_reference(sentence, ctx.name))
        if about_activation is not None:
            statics.extend(about_activation)
            continue
        if any(g.graveyard_land for g in read_grants(sentence)):
            continue  # an Incarnation's grant, read by model.keywords and applied from the graveyard (CR 113.6b)
        if floor_one_sentence(sentence) and statics and isinstance(statics[-1], ActivationCostChange) \
                and statics[-1].generic < 0:
            statics[-1] = replace(statics[-1], floor_one=True)
            continue
        if enters_as_copy(sentence):
            continue  # CR 707.5: what it copied is the state's chosen "copy" (model.entered_copy)
        if not _relevant_static(sentence):
            if _unread_characteristic(sentence, ctx.name, True, land_types=False):
                # CR 613.1d-g: it changes characteristics and isn't read, so it is not applied: never counted as
                # read ("White creatures you control get +1/+1." where something reads power, CR 613.4c).
                unsupported.append(sentence)
            continue
        listed = _replacements_by_land_type(sentence, ctx)
        if listed is not None:
            statics.extend(listed)
            continue
        r = _parse_sentence(_grammar_input(sentence, ctx.name))
        if r is not None and r[0] == "static":
            eff, unsup = _resolve_static(r[1])
            if eff is not None:
                statics.append(eff)
            elif isinstance(r[1], tuple) and any(a.kind is AbilityKind.ACTIVATED for a in read_ability_text(r[1][2])):
                # A grant of activated abilities that add no mana (Hermetic Study's "Enchanted creature has "{T}:
                # This creature deals 1 damage to any target.""): not applied, so not read (CR 613.1f).
                unsup = [sentence]
            unsupported.extend(unsup)
        elif r is None or r[0] != "rider":
            unsupported.append(sentence)
    return _merge_spend_as(statics), [_with_extension(u, sentences) for u in unsupported]


def _with_extension(sentence: str, sentences: list[str]) -> str:
    """Unread ``sentence`` joined to the next of ``sentences`` when that one extends it to other zones ("Creatures
    you control are the chosen type. The same is true for creature spells you control and creature cards you own
    that aren't on the battlefield.", Conspiracy): what the unread effect is about is then both (CR 611.3a)."""
    at = sentences.index(sentence) if sentence in sentences else -1
    if 0 <= at < len(sentences) - 1 and sentences[at + 1].startswith("The same is true for"):
        return f"{sentence} {sentences[at + 1]}"
    return sentence


#: "If tapped for mana, Plains produce {R}, Swamps produce {G}, Mountains produce {W}, and Forests produce {B}
#: instead of any other type." (Reality Twist, Naked Singularity): one replacement effect per land type listed.
_TAPPED_FOR_MANA_LIST = LazyPattern(r"^If tapped for mana, (?P<items>.+) instead of any other type\.?$")
_PRODUCE_ITEM = LazyPattern(r"^(?P<what>[A-Z][a-z]+) produce (?P<sym>\{[WUBRGC]\})$")


def _replacements_by_land_type(sentence: str, ctx: _Ctx) -> list[StaticEffect] | None:
    """The replacement effects of a list of "<land type> produce <symbol>" under one "If tapped for mana, ...
    instead of any other type" (CR 614.1a: each changes the type of the mana the lands of its type produce; CR
    616.1 orders them for a land of two of the types), or ``None`` when ``sentence`` is no such list or an item of
    it isn't read."""
    m = _TAPPED_FOR_MANA_LIST.match(sentence)
    if m is None:
        return None
    out: list[StaticEffect] = []
    for item in re.split(r",? and |, ", m.group("items")):
        part = _PRODUCE_ITEM.match(item.strip())
        if part is None:
            return None
        r = _parse_sentence(_grammar_input(f"{part['what']} tapped for mana produce {part['sym']} instead of any other "
                                           "type", ctx.name))
        if r is None or r[0] != "static" or not isinstance(r[1], ManaTypeReplacement):
            return None
        out.append(r[1])
    return out or None


#: "As this land enters, choose a basic land type.": a choice made as it entered, which the state's ``chosen``
#: records; it changes nothing now (the type it sets is read from "This land is the chosen type").
_ENTERS_CHOOSE_LAND_TYPE = LazyPattern(r"^As [^,]+ enters, choose an? (?:basic )?land type\.?$")


def _chooses_land_type(text: str) -> bool:
    """Does Oracle ``text`` choose a land type as its permanent enters (Thran Portal, Phantasmal Terrain), so that
    its "is the chosen type" is that land type (CR 305.7), not a creature type (CR 205.3m)?"""
    return any(_ENTERS_CHOOSE_LAND_TYPE.match(s) for par in _paragraphs(text) for s in _sentences(par))


#: A quoted activated ability: its cost, a colon, its effect (CR 602.1).
_QUOTED_ACTIVATED_RE = LazyPattern(r"^\"[^\"]*?(?:\}|[a-z]): [A-Z]")


def _relevant_static(sentence: str) -> bool:
    """True for a sentence that may change mana, land types or haste, or give activated abilities (so that not
    reading it would be a guess)."""
    if _ENTERS_CHOOSE_LAND_TYPE.match(sentence):
        return False
    plain = re.sub(r"\bmana (?:value|costs?)\b", "", sentence)
    if _RELEVANT_STATIC_RE.search(_outside_quotes(plain)):
        return True
    return any(_adds_mana(q[1:-1]) or _QUOTED_ACTIVATED_RE.match(q) for q in _ANY_QUOTE.findall(sentence))


def _resolve_static(effect: Any) -> tuple[StaticEffect | None, list[str]]:
    if not isinstance(effect, tuple):
        return effect, []
    _, desc, quoted, condition, from_graveyard = effect  # ("grant", desc, text, condition, from the graveyard)
    abilities = read_ability_text(quoted)
    unsupported = [u for a in abilities for u in a.unsupported]
    if not any(a.kind is AbilityKind.MANA for a in abilities):
        return None, unsupported
    return (
        GrantManaAbility(affects=desc.filter, enchanted=desc.enchanted, abilities=abilities, condition=condition,
                         from_graveyard=from_graveyard),
        unsupported,
    )


def _merge_spend_as(statics: list[StaticEffect]) -> tuple[StaticEffect, ...]:
    spend = [s for s in statics if isinstance(s, SpendAs)]
    if len(spend) < 2:
        return tuple(statics)
    merged = SpendAs(as_any_color=tuple(t for s in spend for t in s.as_any_color),
                     others_as_colorless=any(s.others_as_colorless for s in spend))
    out: list[StaticEffect] = [s for s in statics if not isinstance(s, SpendAs)]
    out.insert(statics.index(spend[0]), merged)
    return tuple(out)


def _static(text: str, body: str, ctx: _Ctx, keyword: str | None = None) -> Ability:
    statics, unsupported = _effect_statics(body, ctx, static=True)
    return Ability(0, text, AbilityKind.STATIC, static=statics, keyword=keyword, unsupported=tuple(unsupported))


def _cost_split(body: str) -> tuple[str, str] | None:
    """CR 602.1: "[Cost]: [Effect]" on the paragraph's first line (outside quotes); also "{T}:Add {G}." with the
    space after the colon missing (a typo some card files have)."""
    first = body.split("\n", 1)[0]
    parts = _split_outside_quotes(first, ": ")
    sep = 2
    if len(parts) < 2 and (m := re.match(r"((?:\{[^}]+\})+(?:, (?:\{[^}]+\})+)*):(?=[A-Z])", first)):
        parts, sep = [m.group(1), first[m.end():]], 1
    if len(parts) < 2:
        return None
    cost = parts[0]
    if not _COST_START.match(cost) or _TRIGGER_RE.match(cost) or ". " in cost or len(cost) > 150:
        return None
    return cost, body[len(cost) + sep :]


#: Words before a colon that are no cost: a line chosen as the deck was built ("2 points → {T}: ...", Built Bear),
#: the planar die's chaos ("Chaos: ...", a triggered ability, CR 311.7), a labelled line ("Stage 3 — ...").
_NOT_A_COST_RE = LazyPattern(r"→|^Chaos$| — ")
#: A keyword and a mana cost, then the end of the line or of its first sentence ("Specialize {2}.").
_UNKNOWN_KEYWORD_COST_RE = LazyPattern(r"^(?P<word>[A-Z][a-z]+) (?P<cost>(?:\{[^}]+\})+)(?:\.(?: |$)|$)")


def _unworded_cost_split(body: str) -> tuple[str, str] | None:
    """"[Cost]: [Effect]" on the first line, outside quotes and reminder text, whose cost :func:`_cost_split` has
    no words for: one short phrase, not a trigger, with no sentence end in it ("Clap your hands twice: You may tap
    or untap this artifact."); ``None`` otherwise."""
    first = strip_reminder(body.split("\n", 1)[0]).strip()
    parts = _split_outside_quotes(first, ": ")
    if len(parts) < 2 or _TRIGGER_RE.match(parts[0]) or ". " in _outside_quotes(parts[0]) or len(parts[0]) > 120:
        return None
    if _NOT_A_COST_RE.search(parts[0]) or parts[0].split(" ", 1)[0].lower() in _KEYWORD_CANON:
        return None  # a chosen line ("2 points → ..."), a planar die's chaos trigger, a keyword's parameter
    return parts[0], first[len(parts[0]) + 2:]


def _keyword_item(item: str) -> tuple[str, str, str] | None:
    """One keyword of a keyword line (CR 702): (its text, canonical name, parameter) or ``None``."""
    low = item.lower()
    for name in _KEYWORD_NAMES:
        if not low.startswith(name):
            continue
        rest = item[len(name):]
        if rest and rest[0] not in " —":
            continue
        words_ok = name in _WORD_PARAM and _KW_WORD_PARAM_RE.fullmatch(rest) is not None
        if words_ok or any(r.fullmatch(rest) for r in _KW_PARAM_RES):
            return item, _KEYWORD_CANON[name], rest
        return None
    if re.fullmatch(r"(?:[A-Za-z]+ )?[a-z]*walk", low):
        return item, "Landwalk", ""
    if m := re.fullmatch(r"((?:[A-Za-z]+ )?[A-Za-z][a-z]*cycling)( " + _COST_RE + ")", item):
        return item, m.group(1)[0].upper() + m.group(1)[1:], m.group(2)
    return None


def _keyword_line(par: str) -> list[tuple[str, str, str]] | None:
    if "\n" in par:
        return None
    single = _keyword_item(par)
    if single is not None:
        return [single]
    for sep in ("; ", ", "):
        if sep in par:
            items = [_keyword_item(i) for i in _split_outside_quotes(par, sep)]
            if all(i is not None for i in items):
                return [i for i in items if i is not None]
    return None


def _keyword_ability(item: str, name: str, param: str, ctx: _Ctx) -> Ability:
    low = name.lower()
    kind = _KEYWORD_KIND.get(low, AbilityKind.ACTIVATED if low.endswith("cycling") else AbilityKind.KEYWORD)
    if kind is AbilityKind.ACTIVATED:
        m = re.search(r"—(.+)$", param) or re.search(r"(" + _COST_RE + r")$", param)
        cost, unsupported = _parse_cost(m.group(1).rstrip("."), ctx) if m else (Cost((OtherPart(item),)), [])
        if low in ("crew", "saddle") and param.strip().isdecimal() and len(param.strip()) < 7:
            # CR 702.122a, 702.171a: "Tap any number of other untapped creatures you control with total power N or
            # greater".
            cost = Cost((TapCreaturesPart(int(param), item),))
        elif low == "station" and not param:
            # CR 702.184a: "Tap another untapped creature you control".
            cost = Cost((TapCreaturesPart(None, item),))
        quality = re.sub(r"\s*(?:" + _COST_RE + r"|—.+)$", "", param).strip()
        if low == "outlast":
            # CR 702.107a: "[Cost], {T}: Put a +1/+1 counter on this creature."
            cost = Cost((*cost.parts, TapPart()))
        elif low == "craft" and quality:
            # CR 702.167a: "[Cost], Exile this permanent, Exile [materials] from among permanents you control and/or
            # cards in your graveyard": which materials there are is not modelled.
            cost = Cost((*cost.parts, OtherPart(f"Exile this permanent, Exile {quality.removeprefix('with ')} from "
                                                "among permanents you control and/or cards in your graveyard")))
        targets: tuple[TargetSpec, ...] = ()
        unsup_t: list[str] = []
        effect = _KEYWORD_EFFECT.get(low)
        if low == "equip" and quality:
            # CR 702.6c, 702.6e: "Equip [quality] [cost]" targets only a creature with that quality ("Equip
            # Halfling {1}", "Equip legendary creature {3}"); "Equip planeswalker" a planeswalker.
            what = quality if re.search(r"\b(?:creature|planeswalker)\b", quality) else f"{quality} creature"
            effect = f"Attach this permanent to target {what} you control."
        if effect is not None:
            targets, _, unsup_t = _targets_and_modes(effect)
        restrictions = ("sorcery",) if low in _SORCERY_KEYWORDS else ()
        # CR 702.29e: typecycling ("basic landcycling") is cycling.
        where = _KEYWORD_ZONES.get("cycling" if low.endswith("cycling") else low)
        return Ability(0, item, kind, cost=cost, targets=targets, keyword=name,
                       unsupported=tuple(unsupported + unsup_t), restrictions=restrictions, functions_in=where)
    if low == "firebending":
        # CR 702.189a: "Whenever this creature attacks, add N {R}": mana as the trigger resolves (CR 106.7), read
        # for a number N, not for X.
        return Ability(0, item, AbilityKind.TRIGGERED, keyword=name, adds_on_resolution=True,
                       resolution_types=(ManaType.R,) if param.strip().isdecimal() and int(param) > 0 else None)
    if kind is AbilityKind.TRIGGERED:
        targets, _, unsup_t = _targets_and_modes(_KEYWORD_EFFECT[low]) if low in _KEYWORD_EFFECT else ((), (), [])
        return Ability(0, item, kind, targets=targets, keyword=name, unsupported=tuple(unsup_t))
    if low == "riot":
        # CR 702.136a: it entered with a +1/+1 counter or with haste, and the state records only the counters:
        # whether it has haste is not known (a summoning-sick creature's {T} abilities, CR 302.6).
        return Ability(0, item, AbilityKind.STATIC, keyword=name, unsupported=(item,))
    return Ability(0, item, AbilityKind.KEYWORD, keyword=name)


def _conditional_grant(
    par: str, body: str, ctx: _Ctx, kind: AbilityKind, condition: GrantCondition, *, counter: str | None = None,
    low: int = 0, high: int | None = None, keyword: str | None = None, base_pt: tuple[int, int] | None = None,
) -> Ability:
    """A static ability by which the object has the abilities of ``body`` while ``condition`` holds (CR 702.178a,
    711.2a, 721.2a): a :class:`ConditionalGrant` (at max speed, or with ``low`` to ``high`` ``counter`` counters,
    ``high`` ``None`` for no bound; with ``base_pt``, the base power and toughness it then has) whose ``abilities``
    are read as printed on the object, indexed from 0. The object doesn't have them otherwise, so they are not
    among its own abilities."""
    granted = tuple(replace(a, index=i) for i, a in enumerate(_read_text(body, replace(ctx, station=False))))
    effect = ConditionalGrant(condition=condition, abilities=granted, counter=counter, min=low, max=high,
                              base_pt=base_pt)
    unsupported = tuple(u for a in granted for u in a.unsupported)
    return Ability(0, par, kind, static=(effect,), keyword=keyword, unsupported=unsupported)


#: What a power-up ability's own rules are, as an unread sentence of the ability.
_POWER_UP = ("Power-up (activate each power-up ability only once; reduce the cost by the mana cost if it entered "
             "this turn)")
#: CR 702.49a: ninjutsu's cost returns an unblocked attacker, which the state doesn't say.
_NINJUTSU = "Ninjutsu (return an unblocked attacking creature you control to its owner's hand, as a cost)"


def _keyword_rules(ability: Ability, par: str) -> Ability:
    """``ability`` (activated, of paragraph ``par``) with the rules of its keyword or ability word: boast's
    "Activate only if this creature attacked this turn and only once each turn" (CR 702.142a), exhaust's
    "Activate only once" (CR 702.177a), "Solved —"'s "Activate only if
    this Case is solved" (CR 702.169d), forecast's "only during your upkeep and only once each turn" (CR 702.57b),
    power-up's (only in its reminder text, not in the Comprehensive Rules the solver follows: how often and for
    what it can be activated are not known, CR 602.5b, 602.2b) and ninjutsu's cost (CR 702.49a). Where it functions
    is its ``functions_in`` (:func:`_functions_in`, ``_KEYWORD_ZONES``)."""
    word = par.split(" — ", 1)[0] if " — " in par else ""
    keyword = (ability.keyword or "").lower()
    condition: StateCondition | None = None
    if word == "Boast":
        condition = AttackedThisTurn()
        ability = replace(ability, restrictions=(*ability.restrictions, "once_each_turn"))
    elif word == "Forecast":
        # CR 702.57b: only during its owner's upkeep (the hand's card is its owner's) and only once each turn.
        ability = replace(ability, restrictions=(*ability.restrictions, "your_upkeep", "once_each_turn"))
    elif word == "Solved":
        condition = CaseSolved()
    elif word == "Exhaust":
        ability = replace(ability, restrictions=(*ability.restrictions, "once"))
    elif word == "Power-up":
        ability = replace(ability, unsupported=(*ability.unsupported, _POWER_UP))
    elif keyword in ("ninjutsu", "commander ninjutsu"):
        ability = replace(ability, unsupported=(*ability.unsupported, _NINJUTSU))
    if condition is not None:
        if ability.activation_condition is not None:
            # Two conditions at once are not read (never guessed).
            return replace(ability, unsupported=(*ability.unsupported, word))
        ability = replace(ability, restrictions=(*ability.restrictions, "if"), activation_condition=condition)
    return ability


#: "As this enchantment enters, choose Jeskai or Temur." then one "• Jeskai — [abilities]" line per name (the
#: Sieges): the permanent has the abilities of the chosen name's line (CR 614.12, 614.1c).
_CHOOSE_NAMED_RE = LazyPattern(r"^As (?:this [a-z]+|[^,\n]+) enters(?: the battlefield)?, choose (?P<a>[A-Z]\w*) or "
                               r"(?P<b>[A-Z]\w*)\.$")
_NAMED_BULLET_RE = LazyPattern(r"^• (?P<name>[A-Z]\w*) — (?P<text>.+)$")


def _chosen_named(par: str, ctx: _Ctx) -> Ability | None:
    """The static ability of a paragraph that chooses between named lines as its permanent enters (Frostcliff
    Siege): one :class:`ConditionalGrant` per line (:attr:`GrantCondition.CHOSEN_MODE`, its name as ``mode``) whose
    ``abilities`` are the line's, read as printed on the object; ``None`` for other paragraphs."""
    first, *lines = par.split("\n")
    m = _CHOOSE_NAMED_RE.match(first)
    bullets = [_NAMED_BULLET_RE.match(ln) for ln in lines]
    if m is None or not all(bullets) or {b["name"] for b in bullets if b} != {m["a"], m["b"]}:
        return None
    grants = tuple(ConditionalGrant(
        condition=GrantCondition.CHOSEN_MODE, mode=b["name"],
        abilities=tuple(replace(a, index=i) for i, a in enumerate(_read_text(b["text"], ctx)))) for b in bullets if b)
    return Ability(0, par, AbilityKind.STATIC, static=grants)


#: "Firebending X, where X is the number of creatures you control." (Sun Warriors): a keyword with a counted number.
_COUNTED_FIREBENDING_RE = LazyPattern(r"^Firebending X\b")


def _read_paragraph(par: str, ctx: _Ctx) -> list[Ability]:
    """Abilities of one paragraph (one, or one per keyword of a keyword line), index 0."""
    if (named := _chosen_named(par, ctx)) is not None:
        return [named]
    m = _CHAPTER_RE.match(par) or (_NAMED_CHAPTER_RE.match(par) if ctx.saga else None)
    if m:
        # CR 714.2b: a chapter ability is a triggered ability.
        chapter = _triggered(par, par[m.end():], ctx, trigger=m.group(1))
        gains = _SAGA_GAINS_RE.match(par[m.end():])
        if gains is None:
            return [chapter]
        # CR 714.2b, 714.3, 611.2a: "This Saga gains "..."" triggered when its lore counters first reached the
        # chapter's number, and what it gains lasts: the Saga has it while it has at least that many (once the
        # chapter ability has left the stack, solver.view).
        low = min(_ROMAN.index(n) + 1 for n in m.group(1).split(", "))
        granted = tuple(replace(a, index=i) for i, a in enumerate(read_ability_text(gains.group(1), ctx.name)))
        grant = ConditionalGrant(condition=GrantCondition.COUNTERS, abilities=granted, counter="lore", min=low)
        return [replace(chapter, static=(*chapter.static, grant))]
    if _COUNTED_FIREBENDING_RE.match(par):
        # CR 702.189a: "Firebending X, where X is ...": "Whenever this creature attacks, add X {R}" (CR 106.7: mana
        # as it resolves), X not read.
        return [Ability(0, par, AbilityKind.TRIGGERED, keyword="Firebending", adds_on_resolution=True)]
    if m := _LOYALTY_RE.match(par):
        # CR 606.2: a loyalty ability is an activated ability (never a mana ability, CR 605.1a).
        return [_activated(par, f"[{m.group(1) or m.group(2)}]", par[m.end():], ctx, loyalty=True)]
    if ctx.station and (m := _STATION_RE.match(par)):
        # CR 721.2a: "N+ | [abilities]" means "As long as this permanent has N or more charge counters on it, it
        # has [abilities]."
        return [_conditional_grant(par, par[m.end():], ctx, AbilityKind.STATIC, GrantCondition.COUNTERS,
                                   counter="charge", low=int(m.group(1)))]
    if m := _LEVEL_RE.match(par.split("\n", 1)[0]):
        # CR 711.2a: "LEVEL N1-N2 [abilities] [P/T]" means "As long as this creature has at least N1 level
        # counters on it, but no more than N2, it has base power and toughness [P/T] and has [abilities]."
        high = int(m.group(2)) if m.group(2) else None
        rest = par.split("\n")[1:]
        lines = [ln for ln in rest if not _PT_LINE_RE.match(ln)]
        pts = [ln.split("/") for ln in rest if _PT_LINE_RE.match(ln)]
        base_pt = (int(pts[0][0]), int(pts[0][1])) if len(pts) == 1 and all(x.isdecimal() for x in pts[0]) else None
        level = _conditional_grant(par, "\n".join(lines), ctx, AbilityKind.STATIC, GrantCondition.COUNTERS,
                                   counter="level", low=int(m.group(1)), high=high, base_pt=base_pt)
        if base_pt is None and pts:
            # A striation's power and toughness that is not one line of numbers ("*/*") is not read (CR 711.2a);
            # one without any (a land's, Under-Construction Skyscraper's) states none.
            level = replace(level, unsupported=(*level.unsupported, "/".join(pts[0])))
        return [level]
    if _opening_hand_action(par, ctx):
        # CR 103.6, 113.6b: it works from the opening hand before the game begins, and only then (a revealed card's
        # delayed trigger, Chancellor of the Tangle's "at the beginning of your first main phase of the game, add
        # {G}", is not an ability of the card: CR 603.7): nothing it says is an ability of the card anywhere else,
        # so it neither adds mana (CR 605.1, 106.7) nor changes anything on the battlefield.
        return [Ability(0, par, AbilityKind.STATIC)]
    if (m := _ABILITY_WORD_RE.match(par)) and _NUMBERED_WORD_RE.match(m.group(1)):
        # "Stage 2 — Evolve", "Suspend 17 — {0}": a numbered label, not an ability word (CR 207.2c), whose meaning is
        # not read: never guessed.
        return [Ability(0, par, AbilityKind.STATIC, unsupported=(par,))]
    body = par
    keyword: str | None = None
    if m := _ability_word(par):
        word = m.group(1)
        if word.lower() == "max speed":
            # CR 702.178a: "Max speed — [Ability]" means "As long as your speed is 4, this object has [Ability]."
            return [_conditional_grant(par, par[m.end():], ctx, AbilityKind.KEYWORD, GrantCondition.MAX_SPEED,
                                       keyword="Max speed")]
        if word.lower() == "companion":
            return [Ability(0, par, AbilityKind.KEYWORD, keyword=_KEYWORD_CANON[word.lower()])]
        if word.lower() in _KEYWORD_CANON:
            keyword = _KEYWORD_CANON[word.lower()]
        body = par[m.end():]
    if keyword is None:
        # CR 207.2c, 207.2d: an ability word or flavor word has no rules meaning, so the rest of the line reads as
        # if it stood alone, a keyword too ("Death Sickle — Equip {2}" is an equip ability, CR 702.6a).
        items = _keyword_line(body)
        if items is not None:
            abilities = [_keyword_rules(a, "") if a.kind is AbilityKind.ACTIVATED else a
                         for a in (_keyword_ability(i, n, p, ctx) for i, n, p in items)]
            return [replace(abilities[0], text=par)] if len(abilities) == 1 else abilities
        first, *rules = _sentences(body)
        item = _keyword_item(first.rstrip(".")) if rules else None
        if item is not None and _KEYWORD_KIND.get(item[1].lower()) is AbilityKind.ACTIVATED:
            # "Equip {2}. This ability costs {2} less to activate if ...", "Crew 1. Activate only once each turn.":
            # the later sentences are rules of that one activated keyword ability ("this ability": its cost, CR
            # 601.2f via 602.2b; its use, CR 602.5b), not read: they leave only its own activation unknown.
            ability = _keyword_ability(*item, ctx)
            return [_keyword_rules(replace(ability, text=par, unsupported=(*ability.unsupported, *rules)), par)]
    if (split := _cost_split(body)) is not None:
        return [_keyword_rules(_activated(par, split[0], split[1], ctx, keyword=keyword),
                               par if body is not par else "")]
    if _TRIGGER_RE.match(body) and not (ctx.spell and body.startswith("At ")):
        return [_triggered(par, body, ctx, keyword=keyword)]
    if not ctx.spell and (odd := _unworded_cost_split(body)) is not None:
        # CR 602.1: "[Cost]: [Effect]" with a cost the grammar has no words for ("Stand up, Flap your arms, Cluck
        # like a chicken", "Clap your hands twice"): an activated ability, whose cost is not modelled.
        return [_activated(par, odd[0], odd[1], ctx, keyword=keyword)]
    if not ctx.spell and (unknown := _UNKNOWN_KEYWORD_COST_RE.match(body)) is not None \
            and unknown.group("word").lower() not in _KEYWORD_CANON:
        # "Specialize {2}. Activate only if ...": a keyword the Comprehensive Rules don't define, with a cost, as an
        # activated keyword is written (CR 702.6a equip): an activated ability whose meaning is not read.
        return [Ability(0, par, AbilityKind.ACTIVATED, cost=Cost.parse(unknown.group("cost")), keyword=keyword,
                        unsupported=(par,))]
    if ctx.spell:
        # CR 113.3a: text of an instant or sorcery is a spell ability.
        targets, modes, unsupported = _targets_and_modes(body)
        return [Ability(0, par, AbilityKind.SPELL, targets=targets, modes=modes, keyword=keyword,
                        unsupported=tuple(unsupported))]
    return [_static(par, body, ctx, keyword)]


def _opening_hand_action(par: str, ctx: _Ctx) -> bool:
    """Is ``par`` an opening hand action (CR 103.6): its first sentence one ``_OPENING_HAND_RE`` names, each later
    one an "If you do, ..." about doing it?"""
    first, *rest = [normalize_reference(s, ctx.name) for s in _sentences(par)] or [""]
    return bool(_OPENING_HAND_RE.match(first)) and all(_IF_YOU_DO_RE.match(s) for s in rest)


def _read_text(text: str, ctx: _Ctx, start: int = 0) -> list[Ability]:
    out: list[Ability] = []
    paragraphs = _paragraphs(text)
    if any(p == "Station" for p in paragraphs):
        ctx = replace(ctx, station=True)
    for par in paragraphs:
        for ab in _read_paragraph(par, ctx):
            out.append(replace(ab, index=start + len(out)))
    return out


# ------------------------------------------------------------------------------------------------ public API
def intrinsic_abilities(subtypes: Iterable[str]) -> tuple[Ability, ...]:
    """CR 305.6: the intrinsic "{T}: Add [symbol]." ability of each basic land type among ``subtypes``.

    Returned in the order Plains, Island, Swamp, Mountain, Forest, indexed from 0, ``intrinsic=True``, kind MANA,
    cost ``{T}``; e.g. ``intrinsic_abilities(["Forest"])[0].text == "{T}: Add {G}."``. Other subtypes are ignored.
    """
    have = set(subtypes)
    out: list[Ability] = []
    for land_type in BASIC_ORDER:
        if land_type in have:
            t = ManaType(BASIC_LAND_TYPES[land_type])
            mana = ManaProduction((ManaRecipe((ManaPart(Amount(), Palette(PaletteKind.TYPES, (t,))),)),))
            out.append(Ability(len(out), f"{{T}}: Add {{{t.value}}}.", AbilityKind.MANA, cost=Cost.parse("{T}"),
                               mana=mana, intrinsic=True))
    return tuple(out)


@lru_cache(maxsize=16384)
def read_card(card: CardDef) -> ReadCard:
    """How ``card`` (one face) is read: intrinsic abilities of its basic land types if it is a land (CR 305.6),
    then one ability per paragraph of its text (one per keyword on a keyword line), indexed in that order.

    Never raises for text it doesn't understand: such sentences are in ``ReadCard.unsupported`` and in each
    ability's ``unsupported``. Cached (CardDef is frozen).
    """
    types = card.type_line.card_types
    ctx = _Ctx(card.name, spell=bool(types & {"instant", "sorcery"}) and not (types & {"land", "creature"}),
               saga="Saga" in card.type_line.subtypes)
    abilities: list[Ability] = list(intrinsic_abilities(card.type_line.subtypes)) if "land" in types else []
    abilities.extend(_read_text(card.oracle_text or "", ctx, start=len(abilities)))
    if not _chooses_land_type(card.oracle_text or ""):
        abilities = [_chosen_type_not_a_land_type(a) for a in abilities]
    else:
        abilities = [_chosen_type_a_land_type(a) for a in abilities]
    return ReadCard(tuple(abilities), tuple(u for a in abilities for u in a.unsupported))


def _chosen_type_a_land_type(ability: Ability) -> Ability:
    """On a card whose text chooses a land type (A-Thran Portal: "Thran Portal is the chosen type in addition to its
    other types."), "the chosen type" it adds is that land type (CR 305.7), not a creature type (CR 205.3m)."""
    if not any(isinstance(s, CharacteristicEffect) and s.chosen_subtype for s in ability.static):
        return ability
    return replace(ability, static=tuple(
        LandTypeEffect(affects=s.affects, enchanted=s.enchanted, itself=s.itself, subtypes=(), mode=LandTypeMode.ADD,
                       chosen=True) if isinstance(s, CharacteristicEffect) and s.chosen_subtype else s
        for s in ability.static))


def _chosen_type_not_a_land_type(ability: Ability) -> Ability:
    """On a card whose text chooses no land type, "This creature is the chosen type in addition to its other types"
    (Metallic Mimic, Roaming Throne) adds the creature type chosen as it entered (CR 205.3m), not a land type (CR
    305.7): not read, so left to the relevance rule (about this object only) instead of read as a land type."""
    chosen = [s for s in ability.static if isinstance(s, LandTypeEffect) and s.chosen]
    if not chosen:
        return ability
    return replace(ability, static=tuple(s for s in ability.static if s not in chosen),
                   unsupported=(*ability.unsupported, ability.text))


@lru_cache(maxsize=4096)
def read_ability_text(text: str, card_name: str = "") -> tuple[Ability, ...]:
    """Abilities of a quoted text that an effect grants (CR 113.10, e.g. Gift of Paradise's granted
    "{T}: Add two mana of any one color."), read as if printed on a permanent, indexed from 0.

    ``card_name`` is the name that refers to the object itself, if the text names it. Never raises; sentences not
    understood are in each ability's ``unsupported``.
    """
    t = text.strip()
    if len(t) >= 2 and t[0] in "\"“" and t[-1] in "\"”":
        t = t[1:-1]
    return tuple(_read_text(t, _Ctx(card_name)))


#: "Until end of turn, " before an ongoing effect's sentence: the effect lasts the turn, and the state lists it while
#: it does (CR 611.2a).
_UNTIL_END_OF_TURN = LazyPattern(r"^Until end of turn, (?=\w)")


def read_effect_text(text: str) -> tuple[StaticEffect, ...]:
    """The static effects of an ongoing effect's Oracle text (``state.effects``, CR 611), e.g. Deep Water's
    "Until end of turn, if you tap a land you control for mana, it produces {U} instead of any other type."

    Returns the effects in order (the kinds of :class:`StaticEffect` the reader documents). Raises
    :class:`~model.errors.UnsupportedText` naming the first sentence it does not understand.
    """
    from mtgsolver.model.activation_statics import read_activation_static
    from mtgsolver.model.layers import read_layer_sentences

    ctx = _Ctx("")
    statics: list[StaticEffect] = []
    for par in _paragraphs(text):
        sentences = _sentences(par)
        layered, taken = read_layer_sentences(sentences, singular_subtype, read_ability_text)
        statics.extend(layered)
        for i, sentence in enumerate(sentences):
            # Keyword grants and targeting restrictions are read by :mod:`model.keywords` (CR 613.1f, 115.1).
            if i in taken or read_grants(sentence) or read_player_grant(sentence):
                continue
            lasting = _UNTIL_END_OF_TURN.sub("", normalize_reference(sentence))
            about_activation = read_activation_static(lasting[:1].upper() + lasting[1:])
            if about_activation is not None:
                statics.extend(about_activation)
                continue
            r = _parse_sentence(_grammar_input(sentence, ctx.name))
            if r is None or r[0] != "static":
                raise UnsupportedText(f"effect text not understood: {sentence!r}")
            eff, unsup = _resolve_static(r[1])
            if unsup:
                raise UnsupportedText(f"effect text not understood: {unsup[0]!r}")
            if eff is not None:
                statics.append(eff)
    return _merge_spend_as(statics)


def _comparable(text: str, card_name: str) -> str:
    return normalize_reference(strip_reminder(text), card_name).casefold()


def find_ability(abilities: Sequence[Ability], text: str, card_name: str = "") -> Ability | None:
    """The contract's ``{"text": ...}`` reference: the ability whose Oracle text (reminder text removed) is, or
    else starts with, ``text``, comparing after normalising whitespace, quotes and self-references ("this
    creature", and ``card_name`` when given); the first in index order when several have exactly that text.
    ``None`` when no ability matches.

    Raises :class:`model.errors.UnknownAbility` when ``text`` is only the start of two or more abilities whose
    texts differ (Adarkar Wastes' "{T}: Add" starts both "{T}: Add {C}." and "{T}: Add {W} or {U}. ..."): which
    one is meant would be a guess.
    """
    q = _comparable(text, card_name)
    if not q:
        return None
    keyed = [(a, _comparable(a.text, card_name)) for a in abilities]
    for a, t in keyed:
        if t == q:
            return a
    starts = [(a, t) for a, t in keyed if t.startswith(q)]
    if len({t for _a, t in starts}) > 1:
        listed = "; ".join(f"{a.index}: {a.text[:60]!r}" for a, _t in starts)
        raise UnknownAbility(f"{text!r} starts more than one ability ({listed}): give more of the text, or the "
                             "index")
    return starts[0][0] if starts else None
