"""Typo variants of Korean and Japanese kana stems, made by rule from Unicode data.

Pure. ``variants(stem)`` returns the misspellings of a Hangul or kana stem a hurried or
deliberate writer makes most, each a literal string (``typos`` does the same for the
scripts written with spaces; the variants go into the same prefix trees, so a
typo-tolerant concept still costs one search, linear in the text):

- Hangul: a vowel typed with its neighbour on the standard (2-set) Korean keyboard, which
  also covers the vowels that sound alike ("시스탬" for "시스템", "므시" and "뮤시" for
  "무시"); a syllable dropped from a stem of three or more ("프롬트"); a syllable doubled
  ("지지시", "무시시"). Syllables are taken apart and put together with
  ``unicodedata.normalize`` (NFD gives the conjoining jamo, NFC composes them);
- kana: a voicing mark dropped or swapped ("プロンブト", "プロンフト" for "プロンプト"), a small
  kana written large and a large one small, a kana (or the long-vowel mark) dropped from a
  stem of four or more ("プロンプ", "ガイドライ") or doubled. The marks come from NFD, the
  small letters from the characters' Unicode names (``unicodedata``).

- Chinese: one character after the first replaced by a common character of the same sound
  and tone ("提是词" for "提示词", "規責" for "規則"): a typo there is a homophone, which
  Unicode's data does not give, so these come from a pronunciation dictionary, generated
  once (``typo_homophones``). The kanji of Japanese get none (their sounds differ).

The first kana of a stem stays, and so does the first consonant of a Korean one (a
variant must still start the same word family); a variant shorter than two characters is
left out, and so is a Korean stem cut to a prefix of two syllables.
"""

from __future__ import annotations

import functools
import unicodedata

from keepmind.security.typo_homophones import HOMOPHONES

# The vowel keys of the 2-set Korean keyboard, row by row (each key next to the ones beside
# it); ㅐ and ㅔ also sound alike, and they are neighbours too.
_VOWEL_ROWS = ("ㅛㅕㅑㅐㅔ", "ㅗㅓㅏㅣ", "ㅠㅜㅡ")
_HANGUL = (0xAC00, 0xD7A3)
_VOICED, _SEMI_VOICED = "\u3099", "\u309a"
_LONG_VOWEL = "ー"
MIN_KOREAN_DROP = 3
MIN_KANA_DROP = 4


@functools.cache
def _vowel_neighbours() -> dict[str, str]:
    """Each conjoining jungseong (vowel) jamo and its keyboard neighbours, also conjoining
    (the keyboard rows are written in compatibility jamo; the names map one to the
    other: "HANGUL LETTER AE" is "HANGUL JUNGSEONG AE")."""
    def conjoining(letter: str) -> str:
        return unicodedata.lookup(unicodedata.name(letter).replace("LETTER", "JUNGSEONG"))

    table: dict[str, str] = {}
    for row in _VOWEL_ROWS:
        for i, letter in enumerate(row):
            near = row[max(0, i - 1):i] + row[i + 1:i + 2]
            table[conjoining(letter)] = "".join(conjoining(n) for n in near)
    return table


def _is_hangul(ch: str) -> bool:
    return _HANGUL[0] <= ord(ch) <= _HANGUL[1]


def _is_kana(ch: str) -> bool:
    return "\u3041" <= ch <= "\u30fa" or ch == _LONG_VOWEL


def _korean(stem: str) -> set[str]:
    found: set[str] = set()
    neighbours = _vowel_neighbours()
    for i, syllable in enumerate(stem):
        if not _is_hangul(syllable):
            continue
        jamo = unicodedata.normalize("NFD", syllable)
        for near in neighbours.get(jamo[1], ""):
            swapped = unicodedata.normalize("NFC", jamo[0] + near + jamo[2:])
            found.add(stem[:i] + swapped + stem[i + 1:])
        found.add(stem[:i + 1] + syllable + stem[i + 1:])  # doubled
        if i and len(stem) >= MIN_KOREAN_DROP and (i < len(stem) - 1
                                                   or len(stem) > MIN_KOREAN_DROP):
            found.add(stem[:i] + stem[i + 1:])  # dropped (not to a short prefix)
    return found


def _other_size(kana: str) -> str | None:
    """The large kana of a small one and the small of a large one ("ッ" and "ツ"), by
    their Unicode names; None when it has none."""
    name = unicodedata.name(kana, "")
    other = name.replace(" SMALL ", " ") if " SMALL " in name else name.replace(
        " LETTER ", " LETTER SMALL ")
    try:
        return unicodedata.lookup(other)
    except KeyError:
        return None


def _kana(stem: str) -> set[str]:
    found: set[str] = set()
    for i, kana in enumerate(stem):
        if not i or not _is_kana(kana):
            continue
        rest = stem[i + 1:]
        base = unicodedata.normalize("NFD", kana)
        if len(base) == 2:  # a voiced kana: its mark dropped, or the other mark
            found.add(stem[:i] + base[0] + rest)
            other = _SEMI_VOICED if base[1] == _VOICED else _VOICED
            swapped = unicodedata.normalize("NFC", base[0] + other)
            if len(swapped) == 1:
                found.add(stem[:i] + swapped + rest)
        size = _other_size(kana)
        if size is not None and _is_kana(size):
            found.add(stem[:i] + size + rest)
        found.add(stem[:i + 1] + kana + rest)  # doubled
        if len(stem) >= MIN_KANA_DROP:
            found.add(stem[:i] + rest)  # dropped
    return found


def variants(stem: str) -> tuple[str, ...]:
    """The typo variants of a Hangul, kana or Chinese ``stem`` (other stems, and stems of
    fewer than two characters, have none here)."""
    if stem in HOMOPHONES:
        return HOMOPHONES[stem]
    if len(stem) < 2 or not (_is_hangul(stem[0]) or _is_kana(stem[0])):
        return ()
    found = _korean(stem) if _is_hangul(stem[0]) else _kana(stem)
    return tuple(sorted(v for v in found if len(v) >= 2 and v != stem))
