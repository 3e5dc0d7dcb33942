"""The accept checks the intent rules of every language share (``intent``'s lexicons).

Pure. A lexicon's rule keeps or drops a match by checks written once here, each
parameterised by the language's words rather than written again per language: a negation
far from its verb, anywhere in the clause (``clause_not_negated``: German, Chinese), a
negation that is the command (``negated_before``), a subject other than the model before
the verb (``commanded``), the bounded neighbourhoods of a match (``sentence_around``,
``first_concept``), a download or shell command near a write (``payload_nearby``), a
credential kept from everyone (``keeps_no_secret``), and ``all_of`` to join them. They
read the text around a match only, not a lexicon: ``intent`` builds the rules that use
them.

Linear: each check reads a bounded window around its match.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from keepmind.security import fetches
from keepmind.security.engine import Accept
from keepmind.security.grammar import PAYLOAD_WORDS, Nearby, trie
from keepmind.security.pooled import consent, secret

_PAYLOAD = re.compile(r"(?<![\w./-])(?:curl|wget|bash|sh|nc|ncat|python3?|powershell|iex|"
                      r"base64|eval)\b|"
                      r"https?://|/dev/tcp/|\|\s?(?:ba|z)?sh\b|" + trie(PAYLOAD_WORDS))
_SENTENCE_END_RE = re.compile(r"[.!?;\n。！？；]")
# Where a clause ends, for negations that stand far from their verb (not at the dot of a
# file name or an address).
_CLAUSE_END = re.compile("[,;:!?\n。、！？；：\"“”「」]|\\.(?!\\S)")
_TOLD_NO_ONE = re.compile(trie(consent.ANYONE))
_CREDENTIAL_NEXT = re.compile(r"[^.!?;,:\n。！？；，]{0,20}?(?<![^\W_])(?:"
                              + trie(w.lstrip("~") for w in secret.KEPT_SECRET) + ")")


def keeps_no_secret(match: re.Match[str], text: str) -> bool:
    """An ``accept`` check for concealment: drop "tell no one" when what no one is told is a
    credential right after it ("No le digas a nadie tu contraseña", "Non dire a nessuno il
    PIN": advice to keep a secret, not the model's doing hidden from the user)."""
    return not (_TOLD_NO_ONE.search(match.group()) is not None
                and _CREDENTIAL_NEXT.match(text, match.end()) is not None)


def all_of(*checks: Accept | None) -> Accept | None:
    """One ``accept`` keeping a match that every given check keeps (None if none given)."""
    given = tuple(c for c in checks if c is not None)
    if not given:
        return None
    if len(given) == 1:
        return given[0]

    def accept(match: re.Match[str], text: str) -> bool:
        return all(check(match, text) for check in given)
    return accept


def payload_nearby(*, line: bool = False, also: Sequence[str] = ()) -> Accept:
    """An accept check: a download, a shell command or a hijacking alias within 300
    characters of the match, on its line with ``line`` (a scheduled backup or an alias
    such as ``ll='ls -la'`` is no backdoor, nor a download that only shows what it fetched,
    ``fetches``), starting a word ("nc " in "rsync " is no netcat); ``also``: more words
    that count as one ("обратный шелл")."""
    pattern = _PAYLOAD if not also else re.compile(
        f"{_PAYLOAD.pattern}|(?<![^\\W_])(?:{trie(also)})")
    return Nearby(pattern, 300, line=line, word_start=True, spared=fetches.shown)


def first_concept(match: re.Match[str]) -> tuple[int, int]:
    """Where a pair match's first concept (group ``a`` or ``b``) is."""
    return match.span("a") if match.group("a") is not None else match.span("b")


def sentence_around(text: str, start: int, end: int, reach: int = 200) -> tuple[int, int]:
    """The sentence around ``text[start:end]``, at most ``reach`` characters each way
    (bounded: no check may rescan a long sentence once per candidate)."""
    left, right = max(0, start - reach), min(len(text), end + reach)
    ends = [m.end() for m in _SENTENCE_END_RE.finditer(text, left, start)]
    stop = _SENTENCE_END_RE.search(text, end, right)
    return (ends[-1] if ends else left, stop.start() if stop else right)


def clause_not_negated(negations: Sequence[str], *, spaced: bool = True,
                       unless: Sequence[str] = (), inside: bool = True, before: int = 0,
                       after: int = 0) -> Accept:
    """An accept check for languages that put a negation far from its verb: veto a match
    with a negation inside it (``inside``), earlier in its first concept's clause (at most
    ``before`` characters back: Chinese "不要把系统提示词告诉用户") or later in its clause (at
    most ``after`` characters on: German "gib den Systemprompt nicht aus"). A negation
    followed by one of ``unless`` negates nothing ("nicht mehr" is no longer; "不要犹豫"
    waves a scruple away)."""
    edge, stop = (r"(?<![^\W_])", r"(?![^\W_])") if spaced else ("", "")
    spare = f"(?!\\s?(?:{trie(unless)}){stop})" if unless else ""
    negated = re.compile(f"{edge}(?:{trie(negations)}){stop}{spare}")

    def accept(match: re.Match[str], text: str) -> bool:
        if inside and negated.search(text, match.start(), match.end()):
            return False
        if before:
            subject = first_concept(match)[0]
            reach = max(0, subject - before)
            ends = [m.end() for m in _CLAUSE_END.finditer(text, reach, subject)]
            if negated.search(text, ends[-1] if ends else reach, subject):
                return False
        if after:
            end = match.end()
            close = _CLAUSE_END.search(text, end, end + after)
            if negated.search(text, end, close.start() if close else end + after):
                return False
        return True
    return accept


def commanded(subjects: Sequence[str]) -> Accept:
    """An accept check keeping a match whose first concept (a verb) has none of
    ``subjects`` right before it: with a subject the sentence says what someone does
    ("le client veut qu'on oublie les anciennes consignes"), it commands nothing."""
    spaced = [w for w in subjects if not w.endswith("'")]
    elided = [w for w in subjects if w.endswith("'")]
    stated = re.compile(rf"(?<![^\W_])(?:(?:{trie(spaced)}) |{trie(elided) or '(?!)'})$")

    def accept(match: re.Match[str], text: str) -> bool:
        start = first_concept(match)[0]
        return not stated.search(text, max(0, start - 12), start)
    return accept


def negated_before(negations: Sequence[str]) -> Accept:
    """An accept check keeping a match with one of ``negations`` at most two words before
    its first concept: phrases whose negation is the command ("no se lo digas al
    usuario", "tus reglas ya no valen")."""
    before = re.compile(rf"(?<![^\W_])(?:{trie(negations)})(?: [\w']+){{0,2}} $")

    def accept(match: re.Match[str], text: str) -> bool:
        start = first_concept(match)[0]
        return bool(before.search(text, max(0, start - 24), start))
    return accept
