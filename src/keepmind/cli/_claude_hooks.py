"""The Claude Code hook events: what each one adds to the model's context or archives.

- ``SessionStart``: the frozen MEMORY and USER blocks as ``additionalContext``, read from
  the rendered snapshot file and rendered anew, every entry scanned, only when an input
  changed since (``keepmind.cli._snapshot``). After a compaction (``source: compact``) a
  note follows: earlier turns are in the archive, and what matters should be saved.
- ``UserPromptSubmit``: the configured memory provider's recall for the prompt, fenced and
  scanned (``MemoryManager.prefetch_all``); with no provider configured it returns at
  once, having read only the snapshot file.
- ``PreCompact`` and ``SessionEnd``: the part of the transcript (``transcript_path``), and
  of its subagents' transcripts, not yet in the archive is appended to it
  (``keepmind.importers.claude_code``: incremental, so a hook firing twice archives each
  message once). ``PreCompact`` tells the user how
  many messages were kept before the context is summarised; the model's nudge to save
  what matters comes with the ``SessionStart`` that follows the compaction, the first
  moment Claude Code lets a hook add to the model's context again.

A handler raises on failure; ``keepmind.cli.hook`` logs it and exits 0.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from keepmind.cli._hook_input import Handler, HookInputError, with_site
from keepmind.cli._snapshot import rendered
from keepmind.home import Home

SNAPSHOT_INTRO = ("keepmind memory, frozen at session start (update it with the keepmind "
                  "`memory` tool; search past sessions with `session_search`):")
AFTER_COMPACTION = ("The conversation was just compacted. Its earlier turns are kept in "
                    "keepmind's archive (`session_search` finds them). If something from "
                    "before the compaction should outlive this session (a decision, a "
                    "preference, a fact about the project), save it now with the `memory` "
                    "tool.")


def _context(event: str, text: str) -> dict[str, Any]:
    return {"hookSpecificOutput": {"hookEventName": event, "additionalContext": text}}


def session_start(home: Home, payload: Mapping[str, Any]) -> dict[str, Any] | None:
    snapshot = rendered(home).snapshot
    parts = [f"{SNAPSHOT_INTRO}\n\n{snapshot}"] if snapshot else []
    if payload.get("source") == "compact":
        parts.append(AFTER_COMPACTION)
    return _context("SessionStart", "\n\n".join(parts)) if parts else None


def user_prompt_submit(home: Home, payload: Mapping[str, Any]) -> dict[str, Any] | None:
    prompt = payload.get("prompt")
    if not isinstance(prompt, str) or not rendered(home).provider:
        return None
    with_site()
    from keepmind.api import open_memory

    with open_memory(home.root) as mem:
        mem.providers.initialize(str(payload.get("session_id") or ""), platform="claude-code")
        fenced = mem.providers.prefetch_all(prompt)
    return _context("UserPromptSubmit", fenced) if fenced else None


def archive_transcript(home: Home, payload: Mapping[str, Any]) -> int:
    """Append the new messages of the session's transcript and of its subagents'
    transcripts to the archive; returns how many. Lines that could not be imported are
    raised as one HookInputError after the rest was archived."""
    path = payload.get("transcript_path")
    if not isinstance(path, str) or not path.strip():
        raise HookInputError("the hook input has no transcript_path")
    transcript = Path(path).expanduser()
    if not transcript.is_file():
        raise HookInputError(f"the transcript {transcript} does not exist")
    with_site()
    from keepmind.api import open_memory
    from keepmind.importers.claude_code import import_transcript, session_files
    from keepmind.importers.files import import_files

    with open_memory(home.root) as mem:
        report = import_files(mem.archive, session_files(transcript), import_transcript)
    if report.errors:
        shown = "; ".join(f"line {n}: {why}" if n else why for n, why in report.errors[:3])
        raise HookInputError(f"archived {report.messages} messages; {len(report.errors)} "
                             f"lines could not be: {shown}")
    return report.messages


def pre_compact(home: Home, payload: Mapping[str, Any]) -> dict[str, Any] | None:
    count = archive_transcript(home, payload)
    if not count:
        return None
    return {"systemMessage": f"keepmind archived {count} new message"
                             f"{'' if count == 1 else 's'} of this session before compaction"}


def session_end(home: Home, payload: Mapping[str, Any]) -> None:
    archive_transcript(home, payload)


HANDLERS: dict[str, Handler] = {
    "SessionStart": session_start,
    "UserPromptSubmit": user_prompt_submit,
    "PreCompact": pre_compact,
    "SessionEnd": session_end,
}
"""Claude Code event name -> handler (the events ``keepmind connect`` registers)."""
