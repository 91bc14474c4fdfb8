"""CR 601.2g-h, 106.4: mana already in the pool may pay a mana ability's cost as well as the total cost, so a chain
of filter lands can start from floating mana; each chain is a payment of its own (contract "What counts as one
payment": minimal when no single activation can be dropped). Board of issue 16 and case T2_34."""

from __future__ import annotations

from mtgsolver import Board


def test_601_2g_chain_started_by_floating_mana() -> None:
    """CR 601.2g-h: with {B} floating, Graven Cairns ({B/R}, {T}: {B}{B}, {B}{R} or {R}{R}) and Fire-Lit Thicket
    ({R/G}, {T}: {R}{R}, {R}{G} or {G}{G}), {B/G} is paid three ways: the {B} alone; or the {B} pays Cairns for
    {R}{R}, an {R} pays Thicket, whose {G} pays the cost ({R}{G} or {G}{G}). Dropping either land breaks its
    chain (Cairns' {R}{R} can't pay {B/G}; Thicket needs {R} or {G}), so both chains are minimal. Cairns making
    {B}{B} or {B}{R} is not: its {B} pays the cost, and dropping Cairns leaves the floating {B}, which does."""
    board = Board.from_json({"active_player": "alice", "players": [{"id": "alice", "life": 20, "mana_pool": "{B}"}],
                             "objects": [{"id": "cairns", "card": "Graven Cairns", "controller": "alice"},
                                         {"id": "thicket", "card": "Fire-Lit Thicket", "controller": "alice"}]})
    payments = list(board.payments("alice", "{B/G}"))
    assert sorted(sorted((a.object, str(a.produces)) for a in p.activations) for p in payments) == [
        [], [("cairns", "{R}{R}"), ("thicket", "{G}{G}")], [("cairns", "{R}{R}"), ("thicket", "{R}{G}")]]
    assert all(str(p.pool) == "{B}" for p in payments)
