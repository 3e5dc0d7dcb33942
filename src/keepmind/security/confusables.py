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
- at most ``_MAX_WORDS`` mixed words are looked at (so many are an attack already
  reported; the rest is read as it is), and the search for them is one regular-expression
  pass that skips in C to the next look-alike touching an ASCII letter (accents and the
  letters of other scripts cost nothing);
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
# Written from the non-ASCII character (rare in European text; ``re`` skips to it in C),
# with the ASCII letter on either side of it.
_TOUCH_RE = re.compile(r"[^\x00-\x7f](?:(?<=[a-z][^\x00-\x7f])|(?=[a-z]))")
_NON_ASCII_RE = re.compile(r"[^\x00-\x7f]")
# A word of letters none of which is ASCII ("ответ"), not touching an ASCII letter.
_FOREIGN_WORD_RE = re.compile(r"(?<![a-z])[^\W\d_a-z]++(?![a-z])")


class _Data:
    """The look-alike table: for ``str.translate``, its keys, and a search for a key (or
    any character outside the Basic Multilingual Plane, which ``re`` cannot put in a fast
    character set) right after or before an ASCII letter."""

    def __init__(self, table: dict[str, str]) -> None:
        self.table = str.maketrans(table)
        self.chars = frozenset(table)
        common = "".join(sorted(re.escape(ch) for ch in table if ord(ch) <= 0xFFFF))
        self.touch = re.compile(f"[{common}\U00010000-\U0010ffff](?:(?<=[a-z].)|(?=[a-z]))")


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
    lines: dict[int, list[tuple[int, int]]] = {}  # line start: its mixed words
    disguised: int | None = None
    line_start = done = words = 0
    for touch in data.touch.finditer(low):
        at = touch.start()
        if at < done or low[at] not in data.chars:
            continue  # a letter with an accent, another script's letter, a symbol
        start, done = _word(low, at, data.chars)
        if disguised is None and _is_disguise(low[start:done]):
            disguised = at
        line_start = low.rfind("\n", line_start, start) + 1 or line_start
        lines.setdefault(line_start, []).append((start, done))
        words += 1
        if words == _MAX_WORDS:
            break  # this many is no formula: an attack already reported; the rest is as it is
    if not lines:
        return low, None
    pieces, last = [], 0
    for start, spans in lines.items():
        end = low.find("\n", start)
        end = len(low) if end < 0 else end
        pieces += [low[last:start], _unmask_line(low[start:end], spans, start, data)]
        last = end
    pieces.append(low[last:])
    return "".join(pieces), disguised


def _unmask_line(line: str, spans: list[tuple[int, int]], offset: int, data: _Data) -> str:
    """One line with its mixed words at ``spans`` (positions in the text, the line starting
    at ``offset``): translated whole when every non-ASCII letter in it is a look-alike and
    its mixed words outnumber its foreign ones (Latin text in disguise), else word by
    word."""
    translated = line.translate(data.table)
    foreign = sum(1 for _ in zip(range(len(spans)), _FOREIGN_WORD_RE.finditer(line),
                                 strict=False))
    if len(spans) > foreign and not any(
            m.group().isalpha() for m in _NON_ASCII_RE.finditer(translated)):
        return translated
    pieces, last = [], 0
    for start, end in spans:
        pieces += [line[last:start - offset], translated[start - offset:end - offset]]
        last = end - offset
    pieces.append(line[last:])
    return "".join(pieces)


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
