"""What the rules read: a text with its disguises taken off, plus the Unicode findings.

Pure. ``prepare(text)`` returns a :class:`Prepared`:

- ``clean``: invisible, bidi and tag characters removed (tag characters are also decoded and
  the hidden ASCII appended on its own line, so it is scanned too), NFKC applied (full-width
  and mathematical letters become ASCII), curly apostrophes made straight, and within each
  line every run of whitespace collapsed to one space (line breaks are kept, because shell
  rules reason about one command line);
- ``low``: ``clean`` lower-cased, with look-alike Cyrillic/Greek letters mapped to Latin when
  some word mixes them with Latin letters, and markdown emphasis underscores ("_all_") turned
  into spaces (snake_case is kept);
- ``aligned``: ``len(low) == len(clean)``, so a span found in ``low`` is the same span of
  ``clean`` (lower-casing a few letters, such as U+0130, changes the length);
- ``findings``: the ``unicode.*`` findings met along the way.

Invariant: between two words the rules see one space or one line break, never an invisible
character, so "ig\\u200bnore" and "ｉｇｎｏｒｅ" both read as "ignore". ASCII text skips every
Unicode step (the common case, and the fast one). ``derived_texts`` gives what a text hides
in plain sight (base64 that decodes to text, words spelled out letter by letter joined back);
the scanner scans those too when the anchor pass saw a hint of them.

Characters that are legitimate are not reported (but are still removed before matching):
a byte-order mark at the very start, a zero-width joiner or non-joiner between two emoji or
between two letters of a script that needs them (Arabic, Persian, Indic), the tag characters
of a subdivision flag emoji (such as Scotland's), direction marks (U+200E, U+200F, U+061C),
variation selectors and the soft hyphen.
"""

from __future__ import annotations

import binascii
import re
import unicodedata
from typing import NamedTuple

from keepmind.security.findings import Finding

UNICODE_RULES: dict[str, str] = {
    "unicode.invisible": "contains zero-width or invisible characters that hide text from a "
                         "human reader",
    "unicode.bidi": "contains bidirectional-override characters that make text display in a "
                    "different order than it is read",
    "unicode.tag": "contains Unicode tag characters, which carry text no human can see",
    "unicode.homoglyph": "mixes look-alike Cyrillic or Greek letters into Latin words",
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

# Look-alikes of Latin letters, lower case (the text is lower-cased before this is used).
_CONFUSABLES = {
    "\u0430": "a", "\u0432": "b", "\u0435": "e", "\u043a": "k", "\u043c": "m", "\u043d": "h",
    "\u043e": "o", "\u0440": "p", "\u0441": "c", "\u0442": "t", "\u0443": "y", "\u0445": "x",
    "\u0455": "s", "\u0456": "i", "\u0458": "j", "\u04bb": "h", "\u04cf": "l", "\u0501": "d",
    "\u051d": "w", "\u03b1": "a", "\u03b5": "e", "\u03b9": "i", "\u03ba": "k", "\u03bd": "v",
    "\u03bf": "o", "\u03c1": "p", "\u03c4": "t", "\u03c5": "u", "\u03c7": "x",
    "\u0251": "a", "\u0261": "g", "\u01c0": "l",
}
_CONFUSABLE_TABLE = str.maketrans(_CONFUSABLES)
_LOOKALIKE = "".join(_CONFUSABLES)
_LOOKALIKE_RE = re.compile(f"[{_LOOKALIKE}]")
_MIXED_RE = re.compile(f"[a-z][{_LOOKALIKE}]|[{_LOOKALIKE}][a-z]")
# "i g n o r e", "i.g.n.o.r.e": five or more single letters joined by one separator.
_SPACED_RE = re.compile(r"(?<![\w.-])[a-z](?:[ .-][a-z]){4,}(?![\w])")
_SPACER_RE = re.compile(r"[ .-]")
# Base64 that hides readable text ("SWdub3JlIGFsbCBwcmV2aW91cy..."): a run of at least 24
# characters of mixed case, standing on its own.
_BASE64_RUN_RE = re.compile(r"[A-Za-z0-9+/]{24,}={0,2}")
_BASE64_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
_MAX_BASE64_RUNS = 20
_MAX_CANDIDATES = 2000
_MAX_BASE64_LENGTH = 8192
# Markdown emphasis ("_all_"): an underscore at the edge of a word; snake_case is kept.
_EMPHASIS_RE = re.compile(r"_(?<![a-z0-9]_)|_(?![a-z0-9])")


class Prepared(NamedTuple):
    """A text as the rules see it (see the module docstring)."""

    clean: str
    low: str
    aligned: bool
    findings: list[Finding]


def prepare(text: str) -> Prepared:
    """Normalise ``text`` for matching and report the Unicode tricks it uses."""
    findings: list[Finding] = []
    ascii_text = text.isascii()
    if not ascii_text:
        text = _strip_hidden(text, findings)
        if not unicodedata.is_normalized("NFKC", text):
            text = unicodedata.normalize("NFKC", text)
        for curly, straight in _QUOTES:
            if curly in text:
                text = text.replace(curly, straight)
    if ascii_text and _single_spaced(text):
        clean = text  # already one space or one line break between words
    elif "\n" in text:
        clean = "\n".join([" ".join(line.split()) for line in text.split("\n")])
    else:
        clean = " ".join(text.split())
    low = clean.lower()
    if not low.isascii() and _LOOKALIKE_RE.search(low):
        disguised = _disguised_word(low)
        if disguised is not None:
            findings.append(_finding("unicode.homoglyph", _context(low, disguised, 12)))
            low = low.translate(_CONFUSABLE_TABLE)
    if "_" in low and ("_ " in low or " _" in low or low[0] == "_" or low[-1] == "_"
                       or "_\n" in low or "\n_" in low or "(_" in low or "_)" in low):
        low = _EMPHASIS_RE.sub(" ", low)
    return Prepared(clean, low, len(low) == len(clean), findings)


def derived_texts(prepared: Prepared, long_at: list[int], spaced_at: list[int]) -> list[str]:
    """What a text hides in plain sight, to be scanned as well: the readable text of the
    base64 runs at ``long_at``, and the lines around ``spaced_at`` with the words spelled
    out letter by letter joined back.

    The positions come from the anchor pass (cheap to see there, costly to look for on
    every text); only a bounded number of them is looked at.
    """
    derived = []
    if long_at and prepared.aligned:
        decoded = decoded_base64(prepared.clean, long_at[:_MAX_BASE64_RUNS])
        if decoded:
            derived.append(decoded)
    snippets = []
    for at in spaced_at[:_MAX_BASE64_RUNS]:
        snippet = prepared.low[max(0, at - 200):at + 400]
        joined = _SPACED_RE.sub(lambda m: _SPACER_RE.sub("", m.group()), snippet)
        if joined != snippet:
            snippets.append(joined)
    if snippets:
        derived.append("\n".join(snippets))
    return derived


def _single_spaced(text: str) -> bool:
    """Whether collapsing the whitespace of this ASCII text would change nothing that
    matters (a few substring tests, much cheaper than the collapse itself)."""
    return not ("  " in text or " \n" in text or "\n " in text or "\t" in text
                or "\r" in text or text[:1] == " " or text[-1:] == " ")


def decoded_base64(clean: str, positions: list[int]) -> str:
    """The readable text hidden in the base64 runs around ``positions`` of ``clean``."""
    found: list[str] = []
    done = -1
    for at in positions:
        if at < done:
            continue
        start = at
        while start > 0 and clean[start - 1] in _BASE64_CHARS:
            start -= 1
        match = _BASE64_RUN_RE.match(clean, start)
        if match is None:
            continue
        done, run = match.end(), match.group()
        before, after = clean[start - 1:start], clean[done:done + 1]
        if before in ("=", "_", "-") or after in ("_", "-"):
            continue  # part of an identifier, not a token of its own
        if run.islower() or run.isupper():
            continue  # a path or an identifier: base64 of text mixes cases
        try:
            raw = binascii.a2b_base64(run[:_MAX_BASE64_LENGTH] + "=" * (-len(run) % 4))
        except (binascii.Error, ValueError):
            continue
        text = raw.decode("utf-8", "replace")
        printable = sum(ch.isprintable() or ch in "\n\t" for ch in text)
        if " " in text and printable >= 0.95 * len(text):
            found.append(" ".join(text.split()))
    return "\n".join(found)


def _disguised_word(low: str) -> int | None:
    """Where a Latin word hides look-alike letters ("\u0456gnore"), if anywhere.

    The word must have four letters or more and at least two Latin ones, so that a Greek
    letter in a formula ("m\u03b1") or a name does not count.
    """
    for count, mixed in enumerate(_MIXED_RE.finditer(low)):
        if count == _MAX_CANDIDATES:
            return mixed.start()  # this many disguised-looking spots is no formula
        start = end = mixed.start()
        while start > mixed.start() - 30 and start > 0 and _letter(low[start - 1]):
            start -= 1
        while end < mixed.start() + 30 and end < len(low) and _letter(low[end]):
            end += 1
        word = low[start:end]
        if len(word) >= 4 and sum(ch.isascii() for ch in word) >= 2:
            return mixed.start()
    return None


def _letter(ch: str) -> bool:
    return ch.isascii() and ch.isalpha() or ch in _CONFUSABLES


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
    """The text around ``at`` with non-printing characters shown as U+XXXX."""
    piece = text[max(0, at - width):at + width]
    return "".join(ch if ch.isprintable() and ch.isascii() or ch.isalpha()
                   else f"<U+{ord(ch):04X}>" for ch in piece)


def _finding(rule_id: str, excerpt: str) -> Finding:
    return Finding(rule_id, "unicode", UNICODE_RULES[rule_id], excerpt)
