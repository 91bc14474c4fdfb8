"""The query kinds of the contract, as typed values (``design/contract.md``).

:mod:`model.io` turns a request's ``queries`` into these; each solver module answers one kind with an
``answer_*`` function returning the answer's fields (without ``id`` and ``ok``).
"""

from __future__ import annotations

from enum import StrEnum

from msgspec import Struct
from mtgsolver.model.costs import Cost

DEFAULT_LIMIT = 1000
DEFAULT_TIME_LIMIT = 10.0


class PaymentMode(StrEnum):
    """``check``: only whether it is payable; ``best``: one payment by ``objective``; ``all``: every payment."""

    CHECK = "check"
    BEST = "best"
    ALL = "all"


class Objective(StrEnum):
    """What ``best`` optimises (contract): fewest sources tapped, most colours kept open, least life paid."""

    FEWEST_SOURCES = "fewest_sources"
    KEEP_COLORS = "keep_colors"
    LEAST_LIFE = "least_life"


class PayWith(StrEnum):
    """Ways to pay a spell's total cost that are not mana (CR 601.2h), which a ``payments`` query may allow:
    convoke (CR 702.51a), improvise (CR 702.126a), delve (CR 702.66a)."""

    CONVOKE = "convoke"
    IMPROVISE = "improvise"
    DELVE = "delve"


class CouldProduceQuery(Struct, frozen=True):
    """CR 106.7: which mana types ``object`` could produce now."""

    id: str
    object: str


class PaymentsQuery(Struct, frozen=True):
    """Can ``player`` pay ``cost`` and how (CR 601.2g-h, 605, 118).

    ``x`` is the value of {X}; ``spend_on`` the id of the card or stack entry the mana is for (CR 106.6
    restrictions); ``source`` the object whose cost it is ({T}/{Q}, "this" sacrifices); ``limit`` bounds ``all``;
    ``time_limit`` bounds every search, in seconds; ``pay_with`` the ways besides mana the cost may be paid
    (:class:`PayWith`: tapping creatures or artifacts, exiling graveyard cards); ``kicked``, for a card
    ``spend_on`` names that is not yet cast, whether it is cast kicked (CR 702.33d: castable's kicked option; not
    read from a request), ``None`` when not said.
    """

    id: str
    player: str
    cost: Cost
    x: int | None = None
    mode: PaymentMode = PaymentMode.ALL
    objective: Objective = Objective.FEWEST_SOURCES
    limit: int = DEFAULT_LIMIT
    spend_on: str | None = None
    source: str | None = None
    group_identical: bool = False
    time_limit: float = DEFAULT_TIME_LIMIT
    pay_with: frozenset[PayWith] = frozenset()
    kicked: bool | None = None


class CanActivateQuery(Struct, frozen=True):
    """May ``object``'s ability ``ability`` (an index) be activated now, costs aside from mana (CR 602.2, 602.5)."""

    id: str
    object: str
    ability: int


class ActivatableQuery(Struct, frozen=True):
    """Every ability of ``player``'s objects that can be activated now, with payability."""

    id: str
    player: str


class CopyTargetsQuery(Struct, frozen=True):
    """May the copier ``by_object``/``by_ability`` copy stack entry ``copy_of``, and with which targets (CR 707.10)."""

    id: str
    copy_of: str
    by_object: str | None
    by_ability: int | None
    new_targets: str | None = None
    limit: int = DEFAULT_LIMIT
    time_limit: float = DEFAULT_TIME_LIMIT


class AbilitiesQuery(Struct, frozen=True):
    """How ``object``'s text was read (CR 113, 605.1)."""

    id: str
    object: str




class CastableQuery(Struct, frozen=True):
    """May ``player`` cast the card ``card`` now, and for what total cost (CR 601.2, 601.3, 117.1a): each way to
    cast it with its total cost (CR 601.2f) and its payments in ``mode`` (as ``payments``), ``x`` the value of {X}
    (0 when not given)."""

    id: str
    player: str
    card: str
    x: int | None = None
    mode: PaymentMode = PaymentMode.CHECK
    objective: Objective = Objective.FEWEST_SOURCES
    limit: int = DEFAULT_LIMIT
    time_limit: float = DEFAULT_TIME_LIMIT


class LegalPlaysQuery(Struct, frozen=True):
    """Every play ``player`` may make now (CR 117.1): spells to cast, abilities to activate, a land to play."""

    id: str
    player: str
    time_limit: float = DEFAULT_TIME_LIMIT


Query = (CouldProduceQuery | PaymentsQuery | CanActivateQuery | ActivatableQuery | CopyTargetsQuery | AbilitiesQuery
         | CastableQuery | LegalPlaysQuery)
