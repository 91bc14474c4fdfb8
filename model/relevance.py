"""What an unread static sentence could do to the answers about the board as it is now (never guessed).

The reader leaves a static sentence it does not understand in its ability's ``unsupported``; the solvers ask
:func:`static_reaches` which answers it could change (:mod:`mtgsolver.solver.never_guessed` holds the table). The
reaches are read from the sentence's words, conservatively: a sentence is given narrower reaches only when every
clause of it is of one of those kinds (:func:`static_reach` when all are of one kind; several when its main clause
joins narrower changes: power, a colour, haste, a granted activated ability), and anything else could change
anything (:attr:`StaticReach.CHANGES`). :func:`reaches_read_by` tells which narrow reaches a text reads (power,
toughness, keywords by name).
"""

from __future__ import annotations

import re
from enum import Enum
from functools import lru_cache

from msgspec.structs import replace
from mtgsolver.model.errors import UnsupportedText
from mtgsolver.model.filters import Controller, Flag, HasCounter, Named, NotColor, ObjectFilter, OwnedBy
from mtgsolver.model.patterns import NUMBER_WORDS, LazyPattern
from mtgsolver.model.registry import is_card_name
from mtgsolver.model.state import Zone
from mtgsolver.model.subtypes import CREATURE_TYPES, singular_subtype
from mtgsolver.model.targets import parse_noun_phrase

__all__ = ["DAMAGE_REACHES", "POWER_REACHES", "SUPERTYPE_REACHES", "StaticReach", "Subject",
           "any_player_may_activate", "changes_power_toughness", "creature_types_added", "creature_types_named", "enters_as_copy", "gives_quoted_static",
           "gives_spells_cast_keywords", "grants_abilities_of", "grants_exiled_abilities", "grants_graveyard_abilities",
           "graveyard_matters_to_mana", "name_forms", "names_creature_type", "only_combat", "only_power_toughness",
           "puts_into_graveyard", "reaches_read_by", "self_counters_condition", "stated_zones", "static_reach",
           "static_reaches", "static_subject", "static_subject_filter", "static_subject_zones", "turn_condition"]


class StaticReach(Enum):
    """The kinds of change an unread static sentence could make to answers about the board now."""

    #: None: it acts only as a permanent enters (counters it enters with, entering tapped, a choice made as it
    #: enters, which the state's ``chosen`` records: CR 614.1c-d, 614.12; what it entered as a copy of, CR 707.5,
    #: :func:`enters_as_copy`), only on tokens created later (CR
    #: 111.1), only on the spell that is this card
    #: ("This spell costs {1} less to cast", "Spend only mana produced by creatures to cast this spell": CR
    #: 601.2f, 106.6, which apply to the card on the stack, not to a permanent), or only on attacking ("can attack
    #: as though it had haste": CR 302.6 keeps attacking and {T} abilities apart), or only in an untap step
    #: ("doesn't untap during its controller's untap step": CR 502.3 untaps, and no player gets priority then,
    #: CR 502.4; whether a permanent is tapped now, the state says), or only as attackers or blockers are declared
    #: (an attack or block cost, "Creatures can't attack you unless their controller pays {2} for each creature
    #: ...": CR 508.1d, 508.1h, 509.1d; no answer about mana, payments, activation, copies or casting pays it),
    #: or only as a keyword triggered ability triggers on attacking or being blocked ("Firebending X, where X is
    #: Fire Lord Zuko's power": CR 702.189a, 605.1b), or only while its object is off the battlefield
    #: ("As long as Grist isn't on the battlefield, it's a 1/1 Insect creature": an unread sentence is looked for
    #: on permanents, where its condition is false, CR 611.3a), or only on spells as they are cast (a keyword that
    #: works then given to spells, "Artifact spells you cast have convoke", "The first spell you cast each turn has
    #: cascade": CR 702.51a, 702.85a; a payment's ways besides mana are its query's ``pay_with``, and casting
    #: weighs such lines by its own rule, :func:`model.casting.casting_relevant`), or only permits looking at,
    #: casting or playing cards ("You may cast spells as though they had flash.", "you may look at it any time and
    #: you may cast it": CR 601.3, 305.1; casting and land plays weigh such lines by their own rules), or only
    #: makes abilities triggered by an event that is no mana event trigger again ("If a permanent entering causes a
    #: triggered ability of a permanent you control to trigger, that ability triggers an additional time.",
    #: Panharmonicon-like: a triggered mana ability triggers only from a mana ability or mana being added, CR
    #: 605.1b, so no payment uses what it doubles, and what such an ability adds as it resolves is of the types it
    #: names once or twice alike, CR 106.7).
    NONE = "none"
    #: It can only give haste (CR 702.10): that matters only to a summoning-sick creature's {T} and {Q} abilities
    #: (CR 302.6).
    HASTE = "haste"
    #: It can only allow more: spending mana as though it were another colour or type (CR 609.4b), abilities
    #: costing less to activate (CR 601.2f via 602.2b).
    WIDENS = "widens"
    #: It can only forbid or cost more: "can't be activated" (CR 602.5), abilities costing more to activate (CR
    #: 601.2f via 602.2b), players can't pay life (CR 119.4, 119.8), permanents can't be sacrificed (CR 701.21).
    NARROWS = "narrows"
    #: It can only stop permanents from being sacrificed ("This artifact can't be sacrificed", CR 701.21a): that
    #: matters only to a payment or an activation that could sacrifice a permanent.
    SACRIFICE = "sacrifice"
    #: It can only stop players from paying life for spells and abilities ("Players can't pay life or sacrifice
    #: creatures to cast spells or activate abilities.", Angel of Jubilation; Karn's Sylex: CR 119.4, 119.8): that
    #: matters only to a payment in which life could be paid, or an activation (with :attr:`SACRIFICE` for the
    #: sacrifices it names too).
    PAY_LIFE = "pay_life"
    #: It only gives objects activated abilities that add no mana ("Enchanted creature has "{T}: This creature deals
    #: 1 damage to any target."", Hermetic Study): that matters only to which abilities those objects have to
    #: activate (CR 613.1f, 602.1), not to a payment (only mana abilities pay, CR 605.3a) nor to what they could
    #: produce (CR 106.7).
    GRANTS_ACTIVATED = "grants_activated"
    #: It only changes equip abilities: what they cost ("Equip costs you pay cost {1} less", Auriok Steelshaper;
    #: "You may pay {0} rather than pay the equip cost of ...", Bruenor Battlehammer: CR 602.2b, 118.9), when they
    #: may be activated (Forge Anew: CR 702.6a, 307.5-like permissions), or which Equipment have one ("Equipment you
    #: control have equip {0}", Puresteel Paladin): that matters only to the activation of an Equipment's abilities
    #: (CR 702.6a: equip is an activated ability, never a mana ability, CR 605.1a).
    EQUIP = "equip"
    #: It only changes crewing: the power a creature crews with ("crews Vehicles as though its power were 2
    #: greater", "using its toughness rather than its power"), which creatures may crew ("can't attack, block, or
    #: crew Vehicles", CR 702.122c), an alternative crew cost (Heart of Kiran): that matters only to the activation
    #: of crew abilities (CR 702.122a; never a mana ability, CR 605.1a).
    CREW = "crew"
    #: It only changes loyalty abilities: how often or when they may be activated (Oath of Teferi's "twice each
    #: turn"), what they cost (Carth the Lion's "cost an additional [+1]"), or that they can't be: that matters only
    #: to the activation of loyalty abilities (CR 606.3, 606.4; never mana abilities, CR 605.1a).
    LOYALTY = "loyalty"
    #: It only changes power and toughness ("This creature gets +1/+2 as long as you control a Forest", "White
    #: creatures you control get +1/+1": layer 7c, CR 613.4c, :func:`only_power_toughness`): that matters only to
    #: what reads power or toughness (an amount, an "instead" or activation condition, a target's).
    POWER = "power"
    #: It only gives abilities that matter only to combat and damage, a rule of attacking or blocking, or a
    #: triggered ability of no mana ("this creature has flying", "Attacking creatures you control have menace",
    #: "can block an additional creature each combat", "can't attack unless there is a Mountain on the
    #: battlefield", "has "Whenever this creature deals combat damage, you gain 3 life."": :func:`only_combat`; a
    #: change of power and toughness beside them, "gets +2/+0 and has flying", is :attr:`POWER` as well, CR 613.4c):
    #: that matters only to what names one of those keywords or rules (a condition, a target's "with flying", CR
    #: 702.9b-style lookups, :class:`model.filters.HasKeyword`); they change no power (CR 613.1f, 613.4c) and are
    #: checked only in combat (CR 508.1c, 509.1b). Not haste (CR 302.6), hexproof, shroud, protection or ward
    #: (targets: CR 702.11, 702.18, 702.16, 702.21), nor flash (casting).
    COMBAT = "combat"
    #: It only gives indestructible ("Other Treefolk and Forests you control have indestructible", "During your
    #: turn, commanders you control have indestructible"): a permanent with indestructible can't be destroyed and
    #: ignores lethal damage (CR 702.12b), neither of which a cost, a mana ability or an activation checks (a
    #: sacrifice is no destruction, CR 701.21a, 701.8a): that matters only to what names indestructible (a
    #: target's "indestructible creature", a text that reads it, :func:`reaches_read_by`).
    INDESTRUCTIBLE = "indestructible"
    #: It only stops -1/-1 counters from being put on permanents ("Creatures you control can't have -1/-1 counters
    #: put on them", Melira): that matters only to a cost that puts them (CR 122.1, 118.3: a cost that can't be
    #: paid can't be paid) or an effect that does, so only to a text that names -1/-1 counters
    #: (:func:`reaches_read_by`); counters already on the board stay (the state gives them).
    MINUS_COUNTERS = "minus_counters"
    #: It only stops counters of every kind from being put on permanents ("Counters can't be put on artifacts,
    #: creatures, enchantments, or lands.", Solemnity; "This creature can't have counters put on it.", Melira's
    #: Keepers): that matters only to a cost or effect that puts counters (CR 122.1, 118.3), so only to a text that
    #: names counters, a loyalty cost that adds them ("[+1]", CR 606.4), blight or proliferate
    #: (:func:`reaches_read_by`); counters already on the board stay (the state gives them).
    NO_COUNTERS = "no_counters"
    #: It acts only as damage would be dealt: prevents, replaces, redirects or doubles it, or keeps it from changing
    #: life ("During your turn, prevent all damage that would be dealt to you.", Personal Sanctuary; "... damage that
    #: would reduce your life total to less than 1 reduces it to 1 instead.", Worship: CR 615.1a, 614.1a, 120.3):
    #: that matters only to a text that deals or names damage (a pain land's "This land deals 1 damage to you.",
    #: whose damage comes before a payment's life, CR 605.3b, 119.4; :func:`reaches_read_by`).
    DAMAGE = "damage"
    #: Such a rule only about damage dealt to permanents ("Prevent all damage that would be dealt to this creature
    #: by creatures.", Champion Lancer; "If damage would be dealt to this creature, prevent that damage."): it can't
    #: change damage dealt to a player (a pain land's to you, CR 120.3a), only a text that deals or names damage to
    #: a permanent or any target (:func:`reaches_read_by`).
    PERMANENT_DAMAGE = "permanent_damage"
    #: It only makes the activated abilities of one keyword or ability word cost less ("Boast abilities you
    #: activate cost {1} less to activate for each Dragon you control", "Power-up abilities of other creatures you
    #: control cost {3} less to activate", "Equip abilities you activate that target this creature cost {2} less":
    #: CR 602.2b, 601.2f): a "Boast — [Cost]: [Effect]" ability is the one it names (CR 702.142a, 702.177a, 702.6a),
    #: so that matters only to whether such an ability's cost can't be paid (a cost that costs less is still
    #: paid), and to a payment only through a mana ability of a keyword or ability word.
    KEYWORD_LESS = "keyword_less"
    #: The same, costing more ("... cost {2} more to activate"): that matters only to whether such a cost can be
    #: paid.
    KEYWORD_MORE = "keyword_more"
    #: It gives only abilities that restrict targets (with :attr:`COMBAT` and :attr:`POWER` changes beside, each its
    #: own reach): hexproof, shroud, protection, ward (CR 702.11, 702.18, 702.16, 702.21; "Each creature has
    #: protection from its colors", "As long as you're the monarch, permanents you control have hexproof"): that
    #: matters only to targets and to what names those keywords, not to mana, costs or activation (a target's own
    #: rule weighs it).
    TARGETING = "targeting"
    #: It only gives cards off the battlefield keyword abilities ("Each Sliver creature card in your graveyard has
    #: encore {X}, ...", "Each instant and sorcery card in your graveyard has flashback.", "Each land card in your
    #: hand has cycling {R}."): that matters only to what those cards can do, activating an ability of theirs or
    #: being cast (CR 702.141a, 702.97a, 702.34a, 702.29a, 113.6b), not to a permanent, a payment or a mana ability.
    CARDS = "cards"
    #: It only changes colours ("Nonland permanents you control are white", "~ is all colors": CR 105.3,
    #: 613.1e): that matters only to what reads colours (spending restrictions, convoke, "a color of a
    #: permanent you control", targets).
    COLORS = "colors"
    #: It only changes whether permanents are snow ("All lands are no longer snow.", Melting; "Enchanted land is
    #: snow.": layer 4, CR 613.1d, 205.4g): that matters only to a cost with {S} (whose mana only a snow source pays,
    #: CR 107.4h, 106.3) or a text that names snow ("snow lands you control": :func:`reaches_read_by`).
    SNOW = "snow"
    #: It only changes whether permanents are basic ("Lands you control and land cards in your library are basic.",
    #: Rootpath Purifier; CR 205.4c, 613.1d): that matters only to a text that names basic or nonbasic ("a basic land
    #: you control could produce", Star Compass).
    BASIC = "basic"
    #: It only changes whether permanents are legendary ("Enchanted permanent is legendary.", "Aeve isn't legendary
    #: if it's a token.": CR 205.4d, 613.1d): that matters only to a text that names legendary; the legend rule (CR
    #: 704.5j) answers no question here.
    LEGENDARY = "legendary"
    #: It only changes creature types (layer 4, CR 613.1d, 205.3m: "Each creature you control is a Vampire in
    #: addition to its other creature types", "Burakos is also a Cleric, Rogue, Warrior, and Wizard", "Creatures you
    #: control are the chosen type", "Equipped creature is every creature type": CR 205.1a-b, 702.73a), with at
    #: most the other narrow changes of a clause (power, colours, combat abilities, a trigger of no mana): not card
    #: types nor supertypes ("is a 4/4 Gorgon creature", "is an artifact", "legendary": CR 205.2, 205.4). A
    #: creature type matters only to what reads one: a cost, a count or condition, a spending restriction, a target
    #: that names one, "creature type" or "the chosen type" wording, a party or outlaws (CR 700.8, 700.12):
    #: :func:`names_creature_type`; so only on a board where a text does, or for a question whose cost does.
    SUBTYPES = "subtypes"
    #: It only makes triggered abilities trigger additional times ("If a triggered ability of another creature you
    #: control of the chosen type triggers, it triggers an additional time.", Roaming Throne; Panharmonicon: CR
    #: 603.2d): that matters only where a triggered ability adds mana (a triggered mana ability, CR 605.1b).
    TRIGGERS = "triggers"
    #: Anything else: types, abilities, mana, ... (it could change any answer).
    CHANGES = "changes"


#: "..., that ability triggers an additional time." (CR 603.2d), with what triggers and when stated between ("If a
#: triggered ability of another Shrine you control triggers while you control six or more Shrines, ...", "If an
#: ability of your commander would trigger during your turn, ..."), or "Room abilities of dungeons you own trigger an
#: additional time." (Hama Pashar).
_TRIGGERS_MORE = LazyPattern(r"^(?:(?:If|Whenever) [^.]*\btrigger(?:s|ed)?\b[^,.]*, (?:it|that ability) triggers|"
                             r"[A-Z][\w ]* abilities of [^.,\"]+ trigger) (?:an additional time|"
                             r"(?:two|three) additional times)\.?$")
#: "If a permanent entering causes a triggered ability of a permanent you control to trigger, that ability triggers
#: an additional time." (Panharmonicon, Yarok, Ancient Greenwarden): only abilities that trigger on that event.
_EVENT_TRIGGERS_MORE = LazyPattern(r"^If (?P<event>[^,]+?) (?:causes|would cause) (?:a triggered ability|an ability) "
                                   r"of [^,]+ to trigger, that ability triggers (?:an additional time|(?:two|three) "
                                   r"additional times)\.?$")
#: Words of a mana event (CR 605.1b: what a triggered mana ability triggers from).
_MANA_EVENT = LazyPattern(r"\bmana\b|\btap", re.IGNORECASE)
_QUOTE = LazyPattern(r"\"[^\"]*\"|“[^”]*”")
#: A quoted text that is an ability (a cost, mana, a trigger), not a name such as the "legend rule".
_ABILITY_IN_QUOTES = LazyPattern(r"\{|: |\b(?:[Aa]dd|When|Whenever|At)\b")
#: Haste, or riot, which gives haste to a creature as it enters unless it gets a +1/+1 counter (CR 702.136a).
_HASTE = LazyPattern(r"\b(?:haste|riot)\b", re.IGNORECASE)
#: Clauses that can only give haste: "has haste", "have vigilance and haste", "gains haste", "The same is true
#: for ..., haste, ...", "enters with ... and with haste".
_HASTE_ONLY_WORDS = LazyPattern(
    r"\b(?:has|have|gains?|with)\b|\bthe same is true for\b|\bas long as\b|\bduring\b|\bif\b", re.IGNORECASE)
#: Only on attacking (CR 302.6 names attacking apart from {T} and {Q} abilities; CR 508.1).
_ATTACK_AS_THOUGH_HASTE = LazyPattern(r"\bcan attack\b[^.]*\bas though\b[^.]*\bhad haste\b", re.IGNORECASE)
#: As a permanent enters: counters, tapped, a choice recorded in the state's ``chosen`` (not "enters as a
#: copy", whose characteristics the state doesn't hold, nor "enters as a 5/2 creature with haste").
_ENTERS = LazyPattern(
    r"\benters?(?: the battlefield)? (?:with (?:an? |one |two |three |four |five |X |that many |a number of )?"
    r"(?:additional )?(?:[+-]\d+/[+-]\d+ |[a-z]+ )?counters?\b|tapped\b)", re.IGNORECASE)
#: Only in an untap step (CR 502.3): "Each land with an activated ability that isn't a mana ability doesn't untap
#: during its controller's untap step" (Tsabo's Web), the subject a noun phrase that changes nothing itself.
_DOESNT_UNTAP = LazyPattern(
    r"^(?P<np>[^,.\"]*?) (?:doesn't|don't) untap during (?:its|their|your) (?:controller's |controllers' )?(?:next )?"
    r"untap steps?(?: if [^,.]*)?\.?$", re.IGNORECASE)
#: An attack or block cost: "Creatures can't attack you unless their controller pays {2} for each creature they
#: control that's attacking you." (Ghostly Prison), "... unless their controller pays {X} for each of those
#: creatures, where X is ..." (Sphere of Safety), "Enchanted creature can't attack or block unless its controller
#: pays {3}.": paid only as attackers or blockers are declared (CR 508.1d, 508.1h, 509.1d).
_ATTACK_COST = LazyPattern(
    r"^(?P<np>[^,.\"]*?) can't (?:attack|block)\b[^,.\"]*? unless (?:their|its) controller pays (?:(?:\{[^}]+\})+|"
    r"\d+ life)(?: for each [^,.\"]*)?(?:, where X is [^,.\"]*)?\.?$")
#: A keyword triggered ability that triggers on attacking or on being blocked, its N an amount that is read only as
#: it resolves ("Firebending X, where X is Fire Lord Zuko's power.": CR 702.189a, 702.86a annihilator, 702.181a
#: mobilize, 702.23a rampage, 702.130a afflict): it is no mana ability (CR 605.1b: it triggers from no mana
#: ability), and does nothing before it triggers (CR 603.2).
_COMBAT_TRIGGER_KEYWORD = LazyPattern(
    r"^(?:Firebending|Annihilator|Mobilize|Rampage|Afflict) X, where X is [^.\"]+\.?$")
_OFF_THE_BATTLEFIELD = LazyPattern(r"^As long as [^,]+ (?:isn't|is not) on the battlefield, (?:it|it's|it is)\b")
#: A permission to look at cards or to cast or play them ("You may look at the top card of your library any time.",
#: "You may play lands and cast spells from the top of your library.", "As long as the top card of your library is a
#: creature card, you may look at it any time and you may cast it.", "You may cast spells as though they had
#: flash.", "Play with the top card of your library revealed."): only casting and playing lands read it (CR 601.3,
#: 305.1, 307.1, 702.8a), each by its own rule (:func:`model.casting.casting_relevant`, ``land_play_relevant``), so
#: it changes no mana ability, cost, activation or target. Not one that also speaks of mana, costs or paying
#: (Bolas's Citadel's "pay life ... rather than pay its mana cost", "spend mana as though").
_PERMITS_CASTING = LazyPattern(
    r"^(?:(?:As long as|During|If) [^,]+, )?(?:(?:[Yy]ou|[Ee]ach player|[Pp]layers) may look at (?:the top card of "
    r"(?:your|their|each player's) library|it|that card|them|those cards) any time(?:\.?$|,? and (?:you |they )?may "
    r"(?=cast|play))|(?:[Yy]ou|[Ee]ach player|[Pp]layers) may (?=cast|play)|(?=[Pp]lay with the top card))"
    r"(?:cast|[Pp]lay)\b(?![^.]*\b(?:spend|mana|costs?|pay|paying|activate|abilit)\w*\b)[^.\"]*\.?$|"
    r"^(?:[Yy]ou|[Ee]ach player|[Pp]layers) may look at the top card of (?:your|their|each player's) library any "
    r"time\.?$")
#: "You may have this creature enter as a copy of any creature on the battlefield" (Clone), "If you attacked this
#: turn, you may have ..." (Protean Raider), "... enter tapped as a copy of any land" (Vesuva): a replacement effect
#: applied as the permanent entered (CR 614.1c, 707.5), whose choice the state's ``chosen`` ``copy`` records.
_ENTERS_AS_COPY = LazyPattern(r"^(?:If [^,]+, )?[Yy]ou may have [^,.\"]+? enter (?:tapped )?as a copy of\b|"
                              r"^If you do, it enters as a copy of one of those cards\b")
_CHOOSE_AS_ENTERS = LazyPattern(r"^As (?:this [a-z]+|[^,]+) enters(?: the battlefield)?, (?:you may )?choose\b"
                                r"(?![^.]*\b(?:becomes?|copy)\b)")
#: The card's own spell (CR 601.2f, 106.6): it changes nothing about a permanent's abilities or the board's mana.
#: Tokens created later (a replacement effect's or a trigger's result, CR 111.1, 614.1a): none is on the board now.
_CREATES_TOKENS = LazyPattern(r"^(?:Create |If you would create |If one or more tokens would be created\b)")
_THIS_SPELL = LazyPattern(
    r"^(?:This spell costs\b|This spell has\b|Spend only\b[^.]*\bto cast (?:this spell|it this way|it)\b|You can't spend mana to cast "
    r"this spell\b|Spend only colored mana on X\b|No more than one mana of each color may be spent this way\b)")
#: Spells given a keyword that works as they are cast (CR 702.51a convoke, 702.85a cascade, 702.41a affinity, 702.66a
#: delve, 702.126a improvise, 702.88a rebound, 702.152a blitz, 702.47a evoke): no permanent changes.
_SPELLS_CAST_KEYWORD = LazyPattern(
    r"^(?:[A-Z][\w' -]* — )?(?:During your turn, )?(?!This\b)[^.\"]*\b[Ss]pells?\b[^.\"]* (?:has|have|gains?) (?:booster )?"
    r"(?:convoke|cascade|affinity for [\w' -]+|delve|improvise|rebound|blitz(?: \{[^}]+\})*|evoke(?: \{[^}]+\})*)"
    r"(?:,? (?:as long as|where X is|as you cast them)\b[^.\"]*)?\.?$")
#: Spells that cost more or less to cast ("Instant and sorcery spells you cast with mana value 4 or greater cost {X}
#: less to cast, where X is The Scarlet Witch's power.", "Each creature spell you cast costs {1} less to cast if it
#: has mutate."): a spell's total cost as it is cast (CR 601.2f), which casting weighs by its own rule
#: (:func:`model.casting.casting_relevant`); no permanent, mana ability or given cost changes.
_SPELLS_COST = LazyPattern(
    r"^(?:[A-Z][\w' -]* — )?(?:(?:During your turn|As long as [^,.]+), )?(?!This\b)(?:(?!\babilit|\bactivate)[^.])*"
    r"\bspells?\b(?:(?!\babilit|\bactivate)[^.])*\bcosts? (?:\{[^}]+\}|X|up to \{[^}]+\}|(?:\{[^}]+\})+) (?:less|more) "
    r"to cast\b(?:(?!\babilit|\bactivate)[^.])*\.?$")
#: A second clause that changes objects ("... and creatures you control have haste").
_AND_MORE_CLAUSE = LazyPattern(r",? and (?:(?!\bcast\b)[^.])*\b(?:have|has|gains?|gets?|are|is|can't|can|becomes?|"
                               r"loses?)\b")
#: Cards off the battlefield given keyword abilities (:attr:`StaticReach.CARDS`): the subject names cards in a zone
#: other than the battlefield, and what they have is keywords, not quoted abilities.
_CARDS_GET_KEYWORDS = LazyPattern(
    r"^(?:[A-Z][\w' -]* — )?(?:During your turn, |As long as it's your turn, )?(?P<np>[^.\"]*\bcards?\b[^.\"]*?\b(?:in "
    r"(?:your|each player's|a) (?:graveyard|hand|library)|in graveyards|you own that (?:aren't|isn't) on the "
    r"battlefield)\b[^.\"]*?) (?:has|have|gains?) (?P<what>[a-z][^.\"]*)\.?$")


_SPENDS_AS_THOUGH = LazyPattern(
    r"\bspend\b[^.]*\bas though it were\b|\bmana of any (?:type|color) can be spent\b|\bspend (?:mana of )?any "
    r"(?:type|color) of mana\b|\bspend mana of any (?:type|color)\b|\bany type of mana\b", re.IGNORECASE)
#: "are white", "is all colors", "is colorless", "are the chosen color in addition to their other colors" (CR 105.2,
#: 105.3).
_SETS_COLOR = LazyPattern(r"\b(?:is|are) (?:colorless|all colors|every color|the chosen colors?|(?:white|blue|black|"
                          r"red|green)(?: and (?:white|blue|black|red|green))?)"
                          r"(?: in addition to (?:its|their) other colors)?(?=[.,]|$)", re.IGNORECASE)
_COSTS_LESS_TO_ACTIVATE = LazyPattern(r"\bcosts? \{[^}]+\} less to activate\b", re.IGNORECASE)
#: "you may activate exhaust abilities as though they haven't been activated" (Elvish Refueler): only more
#: activations (CR 602.5b, 702.177a).
_ACTIVATES_AS_THOUGH_NOT = LazyPattern(r"\byou may activate [^.\"]+ as though (?:they|it) (?:haven't|hasn't|hadn't) "
                                       r"been activated\b", re.IGNORECASE)
_NARROWS = LazyPattern(
    r"\bcan't be activated\b|\bcan't (?:cast [^.]*? or |play [^.]*? or )?activate\b|"
    r"\bcosts? (?:\{[^}]+\}|an additional [^.]*?) (?:more )?to activate\b|"
    r"\bcan't pay life\b|\blife totals? can't change\b|\bcan't be sacrificed\b", re.IGNORECASE)
#: A quoted activated ability that adds no mana ("Pay 3 life: Regenerate this creature.").
_QUOTED_NO_MANA_ACTIVATED = LazyPattern(r"^[\"“][^\"”]*?(?:\}|[a-z]): (?![^\"”]*\b(?:[Aa]dd|mana)\b)[^\"”]*[\"”]$")
#: A grant of quoted activated abilities that add no mana, and nothing else (:attr:`StaticReach.GRANTS_ACTIVATED`).
_GRANTS_ACTIVATED = LazyPattern(
    r"^(?:As long as [^,\"]+, )?(?P<np>[^\"]+?) (?:has|have|gains?) (?P<q>\"[^\"]*?(?:\}|[a-z]): [A-Z][^\"]*\")\.?$")
#: "Sharkey has all activated abilities of lands your opponents control except mana abilities.": only abilities
#: that are no mana abilities (CR 605.1a), so :attr:`StaticReach.GRANTS_ACTIVATED`.
_GRANTS_NONMANA_OF = LazyPattern(r"^(?P<np>[^\".,]+?) (?:has|have) all activated abilities of [^\".,]+ except mana "
                                 r"abilities\.?$")
#: Sentences about equip abilities alone (:attr:`StaticReach.EQUIP`).
_EQUIP_ONLY = LazyPattern(
    r"^(?:Equip costs you pay cost \{\d+\} (?:less|more)|You may pay \{0\} rather than pay the equip cost of [^.\"]+|"
    r"(?:During your turn, )?[Yy]ou may activate equip abilities any time you could cast an instant|"
    r"(?:[A-Z][a-z]+ — )?Equipment you control have equip(?: [A-Z][a-z]+)? \{[^}]+\}(?: as long as [^.\"]+)?)\.?$")
#: Sentences about crewing alone (:attr:`StaticReach.CREW`).
_CREW_ONLY = LazyPattern(
    r"^(?:[^,.\"]+? (?:saddles Mounts and )?crews Vehicles(?: and stations permanents)? (?:as though its power were "
    r"\d+ greater|using its toughness rather than its power)|Enchanted (?:creature|permanent) can't attack, block, or "
    r"crew Vehicles|You may [^.\"]+ rather than pay [^.\"]+'s crew cost)\.?$")
#: Sentences about loyalty abilities alone (:attr:`StaticReach.LOYALTY`).
_LOYALTY_ONLY = LazyPattern(
    r"^(?:As long as [^,\"]+, )?(?:[Yy]ou may activate (?:the )?(?:loyalty abilities of [^.\"]+?|(?:her|his|its) loyalty "
    r"abilities) (?:twice each turn rather than only once|(?:on any player's turn )?any time you could cast an "
    r"instant)|Planeswalkers' loyalty abilities you activate cost an additional \[[+−-]?\d+\] to activate|Loyalty "
    r"abilities of [^.\"]+ cost \{\d+\} more to activate|Players can't activate planeswalkers' loyalty "
    r"abilities)\.?$")
#: "Black and/or red permanents and spells are colorless sources of damage." (Ghostly Flame): the colour of a
#: source of damage only (CR 120.1, 609.7): it matters only as damage is dealt, as :attr:`StaticReach.COMBAT`.
_DAMAGE_SOURCES = LazyPattern(r"^(?:(?!\b(?:is|are|has|have|gets?|gains?|loses?|becomes?)\b)[^.\",])+ (?:is|are) "
                              r"(?:a )?colorless sources? of damage\.?$")
#: A sentence about damage events alone (:attr:`StaticReach.DAMAGE`; "combat damage" only: :attr:`StaticReach.COMBAT`,
#: the ``combat`` group): damage prevented, replaced, redirected or made unpreventable ("Prevent all damage that
#: would be dealt to you.", "If a source you control would deal damage to an opponent, it deals that much damage plus
#: 1 instead.", "All damage that would be dealt to you is dealt to enchanted creature instead.", "Damage that would
#: be dealt by this creature can't be prevented.": CR 615.1a, 614.1a, 120.3). Whatever it does, it does only as
#: damage would be dealt.
_DAMAGE_SENTENCE = LazyPattern(
    r"^(?:(?:During [^,\"]+|As long as [^,\"]+|If [^,\"]+|Otherwise), )?"
    r"(?:[Pp]revent (?:all |the next \d+ |\d+ of )?(?:(?P<c1>combat )|noncombat )?damage\b"
    r"|(?:[Aa]ll )?damage is dealt to you as though\b"
    r"|(?:[Aa]ll )?(?:(?P<c2>[Cc]ombat )|[Nn]oncombat )?[Dd]amage (?:that would|can't be prevented|doesn't)\b"
    r"|[Dd]ouble all (?:(?P<c4>combat )|noncombat )?damage\b"
    r"|[Ii]f (?:(?:[^,\"]|, (?=(?:[A-Z][\w'-]*, )*(?:or|and) [A-Z]))* )?(?:would (?:deal|be dealt)\b(?:(?!combat)[^,\"])*\b(?:(?P<c3>combat )|noncombat )?damage"
    r"|damage would be dealt)\b)[^\"]*$")
#: "while it has a +1/+1 counter on it", "while there are four or more card types among cards in your graveyard": a
#: condition of a damage rule (Undergrowth Champion, Ugin's Conjurant, The Rollercrusher Ride), and "that are tapped"
#: of its subject (New Master of Arms): not a clause that changes more.
_WHILE_COUNTERS = LazyPattern(r"\bwhile (?:it|~|this creature) has (?:a|an|one or more) [^,.]*?counters? on "
                              r"(?:it|~|this creature)\b|\bwhile there (?:is|are) [^,.\"]*|\bthat are (?:tapped|"
                              r"untapped|attacking|blocking)\b")
#: Damage dealt to permanents only: "dealt to this creature", "dealt to other attacking Soldiers you control", "If
#: ~ would be dealt damage" (CR 120.3); words of players ("you", "player", "any target") are not.
_TO_PERMANENTS = LazyPattern(r"\b(?:dealt|deal|deals) (?:(?:that much|\d+|X|\w+) )?(?:damage )?to \w|"
                             r"\bwould be dealt damage\b")
_NAMES_PLAYERS = LazyPattern(r"\b(?:you|your|yourself|players?|opponents?|controllers?|owners?|any target|"
                             r"planeswalkers?|battles?|him|her|them|that player|defending)\b|\b(?:and|or) (?:dealt )?by\b",
                             re.IGNORECASE)


def _to_permanents_only(sentence: str) -> bool:
    """Is damage rule ``sentence`` about damage dealt to permanents only (:attr:`StaticReach.PERMANENT_DAMAGE`)?
    It names such damage and no player ("creatures you control" names its objects by their controller), nor damage
    dealt by something too ("dealt to and dealt by enchanted creature", Heart of Light)."""
    rest = re.sub(r"\b(?:you|an opponent|opponents) (?:control|own)s?\b", " ", sentence)
    return _TO_PERMANENTS.search(rest) is not None and _NAMES_PLAYERS.search(rest) is None


#: A clause beside the damage one that changes more ("... and lands you control are Forests."): not only damage.
_DAMAGE_AND_MORE = LazyPattern(r"\b(?:are|has|have|gets?|gains?|(?<!cause you to )loses?|becomes?|is an?|copy)\b")
_CANT_BE_SACRIFICED = LazyPattern(r"\bcan't be sacrificed\b|\bcan't sacrifice\b", re.IGNORECASE)
#: "Everlasting Lich can't die.": its reminder text says the permanent "has indestructible, can't be sacrificed, and
#: doesn't go to the graveyard for having 0 toughness" (CR 700.4, 702.12b, 701.21a, 704.5f): of the answers here, only
#: what names indestructible or a sacrifice could see that.
_CANT_DIE = LazyPattern(r"^(?P<np>[^,.\"]+?) can't die(?: this turn)?\.?$")
#: A change of one supertype alone (:data:`SUPERTYPE_REACHES`, CR 205.4, 613.1d): "All lands are no longer snow.",
#: "Permanents with ice counters on them are snow.", "Aeve isn't legendary if it's a token."; not a relative clause
#: ("Exile all nonland permanents that aren't legendary.").
_SUPERTYPE_ONLY = LazyPattern(r"^(?P<np>[^,.\"]*?)(?<!\bthat)(?<!\bwhich) (?:is|are|isn't|aren't) (?:no longer )?"
                              r"(?P<supertype>snow|basic|legendary)"
                              r"(?: if it's a token)?\.?$")
#: "Creatures you control can't have -1/-1 counters put on them." (Melira): :attr:`StaticReach.MINUS_COUNTERS`.
_NO_MINUS_COUNTERS = LazyPattern(r"^(?P<np>[^,.\"]*?) can't have -1/-1 counters put on (?:it|them)\.?$")
#: "This creature can't have counters put on it.", "Counters can't be put on artifacts, creatures, enchantments, or
#: lands.": :attr:`StaticReach.NO_COUNTERS`.
_NO_COUNTERS = LazyPattern(r"^(?:(?P<np>[^,.\"]*?) can't have counters put on (?:it|them)|Counters can't be put on "
                           r"[a-z, ]+)\.?$")
#: A cost change of the abilities of one keyword or ability word, perhaps only those of some objects or with some
#: targets ("Boast abilities you activate cost {1} less to activate for each Dragon you control", "Equip abilities
#: you activate of other Equipment cost {1} less to activate"): :attr:`StaticReach.KEYWORD_LESS`, ``KEYWORD_MORE``.
_KEYWORD_COST = LazyPattern(
    r"^(?P<kw>[A-Z][a-z]+(?:-[a-z]+)?) abilities (?:(?:you activate|of [^,.\"]+?)(?: that target [^,.\"]+?)?"
    r"(?: of [^,.\"]+?)? )?cost \{(?:\d+|X)\} (?P<dir>less|more) to activate(?: for each [^.\"]+|, where X is [^.\"]+)?"
    r"\.?$")
#: The keywords and ability words of activated abilities written "<Name> — [Cost]: [Effect]" or "<Name> [cost]"
#: whose costs a sentence may change by name (CR 702.6a equip, 702.29a cycling, 702.49a ninjutsu, 702.67a fortify,
#: 702.84a unearth, 702.97a scavenge, 702.107a outlast, 702.128a embalm, 702.129a eternalize, 702.142a boast,
#: 702.151a reconfigure, 702.177a exhaust; power-up); not "Activated", "Mana" or "Loyalty" abilities, which name
#: wider sets (CR 602.1, 605.1a, 606.3).
_ABILITY_NAMES = frozenset({"Equip", "Cycling", "Ninjutsu", "Fortify", "Unearth", "Scavenge", "Outlast", "Embalm",
                            "Eternalize", "Boast", "Reconfigure", "Exhaust", "Power-up"})
#: Words of a clause that does more than forbid: a grant, a type or colour change, a loss of abilities.
_MORE_THAN_FORBIDS = LazyPattern(
    r"\b(?:has|have|gains?|gets?|becomes?|is an?|are|loses?|lose|copy)\b", re.IGNORECASE)
#: "Enchanted creature can't attack or block, and its activated abilities can't be activated.": forbidding
#: attacking or blocking too is still only forbidding.
_FORBIDDING_CLAUSE = LazyPattern(
    r"\b(?:can't|doesn't|don't) (?:attack|block|untap|transform|crew)\b[^,]*|\bits activated abilities\b|"
    r"\btheir activated abilities\b|\bis tapped\b", re.IGNORECASE)


@lru_cache(maxsize=4096)
def static_reach(sentence: str) -> StaticReach:
    """What unread static ``sentence`` (one sentence of Oracle text, reminder text removed) could change about the
    answers on the board now: a :class:`StaticReach`. Conservative: :attr:`StaticReach.CHANGES` unless the whole
    sentence is of one narrower kind."""
    if sentence.strip() == "Riot":
        return StaticReach.HASTE  # CR 702.136a: it may have entered with haste (the state doesn't record it)
    quoted_ability = any(_ABILITY_IN_QUOTES.search(q) for q in _QUOTE.findall(sentence))
    plain = _QUOTE.sub(" ", sentence)
    if (_THIS_SPELL.search(plain) or _CHOOSE_AS_ENTERS.search(plain) or _CREATES_TOKENS.search(plain)
            or enters_as_copy(sentence)):
        return StaticReach.NONE
    if (_OFF_THE_BATTLEFIELD.match(plain) or gives_spells_cast_keywords(plain) or _COMBAT_TRIGGER_KEYWORD.match(plain)
            or (_PERMITS_CASTING.match(plain) and plain == sentence)
            or (_SPELLS_COST.match(plain) and plain == sentence and not _AND_MORE_CLAUSE.search(plain))):
        return StaticReach.NONE
    if (event := _EVENT_TRIGGERS_MORE.match(plain)) and plain == sentence and not _MANA_EVENT.search(event["event"]):
        return StaticReach.NONE
    unconditioned = _LEADING_CONDITION.sub("", plain, count=1)
    if _TRIGGERS_MORE.search(unconditioned[:1].upper() + unconditioned[1:]) and plain == sentence:
        return StaticReach.TRIGGERS
    attack_cost = _ATTACK_COST.match(_LEADING_CONDITION.sub("", plain, count=1))
    if attack_cost and not quoted_ability and not _MORE_THAN_FORBIDS.search(attack_cost.group("np")):
        return StaticReach.NONE
    untap = _DOESNT_UNTAP.match(plain)
    if untap and not quoted_ability and not _MORE_THAN_FORBIDS.search(untap.group("np")):
        return StaticReach.NONE
    if _ATTACK_AS_THOUGH_HASTE.search(plain) and not _HASTE.search(_ATTACK_AS_THOUGH_HASTE.sub("", plain)):
        return StaticReach.NONE if not quoted_ability else StaticReach.CHANGES
    if _ENTERS.search(plain) and not _HASTE.search(plain) and not re.search(
            r"\b(?:as an?|copy|becomes?|in addition)\b", plain, re.IGNORECASE):
        if not quoted_ability:
            return StaticReach.NONE
        if all(_QUOTED_NO_MANA_ACTIVATED.match(q) for q in _QUOTE.findall(sentence)):
            # "If this creature was kicked ..., it enters with a +1/+1 counter on it and with "Pay 3 life:
            # Regenerate this creature."" (Anavolver): the counters are the state's, the ability adds no mana.
            return StaticReach.GRANTS_ACTIVATED
    cards = _CARDS_GET_KEYWORDS.match(sentence)
    if cards and not re.search(r"\b(?:permanents?|spells?|on the battlefield|you control)\b",
                               re.sub(r"\bthat (?:aren't|isn't) on the battlefield\b", "", cards.group("np"))):
        return StaticReach.CARDS
    if _EQUIP_ONLY.match(plain) and not quoted_ability:
        return StaticReach.EQUIP
    keyword_cost = _KEYWORD_COST.match(plain)
    if keyword_cost and keyword_cost.group("kw") in _ABILITY_NAMES and not quoted_ability:
        return StaticReach.KEYWORD_LESS if keyword_cost.group("dir") == "less" else StaticReach.KEYWORD_MORE
    counters = _NO_MINUS_COUNTERS.match(_LEADING_CONDITION.sub("", plain, count=1))
    if counters and not quoted_ability and _subject_changes_nothing(counters.group("np")):
        return StaticReach.MINUS_COUNTERS
    no_counters = _NO_COUNTERS.match(_LEADING_CONDITION.sub("", plain, count=1))
    if no_counters and not quoted_ability and _subject_changes_nothing(no_counters.group("np") or ""):
        return StaticReach.NO_COUNTERS
    if _CREW_ONLY.match(plain) and not quoted_ability:
        return StaticReach.CREW
    supertype = _SUPERTYPE_ONLY.match(_LEADING_CONDITION.sub("", plain, count=1))
    if supertype and plain == sentence and _subject_changes_nothing(supertype.group("np")) and not re.match(
            r"(?:If|When|Whenever|At|Until)\b", supertype.group("np")) and not re.search(
            r"\b(?:targets?|copy|token that's)\b", supertype.group("np")):
        return StaticReach(supertype.group("supertype"))
    if _LOYALTY_ONLY.match(plain) and not quoted_ability:
        return StaticReach.LOYALTY
    nonmana = _GRANTS_NONMANA_OF.match(sentence)
    if nonmana and not _MORE_THAN_FORBIDS.search(nonmana.group("np")):
        return StaticReach.GRANTS_ACTIVATED
    grant = _GRANTS_ACTIVATED.match(sentence)
    # "without paying its mana cost" (Etrata, Deadly Fugitive) names no mana the ability makes (CR 202.1).
    if grant and not _MORE_THAN_FORBIDS.search(grant.group("np")) and not re.search(
            r"\b[Aa]dd\b|\bmana\b(?! cost\b| value\b)", grant.group("q")):
        return StaticReach.GRANTS_ACTIVATED
    if not quoted_ability and only_power_toughness(plain):
        return StaticReach.POWER
    if only_combat(sentence) or (_DAMAGE_SOURCES.match(plain) and plain == sentence):
        return StaticReach.COMBAT
    damage = _DAMAGE_SENTENCE.match(sentence)
    if damage and not _DAMAGE_AND_MORE.search(_WHILE_COUNTERS.sub("", _LEADING_CONDITION.sub("", plain, count=1))):
        # CR 615.1a, 614.1a: it acts only as damage would be dealt; in combat only, for "combat damage".
        if any(damage.group(g) for g in ("c1", "c2", "c3", "c4")):
            return StaticReach.COMBAT
        return StaticReach.PERMANENT_DAMAGE if _to_permanents_only(plain) else StaticReach.DAMAGE
    if quoted_ability:
        return StaticReach.CHANGES
    kinds: set[StaticReach] = set()
    rest = plain
    if _SETS_COLOR.search(rest):
        kinds.add(StaticReach.COLORS)
        rest = _SETS_COLOR.sub("", rest)
        if _MORE_THAN_FORBIDS.search(rest) or _HASTE.search(rest) or _NARROWS.search(rest):
            return StaticReach.CHANGES
    if _HASTE.search(rest):
        if _is_haste_grant(rest):
            kinds.add(StaticReach.HASTE)
            rest = ""
        else:
            return StaticReach.CHANGES
    if _SPENDS_AS_THOUGH.search(rest) or _COSTS_LESS_TO_ACTIVATE.search(rest) or _ACTIVATES_AS_THOUGH_NOT.search(rest):
        kinds.add(StaticReach.WIDENS)
        rest = _ACTIVATES_AS_THOUGH_NOT.sub("", _COSTS_LESS_TO_ACTIVATE.sub("", _SPENDS_AS_THOUGH.sub("", rest)))
        if re.search(r"\b(?:is an?|are|becomes?|loses?|lose|has|have|gets?)\b", rest, re.IGNORECASE):
            return StaticReach.CHANGES
    if _CANT_BE_SACRIFICED.search(rest) and not _NARROWS.search(_CANT_BE_SACRIFICED.sub("", rest)) and not (
            _MORE_THAN_FORBIDS.search(rest)):
        kinds.add(StaticReach.SACRIFICE)
    elif _NARROWS.search(rest):
        kinds.add(StaticReach.NARROWS)
        if _MORE_THAN_FORBIDS.search(_FORBIDDING_CLAUSE.sub("", _NARROWS.sub("", rest))):
            return StaticReach.CHANGES
    return kinds.pop() if len(kinds) == 1 else StaticReach.CHANGES


#: CR 602.2: "Any player may activate this ability." (Feral Hydra, Mana Cache).
_ANY_PLAYER = LazyPattern(r"\bany player may activate\b", re.IGNORECASE)


def any_player_may_activate(text: str) -> bool:
    """Does ability ``text`` say any player may activate it (CR 602.2: "unless the object specifically says
    otherwise"; the player who activates it controls it, CR 602.2a)?"""
    return _ANY_PLAYER.search(text) is not None


def gives_spells_cast_keywords(sentence: str) -> bool:
    """Does static ``sentence`` only give spells a keyword that works as they are cast ("Artifact spells you cast
    have convoke.", "The first spell you cast each turn has cascade.": CR 702.51a, 702.85a), so that it changes no
    permanent, and no spell but in what it names?"""
    return _SPELLS_CAST_KEYWORD.match(sentence) is not None and not re.search(
        r"\b(?:cards?|permanents|creatures? you control)\b", sentence)


def enters_as_copy(sentence: str) -> bool:
    """Is static ``sentence`` a permanent's own "You may have <it> enter [tapped] as a copy of ..." (CR 707.5, 614.1c),
    or "If you do, it enters as a copy of one of those cards ..." after the cards it exiled as it entered (The
    Mimeoplasm)?
    What it copied is a choice made as it entered (the state's ``chosen`` ``copy``), so the sentence itself changes
    nothing now: the copy's values are the object's (:mod:`model.entered_copy`)."""
    return _ENTERS_AS_COPY.match(sentence) is not None


#: A clause that changes more than haste: a type, colour, power and toughness or other ability it also sets
#: ("Enchanted land is a 4/5 green Spirit creature with vigilance and haste", "loses all abilities").
_NOT_ONLY_HASTE = LazyPattern(
    r"\b(?:is an?|are|becomes?|loses?|lose|copy|instead|in addition)\b|\d+/\d+|\bcan't\b|\bdoesn't\b|\bcosts?\b|"
    r"\bspend\b|\badd\b|\bmana\b|\bgets? [+-]", re.IGNORECASE)


def _is_haste_grant(sentence: str) -> bool:
    """Does ``sentence`` only give haste (with keywords that change no answer but about targets, which have their
    own rule: flying, vigilance, hexproof, "attacks each combat if able"), under a condition or not? Not when it
    also changes power and toughness ("gets +1/+0 and has haste"), which texts may read. A leading condition ("As
    long as five or more Revelers are on the battlefield, ...") only says when the rest applies (CR 611.3a)."""
    body = _LEADING_CONDITION.sub("", sentence, count=1)
    return _HASTE_ONLY_WORDS.search(sentence) is not None and not _NOT_ONLY_HASTE.search(body)


class Subject(Enum):
    """Whose characteristics or abilities a static sentence is about, relative to the object that has it."""

    #: The object itself ("This creature ...", "<its name> ...").
    SELF = "self"
    #: The object it is attached to ("Enchanted creature ...", "Equipped creature ...", CR 303.4, 301.5).
    ATTACHED = "attached"
    #: The player it is attached to, or that player's objects ("Creatures enchanted player controls ...",
    #: "Enchanted player can't activate ...": an Aura with enchant player, CR 303.4, 702.5a).
    ATTACHED_PLAYER = "attached_player"
    #: Objects (or the player) of the object's controller ("Creatures you control ...", "Your life total ...").
    YOURS = "yours"
    #: Objects of the controller's opponents ("... your opponents control ...").
    OPPONENTS = "opponents"
    #: Anything: every other wording (conservative).
    ALL = "all"


#: A leading condition that doesn't change whom the sentence's main clause is about.
_LEADING_CONDITION = LazyPattern(r"^(?:As long as [^,]+, |During (?:your turn|each of your turns|turns other than yours|"
                                 r"each opponent's turn|combat), |Otherwise, )")
_ATTACHED_SUBJECT = LazyPattern(r"^(?:[Ee]nchanted|[Ee]quipped|[Ff]ortified) (?:creature|permanent|land|artifact|planeswalker|"
                                r"enchantment)\b(?!s)")
#: The noun phrase before the main verb, to tell "you control" from "your opponents control".
_SUBJECT_PHRASE = LazyPattern(
    r"^(?P<np>[^,.\"]*?)\b(?:is|are|has|have|gets?|loses?|lose|can't|can|costs?|may|enters?)\b")


def name_forms(card_name: str) -> list[str]:
    """The words by which a card's text names the card itself, longest first: its name, and the shortened names of
    CR 201.5c ("Sakashima" for Sakashima of a Thousand Faces, "Chameleon" for Chameleon, Master of Disguise,
    "Urza" for Urza, Lord High Artificer); and those of the name without an Alchemy card's "A-" (a rebalanced card's
    text names it without the prefix)."""
    forms = []
    if card_name:
        forms.append(card_name)
        if "," in card_name:
            forms.append(card_name.split(",")[0])
        if card_name.startswith("A-"):
            forms.extend(name_forms(card_name[2:]))
        for joint in (" of the ", " of a "):
            if joint in card_name:
                forms.append(card_name.split(joint)[0])
    return sorted({f for f in forms if f}, key=len, reverse=True)


@lru_cache(maxsize=4096)
def _named(name: str) -> re.Pattern[str] | None:
    """The words of :func:`name_forms` as a pattern (``None`` for no name)."""
    forms = name_forms(name)
    return re.compile(r"(?<![\w'])(?:" + "|".join(re.escape(f) for f in forms) + r")(?![\w])") if forms else None


#: "As long as Zhao has a conqueror counter on him, ...", "As long as this creature has two or more counters on it,
#: ...": a condition on the object's own counters (CR 122.1, 611.3a).
_SELF_COUNTERS_CONDITION = LazyPattern(
    r"^(?:During your turn, )?[Aa]s long as (?:~|this [a-z]+) has (?:(?P<a>an?)|(?P<n>[a-z]+|\d+) or more) "
    r"(?:(?P<kind>[+-]\d+/[+-]\d+|(?!counters?\b)[a-z]+) )?counters? on (?:it|him|her|them), ")


#: "During your turn, ...", "As long as it's your turn, ..." (``True``: only on its controller's turn); "During
#: turns other than yours, ...", "During each opponent's turn, ...", "As long as it's not your turn, ..."
#: (``False``): CR 611.3a.
_TURN_CONDITION = LazyPattern(r"^(?:(?P<yours>During your turn|During each of your turns|As long as it's your turn)|"
                              r"During turns other than yours|During each opponent's turn|As long as it's not your "
                              r"turn)(?:,| and\b)")


def turn_condition(sentence: str) -> bool | None:
    """Whose turn static ``sentence`` applies on, by its leading condition: ``True`` only on its controller's turn
    ("During your turn, your opponents can't cast spells ...", Grand Abolisher; "As long as it's your turn and you
    control an Army, ..."), ``False`` only on other players' turns ("During turns other than yours, ..."), ``None``
    when it has no such condition (CR 611.3a: a condition is checked continuously, and whose turn it is doesn't
    change while a cost is paid or an ability is activated)."""
    m = _TURN_CONDITION.match(sentence)
    return None if m is None else m.group("yours") is not None


@lru_cache(maxsize=4096)
def self_counters_condition(sentence: str, name: str) -> HasCounter | None:
    """The counters static ``sentence`` of an object named ``name`` asks that object to have for the sentence to
    apply ("As long as Zhao has a conqueror counter on him, nonbasic lands are Mountains.", "As long as this creature
    has two or more counters on it, ...": CR 122.1, 611.3a), as a :class:`~model.filters.HasCounter` (kind ``None``:
    any), or ``None`` when its condition is not of that form. While the object has fewer, the sentence changes
    nothing, unless paying could put such counters on it."""
    named = _named(name)
    m = _SELF_COUNTERS_CONDITION.match(named.sub("~", sentence) if named is not None else sentence)
    if m is None:
        return None
    least = 1 if m.group("a") else int(m.group("n")) if m.group("n").isdigit() else NUMBER_WORDS.get(m.group("n"))
    return None if least is None else HasCounter(m.group("kind"), least)


def static_subject(sentence: str, name: str, *, attaches: bool = False) -> Subject:
    """Whom static ``sentence`` of an object named ``name`` is about (:class:`Subject`); :attr:`Subject.ALL` unless
    its main clause plainly names the object, the object it is attached to, or permanents of one side. For an
    Aura, Equipment or Fortification (``attaches``), a sentence whose subject is "It" continues one about the
    object it is attached to ("Enchanted creature is a Citizen ... It has defender and loses all other
    abilities.", CR 303.4b, 301.5a)."""
    named = _named(name)
    if named is not None:
        # CR 201.5, 201.5c: the card's name, or its shortened name, is the object itself.
        sentence = named.sub("~", sentence)
    body = _LEADING_CONDITION.sub("", sentence, count=1)
    if attaches and re.match(r"^[Ii]t(?:s|'s)? ", body):
        return Subject.ATTACHED
    condition = sentence[:len(sentence) - len(body)]
    if condition and re.match(r"^[Ii]t(?:s|'s)? ", body) and re.search(r"\bthis (?:creature|land|artifact|"
                                                                       r"permanent)\b|~", condition):
        return Subject.SELF  # "As long as this creature is renowned, it has ...": "it" is the object itself
    if re.match(r"^(?:Mana abilities|Activated abilities|Abilities) of (?:this (?:land|creature|artifact|permanent)\b|~)",
                body):
        return Subject.SELF
    if re.match(r"^(?:If [^,]+, )?[Yy]ou may have (?:this [A-Za-z]+|~) enter\b", body):
        return Subject.SELF  # CR 707.9: it enters as a copy; only its own characteristics are changed
    if re.match(r"^(?:As (?:this [a-z]+|~) enters(?: the battlefield)?(?: or is turned face up)?|If (?:this [a-z]+|~) "
                r"was kicked\b[^,\"]*), (?:it|~)\b", body):
        return Subject.SELF  # CR 614.1c: "As this creature enters, it becomes your choice of ..." (Primal Clay)
    if _ATTACHED_SUBJECT.match(body):
        return Subject.ATTACHED
    if re.match(r"^(?:[Ee]nchanted player\b|[A-Za-z ]*?\b(?:[Cc]reatures|[Pp]ermanents|[Ll]ands|[Aa]rtifacts) enchanted player "
                r"controls\b)", body):
        return Subject.ATTACHED_PLAYER
    if re.match(r"^(?:[Tt]his (?:creature|artifact|enchantment|land|permanent|Vehicle|Equipment|Aura)\b(?!'s? \w+ "
                r"(?:you|your))|~\s|~'s\b)", body):
        return Subject.SELF
    m = _SUBJECT_PHRASE.match(body)
    if m is None or sentence.startswith(("If ", "When", "At ")):
        return Subject.ALL
    np = m.group("np")
    if re.search(r"\byour opponents control\b|\ban opponent controls\b|^[Yy]our opponents\b|^[Ee]ach opponent\b", np):
        return Subject.OPPONENTS
    if re.search(r"\byou control\b|^Your\b|^You\b", np) and not re.search(r"\bopponent|\bplayer|\beach\b", np):
        return Subject.YOURS
    return Subject.ALL


#: The subject noun phrase of a main clause, up to its verb; a card name may hold ", the " ("Numot, the
#: Devastators you control have ...").
_SUBJECT_NOUN_PHRASE = LazyPattern(
    r"^(?P<np>(?:[^,.\"]|, the )*?) ?\b(?:is|are|has|have|gets?|loses?|lose|can't|can|costs?|may|enters?|becomes?)\b")
#: "Activated abilities of nontoken Rebels cost ...", "Mana abilities of lands can't be activated ...": a rule about
#: the abilities of the permanents the noun phrase names (CR 602.2b, 602.5).
_ABILITIES_OF = LazyPattern(r"^(?:Activated|Mana) abilities of (?P<np>[^,.\"]+?) (?P<rest>(?:cost|can't)\b.*)$")
_DETERMINER = LazyPattern(r"^(?:(?:[Ee]ach|[Aa]ll) )?(?P<other>(?:[Oo]ther|[Aa]nother) )?")
#: A quoted ability with a cost or a trigger ("{T}: Add {G}.", "Sacrifice this artifact: Add ...", "When ..."):
#: an ability of the permanents it is given to, which reaches no other object now.
_QUOTED_OWN_ABILITY = LazyPattern(r"^[\"“](?:[^\"”]*: |When|Whenever|At )")
#: Rules a sentence names in quotes ("the "legend rule" doesn't apply to them", CR 704.5j, 704.5k).
_RULE_NAMES = frozenset({"legend rule", "world rule"})
#: Conditions of a subject that nothing done while paying or activating changes: names, tokens, colours, being a
#: commander (CR 903.3), CR 611.3a (the objects are determined continuously; tapping, counters, power may change as
#: costs are paid).
_STEADY_FLAGS = frozenset({Flag.TOKEN, Flag.NONTOKEN, Flag.COLORLESS, Flag.MONOCOLORED, Flag.MULTICOLORED,
                           Flag.COMMANDER})
#: "Creatures you control that entered this turn" (Deathleaper): whether a permanent entered this turn is the
#: state's ``entered_this_turn``, which nothing done while paying or activating changes for a permanent on the
#: battlefield (one that left and came back would be a new object, CR 400.7).
_ENTERED_THIS_TURN = LazyPattern(r" that entered(?: the battlefield)? this turn$")
#: "Each land with an everything counter on it" (Omo), "Non-Horror creatures with slime counters on them" (Sludge
#: Monster), "Creatures you control with +1/+1 counters on them", "Each creature you control with a counter on it":
#: at least one counter of that kind (any kind when none is named), CR 122.1.
_WITH_COUNTERS = LazyPattern(r" with (?:an? |one or more )?(?:(?P<kind>[+-]\d+/[+-]\d+|(?!counters?\b)[a-z]+) )?"
                             r"counters? on (?:it|them)$")
#: "... have all activated abilities of all creature cards exiled with ~" (Agatha's Soul Cauldron, Dark Impostor,
#: Myr Welder): the abilities of the cards its linked ability exiled (CR 607.2a), none while it exiled none.
_EXILED_WITH_ABILITIES = LazyPattern(r"\b(?:has|have) (?:all activated abilities of all (?:[a-z]+ )?cards exiled with "
                                     r"(?:~|it|this [a-z]+)|all activated abilities of the exiled card)\.?$")
#: "... it has all activated abilities of all creature cards in all graveyards" (Necrotic Ooze, Mirran Safehouse;
#: "all artifact cards in your graveyard", Trazyn the Infinite): the abilities of cards in graveyards, none while
#: no card is in one (CR 400.1, 613.1f).
_GRAVEYARD_ABILITIES = LazyPattern(r"\b(?:has|have) all activated abilities of all (?:[a-z]+ )?cards in (?:all "
                                   r"graveyards|graveyards|your graveyard|each graveyard)\.?$")


#: A subject of cards in zones other than the battlefield only ("Cards in graveyards", "Each creature card in your
#: graveyard", "Each nonland card in your hand without foretell", "Instant and sorcery cards in graveyards"): the
#: words before "card(s) in" are kinds of card, which name no permanent (not "Creatures with power greater than the
#: number of cards in your hand", Ensnaring Bridge); "Activated abilities of cards in your graveyard" (Convergence
#: of Dominion) are those cards' abilities.
_ZONE_SUBJECT = LazyPattern(
    r"^(?:(?:[Ee]ach|[Aa]ll) )?(?:(?:[Aa]ctivated |[Tt]riggered )?[Aa]bilities of )?(?P<kinds>(?:(?!(?:permanents?|creatures|lands|artifacts|enchantments|spells?|"
    r"abilities|with|without|than|of|the|number|power|toughness|on|you|control)\b|and (?!sorcery\b))[\w'-]+ )*?)"
    r"[Cc]ards? in (?P<zone>graveyards|all graveyards|each graveyard|a graveyard|your graveyard|"
    r"each player's graveyard|hands|your hand|each player's hand|exile|your library|libraries)(?: without [a-z]+)?$")
_ZONE_SUBJECT_WORDS = {"graveyard": Zone.GRAVEYARD, "hand": Zone.HAND, "exile": Zone.EXILE, "librar": Zone.LIBRARY}
#: A predicate that only takes abilities away (CR 613.1f): an object with no rules text loses nothing.
_LOSES_ALL = LazyPattern(r" (?:loses?|lose) all abilities\.?$")


@lru_cache(maxsize=4096)
def static_subject_zones(sentence: str) -> tuple[frozenset[Zone], bool] | None:
    """The zones of the cards static ``sentence`` is about when its subject names only cards in zones other than
    the battlefield ("Cards in graveyards lose all abilities.", Yixlid Jailer; "Each creature card in your graveyard
    has scavenge.": CR 400.1, 113.6), and whether all it does is take their abilities away ("lose all abilities",
    CR 613.1f: it changes only objects with rules text); ``None`` for any other subject (one that also names
    permanents, "Lands you control and land cards in your library", or "If", "When", "At" sentences). Such a
    sentence changes no permanent, and no object while no card is in those zones."""
    if sentence.startswith(("If ", "When", "At ")):
        return None
    body = _LEADING_CONDITION.sub("", sentence, count=1)
    m = _SUBJECT_NOUN_PHRASE.match(body)
    if m is None:
        return None
    zone = _ZONE_SUBJECT.match(m.group("np"))
    if zone is None:
        return None
    zones = frozenset(z for word, z in _ZONE_SUBJECT_WORDS.items() if word in zone.group("zone"))
    return zones, _LOSES_ALL.search(body[m.end("np"):]) is not None and not _QUOTE.search(body)


def gives_quoted_static(sentence: str) -> bool:
    """Does static ``sentence`` give its subject a quoted text that is neither an ability with a cost or a trigger
    nor the name of a rule ("Clues you control are Equipment ... and have "Equipped creature gets +2/+0"", Armed
    with Proof)? Such a quoted static ability, once given, could reach objects besides its subject (CR 613.1f,
    611.3a), so the sentence could change an answer about any object while its subject fits a permanent."""
    return any(not _QUOTED_OWN_ABILITY.match(q) and q[1:-1] not in _RULE_NAMES for q in _QUOTE.findall(sentence))


def grants_graveyard_abilities(sentence: str) -> bool:
    """Does static ``sentence`` only give the activated abilities of cards in graveyards ("As long as this creature
    is on the battlefield, it has all activated abilities of all creature cards in all graveyards.", Necrotic Ooze,
    CR 613.1f), so that it gives nothing while no card is in a graveyard?"""
    return _GRAVEYARD_ABILITIES.search(sentence) is not None and not _QUOTE.search(sentence)


def grants_exiled_abilities(sentence: str, name: str) -> bool:
    """Does static ``sentence`` of an object named ``name`` only give the activated abilities of the cards exiled
    with that object ("Creatures you control with +1/+1 counters on them have all activated abilities of all
    creature cards exiled with Agatha's Soul Cauldron.", "This creature has all activated abilities of all cards
    exiled with it.", Territory Forge's "of the exiled card": CR 607.2a), so that it gives nothing while the
    object's ``exiled`` is empty? Not Locus of Enlightenment's "each activated ability of the exiled cards used to
    craft it": a crafted permanent exiled its materials (CR 702.167a), so an empty ``exiled`` there is a state that
    doesn't say which, not none."""
    named = _named(name)
    plain = named.sub("~", sentence) if named is not None else sentence
    return _EXILED_WITH_ABILITIES.search(plain) is not None and not _QUOTE.search(plain)


#: "This creature has all activated abilities of all legendary creatures you control." (Robaran Mercenaries), "...
#: of each other creature with a +1/+1 counter on it" (Experiment Kraj): the abilities of the permanents named.
_ABILITIES_OF_PERMANENTS = LazyPattern(r"^[^\"]+? (?:has|have) (?:all )?(?:the )?activated abilities of (?:all|each) "
                                       r"(?P<np>[^\".,]+?)\.?$")


def grants_abilities_of(sentence: str, name: str) -> ObjectFilter | None:
    """The permanents whose activated abilities static ``sentence`` of an object named ``name`` gives and nothing
    else (:data:`_ABILITIES_OF_PERMANENTS`, CR 613.1f), as :func:`static_subject_filter` reads that noun phrase: while
    no permanent but the object itself fits it, the sentence gives nothing new (an object's own abilities are
    already its own); ``None`` when the sentence is not such a grant or the phrase is not read."""
    m = _ABILITIES_OF_PERMANENTS.match(sentence)
    if m is None:
        return None
    return static_subject_filter(f"All {m['np']} have it.", name)


#: A sentence extending the one before to objects in other zones (Conspiracy, Arcane Adaptation, Maskwood Nexus).
_SAME_IS_TRUE = LazyPattern(r"\bThe same is true for\b")


@lru_cache(maxsize=4096)
def static_subject_filter(sentence: str, name: str, *, targets: bool = False) -> ObjectFilter | None:
    """The permanents static ``sentence`` of an object named ``name`` applies to, as the filter its subject noun
    phrase describes (read by :func:`model.targets.parse_noun_phrase`; controller relative to the object's
    controller, ``another`` for "other", the object itself excluded): "Each noncreature artifact" (CR 109.2: a
    card type alone means permanents), "Other Merfolk you control" (CR 205.3), "Command Towers you control",
    "Each other creature named Brothers Yamazaki" (:class:`~model.filters.Named`, CR 201.2), "Activated abilities of
    nontoken Rebels cost ..." (the Rebels, CR 602.2b). A continuous effect of
    a static ability applies to the objects its text describes (CR 611.3a, 613), so the sentence changes nothing
    while no permanent fits it.

    A relative clause "that entered this turn" is read (:attr:`~model.filters.Flag.ENTERED_THIS_TURN`: "Creatures
    you control that entered this turn", Deathleaper), and so is a counter condition (:class:`~model.filters.
    HasCounter`: "Each land with an everything counter on it", "Creatures you control with +1/+1 counters on them",
    CR 122.1), which a payment could change only by putting such a counter (removing one makes fewer fit): the
    solver weighs that (``BoardView._subject_fits``). With ``targets`` (for which targets are legal now), "tapped"
    and "untapped" are read too ("Untapped Dragons you control have hexproof.", Dragonologist): targets are chosen
    before any cost is paid (CR 601.2c, 601.2g-h, 602.2b), so no payment changes them first.

    ``None`` when it can't be narrowed so: a subject not wholly read (another relative clause, "It", "Enchanted
    creature", the object's own name: :func:`static_subject` reads those), one that also covers spells, cards,
    players or abilities (a spell being paid for, CR 106.6, 601.2f), or that a later sentence extends to them ("The
    same is true for creature spells you control and creature cards you own that aren't on the battlefield."), one with a condition paying could change
    (tapped, power), or a sentence under "If", "When" or "At". A sentence that gives a quoted static ability
    ("Equipped creature gets +2/+0", :func:`gives_quoted_static`) is read too: it changes nothing while no permanent
    fits its subject, and could reach any object while one does (the solver weighs that). A name used as a noun
    (capitalised words that are not all subtypes) is read only with "you control", "your opponents control" or "on the
    battlefield", and only when it is a card name of the bundled corpus, in the singular or as it is ("Commanders you
    control", CR 903.3, names none)."""
    named = _named(name)
    if named is not None:
        sentence = named.sub("~", sentence).replace("named ~", f"named {name}")
    if sentence.startswith(("If ", "When", "At ")) or _SAME_IS_TRUE.search(sentence):
        return None
    if (of := _ABILITIES_OF.match(sentence)) is not None:
        # "Activated abilities of nontoken Rebels cost an additional ...": about the permanents that have them.
        sentence = f"{of.group('np')} {of.group('rest')}"
    m = _SUBJECT_NOUN_PHRASE.match(_LEADING_CONDITION.sub("", sentence, count=1))
    if m is None or "~" in m.group("np"):
        return None
    np = m.group("np")
    det = _DETERMINER.match(np)
    assert det is not None
    phrase = np[det.end():]
    on_battlefield = phrase.endswith(" on the battlefield")
    phrase = phrase.removesuffix(" on the battlefield")
    entered = _ENTERED_THIS_TURN.search(phrase)
    if entered is not None:
        phrase = phrase[:entered.start()]
    counters = _WITH_COUNTERS.search(phrase)
    if counters is not None:
        phrase = phrase[:counters.start()]
    try:
        spec = parse_noun_phrase(phrase, names=True)
    except UnsupportedText:
        return None
    filt = spec.filter
    if spec.allowed != ("permanent",) or filt is None or spec.spell_filter is not None or any(
            not isinstance(c, Named | NotColor | HasCounter | OwnedBy) and c not in _STEADY_FLAGS
            and not (targets and c in (Flag.TAPPED, Flag.UNTAPPED)) for c in filt.extra):
        return None
    if any(isinstance(c, Named) and c.plural and (filt.controller is Controller.ANY and not on_battlefield or not any(
            is_card_name(n) for n in c.spellings())) for c in filt.extra):
        return None  # capitalised words that name no card ("Commanders", "Equipped Warriors")
    if entered is not None:
        filt = replace(filt, extra=(*filt.extra, Flag.ENTERED_THIS_TURN))
    if counters is not None:
        filt = replace(filt, extra=(*filt.extra, HasCounter(counters.group("kind"))))
    return replace(filt, another=True) if det.group("other") else filt


#: A change of power and toughness (layers 7b-7c, CR 613.4b-c): "gets +1/+2", "get -X/-X", "has base power and
#: toughness 3/3".
_PT_CLAUSE = (r"(?:gets? (?:an additional )?[+-](?:\d+|X)/[+-](?:\d+|X)|"
              r"(?:has|have) base power and toughness \d+/\d+)")
#: Keyword abilities that matter only to combat, damage and dying (CR 702.2 deathtouch, 702.4 double strike,
#: 702.7 first strike, 702.9 flying, 702.12 indestructible, 702.14 landwalk, 702.15 lifelink, 702.17 reach, 702.19
#: trample, 702.20 vigilance, 702.3 defender, 702.13 intimidate, 702.36 fear, 702.28 shadow, 702.111 menace,
#: 702.118 skulk, 702.31 horsemanship, 702.108 prowess, 702.83 exalted, 702.90 infect, 702.80 wither, 702.79
#: persist, 702.93 undying, 702.45 bushido, 702.112 renown), and ward, whose trigger follows a targeting and so changes no target's
#: legality (CR 702.21a): not haste, hexproof, shroud, protection or flash.
_COMBAT_KEYWORD = (r"(?:flying|first strike|double strike|deathtouch|lifelink|menace|trample|vigilance|reach|defender|"
                   r"indestructible|intimidate|fear|shadow|skulk|horsemanship|prowess|exalted|infect|wither|persist|"
                   r"undying|bushido \d+|renown \d+|ward \{[^}]+\}(?:\{[^}]+\})*|(?:island|swamp|mountain|forest|plains)walk)")
#: What a creature may do in combat, no ability (CR 509.1b-c, 508.1d, 702.3b): a restriction on attacking or
#: blocking ("can't attack unless there is a Mountain on the battlefield", "can't be blocked by more than one
#: creature") is checked only as attackers or blockers are declared (CR 508.1c, 509.1b).
_COMBAT_RULE = (r"(?:can't block|can't attack(?: or block)?(?: unless [^,.\"]+)?|"
                r"can't be blocked by more than one creature|can block an additional creature each combat|"
                r"can block any number of creatures|can block only creatures with flying|"
                r"attacks? each combat if able|blocks? each combat if able|"
                r"can't be blocked(?: except by [^,.\"]+| by [^,.\"]+)?|"
                r"can block an additional (?:[a-z-]+ )?creatures? each combat|"
                r"can attack as though (?:it|they) didn't have defender|"
                r"can only attack alone|can't (?:attack|block) alone)")
#: " and" before a further predicate of the main clause.
_AND_PREDICATE = r" and (?:has|have|is|are|gets?|gains?|loses?|can't|can)\b"
#: The words of a condition or count ("as long as you control a Forest", "for each creature you control and each
#: creature card in your graveyard"): up to the end of the sentence, but never over a further predicate of the
#: main clause ("... for each Plains you control and has flying", "... and is an Assassin in addition to its other
#: types"), which changes something of its own (CR 613.1d-f).
_CONDITION_WORDS = rf"(?:(?!{_AND_PREDICATE})[^.\"])*"
_ONLY_PT = LazyPattern(rf"^(?P<np>[^,.\"]*?) (?:also )?{_PT_CLAUSE}(?: and {_PT_CLAUSE})?(?: instead)?"
                       rf"(?:,? (?:as long as|for each|where X is) {_CONDITION_WORDS})?\.?$")
#: A quoted triggered ability that adds no mana and changes no cost (CR 603.1, 605.1b): its effects are made as it
#: resolves, never while a cost is paid or an activation is checked.
_QUOTED_TRIGGER = LazyPattern(r"^[\"“](?:When|Whenever|At)\b(?![^\"”]*(?:\b[Aa]dd\b|\bmana\b|\bcosts?\b|\bspend\b))"
                              r"[^\"”]*[\"”]$")
#: A relative clause of a subject ("Creatures you control that are equipped"): it describes, changes nothing.
_RELATIVE_CLAUSE = LazyPattern(r"\b(?:that|which) (?:are|is|'s)\b")


def _subject_changes_nothing(np: str) -> bool:
    """Is noun phrase ``np`` (a sentence's subject) only a description, no change of its own ("Enchanted land is a
    creature that ..." changes types, "Enchanted creature is white and gets +1/+1" its colour: a verb outside a
    relative clause)?"""
    np = _RELATIVE_CLAUSE.sub(" ", np.replace("that's", "that is"))
    return not _MORE_THAN_FORBIDS.search(np) and not re.search(r"\b(?:can't|can|may|loses?|is|are|isn't|aren't)\b",
                                                                np)


#: Words by which a text reads power or toughness ("a creature with power 4 or greater", "the greatest power among
#: creatures you control", "equal to its toughness"), CR 208.1; not the first half of a hyphenated word, such as the
#: land type Power-Plant (CR 205.3i: "an Urza's Power-Plant", Urza's Mine's condition).
_READS_POWER = LazyPattern(r"\b(?:power|toughness)\b(?!-)", re.IGNORECASE)
#: Words by which a text names what :attr:`StaticReach.COMBAT` gives ("for each creature with defender you
#: control", Axebane Guardian; "an untapped creature with flying").
_NAMES_COMBAT = LazyPattern(rf"\b{_COMBAT_KEYWORD}\b|\b(?:ward|bushido|renown(?:ed)?)\b|\bblock|\battack alone\b", re.IGNORECASE)


#: The reaches of a change that could alter a power or toughness (:func:`reaches_read_by` of a text that reads
#: them): :attr:`StaticReach.POWER`; a sentence that also gives combat or targeting abilities has that reach beside
#: (:func:`static_reaches`), and those abilities change no power or toughness (CR 613.4c, 613.1f).
POWER_REACHES = frozenset({StaticReach.POWER})
#: The reaches of a rule about damage events (CR 615.1a, 120.3): to anything, or to permanents only.
DAMAGE_REACHES = frozenset({StaticReach.DAMAGE, StaticReach.PERMANENT_DAMAGE})
#: The reaches of a change of one supertype alone (CR 205.4, 613.1d).
SUPERTYPE_REACHES = frozenset({StaticReach.SNOW, StaticReach.BASIC, StaticReach.LEGENDARY})
_NAMES_TARGETING = LazyPattern(r"\b(?:hexproof|shroud|protection|ward)\b", re.IGNORECASE)
_NAMES_INDESTRUCTIBLE = LazyPattern(r"\bindestructible\b", re.IGNORECASE)
#: "Put a -1/-1 counter on this creature", "-1/-1 counters", "Blight 1" (to blight is to put -1/-1 counters on a
#: creature you control): CR 122.1.
_NAMES_MINUS_COUNTERS = LazyPattern(r"-1/-1 counters?\b|\bblight\b", re.IGNORECASE)
#: A text that reads the cards of a graveyard ("Activate only if there is an Elf card in your graveyard", "X is the
#: number of creature cards in your graveyard": CR 404.1).
_READS_GRAVEYARD = LazyPattern(r"\bgraveyards?\b", re.IGNORECASE)
#: Words of mana or of adding it ("Add {G}", "mana abilities").
_MANA_WORDS = LazyPattern(r"\b(?:[Aa]dds?|mana)\b")
#: Where a sentence of a text ends.
_SENTENCES = LazyPattern(r"(?<=\.) ")
#: A text by which a card goes to a graveyard: a sacrifice, a discard, milling (CR 701.21a, 701.9a, 701.17a); not
#: a token's sacrifice of itself (a token is no card, CR 111.1, 111.7).
_PUTS_INTO_GRAVEYARD = LazyPattern(r"\b(?:sacrifices?(?! this token\b)|discards?|mills?)\b", re.IGNORECASE)


def graveyard_matters_to_mana(text: str, card_name: str, *, mana_ability: bool) -> bool:
    """Could a card put into a graveyard while a cost is paid change the mana an ability of Oracle ``text`` (of a
    card named ``card_name``) adds or lets be added: a mana ability (``mana_ability``) that names a graveyard, or
    a static ability that works in the graveyard ("As long as this card is in your graveyard, lands you control
    have ...", CR 113.6b) or names a graveyard and mana? From its words, conservatively."""
    if _READS_GRAVEYARD.search(text) is None:
        return False
    if mana_ability or _MANA_WORDS.search(text):
        return True
    return any(Zone.GRAVEYARD in stated_zones(sentence, card_name) for sentence in _SENTENCES.split(text))


def puts_into_graveyard(text: str) -> bool:
    """Could Oracle ``text`` put a card into a graveyard (a sacrifice, a discard, milling: CR 701.21a, 701.9a,
    701.17a)? From its words, conservatively."""
    return _PUTS_INTO_GRAVEYARD.search(text) is not None


#: Damage dealt or named (CR 120.1): what :attr:`StaticReach.DAMAGE` could change.
_NAMES_DAMAGE = LazyPattern(r"\bdamage\b", re.IGNORECASE)
#: "This land deals 1 damage to you.": damage to its controller alone, which no rule about damage to permanents
#: (:attr:`StaticReach.PERMANENT_DAMAGE`) changes.
_DAMAGE_TO_YOU = LazyPattern(r"\bdeals? (?:\d+|X|one|two|three) damage to you\b", re.IGNORECASE)
#: An activated ability named ("Activate only if this creature has another activated ability"): what a grant of
#: activated abilities (:attr:`StaticReach.GRANTS_ACTIVATED`, CR 613.1f) could change.
_NAMES_ACTIVATED = LazyPattern(r"\bactivated abilit(?:y|ies)\b", re.IGNORECASE)
#: A counter named in any way, a loyalty cost that adds counters, blight or proliferate (CR 122.1, 606.4, 701.34).
_NAMES_COUNTERS = LazyPattern(r"\bcounters?\b|\[\+|\bblight\b|\bproliferate\b", re.IGNORECASE)
#: Words that name each supertype a :data:`SUPERTYPE_REACHES` sentence changes ("snow lands you control" and the
#: snow mana symbol, CR 107.4h; "basic land", "nonbasic"; "legendary", "the legend rule": CR 205.4).
_NAMES_SUPERTYPE = {
    StaticReach.SNOW: LazyPattern(r"\{S\}|\b(?:non-?)?snow\b", re.IGNORECASE),
    StaticReach.BASIC: LazyPattern(r"\b(?:non-?)?basic\b", re.IGNORECASE),
    StaticReach.LEGENDARY: LazyPattern(r"\b(?:non-?)?(?:legendary|legends?)\b", re.IGNORECASE),
}


#: Words by which a text reads creature types without naming one: "creature type" ("shares a creature type"), "the
#: chosen type" (Cavern of Souls' "a creature spell of the chosen type", CR 106.6), changeling (CR 702.73a), a
#: party (CR 700.8: Clerics, Rogues, Warriors, Wizards), outlaws (CR 700.12: Assassins, Mercenaries, Pirates, Rogues,
#: Warlocks), and the one creature type of two words (CR 205.3m).
_READS_CREATURE_TYPES = LazyPattern(
    r"\bcreature types?\b|\bchosen (?:creature )?type\b|\bchangeling\b|\bpart(?:y|ies)\b|\boutlaws?\b|"
    r"\bTime Lords?\b", re.IGNORECASE)
#: A choice of a creature type as a permanent enters (CR 205.3e): it reads no object's types.
_CHOOSES_CREATURE_TYPE = LazyPattern(r"\bchoose an? creature type\b", re.IGNORECASE)
#: A capitalised word, perhaps hyphenated or possessive ("Elves", "non-Human", "Assembly-Worker", "Goblin's").
_CAPITALISED_WORD = LazyPattern(r"(?<![\w'’])[A-Z][\w'’-]*")


@lru_cache(maxsize=4096)
def names_creature_type(text: str) -> bool:
    """Does Oracle ``text`` name a creature type (CR 205.3m), in the singular or plural ("Tap an untapped Elf you
    control", "for each Goblin you control", "Spend this mana only to cast a Dragon spell", "target non-Human
    creature"), or read creature types by other words (:data:`_READS_CREATURE_TYPES`: "creature type", "the chosen
    type", changeling, a party, outlaws), so that a change of creature types (:attr:`StaticReach.SUBTYPES`) could
    change what it does? Read from its words, conservatively (a capitalised word that is a creature type at the
    start of a sentence counts too); "choose a creature type" alone reads none."""
    named = creature_types_named(text)
    return named is None or bool(named)


@lru_cache(maxsize=4096)
def creature_types_named(text: str) -> frozenset[str] | None:
    """The creature types Oracle ``text`` names (:func:`names_creature_type`), in the singular ("Tap an untapped Elf
    you control": Elf), or ``None`` when it reads creature types by other words ("creature type", "the chosen
    type", changeling, a party, outlaws, :data:`_READS_CREATURE_TYPES`), which any creature type could change."""
    text = _CHOOSES_CREATURE_TYPE.sub(" ", text)
    if _READS_CREATURE_TYPES.search(text):
        return None
    named: set[str] = set()
    for m in _CAPITALISED_WORD.finditer(text):
        word = re.sub(r"['’]s?$", "", m.group(0))
        parts = [word] if singular_subtype(word) is not None else word.split("-")
        named.update(t for p in parts if (t := singular_subtype(p)) in CREATURE_TYPES)
    return frozenset(named)


@lru_cache(maxsize=4096)
def creature_types_added(sentence: str) -> frozenset[str] | None:
    """The creature types static ``sentence`` only adds to its objects, keeping their others ("is a Vampire in
    addition to its other creature types", "are Bears in addition to their other types", "is also a Cleric, Rogue,
    Warrior, and Wizard": CR 205.1b, 613.1d), or ``None`` when it may set them, replacing the others ("are Zombies",
    CR 205.1a), gives every creature type or the chosen one, or names none. Only a text that names one of the added
    types can read the change."""
    added: set[str] = set()
    parts = list(_SUBTYPE_PART.finditer(_QUOTE.sub(" ", sentence).rstrip(".")))
    for m in parts:
        types = m.group("types")
        if types is None or not re.search(r"\bin addition to\b|\b(?:is|are|it's|they're) also\b", m.group(0)):
            return None
        words = re.split(r",? and |, | ", types.replace("Time Lord", "Time_Lord"))
        singulars = [singular_subtype(w.replace("_", " ")) for w in words]
        if not all(t in CREATURE_TYPES for t in singulars):
            return None
        added.update(t for t in singulars if t is not None)
    return frozenset(added) if parts else None


@lru_cache(maxsize=4096)
def reaches_read_by(text: str) -> frozenset[StaticReach]:
    """The reaches of unread static sentences that an ability of Oracle ``text`` (its cost, condition or what it
    adds) could read beyond the ones every answer counts: :attr:`StaticReach.POWER`, :attr:`StaticReach.COMBAT`
    and :attr:`StaticReach.TARGETING` when it reads power or toughness (CR 208.1, 613.4c), the last two when it
    names a keyword or combat rule :attr:`StaticReach.COMBAT` gives (CR 702.3, 702.9, ...), the last alone when it
    names hexproof, shroud, protection or ward; :attr:`StaticReach.INDESTRUCTIBLE` when it names indestructible (CR
    702.12b), :attr:`StaticReach.MINUS_COUNTERS` when it names -1/-1 counters (CR 122.1, 118.3: Devoted Druid's
    "Put a -1/-1 counter on this creature"), :attr:`StaticReach.NO_COUNTERS` when it names counters of any kind or a
    loyalty cost "[+N]" (CR 606.4), :attr:`StaticReach.DAMAGE` when it deals or names damage (CR 120.1), and
    :attr:`StaticReach.PERMANENT_DAMAGE` too unless all it names is damage dealt to you,
    :attr:`StaticReach.GRANTS_ACTIVATED` when it names activated abilities (CR 602.1, 613.1f), :attr:`StaticReach.SNOW`, ``BASIC`` or ``LEGENDARY`` when it names
    that supertype, {S} for snow (CR 107.4h, 205.4), and :attr:`StaticReach.SUBTYPES` when it reads creature types
    (:func:`names_creature_type`, CR 205.3m); empty when it reads none. Read from its words, conservatively."""
    reaches: set[StaticReach] = set()
    if _READS_POWER.search(text):
        reaches |= POWER_REACHES
    if _NAMES_COMBAT.search(text):
        reaches |= {StaticReach.COMBAT, StaticReach.TARGETING}
    if _NAMES_TARGETING.search(text):
        reaches.add(StaticReach.TARGETING)
    if _NAMES_INDESTRUCTIBLE.search(text):
        reaches.add(StaticReach.INDESTRUCTIBLE)
    if _NAMES_MINUS_COUNTERS.search(text):
        reaches.add(StaticReach.MINUS_COUNTERS)
    if _NAMES_COUNTERS.search(text):
        reaches.add(StaticReach.NO_COUNTERS)
    if _NAMES_DAMAGE.search(text):
        reaches.add(StaticReach.DAMAGE)
        if _NAMES_DAMAGE.search(_DAMAGE_TO_YOU.sub(" ", text)):
            reaches.add(StaticReach.PERMANENT_DAMAGE)
    if _NAMES_ACTIVATED.search(text):
        reaches.add(StaticReach.GRANTS_ACTIVATED)
    reaches |= {reach for reach, names in _NAMES_SUPERTYPE.items() if names.search(text)}
    if names_creature_type(text):
        reaches.add(StaticReach.SUBTYPES)
    return frozenset(reaches)


#: A condition before a main clause of changes (:func:`only_power_toughness`, :func:`only_combat`): it only says when
#: they apply (CR 611.3a), whatever it reads ("If you're on the Mirran team, creatures you control have haste").
_CLAUSE_CONDITION = LazyPattern(rf"(?:{_LEADING_CONDITION.pattern}|^If [^,\"]+, )(?:as long as [^,\"]+, )?")
#: A characteristic-defining ability of power and toughness (CR 604.3, 208.2a): "Tarmogoyf's power is equal to the
#: number of card types among cards in all graveyards and its toughness is equal to that number plus 1."
_DEFINES_PT = LazyPattern(r"^[^,.\"]*?'s (?:power and toughness are each|power is|toughness is) equal to [^\"]*$")


def only_power_toughness(sentence: str) -> bool:
    """Does static ``sentence`` change only power and toughness (CR 613.4b-c: "This creature gets +1/+2 as long as
    you control a Forest", Kird Ape; "Otherwise, it gets -2/-1"; "As long as ..., it has base power and toughness
    3/3"; "If it's a Warrior, it gets +2/+1 instead", Relic Axe; a characteristic-defining ability, "Tarmogoyf's power is equal to ...", CR 604.3), so that only what
    reads power or toughness could change with it?"""
    if _DEFINES_PT.match(_CLAUSE_CONDITION.sub("", sentence, count=1)):
        return True
    m = _ONLY_PT.match(_CLAUSE_CONDITION.sub("", sentence, count=1))
    return m is not None and _subject_changes_nothing(m.group("np"))


def changes_power_toughness(sentence: str) -> bool:
    """Could static ``sentence`` change a power or toughness ("gets +2/+0", "has base power and toughness 3/3",
    "Tarmogoyf's power is equal to ...": CR 613.4b-c, 604.3)? Read from its words, conservatively."""
    return re.search(_PT_CLAUSE, sentence) is not None or re.search(
        r"\b(?:power|toughness)\b", sentence, re.IGNORECASE) is not None


def only_combat(sentence: str) -> bool:
    """Does static ``sentence`` give abilities or rules that matter only to combat and damage or a quoted triggered
    ability of no mana, and change nothing else but power and toughness (:attr:`StaticReach.COMBAT`, perhaps with
    :attr:`StaticReach.POWER`: "As long as you control an artifact, this creature gets +2/+0 and has flying",
    Aerial Engineer; "Attacking creatures you control get +1/+0 and have menace", Gruul War Chant; CR 613.4c,
    613.1f)? Each part of its main clause is read by :func:`_clause_reaches`."""
    reaches = _clause_reaches(sentence)
    return reaches is not None and StaticReach.COMBAT in reaches and reaches <= {
        StaticReach.POWER, StaticReach.COMBAT}


#: "Players can't pay life [or sacrifice <permanents>] to cast spells [or (to) activate abilities [that aren't mana
#: abilities]]." (Angel of Jubilation, Yasharn, Karn's Sylex: CR 119.4, 119.8, 701.21a).
_CANT_PAY_LIFE = LazyPattern(r"^Players can't pay life(?P<sac> or sacrifice [a-z ]+?)? to cast spells(?: or (?:to )?"
                             r"activate abilities(?: that aren't mana abilities)?)?\.?$")


@lru_cache(maxsize=4096)
def static_reaches(sentence: str) -> frozenset[StaticReach]:
    """The kinds of change unread static ``sentence`` could make (:class:`StaticReach`): :func:`static_reach`'s
    one kind, or several for a main clause that joins changes of narrower kinds, each of which an answer's rule
    weighs apart ("As long as there are seven or more cards in your graveyard, this creature gets +1/+1, is black,
    and has "{2}{B}, {T}: Destroy target red creature."": power and toughness, a colour, a granted activated
    ability, CR 613.4c, 613.1e, 613.1f). An answer counts the sentence when one of its kinds could change it."""
    if life := _CANT_PAY_LIFE.match(sentence):
        return frozenset({StaticReach.PAY_LIFE, StaticReach.SACRIFICE} if life["sac"] else {StaticReach.PAY_LIFE})
    if (die := _CANT_DIE.match(sentence)) and _subject_changes_nothing(die["np"]):
        return frozenset({StaticReach.SACRIFICE, StaticReach.INDESTRUCTIBLE})
    single = static_reach(sentence)
    if single in (StaticReach.HASTE, StaticReach.COMBAT):
        # "Equipped creature has flying and haste": haste and a combat keyword, each weighed apart; "gets +2/+0 and
        # has flying": power and a combat keyword.
        return _clause_reaches(sentence) or frozenset({single})
    if single is not StaticReach.CHANGES:
        return frozenset({single})
    return _clause_reaches(sentence) or frozenset({StaticReach.CHANGES})


_PLACEHOLDER = LazyPattern(r"\bQ(\d+)\b")
#: A condition or count of a part of the main clause, at its end or before the next predicate ("gets +1/+1 for each
#: Plains you control and has flying": the count is the first part's; "if it hasn't dealt damage yet", "has
#: hexproof unless it's attacking", "has first strike during your turn": when it applies, CR 611.3a); never over a
#: quoted ability (``Q0``, :func:`_clause_reaches`), which is one more thing given.
_CONDITION_PHRASE = LazyPattern(rf",? (?:(?:as long as|for each|where X is|if(?! able\b)|unless) |during (?:your|each "
                                rf"of your|each opponent's|an opponent's) turns?\b ?)"
                                rf"(?:(?!{_AND_PREDICATE}|\bQ\d+\b)[^.\",])*(?=$|,|{_AND_PREDICATE})")
#: "is a Dragon with ...", "is a Bear with base_pt 4/2": a type (a capitalized word) and what comes with it.
_TYPE_WITH = LazyPattern(r"\b(?P<type>(?:is|are) an? [A-Z][\w'’-]*) with (?=base_pt\b|[a-z\"Q])")
#: "enters as a 5/2 creature with ...": a base power and toughness it enters with, and what comes with it.
_ENTERS_AS_PT = LazyPattern(r"\benters as an? (?P<pt>\d+/\d+) creature with (?=[a-z])")
_CLAUSE_SPLIT = LazyPattern(r",? and |, ")
_COLOR_CLAUSE = LazyPattern(r"^(?:is|are) (?:white|blue|black|red|green|the chosen colors?)"
                            r"(?: in addition to (?:its|their) other colors)?$")
#: An activated keyword ability with a mana cost that adds no mana (CR 702.6a equip, 702.107a outlast, 702.97a
#: scavenge, 702.141a encore, ...): granted, it only gives an activated ability (:attr:`StaticReach.GRANTS_ACTIVATED`).
_ACTIVATED_KEYWORD_ITEM = LazyPattern(
    r"^(?:equip|outlast|scavenge|encore|embalm|eternalize|unearth|reinforce|transmute|fortify|reconfigure|level up|"
    r"[a-z]*cycling) (?:\{[^}]+\})+$", re.IGNORECASE)
_VERB_ITEM = LazyPattern(r"^(?P<verb>has|have|gains?) (?P<item>.+)$")
#: Abilities that restrict targets (CR 702.11 hexproof, 702.18 shroud, 702.16 protection, 702.21 ward), and the
#: further qualities of a protection ("protection from red and from blue").
_TARGETING_ITEM = LazyPattern(r"^(?:hexproof(?: from [^,.\"]+)?|shroud|protection from [^,.\"]+|from [^,.\"]+|"
                              r"ward \{[^}]+\}(?:\{[^}]+\})*)$")
#: A part that starts a predicate of its own, not one more item of a "has" list.
_NEW_VERB = LazyPattern(r"^(?:gets?|is|are|can't|can|attacks?|blocks?|has base_pt|have base_pt)\b")
#: A part that takes abilities away ("loses flying", "lose flying and trample", "can't have or gain flying"): from
#: then on its items are lost (CR 613.1f).
_LOSE_ITEM = LazyPattern(r"^(?:loses?|can't have or gain|can't have) (?P<item>.+)$")
#: A granted ward with a cost that is no mana ("Ward—Pay 3 life."): a triggered ability that follows a targeting,
#: as ward {N} (CR 702.21a), so of :attr:`StaticReach.COMBAT`.
_QUOTED_WARD = LazyPattern(r"^[\"“]Ward—[^\"”]+[\"”]$")
#: A part that keeps a permanent from untapping in its controller's untap step ("doesn't untap during its
#: controller's untap step", Leaden Fists): it acts only in that step, where no player gets priority (CR 502.3,
#: 502.4), so it changes no answer about the board now (:attr:`StaticReach.NONE`).
#: A granted static ability that only changes the power and toughness of its object (""This creature gets +X/+0,
#: where X is the number of creature cards in your graveyard."", Criminal Past): layer 7c (CR 613.4c, 613.1f).
_QUOTED_PT = LazyPattern(r"^[\"“](?:This creature|This permanent|It) gets [+-](?:\d+|X)/[+-](?:\d+|X)(?:,? (?:for each|as "
                         r"long as|where X is) [^\"”]*)?\.?[\"”]$")
_UNTAP_ITEM = LazyPattern(r"^(?:doesn't|don't) untap during (?:its|their) controllers?'s? (?:next )?untap steps?$")
_COMBAT_ITEM = LazyPattern(rf"^(?:{_COMBAT_KEYWORD}|{_COMBAT_RULE}|{_PT_CLAUSE}|(?:has|have) base_pt \d+/\d+)$")
_PT_ITEM = LazyPattern(rf"^(?:{_PT_CLAUSE}|(?:has|have) base_pt \d+/\d+)$")
_COLOR_WORD = r"(?:white|blue|black|red|green)"
#: A part that sets or adds creature types (layer 4, CR 613.1d): "is a Vampire in addition to its other creature
#: types", "is a white Angel in addition to its other colors and types" (a colour too, CR 105.3), "is also a Cleric,
#: Rogue, Warrior, and Wizard" ("also" keeps its other types, CR 205.1b), "are Zombies", "is every creature type"
#: (CR 702.73a), "are the chosen type"; the words are checked to be creature types (:func:`_subtype_part`).
_SUBTYPE_PART = LazyPattern(
    rf"\b(?:is|are|it's|they're) (?:also )?(?:(?:an? )?(?P<colors>{_COLOR_WORD}(?: and {_COLOR_WORD})? )?"
    r"(?P<types>[A-Z][\w'’-]*(?:(?:,? and |, | )[A-Z][\w'’-]*)*)|every creature type|the chosen (?P<creature>creature )?"
    r"type)(?: in addition to (?:its|their) other (?:colors and )?(?:creature )?types)?"
    rf"(?=$|,|{_AND_PREDICATE})")
#: What :func:`_subtype_part` puts for such a part, with a colour and without, for the split into parts.
_SUBTYPES_ITEM = "is subtypes"
_COLORED_SUBTYPES_ITEM = "is colored subtypes"


def _subtype_part(m: re.Match[str], np: str) -> str:
    """The item for a :data:`_SUBTYPE_PART` match of a main clause whose subject is ``np``, or the match itself when
    it sets more than creature types: a word that is no creature type ("is a Golem creature", "are Food
    artifacts", "is a legendary Soldier": CR 205.2, 205.4, 205.3m), or "the chosen type" of a subject that may be
    no creature (a land may be given the chosen land type, CR 305.7; every card of the corpus whose creatures are
    "the chosen type" chooses a creature type as it enters, CR 205.3e)."""
    types = m.group("types")
    if types is not None:
        words = re.split(r",? and |, | ", types.replace("Time Lord", "Time_Lord"))
        if not all(singular_subtype(w.replace("_", " ")) in CREATURE_TYPES for w in words):
            return m.group(0)
    elif "chosen" in m.group(0) and m.group("creature") is None and (
            not re.search(r"\bcreatures?\b", np, re.IGNORECASE)
            or re.search(r"\b(?:lands?|permanents?)\b", np, re.IGNORECASE)):
        return m.group(0)
    return _COLORED_SUBTYPES_ITEM if m.group("colors") else _SUBTYPES_ITEM


def _clause_reaches(sentence: str) -> frozenset[StaticReach] | None:
    """The kinds of change of each part of ``sentence``'s main clause (:func:`static_reaches`), or ``None`` when a
    part is not one of them or its subject changes something itself."""
    quotes = _QUOTE.findall(sentence)
    text = sentence
    for i, q in enumerate(quotes):
        text = text.replace(q, f"Q{i}", 1)
    body = _CLAUSE_CONDITION.sub("", text, count=1).rstrip(".").replace("base power and toughness", "base_pt")
    # "Goddric is a Dragon with base power and toughness 4/4, flying, and ...": what the creature type comes "with"
    # it has (CR 613.1d, 613.4b, 613.1f).
    body = _TYPE_WITH.sub(r"\g<type> and has ", body)
    # "this creature enters as a 5/2 creature with haste" (Molten Sentry, CR 614.1c): it has that base power and
    # toughness and what it comes with (CR 613.4b, 613.1f).
    body = _ENTERS_AS_PT.sub(r"has base_pt \g<pt> and has ", body)
    # "... can attack as though it didn't have defender and it can't be blocked": "it" is the subject again.
    body = re.sub(r" and (?:it|they) (?=(?:can't|can|has|have|gets?|gains?)\b)", " and ", body)
    # A relative clause of the subject ("Creatures you control that are enchanted get ...") is part of it.
    m = re.match(r"^(?P<np>[^.\"]*?)(?<!\bthat)(?<!\bwhich) (?:also )?(?=(?:gets?|has|have|gains?|loses?|is|are|can't|"
                 r"can|attacks?|blocks?)\b)(?P<rest>.*)$", body)
    if m is None or not _subject_changes_nothing(m.group("np")) or re.search(
            r"\b(?:he|she|it|they)['’](?:s|re)\b", m.group("np")) or re.match(
            r"^(?:When|Whenever|At|Until)\b|[^:]*: ", body) or re.search(r"\btargets?\b", m.group("np")):
        return None  # a trigger, an activated ability or a one-shot effect, not a static ability's sentence
    reaches: set[StaticReach] = set()
    granting = losing = untaps = False
    rest = _SUBTYPE_PART.sub(lambda part: _subtype_part(part, m.group("np")), m.group("rest"))
    for item in _CLAUSE_SPLIT.split(_CONDITION_PHRASE.sub("", rest)):
        verb = _VERB_ITEM.match(item)
        lose = _LOSE_ITEM.match(item)
        if verb is not None and not item.startswith(("has base_pt", "have base_pt")):
            granting, losing, item = True, False, verb.group("item")
        elif lose is not None:
            granting, losing, item = False, True, lose.group("item")
        elif _NEW_VERB.match(item) or _UNTAP_ITEM.match(item):
            granting = item.startswith(("has base_pt", "have base_pt"))  # "... 5/5 and vigilance": it has both
            losing = False
        if _UNTAP_ITEM.match(item):
            untaps = True
        elif item in (_SUBTYPES_ITEM, _COLORED_SUBTYPES_ITEM):
            # CR 613.1d, 205.3m: creature types; CR 105.3: "a white Angel" sets a colour too.
            reaches |= {StaticReach.SUBTYPES, StaticReach.COLORS} if item == _COLORED_SUBTYPES_ITEM else {
                StaticReach.SUBTYPES}
        elif (granting or losing) and item == "indestructible":
            reaches.add(StaticReach.INDESTRUCTIBLE)  # CR 702.12b
        elif losing:
            # CR 613.1f: losing a keyword matters to what having it matters to, and only to that.
            if re.fullmatch(_COMBAT_KEYWORD, item):
                reaches.add(StaticReach.COMBAT)
            elif _TARGETING_ITEM.match(item):
                reaches.add(StaticReach.TARGETING)
            else:
                return None
        elif granting and item in ("haste", "riot"):
            reaches.add(StaticReach.HASTE)
        elif granting and (q := _PLACEHOLDER.fullmatch(item)):
            quote = quotes[int(q.group(1))]
            if _QUOTED_TRIGGER.match(quote) or _QUOTED_WARD.match(quote):
                reaches.add(StaticReach.COMBAT)
            elif _QUOTED_PT.match(quote):
                reaches.add(StaticReach.POWER)
            elif _GRANTS_ACTIVATED.match(f"It has {quote}") and not re.search(r"\b[Aa]dd\b|\bmana\b", quote):
                reaches.add(StaticReach.GRANTS_ACTIVATED)
            else:
                return None
        elif _COMBAT_ITEM.match(item) and (granting or not re.fullmatch(_COMBAT_KEYWORD, item)):
            # CR 613.4c: a change of power and toughness is read only by what reads them; a combat ability or rule
            # changes neither (CR 613.1f).
            reaches.add(StaticReach.POWER if _PT_ITEM.match(item) else StaticReach.COMBAT)
        elif granting and _TARGETING_ITEM.match(item):
            reaches.add(StaticReach.TARGETING)
        elif granting and _ACTIVATED_KEYWORD_ITEM.match(item):
            reaches.add(StaticReach.GRANTS_ACTIVATED)
        elif _COLOR_CLAUSE.match(item):
            reaches.add(StaticReach.COLORS)
        else:
            return None
    if untaps and not reaches:
        return frozenset({StaticReach.NONE})
    return frozenset(reaches) or None


#: "As long as this card is in your graveyard", "As long as The Ur-Dragon is in the command zone or on the
#: battlefield", "As long as Grist isn't on the battlefield": the zones a static sentence states it works in.
_STATED_ZONES = LazyPattern(
    r"^(?:[A-Z][\w' -]* — )?As long as (?:this [a-z]+|~) (?P<neg>isn't |is not |is )(?P<zones>(?:(?:in|on) (?:your "
    r"graveyard|a graveyard|your hand|exile|the command zone|the battlefield)(?:,? or )?)+)")
_ZONE_WORDS = {"graveyard": Zone.GRAVEYARD, "hand": Zone.HAND, "exile": Zone.EXILE, "command": Zone.COMMAND,
               "battlefield": Zone.BATTLEFIELD}


@lru_cache(maxsize=4096)
def stated_zones(sentence: str, card_name: str) -> frozenset[Zone]:
    """The zones static ``sentence`` of card ``card_name`` states it works in (CR 113.6b: "As long as this card is
    in your graveyard, ...", Anger; "... is in the command zone or on the battlefield, ...", eminence), or all but
    those it states it doesn't work in (CR 113.6c: "As long as Grist isn't on the battlefield, ..."); only the
    battlefield for a sentence that states none (CR 113.6)."""
    plain = sentence
    for form in name_forms(card_name):
        plain = plain.replace(form, "~")
    m = _STATED_ZONES.match(plain)
    if m is None:
        return frozenset({Zone.BATTLEFIELD})
    named = frozenset(z for word, z in _ZONE_WORDS.items() if word in m.group("zones"))
    return frozenset(Zone) - named if m.group("neg") != "is " else named


#: "X is the chosen type in addition to its other types" (model.layers reads it as an added creature type).
CHOSEN_SUBTYPE = LazyPattern(r"^(?P<subj>(?:(?![Ll]ands?\b)[^,.\"])+?) (?:is|are) the chosen (?:creature )?type in "
                              r"addition to (?:its|their) other (?:creature )?types\.?$")


def adds_chosen_type(sentence: str) -> bool:
    """Is static ``sentence`` one that adds the creature type chosen as its source entered to permanents its subject
    names by no creature type ("This creature is the chosen type in addition to its other types.", "Each creature
    you control is ...": CR 205.1b, 205.3m)? It reads no creature type, it gives one."""
    m = CHOSEN_SUBTYPE.match(sentence)
    return m is not None and not any(w[:1].isupper() and w.rstrip("s") in CREATURE_TYPES
                                     for w in m["subj"].split()[1:])
