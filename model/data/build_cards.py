"""Build ``model/data/cards.json``, the card set embedded in the registry, from the Oracle corpus.

Usage (from the repository root)::

    python model/data/build_cards.py [--corpus model/data/oracle-corpus.jsonl.gz] [--shared ../shared] [--out model/data/cards.json]

The set is: every basic and snow basic land, every card named in ``../shared/rulings/rulings.md`` and in the
acceptance cases ``../shared/cases/*.json`` (when those folders are present), and the curated list of common mana
sources, copy effects and everyday cards below. Records keep the corpus's JSON-lines format (``name``, ``manaCost``,
``type``, ``types``, ``subtypes``, ``supertypes``, ``keywords``, ``text``, ``layout``, ``power``, ``toughness``,
``loyalty``, ``colorIdentity``), so :func:`model.registry.load_cards` reads the output like any corpus file. The output is sorted by
name and stable, so a rebuild from the same corpus gives the same bytes.
"""

from __future__ import annotations

import argparse
import gzip
import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent
SHARED = REPO.parent / "shared"

#: Basic land types' cards and their snow versions (CR 205.3i, 305.6), and Wastes.
BASICS = [
    "Plains", "Island", "Swamp", "Mountain", "Forest", "Wastes",
    "Snow-Covered Plains", "Snow-Covered Island", "Snow-Covered Swamp", "Snow-Covered Mountain",
    "Snow-Covered Forest", "Snow-Covered Wastes",
]

GUILDS = ["Azorius", "Dimir", "Rakdos", "Gruul", "Selesnya", "Orzhov", "Izzet", "Golgari", "Boros", "Simic"]

MANA_SOURCES = [
    # Original dual lands
    "Tundra", "Underground Sea", "Badlands", "Taiga", "Savannah", "Scrubland", "Volcanic Island", "Bayou",
    "Plateau", "Tropical Island",
    # Shock lands
    "Hallowed Fountain", "Watery Grave", "Blood Crypt", "Stomping Ground", "Temple Garden", "Godless Shrine",
    "Steam Vents", "Overgrown Tomb", "Sacred Foundry", "Breeding Pool",
    # Pain lands
    "Adarkar Wastes", "Underground River", "Sulfurous Springs", "Karplusan Forest", "Brushland", "Caves of Koilos",
    "Shivan Reef", "Llanowar Wastes", "Battlefield Forge", "Yavimaya Coast",
    # Filter lands
    "Mystic Gate", "Sunken Ruins", "Graven Cairns", "Fire-Lit Thicket", "Wooded Bastion", "Fetid Heath",
    "Cascade Bluffs", "Twilight Mire", "Rugged Prairie", "Flooded Grove",
    # Fast lands
    "Seachrome Coast", "Darkslick Shores", "Blackcleave Cliffs", "Copperline Gorge", "Razorverge Thicket",
    "Concealed Courtyard", "Spirebluff Canal", "Blooming Marsh", "Inspiring Vantage", "Botanical Sanctum",
    # Bounce lands
    "Azorius Chancery", "Dimir Aqueduct", "Rakdos Carnarium", "Gruul Turf", "Selesnya Sanctuary",
    "Orzhov Basilica", "Izzet Boilerworks", "Golgari Rot Farm", "Boros Garrison", "Simic Growth Chamber",
    # Other lands
    "City of Brass", "Mana Confluence", "Command Tower", "Reflecting Pool", "Exotic Orchard", "Gaea's Cradle",
    "Cavern of Souls", "Urborg, Tomb of Yawgmoth", "Hall of Gemstone", "Mirari's Wake", "Ancient Tomb",
    "Urza's Mine", "Urza's Power Plant", "Urza's Tower", "Nykthos, Shrine to Nyx", "Cabal Coffers",
    "Cascading Cataracts", "Forbidden Orchard", "Tarnished Citadel", "Gemstone Mine", "Grand Coliseum",
    "Pillar of the Paruns", "Unclaimed Territory", "Ancient Ziggurat", "Path of Ancestry", "Desert",
    "Tendo Ice Bridge", "Crystal Vein", "Reliquary Tower", "Rogue's Passage", "Eldrazi Temple", "Grove of the Burnwillows",
    "Horizon Canopy", "Thran Quarry", "Shimmering Grotto", "Rupture Spire", "Transguild Promenade",
    "Gateway Plaza", "Vivid Crag", "Vivid Creek", "Vivid Grove", "Vivid Marsh", "Vivid Meadow",
    "Temple of the False God", "Lotus Field", "Castle Locthwain", "Mishra's Workshop", "Serra's Sanctum",
    "Tolarian Academy", "Glacial Chasm", "Dryad Arbor",
    # Mana rocks
    "Sol Ring", "Arcane Signet", "Mind Stone", "Fellwar Stone", "Coldsteel Heart", "Star Compass",
    "Chromatic Lantern", "Commander's Sphere", "Mana Crypt", "Mana Vault", "Grim Monolith", "Basalt Monolith",
    "Worn Powerstone", "Thran Dynamo", "Gilded Lotus", "Lotus Petal", "Everflowing Chalice", "Prismatic Lens",
    "Celestial Prism", "Chromatic Sphere", "Pili-Pala", "Mox Diamond", "Chrome Mox", "Mox Opal", "Jeweled Lotus",
    "Manamorphose", "Doubling Cube", "Caged Sun", "Gauntlet of Power", "Extraplanar Lens", "Lithoform Engine",
    "Sky Diamond", "Charcoal Diamond", "Fire Diamond", "Moss Diamond", "Marble Diamond", "Coalition Relic",
    # Mana creatures
    "Llanowar Elves", "Elvish Mystic", "Fyndhorn Elves", "Birds of Paradise", "Noble Hierarch", "Avacyn's Pilgrim",
    "Deathrite Shaman", "Sylvan Caryatid", "Paradise Druid", "Incubation Druid", "Bloom Tender", "Priest of Titania",
    "Elvish Archdruid", "Naga Vitalist", "Harvester Druid", "Nyxbloom Ancient", "Utopia Sprawl", "Wild Growth",
    "Overgrowth", "Fertile Ground", "Gift of Paradise", "Elvish Spirit Guide", "Simian Spirit Guide",
    "Devoted Druid", "Leaf Gilder", "Boreal Druid", "Ignoble Hierarch", "Delighted Halfling", "Ornithopter",
    # Rituals
    "Dark Ritual", "Cabal Ritual", "Seething Song", "Rite of Flame", "Pyretic Ritual", "Desperate Ritual",
    # Static and replacement effects on mana
    "Mana Reflection", "Contamination", "Damping Sphere", "Blood Moon", "Magus of the Moon", "Prismatic Omen",
    "Celestial Dawn", "Heartbeat of Spring", "Mana Flare", "Vernal Bloom", "Zendikar Resurgent", "Pale Moon",
    "Deep Water", "Squandered Resources", "Dictate of Karametra", "Carpet of Flowers", "Mana Echoes",
    "Chromatic Orrery", "Dryad of the Ilysian Grove", "Koth of the Hammer", "Harabaz Druid", "Mirari",
    "Yavimaya, Cradle of Growth", "Quirion Ranger",
    # Copy effects
    "Strionic Resonator", "Kurkesh, Onakke Ancient", "Rings of Brighthearth", "Illusionist's Bracers",
    "Twincast", "Reverberate", "Fork", "Increasing Vengeance", "Dualcaster Mage", "Riku of Two Reflections",
    "Curse of Echoes", "Pyromancer Ascension", "Lithoform Engine", "Teysa Karlov", "Panharmonicon",
    "Swarm Intelligence", "Double Vision", "Echoing Deeps", "Verazol, the Split Current", "Bonus Round",
    # Everyday spells and creatures for boards
    "Lightning Bolt", "Shock", "Electrolyze", "Fireball", "Banefire", "Counterspell", "Giant Growth",
    "Grizzly Bears", "Prodigal Pyromancer", "Bogardan Hellkite", "Fiend Hunter", "Elite Arcanist",
    "Frenzied Goblin", "Leyline Tyrant", "Bonesplitter", "Walking Ballista", "Liliana of the Veil",
    "Chainer, Dementia Master", "Lightning Helix", "Serra Angel", "Shivan Dragon", "Wrath of God",
    "Swords to Plowshares", "Path to Exile", "Cultivate", "Rampant Growth", "Explore", "Wood Elves",
    "Eternal Witness", "Sakura-Tribe Elder", "Solemn Simulacrum", "Sylvan Library", "Opt", "Brainstorm",
    "Ponder", "Thoughtseize", "Duress", "Llanowar Visionary", "Cloudkin Seer", "Mulldrifter", "Snapcaster Mage",
    "Kird Ape", "Goblin Guide", "Monastery Swiftspear", "Young Pyromancer", "Lightning Greaves",
    "Swiftfoot Boots", "Skullclamp", "Sword of Fire and Ice", "Ravenous Chupacabra", "Baneslayer Angel",
    "Tarmogoyf", "Mana Leak", "Remand", "Fact or Fiction", "Cryptic Command", "Kolaghan's Command",
    "Atarka's Command", "Abrupt Decay", "Maelstrom Pulse", "Vindicate", "Anguished Unmaking", "Beast Within",
    "Chaos Warp", "Cyclonic Rift", "Demonic Tutor", "Vampiric Tutor", "Worldly Tutor", "Enlightened Tutor",
    "Sol Ring",
]


def _signets_and_talismans(names: set[str]) -> list[str]:
    out = [f"{g} Signet" for g in GUILDS]
    out += sorted(n for n in names if n.startswith("Talisman of "))
    return out


def _rulings_names(text: str, names: set[str]) -> set[str]:
    """Cards named in the rulings: section headers, and every multi-word card name that appears in the text."""
    out = {m.group(1).strip() for m in re.finditer(r"^## (.+)$", text, re.MULTILINE)} & names
    for name in names:
        if " " in name and name in text and re.search(r"(?<![\w-])" + re.escape(name) + r"(?![\w-])", text):
            out.add(name)
    return out


def _case_names(cases_dir: Path) -> set[str]:
    out: set[str] = set()
    for path in sorted(cases_dir.glob("*.json")):
        case = json.loads(path.read_text(encoding="utf-8"))
        for obj in case.get("request", {}).get("state", {}).get("objects", []):
            name = obj.get("card") or obj.get("name")
            if isinstance(name, str):
                out.add(name)
    return out


def build(corpus: Path, shared: Path) -> list[dict]:
    """The records of the embedded set, sorted by name. Raises SystemExit naming any curated card not found."""
    with gzip.open(corpus, "rt", encoding="utf-8") if corpus.suffix == ".gz" else open(corpus, encoding="utf-8") as f:
        records = {r["name"]: r for r in (json.loads(line) for line in f if line.strip())}
    names = set(records)
    wanted: set[str] = set(BASICS) | set(MANA_SOURCES) | set(_signets_and_talismans(names))
    missing = sorted(n for n in wanted if n not in names)
    if missing:
        raise SystemExit(f"curated cards not in the corpus: {missing}")
    rulings = shared / "rulings" / "rulings.md"
    if rulings.exists():
        wanted |= _rulings_names(rulings.read_text(encoding="utf-8"), names)
    cases = shared / "cases"
    if cases.is_dir():
        # Cases may also define tokens inline (e.g. Powerstone); only real cards are embedded.
        wanted |= _case_names(cases) & names
    return [records[n] for n in sorted(wanted)]


def main(argv: list[str] | None = None) -> int:
    """Command line entry point; see the module docstring."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=HERE / "oracle-corpus.jsonl.gz")
    parser.add_argument("--shared", type=Path, default=SHARED, help="folder with rulings/ and cases/")
    parser.add_argument("--out", type=Path, default=HERE / "cards.json")
    args = parser.parse_args(argv)
    if not (args.shared / "rulings").is_dir() or not (args.shared / "cases").is_dir():
        parser.error(f"{args.shared} has no rulings/ and cases/: the embedded set also holds the cards they name, so "
                     "it can't be rebuilt without them (give --shared)")
    if not args.corpus.is_file():
        parser.error(f"no Oracle corpus at {args.corpus} (give --corpus)")
    cards = build(args.corpus, args.shared)
    lines = ",\n".join(json.dumps(card, ensure_ascii=False, sort_keys=True) for card in cards)
    args.out.write_text("[\n" + lines + "\n]\n", encoding="utf-8")  # one card a line: readable diffs
    print(f"wrote {len(cards)} cards to {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
