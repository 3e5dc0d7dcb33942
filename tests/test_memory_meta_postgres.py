"""Entry metadata of the prompt-memory stores on PostgreSQL (``keepmind.memory.postgres_meta``),
on a real server: every write path keeps it in step inside its transaction, hand edits of a
store's row keep the metadata of the untouched entries, a store written before the table
is backfilled from its journal, and ``memory show --json`` / ``memory log`` expose it as
on files."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

import keepmind
import postgres_server
from keepmind.cli.main import main
from keepmind.memory.meta import writing
from keepmind.ui.views import entry_metadata, store_panels

Opener = Callable[..., keepmind.Memory]


@pytest.fixture
def alice(postgres_url: str, tmp_path: Path, open_memory: Opener) -> keepmind.Memory:
    return open_memory(tmp_path / "home-alice", url=postgres_url, user="alice",
                       agent="helper", org="acme")


def _infos(mem: keepmind.Memory, target: str = "user") -> dict[str, dict[str, object]]:
    return {entry: info.to_dict() for entry, info in mem.meta().entries(target).items()}


def test_each_write_path_records_its_origin_session_and_times(
        alice: keepmind.Memory) -> None:
    with writing("tool", "s-1"):
        alice.memory_tool({"action": "add", "target": "user", "content": "Alice likes tea"})
    with writing("review", "s-2"):
        alice.memory.add("The wiki is at wiki.acme")
    with writing("cli"):
        alice.user.add("Alice works at night")
    tea = _infos(alice)["Alice likes tea"]
    assert (tea["origin"], tea["session_id"]) == ("tool", "s-1")
    assert tea["created_at"] == tea["updated_at"] and tea["last_used_at"] is None
    assert _infos(alice)["Alice works at night"]["origin"] == "cli"
    wiki = _infos(alice, "memory")["The wiki is at wiki.acme"]
    assert (wiki["origin"], wiki["session_id"]) == ("review", "s-2")
    ids = [r.id for r in alice.journal.history()]
    notes = alice.meta().writes(ids)
    assert [(notes[i].origin, notes[i].session_id) for i in ids] == [
        ("tool", "s-1"), ("review", "s-2"), ("cli", None)]


def test_a_replace_keeps_the_created_time_and_an_undo_brings_the_old_row_back(
        alice: keepmind.Memory) -> None:
    with writing("tool", "s-1"):
        alice.user.add("Alice likes tea")
    before = _infos(alice)["Alice likes tea"]
    with writing("cli"):
        alice.user.replace("tea", "Alice likes green tea")
    after = _infos(alice)["Alice likes green tea"]
    assert after["created_at"] == before["created_at"]
    assert after["updated_at"] != before["updated_at"] and after["origin"] == "cli"
    assert list(_infos(alice)) == ["Alice likes green tea"]
    alice.user.undo()
    back = _infos(alice)["Alice likes tea"]
    assert (back["created_at"], back["origin"], back["session_id"]) == (
        before["created_at"], "tool", "s-1")
    assert list(_infos(alice)) == ["Alice likes tea"]


def test_hand_edits_of_the_row_keep_the_untouched_entries_metadata(
        alice: keepmind.Memory, postgres_url: str) -> None:
    with writing("tool", "s-1"):
        alice.user.add("Alice likes tea")
        alice.user.add("Alice works at night")
    kept = _infos(alice)["Alice likes tea"]
    with postgres_server.connect_as(postgres_url, user="alice", org="acme") as conn:
        changed = conn.execute(
            "UPDATE prompt_memory SET text = %s WHERE target = 'user'",
            ("Alice likes tea\n§\nAlice works mornings now",)).rowcount
        assert changed == 1
    infos = _infos(alice)
    assert set(infos) == {"Alice likes tea", "Alice works mornings now"}
    assert infos["Alice likes tea"] == kept
    assert (infos["Alice works mornings now"]["origin"],
            infos["Alice works mornings now"]["journal_id"]) == ("hand", None)
    with writing("tool", "s-2"):  # a write after a hand edit matches it first as well
        alice.user.add("Alice drinks no coffee")
    assert _infos(alice)["Alice works mornings now"]["origin"] == "hand"


def test_a_store_written_before_the_table_is_backfilled_from_its_journal(
        alice: keepmind.Memory, postgres_url: str) -> None:
    with writing("tool", "s-1"):
        alice.user.add("Alice likes tea")
        alice.user.replace("tea", "Alice likes green tea")
    made = _infos(alice)["Alice likes green tea"]
    with postgres_server.connect_as(postgres_url, user="alice", org="acme") as conn:
        conn.execute("DELETE FROM prompt_memory_entries")  # as before m007
    again = _infos(alice)["Alice likes green tea"]
    assert again == {**made, "last_used_at": None}


def test_a_session_start_marks_its_entries_used(alice: keepmind.Memory) -> None:
    alice.user.add("Alice likes tea")
    assert _infos(alice)["Alice likes tea"]["last_used_at"] is None
    alice.session().end()
    assert _infos(alice)["Alice likes tea"]["last_used_at"] is not None


def test_the_org_store_records_no_session_and_is_readable_by_its_members(
        postgres_url: str, tmp_path: Path, open_memory: Opener) -> None:
    admin = open_memory(tmp_path / "admin", url=postgres_url, user="admin", agent="",
                        org="acme")
    with writing("cli", "admin-session"):
        admin.store("org").add("Acme ships on Thursdays")
    bob = open_memory(tmp_path / "bob", url=postgres_url, user="bob", org="acme")
    info = bob.meta().entries("org")["Acme ships on Thursdays"]
    assert (info.origin, info.session_id) == ("cli", None)
    (record,) = bob.journal.history()
    assert bob.meta().writes([record.id])[record.id].session_id is None


def test_show_json_and_log_expose_the_metadata(
        capsys: pytest.CaptureFixture[str], isolated_home: Path, postgres_url: str) -> None:
    isolated_home.mkdir(parents=True)
    (isolated_home / "config.yaml").write_text(f"archive:\n  url: {postgres_url}\n", "utf-8")
    assert main(["--user", "alice", "memory", "add", "-t", "user", "Alice likes tea"]) == 0
    capsys.readouterr()
    assert main(["--user", "alice", "memory", "show", "--json", "--target", "user"]) == 0
    (meta,) = json.loads(capsys.readouterr().out)["user"]["meta"]
    assert (meta["entry"], meta["origin"], meta["session_id"]) == (1, "cli", None)
    assert main(["--user", "alice", "memory", "log", "--json"]) == 0
    (logged,) = json.loads(capsys.readouterr().out)
    assert (logged["origin"], logged["id"]) == ("cli", meta["journal_id"])
    assert main(["--user", "alice", "memory", "log"]) == 0
    assert "[cli]: + Alice likes tea" in capsys.readouterr().out


def test_the_inspector_shows_the_metadata_of_stores_in_the_database(
        alice: keepmind.Memory) -> None:
    with writing("tool", "s-9"):
        alice.user.add("Alice reviews code in the morning")
    metadata = entry_metadata(alice)
    assert metadata.missing == ""
    info = metadata.infos["user"]["Alice reviews code in the morning"]
    assert (info.origin, info.session_id) == ("tool", "s-9")
    panel = next(p for p in store_panels(alice, metadata) if p.target == "user")
    assert any(entry.text == "Alice reviews code in the morning" and entry.info is not None
               for entry in panel.entries)
