"""CR 707.10 and the copy rulings L1-L16 (Lithoform Engine), S1-S8 (Strionic Resonator), K1-K6 (Kurkesh).

Every expected value is worked out from the rule or ruling text and the board (comments say how), never taken from
the code's output. Cards are real (Oracle text from the embedded registry or ``tests/copies/copykit.py``).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "copies"))
from copykit import as_lists, as_sets, copy, obj, state

ENGINE = "Lithoform Engine"
ABILITY = "{2}, {T}: Copy target activated or triggered ability you control."
INSTANT = "{3}, {T}: Copy target instant or sorcery spell you control."
PERMANENT = "{4}, {T}: Copy target permanent spell you control."


def spell(id: str, source: str, controller: str = "alice", **kw: object) -> dict[str, object]:
    return {"id": id, "kind": "spell", "source": source, "controller": controller, **kw}


def act(id: str, source: str, ability: object, controller: str = "alice", **kw: object) -> dict[str, object]:
    return {"id": id, "kind": "activated_ability", "source": source, "ability": ability, "controller": controller,
            **kw}


def trig(id: str, source: str, ability: object, controller: str = "alice", **kw: object) -> dict[str, object]:
    return {"id": id, "kind": "triggered_ability", "source": source, "ability": ability, "controller": controller,
            **kw}


# ---------------------------------------------------------------------------------------------------- Lithoform


def test_l1_permanent_spell_copy_becomes_token() -> None:
    """L1: a copied permanent spell becomes a token as it resolves (CR 707.10f); Grizzly Bears has no targets."""
    st = state([obj("engine", ENGINE), obj("bears_card", "Grizzly Bears", zone="stack")],
               [spell("bears", "bears_card")])
    a = copy(st, "bears", "engine", PERMANENT)
    assert a["copyable"] and a["copy"]["becomes_token"] is True
    assert a["choices"] == [[]] and a["count"] == 1


def test_l2_resolution_choices_not_copied() -> None:
    """L2: Frenzied Goblin's "you may pay {R}" is chosen on resolution: nothing of it is carried; only the target.

    Board: Goblin (alice), Bears (bob). "target creature" for alice: Goblin, Bears -> two choices.
    """
    st = state([obj("engine", ENGINE), obj("goblin", "Frenzied Goblin"), obj("bears", "Grizzly Bears", "bob")],
               [trig("t", "goblin", 0, targets=["bears"])])
    a = copy(st, "t", "engine", ABILITY)
    assert a["copyable"]
    assert a["copy"]["paid"] == {"kicker": False, "alternative": None, "sacrificed": [], "additional": []}
    assert as_lists(a) == {("bears",), ("goblin",)}


def test_l3_linked_copy_keeps_its_source() -> None:
    """L3: a copy of Fiend Hunter's ETB is linked to Fiend Hunter's second ability: its source is Fiend Hunter.

    "another target creature": the two Bears of bob, never the Hunter -> two choices.
    """
    st = state([obj("engine", ENGINE), obj("hunter", "Fiend Hunter"), obj("x", "Grizzly Bears", "bob"),
                obj("y", "Grizzly Bears", "bob")],
               [trig("etb", "hunter", 0, targets=["x"])])
    a = copy(st, "etb", "engine", ABILITY)
    assert a["copy"]["source"] == "hunter"
    assert as_lists(a) == {("x",), ("y",)}


def test_l4_kicked_spell_copy_is_kicked() -> None:
    """L4: Twincast copies bob's kicked Burst Lightning: the copy is kicked; alice controls it (CR 707.10).

    Burst Lightning says "any target": alice and bob (no creatures) -> two choices.
    """
    st = state([obj("twincast", "Twincast", zone="hand"), obj("burst_card", "Burst Lightning", "bob", zone="stack")],
               [spell("burst", "burst_card", "bob", targets=["alice"], paid={"kicker": True})])
    a = copy(st, "burst", "twincast", 0)
    assert a["copy"]["paid"]["kicker"] is True
    assert a["copy"]["controller"] == "alice"
    assert as_lists(a) == {("alice",), ("bob",)}


def test_l5_source_of_copied_ability() -> None:
    """L5: the source of Lithoform Engine's copy of Prodigal Pyromancer's ability is the Pyromancer."""
    st = state([obj("engine", ENGINE), obj("pyro", "Prodigal Pyromancer", tapped=True)],
               [act("ping", "pyro", 0, targets=["bob"])])
    a = copy(st, "ping", "engine", ABILITY)
    assert a["copy"]["source"] == "pyro"
    # "any target": alice, bob, the Pyromancer -> three choices
    assert as_lists(a) == {("bob",), ("alice",), ("pyro",)}


def test_l6_permanent_spell_keeps_its_target() -> None:
    """L6: the third ability copies an Aura spell, but new targets can't be chosen: Pacifism keeps its creature."""
    st = state([obj("engine", ENGINE), obj("pac_card", "Pacifism", zone="stack"),
                obj("bears", "Grizzly Bears", "bob"), obj("lion", "Silvercoat Lion", "bob")],
               [spell("pac", "pac_card", targets=["bears"])])
    a = copy(st, "pac", "engine", PERMANENT)
    assert a["copyable"] and a["copy"]["new_targets_allowed"] is False
    assert a["choices"] == [["bears"]] and a["count"] == 1


def test_l7_copy_of_a_copy_becomes_a_token_too() -> None:
    """L7, CR 608.3f: a copy of a permanent spell (here, itself a copy) becomes a token that isn't "created"."""
    st = state([obj("engine", ENGINE), obj("drake_card", "Academy Drake", zone="stack")],
               [spell("drake", "drake_card"), spell("drake_copy", "drake_card", is_copy=True)])
    a = copy(st, "drake_copy", "engine", PERMANENT)
    assert a["copyable"] and a["copy"]["becomes_token"] is True and a["copy"]["cast"] is False


def test_l8_equip_is_an_activated_ability() -> None:
    """L8: equip is an activated ability: Lithoform Engine copies Bonesplitter's equip.

    "target creature you control" (CR 702.6a) for alice: Bears and Lion; bob's Giant is not hers -> two choices.
    """
    st = state([obj("engine", ENGINE), obj("splitter", "Bonesplitter"), obj("bears", "Grizzly Bears"),
                obj("lion", "Silvercoat Lion"), obj("giant", "Hill Giant", "bob")],
               [act("equip", "splitter", {"text": "Equip {1}"}, targets=["bears"])])
    a = copy(st, "equip", "engine", ABILITY)
    assert as_lists(a) == {("bears",), ("lion",)}


def test_l9_copy_is_not_cast() -> None:
    """L9: the copy isn't cast, so Riku ("Whenever you cast") can't copy a copy; the copy carries cast: false."""
    st = state([obj("riku", "Riku of Two Reflections"), obj("bolt_card", "Lightning Bolt", zone="stack")],
               [spell("bolt", "bolt_card", targets=["bob"]),
                spell("bolt_copy", "bolt_card", targets=["bob"], is_copy=True)])
    riku = "Whenever you cast an instant or sorcery spell"
    assert copy(st, "bolt", "riku", riku)["copy"]["cast"] is False
    a = copy(st, "bolt_copy", "riku", riku)
    assert a["copyable"] is False
    assert any(r["rule"] == "CR 707.10" for r in a["reasons"])


def test_l10_copy_may_target_the_original() -> None:
    """L10: the copy resolves before the original, which is still on the stack: a copied Counterspell may target
    the Counterspell it copies. Spells on the stack: bob's Bolt and alice's Counterspell -> two choices."""
    st = state([obj("twincast", "Twincast", zone="hand"), obj("bolt_card", "Lightning Bolt", "bob", zone="stack"),
                obj("cs_card", "Counterspell", zone="stack")],
               [spell("bolt", "bolt_card", "bob", targets=["alice"]), spell("cs", "cs_card", targets=["bolt"])])
    a = copy(st, "cs", "twincast", 0)
    assert as_lists(a) == {("bolt",), ("cs",)}


def test_l11_illegal_target_stays_available() -> None:
    """L11: targets unchanged unless you choose new ones; a now-illegal target may stay.

    Swords to Plowshares targets a Bears now in the graveyard: choices are that Bears (kept), the Giant, the Lion.
    """
    st = state([obj("engine", ENGINE), obj("swords_card", "Swords to Plowshares", zone="stack"),
                obj("dead", "Grizzly Bears", "bob", zone="graveyard"), obj("giant", "Hill Giant", "bob"),
                obj("lion", "Silvercoat Lion")],
               [spell("swords", "swords_card", targets=["dead"])])
    a = copy(st, "swords", "engine", INSTANT)
    assert as_lists(a) == {("dead",), ("giant",), ("lion",)}
    assert a["choices"][0] == ["dead"]


def test_l12_at_beginning_trigger() -> None:
    """L12: "At the beginning of your upkeep" is a triggered ability (Phyrexian Arena): the first ability copies it."""
    st = state([obj("engine", ENGINE), obj("arena", "Phyrexian Arena")], [trig("up", "arena", 0)])
    a = copy(st, "up", "engine", ABILITY)
    assert a["copyable"] and a["choices"] == [[]] and a["copy"]["source"] == "arena"


def test_l13_division_stays() -> None:
    """L13: Electrolyze with all 2 damage on one target: the copy keeps one target with 2; the target may change.

    One target from: bob's Bears, alice's Lion, alice, bob -> four choices, division [2].
    """
    st = state([obj("engine", ENGINE), obj("ez_card", "Electrolyze", zone="stack"), obj("bears", "Grizzly Bears", "bob"),
                obj("lion", "Silvercoat Lion")],
               [spell("ez", "ez_card", targets=["bears"], division=[2])])
    a = copy(st, "ez", "engine", INSTANT)
    assert a["copy"]["division"] == [2]
    assert as_lists(a) == {("bears",), ("lion",), ("alice",), ("bob",)}


def test_l14_ability_of_a_gone_source() -> None:
    """L14: the first ability targets an ability on the stack; Expedition Map was sacrificed to activate its
    ability, yet the ability (and a copy, with the Map as source) exists."""
    st = state([obj("engine", ENGINE), obj("map", "Expedition Map", zone="graveyard")],
               [act("search", "map", 0, paid={"sacrificed": ["map"]})])
    a = copy(st, "search", "engine", ABILITY)
    assert a["copyable"] and a["copy"]["source"] == "map" and a["copy"]["paid"]["sacrificed"] == ["map"]


def test_l15_x_copied() -> None:
    """L15: Banefire with X=3: the copy has X=3."""
    st = state([obj("engine", ENGINE), obj("bf_card", "Banefire", zone="stack")],
               [spell("bf", "bf_card", targets=["bob"], x=3)])
    assert copy(st, "bf", "engine", INSTANT)["copy"]["x"] == 3


def test_l16_modes_copied() -> None:
    """L16: Cryptic Command, modes 0 and 1: the copy has the same modes; only the targets may change.

    Counter target spell: bob's Bolt or the Command itself (on the stack); return target permanent: bob's Bears or
    the Engine. 2 x 2 = four choices.
    """
    st = state([obj("engine", ENGINE), obj("bears", "Grizzly Bears", "bob"),
                obj("bolt_card", "Lightning Bolt", "bob", zone="stack"),
                obj("cc_card", "Cryptic Command", zone="stack")],
               [spell("bolt", "bolt_card", "bob", targets=["alice"]),
                spell("cc", "cc_card", targets=["bolt", "bears"], modes=[0, 1])])
    a = copy(st, "cc", "engine", INSTANT)
    assert a["copy"]["modes"] == [0, 1]
    assert as_lists(a) == {("bolt", "bears"), ("bolt", "engine"), ("cc", "bears"), ("cc", "engine")}


# ---------------------------------------------------------------------------------------------------- Resonator

RESONATOR = "Strionic Resonator"


def test_s1_triggered_abilities_only() -> None:
    """S1: Strionic Resonator copies a triggered ability, not an activated one."""
    st = state([obj("res", RESONATOR), obj("pyro", "Prodigal Pyromancer", tapped=True),
                obj("arena", "Phyrexian Arena")],
               [act("ping", "pyro", 0, targets=["bob"]), trig("up", "arena", 0)])
    assert copy(st, "ping", "res")["copyable"] is False
    assert copy(st, "up", "res")["copyable"] is True


def test_s2_linked_trigger_source() -> None:
    """S2: the copy of Fiend Hunter's exile trigger has Fiend Hunter as source, so it is linked to its second
    ability. Targets: the other creatures only (bob's Bears and Giant)."""
    st = state([obj("res", RESONATOR), obj("hunter", "Fiend Hunter"), obj("x", "Grizzly Bears", "bob"),
                obj("y", "Hill Giant", "bob")],
               [trig("etb", "hunter", 0, targets=["y"])])
    a = copy(st, "etb", "res")
    assert a["copy"]["source"] == "hunter"
    assert as_lists(a) == {("x",), ("y",)}


def test_s3_landfall_is_a_triggered_ability() -> None:
    """S3: Felidar Retreat's landfall ability uses "Whenever": Strionic Resonator may copy it."""
    st = state([obj("res", RESONATOR), obj("retreat", "Felidar Retreat")],
               [trig("lf", "retreat", 0, modes=[0])])
    assert copy(st, "lf", "res")["copyable"] is True


def test_s4_untargeted_linked_trigger() -> None:
    """S4: Elite Arcanist's ETB (no target) is copied; both exiled cards count for its linked ability, which the
    shared source (Elite Arcanist) makes possible."""
    st = state([obj("res", RESONATOR), obj("arcanist", "Elite Arcanist")], [trig("etb", "arcanist", 0)])
    a = copy(st, "etb", "res")
    assert a["copyable"] and a["choices"] == [[]] and a["copy"]["source"] == "arcanist"


def test_s5_same_source() -> None:
    """S5: the copy of Phyrexian Arena's trigger has Phyrexian Arena as its source (CR 707.10b)."""
    st = state([obj("res", RESONATOR), obj("arena", "Phyrexian Arena")], [trig("up", "arena", 0)])
    assert copy(st, "up", "res")["copy"]["source"] == "arena"


def test_s6_division_and_number_of_targets() -> None:
    """S6: Bogardan Hellkite's 5 damage divided 3/1/1 among three targets: the copy keeps three targets and the
    division; new targets must be three different ones (one word "targets", CR 115.3).

    Any target: alice, bob, the Hellkite, bob's Bears (4). The 3-damage slot takes any of the 4; the two 1-damage
    slots take an unordered pair of the 3 others: 4 x C(3,2) = 12 choices.
    """
    st = state([obj("res", RESONATOR), obj("hk", "Bogardan Hellkite"), obj("bears", "Grizzly Bears", "bob")],
               [trig("etb", "hk", {"text": "When this creature enters"}, targets=["bears", "bob", "alice"],
                     division=[3, 1, 1])])
    a = copy(st, "etb", "res")
    assert a["copy"]["division"] == [3, 1, 1]
    assert a["count"] == 12
    assert all(len(c) == 3 and len(set(c)) == 3 for c in a["choices"])


def test_s7_mode_copied() -> None:
    """S7: Felidar Retreat's trigger with its second mode: the copy has mode 1, no targets."""
    st = state([obj("res", RESONATOR), obj("retreat", "Felidar Retreat")],
               [trig("lf", "retreat", 0, modes=[1])])
    a = copy(st, "lf", "res")
    assert a["copy"]["modes"] == [1] and a["choices"] == [[]]


def test_s8_cost_paid_on_resolution() -> None:
    """S8: Frenzied Goblin's {R} is paid as the copy resolves: the copy is made and may change its target.

    "target creature": the Goblin, bob's Bears and Giant -> three choices.
    """
    st = state([obj("res", RESONATOR), obj("goblin", "Frenzied Goblin"), obj("b1", "Grizzly Bears", "bob"),
                obj("b2", "Hill Giant", "bob")],
               [trig("t", "goblin", 0, targets=["b1"])])
    a = copy(st, "t", "res")
    assert as_lists(a) == {("b1",), ("b2",), ("goblin",)}


# ---------------------------------------------------------------------------------------------------- Kurkesh

KURKESH = "Kurkesh, Onakke Ancient"


def test_k1_mana_ability_not_copied() -> None:
    """K1, CR 605.3b: Sol Ring's ability is a mana ability: it never uses the stack, so Kurkesh copies nothing."""
    st = state([obj("kurkesh", KURKESH), obj("ring", "Sol Ring", tapped=True)],
               [act("mana", "ring", 0)])
    a = copy(st, "mana", "kurkesh")
    assert a["copyable"] is False and a["reasons"][0]["rule"] == "CR 605.3b"


def test_k2_keep_or_change_targets() -> None:
    """K2: Walking Ballista's ping targets a creature that died: it may stay, or change to any legal target.

    Any target: alice, bob, Kurkesh, the Ballista, bob's Giant; plus the kept dead Bears -> six choices.
    """
    st = state([obj("kurkesh", KURKESH), obj("ballista", "Walking Ballista", counters={"+1/+1": 1}),
                obj("giant", "Hill Giant", "bob"), obj("dead", "Grizzly Bears", "bob", zone="graveyard")],
               [act("ping", "ballista", {"text": "Remove a +1/+1 counter"}, targets=["dead"])])
    a = copy(st, "ping", "kurkesh")
    assert as_lists(a) == {("dead",), ("alice",), ("bob",), ("kurkesh",), ("ballista",), ("giant",)}


def test_k3_equip_of_an_artifact() -> None:
    """K3: equip is an activated ability of an artifact (Bonesplitter): Kurkesh copies it.

    "target creature you control": Kurkesh and the Bears (bob's Giant is not alice's) -> two choices.
    """
    st = state([obj("kurkesh", KURKESH), obj("splitter", "Bonesplitter"), obj("bears", "Grizzly Bears"),
                obj("giant", "Hill Giant", "bob")],
               [act("equip", "splitter", {"text": "Equip {1}"}, targets=["bears"])])
    assert as_lists(copy(st, "equip", "kurkesh")) == {("bears",), ("kurkesh",)}


def test_k4_mode_copied() -> None:
    """K4: Pyramids' second mode (target land): the copy has mode 1; lands: Forest, Mountain -> two choices."""
    st = state([obj("kurkesh", KURKESH), obj("pyramids", "Pyramids"), obj("forest", "Forest"),
                obj("mountain", "Mountain"), obj("bears", "Grizzly Bears")],
               [act("pyr", "pyramids", 0, targets=["forest"], modes=[1])])
    a = copy(st, "pyr", "kurkesh")
    assert a["copy"]["modes"] == [1]
    assert as_lists(a) == {("forest",), ("mountain",)}


def test_k5_x_copied() -> None:
    """K5: Steel Hellkite's {X} ability with X=2: Kurkesh's copy has X=2."""
    st = state([obj("kurkesh", KURKESH), obj("hk", "Steel Hellkite")],
               [act("hx", "hk", {"text": "{X}: Destroy each nonland permanent"}, x=2)])
    a = copy(st, "hx", "kurkesh")
    assert a["copyable"] and a["copy"]["x"] == 2


def test_k6_kurkesh_sacrificed() -> None:
    """K6: Blasting Station's cost sacrificed Kurkesh: Kurkesh was gone when the ability was activated: no copy.
    With another creature sacrificed, the copy is made."""
    st = state([obj("kurkesh", KURKESH, zone="graveyard"), obj("station", "Blasting Station", tapped=True)],
               [act("blast", "station", 0, targets=["bob"], paid={"sacrificed": ["kurkesh"]})])
    a = copy(st, "blast", "kurkesh")
    assert a["copyable"] is False and any(r["rule"] == "K6" for r in a["reasons"])
    st2 = state([obj("kurkesh", KURKESH), obj("bears", "Grizzly Bears", zone="graveyard"),
                 obj("station", "Blasting Station", tapped=True)],
                [act("blast", "station", 0, targets=["bob"], paid={"sacrificed": ["bears"]})])
    assert copy(st2, "blast", "kurkesh")["copyable"] is True


# ---------------------------------------------------------------------------------------------------- others


def test_two_copiers_on_one_activation() -> None:
    """CR 707.10: Rings of Brighthearth and Kurkesh both trigger on one artifact activation; each may copy it."""
    st = state([obj("kurkesh", KURKESH), obj("rings", "Rings of Brighthearth"), obj("station", "Blasting Station",
                                                                                 tapped=True),
                obj("bears", "Grizzly Bears", zone="graveyard")],
               [act("blast", "station", 0, targets=["bob"], paid={"sacrificed": ["bears"]})])
    a, b = copy(st, "blast", "kurkesh"), copy(st, "blast", "rings")
    assert a["copyable"] and b["copyable"]
    # any target: alice, bob, Kurkesh
    assert as_lists(a) == as_lists(b) == {("bob",), ("alice",), ("kurkesh",)}


def test_curse_of_echoes_other_player_controls() -> None:
    """CR 707.10: the copy of bob's Giant Growth made by Curse of Echoes is alice's; "target creature" is read for
    alice, so bob's hexproof Troll Ascetic can't be a new target (CR 702.11b) but stays if already targeted."""
    st = state([obj("curse", "Curse of Echoes", attached_to="bob"), obj("troll", "Troll Ascetic", "bob"),
                obj("lion", "Silvercoat Lion"), obj("gg_card", "Giant Growth", "bob", zone="stack")],
               [spell("gg", "gg_card", "bob", targets=["troll"])])
    a = copy(st, "gg", "curse", "Whenever enchanted player casts")
    assert a["copy"]["controller"] == "alice"
    assert as_lists(a) == {("troll",), ("lion",)}


def test_pyromancer_ascension_needs_two_quest_counters() -> None:
    """CR 603.2: Pyromancer Ascension copies only "while this enchantment has two or more quest counters"."""
    objs = [obj("bolt_card", "Lightning Bolt", zone="stack")]
    stack = [spell("bolt", "bolt_card", targets=["bob"])]
    text = "Whenever you cast an instant or sorcery spell while"
    one = state([obj("asc", "Pyromancer Ascension", counters={"quest": 1}), *objs], stack)
    two = state([obj("asc", "Pyromancer Ascension", counters={"quest": 2}), *objs], stack)
    assert copy(one, "bolt", "asc", text)["copyable"] is False
    assert copy(two, "bolt", "asc", text)["copyable"] is True


def test_illusionists_bracers_only_equipped_creature() -> None:
    """CR 603.2: Illusionist's Bracers copy abilities of the equipped creature only."""
    st = state([obj("carah", "Syr Carah, the Bold", tapped=True), obj("pyro", "Prodigal Pyromancer", tapped=True),
                obj("bracers", "Illusionist's Bracers", attached_to="carah")],
               [act("p1", "carah", {"text": "{T}: Syr Carah deals 1 damage"}, targets=["bob"]),
                act("p2", "pyro", 0, targets=["bob"])])
    by = "Whenever an ability of equipped creature is activated"
    assert copy(st, "p1", "bracers", by)["copyable"] is True
    assert copy(st, "p2", "bracers", by)["copyable"] is False


def test_double_major_creature_spells_only() -> None:
    """CR 707.10f: Double Major copies a creature spell you control (a token); not an instant, not bob's."""
    st = state([obj("major", "Double Major", zone="hand"), obj("bears_card", "Grizzly Bears", zone="stack"),
                obj("giant_card", "Hill Giant", "bob", zone="stack"), obj("bolt_card", "Lightning Bolt", zone="stack")],
               [spell("bears", "bears_card"), spell("giant", "giant_card", "bob"),
                spell("bolt", "bolt_card", targets=["bob"])])
    a = copy(st, "bears", "major")
    assert a["copyable"] and a["copy"]["becomes_token"] and a["copy"]["new_targets_allowed"] is False
    assert copy(st, "giant", "major")["copyable"] is False
    assert copy(st, "bolt", "major")["copyable"] is False


def test_generic_copier_by_new_targets() -> None:
    """CR 707.10c: a copier given only by ``new_targets``: "none" keeps the targets, "may_choose" allows new ones."""
    st = state([obj("bolt_card", "Lightning Bolt", zone="stack"), obj("bears", "Grizzly Bears", "bob")],
               [spell("bolt", "bolt_card", targets=["bob"])])
    assert copy(st, "bolt", None, new_targets="none")["choices"] == [["bob"]]
    assert as_sets(copy(st, "bolt", None, new_targets="may_choose")) == {frozenset({"bob"}), frozenset({"alice"}),
                                                                         frozenset({"bears"})}
