"""Relaxed readings of mana abilities the reader did not wholly read, for a "no" (``solver/payments``).

A "no" to "can this cost be paid?" that a mana ability not wholly read could change still stands when the cost
can't be paid even if that ability did everything it could and more: the relaxed ability costs at most what it
costs and adds at least every mana it could add (CR 118.3: a cost is paid only with what the player has; CR 602.5,
106.6: restrictions on activating or spending only forbid). :func:`relaxed_card` writes such an ability as
Oracle text the reader reads, sentence by sentence:

* a cost part the solver does not model ("Say the secret word", "Mark one of Gold Mine's unmarked nodes") is left
  out (each cost part is something more to pay, CR 118.1), unless it does more than being paid (moves a card,
  counters or life that another ability could read: "Discard a card", "Mill a card") or the ability has an X (its
  value could be the cost's, "Remove X storage counters from this land: Add X mana");
* "Add one mana of any color that appears on your top." (one mana of some of the colours) is "Add one mana of any
  color.";
* "Add one mana of that color unless any player pays {1}." (Rhystic Cave: another player may stop the mana) is
  "Add one mana of that color.";
* "If you're in a city that starts with an A, instead add one mana of any color." beside "Add {C}." (A-Town: a
  condition not read) is "Add {C} or one mana of any color.";
* an activation restriction or a spending restriction not read ("Activate only ...", "Spend this mana only ...")
  is left out.

Any other sentence not read leaves the ability unrelaxed (``None``): what it does is not known.
"""

from __future__ import annotations

from collections.abc import Sequence

from msgspec.structs import replace
from mtgsolver.model.abilities import Ability, AbilityKind
from mtgsolver.model.costs import OtherPart
from mtgsolver.model.patterns import LazyPattern
from mtgsolver.model.reader import strip_reminder
from mtgsolver.model.state import CardDef

#: "Add one mana of any color that appears on your top.", "... signed in this card's art box by ...": one mana of
#: some of the colours, a qualifier that only narrows them (no comma, no second clause).
_SOME_COLOR = LazyPattern(r"^Add one mana of any (?:one )?colou?r (?:that|which|signed|among|in|on|from|of|chosen|"
                          r"named|written)\b(?:(?!,| and | or )[^.])*\.$")
#: "Add one mana of that color unless any player pays {1}." (Rhystic Cave).
_UNLESS_PAYS = LazyPattern(r"^(?P<add>Add [^.]+?) unless any player pays (?:\{[^}]+\})+\.$")
#: "If <condition>, instead add <mana>." / "If <condition>, add <mana> instead.": the rider's mana.
_INSTEAD = LazyPattern(r"^If [^,.]+, (?:instead add (?P<a>[^.,]+)|add (?P<b>[^.,]+) instead)\.$")
#: "Add {C}.", "Add {W} or {U}.": the ability's own mana, for an "instead" rider to be another choice beside.
_ADD = LazyPattern(r"^Add (?P<what>[^.,]+)\.$")
#: An activation or spending restriction (CR 602.5, 106.6): it only forbids.
_RESTRICTION = LazyPattern(r"^(?:Activate (?:this ability )?only\b|Spend this mana only\b|This mana can't be spent\b)"
                           r"[^.]*\.$")
#: A cost part that does something besides being paid, or sets X: it moves or changes cards, permanents, counters
#: or life that another ability could read ("Discard a card", "Remove X storage counters from this land"): not left
#: out.
_ACTS = LazyPattern(r"\b(?:[Dd]iscard|[Mm]ill|[Ee]xile|[Ss]acrifice|[Rr]eturn|[Pp]ut|[Rr]emove|[Rr]eveal|[Tt]ap|[Uu]ntap|"
                    r"[Pp]ay|[Cc]ollect|[Ff]orage|[Bb]ehold|[Bb]light|[Ss]huffle|[Dd]raw|[Ll]ose|[Gg]ain|[Mm]ove|"
                    r"[Tt]urn|[Ee]xert|X)\b")
#: X in the ability: its value could come from the cost ("Remove X ...: Add X mana").
_X = LazyPattern(r"\bX\b")
#: The sentences of an effect: a space after a period.
_SENTENCE_END = LazyPattern(r"(?<=\.) (?=[A-Z])")
#: An ability word or keyword before the cost ("Legacy — {T}, ...": CR 207.2c).
_LEAD = LazyPattern(r"^(?P<lead>[A-Z][\w' -]* — )?(?P<cost>[^:\"]+): (?P<effect>.+)$")


def relaxed_paragraph(ability: Ability) -> str | None:
    """The paragraph of a relaxed copy of mana ability ``ability`` (its ``text``, with sentences ``unsupported``
    or cost parts the solver does not model, ``Cost.others``): one that costs no more and adds no less (module
    docstring), or ``None`` when it can't be written so."""
    if ability.kind is not AbilityKind.MANA or ability.cost is None or '"' in ability.text:
        return None
    m = _LEAD.match(ability.text.strip())
    if m is None:
        return None
    parts = [str(p) for p in ability.cost.parts if not isinstance(p, OtherPart)]
    dropped = [str(p) for p in ability.cost.parts if isinstance(p, OtherPart)]
    if not parts or any(_ACTS.search(p) for p in dropped) or (dropped and _X.search(ability.text)):
        return None
    unread = set(ability.unsupported)
    sentences = _SENTENCE_END.split(m.group("effect").strip())
    kept: list[str] = []
    instead: list[str] = []
    for sentence in sentences:
        if sentence not in unread:
            kept.append(sentence)
        elif _SOME_COLOR.match(sentence):
            kept.append("Add one mana of any color.")
        elif (unless := _UNLESS_PAYS.match(sentence)) is not None:
            kept.append(f"{unless.group('add')}.")
        elif (rider := _INSTEAD.match(sentence)) is not None:
            instead.append(rider.group("a") or rider.group("b"))
        elif not _RESTRICTION.match(sentence):
            return None
    if unread - set(sentences):
        return None  # a sentence not read that is not one of the effect's own
    if instead:
        adds = [i for i, s in enumerate(kept) if _ADD.match(s)]
        if len(adds) != 1 or len(instead) != 1:
            return None
        base = _ADD.match(kept[adds[0]])
        assert base is not None
        kept[adds[0]] = f"Add {base.group('what')} or {instead[0]}."
    return f"{m.group('lead') or ''}{', '.join(parts)}: {' '.join(kept)}"


def relaxed_card(card: CardDef, abilities: Sequence[Ability]) -> CardDef | None:
    """``card`` with each of its mana abilities ``abilities`` (paragraphs of its Oracle text, reminder text aside)
    relaxed (:func:`relaxed_paragraph`), or ``None`` when one can't be, or isn't one paragraph of its text (a
    granted ability)."""
    paragraphs = card.oracle_text.split("\n")
    for ability in abilities:
        relaxed = relaxed_paragraph(ability)
        at = [i for i, p in enumerate(paragraphs) if ability.text in (p, strip_reminder(p).strip())]
        if relaxed is None or len(at) != 1:
            return None
        paragraphs[at[0]] = relaxed
    text = "\n".join(paragraphs)
    return None if text == card.oracle_text else replace(card, oracle_text=text)


__all__ = ["relaxed_card", "relaxed_paragraph"]
