"""Small frozen dataclasses shared by the layers: scopes, archived messages, sessions and
search hits.

This module imports nothing from keepmind and does no I/O; every field is a plain value
so the types cross layer boundaries (archive → recall → MCP/CLI JSON) unchanged.
Timestamps are Unix seconds (float, UTC).
"""

from __future__ import annotations

from dataclasses import dataclass

DEFAULT_USER = "local"
"""The user of a home that names none (a single-user home)."""
_MAX_SCOPE_CHARS = 200


@dataclass(frozen=True)
class Scope:
    """Whose records these are: an ``org`` (organisation, "" for none), a ``user`` in it
    and the ``agent`` acting for them ("" for none). The archive belongs to (org, user):
    every agent of a user sees the user's archive, no one else does; ``agent`` is
    recorded on each session. Raises ValueError for an empty user, a name over 200
    characters or one holding a control character.
    """

    user: str = DEFAULT_USER
    agent: str = ""
    org: str = ""

    def __post_init__(self) -> None:
        for name, value in (("user", self.user), ("agent", self.agent), ("org", self.org)):
            if not isinstance(value, str):
                raise ValueError(f"scope {name} must be text")
            if len(value) > _MAX_SCOPE_CHARS or any(ord(c) < 32 or ord(c) == 127
                                                    or 0xD800 <= ord(c) <= 0xDFFF
                                                    for c in value):
                raise ValueError(f"scope {name} must be at most {_MAX_SCOPE_CHARS} printable "
                                 "characters")
        if not self.user:
            raise ValueError("scope user must not be empty")


@dataclass(frozen=True)
class Message:
    """One archived message. ``tool_calls`` is the JSON text the model sent, or None.

    ``damaged`` names the fields that could not be read as stored (the value shown is a
    stand-in); it is empty for every row written through the archive's API.
    """

    id: int
    session_id: str
    role: str
    content: str
    timestamp: float
    tool_calls: str | None = None
    tool_name: str | None = None
    tool_call_id: str | None = None
    token_count: int | None = None
    damaged: tuple[str, ...] = ()


@dataclass(frozen=True)
class SessionInfo:
    """One archived session and its counters.

    ``preview`` is the start of the session's first user message (empty when there is
    none); only the listing calls fill it. ``project`` is the working directory or project
    the session ran in, when its source says (imports from coding agents). ``damaged`` is
    as in ``Message``.
    """

    id: str
    source: str
    started_at: float
    user_id: str | None = None
    model: str | None = None
    title: str | None = None
    parent_session_id: str | None = None
    ended_at: float | None = None
    end_reason: str | None = None
    message_count: int = 0
    tool_call_count: int = 0
    input_tokens: int = 0
    output_tokens: int = 0
    project: str | None = None
    preview: str = ""
    damaged: tuple[str, ...] = ()


@dataclass(frozen=True)
class SearchHit:
    """One message found by a search, best first.

    ``rank`` is the final relevance score (higher is better; only comparable within one
    search). ``root_session_id`` is the root of the hit's lineage (the session itself
    when it has no parent). ``snippet`` is a short excerpt around the matched terms.
    ``matched`` is False for a message that contains none of the query's terms and was
    ranked through its neighbours (the reply right after a message naming the topic).
    """

    message_id: int
    session_id: str
    role: str
    snippet: str
    rank: float
    timestamp: float
    root_session_id: str = ""
    source: str = ""
    matched: bool = True
