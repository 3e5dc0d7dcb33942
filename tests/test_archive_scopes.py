"""Scopes of the archive: user A, through every archive API and the session_search tool,
finds nothing of user B's sessions, on both backends; on PostgreSQL the database itself
refuses (raw SQL on A's connection sees none of B's rows, and cannot write into B's
scope), a connection without a scope sees nothing, and a role the policies would not
bind cannot open the archive."""

from __future__ import annotations

import io
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import postgres_server
from keepmind.archive import ImportCursor, SessionArchive
from keepmind.archive.backends import postgres_schema
from keepmind.errors import ArchiveError
from keepmind.recall.tool import SessionSearchTool
from keepmind.types import Scope

SECRET = "platypus launch codes 鸭嘴兽密码"
ALICE, BOB = Scope(user="alice", agent="helper"), Scope(user="bob", agent="helper")


@pytest.fixture
def pair(archive_url: str) -> Iterator[tuple[SessionArchive, SessionArchive]]:
    with SessionArchive.open(archive_url, scope=ALICE) as alice, \
            SessionArchive.open(archive_url, scope=BOB) as bob:
        yield alice, bob


def _bob_writes(bob: SessionArchive) -> dict[str, Any]:
    root = bob.create_session("bob-root", source="cli", title="bob's plans", started_at=1.0)
    ids = bob.append_many(root, [{"role": "user", "content": SECRET, "source_key": "k1"},
                                 {"role": "assistant", "content": "the platypus is ready"}])
    bob.end_session(root, "compression", ended_at=2.0)
    child = bob.create_session("bob-child", parent_session_id=root, started_at=3.0)
    ids += bob.append_many(child, [{"role": "user", "content": "more platypus plans"}])
    bob.save_import_cursor("/shared/export.jsonl", ImportCursor(99, "digest"))
    return {"root": root, "child": child, "ids": ids}


def _bob_is_intact(bob: SessionArchive, b: dict[str, Any]) -> None:
    assert [s.id for s in bob.list()] == [b["child"], b["root"]]
    assert [m.id for m in bob.messages(b["root"])] == b["ids"][:2]
    assert [h.message_id for h in bob.search("platypus")] != []
    assert [s.id for s in bob.lineage(b["child"])] == [b["root"], b["child"]]
    assert bob.source_keys(b["root"]) == {"k1"}
    assert bob.import_cursor("/shared/export.jsonl") == ImportCursor(99, "digest")
    assert bob.count_messages() == 3 and bob.count_sessions() == 2


def test_user_a_finds_nothing_of_user_b_through_any_archive_api(
        pair: tuple[SessionArchive, SessionArchive]) -> None:
    alice, bob = pair
    b = _bob_writes(bob)
    own = alice.create_session("alice-1", started_at=5.0)
    alice.append(own, "user", "my own notes on ducks")
    root, child, ids = b["root"], b["child"], b["ids"]

    assert alice.search("platypus") == [] and alice.search("鸭嘴兽") == []
    assert alice.search("platypus", session_ids=[root, child]) == []
    assert alice.get(root) is None and alice.get(child) is None
    assert [s.id for s in alice.list(limit=-1)] == [own]
    assert alice.list(limit=-1, before=4.0) == []
    assert alice.messages(root) == [] and alice.bookends(root) == ([], [])
    assert all(alice.message(i) is None for i in ids)
    for mid in ids:
        with pytest.raises(ArchiveError, match="unknown message"):
            alice.window(mid)
    with pytest.raises(ArchiveError, match="unknown session"):
        alice.lineage(child)
    assert alice.root_of(child) == child and alice.lineage_members(root) == [root]
    assert alice.source_keys(root) == set()
    assert alice.import_cursor("/shared/export.jsonl") is None
    assert alice.count_messages() == 1 and alice.count_sessions() == 1

    out = io.StringIO()
    alice.export_jsonl(out)
    assert "platypus" not in out.getvalue() and "bob" not in out.getvalue()
    assert alice.export_jsonl(io.StringIO(), [root, child]) == 0

    for write in (lambda: alice.append(root, "user", "injected"),
                  lambda: alice.end_session(root, "exit"),
                  lambda: alice.set_title(root, "pwned"),
                  lambda: alice.update_session(root, title="pwned"),
                  lambda: alice.add_tokens(root, 5, 5),
                  lambda: alice.delete_session(root),
                  lambda: alice.delete_session(child, with_descendants=True)):
        with pytest.raises(ArchiveError, match="unknown session"):
            write()
    assert alice.delete_sessions([root, child]) == 0
    assert alice.prune(0, dry_run=True, now=10**9) == [own]
    assert alice.prune(0, now=10**9) == [own]
    assert alice.check().problems == [] and alice.check(repair=True).repairs == []
    _bob_is_intact(bob, b)


def test_the_session_search_tool_of_user_a_finds_nothing_of_user_b(
        pair: tuple[SessionArchive, SessionArchive]) -> None:
    alice, bob = pair
    b = _bob_writes(bob)
    own = alice.create_session("alice-1")
    alice.append(own, "user", "ducks only")
    tool = SessionSearchTool(alice)
    calls: list[dict[str, Any]] = [
        {"query": "platypus"}, {"query": "鸭嘴兽"}, {}, {"session_id": b["root"]},
        {"session_id": b["child"], "query": "platypus"},
        {"around_message_id": b["ids"][0]},
        {"session_id": b["root"], "around_message_id": b["ids"][1]}]
    for call in calls:
        answer = json.dumps(tool(call), ensure_ascii=False)  # queries and ids are echoed
        for leak in ("launch codes", "密码", "is ready", "platypus plans", "bob's plans"):
            assert leak not in answer, (call, answer)
    _bob_is_intact(bob, b)


def test_the_same_session_id_in_two_scopes_is_two_sessions_on_postgres(
        postgres_url: str) -> None:
    with SessionArchive.open(postgres_url, scope=ALICE) as alice, \
            SessionArchive.open(postgres_url, scope=BOB) as bob:
        bob.create_session("same", title="bob's")
        alice.create_session("same", title="alice's")
        info = alice.get("same")
        assert info is not None and info.title == "alice's"
        assert [s.title for s in bob.list()] == ["bob's"]


def test_the_database_shows_user_a_none_of_user_b_rows(postgres_url: str) -> None:
    with SessionArchive.open(postgres_url, scope=BOB) as bob:
        _bob_writes(bob)
    import psycopg

    tables = postgres_schema.SCOPED_TABLES
    with postgres_server.connect_as(postgres_url, "alice") as conn:
        for table in tables:
            assert conn.execute(f"SELECT count(*) FROM {table}").fetchone() == (0,), table
        assert conn.execute("SELECT count(*) FROM messages WHERE content LIKE '%platypus%' "
                            "OR scope_user = 'bob'").fetchone() == (0,)
        assert conn.execute("UPDATE sessions SET title = 'pwned'").rowcount == 0
        assert conn.execute("DELETE FROM messages").rowcount == 0
        with pytest.raises(psycopg.errors.InsufficientPrivilege, match="row-level security"):
            conn.execute("INSERT INTO sessions (id, started_at, scope_user) "
                         "VALUES ('forged', 0, 'bob')")
    with postgres_server.connect_as(postgres_url, "bob") as conn:
        assert conn.execute("SELECT count(*) FROM messages").fetchone() == (3,)
        assert conn.execute("SELECT count(*) FROM sessions WHERE title = 'pwned'"
                            ).fetchone() == (0,)
    with psycopg.connect(postgres_url, autocommit=True) as unscoped:
        for table in tables:
            assert unscoped.execute(f"SELECT count(*) FROM {table}").fetchone() == (0,)


def test_a_role_that_bypasses_row_level_security_cannot_open_the_archive(
        postgres_cluster: Any, postgres_url: str) -> None:
    superuser_url = postgres_cluster.url(postgres_url.rsplit("/", 1)[1])
    with pytest.raises(ArchiveError, match="bypasses row-level security"):
        SessionArchive.open(superuser_url, scope=ALICE)


def test_every_table_has_a_forced_scope_policy(postgres_url: str) -> None:
    with SessionArchive.open(postgres_url):
        pass
    with postgres_server.connect_as(postgres_url) as conn:
        rows = conn.execute(
            "SELECT c.relname, c.relrowsecurity, c.relforcerowsecurity, count(p.polname) "
            "FROM pg_class c LEFT JOIN pg_policy p ON p.polrelid = c.oid "
            "WHERE c.relkind = 'r' AND c.relnamespace = 'public'::regnamespace "
            "GROUP BY 1, 2, 3 ORDER BY 1").fetchall()
    assert {r[0]: r[1:] for r in rows} == {
        **{t: (True, True, 1) for t in (*postgres_schema.SCOPED_TABLES,
                                        *postgres_schema.FACT_TABLES)},
        # the prompt memory: reading (own user, own organisation's store) and writing differ
        **{t: (True, True, 4) for t in (*postgres_schema.MEMORY_TABLES,
                                        *postgres_schema.MEMORY_META_TABLES)},
        "_migrations": (False, False, 0)}


def test_sessions_opened_without_a_scope_are_the_default_users(tmp_path: Path) -> None:
    path = tmp_path / "state.db"
    with SessionArchive.open(path) as home:
        sid = home.create_session(title="mine")
        home.append(sid, "user", "platypus")
    with SessionArchive.open(path, scope=Scope()) as same, \
            SessionArchive.open(path, scope=ALICE) as other:
        assert [s.id for s in same.list()] == [sid]
        assert other.list() == [] and other.search("platypus") == []


WORKER_GRANTS = (
    "GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO {role}",
    "GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO {role}",
)


def test_an_application_role_that_owns_nothing_is_bound_too(
        postgres_cluster: Any, postgres_url: str) -> None:
    import psycopg

    database = postgres_url.rsplit("/", 1)[1]
    role = f"worker_{database}"
    with SessionArchive.open(postgres_url):
        pass  # the owner migrates
    with psycopg.connect(postgres_cluster.url(database), autocommit=True) as admin:
        admin.execute(f"CREATE ROLE {role} LOGIN")
        for grant in WORKER_GRANTS:
            admin.execute(grant.format(role=role))
    worker_url = postgres_cluster.url(database, role)
    try:
        with SessionArchive.open(worker_url, scope=BOB) as bob:
            b = _bob_writes(bob)
            _bob_is_intact(bob, b)
        with SessionArchive.open(worker_url, scope=ALICE) as alice:
            assert alice.search("platypus") == [] and alice.get(b["root"]) is None
        with postgres_server.connect_as(worker_url, "alice") as conn:
            assert conn.execute("SELECT count(*) FROM messages").fetchone() == (0,)
            with pytest.raises(psycopg.errors.InsufficientPrivilege, match="owner"):
                conn.execute("ALTER TABLE messages NO FORCE ROW LEVEL SECURITY")
    finally:
        with psycopg.connect(postgres_cluster.url(database), autocommit=True) as admin:
            admin.execute(f"DROP OWNED BY {role}")
            admin.execute(f"DROP ROLE {role}")


def test_a_postgres_archive_from_before_scopes_is_the_default_users(postgres_url: str) -> None:
    import psycopg

    from keepmind.archive.backends import postgres_query as pq

    with psycopg.connect(postgres_url, autocommit=True) as conn:
        conn.execute("CREATE TABLE _migrations (name text PRIMARY KEY, "
                     "applied_at double precision NOT NULL)")
        for name, script in postgres_schema.MIGRATIONS[:2]:
            conn.execute(script.encode("utf-8"))
            conn.execute("INSERT INTO _migrations VALUES (%s, 0)", (name,))
        conn.execute("INSERT INTO sessions (id, started_at, title, message_count) "
                     "VALUES ('old', 1, 'kept', 1)")
        conn.execute("INSERT INTO messages (id, session_id, role, content, timestamp, words) "
                     "VALUES (nextval('messages_id_seq'), 'old', 'user', %s, 1, %s::tsvector)",
                     (SECRET, pq.document_vector(SECRET)))
    with SessionArchive.open(postgres_url) as home:
        assert home.backend.applied_migrations() == [n for n, _ in postgres_schema.MIGRATIONS]
        assert [h.session_id for h in home.search("platypus")] == ["old"]
        assert home.check().problems == []
    with SessionArchive.open(postgres_url, scope=ALICE) as alice:
        assert alice.list() == [] and alice.search("platypus") == []
