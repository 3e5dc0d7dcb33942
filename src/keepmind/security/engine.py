"""How rules are run: anchor words first, then each rule's pattern only around its anchors.

Pure. A :class:`Rule` is a bounded regular expression plus the anchor words any of its
matches must contain (each anchor is matched at the start of a word: not right after a
letter or digit, except a markup opener such as "<!--", "[inst]" or "![", found after one
too; a space of an anchor of several words is also found as a line break). One pass of a
single trie-shaped regex finds every anchor of every rule in the lower-cased text (a second
one, led by the openers' first characters, finds the openers glued to a word); a rule whose
anchors are absent costs nothing, and a rule whose anchors are present runs only where they
are: a rule with ``before == 0`` starts with its anchor word and gets one anchored ``match``
attempt per anchor; a rule whose anchor lies inside its pattern (``before > 0``) is searched
on windows ``[anchor - before, anchor + after]``, merged so that no character is searched
twice by one rule (such rules keep rare anchors), and skipped when they hold none of the
literal words every match contains (``LazyPattern.requires``). A rule woken densely (an
anchor every few hundred characters) is first checked for the literal texts every match of
its pattern holds (``gates``) and skipped on a text that lacks them. A rule may also tell
from the whole text that it would veto every match there (``Rule.possible``: a concept rule
on a short text that names none of what its needs ask for) and is then not tried at all.
This keeps the scanner linear in the text and fast on prose and code, whatever the number of
rules.

What a new rule costs, and how to keep it cheap (a guideline for rule writers; each point
is per rule, so that a new rule follows it without touching the engine): a rule costs
nothing on a text without its anchors, so anchor it on its rarest word, not on a common
verb or noun; a pattern whose branches each begin with a literal character lets ``re``
skip in C to where a match can start, where a leading look-behind (a word start) is tried
at every position: write "s(?<![\\w-]s)cp" for "(?<![\\w-])scp" (``rules_recurring``,
``concepts.skipping_terms``); a windowed rule names the literals every match holds
(``requires``); a concept rule (``concepts.intent``) is ruled out on a short text that
lacks a literal text of a concept it needs (``possible``), and checks a need that looks
only near its anchor before the whole text when it is marked ``early`` (a vocative's
comma, a condition a few words before a common verb: ``rules_shapes``). Measure the
rule's cost per woken text, and check that the findings do not move
(``benchmarks/scanner_findings.py``).

Invariants:
- every anchor present in the text (at a word start, or a markup opener anywhere; one
  ending in ``$`` also at a word end; a space of it a space or a line break) wakes its
  rules at its position, also where a longer anchor of another rule starts
  there: the pass reports only the longest anchor per position, and the anchor table wakes
  through it every rule of a shorter one it begins with ("post$" in "post-commit",
  ``RuleSet.woken``);
- ``after`` exceeds the longest possible match of the rule past its anchor by a margin, so a
  window's end never cuts a match or fools a look-ahead;
- patterns use bounded repetition only (``{0,n}``), never nested unbounded quantifiers;
- a rule reports at most one finding per scan: the first accepted match.
"""

from __future__ import annotations

import dataclasses
import re
import sys
from collections.abc import Callable, Collection, Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import NamedTuple

from keepmind.security import gates
from keepmind.security.findings import SCOPES, Finding, Scope
from keepmind.security.grammar import PHRASE_SPACE, trie
from keepmind.security.normalize import Prepared
from keepmind.security.other_anchors import OtherAnchors

Accept = Callable[[re.Match[str], str], bool]

_MARGIN = 40
_GATE_SPACING = 256
_GATE_TRIES = 64


class LazyPattern:
    """A regular expression compiled when first used: the scanner's rules number in the
    hundreds, with large alternations, and a text wakes only a few of them, so compiling
    each on first use spares every process the seconds of compiling them all up front.

    ``requires``: literal texts one of which every match contains (a pair rule's second
    concept); a window of the text without any of them cannot hold a match, so the engine
    does not search it. It travels with the pattern: a rule given another pattern
    (``dataclasses.replace``) has none unless that pattern says so.
    """

    def __init__(self, source: str, requires: Iterable[str] = ()) -> None:
        self.pattern = source
        self.requires = tuple(dict.fromkeys(requires))
        self._compiled: re.Pattern[str] | None = None
        self._required: re.Pattern[str] | None = None

    def required(self) -> re.Pattern[str] | None:
        """A search for any of ``requires`` (``None`` when there are none)."""
        if self._required is None and self.requires:
            self._required = re.compile(trie(self.requires))
        return self._required

    def compiled(self) -> re.Pattern[str]:
        """The compiled pattern (compiled now if it was not yet)."""
        compiled = self._compiled
        if compiled is None:
            compiled = self._compiled = re.compile(self.pattern)
        return compiled

    def match(self, text: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self.compiled().match(text, pos, endpos)

    def search(self, text: str, pos: int = 0,
               endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self.compiled().search(text, pos, endpos)

    def finditer(self, text: str, pos: int = 0,
                 endpos: int = sys.maxsize) -> Iterator[re.Match[str]]:
        return self.compiled().finditer(text, pos, endpos)


@dataclass(frozen=True)
class Rule:
    """One pattern with a stable id.

    ``pattern`` runs on the lower-cased text (``cased`` rules run on the case-preserved one);
    ``accept`` may veto a match (placeholder secrets, a negated verb); ``redact`` hides the
    matched text in the finding's excerpt. An anchor is the start of a word ("ignor" finds
    "ignore" and "ignoring"); one ending in ``$`` is a whole word ("you$").

    ``possible``: a test of the whole text the pattern runs on, false only where ``accept``
    vetoes every match in it (a concept rule on a short text none of whose words its needs
    name); the engine asks it before any match is tried. An ``accept`` wrapped around
    another (``dataclasses.replace``) must veto at least what it vetoed, or drop it.
    """

    id: str
    category: str
    reason: str
    pattern: re.Pattern[str] | LazyPattern
    anchors: tuple[str, ...]
    scopes: tuple[Scope, ...] = SCOPES
    before: int = 0
    after: int = 300
    cased: bool = False
    accept: Accept | None = None
    redact: bool = False
    starts: re.Pattern[str] | None = None
    possible: Callable[[str], bool] | None = None

    def required(self) -> re.Pattern[str] | None:
        """A search for the literals every match contains (see :class:`LazyPattern`)."""
        pattern = self.pattern
        return pattern.required() if isinstance(pattern, LazyPattern) else None


def rule(rule_id: str, category: str, reason: str, pattern: str, anchors: Iterable[str], *,
         scopes: tuple[Scope, ...] = SCOPES, before: int = 0, after: int = 300,
         cased: bool = False, accept: Accept | None = None, redact: bool = False,
         starts: str | None = None, requires: Iterable[str] = (),
         possible: Callable[[str], bool] | None = None) -> Rule:
    """Build a Rule; ``pattern`` is compiled when first used (case-sensitive; the text is
    already lower-case).

    ``starts`` (windowed rules only) is a cheap pattern of the words a match can begin
    with; the costly pattern is then tried only where one of them starts a word, instead of
    at every position of the window. ``requires``: literal texts one of which every match
    contains (see :class:`LazyPattern`); ``possible``: see :class:`Rule`.
    """
    return Rule(rule_id, category, reason, LazyPattern(pattern, requires), tuple(anchors),
                scopes,
                before, after + _MARGIN, cased, accept, redact,
                re.compile(f"[^a-z0-9]({starts})") if starts else None, possible)


def with_veto(rule: Rule, rule_ids: Collection[str], veto: Accept) -> Rule:
    """``rule`` with the matches ``veto`` is true of let go (a benign reading its rules share:
    a withdrawal, the writer's own prompt, an application's message), if its id is one of
    ``rule_ids``; else ``rule``. The new ``accept`` vetoes at least what the old one did, so
    the rule's ``possible`` stays true of it."""
    if rule.id not in rule_ids:
        return rule
    accept = rule.accept

    def accept_unless_vetoed(match: re.Match[str], text: str) -> bool:
        return (accept is None or accept(match, text)) and not veto(match, text)

    _VETOED[accept_unless_vetoed] = (accept, veto)
    return dataclasses.replace(rule, accept=accept_unless_vetoed)


_VETOED: dict[Accept, tuple[Accept | None, Accept]] = {}


def vetoed_by(accept: Accept | None) -> tuple[Accept | None, Accept] | None:
    """The ``accept`` and the ``veto`` that ``with_veto`` wrapped into ``accept`` (``None``
    for any other): for diagnostics that tell a rule's own checks from its excusers'."""
    return _VETOED.get(accept) if accept is not None else None


_WORD_END = re.compile(r"\b")


def _rules_by_anchor(rules: Sequence[Rule],
                     anchors: Sequence[str]) -> dict[str, tuple[int, ...]]:
    """For each anchor text the pass can find, the indices of the rules it wakes: those
    with an anchor that is a prefix of it ("ignor" wakes on "ignore"), that is it as a
    whole word ("you$" on "you"), or that is a whole word it begins with, up to a word
    boundary ("post$" on "post-commit", "git$" on "git://"). The pass reports only the
    longest anchor at a position, so the shorter ones there are woken through it."""
    by_anchor: dict[str, set[int]] = {}
    for index, r in enumerate(rules):
        for anchor in r.anchors:
            by_anchor.setdefault(anchor, set()).add(index)
    woken: dict[str, tuple[int, ...]] = {}
    for found in (a.rstrip("$") for a in anchors):
        indices: set[int] = set(by_anchor.get(found + "$", ()))
        for end in range(1, len(found) + 1):
            indices |= by_anchor.get(found[:end], set())
            if end < len(found) and found[:end] + "$" in by_anchor and _WORD_END.match(
                    found, end):
                indices |= by_anchor[found[:end] + "$"]
        woken[found] = tuple(sorted(indices))
    return woken


class Hints(NamedTuple):
    """Where the anchor pass saw a long token (base64? hex?), letters spelled out one by
    one, or the rot13 form of a word attacks use; and whether any rule's anchor word was in
    the text (``anchored``: a text the rules let through despite one is borderline)."""

    long: list[int]
    spaced: list[int]
    rot13: list[int]
    anchored: bool = False


# "ignore", "instruct", "previous", "disregard", "jailbreak", "forget", "system", "prompt",
# "rules", "restrict" and "you are" in rot13.
_ROT13_WORDS = ("vtaber", "vafgehpg", "cerivbhf", "qvfertneq", "wnvyoernx", "sbetrg", "flfgrz",
                "cebzcg", "ehyrf", "erfgevpg", "lbh ner")


# The first characters of markup openers ("<!--", "<|", "[inst]", "!["): such an anchor is
# also found right after a letter or digit ("notes.txt<!-- ... -->"), where a dotfile
# (".bashrc" in "foo.bashrc") or any anchor beginning with a letter is not.
_OPENERS = "<[!"


def _glued_pass(anchors: Sequence[str]) -> re.Pattern[str] | None:
    """A search for the markup openers among ``anchors`` right after an ASCII letter or
    digit (where the main pass, led by a character that is neither, does not look): each
    match starts at an opener's first character, and group 1 is the rest of the longest
    anchor that begins there. Led by that character (``re`` skips to it in C) and read
    behind for the letter or digit."""
    if not anchors:
        return None
    branches = []
    for first in sorted({a[0] for a in anchors}):
        rests = [a[1:] for a in anchors if a[0] == first]
        branches.append("(?<=" + re.escape(first) + ")" + trie(rests, spaces=PHRASE_SPACE))
    return re.compile("[" + re.escape(_OPENERS) + "](?<=[a-z0-9].)(?=("
                      + "|".join(branches) + "))")


class RuleSet:
    """The rules of one scope, with the anchor index that decides which of them run."""

    def __init__(self, rules: Sequence[Rule]) -> None:
        self.rules = tuple(rules)
        wanted = {a for r in self.rules for a in r.anchors}
        # "x" (a prefix) already finds every "x$" (a whole word).
        anchors = sorted(a for a in wanted if not (a.endswith("$") and a[:-1] in wanted))
        # Led by one non-alphanumeric character rather than a look-behind: ``re`` then skips
        # in C to the next such character (the text is searched with a space in front).
        # The anchor itself is read in a look-ahead, so that the search goes on right after
        # that character: an anchor that begins with punctuation (".ssh/") never hides the
        # one that follows it ("id_rsa"). Zero-width extras flag a long token (base64?),
        # letters spelled out one by one and rot13 words. Anchors that begin with another
        # letter (Cyrillic, CJK, Hangul) are found apart (``other_anchors``: one automaton
        # call), only in non-ASCII text: in CJK text every character is a candidate, where
        # the first tree would be tried in vain.
        # Every branch begins with one of ``firsts``: that set is tested first (one look-up),
        # so that a position followed by anything else (a CJK character, a space) costs no
        # walk through the tree.
        # A space in an anchor of several words is also found as a line break (the
        # prepared text keeps those; the rules' word separator ``grammar.S`` reads both):
        # the anchor found is then looked up with a space there (``_spaced``).
        ascii_anchors = [a for a in anchors if a[0].isascii()]
        other_anchors = [a for a in anchors if not a[0].isascii()]
        firsts = {a[0] for a in ascii_anchors} | set("abcdefghijklmnopqrstuvwxyz0123456789+")
        self._anchor_re = re.compile(
            "[^a-z0-9](?=[" + "".join(sorted(map(re.escape, firsts))) + "])"
            "(?:(?=(?P<anchor>" + (trie(ascii_anchors, spaces=PHRASE_SPACE) or "(?!)") + "))"
            r"|(?=(?P<long>[a-z0-9+]{24}))"
            r"|(?=(?P<spaced>[a-z][ .\-_*/|][a-z][ .\-_*/|][a-z][ .\-_*/|][a-z]))"
            r"|(?=(?P<rot13>" + "|".join(_ROT13_WORDS) + ")))")
        self._other = OtherAnchors(other_anchors) if other_anchors else None
        self._spaced = any(" " in a for a in ascii_anchors)
        self._glued_re = _glued_pass([a for a in ascii_anchors if a[0] in _OPENERS])
        self._by_anchor = _rules_by_anchor(self.rules, anchors)
        self._anchor_group = self._anchor_re.groupindex["anchor"]
        self._gates: list[tuple[tuple[str, ...], ...] | None] = [None] * len(self.rules)

    def _gate(self, index: int) -> tuple[tuple[str, ...], ...]:
        """The literal clauses every match of rule ``index`` holds (``gates``), read off its
        pattern when the rule is first woken."""
        clauses = self._gates[index]
        if clauses is None:
            clauses = self._gates[index] = gates.necessary(self.rules[index].pattern.pattern)
        return clauses

    def woken(self, low: str) -> tuple[dict[int, list[int]], Hints]:
        """The rules the anchors of ``low`` (a prepared text's lower-cased form) wake: rule
        index -> the positions of its anchors, in the order found; and where the text may
        hide more (see :class:`Hints`)."""
        by_anchor = self._by_anchor
        found_at: dict[str, list[int]] = {}
        hidden = Hints([], [], [])
        group, spaced = self._anchor_group, self._spaced
        for match in self._anchor_re.finditer(" " + low):
            # In the padded text a match starts one character early: at the anchor's
            # position in ``low``.
            anchor = match.group(group)
            if anchor is None:
                getattr(hidden, match.lastgroup or "long").append(match.start())
                continue
            if spaced and "\n" in anchor:
                anchor = anchor.replace("\n", " ")
            if anchor in found_at:
                found_at[anchor].append(match.start())
            else:
                found_at[anchor] = [match.start()]
        glued = self._glued_re
        if glued is not None:
            for match in glued.finditer(low):
                at = match.start()
                anchor = low[at] + match.group(1)
                if spaced and "\n" in anchor:
                    anchor = anchor.replace("\n", " ")
                found_at.setdefault(anchor, []).append(at)
        if self._other is not None and not low.isascii():
            self._other.find(low, found_at)
        hits: dict[int, list[int]] = {}
        if not found_at:
            return hits, hidden
        for anchor, positions in found_at.items():
            for index in by_anchor[anchor]:
                if index in hits:
                    hits[index].extend(positions)
                else:
                    hits[index] = list(positions)
        return hits, Hints(hidden.long, hidden.spaced, hidden.rot13, True)

    def run(self, prepared: Prepared, *, first: bool = False) -> tuple[list[Finding], Hints]:
        """The findings of every rule whose pattern matches near one of its anchors (with
        ``first``, only the first of them: the rules after it are not tried), and where the
        text may hide more (see :class:`Hints`)."""
        low = prepared.low
        hits, hidden = self.woken(low)
        if not hits:
            return [], hidden
        findings: list[Finding] = []
        reported: set[str] = set()
        rules, known = self.rules, self._gates
        seen: tuple[gates.Seen, gates.Seen] | None = None  # in ``low``, in ``clean``
        for index in sorted(hits):
            r = rules[index]
            if r.id not in reported:
                if r.possible is not None and not r.possible(
                        prepared.clean if r.cased else low):
                    continue  # its ``accept`` would veto every match: none is tried
                positions = hits[index]
                # A gate costs a few ``in`` tests of the whole text (and reading it off the
                # pattern, about 4 ms, once per process), worth it where the rule is woken
                # often and densely (an adversarial megabyte of "curl $"); on prose the
                # tries it spares cost about what the tests do.
                if len(positions) >= _GATE_TRIES and (
                        len(positions) * _GATE_SPACING >= len(low)):
                    clauses = known[index]
                    if clauses is None:
                        clauses = self._gate(index)
                    if seen is None:
                        seen = (gates.Seen(), gates.Seen())
                    if clauses and not seen[r.cased].holds(
                            clauses, prepared.clean if r.cased else low):
                        continue  # a text every match holds is nowhere in the text
                if len(positions) > 1:
                    positions.sort()
                found = _first_match(r, prepared, positions)
                if found is not None:
                    findings.append(Finding(r.id, r.category, r.reason,
                                            _excerpt(prepared, found, r.redact)))
                    if first:
                        break
                    reported.add(r.id)
        return findings, hidden


def _first_match(r: Rule, prepared: Prepared, positions: list[int]) -> re.Match[str] | None:
    """The first match of ``r`` that its ``accept`` keeps, near the anchors at ``positions``."""
    text = prepared.clean if r.cased else prepared.low
    accept = r.accept
    # The compiled pattern itself: a rule may be tried at hundreds of anchors.
    pattern = r.pattern.compiled() if isinstance(r.pattern, LazyPattern) else r.pattern
    if r.cased and not prepared.aligned:
        for match in pattern.finditer(text):
            if accept is None or accept(match, text):
                return match
    elif r.before == 0 and len(positions) * 16 > len(text) > 50_000:
        # Anchors this dense (a megabyte of "you you you") are cheaper to search once.
        for match in pattern.finditer(text):
            if accept is None or accept(match, text):
                return match
    elif r.before == 0:
        match_at, after, last = pattern.match, r.after, -1
        for at in positions:
            if at != last:
                last = at
                found = match_at(text, at, at + after)
                if found is not None and (accept is None or accept(found, text)):
                    return found
    else:
        starts, match_at, required = r.starts, pattern.match, r.required()
        for start, end, last in _windows(positions, r.before, r.after, len(text)):
            if required is not None and required.search(text, start, end) is None:
                continue
            if starts is None:
                for match in pattern.finditer(text, start, end):
                    if accept is None or accept(match, text):
                        return match
                continue
            # A match contains an anchor, so it begins at or before the last one. ``starts``
            # is led by the character before the word (fast to skip to); a word at the very
            # start of the text has none, so it is tried on its own.
            begins = [b.start(1) for b in starts.finditer(text, max(0, start - 1), last + 1)]
            if start == 0:
                begins.insert(0, 0)
            for begin in begins:
                found = match_at(text, begin, end)
                if found is not None and (accept is None or accept(found, text)):
                    return found
    return None


def _windows(positions: list[int], before: int, after: int,
             size: int) -> list[tuple[int, int, int]]:
    """Merged ``(start, end, last anchor)`` windows around sorted anchor positions."""
    merged: list[tuple[int, int, int]] = []
    start = end = last = -1
    for at in positions:
        low, high = at - before, at + after
        if last >= 0 and low <= end:  # overlaps the window being built
            if high > end:
                end = high
            last = at
            continue
        if last >= 0:
            merged.append((start, end if end < size else size, last))
        start, end, last = low if low > 0 else 0, high, at
    if last >= 0:
        merged.append((start, end if end < size else size, last))
    return merged


def _excerpt(prepared: Prepared, match: re.Match[str], redact: bool) -> str:
    # A span of the lower-cased text is the same span of the case-preserved one when aligned.
    source = prepared.clean if prepared.aligned else match.string
    piece = source[match.start():match.end()]
    if redact:
        return f"{piece[:4]}… ({len(piece)} characters, redacted)"
    piece = " ".join(piece.split())
    return piece if len(piece) <= 80 else piece[:79] + "…"
