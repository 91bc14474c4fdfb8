"""How much of a card corpus the Oracle-text reader understands (CR 113, 605.1).

:func:`coverage_report` reads rows in the corpus format (JSON objects with ``name``, ``type``, ``text``, as in
``shared/data/oracle-corpus.jsonl.gz``) and counts, per paragraph:

* abilities by kind (``mana``, ``activated``, ``triggered``, ``static``, ``spell``, ``keyword``);
* *mana paragraphs*: those whose text (reminder text removed) contains ``"Add {"``, ``"Add one mana"`` or
  ``"Add X mana"``. Such a paragraph is *read* when each mana ability it gives (CR 605.1a/b) has its production
  read (``Ability.mana``, or the "same type" of a tapped-for-mana trigger), each ability it grants in quotes is
  read, and it is otherwise correctly not a mana ability (a spell, CR 605.5b; a targeted or loyalty ability or a
  trigger from another event, CR 605.5a). It is *fully read* when, moreover, no sentence of it is unsupported
  (riders and activation restrictions included);
* the most common unsupported sentence shapes (card names as ``~``, numbers as ``N``).

Run ``python -m model.coverage /path/to/oracle-corpus.jsonl.gz`` to print the report (``--json`` for JSON).
"""

from __future__ import annotations

import argparse
import gzip
import json
import re
import sys
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path
from typing import Any

__all__ = ["MANA_PARAGRAPH", "coverage_report", "format_report", "load_rows", "main", "sentence_shape"]

#: A paragraph that speaks of adding mana (the coverage target's denominator).
MANA_PARAGRAPH = re.compile(r"Add \{|Add one mana|Add X mana")


def sentence_shape(sentence: str, card_name: str = "") -> str:
    """A sentence with the card's name and self-references as ``~`` and numbers as ``N`` (``{2}`` -> ``{N}``)."""
    from model.reader import normalize_reference

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


def coverage_report(rows: Iterable[Mapping[str, Any]], top: int = 30) -> dict[str, Any]:
    """Coverage of ``rows`` (corpus format): a dict with ``cards``, ``paragraphs``, ``kinds`` (paragraph
    abilities per kind), ``paragraphs_read`` (no unsupported sentence), ``mana_paragraphs``, ``mana_read``,
    ``mana_share`` (``mana_read / mana_paragraphs``, 1.0 when there are none), ``cards_fully_read``,
    ``unsupported_sentences`` and ``top_unsupported`` (the ``top`` most common shapes as ``[shape, count]``)
    and ``mana_unread`` (examples of unread mana paragraphs)."""
    from model.abilities import AbilityKind
    from model.reader import _Ctx, _paragraphs, _read_paragraph
    from model.state import TypeLine

    kinds: Counter[str] = Counter()
    shapes: Counter[str] = Counter()
    cards = paragraphs = paragraphs_read = mana_pars = mana_read = mana_full = fully = unsupported_total = 0
    unread_examples: list[str] = []
    for row in rows:
        cards += 1
        name = str(row.get("name") or "")
        types = TypeLine.parse(str(row.get("type") or "")).card_types
        ctx = _Ctx(name, spell=bool(types & {"instant", "sorcery"}) and not (types & {"land", "creature"}))
        card_ok = True
        for par in _paragraphs(str(row.get("text") or "")):
            paragraphs += 1
            abilities = _read_paragraph(par, ctx)
            unsupported = [u for a in abilities for u in a.unsupported]
            for a in abilities:
                kinds[a.kind.value] += 1
            for u in unsupported:
                shapes[sentence_shape(u, name)] += 1
            unsupported_total += len(unsupported)
            ok = not unsupported
            paragraphs_read += ok
            card_ok = card_ok and ok
            if MANA_PARAGRAPH.search(par):
                mana_pars += 1
                read = all(
                    a.mana is not None or any(s.get("adds") == "same_type" for s in a.static)
                    for a in abilities
                    if a.kind is AbilityKind.MANA
                ) and not any(_grant_unread(a) for a in abilities)
                mana_read += read
                mana_full += read and ok
                if not (read and ok) and len(unread_examples) < top:
                    unread_examples.append(f"{name}: {par}")
        fully += card_ok
    return {
        "cards": cards,
        "paragraphs": paragraphs,
        "kinds": dict(kinds.most_common()),
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
    """A static that grants an ability adding mana in quotes but was not read as a grant (or its granted
    abilities are not read)."""
    from model.abilities import AbilityKind

    if ability.kind not in (AbilityKind.STATIC, AbilityKind.KEYWORD):
        return False
    if not MANA_PARAGRAPH.search(ability.text):
        return False
    grants = [s for s in ability.static if s.kind == "grant_mana_ability"]
    if not grants:
        return True
    return any(a.mana is None for g in grants for a in g.get("abilities") if a.kind is AbilityKind.MANA)


def format_report(report: Mapping[str, Any]) -> str:
    """The report as text for a person to read."""
    lines = [
        (f"cards: {report['cards']}   paragraphs: {report['paragraphs']}   "
        f"read without unsupported sentences: {report['paragraphs_read']}"),
        "kinds: " + ", ".join(f"{k} {v}" for k, v in report["kinds"].items()),
        (f"mana paragraphs ('Add {{', 'Add one mana', 'Add X mana'): {report['mana_paragraphs']}, "
        f"read: {report['mana_read']} = {100 * report['mana_share']:.2f}%; fully read (no unsupported rider or "
        f"restriction): {report['mana_fully_read']} = {100 * report['mana_full_share']:.2f}%"),
        f"cards fully read: {report['cards_fully_read']}   unsupported sentences: {report['unsupported_sentences']}",
        "most common unsupported shapes:",
    ]
    lines += [f"  {n:5d}  {s}" for s, n in report["top_unsupported"]]
    if report.get("mana_unread"):
        lines.append("mana paragraphs not read (examples):")
        lines += ["  " + e.replace("\n", " / ") for e in report["mana_unread"]]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """``python -m model.coverage CORPUS [--top N] [--json]``: print the coverage report; exit status 0."""
    ap = argparse.ArgumentParser(prog="python -m model.coverage", description=__doc__.split("\n")[0])
    ap.add_argument("corpus", help="a .jsonl or .jsonl.gz file of card rows (name, type, text)")
    ap.add_argument("--top", type=int, default=30, help="how many unsupported shapes to list")
    ap.add_argument("--json", action="store_true", help="print JSON")
    args = ap.parse_args(argv)
    report = coverage_report(load_rows(args.corpus), top=args.top)
    print(json.dumps(report, indent=1) if args.json else format_report(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
