"""The window cut of design §6 (pure): a long transcript cut to at most ``max_chars``
characters around where it matches a query, before it is summarised.

Rules, tried in order; the first that matches anything decides where the window goes:

1. ``phrase``: the whole phrase (each quoted phrase of the query, else all its words in
   order, separated only by spaces or punctuation);
2. ``all_terms``: places where every content word of the query occurs within
   ``proximity`` characters;
3. ``any_term``: single content words; the window covering the most distinct words wins,
   then the one covering the most occurrences;
4. ``none``: nothing matches; the head and the tail of the transcript are kept.

Among the matches of the deciding rule, the window is the contiguous stretch of at most
``max_chars`` characters covering the most of them, widened evenly around them and
snapped to nearby line breaks. Invariants: the result never exceeds ``max_chars``
characters, markers included; text is never rewritten, only cut, with a marker
``[… N characters omitted …]`` at every cut; a transcript that fits is returned unchanged.
Matching is case-insensitive; ASCII words of 4+ letters also match as word prefixes
("deploy" finds "deployment"), shorter ones only as whole words; other scripts (CJK)
match as substrings.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

DEFAULT_MAX_CHARS = 100_000
DEFAULT_PROXIMITY = 2_000
MIN_MAX_CHARS = 200
SNAP_CHARS = 200
_OPERATORS = frozenset({"OR", "AND", "NOT", "NEAR"})
_WORD = re.compile(r"[^\W_]+(?:_[^\W_]+)*", re.UNICODE)
_QUOTED = re.compile(r'"([^"]*)"')
_STOPWORDS_TEXT = """
a about above after again all also am an and any are as at be been before being below
between both but by can could did do does doing done down during each few for from further
had has have having he her here hers him his how i if in into is it its itself just me
more most my no nor not now of off on once only or other our ours out over own same she
should so some such than that the their theirs them then there these they this those
through to too under until up us very was we were what when where which while who whom
whose why will with would you your yours yourself tell please know remember said say
"""
STOPWORDS = frozenset(_STOPWORDS_TEXT.split())


@dataclass(frozen=True)
class Window:
    """Where a transcript was cut: ``text`` is what is kept (with markers), ``start`` and
    ``end`` the span of the original it covers, ``rule`` the rule that placed it
    ("whole", "phrase", "all_terms", "any_term", "none") and ``matches`` how many of
    that rule's matches lie inside."""

    text: str
    start: int
    end: int
    rule: str
    matches: int = 0


@dataclass(frozen=True)
class _Hit:
    start: int
    end: int
    key: str


def query_terms(query: str) -> list[str]:
    """The query's words, lower-cased, in order, without FTS operators or duplicates."""
    seen: dict[str, None] = {}
    for word in _WORD.findall(query):
        if word not in _OPERATORS:
            seen.setdefault(word.lower(), None)
    return list(seen)


def cut_window(transcript: str, query: str, *, max_chars: int = DEFAULT_MAX_CHARS,
               proximity: int = DEFAULT_PROXIMITY) -> str:
    """``transcript`` cut to at most ``max_chars`` characters around ``query``'s matches.

    Raises ValueError when ``max_chars`` is below 200.
    """
    return locate_window(transcript, query, max_chars=max_chars, proximity=proximity).text


def locate_window(transcript: str, query: str, *, max_chars: int = DEFAULT_MAX_CHARS,
                  proximity: int = DEFAULT_PROXIMITY) -> Window:
    """The window of ``cut_window`` with where it lies and which rule placed it.

    Raises ValueError when ``max_chars`` is below 200.
    """
    if max_chars < MIN_MAX_CHARS:
        raise ValueError(f"max_chars must be at least {MIN_MAX_CHARS}, got {max_chars}")
    size = len(transcript)
    if size <= max_chars:
        return Window(transcript, 0, size, "whole")
    budget = max_chars - 2 * (len(_marker(size)) + 1)
    for rule, hits in _rules(transcript, query, min(proximity, budget // 2)):
        if hits:
            return _around(transcript, hits, budget, rule)
    return _head_and_tail(transcript, max_chars - len(_marker(size)) - 2)


def _rules(text: str, query: str, proximity: int) -> Iterator[tuple[str, list[_Hit]]]:
    """Each rule with its matches, computed only when the rules before it found nothing."""
    lowered: str | None = text.lower()
    if lowered is not None and len(lowered) != len(text):  # offsets would shift
        lowered = None
    terms = query_terms(query)
    content = [t for t in terms if t not in STOPWORDS] or terms
    phrases = [query_terms(p) for p in _QUOTED.findall(query)]
    phrases = [p for p in phrases if p] or ([terms] if len(terms) > 1 else [])
    phrase_hits = [hit for phrase in phrases
                   for hit in _find(text, lowered, phrase, " ".join(phrase))]
    yield "phrase", sorted(phrase_hits, key=lambda h: h.start)
    term_hits = sorted((hit for term in content for hit in _find(text, lowered, [term], term)),
                       key=lambda h: h.start)
    if len(content) > 1:
        yield "all_terms", _cooccurrences(term_hits, len(content), proximity)
    yield "any_term", term_hits


def _find(text: str, lowered: str | None, words: Sequence[str], key: str) -> list[_Hit]:
    """Matches of ``words`` in sequence. With the lower-cased text (same offsets), the
    first word is located by plain substring search and the pattern checked only there,
    which is many times faster than a case-insensitive regex scan."""
    pattern = re.compile(r"[\W_]{1,10}".join(_word_pattern(w) for w in words),
                         re.IGNORECASE | re.UNICODE)
    if lowered is None:
        return [_Hit(m.start(), m.end(), key) for m in pattern.finditer(text)]
    hits: list[_Hit] = []
    first = words[0]
    position = lowered.find(first)
    while position != -1:
        match = pattern.match(lowered, position)
        if match:
            hits.append(_Hit(match.start(), match.end(), key))
        position = lowered.find(first, match.end() if match else position + 1)
    return hits


def _word_pattern(word: str) -> str:
    escaped = re.escape(word)
    if not word.isascii():
        return escaped
    if len(word) >= 4:
        return rf"(?<![A-Za-z0-9]){escaped}"
    return rf"(?<![A-Za-z0-9]){escaped}(?![A-Za-z0-9])"


def _cooccurrences(hits: list[_Hit], wanted: int, proximity: int) -> list[_Hit]:
    """The shortest stretches (at most ``proximity`` long) holding every term."""
    found: list[_Hit] = []
    counts: Counter[str] = Counter()
    left = 0
    for hit in hits:
        counts[hit.key] += 1
        while counts[hits[left].key] > 1:
            counts[hits[left].key] -= 1
            left += 1
        if len(counts) == wanted and hit.end - hits[left].start <= proximity:
            found.append(_Hit(hits[left].start, hit.end, "all"))
    return found


def _around(text: str, hits: list[_Hit], budget: int, rule: str) -> Window:
    longest = max(h.end - h.start for h in hits)
    reach = max(0, budget - longest)
    best = (0, 0, 0, 0)  # distinct keys, count, first index, last index
    counts: Counter[str] = Counter()
    left = 0
    for right, hit in enumerate(hits):
        counts[hit.key] += 1
        while hit.start - hits[left].start > reach:
            counts[hits[left].key] -= 1
            if not counts[hits[left].key]:
                del counts[hits[left].key]
            left += 1
        score = (len(counts), right - left + 1, left, right)
        if score[:2] > best[:2]:
            best = score
    chosen = hits[best[2]:best[3] + 1]
    core_start = chosen[0].start
    core_end = max(h.end for h in chosen)
    start, end = _widen(core_start, core_end, budget, len(text))
    start, end = _snap(text, start, end, core_start, core_end)
    return Window(_with_markers(text, start, end), start, end, rule, len(chosen))


def _widen(core_start: int, core_end: int, budget: int, size: int) -> tuple[int, int]:
    slack = max(0, budget - (core_end - core_start))
    start = max(0, core_start - slack // 2)
    end = min(size, start + (core_end - core_start) + slack)
    start = max(0, end - min(budget, size))
    return start, end


def _snap(text: str, start: int, end: int, core_start: int, core_end: int) -> tuple[int, int]:
    """Move the cuts inward to a line break when one is near, never past the matches."""
    if start > 0:
        newline = text.find("\n", start, min(core_start, start + SNAP_CHARS))
        if newline != -1:
            start = newline + 1
    if end < len(text):
        newline = text.rfind("\n", max(core_end, end - SNAP_CHARS), end)
        if newline != -1:
            end = newline
    return start, end


def _with_markers(text: str, start: int, end: int) -> str:
    before = f"{_marker(start)}\n" if start > 0 else ""
    after = f"\n{_marker(len(text) - end)}" if end < len(text) else ""
    return before + text[start:end] + after


def _head_and_tail(text: str, budget: int) -> Window:
    head_end = budget // 2
    tail_start = len(text) - (budget - head_end)
    newline = text.rfind("\n", max(0, head_end - SNAP_CHARS), head_end)
    head_end = newline if newline > 0 else head_end
    newline = text.find("\n", tail_start, tail_start + SNAP_CHARS)
    tail_start = newline + 1 if newline != -1 else tail_start
    middle = f"\n{_marker(tail_start - head_end)}\n"
    return Window(text[:head_end] + middle + text[tail_start:], 0, len(text), "none")


def _marker(omitted: int) -> str:
    return f"[… {omitted:,} characters omitted …]"
