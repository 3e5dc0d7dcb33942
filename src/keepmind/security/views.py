"""The derived views of a text: what it hides in plain sight, for the rules to read too.

Pure. ``derived_texts(prepared, hints)`` returns the texts to scan besides the text itself:
base64 and hex runs decoded (``decoders``), URL escapes and rot13 undone, markup taken off
and its hidden parts surfaced (``markup``), spelled-out, split and leetspeak words put back
together (``respell``), also leetspeak over Cyrillic and words cut by dots, underscores or
hyphens that then read as a word the concept rules know (``respell.rejoined``), written
Cantonese read as standard written Chinese (``cantonese``), the underscores of JSON keys,
and of a log line's or a YAML file's bare keys that name the reader, made spaces
(``keys_spaced``), misspelt words put right and German compounds cut before
a tail the rules know (``misspelt``: only the lines that hold one). Each view
is made only when a cheap test says it may differ from the text: the anchor pass's hints
(a long token, letters spelled out, rot13 words), a window of the text whose letters read
like rot13 (``decoders.rot13_start``) or a few
substring tests, in C, on the text and on its shape (``respell.shape``: letters, digits and
leet symbols each mapped to one class); an ordinary sentence gets no view at all. Every view
is bounded (see each module), so scanning the views keeps the scanner linear in the text.
Whether a view is made, and where it starts, depends on the stretch that is encoded, marked
up or cut, not on how much ordinary prose stands around it: rot13 is judged window by
window, a fenced code block keeps the lines whose markup cut a word, and a cut word is read
from after a lead-in's colon or quote written without a space.
The scanner also scans the views of a decoded view (two nested decodes at most), not those
of a respelled or stripped one.
"""

from __future__ import annotations

import functools
import re
from typing import NamedTuple

from keepmind.security import cantonese, decoders, markup, misspelt, pooled, respell, typos
from keepmind.security.engine import Hints
from keepmind.security.normalize import Prepared

# Any character some view starts from (a digit, a leet symbol, a hyphen, markup, a URL
# escape) or the name of rot13: without one, and without a hint from the anchor pass, a
# text has no view (one search that skips in C from one such character, or an "r", to the
# next: a pattern that begins with one character set).
_ANY_SIGN_RE = re.compile(r"[0-9$!|<*`~\]&%r-](?:(?<=r)(?=ot)|(?<!r))")
# The start of a hex dump ("45 78 c3 a9 "): decoded only then. Written to begin with its
# first space and to check the two digits before it at the end, so that the search skips
# in C from one space to the next (a digit or a letter a-f is far commoner).
_HEX_BYTE_PAIRS_RE = re.compile(r" [0-9a-f]{2} [0-9a-f]{2} [0-9a-f]{2} "
                                r"(?<=[0-9a-f]{2} [0-9a-f]{2} [0-9a-f]{2} [0-9a-f]{2} )")
# A tag or comment, emphasis touching a word, a code tick inside one, a link, an entity
# (in the shape, where every letter is "a"; each looked for with ``in``, in C).
_MARKUP_SIGNS = ("<a", "<!", "</", "a`a", "a*", "*a", "a~~", "~~a", "](", "]:", "&a", "&#")



@functools.cache
def _stems() -> frozenset[str]:
    """The word starts the concept rules know (``pooled``, each word of a phrase), in
    scripts written with spaces, four letters or more: what a word cut into pieces is put
    back together as (see ``respell.rejoined``)."""
    found: set[str] = set()
    for value in pooled.values():
        if isinstance(value, tuple):
            for term in value:
                if isinstance(term, str):
                    # Each word of a phrase too ("системный" of "системный промпт").
                    for stem in term.strip("~$").split(" "):
                        if len(stem) >= 4 and stem.isalpha() and ord(stem[0]) < 0x1100:
                            found.update((stem, typos.unaccented(stem)))
    # The four-letter start of each, led by "^": a word no stem starts fails at one look-up.
    return frozenset(found | {"^" + stem[:4] for stem in found})


# A key of JSON with an underscore in it ("note_for_the_bot": ...).
_SNAKE_KEY_RE = re.compile(r'"[^"\n_]{0,60}_[^"\n]{0,60}"(?=\s?:)')
# A bare key of a log line, an environment or a YAML file, its words joined by underscores,
# before "=" or ": " ("model_directive=...", "ai_instructions: ...").
# Only one whose value reads as words (three words, or four characters of a script written
# without spaces), not a setting ("model_id=1", "agent_step=3"): a log of settings is not
# scanned twice.
_BARE_SNAKE_KEY_RE = re.compile(
    r"(?<![\w\"'/.$-])[^\W\d_][^\W_]{0,30}(?:_[^\W_]{1,30}){1,5}(?:=|: )"
    r"(?=\"?(?:[^\W\d_][^\s=]{0,30}(?:[ \t]+[^\W\d_][^\s=]{0,30}){2}"
    r"|[\u3040-\u30ff\u3400-\u9fff]{4}))")
# The reader named by a word of such a key: an AI, a bot, an agent, an assistant, a model,
# in any language ("model_directive", "nota_per_ia", "给模型_提示"); a word of two letters
# only whole ("ai", not "paid").
_READER_WORDS = frozenset(("ai", "ia", "ki", "ии", "llm", "bot", "bots", "бот"))
_READER_STEMS = ("agent", "assist", "model", "modèl", "агент", "ассистент", "модел")
# In scripts written without spaces the word is found anywhere in the key's part.
_READER_INSIDE = ("助手", "助理", "模型", "アシスタント", "モデル", "エージェント", "에이전트",
                  "어시스턴트", "모델")


def _names_reader(key: str) -> bool:
    return any(word in _READER_WORDS or word.startswith(_READER_STEMS)
               or any(inside in word for inside in _READER_INSIDE)
               for word in key.rstrip("=: ").split("_"))


def _bare_key(match: re.Match[str]) -> str:
    key = match.group()
    return key.replace("_", " ").replace("=", ":") if _names_reader(key) else key


def keys_spaced(text: str) -> str:
    """The lines of ``text`` that hold a JSON key with an underscore, or a bare key of a log
    line or a YAML file whose words, joined by underscores, name the reader
    ("model_directive=...", "ai_instructions: ..."), their underscores made spaces (and a
    bare key's "=" a colon, which a value's quote may follow), so that a key addressed to
    the agent ("note_for_the_bot", "mensagem_ao_agente") reads as the words it is; "" when
    there is none. Only those lines: a long document with one such record is not scanned
    twice."""
    lines = []
    for line in text.split("\n"):
        spaced = _SNAKE_KEY_RE.sub(lambda m: m.group().replace("_", " "), line)
        if "=" in line or ": " in line:
            spaced = _BARE_SNAKE_KEY_RE.sub(_bare_key, spaced)
        if spaced != line:
            lines.append(spaced)
    return "\n".join(lines)


class View(NamedTuple):
    """A derived text; ``decoded`` when it was encoded, so that it may hide another layer."""

    text: str
    decoded: bool


def derived_texts(prepared: Prepared, hints: Hints) -> list[View]:
    """The non-empty views of ``prepared`` (see the module docstring)."""
    clean, low = prepared.clean, prepared.low
    views: list[View] = []
    spaced = prepared.spaced or clean
    spelled = hints.spaced or (not low.isascii() and respell.may_spell_out(spaced))
    rot13_at = decoders.rot13_start(low)
    cut = respell.CUT_RE.search(low) is not None
    if not low.isascii():
        _add(views, cantonese.written(low), False)
    if '_' in low and ('":' in low or "=" in low or ": " in low):
        _add(views, keys_spaced(low), False)
    _add(views, misspelt.respelt(low), False)
    long = _json_base64(low, hints.long)
    if not (long or spelled or hints.rot13 or rot13_at >= 0 or _ANY_SIGN_RE.search(low)):
        if cut:
            _add(views, respell.rejoined(low, _stems()), False)
        _add(views, respell.space_joined(low, _stems()), False)
        return views
    if long and prepared.aligned:
        _add(views, decoders.decoded_runs(clean, long), True)
    if " " in low and _HEX_BYTE_PAIRS_RE.search(low):
        _add(views, decoders.decoded_hex_bytes(low), True)
    if "%" in low:
        _add(views, decoders.decoded_percent(clean), True)
    if hints.rot13 or "rot" in low or rot13_at >= 0:
        _add(views, decoders.decoded_rot13(low, hints.rot13, start=rot13_at), True)
    shape = respell.shape(low)
    if "a0" in shape or "0a" in shape or "a!a" in shape:
        _add(views, respell.unleeted(low, shape, _stems()), False)
    if not low.isascii() and respell.may_unleet_cyrillic(low):
        _add(views, respell.unleeted_cyrillic(low), False)
    if cut:
        _add(views, respell.rejoined(low, _stems()), False)
    _add(views, respell.space_joined(low, _stems()), False)
    if hints.spaced or "a-a" in shape:
        _add(views, respell.joined(low, shape, hints.spaced), False)
    if spelled:
        _add(views, respell.spelled_out(spaced), False)
    if ("<" in low or "*" in low or "`" in low or "~~" in low or "]" in low or "&" in low) and (
            any(sign in shape for sign in _MARKUP_SIGNS)):
        _add(views, markup.stripped(clean), False)
    return views


# Base64 of a JSON object: it begins "eyJ" ('{"'), which the anchor pass reads as the start of
# a signed token (an anchor of ``secret.jwt``) rather than as a long token.
_JSON_BASE64_RE = re.compile(r"(?<![a-z0-9+/])eyj[a-z0-9+/]{21}")


def _json_base64(low: str, long: list[int]) -> list[int]:
    """``long`` with the starts of base64 runs that encode a JSON object (``"eyJ..."``): a
    tool's reply encoded whole is decoded as any other run is."""
    if "eyj" not in low:
        return long
    return sorted({*long, *(m.start() for m in _JSON_BASE64_RE.finditer(low))})


def _add(views: list[View], text: str, decoded: bool) -> None:
    if text:
        views.append(View(text, decoded))
