"""Rendering parsed queries and indexed text for PostgreSQL (pure: no I/O).

The PostgreSQL backend does not let the server's text-search parser or dictionaries near
the text: ``document_vector`` turns a message's indexed text into a ``tsvector`` literal
of the project's own stems (``archive.text``: the tokens ``words`` cuts, ``stem``-med,
positions counted in tokens), and ``tsquery`` renders a ``WordQuery`` as a ``tsquery``
literal over the same stems, so the keys the server matches and counts are the keys the
ranking asks for (``query.stat_keys``), exactly as with SQLite. ``grams`` lists the
3-character grams of a message's unspaced runs, the keys of ``gram_df``; ``like_pattern``
escapes a run for ``ILIKE`` (served by the trigram index of ``message_text``, whose
policy holds the patterns: ``postgres_schema.M007_MATCH_SEARCH``).

Invariants: every literal returned is valid input for its type whatever the text (quotes
and backslashes escaped, lexemes within the server's limits), and user text is only ever
a quoted lexeme, never operators.
"""

from __future__ import annotations

from collections.abc import Sequence

from keepmind.archive.backends.base import WordQuery
from keepmind.archive.query import Term
from keepmind.archive.text import stem, unspaced_runs, words

MAX_POSITION = 16_383
"""The largest position a tsvector holds; later tokens share it."""
MAX_POSITIONS_PER_LEXEME = 256
MAX_LEXEME_BYTES = 2_046
MAX_VECTOR_BYTES = 900_000
"""Below the server's 1 MB tsvector limit, with room for its headers."""


def lexeme(text: str) -> str:
    """``text`` as a quoted tsvector/tsquery lexeme."""
    return "'" + text.replace("\\", "\\\\").replace("'", "''") + "'"


def _fits(token: str) -> bool:
    return 0 < len(token.encode("utf-8")) <= MAX_LEXEME_BYTES


def document_vector(text: str) -> str:
    """The tsvector literal of ``text``: each stem with its token positions (1-based)."""
    positions: dict[str, list[int]] = {}
    for index, token in enumerate(words(text)):
        key = stem(token)
        if not _fits(key):
            continue
        found = positions.setdefault(key, [])
        if len(found) < MAX_POSITIONS_PER_LEXEME:
            found.append(min(index + 1, MAX_POSITION))
    parts: list[str] = []
    size = 0
    for key, where in positions.items():
        part = lexeme(key) + ":" + ",".join(str(p) for p in dict.fromkeys(where))
        size += len(part.encode("utf-8")) + 8
        if size > MAX_VECTOR_BYTES:
            break
        parts.append(part)
    return " ".join(parts)


def grams(text: str) -> list[str]:
    """The distinct lower-cased 3-character grams of the unspaced runs of ``text``."""
    found: dict[str, None] = {}
    for run in unspaced_runs(text):
        low = run.lower()
        for i in range(len(low) - 2):
            found[low[i:i + 3]] = None
    return list(found)


def _term(term: Term) -> str | None:
    if term.kind == "prefix":
        return lexeme(term.text) + ":*" if _fits(term.text) else None
    keys = [k for k in term.key.split() if _fits(k)]
    if not keys:
        return None
    if len(keys) == 1:
        return lexeme(keys[0])
    return "(" + " <-> ".join(lexeme(k) for k in keys) + ")"


def _joined(terms: Sequence[Term], joiner: str) -> str | None:
    rendered = [r for r in (_term(t) for t in terms) if r is not None]
    return f" {joiner} ".join(rendered) if rendered else None


def tsquery(query: WordQuery) -> str | None:
    """The tsquery literal of ``query`` (terms OR-ed, or AND-ed with ``every``, minus the
    excluded ones); None when no term can be searched."""
    positive = _joined(query.terms, "&" if query.every else "|")
    if positive is None:
        return None
    negative = _joined(query.excluded, "|")
    return f"({positive}) & !({negative})" if negative else positive


def term_query(term: Term) -> str | None:
    """The tsquery literal matching ``term`` alone."""
    return _term(term)


def like_pattern(run: str) -> str:
    """An ILIKE pattern matching text that contains ``run``."""
    escaped = run.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return f"%{escaped}%"
