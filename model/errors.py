"""The exception family of mtgsolver.

Every error raised because of bad input is a :class:`MtgSolverError`, a ``ValueError`` subclass with a stable
snake_case ``code`` (the contract's error codes) and an optional ``path`` into the request
(``"state.objects[3].tapped"``, ``"queries[1].cost"``).
"""

from __future__ import annotations


class MtgSolverError(ValueError):
    """Base of every error the library raises for bad input or an unanswerable question.

    ``code`` is the contract's snake_case error code; ``path`` points into the request when known.
    """

    code = "bad_request"

    def __init__(self, message: str, *, path: str | None = None, code: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.path = path
        if code is not None:
            self.code = code

    def at(self, path: str) -> MtgSolverError:
        """Return this error with ``path`` set (kept if already set); used while walking a request."""
        if self.path is None:
            self.path = path
        return self


class BadManaString(MtgSolverError):
    """A mana or cost string that is not made of CR 107.4 symbols, e.g. ``"{W/U/B}"``."""

    code = "bad_mana_string"


class BadRequest(MtgSolverError):
    """A request or state that is malformed: wrong JSON shape, unknown field, impossible value."""

    code = "bad_request"


class UnknownObject(MtgSolverError):
    """An id that names no object, player or stack entry of the state."""

    code = "unknown_object"


class UnknownCard(MtgSolverError):
    """A card name that is not in the registry; the message lists the closest names."""

    code = "unknown_card"


class UnknownAbility(MtgSolverError):
    """An ability reference (index or ``{"text": ...}``) that names no ability of the object."""

    code = "unknown_ability"


class UnsupportedText(MtgSolverError):
    """Oracle text the reader does not understand; it is never guessed. The message names the sentence."""

    code = "unsupported_text"


class LimitReached(MtgSolverError):
    """A search hit its bound (solution limit or time) before it could decide."""

    code = "limit_reached"
