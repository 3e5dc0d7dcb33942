"""The scanner's faster ways give what the plain ways give, on generated text.

Each shortcut is compared with the plain computation it replaces: NFKC line by line with
NFKC of the whole text; merged windows with merging one anchor at a time; the hex-dump
search tried before three spaced pairs with the plain search; the hex-dump hint led by
its first space with the hint read from the first digit; the markup signs looked for with
``in`` with one search for them; the anchors inside a non-ASCII anchor tried only where
one can begin with trying every offset.
"""

from __future__ import annotations

import re
import unicodedata

from hypothesis import example, given, settings
from hypothesis import strategies as st

from keepmind.security import decoders, engine, normalize, other_anchors, scanner, views
from keepmind.security.respell import shape

# Starters, combining marks, Hangul jamo, compatibility characters, line breaks.
_NORMALISABLE = st.text(alphabet=st.sampled_from(
    ["\n", "a", "e", " ", "\u0301", "\u0308", "\u0327", "\u0338", "\u0345", "\u1100",
     "\u1161", "\u11a8", "\uac00", "\uff21", "\ufb01", "\u2460", "\u00bd", "\u3000", "=",
     "\u30ab", "\u3099", "\uff76", "\uff9e", "\u1e9b", "\u0323", "\r", "\u2028", "\u0085"]),
    max_size=40)


@settings(max_examples=300, deadline=None)
@given(_NORMALISABLE, st.integers(0, 200))
@example("e\n\u0301", 150)
def test_nfkc_line_by_line_is_nfkc(piece: str, times: int) -> None:
    text = (piece or "a") * times + piece
    assert normalize._nfkc(text) == unicodedata.normalize("NFKC", text)


def _merged_one_by_one(positions: list[int], before: int, after: int,
                       size: int) -> list[tuple[int, int, int]]:
    merged: list[tuple[int, int, int]] = []
    for at in positions:
        start, end = max(0, at - before), min(size, at + after)
        if merged and start <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], end), at)
        else:
            merged.append((start, end, at))
    return merged


@settings(max_examples=500, deadline=None)
@given(st.lists(st.integers(0, 300), max_size=8), st.integers(0, 100), st.integers(1, 150),
       st.integers(0, 300))
def test_windows_are_merged_as_one_by_one(positions: list[int], before: int, after: int,
                                          size: int) -> None:
    positions = sorted(min(at, max(0, size - 1)) for at in positions)
    assert engine._windows(positions, before, after, size) == _merged_one_by_one(
        positions, before, after, size)


_HEXISH = st.lists(st.sampled_from(["a", "0", "f", "9", " ", "g", "\n", "ab", "0a ", "ff ",
                                     "1 ", "c3 a9 "]), max_size=40).map("".join)
_PLAIN_HEX_HINT = re.compile(r"[0-9a-f]{2} [0-9a-f]{2} [0-9a-f]{2} [0-9a-f]{2} ")


@settings(max_examples=1000, deadline=None)
@given(_HEXISH)
@example("0a " * 9)
@example("a0a 0a 0a 0a 0a 0a 0a 0a 0a")
def test_hex_dumps_are_found_as_the_plain_search_finds_them(text: str) -> None:
    assert [m.span() for m in decoders._hex_dumps(text)] == [
        m.span() for m in decoders._HEX_BYTES_RE.finditer(text)]
    assert (views._HEX_BYTE_PAIRS_RE.search(text) is None) == (
        _PLAIN_HEX_HINT.search(text) is None)


_PLAIN_MARKUP = re.compile(r"<[a!/]|a`a|a\*|\*a|a~~|~~a|\][(:]|&[a#]")


@settings(max_examples=500, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("ab1<!/`*~]():&#$ \n")), max_size=30))
def test_markup_signs_are_the_markup_search(text: str) -> None:
    text_shape = shape(text)
    assert any(sign in text_shape for sign in views._MARKUP_SIGNS) == (
        _PLAIN_MARKUP.search(text_shape) is not None)


def test_anchors_inside_an_anchor_are_tried_where_one_can_begin() -> None:
    finder = scanner._rule_set("strict")._other
    assert finder is not None
    tree = other_anchors._Tree(finder.anchors, sorted({a.rstrip("$") for a in finder.anchors}))
    other = tree._re
    assert other is not None
    anchors = tree._plain
    checked = 0
    for found in anchors:
        kept = set(tree._offsets_inside(found))
        for offset in range(1, len(found)):
            # Whatever follows the anchor, no other anchor begins at a dropped offset.
            for follow in ("", "x", *{a[len(found) - offset:] for a in anchors
                                      if a.startswith(found[offset:])}):
                if other.match(found + follow, offset) is not None:
                    assert offset in kept, (found, offset, follow)
                    checked += 1
    assert checked > 0
