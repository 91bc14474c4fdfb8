"""Never guessed (contract): which sentences the reader did not understand could change an answer, in one place.

Every query kind asks :func:`unread_for` before it answers (payments also after: a "yes" found without an unread
mana ability stands). An unread sentence that could change the answer makes it ``unsupported_text`` at the object
that holds the sentence (``state.objects[i]``); text that can't change it does not stop it. The relevance rule:

============================  =====================================================================================
question                      unread text that could change the answer
============================  =====================================================================================
``could_produce`` of O        the sentences of O's mana abilities not read that could change which types they add
                              (error at the query's ``object``): all of them when what an ability adds was not read,
                              else all but its riders (:func:`model.reader.unread_for_types`: a cost, CR 106.7; a
                              spending restriction or an effect of spending, CR 106.6; an activation rule; a later
                              sentence not about mana: Secluded Courtyard's restriction, Temur Elevator's life; an
                              "instead" whose mana is of the very types the ability adds anyway, unless an effect
                              on the amount applies to O: Tower Worker's {C}{C}{C}, CR 106.7, 614.1a);
                              any permanent's unread static sentence that could change types (an effect on mana,
                              such as Reality Twist; not one only about haste, activating or spending:
                              :func:`model.reader.unread_static_for_types`; one that changes only card or
                              creature types, colours or power only when what O adds reads the board: a count, a
                              power, colours, an "instead" condition), and only when it could be about O
                              (:func:`model.relevance.static_subject`); a grant to the permanents "with the
                              chosen name" whose name the state doesn't give, when O could be one (at its source's
                              ``chosen``, CR 201.4); a colour change only when what O adds reads
                              colours (Meteor Crater); a change of one supertype alone (``SNOW``, ``BASIC``,
                              ``LEGENDARY``: "All lands are no longer snow.", CR 205.4, 613.1d) only when a text
                              on the board names that supertype ({S} for snow; "a basic land you control", Star
                              Compass); when
                              O's mana looks at what other permanents could produce (Reflecting Pool, CR 106.7), the
                              same sentences of any permanent's mana abilities; a choice its mana reads that the
                              state doesn't give (at that object's ``chosen``, raised by the fixpoint)
(every question but           a permanent that may have entered as a copy (CR 707.5) whose ``chosen`` doesn't say
``abilities``)                what it copied (at its ``chosen``), or that copied with an exception not read (CR
                              707.9; :func:`model.entered_copy.copy_unknown`): for ``could_produce``, payments and
                              activation when the question could be about it (``static_subject`` SELF), for
                              targets, casting and land plays always
payments, a "yes"             any permanent's unread static sentence that could forbid or cost more (a prohibition
                              such as Pithing Needle's, Thran Portal's extra life: it could make the "yes" a "no")
                              or change anything else (types, abilities, mana); not one that can only allow more
                              (haste, "spend mana as though", costing less: a "yes" stays a "yes"); one that only
                              stops sacrificing ("can't be sacrificed") only when the cost or one of the player's
                              mana abilities sacrifices (CR 701.21a); a colour
                              change only when the payment pays by convoke (CR 702.51a), a mana ability reads
                              colours, or the payment says what it pays for (``spend_on``, ``source``) and the
                              player has restricted mana (a restriction may read the colour, CR 106.6)
payments, a "no"              any permanent's unread static sentence that could allow more or change anything
                              else; a haste grant only when the player controls a summoning-sick creature with a
                              {T} or {Q} ability (CR 302.6: haste matters to nothing else); not one that can only
                              forbid or cost more; and the paying player's mana abilities not wholly read (any
                              permanent's when the player's mana looks at other permanents; not one whose read
                              activation condition is false now, CR 602.5: Urza's Fun House's "Add {∞}" without
                              the three Urza lands), but for a spending
                              restriction when the question doesn't say what the mana pays for (no ``spend_on``
                              or ``source``: restricted mana is not counted on whatever it says, CR 106.6); a
                              mana ability whose cost the solver does not model, or whose mana reads a choice the
                              state doesn't give (at that object's ``chosen``), is checked by the payments solver
                              itself
payments, every payment or    both of the above (the list, or which payment is best, could change either way)
the best one
payments, every kind          an unread change of power and toughness alone (reach ``POWER``: "Enchanted creature gets
                              +2/+1 as long as it's black", "gets +1/+1 for each Aura attached to it",
                              CR 613.4c) only when one of the paying player's mana abilities (anyone's, when
                              their mana looks at other permanents) reads power or toughness (:func:`stats_reach`:
                              Raucous Audience's "instead" condition, Selvala's greatest power, CR 208.1); one of
                              combat abilities or rules (reach ``COMBAT``: "has flying", "can block an additional
                              creature each combat", "can't attack unless there is a Mountain on the
                              battlefield", "can't be blocked by more than one creature", a granted trigger that
                              adds no mana: CR 613.1f, 702.9, 508.1c, 509.1b; they change no power, CR 613.4c)
                              only when one names such a keyword (Axebane Guardian's "creature with defender"),
                              "... gets +2/+0 and has flying" as both reaches; for ``could_produce`` only when
                              what O adds reads the board; for activation only when the ability's text reads or
                              names them (then of any permanent); for targets only when a target asks for a
                              power, toughness or keyword (CR 208.1, 702.1); a sentence joining several such
                              changes (power, a colour, haste, a granted activated ability:
                              :func:`model.relevance.static_reaches`) counts for each of its reaches; a grant of
                              indestructible alone (``INDESTRUCTIBLE``: "Other Treefolk and Forests you control
                              have indestructible", CR 702.12b: only destruction and lethal damage) and a rule
                              against -1/-1 counters (``MINUS_COUNTERS``: Melira's, CR 122.1, 118.3) only when
                              such a text names indestructible or -1/-1 counters (:func:`model.relevance.
                              reaches_read_by`: Devoted Druid's "Put a -1/-1 counter on this creature"); a loss of
                              a keyword, or "can't have or gain" it, as having it ("loses flying": ``COMBAT``;
                              "lose hexproof": ``TARGETING``; CR 613.1f), a granted "Ward—Pay 3 life" as ward {N}
                              (CR 702.21a); "doesn't untap during its controller's untap step" beside them never
                              (CR 502.3: only in the untap step); a change of one supertype alone (``SNOW``, ``BASIC``,
                              ``LEGENDARY``, CR 205.4, 613.1d) only when a text on the board names that supertype
                              (:func:`model.relevance.reaches_read_by`; {S} for snow), snow also when the cost has
                              {S} (only snow mana pays it, CR 107.4h)
(every question)              a change of creature types alone, or beside the narrow changes above (``SUBTYPES``:
                              "Each creature you control is a Vampire in addition to its other creature types",
                              "Burakos is also a Cleric, Rogue, Warrior, and Wizard", "This creature is the chosen
                              type in addition to its other types", "Equipped creature ... is every creature type":
                              CR 613.1d, 205.1a-b, 205.3m, 702.73a; not a card type or supertype, "is a 4/4 Gorgon
                              creature") only on a board where a text reads creature types
                              (``BoardView.reads_creature_types``: an ability or ongoing effect that names a
                              creature type, "creature type", "the chosen type", changeling, a party or outlaws,
                              :func:`model.relevance.names_creature_type`: "Tap an untapped Elf you control", "for
                              each Knight you control", "Spend this mana only to cast a Dragon spell", "target
                              Vampire"; not its own name, the types of tokens it creates, CR 111.3, a trigger that
                              adds no mana, CR 603.3, nor a permanent's "This spell costs"), and then wherever any
                              change counts; for payments also when the cost names one ("Sacrifice a Goblin"); for
                              ``could_produce`` of an O whose mana reads nothing of the board only when such a text
                              is a static ability's or an effect's that could give or take abilities (CR 613.1f);
                              never a Case's "Solved — " line while the state doesn't give it ``solved`` (CR
                              702.169b-d: it applies, triggers or can be activated only as long as it is solved)
(every payments question)     never a sentence that acts only as a permanent enters, on the card's own spell
                              ("This spell costs {1} less"), on attacking ("can attack as though it had
                              haste"; a keyword that triggers on attacking, "Firebending X, where X is Fire Lord
                              Zuko's power.", no mana ability, CR 702.189a, 605.1b), or as attackers or
                              blockers are declared (an attack cost: "Creatures can't attack you unless their
                              controller pays {2} for each creature ...", CR 508.1d, 509.1d), or that only permits
                              looking at, casting or playing cards ("You may cast spells as though they had
                              flash.", CR 601.3, 305.1):
                              :class:`model.relevance.StaticReach` ``NONE``; a cost change of the
                              abilities of one keyword or ability word ("Boast abilities you activate cost {1}
                              less ...", ``KEYWORD_LESS``, CR 602.2b; "more", ``KEYWORD_MORE``, as costing less or
                              more above) only when one of the player's mana
                              abilities (anyone's, when their mana looks at others) is of a keyword or ability
                              word (:func:`keyword_named`); and only a sentence that
                              could be about the paying player or their permanents (its own object, the one it is
                              attached to, its controller's or their opponents' objects: ``static_subject``), any
                              when the player's mana looks at other permanents
(``could_produce``, payments  a static sentence whose subject is read counts only while a permanent the answer
and activation)               reads (the ``about`` objects; any permanent when the answer reads the board) fits the
                              subject now, read by the source's controller (CR 611.3a, 613: "Each noncreature
                              artifact", "Other Merfolk you control", "Command Towers you control", "Each other
                              creature named Brothers Yamazaki": :func:`model.relevance.static_subject_filter`,
                              ``BoardView._subject_fits``); a sentence about the object an Aura or Equipment is
                              attached to ("Equipped creature ...") never while it is attached to nothing, even
                              when the answer reads the board (CR 301.5a, 303.4b); a subject with a counter
                              condition ("Each land with
                              an everything counter on it", CR 122.1) only while a permanent has such a counter
                              or a cost or mana ability on the board names that kind (it could put one, CR 118.3,
                              605.3a; removing counters makes fewer fit); a grant of the abilities of the cards
                              exiled with its object only while that object exiled some (CR 607.2a: Agatha's
                              Soul Cauldron); a subject of cards in graveyards, hands, libraries or exile ("Cards
                              in graveyards lose all abilities.", CR 400.1, 113.6) only while a card is there
                              (with rules text, for a loss of abilities, CR 613.1f); a quoted static ability it
                              gives ("Equipped creature gets +2/+0") only while a permanent fits, then for every
                              answer (CR 613.1f); a subject that also covers spells, or that a payment could
                              change (tapped, power), is not narrowed
``can_activate``, and each    the ability's own unread sentences (an activation condition or a timing rule it doesn't
ability ``activatable`` lists check: Whisperer of the Wilds' "Activate only if ..."; its own cost change, "This
                              ability costs {1} less to activate for each ...", CR 602.2b; only its cost's when a read
                              activation condition is false now, CR 602.5); any permanent's unread static sentence but
                              one that only widens spending or acts as something enters (a prohibition or cost change
                              in words not read, such as Katabatic Winds' or Arms Scavenger's, CR 602.5; those read
                              are applied: :mod:`model.activation_statics`) that could be about the object, or about a
                              permanent its cost or activation condition reads when it reads others
                              (:func:`_read_others`: its controller's permanents when its cost sacrifices another
                              permanent or taps others, "Sacrifice a creature", "Tap an untapped creature you
                              control", crew: CR 701.21a, 118.3, 702.122a, then a "can't be sacrificed" too, or has
                              {Q} of an untapped object, which their mana abilities could tap first, CR 601.2g; those
                              its condition counts, "Activate only if you control five or more lands", "no creatures",
                              any for a count of anyone's: CR 602.5b; Opalescence can make the Anthem a creature to
                              sacrifice or crew with, CR 613.1d); a name chosen for a prohibition or cost change that
                              the state doesn't give (error at that object's ``chosen``); a haste grant only when the
                              object is a summoning-sick creature and the ability's cost has {T} or {Q} (CR 302.6); a
                              sentence only about equip abilities (their costs, timing, Equipment granted one:
                              ``StaticReach.EQUIP``, CR 702.6a, 118.9) only for an Equipment's abilities; one only
                              about crewing (``CREW``, CR 702.122c) only for a cost that taps creatures for their
                              power, with the power changes of the creatures whose power is known
                              (:mod:`solver.activation`); one only about loyalty abilities (``LOYALTY``, CR 606.3)
                              only for a loyalty ability; a change of one supertype alone only when the ability's
                              text or another on the board names that supertype ({S} for snow, CR 107.4h, 205.4); an
                              ability ``activatable`` can't decide goes to its
                              ``unknown`` list, and so does a permanent an unread sentence could give activated
                              abilities (a quoted grant, ``StaticReach.GRANTS_ACTIVATED``, or any change: CR 613.1f,
                              :func:`unread_granted_abilities`), as its next ability index, and so does a card of the
                              player's off the battlefield that one could give keyword abilities ("Each creature
                              card in your graveyard has scavenge": ``StaticReach.CARDS``, CR 113.6b,
                              :func:`unread_card_abilities`; no other answer weighs such a sentence but targets);
                              when the ability targets,
                              the ``copy_targets`` rule for restrictions on targets (CR 601.2c; a target whose
                              legality the solver can't tell is no "no legal target": ``unsupported_text``,
                              :mod:`solver.activation`); for its ``payable``, the payments rule, and for an ability of
                              a keyword or ability word (:func:`keyword_named`) a sentence only about what such
                              abilities cost ("Power-up abilities of other creatures you control cost {3} less", CR
                              602.2b, 702.142a: ``KEYWORD_LESS`` for a "no", ``KEYWORD_MORE`` for a "yes",
                              :func:`unread_keyword_cost`); it never changes ``legal`` (mana aside)
``copy_targets``              any permanent's (or ongoing effect's) static restriction on targets not wholly read
                              (hexproof, shroud, protection from a quality it doesn't know, "can't be the target
                              of" wording, a grant it can't apply: Shalai, Dense Foliage, Sword of War and Peace);
                              any permanent's static sentence that changes types, colours, abilities or power and
                              toughness and that the layer doesn't read (CR 613.1d-g:
                              :func:`model.reader.unread_characteristic_sentences`; a change of power, toughness
                              or combat abilities only when a target asks for a power, toughness or keyword it
                              names, a grant of indestructible only when one asks for indestructible, CR 702.12b;
                              a change of creature types only when a text on the board reads them, CR 205.3m);
                              the copied object's and the copier's target and copy text, reported by the target
                              reader where it is read (:mod:`solver.copies`)
``castable`` of card C, and    C's own lines about casting it not read (a cost option, an additional cost, a timing
each cast ``legal_plays``     rule, convoke), and its own unread sentences that change what it is where it is
lists                         (Grist's "As long as Grist isn't on the battlefield, it's a 1/1 Insect creature", CR
                              113.6c; a characteristic-defining ability of its types or colours, which works in
                              every zone: "Mistform Ultimus is every creature type.", CR 604.3); any permanent's (or ongoing effect's) static line about casting spells
                              not read (a prohibition such as Gaddock Teeg's, a cost change in words not read,
                              "as though it had flash"), :func:`model.casting.casting_relevant`; for C's targets,
                              the ``copy_targets`` rule (CR 601.2c); for each option's ``payable``, the payments
                              rule
playing a land in            any permanent's (or ongoing effect's) static line about playing lands or cards
``legal_plays``               (Exploration, Crucible of Worlds, "you may play that card this turn"),
                              :func:`model.casting.land_play_relevant`: none is read yet
``abilities``                 none: it reports what was read and what wasn't
============================  =====================================================================================
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence
from enum import Enum

from mtgsolver.model.abilities import (
    Ability,
    AbilityKind,
    AmountKind,
    AnyCondition,
    CardsInGraveyard,
    CardTypesInGraveyard,
    Condition,
    HasDesignation,
    NotCondition,
    OpponentControls,
    PaletteKind,
    StateCondition,
    TargetSpec,
    TotalPowerAtLeast,
)
from mtgsolver.model.costs import CardsFromZonePart, PutCountersPart
from mtgsolver.model.entered_copy import copy_unknown
from mtgsolver.model.errors import UnsupportedText
from mtgsolver.model.filters import AnyOf, Compare, Controller, HasKeyword, ObjectCondition, ObjectFilter, Stat
from mtgsolver.model.keywords import rules_lines, unread_targeting_line
from mtgsolver.model.reader import (
    activation_text,
    unread_characteristic_sentences,
    unread_for_cost,
    unread_for_types,
)
from mtgsolver.model.relevance import (
    DAMAGE_REACHES,
    StaticReach,
    Subject,
    any_player_may_activate,
    changes_power_toughness,
    gives_spells_cast_keywords,
    reaches_read_by,
    stated_zones,
    static_reaches,
    static_subject,
)
from mtgsolver.model.state import GameObject, Zone
from mtgsolver.solver.view import BoardView, ObjectView


class Question(Enum):
    """The kinds of answer the relevance rule (module docstring) tells apart."""

    COULD_PRODUCE = "could_produce"
    PAYABLE = "payable"
    UNPAYABLE = "unpayable"
    PAYMENTS = "payments"
    ACTIVATION = "activation"
    TARGETS = "targets"
    CASTING = "casting"
    LAND_PLAY = "land_play"


def _others_mana_anyone_may_activate(bv: BoardView, player: str) -> UnsupportedText | None:
    """The error for a "no" or a list of payments by ``player`` beside another player's permanent with a mana
    ability any player may activate (Mana Cache: "Any player may activate this ability but only during their turn
    before the end step.", CR 602.2, 602.2a): ``player`` could activate it too, and the payments use only their own
    permanents. ``None`` when there is none."""
    for i, o in enumerate(bv.state.objects):
        v = bv.views[o.id]
        if v.controller != player and o.zone is Zone.BATTLEFIELD and any(
                a.kind is AbilityKind.MANA and any_player_may_activate(a.text) for a in v.abilities):
            return UnsupportedText(f"{o.name} ({o.id}) has a mana ability any player may activate (CR 602.2), which "
                                   f"{player}'s payments don't use, so no answer is given", path=f"state.objects[{i}]")
    return None


def looks_at_others(bv: BoardView, player: str) -> bool:
    """Has one of ``player``'s permanents a mana ability of a type other permanents could produce (Reflecting
    Pool, CR 106.7), so that any permanent's unread mana ability could change its mana? Once per board and player."""
    if player not in bv.looks_at_others:
        bv.looks_at_others[player] = any(
            _facts(v.abilities)[0] for v in bv.battlefield() if v.controller == player)
    return bv.looks_at_others[player]


#: The reaches of unread static sentences that could change each payments answer (module docstring): a "yes"
#: only by forbidding or changing, a "no" only by allowing more or changing, a list or a best payment either way.
_PAYMENTS_REACH = {
    Question.PAYABLE: frozenset({StaticReach.NARROWS, StaticReach.TRIGGERS, StaticReach.CHANGES}),
    Question.UNPAYABLE: frozenset({StaticReach.WIDENS, StaticReach.TRIGGERS, StaticReach.CHANGES}),
    Question.PAYMENTS: frozenset({StaticReach.NARROWS, StaticReach.WIDENS, StaticReach.TRIGGERS, StaticReach.CHANGES}),
}
#: Whether an ability may be activated (mana aside): forbidding or changing (colours too: an activation condition
#: may read them); spending is the payments rule's.
_ACTIVATION_REACH = frozenset({StaticReach.NARROWS, StaticReach.PAY_LIFE, StaticReach.COLORS, StaticReach.CHANGES})
#: The rules against putting counters (Melira's, Solemnity's: CR 122.1).
_COUNTER_RULES = frozenset({StaticReach.MINUS_COUNTERS, StaticReach.NO_COUNTERS})


def reads_colors(bv: BoardView) -> bool:
    """Does a mana ability on the board read the colours of objects ("one mana of any color among permanents you
    control", "a color of a permanent you control"), or a read effect apply by colour (Crusade's "White creatures
    get +1/+1.", :attr:`BoardView.colors_select`)? Then a colour change could change what it adds. Once per
    board."""
    if bv.reads_colors is None:
        bv.reads_colors = bv.colors_select or any(_facts(v.abilities)[1] for v in bv.battlefield())
    return bv.reads_colors


def _restricted_mana(bv: BoardView, player: str) -> bool:
    """Has one of ``player``'s mana abilities (anyone's, when the player's mana looks at other permanents) a
    spending restriction (CR 106.6), which may read the colour of what it pays for?"""
    everyone = looks_at_others(bv, player)
    return any(a.mana is not None and (a.mana.restriction is not None or any(
        alt.restriction is not None for _c, alt in a.mana.instead))
        for v in bv.battlefield() if everyone or v.controller == player for a in v.abilities)


#: Amounts read from other objects or from the object's own characteristics (CR 106.5: an amount of 0 adds none).
_BOARD_AMOUNTS = frozenset({AmountKind.COUNT, AmountKind.GREATEST_POWER, AmountKind.GREATEST_TOUGHNESS,
                            AmountKind.POWER, AmountKind.TOUGHNESS, AmountKind.SHARED_TYPE, AmountKind.DEVOTION,
                            AmountKind.GRAVEYARD_COUNT})


def _reads_board(ability: Ability) -> bool:
    """Does what mana ability ``ability`` adds read other objects or characteristics (a count, a power, the
    colours of permanents, what others could produce, an "instead" condition)?"""
    if ability.mana is None:
        return False
    productions = (ability.mana, *(alt for _c, alt in ability.mana.instead))
    return bool(ability.mana.instead) or any(
        part.palette.kind in (PaletteKind.COULD_PRODUCE, PaletteKind.COLORS_OF) or part.amount.kind in _BOARD_AMOUNTS
        for production in productions for recipe in production.alternatives for part in recipe.parts)


def _reads_colors(ability: Ability) -> bool:
    return ability.mana is not None and any(
        part.palette.kind is PaletteKind.COLORS_OF
        for production in (ability.mana, *(alt for _c, alt in ability.mana.instead))
        for recipe in production.alternatives for part in recipe.parts)


def stats_reach(bv: BoardView, player: str | None) -> frozenset[StaticReach]:
    """The reaches of unread changes of power, toughness or combat abilities (:attr:`~model.relevance.StaticReach.
    POWER`, :attr:`~model.relevance.StaticReach.COMBAT`, CR 613.4c, 613.1f) that a mana ability of ``player``'s
    permanents (any permanent's, for ``None`` or when the player's mana looks at other permanents) reads, so that
    such a change could change what it adds or whether it can be activated (:func:`model.relevance.reaches_read_by`:
    Raucous Audience's "creature with power 4 or greater", Axebane Guardian's "creature with defender")."""
    everyone = player is None or looks_at_others(bv, player)
    reach: frozenset[StaticReach] = frozenset()
    for v in bv.battlefield():
        if everyone or v.controller == player:
            for a in v.abilities:
                if a.kind is AbilityKind.MANA:
                    reach |= reaches_read_by(a.text)
    return reach


#: "Boast — {4}{R}: ...", "Power-up — ...": an ability of a keyword or ability word, written before a long dash (CR
#: 702.142a, 702.177a, 207.2c).
_NAMED_ABILITY = re.compile(r"^[A-Z][\w'-]*(?: [a-z]+)* — ")


def keyword_named(ability: Ability) -> bool:
    """Is ``ability`` one of a keyword or ability word (equip, boast, exhaust, power-up: CR 702.6a, 702.142a,
    702.177a), whose cost a sentence about "<Keyword> abilities" could change (``StaticReach.KEYWORD_LESS``,
    ``KEYWORD_MORE``, CR 602.2b)?"""
    return ability.keyword is not None or _NAMED_ABILITY.match(ability.text) is not None


def keyword_mana(bv: BoardView, player: str) -> bool:
    """Has one of ``player``'s permanents (anyone's, when the player's mana looks at other permanents) a mana
    ability of a keyword or ability word (:func:`keyword_named`), whose cost a sentence about such abilities could
    change while the player pays (CR 605.3a, 602.2b)?"""
    everyone = looks_at_others(bv, player)
    return any(a.kind is AbilityKind.MANA and keyword_named(a)
               for v in bv.battlefield() if everyone or v.controller == player for a in v.abilities)


def _haste(bv: BoardView, matters: bool) -> frozenset[StaticReach]:
    """The haste reach, when haste could matter to the answer (CR 302.6), else none."""
    return frozenset({StaticReach.HASTE}) if matters else frozenset()


def sick_tapper(bv: BoardView, player: str) -> bool:
    """Does ``player`` control a summoning-sick creature without haste that has an ability with {T} or {Q} in its
    cost (CR 302.6), the only permanent an unread haste grant could let pay? Once per board and player."""
    if player not in bv.sick_tappers:
        bv.sick_tappers[player] = any(
            v.is_creature and v.obj.summoning_sick and not v.haste and any(
                a.cost is not None and (a.cost.taps or a.cost.untaps) for a in v.abilities)
            for v in bv.battlefield() if v.controller == player)
    return bv.sick_tappers[player]


def sacrificer(bv: BoardView, player: str) -> bool:
    """Has one of ``player``'s permanents (anyone's, when the player's mana looks at other permanents) a mana
    ability whose cost sacrifices a permanent (CR 701.21a), which a rule against sacrificing could stop? Once per
    board and player."""
    if player not in bv.sacrificers:
        everyone = looks_at_others(bv, player)
        bv.sacrificers[player] = any(
            _facts(v.abilities)[2] for v in bv.battlefield() if everyone or v.controller == player)
    return bv.sacrificers[player]


def _payer_objects(bv: BoardView, player: str) -> frozenset[str] | None:
    """What a payment by ``player`` reads: the player and their permanents (their mana abilities pay, CR 605.3a),
    or everything when their mana looks at what other permanents could produce, or reads the board (Priest of
    Titania's "for each Elf on the battlefield" counts anyone's Elves: CR 106.5, an amount read as it resolves)."""
    if looks_at_others(bv, player) or any(
            _facts(v.abilities)[3] for v in bv.battlefield() if v.controller == player):
        return None
    return frozenset({player, *(v.id for v in bv.battlefield() if v.controller == player)})


#: :func:`_facts` by the id of a tuple of abilities, with the tuple (kept, so its id isn't reused).
_FACTS: dict[int, tuple[tuple[Ability, ...], tuple[bool, bool, bool, bool]]] = {}
#: How many tuples :data:`_FACTS` holds before it is emptied.
_MAX_FACTS = 4096


def _facts(abilities: tuple[Ability, ...]) -> tuple[bool, bool, bool, bool]:
    """Whether one of ``abilities`` (a tuple of frozen values, so the facts are kept across boards) is a mana
    ability of a type other permanents could produce (:func:`_looks`), one whose mana reads the colours of objects
    (:func:`_reads_colors`), one whose cost sacrifices a permanent (CR 701.21a), and one whose mana reads the board
    (:func:`_reads_board`)."""
    hit = _FACTS.get(id(abilities))
    if hit is not None and hit[0] is abilities:
        return hit[1]
    facts = (any(_looks(a) for a in abilities), any(_reads_colors(a) for a in abilities),
             any(a.mana is not None and a.cost is not None and bool(a.cost.sacrifices) for a in abilities),
             any(_reads_board(a) for a in abilities))
    if len(_FACTS) >= _MAX_FACTS:
        _FACTS.clear()
    _FACTS[id(abilities)] = (abilities, facts)
    return facts


def _adds_on_resolution(bv: BoardView, v: ObjectView) -> UnsupportedText | None:
    """The error for the could-produce answer of ``v`` when it, or a permanent its mana looks at ("any type that
    a land you control could produce"), has an ability that is no mana ability but adds mana as it resolves
    (:attr:`~model.abilities.Ability.adds_on_resolution`: Witch Engine's, a loyalty ability's, Lotus Cobra's
    landfall) whose types are not read (:attr:`~model.abilities.Ability.resolution_types`): CR 106.7 counts what
    "an ability of that permanent" would produce if it resolved. ``None`` when none has one. (Those read are the
    fixpoint's: no replacement effect of mana applies to them, as each applies to a permanent tapped for mana,
    which is activating a mana ability with {T}, ruling G3.)"""
    looked = [part.palette.source for a in v.abilities if a.mana is not None and _looks(a)
              for production in (a.mana, *(alt for _c, alt in a.mana.instead))
              for recipe in production.alternatives for part in recipe.parts
              if part.palette.kind is PaletteKind.COULD_PRODUCE]
    for w in (v, *(w for w in bv.battlefield() if w.id != v.id and looked)):
        ability = next((a for a in w.abilities if a.adds_on_resolution and a.resolution_types is None), None)
        if ability is None or w is not v and not any(
                not isinstance(f, ObjectFilter) or bv.matches(f, w, v.controller, v.id) for f in looked):
            continue
        index = next(i for i, o in enumerate(bv.state.objects) if o.id == w.id)
        return UnsupportedText(
            f"{w.obj.name} ({w.id}) has {ability.text!r}, no mana ability but one that adds mana as it resolves; "
            "CR 106.7 counts the mana it would produce among what the permanent could produce, and that is not "
            "read, so no answer is given", path=f"state.objects[{index}]")
    return None


def _looks(ability: Ability) -> bool:
    return ability.mana is not None and any(
        part.palette.kind is PaletteKind.COULD_PRODUCE
        for production in (ability.mana, *(alt for _c, alt in ability.mana.instead))
        for recipe in production.alternatives for part in recipe.parts)


def unread_for(bv: BoardView, question: Question, *, obj: str | None = None, player: str | None = None,
               ability: Ability | None = None, purpose_known: bool = True,
               colors_read: bool = True, cost_sacrifices: bool = True, cost_types: frozenset[str] | None = None,
               specs: Sequence[TargetSpec] | None = None, zone: Zone | None = None,
               snow_cost: bool = True, pays_life: bool = True) -> UnsupportedText | None:
    """The :class:`UnsupportedText` for the first unread sentence that could change an answer to ``question``
    about ``obj`` (could produce, activation; with ``ability``, activation) or ``player`` (payments; with
    ``purpose_known`` false, a payment that doesn't say what it pays for, so that restricted mana is not counted
    on; with ``colors_read`` false, one that pays with no convoke, so that only mana abilities could read
    colours; with ``cost_sacrifices`` false, one whose cost sacrifices nothing, so that a rule against sacrificing
    matters only if a mana ability sacrifices; with ``cost_types``, the creature types its cost names (``None``:
    any, :func:`model.relevance.creature_types_named`), so that a change of creature types matters only through
    them or a text on the board; with ``snow_cost`` false,
    one whose cost has no {S}, so that a change of the snow supertype matters only if a text on the board names
    snow, CR 107.4h; with ``pays_life`` false, a "yes" or "no" about a payment in which no life is paid, so that a
    rule about damage or against paying life doesn't matter to it, CR 119.4), or about the targets on the board
    (``TARGETS``, for copy targets: ``specs`` the copied object's targets, ``None`` when not known), or about
    casting ``obj`` (``CASTING``; with ``zone``, only the lines that could let it be cast from that zone, where no
    read rule does), or ``None`` when no unread text could change it. See the module docstring for the rule."""
    if question is Question.COULD_PRODUCE:
        assert obj is not None
        v = bv.view(obj)
        resolving = _adds_on_resolution(bv, v)
        if resolving is not None:
            return resolving
        chosen_line = next((a for g in bv.unchosen(obj) for a in g.abilities
                            if a.kind is AbilityKind.MANA or a.adds_on_resolution), None)
        if chosen_line is not None:
            # CR 614.12, 106.7: a line chosen as it entered ("• Khans — At the beginning of each of your main
            # phases, add {G}{G}.") that the state doesn't name could give it mana.
            index = next(i for i, o in enumerate(bv.state.objects) if o.id == obj)
            return UnsupportedText(f"{v.obj.name} ({obj}) has the abilities of the line chosen as it entered, and "
                                   "the state doesn't say which: give its \"chosen\": {\"mode\": ...} (CR 614.12); "
                                   f"one adds mana: {chosen_line.text}", path=f"state.objects[{index}].chosen")
        amount_matters = bv.collapses(v)
        unread = [u for a in v.unread_mana_abilities() for u in unread_for_types(a, amount_matters=amount_matters)]
        if unread:
            return UnsupportedText(f"{obj}: a mana ability was not understood, so its types are unknown: "
                                   f"{'; '.join(unread)}", path="object")
        looks = any(_looks(a) for a in v.abilities)
        board = looks or any(_reads_board(a) for a in v.abilities)
        # CR 208.1, 613.4c: a change of power, toughness or combat abilities changes its types only through what
        # its mana (or, when it looks at others, theirs) reads.
        # CR 106.7: whether it can be activated ("Activate only if this creature has another activated ability")
        # doesn't matter, so neither does a grant of activated abilities as such.
        stats = (stats_reach(bv, None) if looks else frozenset(
            r for a in v.abilities if a.kind is AbilityKind.MANA for r in reaches_read_by(a.text))
        ) - {StaticReach.GRANTS_ACTIVATED}
        # CR 613.1f: a read grant or loss of abilities by description (Humility's "All creatures lose all
        # abilities ...") makes a change of this object's characteristics matter to what it adds.
        error = bv.unread(any_mana=looks, types_only=True, about=None if board else frozenset({obj}),
                          reads_board=board or bv.abilities_follow_characteristics, stats_read=stats)
        if error is None and (any(_reads_colors(a) for a in v.abilities) or ((looks or bv.colors_select)
                                                                             and reads_colors(bv))):
            # What it adds reads the colours of other objects, which an unread colour change could change.
            error = bv.unread(statics=frozenset({StaticReach.COLORS}))
        if error is None and bv.supertypes_read:
            # CR 205.4, 613.1d: a text on the board reads a supertype ("Basic lands you control have "{T}: Add
            # {C}{C}."", "for each snow land you control"), which an unread change of it could change.
            error = bv.unread(statics=bv.supertypes_read)
        if error is None and bv.reads_creature_types(abilities_only=not board):
            # CR 613.1d, 205.3m: a text on the board reads creature types (a grant of mana abilities to Elves; for
            # mana that reads the board, a count of Goblins too), through which an unread change of them could
            # change what O adds.
            error = bv.unread(statics=frozenset({StaticReach.SUBTYPES}), about=None if board else frozenset({obj}))
        return error
    if question in _PAYMENTS_REACH:
        assert player is not None
        reach = _PAYMENTS_REACH[question] | _haste(bv, question is not Question.PAYABLE and sick_tapper(bv, player))
        if colors_read or reads_colors(bv) or (purpose_known and _restricted_mana(bv, player)):
            reach |= {StaticReach.COLORS}
        if StaticReach.NARROWS in reach and (cost_sacrifices or sacrificer(bv, player)):
            reach |= {StaticReach.SACRIFICE}
        if StaticReach.NARROWS in reach and pays_life:
            reach |= {StaticReach.PAY_LIFE}  # CR 119.4: only a payment in which life could be paid
        # CR 107.4h, 106.3: only mana from a snow source pays {S}; CR 205.4: a text may read a supertype.
        reach |= bv.supertypes_read | ({StaticReach.SNOW} if snow_cost else frozenset())
        if cost_types is None or cost_types:
            # CR 205.3m: "Sacrifice a Goblin", "Tap an untapped Elf you control": which permanents pay it.
            reach |= {StaticReach.SUBTYPES}
        if keyword_mana(bv, player):
            # CR 602.2b: a mana ability of a keyword could cost less (a "no" could be a "yes") or more.
            reach |= {r for r, side in ((StaticReach.KEYWORD_LESS, StaticReach.WIDENS),
                                        (StaticReach.KEYWORD_MORE, StaticReach.NARROWS)) if side in reach}
        error = bv.unread(statics=reach, about=_payer_objects(bv, player), also_read=cost_types)
        stats = stats_reach(bv, player)
        if question is not Question.PAYMENTS and not pays_life:
            # CR 119.4, 605.3b: a pain land's damage changes whether a cost can be paid only through life paid.
            stats -= DAMAGE_REACHES
        if error is None and stats:
            # CR 613.4c, 208.1: a mana ability reads power, toughness or a combat keyword, which an unread change of
            # them changes.
            error = bv.unread(statics=stats, about=_payer_objects(bv, player), also_read=cost_types)
        if error is None and question is not Question.PAYABLE:
            error = bv.unread(statics=frozenset(), mana_of=player, any_mana=looks_at_others(bv, player),
                              restricted_unused=not purpose_known)
        if error is None and question is not Question.PAYABLE:
            error = _others_mana_anyone_may_activate(bv, player)
        return error
    if question is Question.TARGETS:
        return _unread_targeting(bv, specs)
    if question is Question.CASTING:
        assert obj is not None
        return _unread_casting(bv, obj, zone)
    if question is Question.LAND_PLAY:
        return _unread_land_play(bv)
    assert obj is not None and ability is not None
    v = bv.view(obj)
    # CR 602.5: an ability whose read activation condition is false can't be activated, whatever else its text
    # says; only what it would cost still matters (``activatable`` reports whether its cost is payable).
    own = unread_for_cost(ability) if ability.unsupported and bv.cannot_activate(v, ability) else (
        ability.unsupported)
    if own:
        index = next(i for i, o in enumerate(bv.state.objects) if o.id == obj)
        name = bv.state.object(obj).name
        return UnsupportedText(f"{name} ({obj}): a sentence of the ability {ability.text!r} was not understood, so "
                               f"whether it can be activated is not known: {own[0]}",
                               path=f"state.objects[{index}]")
    sick = v.is_creature and v.obj.summoning_sick and not v.haste and ability.cost is not None and (
        ability.cost.taps or ability.cost.untaps)
    sacrifices = frozenset({StaticReach.SACRIFICE}) if ability.cost is not None and ability.cost.sacrifices else (
        frozenset())
    # CR 702.6a: equip rules (their costs, timing, Equipment granted one) matter only to an Equipment's abilities.
    equip = frozenset({StaticReach.EQUIP}) if ability.keyword == "Equip" or "Equipment" in v.subtypes else frozenset()
    # CR 602.5b, 702.177b: used up ("Activate only once", "only once each turn"), it could still be activated
    # under a rule that allows more ("you may activate exhaust abilities as though they haven't been activated").
    more = frozenset({StaticReach.WIDENS}) if _used_up(v, ability) else frozenset()
    error = bv.unread(statics=_ACTIVATION_REACH | _haste(bv, sick) | sacrifices | equip | more, about=frozenset({obj}))
    others = _read_others(bv, v, ability)
    if error is None and others != frozenset():
        # CR 118.3, 701.21a, 702.122a, 602.5b: its cost or condition reads the types (and power) of other
        # permanents: which can be sacrificed or tapped, what counts towards the condition.
        error = bv.unread(statics=_ACTIVATION_REACH | sacrifices, about=None if others is None else others | {obj})
    # CR 107.4h, 205.4: its cost's {S}, or a text on the board that reads a supertype.
    # CR 615.1a, 605.3b: damage an ability deals comes as it resolves, after it is activated: no rule about damage
    # changes whether it can be.
    read = (reaches_read_by(activation_text(ability.text)) | bv.supertypes_read) - DAMAGE_REACHES
    own_counters = read & _COUNTER_RULES if ability.cost is not None and not any(
        reaches_read_by(str(p)) & _COUNTER_RULES for p in ability.cost.parts
        if not isinstance(p, PutCountersPart)) else frozenset()
    if error is None and own_counters:
        # CR 122.1, 118.3: a rule against counters stops an activation only through its cost, and this cost puts
        # counters only on this permanent ("Put a -1/-1 counter on this creature"): only a rule about it counts.
        error = bv.unread(statics=own_counters, about=frozenset({obj}))
    read -= own_counters
    if error is None and read:
        # CR 613.4c, 208.1: its condition or cost reads power, toughness or a combat keyword, of any permanent.
        error = bv.unread(statics=read)
    if error is None and (ability.targets or ability.modes):
        error = _unread_targeting(bv, (*ability.targets, *(t for m in ability.modes for t in m.targets)))
    return error


def _used_up(v: ObjectView, ability: Ability) -> bool:
    """Has ``ability`` of ``v`` been activated as often as its text allows, this turn or ever (CR 602.5b)?"""
    from mtgsolver.solver.activation import uses_left

    return uses_left(v, ability) == 0


def unread_keyword_cost(bv: BoardView, obj: str, ability: Ability, payable: bool) -> UnsupportedText | None:
    """The error for ``payable`` (whether the cost of ``ability`` of permanent ``obj`` can be paid, found without
    them) when ``ability`` is of a keyword or ability word (:func:`keyword_named`) and an unread sentence only about
    what such abilities cost could change it: one that makes them cost less for a "no", more for a "yes" ("Boast
    abilities you activate cost {1} less to activate for each Dragon you control", CR 602.2b, 601.2f, 702.142a);
    ``None`` otherwise."""
    if not keyword_named(ability):
        return None
    reach = StaticReach.KEYWORD_MORE if payable else StaticReach.KEYWORD_LESS
    return bv.unread(statics=frozenset({reach}), about=frozenset({obj}))


def _read_others(bv: BoardView, v: ObjectView, ability: Ability) -> frozenset[str] | None:
    """The ids of the objects besides ``v`` whose characteristics its ``ability`` reads to decide whether it can
    be activated: its controller's permanents when its cost sacrifices a permanent other than itself (CR 701.21a:
    only one's own), taps other permanents ("Tap an untapped creature you control", crew, saddle, station: CR
    118.3, 702.122a, 702.171a, 702.184a), the cards in a zone it takes some of by their types ("Discard a land
    card", CR 701.9a), any permanent when it has its own cost reduction (CR 602.2b), or untaps ``v`` while it is
    untapped (a mana ability of theirs could tap it while the cost is paid, Springleaf Drum: CR 601.2g, ruling G8);
    and those its activation condition counts or looks at (CR 602.5b, :func:`_condition_reads`); empty when it
    reads none, ``None`` for any permanent."""
    yours = frozenset(w.id for w in bv.battlefield() if w.controller == v.controller)
    cost = ability.cost
    read: frozenset[str] | None = yours if cost is not None and (
        any(not p.this for p in cost.sacrifices) or cost.taps_others or cost.taps_creatures
        or (cost.untaps and not v.obj.tapped)) else frozenset()
    if ability.own_reduction is not None:
        read = None  # CR 602.2b: "costs {1} less to activate for each Vampire you control" counts any permanent
    if read is not None and cost is not None:
        # CR 701.9a, 118.3: "Discard a land card", "Exile a creature card from your graveyard": the types of the
        # cards there.
        zones = {Zone(p.zone) for p in cost.others if isinstance(p, CardsFromZonePart) and p.filter is not None}
        read |= frozenset(o.id for o in bv.state.objects if o.zone in zones and o.owner == v.controller)
    if ability.activation_condition is not None:
        by_condition = _condition_reads(bv, v.controller, ability.activation_condition, yours)
        read = None if read is None or by_condition is None else read | by_condition
    return read


def _condition_reads(bv: BoardView, controller: str, cond: StateCondition,
                     yours: frozenset[str]) -> frozenset[str] | None:
    """The ids of the objects whose characteristics activation condition ``cond`` of an ability of ``controller``
    reads (:func:`solver.production.condition_holds`): the permanents its filters could count (``yours``, those
    ``controller``'s opponents control, ``None`` for any), ``yours`` for the city's blessing (ten permanents and
    ascend, CR 702.131b) and for formidable's total power (CR 207.2c), the permanents opponents control (and
    ``yours``, to compare with) for "an opponent controls ...", the cards ``controller`` owns in their
    graveyard when it reads their types (CR 404.1, 205.2a); empty for a condition that reads none (its own object,
    counters, cards in hand, the turn)."""
    if isinstance(cond, Condition):
        read: frozenset[str] | None = frozenset()
        for f in cond.filters:
            if f.controller is Controller.ANY:
                return None
            read = (read or frozenset()) | (yours if f.controller is Controller.YOU else frozenset(
                w.id for w in bv.battlefield() if w.controller != controller))
        return read
    if isinstance(cond, HasDesignation | TotalPowerAtLeast):
        # The city's blessing counts ten permanents (and ascend, CR 702.131b); formidable adds up the powers of
        # the controller's creatures (CR 207.2c, 208.1), which changes of their types or power change.
        return yours if isinstance(cond, TotalPowerAtLeast) or cond.designation == "city_blessing" else frozenset()
    if isinstance(cond, OpponentControls):
        theirs = frozenset(w.id for w in bv.battlefield() if w.controller != controller)
        return theirs | yours if cond.more_than_you is not None else theirs
    if isinstance(cond, CardTypesInGraveyard) or (isinstance(cond, CardsInGraveyard) and cond.kind is not None):
        return frozenset(o.id for o in bv.state.objects if o.zone is Zone.GRAVEYARD and o.owner == controller)
    if isinstance(cond, NotCondition):
        return _condition_reads(bv, controller, cond.condition, yours)
    if isinstance(cond, AnyCondition):
        reads = [_condition_reads(bv, controller, c, yours) for c in cond.conditions]
        return None if None in reads else frozenset().union(*(r for r in reads if r is not None))
    return frozenset()


def unread_granted_abilities(bv: BoardView, obj: str) -> UnsupportedText | None:
    """The error for permanent ``obj`` when an unread static sentence could give it activated abilities beside
    those listed (a grant of quoted activated abilities, Hermetic Study's, ``StaticReach.GRANTS_ACTIVATED``, or a
    sentence that could change anything about it: CR 613.1f), so that a list of its abilities would be incomplete;
    ``None`` when none could."""
    return bv.unread(statics=frozenset({StaticReach.GRANTS_ACTIVATED, StaticReach.CHANGES}), about=frozenset({obj}))


def _board_line(bv: BoardView, unread: Callable[[str, str], Sequence[str]], about: str,
                unknown: str, fits: Callable[[GameObject, str], bool] | None = None) -> UnsupportedText | None:
    """The first line of a permanent's Oracle text, of another object's that states it works in that object's zone
    ("As long as this card is in your graveyard, ...": :func:`model.relevance.stated_zones`, CR 113.6b-c), or of an
    ongoing effect that ``unread(text, name)`` reports (a line about ``about`` that was not read), as the error of
    an answer that ``unknown`` says is not known; with ``fits``, only an object's line that ``fits(object, line)``
    says could apply to something now."""
    state = bv.state
    for i, o in enumerate(state.objects):
        if o.zone is Zone.BATTLEFIELD:
            copy_error = copy_unknown(o, f"state.objects[{i}]")
            if copy_error is not None:
                return copy_error  # CR 707.5: what it copied could be any card, with any such line
        # CR 113.6, 113.6b-c: a line works on the battlefield unless it states its zones.
        lines = [ln for ln in unread(_functioning_text(o), o.name) if o.zone in stated_zones(ln, o.name)
                 and (fits is None or fits(o, ln))]
        if lines:
            return UnsupportedText(f"{o.name} ({o.id}) has a line about {about} that was not understood, so "
                                   f"{unknown} is not known: {lines[0]}", path=f"state.objects[{i}]")
    for i, e in enumerate(state.effects):
        if unread(e.text, ""):
            return UnsupportedText(f"an ongoing effect about {about} was not understood: {e.text}",
                                   path=f"state.effects[{i}].text")
    return None


def _functioning_text(o: GameObject) -> str:
    """The Oracle text of ``o`` without its "Solved — " paragraphs while it isn't solved (the state's ``solved``):
    none of them functions then (CR 702.169b-d: a static one applies only as long as the Case is solved, a
    triggered one triggers only then, an activated one can be activated only then)."""
    text = o.card.oracle_text or ""
    if o.solved:
        return text
    return "\n".join(par for par in text.split("\n") if not par.startswith("Solved — "))


def _unread_casting(bv: BoardView, card: str, zone: Zone | None = None) -> UnsupportedText | None:
    """The first line about casting ``card`` not read: the card's own, then any permanent's or ongoing effect's
    (CR 601.2f cost changes, 601.3 permissions and prohibitions); with ``zone``, a permanent's or effect's only
    when it names that zone (a permission to cast from it: Lier's "Each instant and sorcery card in your graveyard
    has flashback")."""
    from mtgsolver.model.casting import casting_relevant, casting_text, cost_modifiers

    state = bv.state
    obj = state.object(card)
    own = casting_text(obj.card).unread
    if own:
        index = next(i for i, o in enumerate(state.objects) if o.id == card)
        return UnsupportedText(f"{obj.name} ({card}): a line about casting it was not understood, so whether and how "
                               f"it can be cast is not known: {own[0]}", path=f"state.objects[{index}]")
    # CR 113.6c, 601.2f: a sentence of its own that works where the card is (Grist: "As long as Grist isn't on the
    # battlefield, it's a 1/1 Insect creature ...") makes the spell what it says, which cost changes read.
    changes = [s for s in unread_characteristic_sentences(obj.card.oracle_text, obj.name)
               if obj.zone in stated_zones(s, obj.name) or _defines_own_types(s, obj.name)
               ] if obj.zone is not Zone.BATTLEFIELD and zone is None else []
    if changes:
        index = next(i for i, o in enumerate(state.objects) if o.id == card)
        return UnsupportedText(f"{obj.name} ({card}): a sentence that changes what it is off the battlefield was not "
                               f"understood, so whether and how it can be cast is not known: {changes[0]}",
                               path=f"state.objects[{index}]")

    def unread(text: str, name: str) -> Sequence[str]:
        lines = cost_modifiers(text).unread if name else [line for line in rules_lines(text) if casting_relevant(line)]
        return [line for line in lines if zone is None or zone.value in line.casefold()]

    return _board_line(bv, unread, "casting spells", "whether and how a spell can be cast")


def _defines_own_types(sentence: str, name: str) -> bool:
    """Is unread ``sentence`` of a card named ``name`` a characteristic-defining ability of its own types or colours
    ("Mistform Ultimus is every creature type.": about the object itself, with no condition, not power and toughness
    alone), which works in every zone (CR 604.3)?"""
    return static_subject(sentence, name) is Subject.SELF and not sentence.startswith(("As long as ", "During ")) \
        and not static_reaches(sentence) <= {StaticReach.POWER, StaticReach.COMBAT, StaticReach.TARGETING}


def unread_card_abilities(bv: BoardView, card: str) -> UnsupportedText | None:
    """The error for ``card`` off the battlefield when an unread static sentence could give it keyword abilities
    (``StaticReach.CARDS``: "Each Sliver creature card in your graveyard has encore {X}, ...", "Each creature card
    in your graveyard has scavenge.": CR 113.6b, 702.141a, 702.97a), so that a list of what it can do would be
    incomplete; ``None`` when none could."""
    if bv.unread(statics=frozenset({StaticReach.CARDS})) is None:
        return None
    return bv.unread(statics=frozenset({StaticReach.CARDS}), about=frozenset({card}))


def _unread_land_play(bv: BoardView) -> UnsupportedText | None:
    """The first permanent's or ongoing effect's line about playing lands or cards (CR 305.1-305.2): none is read
    yet, so any such line stops an answer about playing a land."""
    from mtgsolver.model.casting import land_play_relevant

    return _board_line(bv, lambda text, _name: [line for line in rules_lines(text) if land_play_relevant(line)],
                       "playing lands", "whether a land can be played")


def _unread_targeting(bv: BoardView, specs: Sequence[TargetSpec] | None = None) -> UnsupportedText | None:
    """The first restriction on targets, of a permanent or an ongoing effect, not wholly read (CR 115.1, 702.11,
    702.16, 702.18), or change of characteristics not read; one that changes only power and toughness ("This
    creature gets +1/+2 as long as you control a Forest", Kird Ape) only when a target of ``specs`` asks for a
    power or toughness (CR 208.1; ``None``: any may)."""
    unknown = specs is None or any(not spec.allowed for spec in specs)
    reads_pt = unknown or any(_asks_power(spec) for spec in specs or ())
    keywords = frozenset(k for spec in specs or () for k in _asked_keywords(spec))
    types = unknown or bv.reads_creature_types()

    def unread(text: str, name: str) -> Sequence[str]:
        if not name:
            return [text] if unread_targeting_line(text, "") else []
        return [line for line in rules_lines(text) if unread_targeting_line(line, name)] or [
            s for s in unread_characteristic_sentences(text, name)
            if _could_change_targets(s, name, unknown, reads_pt, keywords, types)]

    # CR 611.3a, 601.2c: a line whose subject fits no permanent as targets are chosen changes no target.
    error = _board_line(bv, unread, "targets", "which targets are legal", fits=bv.targets_subject_fits)
    if error is not None:
        return error
    for i, o in enumerate(bv.state.objects):
        if o.zone is not Zone.BATTLEFIELD:
            continue
        # CR 614.12: a line chosen as it entered that the state doesn't name, which could change targets as an
        # unread line could (Frostcliff Siege's Temur: "+1/+0", for a target with power 4 or greater).
        lines = [a.text for g in bv.unchosen(o.id) for a in g.abilities
                 if a.kind in (AbilityKind.STATIC, AbilityKind.KEYWORD)
                 and _could_change_targets(a.text, o.name, unknown, reads_pt, keywords, types)]
        if lines:
            return UnsupportedText(f"{o.name} ({o.id}) has the abilities of the line chosen as it entered, and the "
                                   f"state doesn't say which: give its \"chosen\" (CR 614.12); one could change "
                                   f"which targets are legal: {lines[0]}", path=f"state.objects[{i}].chosen")
    return None


def _could_change_targets(sentence: str, name: str, unknown: bool, reads_pt: bool, keywords: frozenset[str],
                          types: bool) -> bool:
    """Could unread characteristic-changing ``sentence`` change which targets are legal, when the targets read
    power or toughness (``reads_pt``) and the keyword abilities ``keywords`` (``unknown``: what they read is not
    known), and a text on the board reads creature types (``types``, which a target asking for one, "target
    Vampire", is)? A change of power and toughness alone only when they read those (CR 208.1); one of combat
    abilities too only when they read power and it changes power, or it names a keyword they ask for ("Attacking
    creatures you control have deathtouch" can't give flying, CR 702.1; a grant of indestructible only when they
    ask for it, CR 702.12b; of haste the same, CR 702.10a); a change of creature types only with ``types``, and for its other parts as those
    (CR 205.3m, 613.1d); a keyword given to spells as they are cast only when they name it; one of ``NONE`` that
    works only on the battlefield (of a card named ``name``: a keyword that triggers on attacking, an entering
    rule) never, as it changes nothing there now; any other change always."""
    reaches = static_reaches(sentence)
    if reaches == {StaticReach.NONE} and stated_zones(sentence, name) == {Zone.BATTLEFIELD}:
        return False  # CR 702.189a, 614.1c, 603.2: it acts only later (attacking, entering, a trigger)
    if StaticReach.SUBTYPES in reaches:
        if types:
            return True
        reaches -= {StaticReach.SUBTYPES}
        if not reaches:
            return False
    if gives_spells_cast_keywords(sentence) and not unknown:
        # CR 702.51a, 702.85a: a keyword that works as a spell is cast, given to spells, changes only a target that
        # asks for it by name.
        return any(re.search(rf"\b{re.escape(k)}\b", sentence, re.IGNORECASE) for k in keywords)
    if unknown or not reaches <= {StaticReach.POWER, StaticReach.COMBAT, StaticReach.INDESTRUCTIBLE, StaticReach.HASTE}:
        return True
    if reaches <= {StaticReach.POWER}:
        return reads_pt
    return (reads_pt and changes_power_toughness(sentence)) or any(
        re.search(rf"\b{re.escape(k)}\b", sentence, re.IGNORECASE) for k in keywords)


def _asked_keywords(spec: TargetSpec) -> Iterator[str]:
    """The keyword abilities target ``spec`` asks for or against ("creature with flying", "creature without
    flying", CR 702.1), lower case."""

    def asked(condition: ObjectCondition) -> Iterator[str]:
        if isinstance(condition, HasKeyword):
            yield condition.keyword
        elif isinstance(condition, AnyOf):
            for c in condition.options:
                yield from asked(c)

    for f in (spec.filter, spec.spell_filter):
        if f is not None:
            for c in f.extra:
                yield from asked(c)


def _asks_power(spec: TargetSpec) -> bool:
    """Does target ``spec`` ask for a power or toughness ("creature with power 4 or greater"), or is what it asks
    not known?"""
    if not spec.allowed:
        return True

    def asks(condition: ObjectCondition) -> bool:
        if isinstance(condition, Compare):
            return condition.stat is not Stat.MANA_VALUE
        if isinstance(condition, AnyOf):
            return any(asks(c) for c in condition.options)
        return False

    return any(asks(c) for f in (spec.filter, spec.spell_filter) if f is not None for c in f.extra)


__all__ = [
    "Question", "keyword_mana", "keyword_named", "looks_at_others", "reads_colors", "sacrificer", "sick_tapper",
    "stats_reach", "unread_card_abilities", "unread_for", "unread_granted_abilities", "unread_keyword_cost"
]
