"""Which of many lists of literal texts have one of their texts somewhere in a text.

Pure. ``Presence(lists).of(text)`` returns a bit mask: bit ``i`` is set when some text of
``lists[i]`` occurs in ``text`` as a substring, and always for a list given as None (its
texts are unknown: a pattern that is not a list of literals). One call of an Aho–Corasick
automaton (``ahocorasick_rs``) finds every occurrence of every text; without that package
every bit is set (nothing is known to be absent), which only keeps callers from a
shortcut. A pattern that alternates literal texts (with zero-wide word bounds around them)
matches nowhere, in no window of the text, unless one of them occurs in it: callers use
the mask to skip such searches. A text of several words is also found with a line break
for a space (a phrase wrapped over two lines, as the patterns read it:
``grammar.PHRASE_SPACE``): the line breaks of the text are read as spaces, which keeps
every offset.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from keepmind.security.other_anchors import automaton_of


class Presence:
    """The lists (see the module docstring); built once, asked about many texts."""

    def __init__(self, lists: Sequence[Sequence[str] | None]) -> None:
        self.size = len(lists)
        self._unknown = sum(1 << index for index, texts in enumerate(lists) if texts is None)
        owners: dict[str, int] = {}
        for index, texts in enumerate(lists):
            for text in texts or ():
                if text:
                    owners[text] = owners.get(text, 0) | 1 << index
        self._texts = list(owners)
        self._masks = [owners[text] for text in self._texts]
        self._automaton: Any = automaton_of(self._texts)
        self._spaced = any(" " in text for text in self._texts)

    def of(self, text: str) -> int:
        """The mask of the lists with a text in ``text`` (every bit without the package)."""
        if self._automaton is None:
            return (1 << self.size) - 1
        mask, masks = self._unknown, self._masks
        if self._spaced and "\n" in text:
            text = text.replace("\n", " ")
        try:
            hits = self._automaton.find_matches_as_indexes(text, overlapping=True)
        except UnicodeEncodeError:  # a lone surrogate: no UTF-8 form, so no answer
            return (1 << self.size) - 1
        for index in {hit[0] for hit in hits}:
            mask |= masks[index]
        return mask
