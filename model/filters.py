"""Descriptions of sets of objects: "a land you control", "an opponent's creature", "another target artifact".

An :class:`ObjectFilter` is pure data; matching it against an object needs that object's characteristics as
continuous effects leave them, so the check takes a :class:`Characteristics` view (CR 109.3, 613).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum


class Controller(StrEnum):
    """Whose objects a filter speaks of, from the point of view of the ability's controller."""

    ANY = "any"
    YOU = "you"
    OPPONENT = "opponent"


@dataclass(frozen=True, slots=True)
class Characteristics:
    """What a filter looks at: an object's types, subtypes, supertypes and colours after continuous effects."""

    card_types: frozenset[str] = frozenset()
    subtypes: frozenset[str] = frozenset()
    supertypes: frozenset[str] = frozenset()
    colors: frozenset[str] = frozenset()
    is_token: bool = False


@dataclass(frozen=True, slots=True)
class ObjectFilter:
    """A set of objects described by types and control.

    ``card_types`` / ``subtypes`` are alternatives ("artifact or creature" matches either); an empty set means no
    restriction from that field, but at least one of the two non-empty sets must match when both are given only if
    ``any_of_types`` is false. ``excluded_types`` are "non-" words ("nonland"). ``another`` excludes the object
    the ability belongs to (CR 109.5 wording "another"). ``controller`` is relative to the ability's controller.
    """

    card_types: frozenset[str] = frozenset()
    subtypes: frozenset[str] = frozenset()
    supertypes: frozenset[str] = frozenset()
    excluded_types: frozenset[str] = frozenset()
    colors: frozenset[str] = frozenset()
    controller: Controller = Controller.ANY
    another: bool = False
    any_of_types: bool = True
    extra: tuple[str, ...] = field(default=())

    def matches_characteristics(self, ch: Characteristics) -> bool:
        """True when ``ch`` fits the type, supertype, colour and "non-" parts of this filter (not control)."""
        type_words = self.card_types | self.subtypes
        if type_words:
            have = ch.card_types | ch.subtypes
            if self.any_of_types:
                if not (type_words & have):
                    return False
            elif not type_words <= have:
                return False
        if self.supertypes and not self.supertypes <= ch.supertypes:
            return False
        if self.excluded_types & (ch.card_types | ch.subtypes | ch.supertypes):
            return False
        return not (self.colors and not self.colors & ch.colors)
