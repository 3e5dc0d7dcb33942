"""What an MCP client is told: the frozen instructions of a connection and the live
resource texts.

The instructions are built once per connection, when the client connects, from the
same parts and in the same order as a session's system prompt (``prompt.assembly``):
the tool guidance, the provider block, the MEMORY and USER blocks and the skills index.
They are not rebuilt while the connection lives (a write made through the connection
shows in the next connection's instructions), which is what keeps a client's prompt
cache valid. The identity part is keepmind's MCP introduction, never SOUL.md: the
client has its own identity. The resources, in contrast, are read from disk at each
request.
"""

from __future__ import annotations

import json
from collections.abc import Collection

from keepmind.api import Memory
from keepmind.mcp.session_log import TOOL_NAME as SESSION_LOG_TOOL
from keepmind.prompt.assembly import PromptParts, assemble, guidance_for
from keepmind.prompt.plan import safe_provider_block
from keepmind.prompt.snapshot import render_snapshot

INTRODUCTION = (
    "keepmind is your persistent memory for this user, kept across conversations and "
    "shared by every client connected to it: the notes and the user profile below "
    "(frozen when this conversation connected), an archive of past conversations and "
    "saved skills, each with its tools."
)

SESSION_LOG_GUIDANCE = (
    "## Archiving this conversation\n"
    "This conversation is not archived by itself. At natural checkpoints (a task done, "
    "before the conversation ends) call `session_log` with its user and assistant "
    "messages, so later conversations can find them with `session_search`. Resending "
    "messages is safe."
)

_TITLES = {"memory": "MEMORY", "user": "USER PROFILE"}
_SWITCHES = {"memory": "memory.memory_enabled", "user": "memory.user_profile_enabled"}


def instructions(memory: Memory, tool_names: Collection[str], provider_block: str = "") -> str:
    """The instructions for a connection that starts now (read from disk once)."""
    blocks = {target: render_snapshot([store.view()], memory.guard)
              for target, store in memory.prompt_stores().items()}
    if "org" in blocks:  # the organisation's block goes with MEMORY, before it
        blocks["memory"] = "\n\n".join(b for b in (blocks.pop("org"), blocks.get("memory"))
                                        if b)
    skills_index = memory.skills.index()
    guidance = guidance_for(tool_names, skills_index_present=bool(skills_index))
    if SESSION_LOG_TOOL in tool_names:
        guidance = f"{guidance}\n\n{SESSION_LOG_GUIDANCE}" if guidance else SESSION_LOG_GUIDANCE
    return assemble(PromptParts(
        identity=INTRODUCTION,
        guidance=guidance,
        provider_block=safe_provider_block(provider_block, memory.guard),
        memory_block=blocks.get("memory", ""),
        user_block=blocks.get("user", ""),
        skills_index=skills_index,
    ))


def store_text(memory: Memory, target: str) -> str:
    """The MEMORY or USER block as the file stands now (poisoned entries shown as
    placeholders), or a line saying the store is empty or disabled.

    Raises ValueError for an unknown target.
    """
    store = memory.store(target)
    if target not in memory.enabled_stores():
        return f"{_TITLES[target]} is disabled ({_SWITCHES[target]}: false in config.yaml)."
    block = render_snapshot([store.view()], memory.guard)
    return block or f"{_TITLES[target]} is empty (0/{store.limit:,} chars)."


def skills_text(memory: Memory) -> str:
    """The skills index as the library stands now, or a line saying there is none."""
    return memory.skills.index() or (
        "No skills saved yet. Save one with skill_manage(action='create') after a task "
        "worth repeating.")


def pending_text(memory: Memory) -> str:
    """The memory writes waiting for approval, as a JSON list (``Proposal.to_dict``)."""
    return json.dumps([p.to_dict() for p in memory.pending.list("pending")],
                      ensure_ascii=False, indent=2)
