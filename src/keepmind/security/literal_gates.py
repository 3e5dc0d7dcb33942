"""Which woken rules a text's literal texts rule out, all rules asked in one automaton call.

Pure. A rule's pattern is read for the literal clauses every match of it holds
(``gates.necessary``, sound by construction: derived from the pattern itself, so a new or
changed rule is covered without a list to keep); the clauses of all rules become the lists
of one ``literal_presence.Presence``, and ``LiteralGates.ruled_out`` says which of the woken
rules lack every text of one of their clauses in the text their pattern runs on. Such a
rule cannot match anywhere in that text (nor in any window of it: a match's characters are
the text's), so the engine does not try it, nor ask its ``possible``; a text on which every
woken rule is ruled out (by these clauses or by ``possible``) costs the rules nothing past
the anchor pass. Unlike the engine's per-rule gate (``gates.Seen``, a few ``in`` tests on
densely woken rules), the clauses here may hold thousands of texts (the second word of
every phrase of a rule): the automaton finds them all at once.

What is left alone, each only keeping a rule from being ruled out:
- a rule that runs on the case-preserved text (``cased``) is never ruled out here;
- a clause with a short text (an ASCII text under three characters, a space) is dropped:
  it is in nearly every text and would flood the automaton with hits;
- a rule's clauses are read when it is woken the ``_WAKES``-th time in a process, so a
  process that scans one text does not parse the rules' patterns (about 3 ms each);
- without ``ahocorasick_rs`` no rule is ruled out (``Presence`` then finds every list),
  and the findings are the same: a rule ruled out would have found nothing.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Sequence

from keepmind.security import gates
from keepmind.security.literal_presence import Presence

# Clauses of any size (the automaton finds all texts at once), a few per rule.
_LIMITS = (4, 100_000)
_WAKES = 2
_SHORT = 3


@functools.cache
def clauses_of(source: str) -> tuple[tuple[str, ...], ...]:
    """The clauses of ``source`` kept for the automaton (see the module docstring)."""
    return tuple(clause for clause in gates.necessary(source, _LIMITS)
                 if all(len(text) >= _SHORT or not text.isascii() for text in clause)
                 and not any(text.isspace() for text in clause))


def _implied(clause: tuple[str, ...], anchors: Sequence[str]) -> bool:
    """Whether every one of ``anchors`` holds a text of ``clause``: a woken rule's text then
    holds one too, and the clause rules nothing out."""
    return all(any(text in anchor.rstrip("$") for text in clause) for anchor in anchors)


class LiteralGates:
    """The clauses of a scope's rules (``rules``: each rule's pattern and anchors, None for
    a rule that is never ruled out), read as the rules are woken."""

    def __init__(self, rules: Sequence[tuple[str, Sequence[str]] | None]) -> None:
        self._sources = list(rules)
        self._wakes = [0] * len(self._sources)
        self._needs: list[int | None] = [None] * len(self._sources)
        self._clauses: list[tuple[str, ...]] = []
        self._bits: dict[tuple[str, ...], int] = {}
        self._presence: Presence | None = None

    def _read(self, index: int) -> int:
        """The bits of the clauses of rule ``index`` (0: it is never ruled out)."""
        source = self._sources[index]
        if source is None:
            return 0
        need = 0
        for clause in clauses_of(source[0]):
            if _implied(clause, source[1]):
                continue
            bit = self._bits.get(clause)
            if bit is None:
                bit = self._bits[clause] = 1 << len(self._clauses)
                self._clauses.append(clause)
                self._presence = None
            need |= bit
        return need

    def ruled_out(self, indices: Iterable[int], text: str) -> set[int]:
        """Those of ``indices`` (rules woken on ``text``, the lower-cased text their
        patterns run on) whose every match needs a text that ``text`` lacks."""
        needs, wakes = self._needs, self._wakes
        asked: list[tuple[int, int]] = []
        for index in indices:
            need = needs[index]
            if need is None:
                wakes[index] += 1
                if wakes[index] < _WAKES:
                    continue
                need = needs[index] = self._read(index)
            if need:
                asked.append((index, need))
        if not asked:
            return set()
        presence = self._presence
        if presence is None:
            presence = self._presence = Presence(self._clauses)
        present = presence.of(text)
        return {index for index, need in asked if present & need != need}
