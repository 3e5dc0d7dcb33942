"""Scopes of the prompt memory on PostgreSQL: user A, through the library, the memory tool,
the CLI and raw SQL on A's connection settings, can neither read nor write user B's USER
or MEMORY store, journal or entry metadata; MEMORY is per agent, USER per user; the
organisation's store is shown to every agent of the organisation as its own block, is
written only through an administrator's handle, and is invisible to other
organisations."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import psycopg
import pytest

import keepmind
import postgres_server
from keepmind.cli.main import main
from keepmind.config import Settings
from keepmind.errors import InvalidArgument, MemoryStoreError, NothingToUndo
from keepmind.memory.entries import TITLES
from keepmind.memory.meta import writing

SECRET = "Bob's bank PIN hint is platypus"


@pytest.fixture
def opener(postgres_url: str, tmp_path: Path,
           open_memory: Callable[..., keepmind.Memory]) -> Callable[..., keepmind.Memory]:
    def open_as(user: str, agent: str = "helper", org: str = "acme") -> keepmind.Memory:
        return open_memory(tmp_path / f"home-{user}-{agent}-{org}", url=postgres_url,
                           user=user, agent=agent, org=org)
    return open_as


def _bob_writes(bob: keepmind.Memory) -> None:
    bob.user.add(SECRET)
    bob.memory.add("Bob's deploy key lives in vault path platypus/prod")
    assert bob.memory_tool({"action": "add", "target": "user",
                            "content": "Bob prefers platypus emojis"})["success"]


def test_user_a_cannot_read_or_write_user_b_stores_through_the_library_and_tool(
        opener: Callable[..., keepmind.Memory]) -> None:
    alice, bob = opener("alice"), opener("bob")
    _bob_writes(bob)
    assert alice.user.entries == [] and alice.memory.entries == []
    assert "platypus" not in alice.render_snapshot() and alice.snapshot() == ""
    assert list(alice.journal.history()) == []
    with pytest.raises(NothingToUndo):
        alice.user.undo()
    for call in ({"action": "remove", "target": "user", "old_text": "platypus"},
                 {"action": "replace", "target": "user", "old_text": "PIN",
                  "content": "overwritten"},
                 {"action": "remove", "target": "memory", "old_text": "vault"}):
        answer = alice.memory_tool(call)
        shown = json.dumps(answer)
        assert answer["success"] is False and answer.get("entries") == []
        assert "bank" not in shown and "vault path" not in shown and "emojis" not in shown
    alice.user.add("Alice likes tea")
    assert bob.user.entries == [SECRET, "Bob prefers platypus emojis"]
    assert len(bob.memory.entries) == 1 and len(list(bob.journal.history())) == 3


def test_memory_is_per_agent_and_user_is_per_user(
        opener: Callable[..., keepmind.Memory]) -> None:
    helper, coder = opener("alice", "helper"), opener("alice", "coder")
    helper.memory.add("helper: the wiki is at wiki.acme")
    helper.user.add("Alice works at night")
    assert coder.memory.entries == []
    assert coder.user.entries == ["Alice works at night"]
    assert opener("alice", "helper", org="other").user.entries == []


def test_raw_sql_under_a_settings_sees_and_changes_nothing_of_b(
        opener: Callable[..., keepmind.Memory], postgres_url: str) -> None:
    bob = opener("bob")
    _bob_writes(bob)
    opener("alice").user.add("Alice likes tea")
    with postgres_server.connect_as(postgres_url, user="alice", org="acme") as conn:
        rows = conn.execute("SELECT scope_user, text FROM prompt_memory").fetchall()
        assert rows == [("alice", "Alice likes tea")]
        journal = conn.execute("SELECT scope_user FROM prompt_memory_journal").fetchall()
        assert journal == [("alice",)]
        assert conn.execute("UPDATE prompt_memory SET text = 'gone' "
                            "WHERE scope_user = 'bob'").rowcount == 0
        assert conn.execute("DELETE FROM prompt_memory_journal").rowcount == 1
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            conn.execute("INSERT INTO prompt_memory (scope_org, scope_user, scope_agent, "
                         "target, text, updated_at) VALUES ('acme', 'bob', '', 'user', "
                         "'forged', 0) ON CONFLICT DO NOTHING")
    with postgres_server.connect_as(postgres_url, user="bob", org="other") as conn:
        assert conn.execute("SELECT count(*) FROM prompt_memory").fetchone() == (0,)
    assert bob.user.entries == [SECRET, "Bob prefers platypus emojis"]
    assert len(list(bob.journal.history())) == 3


def test_user_a_never_sees_or_changes_user_b_entry_metadata(
        opener: Callable[..., keepmind.Memory], postgres_url: str) -> None:
    bob = opener("bob")
    with writing("tool", "bob-session-1"):
        _bob_writes(bob)
    before = {e: i.to_dict() for e, i in bob.meta().entries("user").items()}
    alice = opener("alice")
    alice.user.add("Alice likes tea")
    assert set(alice.meta().entries("user")) == {"Alice likes tea"}
    assert alice.meta().entries("memory") == {}
    assert alice.meta().writes(r.id for r in bob.journal.history()) == {}
    alice.meta().mark_used("user", [SECRET])
    with postgres_server.connect_as(postgres_url, user="alice", org="acme") as conn:
        rows = conn.execute("SELECT scope_user, content FROM prompt_memory_entries").fetchall()
        assert rows == [("alice", "Alice likes tea")]
        assert conn.execute("SELECT count(*) FROM prompt_memory_journal WHERE session_id "
                            "= 'bob-session-1'").fetchone() == (0,)
        assert conn.execute("UPDATE prompt_memory_entries SET origin = 'forged' "
                            "WHERE scope_user = 'bob'").rowcount == 0
        assert conn.execute("DELETE FROM prompt_memory_entries "
                            "WHERE scope_user = 'bob'").rowcount == 0
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            conn.execute("INSERT INTO prompt_memory_entries (scope_org, scope_user, "
                         "scope_agent, target, digest, content, created_at, updated_at, "
                         "origin) VALUES ('acme', 'bob', '', 'user', 'x', 'forged', '', '', "
                         "'hand')")
    with postgres_server.connect_as(postgres_url, user="bob", org="other") as conn:
        assert conn.execute("SELECT count(*) FROM prompt_memory_entries").fetchone() == (0,)
    after = {e: i.to_dict() for e, i in bob.meta().entries("user").items()}
    assert after == before and after[SECRET]["session_id"] == "bob-session-1"


def test_users_sharing_a_home_never_see_each_others_queue_or_evicted_entries(
        postgres_url: str, tmp_path: Path, open_memory: Callable[..., keepmind.Memory]) -> None:
    settings = Settings(memory={"write_approval": "auto"})
    bob, alice = (open_memory(tmp_path / "server-home", url=postgres_url, user=user,
                              agent="helper", org="acme", settings=settings)
                  for user in ("bob", "alice"))
    bob.user.add("Bob lives in Berlin")
    assert bob.memory_tool({"action": "add", "target": "user",
                            "content": "Bob lives in Paris"})["queued"]
    (flag,) = bob.pending.list()
    bob.memory_archive.put("user", [SECRET], {}, reason="evicted")
    assert alice.pending.list(None) == [] and alice.memory_archive.search() == []
    with pytest.raises(InvalidArgument):
        alice.pending.get(flag.id)
    with pytest.raises(InvalidArgument):
        alice.pending.reject(flag.id)
    assert bob.pending.get(flag.id).status == "pending"
    assert [e.content for e in bob.memory_archive.search()] == [SECRET]


def test_the_organisation_store_is_its_own_block_and_read_only_to_agents(
        opener: Callable[..., keepmind.Memory], postgres_url: str) -> None:
    admin = opener("admin", agent="")
    admin.store("org").add("Acme ships on Thursdays")
    alice = opener("alice")
    alice.memory.add("Alice's repo uses uv")
    snapshot = alice.snapshot()
    org_at, memory_at = snapshot.index(TITLES["org"]), snapshot.index(TITLES["memory"])
    assert org_at < memory_at and "Acme ships on Thursdays" in snapshot
    assert alice.org is not None and alice.org.entries == ["Acme ships on Thursdays"]
    with pytest.raises(MemoryStoreError, match="read-only"):
        alice.org.add("agents may not write here")
    refused = alice.memory_tool({"action": "add", "target": "org", "content": "sneaky"})
    assert refused["success"] is False
    with postgres_server.connect_as(postgres_url, user="alice", org="acme") as conn:
        assert conn.execute("UPDATE prompt_memory SET text = 'defaced' "
                            "WHERE target = 'org'").rowcount == 0
    assert opener("mallory", org="evil").org.entries == []  # type: ignore[union-attr]
    assert "Thursdays" not in opener("mallory", org="evil").render_snapshot()
    assert alice.org.entries == ["Acme ships on Thursdays"]


def _cli(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, Any]:
    code = main(list(args))
    return code, capsys.readouterr().out


def test_the_cli_works_in_the_scope_of_its_options(
        capsys: pytest.CaptureFixture[str], isolated_home: Path, postgres_url: str) -> None:
    isolated_home.mkdir(parents=True)
    (isolated_home / "config.yaml").write_text(f"archive:\n  url: {postgres_url}\n", "utf-8")
    assert _cli(capsys, "--user", "bob", "memory", "add", "-t", "user", SECRET)[0] == 0
    assert _cli(capsys, "--user", "alice", "memory", "add", "-t", "user", "Alice")[0] == 0
    code, out = _cli(capsys, "--user", "alice", "memory", "show", "--json")
    assert code == 0 and json.loads(out)["user"]["entries"] == ["Alice"]
    code, out = _cli(capsys, "--user", "alice", "memory", "log", "--json")
    assert code == 0 and [r["added"] for r in json.loads(out)] == [["Alice"]]
    assert _cli(capsys, "--user", "alice", "memory", "remove", "-t", "user", "PIN")[0] != 0
    code, out = _cli(capsys, "--user", "bob", "memory", "show", "--json")
    assert json.loads(out)["user"]["entries"] == [SECRET]
