"""System-prompt assembly (design §8). Pure: every input is text handed in by the caller.

The order is fixed: [0] identity, [1] tool-aware guidance, [2] provider block, [3] the
caller's system message, [4] MEMORY snapshot, [5] USER snapshot, [6] skills index,
[7] context files, [8] date and platform, [9] the first turn's recall (only with
``memory.first_turn_in_prompt``; last, so that the prefix shared by sessions stays the
same). Empty parts are left out; parts are separated by one blank line. The result is
built once per session and then never changes, so nothing in it may vary per turn (the
date has day precision for that reason).
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from datetime import date

DEFAULT_IDENTITY = (
    "You are a helpful, capable assistant with a persistent memory. You remember the user "
    "and your own notes across sessions through the memory shown below, and you can look "
    "up past conversations and saved skills with your tools."
)

MEMORY_GUIDANCE = (
    "## Memory\n"
    "The MEMORY and USER blocks below are your persistent memory, loaded at the start of "
    "this session; they are authoritative. Use the `memory` tool to keep them useful: save "
    "user preferences, corrections and explicit instructions to `user`; environment facts, "
    "project conventions, tool quirks and lessons from hard workflows to `memory`. Skip "
    "trivial or easily rediscovered facts, raw data, session progress and temporary TODO "
    "state. Write compact declarative facts. Saved changes appear in this prompt from the "
    "next session on; do not repeat a write that succeeded."
)

SESSION_SEARCH_GUIDANCE = (
    "## Past conversations\n"
    "Every earlier session is archived. When the user refers to something discussed before "
    "(\"like last time\", \"the bug we fixed\", \"what did we decide\"), call "
    "`session_search` with a short query instead of guessing; call it without a query to "
    "browse recent sessions."
)

SKILLS_GUIDANCE_HINT = (
    "## Skills\n"
    "Saved skills are listed below; load one with `skill_view` before a task it covers."
)


@dataclass(frozen=True)
class PromptParts:
    """The texts of the ten parts, each possibly empty."""

    identity: str = ""
    guidance: str = ""
    provider_block: str = ""
    system_message: str = ""
    memory_block: str = ""
    user_block: str = ""
    skills_index: str = ""
    context_files: str = ""
    date_line: str = ""
    first_recall: str = ""

    def ordered(self) -> list[str]:
        return [self.identity, self.guidance, self.provider_block, self.system_message,
                self.memory_block, self.user_block, self.skills_index, self.context_files,
                self.date_line, self.first_recall]


def assemble(parts: PromptParts) -> str:
    """Join the non-empty parts in design order with one blank line between them."""
    return "\n\n".join(p.strip("\n") for p in parts.ordered() if p and p.strip())


def identity_text(soul: str | None) -> str:
    """The identity part: the home's SOUL.md when it has text, else the default line."""
    return soul.strip() if soul and soul.strip() else DEFAULT_IDENTITY


def guidance_for(tool_names: Collection[str], *, skills_index_present: bool) -> str:
    """Guidance for the tools this session actually offers, nothing for absent tools."""
    parts = []
    if "memory" in tool_names:
        parts.append(MEMORY_GUIDANCE)
    if "session_search" in tool_names:
        parts.append(SESSION_SEARCH_GUIDANCE)
    if "skill_view" in tool_names and not skills_index_present:
        parts.append(SKILLS_GUIDANCE_HINT)
    return "\n\n".join(parts)


def date_line(today: date, platform: str) -> str:
    """Day precision only: a clock time would break the prompt cache every minute."""
    hint = PLATFORM_HINTS.get(platform, f"You are running on the '{platform}' platform.")
    return f"Today is {today.isoformat()} ({today.strftime('%A')}). {hint}"


PLATFORM_HINTS = {
    "cli": "You are running in a terminal chat; plain text and Markdown code blocks render.",
    "mcp": "You are connected through MCP to a client application.",
    "api": "You are called through an API; answer in plain text unless asked otherwise.",
}
