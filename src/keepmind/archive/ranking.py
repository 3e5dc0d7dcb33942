"""Ranking of search candidates (pure: no I/O, no SQL).

A backend hands over a pool of candidate messages per index; this module scores each
one the same way whatever the backend: Okapi BM25 over the query's units (word stems,
prefixes, phrases, trigrams and short unspaced runs), with lengths measured in
characters, multiplied by a coverage factor that rewards messages containing more of the
query's distinct units (weighted by IDF, so a message with "paint" and "sunset" beats one
that says "sunset" five times), plus a proximity bonus when two query units stand close
together. ``with_context`` then lets conversation order speak: a message inherits a
share of its previous message's score (answers follow the question that names the
topic: "Got any favourite styles?" → "Contemporary dance!") and a smaller share of the
next one's, damped when it is much longer than that neighbour. ``with_sessions`` lets
the session speak: every message of a session is lifted by a factor that grows with the
best scores in that session (a conversation that keeps coming back to the question's
words is about its topic), which leaves the order inside each session as it was.
``with_time`` lets the question's time speak: a message dated inside a stretch the
question names ("in May 2023", "two months ago": ``archive.timeref``) is lifted, one near
it less so (a boost, not a filter). ``with_role`` lifts the messages of the speaker the
question names ("what did you suggest": the assistant; "where did I say": the user).
``with_questions`` lets the form of a message speak: a query word it matches inside a
question it asks ("What concert was it?") counts a quarter, and what that takes goes to
the message after it (the answer), so inside its session the answer comes before the
question; a session keeps its place (it is still about the question's words).
With a ``semantic.Similarities`` (optional), a message's own score also earns the
index's weight × the query's total IDF × its similarity to the question (clipped at 0):
on the scale of a message that holds every query word once, so a paraphrase with no
shared word can still stand among the lexical matches. How the two are mixed has
switches, measured one by one (``SEMANTIC_*``, ``RRF_*``; ``fuse_ranks``); their defaults
are the weighted sum above, the variant that ranked best.
``snippet`` cuts an excerpt around the best match.

The few constants below were chosen on the LoCoMo and LongMemEval dev splits as round
values (see docs/benchmarks.md); each stands for a general effect, not a fitted weight.

Invariants: the score is a pure function of (query, text, stats); excluded terms and
runs drop a candidate whatever its score; ties keep newer messages first.
"""

from __future__ import annotations

import math
import re
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from keepmind.archive.backends.base import Candidate, TermStats, WordQuery
from keepmind.archive.query import ParsedQuery, Term
from keepmind.archive.text import fold_text, stem, words
from keepmind.archive.timeref import Hint, closeness, without_time

if TYPE_CHECKING:  # numpy is an optional dependency
    from keepmind.archive.semantic import Similarities

K1 = 1.2
B = 0.75
COVERAGE_WEIGHT = 1.0
PROXIMITY_WEIGHT = 0.3
PROXIMITY_WINDOW = 4
PREV_WEIGHT = 0.4
NEXT_WEIGHT = 0.15
CONTEXT_TOP = 40
CONTEXT_DAMPING = 1.0
CONTEXT_LENGTH_RATIO = 4.0
SESSION_WEIGHT = 0.25
SESSION_PEERS = 3
TIME_WEIGHT = 1.0
ROLE_WEIGHT = 0.5
SEMANTIC_SCALE = "idf"  # a similarity of 1 weighs: "idf" the query's total IDF, "best" the
# best lexical score among the candidates (the lexical score normalised per query)
SEMANTIC_POWER = 1.0  # a similarity counts raised to this power (above 1: only the closest)
SEMANTIC_IN_CONTEXT = True  # a message's neighbours share its similarity as its words
SEMANTIC_CONTEXT_RATIO = 0.0  # above 0: a neighbour longer than this many times the message
# lends it proportionally less of its similarity (a long reply's topic is not the turn's)
SEMANTIC_FUSION = "sum"  # "sum": similarity joins each score; "rrf": reciprocal ranks
SEMANTIC_SESSIONS = 0.0  # the session share's lift from the session's most similar messages
SEMANTIC_QUERY = "typed"  # what the model reads: "typed", or "no-time" (time words cut)
RRF_K = 60
RRF_SEMANTIC = 1.0  # the semantic list's weight against the lexical one's 1 in "rrf"
QUESTION_WEIGHT = 0.25  # a query word matched inside a question a message asks ("What
# concert was it?") counts this much in the order the question discount gives (1: off)
QUESTION_SHARE = "transfer"  # what the message after a question gets of what the discount
# took from it: "own" nothing, "full" the context share (``PREV_WEIGHT``), "transfer" all
QUESTION_SCOPE = "session"  # the discount orders the messages "session": within each
# session (the session's place is the undiscounted one), or "all": the whole ranking
QUESTION_CONTEXT = "off"  # "any"/"end": a message that asks (holds / ends in a question
# mark) also keeps only ``QUESTION_WEIGHT`` of the context it inherits, the rest goes on to
# the message after it (topic → question → answer); "off": the context is its own
SNIPPET_CHARS = 200
CANDIDATE_BUDGET = 4_000


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
    own_score: float = 0.0  # the score of the text's words alone (no context, no similarity)
    semantic: float = 0.0  # the part of ``score`` its own similarity earned
    asked: float = 0.0  # ``score`` with the matches inside questions discounted


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


def candidate_plan(query: ParsedQuery, stats: TermStats,
                   budget: int | None = None) -> list[WordQuery]:
    """The word queries that gather candidates, keeping the work near ``budget`` matching
    messages.

    When the terms' document counts add up to at most ``budget`` this is simply all terms
    OR-ed. Otherwise the OR keeps the rarest terms that fit in the budget (a common word
    adds little to BM25; the ranking still counts it in the candidates it finds), an AND
    of all terms adds the messages containing every word, and when even the rarest term
    is over budget, only the newest messages (the top ids) are considered.
    """
    terms = query.terms
    if not terms:
        return []
    budget = CANDIDATE_BUDGET if budget is None else budget
    dfs = [_term_df(t, stats) for t in terms]
    if sum(dfs) <= budget:
        return [WordQuery(terms, query.excluded)]
    order = sorted(range(len(terms)), key=lambda i: dfs[i])
    chosen: list[int] = []
    total = 0
    for i in order:
        if chosen and total + dfs[i] > budget:
            break
        chosen.append(i)
        total += dfs[i]
    plan = [WordQuery(tuple(terms[i] for i in sorted(chosen)), query.excluded,
                      min_id=_newest(stats.top_id, total, budget))]
    if len(terms) > 1:
        plan.append(WordQuery(terms, query.excluded, every=True,
                              min_id=_newest(stats.top_id, min(dfs), budget)))
    return plan


def _newest(top_id: int, matches: int, budget: int) -> int | None:
    """The lowest id to consider so that about ``budget`` of ``matches`` remain."""
    if matches <= budget:
        return None
    return max(0, top_id - int(top_id * budget / matches))


def _gram_df(gram: str, stats: TermStats) -> int:
    low = gram.lower()
    if low in stats.gram_df:
        return stats.gram_df[low]
    parts = [stats.gram_df.get(low[i:i + 3], 0) for i in range(max(1, len(low) - 2))]
    return min(parts, default=0)


def match_heads(query: ParsedQuery) -> list[str]:
    """What a token matching a word, prefix or phrase unit of ``query`` (positive or
    excluded) starts with: the unit's stem, or its prefix; longest first."""
    heads: set[str] = set()
    for term in (*query.terms, *query.excluded):
        if term.kind == "prefix":
            heads.add(term.text)
            continue
        for key in term.key.split():
            # a Porter stem is a prefix of its word, except that a final "i" may stand
            # for "y" and a final "e" may have been added ("hoping" -> "hope")
            heads.add(key[:-1] if len(key) > 2 and key[-1] in "ie" else key)
    return sorted(heads, key=lambda h: (-len(h), h))


def matcher(query: ParsedQuery) -> re.Pattern[str] | None:
    """One regex finding every token that starts with one of ``match_heads(query)`` at a
    token boundary (not after a letter or digit). Matches are then confirmed by
    stemming, so the regex only has to over-approximate."""
    heads = match_heads(query)
    if not heads:
        return None
    # each head is matched first and then checked not to follow a letter or digit (a
    # look-behind as wide as the head): a pattern that opens with literals lets the
    # regex engine skip ahead to their first characters, 2.3x faster than opening with
    # the look-behind, for the same matches
    alternatives = "|".join(rf"{re.escape(h)}(?<![^\W_]{re.escape(h)})" for h in heads)
    return re.compile(rf"(?:{alternatives})[^\W_]*")


Hit = tuple[int, int, str, str]
"""A token that may match: its start and end offsets, the token, its stem."""
_TOKEN_CHAR = re.compile(r"[^\W_]")
_TOKEN_REST = re.compile(r"[^\W_]*")
_TOKEN = re.compile(r"[^\W_]+")
_SENTENCE_END = re.compile(r"[.!?\n。！？]")  # and the full-width marks of CJK text


class Finder:
    """The tokens of a folded text that ``matcher(query)`` matches, as ``Hit``s in order.

    Heads made of token characters alone (every head ``words`` gives) are found with
    ``str.find``, about twice as fast as the regex over a candidate: a head found at a
    token boundary starts a match that runs to the token's end, and no match can start
    inside another (it would follow a token character), so the matches are the regex's.
    Other heads go through the regex."""

    def __init__(self, query: ParsedQuery) -> None:
        self.heads = match_heads(query)
        plain = all(_TOKEN.fullmatch(h) for h in self.heads)
        self.pattern = None if plain else matcher(query)

    def __call__(self, lower: str) -> list[Hit]:
        if self.pattern is not None:
            return [(m.start(), m.end(), m.group(0), stem(m.group(0)))
                    for m in self.pattern.finditer(lower)]
        starts: set[int] = set()
        for head in self.heads:
            at = lower.find(head)
            while at >= 0:
                if not at or not _TOKEN_CHAR.match(lower, at - 1):
                    starts.add(at)
                at = lower.find(head, at + 1)
        hits: list[Hit] = []
        for start in sorted(starts):
            end = _TOKEN_REST.match(lower, start).end()  # type: ignore[union-attr]
            token = lower[start:end]
            hits.append((start, end, token, stem(token)))
        return hits


class _Doc:
    """A candidate's folded text and the tokens in it that may match the query."""

    def __init__(self, text: str, finder: Finder) -> None:
        self.text = text
        self.lower = fold_text(text)
        self.hits = finder(self.lower)
        self.asks = QUESTION_WEIGHT != 1.0 and ("?" in self.lower or "？" in self.lower)

    def weight(self, offset: int) -> float:
        """How much a match at character ``offset`` counts: ``QUESTION_WEIGHT`` inside a
        sentence that ends in a question mark (the first sentence end after it is "?"),
        else 1."""
        end = _SENTENCE_END.search(self.lower, offset) if self.asks else None
        return QUESTION_WEIGHT if end is not None and end.group() in "?？" else 1.0

    def positions(self, unit: Unit) -> list[int]:
        """Indexes into ``hits`` (or character offsets, for grams) where ``unit`` occurs."""
        if unit.kind == "word":
            return [i for i, h in enumerate(self.hits) if h[3] == unit.key]
        if unit.kind == "prefix":
            prefix = unit.key[:-1]
            return [i for i, h in enumerate(self.hits) if h[2].startswith(prefix)]
        if unit.kind == "phrase":
            keys = unit.key.split()
            return [i for i in range(len(self.hits) - len(keys) + 1)
                    if self._phrase_at(i, keys)]
        found, start = [], self.lower.find(unit.key)
        while start >= 0:
            found.append(start)
            start = self.lower.find(unit.key, start + 1)
        return found

    def _phrase_at(self, i: int, keys: list[str]) -> bool:
        for j, key in enumerate(keys):
            if self.hits[i + j][3] != key:
                return False
            if j and self.gap(i + j - 1, i + j) != 1:
                return False
        return True

    def gap(self, a: int, b: int) -> int:
        """Distance in tokens between hits ``a`` < ``b`` (large when far apart)."""
        end, start = self.hits[a][1], self.hits[b][0]
        if start - end > 80:
            return 1000
        return len(words(self.lower[end:start])) + 1

    def char_offset(self, unit: Unit, position: int) -> int:
        return position if unit.kind == "gram" else self.hits[position][0]


def _excluded(query: ParsedQuery, doc: _Doc) -> bool:
    for term in query.excluded:
        unit = Unit(term.kind, term.key, 0.0)
        if doc.positions(unit):
            return True
    return any(fold_text(run) in doc.lower for run in query.excluded_runs)


def score_text(query: ParsedQuery, units: Sequence[Unit], text: str,
               avg_chars: float) -> tuple[float, int]:
    """(score, character offset of the best match) of ``text`` for ``units``, its matches
    inside questions discounted (``QUESTION_WEIGHT``)."""
    value, at, _ = _score(units, _Doc(text, Finder(query)), avg_chars)
    return value, at


def _score(units: Sequence[Unit], doc: _Doc, avg_chars: float) -> tuple[float, int, float]:
    """(score, offset of the best match, the score with no match discounted for standing
    in a question)."""
    total_idf = sum(u.idf for u in units) or 1.0
    norm = 1.0 - B + B * len(doc.text) / max(avg_chars, 1.0)
    bm25 = matched_idf = full_bm25 = full_idf = 0.0
    best_unit, best_at = -1.0, -1
    token_hits: list[tuple[list[int], float]] = []
    for unit in units:
        where = doc.positions(unit)
        if not where:
            continue
        tf = len(where)
        full = unit.idf * tf * (K1 + 1) / (tf + K1 * norm)
        full_bm25 += full
        full_idf += unit.idf
        if doc.asks:
            weights = [doc.weight(doc.char_offset(unit, w)) for w in where]
            tf_asked = sum(weights)
            bm25 += unit.idf * tf_asked * (K1 + 1) / (tf_asked + K1 * norm)
            matched_idf += unit.idf * max(weights)
        else:
            bm25 += full
            matched_idf += unit.idf
        if unit.idf > best_unit:
            best_unit, best_at = unit.idf, doc.char_offset(unit, where[0])
        if unit.kind != "gram":
            token_hits.append((where, unit.idf))
    if full_bm25 == 0.0:
        return 0.0, -1, 0.0
    near = PROXIMITY_WEIGHT * _proximity(doc, token_hits)
    return (bm25 * (1.0 + COVERAGE_WEIGHT * (matched_idf / total_idf)) + near, best_at,
            full_bm25 * (1.0 + COVERAGE_WEIGHT * (full_idf / total_idf)) + near)


def _proximity(doc: _Doc, hits: Sequence[tuple[list[int], float]]) -> float:
    """Sum over pairs of distinct units of their smaller IDF, scaled down with distance."""
    bonus = 0.0
    for i in range(len(hits)):
        for j in range(i + 1, len(hits)):
            gap = min((doc.gap(min(a, b), max(a, b)) for a in hits[i][0][:20]
                       for b in hits[j][0][:20] if a != b), default=0)
            if 0 < gap <= PROXIMITY_WINDOW:
                bonus += min(hits[i][1], hits[j][1]) / gap
    return bonus


def semantic_query(text: str) -> str:
    """The question as the semantic index reads it (``SEMANTIC_QUERY``)."""
    return without_time(text) if SEMANTIC_QUERY == "no-time" else text


def semantic_scale(units: Sequence[Unit], own_scores: Iterable[float]) -> float:
    """What a similarity of 1 is worth for this query (before the index's weight): the
    query's total IDF (a message holding every query word once), or with
    ``SEMANTIC_SCALE`` "best", the best of ``own_scores`` (the candidates' lexical
    scores)."""
    total_idf = sum(u.idf for u in units) or 1.0
    if SEMANTIC_SCALE == "best":
        return max(own_scores, default=0.0) or total_idf
    return total_idf


def _semantic(scale: float, sims: Similarities | None, message_id: int) -> float:
    if sims is None:
        return 0.0
    return sims.weight * scale * float(max(0.0, sims.get(message_id)) ** SEMANTIC_POWER)


def rank(query: ParsedQuery, candidates: Iterable[Candidate], stats: TermStats,
         sims: Similarities | None = None) -> list[Scored]:
    """Score and order ``candidates`` (deduplicated by id), best first; ``sims`` adds
    each one's similarity to the question."""
    units = units_of(query, stats)
    finder = Finder(query)
    seen: set[int] = set()
    lexical: list[tuple[Candidate, float, int, float]] = []
    for cand in candidates:
        if cand.id in seen:
            continue
        seen.add(cand.id)
        doc = _Doc(cand.text, finder)
        if _excluded(query, doc):
            continue
        lexical.append((cand, *_score(units, doc, stats.avg_chars)))
    scale = semantic_scale(units, (full for _, _, _, full in lexical))
    scored: list[Scored] = []
    for cand, value, at, full in lexical:
        similar = _semantic(scale, sims, cand.id)
        if full + similar > 0.0:
            scored.append(Scored(cand, full + similar, at, full, similar, value + similar))
    scored.sort(key=lambda s: (-s.score, -s.candidate.id))
    return scored


def with_context(query: ParsedQuery, scored: Sequence[Scored],
                 links: Mapping[int, tuple[Candidate | None, Candidate | None]],
                 stats: TermStats, sims: Similarities | None = None) -> list[Scored]:
    """Re-score with conversational context: a message also earns ``PREV_WEIGHT`` of the
    score of the message before it (an answer follows the question that names the
    topic) and ``NEXT_WEIGHT`` of the one after it. ``links`` gives the neighbours of
    the best candidates; neighbours not yet scored are scored here, with ``sims`` as in
    ``rank`` (and dropped when they contain an excluded term)."""
    units = units_of(query, stats)
    finder = Finder(query)
    own: dict[int, Scored] = {s.candidate.id: s for s in scored}
    scale = semantic_scale(units, (s.own_score for s in scored))
    prev_of: dict[int, int] = {}
    next_of: dict[int, int] = {}
    for mid, (prev, nxt) in links.items():
        for neighbour in (prev, nxt):
            if neighbour is None or neighbour.id in own:
                continue
            doc = _Doc(neighbour.text, finder)
            if not _excluded(query, doc):
                value, at, full = _score(units, doc, stats.avg_chars)
                similar = _semantic(scale, sims, neighbour.id)
                own[neighbour.id] = Scored(neighbour, full + similar, at, full, similar,
                                           value + similar)
        if prev is not None:
            prev_of[mid], next_of[prev.id] = prev.id, mid
        if nxt is not None:
            next_of[mid], prev_of[nxt.id] = nxt.id, mid
    out: list[Scored] = []
    withheld: dict[int, float] = {}
    rows: list[tuple[int, Scored, float, float]] = []
    for mid, item in own.items():
        value, asked = item.score, item.asked
        for links_of, weight in ((prev_of, PREV_WEIGHT), (next_of, NEXT_WEIGHT)):
            other = own.get(links_of.get(mid, -1))
            if other is not None:
                kept = other.semantic * (1.0 - _semantic_share(item, other))
                factor = _length_factor(item, other)
                value += weight * (other.score - kept) * factor
                took = weight * (other.asked - kept) * factor
                if links_of is prev_of:
                    took += _handed_on(other.score - other.asked, weight) * factor
                    if QUESTION_CONTEXT != "off" and _asks(item.candidate.text):
                        withheld[mid] = took * (1.0 - QUESTION_WEIGHT)
                        took -= withheld[mid]
                asked += took
        rows.append((mid, item, value, asked))
    for mid, item, value, asked in rows:
        before = own.get(prev_of.get(mid, -1))
        if before is not None and before.candidate.id in withheld:
            asked += withheld[before.candidate.id] * _length_factor(item, before)
        if value > 0.0:
            out.append(Scored(item.candidate, value, item.first_match, item.own_score,
                              item.semantic, asked))
    out.sort(key=lambda s: (-s.score, -s.candidate.id))
    return out


def _asks(text: str) -> bool:
    """Whether ``text`` asks something (``QUESTION_CONTEXT``: "end" when it ends in a
    question mark, "any" when it holds one)."""
    if QUESTION_CONTEXT == "end":
        return text.rstrip().endswith("?")
    return "?" in text


def _handed_on(discount: float, weight: float) -> float:
    """What the message after a question gets of the ``discount`` its matches took
    (``QUESTION_SHARE``), besides its context share ``weight`` of the question's own."""
    if QUESTION_SHARE == "transfer":
        return discount
    return weight * discount if QUESTION_SHARE == "full" else 0.0


def _session_weights(pairs: Iterable[tuple[str, float]]) -> tuple[dict[str, float], float]:
    """Each session's sum of its ``SESSION_PEERS`` best values, and the heaviest sum."""
    by_session: dict[str, list[float]] = defaultdict(list)
    for sid, value in pairs:
        by_session[sid].append(value)
    weight = {sid: sum(sorted(v, reverse=True)[:SESSION_PEERS])
              for sid, v in by_session.items()}
    return weight, max(weight.values(), default=0.0) or 1.0


def with_sessions(scored: Sequence[Scored], similar: Sequence[Candidate] = (),
                  sims: Similarities | None = None) -> list[Scored]:
    """Re-score with the session: a session's weight is the sum of its
    ``SESSION_PEERS`` best scores, and each of its messages is multiplied by
    1 + ``SESSION_WEIGHT`` × that weight / the heaviest session's. The order inside a
    session stays as it was; sessions that keep to the topic move up as a whole. With
    ``sims``, the factor also gains ``SEMANTIC_SESSIONS`` × the same kind of weight
    measured on the similarities of ``similar`` (the index's best messages)."""
    weight, heaviest = _session_weights((s.candidate.session_id, s.score) for s in scored)
    close: dict[str, float] = {}
    if sims is not None and SEMANTIC_SESSIONS:
        near, nearest = _session_weights((c.session_id, max(0.0, sims.get(c.id)))
                                         for c in similar)
        close = {sid: SEMANTIC_SESSIONS * w / nearest for sid, w in near.items()}
    out = []
    for item in scored:
        lift = (1.0 + SESSION_WEIGHT * weight[item.candidate.session_id] / heaviest
                + close.get(item.candidate.session_id, 0.0))
        out.append(Scored(item.candidate, item.score * lift, item.first_match,
                          item.own_score, item.semantic, item.asked * lift))
    out.sort(key=lambda s: (-s.score, -s.candidate.id))
    return out


def with_time(scored: Sequence[Scored], hints: Sequence[Hint]) -> list[Scored]:
    """Re-score with the question's time: each message is multiplied by 1 +
    ``TIME_WEIGHT`` × its timestamp's ``closeness`` to ``hints`` (1 inside a hinted
    stretch, less further away)."""
    out = []
    for item in scored:
        lift = 1.0 + TIME_WEIGHT * closeness(hints, item.candidate.timestamp)
        out.append(Scored(item.candidate, item.score * lift, item.first_match,
                          item.own_score, item.semantic, item.asked * lift))
    out.sort(key=lambda s: (-s.score, -s.candidate.id))
    return out


def with_role(scored: Sequence[Scored], role: str) -> list[Scored]:
    """Re-score with the speaker the question names (``archive.speaker``): messages of
    ``role`` are multiplied by 1 + ``ROLE_WEIGHT``."""
    out = []
    for item in scored:
        lift = 1.0 + ROLE_WEIGHT * (item.candidate.role == role)
        out.append(Scored(item.candidate, item.score * lift, item.first_match,
                          item.own_score, item.semantic, item.asked * lift))
    out.sort(key=lambda s: (-s.score, -s.candidate.id))
    return out


def with_questions(scored: Sequence[Scored]) -> list[Scored]:
    """Re-order by the question discount (``QUESTION_WEIGHT``: a match inside a question a
    message asks points at the answer, it is not one). ``QUESTION_SCOPE`` "session": the
    messages of each session take the session's scores in the order of their discounted
    ones, so a question cedes its place to its answer and no session moves; "all": every
    message takes its discounted score."""
    asking = {item.candidate.session_id for item in scored if item.asked != item.score}
    if not asking:  # no match inside a question: the order stands
        return list(scored)
    if QUESTION_SCOPE == "all":
        out = [Scored(item.candidate, item.asked, item.first_match, item.own_score,
                      item.semantic, item.asked) for item in scored]
    else:
        by_session: dict[str, list[Scored]] = defaultdict(list)
        out = []
        for item in scored:
            if item.candidate.session_id in asking:
                by_session[item.candidate.session_id].append(item)
            else:
                out.append(item)
        for items in by_session.values():
            places = sorted((item.score for item in items), reverse=True)
            items.sort(key=lambda s: (-s.asked, -s.candidate.id))
            out.extend(Scored(item.candidate, place, item.first_match, item.own_score,
                              item.semantic, item.asked)
                       for item, place in zip(items, places, strict=True))
    out.sort(key=lambda s: (-s.score, -s.asked, -s.candidate.id))
    return out


def fuse_ranks(lexical: Sequence[Scored], semantic: Sequence[Candidate],
               sims: Similarities) -> list[Scored]:
    """Reciprocal-rank fusion (``SEMANTIC_FUSION`` "rrf"): a message scores 1 / (``RRF_K``
    + its place in ``lexical``, the ranking without similarity) + ``RRF_SEMANTIC`` / (
    ``RRF_K`` + its place among ``semantic`` ordered by similarity); a list that lacks it
    adds nothing."""
    by_id: dict[int, Scored] = {}
    fused: dict[int, float] = defaultdict(float)
    for place, item in enumerate(lexical, 1):
        by_id[item.candidate.id] = item
        fused[item.candidate.id] += 1.0 / (RRF_K + place)
    ordered = sorted({c.id: c for c in semantic}.values(),
                     key=lambda c: (-sims.get(c.id), -c.id))
    for place, cand in enumerate(ordered, 1):
        by_id.setdefault(cand.id, Scored(cand, 0.0, -1))
        fused[cand.id] += RRF_SEMANTIC / (RRF_K + place)
    out = [Scored(by_id[mid].candidate, value, by_id[mid].first_match, by_id[mid].own_score,
                  asked=value) for mid, value in fused.items()]
    out.sort(key=lambda s: (-s.score, -s.candidate.id))
    return out


def _semantic_share(receiver: Scored, giver: Scored) -> float:
    """How much of ``giver``'s similarity its neighbour ``receiver`` shares: all of it, none
    (``SEMANTIC_IN_CONTEXT`` off), or, with ``SEMANTIC_CONTEXT_RATIO``, less the longer the
    giver is beyond that many times the receiver (a long reply resembles the question by
    its topic, which says little about the short turn beside it)."""
    if not SEMANTIC_IN_CONTEXT:
        return 0.0
    if SEMANTIC_CONTEXT_RATIO <= 0.0:
        return 1.0
    ratio = SEMANTIC_CONTEXT_RATIO * (len(receiver.candidate.text) + 1) / (
        len(giver.candidate.text) + 1)
    return min(1.0, ratio)


def _length_factor(receiver: Scored, giver: Scored) -> float:
    """Context flows into a message much longer than its neighbour damped: a long
    message is rarely the short answer its neighbour's topic points at."""
    ratio = CONTEXT_LENGTH_RATIO * (len(giver.candidate.text) + 1) / (
        len(receiver.candidate.text) + 1)
    return float(min(1.0, ratio) ** CONTEXT_DAMPING)


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

