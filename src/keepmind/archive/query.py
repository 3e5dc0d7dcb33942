"""Turning what a user types into full-text queries that never fail (pure: no I/O).

Users type questions, not FTS syntax, so ``parse_query`` accepts any string and keeps only
the operators people mean: ``"exact phrases"``, ``prefix*``, ``NOT term`` (or
``NOT "phrase"``) and ``OR`` (the default, so it changes nothing; ``AND`` is ignored too:
ranking rewards messages that match more of the terms). Everything else becomes plain
words: punctuation, parentheses, emoji and unbalanced quotes separate words and are never
passed through as syntax. Function words (``STOPWORDS``) are dropped from free text
unless nothing else is left; words in quotes are kept.

Text in scripts written without spaces (CJK, kana, Thai, ...) goes to the trigram index:
a run of three or more characters becomes its overlapping 3-character substrings (so a
question typed as one long run still matches messages sharing parts of it); shorter runs
are searched as plain substrings. Most Chinese words are two characters long, so a
question can share no 3-character piece with the message that answers it ("怎么练习雅思口语"
against "雅思考试" and "练习口语"): ``with_pairs`` adds the runs' 2-character pieces as
substrings, for the search to fall back on when the trigrams find too little.

A ``ParsedQuery`` is what a backend receives: each backend renders it in its own query
language (``backends.fts5`` for SQLite's FTS5, ``backends.postgres_query`` for
PostgreSQL's tsquery and pg_trgm), so no backend syntax ever comes from user text.

Invariants: ``parse_query`` never raises; a query with no positive term is empty
(``is_empty``: search nothing) rather than an error; a term's ``key`` is a stem of
``archive.text.stem`` (the same whatever the backend).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from keepmind.archive.text import STOPWORDS, stem, unspaced_runs, words

_RAW = re.compile(r'"[^"]*"|\S+')
_MAX_TERMS = 32
_MAX_GRAMS = 48
FRAME_WORDS = False  # "kind", "type", "number"... before "of" count as function words
FRAME_NOUNS = frozenset({"kind", "kinds", "type", "types", "sort", "sorts", "number",
                         "amount", "lot", "lots", "couple", "bit"})


@dataclass(frozen=True)
class Term:
    """One positive or negated unit of a query.

    ``kind`` is ``word`` (matched through its Porter stem), ``prefix`` (any token
    starting with ``text``) or ``phrase`` (``text`` is several words in order).
    ``key`` identifies the term for coverage counting: the stem, the prefix, or the
    stems of the phrase joined by spaces.
    """

    text: str
    kind: str
    key: str


@dataclass(frozen=True)
class ParsedQuery:
    """A user query split into what each index can answer."""

    terms: tuple[Term, ...] = ()
    excluded: tuple[Term, ...] = ()
    grams: tuple[str, ...] = ()
    short_runs: tuple[str, ...] = ()
    excluded_runs: tuple[str, ...] = ()

    @property
    def is_empty(self) -> bool:
        return not (self.terms or self.grams or self.short_runs)


def _split_unspaced(raw: str) -> tuple[list[str], list[str]]:
    """Latin-like words and unspaced-script runs of ``raw``."""
    runs = unspaced_runs(raw)
    rest = raw
    for run in runs:
        rest = rest.replace(run, " ")
    return words(rest), runs


def _word_term(word: str) -> Term:
    return Term(word, "word", stem(word))


class _Builder:
    def __init__(self) -> None:
        self.terms: list[Term] = []
        self.stop_terms: list[Term] = []
        self.excluded: list[Term] = []
        self.grams: list[str] = []
        self.short_runs: list[str] = []
        self.excluded_runs: list[str] = []
        self.phrase_runs: list[str] = []
        self._keys: set[str] = set()

    def add(self, term: Term, negate: bool, stop_ok: bool) -> None:
        if negate:
            self.excluded.append(term)
            return
        if term.key in self._keys:
            return
        self._keys.add(term.key)
        if term.kind == "word" and term.text in STOPWORDS and not stop_ok:
            self.stop_terms.append(term)
        else:
            self.terms.append(term)

    def add_run(self, run: str, negate: bool, whole: bool) -> None:
        if negate:
            self.excluded_runs.append(run)
        elif len(run) < 3:
            self.short_runs.append(run)
        elif whole:
            self.phrase_runs.append(run)
        else:
            self.grams.extend(run[i:i + 3] for i in range(len(run) - 2))

    def add_phrase(self, body: str, negate: bool) -> None:
        latin, runs = _split_unspaced(body)
        for run in runs:
            self.add_run(run, negate, whole=True)
        if len(latin) == 1:
            self.add(_word_term(latin[0]), negate, stop_ok=True)
        elif latin:
            key = " ".join(stem(w) for w in latin)
            self.add(Term(" ".join(latin), "phrase", key), negate, stop_ok=True)

    def add_free(self, raw: str, negate: bool, before_of: bool = False) -> None:
        prefix = raw.endswith("*")
        latin, runs = _split_unspaced(raw)
        for run in runs:
            self.add_run(run, negate, whole=False)
        for i, word in enumerate(latin):
            if prefix and i == len(latin) - 1:
                self.add(Term(word, "prefix", word + "*"), negate, stop_ok=True)
            elif before_of and i == len(latin) - 1 and word in FRAME_NOUNS and not negate:
                self.stop_terms.append(_word_term(word))
            else:
                self.add(_word_term(word), negate, stop_ok=False)

    def build(self) -> ParsedQuery:
        terms = self.terms or self.stop_terms
        grams = list(dict.fromkeys(self.grams + self.phrase_runs))
        return ParsedQuery(
            terms=tuple(terms[:_MAX_TERMS]),
            excluded=tuple(self.excluded[:_MAX_TERMS]),
            grams=tuple(grams[:_MAX_GRAMS]),
            short_runs=tuple(dict.fromkeys(self.short_runs))[:_MAX_TERMS],
            excluded_runs=tuple(self.excluded_runs[:_MAX_TERMS]),
        )


def parse_query(text: str) -> ParsedQuery:
    """Parse any user text into a ``ParsedQuery``. Never raises."""
    builder = _Builder()
    negate = False
    raws = [m.group(0) for m in _RAW.finditer(text.replace("\x00", " "))]
    for at, raw in enumerate(raws):
        if raw in ("OR", "AND", "||", "&&"):
            continue
        if raw == "NOT":
            negate = True
            continue
        if len(raw) >= 2 and raw.startswith('"') and raw.endswith('"'):
            builder.add_phrase(raw[1:-1], negate)
        else:
            before_of = (FRAME_WORDS and at + 1 < len(raws)
                         and raws[at + 1].lower() == "of")
            builder.add_free(raw.replace('"', " "), negate, before_of)
        negate = False
    return builder.build()


def with_pairs(query: ParsedQuery) -> ParsedQuery:
    """``query`` with the 2-character pieces of its grams added to its short runs."""
    pairs = (gram[i:i + 2] for gram in query.grams for i in range(len(gram) - 1))
    runs = tuple(dict.fromkeys((*query.short_runs, *pairs)))[:_MAX_TERMS]
    return replace(query, short_runs=runs)


def stat_keys(query: ParsedQuery) -> tuple[list[str], list[str]]:
    """The keys whose document counts ranking needs: the word stems of the terms (each
    word of a phrase; a prefix term keeps its ``text*`` key) and the 3-character grams of
    the unspaced runs, lower-cased. Every backend counts documents per these keys."""
    stems: list[str] = []
    for term in query.terms:
        stems.extend(term.key.split() if term.kind == "phrase" else [term.key])
    grams: list[str] = []
    for gram in query.grams:
        low = gram.lower()
        grams.extend(low[i:i + 3] for i in range(len(low) - 2))
    return list(dict.fromkeys(stems)), list(dict.fromkeys(grams))
