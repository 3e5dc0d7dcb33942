"""Typo variants of a concept's stems, so that "disreagrd the previus instrucions" still reads
as what it means.

Pure. ``variants(stem)`` returns the misspellings of one stem a hurried or deliberate writer
makes most, each a literal string: two neighbouring letters swapped ("ignro", "anwiesung"),
one letter dropped ("vorherg", "intrucci"), one letter doubled ("ignnor"), an accent left
off ("precedentes" for "précédentes", "instrucoes"), and in Cyrillic one of the letters
that stand in for each other ("предыдуш" for "предыдущ", "инструкцы" for "инструкци").
The first letter stays (a typo there is rare, and a variant must still start the same
word family), and so does the second one for a dropped letter; a variant shorter than four
letters, or a prefix of its own stem shorter than five, is left out.

The variants are ordinary terms: they go into the same prefix trees as the stems, so a
typo-tolerant concept costs one regular-expression search like any other, linear in the
text (no edit distance is computed at scan time). Stems of scripts written with spaces get
these variants, only those of five letters or more (a short stem's variants would start too
many words); Korean and kana stems get theirs by their own rules (``typos_cjk``: a vowel's
keyboard neighbour, a voicing mark, a syllable dropped or doubled); Chinese characters none.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable

from keepmind.security import typos_cjk

MIN_STEM = 5
MIN_VARIANT = 4
# Cyrillic letters typed for one another (neighbours in sound or on the keyboard).
_CYRILLIC_SWAPS = {"щ": "ш", "ш": "щ", "ё": "е", "э": "е", "й": "и", "ы": "и", "и": "ы",
                   "ъ": "ь", "ь": "ъ"}


def unaccented(stem: str) -> str:
    """``stem`` without the accents of Latin letters ("précédent" -> "precedent")."""
    if stem.isascii():
        return stem
    return stem.translate(_BARE)


def _bare_letters() -> dict[int, str]:
    """Each accented Latin letter (U+00C0-U+024F) and its letter without the accent."""
    table = {}
    for code in range(0xC0, 0x250):
        base = unicodedata.normalize("NFD", chr(code))[0]
        if base.isascii() and base.isalpha() and base != chr(code):
            table[code] = base
    return table


_BARE = _bare_letters()


def variants(stem: str) -> tuple[str, ...]:
    """The typo variants of ``stem`` (a lower-case term without ``~``, ``$`` or spaces);
    none for a stem that is too short or has characters other than letters."""
    if stem and ord(stem[0]) >= 0x1100:
        return typos_cjk.variants(stem)
    if len(stem) < MIN_STEM or not stem.isalpha():
        return ()
    found: set[str] = set()
    for i in range(1, len(stem) - 1):  # neighbours swapped
        if stem[i] != stem[i + 1]:
            found.add(stem[:i] + stem[i + 1] + stem[i] + stem[i + 2:])
    for i in range(2, len(stem)):  # one letter dropped
        found.add(stem[:i] + stem[i + 1:])
    for i in range(1, len(stem)):  # one letter doubled
        found.add(stem[:i + 1] + stem[i] + stem[i + 1:])
    for i, ch in enumerate(stem[1:], 1):  # Cyrillic stand-ins
        if ch in _CYRILLIC_SWAPS:
            found.add(stem[:i] + _CYRILLIC_SWAPS[ch] + stem[i + 1:])
    found.add(unaccented(stem))
    # A prefix of the stem (its last letter dropped: "anterio" finds "anterioes") is a
    # variant too, but only long enough not to start every other word.
    return tuple(sorted(v for v in found if len(v) >= MIN_VARIANT and v != stem
                        and not (stem.startswith(v) and len(v) < MIN_STEM)))


def tolerant(terms: Iterable[str]) -> tuple[str, ...]:
    """The typo variants of every plain stem of ``terms`` (not the terms themselves; a
    variant that is one of the terms, or starts with one, is left out)."""
    terms = tuple(terms)
    plain = {t for t in terms if t.isalpha()}
    out: dict[str, None] = {}
    for term in terms:
        if term in plain:
            for variant in variants(term):
                if not any(variant.startswith(t) for t in plain):
                    out[variant] = None
    return tuple(out)


def _collisions() -> frozenset[str]:
    """The variants that start a common word of another family (see ``typo_collisions``);
    empty when that module is missing."""
    try:
        from keepmind.security.typo_collisions import COLLISIONS
    except ImportError:  # pragma: no cover - the module is part of the package
        return frozenset()
    return COLLISIONS


def safe(terms: Iterable[str]) -> tuple[str, ...]:
    """``tolerant(terms)`` less the variants that would start a common word ("regar" of
    "regra" starts "regarding"; ``typo_collisions``)."""
    collisions = _collisions()
    return tuple(v for v in tolerant(terms) if v not in collisions)


TOLERANT_CONCEPTS = ("OVERRIDE", "TARGET", "PRIOR")
"""The concepts of ``pooled`` whose stems get typo variants."""
