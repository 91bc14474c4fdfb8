"""CR 106.5, 106.7, 105.2, 404.1, 107.1b, 601.2g, 605.3b and ruling G1: mana abilities whose colours or amount are
read from the game as they resolve: colours chosen as the permanent entered or as it was drafted (the object's
``chosen``), the colours of permanents or of cards in a graveyard, the life total, the greatest power or toughness
among creatures, the permanents of a name, of the chosen creature type, with a keyword or sharing a creature type,
each colour among monocolored permanents, the object's toughness. Expected values are worked out from each card's
Oracle text (quoted in the docstrings)."""

from __future__ import annotations

import pytest
from mtgsolver.model.errors import BadRequest, UnsupportedText
from mtgsolver.model.queries import CouldProduceQuery, PaymentMode
from mtgsolver.solver.could_produce import answer_could_produce
from mtgsolver.solver.payments import answer_payments, is_payable
from mtgsolver.solver.view import BoardView

from tests.helpers import obj, pay, produced, state

CENOTE = "Desert Cenote"  # "choose up to two colors ..." / {T}: Add {C}. / {T}: Add one mana of a chosen color.
PALIANO = "Paliano, the High City"  # {T}: Add one mana of any color chosen as you drafted cards named Paliano, ...
GATE = "Reflective Gate"  # {T}: Add {C}. / {T}: Add one mana of any color that shares a color with a permanent a
#                           player controls.
HAVENS = "The Grey Havens"  # {T}: Add {C}. / {T}: Add one mana of any color among legendary creature cards in
#                             your graveyard.
SANCTUM = "Sanctum of the Sun"  # {T}: Add X mana of any one color, where X is your life total.
RANCHER = "Bighorner Rancher"  # 2/5. {T}: Add an amount of {G} equal to the greatest power among creatures you
#                                control.
ADHERENT = "Arbor Adherent"  # 2/4. {T}: Add one mana of any color. / {T}: Add X mana of any one color, where X is
#                              the greatest toughness among other creatures you control.


def types(s, oid: str) -> str:  # type: ignore[no-untyped-def]
    answer = answer_could_produce(BoardView(s), CouldProduceQuery(id="q", object=oid))
    return "".join(answer["types"])  # type: ignore[arg-type]


def test_106_7_desert_cenote_adds_one_of_its_chosen_colors() -> None:
    """CR 106.7: Desert Cenote that chose white and blue could produce {C} and one mana of a chosen colour: W, U,
    C; it pays {U}, not {G}."""
    s = state(obj("c", CENOTE, chosen={"colors": "WU"}))
    assert types(s, "c") == "WUC"
    assert is_payable(BoardView(s), pay("{U}"))
    assert not is_payable(BoardView(s), pay("{G}"))


def test_g1_desert_cenote_that_chose_no_color_adds_only_colorless() -> None:
    """G1, CR 106.5: "up to two colors" allows none; then "a chosen color" is undefined and adds no mana: {C} only."""
    s = state(obj("c", CENOTE, chosen={"colors": ""}))
    assert types(s, "c") == "C"


def test_106_7_a_chosen_color_not_given_is_never_guessed() -> None:
    """Never guessed: a Desert Cenote whose colours the state doesn't give could produce what no one knows:
    unsupported_text at its ``chosen``. A "yes" found without it stands ({C}, CR 601.2g); a "no" it could change
    ({W}) is unsupported_text there too."""
    s = state(obj("f", "Forest"), obj("c", CENOTE))
    with pytest.raises(UnsupportedText) as info:
        types(s, "c")
    assert info.value.path == "state.objects[1].chosen"
    assert types(s, "f") == "G"
    assert is_payable(BoardView(s), pay("{C}"))
    with pytest.raises(UnsupportedText) as info:
        answer_payments(BoardView(s), pay("{W}", mode=PaymentMode.CHECK))
    assert info.value.path == "state.objects[1].chosen"


def test_106_7_the_chosen_color_not_given_is_never_guessed() -> None:
    """Never guessed: Coldsteel Heart ("As this artifact enters, choose a color. {T}: Add one mana of the chosen
    color.") without a chosen colour could produce what no one knows: unsupported_text at its ``chosen``. Two
    colours where its text chooses one can't have been chosen (CR 105.4): bad_request at ``chosen.colors`` as the
    state is read."""
    s = state(obj("h", "Coldsteel Heart"), obj("i", "Island"))
    with pytest.raises(UnsupportedText) as info:
        types(s, "h")
    assert info.value.path == "state.objects[0].chosen"
    with pytest.raises(BadRequest) as refused:
        state(obj("h", "Coldsteel Heart", chosen={"colors": "WU"}), obj("i", "Island"))
    assert refused.value.path == "state.objects[0].chosen.colors"


def test_106_7_paliano_adds_the_colors_chosen_as_it_was_drafted() -> None:
    """CR 106.7: Paliano, the High City whose drafters chose white, blue and black could produce W, U, B; it pays
    {B} and not {R}."""
    s = state(obj("p", PALIANO, chosen={"colors": "white blue black"}))
    assert types(s, "p") == "WUB"
    assert is_payable(BoardView(s), pay("{B}"))
    assert not is_payable(BoardView(s), pay("{R}"))


SPIRES = "Cryptic Spires"  # As you create your deck, circle two of the colors below. / {T}: Add one mana of either
#                            of the circled colors.


def test_106_7_cryptic_spires_adds_either_of_its_circled_colors() -> None:
    """CR 106.7: Cryptic Spires whose owner circled red and green (its ``chosen`` colours) could produce R and G;
    it pays {G} and not {W}. Without the circled colours no one knows: unsupported_text at its ``chosen``."""
    s = state(obj("s", SPIRES, chosen={"colors": "RG"}))
    assert types(s, "s") == "RG"
    assert is_payable(BoardView(s), pay("{G}"))
    assert not is_payable(BoardView(s), pay("{W}"))
    with pytest.raises(UnsupportedText) as info:
        types(state(obj("s", SPIRES)), "s")
    assert info.value.path == "state.objects[0].chosen"


def test_105_2_reflective_gate_shares_a_color_with_any_players_permanent() -> None:
    """CR 105.2, 106.7: Reflective Gate adds a colour of a permanent any player controls: Bob's red Kiki-Jiki and
    Alice's white Isamaru give R and W (with its {C}); Bob's Island and the colourless Gate give nothing more."""
    s = state(obj("g", GATE), obj("isamaru", "Isamaru, Hound of Konda"),
              obj("kiki", "Kiki-Jiki, Mirror Breaker", controller="bob"), obj("i", "Island", controller="bob"))
    assert types(s, "g") == "WRC"
    assert is_payable(BoardView(s), pay("{R}"))
    assert not is_payable(BoardView(s), pay("{U}"))


def test_g1_reflective_gate_among_colorless_permanents_adds_only_colorless() -> None:
    """G1, CR 106.5: with no coloured permanent, "any color that shares a color" is undefined: {C} only."""
    s = state(obj("g", GATE), obj("w", "Wastes", controller="bob"))
    assert types(s, "g") == "C"


def test_404_1_grey_havens_reads_legendary_creature_cards_in_your_graveyard() -> None:
    """CR 404.1, 105.2: The Grey Havens sees Isamaru (white, legendary creature) in Alice's graveyard; not the
    Grizzly Bears there (not legendary), nor Kiki-Jiki in Bob's graveyard (not "your"), nor a legendary creature on
    the battlefield: W and C."""
    s = state(obj("h", HAVENS), obj("g1", "Isamaru, Hound of Konda", zone="graveyard"),
              obj("g2", "Grizzly Bears", zone="graveyard"),
              obj("g3", "Kiki-Jiki, Mirror Breaker", controller="bob", zone="graveyard"),
              obj("k", "Kiki-Jiki, Mirror Breaker"))
    assert types(s, "h") == "WC"
    assert is_payable(BoardView(s), pay("{W}"))
    assert not is_payable(BoardView(s), pay("{R}"))


def test_106_7_sanctum_of_the_sun_adds_life_total_of_one_color() -> None:
    """CR 106.7, 119: at 3 life Sanctum of the Sun adds three mana of any one colour: {W}{W}{W} is payable,
    {W}{W}{W}{W} is not, nor {W}{U} (one colour); its one payment of {R}{R} makes {R}{R}{R}."""
    s = state(obj("s", SANCTUM), life=3)
    assert types(s, "s") == "WUBRG"
    assert is_payable(BoardView(s), pay("{W}{W}{W}"))
    assert not is_payable(BoardView(s), pay("{W}{W}{W}{W}"))
    assert not is_payable(BoardView(s), pay("{W}{U}"))
    answer = answer_payments(BoardView(s), pay("{R}{R}"))
    assert [produced(p) for p in answer["payments"]] == [[("s", "{R}{R}{R}")]]  # type: ignore[union-attr]


@pytest.mark.parametrize("life", [0, -2])
def test_107_1b_sanctum_of_the_sun_at_zero_or_less_life_adds_nothing(life: int) -> None:
    """CR 107.1b, G2: at 0 life, or below (a negative X is 0), Sanctum of the Sun would add no mana: it could
    produce no type."""
    assert types(state(obj("s", SANCTUM), life=life), "s") == ""


def test_601_2g_sanctum_of_the_sun_before_a_pain_land() -> None:
    """CR 601.2g, 605.3b: the player activates Sanctum of the Sun before Adarkar Wastes deals its 1 damage, so at
    3 life they make {W}{W}{W} and {W}: {W}{W}{W}{W} is payable. Activated after, Sanctum makes two: payments
    the list doesn't hold, so the list is unsupported_text at Sanctum."""
    s = state(obj("s", SANCTUM), obj("a", "Adarkar Wastes"), life=3)
    assert is_payable(BoardView(s), pay("{W}{W}{W}{W}"))
    with pytest.raises(UnsupportedText) as info:
        answer_payments(BoardView(s), pay("{W}{W}{W}{W}"))
    assert info.value.path == "state.objects[0]"


def test_122_1a_bighorner_rancher_adds_the_greatest_power_among_your_creatures() -> None:
    """CR 208.3, 122.1a: Grizzly Bears (2/2) with two +1/+1 counters has power 4, the greatest among Alice's
    creatures (Rancher is 2/5); Bob's Craw Wurm (6/4) doesn't count ("you control"): Rancher adds {G}{G}{G}{G}."""
    s = state(obj("r", RANCHER), obj("b", "Grizzly Bears", counters={"+1/+1": 2}),
              obj("craw", "Craw Wurm", controller="bob"))
    assert is_payable(BoardView(s), pay("{G}{G}{G}{G}"))
    assert not is_payable(BoardView(s), pay("{G}{G}{G}{G}{G}"))
    answer = answer_payments(BoardView(s), pay("{G}{G}{G}{G}"))
    assert [produced(p) for p in answer["payments"]] == [[("r", "{G}{G}{G}{G}")]]  # type: ignore[union-attr]


def test_106_7_arbor_adherent_counts_other_creatures_toughness() -> None:
    """CR 106.7, 109.5: Arbor Adherent's X is the greatest toughness among *other* creatures Alice controls:
    Bighorner Rancher's 5 makes five of one colour ({U} x5 payable); alone, X is 0 and only its first ability
    adds mana ({U}{U} not payable)."""
    s = state(obj("a", ADHERENT), obj("r", RANCHER))
    assert is_payable(BoardView(s), pay("{U}{U}{U}{U}{U}"))
    alone = state(obj("a", ADHERENT))
    assert types(alone, "a") == "WUBRG"
    assert not is_payable(BoardView(alone), pay("{U}{U}"))


def test_404_1_crypt_of_agadeem_counts_black_creature_cards_in_your_graveyard() -> None:
    """CR 404.1: "{2}, {T}: Add {B} for each black creature card in your graveyard": two Vampire Nighthawks count,
    Grizzly Bears (green) and Dark Ritual (not a creature) don't, nor Bob's Nighthawk: two Wastes pay the {2} and
    Crypt adds {B}{B}: {B}{B} is payable, {B}{B}{B} is not."""
    s = state(obj("crypt", "Crypt of Agadeem"), obj("w1", "Wastes"), obj("w2", "Wastes"),
              obj("g1", "Vampire Nighthawk", zone="graveyard"), obj("g2", "Vampire Nighthawk", zone="graveyard"),
              obj("g3", "Grizzly Bears", zone="graveyard"), obj("g4", "Dark Ritual", zone="graveyard"),
              obj("g5", "Vampire Nighthawk", controller="bob", zone="graveyard"))
    assert types(s, "crypt") == "B"
    assert is_payable(BoardView(s), pay("{B}{B}"))
    assert not is_payable(BoardView(s), pay("{B}{B}{B}"))


def test_110_4a_the_core_counts_permanent_cards_in_your_graveyard() -> None:
    """CR 110.4a, 404.1: "Add X mana of any one color, where X is the number of permanent cards in your
    graveyard": Sol Ring (artifact) and Grizzly Bears (creature) are permanent cards, Lightning Bolt (instant) is
    not: X is 2: {R}{R} is payable, {R}{R}{R} is not; with only the Bolt there it adds nothing (G1)."""
    s = state(obj("core", "The Core"), obj("g1", "Sol Ring", zone="graveyard"),
              obj("g2", "Grizzly Bears", zone="graveyard"), obj("g3", "Lightning Bolt", zone="graveyard"))
    assert is_payable(BoardView(s), pay("{R}{R}"))
    assert not is_payable(BoardView(s), pay("{R}{R}{R}"))
    assert types(state(obj("core", "The Core"), obj("g3", "Lightning Bolt", zone="graveyard")), "core") == ""


def test_106_7_sunken_citadel_adds_two_of_the_chosen_color() -> None:
    """CR 106.7: Sunken Citadel that chose green: "Add one mana of the chosen color" and "Add two mana of the chosen
    color" (its spending rider doesn't change the type, CR 106.6): it could produce G only."""
    assert types(state(obj("c", "Sunken Citadel", chosen={"color": "G"})), "c") == "G"


def test_106_7_leyline_immersion_grants_five_mana_with_a_rider() -> None:
    """CR 106.7, 106.6, 613.1f: Leyline Immersion gives the enchanted legendary creature ward {2} and "{T}: Add five
    mana in any combination of colors. Spend this mana only to cast spells.": Isamaru could produce every colour
    (the rider doesn't change types); the five mana pay Grizzly Bears' spell cost {W}{U}{B}{R}{G}, but not a cost
    no spell is paid with (CR 106.6)."""
    s = state(obj("isamaru", "Isamaru, Hound of Konda"), obj("aura", "Leyline Immersion", attached_to="isamaru"),
              obj("bears", "Grizzly Bears", zone="hand"))
    assert types(s, "isamaru") == "WUBRG"
    assert is_payable(BoardView(s), pay("{W}{U}{B}{R}{G}", spend_on="bears"))
    assert not is_payable(BoardView(s), pay("{W}"))


def test_107_3_dwarven_hold_removes_any_number_of_storage_counters() -> None:
    """CR 107.3, 118.3 (issue 13): Dwarven Hold with 3 storage counters ("{T}, Remove any number of storage
    counters from this land: Add {R} for each storage counter removed this way") pays {R}{R}{R} and not
    {R}{R}{R}{R}; for {R}{R} it may remove two or three, two payments. With no counter it pays nothing, yet could
    produce {R} (G2: costs are ignored)."""
    s = state(obj("hold", "Dwarven Hold", counters={"storage": 3}))
    assert is_payable(BoardView(s), pay("{R}{R}{R}"))
    assert not is_payable(BoardView(s), pay("{R}{R}{R}{R}"))
    answer = answer_payments(BoardView(s), pay("{R}{R}"))
    assert sorted(produced(p)[0][1] for p in answer["payments"]) == ["{R}{R}", "{R}{R}{R}"]  # type: ignore[union-attr]
    assert types(state(obj("hold", "Dwarven Hold")), "hold") == "R"
    assert not is_payable(BoardView(state(obj("hold", "Dwarven Hold"))), pay("{R}"))


def test_107_3_mana_battery_adds_one_plus_the_counters_removed() -> None:
    """CR 107.3: Black Mana Battery with 2 charge counters ("{T}, Remove any number of charge counters from this
    artifact: Add {B}, then add an additional {B} for each charge counter removed this way") adds one to three
    {B}: {B}{B}{B} payable, {B}{B}{B}{B} not; with no counter it still adds {B}."""
    s = state(obj("battery", "Black Mana Battery", counters={"charge": 2}))
    assert is_payable(BoardView(s), pay("{B}{B}{B}"))
    assert not is_payable(BoardView(s), pay("{B}{B}{B}{B}"))
    assert is_payable(BoardView(state(obj("battery", "Black Mana Battery"))), pay("{B}"))


def test_701_43b_arena_of_glory_exerts_to_add_two_red() -> None:
    """CR 701.43b, 118.3: "{R}, {T}, Exert this land: Add {R}{R}": exerting limits nothing, so a Mountain's {R}
    pays Arena of Glory's {R} and it adds {R}{R}: {R}{R} is payable; {R}{R}{R} is not (Arena taps once, for {R} or
    for {R}{R}); the ability can be activated (CR 602.2)."""
    from mtgsolver.solver.activation import can_activate

    s = state(obj("arena", "Arena of Glory"), obj("m", "Mountain"))
    assert is_payable(BoardView(s), pay("{R}{R}"))
    assert not is_payable(BoardView(s), pay("{R}{R}{R}"))
    answer = answer_payments(BoardView(s), pay("{R}{R}"))
    assert [("arena", "{R}{R}"), ("m", "{R}")] in [produced(p) for p in answer["payments"]]  # type: ignore[union-attr]
    assert can_activate(BoardView(s), "arena", 2) == (True, [])


def test_701_43b_fervent_paincaster_exert_cost_can_be_paid() -> None:
    """CR 701.43b, 602.2: Fervent Paincaster's "{T}, Exert this creature: It deals 1 damage to target creature."
    can be activated with a creature to target: the exert part is always payable; tapped, it can't ({T}, G7)."""
    from mtgsolver.solver.activation import can_activate

    s = state(obj("fp", "Fervent Paincaster"), obj("b", "Grizzly Bears", controller="bob"))
    assert can_activate(BoardView(s), "fp", 1) == (True, [])
    tapped = state(obj("fp", "Fervent Paincaster", tapped=True), obj("b", "Grizzly Bears", controller="bob"))
    assert not can_activate(BoardView(tapped), "fp", 1)[0]


def _energy_state(energy: int, *objects: dict) -> object:  # type: ignore[type-arg]
    from mtgsolver.model.io import read_state

    return read_state({"active_player": "alice", "objects": list(objects),
                       "players": [{"id": "alice", "life": 20, "counters": {"energy": energy}}, {"id": "bob"}]})


def test_107_14_aether_hub_pays_energy_for_any_color() -> None:
    """CR 107.14, 122.1: Aether Hub ("{T}: Add {C}." / "{T}, Pay {E}: Add one mana of any color.") with one energy
    counter pays {G}; with none it pays {C} only, and the reason for {G} names the energy (lifting it pays)."""
    s = _energy_state(1, obj("hub", "Aether Hub"))
    assert is_payable(BoardView(s), pay("{G}"))  # type: ignore[arg-type]
    none = _energy_state(0, obj("hub", "Aether Hub"))
    assert is_payable(BoardView(none), pay("{C}"))  # type: ignore[arg-type]
    answer = answer_payments(BoardView(none), pay("{G}", mode=PaymentMode.CHECK))  # type: ignore[arg-type]
    assert answer["payable"] is False
    assert [r["rule"] for r in answer["reasons"]] == ["CR 107.14"]  # type: ignore[index,union-attr]


def test_107_14_one_energy_counter_pays_one_hub() -> None:
    """CR 107.14: two Aether Hubs and one energy counter: one Hub makes a colour, the other only {C}: {W}{C} is
    payable, {W}{U} is not; with two counters {W}{U} is."""
    hubs = (obj("h1", "Aether Hub"), obj("h2", "Aether Hub"))
    check = PaymentMode.CHECK
    assert is_payable(BoardView(_energy_state(1, *hubs)), pay("{W}{C}", mode=check))  # type: ignore[arg-type]
    assert not is_payable(BoardView(_energy_state(1, *hubs)), pay("{W}{U}", mode=check))  # type: ignore[arg-type]
    assert is_payable(BoardView(_energy_state(2, *hubs)), pay("{W}{U}", mode=check))  # type: ignore[arg-type]


def test_107_14_an_ability_paying_energy_needs_the_counters() -> None:
    """CR 107.14, 602.2b: Aether Theorist's "{T}, Pay {E}: Scry 1." can't be activated without an energy counter
    (reason CR 107.14), and can with one."""
    from mtgsolver.solver.activation import can_activate

    legal, reasons = can_activate(BoardView(_energy_state(0, obj("t", "Aether Theorist"))), "t", 1)  # type: ignore[arg-type]
    assert not legal and [r["rule"] for r in reasons] == ["CR 107.14"]
    assert can_activate(BoardView(_energy_state(1, obj("t", "Aether Theorist"))), "t", 1) == (True, [])  # type: ignore[arg-type]


# ------------------------------------------------------------------------------------------------ counted from the board
SHARD = "Powerstone Shard"  # {T}: Add {C} for each artifact you control named Powerstone Shard.
VISTA = "Tarnation Vista"  # {T}: Add one mana of the chosen color. / {1}, {T}: For each color among monocolored
#                            permanents you control, add one mana of that color.
CITY = "Three Tree City"  # {T}: Add {C}. / {2}, {T}: Choose a color. Add an amount of mana of that color equal to the
#                           number of creatures you control of the chosen type.
VHAL = "Vhal, Candlekeep Researcher"  # 2/3. {T}: Add an amount of {C} equal to Vhal's toughness. This mana can't be
#                                       spent to cast spells from your hand.
AXEBANE = "Axebane Guardian"  # Defender. {T}: Add X mana in any combination of colors, where X is the number of
#                               creatures you control with defender.
TILE = "White Lotus Tile"  # {T}: Add X mana of any one color, where X is the greatest number of creatures you control
#                            that have a creature type in common.


def test_201_2a_powerstone_shard_counts_the_artifacts_you_control_named_powerstone_shard() -> None:
    """CR 201.2a, 106.7: each of Alice's two Shards counts the artifacts she controls named Powerstone Shard, itself
    included: two, so each adds {C}{C}; her Sol Ring is an artifact of another name and Bob's Shard is not hers.
    With the Ring's {C}{C}: six mana, {6} payable, {7} not; Bob's lone Shard adds {C}: {1}, not {2}."""
    s = state(obj("s1", SHARD), obj("s2", SHARD), obj("ring", "Sol Ring"), obj("s3", SHARD, controller="bob"))
    assert types(s, "s1") == "C"
    assert is_payable(BoardView(s), pay("{6}"))
    assert not is_payable(BoardView(s), pay("{7}"))
    assert is_payable(BoardView(s), pay("{1}", player="bob"))
    assert not is_payable(BoardView(s), pay("{2}", player="bob"))


def _vista_board() -> object:
    """Tarnation Vista (blue chosen), Sol Ring (colourless), Grizzly Bears (green), Kiki-Jiki (red) and Azorius
    Guildmage ({W/U}{W/U}: white and blue, multicolored)."""
    return state(obj("v", VISTA, chosen={"color": "U"}), obj("ring", "Sol Ring"), obj("bears", "Grizzly Bears"),
                 obj("kiki", "Kiki-Jiki, Mirror Breaker"), obj("mage", "Azorius Guildmage"))


def test_105_2a_tarnation_vista_adds_each_color_of_a_monocolored_permanent() -> None:
    """CR 105.2a-c, 106.7: the monocolored permanents Alice controls are the green Bears and the red Kiki-Jiki, so
    the Vista's second ability adds {R}{G}; the multicolored Guildmage and the colourless Ring add no colour. With
    the chosen blue of its first ability it could produce U, R, G; the Ring's {C}{C} pays the {1} and leaves {C}:
    {R}{G}{C} is payable, {R}{G}{C}{C} is not, nor {W} (the Guildmage is not monocolored) nor {R}{R}."""
    s = _vista_board()
    assert types(s, "v") == "URG"
    assert is_payable(BoardView(s), pay("{R}{G}{C}"))  # type: ignore[arg-type]
    for cost in ("{R}{G}{C}{C}", "{W}", "{R}{R}"):
        assert not is_payable(BoardView(s), pay(cost)), cost  # type: ignore[arg-type]


def test_105_2c_tarnation_vista_among_no_monocolored_permanent_adds_nothing() -> None:
    """CR 105.2b-c, 106.5: with only the multicolored Guildmage and the colourless Ring beside it, "each color among
    monocolored permanents" is no colour: the second ability adds no mana, and the Vista could produce only its
    chosen {U}."""
    s = state(obj("v", VISTA, chosen={"color": "U"}), obj("ring", "Sol Ring"), obj("mage", "Azorius Guildmage"))
    assert types(s, "v") == "U"
    assert not is_payable(BoardView(s), pay("{W}"))
    assert is_payable(BoardView(s), pay("{U}{C}{C}"))


def test_105_2_bloom_tender_adds_each_color_among_all_your_permanents() -> None:
    """CR 105.2, 106.7: Bloom Tender ("{T}: For each color among permanents you control, add one mana of that
    color.") counts multicolored permanents too: itself green, Azorius Guildmage white and blue, Sol Ring no colour:
    {W}{U}{G}. It could produce W, U, G; {W}{U}{G} is payable, {W}{U}{G}{G} is not, nor {R}."""
    s = state(obj("tender", "Bloom Tender"), obj("mage", "Azorius Guildmage"), obj("ring", "Sol Ring"))
    assert types(s, "tender") == "WUG"
    assert is_payable(BoardView(s), pay("{W}{U}{G}{C}{C}"))
    for cost in ("{W}{U}{G}{G}", "{R}"):
        assert not is_payable(BoardView(s), pay(cost)), cost


def _city_board(**chosen: str) -> object:
    """Three Tree City and Sol Ring; two Llanowar Elves (Elf Druid), Changeling Outcast (changeling) and Grizzly
    Bears (Bear) of Alice's; Bob's Llanowar Elves."""
    return state(obj("city", CITY, chosen=chosen), obj("ring", "Sol Ring"), obj("e1", "Llanowar Elves"),
                 obj("e2", "Llanowar Elves"), obj("outcast", "Changeling Outcast"), obj("bears", "Grizzly Bears"),
                 obj("e3", "Llanowar Elves", controller="bob"))


def test_702_73a_three_tree_city_counts_creatures_of_the_chosen_type() -> None:
    """CR 205.3m, 702.73a, 106.7: Elf chosen: Alice's Elves of that type are her two Llanowar Elves and the
    changeling Outcast (every creature type), not the Bears nor Bob's Elves: three. Sol Ring pays the {2} and the
    City adds three mana of one colour: {W}{W}{W} is payable, {W}{W}{W}{W} is not (the Elves add only {G}), nor
    {W}{U} (one colour only); {W}{W}{W}{G}{G} is, with the Elves. It could produce {C} and every colour."""
    s = _city_board(creature_type="Elf")
    assert types(s, "city") == "WUBRGC"
    assert is_payable(BoardView(s), pay("{W}{W}{W}"))  # type: ignore[arg-type]
    assert is_payable(BoardView(s), pay("{W}{W}{W}{G}{G}"))  # type: ignore[arg-type]
    for cost in ("{W}{W}{W}{W}", "{W}{U}"):
        assert not is_payable(BoardView(s), pay(cost)), cost  # type: ignore[arg-type]


def test_106_7_three_tree_city_without_its_chosen_type_is_never_guessed() -> None:
    """Never guessed: the creature type chosen as the City entered is not in the state, so what it could produce and
    a payment it could change are unsupported_text at its ``chosen``; a "yes" found without it stands ({C}{C})."""
    s = _city_board()
    with pytest.raises(UnsupportedText) as info:
        types(s, "city")
    assert info.value.path == "state.objects[0].chosen"
    with pytest.raises(UnsupportedText) as info:
        answer_payments(BoardView(s), pay("{W}", mode=PaymentMode.CHECK))  # type: ignore[arg-type]
    assert info.value.path == "state.objects[0].chosen"
    assert is_payable(BoardView(s), pay("{C}{C}", mode=PaymentMode.CHECK))  # type: ignore[arg-type]


def test_208_1_vhal_adds_colorless_equal_to_its_toughness() -> None:
    """CR 208.1, 122.1a, 106.7: Vhal is 2/3; with a +1/+1 counter its toughness is 4, so its ability adds
    {C}{C}{C}{C}; it could produce {C}. (Its spending restriction is not read: its mana is never counted on.)"""
    from mtgsolver.solver.production import production_options

    s = state(obj("vhal", VHAL, counters={"+1/+1": 1}))
    assert types(s, "vhal") == "C"
    bv = BoardView(s)
    v = bv.view("vhal")
    assert {str(m) for m in production_options(bv, v, v.abilities[1], None)} == {"{C}{C}{C}{C}"}


def test_702_3_axebane_guardian_counts_creatures_you_control_with_defender() -> None:
    """CR 702.3, 106.7: Alice's creatures with defender are Axebane Guardian itself and Wall of Wood (not the Bears,
    not Bob's Wall): X = 2, in any combination of colours: {W}{U} is payable, {W}{U}{B} is not."""
    s = state(obj("axe", AXEBANE), obj("wall", "Wall of Wood"), obj("bears", "Grizzly Bears"),
              obj("bwall", "Wall of Wood", controller="bob"))
    assert types(s, "axe") == "WUBRG"
    assert is_payable(BoardView(s), pay("{W}{U}"))
    assert not is_payable(BoardView(s), pay("{W}{U}{B}"))


def test_702_73a_white_lotus_tile_counts_the_most_creatures_sharing_a_type() -> None:
    """CR 205.3m, 702.73a: Alice's creatures are two Llanowar Elves (Elf Druid), Changeling Outcast (every type) and
    Grizzly Bears (Bear): three are Elves (or Druids), two Bears; Bob's Elves are not hers. X = 3 of one colour:
    {U}{U}{U} is payable (the Elves add {G} besides: {U}{U}{U}{G}{G} too), {U}{U}{U}{U} is not, nor {U}{W}."""
    s = state(obj("tile", TILE), obj("e1", "Llanowar Elves"), obj("e2", "Llanowar Elves"),
              obj("outcast", "Changeling Outcast"), obj("bears", "Grizzly Bears"),
              obj("e3", "Llanowar Elves", controller="bob"))
    assert types(s, "tile") == "WUBRG"
    assert is_payable(BoardView(s), pay("{U}{U}{U}{G}{G}"))
    for cost in ("{U}{U}{U}{U}", "{U}{W}"):
        assert not is_payable(BoardView(s), pay(cost)), cost
