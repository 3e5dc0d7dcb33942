"""Encoded text decoded so that the rules can read it: base64, hex, URL escapes, rot13.

Pure. Each decoder takes a prepared text (and, for the runs, the positions where the anchor
pass saw a long token) and returns the readable text it hides, or "" when there is none.
Bounds keep the scanner linear whatever the input: at most ``MAX_RUNS`` runs or lines are
looked at, each cut to ``MAX_LENGTH`` characters before decoding, and a decoder is only
called when a cheap test says it may find something. One decode is one level; the scanner
decodes what a decode gives at most once more (two nested decodes).

What counts as readable: base64 and hex that decode to printable UTF-8 with a space in it,
or to another long encoded token (nested encodings); binary such as a PNG header or a
SHA-256 digest is not text and is dropped.
"""

from __future__ import annotations

import binascii
import re
from collections.abc import Iterator

MAX_RUNS = 20
MAX_LENGTH = 8192

# Base64 that hides readable text ("SWdub3JlIGFsbCBwcmV2aW91cy..."): a run of at least 24
# characters of mixed case, standing on its own; hex: an even run of hex digits.
_BASE64_RUN_RE = re.compile(r"[A-Za-z0-9+/]{24,}={0,2}")
_BASE64_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
_HEX_RE = re.compile(r"(?:[0-9a-f]{2})+|(?:[0-9A-F]{2})+")
_NESTED_RE = re.compile(r"[A-Za-z0-9+/%]{24}")
# Three URL escapes close together ("%69%67%6E", or only the spaces escaped:
# "Tu%20nuevo%20nombre%20es"); one "%20" in a link is not worth a look.
_PERCENT_HINT_RE = re.compile(r"%[0-9a-fA-F]{2}(?:[^%\n]{0,24}%[0-9a-fA-F]{2}){2}")
_PERCENT_RE = re.compile(r"(?:%[0-9a-fA-F]{2})+")
# The cipher named: what follows may be rot13.
_ROT13_NAME_RE = re.compile(r"rot[- ]?13(?![0-9])")
_ROT13_TABLE = str.maketrans(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz",
    "NOPQRSTUVWXYZABCDEFGHIJKLMnopqrstuvwxyzabcdefghijklm")
_ROT13_REACH = (400, 1600)


def decoded_runs(clean: str, positions: list[int]) -> str:
    """The readable text hidden in the base64 or hex runs around ``positions`` of
    ``clean``."""
    found: list[str] = []
    done = -1
    for at in positions[:MAX_RUNS]:
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
        text = _decode_run(run[:MAX_LENGTH])
        if text:
            found.append(text)
    return "\n".join(found)


def _decode_run(run: str) -> str:
    if _HEX_RE.fullmatch(run):
        return _readable(bytes.fromhex(run))
    if run.islower() or run.isupper():
        return ""  # a path or an identifier: base64 of text mixes cases
    try:
        return _readable(binascii.a2b_base64(run + "=" * (-len(run) % 4)))
    except (binascii.Error, ValueError):
        return ""


def _readable(raw: bytes) -> str:
    """``raw`` as text when it is printable text (or a nested encoding), else ""."""
    text = raw.decode("utf-8", "replace")
    printable = sum(ch.isprintable() or ch in "\n\t" for ch in text)
    if printable < 0.95 * len(text):
        return ""
    if " " in text or sum(ch.isalpha() and not ch.isascii() for ch in text[:64]) >= 4:
        return " ".join(text.split())  # prose, also in a script written without spaces
    return text if _NESTED_RE.search(text) else ""


# A hex dump: eight or more bytes written as pairs of hex digits with one space between,
# not right after another hex digit (checked after the first digit: a search that starts
# with a character class skips to the next hex digit in C).
_HEX_BYTES_RE = re.compile(r"[0-9a-f](?<![0-9a-f][0-9a-f])[0-9a-f](?: [0-9a-f]{2}){7,4095}")
# What every dump holds two characters after its start: found by a search that skips in C
# from one space to the next, where ``_HEX_BYTES_RE`` enters every hex digit of prose.
_HEX_BYTES_INSIDE_RE = re.compile(r" [0-9a-f]{2} [0-9a-f]{2} [0-9a-f]{2} ")


def decoded_hex_bytes(low: str) -> str:
    """The readable text of the hex dumps in ``low`` ("45 78 c3 a9 ..."), one per line."""
    found = []
    for match in _hex_dumps(low):
        text = _readable(bytes.fromhex(match.group().replace(" ", "")))
        if text:
            found.append(text)
            if len(found) == MAX_RUNS:
                break
    return "\n".join(found)


def _hex_dumps(low: str) -> Iterator[re.Match[str]]:
    """What ``_HEX_BYTES_RE.finditer(low)`` finds, tried only two characters before each
    ``_HEX_BYTES_INSIDE_RE`` (every match has one there): the leftmost match from ``pos``
    on begins at the first such place where the pattern matches."""
    pos = 0
    while (inside := _HEX_BYTES_INSIDE_RE.search(low, pos + 2)) is not None:
        match = _HEX_BYTES_RE.match(low, inside.start() - 2)
        if match is None:
            pos = inside.start() - 1
        else:
            yield match
            pos = match.end()


def decoded_percent(clean: str) -> str:
    """The lines of ``clean`` that carry three or more URL escapes, unescaped."""
    if "%" not in clean or not _PERCENT_HINT_RE.search(clean):
        return ""
    lines = []
    for line in clean.split("\n"):
        if _PERCENT_HINT_RE.search(line):
            lines.append(_PERCENT_RE.sub(_unescape, line[:MAX_LENGTH]))
            if len(lines) == MAX_RUNS:
                break
    return "\n".join(lines)


def _unescape(match: re.Match[str]) -> str:
    return bytes.fromhex(match.group().replace("%", "")).decode("utf-8", "replace")


# Where rot13 may be: a window of ``_ROT13_WINDOW`` bytes (every ``_ROT13_STEP``) whose
# letters read like rot13 of a European language: rot13 turns the vowels a, e, i, o, u
# into n, r, v, b, h, so those outnumber the vowels by more than ``_ROT13_RATIO`` (in plain
# English, German, French, Spanish, Italian or Portuguese they are about half as frequent).
# A window about as long as a sentence: shorter ones (64 bytes) also fire on the file names
# and tables of ordinary markdown. A window of prose has spaces (about one in six bytes):
# a run of lowercased base64 has the letters of rot13 but none.
_ROT13_WINDOW, _ROT13_STEP, _ROT13_IMAGES, _ROT13_RATIO, _ROT13_SPACES = 96, 16, 20, 1.3, 8
_ROT13_NEAR = 0.8
_ROT13_CLASSES = bytes.maketrans(b"nrvbhaeiou", b"+++++-----")
# A text (or a stretch after a lead-in) too short for a window reads like rot13 with this
# many images of vowels, if they outnumber the vowels as in a window.
_ROT13_SHORT = 12
# What follows a lead-in: a colon (ASCII or full-width) or a line break, then up to a
# few hundred bytes to the next one.
_LEAD_IN_STRETCH = re.compile(rb"(?::|\n|\xef\xbc\x9a) ?([^:\n]{30,400})")


def rot13_start(low: str) -> int:
    """Where rot13 may start in ``low``, or -1: the first link with rot13's scheme
    ("uggcf://") or window that reads like rot13, else 0 when the whole text does (a text
    shorter than a window). A window is judged by its own letters, so a rot13 stretch is
    found whatever prose stands around it. Counted with ``bytes.count`` over the text mapped
    once to vowel classes (in C): linear, a few milliseconds for 64 KB."""
    if len(low) < 40:
        return -1
    # "http://" and "https://" in rot13.
    found = [at for at in (low.find("uggc://"), low.find("uggcf://")) if at >= 0]
    raw = low.encode("utf-8", "replace")
    classes = raw.translate(_ROT13_CLASSES)
    images = classes.count(b"+")
    if images >= _ROT13_IMAGES:
        at = _rot13_window(classes)
        if at >= 0:
            found.append(len(raw[:at].decode("utf-8", "ignore")))
    if found:
        return min(found)
    if images >= _ROT13_SHORT and images > _ROT13_RATIO * classes.count(b"-"):
        return 0
    if images < _ROT13_SHORT:
        return -1
    at = _rot13_after_lead_in(classes)
    return len(raw[:at].decode("utf-8", "ignore")) if at >= 0 else -1


def _rot13_after_lead_in(classes: bytes) -> int:
    """The start of the first stretch after a lead-in (a colon or a line break: "Please
    apply: …", "メモ：…") that reads like rot13 by its own letters, or -1: one sentence of
    rot13 is too short for a window, and the plain words before it tip the whole text's
    count."""
    for match in _LEAD_IN_STRETCH.finditer(classes):
        start, end = match.span(1)
        images = classes.count(b"+", start, end)
        if images >= _ROT13_SHORT and images > _ROT13_RATIO * classes.count(
                b"-", start, end) and classes.count(b" ", start, end) >= _ROT13_SPACES // 2:
            return start
    return -1


def _rot13_window(classes: bytes) -> int:
    """The start of the first window of ``classes`` that reads like rot13, or -1. Spans of
    two windows are looked at a window apart (each window lies inside one of them); only in
    a span that comes near (images more than ``_ROT13_NEAR`` of the vowels: plain prose has
    about half as many, a rot13 window beside a window of prose brings the span near 1) are
    its windows tried, a step apart. Prose costs one or two counts every window's length."""
    span = 2 * _ROT13_WINDOW
    for start in range(0, max(1, len(classes) - _ROT13_WINDOW), _ROT13_WINDOW):
        images = classes.count(b"+", start, start + span)
        if images < _ROT13_IMAGES or images <= _ROT13_NEAR * classes.count(
                b"-", start, start + span):
            continue
        for at in range(start, start + _ROT13_WINDOW + 1, _ROT13_STEP):
            if _reads_rot13(classes, at):
                return at
    return -1


def _reads_rot13(classes: bytes, start: int) -> bool:
    end = start + _ROT13_WINDOW
    images = classes.count(b"+", start, end)
    return images >= _ROT13_IMAGES and images > _ROT13_RATIO * classes.count(
        b"-", start, end) and classes.count(b" ", start, end) >= _ROT13_SPACES


def decoded_rot13(low: str, positions: list[int], *, start: int = -1) -> str:
    """The text around ``positions`` (where the anchor pass saw rot13 forms of key words)
    and after each mention of rot13, rotated back; with a ``start`` (``rot13_start``), the
    text from there too."""
    if start >= 0:
        positions = [start, *positions]
    spots = positions[:MAX_RUNS]
    at = low.find("rot")
    while at >= 0 and len(spots) < 2 * MAX_RUNS:
        if not low[at - 1:at].isalnum() and _ROT13_NAME_RE.match(low, at):
            spots.append(at)
        at = low.find("rot", at + 3)
    pieces, last_end = [], -1
    for at in sorted(spots):
        if at >= last_end:
            start, last_end = max(0, at - _ROT13_REACH[0]), at + _ROT13_REACH[1]
            pieces.append(low[start:last_end])
    return "\n".join(pieces).translate(_ROT13_TABLE)
