"""Printed names in other languages (MTGJSON ``foreignData``) find a card of a card file (issue 13, item 6): one of
the cards this product was specified from, Lithoform Engine, is 암석조형 엔진 to Korean players.

Card wording is the current Oracle text of ``../shared/data/oracle-corpus.jsonl.gz``; the card files are small
AtomicCards files written here.
"""

from __future__ import annotations

import json
import subprocess
import sys
import unicodedata
from pathlib import Path
from typing import Any

import pytest
from mtgsolver.model.errors import MtgSolverError, UnknownCard
from mtgsolver.model.registry import default_registry, load_cards

LITHOFORM_ENGINE = {
    "name": "Lithoform Engine", "manaCost": "{4}", "type": "Legendary Artifact", "layout": "normal",
    "text": "{2}, {T}: Copy target activated or triggered ability you control. You may choose new targets for the "
            "copy.\n{3}, {T}: Copy target instant or sorcery spell you control. You may choose new targets for the "
            "copy.\n{4}, {T}: Copy target permanent spell you control. (The copy becomes a token.)",
    "foreignData": [{"language": "Korean", "name": "암석조형 엔진"},
                    {"language": "German", "name": "Lithoform-Maschine"}],
}
SOL_RING = {"name": "Sol Ring", "manaCost": "{1}", "type": "Artifact", "layout": "normal",
            "text": "{T}: Add {C}{C}."}


def _atomic(tmp_path: Path, *cards: dict[str, Any]) -> Path:
    """An AtomicCards file (``{"meta", "data": {name: [face]}}``) holding ``cards``."""
    path = tmp_path / "AtomicCards.json"
    path.write_text(json.dumps({"meta": {"version": "5.2.2"}, "data": {c["name"]: [c] for c in cards}},
                               ensure_ascii=False), encoding="utf-8")
    return path


def test_a_korean_name_is_lithoform_engine(tmp_path: Path) -> None:
    """With an AtomicCards file whose Lithoform Engine has the Korean ``foreignData`` name 암석조형 엔진, that name
    is Lithoform Engine (and so is its German name, in any case)."""
    registry = load_cards(_atomic(tmp_path, LITHOFORM_ENGINE))
    assert registry.get("암석조형 엔진").name == "Lithoform Engine"
    assert registry.get("lithoform-maschine").name == "Lithoform Engine"
    assert "암석조형 엔진" in registry


def test_a_name_typed_as_separate_jamo_is_the_same_name(tmp_path: Path) -> None:
    """The same Korean name in decomposed Unicode (NFD: the jamo apart, as some keyboards send it) is the same
    name."""
    registry = load_cards(_atomic(tmp_path, LITHOFORM_ENGINE))
    assert registry.get(unicodedata.normalize("NFD", "암석조형 엔진")).name == "Lithoform Engine"


def test_the_foreign_name_survives_a_merge_with_the_embedded_set(tmp_path: Path) -> None:
    """``--cards`` merges the file into the embedded set: the Korean name still finds the file's card."""
    registry = default_registry().merged(load_cards(_atomic(tmp_path, LITHOFORM_ENGINE)))
    card = registry.get("암석조형 엔진")
    assert card.name == "Lithoform Engine"
    assert card.oracle_text == LITHOFORM_ENGINE["text"]


def test_the_english_name_wins_on_a_clash(tmp_path: Path) -> None:
    """A name in another language that is a card's English name finds the English card: Sol Ring in the file,
    Island in the embedded set and Order of Whiteclay, a card only the bundled corpus holds, after the merge."""
    engine = {**LITHOFORM_ENGINE, "foreignData": [{"language": "Korean", "name": "Sol Ring"},
                                                  {"language": "Spanish", "name": "Island"},
                                                  {"language": "French", "name": "Order of Whiteclay"}]}
    registry = default_registry().merged(load_cards(_atomic(tmp_path, engine, SOL_RING)))
    assert registry.get("Sol Ring").name == "Sol Ring"
    assert registry.get("Island").name == "Island"
    assert registry.get("Order of Whiteclay").name == "Order of Whiteclay"


def test_a_name_given_to_two_cards_finds_neither(tmp_path: Path) -> None:
    """A foreign name two different cards carry would be a guess: it is ``unknown_card``."""
    engine = {**LITHOFORM_ENGINE, "foreignData": [{"language": "Korean", "name": "같은 이름"}]}
    ring = {**SOL_RING, "foreignData": [{"language": "Korean", "name": "같은 이름"}]}
    with pytest.raises(UnknownCard):
        load_cards(_atomic(tmp_path, engine, ring)).get("같은 이름")


def test_a_malformed_foreign_data_is_a_bad_card_file(tmp_path: Path) -> None:
    """``foreignData`` that is not a list of objects with string names is ``bad_card_file`` naming the card."""
    for bad in ("암석조형 엔진", [{"language": "Korean", "name": 7}]):
        with pytest.raises(MtgSolverError) as error:
            load_cards(_atomic(tmp_path, {**LITHOFORM_ENGINE, "foreignData": bad}))
        assert error.value.code == "bad_card_file"
        assert "Lithoform Engine" in error.value.message


def test_the_command_answers_a_request_naming_the_korean_name(tmp_path: Path) -> None:
    """``mtgsolve --cards FILE``: an object ``{"card": "암석조형 엔진"}`` is Lithoform Engine, whose three
    activated abilities copy (CR 707.10)."""
    request = {"state": {"active_player": "alice", "players": [{"id": "alice"}],
                         "objects": [{"id": "engine", "card": "암석조형 엔진", "controller": "alice"}]},
               "queries": [{"id": "q", "kind": "abilities", "object": "engine"}]}
    proc = subprocess.run([sys.executable, "-m", "mtgsolver", "--format", "json", "--cards",
                           str(_atomic(tmp_path, LITHOFORM_ENGINE)), "-"],
                          input=json.dumps(request, ensure_ascii=False), capture_output=True, text=True,
                          encoding="utf-8", check=False)
    assert proc.returncode == 0, proc.stderr
    result = json.loads(proc.stdout)["results"][0]
    assert [a["text"].split(":")[0] for a in result["abilities"]] == ["{2}, {T}", "{3}, {T}", "{4}, {T}"]
    assert all(a["kind"] == "activated" for a in result["abilities"])
