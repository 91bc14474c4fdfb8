"""JSON in and out: the request of ``design/contract.md`` as msgspec Structs, and its frozen model values.

Reading a request takes two steps:

1. **Shape** — msgspec Structs (``forbid_unknown_fields``, converted strictly from the parsed JSON: a boolean is no
   integer, a string no number) check every field's type and bounds. Their errors become one
   :class:`~model.errors.MtgSolverError` whose ``path`` points into the request (``"state.objects[3].tapped"``).
2. **Meaning** — :func:`read_state` and :func:`read_query` build frozen values (:class:`~model.state.GameState`,
   :mod:`model.queries`): mana strings are parsed (CR 107.4, error ``bad_mana_string``), registry names looked up
   (``unknown_card``), ids checked (``unknown_object``, ``duplicate_id``), ability references resolved to indexes
   through the reader (``unknown_ability``).

A malformed *state* is one error for the whole request (:func:`read_request` raises); a malformed *query* is that
query's error and the other queries are still read (:class:`QueryItem` carries either the query or its error).
Sizes are bounded (:data:`LIMITS`) so a huge request is refused at once rather than slowly.

Ability references (CR 113, 605.1) are an index into the list the ``abilities`` query returns, or
``{"text": "..."}``: the ability's Oracle text as it starts on its line.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping, Sequence
from types import MappingProxyType, UnionType
from typing import Annotated, Any, Literal, Union, get_args, get_origin

from msgspec import Meta, Struct, field
from mtgsolver.model.costs import Cost, ManaPart, OtherPart
from mtgsolver.model.errors import (
    BadManaString,
    BadRequest,
    MtgSolverError,
    UnknownAbility,
    UnknownObject,
    UnsupportedText,
)
from mtgsolver.model.mana import COLOR_WORDS, Mana, ManaCost, SymbolKind
from mtgsolver.model.queries import (
    DEFAULT_LIMIT,
    DEFAULT_TIME_LIMIT,
    AbilitiesQuery,
    ActivatableQuery,
    CanActivateQuery,
    CastableQuery,
    CopyTargetsQuery,
    CouldProduceQuery,
    LegalPlaysQuery,
    Objective,
    PaymentMode,
    PaymentsQuery,
    PayWith,
    Query,
)
from mtgsolver.model.state import (
    BASIC_LAND_TYPES,
    LAND_TYPES,
    CardDef,
    Effect,
    GameObject,
    GameState,
    Paid,
    Player,
    StackEntry,
    StackKind,
    Step,
    Turn,
    TypeLine,
    Zone,
)
from mtgsolver.model.subtypes import CREATURE_TYPES

# --------------------------------------------------------------------------------------------------------------------
# Bounds: a request beyond them is ``bad_request``, answered at once.

MAX_REQUEST_BYTES = 32 * 1024 * 1024
MAX_PLAYERS = 100
MAX_OBJECTS = 10_000
MAX_EFFECTS = 1_000
MAX_STACK = 1_000
MAX_QUERIES = 1_000
MAX_TARGETS = 100
#: Largest X, counter count, |life|, and generic mana symbol accepted.
MAX_NUMBER = 1_000_000
MAX_LIMIT = 100_000
MAX_TIME_LIMIT = 300.0
MAX_ID_LENGTH = 200
MAX_TEXT_LENGTH = 20_000
MAX_COST_LENGTH = 1_000

LIMITS: Mapping[str, int | float] = MappingProxyType(
    {
        "request_bytes": MAX_REQUEST_BYTES,
        "players": MAX_PLAYERS,
        "objects": MAX_OBJECTS,
        "effects": MAX_EFFECTS,
        "stack": MAX_STACK,
        "queries": MAX_QUERIES,
        "targets": MAX_TARGETS,
        "number": MAX_NUMBER,
        "limit": MAX_LIMIT,
        "time_limit": MAX_TIME_LIMIT,
        "id_length": MAX_ID_LENGTH,
        "text_length": MAX_TEXT_LENGTH,
        "cost_length": MAX_COST_LENGTH,
    }
)

#: Error code for an id given twice among players, objects and stack entries (they share one namespace).
DUPLICATE_ID = "duplicate_id"

QUERY_KINDS = ("could_produce", "can_activate", "payments", "copy_targets", "activatable", "abilities", "castable",
               "legal_plays")

# --------------------------------------------------------------------------------------------------------------------
# Shape: msgspec Structs.


class _In(Struct, forbid_unknown_fields=True, frozen=True):
    """A request object's shape: unknown fields are refused, and :func:`_validate` converts strictly (a boolean is
    no integer, a string no number)."""


class AbilityText(_In, frozen=True):
    """An ability named by its Oracle text as it starts on its line: ``{"text": "Equip {1}"}``."""

    text: Annotated[str, Meta(min_length=1, max_length=MAX_TEXT_LENGTH)]


#: An ability reference as read: an index (0 or more) or an :class:`AbilityText`.
AbilityRefValue = int | AbilityText

AbilityRef = Annotated[
    Annotated[int, Meta(ge=0)] | AbilityText,
    Meta(description="an ability: its index as the abilities query lists it, or its Oracle text"),
]

#: Power, toughness or loyalty: a number, or a short string such as ``"*"`` or ``"1+*"`` (a string of digits is
#: held to the same bound when the state is read, :func:`_pt_value`).
PTValue = Annotated[int, Meta(ge=-MAX_NUMBER, le=MAX_NUMBER)] | Annotated[str, Meta(max_length=10)]

Id = Annotated[str, Meta(min_length=1, max_length=MAX_ID_LENGTH)]
Name = Annotated[str, Meta(min_length=1, max_length=MAX_ID_LENGTH)]
ShortText = Annotated[str, Meta(max_length=MAX_ID_LENGTH)]
CostText = Annotated[str, Meta(max_length=MAX_COST_LENGTH)]
Text = Annotated[str, Meta(max_length=MAX_TEXT_LENGTH)]
Count = Annotated[int, Meta(ge=0, le=MAX_NUMBER)]
Limit = Annotated[int, Meta(ge=1, le=MAX_LIMIT)]
#: Seconds a search may take (a query's, or a whole request's); NaN and infinities are refused by the bounds.
TimeLimit = Annotated[float, Meta(gt=0, le=MAX_TIME_LIMIT)]
ZoneName = Literal["battlefield", "hand", "graveyard", "exile", "library", "stack", "command"]
ColorLetter = Literal["W", "U", "B", "R", "G"]


class PlayerIn(_In, frozen=True):
    """A player: ``id``, ``life`` (default 20, CR 103.4), ``mana_pool`` (a mana string, default empty); additions:
    ``counters`` (default none) and ``designations`` (default none)."""

    id: Id
    life: Annotated[int, Meta(ge=-MAX_NUMBER, le=MAX_NUMBER)] = 20
    mana_pool: CostText = ""
    counters: Annotated[dict[str, Count], Meta(max_length=50, description=(
        "Addition: the player's counters by kind, {\"poison\": 3, \"energy\": 2} (CR 122.1; a kind is read "
        "case-insensitively, a trailing \"counter\" dropped); absent: none"))] = {}
    designations: Annotated[list[Literal["city_blessing", "monarch", "initiative"]], Meta(max_length=3, description=(
        "Addition: the player's designations: the city's blessing (CR 702.131c), the monarch (CR 724.1, one player "
        "at most, CR 724.3), the initiative (CR 725.1, one player at most, CR 725.3); absent: none. A player who "
        "controls ten or more permanents and a permanent with ascend has the city's blessing (CR 702.131b)"))] = []
    speed: Annotated[Annotated[int, Meta(ge=1, le=MAX_NUMBER)] | None, Meta(description=(
        "Addition: the player's speed (CR 702.179: 1 to 4, past 4 only by an effect like Gomif's; 4 or more is max "
        "speed, CR 702.179e); absent: they have no speed (CR 702.179b). Speed is not a counter"))] = None
    attacked_with_this_turn: Annotated[Count | None, Meta(description=(
        "Addition: how many creatures the player declared as attackers this turn (CR 508.1; \"you attacked this "
        "turn\", raid); absent: as many of their objects as have attacked_this_turn"))] = None
    life_lost_this_turn: Annotated[Count, Meta(description=(
        "Addition: how much life the player lost this turn (CR 119.3; \"an opponent lost life this turn\"); "
        "absent: 0"))] = 0


class ObjectIn(_In, frozen=True):
    """An object: ``card`` (a registry name) or an inline definition (``name``, ``type_line``, ...)."""

    id: Id
    card: Name | None = None
    name: Name | None = None
    mana_cost: CostText | None = None
    type_line: ShortText | None = None
    oracle_text: Text | None = None
    keywords: Annotated[list[ShortText], Meta(max_length=100)] | None = None
    power: PTValue | None = None
    toughness: PTValue | None = None
    loyalty: PTValue | None = None
    colors: list[ColorLetter] | None = None
    color_identity: Annotated[Annotated[list[ColorLetter], Meta(max_length=5)] | None, Meta(description=(
        "Addition: an inline card's colour identity (CR 903.4: every face's and alternative characteristics' mana "
        "symbols, CR 903.4d-e); absent: the colours of the mana symbols of its mana_cost and of its oracle_text "
        "without reminder text (CR 903.4c), plus its colors"))] = None
    zone: ZoneName = "battlefield"
    controller: Id | None = None
    owner: Id | None = None
    tapped: bool = False
    summoning_sick: bool = False
    chosen: Annotated[dict[str, ShortText | None], Meta(max_length=20, description=(
        "Choices made as it entered or this turn: \"color\", \"colors\", \"creature_type\", \"name\", "
        "\"basic_land_type\", ...; \"copy\" (an addition): the card it entered as a copy of (a card name, "
        "resolved like \"card\"), or null when it entered as itself, for a permanent whose text lets it enter "
        "as a copy (Clone, Vesuva: CR 707.5); only \"copy\" may be null. A value its own text can't have "
        "chosen (three colours where it chooses two, a nonland name where it chooses a land card name, a land "
        "type where it chooses a creature type: CR 105.4, 201.4a, 205.3) is bad_request at its key"))] = {}
    x: Count = 0
    exiled: Annotated[list[Id], Meta(max_length=MAX_OBJECTS)] = []
    attached_to: Id | None = None
    counters: Annotated[dict[str, Count], Meta(max_length=50, description=(
        "Its counters by kind, {\"+1/+1\": 2, \"charge\": 1} (CR 122.1; a kind is read case-insensitively, a "
        "trailing \"counter\" dropped: \"Slime\" and \"slime counter\" are \"slime\"); absent: none"))] = {}
    is_token: bool = False
    entered_this_turn: Annotated[bool, Meta(description=(
        "Addition: it entered the battlefield this turn (\"Activate only if this land entered this turn\"); "
        "default false"))] = False
    activated_this_turn: Annotated[list[AbilityRef], Meta(max_length=MAX_TARGETS, description=(
        "Addition: its activated and mana abilities activated this turn, one entry per activation (for "
        "\"Activate only once each turn\", CR 602.5b); default none"))] = []
    activated_earlier: Annotated[list[AbilityRef], Meta(max_length=MAX_TARGETS, description=(
        "Addition: its activated and mana abilities activated in an earlier turn since it became this object (for "
        "\"Activate only once\" and exhaust, CR 602.5b, 702.177a; an object that changed zones is new, CR 400.7); "
        "default none"))] = []
    attacked_this_turn: Annotated[bool, Meta(description=(
        "Addition: it was declared as an attacker this turn (CR 508.1; a boast ability's condition, CR 702.142a; "
        "one put onto the battlefield attacking did not attack, CR 508.4); default false"))] = False
    solved: Annotated[bool, Meta(description=(
        "Addition: a Case with the solved designation (CR 719.3b: it has its \"Solved —\" abilities, CR 719.3c, "
        "702.169); default false, as a Case enters unsolved and becomes solved only by its own ability "
        "(CR 719.3a)"))] = False
    commander_casts: Annotated[Count | None, Meta(description=(
        "Addition: this card is its owner's commander, cast this many times from the command zone this game "
        "(CR 903.3, 903.8: each adds {2} to the next cast from there); absent: not a commander"))] = None
    level: Annotated[int, Meta(ge=1, le=MAX_NUMBER, description=(
        "Addition: its level (CR 716.2b); a Class has the abilities of its class level sections up to this level "
        "(CR 716.2a); default 1 (CR 716.2d)"))] = 1


class EffectIn(_In, kw_only=True, frozen=True):
    """An ongoing effect of a resolved spell or ability (CR 611), in timestamp order."""

    id: Id
    source: Id | None = None
    controller: Id
    text: Annotated[str, Meta(min_length=1, max_length=MAX_TEXT_LENGTH)]


class PaidIn(_In, frozen=True):
    """Costs paid for a stack entry (CR 601.2f-h): kicker, an alternative cost, objects sacrificed."""

    kicker: bool = False
    sacrificed: Annotated[list[Id], Meta(max_length=MAX_TARGETS)] = []
    alternative: ShortText | None = None
    additional: Annotated[list[ShortText], Meta(max_length=20)] = []


class StackIn(_In, kw_only=True, frozen=True):
    """A spell or ability on the stack (CR 405); the list is bottom first."""

    id: Id
    kind: Literal["spell", "activated_ability", "triggered_ability"]
    source: Id
    ability: AbilityRef | None = None
    controller: Id
    targets: Annotated[list[Id], Meta(max_length=MAX_TARGETS)] = []
    division: Annotated[list[Annotated[int, Meta(ge=1, le=MAX_NUMBER)]], Meta(max_length=MAX_TARGETS)] | None = None
    modes: Annotated[list[Annotated[int, Meta(ge=0, le=100)]], Meta(max_length=20)] = []
    x: Count | None = None
    paid: PaidIn = field(default_factory=PaidIn)
    is_copy: bool = False


class TurnIn(_In, frozen=True):
    """Where the turn is (CR 500-514): ``step`` (default ``precombat_main``), ``priority`` (the player who holds it;
    absent: not checked), ``lands_played_this_turn`` by the active player (CR 305.2; default 0),
    ``creatures_died_this_turn`` (CR 700.4; default 0)."""

    step: Literal["untap", "upkeep", "draw", "precombat_main", "beginning_of_combat", "declare_attackers",
                  "declare_blockers", "combat_damage", "end_of_combat", "postcombat_main", "end",
                  "cleanup"] = "precombat_main"
    priority: Id | None = None
    lands_played_this_turn: Count = 0
    creatures_died_this_turn: Annotated[Count, Meta(description=(
        "Addition: how many creatures died this turn, put into a graveyard from the battlefield (CR 700.4; "
        "\"a creature died this turn\", morbid); absent: 0"))] = 0


class StateIn(_In, frozen=True):
    """The game state."""

    active_player: Id
    players: Annotated[list[PlayerIn], Meta(min_length=1, max_length=MAX_PLAYERS)]
    objects: Annotated[list[ObjectIn], Meta(max_length=MAX_OBJECTS)] = []
    effects: Annotated[list[EffectIn], Meta(max_length=MAX_EFFECTS)] = []
    stack: Annotated[list[StackIn], Meta(max_length=MAX_STACK)] = []
    turn: TurnIn = field(default_factory=TurnIn)


class _QueryIn(_In, tag_field="kind", frozen=True):
    """A query: its ``kind`` is the tag (each kind's Struct below names its own), then its ``id``."""

    id: Id


class CouldProduceIn(_QueryIn, tag="could_produce", frozen=True):
    """CR 106.7: the mana types ``object`` could produce now."""

    object: Id


class CanActivateIn(_QueryIn, tag="can_activate", frozen=True):
    """May ``object``'s ``ability`` be activated now, costs aside from mana (CR 602.2, 602.5)."""

    object: Id
    ability: AbilityRef


class PaymentsIn(_QueryIn, tag="payments", frozen=True):
    """Can ``player`` pay ``cost``, and how (CR 601.2g-h, 605)."""

    player: Id
    cost: CostText
    x: Count | None = None
    mode: Literal["check", "best", "all"] = "all"
    objective: Literal["fewest_sources", "keep_colors", "least_life"] = "fewest_sources"
    limit: Limit = DEFAULT_LIMIT
    spend_on: Id | None = None
    source: Id | None = None
    group_identical: bool = False
    time_limit: TimeLimit = DEFAULT_TIME_LIMIT
    pay_with: Annotated[list[Literal["convoke", "improvise", "delve"]], Meta(max_length=3, description=(
        "Addition: ways besides mana the cost itself may be paid (CR 601.2h): convoke (tap an untapped creature you "
        "control for {1} or one mana of its colour, CR 702.51a), improvise (an untapped artifact for {1}, CR "
        "702.126a), delve (exile a card from your graveyard for {1}, CR 702.66a); default none"))] = []


class ByIn(_In, frozen=True):
    """The copier: an object and one of its abilities."""

    object: Id
    ability: AbilityRef


class CopyTargetsIn(_QueryIn, tag="copy_targets", frozen=True):
    """May ``by`` copy stack entry ``copy_of``, and with which targets (CR 707.10, 115.7)."""

    copy_of: Id
    by: ByIn
    new_targets: ShortText | None = None
    limit: Limit = DEFAULT_LIMIT
    time_limit: TimeLimit = DEFAULT_TIME_LIMIT


class ActivatableIn(_QueryIn, tag="activatable", frozen=True):
    """Every ability of ``player``'s objects that can be activated now."""

    player: Id


class AbilitiesIn(_QueryIn, tag="abilities", frozen=True):
    """How ``object``'s text was read (CR 113, 605.1)."""

    object: Id


class CastableIn(_QueryIn, tag="castable", frozen=True):
    """May ``player`` cast ``card`` now, and for what total cost (CR 601.2, 601.3, 117.1a)."""

    player: Id
    card: Id
    x: Count | None = None
    mode: Literal["check", "best", "all"] = "check"
    objective: Literal["fewest_sources", "keep_colors", "least_life"] = "fewest_sources"
    limit: Limit = DEFAULT_LIMIT
    time_limit: TimeLimit = DEFAULT_TIME_LIMIT


class LegalPlaysIn(_QueryIn, tag="legal_plays", frozen=True):
    """Every play ``player`` may make now: spells to cast, abilities to activate, a land to play (CR 117.1, 305)."""

    player: Id
    time_limit: TimeLimit = DEFAULT_TIME_LIMIT


#: Each query kind's shape; its ``kind`` is the Struct's tag (``CouldProduceIn.__struct_config__.tag``).
QUERY_MODELS: Mapping[str, type[_QueryIn]] = MappingProxyType(
    {
        "could_produce": CouldProduceIn,
        "can_activate": CanActivateIn,
        "payments": PaymentsIn,
        "copy_targets": CopyTargetsIn,
        "activatable": ActivatableIn,
        "abilities": AbilitiesIn,
        "castable": CastableIn,
        "legal_plays": LegalPlaysIn,
    }
)

#: A query of any kind, told apart by its ``kind`` (a tagged union).
QueryIn = (CouldProduceIn | CanActivateIn | PaymentsIn | CopyTargetsIn | ActivatableIn | AbilitiesIn | CastableIn
           | LegalPlaysIn)


class RequestIn(_In, frozen=True):
    """A whole request: a state and queries (used for the published JSON Schema)."""

    state: StateIn
    queries: Annotated[list[QueryIn], Meta(max_length=MAX_QUERIES)]
    time_limit: Annotated[TimeLimit | None, Meta(description=(
        "Seconds for the whole request, reading included; each query's own time_limit still applies"))] = None


class _RequestTimeLimitIn(_In, frozen=True):
    time_limit: TimeLimit


def inline_json_schema(shape: Any) -> dict[str, Any]:
    """The JSON Schema (draft 2020-12) of a Struct type, its own object at the top and the types it uses in
    ``$defs`` (``msgspec.json.schema`` puts the top type in ``$defs`` too, as a ``$ref``)."""
    import msgspec.json

    schema = msgspec.json.schema(shape)
    defs = schema.pop("$defs")
    top: dict[str, Any] = defs.pop(schema["$ref"].rpartition("/")[2])
    return {**top, "$defs": defs} if defs else top


def request_json_schema() -> dict[str, Any]:
    """The JSON Schema of a request, generated from the request's Structs (:class:`RequestIn`)."""
    return {"$schema": "https://json-schema.org/draft/2020-12/schema", **inline_json_schema(RequestIn),
            "title": "mtgsolver request"}


# --------------------------------------------------------------------------------------------------------------------
# Paths and shape errors.


def _short(value: Any, width: int = 60) -> str:
    text = repr(value)
    return text if len(text) <= width else text[: width - 3] + "..."


def join_path(prefix: str, loc: Sequence[str | int]) -> str:
    """``join_path("state", ("objects", 3, "tapped"))`` is ``"state.objects[3].tapped"``."""
    out = prefix
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        elif part.isidentifier():
            out += f".{part}" if out else part
        else:
            out += f"[{json.dumps(part)}]"
    return out


#: msgspec's error: what is wrong, then (unless it is the value converted itself) where, as ``$.a[0].b``; a dict
#: value is ``[...]``, a dict key "`key` in `$.a`". (Patterns, compiled by ``re`` when an error is first read.)
_MSGSPEC_ERROR = r"(?s)(?P<what>.*?)(?: - at (?:`key` in )?`\$(?P<at>.*)`)?"
_MSGSPEC_STEP = r"\.(?P<name>[A-Za-z_][A-Za-z0-9_]*)|\[(?P<index>\d+)\]|\[(?P<key>\.\.\.)\]"
_NAMES = {"int": "an integer", "str": "a string", "bool": "true or false", "float": "a number", "array": "a list",
          "object": "an object", "null": "null"}
_BOUND = {">=": "of at least", "<=": "of at most", ">": "greater than", "<": "less than"}
_UNITS = {"str": "characters", "array": "items", "object": "keys"}
_NOT_GIVEN: Any = object()


def _members(shape: Any) -> list[Any]:
    """The types a field's annotation allows, ``Annotated`` and unions taken apart."""
    while get_origin(shape) is Annotated:
        shape = get_args(shape)[0]
    if isinstance(shape, UnionType) or get_origin(shape) is Union:
        return [m for part in get_args(shape) for m in _members(part)]
    return [shape]


def _struct_of(shape: Any) -> Any:
    return next((m for m in _members(shape) if isinstance(m, type) and issubclass(m, Struct)), None)


def _is_ability_ref(shape: Any) -> bool:
    return AbilityText in _members(shape)


def _fields_of(struct: Any) -> dict[str, Any]:
    from msgspec.structs import fields

    return {f.name: f for f in fields(struct)}


def _nearest_field(struct: Any, given: Any, name: str) -> str | None:
    """The field ``name`` is most likely a misspelling of: the closest required field not given, else the closest
    field not given."""
    from rapidfuzz import fuzz, process

    fields = _fields_of(struct)
    absent = [f for f in fields if not (isinstance(given, dict) and f in given)]
    missing = [f for f in absent if fields[f].required]
    if missing:
        best = process.extractOne(name, missing, scorer=fuzz.ratio)
        return str(best[0]) if best is not None else missing[0]
    near = process.extractOne(name, absent, scorer=fuzz.ratio, score_cutoff=60)
    return str(near[0]) if near is not None else None


def _described(what: str, shape: Any, value: Any) -> str:
    """msgspec's ``what`` ("Expected `int`, got `str`") in the contract's words, with the value given."""
    got = f", got {_short(value)}" if value is not _NOT_GIVEN else ""
    if m := re.fullmatch(r"Expected `(.+?)`, got `.+?`", what):
        kinds = [_NAMES.get(k, k) for k in m[1].split(" | ")]
        listed = kinds[0] if len(kinds) == 1 else f"{', '.join(kinds[:-1])} or {kinds[-1]}"
        return f"expected {listed}{got}"
    if m := re.fullmatch(r"Expected `(\w+)` of length (>=|<=) (\d+)", what):
        unit = _UNITS.get(m[1], "items")
        size = f", got {len(value)}" if isinstance(value, (str, list, dict)) else ""
        return f"expected {_NAMES.get(m[1], m[1])} {_BOUND[m[2]]} {m[3]} {unit[:-1] if m[3] == '1' else unit}{size}"
    if m := re.fullmatch(r"Expected `(\w+)` (>=|<=|>|<) (\S+)", what):
        return f"expected {_NAMES.get(m[1], m[1])} {_BOUND[m[2]]} {m[3].removesuffix('.0')}{got}"
    if what.startswith("Invalid enum value"):
        allowed = [a for m in _members(shape) if get_origin(m) is Literal for a in get_args(m)]
        return f"expected one of {', '.join(map(repr, allowed))}{got}"
    return what[:1].lower() + what[1:]


def _shape_error(error: Exception, shape: Any, data: Any, prefix: str) -> BadRequest:
    """The contract's error for msgspec's ``ValidationError`` on ``data`` converted to ``shape``: its message in
    the contract's words and its path under ``prefix`` (``"state.objects[3].tapped"``; a dict value's key, which
    msgspec writes ``[...]``, found again in ``data``). An unknown field names the field it likely is ("unknown
    field 'cots' (did you mean 'cost'?)"); anything wrong with an ability reference is said at the reference."""
    found = re.fullmatch(_MSGSPEC_ERROR, str(error))
    assert found is not None  # the pattern matches any text
    what, at = found["what"], found["at"] or ""
    loc: list[str | int] = []
    value = data
    ref: tuple[list[str | int], Any] | None = (list(loc), value) if _is_ability_ref(shape) else None
    for step in re.finditer(_MSGSPEC_STEP, at):
        if step["name"] is not None:
            struct = _struct_of(shape)
            shape = _fields_of(struct)[step["name"]].type if struct is not None else Any
            loc.append(step["name"])
            value = value.get(step["name"], _NOT_GIVEN) if isinstance(value, dict) else _NOT_GIVEN
        elif step["index"] is not None:
            index = int(step["index"])
            shape = next((get_args(m)[0] for m in _members(shape) if get_origin(m) is list), Any)
            loc.append(index)
            value = value[index] if isinstance(value, list) and index < len(value) else _NOT_GIVEN
        else:
            shape = next((get_args(m)[1] for m in _members(shape) if get_origin(m) is dict), Any)
            key = next((k for k, v in value.items() if not _converts(v, shape)), None) if isinstance(
                value, dict) else None
            if key is None:
                break
            loc.append(key)
            value = value[key]
        if _is_ability_ref(shape):
            ref = (list(loc), value)
    if ref is not None:
        ref_loc, ref_value = ref
        if isinstance(ref_value, int) and not isinstance(ref_value, bool) and ref_value < 0:
            message = f"an ability index is 0 or more, not {ref_value}"
        elif isinstance(ref_value, dict) and isinstance(ref_value.get("text"), str) and set(ref_value) == {"text"} \
                and len(ref_value["text"]) > MAX_TEXT_LENGTH:
            message = f"ability text is too long (at most {MAX_TEXT_LENGTH} characters)"
        else:
            message = f'an ability is an index (0, 1, ...) or {{"text": "its Oracle text"}}, not {_short(ref_value)}'
        return BadRequest(message, path=join_path(prefix, ref_loc))
    if m := re.fullmatch(r"Object (contains unknown|missing required) field `(.+)`", what):
        name = m[2]
        if m[1] == "missing required":
            return BadRequest(f"missing required field {name!r}", path=join_path(prefix, [*loc, name]))
        struct = _struct_of(shape)
        near = _nearest_field(struct, value, name) if struct is not None else None
        hint = f" (did you mean {near!r}?)" if near is not None else ""
        return BadRequest(f"unknown field {name!r}{hint}", path=join_path(prefix, [*loc, name]))
    return BadRequest(_described(what, shape, value), path=join_path(prefix, loc))


def _converts(value: Any, shape: Any) -> bool:
    from msgspec import ValidationError, convert

    try:
        convert(value, shape, strict=True)
    except ValidationError:
        return False
    return True


def _validate(model: type[_In], data: Any, prefix: str) -> Any:
    """``data`` (parsed JSON) converted to the Struct ``model``; raises ``bad_request`` under ``prefix``."""
    from msgspec import ValidationError, convert

    try:
        return convert(data, model, strict=True)
    except ValidationError as e:
        raise _shape_error(e, model, data, prefix) from None


# --------------------------------------------------------------------------------------------------------------------
# JSON text.


def _no_constants(name: str) -> Any:
    raise ValueError(f"{name} is not valid JSON")


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise ValueError(f"duplicate key {key!r} in a JSON object")
        out[key] = value
    return out


def load_json(text: str | bytes | bytearray) -> Any:
    """Parse request text; raises :class:`BadRequest` (path ``""``: the whole request) when it is not JSON."""
    if len(text) > MAX_REQUEST_BYTES:
        raise BadRequest(f"request is larger than {MAX_REQUEST_BYTES} bytes", path="")
    if isinstance(text, (bytes, bytearray)):
        try:
            text = bytes(text).decode("utf-8-sig")
        except UnicodeDecodeError as e:
            raise BadRequest(f"request is not UTF-8 text: {e}", path="") from None
    if not text.strip():
        raise BadRequest("the request is empty: a request is a JSON object with 'state' and 'queries'", path="")
    try:
        return json.loads(text, parse_constant=_no_constants, object_pairs_hook=_no_duplicates)
    except json.JSONDecodeError as e:
        raise BadRequest(f"request is not valid JSON: {e.msg} at line {e.lineno} column {e.colno}", path="") from None
    except ValueError as e:
        if "integer string conversion" in str(e):
            raise BadRequest("request holds an integer of more than 4,300 digits; no number in a request may be over "
                             f"{MAX_NUMBER:,}", path="") from None
        raise BadRequest(f"request is not valid JSON: {e}", path="") from None
    except RecursionError:
        raise BadRequest("request is not valid JSON: nested too deeply", path="") from None


# --------------------------------------------------------------------------------------------------------------------
# Meaning: frozen model values.

CardLookup = Callable[[str], CardDef]


def _default_lookup(name: str) -> CardDef:
    from mtgsolver.model.registry import default_registry

    return default_registry().get(name)


def _lookup_of(registry: Any) -> CardLookup:
    if registry is None:
        return _default_lookup
    if callable(getattr(registry, "get", None)):
        return registry.get  # type: ignore[no-any-return]
    raise BadRequest("registry must be a CardRegistry (an object with a get(name) -> CardDef method)",
                     path="registry")


def _mana_cost(text: str, path: str) -> ManaCost:
    try:
        cost = ManaCost.parse(text)
    except BadManaString as e:
        raise BadManaString(e.message, path=path) from None
    _check_numbers(cost, path)
    return cost


def _check_numbers(cost: ManaCost, path: str) -> None:
    for sym in cost.symbols:
        if sym.kind is SymbolKind.GENERIC and sym.amount > MAX_NUMBER:
            raise BadRequest(f"generic mana {{{sym.amount}}} is larger than {MAX_NUMBER}", path=path)


_INLINE_FIELDS = ("name", "mana_cost", "type_line", "oracle_text", "keywords", "power", "toughness", "loyalty",
                  "colors", "color_identity")


def _gives_inline(obj: ObjectIn) -> bool:
    """Whether ``obj`` gives any field of an inline definition (:data:`_INLINE_FIELDS`)."""
    return not (obj.name is None and obj.mana_cost is None and obj.type_line is None and obj.oracle_text is None
                and obj.keywords is None and obj.power is None and obj.toughness is None and obj.loyalty is None
                and obj.colors is None and obj.color_identity is None)


def _card_of(obj: ObjectIn, path: str, lookup: CardLookup) -> CardDef:
    if obj.card is not None:
        extra = [f for f in _INLINE_FIELDS if getattr(obj, f) is not None]
        if extra:
            raise BadRequest(
                f"object {obj.id!r} names a registry card and also gives {extra[0]!r}: give one or the other",
                path=f"{path}.{extra[0]}",
            )
        try:
            return lookup(obj.card)
        except MtgSolverError as e:
            raise e.at(f"{path}.card") from None
    if obj.name is None:
        raise BadRequest(
            f"object {obj.id!r} needs 'card' (a registry name) or an inline definition ('name', 'type_line', ...)",
            path=f"{path}.card",
        )
    if obj.type_line is None or not obj.type_line.strip():
        raise BadRequest(f"inline object {obj.id!r} needs a non-empty 'type_line'", path=f"{path}.type_line")
    cost = _mana_cost(obj.mana_cost, f"{path}.mana_cost") if obj.mana_cost else None
    return CardDef(
        name=obj.name,
        type_line=TypeLine.parse(obj.type_line),
        mana_cost=cost,
        oracle_text=obj.oracle_text or "",
        keywords=tuple(obj.keywords or ()),
        power=_pt_value(obj.power, f"{path}.power"),
        toughness=_pt_value(obj.toughness, f"{path}.toughness"),
        loyalty=_pt_value(obj.loyalty, f"{path}.loyalty"),
        colors=frozenset(obj.colors) if obj.colors is not None else None,
        color_identity=frozenset(obj.color_identity) if obj.color_identity is not None else None,
    )


def _pt_value(value: int | str | None, path: str) -> str | None:
    """Power, toughness or loyalty as the card holds it, a string (``3`` is ``"3"``); a string of digits is held to
    the bound of numbers (:data:`MAX_NUMBER`), as a number is by its shape: else ``bad_request`` at ``path``."""
    if value is None or isinstance(value, int):
        return None if value is None else str(value)
    digits = value.strip().lstrip("+-")
    if digits.isdigit() and int(digits) > MAX_NUMBER:
        raise BadRequest(f"a number of at most {MAX_NUMBER} in size, not {_short(value)}", path=path)
    return value


def _check_attachments(objects: Sequence[ObjectIn]) -> None:
    """CR 301.5c, 303.4d: an object can't be attached to itself, so neither to something attached to it: a chain
    of ``attached_to`` that comes back is ``bad_request`` at an object of the cycle. Linear in the objects."""
    target = {o.id: o.attached_to for o in objects}
    index = {o.id: i for i, o in enumerate(objects)}
    done: set[str] = set()
    for o in objects:
        path: list[str] = []
        on_path: set[str] = set()
        nxt: str | None = o.id
        while nxt is not None and nxt in target and nxt not in done:
            if nxt in on_path:
                cycle = " -> ".join([*path[path.index(nxt):], nxt])
                raise BadRequest(f"attached_to makes a cycle ({cycle}): an object can't be attached, directly or "
                                 "through others, to itself (CR 301.5c, 303.4d)",
                                 path=f"state.objects[{index[nxt]}].attached_to")
            path.append(nxt)
            on_path.add(nxt)
            nxt = target[nxt]
        done.update(path)


#: Subtypes of the permanents that can be attached (CR 301.5 Equipment, 301.6 Fortification, 303.4 Aura).
_ATTACHERS = frozenset({"Aura", "Equipment", "Fortification"})


#: A bestow keyword line (CR 702.103a).
_BESTOW_LINE = re.compile(r"^Bestow\b", re.MULTILINE)


def _may_become_attacher(card: CardDef) -> bool:
    """Could permanent ``card`` be an Aura or an Equipment though it isn't printed one: a noncreature artifact an
    effect made an Equipment (Armed with Proof's "Clues you control are Equipment in addition to their other
    types", CR 205.1b, 301.5), or a card with bestow, an Aura while attached (CR 702.103b; the solver reads it so)?
    An Equipment that is also a creature can't equip (CR 301.5c), and an attached creature becomes unattached (CR
    704.5p); a Licid's "becomes an Aura" is an effect the state doesn't record, so a Licid stays unattached."""
    types = card.type_line.card_types
    return ("artifact" in types and "creature" not in types) or _BESTOW_LINE.search(card.oracle_text or "") is not None


def _check_attachers(objects: Sequence[GameObject], players: set[str]) -> None:
    """CR 301.5, 301.6, 303.4: only a permanent that is an Aura, an Equipment or a Fortification (or may have been
    made an Equipment, :func:`_may_become_attacher`) is attached to something, and only to a permanent or (an Aura) a player
    on the battlefield's side; an
    Equipment or a Fortification only to a permanent (a creature or a land, CR 301.5c, 301.6); an Aura to a player
    only when it enchants a player ("Enchant player", "Enchant opponent", CR 303.4a, 702.5a). Anything else is an
    impossible state: ``bad_request`` at the object's ``attached_to``."""
    zone_of = {o.id: o.zone for o in objects}
    for i, o in enumerate(objects):
        if o.attached_to is None:
            continue
        path = f"state.objects[{i}].attached_to"
        if o.zone is not Zone.BATTLEFIELD:
            raise BadRequest(f"{o.name} ({o.id}) is in the {o.zone}, and only a permanent is attached to something "
                             "(CR 301.5, 303.4: an Aura spell has a target, not an attachment)", path=path)
        if o.attached_to in zone_of and zone_of[o.attached_to] is not Zone.BATTLEFIELD:
            raise BadRequest(f"{o.name} ({o.id}) is attached to {o.attached_to!r}, which is in the "
                             f"{zone_of[o.attached_to]}: an Aura or Equipment is attached to a permanent or a player "
                             "(CR 303.4c, 301.5c)", path=path)
        kinds = o.card.type_line.subtypes & _ATTACHERS
        if not kinds and not _may_become_attacher(o.card):
            raise BadRequest(f"{o.name} ({o.id}) is not an Aura, Equipment or Fortification, so it can't be attached "
                             "to anything (CR 301.5, 301.6, 303.4)", path=path)
        if o.attached_to in players:
            enchants_player = any(line.startswith(("Enchant player", "Enchant opponent"))
                                  for line in (o.card.oracle_text or "").split("\n"))
            if "Aura" not in kinds or not enchants_player:
                raise BadRequest(f"{o.name} ({o.id}) can't be attached to a player: only an Aura with \"Enchant "
                                 "player\" or \"Enchant opponent\" can (CR 303.4a, 301.5c)", path=path)


#: The ``chosen`` keys the solver reads (contract: "color", "creature_type", "name", ...); other keys are kept.
CHOSEN_KEYS = ("color", "colors", "creature_type", "name", "card_type", "land_type", "basic_land_type", "player", "opponent",
               "mode", "number", "counter_type", "combat", "copy")


_NO_CHOICES: Mapping[str, str | None] = MappingProxyType({})
def counter_kind(kind: str) -> str:
    """The kind of a counter as the rules text names it, read case-insensitively and without a trailing "counter"
    word: ``"Slime"``, ``"slime counter"`` and ``" slime "`` are ``"slime"`` (CR 122.1: counters with the same name
    are interchangeable)."""
    word = kind.strip().casefold()
    for suffix in (" counters", " counter"):
        word = word.removesuffix(suffix)
    return word


def _counter_kinds(counters: Mapping[str, int]) -> dict[str, int]:
    """``counters`` by :func:`counter_kind`, the numbers of keys of one kind added up."""
    out: dict[str, int] = {}
    for kind, n in counters.items():
        word = counter_kind(kind)
        out[word] = out.get(word, 0) + n
    return out


#: The counters of an object that has none (shared: a mapping proxy can't be changed).
_NO_COUNTERS: Mapping[str, int] = MappingProxyType({})


def _chosen(chosen: Mapping[str, str | None], path: str) -> Mapping[str, str | None]:
    if not chosen:
        return _NO_CHOICES
    for key, value in chosen.items():
        if value is None and key != "copy":
            raise BadRequest(f"a chosen {key.replace('_', ' ')} is a string; only \"copy\" may be null (it "
                             "entered as itself)", path=f"{path}.{key}")
        if key in CHOSEN_KEYS:
            continue
        from rapidfuzz import fuzz, process

        # "colour", "Color", "creatureType": a near miss of a key the solver reads would silently be ignored.
        near = process.extractOne(key.lower().replace("-", "_"), CHOSEN_KEYS, scorer=fuzz.ratio, score_cutoff=80)
        if near is not None:
            raise BadRequest(f"chosen key {key!r} is not one the solver reads; did you mean {near[0]!r}?",
                             path=f"{path}.{key}")
    out = dict(chosen)
    for key in ("basic_land_type", "land_type"):
        land_type = out.get(key)
        allowed = BASIC_LAND_TYPES if key == "basic_land_type" else LAND_TYPES
        if land_type is not None and land_type.capitalize() not in allowed and land_type not in allowed:
            kinds = "a basic land type (CR 305.6)" if key == "basic_land_type" else "a land type (CR 205.3i)"
            raise BadRequest(f"a chosen {key.replace('_', ' ')} is {kinds}, not {land_type!r}", path=f"{path}.{key}")
    if {"basic_land_type", "land_type"} <= set(out) and out["basic_land_type"] != out["land_type"]:
        raise BadRequest("a chosen basic_land_type and land_type that differ: give one", path=f"{path}.land_type")
    creature_type = out.get("creature_type")
    if creature_type is not None:
        out["creature_type"] = _creature_type(creature_type, f"{path}.creature_type")
    color = out.get("color")
    if color is not None:
        letter = COLOR_WORDS[color.lower()].value if color.lower() in COLOR_WORDS else color.upper()
        if letter not in ("W", "U", "B", "R", "G"):
            raise BadRequest(f"a chosen colour is one of W U B R G (CR 105.1), not {color!r}", path=f"{path}.color")
        out["color"] = letter
    colors = out.get("colors")
    if colors is not None:
        out["colors"] = _chosen_colors(colors, f"{path}.colors")
    return MappingProxyType(out)


_CREATURE_TYPE_KEYS = {t.casefold(): t for t in CREATURE_TYPES}


def _creature_type(word: str, path: str) -> str:
    """A chosen creature type as CR 205.3m spells it ("elf" is "Elf"); ``bad_request`` at ``path`` for a word that
    is none, with the closest."""
    known = _CREATURE_TYPE_KEYS.get(word.strip().casefold())
    if known is not None:
        return known
    from rapidfuzz import fuzz, process

    near = process.extractOne(word.casefold(), list(_CREATURE_TYPE_KEYS), scorer=fuzz.ratio, score_cutoff=70)
    hint = f"; did you mean {_CREATURE_TYPE_KEYS[near[0]]!r}?" if near is not None else ""
    raise BadRequest(f"a chosen creature type is one of CR 205.3m's, not {word!r}{hint}", path=path)


def _chosen_colors(colors: str, path: str) -> str:
    """Several chosen colours ("choose up to two colors", Desert Cenote; Paliano, the High City): letters ("WU") or
    words ("white blue"), each a colour of CR 105.1 once; returned as letters in W U B R G order ("" for none)."""
    words = colors.replace(",", " ").split()
    letters = [COLOR_WORDS[w.lower()].value if w.lower() in COLOR_WORDS else w.upper() for w in words]
    if len(words) == 1 and words[0].lower() not in COLOR_WORDS:
        letters = list(words[0].upper())
    if any(c not in ("W", "U", "B", "R", "G") for c in letters):
        raise BadRequest(f"chosen colours are letters of W U B R G or colour words (CR 105.1), not {colors!r}",
                         path=path)
    if len(set(letters)) != len(letters):
        raise BadRequest(f"a colour is chosen twice in {colors!r}", path=path)
    return "".join(c for c in "WUBRG" if c in letters)


def _check_stack_ability(card: CardDef, index: int, kind: StackKind, path: str) -> None:
    """An ``activated_ability`` entry doesn't name a triggered ability, nor the reverse (CR 113.3b-c). (A mana
    ability named on the stack is read; the copy and activation answers then say it never uses the stack,
    CR 605.3b.)"""
    from mtgsolver.model.abilities import AbilityKind
    from mtgsolver.model.reader import read_card

    ability = read_card(card).abilities[index]
    wrong = {StackKind.ACTIVATED_ABILITY: AbilityKind.TRIGGERED, StackKind.TRIGGERED_ABILITY: AbilityKind.ACTIVATED}
    wrong_kind = wrong.get(kind)
    if wrong_kind is not None and ability.kind is wrong_kind:
        raise BadRequest(f"{card.name}'s ability {index} ({ability.text[:60]!r}) is {ability.kind.value}, but the "
                         f"entry's kind is {kind.value!r} (CR 113.3b-c)", path=f"{path}.kind")


def _resolve_ability(card: CardDef, ref: AbilityRefValue, path: str) -> int:
    """The index of the ability ``ref`` names on ``card`` (as the ``abilities`` query lists them); a text of white
    space only names none (``bad_request``)."""
    from mtgsolver.model.reader import find_ability, read_card

    if isinstance(ref, AbilityText) and not ref.text.strip():
        raise BadRequest('an ability is an index (0, 1, ...) or {"text": "its Oracle text"}, not a text of white '
                         "space only", path=path)
    try:
        abilities = read_card(card).abilities
    except MtgSolverError as e:
        raise e.at(path) from None
    if isinstance(ref, int):
        if ref >= len(abilities):
            have = f"indexes 0-{len(abilities) - 1}" if abilities else "none"
            raise UnknownAbility(f"{card.name} has no ability {ref} (its abilities: {have})", path=path)
        return ref
    try:
        found = find_ability(abilities, ref.text)
    except MtgSolverError as e:
        raise e.at(path) from None
    if found is None:
        listed = "; ".join(f"{a.index}: {a.text[:60]!r}" for a in abilities[:10]) or "none"
        raise UnknownAbility(f"no ability of {card.name} starts with {ref.text!r} (its abilities: {listed})",
                             path=path)
    return found.index


class _Ids(Struct, frozen=True):
    players: frozenset[str]
    objects: frozenset[str]
    stack: frozenset[str]

    def need(self, value: str | None, path: str, *, players: bool = False, objects: bool = False,
             stack: bool = False, what: str = "") -> None:
        if value is None:
            return
        if (players and value in self.players) or (objects and value in self.objects) or (
                stack and value in self.stack):
            return
        kinds = [k for k, on in (("player", players), ("object", objects), ("stack entry", stack)) if on]
        raise UnknownObject(f"{what or 'id'} {value!r} names no {' or '.join(kinds)} of the state", path=path)


def _check_sizes(raw_state: Any) -> None:
    if not isinstance(raw_state, dict):
        return
    for key, bound in (("players", MAX_PLAYERS), ("objects", MAX_OBJECTS), ("effects", MAX_EFFECTS),
                       ("stack", MAX_STACK)):
        value = raw_state.get(key)
        if isinstance(value, list) and len(value) > bound:
            raise BadRequest(f"at most {bound} {key} are accepted; this state has {len(value)}", path=f"state.{key}")


def _claim_ids(st: StateIn) -> _Ids:
    """Every player, object and stack id is unique (across the three), and every effect id among effects; the
    active player is a player of the state."""
    seen: dict[str, str] = {}

    def claim(value: str, path: str) -> None:
        if value in seen:
            raise MtgSolverError(f"id {value!r} is used twice (first at {seen[value]}); ids must be unique",
                                 path=path, code=DUPLICATE_ID)
        seen[value] = path

    for i, p in enumerate(st.players):
        claim(p.id, f"state.players[{i}].id")
    for i, o in enumerate(st.objects):
        claim(o.id, f"state.objects[{i}].id")
    for i, s in enumerate(st.stack):
        claim(s.id, f"state.stack[{i}].id")
    effect_ids: set[str] = set()
    for i, eff in enumerate(st.effects):
        if eff.id in effect_ids:
            raise MtgSolverError(f"effect id {eff.id!r} is used twice", path=f"state.effects[{i}].id",
                                 code=DUPLICATE_ID)
        effect_ids.add(eff.id)
    ids = _Ids(frozenset(p.id for p in st.players), frozenset(o.id for o in st.objects),
               frozenset(s.id for s in st.stack))
    ids.need(st.active_player, "state.active_player", players=True, what="active player")
    return ids


#: Designations only one player can have at a time (CR 724.3, 725.3).
_UNIQUE_DESIGNATIONS = {"monarch": "CR 724.3", "initiative": "CR 725.3"}


def _read_players(st: StateIn) -> list[Player]:
    """The players, with their mana pools (CR 106.4), counters (CR 122.1) and designations (at most one monarch,
    CR 724.3, and one player with the initiative, CR 725.3)."""
    players = []
    holders: dict[str, str] = {}
    for i, p in enumerate(st.players):
        path = f"state.players[{i}]"
        try:
            pool = Mana.parse(p.mana_pool) if p.mana_pool.strip() else Mana()
        except BadManaString as e:
            raise BadManaString(e.message, path=f"{path}.mana_pool") from None
        if pool.total > MAX_NUMBER:
            raise BadRequest(f"a mana pool of more than {MAX_NUMBER} mana", path=f"{path}.mana_pool")
        for j, d in enumerate(p.designations):
            if d in p.designations[:j]:
                raise BadRequest(f"{p.id} has the {d} designation twice", path=f"{path}.designations[{j}]")
            if d in _UNIQUE_DESIGNATIONS and holders.setdefault(d, p.id) != p.id:
                raise BadRequest(f"{holders[d]} and {p.id} can't both have the {d} designation: only one player can "
                                 f"at a time ({_UNIQUE_DESIGNATIONS[d]})", path=f"{path}.designations[{j}]")
        for kind in p.counters:
            if counter_kind(kind) == "speed":
                raise BadRequest("speed is a value a player has, not a counter (CR 702.179): give the player's "
                                 "\"speed\"", path=f"{path}.counters.{kind}")
        counters = _counter_kinds(p.counters)
        players.append(Player(id=p.id, life=p.life, mana_pool=pool, counters=MappingProxyType(counters),
                              designations=frozenset(p.designations), speed=p.speed,
                              attacked_with=p.attacked_with_this_turn, life_lost=p.life_lost_this_turn))
    return players


def _read_objects(st: StateIn, ids: _Ids, lookup: CardLookup) -> tuple[list[GameObject], dict[str, CardDef]]:
    """The objects, and each object's card by object id."""
    objects = []
    cards: dict[str, CardDef] = {}
    # Equal inline definitions become one shared card, as registry cards are: the solvers read each card once.
    interned: dict[CardDef, CardDef] = {}
    by_name: dict[str, CardDef] = {}
    # The names a chosen name may be: the state's own cards (inline ones too), then any card the lookup knows.
    state_names = {n.casefold(): n for o in st.objects for n in (o.card, o.name) if n}
    for i, o in enumerate(st.objects):
        path = f"state.objects[{i}]"
        if o.card in by_name and not _gives_inline(o):
            card = by_name[o.card]
        else:
            card = _card_of(o, path, lookup)
            if o.card is None:
                card = interned.setdefault(card, card)
            else:
                by_name[o.card] = card
        chosen = _chosen(o.chosen, f"{path}.chosen")
        if chosen.get("name") is not None:
            chosen = MappingProxyType({**chosen, "name": _chosen_name(str(chosen["name"]), state_names, lookup,
                                                                      f"{path}.chosen.name")})
        zone = Zone(o.zone)
        card, copier, chosen = _entered_as(card, chosen, zone, path, lookup)
        _check_choices(card, chosen, f"{path}.chosen", lookup)
        # CR 716.2a: a Class has only the level sections up to its level.
        card = card.at_class_level(o.level)
        cards[o.id] = card
        if o.controller is None and o.owner is None:
            raise BadRequest(f"object {o.id!r} needs a 'controller' (or an 'owner')", path=f"{path}.controller")
        ids.need(o.controller, f"{path}.controller", players=True, what="controller")
        ids.need(o.owner, f"{path}.owner", players=True, what="owner")
        ids.need(o.attached_to, f"{path}.attached_to", players=True, objects=True, what="attached_to")
        if o.attached_to == o.id:
            raise BadRequest(f"object {o.id!r} can't be attached to itself (CR 301.5c, 303.4d)",
                             path=f"{path}.attached_to")
        for j, ex in enumerate(o.exiled):
            ids.need(ex, f"{path}.exiled[{j}]", objects=True, what="exiled card")
        _check_status(o, path)
        if o.x and not _may_have_x(copier if copier is not None else card):
            raise BadRequest(f"{card.name} has no X in its mana cost or its text, so no X was chosen for the spell "
                             f"that became {o.id!r} (CR 107.3, 107.3m): its x is 0", path=f"{path}.x")
        controller = o.controller or o.owner
        assert controller is not None
        objects.append(
            GameObject(
                id=o.id,
                card=card,
                controller=controller,
                owner=o.owner or controller,
                zone=zone,
                tapped=o.tapped,
                # CR 302.6: a permanent that entered this turn hasn't been controlled since the turn began.
                summoning_sick=o.summoning_sick or o.entered_this_turn,
                chosen=chosen,
                x=o.x,
                exiled=tuple(o.exiled),
                attached_to=o.attached_to,
                counters=MappingProxyType(_counter_kinds(o.counters)) if o.counters else _NO_COUNTERS,
                is_token=o.is_token,
                entered_this_turn=o.entered_this_turn,
                attacked_this_turn=o.attacked_this_turn,
                solved=o.solved,
                commander_casts=o.commander_casts,
                level=o.level,
                copier=copier,
                activated_this_turn=tuple(_activated_ability(card, ref, f"{path}.activated_this_turn[{j}]")
                                          for j, ref in enumerate(o.activated_this_turn))
                if o.activated_this_turn else (),
                activated_earlier=tuple(_activated_ability(card, ref, f"{path}.activated_earlier[{j}]")
                                        for j, ref in enumerate(o.activated_earlier))
                if o.activated_earlier else (),
            )
        )
    return objects, cards


def _chosen_name(name: str, state_names: Mapping[str, str], lookup: CardLookup, path: str) -> str:
    """A card name chosen as a permanent entered (Pithing Needle, CR 201.4: the name of a card): one of the state's
    cards' names (its spelling), or one the lookup knows (the registry's spelling); else ``unknown_card`` at
    ``path``, with the closest names."""
    known = state_names.get(name.casefold())
    if known is not None:
        return known
    try:
        found = lookup(name).name
    except MtgSolverError as e:
        raise e.at(path) from None
    # CR 201.4b-f: the name of one face or half ("Fire", "Petty Theft"), as the registry spells it.
    faces = found.split(" // ")
    return next((f for f in (found, *faces) if f.casefold() == name.strip().casefold()),
                faces[0] if len(faces) == 1 else name.strip())


def _entered_as(card: CardDef, chosen: Mapping[str, str | None], zone: Zone, path: str,
                lookup: CardLookup) -> tuple[CardDef, CardDef | None, Mapping[str, str | None]]:
    """``(card, copier, chosen)`` of an object of ``card``: with ``chosen`` ``"copy"`` naming a card, the copy's
    values (CR 707.2, 707.5, 707.9: :func:`model.entered_copy.copy_card`), ``card`` itself as the copier and the
    name as the registry spells it; else ``card``, ``None`` and ``chosen`` as they are. Raises ``bad_request`` at
    ``chosen.copy`` when the card's text can't make it enter as a copy or it is not on the battlefield (CR 707.5:
    it became a copy as it entered; CR 400.7: a card elsewhere is a new object), and ``unknown_card`` there for a
    name the registry doesn't hold."""
    if "copy" not in chosen:
        return card, None, chosen
    from mtgsolver.model.entered_copy import copy_card, copy_entry
    from mtgsolver.model.targets import PERMANENT_TYPES

    at = f"{path}.chosen.copy"
    if copy_entry(card) is None:
        raise BadRequest(f"{card.name}'s text doesn't let it enter as a copy (\"You may have this creature enter as "
                         "a copy of ...\", CR 707.5), so it copied nothing: leave out chosen.copy", path=at)
    if zone is not Zone.BATTLEFIELD:
        raise BadRequest(f"{card.name} is in the {zone}: only a permanent entered as a copy (CR 707.5; a card in "
                         "another zone is its own card, CR 400.7), so leave out chosen.copy", path=at)
    name = chosen["copy"]
    if name is None:
        return card, None, chosen
    try:
        copied = lookup(name)
    except MtgSolverError as e:
        raise e.at(at) from None
    if not copied.type_line.card_types & PERMANENT_TYPES:
        # CR 110.4, 707.5: what it copied was a permanent, so a permanent card's values; an instant or sorcery
        # never is one (CR 304.4, 307.4).
        raise BadRequest(f"{card.name} entered as a copy of a permanent, and {copied.name} is not a permanent card "
                         "(CR 110.4, 707.5)", path=at)
    return copy_card(card, copied), card, MappingProxyType({**chosen, "copy": copied.name})


def _check_choices(card: CardDef, chosen: Mapping[str, str | None], path: str, lookup: CardLookup) -> None:
    """The ``chosen`` values (at ``path``) are ones ``card``'s own text can have chosen as it entered
    (:func:`model.choices.entering_choices`): as many colours as it chooses and none it excludes (CR 105.4); a
    name of a card with the characteristics it asks for (CR 201.4a: Petrified Hamlet's "a land card name"); a
    creature type where it chooses one, from its list if it gives one, and a land type, basic if it says so, where
    it chooses that (CR 205.3i, 205.3m, 305.6). Raises ``bad_request`` at the offending key; a kind the text makes
    no read choice of, and a name whose card is not known whole (a face of a multi-face card, CR 201.4b-d), are
    not checked."""
    if not chosen:
        return
    from mtgsolver.model.choices import entering_choices

    choices = entering_choices(card)
    colors = choices.colors
    for key in ("color", "colors"):
        letters = chosen.get(key)
        if colors is None or letters is None:
            continue
        if not colors.fewest <= len(letters) <= colors.most:
            many = f"{colors.most}" if colors.fewest == colors.most else f"{colors.fewest} to {colors.most}"
            raise BadRequest(f"{card.name} chooses {many} colour(s) ({colors.sentence!r}), so {len(letters)} "
                             f"chosen colour(s) {letters!r} can't be (CR 105.4)", path=f"{path}.{key}")
        if set(letters) & colors.excluded:
            raise BadRequest(f"{card.name} chooses a colour other than {''.join(colors.excluded)} "
                             f"({colors.sentence!r}), so {letters!r} can't be chosen (CR 105.4)", path=f"{path}.{key}")
    name = chosen.get("name")
    if choices.name is not None and name is not None:
        try:
            named = lookup(name)
        except MtgSolverError:
            named = None  # a card of the state only: its Oracle characteristics are not known
        whole = named is not None and named.name == name and " // " not in name
        if whole and named is not None and not choices.name.allows(named.type_line):
            raise BadRequest(f"{card.name}'s text chooses a name as {choices.name.sentence!r}, and {name} is a "
                             f"{named.type_line.text}: its name can't have been chosen (CR 201.4a)",
                             path=f"{path}.name")
    kind = choices.type
    if kind is None:
        return
    land_keys = [k for k in ("basic_land_type", "land_type") if chosen.get(k) is not None]
    creature_type = chosen.get("creature_type")
    if kind.kind == "creature" and land_keys:
        raise BadRequest(f"{card.name} chooses a creature type ({kind.sentence!r}), not a land type (CR 205.3m): "
                         "give it as creature_type", path=f"{path}.{land_keys[0]}")
    if kind.kind != "creature" and creature_type is not None:
        raise BadRequest(f"{card.name} chooses a {kind.kind} type ({kind.sentence!r}), not a creature type "
                         f"(CR 205.3i): give it as basic_land_type or land_type", path=f"{path}.creature_type")
    if kind.among is not None and creature_type is not None and creature_type not in kind.among:
        raise BadRequest(f"{card.name} chooses one of {', '.join(sorted(kind.among))} ({kind.sentence!r}), not "
                         f"{creature_type!r} (CR 205.3m)", path=f"{path}.creature_type")
    for key in land_keys:
        land_type = str(chosen[key])
        if kind.kind == "basic land" and land_type.capitalize() not in BASIC_LAND_TYPES:
            raise BadRequest(f"{card.name} chooses a basic land type ({kind.sentence!r}), and {land_type!r} is "
                             "none (CR 305.6: Plains, Island, Swamp, Mountain, Forest)", path=f"{path}.{key}")


def _check_status(o: ObjectIn, path: str) -> None:
    """CR 110.5, 110.5d: only permanents are tapped (and summoning sickness is a permanent's, CR 302.6); a card in
    another zone that is ``tapped`` or ``summoning_sick`` is ``bad_request`` at that field. Counters and the other
    fields stay allowed there (CR 122.1: a card in exile may have time counters)."""
    if o.zone == "battlefield":
        return
    for name in ("tapped", "summoning_sick"):
        if getattr(o, name):
            raise BadRequest(f"{o.id!r} is a card in the {o.zone}, not a permanent: only permanents are tapped or "
                             f"untapped, and only a permanent can be summoning sick (CR 110.5d, 302.6)",
                             path=f"{path}.{name}")


#: X as a symbol or a word of a card's text ("{X}", "X damage", "Kicker {X}"), as CR 107.3 reads it.
_X_IN_TEXT = re.compile(r"\bX\b")


def _may_have_x(card: CardDef) -> bool:
    """Whether a value of X can have been chosen for the spell that became an object of ``card`` (CR 107.3a,
    107.3m): an {X} in its mana cost, an X in its text (an alternative or additional cost, kicker), or a face
    whose text is not held (a multi-face card keeps its first face only, so the other face could have one)."""
    if card.mana_cost is not None and card.mana_cost.has_x:
        return True
    return bool(_X_IN_TEXT.search(card.oracle_text or "")) or " // " in card.name


def _activated_ability(card: CardDef, ref: AbilityRefValue, path: str) -> int:
    """The index of the activated or mana ability ``ref`` names on ``card`` (CR 602.1, 605.1a): an entry of
    ``activated_this_turn``. Raises ``unknown_ability``, or ``bad_request`` for an ability of another kind."""
    from mtgsolver.model.abilities import AbilityKind
    from mtgsolver.model.reader import read_card

    index = _resolve_ability(card, ref, path)
    ability = read_card(card).abilities[index]
    if ability.kind not in (AbilityKind.ACTIVATED, AbilityKind.MANA) or ability.trigger is not None:
        raise BadRequest(f"{card.name}'s ability {index} ({ability.text[:60]!r}) is {ability.kind.value}, not an "
                         "activated ability (CR 602.1)", path=path)
    return index


def _read_effects(st: StateIn, ids: _Ids) -> list[Effect]:
    """The continuous effects, with their sources and controllers checked."""
    effects = []
    for i, eff in enumerate(st.effects):
        path = f"state.effects[{i}]"
        ids.need(eff.source, f"{path}.source", objects=True, what="effect source")
        ids.need(eff.controller, f"{path}.controller", players=True, what="controller")
        effects.append(Effect(id=eff.id, source=eff.source, controller=eff.controller, text=eff.text))
    return effects


def _stack_ability(s: StackIn, kind: StackKind, path: str, zones: Mapping[str, str],
                   cards: Mapping[str, CardDef]) -> int | None:
    """The index of the ability a stack entry names: none for a spell, whose source is its card on the stack
    (CR 405.1); for an ability, the one it names on its source, of the entry's kind (CR 113.3b-c)."""
    if kind is StackKind.SPELL:
        if s.ability is not None:
            raise BadRequest("a spell names no 'ability'; its source is the card itself", path=f"{path}.ability")
        if zones[s.source] != "stack":
            raise BadRequest(f"a spell's source is its card, an object with \"zone\": \"stack\" (CR 405.1); "
                             f"{s.source!r} is in the {zones[s.source]}", path=f"{path}.source")
        return None
    if s.ability is None:
        raise BadRequest(f"an {kind.value.replace('_', ' ')} names its source's 'ability' (index or text)",
                         path=f"{path}.ability")
    index = _resolve_ability(cards[s.source], s.ability, f"{path}.ability")
    _check_stack_ability(cards[s.source], index, kind, path)
    return index


def _check_modes(card: CardDef, index: int | None, modes: Sequence[int], path: str) -> None:
    """CR 700.2, 700.2d: a stack entry's modes name modes its spell or ability has, as many as its instruction
    allows, each once unless the text allows repeats. Checked only where the reader reads the modal paragraph."""
    from mtgsolver.model.abilities import AbilityKind
    from mtgsolver.model.reader import read_card
    from mtgsolver.model.targets import mode_choice

    try:
        abilities = read_card(card).abilities
    except MtgSolverError:
        return
    if index is None:
        modal = [a for a in abilities if a.modes and a.kind is AbilityKind.SPELL]
    else:
        modal = [a for a in abilities if a.index == index and a.modes]
    if not modal and index is None and all(not a.unsupported for a in abilities) and not any(
            "•" in a.text for a in abilities):
        raise BadRequest(f"{card.name} is not modal, but modes are given (CR 700.2)", path=path)
    if len(modal) != 1:
        return
    ability = modal[0]
    for j, mode in enumerate(modes):
        if mode >= len(ability.modes):
            raise BadRequest(f"{card.name} has {len(ability.modes)} modes (0 to {len(ability.modes) - 1}); there is "
                             f"no mode {mode} (CR 700.2)", path=f"{path}[{j}]")
    choice = mode_choice(ability.text, len(ability.modes))
    if choice is None:
        return
    least, most, repeat = choice
    if any(line.startswith("Entwine") for line in (card.oracle_text or "").split("\n")):
        most = len(ability.modes)  # CR 702.42a: with entwine paid, every mode is chosen
    if not repeat and len(set(modes)) != len(modes):
        raise BadRequest(f"{card.name}: a mode is chosen twice, and its text doesn't allow that (CR 700.2d)",
                         path=path)
    if not least <= len(modes) <= most:
        allowed = str(least) if least == most else f"{least} to {most}"
        raise BadRequest(f"{card.name}: {len(modes)} modes chosen; its text allows {allowed} (CR 700.2)", path=path)


def _check_division(card: CardDef, index: int | None, division: Sequence[int], x: int | None, path: str) -> None:
    """CR 601.2d: a division adds up to the amount the spell's or ability's text divides ("5 damage divided as you
    choose"; X is the entry's ``x``), each target getting at least one (the schema's bound)."""
    from mtgsolver.model.copiers import read_division
    from mtgsolver.model.reader import read_card

    if index is None:
        text = card.oracle_text or ""
    else:
        try:
            text = next(a.text for a in read_card(card).abilities if a.index == index)
        except (MtgSolverError, StopIteration):
            return
    divided = read_division(text)
    if divided is None:
        raise BadRequest(f"{card.name}'s text divides nothing, but a division is given (CR 601.2d)", path=path)
    amount = x if divided.x else divided.amount
    if amount is not None and sum(division) != amount:
        raise BadRequest(f"the division adds up to {sum(division)}, but {card.name} divides {amount} (CR 601.2d)",
                         path=path)


def _check_divided_alone(card: CardDef, index: int | None, s: StackIn, path: str) -> None:
    """A division is one share per target (CR 601.2d), which holds only when every target is among those the
    amount is divided among: a text that also has another target ("Fiery Justice deals 5 damage divided as you
    choose among one, two, or three targets. Target opponent gains 5 life.") is not read. Raises
    :class:`UnsupportedText` at the division."""
    from mtgsolver.model.copiers import entry_target_specs

    specs = entry_target_specs(card, index, s.modes, s.paid.kicker)
    if specs and any(t.divided for t in specs) and not all(t.divided for t in specs):
        raise UnsupportedText(f"{card.name} divides among some of its targets only, and which shares go with which "
                              "targets is not read (CR 601.2d)", path=f"{path}.division")


def _check_target_count(card: CardDef, index: int | None, s: StackIn, path: str) -> None:
    """CR 601.2c, 115.1: a stack entry names as many targets as its text has instances of "target" allow: no more
    than all of them take, no fewer than they need ("up to N" and "any number of" need none)."""
    from mtgsolver.model.copiers import entry_target_specs

    specs = entry_target_specs(card, index, s.modes, s.paid.kicker)
    if specs is None:
        return
    least, most = sum(t.min_count for t in specs), sum(t.max_count for t in specs)
    where = f"{card.name}'s ability" if index is not None else card.name
    if len(s.targets) > most:
        raise BadRequest(f"{len(s.targets)} targets, but {where} names at most {most} as it was put on the stack "
                         "(CR 601.2c, 115.1)", path=f"{path}.targets")
    if len(s.targets) < least:
        raise BadRequest(f"{len(s.targets)} targets, but {where} needs at least {least} (CR 601.2c)",
                         path=f"{path}.targets")


def _read_stack(st: StateIn, ids: _Ids, cards: Mapping[str, CardDef]) -> list[StackEntry]:
    """The stack entries, bottom first, with their ids, targets, division and ability checked."""
    stack = []
    zones = {o.id: o.zone for o in st.objects}
    cast: dict[str, int] = {}
    for i, s in enumerate(st.stack):
        path = f"state.stack[{i}]"
        ids.need(s.source, f"{path}.source", objects=True, what="source")
        ids.need(s.controller, f"{path}.controller", players=True, what="controller")
        for j, t in enumerate(s.targets):
            ids.need(t, f"{path}.targets[{j}]", players=True, objects=True, stack=True, what="target")
            if t == s.id:
                raise BadRequest(f"stack entry {s.id!r} can't target itself (CR 115.5)", path=f"{path}.targets[{j}]")
        for j, sac in enumerate(s.paid.sacrificed):
            ids.need(sac, f"{path}.paid.sacrificed[{j}]", objects=True, what="sacrificed object")
            if zones[sac] == "battlefield":
                raise BadRequest(f"{sac!r} was sacrificed, so it is no longer on the battlefield: to sacrifice a "
                                 "permanent is to move it to its owner's graveyard (CR 701.21a)",
                                 path=f"{path}.paid.sacrificed[{j}]")
        if s.division is not None:
            _check_divided_alone(cards[s.source], _stack_ability(s, StackKind(s.kind), path, zones, cards), s, path)
        if s.division is not None and len(s.division) != len(s.targets):
            raise BadRequest(
                f"division has {len(s.division)} shares for {len(s.targets)} targets; give one per target (CR 601.2d)",
                path=f"{path}.division",
            )
        kind = StackKind(s.kind)
        index = _stack_ability(s, kind, path, zones, cards)
        if kind is StackKind.SPELL and not s.is_copy:  # CR 707.10: a copy of a spell is no card moved there
            if s.source in cast:
                raise BadRequest(f"{s.source!r} is already the card of the spell state.stack[{cast[s.source]}]: a "
                                 "spell is its card moved to the stack, so one card is one spell (CR 601.2a)",
                                 path=f"{path}.source")
            cast[s.source] = i
        if s.paid.kicker and kind is StackKind.SPELL and not any(
                line.startswith(("Kicker", "Multikicker")) for line in (cards[s.source].oracle_text or "").split("\n")):
            raise BadRequest(f"{cards[s.source].name} has no kicker, so it can't have been kicked (CR 702.33a)",
                             path=f"{path}.paid.kicker")
        if s.modes:
            _check_modes(cards[s.source], index, s.modes, f"{path}.modes")
        if s.division is not None:
            _check_division(cards[s.source], index, s.division, s.x, f"{path}.division")
        _check_target_count(cards[s.source], index, s, path)
        stack.append(
            StackEntry(
                id=s.id,
                kind=kind,
                source=s.source,
                controller=s.controller,
                ability=index,
                targets=tuple(s.targets),
                division=tuple(s.division) if s.division is not None else None,
                modes=tuple(s.modes),
                x=s.x,
                paid=Paid(kicker=s.paid.kicker, alternative=s.paid.alternative, sacrificed=tuple(s.paid.sacrificed),
                          additional=tuple(s.paid.additional)),
                is_copy=s.is_copy,
            )
        )
    return stack


def refuse_lone_surrogates(value: Any, path: str) -> None:
    """Raise :class:`BadRequest` at the first string or object key of ``value`` (decoded JSON at ``path``) that
    holds a lone surrogate (a JSON escape such as ``"\\ud800"`` with no pair): it is no Unicode text, and no answer
    naming it could be written as UTF-8. Walks without recursion, however deep."""
    stack: list[tuple[Any, str]] = [(value, path)]
    while stack:
        node, where = stack.pop()
        if isinstance(node, str):
            if not node.isascii() and _has_lone_surrogate(node):
                raise BadRequest("a string with a lone surrogate is not Unicode text", path=where)
        elif isinstance(node, dict):
            for key, item in node.items():
                at = f"{where}.{key}" if where else str(key)
                if isinstance(key, str) and not key.isascii() and _has_lone_surrogate(key):
                    raise BadRequest("an object key with a lone surrogate is not Unicode text", path=where or "")
                stack.append((item, at))
        elif isinstance(node, list):
            stack.extend((item, f"{where}[{i}]") for i, item in enumerate(node))


def _has_lone_surrogate(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def read_state(data: Any, registry: Any = None) -> GameState:
    """A :class:`GameState` from the request's ``state`` object.

    ``registry`` is a :class:`~model.registry.CardRegistry` (default: the embedded set). Raises
    :class:`MtgSolverError` with an absolute path (``"state.objects[3].card"``): ``bad_request`` for a wrong
    shape, ``bad_mana_string`` (CR 107.4), ``unknown_card``, ``unknown_object``, ``duplicate_id``,
    ``unknown_ability``.
    """
    _check_sizes(data)
    if not isinstance(data, dict):
        raise BadRequest("'state' must be a JSON object", path="state")
    refuse_lone_surrogates(data, "state")
    st: StateIn = _validate(StateIn, data, "state")
    lookup = _lookup_of(registry)
    ids = _claim_ids(st)
    players = _read_players(st)
    objects, cards = _read_objects(st, ids, lookup)
    _check_attackers(players, objects)
    _check_attachments(st.objects)
    _check_attachers(objects, {p.id for p in players})
    effects = _read_effects(st, ids)
    stack = _read_stack(st, ids, cards)
    if st.turn.priority is not None:
        ids.need(st.turn.priority, "state.turn.priority", players=True, what="priority")
    turn = Turn(step=Step(st.turn.step), priority=st.turn.priority, lands_played=st.turn.lands_played_this_turn,
                creatures_died=st.turn.creatures_died_this_turn)
    return GameState(active_player=st.active_player, players=tuple(players), objects=tuple(objects),
                     effects=tuple(effects), stack=tuple(stack), turn=turn)


def _check_attackers(players: Sequence[Player], objects: Sequence[GameObject]) -> None:
    """CR 508.1: a player's ``attacked_with_this_turn`` counts at least the objects they control that the state says
    attacked this turn."""
    for i, p in enumerate(players):
        listed = sum(1 for o in objects if o.attacked_this_turn and o.controller == p.id)
        if p.attacked_with is not None and p.attacked_with < listed:
            raise BadRequest(f"{p.id} attacked with {p.attacked_with} creatures this turn, but {listed} of their "
                             "objects have attacked_this_turn", path=f"state.players[{i}].attacked_with_this_turn")


#: A cost part made only of mana letters and digits, as a user writes "2W" for "{2}{W}".
_BARE_SYMBOLS = re.compile(r"[0-9WUBRGCSXP/]+", re.IGNORECASE)


def _parse_cost(text: str, path: str) -> Cost:
    try:
        cost = Cost.parse(text)
    except MtgSolverError as e:
        raise type(e)(e.message, path=path, code=e.code) from None
    for part in cost.parts:
        if isinstance(part, ManaPart):
            _check_numbers(part.mana, path)
        elif isinstance(part, OtherPart) and _BARE_SYMBOLS.fullmatch(part.text):
            raise BadManaString(f"{part.text!r}: mana symbols are written in braces, e.g. {{W}}{{2}} (CR 107.4)",
                                path=path)
    return cost


def read_query(state: GameState, data: Any, index: int) -> Query:
    """The typed query ``queries[index]`` of a request, checked against ``state``.

    Raises :class:`MtgSolverError` with an absolute path (``"queries[1].cost"``): ``bad_request`` for a wrong
    shape or unknown kind, ``bad_mana_string`` (CR 107.4), ``unknown_object``, ``unknown_ability``.
    """
    prefix = f"queries[{index}]"
    if not isinstance(data, dict):
        raise BadRequest("a query must be a JSON object", path=prefix)
    kind = data.get("kind")
    if kind is None:
        raise BadRequest(f"missing required field 'kind' (one of {', '.join(QUERY_KINDS)})", path=f"{prefix}.kind")
    if not isinstance(kind, str) or kind not in QUERY_MODELS:
        raise BadRequest(f"unknown query kind {_short(kind)}; known kinds: {', '.join(QUERY_KINDS)}",
                         path=f"{prefix}.kind")
    q = _validate(QUERY_MODELS[kind], data, prefix)
    ids = _Ids(frozenset(p.id for p in state.players), frozenset(o.id for o in state.objects),
               frozenset(s.id for s in state.stack))

    if isinstance(q, CouldProduceIn):
        ids.need(q.object, f"{prefix}.object", objects=True, what="object")
        return CouldProduceQuery(id=q.id, object=q.object)
    if isinstance(q, AbilitiesIn):
        ids.need(q.object, f"{prefix}.object", objects=True, what="object")
        return AbilitiesQuery(id=q.id, object=q.object)
    if isinstance(q, ActivatableIn):
        ids.need(q.player, f"{prefix}.player", players=True, what="player")
        return ActivatableQuery(id=q.id, player=q.player)
    if isinstance(q, CanActivateIn):
        ids.need(q.object, f"{prefix}.object", objects=True, what="object")
        # An index is checked against the object's abilities as the board's effects leave them, by the solver (a
        # Forest under Urborg has two); a text is found among its printed ones here.
        index_ = q.ability if isinstance(q.ability, int) else _resolve_ability(
            state.object(q.object).card, q.ability, f"{prefix}.ability")
        return CanActivateQuery(id=q.id, object=q.object, ability=index_)
    if isinstance(q, PaymentsIn):
        ids.need(q.player, f"{prefix}.player", players=True, what="player")
        ids.need(q.spend_on, f"{prefix}.spend_on", objects=True, stack=True, what="spend_on")
        ids.need(q.source, f"{prefix}.source", objects=True, what="source")
        cost = _parse_cost(q.cost, f"{prefix}.cost")
        return PaymentsQuery(
            id=q.id, player=q.player, cost=cost, x=q.x, mode=PaymentMode(q.mode), objective=Objective(q.objective),
            limit=q.limit, spend_on=q.spend_on, source=q.source, group_identical=q.group_identical,
            time_limit=q.time_limit, pay_with=frozenset(PayWith(w) for w in q.pay_with),
        )
    if isinstance(q, CopyTargetsIn):
        ids.need(q.copy_of, f"{prefix}.copy_of", stack=True, what="copy_of")
        ids.need(q.by.object, f"{prefix}.by.object", objects=True, what="copier")
        by_ability = _resolve_ability(state.object(q.by.object).card, q.by.ability, f"{prefix}.by.ability")
        return CopyTargetsQuery(id=q.id, copy_of=q.copy_of, by_object=q.by.object, by_ability=by_ability,
                                new_targets=q.new_targets, limit=q.limit, time_limit=q.time_limit)
    if isinstance(q, CastableIn):
        ids.need(q.player, f"{prefix}.player", players=True, what="player")
        ids.need(q.card, f"{prefix}.card", objects=True, what="card")
        return CastableQuery(id=q.id, player=q.player, card=q.card, x=q.x, mode=PaymentMode(q.mode),
                             objective=Objective(q.objective), limit=q.limit, time_limit=q.time_limit)
    if isinstance(q, LegalPlaysIn):
        ids.need(q.player, f"{prefix}.player", players=True, what="player")
        return LegalPlaysQuery(id=q.id, player=q.player, time_limit=q.time_limit)
    raise AssertionError(f"unhandled query kind {kind}")  # pragma: no cover - QUERY_MODELS and this match


class QueryItem(Struct, frozen=True):
    """One query of a request as read: its ``id`` and ``kind`` (as given, ``None`` when missing or not a string),
    and either the typed ``query`` or the ``error`` that stops it from being answered.
    """

    index: int
    id: str | None
    kind: str | None
    query: Query | None = None
    error: MtgSolverError | None = None


class Request(Struct, frozen=True):
    """A read request: the state and one :class:`QueryItem` per query, in order."""

    state: GameState
    queries: tuple[QueryItem, ...]
    #: The request's ``time_limit`` (seconds for every query together), ``None`` when not given.
    time_limit: float | None = None


def read_request(request: Any, registry: Any = None) -> Request:
    """Read a whole request (a dict, or JSON text as ``str``/``bytes``).

    Raises :class:`MtgSolverError` for a request that is not JSON or whose state is malformed (one error for the
    whole request, exit status 2); query errors are kept in :attr:`QueryItem.error`.
    """
    data = load_json(request) if isinstance(request, (str, bytes, bytearray)) else request
    if not isinstance(data, dict):
        raise BadRequest("a request is a JSON object with 'state' and 'queries'", path="")
    if "state" not in data and isinstance(data.get("request"), dict):
        data = data["request"]  # an acceptance case file ({"id", "request", "expect", ...}): answer its request
    refuse_lone_surrogates({k: v for k, v in data.items() if k != "state"}, "")
    unknown = sorted(set(data) - {"state", "queries", "time_limit"})
    if unknown:
        raise BadRequest(f"unknown field {unknown[0]!r} (a request has 'state', 'queries' and optionally "
                         "'time_limit')", path=unknown[0])
    time_limit = _validate(_RequestTimeLimitIn, {"time_limit": data["time_limit"]}, "") if "time_limit" in data \
        else None
    if "state" not in data:
        raise BadRequest("missing required field 'state'", path="state")
    if "queries" not in data:
        raise BadRequest("missing required field 'queries'", path="queries")
    raw_queries = data["queries"]
    if not isinstance(raw_queries, list):
        raise BadRequest("'queries' must be a list", path="queries")
    if len(raw_queries) > MAX_QUERIES:
        raise BadRequest(f"at most {MAX_QUERIES} queries are accepted; this request has {len(raw_queries)}",
                         path="queries")
    state = read_state(data["state"], registry)
    items: list[QueryItem] = []
    seen_ids: set[str] = set()
    for i, raw in enumerate(raw_queries):
        qid = raw.get("id") if isinstance(raw, dict) else None
        qid = qid if isinstance(qid, str) else None
        kind = raw.get("kind") if isinstance(raw, dict) else None
        kind = kind if isinstance(kind, str) else None
        try:
            if qid is not None and qid in seen_ids:
                raise MtgSolverError(f"query id {qid!r} is used twice; query ids must be unique",
                                     path=f"queries[{i}].id", code=DUPLICATE_ID)
            query = read_query(state, raw, i)
        except MtgSolverError as e:
            items.append(QueryItem(i, qid, kind, error=e.at(f"queries[{i}]")))
        else:
            items.append(QueryItem(i, qid, kind, query=query))
        if qid is not None:
            seen_ids.add(qid)
    return Request(state, tuple(items), None if time_limit is None else time_limit.time_limit)


# --------------------------------------------------------------------------------------------------------------------
# Out: model values back to JSON.


def card_to_json(card: CardDef) -> dict[str, Any]:
    """An inline definition of ``card`` in the request's object fields (``name``, ``mana_cost``, ...)."""
    out: dict[str, Any] = {
        "name": card.name,
        "mana_cost": str(card.mana_cost) if card.mana_cost is not None else "",
        "type_line": card.type_line.text,
        "oracle_text": card.oracle_text,
        "keywords": list(card.keywords),
    }
    for key in ("power", "toughness", "loyalty"):
        if getattr(card, key) is not None:
            out[key] = getattr(card, key)
    if card.colors is not None:
        out["colors"] = [c for c in "WUBRG" if c in card.colors]
    if card.color_identity is not None:
        out["color_identity"] = [c for c in "WUBRG" if c in card.color_identity]
    return out


def state_to_json(state: GameState) -> dict[str, Any]:
    """The request ``state`` object for ``state``, objects written inline; ``read_state`` reads it back equal."""
    objects = []
    for o in state.objects:
        obj: dict[str, Any] = {"id": o.id, **card_to_json(o.copier or o.card), "zone": o.zone.value,
                               "controller": o.controller,
                               "owner": o.owner, "tapped": o.tapped, "summoning_sick": o.summoning_sick}
        if o.chosen:
            obj["chosen"] = dict(o.chosen)
        if o.x:
            obj["x"] = o.x
        if o.exiled:
            obj["exiled"] = list(o.exiled)
        if o.attached_to is not None:
            obj["attached_to"] = o.attached_to
        if o.counters:
            obj["counters"] = dict(o.counters)
        if o.is_token:
            obj["is_token"] = True
        if o.entered_this_turn:
            obj["entered_this_turn"] = True
        if o.activated_this_turn:
            obj["activated_this_turn"] = list(o.activated_this_turn)
        if o.activated_earlier:
            obj["activated_earlier"] = list(o.activated_earlier)
        if o.attacked_this_turn:
            obj["attacked_this_turn"] = True
        if o.solved:
            obj["solved"] = True
        if o.commander_casts is not None:
            obj["commander_casts"] = o.commander_casts
        if o.level != 1:
            obj["level"] = o.level
        objects.append(obj)
    stack = []
    for s in state.stack:
        entry: dict[str, Any] = {"id": s.id, "kind": s.kind.value, "source": s.source, "controller": s.controller}
        if s.ability is not None:
            entry["ability"] = s.ability
        if s.targets:
            entry["targets"] = list(s.targets)
        if s.division is not None:
            entry["division"] = list(s.division)
        if s.modes:
            entry["modes"] = list(s.modes)
        if s.x is not None:
            entry["x"] = s.x
        paid = s.paid
        if paid != Paid():
            entry["paid"] = {"kicker": paid.kicker, "sacrificed": list(paid.sacrificed),
                             "alternative": paid.alternative, "additional": list(paid.additional)}
        if s.is_copy:
            entry["is_copy"] = True
        stack.append(entry)
    players = []
    for p in state.players:
        player: dict[str, Any] = {"id": p.id, "life": p.life, "mana_pool": str(p.mana_pool)}
        if p.counters:
            player["counters"] = dict(p.counters)
        if p.designations:
            player["designations"] = sorted(p.designations)
        if p.speed is not None:
            player["speed"] = p.speed
        if p.attacked_with is not None:
            player["attacked_with_this_turn"] = p.attacked_with
        if p.life_lost:
            player["life_lost_this_turn"] = p.life_lost
        players.append(player)
    turn = state.turn
    return {
        "active_player": state.active_player,
        "players": players,
        "objects": objects,
        "effects": [{"id": e.id, "source": e.source, "controller": e.controller, "text": e.text}
                    for e in state.effects],
        "stack": stack,
        "turn": {"step": turn.step.value, "priority": turn.priority, "lands_played_this_turn": turn.lands_played,
                 **({"creatures_died_this_turn": turn.creatures_died} if turn.creatures_died else {})},
    }

