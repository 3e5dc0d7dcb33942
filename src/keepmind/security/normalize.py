"""What the rules read: a text with its disguises taken off, plus the Unicode findings.

Pure. ``prepare(text)`` returns a :class:`Prepared`:

- ``clean``: invisible, bidi and tag characters removed (tag characters are also decoded and
  the hidden ASCII appended on its own line, so it is scanned too), NFKC applied (full-width
  and mathematical letters become ASCII), curly apostrophes made straight, and within each
  line every run of whitespace collapsed to one space (line breaks are kept, because shell
  rules reason about one command line, except a break inside a sentence of prose, which
  becomes a space: ``_unwrapped``);
- ``low``: ``clean`` lower-cased, with the words that mix Latin letters with look-alikes of
  other scripts (Unicode's confusables, see ``confusables``) read as Latin, and markdown
  emphasis underscores ("_all_") turned into spaces (snake_case is kept);
- ``aligned``: ``len(low) == len(clean)``, so a span found in ``low`` is the same span of
  ``clean`` (lower-casing a few letters, such as U+0130, changes the length);
- ``findings``: the ``unicode.*`` findings met along the way.

Invariant: between two words the rules see one space or one line break, never an invisible
character, so "ig\\u200bnore" and "ｉｇｎｏｒｅ" both read as "ignore". ASCII text skips every
Unicode step (the common case, and the fast one). What a text hides in plain sight (encoded
text, markup, spelled-out or leetspeak words) is not undone here but in derived views
(``views``), which the scanner prepares and scans as well.

Characters that are legitimate are not reported (but are still removed before matching):
a byte-order mark at the very start, a zero-width joiner or non-joiner between two emoji or
between two letters of a script that needs them (Arabic, Persian, Indic), the tag characters
of a subdivision flag emoji (such as Scotland's), direction marks (U+200E, U+200F, U+061C),
variation selectors and the soft hyphen.
"""

from __future__ import annotations

import re
import unicodedata
from itertools import accumulate
from typing import NamedTuple

from keepmind.security.confusables import unmask
from keepmind.security.findings import Finding

UNICODE_RULES: dict[str, str] = {
    "unicode.invisible": "contains zero-width or invisible characters that hide text from a "
                         "human reader",
    "unicode.bidi": "contains bidirectional-override characters that make text display in a "
                    "different order than it is read",
    "unicode.tag": "contains Unicode tag characters, which carry text no human can see",
    "unicode.homoglyph": "mixes look-alike letters of another script (Cyrillic, Greek, "
                         "Cherokee, ...) into Latin words",
}

_INVISIBLE = "\u200b\u200c\u200d\u2060\u2062\u2063\u2064\ufeff"
_BIDI = "\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
# Removed before matching but not reported on their own.
_QUIET = ("\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b\u180c\u180d\u180e\u200e\u200f"
          "\u2061\u206a\u206b\u206c\u206d\u206e\u206f\u3164\uffa0\ufe00-\ufe0f")
_HIDDEN_RE = re.compile(f"[{_INVISIBLE}{_BIDI}{_QUIET}\U000e0000-\U000e007f]+")
_HIDDEN_ONE = re.compile(f"[{_INVISIBLE}{_BIDI}{_QUIET}\U000e0000-\U000e007f]")
_FLAG_TAGS_RE = re.compile("[\U000e0030-\U000e0039\U000e0061-\U000e007a]{1,6}\U000e007f")
_BLACK_FLAG = "\U0001f3f4"
_JOINERS = "\u200c\u200d"

_QUOTES = (("\u2019", "'"), ("\u2018", "'"), ("\u02bc", "'"), ("\u201c", '"'),
           ("\u201d", '"'))

_MAX_CANDIDATES = 2000
_EXCERPT = 80  # the most characters of a finding's excerpt, as every rule's
_NFKC_BY_LINE = 4096
# Markdown emphasis ("_all_"): an underscore at the edge of a word; snake_case is kept.
_EMPHASIS_RE = re.compile(r"_(?<![a-z0-9]_)|_(?![a-z0-9])")


class Prepared(NamedTuple):
    """A text as the rules see it (see the module docstring)."""

    clean: str
    low: str
    aligned: bool
    findings: list[Finding]
    spaced: str = ""
    """The text before its whitespace was collapsed (hidden characters removed, NFKC),
    where runs of spaces still tell words spelled out letter by letter apart."""


def prepare(text: str, *, by_width: bool = True) -> Prepared:
    """Normalise ``text`` for matching and report the Unicode tricks it uses.
    ``by_width``: read prose wrapped at a width as one (``_width_wrapped``); a derived
    view's lines are separate pieces or readings joined by line breaks, never wrapped."""
    findings: list[Finding] = []
    ascii_text = text.isascii()
    if not ascii_text:
        text = _strip_hidden(text, findings)
        if not unicodedata.is_normalized("NFKC", text):
            text = _nfkc(text)
        for curly, straight in _QUOTES:
            if curly in text:
                text = text.replace(curly, straight)
    if ascii_text and _single_spaced(text):
        clean = text  # already one space or one line break between words
    elif "\n" in text:
        clean = "\n".join([" ".join(line.split()) for line in text.split("\n")])
    else:
        clean = " ".join(text.split())
    if "\n" in clean:
        clean = _unwrapped(clean, by_width)
    low = clean.lower()
    if not ascii_text and not low.isascii():
        disguised_low, disguised = unmask(low)
        if disguised is not None:
            findings.append(_finding("unicode.homoglyph", _context(low, disguised, 12)))
        low = disguised_low
    if "_" in low and ("_ " in low or " _" in low or low[0] == "_" or low[-1] == "_"
                       or "_\n" in low or "\n_" in low or "(_" in low or "_)" in low):
        low = _EMPHASIS_RE.sub(" ", low)
    return Prepared(clean, low, len(low) == len(clean), findings, text)


# A line break after a letter or a comma and before a letter: a sentence may go on there.
# Led by the line break itself (``re`` skips to it in C), where a leading look-behind is
# tried at every character of the text (30 times slower on a 4 KB file).
_WRAP_RE = re.compile(r"\n(?<=[^\W\d_]\n|,\n)(?=[^\W\d_])")
# A line this short before a letter of a script without capitals (Chinese, Japanese,
# Korean) is taken for a label or a heading ("讲义", "강의"), not a wrapped sentence.
_LABEL = 5
# What marks a line as code, markup, a heading or a command rather than prose: a line break
# next to such a line ends it.
_NOT_PROSE_RE = re.compile(r"[`$|/\\<>{}\[\]=;#*_~@]|--|^[\-+•]")


# Prose wrapped at a width (mail, Markdown, a terminal: 30 columns or more) breaks a line
# where its next word would not fit: the line's width plus a space and that word pass the
# widest line of its paragraph and this many columns.
_MIN_WIDTH = 30
# A line that is a heading, a quote, a table row, a command, an assignment ("API_KEY=...")
# or code even inside a paragraph wrapped at a width; a line after a break that starts a
# list item or a numbered step.
_NOT_WRAPPED_RE = re.compile(r"[|{}]|^(?:#|>|```|\$ |[\w.-]+ ?=)")
_ITEM_RE = re.compile(r"(?:[\-+*•]|\d{1,3}[.)])(?: |$)")
# A line that starts with a key or a speaker of three words at most ("Owner: ...",
# "Alice: ..."): a record's or a dialogue's next line, not a sentence going on.
_KEY_RE = re.compile(r"[^\W\d_][\w.'-]*(?: [\w.'-]+){0,2}: ")
# Where a sentence ends: no wrap after these.
_ENDS_SENTENCE = frozenset(".!?:;。！？；：")
# Characters two columns wide (CJK ideographs, kana, hangul, full-width forms).
_WIDE_RE = re.compile("[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf"
                      "\u4e00-\u9fff\ua960-\ua97f\uac00-\ud7a3\uf900-\ufaff"
                      "\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]")


def _columns(line: str) -> int:
    """How many columns ``line`` takes on a terminal (a CJK character takes two)."""
    return len(line) if line.isascii() else len(line) + len(_WIDE_RE.findall(line))


def _width_wrapped(clean: str) -> list[int]:
    """The line breaks of ``clean`` that wrap prose at a width: in a paragraph (lines
    between blank lines), a break after a line that does not end a sentence, where the
    line, a space and the next line's first word (one character of a script without
    spaces) would pass both the paragraph's widest line and ``_MIN_WIDTH`` columns, as a
    mail client or an editor wrapping at 30-80 columns leaves it; the next line may start
    with a capital ("I", a name, a German noun). Neither line is a heading, a quote, a
    table row or code (``_NOT_WRAPPED_RE``); the line after starts no list item (a list
    item's own line may be continued) and no "Key: value" or "Speaker: words" line."""
    lines = clean.split("\n")
    ends = list(accumulate(len(line) + 1 for line in lines))  # one past each line's break
    breaks: list[int] = []
    first = 0
    while first < len(lines):
        last = first
        while lines[first] and last + 1 < len(lines) and lines[last + 1]:
            last += 1
        if last > first:
            widths = [_columns(line) for line in lines[first:last + 1]]
            widest = max(max(widths), _MIN_WIDTH)
            breaks.extend(ends[index] - 1 for index in range(first, last)
                          if _wraps(lines[index], lines[index + 1], widths[index - first],
                                    widest))
        first = last + 1
    return breaks


def _wraps(line: str, after: str, width: int, widest: int) -> bool:
    """Whether a paragraph wrapped at a width broke ``line`` before ``after``."""
    if not line or line[-1] in _ENDS_SENTENCE:
        return False
    head = after.split(" ", 1)[0]
    reach = width + 2 if _WIDE_RE.match(after) else width + 1 + _columns(head)
    if reach <= widest:
        return False
    if _NOT_WRAPPED_RE.search(line) or _NOT_WRAPPED_RE.search(after):
        return False
    if _ITEM_RE.match(after):
        return False
    return _KEY_RE.match(after) is None


def _unwrapped(clean: str, by_width: bool = True) -> str:
    """``clean`` with each line break inside a sentence made a space: one after a letter or a
    comma and before a letter that is no capital, between two lines of prose (no mark of
    code, markup or a list on either: ``_NOT_PROSE_RE``); before a letter of a script
    without capitals, only after a line of ``_LABEL`` characters or more that does not
    end in a lower-case letter (a Latin label before a Chinese line is no wrap). A phrase
    wrapped over two lines ("Ignore\\nall previous instructions", "忽略之前的\\n所有指令")
    then reads as one line;
    a heading, a new sentence that starts with a capital, a list and a command stay lines
    of their own. Prose wrapped at a width is read whole whatever the next line starts
    with (``_width_wrapped``). The length is kept, so spans stay aligned."""
    breaks = [m.start() for m in _WRAP_RE.finditer(clean)
              if not clean[m.start() + 1].isupper()]
    wrapped = _width_wrapped(clean) if by_width else []
    if not breaks and not wrapped:
        return clean
    chars = list(clean)
    for at in wrapped:
        chars[at] = " "
    for at in breaks:
        start = clean.rfind("\n", 0, at) + 1
        end = clean.find("\n", at + 1)
        end = len(clean) if end < 0 else end
        if (_NOT_PROSE_RE.search(clean[start:at]) is None
                and _NOT_PROSE_RE.search(clean[at + 1:end]) is None
                and (clean[at + 1].islower() or at - start >= _LABEL
                     and not clean[at - 1].islower())):
            chars[at] = " "
    return "".join(chars)


def _nfkc(text: str) -> str:
    """NFKC of ``text``; a long text line by line, each line only when it needs it.

    The same result: a line break is a starter that nothing composes with and that has no
    decomposition, so normalisation never reaches across it. A long document is mostly
    normalised already (its full-width punctuation, ligatures and the like sit in a few
    lines), and the lines that are cost one check each instead of a rewrite."""
    if len(text) < _NFKC_BY_LINE or "\n" not in text:
        return unicodedata.normalize("NFKC", text)
    return "\n".join([line if unicodedata.is_normalized("NFKC", line)
                      else unicodedata.normalize("NFKC", line) for line in text.split("\n")])


def _single_spaced(text: str) -> bool:
    """Whether collapsing the whitespace of this ASCII text would change nothing that
    matters (a few substring tests, much cheaper than the collapse itself)."""
    return not ("  " in text or " \n" in text or "\n " in text or "\t" in text
                or "\r" in text or text[:1] == " " or text[-1:] == " ")


def _strip_hidden(text: str, findings: list[Finding]) -> str:
    """Remove hidden characters, recording findings and decoding tag characters."""
    if not _HIDDEN_ONE.search(text):
        return text
    seen: dict[str, str] = {}
    decoded: list[str] = []
    for count, match in enumerate(_HIDDEN_RE.finditer(text)):
        if count == _MAX_CANDIDATES:
            break  # already reported; the rest is only stripped
        start, end = match.span()
        for kind in _kinds(text, start, end, decoded):
            if kind not in seen:
                seen[kind] = _context(text, start, 12)
    findings.extend(_finding(kind, excerpt) for kind, excerpt in seen.items())
    stripped = _HIDDEN_RE.sub("", text)
    return stripped + "\n" + "".join(decoded) if decoded else stripped


def _kinds(text: str, start: int, end: int, decoded: list[str]) -> set[str]:
    """The finding ids one run of hidden characters deserves (may be none)."""
    run = text[start:end]
    kinds: set[str] = set()
    tags = "".join(ch for ch in run if 0xE0000 <= ord(ch) <= 0xE007F)
    if tags and not (text[start - 1:start] == _BLACK_FLAG and _FLAG_TAGS_RE.fullmatch(tags)):
        kinds.add("unicode.tag")
        decoded.append("".join(chr(ord(ch) - 0xE0000) for ch in tags
                               if 0xE0020 <= ord(ch) <= 0xE007E))
    if any(ch in _BIDI for ch in run):
        kinds.add("unicode.bidi")
    for offset, ch in enumerate(run):
        if ch not in _INVISIBLE:
            continue
        at = start + offset
        if ch == "\ufeff" and at == 0:
            continue
        if ch in _JOINERS and _joins_legitimately(text[start - 1:start], text[end:end + 1]):
            continue
        kinds.add("unicode.invisible")
    return kinds


def _joins_legitimately(before: str, after: str) -> bool:
    """A joiner between two emoji, or between two letters of a script that uses joiners."""
    if not before or not after:
        return False
    return (_is_emoji(before) and _is_emoji(after)) or (
        _joining_script(before) and _joining_script(after))


def _is_emoji(ch: str) -> bool:
    code = ord(ch)
    return code >= 0x1F000 or 0x2600 <= code <= 0x27BF or code == 0xFE0F


def _joining_script(ch: str) -> bool:
    code = ord(ch)
    return 0x0600 <= code <= 0x08FF or 0x0900 <= code <= 0x0DFF or 0xFB50 <= code <= 0xFEFC


def _context(text: str, at: int, width: int) -> str:
    """The text around ``at`` (``width`` characters each side) with non-printing characters
    shown as <U+XXXX>, in at most ``_EXCERPT`` characters: an escape is nine characters, so a
    run of hidden ones is cut, what precedes ``at`` to half the room, what follows (``at``
    first) to the rest, and "…" marks a side cut short."""
    after = [_shown(ch) for ch in text[at:at + width]]
    before = [_shown(ch) for ch in reversed(text[max(0, at - width):at])]
    room = _EXCERPT - 2  # a "…" on each side at most
    kept_before = _fitting(before, room // 2)
    kept_after = _fitting(after, room - sum(map(len, kept_before)))
    return ("…" if len(kept_before) < len(before) else "") + "".join(reversed(kept_before)) \
        + "".join(kept_after) + ("…" if len(kept_after) < len(after) else "")


def _shown(ch: str) -> str:
    return ch if ch.isprintable() and ch.isascii() or ch.isalpha() else f"<U+{ord(ch):04X}>"


def _fitting(parts: list[str], room: int) -> list[str]:
    """The first of ``parts`` whose lengths add up to at most ``room``."""
    kept: list[str] = []
    for part in parts:
        room -= len(part)
        if room < 0:
            break
        kept.append(part)
    return kept


def _finding(rule_id: str, excerpt: str) -> Finding:
    return Finding(rule_id, "unicode", UNICODE_RULES[rule_id], excerpt)
