"""Text analysis shared by query building and ranking (pure: no I/O, no SQL).

Invariants: ``words`` splits text the way SQLite's ``unicode61`` tokenizer does (runs of
letters, digits and marks; everything else separates), lower-cased; ``stem`` is the
original Porter (1980) algorithm, the one the ``porter`` FTS5 tokenizer applies, so a
stem computed here names the same index term. ``UNSPACED`` finds the scripts written
without spaces between words (CJK, kana, Hangul, Thai, Lao, Khmer, Myanmar), which only
the trigram index can search.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

_WORD = re.compile(r"[^\W_]+(?:[\u0300-\u036f][^\W_]*)*")
UNSPACED_CHARS = (
    "\u0e00-\u0eff"  # Thai, Lao
    "\u1000-\u109f"  # Myanmar
    "\u1780-\u17ff"  # Khmer
    "\u3040-\u30ff"  # Hiragana, Katakana
    "\u3400-\u4dbf"  # CJK extension A
    "\u4e00-\u9fff"  # CJK unified ideographs
    "\uac00-\ud7af"  # Hangul syllables
    "\uf900-\ufaff"  # CJK compatibility ideographs
    "\uff66-\uff9f"  # half-width Katakana
    "\U00020000-\U0002fa1f"  # CJK extensions B-F, compatibility supplement
)
UNSPACED = re.compile(f"[{UNSPACED_CHARS}]")
_UNSPACED_RUN = re.compile(f"[{UNSPACED_CHARS}]+")

_STOPWORD_TEXT = """
a about above after again against all am an and any are aren as at be because been before
being below between both but by can cannot could couldn did didn do does doesn doing don
down during each few for from further had hadn has hasn have haven having he her here hers
herself him himself his how i if in into is isn it its itself just let ll me more most
mustn my myself no nor not of off on once only or other ought our ours ourselves out over
own re s same shan she should shouldn so some such t than that the their theirs them
themselves then there these they this those through to too under until up ve very was
wasn we were weren what when where which while who whom why will with won would wouldn
you your yours yourself yourselves d m o y also ever get got like would much many
"""
STOPWORDS = frozenset(_STOPWORD_TEXT.split())
"""Function words that carry no topic. Dropped from free-text queries (not from phrases),
because in an OR query they match most messages and drown the content words."""


_DIACRITIC = re.compile("[\u0300-\u036f]")


@lru_cache(maxsize=100_000)
def fold(token: str) -> str:
    """Lower-case ``token`` and drop Latin diacritics (``remove_diacritics 2``)."""
    low = token.lower()
    if low.isascii():
        return low
    return unicodedata.normalize("NFC", _DIACRITIC.sub("", unicodedata.normalize("NFD", low)))


def fold_text(text: str) -> str:
    """``text`` lower-cased with Latin diacritics dropped (offsets may shift slightly
    for decomposed input)."""
    low = text.lower()
    if low.isascii():
        return low
    return unicodedata.normalize("NFC", _DIACRITIC.sub("", unicodedata.normalize("NFD", low)))


def words(text: str) -> list[str]:
    """The folded tokens of ``text`` as ``unicode61`` would cut them."""
    if text.isascii():  # the same tokens: lower-casing ASCII moves no token boundary
        return _WORD.findall(text.lower())
    return [fold(m.group(0)) for m in _WORD.finditer(text)]


def word_spans(text: str) -> list[tuple[int, int, str]]:
    """(start, end, folded token) for every token of ``text``."""
    return [(m.start(), m.end(), fold(m.group(0))) for m in _WORD.finditer(text)]


def unspaced_runs(text: str) -> list[str]:
    """The maximal runs of unspaced-script characters in ``text``."""
    return _UNSPACED_RUN.findall(text)


def has_unspaced(text: str) -> bool:
    return UNSPACED.search(text) is not None


# --- Porter stemmer -------------------------------------------------------------------

_VOWELS = frozenset("aeiou")


def _cons(w: str, i: int) -> bool:
    ch = w[i]
    if ch in _VOWELS:
        return False
    if ch == "y":
        return i == 0 or not _cons(w, i - 1)
    return True


def _m(stem: str) -> int:
    """Porter's measure: the number of VC sequences in ``stem``."""
    n, i, length = 0, 0, len(stem)
    while i < length and _cons(stem, i):
        i += 1
    while i < length:
        while i < length and not _cons(stem, i):
            i += 1
        if i >= length:
            break
        n += 1
        while i < length and _cons(stem, i):
            i += 1
    return n


def _has_vowel(stem: str) -> bool:
    return any(not _cons(stem, i) for i in range(len(stem)))


def _double_cons(w: str) -> bool:
    return len(w) >= 2 and w[-1] == w[-2] and _cons(w, len(w) - 1)


def _cvc(w: str) -> bool:
    if len(w) < 3:
        return False
    return (_cons(w, len(w) - 3) and not _cons(w, len(w) - 2) and _cons(w, len(w) - 1)
            and w[-1] not in "wxy")


def _replace(w: str, rules: tuple[tuple[str, str], ...], min_m: int) -> str:
    for suffix, repl in rules:
        if w.endswith(suffix):
            stem = w[: len(w) - len(suffix)]
            return stem + repl if _m(stem) > min_m else w
    return w


_STEP2 = (("ational", "ate"), ("tional", "tion"), ("enci", "ence"), ("anci", "ance"),
          ("izer", "ize"), ("bli", "ble"), ("alli", "al"), ("entli", "ent"), ("eli", "e"),
          ("ousli", "ous"), ("ization", "ize"), ("ation", "ate"), ("ator", "ate"),
          ("alism", "al"), ("iveness", "ive"), ("fulness", "ful"), ("ousness", "ous"),
          ("aliti", "al"), ("iviti", "ive"), ("biliti", "ble"), ("logi", "log"))
_STEP3 = (("icate", "ic"), ("ative", ""), ("alize", "al"), ("iciti", "ic"), ("ical", "ic"),
          ("ful", ""), ("ness", ""))
_STEP4 = ("al", "ance", "ence", "er", "ic", "able", "ible", "ant", "ement", "ment", "ent",
          "ion", "ou", "ism", "ate", "iti", "ous", "ive", "ize")


def _step1(w: str) -> str:
    if w.endswith("sses") or w.endswith("ies"):
        w = w[:-2]
    elif w.endswith("ss"):
        pass
    elif w.endswith("s"):
        w = w[:-1]
    if w.endswith("eed"):
        return w[:-1] if _m(w[:-3]) > 0 else w
    for suffix in ("ed", "ing"):
        if w.endswith(suffix) and _has_vowel(w[: -len(suffix)]):
            w = w[: -len(suffix)]
            if w.endswith(("at", "bl", "iz")):
                return w + "e"
            if _double_cons(w) and w[-1] not in "lsz":
                return w[:-1]
            if _m(w) == 1 and _cvc(w):
                return w + "e"
            return w
    return w


def _step4(w: str) -> str:
    for suffix in sorted(_STEP4, key=len, reverse=True):
        if w.endswith(suffix):
            stem = w[: len(w) - len(suffix)]
            if _m(stem) > 1 and (suffix != "ion" or stem.endswith(("s", "t"))):
                return stem
            return w
    return w


@lru_cache(maxsize=200_000)
def stem(word: str) -> str:
    """The Porter stem of a folded token; tokens of 2 characters or fewer, or with
    non-ASCII characters, are returned unchanged (as the porter tokenizer does)."""
    w = word
    if len(w) <= 2 or not w.isascii() or not w.isalnum():
        return w
    w = _step1(w)
    if w.endswith("y") and _has_vowel(w[:-1]):
        w = w[:-1] + "i"
    w = _replace(w, _STEP2, 0)
    w = _replace(w, _STEP3, 0)
    w = _step4(w)
    if w.endswith("e"):
        stem_ = w[:-1]
        m = _m(stem_)
        if m > 1 or (m == 1 and not _cvc(stem_)):
            w = stem_
    if w.endswith("ll") and _m(w) > 1:
        w = w[:-1]
    return w
