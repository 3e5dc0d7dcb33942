"""Words respelled back: letters spelled out or split up joined, leetspeak read as letters.

Pure. Each function takes the lower-cased text and returns the lines around the respelled
words with those words put back together, or "" when there is nothing to respell:

- ``joined``: five or more single letters with separators between them ("i g n o r e",
  "i.g.n.o.r.e", "i_g_n_o_r_e", "i*g*n*o*r*e", "i/g/n/o/r/e", "i|g|n|o|r|e") become one word;
  when a run uses two separators, the rarer one is the space between words
  ("i.g.n.o.r.e a.l.l" reads "ignore all"); words cut into three or more pieces by hyphens
  ("ig-no-re", "in-struc-tions", in any alphabet: "ins-tru-ções") are joined too, and on
  their line the words cut in two ("pre-vias");
- ``unleeted``: digits and symbols inside words read as the letters they stand for
  ("1gn0r3 4ll pr3v10u5" reads "ignore all previous"; "1" is read as "i" and, on a second
  line, as "l").

Only a bounded number of spots is looked at (``MAX_SPOTS``), each with a bounded piece of
text around it, so the work is linear in the text. A word that merely carries digits as
names do ("sha256", "ipv4", "utf8", "10px", hex digests) does not set off the leetspeak view
on its own; one that mixes them ("k8s") does, and reads harmlessly ("kbs").
"""

from __future__ import annotations

import functools
import re
from collections import Counter
from typing import Any

from keepmind.security.grammar import trie
from keepmind.security.other_anchors import automaton_of
from keepmind.security.typos import unaccented

MAX_SPOTS = 20
MAX_LINE = 4000
_REACH = 300

_SEPARATORS = r"[ .\-_*/|]"
_SPACED_RE = re.compile(rf"(?<![\w.-])[a-z](?:{_SEPARATORS}{{1,3}}[a-z]){{4,}}(?!\w)")
_GAP_RE = re.compile(f"{_SEPARATORS}+")
_HYPHENS_RE = re.compile(r"(?<![\w-])[^\W\d_]{1,8}(?:-[^\W\d_]{1,8}){2,6}(?![\w-])")
# Cut in two ("pre-vias"): joined only on a line that holds a word cut in three or more.
_HYPHEN_PAIR_RE = re.compile(r"(?<![\w-])[^\W\d_]{1,6}-[^\W\d_]{1,8}(?![\w-])")
# Letters, digits and leet symbols by class, so that their neighbours are found with
# ``str.find`` (in C) rather than a regular expression tried at every position.
# "@" and "+" stand between the letters of e-mail addresses and key names too often to
# count as leet there ("dev@example.com", "ctrl+c"); they are still read as letters in a
# leetspeak line.
_CLASSES = ("abcdefghijklmnopqrstuvwxyz0123456789$!|", "a" * 26 + "0" * 10 + "!" * 3)
_SHAPE_BYTES = bytes.maketrans(*(c.encode() for c in _CLASSES))
# A letter touching a digit, or "$", "!" or "|" between letters (in the shape).
_LEET_SIGNS = ("a0", "0a", "a!a")
# A letter outside ASCII is "?" in the shape: "es-que-ça", "ins-tru-ções" are cut words too.
# Led by the hyphen, which ``re`` skips to in C (a letter class first is tried everywhere).
_HYPHEN_CUT_RE = re.compile(r"(?<=[a?])-[a?]{1,8}-[a?]")

_LEET = str.maketrans({"4": "a", "@": "a", "8": "b", "3": "e", "6": "g", "9": "g", "!": "i",
                       "0": "o", "5": "s", "$": "s", "7": "t", "+": "t", "2": "z",
                       "|": "l"})
_LEET_L = str.maketrans({"1": "l"})
_LEET_I = str.maketrans({"1": "i"})
# "1", "|" and "!" each stand for "i" or "l": a word reads one way throughout ("1gn0r3",
# "|nstruct!ons", "ru|e$", "a||"), the way that makes a word the rules know.
_AS_I = str.maketrans({"1": "i", "|": "i", "!": "i"})
_AS_L = str.maketrans({"1": "l", "|": "l", "!": "l"})
_I_OR_L = frozenset("1|!")
# A word with a leet digit or symbol in it; "!", "|" and "+" count only between two
# characters of a word ("h3ll0!" keeps its "!"), or "!" at the end of a leet word that a
# word follows (Italian plurals: "!struz!0n! pr3c3d3nt! e").
_LEET_TOKEN_RE = re.compile(
    r"(?<![a-z0-9@$])[a-z0-9@$]*(?:[0-9@$]|[!|+](?=[a-z0-9@$]))"
    r"(?:[a-z0-9@$]|[!|+](?=[a-z0-9@$]))*(?:!(?= [a-z0-9@$!|]))?")
_WORD_CHARS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789@$!|+")
# Words that carry digits as names do: "sha256", "ipv4", "utf8", "staging2", "argon2id",
# "10px", "2nd", hex digests ("ignor3" and "1gnore" are not among them).
_NAMELIKE_RE = re.compile(r"[a-z]{1,3}[0-9]+|[a-z]+[0-9]{2,}|[a-z]+[2689]|[a-z]+[0-9]+[a-z]{1,2}"
                          r"|[0-9]+[a-z]{1,2}|[0-9a-f]{6,}")


# What carries digits or "@" as a name, never as leetspeak: an address ("backup@192.168.1.20",
# "dev@example.com"), an IP, a version or a date ("10.0.0.7:8080", "v2.3.1", "1.20"), a
# path ("/volume1/photos/", "~/.ssh"), a snake_case identifier ("id_ed25519") and a host or
# a file name ("s3.eu-west-1.example.com", "backup2.tar"). A digit or "@" in one sets off
# no view (a line with leetspeak elsewhere is read whole: a leet word next to an address
# may need the address read with it).
_NAMES_RE = re.compile(
    r"[\w.+-]*@[\w-]+(?:\.[\w-]+)+"
    r"|(?<![\w.])v?\d+(?:\.\d+)+(?::\d+)?(?![\w.])"
    r"|(?:~|\.{1,2})?/[\w.~/-]+"
    r"|[a-z][a-z0-9]*(?:_[a-z0-9]+)+"
    r"|[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|dev|app|local|lan|sh|md|txt|json|ya?ml"
    r"|toml|py|js|ts|conf|cfg|env|ini|log|tar|gz|zip|pub|pem|key)\b")


# A piece of a name written plainly: letters, a number, a word with a number after it
# ("volume1", "web01", "ed25519") or a hash ("4f3a9c1e0b"). "h4ck3r@m41l.c0m" and
# "~/.55h/4u7h0r1z3d_k3y5" have pieces of leetspeak: a leet address or path is read.
_PLAIN_PIECE_RE = re.compile(r"[a-z]*[0-9]*|[0-9a-f]{7,}")
_PIECE_RE = re.compile(r"[a-z0-9]+")


def _names_in(snippet: str) -> list[tuple[int, int]]:
    """The spans of ``snippet`` that are addresses, IPs, versions, paths or identifiers
    (``_NAMES_RE``) written plainly (``_PLAIN_PIECE_RE``), in order."""
    if not ("@" in snippet or "." in snippet or "/" in snippet or "_" in snippet):
        return []
    return [m.span() for m in _NAMES_RE.finditer(snippet)
            if all(_PLAIN_PIECE_RE.fullmatch(piece) for piece in _PIECE_RE.findall(m.group()))]


def _inside(spans: list[tuple[int, int]], at: int) -> bool:
    return any(start <= at < end for start, end in spans)


def shape(low: str) -> str:
    """``low`` with every letter as "a", every digit as "0" and "$", "!" and "|" as "!"
    (same length: a non-ASCII character becomes one "?")."""
    return low.encode("ascii", "replace").translate(_SHAPE_BYTES).decode("ascii")


def joined(low: str, shape_of_low: str, spaced_at: list[int]) -> str:
    """The lines around ``spaced_at`` (and hyphen-cut words) with their words joined."""
    cuts = zip(range(MAX_SPOTS), _HYPHEN_CUT_RE.finditer(shape_of_low), strict=False)
    spots = sorted([*spaced_at[:MAX_SPOTS], *(cut.start() for _, cut in cuts)])
    snippets = []
    last_end = -1
    for at in spots:
        if at < last_end:
            continue
        start, last_end = _line_around(low, at)
        snippet = low[start:last_end]
        letters_joined = _SPACED_RE.sub(_join_letters, snippet)
        respelled = _HYPHENS_RE.sub(_unhyphened, letters_joined)
        if respelled != letters_joined:
            respelled = _HYPHEN_PAIR_RE.sub(_unhyphened, respelled)
        if respelled != snippet:
            snippets.append(respelled)
    return "\n".join(snippets)


# Letters of any script spelled out with one separator between them ("s y s t e m",
# "i.n.s.t.r.u.ç.õ.e.s"); two or more spaces end a word. Chinese, Japanese and Korean
# put no space between words, so there a word split by punctuation ("무.시.해", "ル-ー-ル",
# "一_个_不_受") or, in Chinese and Japanese, spelled out with spaces ("忽 略 之 前") is
# found without word bounds (two Chinese or Japanese characters with a space between them
# are one word split: those scripts put no space inside a sentence).
_SPELLED_RE = re.compile(r"(?<![^\W\d_])[^\W\d_](?:[ .・·\-_*/|][^\W\d_]){2,}(?![^\W_])")
_ONE_SEPARATOR_RE = re.compile(r"[ .・·\-_*/|]")
_SPELLED_PAIR_RE = re.compile(r"(?<![^\W\d_])[^\W\d_] [^\W\d_](?![^\W_])")
_SPELLED_PUNCT_RE = re.compile(r"(?<=[^\W_]) ([@.'\-]) (?=[^\W_])")
_HAN_KANA = "\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff"
_CJK = _HAN_KANA + "\uac00-\ud7af"
_CJK_SPLIT_RE = re.compile(f"[{_CJK}](?:[.・·\\-_*/|][{_CJK}])+")
# Chinese and Japanese put no space between the characters of a word ("指 令", "無 視"):
# a single space between two of them splits a word.
_CJK_SPACED_RE = re.compile(f"[{_HAN_KANA}](?: [{_HAN_KANA}])+")


# A CJK character split from the next by punctuation, two Chinese or Japanese characters
# with a space between them, or three single letters with separators between them. Each
# branch is tried at the first separator, which the search skips to in C (a letter is far
# commoner).
_SPELLED_HINT_RE = re.compile(
    "[ .・·\\-_*/|](?:"
    f"(?<=[{_CJK}][.・·\\-_*/|])(?=[{_CJK}])"
    f"|(?<=[{_HAN_KANA}] )(?=[{_HAN_KANA}])"
    r"|(?<=(?<![^\W\d_])[^\W\d_][ .・·\-_*/|])(?=[^\W\d_][ .・·\-_*/|][^\W\d_](?![^\W_])))")


def may_spell_out(spaced: str) -> bool:
    """Whether ``spaced`` (not ASCII) may spell a word out or split it: one search."""
    return _SPELLED_HINT_RE.search(spaced) is not None


def spelled_out(spaced: str) -> str:
    """The lines of ``spaced`` (a text whose runs of spaces are kept) that spell words out
    letter by letter or split them, with those words written whole; "" when there are
    none."""
    lines = []
    for line in spaced.lower().split("\n")[:MAX_SPOTS * 10]:
        respelled = line[:MAX_LINE]
        for pattern in (_CJK_SPLIT_RE, _CJK_SPACED_RE, _SPELLED_RE):
            if pattern.search(respelled):
                respelled = pattern.sub(lambda m: _ONE_SEPARATOR_RE.sub("", m.group()),
                                        respelled)
        if respelled != line[:MAX_LINE]:
            # On a line that spells words out, the short words and the punctuation of an
            # address are spelled out too: "t o", "c o l l e c t @ d r o p - b o x . n e t".
            respelled = _SPELLED_PUNCT_RE.sub(r"\1", _SPELLED_PAIR_RE.sub(
                lambda m: _ONE_SEPARATOR_RE.sub("", m.group()), respelled))
            lines.append(respelled)
            if len(lines) == MAX_SPOTS:
                break
    return "\n".join(lines)


def _unhyphened(match: re.Match[str]) -> str:
    return match.group().replace("-", "")


def _join_letters(match: re.Match[str]) -> str:
    """One run of spelled-out letters as words: the commonest gap joins letters, any other
    gap separates words."""
    run = match.group()
    gaps = _GAP_RE.findall(run)
    inner = Counter(gaps).most_common(1)[0][0]
    letters = _GAP_RE.split(run)
    words = [letters[0]]
    for gap, letter in zip(gaps, letters[1:], strict=True):
        if gap == inner:
            words[-1] += letter
        else:
            words.append(letter)
    return " ".join(words)


def unleeted(low: str, shape_of_low: str, stems: frozenset[str] = frozenset()) -> str:
    """The lines around leetspeak words with every such word read as letters; a word
    with "1", "|" or "!" in it is read with all of them as "i" or all as "l", whichever
    then starts with one of ``stems`` (see ``rejoined``), else as before ("1" as "i" and,
    on a second line, as "l"; "|" as "l", "!" as "i")."""
    lines: list[str] = []
    last_end = -1
    for at in _finds(shape_of_low, _LEET_SIGNS):
        if at < last_end:
            continue
        start, end = _token_span(low, at)
        if _NAMELIKE_RE.fullmatch(low, start, end):
            last_end = end  # the other signs of this word are names too
            continue
        line_start, line_end = _line_around(low, at)
        snippet = low[line_start:line_end]
        names = _names_in(snippet)
        if _inside(names, at - line_start):
            last_end = end  # an address, an IP, a version, a path: no leetspeak
            continue
        last_end = line_end
        read = _LEET_TOKEN_RE.sub(lambda m: _letters(m.group(), _LEET_I, stems), snippet)
        lines.append(read)
        if "1" in snippet:
            other = _LEET_TOKEN_RE.sub(lambda m: _letters(m.group(), _LEET_L, stems),
                                       snippet)
            if other != read:
                lines.append(other)
        if len(lines) >= MAX_SPOTS:
            break
    return "\n".join(lines)


def _finds(text: str, signs: tuple[str, ...]) -> list[int]:
    """Where the first ``MAX_SPOTS`` * 10 occurrences of each sign start, in order."""
    found = []
    for sign in signs:
        at = text.find(sign)
        for _ in range(MAX_SPOTS * 10):
            if at < 0:
                break
            found.append(at)
            at = text.find(sign, at + 1)
    return sorted(found)


def _line_around(low: str, at: int) -> tuple[int, int]:
    """The span of the line around ``at``, at most ``_REACH`` characters on either side."""
    start = low.rfind("\n", max(0, at - _REACH), at) + 1 or max(0, at - _REACH)
    end = low.find("\n", at, at + _REACH)
    return start, end if end >= 0 else at + _REACH


def _letters(token: str, table: dict[int, str], stems: frozenset[str] = frozenset()) -> str:
    """A word of letters, digits and symbols read as letters (a number stays a number);
    "1", "|" and "!" as the one letter that makes it start with one of ``stems``, if one
    does."""
    if not any(ch.isalpha() for ch in token):
        return token
    if stems and not _I_OR_L.isdisjoint(token):
        for both in (_AS_I, _AS_L):
            read = token.translate(both).translate(_LEET)
            if _starts_with_stem(read, stems):
                return read
    return token.translate(table).translate(_LEET)


def _token_span(low: str, at: int) -> tuple[int, int]:
    """The span of the word of letters, digits and leet symbols around ``at`` (bounded)."""
    start = end = at
    while start > at - 30 and start > 0 and low[start - 1] in _WORD_CHARS:
        start -= 1
    while end < at + 30 and end < len(low) and low[end] in _WORD_CHARS:
        end += 1
    return start, end


# Words cut into pieces by dots, underscores or hyphens ("Ig.no.re", "ins.tru.ções",
# "a.nteriore.s", "Доб_а_в_ляй", "no-rmas"), one kind of cut per word; a file name's
# extension stays ("memor.y.md" reads "memory.md"). A cut is found from its separator,
# which a search skips to in C; the word around it is read in Python, bounded.
# Only a cut next to a short piece is looked at ("ig.no.re", "no-rmas", "пра.вило",
# "car_p_eta"): a cut between two long pieces is mostly a compound or a name ("well-known",
# "snake_case", "ssh-keygen"), and a short piece that is a file name's extension or a
# domain's is none.
CUT_RE = re.compile(
    # One character set first, which ``re`` skips to in C; then what the cut is.
    r"[._-](?:(?<=[.-])(?:"
    # A dot or hyphen next to a piece of one or two letters (three for a dot), not a file
    # name's extension or a domain's.
    r"(?:(?<=(?<![^\W\d_])[^\W\d_][.-])|(?<=(?<![^\W\d_])[^\W\d_]{2}[.-])|"
    r"(?<=(?<![^\W\d_])[^\W\d_]{3}\.))(?=[^\W\d_])|"
    r"(?<=[^\W\d_][.-])(?!(?:md|txt|json|ya?ml|toml|py|sh|js|ts|html?|xml|log|cfg|ini|"
    r"com|org|net|io|dev|app|de|fr|es|it|ru|jp|cn|kr|br|uk|eu|co)\b)"
    r"(?=[^\W\d_]{1,2}(?![^\W\d_])|(?<=\.)[^\W\d_]{3}(?![^\W\d_])))|"
    # An underscore next to a single letter or inside a word of another script than ASCII
    # (snake_case names are neither: "openai_api_key").
    r"(?<=_)(?:(?<=(?<![^\W\d_])[^\W\d_]_)|(?<=[^\x00-\x7f]_)|(?=[^\W\d_](?![^\W\d_]))|"
    r"(?=[^\x00-\x7f]))(?<=[^\W\d_]_)(?=[^\W\d_]))")
_LINE_CUT_RE = re.compile(CUT_RE.pattern + r"|(?<=[^\W\d_])-(?=[^\W\d_])")
_WORD_REACH = 60
_EXTENSIONS = frozenset({"md", "txt", "json", "yaml", "yml", "toml", "py", "sh", "js", "ts",
                         "cfg", "ini", "conf", "env", "html", "xml", "log"})


def rejoined(low: str, stems: frozenset[str]) -> str:
    """The lines of ``low`` in which a word cut by dots, underscores or hyphens reads, put
    back together, as one of ``stems`` (the start of a word the rules know), with those
    words joined; "" when there is none. A word that already starts with a stem before the
    cut ("release.md", "follow-up") or that no stem starts ("well-known") stays as it is,
    and so does anything with a digit, a slash or an "@" (a version, a path, an address):
    ordinary file names, snake_case and compounds make no view."""
    lines: list[str] = []
    last_end = done = -1
    for count, cut in enumerate(CUT_RE.finditer(low)):
        if count == MAX_SPOTS * 10 or len(lines) == MAX_SPOTS:
            break
        at = cut.start()
        if at < done:
            continue
        start, done = _chunk(low, at)
        if _joined(low, start, done, stems) is None or start < last_end:
            continue
        line_start, last_end = _line_around(low, at)
        line = low[line_start:last_end]
        pieces, last = [], 0
        # On a line with a cut word, a hyphen between longer pieces cuts one too
        # ("игно-рируй сис-темные ин-струк-ции"): each is joined if it then reads as a stem.
        for other in _LINE_CUT_RE.finditer(line):
            if other.start() < last:
                continue
            a, b = _chunk(line, other.start())
            again = _joined(line, a, b, stems)
            if again is not None:
                pieces += [line[last:a], again]
                last = b
        pieces.append(line[last:])
        lines.append("".join(pieces))
    return "\n".join(lines)


# What ends a lead-in written without a space before a cut word (after NFKC: "：" is ":"),
# and the opening quotes that may follow it ("写了“olví_da_te", where “ reads "\"").
_LEAD_IN_ENDS = (":", ",", ";", "、", "。", "\"", "「", "『", "«")
# A word of letters cut by one kind of separator, quotes or brackets around it.
_CUT_WORD_RE = re.compile(r"[\"'«»“”‘’(\[*]*([^\W\d_]+(?:([._-])[^\W\d_]+)+)[\"'«»“”‘’)\],;:!?.*]*")


def _chunk(text: str, at: int) -> tuple[int, int]:
    """The run of characters without spaces around ``at`` (at most ``_WORD_REACH`` each
    way), begun after the last colon, comma, full stop or opening quote before ``at`` that
    touches it (a lead-in in a script written without spaces, "文档中写道：ig.no.re"): found with
    ``str.rfind`` and ``str.find``, in C."""
    low_bound = max(0, at - _WORD_REACH)
    start = max(text.rfind(" ", low_bound, at), text.rfind("\n", low_bound, at)) + 1 or low_bound
    if start == 0 and at - _WORD_REACH > 0:
        start = low_bound
    start = max(start, *(text.rfind(mark, start, at) + 1 for mark in _LEAD_IN_ENDS))
    ends = [i for i in (text.find(" ", at, at + _WORD_REACH),
                        text.find("\n", at, at + _WORD_REACH)) if i >= 0]
    return start, min(ends) if ends else min(len(text), at + _WORD_REACH)


def _joined(text: str, start: int, end: int, stems: frozenset[str]) -> str | None:
    """``text[start:end]`` with its cut word put back together, when it is one word of
    letters cut by one kind of separator that then starts with a stem and did not before;
    None otherwise."""
    match = _CUT_WORD_RE.fullmatch(text, start, end)
    if match is None:
        return None
    word, sep = match.group(1), match.group(2)
    if sep == "." and word.count(".") == 1 and word.rsplit(".", 1)[1] in _EXTENSIONS:
        return None  # a file name
    pieces = word.split(sep)
    if sep == "-" and len(pieces) == 2 and len(pieces[0]) == 1:
        return None  # "e-mail", "t-shirt", "E-Mail": a letter's compound
    tail = ""
    if sep == "." and pieces[-1] in _EXTENSIONS:
        pieces, tail = pieces[:-1], "." + pieces[-1]
    whole = "".join(pieces)
    if len(pieces) > 12 or not _starts_with_stem(whole, stems) or _starts_with_stem(
            pieces[0], stems):
        return None
    return text[start:match.start(1)] + whole + tail + text[match.end(1):end]


def _starts_with_stem(word: str, stems: frozenset[str]) -> bool:
    """Whether one of ``stems`` starts ``word``, with or without its accents (the four-letter
    starts of the stems are in ``stems`` too, led by "^", so that most words fail at the
    first look-up)."""
    bare = unaccented(word) if not word.isascii() else word
    if "^" + word[:4] not in stems and "^" + bare[:4] not in stems:
        return False
    sizes = range(4, min(len(word), 14) + 1)
    return any(word[:size] in stems or bare[:size] in stems for size in sizes)


# Digits standing for Cyrillic letters ("Игн0рируй", "3абудь вс3 пр4вил4"): 0 о, 1 и, 3 е
# (з at the start of a word), 4 а, 6 б, 7 т, 8 в. Found from the digit (a search that skips
# to the next digit in C), the word around it read in Python.
_CYRILLIC_TOUCH_RE = re.compile(r"[0-9](?:(?<=[а-яё][0-9])|(?=[а-яё]))")
_CYRILLIC_LEET_RE = re.compile(r"[0-9]*[а-яё][а-яё0-9]*|[0-9]+[а-яё][а-яё0-9]*")
_CYRILLIC_WORD = frozenset("абвгдеёжзийклмнопрстуфхцчшщъыьэюя0123456789")
_CYRILLIC_DIGITS = str.maketrans({"0": "о", "1": "и", "3": "е", "4": "а", "6": "б", "7": "т",
                                  "8": "в"})


def may_unleet_cyrillic(low: str) -> bool:
    """Whether ``low`` (not ASCII) has a digit touching a Cyrillic letter."""
    return _CYRILLIC_TOUCH_RE.search(low) is not None


def unleeted_cyrillic(low: str) -> str:
    """The lines of ``low`` with Cyrillic leetspeak, every such word read as letters; a
    number with a unit after it ("4б", "10кг") stays as it is."""
    lines: list[str] = []
    last_end = -1
    for count, touch in enumerate(_CYRILLIC_TOUCH_RE.finditer(low)):
        if count == MAX_SPOTS * 10 or len(lines) == MAX_SPOTS:
            break
        at = touch.start()
        if at < last_end:
            continue
        start = end = at
        while start > at - 30 and start > 0 and low[start - 1] in _CYRILLIC_WORD:
            start -= 1
        while end < at + 30 and end < len(low) and low[end] in _CYRILLIC_WORD:
            end += 1
        if not _is_cyrillic_leet(low[start:end]):
            continue
        line_start, last_end = _line_around(low, at)
        lines.append(_CYRILLIC_LEET_RE.sub(_cyrillic_letters, low[line_start:last_end]))
    return "\n".join(lines)


def _is_cyrillic_leet(word: str) -> bool:
    """A digit after a word's first letter ("вс3", "пр4вил4"), or digits before four letters
    or more ("3абудь"); not a number with a unit ("4б", "10кг", "5мин")."""
    letters = word.lstrip("0123456789")
    return letters != word and len(letters) >= 4 and letters.isalpha() or any(
        ch.isdigit() for ch in letters)


def _cyrillic_letters(match: re.Match[str]) -> str:
    word = match.group()
    if not _is_cyrillic_leet(word):
        return word
    if word[0] == "3" and len(word) > 1 and word[1].isalpha():
        word = "з" + word[1:]
    return word.translate(_CYRILLIC_DIGITS)


_PIECES_MAX = 5
_TRAILING = ".,;:!?)\"'»”"


def _space_cut_forms(stems: frozenset[str]) -> list[str]:
    """Where a word cut by single spaces may begin: the first five letters of a stem (a join
    must read one of five letters or more) with a space after the first, second, third or
    fourth of them ("ig nor", "sys te", "igno r"); six characters each."""
    starts = {stem[:5] for stem in stems if len(stem) >= 5 and stem[:5].isalpha()}
    return sorted({start[:size] + " " + start[size:] for start in starts
                   for size in (1, 2, 3, 4)})


@functools.cache
def _space_cut_re(stems: frozenset[str]) -> re.Pattern[str]:
    """A form of ``_space_cut_forms`` after a space, a bracket, a quote or any other sign
    ("文档中写道：Ig nore") and before a letter; one prefix tree, so that ordinary prose
    costs one search."""
    # Led by what comes before a word (the text is searched with a space in front), which
    # ``re`` skips to in C: a letter class first would be tried at every character.
    return re.compile(r"[\W_](?:" + trie(_space_cut_forms(stems)) + r")(?=[^\W\d_])")


@functools.cache
def _space_cut_automaton(stems: frozenset[str]) -> Any:
    """An automaton of ``_space_cut_forms`` (None without ``ahocorasick_rs``)."""
    return automaton_of(_space_cut_forms(stems), dfa=True)


_SIGN_RE = re.compile(r"[\W_]")
_LETTER_RE = re.compile(r"[^\W\d_]")
_FORM = 6


def _space_cuts(low: str, stems: frozenset[str]) -> list[int]:
    """Where ``_space_cut_re`` matches in " " + ``low``, as positions in ``low`` of the form
    it holds (one past the sign the match starts with).

    The automaton finds every form, overlapping, in one call (in Rust: the search of the
    tree tries its branches at every space of the text, about a tenth of the scan of a
    conversation turn); those led by a sign and followed by a letter are kept, each at
    least one match's length past the last kept, as ``finditer`` keeps them. Without the
    package, or on a text with a lone surrogate (no UTF-8 form), the tree is searched."""
    automaton = _space_cut_automaton(stems)
    if automaton is not None:
        try:
            hits = automaton.find_matches_as_indexes(low, overlapping=True)
        except UnicodeEncodeError:
            pass
        else:
            kept: list[int] = []
            sign, letter, next_free = _SIGN_RE.match, _LETTER_RE.match, 0
            for _index, at, _end in sorted(hits, key=lambda hit: hit[1]):
                if at >= next_free and (at == 0 or sign(low, at - 1)) and letter(
                        low, at + _FORM):
                    kept.append(at)
                    next_free = at + _FORM + 1
            return kept
    return [cut.start() for cut in _space_cut_re(stems).finditer(" " + low)]


def space_joined(low: str, stems: frozenset[str]) -> str:
    """The lines of ``low`` in which a word cut by single spaces into pieces ("ig nore your
    sys tem pro mpt", "ins truc cio nes") reads as one of ``stems`` once joined, with those
    words joined; "" when there is none. A piece that already starts a stem ("ignore all")
    is a word of its own, and so is a later piece that starts one ("de injeção"); a join is
    kept only when the stem it reads, five letters or more, reaches into its last piece
    ("re veal your" joins "reveal", not "revealyour")."""
    lines: list[str] = []
    last_end = -1
    for at in _space_cuts(low, stems):
        if at < last_end or _cut_word_end(
                low[at:at + 60].split(" ", _PIECES_MAX)[:_PIECES_MAX], 0, stems) == 1:
            continue
        line_start, last_end = _line_around(low, at)
        line = low[line_start:last_end]
        if at > line_start and not low[at - 1].isspace():
            # A cut word glued to the sign before it ("写道：ig nore", "note:ig nore") is a
            # word of its own.
            line = low[line_start:at] + " " + low[at:last_end]
        rejoined_line = _joined_pieces(line, stems)
        if rejoined_line != line:
            lines.append(rejoined_line)
            if len(lines) == MAX_SPOTS:
                break
    return "\n".join(lines)


def _joined_pieces(line: str, stems: frozenset[str]) -> str:
    """``line`` with each run of pieces that reads as a stem joined (see ``space_joined``)."""
    tokens = line.split(" ")
    out: list[str] = []
    i = 0
    while i < len(tokens):
        end = _cut_word_end(tokens, i, stems)
        if end > i + 1:
            out.append("".join(tokens[i:end]))
            i = end
        else:
            out.append(tokens[i])
            i += 1
    return " ".join(out)


def _cut_word_end(tokens: list[str], i: int, stems: frozenset[str]) -> int:
    """The end of the longest run of pieces from ``tokens[i]`` whose join reads a stem that
    reaches into its last piece; ``i + 1`` when there is none."""
    first = tokens[i]
    if len(first) > 4 or i + 1 == len(tokens) or "^" + (first + tokens[i + 1])[:4] not in (
            stems) or not first.isalpha() or _starts_with_stem(first, stems):
        return i + 1
    best, joined = i + 1, first
    for k in range(i + 1, min(len(tokens), i + _PIECES_MAX)):
        letters = tokens[k].rstrip(_TRAILING)
        if not (0 < len(letters) <= 8 and letters.isalpha()) or _starts_with_stem(
                letters, stems):
            break  # not a piece, or a word of its own ("de injeção")
        before, joined = len(joined), joined + letters
        if _stem_length(joined, stems) > max(before, 4):
            best = k + 1
        if letters != tokens[k]:
            break
    return best


def _stem_length(word: str, stems: frozenset[str]) -> int:
    """The length of the longest of ``stems`` that starts ``word`` (with or without its
    accents); 0 when none does."""
    bare = unaccented(word) if not word.isascii() else word
    if "^" + word[:4] not in stems and "^" + bare[:4] not in stems:
        return 0
    for size in range(min(len(word), 14), 3, -1):
        if word[:size] in stems or bare[:size] in stems:
            return size
    return 0
