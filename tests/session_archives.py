"""Builders of real archives for the session_search tests (through the public API)."""

from __future__ import annotations

from collections.abc import Sequence

from keepmind.archive import SessionArchive

DAY = 86_400.0
T0 = 1_735_689_600.0  # 2025-01-01T00:00:00Z


def conversation(archive: SessionArchive, texts: Sequence[str], *, title: str | None = None,
                 source: str = "cli", start: float = T0, parent: str | None = None,
                 end_reason: str | None = None) -> tuple[str, list[int]]:
    """A session whose messages alternate user/assistant, one second apart; returns its id
    and the message ids."""
    sid = archive.create_session(source=source, title=title, started_at=start,
                                 parent_session_id=parent)
    ids = archive.append_many(sid, [
        {"role": "user" if i % 2 == 0 else "assistant", "content": text,
         "timestamp": start + i} for i, text in enumerate(texts)])
    if end_reason:
        archive.end_session(sid, end_reason, ended_at=start + len(texts))
    return sid, ids


def chatter(count: int, *, word: str = "weather", at: int | None = None,
            match: str = "") -> list[str]:
    """``count`` filler messages; message ``at`` (when given) says ``match``."""
    return [match if i == at else f"small talk {i} about the {word} and lunch plans"
            for i in range(count)]
