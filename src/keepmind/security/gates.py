"""Literal texts a pattern's every match contains, read off the parsed pattern.

Pure. ``necessary(source)`` returns clauses: every match of ``source`` holds, for each
clause, at least one of its texts. A text that lacks every text of one clause cannot hold
a match anywhere (nor in any window of it, whatever its bounds: a match's characters are
the text's), so the engine does not try the rule on it (``engine.RuleSet.run``); "curl
$curl $…" wakes the rule for keys written into ``~/.ssh`` at every "curl" and costs it
nothing when no ".ssh" is in the text.

Sound by construction, never complete: consecutive literal characters make a text; an
alternation gives one clause when each of its branches gives one (their best ones
together); a repeat gives its body's clauses when it runs at least once; a group its
content's. Anything else (character classes but small ones, look-arounds, optional parts,
flags such as ignore case) gives nothing, which only keeps a rule from being skipped.
Clauses are kept few and small (``MAX_CLAUSES``, ``MAX_TEXTS``): each costs ``in`` tests
on every text the rule is woken on. A caller that looks for all texts of all clauses in one
pass (one automaton: ``benchmarks/scanner_stages.py`` measures what that would rule out)
asks for larger ones (``limits``).
"""

from __future__ import annotations

import importlib
import re
from typing import Any


def _module(name: str) -> Any:
    """A module of ``re`` itself (its parser); None where it is missing: no gates then."""
    try:
        return importlib.import_module(name)
    except ImportError:  # pragma: no cover
        return None


_p = _module("re._parser")
_c = _module("re._constants")

MAX_CLAUSES = 3
MAX_TEXTS = 12
_SMALL_SET = 4

Clause = frozenset[str]
Limits = tuple[int, int]  # at most so many clauses, of at most so many texts each


def necessary(source: str, limits: Limits = (MAX_CLAUSES, MAX_TEXTS)
              ) -> tuple[tuple[str, ...], ...]:
    """The clauses of ``source`` (see the module docstring), best first; () when none;
    at most ``limits`` (clauses, texts in one)."""
    if _p is None or _c is None:
        return ()
    try:
        parsed = _p.parse(source)
    except (re.error, RecursionError):
        return ()
    if parsed.state.flags & ~(re.UNICODE | re.VERBOSE):
        return ()
    clauses = _best(_sequence(list(parsed), limits), limits)
    return tuple(tuple(sorted(clause, key=lambda t: (-len(t), t))) for clause in clauses)


class Seen:
    """Which literal texts one text holds, each looked for once (rules share them)."""

    def __init__(self) -> None:
        self._found: dict[str, bool] = {}

    def holds(self, clauses: tuple[tuple[str, ...], ...], text: str) -> bool:
        """Whether ``text`` holds a text of every clause (True when there are none); the
        same ``text`` at every call."""
        found = self._found
        for clause in clauses:
            for literal in clause:
                there = found.get(literal)
                if there is None:
                    there = found[literal] = literal in text
                if there:
                    break
            else:
                return False
        return True


def _rank(clause: Clause) -> tuple[int, int, list[str]]:
    """Longer texts are rarer; fewer texts are cheaper; then the texts themselves, so that
    the order never depends on the order of a set."""
    return (-min(4, min(map(len, clause))), len(clause), sorted(clause))


def _best(clauses: list[Clause], limits: Limits) -> list[Clause]:
    kept = sorted({c for c in clauses if c and len(c) <= limits[1] and all(c)}, key=_rank)
    return kept[:limits[0]]


def _sequence(items: list[tuple[Any, Any]], limits: Limits) -> list[Clause]:
    """Every match of the sequence holds a text of each of the clauses returned."""
    clauses: list[Clause] = []
    run: list[str] = []
    for op, av in items:
        if op is _c.LITERAL:
            run.append(chr(av))
            continue
        if run:
            clauses.append(frozenset(["".join(run)]))
            run = []
        clauses.extend(_element(op, av, limits))
    if run:
        clauses.append(frozenset(["".join(run)]))
    return _best(clauses, limits)


def _element(op: Any, av: Any, limits: Limits) -> list[Clause]:
    if op is _c.IN:
        chars = [chr(a) for o, a in av if o is _c.LITERAL]
        return [frozenset(chars)] if len(chars) == len(av) <= _SMALL_SET else []
    if op is _c.SUBPATTERN:
        _group, add_flags, del_flags, sub = av
        return [] if add_flags or del_flags else _sequence(list(sub), limits)
    if op is _c.BRANCH:
        union: set[str] = set()
        for branch in av[1]:
            best = _sequence(list(branch), limits)
            if not best:
                return []
            union |= best[0]
        return [frozenset(union)] if len(union) <= limits[1] else []
    if op in (_c.MAX_REPEAT, _c.MIN_REPEAT, _c.POSSESSIVE_REPEAT):
        low, _high, sub = av
        return _sequence(list(sub), limits) if low else []
    return []  # look-arounds, positions, classes, any character: no text of their own
