"""Curation: contradictions go to the queue with both sides, never resolved silently; a full
store may evict its least recently updated automated entries into a searchable,
restorable archive (``keepmind.curation``)."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable
from pathlib import Path

import pytest

import keepmind
from keepmind import approval
from keepmind.cli.main import main
from keepmind.config import Settings
from keepmind.curation import WritePolicy
from keepmind.errors import MemoryFull, ProviderError
from keepmind.memory import Edit
from keepmind.memory.base import WriteResult
from keepmind.memory.meta import writing
from keepmind.providers.facts import FactStore

Opener = Callable[..., keepmind.Memory]


def _settings(**memory: object) -> Settings:
    return Settings(memory={"memory_char_limit": 160, **memory})


def _tool(mem: keepmind.Memory, content: str, target: str = "user") -> dict[str, object]:
    return mem.memory_tool({"action": "add", "target": target, "content": content})


# --- contradictions ----------------------------------------------------------------------

def test_a_contradicting_add_is_queued_with_both_sides_and_nothing_changes(
        open_memory: Opener) -> None:
    mem = open_memory(settings=_settings(write_approval="auto"))
    assert _tool(mem, "User lives in Berlin")["success"]
    answer = _tool(mem, "User lives in Paris")
    assert answer["success"] and answer["contradicts"] == "User lives in Berlin"
    assert mem.user.entries == ["User lives in Berlin"]
    (flag,) = mem.pending.list()
    assert flag.kind == "contradiction"
    assert (flag.detail["existing"], flag.detail["new"]) == ("User lives in Berlin",
                                                            "User lives in Paris")
    assert flag.edits == [Edit("replace", "User lives in Paris", "User lives in Berlin")]
    mem.pending.approve(flag.id, mem.user)
    assert mem.user.entries == ["User lives in Paris"]


def test_rejecting_a_contradiction_keeps_the_existing_entry(open_memory: Opener) -> None:
    mem = open_memory(settings=_settings(write_approval="auto"))
    _tool(mem, "The API listens on port 8080", "memory")
    _tool(mem, "The API listens on port 9090", "memory")
    (flag,) = mem.pending.list()
    mem.pending.reject(flag.id)
    assert mem.memory.entries == ["The API listens on port 8080"]


def test_unrelated_writes_and_replacing_the_entry_itself_are_not_contradictions(
        open_memory: Opener) -> None:
    mem = open_memory(settings=_settings(write_approval="auto"))
    _tool(mem, "User lives in Berlin")
    assert "queued" not in _tool(mem, "User prefers short answers")
    moved = mem.memory_tool({"action": "replace", "target": "user", "old_text": "Berlin",
                             "content": "User lives in Paris"})
    assert "queued" not in moved
    assert mem.user.entries == ["User lives in Paris", "User prefers short answers"]
    assert mem.pending.list(None) == []


def test_without_approval_contradictions_are_written_as_before(open_memory: Opener) -> None:
    mem = open_memory()
    _tool(mem, "User lives in Berlin")
    assert "queued" not in _tool(mem, "User lives in Paris")
    assert mem.user.entries == ["User lives in Berlin", "User lives in Paris"]


def test_the_cli_shows_both_sides(capsys: pytest.CaptureFixture[str],
                                  isolated_home: Path) -> None:
    with keepmind.open(isolated_home, settings=_settings(write_approval="auto")) as mem:
        _tool(mem, "User lives in Berlin")
        _tool(mem, "User lives in Paris")
    assert main(["memory", "pending"]) == 0
    out = capsys.readouterr().out
    assert "contradiction" in out and "existing: User lives in Berlin" in out


# --- contradictions with the facts of the facts provider (real SQLite facts.db) ------------

def _with_facts(open_memory: Opener, *facts: str) -> tuple[keepmind.Memory, FactStore]:
    mem = open_memory(settings=_settings(write_approval="auto", provider="facts"))
    store = mem.fact_store()
    assert store is not None and Path(str(store.path)).name == "facts.db"
    for fact in facts:
        store.add(fact, category="user")
    return mem, store


def _live(store: FactStore) -> list[str]:
    return [f.content for f in store.list_facts()]


def test_a_write_contradicting_a_fact_is_queued_with_both_sides(open_memory: Opener) -> None:
    mem, facts = _with_facts(open_memory, "User lives in Berlin")
    answer = _tool(mem, "User lives in Paris")
    assert answer["success"] and answer["contradicts"] == "User lives in Berlin"
    assert mem.user.entries == []
    (flag,) = mem.pending.list()
    assert flag.kind == "contradiction" and "fact #1" in flag.reason
    assert (flag.detail["existing"], flag.detail["new"]) == ("User lives in Berlin",
                                                            "User lives in Paris")
    assert flag.detail["facts"] == [{"id": 1, "content": "User lives in Berlin",
                                     "new": "User lives in Paris"}]
    assert flag.edits == [Edit("add", "User lives in Paris")]
    assert _live(facts) == ["User lives in Berlin"]  # nothing superseded yet


def test_approving_takes_the_new_side_and_supersedes_the_fact(open_memory: Opener) -> None:
    mem, facts = _with_facts(open_memory, "User lives in Berlin")
    _tool(mem, "User lives in Paris")
    (flag,) = mem.pending.list()
    done = approval.approve(mem, flag.id)
    assert done.proposal.status == "approved" and mem.user.entries == ["User lives in Paris"]
    assert mem.providers.flush_pending()
    assert _live(facts) == ["User lives in Paris"]
    assert facts.get(1).superseded_by is not None


def test_rejecting_keeps_the_fact_and_writes_nothing(open_memory: Opener) -> None:
    mem, facts = _with_facts(open_memory, "The API listens on port 8080")
    _tool(mem, "The API listens on port 9090", "memory")
    (flag,) = mem.pending.list()
    mem.pending.reject(flag.id)
    assert mem.memory.entries == [] and _live(facts) == ["The API listens on port 8080"]


def test_a_queued_session_write_is_not_mirrored_into_the_facts(open_memory: Opener) -> None:
    mem, facts = _with_facts(open_memory, "User lives in Berlin")
    session = mem.session()
    answer = session.call_tool("memory", {"action": "add", "target": "user",
                                          "content": "User lives in Paris"})
    assert answer["queued"]
    assert mem.providers.flush_pending()
    assert _live(facts) == ["User lives in Berlin"]
    session.end()


def test_a_fact_restating_the_replaced_entry_is_no_contradiction(open_memory: Opener) -> None:
    mem, facts = _with_facts(open_memory, "User lives in Berlin")
    with writing("cli"):
        mem.user.add("User lives in Berlin")
    moved = mem.memory_tool({"action": "replace", "target": "user", "old_text": "Berlin",
                             "content": "User lives in Paris"})
    assert moved["success"] and "queued" not in moved
    assert mem.user.entries == ["User lives in Paris"] and mem.pending.list(None) == []


def test_a_fact_store_that_fails_is_logged_and_never_blocks_the_write(
        open_memory: Opener, caplog: pytest.LogCaptureFixture) -> None:
    mem, _ = _with_facts(open_memory, "User lives in Berlin")

    def broken() -> FactStore:
        raise ProviderError("fact store facts.db: database is locked")

    policy = mem.write_policy(review=False)
    assert isinstance(policy, WritePolicy)
    written = dataclasses.replace(policy, facts=broken)(
        mem.user, [Edit("add", "User lives in Paris")], None)
    assert isinstance(written, WriteResult) and mem.user.entries == ["User lives in Paris"]
    assert "facts not checked for contradictions: fact store facts.db" in caplog.text


def test_a_new_fact_contradicting_an_entry_is_queued_as_its_replace(
        open_memory: Opener) -> None:
    mem, facts = _with_facts(open_memory)
    with writing("cli"):
        mem.user.add("User lives in Berlin")
    session = mem.session()
    answer = session.call_tool("fact_store", {"action": "add",
                                              "content": "User lives in Paris"})
    assert answer["success"]
    (flag,) = mem.pending.list()
    assert (flag.kind, flag.origin, flag.session_id) == ("contradiction", "tool", session.id)
    assert flag.edits == [Edit("replace", "User lives in Paris", "User lives in Berlin")]
    assert (flag.detail["existing"], flag.detail["fact_id"]) == ("User lives in Berlin", 1)
    assert mem.user.entries == ["User lives in Berlin"]  # the user decides
    approval.approve(mem, flag.id)
    assert mem.user.entries == ["User lives in Paris"]
    session.end()
    assert mem.providers.flush_pending() and mem.pending.list() == []


def test_a_preference_stated_at_session_end_that_contradicts_an_entry_is_queued(
        open_memory: Opener) -> None:
    mem, _ = _with_facts(open_memory)
    with writing("cli"):
        mem.user.add("User prefers light mode for the editor")
    said = {"role": "user", "content": "I prefer dark mode for the editor."}
    mem.session().end(messages=[said])
    (flag,) = mem.pending.list()
    assert flag.detail["new"] == "User prefers dark mode for the editor"
    mem.pending.reject(flag.id)
    assert mem.user.entries == ["User prefers light mode for the editor"]


def test_without_approval_new_facts_queue_nothing(open_memory: Opener) -> None:
    mem = open_memory(settings=_settings(provider="facts"))
    with writing("cli"):
        mem.user.add("User lives in Berlin")
    store = mem.fact_store()
    assert store is not None
    store.add("User lives in Paris")
    assert mem.pending.list(None) == []


def test_unrelated_facts_and_no_facts_provider_queue_nothing(open_memory: Opener) -> None:
    mem, _ = _with_facts(open_memory, "User lives in Berlin")
    assert "queued" not in _tool(mem, "User prefers short answers")
    plain = open_memory(settings=_settings(write_approval="auto"))
    assert plain.fact_store() is None


# --- eviction ----------------------------------------------------------------------------

def _fill(mem: keepmind.Memory) -> list[str]:
    facts = [f"Automated fact number {n} about the deploy pipeline" for n in range(3)]
    for fact in facts:
        assert _tool(mem, fact, "memory")["success"], mem.memory.usage
    return facts


def test_a_full_store_evicts_the_least_recently_updated_automated_entry(
        open_memory: Opener) -> None:
    mem = open_memory(settings=_settings(eviction="archive"))
    with writing("cli"):
        mem.memory.add("Mine")
    facts = _fill(mem)
    answer = _tool(mem, "A new fact that needs room", "memory")
    assert answer["success"], answer
    assert facts[0] not in mem.memory.entries and "Mine" in mem.memory.entries
    assert "A new fact that needs room" in mem.memory.entries
    (gone,) = mem.memory_archive.search("number 0")
    assert (gone.target, gone.origin, gone.content) == ("memory", "tool", facts[0])
    assert gone.created_at is not None


def test_without_eviction_a_full_store_refuses(open_memory: Opener) -> None:
    mem = open_memory(settings=_settings())
    _fill(mem)
    assert not _tool(mem, "A new fact that needs room", "memory")["success"]


@pytest.mark.parametrize("origin", ["cli", "ui"])
def test_entries_the_user_wrote_are_never_evicted(open_memory: Opener, origin: str) -> None:
    mem = open_memory(settings=_settings(eviction="archive"))
    with writing(origin):
        for n in range(3):
            mem.memory.add(f"User-written fact number {n} about the pipeline")
    answer = _tool(mem, "A new fact that needs room", "memory")
    assert not answer["success"] and "would use" in str(answer["error"])
    assert mem.memory_archive.search() == []


def test_an_evicted_entry_is_restored_and_an_undo_brings_it_back(
        open_memory: Opener) -> None:
    mem = open_memory(settings=_settings(eviction="archive"))
    facts = _fill(mem)
    _tool(mem, "A new fact that needs room", "memory")
    mem.memory.undo()
    assert facts[0] in mem.memory.entries
    (gone,) = mem.memory_archive.search()
    assert mem.memory_archive.restore(gone.id, mem.memory) is None  # there already
    mem.memory.remove(facts[0])
    assert mem.memory_archive.restore(gone.id, mem.memory) is not None
    assert facts[0] in mem.memory.entries
    assert mem.memory_archive.get(gone.id).restored_at is not None


def test_a_write_too_large_for_any_eviction_keeps_the_full_error(open_memory: Opener) -> None:
    mem = open_memory(settings=_settings(eviction="archive"))
    with writing("cli"):
        mem.memory.add("Mine")
    _tool(mem, "Automated fact about the deploy pipeline", "memory")
    policy = mem.write_policy(review=False)
    assert policy is not None
    with pytest.raises(MemoryFull):
        policy(mem.memory, [Edit("add", "x" * 155)], None)
    assert len(mem.memory.entries) == 2
    assert mem.memory_archive.search() == []


def test_the_cli_lists_searches_and_restores(capsys: pytest.CaptureFixture[str],
                                             isolated_home: Path) -> None:
    with keepmind.open(isolated_home, settings=_settings(eviction="archive")) as mem:
        facts = _fill(mem)
        _tool(mem, "A new fact that needs room", "memory")
        mem.memory.remove("A new fact")
    assert main(["memory", "archived", "number 0", "--json"]) == 0
    (row,) = json.loads(capsys.readouterr().out)
    assert row["content"] == facts[0]
    assert main(["memory", "restore", str(row["id"])]) == 0
    assert f"restored #{row['id']} to memory" in capsys.readouterr().out
    assert main(["memory", "show", "--target", "memory"]) == 0
    assert facts[0] in capsys.readouterr().out
