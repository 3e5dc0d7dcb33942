"""Look-alike letters (UTS #39 confusables) read as the Latin letters they imitate.

Pure. The data is Unicode's confusables list as the ``confusable-homoglyphs`` package ships
it (``confusables.json``, read from the installed package like a module: no network, no
user file). It is loaded once, on the first text that puts an ASCII letter right next to a
non-ASCII one, so ASCII text and prose in one script never pay for it.

``unmask(low)`` takes a lower-cased text and returns it with the words that mix scripts
read as Latin ("\u0456gnore", "d\u0430n" with Cyrillic letters become "ignore", "dan"),
plus where the first disguised word is (``None`` when nothing deserves a
``unicode.homoglyph`` finding). Invariants:

- one character becomes one character, so the length never changes;
- at most ``_MAX_WORDS`` mixed words of a line, and mixed lines of a text, are looked at
  (so many are an attack already reported; the rest is read as it is);
- only words that mix ASCII letters with look-alikes change, and lines made of nothing but
  ASCII and look-alikes where the mixed words outnumber the foreign ones (Latin text in
  disguise, "а dаn"); a genuine Russian or Greek word stays as it is, also beside
  an English word;
- a disguised word, the one reported, has four letters or more, two of them ASCII, and a
  look-alike that is no letter of a real Latin orthography: the Latin-1 and Latin
  Extended-A/B letters (Turkish dotless i, "kaymakl\u0131") are mapped but never reported,
  and a Greek letter in a formula ("m\u03b1") or a short name does not count.
"""

from __future__ import annotations

import functools
import importlib.resources
import json
import re

_MAX_WORDS = 2000
_WORD_REACH = 30
# Any ASCII letter touching a non-ASCII character: the cheap test before loading the data.
_TOUCH_RE = re.compile(r"[a-z][^\x00-\x7f]|[^\x00-\x7f][a-z]")
_NON_ASCII_RE = re.compile(r"[^\x00-\x7f]")
# A word of letters none of which is ASCII ("ответ"), not touching an ASCII letter.
_FOREIGN_WORD_RE = re.compile(r"(?<![a-z])[^\W\d_a-z]++(?![a-z])")


class _Data:
    """The look-alike table and the patterns built from it."""

    def __init__(self, table: dict[str, str]) -> None:
        self.table = str.maketrans(table)
        self.chars = frozenset(table)
        letters = re.escape("".join(sorted(table)))
        self.mixed = re.compile(f"[a-z][{letters}]|[{letters}][a-z]")


@functools.cache
def _data() -> _Data:
    """Each non-ASCII letter or digit with an ASCII letter (else digit) look-alike, keyed
    in both cases because the text is lower-cased first (Cyrillic "\u041d" looks like "H",
    so its lower case "\u043d" reads "h")."""
    source = importlib.resources.files("confusable_homoglyphs").joinpath("confusables.json")
    raw: dict[str, list[dict[str, str]]] = json.loads(source.read_text(encoding="utf-8"))
    table: dict[str, str] = {}
    for char, glyphs in raw.items():
        if len(char) != 1 or char.isascii() or not char.isalnum():
            continue
        targets = [g["c"] for g in glyphs if len(g["c"]) == 1 and g["c"].isascii()
                   and g["c"].isalnum()]
        if not targets:
            continue
        target = next((t for t in targets if t.isalpha()), targets[0]).lower()
        table[char] = target
        lower = char.lower()
        if len(lower) == 1 and not lower.isascii():
            table.setdefault(lower, target)
    return _Data(table)


def unmask(low: str) -> tuple[str, int | None]:
    """``low`` with mixed-script words read as Latin, and where the first disguised word
    starts (see the module docstring)."""
    if low.isascii() or not _TOUCH_RE.search(low):
        return low, None
    data = _data()
    if not data.mixed.search(low):
        return low, None
    disguised: int | None = None
    pieces: list[str] = []
    offset = 0
    mixed_lines = 0
    for line in low.split("\n"):
        found = data.mixed.search(line) if mixed_lines < _MAX_WORDS else None
        if found is None:
            pieces.append(line)
        else:
            mixed_lines += 1
            at, line = _unmask_line(line, data, found.start())
            if disguised is None and at is not None:
                disguised = offset + at
            pieces.append(line)
        offset += len(line) + 1
    return "\n".join(pieces), disguised


def _unmask_line(line: str, data: _Data, first: int) -> tuple[int | None, str]:
    """One line with a mixed word at ``first``: translated whole when every non-ASCII
    letter in it is a look-alike and its mixed words outnumber its foreign ones (Latin text
    in disguise), else word by word."""
    translated = line.translate(data.table)
    chars = data.chars
    disguised: int | None = None
    spans: list[tuple[int, int]] = []
    done = -1
    for count, mixed in enumerate(data.mixed.finditer(line, first)):
        if count == _MAX_WORDS:
            break  # this many is no formula; the rest of the line is read as it is
        if mixed.start() < done:
            continue
        start, end = _word(line, mixed.start(), chars)
        done = end
        spans.append((start, end))
        if disguised is None and _is_disguise(line[start:end]):
            disguised = mixed.start()
    if not any(m.group().isalpha() for m in _NON_ASCII_RE.finditer(translated)) and len(
            spans) > sum(1 for _ in zip(range(len(spans)), _FOREIGN_WORD_RE.finditer(line),
                                        strict=False)):
        return disguised, translated
    pieces, last = [], 0
    for start, end in spans:
        pieces += [line[last:start], translated[start:end]]
        last = end
    pieces.append(line[last:])
    return disguised, "".join(pieces)


def _word(line: str, at: int, chars: frozenset[str]) -> tuple[int, int]:
    """The letters around ``at`` (at most ``_WORD_REACH`` on each side)."""
    start = end = at
    while start > at - _WORD_REACH and start > 0 and _letter(line[start - 1], chars):
        start -= 1
    while end < at + _WORD_REACH and end < len(line) and _letter(line[end], chars):
        end += 1
    return start, end


def _letter(ch: str, chars: frozenset[str]) -> bool:
    return ch.isascii() and ch.isalpha() or ch in chars


def _is_disguise(word: str) -> bool:
    """Four letters or more, two of them ASCII, and one look-alike from outside the
    Latin orthographies (U+00C0-U+024F)."""
    return (len(word) >= 4 and sum(ch.isascii() for ch in word) >= 2
            and any(not ch.isascii() and not 0xC0 <= ord(ch) <= 0x24F for ch in word))
