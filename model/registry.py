"""The card registry: card definitions by name, for objects written as ``{"card": "Reflecting Pool"}``.

The embedded set (``model/data/cards.json``, built by ``model/data/build_cards.py`` from the Oracle corpus) holds
every basic and snow basic land, every card of the rulings and acceptance cases, and a few hundred common mana
sources, copy effects and everyday cards. :func:`load_cards` reads more from a file:

* MTGJSON ``AtomicCards.json`` (``{"meta": ..., "data": {name: [face, ...]}}``),
* Scryfall's ``oracle-cards`` bulk file (a JSON array of card objects, ``card_faces`` for multi-face cards),
* JSON lines (or a JSON array) in the corpus format: ``name``, ``manaCost``, ``type``, ``text``, ``keywords``,
  ``power``, ``toughness``, ``loyalty``, ``layout``, ``colorIdentity``,

each optionally gzipped. A multi-face card keeps its full name (``"Fire // Ice"``) with its first face's
characteristics, and is also found by that face's name when no other card has it.

Lookup is by exact name, ignoring case, surrounding spaces and curly apostrophes; a name not found raises
:class:`~model.errors.UnknownCard` listing the closest names (rapidfuzz). The printed names in other languages an
MTGJSON file carries (``foreignData``: Lithoform Engine is 암석조형 엔진 in Korean) find the card too, unless an
English name or face name is the same, or the name is given to two different cards.
"""

from __future__ import annotations

import gzip
import io
import json
import re
import unicodedata
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field, replace
from functools import lru_cache
from pathlib import Path
from typing import Any

from mtgsolver.model.errors import BadManaString, MtgSolverError, UnknownCard, UnsupportedText
from mtgsolver.model.mana import ManaCost
from mtgsolver.model.state import CardDef, TypeLine

#: The embedded card set.
DEFAULT_CARDS_PATH = Path(__file__).resolve().parent / "data" / "cards.json"
#: Every card of the Oracle corpus (``data/CORPUS.md``), looked up when the embedded set hasn't a name.
CORPUS_PATH = Path(__file__).resolve().parent / "data" / "oracle-corpus.jsonl.gz"

#: Error code of a card file that cannot be read.
BAD_CARD_FILE = "bad_card_file"

_COLOR_LETTERS = frozenset("WUBRG")
# Layouts of Scryfall objects that are not cards a game state can hold.
_SKIPPED_LAYOUTS = frozenset({"art_series", "emblem", "vanguard", "planar", "scheme"})


def normalize_name(name: str) -> str:
    """The lookup key of a card name: case-folded, single-spaced, straight apostrophes, accents of Latin letters
    dropped ("Troll of Khazad-dum" is "Troll of Khazad-dûm"), composed Unicode (NFC: a Hangul name typed as
    separate jamo is the same name; the marks of other scripts, such as Japanese dakuten, are kept)."""
    if name.isascii():  # nothing to decompose, drop or compose: most names, and each embedded card read at start
        return " ".join(name.split()).casefold()
    decomposed = unicodedata.normalize("NFD", name.replace("\u2019", "'"))
    kept: list[str] = []
    for ch in decomposed:
        if unicodedata.combining(ch) and kept and ord(kept[-1]) < _LATIN_END:
            continue
        kept.append(ch)
    return " ".join(unicodedata.normalize("NFC", "".join(kept)).split()).casefold()


#: Code points below this are Latin letters (Basic Latin through Latin Extended-B), whose accents a name lookup
#: ignores.
_LATIN_END = 0x250


def _where(index: int, record: Any) -> str:
    name = record.get("name") if isinstance(record, dict) else None
    return f"record {index}" + (f" ({name!r})" if isinstance(name, str) else "")


def _text_field(record: Mapping[str, Any], key: str, where: str, *, required: bool = False) -> str | None:
    value = record.get(key)
    if value is None:
        if required:
            raise MtgSolverError(f"{where}: missing {key!r}", code=BAD_CARD_FILE)
        return None
    if isinstance(value, (int, float)) and not isinstance(value, bool) and key in ("power", "toughness", "loyalty"):
        return str(value)
    if not isinstance(value, str):
        raise MtgSolverError(f"{where}: {key!r} must be a string, not {type(value).__name__}", code=BAD_CARD_FILE)
    return value


def card_from_fields(
    *,
    name: str,
    type_line: str,
    mana_cost: str | None = None,
    oracle_text: str | None = None,
    keywords: Iterable[str] | None = None,
    power: str | None = None,
    toughness: str | None = None,
    loyalty: str | None = None,
    colors: Iterable[str] | None = None,
    color_identity: Iterable[str] | None = None,
) -> CardDef:
    """A :class:`CardDef` from Oracle fields; an empty or missing mana cost means none (lands, CR 202.1a);
    ``color_identity`` the card's colour identity as letters (CR 903.4), worked out from the fields when ``None``.

    Raises :class:`~model.errors.BadManaString` for a mana cost that is not CR 107.4 symbols.
    """
    cost = ManaCost.parse(mana_cost) if mana_cost else None
    color_set = None
    if colors is not None:
        color_set = frozenset(c for c in colors if c in _COLOR_LETTERS)
    identity = None if color_identity is None else frozenset(c for c in color_identity if c in _COLOR_LETTERS)
    return CardDef(
        name=name,
        type_line=TypeLine.parse(type_line),
        mana_cost=cost,
        oracle_text=oracle_text or "",
        keywords=tuple(keywords or ()),
        power=power,
        toughness=toughness,
        loyalty=loyalty,
        colors=color_set,
        color_identity=identity,
    )


def card_from_record(record: Any, *, where: str = "record") -> CardDef:
    """A :class:`CardDef` from one record in the corpus, MTGJSON (one face) or Scryfall format; its colour identity
    (CR 903.4) from ``colorIdentity`` (corpus, MTGJSON) or ``color_identity`` (Scryfall) when the record gives it.

    Raises :class:`MtgSolverError` with code ``bad_card_file`` naming ``where`` when the record is malformed, and
    :class:`~model.errors.BadManaString` when its mana cost is not CR 107.4 symbols.
    """
    if not isinstance(record, dict):
        raise MtgSolverError(f"{where}: a card record must be a JSON object", code=BAD_CARD_FILE)
    face: Mapping[str, Any] = record
    scryfall = "type_line" in record or "oracle_text" in record or record.get("object") == "card"
    faces = record.get("card_faces")
    if scryfall and isinstance(faces, list) and faces and isinstance(faces[0], dict):
        face = {**record, **faces[0]}  # a multi-face Scryfall card: the first face's characteristics
    name = _text_field(record, "name", where, required=True)
    assert name is not None
    if not name.strip():
        raise MtgSolverError(f"{where}: empty 'name'", code=BAD_CARD_FILE)
    if scryfall:
        type_line = _text_field(face, "type_line", where, required=True)
        mana_cost = _text_field(face, "mana_cost", where)
        text = _text_field(face, "oracle_text", where)
    else:
        type_line = _text_field(face, "type", where, required=True)
        mana_cost = _text_field(face, "manaCost", where)
        text = _text_field(face, "text", where)
    keywords = record.get("keywords")
    if keywords is not None and not (isinstance(keywords, list) and all(isinstance(k, str) for k in keywords)):
        raise MtgSolverError(f"{where}: 'keywords' must be a list of strings", code=BAD_CARD_FILE)
    colors = face.get("colors")
    if colors is not None and not (isinstance(colors, list) and all(isinstance(c, str) for c in colors)):
        raise MtgSolverError(f"{where}: 'colors' must be a list of colour letters", code=BAD_CARD_FILE)
    identity_key = "color_identity" if scryfall else "colorIdentity"
    identity = record.get(identity_key)
    if identity is not None and not (isinstance(identity, list) and all(isinstance(c, str) for c in identity)):
        raise MtgSolverError(f"{where}: {identity_key!r} must be a list of colour letters", code=BAD_CARD_FILE)
    assert type_line is not None
    return card_from_fields(
        name=name.strip(),
        type_line=type_line,
        mana_cost=mana_cost,
        oracle_text=text,
        keywords=keywords,
        power=_text_field(face, "power", where),
        toughness=_text_field(face, "toughness", where),
        loyalty=_text_field(face, "loyalty", where),
        colors=colors,
        color_identity=identity,
    )


@dataclass(frozen=True)
class CardRegistry:
    """Card definitions by name. ``skipped`` names records a card file held that the model cannot represent
    (a mana cost with symbols outside CR 107.4, such as ``{HW}``), with the reason.
    """

    cards: Mapping[str, CardDef] = field(default_factory=dict)
    skipped: tuple[tuple[str, str], ...] = ()
    _aliases: Mapping[str, str] = field(default_factory=dict, repr=False)
    #: Look a name the registry hasn't up in the bundled Oracle corpus (the default registry does).
    corpus: bool = False
    #: Printed names in other languages (MTGJSON ``foreignData``), as (that name, the card's English name).
    foreign: tuple[tuple[str, str], ...] = ()
    _foreign_keys: Mapping[str, str] = field(default_factory=dict, repr=False)

    @classmethod
    def of(cls, cards: Iterable[CardDef], skipped: Iterable[tuple[str, str]] = (),
           foreign: Iterable[tuple[str, str]] = ()) -> CardRegistry:
        """A registry of ``cards``; a later card of the same name replaces an earlier one. ``foreign`` pairs a
        name in another language with a card's English name (:func:`_foreign_aliases`)."""
        by_key: dict[str, CardDef] = {}
        for card in cards:
            by_key[normalize_name(card.name)] = card
        foreign = tuple(foreign)
        aliases = _face_aliases({key: card.name for key, card in by_key.items()})
        return cls(by_key, tuple(skipped), aliases, foreign=foreign,
                   _foreign_keys=_foreign_aliases(foreign, by_key.keys() | aliases.keys()))

    def get(self, name: str) -> CardDef:
        """The card named ``name`` (case-insensitive; then in the bundled corpus when ``corpus``; then by a name in
        another language); raises :class:`UnknownCard` with the closest names, or with why a card file's record of
        that name was left out (``skipped``)."""
        card = self._find_english(name)
        if card is None and self.corpus:
            card = corpus_card(name)
        if card is None:
            card = self._find_foreign(name)
        if card is None:
            skipped = next((why for n, why in self.skipped if normalize_name(n) == normalize_name(name)), None)
            if skipped is not None:
                raise UnknownCard(f"the card file's record for {name!r} was left out, the model can't represent it: "
                                  f"{skipped}")
            close = self.closest(name)
            hint = f"; closest: {', '.join(repr(c) for c in close)}" if close else ""
            raise UnknownCard(f"no card named {name!r} in the registry{hint}")
        return card

    def find(self, name: str) -> CardDef | None:
        """The card named ``name`` (case-insensitive; or by a name in another language), or ``None``."""
        return self._find_english(name) or self._find_foreign(name)

    def _find_english(self, name: str) -> CardDef | None:
        key = normalize_name(name)
        card = self.cards.get(key)
        if card is None and key in self._aliases:
            card = self.cards[self._aliases[key]]
        return card

    def _find_foreign(self, name: str) -> CardDef | None:
        key = self._foreign_keys.get(normalize_name(name))
        return None if key is None else self.cards[key]

    def closest(self, name: str, limit: int = 3) -> list[str]:
        """Up to ``limit`` card names closest to ``name``, best first: rapidfuzz's WRatio, weighed down for a name
        much shorter or longer than ``name``."""
        from rapidfuzz import fuzz, process

        foreign = ((normalize_name(name), name) for name, _english in self.foreign)
        names = {key: name for key, name in foreign if key in self._foreign_keys}
        names.update({key: card.name for key, card in self.cards.items()})
        if self.corpus:
            names.update(_corpus_names())
        if not names:
            return []
        query = normalize_name(name)
        found = process.extract(query, list(names), scorer=fuzz.WRatio, limit=limit * 5)

        def weighed(key: str, score: float) -> float:
            # WRatio scores a name found inside the query as well as the whole card ("Ow" in "llanowar elvs"):
            # a name much shorter or longer than what was typed counts for less.
            return score * (0.5 + 0.5 * min(len(key), len(query)) / max(len(key), len(query), 1))

        ranked = sorted(found, key=lambda hit: -weighed(hit[0], hit[1]))
        return list(dict.fromkeys(names[key] for key, _score, _i in ranked))[:limit]

    def merged(self, other: CardRegistry) -> CardRegistry:
        """A registry with this one's cards and ``other``'s; ``other`` wins where names are the same."""
        merged = CardRegistry.of([*self.cards.values(), *other.cards.values()], (*self.skipped, *other.skipped),
                                 (*self.foreign, *other.foreign))
        return replace(merged, corpus=self.corpus or other.corpus)

    def names(self) -> list[str]:
        """Every card name, sorted."""
        return sorted(card.name for card in self.cards.values())

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and self.find(name) is not None

    def __len__(self) -> int:
        return len(self.cards)

    def __iter__(self) -> Iterator[CardDef]:
        return iter(self.cards.values())


def _face_aliases(names: Mapping[str, str]) -> dict[str, str]:
    """Each face name of a multi-face card (``"Fire // Ice"``) that is not a card's own name, to the card's key."""
    aliases: dict[str, str] = {}
    for key, name in names.items():
        if " // " in name:
            for face in name.split(" // "):
                face_key = normalize_name(face)
                if face_key not in names:
                    aliases.setdefault(face_key, key)
    return aliases


def _foreign_aliases(foreign: Iterable[tuple[str, str]], english: Iterable[str]) -> dict[str, str]:
    """Each name in another language to the key of the card it names, leaving out a name that is an English name or
    face name (``english``, lookup keys: the English name wins), and a name given to two different cards (which
    one is meant would be a guess)."""
    taken = set(english)
    aliases: dict[str, str] = {}
    clashes: set[str] = set()
    for name, card_name in foreign:
        key, target = normalize_name(name), normalize_name(card_name)
        if key in taken:
            continue
        if aliases.setdefault(key, target) != target:
            clashes.add(key)
    return {key: target for key, target in aliases.items() if key not in clashes}


def _foreign_names(faces: Iterable[Any], where: str) -> list[str]:
    """The printed names in other languages of an MTGJSON card's faces (``foreignData``: ``name`` and, for a face
    of a multi-face card, ``faceName``)."""
    names: list[str] = []
    for face in faces:
        entries = face.get("foreignData") if isinstance(face, dict) else None
        if entries is None:
            continue
        if not isinstance(entries, list) or not all(isinstance(e, dict) for e in entries):
            raise MtgSolverError(f"{where}: 'foreignData' must be a list of objects", code=BAD_CARD_FILE)
        for entry in entries:
            for key in ("name", "faceName"):
                value = _text_field(entry, key, f"{where}: foreignData")
                if value and value.strip():
                    names.append(value.strip())
    return names


class _RecordCards(Mapping[str, CardDef]):
    """Cards by lookup key, each built from its record when first asked for (the embedded set: most of its cards
    are never asked for in one process, and a fresh request shouldn't pay for building them all)."""

    def __init__(self, records: Mapping[str, Mapping[str, Any]], source: str) -> None:
        self._records = records
        self._source = source
        self._built: dict[str, CardDef] = {}

    def __getitem__(self, key: str) -> CardDef:
        card = self._built.get(key)
        if card is None:
            card = card_from_record(self._records[key], where=f"{self._source}: {key!r}")
            self._built[key] = card
        return card

    def __iter__(self) -> Iterator[str]:
        return iter(self._records)

    def __len__(self) -> int:
        return len(self._records)


#: ``progress(done, total)``: called while a card file is read, every :data:`PROGRESS_EVERY` records and at the end.
Progress = Callable[[int, int], None]
PROGRESS_EVERY = 2000


def _record_count(data: Any) -> int:
    """How many records :func:`_records` will yield (for progress reports)."""
    if isinstance(data, dict) and isinstance(data.get("data"), (dict, list)):
        return len(data["data"])
    return len(data) if isinstance(data, list) else 1


def _records(data: Any, source: str) -> Iterator[tuple[str, Any, list[str]]]:
    """(where, record, its names in other languages) of a parsed card file, whatever its format."""
    if isinstance(data, dict) and isinstance(data.get("data"), dict):  # MTGJSON AtomicCards
        for name, faces in data["data"].items():
            where = f"{source}: data[{name!r}]"
            if not isinstance(faces, list) or not faces:
                raise MtgSolverError(f"{where}: expected a non-empty list of faces", code=BAD_CARD_FILE)
            sides = [f for f in faces if isinstance(f, dict)]
            first = next((f for f in sides if f.get("side") in (None, "a")), faces[0])
            if isinstance(first, dict) and "name" not in first:
                first = {**first, "name": name}
            yield where, first, _foreign_names(sides, where)
        return
    if isinstance(data, dict) and data.get("object") == "list" and isinstance(data.get("data"), list):
        data = data["data"]  # a Scryfall API list
    if isinstance(data, dict):
        data = [data]
    if not isinstance(data, list):
        raise MtgSolverError(f"{source}: not a card file (expected a JSON array, JSON lines or MTGJSON)",
                             code=BAD_CARD_FILE)
    for i, record in enumerate(data):
        where = f"{source}: {_where(i, record)}"
        yield where, record, _foreign_names([record], where)


def _parse_file_text(text: str, source: str) -> Any:
    try:
        return json.loads(text)
    except json.JSONDecodeError as whole_error:
        lines = [line for line in text.splitlines() if line.strip()]
        if len(lines) < 2:
            raise MtgSolverError(f"{source}: not JSON: {whole_error}", code=BAD_CARD_FILE) from None
        out = []
        for n, line in enumerate(text.splitlines(), start=1):
            if not line.strip():
                continue
            try:
                out.append(json.loads(line))
            except json.JSONDecodeError as e:
                raise MtgSolverError(f"{source}: line {n} is not JSON: {e.msg}", code=BAD_CARD_FILE) from None
        return out


def read_cards(data: Any, source: str = "cards", progress: Progress | None = None) -> CardRegistry:
    """A registry from already-parsed card data in any format :func:`load_cards` reads; ``progress(done, total)``
    is called every :data:`PROGRESS_EVERY` records and once at the end. Raises :class:`MtgSolverError`
    (``bad_card_file``) naming the record when one is malformed."""
    cards: list[CardDef] = []
    skipped: list[tuple[str, str]] = []
    foreign: list[tuple[str, str]] = []
    total = _record_count(data) if progress is not None else 0
    for n, (where, record, foreign_names) in enumerate(_records(data, source), start=1):
        if progress is not None and n % PROGRESS_EVERY == 0:
            progress(n, total)
        if isinstance(record, dict) and record.get("layout") in _SKIPPED_LAYOUTS:
            continue
        try:
            card = card_from_record(record, where=where)
        except BadManaString as e:
            skipped.append((str(record.get("name")), e.message))
            continue
        cards.append(card)
        foreign.extend((name, card.name) for name in foreign_names)
    if progress is not None:
        progress(total, total)
    return CardRegistry.of(cards, skipped, foreign)


#: The most bytes of card data :func:`load_cards` reads, after unzipping (MTGJSON's AtomicCards and Scryfall's
#: oracle-cards are a few hundred megabytes at most).
MAX_CARD_FILE_BYTES = 512 * 2**20


def load_cards(path: str | Path, progress: Progress | None = None) -> CardRegistry:
    """Read a card file (MTGJSON AtomicCards, Scryfall oracle-cards, or corpus JSON lines; gzip allowed).

    ``progress(done, total)``, when given, is called while the records are read (every :data:`PROGRESS_EVERY`
    records and once at the end), for a progress display on long loads (35,000 cards take a few seconds).

    Raises :class:`MtgSolverError` with code ``bad_card_file`` naming the file and record when it cannot be read, is
    larger than :data:`MAX_CARD_FILE_BYTES` (unzipped), or a record is malformed. Cards whose mana cost the model
    cannot represent are left out and listed in ``skipped``.
    """
    p = Path(path)
    too_big = f"{p}: a card file may hold at most {MAX_CARD_FILE_BYTES // 2**20} MiB (uncompressed)"
    try:
        if p.stat().st_size > MAX_CARD_FILE_BYTES:
            raise MtgSolverError(too_big, code=BAD_CARD_FILE)
        raw = p.read_bytes()
    except OSError as e:
        raise MtgSolverError(f"cannot read card file {str(p)!r}: {e.strerror or e}", code=BAD_CARD_FILE) from None
    if raw[:2] == b"\x1f\x8b":
        try:
            with gzip.GzipFile(fileobj=io.BytesIO(raw)) as unzipped:
                raw = unzipped.read(MAX_CARD_FILE_BYTES + 1)  # a small file may unzip to gigabytes
        except (OSError, EOFError) as e:
            raise MtgSolverError(f"{p}: bad gzip data: {e}", code=BAD_CARD_FILE) from None
        if len(raw) > MAX_CARD_FILE_BYTES:
            raise MtgSolverError(too_big, code=BAD_CARD_FILE)
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise MtgSolverError(f"{p}: not UTF-8 text: {e}", code=BAD_CARD_FILE) from None
    try:
        return read_cards(_parse_file_text(text, str(p)), str(p), progress)
    except MtgSolverError as e:
        if e.code != BAD_CARD_FILE:
            raise MtgSolverError(f"{p}: {e.message}", code=BAD_CARD_FILE) from None
        raise
    except (RecursionError, ValueError, TypeError) as e:
        # Nesting too deep for the JSON reader, numbers too long, values of the wrong kind.
        raise MtgSolverError(f"{p}: not a card file this reads: {type(e).__name__}: {str(e)[:200]}",
                             code=BAD_CARD_FILE) from None


@lru_cache(maxsize=1)
def default_registry() -> CardRegistry:
    """The embedded card set (read once, each card built when first asked for), backed by the bundled Oracle corpus
    for every other card."""
    records = json.loads(DEFAULT_CARDS_PATH.read_text(encoding="utf-8"))
    by_key = {normalize_name(r["name"]): r for r in records if r.get("layout") not in _SKIPPED_LAYOUTS}
    names = {key: r["name"] for key, r in by_key.items()}
    return CardRegistry(_RecordCards(by_key, str(DEFAULT_CARDS_PATH)), (), _face_aliases(names), corpus=True)


_NAME_FIELD = re.compile(rb'"name": "((?:[^"\\]|\\.)*)"')


@lru_cache(maxsize=1)
def _corpus_lines() -> Mapping[str, bytes]:
    """Each corpus card's JSON line by its lookup key, and by each face name of a multi-face card (read once, on the
    first name the embedded set hasn't)."""
    out: dict[str, bytes] = {}
    faces: dict[str, bytes] = {}
    with gzip.open(CORPUS_PATH, "rb") as f:
        for line in f:
            m = _NAME_FIELD.search(line)
            if m is not None:
                name = json.loads(b'"' + m.group(1) + b'"')
                out.setdefault(normalize_name(name), line)
                if " // " in name:  # "Delver of Secrets" finds "Delver of Secrets // Insectile Aberration"
                    for face in name.split(" // "):
                        faces.setdefault(normalize_name(face), line)
    for key, line in faces.items():
        out.setdefault(key, line)  # a card's own name wins over another card's face
    return out


@lru_cache(maxsize=1)
def _corpus_names() -> Mapping[str, str]:
    """Every corpus card name by its lookup key."""
    return {key: json.loads(line)["name"] for key, line in _corpus_lines().items()}


@lru_cache(maxsize=4096)
def corpus_card(name: str) -> CardDef | None:
    """The bundled corpus's card named ``name`` (case-insensitive), or ``None`` when it has none. Raises
    :class:`UnsupportedText` for a card whose record the model can't represent (a mana cost outside CR 107.4: Boulder
    Jockey's {D}, Little Girl's {HW}): the card exists, and no answer about it is given."""
    line = _corpus_lines().get(normalize_name(name))
    if line is None:
        return None
    record = json.loads(line)
    try:
        return card_from_record(record, where=f"the bundled corpus ({name!r})")
    except MtgSolverError as error:
        raise UnsupportedText(f"{record.get('name', name)} is in the bundled corpus, but its record can't be "
                              f"represented, so no answer about it is given: {error}") from error


def _in_corpus(name: str) -> bool:
    """Does the bundled corpus have a card named ``name`` (case-insensitive), representable or not?"""
    return normalize_name(name) in _corpus_lines()


def is_card_name(name: str) -> bool:
    """Is ``name`` the name of a card of the embedded set or of the bundled corpus (case-insensitive)? Reads the
    corpus's names on the first name the embedded set hasn't."""
    return default_registry().find(name) is not None or _in_corpus(name)


def get_card(name: str) -> CardDef:
    """The embedded card named ``name``; raises :class:`UnknownCard` with the closest names."""
    return default_registry().get(name)
