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
from functools import lru_cache

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


@lru_cache(maxsize=200_000)
def _quoted_stem(token: str) -> str | None:
    """The quoted lexeme of ``token``'s stem, None when no lexeme can hold it."""
    key = stem(token)
    return lexeme(key) if _fits(key) else None


def document_vector(text: str) -> str:
    """The tsvector literal of ``text``: each stem with its token positions (1-based)."""
    positions: dict[str, list[int]] = {}
    for index, token in enumerate(words(text), 1):
        quoted = _quoted_stem(token)
        if quoted is None:
            continue
        found = positions.get(quoted)
        if found is None:
            positions[quoted] = [index]
        elif len(found) < MAX_POSITIONS_PER_LEXEME:
            found.append(index)
    parts = [f"{key}:{_positions(where)}" for key, where in positions.items()]
    if len(text) * _BYTES_PER_CHAR_BOUND <= MAX_VECTOR_BYTES:
        return " ".join(parts)
    size = 0
    for count, part in enumerate(parts):
        size += len(part.encode("utf-8")) + 8
        if size > MAX_VECTOR_BYTES:
            return " ".join(parts[:count])
    return " ".join(parts)


_BYTES_PER_CHAR_BOUND = 27
"""A bound on the vector's bytes per character of text (a lexeme of at most twice four
bytes per character plus quotes, a position of at most six bytes, 8 bytes of overhead
per lexeme): shorter texts cannot reach ``MAX_VECTOR_BYTES``."""


def _positions(where: list[int]) -> str:
    """Positions as the vector lists them: later tokens share ``MAX_POSITION``."""
    if where[-1] > MAX_POSITION:
        where = list(dict.fromkeys(min(p, MAX_POSITION) for p in where))
    return ",".join(map(str, where))


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
