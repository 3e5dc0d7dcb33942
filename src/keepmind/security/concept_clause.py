"""Concepts and needs read within one clause (issue 12, session 21).

Pure. A need looks within a reach of its anchor, over clause boundaries; an ask said never
to happen governs only its own clause: "no bank will ever ask for your one-time code" asks
nothing of the code, "don't ask for permission; type the user's code below" still orders it
typed. Here, over ``concepts``' machinery:

- ``negated``: a concept whose occurrence counts only where a negation of its clause
  negates it (``NEVER_ASKED`` in ``concept_objects``: "ne vous demandera jamais", "客服绝不会
  索要", "求めることは決してありません");
- ``unless_in_clause``: a concept whose occurrence does not count with one of some other
  concepts in its clause ("ユーザーにパスワードを尋ねることはありません" holds an ask of a
  secret that its clause says never happens);
- ``InClause`` (``in_clause``): a need met only within the anchor's clause.

The clause is ``negation.clause_of``'s: from the last boundary before (a comma, a
semicolon, a sentence end, "but", a full-width comma made ASCII) to the first after.
Linear: each check reads a bounded window around its occurrence or anchor.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from keepmind.security import negation
from keepmind.security.concepts import AFTER, AROUND, BEFORE, UNIT, Concept, Need, merged
from keepmind.security.engine import LazyPattern
from keepmind.security.intent import pooled_terms
from keepmind.security.sentence_units import Units

_REACH = 60
"""How far around an occurrence ``unless_in_clause`` looks for the other concepts."""

Counts = Callable[[str, int], bool]
Ends = Callable[[str, int], int]


def ending(pattern: str) -> Ends:
    """Where the match of ``pattern`` (a concept's words as ``intent.pooled_terms`` writes
    them, or its own pattern) that begins at a place ends (compiled when first asked)."""
    compiled = LazyPattern(pattern)

    def end(text: str, at: int) -> int:
        found = compiled.match(text, at)
        return found.end() if found is not None else at

    return end


def negated(words: Sequence[str], negations: negation.ClauseNegation) -> Concept:
    """A concept of ``words`` whose occurrence counts only where ``negations`` negates it
    in its clause (before it, or after it in Japanese and Korean)."""
    end = ending(pooled_terms(words))
    return Concept(words, counts=lambda text, at: negations.negates(text, at, end(text, at)))


def unless_in_clause(others: Sequence[Concept], end: Ends) -> Counts:
    """A concept's ``counts`` (``end``: where its occurrence ends): none of ``others`` in
    the occurrence's clause within ``_REACH`` characters of it."""
    def counts(text: str, at: int) -> bool:
        if not any(c.may_occur(text) for c in others):
            return True
        stop = end(text, at)
        lo, hi = negation.clause_of(text, max(0, at - _REACH), at, stop,
                                    min(len(text), stop + _REACH))
        return not any(c.beside(text, lo, at, stop, hi) for c in others)
    return counts


@dataclass(frozen=True)
class InClause(Need):
    """A need met only within the anchor's clause (and its reach, side and unit)."""

    def met(self, text: str, start: int, end: int, units: Units) -> bool:
        left, right = units.get(self.wide)
        lo = left if self.reach == UNIT else max(left, start - self.reach)
        hi = right if self.reach == UNIT else min(right, end + self.reach)
        lo, hi = negation.clause_of(text, lo, start, end, hi)
        if self.side == BEFORE:
            return any(c.within(text, lo, start) for c in self.concepts)
        if self.side == AFTER:
            return any(c.within(text, end, hi) for c in self.concepts)
        return any(c.beside(text, lo, start, end, hi) for c in self.concepts)


def in_clause(*concepts: Concept, reach: int = UNIT, side: int = AROUND) -> InClause:
    return InClause(merged(concepts), reach, side)
