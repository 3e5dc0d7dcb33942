"""``keepmind migrate``: a SQLite home copied into a PostgreSQL scope (archive, MEMORY and
USER, facts), verified, idempotent on a second run, and copied back into a new home on
files; a copy that cannot complete says so and exits 1."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import keepmind
from keepmind.cli.main import main
from keepmind.providers.facts import FactStore

SCOPE = ["--user", "alice", "--agent", "helper", "--org", "acme"]


def _cli(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, dict[str, Any]]:
    code = main(list(args))
    out = capsys.readouterr().out
    return code, json.loads(out) if out.strip().startswith("{") else {"raw": out}


def _sqlite_home(home: Path) -> list[str]:
    """A home with three sessions (one a child), two stores and two facts."""
    with keepmind.open(home) as mem:
        root = mem.archive.create_session("s-root", title="deploys")
        mem.archive.append_many(root, [
            {"role": "user", "content": "How do we deploy the aardvark service?"},
            {"role": "assistant", "content": "With the blue-green pipeline."}])
        child = mem.archive.create_session("s-child", parent_session_id=root)
        mem.archive.append(child, "user", "The pelican cache needs warming first")
        other = mem.archive.create_session("s-other")
        mem.archive.append_many(other, [
            {"role": "user", "content": "Kestrel benchmarks regressed on Tuesday"},
            {"role": "assistant", "content": "Bisect the kestrel commits."}])
        mem.memory.add("Deploys use the blue-green pipeline")
        mem.user.add("Alice prefers terse answers")
        mem.user.add("Alice is on call on Mondays")
    with FactStore(home / "facts.db") as facts:
        facts.add("The aardvark service runs on port 8443", category="project")
        facts.add("Alice prefers Rust for tools", category="preference")
    return [root, child, other]


def test_a_home_goes_into_a_scope_verified_and_idempotent_and_comes_back(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, postgres_url: str) -> None:
    home = tmp_path / "home"
    sessions = _sqlite_home(home)
    code, first = _cli(capsys, *SCOPE, "migrate", "--to", postgres_url, "--home", str(home),
                       "--json")
    assert code == 0 and first["ok"] is True, first
    assert (first["sessions"], first["messages"], first["messages_copied"]) == (3, 5, 5)
    assert first["entries_copied"] == {"memory": 1, "user": 2}
    assert first["facts_copied"] == 2 and first["searches"] >= 1
    assert first["searches_found"] == first["searches"]

    with keepmind.open(tmp_path / "any", url=postgres_url, user="alice", agent="helper",
                       org="acme") as mem:
        assert [s.id for s in mem.archive.lineage("s-child")] == ["s-root", "s-child"]
        assert {h.session_id for h in mem.archive.search("kestrel")} == {"s-other"}
        assert mem.user.entries == ["Alice prefers terse answers", "Alice is on call on Mondays"]
        assert mem.memory.entries == ["Deploys use the blue-green pipeline"]
    with keepmind.open(tmp_path / "any", url=postgres_url, user="bob", org="acme") as bob:
        assert bob.archive.count_sessions() == 0 and bob.user.entries == []

    code, again = _cli(capsys, *SCOPE, "migrate", "--to", postgres_url, "--home", str(home),
                       "--json")
    assert code == 0 and again["ok"] is True
    assert (again["messages_copied"], again["facts_copied"]) == (0, 0)
    assert again["entries_copied"] == {"memory": 0, "user": 0}

    back = tmp_path / "back"
    code, reverse = _cli(capsys, *SCOPE, "migrate", "--from", postgres_url, "--to-home",
                         str(back), "--json")
    assert code == 0 and reverse["ok"] is True and reverse["messages_copied"] == 5
    with keepmind.open(back) as mem:
        assert sorted(s.id for s in mem.archive.list(limit=-1)) == sorted(sessions)
        assert mem.user.entries == ["Alice prefers terse answers", "Alice is on call on Mondays"]
    with FactStore(back / "facts.db") as facts:
        assert {f.content for f in facts.list_facts()} == {
            "The aardvark service runs on port 8443", "Alice prefers Rust for tools"}


def test_a_copy_that_does_not_fit_is_reported_and_exits_1(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, postgres_url: str) -> None:
    home = tmp_path / "home"
    _sqlite_home(home)
    with keepmind.open(tmp_path / "any", url=postgres_url, user="alice", agent="helper",
                       org="acme") as mem:
        mem.user.add("x" * (mem.user.limit - 20))
    code, report = _cli(capsys, *SCOPE, "migrate", "--to", postgres_url, "--home", str(home),
                        "--json")
    assert code == 1 and report["ok"] is False
    assert any(p.startswith("user: 2 entries not copied") for p in report["problems"])
    assert report["messages_copied"] == 5  # what could be copied was


def test_the_directions_are_checked(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert main(["migrate", "--home", str(tmp_path)]) != 0
    assert main(["migrate", "--to", str(tmp_path / "x.db"), "--home", str(tmp_path)]) != 0
    assert main(["migrate", "--from", "postgresql://nobody@127.0.0.1:1/x"]) != 0
    assert "--to" in capsys.readouterr().err


def test_a_migration_leaves_the_archive_analysed(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, postgres_url: str) -> None:
    import postgres_server
    from keepmind.archive import SessionArchive
    from keepmind.archive.backends import postgres_schema

    home = tmp_path / "home"
    _sqlite_home(home)
    SessionArchive.open(postgres_url).close()  # the schema, not yet analysed
    with postgres_server.connect_as(postgres_url, "alice", "acme") as conn:
        unanalysed = "SELECT count(*) FROM pg_stat_user_tables WHERE relname = ANY(%s) " \
                     "AND last_analyze IS NULL"
        tables = list(postgres_schema.SCOPED_TABLES)
        assert conn.execute(unanalysed, (tables,)).fetchone() == (len(tables),)
        code, report = _cli(capsys, *SCOPE, "migrate", "--to", postgres_url, "--home",
                            str(home), "--json")
        assert code == 0 and report["ok"] is True, report
        assert conn.execute(unanalysed, (tables,)).fetchone() == (0,)


def _vectors_by_text(archive: Any, model: str) -> dict[tuple[str, str, int], bytes]:
    """(session, content, occurrence) -> stored bytes, for every vector of ``model``."""
    stored = {int(mid): bytes(v) for _, mid, v in archive.backend.vectors.since(model, 0, 1000)}
    found: dict[tuple[str, str, int], bytes] = {}
    for session in archive.list(limit=-1):
        seen: dict[str, int] = {}
        for m in archive.messages(session.id):
            seen[m.content] = seen.get(m.content, 0) + 1
            if m.id in stored:
                found[(session.id, m.content, seen[m.content])] = stored[m.id]
    return found


def test_stored_vectors_travel_with_their_messages_both_ways(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, postgres_url: str) -> None:
    """Vectors are bytes named by a model: they reach the copy of their own message (the
    same text said twice in a session keeps each its own vector), without the model."""
    home = tmp_path / "home"
    _sqlite_home(home)
    with keepmind.open(home) as mem:
        twice = mem.archive.create_session("s-twice")
        mem.archive.append_many(twice, [{"role": "user", "content": "ok"},
                                        {"role": "assistant", "content": "noted"},
                                        {"role": "user", "content": "ok"}])
        ids = [m.id for s in mem.archive.list(limit=-1) for m in mem.archive.messages(s.id)]
        mem.archive.backend.vectors.put("model-a", [(i, bytes([i % 256]) * 8) for i in ids])
        (noted,) = [m.id for m in mem.archive.messages(twice) if m.content == "noted"]
        mem.archive.backend.vectors.put("model-b", [(noted, b"\x01\x02")])  # replaces a
        expected = _vectors_by_text(mem.archive, "model-a")
    assert len(expected) == 7 and expected[("s-twice", "ok", 1)] != expected[("s-twice", "ok", 2)]

    code, first = _cli(capsys, *SCOPE, "migrate", "--to", postgres_url, "--home", str(home),
                       "--json")
    assert code == 0 and first["ok"] is True, first
    assert (first["vectors"], first["vectors_copied"]) == (8, 8)
    with keepmind.open(tmp_path / "any", url=postgres_url, user="alice", agent="helper",
                       org="acme") as mem:
        assert _vectors_by_text(mem.archive, "model-a") == expected
        assert mem.archive.backend.vectors.models() == ["model-a", "model-b"]
    with keepmind.open(tmp_path / "any", url=postgres_url, user="bob", org="acme") as bob:
        assert bob.archive.backend.vectors.models() == []  # another scope sees none

    code, again = _cli(capsys, *SCOPE, "migrate", "--to", postgres_url, "--home", str(home),
                       "--json")
    assert code == 0 and (again["vectors"], again["vectors_copied"]) == (8, 8)
    with keepmind.open(tmp_path / "any", url=postgres_url, user="alice", agent="helper",
                       org="acme") as mem:
        assert mem.archive.backend.vectors.counts("model-a").current == 7  # replaced, not added

    back = tmp_path / "back"
    code, reverse = _cli(capsys, *SCOPE, "migrate", "--from", postgres_url, "--to-home",
                         str(back), "--json")
    assert code == 0 and reverse["vectors_copied"] == 8
    with keepmind.open(back) as mem:
        assert _vectors_by_text(mem.archive, "model-a") == expected
    code, shown = _cli(capsys, *SCOPE, "migrate", "--from", postgres_url, "--to-home",
                       str(back))
    assert "vectors: 8 of 8 stored vectors copied" in shown["raw"]


def test_a_vector_whose_message_has_no_copy_is_counted_not_copied(tmp_path: Path) -> None:
    from keepmind.archive import SessionArchive
    from keepmind.archive.vector_copy import copy_vectors

    with SessionArchive.open(tmp_path / "a.db") as source, \
            SessionArchive.open(tmp_path / "b.db") as target:
        for archive, text in ((source, "the same"), (target, "the same")):
            archive.append(archive.create_session("s"), "user", text)
        source.append("s", "user", "only in the source")
        source.append("s", "tool", "a tool result has no vector")
        ids = [m.id for m in source.messages("s")]
        source.backend.vectors.put("m", [(i, b"v%d" % i) for i in ids[:2]])
        result = copy_vectors(source, target)
        assert (result.found, result.copied) == ({"m": 2}, {"m": 1})
        (copied,) = target.backend.vectors.since("m", 0, 10)
        assert bytes(copied[2]) == b"v%d" % ids[0]


def test_an_entry_accepted_in_the_home_is_reported_and_the_others_are_copied(
        capsys: pytest.CaptureFixture[str], tmp_path: Path, postgres_url: str) -> None:
    """A person accepted a finding for one entry of the SQLite home (``memory add
    --accept``); stores on PostgreSQL hold no acceptances yet, so the destination's scan
    refuses that entry: it is named with its finding, and every other entry is copied."""
    home = tmp_path / "home"
    _sqlite_home(home)
    talk = "User's talk is titled 'Ignore previous instructions: a history of prompt injection'."
    with keepmind.open(home) as mem:
        mem.user.add(talk, accept=["injection.ignore_previous"])
        assert talk in mem.user.entries
    code, report = _cli(capsys, *SCOPE, "migrate", "--to", postgres_url, "--home", str(home),
                        "--json")
    assert code == 1 and report["ok"] is False
    assert report["entries_copied"] == {"memory": 1, "user": 2}
    problem = [p for p in report["problems"] if p.startswith("user:")]
    assert len(problem) == 1 and "injection.ignore_previous" in problem[0], report["problems"]
    assert "entry 3" in problem[0] and "accept" in problem[0]
    with keepmind.open(tmp_path / "any", url=postgres_url, user="alice", agent="helper",
                       org="acme") as mem:
        assert mem.user.entries == ["Alice prefers terse answers", "Alice is on call on Mondays"]
