"""The card registry (model.registry): the embedded set, lookups, and card files in three formats.

Card facts checked here come from the rulings' printed Oracle text (``../shared/rulings/rulings.md``) and from the
Comprehensive Rules (basic land types, CR 305.6; snow, CR 205.4g).
"""

from __future__ import annotations

import gzip
import json
import re
from pathlib import Path

import pytest
from mtgsolver.model.errors import MtgSolverError, UnknownCard, UnsupportedText
from mtgsolver.model.registry import (
    DEFAULT_CARDS_PATH,
    CardRegistry,
    card_from_record,
    default_registry,
    get_card,
    is_card_name,
    load_cards,
    read_cards,
)

REPO = Path(__file__).resolve().parent.parent
SHARED = REPO.parent / "shared"

BASIC_TYPES = ["Plains", "Island", "Swamp", "Mountain", "Forest"]

#: The mana sources the registry promises (README), by name.
PROMISED = [
    "City of Brass", "Mana Confluence", "Command Tower", "Sol Ring", "Llanowar Elves", "Birds of Paradise",
    "Noble Hierarch", "Elvish Mystic", "Arcane Signet", "Mind Stone", "Reflecting Pool", "Exotic Orchard",
    "Fellwar Stone", "Gaea's Cradle", "Cavern of Souls", "Utopia Sprawl", "Mana Reflection", "Contamination",
    "Damping Sphere", "Chromatic Lantern", "Blood Moon", "Urborg, Tomb of Yawgmoth", "Prismatic Omen",
    "Celestial Dawn", "Gift of Paradise", "Heartbeat of Spring", "Mana Flare", "Overgrowth", "Wild Growth",
    "Vernal Bloom", "Zendikar Resurgent", "Mirari's Wake", "Hall of Gemstone", "Pale Moon", "Deep Water",
    "Nyxbloom Ancient", "Naga Vitalist", "Harvester Druid", "Squandered Resources", "Lithoform Engine",
    "Strionic Resonator", "Kurkesh, Onakke Ancient", "Rings of Brighthearth", "Illusionist's Bracers", "Twincast",
    "Reverberate",
    # one of each land cycle
    "Tundra", "Adarkar Wastes", "Mystic Gate", "Seachrome Coast", "Azorius Chancery", "Hallowed Fountain",
]
GUILDS = ["Azorius", "Dimir", "Rakdos", "Gruul", "Selesnya", "Orzhov", "Izzet", "Golgari", "Boros", "Simic"]


def _strip_reminders(text: str) -> str:
    return re.sub(r"\s*\([^()]*\)", "", text).strip()


# --------------------------------------------------------------------------------------------------------------------
# The embedded set


def test_every_basic_and_snow_basic_land() -> None:
    """CR 305.6: the basic land types; CR 205.4g: snow is a supertype (Snow-Covered basics); and Wastes."""
    reg = default_registry()
    for t in BASIC_TYPES:
        basic = reg.get(t)
        assert "basic" in basic.type_line.supertypes and t in basic.type_line.subtypes
        snow = reg.get(f"Snow-Covered {t}")
        assert {"basic", "snow"} <= snow.type_line.supertypes and t in snow.type_line.subtypes
    assert "basic" in reg.get("Wastes").type_line.supertypes
    assert "snow" in reg.get("Snow-Covered Wastes").type_line.supertypes


def test_embedded_cards_built_on_demand_are_the_cards_of_the_file() -> None:
    """The embedded set builds each card when first asked for: every one is the card :func:`load_cards` reads from
    the same file, a face name finds its split card as it does in a registry read eagerly, and nothing
    in the file is skipped."""
    reg = default_registry()
    eager = load_cards(DEFAULT_CARDS_PATH)
    assert not eager.skipped
    assert {c.name: c for c in reg} == {c.name: c for c in eager}
    for card in eager:
        for face in card.name.split(" // "):
            assert reg.get(face) == eager.get(face)


def test_promised_cards_and_cycles() -> None:
    """README: the embedded set holds the common mana sources and copy effects it lists, all Signets and
    Talismans, and at least 60 mana sources."""
    reg = default_registry()
    missing = [n for n in PROMISED if n not in reg]
    missing += [f"{g} Signet" for g in GUILDS if f"{g} Signet" not in reg]
    assert not missing
    assert len([c for c in reg if c.name.startswith("Talisman of ")]) == 10
    mana_sources = [c for c in reg if re.search(r"\badd\b", c.oracle_text, re.IGNORECASE)]
    assert len(mana_sources) >= 60


def test_rulings_cards_have_their_printed_oracle_text() -> None:
    """rulings.md prints each card's Oracle text; the registry's text is the same (reminder text aside)."""
    text = (SHARED / "rulings" / "rulings.md").read_text(encoding="utf-8") if SHARED.is_dir() else ""
    blocks = re.findall(r"Oracle text:\n\n((?:    .*\n)+)", text)
    if not blocks:
        pytest.skip("no rulings with Oracle text blocks")
    for block in blocks:
        lines = [line[4:] for line in block.splitlines()]
        name = lines[0].split(" {")[0].split(" — ")[0]
        card = get_card(name)
        assert _strip_reminders(card.oracle_text) == _strip_reminders("\n".join(lines[1:])), name


def test_every_registry_name_in_the_cases() -> None:
    """cases/README.md: some cases give basic lands by registry name only (``"card": "Forest"``)."""
    cases = SHARED / "cases"
    if not cases.is_dir():
        pytest.skip("no cases folder")
    names = {o["card"] for p in cases.glob("*.json")
             for o in json.loads(p.read_text())["request"]["state"].get("objects", []) if "card" in o}
    assert names and all(n in default_registry() for n in names)


def test_embedded_set_is_rebuilt_identically(tmp_path: Path) -> None:
    """``model/data/build_cards.py`` rebuilds ``cards.json`` byte for byte from the bundled corpus and the shared
    rulings and cases (a stable build)."""
    corpus = REPO / "model" / "data" / "oracle-corpus.jsonl.gz"
    if not (SHARED / "rulings").is_dir() or not (SHARED / "cases").is_dir():
        pytest.skip("no shared rulings and cases: the set also holds the cards they name")
    import importlib.util

    spec = importlib.util.spec_from_file_location("build_cards", REPO / "model" / "data" / "build_cards.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    out = tmp_path / "cards.json"
    assert module.main(["--corpus", str(corpus), "--shared", str(SHARED), "--out", str(out)]) == 0
    assert out.read_bytes() == (REPO / "model" / "data" / "cards.json").read_bytes()
    assert DEFAULT_CARDS_PATH.read_bytes() == out.read_bytes()  # the installed copy is the same file


# --------------------------------------------------------------------------------------------------------------------
# Lookups


@pytest.mark.parametrize("name", ["reflecting pool", "REFLECTING POOL", "  Reflecting   Pool ", "Reflecting Pool"])
def test_lookup_ignores_case_and_spacing(name: str) -> None:
    """Card names are looked up exactly, ignoring case and spacing."""
    assert get_card(name).name == "Reflecting Pool"


def test_lookup_with_curly_apostrophe() -> None:
    """Oracle names use a straight apostrophe; a typographic one finds the same card."""
    assert get_card("Gaea\u2019s Cradle").name == "Gaea's Cradle"


@pytest.mark.parametrize(("typed", "name"), [("Troll of Khazad-dum", "Troll of Khazad-dûm"),
                                             ("Lim-Dul the Necromancer", "Lim-Dûl the Necromancer"),
                                             ("Seance", "Séance")])
def test_lookup_ignores_the_accents_of_latin_letters(typed: str, name: str) -> None:
    """A name typed without its accents finds the card (issue 13: names match ignoring such differences)."""
    assert get_card(typed).name == name


def test_lookup_keeps_the_marks_of_other_scripts() -> None:
    """Only Latin letters lose their accents: Japanese dakuten change the word (ガ is not カ), so the key keeps
    them, and a composed Hangul name is the same key typed as jamo."""
    from mtgsolver.model.registry import normalize_name

    assert normalize_name("ガ") != normalize_name("カ")
    assert normalize_name("\u1100\u1161") == normalize_name("가")


def test_unknown_card_lists_the_closest_names() -> None:
    """contract: an unknown name is ``unknown_card``; the message names the closest cards."""
    with pytest.raises(UnknownCard) as info:
        get_card("Relfecting Pool")
    assert info.value.code == "unknown_card"
    assert "Reflecting Pool" in info.value.message
    assert default_registry().closest("Sol Rng")[0] == "Sol Ring"


def test_the_closest_names_are_cards_like_the_whole_name_typed() -> None:
    """contract: the closest names help correct a misspelling, so they are cards like the whole name typed, not a
    short card found inside it ("Ow" inside "Llanowar Elvs"), and each is named once."""
    closest = default_registry().closest("Llanowar Elvs")
    assert closest[0] == "Llanowar Elves"
    assert all(len(n) >= 8 for n in closest)
    assert len(set(closest)) == len(closest)


def test_registry_cards() -> None:
    """Cards keep their Oracle characteristics: Kurkesh is a 4/3 {2}{R}{R} Legendary Creature — Ogre Spirit
    (rulings.md), a land has no mana cost (CR 202.1a)."""
    kurkesh = get_card("Kurkesh, Onakke Ancient")
    assert str(kurkesh.mana_cost) == "{2}{R}{R}"
    assert (kurkesh.power, kurkesh.toughness) == ("4", "3")
    assert "legendary" in kurkesh.type_line.supertypes and "creature" in kurkesh.type_line.card_types
    assert kurkesh.type_line.subtypes == frozenset({"Ogre", "Spirit"})
    assert get_card("Reflecting Pool").mana_cost is None


# --------------------------------------------------------------------------------------------------------------------
# Card files


CORPUS_RECORD = {"name": "Homemade Rock", "manaCost": "{2}", "type": "Artifact", "types": ["Artifact"],
                 "subtypes": [], "supertypes": [], "keywords": None, "text": "{T}: Add {C}{C}.", "layout": "normal",
                 "power": None, "toughness": None, "loyalty": None}
SCRYFALL_CARDS = [
    {"object": "card", "name": "Homemade Rock", "mana_cost": "{2}", "type_line": "Artifact",
     "oracle_text": "{T}: Add {C}{C}.", "keywords": [], "colors": [], "layout": "normal"},
    {"object": "card", "name": "Fire // Ice", "layout": "split", "mana_cost": "{1}{R} // {1}{U}",
     "type_line": "Instant // Instant", "keywords": [],
     "card_faces": [
         {"object": "card_face", "name": "Fire", "mana_cost": "{1}{R}", "type_line": "Instant",
          "oracle_text": "Fire deals 2 damage divided as you choose among one or two targets."},
         {"object": "card_face", "name": "Ice", "mana_cost": "{1}{U}", "type_line": "Instant",
          "oracle_text": "Tap target permanent.\nDraw a card."}]},
    {"object": "card", "name": "Dryad Arbor", "mana_cost": "", "type_line": "Land Creature — Forest Dryad",
     "oracle_text": "", "power": "1", "toughness": "1", "colors": ["G"], "layout": "normal"},
]
MTGJSON = {"meta": {"version": "5"}, "data": {
    "Homemade Rock": [{"name": "Homemade Rock", "manaCost": "{2}", "type": "Artifact", "text": "{T}: Add {C}{C}.",
                       "keywords": []}],
    "Fire // Ice": [
        {"name": "Fire // Ice", "faceName": "Fire", "side": "a", "manaCost": "{1}{R}", "type": "Instant",
         "text": "Fire deals 2 damage divided as you choose among one or two targets."},
        {"name": "Fire // Ice", "faceName": "Ice", "side": "b", "manaCost": "{1}{U}", "type": "Instant",
         "text": "Tap target permanent.\nDraw a card."}],
}}


def _write(path: Path, text: str, gz: bool = False) -> Path:
    if gz:
        path.write_bytes(gzip.compress(text.encode()))
    else:
        path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize("gz", [False, True])
def test_load_corpus_json_lines(tmp_path: Path, gz: bool) -> None:
    """Corpus format, one JSON object a line, optionally gzipped."""
    second = {**CORPUS_RECORD, "name": "Other Rock"}
    path = _write(tmp_path / "c.jsonl", json.dumps(CORPUS_RECORD) + "\n\n" + json.dumps(second) + "\n", gz)
    reg = load_cards(path)
    assert len(reg) == 2
    rock = reg.get("homemade rock")
    assert str(rock.mana_cost) == "{2}" and rock.oracle_text == "{T}: Add {C}{C}." and rock.keywords == ()


def test_load_scryfall_oracle_cards(tmp_path: Path) -> None:
    """Scryfall oracle-cards: a JSON array; a multi-face card has its first face's characteristics, found by its
    full name or its face's name; ``colors`` is kept (Dryad Arbor's colour indicator, CR 204)."""
    reg = load_cards(_write(tmp_path / "oracle-cards.json", json.dumps(SCRYFALL_CARDS)))
    fire = reg.get("Fire // Ice")
    assert str(fire.mana_cost) == "{1}{R}" and fire.oracle_text.startswith("Fire deals")
    assert reg.get("Fire") is fire
    assert reg.get("Dryad Arbor").color_set == frozenset({"G"})
    assert reg.get("Dryad Arbor").mana_cost is None


def test_load_mtgjson_atomic_cards(tmp_path: Path) -> None:
    """MTGJSON AtomicCards: ``data`` maps names to faces; side "a" is taken."""
    reg = load_cards(_write(tmp_path / "AtomicCards.json.gz", json.dumps(MTGJSON), gz=True))
    assert reg.get("Ice").oracle_text.startswith("Fire deals")
    assert str(reg.get("Homemade Rock").mana_cost) == "{2}"


def test_the_whole_corpus_loads() -> None:
    """The whole Oracle corpus loads; the few cards with non-CR 107.4 symbols (``{HW}``, ``{D}``) are listed in
    ``skipped`` rather than failing the file (the corpus bundled with the package)."""
    reg = load_cards(REPO / "model" / "data" / "oracle-corpus.jsonl.gz")
    assert len(reg) > 30_000
    assert "Little Girl" in {name for name, _ in reg.skipped}


@pytest.mark.parametrize(
    ("content", "needle"),
    [
        (json.dumps([{**CORPUS_RECORD}, {"manaCost": "{1}", "type": "Artifact"}]), "record 1"),
        (json.dumps([{**CORPUS_RECORD, "name": "Broken", "type": None}]), "'Broken'"),
        (json.dumps([{**CORPUS_RECORD, "name": "Broken", "keywords": "Flying"}]), "'Broken'"),
        (json.dumps([CORPUS_RECORD, 7]), "record 1"),
        (json.dumps(CORPUS_RECORD) + "\n{oops\n", "line 2"),
        ("not json at all", "not JSON"),
        (json.dumps({"data": {"Rock": "nope"}}), "Rock"),
        (json.dumps(42), "not a card file"),
    ],
)
def test_malformed_card_files_name_the_record(tmp_path: Path, content: str, needle: str) -> None:
    """A malformed card file is a clear ``bad_card_file`` error naming the record, never a traceback."""
    with pytest.raises(MtgSolverError) as info:
        load_cards(_write(tmp_path / "bad.json", content))
    assert info.value.code == "bad_card_file"
    assert needle in info.value.message


def test_missing_card_file(tmp_path: Path) -> None:
    """A card file that can't be read is ``bad_card_file`` naming it."""
    with pytest.raises(MtgSolverError) as info:
        load_cards(tmp_path / "nope.json")
    assert info.value.code == "bad_card_file" and "nope.json" in info.value.message


def test_merged_registry_prefers_the_added_cards() -> None:
    """``merged``: an added card file's definition replaces the embedded one of the same name."""
    mine = read_cards([{**CORPUS_RECORD, "name": "Sol Ring", "text": "{T}: Add {C}."}])
    merged = default_registry().merged(mine)
    assert merged.get("Sol Ring").oracle_text == "{T}: Add {C}."
    assert merged.get("Forest").name == "Forest"
    assert len(merged) == len(default_registry())


def test_card_from_record_needs_a_name_and_type() -> None:
    """A record without ``name`` or ``type`` is malformed."""
    for record in ({"type": "Artifact"}, {"name": "X"}, {"name": "", "type": "Artifact"}):
        with pytest.raises(MtgSolverError) as info:
            card_from_record(record, where="record 0")
        assert info.value.code == "bad_card_file"


def test_empty_registry_suggests_nothing() -> None:
    """An empty registry knows no card and has no closest names."""
    reg = CardRegistry.of([])
    assert reg.closest("Forest") == []
    with pytest.raises(UnknownCard):
        reg.get("Forest")


def test_every_corpus_card_by_name() -> None:
    """Issue 13: any card of the bundled Oracle corpus is found by name, case-insensitively, as its current Oracle
    text reads (Order of Whiteclay's {Q} ability, CR 107.6); a misspelt name is ``unknown_card`` naming the card
    meant among the closest."""
    card = get_card("order of whiteclay")
    assert card.name == "Order of Whiteclay"
    assert card.oracle_text.startswith("{1}{W}{W}, {Q}: Return target creature card with mana value 3 or less")
    with pytest.raises(UnknownCard, match="Order of Whiteclay"):
        get_card("Order of Whiteclya")


@pytest.mark.parametrize(("name", "symbol"), [("Boulder Jockey", "{D}"), ("Little Girl", "{HW}")])
def test_107_4_a_corpus_card_with_a_symbol_outside_the_rules_is_unsupported_not_unknown(name: str, symbol: str) -> None:
    """Boulder Jockey ({2}{R}{D}) and Little Girl ({HW}) are in the bundled corpus, but {D} and {HW} are none of
    CR 107.4's mana symbols: the card is found, and refused as ``unsupported_text`` naming the symbol, never
    ``unknown_card`` suggesting the very name asked for. Its name is still a card's name (CR 201.2)."""
    with pytest.raises(UnsupportedText, match=re.escape(symbol)) as error:
        get_card(name)
    assert error.value.code == "unsupported_text"
    assert is_card_name(name)


def test_a_cards_file_still_wins_and_keeps_the_corpus() -> None:
    """Issue 13: ``--cards`` adds or replaces cards; names it hasn't are still found in the corpus."""
    custom = CardRegistry.of([card_from_record({"name": "Sol Ring", "type": "Artifact", "manaCost": "{1}",
                                                "text": "{T}: Add {C}{C}{C}."})])
    merged = default_registry().merged(custom)
    assert merged.get("Sol Ring").oracle_text == "{T}: Add {C}{C}{C}."
    assert merged.get("Order of Whiteclay").name == "Order of Whiteclay"


def test_a_face_name_finds_its_card_in_the_bundled_corpus() -> None:
    """The registry's promise (README "The card registry"): every corpus card by name, and a multi-face card by
    the name of a face as well: "Delver of Secrets" is "Delver of Secrets // Insectile Aberration"."""
    assert default_registry().get("Delver of Secrets").name == "Delver of Secrets // Insectile Aberration"


def test_a_card_file_that_unzips_past_the_bound_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Bounded work: a gzip card file is read only up to ``MAX_CARD_FILE_BYTES`` unzipped (a small file may unzip to
    gigabytes); past it, ``bad_card_file`` naming the file, not a load that exhausts memory."""
    from mtgsolver.model import registry

    monkeypatch.setattr(registry, "MAX_CARD_FILE_BYTES", 1000)
    bomb = tmp_path / "cards.jsonl.gz"
    bomb.write_bytes(gzip.compress(b" " * 5000))
    with pytest.raises(MtgSolverError) as error:
        registry.load_cards(bomb)
    assert error.value.code == "bad_card_file" and str(bomb) in error.value.message


def test_a_skipped_record_says_why_when_named(tmp_path: Path) -> None:
    """A card file's record whose mana cost is no CR 107.4 symbols ("{Z}") is left out; a request naming it gets
    ``unknown_card`` saying it was left out and why, not only "no card named"."""
    cards = tmp_path / "cards.jsonl"
    cards.write_text(json.dumps({**CORPUS_RECORD, "name": "My Card", "manaCost": "{Z}"}) + "\n")
    with pytest.raises(UnknownCard) as error:
        load_cards(cards).get("My Card")
    assert "left out" in error.value.message and "{Z}" in error.value.message
