"""Where the anchors written in other scripts than ASCII start (Cyrillic, Chinese, ...).

Pure. ``OtherAnchors(anchors).find(low, found_at)`` adds to ``found_at`` each position of
the lower-cased ``low`` where one of ``anchors`` begins (not right after an ASCII letter or
digit), under the longest anchor that begins there; an anchor ending in ``$`` must end at a
word boundary (``\\b``). Anchors of these scripts are also found inside words, and one may
begin inside another ("そのまま書" holds the start of "書き出"): every position counts.

Two ways give the same answer (``tests/test_scanner_other_anchors.py``):
- one call of an Aho–Corasick automaton (``ahocorasick_rs``, Rust) that returns every
  occurrence of every anchor, overlapping, in one list; Python then keeps the longest per
  position (about 1 µs per entry and 0.5 ms per 64 KB document of the corpus);
- where that package is missing, one regular expression shaped as a prefix tree, searched
  through the text, and tried again inside each anchor found at the offsets where another
  may begin (about 6 µs and 4 ms: ``re`` tries the first characters of the tree's
  branches one after the other at every CJK or Cyrillic character).
"""

from __future__ import annotations

import bisect
import importlib
import re
from collections.abc import Sequence
from typing import Any

from keepmind.security.grammar import trie


def _optional(name: str) -> Any:
    """The module ``name``, or None where it is not installed."""
    try:
        return importlib.import_module(name)
    except ImportError:
        return None


_ahocorasick = _optional("ahocorasick_rs")

AUTOMATON = _ahocorasick is not None
"""Whether the automaton is installed (else every ``OtherAnchors`` uses the tree)."""


def automaton_of(texts: Sequence[str], *, dfa: bool = False) -> Any:
    """An Aho–Corasick automaton of ``texts`` (``find_matches_as_indexes``), or None where
    the package is missing or there is no text; with ``dfa``, built as a full DFA (a fifth
    faster to search, larger: for short texts whose first characters are all common)."""
    if _ahocorasick is None or not texts:
        return None
    if dfa:
        return _ahocorasick.AhoCorasick(list(texts),
                                        implementation=_ahocorasick.Implementation.DFA)
    return _ahocorasick.AhoCorasick(list(texts))

_ALNUM = frozenset("abcdefghijklmnopqrstuvwxyz0123456789")
_BOUNDARY = re.compile(r"\b")


class OtherAnchors:
    """The anchors (``$`` marks a whole word) and how they are found; ``automaton``: None
    for the automaton where installed, False for the regular expression, True to insist."""

    def __init__(self, anchors: Sequence[str], *, automaton: bool | None = None) -> None:
        self.anchors = tuple(anchors)
        self._plain = sorted({a.rstrip("$") for a in anchors})
        use = AUTOMATON if automaton is None else automaton
        self._finder: _Automaton | _Tree = (_Automaton if use else _Tree)(anchors, self._plain)
        self._tree: _Tree | None = self._finder if isinstance(self._finder, _Tree) else None
        self._spaced = any(" " in a for a in self._plain)

    def find(self, low: str, found_at: dict[str, list[int]]) -> None:
        """Add to ``found_at`` (anchor -> positions, in order) the anchors found in ``low``;
        a space of an anchor of several words is also found as a line break (a phrase
        wrapped over two lines: the breaks are read as spaces, which keeps every offset)."""
        if self._spaced and "\n" in low:
            low = low.replace("\n", " ")
        try:
            self._finder.find(low, found_at)
        except UnicodeEncodeError:
            # The automaton reads UTF-8, in which a lone surrogate has no form (it fails
            # before finding anything): such a text takes the tree.
            if self._tree is None:
                self._tree = _Tree(self.anchors, self._plain)
            self._tree.find(low, found_at)


class _Automaton:
    def __init__(self, anchors: Sequence[str], plain: list[str]) -> None:
        spelled = set(anchors)
        self._plain = plain
        # Only the whole-word form is wanted: the word must end where the anchor does.
        self._whole = [p not in spelled for p in plain]
        self._automaton: Any = automaton_of(plain)

    def find(self, low: str, found_at: dict[str, list[int]]) -> None:
        automaton = self._automaton
        if automaton is None:
            return
        plain, whole, boundary = self._plain, self._whole, _BOUNDARY.match
        longest: dict[int, int] = {}  # start -> the index of the longest anchor there
        for index, start, end in automaton.find_matches_as_indexes(low, overlapping=True):
            if whole[index] and boundary(low, end) is None:
                continue
            if start in longest and len(plain[longest[start]]) >= end - start:
                continue
            longest[start] = index
        for start in sorted(longest):
            if start == 0 or low[start - 1] not in _ALNUM:
                anchor = plain[longest[start]]
                if anchor in found_at:
                    found_at[anchor].append(start)
                else:
                    found_at[anchor] = [start]


class _Tree:
    def __init__(self, anchors: Sequence[str], plain: list[str]) -> None:
        self._re = re.compile(trie(anchors)) if anchors else None
        self._plain = plain
        self._set = frozenset(plain)
        self._inside: dict[str, tuple[int, ...]] = {}

    def _offsets_inside(self, found: str) -> tuple[int, ...]:
        """The offsets into ``found`` (an anchor the search found) where another anchor may
        begin: a suffix of ``found`` that some anchor starts with, or that starts with some
        anchor. Elsewhere none can (whatever follows ``found``), so only these are tried;
        remembered per anchor."""
        offsets = self._inside.get(found)
        if offsets is None:
            anchors = self._plain
            kept = []
            for offset in range(1, len(found)):
                rest = found[offset:]
                at = bisect.bisect_left(anchors, rest)
                if (at < len(anchors) and anchors[at].startswith(rest)) or any(
                        rest[:end] in self._set for end in range(1, len(rest) + 1)):
                    kept.append(offset)
            offsets = self._inside[found] = tuple(kept)
        return offsets

    def find(self, low: str, found_at: dict[str, list[int]]) -> None:
        other = self._re
        if other is None:
            return
        for match in other.finditer(low):
            at = match.start()
            if at == 0 or low[at - 1] not in _ALNUM:
                found_at.setdefault(match.group(), []).append(at)
            # One anchor must not hide another that begins inside it: the search resumes
            # after the first.
            for offset in self._offsets_inside(match.group()):
                inside = at + offset
                hidden_one = other.match(low, inside)
                if hidden_one is not None and low[inside - 1] not in _ALNUM:
                    found_at.setdefault(hidden_one.group(), []).append(inside)
