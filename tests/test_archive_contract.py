"""The archive contract: every test here runs unchanged against each backend (``archive_url``:
a SQLite file and a PostgreSQL database on a throwaway cluster), through the public
``SessionArchive`` API only: CRUD and counters, search (stems, phrases, prefixes,
exclusions, filters, CJK), the same ranking as SQLite, lineage, import/export round trips,
concurrent writers and the migration of a blank database."""

from __future__ import annotations

import io
import threading
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from keepmind.archive import SessionArchive
from keepmind.archive.backends import postgres_schema, sqlite_schema
from keepmind.errors import ArchiveError

CALLS = '[{"id": "c1", "type": "function", "function": {"name": "sh", "arguments": "{}"}}]'


@pytest.fixture
def archive(archive_url: str) -> Iterator[SessionArchive]:
    with SessionArchive.open(archive_url) as opened:
        yield opened


def _kind(url: str) -> str:
    return "postgresql" if url.startswith("postgresql://") else "sqlite"


def _ids(archive: SessionArchive, query: str, **kwargs: object) -> list[int]:
    return [h.message_id for h in archive.search(query, **kwargs)]  # type: ignore[arg-type]


CORPUS = [
    ("db", [("user", "How do I migrate the users table to the new schema?"),
            ("assistant", "Use ALTER TABLE and run the migrations in a transaction."),
            ("user", "The migration failed with a lock timeout on users."),
            ("assistant", "Retry it at night when the database is quiet.")]),
    ("garden", [("user", "My tomatoes are wilting in the heat."),
                ("assistant", "Water them early in the morning and mulch the beds."),
                ("user", "Should I paint the fence at sunset or sunrise?")]),
    ("art", [("user", "I love to paint sunsets over the sea."),
             ("assistant", "Sunset, sunset, sunset: warm colours and long shadows."),
             ("user", "Got any favourite styles?"),
             ("assistant", "Contemporary dance and abstract painting!")]),
    ("cjk", [("user", "数据库迁移失败了，怎么办？"),
             ("assistant", "请检查数据库的锁，然后重新迁移。"),
             ("user", "東京の天気はどうですか"),
             ("assistant", "今日は晴れです")]),
]


def _fill(archive: SessionArchive) -> dict[str, str]:
    sids: dict[str, str] = {}
    for n, (title, turns) in enumerate(CORPUS):
        sid = archive.create_session(f"s-{title}", title=title, source="cli",
                                     started_at=1000.0 + n)
        archive.append_many(sid, [{"role": r, "content": c, "timestamp": 1000.0 + n + i}
                                  for i, (r, c) in enumerate(turns)])
        sids[title] = sid
    return sids


# --- CRUD and counters ------------------------------------------------------------------

def test_sessions_and_messages_are_stored_and_read_back(archive: SessionArchive) -> None:
    sid = archive.create_session("s1", source="mcp", model="m", title="first",
                                 started_at=100.0)
    first = archive.append(sid, "user", "hello there", timestamp=101.0, token_count=3)
    archive.append(sid, "assistant", "calling a tool", tool_calls=CALLS, timestamp=102.0,
                   token_count=7)
    archive.append(sid, "tool", "x" * 10_000, tool_name="sh", tool_call_id="c1",
                   timestamp=103.0)
    archive.add_tokens(sid, input_tokens=10, output_tokens=1)
    archive.set_title(sid, "renamed")
    archive.end_session(sid, "exit", ended_at=104.0)
    info = archive.get(sid)
    assert info is not None
    assert (info.source, info.model, info.title, info.started_at, info.ended_at,
            info.end_reason) == ("mcp", "m", "renamed", 100.0, 104.0, "exit")
    assert (info.message_count, info.tool_call_count, info.input_tokens,
            info.output_tokens) == (3, 1, 13, 8)
    messages = archive.messages(sid)
    assert [m.role for m in messages] == ["user", "assistant", "tool"]
    assert messages[0].id == first and messages[0].content == "hello there"
    assert messages[1].tool_calls is not None and messages[2].content == "x" * 10_000
    assert messages[2].tool_name == "sh" and messages[2].tool_call_id == "c1"
    assert archive.message(first) == messages[0]
    assert archive.list()[0].preview == "hello there"
    assert archive.count_sessions() == 1 and archive.count_messages() == 3


def test_errors_are_archive_errors(archive: SessionArchive) -> None:
    archive.create_session("taken")
    with pytest.raises(ArchiveError, match="already exists"):
        archive.create_session("taken")
    with pytest.raises(ArchiveError, match="unknown session"):
        archive.append("missing", "user", "lost")
    with pytest.raises(ArchiveError, match="unknown session"):
        archive.end_session("missing", "exit")
    with pytest.raises(ArchiveError, match="unknown message"):
        archive.window(123_456)
    assert archive.messages("taken") == [] and archive.get("missing") is None


def test_pages_windows_and_bookends(archive: SessionArchive) -> None:
    sid = archive.create_session()
    ids = archive.append_many(sid, [{"role": "user", "content": f"turn {i}"}
                                    for i in range(10)])
    assert [m.id for m in archive.messages(sid, after_id=ids[3], limit=2)] == ids[4:6]
    assert [m.id for m in archive.window(ids[5], before=2, after=1)] == ids[3:7]
    head, tail = archive.bookends(sid, n=2)
    assert [m.id for m in head] == ids[:2] and [m.id for m in tail] == ids[-2:]
    assert [s.id for s in archive.list(limit=-1)] == [sid]


def test_list_is_newest_first_with_source_and_time_filters(archive: SessionArchive) -> None:
    for n, source in enumerate(["cli", "mcp", "cli"]):
        archive.create_session(f"s{n}", source=source, started_at=float(n))
    assert [s.id for s in archive.list()] == ["s2", "s1", "s0"]
    assert [s.id for s in archive.list(source="cli")] == ["s2", "s0"]
    assert [s.id for s in archive.list(before=2.0, limit=1)] == ["s1"]
    assert [s.id for s in archive.list(offset=2)] == ["s0"]


def test_prune_and_delete_remove_messages_from_search(archive: SessionArchive) -> None:
    old = archive.create_session("old", started_at=10.0)
    archive.append(old, "user", "an ancient platypus")
    archive.end_session(old, "exit", ended_at=20.0)
    new = archive.create_session("new", started_at=1e9)
    archive.append(new, "user", "a modern platypus")
    assert archive.prune(100.0, now=1000.0) == ["old"]
    assert [h.session_id for h in archive.search("platypus")] == ["new"]
    report = archive.delete_session("new")
    assert report.deleted == ["new"] and report.messages == 1
    assert archive.search("platypus") == [] and archive.count_messages() == 0
    assert archive.check().problems == []


# --- search -----------------------------------------------------------------------------

def test_search_matches_stems_phrases_prefixes_and_exclusions(archive: SessionArchive) -> None:
    _fill(archive)
    hits = archive.search("migrating users")
    assert hits and all(h.session_id == "s-db" for h in hits[:3])
    assert "migrat" in hits[0].snippet.lower()
    assert archive.search('"lock timeout"')[0].snippet.startswith("The migration failed")
    assert any("migrations" in h.snippet for h in archive.search("migra*"))
    excluded = archive.search("sunset NOT paint")
    assert excluded and all("paint" not in h.snippet.lower() for h in excluded)
    assert archive.search("zzyzx quokka") == [] and archive.search("the of") != []


def test_filters_restrict_every_hit(archive: SessionArchive) -> None:
    sids = _fill(archive)
    assert {h.role for h in archive.search("sunset paint", roles=["assistant"])} == {
        "assistant"}
    assert {h.session_id for h in archive.search("sunset paint",
                                                 exclude_sessions=[sids["art"]])} == {
        sids["garden"]}
    assert {h.session_id for h in archive.search("paint", session_ids=[sids["art"]])} == {
        sids["art"]}
    assert archive.search("paint", sources=["mcp"]) == []


def test_unspaced_scripts_are_found_by_grams_and_short_runs(archive: SessionArchive) -> None:
    sids = _fill(archive)
    hits = archive.search("数据库迁移")
    assert hits and hits[0].session_id == sids["cjk"] and "数据库" in hits[0].snippet
    assert any("東京" in h.snippet for h in archive.search("東京"))
    assert any("晴れ" in h.snippet for h in archive.search("晴れ"))
    assert all("锁" not in h.snippet for h in archive.search("数据库 NOT 数据库的锁"))


def test_ranking_is_the_same_as_on_sqlite(archive: SessionArchive) -> None:
    with SessionArchive.open(":memory:") as reference:
        _fill(reference)
        _fill(archive)
        for query in ("sunset paint", "migrate users table", "favourite styles",
                      "数据库迁移", "morning water tomatoes", '"the users"'):
            ours = [(h.session_id, h.snippet, round(h.rank, 6)) for h in archive.search(query)]
            theirs = [(h.session_id, h.snippet, round(h.rank, 6))
                      for h in reference.search(query)]
            assert theirs and ours == theirs, query


def _on(day: str) -> float:
    return datetime.fromisoformat(day).replace(tzinfo=UTC).timestamp()


def test_time_in_the_question_lifts_the_messages_of_that_time(archive: SessionArchive) -> None:
    for sid, day in (("march", "2023-03-10"), ("may", "2023-05-20")):
        archive.create_session(sid, started_at=_on(day))
        archive.append_many(sid, [{"role": "user", "content": "We went hiking in the hills.",
                                   "timestamp": _on(day)},
                                  {"role": "assistant", "content": "Sounds lovely!",
                                   "timestamp": _on(day) + 60}])
    asked = _on("2023-05-30")
    assert archive.search("hiking")[0].session_id == "may"  # a tie: the newer first
    assert archive.search("Where did we go hiking in March 2023?")[0].session_id == "march"
    assert archive.search("Wo waren wir am 10. März 2023 wandern? hiking")[0].session_id == (
        "march")
    assert archive.search("hiking two months ago", as_of=asked)[0].session_id == "march"
    assert archive.search("hiking last week", as_of=asked)[0].session_id == "may"
    assert archive.search("hiking two months ago")[0].session_id == "may"  # no time known
    archive.time = False
    assert archive.search("hiking in March 2023")[0].session_id == "may"


def test_the_speaker_the_question_names_is_lifted(archive: SessionArchive) -> None:
    sid = archive.create_session("garden", started_at=1000.0)
    user, assistant = archive.append_many(sid, [
        {"role": "user", "content": "Basil for the balcony garden.", "timestamp": 1000.0},
        {"role": "assistant", "content": "Basil for the balcony garden!", "timestamp": 1001.0}])
    assert _ids(archive, "what basil did you recommend for the balcony garden")[0] == assistant
    assert _ids(archive, "which basil did I want for my balcony garden")[0] == user
    assert _ids(archive, "Welches Basilikum hast du mir empfohlen? basil balcony")[0] == (
        assistant)


TEXT = st.text(st.characters(blacklist_categories=("Cs",)), max_size=200)


@settings(max_examples=40, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(content=TEXT, query=TEXT)
def test_any_text_is_stored_exactly_and_any_query_answers(
        archive: SessionArchive, content: str, query: str) -> None:
    sid = archive.create_session()
    try:
        mid = archive.append(sid, "user", content)
    except ArchiveError as exc:  # PostgreSQL text cannot hold NUL: refused, in one line
        assert "\x00" in content and "NUL" in str(exc)
        return
    message = archive.message(mid)
    assert message is not None and message.content == content
    for hit in archive.search(query, limit=5) + archive.search(content, limit=5):
        assert archive.message(hit.message_id) is not None


# --- lineage ----------------------------------------------------------------------------

def test_lineage_roots_and_deletion_relinking(archive: SessionArchive) -> None:
    root = archive.create_session("root", started_at=1.0)
    child = archive.create_session("child", parent_session_id=root, started_at=2.0)
    grandchild = archive.create_session("grand", parent_session_id=child, started_at=3.0)
    branch = archive.create_session("branch", parent_session_id=root, started_at=4.0)
    assert [s.id for s in archive.lineage(grandchild)] == [root, child, grandchild]
    assert archive.root_of(grandchild) == root
    assert archive.roots_of([branch, "nobody"]) == {branch: root, "nobody": "nobody"}
    assert sorted(archive.lineage_members(branch)) == sorted([root, child, grandchild, branch])
    archive.append(grandchild, "user", "deep in the family tree")
    hit = archive.search("family tree")[0]
    assert hit.root_session_id == root
    report = archive.delete_session(child)
    assert report.reparented == [grandchild] and report.new_parent == root
    assert [s.id for s in archive.lineage(grandchild)] == [root, grandchild]
    gone = archive.delete_session(root, with_descendants=True)
    assert sorted(gone.deleted) == sorted([root, grandchild, branch])
    assert archive.count_sessions() == 0


# --- import / export --------------------------------------------------------------------

def test_export_import_round_trip_through_the_other_backend(
        archive: SessionArchive, tmp_path: Path) -> None:
    sids = _fill(archive)
    child = archive.create_session("cont", parent_session_id=sids["db"], started_at=2000.0)
    archive.append(child, "assistant", "continued", tool_calls=CALLS, token_count=4)
    archive.end_session(child, "compression", ended_at=2001.0)
    exported = io.StringIO()
    lines = archive.export_jsonl(exported)
    assert lines > 0
    (tmp_path / "a.jsonl").write_text(exported.getvalue(), encoding="utf-8")
    with SessionArchive.open(":memory:") as other:
        report = other.import_jsonl(tmp_path / "a.jsonl")
        assert report.sessions == archive.count_sessions()
        again = io.StringIO()
        other.export_jsonl(again)
    assert again.getvalue() == exported.getvalue()
    for sid in [*sids.values(), child]:
        archive.delete_session(sid)
    archive.import_jsonl(tmp_path / "a.jsonl")
    after = io.StringIO()
    archive.export_jsonl(after)
    assert after.getvalue() == exported.getvalue()
    assert archive.search("数据库迁移")[0].session_id == sids["cjk"]
    assert archive.check().problems == []


# --- concurrency ------------------------------------------------------------------------

def test_concurrent_writers_lose_nothing(archive_url: str) -> None:
    writers, each = 6, 30
    with SessionArchive.open(archive_url) as setup:
        sids = [setup.create_session(f"w{n}") for n in range(writers)]
    errors: list[BaseException] = []

    def write(n: int) -> None:
        try:
            with SessionArchive.open(archive_url) as own:  # its own connection(s)
                for i in range(each):
                    if i % 10 == 0:
                        own.append_many(sids[n], [{"role": "user",
                                                   "content": f"batch {n} {i} {k} shared"}
                                                  for k in range(12)])
                    else:
                        own.append(sids[n], "assistant", f"writer {n} line {i} shared words")
        except BaseException as exc:  # reported below, on the test's thread
            errors.append(exc)

    threads = [threading.Thread(target=write, args=(n,)) for n in range(writers)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=300)
    assert errors == []
    per_writer = each - 3 + 3 * 12
    with SessionArchive.open(archive_url) as check:
        assert check.count_messages() == writers * per_writer
        for sid in sids:
            info = check.get(sid)
            assert info is not None and info.message_count == per_writer
            ids = [m.id for m in check.messages(sid)]
            assert ids == sorted(set(ids))
        assert len(check.search("shared", limit=10_000)) == writers * per_writer
        assert check.check().problems == []


# --- migrations -------------------------------------------------------------------------

def test_a_blank_database_is_migrated_once(archive_url: str) -> None:
    expected = {"sqlite": sqlite_schema.MIGRATIONS, "postgresql": postgres_schema.MIGRATIONS}
    names = [name for name, _ in expected[_kind(archive_url)]]
    with SessionArchive.open(archive_url) as first:
        assert first.backend.applied_migrations() == names
        first.create_session("kept")
    with SessionArchive.open(archive_url) as again:
        assert again.backend.applied_migrations() == names
        assert again.get("kept") is not None and again.check().problems == []
