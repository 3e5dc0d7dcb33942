"""Shared by the archive fuzz tests: strategies for hostile text and integers, and a
small archive (lineage, tool calls, unspaced scripts, damaged rows written with raw
sqlite3) to throw them at."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

from hypothesis import strategies as st

from keepmind.archive import SessionArchive
from keepmind.errors import ArchiveError

FTS_BITS = ['"', "'", "*", "(", ")", ":", "^", "+", "-", "NEAR", "NEAR(", "AND", "OR", "NOT",
            "\x00", "\ud800", "\udfff", "\\", "{", "}", "col:", "messages_fts", ";", "--",
            "%", "_", "漢字", "🦓", " ", "\n"]
any_text = st.lists(st.one_of(st.text(st.characters(exclude_categories=()), max_size=4),
                              st.sampled_from(FTS_BITS)), max_size=8).map("".join)
queries = st.one_of(any_text, st.lists(st.sampled_from(FTS_BITS + ["walrus", "deploy",
                                                                   "docker", "日本"]),
                                       max_size=8).map(" ".join))
any_int = st.one_of(st.integers(-10, 60), st.integers(), st.sampled_from(
    [0, -1, 2**31, 2**63 - 1, 2**63, -(2**63), 2**64, 10**30]))


def build_archive(path: Path) -> None:
    """A small archive with a lineage, tool calls, unspaced scripts, and damaged rows
    written with raw sqlite3."""
    with SessionArchive.open(path) as built:
        built.create_session("root", started_at=1700000000.0, title="deploy walrus")
        built.create_session("child", parent_session_id="root", started_at=1700000100.0)
        built.create_session("other", started_at=1700000200.0)
        for i in range(30):
            built.append("root", "user" if i % 2 else "assistant",
                         f"deploy the walrus docker service {i} " + "x" * (i * 10),
                         timestamp=1700000000.0 + i)
        built.append("child", "user", "日本語のテキスト walrus", timestamp=1700000100.0)
        built.append("child", "assistant", "done", timestamp=1700000101.0,
                     tool_calls=[{"function": {"name": "run", "arguments": "{}"}}])
        built.append("other", "tool", "docker ps " * 900, tool_name="shell",
                     timestamp=1700000200.0)
    conn = sqlite3.connect(path)
    conn.execute("INSERT INTO messages (session_id, role, content, timestamp) VALUES "
                 "('other', 'user', CAST(X'77616c727573ff' AS TEXT), 'later'), "
                 "('other', 'wizard', 'walrus docker', 1e300)")
    conn.commit()
    conn.close()


def answers_or_archive_error(call: Callable[[], Any]) -> Any:
    try:
        return call()
    except ArchiveError as exc:
        assert str(exc).strip(), "an ArchiveError must say what went wrong"
        return None


