"""Applying add / replace / remove to a list of entries. Pure, no I/O.

``check`` refuses an edit whose fields cannot be stored (an unknown action, text that is
not a string or not valid Unicode, content with a line that is only the entry separator)
with InvalidArgument. ``apply`` either returns the new entry list or raises the
MemoryStoreError that explains why the operation is refused; the input list is never
modified. Budget checks happen on
the final state of a batch (``apply_all``), so a batch can free room before it adds.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from keepmind._validate import check_text, kind, shown
from keepmind.errors import (
    AmbiguousMatch,
    DuplicateEntry,
    InvalidArgument,
    MemoryFull,
    MemoryStoreError,
    NoMatch,
)
from keepmind.memory.entries import Usage, has_delimiter_line, preview

Action = Literal["add", "replace", "remove"]
ACTIONS: tuple[Action, ...] = ("add", "replace", "remove")

CONSOLIDATE = (
    "To make room: read the current entries, merge related ones into shorter entries with "
    "replace, remove stale or low-value ones with remove, then add again."
)


@dataclass(frozen=True)
class Edit:
    """One operation on one store; ``content`` for add/replace, ``old_text`` for
    replace/remove."""

    action: Action
    content: str = ""
    old_text: str = ""

    def normalized(self) -> Edit:
        return Edit(self.action, self.content.strip(), self.old_text.strip())


def check(edit: Edit) -> Edit:
    """``edit`` when every field can be stored. Raises InvalidArgument naming the field."""
    if not isinstance(edit, Edit):
        raise InvalidArgument(f"an edit must be an Edit; got {kind(edit)}")
    if edit.action not in ACTIONS:
        raise InvalidArgument(f"action must be one of {', '.join(ACTIONS)}; "
                              f"got {shown(edit.action)}")
    for name in ("content", "old_text"):
        value = getattr(edit, name)
        if not isinstance(value, str):
            raise InvalidArgument(f"{name} must be a string; got {kind(value)}")
        check_text(value, name)
    return edit


def locate(entries: Sequence[str], old_text: str, limit: int) -> int:
    """Index of the one entry ``old_text`` designates: an exact entry wins, else the single
    entry containing it. Raises NoMatch or AmbiguousMatch."""
    needle = old_text.strip()
    usage = str(Usage.of(entries, limit))
    if not needle:
        raise NoMatch("old_text is empty: give a short unique part of the entry",
                      entries=entries, usage=usage)
    if needle in entries:
        return entries.index(needle)
    hits = [i for i, entry in enumerate(entries) if needle in entry]
    if not hits:
        raise NoMatch(f"no entry contains {shown(needle)}", entries=entries, usage=usage)
    if len(hits) > 1:
        previews = [preview(entries[i]) for i in hits]
        raise AmbiguousMatch(
            f"{shown(needle)} matches {len(hits)} entries; use a more specific old_text",
            previews=previews, entries=entries, usage=usage,
        )
    return hits[0]


def check_content(content: str, entries: Sequence[str], usage: str) -> None:
    """Refuse content that could not be stored as exactly one entry. Raises
    MemoryStoreError."""
    if has_delimiter_line(content):
        raise MemoryStoreError(
            "content has a line holding only '§', the entry delimiter, so it would be "
            "stored as several entries; remove that line or write the § inside the text",
            entries=entries, usage=usage)
    try:
        content.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise MemoryStoreError(
            f"content is not valid Unicode text (a lone surrogate at {exc.start}); "
            "memory files are UTF-8", entries=entries, usage=usage) from None


def apply(entries: Sequence[str], edit: Edit, limit: int) -> list[str]:
    """The entries after ``edit``, without the budget check. Raises MemoryStoreError."""
    edit = edit.normalized()
    current = list(entries)
    usage = str(Usage.of(current, limit))
    if edit.content:
        check_content(edit.content, current, usage)
    if edit.action == "add":
        if not edit.content:
            raise MemoryStoreError("content is empty: nothing to add", entries=current,
                                   usage=usage)
        if edit.content in current:
            raise DuplicateEntry("entry already exists; nothing changed", entries=current,
                                 usage=usage)
        return [*current, edit.content]
    index = locate(current, edit.old_text, limit)
    if edit.action == "remove":
        del current[index]
        return current
    if not edit.content:
        raise MemoryStoreError("content is empty: use remove to delete an entry",
                               entries=current, usage=usage)
    if edit.content != current[index] and edit.content in current:
        raise DuplicateEntry("the replacement equals another existing entry; remove instead",
                             entries=current, usage=usage)
    current[index] = edit.content
    return current


def apply_all(entries: Sequence[str], edits: Sequence[Edit], limit: int) -> list[str]:
    """Apply ``edits`` in order, all or nothing, checking the budget on the final state.

    A result over the limit is refused unless it is no larger than before (so a store
    that was overfilled by hand can still be consolidated). Raises MemoryFull (with the
    current entries and usage) when the result is over budget.
    """
    result = list(entries)
    for edit in edits:
        result = apply(result, edit, limit)
    after = Usage.of(result, limit)
    before = Usage.of(entries, limit)
    if after.chars > limit and after.chars > before.chars:
        raise MemoryFull(
            f"would use {after.chars:,} of {limit:,} chars (now {before}). {CONSOLIDATE}",
            entries=entries, usage=str(before),
        )
    return result
