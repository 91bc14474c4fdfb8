"""How much of a card corpus the Oracle-text reader understands (CR 113, 605.1).

:func:`coverage_report` reads rows in the corpus format (JSON objects with ``name``, ``type``, ``text``, as in
``shared/data/oracle-corpus.jsonl.gz``) and counts, per paragraph:

* abilities by kind (``mana``, ``activated``, ``triggered``, ``static``, ``spell``, ``keyword``, CR 113.3, 605.1)
  and, per kind, how many were read without an unsupported sentence; every paragraph gives at least one ability
  of one of those six kinds (``unclassified`` counts paragraphs that don't, and is 0);
* *mana paragraphs*: those whose text (reminder text removed) contains ``"Add {"``, or ``"Add N mana"`` with N a
  number word from one to ten or X. Such a paragraph is *read* when each mana ability it gives (CR 605.1a/b) has its production
  read (``Ability.mana``, or the "same type" of a tapped-for-mana trigger), each ability it grants in quotes is
  read, and it is otherwise correctly not a mana ability (a spell, CR 605.5b; a targeted or loyalty ability or a
  trigger from another event, CR 605.5a). It is *usable by the solver* (``mana_fully_read``) when, moreover, no
  sentence of it is unsupported (riders and activation restrictions included) and every part of its costs is
  modelled: only such a mana ability is ever used (contract "never guessed");
* the most common unsupported sentence shapes (card names as ``~``, numbers as ``N``).

Run ``python -m mtgsolver.model.coverage FILE [--forge FORGE_FILE]`` to print the report (``--json`` for JSON): ``FILE`` is
JSON lines in the corpus format, or any card file :func:`model.registry.load_cards` reads (MTGJSON AtomicCards,
Scryfall oracle-cards); ``--forge`` adds the comparison with Forge's mana abilities (:mod:`model.forge`).
"""

from __future__ import annotations

import argparse
import gzip
import json
import re
import sys
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping
from pathlib import Path
from typing import Any

__all__ = ["MANA_PARAGRAPH", "coverage_report", "format_report", "load_rows", "main", "sentence_shape"]

#: A paragraph that speaks of adding mana (the coverage target's denominator): "Add {", "Add one mana",
#: "Add three mana", "Add X mana".
MANA_PARAGRAPH = re.compile(r"Add \{|Add (?:one|two|three|four|five|six|seven|eight|nine|ten|X) mana")


def sentence_shape(sentence: str, card_name: str = "") -> str:
    """A sentence with the card's name and self-references as ``~`` and numbers as ``N`` (``{2}`` -> ``{N}``)."""
    from mtgsolver.model.reader import normalize_reference

    s = normalize_reference(sentence, card_name)
    return re.sub(r"\d+", "N", s)


def load_rows(path: str | Path) -> Iterator[dict[str, Any]]:
    """Rows of a ``.jsonl`` or ``.jsonl.gz`` file (one JSON object per line)."""
    p = Path(path)
    opener = gzip.open if p.suffix == ".gz" else open
    with opener(p, "rt", encoding="utf-8") as fh:  # type: ignore[operator]
        for line in fh:
            if line.strip():
                yield json.loads(line)


def card_file_rows(path: str | Path, progress: Callable[[int, int], None] | None = None) -> list[dict[str, Any]]:
    """Rows in the corpus format (``name``, ``type``, ``text``) of any card file: corpus JSON lines are read as
    they are; MTGJSON AtomicCards and Scryfall oracle-cards through :func:`model.registry.load_cards` (one row per
    card, its first face). Raises :class:`~model.errors.MtgSolverError` (``bad_card_file``) naming the record for
    a malformed file."""
    from mtgsolver.model.registry import load_cards

    p = Path(path)
    if p.name.endswith((".jsonl", ".jsonl.gz")):
        try:
            rows = list(load_rows(p))
        except (OSError, ValueError, RecursionError):
            rows = []
        if rows and isinstance(rows[0], dict) and "type" in rows[0]:
            return rows
    registry = load_cards(p, progress=progress)
    return [{"name": c.name, "type": c.type_line.text, "text": c.oracle_text} for c in registry]


def coverage_report(rows: Iterable[Mapping[str, Any]], top: int = 30) -> dict[str, Any]:
    """Coverage of ``rows`` (corpus format): a dict with ``cards``, ``paragraphs``, ``kinds`` (paragraph
    abilities per kind), ``paragraphs_read`` (no unsupported sentence), ``mana_paragraphs``, ``mana_read``,
    ``mana_share`` (``mana_read / mana_paragraphs``, 1.0 when there are none), ``cards_fully_read``,
    ``unsupported_sentences`` and ``top_unsupported`` (the ``top`` most common shapes as ``[shape, count]``),
    ``kinds_read`` (abilities per kind with no unsupported sentence), ``unclassified`` (paragraphs giving no
    ability of the six kinds, CR 113.3) and ``mana_unread`` (examples of unread mana paragraphs)."""
    from mtgsolver.model.abilities import AbilityKind
    from mtgsolver.model.reader import _Ctx, _paragraphs, _read_paragraph
    from mtgsolver.model.state import TypeLine

    kinds: Counter[str] = Counter()
    kinds_read: Counter[str] = Counter()
    unclassified = 0
    shapes: Counter[str] = Counter()
    cards = paragraphs = paragraphs_read = mana_pars = mana_read = mana_full = fully = unsupported_total = 0
    unread_examples: list[str] = []
    for row in rows:
        cards += 1
        name = str(row.get("name") or "")
        types = TypeLine.parse(str(row.get("type") or "")).card_types
        pars = _paragraphs(str(row.get("text") or ""))
        spell = bool(types & {"instant", "sorcery"}) and not (types & {"land", "creature"})
        ctx = _Ctx(name, spell=spell, station=any(p == "Station" for p in pars))
        card_ok = True
        for par in pars:
            paragraphs += 1
            abilities = _read_paragraph(par, ctx)
            unsupported = [u for a in abilities for u in a.unsupported]
            for a in abilities:
                kinds[a.kind.value] += 1
                kinds_read[a.kind.value] += not a.unsupported
            unclassified += not abilities or not all(isinstance(a.kind, AbilityKind) for a in abilities)
            for u in unsupported:
                shapes[sentence_shape(u, name)] += 1
            unsupported_total += len(unsupported)
            ok = not unsupported
            paragraphs_read += ok
            card_ok = card_ok and ok
            if MANA_PARAGRAPH.search(par):
                mana_pars += 1
                read = not any(_unread(a) for a in abilities)
                mana_read += read
                # Usable by the solver: every sentence read and every cost part modelled (a mana ability with
                # anything unread is never used, CR 605.1a; contract "never guessed").
                mana_full += read and ok and not any(a.cost is not None and a.cost.others for a in abilities)
                if not (read and ok) and len(unread_examples) < top:
                    unread_examples.append(f"{name}: {par}")
        fully += card_ok
    return {
        "cards": cards,
        "paragraphs": paragraphs,
        "kinds": dict(kinds.most_common()),
        "kinds_read": {k: kinds_read[k] for k in kinds},
        "unclassified": unclassified,
        "paragraphs_read": paragraphs_read,
        "mana_paragraphs": mana_pars,
        "mana_read": mana_read,
        "mana_share": mana_read / mana_pars if mana_pars else 1.0,
        "mana_fully_read": mana_full,
        "mana_full_share": mana_full / mana_pars if mana_pars else 1.0,
        "cards_fully_read": fully,
        "unsupported_sentences": unsupported_total,
        "top_unsupported": [[s, n] for s, n in shapes.most_common(top)],
        "mana_unread": unread_examples,
    }


def _grant_unread(ability: Any) -> bool:
    """A static or keyword ability whose text adds mana in quotes or in the abilities it gives its object
    (CR 113.10; max speed CR 702.178a, level up CR 711.2a, station CR 721.2a) but was not read as a grant, or
    whose granted abilities are not read."""
    from mtgsolver.model.abilities import AbilityKind, ConditionalGrant, GrantManaAbility

    if ability.kind not in (AbilityKind.STATIC, AbilityKind.KEYWORD):
        return False
    if not MANA_PARAGRAPH.search(ability.text):
        return False
    grants = [s for s in ability.static if isinstance(s, GrantManaAbility | ConditionalGrant)]
    if not grants:
        return True
    granted = [a for g in grants for a in g.abilities]
    return any(_unread(a) for a in granted) or not any(
        a.kind is AbilityKind.MANA or a.static for a in granted
    )


def _unread(ability: Any) -> bool:
    """A mana ability whose production is not read (CR 605.1a/b), or a grant of one that is not read."""
    from mtgsolver.model.abilities import AbilityKind, TappedForManaTrigger

    if ability.kind is AbilityKind.MANA:
        return ability.mana is None and not any(
            isinstance(s, TappedForManaTrigger) and s.adds == "same_type" for s in ability.static)
    return _grant_unread(ability)


def format_report(report: Mapping[str, Any]) -> str:
    """The report as text for a person to read."""
    lines = [
        (f"cards: {report['cards']}   paragraphs: {report['paragraphs']}   "
        f"read without unsupported sentences: {report['paragraphs_read']}"),
        "abilities per kind (read without unsupported sentences / all): " + ", ".join(
            f"{k} {report['kinds_read'][k]}/{v}" for k, v in report["kinds"].items()
        ) + f"; paragraphs not classified: {report['unclassified']}",
        (f"mana paragraphs ('Add {{', 'Add N mana'): {report['mana_paragraphs']}, "
        f"classified and their mana read: {report['mana_read']} = {100 * report['mana_share']:.2f}%; usable by the "
        f"solver (every sentence read, every cost part modelled): {report['mana_fully_read']} = "
        f"{100 * report['mana_full_share']:.2f}%"),
        f"cards fully read: {report['cards_fully_read']}   unsupported sentences: {report['unsupported_sentences']}",
        "most common unsupported shapes:",
    ]
    lines += [f"  {n:5d}  {s}" for s, n in report["top_unsupported"]]
    if report.get("mana_unread"):
        lines.append("mana paragraphs not read (examples):")
        lines += ["  " + e.replace("\n", " / ") for e in report["mana_unread"]]
    return "\n".join(lines)


def _positive(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError("must be 1 or more")
    return value


def main(argv: list[str] | None = None) -> int:
    """``python -m mtgsolver.model.coverage FILE [--forge FORGE_FILE] [--top N] [--json]``: print the coverage report of a
    card file and, with ``--forge``, the comparison with Forge's mana abilities; exit status 0, 2 for a card file
    that cannot be read (the error names the record)."""
    from mtgsolver.model.errors import MtgSolverError

    ap = argparse.ArgumentParser(prog="mtgsolve coverage", description=__doc__.split("\n")[0])
    ap.add_argument("corpus", help="a card file: corpus JSON lines (.jsonl, .jsonl.gz), MTGJSON or Scryfall JSON")
    ap.add_argument("--forge", help="the Forge card file (forge-cards-2020.jsonl.gz) to compare mana abilities with")
    ap.add_argument("--top", type=_positive, default=30, help="how many unsupported shapes to list")
    ap.add_argument("--json", action="store_true", help="print JSON")
    args = ap.parse_args(argv)
    if args.forge and not Path(args.forge).is_file():
        # Said at once, not after the corpus's reading (tens of seconds).
        print(f"error: {args.forge}: no such file", file=sys.stderr)
        return 2
    try:
        report = coverage_report(card_file_rows(args.corpus, progress=_stderr_progress), top=args.top)
    except MtgSolverError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    forge = None
    if args.forge:
        from mtgsolver.model.forge import compare
        from mtgsolver.model.forge import format_report as format_forge

        try:
            forge = compare(load_rows(args.forge))
        except (MtgSolverError, OSError, RecursionError, ValueError) as e:
            print(f"error: {args.forge}: {e}", file=sys.stderr)
            return 2
    if args.json:
        print(json.dumps({**report, "forge": forge.as_dict()} if forge else report, indent=1))
    else:
        print(format_report(report))
        if forge is not None:
            print("\nForge comparison (" + args.forge + "):")
            print(format_forge(forge))
    return 0


def _stderr_progress(done: int, total: int) -> None:
    """A one-line progress counter on standard error while a card file loads."""
    if sys.stderr.isatty():
        print(f"\rloading cards: {done}/{total}", end="\n" if done == total else "", file=sys.stderr, flush=True)


if __name__ == "__main__":
    sys.exit(main())
