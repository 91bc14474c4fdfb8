"""CR 107.4h, 106.3, 605.1b: {S} is paid only with mana a snow source produced, and the source of the mana a
tapped-for-mana trigger adds is the trigger's source (CR 106.3: "the source of that mana is the source of that
ability"; CR 605.1b: such a trigger is a mana ability of its own). Mana Flare's extra {G} beside a Snow-Covered
Forest comes from Mana Flare, an enchantment that isn't snow, so it pays {G} and not {S}; a snow permanent with such
a trigger makes snow mana, whatever land was tapped.

Every answer here is checked in every backend and referee at once (:func:`_payable_everywhere`): the quick check,
CP-SAT's check, best and enumeration, the search, the brute force and the python-constraint encoding (from the
encoded problem) and the reference payer (from the state itself)."""

from __future__ import annotations

import time
from typing import Any

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from mtgsolver.model.costs import Cost
from mtgsolver.model.io import read_state
from mtgsolver.model.queries import PaymentMode, PaymentsQuery
from mtgsolver.model.state import GameState
from mtgsolver.solver.payments import answer_payments, cpsat, legal_payments, search
from mtgsolver.solver.payments.bounds import relaxed_shortage
from mtgsolver.solver.payments.fast import quick_check
from mtgsolver.solver.payments.problem import encode_payment
from mtgsolver.solver.view import BoardView

from tests.payments import brute, csp
from tests.payments.reference import NotSupported, ReferencePayer, TooLarge, canonical

#: A made-up snow enchantment with Mana Flare's trigger, inline: a snow source of triggered mana (CR 205.4g).
SNOW_FLARE = {"name": "Snow Flare", "type_line": "Snow Enchantment", "mana_cost": "{2}{R}",
              "oracle_text": "Whenever a player taps a land for mana, that player adds one mana of any type that land "
                             "produced."}
SNOW_LANDS = ("Snow-Covered Forest", "Snow-Covered Island", "Arctic Treeline", "Arctic Flats")
LANDS = ("Forest", "Island", "Mountain")
#: Lands Utopia Sprawl may enchant ("Enchant Forest").
FORESTS = ("Snow-Covered Forest", "Arctic Treeline", "Forest")
TRIGGERS: tuple[Any, ...] = ("Mana Flare", "Heartbeat of Spring", "Utopia Sprawl", "Fertile Ground", SNOW_FLARE)
SYMBOLS = ("{S}", "{G}", "{U}", "{W}", "{R}", "{1}", "{C}")


def _state(objects: list[dict[str, Any]]) -> GameState:
    return read_state({"active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}],
                       "objects": [{"controller": "alice", **o} for o in objects]})


def _payable_everywhere(state: GameState, cost: str) -> bool:
    """Whether Alice can pay ``cost``, after asserting that every backend and referee says the same (and that the
    enumerations list the same minimal payments)."""
    bv = BoardView(state)
    q = PaymentsQuery(id="q", player="alice", cost=Cost.parse(cost))
    problem = encode_payment(bv, q)
    deadline = time.monotonic() + 600
    expected = brute.minimal_payments(problem)
    assert csp.minimal_payments(problem) == expected
    assert set(cpsat.enumerate_minimal(problem, deadline)) == expected
    assert set(search.minimal_payments(problem, deadline)) == expected
    reference = ReferencePayer(state, q).minimal_payments()
    listed = [canonical(p) for p in legal_payments(bv, q)]
    assert len(listed) == len(set(listed))
    assert set(listed) == reference
    payable = bool(expected)
    assert bool(reference) is payable
    assert quick_check(problem) in (None, payable)
    assert (cpsat.check(problem, deadline) is not None) is payable
    for mode in (PaymentMode.CHECK, PaymentMode.BEST):
        assert answer_payments(bv, PaymentsQuery(id="q", player="alice", cost=Cost.parse(cost), mode=mode))[
            "payable"] is payable
    return payable


def test_107_4h_a_snow_covered_forest_alone_pays_one_snow_symbol() -> None:
    """CR 107.4h: a Snow-Covered Forest is a snow source (CR 205.4g), so its {G} pays {S}; it taps once (CR 118.3),
    so it can't pay {S}{S}."""
    state = _state([{"id": "f", "card": "Snow-Covered Forest"}])
    assert _payable_everywhere(state, "{S}") is True
    assert _payable_everywhere(state, "{S}{S}") is False


def test_107_4h_605_1b_mana_flare_beside_a_snow_forest_pays_g_not_s() -> None:
    """CR 107.4h, 106.3, 605.1b: tapped, the Snow-Covered Forest adds {G} from a snow source, and Mana Flare's
    trigger adds {G} whose source is Mana Flare, not snow. So {S}{G} is paid (the Forest's {G} for {S}, the
    Flare's for {G}), {G}{G} too, and {S}{S} is not: only one mana comes from a snow source."""
    state = _state([{"id": "f", "card": "Snow-Covered Forest"}, {"id": "flare", "card": "Mana Flare"}])
    assert _payable_everywhere(state, "{S}{G}") is True
    assert _payable_everywhere(state, "{G}{G}") is True
    assert _payable_everywhere(state, "{S}{S}") is False


def test_107_4h_605_1b_the_unpayable_snow_cost_names_the_snow_sources() -> None:
    """CR 107.4h: {S}{S} with a Snow-Covered Forest and Mana Flare needs two mana from snow sources and only the
    Forest is one (Mana Flare isn't snow, CR 106.3): the reason cites CR 107.4h and names the Forest."""
    state = _state([{"id": "f", "card": "Snow-Covered Forest"}, {"id": "flare", "card": "Mana Flare"}])
    answer = answer_payments(BoardView(state), PaymentsQuery(id="q", player="alice", cost=Cost.parse("{S}{S}"),
                                                             mode=PaymentMode.CHECK))
    assert answer["payable"] is False
    (reason,) = answer["reasons"]  # type: ignore[misc]
    assert reason["rule"] == "CR 107.4h" and reason["objects"] == ["f"]


def test_107_4h_605_1b_utopia_sprawls_mana_is_the_auras_not_the_forests() -> None:
    """CR 107.4h, 106.3, 605.1b: Utopia Sprawl (blue chosen) on a Snow-Covered Forest adds {U} whose source is the
    Aura, which isn't snow. {S}{U} is paid (the Forest's {G} for {S}); {S}{G} is not: the Forest's {G} is the only
    mana that pays either symbol, and the {U} pays neither."""
    state = _state([{"id": "f", "card": "Snow-Covered Forest"},
                    {"id": "sprawl", "card": "Utopia Sprawl", "attached_to": "f", "chosen": {"color": "U"}}])
    assert _payable_everywhere(state, "{S}{U}") is True
    assert _payable_everywhere(state, "{S}{G}") is False


def test_107_4h_605_1b_a_snow_trigger_source_makes_snow_mana() -> None:
    """CR 107.4h, 106.3, 605.1b: a snow enchantment with Mana Flare's trigger (made up, inline) is a snow source, so
    the {G} it adds when a plain Forest is tapped pays {S}: {S}{G} is paid, {S}{S} is not (the Forest's {G} is not
    from a snow source). Beside a Snow-Covered Forest it pays {S}{S}. The same holds when Bob controls it: the
    mana's source is the snow enchantment whoever controls it."""
    for controller in ("alice", "bob"):
        flare = {"id": "flare", **SNOW_FLARE, "controller": controller}
        forest = _state([{"id": "f", "card": "Forest"}, flare])
        assert _payable_everywhere(forest, "{S}{G}") is True
        assert _payable_everywhere(forest, "{S}{S}") is False
        assert _payable_everywhere(_state([{"id": "f", "card": "Snow-Covered Forest"}, flare]), "{S}{S}") is True


def test_107_4h_605_1b_each_trigger_is_snow_as_its_own_source_is() -> None:
    """CR 107.4h, 106.3, 605.1b: a Snow-Covered Forest with Mana Flare and the snow enchantment with its trigger
    makes {G}{G}{G}: the Forest's and the snow enchantment's {G} from snow sources, Mana Flare's not. {S}{S}{G} is
    paid, {S}{S}{S} is not."""
    state = _state([{"id": "f", "card": "Snow-Covered Forest"}, {"id": "flare", "card": "Mana Flare"},
                    {"id": "snow", **SNOW_FLARE}])
    assert _payable_everywhere(state, "{S}{S}{G}") is True
    assert _payable_everywhere(state, "{S}{S}{S}") is False


def test_107_4h_605_1b_the_relaxation_bound_counts_only_mana_from_snow_sources() -> None:
    """CR 107.4h, 106.3, 605.1b: with a Snow-Covered Forest, Mana Flare and a Boros Signet, {S}{S} needs two mana from
    snow sources and at most one can be made (the Forest's {G}; the Flare's and the Signet's are not snow), even
    with every mana ability's own cost waived: the relaxation bound finds that shortage and the quick check says
    no."""
    state = _state([{"id": "f", "card": "Snow-Covered Forest"}, {"id": "flare", "card": "Mana Flare"},
                    {"id": "signet", "card": "Boros Signet"}])
    problem = encode_payment(BoardView(state), PaymentsQuery(id="q", player="alice", cost=Cost.parse("{S}{S}")))
    shortage = relaxed_shortage(problem)
    assert shortage is not None and (shortage.snow, shortage.need, shortage.have) == (True, 2, 1)
    assert quick_check(problem) is False
    assert _payable_everywhere(state, "{S}{S}") is False


def test_107_4h_605_1b_a_result_made_two_ways_is_one_payment() -> None:
    """CR 107.4h, 106.3, 605.1b; contract "What counts as one payment": Arctic Flats (snow, {G} or {W}) enchanted
    with Fertile Ground (not snow: one more mana of any colour) and a Plains, for {S}{W}. Tapped alone, the Flats
    pays it making {W}{G} (its {G} for {S}, the Aura's {W} for {W}; its {W} with the Aura's {G} pays nothing more,
    and is the same payment) or {W}{W}. With the Plains' {W} for {W}, the Flats pays {S} with its own mana whatever
    the Aura adds, and the pair is minimal when the Flats alone couldn't pay with that mana: {G}{G}, {U}{G}, {B}{G},
    {R}{G}, {W}{U}, {W}{B}, {W}{R}. Nine payments, each once."""
    state = _state([{"id": "flats", "card": "Arctic Flats"}, {"id": "plains", "card": "Plains"},
                    {"id": "aura", "card": "Fertile Ground", "attached_to": "flats"}])
    q = PaymentsQuery(id="q", player="alice", cost=Cost.parse("{S}{W}"))
    listed = [tuple((a["object"], a["produces"]) for a in p["activations"])  # type: ignore[attr-defined]
              for p in legal_payments(BoardView(state), q)]
    with_plains = [(("flats", m), ("plains", "{W}"))
                   for m in ("{G}{G}", "{U}{G}", "{B}{G}", "{R}{G}", "{W}{U}", "{W}{B}", "{W}{R}")]
    assert sorted(listed) == sorted([(("flats", "{W}{G}"),), (("flats", "{W}{W}"),), *with_plains])
    assert _payable_everywhere(state, "{S}{W}") is True


@st.composite
def snow_boards(draw: Any) -> tuple[GameState, PaymentsQuery]:
    """Up to three snow and other lands (now and then tapped), up to two tapped-for-mana triggers, each Alice's or
    Bob's (Utopia Sprawl on one of the Forests, a colour chosen; Fertile Ground on one of the lands), and a cost
    with at least one {S}."""
    objects: list[dict[str, Any]] = []
    for i, card in enumerate(draw(st.lists(st.sampled_from(SNOW_LANDS + LANDS), min_size=1, max_size=3))):
        objects.append({"id": f"o{i}", "card": card, "tapped": draw(st.integers(0, 5)) == 0})
    forests = [o["id"] for o in objects if o["card"] in FORESTS]
    for i, trigger in enumerate(draw(st.lists(st.sampled_from(TRIGGERS), max_size=2))):
        card = {"card": trigger} if isinstance(trigger, str) else dict(trigger)
        owner = {"id": f"t{i}", "controller": draw(st.sampled_from(("alice", "bob"))), **card}
        if trigger == "Utopia Sprawl":
            if not forests:
                continue
            owner.update(attached_to=draw(st.sampled_from(forests)),
                         chosen={"color": draw(st.sampled_from("WUBRG"))})
        elif trigger == "Fertile Ground":
            owner.update(attached_to=draw(st.sampled_from([o["id"] for o in objects if o["id"].startswith("o")])))
        objects.append(owner)
    cost = "{S}" + "".join(draw(st.lists(st.sampled_from(SYMBOLS), max_size=2)))
    return _state(objects), PaymentsQuery(id="q", player="alice", cost=Cost.parse(cost))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(snow_boards())
def test_107_4h_605_1b_every_backend_and_referee_agree_on_snow_costs(
        board: tuple[GameState, PaymentsQuery]) -> None:
    """CR 107.4h, 106.3, 605.1b: on boards of snow and other lands with Mana Flare, Heartbeat of Spring, Utopia
    Sprawl, Fertile Ground or a snow enchantment with Mana Flare's trigger, the solver's list of minimal payments
    (each once) equals the reference payer's, and CP-SAT's, the search's and python-constraint's equal the brute
    force's; the quick check, CP-SAT's check and the check and best answers say whether there is one."""
    state, query = board
    try:
        _payable_everywhere(state, str(query.cost))
    except (NotSupported, TooLarge, brute.SearchTooLarge):
        assume(False)
