"""The lark transformer of the Oracle grammar (``model/grammar/oracle.lark``): parse trees to reader values.

:class:`OracleTransformer` turns the parse tree of one normalised sentence into what :mod:`model.reader` consumes:
a sentence reading such as ``("add", production)`` or ``("static", effect)``, built from
:class:`~model.abilities.ManaProduction`, :class:`~model.abilities.Condition`,
:class:`~model.abilities.SpendRestriction` and :class:`~model.abilities.StaticEffect` values. Words it can't map
to the model raise ``_NotUnderstood`` (never guessed).

The reader imports this module lazily, when it first parses a sentence, so lark is loaded only then.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence
from typing import Any

from lark import Token, Transformer, v_args
from msgspec import Struct
from msgspec.structs import replace
from mtgsolver.model.abilities import (
    Amount,
    AmountKind,
    AnyCondition,
    AttackedWith,
    CardsInGraveyard,
    CardsInHand,
    CardTypesInGraveyard,
    Condition,
    CountersOnSelf,
    CreaturesDied,
    EnteredThisTurn,
    ExiledWithSelf,
    HasDesignation,
    HasteGrant,
    LandTypeEffect,
    LandTypeMode,
    LifeForMana,
    ManaAmountMultiplier,
    ManaCollapse,
    ManaPart,
    ManaProduction,
    ManaRecipe,
    ManaTypeReplacement,
    NotCondition,
    OpponentControls,
    OpponentCounters,
    OpponentLostLife,
    OtherActivatedAbility,
    Palette,
    PaletteKind,
    PlayedLandThisTurn,
    Players,
    SpendAs,
    SpendRestriction,
    StateCondition,
    StaticEffect,
    TappedForManaTrigger,
    TotalPowerAtLeast,
    YourTurn,
)
from mtgsolver.model.filters import (
    Compare,
    Controller,
    Flag,
    HasCounter,
    HasKeyword,
    Named,
    ObjectCondition,
    ObjectFilter,
    Op,
    Stat,
)
from mtgsolver.model.mana import COLOR_WORDS, COLORS, ManaType
from mtgsolver.model.reader import BASIC_ORDER, _NotUnderstood
from mtgsolver.model.registry import is_card_name
from mtgsolver.model.state import LAND_TYPES
from mtgsolver.model.subtypes import singular_subtype
from mtgsolver.model.targets import PERMANENT_TYPES

__all__ = ["OracleTransformer"]


class _Desc(Struct, frozen=True):
    """An object description: its filter, and whether it said "enchanted" (the permanent the Aura enchants)."""

    filter: ObjectFilter
    enchanted: bool = False


_CARD_TYPE_WORDS = {
    "artifact": "artifact", "artifacts": "artifact", "creature": "creature", "creatures": "creature",
    "land": "land", "lands": "land", "enchantment": "enchantment", "enchantments": "enchantment",
    "planeswalker": "planeswalker", "planeswalkers": "planeswalker", "battle": "battle", "battles": "battle",
    "permanent": "", "permanents": "", "instant": "instant", "sorcery": "sorcery", "source": "", "sources": "",
}
_ADJECTIVES: dict[str, tuple[str, str]] = {
    "nonbasic": ("excluded", "basic"), "basic": ("super", "basic"), "snow": ("super", "snow"),
    "nonsnow": ("excluded", "snow"), "legendary": ("super", "legendary"), "nonlegendary": ("excluded", "legendary"),
    "nonland": ("excluded", "land"), "noncreature": ("excluded", "creature"),
    "nonartifact": ("excluded", "artifact"), "nonenchantment": ("excluded", "enchantment"),
    "tapped": ("extra", "tapped"), "untapped": ("extra", "untapped"), "token": ("extra", "token"),
    "nontoken": ("extra", "nontoken"), "colorless": ("extra", "colorless"),
    "multicolored": ("extra", "multicolored"), "monocolored": ("extra", "monocolored"),
}


def _one_part(types: Sequence[ManaType], amount: Amount | None = None) -> tuple[ManaPart, ...]:
    """Parts for a run of mana symbols: one part per distinct type, in printed order, with its count."""
    counts: dict[ManaType, int] = {}
    for t in types:
        counts[t] = counts.get(t, 0) + 1
    parts = []
    for t, n in counts.items():
        amt = amount if amount is not None else Amount(AmountKind.FIXED, n)
        if amount is not None and amount.kind is AmountKind.COUNT:
            amt = replace(amount, value=n)
        parts.append(ManaPart(amt, Palette(PaletteKind.TYPES, (t,))))
    return tuple(parts)


def _syms(token: Any) -> tuple[ManaType, ...]:
    return tuple(ManaType(x) for x in re.findall(r"\{([WUBRGC])\}", str(token)))


@v_args(inline=True)
class OracleTransformer(Transformer):
    """Maps a parse tree of ``oracle.lark`` to the reader's values: sentence readings (``("add", production)``,
    ``("spend", restriction)``, ...), mana productions, conditions, spending restrictions and static effects.

    Raises :class:`~model.reader._NotUnderstood` (wrapped in lark's ``VisitError``) for words it can't map."""

    # ---- sentence kinds
    def s_add(self, prod: ManaProduction) -> tuple[str, Any]:
        return ("add", prod)

    def s_add_each_color(self, desc: _Desc) -> tuple[str, Any]:
        # "For each color among monocolored permanents you control, add one mana of that color" (Tarnation Vista):
        # one mana of each colour of those permanents, all together (CR 105.2).
        if desc.enchanted:
            raise _NotUnderstood("colors of enchanted")
        part = ManaPart(Amount(), Palette(PaletteKind.COLORS_OF, source=desc.filter), each=True)
        return ("add", ManaProduction((ManaRecipe((part,)),)))

    def s_instead(self, cond: StateCondition, prod: ManaProduction) -> tuple[str, Any, Any]:
        return ("instead", cond, prod)

    def s_add_if(self, cond: StateCondition, prod: ManaProduction) -> tuple[str, Any, Any]:
        # "If you control a Command Mine and a Command Power Plant, add three mana ..." (Command Power Plant's grant):
        # the mana only while the condition holds, none otherwise.
        return ("add_if", cond, prod)

    def s_choose_color(self) -> tuple[str]:
        return ("choose_color",)

    def s_each_player_adds(self, prod: ManaProduction) -> tuple[str, Any]:
        # "Each player adds {R}{R}{R}" (Rafi, Retro Racer): what its controller adds is that mana (the others' pools
        # are theirs, CR 106.4, and pay nothing of the controller's).
        return ("add", prod)

    def s_choose_player(self) -> tuple[str]:
        return ("choose_player",)

    def s_player_adds(self, prod: ManaProduction) -> tuple[str, Any]:
        # "Choose a player. That player adds one mana of any color they choose." (the reader checks the choice
        # came first).
        return ("player_adds", prod)

    def s_spend(self, restriction: SpendRestriction) -> tuple[str, Any]:
        return ("spend", restriction)

    def s_restriction(self, items: list[tuple[str, StateCondition | None]]) -> tuple[str, Any]:
        return ("restriction", items)

    def restriction(self, *items: tuple[str, StateCondition | None]) -> list[tuple[str, StateCondition | None]]:
        return list(items)

    def s_rider(self, r: str | tuple[str, int]) -> tuple[str, Any]:
        return ("rider", r)

    def s_rider_if(self, cond: StateCondition, r: str | tuple[str, int]) -> tuple[str, Any]:
        # "If you don't have the city's blessing, you lose 1 life" (Temur Elevator): life lost only when it holds.
        if isinstance(r, tuple):
            return ("rider", (*r, cond))
        return ("rider", r)

    def s_rider_after_if(self, r: str | tuple[str, int], cond: StateCondition) -> tuple[str, Any]:
        # "~ deals 1 damage to you if you don't control an Ogre" (Tomb of Urami).
        return self.s_rider_if(cond, r)

    def s_static(self, effect: Any) -> tuple[str, Any]:
        return ("static", effect)

    def s_trigger_mana(self, t: Any) -> tuple[str, Any]:
        return ("trigger_mana", t)

    # ---- production
    def add_clause(self, prod: ManaProduction) -> ManaProduction:
        return prod

    def prod_one(self, alt: list[ManaRecipe]) -> ManaProduction:
        return ManaProduction(tuple(alt))

    def prod_alts(self, *alts: list[ManaRecipe]) -> ManaProduction:
        return ManaProduction(tuple(r for a in alts for r in a))

    def alt_syms(self, syms: Token) -> list[ManaRecipe]:
        return [ManaRecipe(_one_part(_syms(syms)))]

    def alt_n_syms(self, n: int, syms: Token) -> list[ManaRecipe]:
        # "Add six {G}": that many mana of the symbol's type (Castle Garenbrig).
        types = _syms(syms)
        if len(types) != 1:
            raise _NotUnderstood("a number of several symbols")
        return [ManaRecipe((ManaPart(Amount(AmountKind.FIXED, n), Palette(PaletteKind.TYPES, types)),))]

    def alt_for_each(self, syms: Token, desc: _Desc) -> list[ManaRecipe]:
        if desc.enchanted:
            raise _NotUnderstood("for each enchanted")
        return [ManaRecipe(_one_part(_syms(syms), Amount(AmountKind.COUNT, 1, desc.filter)))]

    def alt_any_color(self) -> list[ManaRecipe]:
        return [ManaRecipe((ManaPart(Amount(), Palette(PaletteKind.ANY_COLOR)),))]

    def alt_two_different(self) -> list[ManaRecipe]:
        # "Add two mana of different colors" (Firemind Vessel): one mana each of two of the five colours (CR 105.1),
        # one recipe per pair.
        return [ManaRecipe((ManaPart(Amount(), Palette(PaletteKind.TYPES, (first,))),
                            ManaPart(Amount(), Palette(PaletteKind.TYPES, (second,)))))
                for first, second in itertools.combinations(COLORS, 2)]

    def alt_one_color(self, n: Amount) -> list[ManaRecipe]:
        return [ManaRecipe((ManaPart(n, Palette(PaletteKind.ANY_COLOR), combination=False),))]

    def alt_combo_colors(self, n: Amount) -> list[ManaRecipe]:
        return [ManaRecipe((ManaPart(n, Palette(PaletteKind.ANY_COLOR), combination=True),))]

    def alt_combo_types(self, n: Amount, types: tuple[ManaType, ...]) -> list[ManaRecipe]:
        return [ManaRecipe((ManaPart(n, Palette(PaletteKind.TYPES, types), combination=True),))]

    def alt_one_color_count(self, desc: _Desc) -> list[ManaRecipe]:
        amount = Amount(AmountKind.COUNT, 1, _counted(desc))
        return [ManaRecipe((ManaPart(amount, Palette(PaletteKind.ANY_COLOR), combination=False),))]

    def alt_combo_colors_count(self, desc: _Desc) -> list[ManaRecipe]:
        amount = Amount(AmountKind.COUNT, 1, _counted(desc))
        return [ManaRecipe((ManaPart(amount, Palette(PaletteKind.ANY_COLOR), combination=True),))]

    def alt_removed(self, syms: Token, _counter: str) -> list[ManaRecipe]:
        # "Remove any number of storage counters ...: Add {B} for each storage counter removed this way": the
        # number removed is chosen while paying the cost, like X (CR 107.3).
        return [ManaRecipe(_one_part(_syms(syms), Amount(AmountKind.X, 0)))]

    def alt_one_color_power(self, n: Amount) -> list[ManaRecipe]:
        _need_x(n)
        return [ManaRecipe((ManaPart(Amount(AmountKind.POWER, 0), Palette(PaletteKind.ANY_COLOR)),))]

    def alt_combo_types_power(self, n: Amount, types: tuple[ManaType, ...]) -> list[ManaRecipe]:
        _need_x(n)
        pal = Palette(PaletteKind.TYPES, types)
        return [ManaRecipe((ManaPart(Amount(AmountKind.POWER, 0), pal, combination=True),))]

    def alt_combo_colors_power(self, n: Amount) -> list[ManaRecipe]:
        _need_x(n)
        pal = Palette(PaletteKind.ANY_COLOR)
        return [ManaRecipe((ManaPart(Amount(AmountKind.POWER, 0), pal, combination=True),))]

    def alt_syms_power(self, syms: Token) -> list[ManaRecipe]:
        types = _syms(syms)
        if len(types) != 1:
            raise _NotUnderstood("power amount of several symbols")
        return [ManaRecipe((ManaPart(Amount(AmountKind.POWER, 0), Palette(PaletteKind.TYPES, types)),))]

    def alt_syms_sacrificed(self, syms: Token, _whose: Any, stat: AmountKind) -> list[ManaRecipe]:
        # "Add an amount of {R} equal to the sacrificed artifact's mana value" (Slobad, Iron Goblin), "... the
        # sacrificed creature's power" (Furgul, Quag Nurturer): the reader checks the cost sacrifices one.
        types = _syms(syms)
        if len(types) != 1:
            raise _NotUnderstood("sacrificed amount of several symbols")
        return [ManaRecipe((ManaPart(Amount(stat, 0), Palette(PaletteKind.TYPES, types)),))]

    def sacrificed_stat(self, *words: Token) -> AmountKind:
        return {"mana": AmountKind.SACRIFICED_MANA_VALUE, "power": AmountKind.SACRIFICED_POWER,
                "toughness": AmountKind.SACRIFICED_TOUGHNESS}[str(words[0])]

    def alt_syms_toughness(self, syms: Token) -> list[ManaRecipe]:
        # "Add an amount of {C} equal to Vhal's toughness" (Vhal, Candlekeep Researcher; CR 208.1).
        types = _syms(syms)
        if len(types) != 1:
            raise _NotUnderstood("toughness amount of several symbols")
        return [ManaRecipe((ManaPart(Amount(AmountKind.TOUGHNESS, 0), Palette(PaletteKind.TYPES, types)),))]

    def alt_that_color_number(self, desc: _Desc, chosen: str | None = None) -> list[ManaRecipe]:
        # "Choose a color. Add an amount of mana of that color equal to the number of creatures you control of the
        # chosen type" (Three Tree City): that many mana, all of the one colour chosen (the reader checks the
        # choice came first); "of the chosen type" is the creature type chosen for the object as it entered.
        filt = _counted(desc)
        if chosen is not None:
            filt = replace(filt, extra=(*filt.extra, Flag.CHOSEN_CREATURE_TYPE))
        amount = Amount(AmountKind.COUNT, 1, filt)
        return [ManaRecipe((ManaPart(amount, Palette(PaletteKind.ANY_COLOR), combination=False),))]

    def alt_combo_colors_count_kw(self, desc: _Desc, keyword: str) -> list[ManaRecipe]:
        # "Add X mana in any combination of colors, where X is the number of creatures you control with defender"
        # (Axebane Guardian): the permanents with that keyword after layer 6 (CR 613.1f).
        filt = _counted(desc)
        amount = Amount(AmountKind.COUNT, 1, replace(filt, extra=(*filt.extra, HasKeyword(keyword))))
        return [ManaRecipe((ManaPart(amount, Palette(PaletteKind.ANY_COLOR), combination=True),))]

    def alt_one_color_shared_type(self, desc: _Desc) -> list[ManaRecipe]:
        # "Add X mana of any one color, where X is the greatest number of creatures you control that have a
        # creature type in common" (White Lotus Tile; a changeling has every creature type, CR 702.73a).
        amount = Amount(AmountKind.SHARED_TYPE, 0, _counted(desc))
        return [ManaRecipe((ManaPart(amount, Palette(PaletteKind.ANY_COLOR)),))]

    def alt_syms_counters(self, syms: Token, counter: str = "") -> list[ManaRecipe]:
        return [ManaRecipe(_one_part(_syms(syms), Amount(AmountKind.COUNTERS, 1, counter=counter)))]

    def alt_one_color_counters(self, counter: str) -> list[ManaRecipe]:
        amount = Amount(AmountKind.COUNTERS, 1, counter=counter)
        return [ManaRecipe((ManaPart(amount, Palette(PaletteKind.ANY_COLOR)),))]

    def alt_battery(self, first: Token, more: Token, _counter: str) -> list[ManaRecipe]:
        # "Add {B}, then add an additional {B} for each charge counter removed this way" (the number removed
        # is chosen while paying the cost, like X, CR 107.3).
        return [ManaRecipe(_one_part(_syms(first)) + _one_part(_syms(more), Amount(AmountKind.X, 0)))]

    def alt_colors_of(self, desc: _Desc) -> list[ManaRecipe]:
        if desc.enchanted:
            raise _NotUnderstood("colors of enchanted")
        return [ManaRecipe((ManaPart(Amount(), Palette(PaletteKind.COLORS_OF, source=desc.filter)),))]

    def alt_colors_of_self(self) -> list[ManaRecipe]:
        return [ManaRecipe((ManaPart(Amount(), Palette(PaletteKind.COLORS_OF, source="self")),))]

    def alt_colors_of_exiled(self) -> list[ManaRecipe]:
        return [ManaRecipe((ManaPart(Amount(), Palette(PaletteKind.COLORS_OF, source="exiled")),))]

    def s_choose_color_of(self, desc: _Desc) -> tuple[str, Any]:
        if desc.enchanted:
            raise _NotUnderstood("colors of enchanted")
        return ("choose_color_of", desc.filter)

    def st_keywords(self, desc: _Desc, kws: list[str], last: str) -> StaticEffect:
        # "Equipped creature has hexproof and haste." (Swiftfoot Boots): only haste matters here (CR 702.10).
        if "haste" not in (*kws, last):
            raise _NotUnderstood("keywords without haste")
        return self.st_haste(desc)

    def st_pt_keywords(self, desc: _Desc, _pt: Token, *rest: Any) -> StaticEffect:
        kws = [k for r in rest for k in (r if isinstance(r, list) else [r])]
        if "haste" not in kws:
            raise _NotUnderstood("keywords without haste")
        return self.st_haste(desc)

    def st_grant_kw(self, desc: _Desc, kws: list[str], quoted: Token) -> Any:
        if "haste" in kws:
            raise _NotUnderstood("haste and an ability granted together")
        return ("grant", desc, str(quoted)[1:-1], None, False)

    def st_grant_pt(self, desc: _Desc, _pt: Token, quoted: Token) -> Any:
        # The power/toughness change doesn't matter to mana; the granted ability does (CR 113.10).
        return ("grant", desc, str(quoted)[1:-1], None, False)

    def st_grant_pt_kw(self, desc: _Desc, _pt: Token, kws: list[str], quoted: Token) -> Any:
        return self.st_grant_kw(desc, kws, quoted)

    def alt_one_color_greatest(self, n: Amount, desc: _Desc) -> list[ManaRecipe]:
        _need_x(n)
        amount = Amount(AmountKind.GREATEST_POWER, 0, _counted(desc))
        return [ManaRecipe((ManaPart(amount, Palette(PaletteKind.ANY_COLOR)),))]

    def alt_combo_colors_greatest(self, n: Amount, desc: _Desc) -> list[ManaRecipe]:
        _need_x(n)
        amount = Amount(AmountKind.GREATEST_POWER, 0, _counted(desc))
        return [ManaRecipe((ManaPart(amount, Palette(PaletteKind.ANY_COLOR), combination=True),))]

    def kw_list(self, *kws: str) -> list[str]:
        return list(kws)

    def simple_kw(self, *toks: Token) -> str:
        return " ".join(str(t) for t in toks)

    def alt_commander(self, n: Amount) -> list[ManaRecipe]:
        # CR 903.4: "one mana of any color in your commander's color identity"; "two mana ..." (Command Mine), whose
        # reading when the identity has several colours production leaves open.
        if n.kind is not AmountKind.FIXED:
            raise _NotUnderstood("an amount of mana of the commander's colour identity that is not a number")
        return [ManaRecipe((ManaPart(n, Palette(PaletteKind.COMMANDER_IDENTITY)),))]

    def alt_chosen(self, n: Amount) -> list[ManaRecipe]:
        # "Add one mana of the chosen color", "Add two mana of the chosen color" (Sunken Citadel): all of that colour.
        if n.kind is not AmountKind.FIXED:
            raise _NotUnderstood("X mana of the chosen color")
        return [ManaRecipe((ManaPart(n, Palette(PaletteKind.CHOSEN_COLOR)),))]

    def alt_for_each_card(self, syms: Token, cards: ObjectFilter) -> list[ManaRecipe]:
        # "Add {B} for each black creature card in your graveyard" (Crypt of Agadeem, CR 404.1).
        return [ManaRecipe(_one_part(_syms(syms), Amount(AmountKind.GRAVEYARD_COUNT, 1, cards)))]

    def alt_one_color_cards(self, cards: ObjectFilter) -> list[ManaRecipe]:
        # "Add X mana of any one color, where X is the number of permanent cards in your graveyard" (The Core).
        amount = Amount(AmountKind.GRAVEYARD_COUNT, 1, cards)
        return [ManaRecipe((ManaPart(amount, Palette(PaletteKind.ANY_COLOR)),))]

    def alt_chosen_several(self) -> list[ManaRecipe]:
        # "Add one mana of a chosen color" (Desert Cenote chose up to two), "any color chosen as you drafted cards
        # named ~" (Paliano, the High City), "either of the circled colors" (Cryptic Spires, circled as the deck was
        # made): one mana of any of the colours chosen.
        return [ManaRecipe((ManaPart(Amount(), Palette(PaletteKind.CHOSEN_COLOR, several=True)),))]

    def alt_colors_of_graveyard(self, cards: ObjectFilter) -> list[ManaRecipe]:
        # "any color among legendary creature cards in your graveyard" (The Grey Havens, CR 404.1).
        palette = Palette(PaletteKind.COLORS_OF, source=cards, in_graveyard=True)
        return [ManaRecipe((ManaPart(Amount(), palette),))]

    def card_desc(self, *items: Any) -> ObjectFilter:
        # Cards, not permanents: "permanent card" is a card of a permanent type (CR 110.4a); a condition only a
        # permanent or a spell has (tapped, token, colorless by a flag) is not read on cards.
        adjs = [it for it in items if isinstance(it, tuple)]
        nouns = [n if n.card_types or n.subtypes else replace(n, card_types=PERMANENT_TYPES)
                 for n in items if isinstance(n, ObjectFilter)]
        filt = _combine(adjs, nouns)
        if filt.extra:
            raise _NotUnderstood("a card described by a condition")
        return filt

    def alt_one_color_life(self, n: Amount) -> list[ManaRecipe]:
        # "Add X mana of any one color, where X is your life total" (Sanctum of the Sun).
        _need_x(n)
        return [ManaRecipe((ManaPart(Amount(AmountKind.LIFE, 0), Palette(PaletteKind.ANY_COLOR)),))]

    def alt_syms_greatest(self, syms: Token, desc: _Desc) -> list[ManaRecipe]:
        # "Add an amount of {G} equal to the greatest power among creatures you control" (Bighorner Rancher).
        types = _syms(syms)
        if len(types) != 1:
            raise _NotUnderstood("greatest power amount of several symbols")
        amount = Amount(AmountKind.GREATEST_POWER, 0, _counted(desc))
        return [ManaRecipe((ManaPart(amount, Palette(PaletteKind.TYPES, types)),))]

    def alt_one_color_toughest(self, n: Amount, desc: _Desc) -> list[ManaRecipe]:
        # "Add X mana of any one color, where X is the greatest toughness among other creatures you control".
        _need_x(n)
        amount = Amount(AmountKind.GREATEST_TOUGHNESS, 0, _counted(desc))
        return [ManaRecipe((ManaPart(amount, Palette(PaletteKind.ANY_COLOR)),))]

    def alt_that_color_counters(self, counter: str) -> list[ManaRecipe]:
        # "Choose a color. Add one mana of that color for each charge counter on ~" (Astral Cornucopia): that
        # many mana, all of the one colour chosen (the reader checks the choice came first).
        amount = Amount(AmountKind.COUNTERS, 1, counter=counter)
        return [ManaRecipe((ManaPart(amount, Palette(PaletteKind.ANY_COLOR), combination=False),))]

    def alt_plus_counters(self, first: Token, more: Token, counter: str) -> list[ManaRecipe]:
        # "Add {C}, plus an additional {C} for each art counter on ~" (Famous Museum).
        return [ManaRecipe(_one_part(_syms(first)) + _one_part(_syms(more), Amount(AmountKind.COUNTERS, 1,
                                                                                     counter=counter)))]

    def alt_that_type(self, n: Amount) -> list[ManaRecipe]:
        # "add three mana of that type instead" (Incubation Druid): the type of the mana the ability's first sentence
        # adds. The palette is left empty here; the reader gives it that sentence's palette, or doesn't read it.
        return [ManaRecipe((ManaPart(n, Palette(PaletteKind.TYPES, ())),))]

    def alt_that_color(self) -> list[ManaRecipe]:
        # "Choose a color. Add one mana of that color." (the reader checks the choice came first).
        return [ManaRecipe((ManaPart(Amount(), Palette(PaletteKind.ANY_COLOR)),))]

    def alt_could(self, kind: str, desc: _Desc) -> list[ManaRecipe]:
        if desc.enchanted:
            raise _NotUnderstood("could produce of enchanted")
        pal = Palette(PaletteKind.COULD_PRODUCE, source=desc.filter, colors_only=kind == "color")
        return [ManaRecipe((ManaPart(Amount(), pal),))]

    def alt_could_sacrificed(self, kind: str, _tw: str) -> list[ManaRecipe]:
        pal = Palette(PaletteKind.COULD_PRODUCE, source="sacrificed", colors_only=kind == "color")
        return [ManaRecipe((ManaPart(Amount(), pal),))]

    def alt_could_that_land(self, kind: str) -> list[ManaRecipe]:
        raise _NotUnderstood("that land")

    def alt_devotion(self, syms: Token, colors: tuple[ManaType, ...]) -> list[ManaRecipe]:
        types = _syms(syms)
        if len(types) != 1:
            raise _NotUnderstood("devotion amount of several symbols")
        return [ManaRecipe((ManaPart(Amount(AmountKind.DEVOTION, 0, colors=colors),
                                     Palette(PaletteKind.TYPES, types)),))]

    def alt_devotion_that(self) -> list[ManaRecipe]:
        # CR 700.5: one alternative per colour, each of that colour in the amount of the devotion to it.
        return [
            ManaRecipe((ManaPart(Amount(AmountKind.DEVOTION, 0, colors=(c,)), Palette(PaletteKind.TYPES, (c,))),))
            for c in COLORS
        ]

    def kind(self, tok: Token) -> str:
        return str(tok)

    def sym_list(self, *syms: Token) -> tuple[ManaType, ...]:
        out: list[ManaType] = []
        for s in syms:
            out.extend(_syms(s))
        return tuple(out)

    def number(self, n: Any) -> Amount:
        if isinstance(n, Amount):
            return n
        return Amount(AmountKind.FIXED, int(n))

    def number_x(self) -> Amount:
        return Amount(AmountKind.X, 0)

    def numword(self, tok: Token) -> Amount:
        words = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve")
        return Amount(AmountKind.FIXED, words.index(str(tok)) + 1)

    def count_word(self, n: Any) -> int:
        return n.value if isinstance(n, Amount) else int(n)

    def colors(self, *cs: ManaType) -> tuple[ManaType, ...]:
        return tuple(cs)

    def color(self, tok: Token) -> ManaType:
        return COLOR_WORDS[str(tok)]

    # ---- conditions
    def cond_control(self, *descs: _Desc) -> Condition:
        return Condition(tuple(_controlled(d) for d in descs))

    def cond_control_or(self, *descs: _Desc) -> Condition:
        if any(d.filter.another for d in descs):
            # "another Merfolk or an Island": "another" is of one alternative only, which one filter can't say.
            raise _NotUnderstood("another in one of alternatives")
        return Condition((_controlled(_Desc(_combine([], [d.filter for d in descs]))),))

    def cond_count(self, n: int, desc: _Desc) -> Condition:
        return Condition((_controlled(desc),), at_least=n)

    def cond_not_control(self, desc: _Desc) -> StateCondition:
        return NotCondition(Condition((_controlled(desc),)))

    def cond_exiled_with(self) -> StateCondition:
        return ExiledWithSelf()

    def cond_other_activated(self) -> StateCondition:
        return OtherActivatedAbility()

    def cond_total_power(self, n: int) -> StateCondition:
        return TotalPowerAtLeast(n)

    def cond_entered(self) -> StateCondition:
        return EnteredThisTurn()

    def cond_played_land(self) -> StateCondition:
        return PlayedLandThisTurn()

    def cond_opponent_controls(self, desc: _Desc) -> StateCondition:
        return OpponentControls(_unstated_controller(desc))

    def cond_opponent_count(self, n: int, desc: _Desc) -> StateCondition:
        return OpponentControls(_unstated_controller(desc), at_least=n)

    def cond_opponent_more(self, desc: _Desc) -> StateCondition:
        return OpponentControls(_unstated_controller(desc), more_than_you=1)

    def cond_opponent_more_by(self, n: int, desc: _Desc) -> StateCondition:
        return OpponentControls(_unstated_controller(desc), more_than_you=n)

    def cond_attacked(self) -> StateCondition:
        return AttackedWith()

    def cond_attacked_with(self, n: int) -> StateCondition:
        return AttackedWith(n)

    def cond_creature_died(self) -> StateCondition:
        return CreaturesDied()

    def cond_creatures_died(self, n: int) -> StateCondition:
        return CreaturesDied(n)

    def cond_opponent_lost_life(self) -> StateCondition:
        return OpponentLostLife()

    def cond_your_turn(self) -> StateCondition:
        return YourTurn()

    def cond_not_your_turn(self) -> StateCondition:
        return NotCondition(YourTurn())

    def cond_designation(self, designation: str) -> StateCondition:
        return HasDesignation(designation)

    def cond_no_designation(self, designation: str) -> StateCondition:
        return NotCondition(HasDesignation(designation))

    def designation(self, *toks: Token) -> str:
        return {"city's": "city_blessing"}.get(str(toks[0]), str(toks[0]))

    def cond_self_counter(self, counter: str) -> StateCondition:
        return CountersOnSelf(counter)

    def cond_self_counters(self, n: int, counter: str) -> StateCondition:
        return CountersOnSelf(counter, n)

    def cond_no_self_counters(self, counter: str) -> StateCondition:
        return NotCondition(CountersOnSelf(counter))

    def cond_opponent_poison(self, n: int) -> StateCondition:
        return OpponentCounters("poison", n)

    def cond_opponent_graveyard(self, n: int) -> StateCondition:
        return CardsInGraveyard(None, n, opponent=True)

    def cond_graveyard(self, n: int) -> StateCondition:
        return CardsInGraveyard(None, n)

    def cond_graveyard_kind(self, n: int, kind: ObjectFilter) -> StateCondition:
        return CardsInGraveyard(kind, n)

    def cond_graveyard_one(self, kind: ObjectFilter) -> StateCondition:
        return CardsInGraveyard(kind)

    def cond_graveyard_types(self, n: int) -> StateCondition:
        return CardTypesInGraveyard(n)

    def cond_hand_exactly(self, n: int) -> StateCondition:
        return CardsInHand(n, n)

    def cond_hand_none(self) -> StateCondition:
        return CardsInHand(0, 0)

    def cond_hand_at_most(self, n: int) -> StateCondition:
        return CardsInHand(0, n)

    def cond_hand_at_least(self, n: int) -> StateCondition:
        return CardsInHand(n)

    def cond_player_hand_at_most(self, n: int) -> StateCondition:
        return CardsInHand(0, n, any_player=True)

    # ---- what a static P/T change counts (CR 613.4a, 613.4c)
    def count_list(self, *counts: Amount) -> tuple[Amount, ...]:
        return counts

    def count_objects(self, desc: _Desc) -> Amount:
        return Amount(AmountKind.COUNT, 1, _counted(desc))

    def count_graveyard(self, cards: ObjectFilter) -> Amount:
        return Amount(AmountKind.GRAVEYARD_COUNT, 1, cards)

    def count_hand(self) -> Amount:
        return Amount(AmountKind.HAND_COUNT, 1)

    def count_counters(self, counter: str) -> Amount:
        return Amount(AmountKind.COUNTERS, 1, counter=counter)

    # ---- spending restrictions (CR 106.6)
    def spend_cast(self, spell: ObjectFilter, *_rest: Any) -> SpendRestriction:
        return SpendRestriction("", spell_filter=spell)

    def spend_cast_either(self, first: ObjectFilter, second: ObjectFilter) -> SpendRestriction:
        # "a Dragon spell or an Omen spell": one filter of alternative types, when both are only types.
        if any(f.supertypes or f.excluded_types or f.colors or f.extra or not f.any_of_types
               or not (f.card_types or f.subtypes) for f in (first, second)):
            raise _NotUnderstood("spells of two kinds")
        return SpendRestriction("", spell_filter=ObjectFilter(card_types=first.card_types | second.card_types,
                                                              subtypes=first.subtypes | second.subtypes))

    def spend_cast_or_abilities_of(self, spell: ObjectFilter, source: ObjectFilter) -> SpendRestriction:
        return SpendRestriction("", spell_filter=spell, abilities=True, ability_filter=source)

    def spend_cast_or_abilities(self, spell: ObjectFilter) -> SpendRestriction:
        return SpendRestriction("", spell_filter=spell, abilities=True)

    def spend_x_costs(self) -> SpendRestriction:
        return SpendRestriction("", x_costs=True)

    def spend_abilities(self) -> SpendRestriction:
        return SpendRestriction("", abilities=True)

    def spend_abilities_of(self, source: ObjectFilter) -> SpendRestriction:
        return SpendRestriction("", abilities=True, ability_filter=source)

    def ability_src(self, desc: _Desc) -> ObjectFilter:
        if desc.enchanted or desc.filter.controller is not Controller.ANY or desc.filter.another:
            raise _NotUnderstood("the source of an ability paid")
        return desc.filter

    def src_desc(self, *items: Any) -> ObjectFilter:
        # "an artifact source", "land sources", "outlaw sources", "a (creature) source of the chosen type".
        adjs = [i for i in items if isinstance(i, tuple) and i and i[0] in ("adj", "color")]
        words = [i for i in items if isinstance(i, ObjectFilter)]
        words += [ObjectFilter(card_types=frozenset({i})) for i in items if isinstance(i, str) and i and i != "chosen"]
        base = _combine(adjs, words) if words or adjs else ObjectFilter()
        if "chosen" in items:
            base = replace(base, extra=(*base.extra, Flag.CHOSEN_CREATURE_TYPE))
        return base

    def any_spell(self) -> ObjectFilter:
        return ObjectFilter()

    def any_spell_chosen(self, _chosen: str) -> ObjectFilter:
        return ObjectFilter(extra=(Flag.CHOSEN_CREATURE_TYPE,))

    def spell_with(self, *items: Any) -> ObjectFilter:
        spell = items[0] if isinstance(items[0], ObjectFilter) else ObjectFilter()
        return replace(spell, extra=(*spell.extra, HasKeyword(str(items[-1]))))

    def spell_keyword(self, tok: Token) -> str:
        return str(tok)

    def kicked_spell(self) -> ObjectFilter:
        return ObjectFilter(extra=(Flag.KICKED,))

    def outlaw(self, _tok: Token) -> ObjectFilter:
        # CR 700.12: an outlaw has the Assassin, Mercenary, Pirate, Rogue and/or Warlock creature types.
        return ObjectFilter(subtypes=frozenset({"Assassin", "Mercenary", "Pirate", "Rogue", "Warlock"}))

    def spend_not_cast(self, spell: ObjectFilter) -> SpendRestriction:
        # "can't be spent to cast a nonartifact spell": only artifact spells, and any other payment.
        if spell.card_types or spell.subtypes or spell.supertypes or spell.extra:
            raise _NotUnderstood("can't be spent")
        if len(spell.excluded_types) != 1:
            raise _NotUnderstood("can't be spent")
        return SpendRestriction("", spell_filter=ObjectFilter(card_types=spell.excluded_types), abilities=True)

    def uncounterable(self) -> None:
        return None

    def spell_desc(self, spell: ObjectFilter, chosen: Any = None) -> ObjectFilter:
        if chosen is not None:
            return replace(spell, extra=(*spell.extra, Flag.CHOSEN_CREATURE_TYPE))
        return spell

    def chosen_type(self) -> str:
        return "chosen"

    def spell_noun(self, *items: Any) -> ObjectFilter:
        adjs = [i for i in items if isinstance(i, tuple) and i and i[0] in ("adj", "color")]
        words = [i for i in items if isinstance(i, ObjectFilter)]
        return _combine(adjs, words)

    def spell_word(self, *items: Any) -> ObjectFilter:
        if len(items) == 1 and isinstance(items[0], ObjectFilter):
            return items[0]
        return _noun(items)

    def instant_sorcery(self, tok: Token) -> str:
        return str(tok)

    # ---- restrictions (CR 602.5)
    def r_sorcery(self) -> tuple[str, None]:
        return ("sorcery", None)

    def r_instant(self) -> tuple[str, None]:
        return ("instant", None)

    def r_once(self) -> tuple[str, None]:
        return ("once_each_turn", None)

    def r_once_ever(self) -> tuple[str, None]:
        # "Activate only once" (Urza's Fun House): once, not once each turn; the state doesn't say whether it was.
        return ("once", None)

    def r_your_turn(self) -> tuple[str, None]:
        return ("your_turn", None)

    def r_your_upkeep(self) -> tuple[str, None]:
        return ("your_upkeep", None)

    def r_opponent_turn(self) -> tuple[str, None]:
        return ("opponent_turn", None)

    def r_upkeep(self) -> tuple[str, None]:
        return ("upkeep", None)

    def r_combat(self) -> tuple[str, None]:
        return ("combat", None)

    def step_words(self, *words: Token) -> str:
        # CR 506.1: "declare blockers" is the step's own name, as the state's Step spells it ("declare_blockers").
        return "_".join(str(w) for w in words)

    def r_step(self, step: str) -> tuple[str, None]:
        return ("step_" + step, None)

    def r_before_attackers(self) -> tuple[str, None]:
        return ("before_attackers", None)

    def r_twice(self) -> tuple[str, None]:
        return ("twice_each_turn", None)

    def r_three_times(self) -> tuple[str, None]:
        return ("three_times_each_turn", None)

    def r_if(self, cond: StateCondition) -> tuple[str, StateCondition]:
        return ("if", cond)

    def r_if_any(self, *conds: StateCondition) -> tuple[str, StateCondition]:
        return ("if", AnyCondition(conds))

    # ---- riders: life lost or gained, ``None`` for an amount that is not a number ("X": not read)
    def rider_damage(self, n: Amount) -> tuple[str, int | None]:
        # CR 120.3a: damage dealt to a player makes that player lose that much life.
        return ("life_lost", n.value if n.kind is AmountKind.FIXED else None)

    def rider_lose_life(self, n: Amount) -> tuple[str, int | None]:
        return ("life_lost", n.value if n.kind is AmountKind.FIXED else None)

    def rider_gain_life(self, n: Amount) -> tuple[str, int | None]:
        return ("life_gained", n.value if n.kind is AmountKind.FIXED else None)

    def rider_later_sacrifice(self, *_a: Any) -> str:
        # CR 603.7: "sacrifice this creature at the beginning of the next end step" is a delayed trigger, long
        # after the mana is spent (Initiates of the Ebon Hand).
        return "later_sacrifice"

    def rider_life(self, *_a: Any) -> str:
        return "life"

    def rider_draw(self, *_a: Any) -> str:
        return "draw"

    def rider_no_untap(self, *_a: Any) -> str:
        return "no_untap"

    def rider_roll(self, *_a: Any) -> str:
        # CR 706.1: rolling a die, with nothing depending on the result, changes nothing about the mana.
        return "roll"

    def rider_control(self, *_a: Any) -> str:
        # CR 603.7: a delayed trigger ("at the beginning of the next end step"): it acts after the mana is added.
        return "control"

    def rider_counter(self, *_a: Any) -> str:
        return "counter"

    def rider_sacrifice(self, *_a: Any) -> str:
        return "sacrifice"

    def counter_word(self, tok: Token) -> str:
        return str(tok)

    # ---- triggered mana abilities (CR 605.1b)
    def tm_additional(self, desc: _Desc, _adder: Any, prod: ManaProduction) -> StaticEffect:
        return _tapped_trigger(desc, prod, "any")

    def tm_additional_chosen(self, desc: _Desc, _adder: Any) -> StaticEffect:
        # "Whenever a basic land is tapped for mana of the chosen color, its controller adds an additional one mana of
        # that color." (Gauntlet of Power): only when the mana it made has the colour chosen for the trigger's source.
        return TappedForManaTrigger(affects=desc.filter, enchanted=desc.enchanted, adds=_ONE_OF_CHOSEN_COLOR,
                                    when_chosen_color=True)

    def tm_land_ability_chosen(self) -> StaticEffect:
        # "Whenever a land's ability causes you to add one or more mana of the chosen color, add an additional one
        # mana of that color." (Caged Sun): any mana ability of a land its controller controls, tapped or not.
        return TappedForManaTrigger(affects=ObjectFilter(card_types=frozenset({"land"})), adds=_ONE_OF_CHOSEN_COLOR,
                                    players=Players.YOU, when_chosen_color=True, when_tapped=False)

    def tm_same_type(self, players: str, desc: _Desc, _adder: Any, _tw: str) -> StaticEffect:
        return _tapped_trigger(desc, "same_type", players)

    def tm_additional_tapper(self, players: str, desc: _Desc, _adder: Any, prod: ManaProduction) -> StaticEffect:
        return _tapped_trigger(desc, prod, players)

    def tm_adder(self, *_a: Any) -> None:
        return None

    def tapper_you(self) -> str:
        return "you"

    def tapper_any(self) -> str:
        return "any"

    # ---- statics
    def st_haste(self, desc: _Desc) -> StaticEffect:
        return HasteGrant(affects=desc.filter, enchanted=desc.enchanted)

    def st_grant(self, desc: _Desc, quoted: Token) -> Any:
        return ("grant", desc, str(quoted)[1:-1], None, False)

    def st_grant_while(self, condition: StateCondition, desc: _Desc, quoted: Token) -> Any:
        # The World Tree: "As long as you control six or more lands, lands you control have ..." (CR 611.3a).
        if not isinstance(condition, Condition):
            raise _NotUnderstood("a grant's condition other than what its controller controls")
        return ("grant", desc, str(quoted)[1:-1], condition, False)

    def st_grant_from_graveyard(self, desc: _Desc, quoted: Token) -> Any:
        # Riftstone Portal: "As long as this card is in your graveyard, lands you control have ..." (CR 113.6b).
        return ("grant", desc, str(quoted)[1:-1], None, True)

    def st_repl_passive(self, desc: _Desc, into: str, other: str) -> StaticEffect:
        return _replacement(desc, into, other, "any")

    def st_repl_active(self, players: str, _verb: Any, desc: _Desc, into: str, other: str) -> StaticEffect:
        return _replacement(desc, into, other, players)

    def st_repl_plural(self, desc: _Desc, into: str, other: str) -> StaticEffect:
        return _replacement(desc, into, other, "any")

    def st_multiply(self, players: str, _verb: Any, desc: _Desc, factor: int) -> StaticEffect:
        return ManaAmountMultiplier(affects=desc.filter, factor=factor, players=Players(players))

    def st_collapse(self, desc: _Desc, syms: Token) -> StaticEffect:
        types = _syms(syms)
        if len(types) != 1:
            raise _NotUnderstood("collapse into several")
        return ManaCollapse(affects=desc.filter, min_amount=2, into=types[0].value)

    def st_land_type(self, desc: _Desc, subtypes: tuple[str, ...], addition: Any = None) -> StaticEffect:
        if not all(s in LAND_TYPES for s in subtypes):
            raise _NotUnderstood("not land types")
        return _land_type(desc, subtypes, addition is not None)

    def st_every_basic(self, desc: _Desc, addition: Any = None) -> StaticEffect:
        return _land_type(desc, BASIC_ORDER, addition is not None)

    def st_every_nonbasic(self) -> StaticEffect:
        # Planar Nexus (CR 205.3i): nonbasic land types give no mana ability (CR 305.6 is about basic ones), but
        # effects may look for them ("Deserts you control ..."), so the land has every one.
        return LandTypeEffect(itself=True, subtypes=tuple(sorted(LAND_TYPES - frozenset(BASIC_ORDER))),
                              mode=LandTypeMode.ADD)

    def st_chosen_land_type(self, addition: Any = None) -> StaticEffect:
        # Multiversal Passage, Thran Portal: this land is the land type chosen as it entered (its ``chosen``).
        return LandTypeEffect(itself=True, subtypes=(), chosen=True,
                              mode=LandTypeMode.ADD if addition is not None else LandTypeMode.SET)

    def st_spend_any(self, color: ManaType) -> StaticEffect:
        return SpendAs(as_any_color=(color.value,))

    def st_spend_all_any(self) -> StaticEffect:
        # Chromatic Orrery, Mycosynth Lattice (CR 609.4b): any mana, colourless too, may pay coloured symbols; it
        # is still not colourless mana, so only {C} pays {C}.
        return SpendAs(as_any_color=tuple(t.value for t in ManaType))

    def st_spend_colorless(self) -> StaticEffect:
        return SpendAs(others_as_colorless=True)

    def st_life_for_mana(self, syms: Token, life: Token) -> StaticEffect:
        # K'rrik, Son of Yawgmoth: each such symbol may be paid with 2 life (CR 118.3, 119.4).
        types = _syms(syms)
        if len(types) != 1 or str(life) != "2":
            raise _NotUnderstood("one mana symbol expected")
        return LifeForMana(type=types[0])

    def tap_verb(self, *_a: Any) -> None:
        return None

    def produced(self, syms: Token) -> str:
        types = _syms(syms)
        if len(types) != 1:
            raise _NotUnderstood("produces several")
        return types[0].value

    def produced_colorless(self) -> str:
        return "C"

    def produced_chosen(self) -> str:
        return "chosen_color"

    def produced_any_color(self) -> str:
        return "any_color"

    def other_type(self) -> str:
        return "type"

    def other_color(self) -> str:
        return "color"

    def other_type_amount(self) -> str:
        return "type_amount"

    def multiplier(self, *toks: Token) -> int:
        return 2 if str(toks[0]) == "twice" else 3

    def in_addition(self, *_a: Any) -> bool:
        return True

    def subtype_list(self, *toks: Token) -> tuple[str, ...]:
        out = []
        for t in toks:
            s = singular_subtype(str(t))
            if s is None:
                raise _NotUnderstood(f"unknown subtype {t}")
            out.append(s)
        return tuple(out)

    # ---- object descriptions
    def objdesc(self, *items: Any) -> _Desc:
        enchanted = False
        another = False
        adjs: list[tuple[str, Any]] = []
        nouns: list[ObjectFilter] = []
        compares: list[Compare] = []
        ctrl = Controller.ANY
        for it in items:
            if it == ("det", "enchanted"):
                enchanted = True
            elif it == ("det", "another"):
                another = True
            elif isinstance(it, tuple) and it and it[0] == "det":
                pass
            elif isinstance(it, tuple) and it and it[0] in ("adj", "color"):
                adjs.append(it)
            elif isinstance(it, tuple) and it and it[0] == "ctrl":
                ctrl = it[1]
            elif isinstance(it, Compare):
                compares.append(it)
            elif isinstance(it, tuple) and it and it[0] == "with":
                adjs.append(it)
            elif isinstance(it, list):
                nouns.extend(it)
        filt = _combine(adjs, nouns)
        filt = replace(filt, controller=ctrl, another=another, extra=(*filt.extra, *compares))
        return _Desc(filt, enchanted)

    def stat_word(self, tok: Token) -> Token:
        return tok

    def with_at_least(self, stat: Token, n: Token) -> Compare:
        return Compare(Stat(str(stat)), Op.AT_LEAST, int(n))

    def with_at_most(self, stat: Token, n: Token) -> Compare:
        return Compare(Stat(str(stat)), Op.AT_MOST, int(n))

    def with_counter(self, kind: str | None = None) -> tuple[str, ObjectCondition]:
        return ("with", HasCounter(kind))

    def with_counters_at_least(self, n: int, kind: str) -> tuple[str, ObjectCondition]:
        return ("with", HasCounter(kind, n))

    def with_own_name(self) -> tuple[str, ObjectCondition]:
        return ("with", Flag.SOURCE_NAME)

    def with_chosen_name(self) -> tuple[str, ObjectCondition]:
        return ("with", Flag.CHOSEN_NAME)

    def determiner(self) -> tuple[str, None]:
        return ("det", None)

    def det_another(self) -> tuple[str, str]:
        return ("det", "another")

    def det_enchanted(self) -> tuple[str, str]:
        return ("det", "enchanted")

    def adjective(self, a: Any) -> tuple[str, Any]:
        if isinstance(a, ManaType):
            return ("color", a.value)
        return a

    def adj(self, tok: Token) -> tuple[str, str]:
        return ("adj", str(tok))

    def noun_alts(self, *nouns: ObjectFilter) -> list[ObjectFilter]:
        return list(nouns)

    def noun(self, *items: Any) -> ObjectFilter:
        return _noun(items)

    def typeword(self, tok: Token) -> str:
        return _CARD_TYPE_WORDS[str(tok)]

    def ctrl_you(self) -> tuple[str, Controller]:
        return ("ctrl", Controller.YOU)

    def ctrl_any(self) -> tuple[str, Controller]:
        return ("ctrl", Controller.ANY)

    def token_word(self, _tok: Token) -> str:
        return "token"

    def ctrl_opponent(self) -> tuple[str, Controller]:
        return ("ctrl", Controller.OPPONENT)


def _two_word_subtypes(items: Sequence[Any]) -> list[Any]:
    """``items`` with each pair of words that is one subtype joined into one ("Time" "Lord": the creature type Time
    Lord, CR 205.3m)."""
    out: list[Any] = []
    for it in items:
        if (out and isinstance(it, Token) and it.type == "SUBTYPE" and isinstance(out[-1], Token)
                and out[-1].type == "SUBTYPE" and singular_subtype(str(out[-1])) is None
                and (joined := f"{out[-1]} {it}") and " " in (singular_subtype(joined) or "")):
            out[-1] = Token("SUBTYPE", joined)
        else:
            out.append(it)
    return out


def _noun(items: Sequence[Any]) -> ObjectFilter:
    """One noun: subtypes then at most one card type ("Urza's Mine", "Elf creature", "land"), or a card's name used
    as a noun, capitalised words not all subtypes, possibly in the plural ("a Command Tower", "Command Towers": an
    object with that name, CR 201.2), when a card of the registry has it."""
    items = _two_word_subtypes(items)
    if items and all(isinstance(it, Token) and it.type == "SUBTYPE" for it in items) and any(
            singular_subtype(str(it)) is None for it in items):
        named = Named(" ".join(str(it) for it in items), plural=True)
        spellings = named.spellings()
        if not any(is_card_name(n) for n in spellings):
            raise _NotUnderstood(f"unknown subtype or card name {named.name}")
        return ObjectFilter(extra=(named if len(spellings) > 1 else Named(named.name),))
    subtypes: list[str] = []
    types: list[str] = []
    extra: tuple[ObjectCondition, ...] = ()
    for it in items:
        if it == "token":
            extra = (Flag.TOKEN,)
        elif isinstance(it, str) and it in _CARD_TYPE_WORDS.values():
            if it:
                types.append(it)
        else:
            s = singular_subtype(str(it))
            if s is None:
                raise _NotUnderstood(f"unknown subtype {it}")
            subtypes.append(s)
    every = len(subtypes) + len(types) > 1
    return ObjectFilter(
        card_types=frozenset(types), subtypes=frozenset(subtypes), any_of_types=not every, extra=extra
    )


def _combine(adjs: Sequence[tuple[str, Any]], nouns: Sequence[ObjectFilter]) -> ObjectFilter:
    """Join alternative nouns ("artifact or creature") and apply adjectives ("nonbasic", "snow", "red") and "with"
    clauses ("with a counter on it", "with the chosen name")."""
    if not nouns and not adjs:
        raise _NotUnderstood("no noun")
    if not nouns:
        base = ObjectFilter()
    elif len(nouns) == 1:
        base = nouns[0]
    else:
        if any(not n.any_of_types for n in nouns):
            raise _NotUnderstood("alternatives of compound nouns")
        base = ObjectFilter(
            card_types=frozenset().union(*(n.card_types for n in nouns)),
            subtypes=frozenset().union(*(n.subtypes for n in nouns)),
        )
    supers, excluded = set(base.supertypes), set(base.excluded_types)
    colors, extra = set(base.colors), list(base.extra)
    for kind, word in adjs:
        if kind == "color":
            colors.add(word)
            continue
        if kind == "with":
            extra.append(word)
            continue
        where, value = _ADJECTIVES[word]
        if where == "super":
            supers.add(value)
        elif where == "excluded":
            excluded.add(value)
        else:
            extra.append(Flag(value))
    return replace(
        base, supertypes=frozenset(supers), excluded_types=frozenset(excluded), colors=frozenset(colors),
        extra=tuple(extra),
    )


def _need_x(n: Amount) -> None:
    if n.kind is not AmountKind.X:
        raise _NotUnderstood("where X is ... without X")


def _counted(desc: _Desc) -> ObjectFilter:
    if desc.enchanted:
        raise _NotUnderstood("count of enchanted")
    return desc.filter


def _unstated_controller(desc: _Desc) -> ObjectFilter:
    """The filter of a description that states no controller nor "enchanted" (the condition says whose)."""
    if desc.filter.controller is not Controller.ANY or desc.enchanted or desc.filter.another:
        raise _NotUnderstood("condition on a described controller")
    return desc.filter


def _controlled(desc: _Desc) -> ObjectFilter:
    if desc.filter.controller is not Controller.ANY or desc.enchanted:
        raise _NotUnderstood("condition on a described controller")
    return replace(desc.filter, controller=Controller.YOU)


#: "one mana of that color" after "mana of the chosen color": one mana of the colour chosen for the source.
_ONE_OF_CHOSEN_COLOR = ManaProduction((ManaRecipe((ManaPart(Amount(AmountKind.FIXED, 1),
                                                            Palette(PaletteKind.CHOSEN_COLOR)),)),))


def _tapped_trigger(desc: _Desc, adds: ManaProduction | str, players: str) -> StaticEffect:
    return TappedForManaTrigger(affects=desc.filter, enchanted=desc.enchanted, adds=adds, players=Players(players))


def _replacement(desc: _Desc, into: str, other: str, players: str) -> StaticEffect:
    return ManaTypeReplacement(affects=desc.filter, enchanted=desc.enchanted, into=into,
                               colors_only=other == "color", players=Players(players),
                               and_amount=other == "type_amount")


def _land_type(desc: _Desc, subtypes: Sequence[str], addition: bool) -> StaticEffect:
    return LandTypeEffect(affects=desc.filter, enchanted=desc.enchanted, subtypes=tuple(subtypes),
                          mode=LandTypeMode.ADD if addition else LandTypeMode.SET)
