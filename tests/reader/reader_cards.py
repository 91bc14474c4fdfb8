"""Real cards for the reader tests: name -> (type line, Oracle text), copied verbatim from
``shared/data/oracle-corpus.jsonl.gz`` (``test_corpus_texts`` checks them against the corpus when present), and
helpers to build :class:`CardDef` values and to read the corpus (skipping when it is absent)."""

from __future__ import annotations

import gzip
import json
from functools import lru_cache
from pathlib import Path

import pytest
from mtgsolver.model.state import CardDef, TypeLine

CORPUS = Path(__file__).resolve().parents[3] / "shared" / "data" / "oracle-corpus.jsonl.gz"
if not CORPUS.exists():
    CORPUS = Path("/work/shared/data/oracle-corpus.jsonl.gz")


def card(name: str, type_line: str, text: str) -> CardDef:
    """A card from its name, type line and Oracle text (as in the corpus)."""
    return CardDef(name=name, type_line=TypeLine.parse(type_line), oracle_text=text)


@lru_cache(maxsize=1)
def corpus_rows() -> tuple[dict, ...]:
    """Every row of the Oracle corpus (skips the calling test when the file is absent)."""
    if not CORPUS.exists():
        pytest.skip("shared/data/oracle-corpus.jsonl.gz is absent")
    with gzip.open(CORPUS, "rt", encoding="utf-8") as fh:
        return tuple(json.loads(line) for line in fh)


@lru_cache(maxsize=1)
def corpus_by_name() -> dict[str, dict]:
    """The first corpus row of each name."""
    out: dict[str, dict] = {}
    for row in corpus_rows():
        out.setdefault(row["name"], row)
    return out


def oracle(name: str) -> CardDef:
    """The card ``name`` of :data:`CARDS`."""
    type_line, text = CARDS[name]
    return card(name, type_line, text)


CARDS: dict[str, tuple[str, str]] = {
    "Utopia Sprawl": (
        "Enchantment — Aura",
        ("Enchant Forest\nAs this Aura enters, choose a color.\nWhenever enchanted Forest is tapped for mana, "
        "its controller adds an additional one mana of the chosen color."),
    ),
    "Wild Growth": (
        "Enchantment — Aura",
        "Enchant land\nWhenever enchanted land is tapped for mana, its controller adds an additional {G}.",
    ),
    "Overgrowth": (
        "Enchantment — Aura",
        "Enchant land\nWhenever enchanted land is tapped for mana, its controller adds an additional {G}{G}.",
    ),
    "Vernal Bloom": (
        "Enchantment",
        "Whenever a Forest is tapped for mana, its controller adds an additional {G}.",
    ),
    "Mirari's Wake": (
        "Enchantment",
        ("Creatures you control get +1/+1.\nWhenever you tap a land for mana, add one mana of any type that "
        "land produced."),
    ),
    "Mana Flare": (
        "Enchantment",
        "Whenever a player taps a land for mana, that player adds one mana of any type that land produced.",
    ),
    "Heartbeat of Spring": (
        "Enchantment",
        "Whenever a player taps a land for mana, that player adds one mana of any type that land produced.",
    ),
    "Zendikar Resurgent": (
        "Enchantment",
        ("Whenever you tap a land for mana, add one mana of any type that land produced. (The types of mana "
        "are white, blue, black, red, green, and colorless.)\nWhenever you cast a creature spell, draw a "
        "card."),
    ),
    "Kinnan, Bonder Prodigy": (
        "Legendary Creature — Human Druid",
        ("Whenever you tap a nonland permanent for mana, add one mana of any type that permanent "
        "produced.\n{5}{G}{U}: Look at the top five cards of your library. You may put a non-Human creature "
        "card from among them onto the battlefield. Put the rest on the bottom of your library in a random "
        "order."),
    ),
    "Chromatic Lantern": (
        "Artifact",
        "Lands you control have \"{T}: Add one mana of any color.\"\n{T}: Add one mana of any color.",
    ),
    "Cryptolith Rite": (
        "Enchantment",
        "Creatures you control have \"{T}: Add one mana of any color.\"",
    ),
    "Blood Moon": (
        "Enchantment",
        "Nonbasic lands are Mountains.",
    ),
    "Urborg, Tomb of Yawgmoth": (
        "Legendary Land",
        "Each land is a Swamp in addition to its other land types.",
    ),
    "Prismatic Omen": (
        "Enchantment",
        "Lands you control are every basic land type in addition to their other types.",
    ),
    "Pale Moon": (
        "Instant",
        ("Until end of turn, if a player taps a nonbasic land for mana, it produces colorless mana instead of "
        "any other type."),
    ),
    "Deep Water": (
        "Enchantment",
        "{U}: Until end of turn, if you tap a land you control for mana, it produces {U} instead of any other type.",
    ),
    "Nyxbloom Ancient": (
        "Enchantment Creature — Elemental",
        "Trample\nIf you tap a permanent for mana, it produces three times as much of that mana instead.",
    ),
    "Squandered Resources": (
        "Enchantment",
        "Sacrifice a land: Add one mana of any type the sacrificed land could produce.",
    ),
    "Karametra's Acolyte": (
        "Creature — Human Druid",
        ("{T}: Add an amount of {G} equal to your devotion to green. (Each {G} in the mana costs of "
        "permanents you control counts toward your devotion to green.)"),
    ),
    "Nykthos, Shrine to Nyx": (
        "Legendary Land",
        ("{T}: Add {C}.\n{2}, {T}: Choose a color. Add an amount of mana of that color equal to your devotion "
        "to that color. (Your devotion to a color is the number of mana symbols of that color in the mana "
        "costs of permanents you control.)"),
    ),
    "Meteor Crater": (
        "Land",
        "{T}: Choose a color of a permanent you control. Add one mana of that color.",
    ),
    "Hall of Gemstone": (
        "World Enchantment",
        ("At the beginning of each player's upkeep, that player chooses a color. Until end of turn, lands "
        "tapped for mana produce mana of the chosen color instead of any other color."),
    ),
    "Contamination": (
        "Enchantment",
        ("At the beginning of your upkeep, sacrifice this enchantment unless you sacrifice a creature.\nIf a "
        "land is tapped for mana, it produces {B} instead of any other type and amount."),
    ),
    "Damping Sphere": (
        "Artifact",
        ("If a land is tapped for two or more mana, it produces {C} instead of any other type and "
        "amount.\nEach spell a player casts costs {1} more to cast for each other spell that player has cast "
        "this turn."),
    ),
    "Fervor": (
        "Enchantment",
        "Creatures you control have haste. (They can attack and {T} as soon as they come under your control.)",
    ),
    "Celestial Dawn": (
        "Enchantment",
        ("Lands you control are Plains.\nNonland permanents you control are white. The same is true for "
        "spells you control and nonland cards you own that aren't on the battlefield.\nYou may spend white "
        "mana as though it were mana of any color. You may spend other mana only as though it were colorless "
        "mana."),
    ),
    "Mana Reflection": (
        "Enchantment",
        "If you tap a permanent for mana, it produces twice as much of that mana instead.",
    ),
    "Gift of Paradise": (
        "Enchantment — Aura",
        ("Enchant land\nWhen this Aura enters, you gain 3 life.\nEnchanted land has \"{T}: Add two mana of "
        "any one color.\""),
    ),
    "Urza's Tower": (
        "Land — Urza's Tower",
        "{T}: Add {C}. If you control an Urza's Mine and an Urza's Power-Plant, add {C}{C}{C} instead.",
    ),
    "Llanowar Elves": (
        "Creature — Elf Druid",
        "{T}: Add {G}.",
    ),
    "Deathrite Shaman": (
        "Creature — Elf Shaman",
        ("{T}: Exile target land card from a graveyard. Add one mana of any color.\n{B}, {T}: Exile target "
        "instant or sorcery card from a graveyard. Each opponent loses 2 life.\n{G}, {T}: Exile target "
        "creature card from a graveyard. You gain 2 life."),
    ),
    "Dark Ritual": (
        "Instant",
        "Add {B}{B}{B}.",
    ),
    "Gilded Lotus": (
        "Artifact",
        "{T}: Add three mana of any one color.",
    ),
    "Birds of Paradise": (
        "Creature — Bird",
        "Flying\n{T}: Add one mana of any color.",
    ),
    "Orcish Lumberjack": (
        "Creature — Orc",
        "{T}, Sacrifice a Forest: Add three mana in any combination of {R} and/or {G}.",
    ),
    "Goblin Clearcutter": (
        "Creature — Goblin",
        "{T}, Sacrifice a Forest: Add three mana in any combination of {R} and/or {G}.",
    ),
    "Cabal Coffers": (
        "Land",
        "{2}, {T}: Add {B} for each Swamp you control.",
    ),
    "Simian Spirit Guide": (
        "Creature — Ape Spirit",
        "Exile this card from your hand: Add {R}.",
    ),
    "Eldrazi Temple": (
        "Land",
        ("{T}: Add {C}.\n{T}: Add {C}{C}. Spend this mana only to cast colorless Eldrazi spells or activate "
        "abilities of colorless Eldrazi."),
    ),
    "Dryad Arbor": (
        "Land Creature — Forest Dryad",
        "(This land isn't a spell, it's affected by summoning sickness, and it has \"{T}: Add {G}.\")",
    ),
    "Badlands": (
        "Land — Swamp Mountain",
        "({T}: Add {B} or {R}.)",
    ),
    "City of Brass": (
        "Land",
        "Whenever this land becomes tapped, it deals 1 damage to you.\n{T}: Add one mana of any color.",
    ),
    "Crystal Quarry": (
        "Land",
        "{T}: Add {C}.\n{5}, {T}: Add {W}{U}{B}{R}{G}.",
    ),
    "Fellwar Stone": (
        "Artifact",
        "{T}: Add one mana of any color that a land an opponent controls could produce.",
    ),
    "Exotic Orchard": (
        "Land",
        "{T}: Add one mana of any color that a land an opponent controls could produce.",
    ),
    "Reflecting Pool": (
        "Land",
        "{T}: Add one mana of any type that a land you control could produce.",
    ),
    "Naga Vitalist": (
        "Creature — Snake Druid",
        "{T}: Add one mana of any type that a land you control could produce.",
    ),
    "Gaea's Cradle": (
        "Legendary Land",
        "{T}: Add {G} for each creature you control.",
    ),
    "Adarkar Wastes": (
        "Land",
        "{T}: Add {C}.\n{T}: Add {W} or {U}. This land deals 1 damage to you.",
    ),
    "Boros Signet": (
        "Artifact",
        "{1}, {T}: Add {R}{W}.",
    ),
    "Chromatic Sphere": (
        "Artifact",
        "{1}, {T}, Sacrifice this artifact: Add one mana of any color. Draw a card.",
    ),
    "Cavern of Souls": (
        "Land",
        ("As this land enters, choose a creature type.\n{T}: Add {C}.\n{T}: Add one mana of any color. Spend "
        "this mana only to cast a creature spell of the chosen type, and that spell can't be countered."),
    ),
    "Smokebraider": (
        "Creature — Elemental Shaman",
        ("{T}: Add two mana in any combination of colors. Spend this mana only to cast Elemental spells or "
        "activate abilities of Elementals."),
    ),
    "Grapeshot": (
        "Sorcery",
        ("Grapeshot deals 1 damage to any target.\nStorm (When you cast this spell, copy it for each spell "
        "cast before it this turn. You may choose new targets for the copies.)"),
    ),
    "Lightning Bolt": (
        "Instant",
        "Lightning Bolt deals 3 damage to any target.",
    ),
    "Liliana of the Veil": (
        "Legendary Planeswalker — Liliana",
        ("[+1]: Each player discards a card.\n[−2]: Target player sacrifices a creature.\n[−6]: Separate all "
        "permanents target player controls into two piles. That player sacrifices all permanents in the pile "
        "of their choice."),
    ),
    "Bonesplitter": (
        "Artifact — Equipment",
        "Equipped creature gets +2/+0.\nEquip {1}",
    ),
    "Felidar Retreat": (
        "Enchantment",
        ("Landfall — Whenever a land you control enters, choose one —\n• Create a 2/2 white Cat Beast "
        "creature token.\n• Put a +1/+1 counter on each creature you control. Those creatures gain vigilance "
        "until end of turn."),
    ),
    "Boros Charm": (
        "Instant",
        ("Choose one —\n• Boros Charm deals 4 damage to target player or planeswalker.\n• Permanents you "
        "control gain indestructible until end of turn.\n• Target creature gains double strike until end of "
        "turn."),
    ),
    "Pyramids": (
        "Artifact",
        ("{2}: Choose one —\n• Destroy target Aura attached to a land.\n• The next time target land would be "
        "destroyed this turn, remove all damage marked on it instead."),
    ),
    "Noble Hierarch": (
        "Creature — Human Druid",
        ("Exalted (Whenever a creature you control attacks alone, that creature gets +1/+1 until end of "
        "turn.)\n{T}: Add {G}, {W}, or {U}."),
    ),
    "Treasonous Ogre": (
        "Creature — Ogre Shaman",
        ("Dethrone (Whenever this creature attacks the player with the most life or tied for most life, put a "
        "+1/+1 counter on it.)\nPay 3 life: Add {R}."),
    ),
    "Atraxa, Praetors' Voice": (
        "Legendary Creature — Phyrexian Angel Horror",
        ("Flying, vigilance, deathtouch, lifelink\nAt the beginning of your end step, proliferate. (Choose "
        "any number of permanents and/or players, then give each another counter of each kind already there.)"),
    ),
    "Syr Carah, the Bold": (
        "Legendary Creature — Human Knight",
        ("Whenever Syr Carah or an instant or sorcery spell you control deals damage to a player, exile the "
        "top card of your library. You may play that card this turn.\n{T}: Syr Carah deals 1 damage to any "
        "target."),
    ),
    "Raugrin Triome": (
        "Land — Island Mountain Plains",
        "({T}: Add {U}, {R}, or {W}.)\nThis land enters tapped.\nCycling {3} ({3}, Discard this card: Draw a card.)",
    ),
    "Tundra": (
        "Land — Plains Island",
        "({T}: Add {W} or {U}.)",
    ),
    "Forest": (
        "Basic Land — Forest",
        "({T}: Add {G}.)",
    ),
    "Plains": (
        "Basic Land — Plains",
        "({T}: Add {W}.)",
    ),
    "Cascading Cataracts": (
        "Land",
        "Indestructible\n{T}: Add {C}.\n{5}, {T}: Add five mana in any combination of colors.",
    ),
    "Calciform Pools": (
        "Land",
        ("{T}: Add {C}.\n{1}, {T}: Put a storage counter on this land.\n{1}, Remove X storage counters from "
        "this land: Add X mana in any combination of {W} and/or {U}."),
    ),
    "Mana Confluence": (
        "Land",
        "{T}, Pay 1 life: Add one mana of any color.",
    ),
    "Grove of the Burnwillows": (
        "Land",
        "{T}: Add {C}.\n{T}: Add {R} or {G}. Each opponent gains 1 life.",
    ),
    "Sol Ring": (
        "Artifact",
        "{T}: Add {C}{C}.",
    ),
    "Pili-Pala": (
        "Artifact Creature — Scarecrow",
        "Flying\n{2}, {Q}: Add one mana of any color. ({Q} is the untap symbol.)",
    ),
    "Desert": (
        "Land — Desert",
        ("{T}: Add {C}.\n{T}: This land deals 1 damage to target attacking creature. Activate only during the "
        "end of combat step."),
    ),
    "Steel Hellkite": (
        "Artifact Creature — Dragon",
        ("Flying\n{2}: This creature gets +1/+0 until end of turn.\n{X}: Destroy each nonland permanent with "
        "mana value X whose controller was dealt combat damage by this creature this turn. Activate only "
        "once each turn."),
    ),
    "Chainer, Nightmare Adept": (
        "Legendary Creature — Human Minion",
        ("Discard a card: You may cast a creature spell from your graveyard this turn. Activate only once "
        "each turn.\nWhenever a nontoken creature you control enters, if you didn't cast it from your hand, "
        "it gains haste until your next turn."),
    ),
    "Lotus Cobra": (
        "Creature — Snake",
        "Landfall — Whenever a land you control enters, add one mana of any color.",
    ),
    "Mana Vault": (
        "Artifact",
        ("This artifact doesn't untap during your untap step.\nAt the beginning of your upkeep, you may pay "
        "{4}. If you do, untap this artifact.\nAt the beginning of your draw step, if this artifact is "
        "tapped, it deals 1 damage to you.\n{T}: Add {C}{C}{C}."),
    ),
    "Ancient Tomb": (
        "Land",
        "{T}: Add {C}{C}. This land deals 2 damage to you.",
    ),
    "Mishra's Workshop": (
        "Land",
        "{T}: Add {C}{C}{C}. Spend this mana only to cast artifact spells.",
    ),
    "Coal Stoker": (
        "Creature — Elemental",
        "When this creature enters, if you cast it from your hand, add {R}{R}{R}.",
    ),
    "Tinder Farm": (
        "Land",
        "This land enters tapped.\n{T}: Add {G}.\n{T}, Sacrifice this land: Add {R}{W}.",
    ),
    "Sungrass Prairie": (
        "Land",
        "{1}, {T}: Add {G}{W}.",
    ),
    "Herd Heirloom": (
        "Artifact",
        ("{T}: Add one mana of any color. Spend this mana only to cast a creature spell.\n{T}: Until end of "
        "turn, target creature you control with power 4 or greater gains trample and \"Whenever this "
        "creature deals combat damage to a player, draw a card.\""),
    ),
    "Lithoform Engine": (
        "Legendary Artifact",
        ("{2}, {T}: Copy target activated or triggered ability you control. You may choose new targets for "
        "the copy.\n{3}, {T}: Copy target instant or sorcery spell you control. You may choose new targets "
        "for the copy.\n{4}, {T}: Copy target permanent spell you control. (The copy becomes a token.)"),
    ),
    "Strionic Resonator": (
        "Artifact",
        ("{2}, {T}: Copy target triggered ability you control. You may choose new targets for the copy. (A "
        "triggered ability uses the words \"when,\" \"whenever,\" or \"at.\")"),
    ),
    "Thieving Skydiver": (
        "Creature — Merfolk Rogue",
        ("Kicker {X}. X can't be 0. (You may pay an additional {X} as you cast this spell.)\nFlying\nWhen "
        "this creature enters, if it was kicked, gain control of target artifact with mana value X or less. "
        "If that artifact is an Equipment, attach it to this creature."),
    ),
    "Prodigal Pyromancer": (
        "Creature — Human Wizard",
        "{T}: This creature deals 1 damage to any target.",
    ),
    "Steam Vents": (
        "Land — Island Mountain",
        "({T}: Add {U} or {R}.)\nAs this land enters, you may pay 2 life. If you don't, it enters tapped.",
    ),
    "Monastery Swiftspear": (
        "Creature — Human Monk",
        "Haste\nProwess (Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.)",
    ),
    "Academy Ruins": (
        "Legendary Land",
        "{T}: Add {C}.\n{1}{U}, {T}: Put target artifact card from your graveyard on top of your library.",
    ),
    "Artist Alley": (
        "Land",
        ("{T}: Add {C}\n{T}: Add one mana of any color signed in this card's art box by someone who has illustrated a "
         "printed Magic card. (You can't add colors besides white, blue, black, red, and green. Sorry, purple and "
         "orange enjoyers.)"),
    ),
    "Cryptic Spires": (
        "Land",
        ("As you create your deck, circle two of the colors below.\nThis land enters tapped.\n{T}: Add one "
        "mana of either of the circled colors."),
    ),
    "Harabaz Druid": (
        "Creature — Human Druid Ally",
        "{T}: Add X mana of any one color, where X is the number of Allies you control.",
    ),
    "Everflowing Chalice": (
        "Artifact",
        ("Multikicker {2} (You may pay an additional {2} any number of times as you cast this spell.)\nThis "
        "artifact enters with a charge counter on it for each time it was kicked.\n{T}: Add {C} for each "
        "charge counter on this artifact."),
    ),
    "Black Mana Battery": (
        "Artifact",
        ("{2}, {T}: Put a charge counter on this artifact.\n{T}, Remove any number of charge counters from "
        "this artifact: Add {B}, then add an additional {B} for each charge counter removed this way."),
    ),
    "Mox Amber": (
        "Legendary Artifact",
        "{T}: Add one mana of any color among legendary creatures and planeswalkers you control.",
    ),
    "Redshift, Rocketeer Chief": (
        "Legendary Creature — Goblin Pilot",
        ("Vigilance\n{T}: Add X mana of any one color, where X is Redshift's power. Spend this mana only to "
        "activate abilities.\nExhaust — {10}{R}{G}: Put any number of permanent cards from your hand onto "
        "the battlefield. (Activate each exhaust ability only once.)"),
    ),
    "Arcane Signet": (
        "Artifact",
        "{T}: Add one mana of any color in your commander's color identity.",
    ),
    "Hollow Trees": (
        "Land",
        ("This land enters tapped.\nYou may choose not to untap this land during your untap step.\nAt the "
        "beginning of your upkeep, if this land is tapped, put a storage counter on it.\n{T}, Remove any "
        "number of storage counters from this land: Add {G} for each storage counter removed this way."),
    ),
    "Astral Cornucopia": (
        "Artifact",
        ("This artifact enters with X charge counters on it.\n{T}: Choose a color. Add one mana of that color for "
        "each charge counter on this artifact."),
    ),
    "Famous Museum": (
        "Artifact",
        ("Whenever a creature you control dies, put an art counter on Famous Museum.\n{T}: Add {C}, plus an "
        "additional {C} for each art counter on Famous Museum."),
    ),
    "Pyromancer's Goggles": (
        "Legendary Artifact",
        ("{T}: Add {R}. When that mana is spent to cast a red instant or sorcery spell, copy that spell and you may "
        "choose new targets for the copy."),
    ),
    "Endrider Catalyzer": (
        "Creature — Human Warrior",
        ("Start your engines! (If you have no speed, it starts at 1. It increases once on each of your turns when "
        "an opponent loses life. Max speed is 4.)\nMax speed — {T}: Add {R}{R}."),
    ),
    "Evendo, Waking Haven": (
        "Land — Planet",
        ("This land enters tapped.\n{T}: Add {G}.\nStation (Tap another creature you control: Put charge counters "
        "equal to its power on this Planet. Station only as a sorcery.)\n12+ | {G}, {T}: Add {G} for each "
        "creature you control."),
    ),
    "Joraga Treespeaker": (
        "Creature — Elf Druid",
        ("Level up {1}{G} ({1}{G}: Put a level counter on this. Level up only as a sorcery.)\nLEVEL 1-4\n1/2\n"
        "{T}: Add {G}{G}.\nLEVEL 5+\n1/4\nElves you control have \"{T}: Add {G}{G}.\""),
    ),
}
