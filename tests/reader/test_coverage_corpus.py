"""The coverage figures of issue 5 on the Oracle corpus (CR 113.3, 605.1a/b, 605.5a/b), and the coverage command.

Skipped when ``shared/data/oracle-corpus.jsonl.gz`` is absent."""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path
from typing import Any

from mtgsolver.model.abilities import AbilityKind
from mtgsolver.model.coverage import card_file_rows, coverage_report, main
from reader_cards import corpus_rows


@lru_cache(maxsize=1)
def corpus_report() -> dict[str, Any]:
    return coverage_report(corpus_rows(), top=10)


def test_mana_paragraphs_read() -> None:
    """CR 605.1a/b, 605.5a/b: at least 97% of the corpus paragraphs containing "Add {" or "Add N mana" (N a number
    word or X) are read as mana abilities (production read) or correctly as not mana abilities (spells, targeted or
    loyalty abilities, triggers from other events)."""
    report = corpus_report()
    assert report["cards"] == len(corpus_rows()) == 35033
    assert report["mana_paragraphs"] > 2000
    assert report["mana_share"] >= 0.97, report["mana_share"]


def test_every_paragraph_classified() -> None:
    """CR 113.3, 605.1: every paragraph of every card gives at least one ability of one of the six kinds (mana,
    activated, triggered, static, spell, keyword); a keyword line gives one per keyword, so there are at least as
    many abilities as paragraphs."""
    report = corpus_report()
    assert report["unclassified"] == 0
    assert set(report["kinds"]) == {k.value for k in AbilityKind}
    assert sum(report["kinds"].values()) >= report["paragraphs"]
    assert all(0 <= report["kinds_read"][k] <= n for k, n in report["kinds"].items())
    assert len(report["top_unsupported"]) == 10


def test_card_file_rows_mtgjson(tmp_path: Path) -> None:
    """CR 305.6: the coverage command reads any card file the registry reads; an MTGJSON AtomicCards file gives
    one row per card (Llanowar Elves' "{T}: Add {G}." is read as a mana ability)."""
    data = {"meta": {}, "data": {"Llanowar Elves": [{"name": "Llanowar Elves", "type": "Creature — Elf Druid",
                                                      "text": "{T}: Add {G}.", "manaCost": "{G}"}]}}
    path = tmp_path / "AtomicCards.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    rows = card_file_rows(path)
    assert rows == [{"name": "Llanowar Elves", "type": "Creature — Elf Druid", "text": "{T}: Add {G}."}]
    report = coverage_report(rows)
    assert (report["mana_paragraphs"], report["mana_read"], report["kinds"]) == (1, 1, {"mana": 1})


def test_command_with_forge(tmp_path: Path, capsys: Any) -> None:
    """CR 605.1a: ``python -m mtgsolver.model.coverage FILE --forge FORGE`` prints the coverage and the comparison with
    Forge; Sol Ring's "{T}: Add {C}{C}." and Forge's "Produced$ C | Amount$ 2" agree (two colourless mana)."""
    corpus = tmp_path / "cards.jsonl"
    corpus.write_text(json.dumps({"name": "Sol Ring", "type": "Artifact", "text": "{T}: Add {C}{C}."}) + "\n",
                      encoding="utf-8")
    forge = tmp_path / "forge.jsonl"
    forge.write_text(json.dumps({
        "name": "Sol Ring", "type_line": "Artifact", "oracle_text": "{T}: Add {C}{C}.",
        "forge_mana_abilities": ["AB$ Mana | Cost$ T | Produced$ C | Amount$ 2 | SpellDescription$ Add {C}{C}."],
    }) + "\n", encoding="utf-8")
    assert main([str(corpus), "--forge", str(forge), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert (out["mana_read"], out["forge"]["compared"], out["forge"]["agree"]) == (1, 1, 1)


def test_command_names_bad_record(tmp_path: Path, capsys: Any) -> None:
    """A malformed card file gives a clear error naming the record (issue 5), exit status 2."""
    path = tmp_path / "bad.json"
    path.write_text(json.dumps([{"name": "Sol Ring", "type": "Artifact"}, {"name": 7, "type": "Artifact"}]),
                    encoding="utf-8")
    assert main([str(path)]) == 2
    assert "record 1" in capsys.readouterr().err
