"""The response of ``design/contract.md`` as pydantic models, and the published JSON Schemas of requests and responses.

A response is ``{"results": [result, ...]}`` in query order, or, when the request is not JSON or its state is
malformed, ``{"ok": false, "error": {"code", "path", "message"}, "results": []}`` (contract "Errors"). Each result
is ``{"id", "ok": true, ...answer fields}`` of its query kind (contract "Query kinds") or
``{"id", "ok": false, "error": {...}}``.

The models are closed (``additionalProperties: false``): every field an answer may carry is declared here, the
contract's fields and our documented additions (marked "Addition" in their descriptions):

* payments: ``objective`` (``best`` mode), ``timed_out``, a payment's ``sacrificed``, ``tapped``, ``delved`` and
  ``life_lost``, an activation's ``sacrificed`` and ``tapped`` (objects sacrificed or tapped to pay a cost, CR 118.3;
  convoke, improvise and delve, CR 702.51a, 702.126a, 702.66a), a reason's ``objects``;
* copy_targets: ``timed_out``;
* can_activate and activatable: a reason's ``objects``.

Fields the contract marks as conditional (payments ``payments``, ``count``, ``complete`` in ``check`` mode;
``reasons`` when payable) are optional. :func:`response_json_schema` and :func:`result_json_schema` are generated
from these models, so the published schema follows them; :func:`request_json_schema` is the request's
(:mod:`model.io`).
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Annotated, Any, Literal, cast

from mtgsolver.model.abilities import AbilityKind
from mtgsolver.model.io import request_json_schema
from mtgsolver.model.queries import Objective
from pydantic import BaseModel, ConfigDict, Field, TypeAdapter
from pydantic.json_schema import SkipJsonSchema

JSON_SCHEMA_DIALECT = "https://json-schema.org/draft/2020-12/schema"

#: Error codes the solver gives today (contract "Errors" and the README's additions). Codes are stable snake_case
#: words; the schema checks the form, so a client should treat an unknown code as a failure of that query.
ERROR_CODES = (
    "bad_request", "bad_mana_string", "unknown_object", "unknown_card", "unknown_ability", "unsupported_text",
    "no_solution", "limit_reached", "duplicate_id", "bad_card_file", "not_implemented", "internal_error",
)

Id = Annotated[str, Field(min_length=1)]
Count = Annotated[int, Field(ge=0)]


class _Out(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class ErrorOut(_Out):
    """The contract's error object: a stable snake_case ``code``, a ``path`` into the request (``null`` or ``""``:
    the whole request), and a message for a person."""

    code: Annotated[str, Field(pattern=r"^[a-z][a-z0-9_]*$", examples=list(ERROR_CODES))]
    path: str | None
    message: str


class ReasonOut(_Out):
    """Why something is not allowed: the rule (``"CR 302.6"``, or a ruling id such as ``"K6"``) and a message."""

    rule: str
    message: str
    objects: Annotated[list[str], Field(description="Addition: the ids the reason is about.")] | SkipJsonSchema[
        None] = None


class _Result(_Out):
    id: str
    ok: Literal[True]


class CouldProduceOut(_Result):
    """CR 106.7: the types of mana the object could produce now, in W U B R G C order."""

    types: list[Literal["W", "U", "B", "R", "G", "C"]]


class CanActivateOut(_Result):
    """May the ability be activated now, costs aside from mana (CR 602.2, 602.5); ``reasons`` when not."""

    legal: bool
    reasons: list[ReasonOut]


class ActivationOut(_Out):
    """One mana ability activated in a payment: object, ability index, the mana it produced (CR 605)."""

    object: str
    ability: Count
    produces: str
    sacrificed: Annotated[str | Annotated[list[str], Field(min_length=2)], Field(description=(
        "Addition: the object sacrificed to pay this ability's cost; the objects, sorted, when it sacrificed more "
        "than one (\"Sacrifice X Goats\", X chosen as it was activated, CR 107.3); part of the payment's "
        "identity."))] | SkipJsonSchema[None] = None
    tapped: Annotated[list[str], Field(min_length=1, description=(
        "Addition: the permanents this ability's cost taps (\"Tap an untapped creature you control\"), sorted; part "
        "of the payment's identity."))] | SkipJsonSchema[None] = None


class PaymentOut(_Out):
    """One payment (contract "What counts as one payment"): activations, mana from the pool, life paid."""

    activations: list[ActivationOut]
    pool: str
    life: int
    sacrificed: Annotated[list[str], Field(description="Addition: objects sacrificed to pay the cost itself.")] | \
        SkipJsonSchema[None] = None
    tapped: Annotated[list[str], Field(min_length=1, description=(
        "Addition: creatures and artifacts tapped to pay the cost itself (convoke, CR 702.51a; improvise, CR "
        "702.126a; with the query's pay_with), sorted; part of the payment's identity. Absent when none."))] | \
        SkipJsonSchema[None] = None
    delved: Annotated[int, Field(ge=1, description=(
        "Addition: how many cards were exiled from the graveyard to pay generic mana of the cost (delve, CR "
        "702.66a; with the query's pay_with). Which cards is the player's free choice, so only the number is part "
        "of the payment's identity. Absent when none."))] | SkipJsonSchema[None] = None
    life_lost: Annotated[int, Field(ge=1, description=(
        "Addition: life the activations' own effects make the player lose, not paid as a cost (a pain land's or "
        "Ancient Tomb's damage, City of Brass's trigger; CR 120.3a). Absent when none. The least_life objective "
        "counts it with the life paid."))] | SkipJsonSchema[None] = None


class PaymentsOut(_Result):
    """Can the player pay the cost, and how (CR 601.2g-h, 605). ``check`` mode gives ``payable`` (and ``reasons``);
    ``best`` one payment; ``all`` every payment up to ``limit``, with ``count`` and ``complete``."""

    payable: bool
    payments: list[PaymentOut] | SkipJsonSchema[None] = None
    count: Count | SkipJsonSchema[None] = None
    complete: bool | SkipJsonSchema[None] = None
    reasons: Annotated[
        list[ReasonOut], Field(description="When not payable: a minimal set of reasons that make it unpayable.")
    ] | SkipJsonSchema[None] = None
    objective: Annotated[Objective, Field(description="Addition: the objective of a `best` payment.")] | \
        SkipJsonSchema[None] = None
    timed_out: Annotated[bool, Field(description="Addition: the time limit cut the list of payments, the search "
                                     "for a minimal set of reasons (they then make the cost unpayable but may not be "
                                     "minimal), or the search for the best payment (the one given is the best "
                                     "found, not proven best).")] | \
        SkipJsonSchema[None] = None


class PaidOut(_Out):
    """Costs paid for the copied spell or ability, carried to the copy (CR 707.10)."""

    kicker: bool
    alternative: str | None
    sacrificed: list[str]
    additional: list[str]


class CopyOut(_Out):
    """The copy's carried values (CR 707.10): modes, X, division, costs paid; it was not cast."""

    modes: list[Count]
    x: Count | None
    division: list[Annotated[int, Field(ge=1)]] | None
    paid: PaidOut
    source: str
    controller: str
    cast: Literal[False]
    becomes_token: bool
    new_targets_allowed: bool


class CopyTargetsOut(_Result):
    """May the copier copy that stack object, and with which targets (CR 707.10, 115.7). ``choices`` are target
    lists by slot, the unchanged list included (contract "What counts as one copy-target choice")."""

    copyable: bool
    reasons: list[ReasonOut]
    copy_: Annotated[CopyOut | None, Field(alias="copy")]
    choices: list[list[str]]
    count: Count
    complete: bool
    timed_out: Annotated[bool, Field(description="Addition: the time limit cut the list of choices.")] | \
        SkipJsonSchema[None] = None


class ActivatableRowOut(_Out):
    """One ability of the player's objects: may it be activated now (CR 602.5, 302.6), and is its cost payable."""

    object: str
    ability: Count
    text: str
    legal: bool
    payable: bool
    reasons: list[ReasonOut]


class UndecidedAbilityOut(_Out):
    """Addition: an ability whether it can be activated or paid unread text could change (never guessed)."""

    object: str
    ability: Count
    text: str
    error: ErrorOut


class ActivatableOut(_Result):
    """Every activated or mana ability of the player's objects, with whether it can be activated and paid."""

    abilities: list[ActivatableRowOut]
    unknown: Annotated[list[UndecidedAbilityOut], Field(description=(
        "Addition: the abilities unread text keeps from being decided, each with its unsupported_text error; "
        "absent when every ability was decided."))] | SkipJsonSchema[None] = None
    timed_out: Annotated[bool, Field(description="Addition: the time limit (10 s) ran out before every ability "
                                     "was looked at; the list holds those that were.")] | \
        SkipJsonSchema[None] = None


class AbilityRowOut(_Out):
    """One ability as the reader understood it (CR 113, 605.1); ``index`` is how requests name it."""

    index: Count
    text: str
    kind: AbilityKind
    x: int | None = Field(
        default=None,
        description="Addition: the value of X for an ability that uses X, when it has one now: the X paid for the "
        "spell that became the object for its enters-the-battlefield abilities, 0 for its other abilities "
        "(CR 107.3m, ruling G6).",
    )


class AbilitiesOut(_Result):
    """How the object's text was read: its abilities in index order and the sentences not understood."""

    abilities: list[AbilityRowOut]
    unsupported: list[str]


class CostOptionOut(_Out):
    """One way to cast the card (CR 601.2b): its total cost (CR 601.2f: the mana cost or an alternative cost, plus
    additional costs and increases, minus reductions, then effects on the total such as Trinisphere's), whether it
    is payable now, the reasons it can't be used, and its payments in the query's ``mode`` (as ``payments``)."""

    option: Literal["mana_cost", "kicked", "evoke", "flashback", "alternative"]
    cost: str
    max_x: Annotated[Count, Field(description="Addition: for a cost with {X} when the query gives no x, the largest "
                                  "X payable now (CR 107.3a); the option's other fields are for X = 0.")] | \
        SkipJsonSchema[None] = None
    legal: Annotated[bool, Field(description="Each required target has a legal choice (CR 601.2c).")]
    payable: Annotated[bool, Field(description="The total cost can be paid now, cards it takes from the hand "
                                   "included (CR 601.2h), as the payments question answers it.")]
    reasons: list[ReasonOut]
    pay_with: Annotated[list[Literal["convoke", "improvise", "delve"]], Field(min_length=1, description=(
        "The ways besides mana the card's text lets this total cost be paid (CR 702.51a, 702.126a, 702.66a), as "
        "the payments query's pay_with: its payments list the creatures and artifacts tapped and the number of "
        "cards exiled."))] | SkipJsonSchema[None] = None
    payments: list[PaymentOut] | SkipJsonSchema[None] = None
    count: Count | SkipJsonSchema[None] = None
    complete: bool | SkipJsonSchema[None] = None
    objective: Objective | SkipJsonSchema[None] = None
    timed_out: bool | SkipJsonSchema[None] = None


class CastableOut(_Result):
    """May the player cast the card now (CR 601.2, 601.3, 117.1a), and for what: ``castable`` is true when no
    reason stops it and some cost option is payable; when it is false, ``reasons`` together stop every option (zone,
    timing, priority; else each option's own, each once)."""

    castable: bool
    reasons: list[ReasonOut]
    options: list[CostOptionOut]


class PlayOut(_Out):
    """One play: cast a card by one cost option, activate an ability, or play a land (CR 117.1, 305.1)."""

    play: Literal["cast", "activate", "play_land"]
    object: str
    legal: Annotated[bool, Field(description="Allowed now, costs aside (timing, zone, targets, CR 117.1, 305, "
                                 "601.2c, 602.5).")]
    option: str | SkipJsonSchema[None] = None
    ability: Count | SkipJsonSchema[None] = None
    text: Annotated[str, Field(description="An activated ability's text.")] | SkipJsonSchema[None] = None
    cost: Annotated[str, Field(description="A cast's total cost (CR 601.2f).")] | SkipJsonSchema[None] = None
    payable: bool
    reasons: list[ReasonOut]


class UnknownPlayOut(_Out):
    """A play whose legality unread text could change (never guessed): the object and the error it gives."""

    object: str | None
    error: ErrorOut


class LegalPlaysOut(_Result):
    """Every play the player may make now (``plays``: allowed and payable), the other candidates with their
    reasons (``others``), and those unread text keeps from being decided (``unknown``); ``complete`` is false
    when ``unknown`` is not empty or the time limit cut the list (``timed_out``)."""

    plays: list[PlayOut]
    others: list[PlayOut]
    unknown: list[UnknownPlayOut]
    complete: bool
    timed_out: bool | SkipJsonSchema[None] = None


class QueryErrorOut(_Out):
    """A query that could not be answered (contract "Errors"); the other queries are still answered. ``id`` is
    ``null`` when the query has no string id."""

    id: str | None
    ok: Literal[False]
    error: ErrorOut


#: Query kind -> the model of its answer.
RESULT_MODELS: Mapping[str, type[_Result]] = MappingProxyType(
    {
        "could_produce": CouldProduceOut,
        "can_activate": CanActivateOut,
        "payments": PaymentsOut,
        "copy_targets": CopyTargetsOut,
        "activatable": ActivatableOut,
        "abilities": AbilitiesOut,
        "castable": CastableOut,
        "legal_plays": LegalPlaysOut,
    }
)

QueryResultOut = (
    CouldProduceOut | CanActivateOut | PaymentsOut | CopyTargetsOut | ActivatableOut | AbilitiesOut | CastableOut
    | LegalPlaysOut | QueryErrorOut
)


class ResponseOut(_Out):
    """A response: one result per query, in query order."""

    results: list[QueryResultOut]


class RequestErrorOut(_Out):
    """The response to a request that is not JSON or whose state is malformed: one error, no results."""

    ok: Literal[False]
    error: ErrorOut
    results: Annotated[list[Any], Field(max_length=0)]


def _without_null_defaults(value: Any) -> Any:
    """The schema without the ``"default": null`` pydantic writes for optional fields that are absent, not null."""
    if isinstance(value, dict):
        return {k: _without_null_defaults(v) for k, v in value.items() if not (k == "default" and v is None)}
    if isinstance(value, list):
        return [_without_null_defaults(v) for v in value]
    return value


def _published(schema: dict[str, Any], title: str) -> dict[str, Any]:
    out: dict[str, Any] = {"$schema": JSON_SCHEMA_DIALECT, "title": title, "type": "object"}
    out.update((k, v) for k, v in _without_null_defaults(schema).items() if k != "title")
    return out


def response_json_schema() -> dict[str, Any]:
    """The JSON Schema of a response: ``{"results": [...]}`` or the request error (draft 2020-12)."""
    schema = TypeAdapter[Any](ResponseOut | RequestErrorOut).json_schema(by_alias=True)
    return _published(schema, "mtgsolver response")


def result_json_schema(kind: str | None = None) -> dict[str, Any]:
    """The JSON Schema of one result: of a query of ``kind`` (its answer or its error), or of any kind.

    Raises ``KeyError`` for an unknown kind.
    """
    if kind is None:
        schema = TypeAdapter[Any](QueryResultOut).json_schema(by_alias=True)
        return _published(schema, "mtgsolver result")
    schema = TypeAdapter[Any](cast(Any, RESULT_MODELS[kind] | QueryErrorOut)).json_schema(by_alias=True)
    return _published(schema, f"mtgsolver {kind} result")


def published_schemas() -> dict[str, dict[str, Any]]:
    """``{"request": ..., "response": ...}``: the schemas ``mtgsolve schema all`` prints."""
    return {"request": request_json_schema(), "response": response_json_schema()}
