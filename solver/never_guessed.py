"""Never guessed (contract): which sentences the reader did not understand could change an answer, in one place.

Every query kind asks :func:`unread_for` before it answers (payments also after: a "yes" found without an unread
mana ability stands). An unread sentence that could change the answer makes it ``unsupported_text`` at the object
that holds the sentence (``state.objects[i]``); text that can't change it does not stop it. The relevance rule:

============================  =====================================================================================
question                      unread text that could change the answer
============================  =====================================================================================
``could_produce`` of O        the sentences of O's mana abilities not read that could change which types they add
                              (error at the query's ``object``): all of them when what an ability adds was not read,
                              else all but its riders (:func:`model.reader.unread_for_types`: a cost, CR 106.7; a
                              spending restriction or an effect of spending, CR 106.6; an activation rule; a later
                              sentence not about mana: Secluded Courtyard's restriction, Temur Elevator's life);
                              any permanent's unread static sentence that could change types (an effect on mana,
                              such as Reality Twist; not one only about haste, activating or spending:
                              :func:`model.reader.unread_static_for_types`); when
                              O's mana looks at what other permanents could produce (Reflecting Pool, CR 106.7), the
                              same sentences of any permanent's mana abilities
payments, a "yes"             any permanent's unread static ability
payments, a "no" or the list  that, and the paying player's mana abilities not wholly read (any permanent's when the
                              player's mana looks at other permanents); a mana ability whose cost the solver does not
                              model is checked by the payments solver itself, since only it knows
``can_activate``, and each    the ability's own unread sentences (an activation condition or a timing rule it
ability ``activatable`` lists doesn't check: Whisperer of the Wilds' "Activate only if ..."); any permanent's
                              unread static ability (a prohibition such as Pithing Needle's, CR 602.5); an ability
                              ``activatable`` can't decide goes to its ``unknown`` list; when the ability
                              targets, the ``copy_targets`` rule for restrictions on targets (CR 601.2c); for its
                              ``payable``, the payments rule
``copy_targets``              any permanent's (or ongoing effect's) static restriction on targets not wholly read
                              (hexproof, shroud, protection from a quality it doesn't know, "can't be the target
                              of" wording, a grant it can't apply: Shalai, Dense Foliage, Sword of War and Peace);
                              the copied object's and the copier's target and copy text, reported by the target
                              reader where it is read (:mod:`solver.copies`)
``castable`` of card C, and    C's own lines about casting it not read (a cost option, an additional cost, a timing
each cast ``legal_plays``     rule, convoke); any permanent's (or ongoing effect's) static line about casting spells
lists                         not read (a prohibition such as Gaddock Teeg's, a cost change in words not read,
                              "as though it had flash"), :func:`model.casting.casting_relevant`; for each option's
                              ``payable``, the payments rule
playing a land in            any permanent's (or ongoing effect's) static line about playing lands or cards
``legal_plays``               (Exploration, Crucible of Worlds, "you may play that card this turn"),
                              :func:`model.casting.land_play_relevant`: none is read yet
``abilities``                 none: it reports what was read and what wasn't
============================  =====================================================================================
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from enum import Enum

from mtgsolver.model.abilities import Ability, PaletteKind
from mtgsolver.model.errors import UnsupportedText
from mtgsolver.model.keywords import rules_lines, unread_targeting_line
from mtgsolver.model.reader import unread_for_types
from mtgsolver.model.state import Zone
from mtgsolver.solver.view import BoardView


class Question(Enum):
    """The kinds of answer the relevance rule (module docstring) tells apart."""

    COULD_PRODUCE = "could_produce"
    PAYABLE = "payable"
    UNPAYABLE_OR_LIST = "unpayable_or_list"
    ACTIVATION = "activation"
    TARGETS = "targets"
    CASTING = "casting"
    LAND_PLAY = "land_play"


def looks_at_others(bv: BoardView, player: str) -> bool:
    """Has one of ``player``'s permanents a mana ability of a type other permanents could produce (Reflecting
    Pool, CR 106.7), so that any permanent's unread mana ability could change its mana? Once per board and player."""
    if player not in bv.looks_at_others:
        bv.looks_at_others[player] = any(
            _looks(a) for v in bv.battlefield() if v.controller == player for a in v.abilities)
    return bv.looks_at_others[player]


def _looks(ability: Ability) -> bool:
    return ability.mana is not None and any(
        part.palette.kind is PaletteKind.COULD_PRODUCE
        for production in (ability.mana, *(alt for _c, alt in ability.mana.instead))
        for recipe in production.alternatives for part in recipe.parts)


def unread_for(bv: BoardView, question: Question, *, obj: str | None = None, player: str | None = None,
               ability: Ability | None = None) -> UnsupportedText | None:
    """The :class:`UnsupportedText` for the first unread sentence that could change an answer to ``question``
    about ``obj`` (could produce, activation; with ``ability``, activation) or ``player`` (payments), or about
    the targets on the board (``TARGETS``, for copy targets), or ``None`` when no unread text could change it. See
    the module docstring for the rule."""
    if question is Question.COULD_PRODUCE:
        assert obj is not None
        v = bv.view(obj)
        unread = [u for a in v.unread_mana_abilities() for u in unread_for_types(a)]
        if unread:
            return UnsupportedText(f"{obj}: a mana ability was not understood, so its types are unknown: "
                                   f"{'; '.join(unread)}", path="object")
        return bv.unread(any_mana=any(_looks(a) for a in v.abilities), types_only=True)
    if question is Question.PAYABLE:
        return bv.unread(any_mana=False)
    if question is Question.UNPAYABLE_OR_LIST:
        assert player is not None
        return bv.unread(any_mana=False) or bv.unread(
            statics=False, mana_of=player, any_mana=looks_at_others(bv, player))
    if question is Question.TARGETS:
        return _unread_targeting(bv)
    if question is Question.CASTING:
        assert obj is not None
        return _unread_casting(bv, obj)
    if question is Question.LAND_PLAY:
        return _unread_land_play(bv)
    assert obj is not None and ability is not None
    if ability.unsupported:
        index = next(i for i, o in enumerate(bv.state.objects) if o.id == obj)
        name = bv.state.object(obj).name
        return UnsupportedText(f"{name} ({obj}): a sentence of the ability {ability.text!r} was not understood, so "
                               f"whether it can be activated is not known: {ability.unsupported[0]}",
                               path=f"state.objects[{index}]")
    error = bv.unread(any_mana=False)
    if error is None and (ability.targets or ability.modes):
        error = _unread_targeting(bv)
    return error


def _board_line(bv: BoardView, unread: Callable[[str, str], Sequence[str]], about: str,
                unknown: str) -> UnsupportedText | None:
    """The first line of a permanent's Oracle text or of an ongoing effect that ``unread(text, name)`` reports (a
    line about ``about`` that was not read), as the error of an answer that ``unknown`` says is not known."""
    state = bv.state
    for i, o in enumerate(state.objects):
        if o.zone is Zone.BATTLEFIELD:
            lines = unread(o.card.oracle_text or "", o.name)
            if lines:
                return UnsupportedText(f"{o.name} ({o.id}) has a line about {about} that was not understood, so "
                                       f"{unknown} is not known: {lines[0]}", path=f"state.objects[{i}]")
    for i, e in enumerate(state.effects):
        if unread(e.text, ""):
            return UnsupportedText(f"an ongoing effect about {about} was not understood: {e.text}",
                                   path=f"state.effects[{i}].text")
    return None


def _unread_casting(bv: BoardView, card: str) -> UnsupportedText | None:
    """The first line about casting ``card`` not read: the card's own, then any permanent's or ongoing effect's
    (CR 601.2f cost changes, 601.3 permissions and prohibitions)."""
    from mtgsolver.model.casting import casting_relevant, casting_text, cost_modifiers

    state = bv.state
    obj = state.object(card)
    own = casting_text(obj.card).unread
    if own:
        index = next(i for i, o in enumerate(state.objects) if o.id == card)
        return UnsupportedText(f"{obj.name} ({card}): a line about casting it was not understood, so whether and how "
                               f"it can be cast is not known: {own[0]}", path=f"state.objects[{index}]")

    def unread(text: str, name: str) -> Sequence[str]:
        if name:
            return cost_modifiers(text).unread
        return [line for line in rules_lines(text) if casting_relevant(line)]

    return _board_line(bv, unread, "casting spells", "whether and how a spell can be cast")


def _unread_land_play(bv: BoardView) -> UnsupportedText | None:
    """The first permanent's or ongoing effect's line about playing lands or cards (CR 305.1-305.2): none is read
    yet, so any such line stops an answer about playing a land."""
    from mtgsolver.model.casting import land_play_relevant

    return _board_line(bv, lambda text, _name: [line for line in rules_lines(text) if land_play_relevant(line)],
                       "playing lands", "whether a land can be played")


def _unread_targeting(bv: BoardView) -> UnsupportedText | None:
    """The first restriction on targets, of a permanent or an ongoing effect, not wholly read (CR 115.1, 702.11,
    702.16, 702.18)."""

    def unread(text: str, name: str) -> Sequence[str]:
        if not name:
            return [text] if unread_targeting_line(text, "") else []
        return [line for line in rules_lines(text) if unread_targeting_line(line, name)]

    return _board_line(bv, unread, "targets", "which targets are legal")


__all__ = ["Question", "looks_at_others", "unread_for"]
