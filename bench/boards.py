"""Deterministic, realistic boards for the benchmarks (contract ``state`` dicts, cards from the embedded registry).

Two mixes of mana sources, in the proportions of a three-colour constructed or Commander deck:

* ``lands`` — basics, original duals, shock lands, pain lands, Reflecting Pool, Exotic Orchard, City of Brass,
  mana elves and Birds of Paradise, Sol Ring and Talismans: every source is ``{T}: add`` (the Hall's-theorem fast
  path of :mod:`solver.payments.fast` decides payability);
* ``mixed`` — the same plus filter lands and Signets, whose mana abilities cost mana (CR 605.1a): CP-SAT decides.

Every generator takes a ``seed`` and returns the same board for the same arguments (``random.Random(seed)``).
Players are ``alice`` (the active player, who owns the sources) and ``bob``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

#: Colour pairs (alphabetical by WUBRG order) -> the cycle member of each two-colour land or rock family.
PAIRS: dict[str, dict[str, str]] = {
    "WU": {"dual": "Tundra", "shock": "Hallowed Fountain", "pain": "Adarkar Wastes", "filter": "Mystic Gate",
           "signet": "Azorius Signet", "talisman": "Talisman of Progress"},
    "UB": {"dual": "Underground Sea", "shock": "Watery Grave", "pain": "Underground River", "filter": "Sunken Ruins",
           "signet": "Dimir Signet", "talisman": "Talisman of Dominance"},
    "BR": {"dual": "Badlands", "shock": "Blood Crypt", "pain": "Sulfurous Springs", "filter": "Graven Cairns",
           "signet": "Rakdos Signet", "talisman": "Talisman of Indulgence"},
    "RG": {"dual": "Taiga", "shock": "Stomping Ground", "pain": "Karplusan Forest", "filter": "Fire-Lit Thicket",
           "signet": "Gruul Signet", "talisman": "Talisman of Impulse"},
    "WG": {"dual": "Savannah", "shock": "Temple Garden", "pain": "Brushland", "filter": "Wooded Bastion",
           "signet": "Selesnya Signet", "talisman": "Talisman of Unity"},
    "WB": {"dual": "Scrubland", "shock": "Godless Shrine", "pain": "Caves of Koilos", "filter": "Fetid Heath",
           "signet": "Orzhov Signet", "talisman": "Talisman of Hierarchy"},
    "UR": {"dual": "Volcanic Island", "shock": "Steam Vents", "pain": "Shivan Reef", "filter": "Cascade Bluffs",
           "signet": "Izzet Signet", "talisman": "Talisman of Creativity"},
    "BG": {"dual": "Bayou", "shock": "Overgrown Tomb", "pain": "Llanowar Wastes", "filter": "Twilight Mire",
           "signet": "Golgari Signet", "talisman": "Talisman of Resilience"},
    "WR": {"dual": "Plateau", "shock": "Sacred Foundry", "pain": "Battlefield Forge", "filter": "Rugged Prairie",
           "signet": "Boros Signet", "talisman": "Talisman of Conviction"},
    "UG": {"dual": "Tropical Island", "shock": "Breeding Pool", "pain": "Yavimaya Coast", "filter": "Flooded Grove",
           "signet": "Simic Signet", "talisman": "Talisman of Curiosity"},
}
BASIC = {"W": "Plains", "U": "Island", "B": "Swamp", "R": "Mountain", "G": "Forest"}
ORDER = "WUBRG"
#: The three-colour identities boards are drawn from (shards and wedges).
IDENTITIES = ("WUB", "UBR", "BRG", "WRG", "WUG", "WBG", "UBG", "UBR", "WUR", "BRG", "WBR", "URG")
#: Sources any deck may play, whatever its colours.
ANY_COLOR_LANDS = ("Reflecting Pool", "Exotic Orchard", "City of Brass")
ROCKS = ("Sol Ring", "Mind Stone")
#: Green mana creatures: always in the mix (as a green splash is not needed for Birds to be realistic).
CREATURES = ("Llanowar Elves", "Elvish Mystic", "Birds of Paradise", "Noble Hierarch", "Avacyn's Pilgrim")

#: Mix name -> (family, weight). ``basic`` draws a basic of the identity; two-colour families draw a pair of it.
MIXES: dict[str, tuple[tuple[str, int], ...]] = {
    "lands": (("basic", 40), ("dual", 8), ("shock", 10), ("pain", 10), ("any", 7), ("creature", 12),
              ("rock", 5), ("talisman", 8)),
    "mixed": (("basic", 34), ("dual", 6), ("shock", 8), ("pain", 8), ("any", 6), ("creature", 10), ("rock", 5),
              ("talisman", 6), ("filter", 9), ("signet", 8)),
}


def _pair(a: str, b: str) -> str:
    key = "".join(sorted(a + b, key=ORDER.index))
    return key if key in PAIRS else key[::-1]


def _draw(rng: random.Random, family: str, identity: str) -> str:
    """One card of ``family`` for a deck of colours ``identity``."""
    if family == "basic":
        return BASIC[rng.choice(identity)]
    if family == "any":
        return rng.choice(ANY_COLOR_LANDS)
    if family == "creature":
        return rng.choice(CREATURES)
    if family == "rock":
        return rng.choice(ROCKS)
    a, b = rng.sample(identity, 2)
    return PAIRS[_pair(a, b)][family]


def source_cards(n: int, mix: str, seed: int) -> tuple[str, list[str]]:
    """``(identity, card names)``: ``n`` mana sources of ``mix`` for a random three-colour identity.

    The first three sources are basics of the identity's three colours, so that every board can make every colour
    of its identity.
    """
    rng = random.Random(f"{mix}:{n}:{seed}")
    identity = rng.choice(IDENTITIES)
    families, weights = zip(*MIXES[mix])
    cards = [BASIC[c] for c in identity][:n]
    while len(cards) < n:
        cards.append(_draw(rng, rng.choices(families, weights)[0], identity))
    return identity, cards


def state_of(cards: Sequence[str], *, opponent: Sequence[str] = (), life: int = 20) -> dict[str, Any]:
    """A contract ``state``: alice controls ``cards`` (untapped, not summoning-sick), bob ``opponent``."""
    objects: list[dict[str, Any]] = []
    for owner, names in (("alice", cards), ("bob", opponent)):
        for i, name in enumerate(names):
            objects.append({"id": f"{owner[0]}{i}", "card": name, "controller": owner})
    return {"active_player": "alice", "players": [{"id": "alice", "life": life}, {"id": "bob", "life": 20}],
            "objects": objects, "effects": [], "stack": []}


def payable_cost(n: int, identity: str) -> str:
    """A cost a board of :func:`source_cards` of ``n`` sources can pay: one symbol of each colour of the identity
    (its first three sources are those basics) and generic mana for half of the other sources."""
    generic = (n - len(identity)) // 2
    return (f"{{{generic}}}" if generic else "") + "".join(f"{{{c}}}" for c in identity)


def unpayable_cost(n: int, identity: str) -> str:
    """A cost no board of :func:`source_cards` can pay: more mana than its sources make (Sol Ring aside, at most
    two mana each), with a symbol of each colour."""
    return f"{{{2 * n + 1}}}" + "".join("{" + c + "}" for c in identity)


#: The could-produce board variants: registry cards; the same cards written inline in every object; every object
#: distinct (charge counters its abilities don't read, and a quarter of the lands looking at "another" land).
CP_VARIANTS = ("registry", "inline", "distinct")

OTHER_POOL = {"name": "Other Pool", "type_line": "Land",
              "oracle_text": "{T}: Add one mana of any type that another land you control could produce."}


def could_produce_board(n: int, seed: int, variant: str = "registry") -> dict[str, Any]:
    """A board of ``n`` permanents (two thirds alice's, one third bob's) with reflection chains and cycles.

    Reflecting Pools look at their controller's lands, Exotic Orchards at the opponent's, Fellwar Stones at the
    opponent's lands: alice's Orchards depend on bob's lands, among which bob's Orchards depend on alice's lands and
    bob's Pools on bob's Orchards (CR 106.7; cycles like two Pools alone define nothing). A quarter are basics.
    ``variant`` is one of :data:`CP_VARIANTS`.
    """
    rng = random.Random(f"could_produce:{n}:{seed}")
    pool = ("Reflecting Pool", "Reflecting Pool", "Exotic Orchard", "Exotic Orchard", "Fellwar Stone",
            "Plains", "Island", "Swamp", "Mountain", "Forest", "Birds of Paradise", "Tundra", "Steam Vents",
            "City of Brass", "Sol Ring", "Mystic Gate")
    mine = [rng.choice(pool) for _ in range(n - n // 3)]
    theirs = [rng.choice(pool) for _ in range(n // 3)]
    state = state_of(mine, opponent=theirs)
    if variant == "registry":
        return state
    from mtgsolver.model.registry import default_registry

    registry = default_registry()
    for i, o in enumerate(state["objects"]):
        if variant == "inline":
            card = registry.get(o.pop("card"))
            o.update(name=card.name, type_line=card.type_line.text, oracle_text=card.oracle_text,
                     mana_cost=str(card.mana_cost) if card.mana_cost else "")
        elif variant == "distinct":
            o["counters"] = {"charge": i + 1}
            if o["card"] == "Reflecting Pool" and i % 2:
                del o["card"]
                o.update(OTHER_POOL)
        else:
            raise ValueError(f"unknown variant {variant!r}")
    return state


#: Cone of Flame (Oracle text from the corpus; not in the embedded registry): three target slots.
CONE_OF_FLAME = {
    "name": "Cone of Flame", "mana_cost": "{3}{R}{R}", "type_line": "Sorcery", "keywords": [],
    "oracle_text": ("Cone of Flame deals 1 damage to any target, 2 damage to another target, and 3 damage to a third "
                    "target."),
}


def copy_targets_board(candidates: int) -> tuple[dict[str, Any], dict[str, Any]]:
    """``(state, query)``: Lithoform Engine copies alice's Cone of Flame (three slots, "any target") on a board
    where ``candidates`` objects and players are legal targets (two players and ``candidates - 2`` creatures)."""
    creatures = [f"{'Grizzly Bears' if i % 2 else 'Hill Giant'}" for i in range(candidates - 2)]
    state = state_of(["Lithoform Engine"], opponent=creatures)
    state["objects"].append({"id": "cone", "controller": "alice", "zone": "stack", **CONE_OF_FLAME})
    state["stack"] = [{"id": "s1", "kind": "spell", "source": "cone", "controller": "alice",
                       "targets": ["b0", "b1", "bob"]}]
    query = {"id": "q", "kind": "copy_targets", "copy_of": "s1", "by": {"object": "a0", "ability": {"text": "{3}, {T}: Copy target instant"}}}
    return state, query
