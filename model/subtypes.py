"""The subtypes of CR 205.3 and the plural forms Oracle text gives them ("Elves", "Slivers"); standard library
only, so every reader of ``model`` may use it."""

from __future__ import annotations

__all__ = ["CREATURE_TYPES", "SUBTYPES", "singular_subtype"]

#: CR 205.3g-m: artifact, enchantment, land, planeswalker, spell and creature types ("_" joins "Time Lord").
SUBTYPES = frozenset(
    w.replace("_", " ")
    for w in (  # noqa: SIM905
    "Adventure Advisor Aetherborn Ajani Alien Ally Aminatou Angel Angrath Antelope Ape Arcane Archer "
    "Archon Arlinn Armadillo Army Artificer Ashiok Assassin Assembly-Worker Astartes Atog Attraction Aura "
    "Aurochs Avatar Azra Background Badger Bahamut Balloon Barbarian Bard Basilisk Basri Bat Bear Beast "
    "Beaver Beeble Beholder Berserker Bird Bison Blinkmoth Blood Boar Bobblehead Bolas Bringer Brushwagg "
    "C'tan Calix Camarid Camel Capybara Caribou Carrier Cartouche Case Cat Cave Centaur Chandra Child "
    "Chimera Citizen Class Cleric Clown Clue Cockatrice Comet Construct Contraption Coward Coyote Crab "
    "Crocodile Curse Custodes Cyberman Cyclops Dack Dakkon Dalek Daretti Dauthi Davriel Demigod Demon "
    "Desert Deserter Detective Devil Dihada Dinosaur Djinn Doctor Dog Domri Dovin Dragon Drake "
    "Dreadnought Drix Drone Druid Dryad Dwarf Echidna Efreet Egg Elder Eldrazi Elemental Elephant Elf Elk "
    "Ellywick Elminster Elspeth Employee Equipment Estrid Eye Faerie Ferret Fish Flagbearer Food Forest "
    "Fortification Fox Fractal Freyalise Frog Fungus Gamer Gargoyle Garruk Gate Germ Giant Gideon Gith "
    "Glimmer Gnoll Gnome Goat Goblin God Gold Golem Gorgon Graveborn Gremlin Griffin Grist Guest Guff Hag "
    "Halfling Hamster Harpy Hedgehog Hellion Hero Hippo Hippogriff Homarid Homunculus Horror Horse Huatli "
    "Human Hydra Hyena Illusion Imp Incarnation Incubator Infinity Inkling Inquisitor Insect Island Jace "
    "Jackal Jared Jaya Jellyfish Jeska Juggernaut Junk Kaito Kangaroo Karn Kasmina Kavu Kaya Kiora Kirin "
    "Kithkin Knight Kobold Kor Koth Kraken Lair Lamia Lammasu Lander Leech Lemur Lesson Leviathan "
    "Lhurgoyf Licid Liliana Lizard Llama Lobster Locus Lolth Lukka Manticore Map Masticore Mercenary "
    "Merfolk Metathran Mine Minion Minotaur Minsc Mite Mole Monger Mongoose Monk Monkey Moogle Moonfolk "
    "Mordenkainen Mount Mountain Mouse Mutagen Mutant Myr Mystic Nahiri Narset Nautilus Necron Nephilim "
    "Nightmare Nightstalker Niko Ninja Nissa Nixilis Noble Noggle Nomad Nymph Octopus Ogre Oko Omen Ooze "
    "Orb Orc Orgg Otter Ouphe Ox Oyster Pangolin Peasant Pegasus Pentavite Performer Pest Phelddagrif "
    "Phoenix Phyrexian Pilot Pincher Pirate Plains Planet Plant Platypus Porcupine Possum Power-Plant "
    "Powerstone Praetor Primarch Prism Processor Qu Quintorius Rabbit Raccoon Ral Ranger Rat Rebel "
    "Reflection Rhino Rigger Robot Rogue Role Room Rowan Rune Sable Saga Saheeli Salamander Samurai Samut "
    "Sand Saproling Sarkhan Satyr Scarecrow Scientist Scion Scorpion Scout Sculpture Seal Serf Serpent "
    "Serra Servo Shade Shaman Shapeshifter Shard Shark Sheep Shrine Siren Sivitri Skeleton Skunk Slith "
    "Sliver Sloth Slug Snail Snake Soldier Soltari Sorcerer Sorin Spacecraft Spawn Specter Spellshaper "
    "Sphere Sphinx Spider Spike Spirit Splinter Sponge Squid Squirrel Starfish Stone Surrakar Survivor "
    "Swamp Symbiote Synth Szat Tamiyo Tasha Teferi Tentacle Tetravite Teyo Tezzeret Thalakos Thopter "
    "Thrull Tibalt Tiefling Time_Lord Tower Town Toy Trap Treasure Treefolk Trilobite Triskelavite Troll "
    "Turtle Tyranid Tyvar Ugin Unicorn Urza Urza's Utrom Vampire Varmint Vedalken Vehicle Venser Villain "
    "Vivien Volver Vraska Vronos Wall Walrus Warlock Warrior Weasel Weird Werewolf Whale Will Windgrace "
    "Wizard Wolf Wolverine Wombat Worm Wraith Wrenn Wurm Xenagos Yanggu Yanling Yeti Zariel Zombie Zubera "
    ).split()
)


#: CR 205.3m: the creature types ("_" joins "Time Lord"); changeling makes an object every one (CR 702.73a).
CREATURE_TYPES = frozenset(
    w.replace("_", " ")
    for w in (  # noqa: SIM905
    "Time_Lord Advisor Aetherborn Alien Ally Angel Antelope Ape Archer Archon Armadillo Army Artificer Assassin "
    "Assembly-Worker Astartes Atog Aurochs Avatar Azra Badger Balloon Barbarian Bard Basilisk Bat Bear Beast Beaver "
    "Beeble Beholder Berserker Bird Bison Blinkmoth Boar Bringer Brushwagg Camarid Camel Capybara Caribou Carrier Cat "
    "Centaur Child Chimera Citizen Cleric Clown Cockatrice Construct Coward Coyote Crab Crocodile C'tan Custodes "
    "Cyberman Cyclops Dalek Dauthi Demigod Demon Deserter Detective Devil Dinosaur Djinn Doctor Dog Dragon Drake "
    "Dreadnought Drix Drone Druid Dryad Dwarf Echidna Efreet Egg Elder Eldrazi Elemental Elephant Elf Elk Employee "
    "Eye Faerie Ferret Fish Flagbearer Fox Fractal Frog Fungus Gamer Gargoyle Germ Giant Gith Glimmer Gnoll Gnome "
    "Goat Goblin God Golem Gorgon Graveborn Gremlin Griffin Guest Hag Halfling Hamster Harpy Hedgehog Hellion Hero "
    "Hippo Hippogriff Homarid Homunculus Horror Horse Human Hydra Hyena Illusion Imp Incarnation Inkling Inquisitor "
    "Insect Jackal Jellyfish Juggernaut Kangaroo Kavu Kirin Kithkin Knight Kobold Kor Kraken Llama Lamia Lammasu "
    "Leech Lemur Leviathan Lhurgoyf Licid Lizard Lobster Manticore Masticore Mercenary Merfolk Metathran Minion "
    "Minotaur Mite Mole Monger Mongoose Monk Monkey Moogle Moonfolk Mount Mouse Mutant Myr Mystic Nautilus Necron "
    "Nephilim Nightmare Nightstalker Ninja Noble Noggle Nomad Nymph Octopus Ogre Ooze Orb Orc Orgg Otter Ouphe Ox "
    "Oyster Pangolin Peasant Pegasus Pentavite Performer Pest Phelddagrif Phoenix Phyrexian Pilot Pincher Pirate "
    "Plant Platypus Porcupine Possum Praetor Primarch Prism Processor Qu Rabbit Raccoon Ranger Rat Rebel Reflection "
    "Rhino Rigger Robot Rogue Sable Salamander Samurai Sand Saproling Satyr Scarecrow Scientist Scion Scorpion Scout "
    "Sculpture Seal Serf Serpent Servo Shade Shaman Shapeshifter Shark Sheep Siren Skeleton Skunk Slith Sliver Sloth "
    "Slug Snail Snake Soldier Soltari Sorcerer Spawn Specter Spellshaper Sphinx Spider Spike Spirit Splinter Sponge "
    "Squid Squirrel Starfish Surrakar Survivor Symbiote Synth Tentacle Tetravite Thalakos Thopter Thrull Tiefling Toy "
    "Treefolk Trilobite Triskelavite Troll Turtle Tyranid Unicorn Utrom Vampire Varmint Vedalken Villain Volver Wall "
    "Walrus Warlock Warrior Weasel Weird Werewolf Whale Wizard Wolf Wolverine Wombat Worm Wraith Wurm Yeti Zombie "
    "Zubera "
    ).split()
)


#: Plurals Oracle text gives subtypes that no suffix rule makes ("Other Mice you control get +1/+1.").
_IRREGULAR_PLURALS = {"Mice": "Mouse", "Oxen": "Ox", "Fungi": "Fungus", "Pegasi": "Pegasus", "Cyclopes": "Cyclops",
                      "Homunculi": "Homunculus", "Octopi": "Octopus", "Sphinges": "Sphinx"}


def singular_subtype(word: str) -> str | None:
    """The subtype (CR 205.3) a word of Oracle text names, in the singular ("Elves": "Elf", "Faeries": "Faerie",
    "Merfolk": "Merfolk", "Mice": "Mouse"), or ``None`` for a word that is not one."""
    w = word.replace("’", "'")
    if w in SUBTYPES:
        return w
    if w in _IRREGULAR_PLURALS:
        return _IRREGULAR_PLURALS[w]
    for suffix, repl in (("ves", "f"), ("ies", "y"), ("es", ""), ("s", "")):
        if w.endswith(suffix) and w[: len(w) - len(suffix)] + repl in SUBTYPES:
            return w[: len(w) - len(suffix)] + repl
    if w == "Urza's":
        return w
    return None
