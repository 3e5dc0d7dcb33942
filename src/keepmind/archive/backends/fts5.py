"""Rendering parsed queries as SQLite FTS5 MATCH strings (pure: no I/O).

Used by the SQLite archive backend and the fact store. Invariants: every string returned
is a valid FTS5 query (each token double-quoted with quotes doubled), so user text never
reaches FTS5 as syntax; a query without a positive term renders as None (search nothing).
"""

from __future__ import annotations

from collections.abc import Sequence

from keepmind.archive.backends.base import WordQuery
from keepmind.archive.query import ParsedQuery, Term


def quote(token: str) -> str:
    """``token`` as an FTS5 string literal."""
    return '"' + token.replace('"', '""') + '"'


def _term(term: Term) -> str:
    if term.kind == "prefix":
        return quote(term.text) + "*"
    return quote(term.text)


def expression(terms: Sequence[Term], excluded: Sequence[Term] = (),
               joiner: str = "OR") -> str | None:
    """``terms`` joined by ``joiner`` (OR or AND) minus ``excluded``, as an FTS5 MATCH
    string for the word index; None without terms."""
    if not terms:
        return None
    expr = f" {joiner} ".join(_term(t) for t in terms)
    if excluded:
        expr = f"({expr}) NOT ({' OR '.join(_term(t) for t in excluded)})"
    return expr


def match_expression(query: ParsedQuery) -> str | None:
    """The MATCH string for the word index (porter), or None when the query has no
    positive word term. Positive terms are OR-ed; excluded terms are subtracted."""
    return expression(query.terms, query.excluded)


def word_match(query: WordQuery) -> str:
    """The MATCH string of one candidate query of ``ranking.candidate_plan``."""
    expr = expression(query.terms, query.excluded, "AND" if query.every else "OR")
    if expr is None:
        raise ValueError("a word query needs at least one term")
    return expr


def trigram_expression(query: ParsedQuery) -> str | None:
    """The MATCH string for the trigram index, or None without 3+ character runs."""
    if not query.grams:
        return None
    expr = " OR ".join(quote(g) for g in query.grams)
    negated = [r for r in query.excluded_runs if len(r) >= 3]
    if negated:
        expr = f"({expr}) NOT ({' OR '.join(quote(r) for r in negated)})"
    return expr
