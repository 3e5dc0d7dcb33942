"""Prompt-memory entries: parsing, rendering and budgets. Pure, no I/O.

A store's file is its entries joined by ``DELIMITER``. Reading splits on every delimiter
line: a line (ended by ``\n``, ``\r\n`` or ``\r``, so a file saved by a Windows editor
reads the same) that is only ``§`` once stripped of whitespace, strips each entry, drops
empty ones and later duplicates. Usage is the length of the joined text,
delimiters included.

Round trip: an entry that is stripped, non-empty and has no such line
(``has_delimiter_line``) reads back as exactly itself, and every entry ``parse`` returns is
one of those; ``edits`` refuses any other content, so an add can never turn into several
entries.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

SEPARATOR = "§"
DELIMITER = f"\n{SEPARATOR}\n"
# The § line is matched with its leading newline and only looked ahead to its trailing
# one, so two delimiter lines in a row still both split.
# "Whitespace" is str.isspace() minus the line breaks, the same rule as str.strip().
_DELIMITER_LINE = re.compile(r"(?:^|\r\n|\r|\n)[^\S\r\n]*§[^\S\r\n]*(?=\r\n|\r|\n|\Z)")
_LINE_BREAK = re.compile(r"\r\n|\r|\n")
RULE = "═" * 46
PREVIEW_CHARS = 80

TITLES = {
    "memory": "MEMORY (your personal notes)",
    "user": "USER PROFILE (who the user is)",
    "org": "ORGANISATION MEMORY (shared by every agent of the organisation; read-only)",
}


def parse(text: str) -> list[str]:
    """Split a store file into entries: stripped, non-empty, first of duplicates kept."""
    pieces = text.split(DELIMITER)
    # The common case, a file the tool wrote: splitting on the canonical delimiter is
    # enough when no piece holds another delimiter line (CRLF, spaces, two in a row).
    if "\r" in text or any("§" in piece and has_delimiter_line(piece) for piece in pieces):
        pieces = _DELIMITER_LINE.split(text)
    return dedupe(piece.strip() for piece in pieces)


def has_delimiter_line(text: str) -> bool:
    """Whether ``text`` has a line that is only ``§`` (ignoring whitespace): such text
    would read back as more than one entry."""
    return "§" in text and any(line.strip() == "§" for line in _LINE_BREAK.split(text))


def dedupe(entries: Iterable[str]) -> list[str]:
    seen: set[str] = set()
    kept: list[str] = []
    for entry in entries:
        if entry and entry not in seen:
            seen.add(entry)
            kept.append(entry)
    return kept


def join(entries: Sequence[str]) -> str:
    """The file text of ``entries`` (no trailing newline)."""
    return DELIMITER.join(entries)


def usage_chars(entries: Sequence[str]) -> int:
    return len(join(entries))


def percent(current: int, limit: int) -> int:
    return min(100, int(100 * current / limit)) if limit > 0 else 100


@dataclass(frozen=True)
class Usage:
    """How full a store is: ``chars`` of ``limit``, over ``entries`` entries."""

    chars: int
    limit: int
    entries: int

    @property
    def percent(self) -> int:
        return percent(self.chars, self.limit)

    def __str__(self) -> str:
        return f"{self.chars:,}/{self.limit:,}"

    @classmethod
    def of(cls, entries: Sequence[str], limit: int) -> Usage:
        return cls(usage_chars(entries), limit, len(entries))


def render_block(target: str, entries: Sequence[str], limit: int,
                 shown: Sequence[str] | None = None) -> str:
    """The snapshot block of one store, as design §3 shows it; '' for an empty store.

    The header's usage is always that of ``entries``; ``shown`` (same length) replaces
    the entries in the body, e.g. with placeholders for poisoned ones.
    """
    if not entries:
        return ""
    usage = Usage.of(entries, limit)
    header = f"{TITLES[target]} [{usage.percent}% — {usage} chars]"
    return "\n".join([RULE, header, RULE, join(entries if shown is None else shown)])


def preview(entry: str) -> str:
    """One line of at most PREVIEW_CHARS characters standing for ``entry``."""
    flat = " ".join(entry.split())
    return flat if len(flat) <= PREVIEW_CHARS else flat[: PREVIEW_CHARS - 1] + "…"
