"""Scopes of the fact store on PostgreSQL: user A, through the store's API, the
``fact_store``/``fact_feedback`` tools, the provider's recall in a home opened as A, and
raw SQL on A's connection settings, can neither read nor change user B's facts; a home
whose archive.url is PostgreSQL keeps its facts there, per user."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path

import psycopg
import pytest

import keepmind
import postgres_server
from keepmind.config import MemorySettings, Settings
from keepmind.providers.facts import FactInputError, FactStore
from keepmind.providers.facts.tools import run_tool
from keepmind.types import Scope

SECRET = "The platypus vault key is kept by Dana Scully in Berlin"


@pytest.fixture
def pair(postgres_url: str) -> Iterator[tuple[FactStore, FactStore]]:
    with FactStore.on_postgres(postgres_url, Scope(user="alice"), shown="db") as alice, \
            FactStore.on_postgres(postgres_url, Scope(user="bob"), shown="db") as bob:
        yield alice, bob


def test_user_a_finds_and_changes_nothing_of_user_b_through_the_store_and_tools(
        pair: tuple[FactStore, FactStore]) -> None:
    alice, bob = pair
    secret = bob.add(SECRET, category="project", tags=["vault"]).fact
    own = alice.add("Alice keeps her notes in the wiki").fact
    assert alice.search("platypus vault key") == []
    assert [f.id for f in alice.list_facts(limit=50)] == [own.id]
    assert bob.entities_of(secret.id) != [] and alice.entities_of(secret.id) == []
    assert alice.stats() == {"facts": 1, "live": 1, "superseded": 0,
                             "entities": len(alice.entities_of(own.id))}
    for attempt in (lambda: alice.get(secret.id), lambda: alice.remove(secret.id),
                    lambda: alice.update(secret.id, content="defaced"),
                    lambda: alice.feedback(secret.id, False)):
        with pytest.raises(FactInputError, match="no fact"):
            attempt()
    for name, args in (("fact_store", {"action": "search", "query": "platypus vault"}),
                       ("fact_store", {"action": "list", "limit": 50}),
                       ("fact_store", {"action": "remove", "fact_id": secret.id}),
                       ("fact_feedback", {"fact_id": secret.id, "feedback": "unhelpful"})):
        assert "platypus" not in run_tool(alice, name, args, session_id=None)
    # a duplicate of B's fact written by A is A's own fact, not a confirmation of B's
    assert alice.add(SECRET).duplicate is False
    assert bob.get(secret.id) == secret
    assert [h.fact.id for h in bob.search("platypus vault key")] == [secret.id]


def test_raw_sql_under_a_settings_sees_nothing_of_b_and_cannot_forge_b_rows(
        pair: tuple[FactStore, FactStore], postgres_url: str) -> None:
    alice, bob = pair
    bob.add(SECRET)
    alice.add("Alice likes the Rust compiler")
    with postgres_server.connect_as(postgres_url, user="alice") as conn:
        assert conn.execute("SELECT content FROM facts").fetchall() == [
            ("Alice likes the Rust compiler",)]
        assert all(row[0] == "alice" for row in conn.execute(
            "SELECT scope_user FROM entities UNION ALL SELECT scope_user FROM fact_entities"))
        assert conn.execute("UPDATE facts SET trust = 0 WHERE content LIKE 'The%%'"
                            ).rowcount == 0
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            conn.execute("INSERT INTO facts (scope_org, scope_user, content, norm, "
                         "created_at, updated_at) VALUES ('', 'bob', 'forged', 'forged', "
                         "'now', 'now')")
    assert [f.content for f in bob.list_facts()] == [SECRET]


def _facts_home(tmp_path: Path, postgres_url: str,
                open_memory: Callable[..., keepmind.Memory], user: str) -> keepmind.Memory:
    settings = Settings(memory=MemorySettings(provider="facts"))
    return open_memory(tmp_path / f"home-{user}", settings=settings, url=postgres_url,
                       user=user)


def test_a_home_on_postgresql_keeps_each_user_facts_in_the_database(
        tmp_path: Path, postgres_url: str,
        open_memory: Callable[..., keepmind.Memory]) -> None:
    bob = _facts_home(tmp_path, postgres_url, open_memory, "bob")
    alice = _facts_home(tmp_path, postgres_url, open_memory, "alice")
    for mem in (alice, bob):
        mem.providers.initialize("s1")
    added = json.loads(bob.providers.handle_tool_call(
        "fact_store", {"action": "add", "content": SECRET}))
    assert added["success"] is True
    assert "platypus" in bob.providers.prefetch_all("where is the platypus vault key")
    assert "platypus" not in alice.providers.prefetch_all("where is the platypus vault key")
    listed = json.loads(alice.providers.handle_tool_call("fact_store", {"action": "list"}))
    assert listed["facts"] == []
    assert not (tmp_path / "home-bob" / "facts.db").exists()
