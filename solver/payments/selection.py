"""A payment in problem terms, and its decoding into the contract's payment object.

A :class:`Selection` is the identity of one payment (contract, "What counts as one payment"): how many times each
(activation, result) is used, the mana taken from the pool, the life paid for Phyrexian symbols, and which class
each sacrifice of the cost itself takes. Which mana pays which symbol is not part of it.
"""

from __future__ import annotations

from msgspec import Struct
from mtgsolver.model.mana import Mana
from mtgsolver.solver.payments.problem import PaymentProblem


def minimal_among(found: set[Selection]) -> set[Selection]:
    """The minimal selections of a set holding every feasible one (contract: no activation can be dropped while
    the rest, spending no more from the pool nor in life, still pays)."""
    by_uses: dict[tuple[tuple[int, int, int], ...], list[Selection]] = {}
    for s in found:
        by_uses.setdefault(s.uses, []).append(s)
    out = set()
    for s in found:
        if not any(
            s.covers(f) for i in range(len(s.uses)) for f in by_uses.get(s.without_one(i).uses, ())
        ):
            out.add(s)
    return out


class Selection(Struct, frozen=True, order=True):
    """``uses``: sorted ``(act, option, count)`` triples with count > 0; ``pool``: mana spent from the pool;
    ``phyrexian_life``: life paid for Phyrexian symbols (CR 107.4f); ``final_sacrifices``: a class per sacrifice
    the cost itself asks for."""

    uses: tuple[tuple[int, int, int], ...]
    pool: tuple[int, ...]
    phyrexian_life: int
    final_sacrifices: tuple[int, ...] = ()

    @property
    def size(self) -> int:
        """How many activations."""
        return sum(c for _, _, c in self.uses)

    def life(self, problem: PaymentProblem) -> int:
        """All life paid: activation costs, Phyrexian symbols and the cost's own "Pay N life" (CR 119.4)."""
        return (
            sum(problem.acts[a].life * c for a, _, c in self.uses) + self.phyrexian_life + problem.extras.life
        )

    def life_lost(self, problem: PaymentProblem) -> int:
        """Life the activations' effects make the player lose, beyond what is paid (pain lands, CR 120.3a)."""
        return sum(problem.acts[a].life_lost * c for a, _, c in self.uses)

    def covers(self, other: Selection) -> bool:
        """True when ``other`` spends no more from the pool nor in Phyrexian life, with the same sacrifices."""
        return (
            self.final_sacrifices == other.final_sacrifices
            and self.phyrexian_life >= other.phyrexian_life
            and all(a >= b for a, b in zip(self.pool, other.pool))
        )

    def without_one(self, i: int) -> Selection:
        """The selection with one activation of ``uses[i]`` dropped (for minimality)."""
        a, o, c = self.uses[i]
        uses = list(self.uses)
        if c == 1:
            del uses[i]
        else:
            uses[i] = (a, o, c - 1)
        return Selection(tuple(uses), self.pool, self.phyrexian_life, self.final_sacrifices)


def decode(problem: PaymentProblem, sel: Selection) -> dict[str, object]:
    """The contract's payment: ``{"activations": [{object, ability, produces}], "pool", "life"}``, and
    ``"life_lost"`` when the activations' effects also cost life (pain lands' damage, CR 120.3a; absent when 0).

    Members of a grouped class are assigned in id order; a toggling class (``PaymentProblem.toggles``) is one
    permanent, named by each activation that taps or untaps it, however often; ``sacrificed`` is added to an activation whose cost
    sacrifices other permanents (its id, or their ids sorted when it sacrifices more than one: "Sacrifice X
    Goats" with X of 2 or more) and ``tapped`` (sorted ids) to one whose cost taps other permanents ("Tap an
    untapped creature you control"); at the top level, ``sacrificed`` lists what the cost itself sacrifices,
    ``tapped`` the creatures and artifacts tapped to pay it (convoke, improvise: CR 702.51a, 702.126a) and
    ``delved`` how many cards were exiled from the graveyard to pay it (CR 702.66a); each is absent when empty.
    """
    next_free: dict[int, list[str]] = {}
    tapped_free: dict[int, list[str]] = {}
    used_members: dict[int, list[str]] = {}
    sacrificed: set[str] = set()
    for s in problem.sources:
        untapped, tapped = _split(problem, s.index)
        next_free[s.index] = untapped
        tapped_free[s.index] = tapped
        used_members[s.index] = []

    rows: list[dict[str, object]] = []
    pending_sacrifices: list[tuple[dict[str, object], tuple[int, ...]]] = []
    paid_by_tapping: list[str] = []
    delved = 0

    def take(cls: int, members: dict[int, list[str]]) -> str:
        """A member of ``cls`` to tap or untap: the next of ``members`` (untapped or tapped ones), or the one
        permanent of a toggling class."""
        if cls in problem.toggles:
            return problem.sources[cls].members[0]
        return members[cls].pop(0)

    for a_idx, o_idx, count in sel.uses:
        act = problem.acts[a_idx]
        bag = act.options[o_idx]
        if act.pays_as:
            if problem.sources[act.source].graveyard:
                delved += count
            else:
                paid_by_tapping += [take(act.source, next_free) for _ in range(count)]
            continue
        for _ in range(count):
            if act.taps:
                obj = take(act.source, next_free)
            elif act.untaps:
                obj = take(act.source, tapped_free)
            else:
                obj = problem.sources[act.source].members[0]
            used_members[act.source].append(obj)
            if act.sac_self:
                sacrificed.add(obj)
            row: dict[str, object] = {"object": obj, "ability": act.ability, "produces": str(bag)}
            if act.taps_others:
                row["tapped"] = sorted(take(c, next_free) for c in act.taps_others)
            rows.append(row)
            if act.sacrifices:
                pending_sacrifices.append((row, act.sacrifices))
    final_sacrificed: list[str] = []
    for cls in sel.final_sacrifices:
        final_sacrificed.append(_pick_sacrifice(problem, cls, used_members, sacrificed))
    for row, classes in pending_sacrifices:
        picked = sorted(_pick_sacrifice(problem, cls, used_members, sacrificed) for cls in classes)
        row["sacrificed"] = picked[0] if len(picked) == 1 else picked
    rows.sort(key=lambda r: (str(r["object"]), int(r["ability"]), str(r["produces"])))  # type: ignore[call-overload]
    out: dict[str, object] = {
        "activations": rows,
        "pool": str(Mana(sel.pool)),  # type: ignore[arg-type]
        "life": sel.life(problem),
    }
    if final_sacrificed:
        out["sacrificed"] = final_sacrificed
    if paid_by_tapping:
        out["tapped"] = sorted(paid_by_tapping)
    if delved:
        out["delved"] = delved
    lost = sel.life_lost(problem)
    if lost:
        out["life_lost"] = lost
    return out


def _split(problem: PaymentProblem, cls: int) -> tuple[list[str], list[str]]:
    s = problem.sources[cls]
    members = list(s.members)
    # Members keep state order; untapped ones first (the problem counts, not names, them).
    return members[: s.untapped], members[s.untapped:]


def _pick_sacrifice(problem: PaymentProblem, cls: int, used: dict[int, list[str]], sacrificed: set[str]) -> str:
    members = problem.sources[cls].members
    ordered = [m for m in used[cls] if m not in sacrificed] + [m for m in members if m not in used[cls]]
    for m in ordered:
        if m not in sacrificed:
            sacrificed.add(m)
            return m
    return members[0]
