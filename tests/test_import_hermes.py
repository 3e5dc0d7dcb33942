"""The Hermes importer beyond the CLI round trip: state.db files of older schemas (fewer
columns), a home with nothing to import, and a file that is not a database."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from keepmind.archive import SessionArchive
from keepmind.errors import ArchiveError
from keepmind.importers.hermes import import_home


@pytest.fixture
def archive() -> SessionArchive:
    opened = SessionArchive.open(":memory:")
    yield opened  # type: ignore[misc]
    opened.close()


def test_an_early_schema_without_titles_or_cwd_imports(archive: SessionArchive,
                                                       tmp_path: Path) -> None:
    with sqlite3.connect(tmp_path / "state.db") as conn:
        conn.executescript("""
            CREATE TABLE sessions (id TEXT PRIMARY KEY, source TEXT NOT NULL,
                                   started_at REAL NOT NULL, parent_session_id TEXT);
            CREATE TABLE messages (id INTEGER PRIMARY KEY, session_id TEXT NOT NULL,
                                   role TEXT NOT NULL, content TEXT, timestamp REAL NOT NULL);
            INSERT INTO sessions VALUES ('p', 'cli', 100.0, NULL), ('c', 'cli', 200.0, 'p');
            INSERT INTO messages VALUES (1, 'p', 'user', 'plant the garlic in October', 101),
                                        (2, 'c', 'assistant', NULL, 201);
        """)
    conn.close()
    report = import_home(archive, tmp_path)
    assert (report.messages, report.sessions, report.errors) == (2, 2, [])
    child = archive.get("c")
    assert child is not None and child.parent_session_id == "p" and child.source == "hermes"
    assert archive.messages("c")[0].content == ""
    assert import_home(archive, tmp_path).messages == 0


def test_a_home_with_nothing_to_import_says_so(archive: SessionArchive,
                                               tmp_path: Path) -> None:
    report = import_home(archive, tmp_path)
    assert report.messages == 0 and "nothing to import" in report.notes[0]


def test_a_state_db_that_is_not_a_database_is_one_clear_error(archive: SessionArchive,
                                                              tmp_path: Path) -> None:
    (tmp_path / "state.db").write_bytes(b"this is not sqlite at all" * 40)
    with pytest.raises(ArchiveError, match="state.db"):
        import_home(archive, tmp_path)
