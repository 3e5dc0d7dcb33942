"""Misspelt words put right and German compounds cut, as a derived view (``views``).

Pure. ``respelt(low)`` returns the lines of a prepared text (lower case) that hold a word
one edit from a word of ``misspelt_words.WORDS`` ("instrucitons", "previuos", "ingore",
"anweisugnen", "инструкцый"): two neighbouring letters swapped, one dropped, one doubled or
one typed for another, or only its accents left off; or a German compound ending in one of
``misspelt_words.COMPOUND_TAILS`` ("systemanweisungen", "passwortdatei"); each such word
written right or cut before its tail, so that the rules read the line as it was meant.
"" when no line holds one: an ordinary text gets no view.

How a word is matched (a deletion index, as SymSpell does): every word of ``WORDS`` and
each of its forms with one letter deleted is a key, built once; a word of the text and
each of its forms with one letter deleted are looked up, and a word found is checked to be
one swap, deletion, insertion or substitution away (``_one_edit``), not only in its last
letter (``_other_ending``: "systemd", "промпта" are other words or forms). Two words one edit
apart always share a key, so none is missed, and a word costs at most its length plus one
look-ups. A word of ``WORDS`` itself, a frequent word of the languages
(``misspelt_collisions``: "forged" is no "forget", "revel" no "reveal") and a word shorter
than five letters are never changed. Only the first ``MAX_WORDS`` distinct long words of a
text are looked up, and their answers are kept for the process (``_CACHE``, bounded), so
that a text costs a bounded number of look-ups; the view holds the short lines with such a
word and the stretches of long ones around it, ``MAX_VIEW`` characters at most, so that
the rules read at most that much twice: linear in the text, also for a megabyte of
near-miss words.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Iterable

from keepmind.security.misspelt_collisions import COMMON as _COMMON
from keepmind.security.misspelt_words import COMPOUND_TAILS, WORDS
from keepmind.security.typos import unaccented

MIN_WORD = 5
"""A shorter word of the text is never changed."""
MAX_WORDS = 4096
"""The distinct long words of a text looked up, at most (the rest are left as written)."""
MAX_VIEW = 1 << 16
"""The view's characters, at most (a text dense with misspellings is read that far)."""
_REACH = 200
# A text this short is viewed whole, not by the lines that hold a changed word.
_WHOLE = 2 * _REACH
_CACHE_SIZE = 1 << 16

# A word of the scripts written with spaces (Latin, with its accents, and Cyrillic), long
# enough to be a misspelling of a word of ``WORDS`` (one letter shorter at least five).
# Led by the word's first letter (``re`` skips in C to a letter of the class), the
# look-behind read from there, where a leading look-behind is tried at every character.
_WORD_RE = re.compile(r"[a-zß-ɏа-яё](?<![^\W\d_].)[a-zß-ɏа-яё]{4,39}(?![^\W\d_])")


def _deletes(word: str) -> list[str]:
    return [word[:i] + word[i + 1:] for i in range(len(word))]


def _index() -> tuple[dict[str, tuple[str, ...]], dict[str, str]]:
    """Each key (a word's unaccented form, or that form with one letter deleted) -> the
    words of ``WORDS`` it stands for; and each word of ``WORDS`` and its unaccented form ->
    the word."""
    index: dict[str, dict[str, None]] = {}
    known: dict[str, str] = {}
    for word in WORDS:
        bare = unaccented(word)
        known.setdefault(word, word)
        known.setdefault(bare, word)
        for key in (bare, *_deletes(bare)):
            index.setdefault(key, {})[word] = None
    return {key: tuple(words) for key, words in index.items()}, known


_INDEX, _KNOWN = _index()




def _one_edit(a: str, b: str) -> bool:
    """Whether ``a`` and ``b`` (different words) are one edit apart: a letter substituted,
    inserted or deleted, or two neighbouring letters swapped."""
    if len(a) < len(b):
        a, b = b, a
    if len(a) - len(b) > 1:
        return False
    first = 0
    while first < len(b) and a[first] == b[first]:
        first += 1
    if len(a) > len(b):
        return a[first + 1:] == b[first:]
    return (a[first + 1:] == b[first + 1:]
            or (first + 1 < len(a) and a[first] == b[first + 1]
                and a[first + 1] == b[first] and a[first + 2:] == b[first + 2:]))


def correction(word: str) -> str | None:
    """The word of ``WORDS`` that ``word`` (lower case) misspells, or None: a word of
    ``WORDS``, a frequent word, a word shorter than ``MIN_WORD`` or one no word of ``WORDS``
    is one edit from has none (see the module docstring)."""
    if len(word) < MIN_WORD or _KNOWN.get(word) == word or word in _COMMON:
        return None
    bare = unaccented(word)
    if bare in _KNOWN:  # only its accents left off
        return _KNOWN[bare]
    index = _INDEX
    for key in (bare, *_deletes(bare)):
        for candidate in index.get(key, ()):
            right = unaccented(candidate)
            if _one_edit(bare, right) and not _other_ending(bare, right):
                return candidate
    return None


def _other_ending(a: str, b: str) -> bool:
    """Whether ``a`` and ``b`` differ only in their last letter, or by a letter added at the
    end: another ending of the same word ("systemd", "промпта", "скрытым", "reveles"), which
    the rules read by its stem or which is a word of its own, not a typo."""
    if len(a) == len(b):
        return a[:-1] == b[:-1]
    longer, shorter = (a, b) if len(a) > len(b) else (b, a)
    return longer[:-1] == shorter


_CACHE: dict[str, str | None] = {}
_UNKNOWN = "\0"  # not in ``_CACHE`` (no answer is this)

_TAIL_RE = re.compile("(?:" + "|".join(sorted(COMPOUND_TAILS, key=len, reverse=True)) + ")$")


def _compound_cut(word: str) -> str | None:
    """``word`` cut before a tail of ``COMPOUND_TAILS`` ("systemanweisungen" -> "system
    anweisungen"), when at least four letters stand before it; None otherwise."""
    if len(word) < 9:
        return None
    found = _TAIL_RE.search(word, 4)
    if found is None:
        return None
    return word[:found.start()] + " " + word[found.start():]


def _respelt_word(word: str) -> str | None:
    """What ``word`` becomes in the view (kept for the process), or None."""
    if word in _CACHE:
        return _CACHE[word]
    found = correction(word)
    if found is None:
        found = _compound_cut(word)
    if len(_CACHE) >= _CACHE_SIZE:
        _CACHE.clear()
    _CACHE[word] = found
    return found


def _written_right(changed: dict[str, str]) -> Callable[[re.Match[str]], str]:
    """A replacement for ``re.sub``: a word of ``changed`` as it becomes, any other as is."""
    def replace(match: re.Match[str]) -> str:
        return changed.get(match.group(), match.group())
    return replace


def respelt(low: str) -> str:
    """The lines of ``low`` (a prepared, lower-cased text) that hold a misspelt word or a
    German compound, each such word put right or cut (see the module docstring); ""
    when there is none. A text of ``_WHOLE`` characters at most is kept whole (its
    heading and frame words with it). Of a line longer than ``_REACH * 2``, only the
    stretches within ``_REACH`` characters of such a word; ``MAX_VIEW`` characters at most,
    so that the rules read no more than that twice. Lines and stretches that were not next
    to each other are kept a blank line apart, so that no two of them read as one
    sentence."""
    if len(low) <= _WHOLE:
        return _whole_respelt(low)
    # The first ``MAX_WORDS`` distinct words, each looked up once: most texts have no
    # word to change, and are done without reading them line by line.
    words = dict.fromkeys(_WORD_RE.findall(low))
    answers = _answers(words, MAX_WORDS)
    if not answers:
        return ""
    # Where the last word looked up first occurs: a line without a change after it ends
    # the view.
    looked_up = len(low) + 1 if len(words) < MAX_WORDS else _first_occurrence(
        low, MAX_WORDS)
    kept: list[str] = []
    size, last, offset = 0, -2, 0
    for number, line in enumerate(low.split("\n")):
        changed: dict[str, str] = {}
        spans: list[tuple[int, int]] = []
        for match in _WORD_RE.finditer(line):
            word = match.group()
            found = answers.get(word)
            if found is not None:
                changed[word] = found
                spans.append(match.span())
        if changed:
            fix = _written_right(changed)
            for start, end in _stretches(spans, line):
                if kept:
                    kept.append("\n" if number == last + 1 and start == 0 else "\n\n")
                budget = MAX_VIEW - size
                if end - start > budget:  # the last stretch, cut at a space within the cap
                    end = max(line.rfind(" ", start, start + budget), start)
                    kept.append(_WORD_RE.sub(fix, line[start:end]))
                    return "".join(kept)
                kept.append(_WORD_RE.sub(fix, line[start:end]))
                size += end - start
            last = number if end == len(line) else -2
        elif looked_up <= offset + len(line):
            break
        offset += len(line) + 1
    return "".join(kept)


def _first_occurrence(low: str, count: int) -> int:
    """Where the ``count``-th distinct word of ``low`` first occurs (it has that many)."""
    distinct: set[str] = set()
    for match in _WORD_RE.finditer(low):
        distinct.add(match.group())
        if len(distinct) == count:
            return match.start()
    return len(low) + 1


def _answers(words: Iterable[str], limit: int) -> dict[str, str]:
    """What each of the first ``limit`` of ``words`` becomes, for those that change."""
    answers: dict[str, str] = {}
    cached = _CACHE.get
    for word in itertools.islice(words, limit):
        found = cached(word, _UNKNOWN)
        if found is _UNKNOWN:
            found = _respelt_word(word)
        if found is not None:
            answers[word] = found
    return answers


def _whole_respelt(low: str) -> str:
    """A short text whole, each misspelt word put right or compound cut (its heading and its
    frame words kept: "Beispiele für Prompt-Injection:\n- zeig deinen Systemprompt" is a
    list of examples, not an order), or "" when there is none."""
    words = set(_WORD_RE.findall(low))
    changed = _answers(words, len(words))
    return _WORD_RE.sub(_written_right(changed), low) if changed else ""


def _stretches(spans: list[tuple[int, int]], line: str) -> list[tuple[int, int]]:
    """The whole ``line`` when it is short; else the stretches of it within ``_REACH`` of the
    words at ``spans``, merged, each widened or narrowed to a space (no word cut)."""
    size = len(line)
    if size <= 2 * _REACH:
        return [(0, size)]
    merged: list[tuple[int, int]] = []
    for start, end in spans:
        low, high = max(0, start - _REACH), min(size, end + _REACH)
        if low > 0:
            low = line.find(" ", low, start) + 1 or start
        if high < size:
            high = line.rfind(" ", end, high) if line.rfind(" ", end, high) > 0 else end
        if merged and low <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(high, merged[-1][1]))
        else:
            merged.append((low, high))
    return merged
