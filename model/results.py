"""Typed answers of the Python API (:class:`mtgsolver.Board`), each with ``to_json()`` giving the contract's JSON.

The solvers answer in the contract's JSON shapes (``design/contract.md`` "Query kinds"); these frozen dataclasses
are the same answers as Python values. ``X.from_json(d).to_json() == d`` for every answer ``d`` of that shape, so
an agent may move between the two freely.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from msgspec import Struct
from mtgsolver.model.mana import Mana


class Reason(Struct, frozen=True):
    """Why something is not allowed: ``rule`` (``"CR 302.6"``, or a ruling id such as ``"G7"``), a message for a
    person, and the ids of the objects it is about (possibly empty)."""

    rule: str
    message: str
    objects: tuple[str, ...] | None = None

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> Reason:
        objects = d.get("objects")
        return cls(str(d["rule"]), str(d["message"]), None if objects is None else tuple(map(str, objects)))

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"rule": self.rule, "message": self.message}
        if self.objects is not None:
            out["objects"] = list(self.objects)
        return out


def _reasons(items: Any) -> tuple[Reason, ...]:
    return tuple(Reason.from_json(r) for r in items or ())


class Activation(Struct, frozen=True):
    """One mana ability activated in a payment (CR 605): ``object`` id, ``ability`` index, the mana it produced
    (``produces``, a mana string such as ``"{W}{W}"``), the object its cost sacrificed, if another, or the
    objects (sorted) when it sacrificed more than one ("Sacrifice X Goats", CR 107.3), and the ids of the other
    permanents its cost tapped (``tapped``, sorted: Springleaf Drum's "Tap an untapped creature you control", CR
    118.3; empty when none)."""

    object: str
    ability: int
    produces: Mana
    sacrificed: str | tuple[str, ...] | None = None
    tapped: tuple[str, ...] = ()

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> Activation:
        sacrificed = d.get("sacrificed")
        return cls(str(d["object"]), int(d["ability"]), Mana.parse(str(d["produces"])),
                   None if sacrificed is None else tuple(map(str, sacrificed)) if isinstance(sacrificed, list)
                   else str(sacrificed), tuple(map(str, d.get("tapped", ()))))

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"object": self.object, "ability": self.ability, "produces": str(self.produces)}
        if self.sacrificed is not None:
            out["sacrificed"] = self.sacrificed if isinstance(self.sacrificed, str) else list(self.sacrificed)
        if self.tapped:
            out["tapped"] = list(self.tapped)
        return out


class Payment(Struct, frozen=True):
    """One minimal payment (contract "What counts as one payment"): the activations, the mana taken from the pool,
    the life paid (CR 119.4), the objects the cost itself sacrificed, the life the activations' own effects take
    (``life_lost``, CR 120.3a; not a cost, 0 when none), the permanents tapped to pay the cost itself (``tapped``,
    convoke and improvise, CR 702.51a, 702.126a; empty when none) and how many cards were exiled from the graveyard
    to pay it (``delved``, CR 702.66a)."""

    activations: tuple[Activation, ...]
    pool: Mana
    life: int
    sacrificed: tuple[str, ...] | None = None
    life_lost: int = 0
    tapped: tuple[str, ...] = ()
    delved: int = 0

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> Payment:
        sacrificed = d.get("sacrificed")
        return cls(
            activations=tuple(Activation.from_json(a) for a in d["activations"]),
            pool=Mana.parse(str(d["pool"])),
            life=int(d["life"]),
            sacrificed=None if sacrificed is None else tuple(map(str, sacrificed)),
            life_lost=int(d.get("life_lost", 0)),
            tapped=tuple(map(str, d.get("tapped", ()))),
            delved=int(d.get("delved", 0)),
        )

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"activations": [a.to_json() for a in self.activations], "pool": str(self.pool),
                               "life": self.life}
        if self.sacrificed is not None:
            out["sacrificed"] = list(self.sacrificed)
        if self.life_lost:
            out["life_lost"] = self.life_lost
        if self.tapped:
            out["tapped"] = list(self.tapped)
        if self.delved:
            out["delved"] = self.delved
        return out


class ActivationCheck(Struct, frozen=True):
    """May an ability be activated now, mana aside (CR 602.2, 602.5, 302.6): ``legal``, and the ``reasons`` when
    not. True in a boolean context when legal."""

    legal: bool
    reasons: tuple[Reason, ...] = ()

    def __bool__(self) -> bool:
        return self.legal

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> ActivationCheck:
        return cls(bool(d["legal"]), _reasons(d.get("reasons")))

    def to_json(self) -> dict[str, Any]:
        return {"legal": self.legal, "reasons": [r.to_json() for r in self.reasons]}


class AbilityStatus(Struct, frozen=True):
    """One activated or mana ability of a player's objects: may it be activated now (``legal``, with
    ``reasons``), and is its whole cost payable (``payable``, CR 601.2g-h)."""

    object: str
    ability: int
    text: str
    legal: bool
    payable: bool
    reasons: tuple[Reason, ...] = ()

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> AbilityStatus:
        return cls(str(d["object"]), int(d["ability"]), str(d["text"]), bool(d["legal"]), bool(d["payable"]),
                   _reasons(d.get("reasons")))

    def to_json(self) -> dict[str, Any]:
        return {"object": self.object, "ability": self.ability, "text": self.text, "legal": self.legal,
                "payable": self.payable, "reasons": [r.to_json() for r in self.reasons]}


class UndecidedAbility(Struct, frozen=True):
    """An ability whether it can be activated or paid unread text could change (never guessed): the error it gives
    (``code`` ``unsupported_text``, ``path`` the object holding the unread sentence, ``message``)."""

    object: str
    ability: int
    text: str
    code: str
    path: str | None
    message: str

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> UndecidedAbility:
        e = d["error"]
        return cls(str(d["object"]), int(d["ability"]), str(d["text"]), str(e["code"]), e.get("path"),
                   str(e["message"]))

    def to_json(self) -> dict[str, Any]:
        return {"object": self.object, "ability": self.ability, "text": self.text,
                "error": {"code": self.code, "path": self.path, "message": self.message}}


class Activatable(Struct, frozen=True):
    """Every activated or mana ability of a player's objects (:class:`AbilityStatus`, iterable); ``unknown`` the
    abilities unread text keeps from being decided (:class:`UndecidedAbility`); ``timed_out`` when the time budget
    ran out before every ability was looked at (the list then holds those that were)."""

    abilities: tuple[AbilityStatus, ...]
    timed_out: bool = False
    unknown: tuple[UndecidedAbility, ...] = ()

    def __iter__(self) -> Iterator[AbilityStatus]:
        return iter(self.abilities)

    def __len__(self) -> int:
        return len(self.abilities)

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> Activatable:
        return cls(tuple(AbilityStatus.from_json(r) for r in d["abilities"]), bool(d.get("timed_out")),
                   tuple(UndecidedAbility.from_json(u) for u in d.get("unknown", ())))

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"abilities": [a.to_json() for a in self.abilities]}
        if self.unknown:
            out["unknown"] = [u.to_json() for u in self.unknown]
        if self.timed_out:
            out["timed_out"] = True
        return out


class CopyTargets(Struct, frozen=True):
    """May a stack object be copied, and with which targets (CR 707.10, 115.7): ``copy`` holds the carried values
    (modes, X, division, costs paid, source, controller; ``None`` when not copyable), ``choices`` every legal list
    of targets by slot (the unchanged one included), ``complete`` false when ``limit`` or time cut the list."""

    copyable: bool
    reasons: tuple[Reason, ...]
    copy: Mapping[str, Any] | None
    choices: tuple[tuple[str, ...], ...]
    complete: bool
    timed_out: bool = False

    @property
    def count(self) -> int:
        """How many choices are listed."""
        return len(self.choices)

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> CopyTargets:
        return cls(bool(d["copyable"]), _reasons(d.get("reasons")), d.get("copy"),
                   tuple(tuple(map(str, c)) for c in d["choices"]), bool(d["complete"]), bool(d.get("timed_out")))

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"copyable": self.copyable, "reasons": [r.to_json() for r in self.reasons],
                               "copy": None if self.copy is None else dict(self.copy),
                               "choices": [list(c) for c in self.choices], "count": self.count,
                               "complete": self.complete}
        if self.timed_out:
            out["timed_out"] = True
        return out


__all__ = ["AbilityStatus", "Activatable", "Activation", "ActivationCheck", "CopyTargets", "Payment", "Reason"]
