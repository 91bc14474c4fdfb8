"""Compare the reader with Forge's hand-written mana abilities (CR 106.1, 305.6, 605.1a).

The 2020 Forge card file (``shared/data/forge-cards-2020.jsonl.gz``) gives, for some cards (or faces of multi-face
cards), ``forge_mana_abilities``: the script lines of the card's mana abilities as Forge's developers wrote them,
e.g. ``"AB$ Mana | Cost$ T | Produced$ Combo R G | Amount$ 2 | SpellDescription$ ..."``. This module turns both
those lines and what :func:`model.reader.read_card` reads from the same row's Oracle text into a
:class:`Production` — the colours (mana types, CR 106.1b) a card's activated mana abilities make and the totals
one activation makes — and lists every card where they differ, each difference with its kind
(:data:`DIFFERENCE_KINDS`, justified from the rules in ``model/FORGE_DIFFERENCES.md``).

Both sides count the intrinsic mana abilities of basic land types (CR 305.6): Forge writes no line for them, its
engine gives them from the type line, as the reader does. Neither side counts mana abilities granted to other
objects (CR 113.10), triggered mana abilities (CR 605.1b; Forge scripts them as triggers) nor spells (CR 605.5b).

Colour tokens: ``"W" "U" "B" "R" "G" "C"``, and for mana whose type is only known in a game state:
``"chosen"`` (the colour chosen as the permanent entered, Forge ``Chosen``), ``"identity"`` (CR 903.4, Forge
``Combo ColorIdentity``), ``"could_produce"`` (CR 106.7), ``"colors_of"`` (colours of other objects) and
``"special"`` (Forge's ``Special ...`` productions). Amount tokens: an ``int``, or ``"X"`` for an amount counted
or chosen when the ability resolves.

Run ``python -m mtgsolver.model.forge /path/to/forge-cards-2020.jsonl.gz`` to print the summary and every disagreement.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping
from typing import Any

from msgspec import Struct, field
from msgspec.structs import asdict
from mtgsolver.model.abilities import Ability, AbilityKind, AmountKind, ManaProduction, PaletteKind
from mtgsolver.model.coverage import load_rows
from mtgsolver.model.errors import MtgSolverError
from mtgsolver.model.reader import read_card
from mtgsolver.model.registry import BAD_CARD_FILE, card_from_fields
from mtgsolver.model.state import BASIC_LAND_TYPES, CardDef

__all__ = [
    "DIFFERENCE_KINDS",
    "Disagreement",
    "ForgeLine",
    "ForgeReport",
    "Production",
    "compare",
    "forge_production",
    "format_report",
    "main",
    "parse_forge_line",
    "reader_production",
]

COLOR_TOKENS: tuple[str, ...] = ("W", "U", "B", "R", "G")
_ALL_COLORS = frozenset(COLOR_TOKENS)
_SYMBOL_TOKENS = frozenset({*COLOR_TOKENS, "C"})

#: Kinds of difference between the reader and Forge, each with its justification from the rules (CR numbers).
DIFFERENCE_KINDS: dict[str, str] = {
    "loyalty_ability": (
        "Forge scripts a loyalty ability that adds mana as an AB$ Mana line (Planeswalker$ True); CR 605.1a: an "
        "activated ability that is a loyalty ability is not a mana ability (CR 606.2), so the reader counts no "
        "mana ability there (it uses the stack, CR 605.3b)."
    ),
    "targeted_ability": (
        "Forge scripts an ability that adds mana and has a target as an AB$ Mana line; CR 605.1a / 605.5a: an "
        "ability with a target is not a mana ability, even if it adds mana (ruling K1)."
    ),
    "other_forge_api": (
        "The reader finds an activated mana ability (CR 605.1a) that Forge's AB$ Mana lines don't list: Forge "
        "scripts it with another effect — AB$ ManaReflected for 'mana of any type/colour that <objects> could "
        "produce' (CR 106.7) and for the colours of an imprinted or another object (Chrome Mox, Meteor Crater), "
        "a colour choice followed by a DB$ Mana sub-ability (Nykthos's devotion, CR 700.5; Astral Cornucopia), an "
        "'instead' rider whose mana is a DB$ Mana sub-ability (Gemstone Caverns), one conditional DB$ Mana per colour "
        "for 'each color among permanents you control' (Bloom Tender, CR 105.2) — so the file makes no statement "
        "about that ability or that mana; the colours of the lines it does have agree."
    ),
}

class ForgeLine(Struct, frozen=True):
    """One ``AB$ Mana`` line of a Forge script.

    ``colors`` are colour tokens (module docstring); ``amount`` is the total one activation adds (``"X"`` for a
    variable ``Amount$``); ``planeswalker`` is ``Planeswalker$ True``; ``description`` is ``SpellDescription$``.
    """

    text: str
    colors: frozenset[str]
    amount: int | str
    #: With ``Bonus$``/``BonusProduced$`` (Urza's lands): the total when the bonus condition holds.
    bonus_amount: int | str | None = None
    cost: str = ""
    planeswalker: bool = False
    description: str = ""
    produced: bool = True
    #: ``SubAbility$ DBMana...``: the line makes more mana in a sub-ability the file doesn't hold.
    sub_mana: bool = False


class Production(Struct, frozen=True):
    """What a card's activated mana abilities make: colour tokens and the totals of one activation."""

    colors: frozenset[str] = frozenset()
    amounts: frozenset[int | str] = frozenset()

    def __or__(self, other: Production) -> Production:
        return Production(self.colors | other.colors, self.amounts | other.amounts)

    def describe(self) -> str:
        """E.g. ``"colours {G,W} amounts {1,2}"``."""
        order = {t: i for i, t in enumerate((*COLOR_TOKENS, "C"))}
        cs = sorted(self.colors, key=lambda t: (order.get(t, 99), t))
        ams = sorted(self.amounts, key=lambda a: (isinstance(a, str), str(a) if isinstance(a, str) else a))
        return f"colours {{{','.join(cs)}}} amounts {{{','.join(str(a) for a in ams)}}}"


class Disagreement(Struct, frozen=True):
    """A card where the reader and Forge differ: ``field`` is ``"colors"`` and/or ``"amounts"``; ``kind`` is a key
    of :data:`DIFFERENCE_KINDS` (``"unexplained"`` when no rule explains it)."""

    name: str
    fields: tuple[str, ...]
    ours: Production
    forge: Production
    kind: str
    detail: str = ""


class ForgeReport(Struct):
    """The comparison: counts, and every disagreement.

    ``cards`` counts rows (faces of multi-face rows separately) with Forge lines or with an activated mana ability
    the reader finds; ``read`` those whose every activated mana ability the reader read (CR 605.1a); ``compared``
    the read ones with Forge lines; ``agree`` those where colours and amounts are equal; ``not_read`` names the
    cards with a mana ability the reader did not read; ``no_forge_lines`` the read cards Forge gives no line for.
    """

    cards: int = 0
    read: int = 0
    compared: int = 0
    agree: int = 0
    colors_agree: int = 0
    disagreements: list[Disagreement] = field(default_factory=list)
    not_read: list[str] = field(default_factory=list)
    no_forge_lines: list[Disagreement] = field(default_factory=list)

    def kinds(self) -> dict[str, int]:
        """Disagreements (and cards without Forge lines) per kind."""
        return dict(Counter(d.kind for d in (*self.disagreements, *self.no_forge_lines)).most_common())

    def unexplained(self) -> list[Disagreement]:
        """Disagreements no rule explains."""
        return [d for d in (*self.disagreements, *self.no_forge_lines) if d.kind == "unexplained"]

    def as_dict(self) -> dict[str, Any]:
        """The report as JSON-ready data."""

        def prod(p: Production) -> dict[str, list[Any]]:
            return {"colors": sorted(p.colors), "amounts": sorted(map(str, p.amounts))}

        def dis(d: Disagreement) -> dict[str, Any]:
            return {**asdict(d), "ours": prod(d.ours), "forge": prod(d.forge)}

        return {
            "cards": self.cards, "read": self.read, "compared": self.compared, "agree": self.agree,
            "colors_agree": self.colors_agree, "kinds": self.kinds(),
            "disagreements": [dis(d) for d in self.disagreements],
            "no_forge_lines": [dis(d) for d in self.no_forge_lines], "not_read": self.not_read,
        }


# ------------------------------------------------------------------------------------------------ Forge lines
_PARAM_RE = re.compile(r"(\w+)\$\s*([^|]*)")


def parse_forge_line(line: str) -> ForgeLine:
    """One Forge ``AB$ Mana`` script line as a :class:`ForgeLine`.

    ``Produced$`` is symbols (``"W U"`` adds one of each: two mana), ``Any`` (one colour, CR 105.1),
    ``Combo <symbols or Any or ColorIdentity>`` (each mana one of those), ``Chosen`` or ``Special ...``;
    ``Amount$`` multiplies it (an SVar name such as ``X`` is a variable amount); ``BonusProduced$ N`` adds N more
    of the same mana when Forge's ``Bonus$`` condition holds (an "add ... instead" rider). A line without ``Produced$``
    (Doubling Cube) has ``produced`` false and no colours. ``ReplaceIfLandPlayed$ B`` is the alternative of an
    "instead" rider (River of Tears: "If you played a land this turn, add {B} instead"), so its colours are the
    line's too. Raises ``ValueError`` for a line that is not an ``AB$ Mana`` line or has an unknown ``Produced$``
    word.
    """
    params = {k: v.strip() for k, v in _PARAM_RE.findall(line)}
    if params.get("AB") != "Mana":
        raise ValueError(f"not a Forge AB$ Mana line: {line!r}")
    amount_text = params.get("Amount", "1")
    per: int | str = int(amount_text) if amount_text.isdigit() else "X"
    produced = params.get("Produced")
    common = {
        "text": line, "cost": params.get("Cost", ""), "planeswalker": params.get("Planeswalker") == "True",
        "description": params.get("SpellDescription", ""),
        "sub_mana": params.get("SubAbility", "").startswith("DBMana"),
    }
    if produced is None:
        return ForgeLine(colors=frozenset(), amount="X", produced=False, **common)
    words = produced.split()
    combo = bool(words) and words[0] == "Combo"
    if combo:
        words = words[1:]
    colors: set[str] = {w for w in params.get("ReplaceIfLandPlayed", "").split() if w in _SYMBOL_TOKENS}
    for w in words:
        if w in _SYMBOL_TOKENS:
            colors.add(w)
        elif w == "Any":
            colors |= _ALL_COLORS
        elif w == "Chosen":
            colors.add("chosen")
        elif w == "ColorIdentity":
            colors.add("identity")
        elif w == "Special":
            colors.add("special")
            break
        else:
            raise ValueError(f"unknown Produced$ word {w!r} in {line!r}")
    symbols = 1 if combo or not all(w in _SYMBOL_TOKENS for w in words) else len(words)
    amount: int | str = per * symbols if isinstance(per, int) else "X"
    bonus_text = params.get("BonusProduced")
    bonus: int | str | None = None
    if bonus_text is not None:
        bonus = amount + int(bonus_text) if isinstance(amount, int) and bonus_text.isdigit() else "X"
    return ForgeLine(colors=frozenset(colors), amount=amount, bonus_amount=bonus, **common)


def _intrinsic(subtypes: Iterable[str]) -> Production:
    """CR 305.6: "{T}: Add [symbol]." of each basic land type."""
    colors = frozenset(BASIC_LAND_TYPES[t] for t in subtypes if t in BASIC_LAND_TYPES)
    return Production(colors, frozenset({1}) if colors else frozenset())


def forge_production(lines: Iterable[ForgeLine], card: CardDef) -> Production:
    """The card's production according to Forge: its lines plus the intrinsic abilities of a land's basic land
    types (CR 305.6), which Forge's engine gives from the type line."""
    out = _intrinsic(card.type_line.subtypes) if "land" in card.type_line.card_types else Production()
    for ln in lines:
        amounts = {ln.amount} if ln.bonus_amount is None else {ln.amount, ln.bonus_amount}
        out = out | Production(ln.colors, frozenset(amounts))
    return out


# ------------------------------------------------------------------------------------------------ the reader
_PALETTE_TOKEN = {
    PaletteKind.CHOSEN_COLOR: "chosen",
    PaletteKind.COMMANDER_IDENTITY: "identity",
    PaletteKind.COULD_PRODUCE: "could_produce",
    PaletteKind.COLORS_OF: "colors_of",
}


def _production_of(mana: ManaProduction) -> Production:
    colors: set[str] = set()
    amounts: set[int | str] = set()
    for recipe in mana.alternatives:
        total: int | str = 0
        for part in recipe.parts:
            pal = part.palette
            if pal.kind is PaletteKind.TYPES:
                colors.update(t.value for t in pal.types)
            elif pal.kind is PaletteKind.ANY_COLOR:
                colors |= _ALL_COLORS
            else:
                colors.add(_PALETTE_TOKEN[pal.kind])
            if part.amount.kind is AmountKind.FIXED and isinstance(total, int):
                total += part.amount.value
            else:
                total = "X"
        amounts.add(total)
    out = Production(frozenset(colors), frozenset(amounts))
    for _cond, other in mana.instead:
        out = out | _production_of(other)
    return out


def activated_mana_abilities(abilities: Iterable[Ability]) -> list[Ability]:
    """The activated mana abilities (CR 605.1a) among ``abilities``, intrinsic ones included."""
    return [a for a in abilities if a.kind is AbilityKind.MANA and a.trigger is None and a.cost is not None]


def reader_production(card: CardDef) -> Production | None:
    """What the reader says ``card``'s activated mana abilities make (intrinsic ones included, CR 305.6), or
    ``None`` when one of them is not read (its production unknown, CR 605.1a)."""
    out = Production()
    for a in activated_mana_abilities(read_card(card).abilities):
        if a.mana is None:
            return None
        out = out | _production_of(a.mana)
    return out


# ------------------------------------------------------------------------------------------------ comparison
def _faces(row: Mapping[str, Any], index: int) -> Iterator[tuple[CardDef, list[str]]]:
    """(card, Forge lines) of each face of a row of the Forge file (the row itself when it has no faces)."""
    faces = row.get("card_faces")
    items = faces if isinstance(faces, list) and faces else [row]
    for face in items:
        where = f"record {index} ({row.get('name')!r})"
        if not isinstance(face, dict) or not isinstance(face.get("name"), str):
            raise MtgSolverError(f"{where}: a face without a name", code=BAD_CARD_FILE)
        lines = face.get("forge_mana_abilities") or []
        if not isinstance(lines, list) or not all(isinstance(x, str) for x in lines):
            raise MtgSolverError(f"{where}: 'forge_mana_abilities' must be a list of strings", code=BAD_CARD_FILE)
        card = card_from_fields(
            name=face["name"], type_line=str(face.get("type_line") or ""),
            oracle_text=str(face.get("oracle_text") or ""), keywords=face.get("keywords") or (),
        )
        yield card, lines


def _classify(card: CardDef, lines: list[ForgeLine], ours: Production, forge: Production) -> str:
    """The kind of a difference (a key of :data:`DIFFERENCE_KINDS`, or ``"unexplained"``)."""
    abilities = read_card(card).abilities
    forge_only = forge.colors - ours.colors
    if "colors_of" in ours.colors:
        # The colours of other objects may be any of the five (CR 105.1): Forge's colours are among them.
        forge_only -= set("WUBRG")
    if forge_only and all(ln.planeswalker for ln in lines if ln.colors & forge_only) and any(
        a.loyalty and a.kind is AbilityKind.ACTIVATED for a in abilities
    ):
        return "loyalty_ability"
    if forge_only and any(
        a.kind is AbilityKind.ACTIVATED and a.targets and not a.loyalty and _ADD_WORD.search(a.text)
        for a in abilities
    ):
        return "targeted_ability"
    ours_count = len([a for a in activated_mana_abilities(abilities) if not a.intrinsic])
    if not forge_only and (ours_count > len({(ln.cost, ln.planeswalker) for ln in lines})
                           or any(ln.sub_mana for ln in lines)):
        return "other_forge_api"
    return "unexplained"


_ADD_WORD = re.compile(r"\badd\b", re.IGNORECASE)


def compare(rows: Iterable[Mapping[str, Any]]) -> ForgeReport:
    """Compare the reader with Forge on every row of the Forge file (each face of a multi-face row).

    Returns a :class:`ForgeReport`. Raises :class:`~model.errors.MtgSolverError` (code ``bad_card_file``) naming
    the record for a malformed row or Forge line.
    """
    report = ForgeReport()
    for i, row in enumerate(rows):
        for card, raw_lines in _faces(row, i):
            try:
                lines = [parse_forge_line(x) for x in raw_lines]
            except ValueError as e:
                raise MtgSolverError(f"record {i} ({card.name!r}): {e}", code=BAD_CARD_FILE) from None
            ours = reader_production(card)
            has_ours = bool([a for a in activated_mana_abilities(read_card(card).abilities) if not a.intrinsic])
            if not lines and not has_ours:
                continue
            report.cards += 1
            if ours is None:
                report.not_read.append(card.name)
                continue
            report.read += 1
            forge = forge_production(lines, card)
            if not lines:
                kind = _classify(card, lines, ours, forge)
                report.no_forge_lines.append(Disagreement(card.name, ("colors", "amounts"), ours, forge, kind))
                continue
            report.compared += 1
            fields = tuple(f for f in ("colors", "amounts") if getattr(ours, f) != getattr(forge, f))
            report.colors_agree += "colors" not in fields
            if not fields:
                report.agree += 1
                continue
            kind = _classify(card, lines, ours, forge)
            detail = "; ".join(ln.description for ln in lines if ln.planeswalker or not ln.produced)
            report.disagreements.append(Disagreement(card.name, fields, ours, forge, kind, detail))
    return report


def format_report(report: ForgeReport) -> str:
    """The report as text: the summary, the kinds, and every disagreement (ours vs Forge)."""
    share = 100 * report.colors_agree / report.compared if report.compared else 100.0
    lines = [
        (f"cards with mana abilities (reader or Forge): {report.cards}; every activated mana ability read: "
         f"{report.read}; compared with Forge lines: {report.compared}"),
        (f"agree (colours and amounts): {report.agree}; colours agree: {report.colors_agree} = {share:.2f}%; "
         f"disagreements: {len(report.disagreements)}; read but no Forge line: {len(report.no_forge_lines)}; "
         f"unexplained: {len(report.unexplained())}"),
        "kinds: " + ", ".join(f"{k} {n}" for k, n in report.kinds().items()),
        "disagreements (reader | Forge):",
    ]
    for d in report.disagreements:
        extra = f"  [{d.detail}]" if d.detail else ""
        lines.append(f"  {d.name}: {'+'.join(d.fields)} — {d.ours.describe()} | {d.forge.describe()} — {d.kind}"
                     f"{extra}")
    lines.append("read by the reader, no Forge AB$ Mana line (other_forge_api):")
    lines += [f"  {d.name}: {d.ours.describe()}" for d in report.no_forge_lines]
    lines.append(f"not read by the reader ({len(report.not_read)}): " + ", ".join(report.not_read))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """``python -m mtgsolver.model.forge FORGE_FILE [--json]``: print the comparison; exit status 0, or 1 when some
    disagreement is unexplained."""
    ap = argparse.ArgumentParser(prog="python -m mtgsolver.model.forge", description=__doc__.split("\n")[0])
    ap.add_argument("forge_file", help="the Forge card file (.jsonl or .jsonl.gz) with forge_mana_abilities")
    ap.add_argument("--json", action="store_true", help="print JSON")
    args = ap.parse_args(argv)
    report = compare(load_rows(args.forge_file))
    print(json.dumps(report.as_dict(), indent=1) if args.json else format_report(report))
    return 1 if report.unexplained() else 0


if __name__ == "__main__":
    sys.exit(main())
