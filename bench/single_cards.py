"""Each card of the corpus alone (issue 13): how many of them a payment and a could-produce question answer.

For every card name of the bundled Oracle corpus (``model/data/oracle-corpus.jsonl.gz``), one board: the card
(``alice``'s, on the battlefield, no choice given), a Forest and a Mountain of ``alice``'s and a Plains of ``bob``'s,
Alice's turn. Asked: ``is_payable`` of ``{G}{R}`` for ``alice``, ``could_produce`` of the Forest and of the card. A
card that stops an answer is one whose text could change it and is not read (``unsupported_text``); the share
answered is the share of cards that never stop such a question by themselves. Random boards of twelve cards
(``bench/real_boards.py``) meet such a card about twelve times as often.

It prints the counts, the error messages that stop ``{G}{R}`` most often (grouped by their wording up to the first
quote) and one card of each. Not a test: ``python bench/single_cards.py`` (about two minutes on two cores).
"""

from __future__ import annotations

import argparse
import collections
import gzip
import json
import re
from pathlib import Path

from mtgsolver.model.errors import MtgSolverError, UnsupportedText
from mtgsolver.solver.board import Board

REPO = Path(__file__).resolve().parent.parent
CORPUS = REPO / "model" / "data" / "oracle-corpus.jsonl.gz"


def _names() -> list[str]:
    with gzip.open(CORPUS, "rt", encoding="utf-8") as f:
        return [json.loads(line)["name"] for line in f]


def _board(name: str) -> Board:
    return Board.from_json({"active_player": "alice", "players": [{"id": "alice"}, {"id": "bob"}], "objects": [
        {"id": "x", "card": name, "controller": "alice"}, {"id": "f", "card": "Forest", "controller": "alice"},
        {"id": "m", "card": "Mountain", "controller": "alice"}, {"id": "p", "card": "Plains", "controller": "bob"}]})


def _outcome(ask: object) -> str:
    """``"ok"``, or the ``unsupported_text`` message, or the error code for another library error."""
    try:
        ask()  # type: ignore[operator]
    except UnsupportedText as e:
        return e.message
    except MtgSolverError as e:
        return f"{e.code}: {e.message}"
    return "ok"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--top", type=int, default=20, help="how many blocking messages to list")
    args = ap.parse_args()
    counts: collections.Counter[tuple[str, bool]] = collections.Counter()
    blockers: collections.Counter[str] = collections.Counter()
    example: dict[str, str] = {}
    names = _names()
    for name in names:
        try:
            board = _board(name)
        except MtgSolverError as e:
            counts["request", False] += 1
            blockers[f"request refused: {e.code}"] += 1
            example.setdefault(f"request refused: {e.code}", name)
            continue
        pay = _outcome(lambda b=board: b.is_payable("alice", "{G}{R}"))
        for kind, got in (("{G}{R}", pay), ("could_produce Forest", _outcome(lambda b=board: b.could_produce("f"))),
                          ("could_produce the card", _outcome(lambda b=board: b.could_produce("x")))):
            counts[kind, got == "ok"] += 1
        if pay != "ok":
            key = re.sub(r"^.*?\(x\) ", "", pay).split("'")[0].split('"')[0][:100]
            blockers[key] += 1
            example.setdefault(key, name)
    print(f"## {len(names):,} cards, each alone beside a Forest, a Mountain and Bob's Plains\n")
    print("| question | answered | share |\n| --- | ---: | ---: |")
    for kind in ("{G}{R}", "could_produce Forest", "could_produce the card"):
        ok, asked = counts[kind, True], counts[kind, True] + counts[kind, False]
        print(f"| `{kind}` | {ok:,} of {asked:,} | {100 * ok / asked:.1f}% |")
    print(f"\nrequests refused whole: {counts['request', False]}\n\n### What stops `{{G}}{{R}}` (top {args.top})\n")
    for key, n in blockers.most_common(args.top):
        print(f"- {n}: {key} (e.g. {example[key]})")


if __name__ == "__main__":
    main()
