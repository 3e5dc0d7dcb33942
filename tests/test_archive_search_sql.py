"""The SQLite backend's search statements answer what the simple statements they replace
answer: a small match taken whole (without BM25) is the set BM25 would keep, and the
neighbours of many messages read in one statement are each message's previous and next
message in its session, whatever the interleaving of sessions (hypothesis)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from keepmind.archive import SessionArchive
from keepmind.archive.backends.base import Filters, WordQuery
from keepmind.archive.backends.sqlite import SQLiteBackend
from keepmind.archive.query import parse_query

WORDS = ["apple", "berry", "cherry", "damson", "elder"]
_SETTINGS = settings(max_examples=40, deadline=None,
                     suppress_health_check=[HealthCheck.function_scoped_fixture])


def _bm25_ids(path: Path, match: str, limit: int, min_id: int | None,
              table: str = "messages_fts") -> list[int]:
    """The rowids FTS5 ranks first, read straight from the index."""
    window = "" if min_id is None else " AND rowid >= ?"
    conn = sqlite3.connect(path)
    try:
        rows = conn.execute(f"SELECT rowid FROM {table} WHERE {table} MATCH ?{window} "
                            "ORDER BY rank LIMIT ?",
                            [match, *([] if min_id is None else [min_id]), limit]).fetchall()
    finally:
        conn.close()
    return [r[0] for r in rows]


@_SETTINGS
@given(texts=st.lists(st.lists(st.sampled_from(WORDS), min_size=1, max_size=6)
                      .map(" ".join), min_size=1, max_size=40),
       query=st.lists(st.sampled_from(WORDS), min_size=1, max_size=3, unique=True),
       every=st.booleans(), limit=st.integers(1, 12), window=st.integers(0, 20))
def test_word_candidates_are_the_ids_bm25_keeps(tmp_path_factory: object, texts: list[str],
                                                query: list[str], every: bool, limit: int,
                                                window: int) -> None:
    path = tmp_path_factory.mktemp("fts") / "a.db"  # type: ignore[attr-defined]
    archive = SessionArchive.open(path)
    sid = archive.create_session()
    for text in texts:
        archive.append(sid, "user", text)
    terms = parse_query(" ".join(query)).terms
    min_id = window or None
    word_query = WordQuery(terms, every=every, min_id=min_id)
    found = archive.backend.word_candidates(word_query, Filters(), limit)
    match = (" AND " if every else " OR ").join(f'"{t.text}"' for t in terms)
    expected = _bm25_ids(path, match, limit, min_id)
    archive.close()
    assert sorted(c.id for c in found) == sorted(expected)


def test_ties_are_kept_as_fts5_ranks_them(tmp_path: Path) -> None:
    path = tmp_path / "a.db"
    archive = SessionArchive.open(path)
    sid = archive.create_session()
    archive.append_many(sid, [{"role": "user", "content": text}
                              for text in ["apple pear"] * 30 + ["pear apple apple"] * 3])
    for every, limit in ((False, 5), (False, 4), (True, 7)):
        terms = parse_query("apple pear" if every else "apple").terms
        found = archive.backend.word_candidates(WordQuery(terms, every=every), Filters(), limit)
        match = " AND ".join(f'"{t.text}"' for t in terms)
        assert sorted(c.id for c in found) == sorted(_bm25_ids(path, match, limit, None))
    archive.close()


@_SETTINGS
@given(texts=st.lists(st.text("数据库迁移问题", min_size=3, max_size=9), min_size=1, max_size=30),
       query=st.text("数据库迁移问题", min_size=3, max_size=5), limit=st.integers(1, 8))
def test_gram_candidates_are_the_ids_bm25_keeps(tmp_path_factory: object, texts: list[str],
                                                query: str, limit: int) -> None:
    path = tmp_path_factory.mktemp("tri") / "a.db"  # type: ignore[attr-defined]
    archive = SessionArchive.open(path)
    sid = archive.create_session()
    for text in texts:
        archive.append(sid, "user", text)
    parsed = parse_query(query)
    found = archive.backend.gram_candidates(parsed, Filters(), limit)
    match = " OR ".join(f'"{g}"' for g in parsed.grams)
    expected = _bm25_ids(path, match, limit, None, "messages_trigram")
    archive.close()
    assert sorted(c.id for c in found) == sorted(expected)


@_SETTINGS
@given(plan=st.lists(st.integers(0, 3), min_size=1, max_size=30),
       picks=st.lists(st.integers(0, 40), max_size=12))
def test_neighbours_are_the_previous_and_next_message_of_the_session(
        tmp_path_factory: object, plan: list[int], picks: list[int]) -> None:
    path = tmp_path_factory.mktemp("nb") / "a.db"  # type: ignore[attr-defined]
    backend = SQLiteBackend(path)
    archive = SessionArchive(backend)
    sessions = [archive.create_session() for _ in range(4)]
    written = {sid: [] for sid in sessions}  # type: dict[str, list[int]]
    for i, which in enumerate(plan):
        sid = sessions[which]
        written[sid].append(archive.append(sid, "tool" if i % 3 else "user", f"text {i}"))
    asked = list(dict.fromkeys(picks))  # ids past the last one are unknown
    got = backend.neighbours(asked)
    assert list(got) == asked
    for mid in asked:
        order = next((ids for ids in written.values() if mid in ids), None)
        prev, nxt = got[mid]
        if order is None:
            assert (prev, nxt) == (None, None)
            continue
        at = order.index(mid)
        assert (prev.id if prev else None) == (order[at - 1] if at else None)
        assert (nxt.id if nxt else None) == (order[at + 1] if at + 1 < len(order) else None)
        for neighbour in (prev, nxt):
            if neighbour is not None:
                message = archive.message(neighbour.id)
                assert message is not None
                assert (neighbour.session_id, neighbour.role, neighbour.text) == (
                    message.session_id, message.role, message.content)
    archive.close()


def test_neighbours_of_more_ids_than_one_statement_takes() -> None:
    archive = SessionArchive.open(":memory:")
    sid = archive.create_session()
    ids = archive.append_many(sid, [{"role": "user", "content": f"m {i}"} for i in range(1203)])
    got = archive.backend.neighbours([*ids, 10_000_000])
    assert [(p.id if p else None, n.id if n else None) for p, n in
            (got[mid] for mid in ids)] == list(zip([None, *ids[:-1]], [*ids[1:], None],
                                                  strict=True))
    assert got[10_000_000] == (None, None)
    archive.close()
