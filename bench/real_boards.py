"""Random boards of real cards (issue 13, item 7): how many questions about them are answered, what blocks the
rest, and the slowest request.

Each board holds 6 lands and 6 other permanents drawn from the bundled Oracle corpus
(``model/data/oracle-corpus.jsonl.gz``, one row per card name: its first face; the few cards whose mana cost the
model can't hold, such as Little Girl's {HW}, left out), three of each for ``alice`` (the active player) and three
of each for ``bob``; a card whose text makes a choice as it enters gets one ("choose a color": a random colour;
"choose a creature type": a random creature type; "you may have this creature enter as a copy of ...": another
card of the board, a land for a land and a nonland card for the others, or none). Each board is one request asking:

* ``activatable`` for each player;
* ``could_produce`` of every object;
* ``payments`` of one cost, the mana cost of a random nonland card of the corpus (X = 1 when it has {X}), for
  ``alice``, in modes ``check`` and ``all`` (default limit and time limit).

It prints the share of each query kind answered (``ok``), the error codes of the rest, the sentences (or cards)
that block them most often, any ``bad_request`` or ``internal_error`` (there should be none) and any request
refused whole, and the slowest request (:func:`mtgsolver.solver.api.solve`, after one untimed request that builds
the text parser and imports the solvers) with the time of each of its queries asked alone. Board ``n`` comes from
``random.Random(f"{seed}:{n}")``, so ``--boards`` and ``--quick`` give the same first boards.

Not a test: run ``python bench/real_boards.py`` (300 boards, under a minute on two cores unless a payments list
runs into its time limit) or ``--quick`` (30 boards).
"""

from __future__ import annotations

import argparse
import collections
import gzip
import json
import random
import re
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(REPO)]

from mtgsolver.model.errors import MtgSolverError
from mtgsolver.model.registry import card_from_record
from mtgsolver.model.subtypes import CREATURE_TYPES as ALL_CREATURE_TYPES
from mtgsolver.solver.api import solve

CORPUS = REPO / "model" / "data" / "oracle-corpus.jsonl.gz"
PERMANENT_TYPES = frozenset({"Artifact", "Creature", "Enchantment", "Land", "Planeswalker", "Battle"})
#: Layouts of cards that are not permanents a game can hold (planes, schemes, vanguards).
SKIPPED_LAYOUTS = frozenset({"planar", "scheme", "vanguard", "art_series", "emblem"})
PLAYERS = ("alice", "bob")
KINDS = ("activatable", "could_produce", "payments check", "payments all")
COLORS = "WUBRG"
COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
CREATURE_TYPES = ("Elf", "Goblin", "Human", "Merfolk", "Zombie", "Dragon", "Wizard", "Soldier")
DEFAULT_SEED = 4813
#: What a blocking error is counted under: the card (``state.objects[i]``) and the sentence quoted after "... not
#: understood, so ...: " (the sentence may hold ": " itself, "{T}: Add {G}").
_SENTENCE = re.compile(r"not understood[^:]*?: (.+)$", re.DOTALL)
#: A permanent that may enter as a copy (Clone, Vesuva, Protean Raider: CR 707.5).
_ENTERS_AS_COPY = re.compile(r"\byou may have [^,.\"]+? enter (?:tapped )?as a copy of\b", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Pools:
    """Card names of the corpus by role, in corpus order."""

    lands: tuple[str, ...]
    others: tuple[str, ...]
    costs: tuple[str, ...]
    texts: dict[str, str]


def _representable(record: dict[str, Any]) -> bool:
    """Can the model hold this card (not a mana cost outside CR 107.4, such as Little Girl's {HW})?"""
    try:
        card_from_record(record)
    except MtgSolverError:
        return False
    return True


def load_pools() -> Pools:
    """The lands, other permanents and nonland mana costs of the corpus (one row per name: the first), leaving out
    the few cards whose mana cost the model can't hold (a request naming one is refused whole)."""
    lands: list[str] = []
    others: list[str] = []
    costs: list[str] = []
    texts: dict[str, str] = {}
    with gzip.open(CORPUS, "rt", encoding="utf-8") as f:
        for line in f:
            r = json.loads(line)
            name = r["name"]
            if name in texts or r.get("layout") in SKIPPED_LAYOUTS or not _representable(r):
                continue
            texts[name] = r.get("text") or ""
            types = set(r.get("types") or ())
            if "Land" in types:
                lands.append(name)
            elif types & PERMANENT_TYPES:
                others.append(name)
            if "Land" not in types and r.get("manaCost"):
                costs.append(r["manaCost"])
    return Pools(tuple(lands), tuple(others), tuple(costs), texts)


_CHOOSES_NAME = re.compile(r"\bchoose an? (nonland |creature |land )?card name\b", re.IGNORECASE)
#: A choice among listed words, as it entered or as the deck was built: "choose white, blue, black, red, or green"
#: (Unknown Event Shores), "choose Elemental, Elf, Faerie, ..., or Treefolk" (Eclipsed Realms).
_CHOOSES_AMONG = re.compile(r"\bchoose ((?:[A-Za-z]+, )+or [A-Za-z]+)\b")


#: "As this enchantment enters, choose Jeskai or Temur." (the Sieges, CR 614.12).
_CHOOSES_LINE = re.compile(r"\bchoose ([A-Z][a-z]+) or ([A-Z][a-z]+)\.")


def _chosen(text: str, rng: random.Random) -> dict[str, str]:
    chosen: dict[str, str] = {}
    color = re.search(r"\bchooses? a colou?r\b(?: other than (white|blue|black|red|green))?", text, re.IGNORECASE)
    if color:
        # "a color other than green" (Thriving Grove) never chooses green (CR 105.4): the next colour instead, so
        # the rest of the board is drawn as before.
        chosen["color"] = rng.choice(COLORS)
        if chosen["color"] == COLOR_WORDS.get((color.group(1) or "").lower()):
            chosen["color"] = COLORS[(COLORS.index(chosen["color"]) + 1) % len(COLORS)]
    if re.search(r"\bchoose a creature type\b", text, re.IGNORECASE):
        chosen["creature_type"] = rng.choice(CREATURE_TYPES)
    if "choose a basic land type" in text.lower():
        chosen["basic_land_type"] = rng.choice(("Plains", "Island", "Swamp", "Mountain", "Forest"))
    among = _CHOOSES_AMONG.search(text)
    if among:
        options = [w.strip() for w in among.group(1).replace(", or ", ", ").split(", ")]
        colors = [COLOR_WORDS[w.lower()] for w in options if w.lower() in COLOR_WORDS]
        if len(colors) == len(options):
            chosen["color"] = rng.choice(colors)
        elif all(w in ALL_CREATURE_TYPES for w in options):
            chosen["creature_type"] = rng.choice(options)
    line = _CHOOSES_LINE.search(text)
    if line:
        # The Sieges: the line chosen as it entered (CR 614.12), drawn apart so the rest of the board stays the same.
        chosen["mode"] = random.Random(text).choice(line.groups())
    several = re.search(r"\b(?:choose up to|circle) (one|two|three) (?:of the )?colors\b|chooses a third color", text,
                        re.IGNORECASE)
    if several:
        # Desert Cenote, Paliano, Cryptic Spires: several colours (up to N, or exactly N circled), drawn apart so
        # the rest of the board stays the same.
        most = {"one": 1, "two": 2, "three": 3}.get(several.group(1) or "three", 3)
        least = 0 if several.group(1) and "up to" in several.group(0).lower() else most
        picker = random.Random(text)
        chosen["colors"] = "".join(picker.sample(COLORS, picker.randint(least, most)))
    return chosen


def board_request(pools: Pools, seed: int, number: int) -> dict[str, Any]:
    """Board ``number`` of ``seed``: its request (state and queries)."""
    rng = random.Random(f"{seed}:{number}")
    names = rng.sample(pools.lands, 6) + rng.sample(pools.others, 6)
    objects = []
    for i, name in enumerate(names):
        obj: dict[str, Any] = {"id": f"o{i}", "card": name, "controller": PLAYERS[(i % 6) // 3]}
        chosen: dict[str, str | None] = {**_chosen(pools.texts[name], rng)}
        if _ENTERS_AS_COPY.search(pools.texts[name]):
            # CR 707.5: what it copied, drawn apart so the rest of the board stays the same.
            kin = names[:6] if i < 6 else names[6:]
            chosen["copy"] = random.Random(f"{seed}:{number}:{i}").choice([None, *(n for n in kin if n != name)])
        named = _CHOOSES_NAME.search(pools.texts[name])
        if named:
            # Pithing Needle, Skyseer's Chariot: a card name chosen as it entered, drawn apart as the copy is; a
            # nonland name among the board's other permanents, any name among all its cards.
            kin = {"nonland ": names[6:], "creature ": names[6:], "land ": names[:6]}.get(named.group(1) or "", names)
            chosen["name"] = random.Random(f"{seed}:{number}:{i}:name").choice([n for n in kin if n != name] or kin)
        if chosen:
            obj["chosen"] = chosen
        objects.append(obj)
    cost = rng.choice(pools.costs)
    x = {"x": 1} if "{X}" in cost else {}
    queries: list[dict[str, Any]] = [{"id": f"act-{p}", "kind": "activatable", "player": p} for p in PLAYERS]
    queries += [{"id": f"cp-{o['id']}", "kind": "could_produce", "object": o["id"]} for o in objects]
    queries += [{"id": f"pay-{mode}", "kind": "payments", "player": "alice", "cost": cost, "mode": mode, **x}
                for mode in ("check", "all")]
    return {"state": {"active_player": "alice",
                      "players": [{"id": p, "life": 20} for p in PLAYERS],
                      "objects": objects, "effects": [], "stack": []},
            "queries": queries}


def kind_of(query: dict[str, Any]) -> str:
    """The row a query is counted in."""
    return f"payments {query['mode']}" if query["kind"] == "payments" else str(query["kind"])


def blocker(request: dict[str, Any], error: dict[str, Any]) -> str:
    """What an error is counted under: its code, the card it names and the sentence it quotes."""
    path = error.get("path") or ""
    message = error.get("message") or ""
    m = re.match(r"state\.objects\[(\d+)\]", path)
    card = request["state"]["objects"][int(m.group(1))]["card"] if m else ""
    if not card and (q := re.match(r"queries\[(\d+)\]\.object", path)):
        obj = request["queries"][int(q.group(1))]["object"]
        card = next(o["card"] for o in request["state"]["objects"] if o["id"] == obj)
    sentence = _SENTENCE.search(message)
    what = sentence.group(1).strip() if sentence and error["code"] == "unsupported_text" else message[:160]
    return f"{error['code']}: {card + ' — ' if card else ''}{what}"


@dataclass
class Tally:
    """Answers by query kind, the blockers, the requests that failed whole, the slowest request."""

    asked: collections.Counter[str] = field(default_factory=collections.Counter)
    ok: collections.Counter[str] = field(default_factory=collections.Counter)
    codes: dict[str, collections.Counter[str]] = field(
        default_factory=lambda: collections.defaultdict(collections.Counter))
    blockers: dict[str, collections.Counter[str]] = field(
        default_factory=lambda: collections.defaultdict(collections.Counter))
    bugs: list[tuple[int, str, dict[str, Any]]] = field(default_factory=list)
    times: list[tuple[float, int]] = field(default_factory=list)
    #: ``activatable`` rows: abilities decided, and those listed in ``unknown`` (never guessed, with their error).
    decided: int = 0
    undecided: int = 0

    def add(self, number: int, request: dict[str, Any], response: dict[str, Any], seconds: float) -> None:
        """Count one board's answers."""
        self.times.append((seconds, number))
        results = response.get("results") or []
        if not results:
            self.bugs.append((number, "request", response.get("error") or {}))
            return
        for query, result in zip(request["queries"], results, strict=True):
            kind = kind_of(query)
            self.asked[kind] += 1
            if result.get("ok"):
                self.ok[kind] += 1
                if kind == "activatable":
                    self.decided += len(result["abilities"])
                    self.undecided += len(result.get("unknown", ()))
                    for row in result.get("unknown", ()):
                        self.blockers[blocker(request, row["error"])]["activatable rows"] += 1
                continue
            error = result["error"]
            self.codes[kind][error["code"]] += 1
            self.blockers[blocker(request, error)][kind] += 1
            if error["code"] in ("bad_request", "internal_error"):
                self.bugs.append((number, query["id"], error))


def timed(request: dict[str, Any]) -> tuple[dict[str, Any], float]:
    """The response to ``request`` and the seconds it took (:func:`mtgsolver.solver.api.solve`, as the CLI)."""
    start = time.perf_counter()
    response, _status = solve(request)
    return response, time.perf_counter() - start


def report(tally: Tally, pools: Pools, seed: int, boards: int, top: int) -> None:
    """Print the tables (markdown)."""
    print(f"## {boards} boards of real cards, seed {seed}\n")
    print("| query kind | asked | answered (ok) | share | not answered, by code |")
    print("| --- | ---: | ---: | ---: | --- |")
    for kind in KINDS:
        asked, ok = tally.asked[kind], tally.ok[kind]
        codes = ", ".join(f"{c} {n}" for c, n in tally.codes[kind].most_common()) or "-"
        print(f"| {kind} | {asked} | {ok} | {100 * ok / asked if asked else 0:.1f}% | {codes} |")
    rows = tally.decided + tally.undecided
    print(f"\nactivatable answers list every ability decided ({tally.decided} of {rows} abilities, "
          f"{100 * tally.decided / rows if rows else 0:.1f}%) or in `unknown` with its error ({tally.undecided}).")
    print(f"\n### What blocks the rest (top {top}: queries, or activatable rows, blocked by kind, code, card, "
          "sentence)\n")
    ranked = sorted(tally.blockers.items(), key=lambda item: (-item[1].total(), item[0]))
    for what, by_kind in ranked[:top]:
        kinds = ", ".join(f"{k} {n}" for k, n in by_kind.most_common())
        print(f"- {by_kind.total()} ({kinds}): {what}")
    print("\n### bad_request and internal_error (and requests refused whole)\n")
    bugs: dict[str, list[str]] = collections.defaultdict(list)
    for number, where, error in tally.bugs:
        bugs[f"{error.get('code')}: {error.get('message')}"].append(f"board {number} {where}")
    for what, places in sorted(bugs.items(), key=lambda item: -len(item[1])):
        print(f"- {len(places)}: {what} (first: {places[0]})")
    if not bugs:
        print("none")
    seconds, number = max(tally.times)
    ordered = sorted(t for t, _n in tally.times)
    print(f"\n### Slowest request: board {number}, {seconds * 1000:.0f} ms "
          f"(median {ordered[len(ordered) // 2] * 1000:.0f} ms, 99th percentile "
          f"{ordered[min(len(ordered) - 1, len(ordered) * 99 // 100)] * 1000:.0f} ms)\n")
    request = board_request(pools, seed, number)
    print("cards: " + "; ".join(f"{o['card']} ({o['controller']})" for o in request["state"]["objects"]))
    alone = []
    for query in request["queries"]:
        _response, t = timed({"state": request["state"], "queries": [query]})
        alone.append((t, query))
    for t, query in sorted(alone, key=lambda tq: tq[0], reverse=True)[:3]:
        extra = f" {query['cost']}" if query["kind"] == "payments" else ""
        print(f"- {query['id']}{extra} alone: {t * 1000:.0f} ms")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", type=int, default=DEFAULT_SEED)
    ap.add_argument("--boards", type=int, default=300)
    ap.add_argument("--quick", action="store_true", help="30 boards")
    ap.add_argument("--top", type=int, default=25, help="how many blockers to list")
    args = ap.parse_args()
    boards = 30 if args.quick else args.boards
    pools = load_pools()
    # The first request of a process builds the Oracle-text parser and imports the solvers: not a board's time.
    timed(board_request(pools, args.seed, -1))
    tally = Tally()
    for number in range(boards):
        request = board_request(pools, args.seed, number)
        response, seconds = timed(request)
        tally.add(number, request, response, seconds)
    report(tally, pools, args.seed, boards, args.top)


if __name__ == "__main__":
    main()
