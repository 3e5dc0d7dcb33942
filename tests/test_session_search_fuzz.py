"""The session_search shapes (read, scroll, browse, discover) and the tool's dispatch take
any text and any integers and answer, or fail with ``ArchiveError`` / a tool error with a
message, never a sqlite3 error or anything else (property tests)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from archive_fuzzing import answers_or_archive_error, any_int, any_text, build_archive, queries
from keepmind.archive import SessionArchive
from keepmind.recall import discover, reading
from keepmind.recall.tool import SessionSearchTool


@pytest.fixture(scope="module")
def archive(tmp_path_factory: pytest.TempPathFactory) -> Iterator[SessionArchive]:
    path = tmp_path_factory.mktemp("fuzz") / "state.db"
    build_archive(path)
    with SessionArchive.open(path) as opened:
        yield opened


@settings(max_examples=500, deadline=None)
@given(session_id=st.one_of(st.sampled_from(["root", "child", "other"]), any_text),
       message_id=any_int, radius=any_int, limit=any_int, query=queries)
def test_session_search_shapes_take_any_text_and_integers(
        archive: SessionArchive, session_id: str, message_id: int, radius: int,
        limit: int, query: str) -> None:
    for call in (lambda: reading.read(archive, session_id),
                 lambda: reading.scroll(archive, session_id, message_id, radius, query),
                 lambda: reading.browse(archive, limit % 50, exclude=[session_id]),
                 lambda: discover.discover(archive, query, limit=limit % 12,
                                           exclude=[session_id])):
        answer = answers_or_archive_error(call)
        if answer is not None:
            assert answer["success"] is True
            json.dumps(answer, ensure_ascii=False)


arg_values = st.one_of(st.none(), st.booleans(), any_int, any_text, queries,
                       st.floats(), st.lists(st.integers(), max_size=2),
                       st.sampled_from(["root", "child", "other", "1", "30"]))


@settings(max_examples=2000, deadline=None)
@given(args=st.dictionaries(st.sampled_from(["query", "session_id", "around_message_id",
                                             "window", "limit", "summarize", "other"]),
                            arg_values, max_size=5))
def test_the_session_search_tool_answers_every_call(archive: SessionArchive,
                                                    args: dict[str, Any]) -> None:
    answer = SessionSearchTool(archive, current_session_id="other")(args)
    assert isinstance(answer["success"], bool)
    if not answer["success"]:
        assert answer["error"].strip()
    json.dumps(answer, ensure_ascii=False)


