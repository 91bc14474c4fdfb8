"""Reading requests (model.io): shapes, defaults, cross-references and errors with paths.

Expected values come from the contract (``../shared/design/contract.md``, cited as "contract") and the
Comprehensive Rules, cited by number.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import mtgsolver.model.io as io_module
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from mtgsolver.model.errors import MtgSolverError
from mtgsolver.model.io import (
    MAX_OBJECTS,
    AbilityText,
    join_path,
    load_json,
    read_query,
    read_request,
    read_state,
    request_json_schema,
    state_to_json,
)
from mtgsolver.model.mana import Mana
from mtgsolver.model.queries import CopyTargetsQuery, PaymentMode, PaymentsQuery
from mtgsolver.model.state import StackKind, Zone

REPO = Path(__file__).resolve().parent.parent


def board() -> dict[str, Any]:
    """A small valid request: two players, lands, a spell on the stack."""
    return {
        "state": {
            "active_player": "alice",
            "players": [{"id": "alice", "life": 20, "mana_pool": "{R}{G}"}, {"id": "bob"}],
            "objects": [
                {"id": "forest", "card": "Forest", "controller": "alice"},
                {"id": "rock", "controller": "alice", "name": "Homemade Rock", "mana_cost": "{2}",
                 "type_line": "Artifact", "oracle_text": "{T}: Add {C}{C}.", "keywords": []},
                {"id": "bolt_card", "card": "Lightning Bolt", "controller": "bob", "zone": "stack"},
                {"id": "bear", "card": "Grizzly Bears", "controller": "bob", "counters": {"+1/+1": 1}},
            ],
            "stack": [{"id": "bolt", "kind": "spell", "source": "bolt_card", "controller": "bob",
                       "targets": ["alice"]}],
        },
        "queries": [
            {"id": "q1", "kind": "could_produce", "object": "forest"},
            {"id": "q2", "kind": "payments", "player": "alice", "cost": "{1}{G}", "mode": "check"},
        ],
    }


def state_error(request: dict[str, Any]) -> MtgSolverError:
    with pytest.raises(MtgSolverError) as info:
        read_request(request)
    return info.value


def query_error(request: dict[str, Any], index: int = 0) -> MtgSolverError:
    item = read_request(request).queries[index]
    assert item.error is not None, f"expected an error for query {index}, got {item.query}"
    return item.error


# --------------------------------------------------------------------------------------------------------------------
# Values and defaults


def test_reads_values_and_contract_defaults() -> None:
    """contract: zone defaults to battlefield, owner to controller, tapped and summoning_sick to false; CR 103.4:
    a player's starting life total is 20 (the default when ``life`` is absent)."""
    req = read_request(board())
    st = req.state
    assert st.active_player == "alice"
    assert st.player("bob").life == 20
    assert st.player("alice").mana_pool == Mana.parse("{R}{G}")
    forest = st.object("forest")
    assert (forest.zone, forest.owner, forest.tapped, forest.summoning_sick) == (Zone.BATTLEFIELD, "alice", False, False)
    assert forest.card.name == "Forest" and "Forest" in forest.card.type_line.subtypes
    rock = st.object("rock")
    assert rock.card.mana_cost is not None and str(rock.card.mana_cost) == "{2}"
    assert rock.card.oracle_text == "{T}: Add {C}{C}."
    assert st.object("bear").counters["+1/+1"] == 1
    assert st.stack[0].kind is StackKind.SPELL and st.stack[0].targets == ("alice",)
    q2 = req.queries[1].query
    assert isinstance(q2, PaymentsQuery) and q2.mode is PaymentMode.CHECK and str(q2.cost) == "{1}{G}"


def test_land_with_empty_mana_cost_has_no_mana_cost() -> None:
    """CR 202.1a: lands have no mana cost; the cases write it as ``"mana_cost": ""``."""
    req = board()
    req["state"]["objects"][1].update(mana_cost="", type_line="Land")
    assert read_request(req).state.object("rock").card.mana_cost is None


def test_payments_defaults() -> None:
    """contract: ``mode`` defaults to ``all``."""
    req = board()
    req["queries"] = [{"id": "q", "kind": "payments", "player": "alice", "cost": "{1}, {T}, Pay 1 life"}]
    q = read_request(req).queries[0].query
    assert isinstance(q, PaymentsQuery)
    assert q.mode is PaymentMode.ALL and q.x is None and q.group_identical is False
    assert q.cost.taps and q.cost.life == 1


def test_chosen_colour_is_a_colour_letter() -> None:
    """CR 105.1: the five colours; a chosen colour may be written as a word and is kept as its letter."""
    req = board()
    req["state"]["objects"][0]["chosen"] = {"color": "green"}
    assert read_request(req).state.object("forest").chosen["color"] == "G"
    req["state"]["objects"][0]["chosen"] = {"color": "colorless"}
    assert state_error(req).path == "state.objects[0].chosen.color"


def test_case_file_is_answered_as_its_request() -> None:
    """cases/README.md: a case file is "a request to send to python -m mtgsolver FILE"; its ``request`` is read."""
    case = {"id": "X", "title": "t", "rules": [], "request": board(), "expect": []}
    assert read_request(case).state.active_player == "alice"


def test_state_round_trips_through_json() -> None:
    """``state_to_json`` writes a state that ``read_state`` reads back equal (contract field names)."""
    st = read_request(board()).state
    again = read_state(json.loads(json.dumps(state_to_json(st))))
    assert again.players == st.players
    assert [(o.id, o.card, o.controller, o.zone, dict(o.counters)) for o in again.objects] == [
        (o.id, o.card, o.controller, o.zone, dict(o.counters)) for o in st.objects
    ]
    assert again.stack == st.stack


def test_a_permanent_that_entered_as_a_copy_round_trips() -> None:
    """``state_to_json`` writes a permanent that entered as a copy as its own card with its ``chosen.copy`` (CR
    707.5), which ``read_state`` reads back as the same copy (CR 707.2); the name is written as the registry
    spells it."""
    st = read_state({"active_player": "alice", "players": [{"id": "alice"}],
                     "objects": [{"id": "clone", "card": "Clone", "controller": "alice",
                                  "chosen": {"copy": "llanowar elves"}}]})
    written = state_to_json(st)["objects"][0]
    assert (written["name"], written["chosen"]) == ("Clone", {"copy": "Llanowar Elves"})
    again = read_state(json.loads(json.dumps(state_to_json(st))))
    assert again.objects == st.objects


# --------------------------------------------------------------------------------------------------------------------
# Shape errors: msgspec's errors become the contract's error with a path


@pytest.mark.parametrize(
    ("mutate", "path"),
    [
        (lambda r: r["state"]["objects"][0].update(tapped="yes"), "state.objects[0].tapped"),
        (lambda r: r["state"]["objects"][0].update(tapped=1), "state.objects[0].tapped"),
        (lambda r: r["state"]["objects"][3].update(zone="hnd"), "state.objects[3].zone"),
        (lambda r: r["state"]["objects"][0].update(colour="G"), "state.objects[0].colour"),
        (lambda r: r["state"]["players"][1].pop("id"), "state.players[1].id"),
        (lambda r: r["state"]["players"][0].update(life="20"), "state.players[0].life"),
        (lambda r: r["state"].pop("active_player"), "state.active_player"),
        (lambda r: r["state"].update(players=[]), "state.players"),
        (lambda r: r["state"]["stack"][0].update(kind="ability"), "state.stack[0].kind"),
        (lambda r: r["state"]["stack"][0].update(paid={"kicked": True}), "state.stack[0].paid.kicked"),
        (lambda r: r.update(options={}), "options"),
        (lambda r: r.pop("queries"), "queries"),
    ],
)
def test_shape_errors_name_the_field(mutate: Any, path: str) -> None:
    """contract "Errors": a malformed state is one error for the whole request, with ``path`` into the request."""
    req = board()
    mutate(req)
    error = state_error(req)
    assert (error.code, error.path) == ("bad_request", path)
    assert error.message


def test_a_mistyped_required_field_is_named_with_the_field_it_likely_is() -> None:
    """contract "Errors": a required field typed wrong is an unknown field and a missing one; the error names the
    field the user wrote (its path) and the one it likely is."""
    req = board()
    req["state"]["players"][0]["idd"] = req["state"]["players"][0].pop("id")
    error = state_error(req)
    assert (error.code, error.path) == ("bad_request", "state.players[0].idd")
    assert "did you mean 'id'?" in error.message


def test_a_mistyped_query_field_is_named_with_the_field_it_likely_is() -> None:
    """contract "Errors": in a query too, ``"cots"`` beside a missing ``"cost"`` is the unknown field at its own
    path, naming ``cost``; a value of the wrong JSON type is refused, never converted (a boolean is no integer, a
    string no number), at its field."""
    req = board()
    req["queries"] = [{"id": "q", "kind": "payments", "player": "alice", "cots": "{G}"},
                      {"id": "r", "kind": "payments", "player": "alice", "cost": "{G}", "limit": True},
                      {"id": "s", "kind": "payments", "player": "alice", "cost": "{G}", "time_limit": "5"}]
    items = read_request(req).queries
    assert [(i.error.code, i.error.path) for i in items if i.error] == [
        ("bad_request", "queries[0].cots"), ("bad_request", "queries[1].limit"), ("bad_request", "queries[2].time_limit")]
    assert "did you mean 'cost'?" in items[0].error.message  # type: ignore[union-attr]


def test_a_player_with_no_id() -> None:
    """contract: players have an ``id``; without one the state is malformed."""
    req = board()
    req["state"]["players"][1] = {"life": 20}
    error = state_error(req)
    assert (error.code, error.path) == ("bad_request", "state.players[1].id")
    assert "missing" in error.message


def test_negative_x_is_refused() -> None:
    """CR 107.1b: a player can't choose a negative number, so X (CR 107.3) is 0 or more."""
    req = board()
    req["state"]["stack"][0]["x"] = -1
    assert (state_error(req).code, state_error(req).path) == ("bad_request", "state.stack[0].x")
    req = board()
    req["queries"] = [{"id": "q", "kind": "payments", "player": "alice", "cost": "{X}{R}", "x": -2}]
    error = query_error(req)
    assert (error.code, error.path) == ("bad_request", "queries[0].x")


def test_negative_counters_are_refused() -> None:
    """CR 122.1: counters are markers on an object; there is no negative number of them."""
    req = board()
    req["state"]["objects"][3]["counters"] = {"+1/+1": -1}
    assert state_error(req).path == 'state.objects[3].counters["+1/+1"]'


@pytest.mark.parametrize("limit", [0, -1])
def test_limit_must_be_positive(limit: int) -> None:
    """contract: ``limit`` bounds the list of payments; a bound of 0 or less asks for nothing."""
    req = board()
    req["queries"] = [{"id": "q", "kind": "payments", "player": "alice", "cost": "{G}", "limit": limit}]
    assert (query_error(req).code, query_error(req).path) == ("bad_request", "queries[0].limit")


def test_inline_and_registry_definitions_are_exclusive() -> None:
    """contract: an object is ``"card"``: a registry name, OR an inline definition."""
    req = board()
    req["state"]["objects"][0]["oracle_text"] = "{T}: Add {W}."
    assert state_error(req).path == "state.objects[0].oracle_text"
    req = board()
    req["state"]["objects"][0].pop("card")
    assert state_error(req).path == "state.objects[0].card"
    req = board()
    req["state"]["objects"][1].pop("type_line")
    assert state_error(req).path == "state.objects[1].type_line"


@pytest.mark.parametrize(("field", "value"), [
    ("name", "Forest"), ("mana_cost", ""), ("type_line", "Land"), ("oracle_text", ""), ("keywords", []),
    ("power", 1), ("toughness", "1"), ("loyalty", 3), ("colors", []), ("color_identity", ["G"])])
def test_a_registry_card_seen_before_takes_no_inline_field(field: str, value: Any) -> None:
    """contract: an object is ``"card"`` OR an inline definition, also when an earlier object named the same card
    (whose card is then reused): every inline field beside ``"card"`` is ``bad_request`` at that field."""
    req = board()
    req["state"]["objects"].insert(1, {"id": "forest2", "card": "Forest", "controller": "alice", field: value})
    assert (state_error(req).code, state_error(req).path) == ("bad_request", f"state.objects[1].{field}")


# --------------------------------------------------------------------------------------------------------------------
# Mana strings (CR 107.4)


@pytest.mark.parametrize("cost", ["{W/U/B}", "{G}{Q/Z}", "{W", "{1}{W}}", "{2}{W/U/P/B}"])
def test_bad_mana_string_in_a_query(cost: str) -> None:
    """CR 107.4: the mana symbols; anything else in a cost is ``bad_mana_string`` at the query's ``cost``."""
    req = board()
    req["queries"].append({"id": "q3", "kind": "payments", "player": "alice", "cost": cost})
    error = query_error(req, 2)
    assert (error.code, error.path) == ("bad_mana_string", "queries[2].cost")
    assert read_request(req).queries[0].query is not None  # the other queries are still read


def test_bad_mana_pool() -> None:
    """CR 106.1, 107.4: mana is of one of six types; a pool of ``{W/U/B}`` (not a symbol) or ``{2}`` (generic is
    not a type of mana) is ``bad_mana_string``."""
    for pool in ("{W/U/B}", "{2}"):
        req = board()
        req["state"]["players"][0]["mana_pool"] = pool
        error = state_error(req)
        assert (error.code, error.path) == ("bad_mana_string", "state.players[0].mana_pool")


def test_bad_inline_mana_cost() -> None:
    """CR 107.4: an inline card's mana cost is made of mana symbols."""
    req = board()
    req["state"]["objects"][1]["mana_cost"] = "{2}{W/U/B}"
    error = state_error(req)
    assert (error.code, error.path) == ("bad_mana_string", "state.objects[1].mana_cost")


# --------------------------------------------------------------------------------------------------------------------
# Cross-references


@pytest.mark.parametrize(
    ("mutate", "path"),
    [
        (lambda r: r["state"].update(active_player="carol"), "state.active_player"),
        (lambda r: r["state"]["objects"][0].update(controller="carol"), "state.objects[0].controller"),
        (lambda r: r["state"]["objects"][0].update(owner="carol"), "state.objects[0].owner"),
        (lambda r: r["state"]["objects"][0].update(attached_to="nothing"), "state.objects[0].attached_to"),
        (lambda r: r["state"]["objects"][0].update(exiled=["bear", "ghost"]), "state.objects[0].exiled[1]"),
        (lambda r: r["state"]["stack"][0].update(source="ghost"), "state.stack[0].source"),
        (lambda r: r["state"]["stack"][0].update(targets=["bear", "ghost"]), "state.stack[0].targets[1]"),
        (lambda r: r["state"]["stack"][0].update(controller="carol"), "state.stack[0].controller"),
        (lambda r: r["state"]["stack"][0].update(paid={"sacrificed": ["ghost"]}), "state.stack[0].paid.sacrificed[0]"),
    ],
)
def test_unknown_ids_in_the_state(mutate: Any, path: str) -> None:
    """contract: queries and targets refer to objects, players and stack entries by id; an id that names none is
    ``unknown_object`` at its field, for the whole request."""
    req = board()
    mutate(req)
    error = state_error(req)
    assert (error.code, error.path) == ("unknown_object", path)


@pytest.mark.parametrize(
    ("query", "path"),
    [
        ({"kind": "could_produce", "object": "nosuchthing"}, "queries[0].object"),
        ({"kind": "abilities", "object": "nosuchthing"}, "queries[0].object"),
        ({"kind": "activatable", "player": "carol"}, "queries[0].player"),
        ({"kind": "payments", "player": "carol", "cost": "{G}"}, "queries[0].player"),
        ({"kind": "payments", "player": "alice", "cost": "{G}", "spend_on": "ghost"}, "queries[0].spend_on"),
        ({"kind": "payments", "player": "alice", "cost": "{T}", "source": "ghost"}, "queries[0].source"),
        ({"kind": "can_activate", "object": "ghost", "ability": 0}, "queries[0].object"),
        ({"kind": "copy_targets", "copy_of": "ghost", "by": {"object": "rock", "ability": 0}}, "queries[0].copy_of"),
        ({"kind": "copy_targets", "copy_of": "bolt", "by": {"object": "ghost", "ability": 0}}, "queries[0].by.object"),
    ],
)
def test_unknown_ids_in_a_query(query: dict[str, Any], path: str) -> None:
    """contract: a query naming no object is that query's ``unknown_object`` error (case R19)."""
    req = board()
    req["queries"] = [{"id": "q", **query}, {"id": "ok", "kind": "could_produce", "object": "forest"}]
    error = query_error(req)
    assert (error.code, error.path) == ("unknown_object", path)
    assert read_request(req).queries[1].error is None


def test_a_spell_is_not_a_player_or_object_id_for_object_fields() -> None:
    """contract: ``object`` names an object; a stack entry's id is not one."""
    req = board()
    req["queries"] = [{"id": "q", "kind": "could_produce", "object": "bolt"}]
    assert query_error(req).code == "unknown_object"


def test_duplicate_ids() -> None:
    """contract: object ids are unique; players, objects and stack entries share one namespace for targets."""
    req = board()
    req["state"]["objects"][1]["id"] = "forest"
    error = state_error(req)
    assert (error.code, error.path) == ("duplicate_id", "state.objects[1].id")
    req = board()
    req["state"]["stack"][0]["id"] = "bob"
    assert state_error(req).path == "state.stack[0].id"


def test_duplicate_query_ids() -> None:
    """contract "Output": results are found by query id, so a query id given twice is ``duplicate_id`` at the
    second query's id; the first is still answered."""
    from mtgsolver import solve

    req = board()
    req["queries"] = [{"id": "q", "kind": "could_produce", "object": "forest"}] * 2
    response, status = solve(req)
    assert response["results"][0]["ok"] is True and status == 1
    error = response["results"][1]["error"]
    assert (error["code"], error["path"]) == ("duplicate_id", "queries[1].id")


def test_division_needs_one_share_per_target() -> None:
    """CR 601.2d: each target of a divided effect receives at least one of what is divided."""
    req = board()
    req["state"]["stack"][0]["division"] = [2, 1]
    assert state_error(req).path == "state.stack[0].division"
    req["state"]["stack"][0]["division"] = [0]
    assert state_error(req).path == "state.stack[0].division[0]"


def test_a_stack_entry_cannot_target_itself() -> None:
    """CR 115.5: a spell or ability on the stack is an illegal target for itself."""
    req = board()
    req["state"]["stack"][0]["targets"] = ["bolt"]
    assert state_error(req).path == "state.stack[0].targets[0]"


def test_nothing_is_attached_to_itself() -> None:
    """CR 301.5c, 303.4d: an Equipment can't equip itself, an Aura can't enchant itself."""
    req = board()
    req["state"]["objects"][0]["attached_to"] = "forest"
    assert state_error(req).path == "state.objects[0].attached_to"


def test_a_spell_source_is_a_card_on_the_stack() -> None:
    """CR 405.1, contract: a spell's source is its card, an object with ``"zone": "stack"``."""
    req = board()
    req["state"]["objects"][2]["zone"] = "hand"
    assert state_error(req).path == "state.stack[0].source"


def test_unknown_registry_card_names_the_closest() -> None:
    """contract: a name not in the registry is ``unknown_card``; the message lists the closest names."""
    req = board()
    req["state"]["objects"][0]["card"] = "Forrest"
    error = state_error(req)
    assert (error.code, error.path) == ("unknown_card", "state.objects[0].card")
    assert "'Forest'" in error.message


# --------------------------------------------------------------------------------------------------------------------
# Queries


def test_unknown_and_missing_kind() -> None:
    """contract: the query kinds are could_produce, can_activate, payments, copy_targets, activatable, abilities."""
    req = board()
    req["queries"] = [{"id": "a", "kind": "mana"}, {"id": "b"}, "q"]
    items = read_request(req).queries
    assert [(i.id, i.error.code, i.error.path) for i in items if i.error] == [
        ("a", "bad_request", "queries[0].kind"),
        ("b", "bad_request", "queries[1].kind"),
        (None, "bad_request", "queries[2]"),
    ]


def test_ability_references_are_index_or_text() -> None:
    """contract "Referring to an ability": an integer index, or ``{"text": ...}``; nothing else."""
    req = board()
    req["queries"] = [
        {"id": "a", "kind": "can_activate", "object": "rock", "ability": -1},
        {"id": "b", "kind": "can_activate", "object": "rock", "ability": "0"},
        {"id": "c", "kind": "can_activate", "object": "rock", "ability": {"txt": "{T}"}},
        {"id": "d", "kind": "can_activate", "object": "rock", "ability": True},
    ]
    items = read_request(req).queries
    assert [(i.error.code, i.error.path) for i in items if i.error] == [
        ("bad_request", f"queries[{n}].ability") for n in range(4)
    ]


def test_ability_references_resolve_through_the_reader() -> None:
    """contract: ``{"text": ...}`` is the ability's Oracle text as it starts on its line; an index counts the
    intrinsic mana abilities of basic land types first (CR 305.6); a text that starts no ability, or an index past
    the object's abilities, is ``unknown_ability``."""
    pytest.importorskip("mtgsolver.model.reader")
    req = board()
    req["state"]["objects"].append(
        {"id": "engine", "card": "Lithoform Engine", "controller": "alice"})
    req["queries"] = [
        {"id": "a", "kind": "can_activate", "object": "forest", "ability": 0},
        {"id": "b", "kind": "copy_targets", "copy_of": "bolt",
         "by": {"object": "engine", "ability": {"text": "{3}, {T}: Copy target instant or sorcery spell you control."}}},
        {"id": "c", "kind": "can_activate", "object": "forest", "ability": 1},
        {"id": "d", "kind": "can_activate", "object": "rock", "ability": {"text": "{2}, {T}: Draw a card."}},
    ]
    items = read_request(req).queries
    assert items[0].query is not None and items[0].query.ability == 0  # type: ignore[union-attr]
    copy_query = items[1].query
    assert isinstance(copy_query, CopyTargetsQuery) and copy_query.by_ability == 1  # Lithoform's second ability
    # An index is checked against the object's abilities as the board's effects leave them, when it is answered.
    assert items[2].error is None
    from mtgsolver import solve

    answered = solve(req)[0]["results"][2]
    assert (answered["error"]["code"], answered["error"]["path"]) == ("unknown_ability", "queries[2].ability")
    assert (items[3].error.code, items[3].error.path) == ("unknown_ability", "queries[3].ability")  # type: ignore


def test_ability_reference_starting_two_abilities_is_refused() -> None:
    """contract: ``{"text": ...}`` names one ability. Lithoform Engine's abilities start "{2}, {T}: Copy target
    activated or triggered ability", "{3}, {T}: Copy target instant or sorcery spell" and "{4}, {T}: Copy target
    permanent spell": "{3}, {T}: Copy target" names one (the second); "{" starts all three, which is
    ``unknown_ability`` at the field rather than a guess."""
    pytest.importorskip("mtgsolver.model.reader")
    req = board()
    req["state"]["objects"].append({"id": "engine", "card": "Lithoform Engine", "controller": "alice"})
    req["queries"] = [
        {"id": "a", "kind": "can_activate", "object": "engine", "ability": {"text": "{3}, {T}: Copy target"}},
        {"id": "b", "kind": "can_activate", "object": "engine", "ability": {"text": "{"}},
    ]
    items = read_request(req).queries
    assert items[0].query is not None and items[0].query.ability == 1  # type: ignore[union-attr]
    assert (items[1].error.code, items[1].error.path) == ("unknown_ability", "queries[1].ability")  # type: ignore
    assert "more than one ability" in items[1].error.message  # type: ignore[union-attr]


def test_read_query_alone() -> None:
    """``read_query`` reads one query against a state; paths are absolute (``queries[5].cost``)."""
    st = read_request(board()).state
    with pytest.raises(MtgSolverError) as info:
        read_query(st, {"id": "q", "kind": "payments", "player": "alice", "cost": "{W/U/B}"}, 5)
    assert info.value.path == "queries[5].cost"


def test_ability_text_value() -> None:
    """The ``{"text": ...}`` form is kept as :class:`AbilityText` until resolved."""
    assert AbilityText("Equip {1}").text == "Equip {1}"


# --------------------------------------------------------------------------------------------------------------------
# JSON text and sizes


@pytest.mark.parametrize("text", ["not json", "{", '{"a": NaN}', '{"a": 1, "a": 2}', "[" * 100_000, b"\xff\xfe{"])
def test_not_json_is_one_error_for_the_whole_request(text: str | bytes) -> None:
    """contract: a request that is not valid JSON gives one error for the whole request."""
    with pytest.raises(MtgSolverError) as info:
        load_json(text)
    assert (info.value.code, info.value.path) == ("bad_request", "")


def test_too_many_objects_is_refused_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """A request over the size bound (10,000 objects) is ``bad_request``, refused before any object is validated
    or read (so it is answered at once, never a hang)."""
    req = board()
    req["state"]["objects"] = [
        {"id": f"f{i}", "card": "Forest", "controller": "alice"} for i in range(MAX_OBJECTS + 1)
    ]

    def no_validation(*_args: object) -> None:
        raise AssertionError("the state was validated before its size was checked")

    monkeypatch.setattr(io_module, "_validate", no_validation)
    error = state_error(req)
    assert (error.code, error.path) == ("bad_request", "state.objects")


def test_many_objects_within_the_bound_are_read() -> None:
    """10,000 objects, the bound itself, are read."""
    req = board()
    req["state"]["objects"] = [
        {"id": f"f{i}", "card": "Forest", "controller": "alice"} for i in range(MAX_OBJECTS)
    ]
    req["state"]["stack"] = []
    req["queries"] = []
    assert len(read_request(req).state.objects) == MAX_OBJECTS


def test_join_path() -> None:
    """Paths are written as in the contract: ``state.objects[3].tapped``."""
    assert join_path("state", ("objects", 3, "tapped")) == "state.objects[3].tapped"
    assert join_path("", ("queries", 1, "cost")) == "queries[1].cost"
    assert join_path("state.objects[0]", ("counters", "+1/+1")) == 'state.objects[0].counters["+1/+1"]'


# --------------------------------------------------------------------------------------------------------------------
# The published JSON Schema


def test_schema_accepts_every_example_and_case_request() -> None:
    """contract: additions are documented in the published JSON Schema, so every valid request validates."""
    jsonschema = pytest.importorskip("jsonschema")
    schema = request_json_schema()
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    requests = [board()]
    requests += [json.loads(p.read_text()) for p in sorted((REPO / "examples").glob("*.json"))]
    cases = REPO.parent / "shared" / "cases"
    requests += [json.loads(p.read_text())["request"] for p in sorted(cases.glob("*.json"))] if cases.is_dir() else []
    for request in requests:
        errors = list(validator.iter_errors(request))
        assert not errors, errors[0].message


def test_schema_keeps_descriptions_and_bounds() -> None:
    """contract: additions are documented in the published JSON Schema, with the bounds a request is held to
    (README "Bounds"): a player's speed is 1 or more (CR 702.179), life at most 1,000,000 in size, 1 to 100 players."""
    defs = request_json_schema()["$defs"]
    player = defs["PlayerIn"]["properties"]
    assert "CR 702.179" in player["speed"]["description"] and player["speed"]["anyOf"][0]["minimum"] == 1
    assert (player["life"]["minimum"], player["life"]["maximum"]) == (-1_000_000, 1_000_000)
    players = defs["StateIn"]["properties"]["players"]
    assert (players["minItems"], players["maxItems"]) == (1, 100)


def test_schema_refuses_unknown_fields() -> None:
    """contract: unknown fields are errors (the schema says ``additionalProperties: false``)."""
    jsonschema = pytest.importorskip("jsonschema")
    bad = copy.deepcopy(board())
    bad["state"]["objects"][0]["colour"] = "G"
    assert list(jsonschema.Draft202012Validator(request_json_schema()).iter_errors(bad))


# --------------------------------------------------------------------------------------------------------------------
# Any malformed input: a clear error, never a crash


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.floats(allow_nan=False) | st.text(max_size=12)
    | st.sampled_from(["alice", "bob", "forest", "bolt", "{G}", "{W/U/B}", "Forest", "stack", "{X}"]),
    lambda children: st.lists(children, max_size=3) | st.dictionaries(st.text(max_size=8), children, max_size=3),
    max_leaves=8,
)


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(value, dict):
        for k, v in value.items():
            out += _paths(v, (*prefix, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += _paths(v, (*prefix, i))
    return out


BOARD_PATHS = _paths(board())[1:]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(BOARD_PATHS), JSON_VALUES, st.booleans())
def test_any_malformed_field_is_a_clear_error(path: tuple[Any, ...], value: Any, delete: bool) -> None:
    """contract "Errors": whatever a field holds, reading gives values or an MtgSolverError with a string code and
    a path into the request; never another exception."""
    req = board()
    holder: Any = req
    for part in path[:-1]:
        holder = holder[part]
    if delete and isinstance(holder, dict):
        holder.pop(path[-1])
    else:
        holder[path[-1]] = value
    try:
        read = read_request(req)
    except MtgSolverError as e:
        assert isinstance(e.code, str) and e.code and isinstance(e.path, str) and e.message
        return
    for item in read.queries:
        if item.error is not None:
            assert item.error.path is not None and item.error.path.startswith(f"queries[{item.index}]")


def test_attachment_cycle_is_refused() -> None:
    """CR 301.5c, 303.4d: an Aura or Equipment can't be attached to itself, so neither to an object attached to
    it: a -> b -> a is ``bad_request`` naming an ``attached_to`` field of the cycle."""
    req = board()
    req["state"]["objects"] += [
        {"id": "aura1", "card": "Wild Growth", "controller": "alice", "attached_to": "aura2"},
        {"id": "aura2", "card": "Wild Growth", "controller": "alice", "attached_to": "aura1"},
    ]
    error = state_error(req)
    assert error.code == "bad_request" and error.path is not None
    assert error.path.endswith(".attached_to") and "cycle" in error.message


def test_long_attachment_chain_is_read() -> None:
    """A chain of 5,000 objects each attached to the next (no cycle) is read (the check is linear)."""
    req = board()
    req["state"]["objects"] = [
        {"id": f"e{i}", "card": "Wild Growth", "controller": "alice", "attached_to": f"e{i + 1}"}
        for i in range(5000)
    ] + [{"id": "e5000", "card": "Forest", "controller": "alice"}]
    req["state"]["stack"] = []
    req["queries"] = []
    assert len(read_request(req).state.objects) == 5001


@pytest.mark.parametrize("key", ["colour", "Color", "colr", "creature-type", "creatureType"])
def test_misspelt_chosen_key_is_refused(key: str) -> None:
    """contract: ``chosen`` keys the solver reads are "color", "creature_type", ...; a near miss would be ignored
    silently (Utopia Sprawl would add nothing), so it is ``bad_request`` at that key with a suggestion."""
    req = board()
    req["state"]["objects"].append(
        {"id": "sprawl", "card": "Utopia Sprawl", "controller": "alice", "attached_to": "forest", "chosen": {key: "R"}})
    error = state_error(req)
    assert error.code == "bad_request" and error.path is not None and error.path.endswith(f".chosen.{key}")
    assert "did you mean" in error.message


def test_other_chosen_keys_are_kept() -> None:
    """contract: ``chosen`` is open ("name", ...): a key unlike any the solver reads is kept as given."""
    req = board()
    req["state"]["objects"].append({"id": "needle", "card": "Forest", "controller": "alice",
                                    "chosen": {"name": "Lightning Bolt", "secret_word": "x"}})
    req["queries"] = []
    st = read_request(req).state
    assert dict(st.object("needle").chosen) == {"name": "Lightning Bolt", "secret_word": "x"}


def test_stack_entry_kind_must_fit_its_ability() -> None:
    """CR 113.3b-c: Lithoform Engine's "{2}, {T}: Copy target activated or triggered ability you control." is an
    activated ability: a stack entry calling it a ``triggered_ability`` is ``bad_request`` at its ``kind``."""
    req = board()
    req["state"]["objects"].append({"id": "engine", "card": "Lithoform Engine", "controller": "alice"})
    req["state"]["stack"].append({"id": "act", "kind": "triggered_ability", "source": "engine", "controller": "alice",
                                  "ability": {"text": "{2}, {T}: Copy target activated"}, "targets": []})
    error = state_error(req)
    assert (error.code, error.path) == ("bad_request", f"state.stack[{len(req['state']['stack']) - 1}].kind")


def test_301_5_303_4_only_auras_equipment_and_fortifications_are_attached() -> None:
    """CR 301.5, 301.6, 303.4: a Forest can't be attached to anything; Utopia Sprawl ("Enchant Forest") can't
    enchant a player (CR 303.4a); it may enchant a Forest. ``bad_request`` at ``attached_to``."""
    req = board()
    req["state"]["objects"][0]["attached_to"] = "bob"
    assert (state_error(req).code, state_error(req).path) == ("bad_request", "state.objects[0].attached_to")
    req = board()
    req["state"]["objects"].append({"id": "sprawl", "card": "Utopia Sprawl", "controller": "alice",
                                    "attached_to": "bob"})
    assert state_error(req).path == "state.objects[4].attached_to"
    req["state"]["objects"][-1]["attached_to"] = "forest"
    assert read_state(req["state"]).object("sprawl").attached_to == "forest"


def test_301_5_a_noncreature_artifact_made_an_equipment_may_be_attached() -> None:
    """CR 205.1b, 301.5: an effect can make a noncreature artifact an Equipment (Armed with Proof's "Clues you control
    are Equipment in addition to their other types ..."), so a Clue attached to Grizzly Bears is a state that can be:
    it is read, attached. An artifact creature (Ornithopter) can't equip (CR 301.5c, 704.5p): ``bad_request``."""
    clue = {"id": "clue", "name": "Clue", "type_line": "Token Artifact — Clue", "is_token": True, "controller": "alice",
            "oracle_text": "{2}, Sacrifice this token: Draw a card.", "attached_to": "bears"}
    req = board()
    req["state"]["objects"] += [{"id": "proof", "card": "Armed with Proof", "controller": "alice"},
                                {"id": "bears", "card": "Grizzly Bears", "controller": "alice"}, clue]
    assert read_state(req["state"]).object("clue").attached_to == "bears"
    req["state"]["objects"][-1] = {"id": "thopter", "card": "Ornithopter", "controller": "alice", "attached_to": "bears"}
    assert (state_error(req).code, state_error(req).path) == ("bad_request", "state.objects[6].attached_to")
    # A Licid's "becomes an Aura enchantment" is an effect the state doesn't record: still bad_request.
    req["state"]["objects"][-1] = {"id": "licid", "card": "Convulsing Licid", "controller": "alice",
                                   "attached_to": "bears"}
    assert (state_error(req).code, state_error(req).path) == ("bad_request", "state.objects[6].attached_to")


def test_303_4_301_5_attachments_are_between_things_on_the_battlefield() -> None:
    """CR 303.4, 303.4c, 301.5: only a permanent is attached to something (an Aura in the hand is a card, an Aura
    spell has a target), and only to a permanent or a player: Utopia Sprawl in the hand with an ``attached_to``, or on
    the battlefield attached to a card in the hand, is ``bad_request`` at its ``attached_to``."""
    req = board()
    req["state"]["objects"].append({"id": "sprawl", "card": "Utopia Sprawl", "controller": "alice",
                                    "attached_to": "forest", "zone": "hand"})
    assert state_error(req).path == "state.objects[4].attached_to"
    req["state"]["objects"][-1]["zone"] = "battlefield"
    req["state"]["objects"].append({"id": "other", "card": "Forest", "controller": "alice", "zone": "hand"})
    req["state"]["objects"][-2]["attached_to"] = "other"
    assert state_error(req).path == "state.objects[4].attached_to"


@pytest.mark.parametrize(("modes", "path"), [([7, 9], "state.stack[0].modes[0]"), ([0, 1, 2], "state.stack[0].modes"),
                                             ([0], "state.stack[0].modes"), ([0, 0], "state.stack[0].modes")])
def test_700_2_modes_of_a_stack_entry_are_checked(modes: list[int], path: str) -> None:
    """CR 700.2, 700.2d: Cryptic Command ("Choose two —", four modes) on the stack names two different modes that
    exist; other choices are ``bad_request`` at ``modes`` (or the mode that doesn't exist); [2, 3] (tap all
    creatures your opponents control, draw a card: no target, CR 601.2c) is read."""
    def state(chosen: list[int]) -> dict[str, Any]:
        return {"active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
                "objects": [{"id": "cc", "card": "Cryptic Command", "controller": "alice", "zone": "stack"}],
                "stack": [{"id": "s", "kind": "spell", "source": "cc", "controller": "alice", "modes": chosen}]}

    with pytest.raises(MtgSolverError) as error:
        read_state(state(modes))
    assert (error.value.code, error.value.path) == ("bad_request", path)
    assert read_state(state([2, 3])).stack[0].modes == (2, 3)


def test_601_2d_a_division_adds_up_to_what_the_text_divides() -> None:
    """CR 601.2d: Rolling Thunder with X = 5 divides 5 damage; a division of 6 and 6 is ``bad_request`` at
    ``division`` when the state is read; 2 and 3 is read. Lightning Bolt divides nothing."""
    def state(card: str, division: list[int]) -> dict[str, Any]:
        return {"active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
                "objects": [{"id": "spell", "card": card, "controller": "alice", "zone": "stack"},
                            {"id": "bears", "card": "Grizzly Bears", "controller": "bob"}],
                "stack": [{"id": "s", "kind": "spell", "source": "spell", "controller": "alice", "x": 5,
                           "targets": ["bears", "bob"][:len(division)], "division": division}]}

    for card, division in (("Rolling Thunder", [6, 6]), ("Lightning Bolt", [3])):
        with pytest.raises(MtgSolverError) as error:
            read_state(state(card, division))
        assert (error.value.code, error.value.path) == ("bad_request", "state.stack[0].division")
    assert read_state(state("Rolling Thunder", [2, 3])).stack[0].division == (2, 3)


def _spell_on_stack(card: str, targets: list[str], **entry: Any) -> dict[str, Any]:
    """Alice's ``card`` on the stack with ``targets``, over bob's Grizzly Bears and Silvercoat Lion."""
    return {"active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
            "objects": [{"id": "bears", "card": "Grizzly Bears", "controller": "bob"},
                        {"id": "lion", "card": "Silvercoat Lion", "controller": "bob"},
                        {"id": "card", "card": card, "controller": "alice", "zone": "stack"}],
            "stack": [{"id": "s", "kind": "spell", "source": "card", "controller": "alice", "targets": targets,
                       **entry}]}


@pytest.mark.parametrize(("card", "targets", "entry"), [
    ("Lightning Bolt", [], {}),                          # "any target": exactly one
    ("Lightning Bolt", ["bears", "bob"], {}),
    ("Electrolyze", [], {}),                             # "one or two targets": at least one
    ("Electrolyze", ["bears", "lion", "bob"], {}),        # at most two
    ("Cryptic Command", [], {"modes": [0, 1]}),          # each chosen mode's "target" needs its target
])
def test_601_2c_a_stack_entry_names_as_many_targets_as_its_text_allows(card: str, targets: list[str],
                                                                      entry: dict[str, Any]) -> None:
    """CR 601.2c, 115.1: as a spell is put on the stack its controller chooses targets for each instance of the word
    "target" (in each chosen mode, CR 700.2b); a stack entry naming more than its text takes, or fewer than it
    needs, is ``bad_request`` at its ``targets`` when the state is read."""
    with pytest.raises(MtgSolverError) as error:
        read_state(_spell_on_stack(card, targets, **entry))
    assert (error.value.code, error.value.path) == ("bad_request", "state.stack[0].targets")


@pytest.mark.parametrize(("card", "targets", "entry"), [
    ("Lightning Bolt", ["bob"], {}),
    ("Electrolyze", ["bears"], {"division": [2]}),
    ("Electrolyze", ["bears", "bob"], {"division": [1, 1]}),
    ("Cryptic Command", [], {"modes": [2, 3]}),         # tap creatures, draw a card: no target
    ("Grizzly Bears", [], {}),                           # a creature spell has no target (CR 115.1a-b)
])
def test_601_2c_stack_entries_with_the_targets_their_text_takes_are_read(card: str, targets: list[str],
                                                                        entry: dict[str, Any]) -> None:
    """CR 601.2c, 115.1, 700.2b: the counts the text allows ("one or two targets" takes one or two) are read."""
    assert read_state(_spell_on_stack(card, targets, **entry)).stack[0].targets == tuple(targets)


def test_a_huge_integer_is_a_clear_bad_request() -> None:
    """Bad input gets a clear error (README "Errors"): an integer of 5,000 digits is ``bad_request`` naming the
    bound, not Python's own message about ``sys.set_int_max_str_digits``."""
    text = '{"state": {"active_player": "a", "players": [{"id": "a", "life": ' + "9" * 5000 + "}]}, \"queries\": []}"
    with pytest.raises(MtgSolverError) as error:
        read_request(text)
    assert error.value.code == "bad_request" and "4,300 digits" in error.value.message
    assert "set_int_max_str_digits" not in error.value.message


@pytest.mark.parametrize(("edit", "path"), [
    (lambda st: st["players"][0].update(designations=["monarch", "monarch"]), "state.players[0].designations[1]"),
    (lambda st: st["objects"][0].update(chosen={"basic_land_type": "Desert"}), "state.objects[0].chosen.basic_land_type"),
    (lambda st: st["objects"][0].update(chosen={"basic_land_type": "Island", "land_type": "Forest"}),
     "state.objects[0].chosen.land_type"),
    (lambda st: st["stack"].append({"id": "s", "kind": "spell", "source": "bolt_card", "controller": "alice",
                                    "targets": ["bob"], "modes": [0]}), "state.stack[0].modes"),
])
def test_impossible_state_values_are_bad_requests(edit: Any, path: str) -> None:
    """README "Errors": a designation given twice, a chosen basic land type that isn't one (CR 305.6: Plains,
    Island, Swamp, Mountain, Forest) or two chosen land types that differ, and modes for a spell that isn't modal
    (CR 700.2) are ``bad_request`` at their field."""
    st: dict[str, Any] = {"active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
                          "objects": [{"id": "land", "card": "Multiversal Passage", "controller": "alice"},
                                      {"id": "bolt_card", "card": "Lightning Bolt", "controller": "alice",
                                       "zone": "stack"}], "stack": []}
    edit(st)
    with pytest.raises(MtgSolverError) as error:
        read_state(st)
    assert (error.value.code, error.value.path) == ("bad_request", path)


def test_a_player_s_counter_kinds_are_read_in_any_case() -> None:
    """CR 122.1: a counter's kind is a word of the rules text ("poison counters"); "Poison" in a request is poison."""
    st = read_state({"active_player": "alice", "players": [{"id": "alice", "counters": {"Poison": 3}}, {"id": "bob"}]})
    assert st.player("alice").counters == {"poison": 3}


def test_702_33a_a_spell_without_kicker_was_not_kicked() -> None:
    """CR 702.33a: Lightning Bolt has no kicker, so a stack entry saying it was kicked is ``bad_request`` at its
    ``paid.kicker``."""
    st = {"active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
          "objects": [{"id": "bolt_card", "card": "Lightning Bolt", "controller": "alice", "zone": "stack"}],
          "stack": [{"id": "s", "kind": "spell", "source": "bolt_card", "controller": "alice", "targets": ["bob"],
                     "paid": {"kicker": True}}]}
    with pytest.raises(MtgSolverError) as error:
        read_state(st)
    assert (error.value.code, error.value.path) == ("bad_request", "state.stack[0].paid.kicker")
