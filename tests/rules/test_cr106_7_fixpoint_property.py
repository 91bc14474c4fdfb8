"""CR 106.7, 616.1 and ruling G2: the worklist fixpoint of "could produce" equals a brute-force evaluation that
recomputes every object until nothing changes, applying the replacement effects in every order the player may
choose by itself (CR 616.1e-f: only effects that apply to the event as it now is).

The boards repeat cards (the fixpoint evaluates identical permanents once), attach an Aura that grants a mana
ability to one of several identical lands, include a land that looks at "another" land (CR 109.5), and put
counters, chosen colours and exiled cards on permanents whose mana reads them (Everflowing Chalice, Incubation
Druid, Coldsteel Heart, Chrome Mox) or doesn't."""

from __future__ import annotations

from itertools import permutations
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from mtgsolver.model.abilities import ManaAmountMultiplier, ManaCollapse
from mtgsolver.model.mana import MANA_TYPES, Mana, ManaType
from mtgsolver.solver.could_produce import CouldProduce
from mtgsolver.solver.production import applicable_replacements, base_bags
from mtgsolver.solver.view import BoardView

from tests.helpers import state

SOURCES = ("Reflecting Pool", "Exotic Orchard", "Fellwar Stone", "Forest", "Island", "Wastes", "City of Brass",
           "Gaea's Cradle", "Grizzly Bears", "Tundra", "Adarkar Wastes", "Sol Ring", "Squandered Resources",
           "Everflowing Chalice", "Coldsteel Heart", "Incubation Druid", "Chrome Mox")
#: An inline land that looks at the *other* lands (CR 109.5 "another"): its answer depends on which object it is.
ANOTHER_POOL = {"name": "Other Pool", "type_line": "Land",
                "oracle_text": "{T}: Add one mana of any type that another land you control could produce."}
EFFECTS = ("Contamination", "Hall of Gemstone", "Mana Reflection", "Damping Sphere", "Blood Moon",
           "Urborg, Tomb of Yawgmoth")


def _apply(effect: Any, bag: Mana, board: BoardView) -> Mana:
    """One replacement, written out from the cards' text."""
    e = effect.effect
    counts = list(bag.counts)
    if isinstance(e, ManaAmountMultiplier):
        return Mana(tuple(n * e.factor for n in counts))  # type: ignore[arg-type]
    if isinstance(e, ManaCollapse):
        return Mana.of([ManaType.C]) if bag.total >= 2 else bag
    into = e.into
    if into == "chosen_color":
        into = board.state.object(effect.source).chosen.get("color", "")
        if not into:
            return bag
    if e.and_amount:  # Contamination: "{B} instead of any other type and amount"
        return Mana.of([ManaType(into)])
    moved = sum(n for t, n in zip(MANA_TYPES, counts) if t.value != into and (t.is_color or not e.colors_only))
    out = [0 if (t.value != into and (t.is_color or not e.colors_only)) else n for t, n in zip(MANA_TYPES, counts)]
    out[MANA_TYPES.index(ManaType(into))] += moved
    return Mana(tuple(out))  # type: ignore[arg-type]


def _results(effects: list[Any], bag: Mana, board: BoardView) -> set[Mana]:
    """CR 616.1e-f, 614.5 by brute force: every ordered sequence of distinct effects in which each effect applies
    (changes the event) when its turn comes, and after which no remaining effect applies."""
    out: set[Mana] = set()
    for size in range(len(effects) + 1):
        for order in permutations(range(len(effects)), size):
            b, valid = bag, True
            for i in order:
                after = _apply(effects[i], b, board)
                if after == b:
                    valid = False
                    break
                b = after
            rest = [i for i in range(len(effects)) if i not in order]
            if valid and all(_apply(effects[i], b, board) == b for i in rest):
                out.add(b)
    return out


def brute_could_produce(board: BoardView) -> dict[str, frozenset[ManaType]]:
    """Recompute every permanent from the current values until no value changes (Kleene iteration from empty)."""
    values: dict[str, frozenset[ManaType]] = {v.id: frozenset() for v in board.battlefield()}

    def lookup(source: Any, view: Any) -> frozenset[ManaType]:
        if isinstance(source, str):  # "the sacrificed land": any land its controller controls
            from mtgsolver.model.filters import Controller, ObjectFilter

            source = ObjectFilter(card_types=frozenset({"land"}), controller=Controller.YOU)
        out: set[ManaType] = set()
        for o in board.battlefield():
            if board.matches(source, o, view.controller, view.id):
                out |= values[o.id]
        return frozenset(out)

    changed = True
    while changed:
        changed = False
        for v in board.battlefield():
            got: set[ManaType] = set()
            for ability in v.abilities:
                if ability.mana is None:
                    continue
                effects = applicable_replacements(board, v, ability)
                for bag in base_bags(board, v, ability.mana, lookup):
                    for b in _results(effects, bag, board):
                        got |= set(b.types())
            if frozenset(got) != values[v.id]:
                values[v.id] = frozenset(got)
                changed = True
    return values


@st.composite
def reflecting_boards(draw: Any) -> Any:
    names = draw(st.lists(st.sampled_from((*SOURCES, "Other Pool")), min_size=1, max_size=7))
    effects = draw(st.lists(st.sampled_from(EFFECTS), max_size=2, unique=True))
    objects: list[dict[str, Any]] = [
        {"id": f"o{i}", **({"card": n} if n != "Other Pool" else ANOTHER_POOL),
         "controller": draw(st.sampled_from(["alice", "bob"]))}
        for i, n in enumerate(names)
    ]
    # Counters, a chosen colour and an exiled card on some of them: what their abilities read (or don't).
    exiled = ("Grizzly Bears", "Lightning Bolt", "Hill Giant")
    for o in objects:
        if draw(st.booleans()):
            o["counters"] = {draw(st.sampled_from(["charge", "+1/+1"])): draw(st.integers(1, 2))}
        # Coldsteel Heart chose a colour as it entered (CR 614.12): on the battlefield it always has one.
        if o.get("card") == "Coldsteel Heart" or draw(st.booleans()):
            o["chosen"] = {"color": draw(st.sampled_from("WUBRG"))}
        if o.get("card") == "Chrome Mox" and draw(st.booleans()):
            card = draw(st.sampled_from(exiled))
            objects.append({"id": f"x{o['id']}", "card": card, "controller": o["controller"], "zone": "exile"})
            o["exiled"] = [f"x{o['id']}"]
    lands = [o["id"] for o, n in zip(objects, names)
             if n not in ("Fellwar Stone", "Grizzly Bears", "Sol Ring", "Everflowing Chalice", "Coldsteel Heart",
                          "Incubation Druid", "Chrome Mox")]
    if lands and draw(st.booleans()):
        # Gift of Paradise grants its land an ability (CR 613.1f): that land is no longer like its twins.
        objects.append({"id": "gift", "card": "Gift of Paradise", "controller": "alice",
                        "attached_to": draw(st.sampled_from(lands))})
    for j, n in enumerate(effects):
        extra = {"chosen": {"color": draw(st.sampled_from("WUBRG"))}} if n == "Hall of Gemstone" else {}
        objects.append({"id": f"e{j}", "card": n, "controller": "alice", **extra})
    return state(*objects)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(reflecting_boards())
def test_106_7_fixpoint_equals_brute_force(s: Any) -> None:
    """CR 106.7, G2: for every permanent, the worklist's answer is the brute force's."""
    board = BoardView(s)
    cp = CouldProduce(board)
    expected = brute_could_produce(board)
    for oid, types in expected.items():
        assert frozenset(cp.types(oid)) == types, oid
