"""Ranking of search candidates (pure: no I/O, no SQL).

A backend hands over a pool of candidate messages per index; this module scores each
one the same way whatever the backend: Okapi BM25 over the query's units (word stems,
prefixes, phrases, trigrams and short unspaced runs), with lengths measured in
characters, multiplied by a coverage factor that rewards messages containing more of the
query's distinct units (weighted by IDF, so a message with "paint" and "sunset" beats one
that says "sunset" five times), plus a proximity bonus when two query units stand close
together. ``snippet`` cuts an excerpt around the best match.

Invariants: the score is a pure function of (query, text, stats); excluded terms and
runs drop a candidate whatever its score; ties keep newer messages first.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from memstrata.archive.backends.base import Candidate, TermStats
from memstrata.archive.query import ParsedQuery, Term
from memstrata.archive.text import stem, word_spans

K1 = 1.2
B = 0.75
COVERAGE_WEIGHT = 1.0
PROXIMITY_WEIGHT = 0.3
PROXIMITY_WINDOW = 4
SNIPPET_CHARS = 200


@dataclass(frozen=True)
class Unit:
    """One thing a message may contain, with its IDF weight."""

    kind: str  # word | prefix | phrase | gram
    key: str
    idf: float


@dataclass(frozen=True)
class Scored:
    candidate: Candidate
    score: float
    first_match: int  # character offset of the best match, -1 when none


def idf(docs: int, df: int) -> float:
    """BM25's IDF, never negative."""
    return math.log(1.0 + (max(docs, df) - df + 0.5) / (df + 0.5))


def units_of(query: ParsedQuery, stats: TermStats) -> list[Unit]:
    """The weighted units of ``query``; unknown document counts count as rare."""
    out: list[Unit] = []
    for term in query.terms:
        out.append(Unit(term.kind, term.key, idf(stats.docs, _term_df(term, stats))))
    gram_idfs = []
    for gram in query.grams:
        df = _gram_df(gram, stats)
        gram_idfs.append(idf(stats.docs, df))
        out.append(Unit("gram", gram.lower(), gram_idfs[-1]))
    short_idf = max(gram_idfs) if gram_idfs else idf(stats.docs, 0) * 0.75
    out.extend(Unit("gram", run.lower(), short_idf) for run in query.short_runs)
    return out


def _term_df(term: Term, stats: TermStats) -> int:
    if term.kind == "phrase":
        return min((stats.word_df.get(k, 0) for k in term.key.split()), default=0)
    return stats.word_df.get(term.key, 0)


def _gram_df(gram: str, stats: TermStats) -> int:
    low = gram.lower()
    if low in stats.gram_df:
        return stats.gram_df[low]
    parts = [stats.gram_df.get(low[i:i + 3], 0) for i in range(max(1, len(low) - 2))]
    return min(parts, default=0)


def stat_keys(query: ParsedQuery) -> tuple[list[str], list[str]]:
    """The word and gram keys whose document counts ranking needs."""
    words: list[str] = []
    for term in query.terms:
        words.extend(term.key.split() if term.kind == "phrase" else [term.key])
    grams: list[str] = []
    for gram in query.grams:
        low = gram.lower()
        grams.extend(low[i:i + 3] for i in range(len(low) - 2))
    return list(dict.fromkeys(words)), list(dict.fromkeys(grams))


class _Doc:
    """A candidate's text cut into stems once, for matching every unit."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.lower = text.lower()
        spans = word_spans(text)
        self.starts = [s for s, _, _ in spans]
        self.tokens = [t for _, _, t in spans]
        self.stems = [stem(t) for t in self.tokens]

    def positions(self, unit: Unit) -> list[int]:
        """Token positions (or character offsets, for grams) where ``unit`` occurs."""
        if unit.kind == "word":
            return [i for i, s in enumerate(self.stems) if s == unit.key]
        if unit.kind == "prefix":
            prefix = unit.key[:-1]
            return [i for i, t in enumerate(self.tokens) if t.startswith(prefix)]
        if unit.kind == "phrase":
            keys = unit.key.split()
            n = len(keys)
            return [i for i in range(len(self.stems) - n + 1) if self.stems[i:i + n] == keys]
        found, start = [], self.lower.find(unit.key)
        while start >= 0:
            found.append(start)
            start = self.lower.find(unit.key, start + 1)
        return found

    def char_offset(self, unit: Unit, position: int) -> int:
        return position if unit.kind == "gram" else self.starts[position]


def _excluded(query: ParsedQuery, doc: _Doc) -> bool:
    for term in query.excluded:
        unit = Unit(term.kind, term.key, 0.0)
        if doc.positions(unit):
            return True
    return any(run.lower() in doc.lower for run in query.excluded_runs)


def score_text(units: Sequence[Unit], text: str, avg_chars: float) -> tuple[float, int]:
    """(score, character offset of the best match) of ``text`` for ``units``."""
    return _score(units, _Doc(text), avg_chars)


def _score(units: Sequence[Unit], doc: _Doc, avg_chars: float) -> tuple[float, int]:
    total_idf = sum(u.idf for u in units) or 1.0
    norm = 1.0 - B + B * len(doc.text) / max(avg_chars, 1.0)
    bm25 = matched_idf = 0.0
    best_unit, best_at = -1.0, -1
    token_hits: list[tuple[list[int], float]] = []
    for unit in units:
        where = doc.positions(unit)
        if not where:
            continue
        tf = len(where)
        bm25 += unit.idf * tf * (K1 + 1) / (tf + K1 * norm)
        matched_idf += unit.idf
        if unit.idf > best_unit:
            best_unit, best_at = unit.idf, doc.char_offset(unit, where[0])
        if unit.kind != "gram":
            token_hits.append((where, unit.idf))
    if bm25 == 0.0:
        return 0.0, -1
    coverage = matched_idf / total_idf
    return (bm25 * (1.0 + COVERAGE_WEIGHT * coverage)
            + PROXIMITY_WEIGHT * _proximity(token_hits)), best_at


def _proximity(hits: Sequence[tuple[list[int], float]]) -> float:
    """Sum over pairs of distinct units of their smaller IDF, scaled down with distance."""
    bonus = 0.0
    for i in range(len(hits)):
        for j in range(i + 1, len(hits)):
            gap = min(abs(a - b) for a in hits[i][0] for b in hits[j][0])
            if 0 < gap <= PROXIMITY_WINDOW:
                bonus += min(hits[i][1], hits[j][1]) / gap
    return bonus


def rank(query: ParsedQuery, candidates: Iterable[Candidate], stats: TermStats) -> list[Scored]:
    """Score and order ``candidates`` (deduplicated by id), best first."""
    units = units_of(query, stats)
    seen: set[int] = set()
    scored: list[Scored] = []
    for cand in candidates:
        if cand.id in seen:
            continue
        seen.add(cand.id)
        doc = _Doc(cand.text)
        if _excluded(query, doc):
            continue
        value, at = _score(units, doc, stats.avg_chars)
        if value > 0.0:
            scored.append(Scored(cand, value, at))
    scored.sort(key=lambda s: (-s.score, -s.candidate.id))
    return scored


def snippet(text: str, at: int, width: int = SNIPPET_CHARS) -> str:
    """About ``width`` characters of ``text`` around offset ``at``, cut at spaces and
    marked with "…" where text was left out; newlines become spaces."""
    flat = " ".join(text.split())
    if len(flat) <= width:
        return flat
    if at < 0:
        at = 0
    # offsets move when whitespace collapses; re-anchor on the flattened text
    ratio = len(flat) / max(len(text), 1)
    centre = int(at * ratio)
    start = max(0, centre - width // 3)
    end = min(len(flat), start + width)
    start = max(0, end - width)
    if start > 0:
        space = flat.find(" ", start, start + 20)
        start = space + 1 if space >= 0 else start
    if end < len(flat):
        space = flat.rfind(" ", end - 20, end)
        end = space if space > start else end
    return ("…" if start > 0 else "") + flat[start:end] + ("…" if end < len(flat) else "")
