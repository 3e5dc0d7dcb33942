"""Threat scanner: for a text the rules let through, how close each woken rule came.

Every rule woken by an anchor of the text is tried as the scanner tries it, from the rules'
own structure: a concept rule (``concepts.intent``: rules_concepts*, rules_ordered,
rules_asks, rules_taken, rules_hijack_asks, ...) at each of its anchors, need by need
(``concepts.recipe_of``), so that what it lacks is named: a concept *absent* from the text
(its lexicon holds no word the writer used), *out of reach* (in the text, but outside the
anchor's unit or reach: a window too short, a sentence end read in the wrong place), on the
*wrong side* (within reach on the other side of the anchor), too few of its options; or,
with every need met, *vetoed* by the rule's own checks (a negation, a subject before the
verb, a noun read for the verb, its ``unless``), or *excused* by a benign reading
(``engine.with_veto``); a rule that matched in a text the scanner lets through lacks a
cue of use (*mention*: ``framing`` read the text as telling of an attack). A rule of one
pattern (rules_injection, rules_exfil, the lexicon pairs of ``intent``, ...) tells only
whether its pattern matched near an anchor. The rules
are ranked by how close they came: the share of needs and options met.

    python benchmarks/scanner_near_misses.py --text "..." [--scope context]
    python benchmarks/scanner_near_misses.py --tune [--show 20]     # the tune split's misses
    python benchmarks/scanner_near_misses.py --holdout              # counts only
    python benchmarks/scanner_near_misses.py --own MODULE           # an own corpus (tests/)

``--holdout`` and ``--own MODULE --held`` print counts only, never a text: the missing
component by rule and kind, and by category, aggregated over the attacks the rules miss.
"""

from __future__ import annotations

import argparse
import importlib
import re
import sys
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT / "tests"))

from keepmind.security import concepts, engine, scanner  # noqa: E402
from keepmind.security.concepts import Concept, Need, recipe_of  # noqa: E402
from keepmind.security.normalize import prepare  # noqa: E402
from keepmind.security.sentence_units import Units  # noqa: E402

ABSENT, OUT_OF_REACH, WRONG_SIDE, OPTIONS = "absent", "out of reach", "wrong side", "options"
VETOED, EXCUSED, NO_MATCH = "vetoed", "excused", "no match"
MENTION = "mention"


@dataclass(frozen=True)
class Missing:
    """One part a rule lacked at its closest anchor: ``kind`` (``ABSENT``, ...) and what
    (a concept's name, a veto's name)."""

    kind: str
    what: str


@dataclass(frozen=True)
class Near:
    """A woken rule at its closest anchor: ``met`` of ``wanted`` parts, what it lacked
    there (nothing: it matched), the anchor's text; ``concept`` false for a pattern rule."""

    rule_id: str
    module: str
    met: int
    wanted: int
    missing: tuple[Missing, ...]
    anchor: str
    concept: bool

    @property
    def closeness(self) -> float:
        return self.met / self.wanted if self.wanted else 0.0


def _names() -> dict[int, str]:
    """Each concept's name (``module.NAME``) by ``id``: the module-level names of every
    loaded security module; a merged concept (``concepts.merged``) by the names of the
    named concepts it was made of."""
    scanner.all_rules()
    named: dict[int, str] = {}
    plain: list[tuple[frozenset[str], str]] = []
    for module_name, module in sorted(sys.modules.items()):
        if not module_name.startswith("keepmind.security") or module is None:
            continue
        for name, value in sorted(vars(module).items()):
            if isinstance(value, Concept) and id(value) not in named:
                label = f"{module_name.rsplit('.', 1)[-1]}.{name}"
                named[id(value)] = label
                if value.plain:
                    plain.append((frozenset(value.words), label))
    for concept in concepts._MERGED.values():
        if id(concept) in named:
            continue
        words = set(concept.words)
        parts = [(w, label) for w, label in plain if w and w <= words]
        # The largest parts only: a smaller one inside a larger one names nothing more.
        kept = [label for w, label in parts if not any(w < other for other, _ in parts)]
        named[id(concept)] = "+".join(dict.fromkeys(kept)) or _unnamed(concept)
    return named


def _unnamed(concept: Concept) -> str:
    return "concept[" + ",".join(w.lstrip("~") for w in concept.words[:3]) + ",...]"


_NAMES: dict[int, str] = {}


def name_of(concepts_: Iterable[Concept]) -> str:
    if not _NAMES:
        _NAMES.update(_names())
    return "|".join(_NAMES.get(id(c)) or _unnamed(c) for c in concepts_)


def need_name(need: Need) -> str:
    """A need's concepts by name; a need of a class of its own (a vocative, a heading, a
    quotation) by that class's name too."""
    kind = type(need)
    named = name_of(need.concepts)
    if kind in (Need, concepts.ObjectOf):
        return named
    return f"{kind.__module__.rsplit('.', 1)[-1]}.{kind.__name__}" + (
        f"({named})" if named else "")


def _lacks(need: Need, text: str, start: int, end: int, units: Units) -> Missing | None:
    """What ``need`` lacks at the anchor ``text[start:end]`` (``None``: it is met)."""
    if need.met(text, start, end, units):
        return None
    what = need_name(need)
    if not any(c.within(text, 0, len(text)) for c in need.concepts):
        return Missing(ABSENT, what)
    if need.side != concepts.AROUND:
        other = Need(need.concepts, need.reach, concepts.AROUND, need.wide)
        if other.met(text, start, end, units):
            return Missing(WRONG_SIDE, what)
    return Missing(OUT_OF_REACH, what)


def _veto(text: str, start: int, end: int) -> str:
    """Which of a concept rule's own checks most likely vetoed an anchor whose needs are
    all met (the first that holds; "other": its ``unless``, a warning, an object named
    as none of its concepts)."""
    if concepts._SUBJECT_BEFORE.search(text, max(0, start - 12), start):
        return "subject before the verb"
    if concepts._DETERMINER_BEFORE.search(text, max(0, start - 7), start):
        return "determiner before the verb"
    if concepts.verb_forms.noun_head(text, start):
        return "verb read as a noun"
    if (concepts._negated_near(concepts._NEGATED_BEFORE, text, max(0, start - 20), start)
            or concepts._negated_near(concepts._NEGATED_IN_CLAUSE, text, max(0, start - 28),
                                      start)
            or concepts._NEGATED_AFTER.match(text, end, end + 20)
            or concepts.negation.CLAUSE.negates(text, start, end)):
        return "negation"
    return "other"


def _concept_near(rule: engine.Rule, inner: engine.Accept, recipe: concepts.Recipe,
                  text: str, positions: list[int], vetoes: list[engine.Accept]) -> Near | None:
    """The concept rule ``rule`` at its closest anchor among ``positions``."""
    pattern = rule.pattern.compiled() if isinstance(rule.pattern, engine.LazyPattern) \
        else rule.pattern
    best: Near | None = None
    wanted = len(recipe.needs) + recipe.least
    for at in sorted(set(positions)):
        match = pattern.match(text, at, at + rule.after)
        if match is None:
            continue
        start, end = match.span()
        units = Units(text, start, end, recipe.sentences)
        missing = [m for m in (_lacks(n, text, start, end, units) for n in recipe.needs) if m]
        met = len(recipe.needs) - len(missing)
        if recipe.least:
            groups = [[_lacks(n, text, start, end, units) for n in group]
                      for group in recipe.groups]
            full = sum(all(m is None for m in group) for group in groups)
            met += min(full, recipe.least)
            if full < recipe.least:
                lacking = Counter(m.what for group in groups for m in group if m)
                missing.append(Missing(OPTIONS, f"{full}/{recipe.least} of: " + "; ".join(
                    what for what, _ in lacking.most_common(3))))
        if not missing:
            if not inner(match, text):
                unless = [need_name(n) for n in recipe.unless
                          if n.met(text, start, end, units)]
                missing.append(Missing(VETOED, "unless " + unless[0] if unless
                                       else _veto(text, start, end)))
            elif any(v(match, text) for v in vetoes):
                missing.append(Missing(EXCUSED, "benign reading"))
        near = Near(rule.id, _module_of(inner), met, wanted, tuple(missing),
                    match.group(), True)
        if best is None or (near.closeness, -len(near.missing)) > (best.closeness,
                                                                   -len(best.missing)):
            best = near
    return best


_MODULES: dict[int, str] = {}


def _module_of(accept: engine.Accept) -> str:
    """The rules module whose ``RULES`` hold the rule of ``accept`` (unwrapped)."""
    if not _MODULES:
        scanner.all_rules()
        for module_name, module in sorted(sys.modules.items()):
            if module_name.startswith("keepmind.security.") and module is not None:
                for rule in getattr(module, "RULES", ()):
                    if isinstance(rule, engine.Rule) and rule.accept is not None:
                        _MODULES.setdefault(id(rule.accept), module_name.rsplit(".", 1)[-1])
    return _MODULES.get(id(accept), "?")


def _pattern_near(rule: engine.Rule, inner: engine.Accept | None, text: str,
                  positions: list[int], vetoes: list[engine.Accept]) -> Near:
    """A rule of one pattern: whether it matched near an anchor, and was vetoed by its own
    checks or excused by a benign reading."""
    pattern = rule.pattern.compiled() if isinstance(rule.pattern, engine.LazyPattern) \
        else rule.pattern
    module = _module_of(inner) if inner is not None else "?"
    vetoed: re.Match[str] | None = None
    for at in sorted(set(positions)):
        lo = max(0, at - rule.before)
        for match in pattern.finditer(text, lo, min(len(text), at + rule.after)):
            if inner is None or inner(match, text):
                excused = any(v(match, text) for v in vetoes)
                return Near(rule.id, module, 1, 1 + excused,
                            (Missing(EXCUSED, "benign reading"),) if excused else (),
                            match.group()[:40], False)
            vetoed = vetoed or match
    if vetoed is not None:
        return Near(rule.id, module, 1, 2, (Missing(VETOED, "its accept"),),
                    vetoed.group()[:40], False)
    return Near(rule.id, module, 0, 1, (Missing(NO_MATCH, "pattern"),),
                text[positions[0]:positions[0] + 24], False)


def diagnose(text: str, scope: str = "context") -> list[Near]:
    """Every rule woken in ``text`` (as ``scope`` runs them) at its closest anchor, closest
    first, concept rules before pattern rules."""
    rule_set = scanner._rule_set(scope)  # type: ignore[arg-type]
    prepared = prepare(text)
    hits, _ = rule_set.woken(prepared.low)
    found: list[Near] = []
    for index, positions in hits.items():
        rule = rule_set.rules[index]
        source = prepared.clean if rule.cased else prepared.low
        accept, vetoes = rule.accept, []
        while (wrapped := engine.vetoed_by(accept)) is not None:
            accept, veto = wrapped
            vetoes.append(veto)
        recipe = recipe_of(accept)
        if recipe is not None and accept is not None:
            near = _concept_near(rule, accept, recipe, source, positions, vetoes)
        else:
            near = _pattern_near(rule, accept, source, positions, vetoes)
        if near is not None:
            found.append(near)
    found.sort(key=lambda n: (not n.concept, -n.closeness, len(n.missing), n.rule_id))
    return found


def closest(text: str, scope: str = "context") -> list[Near]:
    """The concept rules that came closest in ``text`` (all those tied), or none; a rule
    that matched in a text the scanner lets through was let go by the mention decision
    (``framing``): it lacks the text's use (``MENTION``)."""
    nears = diagnose(text, scope)
    matched = [n for n in nears if not n.missing]
    if matched:
        return [Near(n.rule_id, n.module, n.met, n.wanted + 1,
                     (Missing(MENTION, "a cue of use"),), n.anchor, n.concept)
                for n in matched]
    nears = [n for n in nears if n.concept and n.missing]
    if not nears:
        return []
    top = (nears[0].closeness, len(nears[0].missing))
    return [n for n in nears if (n.closeness, len(n.missing)) == top]


def describe(nears: list[Near], show: int = 8) -> Iterator[str]:
    for near in nears[:show]:
        lacks = "; ".join(f"{m.kind}: {m.what}" for m in near.missing) or "nothing"
        yield (f"  {near.rule_id} [{near.module}] {near.met}/{near.wanted} at "
               f"{near.anchor!r}: lacks {lacks}")


@dataclass
class Tally:
    """The missing components of the closest rules over many missed texts (counts only)."""

    texts: int = 0
    woken: int = 0
    unwoken: int = 0
    kinds: Counter[str] = field(default_factory=Counter)
    parts: Counter[tuple[str, str]] = field(default_factory=Counter)
    rules: Counter[str] = field(default_factory=Counter)
    by_category: Counter[tuple[str, str]] = field(default_factory=Counter)

    def add(self, text: str, scope: str, category: str) -> None:
        self.texts += 1
        nears = closest(text, scope)
        if not nears:
            self.unwoken += 1
            return
        self.woken += 1
        # One count per text and kind/part, however many rules tie.
        kinds = {m.kind for n in nears for m in n.missing}
        parts = {(m.kind, _short(m.what)) for n in nears for m in n.missing}
        self.kinds.update(kinds)
        self.parts.update(parts)
        self.rules.update({n.rule_id for n in nears})
        self.by_category.update((category, kind) for kind in kinds)

    def lines(self, top: int = 15) -> Iterator[str]:
        yield (f"missed {self.texts}: a concept rule came near in {self.woken}, "
               f"none in {self.unwoken}")
        yield "  what the closest rules lack (texts; a text counts once per kind):"
        for kind, count in self.kinds.most_common():
            yield f"    {kind}: {count}"
        yield "  the parts lacked most often:"
        for (kind, what), count in self.parts.most_common(top):
            yield f"    {count:4d}  {kind}: {what}"
        yield "  the closest rules:"
        for rule_id, count in self.rules.most_common(8):
            yield f"    {count:4d}  {rule_id}"
        yield "  kind by category:"
        for (category, kind), count in sorted(self.by_category.items()):
            yield f"    {category}/{kind}: {count}"


def _short(what: str) -> str:
    """A part's name without the options' counts ("1/2 of: ..." -> "of: ...")."""
    return what.split(" of: ", 1)[-1] if " of: " in what else what


def _missed(items: Iterable[tuple[str, str, str, str]]) -> Iterator[tuple[str, str, str, str]]:
    """The attacks of ``items`` (label, scope, category, text) the scanner lets through."""
    for label, scope, category, text in items:
        if label == "attack" and not scanner.scan(text, scope):  # type: ignore[arg-type]
            yield label, scope, category, text


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--text", help="one text: every woken rule, closest first")
    parser.add_argument("--scope", default="context")
    parser.add_argument("--tune", action="store_true", help="the tune split's missed attacks")
    parser.add_argument("--holdout", action="store_true",
                        help="the holdout split's missed attacks, as counts only")
    parser.add_argument("--own", help="an own corpus module in tests/ (DEV_/HELD_ATTACKS)")
    parser.add_argument("--held", action="store_true", help="with --own: its held part, counts")
    parser.add_argument("--show", type=int, default=0, help="texts to list with --tune/--own")
    parser.add_argument("--top", type=int, default=15, help="the parts lacked most often")
    args = parser.parse_args()
    if args.text is not None:
        for line in describe(diagnose(args.text, args.scope), show=40):
            print(line)
        return
    import scanner_jsonl

    tally = Tally()
    if args.tune or args.holdout:
        split = "tune" if args.tune else "holdout"
        items = ((i.label, i.scope, i.category, i.text) for i in scanner_jsonl.load(split)
                 if i.disguise == "none")
    elif args.own:
        module = importlib.import_module(args.own)
        rows = module.HELD_ATTACKS if args.held else module.DEV_ATTACKS
        items = (("attack", "context", f"{row[0]}/{row[1]}", row[-1]) for row in rows)
    else:
        parser.error("one of --text, --tune, --holdout, --own")
    reading = args.tune or (args.own and not args.held)
    shown = 0
    for _, scope, category, text in _missed(items):
        tally.add(text, scope, category)
        if reading and shown < args.show:
            shown += 1
            print(repr(text[:160]))
            for line in describe(closest(text, scope), show=3):
                print(line)
    for line in tally.lines(args.top):
        print(line)


if __name__ == "__main__":
    main()
