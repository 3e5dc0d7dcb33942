"""Importers take untrusted files: whatever a line holds, an import reports it or imports
it and never raises, and a second import of the same file writes nothing."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from keepmind.archive import ImportReport, SessionArchive
from keepmind.importers import chatgpt, claude_code, codex

KEYS = ["type", "uuid", "sessionId", "timestamp", "message", "role", "content", "isSidechain",
        "agentId", "subtype", "isMeta", "cwd", "payload", "id", "call_id", "output", "text",
        "summary", "customTitle", "tool_use_id", "name", "input", "arguments", "mapping",
        "current_node", "parent", "children", "author", "parts", "content_type"]
TYPES = ["user", "assistant", "system", "summary", "compact_boundary", "tool_use",
         "tool_result", "text", "image", "session_meta", "response_item", "turn_context",
         "compacted", "message", "function_call", "function_call_output", "local_shell_call"]
scalars = (st.none() | st.booleans() | st.integers(-2**70, 2**70) | st.floats()
           | st.sampled_from(TYPES) | st.text(max_size=12)
           | st.sampled_from(["2026-03-02T09:00:00.000Z", "s1", "\ud800", "user"]))
values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
    st.sampled_from(KEYS), inner, max_size=5), max_leaves=20)
records = st.dictionaries(st.sampled_from(KEYS), values, max_size=8)
raw_lines = st.lists(records.map(lambda r: json.dumps(r).encode()) | st.binary(max_size=40),
                     max_size=12)
Importer = Callable[..., ImportReport]


def _never_raises_and_is_idempotent(tmp_path: Path, lines: list[bytes],
                                    importer: Importer) -> None:
    path = tmp_path / "source.jsonl"
    path.write_bytes(b"\n".join(lines))
    with SessionArchive.open(":memory:") as archive:
        importer(archive, path)
        total = archive.count_messages()
        again = importer(archive, path)
        assert again.messages == 0 and archive.count_messages() == total


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(lines=raw_lines)
def test_any_claude_code_transcript_imports_without_raising(tmp_path: Path,
                                                            lines: list[bytes]) -> None:
    _never_raises_and_is_idempotent(tmp_path, lines, claude_code.import_transcript)


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(lines=raw_lines)
def test_any_codex_rollout_imports_without_raising(tmp_path: Path, lines: list[bytes]) -> None:
    _never_raises_and_is_idempotent(tmp_path, lines, codex.import_rollout)


@settings(max_examples=40, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(doc=st.lists(values, max_size=5))
def test_any_chatgpt_export_imports_without_raising(tmp_path: Path, doc: list[object]) -> None:
    path = tmp_path / "conversations.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    with SessionArchive.open(":memory:") as archive:
        chatgpt.import_export(archive, path)
        total = archive.count_messages()
        assert chatgpt.import_export(archive, path).messages == 0
        assert archive.count_messages() == total
