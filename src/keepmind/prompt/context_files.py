"""Context files in the system prompt: capped head-and-tail and threat-scanned. Pure.

A file over ``max_chars`` keeps its head and tail with a visible marker of what was cut.
A file with any finding in the ``context`` scope, in its text or in its name, is replaced
whole by a placeholder that names the finding ids (a partly loaded poisoned file is still
poisoned); a flagged name is not repeated in the placeholder.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from keepmind.security.guard import RULES_ALONE, Guard

HEAD_SHARE = 0.7


@dataclass(frozen=True)
class ContextFile:
    """A context file's display name (path relative to the project) and its text."""

    name: str
    text: str


def cap(text: str, max_chars: int) -> str:
    """``text`` if it fits, else its head and tail around a ``[… N characters cut …]`` line."""
    if len(text) <= max_chars:
        return text
    marker_room = 64
    keep = max(0, max_chars - marker_room)
    head = int(keep * HEAD_SHARE)
    tail = keep - head
    cut = len(text) - head - tail
    tail_text = text[len(text) - tail:] if tail else ""
    return f"{text[:head]}\n\n[… {cut:,} characters cut from the middle …]\n\n{tail_text}"


def file_findings(file: ContextFile, guard: Guard = RULES_ALONE) -> tuple[str, ...]:
    """``guard``'s finding ids of a context file: its text and its name (a path is also
    text that reaches the prompt), sorted and distinct."""
    return _ids(f"{file.name}\n{file.text}", guard)


def render_file(file: ContextFile, max_chars: int, guard: Guard = RULES_ALONE) -> str:
    ids = file_findings(file, guard)
    if not ids:
        return f"### {file.name}\n{cap(file.text.strip(chr(10)), max_chars)}"
    name = file.name if not _ids(file.name, guard) else "(a file whose name failed the scan)"
    return (f"### {name}\n[BLOCKED: {name} failed the threat scan ({', '.join(ids)}) and "
            "was not loaded. Tell the user if its instructions seem to be missing.]")


def _ids(text: str, guard: Guard) -> tuple[str, ...]:
    return tuple(sorted({f.id for f in guard.scan(text, "context")}))


def render_context_files(files: Sequence[ContextFile], max_chars: int,
                         guard: Guard = RULES_ALONE) -> str:
    """The context-files part: a heading and each file in the given order, scanned by
    ``guard``; '' if none."""
    if not files:
        return ""
    rendered = [render_file(f, max_chars, guard) for f in files]
    return "\n\n".join(["## Project context files", *rendered])
